package print

import (
	"image"
	"image/color"
	"regexp"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// allText is a Surface that keeps every text drawn on it.
type allText struct{ b strings.Builder }

func (r *allText) Fill(color.RGBA, ...[]render.Point)                             {}
func (r *allText) Stroke([]render.Point, bool, float64, color.RGBA, ...float64)   {}
func (r *allText) Image(image.Image, float64, float64, float64, float64, float64) {}
func (r *allText) Clip(x, y, w, h float64)                                        {}
func (r *allText) Unclip()                                                        {}
func (r *allText) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	r.b.WriteString(s)
	r.b.WriteString("\n")
}

// A kit prints names and titles, never the scenario's ids ("from;
// fourth-corps-arrival"): no table, special rule, unit or deployment zone
// id with a hyphen appears in the text of any page but the map's.
func TestNoRawIDsInPrint(t *testing.T) {
	for _, id := range []string{"talavera20-full", "bussaco20-espana", "slobozia20", "rousse20"} {
		t.Run(id, func(t *testing.T) {
			s, charts := loadScenario(t, id)
			o := Options{Parts: []string{"counters", "cards", "charts", "tracks", "setup"}}
			pages, err := Scenario(s, charts, o)
			if err != nil {
				t.Fatal(err)
			}
			r := &allText{}
			for _, pg := range pages {
				pg.Draw(r)
			}
			text := r.b.String()
			var ids []string
			for _, x := range s.Tables {
				ids = append(ids, x.ID)
			}
			for _, x := range s.Special {
				ids = append(ids, x.ID)
			}
			for _, x := range s.Units {
				ids = append(ids, x.ID)
			}
			for _, x := range s.Deployment {
				ids = append(ids, x.ID)
			}
			for _, x := range ids {
				if !strings.Contains(x, "-") {
					continue
				}
				if m := regexp.MustCompile(`(^|[^\w-])` + regexp.QuoteMeta(x) + `($|[^\w-])`).FindStringIndex(text); m != nil {
					line := text[strings.LastIndex(text[:m[0]+1], "\n")+1:]
					if i := strings.Index(line, "\n"); i >= 0 {
						line = line[:i]
					}
					t.Errorf("id %q printed: %q", x, line)
				}
			}
		})
	}
}

// Each game's Terrain Effects Chart lists its own terrain: no Wallachia 20
// terrain (the Danube, islets, citadel) on an España 20 kit's chart.
func TestTerrainChartOfItsOwnGame(t *testing.T) {
	for _, c := range []struct {
		id   string
		want bool // lists the Wide Major River
	}{{"talavera20-full", false}, {"arapiles20", false}, {"slobozia20", true}} {
		s, charts := loadScenario(t, c.id)
		r := &allText{}
		for _, pg := range ChartPages(s, charts, Papers[0]) {
			pg.Draw(r)
		}
		text := r.b.String()
		if got := strings.Contains(text, "Wide Major River"); got != c.want {
			t.Errorf("%s: chart lists the Wide Major River: %v, want %v", c.id, got, c.want)
		}
		if !strings.Contains(text, "Clear") {
			t.Errorf("%s: chart lacks Clear", c.id)
		}
	}
}

// monoCount counts the text drawn in the typewriter face.
type monoCount struct {
	allText
	mono, bold int
}

func (r *monoCount) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	if f.Mono {
		r.mono++
	}
	if f.Bold && f.Size >= 13 {
		r.bold++
	}
}

// The set-up card is laid out as a card (headings, ruled tables in the
// proportional face), not as the command line's typewriter text.
func TestSetupCardLaidOutAsACard(t *testing.T) {
	s, _ := loadScenario(t, "rousse20")
	r := &monoCount{}
	pages := SetupPages(s, Papers[0])
	for _, pg := range pages {
		pg.Draw(r)
	}
	if len(pages) == 0 || r.mono != 0 || r.bold < 5 {
		t.Errorf("%d pages, %d typewriter texts, %d headings; want a card with headings and no typewriter text", len(pages), r.mono, r.bold)
	}
}
