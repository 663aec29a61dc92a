// Leaders lost and replaced (16.9.6, 16.9.7; Arapiles 20 16.9.6, Slobozia 20
// 16.9.8, Talavera 20 16.10.3; kinds leader_elimination, leader_wounded and
// leader_arrival).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The leader_wounded kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_wounded", Rule: "16.9", Doc: "a leader wounded by a table roll and replaced",
		Params: []scenario.Param{req(pUnit), pTable, typed("replacement", scenario.UnitParam, "the replacing leader"), typed("hex_of", scenario.UnitParam, "the unit whose hex the replacement appears in"),
			integer("delay", 0, 99, "Game Turns before the replacement arrives")}})
}

// The leader_elimination kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_elimination", Rule: "16.9.5", Doc: "a leader eliminated on some results",
		Params: []scenario.Param{req(pUnit), enums("on", "broken routed", "the results that eliminate it")}})
}

// The leader_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_arrival", Rule: "16.9", Doc: "a leader that enters play with a unit on a turn",
		Params: []scenario.Param{req(pUnit), pTurn, typed("hex_of", scenario.UnitParam, "the unit whose hex it appears in")}})
}

// leaderBreakWhere is where a Broken leader goes: permanently eliminated
// under leader_elimination "broken" (Slobozia 20 16.9.8, Cowardice) or
// leader_wounded (Arapiles 20 16.9.6: a Dispersed Marmont is wounded).
func leaderBreakWhere(s *rules.State, u int, where uint8) uint8 {
	b := s.B
	if !leadersOf(b).leaderRules.any || !b.Optional("16.9") {
		return where
	}
	lr := &leadersOf(b).leaderRules.rules[u]
	if lr.fateMax > 0 {
		replaceLeader(s, u)
		return rules.AtEliminated
	}
	if lr.elimBroken {
		return rules.AtEliminated
	}
	return where
}

// replaceLeader schedules the arrival of eliminated leader u's replacement
// (Arapiles 20 16.9.6: two Game Turns ahead on the Game Turn Record).
func replaceLeader(s *rules.State, u int) {
	if lr := &leadersOf(s.B).leaderRules.rules[u]; lr.replacement >= 0 && leaderSlot.Of(s).arrive == 0 {
		leaderSlot.Mut(s).arrive = int16(s.Turn + lr.delay)
	}
}

// leaderArrivals places, at the start of the phasing side's Movement
// Phase, the leaders that arrive this Game Turn (kinds leader_arrival and
// leader_wounded): in the hex of the unit they join if it is on the map,
// otherwise Broken, so that 16.9.7 rallies them at once as usual.
func leaderArrivals(s *rules.State, ev *[]rules.Event) {
	b := s.B
	if !leadersOf(b).leaderRules.any || !b.Optional("16.9") {
		return
	}
	for _, l := range b.Leaders { // in index order, as leadersOf(b).ld.rules
		if b.Units[l].Side != s.Phasing || s.Units[l].Where != rules.AtSetAside {
			continue
		}
		lr := &leadersOf(b).leaderRules.rules[l]
		due := lr.arriveTurn > 0 && s.Turn >= lr.arriveTurn
		for k := range leadersOf(b).leaderRules.rules {
			due = due || leadersOf(b).leaderRules.rules[k].replacement == l && leaderSlot.Of(s).arrive > 0 && s.Turn >= int(leaderSlot.Of(s).arrive)
		}
		if !due {
			continue
		}
		if j := lr.hexOf; j >= 0 && s.Units[j].Where == rules.AtMap {
			s.Units[l].Where, s.Units[l].Hex = rules.AtMap, s.Units[j].Hex
			*ev = append(*ev, rules.Event{Kind: rules.EvArrive, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Hex: b.Code(s.Units[j].Hex), Text: "leader arrives with " + b.Units[j].ID + " (scenario rule)"})
			continue
		}
		s.Units[l].Where = rules.AtBroken // rallied below as a normally Rallied Leader (16.9.7)
		*ev = append(*ev, rules.Event{Kind: rules.EvArrive, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Text: "leader arrives as a Rallied Leader (16.9.7, scenario rule)"})
	}
}

