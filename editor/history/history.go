// Package history is what the editor's documents share: the value being
// edited, the file it belongs to, an undo history whose steps can merge into
// one (a brush stroke, a typed name), the dirty flag, the change listeners
// and the revalidation scheduler. editor/document (scenarios) and
// editor/armydoc (One Day Napoleonics army lists) each embed a Doc over
// their own model. Like them it never imports a GUI toolkit.
//
//	d := history.New(s, "bussaco20.yaml")
//	d.Record(history.Step[*scenario.Scenario]{Label: "Paint forest", Do: paint, Undo: unpaint})
//	d.Undo()
package history

import (
	"errors"
	"path/filepath"
	"sync"
)

// Change tells listeners what happened to a document.
type Change struct {
	Label string // the step's label, or "undo", "redo", "save", "dirty", ...
	Dirty bool
}

// Step is one reversible edit of a value of type S. Do returns the value
// after the edit and Undo the value before it; an edit that changes the
// value in place returns its argument. Do and Undo must be exact inverses.
type Step[S any] struct {
	Label string // shown in the Edit menu and the status bar
	// Merge, when not empty, merges the step into the previous one with
	// the same key, so that a drag or a typed name is one undo step.
	Merge    string
	Do, Undo func(S) S
}

type entry[S any] struct {
	step Step[S]
	id   uint64 // changes whenever the entry's effect changes, for the dirty flag
}

// Doc is a value being edited with its file and undo history. Its methods
// are safe for use from several goroutines (the autosave runs in its own).
type Doc[S any] struct {
	mu       sync.Mutex
	state    S
	path     string // "" for an unsaved new document
	hist     []entry[S]
	pos      int    // number of applied entries; hist[pos:] can be redone
	savedID  uint64 // id of the top applied entry when last saved (0: empty history)
	nextID   uint64
	forceDir bool // dirty regardless of the history (recovered or new documents)

	listeners []func(Change)
}

// New returns a document over state, read from path ("" for a new one).
func New[S any](state S, path string) *Doc[S] {
	return &Doc[S]{state: state, path: path, nextID: 1}
}

// OnChange registers f to be called after every change. f runs on the
// goroutine that made the change, without the document's lock held.
func (d *Doc[S]) OnChange(f func(Change)) {
	d.mu.Lock()
	d.listeners = append(d.listeners, f)
	d.mu.Unlock()
}

// Notify tells the listeners about a change labelled label.
func (d *Doc[S]) Notify(label string) {
	d.mu.Lock()
	c := Change{Label: label, Dirty: d.dirtyLocked()}
	ls := append([]func(Change){}, d.listeners...)
	d.mu.Unlock()
	for _, f := range ls {
		f(c)
	}
}

// State returns the value as it is now.
func (d *Doc[S]) State() S {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.state
}

// Path returns the file the document is saved to, or "" when it has none yet.
func (d *Doc[S]) Path() string {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.path
}

// TitleOf is a window title: the file's name (untitled for a document
// without one), a star when there are unsaved changes, then suffix.
func (d *Doc[S]) TitleOf(untitled, suffix string) string {
	d.mu.Lock()
	defer d.mu.Unlock()
	name := untitled
	if d.path != "" {
		name = filepath.Base(d.path)
	}
	if d.dirtyLocked() {
		name = "*" + name
	}
	return name + suffix
}

// MarkDirty makes the document count as changed until the next save (a
// document from a template or a recovery file has never been saved).
func (d *Doc[S]) MarkDirty() {
	d.mu.Lock()
	d.forceDir = true
	d.mu.Unlock()
	d.Notify("dirty")
}

// Dirty reports whether the document has changes that are not saved.
func (d *Doc[S]) Dirty() bool {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.dirtyLocked()
}

func (d *Doc[S]) dirtyLocked() bool { return d.forceDir || d.topID() != d.savedID }

func (d *Doc[S]) topID() uint64 {
	if d.pos == 0 {
		return 0
	}
	return d.hist[d.pos-1].id
}

// Record runs st and records it in the history, merging it into the
// previous step when both carry the same Merge key. The redo history is
// dropped.
func (d *Doc[S]) Record(st Step[S]) {
	if st.Do == nil || st.Undo == nil {
		return
	}
	d.mu.Lock()
	d.state = st.Do(d.state)
	d.hist = d.hist[:d.pos]
	if st.Merge != "" && d.pos > 0 && d.hist[d.pos-1].step.Merge == st.Merge {
		prev := &d.hist[d.pos-1]
		first, next := prev.step, st
		prev.step = Step[S]{
			Label: first.Label,
			Merge: first.Merge,
			Do:    func(s S) S { return next.Do(first.Do(s)) },
			Undo:  func(s S) S { return first.Undo(next.Undo(s)) },
		}
		prev.id = d.nextID
	} else {
		d.hist = append(d.hist, entry[S]{step: st, id: d.nextID})
		d.pos++
	}
	d.nextID++
	d.mu.Unlock()
	d.Notify(st.Label)
}

