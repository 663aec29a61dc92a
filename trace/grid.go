// Package trace reads a scanned or photographed hex map: it finds the hex
// grid (the transform from map units to the picture's pixels and the XXYY
// numbering), clusters the hexes by their printed terrain, and finds the
// hexsides (rivers, slopes) and roads, each with a confidence, as a
// proposal the designer reviews.
//
// The geometry is engine/hex's: flat-topped hexes in columns, a hex's
// centre at (1.5 q, sqrt3 (r + q/2)) in axial coordinates for a hex radius
// of 1 ("map units", the frame of render.View{Size: 1}).
package trace

import (
	"errors"
	"fmt"
	"image"
	"math"
	"slices"
	"sort"

	"github.com/aide-de-camp/adc/engine/hex"
)

// GridFit is the hex grid found in a picture.
type GridFit struct {
	// ToImage maps map units of the scenario's grid to picture pixels:
	// ToImage.Apply(Center(h)) is the centre of map hex h in the picture.
	ToImage Homography
	// Radius is the hex radius in pixels (centre to corner), at the map's
	// centre.
	Radius float64
	// RotationDeg is how far the grid is turned clockwise from upright.
	RotationDeg float64
	// Residual is the root-mean-square distance, in pixels, between the
	// hex centres measured from their outlines and ToImage's.
	Residual float64
	// Measured is how many hex centres were measured; OnMap how many of
	// the map's hexes show a complete outline in the picture.
	Measured, OnMap int
	// Placement is the share of the hexes examined whose outline agrees
	// with the map's extent placed by the numbering (1: every hex).
	Placement float64
	// NumbersRead is how many printed hex numbers were read, and
	// NumbersAgree how many of them agree with the numbering found;
	// NumberingFrom says what fixed the numbering: "edge" (where the map's
	// outline ends), "numbers", or "edge and numbers".
	NumbersRead, NumbersAgree int
	NumberingFrom             string
	// Notes says what the designer should check.
	Notes []string
}

// The three families of parallel lines that hex outlines lie on, by their
// normals in map units: horizontal sides (N, S), and the NE-SW and SE-NW
// sides. Every line of a family is at a multiple of sqrt3/2 from the
// origin, a hex centre.
var familyNormals = [3]Point{{0, 1}, {sqrt3 / 2, -0.5}, {sqrt3 / 2, 0.5}}

// FindGrid finds g's hex grid in img: orientation, hex size, origin and
// transform, fitted to the printed hex outlines, and the numbering, from
// where the map's outline lies in the picture (the whole map must show).
func FindGrid(img image.Image, g hex.Grid) (*GridFit, error) {
	p := newPicture(img)
	return findGrid(p, g)
}

