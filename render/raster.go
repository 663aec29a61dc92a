package render

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"
)

// canvas wraps the destination image with the drawing primitives the map
// needs. Shapes are clipped to the destination; polygons and thick lines are
// anti-aliased with golang.org/x/image/vector, rasterised only over their
// bounding box so that small shapes stay cheap.
type canvas struct {
	dst *image.RGBA
	ras vector.Rasterizer
	src image.Uniform
	row []byte // scratch row of one colour (fillRow)

	// frame is the whole picture when dst is one band of it (see
	// bandRows); the empty rectangle means dst.Rect.
	frame   image.Rectangle
	scratch image.RGBA // polygons cut by a band's edge are drawn here first
}

// frameRect returns the rectangle of the whole picture.
func (cv *canvas) frameRect() image.Rectangle {
	if cv.frame.Empty() {
		return cv.dst.Rect
	}
	return cv.frame
}

// fill rasterises the path the rasteriser holds, laid out over r (clipped
// to the whole picture), in colour c, into the part of r inside dst.
// The rasteriser's coverage depends on where its area starts, so it always
// works over r, never over r cut at a band's edge: a band gets exactly the
// pixels a picture drawn in one piece would have.
func (cv *canvas) fill(r image.Rectangle, c color.RGBA) {
	cv.src.C = c
	rb := r.Intersect(cv.dst.Rect)
	if rb == r {
		cv.ras.Draw(cv.dst, r, &cv.src, image.Point{})
		return
	}
	// Draw into a scratch image covering r, holding a copy of the band's
	// rows, then copy those rows back.
	sc := &cv.scratch
	n := r.Dx() * r.Dy() * 4
	if cap(sc.Pix) < n {
		sc.Pix = make([]uint8, n)
	}
	sc.Pix, sc.Stride, sc.Rect = sc.Pix[:n], r.Dx()*4, r
	w := rb.Dx() * 4
	for y := rb.Min.Y; y < rb.Max.Y; y++ {
		copy(sc.Pix[sc.PixOffset(rb.Min.X, y):][:w], cv.dst.Pix[cv.dst.PixOffset(rb.Min.X, y):][:w])
	}
	// Rows below the band need no drawing (the mask's rows are counted
	// from r.Min.Y, so only the bottom can be cut).
	rd := r
	rd.Max.Y = rb.Max.Y
	cv.ras.Draw(sc, rd, &cv.src, image.Point{})
	for y := rb.Min.Y; y < rb.Max.Y; y++ {
		copy(cv.dst.Pix[cv.dst.PixOffset(rb.Min.X, y):][:w], sc.Pix[sc.PixOffset(rb.Min.X, y):][:w])
	}
}

// blend composites colour c (premultiplied) with coverage a (0-255) over
// pixel i. div255 is exact for the products that occur here.
func blend(pix []uint8, i int, c color.RGBA, a uint32) {
	sa := div255(uint32(c.A) * a)
	if sa == 0 {
		return
	}
	ia := 255 - sa
	p := pix[i : i+4 : i+4]
	p[0] = uint8(div255(uint32(c.R)*a + uint32(p[0])*ia))
	p[1] = uint8(div255(uint32(c.G)*a + uint32(p[1])*ia))
	p[2] = uint8(div255(uint32(c.B)*a + uint32(p[2])*ia))
	p[3] = uint8(sa + div255(uint32(p[3])*ia))
}

// div255 divides x (at most 255*255*2) by 255, rounding to nearest.
func div255(x uint32) uint32 { return (x + 128 + (x+128)>>8) >> 8 }

