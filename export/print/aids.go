package print

import (
	"bytes"
	"fmt"
	"image/color"
	"regexp"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/setupsheet"
	"github.com/aide-de-camp/adc/render"
)

var noteFont = render.Font{Size: 7}

func signed(n int) string {
	if n > 0 {
		return "+" + strconv.Itoa(n)
	}
	return strconv.Itoa(n)
}

// ChartPages prints the scenario's charts: the Combat Results Table and
// its result codes (9.6), the Terrain Effects Chart, the Rally Table
// (10.0), the Morale Chart (12.0), the Controlled Advance Table and the
// scenario's own tables. Each names its source; values the rulebooks do
// not give print blank with a footnote, never as a guess.
func ChartPages(s *scenario.Scenario, cs *scenario.ChartSet, p Paper) []Page {
	fl := newFlow(p, s.Title+": charts")
	if cs == nil {
		cs = &scenario.ChartSet{}
	}
	if c := cs.CRT; c != nil {
		fl.heading("Combat Results Table (9.6)")
		head := []string{"Die"}
		widths := []float64{0.1}
		for _, col := range c.Columns {
			head = append(head, signed(col))
			widths = append(widths, 0.9/float64(len(c.Columns)))
		}
		var rows [][]string
		blank := false
		for _, r := range c.Rows {
			row := []string{strconv.Itoa(r.Die)}
			for i := range c.Columns {
				v := ""
				if i < len(r.Results) {
					v = r.Results[i]
				}
				if v == "" || v == "?" {
					v, blank = "", true
				}
				row = append(row, v)
			}
			rows = append(rows, row)
		}
		centre := make([]bool, len(head))
		for i := range centre {
			centre[i] = true
		}
		fl.addTable(table{widths: widths, head: head, rows: rows, font: render.Font{Bold: true, Size: 11}, centre: centre})
		var codes [][]string
		for _, rc := range c.Results {
			codes = append(codes, []string{rc.Code, rc.Name})
		}
		fl.gap(2)
		fl.addTable(table{widths: []float64{0.12, 0.88}, rows: codes})
		fl.gap(1)
		fl.para(joinNonEmpty(" ", c.Note), noteFont, titleColour)
		if blank {
			fl.para(blankNote, noteFont, titleColour)
		}
		fl.para("Source: "+c.Source, noteFont, greyText)
		fl.gap(5)
	}
	if len(cs.Terrain) > 0 || len(cs.Hexsides) > 0 {
		fl.heading("Terrain Effects Chart")
		blank := false
		var rows [][]string
		usedTerrain, usedSide := mapFeatures(s, cs)
		for _, t := range cs.Terrain {
			if !usedTerrain[t.ID] {
				continue // another game's terrain (the chart set serves several)
			}
			mv := strconv.Itoa(t.Movement)
			if t.Prohibited {
				mv = "prohibited"
			} else if t.Rugged {
				mv += ", stop (6.5)"
			}
			cb := ""
			if t.Combat != nil {
				cb = signed(*t.Combat)
			} else if !t.Prohibited {
				blank = true
			}
			var notes []string
			if t.BuiltUp {
				notes = append(notes, "built-up (7.0)")
			}
			if t.Fortified {
				notes = append(notes, "fortified (9.6.2)")
			}
			rows = append(rows, []string{t.Name, mv, cb, strings.Join(notes, ", ")})
		}
		fl.addTable(table{widths: []float64{0.3, 0.22, 0.14, 0.34}, head: []string{"Hex terrain", "Movement Points", "Defence", "Notes"}, rows: rows})
		fl.gap(2)
		rows = nil
		for _, h := range cs.Hexsides {
			if !usedSide[h.ID] {
				continue
			}
			mv := ""
			switch {
			case h.Prohibited:
				mv = "prohibited"
			case h.Movement > 0:
				mv = "+" + strconv.Itoa(h.Movement)
			default:
				mv = "no extra"
			}
			cb := ""
			if h.Combat != nil {
				cb = signed(*h.Combat)
				if h.UphillOnly {
					cb += " uphill only"
				}
			} else if !h.Crossing {
				blank = true
			}
			var notes []string
			if h.BlocksZOC {
				notes = append(notes, "blocks ZOC (7.1)")
			}
			if h.Crossing {
				notes = append(notes, "crossing of a river")
			}
			if h.Side != "" {
				notes = append(notes, "only for "+h.Side)
			}
			rows = append(rows, []string{h.Name, mv, cb, strings.Join(notes, ", ")})
		}
		if len(rows) > 0 {
			fl.addTable(table{widths: []float64{0.3, 0.22, 0.14, 0.34}, head: []string{"Hexside", "Movement", "Defence", "Notes"}, rows: rows})
		}
		if blank {
			fl.gap(1)
			fl.para(blankNote, noteFont, titleColour)
		}
		fl.gap(5)
	}
	if cs.Rally != nil {
		addDieTable(fl, cs.Rally, "Rally Table (10.0)")
	}
	if m := cs.Morale; m != nil && len(m.Events) > 0 {
		fl.heading("Morale Chart (12.0)")
		var rows [][]string
		blank := false
		for _, e := range m.Events {
			pts := signed(e.Points)
			if !e.Known {
				pts, blank = "", true
			}
			who := "owner"
			if e.Side == "enemy" {
				who = "enemy"
			}
			rows = append(rows, []string{e.Text, pts, who, e.Rule})
		}
		fl.addTable(table{widths: []float64{0.62, 0.12, 0.12, 0.14}, head: []string{"Event", "Morale", "Side", "Rule"}, rows: rows})
		if blank {
			fl.para(blankNote, noteFont, titleColour)
		}
		fl.para("Source: "+m.Source, noteFont, greyText)
		fl.gap(5)
	}
	if cs.ControlledAdvance != nil {
		addDieTable(fl, cs.ControlledAdvance, "Controlled Advance Table")
	}
	for i := range s.Tables {
		t := &s.Tables[i]
		addDieTable(fl, t, joinNonEmpty(" ", t.Title, ruleRef(t.Rule)))
	}
	return fl.pagesOut()
}