func findGrid(p *picture, g hex.Grid) (*GridFit, error) {
	if p.w < 64 || p.h < 64 {
		return nil, fmt.Errorf("trace: the picture is %dx%d pixels; a scan of a map needs at least a few hundred pixels a side", p.w, p.h)
	}
	if g.Columns < 2 || g.Rows < 2 {
		return nil, errors.New("trace: the scenario's map needs at least 2 columns and 2 rows")
	}
	// 1. Coarse: the three line families' directions and spacings, on a
	// picture reduced to about 1000 pixels a side.
	f := max(1, max(p.w, p.h)/1000)
	small, sw, sh := p.shrink(f)
	pts := linePoints(small, sw, sh)
	if len(pts) < 200 {
		return nil, errors.New("trace: no printed lines found in the picture (is it a map with a hex grid?)")
	}
	// The rotation, on every third point; then each family's direction
	// on all of them, coarse to fine.
	var buf []float64
	sub := make([]linePt, 0, len(pts)/3+1)
	for i := 0; i < len(pts); i += 3 {
		sub = append(sub, pts[i])
	}
	theta, best := 0.0, -1.0
	for a := -8.0; a <= 8.0; a += 0.2 {
		s := 0.0
		for _, n := range familyNormals {
			s += sharpness(sub, math.Atan2(n.Y, n.X)+a*math.Pi/180, sw, sh, &buf)
		}
		if s > best {
			theta, best = a, s
		}
	}
	var F [3]Point // frequency vectors, full-resolution pixels
	for k, n := range familyNormals {
		a0 := math.Atan2(n.Y, n.X) + theta*math.Pi/180
		ba, bs := a0, -1.0
		const deg = math.Pi / 180
		for a := a0 - 1.5*deg; a <= a0+1.5*deg; a += 0.1 * deg {
			if s := sharpness(pts, a, sw, sh, &buf); s > bs {
				ba, bs = a, s
			}
		}
		for a, c := ba-0.1*deg, ba; a <= c+0.1*deg; a += 0.02 * deg {
			if s := sharpness(pts, a, sw, sh, &buf); s > bs {
				ba, bs = a, s
			}
		}
		freq, ok := period(pts, ba, min(sw, sh))
		if !ok {
			return nil, errors.New("trace: the printed lines show no regular spacing (is it a hex map?)")
		}
		fr := freq / float64(f)
		F[k] = Point{fr * math.Cos(ba), fr * math.Sin(ba)}
	}
	// A^-T = (1/sqrt3) sum_k F_k n_k^T (the normals' scatter is 1.5 I).
	var m [4]float64 // row-major 2x2
	for k, n := range familyNormals {
		m[0] += F[k].X * n.X / sqrt3
		m[1] += F[k].X * n.Y / sqrt3
		m[2] += F[k].Y * n.X / sqrt3
		m[3] += F[k].Y * n.Y / sqrt3
	}
	// A = (M^-1)^T.
	det := m[0]*m[3] - m[1]*m[2]
	if math.Abs(det) < 1e-12 {
		return nil, errors.New("trace: the line families do not form a hex grid")
	}
	a11, a12, a21, a22 := m[3]/det, -m[2]/det, -m[1]/det, m[0]/det
	// The origin: the translation that lays the outlines of the hexes
	// round the picture's centre on printed lines. (The families' phases
	// would give it too, but the rows of printed hex numbers pull the
	// horizontal family's off the lines.)
	H := alignOrigin(p, Affine(a11, a12, a21, a22, float64(p.w)/2, float64(p.h)/2))

	// 2. Fine: measure each hex's outline where the transform so far
	// puts it, and refit, from the picture's centre outwards.
	fit := &GridFit{RotationDeg: theta}
	var meas map[hex.Hex]measure
	for _, rad := range []int{3, 6, 10, 16, 1000} {
		meas = measureHexes(p, H, rad)
		nh, err := refit(H, meas, rad <= 3)
		if err != nil {
			if rad <= 3 {
				return nil, errors.New("trace: no hex outlines could be measured near the picture's centre (is it a hex map with flat-topped hexes in columns, upright within about 8 degrees?)")
			}
			break
		}
		H = nh
		if rad >= 1000 {
			break
		}
	}
	meas = measureHexes(p, H, 1000)

	// 3. The numbering: place the map's extent on the hexes whose
	// outline is complete.
	off, score, examined := place(g, meas)
	if examined == 0 {
		return nil, errors.New("trace: no complete hex outline found")
	}
	fit.Placement = score
	// The printed numbers, read where the renderer prints them, confirm
	// the placement or, where the map's edge does not show, give it.
	numOff, agree, read := readNumbering(p, H, g, meas)
	fit.NumbersRead, fit.NumbersAgree = read, agree
	switch {
	case read == 0:
	case numOff == off:
		fit.NumberingFrom = "edge and numbers"
	case agree >= 5 && float64(agree) >= 0.7*float64(read):
		// The printed numbers are the map's own: they win over where
		// its edge seems to be (a crop, a torn margin).
		off = numOff
		fit.NumberingFrom = "numbers"
		fit.Notes = append(fit.Notes, fmt.Sprintf("the numbering comes from %d printed hex numbers read; the map's edge in the picture does not agree (is the map cut off?)", agree))
	default:
		fit.Notes = append(fit.Notes, fmt.Sprintf("of %d printed hex numbers read, %d agree with each other: the numbering comes from the map's edge; check it with the three-point calibration", read, agree))
	}
	if fit.NumberingFrom == "" {
		fit.NumberingFrom = "edge"
	}
	oc := Center(off)
	Hm := H.Mul(Affine(1, 0, 0, 1, oc.X, oc.Y))
	// Refit on the map's own hexes only.
	onmap := map[hex.Hex]measure{}
	for _, h := range g.Hexes() {
		if m, ok := meas[h.Add(off)]; ok && m.sides >= 5 {
			onmap[h] = m
		}
	}
	fit.OnMap = len(onmap)
	if nh, err := refitMap(Hm, onmap); err == nil {
		Hm = nh
	}
	fit.ToImage = Hm
	fit.Measured = len(onmap)
	var ss float64
	for h, m := range onmap {
		q := Hm.Apply(Center(h))
		ss += (q.X-m.at.X)*(q.X-m.at.X) + (q.Y-m.at.Y)*(q.Y-m.at.Y)
	}
	if len(onmap) > 0 {
		fit.Residual = math.Sqrt(ss / float64(len(onmap)))
	}
	mc := Point{}
	for _, h := range []hex.Hex{g.FromOffset(g.Columns/2, g.Rows/2)} {
		mc = Center(h)
	}
	fit.Radius = Hm.Scale(mc)
	ux, uy, _, _ := Hm.Jacobian(mc)
	fit.RotationDeg = math.Atan2(uy, ux) * 180 / math.Pi
	if n := len(g.Hexes()); fit.OnMap < n*3/4 {
		fit.Notes = append(fit.Notes, fmt.Sprintf("only %d of the map's %d hexes show a complete outline: check the numbering with the three-point calibration", fit.OnMap, n))
	}
	if fit.Placement < 0.9 {
		fit.Notes = append(fit.Notes, fmt.Sprintf("the map's extent agrees with the outlines on %.0f%% of the hexes: the numbering may be off; check it with the three-point calibration", 100*fit.Placement))
	}
	return fit, nil
}