// napoleonTable records that Broken leader u, last in hex h, is subject to
// the Breaking Napoleon Table (Talavera 20 16.10.3; not when stacked with
// its partner, 16.10.5). No rulebook prints the table (16.9.6), so no
// result is applied.
func napoleonTable(s *rules.State, u int, h int32, ev *[]rules.Event) {
	if !leadersOf(s.B).leaderRules.any {
		return
	}
	lr := &leadersOf(s.B).leaderRules.rules[u]
	if !lr.napoleon || lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == h {
		return
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvNapoleon, Unit: s.B.Units[u].ID, Text: "subject to the Breaking Napoleon Table, which is not given (16.9.6, 16.10.3): no effect applied"})
}

// retreatLoss permanently removes leader l if it has to Retreat (Talavera
// 20 16.10.1, Cuesta), Routs (Slobozia 20 16.9.8, Cowardice), or has to
// Retreat and rolls low on its fate table (Arapiles 20 16.9.6, Marmont).
func retreatLoss(s *rules.State, l int, rout bool, d rules.Dice, ev *[]rules.Event) bool {
	b := s.B
	if !leadersOf(b).leaderRules.any || !b.Optional("16.9") || s.Units[l].Where != rules.AtMap {
		return false
	}
	lr := &leadersOf(b).leaderRules.rules[l]
	why := "has to Retreat"
	switch {
	case lr.elimRetreat:
	case rout && lr.elimRouted:
		why = "Routs"
	case lr.fateMax > 0:
		r := d.Roll()
		if r > lr.fateMax {
			*ev = append(*ev, rules.Event{Kind: rules.EvFate, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Roll: r, Text: "no effect, retreats normally (" + lr.fateID + ")"})
			return false
		}
		why = fmt.Sprintf("rolls %d on the fate table (%s)", r, lr.fateID)
		replaceLeader(s, l)
	default:
		return false
	}
	h := s.Units[l].Hex
	s.Remove(l, rules.AtEliminated)
	*ev = append(*ev, rules.Event{Kind: rules.EvEliminated, Side: rules.SideName(b.Units[l].Side), Unit: b.Units[l].ID, Hex: b.Code(h), Text: "leader " + why + ": permanently removed (scenario rule)"})
	return true
}

// leaderEliminationParams are a leader_elimination rule's parameters.
type leaderEliminationParams struct {
	Unit string   `param:"unit"`
	On   []string `param:"on"` // broken, routed
}

// leaderWoundedParams are a leader_wounded rule's parameters.
type leaderWoundedParams struct {
	Unit        string `param:"unit"`
	Table       string `param:"table"`
	Replacement string `param:"replacement"`
	HexOf       string `param:"hex_of"`
	Delay       *int   `param:"delay"` // Game Turns before the replacement arrives
}

// Needs is what the engine needs of a leader_wounded rule.
func (leaderWoundedParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the table rolled, the leader that replaces the wounded one and when", "table", "replacement", "delay")
}

// leaderArrivalParams are a leader_arrival rule's parameters.
type leaderArrivalParams struct {
	Unit  string          `param:"unit"`
	Turn  *scenario.Range `param:"turn"` // one Game Turn
	HexOf string          `param:"hex_of"`
}

// turn is the leader's Game Turn of arrival, when one is given.
func (p *leaderArrivalParams) turn() (int, bool) {
	if p.Turn == nil || p.Turn.Lo != p.Turn.Hi {
		return 0, false
	}
	return p.Turn.Lo, true
}

// Needs is what the engine needs of a leader_arrival rule.
func (leaderArrivalParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Game Turn the leader arrives", "turn")
}

// leaderElimination reads a leader_elimination rule into the leaders'
// rules that get returns (buildLeaderRules): the results that eliminate
// the leader permanently (Slobozia 20 16.9.8).
func leaderElimination(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[leaderEliminationParams](b, r)
	if lr := get(p.Unit); lr != nil {
		for _, on := range p.On {
			lr.elimBroken = lr.elimBroken || on == "broken"
			lr.elimRouted = lr.elimRouted || on == "routed"
		}
	}
}

// leaderWounded reads a leader_wounded rule into the leaders' rules that
// get returns (buildLeaderRules): the roll that eliminates the leader on
// Retreat, and its replacement (Arapiles 20 16.9.6).
func leaderWounded(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[leaderWoundedParams](b, r)
	hi, ok := rowMax(b, p.Table, "eliminated")
	lr, rep := get(p.Unit), get(p.Replacement)
	if !ok || p.Delay == nil || *p.Delay < 0 || lr == nil || rep == nil {
		return
	}
	lr.fateMax, lr.fateID, lr.replacement, lr.delay = hi, r.ID, b.Unit(p.Replacement), *p.Delay
	rep.hexOf = b.Unit(p.HexOf)
}

