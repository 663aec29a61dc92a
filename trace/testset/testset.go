// Package testset draws hex maps with the project's renderer in a printed
// style and degrades each picture as a scanner or a phone would: rotation
// up to 5 degrees, perspective skew, scale, blur, uneven lighting, paper
// texture, noise and JPEG at quality 60. Each picture comes with its
// truth: the scenario drawn and the transform from map units to the
// picture's pixels. The tracing tests and benchmarks measure package trace
// on these pictures; nothing is stored on disk.
//
// There are two sets. The tuning set draws the bundled scenarios' grids in
// the standard palette; the held-out set draws other maps in another
// palette (other terrain, river, road and grid colours), with hatching over
// woods and marshes and the hex numbers in another font, and is used only
// to report figures, never to tune.
package testset

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"math"
	"math/rand/v2"
	"slices"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
)

// DPI is the print resolution the pictures are drawn at before scaling,
// and PrintRadius the hex radius there: hexes 19 mm across flats (the
// print scale of adc render -o FILE.pdf) at 150 dots per inch.
const (
	DPI         = 150.0
	PrintRadius = 19.0 / 25.4 * DPI / 1.7320508075688772
)

// Terrains are the terrain ids the synthetic maps use: every terrain of
// the standard chart sets whose printed look differs from the others'
// (redoubt is drawn as fortified, islet almost as rough).
var Terrains = []string{"clear", "forest", "rough", "marsh", "swamp", "escarpment", "town", "village", "fortified", "citadel", "wide_major_river"}

// Picture is one degraded map picture and its truth.
type Picture struct {
	Name     string
	Image    image.Image        // decoded from the JPEG the degradation wrote
	JPEG     []byte             // the file a designer would have
	Scenario *scenario.Scenario // what was drawn
	ToImage  Transform          // map units (hex radius 1) -> picture pixels
	Scale    float64            // picture pixels per print pixel at 150 dpi
	Params   Degradation
}

// Degradation is what was done to a clean drawing.
type Degradation struct {
	RotateDeg   float64 // rotation, degrees
	Scale       float64 // resampling factor
	Shear       float64 // affine shear
	Perspective float64 // projective tilt, as the relative change of scale across the picture
	Blur        float64 // Gaussian sigma, pixels
	Light       float64 // amplitude of the uneven lighting (0.2: the far corner 20% darker)
	Paper       float64 // amplitude of the paper texture
	Noise       float64 // sigma of the sensor noise, 0-255
	Quality     int     // JPEG quality
}

// Set names one of the two sets.
type Set int

// The two sets.
const (
	Tuning Set = iota
	HeldOut
)

// Tuning set: the grids of the bundled scenarios (their numbering, their
// hexsides and roads), with synthetic terrain in their untraced hexes.
var tuningIDs = []string{"bussaco20", "arapiles20", "bailen20", "talavera20", "rousse20", "bussaco20-espana"}

// Generate draws the pictures of a set; n limits how many (0: all). The
// maps print no markings: the grid, terrain and hexside figures are
// measured on these.
func Generate(set Set, n int) ([]Picture, error) { return generate(set, n, false) }

// GenerateMarked draws the pictures of a set with the maps' markings
// printed: Objectives, LOCs, entry areas and place names (the bundled
// scenarios' own; a synthetic map gets two Objectives and a LOC for each
// side, an entry area for each and four place names). The held-out set
// prints them in another publisher's way (otherMarks).
func GenerateMarked(set Set, n int) ([]Picture, error) { return generate(set, n, true) }

