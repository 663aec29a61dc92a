// British Caution (Bussaco 20 5.2; kind movement_limit with a table): the
// roll of the number of units that may move each Movement Phase.

package kinds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { rules.BindAtFirstUse(bindCaution) }

// bindCaution binds British Caution's game hooks, active only on a board
// with its rule (found while the board is built, memoCaution): the roll
// before the side's first move (cautionRoll), the limit on each move
// (cautionReached) and its end when the enemy attacks (cautionAttacked),
// at the leader kinds' rank (leaders.go), before them at each point.
func bindCaution() {
	rules.BindGame("caution", 20, rules.GameHooks{
		Active: func(b *rules.Board) bool { _, ok := cautionRule(b); return ok },
		Phase: rules.PhaseHooks{
			rules.OnMove: func(s *rules.State, e rules.PhaseStep) bool { cautionRoll(s, e.Dice, e.Events); return false },
		},
		MayMove: rules.MayMoveHooks{
			rules.MoveSide: func(s *rules.State, side, _ int) error { return rules.MoveLimit(cautionReached(s, side)) },
		},
		Battle: rules.BattleHooks{
			rules.AtLead: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
				cautionAttacked(s, c, ev)
				return false
			},
		},
	})
}

// cautionMemo is British Caution's rule found on a board (cautionRule),
// with its side and until_turn parameters read once (untilErr: until_turn
// is not a number).
type cautionMemo struct {
	r        scenario.Rule
	side     string
	until    int
	untilErr error
}

// cautionBoardSlot holds the board's cautionMemo, made while the board is
// built when it has the rule (memoCaution).
var cautionBoardSlot = rules.NewBoardSlot[cautionMemo]()

// cautionSt is British Caution's state in play: the Game Turn of the roll,
// the units it lets move, and whether the restriction has ended for good.
type cautionSt struct {
	turn  int16
	limit int8
	over  bool
}

var cautionSlot = rules.NewStateSlot[cautionSt]()

// cautionRule returns the scenario's movement_limit rule whose limit is
// rolled on a table each turn (Bussaco 20 5.2, British Caution).
func cautionRule(b *rules.Board) (scenario.Rule, bool) {
	if c := cautionBoardSlot.Of(b); c != nil {
		return c.r, true
	}
	return scenario.Rule{}, false
}

// memoCaution finds British Caution's rule while board b is built, once:
// the movement_limit rules' Board hook calls it.
func memoCaution(b *rules.Board) {
	if cautionBoardSlot.Of(b) != nil {
		return
	}
	r, ok := findCautionRule(b)
	if !ok {
		return
	}
	c := cautionBoardSlot.Build(b)
	p := rules.RuleParams[movementLimitParams](b, r)
	c.r, c.side = r, p.Side
	c.until, c.untilErr = untilTurn(p)
}

