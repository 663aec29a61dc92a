package scenario

import "fmt"

// MaxMapSide is the largest number of columns or of rows a map may have:
// three-digit hex numbers (rule 2.0's XXYY printed as XXXYYY) end at 999.
// Every consumer that allocates per hex (the rules engine, the renderer,
// the exports) calls CheckMapBounds first, so that a file the validator
// refuses for its size cannot make another command allocate gigabytes.
const MaxMapSide = 999

// MapBoundsError says that a map's size is outside 1..MaxMapSide.
type MapBoundsError struct {
	Scenario      string
	Columns, Rows int
}

func (e *MapBoundsError) Error() string {
	return fmt.Sprintf("scenario %q: map is %dx%d; columns and rows must be between 1 and %d [rule 2.0]",
		e.Scenario, e.Columns, e.Rows, MaxMapSide)
}

// CheckMapBounds returns a *MapBoundsError when the scenario's map has no
// hexes or more than MaxMapSide columns or rows (rule 2.0), and nil
// otherwise. It allocates nothing.
func CheckMapBounds(s *Scenario) error {
	if s == nil {
		return nil
	}
	m := s.Map
	if m.Columns < 1 || m.Rows < 1 || m.Columns > MaxMapSide || m.Rows > MaxMapSide {
		return &MapBoundsError{Scenario: s.ID, Columns: m.Columns, Rows: m.Rows}
	}
	return nil
}
