// Reinforcements and set-up (3.0, 11.0, 16.5): the registration of the
// arrival and set-up kinds (event_arrivals, variable_arrival,
// optional_reinforcement, redoubt_marker, order_of_march, hidden_setup,
// hidden_deployment, variable_reinforcement, conditional_loc,
// movement_restriction, citadel_battery, perimeter_redoubt, turn_zero,
// setup_steps, event_reinforcement, event_arrival, cadre_restriction), their
// note dispatch and the state they share in play. Each kind's rule is in a
// file of its own.

package kinds

import (
	"fmt"
	"sync"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { rules.BindAtFirstUse(bindArrivalsKinds) }

// bindArrivalsKinds binds the game hooks the reinforcement and set-up
// kinds share; each kind binds its own hooks in the file of its rule
// (doc.go).
func bindArrivalsKinds() {
	// Arrival groups, turn zero, marching reinforcements, the movement
	// restriction and the perimeter redoubt keep state in play.
	rules.BindGame("arrivals", 30, rules.GameHooks{
		Built: rules.BuiltHooks{rules.BuiltUnits: func(b *rules.Board) { arrivalMemo(b) }}, // the rules found on every board, before play
		Phase: rules.PhaseHooks{
			rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool { prepareArrivals(s); return false },
			rules.OnOrder: func(s *rules.State, e rules.PhaseStep) bool {
				afterArrivalOrder(s, e.Before, e.Order, e.MoraleDelta, e.Events)
				return false
			},
			rules.OnCard:          func(s *rules.State, e rules.PhaseStep) bool { marchCard(s, e.Card, e.Dice, e.Events); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollArrivals(s, e.Dice, e.Events); return false },
			rules.OnMovementEnd:   func(s *rules.State, e rules.PhaseStep) bool { return endTurnZero(s, e.Events) },
		},
		MayMove: rules.MayMoveHooks{rules.MoveAtAll: func(s *rules.State, _, u int) error {
			if frozen(s, u) {
				return rules.Illegal(rules.RuleOf(frozenSlot.Of(s.B).rule), "%q cannot move before the first Battle (scenario rule of kind movement_restriction)", s.B.Units[u].ID)
			}
			return nil
		}},
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			return f.With(rules.MfNight, nightMarch(s, u)).Plus(groupBonus(s, u))
		},
		Arrival: rules.ArrivalHooks{
			rules.ArrivalArea:      func(s *rules.State, u int) (string, bool) { return groupEntry(s, u), true },
			rules.ArrivalWithGroup: func(s *rules.State, u int) (string, bool) { return "", groupVariable(s, u) },
		},
		ZoneRolled: groupZone,
		// A conditional_loc rule's units retreat toward their own LOC
		// too; it comes before the Depot, which keeps such a unit's table.
		RetreatDistances: func(s *rules.State, u, side int, d []int16) []int16 {
			if conditionalLOCSlot.Of(s.B) == nil {
				return d
			}
			return retDistOf(s.B, u, side)
		},
		LOCAt: func(s *rules.State, u, _ int, h int32, _ bool) bool { return unitLocAt(s.B, u, h) },
		Battle: rules.BattleHooks{
			rules.AtBattleStart: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				c.Kept[c.Slot] = perimeterHeld(s, c)
				return false
			},
			rules.AtBattleEnd: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
				afterBattle(s, c.Kept[c.Slot], ev)
				return false
			},
		},
	})
}

// prepareArrivals applies the start-of-game part of optional_reinforcement
// rules: with the request the side's starting Morale, without it the unit
// is not used.
func prepareArrivals(s *rules.State) {
	b := s.B
	prepareTurnZero(s)
	for _, r := range b.Scenario.Special {
		if r.Kind != "optional_reinforcement" {
			continue
		}
		p := rules.RuleParams[optionalReinforcementParams](b, r)
		u := b.Unit(p.Unit)
		if u < 0 || p.StartingMorale == nil || r.Number == "" || b.Units[u].Placement.Kind != scenario.PlaceVariable || b.Units[u].Placement.Table != p.Table {
			continue
		}
		start := *p.StartingMorale
		if !b.OptionalOn[r.Number] {
			if s.Units[u].Where == rules.AtPending {
				s.Units[u].Where = rules.AtEliminated
			}
			continue
		}
		if s.Turn == b.Scenario.Turns.Start {
			s.Morale[b.Units[u].Side] = min(start, 10)
		}
	}
}

