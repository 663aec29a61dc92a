package kinds

import (
	"strconv"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// appliedOrWarned builds the fixture's board and validates its scenario,
// and returns how the engine applies rule id and the validator's warning
// about it that says the engine does not apply it (special-needs or
// special-value: "message | hint"), or "".
func appliedOrWarned(t *testing.T, f *fixture, id string) (rules.Status, string) {
	t.Helper()
	var warned []string
	for _, fd := range scenario.Validate(f.s, f.Charts()) {
		if strings.Contains(fd.Object, strconv.Quote(id)) && (fd.Check == "special-needs" || fd.Check == "special-value") {
			warned = append(warned, fd.Message+" | "+fd.Hint)
		}
	}
	if len(warned) > 1 {
		t.Errorf("more than one warning: %q", warned)
	}
	for _, rs := range f.board().RuleStatuses() {
		if rs.ID == id {
			return rs.Status, strings.Join(warned, "")
		}
	}
	t.Fatalf("no status of rule %q", id)
	return 0, ""
}
