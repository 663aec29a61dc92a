package xlsx

import (
	"fmt"
	"io"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/xuri/excelize/v2"
)

// WriteScenario writes the workbook of a Napoleonic 20 scenario to w.
// charts are the scenario's resolved charts (scenario.Resolve); nil leaves
// the Charts sheet with the scenario's own tables only.
func WriteScenario(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet, opt Options) error {
	f, err := BuildScenario(s, charts, opt)
	if err != nil {
		return err
	}
	return write(f, w)
}

// BuildScenario builds the scenario workbook: a Scenario sheet (title,
// sides, turn track), the order of battle of each side (unit, type,
// strength, movement, traits, setup hex or arrival), the reinforcement
// schedule by turn, the event deck, and the charts.
func BuildScenario(s *scenario.Scenario, charts *scenario.ChartSet, opt Options) (*excelize.File, error) {
	if s == nil {
		return nil, fmt.Errorf("xlsx: no scenario")
	}
	f, err := newFile(s.Title, "Napoleonic 20 scenario "+s.ID)
	if err != nil {
		return nil, err
	}
	b := &scenBook{f: f, s: s, st: newCalcStyles(f), opt: opt, used: map[string]bool{}}
	if err := f.SetSheetName("Sheet1", b.name("Scenario")); err != nil {
		return nil, err
	}
	b.summary()
	for _, side := range s.Sides {
		b.oob(side)
	}
	b.reinforcements()
	b.events()
	b.charts(charts)
	if b.err == nil {
		b.err = b.st.err
	}
	if b.err != nil {
		return nil, fmt.Errorf("xlsx: scenario %s: %w", s.ID, b.err)
	}
	f.SetActiveSheet(0)
	return f, nil
}

type scenBook struct {
	f    *excelize.File
	s    *scenario.Scenario
	st   *calcStyles
	opt  Options
	used map[string]bool
	err  error
}

func (b *scenBook) name(want string) string { return sheetName(want, b.used) }

func (b *scenBook) sheet(want string) *sheetWriter {
	n := b.name(want)
	if _, err := b.f.NewSheet(n); err != nil && b.err == nil {
		b.err = err
	}
	return &sheetWriter{f: b.f, sheet: n}
}

// grid writes a titled table from row and returns the next free row.
func (b *scenBook) grid(s *sheetWriter, row int, title string, heads []string, rows [][]any) int {
	if title != "" {
		s.set(1, row, title)
		s.style(1, row, 1, row, b.st.title)
		s.height(row, 24)
		row++
	}
	for i, h := range heads {
		s.set(i+1, row, h)
	}
	s.style(1, row, len(heads), row, b.st.heading)
	for r, vals := range rows {
		for i, v := range vals {
			s.set(i+1, row+1+r, v)
		}
		s.style(1, row+1+r, len(heads), row+1+r, b.st.text)
	}
	return row + 1 + len(rows) + 1
}

// source writes a table title and, under it, its source as a wrapped
// note across the table's columns; it returns the next row.
func (b *scenBook) source(s *sheetWriter, row int, title, note string, cols int) int {
	s.set(1, row, title)
	s.style(1, row, 1, row, b.st.title)
	s.height(row, 24)
	s.set(1, row+1, note)
	cols = max(cols, 5)
	s.merge(1, row+1, cols, row+1)
	s.style(1, row+1, cols, row+1, b.st.note)
	s.height(row+1, float64(13*(1+len(note)/110)))
	return row + 2
}

// note writes a wrapped note merged across cols columns; it returns the
// next row.
func (b *scenBook) note(s *sheetWriter, row int, text string, cols int) int {
	s.set(1, row, text)
	s.merge(1, row, cols, row)
	s.style(1, row, cols, row, b.st.note)
	s.height(row, float64(14*(1+len(text)/110)))
	return row + 1
}

