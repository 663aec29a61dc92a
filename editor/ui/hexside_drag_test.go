package ui

import (
	"math"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// dragPixels drags through raster points (as a person's pointer would, with
// a few events per edge).
func dragPixels(ed *Editor, pts ...render.Point) {
	at := func(p render.Point) fyne.Position {
		return fyne.NewPos(float32(p.X/ed.Map.scale), float32(p.Y/ed.Map.scale))
	}
	prev := at(pts[0])
	for _, q := range pts[1:] {
		p := at(q)
		ed.Map.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.Delta{DX: p.X - prev.X, DY: p.Y - prev.Y}})
		prev = p
	}
	ed.Map.DragEnd()
}

// alongEdges returns points just inside hex h along its sides in dirs,
// corner to corner.
func alongEdges(ed *Editor, h hex.Hex, dirs ...hex.Dir) []render.Point {
	v := ed.Map.View()
	c := v.Center(h)
	in := func(p render.Point) render.Point {
		return render.Point{X: c.X + (p.X-c.X)*0.92, Y: c.Y + (p.Y-c.Y)*0.92}
	}
	var pts []render.Point
	for _, d := range dirs {
		a, b := v.SideCorners(h, d)
		pts = append(pts, in(a), in(render.Point{X: (a.X + b.X) / 2, Y: (a.Y + b.Y) / 2}), in(b))
	}
	return pts
}

func TestHexsideToolDrawsAlongDraggedEdges(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyE)
	ed.SetFeature(scenario.FeatureMinorRiver)
	g := ed.Doc.Scenario().Grid()
	h, _ := g.Parse("0505")
	dirs := []hex.Dir{hex.N, hex.NE, hex.SE}
	has := func(d hex.Dir) bool {
		return document.HasHexsideFeature(ed.Doc.Scenario(), h, h.Neighbour(d), scenario.FeatureMinorRiver)
	}
	n := len(ed.Doc.Scenario().Map.Hexsides)
	dragPixels(ed, alongEdges(ed, h, dirs...)...)
	for _, d := range dirs {
		if !has(d) {
			t.Errorf("the %s side of 0505 has no river after the drag along it", d)
		}
	}
	for _, d := range []hex.Dir{hex.S, hex.SW, hex.NW} {
		if has(d) {
			t.Errorf("the %s side of 0505, which the drag did not follow, has a river", d)
		}
	}
	if got := len(ed.Doc.Scenario().Map.Hexsides); got != n+3 {
		t.Errorf("%d hexsides after the stroke, want %d", got, n+3)
	}
	ed.Doc.Undo()
	if got := len(ed.Doc.Scenario().Map.Hexsides); got != n {
		t.Errorf("one undo left %d hexsides, want %d: the stroke is not one step", got, n)
	}
	ed.Doc.Redo()
	// A stroke that starts on a river edge takes the river off.
	dragPixels(ed, alongEdges(ed, h, hex.NE, hex.SE)...)
	if has(hex.NE) || has(hex.SE) || !has(hex.N) {
		t.Error("a stroke starting on a river edge did not erase exactly the edges it followed")
	}
}

func TestStatusBarDescribesTheHoveredHexAfterPainting(t *testing.T) {
	ed, w := newEditor(t)
	p := pos(t, ed, "0606")
	ed.Map.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
	key(w, fyne.KeyT)
	ed.SetTerrain(scenario.TerrainMarsh)
	test.TapAt(ed.Map, p)
	if st := ed.Status(); !strings.Contains(st, "0606") || !strings.Contains(st, scenario.TerrainMarsh) {
		t.Errorf("status %q after painting the hovered hex, want it described as marsh", st)
	}
}

func TestMapRefitsWhenTheWindowIsResized(t *testing.T) {
	ed, _ := newEditor(t)
	before := ed.Map.View()
	ed.Map.Render(1600, 1200)
	if after := ed.Map.View(); after.Size <= before.Size {
		t.Errorf("hex size %.1f -> %.1f after the map grew: the map did not refit", before.Size, after.Size)
	}
	ed.Map.Zoom(2)
	zoomed := ed.Map.View()
	ed.Map.Render(800, 600)
	if ed.Map.View() != zoomed {
		t.Error("a resize after zooming undid the designer's zoom")
	}
}

func TestCalibrationByThreeClicksIsAffine(t *testing.T) {
	ed, w := newEditor(t)
	ed.Doc.SetBackground(&scenario.Background{Image: "scan.png", Opacity: 0.5}, "")
	key(w, fyne.KeyM)
	for _, code := range []string{"0202", "0808", "0207"} {
		test.TapAt(ed.Map, pos(t, ed, code))
	}
	bg := ed.Doc.Scenario().Map.Background
	if len(bg.Calibration) != 3 || bg.Calibration[2].Hex != "0207" {
		t.Fatalf("calibration %+v, want three points", bg.Calibration)
	}
	// The three points were read through the two-point fit, so the
	// three-point fit is the same scale and offset.
	tr := render.BackgroundTransform(ed.Doc.Scenario().Grid(), bg)
	if math.Abs(tr.B) > 1e-3 || math.Abs(tr.C) > 1e-3 || math.Abs(tr.A-tr.D) > 1e-3 {
		t.Errorf("transform %+v: want the uniform scale the scan was shown at", tr)
	}
	if findings := ed.Validate(ed.Doc.Scenario()); hasFinding(findings, "calibration") {
		t.Errorf("a three-point calibration is reported: %v", findings)
	}
}

