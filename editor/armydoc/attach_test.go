package armydoc

import (
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// TestSetAttached: attaching Napoleon (+3) to one unit and then another
// moves him, one undo step each; undo puts him back.
func TestSetAttached(t *testing.T) {
	a := NewArmy("france")
	a.Headquarters = &odn.Headquarters{Name: "Napoleon", MoraleBonus: 3}
	d := New(a, "")
	if _, err := d.AddUnit(0); err != nil {
		t.Fatal(err)
	}
	units := func() []odn.Unit { return d.Army().Corps[0].Units }
	if len(units()) < 2 {
		t.Fatalf("%d units", len(units()))
	}
	if err := d.SetAttached(0, 0, odn.HQArmy); err != nil {
		t.Fatal(err)
	}
	if err := d.SetAttached(0, 1, odn.HQArmy); err != nil {
		t.Fatal(err)
	}
	if units()[0].Attached != "" || units()[1].Attached != odn.HQArmy {
		t.Errorf("after the move: %q, %q", units()[0].Attached, units()[1].Attached)
	}
	d.Undo()
	if units()[0].Attached != odn.HQArmy || units()[1].Attached != "" {
		t.Errorf("after undo: %q, %q", units()[0].Attached, units()[1].Attached)
	}
	if err := d.SetAttached(0, 0, "division"); err == nil {
		t.Error("an unknown level is accepted")
	}
	d.Army().Headquarters = nil
	if err := d.SetAttached(0, 1, odn.HQArmy); err == nil {
		t.Error("the army headquarters is attached in a list without one")
	}
}
