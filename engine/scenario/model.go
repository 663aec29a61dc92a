// Package scenario is the Napoleonic 20 scenario model and its YAML file
// format (format tag "adc-scenario", version 1).
//
// A scenario file is one human-readable, diff-friendly YAML document: the map
// (terrain per hex, hexsides, roads, places, LOC and Objective hexes, entry
// areas, garrisons), the two sides, the units and their placement, the turn
// track, the event deck, the charts, optional and special rules and victory
// conditions. Hexes are written as printed XXYY numbers; the map's numbering
// settings (engine/hex) turn them into coordinates.
//
// Where a rulebook does not give a value, the file leaves it out (or lists it
// under Unknowns) and the validator reports it as a warning, so a designer
// sees what remains to fill in from the printed components.
//
//	s, err := scenario.Load(r, "bussaco20.yaml")
//	findings := scenario.Validate(s, charts)
//	err = scenario.Save(w, s)
package scenario

import (
	"strconv"
	"strings"
)

// FormatTag and FormatVersion identify a scenario file.
const (
	FormatTag     = "adc-scenario"
	FormatVersion = 1
)

// Rules editions of the Napoleonic 20 standard rules. The later editions are
// the default; the early edition is a variant a scenario may select (see the
// rulebook notes: result codes, night ZOCs, cavalry advance and more differ).
const (
	EditionWallachia = "wallachia20"     // Wallachia 20 standard rules, English, optional rules 16.1-16.9
	EditionEspana    = "espana20"        // España 20 standard rules (AD/AH/AR/DD/DH/DR/I/SE results)
	EditionEarly     = "bussaco20-early" // the early edition printed with Bussaco 20 v1.1
)

// Side identifiers. Every N20 game has a French side and an Anti-French side
// (rule 2.0), whatever the armies are called.
const (
	French     = "french"
	AntiFrench = "anti-french"
)

// Scenario is one Napoleonic 20 scenario (or a campaign linking several).
type Scenario struct {
	Format  string `yaml:"format" json:"format" validate:"required,eq=adc-scenario"`
	Version int    `yaml:"version" json:"version" validate:"required,eq=1"`
	ID      string `yaml:"id" json:"id" validate:"required,id"`
	Title   string `yaml:"title" json:"title" validate:"required"`
	Game    string `yaml:"game,omitempty" json:"game,omitempty" validate:"-"`     // the boxed game, e.g. "España 20"
	Source  string `yaml:"source,omitempty" json:"source,omitempty" validate:"-"` // where the data comes from (rulebook, rule numbers)
	Edition string `yaml:"edition" json:"edition" validate:"required,oneof=wallachia20 espana20 bussaco20-early"`
	// Date and place of the battle, for the setup sheet.
	Date        string `yaml:"date,omitempty" json:"date,omitempty" validate:"-"`
	Description string `yaml:"description,omitempty" json:"description,omitempty" validate:"-"`

	Map         Map    `yaml:"map" json:"map"`
	Sides       []Side `yaml:"sides" json:"sides" validate:"len=2,dive"`
	FirstPlayer string `yaml:"first_player" json:"first_player" validate:"required,oneof=french anti-french"`
	Units       []Unit `yaml:"units" json:"units" validate:"dive"`
	// Deployment lists the free deployment zones (3.0 and the exclusive
	// rules' set-up), in the order the set-up is done: the sides deploy
	// one after the other, in the order their first zone appears.
	Deployment []DeployZone `yaml:"deployment,omitempty" json:"deployment,omitempty" validate:"dive"`
	Turns      TurnTrack    `yaml:"turns" json:"turns"`
	Deck       Deck         `yaml:"deck,omitempty" json:"deck,omitempty"`
	Charts     ChartRef     `yaml:"charts" json:"charts"`
	Tables     []Table      `yaml:"tables,omitempty" json:"tables,omitempty" validate:"dive"`
	Optional   []string     `yaml:"optional_rules,flow,omitempty" json:"optional_rules,omitempty" validate:"-"` // e.g. "16.1", "16.7"; see Rule numbers
	Special    []Rule       `yaml:"special_rules,omitempty" json:"special_rules,omitempty" validate:"dive"`
	Victory    []Victory    `yaml:"victory,omitempty" json:"victory,omitempty" validate:"dive"`
	Campaign   *Campaign    `yaml:"campaign,omitempty" json:"campaign,omitempty"`
	// Borrow names another scenario of the same battle whose counters lend
	// the values this scenario's rulebook does not print (see Borrow).
	Borrow   *Borrow  `yaml:"borrow,omitempty" json:"borrow,omitempty"`
	Unknowns []string `yaml:"unknowns,omitempty" json:"unknowns,omitempty" validate:"-"` // facts the rulebook does not give; each is a validator warning
	Notes    []string `yaml:"notes,omitempty" json:"notes,omitempty" validate:"-"`       // contradictions resolved, readings chosen, with citations

	params *paramsCache // the special rules' decoded parameters (SpecialParams)
}

