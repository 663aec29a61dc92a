package rules

import (
	"fmt"
	"reflect"
	"slices"
	"sync"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// GameHooks are the seam between the engine's core and the special-rule
// kinds in play: the points where the core, following the sequence of play
// (the board built, the phases' start and end, a move, a battle's steps, a
// retreat, a Rally, the night), hands over to the kinds. Each point has one
// combination rule, named in its comment, for what several groups answer:
//
//   - each: every hook is called, in order;
//   - until: in order until a hook returns true (it has moved the game on,
//     or dealt with the rest of the step);
//   - any: true when a hook says so, the later ones not asked;
//   - first: the first hook that answers (an error, an ok) gives the answer;
//   - sum: the hooks' numbers are added;
//   - fold: each hook is handed the answer so far and returns it, changed
//     or not.
//
// A point keyed by a step (Built, Phase, Skip, MayMove, Arrival,
// ForcedMarch, Declare, Battle, Break, Rally, Lull, Random) is one point
// whose hooks are bound step by step, so that a step no group binds costs
// nothing. There are 30 points (Active, a filter, aside). No point replaces
// a core step: a rule adds to the core's step, or answers a question the
// core asks at it.
//
// A file binds its GameHooks from the function its init registers with
// bindAtFirstUse (hooks.go), which runs the first time a board is built:
//
//	func init() { bindAtFirstUse(bindBailenKinds) }
//
//	func bindBailenKinds() {
//		bindGame("depot", 35, GameHooks{Phase: phaseHooks{onGameStart: ..., onRest: ...}})
//	}
//
// A kind without state of its own answers the same points for each of its
// rules with Hooks.Game, closures over the rule called before the groups'.
// The core calls the hooks of the bound groups in the order of their ranks
// (then names), which keeps the order of the rulebooks' steps where two
// groups act at one point (a drawn card's Swiss desertion before its leader
// events, before its marching reinforcements; the Garde Marins before the
// Flotilla). docs/special-rules.md lists the points with the rule each
// serves; TestGameHookPointsDocumented keeps it in step.
type GameHooks struct {
	// Active reports, once the board's special rules are read, whether
	// the group plays on this board; nil means always. A group whose
	// hooks are on hot paths (zones of control, terrain) says so, so that
	// a board without its rules does not call them. (Not a point: a
	// filter of the group's points.)
	Active func(b *Board) bool

	// Built runs as the board is built, step by step (each): once its
	// units and deployment are (builtUnits, 3.0), once its turn track is
	// (builtTurnTrack, 4.0).
	Built BuiltHooks
	// ZoneRolled reports whether the arrival rolls of a rule bring the
	// units of deployment zone z, a Game Turn box (11.0; any).
	ZoneRolled func(b *Board, z scenario.DeployZone) bool

	// Phase is the sequence of play (until): a game starts (5.0), an
	// order is applied, a unit moves (6.0, 7.8), a card is drawn (5.0),
	// a phase starts or ends (4.0, 6.0, 11.0, 14.2), battles are
	// declared (9.1), an Organized Retreat is authorized (12.8), the
	// night's Rest Recovery (14.0), a game turn ends (4.0). Only the hooks
	// of a phase's end (onMovementEnd, onNightMovementEnd, onTurnEnd)
	// return true, when they have moved the game on themselves.
	Phase PhaseHooks
	// Skip is the rule (its id) that skips the player turn now beginning
	// (skipsTurn, 4.0) or the phasing side's Random Events Phase
	// (skipsEvents, 5.0), when one does (ok; first).
	Skip SkipHooks
	// NoCommand reports whether the phasing side needs no Command order
	// this Movement Phase (every unit is active, 6.0; any).
	NoCommand func(s *State) bool
	// OrderDue is why no order but the group's own may be given now (the
	// Command order a command limit awaits, 6.0), or nil (first).
	OrderDue func(s *State) error

	// MayMove is why a unit may not move now (6.0), check by check
	// (first): moveAtAll, the unit whatever its side; moveSide, the side's
	// limit for this phase (u is -1); moveUnit, a limit per group of
	// units; moveCount, the side's count of moves used up (a command
	// limit's roll), not asked of a move that goes on (7.8).
	MayMove MayMoveHooks
	// MoveRules is how the special rules move unit u this phase (fold): a
	// move that goes on (7.8), night movement on a day turn (14.0), an
	// enemy ZOC it may enter at night (14.2) or may not enter by day (an
	// Inactive unit, Bussaco 20 5.1), what they add to its Movement
	// Allowance (6.0), and whether it Routs as an Elite unit (Bailén 20
	// 16.11). The movement search asks once per unit.
	MoveRules func(s *State, u int, f MoveFlags) MoveFlags
	// Arrival is how a rule brings pending unit u into play (first): the
	// entry area key it enters by (arrivalArea, 11.0), when a rule changes
	// it; whether a variable reinforcement rolls with its group rather than
	// on its own (arrivalWithGroup, 11.0: ok).
	Arrival ArrivalHooks
	// ForcedMarch is the Forced March (12.2.1), step by step: a march of
	// one group of units only (marchGroup: a Corps, Bussaco 20 España 5.1,
	// A Moment of Clarity; the group's number q.n, 1 up, and q.cost, or
	// q.err; only the first group that binds it is asked); whether unit q.u
	// belongs to group q.n that marched alone (marchUnit: q.ok; any); the
	// Morale it costs the phasing side when a rule sets it (marchCost:
	// q.cost, q.ok; the lowest set applies, one Morale Point when none is).
	ForcedMarch MarchHooks
	// Declare is the declaration of battles (9.1), step by step: a rule's
	// checks added to the core's, with whether the rule lifts the attack
	// obligations (7.4, 9.1) from this declaration (declCheck, each until
	// the first error: the Night Attack, Talavera 20 14.2, one battle of
	// the designated unit, which alone attacks); the checked declaration's
	// battles with the units that attack, before the attack obligations
	// are checked (declAttacking, each).
	Declare DeclareHooks
	// CheckResolve checks the options of a Resolve order that belong to
	// special rules (9.0) and returns opts with them recorded (fold,
	// until the first error).
	CheckResolve func(s *State, bt *Battle, o Resolve, opts BattleOpts) (BattleOpts, error)
	// Battle is a battle's steps over one battle context c (until; the
	// answers go into c, so that a sum is a sum and a fold a fold): before
	// it is fought (atBattleStart, 9.0); what a rule adds to its defending
	// strength (atDefence, c.sum, 9.4), its command when a rule decides it
	// (atCommand, c.cmd, 16.9.5: the first that answers returns true), what
	// a rule adds to its final differential (atDifferential, c.sum, 9.5);
	// the unit that must advance first if it is won (atLead, c.lead, 9.8:
	// the first that names one); its strengths and differential (atStrengths,
	// c.str, with the order's commitments c.opts(), 9.4, 9.5); its Step D rolls
	// (atStepD, c.mods, 9.5, 16.7); once it is resolved, before its Morale
	// changes are applied (atBattleEnd, 9.0). The steps of the odds
	// (atDefence, atCommand, atDifferential) record no events (ev is nil).
	Battle BattleHooks
	// HexBenefit is defender d's combat benefit in hex h (9.4), from v
	// the benefit so far (the map's terrain, then each group's; fold).
	HexBenefit func(s *State, h int32, d int, v int) int
	// Fortified reports whether hex h is Fortified (or a Redoubt) for a
	// unit of side although the map does not say so (9.6.2.1, 9.7.2.2,
	// 16.4; any).
	Fortified func(s *State, h int32, side int) bool
	// Break is a unit's break (9.6.1), step by step (fold): where Broken
	// unit q.u goes when a rule sends it elsewhere than q.where
	// (breakWhere); once it breaks in hex q.h, q.done when the hook has
	// dealt with the rest of the break (breakDone: until done). Its Morale
	// changes go into s.hookMD, which the core adds to the battle's.
	Break BreakHooks
	// GardeReculeExempt reports whether a rule exempts Guard unit u from Le
	// Garde Recule (12.3.2; any); asked of the board.
	GardeReculeExempt func(b *Board, u int) bool

	// RetreatDistances is the distance table to its LOC (9.7.7) of unit u
	// of side when a rule changes it: d is the table so far (the side's,
	// then each group's), the result the one used (fold).
	RetreatDistances func(s *State, u, side int, d []int16) []int16
	// LOCAt reports whether hex h counts as a LOC hex of unit u of side
	// although the scenario does not list it (any): for a retreat (9.7.7,
	// 9.7.8), or, when rally, an own LOC hex where u may Rally (10.0).
	LOCAt func(s *State, u, side int, h int32, rally bool) bool
	// LeaderLost reports whether leader l, which has to Retreat (or Routs),
	// is removed instead (16.9.3); it records its own events (any).
	LeaderLost func(s *State, l int, rout bool, d Dice, ev *[]Event) bool
	// RetreatRule is side's Organized Retreat rule and what the exits read
	// of it (12.8), when the group gives one (ok; first); asked of the
	// board.
	RetreatRule func(b *Board, side int) (r scenario.Rule, x RetreatExit, ok bool)

	// ZOCBlocked reports whether side's ZOC does not extend into hex n
	// (7.0; any).
	ZOCBlocked func(s *State, n int32, side int) bool
	// HexsideBlocksZOC reports whether a ZOC from hex h does not reach its
	// neighbour n (6.10; any); it is asked of the board, in every position.
	HexsideBlocksZOC func(b *Board, h, n int32) bool

	// Rally is a Rally (10.0), step by step: what a rule adds to unit
	// q.u's die roll (rallyDie: sum; q.pre is the Morale of both sides
	// before any was spent on the Rally, q.spend whether the side spent
	// Morale on it); the Morale the phasing side spends for the +1 bonus
	// when a rule sets it (rallyBonusCost, 12.2.2: first; one Morale Point when
	// none does).
	Rally RallyHooks
	// Lull is the Lull and Truce (13.0), question by question (any):
	// does a rule allow Lulls now although no night has passed
	// (lullAllowed), or forbid them (lullForbidden: a rule that forbids
	// wins); was the Combat Phase now ending fought at night (lullNight,
	// 14.2: no Lull follows it); does a rule deny side the Morale of a
	// Truce (noTruce).
	Lull LullHooks
	// NoRest reports whether side has no night Rest Recovery (14.0) this
	// night; each hook records its own event (each: all are asked, and
	// one that says so is enough).
	NoRest func(s *State, side int, ev *[]Event) bool
	// LOCValue is the morale a captured LOC hex h costs its owner when a
	// rule gives it a value of its own (14.0; first).
	LOCValue func(b *Board, h int32, owner int) (int, bool)
	// InPlay reports whether unit u counts as in play for a victory
	// condition although it is off the map (15.0; any).
	InPlay func(s *State, u int) bool
	// NoDummy is the rule that forbids unit u to receive a Dummy
	// (16.1.3), when one does (ok; first).
	NoDummy func(b *Board, u int) (scenario.Rule, bool)

	// Random is the random player's question to the group, step by step
	// (fold; for an order, the first that gives one): randomOrder, an
	// order of the group's own now (the Redoubt); randomCommand, its
	// answer to a command limit of the group's rule (the Active Corps,
	// Bussaco 20 España 5.1); randomResolve, battle q.battle's Resolve
	// order with the options of the group's own set (the Garde Marins,
	// 9.0). Values, not pointers: nothing escapes per battle.
	Random RandomHooks
}

// builtStep is a step of building a board at which the Built point is
// called.
type builtStep uint8

const (
	BuiltUnits     builtStep = iota // the units and deployment are built (3.0)
	BuiltTurnTrack                  // the turn track is built (4.0)
	nBuiltSteps
)

// BuiltHooks are a group's Built hooks, by step.
type BuiltHooks [nBuiltSteps]func(b *Board)

// phaseEvent is a step of the sequence of play at which the Phase point is
// called.
type phaseEvent uint8

const (
	OnGameStart         phaseEvent = iota // a game starts, after the Event Deck is shuffled (5.0)
	OnOrder                               // an order that did not end the game is applied: before, o, c, md
	OnMove                                // a unit's move is applied, before it moves (6.0)
	OnMoved                               // unit u has moved (7.8): before
	OnCard                                // a Random Event card is drawn, before its events (5.0): card, which the hook may change
	OnEventsEnd                           // the Random Events Phase ends (5.0)
	OnMovementStart                       // a Movement Phase starts (6.0)
	OnMovementRolls                       // after the variable reinforcements' rolls (11.0)
	OnMovementEnd                         // a Movement Phase ends (4.0); true: moved the game on
	OnNightMovementEnd                    // a night Movement Phase ends (14.2); true: moved the game on
	OnDeclared                            // the phasing side's battles are declared (9.1)
	OnRetreatAuthorized                   // side's Organized Retreat is authorized (12.8)
	OnRest                                // side's night Rest Recovery (14.0): md, after the standard point
	OnTurnEnd                             // a game turn ends, after the turn track's sudden death (4.0); true: the game is over
	nPhaseEvents
)

// PhaseStep is what the core hands a Phase hook; the fields an event does
// not use are zero. A value: nothing escapes per order.
type PhaseStep struct {
	Dice        Dice
	Events      *[]Event
	Before      *State         // onOrder, onMoved: the state the order was given in
	Order       Order          // onOrder
	c           *Checked       // onOrder
	MoraleDelta *MoraleDelta   // onOrder, onRest: Morale changes, applied after all hooks
	Card        *scenario.Card // onCard
	Unit        int            // onMoved
	Side        int            // onRetreatAuthorized, onRest
}

// PhaseHooks are a group's Phase hooks, by event.
type PhaseHooks [nPhaseEvents]func(s *State, e PhaseStep) bool

// skipWhat is what the Skip point is asked about.
type skipWhat uint8

const (
	SkipsTurn   skipWhat = iota // the player turn now beginning (4.0)
	SkipsEvents                 // the phasing side's Random Events Phase (5.0)
	nSkips
)

// SkipHooks are a group's Skip hooks, by question.
type SkipHooks [nSkips]func(s *State) (rule string, ok bool)

// moveCheck is a check of the MayMove point.
type moveCheck uint8

const (
	MoveAtAll moveCheck = iota // may the unit move at all now
	MoveSide                   // is the side's limit for this phase reached
	MoveUnit                   // is the limit of the unit's group reached
	MoveCount                  // is the side's count of moves used up
	nMoveChecks
)

// MayMoveHooks are a group's MayMove hooks, by check.
type MayMoveHooks [nMoveChecks]func(s *State, side, u int) error

// MoveFlags are how the special rules move a unit this phase (MoveRules):
// flags, what they add to its Movement Allowance and the Movement Points
// left of a move that goes on, in one word, so that the movement search's
// hooks hand it on in a register.
type MoveFlags uint64

const (
	MfGoesOn    MoveFlags = 1 << iota // the unit is in the middle of a move that goes on (7.8): it moves again although it has moved, and counts against no limit
	MfNight                           // it moves under the night rules on a day turn (one hex, 14.0)
	MfNightEZOC                       // it may enter an enemy ZOC at night (14.2)
	MfNoEZOC                          // it may not enter an enemy ZOC although the standard rules let it (Bussaco 20 5.1)
	MfElite                           // it Routs as an Elite unit (Bailén 20 16.11)
)

// Has reports whether flag x is set.
func (f MoveFlags) Has(x MoveFlags) bool { return f&x != 0 }

// With is f with flag x set when on.
func (f MoveFlags) With(x MoveFlags, on bool) MoveFlags {
	if on {
		return f | x
	}
	return f
}

// bonus is what the rules add to the Movement Allowance (6.0).
func (f MoveFlags) bonus() int { return int(int16(f >> 16)) }

// Plus is f with n added to the bonus.
func (f MoveFlags) Plus(n int) MoveFlags {
	return f&^(0xffff<<16) | MoveFlags(uint16(int16(f.bonus()+n)))<<16
}

// left is the Movement Points left of a move that goes on (mfGoesOn).
func (f MoveFlags) left() int { return int(int16(f >> 32)) }

// GoesOn is f with a move that goes on, left Movement Points left.
func (f MoveFlags) GoesOn(left int) MoveFlags {
	return f&^(0xffff<<32) | MoveFlags(uint16(int16(left)))<<32 | MfGoesOn
}

// arrivalStep is a question of the Arrival point.
type arrivalStep uint8

const (
	ArrivalArea      arrivalStep = iota // the entry area key
	ArrivalWithGroup                    // a variable reinforcement rolls with its group
	nArrivalSteps
)

// ArrivalHooks are a group's Arrival hooks, by question.
type ArrivalHooks [nArrivalSteps]func(s *State, u int) (area string, ok bool)

// marchStep is a step of the ForcedMarch point.
type marchStep uint8

const (
	MarchGroup marchStep = iota // a march of one group alone
	MarchUnit                   // does a unit belong to the group that marched
	MarchCost                   // the Morale a Forced March costs
	nMarchSteps
)

// March is the ForcedMarch point's question and answer.
type March struct {
	Group   string // marchGroup: the group named by the order
	Unit    int    // marchesWith: the unit
	GroupNo int    // marchGroup (answer), marchesWith: the group's number, 1 up
	Cost    int    // marchGroup, marchCost: the Morale it costs
	OK      bool   // marchesWith, marchCost: the hook answers
	Err     error  // marchGroup: why the group may not march alone
}

// MarchHooks are a group's ForcedMarch hooks, by step.
type MarchHooks [nMarchSteps]func(s *State, q March) March

// declareStep is a step of the Declare point.
type declareStep uint8

const (
	DeclCheck     declareStep = iota // the declaration is checked
	DeclAttacking                    // the units that attack are known
	nDeclareSteps
)

// DeclareHooks are a group's Declare hooks, by step; attacking is nil for
// declCheck, whose first answer says whether the attack obligations are
// lifted (7.4, 9.1), and the declAttacking hooks' answers are not read.
type DeclareHooks [nDeclareSteps]func(s *State, battles []*Battle, attacking map[int]bool) (waived bool, err error)

// breakStep is a step of the Break point.
type breakStep uint8

const (
	BreakWhere breakStep = iota // where the Broken unit goes
	BreakDone                   // the unit breaks: done when a hook dealt with the rest
	nBreakSteps
)

// UnitBreak is the Break point's question and answer.
type UnitBreak struct {
	Unit   int
	Hex    int32 // breakDone: the hex it breaks in
	Where  uint8 // breakWhere: where it goes
	Done   bool  // breakDone: a hook dealt with the rest of the break
	Events *[]Event
}

// BreakHooks are a group's Break hooks, by step.
type BreakHooks [nBreakSteps]func(s *State, q UnitBreak) UnitBreak

// rallyStep is a step of the Rally point.
type rallyStep uint8

const (
	RallyDie       rallyStep = iota // what a rule adds to the die roll
	RallyBonusCost                  // the Morale the +1 bonus costs
	nRallySteps
)

// RallyAsk is the Rally point's question.
type RallyAsk struct {
	Unit  int
	Pre   [2]int
	Spend bool
}

// RallyHooks are a group's Rally hooks, by step: a number, and whether the
// hook answers (rallyDie's are summed whatever ok says).
type RallyHooks [nRallySteps]func(s *State, q RallyAsk) (n int, ok bool)

// lullAsk is a question of the Lull point.
type lullAsk uint8

const (
	lullAllowed   lullAsk = iota // Lulls allowed now although no night has passed
	lullForbidden                // Lulls forbidden now
	LullNight                    // the Combat Phase now ending was at night
	NoTruce                      // the side is denied the Morale of a Truce
	nLullAsks
)

// LullHooks are a group's Lull hooks, by question.
type LullHooks [nLullAsks]func(s *State, side int) bool

// battleStep is a step of a battle at which the Battle point is called.
type battleStep uint8

const (
	AtBattleStart  battleStep = iota // before the battle is fought (9.0): c.kept[c.slot] for atBattleEnd
	AtDefence                        // what a rule adds to the defending strength, before terrain (9.4): c.sum
	AtCommand                        // the battle's command when a rule decides it (16.9.5): c.cmd, c.cmdSet
	AtDifferential                   // what a rule adds to the final differential (9.5): c.sum
	AtLead                           // the unit (index + 1) that must advance first if won (9.8): c.lead
	AtStrengths                      // the strengths and differential before Step D (9.4, 9.5): c.str, with c.opts()
	AtStepD                          // the Step D rolls (9.5, 16.7): c.mods
	AtBattleEnd                      // once resolved, before its Morale changes (9.0)
	nBattleSteps
)

// BattleHooks are a group's Battle hooks, by step.
type BattleHooks [nBattleSteps]func(s *State, c *BattleCtx, ev *[]Event) bool

// ezocBarred reports whether the unit may not enter enemy ZOCs: already
// (std, the standard rules) or by a rule.
func (f MoveFlags) ezocBarred(std bool) bool { return std || f.Has(MfNoEZOC) }

// randomStep is a question of the Random point.
type randomStep uint8

const (
	RandomOrder   randomStep = iota // an order of the group's own
	RandomCommand                   // the answer to a command limit
	RandomResolve                   // a battle's options
	nRandomSteps
)

// RandomAsk is the random player's question and the answer so far.
type RandomAsk struct {
	Order   Order   // randomOrder, randomCommand: the answer, nil for none
	Battle  int     // randomResolve: the battle
	Resolve Resolve // randomResolve: its Resolve order
}

// RandomHooks are a group's Random hooks, by question.
type RandomHooks [nRandomSteps]func(p *RandomPlayer, s *State, q RandomAsk) RandomAsk

// gameGroup is one file's GameHooks.
type gameGroup struct {
	name string
	rank int
	h    GameHooks
}

// gameHooks holds the bound groups, in the order they were bound.
var gameHooks []gameGroup

// BindGame binds the GameHooks of the kinds of one file under a name,
// called in rank order; a name is bound once.
func BindGame(name string, rank int, h GameHooks) {
	for _, g := range gameHooks {
		if g.name == name {
			panic(fmt.Sprintf("rules: game hooks %q bound twice", name))
		}
	}
	// Inserted at its place in (rank, name) order: sorting the whole list
	// after each group (sort.SliceStable) took half the time of binding
	// them.
	i := 0
	for i < len(gameHooks) && (gameHooks[i].rank < rank || gameHooks[i].rank == rank && gameHooks[i].name < name) {
		i++
	}
	gameHooks = slices.Insert(gameHooks, i, gameGroup{name: name, rank: rank, h: h})
}

// unbindGame removes the group bound under name (for tests that bind
// their own).
func unbindGame(name string) {
	for i, g := range gameHooks {
		if g.name == name {
			gameHooks = append(gameHooks[:i:i], gameHooks[i+1:]...)
			return
		}
	}
}

// gameHookSet is the bound GameHooks of a board, point by point, in
// order, so that a point no group binds costs nothing. Its fields are
// those of GameHooks, by name, as lists (a keyed point: a list per step);
// addGroup fills them by reflection, and TestGameHookSetMirrorsGameHooks
// keeps the two in step. The core calls each list through the helper of
// the point's combination rule (until, anyOf, firstErr, firstOK, sum, fold),
// or a call of its own where the rule needs more (phase, moveRules, ...).
type gameHookSet struct {
	Built             [nBuiltSteps][]func(*Board)
	ZoneRolled        []func(*Board, scenario.DeployZone) bool
	Phase             [nPhaseEvents][]func(*State, PhaseStep) bool
	Skip              [nSkips][]func(*State) (string, bool)
	NoCommand         []func(*State) bool
	OrderDue          []func(*State) error
	MayMove           [nMoveChecks][]func(*State, int, int) error
	MoveRules         []func(*State, int, MoveFlags) MoveFlags
	Arrival           [nArrivalSteps][]func(*State, int) (string, bool)
	ForcedMarch       [nMarchSteps][]func(*State, March) March
	Declare           [nDeclareSteps][]func(*State, []*Battle, map[int]bool) (bool, error)
	CheckResolve      []func(*State, *Battle, Resolve, BattleOpts) (BattleOpts, error)
	Battle            [nBattleSteps][]func(*State, *BattleCtx, *[]Event) bool
	HexBenefit        []func(*State, int32, int, int) int
	Fortified         []func(*State, int32, int) bool
	Break             [nBreakSteps][]func(*State, UnitBreak) UnitBreak
	GardeReculeExempt []func(*Board, int) bool
	RetreatDistances  []func(*State, int, int, []int16) []int16
	LOCAt             []func(*State, int, int, int32, bool) bool
	LeaderLost        []func(*State, int, bool, Dice, *[]Event) bool
	RetreatRule       []func(*Board, int) (scenario.Rule, RetreatExit, bool)
	ZOCBlocked        []func(*State, int32, int) bool
	HexsideBlocksZOC  []func(*Board, int32, int32) bool
	Rally             [nRallySteps][]func(*State, RallyAsk) (int, bool)
	Lull              [nLullAsks][]func(*State, int) bool
	NoRest            []func(*State, int, *[]Event) bool
	LOCValue          []func(*Board, int32, int) (int, bool)
	InPlay            []func(*State, int) bool
	NoDummy           []func(*Board, int) (scenario.Rule, bool)
	Random            [nRandomSteps][]func(*RandomPlayer, *State, RandomAsk) RandomAsk
}

// bindGameHooks collects the GameHooks for board b: the special rules'
// own (Hooks.Game), in file order, then the groups' that play on b, in
// rank order.
func (b *Board) bindGameHooks() {
	bindHooks()
	add := func(h GameHooks) {
		b.game.addGroup(h)
		// A group's atBattleEnd hook reads what its atBattleStart hook
		// kept (BattleCtx.Kept) by the index of that hook, whichever other
		// groups bind either step.
		if h.Battle[AtBattleEnd] != nil {
			slot := -1
			if h.Battle[AtBattleStart] != nil {
				slot = len(b.game.Battle[AtBattleStart]) - 1
			}
			b.battleEndSlot = append(b.battleEndSlot, slot)
		}
	}
	for _, br := range b.Hooked {
		if br.h.Game != nil {
			add(br.h.Game(b, br.Rule, br.Params))
		}
	}
	for _, gr := range gameHooks {
		if gr.h.Active != nil && !gr.h.Active(b) {
			continue
		}
		add(gr.h)
	}
	if g := &b.game; len(g.Battle[AtBattleStart]) > maxBattleGroups {
		panic("rules: more than maxBattleGroups groups bind the Battle hooks' atBattleStart")
	}
}

// addGroup adds one group's (or rule's) GameHooks to the hook points: each
// bound hook (a func field, or a step of a keyed point) is appended to the
// list of the same name.
func (g *gameHookSet) addGroup(h GameHooks) {
	hv, gv := reflect.ValueOf(h), reflect.ValueOf(g).Elem()
	ht := hv.Type()
	for i := range ht.NumField() {
		name := ht.Field(i).Name
		if name == "Active" {
			continue
		}
		f, list := hv.Field(i), gv.FieldByName(name)
		if f.Kind() == reflect.Func {
			if !f.IsNil() {
				list.Set(reflect.Append(list, f))
			}
			continue
		}
		for k := range f.Len() { // a keyed point
			if step := f.Index(k); !step.IsNil() {
				l := list.Index(k)
				l.Set(reflect.Append(l, step))
			}
		}
	}
}

// The combination rules, one helper each, which the core calls a point's
// list with.

// until calls the hooks in order until one returns true, and reports
// whether one did.
func until[R, A any](fs []func(R, A) bool, r R, a A) bool {
	for _, f := range fs {
		if f(r, a) {
			return true
		}
	}
	return false
}

// anyOf reports whether a hook says true; the later ones are not asked.
func anyOf[R, A any](fs []func(R, A) bool, r R, a A) bool {
	return until(fs, r, a)
}

// anyOf2 is anyOf for hooks of two arguments after the receiver.
func anyOf2[R, A, B any](fs []func(R, A, B) bool, r R, a A, b B) bool {
	for _, f := range fs {
		if f(r, a, b) {
			return true
		}
	}
	return false
}

// firstErr is the first hook's error, or nil.
func firstErr[R, A, B any](fs []func(R, A, B) error, r R, a A, b B) error {
	for _, f := range fs {
		if err := f(r, a, b); err != nil {
			return err
		}
	}
	return nil
}

// firstOK is the first hook's answer that is ok.
func firstOK[R, A, V any](fs []func(R, A) (V, bool), r R, a A) (V, bool) {
	for _, f := range fs {
		if v, ok := f(r, a); ok {
			return v, true
		}
	}
	var zero V
	return zero, false
}

// sum adds the hooks' numbers (whether each says it answers or not).
func sum[R, A any](fs []func(R, A) (int, bool), r R, a A) int {
	n := 0
	for _, f := range fs {
		m, _ := f(r, a)
		n += m
	}
	return n
}

// fold hands each hook the answer so far (with the question, a value
// such as unitBreak) and returns the last.
func fold[R, V any](fs []func(R, V) V, r R, v V) V {
	for _, f := range fs {
		v = f(r, v)
	}
	return v
}

// The calls of the core that do more than a helper's call.

// RunPhase calls the Phase hooks of event e (until): true when one has moved
// the game on.
func (s *State) RunPhase(e phaseEvent, st PhaseStep) bool {
	for _, f := range s.B.game.Phase[e] { // until, written out: called for every order
		if f(s, st) {
			return true
		}
	}
	return false
}

// MoveRules is how the special rules move unit u this phase (MoveRules).
func (s *State) MoveRules(u int) MoveFlags {
	var f MoveFlags
	for _, h := range s.B.game.MoveRules { // fold, written out: the movement search's hot path
		f = h(s, u, f)
	}
	return f
}

// mayMove is why unit u of side may not move by check c, or nil.
func (s *State) mayMove(c moveCheck, side, u int) error {
	return firstErr(s.B.game.MayMove[c], s, side, u)
}

// limitReached reports whether side may move no more units this Movement
// Phase (6.0): a scenario's movement limit.
func (s *State) limitReached(side int) bool {
	return s.mayMove(MoveSide, side, -1) != nil // MayMove GameHooks, the rules' own first
}

// elite reports whether unit u counts as Elite for its rout roll: it is
// one, or a rule makes it act as one.
func (s *State) elite(u int) bool {
	return s.B.Units[u].Elite || len(s.B.game.MoveRules) > 0 && s.MoveRules(u).Has(MfElite)
}

// random asks the Random hooks of step k (fold; an order stops at the
// first that gives one).
func (p *RandomPlayer) random(s *State, k randomStep, q RandomAsk) RandomAsk {
	for _, f := range s.B.game.Random[k] {
		if q = f(p, s, q); q.Order != nil {
			return q
		}
	}
	return q
}

// skip is the rule that skips w now, if any.
func (s *State) skip(w skipWhat) (string, bool) {
	for _, f := range s.B.game.Skip[w] {
		if id, ok := f(s); ok {
			return id, true
		}
	}
	return "", false
}

// skipped reports whether a rule skips the player turn now beginning
// (4.0).
func (s *State) skipped() bool {
	_, ok := s.skip(SkipsTurn)
	return ok
}

// eventsSkipped returns the rule that skips the phasing side's Random
// Events Phase now (5.0), if any.
func (s *State) eventsSkipped() (id string, ok bool) { return s.skip(SkipsEvents) }

// marchGroupOf is the group number and cost of a Forced March of group
// alone (12.2.1), or why no rule allows it.
func (s *State) marchGroupOf(group string) (n, cost int, err error) {
	if fs := s.B.game.ForcedMarch[MarchGroup]; len(fs) > 0 {
		q := fs[0](s, March{Group: group})
		return q.GroupNo, q.Cost, q.Err
	}
	return 0, 0, Illegal("12.2.1", "a Forced March is made by all the side's units (12.2.1); no scenario rule lets %q force-march alone", group)
}

// forcedMarchCost is the Morale the phasing side pays to Force March
// (12.2.1): one, or the lowest cost a rule sets.
func (s *State) forcedMarchCost() int {
	cost, set := 1, false
	for _, f := range s.B.game.ForcedMarch[MarchCost] {
		if q := f(s, March{}); q.OK && (!set || q.Cost < cost) {
			cost, set = q.Cost, true
		}
	}
	return cost
}

// marchesWith reports whether unit u belongs to group n, which
// force-marched alone (12.2.1).
func (s *State) marchesWith(u, n int) bool {
	for _, f := range s.B.game.ForcedMarch[MarchUnit] {
		if f(s, March{Unit: u, GroupNo: n}).OK {
			return true
		}
	}
	return false
}

// withGroup reports whether pending variable reinforcement u rolls with
// its group (11.0).
func (s *State) withGroup(u int) bool {
	_, ok := firstOK(s.B.game.Arrival[ArrivalWithGroup], s, u)
	return ok
}

// breakWhere is where Broken unit u goes, from where the core sends it
// (9.6.1).
func (s *State) breakWhere(u int, where uint8) uint8 {
	return fold(s.B.game.Break[BreakWhere], s, UnitBreak{Unit: u, Where: where}).Where
}

// entryArea is the entry area key pending unit u enters by.
func (s *State) entryArea(u int) string {
	if a, ok := firstOK(s.B.game.Arrival[ArrivalArea], s, u); ok {
		return a
	}
	return s.Area(u)
}

// RetreatDistances is unit u's distance table to its LOC as the rules
// make it, from its side's table (9.7.7).
func (s *State) RetreatDistances(u, side int) []int16 {
	d := s.B.RetreatDist[side]
	for _, f := range s.B.game.RetreatDistances {
		d = f(s, u, side, d)
	}
	return d
}

// locAt reports whether a rule makes hex h a LOC hex of unit u of side: for
// a retreat, or, when rally, one where u may Rally (10.0).
func (s *State) locAt(u, side int, h int32, rally bool) bool {
	for _, f := range s.B.game.LOCAt {
		if f(s, u, side, h, rally) {
			return true
		}
	}
	return false
}

// battle calls the Battle hooks of step k (until); c.slot is the hook's
// index in the step's list.
func (s *State) battle(k battleStep, c *BattleCtx, ev *[]Event) {
	for i, f := range s.B.game.Battle[k] {
		c.Slot = i
		if k == AtBattleEnd {
			c.Slot = s.B.battleEndSlot[i] // its group's atBattleStart hook's
		}
		if f(s, c, ev) {
			return
		}
	}
}

// battleSum is the sum of the Battle hooks of step k (atDefence,
// atDifferential).
func (s *State) battleSum(k battleStep, c *BattleCtx) int {
	if len(s.B.game.Battle[k]) == 0 {
		return 0
	}
	c.Sum = 0
	s.battle(k, c, nil)
	return c.Sum
}

// battleLead is the unit (index + 1) that must advance first if the
// battle is won, 0 for none: the first atLead hook that names one.
func (s *State) battleLead(c *BattleCtx, ev *[]Event) int {
	c.Lead = 0
	s.battle(AtLead, c, ev)
	return c.Lead
}

// battleStrengths is the battle's strengths and differential as the
// atStrengths hooks change them.
func (s *State) battleStrengths(c *BattleCtx, opts BattleOpts, att, def, diff int, ev *[]Event) (int, int, int) {
	if len(s.B.game.Battle[AtStrengths]) == 0 {
		return att, def, diff
	}
	c.commit, c.Strengths = opts.commit, [3]int{att, def, diff}
	s.battle(AtStrengths, c, ev)
	return c.Strengths[0], c.Strengths[1], c.Strengths[2]
}

// battleCommand is the battle's command when a rule decides it (ok).
func (s *State) battleCommand(c *BattleCtx) (int, bool) {
	c.Command, c.CommandSet = 0, false
	s.battle(AtCommand, c, nil)
	return c.Command, c.CommandSet
}

// stepDHooks adds the rules' Step D rolls to out.
func (s *State) stepDHooks(c *BattleCtx, out []RandomMod) []RandomMod {
	if len(s.B.game.Battle[AtStepD]) == 0 {
		return out
	}
	c.Mods = out
	s.battle(AtStepD, c, nil)
	out, c.Mods = c.Mods, nil
	return out
}

// checkDeclarationHooks adds the special rules' checks of a declaration
// to the core's (declCheck, each until the first error) and hands the
// hooks the units that attack (declAttacking, each); waived is true when
// a rule lifts the attack obligations (7.4, 9.1) from this declaration.
func (s *State) checkDeclarationHooks(battles []*Battle, attacking map[int]bool) (waived bool, err error) {
	for _, f := range s.B.game.Declare[DeclCheck] {
		w, err := f(s, battles, nil)
		if err != nil {
			return false, err
		}
		waived = waived || w
	}
	for _, f := range s.B.game.Declare[DeclAttacking] {
		f(s, battles, attacking)
	}
	return waived, nil
}

// checkResolveHooks checks the special rules' options of a Resolve order
// and returns opts with them.
func (s *State) checkResolveHooks(bt *Battle, o Resolve, opts BattleOpts) (BattleOpts, error) {
	for _, f := range s.B.game.CheckResolve {
		var err error
		if opts, err = f(s, bt, o, opts); err != nil {
			return opts, err
		}
	}
	return opts, nil
}

// maxBattleGroups is the most groups with atBattleStart hooks, each of
// which keeps what its atBattleEnd hook reads in c.kept[c.slot] (a group
// that binds one binds the other).
const maxBattleGroups = 2

// unitBroken reports whether a hook dealt with the rest of unit u's break;
// the hooks' Morale changes are added to md.
func (s *State) unitBroken(u int, h int32, md *MoraleDelta, ev *[]Event) bool {
	done := false
	q := UnitBreak{Unit: u, Hex: h, Events: ev}
	for _, f := range s.B.game.Break[BreakDone] {
		if q = f(s, q); q.Done {
			done = true
			break
		}
	}
	if hm := &s.BreakMorale; hm.Gain != [2]int{} || hm.Loss != [2]int{} || hm.Why[0] != nil || hm.Why[1] != nil {
		for side := 0; side < 2; side++ {
			md.Gain[side] += hm.Gain[side]
			md.Loss[side] += hm.Loss[side]
			md.Why[side] = append(md.Why[side], hm.Why[side]...)
		}
		*hm = MoraleDelta{}
	}
	return done
}

// leaderLost reports whether a rule removes leader l instead of its
// retreat.
func (s *State) leaderLost(l int, rout bool, d Dice, ev *[]Event) bool {
	for _, f := range s.B.game.LeaderLost {
		if f(s, l, rout, d, ev) {
			return true
		}
	}
	return false
}

// leadersLost removes the leaders accompanying a retreat that a rule
// removes (leaderLost) and returns the others, in place.
func (s *State) leadersLost(leaders []int, rout bool, d Dice, ev *[]Event) []int {
	if len(s.B.game.LeaderLost) == 0 {
		return leaders
	}
	out := leaders[:0]
	for _, l := range leaders {
		if !s.leaderLost(l, rout, d, ev) {
			out = append(out, l)
		}
	}
	return out
}

// hexBenefit is defender d's combat benefit in hex h (9.4): the map's
// terrain, as the HexBenefit hooks change it.
func (s *State) hexBenefit(h int32, d int) int {
	v := int(s.B.HexCombat[h])
	for _, f := range s.B.game.HexBenefit {
		v = f(s, h, d, v)
	}
	return v
}

// FortFor reports whether hex h is Fortified (or a Redoubt) for a unit of
// side: on the map, or by a Fortified hook.
func (s *State) FortFor(h int32, side int) bool {
	return s.B.Fortified[h] || anyOf2(s.B.game.Fortified, s, h, side)
}

// zocBlocked reports whether a ZOCBlocked hook keeps side's ZOC out of
// hex n.
func (s *State) zocBlocked(n int32, side int) bool {
	return anyOf2(s.B.game.ZOCBlocked, s, n, side)
}

// hexsideBlocksZOC reports whether a HexsideBlocksZOC hook keeps a ZOC
// from hex h out of its neighbour n.
func (b *Board) hexsideBlocksZOC(h, n int32) bool {
	return anyOf2(b.game.HexsideBlocksZOC, b, h, n)
}

// retreatRuleOf is side's Organized Retreat rule and what the exits read
// of it: the first RetreatRule hook that answers.
func (b *Board) retreatRuleOf(side int) (scenario.Rule, RetreatExit, bool) {
	for _, f := range b.game.RetreatRule {
		if r, x, ok := f(b, side); ok {
			return r, x, true
		}
	}
	return scenario.Rule{}, RetreatExit{}, false
}

// rallyRoll is what the rules add to unit u's Rally die roll.
func (s *State) rallyRoll(u int, pre [2]int, spend bool) int {
	return sum(s.B.game.Rally[RallyDie], s, RallyAsk{Unit: u, Pre: pre, Spend: spend})
}

// rallyCost is the Morale the phasing side spends for the +1 Rally bonus
// (12.2.2): one, or what the first rule that answers sets.
func (s *State) rallyCost() int {
	if n, ok := firstOK(s.B.game.Rally[RallyBonusCost], s, RallyAsk{}); ok {
		return n
	}
	return 1
}

// lullAllowed reports whether a Lull may occur now as far as the turn goes
// (13.0): after the first night, or earlier when a rule allows it, and
// never on a turn a rule forbids.
func (s *State) lullAllowed() bool {
	allowed := s.nightSeen
	for _, f := range s.B.game.Lull[lullAllowed] {
		if f(s, s.Phasing) {
			allowed = true
		}
	}
	return allowed && !anyOf(s.B.game.Lull[lullForbidden], s, s.Phasing)
}

// nightCombat reports whether the Combat Phase now ending was at night.
func (s *State) nightCombat() bool {
	return anyOf(s.B.game.Lull[LullNight], s, s.Phasing)
}

// NoCommand reports whether the phasing side needs no Command order.
func (s *State) NoCommand() bool {
	for _, f := range s.B.game.NoCommand {
		if f(s) {
			return true
		}
	}
	return false
}

// OrderDue is why no order but a group's own may be given now, or nil.
func (s *State) OrderDue() error {
	for _, f := range s.B.game.OrderDue {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// noRest reports whether a hook gives side no night Rest Recovery; every
// hook is asked (each records its own event).
func (s *State) noRest(side int, ev *[]Event) bool {
	none := false
	for _, f := range s.B.game.NoRest {
		if f(s, side, ev) {
			none = true
		}
	}
	return none
}

// dummyRestricted is the rule that forbids unit u to receive a Dummy
// (16.1.3), if any.
func (b *Board) dummyRestricted(u int) (scenario.Rule, bool) {
	return firstOK(b.game.NoDummy, b, u)
}

// locValue returns the morale a captured LOC hex costs its owner when a
// rule gives it a value of its own (14.0).
func (b *Board) locValue(h int32, owner int) (int, bool) {
	for _, f := range b.game.LOCValue {
		if n, ok := f(b, h, owner); ok {
			return n, true
		}
	}
	return 0, false
}

// built runs the Built hooks of step k.
func (b *Board) built(k builtStep) {
	for _, f := range b.game.Built[k] {
		f(b)
	}
}

// deployed runs the Built hooks once the board's units and deployment are
// built.
func (b *Board) deployed() { b.built(BuiltUnits) }

// turnTrack runs the Built hooks once the board's turn track is built.
func (b *Board) turnTrack() { b.built(BuiltTurnTrack) }

// MoveLimit is the refusal of a move by a side's movement limit, rule's
// (6.0), or nil when rule is "". The refusals are made once per rule and
// shared (an IllegalOrder is read, never changed): the random player asks
// before every move whether the limit is reached.
func MoveLimit(rule string) error {
	if rule == "" {
		return nil
	}
	if err, ok := moveLimits.Load(rule); ok {
		return err.(error)
	}
	err, _ := moveLimits.LoadOrStore(rule, Illegal(rule, "the scenario's movement limit for this turn is reached"))
	return err.(error)
}

// moveLimits holds moveLimit's refusals by rule.
var moveLimits sync.Map
