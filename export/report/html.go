package report

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"html/template"
	"image/png"
	"io"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
)

// WriteHTML writes the report as one HTML page with its plots and the heat
// map embedded as images, so that it opens offline and can be mailed.
func WriteHTML(w io.Writer, r *sim.Report, s *scenario.Scenario) error {
	plots, err := Plots(r, "png")
	if err != nil {
		return err
	}
	var imgs []pageImage
	for _, p := range plots {
		imgs = append(imgs, pageImage{p.Title, dataURI("data:image/png;base64," + base64.StdEncoding.EncodeToString(p.Data))})
	}
	var heat template.URL
	if s != nil {
		var buf bytes.Buffer
		if err := png.Encode(&buf, HeatMap(r, s, 1200, 900)); err != nil {
			return fmt.Errorf("report: heat map: %w", err)
		}
		heat = dataURI("data:image/png;base64," + base64.StdEncoding.EncodeToString(buf.Bytes()))
	}
	data := pageData{r, Headline(r), imgs, heat, FirstLine(r), GamesPlayed(r), RatingsLine(r)}
	return page.Execute(w, data)
}

// pageImage is a plot of the page.
type pageImage struct {
	Title string
	Src   template.URL
}

// pageData is what the page shows.
type pageData struct {
	R        *sim.Report
	Headline string
	Plots    []pageImage
	Heat     template.URL
	Banner   string // FirstLine: an incomplete scenario, a partly traced map
	Count    string // GamesPlayed
	Ratings  string // RatingsLine
}

// dataURI is an image embedded in the page: a data: URI the report builds
// itself from an encoded image, which html/template would otherwise
// refuse in a src attribute (it takes no data: URI it was not told is
// safe).
func dataURI(uri string) template.URL { return template.URL(uri) }

// page is the report's page: html/template escapes every value for the
// context it is written in.
var page = template.Must(template.New("report").Funcs(pageFuncs()).Parse(pageSource))

// pageFuncs are the functions the page calls.
func pageFuncs() map[string]any {
	return map[string]any{
		"pct":    pct,
		"points": func(p float64) string { return fmt.Sprintf("%.1f", 100*p) },
		"per":    func(n, games int) string { return fmt.Sprintf("%.2f", float64(n)/float64(max(games, 1))) },
		"share":  func(n, games int) string { return pct(float64(n) / float64(max(games, 1))) },
		"top":    func(hs []sim.HexCount) []sim.HexCount { return hs[:min(len(hs), 15)] },
	}
}

