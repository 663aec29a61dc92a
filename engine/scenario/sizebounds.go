package scenario

import "fmt"

// MaxUnits is the most units the commands that draw counters, package a
// VASSAL module or play games accept: some twelve times the largest
// bundled scenario (talavera20-full, 82 units), and within the memory
// each of them states (a VASSAL module holds two counter images a unit).
const MaxUnits = 1000

// UnitCountError says that a scenario has more than MaxUnits units.
type UnitCountError struct {
	Scenario string
	Units    int
}

func (e *UnitCountError) Error() string {
	return fmt.Sprintf("scenario %q: %d units; this tool draws, packages and plays at most %d (the largest bundled scenario has 82)",
		e.Scenario, e.Units, MaxUnits)
}

// CheckSize is the one size check of every command that draws, prints,
// packages or plays a scenario: the map within rule 2.0's bounds
// (CheckMapBounds) and at most MaxUnits units. It allocates nothing.
func CheckSize(s *Scenario) error {
	if err := CheckMapBounds(s); err != nil {
		return err
	}
	if s != nil && len(s.Units) > MaxUnits {
		return &UnitCountError{Scenario: s.ID, Units: len(s.Units)}
	}
	return nil
}
