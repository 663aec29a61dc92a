package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"sort"
	"strconv"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// MapLayout places a map on a Surface for print: Radius is the hex radius
// (centre to corner) in millimetres, and (X, Y) is where the map's
// top-left corner lands. A hex measures 2 Radius across its corners and
// sqrt(3) Radius across its flats.
type MapLayout struct {
	Radius float64
	X, Y   float64
	// Scan, when not nil, is drawn under the map at its calibration
	// (scenario.Background) with ScanOpacity.
	Scan        image.Image
	ScanOpacity float64
	// Units draws the units set up on the map (placement setup) on top.
	Units bool
	// Window, when its width is not 0, is the part of the page that will
	// show (x, y, width, height in mm, as a Surface clip): only what falls
	// in or near it is drawn, so that a map printed on many tiles costs
	// time in proportion to its area, not to its area times the tiles.
	Window [4]float64
}

// near reports whether a point lies in the window grown by m on every
// side (always, without a window).
func (l MapLayout) near(p Point, m float64) bool {
	w := l.Window
	if w[2] == 0 {
		return true
	}
	return p.X >= w[0]-m && p.X <= w[0]+w[2]+m && p.Y >= w[1]-m && p.Y <= w[1]+w[3]+m
}

// RadiusForFlats returns the hex radius of a hex measuring flats across.
func RadiusForFlats(flats float64) float64 { return flats / sqrt3 }

// MapSize returns the size of the whole map in millimetres at hex radius r.
func MapSize(s *scenario.Scenario, r float64) (w, h float64) {
	minX, minY, maxX, maxY := Bounds(s.Grid())
	return (maxX - minX) * r, (maxY - minY) * r
}

// view returns the View (in millimetres) of the layout.
func (l MapLayout) view(s *scenario.Scenario) View {
	minX, minY, _, _ := Bounds(s.Grid())
	return View{Size: l.Radius, OffX: l.X - minX*l.Radius, OffY: l.Y - minY*l.Radius}
}

// printTint is the terrain colour printed under the patterns: light enough
// that the black patterns and numbers carry the terrain in black and white.
func printTint(c color.RGBA) color.RGBA { return mix(c, color.RGBA{255, 255, 255, 255}, 0.45) }

var (
	patInk  = mustHex("#202020")
	waterBW = mustHex("#1F5FA8")
)

