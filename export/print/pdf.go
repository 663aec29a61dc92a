package print

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"regexp"
	"time"

	"codeberg.org/go-pdf/fpdf"
	"github.com/aide-de-camp/adc/render"
)

// pdfSurface draws a page of an fpdf document; fpdf's "mm" unit has the
// same origin and direction as render.Surface.
type pdfSurface struct {
	f      *fpdf.Fpdf
	images map[string]bool
	alpha  float64
}

func (p *pdfSurface) setAlpha(a uint8) {
	v := float64(a) / 255
	if v != p.alpha {
		p.f.SetAlpha(v, "Normal")
		p.alpha = v
	}
}

// straight converts a premultiplied colour to the straight components fpdf
// takes.
func straight(c color.RGBA) (int, int, int) {
	if c.A == 0 || c.A == 255 {
		return int(c.R), int(c.G), int(c.B)
	}
	k := 255 / float64(c.A)
	return int(float64(c.R)*k + 0.5), int(float64(c.G)*k + 0.5), int(float64(c.B)*k + 0.5)
}

func (p *pdfSurface) Fill(c color.RGBA, paths ...[]render.Point) {
	if c.A == 0 {
		return
	}
	p.setAlpha(c.A)
	p.f.SetFillColor(straight(c))
	n := 0
	for _, pts := range paths {
		if len(pts) < 3 {
			continue
		}
		p.f.MoveTo(pts[0].X, pts[0].Y)
		for _, q := range pts[1:] {
			p.f.LineTo(q.X, q.Y)
		}
		p.f.ClosePath()
		n++
	}
	if n > 0 {
		p.f.DrawPath("F")
	}
}

func (p *pdfSurface) Stroke(pts []render.Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	if len(pts) < 2 || c.A == 0 {
		return
	}
	p.setAlpha(c.A)
	p.f.SetDrawColor(straight(c))
	p.f.SetLineWidth(w)
	if len(dash) > 0 {
		p.f.SetDashPattern(dash, 0)
		p.f.SetLineCapStyle("butt")
	} else {
		p.f.SetLineCapStyle("round")
	}
	p.f.MoveTo(pts[0].X, pts[0].Y)
	for _, q := range pts[1:] {
		p.f.LineTo(q.X, q.Y)
	}
	if closed {
		p.f.ClosePath()
	}
	p.f.DrawPath("D")
	if len(dash) > 0 {
		p.f.SetDashPattern(nil, 0)
	}
}

func (p *pdfSurface) Text(x, y float64, s string, f render.Font, c color.RGBA) {
	p.setAlpha(c.A)
	switch f.Face() {
	case 2:
		p.f.SetFont("gomono", "", f.Size)
	case 1:
		p.f.SetFont("go", "B", f.Size)
	default:
		p.f.SetFont("go", "", f.Size)
	}
	p.f.SetTextColor(straight(c))
	p.f.Text(x, y, PDFText(s, f.Face()))
}

func (p *pdfSurface) Image(img image.Image, x, y, w, h, opacity float64) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return
	}
	sum := sha256.Sum256(buf.Bytes())
	name := hex.EncodeToString(sum[:8])
	if !p.images[name] {
		p.f.RegisterImageOptionsReader(name, fpdf.ImageOptions{ImageType: "PNG"}, &buf)
		p.images[name] = true
	}
	p.f.SetAlpha(opacity, "Normal")
	p.f.ImageOptions(name, x, y, w, h, false, fpdf.ImageOptions{ImageType: "PNG"}, 0, "")
	p.f.SetAlpha(1, "Normal")
	p.alpha = 1
}

func (p *pdfSurface) Clip(x, y, w, h float64) { p.f.ClipRect(x, y, w, h, false) }
func (p *pdfSurface) Unclip()                 { p.f.ClipEnd() }

// fixedDate is given to fpdf, which always writes the dates; the bytes are
// then blanked (see blankDates).
var fixedDate = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// dateEntry matches the document's date entries.
var dateEntry = regexp.MustCompile(`/(CreationDate|ModDate) \(D:\d{14}\)`)

// blankDates replaces the document's date entries with spaces of the same
// length: PDF allows white space between dictionary entries, and the byte
// offsets of the cross-reference table stay right. The document then holds
// no timestamp at all.
func blankDates(b []byte) []byte {
	return dateEntry.ReplaceAllFunc(b, func(m []byte) []byte { return bytes.Repeat([]byte{' '}, len(m)) })
}

// compress is turned off by tests that read the drawing operators.
var compress = true

// WritePDF writes the pages as one PDF document with the Go fonts
// embedded (subset), and no timestamps or producer, so the same pages give
// the same bytes on every machine.
func WritePDF(w io.Writer, title string, pages []Page) error {
	if len(pages) == 0 {
		return fmt.Errorf("print: nothing to print")
	}
	f := fpdf.NewCustom(&fpdf.InitType{UnitStr: "mm", Size: fpdf.SizeType{Wd: pages[0].W, Ht: pages[0].H}})
	f.SetCatalogSort(true)
	f.SetCompression(compress)
	f.SetCreationDate(fixedDate)
	f.SetModificationDate(fixedDate)
	f.SetProducer("", false)
	f.SetTitle(PDFText(title, 0), true)
	f.SetCreator("Aide-de-Camp", true)
	f.SetAutoPageBreak(false, 0)
	f.SetMargins(0, 0, 0)
	// fpdf writes into the font data it is given (the subset's
	// checksums): give it copies, or the next document would start from
	// the changed bytes and differ.
	f.AddUTF8FontFromBytes("go", "", bytes.Clone(render.FontTTF(0)))
	f.AddUTF8FontFromBytes("go", "B", bytes.Clone(render.FontTTF(1)))
	f.AddUTF8FontFromBytes("gomono", "", bytes.Clone(render.FontTTF(2)))
	sf := &culling{Surface: &pdfSurface{f: f, images: map[string]bool{}, alpha: 1}}
	for _, pg := range pages {
		// "P" takes the size as given, landscape pages included.
		f.AddPageFormat("P", fpdf.SizeType{Wd: pg.W, Ht: pg.H})
		pg.Draw(sf)
	}
	var buf bytes.Buffer
	if err := f.Output(&buf); err != nil {
		return fmt.Errorf("print: %w", err)
	}
	_, err := w.Write(blankDates(buf.Bytes()))
	return err
}
