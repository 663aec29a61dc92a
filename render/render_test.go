package render

import (
	"bytes"
	"flag"
	"image"
	"image/color"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden images in testdata/")

func loadSample(t testing.TB) *scenario.Scenario {
	t.Helper()
	d, err := scenario.LoadFile(filepath.Join("testdata", "sample.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	return d.Scenario
}

func TestHexAtInvertsCenter(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	for _, v := range []View{{Size: 40}, {Size: 13.7, OffX: -55, OffY: 310}, {Size: 220, OffX: 1000, OffY: -800}} {
		for _, h := range g.Hexes() {
			c := v.Center(h)
			for _, d := range []Point{{0, 0}, {v.Size * 0.8, 0}, {0, v.Size * 0.8}, {-v.Size * 0.45, -v.Size * 0.7}} {
				if got := v.HexAt(c.X+d.X, c.Y+d.Y); got != h {
					t.Fatalf("view %+v: HexAt(centre of %s + %v) = %v, want %v", v, g.Code(h), d, got, h)
				}
			}
		}
	}
}

func TestSideAtFindsTheEdgeNearTheClick(t *testing.T) {
	v := View{Size: 50, OffX: 100, OffY: 100}
	h := hex.Hex{Q: 3, R: 2}
	for _, d := range hex.Dirs {
		a, b := v.SideCorners(h, d)
		// A click a little inside the hex, near the middle of the side.
		c := v.Center(h)
		mx, my := (a.X+b.X)/2, (a.Y+b.Y)/2
		x, y := mx+(c.X-mx)*0.1, my+(c.Y-my)*0.1
		side, dist := v.SideAt(x, y)
		if side != hex.SideOf(h, d) || dist > 0.2 {
			t.Errorf("click near the %v side: got %+v at %.2f", d, side, dist)
		}
	}
}

func TestFitShowsTheWholeMap(t *testing.T) {
	s := loadSample(t)
	v := Fit(s, 800, 600)
	for _, h := range s.Grid().Hexes() {
		for i := 0; i < 6; i++ {
			p := v.Corner(h, i)
			if p.X < 0 || p.Y < 0 || p.X > 800 || p.Y > 600 {
				t.Fatalf("corner %d of %v at %v is off screen", i, h, p)
			}
		}
	}
}

func TestZoomKeepsThePointUnderThePointer(t *testing.T) {
	v := View{Size: 40, OffX: 10, OffY: 20}
	z := v.ZoomAt(1.5, 300, 200)
	if h1, h2 := v.HexAt(300, 200), z.HexAt(300, 200); h1 != h2 {
		t.Errorf("hex under the pointer moved: %v -> %v", h1, h2)
	}
	if math.Abs(z.Size-60) > 1e-9 {
		t.Errorf("size %v", z.Size)
	}
	if v.ZoomAt(1e9, 0, 0).Size != 400 || v.ZoomAt(1e-9, 0, 0).Size != 4 {
		t.Error("zoom is not clamped")
	}
}

func at(img *image.RGBA, p Point) color.RGBA {
	return img.RGBAAt(int(p.X), int(p.Y))
}

// TestUntracedLooksUnlikeClear checks that a designer can tell the hexes
// still to trace from clear terrain: different base colours and a hatch.
func TestUntracedLooksUnlikeClear(t *testing.T) {
	s := loadSample(t)
	img := image.NewRGBA(image.Rect(0, 0, 800, 600))
	v := Fit(s, 800, 600)
	New(DefaultStyle()).Render(img, s, v, Overlay{HideNumbers: true, HideUnits: true})
	g := s.Grid()
	sample := func(code string) map[color.RGBA]int {
		h, _ := g.Parse(code)
		c := v.Center(h)
		seen := map[color.RGBA]int{}
		for dy := -8; dy <= 8; dy++ {
			for dx := -8; dx <= 8; dx++ {
				seen[img.RGBAAt(int(c.X)+dx, int(c.Y)+dy)]++
			}
		}
		return seen
	}
	clear, untraced := sample("0101"), sample("1008")
	for c := range clear {
		if untraced[c] > 0 {
			t.Errorf("clear and untraced hexes share colour %v", c)
		}
	}
	if len(untraced) < 2 {
		t.Errorf("untraced hex has no hatch: %v", untraced)
	}
}

func TestTraitColoursFollowRule16_7(t *testing.T) {
	cases := []struct {
		name   string
		traits []string
		str    color.RGBA
		strOK  bool
		mov    color.RGBA
		movOK  bool
	}{
		{"16.7.1 elite prints red strength", []string{scenario.TraitElite}, traitRed, true, color.RGBA{}, false},
		{"12.3 guard prints red movement", []string{scenario.TraitGuard}, color.RGBA{}, false, traitRed, true},
		{"16.7.2 light prints green movement", []string{scenario.TraitLight}, color.RGBA{}, false, traitGreen, true},
		{"16.7.3 cossack prints green movement", []string{scenario.TraitCossack}, color.RGBA{}, false, traitGreen, true},
		{"16.7.4 unreliable prints yellow strength", []string{scenario.TraitUnreliable}, traitYellow, true, color.RGBA{}, false},
		{"16.7.5 reluctant prints yellow movement", []string{scenario.TraitReluctant}, color.RGBA{}, false, traitYellow, true},
		{"16.7.6 road-bound prints white movement", []string{scenario.TraitRoadBound}, color.RGBA{}, false, traitWhite, true},
		{"16.7.7 irregular prints white strength", []string{scenario.TraitIrregular}, traitWhite, true, color.RGBA{}, false},
		{"16.7.8 special prints blue strength", []string{scenario.TraitSpecial}, traitBlue, true, color.RGBA{}, false},
		{"plain unit", nil, color.RGBA{}, false, color.RGBA{}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			c, ok := strengthColour(tc.traits)
			if ok != tc.strOK || c != tc.str {
				t.Errorf("strength colour %v %v", c, ok)
			}
			c, ok = movementColour(tc.traits)
			if ok != tc.movOK || c != tc.mov {
				t.Errorf("movement colour %v %v", c, ok)
			}
		})
	}
}

func TestSelectionAndUnitsAreDrawn(t *testing.T) {
	s := loadSample(t)
	v := Fit(s, 800, 600)
	g := s.Grid()
	h, _ := g.Parse("0707") // Craufurd's hex
	base := image.NewRGBA(image.Rect(0, 0, 800, 600))
	r := New(DefaultStyle())
	r.Render(base, s, v, Overlay{HideUnits: true})
	with := image.NewRGBA(base.Rect)
	r.Render(with, s, v, Overlay{Selected: []hex.Hex{h}})
	c := v.Center(h)
	if at(base, Point{c.X, c.Y + v.Size*0.1}) == at(with, Point{c.X, c.Y + v.Size*0.1}) {
		t.Error("no counter drawn in 0707")
	}
	corner := v.Corner(h, 0)
	p := Point{corner.X - 3, corner.Y}
	if c := at(with, p); c.R < 230 || c.G < 170 || c.G > 215 || c.B > 60 {
		t.Errorf("selection outline missing at %v: %v", p, at(with, p))
	}
}

// TestRenderGolden compares a rendering of every feature with
// testdata/sample.png (refresh with go test -update).
func TestRenderGolden(t *testing.T) {
	s := loadSample(t)
	img := image.NewRGBA(image.Rect(0, 0, 900, 640))
	r := New(StyleFor(s))
	r.Render(img, s, Fit(s, 900, 640), Overlay{})
	golden := filepath.Join("testdata", "sample.png")
	if *update {
		var buf bytes.Buffer
		png.Encode(&buf, img)
		if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	f, err := os.Open(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	defer f.Close()
	want, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	diff := 0
	for y := 0; y < 640; y++ {
		for x := 0; x < 900; x++ {
			r1, g1, b1, _ := want.At(x, y).RGBA()
			c := img.RGBAAt(x, y)
			if uint8(r1>>8) != c.R || uint8(g1>>8) != c.G || uint8(b1>>8) != c.B {
				diff++
			}
		}
	}
	if diff > 0 {
		t.Errorf("%d pixels differ from %s (look at it, then run go test -update)", diff, golden)
	}
}

func TestBackgroundIsCalibratedByTwoHexes(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	unit := View{Size: 1}
	h0, _ := g.Parse("0202")
	h1, _ := g.Parse("0808")
	// A scan at 30 px per hex radius, offset by (17, 9), with a red dot at
	// hex 0505's centre.
	scan := image.NewRGBA(image.Rect(0, 0, 600, 600))
	pos := func(h hex.Hex) Point { p := unit.Center(h); return Point{p.X*30 + 17, p.Y*30 + 9} }
	h5, _ := g.Parse("0505")
	p5 := pos(h5)
	for dy := -4; dy <= 4; dy++ {
		for dx := -4; dx <= 4; dx++ {
			scan.Set(int(p5.X)+dx, int(p5.Y)+dy, color.RGBA{255, 0, 0, 255})
		}
	}
	p0, p1 := pos(h0), pos(h1)
	s.Map.Background = &scenario.Background{Image: "scan.png", Opacity: 1, Calibration: []scenario.Calibration{
		{Hex: "0202", X: p0.X, Y: p0.Y}, {Hex: "0808", X: p1.X, Y: p1.Y},
	}}
	img := image.NewRGBA(image.Rect(0, 0, 800, 600))
	v := Fit(s, 800, 600)
	New(DefaultStyle()).Render(img, s, v, Overlay{Background: scan, HideUnits: true, HideNumbers: true})
	if c := at(img, v.Center(h5)); c.R < 200 || c.G > 60 {
		t.Errorf("the scan's dot is not at hex 0505's centre: %v", c)
	}
}

func benchRender(b *testing.B, s *scenario.Scenario, w, h int) {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	r := New(StyleFor(s))
	v := Fit(s, w, h)
	r.Render(img, s, v, Overlay{}) // warm the glyph and tile caches
	b.ResetTimer()
	c0 := cpuTime()
	for i := 0; i < b.N; i++ {
		r.Render(img, s, v, Overlay{})
	}
	// CPU time per frame: on a shared, loaded machine wall time also counts
	// the time other processes held the CPU.
	b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}

// cpuTime is the process's user and system CPU time so far.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

// BenchmarkRenderBussaco20 redraws the whole Bussaco 20 map with its units at
// 1920x1080; the budget is one frame (16 ms).
func BenchmarkRenderBussaco20(b *testing.B) {
	data, err := scenarios.Open(scenarios.Default)
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20.yaml")
	if err != nil {
		b.Fatal(err)
	}
	benchRender(b, s, 1920, 1080)
}

// BenchmarkRenderSample draws a fully traced map with every feature.
func BenchmarkRenderSample(b *testing.B) {
	benchRender(b, loadSample(b), 1920, 1080)
}

// TestNoGUIDependency keeps the renderer usable for printing without a GUI
// toolkit.
func TestNoGUIDependency(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "fyne.io/") {
			t.Errorf("render depends on %s", p)
		}
	}
}

// FuzzRender draws whatever a scenario file describes (bad hex numbers,
// unknown terrain and features, odd map sizes) without panicking.
func FuzzRender(f *testing.F) {
	data, err := os.ReadFile(filepath.Join("testdata", "sample.yaml"))
	if err != nil {
		f.Fatal(err)
	}
	f.Add(data, 40.0, 0.0, 0.0)
	if b, err := scenarios.Open(scenarios.Default); err == nil {
		f.Add(b, 12.0, -300.0, 50.0)
	}
	f.Fuzz(func(t *testing.T, data []byte, size, offX, offY float64) {
		s, err := scenario.Parse(data, "fuzz.yaml")
		if err != nil || s.Map.Columns*s.Map.Rows > 10000 {
			return
		}
		if math.IsNaN(size) || math.IsNaN(offX) || math.IsNaN(offY) || math.IsInf(size+offX+offY, 0) {
			return
		}
		size = math.Max(1, math.Min(500, math.Abs(size)))
		img := image.NewRGBA(image.Rect(0, 0, 160, 120))
		New(DefaultStyle().WithSides(s)).Render(img, s, View{Size: size, OffX: math.Mod(offX, 1e5), OffY: math.Mod(offY, 1e5)}, Overlay{})
	})
}

// BenchmarkRenderBussaco20Traced is the worst case of a finished map: every
// hex of Bussaco 20 painted (patterned terrains), a river or slope on every
// third hexside, and a road through every column.
func BenchmarkRenderBussaco20Traced(b *testing.B) {
	benchRender(b, tracedBussaco20(b), 1920, 1080)
}

// TestStaticLayerCacheMatchesAFullRedraw checks that frames reusing the
// cached static layers equal full redraws, and that a new version redraws.
func TestStaticLayerCacheMatchesAFullRedraw(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	v := Fit(s, 640, 480)
	h1, _ := g.Parse("0303")
	h2, _ := g.Parse("0707")
	cached, full := New(DefaultStyle()), New(DefaultStyle())
	a := image.NewRGBA(image.Rect(0, 0, 640, 480))
	b := image.NewRGBA(a.Rect)
	same := func(step string) {
		t.Helper()
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Errorf("%s: cached frame differs from a full redraw", step)
		}
	}
	cached.Render(a, s, v, Overlay{Version: 1, Hover: &h1})
	full.Render(b, s, v, Overlay{Hover: &h1})
	same("first frame")
	cached.Render(a, s, v, Overlay{Version: 1, Hover: &h2, Selected: []hex.Hex{h1}})
	full.Render(b, s, v, Overlay{Hover: &h2, Selected: []hex.Hex{h1}})
	same("hover moved")
	s.Map.Terrain.Set("0808", "forest")
	cached.Render(a, s, v, Overlay{Version: 2, Hover: &h2})
	full.Render(b, s, v, Overlay{Hover: &h2})
	same("document changed")
	cached.Render(a, s, v.Pan(7, 3), Overlay{Version: 2})
	full.Render(b, s, v.Pan(7, 3), Overlay{})
	same("view panned")
}

// BenchmarkRenderBussaco20Hover redraws Bussaco 20 as the pointer moves:
// only the overlay changes, so the static layers come from the cache.
func BenchmarkRenderBussaco20Hover(b *testing.B) {
	data, err := scenarios.Open(scenarios.Default)
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20.yaml")
	if err != nil {
		b.Fatal(err)
	}
	img := image.NewRGBA(image.Rect(0, 0, 1920, 1080))
	r := New(StyleFor(s))
	v := Fit(s, 1920, 1080)
	hexes := s.Grid().Hexes()
	r.Render(img, s, v, Overlay{Version: 1})
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		h := hexes[i%len(hexes)]
		r.Render(img, s, v, Overlay{Version: 1, Hover: &h})
	}
}

