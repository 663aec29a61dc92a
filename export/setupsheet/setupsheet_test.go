package setupsheet_test

import (
	"bytes"
	"errors"
	"flag"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/setupsheet"
	"github.com/aide-de-camp/adc/scenarios"
)

var update = flag.Bool("update", false, "rewrite the golden setup sheets in testdata/")

func load(t testing.TB, id string) *scenario.Scenario {
	t.Helper()
	data, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return s
}

// TestGolden renders every bundled scenario and compares it with
// testdata/<id>.txt (refresh with -update).
func TestGolden(t *testing.T) {
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			var buf bytes.Buffer
			if err := setupsheet.Write(&buf, load(t, id)); err != nil {
				t.Fatal(err)
			}
			golden := filepath.Join("testdata", id+".txt")
			if *update {
				if err := os.WriteFile(golden, buf.Bytes(), 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want, err := os.ReadFile(golden)
			if err != nil {
				t.Fatalf("%v (run go test ./export/setupsheet -update)", err)
			}
			if !bytes.Equal(buf.Bytes(), want) {
				t.Errorf("setup sheet of %s differs from %s; run with -update and review the diff", id, golden)
			}
		})
	}
}

func ptr(v int) *int { return &v }

func minimal() *scenario.Scenario {
	return &scenario.Scenario{
		Format: scenario.FormatTag, Version: 1, ID: "t", Title: "Test", Edition: scenario.EditionEspana,
		Map:         scenario.Map{Columns: 10, Rows: 10, Numbering: scenario.Numbering{FirstColumn: 1, FirstRow: 1, Shifted: "even", Digits: 2}},
		Sides:       []scenario.Side{{ID: scenario.French, Name: "French", Morale: 6}, {ID: scenario.AntiFrench, Name: "Allied", Morale: 7}},
		FirstPlayer: scenario.French,
		Turns:       scenario.TurnTrack{Start: 1},
		Charts:      scenario.ChartRef{Set: "n20-espana20"},
	}
}

// TestUnitLine pins the one-line rendering of a unit: printed
// strength-movement (3.0), leaders' command span in place of strength (16.9)
// and "?" for what the rulebook does not give.
func TestUnitLine(t *testing.T) {
	for _, tc := range []struct {
		name string
		unit scenario.Unit
		want []string
	}{
		{"unknown strength prints ?-3 (Bussaco v1.1 gives no strengths)",
			scenario.Unit{ID: "fr-a", Name: "Res Cav.", Side: scenario.French, Type: "cavalry", Movement: ptr(3), Placement: scenario.Placement{Kind: "setup", Hex: "1011"}},
			[]string{"Res Cav.", "?-3", "cavalry", "hex 1011"}},
		{"missing strength and movement print ?-?",
			scenario.Unit{ID: "fr-b", Name: "Ma(rchand)", Side: scenario.French, Type: "infantry", Placement: scenario.Placement{Kind: "setup", Hex: "1210"}},
			[]string{"Ma(rchand)", "?-?", "hex 1210"}},
		{"leader prints command span-movement (rule 16.9)",
			scenario.Unit{ID: "al-w", Name: "Wellesley", Side: scenario.AntiFrench, Type: "leader", CommandSpan: ptr(3), Movement: ptr(5), Placement: scenario.Placement{Kind: "setup", Hex: "1007"}},
			[]string{"Wellesley", "3-5", "leader"}},
		{"fixed reinforcement prints turn and entry area (11.0)",
			scenario.Unit{ID: "fr-c", Name: "Clausel", Side: scenario.French, Type: "infantry", Strength: ptr(3), Movement: ptr(2), Traits: []string{"elite"}, Placement: scenario.Placement{Kind: "arrive", Turn: 1, EntryArea: "A"}},
			[]string{"Clausel", "3-2", "elite", "turn 1, area A", "Turn 1", "area A"}},
		{"variable reinforcement names its table",
			scenario.Unit{ID: "fr-s", Name: "Sebastiani", Side: scenario.French, Type: "infantry", Strength: ptr(4), Movement: ptr(2), Placement: scenario.Placement{Kind: "variable", Turn: 2, EntryArea: "C", Table: "fourth-corps-arrival"}},
			[]string{"variable from turn 2, area C, table fourth-corps-arrival"}},
		{"unknown placement says so",
			scenario.Unit{ID: "sp-h", Name: "Henestrosa", Side: scenario.AntiFrench, Type: "cavalry", Strength: ptr(1), Movement: ptr(3), Placement: scenario.Placement{Kind: "unknown"}},
			[]string{"Henestrosa", "1-3", "placement not given"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := minimal()
			s.Units = []scenario.Unit{tc.unit}
			var buf bytes.Buffer
			if err := setupsheet.Write(&buf, s); err != nil {
				t.Fatal(err)
			}
			var line string
			for _, l := range strings.Split(buf.String(), "\n") {
				if strings.HasPrefix(strings.TrimSpace(l), tc.unit.Name) {
					line = l
					break
				}
			}
			if line == "" {
				t.Fatalf("no line for %q in:\n%s", tc.unit.Name, buf.String())
			}
			for _, w := range tc.want {
				if !strings.Contains(buf.String(), w) {
					t.Errorf("sheet lacks %q; unit line: %q", w, line)
				}
			}
			if !strings.Contains(line, tc.want[0]) || (len(tc.want) > 1 && !strings.Contains(line, tc.want[1])) {
				t.Errorf("unit line %q lacks %q/%q", line, tc.want[0], tc.want[1])
			}
		})
	}
}

