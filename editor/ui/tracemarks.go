package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
)

// The review's markings: each group of Objectives, LOCs, entry areas or
// place names read from printed symbols gets a choice of side (preset to
// the suggestion; "none" drops the group), and each place found a field
// for the name printed there.

// markKindNames are the review's words for the kinds of marking.
var markKindNames = map[string]string{
	trace.MarkObjective: "Objectives", trace.MarkLOC: "LOCs", trace.MarkEntry: "entry-area hexes", trace.MarkPlace: "place names",
}

// markGroupItems returns a side choice for each group of markings (nil
// for a group of place names, which have no side) and the form's rows.
func markGroupItems(p *trace.Proposal, asSuggested string) ([]*widget.Select, []*widget.FormItem) {
	sels := make([]*widget.Select, len(p.MarkGroups))
	var items []*widget.FormItem
	for i, g := range p.MarkGroups {
		label := fmt.Sprintf("%d %s, like %s", g.Marks, markKindNames[g.Kind], g.Example)
		if g.Suggested != "" {
			label += fmt.Sprintf("; looks %s (%.2f)", g.Suggested, g.SuggestedConfidence)
		}
		var row fyne.CanvasObject = widget.NewLabel(label)
		if g.Kind == trace.MarkPlace {
			check := widget.NewSelect([]string{"keep", "none"}, nil)
			check.SetSelected("keep")
			if g.Side == "none" {
				check.SetSelected("none")
			}
			sels[i] = check
			row = container.NewHBox(row, check)
		} else {
			opts := []string{asSuggested, scenario.French, scenario.AntiFrench}
			if g.Kind == trace.MarkEntry {
				opts = append(opts, "both")
			}
			sel := widget.NewSelect(append(opts, "none"), nil)
			switch {
			case g.Side != "":
				sel.SetSelected(g.Side)
			case g.Suggested != "":
				sel.SetSelected(asSuggested)
			default:
				sel.SetSelected("none")
			}
			sels[i] = sel
			sw := canvas.NewRectangle(swatchColour(g.Colour))
			sw.SetMinSize(fyne.NewSize(28, 20))
			row = container.NewHBox(sw, row, sel)
		}
		items = append(items, widget.NewFormItem(fmt.Sprintf("Marking group %d", g.ID), row))
	}
	return sels, items
}

// placeNameItems returns a name field for each place found.
func placeNameItems(p *trace.Proposal) (map[int]*Field, []*widget.FormItem) {
	names := map[int]*Field{}
	var items []*widget.FormItem
	for i, m := range p.Marks {
		if m.Kind != trace.MarkPlace {
			continue
		}
		f := NewField()
		f.SetPlaceHolder("the name printed there (empty: leave)")
		f.SetText(m.Name)
		names[i] = f
		items = append(items, widget.NewFormItem("Name in "+m.Hex, f))
	}
	return names, items
}

// readMarkChoices writes the review's choices into p.
func readMarkChoices(p *trace.Proposal, sels []*widget.Select, names map[int]*Field, asSuggested string) {
	for i := range p.MarkGroups {
		switch v := sels[i].Selected; {
		case v == asSuggested:
			p.MarkGroups[i].Side = ""
		case v == "keep":
			p.MarkGroups[i].Side = ""
		case v == "none" || v == "":
			p.MarkGroups[i].Side = "none"
		default:
			p.MarkGroups[i].Side = v
		}
	}
	for i, f := range names {
		p.Marks[i].Name = strings.TrimSpace(f.Text)
	}
}
