package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

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
