// Precarious British Security (Talavera 20 7.8; kind zoc_exception): the
// British No-Sentry Table rolled when a French unit enters a British ZOC.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The zoc_exception kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "zoc_exception", Rule: "6.7", Single: true, Doc: "units whose ZOC may fail by die roll",
		Params: []scenario.Param{pTable, text("applies_to", "the units, in words"), scenario.Param{Name: "stops", Type: scenario.RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC stops movement"},
			scenario.Param{Name: "ends", Type: scenario.RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC ends movement"}}})
}

// zocExceptionParams are a zoc_exception rule's parameters (Talavera 20
// 7.8).
type zocExceptionParams struct {
	Table     string          `param:"table"`
	AppliesTo string          `param:"applies_to"` // the units, in words
	Stops     *scenario.Range `param:"stops"`      // die rolls on which the ZOC stops movement
	Ends      *scenario.Range `param:"ends"`       // die rolls on which the ZOC ends movement
}

// Needs is what the engine needs of a zoc_exception rule.
func (zocExceptionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the units, their table and the rolls on which the ZOC stops or ends movement", "applies_to", "table", "stops", "ends")
}

// precarious is the state of Precarious British Security (Talavera 20
// 7.8).
type precarious struct {
	posted bool  // a roll ended the rule (Sentries Posted)
	unit   int16 // index + 1 of the unit that may continue moving
	left   int8  // its Movement Points left
	key    int32 // the phaseKey of that Movement Phase
}

// precariousSlot holds Precarious British Security's state in play.
var precariousSlot = rules.NewStateSlot[precarious]()

// precariousRule returns the usable zoc_exception rule (7.8).
func precariousRuleOf(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Special["zoc_exception"] {
		if precariousUsable(b, r) {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// precariousUsable reports whether a zoc_exception rule is one the engine
// applies.
func precariousUsable(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[zocExceptionParams](b, r)
	if p.AppliesTo != "British infantry" {
		return false
	}
	found := false
	for _, t := range b.Scenario.Tables {
		found = found || t.ID == p.Table
	}
	var ends, stops scenario.Range
	if p.Ends != nil {
		ends = *p.Ends
	}
	if p.Stops != nil {
		stops = *p.Stops
	}
	elo, ehi := ends.Lo, ends.Hi
	slo, shi := stops.Lo, stops.Hi
	return found && elo >= 1 && ehi >= elo && slo == 1 && shi >= ehi && shi <= 6
}

// precariousLeft reports whether unit u may continue its move after a
// No-Sentry roll, and with how many Movement Points (7.8).
func precariousLeft(s *rules.State, u int) (int, bool) {
	ps := precariousSlot.Of(s)
	if ps.unit != int16(u+1) || ps.key != int32(s.PhaseKey()) {
		return 0, false
	}
	return int(ps.left), true
}

// precariousMove rolls on the British No-Sentry Table when a French
// unit's Move (from the state before) ended in the ZOC of a British
// Infantry unit (7.8).
func precariousMove(s *rules.State, before *rules.State, u int, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	cont, wasCont := precariousLeft(before, u)
	if ps := precariousSlot.Of(s); ps.unit != 0 || ps.left != 0 {
		pm := precariousSlot.Mut(s)
		pm.unit, pm.left = 0, 0 // a continuation ends with the next Move
	}
	info := &b.Units[u]
	if precariousSlot.Of(s).posted || info.Side != rules.French || info.Leader {
		return
	}
	r, ok := precariousRuleOf(b)
	if !ok {
		return
	}
	h := s.Units[u].Hex
	british, other := false, false
	for dd := 0; dd < 6; dd++ {
		n := b.Neighbours[h][dd]
		if n < 0 {
			continue
		}
		for _, e := range [2]int{s.UnitAt(n), s.GarrisonAt(n)} {
			if e < 0 || b.Units[e].Side == rules.French || !s.ZocInto(e, h) {
				continue
			}
			if eu := &b.Units[e]; eu.Infantry && strings.EqualFold(eu.Nationality, "British") {
				british = true
			} else {
				other = true
			}
		}
	}
	if !british {
		return
	}
	roll := d.Roll()
	p := rules.RuleParams[zocExceptionParams](b, r)
	ends, stops := p.Ends.Hi, p.Stops.Hi // usable: both given (precariousUsable)
	text := "the unit need not stop"
	switch {
	case roll <= ends:
		precariousSlot.Mut(s).posted = true
		text = "the unit stops; Sentries Posted, the rule no longer applies"
	case roll <= stops:
		text = "the unit stops"
	default:
		ma := before.MovementAllowance(u)
		if wasCont {
			ma = cont
		}
		cost := -1
		for _, rc := range before.Reachable(u) {
			if rc.Code == b.Code(h) {
				cost = rc.Cost
			}
		}
		light := b.Optional("16.7") && info.Light && info.Infantry
		left := ma - cost
		if cost >= 0 && left > 0 && !other && !(b.Rugged[h] && !light) {
			ps := precariousSlot.Mut(s)
			ps.unit, ps.left, ps.key = int16(u+1), int8(left), int32(s.PhaseKey())
			text += fmt.Sprintf(" and may continue with %d Movement Point(s)", left)
		}
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(rules.French), Unit: info.ID, Hex: b.Code(h), Roll: roll, Text: fmt.Sprintf("%s: %s (%s)", r.Title, text, r.ID)})
}

// zocExceptionNote records how the engine applies a zoc_exception rule (its Board hook).
func zocExceptionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[zocExceptionParams](b, r)
	if !precariousUsable(b, r) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind zoc_exception): applies_to %q, table %q, ends %q or stops %q not usable; not applied by the engine", r.ID, r.Title, p.AppliesTo, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): when a French non-leader unit's Move ends in a hex in the ZOC of a British Infantry unit, it rolls on the %s table: %s it stops and the rule no longer applies; %s it stops; otherwise it need not stop, and if it has Movement Points left (its Movement Allowance less the cost of that Move; the road bonus, 6.6, is not carried over), no other enemy ZOC covers the hex and the hex's terrain does not stop it (6.5), a further Move order for it, given before any other unit moves this phase, may move it on from there with those points (7.8); the roll is made only at the end of a Move order, so a move passes through such a hex only as two orders",
		r.ID, r.Title, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
}

func init() { rules.BindAtFirstUse(bindPrecariousSecurity) }

// bindPrecariousSecurity binds the hooks of this file's kinds.
func bindPrecariousSecurity() {
	rules.Bind("zoc_exception", rules.Hooks{Params: newParams[zocExceptionParams], Board: zocExceptionNote})
	// Precarious British Security keeps state in play: the unit whose
	// Move may go on, and the points it has left (7.8).
	rules.BindGame("zoc_exception", 60, rules.GameHooks{
		Active: withRule("zoc_exception"),
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			if left, ok := precariousLeft(s, u); ok && !f.Has(rules.MfGoesOn) {
				f = f.GoesOn(left)
			}
			return f
		},
		Phase: rules.PhaseHooks{
			rules.OnMoved: func(t *rules.State, e rules.PhaseStep) bool {
				precariousMove(t, e.Before, e.Unit, e.Dice, e.Events)
				return false
			},
		},
	})
}
