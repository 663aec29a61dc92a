package report

import (
	"crypto/sha256"
	"fmt"
	"strings"
	"sync"
	"testing"

	"gonum.org/v1/plot/font"
	"gonum.org/v1/plot/font/liberation"
)

// TestPlotsGolden pins the bytes of every plot in both formats: the SVG
// documents as golden files, the PNG images by their SHA-256. The goldens
// were made with the released gonum.org/v1/plot, before go.mod pointed it at
// third_party/plot (fonts parsed at first use), so the patched copy draws
// the same plots.
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

// TestFontCacheFirstUseConcurrent checks third_party/plot's font cache, whose
// fonts are parsed by its first use: lookups from several goroutines at once
// all find the deferred collection, parsed once, with its first font as the
// default typeface (as the released package's init made it).
func TestFontCacheFirstUseConcurrent(t *testing.T) {
	loads := 0
	c := font.NewCache(nil)
	c.AddOnFirstUse(func() font.Collection {
		loads++ // under the cache's sync.Once
		return liberation.Collection()
	})
	serif := font.Font{Typeface: "Liberation", Variant: "Serif"}
	var wg sync.WaitGroup
	faces := make([]font.Face, 8)
	for i := range faces {
		wg.Add(1)
		go func() {
			defer wg.Done()
			faces[i] = c.Lookup(serif, 12)
		}()
	}
	wg.Wait()
	if loads != 1 {
		t.Errorf("collection loaded %d times, want 1", loads)
	}
	for i, f := range faces {
		if f.Face == nil || f.Font.Typeface != "Liberation" || f.Font.Variant != "Serif" || f.Font.Size != 12 {
			t.Errorf("goroutine %d: Lookup(Liberation Serif) = %+v, face %v", i, f.Font, f.Face)
		}
	}
	// An unknown typeface falls back to the default, the deferred
	// collection's first font, even after a later Add.
	c.Add(font.Collection{{Font: font.Font{Typeface: "Other"}, Face: faces[0].Face}})
	if got := c.Lookup(font.Font{Typeface: "Missing"}, 10); got.Font.Typeface != "Liberation" {
		t.Errorf("fallback typeface %q, want Liberation", got.Font.Typeface)
	}
	if !c.Has(serif) {
		t.Error("Has(Liberation Serif) = false")
	}
}
