// Package armydoc is the widget-free model behind the editor's One Day
// Napoleonics workspace: an army list being edited, the file it came from, a
// dirty flag, an undo history, the hit boxes ticked on its roster preview,
// validation scheduling, the finding-to-unit lookup and the calculator
// forms' pure recompute functions. Like editor/document it never imports a
// GUI toolkit.
//
//	d, err := armydoc.Open("french-1812.yaml")
//	d.SetUnitField(0, 1, armydoc.FieldQuality, "EL")
//	d.Undo()
//	err = d.Save("")
package armydoc

import (
	"fmt"
	"os"
	"reflect"
	"sync"

	"github.com/aide-de-camp/adc/editor/history"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/odn"
)

// Command is one reversible edit: the army before and after it. Edits
// never change an army in place, so Before stays valid for undo.
type Command struct {
	Label string // "Edit quality", shown in the status bar
	// Merge, when not empty, merges the command into the previous one with
	// the same key, so that typing a name is one undo step.
	Merge         string
	Before, After *odn.Army
}

// Change tells listeners what happened to a document: the command's label,
// or "undo", "redo", "save", "hits", and whether it is dirty.
type Change = history.Change

// Document is an army list being edited. Its methods are safe for use from
// several goroutines (the autosave runs in its own). The file, the undo
// history, the dirty flag and the listeners are history.Doc's.
type Document struct {
	*history.Doc[*odn.Army]

	mu     sync.Mutex
	hits   map[string]int // roster preview: hit boxes ticked, by unit name
	source []byte         // the file as read or last saved: its comments are kept
}

// New returns a document over a, read from path ("" for a new one).
func New(a *odn.Army, path string) *Document {
	return &Document{Doc: history.New(a, path), hits: map[string]int{}}
}

// NewArmy returns a new army list with one corps of one unit, ready to edit.
func NewArmy(nation string) *odn.Army {
	if nation == "" {
		nation = "france"
	}
	return &odn.Army{Format: odn.ArmyFormat, Army: "New army", Nation: nation,
		Headquarters: &odn.Headquarters{Name: "Army headquarters", MoraleBonus: 2},
		Corps: []odn.Corps{{Name: "I Corps", MoraleBonus: 1, Units: []odn.Unit{
			{Name: "1st Division", ID: "1/1", Type: "infantry", Quality: "VT", InherentArtillery: "foot"}}}}}
}

// Open reads the army list at path. The document holds whatever the file
// says, errors included (the validator reports them); only a file that
// cannot be read or parsed at all is an error.
func Open(path string, rs *odn.Ruleset) (*Document, error) {
	data, err := os.ReadFile(path)
	if err != nil {
		return nil, fmt.Errorf("armydoc: %w", err)
	}
	a, err := Parse(data, path, rs)
	if err != nil {
		return nil, err
	}
	d := New(a, path)
	d.SetSource(data)
	return d, nil
}

// SetSource gives the bytes the army was read from: saves and snapshots
// keep their comments (odn.MarshalArmyKeeping).
func (d *Document) SetSource(data []byte) {
	d.mu.Lock()
	d.source = data
	d.mu.Unlock()
}

func (d *Document) sourceBytes() []byte {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.source
}

// Parse reads army-list bytes, keeping an army that has findings (they are
// shown in the editor). It refuses bytes that are not an army list.
func Parse(data []byte, name string, rs *odn.Ruleset) (*odn.Army, error) {
	if f := atomicfile.FormatOf(data); f != odn.ArmyFormat {
		if f == "" {
			f = "none"
		}
		return nil, fmt.Errorf("%s: not an army list (format: %s); an army list starts with format: %s", name, f, odn.ArmyFormat)
	}
	a, fs, err := odn.ParseArmy(name, data, rs)
	if err != nil {
		return nil, err
	}
	if a == nil { // the YAML does not fit the army list's shape
		return nil, fs
	}
	return a, nil
}

