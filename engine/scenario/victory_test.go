package scenario

import "testing"

// TestRule15_0_VictoryValidation checks the located findings for
// structured victory conditions (15.0): hexes on the map, known units,
// the fields each kind needs.
func TestRule15_0_VictoryValidation(t *testing.T) {
	cases := []struct {
		name  string
		v     Victory
		check string // expected finding check, "" for none
		path  string
	}{
		{"valid exit", Victory{Side: AntiFrench, Level: "decisive", Kind: VictoryUnitExit, Hexes: []string{"1005"}, Exclude: []string{TypeLeader, TypeCadre, TypeDummy}, Text: "t"}, "", ""},
		{"valid higher with tests", Victory{Side: French, Level: "marginal", Kind: VictoryMoraleHigher, Margin: 1, Text: "t",
			Require: []VictoryTest{{Kind: TestOccupy, Side: French, Hexes: []string{"0505", "0506"}}, {Kind: TestInPlay, Units: []string{"a"}}}}, "", ""},
		{"exit hex off the map", Victory{Side: AntiFrench, Kind: VictoryUnitExit, Hexes: []string{"2210"}, Text: "t"}, "hex-off-map", "victory[0].hexes[0]"},
		{"exit without hexes", Victory{Side: AntiFrench, Kind: VictoryUnitExit, Text: "t"}, "victory-exit-hexes", "victory[0].hexes"},
		{"exit at the end", Victory{Side: AntiFrench, Kind: VictoryUnitExit, When: WhenEnd, Hexes: []string{"0505"}, Text: "t"}, "victory-when", "victory[0].when"},
		{"no side", Victory{Kind: VictoryMoraleHigher, Text: "t"}, "victory-side", "victory[0].side"},
		{"unknown exclude type", Victory{Side: French, Kind: VictoryUnitExit, Hexes: []string{"0505"}, Exclude: []string{"remnant"}, Text: "t"}, "victory-exclude", "victory[0].exclude[0]"},
		{"unknown unit", Victory{Side: French, Kind: VictoryMoraleHigher, Text: "t", Require: []VictoryTest{{Kind: TestInPlay, Units: []string{"zz"}}}}, "victory-unit", "victory[0].require[0].units[0]"},
		{"test hex off the map", Victory{Side: French, Kind: VictoryMoraleHigher, Text: "t", Require: []VictoryTest{{Kind: TestOccupy, Side: French, Hexes: []string{"9999"}}}}, "hex-off-map", "victory[0].require[0].hexes[0]"},
		{"occupy without side", Victory{Side: French, Kind: VictoryMoraleHigher, Text: "t", Require: []VictoryTest{{Kind: TestOccupy, Hexes: []string{"0505"}}}}, "victory-test-side", "victory[0].require[0].side"},
		{"in_play without units", Victory{Side: French, Kind: VictoryMoraleHigher, Text: "t", Require: []VictoryTest{{Kind: TestInPlay}}}, "victory-test-units", "victory[0].require[0].units"},
		{"custom is reported", Victory{Kind: VictoryCustom, Text: "t"}, "victory-custom", "victory[0].kind"},
		{"campaign condition outside a campaign (17.0)", Victory{Level: "campaign", Kind: VictoryCampaign, Text: "t"}, "victory-campaign", "victory[0].kind"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			s := memScenario()
			s.Units = []Unit{unit("a", French, TypeInfantry, "F", "0505")}
			s.Victory = []Victory{tc.v}
			var got []Finding
			for _, f := range Validate(s, memCharts()) {
				if len(f.Path) >= 7 && f.Path[:7] == "victory" {
					got = append(got, f)
				}
			}
			if tc.check == "" {
				if len(got) > 0 {
					t.Fatalf("unexpected findings %v", got)
				}
				return
			}
			for _, f := range got {
				if f.Check == tc.check && f.Path == tc.path {
					return
				}
			}
			t.Fatalf("want %s at %s, got %v", tc.check, tc.path, got)
		})
	}
}
