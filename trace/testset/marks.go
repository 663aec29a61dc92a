package testset

import (
	"image"
	"image/color"
	"math"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gomonobold"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// otherMarks prints a map's markings as another publisher would, unlike
// the renderer: an Objective is a thin ring nearer the centre with a
// large star in the side's colour (no gold, no dark and white edges); a
// LOC a flatter box with "LOC" in Go Mono Bold; an entry area an opaque
// thinner ring with its id in Go Mono Bold and no halo; a place name in
// Go Mono Bold on a pale box, a little higher.
func otherMarks(img *image.RGBA, s *scenario.Scenario, v render.View, st render.Style) error {
	ft, err := opentype.Parse(gomonobold.TTF)
	if err != nil {
		return err
	}
	face := func(px float64) (font.Face, error) {
		return opentype.NewFace(ft, &opentype.FaceOptions{Size: math.Round(px), DPI: 72, Hinting: font.HintingFull})
	}
	small, err := face(v.Size * 0.2)
	if err != nil {
		return err
	}
	defer small.Close()
	big, err := face(v.Size * 0.28)
	if err != nil {
		return err
	}
	defer big.Close()
	g := s.Grid()
	R := v.Size
	side := func(id string) color.RGBA {
		if c, ok := st.Side[id]; ok {
			return c
		}
		return color.RGBA{0x70, 0x70, 0x70, 0xFF}
	}
	text := func(f font.Face, str string, x, y float64, c color.RGBA) {
		asc := float64(f.Metrics().Ascent) / 64
		w := float64(font.MeasureString(f, str)) / 64
		dr := font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f,
			Dot: fixed.Point26_6{X: fixed.Int26_6((x - w/2) * 64), Y: fixed.Int26_6((y + asc*0.36) * 64)}}
		dr.DrawString(str)
	}
	for _, ea := range s.Map.EntryAreas {
		for _, code := range ea.Hexes {
			h, err := g.Parse(code)
			if err != nil || !g.Contains(h) {
				continue
			}
			c := v.Center(h)
			ring(img, c.X, c.Y, R*0.82, R/12, side(ea.Side))
			text(big, ea.ID, c.X-R*0.42, c.Y, side(ea.Side))
		}
	}
	for _, m := range s.Map.Objectives {
		if h, err := g.Parse(m.Hex); err == nil {
			c := v.Center(h)
			ring(img, c.X, c.Y, R*0.7, R/16, side(m.Side))
			star(img, c.X+R*0.5, c.Y-R*0.25, R*0.25, side(m.Side))
		}
	}
	for _, m := range s.Map.LOCs {
		if h, err := g.Parse(m.Hex); err == nil {
			c := v.Center(h)
			w := float64(font.MeasureString(small, "LOC"))/64 + R*0.1
			x0 := c.X - R*0.7
			fillRect(img, image.Rect(int(x0), int(c.Y-R*0.12), int(x0+w), int(c.Y+R*0.12)), side(m.Side))
			text(small, "LOC", x0+w/2, c.Y, color.RGBA{0xFF, 0xFF, 0xF0, 0xFF})
		}
	}
	for _, p := range s.Map.Places {
		if h, err := g.Parse(p.Hex); err == nil {
			c := v.Center(h)
			w := float64(font.MeasureString(small, p.Name))/64 + R*0.08
			fillRect(img, image.Rect(int(c.X-w/2), int(c.Y+R*0.44), int(c.X+w/2), int(c.Y+R*0.68)), color.RGBA{0xF4, 0xF0, 0xDC, 0xFF})
			text(small, p.Name, c.X, c.Y+R*0.56, color.RGBA{0x18, 0x18, 0x18, 0xFF})
		}
	}
	return nil
}

// ring paints the pixels within w/2 of the circle of radius r about (cx, cy).
func ring(img *image.RGBA, cx, cy, r, w float64, c color.RGBA) {
	for y := int(cy - r - w); y <= int(cy+r+w); y++ {
		for x := int(cx - r - w); x <= int(cx+r+w); x++ {
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			if math.Abs(d-r) <= w/2 && image.Pt(x, y).In(img.Rect) {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// star paints a five-pointed star of outer radius r about (cx, cy).
func star(img *image.RGBA, cx, cy, r float64, c color.RGBA) {
	var pts [10][2]float64
	for i := range pts {
		rr := r
		if i%2 == 1 {
			rr *= 0.42
		}
		a := -math.Pi/2 + float64(i)*math.Pi/5
		pts[i] = [2]float64{cx + rr*math.Cos(a), cy + rr*math.Sin(a)}
	}
	for y := int(cy - r); y <= int(cy+r); y++ {
		for x := int(cx - r); x <= int(cx+r); x++ {
			px, py := float64(x)+0.5, float64(y)+0.5
			in := false
			for i, j := 0, len(pts)-1; i < len(pts); j, i = i, i+1 {
				a, b := pts[i], pts[j]
				if (a[1] > py) != (b[1] > py) && px < (b[0]-a[0])*(py-a[1])/(b[1]-a[1])+a[0] {
					in = !in
				}
			}
			if in && image.Pt(x, y).In(img.Rect) {
				img.SetRGBA(x, y, c)
			}
		}
	}
}

// fillRect paints a rectangle.
func fillRect(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	r = r.Intersect(img.Rect)
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			img.SetRGBA(x, y, c)
		}
	}
}
