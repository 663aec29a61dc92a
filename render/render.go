package render

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"slices"
	"strconv"
	"strings"
	"sync"
	"unicode/utf8"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Overlay is the editor state drawn on top of the map.
type Overlay struct {
	Hover        *hex.Hex  // the hex under the pointer
	Selected     []hex.Hex // selected hexes (outlined)
	SelectedSide *hex.Side // selected hexside
	SelectedUnit string    // id of the selected unit
	Preview      []hex.Hex // hexes a tool would change (brush preview)
	// PreviewTerrain, when set, fills the Preview hexes with that terrain
	// as the map draws it: the terrain a paint tool holds, at the cursor.
	PreviewTerrain string
	// Zones are drawn translucent over the map (deployment zones). They
	// belong to the static layers: callers change Version when they change.
	Zones []ZoneMark
	// HideMarkings leaves out entry areas, LOCs and Objectives.
	HideMarkings bool
	Reach        []ReachMark // a unit's movement range (rules engine preview)
	Background   image.Image // the decoded background scan, if any
	HideUnits    bool
	HideNumbers  bool
	// Version, when not 0, numbers the state of the document: frames with
	// the same version, view and options reuse the static layers of the
	// previous frame. Callers bump it on every change.
	Version uint64
	// Drag shows a unit being dragged: drawn at DragAt, not in its hex.
	DragUnit string
	DragAt   Point
}

// ZoneMark is an area drawn translucent in a colour: a deployment zone.
type ZoneMark struct {
	Hexes  []hex.Hex
	Colour color.RGBA
}

// ReachMark is one hex of a movement range preview: the hex and the
// Movement Points a unit spends to end its move there.
type ReachMark struct {
	Hex  hex.Hex
	Cost int
}

// Renderer draws maps. It caches terrain tiles and glyphs; it is safe for
// use by one goroutine at a time.
type Renderer struct {
	mu    sync.Mutex
	style Style
	tiles map[string]*tile
	fonts *fonts
	cv    canvas

	// helpers draw some of the bands of a frame in parallel; they share
	// the style, tiles, glyphs and the frame's geometry with r, each with
	// its own canvas.
	helpers []*Renderer

	base    *image.RGBA // cached static layers (see Overlay.Version)
	baseKey baseKey
	prevKey baseKey        // the static layers of the previous frame
	hexes   []visHex       // the hexes on screen (drawBase)
	roads   [][]Point      // each road's points on screen
	sides   []sideOnScreen // the hexsides on screen with features
	// counters to draw this frame; they point into the scenario, so they
	// are cleared at the end of a frame.
	counters []counterAt
}

// sideOnScreen is a hexside to draw (see Renderer.hexside).
type sideOnScreen struct {
	features      []string
	p, q, ca, cb  Point
	owner, uphill hex.Hex
}

// bandNear returns a test of whether a shape centred at height y that
// reaches reach pixels up and down can touch the band.
func bandNear(band image.Rectangle) func(y, reach float64) bool {
	y0, y1 := float64(band.Min.Y), float64(band.Max.Y)
	return func(y, reach float64) bool { return y+reach >= y0 && y-reach <= y1 }
}

// prepare works out, once a frame, the screen geometry of the roads and
// hexsides that every band draws.
func (r *Renderer) prepare(s *scenario.Scenario, v View, g hex.Grid, visible func(Point) bool) {
	for len(r.roads) < len(s.Map.Roads) {
		r.roads = append(r.roads, nil)
	}
	for i, rd := range s.Map.Roads {
		pts := r.roads[i][:0]
		for _, code := range rd.Hexes {
			if h, err := g.Parse(code); err == nil {
				pts = append(pts, v.Center(h))
			}
		}
		r.roads[i] = pts
	}
	r.sides = r.sides[:0]
	for _, hs := range s.Map.Hexsides {
		a, err1 := g.Parse(hs.Between[0])
		bh, err2 := g.Parse(hs.Between[1])
		if err1 != nil || err2 != nil {
			continue
		}
		d, ok := a.DirTo(bh)
		if !ok || !visible(v.Center(a)) {
			continue
		}
		p, q := v.SideCorners(a, d)
		uphill := hex.Hex{Q: math.MinInt32}
		if hs.Uphill != "" {
			if u, err := g.Parse(hs.Uphill); err == nil {
				uphill = u
			}
		}
		r.sides = append(r.sides, sideOnScreen{hs.Features, p, q, v.Center(a), v.Center(bh), a, uphill})
	}
}

// New returns a renderer with the given style.
func New(st Style) *Renderer {
	return &Renderer{style: st, tiles: map[string]*tile{}, fonts: &fonts{}}
}

// SetStyle replaces the style (after the chart set or side colours change).
func (r *Renderer) SetStyle(st Style) {
	r.mu.Lock()
	r.style, r.tiles, r.base = st, map[string]*tile{}, nil
	r.mu.Unlock()
}

// Style returns the current style.
func (r *Renderer) Style() Style {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.style
}

func (r *Renderer) tile(id string) *tile {
	if t, ok := r.tiles[id]; ok {
		return t
	}
	var base color.RGBA
	if id == untracedID {
		base = r.style.Untraced
	} else if c, ok := r.style.Terrain[id]; ok {
		base = c
	} else {
		// A terrain the style does not know: a stable colour from its name.
		h := uint32(2166136261)
		for i := 0; i < len(id); i++ {
			h = (h ^ uint32(id[i])) * 16777619
		}
		base = color.RGBA{uint8(140 + h%80), uint8(140 + (h>>8)%80), uint8(140 + (h>>16)%80), 255}
	}
	t := terrainTile(id, base)
	t.buildRows()
	r.tiles[id] = t
	return t
}

// bandRows is the height of the horizontal bands a frame is drawn in, one
// after another: every layer is drawn into a band before the next band, so
// the band's pixels stay in the CPU cache instead of being fetched from
// memory once per layer (a 1920x1080 frame is 8 MB, a band of it 1 MB).
// Every primitive clips per pixel or per row, and polygons cut by a band's
// edge are rasterised whole (canvas.fill), so the picture does not depend
// on the bands (TestBandsDrawTheSamePixels). 128 rows measured a little
// faster than 64 or 96 on Bussaco 20 at 1920x1080.
var bandRows = 128

