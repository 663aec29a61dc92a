package report

import (
	"bytes"
	htmltemplate "html/template"
	"strings"
	"testing"
	"text/template"

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

// TestHTMLEscapesLikeHTMLTemplate: the page, written with text/template
// and escapeActions, is byte for byte what html/template writes from the
// same source, for a report whose every text is hostile, with and without
// the heat map and its table.
func TestHTMLEscapesLikeHTMLTemplate(t *testing.T) {
	ref := htmltemplate.Must(htmltemplate.New("report").Funcs(pageFuncs()).Parse(pageSource))
	type refImage struct {
		Title string
		Src   htmltemplate.URL
	}
	type refData struct {
		R        *sim.Report
		Headline string
		Plots    []refImage
		Heat     htmltemplate.URL
		Banner   string
		Count    string
	}
	src := dataURI("data:image/png;base64,iVBORw0KGgo+/AAAA==")
	for _, heat := range []dataURI{"", src} {
		t.Run("heat="+string(heat), func(t *testing.T) {
			r := hostileReport()
			data := pageData{R: r, Headline: "headline " + hostile, Plots: []pageImage{{Title: "plot " + hostile, Src: src}}, Heat: heat, Banner: "banner " + hostile, Count: "count " + hostile}
			var got, want bytes.Buffer
			if err := page.Get().Execute(&got, data); err != nil {
				t.Fatal(err)
			}
			rd := refData{R: r, Headline: data.Headline, Plots: []refImage{{Title: data.Plots[0].Title, Src: htmltemplate.URL(src)}}, Heat: htmltemplate.URL(heat), Banner: data.Banner, Count: data.Count}
			if err := ref.Execute(&want, rd); err != nil {
				t.Fatal(err)
			}
			if got.String() != want.String() {
				g, w := got.String(), want.String()
				i := 0
				for i < len(g) && i < len(w) && g[i] == w[i] {
					i++
				}
				t.Fatalf("page differs from html/template's at byte %d:\ngot  %q\nwant %q", i, g[max(i-40, 0):min(i+80, len(g))], w[max(i-40, 0):min(i+80, len(w))])
			}
			if strings.Contains(got.String(), "<script>alert") {
				t.Error("hostile markup reached the page unescaped")
			}
		})
	}
}

// TestEscapeSrcOnlyDataURIs: a src attribute takes only a data: URI the
// report built; any other value becomes an address that loads nothing.
func TestEscapeSrcOnlyDataURIs(t *testing.T) {
	for _, c := range []struct {
		name string
		v    any
		want string
	}{
		{"built image", dataURI("data:image/png;base64,AB+/"), "data:image/png;base64,AB&#43;/"},
		{"plain string", "javascript:alert(1)", "#ZgotmplZ"},
		{"built image as a string", "data:image/png;base64,AB+/", "#ZgotmplZ"},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := escapeSrc(c.v); got != c.want {
				t.Errorf("escapeSrc(%q) = %q, want %q", c.v, got, c.want)
			}
		})
	}
}

// TestEscapeActionsRejectsUnsafeContexts: an action where the page's
// escapers would not be enough (an event handler, an href, a style or
// script element, an unquoted attribute) makes parsing the page panic.
func TestEscapeActionsRejectsUnsafeContexts(t *testing.T) {
	for _, src := range []string{
		`<a href="{{.}}">x</a>`,
		`<p onclick="{{.}}">x</p>`,
		`<img alt={{.}}>`,
		`<script>var x = {{.}};</script>`,
		`<style>p { color: {{.}} }</style>`,
		`{{define "x"}}y{{end}}{{template "x"}}`,
	} {
		t.Run(src, func(t *testing.T) {
			defer func() {
				if recover() == nil {
					t.Errorf("escapeActions accepted %s", src)
				}
			}()
			tmpl, err := template.New("t").Parse(src)
			if err != nil {
				t.Fatal(err)
			}
			before := ""
			escapeActions(tmpl.Tree.Root, &before)
		})
	}
}