func ruleRef(r string) string {
	if r == "" {
		return ""
	}
	return "(" + r + ")"
}

// addDieTable prints a die-roll table. A chart set's rows not marked known
// are reconstructions: their results print blank with the footnote.
func addDieTable(fl *flow, t *scenario.Table, title string) {
	fl.heading(title)
	chartSet := t.Source != ""
	anyKnown := false
	for _, r := range t.Rows {
		anyKnown = anyKnown || r.Known
	}
	cols := max(1, len(t.Columns))
	for _, r := range t.Rows {
		cols = max(cols, len(r.Results))
	}
	head := []string{"Roll"}
	if t.Dice != "" {
		head[0] = "Roll (" + t.Dice + ")"
	}
	widths := []float64{0.16}
	for i := 0; i < cols; i++ {
		h := "Result"
		if i < len(t.Columns) {
			h = t.Columns[i]
		}
		head = append(head, h)
		widths = append(widths, 0.84/float64(cols))
	}
	blank := false
	var rows [][]string
	for _, r := range t.Rows {
		row := []string{r.Roll}
		for i := 0; i < cols; i++ {
			v := ""
			if i < len(r.Results) {
				v = r.Results[i]
			}
			if chartSet && !r.Known {
				v = ""
			}
			if v == "" {
				blank = true
			}
			row = append(row, v)
		}
		rows = append(rows, row)
	}
	if chartSet && !anyKnown && len(t.Outcomes) > 0 {
		// The rows are unknown; the result names the rules give are known.
		rows = nil
		for _, r := range t.Rows {
			row := []string{r.Roll}
			for i := 0; i < cols; i++ {
				row = append(row, "")
			}
			rows = append(rows, row)
		}
	}
	fl.addTable(table{widths: widths, head: head, rows: rows})
	if len(t.Modifiers) > 0 {
		fl.gap(1)
		var mods [][]string
		for _, m := range t.Modifiers {
			v := signed(m.Value)
			if chartSet && !m.Known {
				v, blank = "", true
			}
			mods = append(mods, []string{v, m.Text, m.Rule})
		}
		fl.addTable(table{widths: []float64{0.1, 0.76, 0.14}, head: []string{"DRM", "Modifier", "Rule"}, rows: mods})
	}
	if chartSet && len(t.Outcomes) > 0 {
		fl.para("Results named by the rules: "+strings.Join(t.Outcomes, ", "), noteFont, titleColour)
	}
	if blank {
		fl.para(blankNote, noteFont, titleColour)
	}
	if t.Note != "" && !chartSet {
		fl.para(t.Note, noteFont, titleColour)
	}
	if t.Source != "" {
		fl.para("Source: "+t.Source, noteFont, greyText)
	}
	fl.gap(5)
}

