// Package document is the widget-free model behind the scenario editor: a
// scenario, the file it came from, a dirty flag and an undo history. Every
// edit the editor makes goes through a Document as a Command, so that it can
// be undone, redone, saved and recovered after a crash. The package never
// imports a GUI toolkit; a test enforces it with go list -deps.
//
//	d := document.New(s, "bussaco20.yaml")
//	d.PaintTerrain([]string{"0708", "0709"}, "forest", "stroke-1")
//	d.Undo()
//	err := d.Save("")
package document

import (
	"fmt"

	"github.com/aide-de-camp/adc/editor/history"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Command is one reversible edit. Do and Undo must be exact inverses on the
// scenario they are applied to.
type Command struct {
	Label string // shown in the Edit menu: "Undo Paint forest"
	// Merge, when not empty, merges the command into the previous one with
	// the same key, so that a drag or a brush stroke is one undo step.
	Merge string
	Do    func(s *scenario.Scenario)
	Undo  func(s *scenario.Scenario)
}

// Change tells listeners what happened to a document: the command's label,
// or "undo", "redo", "load", "save", "dirty", and whether it is dirty.
type Change = history.Change

// Document is a scenario being edited. Its methods are safe for use from
// several goroutines (the autosave timer runs in its own). The file, the
// undo history, the dirty flag and the listeners are history.Doc's.
type Document struct {
	*history.Doc[*scenario.Scenario]
	as *Command // the label and merge key As gives the commands of an edit
}

// New returns a document over s, read from path ("" for a new, unsaved one).
func New(s *scenario.Scenario, path string) *Document {
	return &Document{Doc: history.New(s, path)}
}

// Open loads the scenario file at path.
func Open(path string) (*Document, error) {
	doc, err := scenario.LoadFile(path)
	if err != nil {
		return nil, err
	}
	return New(doc.Scenario, path), nil
}

// Scenario returns the scenario. Callers may read it; they must change it
// only through Apply, or undo will go wrong.
func (d *Document) Scenario() *scenario.Scenario { return d.State() }

// Title is the window title: the file name, a star when there are unsaved
// changes, and the application name.
func (d *Document) Title() string {
	name := "Untitled"
	if s := d.Scenario(); s != nil && s.ID != "" {
		name = s.ID + " (unsaved)"
	}
	return d.TitleOf(name, " - Aide-de-Camp")
}

// Apply runs c and records it in the history, merging it into the previous
// command when both carry the same Merge key. The redo history is dropped.
func (d *Document) Apply(c Command) {
	if c.Do == nil || c.Undo == nil {
		return
	}
	if d.as != nil {
		c.Label, c.Merge = d.as.Label, d.as.Merge
	}
	d.Record(history.Step[*scenario.Scenario]{Label: c.Label, Merge: c.Merge,
		Do:   func(s *scenario.Scenario) *scenario.Scenario { c.Do(s); return s },
		Undo: func(s *scenario.Scenario) *scenario.Scenario { c.Undo(s); return s },
	})
}

// As runs edit, giving every command it applies label (shown as "Undo
// label") and the merge key merge: a form field's commits are named after
// the field ("Edit Description") and, made one after another, merge into one
// undo step. It is meant for the goroutine that edits (the editor's UI).
func (d *Document) As(label, merge string, edit func() error) error {
	prev := d.as
	d.as = &Command{Label: label, Merge: merge}
	defer func() { d.as = prev }()
	return edit()
}

// ErrNoPath is returned by Save for a document that has no file yet.
var ErrNoPath = history.ErrNoPath

// Save writes the scenario atomically (temporary file, sync, rename; the
// previous version kept as a .bak file) to path, or to the document's own
// file when path is "". On success the document is clean and belongs to path.
func (d *Document) Save(path string) error {
	return d.SaveWith(path, func(path string, s *scenario.Scenario) ([]byte, error) {
		data, err := scenario.Marshal(s)
		if err != nil {
			return nil, fmt.Errorf("document: save %s: %w", path, err)
		}
		return data, nil
	}, WriteAtomic)
}

// Snapshot returns the canonical bytes of the scenario as it is now (for the
// autosave, which must not hold the lock while writing).
func (d *Document) Snapshot() ([]byte, error) { return d.Encode(scenario.Marshal) }
