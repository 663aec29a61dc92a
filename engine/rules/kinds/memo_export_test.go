package kinds

import (
	"fmt"
	"reflect"

	"github.com/aide-de-camp/adc/engine/rules"
)

// MemosDisagree compares the Board's memoized reads of its special rules
// (the caution rule's side and until_turn, the event_effect rules that
// name a card, among them)
// with the same reads made afresh, and says how they differ ("" when they
// agree).
func MemosDisagree(b *rules.Board) string {
	r, ok := apathyRule(b)
	if fr, fok := findApathyRule(b); ok != fok || !reflect.DeepEqual(r, fr) {
		return fmt.Sprintf("apathyRule: memo %v %v, afresh %v %v", r.ID, ok, fr.ID, fok)
	}
	for _, side := range []string{rules.SideName(rules.French), rules.SideName(rules.AntiFrench), "", "nobody"} {
		r, ok := coordinationRule(b, side)
		if fr, fok := findCoordinationRule(b, side); ok != fok || !reflect.DeepEqual(r, fr) {
			return fmt.Sprintf("coordinationRule(%q): memo %v %v, afresh %v %v", side, r.ID, ok, fr.ID, fok)
		}
	}
	if got, want := leaderCardRules(b), findLeaderCardRules(b); !reflect.DeepEqual(got, want) {
		return fmt.Sprintf("leaderCardRules: memo %+v, afresh %+v", got, want)
	}
	for _, cr := range leaderCardRules(b) {
		if cr.r.Kind != "event_effect" || cr.side != cr.r.Params["side"] || cr.title != cr.r.Params["card_title"] || cr.title == "" {
			return fmt.Sprintf("leaderCardRules: %s read as side %q card %q", cr.r.ID, cr.side, cr.title)
		}
	}
	r, ok = cautionRule(b)
	if fr, fok := findCautionRule(b); ok != fok || !reflect.DeepEqual(r, fr) {
		return fmt.Sprintf("cautionRule: memo %v %v, afresh %v %v", r.ID, ok, fr.ID, fok)
	}
	until, err := r.Params.Int("until_turn")
	if c := cautionBoardSlot.Of(b); ok && (c.side != r.Params["side"] || c.until != until || (c.untilErr == nil) != (err == nil)) {
		return fmt.Sprintf("cautionRule %s: side %q until %d (%v) read once, %q %d (%v) afresh", r.ID, c.side, c.until, c.untilErr, r.Params["side"], until, err)
	}
	return ""
}
