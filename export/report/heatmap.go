package report

import (
	"image"
	"image/color"
	"image/draw"
	"math"

	"golang.org/x/image/vector"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/render"
)

// HeatMap draws the scenario's map (without counters) with every hex where
// battles were fought shaded from yellow (few) to dark red (the most), and
// ringed so that it shows on any terrain.
func HeatMap(r *sim.Report, s *scenario.Scenario, w, h int) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	rd := render.New(render.StyleFor(s))
	v := render.Fit(s, w, h)
	rd.Render(img, s, v, render.Overlay{HideUnits: true})
	g := s.Grid()
	most := 0
	for _, b := range r.Battles {
		most = max(most, b.Count)
	}
	if most == 0 {
		return img
	}
	for i := len(r.Battles) - 1; i >= 0; i-- { // the most fought over on top
		b := r.Battles[i]
		hx, err := g.Parse(b.Hex)
		if err != nil {
			continue
		}
		f := math.Sqrt(float64(b.Count) / float64(most))
		hexShape(img, v, hx, 0.92, 0, heat(f, 0xa0))
		hexShape(img, v, hx, 0.92, 0.76, heat(f, 0xff))
	}
	return img
}

// heat is the colour of share f (0..1) of the most battles: yellow to dark
// red.
func heat(f float64, alpha uint8) color.NRGBA {
	f = math.Max(0, math.Min(1, f))
	return color.NRGBA{R: uint8(255 - 90*f), G: uint8(220 * (1 - f)), B: uint8(40 * (1 - f)), A: alpha}
}

// hexShape fills a hex of the map scaled by outer about its centre, less
// the same hex scaled by inner when inner > 0 (a ring), with colour c. The
// rasterizer covers the hex's bounding box only.
func hexShape(img *image.RGBA, v render.View, h hex.Hex, outer, inner float64, c color.NRGBA) {
	ctr := v.Center(h)
	rect := image.Rect(int(ctr.X-v.Size)-1, int(ctr.Y-v.Size)-1, int(ctr.X+v.Size)+2, int(ctr.Y+v.Size)+2)
	clip := rect.Intersect(img.Bounds())
	if clip.Empty() {
		return
	}
	z := vector.NewRasterizer(rect.Dx(), rect.Dy())
	path := func(scale float64, reverse bool) {
		for k := 0; k < 6; k++ {
			i := k
			if reverse {
				i = 5 - k
			}
			p := v.Corner(h, i)
			x := float32(ctr.X + (p.X-ctr.X)*scale - float64(rect.Min.X))
			y := float32(ctr.Y + (p.Y-ctr.Y)*scale - float64(rect.Min.Y))
			if k == 0 {
				z.MoveTo(x, y)
			} else {
				z.LineTo(x, y)
			}
		}
		z.ClosePath()
	}
	path(outer, false)
	if inner > 0 {
		path(inner, true) // opposite winding cancels: a ring
	}
	z.DrawOp = draw.Over
	z.Draw(img, clip, image.NewUniform(c), clip.Min.Sub(rect.Min))
}
