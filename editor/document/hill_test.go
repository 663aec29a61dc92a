package document

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestPaintHillRingsTheStrokeWithSlopesUphillInward(t *testing.T) {
	s, err := NewScenario(Template{ID: "hill", Title: "Hill", Columns: 8, Rows: 8})
	if err != nil {
		t.Fatal(err)
	}
	d := New(s, "")
	g := s.Grid()
	hill := map[string]bool{}
	// A two-hex stroke: 0404 then 0405.
	for _, code := range []string{"0404", "0405"} {
		hill[code] = true
		d.PaintHill(hill, []string{code}, scenario.FeatureSlope, true, "stroke-1")
	}
	d.EndMerge()
	hs := d.Scenario().Map.Hexsides
	// Two hexes have 12 edges, one of them shared: 10 ring edges.
	if len(hs) != 10 {
		t.Fatalf("%d sloped hexsides, want the 10 ring edges of two adjacent hexes: %+v", len(hs), hs)
	}
	for _, x := range hs {
		if len(x.Features) != 1 || x.Features[0] != scenario.FeatureSlope || !hill[x.Uphill] {
			t.Errorf("hexside %v: features %v uphill %q, want a slope with the hill hex uphill", x.Between, x.Features, x.Uphill)
		}
	}
	a, _ := g.Parse("0404")
	b, _ := g.Parse("0405")
	if HasHexsideFeature(d.Scenario(), a, b, scenario.FeatureSlope) {
		t.Error("the edge inside the hill has a slope")
	}
	if labels, _ := d.Steps(); len(labels) != 1 || labels[0] != "Paint hill" {
		t.Errorf("history %v, want one Paint hill step for the stroke", labels)
	}
	// A second hill next to the first joins it at one level: the edge
	// between them loses its slope.
	d.PaintHill(map[string]bool{"0504": true}, []string{"0504"}, scenario.FeatureSlope, true, "stroke-2")
	c, _ := g.Parse("0504")
	if a.Adjacent(c) && HasHexsideFeature(d.Scenario(), a, c, scenario.FeatureSlope) {
		t.Error("the edge between two hills kept its slope")
	}
	// The eraser takes the slopes of the hexes it passes away.
	d.PaintHill(map[string]bool{"0404": true}, []string{"0404"}, scenario.FeatureSlope, false, "stroke-3")
	for _, n := range a.Neighbours() {
		if HasHexsideFeature(d.Scenario(), a, n, scenario.FeatureSlope) {
			t.Errorf("edge %s/%s kept its slope after the eraser", g.Code(a), g.Code(n))
		}
	}
	// Undo takes each stroke back at once.
	d.Undo()
	d.Undo()
	d.Undo()
	if n := len(d.Scenario().Map.Hexsides); n != 0 {
		t.Errorf("%d hexsides after undoing the three strokes", n)
	}
}

func TestPaintHillKeepsOtherFeatures(t *testing.T) {
	s, err := NewScenario(Template{ID: "hill", Title: "Hill", Columns: 8, Rows: 8})
	if err != nil {
		t.Fatal(err)
	}
	d := New(s, "")
	g := s.Grid()
	a, _ := g.Parse("0404")
	n := a.Neighbours()[0]
	if _, err := d.SetHexsideFeature(a, n, scenario.FeatureMinorRiver, "", true, ""); err != nil {
		t.Fatal(err)
	}
	d.PaintHill(map[string]bool{"0404": true}, []string{"0404"}, scenario.FeatureSteepSlope, true, "")
	if !HasHexsideFeature(d.Scenario(), a, n, scenario.FeatureMinorRiver) || !HasHexsideFeature(d.Scenario(), a, n, scenario.FeatureSteepSlope) {
		t.Error("the hill took away the river, or did not add its steep slope beside it")
	}
	d.PaintHill(map[string]bool{"0404": true}, []string{"0404"}, scenario.FeatureSteepSlope, false, "")
	if !HasHexsideFeature(d.Scenario(), a, n, scenario.FeatureMinorRiver) || HasHexsideFeature(d.Scenario(), a, n, scenario.FeatureSteepSlope) {
		t.Error("the eraser took the river away, or left the slope")
	}
}
