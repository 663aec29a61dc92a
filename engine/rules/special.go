package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// specialState is the changing state of a scenario's special rules. It
// holds only values, so copying a State copies it.
type specialState struct {
	retreat     [2]uint8    // Organized Retreat: retreatAllowed, retreatAuthorized, retreatProhibited
	exitPhase   int         // phaseKey of the exits counted in exits
	exits       uint8       // units that left by the Organized Retreat this phase
	exitHex     [4]int32    // their exit hexes
	entered     uint64      // morale_on_entry rules (by index in Scenario.Special) that have fired
	contact     [2]bool     // first_contact_morale: the side's first unit has entered an EZOC
	ld          leaderSt    // leader rules (special_leaders.go)
	arr         arrivals    // reinforcement, set-up and terrain rules (special_arrivals.go)
	bl          bailenSt    // depot, swiss_desertion (special_bailen.go)
	na          nightAttack // Talavera 20 14.2 (special_talavera.go)
	ps          precarious  // Talavera 20 7.8 (special_talavera.go)
	flotilla    int16       // Game Turn + 1 the Danube Flotilla was last used (special_flotilla.go)
	redoubt     int32       // hex + 1 of the Redoubt built during play (redoubt.go)
	redoubtTurn int16       // the Game Turn it was built
	sdTurn      int16       // Game Turn of the Sudden Death marker an event placed, 0 = none (special_suddendeath.go)
	sdDie       int8        // the die number it shows
}

// specialApplied lists the special rule kinds special.go and exit.go
// apply; applySpecialRule records how each one is applied.
var specialApplied = map[string]bool{
	"skip_player_turn": true, "free_forced_march": true, "no_truce": true, "deck_setup": true,
	"morale_on_entry": true, "first_contact_morale": true, "night_rest": true, "morale_per_army": true,
	"organized_retreat": true, "rally_modifier": true, "guard_exception": true, "dummy_restriction": true,
	"combat_modifier":    true,
	"leader_restriction": true, "command_restriction": true, "leader_elimination": true, "rally_restriction": true,
	"leader_wounded": true, "leader_arrival": true, "independent_brigade": true, "independent_brigades": true,
	"leader_state": true, "event_effect": true, "special_units": true, "garde_marins": true, // special_leaders.go
	"depot": true, "reconnaissance": true, "swiss_desertion": true, // special_bailen.go
}

