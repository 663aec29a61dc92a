package rules

import (
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { bindAtFirstUse(bindLocKinds) }

// Captured LOC hexes with a morale value of their own (kind loc_morale).
func bindLocKinds() {
	bind("loc_morale", Hooks{Board: func(b *Board, r scenario.Rule) {
		b.ruleNote(r, Applied, "special rule %q (%s): captured LOC hexes cost their own morale value at night (14.0)", r.ID, r.Title)
	}, LOCValue: locMoraleValue})
}

// locMoraleValue is the morale a captured LOC hex costs its owner when a
// loc_morale rule gives it a value of its own instead of the Morale
// Chart's two-LOC line (Rousse/Slobozia 20 14.1; Talavera and Bailén 20
// 14.2).
func locMoraleValue(b *Board, r scenario.Rule, h int32, owner int) (int, bool) {
	if v := r.Params["morale_per_loc"]; v != "" {
		n, err := strconv.Atoi(strings.TrimPrefix(v, "-"))
		if err != nil {
			return 0, false
		}
		if sides := r.Params["sides"]; sides == "" || strings.Contains(sides, SideName(owner)) {
			return n, true
		}
		return 0, false
	}
	n, err := r.Params.Int("morale")
	if err != nil {
		return 0, false
	}
	for _, code := range strings.Split(r.Params["hexes"]+","+r.Params["hex"], ",") {
		if code = strings.TrimSpace(code); code == "" {
			continue
		}
		if x, err := b.parse(code); err == nil && x == h {
			return n, true
		}
	}
	return 0, false
}