func generate(set Set, n int, marked bool) ([]Picture, error) {
	var out []Picture
	switch set {
	case Tuning:
		for i, id := range tuningIDs {
			data, err := scenarios.Open(id)
			if err != nil {
				return nil, err
			}
			s, err := scenario.Parse(data, id+".yaml")
			if err != nil {
				return nil, err
			}
			rng := rand.New(rand.NewPCG(uint64(i)+1, 33))
			fill(s, rng, false, marked)
			p, err := Draw(id, s, DefaultStyle(), RandomDegradation(rng), rng)
			if err != nil {
				return nil, err
			}
			out = append(out, p)
			if n > 0 && len(out) >= n {
				return out, nil
			}
		}
		// A 20x17 map with every terrain.
		rng := rand.New(rand.NewPCG(100, 33))
		s := Synthetic("synthetic-20x17", 20, 17, hex.DefaultNumbering, rng)
		if marked {
			Mark(s, rand.New(rand.NewPCG(100, 34)))
		}
		p, err := Draw(s.ID, s, DefaultStyle(), RandomDegradation(rng), rng)
		if err != nil {
			return nil, err
		}
		out = append(out, p)
	case HeldOut:
		sizes := [][2]int{{20, 17}, {15, 11}, {24, 14}, {18, 13}, {12, 10}, {21, 16}}
		for i, sz := range sizes {
			rng := rand.New(rand.NewPCG(uint64(i)+500, 77))
			num := hex.DefaultNumbering
			if i%2 == 1 {
				num.Shifted = hex.Odd
			}
			s := Synthetic(fmt.Sprintf("heldout-%dx%d", sz[0], sz[1]), sz[0], sz[1], num, rng)
			if marked {
				Mark(s, rand.New(rand.NewPCG(uint64(i)+500, 78)))
			}
			p, err := DrawLook(s.ID, s, Look{Style: HeldOutStyle(), MonoNumbers: true, Hatch: true, OtherMarks: marked}, RandomDegradation(rng), rng)
			if err != nil {
				return nil, err
			}
			out = append(out, p)
			if n > 0 && len(out) >= n {
				return out, nil
			}
		}
	}
	return out, nil
}

// DefaultStyle is the renderer's standard palette with white paper
// around the map, as a printed map has.
func DefaultStyle() render.Style {
	st := render.DefaultStyle()
	st.OffMap = color.RGBA{0xF7, 0xF5, 0xEE, 0xFF}
	return st
}

// HeldOutStyle is another publisher's palette: greener clear terrain,
// darker woods, grey towns, bright rivers, black roads and grid.
func HeldOutStyle() render.Style {
	st := DefaultStyle()
	hx := func(s string) color.RGBA { c, _ := render.Hex(s); return c }
	st.OffMap = hx("#FBFAF4")
	st.Grid = color.RGBA{0x10, 0x10, 0x10, 140}
	st.Number = hx("#202020")
	st.Terrain = map[string]color.RGBA{
		"clear": hx("#E9EDCF"), "forest": hx("#3F7A3A"), "rough": hx("#C9B48C"), "marsh": hx("#B5D6C8"),
		"swamp": hx("#4F7F86"), "escarpment": hx("#A0704A"), "town": hx("#9A9A9A"), "village": hx("#D6C6A8"),
		"fortified": hx("#5E5A52"), "citadel": hx("#2F3550"), "wide_major_river": hx("#5DA4E8"),
	}
	st.Hexside = map[string]color.RGBA{
		"minor_river": hx("#1E7AE0"), "major_river": hx("#0F55B0"), "slope": hx("#7A4A20"), "steep_slope": hx("#4A2A10"),
	}
	st.Road = hx("#2A2A2A")
	st.Side = map[string]color.RGBA{scenario.French: hx("#2E5FB8"), scenario.AntiFrench: hx("#B3262E")}
	return st
}

// Synthetic returns a map of columns x rows hexes with blobs of every
// terrain, two rivers along hexsides, a hill ringed by slopes and two roads.
func Synthetic(id string, columns, rows int, num hex.Numbering, rng *rand.Rand) *scenario.Scenario {
	s := &scenario.Scenario{Format: "adc-scenario", Version: 1, ID: id, Title: id, Edition: "espana20"}
	s.Map.Columns, s.Map.Rows = columns, rows
	s.Map.Numbering = scenario.Numbering{FirstColumn: num.FirstColumn, FirstRow: num.FirstRow, Shifted: string(num.Shifted), Digits: num.Digits}
	fill(s, rng, true, false)
	return s
}

