package print

import (
	"image/color"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// The markers the rules call for, with the faces the rulebooks give them.
func TestMarkersTheRulesCallFor(t *testing.T) {
	for _, c := range []struct {
		id   string
		want map[string][2]string // marker id prefix -> front and back text (name/value)
	}{
		{"talavera20-full", map[string][2]string{
			"morale-french":      {"Morale French", "Night Attack Performed French"},
			"morale-anti-french": {"Morale Allied", "Redoubt Built Allied"},
			"game-turn":          {"Game Turn Turn", "Game Turn Turn"},
			"rout-":              {"Routed Rout!", "Routed Rout!"},
			"in-contact-":        {"In Contact", "In Contact"},
			"fatigue-ready-":     {"Fatigue Ready", "Fatigue Tired"},
			"fatigue-exhausted-": {"Fatigue Exhausted", "Fatigue Spent"},
			"sudden-death":       {"Sudden Death 1", "Sudden Death 3"},
			"redoubt-":           {"Redoubt ", "Redoubt "},
		}},
		{"bussaco20-espana", map[string][2]string{
			"march-": {"March Bussaco", "March Boialvo"},
		}},
		{"rousse20", map[string][2]string{
			"fatigue-weary-": {"Fatigue Weary", "Fatigue Spent"},
			"redoubt-":       {"Redoubt ", "Redoubt "},
		}},
		{"bailen20-battle", map[string][2]string{
			"morale-french": {"Morale French", "Swiss Desertion French"},
		}},
	} {
		t.Run(c.id, func(t *testing.T) {
			s, charts := loadScenario(t, c.id)
			_, slots := CounterSheets(s, StyleFor(s, charts), Papers[0], CounterDefault)
			for prefix, faces := range c.want {
				found := false
				for _, sl := range slots {
					if !strings.HasPrefix(sl.ID, prefix) || (!strings.HasSuffix(prefix, "-") && sl.ID != prefix) {
						continue
					}
					found = true
					if got := sl.Front.Name + " " + sl.Front.Value; got != faces[0] {
						t.Errorf("%s front %q, want %q", sl.ID, got, faces[0])
					}
					if got := sl.Back.Name + " " + sl.Back.Value; got != faces[1] {
						t.Errorf("%s back %q, want %q", sl.ID, got, faces[1])
					}
					if prefix == "rout-" || prefix == "game-turn" {
						if sl.Front.Fill != render.FrenchBlue || sl.Back.Fill != render.AntiFrenchGold {
							t.Errorf("%s: faces %v and %v, want French blue and Anti-French gold", sl.ID, sl.Front.Fill, sl.Back.Fill)
						}
					}
				}
				if !found {
					t.Errorf("no %s marker", prefix)
				}
			}
		})
	}
}

// One Day Napoleonics, Morale Levels (p.10): the army pack's markers part
// has a green (Bold), blue, yellow and red marker for every unit.
func TestMoraleLevelMarkers(t *testing.T) {
	rs := loadRuleset(t)
	r := bundledRoster(t, rs, "french-1812")
	n := 0
	for _, c := range r.Corps {
		n += len(c.Units)
	}
	pages, err := Army(r, rs, Options{Parts: []string{"markers"}})
	if err != nil {
		t.Fatal(err)
	}
	rec := &allText{}
	for _, pg := range pages {
		pg.Draw(rec)
	}
	for _, level := range []string{"BOLD", "BLUE", "YELLOW", "RED"} {
		if got := strings.Count(rec.b.String(), level+"\n"); got != n {
			t.Errorf("%d %s markers, want %d (one per unit)", got, level, n)
		}
	}
}

// sizes is a Surface that keeps the smallest text drawn.
type sizes struct {
	allText
	min  float64
	what string
}

func (r *sizes) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	if r.min == 0 || f.Size < r.min {
		r.min, r.what = f.Size, s
	}
}

// No text under 5 pt on the army pack's chits and Morale Level markers.
func TestChitTextAtLeast5pt(t *testing.T) {
	rs := loadRuleset(t)
	r := bundledRoster(t, rs, "french-1812")
	for _, pg := range append(ChitPages(r, Papers[0], CounterDefault), MoraleLevelPages(r, Papers[0], CounterDefault)...) {
		rec := &sizes{}
		pg.Draw(rec)
		if rec.min < render.MinCounterPt {
			t.Errorf("%s: %q at %.2f pt", pg.Title, rec.what, rec.min)
		}
	}
}
