package ui

import (
	"fmt"
	"image/color"
	"strconv"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/odn"
)

// HitBox is one hit box of a roster: a square a player ticks.
type HitBox struct {
	widget.BaseWidget
	Checked bool
	OnTap   func()
	rect    *canvas.Rectangle
	mark    *canvas.Text
}

func newHitBox(tap func()) *HitBox {
	b := &HitBox{OnTap: tap}
	b.ExtendBaseWidget(b)
	return b
}

// Tapped ticks or unticks the box.
func (b *HitBox) Tapped(*fyne.PointEvent) {
	if b.OnTap != nil {
		b.OnTap()
	}
}

// SetChecked shows the box ticked or not.
func (b *HitBox) SetChecked(on bool) {
	if b.Checked != on {
		b.Checked = on
		b.Refresh()
	}
}

// CreateRenderer draws a square, with an X when ticked.
func (b *HitBox) CreateRenderer() fyne.WidgetRenderer {
	b.rect = canvas.NewRectangle(color.White)
	b.rect.StrokeColor = color.NRGBA{40, 40, 40, 255}
	b.rect.StrokeWidth = 1.5
	b.mark = canvas.NewText("", color.NRGBA{160, 20, 20, 255})
	b.mark.TextStyle = fyne.TextStyle{Bold: true}
	b.mark.Alignment = fyne.TextAlignCenter
	b.mark.TextSize = 18
	r := &hitBoxRenderer{b: b}
	r.Refresh()
	return r
}

type hitBoxRenderer struct{ b *HitBox }

func (r *hitBoxRenderer) Layout(s fyne.Size) {
	side := min(s.Width, s.Height)
	off := fyne.NewPos((s.Width-side)/2, (s.Height-side)/2)
	r.b.rect.Resize(fyne.NewSquareSize(side))
	r.b.rect.Move(off)
	r.b.mark.Resize(fyne.NewSquareSize(side))
	r.b.mark.Move(off)
}
func (r *hitBoxRenderer) MinSize() fyne.Size { return fyne.NewSquareSize(26) }
func (r *hitBoxRenderer) Refresh() {
	if r.b.Checked {
		r.b.mark.Text = "X"
		r.b.rect.FillColor = color.NRGBA{255, 236, 230, 255}
	} else {
		r.b.mark.Text = ""
		r.b.rect.FillColor = color.White
	}
	r.b.rect.Refresh()
	r.b.mark.Refresh()
}
func (r *hitBoxRenderer) Objects() []fyne.CanvasObject {
	return []fyne.CanvasObject{r.b.rect, r.b.mark}
}
func (r *hitBoxRenderer) Destroy() {}

// rosterBlock is one unit's roster in the preview.
type rosterBlock struct {
	unit    odn.RosterUnit
	boxes   []*HitBox
	rows    []*canvas.Rectangle // one per ladder row, tinted when current
	now     *widget.Label
	cardObj fyne.CanvasObject
}

// RosterPreview is the army's roster in the rules' layout (Unit roster,
// p.3): for each unit its quality rows from its starting quality down, the
// rows above it greyed, each with its hit boxes, Pass, Melee and To Hit
// numbers. Ticking boxes shows the unit's current quality and numbers; the
// ticks go into the roster workbook export.
type RosterPreview struct {
	ed      *ArmyEditor
	box     *fyne.Container
	content fyne.CanvasObject
	blocks  map[string]*rosterBlock
	err     *widget.Label
	stale   bool
	army    *odn.Army // the army the blocks were built for
}

func newRosterPreview(e *ArmyEditor) *RosterPreview {
	p := &RosterPreview{ed: e, blocks: map[string]*rosterBlock{}, err: widget.NewLabel(""), stale: true}
	p.err.Wrapping = fyne.TextWrapWord
	p.box = container.NewVBox()
	reset := widget.NewButton("Clear all hits", func() {
		for name := range e.Doc.Hits() {
			e.Doc.SetHits(name, 0)
		}
	})
	help := widget.NewLabel("Tick hit boxes as a player would: a unit drops one quality row each time a row is full (Unit roster, p.3). The roster workbook export starts from these ticks.")
	help.Wrapping = fyne.TextWrapWord
	p.content = container.NewBorder(container.NewBorder(nil, nil, nil, reset, help), nil, nil, nil, container.NewVScroll(p.box))
	return p
}

