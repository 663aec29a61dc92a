package rules

import (
	"fmt"
	"sync"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Hooks describe a special-rule kind: its parameters, what it changes in
// the map's tables, on the board and on the units as they are built, and
// its game hooks (Game), the rule's answers at the seam of play
// (GameHooks, gamehooks.go). The core never names a kind; each kind binds
// its Hooks in its own file, from a function that the file's init
// registers to run at first use:
//
//	func init() { bindAtFirstUse(bindNightKinds) }
//
//	func bindNightKinds() {
//		bind("night_rest", Hooks{Params: newParams[nightRestParams], Board: (*Board).applySpecialRule, Game: ruleRest(nightRest)})
//	}
//
// Every kind of the registry (scenario.Kinds) is bound; TestEveryKindBound
// checks it. docs/special-rules.md gives the recipe for a new kind.
type Hooks struct {
	// Params, when set, makes a new value of the kind's parameter struct
	// (a pointer): the scenario decodes each rule of the kind into it
	// once, when it is loaded (scenario.SpecialParams, the value the
	// validator checks), and the engine hands it to the hooks that take p
	// (nil for a kind without Params, or a rule whose parameters did not
	// decode: its Board note says why). The value is shared by every
	// board of the scenario: hooks read it and never change it (a kind's
	// state goes in its slot, kindstate.go).
	Params func() any
	// Map runs once for each rule, in file order, when the map's tables
	// are built and before any Board hook (which may read them): it
	// changes what the map precomputes, such as the retreat distances.
	Map func(b *Board, r scenario.Rule)
	// Board runs once for each rule of the kind, in file order, while the
	// board is built (the map, charts and optional rules are ready, the
	// units not yet): it prepares what play needs and records with
	// ruleNote how the engine applies the rule. Nil: nothing to prepare
	// and nothing to say.
	Board func(b *Board, r scenario.Rule)
	// Game, when set, is the rule's own GameHooks (gamehooks.go): closures
	// over the rule and its parameters, made once per rule when the board
	// is built. At each hook point they come before the groups' GameHooks,
	// in file order, and combine with them by the point's one rule (the sum,
	// the first answer, ...): a kind answers the core at one seam, whether
	// it keeps state or not.
	Game func(b *Board, r scenario.Rule, p any) GameHooks
	// Units runs once for each rule, in file order, when the board's
	// units are built: it sets the traits and flags the rule gives them.
	Units func(b *Board, r scenario.Rule)
}

// playHooks reports whether h binds a hook called during play.
func (h Hooks) playHooks() bool {
	return h.Game != nil || h.Units != nil
}

// boundRule is a special rule with its index in the scenario and its
// kind's hooks.
type boundRule struct {
	i      int
	Rule   scenario.Rule
	h      Hooks
	Params any // the rule's decoded parameters (Hooks.Params), or nil
}

// binders are the functions that bind the kinds of each file, registered
// by the files' init functions in the order the files are initialised. They
// run once, in that order, the first time a board is built: every command
// starts without building the 73 kinds' hooks, which took 0.11 million
// instructions of every adc --help (docs/ARCHITECTURE.md, "Start-up"),
// while an append to this slice is all an init costs.
var binders []func()

// bindOnce runs the binders once.
var bindOnce sync.Once

// BindAtFirstUse registers f, a function that binds the hooks of a file's
// kinds with bind and bindGame, to run at first use; it is called from an
// init function.
func BindAtFirstUse(f func()) {
	binders = append(binders, f)
}

// bindHooks binds every registered file's hooks, the first time it is
// called; safe from several goroutines at once. Whatever reads hooks or
// gameHooks calls it first.
func bindHooks() {
	bindOnce.Do(func() {
		for _, f := range binders {
			f()
		}
	})
}

// hooks holds the bound kinds. It is made with room for every kind bound
// (73 today): growing it kind by kind, eleven times, took a third of the
// binding's instructions.
var hooks map[string]Hooks

// Bind binds the hooks of a special-rule kind; a kind is bound once.
func Bind(kind string, h Hooks) {
	if hooks == nil {
		hooks = make(map[string]Hooks, 96)
	}
	if _, dup := hooks[kind]; dup {
		panic(fmt.Sprintf("rules: special-rule kind %q bound twice", kind))
	}
	hooks[kind] = h
}

// BoardHook adapts a note function that reports whether it knew the kind.
func BoardHook(f func(*Board, scenario.Rule) bool) func(*Board, scenario.Rule) {
	return func(b *Board, r scenario.Rule) { f(b, r) }
}

// applySpecialRules runs the Board hook of every special rule, in file
// order; a rule whose kind no file binds (or that has no kind) is noted as
// not applied.
func (b *Board) applySpecialRules() {
	bindHooks()
	defer b.bindGameHooks() // once the Board hooks have read the rules (GameHooks.Active)
	b.decodeParams()
	for i, r := range b.Scenario.Special {
		if r.Kind != "" {
			b.Special[r.Kind] = append(b.Special[r.Kind], r)
		}
		h, ok := hooks[r.Kind]
		if !ok || r.Kind == "" {
			kind := r.Kind
			if kind == "" {
				kind = "prose only"
			}
			b.RuleNote(r, NotApplied, "special rule %q (%s, kind %s) is not applied by the engine", r.ID, r.Title, kind)
			continue
		}
		if err := b.paramErrs[i]; err != nil {
			b.RuleNote(r, NotApplied, "%v; not applied by the engine", err)
			continue
		}
		if h.Board != nil {
			h.Board(b, r)
		}
	}
	for i, r := range b.Scenario.Special {
		if h, ok := hooks[r.Kind]; ok && r.Kind != "" && h.playHooks() && b.paramErrs[i] == nil {
			b.Hooked = append(b.Hooked, boundRule{i: i, Rule: r, h: h, Params: b.Params[i]})
		}
	}
}

// decodeParams takes each special rule's parameters, decoded into its
// kind's parameter struct (Hooks.Params) by the scenario when it was loaded
// (scenario.SpecialParams: the value the validator checked), into b.params
// by the rule's index; a rule that did not decode keeps its error in
// b.paramErrs.
func (b *Board) decodeParams() {
	if b.Params != nil {
		return // taken for the Map hooks
	}
	sp := b.Scenario.SpecialParams()
	n := len(b.Scenario.Special)
	b.Params, b.paramErrs = sp.Values, make([]error, n)
	for i := range n {
		b.paramErrs[i] = sp.Err(i)
	}
}

func init() { scenario.RegisterParams(newKindParams) }

// kindsLinked refuses a scenario whose special rules name kinds when no
// kind has registered (the program does not link engine/rules/kinds): its
// rules would otherwise be silently left out of play.
func kindsLinked(s *scenario.Scenario) error {
	bindHooks()
	if len(hooks) > 0 {
		return nil
	}
	for _, r := range s.Special {
		if r.Kind != "" {
			return fmt.Errorf("rules: scenario %q: special rule %q is of kind %q, but this program registers no special-rule kind (it must import engine/rules/kinds)", s.ID, r.ID, r.Kind)
		}
	}
	return nil
}

// KindHooks is the hooks a special-rule kind bound (Bind), if any.
func KindHooks(kind string) (Hooks, bool) {
	bindHooks()
	h, ok := hooks[kind]
	return h, ok
}

// newKindParams is a new value of kind's parameter struct (Hooks.Params),
// or nil for a kind without one: what the scenario decodes each rule into.
func newKindParams(kind string) any {
	bindHooks()
	if h, ok := hooks[kind]; ok && h.Params != nil {
		return h.Params()
	}
	return nil
}

// ParamsOf is rule r's decoded parameters (Hooks.Params) and the error that
// kept them from decoding; for the Board hooks, which are given the rule.
func (b *Board) ParamsOf(r scenario.Rule) (any, error) {
	for i := range b.Scenario.Special {
		if x := &b.Scenario.Special[i]; x.ID == r.ID && x.Kind == r.Kind && i < len(b.Params) {
			return b.Params[i], b.paramErrs[i]
		}
	}
	return nil, fmt.Errorf("special rule %q is not in the scenario", r.ID)
}

// RuleParams is rule r's parameters decoded into its kind's parameter
// struct T (Hooks.Params): those decoded when the board was built, or, for
// a rule the scenario does not hold, decoded now. A rule whose parameters
// do not decode reads as one without parameters (the zero T); its Board
// note says why (applySpecialRules).
func RuleParams[T any](b *Board, r scenario.Rule) *T {
	if x, _ := b.ParamsOf(r); x != nil {
		if p, ok := x.(*T); ok {
			return p
		}
	}
	p := new(T)
	if scenario.DecodeParams(r, p) != nil {
		return new(T)
	}
	return p
}

// AsParams is the parameters a hook is handed (p any) as the kind's
// parameter struct T; the zero T when the rule's did not decode.
func AsParams[T any](x any) *T {
	if p, ok := x.(*T); ok && p != nil {
		return p
	}
	return new(T)
}

// afterOrder applies the special rules that watch every order (the
// onOrder Phase hooks, the rules' own first). before is the state the
// order was given in.
func (s *State) afterOrder(before *State, o Order, c *Checked, ev *[]Event) {
	if s.result != nil {
		return
	}
	// The hooks are called through func values, so a local moraleDelta
	// would move to the heap on every order: s (new, not yet shared)
	// holds it instead, zero before and after.
	md := &s.afterMD
	s.RunPhase(OnOrder, PhaseStep{Before: before, Order: o, c: c, MoraleDelta: md, Events: ev})
	s.ApplyMorale(md, ev)
	*md = MoraleDelta{}
}

// unitRules runs the Units hooks, in file order.
func (b *Board) unitRules() {
	for hk := range b.Hooked {
		br := &b.Hooked[hk]
		if br.h.Units != nil {
			br.h.Units(b, br.Rule)
		}
	}
}

// prepareSpecial applies the special rules at the start of a game (the
// onGameStart Phase hooks, after the shuffle) and a skipped first player
// turn.
func (s *State) prepareSpecial() {
	s.RunPhase(OnGameStart, PhaseStep{})
	if s.skipped() {
		s.Phasing = 1 - s.Phasing
	}
}

// SkipPlayerTurn passes over the player turns special rules skip, once the
// previous player turn has ended.
func (s *State) SkipPlayerTurn(d Dice, ev *[]Event) {
	for s.result == nil && s.Phase == PhaseEvents && s.skipped() {
		*ev = append(*ev, Event{Kind: EvSkip, Side: SideName(s.Phasing), Text: fmt.Sprintf("player turn %d skipped", s.Turn)})
		s.NextPlayerTurn(d, ev)
	}
}

// mapRules runs the Map hooks, in file order.
func (b *Board) mapRules() {
	bindHooks()
	b.decodeParams()
	for _, r := range b.Scenario.Special {
		if h, ok := hooks[r.Kind]; ok && r.Kind != "" && h.Map != nil {
			h.Map(b, r)
		}
	}
}

// Adapters that make a Hooks.Game from a rule's function of the older
// per-rule form, for the points where a kind answers with its rule.

// SkipEventsGame is the Game hook of a rule whose f reports whether it
// skips the phasing side's Random Events Phase now (5.0).
func SkipEventsGame(f func(s *State, r scenario.Rule, x any) bool) func(*Board, scenario.Rule, any) GameHooks {
	return func(_ *Board, r scenario.Rule, x any) GameHooks {
		return GameHooks{Skip: SkipHooks{SkipsEvents: func(s *State) (string, bool) {
			if f(s, r, x) {
				return r.ID, true
			}
			return "", false
		}}}
	}
}

// LullGame is the Game hook of a rule whose f allows (+1) or forbids (-1)
// a Lull now (13.0).
func LullGame(f func(s *State, r scenario.Rule, x any) int) func(*Board, scenario.Rule, any) GameHooks {
	return func(_ *Board, r scenario.Rule, x any) GameHooks {
		return GameHooks{Lull: LullHooks{
			lullAllowed:   func(s *State, _ int) bool { return f(s, r, x) > 0 },
			lullForbidden: func(s *State, _ int) bool { return f(s, r, x) < 0 },
		}}
	}
}

// ruleIndex is rule r's index in the scenario's special rules, or -1.
func (b *Board) ruleIndex(r scenario.Rule) int {
	for i := range b.Scenario.Special {
		if x := &b.Scenario.Special[i]; x.ID == r.ID && x.Kind == r.Kind {
			return i
		}
	}
	return -1
}

// AfterOrderGame is the Game hook of a rule whose f runs after every order
// that did not end the game (the onOrder Phase hook); i is the rule's index
// in the scenario, before the state the order was given in. Morale changes
// go into md, applied after all hooks.
func AfterOrderGame(f func(s *State, i int, r scenario.Rule, x any, before *State, o Order, c *Checked, md *MoraleDelta, ev *[]Event)) func(*Board, scenario.Rule, any) GameHooks {
	return func(b *Board, r scenario.Rule, x any) GameHooks {
		i := b.ruleIndex(r)
		return GameHooks{Phase: PhaseHooks{OnOrder: func(s *State, e PhaseStep) bool {
			f(s, i, r, x, e.Before, e.Order, e.c, e.MoraleDelta, e.Events)
			return false
		}}}
	}
}
