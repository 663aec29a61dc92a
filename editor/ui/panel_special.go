package ui

import (
	"fmt"
	"slices"
	"sort"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// RuleKind describes a special-rule kind for its form: one field per
// parameter. The special-rule registry of engine/scenario provides them
// through RuleKinds.
type RuleKind struct {
	Name, Doc string
	Rule      string   // the standard rule the kind modifies or implements
	Unplayed  string   // why the engine plays no rule of the kind, if it does not
	Needs     []string // what the engine needs beyond the required parameters
	Keys      string   // what the further parameters named after units or sides give, if any
	Params    []RuleParam
}

// describe is the kind's one-line description with its rule number and
// what the engine makes of it, for the form.
func (k RuleKind) describe() string {
	s := k.Doc
	if s == "" {
		return ""
	}
	if k.Rule != "" {
		s += " [" + k.Rule + "]"
	}
	if k.Unplayed != "" {
		s += ". Not played by the rules engine: " + k.Unplayed
	}
	if len(k.Needs) > 0 {
		s += ". The engine plays it once it has " + strings.Join(k.Needs, "; and ")
	}
	if k.Keys != "" {
		s += ". Further parameters, named after a unit or side, give " + k.Keys + " (under Other parameters)"
	}
	return s + "."
}

// kindOption is a kind as the Kind list offers it: its name, its rule and
// the start of its description.
func kindOption(k RuleKind) string {
	s := k.Name + " — "
	if k.Rule != "" {
		s += "[" + k.Rule + "] "
	}
	d := []rune(k.Doc)
	if len(d) > 60 {
		d = append(d[:59], '…')
	}
	return s + string(d)
}

// kindName reads the kind's name back from a Kind list option.
func kindName(option string) string {
	name, _, _ := strings.Cut(option, " — ")
	return strings.TrimSpace(name)
}

// RuleParam is one parameter of a RuleKind. Pick names what the field
// chooses from: "unit", "units", "hex", "hexes", "card", "table", "zone",
// "rule", "side", or "" for text; Values lists an enumeration's values.
type RuleParam struct {
	Name, Doc string
	Required  bool
	Pick      string
	Values    []string
	Range     [2]int // a whole number's least and greatest values, when it is one
}

// describe is the parameter's description for the line under its field:
// what it is, whether it must be given and what it takes.
func (p RuleParam) describe() string {
	s := p.Doc
	if s == "" {
		s = p.Name
	}
	var takes string
	switch {
	case p.Range != [2]int{}:
		takes = fmt.Sprintf("a whole number from %d to %d", p.Range[0], p.Range[1])
	case p.Pick == "units" || p.Pick == "hexes":
		takes = p.Pick + ", separated by commas"
	case p.Pick != "":
		takes = "one " + p.Pick
	case len(p.Values) > 0 && len(p.Values) <= 6:
		takes = "one of " + strings.Join(p.Values, ", ")
	}
	if takes != "" {
		s += " (" + takes + ")"
	}
	if p.Required {
		s += "; required"
	}
	return s
}

// docLine is a form row without a label that describes the row above it,
// in small wrapped text.
func docLine(s string) *widget.FormItem {
	l := widget.NewLabel(s)
	l.Wrapping = fyne.TextWrapWord
	l.SizeName = theme.SizeNameCaptionText
	return widget.NewFormItem("", l)
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
			kinds = append(kinds, kindOption(k))
		}
	}
	kind := widget.NewSelectEntry(kinds)
	kind.SetText(r.Kind)
	// Choosing a known kind commits it at once, and the form is built
	// again with that kind's description and parameter fields. The list
	// offers each kind with its rule and description; the field keeps
	// its name.
	kind.OnChanged = func(k string) {
		if n := kindName(k); n != k {
			if _, ok := ruleKind(n); ok {
				kind.SetText(n)
				return
			}
		}
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
	// A known kind gets its description and one field per parameter, each
	// described under it, with the scenario's units, cards, tables and
	// zones to pick from; anything else is edited as key=value lines.
	spec, known := ruleKind(r.Kind)
	switch {
	case known && spec.describe() != "":
		items = append(items, docLine(spec.describe()))
	case r.Kind != "":
		items = append(items, docLine("No kind of this name is known: the rules engine plays no rule of it, and the validator says so. Choose a kind from the list."))
	case RuleKinds != nil:
		items = append(items, docLine("Without a kind the rule is words for the players. Choose a kind from the list for the rules engine to play it; its parameters then appear here."))
	}
	type field struct {
		name  string
		entry *pickField
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
			en := newPickField(opts)
			en.SetText(r.Params[p.Name])
			en.SetPlaceHolder(p.Doc)
			label := p.Name
			if p.Required {
				label += " *"
			}
			items = append(items, widget.NewFormItem(label, en), docLine(p.describe()))
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
