// Command Coordination (Bussaco 20 and Talavera 20 5.1; kind command_limit
// in its Corps activation form): the note and the roll a leader_state rule
// reads. The Corps activation itself is in corps_activation.go.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// coordinationRule returns side's command_limit rule in its Corps
// activation form (param corps) with a table (Bussaco 20 5.1).
func coordinationRule(b *rules.Board, side string) (scenario.Rule, bool) {
	leadersOf(b).coord.once.Do(func() {
		for sd := range leadersOf(b).coord.r {
			leadersOf(b).coord.r[sd], leadersOf(b).coord.ok[sd] = findCoordinationRule(b, rules.SideName(sd))
		}
	})
	for sd := range leadersOf(b).coord.r {
		if side == rules.SideName(sd) {
			return leadersOf(b).coord.r[sd], leadersOf(b).coord.ok[sd]
		}
	}
	return findCoordinationRule(b, side)
}

// findCoordinationRule is coordinationRule without the memo.
func findCoordinationRule(b *rules.Board, side string) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "command_limit" {
			continue
		}
		if p := rules.RuleParams[commandLimitParams](b, r); p.Corps != "" && p.Side == side && p.Table != "" {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// corpsNote records a command_limit rule in its Corps activation form
// (Bussaco 20 and Talavera 20 5.1) and reports whether it is one. Corps
// activation needs the Corps of every unit, which the scenarios do not all
// give, so it is not applied; the roll is still made where a leader_state
// rule reads it (coordinationRoll).
func corpsNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[commandLimitParams](b, r)
	if p.Corps == "" {
		return false
	}
	var unknown []string
	for _, u := range b.Scenario.Units {
		if u.Side == p.Side && u.Formation == "" && u.Type != scenario.TypeLeader && u.Type != scenario.TypeDummy && u.Type != scenario.TypeCadre {
			unknown = append(unknown, u.ID)
		}
	}
	text := fmt.Sprintf("special rule %q (%s): Corps activation (%s) is not applied by the engine: every %s unit moves as if Active", r.ID, r.Title, p.Corps, p.Side)
	if len(unknown) > 0 {
		text += fmt.Sprintf(" (the scenario gives no Corps for %s)", strings.Join(unknown, ", "))
	}
	st := rules.NotApplied
	if _, ok := apathyRule(b); ok && p.Table != "" {
		text += fmt.Sprintf("; the roll on table %q is made at the end of each %s Event Phase for its leader result only", p.Table, p.Side)
		st = rules.PartlyApplied
	}
	b.RuleNote(r, st, "%s", text)
	return true
}

// coordinationRoll makes the Corps activation roll at the end of the
// phasing side's Event Phase when a leader_state rule reads it, unless an
// event skipped it this turn (Bussaco 20 5.1).
func coordinationRoll(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	if leadersOf(b).coord.activation.ID != "" {
		if s.Phasing == leadersOf(b).coord.activationSide && int(leaderSlot.Of(s).noRoll) != s.Turn {
			corpsRoll(s, d, ev) // corps_activation.go
		}
		return
	}
	r, ok := coordinationRule(b, rules.SideName(s.Phasing))
	if _, apathy := apathyRule(b); !ok || !apathy || int(leaderSlot.Of(s).noRoll) == s.Turn {
		return
	}
	roll := d.Roll()
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(s.Phasing), Roll: roll, Text: fmt.Sprintf("%s roll (Corps activation not applied by the engine, %s)", r.Title, r.ID)})
	engageRoll(s, roll, ev)
}

func init() { rules.BindAtFirstUse(bindCommandCoordination) }

// bindCommandCoordination binds the roll at the end of the Random Events
// Phase, active only on a board with a command_limit rule: the Corps
// activation's (corps_activation.go), or the roll a leader_state rule reads
// (apathy.go).
func bindCommandCoordination() {
	rules.BindGame("command_coordination", 20, rules.GameHooks{
		Active: withRule("command_limit"),
		Phase: rules.PhaseHooks{
			rules.OnEventsEnd: func(s *rules.State, e rules.PhaseStep) bool { coordinationRoll(s, e.Dice, e.Events); return false },
		},
	})
}
