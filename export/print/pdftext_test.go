package print

import (
	"bytes"
	"image/color"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// TestPDFTextNeverFails draws, in every face and as the document's title,
// text the fonts cannot all draw: emoji and other characters outside the
// Basic Multilingual Plane (which made the PDF library panic with "index
// out of range [65536]"), CJK the Go fonts lack, control characters and
// invalid UTF-8. The document is written, what the fonts have is kept and
// each other character becomes the visible placeholder.
func TestPDFTextNeverFails(t *testing.T) {
	hostile := []string{
		"Rousse 20 🎖", "🎖🎖🎖", "Ney 中 corps 𓀀 𝔄", "tab\there\nline", "bad \xff\xfe utf-8 \xe0", "\x00\x01\x7f", "",
		strings.Repeat("🎖", 5000), "Évora – Talavera €",
	}
	for _, s := range hostile {
		t.Run("", func(t *testing.T) {
			page := Page{W: 210, H: 297, Title: s, Draw: func(sf render.Surface) {
				for face := 0; face < 3; face++ {
					f := render.Font{Size: 10}
					switch face {
					case 1:
						f = render.Font{Size: 10, Bold: true}
					case 2:
						f = render.Font{Size: 10, Mono: true}
					}
					sf.Text(10, 20+float64(face)*10, s, f, color.RGBA{A: 255})
				}
			}}
			var b bytes.Buffer
			if err := WritePDF(&b, s, []Page{page}); err != nil {
				t.Fatal(err)
			}
			if !bytes.HasPrefix(b.Bytes(), []byte("%PDF-")) {
				t.Fatal("not a PDF")
			}
		})
	}
	cases := []struct{ in, want string }{
		{"Rousse 20 🎖", "Rousse 20 \uFFFD"},
		{"Évora – Talavera €", "Évora – Talavera €"},
		{"Ney 中", "Ney \uFFFD"},
		{"a\tb\nc\x00d", "a b cd"},
		{"bad \xff", "bad \uFFFD"},
	}
	for _, c := range cases {
		if got := PDFText(c.in, 0); got != c.want {
			t.Errorf("PDFText(%q) = %q, want %q", c.in, got, c.want)
		}
	}
}
