package document

import (
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"sync"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Store keeps the editor's own files in one directory (the user's config
// directory in the application): the recent-files list and the crash
// recovery file with its note of which document it belongs to.
type Store struct {
	Dir string
}

// MaxRecent is how many recent files the list keeps.
const MaxRecent = 10

const (
	recentName   = "recent.json"
	recoveryName = "recovery.yaml"
	recoveryNote = "recovery.json"
)

// Recent returns the recent files, newest first.
func (st Store) Recent() []string {
	data, err := os.ReadFile(filepath.Join(st.Dir, recentName))
	if err != nil {
		return nil
	}
	var list []string
	if json.Unmarshal(data, &list) != nil {
		return nil
	}
	return list
}

// AddRecent moves path to the top of the recent files.
func (st Store) AddRecent(path string) error {
	if abs, err := filepath.Abs(path); err == nil {
		path = abs
	}
	list := slices.DeleteFunc(st.Recent(), func(p string) bool { return p == path })
	list = append([]string{path}, list...)
	if len(list) > MaxRecent {
		list = list[:MaxRecent]
	}
	data, _ := json.MarshalIndent(list, "", "  ")
	if err := os.MkdirAll(st.Dir, 0o755); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(st.Dir, recentName), append(data, '\n'), false)
}

// Recovery describes an autosave left behind by a session that did not end
// cleanly.
type Recovery struct {
	Path     string    `json:"path"`  // the document's own file, "" if it had none
	Saved    time.Time `json:"saved"` // when the autosave was written
	DataPath string    `json:"-"`     // the recovery file itself
}

// WriteRecovery saves data (a document snapshot) as the recovery file, noting
// the document's own path.
func (st Store) WriteRecovery(data []byte, docPath string, now time.Time) error {
	if err := os.MkdirAll(st.Dir, 0o755); err != nil {
		return err
	}
	// The note first: the recovery file's presence is what marks a pending
	// recovery, so it must never be seen without its note.
	// The path is absolute: the editor may be started again from another
	// directory, and Save must still find the file.
	if docPath != "" {
		if abs, err := filepath.Abs(docPath); err == nil {
			docPath = abs
		}
	}
	note, _ := json.Marshal(Recovery{Path: docPath, Saved: now.UTC()})
	if err := writeAtomic(filepath.Join(st.Dir, recoveryNote), note, false); err != nil {
		return err
	}
	return writeAtomic(filepath.Join(st.Dir, recoveryName), data, false)
}

// PendingRecovery returns the recovery left by a crashed session, if any.
func (st Store) PendingRecovery() (Recovery, bool) {
	p := filepath.Join(st.Dir, recoveryName)
	if _, err := os.Stat(p); err != nil {
		return Recovery{}, false
	}
	var r Recovery
	if data, err := os.ReadFile(filepath.Join(st.Dir, recoveryNote)); err == nil {
		_ = json.Unmarshal(data, &r)
	}
	r.DataPath = p
	return r, true
}

// RecoveryFor returns the pending recovery of the file at path when it was
// written after the file was last changed: the work it holds is newer than
// the file, and opening the file alone would show stale content.
func (st Store) RecoveryFor(path string) (Recovery, bool) {
	r, ok := st.PendingRecovery()
	if !ok || r.Path == "" {
		return Recovery{}, false
	}
	abs, err := filepath.Abs(path)
	if err != nil || filepath.Clean(r.Path) != filepath.Clean(abs) {
		return Recovery{}, false
	}
	fi, err := os.Stat(abs)
	if err != nil {
		return r, true // the file is gone: the recovery is all there is
	}
	if !r.Saved.After(fi.ModTime()) {
		return Recovery{}, false
	}
	return r, true
}

// OpenRecovery loads the recovery file as an unsaved (dirty) document that
// will save to the original file.
func (st Store) OpenRecovery(r Recovery) (*Document, error) {
	data, err := os.ReadFile(r.DataPath)
	if err != nil {
		return nil, fmt.Errorf("document: recovery: %w", err)
	}
	s, err := scenario.Parse(data, r.DataPath)
	if err != nil {
		return nil, err
	}
	d := New(s, r.Path)
	d.MarkDirty()
	return d, nil
}

// ClearRecovery removes the recovery file (a clean exit, or the user declined
// it).
func (st Store) ClearRecovery() error {
	err1 := os.Remove(filepath.Join(st.Dir, recoveryName))
	err2 := os.Remove(filepath.Join(st.Dir, recoveryNote))
	for _, err := range []error{err1, err2} {
		if err != nil && !errors.Is(err, os.ErrNotExist) {
			return err
		}
	}
	return nil
}

// Autosaver writes a document's snapshot to the recovery file every Interval
// while it has unsaved changes.
type Autosaver struct {
	Store    Store
	Interval time.Duration // default one minute
	Now      func() time.Time

	mu    sync.Mutex
	wrote bool // this session wrote (or adopted) the recovery file
	stop  chan struct{}
	done  chan struct{}
	doc   func() *Document
}

// Start begins autosaving the document that doc returns (the editor swaps
// documents on New/Open). Call Stop before exit.
func (a *Autosaver) Start(doc func() *Document) {
	a.mu.Lock()
	defer a.mu.Unlock()
	if a.stop != nil {
		return
	}
	if a.Interval <= 0 {
		a.Interval = time.Minute
	}
	if a.Now == nil {
		a.Now = time.Now
	}
	a.doc = doc
	a.stop, a.done = make(chan struct{}), make(chan struct{})
	go func(stop, done chan struct{}) {
		defer close(done)
		t := time.NewTicker(a.Interval)
		defer t.Stop()
		for {
			select {
			case <-stop:
				return
			case <-t.C:
				a.Tick()
			}
		}
	}(a.stop, a.done)
}

// Tick writes one autosave now if the document is dirty; it reports whether
// it wrote.
func (a *Autosaver) Tick() (bool, error) {
	d := a.doc()
	if d == nil || !d.Dirty() {
		return false, nil
	}
	data, err := d.Snapshot()
	if err != nil {
		return false, err
	}
	now := time.Now
	if a.Now != nil {
		now = a.Now
	}
	if err := a.Store.WriteRecovery(data, d.Path(), now()); err != nil {
		return false, err
	}
	a.mu.Lock()
	a.wrote = true
	a.mu.Unlock()
	return true, nil
}

// Adopt makes the pending recovery file this session's own (the designer
// recovered it): a clean exit removes it.
func (a *Autosaver) Adopt() {
	a.mu.Lock()
	a.wrote = true
	a.mu.Unlock()
}

// Stop ends autosaving and, when clean is true (a normal exit), removes the
// recovery file if this session wrote or adopted it. A recovery file left
// by an earlier session and not yet recovered or declined stays for the
// next start.
func (a *Autosaver) Stop(clean bool) error {
	a.mu.Lock()
	stop, done := a.stop, a.done
	a.stop = nil
	wrote := a.wrote
	a.mu.Unlock()
	if !wrote {
		clean = false
	}
	if stop != nil {
		close(stop)
		<-done
	}
	if clean {
		return a.Store.ClearRecovery()
	}
	return nil
}
