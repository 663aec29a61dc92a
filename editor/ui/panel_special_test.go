package ui

import (
	"strconv"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// formTexts lists the texts of a form's label-only rows (the descriptions).
func formTexts(f *widget.Form) []string {
	var out []string
	for _, it := range f.Items {
		if l, ok := it.Widget.(*widget.Label); ok && it.Text == "" {
			out = append(out, l.Text)
		}
	}
	return out
}

// TestSpecialRuleFormDescribesItsKind: the kind registry's one-line
// description and rule number show under the Kind field, and each
// parameter's description and what it takes under its field, as text and
// not only as a placeholder; the Kind list offers each kind with its rule.
func TestSpecialRuleFormDescribesItsKind(t *testing.T) {
	ed := newBlankEditor(t)
	ed.Doc.SetSpecial([]scenario.Rule{{ID: "cm", Title: "Corps attacks", Kind: "combat_modifier"}})
	p := ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	k, _ := scenario.Kind("combat_modifier")
	texts := strings.Join(formTexts(p.Form), "\n")
	for _, want := range []string{k.Doc + " [9.5]", "the modifier to the differential (a whole number from -10 to 10); required", "The engine plays it once it has"} {
		if !strings.Contains(texts, want) {
			t.Errorf("the form's descriptions do not say %q:\n%s", want, texts)
		}
	}
	opts := formField(p.Form, "Kind").(*widget.SelectEntry)
	test.Type(opts, "") // the list is built
	found := false
	for _, it := range RuleKinds() {
		if it.Name == "combat_modifier" {
			found = strings.HasPrefix(kindOption(it), "combat_modifier — [9.5] a modifier")
		}
	}
	if !found {
		t.Errorf("the Kind list's option for combat_modifier does not give its rule and description")
	}
	// Choosing the option keeps the kind's name in the file.
	ed.Doc.SetSpecial([]scenario.Rule{{ID: "plain", Title: "Plain"}})
	p = ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	if texts := strings.Join(formTexts(p.Form), "\n"); !strings.Contains(texts, "Without a kind") {
		t.Errorf("a rule without a kind is not told what a kind does:\n%s", texts)
	}
	for _, it := range RuleKinds() {
		if it.Name == "combat_modifier" {
			formField(p.Form, "Kind").(*widget.SelectEntry).SetText(kindOption(it))
		}
	}
	if got := ed.Doc.Scenario().Special[0].Kind; got != "combat_modifier" {
		t.Errorf("kind %q after choosing its option, want combat_modifier", got)
	}
}

// TestSpecialRuleParameterCommitsItself: a parameter's field commits when
// it loses the focus (one undo step, named after it) and when a value of
// its list is chosen; no Apply.
func TestSpecialRuleParameterCommitsItself(t *testing.T) {
	ed := newBlankEditor(t)
	ed.Doc.SetSpecial([]scenario.Rule{{ID: "cm", Title: "Corps attacks", Kind: "combat_modifier"}})
	p := ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	diff := formField(p.Form, "differential *").(*pickField)
	ed.Win.Canvas().Focus(diff)
	test.Type(diff, "-1")
	if got := ed.Doc.Scenario().Special[0].Params["differential"]; got != "" {
		t.Fatalf("differential %q before the field was left", got)
	}
	ed.Win.Canvas().Unfocus()
	if got := ed.Doc.Scenario().Special[0].Params["differential"]; got != "-1" {
		t.Fatalf("differential %q after leaving the field, want -1", got)
	}
	if l, _ := ed.Doc.CanUndo(); !strings.Contains(l, "differential") {
		t.Errorf("undo step %q is not named after the field", l)
	}
	p = ed.tabs.panels[5].(*listPanel[scenario.Rule])
	side := formField(p.Form, "side *").(*pickField)
	side.SetText(scenario.AntiFrench) // a value of its list, as the drop-down sets it
	if got := ed.Doc.Scenario().Special[0].Params["side"]; got != scenario.AntiFrench {
		t.Errorf("side %q after choosing it, want it committed", got)
	}
	ed.undo()
	if got := ed.Doc.Scenario().Special[0].Params; got["side"] != "" || got["differential"] != "-1" {
		t.Errorf("one undo left %v, want only the side taken back", got)
	}
}

// ruleFindings lists the validator's findings about special rule i.
func ruleFindings(ed *Editor, i int) []scenario.Finding {
	var out []scenario.Finding
	prefix := "special_rules[" + strconv.Itoa(i) + "]"
	for _, f := range defaultValidate(ed.Doc.Scenario()) {
		if strings.HasPrefix(f.Path, prefix) {
			out = append(out, f)
		}
	}
	return out
}

// TestCombatModifierMadeThroughItsForm: a combat_modifier (9.5) made in the
// Special rules tab, kind chosen from the list and parameters typed in
// their fields, either validates with a finding that says what it lacks
// or is applied by the rules engine, as adc play would play it; never
// clean and unplayed.
func TestCombatModifierMadeThroughItsForm(t *testing.T) {
	ed, _ := newEditor(t)
	ed.ShowPanel("special_rules")
	test.Tap(findButton(t, ed, "Add"))
	i := len(ed.Doc.Scenario().Special) - 1
	p := ed.ShowPanel("special_rules").(*listPanel[scenario.Rule])
	for _, k := range RuleKinds() {
		if k.Name == "combat_modifier" {
			formField(p.Form, "Kind").(*widget.SelectEntry).SetText(kindOption(k))
		}
	}
	p = ed.tabs.panels[5].(*listPanel[scenario.Rule])
	fill := func(label, v string) {
		t.Helper()
		f, ok := formField(p.Form, label).(*pickField)
		if !ok {
			t.Fatalf("no field %q in the combat_modifier form", label)
		}
		ed.Win.Canvas().Focus(f)
		f.SetText(v)
		ed.Win.Canvas().Unfocus()
	}
	fill("side *", scenario.French)
	fill("differential *", "-1")
	check := func(when string) (findings []scenario.Finding, applied bool) {
		t.Helper()
		r := ed.Doc.Scenario().Special[i]
		if r.Kind != "combat_modifier" || r.Params["side"] != scenario.French || r.Params["differential"] != "-1" {
			t.Fatalf("%s: the rule is %+v", when, r)
		}
		sts, err := document.SpecialRuleStatuses(ed.Doc.Scenario())
		if err != nil {
			t.Fatalf("%s: %v", when, err)
		}
		for _, st := range sts {
			if st.ID == r.ID {
				applied = st.Status == rules.Applied
			}
		}
		findings = ruleFindings(ed, i)
		if len(findings) == 0 && !applied {
			t.Errorf("%s: the rule validates clean but the engine does not apply it", when)
		}
		return findings, applied
	}
	if fs, _ := check("side and differential only"); len(fs) == 0 {
		t.Error("a combat_modifier without the attacks it applies to validates clean")
	} else {
		t.Logf("side and differential only: %s", fs[0].Message)
	}
	fill("free_combined_attacks", "1")
	if fs, applied := check("with the free Combined Attacks"); len(fs) > 0 || !applied {
		t.Errorf("with free_combined_attacks: findings %v, applied %v; want it clean and applied", fs, applied)
	}
}
