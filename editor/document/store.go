package document

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
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

const recentName = "recent.json"

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
// cleanly. Each document has its own recovery file, so that the work on one
// never overwrites the work on another.
type Recovery struct {
	Path     string    `json:"path"`           // the document's own file, "" if it had none
	Saved    time.Time `json:"saved"`          // when the autosave was written
	Kind     string    `json:"kind,omitempty"` // "" for a scenario, KindArmy for an army list
	DataPath string    `json:"-"`              // the recovery file itself
}

// KindArmy marks the recovery file of a One Day Napoleonics army list.
const KindArmy = "army"

// slot returns the recovery file of a document (without its extension): one
// per file, named by a hash of its absolute path, and one for documents
// that have no file yet.
func (st Store) slot(docPath string) string { return st.slotKind(docPath, "") }

// slotKind is slot for a kind of document: the untitled documents of each
// kind have their own file.
func (st Store) slotKind(docPath, kind string) string {
	if docPath == "" {
		if kind != "" {
			return filepath.Join(st.Dir, "recovery-untitled-"+kind)
		}
		return filepath.Join(st.Dir, "recovery-untitled")
	}
	sum := sha256.Sum256([]byte(absPath(docPath)))
	return filepath.Join(st.Dir, "recovery-"+hex.EncodeToString(sum[:6]))
}

func absPath(p string) string {
	if abs, err := filepath.Abs(p); err == nil {
		return filepath.Clean(abs)
	}
	return p
}

// WriteRecovery saves data (a document snapshot) as the document's recovery
// file, noting the document's own path.
func (st Store) WriteRecovery(data []byte, docPath string, now time.Time) error {
	return st.WriteRecoveryKind(data, docPath, "", now)
}

// WriteRecoveryKind is WriteRecovery for a kind of document ("" for a
// scenario, KindArmy for an army list), noted so that the editor opens the
// recovered work in the right window.
func (st Store) WriteRecoveryKind(data []byte, docPath, kind string, now time.Time) error {
	if err := os.MkdirAll(st.Dir, 0o755); err != nil {
		return err
	}
	// The path is absolute: the editor may be started again from another
	// directory, and Save must still find the file.
	if docPath != "" {
		docPath = absPath(docPath)
	}
	slot := st.slotKind(docPath, kind)
	// The note first: the recovery file's presence is what marks a pending
	// recovery, so it must never be seen without its note.
	note, _ := json.Marshal(Recovery{Path: docPath, Saved: now.UTC(), Kind: kind})
	if err := writeAtomic(slot+".json", note, false); err != nil {
		return err
	}
	return writeAtomic(slot+".yaml", data, false)
}

// Recoveries returns every pending recovery, newest first (a recovery.yaml
// of an earlier version of the editor included).
func (st Store) Recoveries() []Recovery {
	files, _ := filepath.Glob(filepath.Join(st.Dir, "recovery*.yaml"))
	var out []Recovery
	for _, f := range files {
		var r Recovery
		if data, err := os.ReadFile(strings.TrimSuffix(f, ".yaml") + ".json"); err == nil {
			_ = json.Unmarshal(data, &r)
		}
		r.DataPath = f
		out = append(out, r)
	}
	slices.SortStableFunc(out, func(a, b Recovery) int { return b.Saved.Compare(a.Saved) })
	return out
}

// PendingRecovery returns the newest recovery left by a crashed session, if
// any.
func (st Store) PendingRecovery() (Recovery, bool) {
	rs := st.Recoveries()
	if len(rs) == 0 {
		return Recovery{}, false
	}
	return rs[0], true
}

// RecoveryFor returns the pending recovery of the file at path when it was
// written after the file was last changed: the work it holds is newer than
// the file, and opening the file alone would show stale content.
func (st Store) RecoveryFor(path string) (Recovery, bool) {
	abs := absPath(path)
	for _, r := range st.Recoveries() {
		if r.Path == "" || filepath.Clean(r.Path) != abs {
			continue
		}
		fi, err := os.Stat(abs)
		if err != nil {
			return r, true // the file is gone: the recovery is all there is
		}
		if r.Saved.After(fi.ModTime()) {
			return r, true
		}
		return Recovery{}, false
	}
	return Recovery{}, false
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

// Discard removes a recovery file and its note (the designer declined it,
// or the work it holds is saved).
func (st Store) Discard(r Recovery) error {
	base := strings.TrimSuffix(r.DataPath, ".yaml")
	var first error
	for _, p := range []string{base + ".yaml", base + ".json"} {
		if err := os.Remove(p); err != nil && !errors.Is(err, os.ErrNotExist) && first == nil {
			first = err
		}
	}
	return first
}

// DiscardFor removes the recovery file of the document saved to docPath (""
// for a document without a file).
func (st Store) DiscardFor(docPath string) error {
	return st.Discard(Recovery{DataPath: st.slot(docPath) + ".yaml"})
}

// DiscardKindFor is DiscardFor for a kind of document.
func (st Store) DiscardKindFor(docPath, kind string) error {
	if docPath != "" {
		docPath = absPath(docPath)
	}
	return st.Discard(Recovery{DataPath: st.slotKind(docPath, kind) + ".yaml"})
}

// Autosaver writes a document's snapshot to the recovery file every Interval
// while it has unsaved changes.
type Autosaver struct {
	Store    Store
	Interval time.Duration // default one minute
	Now      func() time.Time
	Kind     string // the kind of document saved ("" scenario, KindArmy)

	mu    sync.Mutex
	wrote map[string]bool // recovery files this session wrote or adopted
	stop  chan struct{}
	done  chan struct{}
	doc   func() Source
}

// Source is what the autosave reads: a document of any kind.
type Source interface {
	Dirty() bool
	Snapshot() ([]byte, error)
	Path() string
}

// Start begins autosaving the document that doc returns (the editor swaps
// documents on New/Open). Call Stop before exit.
func (a *Autosaver) Start(doc func() *Document) {
	a.StartSource(func() Source {
		if d := doc(); d != nil {
			return d
		}
		return nil
	})
}

// StartSource is Start for any kind of document (an army list).
func (a *Autosaver) StartSource(doc func() Source) {
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
	path := d.Path()
	if err := a.Store.WriteRecoveryKind(data, path, a.Kind, now()); err != nil {
		return false, err
	}
	if path != "" {
		path = absPath(path)
	}
	a.own(a.Store.slotKind(path, a.Kind) + ".yaml")
	return true, nil
}

func (a *Autosaver) own(dataPath string) {
	a.mu.Lock()
	if a.wrote == nil {
		a.wrote = map[string]bool{}
	}
	a.wrote[dataPath] = true
	a.mu.Unlock()
}

// Adopt makes a recovery file this session's own (the designer recovered
// it): a clean exit removes it.
func (a *Autosaver) Adopt(r Recovery) { a.own(r.DataPath) }

// Stop ends autosaving and, when clean is true (a normal exit), removes the
// recovery files this session wrote or adopted. A recovery file left by an
// earlier session and not yet recovered or declined stays for the next
// start.
func (a *Autosaver) Stop(clean bool) error {
	a.mu.Lock()
	stop, done := a.stop, a.done
	a.stop = nil
	var wrote []string
	for p := range a.wrote {
		wrote = append(wrote, p)
	}
	a.mu.Unlock()
	if stop != nil {
		close(stop)
		<-done
	}
	if !clean {
		return nil
	}
	var first error
	for _, p := range wrote {
		if err := a.Store.Discard(Recovery{DataPath: p}); err != nil && first == nil {
			first = err
		}
	}
	return first
}