type linePt struct{ x, y, w float64 }

// linePoints returns the pixels darker than their 5x5 neighbourhood by
// more than nine in ten pixels are, weighted by how much darker: thin
// printed lines, in small-picture coordinates (pixel centres).
func linePoints(g []float32, w, h int) []linePt {
	// Integral image for 5x5 box means.
	ii := make([]float64, (w+1)*(h+1))
	for y := 0; y < h; y++ {
		var row float64
		for x := 0; x < w; x++ {
			row += float64(g[y*w+x])
			ii[(y+1)*(w+1)+x+1] = ii[y*(w+1)+x+1] + row
		}
	}
	const r = 2
	L := make([]float32, w*h)
	var hist [1024]int
	for y := r; y < h-r; y++ {
		for x := r; x < w-r; x++ {
			s := ii[(y+r+1)*(w+1)+x+r+1] - ii[(y-r)*(w+1)+x+r+1] - ii[(y+r+1)*(w+1)+x-r] + ii[(y-r)*(w+1)+x-r]
			v := float32(s/25) - g[y*w+x]
			if v > 0 {
				L[y*w+x] = v
				hist[min(1023, int(v*4))]++
			}
		}
	}
	// The 90th percentile of all pixels.
	want := w * h / 10
	thr := 1023
	for acc := 0; thr > 0 && acc+hist[thr] < want; thr-- {
		acc += hist[thr]
	}
	t := float32(thr) / 4
	if t < 3 {
		t = 3
	}
	var out []linePt
	for y := 0; y < h; y++ {
		for x := 0; x < w; x++ {
			if v := L[y*w+x]; v > t {
				out = append(out, linePt{float64(x) + 0.5, float64(y) + 0.5, float64(v)})
			}
		}
	}
	return out
}