// fill gives every untraced hex a terrain (clear, with blobs of the other
// terrains), and adds rivers, slopes and roads; the units are removed (a
// printed map shows none of the set-up), and the markings unless marked.
func fill(s *scenario.Scenario, rng *rand.Rand, all, marked bool) {
	g := s.Grid()
	terr := map[string]string{}
	if s.Map.Terrain != nil {
		for k, v := range s.Map.Terrain.All() {
			if slices.Contains(Terrains, v) {
				terr[k] = v
			}
		}
	}
	hexes := g.Hexes()
	// Blobs: each terrain but clear at least once.
	kinds := Terrains[1:]
	nb := len(hexes) / 9
	for b := 0; b < nb; b++ {
		t := kinds[b%len(kinds)]
		c := hexes[rng.IntN(len(hexes))]
		rad := rng.IntN(2)
		for _, h := range c.Range(rad) {
			if g.Contains(h) && rng.Float64() < 0.8 {
				terr[g.Code(h)] = t
			}
		}
	}
	s.Map.DefaultTerrain = "clear"
	s.Map.Terrain = scenario.TerrainOf(terr)
	// Hexsides already there keep only rivers and slopes, with real hexes.
	var sides []scenario.Hexside
	seen := map[hex.Side]bool{}
	add := func(a, b hex.Hex, f, uphill string) {
		sd, ok := hex.Between(a, b)
		if !ok || !g.Contains(a) || !g.Contains(b) || seen[sd] {
			return
		}
		seen[sd] = true
		ca, cb := g.Code(a), g.Code(b)
		if cb < ca {
			ca, cb = cb, ca
		}
		sides = append(sides, scenario.Hexside{Between: [2]string{ca, cb}, Features: []string{f}, Uphill: uphill})
	}
	for _, x := range s.Map.Hexsides {
		a, err1 := g.Parse(x.Between[0])
		b, err2 := g.Parse(x.Between[1])
		if err1 != nil || err2 != nil || len(x.Features) != 1 {
			continue
		}
		switch f := x.Features[0]; f {
		case scenario.FeatureMinorRiver, scenario.FeatureMajorRiver, scenario.FeatureSlope:
			add(a, b, f, x.Uphill)
		}
	}
	// Two rivers: a walk of hexsides across the map.
	for k, f := range []string{scenario.FeatureMinorRiver, scenario.FeatureMajorRiver} {
		if !all && k == 1 {
			break
		}
		col := rng.IntN(g.Columns)
		h := g.FromOffset(col, 0)
		for step := 0; step < g.Rows*2 && g.Contains(h); step++ {
			d := []hex.Dir{hex.SE, hex.SW, hex.S}[rng.IntN(3)]
			n := h.Neighbour(d)
			// The river runs along the side between h's next neighbour
			// and h's neighbour d: walk along the sides of h.
			e := h.Neighbour((d + 1) % 6)
			add(n, e, f, "")
			h = n
		}
	}
	// A hill: the sides of a small blob, uphill inside.
	c := hexes[rng.IntN(len(hexes))]
	blob := c.Range(1)
	for _, a := range blob {
		for _, b := range a.Neighbours() {
			if !slices.Contains(blob, b) {
				add(a, b, scenario.FeatureSlope, g.Code(a))
			}
		}
	}
	s.Map.Hexsides = sides
	// Roads: two lines of hexes across the map.
	s.Map.Roads = nil
	for k := 0; k < 2; k++ {
		a := g.FromOffset(0, rng.IntN(g.Rows))
		b := g.FromOffset(g.Columns-1, rng.IntN(g.Rows))
		if k == 1 {
			a = g.FromOffset(rng.IntN(g.Columns), 0)
			b = g.FromOffset(rng.IntN(g.Columns), g.Rows-1)
		}
		var codes []string
		for _, h := range hex.Line(a, b) {
			if g.Contains(h) {
				codes = append(codes, g.Code(h))
			}
		}
		if len(codes) >= 2 {
			s.Map.Roads = append(s.Map.Roads, scenario.Road{Kind: scenario.RoadMain, Hexes: codes})
		}
	}
	// The set-up is not printed on a map; the markings are (Objectives,
	// LOCs, entry areas, place names): a bundled scenario keeps its own
	// when marked (GenerateMarked gives a synthetic map some).
	s.Units, s.Deployment, s.Map.Garrisons = nil, nil, nil
	s.Map.Background = nil
	keepMarkings(s, marked)
}

