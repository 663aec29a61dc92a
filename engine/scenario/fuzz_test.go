package scenario_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// FuzzParseValidate feeds arbitrary bytes to the loader and, when they
// load, to the validator and the saver: nothing may panic or hang, and a
// saved scenario must load again and save to the same bytes. Seeds are the
// files under testdata/ and the bundled scenarios.
func FuzzParseValidate(f *testing.F) {
	var seeds []string
	for _, pat := range []string{"testdata/valid/*.yaml", "testdata/broken/*.yaml", "../../scenarios/*.yaml"} {
		m, _ := filepath.Glob(pat)
		seeds = append(seeds, m...)
	}
	for _, p := range seeds {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("format: adc-scenario\nmap: {columns: 1, rows: 1}\n"))
	f.Add([]byte("a: &a [x]\nb: [*a, *a]\n"))
	sets := map[string]*scenario.ChartSet{}
	for _, id := range templates.ChartSetIDs() {
		cs, err := templates.ChartSet(id)
		if err != nil {
			f.Fatal(err)
		}
		sets[id] = cs
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		d, err := scenario.ParseDocument(data, "fuzz.yaml")
		if err != nil {
			if _, ok := err.(*scenario.LoadError); !ok {
				t.Fatalf("error is not a *LoadError: %T %v", err, err)
			}
			return
		}
		var charts *scenario.ChartSet
		if cs := sets[d.Scenario.Charts.Set]; cs != nil {
			charts = scenario.Resolve(d.Scenario, cs)
		}
		scenario.ValidateDocument(d, charts)
		scenario.Validate(d.Scenario, nil)
		once, err := scenario.Marshal(d.Scenario)
		if err != nil {
			return
		}
		s2, err := scenario.Parse(once, "saved.yaml")
		if err != nil {
			t.Fatalf("saved scenario does not load: %v\n%s", err, once)
		}
		twice, err := scenario.Marshal(s2)
		if err != nil || !bytes.Equal(once, twice) {
			t.Fatalf("save is not stable:\n%s\n---\n%s", once, twice)
		}
	})
}