// TestSections checks that the sheet carries each part a player needs, in
// order: sides and morale (12.0), first player (4.0), turn track with night
// (14.0) and sudden death (4.0 #8), OOB, LOCs, schedule, victory (15.0), and
// the unknowns last.
func TestSections(t *testing.T) {
	s := minimal()
	s.Turns.Turns = []scenario.Turn{{Number: 9, Label: "Night of July 27", Night: true}, {Number: 12, SuddenDeath: 2}}
	s.Map.LOCs = []scenario.MarkedHex{{Hex: "2210", Side: scenario.French, Name: "French LOC"}}
	s.Victory = []scenario.Victory{{Side: scenario.French, Level: "decisive", Text: "Allied Morale is zero.", Number: "15.0"}}
	s.Unknowns = []string{"game length"}
	s.Units = []scenario.Unit{{ID: "fr-m", Name: "Massena", Side: scenario.French, Type: "leader", CommandSpan: ptr(0), Movement: ptr(0),
		Placement: scenario.Placement{Kind: "setup", Hex: "1211", Note: "deployed even without the Leader rule"}}}
	var buf bytes.Buffer
	if err := setupsheet.Write(&buf, s); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	order := []string{"TEST", "Morale 6", "Morale 7", "First player: French", "last turn: not given", "Night of July 27", "Night turns: 9",
		"Sudden death turns (die): 12 (2)", "ORDER OF BATTLE: FRENCH", "Massena", "0-0", "hex 1211",
		"Set-up notes:", "Massena: deployed even without the Leader rule", "ORDER OF BATTLE: ALLIED", "(no units)", "2210", "REINFORCEMENT SCHEDULE",
		"French, decisive: Allied Morale is zero. [15.0]", "! game length"}
	pos := 0
	for _, w := range order {
		i := strings.Index(out[pos:], w)
		if i < 0 {
			t.Fatalf("%q missing or out of order after byte %d in:\n%s", w, pos, out)
		}
		pos += i + len(w)
	}
}

// TestCampaign checks that a campaign's games and interphase steps (Wallachia
// 20 rule 17.0) are listed in order.
func TestCampaign(t *testing.T) {
	s := minimal()
	s.Campaign = &scenario.Campaign{
		Games:      []scenario.CampaignGame{{Scenario: "rousse20"}, {Scenario: "slobozia20", Note: "carry Morale over"}},
		Interphase: []scenario.Step{{Number: "1", Text: "Reset Morale."}},
	}
	var buf bytes.Buffer
	if err := setupsheet.Write(&buf, s); err != nil {
		t.Fatal(err)
	}
	out := buf.String()
	pos := 0
	for _, w := range []string{"CAMPAIGN", "Game 1: rousse20", "Game 2: slobozia20", "carry Morale over", "1. Reset Morale.", "WARNINGS"} {
		i := strings.Index(out[pos:], w)
		if i < 0 {
			t.Fatalf("%q missing or out of order in:\n%s", w, out)
		}
		pos += i + len(w)
	}
}

func TestWriteNilScenario(t *testing.T) {
	if err := setupsheet.Write(&bytes.Buffer{}, nil); err == nil {
		t.Error("Write(nil) returned no error")
	}
}

type failWriter struct{}

func (failWriter) Write([]byte) (int, error) { return 0, errors.New("disk full") }

func TestWriteReportsWriterError(t *testing.T) {
	err := setupsheet.Write(failWriter{}, load(t, scenarios.Default))
	if err == nil || !strings.Contains(err.Error(), "disk full") {
		t.Errorf("Write to a failing writer: err = %v, want the writer's error", err)
	}
}

func TestDeterministic(t *testing.T) {
	s := load(t, scenarios.Default)
	var a, b bytes.Buffer
	if err := setupsheet.Write(&a, s); err != nil {
		t.Fatal(err)
	}
	if err := setupsheet.Write(&b, s); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two renderings of the same scenario differ")
	}
}

// BenchmarkWrite renders the largest bundled scenario; budget: well under a
// millisecond per sheet.
func BenchmarkWrite(b *testing.B) {
	var biggest *scenario.Scenario
	for _, id := range scenarios.List() {
		s := load(b, id)
		if biggest == nil || len(s.Units) > len(biggest.Units) {
			biggest = s
		}
	}
	var buf bytes.Buffer
	b.ReportAllocs()
	for b.Loop() {
		buf.Reset()
		if err := setupsheet.Write(&buf, biggest); err != nil {
			b.Fatal(err)
		}
	}
}
