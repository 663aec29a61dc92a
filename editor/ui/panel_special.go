package ui

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// RuleKind describes a special-rule kind for its form: one field per
// parameter. The special-rule registry of engine/scenario provides them
// through RuleKinds.
type RuleKind struct {
	Name, Doc string
	Params    []RuleParam
}

// RuleParam is one parameter of a RuleKind. Pick names what the field
// chooses from: "unit", "units", "hex", "hexes", "card", "table", "zone",
// "rule", "side", or "" for text; Values lists an enumeration's values.
type RuleParam struct {
	Name, Doc string
	Required  bool
	Pick      string
	Values    []string
}

// RuleKinds returns the registered special-rule kinds; nil until a
// registry is wired in, and then the panel falls back to key=value lines.
var RuleKinds func() []RuleKind

func ruleKind(name string) (RuleKind, bool) {
	if RuleKinds == nil {
		return RuleKind{}, false
	}
	for _, k := range RuleKinds() {
		if k.Name == name {
			return k, true
		}
	}
	return RuleKind{}, false
}

func newSpecialPanel() *listPanel[scenario.Rule] {
	return &listPanel[scenario.Rule]{
		title: "Special rules",
		help:  "The scenario's exclusive rules. A rule with a kind is played by the rules engine with its parameters; a rule without one keeps the rulebook's words for the players.",
		get:   func(s *scenario.Scenario) []scenario.Rule { return s.Special },
		set:   func(d *document.Document, xs []scenario.Rule) error { return d.SetSpecial(xs) },
		label: func(r scenario.Rule) string {
			s := r.Title
			if r.Number != "" {
				s = "[" + r.Number + "] " + s
			}
			if r.Kind != "" {
				s += " · " + r.Kind
			}
			return s
		},
		fresh: func(s *scenario.Scenario, xs []scenario.Rule) scenario.Rule {
			for n := len(xs) + 1; ; n++ {
				id := fmt.Sprintf("rule-%d", n)
				if !slices.ContainsFunc(xs, func(r scenario.Rule) bool { return r.ID == id }) {
					return scenario.Rule{ID: id, Title: "New rule"}
				}
			}
		},
		form: ruleForm,
	}
}

// pickOptions lists what a parameter may name in this scenario.
func pickOptions(s *scenario.Scenario, pick string) []string {
	var out []string
	switch pick {
	case "unit", "units":
		for _, u := range s.Units {
			out = append(out, u.ID)
		}
	case "card":
		for _, c := range s.Deck.Cards {
			if c.Number > 0 {
				out = append(out, fmt.Sprintf("%d", c.Number))
			} else {
				out = append(out, c.Title)
			}
		}
	case "table":
		for _, t := range s.Tables {
			out = append(out, t.ID)
		}
	case "zone":
		for _, a := range s.Map.EntryAreas {
			out = append(out, a.ID)
		}
		for _, z := range s.Deployment {
			out = append(out, z.ID)
		}
	case "rule":
		for _, r := range s.Special {
			out = append(out, r.ID)
		}
	case "side":
		out = []string{scenario.French, scenario.AntiFrench}
	}
	return out
}

func ruleForm(e *Editor, r scenario.Rule) ([]*widget.FormItem, func() (scenario.Rule, error)) {
	s := e.Doc.Scenario()
	id, number, title := textEntry(r.ID), textEntry(r.Number), textEntry(r.Title)
	text := multiEntry(r.Text, 4)
	var kinds []string
	if RuleKinds != nil {
		for _, k := range RuleKinds() {
			kinds = append(kinds, k.Name)
		}
	}
	kind := widget.NewSelectEntry(kinds)
	kind.SetText(r.Kind)
	// Choosing a known kind commits it at once, and the form is built
	// again with that kind's parameter fields.
	kind.OnChanged = func(k string) {
		if _, ok := ruleKind(k); !ok || k == r.Kind {
			return
		}
		if b := e.forms["section"]; b != nil {
			b.rebuild = true
			b.commit("Kind")
			b.rebuild = false
		}
	}
	items := []*widget.FormItem{widget.NewFormItem("Id", id), widget.NewFormItem("Rule number", number),
		widget.NewFormItem("Title", title), widget.NewFormItem("Kind", kind)}
	// A known kind gets one field per parameter, with the scenario's
	// units, cards, tables and zones to pick from; anything else is edited
	// as key=value lines.
	spec, known := ruleKind(r.Kind)
	type field struct {
		name  string
		entry *widget.SelectEntry
	}
	var fieldsOf []field
	rest := map[string]string{}
	for k, v := range r.Params {
		rest[k] = v
	}
	if known {
		for _, p := range spec.Params {
			opts := p.Values
			if len(opts) == 0 {
				opts = pickOptions(s, p.Pick)
			}
			en := widget.NewSelectEntry(opts)
			en.SetText(r.Params[p.Name])
			en.SetPlaceHolder(p.Doc)
			label := p.Name
			if p.Required {
				label += " *"
			}
			items = append(items, widget.NewFormItem(label, en))
			fieldsOf = append(fieldsOf, field{p.Name, en})
			delete(rest, p.Name)
		}
	}
	var keys []string
	for k := range rest {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	var pl []string
	for _, k := range keys {
		pl = append(pl, k+"="+rest[k])
	}
	params := multiEntry(strings.Join(pl, "\n"), 3)
	params.SetPlaceHolder("turn=5\nhexes=0707,0808")
	label := "Parameters"
	if known {
		label = "Other parameters"
	}
	items = append(items, widget.NewFormItem(label, params), widget.NewFormItem("Text", text))
	return items, func() (scenario.Rule, error) {
		out := scenario.Rule{ID: strings.TrimSpace(id.Text), Number: strings.TrimSpace(number.Text), Title: strings.TrimSpace(title.Text),
			Kind: strings.TrimSpace(kind.Text), Text: strings.TrimSpace(text.Text)}
		if out.Title == "" {
			return out, fmt.Errorf("special rule %q: the title is empty", out.ID)
		}
		ps := map[string]string{}
		for _, f := range fieldsOf {
			if v := strings.TrimSpace(f.entry.Text); v != "" {
				ps[f.name] = v
			}
		}
		for n, l := range strings.Split(params.Text, "\n") {
			if strings.TrimSpace(l) == "" {
				continue
			}
			k, v, ok := strings.Cut(l, "=")
			if !ok || strings.TrimSpace(k) == "" {
				return out, fmt.Errorf("special rule %q, parameter line %d: %q: write name=value", out.ID, n+1, l)
			}
			ps[strings.TrimSpace(k)] = strings.TrimSpace(v)
		}
		if len(ps) > 0 {
			out.Params = ps
		}
		return out, nil
	}
}
