package print

import (
	"fmt"
	"image/color"
	"strings"

	"github.com/aide-de-camp/adc/render"
)

// flow stacks blocks down pages of one paper size: a block that does not
// fit in what is left of a page starts the next one, so that a block (a
// chart, a unit's roster) is never split across pages.
type flow struct {
	p      Paper
	title  string
	margin float64
	pages  []*flowPage
	y      float64
	// pending is a heading kept with the block that follows it.
	pending []pendingBlock
}

type pendingBlock struct {
	h    float64
	draw func(sf render.Surface, x, y float64)
}

type flowPage struct {
	title string
	draws []func(sf render.Surface)
}

func newFlow(p Paper, title string) *flow {
	return &flow{p: p, title: title, margin: 12}
}

// width is the width blocks may use.
func (fl *flow) width() float64 { return fl.p.W - 2*fl.margin }

func (fl *flow) bottom() float64 { return fl.p.H - fl.margin }

func (fl *flow) newPage() {
	fl.pages = append(fl.pages, &flowPage{title: fl.title})
	fl.y = fl.margin + 8
}

// add places a block h high; draw gets its top-left corner. Headings
// waiting for it (keep) go on the same page.
func (fl *flow) add(h float64, draw func(sf render.Surface, x, y float64)) {
	ph := 0.0
	for _, p := range fl.pending {
		ph += p.h
	}
	if len(fl.pages) == 0 || (fl.y+ph+h > fl.bottom() && fl.y > fl.margin+8) {
		fl.newPage()
	}
	pg := fl.pages[len(fl.pages)-1]
	blocks := append(fl.pending, pendingBlock{h, draw})
	fl.pending = nil
	for _, b := range blocks {
		x, y, d := fl.margin, fl.y, b.draw
		pg.draws = append(pg.draws, func(sf render.Surface) { d(sf, x, y) })
		fl.y += b.h
	}
}

// keep holds a block back until the next add, so that the two share a
// page (a heading and what it heads).
func (fl *flow) keep(h float64, draw func(sf render.Surface, x, y float64)) {
	fl.pending = append(fl.pending, pendingBlock{h, draw})
}

// gap adds vertical space (not carried over to a new page).
func (fl *flow) gap(h float64) {
	if len(fl.pages) > 0 && fl.y+h < fl.bottom() {
		fl.y += h
	}
}

// pagesOut returns the finished pages, each with its running head and
// "page n of m".
func (fl *flow) pagesOut() []Page {
	out := make([]Page, 0, len(fl.pages))
	for i, pg := range fl.pages {
		i, pg := i, pg
		n := len(fl.pages)
		title := pg.title
		if n > 1 {
			title = fmt.Sprintf("%s (page %d of %d)", pg.title, i+1, n)
		}
		out = append(out, Page{W: fl.p.W, H: fl.p.H, Title: title, Draw: func(sf render.Surface) {
			f := render.FitFont(title, render.Font{Size: 8}, fl.p.W-2*fl.margin, 5)
			render.TextAt(sf, fl.margin, fl.margin+1, title, f, greyText, render.Left)
			for _, d := range pg.draws {
				d(sf)
			}
		}})
	}
	return out
}

// heading adds a section title.
func (fl *flow) heading(s string) {
	f := render.Font{Bold: true, Size: 13}
	s = fitLines(s, render.Font{Bold: true, Size: 7}, fl.width(), 1)[0] // what fits at the smallest size
	fl.keep(9, func(sf render.Surface, x, y float64) {
		render.TextAt(sf, x, y+4, s, render.FitFont(s, f, fl.width(), 7), titleColour, render.Left)
	})
}

// para adds wrapped text.
func (fl *flow) para(s string, f render.Font, c color.RGBA) {
	lh := f.Size * render.MMPerPoint * 1.3
	for _, line := range fitLines(s, f, fl.width(), maxParaLines) { // linear, cut with a visible mark
		line := line
		fl.add(lh, func(sf render.Surface, x, y float64) {
			sf.Text(x, y+lh*0.75, line, f, c)
		})
	}
}

// table is a grid of text: widths are fractions of the flow's width;
// long cells wrap. shade marks rows drawn grey (nil: none).
type table struct {
	widths []float64
	head   []string
	rows   [][]string
	font   render.Font
	shade  func(row int) bool
	centre []bool // columns centred
}

func (t table) cellLines(w float64, s string, f render.Font) []string {
	if s == "" {
		return []string{""}
	}
	return fitLines(s, f, w-2, maxCellLines) // linear, cut with a visible mark
}

// addTable adds a table; each row is a block, and the header repeats on a
// new page.
func (fl *flow) addTable(t table) {
	W := fl.width()
	f := t.font
	if f.Size == 0 {
		f = render.Font{Size: 8}
	}
	hf := f
	hf.Bold = true
	lh := f.Size * render.MMPerPoint * 1.25
	rowH := func(cells []string, ff render.Font) (float64, [][]string) {
		lines := make([][]string, len(t.widths))
		n := 1
		for i := range t.widths {
			s := ""
			if i < len(cells) {
				s = cells[i]
			}
			lines[i] = t.cellLines(t.widths[i]*W, s, ff)
			n = max(n, len(lines[i]))
		}
		return float64(n)*lh + 1.6, lines
	}
	drawRow := func(sf render.Surface, x, y, h float64, lines [][]string, ff render.Font, bg color.RGBA) {
		if bg.A > 0 {
			sf.Fill(bg, render.Rect(x, y, W, h))
		}
		cx := x
		for i, w := range t.widths {
			cw := w * W
			for k, l := range lines[i] {
				ly := y + 0.8 + float64(k)*lh + lh*0.78
				if len(t.centre) > i && t.centre[i] {
					sf.Text(cx+cw/2-render.TextWidth(l, ff)/2, ly, l, ff, titleColour)
				} else {
					sf.Text(cx+1, ly, l, ff, titleColour)
				}
			}
			sf.Stroke(render.Rect(cx, y, cw, h), true, 0.15, cutColour)
			cx += cw
		}
	}
	hh, hl := rowH(t.head, hf)
	header := func() {
		fl.add(hh, func(sf render.Surface, x, y float64) {
			drawRow(sf, x, y, hh, hl, hf, color.RGBA{225, 225, 225, 255})
		})
	}
	if len(t.head) > 0 {
		// Keep the header with the first row.
		first := 0.0
		if len(t.rows) > 0 {
			first, _ = rowH(t.rows[0], f)
		}
		ph := 0.0
		for _, p := range fl.pending {
			ph += p.h
		}
		if len(fl.pages) == 0 || fl.y+ph+hh+first > fl.bottom() {
			fl.newPage()
		}
		header()
	}
	for r, row := range t.rows {
		h, lines := rowH(row, f)
		if len(fl.pages) > 0 && fl.y+h > fl.bottom() && len(t.head) > 0 {
			fl.newPage()
			header()
		}
		bg := color.RGBA{}
		if t.shade != nil && t.shade(r) {
			bg = color.RGBA{215, 215, 215, 255}
		}
		fl.add(h, func(sf render.Surface, x, y float64) { drawRow(sf, x, y, h, lines, f, bg) })
	}
}

// footnote is the mark and text for values the rulebooks do not give.
const blankNote = "Blank: the rulebooks do not give this value; fill it in from the printed player aids."

func joinNonEmpty(sep string, xs ...string) string {
	var out []string
	for _, x := range xs {
		if strings.TrimSpace(x) != "" {
			out = append(out, x)
		}
	}
	return strings.Join(out, sep)
}
