package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// setUnit changes a fixture unit.
func (f *fixture) setUnit(id string, fn func(u *scenario.Unit)) {
	f.t.Helper()
	for i := range f.s.Units {
		if f.s.Units[i].ID == id {
			fn(&f.s.Units[i])
			return
		}
	}
	f.t.Fatalf("no unit %q", id)
}

// battleText resolves one battle with scripted rolls and returns the
// battle event's text and the events.
func battleText(t *testing.T, s *rules.State, att, def []string, rolls ...int) (*rules.State, string, []rules.Event) {
	t.Helper()
	s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: att, Defenders: def}}})
	s, ev := apply(t, s, rules.Resolve{Battle: len(s.BattleList) - 1}, rolls...)
	for _, e := range ev {
		if e.Kind == "battle" {
			return s, e.Text, ev
		}
	}
	t.Fatalf("no battle event: %v", ev)
	return s, "", ev
}

// TestTalavera16_10_6_VictorAndSoult: Victor and Soult command only units
// of their own Corps; a unit whose Corps the scenario does not give is
// commanded as without the rule (kind command_restriction, units). The
// Bussaco España form (side, exempt) restricts every French leader but
// Masséna (Bussaco 20 16.9.5).
func TestTalavera16_10_6_VictorAndSoult(t *testing.T) {
	victor := scenario.Rule{ID: "victor-and-soult", Number: "16.10.6", Title: "Marshals Victor and Soult", Kind: "command_restriction",
		Params: map[string]string{"units": "fr-victor"}}
	bussaco := scenario.Rule{ID: "corps-command", Number: "16.9.5", Title: "French Leaders in Combat", Kind: "command_restriction",
		Params: map[string]string{"side": "french", "exempt": "fr-massena"}}
	cases := []struct {
		name      string
		rule      *scenario.Rule
		leader    string
		leaderFm  string
		attFm     string
		wantDiff  int
		wantNotes string
	}{
		{"own Corps in command", &victor, "fr-victor", "1st Corps", "1st Corps", 1, "fr-victor provides Command (16.9.5) only to attacking units of its own Corps"},
		{"other Corps out of command", &victor, "fr-victor", "1st Corps", "2nd Corps", 0, ""},
		{"Corps not given: commanded", &victor, "fr-victor", "1st Corps", "", 1, "the scenario gives no Corps for a"},
		{"without the rule any Corps", nil, "fr-victor", "1st Corps", "2nd Corps", 1, ""},
		{"Bussaco: Ney's own Corps", &bussaco, "fr-ney", "6th Corps", "6th Corps", 1, "every french Leader except fr-massena"},
		{"Bussaco: Ney and another Corps", &bussaco, "fr-ney", "6th Corps", "2nd Corps", 0, ""},
		{"Bussaco: Masséna commands any Corps", &bussaco, "fr-massena", "Reserve Corps", "2nd Corps", 1, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 3, 2, "0506")
			f.unit("d", af, in, 2, 2, "0606")
			f.leader(tc.leader, fr, 2, 5, "0406")
			f.setUnit(tc.leader, func(u *scenario.Unit) { u.Formation = tc.leaderFm })
			f.setUnit("a", func(u *scenario.Unit) { u.Formation = tc.attFm })
			if tc.rule != nil {
				f.s.Special = []scenario.Rule{*tc.rule}
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			o, err := s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
			if err != nil {
				t.Fatal(err)
			}
			if o.Differential != tc.wantDiff {
				t.Errorf("differential %+d, want %+d (%s)", o.Differential, tc.wantDiff, o.Command)
			}
			if tc.wantNotes != "" && !strings.Contains(strings.Join(s.B.Notes(), "\n"), tc.wantNotes) {
				t.Errorf("no note %q in %v", tc.wantNotes, s.B.Notes())
			}
		})
	}
}

// TestTalavera16_10_1_CuestaCommand: Cuesta commands Spanish units only
// (kind leader_restriction, commands).
func TestTalavera16_10_1_CuestaCommand(t *testing.T) {
	cases := []struct {
		name, nationality string
		wantDiff          int
	}{
		{"Spanish in command", "Spanish", 1},
		{"British out of command", "British", 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", af, in, 3, 2, "0506")
			f.unit("d", fr, in, 2, 2, "0606")
			f.leader("sp-cuesta", af, 1, 2, "0406")
			f.setUnit("a", func(u *scenario.Unit) { u.Nationality = tc.nationality })
			f.s.Special = []scenario.Rule{{ID: "cuesta", Number: "16.10.1", Title: "Cuesta", Kind: "leader_restriction",
				Params: map[string]string{"commands": "Spanish", "eliminated_on": "retreat", "unit": "sp-cuesta"}}}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			s.Phasing = rules.AntiFrench
			o, err := s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
			if err != nil {
				t.Fatal(err)
			}
			if o.Differential != tc.wantDiff {
				t.Errorf("differential %+d, want %+d", o.Differential, tc.wantDiff)
			}
		})
	}
}

