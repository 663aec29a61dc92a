package render

import (
	"image"
	"image/color"
	"math"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/gomono"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/sfnt"
	"golang.org/x/image/math/fixed"
)

// Surface is a page or picture that printed components are drawn on, in
// millimetres, x to the right and y down from the top-left corner. One
// drawing serves every output: a Raster surface (PNG, the editor's
// previews), an SVG surface and, in export/print, a PDF page. Every
// surface uses the same embedded fonts (Go Regular and Go Bold), so text
// measures the same on all of them and on every machine.
type Surface interface {
	// Fill fills closed paths; a path wound the other way cuts a hole.
	Fill(c color.RGBA, paths ...[]Point)
	// Stroke draws a line through pts (closed: back to the first) of width
	// w; dash, when not empty, alternates drawn and blank lengths.
	Stroke(pts []Point, closed bool, w float64, c color.RGBA, dash ...float64)
	// Text draws s with the left end of its baseline at (x, y).
	Text(x, y float64, s string, f Font, c color.RGBA)
	// Image draws img into the rectangle (x, y, w, h) at the given opacity.
	Image(img image.Image, x, y, w, h, opacity float64)
	// Clip limits drawing to a rectangle until Unclip.
	Clip(x, y, w, h float64)
	Unclip()
}

// Font is one of the embedded faces at a size in points: Go Regular, Go
// Bold, or Go Mono (for text laid out in columns of characters).
type Font struct {
	Bold bool
	Mono bool    // Go Mono; Bold is then ignored
	Size float64 // points (1/72 inch)
}

// Face returns which embedded face f uses: 0 regular, 1 bold, 2 mono.
func (f Font) Face() int {
	switch {
	case f.Mono:
		return 2
	case f.Bold:
		return 1
	}
	return 0
}

// MMPerPoint is the length of a typographic point in millimetres.
const MMPerPoint = 25.4 / 72

// FontTTF returns the TrueType data of an embedded face (see Font.Face).
func FontTTF(face int) []byte {
	switch face {
	case 1:
		return gobold.TTF
	case 2:
		return gomono.TTF
	}
	return goregular.TTF
}

var (
	metricsOnce sync.Once
	advances    [3]map[rune]float64 // advance per em, by face
)

func loadMetrics() {
	metricsOnce.Do(func() {
		for i, ttf := range [][]byte{goregular.TTF, gobold.TTF, gomono.TTF} {
			f, err := sfnt.Parse(ttf)
			if err != nil {
				continue
			}
			var b sfnt.Buffer
			upem := f.UnitsPerEm()
			m := map[rune]float64{}
			for r := rune(32); r < 0x250; r++ {
				gi, err := f.GlyphIndex(&b, r)
				if err != nil || gi == 0 {
					continue
				}
				adv, err := f.GlyphAdvance(&b, gi, fixed.I(int(upem)), font.HintingNone)
				if err == nil {
					m[r] = float64(adv) / 64 / float64(upem)
				}
			}
			advances[i] = m
		}
	})
}

// TextWidth returns the width of s in millimetres.
func TextWidth(s string, f Font) float64 {
	loadMetrics()
	m := advances[f.Face()]
	w := 0.0
	for _, r := range s {
		a, ok := m[r]
		if !ok {
			a = 0.6
		}
		w += a
	}
	return w * f.Size * MMPerPoint
}

// CapHeight is the height of the capital letters of f in millimetres
// (Go fonts: 0.7 em), used to centre text vertically.
func CapHeight(f Font) float64 { return 0.7 * f.Size * MMPerPoint }

// FitFont returns f shrunk, no lower than min points, until s fits in w
// millimetres.
func FitFont(s string, f Font, w, min float64) Font {
	for f.Size > min && TextWidth(s, f) > w {
		f.Size = math.Max(min, f.Size-0.25)
	}
	return f
}

// Align is the horizontal anchor of a line of text.
type Align int

const (
	Left Align = iota
	Center
	Right
)

