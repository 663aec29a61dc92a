package scenario

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// MaxBackgroundPixels is the largest background scan read: 100 million
// pixels (10000x10000), 400 MB once decoded. A scan of a 22x17-inch map at
// 400 dpi has 60 million. The dimensions are read from the image's header
// before anything is decoded, so a small file that declares a huge image
// is refused without allocating it.
const MaxBackgroundPixels = 100_000_000

// BackgroundConfig reads the header of the background image at path (the
// scans a designer traces: PNG and JPEG) and returns its format and size,
// refusing an image above MaxBackgroundPixels. Its errors do not repeat
// the path.
func BackgroundConfig(path string) (ImageSize, error) {
	f, err := os.Open(path)
	if err != nil {
		return ImageSize{}, err
	}
	defer f.Close()
	cfg, err := readImageHeader(f)
	if err != nil {
		return cfg, fmt.Errorf("not a PNG or JPEG image (%w)", err)
	}
	if cfg.Width <= 0 || cfg.Height <= 0 || int64(cfg.Width)*int64(cfg.Height) > MaxBackgroundPixels {
		return cfg, fmt.Errorf("the image is %dx%d pixels; at most %d million pixels are read (e.g. 10000x10000); scale the scan down",
			cfg.Width, cfg.Height, MaxBackgroundPixels/1_000_000)
	}
	return cfg, nil
}

// BackgroundPath returns the file the background image refers to: its
// path joined to the scenario file's folder when relative.
func BackgroundPath(scenarioFile, image string) string {
	if filepath.IsAbs(image) {
		return image
	}
	return filepath.Join(filepath.Dir(scenarioFile), image)
}

// checkBackground reports a background image that leaves the scenario's
// folder (an absolute path, or one through ".."), so that the scenario
// would not travel with it, or that cannot be read: missing, not an image,
// or above MaxBackgroundPixels. It runs only for a scenario read from a
// file on disk.
func checkBackground(d *Document) []Finding {
	bg := d.Scenario.Map.Background
	if bg == nil || bg.Image == "" {
		return nil
	}
	if st, err := os.Stat(d.File); err != nil || st.IsDir() {
		return nil
	}
	const path = "map.background.image"
	var out []Finding
	clean := filepath.ToSlash(filepath.Clean(bg.Image))
	if filepath.IsAbs(bg.Image) || clean == ".." || strings.HasPrefix(clean, "../") {
		out = append(out, Finding{Severity: Warning, Check: "background-outside", Rule: "2.0", Path: path, Object: "background image",
			Message: fmt.Sprintf("%q is outside the scenario's folder", bg.Image),
			Hint:    "copy the scan next to the scenario file (or below it) and give its path relative to the scenario, so they travel together"})
	}
	p := BackgroundPath(d.File, bg.Image)
	if _, err := os.Stat(p); err != nil {
		out = append(out, Finding{Severity: Warning, Check: "background-missing", Rule: "2.0", Path: path, Object: "background image",
			Message: fmt.Sprintf("%q cannot be read: %s", bg.Image, errText(err)),
			Hint:    "give the scan's path relative to the scenario file, or remove map.background"})
	} else if _, err := BackgroundConfig(p); err != nil {
		out = append(out, Finding{Severity: Warning, Check: "background-image", Rule: "2.0", Path: path, Object: "background image",
			Message: fmt.Sprintf("%q: %v", bg.Image, err), Hint: "use a PNG or JPEG scan of at most 10000x10000 pixels"})
	}
	return out
}
