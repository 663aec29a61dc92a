package ui

import (
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// TestArmyTableAttachesHeadquarters: Napoleon (+3, Headquarters p.13) is
// attached in the army list itself from the table's "HQ attached"
// drop-down; attaching him to another unit moves him; the Morale Test
// calculator takes the unit's attached headquarters from the list when
// the unit is picked.
func TestArmyTableAttachesHeadquarters(t *testing.T) {
	e, _, _ := newArmyEditor(t)
	sel := e.Table.UnitAttached(1, 1)
	if sel == nil {
		t.Fatal("no HQ attached drop-down on unit 2 of corps 2")
	}
	if sel.Selected != "—" {
		t.Errorf("before: %q", sel.Selected)
	}
	sel.SetSelected("Army HQ")
	units := e.Doc.Army().Corps[1].Units
	if units[1].Attached != odn.HQArmy {
		t.Fatalf("the list did not take the attachment: %q", units[1].Attached)
	}
	e.Table.UnitAttached(1, 0).SetSelected("Army HQ")
	units = e.Doc.Army().Corps[1].Units
	if units[0].Attached != odn.HQArmy || units[1].Attached != "" {
		t.Errorf("Napoleon did not move: %q, %q", units[0].Attached, units[1].Attached)
	}
	if got := e.Table.UnitAttached(1, 1).Selected; got != "—" {
		t.Errorf("the table still shows %q on the unit he left", got)
	}
	// The calculator picks the list's attachment for that unit.
	e.tabs.SelectIndex(2)
	moraleTab := e.Calcs.tabs.Items[1].Content
	formSelect(t, moraleTab, "Unit").SetSelected(units[0].Name)
	if got := formSelect(t, moraleTab, "Attached HQ").Selected; got != "army headquarters: Napoleon (+3)" {
		t.Errorf("Attached HQ after picking %s: %q", units[0].Name, got)
	}
	if h := e.Calcs.Morale.Unit.HQ; h == nil || h.Bonus != 3 {
		t.Errorf("the form's headquarters: %+v", h)
	}
	e.undo()
	if e.Doc.Army().Corps[1].Units[1].Attached != odn.HQArmy {
		t.Errorf("undo did not put him back")
	}
}