// TextAt draws s anchored at x by a and with its capitals' middle on y.
func TextAt(sf Surface, x, y float64, s string, f Font, c color.RGBA, a Align) {
	w := TextWidth(s, f)
	switch a {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	sf.Text(x, y+CapHeight(f)/2, s, f, c)
}

// Wrap breaks s into lines no wider than w millimetres.
func Wrap(s string, f Font, w float64) []string {
	var lines []string
	for _, para := range splitLines(s) {
		line := ""
		for _, word := range fields(para) {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if line != "" && TextWidth(try, f) > w {
				lines = append(lines, line)
				line = word
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

func splitLines(s string) []string {
	var out []string
	start := 0
	for i := 0; i < len(s); i++ {
		if s[i] == '\n' {
			out = append(out, s[start:i])
			start = i + 1
		}
	}
	return append(out, s[start:])
}

func fields(s string) []string {
	var out []string
	start := -1
	for i := 0; i <= len(s); i++ {
		if i == len(s) || s[i] == ' ' || s[i] == '\t' {
			if start >= 0 {
				out = append(out, s[start:i])
				start = -1
			}
			continue
		}
		if start < 0 {
			start = i
		}
	}
	return out
}

// Rect returns the corners of the rectangle (x, y, w, h).
func Rect(x, y, w, h float64) []Point {
	return []Point{{x, y}, {x + w, y}, {x + w, y + h}, {x, y + h}}
}

// Circle returns a polygon of n corners approximating a circle.
func Circle(c Point, r float64, n int) []Point {
	pts := make([]Point, n)
	for i := range pts {
		a := 2 * math.Pi * float64(i) / float64(n)
		pts[i] = Point{c.X + r*math.Cos(a), c.Y + r*math.Sin(a)}
	}
	return pts
}

// HexCorners returns the corners of a flat-topped hex of corner radius r.
func HexCorners(c Point, r float64) []Point { return hexPoints(c, r) }

// Raster is a Surface drawing into an RGBA image at Scale pixels per
// millimetre, with the surface's origin at the image's Rect.Min.
type Raster struct {
	Img   *image.RGBA
	Scale float64
	cv    canvas
	fonts fonts
	clip  []*image.RGBA
}

// NewRaster returns a white w x h millimetre picture at dpi dots per inch.
func NewRaster(w, h, dpi float64) *Raster {
	s := dpi / 25.4
	img := image.NewRGBA(image.Rect(0, 0, int(math.Ceil(w*s)), int(math.Ceil(h*s))))
	for i := range img.Pix {
		img.Pix[i] = 255
	}
	return &Raster{Img: img, Scale: s}
}

func (r *Raster) canvas() *canvas {
	dst := r.Img
	if n := len(r.clip); n > 0 {
		dst = r.clip[n-1]
	}
	r.cv.dst = dst
	r.cv.frame = dst.Rect
	return &r.cv
}

func (r *Raster) pt(p Point) Point {
	return Point{float64(r.Img.Rect.Min.X) + p.X*r.Scale, float64(r.Img.Rect.Min.Y) + p.Y*r.Scale}
}

func (r *Raster) Fill(c color.RGBA, paths ...[]Point) {
	cv := r.canvas()
	px := make([][]Point, 0, len(paths))
	for _, p := range paths {
		q := make([]Point, len(p))
		for i := range p {
			q[i] = r.pt(p[i])
		}
		px = append(px, q)
	}
	cv.polys(px, c)
}

func (r *Raster) Stroke(pts []Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	cv := r.canvas()
	wp := math.Max(0.8, w*r.Scale)
	n := len(pts)
	if closed && n > 2 {
		pts = append(pts[:n:n], pts[0])
	}
	for i := 1; i < len(pts); i++ {
		a, b := r.pt(pts[i-1]), r.pt(pts[i])
		switch {
		case len(dash) >= 2:
			cv.dashed(a, b, wp, dash[0]*r.Scale, dash[1]*r.Scale, c)
		default:
			cv.capsule(a, b, wp, c)
		}
	}
}

func (r *Raster) Text(x, y float64, s string, f Font, c color.RGBA) {
	cv := r.canvas()
	px := f.Size * MMPerPoint * r.Scale
	fc := r.fonts.faceOf(faceKey{bold: f.Bold, mono: f.Mono, px: int(math.Round(math.Max(4, math.Min(160, px))))})
	if fc == nil {
		return
	}
	p := r.pt(Point{x, y})
	// Glyph advances are hinted to whole pixels; spread the string over
	// its true width so that it measures what TextWidth says.
	want := TextWidth(s, f) * r.Scale
	got := fc.width(s)
	k := 1.0
	if got > 0 {
		k = want / got
	}
	xx := p.X
	for _, ch := range s {
		g := string(ch)
		cv.text(fc, g, xx, p.Y, c)
		xx += fc.glyph(ch).advance * k
	}
}

func (r *Raster) Image(img image.Image, x, y, w, h, opacity float64) {
	cv := r.canvas()
	p, q := r.pt(Point{x, y}), r.pt(Point{x + w, y + h})
	drawScaled(cv.dst, image.Rect(int(p.X), int(p.Y), int(q.X), int(q.Y)), img, opacity)
}

func (r *Raster) Clip(x, y, w, h float64) {
	p, q := r.pt(Point{x, y}), r.pt(Point{x + w, y + h})
	cur := r.Img
	if n := len(r.clip); n > 0 {
		cur = r.clip[n-1]
	}
	rect := image.Rect(int(math.Floor(p.X)), int(math.Floor(p.Y)), int(math.Ceil(q.X)), int(math.Ceil(q.Y))).Intersect(cur.Rect)
	r.clip = append(r.clip, cur.SubImage(rect).(*image.RGBA))
}

func (r *Raster) Unclip() {
	if n := len(r.clip); n > 0 {
		r.clip = r.clip[:n-1]
	}
}

// drawScaled draws img scaled into dst's rectangle rect (nearest pixel) at
// the given opacity.
func drawScaled(dst *image.RGBA, rect image.Rectangle, img image.Image, opacity float64) {
	sb := img.Bounds()
	if sb.Empty() || rect.Empty() {
		return
	}
	a := uint32(math.Max(0, math.Min(1, opacity)) * 255)
	vis := rect.Intersect(dst.Rect)
	for y := vis.Min.Y; y < vis.Max.Y; y++ {
		sy := sb.Min.Y + (y-rect.Min.Y)*sb.Dy()/rect.Dy()
		for x := vis.Min.X; x < vis.Max.X; x++ {
			sx := sb.Min.X + (x-rect.Min.X)*sb.Dx()/rect.Dx()
			cr, cg, cb, ca := img.At(sx, sy).RGBA()
			c := color.RGBA{uint8(cr >> 8), uint8(cg >> 8), uint8(cb >> 8), uint8(ca >> 8)}
			blend(dst.Pix, dst.PixOffset(x, y), c, a)
		}
	}
}
