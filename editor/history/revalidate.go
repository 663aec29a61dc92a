package history

import (
	"sync"
	"time"
)

// Revalidator re-runs a check of a document of type D once edits pause for
// Delay (a brush stroke is checked once, at its end), one run at a time. A
// change during a run schedules one more run when it ends. Check is called
// on the caller's goroutine to take what it needs from the document (its
// bytes, its name) and returns the work, which runs through Async; the
// result of type T reaches Done through Post.
//
//	r := &history.Revalidator[*Doc, Findings]{Delay: 300 * time.Millisecond, Check: check, Done: show}
//	d.OnChange(func(history.Change) { r.Schedule(d) })
type Revalidator[D, T any] struct {
	Delay time.Duration
	Check func(D) func() T
	// Async runs the work off the caller's goroutine (default: go f()).
	Async func(f func())
	// Post hands a result back where it may be shown, e.g. the UI goroutine
	// (default: directly).
	Post func(f func())
	// Done receives the result of each run.
	Done func(T)

	mu      sync.Mutex
	timer   *time.Timer
	running bool
	again   bool
	next    D
}

// Schedule checks d once Delay has passed without another call.
func (r *Revalidator[D, T]) Schedule(d D) {
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

// Run checks d now, or right after the run in progress.
func (r *Revalidator[D, T]) Run(d D) {
	r.mu.Lock()
	if r.running {
		r.again, r.next = true, d
		r.mu.Unlock()
		return
	}
	r.running = true
	r.mu.Unlock()
	work := r.Check(d)
	async := r.Async
	if async == nil {
		async = func(f func()) { go f() }
	}
	async(func() {
		res := work()
		r.post(func() {
			if r.Done != nil {
				r.Done(res)
			}
			r.mu.Lock()
			r.running = false
			again, next := r.again, r.next
			var zero D
			r.again, r.next = false, zero
			r.mu.Unlock()
			if again {
				r.Run(next)
			}
		})
	})
}

// Stop cancels a scheduled run.
func (r *Revalidator[D, T]) Stop() {
	r.mu.Lock()
	defer r.mu.Unlock()
	if r.timer != nil {
		r.timer.Stop()
	}
}

func (r *Revalidator[D, T]) post(f func()) {
	if r.Post != nil {
		r.Post(f)
		return
	}
	f()
}
