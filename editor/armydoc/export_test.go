package armydoc

import (
	"bytes"
	"slices"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestExportCalculatorsHoldsEveryCalculator: the calculator workbook the
// army workspace exports holds every calculator sheet, the Fire to Morale
// and Melee to the end chains among them, with the army's units.
func TestExportCalculatorsHoldsEveryCalculator(t *testing.T) {
	d, _ := french(t)
	data, err := d.Export(ExportCalcXLSX, ruleset(t))
	if err != nil {
		t.Fatal(err)
	}
	f, err := excelize.OpenReader(bytes.NewReader(data))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	have := f.GetSheetList()
	for _, want := range []string{"Fire", "Grand battery", "Melee", "Melee attackers", "Morale", "Cascade", "Fire to Morale", "Melee to the end", "Army units"} {
		if !slices.Contains(have, want) {
			t.Errorf("sheets %v: no %q", have, want)
		}
	}
}