// pageSource is the page's template.
const pageSource = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Balance of {{.R.Scenario}}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 2em auto; max-width: 980px; color: #222; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; }
h2 { font-size: 1.2em; border-bottom: 1px solid #ccc; padding-bottom: 0.2em; margin-top: 2em; }
.lead { font-size: 1.15em; background: #f4f1e8; border-left: 4px solid #8a6d1f; padding: 0.6em 1em; }
table { border-collapse: collapse; margin: 0.5em 0; }
td, th { padding: 0.2em 0.8em; text-align: left; border-bottom: 1px solid #eee; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
figure { margin: 1em 0; }
figure img { max-width: 100%; border: 1px solid #ddd; }
figcaption { color: #555; font-size: 0.9em; }
.muted { color: #666; font-size: 0.9em; }
.banner { font-weight: bold; background: #fbe9e7; border-left: 4px solid #b71c1c; padding: 0.6em 1em; }
li { margin: 0.2em 0; }
</style>
</head>
<body>
{{if .Banner}}<p class="banner">{{.Banner}}</p>
{{end}}<h1>Balance of {{.R.Title}}</h1>
<p class="muted">{{.R.Scenario}}: {{.Count}}, {{index .R.Bots 0}} bot for {{index .R.Sides 0}}, {{index .R.Bots 1}} bot for {{index .R.Sides 1}}, seed {{.R.Seed}}.</p>
<p class="muted">{{.Ratings}}</p>
<p class="lead">{{.Headline}}</p>
<h2>Results</h2>
<table>
<tr><th>Result</th><th>Share</th><th>95% interval</th><th>Games</th></tr>
<tr><td>{{index .R.Sides 0}} wins</td><td class="n">{{pct (index .R.WinRate 0).P}}</td><td class="n">{{pct (index .R.WinRate 0).Lo}} – {{pct (index .R.WinRate 0).Hi}}</td><td class="n">{{index .R.Wins 0}}</td></tr>
<tr><td>{{index .R.Sides 1}} wins</td><td class="n">{{pct (index .R.WinRate 1).P}}</td><td class="n">{{pct (index .R.WinRate 1).Lo}} – {{pct (index .R.WinRate 1).Hi}}</td><td class="n">{{index .R.Wins 1}}</td></tr>
<tr><td>draws</td><td class="n">{{pct .R.DrawRate.P}}</td><td class="n">{{pct .R.DrawRate.Lo}} – {{pct .R.DrawRate.Hi}}</td><td class="n">{{.R.Draws}}</td></tr>
</table>
{{if .R.Failed}}<p>Games that failed (an order the engine refused, or no result; not in the shares above): {{.R.Failed}}</p>
<ul>{{range .R.Errors}}<li>{{.}}</li>{{end}}</ul>
{{end}}
<p class="muted">At {{.R.Games}} games, two settings must differ by {{points .R.MinDetectable}} points of win rate for the report to tell them apart (5% level, 80% power).</p>
<table>
<tr><th>Victory level</th><th>Share</th><th>Games</th></tr>
{{range .R.Levels}}<tr><td>{{if eq .Winner "draw"}}draw{{else}}{{.Winner}} {{.Level}}{{end}}</td><td class="n">{{pct .Share.P}}</td><td class="n">{{.Count}}</td></tr>
{{end}}</table>
<h2>Plots</h2>
{{range .Plots}}<figure><img src="{{.Src}}" alt="{{.Title}}"><figcaption>{{.Title}}</figcaption></figure>
{{end}}
{{if .Heat}}<h2>Battles by hex</h2>
<figure><img src="{{.Heat}}" alt="Heat map of battles by hex"><figcaption>Hexes of the defenders of every battle: yellow few, dark red the most.</figcaption></figure>
<table><tr><th>Hex</th><th>Battles</th><th>A game</th></tr>
{{range top .R.Battles}}<tr><td>{{.Hex}}</td><td class="n">{{.Count}}</td><td class="n">{{per .Count $.R.Games}}</td></tr>
{{end}}</table>{{end}}
<h2>Losses by unit</h2>
<table><tr><th>Unit</th><th>Name</th><th>Side</th><th>Games ending Broken or eliminated</th></tr>
{{range .R.Losses}}<tr><td>{{.ID}}</td><td>{{.Name}}</td><td>{{.Side}}</td><td class="n">{{pct .Rate.P}}</td></tr>
{{end}}</table>
<h2>Special rules and cards</h2>
<table><tr><th>Special rule</th><th>Title</th><th>In games</th><th>A game</th></tr>
{{range .R.Rules}}<tr><td>{{.ID}}</td><td>{{.Title}}</td><td class="n">{{share .Games $.R.Games}}</td><td class="n">{{per .Times $.R.Games}}</td></tr>
{{else}}<tr><td colspan="4">none fired</td></tr>
{{end}}</table>
<table><tr><th>Card</th><th>Title</th><th>In games</th><th>A game</th></tr>
{{range .R.Cards}}<tr><td>#{{.ID}}</td><td>{{.Title}}</td><td class="n">{{share .Games $.R.Games}}</td><td class="n">{{per .Times $.R.Games}}</td></tr>
{{else}}<tr><td colspan="4">no card drawn</td></tr>
{{end}}</table>
<h2>What the numbers leave out</h2>
<p>Rules the engine did not apply in these games:</p>
<ul>{{range .R.NotApplied}}<li>{{.}}</li>{{else}}<li>none</li>{{end}}</ul>
{{if .R.Gaps}}<h2>Gaps</h2>
<p>Data the scenario lacks ({{"❗"}} stops play):</p>
<ul>{{range .R.Gaps}}<li>{{if .Blocks}}{{"❗"}} {{end}}{{.String}}</li>{{end}}</ul>
{{end}}{{if .R.ScenarioAssumptions}}<p>Scenario assumptions (values the rulebook does not print):</p>
<ul>{{range .R.ScenarioAssumptions}}<li>{{.String}}</li>{{end}}</ul>
{{end}}<details><summary>Every assumption of the engine ({{len .R.Assumptions}})</summary><ul>{{range .R.Assumptions}}<li>{{.}}</li>{{end}}</ul></details>
</body>
</html>
`
