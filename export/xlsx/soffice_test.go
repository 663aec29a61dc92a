package xlsx

import (
	"fmt"
	"math"
	"math/big"
	"os"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

// soffice finds headless LibreOffice or skips the test (fails it under CI).
func soffice(t testing.TB) string {
	t.Helper()
	if testing.Short() {
		t.Skip("the quick lane (-short) skips the spreadsheet engines")
	}
	if p := lookPath("soffice", "libreoffice"); p != "" {
		return p
	}
	msg := "LibreOffice (soffice) is not installed: the workbooks cannot be printed here; " +
		"install the Debian package libreoffice-calc-nogui (scripts/setup.sh test does) to run this test"
	if os.Getenv("CI") == "true" {
		t.Fatal(msg)
	}
	t.Skip(msg)
	return ""
}

// recalcProfile makes a private LibreOffice profile that recalculates
// every formula when an .xlsx file is loaded.
func recalcProfile(t testing.TB, dir string) string {
	t.Helper()
	p, err := writeRecalcProfile(dir)
	if err != nil {
		t.Fatal(err)
	}
	return p
}

func writeRecalcProfile(dir string) (string, error) {
	user := filepath.Join(dir, "profile", "user")
	if err := os.MkdirAll(user, 0o755); err != nil {
		return "", err
	}
	xcu := `<?xml version="1.0" encoding="UTF-8"?>
<oor:items xmlns:oor="http://openoffice.org/2001/registry" xmlns:xs="http://www.w3.org/2001/XMLSchema" xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="OOXMLRecalcMode" oor:op="fuse"><value>0</value></prop></item>
<item oor:path="/org.openoffice.Office.Calc/Formula/Load"><prop oor:name="ODFRecalcMode" oor:op="fuse"><value>0</value></prop></item>
</oor:items>
`
	if err := os.WriteFile(filepath.Join(user, "registrymodifications.xcu"), []byte(xcu), 0o644); err != nil {
		return "", err
	}
	return "file://" + filepath.Join(dir, "profile"), nil
}

func ruleset(t testing.TB) *odn.Ruleset {
	t.Helper()
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func ratF(r *big.Rat) float64 {
	x, _ := r.Float64()
	return x
}

func near(a, b float64) bool { return math.Abs(a-b) <= 1e-9 }

type calcCase struct {
	name    string
	fire    FireInputs
	battery BatteryInputs
	melee   MeleeInputs
	attack  AttackersInputs
	morale  MoraleInputs
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
				if rus && n != "russia" {
					continue // only Russian infantry fires two inherent shots (p.15)
				}
				fires = append(fires, FireInputs{Kind: "inherent", Nation: n, Horse: horse, Russian: rus})
			}
		}
	}
	for i, w := range rs.ArtilleryWeights {
		for j, b := range rs.BattalionFire.RangeBands {
			n := []string{"britain", "russia", "austria"}[(i+j)%3]
			// Horse artillery is light and medium only (p.2).
			fires = append(fires, FireInputs{Kind: "battalion", Weight: w.ID, Band: b.ID, Nation: n, Horse: (i+j)%2 == 1 && w.ID != "heavy"})
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
		level := live[(i/len(quals))%len(live)]
		// A Rally Phase test only where the rules give one: not at Firm (no
		// marker) nor at Green (Phase One (a)); the calculators refuse those.
		rally := i%3 == 0 && !rs.Morale.Levels[rs.MoraleLevelIndex(level)].NoRallyTest
		mo := MoraleInputs{Quality: q, Percent: pct, Hits: (i * 7) % lad.TotalBoxes(), Level: level,
			Modifiers: moraleMods[i%len(moraleMods)], Extra: []int{0, 1, -1, 2}[i%4], Rally: rally}
		// Grand battery (p.7): one to BatteryStands stands of mixed
		// weights, nations, foot and horse, at every range.
		var stands []odn.BatteryStand
		for j := 0; j <= i%BatteryStands; j++ {
			w := rs.ArtilleryWeights[(i+j)%len(rs.ArtilleryWeights)].ID
			stands = append(stands, odn.BatteryStand{Weight: w, Nation: rs.Nations[(i+2*j)%len(rs.Nations)].ID, Horse: (i+j)%3 == 1 && w != "heavy"})
		}
		gb := BatteryInputs{Band: rs.BattalionFire.RangeBands[(i/2)%len(rs.BattalionFire.RangeBands)].ID, Stands: stands,
			Modifiers: fireMods[(i+3)%len(fireMods)], Extra: []int{0, -1, 2, 1}[i%4]}
		// Several attackers (p.9): one to four, artillery among them, the
		// defender's Fire hits on the first attacker, and that attacker
		// removed by it (p.6).
		atkMods := [][]string{nil, {"green"}, {"blue", "uphill"}, {"road-column"}, {"artillery-support", "red"}}
		var atk []AttackerInputs
		for j := 0; j <= i%AttackerSlots; j++ {
			atk = append(atk, AttackerInputs{Quality: quals[(i+2*j)%len(quals)], RowHits: (i + j) % 2, Artillery: j > 0 && (i+j)%5 == 2,
				Modifiers: atkMods[(i+j)%len(atkMods)], Extra: []int{0, 1, -2}[(i+j)%3]})
		}
		ai := AttackersInputs{Attackers: atk, Defender: AttackerInputs{Quality: quals[(i/2)%len(quals)], RowHits: i % 2, Modifiers: atkMods[(i/3)%len(atkMods)], Extra: []int{0, 2, -1}[i%3]},
			FireHits: i % 3, FireRemoved: len(atk) > 1 && i%7 == 3}
		cases = append(cases, calcCase{name: fmt.Sprintf("case%02d", i), fire: fires[i], battery: gb, melee: mi, attack: ai, morale: mo})
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
