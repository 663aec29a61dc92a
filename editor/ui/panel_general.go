package ui

import (
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// optionalRules are the standard rules' optional rules (16.x) a scenario
// may use.
var optionalRules = []string{"16.1", "16.2", "16.3", "16.4", "16.5", "16.6", "16.7", "16.8", "16.9"}

// generalPanel edits the title block, the rules edition and chart set, the
// optional rules and the two sides (2.0, 12.0).
type generalPanel struct {
	Form *widget.Form
	g    General
}

// General is the part the panel edits (document.General).
type General = document.General

// sync keeps the form after its own commit.
func (p *generalPanel) sync(e *Editor) bool {
	p.g = document.GeneralOf(e.Doc.Scenario())
	return true
}

func (p *generalPanel) focus(int) {}

func (p *generalPanel) build(e *Editor) fyne.CanvasObject {
	p.g = document.GeneralOf(e.Doc.Scenario())
	g := p.g
	id, title, game := textEntry(g.ID), textEntry(g.Title), textEntry(g.Game)
	date, source := textEntry(g.Date), textEntry(g.Source)
	desc := multiEntry(g.Description, 3)
	edition := selectOf(Editions, g.Edition)
	charts := selectOf(templates.ChartSetIDs(), g.ChartSet)
	optional := widget.NewCheckGroup(optionalRules, nil)
	optional.Horizontal = true
	optional.SetSelected(g.Optional)
	first := sideSelect(e.Doc.Scenario(), g.FirstPlayer, false)
	items := []*widget.FormItem{
		widget.NewFormItem("Id", id), widget.NewFormItem("Title", title), widget.NewFormItem("Game", game),
		widget.NewFormItem("Date", date), widget.NewFormItem("Source", source), widget.NewFormItem("Description", desc),
		widget.NewFormItem("Rules edition", edition), widget.NewFormItem("Chart set", charts),
		widget.NewFormItem("Optional rules", optional), widget.NewFormItem("First player", first),
	}
	type sideFields struct{ name, nations, colour, morale *Field }
	var sf []sideFields
	for _, sd := range g.Sides {
		colour, colourRow := e.colourField(sd.Colour)
		f := sideFields{textEntry(sd.Name), textEntry(strings.Join(sd.Nationalities, ", ")), colour, textEntry(intText(sd.Morale))}
		f.morale.SetPlaceHolder("not given")
		sf = append(sf, f)
		label := "French side"
		if sd.ID == scenario.AntiFrench {
			label = "Anti-French side"
		}
		items = append(items,
			widget.NewFormItem(label, widget.NewLabel("")),
			widget.NewFormItem("Name", f.name), widget.NewFormItem("Nationalities", f.nations),
			widget.NewFormItem("Colour", colourRow), widget.NewFormItem("Starting morale (12.0)", f.morale))
	}
	p.Form = widget.NewForm(items...)
	b := e.bindForm("section", "", items, func() error {
		ng := p.g
		ng.ID, ng.Title, ng.Game = strings.TrimSpace(id.Text), strings.TrimSpace(title.Text), strings.TrimSpace(game.Text)
		ng.Date, ng.Source, ng.Description = strings.TrimSpace(date.Text), strings.TrimSpace(source.Text), strings.TrimSpace(desc.Text)
		ng.Edition, ng.ChartSet, ng.FirstPlayer = edition.Selected, charts.Selected, sideID(first.Selected)
		ng.Optional = append([]string(nil), optional.Selected...)
		ng.Sides = document.Clone(p.g.Sides)
		for i := range ng.Sides {
			fs := fields{object: fmt.Sprintf("side %q", ng.Sides[i].ID)}
			ng.Sides[i].Name = strings.TrimSpace(sf[i].name.Text)
			ng.Sides[i].Nationalities = list(sf[i].nations.Text)
			ng.Sides[i].Colour = strings.TrimSpace(sf[i].colour.Text)
			if c := ng.Sides[i].Colour; c != "" {
				if _, ok := parseColour(c); !ok {
					return fmt.Errorf("side %q: colour %q: write #RRGGBB, or press Choose… for the rulebook's colours", ng.Sides[i].ID, c)
				}
			}
			ng.Sides[i].Morale = fs.int("starting morale", sf[i].morale.Text, 0, 10)
			if fs.err != nil {
				return fs.err
			}
		}
		return e.Doc.SetGeneral(ng)
	})
	return container.NewScroll(container.NewVBox(panelTitle("Scenario, rules and sides"), p.Form, b.errs))
}

// notesPanel edits the notes (readings chosen, contradictions resolved)
// and the unknowns (facts the rulebook does not give), one per line.
type notesPanel struct {
	Notes, Unknowns *Field
}

func (p *notesPanel) focus(int) {}

func (p *notesPanel) sync(*Editor) bool { return true }

func (p *notesPanel) build(e *Editor) fyne.CanvasObject {
	s := e.Doc.Scenario()
	p.Notes = multiEntry(strings.Join(s.Notes, "\n"), 8)
	// Long notes are laid out line by line, unwrapped: wrapping a
	// scenario's notes costs more than the 100 ms a panel may take.
	p.Notes.Wrapping = fyne.TextWrapOff
	p.Unknowns = multiEntry(strings.Join(s.Unknowns, "\n"), 6)
	b := e.bindForm("section", "", []*widget.FormItem{widget.NewFormItem("Notes", p.Notes), widget.NewFormItem("Unknowns", p.Unknowns)},
		func() error { return e.Doc.SetNotes(lines(p.Notes.Text), lines(p.Unknowns.Text)) })
	help := widget.NewLabel("One per line. Notes record readings chosen and contradictions resolved, with citations; each unknown is a fact the rulebook does not give, reported as a warning until it is filled in.")
	help.Wrapping = fyne.TextWrapWord
	return container.NewScroll(container.NewVBox(panelTitle("Notes and unknowns"), help,
		widget.NewLabel("Notes"), p.Notes, widget.NewLabel("Unknowns"), p.Unknowns, b.errs))
}
