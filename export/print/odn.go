package print

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/render"
)

// Hidden marker size (Hidden units and markers, p.13): 3/4 x 3 inches.
const (
	HiddenW = 25.4 * 3 / 4
	HiddenH = 25.4 * 3
)

// Army returns the pages of a One Day Napoleonics army pack: rosters,
// order chits, hidden markers and a quick-reference sheet.
func Army(r *odn.Roster, rs *odn.Ruleset, o Options) ([]Page, error) {
	o = o.withDefaults()
	parts, err := checkParts(o.Parts, ArmyParts)
	if err != nil {
		return nil, err
	}
	var pages []Page
	for _, part := range parts {
		switch part {
		case "rosters":
			pp, _ := RosterPages(r, rs, o.Paper, nil)
			pages = append(pages, pp...)
		case "chits":
			pages = appendSheets(pages, ChitPages(r, o.Paper, o.CounterMM))
		case "markers":
			pages = appendSheets(pages, HiddenMarkerPages(r, o.Paper))
			pages = append(pages, MoraleLevelPages(r, o.Paper, o.CounterMM)...)
		case "reference":
			pages = append(pages, ReferencePages(r, rs, o.Paper)...)
		}
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("print: army %q: nothing to print in %s", r.Army, strings.Join(parts, ", "))
	}
	return pages, nil
}

var (
	spentGrey = color.RGBA{200, 200, 200, 255}
	boxInk    = color.RGBA{20, 20, 20, 255}
	tickInk   = color.RGBA{70, 70, 70, 255} // a checked-off hit box
)

// RosterPlace is where a unit's roster block landed: its page (0-based
// among the roster pages) and its top and bottom.
type RosterPlace struct {
	Unit        string
	Page        int
	Top, Bottom float64
}

// RosterPages lays out one block per unit in the rules' roster layout
// (Unit roster, p.3): the unit's name and identification, type, nation,
// strength and inherent artillery; then the quality rows, those above its
// starting quality greyed, each with its hit boxes (one fewer per 25%
// understrength, p.4; six at Guard level and Melee 5/4 for the Old Guard)
// and that row's Pass, Melee and To Hit numbers. hits, by unit name, are
// the boxes already checked off (the editor's roster preview): the first
// that many boxes in ladder order, top row first, are printed filled with a
// cross (nil: all empty). A block is never split across pages.
func RosterPages(r *odn.Roster, rs *odn.Ruleset, p Paper, hits map[string]int) ([]Page, []RosterPlace) {
	fl := newFlow(p, fmt.Sprintf("%s: rosters (%s)", r.Army, r.Stamp))
	var places []RosterPlace
	codes := rs.QualityCodes()
	const rowH, box = 7.5, 5.5
	if hq := armyHQText(r); hq != "" {
		fl.keep(8, func(sf render.Surface, x, y float64) {
			render.TextAt(sf, x, y+4, hq, render.FitFont(hq, render.Font{Bold: true, Size: 11}, fl.width(), 7), titleColour, render.Left)
		})
	}
	for _, c := range r.Corps {
		head := c.Name
		if c.Commander != "" {
			head += " (" + c.Commander + ")"
		}
		if c.MoraleBonus != 0 {
			head += fmt.Sprintf(", Morale Test %+d when attached", c.MoraleBonus)
		}
		fl.keep(10, func(sf render.Surface, x, y float64) {
			render.TextAt(sf, x, y+5, head, render.FitFont(head, render.Font{Bold: true, Size: 13}, fl.width(), 7), titleColour, render.Left)
		})
		for _, u := range c.Units {
			// The rows above the starting quality (greyed, as in the rules),
			// except the Old Guard's, which has none.
			start := 0
			for i, q := range codes {
				if len(u.Ladder.Rows) > 0 && q == u.Ladder.Rows[0].Quality {
					start = i
				}
			}
			var above []string
			for _, q := range codes[:start] {
				if q != "OG" {
					above = append(above, q)
				}
			}
			n := len(above) + len(u.Ladder.Rows)
			notes := unitNoteLines(u, fl.width())
			rowsEnd := 11 + float64(n)*rowH
			h := rowsEnd + float64(len(notes))*rosterNoteLine + 4
			u, ticked := u, hits[u.Name]
			fl.add(h, func(sf render.Surface, x, y float64) {
				drawRoster(sf, u, above, ticked, x, y, fl.width(), rowH, box)
				drawNoteLines(sf, notes, u.Attached != nil, x, y+rowsEnd-2)
			})
			pg := len(fl.pages) - 1
			places = append(places, RosterPlace{Unit: u.Name, Page: pg, Top: fl.y - h, Bottom: fl.y})
		}
		fl.gap(3)
	}
	return fl.pagesOut(), places
}