// afterArrivalOrder applies the rules that watch each order: the Morale an
// optional_reinforcement unit brings its side when it enters the map
// (Arapiles 20 16.10: +1 when Joseph arrives), a reinforcement group's
// entry area (Bailén 20 11.6) and the Game Turn 0 Day moves used
// (Slobozia 20 4.1).
func afterArrivalOrder(s *rules.State, before *rules.State, o rules.Order, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	groupEntered(s, before)
	nightMarchMoved(s, before, o)
	for _, k := range arrivalMemo(b).optReinf {
		r := &b.Scenario.Special[k]
		if !b.OptionalOn[r.Number] {
			continue
		}
		p := rules.AsParams[optionalReinforcementParams](b.Params[k])
		u := b.Unit(p.Unit)
		if u < 0 || p.ArrivalMorale == nil || before.Units[u].Where != rules.AtPending || s.Units[u].Where != rules.AtMap {
			continue
		}
		n := *p.ArrivalMorale
		side := b.Units[u].Side
		md.Add(side, n, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: p.Unit, Text: fmt.Sprintf("%s: arrives, %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

// arrivals is the changing state of the reinforcement, set-up and
// terrain special rules; it holds only values.
type arrivals struct {
	group   groupState // variable_arrival group (Bailén 20 11.6)
	dayLeft int16      // Game Turn 0 Day moves left; -1 before the roll or after Turn 0 (turn_zero, Slobozia 20 4.1)
	soult   soultState // event_reinforcement (Talavera 20 11.6, 11.7)
}

// arrivalsSlot holds the arrival rules' state in play; battledWord whether a
// Battle has been resolved (movement_restriction, Slobozia 20 4.2), set
// after every battle, so kept in a word.
var (
	arrivalsSlot = rules.NewStateSlot[arrivals]()
	battledWord  = rules.NewWordSlot()
)

// arrivalRules is what the arrival kinds look up in the scenario's
// special rules while a game is played: found once per Board, as the
// rules do not change, and kept in the kinds' slot on the Board
// (arrivalSlot), made on every board before play (the arrivals' Deployed
// hook).
type arrivalRules struct {
	once             sync.Once
	group            scenario.Rule
	groupP           *variableArrivalParams // the group rule's parameters
	groupTable       *scenario.Table
	groupOK          bool
	turnZero         scenario.Rule
	turnZeroP        *turnZeroParams // the turn_zero rule's parameters
	turnZeroOK       bool
	march, check     scenario.Rule
	marchOK, checkOK bool
	optReinf         []int // the optional_reinforcement rules, by index
	// areas are the entry area keys a group's state names by number
	// (groupState): "" first, then the board's entry areas and the keys
	// of the group table's results (areas joined by commas), each once;
	// areaIx numbers them.
	areas  []string
	areaIx map[string]int16
}

// arrivalSlot holds the arrival rules found on the board.
var arrivalSlot = rules.NewBoardSlot[arrivalRules]()

func arrivalMemo(b *rules.Board) *arrivalRules {
	m := arrivalSlot.Of(b)
	if m == nil {
		m = arrivalSlot.Build(b) // while the board is built
	}
	m.once.Do(func() {
		m.group, m.groupTable, m.groupOK = findGroupRule(b)
		m.groupP = rules.RuleParams[variableArrivalParams](b, m.group)
		m.turnZero, m.turnZeroOK = findTurnZeroRule(b)
		m.turnZeroP = rules.RuleParams[turnZeroParams](b, m.turnZero)
		m.march, m.check, m.marchOK, m.checkOK = findMarchRules(b)
		for k, r := range b.Scenario.Special {
			if r.Kind == "optional_reinforcement" {
				m.optReinf = append(m.optReinf, k)
			}
		}
		m.numberAreas(b)
	})
	return m
}

// rollArrivals makes the rolls of the start of a Movement Phase: the
// Game Turn 0 Night March (Slobozia 20 4.1), a reinforcement group's
// arrival (Bailén 20 11.6) and the event reinforcements' (Talavera 20 11.6,
// 11.7).
func rollArrivals(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	rollNightMarch(s, d, ev)
	rollGroup(s, d, ev)
	rollEventReinforcements(s, d, ev)
}

// afterBattle records that a Battle was fought (movement_restriction) and
// restores the Perimeter Garrisons whose hexes the enemy was driven out
// of (Slobozia 20 9.4.4.2); held lists those hexes before the battle.
func afterBattle(s *rules.State, held []int32, ev *[]rules.Event) {
	battledWord.Set(s, 1)
	b := s.B
	if len(held) == 0 {
		return
	}
	battery := b.Unit("garrison-" + citadelHex(b))
	if battery < 0 || s.Units[battery].Where != rules.AtMap {
		return
	}
	for _, h := range held {
		g := b.Unit("garrison-" + b.Code(h))
		if g < 0 || s.Units[g].Where == rules.AtMap || s.EnemyIn(h, b.Units[g].Side) {
			continue
		}
		s.Place(g, h)
		*ev = append(*ev, rules.Event{Kind: rules.EvGarrison, Unit: b.Units[g].ID, Hex: b.Code(h), Text: "restored: the enemy was driven out of the Perimeter hex (9.4.4.2)"})
	}
}
