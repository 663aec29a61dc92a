package kinds

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

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
