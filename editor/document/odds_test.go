package document

import (
	"bytes"
	"fmt"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/cli"
	"github.com/aide-de-camp/adc/scenarios"
)

// The editor's odds preview answers as adc odds does (9.0): the same
// totals, column and probabilities.
func TestOddsAnswersAsAdcOdds(t *testing.T) {
	data, err := scenarios.Open("bussaco20-espana")
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20-espana.yaml")
	if err != nil {
		t.Fatal(err)
	}
	d := New(s, "")
	for id, code := range map[string]string{"fr-montbrun": "0510", "fr-marchand": "0511"} {
		if err := d.PlaceUnit(id, code, ""); err != nil {
			t.Fatal(err)
		}
	}
	o, err := Odds(d.Scenario(), "", []string{"fr-montbrun", "fr-marchand"}, []string{"al-hill"})
	if err != nil {
		t.Fatal(err)
	}
	var out, errb bytes.Buffer
	if code := cli.Run([]string{"odds", "bussaco20-espana", "fr-montbrun", "fr-marchand", "vs", "al-hill",
		"--at", "fr-montbrun=0510", "--at", "fr-marchand=0511"}, strings.NewReader(""), &out, &errb); code != cli.ExitOK {
		t.Fatalf("adc odds: %d %s", code, errb.String())
	}
	want := fmt.Sprintf("Attack %d, defense %d (terrain %+d): differential %+d, CRT column %+d", o.Attack, o.Defense, o.Terrain, o.Differential, o.Column)
	if !strings.Contains(out.String(), want) {
		t.Errorf("the editor says %q; adc odds says:\n%s", want, out.String())
	}
	for _, r := range o.Results {
		if line := fmt.Sprintf("%-6s  %6.1f%%", r.Code, 100*r.Probability); !strings.Contains(out.String(), line) {
			t.Errorf("result %s %.3f is not in adc odds' answer:\n%s", r.Code, r.Probability, out.String())
		}
	}
	// A battle the rules forbid is refused with the reason.
	if _, err := Odds(d.Scenario(), "", []string{"fr-montbrun"}, []string{"al-craufurd"}); err == nil {
		t.Error("odds of units far apart were given")
	}
}
