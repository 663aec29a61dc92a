package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

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

// TestBussaco5_1_16_9_2_LeaderStateValidated: the validator warns about a
// leader_state rule exactly when the engine does not apply it, and says
// what the scenario lacks: the Indisposed counter set up in its hex with
// its Movement Allowance and Command Span (Bussaco 20 5.1), or the two
// counters, the rolls and the side's Corps activation roll that swaps them
// (Bussaco 20 5.1, 16.9.2).
func TestBussaco5_1_16_9_2_LeaderStateValidated(t *testing.T) {
	start := map[string]string{"hex": "1211", "unit": "fr-massena-indisposed"}
	swap := map[string]string{"engage_on": "5,6", "engaged": "fr-massena-engaged", "home": "1211", "indisposed": "fr-massena-indisposed"}
	with := func(p map[string]string, k, v string) map[string]string {
		q := map[string]string{}
		for x, y := range p {
			q[x] = y
		}
		if v == "" {
			delete(q, k)
		} else {
			q[k] = v
		}
		return q
	}
	const needs = "the engine does not apply this leader_state rule without unit or engaged | add unit or engaged: the leader's counter set up in its state in hex, Bussaco 20 5.1; or the engaged counter swapped in for the indisposed one on the engage_on rolls, 16.9.2"
	cases := []struct {
		name   string
		params map[string]string
		change func(f *fixture)
		warn   string // "" when the engine applies the rule
	}{
		{"5.1 Masséna Indisposed set up in 1211", start, nil, ""},
		{"5.1 the rule's hex is not the set-up hex", with(start, "hex", "1212"), nil,
			`the engine does not apply this leader_state rule with hex "1212" | unit fr-massena-indisposed is not set up in hex 1212: set it up there (placement: setup, hex: "1212")`},
		{"5.1 no hex", with(start, "hex", ""), nil,
			`the engine does not apply this leader_state rule with hex "" | give the hex fr-massena-indisposed is set up in (Bussaco 20 5.1)`},
		{"5.1 the counter is set aside", with(start, "unit", "fr-massena-engaged"), nil,
			`the engine does not apply this leader_state rule with hex "1211" | unit fr-massena-engaged is not set up in hex 1211: set it up there (placement: setup, hex: "1211")`},
		{"5.1 no Movement Allowance", start, func(f *fixture) { f.setUnit("fr-massena-indisposed", func(u *scenario.Unit) { u.Movement = nil }) },
			`the engine does not apply this leader_state rule with unit "fr-massena-indisposed" | unit fr-massena-indisposed has no Movement Allowance: give it the state's (0 for Masséna Indisposed, Bussaco 20 5.1)`},
		{"16.9.2 no Command Span", start, func(f *fixture) { f.setUnit("fr-massena-indisposed", func(u *scenario.Unit) { u.CommandSpan = nil }) },
			`the engine does not apply this leader_state rule with unit "fr-massena-indisposed" | unit fr-massena-indisposed has no Command Span: give it the state's (0 for Masséna Indisposed, Bussaco 20 16.9.2)`},
		{"neither a counter set up nor one swapped in", map[string]string{"home": "1211"}, nil, needs},
		{"16.9.2 Masséna's Apathy", swap, nil, ""},
		{"16.9.2 no indisposed counter", with(swap, "indisposed", ""), nil,
			`the engine does not apply this leader_state rule with indisposed "" | the rule swaps two counters of the scenario's units (16.9.2): set indisposed to the leader's indisposed counter`},
		{"5.1 no roll swaps the counters", with(swap, "engage_on", ""), nil,
			`the engine does not apply this leader_state rule with engage_on "" | give the unmodified die rolls (1-6) that swap in the engaged counter, e.g. "5,6" (Bussaco 20 5.1)`},
		{"5.1 no Corps activation roll", swap, func(f *fixture) { f.s.Special[0].Params = map[string]string{"side": fr, "table": "fcc"} },
			`the engine does not apply this leader_state rule with indisposed "fr-massena-indisposed" | the counters swap on the unmodified roll of the french side's Corps activation (Bussaco 20 5.1): add a command_limit rule of side french with corps and table`},
		{"5.1 the other side's Corps activation roll", swap, func(f *fixture) { f.s.Special[0].Params["side"] = af },
			`the engine does not apply this leader_state rule with indisposed "fr-massena-indisposed" | the counters swap on the unmodified roll of the french side's Corps activation (Bussaco 20 5.1): add a command_limit rule of side french with corps and table`},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			f := massenaFixture(t)
			f.s.Special = []scenario.Rule{f.s.Special[0], {ID: "massena", Number: "16.9.2", Title: "Masséna", Kind: "leader_state", Params: tc.params}}
			if tc.change != nil {
				tc.change(f)
			}
			st, warn := appliedOrWarned(t, f, "massena")
			if warn != tc.warn {
				t.Errorf("validator:\n got %q\nwant %q", warn, tc.warn)
			}
			if (st == rules.NotApplied) != (tc.warn != "") {
				t.Errorf("engine: %v, validator: %q", st, warn)
			}
		})
	}
}