// keepMarkings removes the markings, or when marked only the entry areas
// without hexes (nothing of them is printed).
func keepMarkings(s *scenario.Scenario, marked bool) {
	if !marked {
		s.Map.Objectives, s.Map.LOCs, s.Map.EntryAreas, s.Map.Places = nil, nil, nil, nil
	}
	var areas []scenario.EntryArea
	for _, ea := range s.Map.EntryAreas {
		if len(ea.Hexes) > 0 {
			areas = append(areas, ea)
		}
	}
	s.Map.EntryAreas = areas
}

// Mark gives a synthetic map two Objectives and a LOC for each side, an
// entry area of three edge hexes for each (west and east edges), and four
// place names, each marking on a hex of its own (a place name may share
// an Objective's hex, as a town's name does on a printed map).
func Mark(s *scenario.Scenario, rng *rand.Rand) {
	g := s.Grid()
	used := map[string]bool{}
	// Entry areas: three hexes down the west (French) and east edges.
	for k, side := range []string{scenario.French, scenario.AntiFrench} {
		col := 0
		if k == 1 {
			col = g.Columns - 1
		}
		r0 := 1 + rng.IntN(max(1, g.Rows-4))
		ea := scenario.EntryArea{ID: string(rune('A' + k)), Side: side}
		for r := r0; r < r0+3 && r < g.Rows; r++ {
			code := g.Code(g.FromOffset(col, r))
			ea.Hexes = append(ea.Hexes, code)
			used[code] = true
		}
		s.Map.EntryAreas = append(s.Map.EntryAreas, ea)
	}
	free := func(edge bool) string {
		for {
			c, r := 1+rng.IntN(g.Columns-2), 1+rng.IntN(g.Rows-2)
			if edge {
				r = []int{0, g.Rows - 1}[rng.IntN(2)]
			}
			code := g.Code(g.FromOffset(c, r))
			if !used[code] {
				used[code] = true
				return code
			}
		}
	}
	for _, side := range []string{scenario.French, scenario.AntiFrench} {
		s.Map.LOCs = append(s.Map.LOCs, scenario.MarkedHex{Hex: free(true), Side: side})
		for range 2 {
			s.Map.Objectives = append(s.Map.Objectives, scenario.MarkedHex{Hex: free(false), Side: side})
		}
	}
	names := []string{"Arroyo", "Vila Nova", "Sierra", "Torre"}
	for i, n := range names {
		code := ""
		if i == 0 {
			code = s.Map.Objectives[0].Hex
		} else {
			code = free(false)
		}
		s.Map.Places = append(s.Map.Places, scenario.Place{Name: n, Hex: code})
	}
}

// RandomDegradation draws the degradation of one picture: rotation within
// 5 degrees, scale within 15%, shear and perspective within 2%, blur,
// uneven lighting, paper texture, noise and JPEG quality 60.
func RandomDegradation(rng *rand.Rand) Degradation {
	u := func(a, b float64) float64 { return a + (b-a)*rng.Float64() }
	return Degradation{
		RotateDeg:   u(-5, 5),
		Scale:       u(0.85, 1.15),
		Shear:       u(-0.02, 0.02),
		Perspective: u(-0.02, 0.02),
		Blur:        u(0.5, 1.2),
		Light:       u(0.1, 0.25),
		Paper:       u(0.02, 0.05),
		Noise:       u(3, 7),
		Quality:     60,
	}
}

// Look is how a map is printed: the renderer's style, and for the
// held-out set another publisher's habits.
type Look struct {
	Style render.Style
	// MonoNumbers prints the hex numbers in Go Mono, bold, instead of the
	// renderer's Go Regular.
	MonoNumbers bool
	// Hatch draws fine diagonal hatching over woods and marshes.
	Hatch bool
	// OtherMarks prints the markings in another publisher's way (see
	// otherMarks) instead of the renderer's.
	OtherMarks bool
}

// Draw renders s at 150 dpi in style st and degrades the picture by d.
func Draw(name string, s *scenario.Scenario, st render.Style, d Degradation, rng *rand.Rand) (Picture, error) {
	return DrawLook(name, s, Look{Style: st}, d, rng)
}