// drawRoster draws one unit's roster block with its first ticked boxes
// checked off.
func drawRoster(sf render.Surface, u odn.RosterUnit, above []string, ticked int, x, y, w, rowH, box float64) {
	name := u.Name
	if u.ID != "" {
		name += " [" + u.ID + "]"
	}
	render.TextAt(sf, x, y+3.5, name, render.FitFont(name, render.Font{Bold: true, Size: 12}, w*0.55, 7), boxInk, render.Left)
	info := joinNonEmpty(", ", u.TypeLabel+weightText(u.Weight), u.NationName, u.Strength)
	if u.InherentArtillery != "" {
		info += fmt.Sprintf(", inherent %s artillery To Hit %d+", u.InherentArtillery, u.InherentToHit)
	}
	render.TextAt(sf, x+w, y+3.5, info, render.FitFont(info, render.Font{Size: 8}, w*0.44, 5), boxInk, render.Right)
	yy := y + 7
	qw := 11.0
	colStats := x + w - 62
	row := func(q string, boxes int, stats string, grey bool, k int) {
		ry := yy + float64(k)*rowH
		if grey {
			sf.Fill(spentGrey, render.Rect(x, ry, w, rowH))
		}
		sf.Stroke(render.Rect(x, ry, w, rowH), true, 0.25, boxInk)
		sf.Stroke([]render.Point{{X: x + qw, Y: ry}, {X: x + qw, Y: ry + rowH}}, false, 0.25, boxInk)
		render.TextAt(sf, x+qw/2, ry+rowH/2, q, render.Font{Bold: true, Size: 11}, boxInk, render.Center)
		for b := 0; b < boxes; b++ {
			bx, by := x+qw+3+float64(b)*(box+1.8), ry+(rowH-box)/2
			if ticked > 0 {
				ticked--
				sf.Fill(tickInk, render.Rect(bx, by, box, box))
				sf.Stroke([]render.Point{{X: bx, Y: by}, {X: bx + box, Y: by + box}}, false, 0.5, color.RGBA{255, 255, 255, 255})
				sf.Stroke([]render.Point{{X: bx + box, Y: by}, {X: bx, Y: by + box}}, false, 0.5, color.RGBA{255, 255, 255, 255})
			} else {
				sf.Fill(color.RGBA{255, 255, 255, 255}, render.Rect(bx, by, box, box))
			}
			sf.Stroke(render.Rect(bx, by, box, box), true, 0.35, boxInk)
		}
		if stats != "" {
			render.TextAt(sf, colStats, ry+rowH/2, stats, render.Font{Bold: true, Size: 10}, boxInk, render.Left)
		}
	}
	for i, q := range above {
		row(q, 0, "", true, i)
	}
	for i, lr := range u.Ladder.Rows {
		fire := "-"
		if lr.ToHit > 0 {
			fire = strconv.Itoa(lr.ToHit) + "+"
		}
		row(lr.Quality, lr.Boxes, fmt.Sprintf("Pass %d+  Melee %s  Fire %s", lr.Pass, lr.MeleeText(), fire), false, len(above)+i)
	}
}

