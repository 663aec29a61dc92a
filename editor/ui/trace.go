package ui

import (
	"errors"
	"fmt"
	"image/color"
	"os"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/templates"
	"github.com/aide-de-camp/adc/trace"
)

// Tracing a scan: Tools > Trace Background Scan reads the background
// scan (package trace) and opens the review; Tools > Review Trace
// Proposal… opens a proposal adc trace wrote. The review names each
// cluster once and accepts the confident part as one undo step; the hexes
// left are outlined for review and the grid found becomes the scan's
// three-point calibration, which the Calibrate tool corrects.

func init() {
	AddMenuItem(MenuItem{Menu: "Tools", Build: func(e *Editor) *fyne.MenuItem {
		return fyne.NewMenuItem("Trace Background Scan", e.TraceBackground)
	}})
	AddMenuItem(MenuItem{Menu: "Tools", Build: func(e *Editor) *fyne.MenuItem {
		return fyne.NewMenuItem("Review Trace Proposal…", e.ShowTraceProposalOpen)
	}})
}

// TraceBackground traces the background scan off the UI goroutine and
// opens the review of what it found.
func (e *Editor) TraceBackground() {
	s := e.Doc.Scenario()
	bg := s.Map.Background
	img := e.scan.image
	if bg == nil || img == nil {
		e.showError(errors.New("load the scan first (Background… in the toolbar), then trace it"))
		return
	}
	g := s.Grid()
	opts := tracePalette(e)
	scanName := bg.Image
	e.setStatus("Tracing the scan…")
	goAsync(func() {
		res, err := trace.Trace(img, g, opts)
		fyne.Do(func() {
			if err != nil {
				e.showError(err)
				return
			}
			e.ReviewTrace(trace.NewProposal(res, e.Doc.Scenario(), scanName))
		})
	})
}

// ShowTraceProposalOpen asks for a proposal file and opens its review.
func (e *Editor) ShowTraceProposalOpen() {
	e.askPath("Trace proposal…", "Review", "", false, []string{".yaml", ".yml"}, func(path string) {
		data, err := os.ReadFile(path)
		if err != nil {
			e.showError(err)
			return
		}
		p, err := trace.ParseProposal(data, path)
		if err != nil {
			e.showError(err)
			return
		}
		e.ReviewTrace(p)
	})
}

