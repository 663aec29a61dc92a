// Masséna's Apathy (Bussaco 20 16.9.2; kind leader_state): the leader's
// Indisposed and Engaged counters and the roll that swaps them.

package kinds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The leader_state kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_state", Rule: "16.9", Doc: "a leader with two counters (states) that change by die roll",
		Params: []scenario.Param{pUnit, typed("engaged", scenario.UnitParam, "its engaged counter"), typed("indisposed", scenario.UnitParam, "its indisposed counter"),
			scenario.Param{Name: "engage_on", Type: scenario.IntList, Min: 1, Max: 6, Doc: "the die rolls that engage it"}, pHex, typed("home", scenario.HexParam, "its home hex")}})
}

// leaderStateParams are a leader_state rule's parameters.
type leaderStateParams struct {
	Unit       string   `param:"unit"`
	Engaged    string   `param:"engaged"`
	Indisposed string   `param:"indisposed"`
	EngageOn   []string `param:"engage_on"` // the die rolls that engage it
	Hex        string   `param:"hex"`
	Home       string   `param:"home"`
}

// Needs is what the engine needs of a leader_state rule: the leader's
// counter set up in its state, or the counter that replaces it.
func (leaderStateParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the leader's counter set up in its state in hex, Bussaco 20 5.1; or the engaged counter swapped in for the indisposed one on the engage_on rolls, 16.9.2", "unit engaged")
}

// leaderStateNote records a leader_state rule: a leader's starting state
// (Bussaco 20 5.1, Masséna Indisposed) or the exchange of its two counters
// (Bussaco 20 16.9.2, Masséna's Apathy).
func leaderStateNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderStateParams](b, r)
	if p.Engaged == "" {
		var u *scenario.Unit
		for i := range b.Scenario.Units {
			if b.Scenario.Units[i].ID == p.Unit {
				u = &b.Scenario.Units[i]
			}
		}
		if u == nil || u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex != p.Hex || u.Movement == nil || u.CommandSpan == nil {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind leader_state): unit %q is not set up in %s with a Movement Allowance and Command Span; not applied by the engine", r.ID, r.Title, p.Unit, p.Hex)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): applied through the set-up of %s in %s with Command Span %d and Movement Allowance %d; with the optional Leader rule (16.9) it commands only within that span", r.ID, r.Title, p.Unit, p.Hex, *u.CommandSpan, *u.Movement)
		return
	}
	var on []string
	for _, x := range p.EngageOn {
		if n, err := strconv.Atoi(x); err == nil && n >= 1 && n <= 6 {
			on = append(on, strconv.Itoa(n))
		}
	}
	cmd, ok := coordinationRule(b, unitSide(b, p.Indisposed))
	if !hasUnit(b, p.Engaged) || !hasUnit(b, p.Indisposed) || len(on) == 0 || !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind leader_state): counters, engage_on or the side's Corps activation rule not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): with the optional Leader rule (16.9), an unmodified %s on the roll on table %q (rule %q), made at the end of each of the side's Event Phases, replaces %s on the map by %s in the same hex", r.ID, r.Title, strings.Join(on, " or "), rules.RuleParams[commandLimitParams](b, cmd).Table, cmd.ID, p.Indisposed, p.Engaged)
}

// apathyRule returns the scenario's leader_state rule with two counters.
func apathyRule(b *rules.Board) (scenario.Rule, bool) {
	leadersOf(b).apathy.once.Do(func() { leadersOf(b).apathy.r, leadersOf(b).apathy.ok = findApathyRule(b) })
	return leadersOf(b).apathy.r, leadersOf(b).apathy.ok
}

// findApathyRule is apathyRule without the memo.
func findApathyRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "leader_state" {
			continue
		}
		if p := rules.RuleParams[leaderStateParams](b, r); p.Engaged != "" && hasUnit(b, p.Engaged) && hasUnit(b, p.Indisposed) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// engageRoll swaps the Indisposed leader counter for the Engaged one on an
// unmodified Corps activation roll the leader_state rule names (Bussaco 20
// 5.1, 16.9.2, Masséna's Apathy).
func engageRoll(s *rules.State, roll int, ev *[]rules.Event) {
	b := s.B
	r, ok := apathyRule(b)
	if !ok || !b.Optional("16.9") {
		return
	}
	p := rules.RuleParams[leaderStateParams](b, r)
	ind, eng := b.Unit(p.Indisposed), b.Unit(p.Engaged)
	if b.Units[ind].Side != s.Phasing || s.Units[ind].Where != rules.AtMap || s.Units[eng].Where == rules.AtMap {
		return
	}
	hit := false
	for _, x := range p.EngageOn {
		hit = hit || x == strconv.Itoa(roll)
	}
	if !hit {
		return
	}
	h := s.Units[ind].Hex
	s.Remove(ind, rules.AtSetAside)
	s.Units[eng].Where, s.Units[eng].Hex = rules.AtMap, h
	*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: rules.SideName(s.Phasing), Unit: b.Units[eng].ID, Hex: b.Code(h), Roll: roll,
		Text: fmt.Sprintf("unmodified %d: %s replaces %s (%s)", roll, b.Units[eng].ID, b.Units[ind].ID, r.ID)})
}

func init() { rules.BindAtFirstUse(bindApathy) }

// bindApathy binds the hooks of this file's kinds.
func bindApathy() {
	rules.Bind("leader_state", rules.Hooks{Params: newParams[leaderStateParams], Board: leaderStateNote})
}
