// Package report turns the balance statistics of engine/sim into what a
// designer reads: a text summary, JSON, plots (PNG or SVG, drawn with
// gonum.org/v1/plot), a heat map of battles drawn on the scenario's map, and
// one HTML page that holds them all and opens offline.
//
//	rep, _ := sim.Run(ctx, b, sim.Config{Games: 1000, Seed: 1, Bots: [2]string{"greedy", "greedy"}}, nil)
//	report.WriteText(os.Stdout, rep)
//	plots, _ := report.Plots(rep, "svg")
//	report.WriteHTML(f, rep, b.Scenario)
package report

import (
	"bytes"
	"fmt"
	"image/color"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/vg"
	_ "gonum.org/v1/plot/vg/vgimg" // the png format of Plot.WriterTo
	_ "gonum.org/v1/plot/vg/vgsvg" // the svg format

	"github.com/aide-de-camp/adc/engine/sim"
)

// Plot is one drawn chart.
type Plot struct {
	Name   string // file name without extension, e.g. "win-rate"
	Title  string
	Format string // "png" or "svg"
	Data   []byte
}

// Side colours: the French side blue, the other red, draws grey.
var (
	sideColour = [2]color.RGBA{{R: 0x2b, G: 0x5c, B: 0xb8, A: 0xff}, {R: 0xc0, G: 0x39, B: 0x2b, A: 0xff}}
	drawColour = color.RGBA{R: 0x88, G: 0x88, B: 0x88, A: 0xff}
)

const (
	plotW = 16 * vg.Centimeter
	plotH = 9 * vg.Centimeter
)

// Plots draws the report's charts in format "png" or "svg": win rates with
// their 95% intervals, victory levels, the turn of decision, morale by turn
// and losses by unit.
func Plots(r *sim.Report, format string) ([]Plot, error) {
	if format != "png" && format != "svg" {
		return nil, fmt.Errorf("report: plot format %q: want png or svg", format)
	}
	type maker struct {
		name, title string
		f           func(*sim.Report) (*plot.Plot, vg.Length, error)
	}
	var out []Plot
	for _, m := range []maker{
		{"win-rate", "Win rate per side (95% confidence interval)", winRatePlot},
		{"victory-levels", "Victory levels", levelsPlot},
		{"decision-turn", "Turn in which the game was decided", decisionPlot},
		{"morale", "Morale by turn (median and quartiles)", moralePlot},
		{"losses", "Losses by unit (share of games ending Broken or eliminated)", lossesPlot},
	} {
		p, h, err := m.f(r)
		if err != nil {
			return nil, fmt.Errorf("report: %s: %w", m.name, err)
		}
		wt, err := p.WriterTo(plotW, h, format)
		if err != nil {
			return nil, fmt.Errorf("report: %s: %w", m.name, err)
		}
		var buf bytes.Buffer
		if _, err := wt.WriteTo(&buf); err != nil {
			return nil, fmt.Errorf("report: %s: %w", m.name, err)
		}
		out = append(out, Plot{Name: m.name, Title: m.title, Format: format, Data: buf.Bytes()})
	}
	return out, nil
}

type errPoints struct {
	plotter.XYs
	plotter.YErrors
}

func winRatePlot(r *sim.Report) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = fmt.Sprintf("Win rate over %d games (%s vs %s)", r.Games, r.Bots[0], r.Bots[1])
	p.Y.Label.Text = "share of games"
	p.Y.Min, p.Y.Max = 0, 1
	props := []sim.Proportion{r.WinRate[0], r.WinRate[1], r.DrawRate}
	cols := []color.Color{sideColour[0], sideColour[1], drawColour}
	var pts errPoints
	for i, pr := range props {
		bar, err := plotter.NewBarChart(plotter.Values{pr.P}, vg.Points(50))
		if err != nil {
			return nil, 0, err
		}
		bar.XMin = float64(i)
		bar.Color = cols[i]
		bar.LineStyle.Width = 0
		p.Add(bar)
		pts.XYs = append(pts.XYs, plotter.XY{X: float64(i), Y: pr.P})
		pts.YErrors = append(pts.YErrors, struct{ Low, High float64 }{pr.P - pr.Lo, pr.Hi - pr.P})
	}
	eb, err := plotter.NewYErrorBars(pts)
	if err != nil {
		return nil, 0, err
	}
	eb.LineStyle.Width = vg.Points(1.5)
	eb.CapWidth = vg.Points(12)
	p.Add(eb, plotter.NewGrid())
	p.NominalX(r.Sides[0]+" wins", r.Sides[1]+" wins", "draws")
	p.X.Min, p.X.Max = -0.6, 2.6
	return p, plotH, nil
}

