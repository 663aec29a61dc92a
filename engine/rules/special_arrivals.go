package rules

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The reinforcement, set-up and terrain special rule kinds that
// special_arrivals.go and special_terrain.go apply.
func init() {
	for _, k := range []string{"event_arrivals", "variable_arrival", "optional_reinforcement", "redoubt_marker", "cadre_restriction",
		"terrain_rules", "terrain_combat", "side_names"} {
		specialApplied[k] = true
	}
}

// applyArrivalRule applies the reinforcement and set-up special rules
// (kinds event_arrivals, variable_arrival, optional_reinforcement,
// redoubt_marker and cadre_restriction) and records how; it reports whether the kind is one of
// them.
func (b *Board) applyArrivalRule(r scenario.Rule) bool {
	switch r.Kind {
	case "event_arrivals":
		b.eventArrivals(r)
	case "variable_arrival":
		b.variableArrival(r)
	case "optional_reinforcement":
		b.optionalReinforcement(r)
	case "redoubt_marker":
		b.redoubtMarker(r)
	case "cadre_restriction":
		b.cadreRestriction(r)
	default:
		return false
	}
	return true
}

// scenarioUnit returns the scenario's unit of an id, or nil.
func (b *Board) scenarioUnit(id string) *scenario.Unit {
	for i := range b.Scenario.Units {
		if b.Scenario.Units[i].ID == id {
			return &b.Scenario.Units[i]
		}
	}
	return nil
}

// reinforcingCards lists the numbers of the deck's cards whose events
// bring unit id into play (effect reinforce).
func (b *Board) reinforcingCards(id string) []string {
	var out []string
	for _, c := range b.Scenario.Deck.Cards {
		found := false
		for _, e := range c.Events {
			for _, ef := range e.Effects {
				for _, u := range ef.Units {
					found = found || ef.Kind == scenario.EffectReinforce && u == id
				}
			}
		}
		if found {
			out = append(out, "#"+strconv.Itoa(c.Number))
		}
	}
	return out
}