// Refresh rebuilds the roster when the army changed, else updates the
// ticks and the current numbers.
func (p *RosterPreview) Refresh() {
	a := p.ed.Doc.Army()
	if a != p.army {
		p.army = a
		p.stale = true
	}
	if p.stale && (p.ed.tabs == nil || p.ed.tabs.SelectedIndex() == 1 || p.ed.NoDialogs) {
		p.rebuild(a)
	}
	for name, b := range p.blocks {
		p.update(name, b)
	}
}

func (p *RosterPreview) rebuild(a *odn.Army) {
	p.stale = false
	p.blocks = map[string]*rosterBlock{}
	rs := p.ed.Rules
	var objs []fyne.CanvasObject
	var problems []string
	codes := rs.QualityCodes()
	for ci, c := range a.Corps {
		head := c.Name
		if c.Commander != "" {
			head += " (" + c.Commander + ")"
		}
		if c.MoraleBonus != 0 {
			head += fmt.Sprintf(" — Morale Test %+d when attached", c.MoraleBonus)
		}
		title := widget.NewLabelWithStyle(head, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		title.SizeName = theme.SizeNameSubHeadingText
		objs = append(objs, title)
		for ui := range c.Units {
			ru, err := rs.RosterFor(a, odn.CorpsUnit{Corps: &a.Corps[ci], Unit: &a.Corps[ci].Units[ui], CorpsIndex: ci, UnitIndex: ui})
			if err != nil {
				problems = append(problems, err.Error())
				continue
			}
			b := p.block(ru, codes)
			p.blocks[ru.Name] = b
			objs = append(objs, b.card())
		}
	}
	if len(problems) > 0 {
		p.err.SetText(fmt.Sprintf("Not shown (fix them on the Army list tab): %v", problems))
		objs = append([]fyne.CanvasObject{p.err}, objs...)
	}
	p.box.Objects = objs
	p.box.Refresh()
}

var rosterCols = struct{ quality, stats float32 }{quality: 120, stats: 80}

func (p *RosterPreview) block(u odn.RosterUnit, codes []string) *rosterBlock {
	b := &rosterBlock{unit: u, now: widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})}
	name := u.Name
	if u.ID != "" {
		name += " [" + u.ID + "]"
	}
	info := u.TypeLabel
	if u.Weight != "" {
		info += " (" + u.Weight + ")"
	}
	info += ", " + u.NationName + ", " + u.Strength
	if u.InherentArtillery != "" {
		info += fmt.Sprintf(", inherent %s artillery To Hit %d+", u.InherentArtillery, u.InherentToHit)
	}
	grid := []fyne.CanvasObject{headCell("Quality"), headCell("Hit boxes"), headCell("Pass"), headCell("Melee"), headCell("To Hit")}
	// The rows above the starting quality, greyed as on the printed roster
	// (the Old Guard's row only for the Old Guard).
	start := 0
	for i, q := range codes {
		if len(u.Ladder.Rows) > 0 && q == u.Ladder.Rows[0].Quality {
			start = i
		}
	}
	for _, q := range codes[:start] {
		if q == "OG" {
			continue
		}
		grey := color.NRGBA{200, 200, 200, 255}
		grid = append(grid, cell(q, grey, true), cell("", grey, false), cell("", grey, false), cell("", grey, false), cell("", grey, false))
	}
	k := 0
	for _, lr := range u.Ladder.Rows {
		var boxes []fyne.CanvasObject
		for j := 0; j < lr.Boxes; j++ {
			i := k
			hb := newHitBox(func() { p.ed.Doc.ToggleBox(u.Name, i) })
			b.boxes = append(b.boxes, hb)
			boxes = append(boxes, hb)
			k++
		}
		bg := canvas.NewRectangle(color.Transparent)
		b.rows = append(b.rows, bg)
		fire := "–"
		if lr.ToHit > 0 {
			fire = strconv.Itoa(lr.ToHit) + "+"
		}
		grid = append(grid,
			container.NewStack(bg, cell(lr.Quality+" "+lr.Name, nil, true)),
			container.NewStack(canvas.NewRectangle(color.Transparent), container.NewHBox(boxes...)),
			cell(strconv.Itoa(lr.Pass)+"+", nil, true), cell(lr.MeleeText(), nil, true), cell(fire, nil, true))
	}
	return b.withGrid(name, info, grid)
}

