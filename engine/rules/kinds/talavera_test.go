package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
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

// nightAttackRule is the Talavera 20 14.2 rule as the bundled scenarios
// give it.
func nightAttackRule() scenario.Rule {
	return scenario.Rule{ID: "night-attack", Number: "14.2", Title: "Night Attack", Kind: "night_attack",
		Params: map[string]string{"per_game": "1", "side": "french"}}
}

// nightFixture: French infantry fa and cavalry fc, Allied units ae and ag
// both adjacent to mid, the hex south-east of fa; turn 1 is a Night Turn.
func nightFixture(t *testing.T, rule bool) (*fixture, string) {
	f := newFixture(t, scenario.EditionEspana)
	f.s.Turns.Turns = []scenario.Turn{{Number: 1, Night: true}}
	fa := "0606"
	mid := f.nb(fa, hex.SE)
	f.unit("fa", fr, in, 6, 3, fa)
	f.unit("fc", fr, cv, 3, 4, "0202")
	f.unit("ae", af, in, 1, 3, f.nb(mid, hex.SE))
	f.unit("ag", af, in, 1, 3, f.nb(mid, hex.S))
	if rule {
		f.s.Special = []scenario.Rule{nightAttackRule()}
	}
	return f, mid
}

// TestTalavera14_2_NightAttackOrder: once per game, in the French
// Movement Phase of a Night Turn, one French Infantry unit that has not
// moved may be designated; it alone may then enter an EZOC (14.2, 7.7).
func TestTalavera14_2_NightAttackOrder(t *testing.T) {
	cases := []struct {
		name    string
		rule    bool
		day     bool
		used    bool
		unit    string
		wantErr bool
		intoEZO bool // fa may move into the EZOC hex mid
	}{
		{"designated infantry may enter an EZOC", true, false, false, "fa", false, true},
		{"without the rule no Night Attack", false, false, false, "fa", true, false},
		{"not on a day turn", true, true, false, "fa", true, false},
		{"once per game", true, false, true, "fa", true, false},
		{"cavalry may not be designated", true, false, false, "fc", true, false},
		{"an Allied unit may not be designated", true, false, false, "ae", true, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, mid := nightFixture(t, tc.rule)
			if tc.day {
				f.s.Turns.Turns = nil
			}
			s := f.state(rules.PhaseMovement)
			nightAttackSlot.Mut(s).used = tc.used
			if got := reachCodes(s.Reachable(mustUnit(s, t, "fa"))); got[mid] != 0 && !tc.day {
				t.Fatalf("before the designation %s is reachable at night (7.7)", mid)
			}
			err := s.Legal(NightAttack{Unit: tc.unit})
			if tc.wantErr {
				if err == nil {
					t.Fatal("order accepted, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			s, _ = apply(t, s, NightAttack{Unit: tc.unit})
			_, got := reachCodes(s.Reachable(mustUnit(s, t, "fa")))[mid]
			if got != tc.intoEZO {
				t.Errorf("%s reachable %v, want %v", mid, got, tc.intoEZO)
			}
			if err := s.Legal(NightAttack{Unit: tc.unit}); err == nil {
				t.Error("a second Night Attack was accepted (once per game)")
			}
		})
	}
}

// TestTalavera14_2_NightAttackCombat: after the designated unit's move
// the normally skipped Combat Phase follows, with one selective attack by
// that unit alone, no Allied Reserves, an obligatory advance, and no French
// Rest Recovery that night (14.2).
func TestTalavera14_2_NightAttackCombat(t *testing.T) {
	cases := []struct {
		name    string
		decl    []rules.BattleDecl
		defRes  bool
		wantErr bool
	}{
		{"selective attack on one unit", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae"}}}, false, false},
		{"no attack is declared", nil, false, false},
		{"not two defenders", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae", "ag"}}}, false, true},
		{"not another attacker", []rules.BattleDecl{{Attackers: []string{"fc"}, Defenders: []string{"ae"}}}, false, true},
		{"no Allied Reserves", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"ae"}}}, true, true},
		{"the core's checks still apply: no attack on an own distant unit", []rules.BattleDecl{{Attackers: []string{"fa"}, Defenders: []string{"fc"}}}, false, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f, mid := nightFixture(t, true)
			s := f.state(rules.PhaseMovement)
			s, _ = apply(t, s, NightAttack{Unit: "fa"})
			s, _ = apply(t, s, rules.Move{Unit: "fa", To: mid})
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Phase != rules.PhaseCombat {
				t.Fatalf("after the Night Attack's move the phase is %s, want combat", s.Phase)
			}
			err := s.Legal(rules.Declare{Battles: tc.decl})
			if err == nil && len(tc.decl) > 0 {
				s, _ = apply(t, s, rules.Declare{Battles: tc.decl})
				err = s.Legal(rules.Resolve{Battle: 0, DefenderReserve: tc.defRes})
				if err == nil {
					aeHex := hexOf(s, t, "ae")
					var ev []rules.Event
					s, ev, err = s.Apply(rules.Resolve{Battle: 0}, &rules.ScriptedDice{Rolls: []int{6, 6, 6, 6, 6, 6}})
					if err != nil {
						t.Fatal(err)
					}
					if u := mustUnit(s, t, "ae"); s.Units[u].Where != rules.AtMap || s.B.Code(s.Units[u].Hex) != aeHex {
						if got := hexOf(s, t, "fa"); got != aeHex {
							t.Errorf("the defender's hex %s was left empty and fa is at %s, want an advance (14.2); events %v", aeHex, got, ev)
						}
					} else {
						t.Fatalf("the defender held with 6 vs 1 and die 6; events %v", ev)
					}
				}
			}
			if tc.wantErr {
				if err == nil {
					t.Fatal("accepted, want an error")
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if len(tc.decl) == 0 {
				s, _ = apply(t, s, rules.Declare{})
			}
			before := s.Morale[rules.French]
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Phase != rules.PhaseNight {
				t.Fatalf("after the Night Attack's Combat Phase the phase is %s, want night", s.Phase)
			}
			s, _ = apply(t, s, rules.EndPhase{})
			if s.Morale[rules.French] != before {
				t.Errorf("French Morale %d -> %d over the night, want no Rest Recovery (14.2)", before, s.Morale[rules.French])
			}
		})
	}
}

// precariousRule is the Talavera 20 7.8 rule as talavera20-full gives it.
func precariousRule() scenario.Rule {
	return scenario.Rule{ID: "precarious-security", Number: "7.8", Title: "Precarious British Security", Kind: "zoc_exception",
		Params: map[string]string{"applies_to": "British infantry", "table": "british-no-sentry", "ends": "1-2", "stops": "1-4"}}
}

// TestTalavera7_8_PrecariousBritishSecurity: a French unit whose move
// ends in the ZOC of a British Infantry unit rolls on the No-Sentry Table:
// 1-2 it stops and the rule ends, 3-4 it stops, 5-6 it may move on with
// its Movement Points left; Spanish units and British Cavalry stop it as
// usual (Talavera 20 7.8).
func TestTalavera7_8_PrecariousBritishSecurity(t *testing.T) {
	cases := []struct {
		name       string
		rule       bool
		nat, typ   string // the enemy whose ZOC covers the destination
		spanish    bool   // a Spanish unit's ZOC covers it too
		rolls      []int
		wantCont   bool // a second Move is legal
		wantPosted bool
	}{
		{"5-6: the unit need not stop", true, "British", in, false, []int{6}, true, false},
		{"3-4: the unit stops", true, "British", in, false, []int{4}, false, false},
		{"1-2: it stops and the rule ends", true, "British", in, false, []int{2}, false, true},
		{"another enemy ZOC still stops it", true, "British", in, true, []int{5}, false, false},
		{"Spanish infantry: no roll", true, "Spanish", in, false, nil, false, false},
		{"British cavalry: no roll", true, "British", cv, false, nil, false, false},
		{"without the rule: no roll", false, "British", in, false, nil, false, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			fa := "0606"
			h1 := f.nb(fa, hex.SE)
			h2 := f.nb(h1, hex.SE)
			f.unit("fa", fr, in, 3, 4, fa)
			f.unit("bi", af, tc.typ, 3, 3, f.nb(h2, hex.SE))
			f.setUnit("bi", func(u *scenario.Unit) { u.Nationality = tc.nat })
			if tc.spanish {
				f.unit("sp", af, in, 3, 3, f.nb(h2, hex.S))
				f.setUnit("sp", func(u *scenario.Unit) { u.Nationality = "Spanish" })
			}
			f.s.Tables = []scenario.Table{{ID: "british-no-sentry", Title: "British No-Sentry Table", Rule: "7.8", Dice: "1d6"}}
			if tc.rule {
				f.s.Special = []scenario.Rule{precariousRule()}
			}
			s := f.state(rules.PhaseMovement)
			s, _ = apply(t, s, rules.Move{Unit: "fa", To: h2}, tc.rolls...)
			on := f.nb(h2, hex.N) // out of every enemy ZOC
			err := s.Legal(rules.Move{Unit: "fa", To: on})
			if (err == nil) != tc.wantCont {
				t.Fatalf("moving on to %s: err %v, want a legal move %v", on, err, tc.wantCont)
			}
			if precariousSlot.Of(s).posted != tc.wantPosted {
				t.Errorf("Sentries Posted %v, want %v", precariousSlot.Of(s).posted, tc.wantPosted)
			}
			if tc.wantCont {
				if far3 := f.nb(f.nb(on, hex.N), hex.N); s.Legal(rules.Move{Unit: "fa", To: far3}) == nil {
					t.Errorf("fa may move on 3 hexes to %s with 2 Movement Points left", far3)
				}
				s, _ = apply(t, s, rules.Move{Unit: "fa", To: on})
				if far := f.nb(f.nb(h2, hex.N), hex.N); s.Legal(rules.Move{Unit: "fa", To: far}) == nil {
					t.Errorf("fa moved on beyond its Movement Allowance to %s", far)
				}
			}
		})
	}
}

// TestRousse14_2_SecondDayNote: the Second Day of Battle is not applied,
// and the note says why: its length is not stated (Rousse 20 / Slobozia
// 20 14.2).
func TestRousse14_2_SecondDayNote(t *testing.T) {
	cases := []struct {
		name, extended, want string
	}{
		{"length not stated", "unknown", `does not state how many Game Turns the extension adds (extended_end_turn "unknown"), so it is not applied by the engine; the game ends after Game Turn 10`},
		{"length given", "12", "extending the game to Game Turn 12 is not applied by the engine; the game ends after Game Turn 10"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("fa", fr, in, 3, 3, "0505")
			f.unit("aw", af, in, 3, 3, "1010")
			f.s.Special = []scenario.Rule{{ID: "second-day", Number: "14.2", Title: "The Second Day of Battle", Kind: "optional_extension",
				Params: map[string]string{"end_turn": "6", "extended_end_turn": tc.extended, "side": "french"}}}
			notes := strings.Join(f.board().Notes(), "\n")
			if !strings.Contains(notes, tc.want) {
				t.Errorf("notes lack %q:\n%s", tc.want, notes)
			}
		})
	}
}

// TestTalavera18_2_AlbercheNote: the General Retreat (18.2) and the
// British Rearguard (18.3) need the Alberche River, which the map data
// does not trace; the note names it.
func TestTalavera18_2_AlbercheNote(t *testing.T) {
	cases := []struct {
		name, needs, want string
	}{
		{"map feature missing", "Alberche River hexsides", "needs the Alberche River hexsides, which the scenario's map data does not give; not applied by the engine"},
		{"no needs_map", "", "the number of units is not a fixed parameter; not applied by the engine"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 3, 3, "0505")
			f.unit("aw", af, in, 3, 3, "1010")
			p := map[string]string{"nationality": "British", "side": "anti-french", "until_turn": "4"}
			if tc.needs != "" {
				p["needs_map"] = tc.needs
			}
			f.s.Special = []scenario.Rule{{ID: "british-rearguard", Number: "18.3", Title: "The British Rearguard", Kind: "movement_limit", Params: p}}
			notes := strings.Join(f.board().Notes(), "\n")
			if !strings.Contains(notes, tc.want) {
				t.Errorf("notes lack %q:\n%s", tc.want, notes)
			}
		})
	}
}