// tracedBussaco20 is Bussaco 20 as a finished map would be: every hex
// painted (patterned terrains), a river or slope on every third hexside and
// a road through every column.
func tracedBussaco20(t testing.TB) *scenario.Scenario {
	t.Helper()
	data, err := scenarios.Open(scenarios.Default)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	g := s.Grid()
	kinds := []string{"clear", "forest", "rough", "marsh", "town", "escarpment", "village"}
	feats := []string{scenario.FeatureMinorRiver, scenario.FeatureSlope, scenario.FeatureSteepSlope}
	s.Map.Terrain = &scenario.TerrainMap{}
	for i, h := range g.Hexes() {
		s.Map.Terrain.Set(g.Code(h), kinds[i%len(kinds)])
		for j, d := range []hex.Dir{hex.N, hex.NE, hex.SE} {
			n := h.Neighbour(d)
			if (i+j)%3 == 0 && g.Contains(n) {
				s.Map.Hexsides = append(s.Map.Hexsides, scenario.Hexside{Between: [2]string{g.Code(h), g.Code(n)},
					Features: []string{feats[(i+j)%len(feats)]}, Uphill: g.Code(h)})
			}
		}
	}
	for c := 0; c < g.Columns; c++ {
		var hexes []string
		for r := 0; r < g.Rows; r++ {
			hexes = append(hexes, g.Code(g.FromOffset(c, r)))
		}
		s.Map.Roads = append(s.Map.Roads, scenario.Road{Kind: scenario.RoadMain, Hexes: hexes})
	}
	return s
}