// rosterGrid lays out the roster's five columns: quality, boxes (the rest),
// Pass, Melee, To Hit.
type rosterGrid struct{}

func (rosterGrid) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	// The numbers stay near the boxes on a wide window, as on paper.
	boxW := min(size.Width-rosterCols.quality-3*rosterCols.stats-4*pad, 320)
	y := float32(0)
	for i := 0; i+4 < len(objs); i += 5 {
		h := float32(0)
		for _, o := range objs[i : i+5] {
			h = max(h, o.MinSize().Height)
		}
		x := float32(0)
		for j, o := range objs[i : i+5] {
			w := rosterCols.stats
			switch j {
			case 0:
				w = rosterCols.quality
			case 1:
				w = boxW
			}
			o.Resize(fyne.NewSize(w, h))
			o.Move(fyne.NewPos(x, y))
			x += w + pad
		}
		y += h + 2
	}
}

func (rosterGrid) MinSize(objs []fyne.CanvasObject) fyne.Size {
	pad := theme.Padding()
	w, y := float32(0), float32(0)
	for i := 0; i+4 < len(objs); i += 5 {
		h := float32(0)
		for _, o := range objs[i : i+5] {
			h = max(h, o.MinSize().Height)
		}
		w = max(w, rosterCols.quality+objs[i+1].MinSize().Width+3*rosterCols.stats+4*pad)
		y += h + 2
	}
	return fyne.NewSize(w, y)
}

func headCell(s string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Italic: true})
	return l
}

func cell(s string, bg color.Color, bold bool) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: bold})
	if bg == nil {
		return l
	}
	return container.NewStack(canvas.NewRectangle(bg), l)
}

func (b *rosterBlock) withGrid(name, info string, grid []fyne.CanvasObject) *rosterBlock {
	title := widget.NewLabelWithStyle(name, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sub := widget.NewLabel(info)
	sub.Truncation = fyne.TextTruncateEllipsis
	b.cardObj = widget.NewCard("", "", container.NewVBox(container.NewBorder(nil, nil, title, nil, sub), container.New(rosterGrid{}, grid...), b.now))
	return b
}

func (b *rosterBlock) card() fyne.CanvasObject { return b.cardObj }

// update shows a unit's ticks and its current quality and numbers.
func (p *RosterPreview) update(name string, b *rosterBlock) {
	hits := p.ed.Doc.UnitHits(name)
	for i, hb := range b.boxes {
		hb.SetChecked(i < hits)
	}
	st := b.unit.Ladder.State(hits)
	for i, r := range b.rows {
		c := color.Color(color.Transparent)
		if i == st.Row && !st.Removed {
			c = theme.Color(theme.ColorNameSelection)
		}
		if r.FillColor != c {
			r.FillColor = c
			r.Refresh()
		}
	}
	b.now.SetText(RosterNowText(b.unit, hits))
}

// RosterNowText is the line under a unit's roster: its current quality and
// numbers after hits (Unit roster, p.3: "A unit will always use the Pass
// Number, Melee Number, and To Hit Number that applies to its current
// Quality").
func RosterNowText(u odn.RosterUnit, hits int) string {
	st := u.Ladder.State(hits)
	if st.Removed {
		return fmt.Sprintf("Now: every box checked (%d hits): the unit routs and is removed", hits)
	}
	fire := "no fire"
	if st.ToHit > 0 {
		fire = fmt.Sprintf("To Hit %d+", st.ToHit)
	}
	return fmt.Sprintf("Now: %s — Pass %d+, Melee %d, %s · %d hits, %d boxes left", st.Quality, st.Pass, st.Melee, fire, hits, st.BoxesLeft)
}

// Block returns the boxes and the current-numbers line of a unit, for tests.
func (p *RosterPreview) Block(name string) ([]*HitBox, string, bool) {
	b, ok := p.blocks[name]
	if !ok {
		return nil, "", false
	}
	return b.boxes, b.now.Text, true
}
