package trace_test

import (
	"image"
	"image/color"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/trace"
)

// TestFindGridSaysWhatIsMissing: pictures with no hex grid get an error
// naming what was not found, never a grid.
func TestFindGridSaysWhatIsMissing(t *testing.T) {
	g := hex.Grid{Columns: 10, Rows: 8, Numbering: hex.DefaultNumbering}
	blank := image.NewRGBA(image.Rect(0, 0, 800, 600))
	for i := range blank.Pix {
		blank.Pix[i] = 240
	}
	noise := image.NewRGBA(image.Rect(0, 0, 800, 600))
	rng := rand.New(rand.NewPCG(1, 2))
	for i := range noise.Pix {
		noise.Pix[i] = uint8(rng.IntN(256))
	}
	stripes := image.NewRGBA(image.Rect(0, 0, 800, 600))
	for y := 0; y < 600; y++ {
		for x := 0; x < 800; x++ {
			c := color.RGBA{240, 240, 240, 255}
			if y%37 < 2 {
				c = color.RGBA{40, 40, 40, 255}
			}
			stripes.Set(x, y, c)
		}
	}
	for _, tc := range []struct {
		name string
		img  image.Image
		want string
	}{
		{"tiny", image.NewRGBA(image.Rect(0, 0, 20, 20)), "at least a few hundred pixels"},
		{"blank paper", blank, "no printed lines"},
		{"noise", noise, ""},
		{"stripes", stripes, ""},
	} {
		t.Run(tc.name, func(t *testing.T) {
			fit, err := trace.FindGrid(tc.img, g)
			t.Logf("%v", err)
			if err == nil {
				// A grid "found" in what has none must at least say so.
				if len(fit.Notes) == 0 {
					t.Fatalf("a grid found with no doubt: %+v", fit)
				}
				return
			}
			if !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %q, want %q", err, tc.want)
			}
		})
	}
}
