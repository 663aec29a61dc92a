package trace

import (
	"image"
	"math"
	"sort"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Printed hex numbers are read where the project's renderer prints them
// (render.Renderer's hex numbers): centred 0.64 hex radii above the hex
// centre, in Go Regular at 0.28 hex radii, digits of equal width. Each
// digit is matched against the ten digits drawn the same way.

const (
	numberRise = 0.64 // the number's middle above the centre, in hex radii
	numberSize = 0.28 // font size in hex radii
)

// digitBank holds the ten digits drawn at each position of a number, as
// zero-mean unit vectors over the position's cell.
type digitBank struct {
	r      float64 // pixels per hex radius
	w, h   int     // the number's box, pixels
	n      int     // digits in a number
	x0     []int   // each position's first column
	adv    int
	tmpl   [][10][]float64
	usable bool
}

func newDigitBank(r float64, digits int) *digitBank {
	b := &digitBank{r: r, n: 2 * digits}
	px := math.Round(math.Max(9, numberSize*r))
	ft, err := opentype.Parse(goregular.TTF)
	if err != nil {
		return b
	}
	face, err := opentype.NewFace(ft, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return b
	}
	defer face.Close()
	adv, _ := face.GlyphAdvance('0')
	b.adv = adv.Round()
	asc := float64(face.Metrics().Ascent) / 64
	b.w = b.adv*b.n + 4
	b.h = int(math.Ceil(asc)) + 4
	left := float64(b.w)/2 - float64(b.adv*b.n)/2
	base := float64(b.h)/2 + asc*0.36
	b.tmpl = make([][10][]float64, b.n)
	b.x0 = make([]int, b.n)
	for i := 0; i < b.n; i++ {
		b.x0[i] = int(math.Round(left)) + i*b.adv
		for d := 0; d < 10; d++ {
			img := image.NewAlpha(image.Rect(0, 0, b.w, b.h))
			dr := font.Drawer{Dst: img, Src: image.Opaque, Face: face,
				Dot: fixed.Point26_6{X: fixed.I(b.x0[i]), Y: fixed.Int26_6(math.Round(base * 64))}}
			dr.DrawString(string(rune('0' + d)))
			v := make([]float64, 0, b.adv*b.h)
			for y := 0; y < b.h; y++ {
				for x := b.x0[i]; x < b.x0[i]+b.adv; x++ {
					v = append(v, float64(img.Pix[y*img.Stride+x]))
				}
			}
			b.tmpl[i][d] = unit(v)
		}
	}
	b.usable = b.adv >= 4
	return b
}

// unit makes v zero-mean with unit length (nil when it is flat).
func unit(v []float64) []float64 {
	var m float64
	for _, x := range v {
		m += x
	}
	m /= float64(len(v))
	var ss float64
	for i := range v {
		v[i] -= m
		ss += v[i] * v[i]
	}
	if ss < 1e-9 {
		return nil
	}
	k := 1 / math.Sqrt(ss)
	for i := range v {
		v[i] *= k
	}
	return v
}

// read returns the number printed in hex h of the lattice H maps, or ""
// when a digit is not clear.
func (b *digitBank) read(p *picture, H Homography, h hex.Hex) string {
	c := Center(h)
	patch := make([]float64, b.w*b.h)
	for y := 0; y < b.h; y++ {
		for x := 0; x < b.w; x++ {
			m := Point{c.X + (float64(x)+0.5-float64(b.w)/2)/b.r, c.Y - numberRise + (float64(y)+0.5-float64(b.h)/2)/b.r}
			q := H.Apply(m)
			v, ok := p.grayAt(q.X, q.Y)
			if !ok {
				return ""
			}
			patch[y*b.w+x] = 255 - v // ink high, as in the templates
		}
	}
	out := make([]byte, b.n)
	cell := make([]float64, 0, b.adv*b.h)
	for i := 0; i < b.n; i++ {
		cell = cell[:0]
		for y := 0; y < b.h; y++ {
			cell = append(cell, patch[y*b.w+b.x0[i]:y*b.w+b.x0[i]+b.adv]...)
		}
		u := unit(cell)
		if u == nil {
			return ""
		}
		best, second, bd := -2.0, -2.0, 0
		for d := 0; d < 10; d++ {
			t := b.tmpl[i][d]
			if t == nil {
				continue
			}
			var s float64
			for j := range t {
				s += t[j] * u[j]
			}
			s = math.Abs(s) // light numbers on dark terrain
			switch {
			case s > best:
				second, best, bd = best, s, d
			case s > second:
				second = s
			}
		}
		if best < 0.55 || best-second < 0.08 {
			return ""
		}
		out[i] = byte('0' + bd)
	}
	return string(out)
}

// readNumbering reads the printed numbers of up to 60 hexes nearest the
// lattice's origin with complete outlines, and returns the translation
// from map hexes to lattice hexes that most readings agree on, with how
// many readings agree and how many numbers were read.
func readNumbering(p *picture, H Homography, g hex.Grid, meas map[hex.Hex]measure) (hex.Hex, int, int) {
	r := H.Scale(Point{})
	if r < 30 {
		return hex.Hex{}, 0, 0 // numbers too small to read
	}
	b := newDigitBank(r, g.Numbering.Digits)
	if !b.usable {
		return hex.Hex{}, 0, 0
	}
	var hs []hex.Hex
	for h, m := range meas {
		if m.sides >= 5 {
			hs = append(hs, h)
		}
	}
	sort.Slice(hs, func(i, j int) bool {
		di, dj := hs[i].Distance(hex.Hex{}), hs[j].Distance(hex.Hex{})
		if di != dj {
			return di < dj
		}
		if hs[i].Q != hs[j].Q {
			return hs[i].Q < hs[j].Q
		}
		return hs[i].R < hs[j].R
	})
	if len(hs) > 60 {
		hs = hs[:60]
	}
	votes := map[hex.Hex]int{}
	read := 0
	for _, l := range hs {
		code := b.read(p, H, l)
		if code == "" {
			continue
		}
		m, err := g.Parse(code)
		if err != nil || !g.Contains(m) {
			continue
		}
		read++
		votes[l.Sub(m)]++
	}
	best, bv := hex.Hex{}, 0
	for off, v := range votes {
		if v > bv || (v == bv && (off.Q < best.Q || off.Q == best.Q && off.R < best.R)) {
			best, bv = off, v
		}
	}
	return best, bv, read
}