// TestBandsDrawTheSamePixels checks that drawing a frame band by band (for
// the CPU cache) gives exactly the picture drawn in one piece, for shapes
// cut by band edges at several zooms, with the overlay on top.
func TestBandsDrawTheSamePixels(t *testing.T) {
	defer func(n int) { bandRows = n }(bandRows)
	h := hex.Hex{Q: 3, R: 1}
	side := hex.SideOf(h, hex.N)
	o := Overlay{Hover: &h, Selected: []hex.Hex{h}, SelectedSide: &side, Preview: []hex.Hex{{Q: 2, R: 2}, {Q: 4, R: 0}}}
	for _, sc := range []struct {
		name string
		s    *scenario.Scenario
	}{{"sample", loadSample(t)}, {"traced Bussaco 20", tracedBussaco20(t)}} {
		for _, v := range []View{Fit(sc.s, 900, 640), {Size: 13.3, OffX: 5, OffY: -7}, {Size: 157, OffX: -340.3, OffY: -211.7}} {
			t.Run(sc.name, func(t *testing.T) {
				bandRows = 1 << 20
				one := image.NewRGBA(image.Rect(0, 0, 900, 640))
				New(StyleFor(sc.s)).Render(one, sc.s, v, o)
				for _, n := range []int{64, 7} {
					bandRows = n
					banded := image.NewRGBA(one.Rect)
					New(StyleFor(sc.s)).Render(banded, sc.s, v, o)
					if !bytes.Equal(one.Pix, banded.Pix) {
						diff := 0
						for i := range one.Pix {
							if one.Pix[i] != banded.Pix[i] {
								diff++
							}
						}
						t.Errorf("view %+v, bands of %d rows: %d bytes differ from the frame drawn in one piece", v, n, diff)
					}
				}
			})
		}
	}
}

