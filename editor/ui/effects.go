package ui

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// An event's effects are chosen from a list of kinds (5.0), each with its
// description and only the fields it uses: no mini-language to guess.

// effectKind describes an effect kind for the event form.
type effectKind struct {
	ID, Doc string
	Fields  []string // among side, value, units, entry_area, hex, rule
}

var effectKindList = []effectKind{
	{scenario.EffectMorale, "the side gains Value Morale points; a negative Value loses them (12.0)", []string{"side", "value"}},
	{scenario.EffectReinforce, "the units enter at an entry area or a hex (11.0)", []string{"units", "entry_area", "hex"}},
	{scenario.EffectRemove, "the units are removed from play", []string{"units"}},
	{scenario.EffectRally, "the side may rally Value units now (10.0)", []string{"side", "value"}},
	{scenario.EffectNoMove, "the units, or all of the side's, may not move this turn", []string{"side", "units"}},
	{scenario.EffectEndTurn, "the turn ends at once", nil},
	{scenario.EffectSuddenDeath, "the sudden-death marker is placed (4.1)", nil},
	{scenario.EffectCustom, "a special rule of this scenario, named by its id, applies the event", []string{"rule"}},
}

func effectKindOf(id string) effectKind {
	for _, k := range effectKindList {
		if k.ID == id {
			return k
		}
	}
	return effectKind{ID: id, Doc: "a kind this editor does not know", Fields: []string{"side", "value", "units", "entry_area", "hex", "rule"}}
}

// effectRow is one effect's fields.
type effectRow struct {
	kind                    *widget.Select
	side                    *widget.Select
	value, units, area, hex *Field
	rule                    *widget.SelectEntry
}

// effectsEditor edits an event's effects: a row per effect, Add effect
// under them.
type effectsEditor struct {
	widget.BaseWidget
	ed      *Editor
	rows    []*effectRow
	content *fyne.Container
}

func newEffectsEditor(e *Editor, effs []scenario.Effect) *effectsEditor {
	x := &effectsEditor{ed: e}
	for _, ef := range effs {
		x.rows = append(x.rows, x.newRow(ef))
	}
	x.content = container.NewVBox()
	x.layout()
	x.ExtendBaseWidget(x)
	return x
}

// CreateRenderer implements fyne.Widget.
func (x *effectsEditor) CreateRenderer() fyne.WidgetRenderer {
	return widget.NewSimpleRenderer(x.content)
}

func (x *effectsEditor) newRow(ef scenario.Effect) *effectRow {
	s := x.ed.Doc.Scenario()
	var kinds []string
	for _, k := range effectKindList {
		kinds = append(kinds, k.ID)
	}
	var rules []string
	for _, r := range s.Special {
		rules = append(rules, r.ID)
	}
	r := &effectRow{kind: selectOf(kinds, ef.Kind), side: sideSelect(s, ef.Side, true),
		units: newField(strings.Join(ef.Units, ", "), false), area: newField(ef.EntryArea, false),
		hex: newField(ef.Hex, false), rule: widget.NewSelectEntry(rules)}
	r.value = newField("", false)
	if ef.Value != 0 {
		r.value.SetText(strconv.Itoa(ef.Value))
	}
	r.rule.SetText(ef.Rule)
	// Another kind shows its own fields (the commit follows, see bindForm).
	r.kind.OnChanged = func(string) { x.layout() }
	r.units.SetPlaceHolder("unit ids, e.g. fr-ney, fr-loison")
	r.area.SetPlaceHolder("entry area id, e.g. A")
	r.hex.SetPlaceHolder("XXYY")
	return r
}

// layout shows each row with the fields of its kind.
func (x *effectsEditor) layout() {
	x.content.RemoveAll()
	for i, r := range x.rows {
		i := i
		k := effectKindOf(r.kind.Selected)
		doc := widget.NewLabel(k.Doc)
		doc.Wrapping = fyne.TextWrapWord
		doc.Importance = widget.LowImportance
		del := widget.NewButtonWithIcon("", theme.DeleteIcon(), func() {
			x.rows = slices.Delete(x.rows, i, i+1)
			x.changed()
		})
		items := []*widget.FormItem{widget.NewFormItem("Kind", container.NewBorder(nil, nil, nil, del, r.kind))}
		for _, f := range k.Fields {
			switch f {
			case "side":
				items = append(items, widget.NewFormItem("Side", r.side))
			case "value":
				items = append(items, widget.NewFormItem("Value", r.value))
			case "units":
				items = append(items, widget.NewFormItem("Units", r.units))
			case "entry_area":
				items = append(items, widget.NewFormItem("Entry area", r.area))
			case "hex":
				items = append(items, widget.NewFormItem("Hex", r.hex))
			case "rule":
				items = append(items, widget.NewFormItem("Special rule", r.rule))
			}
		}
		x.content.Add(container.NewVBox(widget.NewForm(items...), doc, widget.NewSeparator()))
	}
	x.Refresh()
	x.content.Add(widget.NewButtonWithIcon("Add effect", theme.ContentAddIcon(), func() { x.Add(scenario.EffectMorale) }))
}

// Add adds an effect of kind to the event.
func (x *effectsEditor) Add(kind string) {
	x.rows = append(x.rows, x.newRow(scenario.Effect{Kind: kind}))
	x.changed()
}

// changed commits a new or deleted row; the panel is built again, with the
// new row's fields.
func (x *effectsEditor) changed() {
	if b := x.ed.forms["section"]; b != nil {
		b.rebuild = true
		b.commit("effects")
		b.rebuild = false
	}
	x.layout()
}

// read returns the effects the rows describe.
func (x *effectsEditor) read(object string) ([]scenario.Effect, error) {
	var out []scenario.Effect
	for n, r := range x.rows {
		k := effectKindOf(r.kind.Selected)
		ef := scenario.Effect{Kind: k.ID}
		for _, f := range k.Fields {
			switch f {
			case "side":
				ef.Side = sideID(r.side.Selected)
			case "value":
				if v := strings.TrimSpace(r.value.Text); v != "" {
					n2, err := strconv.Atoi(strings.TrimPrefix(v, "+"))
					if err != nil {
						return nil, fmt.Errorf("%s, effect %d (%s): value %q is not a whole number", object, n+1, k.ID, v)
					}
					ef.Value = n2
				}
			case "units":
				ef.Units = list(r.units.Text)
			case "entry_area":
				ef.EntryArea = strings.TrimSpace(r.area.Text)
			case "hex":
				ef.Hex = strings.TrimSpace(r.hex.Text)
			case "rule":
				ef.Rule = strings.TrimSpace(r.rule.Text)
			}
		}
		out = append(out, ef)
	}
	return out, nil
}