func levelsPlot(r *sim.Report) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = "Victory levels"
	p.Y.Label.Text = "games"
	var names []string
	for i, l := range r.Levels {
		bar, err := plotter.NewBarChart(plotter.Values{float64(l.Count)}, vg.Points(40))
		if err != nil {
			return nil, 0, err
		}
		bar.XMin = float64(i)
		bar.LineStyle.Width = 0
		bar.Color = drawColour
		for side := 0; side < 2; side++ {
			if l.Winner == r.Sides[side] {
				bar.Color = sideColour[side]
			}
		}
		p.Add(bar)
		name := l.Winner + " " + l.Level
		if l.Winner == "draw" {
			name = "draw"
		}
		names = append(names, name)
	}
	p.Add(plotter.NewGrid())
	if len(names) > 0 {
		p.NominalX(names...)
	}
	pad(p, len(names))
	return p, plotH, nil
}

func decisionPlot(r *sim.Report) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = "Turn in which the game was decided"
	p.X.Label.Text = "game turn"
	p.Y.Label.Text = "games"
	if len(r.DecisionTurn) > 0 {
		first, last := r.DecisionTurn[0].Turn, r.DecisionTurn[len(r.DecisionTurn)-1].Turn
		vals := make(plotter.Values, last-first+1)
		var names []string
		for t := first; t <= last; t++ {
			names = append(names, fmt.Sprint(t))
		}
		for _, d := range r.DecisionTurn {
			vals[d.Turn-first] = float64(d.Count)
		}
		bar, err := plotter.NewBarChart(vals, vg.Points(18))
		if err != nil {
			return nil, 0, err
		}
		bar.Color = color.RGBA{R: 0x55, G: 0x6b, B: 0x2f, A: 0xff}
		bar.LineStyle.Width = 0
		p.Add(bar)
		p.NominalX(names...)
		pad(p, len(names))
	}
	p.Add(plotter.NewGrid())
	return p, plotH, nil
}

func moralePlot(r *sim.Report) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = "Morale at the end of each turn"
	p.X.Label.Text = "game turn"
	p.Y.Label.Text = "morale"
	p.Y.Min, p.Y.Max = 0, 10
	for side := 0; side < 2; side++ {
		ms := r.Morale[side]
		if len(ms) == 0 {
			continue
		}
		var med, lo, hi plotter.XYs
		for _, m := range ms {
			x := float64(m.Turn)
			med = append(med, plotter.XY{X: x, Y: float64(m.Median)})
			lo = append(lo, plotter.XY{X: x, Y: float64(m.Q1)})
			hi = append(hi, plotter.XY{X: x, Y: float64(m.Q3)})
		}
		band := append(plotter.XYs(nil), lo...)
		for i := len(hi) - 1; i >= 0; i-- {
			band = append(band, hi[i])
		}
		poly, err := plotter.NewPolygon(band)
		if err != nil {
			return nil, 0, err
		}
		c := sideColour[side]
		poly.Color = color.NRGBA{R: c.R, G: c.G, B: c.B, A: 0x40}
		poly.LineStyle.Width = 0
		line, err := plotter.NewLine(med)
		if err != nil {
			return nil, 0, err
		}
		line.Color = c
		line.Width = vg.Points(2)
		if side == 1 {
			line.Dashes = []vg.Length{vg.Points(6), vg.Points(3)}
		}
		p.Add(poly, line)
		p.Legend.Add(r.Sides[side]+" median (band: quartiles)", line)
	}
	p.Legend.Top = true
	p.Add(plotter.NewGrid())
	return p, plotH, nil
}

func lossesPlot(r *sim.Report) (*plot.Plot, vg.Length, error) {
	p := plot.New()
	p.Title.Text = "Losses by unit"
	p.X.Label.Text = "share of games ending Broken or eliminated"
	p.X.Min, p.X.Max = 0, 1
	var ls []sim.UnitLoss
	for _, l := range r.Losses {
		if l.Lost > 0 {
			ls = append(ls, l)
		}
	}
	if len(ls) > 24 {
		ls = ls[:24]
	}
	var names []string
	for i := len(ls) - 1; i >= 0; i-- {
		l := ls[i]
		if l.Lost == 0 {
			continue
		}
		bar, err := plotter.NewBarChart(plotter.Values{l.Rate.P}, vg.Points(10))
		if err != nil {
			return nil, 0, err
		}
		bar.Horizontal = true
		bar.XMin = float64(len(ls) - 1 - i)
		bar.LineStyle.Width = 0
		bar.Color = drawColour
		for side := 0; side < 2; side++ {
			if l.Side == r.Sides[side] {
				bar.Color = sideColour[side]
			}
		}
		p.Add(bar)
		names = append(names, l.ID)
	}
	if len(names) > 0 {
		p.NominalY(names...)
	}
	p.Add(plotter.NewGrid())
	h := max(plotH, vg.Length(len(ls))*vg.Points(14)+vg.Centimeter*3)
	p.Y.Tick.Label.Font.Size = vg.Points(8)
	return p, h, nil
}

// pad leaves half a bar's room at both ends of n nominal bars and a tenth
// above the highest.
func pad(p *plot.Plot, n int) {
	p.X.Min, p.X.Max = -0.6, float64(n)-0.4
	p.Y.Min = 0
	p.Y.Max *= 1.1
}
