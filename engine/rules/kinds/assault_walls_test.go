package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// wallsRule is the Talavera 20 9.4.6 rule as the bundled scenarios give
// it, on hex code.
func wallsRule(code string) scenario.Rule {
	return scenario.Rule{ID: "walls-of-talavera", Number: "9.4.6", Title: "Assault on the Walls of Talavera", Kind: "assault_walls",
		Params: map[string]string{"hex": code, "morale": "-1"}}
}

// TestTalavera9_4_6_WallsOfTalavera: with units adjacent to an enemy unit
// in Talavera, a declaration that attacks it costs a Morale Point; one
// that does not retreats every adjacent unit one hex before any battle,
// drops it from its battles and frees it from its obligation to attack
// (Talavera 20 9.4.6).
func TestTalavera9_4_6_WallsOfTalavera(t *testing.T) {
	const walls = "0606"
	cases := []struct {
		name      string
		rule      bool
		defender  bool       // an Allied unit occupies the walled hex
		battles   [][]string // attackers..., "vs", defenders...
		wantErr   bool
		wantFr    int  // French Morale after the declaration
		faMoved   bool // fa retreated from the walled hex's side
		wantAtt   []string
		cancelled bool // the battle against ag is cancelled
	}{
		{"an assault costs one Morale Point", true, true, [][]string{{"fa", "vs", "aw"}, {"fb", "vs", "ag"}}, false, 5, false, []string{"fb"}, false},
		{"no assault: the adjacent unit retreats and leaves its battle", true, true, [][]string{{"fa", "fb", "vs", "ag"}}, false, 6, true, []string{"fb"}, false},
		{"no assault: the adjacent unit need not attack", true, true, [][]string{{"fb", "vs", "ag"}}, false, 6, true, []string{"fb"}, false},
		{"without the rule the adjacent unit must attack (9.1)", false, true, [][]string{{"fb", "vs", "ag"}}, true, 0, false, nil, false},
		{"no enemy unit in the walled hex: nothing happens", true, false, [][]string{{"fa", "fb", "vs", "ag"}}, false, 6, false, []string{"fa", "fb"}, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			fa := f.nb(walls, hex.N)
			ag := f.nb(fa, hex.NE)
			fb := f.nb(ag, hex.N)
			f.unit("fa", fr, in, 3, 3, fa)
			f.unit("fb", fr, in, 3, 3, fb)
			f.unit("ag", af, in, 1, 3, ag)
			if tc.defender {
				f.unit("aw", af, in, 3, 3, walls)
			} else {
				f.unit("aw", af, in, 3, 3, "1212")
			}
			f.terrain(walls, "town")
			if tc.rule {
				f.s.Special = []scenario.Rule{wallsRule(walls)}
			}
			s := f.state(rules.PhaseCombat)
			var decl rules.Declare
			for _, b := range tc.battles {
				i := 0
				for b[i] != "vs" {
					i++
				}
				decl.Battles = append(decl.Battles, rules.BattleDecl{Attackers: b[:i], Defenders: b[i+1:]})
			}
			err := s.Legal(decl)
			if tc.wantErr {
				if err == nil {
					t.Fatal("declaration accepted, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s, ev := apply(t, s, decl)
			if s.Morale[rules.French] != tc.wantFr {
				t.Errorf("French Morale %d, want %d; events %v", s.Morale[rules.French], tc.wantFr, ev)
			}
			at := hexOf(s, t, "fa")
			if moved := at != fa; moved != tc.faMoved {
				t.Errorf("fa at %s (from %s), retreated %v, want %v", at, fa, moved, tc.faMoved)
			}
			if tc.faMoved && f.at(at).Distance(f.at(walls)) < 2 {
				t.Errorf("fa at %s is still adjacent to %s", at, walls)
			}
			bt := s.BattleList[len(s.BattleList)-1]
			if got := s.IDs(bt.Attackers); got != strings.Join(tc.wantAtt, "+") || bt.Cancelled != tc.cancelled {
				t.Errorf("battle against ag: attackers %q cancelled %v, want %v %v", got, bt.Cancelled, tc.wantAtt, tc.cancelled)
			}
		})
	}
}

// TestTalavera9_4_6_WallsNotes: the note names the hex and the Morale
// cost; unusable params leave the rule not applied.
func TestTalavera9_4_6_WallsNotes(t *testing.T) {
	cases := []struct {
		name, hex, morale, want string
	}{
		{"applied", "0606", "-1", "a declaration that attacks that unit costs the phasing side -1 Morale"},
		{"bad hex", "9999", "-1", "not applied by the engine"},
		{"bad morale", "0606", "one", "not applied by the engine"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 3, 3, "0505")
			f.unit("aw", af, in, 3, 3, "1010")
			r := wallsRule(tc.hex)
			r.Params["morale"] = tc.morale
			f.s.Special = []scenario.Rule{r}
			notes := strings.Join(f.board().Notes(), "\n")
			if !strings.Contains(notes, `"walls-of-talavera"`) || !strings.Contains(notes, tc.want) {
				t.Errorf("notes lack %q:\n%s", tc.want, notes)
			}
		})
	}
}
