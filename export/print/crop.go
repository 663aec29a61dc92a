package print

import (
	"math"

	"github.com/aide-de-camp/adc/render"
)

// Crop marks and the titles above them. The cut lines of a block of
// counters, cards or chits run cropExt mm beyond it as crop marks; the
// marks above the block stop short of the page title, which sits in the
// top margin above them.

// cropExt is how far crop marks run beyond a block (mm).
const cropExt = 6.0

// sheetTitle draws a sheet's title centred in the top margin of a page w
// mm wide, its capitals' middle 1 mm above the margin's edge, and returns
// the highest y a crop mark below it may reach.
func sheetTitle(sf render.Surface, w, margin float64, title string) float64 {
	f := render.FitFont(title, render.Font{Size: 8}, w-2*margin, 5)
	return titleAt(sf, w/2, margin-1, title, f)
}

// titleAt draws a centred title with its capitals' middle on y and
// returns the highest y a crop mark below it may reach: 1 mm under its
// descenders.
func titleAt(sf render.Surface, x, y float64, title string, f render.Font) float64 {
	render.TextAt(sf, x, y, title, f, titleColour, render.Center)
	return titleClear(y, f)
}

// titleClear is 1 mm under the descenders of a line whose capitals'
// middle is on y.
func titleClear(y float64, f render.Font) float64 {
	return y + render.CapHeight(f)/2 + 0.25*f.Size*render.MMPerPoint + 1
}

// markTop is where the crop marks above a block starting at y0 begin:
// cropExt above it, or lower, clear of the title.
func markTop(y0, clear float64) float64 { return math.Max(y0-cropExt, clear) }
