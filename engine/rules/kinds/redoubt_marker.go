// Redoubt markers (Rousse 20 3.0, Slobozia 20 3.0 and 9.4.4; kind
// redoubt_marker): the Garrisons whose hexes are Redoubts.

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The redoubt_marker kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "redoubt_marker", Rule: "9.4.4", Doc: "Redoubt markers and their Garrisons",
		Params: []scenario.Param{pSide, pHex, typed("french_hexes", scenario.HexList, "the French Redoubt hexes"), integer("garrison_strength", 0, 99, "their Garrison strength"),
			integer("anti-french_count", 0, 99, "the Anti-French Redoubts placed at set-up"), text("anti-french_zone", "where they are placed")}})
}

// A Redoubt marker (kind redoubt_marker: Rousse 20 3.0 and 9.4.4, the
// Russian marker in Rousse; Slobozia 20 3.0 and 9.4.4, the Ottoman
// Garrisoned Redoubt and the two Russian markers of set-up step A) holds a
// zero-strength Garrison, and its hex is a Redoubt hex while the marker is
// on the map: no ZOC extends into it (7.0, so a unit there owes no attack
// out of it, 9.4.3); a unit defending there subtracts one from its Rout
// roll, below 1 a Withdraw (9.6.2), may hold its ground on a Withdraw and
// retreats one hex fewer (9.7.2.2); and it is a natural Rally hex (16.4).
// The rulebooks do not say what becomes of the marker when its Garrison is
// destroyed (9.4.4.4: "the instant an enemy unit occupies their hex", or
// subsumed with a defending unit, 9.4.4.3); the engine reads the marker and
// its Garrison as one counter ("as denoted by the small national flags
// inside them"), removed with the Garrison, so the hex is a Redoubt hex
// exactly while the Garrison is on the map.

func init() { rules.BindAtFirstUse(bindRedoubtMarkerKind) }

// bindRedoubtMarkerKind binds the Redoubt terrain of the markers' hexes
// through the Fortified and ZOCBlocked hook points, as build_redoubt does.
func bindRedoubtMarkerKind() {
	rules.BindGame("redoubt_marker", 70, rules.GameHooks{
		Active:     func(b *rules.Board) bool { return redoubtMarkerSlot.Of(b) != nil },
		Built:      rules.BuiltHooks{rules.BuiltUnits: redoubtMarkerUnits},
		Fortified:  func(s *rules.State, h int32, _ int) bool { return redoubtMarkerIn(s, h) },
		ZOCBlocked: func(s *rules.State, n int32, _ int) bool { return redoubtMarkerIn(s, n) },
	})
	rules.Bind("redoubt_marker", rules.Hooks{Params: newParams[redoubtMarkerParams], Board: redoubtMarker})
}

// redoubtMarkers is the redoubt_marker rule's state on a board: the map
// Garrisons (by hex) and the sides whose set-up Garrison markers are
// Redoubts, and, once the units are built, their Garrisons' unit indices.
type redoubtMarkers struct {
	hexes map[string]int // map Garrison hex -> side
	zones [2]bool        // the side's markers placed during set-up
	units []int          // the markers' Garrison pseudo-units
}

var redoubtMarkerSlot = rules.NewBoardSlot[redoubtMarkers]()

// markRedoubtHex records that the map's Garrison of side in hex code is a
// Redoubt marker.
func markRedoubtHex(b *rules.Board, code string, side string) {
	rm := redoubtMarkerSlot.Build(b)
	if rm.hexes == nil {
		rm.hexes = map[string]int{}
	}
	rm.hexes[code] = rules.SideIndex(side)
}

// markRedoubtZones records that side's Garrison markers placed during
// set-up are Redoubt markers.
func markRedoubtZones(b *rules.Board, side string) {
	redoubtMarkerSlot.Build(b).zones[rules.SideIndex(side)] = true
}

// redoubtMarkerUnits finds the markers' Garrison pseudo-units once the
// units are built (board.go buildUnits, deploy_garrison.go).
func redoubtMarkerUnits(b *rules.Board) {
	rm := redoubtMarkerSlot.Of(b)
	for u, info := range b.Units {
		if !info.Garrison {
			continue
		}
		side, onMap := rm.hexes[info.Placement.Hex]
		switch {
		case info.Placement.Kind == scenario.PlaceSetup && onMap && side == info.Side && info.ID == "garrison-"+info.Placement.Hex:
		case info.Placement.Kind == scenario.PlaceDeploy && rm.zones[info.Side]:
		default:
			continue
		}
		rm.units = append(rm.units, u)
	}
}

