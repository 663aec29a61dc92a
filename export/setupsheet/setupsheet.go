// Package setupsheet renders a Napoleonic 20 scenario as a plain-text setup
// sheet: everything a player needs to set the game up from the box without
// reading the file: title, edition, sides and starting Morale (12.0), first
// player (4.0), turn track with night and sudden-death turns (4.0, 14.0),
// every unit on one line with its strength-movement, traits and setup hex or
// arrival (3.0, 11.0), LOC and Objective hexes, the reinforcement schedule by
// turn, the scenario's tables, event cards (5.0), victory conditions (15.0)
// and, last, what the rulebook leaves unknown.
//
// A value the scenario does not give prints as "?" (a unit with no known
// strength and a movement allowance of 3 prints "?-3"), so the gaps stay
// visible on the printed sheet.
//
//	s, err := scenario.Load(r, "bussaco20.yaml")
//	if err != nil { ... }
//	err = setupsheet.Write(os.Stdout, s)
package setupsheet

import (
	"bufio"
	"fmt"
	"io"
	"sort"
	"strconv"
	"strings"
	"text/tabwriter"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Write renders s as a setup sheet. The output depends only on s: the same
// scenario always gives the same bytes.
func Write(w io.Writer, s *scenario.Scenario) error {
	if s == nil {
		return fmt.Errorf("setupsheet: no scenario to write")
	}
	bw := bufio.NewWriter(w)
	p := &printer{w: bw, s: s}
	p.header()
	p.sides()
	p.turnTrack()
	for _, side := range p.sideOrder() {
		p.orderOfBattle(side)
	}
	p.marks()
	p.schedule()
	p.tables()
	p.cards()
	p.rules()
	p.victory()
	p.campaign()
	p.warnings()
	if p.err != nil {
		return fmt.Errorf("setupsheet: %w", p.err)
	}
	if err := bw.Flush(); err != nil {
		return fmt.Errorf("setupsheet: %w", err)
	}
	return nil
}

type printer struct {
	w   io.Writer
	s   *scenario.Scenario
	err error
}

func (p *printer) printf(format string, args ...any) {
	if p.err != nil {
		return
	}
	_, p.err = fmt.Fprintf(p.w, format, args...)
}

func (p *printer) section(title string) {
	p.printf("\n%s\n%s\n", title, strings.Repeat("-", len(title)))
}

// table writes rows aligned in columns (two spaces between columns), each
// line indented by two spaces, with trailing blanks trimmed.
func (p *printer) table(rows [][]string) {
	if p.err != nil || len(rows) == 0 {
		return
	}
	var sb strings.Builder
	tw := tabwriter.NewWriter(&sb, 0, 0, 2, ' ', 0)
	for _, r := range rows {
		fmt.Fprintln(tw, "  "+strings.Join(r, "\t"))
	}
	tw.Flush()
	for _, line := range strings.Split(strings.TrimRight(sb.String(), "\n"), "\n") {
		p.printf("%s\n", strings.TrimRight(line, " "))
	}
}

func orUnknown(v string) string {
	if strings.TrimSpace(v) == "" {
		return "not given"
	}
	return v
}

func (p *printer) header() {
	s := p.s
	title := strings.ToUpper(s.Title)
	p.printf("%s\n%s\n", title, strings.Repeat("=", len([]rune(title))))
	if s.Game != "" {
		p.printf("Game:       %s\n", s.Game)
	}
	p.printf("Scenario:   %s\n", s.ID)
	p.printf("Edition:    %s\n", s.Edition)
	p.printf("Charts:     %s\n", orUnknown(s.Charts.Set))
	if s.Date != "" {
		p.printf("Date:       %s\n", s.Date)
	}
	if s.Source != "" {
		p.printf("Source:     %s\n", s.Source)
	}
	if b := s.Borrow; b != nil {
		p.printf("Borrowed:   %s of the counters from scenario %s (%s); marked * below\n", strings.Join(b.Values, ", "), b.Scenario, orUnknown(b.Source))
	}
	m := s.Map
	size := ""
	if m.Size != "" {
		size = m.Size + "\" map, "
	}
	p.printf("Map:        %s%d columns x %d rows, hexes numbered %s\n", size, m.Columns, m.Rows, firstHex(m.Numbering))
	if s.Description != "" {
		p.printf("\n%s\n", s.Description)
	}
}

func firstHex(n scenario.Numbering) string {
	d := n.Digits
	if d < 2 {
		d = 2
	}
	return fmt.Sprintf("%0*d%0*d up", d, n.FirstColumn, d, n.FirstRow)
}

// sideOrder lists the side ids: those of Sides in file order, then any side a
// unit names that Sides lacks (so no unit is left off the sheet).
func (p *printer) sideOrder() []string {
	var ids []string
	seen := map[string]bool{}
	for _, sd := range p.s.Sides {
		if !seen[sd.ID] {
			seen[sd.ID] = true
			ids = append(ids, sd.ID)
		}
	}
	for _, u := range p.s.Units {
		if !seen[u.Side] {
			seen[u.Side] = true
			ids = append(ids, u.Side)
		}
	}
	return ids
}

func (p *printer) sideName(id string) string {
	for _, sd := range p.s.Sides {
		if sd.ID == id && sd.Name != "" {
			return sd.Name
		}
	}
	if id == "" {
		return "?"
	}
	return id
}

func (p *printer) sides() {
	p.section("SIDES")
	var rows [][]string
	for _, sd := range p.s.Sides {
		morale := "?"
		if sd.Morale > 0 {
			morale = strconv.Itoa(sd.Morale)
		}
		nat := ""
		if len(sd.Nationalities) > 0 {
			nat = strings.Join(sd.Nationalities, ", ")
		}
		rows = append(rows, []string{sd.Name, "(" + sd.ID + ")", "Morale " + morale, nat})
	}
	p.table(rows)
	for _, sd := range p.s.Sides {
		for _, v := range sd.MoraleVariants {
			p.printf("  Morale variant for %s: %s, Morale %d\n", sd.Name, v.Name, v.Morale)
		}
	}
	fp := "not given"
	if p.s.FirstPlayer != "" {
		fp = p.sideName(p.s.FirstPlayer)
	}
	p.printf("First player: %s\n", fp)
}

func (p *printer) turnTrack() {
	t := p.s.Turns
	p.section("TURN TRACK")
	end := "not given"
	if t.End > 0 {
		end = strconv.Itoa(t.End)
	}
	p.printf("Start on turn %d; last turn: %s\n", t.Start, end)
	turns := append([]scenario.Turn(nil), t.Turns...)
	sort.SliceStable(turns, func(i, j int) bool { return turns[i].Number < turns[j].Number })
	var rows [][]string
	var night, sudden []string
	for _, tn := range turns {
		flags := []string{}
		if tn.Night {
			flags = append(flags, "night")
			night = append(night, strconv.Itoa(tn.Number))
		}
		if tn.SuddenDeath > 0 {
			flags = append(flags, fmt.Sprintf("sudden death on %d or less", tn.SuddenDeath))
			sudden = append(sudden, fmt.Sprintf("%d (%d)", tn.Number, tn.SuddenDeath))
		}
		label := tn.Label
		if label == "" {
			label = "-"
		}
		extra := strings.Join(flags, ", ")
		if tn.Note != "" {
			if extra != "" {
				extra += "; "
			}
			extra += tn.Note
		}
		rows = append(rows, []string{fmt.Sprintf("Turn %d", tn.Number), label, extra})
	}
	p.table(rows)
	p.printf("Night turns: %s\n", listOr(night, "none given"))
	p.printf("Sudden death turns (die): %s\n", listOr(sudden, "none given"))
}

func listOr(xs []string, empty string) string {
	if len(xs) == 0 {
		return empty
	}
	return strings.Join(xs, ", ")
}

// strengthMovement is the printed "S-M" of a counter; a leader prints its
// command span in place of strength (16.9). An unknown value prints "?".
func strengthMovement(u scenario.Unit) string {
	first := u.Strength
	if u.Type == scenario.TypeLeader && first == nil {
		first = u.CommandSpan
	}
	return intOr(first) + "-" + intOr(u.Movement)
}

func intOr(v *int) string {
	if v == nil {
		return "?"
	}
	return strconv.Itoa(*v)
}

// zone describes a deployment zone (3.0) for a unit's placement.
func (p *printer) zone(id string) string {
	for _, z := range p.s.Deployment {
		if z.ID != id {
			continue
		}
		var d string
		switch {
		case len(z.Hexes) > 0:
			d = strings.Join(z.Hexes, " ")
			if z.Within == 1 {
				d += " or adjacent"
			} else if z.Within > 1 {
				d += fmt.Sprintf(" or within %d", z.Within)
			}
		case z.Turn > 0:
			d = "Game Turn box " + strconv.Itoa(z.Turn)
		case len(z.StackWith) > 0:
			var of []string
			for _, w := range z.StackWith {
				of = append(of, p.zoneName(w))
			}
			d = "stacked with a unit of " + strings.Join(of, " or ")
		default:
			d = z.Text
		}
		if z.Step != "" {
			d = "step " + z.Step + ": " + d
		}
		if z.MinPerHex > 0 || z.MaxPerHex > 0 {
			each := " each"
			if len(z.Hexes) == 0 {
				each = ""
			}
			d += fmt.Sprintf(" (%d-%d units%s)", z.MinPerHex, z.MaxPerHex, each)
		}
		if z.Units > 0 {
			d += fmt.Sprintf(" (%d units)", z.Units)
		}
		return d
	}
	return "zone " + id + " (not defined)"
}

// zoneName names a deployment zone by its step of the set-up ("step C"),
// else by its hexes or words, never by its id.
func (p *printer) zoneName(id string) string {
	for _, z := range p.s.Deployment {
		if z.ID != id {
			continue
		}
		switch {
		case z.Step != "":
			return "step " + z.Step
		case len(z.Hexes) > 0:
			return strings.Join(z.Hexes, " ")
		case z.Text != "":
			return z.Text
		}
	}
	return "zone " + id
}

// tableName names a scenario table by its title ("the French Bussaco
// March table"), never by its id.
func (p *printer) tableName(id string) string {
	for _, t := range p.s.Tables {
		if t.ID == id {
			return "table: " + t.Title
		}
	}
	return "table " + id + " (not defined)"
}

func (p *printer) placement(pl scenario.Placement) string {
	switch pl.Kind {
	case scenario.PlaceSetup:
		if pl.Hex == "" {
			return "setup, hex not given"
		}
		return "hex " + pl.Hex
	case scenario.PlaceDeploy:
		where := strings.Join(pl.Hexes, " ")
		for _, id := range pl.Zones {
			if where != "" {
				where += " or "
			}
			where += p.zone(id)
		}
		if pl.Zone != "" {
			if where != "" {
				where += "; "
			}
			where += pl.Zone
		}
		return "deploy in " + orUnknown(where)
	case scenario.PlaceArrive:
		return "turn " + turnOr(pl.Turn) + ", area " + areaOr(pl.EntryArea)
	case scenario.PlaceVariable:
		s := "variable"
		if pl.Turn > 0 {
			s += " from turn " + strconv.Itoa(pl.Turn)
		}
		if pl.EntryArea != "" {
			s += ", area " + pl.EntryArea
		}
		if pl.Table != "" {
			s += ", " + p.tableName(pl.Table)
		}
		return s
	case scenario.PlaceEvent:
		s := "by event"
		if pl.Card > 0 {
			s += " card #" + strconv.Itoa(pl.Card)
		}
		if pl.EntryArea != "" {
			s += ", area " + pl.EntryArea
		}
		if pl.Table != "" {
			s += ", " + p.tableName(pl.Table)
		}
		return s
	case scenario.PlaceSetAside:
		return "set aside"
	case scenario.PlaceNotUsed:
		return "not used"
	case scenario.PlaceUnknown, "":
		return "placement not given"
	}
	return pl.Kind
}

func turnOr(n int) string {
	if n <= 0 {
		return "?"
	}
	return strconv.Itoa(n)
}

func areaOr(a string) string {
	if a == "" {
		return "?"
	}
	return a
}

func (p *printer) orderOfBattle(side string) {
	p.section("ORDER OF BATTLE: " + strings.ToUpper(p.sideName(side)))
	var rows [][]string
	n := 0
	for _, u := range p.s.Units {
		if u.Side != side {
			continue
		}
		n++
		kind := u.Type
		if u.Nationality != "" {
			kind += " (" + u.Nationality + ")"
		}
		traits := strings.Join(u.Traits, ",")
		if u.Formation != "" {
			if traits != "" {
				traits += " "
			}
			if u.FormationAssumed != "" {
				traits += "[" + u.Formation + "?]"
			} else {
				traits += "[" + u.Formation + "]"
			}
		}
		if traits == "" {
			traits = "-"
		}
		sm := strengthMovement(u)
		if u.Borrow != nil && p.s.Borrow != nil {
			sm += "*"
		}
		rows = append(rows, []string{u.Name, sm, kind, traits, p.placement(u.Placement)})
	}
	if n == 0 {
		p.printf("  (no units)\n")
		return
	}
	p.printf("  %d units\n", n)
	p.table(rows)
	for _, u := range p.s.Units {
		if u.Side == side && u.Formation != "" && u.FormationAssumed != "" {
			p.printf("  [Corps?] The Corps is an assumption of the scenario, not printed in the rulebook (adc validate gives each source).\n")
			break
		}
	}
	first := true
	for _, u := range p.s.Units {
		if u.Side != side || u.Borrow == nil || p.s.Borrow == nil {
			continue
		}
		if first {
			p.printf("  * Values borrowed from %s:\n", p.s.Borrow.Scenario)
			first = false
		}
		line := fmt.Sprintf("    %s: as %s, %s", u.Name, u.Borrow.Unit, orUnknown(u.Borrow.Match))
		if u.Borrow.Uncertain != "" {
			line += "; uncertain: " + u.Borrow.Uncertain
		}
		p.printf("%s\n", line)
	}
	// Placement notes say what a player must know to set the unit up
	// (optional rules, boxes, contradictions), so they follow the table.
	first = true
	for _, u := range p.s.Units {
		if u.Side != side || u.Placement.Note == "" {
			continue
		}
		if first {
			p.printf("  Set-up notes:\n")
			first = false
		}
		p.printf("    %s: %s\n", u.Name, u.Placement.Note)
	}
}

func (p *printer) marks() {
	m := p.s.Map
	p.section("LOC AND OBJECTIVE HEXES")
	mark := func(kind string, xs []scenario.MarkedHex) [][]string {
		var rows [][]string
		for _, x := range xs {
			name := x.Name
			if name == "" {
				name = "-"
			}
			extra := ""
			if x.Morale > 0 {
				extra = fmt.Sprintf("Morale %d", x.Morale)
			}
			rows = append(rows, []string{kind, x.Hex, p.sideName(x.Side), name, extra})
		}
		return rows
	}
	rows := append(mark("LOC", m.LOCs), mark("Objective", m.Objectives)...)
	if len(rows) == 0 {
		p.printf("  none given\n")
	}
	p.table(rows)
	if len(m.EntryAreas) > 0 {
		p.printf("Entry areas:\n")
		var er [][]string
		for _, e := range m.EntryAreas {
			hexes := strings.Join(e.Hexes, " ")
			if hexes == "" {
				hexes = "hexes not given"
			}
			er = append(er, []string{e.ID, p.sideName(e.Side), e.Name, hexes})
		}
		p.table(er)
	}
	if len(m.Garrisons) > 0 {
		p.printf("Garrisons:\n")
		var gr [][]string
		for _, g := range m.Garrisons {
			gr = append(gr, []string{g.Hex, p.sideName(g.Side), "strength " + strconv.Itoa(g.Strength), g.Name})
		}
		p.table(gr)
	}
	if len(m.Places) > 0 {
		p.printf("Places:\n")
		var pr [][]string
		for _, pl := range m.Places {
			terrain := m.Terrain.At(pl.Hex)
			pr = append(pr, []string{pl.Hex, pl.Name, terrain})
		}
		p.table(pr)
	}
}

// schedule lists reinforcements by turn: fixed arrivals and the first turn of
// variable ones; units that come by event or are set aside follow.
func (p *printer) schedule() {
	p.section("REINFORCEMENT SCHEDULE")
	type entry struct {
		turn int
		line []string
	}
	var byTurn []entry
	var other [][]string
	for _, u := range p.s.Units {
		pl := u.Placement
		switch pl.Kind {
		case scenario.PlaceArrive, scenario.PlaceVariable:
			how := "area " + areaOr(pl.EntryArea)
			if pl.Kind == scenario.PlaceVariable {
				how = "variable, " + how
				if pl.Table != "" {
					how += ", " + p.tableName(pl.Table)
				}
			}
			byTurn = append(byTurn, entry{pl.Turn, []string{"Turn " + turnOr(pl.Turn), p.sideName(u.Side), u.Name + " " + strengthMovement(u), how}})
		case scenario.PlaceEvent:
			other = append(other, []string{p.sideName(u.Side), u.Name + " " + strengthMovement(u), p.placement(pl)})
		}
	}
	sort.SliceStable(byTurn, func(i, j int) bool { return byTurn[i].turn < byTurn[j].turn })
	if len(byTurn) == 0 {
		p.printf("  no scheduled reinforcements\n")
	}
	var rows [][]string
	for _, e := range byTurn {
		rows = append(rows, e.line)
	}
	p.table(rows)
	if len(other) > 0 {
		p.printf("By event:\n")
		p.table(other)
	}
}

func (p *printer) tables() {
	if len(p.s.Tables) == 0 {
		return
	}
	p.section("TABLES")
	for i, t := range p.s.Tables {
		if i > 0 {
			p.printf("\n")
		}
		head := t.Title
		if t.Rule != "" {
			head += " [" + t.Rule + "]"
		}
		if t.Dice != "" {
			head += ", " + t.Dice
		}
		p.printf("%s\n", head)
		var rows [][]string
		if len(t.Columns) > 0 {
			rows = append(rows, append([]string{"Roll"}, t.Columns...))
		}
		for _, r := range t.Rows {
			rows = append(rows, append([]string{r.Roll}, r.Results...))
		}
		if len(t.Rows) == 0 {
			p.printf("  rows not given\n")
		} else {
			p.table(rows)
		}
		for _, m := range t.Modifiers {
			p.printf("  %+d %s\n", m.Value, m.Text)
		}
		if t.Note != "" {
			p.printf("  Note: %s\n", t.Note)
		}
	}
}

func (p *printer) cards() {
	d := p.s.Deck
	if len(d.Cards) == 0 && d.Note == "" {
		return
	}
	p.section("EVENT CARDS")
	cards := append([]scenario.Card(nil), d.Cards...)
	key := func(c scenario.Card) int { // cards without a number last, in file order
		if c.Number == 0 {
			return 1 << 30
		}
		return c.Number
	}
	sort.SliceStable(cards, func(i, j int) bool { return key(cards[i]) < key(cards[j]) })
	for _, c := range cards {
		var flags []string
		if c.Colour != "" {
			flags = append(flags, c.Colour+" title")
		}
		if c.Dual {
			flags = append(flags, "dual")
		}
		if c.Keep {
			flags = append(flags, "keep")
		}
		start := c.Placement
		if start == "" && c.Colour == scenario.ColourRed {
			start = "discard"
		}
		if start != "" {
			flags = append(flags, "starts in "+start)
		}
		if c.Number == 0 {
			p.printf("  #-- %s", c.Label()) // the rulebook gives no number
		} else {
			p.printf("  #%02d %s", c.Number, c.Title)
		}
		if len(flags) > 0 {
			p.printf(" (%s)", strings.Join(flags, ", "))
		}
		p.printf("\n")
		if len(c.Events) == 0 {
			p.printf("      text not given\n")
		}
		for _, e := range c.Events {
			who := ""
			if e.Side != "" {
				who = p.sideName(e.Side) + ": "
				if e.Side == "both" {
					who = "Both: "
				}
			}
			text := e.Text
			if e.Title != "" {
				text = strings.TrimSpace(e.Title + ". " + text)
			}
			p.printf("      %s%s\n", who, orUnknown(text))
		}
	}
	if d.Note != "" {
		p.printf("  Note: %s\n", d.Note)
	}
}

func (p *printer) rules() {
	if len(p.s.Optional) == 0 && len(p.s.Special) == 0 {
		return
	}
	p.section("RULES")
	if len(p.s.Optional) > 0 {
		p.printf("Optional rules offered: %s\n", strings.Join(p.s.Optional, ", "))
	}
	var rows [][]string
	for _, r := range p.s.Special {
		num := r.Number
		if num == "" {
			num = "-"
		}
		rows = append(rows, []string{num, r.Title})
	}
	p.table(rows)
}

func (p *printer) victory() {
	p.section("VICTORY CONDITIONS")
	if len(p.s.Victory) == 0 {
		p.printf("  none given\n")
		return
	}
	for _, v := range p.s.Victory {
		who := "Any"
		if v.Side != "" {
			who = p.sideName(v.Side)
		}
		level := v.Level
		if level == "" {
			level = "-"
		}
		rule := ""
		if v.Number != "" {
			rule = " [" + v.Number + "]"
		}
		p.printf("  %s, %s: %s%s\n", who, level, v.Text, rule)
	}
}

// campaign lists the linked games in order and the interphase steps.
func (p *printer) campaign() {
	c := p.s.Campaign
	if c == nil {
		return
	}
	p.section("CAMPAIGN")
	for i, g := range c.Games {
		p.printf("  Game %d: %s\n", i+1, g.Scenario)
		if g.Note != "" {
			p.printf("      %s\n", g.Note)
		}
	}
	if len(c.Interphase) > 0 {
		p.printf("Campaign interphase:\n")
		for _, st := range c.Interphase {
			p.printf("  %s. %s\n", st.Number, st.Text)
		}
	}
}

func (p *printer) warnings() {
	p.section("WARNINGS (NOT GIVEN BY THE RULEBOOK)")
	if len(p.s.Unknowns) == 0 {
		p.printf("  none\n")
		return
	}
	for _, u := range p.s.Unknowns {
		p.printf("  ! %s\n", u)
	}
}
