package armydoc

import (
	"math/big"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/odn"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
	"github.com/aide-de-camp/adc/templates"
)

func ruleset(t testing.TB) *odn.Ruleset {
	t.Helper()
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// french copies the bundled French army list into a temporary file and
// opens it.
func french(t *testing.T) (*Document, string) {
	t.Helper()
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p := filepath.Join(t.TempDir(), "french-1812.yaml")
	if err := os.WriteFile(p, data, 0o644); err != nil {
		t.Fatal(err)
	}
	d, err := Open(p, ruleset(t))
	if err != nil {
		t.Fatal(err)
	}
	return d, p
}

func TestEditUndoRedo(t *testing.T) {
	d, _ := french(t)
	orig := d.Army()
	q := orig.Corps[1].Units[1].Quality // 7th Infantry, VT
	if err := d.SetUnitField(1, 1, FieldQuality, "EL"); err != nil {
		t.Fatal(err)
	}
	if got := d.Army().Corps[1].Units[1].Quality; got != "EL" {
		t.Fatalf("quality %q after edit", got)
	}
	if orig.Corps[1].Units[1].Quality != q {
		t.Fatal("the edit changed the army it started from (undo would go wrong)")
	}
	if !d.Dirty() || !strings.HasPrefix(d.Title(), "*") {
		t.Errorf("dirty %v title %q after an edit", d.Dirty(), d.Title())
	}
	if !d.Undo() || d.Army().Corps[1].Units[1].Quality != q {
		t.Fatalf("undo: quality %q, want %q", d.Army().Corps[1].Units[1].Quality, q)
	}
	if d.Dirty() {
		t.Error("dirty after undoing the only edit")
	}
	if !d.Redo() || d.Army().Corps[1].Units[1].Quality != "EL" {
		t.Fatal("redo did not bring the edit back")
	}
	if d.Redo() {
		t.Error("redo with nothing to redo")
	}
}

func TestTypingMergesIntoOneUndoStep(t *testing.T) {
	d, _ := french(t)
	name := d.Army().Corps[0].Units[0].Name
	for _, s := range []string{"1", "1s", "1st", "1st G"} {
		if err := d.SetUnitField(0, 0, FieldName, s); err != nil {
			t.Fatal(err)
		}
	}
	d.Undo()
	if got := d.Army().Corps[0].Units[0].Name; got != name {
		t.Fatalf("one undo after typing: name %q, want %q", got, name)
	}
	if _, ok := d.CanUndo(); ok {
		t.Error("typing left more than one undo step")
	}
	// A drop-down choice is a step of its own.
	d.SetUnitField(0, 0, FieldQuality, "GD")
	d.SetUnitField(0, 0, FieldQuality, "EL")
	d.Undo()
	if got := d.Army().Corps[0].Units[0].Quality; got != "GD" {
		t.Errorf("quality %q after undoing the second choice, want GD", got)
	}
}

func TestStrengthField(t *testing.T) {
	cases := []struct {
		in           string
		men, percent int // 0: nil
		err          bool
	}{
		{"3000", 3000, 0, false},
		{"3,000", 3000, 0, false},
		{"75%", 0, 75, false},
		{" 50 % ", 0, 50, false},
		{"", 0, 0, false},
		{"full", 0, 0, false},
		{"150%", 0, 0, true},
		{"lots", 0, 0, true},
		{"-5", 0, 0, true},
	}
	for _, c := range cases {
		t.Run(c.in, func(t *testing.T) {
			men, pct, err := ParseStrength(c.in)
			if (err != nil) != c.err {
				t.Fatalf("err %v, want error %v", err, c.err)
			}
			if c.err {
				return
			}
			if (men == nil) != (c.men == 0) || (men != nil && *men != c.men) || (pct == nil) != (c.percent == 0) || (pct != nil && *pct != c.percent) {
				t.Errorf("men %v percent %v, want %d %d", men, pct, c.men, c.percent)
			}
		})
	}
	d, _ := french(t)
	if err := d.SetUnitField(1, 1, FieldStrength, "lots"); err == nil || !strings.Contains(err.Error(), "7th Infantry") {
		t.Errorf("a bad strength: err %v, want one naming the unit", err)
	}
	if _, ok := d.CanUndo(); ok {
		t.Error("a refused strength was recorded")
	}
	if err := d.SetUnitField(1, 1, FieldStrength, "75%"); err != nil {
		t.Fatal(err)
	}
	if got := StrengthText(d.Army().Corps[1].Units[1]); got != "75%" {
		t.Errorf("strength %q", got)
	}
}

func TestAddRemoveUnitsAndCorps(t *testing.T) {
	d, _ := french(t)
	n := len(d.Army().Corps[1].Units)
	ui, err := d.AddUnit(1)
	if err != nil || ui != n || len(d.Army().Corps[1].Units) != n+1 {
		t.Fatalf("add unit: %d %v", ui, err)
	}
	if name := d.Army().Corps[1].Units[ui].Name; name != "New unit 1" {
		t.Errorf("new unit named %q", name)
	}
	if ui2, _ := d.AddUnit(1); d.Army().Corps[1].Units[ui2].Name != "New unit 2" {
		t.Error("second new unit has no fresh name")
	}
	if err := d.RemoveUnit(1, 0); err != nil {
		t.Fatal(err)
	}
	if d.Army().Corps[1].Units[0].Name != "7th Infantry" {
		t.Errorf("after removing the first unit the first is %q", d.Army().Corps[1].Units[0].Name)
	}
	d.Undo()
	if d.Army().Corps[1].Units[0].Name != "5th Division (Compans)" {
		t.Error("undo did not bring the removed unit back in its place")
	}
	nc := len(d.Army().Corps)
	ci, _ := d.AddCorps()
	if ci != nc || len(d.Army().Corps[ci].Units) != 1 {
		t.Fatalf("add corps: %d", ci)
	}
	d.RemoveCorps(0)
	if d.Army().Corps[0].Name != "I Corps" {
		t.Errorf("first corps %q after removing the Guard", d.Army().Corps[0].Name)
	}
	if err := d.RemoveUnit(9, 9); err == nil {
		t.Error("removing a unit that does not exist")
	}
}

func TestSaveIsAtomicAndCanonical(t *testing.T) {
	d, p := french(t)
	orig, _ := os.ReadFile(p)
	d.SetUnitField(1, 1, FieldQuality, "EL")
	if err := d.Save(""); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() {
		t.Error("dirty after save")
	}
	bak, err := os.ReadFile(p + ".bak")
	if err != nil || string(bak) != string(orig) {
		t.Errorf("the previous file is not kept as .bak: %v", err)
	}
	again, err := Open(p, ruleset(t))
	if err != nil {
		t.Fatal(err)
	}
	if q := again.Army().Corps[1].Units[1].Quality; q != "EL" {
		t.Errorf("saved quality %q", q)
	}
	if fs := again.Validate(ruleset(t)); fs.HasErrors() {
		t.Errorf("saved file has errors: %v", fs)
	}
	if err := New(NewArmy(""), "").Save(""); err != ErrNoPath {
		t.Errorf("save without a path: %v", err)
	}
}

func TestOpenRefusesAScenario(t *testing.T) {
	p := filepath.Join(t.TempDir(), "s.yaml")
	os.WriteFile(p, []byte("format: adc-scenario/1\nid: x\n"), 0o644)
	if _, err := Open(p, ruleset(t)); err == nil || !strings.Contains(err.Error(), "not an army list") {
		t.Errorf("err %v", err)
	}
	if IsArmyFile(p) {
		t.Error("a scenario taken for an army list")
	}
}

func TestNewArmyIsValid(t *testing.T) {
	d := New(NewArmy(""), "")
	if fs := d.Validate(ruleset(t)); len(fs) != 0 {
		t.Errorf("a new army list has findings: %v", fs)
	}
}

func TestRosterBoxesTickInOrder(t *testing.T) {
	// Unit roster (p.3): hit boxes are checked in order down the ladder.
	d, _ := french(t)
	name := "7th Infantry"
	if n := d.ToggleBox(name, 2); n != 3 {
		t.Errorf("clicking box 3 checks %d boxes, want 3", n)
	}
	if n := d.ToggleBox(name, 1); n != 1 {
		t.Errorf("clicking checked box 2 leaves %d, want 1", n)
	}
	if n := d.ToggleBox(name, 0); n != 0 {
		t.Errorf("clicking the only checked box leaves %d", n)
	}
	d.SetHits(name, 5)
	d.SetUnitField(1, 1, FieldName, "7e Ligne")
	if d.UnitHits("7e Ligne") != 5 || d.UnitHits(name) != 0 {
		t.Error("renaming the unit lost its ticked boxes")
	}
	if _, ok := d.CanUndo(); !ok || d.Hits()["7e Ligne"] != 5 {
		t.Error("hits are not in the roster export map")
	}
}

func TestFindingSelectsUnit(t *testing.T) {
	rs := ruleset(t)
	d, _ := french(t)
	d.SetUnitField(1, 1, FieldQuality, "XX")
	d.SetUnitField(2, 0, FieldName, "7th Infantry") // a duplicate of corps 1's
	d.SetCorpsField(2, FieldMoraleBonus, "5")
	fs := d.Validate(rs)
	want := map[string]Target{
		"unknown quality":     {Kind: TargetUnit, Corps: 1, Unit: 1},
		"duplicate unit name": {Kind: TargetUnit, Corps: 2, Unit: 0},
		"morale bonus +5":     {Kind: TargetCorps, Corps: 2, Unit: -1},
	}
	for msg, tg := range want {
		found := false
		for _, f := range fs {
			if strings.Contains(f.Message, msg) {
				found = true
				if got := FindingTarget(d.Army(), f); got != tg {
					t.Errorf("%q points at %+v, want %+v", f.String(), got, tg)
				}
			}
		}
		if !found {
			t.Errorf("no finding %q among %v", msg, fs)
		}
	}
	if got := FindingTarget(d.Army(), odn.Finding{Object: `unit "nobody"`}); got.Kind != TargetNone {
		t.Errorf("a finding about no unit points at %+v", got)
	}
}

func TestRevalidatorRunsOnceEditsPause(t *testing.T) {
	rs := ruleset(t)
	d, _ := french(t)
	var got []odn.Findings
	r := &Revalidator{Check: Validation(rs), Async: func(f func()) { f() }, Done: func(fs odn.Findings) { got = append(got, fs) }}
	d.OnChange(func(Change) { r.Schedule(d) })
	d.SetUnitField(1, 1, FieldQuality, "XX")
	if len(got) != 1 || !got[0].HasErrors() {
		t.Fatalf("runs %d: %v", len(got), got)
	}
	d.Undo()
	if len(got) != 2 || got[1].HasErrors() {
		t.Fatalf("after undo: %v", got)
	}
}

func rat(a, b int64) *big.Rat { return big.NewRat(a, b) }

// FuzzParseStrength: a strength typed in the table never panics, and what
// it reads is shown as text that reads back the same.
func FuzzParseStrength(f *testing.F) {
	for _, s := range []string{"3000", "75%", "", "full", "3,000", "150%", "-5", "1e9", "99999999999999999999"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		men, pct, err := ParseStrength(s)
		if err != nil {
			return
		}
		text := StrengthText(odn.Unit{Men: men, Percent: pct})
		men2, pct2, err := ParseStrength(text)
		if err != nil {
			t.Fatalf("%q reads as %q, which does not read back: %v", s, text, err)
		}
		if StrengthText(odn.Unit{Men: men2, Percent: pct2}) != text {
			t.Fatalf("%q: %q does not round-trip", s, text)
		}
	})
}
