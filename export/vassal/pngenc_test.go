package vassal

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"testing"
)

// TestEncodePNGKeepsEveryPixel: an image of few colours (written indexed)
// and one of many (written RGB or RGBA with the Sub filter) read back
// with image/png pixel for pixel; translucent pixels within the rounding
// of un-premultiplying.
func TestEncodePNGKeepsEveryPixel(t *testing.T) {
	few := image.NewRGBA(image.Rect(0, 0, 37, 23))
	many := image.NewRGBA(image.Rect(0, 0, 41, 29))
	clear := image.NewRGBA(image.Rect(0, 0, 19, 17))
	for y := 0; y < 29; y++ {
		for x := 0; x < 41; x++ {
			if x < 37 && y < 23 {
				few.SetRGBA(x, y, color.RGBA{uint8(40 * (x % 5)), uint8(60 * (y % 3)), 90, 255})
			}
			many.SetRGBA(x, y, color.RGBA{uint8(6 * x), uint8(8 * y), uint8(x * y), 255})
			if x < 19 && y < 17 {
				a := uint8(15 * y)
				clear.SetRGBA(x, y, color.RGBA{uint8(x * 13 % int(a+1)), 0, a / 2, a})
			}
		}
	}
	for _, tc := range []struct {
		name string
		img  *image.RGBA
		tol  int
	}{{"indexed", few, 0}, {"rgb", many, 0}, {"rgba", clear, 2}} {
		t.Run(tc.name, func(t *testing.T) {
			data, err := encodePNG(tc.img)
			if err != nil {
				t.Fatal(err)
			}
			got, err := png.Decode(bytes.NewReader(data))
			if err != nil {
				t.Fatal(err)
			}
			if _, indexed := got.(*image.Paletted); indexed != (tc.name == "indexed") {
				t.Errorf("decoded as %T", got)
			}
			if got.Bounds() != tc.img.Rect {
				t.Fatalf("bounds %v, want %v", got.Bounds(), tc.img.Rect)
			}
			for y := 0; y < tc.img.Rect.Dy(); y++ {
				for x := 0; x < tc.img.Rect.Dx(); x++ {
					want := tc.img.RGBAAt(x, y)
					r, g, b, a := got.At(x, y).RGBA()
					d := []int{int(r>>8) - int(want.R), int(g>>8) - int(want.G), int(b>>8) - int(want.B), int(a>>8) - int(want.A)}
					for _, v := range d {
						if v > tc.tol || -v > tc.tol {
							t.Fatalf("pixel (%d,%d): %v, want %v", x, y, []uint32{r >> 8, g >> 8, b >> 8, a >> 8}, want)
						}
					}
				}
			}
		})
	}
}

// BenchmarkEncodeBoard encodes Talavera 20's board image as the module
// draws it (twice the screen size), the module's largest.
func BenchmarkEncodeBoard(b *testing.B) {
	s, _ := loadScenario(b, "talavera20-full")
	img := NewLayout(s.Grid(), float64(HexRadius*BoardScale(s))).RenderBoard(s)
	c0 := cpuTime()
	for b.Loop() {
		if _, err := encodePNG(img); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric((cpuTime()-c0).Seconds()/float64(b.N), "cpu-s/op")
}
