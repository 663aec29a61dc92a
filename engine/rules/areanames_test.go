package rules

import (
	"reflect"
	"strconv"
	"sync"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestUnitStateHoldsNoPointer: a unit's state is plain memory (its entry
// area a number, areanames.go), so copying the units with every position
// needs no write barrier and the garbage collector does not scan them.
func TestUnitStateHoldsNoPointer(t *testing.T) {
	if holdsPointers(reflect.TypeFor[UnitState]()) {
		t.Fatal("UnitState holds a pointer; keep what it points to out of it (see its area)")
	}
}

// TestAreaTable: "" is number 0; a name keeps its number; a name first met
// in play, by several games at once, gets one number, and every number
// reads back its name.
func TestAreaTable(t *testing.T) {
	var at areaTable
	at.seed([]string{"A", "B", "A", ""})
	if at.number("") != 0 || at.name(0) != "" {
		t.Fatalf(`"" numbered %d, 0 named %q`, at.number(""), at.name(0))
	}
	a, b := at.number("A"), at.number("B")
	if a == 0 || b == 0 || a == b || at.name(a) != "A" || at.name(b) != "B" {
		t.Fatalf("A %d (%q), B %d (%q)", a, at.name(a), b, at.name(b))
	}
	var wg sync.WaitGroup
	got := make([][]int16, 4)
	for g := range got {
		wg.Add(1)
		go func() {
			defer wg.Done()
			for i := range 50 {
				got[g] = append(got[g], at.number("area "+strconv.Itoa(i)))
			}
		}()
	}
	wg.Wait()
	for i := range 50 {
		n := got[0][i]
		for g := range got {
			if got[g][i] != n {
				t.Fatalf("area %d numbered %d and %d", i, n, got[g][i])
			}
		}
		if want := "area " + strconv.Itoa(i); at.name(n) != want {
			t.Errorf("number %d names %q, want %q", n, at.name(n), want)
		}
	}
}

// TestEntryAreaKeptWithUnit: a reinforcement's entry area (11.0) set on a
// position being made is read back by name, and the position it was made
// from keeps its own.
func TestEntryAreaKeptWithUnit(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", "french", "infantry", 4, 4, "0505")
	s := f.state(PhaseMovement)
	u := s.mustUnit(t, "a")
	s.SetArea(u, "North")
	c := s.clone()
	c.SetArea(u, "a name met only in play")
	if s.Area(u) != "North" || c.Area(u) != "a name met only in play" {
		t.Errorf("areas %q and %q, want North and the copy's own", s.Area(u), c.Area(u))
	}
}
