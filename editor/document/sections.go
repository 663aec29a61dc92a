package document

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Clone returns a deep copy of v (a part of a scenario), so that an edited
// copy never shares slices or maps with the document's scenario, which the
// undo history keeps.
func Clone[T any](v T) T {
	data, err := json.Marshal(v)
	if err != nil {
		return v
	}
	var out T
	if json.Unmarshal(data, &out) != nil {
		return v
	}
	return out
}

// setPart replaces one part of the scenario in one undo step. next is
// copied, so the caller may keep editing its value.
func setPart[T any](d *Document, label string, part func(*scenario.Scenario) *T, next T) {
	old := Clone(*part(d.Scenario()))
	next = Clone(next)
	d.Apply(Command{Label: label,
		Do:   func(s *scenario.Scenario) { *part(s) = Clone(next) },
		Undo: func(s *scenario.Scenario) { *part(s) = Clone(old) },
	})
}

// General is the scenario's title block, rules edition, chart set, optional
// rules and sides: what the Scenario panel edits.
type General struct {
	ID, Title, Game, Source, Date, Description string
	Edition                                    string
	ChartSet                                   string
	Optional                                   []string
	FirstPlayer                                string
	Sides                                      []scenario.Side
}

// GeneralOf reads the General part of a scenario.
func GeneralOf(s *scenario.Scenario) General {
	return Clone(General{ID: s.ID, Title: s.Title, Game: s.Game, Source: s.Source, Date: s.Date, Description: s.Description,
		Edition: s.Edition, ChartSet: s.Charts.Set, Optional: s.Optional, FirstPlayer: s.FirstPlayer, Sides: s.Sides})
}

// SetGeneral writes the General part in one undo step. The sides must be
// the French and the Anti-French side (2.0).
func (d *Document) SetGeneral(g General) error {
	if strings.TrimSpace(g.ID) == "" {
		return fmt.Errorf("scenario: the id is empty (use letters, digits and dashes, e.g. bussaco20)")
	}
	if len(g.Sides) != 2 || g.Sides[0].ID == g.Sides[1].ID {
		return fmt.Errorf("scenario: want the french and the anti-french side, got %d sides [2.0]", len(g.Sides))
	}
	for _, sd := range g.Sides {
		if sd.Morale < 0 || sd.Morale > 10 {
			return fmt.Errorf("side %q: starting morale %d is not from 0 to 10 [12.0]", sd.ID, sd.Morale)
		}
	}
	g = Clone(g)
	if len(g.Optional) == 0 {
		g.Optional = nil
	}
	type part struct {
		ID, Title, Game, Source, Date, Description, Edition, Set, First string
		Optional                                                        []string
		Sides                                                           []scenario.Side
	}
	read := func(s *scenario.Scenario) part {
		return Clone(part{s.ID, s.Title, s.Game, s.Source, s.Date, s.Description, s.Edition, s.Charts.Set, s.FirstPlayer, s.Optional, s.Sides})
	}
	write := func(s *scenario.Scenario, p part) {
		p = Clone(p)
		s.ID, s.Title, s.Game, s.Source, s.Date, s.Description = p.ID, p.Title, p.Game, p.Source, p.Date, p.Description
		s.Edition, s.Charts.Set, s.FirstPlayer, s.Optional, s.Sides = p.Edition, p.Set, p.First, p.Optional, p.Sides
	}
	old := read(d.Scenario())
	next := part{g.ID, g.Title, g.Game, g.Source, g.Date, g.Description, g.Edition, g.ChartSet, g.FirstPlayer, g.Optional, g.Sides}
	d.Apply(Command{Label: "Edit scenario and sides",
		Do:   func(s *scenario.Scenario) { write(s, next) },
		Undo: func(s *scenario.Scenario) { write(s, old) }})
	return nil
}

// SetTurns replaces the turn track.
func (d *Document) SetTurns(t scenario.TurnTrack) error {
	if t.Start < 1 || (t.End != 0 && t.End < t.Start) {
		return fmt.Errorf("turn track: start %d and end %d: want 1 <= start <= end (end 0: not given)", t.Start, t.End)
	}
	seen := map[int]bool{}
	for _, tu := range t.Turns {
		if seen[tu.Number] {
			return fmt.Errorf("turn track: turn %d is listed twice", tu.Number)
		}
		seen[tu.Number] = true
	}
	t.Turns = slices.Clone(t.Turns)
	slices.SortFunc(t.Turns, func(a, b scenario.Turn) int { return a.Number - b.Number })
	setPart(d, "Edit turn track", func(s *scenario.Scenario) *scenario.TurnTrack { return &s.Turns }, t)
	return nil
}

