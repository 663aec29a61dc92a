// Player turns skipped (Bailén 20 17.2; kind skip_player_turn).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// skipPlayerTurnRule reports whether a skip_player_turn rule skips the
// player turn now beginning (Bailén 20 17.2).
func skipPlayerTurnRule(s *rules.State, _ scenario.Rule, x any) bool {
	p, _ := x.(*sideTurnParams)
	return p.on(s.Phasing, s.Turn)
}
