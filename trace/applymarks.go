package trace

import (
	"fmt"
	"slices"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// markSide is a group's side as named or suggested, and how sure it is.
type markSide struct {
	side string
	sure float64
}

// markSides checks the sides the designer named for the groups of
// markings and returns each kept group's side; a group named none, or
// unnamed without a suggestion, is left out.
func markSides(p *Proposal) (map[int]markSide, error) {
	out := map[int]markSide{}
	for _, g := range p.MarkGroups {
		switch g.Kind {
		case MarkObjective, MarkLOC, MarkEntry, MarkPlace:
		default:
			return nil, fmt.Errorf("mark group %d: kind %q is none of objective, loc, entry, place", g.ID, g.Kind)
		}
		switch {
		case g.Side == "none":
		case g.Kind == MarkPlace:
			out[g.ID] = markSide{sure: 1}
		case g.Side == scenario.French || g.Side == scenario.AntiFrench || (g.Side == "both" && g.Kind == MarkEntry):
			out[g.ID] = markSide{g.Side, 1}
		case g.Side != "":
			want := "french, anti-french or none"
			if g.Kind == MarkEntry {
				want = "french, anti-french, both or none"
			}
			return nil, fmt.Errorf("mark group %d (%s): side %q is not %s", g.ID, g.Kind, g.Side, want)
		case g.Suggested != "":
			out[g.ID] = markSide{g.Suggested, g.SuggestedConfidence}
		}
	}
	return out, nil
}

// applyMarks writes the markings at least threshold sure into s: each
// Objective and LOC not already marked, each entry-area hex into its area
// (made when new), and each place whose name the designer typed. It
// returns how many were written and the places left unnamed.
func applyMarks(s *scenario.Scenario, p *Proposal, sides map[int]markSide, threshold float64) (int, []string) {
	n := 0
	var unnamed []string
	marked := func(list []scenario.MarkedHex, hex string) bool {
		return slices.ContainsFunc(list, func(x scenario.MarkedHex) bool { return x.Hex == hex })
	}
	for _, m := range p.Marks {
		sd, ok := sides[m.Group]
		if !ok || m.Confidence*sd.sure < threshold {
			continue
		}
		switch m.Kind {
		case MarkObjective:
			if !marked(s.Map.Objectives, m.Hex) && sd.side != "both" {
				s.Map.Objectives = append(s.Map.Objectives, scenario.MarkedHex{Hex: m.Hex, Side: sd.side})
				n++
			}
		case MarkLOC:
			if !marked(s.Map.LOCs, m.Hex) && sd.side != "both" {
				s.Map.LOCs = append(s.Map.LOCs, scenario.MarkedHex{Hex: m.Hex, Side: sd.side})
				n++
			}
		case MarkEntry:
			id := m.Area
			if id == "" {
				id = "A"
			}
			i := slices.IndexFunc(s.Map.EntryAreas, func(ea scenario.EntryArea) bool { return ea.ID == id })
			if i < 0 {
				s.Map.EntryAreas = append(s.Map.EntryAreas, scenario.EntryArea{ID: id, Side: sd.side})
				i = len(s.Map.EntryAreas) - 1
			}
			if !slices.Contains(s.Map.EntryAreas[i].Hexes, m.Hex) {
				s.Map.EntryAreas[i].Hexes = append(s.Map.EntryAreas[i].Hexes, m.Hex)
				n++
			}
		case MarkPlace:
			if m.Name == "" {
				unnamed = append(unnamed, m.Hex)
				continue
			}
			if !slices.ContainsFunc(s.Map.Places, func(x scenario.Place) bool { return x.Hex == m.Hex && x.Name == m.Name }) {
				s.Map.Places = append(s.Map.Places, scenario.Place{Name: m.Name, Hex: m.Hex})
				n++
			}
		}
	}
	return n, unnamed
}
