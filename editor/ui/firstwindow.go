package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
)

// The first window is mapped as soon as its OpenGL context exists, showing
// an outline of the editor (skeleton), and the panels are built right
// after, before the first event is handled: keys typed meanwhile wait in
// the X server's queue. The work that does not need the window runs on the
// other core while the window is created: the scenario is parsed
// (openAsync). The fonts are loaded after the window is mapped, by the
// panels' first measurements: loaded on the other core before the map,
// they competed with the OpenGL context's creation for the two cores and
// the window mapped later (0.77 of the time and 0.79 of the CPU without
// them, docs/guide.md "The first window").

// openAsync opens the document Launch starts with on another goroutine;
// the returned function waits for it.
func openAsync(o Options, st document.Store) func() (*document.Document, error) {
	type result struct {
		doc *document.Document
		err error
	}
	ch := make(chan result, 1)
	go func() {
		doc, err := openStart(o, st)
		ch <- result{doc, err}
	}()
	return func() (*document.Document, error) {
		r := <-ch
		return r.doc, r.err
	}
}

// openStart opens the file given, else the bundled scenario asked for, else
// the default bundled scenario.
func openStart(o Options, st document.Store) (*document.Document, error) {
	if o.File != "" {
		doc, err := document.Open(o.File)
		if err == nil {
			st.AddRecent(o.File)
		}
		return doc, err
	}
	id := o.Bundled
	if id == "" {
		id = scenarios.Default
	}
	data, err := scenarios.Open(id)
	if err != nil {
		return nil, err
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		return nil, err
	}
	return document.New(s, ""), nil
}

// skeleton is what the window shows while its panels are built: the
// window's background, with the map's area where layout puts it (below the
// menu bar, the two toolbar rows and the tabs, between the left and right
// panels), drawn without text so that no font is needed yet.
func skeleton(s *scenario.Scenario) fyne.CanvasObject {
	th := theme.Current()
	text, pad, inner := th.Size(theme.SizeNameText), th.Size(theme.SizeNamePadding), th.Size(theme.SizeNameInnerPadding)
	line := text * 1.37 // the height of a line of the theme's font
	widget := line + 2*inner
	space := func(h float32) fyne.CanvasObject {
		r := canvas.NewRectangle(color.Transparent)
		r.SetMinSize(fyne.NewSize(0, h))
		return r
	}
	// The menu bar, the tool buttons and the tool options above; the
	// status bar below; the tabs above the map.
	top := space(line + 2*pad + 2*(widget+pad) - pad)
	status := space(widget + pad)
	mapArea := container.NewBorder(space(widget+pad/2), nil, nil, nil, canvas.NewRectangle(render.StyleFor(s).OffMap))
	mapAndRight := container.NewHSplit(mapArea, space(0))
	mapAndRight.Offset = 0.74
	main := container.NewHSplit(space(0), mapAndRight)
	main.Offset = 0.16
	return container.NewBorder(top, status, nil, nil, main)
}
