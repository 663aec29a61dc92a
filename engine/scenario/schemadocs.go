package scenario

import "github.com/aide-de-camp/adc/internal/lazy"

// The descriptions the JSON Schema gives each field, shown by editors when
// the pointer rests on a key. A field's own doc comment in the model comes
// first (fieldComments, generated from the source by the schema test with
// -update); keyDocs describes the keys whose meaning is the same wherever
// they appear, and typeKeyDocs the rest, by "Type.key". The three tables
// are built at first use: only the schema reads them, and as package
// variables every command, adc --help included, would build them at
// start-up (docs/ARCHITECTURE.md, "Start-up").

// keyDocs describes a YAML key by its name, for every type that has it.
var keyDocs = &lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"id":            "Identifier, unique within its list: letters, digits, '-', '_' or '.'; other fields refer to it.",
		"name":          "Name as printed on the map, counter or chart.",
		"title":         "Title as printed.",
		"text":          "The rulebook's words.",
		"note":          "A note for designers: a source, a doubt, a reading chosen.",
		"notes":         "Notes for designers: sources, doubts, the readings chosen (the canonical form keeps no YAML comments).",
		"side":          "Side: french or anti-french (the Anti-French side's name varies: Allied, Spanish, Russian...).",
		"hex":           "Hex number as printed, XXYY (or XXXYYY with three digits).",
		"hexes":         "Hex numbers as printed, XXYY.",
		"source":        "Where the values come from: rulebook, edition, page or rule number.",
		"kind":          "Kind; one of the values listed.",
		"rule":          "Rule number this comes from, e.g. \"9.6\" or \"17.1\".",
		"number":        "Number as printed.",
		"value":         "Value as printed.",
		"units":         "Unit ids.",
		"params":        "Parameters of the kind, by name (see the format reference for each kind).",
		"entry_area":    "Entry area id (map.entry_areas) through which units enter (11.0).",
		"format":        "File format tag.",
		"version":       "Version of the file format (1).",
		"morale":        "Morale value (1-10; 0 when not given).",
		"colour":        "Colour as \"#RRGGBB\".",
		"results":       "Result per column, left to right.",
		"rows":          "Rows of the table, in printed order.",
		"turns":         "Game Turns.",
		"turn":          "Game Turn number.",
		"strength":      "Combat Strength as printed (2.0).",
		"traits":        "Special troop traits from the counter's colour codes (16.7): guard, elite, light, cossack, unreliable, reluctant, road_bound, irregular, special, independent_brigade.",
		"nationality":   "Nationality as on the counter.",
		"nationalities": "Nationalities of the side's units.",
		"type":          "Type; one of the values listed.",
		"dice":          "Dice rolled, e.g. \"1d6\".",
		"die":           "Die roll, 1 to 6.",
		"code":          "Result code as printed, e.g. DR.",
		"not":           "Inverts the test.",
		"all":           "Whether all the hexes or units are needed (otherwise any one).",
		"require":       "Further tests that must all hold.",
		"placement":     "Where and when the unit enters play.",
		"events":        "The card's events: one, or two (French on top, Anti-French below).",
		"effects":       "What the event does, as data the engine applies.",
		"night":         "A night turn (14.0).",
		"x":             "Image pixel column of the hex centre.",
		"y":             "Image pixel row of the hex centre.",
		"opacity":       "Opacity of the scan under the grid, 0 to 1.",
		"attacker":      "Effect on the attacker.",
		"defender":      "Effect on the defender.",
		"description":   "A short description of the battle.",
		"edition":       "Rules edition the scenario is played with: wallachia20, espana20 or bussaco20-early.",
		"start":         "First Game Turn of the scenario.",
		"max_per_hex":   "At most this many units in each hex (counted within the zone's reach).",
	}
}}

