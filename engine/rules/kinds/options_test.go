package kinds

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// brigadeRule is Arapiles 20's Independent Brigades rule (16.6) for
// fixture units ib and ib2.
func brigadeRule() scenario.Rule {
	return scenario.Rule{ID: "independent-brigades", Number: "16.6", Title: "Independent Brigades", Kind: "independent_brigade",
		Params: map[string]string{"strength": "1", "units": "ib,ib2"}}
}

// lastText is the text of the last event of kind in ev.
func lastText(ev []rules.Event, kind rules.EventKind) string {
	text := ""
	for _, e := range ev {
		if e.Kind == kind {
			text = e.Text
		}
	}
	return text
}

// around is the neighbour of hex code k steps clockwise from its
// neighbour from (3: the far side).
func (f *fixture) around(code, from string, k int) string {
	for i, d := range hex.Dirs {
		if f.nb(code, d) == from {
			return f.nb(code, hex.Dirs[(i+k)%6])
		}
	}
	f.t.Fatalf("%s is not next to %s", from, code)
	return ""
}

// TestArapiles16_6_IndependentBrigadeSupport: "During either player's
// Combat Phase (but not the Reaction Phase), if an Independent Brigade is
// adjacent to a British (not Spanish) unit taking part in a battle, then
// the Allied player may permanently remove that Independent Brigade from
// the game (without adjusting the Allied side's morale level) to add one
// (+1) to their side's total strength in that particular battle. The
// Independent Brigade cannot be in an EZOC or itself be participating in a
// battle ... If both Independent Brigades are able to meet the above
// conditions, both may provide their Support to the same battle."
func TestArapiles16_6_IndependentBrigadeSupport(t *testing.T) {
	cases := []struct {
		name     string
		allied   bool // the Allies attack
		spanish  bool // the British unit of the battle is Spanish instead
		ezoc     bool // the brigade stands next to the French attacker
		inBattle bool // the brigade is attacked itself
		commit   []rules.Commitment
		want     string // in the battle text, or in the refusal
		wantErr  bool
		removed  []string
	}{
		{"British defence: +1 at Step C", false, false, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, "2 vs 3 (terrain +0), differential -1", false, []string{"ib"}},
		{"British attack: +1 at Step B", true, false, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, "3 vs 2 (terrain +0), differential +1", false, []string{"ib"}},
		{"both brigades support one battle: +2", false, false, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}, {Rule: "independent-brigades", Unit: "ib2"}}, "2 vs 4 (terrain +0), differential -2", false, []string{"ib", "ib2"}},
		{"a Spanish unit's battle: refused", false, true, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, "not adjacent to a British unit taking part in the battle (16.6)", true, nil},
		{"in an EZOC: refused", false, false, true, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, "enemy Zone of Control", true, nil},
		{"in a battle itself: refused", false, false, true, true, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}, "takes part in a battle itself", true, nil},
		{"no brigade named: refused", false, false, false, false, []rules.Commitment{{Rule: "independent-brigades"}}, "names the unit it commits", true, nil},
		{"not a brigade: refused", false, false, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ab"}}, "ab is not an Independent Brigade", true, nil},
		{"the same brigade twice: refused", false, false, false, false, []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}, {Rule: "independent-brigades", Unit: "ib"}}, "committed twice", true, nil},
		{"no such rule: refused", false, false, false, false, []rules.Commitment{{Rule: "pack-support", Unit: "ib"}}, `no special rule "pack-support"`, true, nil},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("ab", af, in, 2, 2, "0606")
			// ib and ib2 next to ab, two hexes from fa
			far := f.around("0606", "0506", 3)
			f.unit("ib", af, in, 1, 2, far)
			f.unit("ib2", af, in, 1, 2, f.around("0606", "0506", 2))
			for _, id := range []string{"ab", "ib", "ib2"} {
				f.setUnit(id, func(u *scenario.Unit) { u.Nationality = "British" })
			}
			if tc.spanish {
				f.setUnit("ab", func(u *scenario.Unit) { u.Nationality = "Spanish" })
			}
			if tc.ezoc { // fb, put next to ib once the battles are declared, or attacking ib
				f.unit("fb", fr, in, 2, 2, "0112")
				if tc.inBattle {
					f.setUnit("fb", func(u *scenario.Unit) { u.Placement.Hex = f.around(far, "0606", 3) })
				}
			}
			f.s.Special = []scenario.Rule{brigadeRule()}
			s := f.state(rules.PhaseCombat)
			battles := []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ab"}}}
			if tc.allied {
				s.Phasing = rules.AntiFrench
				battles = []rules.BattleDecl{{Attackers: []string{"ab"}, Defenders: []string{"fa"}}}
			}
			if tc.inBattle {
				battles = append(battles, rules.BattleDecl{Attackers: []string{"fb"}, Defenders: []string{"ib"}})
			}
			s, _ = apply(t, s, rules.Declare{Battles: battles})
			if tc.ezoc && !tc.inBattle {
				// the standard rules have every unit in an EZOC in a battle
				// (7.4, 9.1.1); a scenario's exception may not
				h, _ := s.B.Parse(f.around(far, "0606", 3))
				s.Place(mustUnit(s, t, "fb"), h)
			}
			morale := s.Morale
			ns, ev, err := s.Apply(rules.Resolve{Battle: 0, Commit: tc.commit}, &rules.ScriptedDice{Rolls: []int{3, 3, 3}})
			if tc.wantErr {
				var ill *rules.IllegalOrder
				if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &ill) || ill.Rule != "16.6" && !strings.Contains(tc.want, "no special rule") {
					t.Fatalf("got %v, want a refusal naming rule 16.6, with %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if text := lastText(ev, "battle"); !strings.Contains(text, tc.want) {
				t.Errorf("battle %q, want %q", text, tc.want)
			}
			for _, id := range tc.removed {
				if w := ns.Units[mustUnit(ns, t, id)].Where; w != rules.AtEliminated {
					t.Errorf("%s is at %d, want permanently removed", id, w)
				}
			}
			if ns.Morale[rules.AntiFrench] < morale[rules.AntiFrench] {
				t.Errorf("Allied Morale %d, was %d: the Support costs none", ns.Morale[rules.AntiFrench], morale[rules.AntiFrench])
			}
		})
	}
}

