package scenario

import (
	"os"
	"strings"
	"testing"
)

func TestDiff(t *testing.T) {
	data, err := os.ReadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	load := func(t *testing.T) *Scenario {
		s, err := Parse(data, "small.yaml")
		if err != nil {
			t.Fatal(err)
		}
		return s
	}
	cases := []struct {
		name string
		edit func(s *Scenario)
		want []string // Change.String() of each change, in order
	}{
		{"no change", func(s *Scenario) {}, nil},
		{"units reordered is no change", func(s *Scenario) { s.Units[0], s.Units[1] = s.Units[1], s.Units[0] }, nil},
		{"one unit's strength (rule 2.0)", func(s *Scenario) { n := 4; s.Units[0].Strength = &n }, []string{`~ units["fr-ney"].strength: 3 -> 4`}},
		{"unit moved at set-up (rule 3.0)", func(s *Scenario) { s.Units[0].Placement.Hex = "0404" }, []string{`~ units["fr-ney"].placement.hex: "0303" -> "0404"`}},
		{"unit removed", func(s *Scenario) { s.Units = s.Units[1:] }, []string{`- units["fr-ney"]: `}},
		{"terrain painted", func(s *Scenario) { s.Map.Terrain.Set("0909", "forest"); s.Map.Terrain.Set("0305", "rough") },
			[]string{`~ map.terrain["0305"]: "forest" -> "rough"`, `+ map.terrain["0909"]: "forest"`}},
		{"note added", func(s *Scenario) { s.Notes = append(s.Notes, "a new note") }, []string{`+ notes: "a new note"`}},
		{"optional rules reordered", func(s *Scenario) {
			s.Optional = []string{s.Optional[1], s.Optional[0]}
		}, []string{`~ optional_rules: ["16.1","16.7"] -> ["16.7","16.1"]`}},
		{"side morale (rule 12.0)", func(s *Scenario) { s.Sides[1].Morale = 7 }, []string{`~ sides["anti-french"].morale: 5 -> 7`}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			a, b := load(t), load(t)
			tc.edit(b)
			changes, err := Diff(a, b)
			if err != nil {
				t.Fatal(err)
			}
			if len(changes) != len(tc.want) {
				t.Fatalf("%d changes, want %d: %v", len(changes), len(tc.want), changes)
			}
			for i, c := range changes {
				if !strings.HasPrefix(c.String(), tc.want[i]) {
					t.Errorf("change %d = %q, want %q", i, c.String(), tc.want[i])
				}
			}
			back, _ := Diff(b, a)
			if len(back) != len(changes) {
				t.Errorf("the reverse diff has %d changes, want %d", len(back), len(changes))
			}
		})
	}
}
