// Night Rest Recovery (14.0; Talavera 20 14.0; kinds night_rest and
// rest_recovery).

package kinds

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The rest_recovery kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rest_recovery", Rule: "14.0", Doc: "a side's night Rest Recovery on a turn",
		Params: []scenario.Param{req(pTurn)},
		Keys:   &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.Text, Doc: "the side's Rest Recovery: a number of Morale Points, or a word (depot)"}})
}

// The night_rest kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "night_rest", Rule: "14.0", Doc: "a side's night Rest Recovery while a unit holds a hex",
		Params: []scenario.Param{req(pSide), pMorale, typed("nationality", scenario.Nationality, "the nationality that must hold the hex"), req(pHex)}})
}

// nightRestParams are a night_rest rule's parameters (14.0).
type nightRestParams struct {
	Side        string `param:"side"`
	Value       *int   `param:"value"`
	Nationality string `param:"nationality"`
	Hex         string `param:"hex"`
}

// restRecoveryParams are a rest_recovery rule's parameters (14.0): the
// turn, and each side's Rest Recovery by side name.
type restRecoveryParams struct {
	Turn  *scenario.Range   `param:"turn"`
	Sides map[string]string `param:"*"` // a number of Morale Points, or a word (depot)
}

// on reports whether the rule names Game Turn turn.
func (p *restRecoveryParams) on(turn int) bool {
	return p.Turn != nil && p.Turn.Lo == p.Turn.Hi && p.Turn.Lo == turn
}

// nightRest gives side's night Rest Recovery (14.0) as a night_rest rule
// says when a unit of its nationality occupies its hex (Talavera 20 14.0).
func nightRest(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta) {
	b := s.B
	p := rules.AsParams[nightRestParams](x)
	h, err := b.Parse(p.Hex)
	if err != nil || p.Value == nil || p.Side != rules.SideName(side) {
		return
	}
	if u := s.UnitAt(h); u >= 0 && b.Units[u].Side == side && strings.EqualFold(b.Units[u].Nationality, p.Nationality) {
		md.Add(side, *p.Value-b.MoralePoints(rules.MoraleNightRest), r.ID)
	}
}

// restRecovery gives side's night Rest Recovery (14.0) of the turn a
// rest_recovery rule names; "depot" is the depot rule's point
// (depotRest).
func restRecovery(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta) {
	b := s.B
	p := rules.AsParams[restRecoveryParams](x)
	if !p.on(s.Turn) {
		return
	}
	v := p.Sides[rules.SideName(side)]
	if n, err := strconv.Atoi(v); err == nil && n > 0 {
		md.Add(side, n-b.MoralePoints(rules.MoraleNightRest), r.ID)
	} else if err != nil && v != "" && v != "depot" {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the %s Rest Recovery %q is not applied by the engine", r.ID, r.Title, rules.SideName(side), v)
	}
}

// noRestRecovery reports whether a rest_recovery rule gives side no
// Morale recovery this night (a value of 0 for its turn, 14.0).
func noRestRecovery(s *rules.State, r scenario.Rule, x any, side int, ev *[]rules.Event) bool {
	if p := rules.AsParams[restRecoveryParams](x); p.on(s.Turn) && p.Sides[rules.SideName(side)] == "0" {
		*ev = append(*ev, rules.Event{Kind: rules.EvRest, Side: rules.SideName(side), Text: "no Morale recovery this night (" + r.ID + ")"})
		return true
	}
	return false
}

// nightRestNote records how the engine applies a night_rest rule (its Board hook).
func nightRestNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[nightRestParams](b, r)
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s side's night Rest Recovery (14.0) is %s Morale when a %s unit occupies %s", r.ID, r.Title, p.Side, intOrEmpty(p.Value), p.Nationality, p.Hex)
}

// ruleRest is the Game hook of a rule whose f adds to a side's night Rest
// Recovery (14.0) what the rule gives instead of the standard point.
func ruleRest(f func(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta)) func(*rules.Board, scenario.Rule, any) rules.GameHooks {
	return func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnRest: func(s *rules.State, e rules.PhaseStep) bool {
			f(s, r, x, e.Side, e.MoraleDelta)
			return false
		}}}
	}
}

func init() { rules.BindAtFirstUse(bindRestRecovery) }

// bindRestRecovery binds the hooks of this file's kinds.
func bindRestRecovery() {
	rules.Bind("night_rest", rules.Hooks{Params: newParams[nightRestParams], Board: nightRestNote, Game: ruleRest(nightRest)})
	rules.Bind("rest_recovery", rules.Hooks{Params: newParams[restRecoveryParams], Game: ruleRest(restRecovery)})
	// A rest_recovery rule's night without Rest Recovery is asked after
	// the Night Attack's (rank 60), whose event comes first in the log.
	rules.BindGame("rest_recovery", 90, rules.GameHooks{
		Active: withRule("rest_recovery"),
		NoRest: func(s *rules.State, side int, ev *[]rules.Event) bool {
			none := false
			for hk := range s.B.Hooked {
				if br := &s.B.Hooked[hk]; br.Rule.Kind == "rest_recovery" && noRestRecovery(s, br.Rule, br.Params, side, ev) {
					none = true
				}
			}
			return none
		},
	})
}
