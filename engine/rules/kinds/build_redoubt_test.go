package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// redoubtFixture: turn 1 is a Night Turn; a British unit "br" in 0606 with
// a French unit "fa" next to it, a Spanish unit "sp", and the Talavera 20
// Redoubts rule (9.8.7) unless rule is false.
func redoubtFixture(t *testing.T, rule bool) *fixture {
	f := newFixture(t, scenario.EditionEspana)
	f.s.Turns.Turns = []scenario.Turn{{Number: 1, Night: true}}
	f.unit("br", af, in, 3, 2, "0606")
	f.s.Units[len(f.s.Units)-1].Nationality = "British"
	f.unit("sp", af, in, 3, 2, "0909")
	f.s.Units[len(f.s.Units)-1].Nationality = "Spanish"
	f.unit("bw", af, in, 3, 2, "0303")
	f.s.Units[len(f.s.Units)-1].Nationality = "British"
	f.unit("fa", fr, in, 3, 2, f.nb("0606", hex.N))
	f.terrain("0303", "forest")
	if rule {
		f.s.Special = []scenario.Rule{{ID: "build-redoubt", Number: "9.8.7", Title: "Redoubts", Kind: "build_redoubt",
			Params: map[string]string{"nationality": "British", "per_game": "1", "side": "anti-french"}}}
	}
	return f
}

// TestTalavera9_8_7_BuildRedoubtOrder lists when the Redoubt may be built.
func TestTalavera9_8_7_BuildRedoubtOrder(t *testing.T) {
	tests := []struct {
		name    string
		rule    bool
		day     bool
		phasing int
		moved   bool
		unit    string
		wantErr string
	}{
		{name: "a British unit on a Clear hex at night", rule: true, phasing: rules.AntiFrench, unit: "br"},
		{name: "no such rule", phasing: rules.AntiFrench, unit: "br", wantErr: "no usable build_redoubt"},
		{name: "by day", rule: true, day: true, phasing: rules.AntiFrench, unit: "br", wantErr: "Night Movement Phase"},
		{name: "in the French Movement Phase", rule: true, phasing: rules.French, unit: "br", wantErr: "Night Movement Phase"},
		{name: "a Spanish unit", rule: true, phasing: rules.AntiFrench, unit: "sp", wantErr: "not a British unit of the anti-french side"},
		{name: "on a Forest hex", rule: true, phasing: rules.AntiFrench, unit: "bw", wantErr: "not a Clear hex"},
		{name: "after a unit moved", rule: true, phasing: rules.AntiFrench, moved: true, unit: "br", wantErr: "before any unit moves"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			f := redoubtFixture(t, tc.rule)
			if tc.day {
				f.s.Turns.Turns = nil
			}
			s := f.state(rules.PhaseMovement)
			s.Phasing = tc.phasing
			if tc.moved {
				s.Units[mustUnit(s, t, "sp")].Status |= rules.StMoved
			}
			o := BuildRedoubt{Unit: tc.unit}
			if tc.wantErr != "" {
				if err := s.Legal(o); err == nil || !strings.Contains(err.Error(), tc.wantErr) {
					t.Fatalf("got %v, want an error containing %q", err, tc.wantErr)
				}
				return
			}
			s, ev := apply(t, s, o)
			if len(ev) != 1 || ev[0].Kind != "redoubt" || ev[0].Hex != "0606" {
				t.Fatalf("events %v", ev)
			}
			if err := s.Legal(rules.Move{Unit: "br", To: f.nb("0606", hex.S)}); err == nil {
				t.Error(`"that unit may not move that turn"`)
			}
			if err := s.Legal(BuildRedoubt{Unit: "bw"}); err == nil || !strings.Contains(err.Error(), "once per game") {
				t.Errorf("a second Redoubt: %v", err)
			}
		})
	}
}

// TestTalavera9_8_7_RedoubtEffects: no ZOC extends into the Redoubt's hex
// (7.0), it is a Redoubt hex for the Allies only ("French units get no
// defensive benefit from it"), and the Allies recover one Morale Point less
// that night.
func TestTalavera9_8_7_RedoubtEffects(t *testing.T) {
	f := redoubtFixture(t, true)
	s := f.state(rules.PhaseMovement)
	s.Phasing = rules.AntiFrench
	br, fa := mustUnit(s, t, "br"), mustUnit(s, t, "fa")
	if !s.InEZOC(br) {
		t.Fatal("before the Redoubt the British unit is in the French ZOC")
	}
	h := s.Units[br].Hex
	if s.FortFor(h, rules.AntiFrench) {
		t.Fatal("0606 is Fortified before the Redoubt is built")
	}
	s, _ = apply(t, s, BuildRedoubt{Unit: "br"})
	if s.InEZOC(br) {
		t.Error("no ZOC extends into the Redoubt (7.0)")
	}
	if !s.InEZOC(fa) {
		t.Error("the British unit's own ZOC still extends out of the Redoubt")
	}
	if !s.FortFor(h, rules.AntiFrench) || s.FortFor(h, rules.French) {
		t.Errorf("Redoubt for the Allies %v, for the French %v; want true, false", s.FortFor(h, rules.AntiFrench), s.FortFor(h, rules.French))
	}
	// Night Operations: Rest Recovery one point less than without the Redoubt.
	without := f.state(rules.PhaseMovement)
	without.Phasing = rules.AntiFrench
	gain := func(s *rules.State) int {
		s.Morale[rules.AntiFrench] = 5
		t2, _ := apply(t, s, rules.EndPhase{}) // Movement -> Night Operations
		t3, _ := apply(t, t2, rules.EndPhase{})
		return t3.Morale[rules.AntiFrench] - 5
	}
	if g, g0 := gain(s), gain(without); g != g0-1 {
		t.Errorf("Rest Recovery with the Redoubt %+d, without %+d; want one less", g, g0)
	}
}

// TestTalavera9_8_7_RedoubtsNote: the note says what is applied.
func TestTalavera9_8_7_RedoubtsNote(t *testing.T) {
	notes := strings.Join(redoubtFixture(t, true).board().Notes(), "\n")
	for _, want := range []string{`"build-redoubt" (Redoubts): once per game`, "no ZOC extends into the hex", "one Morale Point less"} {
		if !strings.Contains(notes, want) {
			t.Errorf("notes lack %q:\n%s", want, notes)
		}
	}
	bad := redoubtFixture(t, true)
	bad.s.Special[0].Params["per_game"] = "2"
	if notes := strings.Join(bad.board().Notes(), "\n"); !strings.Contains(notes, "not applied by the engine") {
		t.Errorf("per_game 2 is reported as not applied:\n%s", notes)
	}
}