// DrawMap draws the map for print: terrain in light colours with black
// patterns that read in black and white, the hex grid, entry areas,
// roads, hexsides, LOC and Objective hexes, garrisons, XXYY hex numbers
// and place names; the traced scan under everything when the layout has
// one. It draws the whole map, or what lies at the layout's Window; a
// Surface clip shows part of it.
func (st Style) DrawMap(sf Surface, s *scenario.Scenario, l MapLayout) {
	g := s.Grid()
	v := l.view(s)
	R := l.Radius
	if l.Scan != nil {
		// Where the scan's pixels fall on the page, from the calibration
		// (ImagePoint maps a page point to a scan pixel; the page draws
		// the scan upright, without rotation).
		p0 := v.ImagePoint(g, s.Map.Background, 0, 0)
		p1 := v.ImagePoint(g, s.Map.Background, 1000, 1000)
		kx, ky := (p1.X-p0.X)/1000, (p1.Y-p0.Y)/1000 // scan pixels per mm
		if kx > 0 && ky > 0 {
			b := l.Scan.Bounds()
			op := l.ScanOpacity
			if op == 0 {
				op = 1
			}
			sf.Image(l.Scan, -p0.X/kx, -p0.Y/ky, float64(b.Dx())/kx, float64(b.Dy())/ky, op)
		}
	}
	hexes := g.Hexes()
	if l.Window[2] != 0 {
		// A hex touches the window only when its centre lies within a
		// radius of it.
		in := hexes[:0:0]
		for _, h := range hexes {
			if l.near(v.Center(h), R*1.01) {
				in = append(in, h)
			}
		}
		hexes = in
	}
	code := make(map[hex.Hex]string, len(hexes))
	for _, h := range hexes {
		code[h] = g.Code(h)
	}
	// 1. Terrain: one fill per terrain, then its pattern hex by hex.
	byTerrain := map[string][]hex.Hex{}
	for _, h := range hexes {
		t := s.Map.Terrain.At(code[h])
		if t == "" {
			t = s.Map.DefaultTerrain
		}
		if t != "" {
			byTerrain[t] = append(byTerrain[t], h)
		}
	}
	ids := make([]string, 0, len(byTerrain))
	for id := range byTerrain {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	for _, id := range ids {
		base, ok := st.Terrain[id]
		if !ok {
			base = mustHex("#CCCCCC")
		}
		tint := printTint(base)
		if l.Scan != nil {
			tint = alpha(tint, 150)
		}
		paths := make([][]Point, 0, len(byTerrain[id]))
		for _, h := range byTerrain[id] {
			paths = append(paths, hexPoints(v.Center(h), R))
		}
		sf.Fill(tint, paths...)
		for _, h := range byTerrain[id] {
			terrainPattern(sf, id, v.Center(h), R)
		}
	}
	// 2. The grid.
	grid := mustHex("#505050")
	gw := math.Max(0.12, R*0.012)
	for _, h := range hexes {
		sf.Stroke(hexPoints(v.Center(h), R), true, gw, grid)
	}
	// 3. Entry areas (11.2): a band in the side's colour and the area's id.
	for _, ea := range s.Map.EntryAreas {
		sc := st.sideColour(ea.Side)
		for _, c := range ea.Hexes {
			h, err := g.Parse(c)
			if err != nil || !g.Contains(h) {
				continue
			}
			ctr := v.Center(h)
			if !l.near(ctr, R*1.01) {
				continue
			}
			sf.Stroke(hexPoints(ctr, R*0.86), true, R*0.09, alpha(sc, 170))
			f := Font{Bold: true, Size: R * 0.9}
			TextAt(sf, ctr.X-R*0.5, ctr.Y, ea.ID, f, sc, Center)
		}
	}
	// 4. Roads and trails, centre to centre.
	for _, rd := range s.Map.Roads {
		var pts []Point
		for _, c := range rd.Hexes {
			if h, err := g.Parse(c); err == nil {
				pts = append(pts, v.Center(h))
			}
		}
		if len(pts) < 2 || !slices.ContainsFunc(pts, func(p Point) bool { return l.near(p, R*1.8) }) {
			continue
		}
		if rd.Kind == scenario.RoadTrail {
			sf.Stroke(pts, false, R*0.07, st.Trail, R*0.22, R*0.14)
		} else {
			sf.Stroke(pts, false, R*0.16, patInk)
			sf.Stroke(pts, false, R*0.09, st.Road)
		}
	}
	// 5. Hexsides.
	for _, hs := range s.Map.Hexsides {
		a, err1 := g.Parse(hs.Between[0])
		b, err2 := g.Parse(hs.Between[1])
		if err1 != nil || err2 != nil {
			continue
		}
		d, ok := a.DirTo(b)
		if !ok || !l.near(v.Center(a), R*2.1) {
			continue
		}
		p, q := v.SideCorners(a, d)
		uphill := hex.Hex{Q: math.MinInt32}
		if hs.Uphill != "" {
			if u, err := g.Parse(hs.Uphill); err == nil {
				uphill = u
			}
		}
		st.printHexside(sf, hs.Features, p, q, v.Center(a), v.Center(b), a, uphill, R)
	}
	// 6. The map edge.
	for _, h := range hexes {
		for _, d := range hex.Dirs {
			if !g.Contains(h.Neighbour(d)) {
				p, q := v.SideCorners(h, d)
				sf.Stroke([]Point{p, q}, false, R*0.05, patInk)
			}
		}
	}
	// 7. Objectives (14.0) and LOCs (6.12).
	for _, m := range s.Map.Objectives {
		if h, err := g.Parse(m.Hex); err == nil && l.near(v.Center(h), R*1.01) {
			c := v.Center(h)
			sc := st.sideColour(m.Side)
			sf.Stroke(Circle(c, R*0.74, 48), true, R*0.08, sc)
			star := starPoints(Point{c.X + R*0.52, c.Y - R*0.22}, R*0.22)
			sf.Fill(patInk, star)
			sf.Fill(mustHex("#F2C230"), starPoints(Point{c.X + R*0.52, c.Y - R*0.22}, R*0.15))
			if m.Morale > 0 {
				TextAt(sf, c.X+R*0.52, c.Y+R*0.18, strconv.Itoa(m.Morale), Font{Bold: true, Size: R * 0.75}, patInk, Center)
			}
		}
	}
	for _, m := range s.Map.LOCs {
		if h, err := g.Parse(m.Hex); err == nil && l.near(v.Center(h), R*1.01) {
			c := v.Center(h)
			f := Font{Bold: true, Size: R * 0.62}
			w := TextWidth("LOC", f) + R*0.12
			hh := R * 0.32
			x0 := c.X - R*0.78
			sf.Fill(patInk, Rect(x0-0.2, c.Y-hh/2-0.2, w+0.4, hh+0.4))
			sf.Fill(st.sideColour(m.Side), Rect(x0, c.Y-hh/2, w, hh))
			TextAt(sf, x0+w/2, c.Y, "LOC", f, inkWhite, Center)
		}
	}
	// 8. Garrisons (9.4.4).
	for _, gs := range s.Map.Garrisons {
		if h, err := g.Parse(gs.Hex); err == nil && l.near(v.Center(h), R*1.01) {
			c := v.Center(h)
			sz := R * 0.34
			x0, y0 := c.X+R*0.3, c.Y-sz/2
			sf.Fill(patInk, Rect(x0-0.2, y0-0.2, sz+0.4, sz+0.4))
			sf.Fill(st.sideColour(gs.Side), Rect(x0, y0, sz, sz))
			TextAt(sf, x0+sz/2, c.Y, strconv.Itoa(gs.Strength), Font{Bold: true, Size: sz * 2}, inkWhite, Center)
		}
	}
	// 9. Hex numbers at the top of each hex, on a white chip so that they
	// read on every pattern.
	nf := Font{Size: R * 0.58}
	for _, h := range hexes {
		c := v.Center(h)
		w := TextWidth(code[h], nf)
		ch := CapHeight(nf)
		y := c.Y - R*0.66
		sf.Fill(alpha(inkWhite, 200), Rect(c.X-w/2-0.3, y-ch/2-0.35, w+0.6, ch+0.7))
		TextAt(sf, c.X, y, code[h], nf, patInk, Center)
	}
	// 10. Units at their setup hexes; a second unit in a hex (a leader
	// stacked with a unit, 16.9) is offset down and right.
	if l.Units {
		side := R * 1.1
		stack := map[string]int{}
		for i := range s.Units {
			u := &s.Units[i]
			if u.Placement.Kind != scenario.PlaceSetup {
				continue
			}
			h, err := g.Parse(u.Placement.Hex)
			if err != nil || !g.Contains(h) || !l.near(v.Center(h), R*1.5) {
				continue
			}
			k := stack[u.Placement.Hex]
			stack[u.Placement.Hex]++
			c := v.Center(h)
			off := float64(k) * R * 0.18
			st.DrawCounter(sf, UnitFront(u), c.X-side/2+off, c.Y-side/2+off, side)
			sf.Stroke(Rect(c.X-side/2+off, c.Y-side/2+off, side, side), true, R*0.02, patInk)
		}
	}
	// 11. Place names last, on a white band.
	pf := Font{Bold: true, Size: R * 0.62}
	for _, p := range s.Map.Places {
		if h, err := g.Parse(p.Hex); err == nil && l.near(v.Center(h), R*1.6) {
			c := v.Center(h)
			f := FitFont(p.Name, pf, R*3, R*0.4)
			w := TextWidth(p.Name, f)
			ch := CapHeight(f)
			y := c.Y + R*0.6
			sf.Fill(alpha(inkWhite, 215), Rect(c.X-w/2-0.5, y-ch/2-0.5, w+1, ch+1))
			TextAt(sf, c.X, y, p.Name, f, patInk, Center)
		}
	}
}

func (st Style) sideColour(side string) color.RGBA {
	if c, ok := st.Side[side]; ok {
		return c
	}
	return mustHex("#777777")
}

func starPoints(c Point, r float64) []Point {
	pts := make([]Point, 10)
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr *= 0.45
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = Point{c.X + rr*math.Cos(a), c.Y + rr*math.Sin(a)}
	}
	return pts
}

