// Leader Command (16.9.5; Talavera 20 16.10; kinds leader_restriction and
// command_restriction): which leader may provide Command to which units.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The leader_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_restriction", Rule: "16.9", Doc: "limits on a leader's command",
		Params: []scenario.Param{pUnit, pUnits, pTable, integer("command_span", 0, 99, "its command span"), typed("commands", scenario.Nationality, "the nationality it commands"),
			enum("eliminated_on", "retreat", "the result that eliminates it"), integer("extra_spanish", 0, 99, "extra Spanish units it may command")}})
}

// The command_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "command_restriction", Rule: "16.9", Doc: "leaders that may not command some units, or only in some states",
		Params: []scenario.Param{pSide, pUnits, typed("exempt", scenario.UnitList, "units not restricted")}})
}

// Command outcomes of mayCommand.
const (
	cmdNo = iota
	cmdYes
	cmdExtra // only by the leader's once-per-turn extra Command
)

// mayCommand reports whether leader l may provide Command to attacker a:
// its own Corps only (Talavera 20 16.10.6, Bussaco 20 16.9.5) where the
// unit's Corps is given, its nationality only (Talavera 20 16.10.1), or one
// Spanish unit each Game Turn (Talavera 20 16.10.2).
func mayCommand(s *rules.State, l, a int) int {
	lr := &leadersOf(s.B).leaderRules.rules[l]
	li, ai := &s.B.Units[l], &s.B.Units[a]
	if lr.ownCorps && ai.Formation != "" && ai.Formation != li.Formation {
		return cmdNo
	}
	if lr.commands != "" && !strings.EqualFold(ai.Nationality, lr.commands) {
		if lr.extraNat == "" || !strings.EqualFold(ai.Nationality, lr.extraNat) {
			return cmdNo
		}
		ls := leaderSlot.Of(s)
		if int(ls.extraTurn) != s.Turn || ls.extraUnit == 0 {
			return cmdExtra
		}
		if int(ls.extraUnit) == a+1 {
			return cmdYes
		}
		return cmdNo
	}
	return cmdYes
}

// leaderCommand is command (16.9.5) under the scenario's leader rules: 0
// when a leader may command an attacker within its span, else -1. extraL
// and extraU are the leader and unit of an extra Command it relies on;
// distract is the leader whose Distraction roll decides it (Talavera 20
// 16.10.4), or -1.
func leaderCommand(s *rules.State, c *rules.BattleCtx) (cmd, extraL, extraU, distract int) {
	b := s.B
	extraL, extraU, distract = -1, -1, -1
	for _, l := range b.Leaders {
		info := &b.Units[l]
		if info.Side != c.AttSide || s.Units[l].Where != rules.AtMap {
			continue
		}
		lr := &leadersOf(b).leaderRules.rules[l]
		span := info.Span
		paired := lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == s.Units[l].Hex
		if paired {
			span = lr.pairSpan // 16.10.5
		}
		lh := b.Hexes[s.Units[l].Hex]
		for _, a := range c.Att {
			if lh.Distance(b.Hexes[s.Units[a].Hex]) > span {
				continue
			}
			switch mayCommand(s, l, a) {
			case cmdYes:
				if lr.distract > 0 && !paired {
					if distract < 0 {
						distract = l
					}
					continue
				}
				return 0, -1, -1, -1
			case cmdExtra:
				if extraL < 0 {
					extraL, extraU = l, a
				}
			}
		}
	}
	if extraL >= 0 {
		return 0, extraL, extraU, -1
	}
	if distract >= 0 {
		return 0, -1, -1, distract
	}
	return -1, -1, -1, -1
}

// battleResolving records, as a battle is resolved, the extra Command it
// takes (Talavera 20 16.10.2: one Spanish unit each turn), and returns 1 +
// the attacker that must lead the Advance After Combat (josephLead), or 0.
func battleResolving(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) (lead int) {
	if !leadersOf(s.B).leaderRules.any || !s.B.Optional("16.9") || c.Countercharge {
		return 0
	}
	if _, l, u, _ := leaderCommand(s, c); l >= 0 {
		leaderSlot.Mut(s).extraTurn, leaderSlot.Mut(s).extraUnit = int16(s.Turn), int16(u+1)
		*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(c.AttSide), Unit: s.B.Units[u].ID,
			Text: fmt.Sprintf("%s provides Command to this turn's one %s unit", s.B.Units[l].ID, leadersOf(s.B).leaderRules.rules[l].extraNat)})
	}
	return josephLead(s, c) + 1
}