func (b *scenBook) finish(s *sheetWriter, lastCol int, lastRow int, titleRows int, landscape bool) {
	if b.err == nil {
		b.err = s.err
	}
	if b.err == nil {
		b.err = autoHeights(b.f, s.sheet)
	}
	if b.err == nil {
		b.err = pageSetup{paper: b.opt.Paper, lastCol: colName(lastCol), lastRow: lastRow, titleRows: titleRows,
			header: b.s.Title, headerR: "Napoleonic 20 · " + b.s.Edition, landscape: landscape, fitToWidth: true}.apply(b.f, s.sheet)
	}
}

func (b *scenBook) sideName(id string) string {
	for _, sd := range b.s.Sides {
		if sd.ID == id {
			return sd.Name
		}
	}
	return id
}

func (b *scenBook) summary() {
	s := &sheetWriter{f: b.f, sheet: "Scenario"}
	sc := b.s
	rows := [][]any{{"Title", sc.Title}, {"Id", sc.ID}, {"Game", sc.Game}, {"Rules edition", sc.Edition}, {"Date", sc.Date},
		{"Source", sc.Source}, {"First player", b.sideName(sc.FirstPlayer)},
		{"Turns", fmt.Sprintf("%d to %s", sc.Turns.Start, endTurn(sc.Turns.End))},
		{"Map", fmt.Sprintf("%d columns x %d rows %s", sc.Map.Columns, sc.Map.Rows, sc.Map.Size)}, {"Chart set", sc.Charts.Set}}
	if len(sc.Optional) > 0 {
		rows = append(rows, []any{"Optional rules", strings.Join(sc.Optional, ", ")})
	}
	if sc.Description != "" {
		rows = append(rows, []any{"Description", sc.Description})
	}
	row := b.grid(s, 1, sc.Title, []string{"", ""}, rows)
	var sides [][]any
	for _, sd := range sc.Sides {
		var variants []string
		for _, v := range sd.MoraleVariants {
			variants = append(variants, fmt.Sprintf("%s: %d", v.Name, v.Morale))
		}
		sides = append(sides, []any{sd.Name, strings.Join(sd.Nationalities, ", "), moraleText(sd.Morale), b.count(sd.ID), strings.Join(variants, "; ")})
	}
	row = b.grid(s, row, "Sides", []string{"Side", "Nationalities", "Starting morale", "Units", "Morale variants"}, sides)
	var turns [][]any
	for _, t := range sc.Turns.Turns {
		sd := ""
		if t.SuddenDeath > 0 {
			sd = fmt.Sprintf("%d or less", t.SuddenDeath)
		}
		label := t.Label
		if t.Note != "" {
			label = strings.TrimPrefix(label+" — "+t.Note, " — ")
		}
		turns = append(turns, []any{t.Number, label, yesBlank(t.Night), sd})
	}
	row = b.grid(s, row, "Turn track", []string{"Turn", "Label and notes", "Night", "Sudden death"}, turns)
	if len(sc.Victory) > 0 {
		var vr [][]any
		for _, v := range sc.Victory {
			vr = append(vr, []any{v.Number, v.Text, b.sideName(v.Side), v.Level})
		}
		row = b.grid(s, row, "Victory conditions", []string{"Rule", "Condition", "Side", "Level"}, vr)
	}
	if len(sc.Special) > 0 {
		var sp [][]any
		for _, r := range sc.Special {
			sp = append(sp, []any{r.Number, strings.TrimSuffix(r.Title+": "+r.Text, ": ")})
		}
		row = b.grid(s, row, "Special rules", []string{"Rule", "Text"}, sp)
	}
	if len(sc.Notes)+len(sc.Unknowns) > 0 {
		var nr [][]any
		for _, n := range sc.Notes {
			nr = append(nr, []any{"note", n})
		}
		for _, n := range sc.Unknowns {
			nr = append(nr, []any{"not given", n})
		}
		row = b.grid(s, row, "Notes", []string{"Kind", "Text"}, nr)
	}
	s.width(1, 1, 16)
	s.width(2, 2, 62)
	s.width(3, 5, 12)
	b.wrapText(s, 2, row)
	b.wrapText(s, 5, row)
	b.finish(s, 5, row, 0, false)
}

