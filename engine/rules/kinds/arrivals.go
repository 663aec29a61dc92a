// Reinforcements and set-up's shared memo (3.0, 11.0): the arrival rules
// found once per board, and the one group of game hooks that plays on every
// board. The group reinforcements (arrival_groups.go: variable_arrival with
// a group), Game Turn 0 (turn_zero_night_march.go: turn_zero), Soult's
// March (soults_march.go: event_reinforcement) and the optional
// reinforcements (optional_reinforcement.go) look their rules up in one
// memo, made while the board is built; the group's entry areas are
// numbered in it, so that its state in play holds no string. Each of these
// kinds keeps its state in play in a slot of its own and binds its own
// group of hooks, active only on a board with its rule. The group here makes
// the memo, and at each battle records that a Battle was fought (one word,
// read by Russian Surprise, movement_restriction.go, and by the command
// limit's modifiers, command_limit_mods.go) and restores the Perimeter
// Redoubt's Garrisons (citadel.go), which keeps what it needs from the
// battle's start to its end.

package kinds

import (
	"sync"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { rules.BindAtFirstUse(bindArrivalsKinds) }

// bindArrivalsKinds binds the group that makes the arrival rules' memo
// (arrivalSlot) and records the battles fought (battledWord).
func bindArrivalsKinds() {
	rules.BindGame("arrivals", 30, rules.GameHooks{
		Built: rules.BuiltHooks{rules.BuiltUnits: func(b *rules.Board) { arrivalMemo(b) }}, // the rules found on every board, before play
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

// battledWord records whether a Battle has been resolved (movement_restriction,
// Slobozia 20 4.2; the command limit's modifiers), set after every battle, so
// kept in a word.
var battledWord = rules.NewWordSlot()

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

// afterBattle records that a Battle was fought (movement_restriction,
// command_limit) and restores the Perimeter Garrisons whose hexes the
// enemy was driven out of (Slobozia 20 9.4.4.2); held lists those hexes
// before the battle.
func afterBattle(s *rules.State, held []int32, ev *[]rules.Event) {
	battledWord.Set(s, 1)
	restorePerimeter(s, held, ev)
}