// TestLeaderEliminationOnRetreat: Cuesta is permanently removed if he has
// to Retreat for any reason (Talavera 20 16.10.1); Ahmed Pasha is
// eliminated if he Routs or would be Broken (Slobozia 20 16.9.8,
// Cowardice, kind leader_elimination); without a rule a leader retreats
// with its unit (16.9.5).
func TestLeaderEliminationOnRetreat(t *testing.T) {
	cuesta := scenario.Rule{ID: "cuesta", Number: "16.10.1", Title: "Cuesta", Kind: "leader_restriction",
		Params: map[string]string{"commands": "Spanish", "eliminated_on": "retreat", "unit": "ldr"}}
	cowardice := scenario.Rule{ID: "cowardice", Number: "16.9.8", Title: "Cowardice", Kind: "leader_elimination",
		Params: map[string]string{"on": "broken,routed", "unit": "ldr"}}
	cases := []struct {
		name      string
		rule      *scenario.Rule
		rolls     []int // combat die (and rout distance)
		wantWhere uint8
		moved     bool // the leader left 0606 with its unit
	}{
		{"16.10.1 Cuesta withdraws: removed", &cuesta, []int{4}, rules.AtEliminated, false},
		{"16.10.1 Cuesta routs: removed", &cuesta, []int{6, 2}, rules.AtEliminated, false},
		{"16.10.1 no rule: retreats with the unit", nil, []int{4}, rules.AtMap, true},
		{"Slobozia 16.9.8 withdraw: retreats with the unit", &cowardice, []int{4}, rules.AtMap, true},
		{"Slobozia 16.9.8 rout: eliminated", &cowardice, []int{6, 2}, rules.AtEliminated, false},
		{"Slobozia 16.9.8 no rule: routs with the unit", nil, []int{6, 2}, rules.AtMap, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.unit("d", af, in, 2, 2, "0606")
			f.leader("ldr", af, 1, 5, "0606")
			f.leader("fr-ldr", fr, 1, 5, "0406")
			f.setUnit("d", func(u *scenario.Unit) { u.Nationality = "Spanish" })
			if tc.rule != nil {
				f.s.Special = []scenario.Rule{*tc.rule}
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			s, _, _ = battleText(t, s, []string{"a"}, []string{"d"}, tc.rolls...)
			l := mustUnit(s, t, "ldr")
			if got := s.Units[l].Where; got != tc.wantWhere {
				t.Fatalf("leader where %d, want %d", got, tc.wantWhere)
			}
			if tc.moved && (hexOf(s, t, "ldr") == "0606" || hexOf(s, t, "ldr") != hexOf(s, t, "d")) {
				t.Errorf("leader at %s, unit at %s", hexOf(s, t, "ldr"), hexOf(s, t, "d"))
			}
		})
	}
}

// TestSlobozia16_9_8_CowardiceBroken: a Broken Ahmed Pasha is permanently
// eliminated instead; another leader goes to the Broken box (16.9.6).
func TestSlobozia16_9_8_CowardiceBroken(t *testing.T) {
	cases := []struct {
		name   string
		leader string
		want   uint8
	}{
		{"Ahmed Pasha eliminated", "ot-ahmed-pasha", rules.AtEliminated},
		{"another leader Broken", "ot-other", rules.AtBroken},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.unit("ru", fr, in, 2, 2, "0303")
			f.unit("ot", af, in, 2, 2, "0909")
			f.leader("ot-ahmed-pasha", af, 1, 5, "0909")
			f.leader("ot-other", af, 1, 5, "0909")
			f.s.Special = []scenario.Rule{{ID: "cowardice", Number: "16.9.8", Title: "Cowardice", Kind: "leader_elimination",
				Params: map[string]string{"on": "broken,routed", "unit": "ot-ahmed-pasha"}}}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			var md rules.MoraleDelta
			var ev []rules.Event
			l := mustUnit(s, t, tc.leader)
			s.BreakUnit(l, &md, &ev, "")
			if s.Units[l].Where != tc.want {
				t.Errorf("where %d, want %d", s.Units[l].Where, tc.want)
			}
		})
	}
}

// TestTalavera16_10_2_Wellesley: Wellesley commands British units and,
// each Game Turn, one Spanish unit; a second Spanish unit that turn is Out
// of Command, and the next turn he may command one again.
func TestTalavera16_10_2_Wellesley(t *testing.T) {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("sp-a", af, in, 2, 2, "0506")
	f.unit("sp-b", af, in, 2, 2, "0508")
	f.unit("br", af, in, 2, 2, "0510")
	f.unit("fa", fr, in, 2, 2, "0606")
	f.unit("fb", fr, in, 2, 2, "0608")
	f.unit("fc", fr, in, 2, 2, "0610")
	f.leader("al-wellesley", af, 3, 5, "0408")
	for id, nat := range map[string]string{"sp-a": "Spanish", "sp-b": "Spanish", "br": "British"} {
		f.setUnit(id, func(u *scenario.Unit) { u.Nationality = nat })
	}
	f.s.Special = []scenario.Rule{{ID: "wellesley", Number: "16.10.2", Title: "Wellesley", Kind: "leader_restriction",
		Params: map[string]string{"commands": "British", "extra_spanish": "1", "unit": "al-wellesley"}}}
	f.opt.Optional = []string{"16.9"}
	decl := rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"br"}, Defenders: []string{"fc"}},
		{Attackers: []string{"sp-a"}, Defenders: []string{"fa"}}, {Attackers: []string{"sp-b"}, Defenders: []string{"fb"}}}}
	steps := []struct {
		name     string
		turn     int
		preset   bool // sp-a had the extra Command on turn 1
		battle   int
		wantDiff string
	}{
		{"British in command", 1, false, 0, "differential +0"},
		{"first Spanish unit in command", 1, false, 1, "differential +0"},
		{"second Spanish unit out of command", 1, true, 2, "differential -1"},
		{"next turn a Spanish unit again", 2, true, 2, "differential +0"},
	}
	for _, st := range steps {
		t.Run(st.name, func(t *testing.T) {
			s := f.state(rules.PhaseCombat)
			s.Phasing = rules.AntiFrench
			s.Turn = st.turn
			if st.preset {
				*leaderSlot.Mut(s) = leaderSt{extraTurn: 1, extraUnit: int16(mustUnit(s, t, "sp-a") + 1)}
			}
			s, _ = apply(t, s, decl)
			ns, ev := apply(t, s, rules.Resolve{Battle: st.battle}, 3) // no retreat on 3 at 0 or -1
			text := ""
			for _, e := range ev {
				if e.Kind == "battle" {
					text = e.Text
				}
			}
			if !strings.Contains(text, st.wantDiff) {
				t.Fatalf("%s, want %s", text, st.wantDiff)
			}
			if st.battle == 1 && int(leaderSlot.Of(ns).extraUnit) != mustUnit(s, t, "sp-a")+1 {
				t.Errorf("extra Command not recorded: %+v", leaderSlot.Of(ns))
			}
		})
	}
}