// redoubtMarkerIn reports whether hex h holds a Redoubt marker: one whose
// Garrison is on the map there.
func redoubtMarkerIn(s *rules.State, h int32) bool {
	// Asked for every hex a ZOC reaches: a plain loop, which is inlined.
	for _, u := range redoubtMarkerSlot.Of(s.B).units {
		if us := &s.Units[u]; us.Hex == h && us.Where == rules.AtMap {
			return true
		}
	}
	return false
}

// redoubtMarkerTerrain says, in a redoubt_marker rule's note, how the
// engine plays a marker's hex.
const redoubtMarkerTerrain = "while the marker's Garrison is on the map its hex is a Redoubt hex: no ZOC extends into it (7.0; a unit there owes no attack out of it, 9.4.3), a unit there subtracts one from its Rout roll, a modified roll below 1 being a Withdraw (9.6.2), and holds its ground on a Withdraw, one hex fewer (9.7.2.2), and the empty hex is a natural Rally hex (16.4); the marker is removed with its Garrison (9.4.4.3, 9.4.4.4: an engine reading, the rulebook does not say); the hex's combat benefit stays its own terrain's (the Terrain Effects Chart's Redoubt line is not added), and a ZOC from a marker hex that is not a Town into an adjacent Town or Fortified hex is not blocked (7.0's built-up rule reads the map's terrain only)"

// redoubtMarkerParams are a redoubt_marker rule's parameters.
type redoubtMarkerParams struct {
	Side             string   `param:"side"`
	Hex              string   `param:"hex"`
	FrenchHexes      []string `param:"french_hexes"`
	GarrisonStrength *int     `param:"garrison_strength"`
	AntiFrenchCount  *int     `param:"anti-french_count"` // placed during set-up
	AntiFrenchZone   string   `param:"anti-french_zone"`
}

// Needs is what the engine needs of a redoubt_marker rule.
func (redoubtMarkerParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Redoubts' hexes and their Garrison strength", "hex french_hexes", "garrison_strength")
}

// redoubtMarker checks a redoubt_marker rule (Rousse 20 3.0, Slobozia 20
// 3.0: Redoubt markers holding zero-strength Garrisons) against the map's
// garrisons, which the engine plays as intrinsic Garrisons (9.4.4).
// Redoubts placed by the players during set-up are the Garrison markers
// of the side's deployment zones; each marker's hex is a Redoubt hex while
// its Garrison is on the map (markRedoubtHex, markRedoubtZones).
func redoubtMarker(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[redoubtMarkerParams](b, r)
	type want struct{ side, hexes string }
	var wants []want
	if p.Hex != "" {
		wants = append(wants, want{p.Side, p.Hex})
	}
	if len(p.FrenchHexes) > 0 {
		wants = append(wants, want{scenario.French, strings.Join(p.FrenchHexes, ",")})
	}
	if len(wants) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind redoubt_marker): no hex given; not applied by the engine", r.ID, r.Title)
	}
	for _, w := range wants {
		for _, code := range strings.Split(w.hexes, ",") {
			code = strings.TrimSpace(code)
			ok := false
			for _, g := range b.Scenario.Map.Garrisons {
				ok = ok || g.Hex == code && g.Side == w.side && p.GarrisonStrength != nil && g.Strength == *p.GarrisonStrength
			}
			if !ok {
				b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind redoubt_marker): the map has no %s garrison of strength %s in %s; not applied by the engine", r.ID, r.Title, w.side, intOrEmpty(p.GarrisonStrength), code)
				continue
			}
			markRedoubtHex(b, code, w.side)
			b.RuleNote(r, rules.Applied, "special rule %q (%s): applied by the map's %s Garrison of intrinsic strength %s in %s (9.4.4); %s", r.ID, r.Title, w.side, intOrEmpty(p.GarrisonStrength), code, redoubtMarkerTerrain)
		}
	}
	if n := p.AntiFrenchCount; n != nil {
		words, count, placed := b.GarrisonZones(scenario.AntiFrench) // deploy_garrison.go
		switch {
		case count != *n:
			b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the %d %s Redoubt marker(s) placed during set-up (%s) and their Garrisons are not applied by the engine: no deployment zone of the side places %d Garrison markers", r.ID, r.Title, *n, scenario.AntiFrench, p.AntiFrenchZone, *n)
		case !placed:
			b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s; the game is played without them", r.ID, r.Title, words)
		default:
			markRedoubtZones(b, scenario.AntiFrench)
			b.RuleNote(r, rules.Applied, "special rule %q (%s): %s (3.0, 9.4.4); %s", r.ID, r.Title, words, redoubtMarkerTerrain)
		}
	}
}
