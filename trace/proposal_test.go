package trace_test

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestProposalRoundTripAndApply traces a picture, writes and reads the
// proposal back, names each cluster from its example hex (as the designer
// does) and applies the part at least 0.9 sure to an empty copy of the
// map: what is applied must be right.
func TestProposalRoundTripAndApply(t *testing.T) {
	p := pictures(t, testset.Tuning)[0]
	res, err := trace.Trace(p.Image, p.Scenario.Grid(), trace.Options{})
	if err != nil {
		t.Fatal(err)
	}
	prop := trace.NewProposal(res, p.Scenario, "scan.jpg")
	data, err := prop.Marshal()
	if err != nil {
		t.Fatal(err)
	}
	back, err := trace.ParseProposal(data, "p.yaml")
	if err != nil {
		t.Fatal(err)
	}
	if len(back.Hexes) != len(prop.Hexes) || len(back.Clusters) != len(prop.Clusters) || back.Grid.Calibration[2] != prop.Grid.Calibration[2] {
		t.Fatalf("the proposal did not survive a round trip")
	}
	truth := func(code string) string {
		if v, ok := p.Scenario.Map.Terrain.Get(code); ok {
			return v
		}
		return p.Scenario.Map.DefaultTerrain
	}
	for i := range back.Clusters {
		back.Clusters[i].Terrain = truth(back.Clusters[i].Example)
	}
	blank := &scenario.Scenario{ID: p.Scenario.ID}
	blank.Map.Columns, blank.Map.Rows, blank.Map.Numbering = p.Scenario.Map.Columns, p.Scenario.Map.Rows, p.Scenario.Map.Numbering
	a, err := trace.Apply(blank, back, 0.9, nil)
	if err != nil {
		t.Fatal(err)
	}
	wrong := 0
	for code, v := range blank.Map.Terrain.All() {
		if v != truth(code) {
			wrong++
		}
	}
	t.Logf("%d hexes applied, %d left for review, %d wrong; %d roads", a.Terrain, len(a.Left), wrong, a.Roads)
	if a.Terrain+len(a.Left) != len(p.Scenario.Grid().Hexes()) {
		t.Errorf("%d applied and %d left of %d hexes", a.Terrain, len(a.Left), len(p.Scenario.Grid().Hexes()))
	}
	if a.Terrain < len(p.Scenario.Grid().Hexes())*8/10 || wrong > a.Terrain/50 {
		t.Errorf("applied %d hexes with %d wrong", a.Terrain, wrong)
	}
	if !a.Background || blank.Map.Background.Image != "scan.jpg" || len(blank.Map.Background.Calibration) != 3 {
		t.Errorf("background not set: %+v", blank.Map.Background)
	}
}

func TestApplyRefusesAMismatchedMapAndUnknownNames(t *testing.T) {
	prop := &trace.Proposal{Format: trace.ProposalFormat, Version: 1, Grid: trace.ProposalGrid{Columns: 5, Rows: 4},
		Clusters: []trace.ProposalCluster{{ID: 1, Terrain: "lava"}}, Hexes: []trace.ProposalHex{{Hex: "0101", Cluster: 1, Confidence: 1}}}
	s := &scenario.Scenario{}
	s.Map.Columns, s.Map.Rows = 6, 4
	s.Map.Numbering = scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}
	if _, err := trace.Apply(s, prop, 0.9, nil); err == nil || !strings.Contains(err.Error(), "5x4 map") {
		t.Errorf("a 5x4 proposal applied to a 6x4 map: %v", err)
	}
	s.Map.Columns = 5
	known := func(kind, id string) bool { return id == "clear" }
	if _, err := trace.Apply(s, prop, 0.9, known); err == nil || !strings.Contains(err.Error(), `"lava" is not in the chart set`) {
		t.Errorf("an unknown terrain applied: %v", err)
	}
	if s.Map.Terrain != nil && s.Map.Terrain.Len() != 0 {
		t.Errorf("a refused proposal changed the map")
	}
}

func TestParseProposalRefusesOtherFiles(t *testing.T) {
	for _, tc := range []struct{ data, want string }{
		{"format: adc-scenario\nversion: 1\n", "not a trace proposal"},
		{"format: adc-trace-proposal\nversion: 7\n", "version 7"},
		{"format: adc-trace-proposal\nversion: 1\nbogus: 1\n", "bogus"},
	} {
		if _, err := trace.ParseProposal([]byte(tc.data), "x.yaml"); err == nil || !strings.Contains(err.Error(), tc.want) {
			t.Errorf("%q: %v, want %q", tc.data, err, tc.want)
		}
	}
}

func FuzzParseProposal(f *testing.F) {
	f.Add([]byte("format: adc-trace-proposal\nversion: 1\nhexes:\n  - {hex: \"0101\", cluster: 1, confidence: 0.5}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		p, err := trace.ParseProposal(data, "f.yaml")
		if err != nil {
			return
		}
		s := &scenario.Scenario{}
		s.Map.Columns, s.Map.Rows = p.Grid.Columns, p.Grid.Rows
		if s.Map.Columns < 1 || s.Map.Rows < 1 || s.Map.Columns > 50 || s.Map.Rows > 50 {
			return
		}
		s.Map.Numbering = scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}
		_, _ = trace.Apply(s, p, 0.9, nil)
	})
}
