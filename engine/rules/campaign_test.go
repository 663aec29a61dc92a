package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// testCampaign is a two-game campaign shaped like the Wallachian Campaign
// [17.0] (its interphase steps are data, not code): game "first" then
// "second", both with the French units a (reduced version a-r), b
// (infantry, no reduced version), c (cavalry) and the Anti-French x; the
// second game has a French cadre and an Anti-French unit y only.
func testCampaign(t *testing.T) (*scenario.Scenario, *scenario.Scenario, *scenario.ChartSet) {
	t.Helper()
	two, three := 2, 3
	unit := func(id, side, typ, hex string, values bool) scenario.Unit {
		u := scenario.Unit{ID: id, Name: id, Side: side, Type: typ, Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: hex}}
		if values {
			u.Strength, u.Movement = &three, &two
		}
		return u
	}
	camp := &scenario.Scenario{ID: "camp", Title: "Campaign",
		Units:  []scenario.Unit{unit("a", fr, in, "0101", true), unit("b", fr, in, "0102", true), unit("c", fr, cv, "0103", true), unit("x", af, in, "0501", true)},
		Tables: []scenario.Table{{ID: "camp-rally", Title: "Campaign Rally", Note: "the chart set's Rally Table"}},
		Campaign: &scenario.Campaign{
			Games: []scenario.CampaignGame{{Scenario: "first"}, {Scenario: "second"}},
			Interphase: []scenario.Step{
				{Number: "1", Text: "decisive ends", Kind: StepCampaignEnd, Params: map[string]string{"after": "first", "when": "decisive victory"}},
				{Number: "2", Text: "record", Kind: StepRecordOutcome, Params: map[string]string{"after": "first"}},
				{Number: "A", Text: "reset", Kind: StepMoraleReset, Params: map[string]string{"french": "7", "anti-french": "7", "scenario": "second"}},
				{Number: "A.2", Text: "loser", Kind: StepMoraleSet, Params: map[string]string{"morale": "6", "side": "the side that did not win", "when": "marginal victory in first", "scenario": "second"}},
				{Number: "B", Text: "recover", Kind: StepUnitRecovery, Params: map[string]string{"table": "camp-rally",
					"modifier_permanently_eliminated": "-1", "modifier_draw_or_own_marginal_victory": "+1", "morale_spend": "not allowed"}},
				{Number: "B.2", Text: "reduced", Kind: StepUnitReduction, Params: map[string]string{"a": "a-r", "other_units": "cadre", "scenario": "second"}},
			},
		},
	}
	ar := unit("a-r", fr, in, "", true)
	ar.Placement = scenario.Placement{Kind: scenario.PlaceNotUsed}
	cad := unit("fr-cadre", fr, scenario.TypeCadre, "", true)
	cad.Placement = scenario.Placement{Kind: scenario.PlaceSetAside}
	next := &scenario.Scenario{ID: "second", Title: "Second",
		Sides: []scenario.Side{{ID: fr, Morale: 5}, {ID: af, Morale: 5}},
		Units: []scenario.Unit{unit("a", fr, in, "0201", true), unit("b", fr, in, "0202", true), unit("c", fr, cv, "0203", true),
			ar, cad, unit("y", af, in, "0601", true)},
	}
	charts, err := templates.ChartSet("n20-wallachia20")
	if err != nil {
		t.Fatal(err)
	}
	return camp, next, charts
}

func placementOf(s *scenario.Scenario, id string) scenario.Placement {
	for _, u := range s.Units {
		if u.ID == id {
			return u.Placement
		}
	}
	return scenario.Placement{Kind: "missing"}
}

