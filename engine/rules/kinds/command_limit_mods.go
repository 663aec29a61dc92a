// The modifiers of the command limit's roll (Slobozia 20 4.3; kind
// command_limit).

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The modifiers of a command limit's roll (kind command_limit) that the
// engine computes, Slobozia 20 [4.3] Ottoman Command Hierarchy table:
// "-2 if the restrictions of Russian Surprise [4.2] are in effect" (the
// table_modifier of the movement_restriction rule naming the table, while
// it holds) and "+1 for each Russian unit on the south bank of the Danube
// (the Rousse side), hidden or revealed" (params enemy_bank_modifier,
// enemy_bank_hex, enemy_bank_river and enemy_bank_terrain: the bank is the
// map reachable from enemy_bank_hex without crossing the river, which only
// a traced river bounds).

// cmdMods are the computed modifiers of the command roll.
type cmdMods struct {
	surprise int    // while the movement_restriction rule holds
	bankMod  int    // for each enemy unit on the bank
	bank     []bool // the bank's hexes; nil when the river is not traced
}

// commandMods reads the modifiers of command_limit rule r's roll: those
// the engine computes, what the rule's note says about them, and whether
// one that the scenario gives cannot be computed. It is read again at each
// roll (a Command order), rarer than a state kept on the board would be
// worth.
func commandMods(b *rules.Board, r scenario.Rule) (m cmdMods, note string, partly bool) {
	var said []string
	p := rules.RuleParams[commandLimitParams](b, r)
	for _, x := range b.Scenario.Special {
		if x.Kind != "movement_restriction" {
			continue
		}
		xp := rules.RuleParams[movementRestrictionParams](b, x)
		if xp.Table != p.Table || xp.TableModifier == nil {
			continue
		}
		if v := *xp.TableModifier; xp.Until == "the first Battle" {
			m.surprise = v
			said = append(said, fmt.Sprintf("%+d while rule %q holds (until the first Battle)", v, x.ID))
		} else {
			partly = true
			said = append(said, fmt.Sprintf("the %d of rule %q is not applied (that rule is not usable)", v, x.ID))
		}
	}
	if p.EnemyBankModifier == nil {
		return m, strings.Join(said, "; "), partly
	}
	v := *p.EnemyBankModifier
	area := b.Scenario.Area(scenario.DeployZone{SameSide: []scenario.RiverSide{{River: p.EnemyBankRiver, Hex: p.EnemyBankHex, Terrain: p.EnemyBankTerrain}}})
	switch {
	case p.EnemyBankRiver == "" || p.EnemyBankHex == "":
		partly = true
		said = append(said, fmt.Sprintf("the modifier per enemy unit on a river bank is not applied (enemy_bank_modifier \"%d\", enemy_bank_river %q or enemy_bank_hex %q not usable)", v, p.EnemyBankRiver, p.EnemyBankHex))
	case len(area.Untraced) > 0:
		partly = true
		said = append(said, fmt.Sprintf("the %+d for each enemy unit on the %s side of the %s is not applied: the %s is not traced on the map (trace it with the editor's tracing tools)", v, p.EnemyBankHex, p.EnemyBankRiver, p.EnemyBankRiver))
	default:
		m.bankMod = v
		m.bank = make([]bool, b.N)
		for _, code := range area.Hexes {
			if h, err := b.Parse(code); err == nil {
				m.bank[h] = true
			}
		}
		said = append(said, fmt.Sprintf("%+d for each enemy unit on the %s side of the %s (%d hexes)", v, p.EnemyBankHex, p.EnemyBankRiver, len(area.Hexes)))
	}
	return m, strings.Join(said, "; "), partly
}

// commandModifier is the sum of the modifiers to the phasing side's
// command roll now, and their description for the log.
func commandModifier(s *rules.State) (int, string) {
	b := s.B
	m, _, _ := commandMods(b, cmdOf(b).rule)
	total := 0
	var why []string
	if m.surprise != 0 && battledWord.Of(s) == 0 {
		total += m.surprise
		why = append(why, fmt.Sprintf("%+d before the first Battle", m.surprise))
	}
	if m.bank != nil {
		n := 0
		for u := range s.Units {
			us := &s.Units[u]
			if us.Where == rules.AtMap && b.Units[u].Side != s.Phasing && !b.Units[u].Leader && m.bank[us.Hex] {
				n++
			}
		}
		if n > 0 {
			total += n * m.bankMod
			why = append(why, fmt.Sprintf("%+d for %d enemy units on the bank", n*m.bankMod, n))
		}
	}
	return total, strings.Join(why, ", ")
}

// commandTable reports whether a command_limit rule rolls on table id.
func commandTable(b *rules.Board, id string) bool {
	for _, r := range b.Scenario.Special {
		if r.Kind != "command_limit" {
			continue
		}
		if p := rules.RuleParams[commandLimitParams](b, r); p.Table == id && p.Corps == "" {
			return true
		}
	}
	return false
}