// eventArrivals checks an event_arrivals rule (Rousse 20 11.6, Unit
// Arrival Locations: params unit id = entry area) against the units'
// placements: a unit an event brings enters through its placement's entry
// area unless the event names another (11.0).
func (b *Board) eventArrivals(r scenario.Rule) {
	ids := make([]string, 0, len(r.Params))
	for id := range r.Params {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	if len(ids) == 0 {
		b.note("special rule %q (%s, kind event_arrivals): no unit given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range ids {
		area := r.Params[id]
		u := b.scenarioUnit(id)
		switch {
		case u == nil:
			b.note("special rule %q (%s, kind event_arrivals): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
		case u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != area:
			b.note("special rule %q (%s, kind event_arrivals): unit %q is not placed to arrive by event through entry area %q; not applied by the engine", r.ID, r.Title, id, area)
		default:
			cards := b.reinforcingCards(id)
			how := "no card of the scenario's deck brings it, so it does not enter play"
			if len(cards) > 0 {
				how = "brought by card(s) " + strings.Join(cards, ", ")
			}
			b.note("special rule %q (%s): %s enters through entry area %s when an event brings it (11.6); %s", r.ID, r.Title, id, area, how)
		}
	}
}

// variableArrival checks a variable_arrival rule of one unit (Arapiles 20
// 11.6, Chauvel's Riders) against its placement: a variable reinforcement
// rolled each turn from from_turn on the table, entering through the entry
// area its result names; an eliminated result costs no Morale. Group
// arrivals chosen among several areas (Bailén 20 11.6) are not applied.
func (b *Board) variableArrival(r scenario.Rule) {
	p := r.Params
	if p["unit"] == "" {
		b.note("special rule %q (%s, kind variable_arrival): the arrival of a group of units set up in a Game Turn box, with the area chosen by the player, is not applied by the engine", r.ID, r.Title)
		return
	}
	u := b.scenarioUnit(p["unit"])
	t := b.table(p["table"])
	if u == nil || t == nil || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p["table"] || strconv.Itoa(u.Placement.Turn) != p["from_turn"] {
		b.note("special rule %q (%s, kind variable_arrival): unit %q is not a variable reinforcement rolled on table %q from turn %s; not applied by the engine", r.ID, r.Title, p["unit"], p["table"], p["from_turn"])
		return
	}
	if bad := tableAreas(t, p["entry_area"]); bad != "" {
		b.note("special rule %q (%s, kind variable_arrival): arrival result %q of table %q does not name entry area %s; not applied by the engine", r.ID, r.Title, bad, t.ID, p["entry_area"])
		return
	}
	b.note("special rule %q (%s): %s rolls one die a turn on table %q from turn %s until it arrives (11.0); it enters through entry area %s; eliminated by the table it costs no Morale", r.ID, r.Title, p["unit"], t.ID, p["from_turn"], p["entry_area"])
}

// tableAreas returns the first arrival result of table t that does not
// name entry area area, or "".
func tableAreas(t *scenario.Table, area string) string {
	for _, row := range t.Rows {
		for _, res := range row.Results {
			l := strings.ToLower(res)
			if strings.Contains(l, "arriv") && !strings.Contains(l, "not arrive") && !strings.Contains(l, "no arrival") {
				if m := areaWord.FindStringSubmatch(res); m == nil || !strings.EqualFold(m[1], area) {
					return res
				}
			}
		}
	}
	return ""
}

// table returns the scenario's table of an id, or nil.
func (b *Board) table(id string) *scenario.Table {
	for i := range b.Scenario.Tables {
		if b.Scenario.Tables[i].ID == id {
			return &b.Scenario.Tables[i]
		}
	}
	return nil
}

// optionalReinforcement checks an optional_reinforcement rule (Arapiles
// 20 16.10, The March of King Joseph Bonaparte). The request made at
// deployment is the optional rule of the rule's number: with it the side's
// Morale starts at starting_morale, the unit rolls as a variable
// reinforcement and its side gains arrival_morale when it enters the map;
// without it the unit is not used.
func (b *Board) optionalReinforcement(r scenario.Rule) {
	p := r.Params
	u := b.scenarioUnit(p["unit"])
	start, err := strconv.Atoi(p["starting_morale"])
	gain, err2 := strconv.Atoi(p["arrival_morale"])
	if u == nil || err != nil || err2 != nil || r.Number == "" || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p["table"] {
		b.note("special rule %q (%s, kind optional_reinforcement): unit %q, its table or the Morale values not usable; not applied by the engine", r.ID, r.Title, p["unit"])
		return
	}
	if !b.optional[r.Number] {
		b.note("special rule %q (%s): the request is optional rule %s, not in use: %s is not used", r.ID, r.Title, r.Number, p["unit"])
		return
	}
	b.note("special rule %q (%s): requested (optional rule %s): %s Morale starts at %d; %s rolls one die a turn on table %q from turn %d until it arrives (11.0), and the %s side gains %+d Morale when it enters the map", r.ID, r.Title, r.Number, u.Side, start, p["unit"], p["table"], u.Placement.Turn, u.Side, gain)
}

// redoubtMarker checks a redoubt_marker rule (Rousse 20 3.0, Slobozia 20
// 3.0: Redoubt markers holding zero-strength Garrisons) against the map's
// garrisons, which the engine plays as intrinsic Garrisons (9.4.4).
// Redoubts placed by the players during set-up (a zone, no hex) are not
// applied.
func (b *Board) redoubtMarker(r scenario.Rule) {
	p := r.Params
	type want struct{ side, hexes string }
	var wants []want
	if p["hex"] != "" {
		wants = append(wants, want{p["side"], p["hex"]})
	}
	for side := 0; side < 2; side++ {
		if h := p[SideName(side)+"_hexes"]; h != "" {
			wants = append(wants, want{SideName(side), h})
		}
	}
	if len(wants) == 0 {
		b.note("special rule %q (%s, kind redoubt_marker): no hex given; not applied by the engine", r.ID, r.Title)
	}
	for _, w := range wants {
		for _, code := range strings.Split(w.hexes, ",") {
			code = strings.TrimSpace(code)
			ok := false
			for _, g := range b.Scenario.Map.Garrisons {
				ok = ok || g.Hex == code && g.Side == w.side && strconv.Itoa(g.Strength) == p["garrison_strength"]
			}
			if !ok {
				b.note("special rule %q (%s, kind redoubt_marker): the map has no %s garrison of strength %s in %s; not applied by the engine", r.ID, r.Title, w.side, p["garrison_strength"], code)
				continue
			}
			b.note("special rule %q (%s): applied by the map's %s Garrison of intrinsic strength %s in %s (9.4.4)", r.ID, r.Title, w.side, p["garrison_strength"], code)
		}
	}
	for side := 0; side < 2; side++ {
		if n := p[SideName(side)+"_count"]; n != "" {
			b.note("special rule %q (%s): the %s %s Redoubt marker(s) placed during set-up (%s) and their Garrisons are not applied by the engine: the set-up zone is described, not listed", r.ID, r.Title, n, SideName(side), p[SideName(side)+"_zone"])
		}
	}
}

// prepareArrivals applies the start-of-game part of optional_reinforcement
// rules: with the request the side's starting Morale, without it the unit
// is not used.
func (s *State) prepareArrivals() {
	b := s.B
	for _, r := range b.Scenario.Special {
		p := r.Params
		if r.Kind != "optional_reinforcement" {
			continue
		}
		u := b.Unit(p["unit"])
		start, err := strconv.Atoi(p["starting_morale"])
		if u < 0 || err != nil || r.Number == "" || b.Units[u].placement.Kind != scenario.PlaceVariable || b.Units[u].placement.Table != p["table"] {
			continue
		}
		if !b.optional[r.Number] {
			if s.Units[u].Where == AtPending {
				s.Units[u].Where = AtEliminated
			}
			continue
		}
		if s.Turn == b.Scenario.Turns.Start {
			s.Morale[b.Units[u].Side] = min(start, 10)
		}
	}
}

// arrivalMorale adds the Morale an optional_reinforcement unit brings its
// side when it enters the map (Arapiles 20 16.10: +1 when Joseph arrives).
func (s *State) arrivalMorale(before *State, md *moraleDelta, ev *[]Event) {
	b := s.B
	for _, r := range b.Scenario.Special {
		p := r.Params
		if r.Kind != "optional_reinforcement" || !b.optional[r.Number] {
			continue
		}
		u := b.Unit(p["unit"])
		n, err := strconv.Atoi(p["arrival_morale"])
		if u < 0 || err != nil || before.Units[u].Where != AtPending || s.Units[u].Where != AtMap {
			continue
		}
		side := b.Units[u].Side
		md.add(side, n, r.ID)
		*ev = append(*ev, Event{Kind: "special", Side: SideName(side), Unit: p["unit"], Text: fmt.Sprintf("%s: arrives, %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

// cadreRestriction notes a cadre_restriction rule (Rousse 20 16.5, 16.6,
// Ottoman Cadres): of its side only the eligible units Partially Rally
// (16.5.1), break down and build up (16.6), and only with the listed
// cadres.
func (b *Board) cadreRestriction(r scenario.Rule) {
	p := r.Params
	if p["side"] == "" || p["cadres"] == "" || p["eligible_units"] == "" {
		b.note("special rule %q (%s, kind cadre_restriction): side, cadres or eligible units not given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range splitList(p["cadres"] + "," + p["eligible_units"] + "," + p["campaign_only_cadres"]) {
		if !b.hasUnit(id) {
			b.note("special rule %q (%s, kind cadre_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
			return
		}
	}
	b.note("special rule %q (%s): with optional rules 16.5 and 16.6 only %s of the %s side Partially Rally (16.5.1), break down and build up (16.6), and only with cadres %s; cadres %s (Campaign Game only, 17.0) are not brought into play by them", r.ID, r.Title, p["eligible_units"], p["side"], p["cadres"], orNone(p["campaign_only_cadres"]))
}

func orNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}

// splitList splits a comma-separated list, dropping blanks.
func splitList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

// cadreRuleFor returns the usable cadre_restriction rule of a side, if any.
func (b *Board) cadreRuleFor(side int) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		p := r.Params
		if r.Kind == "cadre_restriction" && p["side"] == SideName(side) && p["cadres"] != "" && p["eligible_units"] != "" {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// listed reports whether id is in a comma-separated list.
func listed(list, id string) bool {
	for _, x := range strings.Split(list, ",") {
		if strings.TrimSpace(x) == id {
			return true
		}
	}
	return false
}

// cadreIneligible reports whether unit u may not Partially Rally (16.5.1),
// break down or be built up (16.6) by a cadre_restriction rule.
func (b *Board) cadreIneligible(u int) bool {
	r, ok := b.cadreRuleFor(b.Units[u].Side)
	return ok && !listed(r.Params["eligible_units"], b.Units[u].ID)
}

// cadreBarred reports whether cadre k may not be brought into play: it
// has no printed values, or a cadre_restriction rule does not list it.
func (b *Board) cadreBarred(k int) bool {
	if b.Units[k].Unusable {
		return true
	}
	r, ok := b.cadreRuleFor(b.Units[k].Side)
	return ok && !listed(r.Params["cadres"], b.Units[k].ID)
}