// TestStrokeFramesMatchFullRedraws checks the static-layer cache through a
// brush stroke (a new version every frame) and the hover moves after it.
func TestStrokeFramesMatchFullRedraws(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	v := Fit(s, 640, 480)
	cached, full := New(DefaultStyle()), New(DefaultStyle())
	a := image.NewRGBA(image.Rect(0, 0, 640, 480))
	b := image.NewRGBA(a.Rect)
	ver := uint64(1)
	for i, code := range []string{"0303", "0304", "0404", "0405"} {
		h, _ := g.Parse(code)
		s.Map.Terrain.Set(code, "forest")
		ver++
		cached.Render(a, s, v, Overlay{Version: ver, Hover: &h})
		full.Render(b, s, v, Overlay{Hover: &h})
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Fatalf("stroke step %d: cached frame differs from a full redraw", i)
		}
	}
	for _, h := range g.Hexes()[:6] {
		cached.Render(a, s, v, Overlay{Version: ver, Hover: &h})
		full.Render(b, s, v, Overlay{Hover: &h})
		if !bytes.Equal(a.Pix, b.Pix) {
			t.Fatalf("hover on %v after the stroke: cached frame differs from a full redraw", h)
		}
	}
	if cached.base == nil || cached.baseKey.version != ver {
		t.Error("the static layers were not kept for the hover frames")
	}
}