// terrainPattern draws the black-and-white symbol of a terrain inside the
// hex at c (radius R), away from the hex number and the place name.
func terrainPattern(sf Surface, id string, c Point, R float64) {
	lw := math.Max(0.12, R*0.035)
	at := func(dx, dy float64) Point { return Point{c.X + dx*R, c.Y + dy*R} }
	switch id {
	case "forest":
		// Tree crowns on trunks.
		for _, d := range [][2]float64{{-0.42, -0.1}, {0, 0.05}, {0.42, -0.1}, {-0.22, 0.32}, {0.22, 0.32}} {
			p := at(d[0], d[1])
			sf.Stroke([]Point{{p.X, p.Y}, {p.X, p.Y + R*0.16}}, false, lw, patInk)
			sf.Fill(patInk, Circle(Point{p.X, p.Y - R*0.04}, R*0.12, 16))
		}
	case "rough", "islet":
		for _, d := range [][2]float64{{-0.45, -0.15}, {-0.1, 0.0}, {0.3, -0.2}, {0.5, 0.15}, {-0.35, 0.3}, {0.1, 0.35}, {-0.6, 0.1}} {
			sf.Fill(patInk, Circle(at(d[0], d[1]), R*0.045, 8))
		}
	case "marsh", "swamp":
		for _, d := range [][2]float64{{-0.4, -0.12}, {0.2, -0.12}, {-0.15, 0.18}, {0.42, 0.18}, {-0.5, 0.4}, {0.1, 0.42}} {
			p := at(d[0], d[1])
			sf.Stroke([]Point{{p.X - R*0.14, p.Y}, {p.X + R*0.14, p.Y}}, false, lw, waterBW)
			for _, k := range []float64{-0.07, 0, 0.07} {
				sf.Stroke([]Point{{p.X + k*R, p.Y}, {p.X + k*R*1.6, p.Y - R*0.1}}, false, lw*0.8, patInk)
			}
		}
	case "town", "village", "citadel":
		blocks := [][2]float64{{-0.3, -0.12}, {0.05, -0.15}, {-0.12, 0.16}, {0.24, 0.12}}
		if id == "village" {
			blocks = blocks[:2]
		}
		for _, d := range blocks {
			p := at(d[0], d[1])
			sf.Fill(patInk, Rect(p.X, p.Y, R*0.2, R*0.16))
		}
	case "escarpment":
		for i := 0; i < 6; i++ {
			x := -0.5 + float64(i)*0.2
			p := at(x, -0.05)
			sf.Stroke([]Point{p, {p.X + R*0.12, p.Y + R*0.3}}, false, lw, patInk)
		}
		sf.Stroke([]Point{at(-0.55, -0.05), at(0.55, -0.05)}, false, lw*1.4, patInk)
	case "fortified", "redoubt":
		// A star fort outline.
		pts := make([]Point, 10)
		for i := range pts {
			r := 0.38
			if i%2 == 1 {
				r = 0.24
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts[i] = at(r*math.Cos(a), 0.05+r*math.Sin(a))
		}
		sf.Stroke(pts, true, lw*1.3, patInk)
	case "wide_major_river":
		for _, y := range []float64{-0.15, 0.12, 0.38} {
			var pts []Point
			for i := 0; i <= 12; i++ {
				x := -0.6 + float64(i)*0.1
				pts = append(pts, at(x, y+0.04*math.Sin(float64(i)*math.Pi/2)))
			}
			sf.Stroke(pts, false, lw, waterBW)
		}
	}
}

// printHexside draws one hexside's features for print, from corner p to
// corner q; ca and cb are the centres of its two hexes, owner the hex of
// ca and uphill the high hex of a slope.
func (st Style) printHexside(sf Surface, features []string, p, q, ca, cb Point, owner, uphill hex.Hex, R float64) {
	col := func(f string) color.RGBA {
		if c, ok := st.Hexside[f]; ok {
			return c
		}
		return mustHex("#444444")
	}
	mid := Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2}
	ax, ay := cb.X-ca.X, cb.Y-ca.Y
	al := math.Hypot(ax, ay)
	ax, ay = ax/al, ay/al
	ordered := slices.Clone(features)
	rank := func(f string) int {
		switch f {
		case scenario.FeatureMajorRiver, scenario.FeatureMinorRiver, scenario.FeatureStreambed:
			return 0
		case scenario.FeatureBridge, scenario.FeatureFord:
			return 2
		}
		return 1
	}
	slices.SortStableFunc(ordered, func(a, b string) int { return rank(a) - rank(b) })
	lerp := func(t float64) Point { return Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t} }
	for _, f := range ordered {
		c := col(f)
		switch f {
		case scenario.FeatureMajorRiver:
			sf.Stroke([]Point{p, q}, false, R*0.2, c)
		case scenario.FeatureMinorRiver:
			sf.Stroke([]Point{p, q}, false, R*0.11, c)
		case scenario.FeatureStreambed:
			sf.Stroke([]Point{p, q}, false, R*0.07, c, R*0.16, R*0.1)
		case scenario.FeatureBridge:
			l := R * 0.32
			a, b := Point{mid.X - ax*l, mid.Y - ay*l}, Point{mid.X + ax*l, mid.Y + ay*l}
			sf.Stroke([]Point{a, b}, false, R*0.2, patInk)
			sf.Stroke([]Point{a, b}, false, R*0.12, mustHex("#E8DDC0"))
		case scenario.FeatureFord:
			l := R * 0.22
			for _, t := range []float64{0.32, 0.5, 0.68} {
				m := lerp(t)
				sf.Stroke([]Point{{m.X - ax*l, m.Y - ay*l}, {m.X + ax*l, m.Y + ay*l}}, false, R*0.05, patInk)
			}
		case scenario.FeatureSlope, scenario.FeatureSteepSlope:
			steep := f == scenario.FeatureSteepSlope
			dx, dy := ax, ay
			if uphill != owner {
				dx, dy = -ax, -ay
			}
			n, l := 4, R*0.16
			if steep {
				n, l = 6, R*0.24
			}
			sf.Stroke([]Point{p, q}, false, R*0.05, c)
			for i := 0; i < n; i++ {
				m := lerp((float64(i) + 0.5) / float64(n))
				sf.Stroke([]Point{m, {m.X + dx*l, m.Y + dy*l}}, false, R*0.035, c)
			}
		case scenario.FeatureRedoubt, scenario.FeaturePerimeter:
			sf.Stroke([]Point{p, q}, false, R*0.1, c)
			n := 3
			for i := 0; i < n; i++ {
				m := lerp((float64(i) + 0.5) / float64(n))
				ex, ey := (q.X-p.X)/float64(n)*0.25, (q.Y-p.Y)/float64(n)*0.25
				tip := Point{m.X + ax*R*0.14, m.Y + ay*R*0.14}
				sf.Fill(c, []Point{{m.X - ex, m.Y - ey}, tip, {m.X + ex, m.Y + ey}})
			}
		case scenario.FeatureImpassable:
			sf.Stroke([]Point{p, q}, false, R*0.17, c)
		case scenario.FeatureTrail:
			sf.Stroke([]Point{p, q}, false, R*0.07, c, R*0.12, R*0.1)
		default:
			sf.Stroke([]Point{p, q}, false, R*0.1, c, R*0.16, R*0.08)
		}
	}
}
