package trace

import (
	"image"
	"image/color"
	"math"
	"runtime"
	"sync"
)

// picture is a scan held as 8-bit RGB and as grey levels (0-255).
type picture struct {
	w, h int
	rgb  []uint8   // 3 bytes a pixel, row after row
	gray []float32 // luma
}

// newPicture converts img; the JPEG decoder's YCbCr pictures and RGBA ones
// are read directly, anything else through its colour model.
func newPicture(img image.Image) *picture {
	b := img.Bounds()
	p := &picture{w: b.Dx(), h: b.Dy()}
	p.rgb = make([]uint8, 3*p.w*p.h)
	p.gray = make([]float32, p.w*p.h)
	parallelRows(p.h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			row := p.rgb[3*y*p.w : 3*(y+1)*p.w]
			switch m := img.(type) {
			case *image.YCbCr:
				ycbcrRow(m, b.Min.Y+y, row)
			case *image.RGBA:
				s := m.Pix[(y)*m.Stride:]
				for x := 0; x < p.w; x++ {
					row[3*x], row[3*x+1], row[3*x+2] = s[4*x], s[4*x+1], s[4*x+2]
				}
			default:
				for x := 0; x < p.w; x++ {
					c := color.NRGBAModel.Convert(img.At(b.Min.X+x, b.Min.Y+y)).(color.NRGBA)
					row[3*x], row[3*x+1], row[3*x+2] = c.R, c.G, c.B
				}
			}
			g := p.gray[y*p.w : (y+1)*p.w]
			for x := range g {
				g[x] = 0.299*float32(row[3*x]) + 0.587*float32(row[3*x+1]) + 0.114*float32(row[3*x+2])
			}
		}
	})
	return p
}

// ycbcrRow converts row y of m to RGB. The JPEG decoder's chroma is
// shared by 2 (4:2:0, 4:2:2) or 1 (4:4:4) pixels of a row: the offsets
// step along the row instead of being worked out pixel by pixel, which
// was a sixth of a trace's time.
func ycbcrRow(m *image.YCbCr, y int, row []uint8) {
	b := m.Rect
	yi := m.YOffset(b.Min.X, y)
	ci0 := m.COffset(b.Min.X, y)
	n := b.Dx()
	switch m.SubsampleRatio {
	case image.YCbCrSubsampleRatio420, image.YCbCrSubsampleRatio422, image.YCbCrSubsampleRatio444:
		half := m.SubsampleRatio != image.YCbCrSubsampleRatio444
		for x := 0; x < n; x++ {
			ci := ci0 + x
			if half {
				ci = ci0 + (b.Min.X+x)/2 - b.Min.X/2
			}
			r, g, bb := color.YCbCrToRGB(m.Y[yi+x], m.Cb[ci], m.Cr[ci])
			row[3*x], row[3*x+1], row[3*x+2] = r, g, bb
		}
	default:
		for x := 0; x < n; x++ {
			ci := m.COffset(b.Min.X+x, y)
			r, g, bb := color.YCbCrToRGB(m.Y[yi+x], m.Cb[ci], m.Cr[ci])
			row[3*x], row[3*x+1], row[3*x+2] = r, g, bb
		}
	}
}

// parallelRows splits rows 0..n among the CPUs.
func parallelRows(n int, f func(y0, y1 int)) {
	k := min(runtime.GOMAXPROCS(0), max(1, n/64))
	var wg sync.WaitGroup
	for i := 0; i < k; i++ {
		y0, y1 := n*i/k, n*(i+1)/k
		wg.Add(1)
		go func() { defer wg.Done(); f(y0, y1) }()
	}
	wg.Wait()
}

// grayAt samples the grey level at (x, y) bilinearly (pixel centres at
// half-integers); ok is false outside the picture.
func (p *picture) grayAt(x, y float64) (float64, bool) {
	fx, fy := x-0.5, y-0.5
	x0, y0 := int(math.Floor(fx)), int(math.Floor(fy))
	if x0 < 0 || y0 < 0 || x0+1 >= p.w || y0+1 >= p.h {
		return 0, false
	}
	ax, ay := fx-float64(x0), fy-float64(y0)
	i := y0*p.w + x0
	g := p.gray
	return (float64(g[i])*(1-ax)+float64(g[i+1])*ax)*(1-ay) + (float64(g[i+p.w])*(1-ax)+float64(g[i+p.w+1])*ax)*ay, true
}

// rgbAt returns the pixel containing (x, y); ok is false outside.
func (p *picture) rgbAt(x, y float64) (r, g, b float64, ok bool) {
	ix, iy := int(x), int(y)
	if x < 0 || y < 0 || ix >= p.w || iy >= p.h {
		return 0, 0, 0, false
	}
	i := 3 * (iy*p.w + ix)
	return float64(p.rgb[i]), float64(p.rgb[i+1]), float64(p.rgb[i+2]), true
}

// shrink returns the grey picture reduced by an integer factor (box
// filter), with its size.
func (p *picture) shrink(f int) ([]float32, int, int) {
	w, h := p.w/f, p.h/f
	out := make([]float32, w*h)
	inv := 1 / float32(f*f)
	parallelRows(h, func(y0, y1 int) {
		for y := y0; y < y1; y++ {
			for x := 0; x < w; x++ {
				var s float32
				for dy := 0; dy < f; dy++ {
					r := p.gray[(y*f+dy)*p.w+x*f:]
					for dx := 0; dx < f; dx++ {
						s += r[dx]
					}
				}
				out[y*w+x] = s * inv
			}
		}
	})
	return out, w, h
}
