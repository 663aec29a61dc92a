package playdoc_test

import (
	"os"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// fogBoard is the test battle played with Fog of War (16.1).
func fogBoard(t *testing.T) *rules.Board {
	t.Helper()
	data, err := os.ReadFile(field)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenario.ParseDocument(append(data, "optional_rules: [\"16.1\"]\n"...), field)
	if err != nil {
		t.Fatal(err)
	}
	b, err := bundle.Board(d, field, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

// TestFogViewHidesTheEnemy (16.1: "You can freely inspect your own units,
// but not your opponent's pieces until they are revealed"; 16.1.1: "all
// units involved" in a declared battle "are revealed").
func TestFogViewHidesTheEnemy(t *testing.T) {
	g, err := playdoc.New(fogBoard(t), 1, [2]playdoc.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	if !g.Fog() || !g.HotSeatFog() || g.Viewer(rules.AntiFrench) != rules.AntiFrench {
		t.Fatalf("fog %v, hot seat %v", g.Fog(), g.HotSeatFog())
	}
	give(t, g, rules.EndPhase{}, rules.Move{Unit: "fr-cav", To: "0801"}, rules.Move{Unit: "fr-a", To: "0802"})
	s := g.State()
	sc := playdoc.SnapshotFor(s, rules.AntiFrench)
	for _, u := range sc.Units {
		if strings.HasPrefix(u.ID, "fr-") {
			t.Fatalf("the Allied view shows %s", u.ID)
		}
		if u.ID == playdoc.HiddenID && (u.Name != "" || u.Strength != nil || u.Type != "" || u.Movement != nil) {
			t.Fatalf("a face-down unit shows %+v", u)
		}
	}
	log := strings.Join(g.LogFor(rules.AntiFrench), "\n")
	if strings.Contains(log, "fr-cav") || strings.Contains(log, "FR cav") || !strings.Contains(log, "move a hidden unit 0801") {
		t.Fatalf("Allied log:\n%s", log)
	}
	if own := strings.Join(g.LogFor(rules.French), "\n"); !strings.Contains(own, "move fr-cav 0801") {
		t.Fatalf("the French do not read their own moves:\n%s", own)
	}
	m := playdoc.MaskerFor(s, rules.AntiFrench)
	if got := m.Mask("fr-a,fr-cav vs al-x; fr-ab"); got != "a hidden unit,a hidden unit vs al-x; fr-ab" {
		t.Fatalf("mask: %q", got)
	}
	give(t, g, rules.EndPhase{}, rules.EndPhase{}) // the Allied Reaction Phase, then Combat
	give(t, g, rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-cav", "fr-a"}, Defenders: []string{"al-x"}}}})
	s = g.State()
	if s.HiddenFrom(s.B.Unit("al-x"), rules.French) || s.HiddenFrom(s.B.Unit("fr-cav"), rules.AntiFrench) {
		t.Fatal("a unit in a declared battle stays face down (16.1.1)")
	}
	if !s.HiddenFrom(s.B.Unit("fr-b"), rules.AntiFrench) {
		t.Fatal("a unit out of the battle was revealed")
	}
	if g, _ := playdoc.New(fieldBoard(t), 1, [2]playdoc.Seat{{}, {}}); g.Fog() || g.Viewer(0) != -1 {
		t.Fatal("Fog of War without 16.1")
	}
}