// findCautionRule is cautionRule without the memo.
func findCautionRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Special["movement_limit"] {
		if p := rules.RuleParams[movementLimitParams](b, r); p.Table == "" || p.UntilTurn == nil || p.Groups != "" {
			continue
		}
		if _, ok := cautionRows(b, r); ok {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// numberWords reads the unit counts of a movement table's results.
var numberWords = map[string]int{"one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8}

// cautionCount reads a result such as "up to three" or "3".
func cautionCount(res string) (int, bool) {
	for _, w := range strings.Fields(strings.ToLower(res)) {
		if n, ok := numberWords[w]; ok {
			return n, true
		}
		if n, err := strconv.Atoi(w); err == nil {
			return n, true
		}
	}
	return 0, false
}

// cautionRows returns the limit for each die roll 1-6 of the rule's table;
// ok is false unless every roll has a limit of at least one unit.
func cautionRows(b *rules.Board, r scenario.Rule) (lim [7]int, ok bool) {
	for _, t := range b.Scenario.Tables {
		if t.ID != rules.RuleParams[movementLimitParams](b, r).Table {
			continue
		}
		for _, row := range t.Rows {
			lo, hi := rules.ParseRange(row.Roll)
			n, ok := 0, false
			if len(row.Results) > 0 {
				n, ok = cautionCount(row.Results[0])
			}
			for x := max(lo, 1); ok && x <= min(hi, 6); x++ {
				lim[x] = n
			}
		}
	}
	for x := 1; x <= 6; x++ {
		if lim[x] < 1 {
			return lim, false
		}
	}
	return lim, true
}

// cautionNote records a movement_limit rule rolled on a table and reports
// whether it is one (Bussaco 20 5.2).
func cautionNote(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[movementLimitParams](b, r)
	if p.Table == "" || p.UntilTurn == nil {
		return false
	}
	until, err := untilTurn(p)
	lim, ok := cautionRows(b, r)
	var ends []string
	for _, e := range p.EndsOn {
		switch e {
		case "french_attack", "anti-french_attack":
			ends = append(ends, "when the enemy resolves a battle as the attacker (a Countercharge does not count)")
		case "french_crosses_steep_slope":
			steep := false
			for _, h := range b.Scenario.Map.Hexsides {
				for _, f := range h.Features {
					steep = steep || f == "steep_slope"
				}
			}
			if steep {
				ok = false // the engine does not know the hexsides a Move crosses
			}
			ends = append(ends, "when a French unit crosses a Steep Slope hexside, which cannot occur as the map traces no Steep Slope hexside")
		case "":
		default:
			ok = false
		}
	}
	if !ok || err != nil || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_limit): table %q, ends_on %q or until_turn not usable; not applied by the engine", r.ID, r.Title, p.Table, strings.Join(p.EndsOn, ","))
		return true
	}
	var rows []string
	for x := 1; x <= 6; x++ {
		rows = append(rows, fmt.Sprintf("%d: %d", x, lim[x]))
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): before Game Turn %d, when the %s side first moves a unit in its Movement Phase it rolls on table %q for the most units that may move that phase (%s); the restriction ends for good %s", r.ID, r.Title, until, p.Side, p.Table, strings.Join(rows, ", "), strings.Join(ends, ", or "))
	return true
}

// cautionActive reports whether the rolled movement limit binds side now.
func cautionActive(s *rules.State, side int) (scenario.Rule, bool) {
	c := cautionBoardSlot.Of(s.B) // the rule, its side and until_turn
	if c == nil {
		return scenario.Rule{}, false
	}
	if cautionSlot.Of(s).over || c.side != rules.SideName(side) || s.Phase != rules.PhaseMovement {
		return c.r, false
	}
	return c.r, c.untilErr == nil && s.Turn < c.until
}

// cautionRoll rolls the limit before the side's first move of the phase.
func cautionRoll(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, ok := cautionActive(s, s.Phasing)
	if !ok || int(cautionSlot.Of(s).turn) == s.Turn {
		return
	}
	lim, _ := cautionRows(s.B, r)
	roll := d.Roll()
	cautionSlot.Mut(s).turn, cautionSlot.Mut(s).limit = int16(s.Turn), int8(lim[roll])
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: cautionBoardSlot.Of(s.B).side, Roll: roll, Text: fmt.Sprintf("at most %d units may move this turn (%s)", lim[roll], r.ID)})
}

// cautionAttacked ends the rolled movement limit for good when the enemy
// attacks (Bussaco 20 5.2; the AtLead hook).
func cautionAttacked(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) {
	if !c.Countercharge && !cautionSlot.Of(s).over {
		if m := cautionBoardSlot.Of(s.B); m != nil && m.side != rules.SideName(c.AttSide) {
			r := m.r
			cautionSlot.Mut(s).over = true
			*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: m.side, Text: fmt.Sprintf("%s ends: the enemy attacks (%s)", r.Title, r.ID)})
		}
	}
}

// cautionReached reports whether side has moved as many units as its
// rolled limit allows this turn.
func cautionReached(s *rules.State, side int) string {
	if int(cautionSlot.Of(s).turn) != s.Turn { // no roll this turn: asked of every move
		return ""
	}
	r, ok := cautionActive(s, side)
	if !ok {
		return ""
	}
	n := 0
	for _, u := range s.B.SideUnits[side] {
		if s.Units[u].Status&rules.StMoved != 0 {
			n++
		}
	}
	if n >= int(cautionSlot.Of(s).limit) {
		return rules.RuleOf(r)
	}
	return ""
}