func TestRule17_0_CampaignInterphase(t *testing.T) {
	never := FullStrengthPolicy{Name: "never", Pay: func(int, string, int) bool { return false }}
	always := FullStrengthPolicy{Name: "always", Pay: func(int, string, int) bool { return true }}
	type want struct {
		unit, result, fate, replacement string
		modified                        int
	}
	cases := []struct {
		name       string
		out        Outcome
		rolls      []int
		policy     FullStrengthPolicy
		over       bool
		morale     [2]int
		units      []want
		placements map[string]string // unit -> placement kind[ hex] in the next game
	}{
		{name: "marginal victory: the loser starts at 6",
			out:    Outcome{Scenario: "first", Winner: French, Level: "marginal"},
			morale: [2]int{7, 6}},
		{name: "draw: both start at 7, every roll +1",
			out:    Outcome{Scenario: "first", Winner: -1, Level: "draw", Broken: []string{"a"}},
			rolls:  []int{4}, // 4+1 = 5 Rally
			morale: [2]int{7, 7},
			units:  []want{{"a", "Rally", FateFull, "", 5}}},
		{name: "decisive victory ends the campaign",
			out:   Outcome{Scenario: "first", Winner: AntiFrench, Level: "decisive", Broken: []string{"a"}},
			over:  true,
			units: nil},
		{name: "permanently eliminated -1: 5 becomes 4, a '-' result, reduced",
			out:        Outcome{Scenario: "first", Winner: AntiFrench, Level: "marginal", Eliminated: []string{"a"}},
			rolls:      []int{5},
			policy:     never,
			morale:     [2]int{6, 7},
			units:      []want{{"a", "-", FateReduced, "a-r", 4}},
			placements: map[string]string{"a": "not_used", "a-r": "setup 0201"}},
		{name: "own marginal victory +1: 4 becomes 5, Rally",
			out:        Outcome{Scenario: "first", Winner: French, Level: "marginal", Broken: []string{"a"}},
			rolls:      []int{4},
			morale:     [2]int{7, 6},
			units:      []want{{"a", "Rally", FateFull, "", 5}},
			placements: map[string]string{"a": "setup 0201", "a-r": "not_used"}},
		{name: "a '-' result at full strength costs 1 Morale",
			out:        Outcome{Scenario: "first", Winner: AntiFrench, Level: "marginal", Broken: []string{"a", "b"}},
			rolls:      []int{3, 2},
			policy:     always,
			morale:     [2]int{4, 7},
			units:      []want{{"a", "-", FateFullMorale, "", 3}, {"b", "-", FateFullMorale, "", 2}},
			placements: map[string]string{"a": "setup 0201", "b": "setup 0202"}},
		{name: "Elim: reduced version, a cadre for infantry without one, cavalry absent",
			out:        Outcome{Scenario: "first", Winner: AntiFrench, Level: "marginal", Broken: []string{"a", "b", "c"}},
			rolls:      []int{1, 1, 1},
			policy:     always,
			morale:     [2]int{6, 7},
			units:      []want{{"a", "Elim", FateReduced, "a-r", 1}, {"b", "Elim", FateCadre, "fr-cadre", 1}, {"c", "Elim", FateAbsent, "", 1}},
			placements: map[string]string{"a": "not_used", "a-r": "setup 0201", "b": "not_used", "fr-cadre": "setup 0202", "c": "not_used"}},
		{name: "a unit the next game does not have has no effect",
			out:    Outcome{Scenario: "first", Winner: French, Level: "marginal", Broken: []string{"x"}},
			rolls:  []int{1},
			morale: [2]int{7, 6},
			units:  []want{{"x", "Elim", FateNotInGame, "", 1}}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			camp, next, charts := testCampaign(t)
			d := &ScriptedDice{Rolls: tc.rolls}
			ip, err := CampaignInterphase(InterphaseInput{Campaign: camp, Charts: charts, Outcome: tc.out, Next: next, Policy: tc.policy}, d)
			if err != nil {
				t.Fatal(err)
			}
			if d.Used() != len(tc.rolls) {
				t.Errorf("used %d of %d rolls", d.Used(), len(tc.rolls))
			}
			if ip.Over != tc.over {
				t.Fatalf("over = %v, want %v", ip.Over, tc.over)
			}
			if tc.over {
				if ip.Winner != tc.out.Winner || ip.Scenario != nil || len(ip.Units) != 0 {
					t.Errorf("campaign end: winner %d scenario %v units %v", ip.Winner, ip.Scenario, ip.Units)
				}
				return
			}
			if ip.Morale != tc.morale || sideMorale(ip.Scenario, French) != tc.morale[French] || sideMorale(ip.Scenario, AntiFrench) != tc.morale[AntiFrench] {
				t.Errorf("morale %v (scenario %d/%d), want %v", ip.Morale, sideMorale(ip.Scenario, French), sideMorale(ip.Scenario, AntiFrench), tc.morale)
			}
			if len(ip.Units) != len(tc.units) {
				t.Fatalf("units %+v, want %d", ip.Units, len(tc.units))
			}
			for i, w := range tc.units {
				u := ip.Units[i]
				if u.Unit != w.unit || u.Result != w.result || u.Fate != w.fate || u.Replacement != w.replacement || u.Modified != w.modified {
					t.Errorf("unit %d: %+v, want %+v", i, u, w)
				}
			}
			for id, w := range tc.placements {
				p := placementOf(ip.Scenario, id)
				if got := strings.TrimSpace(p.Kind + " " + p.Hex); got != w {
					t.Errorf("%s placement %q, want %q", id, got, w)
				}
			}
			// The published next game is not changed.
			if placementOf(next, "a").Kind != scenario.PlaceSetup || next.Sides[0].Morale != 5 {
				t.Error("the interphase changed the published next game")
			}
		})
	}
}