// TrackPages prints the turn track (labels, night turns shaded, the
// sudden-death die, the reinforcements due each turn) and the morale
// track (0-10, 12.0) with each side's starting morale.
func TrackPages(s *scenario.Scenario, p Paper) []Page {
	fl := newFlow(p, s.Title+": turn track and morale track")
	fl.heading("Game Turn Record Track (4.0)")
	arrivals := map[int][]string{}
	for _, u := range s.Units {
		if u.Placement.Kind == scenario.PlaceArrive && u.Placement.Turn > 0 {
			e := u.Name
			if u.Placement.EntryArea != "" {
				e += " (" + u.Placement.EntryArea + ")"
			}
			arrivals[u.Placement.Turn] = append(arrivals[u.Placement.Turn], e)
		} else if u.Placement.Kind == scenario.PlaceVariable && u.Placement.Turn > 0 {
			arrivals[u.Placement.Turn] = append(arrivals[u.Placement.Turn], u.Name+" (variable: "+tableTitle(s, u.Placement.Table)+")")
		}
	}
	// Every turn is a box (4.0); when the game's length is not given the
	// track ends on the latest turn the scenario names, followed by a box
	// that says so.
	turns, known := s.TrackBoxes()
	later := -1 // the box for the turns after the last one named
	if !known && len(turns) > 0 {
		later = turns[len(turns)-1].Number + 1
		turns = append(turns, scenario.Turn{Number: later, Label: "Later turns, if any: the rulebook does not give the last turn"})
	}
	// Boxes, 6 to a row, each large enough for a counter stack.
	const perRow = 6
	bw := fl.width() / perRow
	for i := 0; i < len(turns); i += perRow {
		row := turns[i:min(i+perRow, len(turns))]
		maxLines := 0
		for _, t := range row {
			maxLines = max(maxLines, len(render.Wrap(strings.Join(arrivals[t.Number], ", "), noteFont, bw-2)))
		}
		bh := 24 + float64(maxLines)*3
		fl.add(bh+2, func(sf render.Surface, x, y float64) {
			for k, t := range row {
				bx := x + float64(k)*bw
				if t.Night {
					sf.Fill(color.RGBA{70, 70, 90, 255}, render.Rect(bx, y, bw, bh))
				}
				ink := titleColour
				if t.Night {
					ink = color.RGBA{255, 255, 255, 255}
				}
				sf.Stroke(render.Rect(bx, y, bw, bh), true, 0.3, titleColour)
				num := strconv.Itoa(t.Number)
				if t.Number == later {
					num += "+"
				}
				render.TextAt(sf, bx+2, y+5, num, render.Font{Bold: true, Size: 14}, ink, render.Left)
				if t.Night {
					render.TextAt(sf, bx+bw-2, y+4, "NIGHT", render.Font{Bold: true, Size: 7}, ink, render.Right)
				}
				if t.SuddenDeath > 0 {
					sd := fmt.Sprintf("Sudden death %d", t.SuddenDeath)
					render.TextAt(sf, bx+bw-2, y+9, sd, render.Font{Bold: true, Size: 6.5}, ink, render.Right)
				}
				ly := y + 13
				for _, l := range render.Wrap(t.Label, render.Font{Size: 7}, bw-3) {
					sf.Text(bx+1.5, ly, l, render.Font{Size: 7}, ink)
					ly += 3
				}
				ly = y + 22
				for _, l := range render.Wrap(strings.Join(arrivals[t.Number], ", "), noteFont, bw-2) {
					sf.Text(bx+1, ly, l, noteFont, ink)
					ly += 3
				}
			}
		})
	}
	if !known {
		fl.para("The game's last turn is not given by the rulebook: the track runs to the latest turn the scenario names.", noteFont, titleColour)
	}
	fl.gap(6)
	fl.heading("Morale Track (12.0)")
	for _, sd := range s.Sides {
		sd := sd
		fl.add(22, func(sf render.Surface, x, y float64) {
			name := sd.Name
			render.TextAt(sf, x, y+3, name, render.Font{Bold: true, Size: 10}, titleColour, render.Left)
			w := fl.width() / 11
			for n := 0; n <= 10; n++ {
				bx := x + float64(n)*w
				sf.Stroke(render.Rect(bx, y+6, w, 14), true, 0.3, titleColour)
				if n == sd.Morale && sd.Morale > 0 {
					sf.Fill(color.RGBA{235, 215, 120, 255}, render.Rect(bx+0.2, y+6.2, w-0.4, 13.6))
					render.TextAt(sf, bx+w/2, y+17.5, "start", render.Font{Size: 6}, titleColour, render.Center)
				}
				render.TextAt(sf, bx+w/2, y+11, strconv.Itoa(n), render.Font{Bold: true, Size: 12}, titleColour, render.Center)
			}
		})
		if sd.Morale == 0 {
			fl.para(sideShort(sd)+": the starting Morale is not given by the rulebook.", noteFont, titleColour)
		}
		for _, v := range sd.MoraleVariants {
			fl.para(fmt.Sprintf("%s, %s: start at %d.", sideShort(sd), v.Name, v.Morale), noteFont, titleColour)
		}
		fl.gap(3)
	}
	return fl.pagesOut()
}

