// Game Turn 0 and the Night March (Slobozia 20 4.1; kind turn_zero).

package kinds

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The turn_zero kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "turn_zero", Rule: "4.0", Doc: "a Game Turn 0 before the first",
		Params: []scenario.Param{pSide, pTurn, turns("before_turn", "the Game Turn it precedes"), pTable, typed("free_units", scenario.UnitList, "units that move freely"),
			text("label", "its label on the turn track"), text("phases", "its phases"), text("others", "how the other units move"), text("game_turn_marker", "the Game Turn marker")}})
}

// turnZeroParams are a turn_zero rule's parameters.
type turnZeroParams struct {
	Side           string          `param:"side"`
	Turn           *scenario.Range `param:"turn"`
	BeforeTurn     *scenario.Range `param:"before_turn"`
	Table          string          `param:"table"`
	FreeUnits      []string        `param:"free_units"`
	Label          string          `param:"label"`
	Phases         string          `param:"phases"`
	Others         string          `param:"others"`
	GameTurnMarker string          `param:"game_turn_marker"`
}

// Needs is what the engine needs of a turn_zero rule.
func (turnZeroParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the turn (0), the Game Turn it precedes, its side, phases and table", "turn", "before_turn", "side", "phases", "table")
}

// turnZeroRule returns the scenario's usable turn_zero rule, if any.
func turnZeroRule(b *rules.Board) (scenario.Rule, bool) {
	m := arrivalMemo(b)
	return m.turnZero, m.turnZeroOK
}

func findTurnZeroRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "turn_zero" {
			continue
		}
		if p := rules.RuleParams[turnZeroParams](b, r); orEmpty(p.Turn) == "0" && orEmpty(p.BeforeTurn) == strconv.Itoa(b.Scenario.Turns.Start) && p.Phases != "" &&
			strings.HasSuffix(p.Phases, "movement only") && (p.Side == scenario.French || p.Side == scenario.AntiFrench) && table(b, p.Table) != nil {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// turnZero checks a turn_zero rule (Slobozia 20 4.1, Game Turn 0 and the
// Russian Night March).
func turnZero(b *rules.Board, r scenario.Rule) {
	if _, ok := turnZeroRule(b); !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind turn_zero): turn, side, phases or table not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	p := rules.RuleParams[turnZeroParams](b, r)
	free := rules.OrNone(strings.Join(p.FreeUnits, ","))
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the game begins with Game Turn 0, whose only phase is the %s Movement Phase (its Random Events Phase, if not skipped, comes first); at its start one die on table %q gives the number of %s units that move as in a Day turn: the first that many units to move (not counting %s) do, %s move as Day units, the others under the Night rules (14.0); Force March as usual; then Game Turn %s begins",
		r.ID, r.Title, p.Side, p.Table, p.Side, free, free, orEmpty(p.BeforeTurn))
}

// prepareTurnZero starts the game on Game Turn 0 with the turn_zero side
// phasing (Slobozia 20 4.1).
func prepareTurnZero(s *rules.State) {
	if _, ok := turnZeroRule(s.B); ok && s.Turn == s.B.Scenario.Turns.Start {
		s.Turn, s.Phasing = 0, rules.SideIndex(arrivalMemo(s.B).turnZeroP.Side)
		*dayLeftSlot.Mut(s) = -1
	}
}

// rollNightMarch rolls at the start of the Game Turn 0 Movement Phase for
// the number of units that move as in a Day turn.
func rollNightMarch(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, ok := turnZeroRule(s.B)
	if !ok || s.Turn != 0 || dayLeftSlot.Of(s) >= 0 || d == nil {
		return
	}
	p := arrivalMemo(s.B).turnZeroP
	t := table(s.B, p.Table)
	roll := d.Roll()
	n := -1
	for _, row := range t.Rows {
		if lo, hi := rules.ParseRange(row.Roll); roll >= lo && roll <= hi && len(row.Results) > 0 {
			n, _ = strconv.Atoi(strings.TrimSpace(row.Results[0]))
		}
	}
	*dayLeftSlot.Mut(s) = int16(max(n, 0))
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Roll: roll, Text: fmt.Sprintf("%s: %d unit(s) move as in a Day turn (%s)", r.Title, dayLeftSlot.Of(s), r.ID)})
}