// TestTalavera16_10_4_Jourdan: Jourdan (Command Span 0) rolls on the
// Jourdan Distraction Table in Step D when his Command decides the battle:
// 1-3 no Orders (-1), 4-6 in Command; no roll when another leader
// commands. Stacked with Joseph the two are one leader with a Command Span
// of 1 and no roll (16.10.5).
func TestTalavera16_10_4_Jourdan(t *testing.T) {
	cases := []struct {
		name     string
		jourdan  string // Jourdan's hex
		joseph   string // Joseph's hex
		other    bool   // another French leader commands
		rolls    []int  // Step D then the combat die
		wantDiff string
	}{
		{"distracted on 2", "0506", "0101", false, []int{2, 3}, "differential -1"},
		{"issues Orders on 4", "0506", "0101", false, []int{4, 3}, "differential +0"},
		{"not stacked: out of command, no roll", "0406", "0101", false, []int{3}, "differential -1"},
		{"another leader commands: no roll", "0506", "0101", true, []int{3}, "differential +0"},
		{"16.10.5 King and I: span 1, no roll", "0406", "0406", false, []int{3}, "differential +0"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.unit("d", af, in, 2, 2, "0606")
			f.leader("fr-jourdan", fr, 0, 5, tc.jourdan)
			f.leader("fr-joseph", fr, 0, 5, tc.joseph)
			if tc.other {
				f.leader("fr-victor", fr, 2, 5, "0406")
			}
			f.s.Tables = []scenario.Table{{ID: "jourdan-distraction", Title: "Jourdan Distraction Table", Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{"Distracted by other duties; no Orders are issued"}},
				{Roll: "4-6", Results: []string{"Remains focused on the battle and issues Orders"}}}}}
			f.s.Special = []scenario.Rule{
				{ID: "jourdan", Number: "16.10.4", Title: "Marshal Jourdan", Kind: "leader_restriction",
					Params: map[string]string{"table": "jourdan-distraction", "unit": "fr-jourdan"}},
				{ID: "king-and-i", Number: "16.10.5", Title: "The King and I", Kind: "leader_restriction",
					Params: map[string]string{"command_span": "1", "units": "fr-joseph,fr-jourdan"}},
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			_, text, _ := battleText(t, s, []string{"a"}, []string{"d"}, tc.rolls...)
			if !strings.Contains(text, tc.wantDiff) {
				t.Fatalf("%s, want %s", text, tc.wantDiff)
			}
		})
	}
	t.Run("Odds list the Distraction roll", func(t *testing.T) {
		f := newFixture(t, scenario.EditionEspana)
		f.unit("a", fr, in, 2, 2, "0506")
		f.unit("d", af, in, 2, 2, "0606")
		f.leader("fr-jourdan", fr, 0, 5, "0506")
		f.s.Tables = []scenario.Table{{ID: "jd", Rows: []scenario.TableRow{{Roll: "1-3", Results: []string{"Distracted"}}}}}
		f.s.Special = []scenario.Rule{{ID: "jourdan", Title: "Marshal Jourdan", Kind: "leader_restriction",
			Params: map[string]string{"table": "jd", "unit": "fr-jourdan"}}}
		f.opt.Optional = []string{"16.9"}
		s := f.state(rules.PhaseCombat)
		o, err := s.Odds([]string{"a"}, []string{"d"}, false, false, 0)
		if err != nil {
			t.Fatal(err)
		}
		if len(o.Notes) != 1 || !strings.Contains(o.Notes[0], "Distraction (jourdan)") {
			t.Errorf("notes %v", o.Notes)
		}
	})
}

// TestTalavera16_10_3_KingJoseph: a Broken Joseph Bonaparte is subject to
// the Breaking Napoleon Table (not given: an event, no effect), except
// when stacked with Jourdan (16.10.5).
func TestTalavera16_10_3_KingJoseph(t *testing.T) {
	cases := []struct {
		name    string
		jourdan string
		want    bool
	}{
		{"alone: Napoleon table", "0101", true},
		{"with Jourdan: ignored", "0506", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.unit("d", af, in, 2, 2, "0909")
			f.leader("fr-joseph", fr, 0, 5, "0506")
			f.leader("fr-jourdan", fr, 0, 5, tc.jourdan)
			f.s.Special = []scenario.Rule{
				{ID: "king-joseph", Number: "16.10.3", Title: "King Joseph Bonaparte", Kind: "leader_restriction",
					Params: map[string]string{"unit": "fr-joseph"}},
				{ID: "king-and-i", Number: "16.10.5", Title: "The King and I", Kind: "leader_restriction",
					Params: map[string]string{"command_span": "1", "units": "fr-joseph,fr-jourdan"}},
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			var md rules.MoraleDelta
			var ev []rules.Event
			s.BreakUnit(mustUnit(s, t, "fr-joseph"), &md, &ev, "")
			got := false
			for _, e := range ev {
				got = got || e.Kind == "napoleon"
			}
			if got != tc.want {
				t.Errorf("Napoleon table event %v, want %v: %v", got, tc.want, ev)
			}
		})
	}
}

// TestLeaderRulesBadParams: unusable params are reported, not applied.
func TestLeaderRulesBadParams(t *testing.T) {
	cases := []struct {
		name string
		rule scenario.Rule
		want string
	}{
		{"unknown unit", scenario.Rule{ID: "x", Title: "X", Kind: "leader_elimination", Params: map[string]string{"unit": "nobody", "on": "broken"}}, "not applied by the engine"},
		{"unknown condition", scenario.Rule{ID: "x", Title: "X", Kind: "leader_elimination", Params: map[string]string{"unit": "l", "on": "sulks"}}, "condition \"sulks\" unknown"},
		{"pair without span", scenario.Rule{ID: "x", Title: "X", Kind: "leader_restriction", Params: map[string]string{"units": "l,m"}}, "two leaders and a command_span needed"},
		{"missing table", scenario.Rule{ID: "x", Title: "X", Kind: "leader_restriction", Params: map[string]string{"unit": "l", "table": "none"}}, "table \"none\""},
		{"bad side", scenario.Rule{ID: "x", Title: "X", Kind: "command_restriction", Params: map[string]string{"side": "swiss"}}, "side \"swiss\" not usable"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.leader("l", fr, 1, 5, "0506")
			f.leader("m", fr, 1, 5, "0506")
			f.s.Special = []scenario.Rule{tc.rule}
			b := f.board()
			if !strings.Contains(strings.Join(b.Notes(), "\n"), tc.want) {
				t.Errorf("no note %q in %v", tc.want, b.Notes())
			}
		})
	}
}

