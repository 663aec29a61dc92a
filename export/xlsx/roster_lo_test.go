package xlsx

import (
	"fmt"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

func intp(n int) *int { return &n }

// matrixArmy is an army with one unit per starting quality, strength and
// number of hits marked, cycling through the unit types.
func matrixArmy(rs *odn.Ruleset) (*odn.Army, map[string]int) {
	types := []odn.Unit{{Type: "infantry", InherentArtillery: "foot"}, {Type: "heavy-cavalry"}, {Type: "foot-artillery", Weight: "medium"}, {Type: "horse-artillery", Weight: "light"}, {Type: "light-cavalry", InherentArtillery: "horse"}}
	nations := []string{"france", "russia", "britain", "austria"}
	a := &odn.Army{Format: odn.ArmyFormat, Army: "Test matrix", Nation: "france"}
	hits := map[string]int{}
	n := 0
	for _, q := range rs.QualityCodes() {
		c := odn.Corps{Name: "Corps " + q, MoraleBonus: 1}
		for _, pct := range []int{100, 75, 50, 25} {
			lad, _ := rs.LadderFor(q, int64(100-pct)*10000, nil)
			for h := 0; h <= lad.TotalBoxes(); h++ {
				u := types[n%len(types)]
				u.Name = fmt.Sprintf("%s %d%% %d hits", q, pct, h)
				u.ID = fmt.Sprintf("U%03d", n)
				u.Quality = q
				u.Percent = intp(pct)
				u.Nation = nations[n%len(nations)]
				c.Units = append(c.Units, u)
				hits[u.Name] = h
				n++
			}
		}
		a.Corps = append(a.Corps, c)
	}
	return a, hits
}

// TestRosterMatchesLadderInLibreOffice marks hits on a roster of every
// starting quality and strength, recalculates it with LibreOffice, and
// compares each unit's current quality, Pass, Melee and To Hit with
// odn.Ladder.State (Unit roster, p.3; Understrength units and the Old
// Guard's Melee 5/4, p.4).
func TestRosterMatchesLadderInLibreOffice(t *testing.T) {
	soffice(t)
	rs := ruleset(t)
	a, hits := matrixArmy(rs)
	roster, err := rs.BuildRoster(a)
	if err != nil {
		t.Fatal(err)
	}
	for _, paper := range []Paper{A4} {
		b, err := BuildRoster(rs, a, RosterOptions{Paper: paper, Hits: hits})
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(t.TempDir(), "roster.xlsx")
		if err := b.File.SaveAs(p); err != nil {
			t.Fatal(err)
		}
		f := recalculate(t, []string{p})[0]
		i := 0
		for _, c := range roster.Corps {
			for _, u := range c.Units {
				cells := b.Units[i]
				i++
				h := hits[u.Name]
				st := u.Ladder.State(h)
				t.Run(u.Name, func(t *testing.T) {
					if g := number(t, f, cells.Sheet, cells.Hits); g != float64(h) {
						t.Fatalf("hits = %v, want %d", g, h)
					}
					if g := number(t, f, "Index", fmt.Sprintf("E%d", 2+i)); g != float64(h) {
						t.Errorf("Index: hits = %v, want %d", g, h)
					}
					if !st.Removed {
						if g := number(t, f, "Index", fmt.Sprintf("F%d", 2+i)); g != float64(st.Pass) {
							t.Errorf("Index: Pass = %v, want %d", g, st.Pass)
						}
					}
					if st.Removed {
						if g := text(t, f, cells.Sheet, cells.Quality); g != "ROUTED" {
							t.Errorf("all %d boxes marked: quality = %q, want ROUTED", h, g)
						}
						for _, ref := range []string{cells.Pass, cells.Melee, cells.ToHit} {
							if g := text(t, f, cells.Sheet, ref); g != "" {
								t.Errorf("routed unit: %s = %q, want empty", ref, g)
							}
						}
						return
					}
					row := u.Ladder.Rows[st.Row]
					if g, want := text(t, f, cells.Sheet, cells.Quality), row.Quality+"  "+row.Name; g != want {
						t.Errorf("quality = %q, want %q", g, want)
					}
					for _, x := range []struct {
						what string
						ref  string
						want int
					}{{"Pass", cells.Pass, st.Pass}, {"Melee", cells.Melee, st.Melee}, {"To Hit", cells.ToHit, st.ToHit}} {
						if g := number(t, f, cells.Sheet, x.ref); g != float64(x.want) {
							t.Errorf("%s = %v, want %d", x.what, g, x.want)
						}
					}
				})
			}
		}
		if i != len(b.Units) {
			t.Fatalf("roster has %d unit blocks, army %d units", len(b.Units), i)
		}
	}
}
