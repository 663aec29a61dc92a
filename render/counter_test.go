package render

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

func bundled(t testing.TB, id string) *scenario.Scenario {
	t.Helper()
	b, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Load(bytes.NewReader(b), id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

func unitByID(t testing.TB, s *scenario.Scenario, id string) *scenario.Unit {
	t.Helper()
	for i := range s.Units {
		if s.Units[i].ID == id {
			return &s.Units[i]
		}
	}
	t.Fatalf("no unit %q in %s", id, s.ID)
	return nil
}

func ip(n int) *int { return &n }

// svgText draws c on an SVG surface and returns the document's text runs.
func svgText(st Style, c Counter) []string {
	sv := NewSVG(20, 20)
	st.DrawCounter(sv, c, 0, 0, 16)
	var out []string
	for _, part := range strings.Split(sv.body.String(), "xml:space=\"preserve\">")[1:] {
		out = append(out, part[:strings.Index(part, "</text>")])
	}
	return out
}

func TestCounterFaces(t *testing.T) {
	st := DefaultStyle()
	cases := []struct {
		name string
		c    Counter
		want []string
	}{
		{"infantry prints strength-movement", Counter{Name: "1st Div", Side: scenario.French, Type: scenario.TypeInfantry, Strength: ip(6), Movement: ip(4)}, []string{"1st Div", "6", "-", "4"}},
		{"unknown values print ? never 0", Counter{Name: "Leval", Side: scenario.French, Type: scenario.TypeInfantry}, []string{"Leval", "?", "-", "?"}},
		{"leader prints its command span (16.9.1)", Counter{Name: "Victor", Side: scenario.French, Type: scenario.TypeLeader, Span: ip(3), Movement: ip(6)}, []string{"Victor", "3", "-", "6"}},
		{"uniform back shows the side only (16.1)", Counter{Side: scenario.AntiFrench, SideName: "Allied", Hidden: true, Name: "secret"}, []string{"ALLIED"}},
		{"morale marker", NewMarker(MarkerMorale, scenario.French, "Morale", "7"), []string{"Morale", "7"}},
		{"garrison marker", NewMarker(MarkerGarrison, scenario.AntiFrench, "Garrison", "2"), []string{"Garrison", "2"}},
		{"dummy front", Counter{Name: "Dummy", Side: scenario.French, Type: scenario.TypeDummy, Marker: MarkerDummy}, []string{"Dummy", "?", "?", "-", "?"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := svgText(st, tc.c)
			if strings.Join(got, "|") != strings.Join(tc.want, "|") {
				t.Errorf("text runs %q, want %q", got, tc.want)
			}
		})
	}
}

func TestUnitBack(t *testing.T) {
	tal := bundled(t, "talavera20-full")
	t.Run("a reduced twin is not on the back", func(t *testing.T) {
		sl := bundled(t, "slobozia20")
		for _, id := range []string{"ru-ix", "ot-boluk"} {
			u := unitByID(t, sl, id)
			if u.Reduced == "" {
				t.Fatalf("%s has no reduced twin", id)
			}
			b := UnitBack(sl, u)
			if b.Reduced || !b.Hidden || b.Name != "" || b.Strength != nil || b.Side != u.Side {
				t.Errorf("back of %s = %+v, want the side's Hidden Unit", id, b)
			}
		}
	})
	t.Run("fog of war gives a uniform back", func(t *testing.T) {
		if !FogOfWar(tal) {
			t.Fatal("talavera20-full uses 16.1")
		}
		for i := range tal.Units {
			b := UnitBack(tal, &tal.Units[i])
			if !b.Hidden || b.Name != "" || b.Strength != nil {
				t.Fatalf("back of %s reveals the unit: %+v", tal.Units[i].ID, b)
			}
		}
	})
}

func TestCounterImageTraitColours(t *testing.T) {
	st := DefaultStyle()
	has := func(img interface{ At(x, y int) color.Color }, w int, want color.RGBA) bool {
		for y := 0; y < w; y++ {
			for x := 0; x < w; x++ {
				if c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA); c == want {
					return true
				}
			}
		}
		return false
	}
	cases := []struct {
		name   string
		traits []string
		want   color.RGBA
	}{
		{"elite red strength (16.7.1)", []string{scenario.TraitElite}, traitRed},
		{"light green movement (16.7.2)", []string{scenario.TraitLight}, traitGreen},
		{"unreliable yellow strength (16.7.4)", []string{scenario.TraitUnreliable}, traitYellow},
		{"special blue strength (16.7.8)", []string{scenario.TraitSpecial}, traitBlue},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c := Counter{Name: "X", Side: scenario.French, Nationality: "russian", Type: scenario.TypeInfantry, Strength: ip(5), Movement: ip(4), Traits: tc.traits}
			img := st.CounterImage(c, 80)
			if img.Bounds().Dx() != 80 || img.Bounds().Dy() != 80 {
				t.Fatalf("image %v, want 80x80", img.Bounds())
			}
			if !has(img, 80, tc.want) {
				t.Errorf("no pixel of the trait colour %v", tc.want)
			}
			plain := st.CounterImage(Counter{Name: "X", Side: scenario.French, Nationality: "russian", Type: scenario.TypeInfantry, Strength: ip(5), Movement: ip(4)}, 80)
			if has(plain, 80, tc.want) {
				t.Errorf("a plain counter has the trait colour %v too", tc.want)
			}
		})
	}
}

