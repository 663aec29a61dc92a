package xlsx

import (
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

// TestSheetNameFromAnyName makes a sheet from side and corps names that
// broke the workbook (a name whose cut to 31 characters ends with an
// apostrophe, emoji counted two by spreadsheet programs, names of quotes
// and spaces only): the spreadsheet library itself must accept every name
// made, and the names stay unique.
func TestSheetNameFromAnyName(t *testing.T) {
	names := []string{
		"OOB 'Allies", "OOB " + strings.Repeat("a", 26) + "'b", "OOB " + strings.Repeat("a", 25) + " 'b",
		"OOB 🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖🎖", "OOB " + strings.Repeat("中", 40), "'''", " ' ' ", "OOB Allies'", "x'" + strings.Repeat("🎖", 20),
		"[]:*?/\\", strings.Repeat("'", 40), "Index", "index",
	}
	f := excelize.NewFile()
	defer f.Close()
	used := map[string]bool{}
	for _, n := range names {
		got := sheetName(n, used)
		if _, err := f.NewSheet(got); err != nil {
			t.Errorf("sheetName(%q) = %q: %v", n, got, err)
		}
	}
	if c := len(f.GetSheetList()); c != len(names)+1 {
		t.Errorf("%d sheets, want %d (every name unique)", c, len(names)+1)
	}
}
