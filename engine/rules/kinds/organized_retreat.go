// The Organized Retreat (12.8; Bailén 20 6.11; Bussaco 20; Talavera 20;
// kind organized_retreat): its exits, its trigger and its notes.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The organized_retreat kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "organized_retreat", Rule: "12.8", Doc: "a side may leave the map by an Organized Retreat",
		Params: []scenario.Param{req(pSide), pHex, typed("locs", scenario.HexList, "the LOC hexes the units leave by"), turns("from_turn", "the first Game Turn it may be authorized"),
			enum("phase", "movement combat", "the phase units leave in"), integer("morale_per_unit", 0, 10, "Morale gained per unit that leaves"), integer("per_hex", 0, 99, "units per hex"),
			enums("excluded", unitTypes, "unit types that do not count"), enum("max_victory", levels, "the best victory level the other side can then win"),
			typed("blocked_by_card", scenario.CardParam, "the event card that blocks it"), text("trigger", "the event that authorizes it"),
			typed("trigger_hexes", scenario.HexList, "hexes whose capture authorizes it"), typed("trigger_rule", scenario.RuleParam, "the special rule whose event authorizes it")}})
}

func init() { rules.BindAtFirstUse(bindOrganizedRetreatKinds) }

// The Organized Retreat (Bailén 20 6.11; Bussaco 20 and Talavera 20
// 12.8): its Board hook records each rule's note; the core's exits
// (exit.go, exit_memo.go) read the side's rule, and what they need of it
// (retreatExit), through its RetreatRule game hook, so no core file names
// the kind.
func bindOrganizedRetreatKinds() {
	rules.Bind("organized_retreat", rules.Hooks{Params: newParams[retreatParams], Board: retreatNotes})
	rules.BindGame("organized_retreat", 0, rules.GameHooks{Active: withRule("organized_retreat"), RetreatRule: retreatRuleSlow})
}

// retreatParams are an organized_retreat rule's parameters (12.8).
type retreatParams struct {
	Side          string          `param:"side"`
	Hex           string          `param:"hex"`
	Locs          []string        `param:"locs"` // the LOC hexes the units leave by
	FromTurn      *scenario.Range `param:"from_turn"`
	Phase         string          `param:"phase"`
	MoralePerUnit *int            `param:"morale_per_unit"`
	PerHex        *int            `param:"per_hex"`
	Excluded      []string        `param:"excluded"`
	MaxVictory    string          `param:"max_victory"`
	BlockedByCard string          `param:"blocked_by_card"`
	Trigger       string          `param:"trigger"`
	TriggerHexes  []string        `param:"trigger_hexes"`
	TriggerRule   string          `param:"trigger_rule"`
}

// retreatRuleSlow returns the side's Organized Retreat rule (the first in
// file order), if the scenario has one, and what the exits read of it. It
// reads the scenario's rules when asked (exitTable keeps the answer), so a
// rule added to a built Board's scenario is found.
func retreatRuleSlow(b *rules.Board, side int) (scenario.Rule, rules.RetreatExit, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "organized_retreat" {
			continue
		}
		if p := rules.RuleParams[retreatParams](b, r); p.Side == rules.SideName(side) {
			return r, retreatExit(b, r, p), true
		}
	}
	return scenario.Rule{}, rules.RetreatExit{}, false
}

