package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
)

// playtestEditor opens the mirror-image test battle of engine/sim.
func playtestEditor(t *testing.T) *Editor {
	t.Helper()
	return playtestEditorWith(t, func(b []byte) []byte { return b })
}

// playtestEditorWith opens the test battle as edit changes it.
func playtestEditorWith(t *testing.T, edit func([]byte) []byte) *Editor {
	t.Helper()
	a := test.NewTempApp(t)
	data, err := os.ReadFile(filepath.Join("..", "..", "engine", "sim", "testdata", "duel.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	data = edit(data)
	dir := t.TempDir()
	path := filepath.Join(dir, "duel.yaml")
	os.WriteFile(path, data, 0o644)
	doc, err := document.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	ed := New(a, w, doc, document.Store{Dir: filepath.Join(dir, "store")})
	ed.NoDialogs = true
	w.SetContent(ed.Content())
	return ed
}

func TestPlaytestMenuItem(t *testing.T) {
	ed := playtestEditor(t)
	var found bool
	for _, m := range ed.Win.MainMenu().Items {
		for _, it := range m.Items {
			found = found || m.Label == "Tools" && it.Label == "Playtest…"
		}
	}
	if !found {
		t.Fatal("no Tools > Playtest… menu item")
	}
}

// TestPlaytestRefusesAnIncompleteScenario: rule 11.0, reinforcements
// enter at the location the rules give; an arrival through an entry area
// without hexes could never enter, so Playtest refuses, listing the gap,
// until the box to play anyway is ticked, and then names no favoured side.
func TestPlaytestRefusesAnIncompleteScenario(t *testing.T) {
	ed := playtestEditorWith(t, func(b []byte) []byte {
		s := strings.Replace(string(b), "map:\n", "map:\n  entry_areas:\n    - {id: A, side: french}\n", 1)
		return []byte(strings.Replace(s, "units:\n", "units:\n  - {id: fr-late, name: Late, side: french, type: infantry, strength: 2, movement: 3, placement: {kind: arrive, turn: 2, entry_area: A}}\n", 1))
	})
	p := NewPlaytest(ed)
	_ = p.Content()
	p.Games.SetText("10")
	test.Tap(p.Run)
	p.Wait()
	if p.Report != nil || !strings.Contains(p.Status.Text, `entry area "A": has no hexes`) || !strings.Contains(p.Status.Text, "unit fr-late") {
		t.Fatalf("status %q, report %v: want a refusal naming the gap", p.Status.Text, p.Report != nil)
	}
	test.Tap(p.Incomplete)
	test.Tap(p.Run)
	p.Wait()
	waitFor(t, func() bool { return p.Report != nil })
	if !strings.HasPrefix(p.Headline.Text, "INCOMPLETE SCENARIO") || strings.Contains(p.Headline.Text, "is favoured") {
		t.Errorf("headline %q", p.Headline.Text)
	}
}

func TestPlaytestRunsAndShowsPlots(t *testing.T) {
	ed := playtestEditor(t)
	p := NewPlaytest(ed)
	_ = p.Content()
	p.Games.SetText("40")
	p.Bots[1].SetSelected("random")
	test.Tap(p.Run)
	p.Wait()
	waitFor(t, func() bool { return p.Report != nil })
	if p.Report.Games+p.Report.Failed != 40 || p.Report.Bots != [2]string{"greedy", "random"} {
		t.Errorf("report of %d games with %v", p.Report.Games, p.Report.Bots)
	}
	if p.Progress.Value != 1 {
		t.Errorf("progress %v at the end", p.Progress.Value)
	}
	if !strings.Contains(p.Headline.Text, "French") || p.Run.Disabled() || !p.Cancel.Disabled() {
		t.Errorf("headline %q, run disabled %v, cancel disabled %v", p.Headline.Text, p.Run.Disabled(), p.Cancel.Disabled())
	}
	images := 0
	for _, o := range p.Plots.Objects {
		if _, ok := o.(*canvas.Image); ok {
			images++
		}
	}
	if images != 6 {
		t.Errorf("%d images shown, want five plots and the heat map", images)
	}
}

func TestPlaytestCancel(t *testing.T) {
	ed := playtestEditor(t)
	p := NewPlaytest(ed)
	_ = p.Content()
	p.Games.SetText("1000000")
	test.Tap(p.Run)
	if p.Cancel.Disabled() {
		t.Fatal("Cancel is disabled while games run")
	}
	test.Tap(p.Cancel)
	p.Wait()
	waitFor(t, func() bool { return p.Report != nil })
	if n := p.Report.Games + p.Report.Failed; n >= 1000000 {
		t.Errorf("cancelled run played all %d games", n)
	}
	if !strings.Contains(p.Status.Text, "Cancelled after") {
		t.Errorf("status %q", p.Status.Text)
	}
}

func TestPlaytestRefusesBadInput(t *testing.T) {
	ed := playtestEditor(t)
	p := NewPlaytest(ed)
	p.Games.SetText("many")
	test.Tap(p.Run)
	if !strings.Contains(p.Status.Text, "Games must be a number") || p.Report != nil {
		t.Errorf("status %q", p.Status.Text)
	}
}

// waitFor lets the test driver run queued UI updates until cond holds.
func waitFor(t *testing.T, cond func() bool) {
	t.Helper()
	for i := 0; i < 500 && !cond(); i++ {
		fyne.DoAndWait(func() {})
	}
	if !cond() {
		t.Fatal("condition not reached")
	}
}

// TestPlaytestRefusesInvalidScenario: the window builds its Board through
// bundle.Board, as adc balance does, so a scenario the validator rejects
// is not played and the status names the error.
func TestPlaytestRefusesInvalidScenario(t *testing.T) {
	ed := playtestEditorWith(t, func(b []byte) []byte {
		return []byte(strings.Replace(string(b), `placement: {kind: setup, hex: "0302"}`, `placement: {kind: setup, hex: "2502"}`, 1))
	})
	p := NewPlaytest(ed)
	_ = p.Content()
	p.Games.SetText("5")
	test.Tap(p.Run)
	if p.Report != nil || p.Run.Disabled() {
		t.Fatalf("an invalid scenario was played (report %v, run disabled %v)", p.Report, p.Run.Disabled())
	}
	if !strings.Contains(p.Status.Text, "validation errors") || !strings.Contains(p.Status.Text, "fr-inf-1") {
		t.Errorf("status %q: want the validation error naming fr-inf-1", p.Status.Text)
	}
}
