package ui

import (
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// TestRulesPanel lists Slobozia 20's special rules with their status: the
// Danube Flotilla (9.4.5) partly applied, the Second Day (14.2) not
// applied; a scenario the engine cannot play says why.
func TestRulesPanel(t *testing.T) {
	test.NewTempApp(t)
	data, err := scenarios.Open("slobozia20")
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "slobozia20.yaml")
	if err != nil {
		t.Fatal(err)
	}
	p := NewRulesPanel()
	p.SetScenario(s)
	if len(p.Items()) != len(s.Special) || !strings.HasPrefix(p.Summary(), "Special rules: ") || strings.Contains(p.Summary(), "cannot") {
		t.Fatalf("%d items for %d rules; summary %q", len(p.Items()), len(s.Special), p.Summary())
	}
	want := map[string]rules.Status{"danube-flotilla": rules.PartlyApplied, "second-day": rules.NotApplied}
	for _, rs := range p.Items() {
		if st, ok := want[rs.ID]; ok {
			if rs.Status != st {
				t.Errorf("%s: %s, want %s", rs.ID, rs.Status, st)
			}
			if text := ruleStatusText(rs); !strings.Contains(text, "("+rs.ID+", "+rs.Kind+"): "+st.String()) {
				t.Errorf("row %q", text)
			}
			delete(want, rs.ID)
		}
	}
	if len(want) != 0 {
		t.Errorf("rules not listed: %v", want)
	}
	s.Units[0].Strength = nil
	p.SetScenario(s)
	if !strings.Contains(p.Summary(), "cannot play") || len(p.Items()) != 0 {
		t.Errorf("summary %q with %d items", p.Summary(), len(p.Items()))
	}
}

// TestShowSpecialRules opens the list over the open scenario.
func TestShowSpecialRules(t *testing.T) {
	ed, w := newEditor(t)
	ed.ShowSpecialRules()
	if len(w.Canvas().Overlays().List()) == 0 {
		t.Fatal("no dialog shown")
	}
}
