package render

import (
	"image"
	"image/color"
	"math"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Counter is what one face of a square counter shows. Build it with
// UnitFront, UnitBack or NewMarker, then draw it at any size with
// Style.DrawCounter (any Surface: PDF, SVG, Raster) or Style.CounterImage
// (an RGBA picture, e.g. for a VASSAL piece):
//
//	st := render.DefaultStyle().WithSides(s)
//	front := render.UnitFront(&s.Units[0])
//	back := render.UnitBack(s, &s.Units[0])
//	st.DrawCounter(page, front, x, y, 15.875) // 5/8 inch, in mm
//	img := st.CounterImage(back, 75)           // 75 x 75 pixels
type Counter struct {
	Name        string
	Side        string // scenario.French or scenario.AntiFrench
	SideName    string // printed on a uniform back
	Nationality string
	Formation   string // the unit's Corps: the colour of its middle band (Style.Band)
	Type        string // a unit type (scenario.TypeInfantry...) or "" for a marker
	// Strength, Movement and Span print as "?" when nil: a value the
	// rulebook does not give is never shown as 0.
	Strength, Movement, Span *int
	Traits                   []string
	// Reduced marks the reduced-strength or cadre face (the back of a unit
	// that has a twin): a white band across the top.
	Reduced bool
	// Hidden is the uniform back of Fog of War (16.1): the side's colour
	// and name only, the same for every unit of the side.
	Hidden bool
	// Marker is the kind of a game marker (MarkerDummy...), "" for a unit.
	Marker string
	Value  string // the marker's big text: a morale level, a turn, a strength
	// Fill, when not zero, is the marker's colour (a Routed! marker's blue
	// or gold face), instead of its side's.
	Fill color.RGBA
}

// Marker kinds.
const (
	MarkerDummy    = "dummy"    // a Dummy unit's front (16.1)
	MarkerMorale   = "morale"   // a side's Morale marker (12.0)
	MarkerTurn     = "turn"     // the Game Turn marker (4.0)
	MarkerGarrison = "garrison" // an intrinsic garrison (9.4.4)
	MarkerRedoubt  = "redoubt"  // a redoubt
	MarkerRout     = "rout"     // a Routed! marker (9.6.2): blue face, gold face
	MarkerContact  = "contact"  // an In Contact marker (España 20 [8.2.4])
	MarkerFatigue  = "fatigue"  // a Fatigue marker (16.8)
	MarkerSudden   = "sudden"   // the Sudden Death marker (España 20 [4.1])
	MarkerMarch    = "march"    // the 8th Corps March marker (Bussaco 20 [16.10])
)

// The two faces of the Routed! markers and the Game Turn marker: French
// blue and Anti-French gold (9.6.2.2, "Rout Timing Reminder").
var (
	FrenchBlue     = mustHex("#2F5FB8")
	AntiFrenchGold = mustHex("#E0B43A")
)

// fatigueColours are the Fatigue levels' colours (16.8: Ready green,
// Tired yellow, Exhausted or Weary orange, Spent red).
var fatigueColours = map[string]color.RGBA{
	"Ready": mustHex("#4CA64C"), "Tired": mustHex("#F2D21B"), "Exhausted": mustHex("#F08A24"),
	"Weary": mustHex("#F08A24"), "Spent": mustHex("#D8322A"),
}

// FatigueMarker is a Fatigue marker's face at a level (16.8).
func FatigueMarker(level string) Counter {
	return Counter{Marker: MarkerFatigue, Name: "Fatigue", Value: level, Fill: fatigueColours[level]}
}

// UnitFront returns the front of a unit's counter.
func UnitFront(u *scenario.Unit) Counter {
	c := Counter{Name: u.Name, Side: u.Side, Nationality: u.Nationality, Formation: u.Formation, Type: u.Type,
		Strength: u.Strength, Movement: u.Movement, Span: u.CommandSpan, Traits: u.Traits}
	if u.Type == scenario.TypeDummy {
		c.Marker, c.Value = MarkerDummy, "?"
	}
	return c
}

// FogOfWar reports whether the scenario uses the Fog of War optional rule
// (16.1), whose counters are kept face down with a uniform back.
func FogOfWar(s *scenario.Scenario) bool { return slices.Contains(s.Optional, "16.1") }

// UnitBack returns the back of a unit's counter: the Hidden Unit of its
// side, the same for every unit of the side, as the rulebooks print it
// ("the back of a unit is a Hidden Unit ... used with the Fog of War
// rule", Wallachia 20 [2.0]; face-down set-up, Slobozia 20 [3.0]). A
// reduced-strength "(-)" version is a counter of its own (a unit with
// Reduced names it), never the back of the full-strength one, which would
// give the unit away when it is set up face down.
func UnitBack(s *scenario.Scenario, u *scenario.Unit) Counter {
	return UniformBack(s, u.Side)
}

// UniformBack returns the face-down back shared by every counter of a side.
func UniformBack(s *scenario.Scenario, side string) Counter {
	c := Counter{Side: side, Hidden: true, SideName: side}
	for _, sd := range s.Sides {
		if sd.ID != side {
			continue
		}
		if sd.Name != "" {
			c.SideName = sd.Name
		}
		// A side of one nationality keeps its colour face down; a side of
		// several shows the side's colour, which gives nothing away.
		if len(sd.Nationalities) == 1 && sd.Colour == "" {
			c.Nationality = sd.Nationalities[0]
		}
	}
	return c
}

// NewMarker returns a game marker of a side ("" for a neutral marker).
func NewMarker(kind, side, name, value string) Counter {
	return Counter{Marker: kind, Side: side, Name: name, Value: value}
}

// The trait colours of rule 16.7 (strengthColour, movementColour) are
// shared with the editor's renderer in render.go.

var (
	// commandPurple is a leader's Command Range (16.9).
	commandPurple = mustHex("#6A2C91")
	counterInk    = mustHex("#141414")
	inkWhite      = color.RGBA{255, 255, 255, 255}
)

// inkOn returns a text colour that reads on c.
func inkOn(c color.RGBA) color.RGBA {
	if 0.299*float64(c.R)+0.587*float64(c.G)+0.114*float64(c.B) > 150 {
		return counterInk
	}
	return inkWhite
}

// counterColour is a counter's body colour: the nationality's, else the
// side's, else a neutral grey (markers of no side).
func (st Style) counterColour(c Counter) color.RGBA {
	if c.Fill.A != 0 {
		return c.Fill
	}
	if c.Nationality != "" {
		if col, ok := st.Nation[strings.ToLower(c.Nationality)]; ok {
			return col
		}
	}
	if col, ok := st.Side[c.Side]; ok {
		return col
	}
	return mustHex("#D8D4C8")
}

// DrawCounter draws one face of a counter with its top-left corner at
// (x, y) and an edge of size millimetres. It draws inside the square only
// (a thin keyline on the edge), so that the cut line may run on the edge.
func (st Style) DrawCounter(sf Surface, c Counter, x, y, size float64) {
	L := size
	base := st.counterColour(c)
	ink := inkOn(base)
	sf.Fill(base, Rect(x, y, L, L))
	sf.Stroke(Rect(x+L*0.03, y+L*0.03, L*0.94, L*0.94), true, L*0.012, alpha(ink, 110))
	cx := x + L/2

	if c.Hidden {
		// The uniform back: the side's name over a plain star.
		star := make([]Point, 10)
		for i := range star {
			r := L * 0.26
			if i%2 == 1 {
				r *= 0.42
			}
			a := -math.Pi/2 + float64(i)*math.Pi/5
			star[i] = Point{cx + r*math.Cos(a), y + L*0.58 + r*math.Sin(a)}
		}
		sf.Fill(alpha(ink, 170), star)
		name := c.SideName
		if f := strings.Fields(name); len(f) > 0 {
			name = f[0] // "Allied" for "Allied (Anglo-Spanish)"
		}
		name, f := CounterLabel(strings.ToUpper(name), Font{Bold: true, Size: L * 0.42}, L*0.88)
		TextAt(sf, cx, y+L*0.2, name, f, ink, Center)
		return
	}

	if c.Reduced {
		sf.Fill(inkWhite, Rect(x, y+L*0.05, L, L*0.22))
	}
	nameInk := ink
	if c.Reduced {
		nameInk = counterInk
	}
	if c.Name != "" {
		name, f := CounterLabel(c.Name, Font{Bold: true, Size: L * 0.36}, L*0.9)
		TextAt(sf, cx, y+L*0.16, name, f, nameInk, Center)
	}

	if c.Marker != "" && c.Marker != MarkerDummy {
		st.drawMarkerBody(sf, c, x, y, L, ink)
		return
	}

	// The unit-type symbol (NATO style), on the band of its Corps across
	// the middle of the counter where the rulebook gives one (Talavera 20
	// and Bussaco 20 [5.1]).
	sw, sh := L*0.46, L*0.27
	typ := c.Type
	if c.Marker == MarkerDummy {
		typ = scenario.TypeDummy
	}
	symInk, symFill := ink, base
	if band, ok := st.Band[c.Formation]; ok && c.Formation != "" && c.Marker == "" {
		sf.Fill(band, Rect(x, y+L*0.285, L, L*0.33))
		symInk, symFill = inkOn(band), band
	}
	typeSymbol(sf, typ, cx-sw/2, y+L*0.31, sw, sh, symInk, symFill)

	// Strength-movement; a leader prints its command span (16.9.1) in a
	// ring before its movement.
	left, right := num(c.Strength), num(c.Movement)
	leader := c.Type == scenario.TypeLeader && c.Strength == nil
	if leader {
		left = num(c.Span)
	}
	if c.Marker == MarkerDummy {
		left, right = "?", "?"
	}
	f := Font{Bold: true, Size: L * 0.68}
	by := y + L*0.79
	gap := TextWidth("-", f)
	wl, wr := TextWidth(left, f), TextWidth(right, f)
	xl := cx - (wl+gap+wr)/2
	number := func(s string, x, w float64, col color.RGBA, ok bool) {
		if s == "" {
			return
		}
		tc := ink
		if ok {
			pad := L * 0.035
			h := CapHeight(f)
			sf.Fill(counterInk, Rect(x-pad, by-h/2-pad, w+2*pad, h+2*pad))
			sf.Fill(col, Rect(x-pad+L*0.015, by-h/2-pad+L*0.015, w+2*pad-L*0.03, h+2*pad-L*0.03))
			tc = inkOn(col)
		}
		TextAt(sf, x, by, s, f, tc, Left)
	}
	lc, lok := strengthColour(c.Traits)
	rc, rok := movementColour(c.Traits)
	if leader {
		// The Command Range printed in purple (España 20 [16.9]), ringed.
		h := CapHeight(f)
		sf.Fill(commandPurple, Circle(Point{xl + wl/2, by}, h*0.78, 32))
		sf.Stroke(Circle(Point{xl + wl/2, by}, h*0.78, 32), true, L*0.02, counterInk)
		lc, lok = commandPurple, true
		TextAt(sf, xl, by, left, f, inkWhite, Left)
		left = ""
	}
	number(left, xl, wl, lc, lok)
	TextAt(sf, xl+wl, by, "-", f, ink, Left)
	number(right, xl+wl+gap, wr, rc, rok)
}

// drawMarkerBody draws the middle and bottom of a game marker.
func (st Style) drawMarkerBody(sf Surface, c Counter, x, y, L float64, ink color.RGBA) {
	cx := x + L/2
	switch c.Marker {
	case MarkerRedoubt:
		// A rampart: a pentagon outline with teeth.
		pts := []Point{{cx - L*0.3, y + L*0.72}, {cx - L*0.3, y + L*0.45}, {cx, y + L*0.3}, {cx + L*0.3, y + L*0.45}, {cx + L*0.3, y + L*0.72}}
		sf.Stroke(pts, true, L*0.05, ink)
	case MarkerGarrison:
		sf.Stroke(Rect(cx-L*0.22, y+L*0.32, L*0.44, L*0.24), true, L*0.03, ink)
		sf.Fill(ink, Rect(cx-L*0.22, y+L*0.32, L*0.44, L*0.06))
	}
	if c.Value != "" {
		size, yy := L*0.7, y+L*0.8
		switch c.Marker {
		case MarkerMorale, MarkerTurn:
			size, yy = L*1.2, y+L*0.6
		case MarkerRout, MarkerContact, MarkerFatigue, MarkerSudden, MarkerMarch:
			size, yy = L*0.75, y+L*0.6
		}
		v, f := CounterLabel(c.Value, Font{Bold: true, Size: size}, L*0.85)
		TextAt(sf, cx, yy, v, f, ink, Center)
	}
}

// typeSymbol draws the NATO-style symbol of a unit type in the box (x, y,
// w, h).
func typeSymbol(sf Surface, t string, x, y, w, h float64, ink, fill color.RGBA) {
	lw := math.Max(0.15, w/16)
	tl, tr, br, bl := Point{x, y}, Point{x + w, y}, Point{x + w, y + h}, Point{x, y + h}
	frame := func() { sf.Stroke([]Point{tl, tr, br, bl}, true, lw, ink) }
	switch t {
	case scenario.TypeInfantry:
		frame()
		sf.Stroke([]Point{tl, br}, false, lw, ink)
		sf.Stroke([]Point{tr, bl}, false, lw, ink)
	case scenario.TypeCavalry:
		frame()
		sf.Stroke([]Point{bl, tr}, false, lw, ink)
	case scenario.TypeArtillery:
		frame()
		sf.Fill(ink, Circle(Point{x + w/2, y + h/2}, h*0.22, 24))
	case scenario.TypeLeader:
		// A flag on a staff.
		sf.Stroke([]Point{{x + w*0.3, y - h*0.1}, {x + w*0.3, y + h*1.05}}, false, lw, ink)
		sf.Fill(ink, []Point{{x + w*0.3, y - h*0.1}, {x + w*0.85, y + h*0.2}, {x + w*0.3, y + h*0.5}})
	case scenario.TypeTrain:
		frame()
		sf.Stroke(Circle(Point{x + w*0.3, y + h*0.55}, h*0.18, 20), true, lw, ink)
		sf.Stroke(Circle(Point{x + w*0.7, y + h*0.55}, h*0.18, 20), true, lw, ink)
	case scenario.TypeNaval:
		frame()
		sf.Stroke([]Point{{x + w*0.15, y + h*0.6}, {x + w*0.85, y + h*0.6}}, false, lw, ink)
		sf.Fill(ink, []Point{{x + w*0.5, y + h*0.15}, {x + w*0.5, y + h*0.55}, {x + w*0.75, y + h*0.55}})
	case scenario.TypeCadre:
		frame()
		sf.Stroke([]Point{{x, y + h/2}, {x + w, y + h/2}}, false, lw, ink)
	default: // dummy and unknown types
		f := Font{Bold: true, Size: h * 1.3 / MMPerPoint}
		TextAt(sf, x+w/2, y+h/2, "?", f, ink, Center)
	}
}

// CounterImage draws one face of a counter into a px x px picture.
func (st Style) CounterImage(c Counter, px int) *image.RGBA {
	const size = 16.0
	r := NewRaster(size, size, float64(px)/size*25.4)
	r.Img = r.Img.SubImage(image.Rect(0, 0, px, px)).(*image.RGBA)
	st.DrawCounter(r, c, 0, 0, size)
	return r.Img
}
