package playdoc_test

import (
	"bytes"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
	"github.com/aide-de-camp/adc/internal/cli"
)

const fieldNight = "testdata/field-night.yaml"

// TestSpecialOrdersSavedAndReplayed: a game by hand holding the orders of
// special rules (the Night Attack, Talavera 20 14.2; the Redoubt, 9.8.7),
// a special rule committed to a battle with its unit (the Garde Marins,
// Bailén 20 16.11) and a Countercharge with a Reserve (8.1, 12.2.3) saves
// as a script that `adc play --script` replays to the same position, and
// that reopens as the same game.
func TestSpecialOrdersSavedAndReplayed(t *testing.T) {
	b := boardAt(t, fieldNight)
	g, err := playdoc.New(b, 3, [2]playdoc.Seat{{}, {}})
	if err != nil {
		t.Fatal(err)
	}
	until := func(side int, p rules.Phase) {
		t.Helper()
		for s := g.State(); s.Phasing != side || s.Phase != p; s = g.State() {
			give(t, g, rules.EndPhase{})
		}
	}
	give(t, g, rules.EndPhase{}, kinds.NightAttack{Unit: "fr-a"}, rules.Move{Unit: "fr-a", To: "0802"}, rules.EndPhase{},
		rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{"fr-a"}, Defenders: []string{"al-x"}}}})
	opts := g.State().ResolveOptions(0)
	if len(opts) != 1 || opts[0].Rule != "garde-marins" || !slices.Equal(opts[0].Units, []string{"fr-a"}) {
		t.Fatalf("options of the Night Attack's battle %+v, want the Garde Marins naming fr-a", opts)
	}
	give(t, g, rules.Resolve{Battle: 0, Commit: []rules.Commitment{{Rule: "garde-marins", Unit: "fr-a"}}})
	if g.Pending() != nil {
		if err := g.Confirm(nil, 0, nil); err != nil {
			t.Fatal(err)
		}
	}
	until(rules.AntiFrench, rules.PhaseMovement)
	give(t, g, kinds.BuildRedoubt{Unit: "al-cav"})
	until(rules.French, rules.PhaseMovement)
	give(t, g, rules.Move{Unit: "fr-b", To: "0705"}, rules.EndPhase{},
		rules.Countercharge{Attackers: []string{"al-cav"}, Defenders: []string{"fr-b"}, AttackerReserve: true})

	data, err := g.Script()
	if err != nil {
		t.Fatalf("the game cannot be saved: %v", err)
	}
	for _, want := range []string{`"night-attack fr-a"`, `"resolve 0 +garde-marins:fr-a"`, `"build-redoubt al-cav"`, `"countercharge al-cav vs fr-b +A-reserve"`} {
		if !bytes.Contains(data, []byte(want)) {
			t.Errorf("saved game has no %s:\n%s", want, data)
		}
	}
	file := filepath.Join(t.TempDir(), "field-night.game.yaml")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"play", fieldNight, "--script", file}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc play --script: exit %d: %s\n%s", code, errb.String(), out.String())
	}
	for _, want := range []string{"Night Attack declared (14.2)", "The Garde Marins: +1 strength (garde-marins)", "Redoubt built (9.8.7)",
		"morale anti-french: 5 -> 4 ([commit_reserves])", "Script passed: 1 expectations met"} {
		if !strings.Contains(out.String(), want) {
			t.Errorf("the replay does not show %q:\n%s", want, out.String())
		}
	}
	g2, err := playdoc.Load(b, data, file)
	if err != nil {
		t.Fatal(err)
	}
	if !slices.Equal(g2.Log(), g.Log()) || g2.Sequence() != g.Sequence() {
		t.Fatalf("reopened game differs:\n%v\n%v", g2.Log(), g.Log())
	}
}
