package rules

import (
	"fmt"
	"slices"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// GameHooks are the hook points of the special-rule kinds that keep state
// in play (arrival groups, the Depot, the Night Attack, leaders, the
// Flotilla, ...). Where Hooks are called once for each rule, GameHooks are
// called once for each position, whatever the number of rules: the kinds
// of one file keep their state in slots of their own on the State (kindstate.go) and read their rules
// themselves, and each hook does nothing on a board without them.
//
// A file binds its GameHooks from the function its init registers with
// bindAtFirstUse (hooks.go), which runs the first time a board is built:
//
//	func init() { bindAtFirstUse(bindBailenKinds) }
//
//	func bindBailenKinds() {
//		bindGame("depot", 35, GameHooks{Prepare: (*State).prepareDepot, RestRecovery: (*State).depotRest})
//	}
//
// The core calls the hooks of the bound groups in the order of their
// ranks (then names), which keeps the order of the rulebooks' steps where
// two groups act at one point (a drawn card's Swiss desertion before its
// leader events, before its marching reinforcements; the Garde Marins
// before the Flotilla); a hook that answers a question (a bool, an error)
// stops at the first group that answers. docs/special-rules.md lists them with the rule each
// serves.
type GameHooks struct {
	// Active reports, once the board's special rules are read, whether
	// the group plays on this board; nil means always. A group whose
	// hooks are on hot paths (zones of control, terrain) says so, so that
	// a board without its rules does not call them.
	Active func(b *Board) bool

	// Prepare runs when a game starts, before the Prepare hooks of the
	// rules (5.0).
	Prepare func(s *State)
	// AfterOrder runs after every order that did not end the game, after
	// the AfterOrder hooks of the rules; before is the state the order was
	// given in. Morale changes go into md.
	AfterOrder func(s *State, before *State, o Order, md *moraleDelta, ev *[]Event)

	// Command reports whether the phasing side needs no Command order
	// this Movement Phase (every unit is active, 6.0).
	NoCommand func(s *State) bool
	// OrderDue is why no order but the group's own may be given now (the
	// Command order a command limit awaits, 6.0), or nil.
	OrderDue func(s *State) error
	// MoveSpent is why unit u may not move because its side's count of
	// moves this phase is used up (a command limit's roll, 6.0), or nil;
	// a move that goes on (7.8) is not asked.
	MoveSpent func(s *State, u int) error
	// BeforeMove runs when a unit's move is applied, before it moves
	// (a roll that limits the moves of the phase, 6.0).
	BeforeMove func(t *State, d Dice, ev *[]Event)
	// AfterMove runs once a unit u has moved (a move that goes on, 7.8);
	// before is the state the Move was given in.
	AfterMove func(t *State, before *State, u int, d Dice, ev *[]Event)
	// MoveBlocked is why unit u may not move at all now (6.0), or nil.
	MoveBlocked func(s *State, u int) error
	// SideMoveLimit is the rule (its number) by which side may move no
	// more units this Movement Phase (6.0), or "" while it may.
	SideMoveLimit func(s *State, side int) string
	// UnitMoveLimit is why unit u may not move now although its side may
	// (a limit per group of units, 6.0), or nil.
	UnitMoveLimit func(s *State, u int) error
	// Continuation reports whether unit u is in the middle of a move that
	// goes on (7.8), with the Movement Points left: it moves again
	// although it has moved, and the move counts against no limit.
	Continuation func(s *State, u int) (left int, ok bool)
	// NightMove reports whether unit u moves under the night rules (one
	// hex, 14.0) on a day turn.
	NightMove func(s *State, u int) bool
	// NightEZOC reports whether unit u may enter an enemy ZOC at night
	// (14.2).
	NightEZOC func(s *State, u int) bool
	// ActsElite reports whether unit u, which Routs, acts as an Elite unit
	// for its rout roll although it is not one (Bailén 20 16.11).
	ActsElite func(s *State, u int) bool
	// NoEZOC reports whether unit u may not enter an enemy ZOC in this
	// Movement Phase although the standard rules let it (an Inactive
	// unit, Bussaco 20 5.1).
	NoEZOC func(s *State, u int) bool
	// MoveBonus is what the rules add to unit u's Movement Allowance
	// (6.0).
	MoveBonus func(s *State, u int) int
	// EntryArea is the entry area key pending unit u enters by (11.0),
	// when a rule changes it (ok).
	EntryArea func(s *State, u int) (area string, ok bool)
	// RetreatDistances is the distance table to its LOC (9.7.7) of unit u
	// of side when a rule changes it: d is the table so far (the side's,
	// then each group's), the result the one used.
	RetreatDistances func(s *State, u, side int, d []int16) []int16
	// LOCAt reports whether hex h counts as a LOC hex of unit u of side for
	// a retreat (9.7.7, 9.7.8) although the scenario does not list it.
	LOCAt func(s *State, u, side int, h int32) bool
	// RallyLOCAt reports whether hex h counts as an own LOC hex where
	// unit u may Rally (10.0) although the scenario does not list it.
	RallyLOCAt func(s *State, u int, h int32) bool
	// RandomOrder is an order of the group's own that the random player
	// gives now (the Redoubt), or nil; it draws from p's generator.
	RandomOrder func(p *RandomPlayer, s *State) Order
	// RandomCommand is the random player's answer to a command limit
	// the group's rule asks for (the Active Corps, Bussaco 20 España
	// 5.1), or nil; it draws from p's generator.
	RandomCommand func(p *RandomPlayer, s *State) Order
	// MarchGroup is, for a Forced March of one group of units only (a
	// Corps, Bussaco 20 España 5.1, A Moment of Clarity), the group's
	// number (1 up) and the Morale Points it costs, or why it may not be
	// made (12.2.1).
	MarchGroup func(s *State, group string) (n, cost int, err error)
	// MarchesWith reports whether unit u belongs to group n, the group
	// that force-marched alone (12.2.1).
	MarchesWith func(s *State, u, n int) bool
	// RandomResolve returns o, the random player's Resolve order for
	// battle i, with the options of the group's own set (the Garde
	// Marins, 9.0). Values, not pointers: nothing escapes per battle.
	RandomResolve func(p *RandomPlayer, s *State, i int, o Resolve) Resolve
	// RollsVariable reports whether pending variable reinforcement u
	// rolls with its group rather than on its own (11.0).
	RollsVariable func(s *State, u int) bool
	// RetreatAuthorized runs when side's Organized Retreat is authorized
	// (exit.go).
	RetreatAuthorized func(s *State, side int)

	// CardDrawn runs when a Random Event card is drawn, before its events
	// are enacted (5.0); the hook may change the card's events.
	CardDrawn func(s *State, card *scenario.Card, d Dice, ev *[]Event)
	// EventsEnd runs at the end of a Random Events Phase, before the
	// Movement Phase starts (5.0).
	EventsEnd func(s *State, d Dice, ev *[]Event)
	// MovementStart runs when a Movement Phase starts (6.0).
	MovementStart func(s *State, ev *[]Event)
	// MovementRolls runs once a Movement Phase has started, after the
	// variable reinforcements' rolls (11.0).
	MovementRolls func(s *State, d Dice, ev *[]Event)
	// MovementEnd runs at the end of a Movement Phase; true when the hook
	// has moved the game on itself (4.0).
	MovementEnd func(s *State, ev *[]Event) bool
	// NightMovementEnd runs at the end of a night Movement Phase; true
	// when the hook has moved the game on itself (a combat at night,
	// 14.2).
	NightMovementEnd func(s *State, ev *[]Event) bool
	// NightCombat reports whether the Combat Phase now ending was fought
	// at night (14.2): no Lull follows it (13.0).
	NightCombat func(s *State) bool
	// NoRest reports whether side has no night Rest Recovery (14.0) this
	// night; it records its own event.
	NoRest func(s *State, side int, ev *[]Event) bool
	// RestRecovery adds to side's night Rest Recovery (14.0), after the
	// RestRecovery hooks of the rules.
	RestRecovery func(s *State, side int, md *moraleDelta)
	// TurnEnd runs when a game turn ends, after the turn track's sudden
	// death; true when the game is over (4.0).
	TurnEnd func(s *State, d Dice, ev *[]Event) bool

	// Declared runs once the phasing side's battles are declared (9.1).
	Declared func(t *State, d Dice, ev *[]Event)
	// CheckDeclaration checks a whole declaration (9.1) instead of the
	// core when handled.
	CheckDeclaration func(s *State, battles []*Battle) (handled bool, err error)
	// Attacking runs on a checked declaration's battles, with the units
	// that attack, before the attack obligations are checked (9.1).
	Attacking func(s *State, battles []*Battle, attacking map[int]bool)
	// CheckResolve checks the options of a Resolve order that belong to
	// special rules (9.0) and returns opts with them recorded.
	CheckResolve func(s *State, bt *Battle, o Resolve, opts battleOpts) (battleOpts, error)
	// Lead is the unit (index + 1) that must advance first if battle c is
	// won (9.8; a leader's Command, Talavera 20 16.10.3), 0 for none; it
	// runs as the battle is resolved and may record events.
	Lead func(s *State, c *battleCtx, ev *[]Event) int
	// BattleStrengths changes a battle's strengths and differential once
	// they are computed, before Step D (9.4, 9.5).
	BattleStrengths func(s *State, c *battleCtx, opts battleOpts, att, def, diff int, ev *[]Event) (int, int, int)
	// BattleStart runs before a battle is fought (9.0); what it returns
	// is handed to its BattleEnd hook.
	BattleStart func(s *State, c *battleCtx) []int32
	// BattleEnd runs once a battle is resolved, before its Morale changes
	// are applied (9.0); kept is what BattleStart returned.
	BattleEnd func(s *State, kept []int32, ev *[]Event)
	// UnitBroken runs when unit u breaks in hex h (9.6.1); true when the
	// hook has dealt with the rest of the break. Its Morale changes go
	// into s.hookMD, which the core adds to the battle's.
	UnitBroken func(s *State, u int, h int32, ev *[]Event) bool
	// InPlay reports whether unit u counts as in play for a victory
	// condition although it is off the map (15.0).
	InPlay func(s *State, u int) bool

	// Command is a battle's command (16.9.5) when a rule decides it (ok):
	// -1 when no attacker is commanded, else 0.
	Command func(s *State, c *battleCtx) (cmd int, ok bool)
	// StepD adds the rules' Step D rolls to a battle's (9.5, 16.7).
	StepD func(s *State, c *battleCtx, out []randomMod) []randomMod
	// AdvanceFirst is the winner that must advance first after battle c
	// (9.8), or -1.
	// BreakWhere is where Broken unit u goes (9.6.1) when a rule sends it
	// elsewhere than where.
	BreakWhere func(s *State, u int, where uint8) uint8
	// HexBenefit is defender d's combat benefit in hex h (9.4), from v
	// the benefit so far (the map's terrain, then each group's).
	HexBenefit func(s *State, h int32, d int, v int) int
	// Fortified reports whether hex h is Fortified (or a Redoubt) for a
	// unit of side although the map does not say so (9.6.2.1, 9.7.2.2,
	// 16.4).
	Fortified func(s *State, h int32, side int) bool
	// ZOCBlocked reports whether side's ZOC does not extend into hex n
	// (7.0).
	ZOCBlocked func(s *State, n int32, side int) bool
	// Differential is what the rules add to a battle's final differential
	// (9.5, Step D), summed.
	Differential func(s *State, c *battleCtx) int
	// GardeReculeExempt reports whether a rule exempts Guard unit u from Le
	// Garde Recule (12.3.2); asked of the board.
	GardeReculeExempt func(b *Board, u int) bool
	// NoTruce reports whether a rule denies side the Morale of a Truce
	// (13.0).
	NoTruce func(s *State, side int) bool
	// SkipPlayerTurn reports whether a rule skips the player turn now
	// beginning (4.0).
	SkipPlayerTurn func(s *State) bool
	// ForcedMarchCost is the Morale the phasing side pays for a Forced
	// March (12.2.1) when a rule sets it (ok): the lowest set applies, one
	// Morale Point when none is.
	ForcedMarchCost func(s *State) (cost int, ok bool)
	// RallyCost is the Morale the phasing side spends for the +1 Rally
	// bonus (12.2.2) when a rule sets it (ok): the first answer applies, one
	// Morale Point when none does.
	RallyCost func(s *State) (cost int, ok bool)
	// Lull is +1 when a rule allows Lulls now although no night has
	// passed, -1 when it forbids them, 0 otherwise (13.0); a rule that
	// forbids wins.
	Lull func(s *State) int
	// SkipEvents is the rule (its id) that skips the phasing side's Random
	// Events Phase now (5.0), when one does (ok): the first answer.
	SkipEvents func(s *State) (rule string, ok bool)
	// LOCValue is the morale a captured LOC hex h costs its owner when a
	// rule gives it a value of its own (14.0): the first answer.
	LOCValue func(b *Board, h int32, owner int) (int, bool)
	// NoDummy is the rule that forbids unit u to receive a Dummy
	// (16.1.3), when one does (ok): the first answer.
	NoDummy func(b *Board, u int) (scenario.Rule, bool)
	// RetreatRule is side's Organized Retreat rule and what the exits read
	// of it (12.8), when the group gives one (ok); it is asked of the
	// board, and the first group that answers gives it.
	RetreatRule func(b *Board, side int) (r scenario.Rule, x retreatExit, ok bool)
	// HexsideBlocksZOC reports whether a ZOC from hex h does not reach its
	// neighbour n (6.10); it is asked of the board, in every position.
	HexsideBlocksZOC func(b *Board, h, n int32) bool
	// Deployed runs once the board's units and deployment are built: the
	// group prepares what play needs from them.
	Deployed func(b *Board)
	// TurnTrack runs once the board's turn track is built (4.0).
	TurnTrack func(b *Board)
	// ZoneRolled reports whether the arrival rolls of a rule bring the
	// units of deployment zone z, a Game Turn box (11.0).
	ZoneRolled func(b *Board, z scenario.DeployZone) bool
	// RallyRoll is what the rules add to unit u's Rally die roll (10.0),
	// summed; pre is the Morale of both sides before any was spent on the
	// Rally, and spend whether the side spent Morale on it.
	RallyRoll func(s *State, u int, pre [2]int, spend bool) int
	// LeaderLost reports whether leader l, which has to Retreat (or Routs),
	// is removed instead (16.9.3); it records its own events.
	LeaderLost func(s *State, l int, rout bool, d Dice, ev *[]Event) bool
}

// gameGroup is one file's GameHooks.
type gameGroup struct {
	name string
	rank int
	h    GameHooks
}

// gameHooks holds the bound groups, in the order they were bound.
var gameHooks []gameGroup

// bindGame binds the GameHooks of the kinds of one file under a name,
// called in rank order; a name is bound once.
func bindGame(name string, rank int, h GameHooks) {
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

// gameHookSet is the bound GameHooks of a board, hook point by hook point,
// so that a point no group binds costs nothing.
type gameHookSet struct {
	prepare           []func(*State)
	afterOrder        []func(*State, *State, Order, *moraleDelta, *[]Event)
	noCommand         []func(*State) bool
	orderDue          []func(*State) error
	moveSpent         []func(*State, int) error
	beforeMove        []func(*State, Dice, *[]Event)
	afterMove         []func(*State, *State, int, Dice, *[]Event)
	moveBlocked       []func(*State, int) error
	sideMoveLimit     []func(*State, int) string
	unitMoveLimit     []func(*State, int) error
	continuation      []func(*State, int) (int, bool)
	nightMove         []func(*State, int) bool
	nightEZOC         []func(*State, int) bool
	noEZOC            []func(*State, int) bool
	actsElite         []func(*State, int) bool
	moveBonus         []func(*State, int) int
	entryArea         []func(*State, int) (string, bool)
	retreatDistances  []func(*State, int, int, []int16) []int16
	locAt             []func(*State, int, int, int32) bool
	rallyLOCAt        []func(*State, int, int32) bool
	randomOrder       []func(*RandomPlayer, *State) Order
	randomCommand     []func(*RandomPlayer, *State) Order
	marchGroup        []func(*State, string) (int, int, error)
	marchesWith       []func(*State, int, int) bool
	randomResolve     []func(*RandomPlayer, *State, int, Resolve) Resolve
	rollsVariable     []func(*State, int) bool
	retreatAuthorized []func(*State, int)
	cardDrawn         []func(*State, *scenario.Card, Dice, *[]Event)
	eventsEnd         []func(*State, Dice, *[]Event)
	movementStart     []func(*State, *[]Event)
	movementRolls     []func(*State, Dice, *[]Event)
	movementEnd       []func(*State, *[]Event) bool
	nightMovementEnd  []func(*State, *[]Event) bool
	nightCombat       []func(*State) bool
	noRest            []func(*State, int, *[]Event) bool
	restRecovery      []func(*State, int, *moraleDelta)
	turnEnd           []func(*State, Dice, *[]Event) bool
	declared          []func(*State, Dice, *[]Event)
	checkDeclaration  []func(*State, []*Battle) (bool, error)
	attacking         []func(*State, []*Battle, map[int]bool)
	checkResolve      []func(*State, *Battle, Resolve, battleOpts) (battleOpts, error)
	lead              []func(*State, *battleCtx, *[]Event) int
	battleStrengths   []func(*State, *battleCtx, battleOpts, int, int, int, *[]Event) (int, int, int)
	battle            []battleHooks
	unitBroken        []func(*State, int, int32, *[]Event) bool
	inPlay            []func(*State, int) bool
	command           []func(*State, *battleCtx) (int, bool)
	stepD             []func(*State, *battleCtx, []randomMod) []randomMod
	breakWhere        []func(*State, int, uint8) uint8
	leaderLost        []func(*State, int, bool, Dice, *[]Event) bool
	rallyRoll         []func(*State, int, [2]int, bool) int
	deployed          []func(*Board)
	turnTrack         []func(*Board)
	zoneRolled        []func(*Board, scenario.DeployZone) bool
	hexBenefit        []func(*State, int32, int, int) int
	fortified         []func(*State, int32, int) bool
	zocBlocked        []func(*State, int32, int) bool
	hexsideBlocksZOC  []func(*Board, int32, int32) bool
	retreatRule       []func(*Board, int) (scenario.Rule, retreatExit, bool)
	differential      []func(*State, *battleCtx) int
	gardeReculeExempt []func(*Board, int) bool
	noTruce           []func(*State, int) bool
	skipPlayerTurn    []func(*State) bool
	forcedMarchCost   []func(*State) (int, bool)
	rallyCost         []func(*State) (int, bool)
	lull              []func(*State) int
	skipEvents        []func(*State) (string, bool)
	locValue          []func(*Board, int32, int) (int, bool)
	noDummy           []func(*Board, int) (scenario.Rule, bool)
}

// add appends f to the hook point's list when it is bound.
func add[F any](list []F, f F, bound bool) []F {
	if bound {
		return append(list, f)
	}
	return list
}

// bindGameHooks collects the GameHooks for board b: the special rules'
// own (Hooks.Game), in file order, then the groups' that play on b, in
// rank order.
func (b *Board) bindGameHooks() {
	bindHooks()
	for _, br := range b.hooked {
		if br.h.Game != nil {
			b.game.addGroup(br.h.Game(b, br.r, br.p))
		}
	}
	for _, gr := range gameHooks {
		if gr.h.Active != nil && !gr.h.Active(b) {
			continue
		}
		b.game.addGroup(gr.h)
	}
}

// addGroup adds one group's (or rule's) GameHooks to the hook points.
func (g *gameHookSet) addGroup(h GameHooks) {
	g.prepare = add(g.prepare, h.Prepare, h.Prepare != nil)
	g.afterOrder = add(g.afterOrder, h.AfterOrder, h.AfterOrder != nil)
	g.noCommand = add(g.noCommand, h.NoCommand, h.NoCommand != nil)
	g.orderDue = add(g.orderDue, h.OrderDue, h.OrderDue != nil)
	g.moveSpent = add(g.moveSpent, h.MoveSpent, h.MoveSpent != nil)
	g.beforeMove = add(g.beforeMove, h.BeforeMove, h.BeforeMove != nil)
	g.afterMove = add(g.afterMove, h.AfterMove, h.AfterMove != nil)
	g.moveBlocked = add(g.moveBlocked, h.MoveBlocked, h.MoveBlocked != nil)
	g.sideMoveLimit = add(g.sideMoveLimit, h.SideMoveLimit, h.SideMoveLimit != nil)
	g.unitMoveLimit = add(g.unitMoveLimit, h.UnitMoveLimit, h.UnitMoveLimit != nil)
	g.continuation = add(g.continuation, h.Continuation, h.Continuation != nil)
	g.nightMove = add(g.nightMove, h.NightMove, h.NightMove != nil)
	g.nightEZOC = add(g.nightEZOC, h.NightEZOC, h.NightEZOC != nil)
	g.noEZOC = add(g.noEZOC, h.NoEZOC, h.NoEZOC != nil)
	g.actsElite = add(g.actsElite, h.ActsElite, h.ActsElite != nil)
	g.moveBonus = add(g.moveBonus, h.MoveBonus, h.MoveBonus != nil)
	g.entryArea = add(g.entryArea, h.EntryArea, h.EntryArea != nil)
	g.retreatDistances = add(g.retreatDistances, h.RetreatDistances, h.RetreatDistances != nil)
	g.locAt = add(g.locAt, h.LOCAt, h.LOCAt != nil)
	g.rallyLOCAt = add(g.rallyLOCAt, h.RallyLOCAt, h.RallyLOCAt != nil)
	g.randomOrder = add(g.randomOrder, h.RandomOrder, h.RandomOrder != nil)
	g.randomCommand = add(g.randomCommand, h.RandomCommand, h.RandomCommand != nil)
	g.marchGroup = add(g.marchGroup, h.MarchGroup, h.MarchGroup != nil)
	g.marchesWith = add(g.marchesWith, h.MarchesWith, h.MarchesWith != nil)
	g.randomResolve = add(g.randomResolve, h.RandomResolve, h.RandomResolve != nil)
	g.rollsVariable = add(g.rollsVariable, h.RollsVariable, h.RollsVariable != nil)
	g.retreatAuthorized = add(g.retreatAuthorized, h.RetreatAuthorized, h.RetreatAuthorized != nil)
	g.cardDrawn = add(g.cardDrawn, h.CardDrawn, h.CardDrawn != nil)
	g.eventsEnd = add(g.eventsEnd, h.EventsEnd, h.EventsEnd != nil)
	g.movementStart = add(g.movementStart, h.MovementStart, h.MovementStart != nil)
	g.movementRolls = add(g.movementRolls, h.MovementRolls, h.MovementRolls != nil)
	g.movementEnd = add(g.movementEnd, h.MovementEnd, h.MovementEnd != nil)
	g.nightMovementEnd = add(g.nightMovementEnd, h.NightMovementEnd, h.NightMovementEnd != nil)
	g.nightCombat = add(g.nightCombat, h.NightCombat, h.NightCombat != nil)
	g.noRest = add(g.noRest, h.NoRest, h.NoRest != nil)
	g.restRecovery = add(g.restRecovery, h.RestRecovery, h.RestRecovery != nil)
	g.turnEnd = add(g.turnEnd, h.TurnEnd, h.TurnEnd != nil)
	g.declared = add(g.declared, h.Declared, h.Declared != nil)
	g.checkDeclaration = add(g.checkDeclaration, h.CheckDeclaration, h.CheckDeclaration != nil)
	g.attacking = add(g.attacking, h.Attacking, h.Attacking != nil)
	g.checkResolve = add(g.checkResolve, h.CheckResolve, h.CheckResolve != nil)
	g.lead = add(g.lead, h.Lead, h.Lead != nil)
	g.battleStrengths = add(g.battleStrengths, h.BattleStrengths, h.BattleStrengths != nil)
	g.battle = add(g.battle, battleHooks{h.BattleStart, h.BattleEnd}, h.BattleStart != nil || h.BattleEnd != nil)
	if len(g.battle) > maxBattleGroups {
		panic("rules: more than maxBattleGroups groups bind BattleStart or BattleEnd")
	}
	g.unitBroken = add(g.unitBroken, h.UnitBroken, h.UnitBroken != nil)
	g.inPlay = add(g.inPlay, h.InPlay, h.InPlay != nil)
	g.command = add(g.command, h.Command, h.Command != nil)
	g.stepD = add(g.stepD, h.StepD, h.StepD != nil)
	g.breakWhere = add(g.breakWhere, h.BreakWhere, h.BreakWhere != nil)
	g.leaderLost = add(g.leaderLost, h.LeaderLost, h.LeaderLost != nil)
	g.rallyRoll = add(g.rallyRoll, h.RallyRoll, h.RallyRoll != nil)
	g.deployed = add(g.deployed, h.Deployed, h.Deployed != nil)
	g.turnTrack = add(g.turnTrack, h.TurnTrack, h.TurnTrack != nil)
	g.zoneRolled = add(g.zoneRolled, h.ZoneRolled, h.ZoneRolled != nil)
	g.hexBenefit = add(g.hexBenefit, h.HexBenefit, h.HexBenefit != nil)
	g.fortified = add(g.fortified, h.Fortified, h.Fortified != nil)
	g.zocBlocked = add(g.zocBlocked, h.ZOCBlocked, h.ZOCBlocked != nil)
	g.hexsideBlocksZOC = add(g.hexsideBlocksZOC, h.HexsideBlocksZOC, h.HexsideBlocksZOC != nil)
	g.retreatRule = add(g.retreatRule, h.RetreatRule, h.RetreatRule != nil)
	g.differential = add(g.differential, h.Differential, h.Differential != nil)
	g.gardeReculeExempt = add(g.gardeReculeExempt, h.GardeReculeExempt, h.GardeReculeExempt != nil)
	g.noTruce = add(g.noTruce, h.NoTruce, h.NoTruce != nil)
	g.skipPlayerTurn = add(g.skipPlayerTurn, h.SkipPlayerTurn, h.SkipPlayerTurn != nil)
	g.forcedMarchCost = add(g.forcedMarchCost, h.ForcedMarchCost, h.ForcedMarchCost != nil)
	g.rallyCost = add(g.rallyCost, h.RallyCost, h.RallyCost != nil)
	g.lull = add(g.lull, h.Lull, h.Lull != nil)
	g.skipEvents = add(g.skipEvents, h.SkipEvents, h.SkipEvents != nil)
	g.locValue = add(g.locValue, h.LOCValue, h.LOCValue != nil)
	g.noDummy = add(g.noDummy, h.NoDummy, h.NoDummy != nil)
}

// The calls of the core, one for each hook point.

func (s *State) gamePrepare() {
	for _, f := range s.B.game.prepare {
		f(s)
	}
}

func (s *State) gameAfterOrder(before *State, o Order, md *moraleDelta, ev *[]Event) {
	for _, f := range s.B.game.afterOrder {
		f(s, before, o, md, ev)
	}
}

// noCommand reports whether the phasing side needs no Command order.
func (s *State) noCommand() bool {
	for _, f := range s.B.game.noCommand {
		if f(s) {
			return true
		}
	}
	return false
}

// orderDue is why no order but a group's own may be given now, or nil.
func (s *State) orderDue() error {
	for _, f := range s.B.game.orderDue {
		if err := f(s); err != nil {
			return err
		}
	}
	return nil
}

// moveSpent is why unit u may not move because its side's count of moves
// is used up, or nil.
func (s *State) moveSpent(u int) error {
	for _, f := range s.B.game.moveSpent {
		if err := f(s, u); err != nil {
			return err
		}
	}
	return nil
}

func (t *State) beforeMove(d Dice, ev *[]Event) {
	for _, f := range t.B.game.beforeMove {
		f(t, d, ev)
	}
}

func (t *State) afterMove(before *State, u int, d Dice, ev *[]Event) {
	for _, f := range t.B.game.afterMove {
		f(t, before, u, d, ev)
	}
}

// moveBlocked is why unit u may not move at all now, or nil.
func (s *State) moveBlocked(u int) error {
	for _, f := range s.B.game.moveBlocked {
		if err := f(s, u); err != nil {
			return err
		}
	}
	return nil
}

// sideMoveLimit is the rule that stops side moving more units, or "":
// the first that answers.
func (s *State) sideMoveLimit(side int) string {
	for _, f := range s.B.game.sideMoveLimit {
		if r := f(s, side); r != "" {
			return r
		}
	}
	return ""
}

// unitMoveLimit is why unit u may not move although its side may, or nil.
func (s *State) unitMoveLimit(u int) error {
	for _, f := range s.B.game.unitMoveLimit {
		if err := f(s, u); err != nil {
			return err
		}
	}
	return nil
}

// continuation reports whether unit u is in the middle of a move that goes
// on (7.8), with the Movement Points left.
func (s *State) continuation(u int) (int, bool) {
	for _, f := range s.B.game.continuation {
		if left, ok := f(s, u); ok {
			return left, true
		}
	}
	return 0, false
}

// nightMove reports whether unit u moves under the night rules on a day
// turn.
func (s *State) nightMove(u int) bool {
	for _, f := range s.B.game.nightMove {
		if f(s, u) {
			return true
		}
	}
	return false
}

// nightEZOC reports whether unit u may enter an enemy ZOC at night.
func (s *State) nightEZOC(u int) bool {
	for _, f := range s.B.game.nightEZOC {
		if f(s, u) {
			return true
		}
	}
	return false
}

// noEZOCEntry reports whether unit u may not enter enemy ZOCs in this
// Movement Phase: already (std, the standard rules) or by a rule.
func (s *State) noEZOCEntry(u int, std bool) bool {
	if std {
		return true
	}
	for _, f := range s.B.game.noEZOC {
		if f(s, u) {
			return true
		}
	}
	return false
}

// elite reports whether unit u counts as Elite for its rout roll: it is
// one, or a rule makes it act as one.
func (s *State) elite(u int) bool {
	if s.B.Units[u].Elite {
		return true
	}
	for _, f := range s.B.game.actsElite {
		if f(s, u) {
			return true
		}
	}
	return false
}

// randomCommand is the random player's answer to a command limit of a
// group's rule, or nil (the core's Command order).
func (p *RandomPlayer) randomCommand(s *State) Order {
	for _, f := range s.B.game.randomCommand {
		if o := f(p, s); o != nil {
			return o
		}
	}
	return nil
}

// marchGroupOf is the group number and cost of a Forced March of group
// alone (12.2.1), or why no rule allows it.
func (s *State) marchGroupOf(group string) (n, cost int, err error) {
	if fs := s.B.game.marchGroup; len(fs) > 0 {
		return fs[0](s, group)
	}
	return 0, 0, illegal("12.2.1", "a Forced March is made by all the side's units (12.2.1); no scenario rule lets %q force-march alone", group)
}

// marchesWith reports whether unit u gains the Forced March of group n.
func (s *State) marchesWith(u, n int) bool {
	for _, f := range s.B.game.marchesWith {
		if f(s, u, n) {
			return true
		}
	}
	return false
}

// moveBonus is what the rules add to unit u's Movement Allowance.
func (s *State) moveBonus(u int) int {
	n := 0
	for _, f := range s.B.game.moveBonus {
		n += f(s, u)
	}
	return n
}

// entryArea is the entry area key pending unit u enters by.
func (s *State) entryArea(u int) string {
	for _, f := range s.B.game.entryArea {
		if a, ok := f(s, u); ok {
			return a
		}
	}
	return s.area(u)
}

// retreatDistances is unit u's distance table to its LOC as the rules
// make it, from its side's table (9.7.7).
func (s *State) retreatDistances(u, side int) []int16 {
	d := s.B.retDist[side]
	for _, f := range s.B.game.retreatDistances {
		d = f(s, u, side, d)
	}
	return d
}

// locAt reports whether a rule makes hex h a LOC hex of unit u of side.
func (s *State) locAt(u, side int, h int32) bool {
	for _, f := range s.B.game.locAt {
		if f(s, u, side, h) {
			return true
		}
	}
	return false
}

// rallyLOCAt reports whether a rule makes hex h a LOC hex where unit u
// may Rally (10.0).
func (s *State) rallyLOCAt(u int, h int32) bool {
	for _, f := range s.B.game.rallyLOCAt {
		if f(s, u, h) {
			return true
		}
	}
	return false
}

// rollsVariable reports whether pending unit u rolls with its group.
func (s *State) rollsVariable(u int) bool {
	for _, f := range s.B.game.rollsVariable {
		if f(s, u) {
			return true
		}
	}
	return false
}

func (s *State) retreatAuthorized(side int) {
	for _, f := range s.B.game.retreatAuthorized {
		f(s, side)
	}
}

func (s *State) cardHooks(card *scenario.Card, d Dice, ev *[]Event) {
	for _, f := range s.B.game.cardDrawn {
		f(s, card, d, ev)
	}
}

func (s *State) eventsEnd(d Dice, ev *[]Event) {
	for _, f := range s.B.game.eventsEnd {
		f(s, d, ev)
	}
}

func (s *State) movementStart(ev *[]Event) {
	for _, f := range s.B.game.movementStart {
		f(s, ev)
	}
}

func (s *State) movementRolls(d Dice, ev *[]Event) {
	for _, f := range s.B.game.movementRolls {
		f(s, d, ev)
	}
}

// movementEnd reports whether a hook moved the game on.
func (s *State) movementEnd(ev *[]Event) bool {
	for _, f := range s.B.game.movementEnd {
		if f(s, ev) {
			return true
		}
	}
	return false
}

// nightMovementEnd reports whether a hook moved the game on.
func (s *State) nightMovementEnd(ev *[]Event) bool {
	for _, f := range s.B.game.nightMovementEnd {
		if f(s, ev) {
			return true
		}
	}
	return false
}

// nightCombat reports whether the Combat Phase now ending was at night.
func (s *State) nightCombat() bool {
	for _, f := range s.B.game.nightCombat {
		if f(s) {
			return true
		}
	}
	return false
}

// noRestGame reports whether a group's hook gives side no Rest Recovery.
func (s *State) noRestGame(side int, ev *[]Event) bool {
	for _, f := range s.B.game.noRest {
		if f(s, side, ev) {
			return true
		}
	}
	return false
}

func (s *State) restRecoveryGame(side int, md *moraleDelta) {
	for _, f := range s.B.game.restRecovery {
		f(s, side, md)
	}
}

// turnEnd reports whether a hook ended the game.
func (s *State) turnEnd(d Dice, ev *[]Event) bool {
	for _, f := range s.B.game.turnEnd {
		if f(s, d, ev) {
			return true
		}
	}
	return false
}

func (t *State) battlesDeclared(d Dice, ev *[]Event) {
	for _, f := range t.B.game.declared {
		f(t, d, ev)
	}
}

// checkDeclarationHooks checks a declaration when a hook handles it.
func (s *State) checkDeclarationHooks(battles []*Battle) (bool, error) {
	for _, f := range s.B.game.checkDeclaration {
		if handled, err := f(s, battles); handled {
			return true, err
		}
	}
	return false, nil
}

func (s *State) attackingHooks(battles []*Battle, attacking map[int]bool) {
	for _, f := range s.B.game.attacking {
		f(s, battles, attacking)
	}
}

// checkResolveHooks checks the special rules' options of a Resolve order
// and returns opts with them.
func (s *State) checkResolveHooks(bt *Battle, o Resolve, opts battleOpts) (battleOpts, error) {
	for _, f := range s.B.game.checkResolve {
		var err error
		if opts, err = f(s, bt, o, opts); err != nil {
			return opts, err
		}
	}
	return opts, nil
}

// battleLead is the unit (index + 1) that must advance first if the
// battle is won, 0 for none: the first Lead hook that names one.
func (s *State) battleLead(c *battleCtx, ev *[]Event) int {
	lead := 0
	for _, f := range s.B.game.lead {
		if n := f(s, c, ev); n != 0 && lead == 0 {
			lead = n
		}
	}
	return lead
}

func (s *State) battleStrengths(c *battleCtx, opts battleOpts, att, def, diff int, ev *[]Event) (int, int, int) {
	for _, f := range s.B.game.battleStrengths {
		att, def, diff = f(s, c, opts, att, def, diff, ev)
	}
	return att, def, diff
}

// battleHooks are one group's BattleStart and BattleEnd.
type battleHooks struct {
	start func(*State, *battleCtx) []int32
	end   func(*State, []int32, *[]Event)
}

// maxBattleGroups is the most groups with BattleStart or BattleEnd hooks.
const maxBattleGroups = 4

// battleStart records in kept, for each group with battle hooks, what its
// BattleStart keeps for its BattleEnd.
func (s *State) battleStart(c *battleCtx, kept *[maxBattleGroups][]int32) {
	for i, h := range s.B.game.battle {
		if h.start != nil {
			kept[i] = h.start(s, c)
		}
	}
}

func (s *State) battleEnd(kept *[maxBattleGroups][]int32, ev *[]Event) {
	for i, h := range s.B.game.battle {
		if h.end != nil {
			h.end(s, kept[i], ev)
		}
	}
}

// unitBroken reports whether a hook dealt with the rest of unit u's break;
// the hooks' Morale changes are added to md.
func (s *State) unitBroken(u int, h int32, md *moraleDelta, ev *[]Event) bool {
	done := false
	for _, f := range s.B.game.unitBroken {
		if f(s, u, h, ev) {
			done = true
			break
		}
	}
	if hm := &s.hookMD; hm.gain != [2]int{} || hm.loss != [2]int{} || hm.why[0] != nil || hm.why[1] != nil {
		for side := 0; side < 2; side++ {
			md.gain[side] += hm.gain[side]
			md.loss[side] += hm.loss[side]
			md.why[side] = append(md.why[side], hm.why[side]...)
		}
		*hm = moraleDelta{}
	}
	return done
}

// inPlay reports whether a rule counts off-map unit u as in play.
func (s *State) inPlay(u int) bool {
	for _, f := range s.B.game.inPlay {
		if f(s, u) {
			return true
		}
	}
	return false
}

// commandHooks is a battle's command when a rule decides it.
func (s *State) commandHooks(c *battleCtx) (int, bool) {
	for _, f := range s.B.game.command {
		if cmd, ok := f(s, c); ok {
			return cmd, true
		}
	}
	return 0, false
}

// stepDHooks adds the rules' Step D rolls.
func (s *State) stepDHooks(c *battleCtx, out []randomMod) []randomMod {
	for _, f := range s.B.game.stepD {
		out = f(s, c, out)
	}
	return out
}

// breakWhere is where Broken unit u goes, from where the core sends it.
func (s *State) breakWhere(u int, where uint8) uint8 {
	for _, f := range s.B.game.breakWhere {
		where = f(s, u, where)
	}
	return where
}

// leaderLost reports whether a rule removes leader l instead of its
// retreat.
func (s *State) leaderLost(l int, rout bool, d Dice, ev *[]Event) bool {
	for _, f := range s.B.game.leaderLost {
		if f(s, l, rout, d, ev) {
			return true
		}
	}
	return false
}

// leadersLost removes the leaders accompanying a retreat that a rule
// removes (leaderLost) and returns the others, in place.
func (s *State) leadersLost(leaders []int, rout bool, d Dice, ev *[]Event) []int {
	if len(s.B.game.leaderLost) == 0 {
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

// rallyRoll is what the rules add to unit u's Rally die roll.
func (s *State) rallyRoll(u int, pre [2]int, spend bool) int {
	n := 0
	for _, f := range s.B.game.rallyRoll {
		n += f(s, u, pre, spend)
	}
	return n
}

// hexBenefit is defender d's combat benefit in hex h (9.4): the map's
// terrain, as the HexBenefit hooks change it.
func (s *State) hexBenefit(h int32, d int) int {
	v := int(s.B.hexCombat[h])
	for _, f := range s.B.game.hexBenefit {
		v = f(s, h, d, v)
	}
	return v
}

// fortFor reports whether hex h is Fortified (or a Redoubt) for a unit of
// side: on the map, or by a Fortified hook.
func (s *State) fortFor(h int32, side int) bool {
	if s.B.fortified[h] {
		return true
	}
	for _, f := range s.B.game.fortified {
		if f(s, h, side) {
			return true
		}
	}
	return false
}

// zocBlocked reports whether a ZOCBlocked hook keeps side's ZOC out of
// hex n.
func (s *State) zocBlocked(n int32, side int) bool {
	for _, f := range s.B.game.zocBlocked {
		if f(s, n, side) {
			return true
		}
	}
	return false
}

// hexsideBlocksZOC reports whether a HexsideBlocksZOC hook keeps a ZOC
// from hex h out of its neighbour n.
func (b *Board) hexsideBlocksZOC(h, n int32) bool {
	for _, f := range b.game.hexsideBlocksZOC {
		if f(b, h, n) {
			return true
		}
	}
	return false
}

// retreatRuleOf is side's Organized Retreat rule and what the exits read
// of it: the first RetreatRule hook that answers.
func (b *Board) retreatRuleOf(side int) (scenario.Rule, retreatExit, bool) {
	for _, f := range b.game.retreatRule {
		if r, x, ok := f(b, side); ok {
			return r, x, true
		}
	}
	return scenario.Rule{}, retreatExit{}, false
}

// combatModifier is the sum of the rules' modifiers to a battle's final
// differential (9.5).
func (s *State) combatModifier(c *battleCtx) int {
	mod := 0
	for _, f := range s.B.game.differential {
		mod += f(s, c)
	}
	return mod
}

// gardeReculeExempt reports whether a rule exempts Guard unit u from Le
// Garde Recule (12.3.2).
func (b *Board) gardeReculeExempt(u int) bool {
	for _, f := range b.game.gardeReculeExempt {
		if f(b, u) {
			return true
		}
	}
	return false
}

// noTruce reports whether a rule denies side the Morale of a Truce (13.0).
func (s *State) noTruce(side int) bool {
	for _, f := range s.B.game.noTruce {
		if f(s, side) {
			return true
		}
	}
	return false
}

// skipped reports whether a rule skips the player turn now beginning
// (4.0).
func (s *State) skipped() bool {
	for _, f := range s.B.game.skipPlayerTurn {
		if f(s) {
			return true
		}
	}
	return false
}

// forcedMarchCost is the Morale the phasing side pays to Force March
// (12.2.1): one, or the lowest cost a rule sets.
func (s *State) forcedMarchCost() int {
	cost, set := 1, false
	for _, f := range s.B.game.forcedMarchCost {
		if n, ok := f(s); ok && (!set || n < cost) {
			cost, set = n, true
		}
	}
	return cost
}

// rallyCost is the Morale the phasing side spends for the +1 Rally bonus
// (12.2.2): one, or what the first rule that answers sets.
func (s *State) rallyCost() int {
	for _, f := range s.B.game.rallyCost {
		if n, ok := f(s); ok {
			return n
		}
	}
	return 1
}

// lullAllowed reports whether a Lull may occur now as far as the turn goes
// (13.0): after the first night, or earlier when a rule allows it, and
// never on a turn a rule forbids.
func (s *State) lullAllowed() bool {
	allowed := s.nightSeen
	for _, f := range s.B.game.lull {
		if f(s) > 0 {
			allowed = true
		}
	}
	for _, f := range s.B.game.lull {
		if f(s) < 0 {
			return false
		}
	}
	return allowed
}

// eventsSkipped returns the rule that skips the phasing side's Random
// Events Phase now (5.0), if any.
func (s *State) eventsSkipped() (id string, ok bool) {
	for _, f := range s.B.game.skipEvents {
		if id, ok := f(s); ok {
			return id, true
		}
	}
	return "", false
}

// locValue returns the morale a captured LOC hex costs its owner when a
// rule gives it a value of its own (14.0).
func (b *Board) locValue(h int32, owner int) (int, bool) {
	for _, f := range b.game.locValue {
		if n, ok := f(b, h, owner); ok {
			return n, true
		}
	}
	return 0, false
}

// dummyRestricted returns the rule that forbids unit u to receive a Dummy
// (16.1.3), if any.
func (b *Board) dummyRestricted(u int) (scenario.Rule, bool) {
	for _, f := range b.game.noDummy {
		if r, ok := f(b, u); ok {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

func (b *Board) deployed() {
	for _, f := range b.game.deployed {
		f(b)
	}
}

func (b *Board) turnTrack() {
	for _, f := range b.game.turnTrack {
		f(b)
	}
}

// zoneRolled reports whether a rule's arrival rolls bring zone z's units.
func (b *Board) zoneRolled(z scenario.DeployZone) bool {
	for _, f := range b.game.zoneRolled {
		if f(b, z) {
			return true
		}
	}
	return false
}