// maxWorkers bounds the goroutines drawing the bands of one frame.
const maxWorkers = 4

// visHex is a hex on screen, with its printed number computed once a frame.
type visHex struct {
	h    hex.Hex
	c    Point
	code string
}

// Render draws the scenario's map into dst as seen through v.
func (r *Renderer) Render(dst *image.RGBA, s *scenario.Scenario, v View, o Overlay) {
	r.mu.Lock()
	defer r.mu.Unlock()
	cv := &r.cv
	cv.frame = dst.Rect
	// A map beyond rule 2.0's size (scenario.CheckMapBounds) is not drawn:
	// laying out its hexes alone would take minutes.
	if s == nil || v.Size <= 0 || scenario.CheckMapBounds(s) != nil {
		cv.dst = dst
		cv.rect(dst.Rect, r.style.OffMap)
		return
	}
	g := s.Grid()
	b := dst.Rect
	margin := v.Size * 1.2
	visible := func(p Point) bool {
		return p.X > float64(b.Min.X)-margin && p.X < float64(b.Max.X)+margin && p.Y > float64(b.Min.Y)-margin && p.Y < float64(b.Max.Y)+margin
	}

	// The static layers (everything under the selection, units and names)
	// are cached between frames that differ only in the overlay, such as
	// hover moves, when the caller numbers its document versions.
	key := baseKey{s: s, version: o.Version, view: v, rect: dst.Rect, bg: o.Background, hideNumbers: o.HideNumbers, hideMarks: o.HideMarkings}
	if bg := s.Map.Background; bg != nil {
		key.bgOpacity = bg.Opacity
	}
	cached := o.Version != 0 && r.base != nil && r.baseKey == key && len(r.base.Pix) == len(dst.Pix)
	// The static layers are saved when they are drawn a second time in a
	// row: while every frame is a new version (a brush stroke) saving
	// them would only cost a copy of the whole frame.
	save := o.Version != 0 && !cached && r.prevKey == key
	r.prevKey = key
	if !cached {
		r.listHexes(v, g, visible)
		r.prepare(s, v, g, visible)
		if save && (r.base == nil || len(r.base.Pix) != len(dst.Pix)) {
			r.base = &image.RGBA{Pix: make([]uint8, len(dst.Pix))}
		}
	}
	r.placeCounters(s, v, o, g, visible)
	if !cached {
		// Make every terrain tile the bands need now: the bands share the
		// tile map.
		for _, x := range r.hexes {
			r.tile(r.terrainOf(s, x.code))
		}
	}
	if o.PreviewTerrain != "" {
		r.tile(o.PreviewTerrain)
	}
	drawBand := func(w *Renderer, y int) {
		band := dst.SubImage(image.Rect(b.Min.X, y, b.Max.X, min(y+bandRows, b.Max.Y))).(*image.RGBA)
		// The band's bytes in dst.Pix (and in the cache).
		lo := (y - b.Min.Y) * dst.Stride
		hi := min(lo+band.Rect.Dy()*dst.Stride, len(dst.Pix))
		w.cv.dst, w.cv.frame = band, dst.Rect
		if cached {
			copy(dst.Pix[lo:hi], r.base.Pix[lo:hi])
		} else {
			w.cv.rect(band.Rect, w.style.OffMap)
			w.drawBase(band, s, v, o, g, visible)
			if save {
				copy(r.base.Pix[lo:hi], dst.Pix[lo:hi])
			}
		}
		w.drawTop(s, v, o, g, visible)
	}
	// Bands are independent: they are dealt out in turn to this goroutine
	// and to helpers, one per further CPU.
	bands := (b.Dy() + bandRows - 1) / bandRows
	n := max(1, min(runtime.GOMAXPROCS(0), maxWorkers, bands/2))
	for len(r.helpers) < n-1 {
		r.helpers = append(r.helpers, &Renderer{})
	}
	var wg sync.WaitGroup
	for k := 1; k < n; k++ {
		w := r.helpers[k-1]
		w.style, w.tiles, w.fonts = r.style, r.tiles, r.fonts
		w.hexes, w.roads, w.sides, w.counters = r.hexes, r.roads, r.sides, r.counters
		wg.Add(1)
		go func() {
			defer wg.Done()
			for y := b.Min.Y + k*bandRows; y < b.Max.Y; y += n * bandRows {
				drawBand(w, y)
			}
		}()
	}
	for y := b.Min.Y; y < b.Max.Y; y += n * bandRows {
		drawBand(r, y)
	}
	wg.Wait()
	for _, w := range r.helpers {
		w.hexes, w.roads, w.sides, w.counters = nil, nil, nil, nil
		w.cv.dst = nil
	}
	switch {
	case o.Version == 0:
		r.base = nil
	case save:
		r.baseKey = key
	}
	clear(r.counters)
	r.counters = r.counters[:0]
}

// listHexes lists in r.hexes the hexes on screen, with their printed
// numbers computed once.
func (r *Renderer) listHexes(v View, g hex.Grid, visible func(Point) bool) {
	r.hexes = r.hexes[:0]
	for col := 0; col < g.Columns; col++ {
		for row := 0; row < g.Rows; row++ {
			h := g.FromOffset(col, row)
			c := v.Center(h)
			if visible(c) {
				r.hexes = append(r.hexes, visHex{h, c, g.Code(h)})
			}
		}
	}
}

// counterAt is a unit counter to draw, and where.
type counterAt struct {
	u        *scenario.Unit
	at       Point
	selected bool
}

