package ui

import (
	"bytes"
	"fmt"
	"image/png"
	"slices"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The terrain palette: a swatch of each terrain of the chart set, drawn by
// the map renderer (so it looks as the map and the printed kit do), in
// groups, each with its one-key shortcut (1-9). Choosing one sets the
// terrain the paint tools use; the hex under the pointer shows it.

// terrainGroups orders the palette; terrains of no group go last.
var terrainGroups = []struct {
	Name  string
	Items []string
}{
	{"Open and rough", []string{scenario.TerrainClear, scenario.TerrainRough, scenario.TerrainForest, scenario.TerrainEscarpment}},
	{"Wet", []string{scenario.TerrainMarsh, scenario.TerrainSwamp, "wide_major_river", "islet"}},
	{"Built-up and works", []string{scenario.TerrainTown, scenario.TerrainVillage, scenario.TerrainFortified, scenario.TerrainRedoubt, "citadel"}},
}

// paletteOrder returns the terrains of ids in palette order, by group.
func paletteOrder(ids []string) (groups []string, items [][]string) {
	seen := map[string]bool{}
	for _, g := range terrainGroups {
		var in []string
		for _, t := range g.Items {
			if slices.Contains(ids, t) && !seen[t] {
				in = append(in, t)
				seen[t] = true
			}
		}
		if len(in) > 0 {
			groups, items = append(groups, g.Name), append(items, in)
		}
	}
	var other []string
	for _, t := range ids {
		if !seen[t] {
			other = append(other, t)
		}
	}
	if len(other) > 0 {
		groups, items = append(groups, "Other"), append(items, other)
	}
	return groups, items
}

// Palette is the terrain palette beside the map.
type Palette struct {
	ed      *Editor
	box     *fyne.Container
	buttons map[string]*widget.Button
	keys    []string // the terrain of key 1, 2, ...
	content fyne.CanvasObject
	// lazy defers the swatches (widgets, text to measure, images to
	// encode) until the window is up: pending says a build is queued.
	lazy, pending bool
}

func newPalette(e *Editor) *Palette {
	p := &Palette{ed: e, box: container.NewVBox()}
	p.content = container.NewBorder(panelTitle("Terrain"), nil, nil, nil, container.NewVScroll(p.box))
	return p
}

// Content returns the palette.
func (p *Palette) Content() fyne.CanvasObject { return p.content }

// Keys returns the terrains of the keys 1, 2, ... in order.
func (p *Palette) Keys() []string { return p.keys }

// Rebuild makes the swatches of the scenario's terrains again (after the
// chart set changed).
func (p *Palette) Rebuild() {
	if !p.lazy {
		p.build()
		return
	}
	// The keys 1-9 work at once; the swatches follow once the window is
	// shown (fyne.Do runs queued work after the window is mapped).
	groups, items := paletteOrder(terrainIDs(p.ed.Doc.Scenario()))
	p.keys = nil
	for gi := range groups {
		for _, t := range items[gi] {
			if len(p.keys) < 9 {
				p.keys = append(p.keys, t)
			}
		}
	}
	if !p.pending {
		p.pending = true
		goAsync(func() {
			fyne.Do(func() {
				p.lazy, p.pending = false, false
				p.build()
			})
		})
	}
}

// build makes the swatches and their groups.
func (p *Palette) build() {
	groups, items := paletteOrder(terrainIDs(p.ed.Doc.Scenario()))
	p.box.RemoveAll()
	p.buttons = map[string]*widget.Button{}
	p.keys = nil
	for gi, g := range groups {
		head := widget.NewLabel(g)
		head.Importance = widget.LowImportance
		head.TextStyle = fyne.TextStyle{Italic: true}
		p.box.Add(head)
		grid := container.NewVBox()
		for _, t := range items[gi] {
			t := t
			label := t
			if len(p.keys) < 9 {
				p.keys = append(p.keys, t)
				label = fmt.Sprintf("%d  %s", len(p.keys), t)
			}
			b := widget.NewButtonWithIcon(label, p.swatch(t), func() {
				p.ed.SetTerrain(t)
				if !paints(p.ed.tool) {
					p.ed.SetTool(ToolTerrain)
				}
				p.ed.releaseFocus()
			})
			b.Alignment = widget.ButtonAlignLeading
			p.buttons[t] = b
			grid.Add(b)
		}
		p.box.Add(grid)
	}
	p.Show(p.ed.terrain)
	p.box.Refresh()
}

// Show marks the current terrain.
func (p *Palette) Show(id string) {
	for t, b := range p.buttons {
		imp := widget.LowImportance
		if t == id {
			imp = widget.HighImportance
		}
		if b.Importance != imp {
			b.Importance = imp
			b.Refresh()
		}
	}
}

func (p *Palette) swatch(id string) fyne.Resource {
	img := p.ed.renderer.Swatch(id, 28)
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return nil
	}
	return fyne.NewStaticResource("terrain-"+id+".png", buf.Bytes())
}

// paints reports whether tool paints terrain.
func paints(t ToolID) bool { return t == ToolTerrain || t == ToolBrush || t == ToolFill }
