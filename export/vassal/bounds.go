package vassal

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// MaxBoardPixels bounds the board image of a module: 64 million pixels
// (256 MB while it is drawn), a map of about 110x95 hexes at HexRadius.
// The largest legal map (999x999, rule 2.0) would need some 6 billion
// pixels at that size, more than VASSAL itself can load.
const MaxBoardPixels = 64 << 20

// checkSize refuses, before anything is drawn, a scenario whose module
// would not fit the bounds: the shared size check (scenario.CheckSize)
// and the board image's pixels.
func checkSize(s *scenario.Scenario) error {
	if err := scenario.CheckSize(s); err != nil {
		return fmt.Errorf("vassal: %w", err)
	}
	// Image names are built from unit and side ids.
	for i := range s.Units {
		if err := scenario.CheckFileID(fmt.Sprintf("vassal: unit %d's id", i+1), s.Units[i].ID); err != nil {
			return err
		}
	}
	for i := range s.Sides {
		if err := scenario.CheckFileID(fmt.Sprintf("vassal: side %d's id", i+1), s.Sides[i].ID); err != nil {
			return err
		}
	}
	l := NewLayout(s.Grid(), HexRadius)
	if px := int64(l.Width) * int64(l.Height); px > MaxBoardPixels {
		return fmt.Errorf("vassal: scenario %q: the map is %dx%d hexes, a board image of %dx%d pixels; a module's board holds at most %d million pixels (a map of about 110x95 hexes)",
			s.ID, s.Map.Columns, s.Map.Rows, l.Width, l.Height, MaxBoardPixels>>20)
	}
	return nil
}

// BoardScale is the image scale of a scenario's module: ImageScale when
// its board at that scale fits MaxBoardPixels, else 1 (a map larger than
// about 55x48 hexes: its images are drawn at the size they show, and the
// module's notes say so).
func BoardScale(s *scenario.Scenario) int {
	l := NewLayout(s.Grid(), HexRadius*ImageScale)
	if int64(l.Width)*int64(l.Height) > MaxBoardPixels {
		return 1
	}
	return ImageScale
}
