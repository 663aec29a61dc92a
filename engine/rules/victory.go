package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// levelRank orders victory levels so that the higher level is checked
// first (15.0: decisive before major before marginal).
func levelRank(level string) int {
	switch strings.ToLower(level) {
	case "decisive":
		return 0
	case "major":
		return 1
	case "marginal", "minimal", "minor", "win":
		return 2
	}
	return 3
}

// victoryWhen returns when a condition is checked: as written, else
// immediately for morale_zero and unit_exit and at the end of the game for
// morale_higher.
func victoryWhen(v *scenario.Victory) string {
	if v.When != "" {
		return v.When
	}
	if v.Kind == scenario.VictoryMoraleHigher {
		return scenario.WhenEnd
	}
	return scenario.WhenImmediate
}

// victoryMargin is how much higher a morale_higher condition needs the
// side's Morale (Margin, else Value, else the 15.0 standard 1).
func victoryMargin(v *scenario.Victory) int {
	if v.Margin > 0 {
		return v.Margin
	}
	if v.Value > 0 {
		return v.Value
	}
	return 1
}

func victoryRule(v *scenario.Victory) string {
	if v.Number != "" {
		return v.Number
	}
	return "15.0"
}

// victoryNotes records how the scenario's victory conditions are
// evaluated, and which are not.
func (b *Board) victoryNotes() {
	occupy, inPlay := false, false
	for _, v := range b.Scenario.Victory {
		switch v.Kind {
		case "", scenario.VictoryMoraleZero:
		case scenario.VictoryMoraleHigher:
			if victoryWhen(&v) == scenario.WhenImmediate {
				b.noteNotApplied("victory condition %q (kind morale_higher, when immediate) is not evaluated by the engine; only end-of-game Morale comparisons are", v.Text)
			}
		case scenario.VictoryUnitExit:
			b.Note("victory condition %q (kind unit_exit, rule %s): a unit of the %s side (not %s) in exit hex %s that has not moved this Movement Phase may leave the map by an Exit order instead of moving; the rules give no exit procedure or cost", v.Text, victoryRule(&v), SideName(SideIndex(v.Side)), strings.Join(v.Exclude, ", "), strings.Join(v.Hexes, " or "))
		case scenario.VictoryCampaign:
			b.Note("victory condition %q (kind campaign) decides the campaign, not this game: campaign play evaluates it between games (17.0; adc play CAMPAIGN)", v.Text)
		default:
			b.noteNotApplied("victory condition %q (kind %s) is not evaluated by the engine; results follow 15.0 (morale)", v.Text, v.Kind)
		}
		for _, t := range v.Require {
			occupy = occupy || t.Kind == scenario.TestOccupy || t.Kind == scenario.TestAdjacent
			inPlay = inPlay || t.Kind == scenario.TestInPlay
		}
	}
	if occupy {
		b.Note("victory conditions: a hex is occupied by a side when one of its counters other than a Leader or Dummy stands in it; intrinsic garrisons (9.4.4) do not count")
	}
	if inPlay {
		b.Note("victory conditions: a unit is in play while its counter is on the map or has left it through an exit (Organized Retreat); Broken, eliminated or never-entered counters are not")
	}
}

// moraleZeroResult is the result when the loser's Morale reaches 0
// (12.1.2, 15.0), limited by an Organized Retreat the winner has
// authorized (Bussaco and Talavera 20 12.8: "the best they can achieve is a
// Marginal Victory, even if ... French Morale [is brought] to zero").
func (s *State) moraleZeroResult(winner int, r Result) Result {
	if rr, ok := s.B.retreatRule(winner); ok && RetreatSlot.Of(s).Retreat[winner] == RetreatAuthorized {
		if max := s.B.retreatExitOf(winner).MaxVictory; max != "" && levelRank(max) > levelRank(r.Level) {
			r.Level = max
			r.Reason += fmt.Sprintf("; after the Organized Retreat (%s) the best result is a %s victory", rr.ID, max)
		}
	}
	return r
}