// rallyFixture has infantry units of both sides, LOC hexes for each, two
// set-aside Allied cadres and a Rally Table of Elim 1, Cadre? 2-3, Rally 4-6
// (16.5 in use).
func rallyFixture(t *testing.T, specials ...scenario.Rule) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("fr-inf", fr, in, 3, 2, "0506")
	f.unit("af-inf", af, in, 3, 2, "0909")
	f.unit("af-inf2", af, in, 3, 2, "1111")
	st, ma := 1, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "af-cadre", Name: "cadre", Side: af, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "af-cadre2", Name: "cadre", Side: af, Type: scenario.TypeCadre, Strength: &st, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	f.loc("0101", af)
	f.loc("0102", af)
	f.loc("1212", fr)
	f.opt.Optional = []string{"16.5", "16.6"}
	f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
		{Roll: "1", Results: []string{"Elim"}}, {Roll: "2-3", Results: []string{"Cadre?"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
	f.s.Special = specials
	return f
}

// TestTalavera12_2_2_AlliedRally: the Allies pay one Morale Point per army
// (British, Spanish) for the +1 Rally bonus; the French pay one (kind
// morale_per_army, action rally).
func TestTalavera12_2_2_AlliedRally(t *testing.T) {
	rule := scenario.Rule{ID: "allied-rally", Number: "12.2.2", Title: "Rally", Kind: "morale_per_army",
		Params: map[string]string{"action": "rally", "armies": "British,Spanish", "side": "anti-french"}}
	cases := []struct {
		name   string
		side   int
		unit   string
		hex    string
		morale int
		want   int
		errSub string
	}{
		{"Allies pay two", rules.AntiFrench, "af-inf", "0101", 5, 3, ""},
		{"Allies with one point may not", rules.AntiFrench, "af-inf", "0101", 1, 1, "2 needed"},
		{"French pay one", rules.French, "fr-inf", "1212", 5, 4, ""},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rallyFixture(t, rule).state(rules.PhaseNight)
			s.Phasing = tc.side
			s.Morale[tc.side] = tc.morale
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			ns, _, err := s.Apply(rules.Rally{Units: []string{tc.unit}, Hexes: []string{tc.hex}, SpendMorale: true}, &rules.ScriptedDice{Rolls: []int{3}})
			if tc.errSub != "" {
				if err == nil || !strings.Contains(err.Error(), tc.errSub) {
					t.Fatalf("got %v, want %q", err, tc.errSub)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if ns.Morale[tc.side] != tc.want || hexOf(ns, t, tc.unit) != tc.hex {
				t.Fatalf("Morale %d (want %d), unit at %s: 3+1 rallies", ns.Morale[tc.side], tc.want, hexOf(ns, t, tc.unit))
			}
		})
	}
}

// TestArapiles10_2_SpanishFragility: the Spanish unit never has the +1
// Rally bonus, never makes a Partial Rally and may not Split (kind
// rally_restriction); another unit does all three.
func TestArapiles10_2_SpanishFragility(t *testing.T) {
	rule := scenario.Rule{ID: "spanish-fragility", Number: "10.2", Title: "Spanish Fragility", Kind: "rally_restriction",
		Params: map[string]string{"morale_bonus": "false", "partial_rally": "false", "split": "false", "unit": "af-inf"}}
	cases := []struct {
		name      string
		unit      string
		roll      int
		spend     bool
		wantWhere uint8 // of the unit
		cadre     bool  // a cadre rallied in its place
	}{
		{"no +1 bonus: 3 is a Cadre? result, no partial rally", "af-inf", 3, true, rules.AtBroken, false},
		{"other unit: 3+1 rallies", "af-inf2", 3, true, rules.AtMap, false},
		{"no partial rally on 2", "af-inf", 2, false, rules.AtBroken, false},
		{"other unit: partial rally on 2", "af-inf2", 2, false, rules.AtEliminated, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := rallyFixture(t, rule).state(rules.PhaseNight)
			s.Phasing = rules.AntiFrench
			s.Remove(mustUnit(s, t, tc.unit), rules.AtBroken)
			s, _ = apply(t, s, rules.Rally{Units: []string{tc.unit}, Hexes: []string{"0101"}, SpendMorale: tc.spend}, tc.roll)
			if got := s.Units[mustUnit(s, t, tc.unit)].Where; got != tc.wantWhere {
				t.Errorf("unit where %d, want %d", got, tc.wantWhere)
			}
			if got := s.OnMap(mustUnit(s, t, "af-cadre")); got != tc.cadre {
				t.Errorf("cadre on the map %v, want %v", got, tc.cadre)
			}
		})
	}
	t.Run("may not Split (16.6.1)", func(t *testing.T) {
		for unit, want := range map[string]bool{"af-inf": false, "af-inf2": true} {
			s := rallyFixture(t, rule).state(rules.PhaseMovement)
			s.Phasing = rules.AntiFrench
			if err := s.Legal(rules.Breakdown{Unit: unit}); (err == nil) != want {
				t.Errorf("%s: Breakdown %v, want allowed %v", unit, err, want)
			}
		}
	})
}