func weightText(w string) string {
	if w == "" {
		return ""
	}
	return " (" + w + ")"
}

// Order chit kinds (Phase two, Order Phase, p.4).
var chitKinds = []struct{ Short, Long string }{{"F", "Fire"}, {"FM", "Full Move"}, {"CM", "Combat Move"}}

// ChitPages prints a set of order chits (Fire, Full Move, Combat Move) for
// every unit and corps headquarters, each marked with the unit it belongs
// to, with a common back so that they are placed face down; the backs
// lie at the mirrored positions of the next page.
func ChitPages(r *odn.Roster, p Paper, size float64) []Page {
	type chit struct{ kind, long, owner string }
	var chits []chit
	for _, c := range r.Corps {
		for _, k := range chitKinds {
			chits = append(chits, chit{k.Short, k.Long, c.Name})
		}
		for _, u := range c.Units {
			owner := u.ID
			if owner == "" {
				owner = u.Name
			}
			for _, k := range chitKinds {
				chits = append(chits, chit{k.Short, k.Long, owner})
			}
		}
	}
	if size < 12 {
		size = 12
	}
	// Chits are 1.5 counters wide so that the words fit.
	cw, ch := size*1.5, size
	const margin, header = 10.0, 8.0
	cols := int((p.W - 2*margin) / cw)
	rows := int((p.H - 2*margin - header) / ch)
	per := cols * rows
	x0 := (p.W - float64(cols)*cw) / 2
	y0 := margin + header
	var pages []Page
	sheets := (len(chits) + per - 1) / per
	for sh := 0; sh < sheets; sh++ {
		on := chits[sh*per : min(len(chits), (sh+1)*per)]
		used := (len(on) + cols - 1) / cols
		for _, back := range []bool{false, true} {
			title := fmt.Sprintf("%s: order chits, sheet %d of %d, fronts", r.Army, sh+1, sheets)
			if back {
				title = fmt.Sprintf("%s: order chits, sheet %d of %d, backs", r.Army, sh+1, sheets)
			}
			on, back := on, back
			pages = append(pages, Page{W: p.W, H: p.H, Title: title, Backs: back, Draw: func(sf render.Surface) {
				clear := sheetTitle(sf, p.W, margin, title)
				for i, c := range on {
					x, y := x0+float64(i%cols)*cw, y0+float64(i/cols)*ch
					if back {
						x = BackX(p.W, x, cw)
						sf.Fill(color.RGBA{60, 60, 70, 255}, render.Rect(x, y, cw, ch))
						render.TextAt(sf, x+cw/2, y+ch/2, "ORDERS", render.FitFont("ORDERS", render.Font{Bold: true, Size: ch * 0.9}, cw*0.8, render.MinCounterPt), color.RGBA{230, 230, 230, 255}, render.Center)
						continue
					}
					bg := map[string]color.RGBA{"F": {250, 215, 205, 255}, "FM": {210, 230, 250, 255}, "CM": {215, 240, 210, 255}}[c.kind]
					sf.Fill(bg, render.Rect(x, y, cw, ch))
					render.TextAt(sf, x+cw/2, y+ch*0.36, c.kind, render.Font{Bold: true, Size: ch * 1.3}, boxInk, render.Center)
					// No text under 5 pt: long names are shortened word by word.
					long, lf := render.CounterLabel(c.long, render.Font{Bold: true, Size: ch * 0.55}, cw*0.9)
					render.TextAt(sf, x+cw/2, y+ch*0.66, long, lf, boxInk, render.Center)
					owner, of := render.CounterLabel(c.owner, render.Font{Size: ch * 0.45}, cw*0.9)
					render.TextAt(sf, x+cw/2, y+ch*0.86, owner, of, boxInk, render.Center)
				}
				cutGrid(sf, x0, y0, cols, used, cw, ch, clear)
			}})
		}
	}
	return pages
}