// SetupPages prints the setup card: exactly what adc summary shows, in a
// fixed-width face so that its columns line up.
func SetupPages(s *scenario.Scenario, p Paper) []Page {
	var buf bytes.Buffer
	if err := setupsheet.Write(&buf, s); err != nil {
		return nil
	}
	return cardPages(buf.String(), s.Title+": setup card", p)
}

var cellGap = regexp.MustCompile(`\s{2,}`)

// cardPages lays the set-up card (the text adc summary writes) out as a
// card: its title large, each section under a heading, aligned columns as
// ruled tables in the proportional face, and the rest as wrapped
// paragraphs; nothing is left in typewriter text.
func cardPages(text, title string, p Paper) []Page {
	fl := newFlow(p, title)
	lines := strings.Split(strings.TrimRight(text, "\n"), "\n")
	body := render.Font{Size: 8}
	var rows [][]string
	flush := func() {
		if len(rows) == 0 {
			return
		}
		n := 0
		for _, r := range rows {
			n = max(n, len(r))
		}
		// Column widths in proportion to their longest cell, each at
		// least a tenth of the widest.
		ws := make([]float64, n)
		for _, r := range rows {
			for i, c := range r {
				ws[i] = max(ws[i], render.TextWidth(c, body)+2)
			}
		}
		top, sum := 0.0, 0.0
		for _, w := range ws {
			top = max(top, w)
		}
		for i := range ws {
			ws[i] = max(ws[i], top/10)
			sum += ws[i]
		}
		for i := range ws {
			ws[i] /= sum
		}
		fl.addTable(table{widths: ws, rows: rows, font: render.Font{Size: 7.5}})
		fl.gap(2)
		rows = nil
	}
	for i := 0; i < len(lines); i++ {
		l := lines[i]
		next := ""
		if i+1 < len(lines) {
			next = lines[i+1]
		}
		switch {
		case strings.TrimSpace(l) == "":
			flush()
		case next != "" && strings.Trim(next, "=") == "":
			flush()
			f := render.Font{Bold: true, Size: 16}
			fl.keep(10, func(sf render.Surface, x, y float64) {
				render.TextAt(sf, x, y+5, l, render.FitFont(l, f, fl.width(), 8), titleColour, render.Left)
			})
			i++
		case next != "" && strings.Trim(next, "-") == "":
			flush()
			fl.gap(2)
			fl.heading(l)
			i++
		case strings.HasPrefix(l, "  ") && len(cellGap.Split(strings.TrimSpace(l), -1)) > 1:
			rows = append(rows, cellGap.Split(strings.TrimSpace(l), -1))
		default:
			if k, v, ok := strings.Cut(l, ":"); ok && !strings.Contains(k, " ") && strings.HasPrefix(v, "  ") && len(k) < 14 {
				rows = append(rows, []string{k, strings.TrimSpace(v)}) // "Game:       Wallachia 20"
				continue
			}
			flush()
			fl.para(strings.TrimSpace(l), body, titleColour)
		}
	}
	flush()
	return fl.pagesOut()
}