// DrawLook renders s at 150 dpi as look says and degrades the picture by d.
func DrawLook(name string, s *scenario.Scenario, look Look, d Degradation, rng *rand.Rand) (Picture, error) {
	st := look.Style
	g := s.Grid()
	minX, minY, maxX, maxY := render.Bounds(g)
	R := PrintRadius
	margin := 0.6 * R
	w := int(math.Ceil((maxX-minX)*R + 2*margin))
	h := int(math.Ceil((maxY-minY)*R + 2*margin))
	v := render.View{Size: R, OffX: margin - minX*R, OffY: margin - minY*R}
	clean := image.NewRGBA(image.Rect(0, 0, w, h))
	drawn := s
	if look.OtherMarks {
		c := *s
		c.Map.Places = nil
		drawn = &c
	}
	render.New(st).Render(clean, drawn, v, render.Overlay{HideUnits: true, HideNumbers: look.MonoNumbers, HideMarkings: look.OtherMarks})
	if look.Hatch {
		hatch(clean, s, v)
	}
	if look.MonoNumbers {
		if err := monoNumbers(clean, s, v); err != nil {
			return Picture{}, err
		}
	}
	if look.OtherMarks {
		if err := otherMarks(clean, s, v, st); err != nil {
			return Picture{}, err
		}
	}
	toClean := affine(R, 0, 0, R, v.OffX, v.OffY)

	// The picture: the clean drawing rotated, sheared, tilted and scaled
	// about its centre, in a frame large enough to hold it.
	th := d.RotateDeg * math.Pi / 180
	cx, cy := float64(w)/2, float64(h)/2
	k := d.Scale
	rot := affine(k*math.Cos(th), -k*math.Sin(th)+k*d.Shear, k*math.Sin(th), k*math.Cos(th), 0, 0)
	// Perspective: the scale changes by d.Perspective across the width.
	px := d.Perspective / float64(w)
	persp := Transform{1, 0, 0, 0, 1, 0, px, px * 0.5 * float64(w) / float64(h), 1}
	centre := affine(1, 0, 0, 1, -cx, -cy)
	m := persp.Mul(rot).Mul(centre)
	// Fit the frame.
	lo, hi := point{X: math.Inf(1), Y: math.Inf(1)}, point{X: math.Inf(-1), Y: math.Inf(-1)}
	for _, c := range []point{{X: 0, Y: 0}, {X: float64(w), Y: 0}, {X: 0, Y: float64(h)}, {X: float64(w), Y: float64(h)}} {
		p := m.apply(c)
		lo.X, lo.Y = math.Min(lo.X, p.X), math.Min(lo.Y, p.Y)
		hi.X, hi.Y = math.Max(hi.X, p.X), math.Max(hi.Y, p.Y)
	}
	pad := 0.3 * R * k
	m = affine(1, 0, 0, 1, pad-lo.X, pad-lo.Y).Mul(m)
	W, H := int(hi.X-lo.X+2*pad), int(hi.Y-lo.Y+2*pad)
	inv, ok := m.Inverse()
	if !ok {
		return Picture{}, fmt.Errorf("testset: %s: singular degradation", name)
	}
	pic := warp(clean, inv, W, H, color.RGBA{st.OffMap.R, st.OffMap.G, st.OffMap.B, 255})
	blur(pic, d.Blur)
	lightAndPaper(pic, d, rng)
	var buf bytes.Buffer
	if err := jpeg.Encode(&buf, pic, &jpeg.Options{Quality: d.Quality}); err != nil {
		return Picture{}, err
	}
	img, err := jpeg.Decode(bytes.NewReader(buf.Bytes()))
	if err != nil {
		return Picture{}, err
	}
	return Picture{Name: name, Image: img, JPEG: buf.Bytes(), Scenario: s, ToImage: m.Mul(toClean), Scale: k, Params: d}, nil
}

// hatch draws dark diagonal lines, 6 pixels apart, over the woods,
// marshes and swamps, inside each hex.
func hatch(img *image.RGBA, s *scenario.Scenario, v render.View) {
	g := s.Grid()
	for _, h := range g.Hexes() {
		t := s.Map.Terrain.At(g.Code(h))
		if t != "forest" && t != "marsh" && t != "swamp" {
			continue
		}
		c := v.Center(h)
		r := v.Size * 0.8
		for y := int(c.Y - r); y <= int(c.Y+r); y++ {
			for x := int(c.X - r); x <= int(c.X+r); x++ {
				dx, dy := float64(x)-c.X, float64(y)-c.Y
				if dx*dx+dy*dy > r*r || (x+y)%6 != 0 || !image.Pt(x, y).In(img.Rect) {
					continue
				}
				i := img.PixOffset(x, y)
				for k := 0; k < 3; k++ {
					img.Pix[i+k] = uint8(int(img.Pix[i+k]) * 3 / 5)
				}
			}
		}
	}
}

