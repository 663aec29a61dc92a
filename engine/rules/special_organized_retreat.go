package rules

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { bindAtFirstUse(bindOrganizedRetreatKinds) }

// The Organized Retreat (Bailén 20 6.11; Bussaco 20 and Talavera 20
// 12.8): its Board hook records each rule's note; the core's exits
// (exit.go, exit_memo.go) read the side's rule through retreatRuleSlow and
// its trigger through retreatTrigger, so no core file names the kind.
func bindOrganizedRetreatKinds() {
	bind("organized_retreat", Hooks{Board: (*Board).retreatNotes})
}

// retreatRuleSlow returns the side's Organized Retreat rule (the first in
// file order), if the scenario has one. It reads the scenario's rules
// when asked (exitTable keeps the answer), so a rule added to a built
// Board's scenario is found.
func (b *Board) retreatRuleSlow(side int) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind == "organized_retreat" && r.Params["side"] == SideName(side) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// retreatTrigger is what an Organized Retreat rule waits for before it
// may be authorized.
func (b *Board) retreatTrigger(r scenario.Rule) retreatKind {
	switch {
	case r.Params["trigger_hexes"] != "":
		return retreatByHexes
	case b.marchTrigger(r): // event_reinforcement (special_arrivals.go)
		return retreatByMarch
	case r.Params["trigger"] != "":
		return retreatUnmodelled
	}
	return retreatAtStart
}

// retreatHexes returns the exit hexes of an Organized Retreat rule
// (params "hex" or "locs").
func (b *Board) retreatHexes(r scenario.Rule) []int32 {
	var out []int32
	for _, code := range strings.Split(r.Params["hex"]+","+r.Params["locs"], ",") {
		if h, err := b.parse(strings.TrimSpace(code)); err == nil && strings.TrimSpace(code) != "" {
			out = append(out, h)
		}
	}
	return out
}

// retreatNotes records how the Organized Retreat rules are applied.
func (b *Board) retreatNotes(r scenario.Rule) {
	side := r.Params["side"]
	hexes := b.retreatHexes(r)
	if side != scenario.French && side != scenario.AntiFrench || len(hexes) == 0 || r.Params["phase"] == "" {
		b.ruleNote(r, NotApplied, "special rule %q (%s, kind organized_retreat): side, exit hexes or phase not given; not applied by the engine", r.ID, r.Title)
		return
	}
	var codes []string
	for _, h := range hexes {
		codes = append(codes, b.Code(h))
	}
	how := "once authorized (AuthorizeRetreat order"
	switch {
	case r.Params["trigger_hexes"] != "":
		how += fmt.Sprintf(", at any time while the side's Morale is lower than the enemy's and an enemy unit occupies %s", r.Params["trigger_hexes"])
	case b.marchTrigger(r): // event_reinforcement (special_arrivals.go)
		how += fmt.Sprintf(", at any time from the turn the units of rule %q are first placed on the turn record (%s)", r.Params["trigger_rule"], r.Params["trigger"])
	case r.Params["trigger"] != "":
		how += fmt.Sprintf(", which needs %q: not modelled, so it is never possible", r.Params["trigger"])
	default:
		how += ", at the start of the side's Movement Phase"
	}
	if t := r.Params["from_turn"]; t != "" {
		how += ", from turn " + t
	}
	if c := r.Params["blocked_by_card"]; c != "" {
		how += fmt.Sprintf("; drawing card #%s first prohibits it for good", c)
	}
	how += ")"
	per := "one unit per phase"
	if r.Params["per_hex"] != "" {
		per = "one unit per exit hex"
	}
	n, _ := r.Params.Int("morale_per_unit")
	b.ruleNote(r, PartlyApplied, "special rule %q (%s): %s, at the start of each %s Phase the %s side may take %s off the map from %s (Exit order; not %s) for %+d Morale each%s; its other restrictions are not applied",
		r.ID, r.Title, how, r.Params["phase"], side, per, strings.Join(codes, ", "), r.Params["excluded"], n, maxVictoryNote(r))
}

func maxVictoryNote(r scenario.Rule) string {
	if m := r.Params["max_victory"]; m != "" {
		return "; afterwards the side's best result is a " + m + " victory"
	}
	return ""
}
