package odnarmies_test

import (
	"testing"

	"github.com/aide-de-camp/adc/odn"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
	"github.com/aide-de-camp/adc/templates"
)

// Every bundled example army validates without findings against the
// embedded ruleset and gives a roster.
func TestEmbeddedArmiesValidate(t *testing.T) {
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	names := odnarmies.Names()
	if len(names) < 2 {
		t.Fatalf("bundled armies %v, want the French and Russian examples", names)
	}
	for _, name := range names {
		t.Run(name, func(t *testing.T) {
			data, err := odnarmies.FS.ReadFile(name)
			if err != nil {
				t.Fatal(err)
			}
			a, fs, err := odn.ParseArmy(name, data, rs)
			if err != nil || len(fs) > 0 {
				t.Fatalf("%v %v", err, fs)
			}
			if _, err := rs.BuildRoster(a); err != nil {
				t.Fatal(err)
			}
		})
	}
}
