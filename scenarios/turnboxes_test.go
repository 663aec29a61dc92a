package scenarios_test

import (
	"path/filepath"
	"testing"
)

// The Game Turn Record Track (4.0) of every bundled scenario has a box for
// every turn from the first to the last, with every arrival's turn among
// them: Bussaco 20 España lists only turns 1 and 5, while reinforcements
// arrive on turns 2 and 4 and the Boialvo withdrawal goes to the Turn 6
// box (and the Boialvo road to Turn 8).
func TestTrackBoxesHaveNoGaps(t *testing.T) {
	files, err := filepath.Glob("*.yaml")
	if err != nil || len(files) == 0 {
		t.Fatal("no scenarios", err)
	}
	for _, f := range files {
		t.Run(f, func(t *testing.T) {
			s := mustLoad(t, f).Scenario
			boxes, known := s.TrackBoxes()
			if len(boxes) == 0 {
				t.Fatal("no boxes")
			}
			for i := 1; i < len(boxes); i++ {
				if boxes[i].Number != boxes[i-1].Number+1 {
					t.Fatalf("box %d follows box %d", boxes[i].Number, boxes[i-1].Number)
				}
			}
			has := func(n int) bool { return n >= boxes[0].Number && n <= boxes[len(boxes)-1].Number }
			for _, u := range s.Units {
				if n := u.Placement.Turn; n > 0 && !has(n) {
					t.Errorf("unit %s arrives on turn %d, not on the track", u.ID, n)
				}
			}
			for _, tn := range s.Turns.Turns {
				if b := boxes[tn.Number-boxes[0].Number]; b != tn {
					t.Errorf("box %d = %+v, want the listed %+v", tn.Number, b, tn)
				}
			}
			if known != (s.Turns.End > 0) || (known && boxes[len(boxes)-1].Number != s.Turns.End) {
				t.Errorf("last box %d (known %v), game length %d", boxes[len(boxes)-1].Number, known, s.Turns.End)
			}
			if f == "bussaco20-espana.yaml" && (len(boxes) != 8 || known) {
				t.Errorf("Bussaco 20 España: %d boxes (known %v), want turns 1 to 8, the last not known", len(boxes), known)
			}
		})
	}
}