// placeCounters lists, once a frame, the counters to draw in drawing order:
// the stacks in the order of their first unit, each from the bottom up, then
// the dragged unit.
func (r *Renderer) placeCounters(s *scenario.Scenario, v View, o Overlay, g hex.Grid, visible func(Point) bool) {
	r.counters = r.counters[:0]
	if o.HideUnits {
		return
	}
	stacks := map[string][]int{}
	var order []string
	for i, u := range s.Units {
		if u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex == "" || u.ID == o.DragUnit {
			continue
		}
		if _, ok := stacks[u.Placement.Hex]; !ok {
			order = append(order, u.Placement.Hex)
		}
		stacks[u.Placement.Hex] = append(stacks[u.Placement.Hex], i)
	}
	for _, code := range order {
		h, err := g.Parse(code)
		if err != nil {
			continue
		}
		c := v.Center(h)
		if !visible(c) {
			continue
		}
		idx := stacks[code]
		// The selected unit comes to the top of its stack, so that a
		// designer can look through a stack by selecting each unit.
		for k, i := range idx {
			if s.Units[i].ID == o.SelectedUnit && k < len(idx)-1 {
				idx = append(append(append([]int(nil), idx[:k]...), idx[k+1:]...), i)
				break
			}
		}
		step := v.Size * 0.12
		for k, i := range idx {
			off := float64(len(idx)-1-k) * step
			u := &s.Units[i]
			r.counters = append(r.counters, counterAt{u, Point{c.X - off, c.Y + v.Size*0.12 - off}, u.ID == o.SelectedUnit})
		}
	}
	if o.DragUnit != "" {
		for i := range s.Units {
			if s.Units[i].ID == o.DragUnit {
				r.counters = append(r.counters, counterAt{&s.Units[i], o.DragAt, true})
			}
		}
	}
}

// drawTop draws the layers over the static ones: the editor's overlay, the
// units and the place names.
func (r *Renderer) drawTop(s *scenario.Scenario, v View, o Overlay, g hex.Grid, visible func(Point) bool) {
	cv := &r.cv
	// 11. Overlay: previews and selections under the counters.
	for _, h := range o.Preview {
		if o.PreviewTerrain != "" {
			c := v.Center(h)
			cv.fillHex(c, v.Size, r.tiles[o.PreviewTerrain])
			cv.hexRing(c, v.Size-1, math.Max(2, v.Size/14), alpha(r.style.Highlight, 200))
			continue
		}
		cv.poly(hexPoints(v.Center(h), v.Size), alpha(r.style.Highlight, 70))
	}
	if len(o.Reach) > 0 {
		var f *face
		if v.Size >= 14 {
			f = r.fonts.face(true, math.Max(9, v.Size*0.3))
		}
		for _, m := range o.Reach {
			c := v.Center(m.Hex)
			if !visible(c) {
				continue
			}
			cv.poly(hexPoints(c, v.Size), alpha(reachTint, 85))
			if f != nil {
				cv.textHalo(f, strconv.Itoa(m.Cost), c.X, c.Y+v.Size*0.08, reachInk, color.RGBA{255, 255, 255, 255})
			}
		}
	}
	if o.Hover != nil && g.Contains(*o.Hover) {
		cv.hexRing(v.Center(*o.Hover), v.Size, math.Max(1.5, v.Size/22), alpha(color.RGBA{255, 255, 255, 255}, 220))
	}
	for _, h := range o.Selected {
		cv.hexRing(v.Center(h), v.Size-1, math.Max(2.5, v.Size/12), r.style.Highlight)
	}
	if o.SelectedSide != nil {
		a, bb := v.SideCorners(o.SelectedSide.Hex, o.SelectedSide.Dir)
		cv.line(a, bb, math.Max(4, v.Size/7), alpha(r.style.Highlight, 230))
	}

	// 12. Units.
	near := bandNear(cv.dst.Rect)
	for _, x := range r.counters {
		if near(x.at.Y, v.Size+8) {
			r.counter(x.u, x.at, v.Size, x.selected)
		}
	}

	// 13. Place names last, so that counters never hide them.
	if v.Size >= 10 {
		f := r.fonts.face(true, math.Max(9, v.Size*0.27))
		for _, p := range s.Map.Places {
			if h, err := g.Parse(p.Hex); err == nil && visible(v.Center(h)) && near(v.Center(h).Y+v.Size*0.62, v.Size+24) {
				c := v.Center(h)
				cv.textHalo(f, p.Name, c.X, c.Y+v.Size*0.62, mustHex("#1E1E1E"), color.RGBA{255, 255, 255, 255})
			}
		}
	}

}

// The movement range preview: a green wash with the cost in dark green.
var (
	reachTint = color.RGBA{46, 160, 67, 255}
	reachInk  = color.RGBA{10, 70, 25, 255}
)

func (r *Renderer) sideColour(side string) color.RGBA {
	if c, ok := r.style.Side[side]; ok {
		return c
	}
	return mustHex("#777777")
}

// unitColour is the counter colour: the nationality's, else the side's.
func (r *Renderer) unitColour(u *scenario.Unit) color.RGBA {
	if c, ok := r.style.Nation[strings.ToLower(u.Nationality)]; ok && u.Nationality != "" {
		return c
	}
	return r.sideColour(u.Side)
}

func (r *Renderer) road(kind string, pts []Point, size float64) {
	cv := &r.cv
	if len(pts) < 2 {
		return
	}
	if kind == scenario.RoadTrail {
		w := math.Max(1.5, size/14)
		for i := 1; i < len(pts); i++ {
			cv.dashed(pts[i-1], pts[i], w, size/5, size/8, r.style.Trail)
		}
		return
	}
	w := math.Max(2.5, size/8)
	edge := mix(r.style.Road, color.RGBA{0, 0, 0, 255}, 0.3)
	// The road's opaque core covers the middle of its edging: leave that
	// part of the edging out (same picture, far fewer pixels).
	hole := 0.0
	if r.style.Road.A == 255 && w > 1 {
		hole = w/2 - 0.5
	}
	for i := 1; i < len(pts); i++ {
		cv.capsuleHollow(pts[i-1], pts[i], w+2, hole, edge)
	}
	for i := 1; i < len(pts); i++ {
		cv.capsule(pts[i-1], pts[i], w, r.style.Road)
	}
}

