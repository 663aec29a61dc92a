// Reinforcements and set-up's shared state (3.0, 11.0): what the arrival
// kinds keep with the board and in play, and the one group of game hooks
// that reads it. The group reinforcements (arrival_groups.go:
// variable_arrival with a group), Game Turn 0 (turn_zero_night_march.go:
// turn_zero) and Soult's March (soults_march.go: event_reinforcement, read
// by organized_retreat.go) keep their state in play in one value, and
// their rules, with the optional reinforcements'
// (optional_reinforcement.go), are found once per board in one memo; the
// first Battle fought is one word, read by Russian Surprise
// (movement_restriction.go) and the command limit's modifiers
// (command_limit_mods.go). The hooks of these kinds, and those of the
// Alternate LOC (conditional_loc.go) and the Perimeter Redoubt
// (citadel.go), run in this group, in its order at each point: start of
// game, each order, the Movement Phase's rolls, each battle. Each rule's own
// part is in the file of its rule.

package kinds

import (
	"sync"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { rules.BindAtFirstUse(bindArrivalsKinds) }

// bindArrivalsKinds binds the game hooks of the reinforcement and set-up
// kinds that keep state in arrivalsSlot, arrivalSlot and battledWord; each
// kind binds its own hooks and note in the file of its rule (doc.go).
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
		MayMove: rules.MayMoveHooks{rules.MoveAtAll: frozenMove},
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
		RetreatDistances: locRetreatDistances,
		LOCAt:            func(s *rules.State, u, _ int, h int32, _ bool) bool { return unitLocAt(s.B, u, h) },
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

// prepareArrivals applies the start-of-game part of the turn_zero and
// optional_reinforcement rules.
func prepareArrivals(s *rules.State) {
	prepareTurnZero(s)
	prepareOptionalReinforcements(s)
}

// afterArrivalOrder applies the rules that watch each order: a
// reinforcement group's entry area (Bailén 20 11.6), the Game Turn 0 Day
// moves used (Slobozia 20 4.1) and the Morale an optional_reinforcement
// unit brings its side when it enters the map (Arapiles 20 16.10).
func afterArrivalOrder(s *rules.State, before *rules.State, o rules.Order, md *rules.MoraleDelta, ev *[]rules.Event) {
	groupEntered(s, before)
	nightMarchMoved(s, before, o)
	optionalReinforcementArrived(s, before, md, ev)
}

// arrivals is the changing state of the reinforcement and set-up special
// rules; it holds only values.
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

// afterBattle records that a Battle was fought (movement_restriction,
// command_limit) and restores the Perimeter Garrisons whose hexes the
// enemy was driven out of (Slobozia 20 9.4.4.2); held lists those hexes
// before the battle.
func afterBattle(s *rules.State, held []int32, ev *[]rules.Event) {
	battledWord.Set(s, 1)
	restorePerimeter(s, held, ev)
}
