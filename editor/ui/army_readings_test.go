package ui

import (
	"bytes"
	"math/big"
	"slices"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/odn"
)

// readingSelect finds the Readings tab's drop-down of reading id: the one
// whose options are that reading's answers.
func readingSelect(t *testing.T, root fyne.CanvasObject, id string) *widget.Select {
	t.Helper()
	r, _ := odn.ReadingByID(id)
	var found *widget.Select
	walk(root, func(o fyne.CanvasObject) {
		if s, ok := o.(*widget.Select); ok && found == nil && len(s.Options) == len(r.Values) && strings.HasPrefix(s.Options[0], r.Values[0].ID+": "+r.Values[0].Text) {
			found = s
		}
	})
	if found == nil {
		t.Fatalf("no drop-down for reading %s", id)
	}
	return found
}

// TestCalculatorReadings4_05MatchOdnAndCLI: the Readings tab chooses the
// answer to "A leader killed after its unit passed its test: does the unit
// test again?" (4.05, "All units in command take Morale Test"); the Fire →
// Morale form then gives odn's figures under that reading, and lists the
// same reading lines the command line prints.
func TestCalculatorReadings4_05MatchOdnAndCLI(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	chainTab := e.Calcs.tabs.Items[3].Content
	test.Tap(check(t, chainTab, "Unit's own Corps"))
	test.Tap(check(t, chainTab, "-1 per hit beyond the first"))
	var readingsTab fyne.CanvasObject
	for _, it := range e.Calcs.tabs.Items {
		if it.Text == "Readings" {
			readingsTab = it.Content
		}
	}
	if readingsTab == nil {
		t.Fatal("no Readings tab")
	}
	sel := readingSelect(t, readingsTab, odn.ReadingLeaderKilledRetest)
	sel.SetSelectedIndex(1) // yes
	if got := e.Calcs.Readings.Get(odn.ReadingLeaderKilledRetest); got != "yes" {
		t.Fatalf("reading is %q after choosing yes", got)
	}
	rs, err := e.Rules.WithReadings(odn.ReadingSet{odn.ReadingLeaderKilledRetest: "yes"})
	if err != nil {
		t.Fatal(err)
	}
	l, err := rs.UnitLadder("VT", "", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	req := odn.FireMoraleRequest{Fire: armydoc.DefaultFireForm().Request(), AdditionalHit: true,
		Targets: []odn.ExchangeUnit{{Label: "target", Quality: "VT", Ladder: l, Level: "firm", Modifiers: []odn.ModifierUse{{ID: "corps-attached", Count: 1}}}}}
	rep, err := rs.ResolveFireThenMorale(req)
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Calcs.Calculator("Fire → Morale")
	if err != nil {
		t.Fatal(err)
	}
	te := rep.Targets[0]
	firm := rs.MoraleLevelIndex("firm")
	sameBars(t, ans, "Target ends at", []string{rs.Morale.Levels[firm].Label}, []*big.Rat{te.ByLevel[firm]})
	// The default reading gives another figure: the tab did change it.
	def, _ := e.Rules.ResolveFireThenMorale(req)
	if def.Targets[0].ByLevel[firm].Cmp(te.ByLevel[firm]) == 0 {
		t.Fatal("the two readings give the same P(Firm): the test cannot tell them apart")
	}
	// The reading lines are the command line's.
	var cli bytes.Buffer
	if err := odn.WriteReadings(&cli, rep.Readings); err != nil {
		t.Fatal(err)
	}
	if len(ans.Readings) == 0 {
		t.Fatal("the answer lists no readings")
	}
	for _, line := range ans.Readings {
		if !strings.Contains(cli.String(), "  "+line+"\n") {
			t.Errorf("editor reading %q is not a line of the command line's:\n%s", line, cli.String())
		}
	}
	if !strings.Contains(answerTexts(e.Calcs, "Fire → Morale"), "leader-killed-retest=yes") {
		t.Error("the answer view does not show the reading used")
	}
}

// TestCalculatorCompareFireFirstOrCharge: the Compare view puts the Fire →
// Morale form's target and the Melee to the end form's defender side by
// side, with odn's exact figures, as adc odn compare does.
func TestCalculatorCompareFireFirstOrCharge(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	var ans armydoc.Answer
	var err error
	deadline := time.Now().Add(20 * time.Second)
	for {
		ans, err = e.Calcs.Calculator("Compare")
		if err == nil && len(ans.Groups) > 0 || time.Now().After(deadline) {
			break
		}
		time.Sleep(50 * time.Millisecond)
	}
	if err != nil || len(ans.Groups) == 0 {
		t.Fatalf("no comparison: %v", err)
	}
	_, cmp, err := armydoc.Compare(e.Calcs.Rules(), armydoc.DefaultChainForm(), armydoc.DefaultMeleeRunForm())
	if err != nil {
		t.Fatal(err)
	}
	rs := e.Rules
	l, _ := rs.UnitLadder("VT", "", 0, 100)
	fire, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: armydoc.DefaultFireForm().Request(), Targets: []odn.ExchangeUnit{{Label: "target", Quality: "VT", Ladder: l, Level: "firm"}}})
	if err != nil {
		t.Fatal(err)
	}
	if cmp.Options[0].Enemy.PRemoved.Cmp(fire.Targets[0].PRemoved) != 0 {
		t.Errorf("fire first: P(removed) %v, odn %v", cmp.Options[0].Enemy.PRemoved, fire.Targets[0].PRemoved)
	}
	sameBars(t, ans, "The enemy is removed", []string{armydoc.CompareFire, armydoc.CompareCharge},
		[]*big.Rat{cmp.Options[0].Enemy.PRemoved, cmp.Options[1].Enemy.PRemoved})
	if !strings.Contains(ans.Summary, cmp.Best) {
		t.Errorf("summary %q does not name the best option %q", ans.Summary, cmp.Best)
	}
}