// hexside draws the features of one hexside from corner p to corner q;
// ca and cb are the centres of the hexes on each side, owner is the hex of
// ca and uphill the hex on the high side of a slope.
func (r *Renderer) hexside(features []string, p, q, ca, cb Point, owner, uphill hex.Hex, size float64) {
	cv := &r.cv
	col := func(f string) color.RGBA {
		if c, ok := r.style.Hexside[f]; ok {
			return c
		}
		return mustHex("#444444")
	}
	mid := Point{(p.X + q.X) / 2, (p.Y + q.Y) / 2}
	// Unit vector across the side, from a to b.
	ax, ay := cb.X-ca.X, cb.Y-ca.Y
	al := math.Hypot(ax, ay)
	ax, ay = ax/al, ay/al
	// Draw rivers first, then what sits on them.
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
	for _, f := range ordered {
		c := col(f)
		switch f {
		case scenario.FeatureMajorRiver:
			cv.capsule(p, q, math.Max(4, size/5), c)
		case scenario.FeatureMinorRiver:
			cv.capsule(p, q, math.Max(2.5, size/9), c)
		case scenario.FeatureStreambed:
			cv.dashed(p, q, math.Max(1.5, size/14), size/6, size/10, c)
		case scenario.FeatureBridge:
			// A short deck across the side with dark parapets.
			l := size * 0.32
			w := math.Max(3, size/7)
			a, b := Point{mid.X - ax*l, mid.Y - ay*l}, Point{mid.X + ax*l, mid.Y + ay*l}
			cv.line(a, b, w+2, mustHex("#2A2018"))
			cv.line(a, b, w, mustHex("#D8C7A0"))
		case scenario.FeatureFord:
			l := size * 0.22
			for _, t := range []float64{-0.18, 0, 0.18} {
				m := Point{mid.X + (q.X-p.X)*t, mid.Y + (q.Y-p.Y)*t}
				cv.line(Point{m.X - ax*l, m.Y - ay*l}, Point{m.X + ax*l, m.Y + ay*l}, math.Max(1.5, size/18), mustHex("#F4F8FF"))
			}
		case scenario.FeatureSlope, scenario.FeatureSteepSlope:
			// Hachures pointing downhill from the side.
			steep := f == scenario.FeatureSteepSlope
			dx, dy := ax, ay // downhill: towards b unless b is the uphill hex
			if uphill != owner {
				dx, dy = -ax, -ay
			}
			n, l := 4, size*0.16
			if steep {
				n, l = 6, size*0.22
			}
			cv.line(p, q, math.Max(1.5, size/16), c)
			for i := 0; i < n; i++ {
				t := (float64(i) + 0.5) / float64(n)
				m := Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
				cv.line(m, Point{m.X + dx*l, m.Y + dy*l}, math.Max(1, size/24), c)
			}
		case scenario.FeatureRedoubt, scenario.FeaturePerimeter:
			// A rampart with teeth facing outwards (towards b).
			cv.line(p, q, math.Max(3, size/9), c)
			n := 3
			for i := 0; i < n; i++ {
				t := (float64(i) + 0.5) / float64(n)
				m := Point{p.X + (q.X-p.X)*t, p.Y + (q.Y-p.Y)*t}
				ex, ey := (q.X-p.X)/float64(n)*0.25, (q.Y-p.Y)/float64(n)*0.25
				tip := Point{m.X + ax*size*0.14, m.Y + ay*size*0.14}
				cv.poly([]Point{{m.X - ex, m.Y - ey}, tip, {m.X + ex, m.Y + ey}}, c)
			}
		case scenario.FeatureImpassable:
			cv.line(p, q, math.Max(4, size/6), c)
		case scenario.FeatureTrail:
			cv.dashed(p, q, math.Max(1.5, size/14), size/8, size/10, c)
		default:
			cv.dashed(p, q, math.Max(2, size/10), size/6, size/12, c)
		}
	}
}

