// Units that cannot be dummies (Arapiles 20 16.1.3; kind
// dummy_restriction).

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// dummyRestrictedBy reports whether a dummy_restriction rule forbids unit
// u to receive a Dummy (Arapiles 20 16.1.3, the Spanish unit).
func dummyRestrictedBy(b *rules.Board, _ scenario.Rule, x any, u int) bool {
	p, _ := x.(*unitParams)
	return p != nil && p.Unit == b.Units[u].ID
}
