package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { BindAtFirstUse(bindCommandKinds) }

// The command limit (kind command_limit, Rousse/Slobozia 20 4.1): its Board
// hook reads the rule, and its order, Command, has its check and apply
// here. Its game hooks ask for the Command order at the start of the side's
// Movement Phase, before any other order, and count the moves against the
// limit; they come first at the start of the phase (before the leaders')
// and after every other group's limits.
func bindCommandKinds() {
	BindOrderWord("command", -1, parseCommand)
	// The random player's answer to the limit, a Morale Point now and then,
	// else the roll, is asked after every other group's (the Active Corps').
	BindGame("command_limit_random", 99, GameHooks{
		Active: func(b *Board) bool { return cmdOf(b).rule.ID != "" },
		Random: RandomHooks{RandomCommand: func(p *RandomPlayer, s *State, q RandomAsk) RandomAsk {
			q.Order = Command{SpendMorale: s.Morale[s.Phasing] > 5 && p.Rng.IntN(3) == 0}
			return q
		}},
	})
	Bind("command_limit", Hooks{Params: newParams[commandLimitParams], Board: (*Board).commandLimit})
	BindGame("command_limit", 1, GameHooks{
		Active: func(b *Board) bool { return cmdOf(b).rule.ID != "" },
		Phase: PhaseHooks{
			OnMovementStart: func(s *State, _ PhaseStep) bool { s.commandStart(); return false },
			OnMoved:         func(t *State, e PhaseStep) bool { t.commandCount(e.Before, e.Unit); return false },
		},
		OrderDue: (*State).commandDue,
		MayMove:  MayMoveHooks{MoveCount: func(s *State, _, u int) error { return s.commandSpent(u) }},
	})
}

// commandBoard is the scenario's command limit as the board reads it.
type commandBoard struct {
	rule scenario.Rule // the command_limit rule, if usable
	side int           // the side it limits
	free map[string]bool
	rows []scenario.TableRow // its command table
	// The refusals of the limit, made once with the board: the random
	// player and the Disengagement check ask for them on many orders and
	// only test them.
	due, spent error
}

// setRule records the command limit's rule r, limiting side, and table.
func (c *commandBoard) setRule(r scenario.Rule, side int, rows []scenario.TableRow) {
	c.rule, c.side, c.rows = r, side, rows
	e := cmdRefusals(r)
	c.due, c.spent = e.due, e.spent
}

// cmdRefusals makes the refusals of command limit r.
func cmdRefusals(r scenario.Rule) (e struct{ due, spent error }) {
	e.due = Illegal(RuleOf(r), "first give the Command order of the command limit (scenario rule %q: command spend, command roll, or command active CORPS,CORPS for a Corps activation)", r.ID)
	e.spent = Illegal(RuleOf(r), "the command limit allows no more units to move this phase (scenario rule %q)", r.ID)
	return e
}

// commandState is the command limit in play.
type commandState struct {
	pending bool // the limit awaits its Command order
	limited bool // a roll limits the units that may move this phase ...
	left    int  // ... to this many more
}

// The command limit's slots on the Board and the State: its state changes
// with every move it counts, so it is kept in a word (cmdSlot.of, set).
var (
	cmdBoardSlot = NewBoardSlot[commandBoard]()
	cmdSlot      = commandSlot(NewWordSlot())
)

// commandSlot is the command limit's word on the State, holding a
// commandState.
type commandSlot WordSlot

// of is the command limit's state in s.
func (k commandSlot) of(s *State) commandState {
	w := WordSlot(k).Of(s)
	return commandState{pending: w&1 != 0, limited: w&2 != 0, left: int(w >> 2)}
}

// set sets the command limit's state in s, a State being made.
func (k commandSlot) set(s *State, st commandState) {
	w := int64(st.left) << 2
	if st.pending {
		w |= 1
	}
	if st.limited {
		w |= 2
	}
	WordSlot(k).Set(s, w)
}

// noCommandLimit is the command limit of a board without one; never
// written.
var noCommandLimit commandBoard

// cmdOf is board b's command limit (no rule when the scenario has none).
func cmdOf(b *Board) *commandBoard {
	if c := cmdBoardSlot.Of(b); c != nil {
		return c
	}
	return &noCommandLimit
}

// commandStart asks for the Command order when the limited side's
// Movement Phase starts, unless a rule makes every unit active (NoCommand
// GameHooks), and lifts the last phase's limit.
func (s *State) commandStart() {
	c := cmdOf(s.B)
	cmdSlot.set(s, commandState{pending: c.side == s.Phasing && !s.NoCommand()})
}

// commandDue refuses any order but Command while the limit awaits it.
func (s *State) commandDue() error {
	if cmdSlot.of(s).pending {
		if c := cmdOf(s.B); c.due != nil {
			return c.due
		}
		return cmdRefusals(scenario.Rule{}).due // a rule left unapplied
	}
	return nil
}

