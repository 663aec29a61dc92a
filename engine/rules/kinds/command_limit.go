// The command limit (Rousse/Slobozia 20 4.1; kind command_limit): the
// Command order, its roll on the command table and the moves it allows.

package kinds

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The command_limit kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "command_limit", Rule: "5.0", Doc: "a side's Movement Phase is limited by a command roll or a Morale Point",
		Params: []scenario.Param{req(pSide), pTable, text("when", "when the roll is made"), integer("active_corps", 0, 99, "how many corps may move"),
			text("corps", "the corps and their colours, name=colour comma-separated"), typed("free_units", scenario.UnitList, "units that may always move"),
			typed("forced_march_included", scenario.BoolParam, "whether Forced March units count"), integer("garrison_active_corps", 0, 99, "the active corps when the garrison unit moves"),
			typed("garrison_unit", scenario.UnitParam, "the garrison unit"), integer("hq_extra_unit", 0, 99, "extra units that may move near the HQ"), typed("hq_hex", scenario.HexParam, "the HQ hex"),
			typed("hq_leaders", scenario.UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex for its extra units"), typed("garrison_leaders", scenario.UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex with the garrison unit"),
			typed("inactive_enter_ezoc", scenario.BoolParam, "whether inactive units may enter an EZOC"), integer("inactive_movement", -10, 10, "the movement allowance change of inactive units"),
			integer("morale_cost_to_move_all", 0, 10, "the Morale Points spent to move every unit instead of rolling"),
			integer("enemy_bank_modifier", -10, 10, "added to the roll for each enemy unit on the bank of enemy_bank_river where enemy_bank_hex is"),
			typed("enemy_bank_hex", scenario.HexParam, "a hex of that bank"), text("enemy_bank_river", "the river (its hexsides' name) that bounds that bank"),
			text("enemy_bank_terrain", "the terrain of the river's own hexes, if it has any (wide_major_river)")}})
}

func init() { rules.BindAtFirstUse(bindCommandKinds) }