// Map is the hex map: size, numbering, terrain, hexsides and markings.
type Map struct {
	Size      string    `yaml:"size,omitempty" json:"size,omitempty" validate:"-"` // printed size, e.g. "11x17" or "17x22" (inches)
	Columns   int       `yaml:"columns" json:"columns" validate:"min=1,max=999"`
	Rows      int       `yaml:"rows" json:"rows" validate:"min=1,max=999"`
	Numbering Numbering `yaml:"numbering,flow" json:"numbering"`
	// DefaultTerrain, when set, is the terrain of every hex not listed in
	// Terrain. When empty, unlisted hexes are untraced (a warning).
	DefaultTerrain string      `yaml:"default_terrain,omitempty" json:"default_terrain,omitempty" validate:"-"`
	Terrain        *TerrainMap `yaml:"terrain,omitempty" json:"terrain,omitzero" validate:"-"` // XXYY -> terrain id
	Hexsides       []Hexside   `yaml:"hexsides,omitempty" json:"hexsides,omitempty" validate:"dive"`
	Roads          []Road      `yaml:"roads,omitempty" json:"roads,omitempty" validate:"dive"`
	Places         []Place     `yaml:"places,omitempty" json:"places,omitempty" validate:"dive"`
	LOCs           []MarkedHex `yaml:"locs,omitempty" json:"locs,omitempty" validate:"dive"`
	Objectives     []MarkedHex `yaml:"objectives,omitempty" json:"objectives,omitempty" validate:"dive"`
	EntryAreas     []EntryArea `yaml:"entry_areas,omitempty" json:"entry_areas,omitempty" validate:"dive"`
	Garrisons      []Garrison  `yaml:"garrisons,omitempty" json:"garrisons,omitempty" validate:"dive"`
	Background     *Background `yaml:"background,omitempty" json:"background,omitempty"`
}

// Numbering is the printed XXYY numbering of a map (see engine/hex).
type Numbering struct {
	FirstColumn int    `yaml:"first_column" json:"first_column" validate:"min=0,max=99"`
	FirstRow    int    `yaml:"first_row" json:"first_row" validate:"min=0,max=99"`
	Shifted     string `yaml:"shifted" json:"shifted" validate:"oneof=even odd"` // which printed columns sit half a hex lower
	Digits      int    `yaml:"digits" json:"digits" validate:"min=2,max=3"`
}

// Hexside features. A hexside may carry several (a bridge over a minor river).
const (
	FeatureMinorRiver = "minor_river"
	FeatureMajorRiver = "major_river"
	FeatureBridge     = "bridge"
	FeatureFord       = "ford"
	FeatureSlope      = "slope"
	FeatureSteepSlope = "steep_slope"
	FeatureRedoubt    = "redoubt"
	FeatureTrail      = "trail"
	FeatureStreambed  = "streambed"
	FeatureImpassable = "impassable"
	FeaturePerimeter  = "perimeter_redoubt"
)

// Hexside is one hexside, written once, by the two hexes it separates.
type Hexside struct {
	Between  [2]string `yaml:"between,flow" json:"between" validate:"-"`              // the two adjacent hexes, lower number first
	Features []string  `yaml:"features,flow" json:"features" validate:"min=1"`        // see Feature* constants and the chart set's hexside types
	Uphill   string    `yaml:"uphill,omitempty" json:"uphill,omitempty" validate:"-"` // for slopes: the hex on the high side
	Name     string    `yaml:"name,omitempty" json:"name,omitempty" validate:"-"`     // e.g. "Rumblar river"
	Side     string    `yaml:"side,omitempty" json:"side,omitempty" validate:"-"`     // for side-specific features (a redoubt hexside)
	Note     string    `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Road kinds.
const (
	RoadMain  = "road"
	RoadTrail = "trail"
)

// Road is a road or trail running through a chain of adjacent hexes.
type Road struct {
	Kind  string   `yaml:"kind" json:"kind" validate:"oneof=road trail"`
	Name  string   `yaml:"name,omitempty" json:"name,omitempty" validate:"-"`
	Hexes []string `yaml:"hexes,flow" json:"hexes" validate:"min=2"`
}

// Place is a named location printed on the map.
type Place struct {
	Name string `yaml:"name" json:"name" validate:"required"`
	Hex  string `yaml:"hex" json:"hex" validate:"required"`
}

// MarkedHex is a LOC or Objective hex belonging to one side.
type MarkedHex struct {
	Hex  string `yaml:"hex" json:"hex" validate:"required"`
	Side string `yaml:"side" json:"side" validate:"oneof=french anti-french"`
	Name string `yaml:"name,omitempty" json:"name,omitempty" validate:"-"`
	// Morale is the morale value of an Objective hex (captured or held),
	// when the rules give one; 0 means not given.
	Morale int    `yaml:"morale,omitempty" json:"morale,omitempty" validate:"min=0,max=10"`
	Note   string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// EntryArea is a named set of map-edge hexes where reinforcements enter (11.2).
type EntryArea struct {
	ID string `yaml:"id" json:"id" validate:"required"`
	// Side is the side whose reinforcements enter there; "both" when the
	// rules bring in units of both sides (Talavera 20 [11.6] "via Entry
	// Area A. (Yes, A.)", the Allied area).
	Side  string   `yaml:"side" json:"side" validate:"oneof=french anti-french both"`
	Name  string   `yaml:"name,omitempty" json:"name,omitempty" validate:"-"`
	Hexes []string `yaml:"hexes,flow,omitempty" json:"hexes,omitempty" validate:"-"` // empty: location not given (a warning)
	Note  string   `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
	// Edge, when given, is the map edge the area lies on; its hexes must
	// lie on that edge (11.0: reinforcements enter next to their map edge).
	Edge string `yaml:"edge,omitempty" json:"edge,omitempty" validate:"omitempty,oneof=north east south west"`
	// Assumed, when given, says that Hexes are an assumption and quotes
	// the rulebook's words it rests on: the rulebook names the map edge
	// but not the hexes (Bailén 20 [11.6] "Entry Area A on the west edge
	// of the map"), so the area is that whole edge. Every report of a
	// game played on it states the assumption. Never used where the
	// rulebook names no edge.
	Assumed string `yaml:"assumed,omitempty" json:"assumed,omitempty" validate:"-"`
}

