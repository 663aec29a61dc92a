package xlsx

import (
	"bytes"
	"fmt"
	"math"
	"math/big"
	"os"
	"os/exec"
	"path/filepath"
	"strconv"
	"strings"
	"sync"
	"testing"

	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
	"github.com/xuri/excelize/v2"
)

// soffice finds headless LibreOffice or skips the test (fails it under CI).
func soffice(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("LibreOffice recalculation is not run with -short (scripts/test.sh quick)")
	}
	for _, n := range []string{"soffice", "libreoffice"} {
		if p, err := exec.LookPath(n); err == nil {
			return p
		}
	}
	msg := "LibreOffice (soffice) is not installed: the workbooks cannot be recalculated here; " +
		"install the Debian package libreoffice-calc-nogui (.ci/run does) to run this test"
	if os.Getenv("CI") == "true" {
		// CI installs it (scripts/setup.sh test): a missing LibreOffice there
		// would silently drop the recalculation checks.
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// recalcProfile makes a private LibreOffice profile that recalculates
// every formula when an .xlsx file is loaded.
func recalcProfile(t testing.TB, dir string) string {
	t.Helper()
	user := filepath.Join(dir, "profile", "user")
	if err := os.MkdirAll(user, 0o755); err != nil {
		t.Fatal(err)
	}
	xcu := `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`
	if err := os.WriteFile(filepath.Join(user, "registrymodifications.xcu"), []byte(xcu), 0o644); err != nil {
		t.Fatal(err)
	}
	return "file://" + filepath.Join(dir, "profile")
}

// recalculate converts the workbooks with headless LibreOffice (which
// recalculates them) and returns the converted files, in order. Large
// batches are split between two LibreOffice processes with their own
// profiles.
func recalculate(t testing.TB, files []string) []*excelize.File {
	t.Helper()
	bin := soffice(t)
	dir := t.TempDir()
	out := filepath.Join(dir, "out")
	parts := [][]string{files}
	if len(files) >= 8 {
		parts = [][]string{files[:len(files)/2], files[len(files)/2:]}
	}
	errs := make([]error, len(parts))
	logs := make([]bytes.Buffer, len(parts))
	var wg sync.WaitGroup
	for i, part := range parts {
		profile := recalcProfile(t, filepath.Join(dir, fmt.Sprint(i)))
		wg.Add(1)
		go func() {
			defer wg.Done()
			args := []string{"-env:UserInstallation=" + profile, "--headless", "--norestore", "--convert-to", "xlsx:Calc MS Excel 2007 XML", "--outdir", out}
			cmd := exec.Command(bin, append(args, part...)...)
			cmd.Stdout, cmd.Stderr = &logs[i], &logs[i]
			errs[i] = cmd.Run()
		}()
	}
	wg.Wait()
	for i, err := range errs {
		if err != nil {
			t.Fatalf("soffice: %v\n%s", err, logs[i].String())
		}
	}
	var res []*excelize.File
	for _, f := range files {
		x, err := excelize.OpenFile(filepath.Join(out, filepath.Base(f)))
		if err != nil {
			t.Fatalf("LibreOffice did not convert %s: %v", filepath.Base(f), err)
		}
		t.Cleanup(func() { x.Close() })
		res = append(res, x)
	}
	return res
}

func ruleset(t testing.TB) *odn.Ruleset {
	t.Helper()
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

// number reads a recalculated cell as a number.
func number(t testing.TB, f *excelize.File, sheet, ref string) float64 {
	t.Helper()
	v, err := f.GetCellValue(sheet, ref, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	x, err := strconv.ParseFloat(v, 64)
	if err != nil {
		t.Fatalf("%s!%s = %q, want a number", sheet, ref, v)
	}
	return x
}

func text(t testing.TB, f *excelize.File, sheet, ref string) string {
	t.Helper()
	v, err := f.GetCellValue(sheet, ref, excelize.Options{RawCellValue: true})
	if err != nil {
		t.Fatal(err)
	}
	return v
}

func ratF(r *big.Rat) float64 {
	x, _ := r.Float64()
	return x
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9 }

type calcCase struct {
	name   string
	fire   FireInputs
	melee  MeleeInputs
	morale MoraleInputs
}

// calcMatrix spreads fire, melee and morale inputs over n workbooks.
func calcMatrix(rs *odn.Ruleset) []calcCase {
	quals := rs.QualityCodes()
	fireMods := [][]string{nil, {"target-column"}, {"firer-blue", "target-rear"}, {"target-town", "target-fortress"}, {"firer-yellow", "out-of-supply"}, {"target-road-column", "target-rear", "target-column"}, {"firer-red"}}
	var fires []FireInputs
	forms := rs.SmallArms.Formations
	for qi, q := range quals {
		for _, k := range []int{qi, qi + 2} {
			fires = append(fires, FireInputs{Kind: "small-arms", Quality: q, Formation: forms[k%len(forms)].ID})
		}
	}
	for _, n := range []string{"france", "russia"} {
		for _, horse := range []bool{false, true} {
			for _, rus := range []bool{false, true} {
				fires = append(fires, FireInputs{Kind: "inherent", Nation: n, Horse: horse, Russian: rus})
			}
		}
	}
	for i, w := range rs.ArtilleryWeights {
		for j, b := range rs.BattalionFire.RangeBands {
			n := []string{"britain", "russia", "austria"}[(i+j)%3]
			fires = append(fires, FireInputs{Kind: "battalion", Weight: w.ID, Band: b.ID, Nation: n, Horse: (i+j)%2 == 1})
		}
	}
	for i := range fires {
		fires[i].Modifiers = fireMods[i%len(fireMods)]
		fires[i].Extra = []int{0, 1, -2, 0, 3}[i%5]
	}
	meleeMods := [][]string{nil, {"green"}, {"blue", "uphill"}, {"squared-vs-cavalry"}, {"road-column", "red"}, {"additional-unit", "additional-unit", "artillery-support"}, {"fieldworks", "town"}}
	levels := rs.MoraleLevelIDs()
	moraleMods := [][]string{nil, {"corps-attached"}, {"village-cover", "out-of-supply"}, {"fortress", "napoleon-attached"}, {"triple-move-hit", "russian-steadiness", "additional-hit"}, {"army-attached"}}
	n := len(fires)
	var cases []calcCase
	for i := 0; i < n; i++ {
		mi := MeleeInputs{
			Attacker: MeleeSideInputs{Quality: quals[i%len(quals)], RowHits: i % 4, Modifiers: meleeMods[i%len(meleeMods)], Extra: []int{0, 3, -4, 8, 0, -9}[i%6]},
			Defender: MeleeSideInputs{Quality: quals[(i/len(quals))%len(quals)], RowHits: (i / 3) % 3, Modifiers: meleeMods[(i/2)%len(meleeMods)], Extra: []int{0, -1, 2}[i%3]},
		}
		q := quals[i%len(quals)]
		pct := []int{100, 75, 50, 25, 60}[i%5]
		lad, _ := rs.LadderFor(q, int64(100-pct)*10000, nil)
		live := levels[:len(levels)-1]
		mo := MoraleInputs{Quality: q, Percent: pct, Hits: (i * 7) % lad.TotalBoxes(), Level: live[(i/len(quals))%len(live)],
			Modifiers: moraleMods[i%len(moraleMods)], Extra: []int{0, 1, -1, 2}[i%4], Rally: i%3 == 0}
		cases = append(cases, calcCase{name: fmt.Sprintf("case%02d", i), fire: fires[i], melee: mi, morale: mo})
	}
	return cases
}

func uses(ids []string) []odn.ModifierUse {
	var out []odn.ModifierUse
	for _, id := range ids {
		out = append(out, odn.ModifierUse{ID: id, Count: 1})
	}
	return out
}

// TestCalculatorsMatchGoInLibreOffice recalculates the calculator workbook
// with LibreOffice at every point of an input matrix and compares each
// computed number with odn.ResolveFire (Fire, p.7-8), odn.ResolveMelee
// (Melee, p.9) and odn.ResolveMorale (3.02, p.10).
func TestCalculatorsMatchGoInLibreOffice(t *testing.T) {
	soffice(t)
	rs := ruleset(t)
	cases := calcMatrix(rs)
	dir := t.TempDir()
	var files []string
	var books []*CalcBook
	for _, c := range cases {
		b, err := BuildCalculators(rs, CalcOptions{Fire: c.fire, Melee: c.melee, Morale: c.morale})
		if err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		p := filepath.Join(dir, c.name+".xlsx")
		if err := b.File.SaveAs(p); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
		books = append(books, b)
	}
	// One more workbook whose modifiers break the "at most" limits (Melee
	// modifiers, p.9: each additional unit, maximum of 3).
	over, err := BuildCalculators(rs, CalcOptions{Melee: MeleeInputs{
		Attacker: MeleeSideInputs{Quality: "VT", Modifiers: []string{"additional-unit", "additional-unit", "additional-unit", "additional-unit"}},
		Defender: MeleeSideInputs{Quality: "VT", Modifiers: []string{"additional-unit", "additional-unit", "additional-unit"}}}})
	if err != nil {
		t.Fatal(err)
	}
	overPath := filepath.Join(dir, "over-limit.xlsx")
	if err := over.File.SaveAs(overPath); err != nil {
		t.Fatal(err)
	}
	got := recalculate(t, append(files, overPath))
	t.Run("melee-p9-additional-units-at-most-3", func(t *testing.T) {
		f := got[len(got)-1]
		if g := text(t, f, "Melee", over.MeleeCheck[0]); !strings.HasPrefix(g, "No") {
			t.Errorf("four additional units: check = %q, want a warning", g)
		}
		if g := text(t, f, "Melee", over.MeleeCheck[1]); g != "Yes" {
			t.Errorf("three additional units: check = %q, want Yes", g)
		}
	})
	for i, c := range cases {
		f, b := got[i], books[i]
		t.Run(c.name+"/fire-p7-8", func(t *testing.T) {
			in := c.fire
			rep, err := rs.ResolveFire(odn.FireRequest{Kind: in.Kind, Quality: in.Quality, Formation: in.Formation, Nation: in.Nation, Horse: in.Horse,
				Weight: in.Weight, Band: in.Band, RussianDouble: in.Russian, Modifiers: uses(in.Modifiers), Extra: in.Extra})
			if err != nil {
				t.Fatal(err)
			}
			if g, want := text(t, f, "Fire", b.FireAllowed), map[bool]string{true: "No", false: "Yes"}[rep.NoFire]; g != want {
				t.Errorf("%+v: fire allowed = %q, Go %q (%s)", in, g, want, rep.NoFireWhy)
			}
			if g := number(t, f, "Fire", b.FireDice); g != float64(rep.Result.Dice) {
				t.Errorf("%+v: dice = %v, Go %d", in, g, rep.Result.Dice)
			}
			if len(rep.Result.Groups) > 0 && rep.Result.Dice > 0 {
				if g := number(t, f, "Fire", b.FireToHit); g != float64(rep.Result.Groups[0].ToHit) {
					t.Errorf("%+v: To Hit = %v, Go %d", in, g, rep.Result.Groups[0].ToHit)
				}
			}
			if g := number(t, f, "Fire", b.FireModifier); g != float64(rep.Modifier) {
				t.Errorf("%+v: modifier = %v, Go %d", in, g, rep.Modifier)
			}
			for k, ref := range b.FireHits {
				want := 0.0
				if k < len(rep.Result.Hits) {
					want = ratF(rep.Result.Hits[k])
				}
				if g := number(t, f, "Fire", ref); !near(g, want) {
					t.Errorf("%+v: P(%d hits) = %v, Go %v", in, k, g, want)
				}
			}
			if g := number(t, f, "Fire", b.FireExpected); !near(g, ratF(rep.Result.Expected)) {
				t.Errorf("%+v: expected hits = %v, Go %v", in, g, ratF(rep.Result.Expected))
			}
		})
		t.Run(c.name+"/melee-p9", func(t *testing.T) {
			in := c.melee
			side := func(s MeleeSideInputs) odn.MeleeUnit {
				return odn.MeleeUnit{Quality: s.Quality, RowHits: s.RowHits, Modifiers: uses(s.Modifiers), Extra: s.Extra}
			}
			rep, err := rs.ResolveMelee(odn.MeleeRequest{Attackers: []odn.MeleeUnit{side(in.Attacker)}, Defender: side(in.Defender)})
			if err != nil {
				t.Fatal(err)
			}
			a := rep.Result.Attacks[0]
			for _, ref := range b.MeleeCheck {
				if g := text(t, f, "Melee", ref); g != "Yes" {
					t.Errorf("%+v: modifier check %s = %q, want Yes", in, ref, g)
				}
			}
			for i, bo := range a.Bands {
				for _, x := range []struct {
					what string
					ref  string
					want *big.Rat
				}{{"attacker wins", b.MeleeAttacker[i], bo.AttackerWins}, {"defender wins", b.MeleeDefender[i], bo.DefenderWins}, {"tie", b.MeleeTie[i], bo.Tie}} {
					if g := number(t, f, "Melee", x.ref); !near(g, ratF(x.want)) {
						t.Errorf("%+v: band %s %s = %v, Go %v", in, bo.Band.Label(), x.what, g, ratF(x.want))
					}
				}
			}
			if g := number(t, f, "Melee", b.MeleeAttackerRouted); !near(g, ratF(a.AttackerRouted)) {
				t.Errorf("%+v: attacker routed = %v, Go %v", in, g, ratF(a.AttackerRouted))
			}
			if g := number(t, f, "Melee", b.MeleeDefenderRouted); !near(g, ratF(a.DefenderRouted)) {
				t.Errorf("%+v: defender routed = %v, Go %v", in, g, ratF(a.DefenderRouted))
			}
		})
		t.Run(c.name+"/morale-3.02", func(t *testing.T) {
			in := c.morale
			lad, err := rs.LadderFor(in.Quality, int64(100-in.Percent)*10000, nil)
			if err != nil {
				t.Fatal(err)
			}
			rep, err := rs.ResolveMorale(odn.MoraleRequest{Ladder: lad, Hits: in.Hits, Level: in.Level, Modifiers: uses(in.Modifiers), Extra: in.Extra, Rally: in.Rally})
			if err != nil {
				t.Fatal(err)
			}
			if g := number(t, f, "Morale", b.MoraleFirst); !near(g, ratF(rep.Result.FirstTest.P)) {
				t.Errorf("%+v: P(pass first test) = %v, Go %v", in, g, ratF(rep.Result.FirstTest.P))
			}
			for i, ref := range b.MoraleByLevel {
				if g := number(t, f, "Morale", ref); !near(g, ratF(rep.Result.ByLevel[i])) {
					t.Errorf("%+v: P(ends at %s) = %v, Go %v", in, rs.Morale.Levels[i].ID, g, ratF(rep.Result.ByLevel[i]))
				}
			}
			if g := number(t, f, "Morale", b.MoraleRemoved); !near(g, ratF(rep.Result.PRemoved)) {
				t.Errorf("%+v: P(removed) = %v, Go %v", in, g, ratF(rep.Result.PRemoved))
			}
			// The Cascade sheet: every starting quality and live level with
			// the same strength, hits and modifiers.
			for qi, q := range rs.Qualities {
				lad, err := rs.LadderFor(q.Code, int64(100-in.Percent)*10000, nil)
				if err != nil {
					t.Fatal(err)
				}
				for li := range len(rs.Morale.Levels) - 1 {
					lvl := rs.Morale.Levels[li].ID
					if lad.State(in.Hits).Removed {
						if g := text(t, f, "Cascade", b.CascadeRemoved[qi][li]); g != "" {
							t.Errorf("%s at %s with %d hits is already removed: cascade cell = %q, want blank", q.Code, lvl, in.Hits, g)
						}
						continue
					}
					rep, err := rs.ResolveMorale(odn.MoraleRequest{Ladder: lad, Hits: in.Hits, Level: lvl, Modifiers: uses(in.Modifiers), Extra: in.Extra})
					if err != nil {
						t.Fatal(err)
					}
					if g := number(t, f, "Cascade", b.CascadeFirst[qi][li]); !near(g, ratF(rep.Result.FirstTest.P)) {
						t.Errorf("cascade %s at %s (%+v): P(pass first) = %v, Go %v", q.Code, lvl, in, g, ratF(rep.Result.FirstTest.P))
					}
					if g := number(t, f, "Cascade", b.CascadeRemoved[qi][li]); !near(g, ratF(rep.Result.PRemoved)) {
						t.Errorf("cascade %s at %s (%+v): P(removed) = %v, Go %v", q.Code, lvl, in, g, ratF(rep.Result.PRemoved))
					}
				}
			}
		})
	}
}