// HiddenMarkerPages prints a hidden marker (p.13: 3/4 inch wide, 3 inches
// long) for every unit, its back naming the unit for its owner, and one
// Dummy marker per corps.
func HiddenMarkerPages(r *odn.Roster, p Paper) []Page {
	type marker struct{ name, corps string }
	var ms []marker
	for _, c := range r.Corps {
		for _, u := range c.Units {
			ms = append(ms, marker{u.Name, c.Name})
		}
		ms = append(ms, marker{"Dummy", c.Name})
	}
	const margin, header = 10.0, 8.0
	cols := int((p.W - 2*margin) / HiddenW)
	rows := int((p.H - 2*margin - header) / HiddenH)
	per := cols * rows
	x0 := (p.W - float64(cols)*HiddenW) / 2
	y0 := margin + header
	sheets := (len(ms) + per - 1) / per
	var pages []Page
	for sh := 0; sh < sheets; sh++ {
		on := ms[sh*per : min(len(ms), (sh+1)*per)]
		used := (len(on) + cols - 1) / cols
		for _, back := range []bool{false, true} {
			title := fmt.Sprintf("%s: hidden markers (3/4 x 3 in), sheet %d of %d, fronts", r.Army, sh+1, sheets)
			if back {
				title = fmt.Sprintf("%s: hidden markers, sheet %d of %d, backs (the unit each marker hides)", r.Army, sh+1, sheets)
			}
			on, back := on, back
			pages = append(pages, Page{W: p.W, H: p.H, Title: title, Backs: back, Draw: func(sf render.Surface) {
				clear := sheetTitle(sf, p.W, margin, title)
				for i, m := range on {
					x, y := x0+float64(i%cols)*HiddenW, y0+float64(i/cols)*HiddenH
					if back {
						x = BackX(p.W, x, HiddenW)
						sf.Fill(color.RGBA{245, 240, 225, 255}, render.Rect(x, y, HiddenW, HiddenH))
						ly := y + 12
						for _, l := range render.Wrap(m.name, render.Font{Bold: true, Size: 8}, HiddenW-2) {
							render.TextAt(sf, x+HiddenW/2, ly, l, render.FitFont(l, render.Font{Bold: true, Size: 8}, HiddenW-1.5, 4), boxInk, render.Center)
							ly += 3.6
						}
						ly = y + HiddenH - 16
						for _, l := range render.Wrap(m.corps, render.Font{Size: 6.5}, HiddenW-2) {
							render.TextAt(sf, x+HiddenW/2, ly, l, render.FitFont(l, render.Font{Size: 6.5}, HiddenW-1.5, 4), boxInk, render.Center)
							ly += 3
						}
						continue
					}
					sf.Fill(color.RGBA{70, 80, 60, 255}, render.Rect(x, y, HiddenW, HiddenH))
					render.TextAt(sf, x+HiddenW/2, y+HiddenH/2, "?", render.Font{Bold: true, Size: 28}, color.RGBA{235, 235, 220, 255}, render.Center)
					render.TextAt(sf, x+HiddenW/2, y+8, r.Nation, render.FitFont(r.Nation, render.Font{Bold: true, Size: 7}, HiddenW*0.9, 4), color.RGBA{235, 235, 220, 255}, render.Center)
				}
				cutGrid(sf, x0, y0, cols, used, HiddenW, HiddenH, clear)
			}})
		}
	}
	return pages
}

