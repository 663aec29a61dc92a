package document

import (
	"sync"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Revalidator re-runs validation once edits pause for Delay (a brush stroke
// validates once, at its end), one run at a time, on a copy of the scenario
// read back from its canonical bytes. A change during a run schedules one
// more run when it ends.
//
//	r := &document.Revalidator{Delay: 300 * time.Millisecond, Validate: v, Done: show}
//	d.OnChange(func(document.Change) { r.Schedule(d) })
type Revalidator struct {
	Delay    time.Duration
	Validate func(*scenario.Scenario) []scenario.Finding
	// Async runs the validation off the caller's goroutine (default: go f()).
	Async func(f func())
	// Post hands a result back where it may be shown, e.g. the UI goroutine
	// (default: directly).
	Post func(f func())
	// Done receives the findings of each run.
	Done func([]scenario.Finding)

	mu      sync.Mutex
	timer   *time.Timer
	running bool
	again   bool
	next    *Document
}

// Schedule validates d once Delay has passed without another call.
func (r *Revalidator) Schedule(d *Document) {
	if r.Delay <= 0 {
		r.Run(d)
		return
	}
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.timer != nil {
		r.timer.Stop()
	}
	r.timer = time.AfterFunc(r.Delay, func() { r.post(func() { r.Run(d) }) })
}

// Run validates d now, or right after the run in progress.
func (r *Revalidator) Run(d *Document) {
	r.mu.Lock()
	if r.running {
		r.again, r.next = true, d
		r.mu.Unlock()
		return
	}
	r.running = true
	r.mu.Unlock()
	data, err := d.Snapshot()
	async := r.Async
	if async == nil {
		async = func(f func()) { go f() }
	}
	async(func() {
		var fs []scenario.Finding
		switch s, perr := scenario.Parse(data, "scenario.yaml"); {
		case err != nil:
			fs = []scenario.Finding{{Severity: scenario.Error, Message: err.Error()}}
		case perr != nil:
			fs = []scenario.Finding{{Severity: scenario.Error, Message: perr.Error()}}
		default:
			fs = r.Validate(s)
		}
		r.post(func() {
			if r.Done != nil {
				r.Done(fs)
			}
			r.mu.Lock()
			r.running = false
			again, next := r.again, r.next
			r.again, r.next = false, nil
			r.mu.Unlock()
			if again {
				r.Run(next)
			}
		})
	})
}

// Stop cancels a scheduled run.
func (r *Revalidator) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.timer != nil {
		r.timer.Stop()
	}
}

func (r *Revalidator) post(f func()) {
	if r.Post != nil {
		r.Post(f)
		return
	}
	f()
}
