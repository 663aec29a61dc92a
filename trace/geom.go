package trace

import (
	"errors"
	"math"

	"github.com/aide-de-camp/adc/engine/hex"
)

const sqrt3 = 1.7320508075688772

// Point is a position, in picture pixels or in map units.
type Point struct{ X, Y float64 }

// Center returns the centre of hex h in map units: hex radius 1, flat-topped
// hexes in columns, (1.5 q, sqrt3 (r + q/2)) in the axial coordinates of
// engine/hex (the same frame as render.View{Size: 1}).
func Center(h hex.Hex) Point {
	return Point{1.5 * float64(h.Q), sqrt3 * (float64(h.R) + float64(h.Q)/2)}
}

// Corner returns corner i (0 east, then clockwise as the y axis points
// down) of hex h in map units.
func Corner(h hex.Hex, i int) Point {
	c := Center(h)
	a := float64(i) * math.Pi / 3
	return Point{c.X + math.Cos(a), c.Y + math.Sin(a)}
}

// SideCorners returns the two corners at the ends of h's side in direction
// d, in map units (engine/hex numbers directions clockwise from north).
func SideCorners(h hex.Hex, d hex.Dir) (Point, Point) {
	return Corner(h, (4+int(d))%6), Corner(h, (5+int(d))%6)
}

// Homography is a projective transform of the plane, row-major 3x3: a
// point (x, y) goes to ((h0 x + h1 y + h2) / w, (h3 x + h4 y + h5) / w) with
// w = h6 x + h7 y + h8. An affine transform has h6 = h7 = 0, h8 = 1.
type Homography [9]float64

// Identity is the transform that leaves every point where it is.
var Identity = Homography{1, 0, 0, 0, 1, 0, 0, 0, 1}

// Affine returns the affine transform x' = a x + b y + tx, y' = c x + d y + ty.
func Affine(a, b, c, d, tx, ty float64) Homography {
	return Homography{a, b, tx, c, d, ty, 0, 0, 1}
}

// Apply maps a point.
func (h Homography) Apply(p Point) Point {
	w := h[6]*p.X + h[7]*p.Y + h[8]
	return Point{(h[0]*p.X + h[1]*p.Y + h[2]) / w, (h[3]*p.X + h[4]*p.Y + h[5]) / w}
}

// Mul returns the transform applying o first, then h.
func (h Homography) Mul(o Homography) Homography {
	var r Homography
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			r[3*i+j] = h[3*i]*o[j] + h[3*i+1]*o[3+j] + h[3*i+2]*o[6+j]
		}
	}
	return r
}

// Inverse returns the transform undoing h; ok is false when h is singular.
func (h Homography) Inverse() (Homography, bool) {
	a, b, c, d, e, f, g, k, i := h[0], h[1], h[2], h[3], h[4], h[5], h[6], h[7], h[8]
	A := e*i - f*k
	B := -(d*i - f*g)
	C := d*k - e*g
	det := a*A + b*B + c*C
	if math.Abs(det) < 1e-15 {
		return Homography{}, false
	}
	r := Homography{
		A, -(b*i - c*k), b*f - c*e,
		B, a*i - c*g, -(a*f - c*d),
		C, -(a*k - b*g), a*e - b*d,
	}
	for j := range r {
		r[j] /= det
	}
	return r, true
}

// Jacobian returns the local linear part of h at p: how a small step in
// map units moves the image point, as the columns (dx/du, dy/du) and
// (dx/dv, dy/dv).
func (h Homography) Jacobian(p Point) (ux, uy, vx, vy float64) {
	const e = 1e-3
	a := h.Apply(Point{p.X - e, p.Y})
	b := h.Apply(Point{p.X + e, p.Y})
	c := h.Apply(Point{p.X, p.Y - e})
	d := h.Apply(Point{p.X, p.Y + e})
	return (b.X - a.X) / (2 * e), (b.Y - a.Y) / (2 * e), (d.X - c.X) / (2 * e), (d.Y - c.Y) / (2 * e)
}

// Scale returns the mean number of image pixels per map unit (hex radius)
// at p.
func (h Homography) Scale(p Point) float64 {
	ux, uy, vx, vy := h.Jacobian(p)
	return math.Sqrt(math.Abs(ux*vy - uy*vx))
}

var errDegenerate = errors.New("trace: the points do not fix a transform (too few, or in a line)")

