// The announced form of the Corps activation (Bussaco 20 España and
// Talavera 20 5.1; kind command_limit with corps): the Active Corps named
// at the end of the Random Events Phase.

package kinds

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Corps activation announced, Talavera 20 5.1 French Command Confusion:
// "During each French Player Turn, at the end of the Event Phase, the
// French player announces that one of their Corps will be "Active" that
// turn. Only units of the Active Corps may freely enter an EZOC during the
// French Movement Phase. Other units belonging to Inactive Corps that
// begin the Movement Phase in an EZOC are unaffected by this rule ... If
// Casa de Salinas (hex 1508) is occupied by a French unit at the end of
// the French Event Phase, the French player may also Activate one
// individual unit that is not part of the Active Corps that turn.
// Important: when using the Optional Leader Rule [16.9], the Joseph
// Bonaparte Leader must also occupy Casa de Salinas to receive this
// benefit! Or, if Casa de Salinas (hex 1508) is occupied by the French
// Madrid Garrison unit at the end of the French Event Phase, the French
// player may Activate up to two Corps that turn (if using the Optional
// Leader Rule, both the Joseph Bonaparte and Jourdan Leaders must also
// occupy Casa de Salinas to receive this benefit!)."
//
// It is the command_limit rule with corps and active_corps but no table:
// the Bussaco machinery (corps_activation.go) plays it, with no
// roll; the number of Active Corps and the individual unit come from the
// HQ hex (hq_hex, hq_extra_unit, hq_leaders; garrison_unit,
// garrison_active_corps, garrison_leaders). The Movement Allowance of an
// Inactive unit changes by inactive_movement (none given: unchanged).

// corpsAnnounceRule records the announced form of the Corps activation.
func corpsAnnounceRule(b *rules.Board, r scenario.Rule, p *commandLimitParams, names, colours, assumed []string) {
	cb := commandBoardSlot.Build(b)
	cb.setRule(r, rules.SideIndex(p.Side), nil)
	leadersOf(b).coord.activation, leadersOf(b).coord.activationSide, leadersOf(b).coord.names, leadersOf(b).coord.colour = r, rules.SideIndex(p.Side), names, colours
	leadersOf(b).coord.announce, leadersOf(b).coord.inactiveMovement = true, 0
	if p.InactiveMovement != nil {
		leadersOf(b).coord.inactiveMovement = *p.InactiveMovement
	}
	text := fmt.Sprintf("special rule %q (%s): at the end of each %s Event Phase the side names %d Active Corps before any unit moves (order Command: command active CORPS)",
		r.ID, r.Title, p.Side, *p.ActiveCorps)
	if p.HQHex != "" && p.HQExtraUnit != nil {
		text += fmt.Sprintf("; with a unit of the side in %s%s, also %d individual unit of another Corps (command active CORPS,unit ID)", p.HQHex, leadersAlso(p.HQLeaders), *p.HQExtraUnit)
	}
	if p.HQHex != "" && p.GarrisonUnit != "" && p.GarrisonActiveCorps != nil {
		text += fmt.Sprintf("; or, with %s in %s%s, up to %d Corps", p.GarrisonUnit, p.HQHex, leadersAlso(p.GarrisonLeaders), *p.GarrisonActiveCorps)
	}
	text += fmt.Sprintf("; in that Movement Phase the units of the other Corps (of %s; leaders aside) may not enter an enemy ZOC, unless they begin the phase in one", strings.Join(names, ", "))
	if leadersOf(b).coord.inactiveMovement != 0 {
		text += fmt.Sprintf(", and move with Movement Allowance %+d", leadersOf(b).coord.inactiveMovement)
	}
	if len(assumed) > 0 {
		text += fmt.Sprintf("; applied with assumptions: the Corps of %s are assumed by the scenario (listed with their sources under Scenario assumptions)", strings.Join(assumed, ", "))
	}
	b.RuleNote(r, rules.Applied, "%s", text)
}

// leadersAlso words the leaders who must also be in the HQ hex with the
// optional Leader rule.
func leadersAlso(ids []string) string {
	if len(ids) == 0 {
		return ""
	}
	return " (with the optional Leader rule 16.9, " + strings.Join(ids, " and ") + " there too)"
}