// sharpness is how concentrated the points' projections on the normal of
// angle a are (the sum of the squared 1-pixel histogram): large when a
// family of lines is at right angles to a. w and h bound the points; buf
// is reused between calls.
func sharpness(pts []linePt, a float64, w, h int, buf *[]float64) float64 {
	c, s := math.Cos(a), math.Sin(a)
	// The projections of the picture's corners bound the points'.
	lo := math.Min(math.Min(0, float64(w)*c), math.Min(float64(h)*s, float64(w)*c+float64(h)*s)) - 1
	hi := math.Max(math.Max(0, float64(w)*c), math.Max(float64(h)*s, float64(w)*c+float64(h)*s)) + 1
	n := int(hi-lo) + 2
	if cap(*buf) < n {
		*buf = make([]float64, n)
	}
	hist := (*buf)[:n]
	clear(hist)
	var tot float64
	for _, q := range pts {
		hist[int(q.x*c+q.y*s-lo)] += q.w
		tot += q.w
	}
	var ss float64
	for _, v := range hist {
		ss += v * v
	}
	return ss / (tot * tot)
}

// period returns the spatial frequency (lines per pixel) of the family of
// lines at right angles to a: the strongest peak of the projections'
// spectrum, taken down to its fundamental.
func period(pts []linePt, a float64, size int) (float64, bool) {
	c, s := math.Cos(a), math.Sin(a)
	const bin = 0.5
	lo := math.Inf(1)
	hi := math.Inf(-1)
	for _, q := range pts {
		u := q.x*c + q.y*s
		lo, hi = math.Min(lo, u), math.Max(hi, u)
	}
	n := int((hi-lo)/bin) + 2
	h := make([]float64, n)
	for _, q := range pts {
		h[int((q.x*c+q.y*s-lo)/bin)] += q.w
	}
	span := float64(n) * bin
	fmin, fmax := 2.5/float64(size), 1/4.0
	df := 0.25 / span
	var fs, mags []float64
	for fr := fmin; fr <= fmax; fr += df {
		fs = append(fs, fr)
		mags = append(mags, specMag(h, bin, fr))
	}
	if len(fs) < 3 {
		return 0, false
	}
	bi := 0
	for i := range mags {
		if mags[i] > mags[bi] {
			bi = i
		}
	}
	// The fundamental: the lowest f_peak/k with a strong local peak.
	pick := bi
	for k := 6; k >= 2; k-- {
		target := fs[bi] / float64(k)
		j := sort.SearchFloat64s(fs, target)
		lo, hi := max(0, j-3), min(len(fs)-1, j+3)
		bj := lo
		for i := lo; i <= hi; i++ {
			if mags[i] > mags[bj] {
				bj = i
			}
		}
		if mags[bj] >= 0.45*mags[bi] && bj > 0 && bj < len(fs)-1 && mags[bj] >= mags[bj-1] && mags[bj] >= mags[bj+1] {
			pick = bj
			break
		}
	}
	// Golden-section refinement of the peak.
	a0, b0 := fs[max(0, pick-1)], fs[min(len(fs)-1, pick+1)]
	for i := 0; i < 30; i++ {
		m1 := b0 - (b0-a0)*0.618
		m2 := a0 + (b0-a0)*0.618
		if specMag(h, bin, m1) > specMag(h, bin, m2) {
			b0 = m2
		} else {
			a0 = m1
		}
	}
	return (a0 + b0) / 2, true
}

func specMag(h []float64, bin, fr float64) float64 {
	w := 2 * math.Pi * fr * bin
	var re, im float64
	// Recurrence for cos/sin of k w.
	cw, sw := math.Cos(w), math.Sin(w)
	c, s := 1.0, 0.0
	for _, v := range h {
		if v != 0 {
			re += v * c
			im += v * s
		}
		c, s = c*cw-s*sw, s*cw+c*sw
	}
	return math.Hypot(re, im)
}

func median(v []float64) float64 {
	v = slices.Clone(v)
	slices.Sort(v)
	return v[len(v)/2]
}

// measure is one hex's outline measured in the picture.
type measure struct {
	at    Point // the centre, from the outline
	sides int   // sides found (a printed line where the side should be)
}

