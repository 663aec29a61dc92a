package report

import (
	"bytes"
	"html/template"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
)

// hostile is text that html/template escapes in every context the page
// uses: markup, quotes, '&', '+', NUL, a Unicode non-character, invalid
// UTF-8 and a script.
const hostile = "<script>alert('x&y')</script> \"quoted\" 1+1 \x00 \ufdd0 \xff é"

// hostileReport is a report whose every text field is hostile.
func hostileReport() *sim.Report {
	h := func(s string) string { return s + " " + hostile }
	r := &sim.Report{
		Scenario: h("scn"), Title: h("title"), Bots: [2]string{h("greedy"), h("random")},
		Sides: [2]string{h("French"), h("Allied")}, Seed: 7, Games: 40, Failed: 1,
		Wins: [2]int{20, 15}, Draws: 5, MinDetectable: 0.25,
		Levels:              []sim.LevelCount{{Winner: h("French"), Level: h("decisive"), Count: 3}, {Winner: "draw", Count: 1}},
		Losses:              []sim.UnitLoss{{ID: h("fr-1"), Name: h("Ney"), Side: h("French")}},
		Battles:             []sim.HexCount{{Hex: h("0101"), Count: 4}},
		Cards:               []sim.Fired{{ID: h("3"), Title: h("Rain"), Games: 2, Times: 3}},
		Rules:               []sim.Fired{{ID: h("r1"), Title: h("Night"), Games: 1, Times: 1}},
		NotApplied:          []string{h("not applied")},
		Errors:              []string{h("game 3 (seed 9)")},
		Gaps:                []scenario.Gap{{Object: h("entry area"), What: h("no hexes"), Rule: h("11.0"), Stops: []string{h("unit")}, Blocks: true}},
		ScenarioAssumptions: []scenario.Assumption{{Object: h("entry area"), Text: h("edge"), Source: h("11.6")}},
		Assumptions:         []string{h("assumed"), "plain"},
	}
	return r
}

// TestHTMLEscapesHostileText: every text of a report whose every text is
// hostile reaches the page escaped, in text and in attribute values, with
// and without the heat map and its table; nothing of the hostile markup
// reaches the page as markup.
func TestHTMLEscapesHostileText(t *testing.T) {
	src := dataURI("data:image/png;base64,iVBORw0KGgo+/AAAA==")
	for _, heat := range []template.URL{"", src} {
		t.Run("heat="+string(heat), func(t *testing.T) {
			r := hostileReport()
			data := pageData{R: r, Headline: "headline " + hostile, Plots: []pageImage{{Title: "plot " + hostile, Src: src}}, Heat: heat, Banner: "banner " + hostile, Count: "count " + hostile}
			var got bytes.Buffer
			if err := page.Execute(&got, data); err != nil {
				t.Fatal(err)
			}
			page := got.String()
			for _, bad := range []string{"<script>alert", "'x&y'", "\"quoted\"", "\x00"} {
				if strings.Contains(page, bad) {
					t.Errorf("the page holds %q unescaped", bad)
				}
			}
			escaped := "&lt;script&gt;alert(&#39;x&amp;y&#39;)&lt;/script&gt; &#34;quoted&#34; 1&#43;1 \uFFFD"
			for _, want := range []string{"<title>Balance of scn " + escaped, `alt="plot ` + escaped, "<figcaption>plot " + escaped,
				`src="data:image/png;base64,iVBORw0KGgo&#43;/AAAA=="`} {
				if !strings.Contains(page, want) {
					t.Errorf("the page does not hold %q", want)
				}
			}
			if n := strings.Count(page, "&lt;script&gt;"); n < 12 {
				t.Errorf("%d hostile texts escaped, want every text of the report (at least 12)", n)
			}
		})
	}
}
