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