// TestArapiles16_6_ResolveOptions: the Allied player is offered the
// Support of a brigade that may give it, naming the brigade; a brigade
// already removed is not offered.
func TestArapiles16_6_ResolveOptions(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fa", fr, in, 2, 2, "0506")
	f.unit("fb", fr, in, 2, 2, "0808")
	f.unit("ab", af, in, 2, 2, "0606")
	f.unit("ac", af, in, 2, 2, "0908")
	f.unit("ib", af, in, 1, 2, f.around("0606", "0506", 3))
	f.unit("ib2", af, in, 1, 2, "0112")
	f.s.Special = []scenario.Rule{brigadeRule()}
	s := f.state(rules.PhaseCombat)
	s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ab"}}, {Attackers: []string{"fb"}, Defenders: []string{"ac"}}}})
	opts := s.ResolveOptions(0)
	if len(opts) != 1 || opts[0].Rule != "independent-brigades" || opts[0].Side != "anti-french" || opts[0].Unit != rules.RequiredUnit || !slices.Equal(opts[0].Units, []string{"ib"}) || opts[0].Number != "16.6" {
		t.Fatalf("battle 0 options %+v, want the Support of ib (16.6)", opts)
	}
	if opts := s.ResolveOptions(1); len(opts) != 0 {
		t.Fatalf("battle 1 options %+v, want none: no brigade is next to ac", opts)
	}
	s, _ = apply(t, s, rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "independent-brigades", Unit: "ib"}}}, 3)
	if opts := s.ResolveOptions(0); len(opts) != 0 {
		t.Fatalf("a resolved battle offers %+v", opts)
	}
}

