package vassal

import (
	"fmt"
	"image"
	"image/color"
	"image/draw"
	"strconv"
	"strings"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
	"golang.org/x/image/math/fixed"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// Counter images are drawn by render's counter drawing (render.Counter,
// Style.CounterImage), the same faces the printed counter sheets show: the
// unit's front (a reduced "(-)" version is a unit of its own) and the
// uniform back of its side, the Hidden Unit that the mask shows (16.1).

// CounterPixels is the edge of a counter on screen at the map's opening
// zoom, in pixels: a little over half a hex across. Its image is drawn
// ImageScale times larger (112 pixels), like the board.
const CounterPixels = 56

// counterPainter draws counter faces with one style.
type counterPainter struct {
	st render.Style
	s  *scenario.Scenario
	px int
}

func newCounterPainter(s *scenario.Scenario, st render.Style, px int) *counterPainter {
	return &counterPainter{st: st, s: s, px: px}
}

// counter returns the front of u.
func (p *counterPainter) counter(u *scenario.Unit) *image.RGBA {
	return p.st.CounterImage(render.UnitFront(u), p.px)
}

// back returns the uniform back of a side's counters (Fog of War, 16.1).
func (p *counterPainter) back(side string) *image.RGBA {
	return p.st.CounterImage(render.UniformBack(p.s, side), p.px)
}

// moraleMarker returns a side's morale marker (12.0).
func (p *counterPainter) moraleMarker(side, name string) *image.RGBA {
	return p.st.CounterImage(render.NewMarker(render.MarkerMorale, side, name, "Morale"), p.px)
}

func fill(img *image.RGBA, r image.Rectangle, c color.RGBA) {
	draw.Draw(img, r, &image.Uniform{c}, image.Point{}, draw.Src)
}

// Text for cards, boxes and markers.

var (
	fontOnce          sync.Once
	fontReg, fontBold *opentype.Font
	faceMu            sync.Mutex
	faces             = map[faceKey]font.Face{}
)

type faceKey struct {
	bold bool
	px   float64
}

func face(bold bool, px float64) font.Face {
	fontOnce.Do(func() {
		fontReg, _ = opentype.Parse(goregular.TTF)
		fontBold, _ = opentype.Parse(gobold.TTF)
	})
	faceMu.Lock()
	defer faceMu.Unlock()
	k := faceKey{bold, px}
	if f, ok := faces[k]; ok {
		return f
	}
	f := fontReg
	if bold {
		f = fontBold
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: px, DPI: 72, Hinting: font.HintingFull})
	if err != nil {
		return nil
	}
	faces[k] = fc
	return fc
}

// drawText writes s with its baseline at (x, y); it returns the advance.
func drawText(img *image.RGBA, f font.Face, s string, x, y int, c color.Color) int {
	if f == nil {
		return 0
	}
	d := &font.Drawer{Dst: img, Src: image.NewUniform(c), Face: f, Dot: fixed.P(x, y)}
	d.DrawString(s)
	return (d.Dot.X - fixed.I(x)).Round()
}

func textWidth(f font.Face, s string) int {
	if f == nil {
		return 0
	}
	return font.MeasureString(f, s).Round()
}

// wrap breaks s into lines no wider than w pixels.
func wrap(f font.Face, s string, w int) []string {
	var lines []string
	for _, para := range strings.Split(s, "\n") {
		words := strings.Fields(para)
		line := ""
		for _, word := range words {
			try := word
			if line != "" {
				try = line + " " + word
			}
			if textWidth(f, try) > w && line != "" {
				lines = append(lines, line)
				line = word
				continue
			}
			line = try
		}
		lines = append(lines, line)
	}
	return lines
}

var (
	ink   = color.RGBA{26, 26, 26, 255}
	paper = color.RGBA{250, 246, 234, 255}
)

// titleColour is the printed colour of a card title (5.0).
func titleColour(c string) color.RGBA {
	switch c {
	case scenario.ColourRed:
		return color.RGBA{178, 34, 34, 255}
	case scenario.ColourBlue:
		return color.RGBA{30, 70, 170, 255}
	}
	return ink
}

// Card size in pixels.
const cardW, cardH = 240, 336