func TestCounterNamesAreNotCut(t *testing.T) {
	fs := New(DefaultStyle()).fonts
	cases := []struct {
		name  string
		size  float64
		lines int
	}{
		{"Ney", 48, 1},
		{"Light Brigade", 40, 2},
		{"King's German Legion", 64, 2},
		{"Crauford", 37, 1},             // one word: a smaller type
		{"Supercalifragilistic", 30, 1}, // one word: cut, the only way
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := counterName(fs, tc.name, tc.size)
			if len(got.text) != tc.lines {
				t.Fatalf("%q on a %.0f px counter: %q, want %d line(s)", tc.name, tc.size, got.text, tc.lines)
			}
			joined := strings.Join(got.text, " ")
			if len(tc.name) < 12 && joined != tc.name {
				t.Errorf("%q printed as %q", tc.name, joined)
			}
			if tc.lines == 2 && joined != tc.name {
				t.Errorf("two lines %q lose letters of %q", got.text, tc.name)
			}
			for _, l := range got.text {
				if w := got.face.width(l); w > tc.size-4 {
					t.Errorf("line %q is %.1f px wide on a %.0f px counter", l, w, tc.size)
				}
			}
		})
	}
}

// TestHexNumbersAreLegibleOnEveryTerrain checks the contrast of the hex
// numbers against each standard terrain's colour (WCAG AA: 4.5).
func TestHexNumbersAreLegibleOnEveryTerrain(t *testing.T) {
	st := DefaultStyle()
	for id, c := range st.Terrain {
		t.Run(id, func(t *testing.T) {
			if got := Contrast(numberInk(c), c); got < 4.5 {
				t.Errorf("hex numbers on %s have contrast %.1f, want 4.5 or more", id, got)
			}
		})
	}
}

