package vassal

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/png"
	"slices"
	"sort"
	"strconv"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// openingZoom reads a Zoomer element as Zoomer.setAttribute does: the
// levels sorted, the initial level the number of levels less zoomStart;
// with no attributes, VASSAL's default levels open at 1.0.
func openingZoom(t *testing.T, z *node) float64 {
	t.Helper()
	if z.attr("zoomLevels") == "" {
		return 1
	}
	var levels []float64
	for _, l := range seqDecode(z.attr("zoomLevels"), ',') {
		f, err := strconv.ParseFloat(l, 64)
		if err != nil {
			t.Fatalf("zoom level %q: %v", l, err)
		}
		levels = append(levels, f)
	}
	sort.Float64s(levels)
	start, err := strconv.Atoi(z.attr("zoomStart"))
	if err != nil {
		t.Fatalf("zoomStart %q: %v", z.attr("zoomStart"), err)
	}
	return levels[max(0, min(len(levels)-1, len(levels)-start))]
}

// TestCountersAtTwiceTheirScreenSize: VASSAL draws an image at its pixel
// size times the map's zoom (BasicPiece.draw), so counters drawn at 112
// pixels on a board drawn at 96-pixel hex radius, on maps that open at
// 50%, show 56 pixels on 96-pixel hexes and stay sharp up to 200%.
func TestCountersAtTwiceTheirScreenSize(t *testing.T) {
	s, charts := loadScenario(t, "talavera20-full")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	if m.Scale != 2 || m.Layout.View.Size != 2*HexRadius {
		t.Fatalf("scale %d, board hex radius %v; want 2 and %d", m.Scale, m.Layout.View.Size, 2*HexRadius)
	}
	decode := func(name string) image.Image {
		img, err := png.Decode(bytes.NewReader(m.Files["images/"+name]))
		if err != nil {
			t.Fatalf("%s: %v", name, err)
		}
		return img
	}
	st := render.StyleFor(s)
	for _, u := range s.Units {
		img := decode(imageName(u.ID))
		if img.Bounds().Dx() != 2*CounterPixels || img.Bounds().Dy() != 2*CounterPixels {
			t.Fatalf("%s: %v, want %d pixels square", u.ID, img.Bounds(), 2*CounterPixels)
		}
	}
	// Drawn at that size, not enlarged: the image is the counter drawn
	// at 112 pixels, pixel for pixel.
	u := &s.Units[0]
	want := st.CounterImage(render.UnitFront(u), 2*CounterPixels)
	got := decode(imageName(u.ID))
	for y := 0; y < want.Rect.Dy(); y++ {
		for x := 0; x < want.Rect.Dx(); x++ {
			r, g, b, _ := got.At(x, y).RGBA()
			w := want.RGBAAt(x, y)
			if uint8(r>>8) != w.R || uint8(g>>8) != w.G || uint8(b>>8) != w.B {
				t.Fatalf("%s (%d,%d): not the counter drawn at 112 pixels", u.ID, x, y)
			}
		}
	}

	var root node
	if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
		t.Fatal(err)
	}
	var maps int
	root.walk(func(n, _ *node) {
		switch n.XMLName.Local {
		case "VASSAL.build.module.Map":
			i := slices.IndexFunc(n.Children, func(c node) bool { return c.XMLName.Local == "VASSAL.build.module.map.Zoomer" })
			if i < 0 {
				t.Errorf("map %s has no Zoomer", n.attr("mapName"))
				return
			}
			z := openingZoom(t, &n.Children[i])
			want := 0.5
			if n.attr("mapName") == CardsBoard {
				want = 1 // the cards are drawn at their size
			}
			if z != want {
				t.Errorf("map %s opens at %v, want %v", n.attr("mapName"), z, want)
			}
			// Stack offsets are board pixels that VASSAL multiplies by the
			// zoom: at 50% they are twice as many.
			j := slices.IndexFunc(n.Children, func(c node) bool { return c.XMLName.Local == "VASSAL.build.module.map.StackMetrics" })
			if j < 0 {
				t.Errorf("map %s has no StackMetrics", n.attr("mapName"))
				return
			}
			if sep, _ := strconv.Atoi(n.Children[j].attr("exSepY")); float64(sep)*z != 18 {
				t.Errorf("map %s: expanded stacks step %d pixels at zoom %v, want 18 on screen", n.attr("mapName"), sep, z)
			}
			maps++
		case "VASSAL.build.module.PieceWindow":
			if n.attr("scale") != "0.5" {
				t.Errorf("counter tray scale %q, want 0.5", n.attr("scale"))
			}
		case "VASSAL.build.widget.PieceSlot":
			if n.attr("width") != "112" || n.attr("height") != "112" {
				t.Errorf("slot %s: %sx%s, want 112x112", n.attr("entryName"), n.attr("width"), n.attr("height"))
			}
		}
	})
	if maps < 5 {
		t.Errorf("%d maps", maps)
	}
}

// TestLargeMapFallsBackToScreenSize: a map whose board at twice the size
// would pass MaxBoardPixels is drawn at the size it shows, and says so.
func TestLargeMapFallsBackToScreenSize(t *testing.T) {
	s, _ := loadScenario(t, "talavera20-full")
	if BoardScale(s) != ImageScale {
		t.Fatalf("Talavera 20: scale %d", BoardScale(s))
	}
	s.Map.Columns, s.Map.Rows = 80, 70
	if k := BoardScale(s); k != 1 {
		t.Errorf("an 80x70 map: scale %d, want 1", k)
	}
	if err := checkSize(s); err != nil {
		t.Errorf("an 80x70 map is refused: %v", err)
	}
	if z := zoomer(1); len(z.attrs) != 0 {
		t.Errorf("a map at scale 1 sets its zoom: %v", z.attrs)
	}
}
