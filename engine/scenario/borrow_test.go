package scenario

import "testing"

// TestBussacoV1_1_BorrowsEspanaCounters: a scenario whose rulebook prints
// no counter values (Bussaco 20 v1.1) plays on the counters of the same
// battle republished in España 20, by an explicit borrow: the values it
// lacks are filled for play, its own values are kept, the file itself is
// unchanged and still warned about, and a missing lender is an error.
func TestBussacoV1_1_BorrowsEspanaCounters(t *testing.T) {
	lender := memScenario()
	lender.ID = "bussaco20-espana"
	mont := unit("fr-montbrun", French, TypeCavalry, "French", "1011")
	mont.Strength, mont.Movement = intp(2), intp(3)
	lender.Units = []Unit{mont, unit("al-hill", AntiFrench, TypeInfantry, "British", "0410")}

	s := memScenario()
	s.ID = "bussaco20"
	s.Borrow = &Borrow{Scenario: "bussaco20-espana", Values: []string{"strength", "movement"}}
	resCav := Unit{ID: "fr-res-cav", Name: "Res Cav.", Side: French, Type: TypeCavalry, Placement: Placement{Kind: PlaceSetup, Hex: "1011"},
		Borrow: &UnitBorrow{Unit: "fr-montbrun", Match: "same set-up hex 1011"}}
	two := Unit{ID: "al-2", Name: "2", Side: AntiFrench, Type: TypeInfantry, Movement: intp(4), Placement: Placement{Kind: PlaceSetup, Hex: "0410"},
		Borrow: &UnitBorrow{Unit: "al-hill", Match: "same set-up hex 0410", Uncertain: "matched by hex only"}}
	resAllied := Unit{ID: "al-res-cav", Name: "Res Cav.", Side: AntiFrench, Type: TypeCavalry, Placement: Placement{Kind: PlaceSetup, Hex: "1602"}}
	s.Units = []Unit{resCav, two, resAllied}

	t.Run("values filled, own values kept", func(t *testing.T) {
		got, took, err := ApplyBorrow(s, lender)
		if err != nil {
			t.Fatal(err)
		}
		if u := got.Units[0]; u.Strength == nil || *u.Strength != 2 || u.Movement == nil || *u.Movement != 3 {
			t.Errorf("fr-res-cav = %v-%v, want 2-3", u.Strength, u.Movement)
		}
		if u := got.Units[1]; u.Strength == nil || *u.Strength != 1 || *u.Movement != 4 {
			t.Errorf("al-2 keeps its own movement 4 and borrows strength 1: %v-%v", u.Strength, u.Movement)
		}
		if got.Units[2].Strength != nil {
			t.Error("a unit with no lending counter borrows nothing")
		}
		if s.Units[0].Strength != nil {
			t.Error("ApplyBorrow changed the scenario it was given")
		}
		if len(took) != 3 || took[2].Unit != "al-2" || took[2].Uncertain == "" {
			t.Errorf("borrowed %+v", took)
		}
	})
	t.Run("wrong or missing lender", func(t *testing.T) {
		other := memScenario()
		if _, _, err := ApplyBorrow(s, other); err == nil {
			t.Error("a lender of another id was accepted")
		}
		if _, _, err := ApplyBorrow(s, nil); err == nil {
			t.Error("no lender was accepted")
		}
		bad := *s
		bad.Units = []Unit{{ID: "x", Name: "x", Side: French, Type: TypeInfantry, Borrow: &UnitBorrow{Unit: "fr-nobody"}}}
		if _, _, err := ApplyBorrow(&bad, lender); err == nil {
			t.Error("a lending unit that does not exist was accepted")
		}
		if fs := ValidateBorrow(&bad, lender); len(fs) != 1 || fs[0].Check != "borrow-unit" {
			t.Errorf("ValidateBorrow = %v", fs)
		}
		if fs := ValidateBorrow(s, nil); len(fs) != 1 || fs[0].Check != "borrow-source" {
			t.Errorf("ValidateBorrow without the lender = %v", fs)
		}
	})
	t.Run("the file still says what its rulebook lacks", func(t *testing.T) {
		lacks, borrowed := 0, 0
		for _, f := range Validate(s, memCharts()) {
			switch f.Check {
			case "borrowed-value":
				borrowed++
			case "strength-not-given":
				lacks++
			}
		}
		if lacks != 3 {
			t.Errorf("%d strength-not-given warnings, want 3: borrowing leaves the file's own gaps reported", lacks)
		}
		if borrowed != 2 {
			t.Errorf("%d borrowed-value warnings, want 2 (fr-res-cav, al-2)", borrowed)
		}
		noSource := *s
		noSource.Borrow = nil
		found := false
		for _, f := range Validate(&noSource, memCharts()) {
			found = found || f.Check == "borrow-source" && f.Severity == Error
		}
		if !found {
			t.Error("a unit borrow with no scenario borrow source is not an error")
		}
	})
}