// measureHexes measures the outline of every hex within radius (in hexes)
// of the transform's origin hex that lies in the picture.
func measureHexes(p *picture, H Homography, radius int) map[hex.Hex]measure {
	out := map[hex.Hex]measure{}
	inv, ok := H.Inverse()
	if !ok {
		return out
	}
	// The lattice hexes covering the picture.
	lo, hi := Point{math.Inf(1), math.Inf(1)}, Point{math.Inf(-1), math.Inf(-1)}
	for _, c := range []Point{{0, 0}, {float64(p.w), 0}, {0, float64(p.h)}, {float64(p.w), float64(p.h)}} {
		q := inv.Apply(c)
		lo.X, lo.Y = math.Min(lo.X, q.X), math.Min(lo.Y, q.Y)
		hi.X, hi.Y = math.Max(hi.X, q.X), math.Max(hi.Y, q.Y)
	}
	q0, q1 := int(math.Floor(lo.X/1.5))-1, int(math.Ceil(hi.X/1.5))+1
	for q := q0; q <= q1; q++ {
		r0 := int(math.Floor(lo.Y/sqrt3-float64(q)/2)) - 1
		r1 := int(math.Ceil(hi.Y/sqrt3-float64(q)/2)) + 1
		for r := r0; r <= r1; r++ {
			h := hex.Hex{Q: q, R: r}
			if h.Distance(hex.Hex{}) > radius {
				continue
			}
			c := H.Apply(Center(h))
			if c.X < 0 || c.Y < 0 || c.X >= float64(p.w) || c.Y >= float64(p.h) {
				continue
			}
			if m, ok := measureHex(p, H, h); ok {
				out[h] = m
			}
		}
	}
	return out
}

// measureHex finds the printed lines of h's six sides near where H puts
// them and returns the centre they imply. Along each side a few profiles
// across it are read; the darkest point of each, if clearly darker than
// both sides of the line, is where the line is.
func measureHex(p *picture, H Homography, h hex.Hex) (measure, bool) {
	R := H.Scale(Center(h))
	win := math.Max(2, 0.1*R)
	ref := math.Max(1.5, 0.04*R)
	var sxx, sxy, syy, bx, by float64
	n := 0
	for _, d := range hex.Dirs {
		a, b := SideCorners(h, d)
		pa, pb := H.Apply(a), H.Apply(b)
		dx, dy := pb.X-pa.X, pb.Y-pa.Y
		l := math.Hypot(dx, dy)
		if l == 0 {
			continue
		}
		nx, ny := -dy/l, dx/l
		ts := []float64{0.25, 0.5, 0.75}
		if d == hex.N || d == hex.S {
			// Keep clear of the hex number under the north side.
			ts = []float64{0.15, 0.85}
		}
		var ds []float64
		for _, t := range ts {
			c := Point{pa.X + dx*t, pa.Y + dy*t}
			if off, ok := valley(p, c, nx, ny, win, ref); ok {
				ds = append(ds, off)
			}
		}
		if len(ds) == 0 || (len(ts) == 3 && len(ds) < 2) {
			continue
		}
		o := median(ds)
		sxx += nx * nx
		sxy += nx * ny
		syy += ny * ny
		bx += nx * o
		by += ny * o
		n++
	}
	if n < 3 {
		return measure{sides: n}, n > 0
	}
	det := sxx*syy - sxy*sxy
	if det < 1e-6 {
		return measure{sides: n}, true
	}
	vx := (syy*bx - sxy*by) / det
	vy := (sxx*by - sxy*bx) / det
	c := H.Apply(Center(h))
	return measure{at: Point{c.X + vx, c.Y + vy}, sides: n}, true
}

// valley reads the grey profile across a side at c (normal (nx, ny)) and
// returns the offset, within win pixels, where the side is printed: a thin
// dark line (darker than the profile k pixels either side) or, where the
// line is lost against dark terrain, the edge between two terrains. ok is
// false when neither stands out.
func valley(p *picture, c Point, nx, ny, win, k float64) (float64, bool) {
	const step = 0.5
	n := int(2*(win+k)/step) + 1
	var buf [256]float64
	if n > len(buf) {
		return 0, false
	}
	g := buf[:n]
	for i := range g {
		o := -win - k + float64(i)*step
		v, ok := p.grayAt(c.X+nx*o, c.Y+ny*o)
		if !ok {
			return 0, false
		}
		g[i] = v
	}
	ks := int(k / step)
	resp := func(i int) float64 {
		a, b := g[i-ks], g[i+ks]
		return math.Max(math.Min(a, b)-g[i], 0.5*math.Abs(a-b))
	}
	bi, bv := -1, 0.0
	for i := ks; i < n-ks; i++ {
		if v := resp(i); v > bv {
			bi, bv = i, v
		}
	}
	if bi < 0 || bv < 12 || bi == ks || bi == n-ks-1 {
		return 0, false
	}
	o := -win - k + float64(bi)*step
	l, m, r := resp(bi-1), bv, resp(bi+1)
	if den := l - 2*m + r; den < -1e-9 {
		o += step * 0.5 * (l - r) / den
	}
	return o, true
}

