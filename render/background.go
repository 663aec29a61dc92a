package render

import (
	"fmt"
	"image"
	"image/draw"
	_ "image/jpeg" // the scans a designer traces: JPEG and PNG
	_ "image/png"
	"os"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// DecodeBackground reads the background scan at path as RGBA, for drawing
// under the grid. The image's header is read first: an image above
// scenario.MaxBackgroundPixels is refused before its pixels are decoded,
// so that a few kilobytes declaring 50000x50000 pixels cannot ask for
// gigabytes.
func DecodeBackground(path string) (*image.RGBA, error) {
	if _, err := scenario.BackgroundConfig(path); err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	img, _, err := image.Decode(f)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", path, err)
	}
	if rgba, ok := img.(*image.RGBA); ok {
		return rgba, nil
	}
	// Convert once, so that drawing samples it quickly.
	out := image.NewRGBA(img.Bounds())
	draw.Draw(out, out.Rect, img, img.Bounds().Min, draw.Src)
	return out, nil
}
