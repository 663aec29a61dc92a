package ui

import (
	"fmt"
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/odn"
)

// The Sweep view: the Fire → Morale form's fire at its target at each
// value of one input (range 0-24 inches, grand battery stands 1-6), drawn
// as a chart of where the target ends, as adc odn compare --sweep gives
// it; Export sheet writes the sweep as a workbook.

// sweepView is the Sweep tab's state.
type sweepView struct {
	Input string         // armydoc.SweepRange or armydoc.SweepStands
	Last  odn.Comparison // the last sweep computed, for the chart and the export
	chart *fyne.Container
}

// sweepChartSize is the chart's drawing area.
var sweepChartSize = fyne.NewSize(460, 240)

// sweepColours colour the levels from Green to the last one kept on the
// table, then removed.
var sweepColours = []color.NRGBA{{0x2e, 0x7d, 0x32, 255}, {0x15, 0x65, 0xc0, 255}, {0x03, 0x9b, 0xe5, 255}, {0xf9, 0xa8, 0x25, 255}, {0xef, 0x6c, 0x00, 255}, {0x8e, 0x24, 0xaa, 255}}

var sweepRemoved = color.NRGBA{0xc6, 0x28, 0x28, 255}

// recomputeSweep is the Sweep calculator: it keeps the comparison for the
// chart.
func (p *CalcPanel) recomputeSweep() (armydoc.Answer, error) {
	ans, cmp, err := armydoc.Sweep(p.Rules(), p.Chain, p.Sweep.Input)
	p.Sweep.Last = cmp
	if err != nil {
		p.Sweep.Last = odn.Comparison{}
	}
	if p.Sweep.chart != nil {
		p.drawSweep()
	}
	return ans, err
}

// sweepForm is the Sweep tab's left side: the input swept, the chart and
// the export.
func (p *CalcPanel) sweepForm(c *calcView) fyne.CanvasObject {
	labels := []string{"Range: 0 to 24 inches (the longest band's end)", "Grand battery: 1 to 6 stands like the firing one"}
	in := calcSelect(armydoc.SweepInputs, labels, p.Sweep.Input, func(id string) {
		p.Sweep.Input = id
		p.update(c)
	})
	help := widget.NewLabel("The Fire → Morale form's fire (an artillery battalion) at its target, at each value of one input: where the target ends, level by level, with exact fractions on the right. adc odn compare --sweep does the same on the command line.")
	help.Wrapping = fyne.TextWrapWord
	p.Sweep.chart = container.NewWithoutLayout()
	export := widget.NewButtonWithIcon("Export sheet…", theme.DocumentSaveIcon(), func() { p.exportSweep() })
	p.drawSweep()
	room := canvas.NewRectangle(color.Transparent)
	room.SetMinSize(fyne.NewSize(sweepChartSize.Width, sweepChartSize.Height+28))
	return container.NewVBox(widget.NewForm(widget.NewFormItem("Sweep over", in)), help, container.NewStack(room, p.Sweep.chart), export)
}

// drawSweep draws the last sweep: one stacked column per value, P(ends at
// each level) from the bottom and P(removed) on top, with a legend.
func (p *CalcPanel) drawSweep() {
	ch := p.Sweep.chart
	w, h := sweepChartSize.Width, sweepChartSize.Height
	bg := canvas.NewRectangle(color.NRGBA{255, 255, 255, 255})
	bg.StrokeColor, bg.StrokeWidth = color.NRGBA{0x90, 0x90, 0x90, 255}, 1
	bg.Resize(fyne.NewSize(w, h))
	objs := []fyne.CanvasObject{bg}
	cmp := p.Sweep.Last
	const left, bottom, top = 34, 22, 8
	plotH := h - bottom - top
	for _, f := range []float64{0, 0.5, 1} {
		y := top + plotH*float32(1-f)
		line := canvas.NewLine(color.NRGBA{0xc0, 0xc0, 0xc0, 255})
		line.Position1, line.Position2 = fyne.NewPos(left, y), fyne.NewPos(w-6, y)
		t := canvas.NewText(fmt.Sprintf("%.0f%%", f*100), color.NRGBA{0x40, 0x40, 0x40, 255})
		t.TextSize = 10
		t.Move(fyne.NewPos(2, y-7))
		objs = append(objs, line, t)
	}
	levels := p.Rules().Morale.Levels
	if n := len(cmp.Options); n > 0 {
		slot := (w - left - 6) / float32(n)
		for i, o := range cmp.Options {
			x := left + slot*float32(i) + slot*0.15
			y := top + plotH
			stack := func(pr float64, col color.Color) {
				hh := plotH * float32(pr)
				r := canvas.NewRectangle(col)
				r.Move(fyne.NewPos(x, y-hh))
				r.Resize(fyne.NewSize(slot*0.7, hh))
				objs = append(objs, r)
				y -= hh
			}
			for li, l := range levels {
				if !l.Removed && li < len(o.Enemy.ByLevel) {
					stack(odn.Float(o.Enemy.ByLevel[li]), sweepColours[li%len(sweepColours)])
				}
			}
			stack(odn.Float(o.Enemy.PRemoved), sweepRemoved)
			if n <= 13 || i%2 == 0 {
				t := canvas.NewText(o.Name, color.NRGBA{0x20, 0x20, 0x20, 255})
				t.TextSize = 9
				t.Move(fyne.NewPos(x, h-bottom+4))
				objs = append(objs, t)
			}
		}
	} else {
		t := canvas.NewText("No sweep: see the message on the right", color.NRGBA{0x60, 0x60, 0x60, 255})
		t.Move(fyne.NewPos(left+10, h/2-8))
		objs = append(objs, t)
	}
	// The legend, under the chart.
	x := float32(0)
	item := func(label string, col color.Color) {
		sw := canvas.NewRectangle(col)
		sw.Move(fyne.NewPos(x, h+8))
		sw.Resize(fyne.NewSize(10, 10))
		t := canvas.NewText(label, theme.Color(theme.ColorNameForeground))
		t.TextSize = 10
		t.Move(fyne.NewPos(x+13, h+5))
		objs = append(objs, sw, t)
		x += 13 + t.MinSize().Width + 10
	}
	for li, l := range levels {
		if !l.Removed {
			item(l.Label, sweepColours[li%len(sweepColours)])
		}
	}
	item("removed", sweepRemoved)
	ch.Objects = objs
	ch.Resize(fyne.NewSize(w, h+24))
	ch.Refresh()
}

// exportSweep writes the last sweep as a workbook, next to the army file
// when it has one.
func (p *CalcPanel) exportSweep() {
	e := p.ed
	if len(p.Sweep.Last.Options) == 0 {
		e.showError(fmt.Errorf("export sweep: no sweep to export (see the message in the Sweep view)"))
		return
	}
	initial := e.Doc.SweepPath(p.Sweep.Input)
	if initial == "" {
		initial = "army-sweep-" + p.Sweep.Input + ".xlsx"
	}
	cmp, rs := p.Sweep.Last, p.Rules()
	e.askPath("Export the sweep to…", "Export", initial, func(path string) {
		if err := e.Doc.ExportSweep(path, rs, cmp); err != nil {
			e.showError(err)
			return
		}
		e.setStatus("Exported " + path)
	})
}
