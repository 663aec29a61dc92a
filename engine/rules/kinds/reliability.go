// The reliability check (Bussaco 20 16.9, España 20 Bussaco 16.11; kind
// reliability_check).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The reliability_check kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "reliability_check", Rule: "16.9", Doc: "units roll for their reliability before they move or fight",
		Params: []scenario.Param{pTable, typed("always", scenario.UnitList, "units that always roll"), typed("exempt", scenario.UnitList, "units that never roll"),
			enum("condition", "allied_morale<=french_morale", "units roll only while this holds"), integer("stop_on", 1, 6, "the die roll that stops them")}})
}

func init() { rules.BindAtFirstUse(bindReliabilityKinds) }

// The reliability check (Bussaco 20 16.9, España 20 Bussaco 16.11): the
// Board hook reads the rule, the StepD game hook adds its rolls to a
// battle's Step D, before the leaders' rolls.
func bindReliabilityKinds() {
	rules.Bind("reliability_check", rules.Hooks{Params: newParams[reliabilityParams], Board: reliabilityBoard})
	rules.BindGame("reliability_check", 15, rules.GameHooks{Active: withRule("reliability_check"), Battle: rules.BattleHooks{rules.AtStepD: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
		c.Mods = reliabilityMods(s, c, c.Mods)
		return false
	}}})
}

// reliabilityBoard applies a reliability_check rule (Bussaco 20 16.9,
// España 16.11) unless it is an optional rule not in use.
func reliabilityBoard(b *rules.Board, r scenario.Rule) {
	if b.OptionalOn[r.Number] || !strings.Contains(strings.ToLower(r.Title), "optional") {
		reliability(b, r)
		return
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s) is optional rule %s, not in use", r.ID, r.Title, r.Number)
}

// reliabilityRule is a scenario reliability check (Bussaco 20 Portuguese
// Reliability 16.9; España 20 Bussaco Portuguese Steadiness 16.11).
type reliabilityRule struct {
	active      bool
	side        int
	nationality string // the units that check while the rule lasts
	exempt      map[string]bool
	always      map[string]bool
	condition   string
	stopOn      int
	waverMax    int
}

// reliabilitySlot holds the scenario's reliability check, read with the board;
// reliabilityStoppedSlot whether a roll has ended it for the game.
var (
	reliabilitySlot        = rules.NewBoardSlot[reliabilityRule]()
	reliabilityStoppedSlot = rules.NewStateSlot[bool]()
)

// reliabilityParams are a reliability_check rule's parameters (16.9).
type reliabilityParams struct {
	Table     string   `param:"table"`
	Always    []string `param:"always"` // units that always roll
	Exempt    []string `param:"exempt"` // units that never roll
	Condition string   `param:"condition"`
	StopOn    *int     `param:"stop_on"` // the die roll that stops them
}

// reliability reads a reliability_check rule: the Anti-French side's
// units check (the registry gives the kind no side).
func reliability(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[reliabilityParams](b, r)
	rel := reliabilityRule{active: true, side: rules.AntiFrench, nationality: "British", exempt: map[string]bool{}, always: map[string]bool{},
		condition: p.Condition, waverMax: 1}
	for _, id := range p.Exempt {
		rel.exempt[id] = true
	}
	for _, id := range p.Always {
		rel.always[id] = true
	}
	if p.StopOn != nil {
		rel.stopOn = *p.StopOn
	}
	for _, t := range b.Scenario.Tables {
		if t.ID != p.Table {
			continue
		}
		for _, row := range t.Rows {
			if len(row.Results) > 0 && strings.Contains(strings.ToLower(row.Results[0]), "waver") {
				_, hi := rules.ParseRange(row.Roll)
				rel.waverMax = max(rel.waverMax, hi)
			}
		}
	}
	*reliabilitySlot.Build(b) = rel
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s units check reliability in Step D (waver on %d or less) until one rolls %d; exempt %v; condition %q",
		r.ID, r.Title, rel.nationality, rel.waverMax, rel.stopOn, strings.Join(p.Exempt, ","), rel.condition)
}

// reliabilityMods adds a scenario reliability check (Bussaco 20 16.9 /
// España 20 Bussaco 16.11): listed units always check, exempt units never,
// the side's other units check while the condition holds until one rolls
// the stop number.
func reliabilityMods(s *rules.State, c *rules.BattleCtx, out []rules.RandomMod) []rules.RandomMod {
	if r := reliabilitySlot.Of(s.B); r != nil && r.active {
		for k, list := range [][]int{c.Att, c.Def} {
			for _, u := range list {
				info := &s.B.Units[u]
				if info.Side != r.side || r.exempt[info.ID] || info.Leader || info.Garrison || (info.Unreliable && s.B.Optional("16.7")) {
					continue
				}
				switch {
				case r.always[info.ID]:
					out = append(out, rules.RandomMod{Unit: u, Attacker: k == 0, WaverMax: r.waverMax})
				case !reliabilityStoppedSlot.Of(s) && info.Nationality == r.nationality && !info.Elite && relCondition(s, r):
					out = append(out, rules.RandomMod{Unit: u, Attacker: k == 0, WaverMax: r.waverMax, OnRoll: relStopRoll})
				}
			}
		}
	}
	return out
}

// relStopRoll ends the reliability check for the game when a unit's roll
// is the rule's stop number.
func relStopRoll(s *rules.State, roll int) {
	if roll == reliabilitySlot.Of(s.B).stopOn {
		*reliabilityStoppedSlot.Mut(s) = true
	}
}

// relCondition evaluates a reliability rule's condition (only
// "allied_morale<=french_morale" is known; no condition is always true).
func relCondition(s *rules.State, r *reliabilityRule) bool {
	switch r.condition {
	case "":
		return true
	case "allied_morale<=french_morale":
		return s.Morale[rules.AntiFrench] <= s.Morale[rules.French]
	}
	return false
}
