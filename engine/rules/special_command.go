package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { bindAtFirstUse(bindCommandKinds) }

// The command limit (kind command_limit, Rousse/Slobozia 20 4.1): its Board
// hook reads the rule, and its order, Command, has its check and apply
// here. The core keeps the limit's state (State.cmdLimit, cmdPending) and
// counts the moves against it.
func bindCommandKinds() {
	bind("command_limit", Hooks{Params: newParams[commandLimitParams], Board: (*Board).commandLimit})
}

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
	b.cmdFree = map[string]bool{}
	if b.corpsActivation(r) { // special_corps_activation.go: Bussaco 20 España 5.1
		return
	}
	if b.corpsNote(r) { // special_leaders.go: Corps activation (Bussaco 20, Talavera 20 5.1)
		return
	}
	p := ruleParams[commandLimitParams](b, r)
	var rows []scenario.TableRow
	for _, t := range b.Scenario.Tables {
		if t.ID == p.Table {
			rows = t.Rows
		}
	}
	if len(rows) == 0 || p.Side == "" {
		b.ruleNote(r, NotApplied, "special rule %q (%s, kind command_limit): no table or side given; not applied by the engine", r.ID, r.Title)
		return
	}
	b.cmd, b.cmdSide, b.cmdRows = r, sideIndex(p.Side), rows
	for _, id := range p.FreeUnits {
		b.cmdFree[id] = true
	}
	_, mods, partly := b.commandMods(r) // special_command_mods.go
	level := Applied
	if partly {
		level = PartlyApplied
	}
	if mods != "" {
		mods = "; the roll's modifiers: " + mods
	}
	b.ruleNote(r, level, "special rule %q (%s): at the start of each of its Movement Phases the %s side spends a Morale Point or rolls on table %q (order Command)%s", r.ID, r.Title, p.Side, p.Table, mods)
}

// commandRoll reads the command table for a (modified) roll, open-ended
// rows such as "≤1" and "8+" included.
func (b *Board) commandRoll(roll int) int {
	for _, row := range b.cmdRows {
		lo, hi := rollRange(row.Roll)
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
func (s *State) checkCommand(o Command, c *checked) (*checked, error) {
	if s.B.coord.act.ID != "" {
		return s.checkActiveCorps(o, c) // special_corps_activation.go
	}
	if len(o.Corps) > 0 {
		return nil, illegal(commandRule(s.B), "the scenario plays no Corps activation")
	}
	if !s.cmdPending {
		return nil, illegal(commandRule(s.B), "no command decision is due")
	}
	if o.SpendMorale && s.Morale[s.Phasing] < 1 {
		return nil, illegal(commandRule(s.B), "no Morale Point to spend")
	}
	return c, nil
}

// applyCommand enacts the command decision: a Morale Point to move every
// unit, or a roll on the command table for how many may move.
func (t *State) applyCommand(o Command, d Dice, ev *[]Event) {
	b := t.B
	if b.coord.act.ID != "" {
		t.applyActiveCorps(o, ev) // special_corps_activation.go
		return
	}
	t.cmdPending = false
	if o.SpendMorale {
		t.cmdLimit = -1
		*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(t.Phasing), Text: "a Morale Point to move every unit (" + b.cmd.ID + ")"})
		var md moraleDelta
		md.add(t.Phasing, -1, "command")
		t.applyMorale(&md, ev)
	} else {
		r := d.Roll()
		mod, why := t.commandModifier() // special_command_mods.go
		t.cmdLimit = b.commandRoll(r + mod)
		text := fmt.Sprintf("at most %d units may move (%s)", t.cmdLimit, b.cmd.ID)
		if mod != 0 {
			text = fmt.Sprintf("modified %d (%s): %s", r+mod, why, text)
		}
		*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(t.Phasing), Roll: r, Text: text})
	}
}

func (o Command) check(s *State, c *checked) (*checked, error) { return s.checkCommand(o, c) }
func (o Command) apply(t, _ *State, _ *checked, d Dice, ev *[]Event) error {
	t.applyCommand(o, d, ev)
	return nil
}

// commandRule is the rule a command decision answers: the scenario's
// command_limit rule, else the kind's standard rule.
func commandRule(b *Board) string {
	if b.cmd.Kind != "" {
		return ruleOf(b.cmd)
	}
	return kindRule("command_limit")
}
