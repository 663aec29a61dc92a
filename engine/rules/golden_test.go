package rules

import (
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata")

func golden(t *testing.T, name, got string) {
	t.Helper()
	path := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(path, []byte(got), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run go test -update to create it)", err)
	}
	if string(want) != got {
		t.Errorf("%s differs (run go test -update after checking):\n--- got\n%s\n--- want\n%s", path, got, want)
	}
}

// TestGoldenExtendedCombatExampleLog pins the full event log of the
// extended combat example (9.9.8) in both editions.
func TestGoldenExtendedCombatExampleLog(t *testing.T) {
	for _, tc := range []struct {
		edition string
		river   bool
		rolls   []int
	}{
		{scenario.EditionWallachia, true, []int{6, 2, 4, 5, 3}},
		{scenario.EditionEarly, false, []int{6, 2, 5}},
	} {
		_, s, _ := extendedExampleRiver(t, tc.edition, tc.river)
		var sb strings.Builder
		s, ev := apply(t, s, Declare{Battles: []BattleDecl{{Attackers: []string{"guard", "iii", "iv-cav"}, Defenders: []string{"prussian"}}}})
		for _, e := range ev {
			sb.WriteString(e.String() + "\n")
		}
		s, ev = apply(t, s, Resolve{Battle: 0, DefenderReserve: true, Advance: []string{"iv-cav", "iii"}, Pursue: 1}, tc.rolls...)
		for _, e := range ev {
			sb.WriteString(e.String() + "\n")
		}
		sb.WriteString(strings.Join(s.Summary(), " ") + "\n")
		golden(t, "extended-example-"+tc.edition+".golden", sb.String())
	}
}
