package ui

import (
	"fmt"
	"slices"
	"sort"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// --- Turn track (4.0) ----------------------------------------------------------

func newTurnsPanel() *listPanel[scenario.Turn] {
	p := &listPanel[scenario.Turn]{
		title: "Turn track",
		help:  "Each box of the Game Turn Record: its label, night turns (13.0) and the sudden-death number printed in it (4.1).",
		get:   func(s *scenario.Scenario) []scenario.Turn { return s.Turns.Turns },
		set: func(d *document.Document, xs []scenario.Turn) error {
			t := d.Scenario().Turns
			t.Turns = xs
			return d.SetTurns(t)
		},
		label: func(t scenario.Turn) string {
			s := fmt.Sprintf("Turn %d", t.Number)
			if t.Label != "" {
				s += " · " + t.Label
			}
			if t.Night {
				s += " · night"
			}
			if t.SuddenDeath > 0 {
				s += fmt.Sprintf(" · sudden death %d", t.SuddenDeath)
			}
			return s
		},
		fresh: func(s *scenario.Scenario, xs []scenario.Turn) scenario.Turn {
			n := s.Turns.Start
			for _, t := range xs {
				n = max(n, t.Number+1)
			}
			return scenario.Turn{Number: max(n, 1)}
		},
		form: func(e *Editor, t scenario.Turn) ([]*widget.FormItem, func() (scenario.Turn, error)) {
			num, label, note := textEntry(strconv.Itoa(t.Number)), textEntry(t.Label), textEntry(t.Note)
			night := widget.NewCheck("night turn (13.0)", nil)
			night.SetChecked(t.Night)
			sd := textEntry(intText(t.SuddenDeath))
			sd.SetPlaceHolder("none")
			return []*widget.FormItem{widget.NewFormItem("Turn", num), widget.NewFormItem("Label", label),
					widget.NewFormItem("Night", night), widget.NewFormItem("Sudden death (4.1)", sd), widget.NewFormItem("Note", note)},
				func() (scenario.Turn, error) {
					f := fields{object: fmt.Sprintf("turn %d", t.Number)}
					out := scenario.Turn{Number: f.int("number", num.Text, 1, 99), Label: strings.TrimSpace(label.Text),
						Night: night.Checked, SuddenDeath: f.int("sudden-death number", sd.Text, 0, 6), Note: strings.TrimSpace(note.Text)}
					if out.Number == 0 && f.err == nil {
						f.err = fmt.Errorf("turn %d: the turn number is empty", t.Number)
					}
					return out, f.err
				}
		},
		extra: reinforcementView,
	}
	p.head = func(e *Editor) ([]*widget.FormItem, func([]scenario.Turn) error) {
		tt := e.Doc.Scenario().Turns
		start, end := textEntry(strconv.Itoa(tt.Start)), textEntry(intText(tt.End))
		end.SetPlaceHolder("not given")
		return []*widget.FormItem{widget.NewFormItem("First turn", start), widget.NewFormItem("Last turn", end)},
			func(xs []scenario.Turn) error {
				f := fields{object: "turn track"}
				nt := scenario.TurnTrack{Start: f.int("first turn", start.Text, 1, 99), End: f.int("last turn", end.Text, 0, 99), Turns: xs}
				if f.err != nil {
					return f.err
				}
				// A box for every turn of the game, so that each can be
				// labelled; boxes past the end are kept for the designer
				// to delete.
				for n := nt.Start; n <= nt.End; n++ {
					if !slices.ContainsFunc(nt.Turns, func(t scenario.Turn) bool { return t.Number == n }) {
						nt.Turns = append(nt.Turns, scenario.Turn{Number: n})
					}
				}
				return e.Doc.SetTurns(nt)
			}
	}
	return p
}

// reinforcementView lists, turn by turn, the units that arrive (11.0).
func reinforcementView(e *Editor) fyne.CanvasObject {
	s := e.Doc.Scenario()
	byTurn := map[int][]string{}
	var other []string
	for _, u := range s.Units {
		switch u.Placement.Kind {
		case scenario.PlaceArrive:
			byTurn[u.Placement.Turn] = append(byTurn[u.Placement.Turn], fmt.Sprintf("%s (%s)", u.Name, u.Placement.EntryArea))
		case scenario.PlaceVariable:
			other = append(other, fmt.Sprintf("%s: rolled on table %s", u.Name, u.Placement.Table))
		case scenario.PlaceEvent:
			other = append(other, fmt.Sprintf("%s: with event card #%d", u.Name, u.Placement.Card))
		}
	}
	var turns []int
	for t := range byTurn {
		turns = append(turns, t)
	}
	sort.Ints(turns)
	var b strings.Builder
	for _, t := range turns {
		fmt.Fprintf(&b, "Turn %d: %s\n", t, strings.Join(byTurn[t], ", "))
	}
	for _, o := range other {
		b.WriteString(o + "\n")
	}
	if b.Len() == 0 {
		b.WriteString("No reinforcements: give units the placement arrive, variable or event in the order of battle.")
	}
	l := widget.NewLabel(strings.TrimSpace(b.String()))
	l.Wrapping = fyne.TextWrapWord
	return container.NewVBox(panelTitle("Reinforcements by turn (11.0)"), l)
}

// --- Event deck (5.0) ----------------------------------------------------------

var cardColours = []string{"", scenario.ColourBlack, scenario.ColourRed, scenario.ColourBlue}
var cardPlacements = []string{"", "deck", "discard", "set_aside", "removed"}

func cardName(c scenario.Card) string {
	n := "#?"
	if c.Number > 0 {
		n = fmt.Sprintf("#%d", c.Number)
	}
	s := n + " " + c.Title
	if c.Colour != "" && c.Colour != scenario.ColourBlack {
		s += " (" + c.Colour + ")"
	}
	if c.Dual {
		s += " · dual"
	}
	return s
}

func newDeckPanel() *listPanel[scenario.Card] {
	p := &listPanel[scenario.Card]{
		title: "Event deck",
		help:  "Random Events cards (5.0): red titles start in the discard pile, blue titles are placed as the scenario says; a dual card has a French event on top and an Anti-French one below. Leave the number empty when the rulebook names the card only by its title.",
		get:   func(s *scenario.Scenario) []scenario.Card { return s.Deck.Cards },
		set: func(d *document.Document, xs []scenario.Card) error {
			deck := d.Scenario().Deck
			deck.Cards = xs
			return d.SetDeck(deck)
		},
		label:  cardName,
		object: func(c scenario.Card) string { return "card " + cardName(c) },
		fresh: func(s *scenario.Scenario, xs []scenario.Card) scenario.Card {
			n := 1
			for _, c := range xs {
				n = max(n, c.Number+1)
			}
			return scenario.Card{Number: n, Title: "New event"}
		},
		form: cardForm,
	}
	p.head = func(e *Editor) ([]*widget.FormItem, func([]scenario.Card) error) {
		note := multiEntry(e.Doc.Scenario().Deck.Note, 2)
		return []*widget.FormItem{widget.NewFormItem("Deck note", note)}, func(xs []scenario.Card) error {
			return e.Doc.SetDeck(scenario.Deck{Cards: xs, Note: strings.TrimSpace(note.Text)})
		}
	}
	return p
}

// eventFields edit one event of a card.
type eventFields struct {
	side    *widget.Select
	title   *Field
	text    *Field
	effects *effectsEditor
}

func newEventFields(e *Editor, ev scenario.Event) eventFields {
	return eventFields{side: sideSelect(e.Doc.Scenario(), ev.Side, true, "both"), title: textEntry(ev.Title),
		text: multiEntry(ev.Text, 3), effects: newEffectsEditor(e, ev.Effects)}
}

func (f eventFields) items(prefix string) []*widget.FormItem {
	return []*widget.FormItem{widget.NewFormItem(prefix+"side", f.side), widget.NewFormItem(prefix+"title", f.title),
		widget.NewFormItem(prefix+"text", f.text), widget.NewFormItem(prefix+"effects", f.effects)}
}

func (f eventFields) read(object string) (scenario.Event, error) {
	effs, err := f.effects.read(object)
	return scenario.Event{Side: sideID(f.side.Selected), Title: strings.TrimSpace(f.title.Text), Text: strings.TrimSpace(f.text.Text), Effects: effs}, err
}

func cardForm(e *Editor, c scenario.Card) ([]*widget.FormItem, func() (scenario.Card, error)) {
	num, title, note := textEntry(intText(c.Number)), textEntry(c.Title), textEntry(c.Note)
	num.SetPlaceHolder("unknown")
	colour := selectOf(cardColours, c.Colour)
	placement := selectOf(cardPlacements, c.Placement)
	dual := widget.NewCheck("dual (French event on top)", nil)
	dual.SetChecked(c.Dual)
	keep := widget.NewCheck("keep this card", nil)
	keep.SetChecked(c.Keep)
	evs := c.Events
	for len(evs) < 2 {
		evs = append(evs, scenario.Event{})
	}
	if c.Dual {
		if evs[0].Side == "" {
			evs[0].Side = scenario.French
		}
		if evs[1].Side == "" {
			evs[1].Side = scenario.AntiFrench
		}
	}
	first, second := newEventFields(e, evs[0]), newEventFields(e, evs[1])
	items := []*widget.FormItem{widget.NewFormItem("Number", num), widget.NewFormItem("Title", title),
		widget.NewFormItem("Title colour", colour), widget.NewFormItem("Starts in", placement),
		widget.NewFormItem("Dual", dual), widget.NewFormItem("Keep", keep), widget.NewFormItem("Note", note)}
	items = append(items, first.items("Event: ")...)
	items = append(items, second.items("Second event (dual): ")...)
	return items, func() (scenario.Card, error) {
		f := fields{object: fmt.Sprintf("card %q", c.Title)}
		out := c
		out.Number = f.int("number", num.Text, 1, 99)
		out.Title, out.Note = strings.TrimSpace(title.Text), strings.TrimSpace(note.Text)
		out.Colour, out.Placement, out.Dual, out.Keep = colour.Selected, placement.Selected, dual.Checked, keep.Checked
		if f.err != nil {
			return out, f.err
		}
		if out.Title == "" {
			return out, fmt.Errorf("card #%d: the title is empty (5.0: every card has a title)", out.Number)
		}
		e1, err := first.read(f.object + ", first event")
		if err != nil {
			return out, err
		}
		e2, err := second.read(f.object + ", second event")
		if err != nil {
			return out, err
		}
		if out.Dual {
			// 5.0: the French event is on top, the Anti-French one below.
			if e1.Side == "" {
				e1.Side = scenario.French
			}
			if e2.Side == "" {
				e2.Side = scenario.AntiFrench
			}
		}
		out.Events = nil
		for _, ev := range []scenario.Event{e1, e2} {
			if ev.Text != "" || ev.Title != "" || len(ev.Effects) > 0 || (out.Dual && ev.Side != "") {
				out.Events = append(out.Events, ev)
			}
		}
		if !out.Dual && len(out.Events) > 1 {
			return out, fmt.Errorf("card #%d: two events on a card that is not dual: tick Dual, or clear the second event", out.Number)
		}
		return out, nil
	}
}

// --- Victory (15.0) --------------------------------------------------------------

// victoryLevels are the levels of victory the rulebooks use (15.0); ""
// for a condition without one.
var victoryLevels = []string{"", "decisive", "major", "substantive", "marginal", "minor", "draw"}

var victoryKinds = []string{"", scenario.VictoryMoraleZero, scenario.VictoryMoraleHigher, scenario.VictoryUnitExit, scenario.VictoryCampaign, scenario.VictoryCustom}

func newVictoryPanel() *listPanel[scenario.Victory] {
	return &listPanel[scenario.Victory]{
		title: "Victory conditions",
		help:  "15.0 and the scenario's own conditions. A condition without a kind is the \"any other result\" draw; custom conditions are reported, not evaluated.",
		get:   func(s *scenario.Scenario) []scenario.Victory { return s.Victory },
		set:   func(d *document.Document, xs []scenario.Victory) error { return d.SetVictory(xs) },
		object: func(v scenario.Victory) string {
			return "victory " + strings.TrimSpace(v.Side+" "+v.Level+" "+v.Kind)
		},
		label: func(v scenario.Victory) string {
			s := v.Side
			if s == "" {
				s = "either side"
			}
			if v.Level != "" {
				s += " · " + v.Level
			}
			k := v.Kind
			if k == "" {
				k = "draw"
			}
			return s + " · " + k
		},
		fresh: func(*scenario.Scenario, []scenario.Victory) scenario.Victory {
			return scenario.Victory{Side: scenario.French, Kind: scenario.VictoryMoraleZero, Text: "The enemy's Morale is reduced to 0 (15.0)."}
		},
		form: func(e *Editor, v scenario.Victory) ([]*widget.FormItem, func() (scenario.Victory, error)) {
			side := sideSelect(e.Doc.Scenario(), v.Side, true)
			level, number := selectOf(victoryLevels, v.Level), textEntry(v.Number)
			kind := selectOf(victoryKinds, v.Kind)
			when := selectOf([]string{"", scenario.WhenImmediate, scenario.WhenEnd}, v.When)
			hexes := textEntry(strings.Join(v.Hexes, ", "))
			margin, value := textEntry(intText(v.Margin)), textEntry(intText(v.Value))
			exclude := widget.NewCheckGroup(unitTypes, nil)
			exclude.SetSelected(v.Exclude)
			require := newRequiresEditor(e, v.Require)
			text := multiEntry(v.Text, 3)
			// Each kind uses its own fields (15.0): the margin for Morale
			// higher, the exit hexes and the types that do not count for a
			// unit leaving the map; the others stay off.
			kind.OnChanged = func(k string) {
				enable := func(w fyne.Disableable, on bool) {
					if on {
						w.Enable()
					} else {
						w.Disable()
					}
				}
				enable(margin, k == scenario.VictoryMoraleHigher)
				enable(exclude, k == scenario.VictoryUnitExit)
				enable(when, k != "" && k != scenario.VictoryCampaign && k != scenario.VictoryCustom)
			}
			kind.OnChanged(v.Kind)
			return []*widget.FormItem{widget.NewFormItem("Side", side), widget.NewFormItem("Level", level),
					widget.NewFormItem("Kind", kind), widget.NewFormItem("When", when), widget.NewFormItem("Hexes", hexes),
					widget.NewFormItem("Morale margin", margin), widget.NewFormItem("Value", value),
					widget.NewFormItem("Types that do not count", exclude), widget.NewFormItem("Also requires", require),
					widget.NewFormItem("Text", text), widget.NewFormItem("Rule", number)},
				func() (scenario.Victory, error) {
					f := fields{object: "victory condition " + v.Level}
					out := scenario.Victory{Side: sideID(side.Selected), Level: level.Selected, Kind: kind.Selected, When: when.Selected,
						Hexes: list(hexes.Text), Margin: f.int("morale margin", margin.Text, 0, 10), Value: f.int("value", value.Text, -99, 99),
						Exclude: slices.Clone(exclude.Selected), Text: strings.TrimSpace(text.Text), Number: strings.TrimSpace(number.Text)}
					if len(out.Exclude) == 0 {
						out.Exclude = nil
					}
					if f.err != nil {
						return out, f.err
					}
					if out.Text == "" {
						return out, fmt.Errorf("victory condition: the text is empty: write the condition as the rulebook states it")
					}
					out.Require = require.read()
					return out, nil
				}
		},
	}
}

var unitTypes = []string{scenario.TypeInfantry, scenario.TypeCavalry, scenario.TypeArtillery, scenario.TypeLeader,
	scenario.TypeDummy, scenario.TypeCadre, scenario.TypeTrain, scenario.TypeNaval}

// --- Deployment zones (3.0) ------------------------------------------------------

func newDeploymentPanel() *listPanel[scenario.DeployZone] {
	return &listPanel[scenario.DeployZone]{
		title: "Deployment zones",
		help:  "Free set-up zones (3.0) with their limits. Paint a zone's hexes on the map with the Zone tool (D), after choosing the zone in the toolbar.",
		get:   func(s *scenario.Scenario) []scenario.DeployZone { return s.Deployment },
		set:   func(d *document.Document, xs []scenario.DeployZone) error { return d.SetDeployment(xs) },
		label: func(z scenario.DeployZone) string {
			return fmt.Sprintf("%s · %s · %d hexes", z.ID, z.Side, len(z.Hexes))
		},
		fresh: func(s *scenario.Scenario, xs []scenario.DeployZone) scenario.DeployZone {
			for n := len(xs) + 1; ; n++ {
				id := fmt.Sprintf("zone-%d", n)
				if !slices.ContainsFunc(xs, func(z scenario.DeployZone) bool { return z.ID == id }) {
					return scenario.DeployZone{ID: id, Side: scenario.French}
				}
			}
		},
		form: func(e *Editor, z scenario.DeployZone) ([]*widget.FormItem, func() (scenario.DeployZone, error)) {
			id, step, rule := textEntry(z.ID), textEntry(z.Step), textEntry(z.Rule)
			side := sideSelect(e.Doc.Scenario(), z.Side, false)
			hexes := multiEntry(strings.Join(z.Hexes, ", "), 2)
			within, turn, area := textEntry(intText(z.Within)), textEntry(intText(z.Turn)), textEntry(z.EntryArea)
			minH, maxH, units := textEntry(intText(z.MinPerHex)), textEntry(intText(z.MaxPerHex)), textEntry(intText(z.Units))
			stack := textEntry(strings.Join(z.StackWith, ", "))
			text := multiEntry(z.Text, 2)
			paint := widget.NewButton("Paint on the map", func() {
				e.SetZone(z.ID)
				e.SetTool(ToolZone)
				e.ShowPanel("map")
			})
			return []*widget.FormItem{widget.NewFormItem("Id", id), widget.NewFormItem("Side", side),
					widget.NewFormItem("Step", step), widget.NewFormItem("Rule", rule), widget.NewFormItem("Hexes", hexes),
					widget.NewFormItem("", paint),
					widget.NewFormItem("Or adjacent within", within), widget.NewFormItem("Or turn box", turn),
					widget.NewFormItem("Entry area", area), widget.NewFormItem("At least per hex", minH),
					widget.NewFormItem("At most per hex", maxH), widget.NewFormItem("Units in all", units),
					widget.NewFormItem("Stacks with zones", stack), widget.NewFormItem("Rulebook's words", text)},
				func() (scenario.DeployZone, error) {
					f := fields{object: fmt.Sprintf("deployment zone %q", z.ID)}
					out := scenario.DeployZone{ID: strings.TrimSpace(id.Text), Side: sideID(side.Selected), Step: strings.TrimSpace(step.Text),
						Rule: strings.TrimSpace(rule.Text), Hexes: list(hexes.Text), Within: f.int("within", within.Text, 0, 3),
						Turn: f.int("turn box", turn.Text, 0, 99), EntryArea: strings.TrimSpace(area.Text),
						MinPerHex: f.int("at least per hex", minH.Text, 0, 20), MaxPerHex: f.int("at most per hex", maxH.Text, 0, 20),
						Units: f.int("units", units.Text, 0, 99), StackWith: list(stack.Text), Text: strings.TrimSpace(text.Text)}
					return out, f.err
				}
		},
	}
}

// --- Scenario tables ---------------------------------------------------------------

func newTablesPanel() *listPanel[scenario.Table] {
	return &listPanel[scenario.Table]{
		title: "Scenario tables",
		help:  "Command hierarchies, arrival tables and the like. One row per line: the roll, a colon, then the results separated by |, e.g. 3-4: arrives | Z.",
		get:   func(s *scenario.Scenario) []scenario.Table { return s.Tables },
		set:   func(d *document.Document, xs []scenario.Table) error { return d.SetTables(xs) },
		label: func(t scenario.Table) string { return t.ID + " · " + t.Title },
		fresh: func(s *scenario.Scenario, xs []scenario.Table) scenario.Table {
			for n := len(xs) + 1; ; n++ {
				id := fmt.Sprintf("table-%d", n)
				if !slices.ContainsFunc(xs, func(t scenario.Table) bool { return t.ID == id }) {
					return scenario.Table{ID: id, Title: "New table", Dice: "1d6"}
				}
			}
		},
		form: func(e *Editor, t scenario.Table) ([]*widget.FormItem, func() (scenario.Table, error)) {
			return tableForm(t, "table "+strconv.Quote(t.ID))
		},
	}
}

// tableForm edits a Table: its heading fields and its rows as lines.
func tableForm(t scenario.Table, object string) ([]*widget.FormItem, func() (scenario.Table, error)) {
	id, title, rule, note, source := textEntry(t.ID), textEntry(t.Title), textEntry(t.Rule), textEntry(t.Note), textEntry(t.Source)
	dice := selectOf([]string{"", "1d6", "2d6"}, t.Dice)
	columns := textEntry(strings.Join(t.Columns, " | "))
	rows := multiEntry(rowLines(t.Rows), 6)
	rows.SetPlaceHolder("1-2: no arrival\n3-6: arrives | A")
	return []*widget.FormItem{widget.NewFormItem("Id", id), widget.NewFormItem("Title", title), widget.NewFormItem("Rule", rule),
			widget.NewFormItem("Dice", dice), widget.NewFormItem("Columns", columns), widget.NewFormItem("Rows", rows),
			widget.NewFormItem("Source", source), widget.NewFormItem("Note", note)},
		func() (scenario.Table, error) {
			out := t
			out.ID, out.Title, out.Rule = strings.TrimSpace(id.Text), strings.TrimSpace(title.Text), strings.TrimSpace(rule.Text)
			out.Dice, out.Note, out.Source = dice.Selected, strings.TrimSpace(note.Text), strings.TrimSpace(source.Text)
			out.Columns = splitBar(columns.Text)
			r, err := parseRows(object, rows.Text, t.Rows)
			out.Rows = r
			return out, err
		}
}

func splitBar(s string) []string {
	var out []string
	for _, p := range strings.Split(s, "|") {
		if p = strings.TrimSpace(p); p != "" {
			out = append(out, p)
		}
	}
	return out
}

// rowLines writes rows as "roll: result | result", with " ?" after a row
// that no rulebook states (chart sets mark the known ones).
func rowLines(rows []scenario.TableRow) string {
	var ls []string
	for _, r := range rows {
		ls = append(ls, r.Roll+": "+strings.Join(r.Results, " | "))
	}
	return strings.Join(ls, "\n")
}

// parseRows reads rowLines' format; a row keeps its known flag when its
// roll and results are unchanged.
func parseRows(object, text string, old []scenario.TableRow) ([]scenario.TableRow, error) {
	var out []scenario.TableRow
	for n, l := range strings.Split(text, "\n") {
		if strings.TrimSpace(l) == "" {
			continue
		}
		roll, rest, ok := strings.Cut(l, ":")
		if !ok || strings.TrimSpace(roll) == "" {
			return nil, fmt.Errorf("%s, row line %d: %q: write the roll, a colon, then the results (3-4: arrives | Z)", object, n+1, l)
		}
		r := scenario.TableRow{Roll: strings.TrimSpace(roll), Results: splitBar(rest)}
		if r.Results == nil {
			r.Results = []string{}
		}
		for _, o := range old {
			if o.Roll == r.Roll && slices.Equal(o.Results, r.Results) {
				r.Known = o.Known
			}
		}
		out = append(out, r)
	}
	return out, nil
}
