package print

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// TestRosterPDFHeadquartersAndNotes: the roster pages print the army's
// headquarters (Napoleon +3, Headquarters p.13), the headquarters the army
// list attaches to a unit, and each unit's notes.
func TestRosterPDFHeadquartersAndNotes(t *testing.T) {
	needTool(t, "pdftotext")
	rs := loadRuleset(t)
	r := bundledRoster(t, rs, "french-1812")
	u := &r.Corps[1].Units[0]
	u.Attached = &odn.AttachedHeadquarters{Label: "army headquarters", Bonus: 3, Level: odn.HQArmy, Name: "Napoleon"}
	pages, _ := RosterPages(r, rs, Papers[0], nil)
	text := strings.Join(strings.Fields(pageText(t, writePDF(t, pages, "roster-hq"), 1, len(pages))), " ")
	for _, want := range []string{
		"Army headquarters: Napoleon, Morale Test +3 when attached",
		"Napoleon (army headquarters) attached: Morale Test +3",
		"Notes: The rules' roster example (p.3).",
		"Notes: The rules' 3,000-man division (p.4).",
	} {
		if !strings.Contains(text, want) {
			t.Errorf("%q not on the roster pages", want)
		}
	}
	// Without a headquarters, no headquarters line.
	r.HQ = nil
	pages, _ = RosterPages(r, rs, Papers[0], nil)
	if text := pageText(t, writePDF(t, pages, "roster-nohq"), 1, len(pages)); strings.Contains(text, "Army headquarters:") {
		t.Error("an army headquarters line without a headquarters")
	}
}