// The command limit (kind command_limit, Rousse/Slobozia 20 4.1): its Board
// hook reads the rule, and its order, Command, has its check and apply
// here. Its game hooks ask for the Command order at the start of the side's
// Movement Phase, before any other order, and count the moves against the
// limit; they come first at the start of the phase (before the leaders')
// and after every other group's limits.
func bindCommandKinds() {
	rules.BindOrderWord("command", -1, parseCommand)
	// The random player's answer to the limit, a Morale Point now and then,
	// else the roll, is asked after every other group's (the Active Corps').
	rules.BindGame("command_limit_random", 99, rules.GameHooks{
		Active: func(b *rules.Board) bool { return cmdOf(b).rule.ID != "" },
		Random: rules.RandomHooks{rules.RandomCommand: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
			q.Order = Command{SpendMorale: s.Morale[s.Phasing] > 5 && p.Rng.IntN(3) == 0}
			return q
		}},
	})
	rules.Bind("command_limit", rules.Hooks{Params: newParams[commandLimitParams], Board: commandLimit})
	rules.BindGame("command_limit", 1, rules.GameHooks{
		Active: func(b *rules.Board) bool { return cmdOf(b).rule.ID != "" },
		Phase: rules.PhaseHooks{
			rules.OnMovementStart: func(s *rules.State, _ rules.PhaseStep) bool { commandStart(s); return false },
			rules.OnMoved:         func(t *rules.State, e rules.PhaseStep) bool { commandCount(t, e.Before, e.Unit); return false },
		},
		OrderDue: commandDue,
		MayMove:  rules.MayMoveHooks{rules.MoveCount: func(s *rules.State, _, u int) error { return commandSpent(s, u) }},
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
	e.due = rules.Illegal(rules.RuleOf(r), "first give the Command order of the command limit (scenario rule %q: command spend, command roll, or command active CORPS,CORPS for a Corps activation)", r.ID)
	e.spent = rules.Illegal(rules.RuleOf(r), "the command limit allows no more units to move this phase (scenario rule %q)", r.ID)
	return e
}

// commandState is the command limit in play.
type commandState struct {
	pending bool // the limit awaits its Command order
	limited bool // a roll limits the units that may move this phase ...
	left    int  // ... to this many more
}

// The command limit's slots on the Board and the State: its state changes
// with every move it counts, so it is kept in a word (commandStateSlot.of, set).
var (
	commandBoardSlot = rules.NewBoardSlot[commandBoard]()
	commandStateSlot = commandSlot(rules.NewWordSlot())
)

// commandSlot is the command limit's word on the State, holding a
// commandState.
type commandSlot rules.WordSlot

// of is the command limit's state in s.
func (k commandSlot) of(s *rules.State) commandState {
	w := rules.WordSlot(k).Of(s)
	return commandState{pending: w&1 != 0, limited: w&2 != 0, left: int(w >> 2)}
}

// set sets the command limit's state in s, a State being made.
func (k commandSlot) set(s *rules.State, st commandState) {
	w := int64(st.left) << 2
	if st.pending {
		w |= 1
	}
	if st.limited {
		w |= 2
	}
	rules.WordSlot(k).Set(s, w)
}

// noCommandLimit is the command limit of a board without one; never
// written.
var noCommandLimit commandBoard

// cmdOf is board b's command limit (no rule when the scenario has none).
func cmdOf(b *rules.Board) *commandBoard {
	if c := commandBoardSlot.Of(b); c != nil {
		return c
	}
	return &noCommandLimit
}

// commandStart asks for the Command order when the limited side's
// Movement Phase starts, unless a rule makes every unit active (NoCommand
// GameHooks), and lifts the last phase's limit.
func commandStart(s *rules.State) {
	c := cmdOf(s.B)
	commandStateSlot.set(s, commandState{pending: c.side == s.Phasing && !s.NoCommand()})
}

// commandDue refuses any order but Command while the limit awaits it.
func commandDue(s *rules.State) error {
	if commandStateSlot.of(s).pending {
		if c := cmdOf(s.B); c.due != nil {
			return c.due
		}
		return cmdRefusals(scenario.Rule{}).due // a rule left unapplied
	}
	return nil
}

// commandSpent refuses a move of unit u once the roll's limit is reached
// (free units aside).
func commandSpent(s *rules.State, u int) error {
	if st := commandStateSlot.of(s); st.limited && st.left == 0 {
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
func commandCount(t *rules.State, before *rules.State, u int) {
	st := commandStateSlot.of(t)
	if cont := before.MoveRules(u).Has(rules.MfGoesOn); st.limited && st.left > 0 && !cmdOf(t.B).free[t.B.Units[u].ID] && !cont {
		st.left--
		commandStateSlot.set(t, st)
	}
}

// AwaitingCommand reports whether the scenario's command limit waits for
// its Command order before any unit moves.
func AwaitingCommand(s *rules.State) bool { return commandStateSlot.of(s).pending }

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
	// commandMods.
	EnemyBankModifier *int   `param:"enemy_bank_modifier"`
	EnemyBankHex      string `param:"enemy_bank_hex"`
	EnemyBankRiver    string `param:"enemy_bank_river"`
	EnemyBankTerrain  string `param:"enemy_bank_terrain"`
}

// commandLimit reads a scenario command limit (Rousse/Slobozia 20 4.1):
// spend a Morale Point to move every unit, or roll on a table for the
// most units that may move; some units are free of the limit.
func commandLimit(b *rules.Board, r scenario.Rule) {
	commandBoardSlot.Build(b).free = map[string]bool{}
	if corpsActivation(b, r) { // corps_activation.go: Bussaco 20 España 5.1
		return
	}
	if corpsNote(b, r) { // command_coordination.go: Corps activation (Bussaco 20, Talavera 20 5.1)
		return
	}
	p := rules.RuleParams[commandLimitParams](b, r)
	var rows []scenario.TableRow
	for _, t := range b.Scenario.Tables {
		if t.ID == p.Table {
			rows = t.Rows
		}
	}
	if len(rows) == 0 || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind command_limit): no table or side given; not applied by the engine", r.ID, r.Title)
		return
	}
	c := commandBoardSlot.Build(b)
	c.setRule(r, rules.SideIndex(p.Side), rows)
	for _, id := range p.FreeUnits {
		c.free[id] = true
	}
	_, mods, partly := commandMods(b, r) // command_limit_mods.go
	level := rules.Applied
	if partly {
		level = rules.PartlyApplied
	}
	if mods != "" {
		mods = "; the roll's modifiers: " + mods
	}
	b.RuleNote(r, level, "special rule %q (%s): at the start of each of its Movement Phases the %s side spends a Morale Point or rolls on table %q (order Command)%s", r.ID, r.Title, p.Side, p.Table, mods)
}