// ReferencePages prints the army's quick-reference sheet: the quality
// ladder, the artillery To Hit for its nation, movement, the Melee Table,
// the Morale Test modifiers and levels, headquarters bonuses, leader loss
// and the reveal table, from the ruleset.
func ReferencePages(r *odn.Roster, rs *odn.Ruleset, p Paper) []Page {
	fl := newFlow(p, fmt.Sprintf("%s: quick reference (%s)", r.Army, r.Stamp))
	fl.heading("Qualities (p.3)")
	var rows [][]string
	for _, q := range rs.Qualities {
		melee := strconv.Itoa(q.Melee)
		if q.MeleeAfterHits != nil {
			melee = fmt.Sprintf("%d/%d", q.Melee, q.MeleeAfterHits.Melee)
		}
		rows = append(rows, []string{q.Code, q.Name, strconv.Itoa(q.Pass) + "+", melee, strconv.Itoa(q.ToHit) + "+", strconv.Itoa(q.Boxes)})
	}
	fl.addTable(table{widths: []float64{0.1, 0.3, 0.15, 0.15, 0.15, 0.15}, head: []string{"Code", "Quality", "Pass (d10)", "Melee", "To Hit", "Hit boxes"}, rows: rows})
	fl.gap(4)
	fl.heading("Artillery To Hit (p.3)")
	rows = nil
	for _, a := range rs.ArtilleryToHit {
		rows = append(rows, []string{a.Label, strconv.Itoa(a.Foot) + "+", strconv.Itoa(a.Horse) + "+"})
	}
	fl.addTable(table{widths: []float64{0.6, 0.2, 0.2}, head: []string{"Nation", "Foot", "Horse"}, rows: rows})
	fl.gap(4)
	if len(rs.Movement) > 0 {
		fl.heading("Movement (inches)")
		rows = nil
		for _, m := range rs.Movement {
			rows = append(rows, []string{m.Label, trimFloat(m.CombatMove), trimFloat(m.FullMove), trimFloat(m.RoadColumn)})
		}
		fl.addTable(table{widths: []float64{0.46, 0.18, 0.18, 0.18}, head: []string{"Unit", "Combat Move", "Full Move", "Road Column"}, rows: rows})
		fl.gap(4)
	}
	fl.heading(fmt.Sprintf("Melee Table (d%d + Melee Number + modifiers; p.9)", rs.Melee.Die))
	rows = nil
	for _, b := range rs.Melee.Results {
		rows = append(rows, []string{b.Label(), b.Text})
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"Spread", "Result"}, rows: rows})
	fl.gap(2)
	rows = nil
	for _, m := range rs.Melee.Modifiers {
		rows = append(rows, []string{signed(m.Value), m.Label})
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"Melee", "Modifier"}, rows: rows})
	fl.gap(4)
	fl.heading("Fire modifiers (d10 To Hit)")
	rows = nil
	for _, m := range rs.FireModifiers {
		v := signed(m.Value)
		if m.NoFire {
			v = "no fire"
		}
		rows = append(rows, []string{v, m.Label})
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"DRM", "Modifier"}, rows: rows})
	fl.gap(4)
	fl.heading(fmt.Sprintf("Morale Tests (d%d + modifiers >= Pass Number; 3.00)", rs.Morale.Die))
	rows = nil
	for _, m := range rs.Morale.Modifiers {
		rows = append(rows, []string{signed(m.Value), m.Label})
	}
	if r.HQ != nil {
		rows = append(rows, []string{signed(r.HQ.MoraleBonus), "Army headquarters " + r.HQ.Name + " attached"})
	}
	for _, c := range r.Corps {
		if c.MoraleBonus != 0 {
			rows = append(rows, []string{signed(c.MoraleBonus), c.Name + " headquarters attached"})
		}
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"DRM", "Modifier"}, rows: rows})
	fl.gap(2)
	rows = nil
	for _, l := range rs.Morale.Levels {
		rows = append(rows, []string{l.Label, l.Marker, l.Effect})
	}
	fl.addTable(table{widths: []float64{0.2, 0.15, 0.65}, head: []string{"Morale level", "Marker", "Effect"}, rows: rows})
	fl.gap(4)
	fl.heading(fmt.Sprintf("Leader loss (d%d; 4.05)", rs.LeaderLoss.Die))
	rows = nil
	for _, l := range rs.LeaderLoss.Results {
		roll := strconv.Itoa(l.From)
		if l.To != l.From {
			roll += "-" + strconv.Itoa(l.To)
		}
		rows = append(rows, []string{roll, l.Label})
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"Roll", "Result"}, rows: rows})
	fl.gap(4)
	fl.heading(fmt.Sprintf("Reveal Table (d%d; hidden units, p.13)", rs.Reveal.Die))
	rows = nil
	for _, x := range rs.Reveal.Results {
		res := "Stay hidden"
		if x.Revealed {
			res = "Revealed"
		}
		rows = append(rows, []string{strconv.Itoa(x.Roll), res})
	}
	for _, m := range rs.Reveal.Modifiers {
		rows = append(rows, []string{signed(m.Value), m.Label})
	}
	fl.addTable(table{widths: []float64{0.12, 0.88}, head: []string{"Roll", "Result / modifier"}, rows: rows})
	return fl.pagesOut()
}

