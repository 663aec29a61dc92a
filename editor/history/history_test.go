package history

import (
	"errors"
	"sync"
	"testing"
)

// add is a step that adds n to an int state.
func add(n int, merge string) Step[int] {
	return Step[int]{Label: "add", Merge: merge,
		Do:   func(s int) int { return s + n },
		Undo: func(s int) int { return s - n }}
}

func TestHistory(t *testing.T) {
	for _, tc := range []struct {
		name      string
		run       func(d *Doc[int])
		want      int
		dirty     bool
		canUndo   bool
		canRedo   bool
		wantNotes int // changes told to the listeners
	}{
		{"one step", func(d *Doc[int]) { d.Record(add(2, "")) }, 3, true, true, false, 1},
		{"undo back to clean", func(d *Doc[int]) { d.Record(add(2, "")); d.Undo() }, 1, false, false, true, 2},
		{"redo", func(d *Doc[int]) { d.Record(add(2, "")); d.Undo(); d.Redo() }, 3, true, true, false, 3},
		{"a merged stroke undoes at once", func(d *Doc[int]) {
			d.Record(add(2, "k"))
			d.Record(add(3, "k"))
			d.Undo()
		}, 1, false, false, true, 3},
		{"EndMerge splits a stroke", func(d *Doc[int]) {
			d.Record(add(2, "k"))
			d.EndMerge()
			d.Record(add(3, "k"))
			d.Undo()
		}, 3, true, true, true, 3},
		{"a new step drops the redo history", func(d *Doc[int]) { d.Record(add(2, "")); d.Undo(); d.Record(add(5, "")) }, 6, true, true, false, 3},
		{"a step without Undo is not recorded", func(d *Doc[int]) { d.Record(Step[int]{Do: func(s int) int { return 9 }}) }, 1, false, false, false, 0},
		{"MarkDirty until saved", func(d *Doc[int]) { d.MarkDirty() }, 1, true, false, false, 1},
		{"saved then undone is dirty", func(d *Doc[int]) {
			d.Record(add(2, ""))
			if err := d.SaveWith("f", func(string, int) ([]byte, error) { return nil, nil }, func(string, []byte) error { return nil }); err != nil {
				t.Fatal(err)
			}
			d.Undo()
		}, 1, true, false, true, 3},
	} {
		t.Run(tc.name, func(t *testing.T) {
			d := New(1, "")
			notes := 0
			d.OnChange(func(Change) { notes++ })
			tc.run(d)
			_, u := d.CanUndo()
			_, r := d.CanRedo()
			if got := d.State(); got != tc.want || d.Dirty() != tc.dirty || u != tc.canUndo || r != tc.canRedo || notes != tc.wantNotes {
				t.Errorf("state %d dirty %v undo %v redo %v notes %d; want %d %v %v %v %d",
					got, d.Dirty(), u, r, notes, tc.want, tc.dirty, tc.canUndo, tc.canRedo, tc.wantNotes)
			}
		})
	}
}

func TestSaveWith(t *testing.T) {
	d := New(7, "")
	if err := d.SaveWith("", nil, nil); !errors.Is(err, ErrNoPath) {
		t.Fatalf("save without a path: %v, want ErrNoPath", err)
	}
	d.MarkDirty()
	bad := errors.New("disk full")
	err := d.SaveWith("a.yaml", func(string, int) ([]byte, error) { return []byte("7"), nil }, func(string, []byte) error { return bad })
	if !errors.Is(err, bad) || !d.Dirty() || d.Path() != "" {
		t.Fatalf("failed write: err %v dirty %v path %q; want the error, still dirty, no path", err, d.Dirty(), d.Path())
	}
	var wrote string
	err = d.SaveWith("a.yaml", func(p string, s int) ([]byte, error) { return []byte{byte('0' + s)}, nil },
		func(p string, b []byte) error { wrote = p + ":" + string(b); return nil })
	if err != nil || wrote != "a.yaml:7" || d.Dirty() || d.Path() != "a.yaml" {
		t.Fatalf("save: err %v wrote %q dirty %v path %q", err, wrote, d.Dirty(), d.Path())
	}
	if got := d.TitleOf("Untitled", " - App"); got != "a.yaml - App" {
		t.Errorf("title %q", got)
	}
}

func TestRevalidatorQueuesOneRunDuringARun(t *testing.T) {
	var mu sync.Mutex
	var seen []int
	release := make(chan struct{})
	done := make(chan int, 4)
	r := &Revalidator[*int, int]{
		Check: func(p *int) func() int {
			v := *p
			return func() int {
				mu.Lock()
				seen = append(seen, v)
				first := len(seen) == 1
				mu.Unlock()
				if first {
					<-release
				}
				return v
			}
		},
		Done: func(v int) { done <- v },
	}
	x := 1
	r.Run(&x)
	x = 2
	r.Run(&x)
	r.Run(&x)
	close(release)
	if a, b := <-done, <-done; a != 1 || b != 2 {
		t.Errorf("results %d, %d; want 1 then 2", a, b)
	}
	select {
	case v := <-done:
		t.Errorf("a third run (%d): two calls during a run should queue one", v)
	default:
	}
}

func TestStepsAndGoTo(t *testing.T) {
	d := New(0, "")
	notes := 0
	d.OnChange(func(Change) { notes++ })
	for i, l := range []string{"one", "two", "three"} {
		st := add(i+1, "")
		st.Label = l
		d.Record(st)
	}
	labels, applied := d.Steps()
	if len(labels) != 3 || labels[2] != "three" || applied != 3 {
		t.Fatalf("steps %v applied %d, want one two three, 3", labels, applied)
	}
	notes = 0
	if !d.GoTo(1) || d.State() != 1 || notes != 1 {
		t.Errorf("GoTo(1): state %d, %d notes; want 1 (only the first step) and one note", d.State(), notes)
	}
	if _, applied = d.Steps(); applied != 1 {
		t.Errorf("applied %d after GoTo(1)", applied)
	}
	if !d.GoTo(3) || d.State() != 6 {
		t.Errorf("GoTo(3): state %d, want 6", d.State())
	}
	if d.GoTo(3) || d.GoTo(4) || d.GoTo(-1) {
		t.Error("GoTo accepted the current position or one out of range")
	}
	if !d.GoTo(0) || d.State() != 0 || d.Dirty() {
		t.Errorf("GoTo(0): state %d dirty %v, want the value as opened, clean", d.State(), d.Dirty())
	}
}
