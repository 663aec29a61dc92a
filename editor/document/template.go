package document

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Template is what File > New asks for: the map size and its numbering.
type Template struct {
	ID, Title     string
	Columns, Rows int
	Numbering     scenario.Numbering
	Edition       string // default: the Wallachia 20 standard rules
	ChartSet      string // default: "n20-wallachia20"
}

// NewScenario builds an empty scenario from a template: two sides, an
// untraced map and an empty order of battle (rule 2.0: a French and an
// Anti-French side).
func NewScenario(t Template) (*scenario.Scenario, error) {
	if t.Columns < 1 || t.Rows < 1 || t.Columns > 999 || t.Rows > 999 {
		return nil, fmt.Errorf("document: map size %dx%d is out of range (1-999 columns and rows)", t.Columns, t.Rows)
	}
	n := t.Numbering
	if n.Digits == 0 {
		n = scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}
	}
	if t.ID == "" {
		t.ID = "new-scenario"
	}
	if t.Title == "" {
		t.Title = "New scenario"
	}
	if t.Edition == "" {
		t.Edition = scenario.EditionWallachia
	}
	if t.ChartSet == "" {
		t.ChartSet = "n20-wallachia20"
	}
	return &scenario.Scenario{
		Format: scenario.FormatTag, Version: scenario.FormatVersion,
		ID: t.ID, Title: t.Title, Edition: t.Edition,
		Map: scenario.Map{Columns: t.Columns, Rows: t.Rows, Numbering: n},
		Sides: []scenario.Side{
			{ID: scenario.French, Name: "French", Colour: "#3B5BA9"},
			{ID: scenario.AntiFrench, Name: "Allied", Colour: "#B8342E"},
		},
		FirstPlayer: scenario.French,
		Turns:       scenario.TurnTrack{Start: 1},
		Charts:      scenario.ChartRef{Set: t.ChartSet},
	}, nil
}
