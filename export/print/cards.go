package print

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// Poker card size (mm).
const (
	CardW = 63.0
	CardH = 88.0
)

// CardSlot is one event card on a sheet; its back lies at BackX on the
// next page.
type CardSlot struct {
	Card  *scenario.Card
	Sheet int
	X, Y  float64
}

var (
	titleRed  = color.RGBA{190, 30, 30, 255}
	titleBlue = color.RGBA{25, 70, 170, 255}
	cardInk   = color.RGBA{25, 25, 25, 255}
)

func cardTitleColour(c *scenario.Card) color.RGBA {
	switch c.Colour {
	case scenario.ColourRed:
		return titleRed
	case scenario.ColourBlue:
		return titleBlue
	}
	return cardInk
}

// cardTitleFont is the largest size a card sheet's title is set in.
var cardTitleFont = render.Font{Size: 8}

// titleMinTop is how far from the paper's edge a page title's top must
// be (mm): home printers leave 3 to 5 mm unprinted.
const titleMinTop = 5.0

// cardRows is how many rows of poker cards a sheet of p holds: three where
// the margin above them holds the sheet's title clear of titleMinTop
// (A4, A3), two where it does not (Letter: 7.7 mm above three rows).
func cardRows(p Paper) int {
	for rows := 3; rows > 1; rows-- {
		y0 := (p.H - float64(rows)*CardH) / 2
		if y0/2-0.8*cardTitleFont.Size*render.MMPerPoint >= titleMinTop {
			return rows
		}
	}
	return 1
}

// EventCards lays the event deck out three cards a row, three rows to a
// sheet where the paper's margin holds the title (two on Letter), fronts
// then backs at the mirrored positions, with cut lines.
func EventCards(s *scenario.Scenario, p Paper) ([]Page, []CardSlot) {
	cards := s.Deck.Cards
	if len(cards) == 0 {
		return nil, nil
	}
	const cols = 3
	rows := cardRows(p)
	x0 := (p.W - cols*CardW) / 2
	y0 := (p.H - float64(rows)*CardH) / 2
	var slots []CardSlot
	for i := range cards {
		k := i % (cols * rows)
		slots = append(slots, CardSlot{Card: &cards[i], Sheet: i / (cols * rows), X: x0 + float64(k%cols)*CardW, Y: y0 + float64(k/cols)*CardH})
	}
	sheets := slots[len(slots)-1].Sheet + 1
	var pages []Page
	for sh := 0; sh < sheets; sh++ {
		var on []CardSlot
		for _, c := range slots {
			if c.Sheet == sh {
				on = append(on, c)
			}
		}
		usedRows := (len(on) + cols - 1) / cols
		for _, back := range []bool{false, true} {
			title := fmt.Sprintf("%s: event cards, sheet %d of %d, fronts", s.Title, sh+1, sheets)
			if back {
				title = fmt.Sprintf("%s: event cards, sheet %d of %d, backs", s.Title, sh+1, sheets)
			}
			on, back := on, back
			pages = append(pages, Page{W: p.W, H: p.H, Title: title, Backs: back, Draw: func(sf render.Surface) {
				clear := titleAt(sf, p.W/2, y0/2, title, render.FitFont(title, cardTitleFont, p.W-20, 5))
				for _, c := range on {
					if back {
						drawCardBack(sf, s, BackX(p.W, c.X, CardW), c.Y)
					} else {
						drawCard(sf, s, c.Card, c.X, c.Y)
					}
				}
				cutGrid(sf, x0, y0, cols, usedRows, CardW, CardH, clear)
			}})
		}
	}
	return pages, slots
}

// cutGrid draws cut lines around a block of cols x rows cells of w x h
// and crop marks beyond it; the marks above it stop at clear, under the
// page title.
func cutGrid(sf render.Surface, x0, y0 float64, cols, rows int, w, h, clear float64) {
	const ext, lw = cropExt, 0.15
	W, H := float64(cols)*w, float64(rows)*h
	for i := 0; i <= cols; i++ {
		x := x0 + float64(i)*w
		sf.Stroke([]render.Point{{X: x, Y: markTop(y0, clear)}, {X: x, Y: y0 + H + ext}}, false, lw, cutColour)
	}
	for j := 0; j <= rows; j++ {
		y := y0 + float64(j)*h
		sf.Stroke([]render.Point{{X: x0 - ext, Y: y}, {X: x0 + W + ext, Y: y}}, false, lw, cutColour)
	}
}

func sideLabel(s *scenario.Scenario, side string) string {
	switch side {
	case "both":
		return "Both players"
	case "":
		return ""
	}
	for _, sd := range s.Sides {
		if sd.ID == side && sd.Name != "" {
			return sd.Name
		}
	}
	return side
}

