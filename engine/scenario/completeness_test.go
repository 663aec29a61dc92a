package scenario

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/scenarios"
)

// TestCompletenessBundledGolden pins what every bundled scenario still
// lacks for play (each gap with its rule and what it stops) and the
// assumptions it makes in their place.
func TestCompletenessBundledGolden(t *testing.T) {
	var sb strings.Builder
	for _, id := range scenarios.List() {
		data, err := scenarios.Open(id)
		if err != nil {
			t.Fatal(err)
		}
		doc, err := ParseDocument(data, id+".yaml")
		if err != nil {
			t.Fatal(err)
		}
		c := CheckCompleteness(doc.Scenario)
		sb.WriteString("== " + id + "\n")
		for _, g := range c.Gaps {
			mark := "  "
			if g.Blocks {
				mark = "! "
			}
			sb.WriteString(mark + string(g.Kind) + " " + g.Path + ": " + g.String() + "\n    fill: " + g.Fill + "\n")
		}
		for _, a := range c.Assumptions {
			sb.WriteString("  assumed " + a.Path + ": " + a.String() + "\n")
		}
	}
	path := filepath.Join("testdata", "completeness.golden")
	if *update {
		if err := os.WriteFile(path, []byte(sb.String()), 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if string(want) != sb.String() {
		t.Errorf("completeness of the bundled scenarios differs from %s; run with -update if the change is deliberate:\n%s", path, sb.String())
	}
}

func completenessOf(t *testing.T, y string) Completeness {
	t.Helper()
	doc, err := ParseDocument([]byte(y), "t.yaml")
	if err != nil {
		t.Fatal(err)
	}
	return CheckCompleteness(doc.Scenario)
}

const completeBase = `format: adc-scenario
version: 1
id: t
title: T
edition: espana20
map:
  columns: 4
  rows: 4
  numbering: {first_column: 1, first_row: 1, shifted: even, digits: 2}
  default_terrain: clear
  locs:
    - {hex: "0101", side: french}
    - {hex: "0404", side: anti-french}
  entry_areas:
    - {id: A, side: french, edge: west%s}
sides:
  - {id: french, name: French, morale: 5}
  - {id: anti-french, name: Allied, morale: 5}
first_player: french
units:
  - {id: fr-a, name: A, side: french, type: infantry, strength: 3, movement: 3, placement: {kind: setup, hex: "0202"}}
  - {id: fr-b, name: B, side: french, type: infantry, strength: 3, movement: 3, placement: {kind: arrive, turn: 2, entry_area: A}}
  - {id: al-a, name: C, side: anti-french, type: infantry, strength: 3, movement: 3, placement: {kind: setup, hex: "0303"}}
turns: {start: 1, end: 5}
deck:
  cards:
    - {number: 1, title: Quiet}
charts: {set: n20-espana20}
victory:
  - {side: french, kind: morale_zero, text: "Morale 0"}
`

// TestCompletenessEntryArea: rule 11.0 "reinforcements enter ... at the
// location indicated": an area without hexes stops the units that use it;
// hexes given as an edge assumption are no gap but an assumption.
func TestCompletenessEntryArea(t *testing.T) {
	c := completenessOf(t, strings.Replace(completeBase, "%s", "", 1))
	if c.Playable() || len(c.Gaps) != 1 || c.Gaps[0].Kind != GapEntryArea || !slices.Equal(c.Gaps[0].Stops, []string{"unit fr-b"}) || c.Gaps[0].Rule != "11.0" {
		t.Fatalf("gaps = %+v, want one entry-area gap stopping fr-b", c.Gaps)
	}
	if !strings.Contains(c.Gaps[0].Fill, "west edge") {
		t.Errorf("fill %q does not name the edge", c.Gaps[0].Fill)
	}
	c = completenessOf(t, strings.Replace(completeBase, "%s", `, hexes: ["0101", "0102", "0103", "0104"], assumed: "[11.6] on the west edge of the map"`, 1))
	if !c.Playable() || len(c.Gaps) != 0 || len(c.Assumptions) != 1 || !strings.Contains(c.Assumptions[0].String(), "on the west edge of the map") {
		t.Fatalf("gaps %+v assumptions %+v: want none and one assumption quoting its source", c.Gaps, c.Assumptions)
	}
}

// TestCompletenessKinds checks one scenario lacking a piece of each kind.
func TestCompletenessKinds(t *testing.T) {
	full := strings.Replace(completeBase, "%s", `, hexes: ["0101"]`, 1)
	for _, tc := range []struct {
		name   string
		edit   func(string) string
		kind   GapKind
		blocks bool
	}{
		{"no LOC for a side (9.7.7)", func(s string) string { return strings.Replace(s, `    - {hex: "0404", side: anti-french}`+"\n", "", 1) }, GapLOC, true},
		{"a side without units (3.0)", func(s string) string {
			return strings.Replace(s, `  - {id: al-a, name: C, side: anti-french, type: infantry, strength: 3, movement: 3, placement: {kind: setup, hex: "0303"}}`+"\n", "", 1)
		}, GapUnits, true},
		{"unit without values (2.0)", func(s string) string {
			return strings.Replace(s, "strength: 3, movement: 3, placement: {kind: setup, hex: \"0303\"}", "placement: {kind: setup, hex: \"0303\"}", 1)
		}, GapUnitValues, true},
		{"words-only victory (15.0)", func(s string) string { return strings.Replace(s, "kind: morale_zero", "kind: custom", 1) }, GapVictory, true},
		{"no deck (5.0)", func(s string) string { return strings.Replace(s, "    - {number: 1, title: Quiet}\n", "", 1) }, GapDeck, false},
		{"game length (4.0)", func(s string) string { return strings.Replace(s, ", end: 5", "", 1) }, GapGameLength, false},
		{"untraced terrain (9.4)", func(s string) string { return strings.Replace(s, "  default_terrain: clear\n", "", 1) }, GapTerrain, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			c := completenessOf(t, tc.edit(full))
			if len(c.Gaps) != 1 || c.Gaps[0].Kind != tc.kind || c.Gaps[0].Blocks != tc.blocks || c.Gaps[0].Fill == "" {
				t.Fatalf("gaps = %+v, want one %s gap (blocks %v) with a fill", c.Gaps, tc.kind, tc.blocks)
			}
			if c.Playable() == tc.blocks {
				t.Errorf("Playable() = %v", c.Playable())
			}
		})
	}
	c := completenessOf(t, strings.Replace(full, "  default_terrain: clear\n", "  terrain: {\"0101\": clear}\n", 1))
	if got := c.TerrainLine(); !strings.Contains(got, "1 of 16 hexes known") {
		t.Errorf("TerrainLine() = %q", got)
	}
}

// TestCompletenessFormationAssumed: Bussaco 20 España 5.1 "All French
// units ... belong to one of four specific Army Corps, as indicated by the
// colored band across the middle of the counter": a Corps the file gives
// with its source (formation_assumed) is an assumption; the units of one
// Corps on one source are listed together, and a Corps the rulebook itself
// names (no formation_assumed) is none.
func TestCompletenessFormationAssumed(t *testing.T) {
	src := strings.Replace(completeBase, "%s", `, hexes: ["0101"]`, 1)
	src = strings.Replace(src, `movement: 3, placement: {kind: setup, hex: "0202"}}`,
		`movement: 3, formation: 2nd Corps, formation_assumed: "order of battle", placement: {kind: setup, hex: "0202"}}`, 1)
	src = strings.Replace(src, `movement: 3, placement: {kind: arrive`, `movement: 3, formation: 2nd Corps, formation_assumed: "order of battle", placement: {kind: arrive`, 1)
	c := completenessOf(t, src)
	if len(c.Assumptions) != 1 {
		t.Fatalf("assumptions %+v, want one for both units", c.Assumptions)
	}
	a := c.Assumptions[0]
	if a.Object != "units fr-a, fr-b" || a.Path != "units[0].formation" || !strings.Contains(a.String(), "the 2nd Corps, is assumed (source: order of battle)") {
		t.Errorf("assumption %+v (%s)", a, a)
	}
	src = strings.Replace(src, `formation_assumed: "order of battle", placement: {kind: arrive`, `placement: {kind: arrive`, 1)
	if c := completenessOf(t, src); len(c.Assumptions) != 1 || c.Assumptions[0].Object != `unit "fr-a"` {
		t.Errorf("assumptions %+v, want fr-a's only", c.Assumptions)
	}
}
