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
	"errors"
	"fmt"
	"path/filepath"
	"sync"

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

type entry struct {
	cmd Command
	id  uint64 // changes whenever the entry's effect changes, for the dirty flag
}

// Change tells listeners what happened to a document.
type Change struct {
	Label string // the command's label, or "undo"/"redo"/"load"/"save"
	Dirty bool
}

// Document is a scenario being edited. Its methods are safe for use from
// several goroutines (the autosave timer runs in its own).
type Document struct {
	mu       sync.Mutex
	s        *scenario.Scenario
	path     string // "" for an unsaved new document
	hist     []entry
	pos      int    // number of applied entries; hist[pos:] can be redone
	savedID  uint64 // id of the top applied entry when last saved (0: empty history)
	nextID   uint64
	forceDir bool // dirty regardless of the history (recovered or new documents)

	listeners []func(Change)
}

// New returns a document over s, read from path ("" for a new, unsaved one).
func New(s *scenario.Scenario, path string) *Document {
	return &Document{s: s, path: path, nextID: 1}
}

// Open loads the scenario file at path.
func Open(path string) (*Document, error) {
	doc, err := scenario.LoadFile(path)
	if err != nil {
		return nil, err
	}
	return New(doc.Scenario, path), nil
}

// OnChange registers f to be called after every change. f runs on the
// goroutine that made the change, without the document's lock held.
func (d *Document) OnChange(f func(Change)) {
	d.mu.Lock()
	d.listeners = append(d.listeners, f)
	d.mu.Unlock()
}

func (d *Document) notify(label string) {
	d.mu.Lock()
	c := Change{Label: label, Dirty: d.dirtyLocked()}
	ls := append([]func(Change){}, d.listeners...)
	d.mu.Unlock()
	for _, f := range ls {
		f(c)
	}
}

// Scenario returns the scenario. Callers may read it; they must change it
// only through Apply, or undo will go wrong.
func (d *Document) Scenario() *scenario.Scenario {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.s
}

// Path returns the file the document is saved to, or "" when it has none yet.
func (d *Document) Path() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.path
}

// Title is the window title: the file name, a star when there are unsaved
// changes, and the application name.
func (d *Document) Title() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	name := "Untitled"
	if d.path != "" {
		name = filepath.Base(d.path)
	} else if d.s != nil && d.s.ID != "" {
		name = d.s.ID + " (unsaved)"
	}
	if d.dirtyLocked() {
		name = "*" + name
	}
	return name + " - Aide-de-Camp"
}

// MarkDirty makes the document count as changed until the next save (a
// document from a template or a recovery file has never been saved).
func (d *Document) MarkDirty() {
	d.mu.Lock()
	d.forceDir = true
	d.mu.Unlock()
	d.notify("dirty")
}

// Dirty reports whether the document has changes that are not saved.
func (d *Document) Dirty() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.dirtyLocked()
}

func (d *Document) dirtyLocked() bool {
	return d.forceDir || d.topID() != d.savedID
}

func (d *Document) topID() uint64 {
	if d.pos == 0 {
		return 0
	}
	return d.hist[d.pos-1].id
}

// Apply runs c and records it in the history, merging it into the previous
// command when both carry the same Merge key. The redo history is dropped.
func (d *Document) Apply(c Command) {
	if c.Do == nil || c.Undo == nil {
		return
	}
	d.mu.Lock()
	c.Do(d.s)
	d.hist = d.hist[:d.pos]
	if c.Merge != "" && d.pos > 0 && d.hist[d.pos-1].cmd.Merge == c.Merge {
		prev := &d.hist[d.pos-1]
		first, next := prev.cmd, c
		prev.cmd = Command{
			Label: first.Label,
			Merge: first.Merge,
			Do:    func(s *scenario.Scenario) { first.Do(s); next.Do(s) },
			Undo:  func(s *scenario.Scenario) { next.Undo(s); first.Undo(s) },
		}
		prev.id = d.nextID
		d.nextID++
	} else {
		d.hist = append(d.hist, entry{cmd: c, id: d.nextID})
		d.nextID++
		d.pos++
	}
	d.mu.Unlock()
	d.notify(c.Label)
}

// EndMerge closes the current stroke: the next command starts a new undo step
// even when it has the same Merge key.
func (d *Document) EndMerge() {
	d.mu.Lock()
	if d.pos > 0 {
		d.hist[d.pos-1].cmd.Merge = ""
	}
	d.mu.Unlock()
}

// CanUndo reports whether there is something to undo, and its label.
func (d *Document) CanUndo() (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pos == 0 {
		return "", false
	}
	return d.hist[d.pos-1].cmd.Label, true
}

// CanRedo reports whether there is something to redo, and its label.
func (d *Document) CanRedo() (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pos == len(d.hist) {
		return "", false
	}
	return d.hist[d.pos].cmd.Label, true
}

// Undo reverts the last command; it reports false when there is none.
func (d *Document) Undo() bool {
	d.mu.Lock()
	if d.pos == 0 {
		d.mu.Unlock()
		return false
	}
	d.pos--
	d.hist[d.pos].cmd.Merge = "" // a new stroke never merges into an undone one
	d.hist[d.pos].cmd.Undo(d.s)
	d.mu.Unlock()
	d.notify("undo")
	return true
}

// Redo re-applies the last undone command; it reports false when there is none.
func (d *Document) Redo() bool {
	d.mu.Lock()
	if d.pos == len(d.hist) {
		d.mu.Unlock()
		return false
	}
	d.hist[d.pos].cmd.Do(d.s)
	d.pos++
	d.mu.Unlock()
	d.notify("redo")
	return true
}

// ErrNoPath is returned by Save for a document that has no file yet.
var ErrNoPath = errors.New("document: no file name yet (use Save As)")

// Save writes the scenario atomically (temporary file, sync, rename; the
// previous version kept as a .bak file) to path, or to the document's own
// file when path is "". On success the document is clean and belongs to path.
func (d *Document) Save(path string) error {
	d.mu.Lock()
	if path == "" {
		path = d.path
	}
	if path == "" {
		d.mu.Unlock()
		return ErrNoPath
	}
	data, err := scenario.Marshal(d.s)
	d.mu.Unlock()
	if err != nil {
		return fmt.Errorf("document: save %s: %w", path, err)
	}
	if err := WriteAtomic(path, data); err != nil {
		return err
	}
	d.mu.Lock()
	d.path = path
	d.savedID = d.topID()
	d.forceDir = false
	d.mu.Unlock()
	d.notify("save")
	return nil
}

// Snapshot returns the canonical bytes of the scenario as it is now (for the
// autosave, which must not hold the lock while writing).
func (d *Document) Snapshot() ([]byte, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return scenario.Marshal(d.s)
}