// retreatExit is what the exits read of Organized Retreat rule r.
func retreatExit(b *rules.Board, r scenario.Rule, p *retreatParams) rules.RetreatExit {
	x := rules.RetreatExit{Kind: retreatTrigger(b, r, p), Hexes: retreatHexes(b, p), Excluded: p.Excluded, Phase: p.Phase,
		PerHex: p.PerHex != nil, BlockedByCard: p.BlockedByCard, MaxVictory: p.MaxVictory,
		TriggerHexes: strings.Join(p.TriggerHexes, ","), TriggerText: p.Trigger}
	if p.FromTurn != nil {
		x.FromTurn, x.HasFrom = p.FromTurn.Lo, true
	}
	if p.MoralePerUnit != nil {
		x.Morale = *p.MoralePerUnit
	}
	if x.Kind == rules.RetreatByMarch {
		x.Marched = func(s *rules.State) bool { return soultSlot.Of(s).recordOn != 0 } // soults_march.go
	}
	if x.Kind == rules.RetreatByHexes {
		for _, code := range p.TriggerHexes {
			if h, err := b.Parse(code); err == nil {
				x.Trigger = append(x.Trigger, h)
			}
		}
	}
	return x
}

// retreatTrigger is what an Organized Retreat rule waits for before it
// may be authorized.
func retreatTrigger(b *rules.Board, r scenario.Rule, p *retreatParams) rules.RetreatKind {
	switch {
	case len(p.TriggerHexes) > 0:
		return rules.RetreatByHexes
	case marchTrigger(b, p.TriggerRule): // event_reinforcement (soults_march.go)
		return rules.RetreatByMarch
	case p.Trigger != "":
		return rules.RetreatUnmodelled
	}
	return rules.RetreatAtStart
}

// retreatHexes returns the exit hexes of an Organized Retreat rule
// (params "hex" or "locs").
func retreatHexes(b *rules.Board, p *retreatParams) []int32 {
	var out []int32
	for _, code := range append([]string{p.Hex}, p.Locs...) {
		if h, err := b.Parse(code); err == nil && code != "" {
			out = append(out, h)
		}
	}
	return out
}

// retreatNotes records how the Organized Retreat rules are applied.
func retreatNotes(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[retreatParams](b, r)
	side := p.Side
	hexes := retreatHexes(b, p)
	if side != scenario.French && side != scenario.AntiFrench || len(hexes) == 0 || p.Phase == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind organized_retreat): side, exit hexes or phase not given; not applied by the engine", r.ID, r.Title)
		return
	}
	var codes []string
	for _, h := range hexes {
		codes = append(codes, b.Code(h))
	}
	how := "once authorized (AuthorizeRetreat order"
	switch {
	case len(p.TriggerHexes) > 0:
		how += fmt.Sprintf(", at any time while the side's Morale is lower than the enemy's and an enemy unit occupies %s", strings.Join(p.TriggerHexes, ","))
	case marchTrigger(b, p.TriggerRule): // event_reinforcement (soults_march.go)
		how += fmt.Sprintf(", at any time from the turn the units of rule %q are first placed on the turn record (%s)", p.TriggerRule, p.Trigger)
	case p.Trigger != "":
		how += fmt.Sprintf(", which needs %q: not modelled, so it is never possible", p.Trigger)
	default:
		how += ", at the start of the side's Movement Phase"
	}
	if p.FromTurn != nil {
		how += ", from turn " + p.FromTurn.String()
	}
	if c := p.BlockedByCard; c != "" {
		how += fmt.Sprintf("; drawing card #%s first prohibits it for good", c)
	}
	how += ")"
	per := "one unit per phase"
	if p.PerHex != nil {
		per = "one unit per exit hex"
	}
	n := 0
	if p.MoralePerUnit != nil {
		n = *p.MoralePerUnit
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s, at the start of each %s Phase the %s side may take %s off the map from %s (Exit order; not %s) for %+d Morale each%s; its other restrictions are not applied",
		r.ID, r.Title, how, p.Phase, side, per, strings.Join(codes, ", "), strings.Join(p.Excluded, ","), n, maxVictoryNote(p))
}

func maxVictoryNote(p *retreatParams) string {
	if m := p.MaxVictory; m != "" {
		return "; afterwards the side's best result is a " + m + " victory"
	}
	return ""
}

// Needs is what the engine needs of a organized_retreat rule.
func (retreatParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the hexes the units leave by and the phase they leave in", "hex locs", "phase")
}