// marmontFixture: French "fd" with Marmont stands at 0909 against Allied
// "aa" (with a leader) at 1009, 2 vs 2; the Clausel unit is at 0303 (or
// not yet arrived) and the French LOC at 0101.
func marmontFixture(t *testing.T, clauselOnMap bool) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("aa", af, in, 2, 2, "1009")
	f.leader("al-ldr", af, 1, 5, "1009")
	f.unit("fd", fr, in, 2, 2, "0909")
	f.leader("fr-marmont", fr, 1, 5, "0909")
	f.leader("fr-clausel-leader", fr, 1, 5, "0101")
	f.setUnit("fr-clausel-leader", func(u *scenario.Unit) { u.Placement = scenario.Placement{Kind: scenario.PlaceSetAside} })
	f.unit("fr-clausel", fr, in, 3, 2, "0303")
	if !clauselOnMap {
		f.setUnit("fr-clausel", func(u *scenario.Unit) {
			u.Placement = scenario.Placement{Kind: scenario.PlaceArrive, Turn: 9, EntryArea: "A"}
		})
	}
	f.loc("0101", fr)
	f.s.Tables = []scenario.Table{{ID: "marmont-fate", Rows: []scenario.TableRow{
		{Roll: "1-2", Results: []string{"Marmont permanently eliminated (no Morale change)"}}, {Roll: "3-6", Results: []string{"No effect"}}}}}
	f.s.Special = []scenario.Rule{{ID: "marmont-wounded", Number: "16.9.6", Title: "Marmont Wounded", Kind: "leader_wounded",
		Params: map[string]string{"delay": "2", "hex_of": "fr-clausel", "replacement": "fr-clausel-leader", "table": "marmont-fate", "unit": "fr-marmont"}}}
	f.opt.Optional = []string{"16.9"}
	return f
}

// TestArapiles16_9_6_MarmontWounded: when Marmont has to Retreat the
// French roll on Marmont's Fate Table (1-2 eliminated); a Dispersed
// Marmont is wounded; his replacement Clausel arrives two Game Turns later
// with the Clausel unit, or as a Rallied Leader (16.9.7) without it.
func TestArapiles16_9_6_MarmontWounded(t *testing.T) {
	cases := []struct {
		name      string
		rolls     []int // combat die, fate roll
		wantWhere uint8
		arrive    int16
	}{
		{"fate 2: eliminated", []int{4, 2}, rules.AtEliminated, 3},
		{"fate 3: retreats normally", []int{4, 3}, rules.AtMap, 0},
		{"no retreat: no roll", []int{3}, rules.AtMap, 0},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := marmontFixture(t, true).state(rules.PhaseCombat)
			s.Phasing = rules.AntiFrench
			s, _, _ = battleText(t, s, []string{"aa"}, []string{"fd"}, tc.rolls...)
			m := mustUnit(s, t, "fr-marmont")
			if s.Units[m].Where != tc.wantWhere || leaderSlot.Of(s).arrive != tc.arrive {
				t.Fatalf("Marmont where %d (want %d), replacement turn %d (want %d)", s.Units[m].Where, tc.wantWhere, leaderSlot.Of(s).arrive, tc.arrive)
			}
			if tc.wantWhere == rules.AtMap && hexOf(s, t, "fr-marmont") != hexOf(s, t, "fd") {
				t.Errorf("Marmont at %s, his unit at %s", hexOf(s, t, "fr-marmont"), hexOf(s, t, "fd"))
			}
		})
	}
	t.Run("Dispersed: wounded", func(t *testing.T) {
		s := marmontFixture(t, true).state(rules.PhaseCombat)
		var md rules.MoraleDelta
		var ev []rules.Event
		m := mustUnit(s, t, "fr-marmont")
		s.BreakUnit(m, &md, &ev, "")
		if s.Units[m].Where != rules.AtEliminated || leaderSlot.Of(s).arrive != 3 {
			t.Fatalf("where %d, replacement turn %d", s.Units[m].Where, leaderSlot.Of(s).arrive)
		}
	})
	arrivals := []struct {
		name     string
		turn     int
		onMap    bool
		wantHex  string // "" not arrived
		wantText string
	}{
		{"not before the turn", 2, true, "", ""},
		{"with the Clausel unit", 3, true, "0303", "arrives with fr-clausel"},
		{"as a Rallied Leader", 3, false, "0101", "leader rallies (16.9.7)"},
	}
	for _, tc := range arrivals {
		t.Run(tc.name, func(t *testing.T) {
			s := marmontFixture(t, tc.onMap).state(rules.PhaseEvents)
			leaderSlot.Mut(s).arrive = 3
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			l := mustUnit(s, t, "fr-clausel-leader")
			if tc.wantHex == "" {
				if s.Units[l].Where != rules.AtSetAside {
					t.Fatalf("arrived early: %v", ev)
				}
				return
			}
			if s.Units[l].Where != rules.AtMap || hexOf(s, t, "fr-clausel-leader") != tc.wantHex {
				t.Fatalf("where %d at %s, want %s: %v", s.Units[l].Where, hexOf(s, t, "fr-clausel-leader"), tc.wantHex, ev)
			}
			found := false
			for _, e := range ev {
				found = found || strings.Contains(e.Text, tc.wantText)
			}
			if !found {
				t.Errorf("no event %q: %v", tc.wantText, ev)
			}
		})
	}
}

