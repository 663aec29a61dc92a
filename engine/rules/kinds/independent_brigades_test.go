package kinds

import (
	"errors"
	"fmt"
	"strconv"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestResolveOddsCountsCommitments: the odds of a battle resolved with an
// Independent Brigade's Support (Arapiles 20 16.6: "to add one (+1) to
// their side's total strength in that particular battle") or the Garde
// Marins (Bailén 20 16.11) count the +1 the battle will, and agree with
// the battle fought; the position is left as it was; a commitment the
// engine refuses is refused with its rule.
func TestResolveOddsCountsCommitments(t *testing.T) {
	garde := scenario.Rule{ID: "garde-marins", Number: "16.11", Title: "The Garde Marins", Kind: "garde_marins",
		Params: map[string]string{"side": "french", "strength": "1", "uses": "1"}}
	cases := []struct {
		name    string
		rule    scenario.Rule
		commit  []rules.Commitment
		att     int // the attack and defense strengths with the commitment
		def     int
		wantErr string
	}{
		{"no commitment: as Odds", brigadeRule(), nil, 2, 2, ""},
		{"a brigade's Support at Step C (16.6)", brigadeRule(), []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, 2, 3, ""},
		{"both brigades (16.6)", brigadeRule(), []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}, {Rule: "independent-brigades", Unit: "ib2"}}, 2, 4, ""},
		{"the Garde Marins attacking (16.11)", garde, []rules.Commitment{{Rule: "garde-marins"}}, 3, 2, ""},
		{"a brigade not named: refused (16.6)", brigadeRule(), []rules.Commitment{{Rule: "independent-brigades"}}, 0, 0, "names the unit it commits"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("ab", af, in, 2, 2, "0606")
			f.unit("ib", af, in, 1, 2, f.around("0606", "0506", 3))
			f.unit("ib2", af, in, 1, 2, f.around("0606", "0506", 2))
			for _, id := range []string{"ab", "ib", "ib2"} {
				f.setUnit(id, func(u *scenario.Unit) { u.Nationality = "British" })
			}
			f.s.Special = []scenario.Rule{tc.rule}
			s := f.state(rules.PhaseCombat)
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ab"}}}})
			order := rules.Resolve{Battle: 0, Commit: tc.commit}
			o, err := s.ResolveOdds(order)
			if tc.wantErr != "" {
				var ill *rules.IllegalOrder
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) || !errors.As(err, &ill) || ill.Rule != "16.6" {
					t.Fatalf("got %v, want a refusal of rule 16.6 with %q", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if o.Attack != tc.att || o.Defense != tc.def || o.Differential != tc.att-tc.def {
				t.Fatalf("odds %d vs %d, differential %+d; want %d vs %d", o.Attack, o.Defense, o.Differential, tc.att, tc.def)
			}
			plain, _ := s.Odds([]string{"fa"}, []string{"ab"}, false, false, 0)
			if len(tc.commit) > 0 && (len(o.Notes) == 0 || plain.Differential == o.Differential) {
				t.Errorf("notes %q, differential %+d as without the commitment", o.Notes, plain.Differential)
			}
			for _, id := range []string{"ib", "ib2"} {
				if w := s.Units[mustUnit(s, t, id)].Where; w != rules.AtMap {
					t.Errorf("%s is at %d after the odds: the position changed", id, w)
				}
			}
			_, ev, err := s.Apply(order, &rules.ScriptedDice{Rolls: []int{3, 3, 3}})
			if err != nil {
				t.Fatal(err)
			}
			want := strconv.Itoa(tc.att) + " vs " + strconv.Itoa(tc.def) + " (terrain +0), differential " + fmt.Sprintf("%+d", tc.att-tc.def)
			if text := lastText(ev, "battle"); !strings.Contains(text, want) {
				t.Errorf("battle %q, the odds said %q", text, want)
			}
		})
	}
}

// TestArapiles16_6_IndependentBrigades: Independent Brigades cannot be
// Rallied, like Remnants (Arapiles 20 and Bussaco 20 16.6); other units
// rally as usual.
func TestArapiles16_6_IndependentBrigades(t *testing.T) {
	for _, kind := range []string{"independent_brigade", "independent_brigades"} {
		cases := []struct {
			name   string
			unit   string
			errSub string
		}{
			{"brigade may not rally", "af-inf", "cannot be rallied"},
			{"other unit rallies", "af-inf2", ""},
		}
		for _, tc := range cases {
			t.Run(kind+"/"+tc.name, func(t *testing.T) {
				s := rallyFixture(t, scenario.Rule{ID: "independent-brigades", Number: "16.6", Title: "Independent Brigades", Kind: kind,
					Params: map[string]string{"units": "af-inf"}}).state(rules.PhaseNight)
				s.Phasing = rules.AntiFrench
				s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
				err := s.Legal(rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0101"}})
				if tc.errSub == "" && err != nil || tc.errSub != "" && (err == nil || !strings.Contains(err.Error(), tc.errSub)) {
					t.Fatalf("got %v, want %q", err, tc.errSub)
				}
				p := rules.NewRandomPlayer(1)
				p.Tried = make([]bool, len(s.B.Units))
				if o := p.Rally(s); (o != nil) != (tc.errSub == "") {
					t.Errorf("random player rally %v", o)
				}
			})
		}
	}
}