// wrapText turns on wrapping in a column so long texts stay readable.
func (b *scenBook) wrapText(s *sheetWriter, col, lastRow int) {
	st := b.st.new(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}, Border: border(1)})
	for r := 1; r <= lastRow; r++ {
		v, _ := b.f.GetCellValue(s.sheet, cell(col, r))
		if len(v) > 40 {
			s.style(col, r, col, r, st)
		}
	}
}

func endTurn(n int) string {
	if n == 0 {
		return "(not given)"
	}
	return fmt.Sprint(n)
}

func moraleText(m int) any {
	if m == 0 {
		return "(not given)"
	}
	return m
}

func yesBlank(v bool) string {
	if v {
		return "yes"
	}
	return ""
}

func (b *scenBook) count(side string) int {
	n := 0
	for _, u := range b.s.Units {
		if u.Side == side {
			n++
		}
	}
	return n
}

func intText(p *int) any {
	if p == nil {
		return "?"
	}
	return *p
}

// placementText is a unit's setup hex or arrival in words.
func placementText(p scenario.Placement) string {
	var t string
	switch p.Kind {
	case scenario.PlaceSetup:
		t = "setup " + p.Hex
	case scenario.PlaceDeploy:
		t = "deploy in " + strings.Join(p.Hexes, " ")
		if p.Zone != "" {
			t = "deploy: " + p.Zone
		}
	case scenario.PlaceArrive:
		t = fmt.Sprintf("turn %d at %s", p.Turn, p.EntryArea)
		if p.Hex != "" {
			t = fmt.Sprintf("turn %d at %s", p.Turn, p.Hex)
		}
		if p.Order > 0 {
			t += fmt.Sprintf(" (order %d)", p.Order)
		}
	case scenario.PlaceVariable:
		t = "variable: table " + p.Table
	case scenario.PlaceEvent:
		t = fmt.Sprintf("event card %d", p.Card)
	case scenario.PlaceSetAside:
		t = "set aside"
	case scenario.PlaceNotUsed:
		t = "not used"
	default:
		t = "not given"
	}
	if p.Note != "" {
		t += " — " + p.Note
	}
	return t
}