// TestArapilesAlternative16_9_6_ClauselTakesCommand: the Clausel Leader
// arrives on Game Turn 11 in the hex of the Clausel unit (kind
// leader_arrival).
func TestArapilesAlternative16_9_6_ClauselTakesCommand(t *testing.T) {
	cases := []struct {
		name string
		turn int
		want uint8
	}{
		{"turn 10: waits", 10, rules.AtSetAside},
		{"turn 11: arrives", 11, rules.AtMap},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := marmontFixture(t, true)
			f.s.Turns.End = 15
			f.s.Special = []scenario.Rule{{ID: "clausel-takes-command", Number: "16.9.6", Title: "Clausel Takes Command", Kind: "leader_arrival",
				Params: map[string]string{"hex_of": "fr-clausel", "turn": "11", "unit": "fr-clausel-leader"}}}
			s := f.state(rules.PhaseEvents)
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			l := mustUnit(s, t, "fr-clausel-leader")
			if s.Units[l].Where != tc.want || tc.want == rules.AtMap && hexOf(s, t, "fr-clausel-leader") != "0303" {
				t.Fatalf("where %d: %v", s.Units[l].Where, ev)
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

// massenaFixture: Bussaco's French Corps activation (kind command_limit
// with corps), Masséna's two counters (Indisposed in 1211, Engaged set
// aside) and the two events as cards.
func massenaFixture(t *testing.T) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.unit("f1", fr, in, 2, 2, "0206")
	f.unit("f2", fr, in, 2, 2, "0208")
	f.unit("a1", af, in, 2, 2, "1206")
	f.leader("fr-massena-indisposed", fr, 0, 0, "1211")
	f.leader("fr-massena-engaged", fr, 1, 5, "0101")
	f.setUnit("fr-massena-engaged", func(u *scenario.Unit) { u.Placement = scenario.Placement{Kind: scenario.PlaceSetAside} })
	f.opt.Optional = []string{"16.9"}
	f.s.Tables = []scenario.Table{{ID: "fcc", Title: "French Command Coordination Table", Rows: []scenario.TableRow{{Roll: "1-6", Results: []string{"Only units of one Corps are Active this turn"}}}}}
	f.s.Deck.Cards = []scenario.Card{{Number: 1, Title: "A Moment of Clarity"}, {Number: 2, Title: "More Concerned with Venus than with Mars"}}
	f.s.Special = []scenario.Rule{
		{ID: "french-command-coordination", Number: "5.1", Title: "Command Coordination", Kind: "command_limit",
			Params: map[string]string{"corps": "2nd Corps=blue,Reserve Corps=white", "side": fr, "table": "fcc"}},
		{ID: "massena-apathy", Number: "16.9.2", Title: "Masséna's Apathy", Kind: "leader_state",
			Params: map[string]string{"engage_on": "5,6", "engaged": "fr-massena-engaged", "home": "1211", "indisposed": "fr-massena-indisposed"}},
		{ID: "moment-of-clarity", Number: "5.1", Title: "Event: A Moment of Clarity", Kind: "event_effect",
			Params: map[string]string{"card_title": "A Moment of Clarity", "side": fr}},
		{ID: "venus-not-mars", Number: "5.1", Title: "Event: More Concerned with Venus than with Mars", Kind: "event_effect",
			Params: map[string]string{"card_title": "More Concerned with Venus than with Mars", "hex": "1211", "side": fr}},
	}
	return f
}

// TestBussaco16_9_2_MassenaApathy: an unmodified 5 or 6 on the French
// Command Coordination roll at the end of the French Event Phase replaces
// the Indisposed Masséna by the Engaged one in the same hex; other rolls
// leave him Indisposed. Corps activation itself is not applied: every
// French unit may move.
func TestBussaco16_9_2_MassenaApathy(t *testing.T) {
	cases := []struct {
		name    string
		roll    int
		engaged bool
	}{
		{"4: still Indisposed", 4, false},
		{"5: Engaged", 5, true},
		{"6: Engaged", 6, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := massenaFixture(t).state(rules.PhaseEvents)
			s.Draw, s.Discard = nil, nil
			s, _ = apply(t, s, rules.EndPhase{}, tc.roll)
			eng, ind := mustUnit(s, t, "fr-massena-engaged"), mustUnit(s, t, "fr-massena-indisposed")
			if s.OnMap(eng) != tc.engaged || s.OnMap(ind) == tc.engaged {
				t.Fatalf("engaged on map %v, indisposed on map %v", s.OnMap(eng), s.OnMap(ind))
			}
			if tc.engaged && hexOf(s, t, "fr-massena-engaged") != "1211" {
				t.Errorf("Engaged Masséna at %s, want 1211", hexOf(s, t, "fr-massena-engaged"))
			}
			s, _ = apply(t, s, rules.Move{Unit: "f1", To: "0306"})
			if err := s.Legal(rules.Move{Unit: "f2", To: "0308"}); err != nil {
				t.Errorf("every French unit may move: %v", err)
			}
		})
	}
}

// TestBussaco5_1_FrenchEvents: after A Moment of Clarity or More Concerned
// with Venus than with Mars no Command Coordination roll is made; Venus
// puts the Indisposed Masséna back in Cordiera (1211) in place of the
// Engaged one.
func TestBussaco5_1_FrenchEvents(t *testing.T) {
	cases := []struct {
		name        string
		card        int
		wantMassena string // the Masséna counter on the map
		wantHex     string
	}{
		{"A Moment of Clarity: no roll", 0, "fr-massena-engaged", "0206"},
		{"Venus not Mars: Indisposed in Cordiera", 1, "fr-massena-indisposed", "1211"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := massenaFixture(t).state(rules.PhaseEvents)
			// Masséna is Engaged, in 0206 with f1.
			s.Remove(mustUnit(s, t, "fr-massena-indisposed"), rules.AtSetAside)
			eng := mustUnit(s, t, "fr-massena-engaged")
			s.Units[eng].Where, s.Units[eng].Hex = rules.AtMap, s.Units[mustUnit(s, t, "f1")].Hex
			s.Draw = []int{tc.card}
			s, ev := apply(t, s, rules.EndPhase{}) // no roll: apply fails on an unscripted roll
			if s.Phase != rules.PhaseMovement {
				t.Fatalf("phase %v", s.Phase)
			}
			if m := mustUnit(s, t, tc.wantMassena); !s.OnMap(m) || hexOf(s, t, tc.wantMassena) != tc.wantHex {
				t.Errorf("%s not at %s: %v", tc.wantMassena, tc.wantHex, ev)
			}
		})
	}
}