// applySpecialRule records how the engine applies a special rule of a
// kind in specialApplied, or why it does not.
func (b *Board) applySpecialRule(r scenario.Rule) {
	if b.applyArrivalRule(r) || b.applyTerrainRule(r) || b.applyTalaveraRule(r) || b.applyFlotillaRule(r) || b.applyBussacoRule(r) { // special_arrivals.go, special_terrain.go, special_talavera.go, special_flotilla.go, special_bussaco.go
		return
	}
	p := r.Params
	switch r.Kind {
	case "skip_player_turn":
		if p["side"] == "" || p["turn"] == "" {
			b.note("special rule %q (%s, kind skip_player_turn): side or turn not given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.note("special rule %q (%s): the %s player turn of turn %s is skipped entirely", r.ID, r.Title, p["side"], p["turn"])
	case "free_forced_march":
		b.note("special rule %q (%s): a Forced March of the %s side on turn %s costs no Morale Point", r.ID, r.Title, p["side"], p["turn"])
	case "no_truce":
		if !strings.Contains(p["after"], "organized retreat") {
			b.note("special rule %q (%s, kind no_truce): condition %q not modelled; not applied by the engine", r.ID, r.Title, p["after"])
			return
		}
		b.note("special rule %q (%s): after authorizing its Organized Retreat the %s side gains no Morale from a Truce (13.0)", r.ID, r.Title, p["side"])
	case "deck_setup":
		for _, key := range []string{"discard", "top"} {
			if p[key] == "" {
				continue
			}
			if _, missing := b.deckCards(p[key]); len(missing) > 0 {
				b.note("special rule %q (%s, kind deck_setup): card %q is not in the scenario's deck; its %s placement is not applied by the engine", r.ID, r.Title, strings.Join(missing, ", "), key)
			} else {
				b.note("special rule %q (%s): card(s) %s start %s", r.ID, r.Title, p[key], map[string]string{"discard": "face up in the Discard Pile", "top": "on top of the Event Deck after the shuffle"}[key])
			}
		}
	case "morale_on_entry":
		if _, err := b.parse(p["hex"]); err != nil || p["side"] == "" {
			b.note("special rule %q (%s, kind morale_on_entry): hex or side not given; not applied by the engine", r.ID, r.Title)
			return
		}
		n, _ := strconv.Atoi(p["value"])
		b.note("special rule %q (%s): the first time a %s unit (not a Leader or Dummy) enters %s by any order, %s Morale %+d", r.ID, r.Title, p["side"], p["hex"], p["side"], n)
	case "first_contact_morale":
		b.note("special rule %q (%s): on turns %s the first unit of each side (%s) that ends a move in an EZOC costs its side %s Morale; EZOCs entered by advance, retreat or reaction do not count", r.ID, r.Title, p["turns"], p["sides"], p["value"])
	case "night_rest":
		b.note("special rule %q (%s): the %s side's night Rest Recovery (14.0) is %s Morale when a %s unit occupies %s", r.ID, r.Title, p["side"], p["value"], p["nationality"], p["hex"])
	case "morale_per_army":
		if p["action"] == "rally" {
			b.leaderNote(r) // special_leaders.go
			return
		}
		if p["action"] != "forced_march" {
			b.note("special rule %q (%s, kind morale_per_army, action %s) is not applied by the engine", r.ID, r.Title, p["action"])
			return
		}
		b.note("special rule %q (%s): a Forced March of the %s side moves every unit and costs one Morale Point per army (%s); forcing one army alone is not modelled", r.ID, r.Title, p["side"], p["armies"])
	case "leader_restriction", "command_restriction", "leader_elimination", "rally_restriction", "leader_wounded", "leader_arrival",
		"independent_brigade", "independent_brigades", "leader_state", "event_effect", "special_units", "garde_marins":
		b.leaderNote(r) // special_leaders.go
	case "organized_retreat":
		b.retreatNotes(r)
	case "depot":
		b.depotNote(r) // special_bailen.go
	case "reconnaissance":
		b.reconnaissanceNote(r) // special_bailen.go
	case "swiss_desertion":
		b.swissNote(r) // special_bailen.go
	case "guard_exception":
		if !b.hasUnit(p["unit"]) || p["garde_recule"] != "false" {
			b.note("special rule %q (%s, kind guard_exception): unit %q or its exception not usable; not applied by the engine", r.ID, r.Title, p["unit"])
			return
		}
		b.note("special rule %q (%s): %s is never subject to Le Garde Recule (12.3.2); committing it costs a Morale Point as usual (12.3.1)", r.ID, r.Title, p["unit"])
	case "dummy_restriction":
		if !b.hasUnit(p["unit"]) {
			b.note("special rule %q (%s, kind dummy_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p["unit"])
			return
		}
		b.note("special rule %q (%s): with Fog of War (16.1) no Dummy may join %s (16.1.3); Dummies placed with rallied or arriving units are not modelled", r.ID, r.Title, p["unit"])
	case "combat_modifier":
		n, err := strconv.Atoi(p["differential"])
		switch {
		case err != nil || p["side"] == "":
			b.note("special rule %q (%s, kind combat_modifier): side or differential not given; not applied by the engine", r.ID, r.Title)
		case p["unless_optional"] != "" && b.optional[p["unless_optional"]]:
			b.note("special rule %q (%s): not in use with optional rule %s", r.ID, r.Title, p["unless_optional"])
		case p["corps"] != "":
			b.note("special rule %q (%s): a %s attack made only by %s units (Remnants included) has %+d on the final differential", r.ID, r.Title, p["side"], p["corps"], n)
		case p["free_combined_attacks"] != "":
			b.note("special rule %q (%s): after %s Combined Attack(s) (British and Spanish attackers together) resolved in a Combat Phase, each further one has %+d on the differential; the first resolved is the free one", r.ID, r.Title, p["free_combined_attacks"], n)
		default:
			b.note("special rule %q (%s, kind combat_modifier): no condition the engine knows; not applied by the engine", r.ID, r.Title)
		}
	case "rally_modifier":
		n, err := strconv.Atoi(p["value"])
		c := p["condition"]
		if err != nil || p["side"] == "" || c != "" && c != "french_morale>allied_morale" && c != "anti-french_morale>french_morale" {
			b.note("special rule %q (%s, kind rally_modifier): value, side or condition %q not usable; not applied by the engine", r.ID, r.Title, c)
			return
		}
		who := p["side"] + " units"
		if p["nationality"] != "" {
			who = p["nationality"] + " " + who
		}
		if p["trait"] != "" {
			who = p["trait"] + " " + who
		}
		when := ""
		if c != "" {
			when = " while " + strings.ReplaceAll(c, "_", " ") + " (before Morale is spent on the Rally)"
		}
		b.note("special rule %q (%s): Rally rolls (10.0) of %s are modified %+d%s", r.ID, r.Title, who, n, when)
	}
}

// rallyModifier is the sum of the scenario's Rally die roll modifiers
// (kind rally_modifier) for unit u; pre is the Morale before any was spent
// on the Rally.
func (s *State) rallyModifier(u int, pre [2]int) int {
	b := s.B
	info := &b.Units[u]
	mod := 0
	for _, r := range b.Scenario.Special {
		p := r.Params
		n, err := strconv.Atoi(p["value"])
		if r.Kind != "rally_modifier" || err != nil || p["side"] != SideName(info.Side) {
			continue
		}
		if p["nationality"] != "" && !strings.EqualFold(p["nationality"], info.Nationality) {
			continue
		}
		if t := p["trait"]; t != "" && !(t == scenario.TraitUnreliable && info.Unreliable || t == scenario.TraitElite && info.Elite || t == scenario.TraitIrregular && info.Irregular) {
			continue
		}
		switch p["condition"] {
		case "":
		case "french_morale>allied_morale":
			if pre[French] <= pre[AntiFrench] {
				continue
			}
		case "anti-french_morale>french_morale":
			if pre[AntiFrench] <= pre[French] {
				continue
			}
		default:
			continue
		}
		mod += n
	}
	return mod
}

// deckCards finds the cards a deck_setup parameter names, by number or
// title (comma-separated), or "the two blue-title cards" style colour
// phrases; missing lists names not found.
func (b *Board) deckCards(list string) (idx []int, missing []string) {
	for _, colour := range []string{scenario.ColourBlue, scenario.ColourRed, scenario.ColourBlack} {
		if strings.Contains(list, colour+"-title") {
			for i, c := range b.Scenario.Deck.Cards {
				if c.Colour == colour {
					idx = append(idx, i)
				}
			}
			if len(idx) == 0 {
				missing = append(missing, list)
			}
			return idx, missing
		}
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		found := b.Scenario.Deck.Find(name)
		if found < 0 {
			missing = append(missing, name)
			continue
		}
		idx = append(idx, found)
	}
	return idx, missing
}

// prepareSpecial applies the start-of-game special rules: deck_setup
// (after the shuffle) and skip_player_turn for the first player turn.
func (s *State) prepareSpecial() {
	b := s.B
	s.prepareArrivals() // optional_reinforcement, turn_zero (special_arrivals.go)
	s.prepareDepot()    // depot (special_bailen.go)
	s.prepareSwiss()    // swiss_desertion (special_bailen.go)
	for _, r := range b.Scenario.Special {
		if r.Kind != "deck_setup" {
			continue
		}
		if idx, missing := b.deckCards(r.Params["discard"]); len(missing) == 0 {
			for _, ci := range idx {
				s.draw, s.discard = without(s.draw, ci), append(without(s.discard, ci), ci)
			}
		}
		if idx, missing := b.deckCards(r.Params["top"]); len(missing) == 0 && r.Params["top"] != "" {
			for i := len(idx) - 1; i >= 0; i-- {
				ci := idx[i]
				s.discard = without(s.discard, ci)
				s.draw = append([]int{ci}, without(s.draw, ci)...)
			}
		}
	}
	if s.skipped() {
		s.Phasing = 1 - s.Phasing
	}
}

func without(a []int, x int) []int {
	out := a[:0:0]
	for _, v := range a {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

// skipped reports whether the player turn now beginning is skipped by a
// skip_player_turn rule.
func (s *State) skipped() bool {
	for _, r := range s.B.Scenario.Special {
		if r.Kind == "skip_player_turn" && r.Params["side"] == SideName(s.Phasing) && r.Params["turn"] == strconv.Itoa(s.Turn) {
			return true
		}
	}
	return false
}

// skipPlayerTurn passes over a player turn that a skip_player_turn rule
// removes, once the previous player turn has ended.
func (s *State) skipPlayerTurn(d Dice, ev *[]Event) {
	for s.result == nil && s.Phase == PhaseEvents && s.skipped() {
		*ev = append(*ev, Event{Kind: "skip", Side: SideName(s.Phasing), Text: fmt.Sprintf("player turn %d skipped", s.Turn)})
		s.nextPlayerTurn(d, ev)
	}
}

// freeForcedMarch reports whether the phasing side's Forced March costs
// nothing this turn (kind free_forced_march).
func (s *State) freeForcedMarch() bool {
	for _, r := range s.B.Scenario.Special {
		if r.Kind == "free_forced_march" && r.Params["side"] == SideName(s.Phasing) {
			if lo, hi := parseRange(r.Params["turn"]); s.Turn >= lo && s.Turn <= hi {
				return true
			}
		}
	}
	return false
}

// forcedMarchCost is the Morale the phasing side pays to Force March:
// one, none (free_forced_march), or one per army (morale_per_army).
func (s *State) forcedMarchCost() int {
	if s.freeForcedMarch() {
		return 0
	}
	for _, r := range s.B.Scenario.Special {
		if r.Kind == "morale_per_army" && r.Params["action"] == "forced_march" && r.Params["side"] == SideName(s.Phasing) {
			if n := len(strings.Split(r.Params["armies"], ",")); n > 1 {
				return n
			}
		}
	}
	return 1
}

// noTruce reports whether side may not gain Morale from a Truce (13.0)
// because a no_truce rule applies after its Organized Retreat.
func (s *State) noTruce(side int) bool {
	for _, r := range s.B.Scenario.Special {
		if r.Kind == "no_truce" && r.Params["side"] == SideName(side) && strings.Contains(r.Params["after"], "organized retreat") && s.sp.retreat[side] == retreatAuthorized {
			return true
		}
	}
	return false
}

// restExtra adds to a side's night Rest Recovery what a scenario gives
// instead of the standard point: night_rest (a unit of a nationality in a
// hex) and a numeric rest_recovery value for the turn (14.0).
func (s *State) restExtra(side int, md *moraleDelta) {
	b := s.B
	std := b.moralePoints(MoraleNightRest)
	for _, r := range b.Scenario.Special {
		p := r.Params
		switch r.Kind {
		case "night_rest":
			h, err := b.parse(p["hex"])
			n, err2 := strconv.Atoi(p["value"])
			if err != nil || err2 != nil || p["side"] != SideName(side) {
				continue
			}
			if u := s.UnitAt(h); u >= 0 && b.Units[u].Side == side && strings.EqualFold(b.Units[u].Nationality, p["nationality"]) {
				md.add(side, n-std, r.ID)
			}
		case "rest_recovery":
			if p["turn"] != strconv.Itoa(s.Turn) {
				continue
			}
			if n, err := strconv.Atoi(p[SideName(side)]); err == nil && n > 0 {
				md.add(side, n-std, r.ID)
			} else if err != nil && p[SideName(side)] != "" && p[SideName(side)] != "depot" { // "depot": the depot rule's point (special_bailen.go)
				b.note("special rule %q (%s): the %s Rest Recovery %q is not applied by the engine", r.ID, r.Title, SideName(side), p[SideName(side)])
			}
		}
	}
	s.depotRest(side, md) // depot (special_bailen.go)
}

// afterOrder applies the special rules that watch every order:
// morale_on_entry and first_contact_morale. before is the state the order
// was given in.
func (s *State) afterOrder(before *State, o Order, c *checked, ev *[]Event) {
	if s.result != nil {
		return
	}
	b := s.B
	var md moraleDelta
	for i, r := range b.Scenario.Special {
		p := r.Params
		switch r.Kind {
		case "morale_on_entry":
			h, err := b.parse(p["hex"])
			n, err2 := strconv.Atoi(p["value"])
			if err != nil || err2 != nil || i >= 64 || s.sp.entered&(1<<i) != 0 {
				continue
			}
			side := sideIndex(p["side"])
			if s.occupiedBy(h, side) && !before.occupiedBy(h, side) {
				if p["once"] == "true" {
					s.sp.entered |= 1 << i
				}
				md.add(side, n, r.ID)
				*ev = append(*ev, Event{Kind: "special", Side: p["side"], Hex: p["hex"], Text: fmt.Sprintf("%s: %+d Morale (%s)", r.Title, n, r.ID)})
			}
		case "first_contact_morale":
			mv, ok := o.(Move)
			if !ok {
				continue
			}
			lo, hi := parseRange(p["turns"])
			n, err := strconv.Atoi(p["value"])
			u := c.unit
			side := b.Units[u].Side
			if err != nil || s.Turn < lo || s.Turn > hi || s.sp.contact[side] || !strings.Contains(p["sides"], SideName(side)) || b.Units[u].Leader {
				continue
			}
			if s.InEZOC(u) {
				s.sp.contact[side] = true
				md.add(side, n, r.ID)
				*ev = append(*ev, Event{Kind: "special", Side: SideName(side), Unit: mv.Unit, Text: fmt.Sprintf("%s: first unit into an EZOC, %+d Morale (%s)", r.Title, n, r.ID)})
			}
		}
	}
	s.afterArrivalOrder(before, o, &md, ev) // special_arrivals.go
	s.applyMorale(&md, ev)
}

// gardeReculeExempt reports whether a Guard unit is never subject to Le
// Garde Recule (12.3.2) by a guard_exception rule (Talavera 20 12.3, the
// Madrid Garrison).
func (b *Board) gardeReculeExempt(u int) bool {
	for _, r := range b.Scenario.Special {
		if r.Kind == "guard_exception" && r.Params["garde_recule"] == "false" && r.Params["unit"] == b.Units[u].ID {
			return true
		}
	}
	return false
}

// dummyRestricted returns the dummy_restriction rule that forbids unit u
// to receive a Dummy (Arapiles 20 16.1.3, the Spanish unit), if any.
func (b *Board) dummyRestricted(u int) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind == "dummy_restriction" && r.Params["unit"] == b.Units[u].ID {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// hasUnit reports whether the scenario has a unit id (usable before the
// units are built).
func (b *Board) hasUnit(id string) bool {
	for _, u := range b.Scenario.Units {
		if u.ID == id {
			return true
		}
	}
	return false
}

// combatModifier is the sum of the scenario's differential modifiers
// (kind combat_modifier) for a battle: an attack made only by one Corps
// (Bussaco 20 9.8.8, Distracted Masséna) or a Combined Attack beyond the
// free ones of a Combat Phase (Talavera 20 9.2.3, Coordination Problems).
// Neither applies with the optional rule it names in unless_optional.
func (s *State) combatModifier(c *battleCtx) int {
	b := s.B
	mod := 0
	for _, r := range b.Scenario.Special {
		p := r.Params
		n, err := strconv.Atoi(p["differential"])
		if r.Kind != "combat_modifier" || err != nil || len(c.att) == 0 || p["side"] != SideName(c.attSide) ||
			p["unless_optional"] != "" && b.optional[p["unless_optional"]] {
			continue
		}
		switch {
		case p["corps"] != "":
			only := true
			for _, u := range c.att {
				info := &b.Units[u]
				only = only && (info.Formation == p["corps"] || info.Cadre)
			}
			if only {
				mod += n
			}
		case p["free_combined_attacks"] != "":
			free, err := strconv.Atoi(p["free_combined_attacks"])
			if err != nil || c.cc || !b.combined(c.att) {
				continue
			}
			done := 0
			for i := range s.battles {
				if s.battles[i].Resolved && !s.battles[i].Countercharge && b.combined(s.battles[i].Attackers) {
					done++
				}
			}
			if done >= free {
				mod += n
			}
		}
	}
	return mod
}

// combined reports whether British and Spanish units attack together (a
// Talavera 20 Combined Attack, 9.2.3).
func (b *Board) combined(att []int) bool {
	var british, spanish bool
	for _, u := range att {
		british = british || strings.EqualFold(b.Units[u].Nationality, "British")
		spanish = spanish || strings.EqualFold(b.Units[u].Nationality, "Spanish")
	}
	return british && spanish
}
