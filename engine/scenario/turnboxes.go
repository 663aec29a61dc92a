package scenario

import "strings"

// TrackBoxes returns a box for every Game Turn of the Game Turn Record
// Track (4.0), from the first turn to the last with none left out: the
// listed turns keep their labels, night and sudden-death numbers, and the
// turns between them are plain boxes. The last turn is the game's length
// (Turns.End) when the scenario gives it (known is then true); otherwise
// the latest turn the scenario names anywhere (a listed box, an arrival, a
// turn-box deployment zone, a special rule's turn), and known is false: the
// track stops there, and a reader must be told that the game may go on.
func (s *Scenario) TrackBoxes() (boxes []Turn, known bool) {
	first := max(1, s.Turns.Start)
	listed := map[int]Turn{}
	last := 0
	for _, t := range s.Turns.Turns {
		listed[t.Number] = t
		first = min(first, max(1, t.Number))
		last = max(last, t.Number)
	}
	known = s.Turns.End > 0
	if known {
		last = max(last, s.Turns.End)
	} else {
		for _, u := range s.Units {
			last = max(last, u.Placement.Turn)
		}
		for _, z := range s.Deployment {
			last = max(last, z.Turn)
		}
		for _, r := range s.Special {
			for name := range r.Params {
				if name == "turn" || name == "turns" || strings.HasSuffix(name, "_turn") || strings.HasSuffix(name, "_turns") {
					if _, hi := r.Params.Range(name); hi < 100 {
						last = max(last, hi)
					}
				}
			}
		}
	}
	for n := first; n <= last; n++ {
		t, ok := listed[n]
		if !ok {
			t = Turn{Number: n}
		}
		boxes = append(boxes, t)
	}
	return boxes, known
}