// monoNumbers prints each hex's number in Go Mono Bold where the renderer
// prints its own, 0.64 hex radii above the centre.
func monoNumbers(img *image.RGBA, s *scenario.Scenario, v render.View) error {
	ft, err := opentype.Parse(gomonobold.TTF)
	if err != nil {
		return err
	}
	face, err := opentype.NewFace(ft, &opentype.FaceOptions{Size: math.Round(v.Size * 0.26), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return err
	}
	defer face.Close()
	asc := float64(face.Metrics().Ascent) / 64
	g := s.Grid()
	for _, h := range g.Hexes() {
		code := g.Code(h)
		c := v.Center(h)
		w := float64(font.MeasureString(face, code)) / 64
		dr := font.Drawer{Dst: img, Src: image.NewUniform(color.RGBA{0x20, 0x20, 0x20, 0xFF}), Face: face,
			Dot: fixed.Point26_6{X: fixed.Int26_6((c.X - w/2) * 64), Y: fixed.Int26_6((c.Y - v.Size*0.64 + asc*0.36) * 64)}}
		dr.DrawString(code)
	}
	return nil
}

// warp resamples src through inv (picture pixel -> source pixel) with
// bilinear interpolation; outside src the paper colour shows.
func warp(src *image.RGBA, inv Transform, W, H int, paper color.RGBA) *image.RGBA {
	dst := image.NewRGBA(image.Rect(0, 0, W, H))
	sw, sh := src.Rect.Dx(), src.Rect.Dy()
	at := func(x, y int) (r, g, b float64) {
		if x < 0 || y < 0 || x >= sw || y >= sh {
			return float64(paper.R), float64(paper.G), float64(paper.B)
		}
		i := y*src.Stride + 4*x
		return float64(src.Pix[i]), float64(src.Pix[i+1]), float64(src.Pix[i+2])
	}
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			p := inv.apply(point{X: float64(x) + 0.5, Y: float64(y) + 0.5})
			fx, fy := p.X-0.5, p.Y-0.5
			x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
			ax, ay := fx-float64(x0), fy-float64(y0)
			r00, g00, b00 := at(x0, y0)
			r10, g10, b10 := at(x0+1, y0)
			r01, g01, b01 := at(x0, y0+1)
			r11, g11, b11 := at(x0+1, y0+1)
			l := func(a, b, c, d float64) uint8 {
				v := (a*(1-ax)+b*ax)*(1-ay) + (c*(1-ax)+d*ax)*ay
				return uint8(math.Max(0, math.Min(255, v+0.5)))
			}
			i := y*dst.Stride + 4*x
			dst.Pix[i], dst.Pix[i+1], dst.Pix[i+2], dst.Pix[i+3] = l(r00, r10, r01, r11), l(g00, g10, g01, g11), l(b00, b10, b01, b11), 255
		}
	}
	return dst
}

// blur applies a separable Gaussian of the given sigma.
func blur(img *image.RGBA, sigma float64) {
	if sigma <= 0 {
		return
	}
	r := int(math.Ceil(2.5 * sigma))
	k := make([]float64, 2*r+1)
	var sum float64
	for i := range k {
		x := float64(i - r)
		k[i] = math.Exp(-x * x / (2 * sigma * sigma))
		sum += k[i]
	}
	for i := range k {
		k[i] /= sum
	}
	W, H := img.Rect.Dx(), img.Rect.Dy()
	tmp := make([]float64, W*H*3)
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			var a [3]float64
			for j, kv := range k {
				xx := min(max(x+j-r, 0), W-1)
				i := y*img.Stride + 4*xx
				a[0] += kv * float64(img.Pix[i])
				a[1] += kv * float64(img.Pix[i+1])
				a[2] += kv * float64(img.Pix[i+2])
			}
			copy(tmp[(y*W+x)*3:], a[:])
		}
	}
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			var a [3]float64
			for j, kv := range k {
				yy := min(max(y+j-r, 0), H-1)
				t := tmp[(yy*W+x)*3:]
				a[0] += kv * t[0]
				a[1] += kv * t[1]
				a[2] += kv * t[2]
			}
			i := y*img.Stride + 4*x
			img.Pix[i], img.Pix[i+1], img.Pix[i+2] = uint8(a[0]+0.5), uint8(a[1]+0.5), uint8(a[2]+0.5)
		}
	}
}