// EndMerge closes the current stroke: the next step starts a new undo step
// even when it has the same Merge key.
func (d *Doc[S]) EndMerge() {
	d.mu.Lock()
	if d.pos > 0 {
		d.hist[d.pos-1].step.Merge = ""
	}
	d.mu.Unlock()
}

// CanUndo reports whether there is something to undo, and its label.
func (d *Doc[S]) CanUndo() (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pos == 0 {
		return "", false
	}
	return d.hist[d.pos-1].step.Label, true
}

// CanRedo reports whether there is something to redo, and its label.
func (d *Doc[S]) CanRedo() (string, bool) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if d.pos == len(d.hist) {
		return "", false
	}
	return d.hist[d.pos].step.Label, true
}

// Undo reverts the last step; it reports false when there is none.
func (d *Doc[S]) Undo() bool {
	d.mu.Lock()
	if d.pos == 0 {
		d.mu.Unlock()
		return false
	}
	d.pos--
	d.hist[d.pos].step.Merge = "" // a new stroke never merges into an undone one
	d.state = d.hist[d.pos].step.Undo(d.state)
	d.mu.Unlock()
	d.Notify("undo")
	return true
}

// Redo re-applies the last undone step; it reports false when there is none.
func (d *Doc[S]) Redo() bool {
	d.mu.Lock()
	if d.pos == len(d.hist) {
		d.mu.Unlock()
		return false
	}
	d.state = d.hist[d.pos].step.Do(d.state)
	d.pos++
	d.mu.Unlock()
	d.Notify("redo")
	return true
}

// ClearHistory forgets every step and counts the document as saved, keeping
// its value, file and listeners.
func (d *Doc[S]) ClearHistory() {
	d.mu.Lock()
	d.hist, d.pos, d.savedID, d.forceDir = nil, 0, 0, false
	d.mu.Unlock()
}

// ErrNoPath is returned by SaveWith for a document that has no file yet.
var ErrNoPath = errors.New("no file name yet (use Save As)")

// Encode returns encode's bytes of the value as it is now, under the
// document's lock (for the autosave, which must not hold it while writing).
func (d *Doc[S]) Encode(encode func(S) ([]byte, error)) ([]byte, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	return encode(d.state)
}

// SaveWith encodes the value and writes the bytes to path, or to the
// document's own file when path is "". On success the document is clean and
// belongs to path. encode and write are given the path (for their errors);
// an error of either is returned as it is.
func (d *Doc[S]) SaveWith(path string, encode func(path string, s S) ([]byte, error), write func(path string, data []byte) error) error {
	d.mu.Lock()
	if path == "" {
		path = d.path
	}
	if path == "" {
		d.mu.Unlock()
		return ErrNoPath
	}
	data, err := encode(path, d.state)
	d.mu.Unlock()
	if err != nil {
		return err
	}
	if err := write(path, data); err != nil {
		return err
	}
	d.mu.Lock()
	d.path = path
	d.savedID = d.topID()
	d.forceDir = false
	d.mu.Unlock()
	d.Notify("save")
	return nil
}

// Steps returns the labels of the history's steps, oldest first, and how
// many of them are applied (the rest can be redone): what a History panel
// lists.
func (d *Doc[S]) Steps() (labels []string, applied int) {
	d.mu.Lock()
	defer d.mu.Unlock()
	for _, h := range d.hist {
		labels = append(labels, h.step.Label)
	}
	return labels, d.pos
}

// GoTo undoes or redoes steps until n of them are applied (0: the value as
// opened), then tells the listeners once. It reports false when n is out of
// range or already the position.
func (d *Doc[S]) GoTo(n int) bool {
	d.mu.Lock()
	if n < 0 || n > len(d.hist) || n == d.pos {
		d.mu.Unlock()
		return false
	}
	label := "redo"
	if n < d.pos {
		label = "undo"
	}
	for d.pos > n {
		d.pos--
		d.hist[d.pos].step.Merge = ""
		d.state = d.hist[d.pos].step.Undo(d.state)
	}
	for d.pos < n {
		d.state = d.hist[d.pos].step.Do(d.state)
		d.pos++
	}
	d.mu.Unlock()
	d.Notify(label)
	return true
}