// TextPages sets plain text in Go Mono, wrapping lines too long for the
// paper (continuations indented), several pages as needed.
func TextPages(text, title string, p Paper) []Page {
	fl := newFlow(p, title)
	f := render.Font{Mono: true, Size: 7.2}
	lh := f.Size * render.MMPerPoint * 1.22
	perLine := int(fl.width() / render.TextWidth("M", f))
	for _, line := range strings.Split(strings.TrimRight(text, "\n"), "\n") {
		// Linear in the line: a position moves along its runes (the
		// continuation lines are indented six spaces), and a line longer
		// than maxParaLines printed lines is cut with a visible mark.
		r := []rune(line)
		pos, shown := 0, 0
		for first := true; first || pos < len(r); first = false {
			indent := ""
			if !first {
				indent = "      "
			}
			rest := r[pos:]
			n := min(len(rest), perLine-len(indent))
			if n < len(rest) {
				// Break at the last space that fits.
				for k := n - 1; k >= 0; k-- {
					if rest[k] == ' ' {
						if len(indent)+k > perLine/2 {
							n = k
						}
						break
					}
				}
			}
			seg := indent + string(rest[:n])
			pos += n
			for pos < len(r) && r[pos] == ' ' {
				pos++
			}
			if shown++; shown == maxParaLines && pos < len(r) {
				sr := []rune(strings.TrimRight(seg, " "))
				seg, pos = string(sr[:min(len(sr), perLine-1)])+Ellipsis, len(r)
			}
			fl.add(lh, func(sf render.Surface, x, y float64) { sf.Text(x, y+lh*0.8, seg, f, titleColour) })
		}
	}
	return fl.pagesOut()
}

// wallachiaOnly are the terrains and hexsides of Wallachia 20 that the
// España 20 chart set also holds (the Danube, its islets, the citadel,
// the Slobozia bridgehead).
var wallachiaOnly = map[string]bool{"wide_major_river": true, "islet": true, "citadel": true, "perimeter_redoubt": true}

// mapFeatures returns the hex terrains and hexside features to list on a
// scenario's Terrain Effects Chart, so that it lists the terrain of its
// own game only: a chart set serves several games (the España 20 set
// holds Wallachia's Danube, islets and citadel), and those of another
// game are left out.
func mapFeatures(s *scenario.Scenario, cs *scenario.ChartSet) (terrain, sides map[string]bool) {
	terrain, sides = map[string]bool{}, map[string]bool{}
	other := s.Edition != scenario.EditionWallachia
	for _, t := range cs.Terrain {
		terrain[t.ID] = !(other && wallachiaOnly[t.ID])
	}
	for _, h := range cs.Hexsides {
		sides[h.ID] = !(other && wallachiaOnly[h.ID])
	}
	return terrain, sides
}

// tableTitle is the printed title of a scenario table, never its id.
func tableTitle(s *scenario.Scenario, id string) string {
	for _, t := range s.Tables {
		if t.ID == id {
			return t.Title
		}
	}
	return "a die roll"
}
