package document

import (
	"sync"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestFindingTargetNamesTheObject(t *testing.T) {
	d := newDoc(t)
	if err := d.AddUnit(scenario.Unit{ID: "fr-1", Name: "1st", Side: scenario.French, Type: scenario.TypeInfantry}); err != nil {
		t.Fatal(err)
	}
	if err := d.ToggleHexside(hx(t, d, "0505"), hx(t, d, "0506"), scenario.FeatureMinorRiver, ""); err != nil {
		t.Fatal(err)
	}
	d.ToggleMarking(MarkLOC, "0108", scenario.French)
	s := d.Scenario()
	cases := []struct {
		name    string
		f       scenario.Finding
		kind    TargetKind
		want    string // unit id, hex code, or section
		wantIdx int
	}{
		{"unit by path", scenario.Finding{Path: "units[0].placement.hex"}, TargetUnit, "fr-1", 0},
		{"unit by object", scenario.Finding{Object: `unit "fr-1"`}, TargetUnit, "fr-1", 0},
		{"unknown unit", scenario.Finding{Object: `unit "nobody"`}, TargetNone, "", 0},
		{"hexside", scenario.Finding{Path: "map.hexsides[0].features"}, TargetSide, "0505", 0},
		{"terrain hex", scenario.Finding{Path: "map.terrain.0303"}, TargetHex, "0303", 0},
		{"LOC hex", scenario.Finding{Path: "map.locs[0].hex"}, TargetHex, "0108", 0},
		{"hex by object", scenario.Finding{Object: "hex 0207 (Sobral)"}, TargetHex, "0207", 0},
		{"side", scenario.Finding{Path: "sides[1].morale"}, TargetSection, "sides", 1},
		{"turn track end", scenario.Finding{Path: "turns.end"}, TargetSection, "turns", -1},
		{"turn box", scenario.Finding{Path: "turns.track[3].label"}, TargetSection, "turns", 3},
		{"event card", scenario.Finding{Path: "deck.cards[2].events"}, TargetSection, "deck", 2},
		{"victory", scenario.Finding{Path: "victory[0].text"}, TargetSection, "victory", 0},
		{"special rule", scenario.Finding{Path: "special_rules[4].params"}, TargetSection, "special_rules", 4},
		{"chart override", scenario.Finding{Path: "charts.overrides.crt"}, TargetSection, "charts", -1},
		{"nothing", scenario.Finding{Message: "no path"}, TargetNone, "", 0},
	}
	g := s.Grid()
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			got := FindingTarget(s, tc.f)
			if got.Kind != tc.kind {
				t.Fatalf("kind %d, want %d (%+v)", got.Kind, tc.kind, got)
			}
			var name string
			switch got.Kind {
			case TargetUnit:
				name = got.Unit
			case TargetHex:
				name = g.Code(got.Hex)
			case TargetSide:
				a, b := got.Side.Hexes()
				if got.Side.Touches(hx(t, d, "0505")) && got.Side.Touches(hx(t, d, "0506")) {
					name = "0505"
				} else {
					name = g.Code(a) + "/" + g.Code(b)
				}
			case TargetSection:
				name = got.Section
				if got.Index != tc.wantIdx {
					t.Errorf("index %d, want %d", got.Index, tc.wantIdx)
				}
			}
			if name != tc.want {
				t.Errorf("target %q, want %q", name, tc.want)
			}
		})
	}
}

func TestRevalidatorRunsOnceAfterEditsPause(t *testing.T) {
	d := newDoc(t)
	var mu sync.Mutex
	runs := 0
	done := make(chan []scenario.Finding, 10)
	r := &Revalidator{Delay: 40 * time.Millisecond,
		Check: Validation(func(s *scenario.Scenario) []scenario.Finding {
			mu.Lock()
			runs++
			mu.Unlock()
			return []scenario.Finding{{Message: s.Map.Terrain.At("0101")}}
		}),
		Done: func(fs []scenario.Finding) { done <- fs }}
	for _, code := range []string{"0101", "0102", "0103"} {
		d.PaintTerrain([]string{code, "0101"}, "forest", "stroke")
		r.Schedule(d)
	}
	select {
	case fs := <-done:
		if len(fs) != 1 || fs[0].Message != "forest" {
			t.Errorf("findings %+v: the run should see the painted scenario", fs)
		}
	case <-time.After(2 * time.Second):
		t.Fatal("no validation after the edits paused")
	}
	time.Sleep(100 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if runs != 1 {
		t.Errorf("%d runs for one burst of edits, want 1", runs)
	}
}

func TestRevalidatorRunsAgainAfterAChangeDuringARun(t *testing.T) {
	d := newDoc(t)
	release := make(chan struct{})
	var seen []string
	var mu sync.Mutex
	done := make(chan struct{}, 4)
	r := &Revalidator{
		Check: Validation(func(s *scenario.Scenario) []scenario.Finding {
			mu.Lock()
			seen = append(seen, s.Map.Terrain.At("0101"))
			first := len(seen) == 1
			mu.Unlock()
			if first {
				<-release
			}
			return nil
		}),
		Done: func([]scenario.Finding) { done <- struct{}{} }}
	r.Run(d)
	d.PaintTerrain([]string{"0101"}, "marsh", "")
	r.Run(d) // during the first run: queued
	r.Run(d) // still one more run, not two
	close(release)
	for i := 0; i < 2; i++ {
		select {
		case <-done:
		case <-time.After(2 * time.Second):
			t.Fatal("the queued run did not happen")
		}
	}
	time.Sleep(50 * time.Millisecond)
	mu.Lock()
	defer mu.Unlock()
	if len(seen) != 2 || seen[1] != "marsh" {
		t.Errorf("runs saw %q, want a second run on the edited scenario", seen)
	}
}
