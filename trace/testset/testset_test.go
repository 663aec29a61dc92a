package testset

import (
	"image/color"
	"math"
	"os"
	"path/filepath"
	"testing"
)

// TestTruthPlacesHexCentresOnTheirTerrain checks each picture's truth: the
// mean colour of each terrain's hexes, sampled where the truth puts them
// after the degradation, is nearest that terrain's colour in the style.
func TestTruthPlacesHexCentresOnTheirTerrain(t *testing.T) {
	n := 2
	if testing.Short() {
		n = 1
	}
	for _, set := range []Set{Tuning, HeldOut} {
		pics, err := Generate(set, n)
		if err != nil {
			t.Fatal(err)
		}
		st := DefaultStyle()
		if set == HeldOut {
			st = HeldOutStyle()
		}
		for _, p := range pics {
			t.Run(p.Name, func(t *testing.T) {
				if dir := os.Getenv("TESTSET_OUT"); dir != "" {
					_ = os.WriteFile(filepath.Join(dir, p.Name+".jpg"), p.JPEG, 0o644)
				}
				g := p.Scenario.Grid()
				// Mean colour of each terrain's hexes, sampled below the
				// centre (away from the number and most roads).
				sum := map[string][3]float64{}
				cnt := map[string]int{}
				for _, h := range g.Hexes() {
					cx := 1.5 * float64(h.Q)
					cy := 1.7320508075688772 * (float64(h.R) + float64(h.Q)/2)
					qx, qy := p.ToImage.Apply(cx+0.3, cy+0.3)
					want := p.Scenario.Map.Terrain.At(g.Code(h))
					if want == "" {
						want = p.Scenario.Map.DefaultTerrain
					}
					a := sum[want]
					for dy := -3; dy <= 3; dy++ {
						for dx := -3; dx <= 3; dx++ {
							cr, cg, cb, _ := p.Image.At(int(qx)+dx, int(qy)+dy).RGBA()
							a[0], a[1], a[2] = a[0]+float64(cr>>8), a[1]+float64(cg>>8), a[2]+float64(cb>>8)
						}
					}
					sum[want] = a
					cnt[want]++
				}
				if len(sum) < 2 {
					t.Fatalf("only %d terrains drawn", len(sum))
				}
				// Lighting scales colours: compare directions, not lengths.
				for id, a := range sum {
					best, bd := "", math.Inf(1)
					for other, c := range st.Terrain {
						if d := angle(a, c); d < bd {
							best, bd = other, d
						}
					}
					if best != id && !nearLook(best, id) {
						t.Errorf("the %d %s hexes' mean colour is nearest %s", cnt[id], id, best)
					}
				}
			})
		}
	}
}

func nearLook(a, b string) bool {
	return (a == "redoubt" && b == "fortified") || (a == "islet" && b == "rough")
}

// angle is the angle between two colours as vectors in RGB.
func angle(a [3]float64, c color.RGBA) float64 {
	b := [3]float64{float64(c.R), float64(c.G), float64(c.B)}
	dot := a[0]*b[0] + a[1]*b[1] + a[2]*b[2]
	return math.Acos(math.Min(1, dot/math.Sqrt((a[0]*a[0]+a[1]*a[1]+a[2]*a[2])*(b[0]*b[0]+b[1]*b[1]+b[2]*b[2]))))
}
