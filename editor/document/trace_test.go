package document

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
)

// traceProposal is a proposal for newDoc's 12x10 map: cluster 1 (named
// forest) on three hexes, one of them unsure, cluster 2 unnamed with a
// weak suggestion, a river hexside and a road.
func traceProposal() *trace.Proposal {
	return &trace.Proposal{Format: trace.ProposalFormat, Version: 1, Scan: "scan.jpg",
		Grid:     trace.ProposalGrid{Columns: 12, Rows: 10, Calibration: []scenario.Calibration{{Hex: "0101", X: 10, Y: 10}, {Hex: "1201", X: 900, Y: 20}, {Hex: "0110", X: 15, Y: 800}}},
		Clusters: []trace.ProposalCluster{{ID: 1, Terrain: "forest"}, {ID: 2, Suggested: "marsh", SuggestedConfidence: 0.6}},
		Hexes: []trace.ProposalHex{{Hex: "0505", Cluster: 1, Confidence: 0.99}, {Hex: "0506", Cluster: 1, Confidence: 0.95},
			{Hex: "0507", Cluster: 1, Confidence: 0.7}, {Hex: "0808", Cluster: 2, Confidence: 0.99}},
		SideClusters: []trace.ProposalSideCluster{{ID: 1, Feature: "minor_river"}},
		Hexsides:     []trace.ProposalSide{{Between: [2]string{"0909", "0910"}, Cluster: 1, Confidence: 0.97}},
		Roads:        []trace.ProposalRoad{{Hexes: []string{"0101", "0102", "0103"}, Confidence: 0.93, Kind: "road"}},
	}
}

func TestAcceptTraceIsOneUndoStep(t *testing.T) {
	d := newDoc(t)
	seed(t, d)
	before := marshal(t, d)
	a, err := d.AcceptTrace(traceProposal(), 0.9, nil)
	if err != nil {
		t.Fatal(err)
	}
	s := d.Scenario()
	if a.Terrain != 2 || len(a.Left) != 2 || a.Hexsides != 1 || a.Roads != 1 || !a.Background {
		t.Errorf("applied %+v", a)
	}
	if s.Map.Terrain.At("0505") != "forest" || s.Map.Terrain.At("0507") == "forest" || s.Map.Terrain.At("0808") == "marsh" {
		t.Errorf("terrain after accepting: 0505 %q 0507 %q 0808 %q", s.Map.Terrain.At("0505"), s.Map.Terrain.At("0507"), s.Map.Terrain.At("0808"))
	}
	after := marshal(t, d)
	if !d.Undo() {
		t.Fatal("nothing to undo")
	}
	if got := marshal(t, d); got != before {
		t.Errorf("one undo did not restore the map:\n%s\nwant\n%s", got, before)
	}
	if !d.Redo() || marshal(t, d) != after {
		t.Error("redo did not give the accepted map back")
	}
}

func TestAcceptTraceRefusedChangesNothing(t *testing.T) {
	d := newDoc(t)
	seed(t, d)
	before := marshal(t, d)
	p := traceProposal()
	p.SideClusters[0].Feature = "lava"
	known := func(kind, id string) bool { return id != "lava" }
	if _, err := d.AcceptTrace(p, 0.9, known); err == nil {
		t.Fatal("an unknown hexside type was accepted")
	}
	if marshal(t, d) != before {
		t.Error("a refused proposal changed the document")
	}
	if _, ok := d.CanUndo(); ok {
		t.Error("a refused proposal left an undo step")
	}
}