// Garrison is an intrinsic garrison force in a hex (9.4.4).
type Garrison struct {
	Hex      string `yaml:"hex" json:"hex" validate:"required"`
	Side     string `yaml:"side" json:"side" validate:"oneof=french anti-french"`
	Strength int    `yaml:"strength" json:"strength" validate:"min=0,max=20"`
	Name     string `yaml:"name,omitempty" json:"name,omitempty" validate:"-"`
	Note     string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Background is a scanned map shown under the grid for tracing.
type Background struct {
	Image   string  `yaml:"image" json:"image" validate:"required"` // path relative to the scenario file
	Opacity float64 `yaml:"opacity" json:"opacity" validate:"min=0,max=1"`
	// Two reference hexes and the image pixel at each hex's centre (scale
	// and offset), or three (an affine fit: a rotated or skewed scan).
	Calibration []Calibration `yaml:"calibration,omitempty" json:"calibration,omitempty" validate:"omitempty,min=2,max=3,dive"`
}

// Calibration pins one hex centre to an image pixel.
type Calibration struct {
	Hex string  `yaml:"hex" json:"hex" validate:"required"`
	X   float64 `yaml:"x" json:"x" validate:"-"`
	Y   float64 `yaml:"y" json:"y" validate:"-"`
}

// Side is one of the two sides of a battle.
type Side struct {
	ID            string   `yaml:"id" json:"id" validate:"oneof=french anti-french"`
	Name          string   `yaml:"name" json:"name" validate:"required"` // e.g. "French", "Allied", "Ottoman"
	Nationalities []string `yaml:"nationalities,flow,omitempty" json:"nationalities,omitempty" validate:"-"`
	Colour        string   `yaml:"colour,omitempty" json:"colour,omitempty" validate:"omitempty,hexcolor"`
	Morale        int      `yaml:"morale" json:"morale" validate:"min=0,max=10"` // starting Morale (12.0); 0 = not given
	// MoraleVariants are alternative starting values a scenario offers
	// (balance options, campaign carry-over).
	MoraleVariants []MoraleVariant `yaml:"morale_variants,omitempty" json:"morale_variants,omitempty" validate:"dive"`
}

// MoraleVariant is an alternative starting morale.
type MoraleVariant struct {
	Name   string `yaml:"name" json:"name" validate:"required"`
	Morale int    `yaml:"morale" json:"morale" validate:"min=1,max=10"`
}

// Unit types.
const (
	TypeInfantry  = "infantry"
	TypeCavalry   = "cavalry"
	TypeArtillery = "artillery"
	TypeLeader    = "leader"
	TypeDummy     = "dummy"
	TypeCadre     = "cadre"
	TypeTrain     = "train" // supply or wagon train
	TypeNaval     = "naval" // river flotillas
)

// Unit traits, from the colour codes of rule 16.7 and the scenario rules.
const (
	TraitGuard       = "guard"       // red movement allowance (12.3)
	TraitElite       = "elite"       // red combat strength (9.6.2.1, 16.7.1)
	TraitLight       = "light"       // green movement, infantry (16.7.2)
	TraitCossack     = "cossack"     // green movement, cavalry (16.7.3)
	TraitUnreliable  = "unreliable"  // yellow combat strength (16.7.4); "unsteady" in España 20
	TraitReluctant   = "reluctant"   // yellow movement (16.7.5); "demoralized" in España 20
	TraitRoadBound   = "road_bound"  // white movement (16.7.6)
	TraitIrregular   = "irregular"   // white combat strength (16.7.7)
	TraitSpecial     = "special"     // blue combat strength (16.7.8)
	TraitIndependent = "independent" // independent brigade
	TraitHeavy       = "heavy"       // heavy cavalry (Controlled Advance Table)
)

// Unit is one counter of the order of battle.
type Unit struct {
	ID          string    `yaml:"id" json:"id" validate:"required,id"`
	Name        string    `yaml:"name" json:"name" validate:"required"`
	Side        string    `yaml:"side" json:"side" validate:"oneof=french anti-french"`
	Nationality string    `yaml:"nationality,omitempty" json:"nationality,omitempty" validate:"-"`
	Type        string    `yaml:"type" json:"type" validate:"oneof=infantry cavalry artillery leader dummy cadre train naval"`
	Strength    *int      `yaml:"strength,omitempty" json:"strength,omitempty" validate:"omitempty,min=0,max=20"` // combat strength; nil = not given
	Movement    *int      `yaml:"movement,omitempty" json:"movement,omitempty" validate:"omitempty,min=0,max=20"` // movement allowance; nil = not given
	CommandSpan *int      `yaml:"command_span,omitempty" json:"command_span,omitempty" validate:"omitempty,min=0,max=20"`
	Traits      []string  `yaml:"traits,flow,omitempty" json:"traits,omitempty" validate:"-"`
	Formation   string    `yaml:"formation,omitempty" json:"formation,omitempty" validate:"-"` // corps or division, e.g. "II Corps"
	Reduced     string    `yaml:"reduced,omitempty" json:"reduced,omitempty" validate:"-"`     // id of the reduced-strength twin counter
	Placement   Placement `yaml:"placement,flow" json:"placement"`
	// Borrow names the counter of the scenario's Borrow source that lends
	// this unit the values its own rulebook does not print.
	Borrow *UnitBorrow `yaml:"borrow,flow,omitempty" json:"borrow,omitempty"`
	Note   string      `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`

	// FormationAssumed, when given, says that Formation is an assumption
	// and gives its source: the rulebook prints the unit's Corps on the
	// counter only (Bussaco 20 España [5.1] "as indicated by the colored
	// band across the middle of the counter"), so the Corps comes from
	// the rulebook's other words or the battle's historical order of
	// battle. Every report of a game played on it states the assumption.
	FormationAssumed string `yaml:"formation_assumed,omitempty" json:"formation_assumed,omitempty" validate:"-"`
}

// Borrow is an explicit, sourced choice to play a scenario on another
// edition's counters: Bussaco 20 v1.1 prints no counter values, and the
// same battle republished in España 20 prints them for the same set-up.
// The file keeps its own values unset (the validator still warns that its
// rulebook lacks them); ApplyBorrow fills them for play from Scenario.
type Borrow struct {
	Scenario string   `yaml:"scenario" json:"scenario" validate:"required,id"`                                      // id of the lending scenario (bundled, or ID.yaml beside this file)
	Source   string   `yaml:"source,omitempty" json:"source,omitempty" validate:"-"`                                // the lending rulebook and rules, for the record
	Values   []string `yaml:"values,flow" json:"values" validate:"min=1,dive,oneof=strength movement command_span"` // the counter values taken from the lending scenario: strength, movement, command_span
	Note     string   `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// UnitBorrow names the lending counter and how it was matched.
type UnitBorrow struct {
	Unit  string `yaml:"unit" json:"unit" validate:"required,id"`             // unit id in the lending scenario
	Match string `yaml:"match,omitempty" json:"match,omitempty" validate:"-"` // how the counters were matched, e.g. "same set-up hex 1210"
	// Uncertain says why the match is not certain; empty when it is.
	Uncertain string `yaml:"uncertain,omitempty" json:"uncertain,omitempty" validate:"-"`
}

// Placement kinds.
const (
	PlaceSetup    = "setup"     // on the map at the start, in Hex
	PlaceDeploy   = "deploy"    // free deployment inside Area (hex list or described zone)
	PlaceArrive   = "arrive"    // fixed reinforcement: Turn, EntryArea
	PlaceVariable = "variable"  // variable reinforcement: rolled on Table
	PlaceEvent    = "event"     // enters when an event card says so: Card
	PlaceSetAside = "set_aside" // set aside (force pool, cadres, dummies)
	PlaceNotUsed  = "not_used"  // in the countermix but not used in this scenario
	PlaceUnknown  = "unknown"   // the rulebook does not say (a warning)
)

// Placement says where and when a unit enters play.
type Placement struct {
	Kind      string   `yaml:"kind" json:"kind" validate:"oneof=setup deploy arrive variable event set_aside not_used unknown"`
	Hex       string   `yaml:"hex,omitempty" json:"hex,omitempty" validate:"-"`
	Hexes     []string `yaml:"hexes,flow,omitempty" json:"hexes,omitempty" validate:"-"` // deploy: allowed hexes
	Zone      string   `yaml:"zone,omitempty" json:"zone,omitempty" validate:"-"`        // deploy: the area in words when hexes are not listed
	Zones     []string `yaml:"zones,flow,omitempty" json:"zones,omitempty" validate:"-"` // deploy: ids of the deployment zones the unit may set up in
	Turn      int      `yaml:"turn,omitempty" json:"turn,omitempty" validate:"-"`
	EntryArea string   `yaml:"entry_area,omitempty" json:"entry_area,omitempty" validate:"-"`
	Table     string   `yaml:"table,omitempty" json:"table,omitempty" validate:"-"` // variable: id of a Table
	Card      int      `yaml:"card,omitempty" json:"card,omitempty" validate:"-"`   // event: card number
	// CardTitle names the event card by its title, for a card the rulebook
	// gives no number (Card 0), or to say which numbered card is meant.
	CardTitle string `yaml:"card_title,omitempty" json:"card_title,omitempty" validate:"-"`
	Order     int    `yaml:"order,omitempty" json:"order,omitempty" validate:"-"` // march order within an arrival (11.2)
	// Stacked says the rulebook's set-up puts the unit in the same hex as
	// another friendly unit (Talavera 20 [17.1] "1811: Bassecourt" and
	// "1811: Henestrosa"). Rule 6.9 forbids only ending a Movement Phase
	// stacked, so the set-up is kept, one of them must move in the side's
	// first Movement Phase, and the validator warns instead of refusing.
	Stacked bool   `yaml:"stacked,omitempty" json:"stacked,omitempty" validate:"-"`
	Note    string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// DeployZone is one free deployment zone of the set-up, as exactly as the
// rulebook states it: the listed hexes (and the hexes within Within of
// them: "or an adjacent hex" is 1), or a box of the Game Turn Record, with
// the limits the rules give. A zone the rules describe only in words has
// no hexes and keeps the words in Text; the engine cannot place units in
// it. Units name the zones they may use in placement.zones.
type DeployZone struct {
	ID   string `yaml:"id" json:"id" validate:"required,id"`
	Side string `yaml:"side" json:"side" validate:"oneof=french anti-french"`
	Step string `yaml:"step,omitempty" json:"step,omitempty" validate:"-"` // the rulebook's step, e.g. "B"
	Rule string `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"` // e.g. "3.0", "17.1"
	// Hexes are the listed deployment hexes (XXYY).
	Hexes []string `yaml:"hexes,flow,omitempty" json:"hexes,omitempty" validate:"-"`
	// Within widens the zone to every hex at most this far from a listed
	// hex ("in the following hexes or an adjacent hex": 1).
	Within int `yaml:"within,omitempty" json:"within,omitempty" validate:"min=0,max=3"`
	// Turn, instead of hexes, is a box of the Game Turn Record: units set
	// up there arrive as reinforcements from that turn through EntryArea.
	Turn      int    `yaml:"turn,omitempty" json:"turn,omitempty" validate:"min=0,max=99"`
	EntryArea string `yaml:"entry_area,omitempty" json:"entry_area,omitempty" validate:"-"`
	// MinPerHex and MaxPerHex bound the number of the side's non-leader
	// units on or within Within of each listed hex (or in the turn box):
	// Bailén 20 [3.0] "at least one and no more than two units on or
	// adjacent to each of the deployment hexes". 0: no bound (stacking,
	// 6.9, still allows one non-leader unit per hex).
	MinPerHex int `yaml:"min_per_hex,omitempty" json:"min_per_hex,omitempty" validate:"min=0,max=20"`
	MaxPerHex int `yaml:"max_per_hex,omitempty" json:"max_per_hex,omitempty" validate:"min=0,max=20"`
	// Units, when given, is the number of non-leader units the zone
	// takes ("for a total of four units").
	Units int `yaml:"units,omitempty" json:"units,omitempty" validate:"min=0,max=99"`
	// StackWith names zones: a unit of this zone sets up in a hex holding
	// a friendly unit set up in one of them (a leader stacked with a
	// unit, 16.9.2). The zone then lists no hexes.
	StackWith []string `yaml:"stack_with,flow,omitempty" json:"stack_with,omitempty" validate:"-"`
	// Columns and Rows bound the zone by printed column numbers (the XX
	// of XXYY) and row numbers (YY), both inclusive, as [first, last]:
	// Wallachia 20 [3.0] "between hexrows 05xx and 11xx (inclusive)" is
	// columns [5, 11]. With no listed hexes the zone is every map hex in
	// the ranges; with listed hexes the ranges hold the zone and the
	// listed hexes are only where the per-hex limits count ("at least one
	// within one hex of each of the fords").
	Columns []int `yaml:"columns,flow,omitempty" json:"columns,omitempty" validate:"omitempty,len=2,dive,min=0,max=999"`
	Rows    []int `yaml:"rows,flow,omitempty" json:"rows,omitempty" validate:"omitempty,len=2,dive,min=0,max=999"`
	// SameSide keeps the zone on one side of named rivers: the side of
	// each river where its Hex lies ("on the south shore of the Danube
	// River (i.e., on the Rousse side of the river)"). A river is the
	// hexsides whose name is the river's; a river the map does not trace
	// cannot be checked, which the validator warns about, and the
	// condition is then left out.
	SameSide []RiverSide `yaml:"same_side,omitempty" json:"same_side,omitempty" validate:"dive"`
	// Except lists hexes the zone leaves out (the other side's fixed
	// set-up hexes inside a range whose river side cannot be checked).
	Except []string `yaml:"except,flow,omitempty" json:"except,omitempty" validate:"-"`
	// NotAdjacent: no unit of the zone sets up adjacent to another
	// friendly unit or garrison ("such that each unit is not adjacent to
	// any other Ottoman unit (including the Garrisoned Redoubt)");
	// leaders, which stack (16.9.2), are not counted.
	NotAdjacent bool `yaml:"not_adjacent,omitempty" json:"not_adjacent,omitempty" validate:"-"`
	// NoEZOC: no unit of the zone sets up in an enemy ZOC ("not in an
	// EZOC"), judged on the enemy units already set up.
	NoEZOC bool `yaml:"no_ezoc,omitempty" json:"no_ezoc,omitempty" validate:"-"`
	// Garrisons makes the zone a place for Garrison markers, not units:
	// the side places Count markers in it, one a hex, each an intrinsic
	// Garrison of Strength (9.4.4) (Slobozia 20 [3.0] Russian step A
	// "Place the two Garrisoned Redoubts anywhere on the north shore of
	// the Danube River ..., west of the xx10 hexrows (inclusive) and not
	// in an EZOC"). No unit names such a zone.
	Garrisons *ZoneGarrisons `yaml:"garrisons,omitempty" json:"garrisons,omitempty" validate:"omitempty"`
	Text      string         `yaml:"text,omitempty" json:"text,omitempty" validate:"-"` // the rulebook's words
}

// ZoneGarrisons are the Garrison markers a side places in a deployment
// zone during set-up (3.0, 9.4.4).
type ZoneGarrisons struct {
	Count    int    `yaml:"count" json:"count" validate:"min=1,max=20"`        // how many markers the side places
	Strength int    `yaml:"strength" json:"strength" validate:"min=0,max=20"`  // intrinsic Combat Strength (9.4.4: normally 0)
	Name     string `yaml:"name,omitempty" json:"name,omitempty" validate:"-"` // what the marker is, e.g. "Russian Redoubt"
}

// RiverSide names a river and a hex on the side of it a zone keeps to.
// The river is the hexsides named after it and, when Terrain is given,
// the hexes of that terrain (the Danube of Wallachia 20 is Wide Major
// River hexes, not hexsides).
type RiverSide struct {
	River   string `yaml:"river" json:"river" validate:"required"`                  // the river, by the name the rulebook gives it
	Hex     string `yaml:"hex" json:"hex" validate:"required"`                      // a hex on the side of the river meant
	Terrain string `yaml:"terrain,omitempty" json:"terrain,omitempty" validate:"-"` // the hexside terrain that traces the river, when traced
}

// TurnTrack is the game turn record.
type TurnTrack struct {
	Start int    `yaml:"start" json:"start" validate:"min=1,max=99"`
	End   int    `yaml:"end,omitempty" json:"end,omitempty" validate:"min=0,max=99"` // 0 = game length not given (a warning)
	Turns []Turn `yaml:"track,omitempty" json:"track,omitempty" validate:"dive"`
}

// Turn is one box of the turn track.
type Turn struct {
	Number int    `yaml:"turn" json:"turn" validate:"min=1,max=99"`
	Label  string `yaml:"label,omitempty" json:"label,omitempty" validate:"-"` // e.g. "June 22 Morning"
	Night  bool   `yaml:"night,omitempty" json:"night,omitempty" validate:"-"`
	// SuddenDeath is the die number printed in the box: at the end of the
	// turn the game ends on a roll less than or equal to it (4.1). 0 = none.
	SuddenDeath int    `yaml:"sudden_death,omitempty" json:"sudden_death,omitempty" validate:"min=0,max=6"`
	Note        string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Deck is the Random Events deck (5.0).
type Deck struct {
	Cards []Card `yaml:"cards,omitempty" json:"cards,omitempty" validate:"dive"`
	Note  string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Card title colours (5.0): red titles start in the discard pile; blue titles
// are placed as the scenario says.
const (
	ColourBlack = "black"
	ColourRed   = "red"
	ColourBlue  = "blue"
)

// Card is one event card. Number is the printed card number; 0 means the
// rulebook names the card only by its title (España 20 [4.1] "the
// red-titled Event cards Soult's March and Craufurd Approaches"): such a
// card is still in the deck, is found by its title, and the validator
// warns that its number is not given.
type Card struct {
	Number int `yaml:"number,omitempty" json:"number,omitempty" validate:"min=0,max=99"` // 0 = not given
	// Title is the printed title; empty when the rulebook names the card
	// only by its colour (Bailén 20 [17.2] "the two Event cards with blue
	// titles"), a warning.
	Title  string `yaml:"title,omitempty" json:"title,omitempty" validate:"-"`
	Colour string `yaml:"colour,omitempty" json:"colour,omitempty" validate:"omitempty,oneof=black red blue"`
	// Dual cards carry a French event on top and an Anti-French event below.
	Dual      bool    `yaml:"dual,omitempty" json:"dual,omitempty" validate:"-"`
	Keep      bool    `yaml:"keep,omitempty" json:"keep,omitempty" validate:"-"`                                                        // "keep this card"
	Placement string  `yaml:"placement,omitempty" json:"placement,omitempty" validate:"omitempty,oneof=deck discard set_aside removed"` // where it starts; default by colour
	Events    []Event `yaml:"events,omitempty" json:"events,omitempty" validate:"dive"`                                                 // empty: text not given (a warning)
	Note      string  `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Label names the card as players read it: "#8 Rumors of Venegas", or the
// title alone when the rulebook gives no number.
func (c Card) Label() string {
	title := c.Title
	if title == "" {
		title = strings.TrimSpace(c.Colour + "-title card (title not given)")
		title = strings.TrimPrefix(title, "-title ")
	}
	if c.Number == 0 {
		return title
	}
	return "#" + strconv.Itoa(c.Number) + " " + title
}

// Ref is the short reference to the card: "#8", or the title in quotes
// when the rulebook gives no number.
func (c Card) Ref() string {
	if c.Number == 0 {
		return strconv.Quote(c.Label())
	}
	return "#" + strconv.Itoa(c.Number)
}

// Find returns the index of the card a reference names: "#8" or "8" for a
// printed number, or the title (case-insensitive); -1 when no card
// matches. A title matches before a number, so "13" finds card #13 only
// when no card is titled "13".
func (d Deck) Find(ref string) int {
	ref = strings.TrimSpace(ref)
	if ref == "" {
		return -1
	}
	for i, c := range d.Cards {
		if c.Title != "" && strings.EqualFold(strings.TrimSpace(c.Title), ref) {
			return i
		}
	}
	if n, err := strconv.Atoi(strings.TrimPrefix(ref, "#")); err == nil && n > 0 {
		for i, c := range d.Cards {
			if c.Number == n {
				return i
			}
		}
	}
	return -1
}

// EventCard returns the index of the card that brings in a unit placed
// by an event (Placement Card, or CardTitle for a card without a number),
// or -1.
func (d Deck) EventCard(p Placement) int {
	if p.CardTitle != "" {
		return d.Find(p.CardTitle)
	}
	if p.Card > 0 {
		return d.Find("#" + strconv.Itoa(p.Card))
	}
	return -1
}

// Event is one event on a card.
type Event struct {
	Side    string   `yaml:"side,omitempty" json:"side,omitempty" validate:"omitempty,oneof=french anti-french both"`
	Title   string   `yaml:"title,omitempty" json:"title,omitempty" validate:"-"`
	Text    string   `yaml:"text,omitempty" json:"text,omitempty" validate:"-"`
	Effects []Effect `yaml:"effects,omitempty" json:"effects,omitempty" validate:"dive"`
}

// Effect kinds the engine applies.
const (
	EffectMorale      = "morale"       // Side gains Value morale points (negative: loses)
	EffectReinforce   = "reinforce"    // Units enter at EntryArea (or Hex)
	EffectRemove      = "remove"       // Units are removed from play
	EffectRally       = "rally"        // Side may rally Value units now
	EffectNoMove      = "no_move"      // Units (or Side) may not move this turn
	EffectEndTurn     = "end_turn"     // the turn ends
	EffectSuddenDeath = "sudden_death" // place the sudden-death marker
	EffectCustom      = "custom"       // a special rule, by id, handles it
)

// Effect is one machine-readable consequence of an event or special rule.
type Effect struct {
	Kind      string   `yaml:"kind" json:"kind" validate:"oneof=morale reinforce remove rally no_move end_turn sudden_death custom"`
	Side      string   `yaml:"side,omitempty" json:"side,omitempty" validate:"omitempty,oneof=french anti-french"`
	Value     int      `yaml:"value,omitempty" json:"value,omitempty" validate:"-"`
	Units     []string `yaml:"units,flow,omitempty" json:"units,omitempty" validate:"-"`
	EntryArea string   `yaml:"entry_area,omitempty" json:"entry_area,omitempty" validate:"-"`
	Hex       string   `yaml:"hex,omitempty" json:"hex,omitempty" validate:"-"`
	Rule      string   `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"` // custom: special rule id
}

// ChartRef names the chart set a scenario uses and any charts it overrides.
type ChartRef struct {
	Set string `yaml:"set" json:"set" validate:"required"` // id of a chart set in templates/charts
	// Overrides replaces whole charts of the set (same schema as a chart set).
	Overrides *ChartSet `yaml:"overrides,omitempty" json:"overrides,omitempty"`
}

// Table is a scenario table: command hierarchy, arrival tables and the like.
// Rows are keyed by a die roll or range ("1", "3-4", "6").
type Table struct {
	ID      string     `yaml:"id" json:"id" validate:"required,id"`
	Title   string     `yaml:"title" json:"title" validate:"required"`
	Rule    string     `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"`
	Dice    string     `yaml:"dice,omitempty" json:"dice,omitempty" validate:"omitempty,oneof=1d6 2d6"`
	Columns []string   `yaml:"columns,flow,omitempty" json:"columns,omitempty" validate:"-"` // result column headings
	Rows    []TableRow `yaml:"rows" json:"rows" validate:"dive"`
	Note    string     `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
	// Source says where the table comes from (chart sets).
	Source string `yaml:"source,omitempty" json:"source,omitempty" validate:"-"`
	// Outcomes lists result names the rules mention even when the rows
	// that produce them are not known (a Rally Table's "Cadre?").
	Outcomes []string `yaml:"outcomes,flow,omitempty" json:"outcomes,omitempty" validate:"-"`
	// Modifiers are the die roll modifiers of the table.
	Modifiers []Modifier `yaml:"modifiers,omitempty" json:"modifiers,omitempty" validate:"dive"`
}

// Modifier is a die roll modifier of a table.
type Modifier struct {
	Value int    `yaml:"value" json:"value" validate:"-"`
	Text  string `yaml:"text" json:"text" validate:"required"`
	Rule  string `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"`
	Known bool   `yaml:"known,omitempty" json:"known,omitempty" validate:"-"` // stated in a rulebook
}

// TableRow is one line of a Table.
type TableRow struct {
	Roll    string   `yaml:"roll" json:"roll" validate:"required"` // "1", "3-4", "5-6" ("-" for a table without dice)
	Results []string `yaml:"results,flow" json:"results" validate:"-"`
	Known   bool     `yaml:"known,omitempty" json:"known,omitempty" validate:"-"` // chart sets: stated in a rulebook
}

// Rule is a scenario special rule. Kind and Params make it machine-readable
// where the engine needs it; Text keeps the rulebook's words.
type Rule struct {
	ID     string `yaml:"id" json:"id" validate:"required,id"`
	Number string `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"` // the exclusive rule number, e.g. "4.1"
	Title  string `yaml:"title" json:"title" validate:"required"`
	Text   string `yaml:"text,omitempty" json:"text,omitempty" validate:"-"`
	Kind   string `yaml:"kind,omitempty" json:"kind,omitempty" validate:"-"`     // engine hook, e.g. "command_limit"
	Params Args   `yaml:"params,omitempty" json:"params,omitempty" validate:"-"` // typed by the kind registry (registry.go)
}

// Victory kinds the engine evaluates (15.0 and the scenarios' own
// conditions). A condition without a kind is the "any other result" Draw.
const (
	VictoryMoraleZero   = "morale_zero"   // the enemy's Morale is reduced to 0 and the side's is 1 or more (15.0)
	VictoryMoraleHigher = "morale_higher" // the side's Morale is at least Margin higher than the enemy's (15.0), and Require holds
	VictoryUnitExit     = "unit_exit"     // a unit of the side (not of a type in Exclude) leaves the map through one of Hexes
	VictoryCampaign     = "campaign"      // decides a campaign (17.0): evaluated by campaign play, between games
	VictoryCustom       = "custom"        // stated in words only; reported, not evaluated
)

// When a victory condition is checked.
const (
	WhenImmediate = "immediate" // at any time: the game ends the moment it holds
	WhenEnd       = "end"       // at the end of the game (last turn or sudden death)
)

// Victory is a victory condition or level. Side wins at Level when the
// condition of Kind holds and every test of Require holds too.
type Victory struct {
	Side  string `yaml:"side,omitempty" json:"side,omitempty" validate:"omitempty,oneof=french anti-french"`
	Level string `yaml:"level,omitempty" json:"level,omitempty" validate:"-"`                                                                 // e.g. "decisive", "major", "marginal", "draw"
	Kind  string `yaml:"kind,omitempty" json:"kind,omitempty" validate:"omitempty,oneof=morale_zero morale_higher unit_exit campaign custom"` // see Victory* constants
	// When is immediate or end; empty: immediate for morale_zero and
	// unit_exit, end for morale_higher.
	When  string   `yaml:"when,omitempty" json:"when,omitempty" validate:"omitempty,oneof=immediate end"`
	Hexes []string `yaml:"hexes,flow,omitempty" json:"hexes,omitempty" validate:"-"` // unit_exit: the exit hexes; otherwise the hexes the text names
	// Margin is how much higher the side's Morale must be (morale_higher);
	// 0 falls back to Value, then to 1.
	Margin int `yaml:"margin,omitempty" json:"margin,omitempty" validate:"min=0,max=10"`
	Value  int `yaml:"value,omitempty" json:"value,omitempty" validate:"-"`
	// Exclude lists unit types that do not count for unit_exit (e.g.
	// leader, cadre for Remnants, dummy).
	Exclude []string      `yaml:"exclude,flow,omitempty" json:"exclude,omitempty" validate:"-"`
	Require []VictoryTest `yaml:"require,omitempty" json:"require,omitempty" validate:"dive"`
	Text    string        `yaml:"text" json:"text" validate:"required"`
	Number  string        `yaml:"rule,omitempty" json:"rule,omitempty" validate:"-"`
}

// Victory test kinds (Victory.Require).
const (
	TestOccupy   = "occupy"   // a unit of Side occupies one of Hexes (All: each of them)
	TestAdjacent = "adjacent" // a unit of Side is adjacent to one of Hexes (All: to each)
	TestInPlay   = "in_play"  // each of Units is on the map or has left it through an exit (Organized Retreat)
)

// VictoryTest is one further test of a victory condition; Not inverts it
// ("an Ottoman unit does not occupy Rousse").
type VictoryTest struct {
	Kind  string   `yaml:"kind" json:"kind" validate:"oneof=occupy adjacent in_play"`
	Side  string   `yaml:"side,omitempty" json:"side,omitempty" validate:"omitempty,oneof=french anti-french"`
	Hexes []string `yaml:"hexes,flow,omitempty" json:"hexes,omitempty" validate:"-"`
	Units []string `yaml:"units,flow,omitempty" json:"units,omitempty" validate:"-"`
	All   bool     `yaml:"all,omitempty" json:"all,omitempty" validate:"-"`
	Not   bool     `yaml:"not,omitempty" json:"not,omitempty" validate:"-"`
}

// Campaign links several scenarios through an interphase procedure.
type Campaign struct {
	Games      []CampaignGame `yaml:"games" json:"games" validate:"min=1,dive"`
	Interphase []Step         `yaml:"interphase,omitempty" json:"interphase,omitempty" validate:"dive"`
}

// CampaignGame is one battle of a campaign, in order.
type CampaignGame struct {
	Scenario string `yaml:"scenario" json:"scenario" validate:"required"` // scenario id
	Note     string `yaml:"note,omitempty" json:"note,omitempty" validate:"-"`
}

// Step is one step of a campaign interphase, with optional machine-readable
// effects (morale reset, units carried over).
type Step struct {
	Number string            `yaml:"step" json:"step" validate:"required"`
	Text   string            `yaml:"text" json:"text" validate:"required"`
	Kind   string            `yaml:"kind,omitempty" json:"kind,omitempty" validate:"-"`
	Params map[string]string `yaml:"params,omitempty" json:"params,omitempty" validate:"-"`
}