func tracePalette(e *Editor) trace.Options {
	st := render.StyleFor(e.Doc.Scenario())
	var o trace.Options
	for _, id := range terrainIDs(e.Doc.Scenario()) {
		if c, ok := st.Terrain[id]; ok {
			o.Palette = append(o.Palette, trace.TerrainColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
		}
	}
	for id, c := range st.Hexside {
		o.Sides = append(o.Sides, trace.SideColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
	}
	for _, id := range []string{scenario.French, scenario.AntiFrench} {
		if c, ok := st.Side[id]; ok {
			o.SideColours = append(o.SideColours, trace.SideColour{ID: id, Colour: [3]uint8{c.R, c.G, c.B}})
		}
	}
	return o
}

// ReviewTrace shows a proposal: each cluster with its colour, size,
// example hex and a choice of terrain (preset to the suggestion), each
// hexside cluster with a choice of feature, and the confidence above
// which to accept. A group left "(suggested)" counts at its
// suggestion's confidence; one named counts as sure. With NoDialogs the
// suggestions are accepted that way above 0.9.
func (e *Editor) ReviewTrace(p *trace.Proposal) {
	s := e.Doc.Scenario()
	terr := terrainIDs(s)
	feats := []string{"none"}
	if cs, _ := templates.ScenarioCharts(s); cs != nil {
		for _, h := range cs.Hexsides {
			feats = append(feats, h.ID)
		}
	}
	var items []*widget.FormItem
	// Each group's choice: its terrain (the designer's name: sure),
	// "(suggested)" (the suggestion, at its own confidence) or
	// "(leave)" (not applied).
	const asSuggested, leave = "(suggested)", "(leave)"
	tsel := make([]*widget.Select, len(p.Clusters))
	for i, c := range p.Clusters {
		sel := widget.NewSelect(append([]string{asSuggested, leave}, terr...), nil)
		switch {
		case c.Terrain != "":
			sel.SetSelected(c.Terrain)
		case c.Suggested != "":
			sel.SetSelected(asSuggested)
		default:
			sel.SetSelected(leave)
		}
		tsel[i] = sel
		sw := canvas.NewRectangle(swatchColour(c.Colour))
		sw.SetMinSize(fyne.NewSize(28, 20))
		label := fmt.Sprintf("%d hexes, like %s", c.Hexes, c.Example)
		if c.Suggested != "" {
			label += fmt.Sprintf("; looks like %s (%.2f)", c.Suggested, c.SuggestedConfidence)
		}
		items = append(items, widget.NewFormItem(fmt.Sprintf("Terrain group %d", c.ID), container.NewHBox(sw, widget.NewLabel(label), sel)))
	}
	fsel := make([]*widget.Select, len(p.SideClusters))
	for i, c := range p.SideClusters {
		sel := widget.NewSelect(append([]string{asSuggested}, feats...), nil)
		switch {
		case c.Feature != "":
			sel.SetSelected(c.Feature)
		case c.Suggested != "":
			sel.SetSelected(asSuggested)
		default:
			sel.SetSelected("none")
		}
		fsel[i] = sel
		sw := canvas.NewRectangle(swatchColour(c.Colour))
		sw.SetMinSize(fyne.NewSize(28, 8))
		label := fmt.Sprintf("%d hexsides, like %s-%s", c.Sides, c.Example[0], c.Example[1])
		if c.Hachures {
			label += ", hachures"
		}
		if c.Suggested != "" {
			label += fmt.Sprintf("; looks like %s (%.2f)", c.Suggested, c.SuggestedConfidence)
		}
		items = append(items, widget.NewFormItem(fmt.Sprintf("Hexside group %d", c.ID), container.NewHBox(sw, widget.NewLabel(label), sel)))
	}
	msel, mitems := markGroupItems(p, asSuggested)
	items = append(items, mitems...)
	names, nitems := placeNameItems(p)
	items = append(items, nitems...)
	thr := NewField()
	thr.SetText("0.9")
	items = append(items, widget.NewFormItem("Accept above", thr))
	g := p.Grid
	items = append(items, widget.NewFormItem("Grid", widget.NewLabel(fmt.Sprintf("hex radius %.1f px, turned %.2f°, residual %.2f px; %d hexes below 0.9 to review",
		g.RadiusPx, g.RotationDeg, g.ResidualPx, len(p.Review)))))
	accept := func() error {
		for i := range p.Clusters {
			switch v := tsel[i].Selected; v {
			case asSuggested:
				p.Clusters[i].Terrain = ""
			case leave, "":
				p.Clusters[i].Terrain, p.Clusters[i].Suggested = "", ""
			default:
				p.Clusters[i].Terrain = v
			}
		}
		for i := range p.SideClusters {
			if v := fsel[i].Selected; v != asSuggested {
				p.SideClusters[i].Feature = v
			}
		}
		readMarkChoices(p, msel, names, asSuggested)
		t, err := strconv.ParseFloat(strings.TrimSpace(thr.Text), 64)
		if err != nil || t < 0 || t > 1 {
			return fmt.Errorf("accept above %q: a confidence between 0 and 1, e.g. 0.9", thr.Text)
		}
		return e.AcceptTrace(p, t)
	}
	if e.NoDialogs {
		if err := accept(); err != nil {
			e.showError(err)
		}
		return
	}
	e.showForm("Review the trace", "Accept", items, accept)
}

// AcceptTrace applies the proposal's part at least threshold sure (named
// clusters count as sure) as one undo step, outlines the hexes left for
// review, and says what was done.
func (e *Editor) AcceptTrace(p *trace.Proposal, threshold float64) error {
	cs, _ := templates.ScenarioCharts(e.Doc.Scenario())
	known := func(kind, id string) bool {
		if cs == nil {
			return true
		}
		if kind == "terrain" {
			return cs.TerrainType(id) != nil
		}
		return cs.HexsideType(id) != nil
	}
	a, err := e.Doc.AcceptTrace(p, threshold, known)
	if err != nil {
		return err
	}
	e.scan.review = a.Left
	e.Map.Redraw()
	msg := fmt.Sprintf("Trace accepted (one undo step): %d hexes, %d hexsides, %d roads, %d markings; %d hexes left to review are outlined. Check the grid with the Calibrate tool",
		a.Terrain, a.Hexsides, a.Roads, a.Markings, len(a.Left))
	if len(a.Unnamed) > 0 {
		msg += fmt.Sprintf("; names printed in %s are not typed yet (L names a hex)", strings.Join(a.Unnamed, " "))
	}
	e.setStatus(msg)
	return nil
}

// traceReview returns the hexes the last accepted trace left for review
// that are still untraced.
func (e *Editor) traceReview() []hex.Hex {
	if len(e.scan.review) == 0 {
		return nil
	}
	s := e.Doc.Scenario()
	var left []string
	for _, code := range e.scan.review {
		if s.Map.Terrain == nil || s.Map.Terrain.At(code) == "" {
			left = append(left, code)
		}
	}
	return hexesOf(e, left)
}

// swatchColour is a trace group's printed colour, grey when it is unreadable.
func swatchColour(s string) color.Color {
	if c, ok := render.Hex(s); ok {
		return c
	}
	return color.Gray{Y: 128}
}