func hasFinding(fs []scenario.Finding, word string) bool {
	for _, f := range fs {
		if strings.Contains(f.Path, word) || strings.Contains(f.Message, word) {
			return true
		}
	}
	return false
}

func TestClicksLookThroughAStack(t *testing.T) {
	ed, w := newEditor(t)
	s := ed.Doc.Scenario()
	var ids []string
	for _, u := range s.Units {
		if u.Placement.Kind == scenario.PlaceSetup && len(ids) < 3 {
			ids = append(ids, u.ID)
		}
	}
	if len(ids) < 3 {
		t.Fatal("the sample needs three units set up")
	}
	for _, id := range ids {
		if err := ed.Doc.PlaceUnit(id, "0404", ""); err != nil {
			t.Fatal(err)
		}
	}
	stack := document.UnitsAt(ed.Doc.Scenario(), "0404") // bottom first
	key(w, fyne.KeyS)
	p := pos(t, ed, "0404")
	var got []string
	for range 4 {
		test.TapAt(ed.Map, p)
		got = append(got, ed.Selected().Unit)
	}
	want := []string{stack[2], stack[1], stack[0], stack[2]}
	if strings.Join(got, ",") != strings.Join(want, ",") {
		t.Errorf("clicks selected %v, want %v (top first, then down the stack, then round)", got, want)
	}
	if n := len(ed.Props.Stack); n != 3 {
		t.Fatalf("properties list %d units of the stack, want 3", n)
	}
	test.Tap(ed.Props.Stack[2])
	if ed.Selected().Unit != stack[0] {
		t.Errorf("the stack list's last button selected %s, want the bottom unit %s", ed.Selected().Unit, stack[0])
	}
}

func TestAfterAHexsideStrokePropertiesShowsTheEdge(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyE)
	ed.SetFeature(scenario.FeatureMinorRiver)
	g := ed.Doc.Scenario().Grid()
	h, _ := g.Parse("0505")
	dragPixels(ed, alongEdges(ed, h, hex.N, hex.NE)...)
	if ed.Selected().Kind != SelSide {
		t.Fatalf("selection %+v after the stroke, want its last edge", ed.Selected())
	}
	a, b := ed.Selected().Side.Hexes()
	k := document.SideKey(g, a, b)
	if got, want := ed.Props.title.Text, "Hexside "+k[0]+"/"+k[1]; got != want {
		t.Errorf("Properties shows %q, want the highlighted edge %q", got, want)
	}
	if ed.Props.Features == nil || !strings.Contains(strings.Join(ed.Props.Features.Selected, ","), scenario.FeatureMinorRiver) {
		t.Error("Properties does not show the river the stroke drew")
	}
}

func TestHillBrushRingsTheStrokeAndUndoesAtOnce(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyI)
	if ed.Tool() != ToolHill {
		t.Fatalf("I chose %s", ed.Tool())
	}
	g := ed.Doc.Scenario().Grid()
	before := len(ed.Doc.Scenario().Map.Hexsides)
	a, _ := g.Parse("0305")
	b, _ := g.Parse("0306")
	v := ed.Map.View()
	dragPixels(ed, v.Center(a), v.Center(a), v.Center(b))
	s := ed.Doc.Scenario()
	for _, h := range []hex.Hex{a, b} {
		for _, n := range h.Neighbours() {
			if n == a || n == b || !g.Contains(n) {
				continue
			}
			i := document.HexsideIndex(s, document.SideKey(g, h, n))
			if i < 0 || !strings.Contains(strings.Join(s.Map.Hexsides[i].Features, ","), scenario.FeatureSlope) || s.Map.Hexsides[i].Uphill != g.Code(h) {
				t.Errorf("edge %s/%s is not a slope with %s uphill", g.Code(h), g.Code(n), g.Code(h))
			}
		}
	}
	if document.HasHexsideFeature(s, a, b, scenario.FeatureSlope) {
		t.Error("the edge inside the hill is a slope")
	}
	if l, _ := ed.Doc.CanUndo(); l != "Paint hill" {
		t.Errorf("undo names %q", l)
	}
	ed.undo()
	if got := len(ed.Doc.Scenario().Map.Hexsides); got != before {
		t.Errorf("%d hexsides after one undo, want %d: the stroke is not one step", got, before)
	}
}