// refit fits a transform to the measured centres (affine when few),
// dropping those far from the first fit.
func refit(H Homography, meas map[hex.Hex]measure, affine bool) (Homography, error) {
	var src, dst []Point
	for h, m := range meas {
		if m.sides >= 4 {
			src = append(src, Center(h))
			dst = append(dst, m.at)
		}
	}
	if len(src) < 8 {
		affine = true
	}
	return robustFit(src, dst, affine)
}

func refitMap(H Homography, meas map[hex.Hex]measure) (Homography, error) {
	var src, dst []Point
	for h, m := range meas {
		src = append(src, Center(h))
		dst = append(dst, m.at)
	}
	return robustFit(src, dst, len(src) < 8)
}

// robustFit fits, drops the points more than three times the median
// error (and at least a pixel and a half) away, and fits again.
func robustFit(src, dst []Point, affine bool) (Homography, error) {
	h, err := FitHomography(src, dst, nil, affine)
	if err != nil {
		return h, err
	}
	for it := 0; it < 2; it++ {
		errs := make([]float64, len(src))
		for i := range src {
			q := h.Apply(src[i])
			errs[i] = math.Hypot(q.X-dst[i].X, q.Y-dst[i].Y)
		}
		lim := math.Max(1.5, 3*median(errs))
		var s2, d2 []Point
		for i := range src {
			if errs[i] <= lim {
				s2 = append(s2, src[i])
				d2 = append(d2, dst[i])
			}
		}
		if len(s2) == len(src) {
			break
		}
		nh, err := FitHomography(s2, d2, nil, affine || len(s2) < 8)
		if err != nil {
			break
		}
		h, src, dst = nh, s2, d2
	}
	return h, nil
}

// place finds where the map's hexes lie among the lattice hexes measured:
// the translation (in axial coordinates) that puts the map's extent over
// the hexes with complete outlines and off those without. It returns the
// translation, the share of examined hexes that agree, and how many were
// examined.
func place(g hex.Grid, meas map[hex.Hex]measure) (hex.Hex, float64, int) {
	score := map[hex.Hex]int{}
	qlo, qhi, rlo, rhi := math.MaxInt, math.MinInt, math.MaxInt, math.MinInt
	for h, m := range meas {
		switch {
		case m.sides >= 5:
			score[h] = 1
		case m.sides <= 2:
			score[h] = -1
		default:
			continue
		}
		qlo, qhi = min(qlo, h.Q), max(qhi, h.Q)
		rlo, rhi = min(rlo, h.R), max(rhi, h.R)
	}
	if len(score) == 0 {
		return hex.Hex{}, 0, 0
	}
	mapHexes := g.Hexes()
	best, bestS := hex.Hex{}, math.MinInt
	q0lo, q0hi := qlo-g.Columns, qhi
	r0lo, r0hi := rlo-g.Rows-g.Columns, rhi+g.Columns
	if len(mapHexes) > 2500 {
		// A large map: its first column is near the westernmost complete
		// outline, and its first hex near that column's northernmost one
		// (trying every placement would take too long).
		west := math.MaxInt
		for h, s := range score {
			if s > 0 && h.Q < west {
				west = h.Q
			}
		}
		north := math.MaxInt
		for h, s := range score {
			if s > 0 && h.Q >= west && h.Q <= west+1 && h.R < north {
				north = h.R
			}
		}
		q0lo, q0hi, r0lo, r0hi = west-2, west+2, north-3, north+3
	}
	for q0 := q0lo; q0 <= q0hi; q0++ {
		for r0 := r0lo; r0 <= r0hi; r0++ {
			s := 0
			for _, h := range mapHexes {
				s += score[hex.Hex{Q: h.Q + q0, R: h.R + r0}]
			}
			if s > bestS {
				best, bestS = hex.Hex{Q: q0, R: r0}, s
			}
		}
	}
	// Agreement over the examined hexes.
	in := map[hex.Hex]bool{}
	for _, h := range mapHexes {
		in[h.Add(best)] = true
	}
	agree := 0
	for h, s := range score {
		if (s > 0) == in[h] {
			agree++
		}
	}
	return best, float64(agree) / float64(len(score)), len(score)
}

