// Package lazy holds package-level values built at their first use: the
// tables and regular expressions that only some commands need. A Value is
// a composite literal, which the linker lays out as data, so a program's
// start runs no code and makes no allocation for it (sync.OnceValue
// allocates its state when the package is initialised, which every adc
// command, --help included, pays for).
//
//	var rollRE = &lazy.Value[*regexp.Regexp]{Build: func() *regexp.Regexp {
//		return regexp.MustCompile(`^(\d+)(?:-(\d+))?$`)
//	}}
//
//	m := rollRE.Get().FindStringSubmatch(s)
package lazy

import "sync"

// Value is a value of type T built by Build the first time Get is called.
// Build must not call Get on the same Value.
type Value[T any] struct {
	Build func() T

	once sync.Once
	v    T
}

// Get returns the value, building it on the first call. It is safe to call
// from several goroutines at once: Build runs once and every caller sees
// its result.
func (l *Value[T]) Get() T {
	l.once.Do(func() { l.v = l.Build() })
	return l.v
}