// cardImage draws an event card: number (when the rulebook gives one),
// title in its colour, the events (a dual card's French event on top, the
// Anti-French event below), and the keep and dual rules written out in a
// footer that the events never run into.
func cardImage(s *scenario.Scenario, c scenario.Card) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cardW, cardH))
	fill(img, img.Rect, ink)
	fill(img, img.Rect.Inset(2), paper)
	small, body, title := face(false, 11), face(false, 12), face(true, 15)
	y := 22
	if c.Number > 0 {
		drawText(img, face(true, 12), "#"+strconv.Itoa(c.Number), 10, y, ink)
	}
	y += cardTitleTop - 22
	for _, l := range wrap(title, c.Title, cardW-20) {
		drawText(img, title, l, 10, y, titleColour(c.Colour))
		y += 18
	}
	// The footer first: the events stop above it.
	ff := face(true, 10)
	var foot []string
	if c.Dual {
		foot = append(foot, wrap(ff, "Dual event: French event on top, Anti-French below", cardW-20)...)
	}
	if c.Keep {
		foot = append(foot, "Keep this card")
	}
	fy := cardH - 12 - 13*(len(foot)-1)
	limit := cardH - 14
	if len(foot) > 0 {
		limit = fy - 13 - 6
	}
	y += 4
	fill(img, image.Rect(10, y, cardW-10, y+1), ink)
	y += 16
	for i, ev := range c.Events {
		if i > 0 {
			fill(img, image.Rect(10, y-8, cardW-10, y-7), ink)
			y += 6
		}
		head := ev.Title
		if ev.Side != "" && ev.Side != "both" {
			head = strings.TrimSpace(sideName(s, ev.Side) + ": " + head)
		}
		if head != "" {
			for _, l := range wrap(face(true, 12), head, cardW-20) {
				if y > limit {
					break
				}
				drawText(img, face(true, 12), l, 10, y, ink)
				y += 15
			}
		}
		for _, l := range wrap(body, ev.Text, cardW-20) {
			if y > limit {
				break
			}
			drawText(img, body, l, 10, y, ink)
			y += 14
		}
		y += 10
	}
	if len(c.Events) == 0 {
		for _, l := range wrap(small, "The text of this card is not given by the rulebook; see the printed card.", cardW-20) {
			drawText(img, small, l, 10, y, ink)
			y += 13
		}
	}
	for _, l := range foot {
		drawText(img, ff, l, 10, fy, ink)
		fy += 13
	}
	return img
}

// cardTitleTop is the baseline of a card's first title line (pixels).
const cardTitleTop = 44

// cardImageName is the image of the i-th card of the deck (from 0): by
// its place in the deck, since cards need not have numbers.
func cardImageName(i int) string { return fmt.Sprintf("card-%02d.png", i+1) }

// cardBack draws the back shared by every event card.
func cardBack(s *scenario.Scenario) *image.RGBA {
	img := image.NewRGBA(image.Rect(0, 0, cardW, cardH))
	fill(img, img.Rect, ink)
	fill(img, img.Rect.Inset(2), color.RGBA{90, 60, 40, 255})
	fill(img, img.Rect.Inset(10), color.RGBA{120, 85, 55, 255})
	f := face(true, 20)
	w := textWidth(f, "Event")
	drawText(img, f, "Event", (cardW-w)/2, cardH/2, paper)
	g := face(false, 12)
	for i, l := range wrap(g, s.Title, cardW-30) {
		drawText(img, g, l, (cardW-textWidth(g, l))/2, cardH/2+24+14*i, paper)
	}
	return img
}

// box is one labelled box of a holding board (reinforcements, set-aside
// units, the morale track).
type box struct {
	label string
	rect  image.Rectangle
}

// boxBoard draws labelled boxes of the given size in rows of perRow and
// returns the image and each box's rectangle; at image scale k every
// length and letter is k times larger.
func boxBoard(title string, labels []string, bw, bh, perRow, k int) (*image.RGBA, []box) {
	pad, head := 12*k, 34*k
	bw, bh = bw*k, bh*k
	if perRow < 1 {
		perRow = 1
	}
	rows := (len(labels) + perRow - 1) / perRow
	cols := min(perRow, max(1, len(labels)))
	w := pad + cols*(bw+pad)
	h := head + pad + max(1, rows)*(bh+pad)
	img := image.NewRGBA(image.Rect(0, 0, w, h))
	fill(img, img.Rect, color.RGBA{228, 222, 205, 255})
	drawText(img, face(true, float64(16*k)), title, pad, 24*k, ink)
	var out []box
	lf := face(true, float64(11*k))
	for i, l := range labels {
		x := pad + (i%perRow)*(bw+pad)
		y := head + pad + (i/perRow)*(bh+pad)
		r := image.Rect(x, y, x+bw, y+bh)
		fill(img, r, ink)
		fill(img, r.Inset(k), paper)
		ly := y + 14*k
		for _, line := range wrap(lf, l, bw-8*k) {
			drawText(img, lf, line, x+4*k, ly, ink)
			ly += 13 * k
		}
		out = append(out, box{l, r})
	}
	return img, out
}

func sideName(s *scenario.Scenario, id string) string {
	for _, sd := range s.Sides {
		if sd.ID == id {
			return sd.Name
		}
	}
	switch id {
	case scenario.French:
		return "French"
	case scenario.AntiFrench:
		return "Anti-French"
	}
	return id
}