// corpsAnnounce opens the choice of the Active Corps at the end of the
// side's Event Phase: how many Corps, and whether one individual unit may
// also be Active, by who occupies the HQ hex.
func corpsAnnounce(s *rules.State, ev *[]rules.Event) {
	b := s.B
	r := leadersOf(b).coord.activation
	p := rules.RuleParams[commandLimitParams](b, r)
	n, extra, why := *p.ActiveCorps, 0, ""
	switch {
	case p.GarrisonActiveCorps != nil && hqHolds(s, p.HQHex, p.GarrisonLeaders, p.GarrisonUnit):
		n, why = *p.GarrisonActiveCorps, fmt.Sprintf(" (%s in %s)", p.GarrisonUnit, p.HQHex)
	case p.HQExtraUnit != nil && hqHolds(s, p.HQHex, p.HQLeaders, ""):
		extra, why = *p.HQExtraUnit, fmt.Sprintf(", and %d individual unit of another Corps (a unit in %s)", *p.HQExtraUnit, p.HQHex)
	}
	*corpsSlot.Mut(s) = corpsSt{turn: int16(s.Turn), n: int8(n), extra: int8(extra)}
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(s.Phasing),
		Text: fmt.Sprintf("%s: up to %d Corps Active this turn%s (%s)", r.Title, n, why, r.ID)})
}

// hqHolds reports whether the HQ hex holds unit id (any unit of the
// phasing side but leaders and Dummies when id is ""), and, with the
// optional Leader rule, every leader named.
func hqHolds(s *rules.State, hexCode string, leaders []string, id string) bool {
	b := s.B
	h, err := b.Parse(hexCode)
	if hexCode == "" || err != nil {
		return false
	}
	in := func(u int) bool { return u >= 0 && s.Units[u].Where == rules.AtMap && s.Units[u].Hex == h }
	if b.Optional("16.9") && slices.ContainsFunc(leaders, func(l string) bool { return !in(b.Unit(l)) }) {
		return false
	}
	if id != "" {
		return in(b.Unit(id))
	}
	for u := range b.Units {
		if info := &b.Units[u]; info.Side == s.Phasing && !info.Leader && !info.Dummy && in(u) {
			return true
		}
	}
	return false
}

// checkActiveUnit validates the individual unit also Activated: allowed
// this turn, a unit of the side, not a leader, not of a Corps named.
func checkActiveUnit(s *rules.State, id string, named uint8) error {
	b := s.B
	r := leadersOf(b).coord.activation
	if corpsSlot.Of(s).extra == 0 {
		return rules.Illegal(rules.RuleOf(r), "no individual unit may be Activated this turn: a unit must occupy the HQ hex at the end of the Event Phase (scenario rule %q)", r.ID)
	}
	u := b.Unit(id)
	if u < 0 || b.Units[u].Side != s.Phasing || b.Units[u].Leader || b.Units[u].Dummy {
		return rules.Illegal(rules.RuleOf(r), "%q is not a unit of the side that may be Activated (scenario rule %q)", id, r.ID)
	}
	if c := corpsOf(b, u); c == 0 || named&(1<<(c-1)) != 0 {
		return rules.Illegal(rules.RuleOf(r), "%q is already Active with its Corps or has none; the individual unit is one not part of the Active Corps (scenario rule %q)", id, r.ID)
	}
	return nil
}

// activeUnit is the random player's individual unit also Activated: one
// of the side's units of another Corps not in an enemy ZOC, when allowed.
func activeUnit(p *rules.RandomPlayer, s *rules.State, corps []string) string {
	b := s.B
	if corpsSlot.Of(s).extra == 0 {
		return ""
	}
	var named uint8
	for _, c := range corps {
		named |= 1 << (corpsIndex(b, c) - 1)
	}
	var ids []string
	for u := range b.Units {
		info, us, c := &b.Units[u], &s.Units[u], corpsOf(b, u)
		if info.Side == s.Phasing && !info.Leader && c > 0 && named&(1<<(c-1)) == 0 && us.Where == rules.AtMap && !s.HexInZOCOf(us.Hex, 1-info.Side) {
			ids = append(ids, info.ID)
		}
	}
	if len(ids) == 0 {
		return ""
	}
	return ids[p.Rng.IntN(len(ids))]
}

// CorpsInactive reports whether unit u belongs to an Inactive Corps this
// Movement Phase (Bussaco 20 España and Talavera 20 5.1): it may not enter
// an enemy ZOC. The bots leave such a unit out of a Night Attack (Talavera
// 20 14.2), whose unit must enter one.
func CorpsInactive(s *rules.State, u int) bool { return corpsInactive(s, u) }

// CorpsName is the name of unit u's Corps in the Corps activation played,
// "" for none.
func CorpsName(b *rules.Board, u int) string {
	if c := corpsOf(b, u); c > 0 {
		return leadersOf(b).coord.names[c-1]
	}
	return ""
}