// IsArmyFile reports whether the file at path is an army list, by its
// format line.
func IsArmyFile(path string) bool { return atomicfile.FileFormat(path) == odn.ArmyFormat }

// Army returns the army as it is now. Callers must not change it: edits go
// through Apply and the Set methods, or undo goes wrong.
func (d *Document) Army() *odn.Army { return d.State() }

// Title is the window title: the file name, a star for unsaved changes.
func (d *Document) Title() string {
	return d.TitleOf("Untitled army list", " - ODN army list - Aide-de-Camp")
}

// Apply makes c.After the army and records c, merging it into the previous
// command when both carry the same Merge key. The redo history is dropped.
func (d *Document) Apply(c Command) {
	if c.After == nil {
		return
	}
	before, after := c.Before, c.After
	d.Record(history.Step[*odn.Army]{Label: c.Label, Merge: c.Merge,
		Do: func(cur *odn.Army) *odn.Army {
			if before == nil {
				before = cur
			}
			return after
		},
		Undo: func(*odn.Army) *odn.Army { return before },
	})
}

// Edit applies f to a copy of the army and records the result as one
// command; nothing is recorded when f changes nothing or returns an error.
func (d *Document) Edit(label, merge string, f func(a *odn.Army) error) error {
	before := d.Army()
	after := before.Clone()
	if err := f(after); err != nil {
		return err
	}
	if reflect.DeepEqual(before, after) {
		return nil
	}
	d.Apply(Command{Label: label, Merge: merge, Before: before, After: after})
	return nil
}

// ErrNoPath is returned by Save for a document that has no file yet.
var ErrNoPath = history.ErrNoPath

// Save writes the army list atomically in canonical form, with the
// comments of its file kept (temporary file, sync, rename; the previous
// version kept as .bak) to path, or to the document's own file when path
// is "".
func (d *Document) Save(path string) error {
	source := d.sourceBytes()
	return d.SaveWith(path, func(path string, a *odn.Army) ([]byte, error) {
		data, err := odn.MarshalArmyKeeping(a, source)
		if err != nil {
			return nil, fmt.Errorf("armydoc: save %s: %w", path, err)
		}
		return data, nil
	}, func(path string, data []byte) error {
		if err := atomicfile.Write(path, data, atomicfile.KeepBackup); err != nil {
			return fmt.Errorf("armydoc: %w", err)
		}
		d.SetSource(data)
		return nil
	})
}

// Snapshot returns the bytes Save would write for the army as it is now:
// canonical, with the file's comments.
func (d *Document) Snapshot() ([]byte, error) {
	return odn.MarshalArmyKeeping(d.Army(), d.sourceBytes())
}

// Hits returns the hit boxes ticked on the roster preview, by unit name.
// They are not part of the army list: the roster workbook export starts
// from them.
func (d *Document) Hits() map[string]int {
	d.mu.Lock()
	defer d.mu.Unlock()
	out := make(map[string]int, len(d.hits))
	for k, v := range d.hits {
		if v > 0 {
			out[k] = v
		}
	}
	return out
}

// UnitHits returns the hits ticked for one unit.
func (d *Document) UnitHits(name string) int {
	d.mu.Lock()
	defer d.mu.Unlock()
	return d.hits[name]
}

// SetHits ticks the first n hit boxes of a unit's roster (n < 0 counts as 0).
func (d *Document) SetHits(name string, n int) {
	d.mu.Lock()
	d.hits[name] = max(n, 0)
	d.mu.Unlock()
	d.Notify("hits")
}

// ToggleBox is a click on hit box i (0-based, in ladder order) of a unit's
// roster: boxes are checked in order, so a click on an unchecked box checks
// every box up to it, and a click on a checked box unchecks it and those
// after it.
func (d *Document) ToggleBox(name string, i int) int {
	n := d.UnitHits(name)
	if i < n {
		n = i
	} else {
		n = i + 1
	}
	d.SetHits(name, n)
	return n
}
