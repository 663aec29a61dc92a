package print

import (
	"fmt"
	"image"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// Options say what to print and how big.
type Options struct {
	Paper Paper
	// Parts to print (ScenarioParts or ArmyParts); empty prints them all.
	Parts []string
	// HexMM is the map's hex size across flats; 0 means DefaultHex.
	HexMM float64
	// CounterMM is the counter edge; 0 means CounterDefault (5/8 inch).
	CounterMM float64
	// MapOnePage prints the map on one page of its own size instead of
	// tiles of Paper.
	MapOnePage bool
	// Overlap is how much map the tiles share (mm); 0 means 10 mm.
	Overlap float64
	// Scan, when not nil, is drawn under the map (the traced background).
	Scan image.Image
	// MapUnits draws the units set up on the map (adc render -o map.pdf).
	MapUnits bool
	// Bleed prints the map with its fills running Bleed mm (BleedMM) past
	// each tile's trim line, and crop marks at the corners of the trim
	// line, outside the bleed, in a margin of their own.
	Bleed bool
}

// StyleFor returns the print style of a scenario with its resolved charts.
func StyleFor(s *scenario.Scenario, charts *scenario.ChartSet) render.Style {
	return render.DefaultStyle().WithCharts(charts).WithSides(s)
}

// DefaultHex is the map's default hex size across flats (mm).
const DefaultHex = 19.0

// The parts of a scenario kit, in print order.
var ScenarioParts = []string{"map", "counters", "cards", "charts", "tracks", "setup"}

// The parts of an army pack, in print order.
var ArmyParts = []string{"rosters", "chits", "markers", "reference"}

// checkParts returns the parts to print from opts, refusing unknown ones.
func checkParts(want, known []string) ([]string, error) {
	if len(want) == 0 {
		return known, nil
	}
	for _, p := range want {
		if !slices.Contains(known, p) {
			return nil, fmt.Errorf("print: unknown part %q (accepted: %s)", p, strings.Join(known, ", "))
		}
	}
	var out []string
	for _, p := range known {
		if slices.Contains(want, p) {
			out = append(out, p)
		}
	}
	return out, nil
}

func (o Options) withDefaults() Options {
	if o.Paper.W == 0 {
		o.Paper = Papers[0]
	}
	if o.HexMM == 0 {
		o.HexMM = DefaultHex
	}
	if o.CounterMM == 0 {
		o.CounterMM = CounterDefault
	}
	if o.Overlap == 0 {
		o.Overlap = 10
	}
	return o
}

// Scenario returns the pages of a scenario's print-and-play kit.
func Scenario(s *scenario.Scenario, charts *scenario.ChartSet, o Options) ([]Page, error) {
	if err := scenario.CheckSize(s); err != nil {
		return nil, err
	}
	o = o.withDefaults()
	parts, err := checkParts(o.Parts, ScenarioParts)
	if err != nil {
		return nil, err
	}
	if o.CounterMM < 8 || o.CounterMM > 40 {
		return nil, fmt.Errorf("print: counter size %.1f mm out of range (8 to 40 mm)", o.CounterMM)
	}
	if o.HexMM < 8 || o.HexMM > 60 {
		return nil, fmt.Errorf("print: hex size %.1f mm out of range (8 to 60 mm)", o.HexMM)
	}
	st := StyleFor(s, charts)
	var pages []Page
	for _, part := range parts {
		switch part {
		case "map":
			if err := CheckMap(s, o); err != nil {
				return nil, err
			}
			pages = append(pages, MapPages(s, st, o)...)
		case "counters":
			pp, _ := CounterSheets(s, st, o.Paper, o.CounterMM)
			pages = appendSheets(pages, pp)
		case "cards":
			pp, _ := EventCards(s, o.Paper)
			pages = appendSheets(pages, pp)
		case "charts":
			pages = append(pages, ChartPages(s, charts, o.Paper)...)
		case "tracks":
			pages = append(pages, TrackPages(s, o.Paper)...)
		case "setup":
			pages = append(pages, SetupPages(s, o.Paper)...)
		}
	}
	if len(pages) == 0 {
		return nil, fmt.Errorf("print: %s: nothing to print in %s", s.ID, strings.Join(parts, ", "))
	}
	return pages, nil
}