// TestBackgroundIsCalibratedByThreeHexes traces a rotated and skewed scan:
// three calibration points fix the affine transform.
func TestBackgroundIsCalibratedByThreeHexes(t *testing.T) {
	s := loadSample(t)
	g := s.Grid()
	unit := View{Size: 1}
	// The scan: rotated 12 degrees, stretched 1.3 across, skewed, offset.
	th := 12 * math.Pi / 180
	want := Affine{A: 30 * math.Cos(th) * 1.3, B: -30*math.Sin(th) + 4, C: 30 * math.Sin(th), D: 30 * math.Cos(th), TX: 150, TY: 40}
	pos := func(code string) Point { h, _ := g.Parse(code); return want.Apply(unit.Center(h)) }
	scan := image.NewRGBA(image.Rect(0, 0, 900, 900))
	for _, code := range []string{"0505", "0903", "0604"} {
		p := pos(code)
		for dy := -3; dy <= 3; dy++ {
			for dx := -3; dx <= 3; dx++ {
				scan.Set(int(p.X)+dx, int(p.Y)+dy, color.RGBA{255, 0, 0, 255})
			}
		}
	}
	cal := func(code string) scenario.Calibration {
		p := pos(code)
		return scenario.Calibration{Hex: code, X: p.X, Y: p.Y}
	}
	s.Map.Background = &scenario.Background{Image: "scan.png", Opacity: 1,
		Calibration: []scenario.Calibration{cal("0202"), cal("0808"), cal("0106")}}
	got := BackgroundTransform(g, s.Map.Background)
	for _, d := range []float64{got.A - want.A, got.B - want.B, got.C - want.C, got.D - want.D, got.TX - want.TX, got.TY - want.TY} {
		if math.Abs(d) > 1e-6 {
			t.Fatalf("transform %+v, want %+v", got, want)
		}
	}
	img := image.NewRGBA(image.Rect(0, 0, 800, 600))
	v := Fit(s, 800, 600)
	New(DefaultStyle()).Render(img, s, v, Overlay{Background: scan, HideUnits: true, HideNumbers: true})
	for _, code := range []string{"0505", "0903", "0604"} {
		h, _ := g.Parse(code)
		if c := at(img, v.Center(h)); c.R < 200 || c.G > 60 {
			t.Errorf("the scan's dot for %s is not at the hex's centre: %v", code, c)
		}
	}
	// Three points in a line cannot fix a transform: two of them are used.
	s.Map.Background.Calibration = []scenario.Calibration{cal("0202"), cal("0204"), cal("0206")}
	if tr := BackgroundTransform(g, s.Map.Background); tr.B != 0 || tr.C != 0 {
		t.Errorf("collinear points gave a rotation %+v", tr)
	}
}

func TestSwatchIsTheMapsTerrain(t *testing.T) {
	r := New(DefaultStyle())
	img := r.Swatch("forest", 40)
	c := img.RGBAAt(20, 20)
	if c.A == 0 {
		t.Fatal("the swatch's centre is transparent")
	}
	if img.RGBAAt(0, 0).A != 0 {
		t.Error("the swatch's corner is painted: want one hex on a transparent background")
	}
	clear := r.Swatch("clear", 40).RGBAAt(20, 20)
	if c == clear {
		t.Error("forest and clear swatches look the same")
	}
}