// commandRoll reads the command table for a (modified) roll, open-ended
// rows such as "≤1" and "8+" included.
func commandRoll(b *rules.Board, roll int) int {
	for _, row := range cmdOf(b).rows {
		lo, hi := rules.RollRange(row.Roll)
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
func checkCommand(s *rules.State, o Command, c *rules.Checked) (*rules.Checked, error) {
	if leadersOf(s.B).coord.activation.ID != "" {
		return checkActiveCorps(s, o, c) // corps_activation.go
	}
	if len(o.Corps) > 0 {
		return nil, rules.Illegal(commandRule(s.B), "the scenario plays no Corps activation")
	}
	if !commandStateSlot.of(s).pending {
		return nil, rules.Illegal(commandRule(s.B), "no command decision is due")
	}
	if o.SpendMorale && s.Morale[s.Phasing] < 1 {
		return nil, rules.Illegal(commandRule(s.B), "no Morale Point to spend")
	}
	return c, nil
}

// applyCommand enacts the command decision: a Morale Point to move every
// unit, or a roll on the command table for how many may move.
func applyCommand(t *rules.State, o Command, d rules.Dice, ev *[]rules.Event) {
	b := t.B
	if leadersOf(b).coord.activation.ID != "" {
		applyActiveCorps(t, o, ev) // corps_activation.go
		return
	}
	st := commandStateSlot.of(t)
	st.pending = false
	commandStateSlot.set(t, st)
	if o.SpendMorale {
		st.limited = false
		commandStateSlot.set(t, st)
		*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(t.Phasing), Text: "a Morale Point to move every unit (" + cmdOf(b).rule.ID + ")"})
		var md rules.MoraleDelta
		md.Add(t.Phasing, -1, "command")
		t.ApplyMorale(&md, ev)
	} else {
		r := d.Roll()
		mod, why := commandModifier(t) // command_limit_mods.go
		st.limited, st.left = true, commandRoll(b, r+mod)
		commandStateSlot.set(t, st)
		text := fmt.Sprintf("at most %d units may move (%s)", st.left, cmdOf(b).rule.ID)
		if mod != 0 {
			text = fmt.Sprintf("modified %d (%s): %s", r+mod, why, text)
		}
		*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(t.Phasing), Roll: r, Text: text})
	}
}

// Command answers a scenario command limit at the start of a Movement
// Phase (Rousse/Slobozia 20 4.1): spend a Morale Point to move every unit,
// or roll on the scenario's table for the most units that may move. In a
// Corps activation (Bussaco 20 España 5.1) Corps names the Corps the
// player makes Active, up to the number the roll allows.
type Command struct {
	rules.KindOrderBase
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
func (o Command) Check(s *rules.State, c *rules.Checked) (*rules.Checked, error) {
	return checkCommand(s, o, c)
}

// Apply enacts the checked order (KindOrder).
func (o Command) Apply(t, _ *rules.State, _ *rules.Checked, d rules.Dice, ev *[]rules.Event) error {
	applyCommand(t, o, d, ev)
	return nil
}

// commandRule is the rule a command decision answers: the scenario's
// command_limit rule, else the kind's standard rule.
func commandRule(b *rules.Board) string {
	if c := cmdOf(b); c.rule.Kind != "" {
		return rules.RuleOf(c.rule)
	}
	return rules.KindRule("command_limit")
}

// parseCommand reads a Command order: command spend, command roll, or
// command active CORPS,CORPS[,unit ID].
func parseCommand(text string, f []string) (rules.Order, error) {
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

// Needs is what the engine needs of a command_limit rule.
func (commandLimitParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the table of the command roll, or the Corps of a Corps activation", "table corps")
}
