// More Concerned with Venus than with Mars (Bussaco 20 España 5.1; kind
// event_effect with a hex): no unit of the side is Active on the turn of the
// event.

package kinds

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// "More Concerned with Venus than with Mars: when this event occurs, no
// French unit is Active that turn" (Bussaco 20 España 5.1), and "Units of
// Inactive Corps suffer the following restrictions during that French
// Player Turn: Their Movement Allowance is reduced by one (-1). They cannot
// enter EZOCs; if they began that turn already in an EZOC, they are
// unaffected and must continue participating in combat normally." The
// event_effect rule with a hex (the Indisposed leader's) is that card;
// leaderCard (leader_cards.go) calls noneActive when it is drawn.

func init() { rules.BindAtFirstUse(bindVenus) }

// inactiveWords is how the rule's note describes the Inactive units.
const inactiveWords = "every unit of the side (leaders aside) moves with its Movement Allowance -1 and may not enter an enemy ZOC, except a unit that begins its move in one (applied by the engine)"

func bindVenus() {
	rules.BindGame("venus", 22, rules.GameHooks{
		Active: func(b *rules.Board) bool { return venusSide(b, 0) || venusSide(b, 1) },
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			in := inactive(s, u)
			return f.Plus(-b2i(in)).With(rules.MfNoEZOC, in)
		},
	})
}

func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}

// noneActive records that the drawn card makes no unit of its side Active
// this Game Turn.
func noneActive(s *rules.State, r scenario.Rule, card *scenario.Card, ev *[]rules.Event) {
	leaderSlot.Mut(s).venus = int16(s.Turn)
	side := rules.RuleParams[eventEffectParams](s.B, r).Side
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: side, Text: fmt.Sprintf("%s: no %s unit is Active this turn: Movement Allowance -1, no entering an enemy ZOC (%s)", card.Title, side, r.ID)})
}

// inactive reports whether unit u of the phasing side is Inactive this
// Movement Phase: the card was drawn this Game Turn by its side, and the
// unit is not a leader and does not stand in an enemy ZOC (a unit moves
// once a phase, so where it stands before its move is where it began).
func inactive(s *rules.State, u int) bool {
	if leaderSlot.Of(s).venus != int16(s.Turn) || s.Phase != rules.PhaseMovement {
		return false
	}
	info := &s.B.Units[u]
	if info.Side != s.Phasing || info.Leader || !venusSide(s.B, s.Phasing) {
		return false
	}
	return beganOutsideEnemyZOC(s, u)
}

// beganOutsideEnemyZOC reports whether unit u begins its move in no enemy
// ZOC: on the map outside one, or a reinforcement still off the map (a
// unit moves once a phase, so where it stands is where it began). The
// Inactive units of Venus and of a Corps activation may not enter an enemy
// ZOC unless they began in one.
func beganOutsideEnemyZOC(s *rules.State, u int) bool {
	us := &s.Units[u]
	switch us.Where {
	case rules.AtMap:
		return !s.HexInZOCOf(us.Hex, 1-s.B.Units[u].Side)
	case rules.AtPending:
		return true // a reinforcement begins off the map, in no ZOC
	}
	return false
}

// venusSide reports whether side draws a card that makes none of its units
// Active.
func venusSide(b *rules.Board, side int) bool {
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_effect" {
			continue
		}
		if p := rules.RuleParams[eventEffectParams](b, r); p.CardTitle != "" && p.Hex != "" && p.Side == rules.SideName(side) {
			return true
		}
	}
	return false
}
