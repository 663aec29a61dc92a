package print

import (
	"bytes"
	"fmt"
	"image/png"
	"io"
	"math"
	"path/filepath"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/render"
)

// Page is one printed page: its size in millimetres and how to draw it.
type Page struct {
	W, H  float64
	Title string // what the page holds, for the map's page index and previews
	// Backs marks the back of the page before it: printed double-sided,
	// the two share a sheet (counters, cards, chits, hidden markers).
	Backs bool
	Draw  func(sf render.Surface)
}

// BlankTitle is the title of the page inserted so that a sheet of fronts
// starts on an odd page.
const BlankTitle = "This page is intentionally blank"

// appendSheets appends pages that hold fronts and backs to pages, first
// inserting a blank page when the next page would be even: a kit printed
// double-sided then backs every front with its own back page, never with
// the part before it.
func appendSheets(pages, sheets []Page) []Page {
	if len(sheets) > 0 && len(pages)%2 == 1 {
		pages = append(pages, blankPage(pages[len(pages)-1]))
	}
	return append(pages, sheets...)
}

// blankPage is the back of page prev: its size, marked as blank.
func blankPage(prev Page) Page {
	w, h := prev.W, prev.H
	return Page{W: w, H: h, Title: BlankTitle, Backs: true, Draw: func(sf render.Surface) {
		render.TextAt(sf, w/2, h/2, BlankTitle, render.Font{Size: 10}, greyText, render.Center)
	}}
}

// Paper is a sheet size in millimetres (portrait).
type Paper struct {
	Name string
	W, H float64
}

// Papers are the sheet sizes --paper accepts.
var Papers = []Paper{
	{"a4", 210, 297},
	{"letter", 215.9, 279.4},
	{"a3", 297, 420},
}

// PaperByName returns the paper called name (a4, letter, a3).
func PaperByName(name string) (Paper, error) {
	for _, p := range Papers {
		if strings.EqualFold(p.Name, name) {
			return p, nil
		}
	}
	return Paper{}, fmt.Errorf("print: unknown paper %q (accepted: a4, letter, a3)", name)
}

// ParseLength reads a length in millimetres ("16", "16mm", "1.6cm") or
// inches ("0.625in", "5/8in", "0.75\"") and returns millimetres.
func ParseLength(s string) (float64, error) {
	t := strings.TrimSpace(strings.ToLower(s))
	unit := 1.0
	switch {
	case strings.HasSuffix(t, "mm"):
		t = strings.TrimSuffix(t, "mm")
	case strings.HasSuffix(t, "cm"):
		t, unit = strings.TrimSuffix(t, "cm"), 10
	case strings.HasSuffix(t, "in"):
		t, unit = strings.TrimSuffix(t, "in"), 25.4
	case strings.HasSuffix(t, `"`):
		t, unit = strings.TrimSuffix(t, `"`), 25.4
	case strings.HasSuffix(t, "pt"):
		t, unit = strings.TrimSuffix(t, "pt"), 25.4/72
	}
	t = strings.TrimSpace(t)
	var v float64
	if a, b, ok := strings.Cut(t, "/"); ok {
		n, err1 := strconv.ParseFloat(a, 64)
		d, err2 := strconv.ParseFloat(b, 64)
		if err1 != nil || err2 != nil || d == 0 {
			return 0, fmt.Errorf("print: bad length %q (e.g. 16mm, 0.625in, 5/8in)", s)
		}
		v = n / d
	} else {
		n, err := strconv.ParseFloat(t, 64)
		if err != nil {
			return 0, fmt.Errorf("print: bad length %q (e.g. 16mm, 0.625in, 5/8in)", s)
		}
		v = n
	}
	v *= unit
	if math.IsNaN(v) || v <= 0 || v > 2000 {
		return 0, fmt.Errorf("print: length %q out of range", s)
	}
	return v, nil
}

// Formats are the file extensions the print commands write.
var Formats = []string{".pdf", ".svg", ".png"}

// FormatOf returns the output format of a file name by its extension, or
// an error naming the accepted ones.
func FormatOf(name string) (string, error) {
	ext := strings.ToLower(filepath.Ext(name))
	for _, f := range Formats {
		if ext == f {
			return f, nil
		}
	}
	if ext == "" {
		return "", fmt.Errorf("%s: no file extension; use .pdf, .svg or .png", name)
	}
	return "", fmt.Errorf("%s: unknown file extension %q; use .pdf, .svg or .png", name, ext)
}

// PNGDPI is the resolution of PNG pages.
const PNGDPI = 150

// WritePage writes one page as SVG or PNG.
func WritePage(w io.Writer, format string, pg Page) error {
	switch format {
	case ".svg":
		sv := render.NewSVG(pg.W, pg.H)
		pg.Draw(&culling{Surface: sv})
		_, err := sv.WriteTo(w)
		return err
	case ".png":
		r := render.NewRaster(pg.W, pg.H, PNGDPI)
		pg.Draw(r)
		var b bytes.Buffer
		if err := (&png.Encoder{CompressionLevel: png.BestSpeed}).Encode(&b, r.Img); err != nil {
			return err
		}
		_, err := w.Write(b.Bytes())
		return err
	case ".pdf":
		return WritePDF(w, pg.Title, []Page{pg})
	}
	return fmt.Errorf("print: unknown format %q", format)
}

// PageFileName returns the file of page i (from 1) of n for a picture
// format: NAME.EXT itself for a single page, NAME-01.EXT ... otherwise.
func PageFileName(name string, i, n int) string {
	if n <= 1 {
		return name
	}
	ext := filepath.Ext(name)
	digits := len(strconv.Itoa(n))
	return fmt.Sprintf("%s-%0*d%s", strings.TrimSuffix(name, ext), max(2, digits), i, ext)
}
