package trace_test

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
)

func markScenario() *scenario.Scenario {
	s := &scenario.Scenario{}
	s.Map.Columns, s.Map.Rows = 6, 5
	s.Map.Numbering = scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}
	return s
}

// TestApplyWritesTheNamedMarkings: a named group counts as sure, a
// suggested one at its confidence, a group named none is dropped, a place
// needs its typed name, and an entry area collects its hexes (11.2).
func TestApplyWritesTheNamedMarkings(t *testing.T) {
	prop := &trace.Proposal{Format: trace.ProposalFormat, Version: 1, Grid: trace.ProposalGrid{Columns: 6, Rows: 5},
		MarkGroups: []trace.ProposalMarkGroup{
			{ID: 1, Kind: trace.MarkObjective, Suggested: "french", SuggestedConfidence: 0.95},
			{ID: 2, Kind: trace.MarkLOC, Suggested: "french", SuggestedConfidence: 0.6, Side: "anti-french"},
			{ID: 3, Kind: trace.MarkEntry, Suggested: "anti-french", SuggestedConfidence: 0.5},
			{ID: 4, Kind: trace.MarkPlace},
			{ID: 5, Kind: trace.MarkObjective, Suggested: "anti-french", SuggestedConfidence: 0.99, Side: "none"},
			{ID: 6, Kind: trace.MarkEntry, Side: "both"},
		},
		Marks: []trace.ProposalMark{
			{Hex: "0303", Kind: trace.MarkObjective, Group: 1, Confidence: 1},
			{Hex: "0304", Kind: trace.MarkObjective, Group: 1, Confidence: 0.8}, // 0.8 x 0.95 < 0.9
			{Hex: "0601", Kind: trace.MarkLOC, Group: 2, Confidence: 0.95},
			{Hex: "0102", Kind: trace.MarkEntry, Group: 3, Area: "A", Confidence: 1}, // 0.5 < 0.9
			{Hex: "0202", Kind: trace.MarkPlace, Group: 4, Confidence: 1, Name: "Talavera"},
			{Hex: "0404", Kind: trace.MarkPlace, Group: 4, Confidence: 1},
			{Hex: "0505", Kind: trace.MarkObjective, Group: 5, Confidence: 1},
			{Hex: "0101", Kind: trace.MarkEntry, Group: 6, Area: "B", Confidence: 1},
			{Hex: "0102", Kind: trace.MarkEntry, Group: 6, Area: "B", Confidence: 0.95},
		}}
	s := markScenario()
	a, err := trace.Apply(s, prop, 0.9, nil)
	if err != nil {
		t.Fatal(err)
	}
	m := s.Map
	if len(m.Objectives) != 1 || m.Objectives[0] != (scenario.MarkedHex{Hex: "0303", Side: "french"}) {
		t.Errorf("objectives %+v, want 0303 french only", m.Objectives)
	}
	if len(m.LOCs) != 1 || m.LOCs[0] != (scenario.MarkedHex{Hex: "0601", Side: "anti-french"}) {
		t.Errorf("LOCs %+v, want 0601 anti-french (named over the suggestion)", m.LOCs)
	}
	if len(m.EntryAreas) != 1 || m.EntryAreas[0].ID != "B" || m.EntryAreas[0].Side != "both" || strings.Join(m.EntryAreas[0].Hexes, " ") != "0101 0102" {
		t.Errorf("entry areas %+v, want B (both) 0101 0102", m.EntryAreas)
	}
	if len(m.Places) != 1 || m.Places[0] != (scenario.Place{Name: "Talavera", Hex: "0202"}) {
		t.Errorf("places %+v", m.Places)
	}
	if a.Markings != 5 || strings.Join(a.Unnamed, " ") != "0404" {
		t.Errorf("applied %d markings (want 5), unnamed %v (want 0404)", a.Markings, a.Unnamed)
	}
	// Applying again writes nothing new.
	if a, err := trace.Apply(s, prop, 0.9, nil); err != nil || a.Markings != 0 || len(s.Map.Objectives) != 1 {
		t.Errorf("second apply: %d markings, %v", a.Markings, err)
	}
}

func TestApplyRefusesBadMarkings(t *testing.T) {
	for _, tc := range []struct {
		name string
		g    trace.ProposalMarkGroup
		m    trace.ProposalMark
		want string
	}{
		{"unknown side", trace.ProposalMarkGroup{ID: 1, Kind: trace.MarkLOC, Side: "prussian"}, trace.ProposalMark{Hex: "0101", Kind: trace.MarkLOC, Group: 1}, `side "prussian" is not french, anti-french or none`},
		{"both is for entry areas", trace.ProposalMarkGroup{ID: 1, Kind: trace.MarkObjective, Side: "both"}, trace.ProposalMark{Hex: "0101", Kind: trace.MarkObjective, Group: 1}, `side "both"`},
		{"unknown kind", trace.ProposalMarkGroup{ID: 1, Kind: "depot"}, trace.ProposalMark{Hex: "0101", Kind: "depot", Group: 1}, `kind "depot"`},
		{"off the map", trace.ProposalMarkGroup{ID: 1, Kind: trace.MarkLOC, Side: "french"}, trace.ProposalMark{Hex: "0909", Kind: trace.MarkLOC, Group: 1}, "not on the 6x5 map"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			prop := &trace.Proposal{Grid: trace.ProposalGrid{Columns: 6, Rows: 5}, MarkGroups: []trace.ProposalMarkGroup{tc.g}, Marks: []trace.ProposalMark{tc.m}}
			s := markScenario()
			if _, err := trace.Apply(s, prop, 0, nil); err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want %q", err, tc.want)
			}
			if len(s.Map.LOCs)+len(s.Map.Objectives) != 0 {
				t.Error("a refused proposal changed the map")
			}
		})
	}
}
