package rules

import (
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Commitment is a special rule the player commits with an order (the Garde
// Marins marker of Bailén 20 16.11, the Danube Flotilla of Slobozia 20
// 9.4.5, an Independent Brigade's Support of Arapiles 20 16.6): the rule's
// id and, for a rule that acts through a unit the player chooses, that
// unit. The notation writes it "+RULE" or "+RULE:UNIT" (docs/scripts.md).
//
// Rule is the id of one of the scenario's special rules; the name of its
// kind serves too (with - for _) when the scenario has one rule of that
// kind, as in "+flotilla".
type Commitment struct {
	Rule string
	Unit string // "" when the rule takes none, or leaves the choice to the engine
}

// String is the commitment in the notation: "+RULE" or "+RULE:UNIT".
func (c Commitment) String() string {
	if c.Unit != "" {
		return "+" + c.Rule + ":" + c.Unit
	}
	return "+" + c.Rule
}

// UnitChoice says whether an order option names a unit.
type UnitChoice uint8

// The unit choices of an order option.
const (
	NoUnit       UnitChoice = iota // the rule acts through no unit
	OptionalUnit                   // the player may name a unit; the engine chooses one otherwise
	RequiredUnit                   // the player names the unit
)

// OrderOption is the choice a special-rule kind offers the player on an
// order: the kind declares it from its own file with bindOption, and the
// core checks each Commitment of an order against it.
type OrderOption struct {
	// Orders are the orders it is committed with, by the first word of
	// their notation ("resolve").
	Orders []string
	Unit   UnitChoice
	// Side is the side whose choice it is.
	Side func(b *Board, r scenario.Rule, p any) int
	// Check validates committing rule r (its decoded parameters p) to
	// declared battle bt with unit u (-1: none named); an illegal
	// commitment is an *IllegalOrder naming the rule.
	Check func(s *State, r scenario.Rule, p any, bt *Battle, u int) error
	// Units are the units the player may name for battle bt, for the
	// choices a person or a bot is offered (nil for NoUnit).
	Units func(s *State, r scenario.Rule, p any, bt *Battle) []int
}

// orderOptions are the bound order options, by kind.
var orderOptions map[string]OrderOption

// BindOption declares the order option of a special-rule kind; called
// from the function a kind's file registers with bindAtFirstUse.
func BindOption(kind string, o OrderOption) {
	if orderOptions == nil {
		orderOptions = map[string]OrderOption{}
	}
	if _, dup := orderOptions[kind]; dup {
		panic("rules: order option of kind " + kind + " bound twice")
	}
	orderOptions[kind] = o
}

// committed is a checked Commitment: the rule's index in the scenario's
// special rules and the unit named (-1: none).
type committed struct {
	Rule int
	Unit int
}

// commitRule finds the special rule a commitment names: by its id, else
// by its kind when the scenario has exactly one rule of that kind.
func (b *Board) commitRule(name string) (int, bool) {
	for i := range b.Scenario.Special {
		if b.Scenario.Special[i].ID == name {
			return i, true
		}
	}
	found := -1
	kind := strings.ReplaceAll(name, "-", "_")
	for i := range b.Scenario.Special {
		if b.Scenario.Special[i].Kind == kind {
			if found >= 0 {
				return -1, false
			}
			found = i
		}
	}
	return found, found >= 0
}

// checkCommitments validates the commitments of an order (the first word
// of its notation) given for battle bt, and returns them checked.
func (s *State) checkCommitments(order string, bt *Battle, cs []Commitment) ([]committed, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	bindHooks()
	b := s.B
	out := make([]committed, 0, len(cs))
	for _, c := range cs {
		i, ok := b.commitRule(c.Rule)
		if !ok {
			// No special rule to cite: the battle's own rule (9.0) is
			// what the order is refused under.
			return nil, Illegal("9.0", "%s: the scenario has no special rule %q to commit", c, c.Rule)
		}
		r := b.Scenario.Special[i]
		opt, ok := orderOptions[r.Kind]
		if !ok || !slices.Contains(opt.Orders, order) {
			return nil, Illegal(RuleOf(r), "%s: special rule %q (%s) is not committed with a %s order", c, r.ID, r.Title, order)
		}
		if i < len(b.paramErrs) && b.paramErrs[i] != nil {
			return nil, Illegal(RuleOf(r), "%s: special rule %q (%s) is not applied by the engine: %v", c, r.ID, r.Title, b.paramErrs[i])
		}
		u, err := s.commitUnit(c, r, opt.Unit)
		if err != nil {
			return nil, err
		}
		for _, x := range out {
			if x.Rule == i && x.Unit == u {
				return nil, Illegal(RuleOf(r), "%s: special rule %q is committed twice", c, r.ID)
			}
		}
		if err := opt.Check(s, r, b.ParamAt(i), bt, u); err != nil {
			return nil, err
		}
		out = append(out, committed{Rule: i, Unit: u})
	}
	return out, nil
}

// commitUnit is the unit a commitment names (-1: none), checked against
// what its rule takes.
func (s *State) commitUnit(c Commitment, r scenario.Rule, need UnitChoice) (int, error) {
	switch {
	case c.Unit == "" && need == RequiredUnit:
		return -1, Illegal(RuleOf(r), "%s: special rule %q (%s) names the unit it commits (+%s:UNIT)", c, r.ID, r.Title, c.Rule)
	case c.Unit == "":
		return -1, nil
	case need == NoUnit:
		return -1, Illegal(RuleOf(r), "%s: special rule %q (%s) takes no unit", c, r.ID, r.Title)
	}
	return s.UnitOf(c.Unit)
}

// ParamAt is the decoded parameters of special rule i, or nil.
func (b *Board) ParamAt(i int) any {
	if i < len(b.Params) {
		return b.Params[i]
	}
	return nil
}

// commitTo checks the commitments cs of an order given for battle bt and
// records them in o.
func (s *State) commitTo(o *BattleOpts, order string, bt *Battle, cs []Commitment) error {
	c, err := s.checkCommitments(order, bt, cs)
	if err == nil && len(c) > 0 {
		o.commit = new([]committed) // allocated only for a battle with commitments
		*o.commit = c
	}
	return err
}

// Commitments are the special rules committed to the battle.
func (o *BattleOpts) Commitments() []committed {
	if o.commit == nil {
		return nil
	}
	return *o.commit
}

// CommittedTo reports the first commitment of the battle to a rule of
// kind, and the unit it names (-1: none).
func (o *BattleOpts) CommittedTo(b *Board, kind string) (rule scenario.Rule, unit int, ok bool) {
	for _, c := range o.Commitments() {
		if r := b.Scenario.Special[c.Rule]; r.Kind == kind {
			return r, c.Unit, true
		}
	}
	return scenario.Rule{}, -1, false
}

// Option is a special rule a player may commit to an order now, as a
// person is offered it (State.ResolveOptions).
type Option struct {
	Rule   string // the rule's id, for Commitment.Rule
	Number string // the rule number it implements
	Title  string
	Side   string // whose choice it is
	Unit   UnitChoice
	// Units are the units it may name now (Unit not NoUnit); with
	// OptionalUnit, naming none leaves the choice to the engine.
	Units []string
}

// ResolveOptions lists the special rules the players may commit when
// declared battle i is resolved (Resolve.Commit), each with the units it
// may name; none when the battle is not one to resolve now.
func (s *State) ResolveOptions(i int) []Option {
	if s.Phase != PhaseCombat || !s.BattlesDeclared || i < 0 || i >= len(s.BattleList) {
		return nil
	}
	bt := &s.BattleList[i]
	if bt.Resolved || bt.Cancelled {
		return nil
	}
	bindHooks()
	b := s.B
	var out []Option
	for ri, r := range b.Scenario.Special {
		opt, ok := orderOptions[r.Kind]
		if !ok || !slices.Contains(opt.Orders, "resolve") || ri < len(b.paramErrs) && b.paramErrs[ri] != nil {
			continue
		}
		p := b.ParamAt(ri)
		o := Option{Rule: r.ID, Number: RuleOf(r), Title: r.Title, Side: SideName(opt.Side(b, r, p)), Unit: opt.Unit}
		legal := opt.Unit != RequiredUnit && opt.Check(s, r, p, bt, -1) == nil
		if opt.Units != nil && opt.Unit != NoUnit {
			for _, u := range opt.Units(s, r, p, bt) {
				if opt.Check(s, r, p, bt, u) == nil {
					o.Units = append(o.Units, b.Units[u].ID)
				}
			}
		}
		if legal || len(o.Units) > 0 {
			out = append(out, o)
		}
	}
	return out
}
