package cli

import (
	"encoding/json"
	"strings"
	"testing"
)

// TestRulesCommand lists Slobozia 20's special rules with their status
// (the Danube Flotilla, 9.4.5, partly applied; the Second Day, 14.2, not
// applied), as text and JSON; bad input exits 2.
func TestRulesCommand(t *testing.T) {
	code, out, errs := adcRun("rules", "slobozia20")
	if code != ExitOK || errs != "" {
		t.Fatalf("exit %d: %s", code, errs)
	}
	for _, want := range []string{
		"danube-flotilla [9.4.5] (The Danube Flotilla, flotilla): partly applied\n",
		"second-day [14.2] (The Second Day of Battle, optional_extension): not applied\n",
		" special rules: ",
	} {
		if !strings.Contains(out, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
	code, out, _ = adcRun("rules", "slobozia20", "--format", "json")
	var rs []ruleJSON
	if code != ExitOK || json.Unmarshal([]byte(out), &rs) != nil || len(rs) == 0 {
		t.Fatalf("json exit %d: %s", code, out)
	}
	for _, r := range rs {
		if r.ID == "danube-flotilla" && (r.Status != "partly applied" || len(r.Notes) == 0) {
			t.Errorf("%+v", r)
		}
	}
	for _, args := range [][]string{{"rules"}, {"rules", "no-such-scenario"}, {"rules", "slobozia20", "--format", "xml"}} {
		if code, _, _ := adcRun(args...); code != ExitBadInput {
			t.Errorf("%v: exit %d, want %d", args, code, ExitBadInput)
		}
	}
}
