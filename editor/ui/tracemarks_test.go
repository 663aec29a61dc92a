package ui

import (
	"math/rand/v2"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/trace"
	"github.com/aide-de-camp/adc/trace/testset"
)

// TestReviewTraceWritesTheMarkingsAsOneUndoStep traces a scan of the
// sample scenario's grid printed with Objectives, LOCs, entry areas (11.2)
// and place names. The review, with each group's side named from its
// example and the names typed, writes the markings the map prints and no other, and
// one undo takes them back with the terrain.
func TestReviewTraceWritesTheMarkingsAsOneUndoStep(t *testing.T) {
	ed, _ := newEditor(t)
	ed.NoDialogs = true
	s := ed.Doc.Scenario()
	n := s.Map.Numbering
	rng := rand.New(rand.NewPCG(9, 33))
	truth := testset.Synthetic("sample-scan", s.Map.Columns, s.Map.Rows,
		hex.Numbering{FirstColumn: n.FirstColumn, FirstRow: n.FirstRow, Shifted: hex.Parity(n.Shifted), Digits: n.Digits}, rng)
	testset.Mark(truth, rand.New(rand.NewPCG(9, 34)))
	pic, err := testset.Draw("sample-scan", truth, testset.DefaultStyle(), testset.RandomDegradation(rng), rng)
	if err != nil {
		t.Fatal(err)
	}
	ed.Doc.SetBackground(&scenario.Background{Image: "scan.jpg", Opacity: 0.5}, "")
	ed.Doc.ClearHistory()
	before, _ := ed.Doc.Snapshot()
	// The sample scenario has markings of its own: only what the trace
	// adds is checked.
	orig := ed.Doc.Scenario().Map
	had := map[string]bool{}
	for _, x := range orig.Objectives {
		had["Objective "+x.Hex] = true
	}
	for _, x := range orig.LOCs {
		had["LOC "+x.Hex] = true
	}
	for _, ea := range orig.EntryAreas {
		for _, h := range ea.Hexes {
			had["entry-area hex "+h] = true
		}
	}
	for _, x := range orig.Places {
		had["place "+x.Hex+" "+x.Name] = true
	}
	res, err := trace.Trace(pic.Image, s.Grid(), tracePalette(ed))
	if err != nil {
		t.Fatal(err)
	}
	p := trace.NewProposal(res, ed.Doc.Scenario(), "scan.jpg")
	if len(p.MarkGroups) == 0 {
		t.Fatal("no markings read")
	}
	names := map[string]string{}
	for _, pl := range truth.Map.Places {
		names[pl.Hex] = pl.Name
	}
	for i, m := range p.Marks {
		if m.Kind == trace.MarkPlace {
			p.Marks[i].Name = names[m.Hex]
		}
	}
	// The designer names each group's side once, from its example hex.
	side := map[string]string{}
	for _, x := range truth.Map.Objectives {
		side[trace.MarkObjective+x.Hex] = x.Side
	}
	for _, x := range truth.Map.LOCs {
		side[trace.MarkLOC+x.Hex] = x.Side
	}
	for _, ea := range truth.Map.EntryAreas {
		for _, h := range ea.Hexes {
			side[trace.MarkEntry+h] = ea.Side
		}
	}
	for i, g := range p.MarkGroups {
		if g.Kind != trace.MarkPlace {
			p.MarkGroups[i].Side = side[g.Kind+g.Example]
			if p.MarkGroups[i].Side == "" {
				p.MarkGroups[i].Side = "none"
			}
		}
	}
	// The review with dialogs off accepts what the form holds: the named
	// sides, the typed names.
	ed.ReviewTrace(p)
	if ed.lastError != nil {
		t.Fatal(ed.lastError)
	}
	if !strings.Contains(ed.Status(), "markings") {
		t.Fatalf("status %q", ed.Status())
	}
	m := ed.Doc.Scenario().Map
	check := func(what string, all, printed []scenario.MarkedHex) {
		var got, want []scenario.MarkedHex
		for _, x := range all {
			if !had[what+" "+x.Hex] {
				got = append(got, x)
			}
		}
		for _, x := range printed {
			if !had[what+" "+x.Hex] {
				want = append(want, x)
			}
		}
		for _, x := range got {
			if !slices.ContainsFunc(want, func(w scenario.MarkedHex) bool { return w.Hex == x.Hex && w.Side == x.Side }) {
				t.Errorf("%s %s (%s) written, not printed", what, x.Hex, x.Side)
			}
		}
		if len(got) < len(want)-1 {
			t.Errorf("%s: %d of %d printed written", what, len(got), len(want))
		}
	}
	check("Objective", m.Objectives, truth.Map.Objectives)
	check("LOC", m.LOCs, truth.Map.LOCs)
	var entry, printed []scenario.MarkedHex
	for _, ea := range m.EntryAreas {
		for _, h := range ea.Hexes {
			entry = append(entry, scenario.MarkedHex{Hex: h, Side: ea.Side})
		}
	}
	for _, ea := range truth.Map.EntryAreas {
		for _, h := range ea.Hexes {
			printed = append(printed, scenario.MarkedHex{Hex: h, Side: ea.Side})
		}
	}
	check("entry-area hex", entry, printed)
	added := 0
	for _, pl := range m.Places {
		if had["place "+pl.Hex+" "+pl.Name] {
			continue
		}
		added++
		if names[pl.Hex] != pl.Name {
			t.Errorf("place %s %q written, not printed", pl.Hex, pl.Name)
		}
	}
	if added < len(truth.Map.Places)-1 {
		t.Errorf("%d of %d places written", added, len(truth.Map.Places))
	}
	if !ed.Doc.Undo() {
		t.Fatal("nothing to undo")
	}
	if after, _ := ed.Doc.Snapshot(); string(after) != string(before) {
		t.Error("one undo did not restore the map")
	}
}
