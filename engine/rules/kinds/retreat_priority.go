// The hexes retreats head for (9.7.7; kind retreat_priority).

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The retreat_priority kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "retreat_priority", Rule: "9.7.7", Doc: "the hexes retreats head for",
		Keys: &scenario.KeyParam{Key: scenario.KeySideNationality, Suffixes: []string{"_south_bank", "_organized_retreat"}, Value: scenario.HexRoute, Doc: "the hexes the side's (or nationality's) retreats head for; with _organized_retreat, once the side's Organized Retreat is authorized"}})
}

func init() { rules.BindAtFirstUse(bindRetreatKinds) }

// The hexes retreats head for (kind retreat_priority), 9.7.7.
func bindRetreatKinds() {
	rules.Bind("retreat_priority", rules.Hooks{Params: newParams[retreatPriorityParams], Map: retreatPriority,
		Board: nationalityRetreatNote}) // by nationality: retreat_nationality.go
}

// retreatPriorityParams are a retreat_priority rule's parameters: the
// hexes each side's (or nationality's) retreats head for, by side name.
// The nationality tables its Board hook builds are the kind's own state
// (natRetreatSlot).
type retreatPriorityParams struct {
	Targets map[string]string `param:"*"`
}

// retreatPriority makes a side's retreats head for the hexes a
// retreat_priority rule names instead of its LOC hexes (9.7.7); a value in
// words (no hex number) leaves the LOC hexes.
func retreatPriority(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[retreatPriorityParams](b, r)
	applied := false
	for side := 0; side < 2; side++ {
		var targets []int32
		for _, code := range strings.Split(p.Targets[rules.SideName(side)], ",") {
			if h, err := b.Parse(strings.TrimSpace(code)); err == nil {
				targets = append(targets, h)
			}
		}
		if len(targets) == 0 {
			continue
		}
		applied = true
		dist := make([]int16, b.N)
		for i := 0; i < b.N; i++ {
			d := 32767
			for _, t := range targets {
				d = min(d, b.Hexes[i].Distance(b.Hexes[t]))
			}
			dist[i] = int16(d)
		}
		b.RetreatDist[side] = dist
	}
	if applied {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): retreats head for the hexes it names (9.7.7)", r.ID, r.Title)
	} else {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): no hex numbers given; retreats head for the LOC hexes", r.ID, r.Title)
	}
}