func TestRule17_0_CampaignInterphaseRecordsAssumptions(t *testing.T) {
	camp, next, charts := testCampaign(t)
	ip, err := CampaignInterphase(InterphaseInput{Campaign: camp, Charts: charts, Next: next,
		Outcome: Outcome{Scenario: "first", Winner: -1, Level: "draw", Broken: []string{"a"}}}, &ScriptedDice{Rolls: []int{2}})
	if err != nil {
		t.Fatal(err)
	}
	joined := strings.Join(ip.Notes, "\n")
	for _, w := range []string{`chart set "n20-wallachia20" reconstructs them`, KeepMoraleAtFive.Name, "cadres (16.5.2", "Irregular units"} {
		if !strings.Contains(joined, w) {
			t.Errorf("notes lack %q:\n%s", w, joined)
		}
	}
	if len(ip.Steps) != len(camp.Campaign.Interphase) {
		t.Errorf("%d step records for %d steps", len(ip.Steps), len(camp.Campaign.Interphase))
	}
	// 2+1 = 3: "-"; the default policy pays while Morale stays at 5 or more.
	if u := ip.Units[0]; u.Fate != FateFullMorale || ip.Morale[French] != 6 {
		t.Errorf("default policy: %+v, morale %v", u, ip.Morale)
	}
}

func TestRule17_0_CampaignInterphaseBadInput(t *testing.T) {
	cases := []struct {
		name string
		edit func(*InterphaseInput)
		want string
	}{
		{"level", func(in *InterphaseInput) { in.Outcome.Level = "crushing" }, "not decisive, marginal or draw"},
		{"draw with a winner", func(in *InterphaseInput) { in.Outcome.Level = "draw" }, "a draw has no winner"},
		{"last game", func(in *InterphaseInput) { in.Outcome.Scenario = "second" }, "not a game followed by another"},
		{"next game missing", func(in *InterphaseInput) { in.Next = nil }, "was not given"},
		{"unknown unit", func(in *InterphaseInput) { in.Outcome.Broken = []string{"zz"} }, `no unit "zz"`},
		{"no rally rows", func(in *InterphaseInput) { in.Charts = &scenario.ChartSet{ID: "empty"} }, "Rally Table rows are not given"},
		{"not a campaign", func(in *InterphaseInput) { in.Campaign = &scenario.Scenario{ID: "plain"} }, "no campaign"},
		// The steps' parameters are read through their kinds' structs
		// (campaign_steps.go): a value of the wrong type names the step,
		// the parameter and the value.
		{"morale in words", func(in *InterphaseInput) { in.Campaign.Campaign.Interphase[3].Params["morale"] = "six" },
			`campaign "camp" step A.2: morale "six" is not a whole number`},
		{"morale out of range", func(in *InterphaseInput) { in.Campaign.Campaign.Interphase[2].Params["anti-french"] = "11" },
			`campaign "camp" step A: anti-french morale 11 is not 1..10`},
		{"morale not given", func(in *InterphaseInput) { delete(in.Campaign.Campaign.Interphase[2].Params, "french") },
			`campaign "camp" step A: french morale is not given (1..10)`},
		{"modifier in words", func(in *InterphaseInput) {
			in.Campaign.Campaign.Interphase[4].Params["modifier_permanently_eliminated"] = "minus one"
		}, `campaign "camp" step B: modifier_permanently_eliminated "minus one" is not a whole number`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			camp, next, charts := testCampaign(t)
			in := InterphaseInput{Campaign: camp, Charts: charts, Next: next,
				Outcome: Outcome{Scenario: "first", Winner: French, Level: "marginal", Broken: []string{"a"}}}
			tc.edit(&in)
			_, err := CampaignInterphase(in, &ScriptedDice{Rolls: []int{3}})
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
		})
	}
}

func TestRule17_0_OutcomeOfAFinishedGame(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", fr, in, 3, 2, "0506")
	f.unit("b", fr, in, 3, 2, "0507")
	f.unit("c", af, in, 3, 2, "0909")
	f.unit("d", af, in, 3, 2, "0910")
	f.s.Units[3].Placement = scenario.Placement{Kind: scenario.PlaceNotUsed}
	one, ma := 1, 2
	f.s.Units = append(f.s.Units, scenario.Unit{ID: "cad", Name: "CADRE", Side: fr, Type: scenario.TypeCadre, Strength: &one, Movement: &ma,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: "0606"}})
	s := f.state(PhaseNight)
	if _, err := OutcomeOf(s); err == nil {
		t.Error("a game in progress has no outcome")
	}
	s.Remove(s.mustUnit(t, "a"), AtBroken)
	s.Remove(s.mustUnit(t, "c"), AtEliminated)
	s.Remove(s.mustUnit(t, "cad"), AtBroken)
	s.result = &Result{Winner: -1, Level: "draw"}
	o, err := OutcomeOf(s)
	if err != nil {
		t.Fatal(err)
	}
	if strings.Join(o.Broken, ",") != "a" || strings.Join(o.Eliminated, ",") != "c" || o.Level != "draw" || o.Winner != -1 {
		t.Errorf("outcome %+v: want a Broken, c eliminated (not the unused d, not the cadre)", o)
	}
}