// typeKeyDocs describes a key of one type, where the key alone says too
// little.
var typeKeyDocs = &lazy.Value[map[string]string]{Build: func() map[string]string {
	return map[string]string{
		"Scenario.map":                "The map: grid, numbering, terrain, hexsides, roads, places, LOC and Objective hexes, entry areas, garrisons, background scan.",
		"Scenario.sides":              "The two sides, French and Anti-French (2.0).",
		"Scenario.first_player":       "The side that moves first each Game Turn (4.0).",
		"Scenario.units":              "Every unit and leader: values, traits and placement.",
		"Scenario.turns":              "The turn track: start, last turn, labels, night and sudden-death turns (4.0).",
		"Scenario.deck":               "The event deck (5.0).",
		"Scenario.charts":             "The chart set the scenario plays with, and its overrides.",
		"Scenario.tables":             "The scenario's own tables (arrival, command hierarchy...).",
		"Scenario.special_rules":      "The scenario's special rules; structured where the engine applies them, prose otherwise.",
		"Scenario.victory":            "Victory conditions (15.0 and the scenario's own).",
		"Scenario.campaign":           "The games and interphase steps of a campaign document (17.0).",
		"Map.columns":                 "Number of hex columns (1-999).",
		"Map.rows":                    "Number of hex rows (1-999).",
		"Map.numbering":               "How the hexes are numbered: first column and row, shifted columns, digits (XXYY).",
		"Map.terrain":                 "Terrain by hex number, for every hex not of the default terrain.",
		"Map.hexsides":                "Hexside features, each hexside written once with the lower hex first.",
		"Map.roads":                   "Roads and trails as chains of adjacent hexes (6.6).",
		"Map.places":                  "Place names on the map.",
		"Map.locs":                    "Line of Communication hexes per side, on the map edge (9.7.7, 14.0).",
		"Map.objectives":              "Objective hexes with their Morale value (14.0, 15.0).",
		"Map.entry_areas":             "Entry areas (A, B, Z...): sets of map-edge hexes where a side's reinforcements enter (11.0).",
		"Map.garrisons":               "Intrinsic garrisons: side and strength in a hex (9.4.4).",
		"Map.background":              "A scanned map under the grid, for tracing (editor only).",
		"Numbering.first_column":      "Number of the first (westernmost) column.",
		"Numbering.first_row":         "Number of the first (northernmost) row.",
		"Numbering.digits":            "Digits of each half of a hex number: 2 (XXYY) or 3 (XXXYYY).",
		"Road.kind":                   "road or trail.",
		"Road.name":                   "Name of the road, when printed.",
		"Road.hexes":                  "The hexes the road runs through, in order; each next to the one before.",
		"Garrison.strength":           "Intrinsic Combat Strength of the garrison, usually 0 (9.4.4).",
		"Calibration.hex":             "The hex whose centre was clicked on the scan.",
		"Unit.command_span":           "A leader's command span, the purple value on the counter (16.9.1).",
		"Unit.type":                   "Unit type: infantry, cavalry, artillery, leader, dummy, cadre, train or naval.",
		"Placement.kind":              "setup (in hex), deploy (free deployment in zones), arrive (turn and entry area), variable (rolled on a table), event (a card brings it), set_aside, not_used or unknown.",
		"Placement.turn":              "Game Turn of arrival (arrive).",
		"Placement.entry_area":        "Entry area of arrival (arrive, variable, event).",
		"DeployZone.entry_area":       "Entry area from which the zone's units enter when it is a Game Turn box.",
		"TurnTrack.turns":             "The turn boxes: label, night, sudden-death die number.",
		"Turn.number":                 "Game Turn number.",
		"Deck.cards":                  "The event cards, by number.",
		"Card.colour":                 "Title colour: red (starts in the discard pile) or blue (scenario placement), or black.",
		"Event.side":                  "The side the event is for, on a dual card (French on top, Anti-French below).",
		"Effect.kind":                 "What the effect does; one of the values listed.",
		"Effect.value":                "Morale points gained (negative: lost), or the effect's number.",
		"Effect.side":                 "The side the effect applies to.",
		"Effect.units":                "Units the effect brings in or acts on.",
		"Effect.hex":                  "Hex the effect acts on.",
		"Table.dice":                  "Dice rolled on the table, e.g. \"1d6\".",
		"Table.rows":                  "Rows of the table: the roll and a result per column.",
		"Modifier.value":              "Die roll modifier.",
		"Modifier.text":               "When the modifier applies, as the rulebook says.",
		"TableRow.results":            "Result per column, left to right.",
		"Victory.side":                "The side that wins when the condition holds.",
		"Victory.value":               "A value the condition compares with.",
		"Victory.number":              "Rule number of the condition.",
		"VictoryTest.kind":            "occupy, adjacent or in_play.",
		"VictoryTest.units":           "Units the test counts.",
		"Campaign.games":              "The campaign's games, in order.",
		"Campaign.interphase":         "Interphase steps between games, in order (17.0).",
		"Step.number":                 "Step number as printed.",
		"Step.step":                   "Step label as printed (e.g. \"A.2\").",
		"TurnTrack.track":             "The turn boxes as printed: label, night, sudden-death die number.",
		"Step.kind":                   "What the step does; one of the values listed.",
		"ChartSet.crt":                "Combat Results Table: columns are differentials, rows die rolls 1-6 (9.6).",
		"ChartSet.rally":              "Rally Table (10.0).",
		"ChartSet.controlled_advance": "Controlled Advance Table (9.8.3).",
		"ChartSet.terrain":            "Terrain Effects Chart: movement and combat effect per terrain type.",
		"ChartSet.hexsides":           "Terrain Effects Chart: movement and combat effect per hexside type.",
		"CRT.above_last":              "The column used for a differential above the last printed column.",
	}
}}

// fieldDoc returns the description of the field (Go name goName, YAML key
// key) of type typ, or "".
func fieldDoc(typ, goName, key string) string {
	if d := fieldComments.Get()[typ+"."+goName]; d != "" {
		return d
	}
	if d := typeKeyDocs.Get()[typ+"."+key]; d != "" {
		return d
	}
	return keyDocs.Get()[key]
}