// commandSpent refuses a move of unit u once the roll's limit is reached
// (free units aside).
func (s *State) commandSpent(u int) error {
	if st := cmdSlot.of(s); st.limited && st.left == 0 {
		if c := cmdOf(s.B); c.spent != nil && !c.free[s.B.Units[u].ID] {
			return c.spent
		} else if c.spent == nil && !c.free[s.B.Units[u].ID] {
			return cmdRefusals(scenario.Rule{}).spent // a rule left unapplied
		}
	}
	return nil
}

// commandCount counts unit u's move (from the state before) against the
// limit, unless it is free or goes on with a move already counted (7.8).
func (t *State) commandCount(before *State, u int) {
	st := cmdSlot.of(t)
	if cont := before.MoveRules(u).Has(MfGoesOn); st.limited && st.left > 0 && !cmdOf(t.B).free[t.B.Units[u].ID] && !cont {
		st.left--
		cmdSlot.set(t, st)
	}
}

// AwaitingCommand reports whether the scenario's command limit waits for
// its Command order before any unit moves.
func (s *State) AwaitingCommand() bool { return cmdSlot.of(s).pending }

// commandLimitParams are a command_limit rule's parameters (Rousse and
// Slobozia 20 4.1; in its Corps activation form, with corps, Bussaco 20
// and Talavera 20 5.1).
type commandLimitParams struct {
	Side                string   `param:"side"`
	Table               string   `param:"table"`
	When                string   `param:"when"`
	ActiveCorps         *int     `param:"active_corps"`
	Corps               string   `param:"corps"` // the corps and their colours, name=colour comma-separated
	FreeUnits           []string `param:"free_units"`
	ForcedMarchIncluded *bool    `param:"forced_march_included"`
	GarrisonActiveCorps *int     `param:"garrison_active_corps"`
	GarrisonUnit        string   `param:"garrison_unit"`
	HQExtraUnit         *int     `param:"hq_extra_unit"`
	HQHex               string   `param:"hq_hex"`
	HQLeaders           []string `param:"hq_leaders"`
	GarrisonLeaders     []string `param:"garrison_leaders"`
	InactiveEnterEZOC   *bool    `param:"inactive_enter_ezoc"`
	InactiveMovement    *int     `param:"inactive_movement"`
	MoraleCostToMoveAll *int     `param:"morale_cost_to_move_all"`
	// The modifier for each enemy unit on a river bank (Slobozia 20 4.3):
	// special_command_mods.go.
	EnemyBankModifier *int   `param:"enemy_bank_modifier"`
	EnemyBankHex      string `param:"enemy_bank_hex"`
	EnemyBankRiver    string `param:"enemy_bank_river"`
	EnemyBankTerrain  string `param:"enemy_bank_terrain"`
}

// commandLimit reads a scenario command limit (Rousse/Slobozia 20 4.1):
// spend a Morale Point to move every unit, or roll on a table for the
// most units that may move; some units are free of the limit.
func (b *Board) commandLimit(r scenario.Rule) {
	cmdBoardSlot.Build(b).free = map[string]bool{}
	if b.corpsActivation(r) { // special_corps_activation.go: Bussaco 20 España 5.1
		return
	}
	if b.corpsNote(r) { // special_leaders.go: Corps activation (Bussaco 20, Talavera 20 5.1)
		return
	}
	p := RuleParams[commandLimitParams](b, r)
	var rows []scenario.TableRow
	for _, t := range b.Scenario.Tables {
		if t.ID == p.Table {
			rows = t.Rows
		}
	}
	if len(rows) == 0 || p.Side == "" {
		b.RuleNote(r, NotApplied, "special rule %q (%s, kind command_limit): no table or side given; not applied by the engine", r.ID, r.Title)
		return
	}
	c := cmdBoardSlot.Build(b)
	c.setRule(r, SideIndex(p.Side), rows)
	for _, id := range p.FreeUnits {
		c.free[id] = true
	}
	_, mods, partly := b.commandMods(r) // special_command_mods.go
	level := Applied
	if partly {
		level = PartlyApplied
	}
	if mods != "" {
		mods = "; the roll's modifiers: " + mods
	}
	b.RuleNote(r, level, "special rule %q (%s): at the start of each of its Movement Phases the %s side spends a Morale Point or rolls on table %q (order Command)%s", r.ID, r.Title, p.Side, p.Table, mods)
}

// commandRoll reads the command table for a (modified) roll, open-ended
// rows such as "≤1" and "8+" included.
func (b *Board) commandRoll(roll int) int {
	for _, row := range cmdOf(b).rows {
		lo, hi := RollRange(row.Roll)
		if roll >= lo && roll <= hi && len(row.Results) > 0 {
			if n, err := strconv.Atoi(strings.TrimSpace(row.Results[0])); err == nil {
				return n
			}
		}
	}
	return 0
}

