package report

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"testing"
)

// TestPlotsGolden pins the bytes of every plot in both formats: the SVG
// documents as golden files, the PNG images by their SHA-256 (drawn by the
// released gonum.org/v1/plot).
func TestPlotsGolden(t *testing.T) {
	var sums strings.Builder
	for _, format := range []string{"svg", "png"} {
		plots, err := Plots(synthetic(), format)
		if err != nil {
			t.Fatal(err)
		}
		for _, p := range plots {
			if format == "svg" {
				t.Run(p.Name, func(t *testing.T) { golden(t, "plot-"+p.Name+".svg", p.Data) })
				continue
			}
			fmt.Fprintf(&sums, "%x  %s.png\n", sha256.Sum256(p.Data), p.Name)
		}
	}
	golden(t, "plots-png.sha256", []byte(sums.String()))
}
