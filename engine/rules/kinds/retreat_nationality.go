// Retreat targets by nationality (9.7.7; Talavera 20 9.8.7; kind
// retreat_priority with nationality keys).

package kinds

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Retreat targets by nationality (kind retreat_priority with nationality
// keys): Talavera 20 [9.8.7] "British units Retreat toward the British LOC
// hex located on the west edge of the map (hex 0111). Spanish units
// Retreat toward one of the two Spanish LOC hexes located on the south
// edge of the map (hexes 0614 and 0914)", and after an Organized Retreat
// [12.8] "British units must Retreat toward one of the two Spanish LOC
// hexes on the south edge of the map; the British LOC at hex 0111 may not
// be used" (key suffix _organized_retreat).

func init() { rules.BindAtFirstUse(bindNationalityRetreat) }

// organizedSuffix marks the targets a nationality's retreats head for once
// its side's Organized Retreat is authorized.
const organizedSuffix = "_organized_retreat"

func bindNationalityRetreat() {
	// After the conditional_loc tables (arrivals, rank 30), which start
	// from the side's table, and before the Depot (35), which replaces only
	// the side's own table.
	rules.BindGame("retreat_nationality", 32, rules.GameHooks{
		Active:           func(b *rules.Board) bool { return len(natRetreats(b)) > 0 },
		RetreatDistances: nationalityRetreatDist,
	})
}

// natRetreat is the retreat distance table of one nationality's units.
type natRetreat struct {
	nat       string // lower case
	side      int
	organized bool // only once the side's Organized Retreat is authorized
	dist      []int16
}

// natRetreatTables are the nationality tables of the scenario's
// retreat_priority rules, in file order: the kind's state on the Board.
type natRetreatTables struct{ tables []natRetreat }

var nationalityRetreatSlot = rules.NewBoardSlot[natRetreatTables]()

// natRetreats are the nationality tables of the scenario's
// retreat_priority rules.
func natRetreats(b *rules.Board) []natRetreat {
	if nt := nationalityRetreatSlot.Of(b); nt != nil {
		return nt.tables
	}
	return nil
}

// nationalityRetreat reads the keys of a retreat_priority rule that name a
// nationality (not a side) and builds their distance tables; it returns a
// description of each for the rule's note.
func nationalityRetreat(b *rules.Board, r scenario.Rule) []string {
	x, _ := b.ParamsOf(r)
	st, _ := x.(*retreatPriorityParams)
	if st == nil {
		return nil
	}
	nt := nationalityRetreatSlot.Build(b)
	before := len(nt.tables)
	keys := make([]string, 0, len(st.Targets))
	for k := range st.Targets {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var said []string
	for _, k := range keys {
		nat, organized := strings.CutSuffix(k, organizedSuffix)
		targets, codes := retreatTargets(b, st.Targets[k])
		if nat == rules.SideName(0) || nat == rules.SideName(1) {
			if len(targets) > 0 && !organized {
				said = append(said, fmt.Sprintf("%s units toward %s", nat, strings.Join(codes, " or ")))
			}
			continue // a side's targets (retreatPriority)
		}
		side, name := nationalitySide(b, nat)
		if side < 0 || len(targets) == 0 {
			continue
		}
		nt.tables = append(nt.tables, natRetreat{nat: strings.ToLower(nat), side: side, organized: organized, dist: distTo(b, targets)})
		if organized {
			said = append(said, fmt.Sprintf("%s units toward %s once the Organized Retreat is authorized", name, strings.Join(codes, " or ")))
		} else {
			said = append(said, fmt.Sprintf("%s units toward %s", name, strings.Join(codes, " or ")))
		}
	}
	if len(nt.tables) == before {
		return nil // the side keys alone: retreatPriority's own note
	}
	return said
}

// nationalityRetreatNote builds the nationality tables of a
// retreat_priority rule and says where each nationality's retreats head.
func nationalityRetreatNote(b *rules.Board, r scenario.Rule) {
	if said := nationalityRetreat(b, r); len(said) > 0 {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): by nationality (9.7.7): %s", r.ID, r.Title, strings.Join(said, "; "))
	}
}

// nationalitySide is the side whose units have nationality nat (-1 when
// none has) and the nationality as the units spell it.
func nationalitySide(b *rules.Board, nat string) (int, string) {
	for _, u := range b.Scenario.Units {
		if strings.EqualFold(u.Nationality, nat) {
			return rules.SideIndex(u.Side), u.Nationality
		}
	}
	return -1, nat
}

// retreatTargets parses a comma-separated list of hex numbers, skipping
// words.
func retreatTargets(b *rules.Board, v string) ([]int32, []string) {
	var hexes []int32
	var codes []string
	for _, code := range strings.Split(v, ",") {
		code = strings.TrimSpace(code)
		if h, err := b.Parse(code); err == nil {
			hexes = append(hexes, h)
			codes = append(codes, code)
		}
	}
	return hexes, codes
}

// distTo is the hex distance from every hex to the nearest of targets.
func distTo(b *rules.Board, targets []int32) []int16 {
	dist := make([]int16, b.N)
	for i := 0; i < b.N; i++ {
		d := 32767
		for _, t := range targets {
			d = min(d, b.Hexes[i].Distance(b.Hexes[t]))
		}
		dist[i] = int16(d)
	}
	return dist
}

// nationalityRetreatDist gives unit u the table of its nationality: the
// one for an authorized Organized Retreat first, else its usual one; a
// unit of another nationality keeps d.
func nationalityRetreatDist(s *rules.State, u, side int, d []int16) []int16 {
	nat := strings.ToLower(s.B.Units[u].Nationality)
	if nat == "" {
		return d
	}
	var usual []int16
	tables := natRetreats(s.B)
	for i := range tables {
		nr := &tables[i]
		if nr.nat != nat || nr.side != side {
			continue
		}
		if nr.organized {
			if s.RetreatAuthorized(side) {
				return nr.dist
			}
			continue
		}
		usual = nr.dist
	}
	if usual != nil {
		return usual
	}
	return d
}