// leaderArrival reads a leader_arrival rule into the leaders' rules that
// get returns (buildLeaderRules): the Game Turn the leader arrives and the
// unit whose hex it arrives in (Arapiles 20 16.9.6).
func leaderArrival(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[leaderArrivalParams](b, r)
	turn, ok := p.turn()
	if lr := get(p.Unit); lr != nil && ok && turn > 0 {
		lr.arriveTurn, lr.hexOf = turn, b.Unit(p.HexOf)
	}
}

// leaderWoundedNote records how the engine applies a leader_wounded rule (its Board hook).
func leaderWoundedNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderWoundedParams](b, r)
	hi, ok := rowMax(b, p.Table, "eliminated")
	switch {
	case !hasUnit(b, p.Unit) || !hasUnit(b, p.Replacement):
		notApplied(b, r, fmt.Sprintf("unit %q or replacement %q not in the scenario", p.Unit, p.Replacement))
	case !ok:
		notApplied(b, r, fmt.Sprintf("table %q with an \"eliminated\" row not in the scenario", p.Table))
	case p.Delay == nil || *p.Delay < 0:
		notApplied(b, r, fmt.Sprintf("delay %q not a number of Game Turns", intOrEmpty(p.Delay)))
	default:
		delay := *p.Delay
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s is permanently eliminated when it would be Broken (Disperses); when it has to Retreat (with the unit it is stacked with, or alone in an EZOC, 16.9.3) a die is rolled on table %q: %d or less, permanently eliminated (no Morale change); once it is eliminated %s arrives at the start of its side's Movement Phase %d Game Turns later, %s", r.ID, r.Title, withLeaderRule, p.Unit, p.Table, hi, p.Replacement, delay, rallyPlace(b, p.HexOf))
	}
}

// leaderArrivalNote records how the engine applies a leader_arrival rule (its Board hook).
func leaderArrivalNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderArrivalParams](b, r)
	turn, ok := p.turn()
	if !hasUnit(b, p.Unit) || !ok || turn < 1 {
		notApplied(b, r, fmt.Sprintf("unit %q or turn %q not usable", p.Unit, orEmpty(p.Turn)))
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s arrives at the start of its side's Movement Phase on Game Turn %d, %s", r.ID, r.Title, withLeaderRule, p.Unit, turn, rallyPlace(b, p.HexOf))
}

// leaderEliminationNote records how the engine applies a leader_elimination rule (its Board hook).
func leaderEliminationNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderEliminationParams](b, r)
	if _, miss := leaderUnits(b, []string{p.Unit}); miss != "" || p.Unit == "" {
		notApplied(b, r, fmt.Sprintf("unit %q not in the scenario", p.Unit))
		return
	}
	var when []string
	for _, on := range p.On {
		switch on {
		case "broken":
			when = append(when, "would be Broken (it is eliminated instead)")
		case "routed":
			when = append(when, "Routs with the unit it accompanies (9.6.2, 16.9.5)")
		default:
			notApplied(b, r, fmt.Sprintf("condition %q unknown", on))
			return
		}
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s is permanently eliminated when it %s", r.ID, r.Title, withLeaderRule, p.Unit, strings.Join(when, " or when it "))
}

// rallyPlace says where a Leader returns: in the hex of unit id if it is
// on the map, else as a normally Rallied Leader (16.9.7).
func rallyPlace(b *rules.Board, id string) string {
	if id == "" || !hasUnit(b, id) {
		return "as a normally Rallied Leader (16.9.7)"
	}
	return fmt.Sprintf("in the hex of %s if it is on the map, otherwise as a normally Rallied Leader (16.9.7: on an empty own LOC hex free of enemy units, or later)", id)
}

func init() { rules.BindAtFirstUse(bindLeaderCasualties) }

// bindLeaderCasualties binds the hooks of this file's kinds.
func bindLeaderCasualties() {
	rules.Bind("leader_elimination", rules.Hooks{Params: newParams[leaderEliminationParams], Board: leaderEliminationNote})
	rules.Bind("leader_wounded", rules.Hooks{Params: newParams[leaderWoundedParams], Board: leaderWoundedNote})
	rules.Bind("leader_arrival", rules.Hooks{Params: newParams[leaderArrivalParams], Board: leaderArrivalNote})
}