// josephLead returns the attacker stacked with a leader that provides
// Command in this battle and must then Advance After Combat with it
// (Talavera 20 16.10.3; not when stacked with its partner, 16.10.5), or -1.
func josephLead(s *rules.State, c *rules.BattleCtx) int {
	b := s.B
	for _, l := range b.Leaders {
		lr := &leadersOf(b).leaderRules.rules[l]
		if !lr.napoleon || b.Units[l].Side != c.AttSide || s.Units[l].Where != rules.AtMap {
			continue
		}
		h := s.Units[l].Hex
		if lr.partner >= 0 && s.Units[lr.partner].Where == rules.AtMap && s.Units[lr.partner].Hex == h {
			continue
		}
		lh := b.Hexes[h]
		commands := false
		for _, a := range c.Att {
			commands = commands || lh.Distance(b.Hexes[s.Units[a].Hex]) <= b.Units[l].Span && mayCommand(s, l, a) == cmdYes
		}
		if u := s.UnitAt(h); commands && u >= 0 && rules.IndexOf(c.Att, u) >= 0 {
			return u
		}
	}
	return -1
}

// leaderMods adds the Step D Distraction roll of a leader whose Command
// decides the battle (Talavera 20 16.10.4): a roll up to the table's
// Distracted row gives the Out of Command -1 (16.9.5).
func leaderMods(s *rules.State, c *rules.BattleCtx, out []rules.RandomMod) []rules.RandomMod {
	if !leadersOf(s.B).leaderRules.any || !s.B.Optional("16.9") || c.Countercharge {
		return out
	}
	if _, _, _, l := leaderCommand(s, c); l >= 0 {
		lr := &leadersOf(s.B).leaderRules.rules[l]
		out = append(out, rules.RandomMod{Unit: l, Attacker: true, WaverMax: lr.distract, Label: "Distraction (" + lr.distractID + ")"})
	}
	return out
}

// leaderRestrictionParams are a leader_restriction rule's parameters.
type leaderRestrictionParams struct {
	Unit         string   `param:"unit"`
	Units        []string `param:"units"` // two leaders that act as one
	Table        string   `param:"table"`
	CommandSpan  *int     `param:"command_span"`
	Commands     string   `param:"commands"` // the nationality it commands
	EliminatedOn string   `param:"eliminated_on"`
	ExtraSpanish *int     `param:"extra_spanish"`
}

// Needs is what the engine needs of a leader_restriction rule.
func (leaderRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the leader restricted, or the two leaders that act as one", "unit units")
}

// commandRestrictionParams are a command_restriction rule's parameters.
type commandRestrictionParams struct {
	Side   string   `param:"side"`
	Units  []string `param:"units"`
	Exempt []string `param:"exempt"`
}

// Needs is what the engine needs of a command_restriction rule.
func (commandRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the leaders restricted, or their side", "units side")
}

// commandRestriction reads a command_restriction rule into the leaders'
// rules that get returns (buildLeaderRules): the leaders named, or every
// leader of the side but those exempt, command only units of their own
// Corps (16.9.5).
func commandRestriction(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[commandRestrictionParams](b, r)
	if len(p.Units) > 0 {
		for _, id := range p.Units {
			if lr := get(id); lr != nil {
				lr.ownCorps = true
			}
		}
		return
	}
	exempt := map[string]bool{}
	for _, id := range p.Exempt {
		exempt[id] = true
	}
	for _, l := range b.Leaders {
		if rules.SideName(b.Units[l].Side) == p.Side && !exempt[b.Units[l].ID] {
			get(b.Units[l].ID).ownCorps = true
		}
	}
}

// leaderRestriction reads a leader_restriction rule into the leaders' rules
// that get returns (buildLeaderRules): two leaders acting as one, a
// Distraction table, a nationality commanded, or the Breaking Napoleon
// Table (16.9).
func leaderRestriction(b *rules.Board, r scenario.Rule, get func(id string) *leaderRule) {
	p := rules.RuleParams[leaderRestrictionParams](b, r)
	switch {
	case len(p.Units) > 0:
		ids := p.Units
		if len(ids) != 2 || p.CommandSpan == nil || *p.CommandSpan < 0 {
			return
		}
		n := *p.CommandSpan
		a, c := get(ids[0]), get(ids[1])
		if a != nil && c != nil {
			a.partner, a.pairSpan = b.Unit(ids[1]), n
			c.partner, c.pairSpan = b.Unit(ids[0]), n
		}
	case p.Table != "":
		if hi, ok := rowMax(b, p.Table, "distracted"); ok {
			if lr := get(p.Unit); lr != nil {
				lr.distract, lr.distractID = hi, r.ID
			}
		}
	case p.Commands != "":
		if lr := get(p.Unit); lr != nil {
			lr.commands = p.Commands
			if p.ExtraSpanish != nil && *p.ExtraSpanish == 1 {
				lr.extraNat = "Spanish"
			}
			lr.elimRetreat = p.EliminatedOn == "retreat"
		}
	default:
		if lr := get(p.Unit); lr != nil {
			lr.napoleon = true
		}
	}
}