// TestBussaco5_1_MassenaIndisposedStart: the starting state is applied
// through the leader's set-up, which the rule's hex must match.
func TestBussaco5_1_MassenaIndisposedStart(t *testing.T) {
	cases := []struct {
		name, hex, want string
	}{
		{"set up in 1211", "1211", "applied through the set-up of fr-massena-indisposed in 1211 with Command Span 0 and Movement Allowance 0"},
		{"another hex", "1212", "not applied by the engine"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := massenaFixture(t)
			f.s.Special = []scenario.Rule{{ID: "massena-indisposed-start", Number: "5.1", Title: "Masséna Indisposed", Kind: "leader_state",
				Params: map[string]string{"hex": tc.hex, "unit": "fr-massena-indisposed"}}}
			if notes := strings.Join(f.board().Notes(), "\n"); !strings.Contains(notes, tc.want) {
				t.Errorf("no note %q in %s", tc.want, notes)
			}
		})
	}
}

// TestBailen6_10_CoordinationProblems: on Turns 1-5 a side moves only as
// many unit groups as the Game Turn number; a group is a unit and the
// friendly units adjacent to it at the start of the Movement Phase
// (Bailén 20 6.10, kind movement_limit, groups).
func TestBailen6_10_CoordinationProblems(t *testing.T) {
	cases := []struct {
		name   string
		turn   int
		moves  []rules.Move
		last   rules.Move // then this move
		errSub string
	}{
		{"turn 1: two adjacent units are one group", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "b", To: "0206"}, ""},
		{"turn 1: a second group may not move", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "far", To: "0809"}, "more than 1 unit group"},
		{"turn 1: a and c share the group of b", 1, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "c", To: "0409"}, ""},
		{"turn 2: two groups", 2, []rules.Move{{Unit: "a", To: "0205"}}, rules.Move{Unit: "far", To: "0809"}, ""},
		{"turn 6: no limit", 6, []rules.Move{{Unit: "a", To: "0205"}, {Unit: "far", To: "0809"}}, rules.Move{Unit: "other", To: "1103"}, ""},
		{"turn 2: a third group may not move", 2, []rules.Move{{Unit: "a", To: "0205"}, {Unit: "far", To: "0809"}}, rules.Move{Unit: "other", To: "1103"}, "more than 2 unit group"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0306")
			f.unit("b", fr, in, 2, 2, "0307")
			f.unit("c", fr, in, 2, 2, "0308")
			f.unit("far", fr, in, 2, 2, "0909")
			f.unit("other", fr, in, 2, 2, "1203")
			f.unit("e", af, in, 2, 2, "1411")
			f.s.Turns.End = 12
			f.s.Special = []scenario.Rule{{ID: "coordination-problems", Number: "6.10", Title: "Coordination Problems", Kind: "movement_limit",
				Params: map[string]string{"groups": "turn number", "sides": "french,anti-french", "turns": "1-5"}}}
			s := f.state(rules.PhaseEvents)
			s.Turn = tc.turn
			var ev []rules.Event
			s.StartMovement(&ev)
			for _, m := range tc.moves {
				s, _ = apply(t, s, m)
			}
			err := s.Legal(tc.last)
			if tc.errSub == "" && err != nil || tc.errSub != "" && (err == nil || !strings.Contains(err.Error(), tc.errSub)) {
				t.Fatalf("got %v, want %q", err, tc.errSub)
			}
		})
	}
}

// TestBailen16_7_SpecialUnits: the Special Troops a special_units rule
// names are applied through their unit traits; a named unit without the
// trait, the Swiss Mercenaries (16.7.8) and unnamed units are reported as
// not applied.
func TestBailen16_7_SpecialUnits(t *testing.T) {
	cases := []struct {
		name   string
		params map[string]string
		want   []string
	}{
		{"irregulars with the trait", map[string]string{"irregular": "irr"},
			[]string{"applied through the unit traits of Irregulars (16.7.7) irr"}},
		{"a unit without the trait", map[string]string{"irregular": "irr", "road_bound": "plain"},
			[]string{"Irregulars (16.7.7) irr", "not applied by the engine: road-bound (16.7.6) \"plain\" (no unit with that trait)"}},
		{"Swiss and unnamed units", map[string]string{"swiss": "sw", "swiss_count": "3"},
			[]string{"no unit it names carries its trait", "Swiss Mercenaries (16.7.8) sw (the engine has no Swiss Mercenary rule)", "the other Swiss Mercenaries units (3 in all"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("irr", af, in, 1, 2, "0909", scenario.TraitIrregular)
			f.unit("plain", fr, in, 1, 2, "0303")
			f.unit("sw", fr, in, 1, 2, "0304", scenario.TraitSpecial)
			f.s.Special = []scenario.Rule{{ID: "special-units", Number: "16.7", Title: "Special Units", Kind: "special_units", Params: tc.params}}
			notes := strings.Join(f.board().Notes(), "\n")
			for _, w := range tc.want {
				if !strings.Contains(notes, w) {
					t.Errorf("no %q in %s", w, notes)
				}
			}
		})
	}
}