// TestBailen16_11_GardeMarinsChosenElite: "for that battle only, the
// French player may choose any French unit involved in the battle to act
// as an Elite unit for purposes of Rout": the unit the commitment names,
// else the first French unit of the battle; an Allied unit is refused.
func TestBailen16_11_GardeMarinsChosenElite(t *testing.T) {
	rule := scenario.Rule{ID: "garde-marins", Number: "16.11", Title: "The Garde Marins", Kind: "garde_marins",
		Params: map[string]string{"side": "french", "strength": "1", "uses": "1"}}
	cases := []struct {
		name    string
		unit    string
		want    string // the unit acting as Elite, or the refusal
		wantErr bool
	}{
		{"none named: the first", "", "fa", false},
		{"the second named", "fb", "fb", false},
		{"an Allied unit: refused", "aa", "aa is not a french unit involved in the battle", true},
		{"a French unit of no battle: refused", "fc", "fc is not a french unit involved in the battle", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("fb", fr, in, 2, 2, f.around("0506", "0606", 3))
			f.unit("fc", fr, in, 2, 2, "0102")
			f.unit("aa", af, in, 4, 2, "0606")
			f.s.Special = []scenario.Rule{rule}
			s := f.state(rules.PhaseCombat)
			s.Phasing = rules.AntiFrench
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"aa"}, Defenders: []string{"fa"}}}})
			// fb is not in the battle: add it as a defender the way a
			// stack defends together.
			s.BattleList[0].Defenders = append(s.BattleList[0].Defenders, mustUnit(s, t, "fb"))
			opts := s.ResolveOptions(0)
			if len(opts) != 1 || opts[0].Unit != rules.OptionalUnit || !slices.Equal(opts[0].Units, []string{"fa", "fb"}) {
				t.Fatalf("options %+v, want the Garde Marins naming fa or fb", opts)
			}
			ns, _, err := s.Apply(rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins", Unit: tc.unit}}}, &rules.ScriptedDice{Rolls: []int{3, 3, 3, 3}})
			if tc.wantErr {
				var ill *rules.IllegalOrder
				if err == nil || !strings.Contains(err.Error(), tc.want) || !errors.As(err, &ill) || ill.Rule != "16.11" {
					t.Fatalf("got %v, want a refusal of rule 16.11 with %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if got := gardeSlot.Of(ns).elite; got != int16(mustUnit(ns, t, tc.want)+1) {
				t.Fatalf("unit %d acts as Elite, want %s", got-1, tc.want)
			}
		})
	}
}

// TestCommitmentRefusals: a commitment of a rule that is no order option,
// or of a unit to a rule that takes none, is refused naming the rule.
func TestCommitmentRefusals(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fa", fr, in, 2, 2, "0506")
	f.unit("aa", af, in, 2, 2, "0606")
	f.s.Special = []scenario.Rule{flotillaRule(), {ID: "brigades", Number: "16.6", Title: "Independent Brigades", Kind: "independent_brigades", Params: map[string]string{"units": "aa"}}}
	f.unit("ru-flotilla", af, in, 1, 0, "")
	f.setUnit("ru-flotilla", func(u *scenario.Unit) { u.Placement = scenario.Placement{Kind: scenario.PlaceSetAside} })
	s := f.state(rules.PhaseCombat)
	s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"aa"}}}})
	for _, c := range []struct {
		commit rules.Commitment
		rule   string
		want   string
	}{
		{rules.Commitment{Rule: "brigades"}, "16.6", "is not committed with a resolve order"},
		{rules.Commitment{Rule: "danube-flotilla", Unit: "aa"}, "9.4.5", "takes no unit"},
		{rules.Commitment{Rule: "flotilla", Unit: "aa"}, "9.4.5", "takes no unit"},
	} {
		t.Run(c.commit.String(), func(t *testing.T) {
			err := s.Legal(rules.Resolve{Battle: 0, Commit: []rules.Commitment{c.commit}})
			var ill *rules.IllegalOrder
			if !errors.As(err, &ill) || ill.Rule != c.rule || !strings.Contains(err.Error(), c.want) {
				t.Fatalf("got %v, want a refusal of rule %s with %q", err, c.rule, c.want)
			}
		})
	}
}
