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
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"
)

// Text is drawn from cached glyph masks: rasterising a glyph is far slower
// than compositing one, and a map shows the same few digits hundreds of
// times.

var (
	fontOnce          sync.Once
	fontReg, fontBold *opentype.Font
	fontMono          *opentype.Font
)

func loadFonts() {
	fontOnce.Do(func() {
		fontReg, _ = opentype.Parse(goregular.TTF)
		fontBold, _ = opentype.Parse(gobold.TTF)
		fontMono, _ = opentype.Parse(gomono.TTF)
	})
}

type glyph struct {
	mask    *image.Alpha // nil for blank glyphs
	off     image.Point  // mask origin relative to the pen position
	advance float64
}

// face is one font at one pixel size with its glyph cache.
type face struct {
	mu      sync.Mutex // guards f and glyphs: bands are drawn in parallel
	f       font.Face
	glyphs  map[rune]glyph
	ascent  float64
	descent float64
}

type faceKey struct {
	bold, mono bool
	px         int
}

type fonts struct {
	mu    sync.Mutex
	faces map[faceKey]*face
}

// face returns the font at px pixels (clamped to a legible range).
func (fs *fonts) face(bold bool, px float64) *face {
	return fs.faceOf(faceKey{bold: bold, px: int(math.Round(math.Max(6, math.Min(96, px))))})
}

// faceOf returns the face of k (mono: Go Mono, whatever bold says).
func (fs *fonts) faceOf(k faceKey) *face {
	loadFonts()
	fs.mu.Lock()
	defer fs.mu.Unlock()
	if f, ok := fs.faces[k]; ok {
		return f
	}
	if fs.faces == nil {
		fs.faces = map[faceKey]*face{}
	}
	ot := fontReg
	switch {
	case k.mono:
		ot = fontMono
	case k.bold:
		ot = fontBold
	}
	f, err := opentype.NewFace(ot, &opentype.FaceOptions{Size: float64(k.px), DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	m := f.Metrics()
	fc := &face{f: f, glyphs: map[rune]glyph{}, ascent: fix(m.Ascent), descent: fix(m.Descent)}
	fs.faces[k] = fc
	return fc
}

func fix(x fixed.Int26_6) float64 { return float64(x) / 64 }

func (f *face) glyph(r rune) glyph {
	f.mu.Lock()
	defer f.mu.Unlock()
	if g, ok := f.glyphs[r]; ok {
		return g
	}
	dr, mask, mp, adv, ok := f.f.Glyph(fixed.Point26_6{}, r)
	g := glyph{advance: fix(adv)}
	if ok && !dr.Empty() {
		a := image.NewAlpha(image.Rect(0, 0, dr.Dx(), dr.Dy()))
		for y := 0; y < dr.Dy(); y++ {
			for x := 0; x < dr.Dx(); x++ {
				_, _, _, al := mask.At(mp.X+x, mp.Y+y).RGBA()
				a.Pix[y*a.Stride+x] = uint8(al >> 8)
			}
		}
		g.mask, g.off = a, dr.Min
	}
	f.glyphs[r] = g
	return g
}

// width returns the advance width of s.
func (f *face) width(s string) float64 {
	w := 0.0
	for _, r := range s {
		w += f.glyph(r).advance
	}
	return w
}

// text draws s with its baseline starting at (x, y).
func (cv *canvas) text(f *face, s string, x, y float64, c color.RGBA) {
	if f == nil {
		return
	}
	b := cv.dst.Rect
	pix, stride := cv.dst.Pix, cv.dst.Stride
	opaque := c.A == 255
	by := int(math.Round(y))
	for _, r := range s {
		g := f.glyph(r)
		if g.mask != nil {
			px, py := int(math.Round(x))+g.off.X, by+g.off.Y
			mr := g.mask.Rect
			// The part of the mask inside dst.
			mx0, mx1 := max(0, b.Min.X-px), min(mr.Dx(), b.Max.X-px)
			my0, my1 := max(0, b.Min.Y-py), min(mr.Dy(), b.Max.Y-py)
			for my := my0; my < my1; my++ {
				row := g.mask.Pix[my*g.mask.Stride:]
				i := (py+my-b.Min.Y)*stride + (px+mx0-b.Min.X)*4
				for mx := mx0; mx < mx1; mx, i = mx+1, i+4 {
					switch a := row[mx]; {
					case a == 0:
					case a == 255 && opaque:
						pix[i], pix[i+1], pix[i+2], pix[i+3] = c.R, c.G, c.B, 255
					default:
						blend(pix, i, c, uint32(a))
					}
				}
			}
		}
		x += g.advance
	}
}

// textCentered draws s centred horizontally on x with its vertical middle
// (of the capital letters) on y.
func (cv *canvas) textCentered(f *face, s string, x, y float64, c color.RGBA) {
	if f == nil {
		return
	}
	cv.text(f, s, x-f.width(s)/2, y+f.ascent*0.36, c)
}

// textHalo draws centred text with a soft outline so it reads on any
// terrain.
func (cv *canvas) textHalo(f *face, s string, x, y float64, c, halo color.RGBA) {
	if f == nil {
		return
	}
	for _, d := range [][2]float64{{-1, 0}, {1, 0}, {0, -1}, {0, 1}, {-1, -1}, {1, 1}, {-1, 1}, {1, -1}} {
		cv.textCentered(f, s, x+d[0], y+d[1], halo)
	}
	cv.textCentered(f, s, x, y, c)
}
