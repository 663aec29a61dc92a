package rules

import (
	"sort"
	"sync"
	"sync/atomic"
)

// areaTable numbers the entry area names of a board's units (11.0), so
// that a unit's entry area is a number in its UnitState (UnitState.area),
// which then holds no pointer. Number 0 is "", no area. The board's entry
// areas and the areas its set-up names are numbered when it is built; a
// name first met in play (an arrival table's result) is numbered then,
// under the lock, as games on one board are played at once. The numbers
// never leave the engine: only the names are read.
type areaTable struct {
	mu    sync.Mutex
	ix    map[string]int16         // under mu
	names atomic.Pointer[[]string] // by number; a new name publishes a longer copy
}

// seed numbers names, in order, when the board is built.
func (t *areaTable) seed(names []string) {
	for _, a := range names {
		t.number(a)
	}
}

// number is the number of area name a, numbered now if it has none.
func (t *areaTable) number(a string) int16 {
	if a == "" {
		return 0
	}
	t.mu.Lock()
	defer t.mu.Unlock()
	if i, ok := t.ix[a]; ok {
		return i
	}
	var names []string
	if p := t.names.Load(); p != nil {
		names = *p
	} else {
		names = []string{""}
	}
	if t.ix == nil {
		t.ix = map[string]int16{}
	}
	i := int16(len(names))
	grown := append(names[:len(names):len(names)], a) // never writes the published array
	t.names.Store(&grown)
	t.ix[a] = i
	return i
}

// name is the area name numbered i.
func (t *areaTable) name(i int16) string {
	if i == 0 {
		return ""
	}
	return (*t.names.Load())[i]
}

// numberAreas numbers the board's entry areas and the areas its units'
// placements and deployment zones name, so that play rarely takes the
// lock (areaTable.number).
func (b *Board) numberAreas() {
	var names []string
	for k := range b.Entry {
		names = append(names, k)
	}
	for _, u := range b.Scenario.Units {
		names = append(names, u.Placement.EntryArea)
	}
	for _, z := range b.Scenario.Deployment {
		names = append(names, z.EntryArea)
	}
	sort.Strings(names)
	b.areaNames.seed(names)
}