// checkCommand validates the command decision a scenario's command limit
// asks for (a Morale Point or a roll).
func (s *State) checkCommand(o Command, c *Checked) (*Checked, error) {
	if leadersOf(s.B).coord.act.ID != "" {
		return s.checkActiveCorps(o, c) // special_corps_activation.go
	}
	if len(o.Corps) > 0 {
		return nil, Illegal(commandRule(s.B), "the scenario plays no Corps activation")
	}
	if !cmdSlot.of(s).pending {
		return nil, Illegal(commandRule(s.B), "no command decision is due")
	}
	if o.SpendMorale && s.Morale[s.Phasing] < 1 {
		return nil, Illegal(commandRule(s.B), "no Morale Point to spend")
	}
	return c, nil
}

// applyCommand enacts the command decision: a Morale Point to move every
// unit, or a roll on the command table for how many may move.
func (t *State) applyCommand(o Command, d Dice, ev *[]Event) {
	b := t.B
	if leadersOf(b).coord.act.ID != "" {
		t.applyActiveCorps(o, ev) // special_corps_activation.go
		return
	}
	st := cmdSlot.of(t)
	st.pending = false
	cmdSlot.set(t, st)
	if o.SpendMorale {
		st.limited = false
		cmdSlot.set(t, st)
		*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(t.Phasing), Text: "a Morale Point to move every unit (" + cmdOf(b).rule.ID + ")"})
		var md MoraleDelta
		md.Add(t.Phasing, -1, "command")
		t.ApplyMorale(&md, ev)
	} else {
		r := d.Roll()
		mod, why := t.commandModifier() // special_command_mods.go
		st.limited, st.left = true, b.commandRoll(r+mod)
		cmdSlot.set(t, st)
		text := fmt.Sprintf("at most %d units may move (%s)", st.left, cmdOf(b).rule.ID)
		if mod != 0 {
			text = fmt.Sprintf("modified %d (%s): %s", r+mod, why, text)
		}
		*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(t.Phasing), Roll: r, Text: text})
	}
}

// Command answers a scenario command limit at the start of a Movement
// Phase (Rousse/Slobozia 20 4.1): spend a Morale Point to move every unit,
// or roll on the scenario's table for the most units that may move. In a
// Corps activation (Bussaco 20 España 5.1) Corps names the Corps the
// player makes Active, up to the number the roll allows.
type Command struct {
	KindOrderBase
	SpendMorale bool
	Corps       []string
	// Unit, when given with Corps, is the one individual unit also
	// Activated (Talavera 20 5.1, Casa de Salinas).
	Unit string
}

// String returns the order in the game log's notation.
func (o Command) String() string {
	if len(o.Corps) > 0 {
		if o.Unit != "" {
			return "command active " + strings.Join(o.Corps, ",") + ",unit " + o.Unit
		}
		return "command active " + strings.Join(o.Corps, ",")
	}
	if o.SpendMorale {
		return "command spend"
	}
	return "command roll"
}

// Check validates the order (KindOrder).
func (o Command) Check(s *State, c *Checked) (*Checked, error) { return s.checkCommand(o, c) }

// Apply enacts the checked order (KindOrder).
func (o Command) Apply(t, _ *State, _ *Checked, d Dice, ev *[]Event) error {
	t.applyCommand(o, d, ev)
	return nil
}

// commandRule is the rule a command decision answers: the scenario's
// command_limit rule, else the kind's standard rule.
func commandRule(b *Board) string {
	if c := cmdOf(b); c.rule.Kind != "" {
		return RuleOf(c.rule)
	}
	return KindRule("command_limit")
}

// parseCommand reads a Command order: command spend, command roll, or
// command active CORPS,CORPS[,unit ID].
func parseCommand(text string, f []string) (Order, error) {
	if len(f) == 2 && f[1] == "spend" {
		return Command{SpendMorale: true}, nil
	}
	if len(f) == 2 && f[1] == "roll" {
		return Command{}, nil
	}
	if len(f) > 2 && f[1] == "active" {
		// Corps names hold spaces ("2nd Corps"): commas part them.
		// A last "unit ID" names the individual unit also Activated.
		var corps []string
		unit := ""
		for _, c := range strings.Split(strings.Join(f[2:], " "), ",") {
			if c = strings.TrimSpace(c); strings.HasPrefix(c, "unit ") && unit == "" {
				unit = strings.TrimSpace(strings.TrimPrefix(c, "unit "))
			} else if c != "" && unit == "" {
				corps = append(corps, c)
			} else if c != "" {
				corps = nil
				break
			}
		}
		if len(corps) > 0 {
			return Command{Corps: corps, Unit: unit}, nil
		}
	}
	return nil, fmt.Errorf("rules: order %q: command is spend, roll or active CORPS,CORPS[,unit ID]", text)
}