// FitHomography returns the projective transform taking src[i] to dst[i]
// in the least-squares sense (the normalised direct linear transform with
// h8 fixed to 1); affineOnly restricts it to an affine transform. It needs
// at least 4 points (3 for an affine one), not all in a line.
func FitHomography(src, dst []Point, w []float64, affineOnly bool) (Homography, error) {
	n := len(src)
	if n != len(dst) || (affineOnly && n < 3) || (!affineOnly && n < 4) {
		return Homography{}, errDegenerate
	}
	ts, ok1 := normaliser(src)
	td, ok2 := normaliser(dst)
	if !ok1 || !ok2 {
		return Homography{}, errDegenerate
	}
	m := 8
	if affineOnly {
		m = 6
	}
	ata := make([]float64, m*m)
	atb := make([]float64, m)
	row := make([]float64, m)
	add := func(r []float64, b, wt float64) {
		for i := 0; i < m; i++ {
			atb[i] += wt * r[i] * b
			for j := 0; j < m; j++ {
				ata[i*m+j] += wt * r[i] * r[j]
			}
		}
	}
	for i := 0; i < n; i++ {
		s := ts.Apply(src[i])
		d := td.Apply(dst[i])
		wt := 1.0
		if w != nil {
			wt = w[i]
		}
		clear(row)
		row[0], row[1], row[2] = s.X, s.Y, 1
		if !affineOnly {
			row[6], row[7] = -s.X*d.X, -s.Y*d.X
		}
		add(row, d.X, wt)
		clear(row)
		row[3], row[4], row[5] = s.X, s.Y, 1
		if !affineOnly {
			row[6], row[7] = -s.X*d.Y, -s.Y*d.Y
		}
		add(row, d.Y, wt)
	}
	x, ok := solve(ata, atb, m)
	if !ok {
		return Homography{}, errDegenerate
	}
	hn := Homography{x[0], x[1], x[2], x[3], x[4], x[5], 0, 0, 1}
	if !affineOnly {
		hn[6], hn[7] = x[6], x[7]
	}
	tdi, _ := td.Inverse()
	return tdi.Mul(hn).Mul(ts).normal(), nil
}

// normal scales h so that h8 is 1.
func (h Homography) normal() Homography {
	if h[8] == 0 {
		return h
	}
	k := h[8]
	for i := range h {
		h[i] /= k
	}
	return h
}

// normaliser moves the points' centroid to the origin and scales their mean
// distance from it to sqrt 2 (Hartley's normalisation).
func normaliser(p []Point) (Homography, bool) {
	var cx, cy float64
	for _, q := range p {
		cx += q.X
		cy += q.Y
	}
	cx /= float64(len(p))
	cy /= float64(len(p))
	var d float64
	for _, q := range p {
		d += math.Hypot(q.X-cx, q.Y-cy)
	}
	d /= float64(len(p))
	if d == 0 {
		return Homography{}, false
	}
	s := math.Sqrt2 / d
	return Homography{s, 0, -s * cx, 0, s, -s * cy, 0, 0, 1}, true
}

// solve solves the m x m system a x = b by Gaussian elimination with
// partial pivoting; ok is false when a is (nearly) singular.
func solve(a, b []float64, m int) ([]float64, bool) {
	a = append([]float64(nil), a...)
	b = append([]float64(nil), b...)
	for c := 0; c < m; c++ {
		p := c
		for r := c + 1; r < m; r++ {
			if math.Abs(a[r*m+c]) > math.Abs(a[p*m+c]) {
				p = r
			}
		}
		if math.Abs(a[p*m+c]) < 1e-12 {
			return nil, false
		}
		if p != c {
			for j := 0; j < m; j++ {
				a[c*m+j], a[p*m+j] = a[p*m+j], a[c*m+j]
			}
			b[c], b[p] = b[p], b[c]
		}
		for r := c + 1; r < m; r++ {
			f := a[r*m+c] / a[c*m+c]
			if f == 0 {
				continue
			}
			for j := c; j < m; j++ {
				a[r*m+j] -= f * a[c*m+j]
			}
			b[r] -= f * b[c]
		}
	}
	x := make([]float64, m)
	for r := m - 1; r >= 0; r-- {
		s := b[r]
		for j := r + 1; j < m; j++ {
			s -= a[r*m+j] * x[j]
		}
		x[r] = s / a[r*m+r]
	}
	return x, true
}