// lightAndPaper darkens the picture towards one corner and its edges
// (uneven lighting), mottles it with a smooth texture (paper) and adds
// sensor noise.
func lightAndPaper(img *image.RGBA, d Degradation, rng *rand.Rand) {
	W, H := img.Rect.Dx(), img.Rect.Dy()
	ang := rng.Float64() * 2 * math.Pi
	dx, dy := math.Cos(ang), math.Sin(ang)
	// Paper: value noise on a coarse lattice, interpolated smoothly.
	const cell = 24
	gw, gh := W/cell+2, H/cell+2
	lat := make([]float64, gw*gh)
	for i := range lat {
		lat[i] = rng.Float64()*2 - 1
	}
	diag := math.Hypot(float64(W), float64(H))
	for y := 0; y < H; y++ {
		for x := 0; x < W; x++ {
			u := (float64(x)-float64(W)/2)*dx + (float64(y)-float64(H)/2)*dy
			light := 1 - d.Light*(0.5+u/diag)
			rx, ry := (float64(x)-float64(W)/2)/float64(W), (float64(y)-float64(H)/2)/float64(H)
			light *= 1 - 0.3*d.Light*(rx*rx+ry*ry)*4
			fx, fy := float64(x)/cell, float64(y)/cell
			ix, iy := int(fx), int(fy)
			ax, ay := fx-float64(ix), fy-float64(iy)
			ax, ay = ax*ax*(3-2*ax), ay*ay*(3-2*ay)
			p := (lat[iy*gw+ix]*(1-ax)+lat[iy*gw+ix+1]*ax)*(1-ay) + (lat[(iy+1)*gw+ix]*(1-ax)+lat[(iy+1)*gw+ix+1]*ax)*ay
			f := light * (1 + d.Paper*p)
			i := y*img.Stride + 4*x
			for c := 0; c < 3; c++ {
				v := float64(img.Pix[i+c])*f + rng.NormFloat64()*d.Noise
				img.Pix[i+c] = uint8(math.Max(0, math.Min(255, v+0.5)))
			}
		}
	}
}

// Transform is a projective transform, row-major 3x3, with the layout of
// trace.Homography (this package does not import trace, so that trace's
// own tests can use it).
type Transform [9]float64

type point struct{ X, Y float64 }

func affine(a, b, c, d, tx, ty float64) Transform { return Transform{a, b, tx, c, d, ty, 0, 0, 1} }

// Apply maps a point.
func (h Transform) Apply(x, y float64) (float64, float64) {
	w := h[6]*x + h[7]*y + h[8]
	return (h[0]*x + h[1]*y + h[2]) / w, (h[3]*x + h[4]*y + h[5]) / w
}

func (h Transform) apply(p point) point {
	x, y := h.Apply(p.X, p.Y)
	return point{x, y}
}

// Mul returns the transform applying o first, then h.
func (h Transform) Mul(o Transform) Transform {
	var r Transform
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			r[3*i+j] = h[3*i]*o[j] + h[3*i+1]*o[3+j] + h[3*i+2]*o[6+j]
		}
	}
	return r
}

// Inverse returns the transform undoing h; ok is false when h is singular.
func (h Transform) Inverse() (Transform, bool) {
	a, b, c, d, e, f, g, k, i := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
	A, B, C := e*i-f*k, -(d*i - f*g), d*k-e*g
	det := a*A + b*B + c*C
	if math.Abs(det) < 1e-15 {
		return Transform{}, false
	}
	r := Transform{A, -(b*i - c*k), b*f - c*e, B, a*i - c*g, -(a*f - c*d), C, -(a*k - b*g), a*e - b*d}
	for j := range r {
		r[j] /= det
	}
	return r, true
}
