package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// testCounter is the state of a kind of this test only: a value and a
// slice shared, as a kind's state may share what it never changes.
type testCounter struct {
	n    int
	hexs []int32
}

var testCounterSlot = NewStateSlot[testCounter]()

// testInlineSlot is a slot of this test only whose value holds no pointer,
// as the Flotilla's last use (Slobozia 20 9.4.5) does: it is kept inline.
var testInlineSlot = NewStateSlot[int16]()

// testWordSlot is the State's first word, a kind's word slot (as the
// command limit's count of moves, Rousse 20 4.1, is) whichever kind
// declared it: the test writes it in positions of its own only. Word slots
// are few (State.words), so the test declares none.
const testWordSlot = WordSlot(0)

// TestStateSlotCopiedWithState: a kind's state slot goes with a State
// copied (clone, what Apply does for every order): the copy reads the
// original's value, and a change to the copy leaves the original as it
// was, also when the copy is made in the memory of a recycled position and
// when the original is recycled while its copy lives on.
func TestStateSlotCopiedWithState(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", "french", "infantry", 4, 4, "0505")
	f.unit("b", "anti-french", "infantry", 4, 4, "0909")
	s := f.state(PhaseMovement)

	if got := testCounterSlot.Of(s); got.n != 0 || got.hexs != nil {
		t.Fatalf("a slot never written reads %+v, want the zero value", got)
	}
	if n := testing.AllocsPerRun(100, func() { _ = testCounterSlot.Of(s) }); n != 0 {
		t.Errorf("reading a slot allocates %v times, want 0", n)
	}
	testCounterSlot.Mut(s).n = 1
	*testInlineSlot.Mut(s) = 5 // another kind's slot

	c := s.clone()
	if got := testCounterSlot.Of(c).n; got != 1 {
		t.Fatalf("the copy reads %d, want the original's 1", got)
	}
	testCounterSlot.Mut(c).n = 2
	testCounterSlot.Mut(c).n++ // a second change in the same position
	if got := testCounterSlot.Of(s).n; got != 1 {
		t.Errorf("changing the copy changed the original: %d, want 1", got)
	}
	if got, other := testCounterSlot.Of(c).n, testInlineSlot.Of(c); got != 3 || other != 5 {
		t.Errorf("the copy reads %d and %d, want 3 and the original's 5", got, other)
	}
	// A copy of the copy is its own again.
	g := c.clone()
	testCounterSlot.Mut(g).n = 4
	if got := testCounterSlot.Of(c).n; got != 3 {
		t.Errorf("changing a copy's copy changed the copy: %d, want 3", got)
	}

	// Positions recycled while their copies live on, and copies made in
	// the memory of recycled positions, leave every other position's
	// kind state as it was.
	s.Recycle()
	for i := range 4 {
		d := g.clone()
		testCounterSlot.Mut(d).n = 10 + i
		*testInlineSlot.Mut(d) = int16(10 + i)
		d.Recycle()
	}
	if got, other := testCounterSlot.Of(c).n, testInlineSlot.Of(c); got != 3 || other != 5 {
		t.Errorf("after recycling, the copy reads %d and %d, want 3 and 5", got, other)
	}
	if got := testCounterSlot.Of(g).n; got != 4 {
		t.Errorf("after recycling, the copy's copy reads %d, want 4", got)
	}

	// A copy that changes no kind state copies no value: it shares them.
	if d := g.clone(); d.kinds[testCounterSlot.box] != g.kinds[testCounterSlot.box] {
		t.Errorf("a copy that changed no kind state has a value of its own")
	}

	// A value without pointers (the Flotilla's int16) is kept inline: a
	// position's first change of it allocates nothing.
	if testInlineSlot.box >= 0 || testCounterSlot.box < 0 {
		t.Fatalf("slots inline %v and %v, want the int16 inline and the struct with a slice boxed", testInlineSlot.box < 0, testCounterSlot.box < 0)
	}
	if n := testing.AllocsPerRun(100, func() {
		d := g.clone()
		*testInlineSlot.Mut(d)++
		d.Recycle()
	}); n != 0 {
		t.Errorf("a copy's first change of an inline slot allocates %v times, want 0", n)
	}
}

// TestKindStateFollowsOrders: a kind's state (an inline slot, as the
// Flotilla's last use, Slobozia 20 9.4.5) set in one position is what the
// next position reads after an order, and the next position's change is
// not seen by the first.
func TestKindStateFollowsOrders(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", "french", "infantry", 4, 4, "0505")
	f.unit("b", "anti-french", "infantry", 4, 4, "0909")
	s := f.state(PhaseMovement)
	*testInlineSlot.Mut(s) = 7
	next, _ := apply(t, s, EndPhase{})
	if got := testInlineSlot.Of(next); got != 7 {
		t.Fatalf("after an order the slot reads %d, want 7", got)
	}
	*testInlineSlot.Mut(next) = 8
	if got := testInlineSlot.Of(s); got != 7 {
		t.Errorf("the next position's change reached the first: %d, want 7", got)
	}
}

// TestWordSlotCopiedWithState: a kind's word slot (the command limit's
// count of moves, Rousse 20 4.1) is copied with the State at no cost, and a
// copy's change leaves the original as it was.
func TestWordSlotCopiedWithState(t *testing.T) {
	f := newFixture(t, scenario.EditionWallachia)
	f.unit("a", "french", "infantry", 4, 4, "0505")
	f.unit("b", "anti-french", "infantry", 4, 4, "0909")
	s := f.state(PhaseMovement)
	if got := testWordSlot.Of(s); got != 0 {
		t.Fatalf("a word never set reads %d, want 0", got)
	}
	testWordSlot.Set(s, 3)
	c := s.clone()
	if got := testWordSlot.Of(c); got != 3 {
		t.Fatalf("the copy reads %d, want the original's 3", got)
	}
	testWordSlot.Set(c, 2)
	if got := testWordSlot.Of(s); got != 3 {
		t.Errorf("changing the copy changed the original: %d", got)
	}
	if got := testWordSlot.Of(c); got != 2 {
		t.Errorf("the copy reads %d after its change", got)
	}
	if n := testing.AllocsPerRun(100, func() { d := s.clone(); testWordSlot.Set(d, 1); d.Recycle() }); n != 0 {
		t.Errorf("a copy's change of a word allocates %v times, want 0", n)
	}
}