// objective draws an Objective hex (14.0): a ring in the side's colour and
// a gold star near the hex's north-east corner.
func (r *Renderer) objective(c Point, size float64, sc color.RGBA) {
	cv := &r.cv
	// A dark and a white edge around the side's colour keep the ring
	// visible on terrain of a like colour (a red side's ring on a town).
	w := math.Max(2.5, size/11)
	cv.ring(c, size*0.76, w+4, mustHex("#141414"))
	cv.ring(c, size*0.76, w+2, color.RGBA{255, 255, 255, 255})
	cv.ring(c, size*0.76, w, sc)
	sc0 := Point{c.X + size*0.56, c.Y - size*0.2}
	star := func(rad float64) []Point {
		pts := make([]Point, 10)
		for i := range pts {
			rr := rad
			if i%2 == 1 {
				rr *= 0.45
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			pts[i] = Point{sc0.X + rr*math.Cos(a), sc0.Y + rr*math.Sin(a)}
		}
		return pts
	}
	cv.poly(star(size*0.22), mustHex("#1E1E1E"))
	cv.poly(star(size*0.16), mustHex("#F2C230"))
}

// loc draws a Line of Communication hex (6.12): a side-coloured flag with
// "LOC".
func (r *Renderer) loc(c Point, size float64, sc color.RGBA) {
	cv := &r.cv
	f := r.fonts.face(true, math.Max(8, size*0.22))
	w := f.width("LOC") + size*0.12
	h := size * 0.3
	x0, y0 := c.X-size*0.72, c.Y-h/2
	cv.rect(image.Rect(int(x0)-1, int(y0)-1, int(x0+w)+1, int(y0+h)+1), mustHex("#1E1E1E"))
	cv.rect(image.Rect(int(x0), int(y0), int(x0+w), int(y0+h)), sc)
	cv.textCentered(f, "LOC", x0+w/2, c.Y, color.RGBA{255, 255, 255, 255})
}

// Trait colours of rule 16.7 for the printed numbers of a counter.
var (
	traitRed    = mustHex("#D7261E")
	traitYellow = mustHex("#F5D027")
	traitGreen  = mustHex("#2E9E45")
	traitWhite  = mustHex("#FFFFFF")
	traitBlue   = mustHex("#2F7FE0")
)

// strengthColour is the colour a counter prints its combat strength in:
// red elite (16.7.1), yellow unreliable (16.7.4), white irregular (16.7.7),
// blue special (16.7.8); ok is false for the normal colour.
func strengthColour(traits []string) (color.RGBA, bool) {
	for _, t := range traits {
		switch t {
		case scenario.TraitElite:
			return traitRed, true
		case scenario.TraitUnreliable:
			return traitYellow, true
		case scenario.TraitIrregular:
			return traitWhite, true
		case scenario.TraitSpecial:
			return traitBlue, true
		}
	}
	return color.RGBA{}, false
}

// movementColour is the colour of the movement allowance: red guard (12.3),
// green light or cossack (16.7.2, 16.7.3), yellow reluctant (16.7.5), white
// road-bound (16.7.6).
func movementColour(traits []string) (color.RGBA, bool) {
	for _, t := range traits {
		switch t {
		case scenario.TraitGuard:
			return traitRed, true
		case scenario.TraitLight, scenario.TraitCossack:
			return traitGreen, true
		case scenario.TraitReluctant:
			return traitYellow, true
		case scenario.TraitRoadBound:
			return traitWhite, true
		}
	}
	return color.RGBA{}, false
}

func num(p *int) string {
	if p == nil {
		return "?"
	}
	return strconv.Itoa(*p)
}

// counter draws a unit counter centred on c: the nationality's colour, a
// name band, the unit-type symbol and strength-movement, each number on a
// chip of its trait colour when it has one.
func (r *Renderer) counter(u *scenario.Unit, c Point, size float64, selected bool) {
	cv := &r.cv
	L := size * 1.0
	x0, y0 := c.X-L/2, c.Y-L/2
	box := image.Rect(int(math.Round(x0)), int(math.Round(y0)), int(math.Round(x0+L)), int(math.Round(y0+L)))
	base := r.unitColour(u)
	lum := 0.299*float64(base.R) + 0.587*float64(base.G) + 0.114*float64(base.B)
	ink := color.RGBA{255, 255, 255, 255}
	if lum > 150 {
		ink = mustHex("#1A1A1A")
	}
	// Shadow, border, body.
	cv.rect(box.Add(image.Pt(2, 2)), alpha(color.RGBA{0, 0, 0, 255}, 90))
	if selected {
		cv.rect(box.Inset(-3), r.style.Highlight)
	}
	cv.rect(box.Inset(-1), mustHex("#141414"))
	cv.rect(box, base)
	body := mix(base, color.RGBA{255, 255, 255, 255}, 0.08)
	cv.rect(image.Rect(box.Min.X+1, box.Min.Y+1, box.Max.X-1, box.Max.Y-1), body)

	// Name band at the top: shrink the type a little, then break the name
	// over two lines, before cutting letters off ("Light Brigade" must not
	// print as "Light Briga").
	lines := counterName(r.fonts, u.Name, L)
	sw, sh := L*0.44, L*0.24
	sx, sy := c.X-sw/2, y0+L*0.32
	if len(lines.text) == 1 {
		cv.textCentered(lines.face, lines.text[0], c.X, y0+L*0.16, ink)
	} else {
		cv.textCentered(lines.face, lines.text[0], c.X, y0+L*0.12, ink)
		cv.textCentered(lines.face, lines.text[1], c.X, y0+L*0.27, ink)
		sw, sh = L*0.36, L*0.18
		sx, sy = c.X-sw/2, y0+L*0.38
	}

	// Unit-type symbol.
	r.typeSymbol(u.Type, sx, sy, sw, sh, ink, base)

	// Strength-movement, or the command span for a leader.
	left, right := num(u.Strength), num(u.Movement)
	lc, lok := strengthColour(u.Traits)
	rc, rok := movementColour(u.Traits)
	if u.Type == scenario.TypeLeader && u.Strength == nil {
		left = num(u.CommandSpan)
	}
	f := r.fonts.face(true, math.Max(9, L*0.34))
	if f == nil {
		return
	}
	by := y0 + L*0.78
	gap := f.width("-")
	wl, wr := f.width(left), f.width(right)
	total := wl + gap + wr
	xl := c.X - total/2
	chip := func(s string, x, w float64, col color.RGBA) {
		pad := L * 0.04
		cv.rect(image.Rect(int(x-pad), int(by-f.ascent*0.5), int(x+w+pad), int(by+f.ascent*0.52)), mustHex("#141414"))
		cv.rect(image.Rect(int(x-pad)+1, int(by-f.ascent*0.5)+1, int(x+w+pad)-1, int(by+f.ascent*0.52)-1), col)
		tc := color.RGBA{255, 255, 255, 255}
		if col == traitYellow || col == traitWhite {
			tc = mustHex("#141414")
		}
		cv.text(f, s, x, by+f.ascent*0.36, tc)
	}
	if lok {
		chip(left, xl, wl, lc)
	} else {
		cv.text(f, left, xl, by+f.ascent*0.36, ink)
	}
	cv.text(f, "-", xl+wl, by+f.ascent*0.36, ink)
	if rok {
		chip(right, xl+wl+gap, wr, rc)
	} else {
		cv.text(f, right, xl+wl+gap, by+f.ascent*0.36, ink)
	}
}

// Inks for hex numbers: near-black, or off-white on dark terrain.
var (
	inkDark  = mustHex("#1A1A1A")
	inkLight = color.RGBA{255, 255, 255, 255}
)

// numberInk is the ink of the hex numbers on terrain of colour bg: of the
// two, the one with the higher contrast ratio (WCAG 2), which is 4.5 or
// more on every standard terrain.
func numberInk(bg color.RGBA) color.RGBA {
	if Contrast(inkDark, bg) >= Contrast(inkLight, bg) {
		return inkDark
	}
	return inkLight
}

// Contrast is the WCAG 2 contrast ratio of two colours (1 to 21).
func Contrast(a, b color.RGBA) float64 {
	la, lb := luminance(a), luminance(b)
	if la < lb {
		la, lb = lb, la
	}
	return (la + 0.05) / (lb + 0.05)
}

func luminance(c color.RGBA) float64 {
	ch := func(v uint8) float64 {
		x := float64(v) / 255
		if x <= 0.03928 {
			return x / 12.92
		}
		return math.Pow((x+0.055)/1.055, 2.4)
	}
	return 0.2126*ch(c.R) + 0.7152*ch(c.G) + 0.0722*ch(c.B)
}

// nameLines is a counter's name laid out in one or two lines.
type nameLines struct {
	face *face
	text []string
}

// counterName fits a unit name on a counter of side L: on one line at
// the largest of a few sizes, else on two lines broken at the space that
// balances them, else cut to fit (only a single very long word is cut).
func counterName(fonts *fonts, name string, L float64) nameLines {
	fits := func(f *face, s string) bool { return f == nil || f.width(s) <= L-4 }
	var f *face
	for _, k := range []float64{0.22, 0.2, 0.18, 0.165} {
		f = fonts.face(true, math.Max(8, L*k))
		if fits(f, name) {
			return nameLines{f, []string{name}}
		}
	}
	words := strings.Fields(name)
	if len(words) == 1 {
		// One word: a smaller type rather than lost letters.
		for _, k := range []float64{0.15, 0.14, 0.13} {
			f2 := fonts.face(true, math.Max(7, L*k))
			if fits(f2, name) {
				return nameLines{f2, []string{name}}
			}
		}
	}
	if len(words) > 1 {
		for _, k := range []float64{0.165, 0.15, 0.14, 0.13, 0.12} {
			f2 := fonts.face(true, math.Max(7, L*k))
			best, bestW := -1, math.Inf(1)
			for i := 1; i < len(words); i++ {
				a, b := strings.Join(words[:i], " "), strings.Join(words[i:], " ")
				if fits(f2, a) && fits(f2, b) {
					if w := math.Max(f2.width(a), f2.width(b)); w < bestW {
						best, bestW = i, w
					}
				}
			}
			if best > 0 {
				return nameLines{f2, []string{strings.Join(words[:best], " "), strings.Join(words[best:], " ")}}
			}
		}
	}
	for len(name) > 1 && !fits(f, name) {
		_, size := utf8.DecodeLastRuneInString(name)
		name = name[:len(name)-size]
	}
	return nameLines{f, []string{name}}
}

// typeSymbol draws the NATO-style symbol of a unit type in the box (x, y,
// w, h).
func (r *Renderer) typeSymbol(t string, x, y, w, h float64, ink, fill color.RGBA) {
	cv := &r.cv
	lw := math.Max(1, w/16)
	tl, tr, br, bl := Point{x, y}, Point{x + w, y}, Point{x + w, y + h}, Point{x, y + h}
	frame := func() { cv.outline([]Point{tl, tr, br, bl}, lw, ink) }
	switch t {
	case scenario.TypeInfantry:
		frame()
		cv.line(tl, br, lw, ink)
		cv.line(tr, bl, lw, ink)
	case scenario.TypeCavalry:
		frame()
		cv.line(bl, tr, lw, ink)
	case scenario.TypeArtillery:
		frame()
		cv.disc(Point{x + w/2, y + h/2}, h*0.22, ink)
	case scenario.TypeLeader:
		// A flag on a staff.
		cv.line(Point{x + w*0.3, y - h*0.1}, Point{x + w*0.3, y + h*1.05}, lw, ink)
		cv.poly([]Point{{x + w*0.3, y - h*0.1}, {x + w*0.85, y + h*0.2}, {x + w*0.3, y + h*0.5}}, ink)
	case scenario.TypeTrain:
		frame()
		cv.ring(Point{x + w*0.3, y + h*0.55}, h*0.18, lw, ink)
		cv.ring(Point{x + w*0.7, y + h*0.55}, h*0.18, lw, ink)
	case scenario.TypeNaval:
		frame()
		cv.line(Point{x + w*0.15, y + h*0.6}, Point{x + w*0.85, y + h*0.6}, lw, ink)
		cv.poly([]Point{{x + w*0.5, y + h*0.15}, {x + w*0.5, y + h*0.55}, {x + w*0.75, y + h*0.55}}, ink)
	case scenario.TypeCadre:
		frame()
		cv.line(Point{x, y + h/2}, Point{x + w, y + h/2}, lw, ink)
	default: // dummy and unknown types
		f := r.fonts.face(true, h*1.1)
		cv.textCentered(f, "?", x+w/2, y+h/2, ink)
	}
}

// Affine maps map units (hex radius 1, the frame of View{Size: 1}) to a
// scan's pixels: image x = A*x + B*y + TX, image y = C*x + D*y + TY.
type Affine struct{ A, B, C, D, TX, TY float64 }

// Apply maps a point.
func (t Affine) Apply(p Point) Point {
	return Point{t.A*p.X + t.B*p.Y + t.TX, t.C*p.X + t.D*p.Y + t.TY}
}

// BackgroundTransform returns how map units map to the scan's pixels. Two
// calibration points fix a uniform scale and an offset (a scan that is
// straight); three fix a full affine transform, so that a rotated, skewed
// or unevenly stretched scan lines up too. Without a calibration the
// image's pixel (0,0) sits at the map's top-left corner at 40 pixels per
// hex radius. Unusable points (unknown, repeated or in a line) fall back
// to fewer points.
func BackgroundTransform(g hex.Grid, bg *scenario.Background) Affine {
	k := 40.0
	minX, minY, _, _ := Bounds(g)
	def := Affine{A: k, D: k, TX: -minX * k, TY: -minY * k}
	if bg == nil || len(bg.Calibration) < 2 {
		return def
	}
	unit := View{Size: 1}
	var mp, ip []Point
	for _, c := range bg.Calibration {
		h, err := g.Parse(c.Hex)
		if err != nil {
			return def
		}
		mp = append(mp, unit.Center(h))
		ip = append(ip, Point{c.X, c.Y})
	}
	if len(mp) >= 3 {
		if t, ok := affine3(mp[:3], ip[:3]); ok {
			return t
		}
	}
	dm := math.Hypot(mp[1].X-mp[0].X, mp[1].Y-mp[0].Y)
	di := math.Hypot(ip[1].X-ip[0].X, ip[1].Y-ip[0].Y)
	if dm == 0 || di == 0 {
		return def
	}
	k = di / dm
	return Affine{A: k, D: k, TX: ip[0].X - k*mp[0].X, TY: ip[0].Y - k*mp[0].Y}
}

// affine3 solves the affine transform taking the three points m to i; ok
// is false when the map points are (nearly) in a line.
func affine3(m, i []Point) (Affine, bool) {
	det := m[0].X*(m[1].Y-m[2].Y) - m[0].Y*(m[1].X-m[2].X) + (m[1].X*m[2].Y - m[2].X*m[1].Y)
	if math.Abs(det) < 1e-6 {
		return Affine{}, false
	}
	// Cramer's rule on [x y 1] * [a b t] = out, once per output axis.
	solve := func(o0, o1, o2 float64) (float64, float64, float64) {
		a := (o0*(m[1].Y-m[2].Y) - m[0].Y*(o1-o2) + (o1*m[2].Y - o2*m[1].Y)) / det
		b := (m[0].X*(o1-o2) - o0*(m[1].X-m[2].X) + (m[1].X*o2 - m[2].X*o1)) / det
		c := (m[0].X*(m[1].Y*o2-m[2].Y*o1) - m[0].Y*(m[1].X*o2-m[2].X*o1) + o0*(m[1].X*m[2].Y-m[2].X*m[1].Y)) / det
		return a, b, c
	}
	a, b, tx := solve(i[0].X, i[1].X, i[2].X)
	c, d, ty := solve(i[0].Y, i[1].Y, i[2].Y)
	return Affine{A: a, B: b, C: c, D: d, TX: tx, TY: ty}, true
}

// ImagePoint returns the scan pixel under a screen point.
func (v View) ImagePoint(g hex.Grid, bg *scenario.Background, x, y float64) Point {
	return BackgroundTransform(g, bg).Apply(Point{(x - v.OffX) / v.Size, (y - v.OffY) / v.Size})
}

// drawBackground composites the scan under the grid at its opacity, placed
// by its calibration points (see BackgroundTransform).
func (r *Renderer) drawBackground(dst *image.RGBA, s *scenario.Scenario, g hex.Grid, v View, img image.Image, bg *scenario.Background) {
	t := BackgroundTransform(g, bg)
	op := uint32(math.Max(0, math.Min(1, bg.Opacity)) * 255)
	ib := img.Bounds()
	rgba, _ := img.(*image.RGBA)
	nrgba, _ := img.(*image.NRGBA)
	b := dst.Rect
	// Screen (x, y) -> map (mx, my) = ((x - OffX)/Size, (y - OffY)/Size)
	// -> image t.Apply(mx, my); along a row the image point moves by
	// (A, C)/Size per pixel.
	stepX, stepY := t.A/v.Size, t.C/v.Size
	for y := b.Min.Y; y < b.Max.Y; y++ {
		my := (float64(y) + 0.5 - v.OffY) / v.Size
		mx := (float64(b.Min.X) + 0.5 - v.OffX) / v.Size
		fx := t.A*mx + t.B*my + t.TX
		fy := t.C*mx + t.D*my + t.TY
		i := (y - b.Min.Y) * dst.Stride
		for x := b.Min.X; x < b.Max.X; x, i, fx, fy = x+1, i+4, fx+stepX, fy+stepY {
			ix, iy := int(math.Floor(fx)), int(math.Floor(fy))
			if ix < ib.Min.X || ix >= ib.Max.X || iy < ib.Min.Y || iy >= ib.Max.Y {
				continue
			}
			var c color.RGBA
			switch {
			case rgba != nil:
				j := rgba.PixOffset(ix, iy)
				c = color.RGBA{rgba.Pix[j], rgba.Pix[j+1], rgba.Pix[j+2], rgba.Pix[j+3]}
			case nrgba != nil:
				j := nrgba.PixOffset(ix, iy)
				a := uint32(nrgba.Pix[j+3])
				c = color.RGBA{uint8(uint32(nrgba.Pix[j]) * a / 255), uint8(uint32(nrgba.Pix[j+1]) * a / 255), uint8(uint32(nrgba.Pix[j+2]) * a / 255), uint8(a)}
			default:
				cr, cg, cb, ca := img.At(ix, iy).RGBA()
				c = color.RGBA{uint8(cr >> 8), uint8(cg >> 8), uint8(cb >> 8), uint8(ca >> 8)}
			}
			blend(dst.Pix, i, c, op)
		}
	}
}

// terrainOf returns the terrain id to draw for a hex (untracedID when the
// map does not say).
func (r *Renderer) terrainOf(s *scenario.Scenario, code string) string {
	t, ok := s.Map.Terrain.Get(code)
	if !ok {
		t = s.Map.DefaultTerrain
	}
	if t == "" {
		return untracedID
	}
	return t
}

// baseKey identifies a cached rendering of the static layers.
type baseKey struct {
	s           *scenario.Scenario
	version     uint64
	view        View
	rect        image.Rectangle
	bg          image.Image
	bgOpacity   float64
	hideNumbers bool
	hideMarks   bool
}

// drawBase draws the static layers: terrain, the background scan, grid,
// entry areas, roads, hexsides, Objectives, LOCs, hex numbers and garrisons.
func (r *Renderer) drawBase(dst *image.RGBA, s *scenario.Scenario, v View, o Overlay, g hex.Grid, visible func(Point) bool) {
	cv := &r.cv
	hexes := r.hexes
	// Only what reaches the band (dst) is drawn: a shape is skipped when
	// its centre is further above or below the band than the shape
	// reaches. Everything clips to the band anyway; this only saves work.
	near := bandNear(dst.Rect)
	reach := v.Size*1.3 + 8 // a hex, its outline and its number

	// 1. Terrain.
	for _, x := range hexes {
		if !near(x.c.Y, reach) {
			continue
		}
		cv.fillHex(x.c, v.Size+0.5, r.tile(r.terrainOf(s, x.code)))
	}

	// 2. The background scan, over the terrain at its opacity, so that a
	// designer traces with the grid on top.
	if bg := s.Map.Background; bg != nil && o.Background != nil && bg.Opacity > 0 {
		r.drawBackground(dst, s, g, v, o.Background, bg)
	}

	// 3. Grid.
	r.drawGrid(v, g, near, reach)

	// The map's outer edge, a little heavier than the grid.
	r.drawMapEdge(v, g, near, reach)

	// 4. Entry areas: a band in the side's colour inside each hex, and the
	// area's id (11.2).
	r.drawEntryAreas(s, v, o, g, visible, near, reach)

	// Deployment zones, translucent in their side's colour. They are part
	// of the static layers: they change with the document's version.
	for _, z := range o.Zones {
		for _, h := range z.Hexes {
			if c := v.Center(h); visible(c) && near(c.Y, reach) {
				cv.poly(hexPoints(c, v.Size), alpha(z.Colour, 60))
				cv.hexRing(c, v.Size*0.97, math.Max(1, v.Size/24), alpha(z.Colour, 150))
			}
		}
	}

	// 5. Roads and trails, centre to centre.
	for i, rd := range s.Map.Roads {
		r.road(rd.Kind, r.roads[i], v.Size)
	}

	// 6. Hexsides.
	for _, x := range r.sides {
		if near(x.ca.Y, 2*reach) {
			r.hexside(x.features, x.p, x.q, x.ca, x.cb, x.owner, x.uphill, v.Size)
		}
	}

	// 7. Objectives and LOCs.
	for _, m := range s.Map.Objectives {
		if o.HideMarkings {
			break
		}
		if h, err := g.Parse(m.Hex); err == nil && visible(v.Center(h)) && near(v.Center(h).Y, reach) {
			r.objective(v.Center(h), v.Size, r.sideColour(m.Side))
		}
	}
	for _, m := range s.Map.LOCs {
		if o.HideMarkings {
			break
		}
		if h, err := g.Parse(m.Hex); err == nil && visible(v.Center(h)) && near(v.Center(h).Y, reach) {
			r.loc(v.Center(h), v.Size, r.sideColour(m.Side))
		}
	}

	// 8. Hex numbers, at the top of each hex (XXYY).
	if !o.HideNumbers && v.Size >= 14 {
		f := r.fonts.face(false, math.Max(9, v.Size*0.28))
		for _, x := range hexes {
			if !near(x.c.Y, reach) {
				continue
			}
			col := r.style.Number
			if t := r.terrainOf(s, x.code); t != untracedID {
				col = numberInk(r.tile(t).pix[0]) // legible on forest, swamp, citadel
			}
			cv.textCentered(f, x.code, x.c.X, x.c.Y-v.Size*0.64, col)
		}
	}

	// 10. Garrisons (9.4.4): a small square in the side's colour.
	for _, gs := range s.Map.Garrisons {
		if h, err := g.Parse(gs.Hex); err == nil && visible(v.Center(h)) && near(v.Center(h).Y, reach) {
			c := v.Center(h)
			sz := v.Size * 0.3
			rc := image.Rect(int(c.X+v.Size*0.35), int(c.Y-sz/2), int(c.X+v.Size*0.35+sz), int(c.Y+sz/2))
			cv.rect(rc.Inset(-1), color.RGBA{20, 20, 20, 255})
			cv.rect(rc, r.sideColour(gs.Side))
			f := r.fonts.face(true, sz*0.8)
			cv.textCentered(f, strconv.Itoa(gs.Strength), c.X+v.Size*0.35+sz/2, c.Y, color.RGBA{255, 255, 255, 255})
		}
	}

}

// drawGrid draws the grid: each hex's north, north-east and south-east
// sides, and its other sides on the map's west, south and south-west edges,
// for the hexes whose centre is within reach of the band.
func (r *Renderer) drawGrid(v View, g hex.Grid, near func(y, reach float64) bool, reach float64) {
	cv := &r.cv
	hexes := r.hexes
	gw := math.Max(0.8, v.Size/40)
	gridLine := func(a, b Point) {
		// Parallel hairlines are much cheaper than a polygon per edge.
		n := int(math.Round(gw))
		dx, dy := b.X-a.X, b.Y-a.Y
		l := math.Hypot(dx, dy)
		nx, ny := -dy/l, dx/l
		for i := 0; i < n; i++ {
			o := float64(i) - float64(n-1)/2
			cv.hairline(Point{a.X + nx*o, a.Y + ny*o}, Point{b.X + nx*o, b.Y + ny*o}, r.style.Grid)
		}
	}
	for _, x := range hexes {
		if !near(x.c.Y, reach) {
			continue
		}
		for _, d := range [3]hex.Dir{hex.N, hex.NE, hex.SE} {
			a, bb := v.SideCorners(x.h, d)
			gridLine(a, bb)
		}
		// Close the outline on the map's west, south and south-west edges.
		for _, d := range [3]hex.Dir{hex.S, hex.SW, hex.NW} {
			if !g.Contains(x.h.Neighbour(d)) {
				a, bb := v.SideCorners(x.h, d)
				gridLine(a, bb)
			}
		}
	}
}

// drawMapEdge draws the map's outer edge, a little heavier than the grid,
// along the sides of the edge hexes within reach of the band that face off
// the map.
func (r *Renderer) drawMapEdge(v View, g hex.Grid, near func(y, reach float64) bool, reach float64) {
	cv := &r.cv
	hexes := r.hexes
	edge := mustHex("#4A4A4A")
	ew := math.Max(1.5, v.Size/20)
	for _, x := range hexes {
		if !near(x.c.Y, reach) {
			continue
		}
		c, rr := g.ToOffset(x.h)
		if c > 0 && c < g.Columns-1 && rr > 0 && rr < g.Rows-1 {
			continue
		}
		for _, d := range hex.Dirs {
			if !g.Contains(x.h.Neighbour(d)) {
				a, bb := v.SideCorners(x.h, d)
				cv.line(a, bb, ew, edge)
				cv.disc(a, ew/2, edge) // round joints
			}
		}
	}
}

// drawEntryAreas draws the entry areas (11.2), unless o hides the
// markings: a band in the side's colour inside each hex, and the area's id.
func (r *Renderer) drawEntryAreas(s *scenario.Scenario, v View, o Overlay, g hex.Grid, visible func(Point) bool, near func(y, reach float64) bool, reach float64) {
	cv := &r.cv
	for _, ea := range s.Map.EntryAreas {
		if o.HideMarkings {
			break
		}
		sc := r.sideColour(ea.Side)
		for _, code := range ea.Hexes {
			h, err := g.Parse(code)
			if err != nil || !g.Contains(h) {
				continue
			}
			c := v.Center(h)
			if !visible(c) || !near(c.Y, reach) {
				continue
			}
			cv.hexRing(c, v.Size*0.86, math.Max(2, v.Size*0.1), alpha(sc, 150))
			f := r.fonts.face(true, v.Size*0.3)
			cv.textHalo(f, ea.ID, c.X-v.Size*0.45, c.Y, sc, color.RGBA{255, 255, 255, 255})
		}
	}
}
