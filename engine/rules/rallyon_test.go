package rules

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestRule16_9_8_RallyingOnALeader draws a "Rallying on" event and rallies
// a Broken unit next to the named leader.
func TestRule16_9_8_RallyingOnALeader(t *testing.T) {
	effectCard := scenario.Card{Number: 7, Title: "Hold Fast", Events: []scenario.Event{{
		Effects: []scenario.Effect{{Kind: scenario.EffectRally, Units: []string{"kutuzov"}}}}}}
	titleCard := scenario.Card{Number: 8, Title: "The Army is Rallying on Kutuzov!"}
	enemyCard := scenario.Card{Number: 9, Title: "Rallying on Ahmed"}
	plainCard := scenario.Card{Number: 10, Title: "Rain"}
	keptCard := titleCard
	keptCard.Keep = true
	both := []string{"16.4", "16.9"}
	tests := []struct {
		name    string
		card    scenario.Card
		opt     []string
		hex     func(f *fixture) string // the rally hex
		broken  bool                    // the leader is Broken, off the map
		expire  bool                    // the player turn ends before the rally
		wantErr string                  // "" when the rally is legal
	}{
		{name: "effect form: hex adjacent to the leader", card: effectCard, opt: both, hex: south},
		{name: "title form: hex adjacent to the leader", card: titleCard, opt: both, hex: south},
		{name: "the leader's own vacant hex", card: titleCard, opt: both, hex: func(*fixture) string { return "0606" }},
		{name: "two hexes from the leader", card: titleCard, opt: both, hex: func(f *fixture) string { return f.nb(south(f), hex.S) }, wantErr: "16.9.8"},
		{name: "adjacent hex in an enemy ZOC", card: titleCard, opt: both, hex: north, wantErr: "16.9.8"},
		{name: "without Optional Rule 16.4", card: titleCard, opt: []string{"16.9"}, hex: south, wantErr: "16.9.8"},
		{name: "the leader is not on the map", card: titleCard, opt: both, hex: south, broken: true, wantErr: "16.9.8"},
		{name: "the event names an enemy leader", card: enemyCard, opt: both, hex: south, wantErr: "16.9.8"},
		{name: "no Rallying on event", card: plainCard, opt: both, hex: south, wantErr: "16.9.8"},
		{name: "the event has ended with its player turn", card: titleCard, opt: both, hex: south, expire: true, wantErr: "16.9.8"},
		{name: "a kept card stays in force", card: keptCard, opt: both, hex: south, expire: true},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := newFixture(t, scenario.EditionWallachia)
			f.leader("kutuzov", fr, 2, 5, "0606")
			f.leader("ahmed", af, 2, 5, "1010")
			f.unit("a", fr, in, 3, 2, "0110")
			f.unit("e", af, in, 3, 2, f.nb(north(f), hex.N))
			f.loc("0101", fr)
			f.opt.Optional = tc.opt
			f.s.Deck.Cards = []scenario.Card{tc.card}
			f.s.Charts.Overrides = &scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{
				{Roll: "1-3", Results: []string{"Elim"}}, {Roll: "4-6", Results: []string{"Rally"}}}}}
			s := f.state(PhaseEvents)
			s.Remove(s.mustUnit(t, "a"), AtBroken)
			if tc.broken {
				s.Remove(s.mustUnit(t, "kutuzov"), AtBroken)
			}
			s, ev := apply(t, s, EndPhase{})
			noted := false
			for _, e := range ev {
				noted = noted || (e.Kind == "rally-on" && e.Unit == "kutuzov")
			}
			if tc.expire {
				var ev2 []Event
				s.NextPlayerTurn(nil, &ev2)
				s.Phasing = French
			}
			s.Phase = PhaseNight
			o := Rally{Units: []string{"a"}, Hexes: []string{tc.hex(f)}}
			err := s.Legal(o)
			if tc.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("rally to %s: got %v, want an error citing %s", tc.hex(f), err, tc.wantErr)
				}
				return
			}
			if !noted {
				t.Errorf("drawing card %q logs no rally-on event: %v", tc.card.Title, ev)
			}
			s, _ = apply(t, s, o, 5)
			if got := s.hexOf(t, "a"); got != tc.hex(f) {
				t.Errorf("unit a rallied to %s, want %s", got, tc.hex(f))
			}
		})
	}
}

func south(f *fixture) string { return f.nb("0606", hex.S) }
func north(f *fixture) string { return f.nb("0606", hex.N) }