// effectText is one effect in words, for the card's small print.
func effectText(s *scenario.Scenario, e scenario.Effect) string {
	who := sideLabel(s, e.Side)
	var b strings.Builder
	switch e.Kind {
	case scenario.EffectMorale:
		fmt.Fprintf(&b, "%s Morale %+d", who, e.Value)
	case scenario.EffectReinforce:
		fmt.Fprintf(&b, "Reinforcements: %s", strings.Join(e.Units, ", "))
		if e.EntryArea != "" {
			fmt.Fprintf(&b, " enter at Area %s", e.EntryArea)
		} else if e.Hex != "" {
			fmt.Fprintf(&b, " enter at %s", e.Hex)
		}
	case scenario.EffectRemove:
		fmt.Fprintf(&b, "Remove: %s", strings.Join(e.Units, ", "))
	case scenario.EffectRally:
		fmt.Fprintf(&b, "%s may rally %d unit(s)", who, e.Value)
	case scenario.EffectNoMove:
		if len(e.Units) > 0 {
			fmt.Fprintf(&b, "May not move: %s", strings.Join(e.Units, ", "))
		} else {
			fmt.Fprintf(&b, "%s may not move", who)
		}
	case scenario.EffectEndTurn:
		b.WriteString("The Game Turn ends")
	case scenario.EffectSuddenDeath:
		b.WriteString("Place the Sudden Death marker")
	default:
		fmt.Fprintf(&b, "Special rule %s", e.Rule)
	}
	return strings.TrimSpace(b.String())
}

// drawCard draws a card's face: number, title in its colour (5.0: red
// titles start in the discard pile, blue ones as the scenario says), each
// event with its side, text and effects, and "Keep this card".
func drawCard(sf render.Surface, s *scenario.Scenario, c *scenario.Card, x, y float64) {
	const pad = 4.0
	w := CardW - 2*pad
	sf.Fill(color.RGBA{255, 255, 255, 255}, render.Rect(x, y, CardW, CardH))
	sf.Stroke(render.Rect(x+2, y+2, CardW-4, CardH-4), true, 0.4, cardTitleColour(c))
	yy := y + pad + 2
	if c.Number > 0 {
		n := strconv.Itoa(c.Number)
		f := render.Font{Bold: true, Size: 9}
		render.TextAt(sf, x+CardW-pad-1, yy+1, "#"+n, f, cardInk, render.Right)
		yy += 5
	}
	tf := render.Font{Bold: true, Size: 12}
	for _, line := range fitLines(c.Title, tf, w, 3) { // linear in the title, cut with a visible mark
		render.TextAt(sf, x+CardW/2, yy+2, line, render.FitFont(line, tf, w, 6), cardTitleColour(c), render.Center)
		yy += 5.5
	}
	yy += 1
	sf.Stroke([]render.Point{{X: x + pad, Y: yy}, {X: x + CardW - pad, Y: yy}}, false, 0.3, cardTitleColour(c))
	yy += 3
	body := render.Font{Size: 7.5}
	small := render.Font{Size: 6.5}
	line := func(s string, f render.Font, c color.RGBA) {
		room := int((y+CardH-pad-6-yy)/(f.Size*render.MMPerPoint*1.25)) + 1
		for _, l := range fitLines(s, f, w, room) { // linear in the text, cut with a visible mark
			if yy > y+CardH-pad-6 {
				return
			}
			sf.Text(x+pad, yy+2, l, f, c)
			yy += f.Size * render.MMPerPoint * 1.25
		}
	}
	if len(c.Events) == 0 {
		line("The rulebook does not give this card's text.", small, greyText)
	}
	for i, ev := range c.Events {
		if i > 0 {
			yy += 1.5
			sf.Stroke([]render.Point{{X: x + pad + 8, Y: yy}, {X: x + CardW - pad - 8, Y: yy}}, false, 0.2, greyText)
			yy += 2.5
		}
		if lbl := sideLabel(s, ev.Side); lbl != "" || ev.Title != "" {
			head := strings.TrimSpace(strings.Join([]string{lbl, ev.Title}, ": "))
			head = strings.Trim(head, ": ")
			line(head, render.Font{Bold: true, Size: 7.5}, cardInk)
		}
		if ev.Text != "" {
			line(ev.Text, body, cardInk)
		}
		for _, e := range ev.Effects {
			line("• "+effectText(s, e), small, cardInk)
		}
	}
	if c.Keep {
		render.TextAt(sf, x+CardW/2, y+CardH-pad-2, "KEEP THIS CARD", render.Font{Bold: true, Size: 7}, cardInk, render.Center)
	}
}

// drawCardBack draws the common back of the event cards.
func drawCardBack(sf render.Surface, s *scenario.Scenario, x, y float64) {
	bg := color.RGBA{92, 64, 40, 255}
	sf.Fill(bg, render.Rect(x, y, CardW, CardH))
	sf.Stroke(render.Rect(x+3, y+3, CardW-6, CardH-6), true, 0.6, color.RGBA{230, 205, 150, 255})
	sf.Stroke(render.Rect(x+4.5, y+4.5, CardW-9, CardH-9), true, 0.25, color.RGBA{230, 205, 150, 255})
	gold := color.RGBA{240, 220, 170, 255}
	render.TextAt(sf, x+CardW/2, y+CardH/2-6, "RANDOM", render.Font{Bold: true, Size: 16}, gold, render.Center)
	render.TextAt(sf, x+CardW/2, y+CardH/2+2, "EVENT", render.Font{Bold: true, Size: 16}, gold, render.Center)
	t := s.Game
	if t == "" {
		t = s.Title
	}
	render.TextAt(sf, x+CardW/2, y+CardH-12, t, render.FitFont(t, render.Font{Size: 8}, CardW-14, 5), gold, render.Center)
}