// commandRestrictionNote records how the engine applies a command_restriction rule (its Board hook).
func commandRestrictionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[commandRestrictionParams](b, r)
	who, side := "", p.Side
	if len(p.Units) > 0 {
		ids, miss := leaderUnits(b, p.Units)
		if miss != "" {
			notApplied(b, r, fmt.Sprintf("unit %q not in the scenario", miss))
			return
		}
		who = "each of " + strings.Join(ids, ", ")
		for _, u := range b.Scenario.Units {
			if u.ID == ids[0] {
				side = u.Side
			}
		}
	} else {
		if p.Side != "french" && p.Side != "anti-french" {
			notApplied(b, r, fmt.Sprintf("side %q not usable", p.Side))
			return
		}
		who = "every " + p.Side + " Leader"
		if ids, _ := leaderUnits(b, p.Exempt); len(ids) > 0 {
			who += " except " + strings.Join(ids, ", ")
		}
	}
	var unknown []string
	for _, u := range b.Scenario.Units {
		if u.Formation == "" && u.Side == side && u.Type != scenario.TypeLeader && u.Type != scenario.TypeDummy && u.Type != scenario.TypeCadre {
			unknown = append(unknown, u.ID)
		}
	}
	text := fmt.Sprintf("special rule %q (%s): %s%s provides Command (16.9.5) only to attacking units of its own Corps (unit formation)", r.ID, r.Title, withLeaderRule, who)
	st := rules.Applied
	if len(unknown) > 0 {
		text += fmt.Sprintf("; the scenario gives no Corps for %s, so the restriction is not applied to them (and to Remnants)", strings.Join(unknown, ", "))
		st = rules.PartlyApplied
	}
	b.RuleNote(r, st, "%s", text)
}

// leaderRestrictionNote records how the engine applies a leader_restriction rule (its Board hook).
func leaderRestrictionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[leaderRestrictionParams](b, r)
	switch {
	case len(p.Units) > 0:
		ids, miss := leaderUnits(b, p.Units)
		if miss != "" || len(ids) != 2 || p.CommandSpan == nil || *p.CommandSpan < 0 {
			notApplied(b, r, "two leaders and a command_span needed")
			return
		}
		n := *p.CommandSpan
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s stacked in one hex are one Leader with a Command Span of %d; then neither makes a Distraction roll nor is subject to the Breaking Napoleon Table", r.ID, r.Title, withLeaderRule, strings.Join(ids, " and "), n)
	case p.Unit == "" || !hasUnit(b, p.Unit):
		notApplied(b, r, fmt.Sprintf("unit %q not in the scenario", p.Unit))
	case p.Table != "":
		hi, ok := rowMax(b, p.Table, "distracted")
		if !ok {
			notApplied(b, r, fmt.Sprintf("table %q with a \"Distracted\" row not in the scenario", p.Table))
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s%s has its printed Command Span; in Step D of a battle whose only Command would come from %s, a die is rolled on table %q: %d or less, no Orders are issued and the attack is Out of Command (-1, 16.9.5); no roll is made when another Leader commands", r.ID, r.Title, withLeaderRule, p.Unit, p.Unit, p.Table, hi)
	case p.Commands != "":
		text := fmt.Sprintf("special rule %q (%s): %s%s provides Command only to %s units", r.ID, r.Title, withLeaderRule, p.Unit, p.Commands)
		if x := p.ExtraSpanish; x != nil {
			if *x != 1 {
				notApplied(b, r, fmt.Sprintf("extra_spanish %q (only 1 is modelled)", intOrEmpty(x)))
				return
			}
			text += " and, each Game Turn, to one Spanish unit: the first Spanish attacker it alone can command in a resolved battle that turn"
		}
		if p.EliminatedOn == "retreat" {
			text += "; it is permanently removed when it has to Retreat (with the unit it is stacked with, or alone in an EZOC, 16.9.3)"
		}
		b.RuleNote(r, rules.Applied, "%s", text)
	default:
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s%s is subject to the Breaking Napoleon Table (16.9.6), which no rulebook prints, so its Breaking has no further result; when an attacker is within its Command Span it provides Command, and the attacker it is stacked with, if it can, Advances After Combat first with it, in place of the advance uncontrolled cavalry would make (no Controlled Advance roll)", r.ID, r.Title, withLeaderRule, p.Unit)
	}
}

// battleCommand sets whether the attackers of a battle have Command when
// the scenario has leader rules (16.9.5; Talavera 20 16.10), in place of
// the core's rule: the leader kinds' AtCommand hook (leaders.go).
func battleCommand(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
	if !leadersOf(s.B).leaderRules.any {
		return false
	}
	c.Command, _, _, _ = leaderCommand(s, c)
	c.CommandSet = true
	return true
}

func init() { rules.BindAtFirstUse(bindLeaderCommand) }

// bindLeaderCommand binds the hooks of this file's kinds.
func bindLeaderCommand() {
	rules.Bind("leader_restriction", rules.Hooks{Params: newParams[leaderRestrictionParams], Board: leaderRestrictionNote})
	rules.Bind("command_restriction", rules.Hooks{Params: newParams[commandRestrictionParams], Board: commandRestrictionNote})
}
