package bundle

import (
	"errors"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

func document(t *testing.T, id string) *scenario.Document {
	t.Helper()
	data, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	d, err := scenario.ParseDocument(data, id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return d
}

// TestBoardBorrowsAsOpenDoes: a scenario that borrows counter values gets
// the same Board from a document as from Open.
func TestBoardBorrowsAsOpenDoes(t *testing.T) {
	d := document(t, "bussaco20")
	if d.Scenario.Borrow == nil {
		t.Skip("bussaco20 no longer borrows")
	}
	b, err := Board(d, "bussaco20", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	o, err := Open("bussaco20", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	if got, want := b.Notes(), o.Notes(); len(got) != len(want) {
		t.Errorf("Board has %d notes, Open %d", len(got), len(want))
	}
}

// TestBoardRefusesInvalid: the rules engine plays only scenarios the
// validator accepts.
func TestBoardRefusesInvalid(t *testing.T) {
	d := document(t, "bussaco20")
	d.Scenario.Units[1].ID = d.Scenario.Units[0].ID
	_, err := Board(d, "bussaco20", rules.Options{})
	var inv *InvalidError
	if !errors.As(err, &inv) || len(inv.Errors) == 0 {
		t.Fatalf("Board of a scenario with a duplicate unit id: %v, want an *InvalidError", err)
	}
}

func TestDocumentChartsUnknownSetIsLeftToTheValidator(t *testing.T) {
	d := document(t, "bussaco20")
	d.Scenario.Charts.Set = "no-such-set"
	cs, err := DocumentCharts(d)
	if cs != nil || err != nil {
		t.Fatalf("DocumentCharts of an unknown set = %v, %v; want nil, nil", cs, err)
	}
}