// endResult evaluates the scenario's end-of-game conditions in level
// order (decisive, major, marginal); the first that holds names the
// result. Without any, the 15.0 standard applies: the Anti-French side wins
// a Marginal Victory with Morale at least 1 higher, otherwise a Draw.
func (s *State) endResult(reason string) Result {
	b := s.B
	var conds []int
	drawRule := "15.0"
	for i := range b.Scenario.Victory {
		v := &b.Scenario.Victory[i]
		if v.Kind == scenario.VictoryMoraleHigher && v.Side != "" && victoryWhen(v) == scenario.WhenEnd {
			conds = append(conds, i)
		}
		if v.Kind == "" && strings.EqualFold(v.Level, "draw") {
			drawRule = victoryRule(v)
		}
	}
	if len(conds) == 0 {
		if s.Morale[AntiFrench] >= s.Morale[French]+1 {
			return Result{Winner: AntiFrench, Level: "marginal", Reason: fmt.Sprintf("%s: Anti-French Morale %d is at least %d higher than French %d (15.0)", reason, s.Morale[AntiFrench], 1, s.Morale[French])}
		}
		return Result{Winner: -1, Level: "draw", Reason: fmt.Sprintf("%s: Morale French %d, Anti-French %d (15.0)", reason, s.Morale[French], s.Morale[AntiFrench])}
	}
	sort.SliceStable(conds, func(i, j int) bool {
		return levelRank(b.Scenario.Victory[conds[i]].Level) < levelRank(b.Scenario.Victory[conds[j]].Level)
	})
	morale := fmt.Sprintf("Morale French %d, Anti-French %d", s.Morale[French], s.Morale[AntiFrench])
	for _, i := range conds {
		v := &b.Scenario.Victory[i]
		side := SideIndex(v.Side)
		if _, ok := b.retreatRule(side); ok && RetreatSlot.Of(s).Retreat[side] == RetreatAuthorized {
			if max := b.retreatExitOf(side).MaxVictory; max != "" && levelRank(v.Level) < levelRank(max) {
				continue // 12.8: no better than the Organized Retreat allows
			}
		}
		if s.victoryHolds(v) {
			level := v.Level
			if level == "" {
				level = "marginal"
			}
			return Result{Winner: side, Level: level, Reason: fmt.Sprintf("%s: %s [%s] (%s)", reason, v.Text, morale, victoryRule(v))}
		}
	}
	return Result{Winner: -1, Level: "draw", Reason: fmt.Sprintf("%s: %s; no victory condition holds (%s)", reason, morale, drawRule)}
}

// victoryHolds evaluates a morale_higher condition and its tests now.
func (s *State) victoryHolds(v *scenario.Victory) bool {
	side := SideIndex(v.Side)
	if v.Kind == scenario.VictoryMoraleHigher && s.Morale[side] < s.Morale[1-side]+victoryMargin(v) {
		return false
	}
	for i := range v.Require {
		if s.TestHolds(&v.Require[i]) == v.Require[i].Not {
			return false
		}
	}
	return true
}

// TestHolds evaluates one victory test (before its Not).
func (s *State) TestHolds(t *scenario.VictoryTest) bool {
	b := s.B
	switch t.Kind {
	case scenario.TestOccupy, scenario.TestAdjacent:
		side := SideIndex(t.Side)
		n := 0
		for _, code := range t.Hexes {
			h, err := b.Parse(code)
			if err != nil {
				continue
			}
			ok := s.OccupiedBy(h, side)
			if t.Kind == scenario.TestAdjacent {
				ok = false
				for _, nb := range b.Neighbours[h] {
					ok = ok || nb >= 0 && s.OccupiedBy(nb, side)
				}
			}
			if ok {
				n++
			}
		}
		if t.All {
			return n == len(t.Hexes)
		}
		return n > 0
	case scenario.TestInPlay:
		for _, id := range t.Units {
			u := b.Unit(id)
			if u < 0 || s.Units[u].Where != AtMap && s.Units[u].Where != AtExited && !anyOf(s.B.game.InPlay, s, u) { // InPlay GameHooks
				return false
			}
		}
		return true
	}
	return false
}

// OccupiedBy reports whether a counter of side other than a Leader or
// Dummy stands in hex h.
func (s *State) OccupiedBy(h int32, side int) bool {
	u := s.UnitAt(h)
	return u >= 0 && s.B.Units[u].Side == side && !s.B.Units[u].Dummy
}
