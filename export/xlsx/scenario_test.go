package xlsx

import (
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
	"github.com/xuri/excelize/v2"
)

// column returns the values of one column of a sheet.
func column(t *testing.T, f *excelize.File, sheet string, col int) map[string]bool {
	t.Helper()
	rows, err := f.GetRows(sheet)
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]bool{}
	for _, r := range rows {
		if col <= len(r) {
			out[r[col-1]] = true
		}
	}
	return out
}

// TestScenarioWorkbooks builds the workbook of every bundled scenario and
// checks that each unit is listed in its side's order of battle, and each
// fixed reinforcement (11.2) in the schedule with its turn.
func TestScenarioWorkbooks(t *testing.T) {
	ids := scenarios.List()
	if len(ids) == 0 {
		t.Fatal("no bundled scenarios")
	}
	for _, id := range ids {
		t.Run(id, func(t *testing.T) {
			data, err := scenarios.Open(id)
			if err != nil {
				t.Fatal(err)
			}
			s, err := scenario.Parse(data, id+".yaml")
			if err != nil {
				t.Skipf("scenario does not load: %v", err)
			}
			set, _ := templates.ChartSet(s.Charts.Set)
			f, err := BuildScenario(s, scenario.Resolve(s, set), Options{Paper: Letter})
			if err != nil {
				t.Fatal(err)
			}
			sheets := strings.Join(f.GetSheetList(), "|")
			ids := map[string]map[string]bool{}
			for _, side := range s.Sides {
				name := sheetName("OOB "+side.Name, map[string]bool{})
				if !strings.Contains(sheets, name) {
					t.Fatalf("no sheet %q in %s", name, sheets)
				}
				ids[side.ID] = column(t, f, name, 1)
			}
			// A row at the format's height limit would clip its text.
			for _, sh := range f.GetSheetList() {
				rows, err := f.GetRows(sh)
				if err != nil {
					t.Fatal(err)
				}
				for r := range rows {
					if h, _ := f.GetRowHeight(sh, r+1); h >= maxRowHeight {
						t.Errorf("%s row %d is %g points high: its text is clipped", sh, r+1, h)
					}
				}
			}
			reinf := column(t, f, "Reinforcements", 4)
			for _, u := range s.Units {
				if !ids[u.Side][u.ID] {
					t.Errorf("unit %s is missing from the %s order of battle", u.ID, u.Side)
				}
				if u.Placement.Kind == scenario.PlaceArrive && !reinf[u.ID] {
					t.Errorf("reinforcement %s (turn %d) is missing from the schedule", u.ID, u.Placement.Turn)
				}
			}
		})
	}
}

func TestPlacementText(t *testing.T) {
	for _, c := range []struct {
		p    scenario.Placement
		want string
	}{
		{scenario.Placement{Kind: scenario.PlaceSetup, Hex: "1011"}, "setup 1011"},
		{scenario.Placement{Kind: scenario.PlaceArrive, Turn: 3, EntryArea: "A", Order: 2}, "turn 3 at A (order 2)"},
		{scenario.Placement{Kind: scenario.PlaceEvent, Card: 7}, "event card 7"},
		{scenario.Placement{Kind: scenario.PlaceVariable, Table: "arrivals"}, "variable: table arrivals"},
		{scenario.Placement{Kind: scenario.PlaceUnknown, Note: "rulebook silent"}, "not given — rulebook silent"},
	} {
		if got := placementText(c.p); got != c.want {
			t.Errorf("placementText(%+v) = %q, want %q", c.p, got, c.want)
		}
	}
}