func (b *scenBook) oob(side scenario.Side) {
	s := b.sheet("OOB " + side.Name)
	var rows [][]any
	for _, u := range b.s.Units {
		if u.Side != side.ID {
			continue
		}
		rows = append(rows, []any{u.ID, u.Name, u.Nationality, u.Type, intText(u.Strength), intText(u.Movement), strings.Join(u.Traits, ", "), u.Formation, placementText(u.Placement), u.Note})
	}
	row := b.grid(s, 1, "Order of battle: "+side.Name, []string{"Id", "Unit", "Nationality", "Type", "Strength", "Movement", "Traits", "Formation", "Setup hex or arrival", "Note"}, rows)
	s.width(1, 1, 12)
	s.width(2, 2, 30)
	s.width(3, 4, 12)
	s.width(5, 6, 9)
	s.width(7, 8, 16)
	s.width(9, 9, 28)
	s.width(10, 10, 34)
	s.style(5, 3, 6, 2+len(rows), b.st.num)
	b.wrapText(s, 10, row)
	b.wrapText(s, 9, row)
	s.do(func() error {
		return b.f.SetPanes(s.sheet, &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"})
	})
	b.finish(s, 10, row, 2, true)
}

func (b *scenBook) reinforcements() {
	s := b.sheet("Reinforcements")
	var list []scenario.Unit
	for _, u := range b.s.Units {
		if u.Placement.Kind == scenario.PlaceArrive {
			list = append(list, u)
		}
	}
	sort.SliceStable(list, func(i, j int) bool {
		a, c := list[i].Placement, list[j].Placement
		if a.Turn != c.Turn {
			return a.Turn < c.Turn
		}
		if list[i].Side != list[j].Side {
			return list[i].Side > list[j].Side
		}
		return a.Order < c.Order
	})
	labels := map[int]string{}
	for _, t := range b.s.Turns.Turns {
		labels[t.Number] = t.Label
	}
	var rows [][]any
	for _, u := range list {
		where := u.Placement.EntryArea
		if u.Placement.Hex != "" {
			where = u.Placement.Hex
		}
		rows = append(rows, []any{u.Placement.Turn, labels[u.Placement.Turn], b.sideName(u.Side), u.ID, u.Name, intText(u.Strength), where, u.Placement.Note})
	}
	row := b.grid(s, 1, "Reinforcement schedule by turn (11.2)", []string{"Turn", "Turn label", "Side", "Id", "Unit", "Strength", "Entry", "Note"}, rows)
	var other [][]any
	for _, u := range b.s.Units {
		switch u.Placement.Kind {
		case scenario.PlaceVariable, scenario.PlaceEvent:
			other = append(other, []any{b.sideName(u.Side), u.ID, u.Name, placementText(u.Placement)})
		}
	}
	if len(other) > 0 {
		row = b.grid(s, row, "Variable and event-driven arrivals", []string{"Side", "Id", "Unit", "Arrival"}, other)
	}
	s.width(1, 1, 8)
	s.width(2, 3, 18)
	s.width(4, 4, 12)
	s.width(5, 5, 30)
	s.width(6, 6, 9)
	s.width(7, 7, 14)
	s.width(8, 8, 34)
	b.wrapText(s, 8, row)
	b.finish(s, 8, row, 2, true)
}

func (b *scenBook) events() {
	s := b.sheet("Events")
	var rows [][]any
	for _, c := range b.s.Deck.Cards {
		place := c.Placement
		if place == "" {
			place = "(by colour)"
		}
		if len(c.Events) == 0 {
			rows = append(rows, []any{cardNumber(c), cardTitle(c), c.Colour, yesBlank(c.Dual), yesBlank(c.Keep), place, "", "(text not given)"})
		}
		for i, e := range c.Events {
			num, title := cardNumber(c), cardTitle(c)
			if i > 0 {
				num, title = "", ""
			}
			text := e.Text
			if e.Title != "" {
				text = e.Title + ": " + text
			}
			rows = append(rows, []any{num, title, c.Colour, yesBlank(c.Dual), yesBlank(c.Keep), place, b.sideName(e.Side), text})
		}
	}
	row := b.grid(s, 1, "Event deck (5.0)", []string{"Card", "Title", "Colour", "Dual", "Keep", "Starts in", "Side", "Event"}, rows)
	if b.s.Deck.Note != "" {
		row = b.note(s, row, b.s.Deck.Note, 8)
	}
	s.width(1, 1, 6)
	s.width(2, 2, 24)
	s.width(3, 6, 9)
	s.width(7, 7, 12)
	s.width(8, 8, 70)
	b.wrapText(s, 8, row)
	b.wrapText(s, 2, row)
	b.finish(s, 8, row, 2, true)
}

// charts writes the charts, each kind on its own sheet so that each gets
// column widths that suit it: CRT, Terrain, Tables, Morale chart.
func (b *scenBook) charts(cs *scenario.ChartSet) {
	if cs != nil && cs.CRT != nil {
		s := b.sheet("CRT")
		heads := []string{"Die"}
		for _, c := range cs.CRT.Columns {
			heads = append(heads, fmt.Sprintf("%+d", c))
		}
		var rows [][]any
		for _, r := range cs.CRT.Rows {
			line := []any{r.Die}
			for _, x := range r.Results {
				line = append(line, x)
			}
			rows = append(rows, line)
		}
		row := b.source(s, 1, "Combat Results Table", "Source: "+cs.CRT.Source, len(heads))
		row = b.grid(s, row, "", heads, rows)
		s.style(1, row-len(rows)-1, len(heads), row-2, b.st.bold)
		var codes [][]any
		for _, r := range cs.CRT.Results {
			codes = append(codes, []any{r.Code, r.Name, r.Attacker, r.Defender})
		}
		row = b.grid(s, row, "Result codes", []string{"Code", "Name", "Attacker", "Defender"}, codes)
		s.width(1, 1, 10)
		s.width(2, 2, 26)
		s.width(3, len(heads), 10)
		b.finish(s, max(len(heads), 5), row, 0, false)
	}
	if cs != nil && len(cs.Terrain)+len(cs.Hexsides) > 0 {
		s := b.sheet("Terrain")
		row := 1
		var rows [][]any
		for _, t := range cs.Terrain {
			mv := any(t.Movement)
			if t.Prohibited {
				mv = "prohibited"
			}
			rows = append(rows, []any{t.Name, mv, yesBlank(t.Rugged), intText(t.Combat), t.Source})
		}
		if len(rows) > 0 {
			row = b.grid(s, row, "Terrain Effects Chart: hexes", []string{"Terrain", "Movement", "Rugged", "Combat", "Source"}, rows)
		}
		rows = nil
		for _, h := range cs.Hexsides {
			mv := any(h.Movement)
			if h.Prohibited {
				mv = "prohibited"
			}
			rows = append(rows, []any{h.Name, mv, yesBlank(h.BlocksZOC), intText(h.Combat), h.Source})
		}
		if len(rows) > 0 {
			row = b.grid(s, row, "Terrain Effects Chart: hexsides", []string{"Hexside", "Movement", "Blocks ZOC", "Combat", "Source"}, rows)
		}
		s.width(1, 1, 24)
		s.width(2, 4, 11)
		s.width(5, 5, 70)
		b.finish(s, 5, row, 0, true)
	}
	var tables []*scenario.Table
	if cs != nil {
		for _, t := range []*scenario.Table{cs.Rally, cs.ControlledAdvance} {
			if t != nil {
				tables = append(tables, t)
			}
		}
	}
	for i := range b.s.Tables {
		tables = append(tables, &b.s.Tables[i])
	}
	if len(tables) > 0 {
		s := b.sheet("Tables")
		row := 1
		widest := 1
		for _, t := range tables {
			heads := append([]string{"Roll"}, t.Columns...)
			if len(t.Columns) == 0 {
				heads = append(heads, "Result")
			}
			var rows [][]any
			for _, r := range t.Rows {
				line := []any{r.Roll}
				for _, x := range r.Results {
					line = append(line, x)
				}
				rows = append(rows, line)
				widest = max(widest, len(line))
			}
			for _, m := range t.Modifiers {
				rows = append(rows, []any{fmt.Sprintf("%+d", m.Value), m.Text})
			}
			widest = max(widest, len(heads))
			title := t.Title
			if t.Dice != "" {
				title += " (" + t.Dice + ")"
			}
			if t.Source != "" || t.Note != "" {
				row = b.source(s, row, title, strings.TrimSpace(t.Source+" "+t.Note), len(heads))
				title = ""
			}
			row = b.grid(s, row, title, heads, rows)
		}
		s.width(1, 1, 10)
		s.width(2, widest, float64(max(16, 90/max(1, widest-1))))
		b.finish(s, widest, row, 0, widest > 3)
	}
	if cs != nil && cs.Morale != nil {
		s := b.sheet("Morale chart")
		var rows [][]any
		for _, e := range cs.Morale.Events {
			rows = append(rows, []any{e.Text, e.Points, e.Side, e.Rule})
		}
		row := b.source(s, 1, "Morale Chart (12.1)", "Source: "+cs.Morale.Source, 4)
		row = b.grid(s, row, "", []string{"Event", "Points", "Applies to", "Rule"}, rows)
		s.width(1, 1, 62)
		s.width(2, 4, 11)
		b.finish(s, 4, row, 0, false)
	}
}

// cardNumber is the printed card number, or blank when the rulebook gives
// none.
func cardNumber(c scenario.Card) any {
	if c.Number == 0 {
		return ""
	}
	return c.Number
}

// cardTitle is the printed title, or says that the rulebook gives none.
func cardTitle(c scenario.Card) string {
	if c.Title == "" {
		return "(title not given)"
	}
	return c.Title
}