// nightMarch reports whether unit u moves under the Night rules on Game
// Turn 0: every unit once the Day moves rolled for are used, except the
// free units.
func nightMarch(s *rules.State, u int) bool {
	if s.Turn != 0 || dayLeftSlot.Of(s) < 0 {
		return false
	}
	_, ok := turnZeroRule(s.B)
	if !ok || slices.Contains(arrivalMemo(s.B).turnZeroP.FreeUnits, s.B.Units[u].ID) {
		return false
	}
	return dayLeftSlot.Of(s) == 0
}

// nightMarchMoved uses one Day move when a unit that is not free moves on
// Game Turn 0.
func nightMarchMoved(s *rules.State, before *rules.State, o rules.Order) {
	mv, ok := o.(rules.Move)
	if !ok || s.Turn != 0 || dayLeftSlot.Of(s) <= 0 {
		return
	}
	_, ok = turnZeroRule(s.B)
	if u := s.B.Unit(mv.Unit); ok && u >= 0 && !slices.Contains(arrivalMemo(s.B).turnZeroP.FreeUnits, mv.Unit) && before.Units[u].Status&rules.StMoved == 0 {
		*dayLeftSlot.Mut(s)--
	}
}

// endTurnZero ends Game Turn 0 after its Movement Phase: the other phases
// and the other side's player turn are skipped (Slobozia 20 4.1). It
// reports whether it did.
func endTurnZero(s *rules.State, ev *[]rules.Event) bool {
	r, ok := turnZeroRule(s.B)
	if !ok || s.Turn != 0 {
		return false
	}
	s.ForcedMarch, s.BattleRolled, s.BattlesDeclared, s.BattleList = false, false, false, nil
	s.NoMove = [2]bool{}
	s.Turn, s.Phasing, s.Phase = s.B.Scenario.Turns.Start, rules.SideIndex(s.B.Scenario.FirstPlayer), rules.PhaseEvents
	*dayLeftSlot.Mut(s) = -1
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: arrivalMemo(s.B).turnZeroP.Side, Text: fmt.Sprintf("%s: Game Turn 0 ends; Game Turn %d begins (%s)", r.Title, s.Turn, r.ID)})
	return true
}

func init() { rules.BindAtFirstUse(bindTurnZeroNightMarch) }

// bindTurnZeroNightMarch binds the hooks of this file's kinds.
func bindTurnZeroNightMarch() {
	rules.Bind("turn_zero", rules.Hooks{Params: newParams[turnZeroParams], Board: turnZero})
	// Game Turn 0 (Slobozia 20 4.1), active only on a board with the rule:
	// its Night March roll comes first of the Movement Phase's arrival rolls.
	rules.BindGame("turn_zero", 30, rules.GameHooks{
		Active: withRule("turn_zero"),
		Phase: rules.PhaseHooks{
			rules.OnGameStart:     func(s *rules.State, _ rules.PhaseStep) bool { prepareTurnZero(s); return false },
			rules.OnOrder:         func(s *rules.State, e rules.PhaseStep) bool { nightMarchMoved(s, e.Before, e.Order); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollNightMarch(s, e.Dice, e.Events); return false },
			rules.OnMovementEnd:   func(s *rules.State, e rules.PhaseStep) bool { return endTurnZero(s, e.Events) },
		},
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			return f.With(rules.MfNight, nightMarch(s, u))
		},
	})
}

// dayLeftSlot holds the Game Turn 0 Day moves left; -1 before the roll or
// after Turn 0 (Slobozia 20 4.1).
var dayLeftSlot = rules.NewStateSlot[int16]()