func trimFloat(f float64) string {
	if f == 0 {
		return "-"
	}
	return strconv.FormatFloat(f, 'f', -1, 64)
}

// moraleLevels are the rules' Morale Level markers (Morale Levels and
// their effects, p.10): the colour placed by a unit's command stand and
// what it does. Firm has no marker.
var moraleLevels = []struct {
	name, effect string
	colour       color.RGBA
}{
	{"BOLD", "+1 melee", color.RGBA{60, 150, 70, 255}},
	{"BLUE", "-1 fire, -1 melee", color.RGBA{50, 90, 180, 255}},
	{"YELLOW", "-2 fire, -3 melee", color.RGBA{235, 200, 40, 255}},
	{"RED", "no fire, -5 melee", color.RGBA{200, 40, 35, 255}},
}

// MoraleLevelPages is a sheet of Morale Level markers, one of each colour
// (green, blue, yellow, red) for every unit of the army, at counter size;
// one-sided, so it prints on its own.
func MoraleLevelPages(r *odn.Roster, p Paper, size float64) []Page {
	n := 0
	for _, c := range r.Corps {
		n += len(c.Units)
	}
	if n == 0 {
		return nil
	}
	const margin, header = 10.0, 8.0
	cols := int((p.W - 2*margin) / size)
	rows := int((p.H - 2*margin - header) / size)
	per := cols * rows
	var marks []int // index into moraleLevels
	for k := range moraleLevels {
		for i := 0; i < n; i++ {
			marks = append(marks, k)
		}
	}
	x0 := (p.W - float64(cols)*size) / 2
	y0 := margin + header
	sheets := (len(marks) + per - 1) / per
	var pages []Page
	for sh := 0; sh < sheets; sh++ {
		on := marks[sh*per : min(len(marks), (sh+1)*per)]
		title := fmt.Sprintf("%s: Morale Level markers, sheet %d of %d (one-sided)", r.Army, sh+1, sheets)
		pages = append(pages, Page{W: p.W, H: p.H, Title: title, Draw: func(sf render.Surface) {
			clear := sheetTitle(sf, p.W, margin, title)
			for i, k := range on {
				m := moraleLevels[k]
				x, y := x0+float64(i%cols)*size, y0+float64(i/cols)*size
				sf.Fill(m.colour, render.Rect(x, y, size, size))
				ink := boxInk
				if k != 2 {
					ink = color.RGBA{255, 255, 255, 255}
				}
				name, f := render.CounterLabel(m.name, render.Font{Bold: true, Size: size * 0.5}, size*0.9)
				render.TextAt(sf, x+size/2, y+size*0.38, name, f, ink, render.Center)
				eff, ef := render.CounterLabel(m.effect, render.Font{Size: size * 0.32}, size*0.92)
				render.TextAt(sf, x+size/2, y+size*0.72, eff, ef, ink, render.Center)
			}
			cutGrid(sf, x0, y0, cols, (len(on)+cols-1)/cols, size, size, clear)
		}})
	}
	return pages
}