// SetDeck replaces the event deck.
func (d *Document) SetDeck(deck scenario.Deck) error {
	seen := map[int]bool{}
	for _, c := range deck.Cards {
		if c.Number != 0 && seen[c.Number] {
			return fmt.Errorf("event deck: card #%d is listed twice [5.0]", c.Number)
		}
		seen[c.Number] = true
	}
	setPart(d, "Edit event deck", func(s *scenario.Scenario) *scenario.Deck { return &s.Deck }, deck)
	return nil
}

// SetVictory replaces the victory conditions.
func (d *Document) SetVictory(v []scenario.Victory) error {
	setPart(d, "Edit victory conditions", func(s *scenario.Scenario) *[]scenario.Victory { return &s.Victory }, v)
	return nil
}

// SetDeployment replaces the deployment zones.
func (d *Document) SetDeployment(z []scenario.DeployZone) error {
	if err := uniqueIDs("deployment zone", z, func(x scenario.DeployZone) string { return x.ID }); err != nil {
		return err
	}
	setPart(d, "Edit deployment zones", func(s *scenario.Scenario) *[]scenario.DeployZone { return &s.Deployment }, z)
	return nil
}

// SetSpecial replaces the special rules.
func (d *Document) SetSpecial(r []scenario.Rule) error {
	if err := uniqueIDs("special rule", r, func(x scenario.Rule) string { return x.ID }); err != nil {
		return err
	}
	setPart(d, "Edit special rules", func(s *scenario.Scenario) *[]scenario.Rule { return &s.Special }, r)
	return nil
}

// SetTables replaces the scenario tables.
func (d *Document) SetTables(t []scenario.Table) error {
	if err := uniqueIDs("table", t, func(x scenario.Table) string { return x.ID }); err != nil {
		return err
	}
	setPart(d, "Edit tables", func(s *scenario.Scenario) *[]scenario.Table { return &s.Tables }, t)
	return nil
}

// SetChartOverrides replaces the charts the scenario overrides (nil: the
// chart set's own charts).
func (d *Document) SetChartOverrides(o *scenario.ChartSet) error {
	setPart(d, "Edit charts", func(s *scenario.Scenario) **scenario.ChartSet { return &s.Charts.Overrides }, o)
	return nil
}

// SetNotes replaces the notes and the unknowns (blank lines dropped).
func (d *Document) SetNotes(notes, unknowns []string) error {
	clean := func(in []string) []string {
		var out []string
		for _, l := range in {
			if l = strings.TrimSpace(l); l != "" {
				out = append(out, l)
			}
		}
		return out
	}
	type part struct{ Notes, Unknowns []string }
	setPartPair := func(s *scenario.Scenario, p part) {
		s.Notes, s.Unknowns = slices.Clone(p.Notes), slices.Clone(p.Unknowns)
	}
	s := d.Scenario()
	old := part{slices.Clone(s.Notes), slices.Clone(s.Unknowns)}
	next := part{clean(notes), clean(unknowns)}
	d.Apply(Command{Label: "Edit notes",
		Do:   func(s *scenario.Scenario) { setPartPair(s, next) },
		Undo: func(s *scenario.Scenario) { setPartPair(s, old) }})
	return nil
}

// ToggleZoneHex adds a hex to a deployment zone, or removes it when there:
// zones are painted on the map.
func (d *Document) ToggleZoneHex(zone, code, stroke string) error {
	s := d.Scenario()
	i := slices.IndexFunc(s.Deployment, func(z scenario.DeployZone) bool { return z.ID == zone })
	if i < 0 {
		return fmt.Errorf("deployment zone %q does not exist: add it in Scenario > Deployment first", zone)
	}
	next := Clone(s.Deployment)
	z := &next[i]
	if j := slices.Index(z.Hexes, code); j >= 0 {
		z.Hexes = slices.Delete(z.Hexes, j, j+1)
	} else {
		z.Hexes = append(z.Hexes, code)
		slices.Sort(z.Hexes)
	}
	old := Clone(s.Deployment)
	d.Apply(Command{Label: "Paint zone " + zone, Merge: stroke,
		Do:   func(s *scenario.Scenario) { s.Deployment = Clone(next) },
		Undo: func(s *scenario.Scenario) { s.Deployment = Clone(old) }})
	return nil
}

func uniqueIDs[T any](what string, xs []T, id func(T) string) error {
	seen := map[string]bool{}
	for _, x := range xs {
		k := id(x)
		if strings.TrimSpace(k) == "" {
			return fmt.Errorf("%s: an id is empty (use letters, digits and dashes)", what)
		}
		if seen[k] {
			return fmt.Errorf("%s %q is listed twice: ids must be unique", what, k)
		}
		seen[k] = true
	}
	return nil
}