// poly fills a closed polygon.
func (cv *canvas) poly(pts []Point, c color.RGBA) {
	if len(pts) < 3 || c.A == 0 {
		return
	}
	minX, minY, maxX, maxY := pts[0].X, pts[0].Y, pts[0].X, pts[0].Y
	for _, p := range pts[1:] {
		minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
		minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(cv.frameRect())
	if r.Empty() || !r.Overlaps(cv.dst.Rect) {
		return
	}
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	cv.ras.Reset(r.Dx(), r.Dy())
	cv.ras.DrawOp = draw.Over
	cv.ras.MoveTo(float32(pts[0].X)-ox, float32(pts[0].Y)-oy)
	for _, p := range pts[1:] {
		cv.ras.LineTo(float32(p.X)-ox, float32(p.Y)-oy)
	}
	cv.ras.ClosePath()
	cv.fill(r, c)
}

// line draws a segment of width w with square ends. The rasteriser works
// over the whole bounding box, so a long diagonal is drawn in pieces whose
// boxes hug the stroke.
func (cv *canvas) line(a, b Point, w float64, c color.RGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	nx, ny := -dy/l*w/2, dx/l*w/2
	n := 1
	if math.Abs(dx) > 3*w && math.Abs(dy) > 3*w {
		n = int(math.Min(math.Abs(dx), math.Abs(dy)) / math.Max(2*w, 8))
		n = max(1, min(n, 16))
	}
	if n == 1 {
		cv.poly([]Point{{a.X + nx, a.Y + ny}, {b.X + nx, b.Y + ny}, {b.X - nx, b.Y - ny}, {a.X - nx, a.Y - ny}}, c)
		return
	}
	pts := make([]Point, 4)
	for i := 0; i < n; i++ {
		// Pieces overlap by a pixel so that their anti-aliased ends do not
		// leave a faint seam (line colours are opaque).
		ext := 0.75 / l
		t0, t1 := math.Max(0, float64(i)/float64(n)-ext), math.Min(1, float64(i+1)/float64(n)+ext)
		p := Point{a.X + dx*t0, a.Y + dy*t0}
		q := Point{a.X + dx*t1, a.Y + dy*t1}
		pts[0], pts[1], pts[2], pts[3] = Point{p.X + nx, p.Y + ny}, Point{q.X + nx, q.Y + ny}, Point{q.X - nx, q.Y - ny}, Point{p.X - nx, p.Y - ny}
		cv.poly(pts, c)
	}
}

// dashed draws a segment as dashes of length on separated by off.
func (cv *canvas) dashed(a, b Point, w, on, off float64, c color.RGBA) {
	dx, dy := b.X-a.X, b.Y-a.Y
	l := math.Hypot(dx, dy)
	if l == 0 {
		return
	}
	ux, uy := dx/l, dy/l
	for t := 0.0; t < l; t += on + off {
		e := math.Min(l, t+on)
		cv.line(Point{a.X + ux*t, a.Y + uy*t}, Point{a.X + ux*e, a.Y + uy*e}, w, c)
	}
}

// disc fills a circle.
func (cv *canvas) disc(c Point, r float64, col color.RGBA) {
	n := 8 + int(r)
	if n > 48 {
		n = 48
	}
	pts := make([]Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	cv.poly(pts, col)
}

// ring strokes a circle outline of width w in one rasterisation.
func (cv *canvas) ring(c Point, r, w float64, col color.RGBA) {
	n := 12 + int(r)
	if n > 64 {
		n = 64
	}
	outer, inner := make([]Point, n), make([]Point, n)
	for i := 0; i < n; i++ {
		a := 2 * math.Pi * float64(i) / float64(n)
		outer[i] = Point{c.X + (r+w/2)*math.Cos(a), c.Y + (r+w/2)*math.Sin(a)}
		inner[i] = Point{c.X + (r-w/2)*math.Cos(a), c.Y + (r-w/2)*math.Sin(a)}
	}
	cv.polys([][]Point{outer, reversed(inner)}, col)
}

// hexRing strokes a hex outline (corner radius size) of width w in one
// rasterisation.
func (cv *canvas) hexRing(c Point, size, w float64, col color.RGBA) {
	k := w / 2 / (sqrt3 / 2) // corner offset that moves the edges by w/2
	cv.polys([][]Point{hexPoints(c, size+k), reversed(hexPoints(c, math.Max(0, size-k)))}, col)
}

func reversed(p []Point) []Point {
	out := make([]Point, len(p))
	for i := range p {
		out[len(p)-1-i] = p[i]
	}
	return out
}

// polys fills several closed paths in one pass (a path wound the other way
// cuts a hole).
func (cv *canvas) polys(paths [][]Point, c color.RGBA) {
	if len(paths) == 0 || len(paths[0]) == 0 || c.A == 0 {
		return
	}
	minX, minY, maxX, maxY := paths[0][0].X, paths[0][0].Y, paths[0][0].X, paths[0][0].Y
	for _, pts := range paths {
		for _, p := range pts {
			minX, maxX = math.Min(minX, p.X), math.Max(maxX, p.X)
			minY, maxY = math.Min(minY, p.Y), math.Max(maxY, p.Y)
		}
	}
	r := image.Rect(int(math.Floor(minX)), int(math.Floor(minY)), int(math.Ceil(maxX))+1, int(math.Ceil(maxY))+1).Intersect(cv.frameRect())
	if r.Empty() || !r.Overlaps(cv.dst.Rect) {
		return
	}
	ox, oy := float32(r.Min.X), float32(r.Min.Y)
	cv.ras.Reset(r.Dx(), r.Dy())
	cv.ras.DrawOp = draw.Over
	for _, pts := range paths {
		if len(pts) < 3 {
			continue
		}
		cv.ras.MoveTo(float32(pts[0].X)-ox, float32(pts[0].Y)-oy)
		for _, p := range pts[1:] {
			cv.ras.LineTo(float32(p.X)-ox, float32(p.Y)-oy)
		}
		cv.ras.ClosePath()
	}
	cv.fill(r, c)
}

// rect fills an axis-aligned rectangle without anti-aliasing (fast path for
// counters and text halos).
func (cv *canvas) rect(r image.Rectangle, c color.RGBA) {
	r = r.Intersect(cv.dst.Rect)
	if r.Empty() {
		return
	}
	pix, stride := cv.dst.Pix, cv.dst.Stride
	if c.A == 255 {
		// Fill the first row pixel by pixel, then copy it: memmove is far
		// faster than per-pixel stores for large areas.
		w := r.Dx() * 4
		first := (r.Min.Y-cv.dst.Rect.Min.Y)*stride + (r.Min.X-cv.dst.Rect.Min.X)*4
		row := pix[first : first+w]
		for i := 0; i < w; i += 4 {
			row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 255
		}
		for y := r.Min.Y + 1; y < r.Max.Y; y++ {
			i := (y-cv.dst.Rect.Min.Y)*stride + (r.Min.X-cv.dst.Rect.Min.X)*4
			copy(pix[i:i+w], row)
		}
		return
	}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		i := (y-cv.dst.Rect.Min.Y)*stride + (r.Min.X-cv.dst.Rect.Min.X)*4
		for x := r.Min.X; x < r.Max.X; x++ {
			blend(pix, i, c, 255)
			i += 4
		}
	}
}

// outline strokes a closed polygon.
func (cv *canvas) outline(pts []Point, w float64, c color.RGBA) {
	for i := range pts {
		cv.line(pts[i], pts[(i+1)%len(pts)], w, c)
	}
}

// tile is a small repeating pattern, one RGBA row after another.
type tile struct {
	n    int // width and height (a power of two)
	pix  []color.RGBA
	rows [][]byte // each row repeated to tileRowPx pixels, as RGBA bytes
}

// tileRowPx is the longest span fillHex copies from a tile row in one go.
const tileRowPx = 1024

func (t *tile) buildRows() {
	t.rows = make([][]byte, t.n)
	for y := range t.rows {
		b := make([]byte, (tileRowPx+t.n)*4)
		for x := 0; x < tileRowPx+t.n; x++ {
			p := t.pix[y*t.n+x%t.n]
			b[x*4], b[x*4+1], b[x*4+2], b[x*4+3] = p.R, p.G, p.B, 255
		}
		t.rows[y] = b
	}
}

// fillHex fills a flat-topped hex of the given centre and radius with a tile
// pattern anchored to the screen, span by span (no anti-aliasing: the grid
// lines drawn on top hide the edge).
func (cv *canvas) fillHex(c Point, size float64, t *tile) {
	h := size * sqrt3 / 2
	y0 := int(math.Ceil(c.Y - h - 0.5))
	y1 := int(math.Floor(c.Y + h - 0.5))
	b := cv.dst.Rect
	if y0 < b.Min.Y {
		y0 = b.Min.Y
	}
	if y1 >= b.Max.Y {
		y1 = b.Max.Y - 1
	}
	pix, stride := cv.dst.Pix, cv.dst.Stride
	mask := t.n - 1
	for y := y0; y <= y1; y++ {
		dy := math.Abs(float64(y) + 0.5 - c.Y)
		// Half width at this height: the flat top spans size/2 each way,
		// the slanted sides grow to size at the middle.
		hw := size - dy/sqrt3
		x0 := int(math.Ceil(c.X - hw - 0.5))
		x1 := int(math.Floor(c.X + hw - 0.5))
		if x0 < b.Min.X {
			x0 = b.Min.X
		}
		if x1 >= b.Max.X {
			x1 = b.Max.X - 1
		}
		if x0 > x1 {
			continue
		}
		row := t.rows[y&mask]
		i := (y-b.Min.Y)*stride + (x0-b.Min.X)*4
		for x := x0; x <= x1; {
			n := min(x1-x+1, tileRowPx)
			o := (x & mask) * 4
			copy(pix[i:i+n*4], row[o:o+n*4])
			i += n * 4
			x += n
		}
	}
}

// hexPoints returns the six corners of a hex of radius size.
func hexPoints(c Point, size float64) []Point {
	pts := make([]Point, 6)
	for i := range pts {
		a := float64(i) * math.Pi / 3
		pts[i] = Point{c.X + size*math.Cos(a), c.Y + size*math.Sin(a)}
	}
	return pts
}

// hairline draws a thin anti-aliased line (width about one pixel) with
// Xiaolin Wu's algorithm: much cheaper than a polygon for the hex grid.
func (cv *canvas) hairline(a, b Point, c color.RGBA) {
	dr := cv.dst.Rect
	// Nothing to plot when the line passes wholly above or below dst (the
	// pixels plotted lie within a pixel of the line).
	if math.Max(a.Y, b.Y)+2 < float64(dr.Min.Y) || math.Min(a.Y, b.Y)-2 > float64(dr.Max.Y) {
		return
	}
	x0, y0, x1, y1 := a.X-0.5, a.Y-0.5, b.X-0.5, b.Y-0.5
	steep := math.Abs(y1-y0) > math.Abs(x1-x0)
	if steep {
		x0, y0, x1, y1 = y0, x0, y1, x1
	}
	if x0 > x1 {
		x0, x1, y0, y1 = x1, x0, y1, y0
	}
	dx, dy := x1-x0, y1-y0
	grad := 1.0
	if dx != 0 {
		grad = dy / dx
	}
	pix, stride := cv.dst.Pix, cv.dst.Stride
	plot := func(x, y int, cov float64) {
		if steep {
			x, y = y, x
		}
		if x < dr.Min.X || y < dr.Min.Y || x >= dr.Max.X || y >= dr.Max.Y {
			return
		}
		a := uint32(cov*255 + 0.5)
		if a == 0 {
			return
		}
		blend(pix, (y-dr.Min.Y)*stride+(x-dr.Min.X)*4, c, min(a, 255))
	}
	xs, xe := int(math.Round(x0)), int(math.Round(x1))
	if steep {
		if xe < dr.Min.Y-1 || xs > dr.Max.Y+1 {
			return
		}
	} else if xe < dr.Min.X-1 || xs > dr.Max.X+1 {
		return
	}
	y := y0 + grad*(float64(xs)-x0)
	for x := xs; x <= xe; x++ {
		fy := math.Floor(y)
		f := y - fy
		plot(x, int(fy), 1-f)
		plot(x, int(fy)+1, f)
		y += grad
	}
}

// capsule draws a segment of width w with round ends, anti-aliased by the
// distance of each pixel centre from the segment. It is much cheaper than a
// rasterised polygon plus joint discs, and consecutive capsules join
// smoothly, so roads and rivers use it.
func (cv *canvas) capsule(a, b Point, w float64, c color.RGBA) {
	cv.capsuleHollow(a, b, w, 0, c)
}

// capsuleHollow draws a capsule like capsule but may leave out pixels whose
// centre lies less than hole from the segment's body (not its round ends):
// the caller is about to cover them with an opaque capsule whose solid core
// reaches at least that far, so drawing them would be wasted work.
//
// Each row is split into the span where the pixel centres are certainly
// inside the solid core (or the hole), found from the line equation with a
// safety margin, and the rest, which is tested pixel by pixel as before; so
// the result is the same as testing every pixel.
func (cv *canvas) capsuleHollow(a, b Point, w, hole float64, c color.RGBA) {
	r := w / 2
	outer := r + 0.5
	dr := cv.dst.Rect
	x0 := max(int(math.Floor(math.Min(a.X, b.X)-outer)), dr.Min.X)
	x1 := min(int(math.Ceil(math.Max(a.X, b.X)+outer)), dr.Max.X-1)
	y0 := max(int(math.Floor(math.Min(a.Y, b.Y)-outer)), dr.Min.Y)
	y1 := min(int(math.Ceil(math.Max(a.Y, b.Y)+outer)), dr.Max.Y-1)
	if x0 > x1 || y0 > y1 {
		return
	}
	dx, dy := b.X-a.X, b.Y-a.Y
	l2 := dx*dx + dy*dy
	inner2 := 0.0
	if r > 0.5 {
		inner2 = (r - 0.5) * (r - 0.5)
	}
	outer2 := outer * outer
	pix, stride := cv.dst.Pix, cv.dst.Stride
	inv := 0.0
	if l2 > 0 {
		inv = 1 / l2
	}
	opaque := c.A == 255
	l := math.Sqrt(l2)
	// The span of certain pixels: within core of the line (solid, or the
	// hole when skipping), and with the foot of the perpendicular well
	// inside the segment, where the distance to the segment is the
	// distance to the line. The margins dwarf floating-point error.
	const margin = 1e-6
	core, skip := 0.0, false
	if hole > 0 {
		core, skip = hole-margin, true
	} else if inner2 > 0 {
		core = r - 0.5 - margin
	}
	var fill []byte
	if opaque && !skip && core > 0 {
		fill = cv.fillRow(c, x1-x0+1)
	}
	// Per row, only the columns within reach of the segment: the strip
	// around the line crosses the row over a known x-interval.
	for y := y0; y <= y1; y++ {
		py := float64(y) + 0.5
		rx0, rx1 := x0, x1
		if math.Abs(dy) > 1e-9 {
			// x where the line crosses this row, and the strip's half-width
			// along x, widened for the round ends.
			xc := a.X + (py-a.Y)*dx/dy
			hw := outer*l/math.Abs(dy) + 1
			rx0 = max(rx0, int(math.Floor(xc-hw)))
			rx1 = min(rx1, int(math.Ceil(xc+hw)))
			// The round ends reach beyond the strip only near a and b.
			if py < math.Min(a.Y, b.Y)+outer || py > math.Max(a.Y, b.Y)-outer {
				rx0, rx1 = x0, x1
			}
		}
		px := float64(rx0) + 0.5
		t := ((px-a.X)*dx + (py-a.Y)*dy) * inv
		dt := dx * inv
		// Pixels to look at [ks, ke] and the certain span [k0, k1]
		// (offsets from rx0; a span is empty when its start passes its
		// end). A pixel centre further than outer from the line is further
		// than that from the segment too, so it is left out.
		ks, ke := 0, rx1-rx0
		k0, k1 := 1, 0
		if l > 0 {
			// Signed distance from the line: s0 + ds*k.
			s0 := ((px-a.X)*dy - (py-a.Y)*dx) / l
			ds := dy / l
			ks, ke = clampSpan(ks, ke, s0, ds, -(outer + margin), outer+margin)
			if core > 0 {
				k0, k1 = clampSpan(ks, ke, s0, ds, -core, core)
				k0, k1 = clampSpan(k0, k1, t, dt, margin, 1-margin)
			}
		}
		if ks > ke {
			continue
		}
		// t advances by repeated addition, exactly as a pixel-by-pixel
		// walk from rx0 would compute it.
		for j := 0; j < ks; j++ {
			t += dt
		}
		px += float64(ks)
		i := (y-dr.Min.Y)*stride + (rx0+ks-dr.Min.X)*4
		for k := ks; k <= ke; k, i, px, t = k+1, i+4, px+1, t+dt {
			if k == k0 && k <= k1 {
				n := k1 - k0 + 1
				switch {
				case skip:
				case fill != nil:
					copy(pix[i:i+n*4], fill[:n*4])
				default:
					for j := 0; j < n; j++ {
						blend(pix, i+j*4, c, 255)
					}
				}
				// Jump past the span (the loop's post statement adds one).
				n--
				for j := 0; j < n; j++ {
					t += dt
				}
				k, i, px = k+n, i+n*4, px+float64(n)
				continue
			}
			tc := t
			if tc < 0 {
				tc = 0
			} else if tc > 1 {
				tc = 1
			}
			qx, qy := a.X+tc*dx-px, a.Y+tc*dy-py
			d2 := qx*qx + qy*qy
			if d2 >= outer2 {
				continue
			}
			if d2 <= inner2 {
				if opaque {
					pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 255
				} else {
					blend(pix, i, c, 255)
				}
				continue
			}
			cov := outer - math.Sqrt(d2)
			if cov > 1 {
				cov = 1
			}
			blend(pix, i, c, uint32(cov*255))
		}
	}
}

// clampSpan narrows the offsets [k0, k1] to those k where lo < v0 + dv*k <
// hi, conservatively (a k on the boundary is dropped).
func clampSpan(k0, k1 int, v0, dv, lo, hi float64) (int, int) {
	if k0 > k1 {
		return k0, k1
	}
	if math.Abs(dv) < 1e-12 {
		if v0 > lo && v0 < hi {
			return k0, k1
		}
		return 1, 0
	}
	a, b := (lo-v0)/dv, (hi-v0)/dv
	if a > b {
		a, b = b, a
	}
	// Strictly inside (a, b): the smallest integer above a, the largest
	// below b.
	ka, kb := math.Floor(a)+1, math.Ceil(b)-1
	if ka > float64(k0) {
		if ka > float64(k1) {
			return 1, 0
		}
		k0 = int(ka)
	}
	if kb < float64(k1) {
		if kb < float64(k0) {
			return 1, 0
		}
		k1 = int(kb)
	}
	return k0, k1
}

// fillRow returns at least n pixels of the opaque colour c as RGBA bytes,
// from a buffer reused between calls.
func (cv *canvas) fillRow(c color.RGBA, n int) []byte {
	if cap(cv.row) < n*4 {
		cv.row = make([]byte, n*4)
	}
	row := cv.row[:n*4]
	for i := 0; i < len(row); i += 4 {
		row[i], row[i+1], row[i+2], row[i+3] = c.R, c.G, c.B, 255
	}
	return row
}