// TestCalculatorAttachedHQBeforeAUnitIsPicked: the Morale Test form's
// Attached HQ box offers the ruleset's Corps (+1) and Army (+2) before any
// unit of the army is picked, and the answer follows it (3.02, p.13).
func TestCalculatorAttachedHQBeforeAUnitIsPicked(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	moraleTab := e.Calcs.tabs.Items[1].Content
	hq := formSelect(t, moraleTab, "Attached HQ")
	if hq.Disabled() {
		t.Fatal("the Attached HQ box is disabled before a unit is picked")
	}
	hq.SetSelected("Army headquarters (+2)")
	if e.Calcs.Morale.Unit.HQ == nil || e.Calcs.Morale.Unit.HQ.Bonus != 2 {
		t.Fatalf("HQ = %+v", e.Calcs.Morale.Unit.HQ)
	}
	rs := e.Rules
	l, _ := rs.UnitLadder("VT", "", 0, 100)
	req := odn.MoraleRequest{Ladder: l, Level: "firm"}
	req.AttachHeadquarters(e.Calcs.Morale.Unit.HQ, "", "")
	rep, err := rs.ResolveMorale(req)
	if err != nil {
		t.Fatal(err)
	}
	ans, err := e.Calcs.Calculator("Morale Test")
	if err != nil {
		t.Fatal(err)
	}
	firm := rs.MoraleLevelIndex("firm")
	found := false
	for _, g := range ans.Groups {
		for _, b := range g.Bars {
			if b.Label == rs.Morale.Levels[firm].Label && b.P.Cmp(rep.Result.ByLevel[firm]) == 0 {
				found = true
			}
		}
	}
	if !found || rep.Result.ByLevel[firm].Cmp(big.NewRat(4, 5)) != 0 {
		t.Errorf("P(ends Firm) with the Army's +2 (VT Pass 5+, now 3+): want odn's 4/5 in the answer, got %+v", ans.Groups)
	}
}

// TestArmyTableTypeChangeKeepsTheUnitLegalP2P7: an infantry unit with foot
// inherent artillery changed to cavalry takes horse artillery (Fire,
// inherent unit artillery (3), p.7), and a horse artillery unit is offered
// only light and medium weights ("Horse (Light and Medium) artillery",
// p.2); each leaves no validation error.
func TestArmyTableTypeChangeKeepsTheUnitLegalP2P7(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	_, _, _, typ, _, _, _, _ := e.Table.UnitRow(1, 1) // 7th Infantry, foot inherent artillery
	typ.SetSelected("light-cavalry")
	if u := e.Doc.Army().Corps[1].Units[1]; u.Type != "light-cavalry" || u.InherentArtillery != "horse" {
		t.Fatalf("cavalry: type %q, inherent %q, want horse", u.Type, u.InherentArtillery)
	}
	_, _, _, _, _, _, inh, _ := e.Table.UnitRow(1, 1)
	if inh.Selected != "horse" {
		t.Errorf("the inherent artillery drop-down shows %q", inh.Selected)
	}
	if fs := e.Doc.Validate(e.Rules); len(fs) > 0 {
		t.Errorf("the cavalry unit has findings: %v", fs)
	}
	typ.SetSelected("horse-artillery")
	_, _, _, _, _, weight, _, _ := e.Table.UnitRow(1, 1)
	if !slices.Equal(weight.Options, []string{"—", "light", "medium"}) {
		t.Errorf("horse artillery weights offered: %v", weight.Options)
	}
	typ.SetSelected("foot-artillery")
	_, _, _, _, _, weight, _, _ = e.Table.UnitRow(1, 1)
	if !slices.Contains(weight.Options, "heavy") {
		t.Errorf("foot artillery weights offered: %v", weight.Options)
	}
}
