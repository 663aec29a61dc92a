package xlsx

import (
	"fmt"

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