// TestBussaco5_2_BritishCaution: before Game Turn 5 the Allies roll on the
// Allied Command Coordination Table for the most units that may move; the
// restriction ends for good once a French attack is resolved.
func TestBussaco5_2_BritishCaution(t *testing.T) {
	cases := []struct {
		name     string
		turn     int
		roll     []int // the limit roll, with the first move
		attacked bool  // a French battle was resolved before
		wantFree bool  // the third unit may move
	}{
		{"roll 1: two units", 1, []int{1}, false, false},
		{"roll 6: four units", 1, []int{6}, false, true},
		{"turn 5: no limit", 5, nil, false, true},
		{"after a French attack: no limit", 2, nil, true, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a1", af, in, 2, 2, "0206")
			f.unit("a2", af, in, 2, 2, "0208")
			f.unit("a3", af, in, 2, 2, "0210")
			f.unit("fa", fr, in, 2, 2, "0904")
			f.unit("fd", af, in, 1, 2, "1004")
			f.s.Turns.End = 12
			f.s.Tables = []scenario.Table{{ID: "acc", Title: "Allied Command Coordination Table", Rows: []scenario.TableRow{
				{Roll: "1-2", Results: []string{"up to two"}}, {Roll: "3-5", Results: []string{"up to three"}}, {Roll: "6", Results: []string{"up to four"}}}}}
			f.s.Special = []scenario.Rule{{ID: "british-caution", Number: "5.2", Title: "British Caution", Kind: "movement_limit",
				Params: map[string]string{"ends_on": "french_attack,french_crosses_steep_slope", "side": af, "table": "acc", "until_turn": "5"}}}
			s := f.state(rules.PhaseCombat)
			s.Turn = tc.turn
			if tc.attacked {
				s, _, _ = battleText(t, s, []string{"fa"}, []string{"fd"}, 1) // 2 vs 1 at +1, die 1: AR
			}
			s.Phase, s.Phasing = rules.PhaseMovement, rules.AntiFrench
			s, _ = apply(t, s, rules.Move{Unit: "a1", To: "0306"}, tc.roll...)
			s, _ = apply(t, s, rules.Move{Unit: "a2", To: "0308"})
			err := s.Legal(rules.Move{Unit: "a3", To: "0310"})
			if (err == nil) != tc.wantFree {
				t.Fatalf("third move: %v, want allowed %v", err, tc.wantFree)
			}
			// The refusal cites the scenario rule that limits the moves,
			// not the Movement rules it restricts (6.0).
			if io, ok := err.(*rules.IllegalOrder); err != nil && (!ok || io.Rule != "5.2") {
				t.Errorf("third move refused citing %v, want rule 5.2", err)
			}
		})
	}
}

// TestBailen16_11_GardeMarins: once per game the French add +1 to their
// total strength in one battle, attacking or defending, at no Morale cost.
func TestBailen16_11_GardeMarins(t *testing.T) {
	rule := scenario.Rule{ID: "garde-marins", Number: "16.11", Title: "The Garde Marins", Kind: "garde_marins",
		Params: map[string]string{"side": "french", "strength": "1", "uses": "1"}}
	cases := []struct {
		name     string
		attacker int // side attacking
		used     uint8
		want     string // in the battle text, or the error
		wantErr  bool
	}{
		{"French attack: +1", rules.French, 0, "3 vs 2 (terrain +0), differential +1", false},
		{"French defence: +1", rules.AntiFrench, 0, "2 vs 3 (terrain +0), differential -1", false},
		{"already used", rules.French, 1, "already used", true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("fa", fr, in, 2, 2, "0506")
			f.unit("aa", af, in, 2, 2, "0606")
			f.s.Special = []scenario.Rule{rule}
			s := f.state(rules.PhaseCombat)
			s.Phasing = tc.attacker
			leaderSlot.Mut(s).garde = tc.used
			att, def := []string{"fa"}, []string{"aa"}
			if tc.attacker == rules.AntiFrench {
				att, def = def, att
			}
			s, _ = apply(t, s, rules.Declare{Battles: []rules.BattleDecl{{Attackers: att, Defenders: def}}})
			morale := s.Morale
			ns, ev, err := s.Apply(rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins"}}}, &rules.ScriptedDice{Rolls: []int{3}})
			if tc.wantErr {
				if err == nil || !strings.Contains(err.Error(), tc.want) {
					t.Fatalf("got %v, want %q", err, tc.want)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			text := ""
			for _, e := range ev {
				if e.Kind == "battle" {
					text = e.Text
				}
			}
			if !strings.Contains(text, tc.want) || ns.Morale != morale || leaderSlot.Of(ns).garde != 1 {
				t.Fatalf("%s (want %s), Morale %v (was %v), used %d", text, tc.want, ns.Morale, morale, leaderSlot.Of(ns).garde)
			}
		})
	}
}

// TestTalavera16_10_3_KingJosephAdvance: when Joseph Bonaparte provides
// Command, the unit he is stacked with must Advance After Combat with him;
// not when Jourdan is stacked with him (16.10.5).
func TestTalavera16_10_3_KingJosephAdvance(t *testing.T) {
	cases := []struct {
		name     string
		joseph   string
		jourdan  string
		wantA    string // hex of the attacker after the battle
		wantJose string
	}{
		{"stacked: advances with him", "0506", "0101", "0606", "0606"},
		{"with Jourdan: no forced advance", "0506", "0506", "0506", "0506"},
		{"elsewhere: no forced advance", "0406", "0101", "0506", "0406"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionEspana)
			f.unit("a", fr, in, 2, 2, "0506")
			f.unit("d", af, in, 2, 2, "0606")
			f.leader("fr-joseph", fr, 0, 5, tc.joseph)
			f.leader("fr-jourdan", fr, 0, 5, tc.jourdan)
			f.leader("fr-victor", fr, 2, 5, "0406") // keeps the attack in Command
			f.s.Special = []scenario.Rule{
				{ID: "king-joseph", Number: "16.10.3", Title: "King Joseph Bonaparte", Kind: "leader_restriction",
					Params: map[string]string{"unit": "fr-joseph"}},
				{ID: "king-and-i", Number: "16.10.5", Title: "The King and I", Kind: "leader_restriction",
					Params: map[string]string{"command_span": "1", "units": "fr-joseph,fr-jourdan"}},
			}
			f.opt.Optional = []string{"16.9"}
			s := f.state(rules.PhaseCombat)
			s, _, _ = battleText(t, s, []string{"a"}, []string{"d"}, 4) // 0, die 4: DR
			if hexOf(s, t, "a") != tc.wantA || hexOf(s, t, "fr-joseph") != tc.wantJose {
				t.Fatalf("a at %s (want %s), Joseph at %s (want %s)", hexOf(s, t, "a"), tc.wantA, hexOf(s, t, "fr-joseph"), tc.wantJose)
			}
		})
	}
}
