package main

// Commit as you edit, in the real window: what is typed in a tab's form is
// in the file after Ctrl+S, without any Apply button; Ctrl+Q with unsaved
// changes asks; Enter then Ctrl+Z undoes the field's change.

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The tabs over the map, at 1280x720.
var tabAt = map[string][2]int{
	"map": {237, 130}, "general": {330, 130}, "turns": {442, 130}, "deck": {536, 130},
	"victory": {618, 130}, "deployment": {706, 130}, "special": {812, 130},
}

func (e *editor) tab(t *testing.T, name string) {
	t.Helper()
	p := tabAt[name]
	e.clickPx(t, p[0], p[1])
}

func parseSaved(t *testing.T, data []byte) *scenario.Scenario {
	t.Helper()
	s, err := scenario.Parse(data, "saved.yaml")
	if err != nil {
		t.Fatalf("the saved file does not parse: %v", err)
	}
	return s
}

func TestWindowEveryFormKeepsWhatWasTypedOnCtrlS(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, _ := blankScenario(t, dir, "typed.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)

	e.tab(t, "general")
	e.typeInto(t, 680, 286, "Napoleonic 20")        // Game
	e.typeInto(t, 680, 420, "A ridge and a river.") // Description: left for the next tab
	e.tab(t, "turns")
	e.typeInto(t, 396, 247, "6") // Last turn, no Enter
	e.tab(t, "deck")
	e.clickPx(t, 247, 267)          // Add
	e.typeInto(t, 850, 304, "Rain") // the card's title
	e.tab(t, "victory")
	e.clickPx(t, 247, 208)          // Add
	e.typeInto(t, 838, 384, "0505") // Hexes
	e.tab(t, "deployment")
	e.clickPx(t, 247, 208)         // Add
	e.typeInto(t, 820, 305, "3.1") // Step
	e.tab(t, "special")
	e.clickPx(t, 247, 208)                 // Add
	e.typeInto(t, 800, 324, "Night march") // Title, still focused at Ctrl+S
	d.shot(t, "typed-1-before-save")
	if name := d.xdo(t, "getwindowname", e.win); !strings.HasPrefix(name, "*") {
		t.Errorf("window title %q carries no unsaved mark", name)
	}
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the typed fields saved", func(b []byte) bool {
		return bytes.Contains(b, []byte("Night march"))
	})
	d.shot(t, "typed-2-saved")
	s := parseSaved(t, data)
	for _, c := range []struct{ what, got, want string }{
		{"game", s.Game, "Napoleonic 20"},
		{"description", s.Description, "A ridge and a river."},
		{"card title", first(s.Deck.Cards, func(c scenario.Card) string { return c.Title }), "Rain"},
		{"victory hexes", first(s.Victory, func(v scenario.Victory) string { return strings.Join(v.Hexes, ",") }), "0505"},
		{"zone step", first(s.Deployment, func(z scenario.DeployZone) string { return z.Step }), "3.1"},
		{"rule title", first(s.Special, func(r scenario.Rule) string { return r.Title }), "Night march"},
	} {
		if c.got != c.want {
			t.Errorf("%s: saved %q, want %q", c.what, c.got, c.want)
		}
	}
	if s.Turns.End != 6 {
		t.Errorf("last turn %d, want 6", s.Turns.End)
	}
	if name := d.xdo(t, "getwindowname", e.win); strings.HasPrefix(name, "*") {
		t.Errorf("window title %q still marked unsaved after the save", name)
	}
	e.quit(t)
}

func first[T any](xs []T, f func(T) string) string {
	if len(xs) == 0 {
		return ""
	}
	return f(xs[0])
}

func TestWindowCtrlQWithUnsavedChangesAsks(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, orig := blankScenario(t, dir, "ask.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	e.tab(t, "general")
	e.typeInto(t, 680, 286, "typed and not saved") // Game, still focused
	e.keys(t, "ctrl+q")
	settle()
	d.shot(t, "ask-1-question")
	if e.cmd.ProcessState != nil {
		t.Fatal("the editor quit without asking")
	}
	done := make(chan error, 1)
	go func() { done <- e.cmd.Wait() }()
	select {
	case <-done:
		t.Fatalf("the editor quit without asking\n%s", e.log)
	case <-time.After(2 * time.Second):
	}
	if got, _ := os.ReadFile(file); !bytes.Equal(got, orig) {
		t.Error("the file changed without a save")
	}
	// Save, in the question: the work is saved and the window closes.
	e.clickPx(t, 710, 405) // the question's Save
	waitFile(t, file, "the typed text saved from the question", func(b []byte) bool {
		return bytes.Contains(b, []byte("typed and not saved"))
	})
	select {
	case <-done:
	case <-time.After(10 * time.Second):
		t.Fatalf("the editor did not quit after Save\n%s", e.log)
	}
}

func TestWindowEnterThenCtrlZUndoesTheField(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, orig := blankScenario(t, dir, "enter.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	e.tab(t, "general")
	e.typeInto(t, 680, 286, "Napoleonic 20")
	e.keys(t, "Return", "ctrl+s")
	waitFile(t, file, "the game after Enter", func(b []byte) bool { return parseSaved(t, b).Game == "Napoleonic 20" })
	e.keys(t, "ctrl+z") // the field keeps the focus and has nothing typed of its own
	d.shot(t, "enter-1-undone")
	e.keys(t, "ctrl+s")
	waitFile(t, file, "the original file after Ctrl+Z", func(b []byte) bool { return bytes.Equal(b, orig) })
	e.quit(t)
}

func TestWindowHillStrokeThenCtrlZ(t *testing.T) {
	d := startX(t)
	dir := t.TempDir()
	file, orig := blankScenario(t, dir, "hill.yaml")
	e := d.launch(t, filepath.Join(dir, "config"), file)
	e.keys(t, "i") // the Hill brush
	e.drag(t, stroke...)
	d.shot(t, "hill-1-stroke")
	e.keys(t, "ctrl+s")
	data := waitFile(t, file, "the hill's slopes saved", func(b []byte) bool { return len(parseSaved(t, b).Map.Hexsides) > 0 })
	s := parseSaved(t, data)
	for _, hs := range s.Map.Hexsides {
		if len(hs.Features) != 1 || hs.Features[0] != scenario.FeatureSlope || hs.Uphill == "" {
			t.Errorf("hexside %v: %v uphill %q, want a slope with its uphill hex", hs.Between, hs.Features, hs.Uphill)
		}
	}
	t.Logf("the stroke drew %d slope hexsides", len(s.Map.Hexsides))
	e.keys(t, "ctrl+z", "ctrl+s")
	waitFile(t, file, "the original file after Ctrl+Z", func(b []byte) bool { return bytes.Equal(b, orig) })
	e.quit(t)
}