// alignOrigin moves H's origin, within one hex of where it is, to where
// the outlines of the hexes within three of it lie on printed lines.
// The outlines repeat from hex to hex, so only the translations of one
// cell of the hex lattice are tried (1.5 by sqrt 3 map units, with a
// margin of two steps), in map units carried to the picture by H's
// linear part; which hex the origin then sits on is fixed later, by the
// printed numbers and the map's edge.
func alignOrigin(p *picture, H Homography) Homography {
	R := H.Scale(Point{})
	// Each sample: a point on a side and the points k pixels either side
	// of it along the side's normal, in the picture.
	k := math.Max(1.5, 0.06*R)
	var on, off1, off2 []Point
	for _, h := range (hex.Hex{}).Range(3) {
		for _, d := range []hex.Dir{hex.N, hex.NE, hex.SE} {
			a, b := SideCorners(h, d)
			pa, pb := H.Apply(a), H.Apply(b)
			dx, dy := pb.X-pa.X, pb.Y-pa.Y
			l := math.Hypot(dx, dy)
			nx, ny := -dy/l*k, dx/l*k
			ts := []float64{0.25, 0.5, 0.75}
			if d == hex.N {
				ts = []float64{0.12, 0.88}
			}
			for _, t := range ts {
				c := H.Apply(Point{a.X + (b.X-a.X)*t, a.Y + (b.Y-a.Y)*t})
				on = append(on, c)
				off1 = append(off1, Point{c.X + nx, c.Y + ny})
				off2 = append(off2, Point{c.X - nx, c.Y - ny})
			}
		}
	}
	score := func(ox, oy float64) float64 {
		var sum float64
		for i, c := range on {
			g0, ok0 := p.grayAt(c.X+ox, c.Y+oy)
			g1, ok1 := p.grayAt(off1[i].X+ox, off1[i].Y+oy)
			g2, ok2 := p.grayAt(off2[i].X+ox, off2[i].Y+oy)
			if ok0 && ok1 && ok2 {
				sum += math.Max(0, math.Min(g1, g2)-g0)
			}
		}
		return sum
	}
	// The picture offset of a map-unit translation (u, v).
	o := H.Apply(Point{})
	shift := func(u, v float64) (float64, float64) {
		q := H.Apply(Point{u, v})
		return q.X - o.X, q.Y - o.Y
	}
	// Every translation of one lattice cell, coarse then fine.
	bx, by, bs := 0.0, 0.0, -1.0
	step := math.Max(1, R/30) / R // map units
	for v := -sqrt3/2 - 2*step; v <= sqrt3/2+2*step; v += step {
		for u := -0.75 - 2*step; u <= 0.75+2*step; u += step {
			ox, oy := shift(u, v)
			if sc := score(ox, oy); sc > bs {
				bx, by, bs = ox, oy, sc
			}
		}
	}
	cx, cy := bx, by
	for fs := step * R / 2; fs >= 0.25; fs /= 2 {
		for oy := cy - 2*fs; oy <= cy+2*fs; oy += fs {
			for ox := cx - 2*fs; ox <= cx+2*fs; ox += fs {
				if v := score(ox, oy); v > bs {
					bx, by, bs = ox, oy, v
				}
			}
		}
		cx, cy = bx, by
	}
	return Affine(1, 0, 0, 1, bx, by).Mul(H)
}