// TestCounterSheetPreview writes a sheet of every counter face of two
// scenarios to ADC_RENDER_DIR for review.
func TestCounterSheetPreview(t *testing.T) {
	dir := os.Getenv("ADC_RENDER_DIR")
	if dir == "" {
		t.Skip("set ADC_RENDER_DIR to write the preview")
	}
	for _, id := range []string{"rousse20", "talavera20-full"} {
		s := bundled(t, id)
		st := StyleFor(s)
		r := NewRaster(200, 200, 150)
		for i := range s.Units {
			x, y := float64(i%10)*19+2, float64(i/10)*19*2+2
			st.DrawCounter(r, UnitFront(&s.Units[i]), x, y, 16)
			st.DrawCounter(r, UnitBack(s, &s.Units[i]), x, y+19, 16)
		}
		var b bytes.Buffer
		png.Encode(&b, r.Img)
		os.WriteFile(filepath.Join(dir, id+"-counters.png"), b.Bytes(), 0o644)
	}
}

// BenchmarkSurfaceMap1080p draws a full-screen map through the print
// drawing (DrawMap on a Raster surface), to compare with the editor's
// renderer (BenchmarkRender*): the editor's frame budget is 16 ms.
func BenchmarkSurfaceMap1080p(b *testing.B) {
	for _, id := range []string{"bussaco20-espana", "talavera20-full"} {
		b.Run(id, func(b *testing.B) {
			s := bundled(b, id)
			st := StyleFor(s)
			w1, h1 := MapSize(s, 1)
			// The hex radius in pixels that fits 1920 x 1080, as Fit does.
			R := min(1896/w1, 1056/h1)
			r := &Raster{Img: image.NewRGBA(image.Rect(0, 0, 1920, 1080)), Scale: 1}
			white := make([]uint8, len(r.Img.Pix))
			for i := range white {
				white[i] = 255
			}
			b.ResetTimer()
			c0 := cpuTime()
			for b.Loop() {
				copy(r.Img.Pix, white)
				st.DrawMap(r, s, MapLayout{Radius: R, X: 12, Y: 12, Units: true})
			}
			b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// BenchmarkEditorRenderer1080p is the editor's own renderer on the same
// maps and frame, every layer redrawn (no cached static layers).
func BenchmarkEditorRenderer1080p(b *testing.B) {
	for _, id := range []string{"bussaco20-espana", "talavera20-full"} {
		b.Run(id, func(b *testing.B) {
			s := bundled(b, id)
			rr := New(StyleFor(s))
			img := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
			v := Fit(s, 1920, 1080)
			b.ResetTimer()
			c0 := cpuTime()
			for b.Loop() {
				rr.Render(img, s, v, Overlay{})
			}
			b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
		})
	}
}

// TestPrintedMapPutsTheScanUnderItsHexes: DrawMap places the scan by its
// calibration, so a dot the scan shows at hex 0505's centre prints there.
func TestPrintedMapPutsTheScanUnderItsHexes(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	unit := View{Size: 1}
	scan := image.NewRGBA(image.Rect(0, 0, 600, 600))
	pos := func(code string) Point {
		h, _ := g.Parse(code)
		p := unit.Center(h)
		return Point{p.X*30 + 17, p.Y*30 + 9}
	}
	p5 := pos("0505")
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			scan.Set(int(p5.X)+dx, int(p5.Y)+dy, color.RGBA{255, 0, 0, 255})
		}
	}
	p0, p1 := pos("0202"), pos("0808")
	s.Map.Background = &scenario.Background{Image: "scan.png", Opacity: 1, Calibration: []scenario.Calibration{
		{Hex: "0202", X: p0.X, Y: p0.Y}, {Hex: "0808", X: p1.X, Y: p1.Y},
	}}
	const dpi = 100
	l := MapLayout{Radius: RadiusForFlats(19), X: 10, Y: 10, Scan: scan, ScanOpacity: 1}
	w, h := MapSize(s, l.Radius)
	r := NewRaster(w+20, h+20, dpi)
	DefaultStyle().DrawMap(r, s, l)
	h5, _ := g.Parse("0505")
	c := l.view(s).Center(h5)
	px := r.Img.RGBAAt(int(c.X*r.Scale), int(c.Y*r.Scale))
	if px.R < 200 || px.G > 80 {
		t.Errorf("the scan's dot is not under hex 0505's centre: %v", px)
	}
	// And nowhere near another hex's centre.
	h6, _ := g.Parse("0606")
	c6 := l.view(s).Center(h6)
	if q := r.Img.RGBAAt(int(c6.X*r.Scale), int(c6.Y*r.Scale)); q.R > 200 && q.G < 80 {
		t.Errorf("hex 0606's centre shows the dot too")
	}
}
