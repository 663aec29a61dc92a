package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// registerKind adds a kind's description to the registry of
// engine/scenario, from the init function of the kind's file: the
// validator, the JSON Schema, docs/special-rules.md and the editor's
// special-rule forms read it there. A kind registered twice is a
// programming error.
func registerKind(k scenario.KindSpec) {
	if _, err := scenario.RegisterKind(k); err != nil {
		panic(err)
	}
}

// Shorthands for the kinds' descriptions.
func text(name, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.Text, Doc: doc}
}
func typed(name string, t scenario.ParamType, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: t, Doc: doc}
}
func integer(name string, lo, hi int, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.IntParam, Min: lo, Max: hi, Doc: doc}
}
func turns(name, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.RangeParam, Min: 0, Max: 999, Doc: doc}
}
func enum(name string, values, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.EnumParam, Values: strings.Fields(values), Doc: doc}
}
func enums(name string, values, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.EnumList, Values: strings.Fields(values), Doc: doc}
}
func req(p scenario.Param) scenario.Param { p.Required = true; return p }

const (
	unitTypes   = "infantry cavalry artillery leader dummy cadre train naval"
	traitValues = "guard elite light cossack unreliable reluctant road_bound irregular special independent heavy"
	levels      = "decisive major substantive marginal minor draw"
)

// Common parameters.
var (
	pSide     = typed("side", scenario.SideParam, "the side the rule applies to")
	pSides    = typed("sides", scenario.SideList, "the sides the rule applies to")
	pUnit     = typed("unit", scenario.UnitParam, "the unit the rule applies to")
	pUnits    = typed("units", scenario.UnitList, "the units the rule applies to")
	pTable    = typed("table", scenario.TableParam, "the scenario table rolled on")
	pHex      = typed("hex", scenario.HexParam, "the hex the rule applies to")
	pTurn     = turns("turn", "the Game Turn")
	pTurns    = turns("turns", "the Game Turns, a number or a range a-b")
	pEntry    = typed("entry_area", scenario.ZoneParam, "the entry area the units arrive through")
	pMorale   = integer("value", -10, 10, "the Morale Points gained (positive) or lost (negative)")
	pStrength = integer("strength", 0, 99, "a combat strength")
)

// The arrival_area kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "arrival_area", Rule: "11.0", Doc: "a side's reinforcements arrive through an entry area, or another one with an optional rule",
		Params: []scenario.Param{pSide, req(pEntry), typed("optional_entry_area", scenario.ZoneParam, "the entry area used instead with the optional rule"), text("optional_rule", "the optional rule number that switches to the other area")}})
}

// The assault_walls kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "assault_walls", Rule: "9.4", Doc: "attacking a walled town hex costs the attacker Morale",
		Params: []scenario.Param{req(pHex), req(integer("morale", -10, 10, "the Morale change of the attacking side"))}})
}

// The build_redoubt kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "build_redoubt", Rule: "9.4", Single: true, Doc: "a side may build Redoubts during play",
		Params: []scenario.Param{req(pSide), typed("nationality", scenario.Nationality, "the nationality whose units build it"), integer("per_game", 1, 99, "how many may be built in the game")}})
}

// The cadre_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "cadre_restriction", Rule: "16.5", Doc: "which Cadres a side has and which units may break down into them",
		Params: []scenario.Param{req(pSide), typed("cadres", scenario.UnitList, "the side's Cadre units"), typed("eligible_units", scenario.UnitList, "the units that may be replaced by a Cadre"),
			typed("irregular_cadres", scenario.UnitList, "the Irregular Cadre units"), typed("campaign_only_cadres", scenario.UnitList, "Cadres used only in the campaign"),
			typed("irregular_cadres_in_play", scenario.BoolParam, "whether the Irregular Cadres are in play")}})
}

// The citadel_battery kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "citadel_battery", Rule: "9.4.4", Doc: "a fortress battery garrison that helps defend its hex",
		Params: []scenario.Param{req(pSide), req(pHex), pStrength, text("defender_bonus", "the bonus to a unit defending in its hex"), typed("can_attack", scenario.BoolParam, "whether it may attack"),
			typed("attack_doubled", scenario.BoolParam, "whether its attack strength is doubled"), typed("bombard_hex", scenario.HexParam, "the hex it may bombard")}})
}

// The combat_modifier kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "combat_modifier", Rule: "9.5", Doc: "a modifier to the final combat differential of some attacks",
		Params: []scenario.Param{req(pSide), req(integer("differential", -10, 10, "the modifier to the differential")), text("corps", "the attacks are made only by units of this corps"),
			integer("free_combined_attacks", 0, 99, "the Combined Attacks per Combat Phase that are not modified"), text("unless_optional", "the optional rule number that cancels the modifier")}})
}

// The command_limit kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "command_limit", Rule: "5.0", Doc: "a side's Movement Phase is limited by a command roll or a Morale Point",
		Params: []scenario.Param{req(pSide), pTable, text("when", "when the roll is made"), integer("active_corps", 0, 99, "how many corps may move"),
			text("corps", "the corps and their colours, name=colour comma-separated"), typed("free_units", scenario.UnitList, "units that may always move"),
			typed("forced_march_included", scenario.BoolParam, "whether Forced March units count"), integer("garrison_active_corps", 0, 99, "the active corps when the garrison unit moves"),
			typed("garrison_unit", scenario.UnitParam, "the garrison unit"), integer("hq_extra_unit", 0, 99, "extra units that may move near the HQ"), typed("hq_hex", scenario.HexParam, "the HQ hex"),
			typed("hq_leaders", scenario.UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex for its extra units"), typed("garrison_leaders", scenario.UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex with the garrison unit"),
			typed("inactive_enter_ezoc", scenario.BoolParam, "whether inactive units may enter an EZOC"), integer("inactive_movement", -10, 10, "the movement allowance change of inactive units"),
			integer("morale_cost_to_move_all", 0, 10, "the Morale Points spent to move every unit instead of rolling"),
			integer("enemy_bank_modifier", -10, 10, "added to the roll for each enemy unit on the bank of enemy_bank_river where enemy_bank_hex is"),
			typed("enemy_bank_hex", scenario.HexParam, "a hex of that bank"), text("enemy_bank_river", "the river (its hexsides' name) that bounds that bank"),
			text("enemy_bank_terrain", "the terrain of the river's own hexes, if it has any (wide_major_river)")}})
}

// The command_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "command_restriction", Rule: "16.9", Doc: "leaders that may not command some units, or only in some states",
		Params: []scenario.Param{pSide, pUnits, typed("exempt", scenario.UnitList, "units not restricted")}})
}

// The conditional_loc kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "conditional_loc", Rule: "14.0", Doc: "a LOC hex that counts only while some units are in play",
		Params: []scenario.Param{req(pSide), req(pHex), req(pUnits)}})
}

// The deck_setup kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "deck_setup", Rule: "5.0", Doc: "cards that start in the Discard Pile or on top of the Event Deck",
		Params: []scenario.Param{typed("discard", scenario.CardList, "cards that start face up in the Discard Pile"), typed("top", scenario.CardList, "cards placed on top of the deck after the shuffle")}})
}

// The depot kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "depot", Rule: "6.0", Doc: "a supply Depot and its Supply Train",
		Params: []scenario.Param{pHex, pUnit, integer("garrison_strength", 0, 99, "the Depot's Garrison strength"), integer("night_morale_bonus", -10, 10, "Morale at night while the Depot is held"),
			integer("capture_morale_french", -10, 10, "the French Morale change when it is captured"), integer("capture_morale_anti_french", -10, 10, "the Anti-French Morale change when it is captured"),
			typed("formation_table", scenario.TableParam, "the table that forms the Supply Train"), enums("supply_train_traits", traitValues, "the Supply Train's traits")}})
}

// The dummy_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "dummy_restriction", Rule: "16.1.3", Doc: "a unit no Dummy may join",
		Params: []scenario.Param{req(pUnit)}})
}

// The elite_units kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "elite_units", Rule: "16.7", Doc: "units that are Elite",
		Params: []scenario.Param{req(pUnits)}})
}

// The event_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_arrival", Rule: "11.0", Doc: "a unit that arrives when an event card is drawn",
		Params: []scenario.Param{req(pUnit), req(typed("card", scenario.CardParam, "the event card")), req(pEntry)}})
}

// The event_arrivals kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_arrivals", Rule: "11.0", Doc: "the entry area of each event-driven arrival",
		Keys: &scenario.KeyParam{Key: scenario.KeyUnit, Value: scenario.ZoneParam, Doc: "the unit's entry area"}})
}

// The event_effect kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_effect", Rule: "5.0", Doc: "an event card's effect the engine applies",
		Params: []scenario.Param{req(typed("card_title", scenario.CardParam, "the event card")), pSide, pHex}})
}

// The event_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "event_reinforcement", Rule: "11.0", Doc: "reinforcements started by an event card and a table roll",
		Params: []scenario.Param{typed("card_title", scenario.CardParam, "the event card"), pUnits, pTable, pEntry, text("box", "the holding box the units wait in"),
			integer("delay", 0, 99, "Game Turns between the card and the roll"), typed("checks", scenario.RuleParam, "the event_reinforcement rule this one depends on")}})
}

// The first_contact_morale kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "first_contact_morale", Rule: "12.0", Doc: "the first unit of a side to enter an EZOC costs its side Morale",
		Params: []scenario.Param{pSides, pTurns, pMorale}})
}

// The flotilla kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "flotilla", Rule: "9.4", Single: true, Doc: "a river flotilla that supports battles",
		Params: []scenario.Param{req(pSide), pUnit, enums("functions", "support_attack support_defense interdict_ford harass_movement", "what it may do"),
			integer("uses_per_turn", 1, 99, "uses per Game Turn"), integer("support_value", -10, 10, "the strength it adds"), text("support_condition", "when it may add it"),
			typed("no_reaction_phase", scenario.BoolParam, "whether it is never used in a Reaction Phase battle")}})
}

// The free_forced_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "free_forced_march", Rule: "12.2.1", Doc: "a Forced March that costs no Morale on one turn",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The garde_marins kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "garde_marins", Rule: "9.0", Single: true, Doc: "an attached unit that adds strength a limited number of times",
		Params: []scenario.Param{pSide, pStrength, integer("uses", 1, 99, "how many times it may be used")}})
}

// The guard_exception kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "guard_exception", Rule: "12.3.2", Doc: "a Guard unit not subject to Le Garde Recule",
		Params: []scenario.Param{req(pUnit), typed("garde_recule", scenario.BoolParam, "false: never subject to Le Garde Recule")}})
}

// The hidden_deployment kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "hidden_deployment", Rule: "16.1", Doc: "units deploy face down",
		Params: []scenario.Param{pSides}})
}

// The hidden_setup kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "hidden_setup", Rule: "16.1", Doc: "units set up face down, hidden from the other side",
		Params: []scenario.Param{pSides, text("without_fog_of_war", "what is done when Fog of War is not used")}})
}

// The independent_brigade kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "independent_brigade", Rule: "16.6", Doc: "Independent Brigades",
		Params: []scenario.Param{req(pUnits), pStrength}})
}

// The independent_brigades kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "independent_brigades", Rule: "16.6", Doc: "Independent Brigades (several)",
		Params: []scenario.Param{req(pUnits)}})
}

// The irregular kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "irregular", Rule: "16.7.7", Doc: "Irregular units",
		Params: []scenario.Param{req(pUnits), integer("rout_modifier", -6, 6, "the modifier to their rout die"), typed("rally", scenario.BoolParam, "whether they may rally")}})
}

// The leader_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_arrival", Rule: "16.9", Doc: "a leader that enters play with a unit on a turn",
		Params: []scenario.Param{req(pUnit), pTurn, typed("hex_of", scenario.UnitParam, "the unit whose hex it appears in")}})
}

// The leader_elimination kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_elimination", Rule: "16.9.5", Doc: "a leader eliminated on some results",
		Params: []scenario.Param{req(pUnit), enums("on", "broken routed", "the results that eliminate it")}})
}

// The leader_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_restriction", Rule: "16.9", Doc: "limits on a leader's command",
		Params: []scenario.Param{pUnit, pUnits, pTable, integer("command_span", 0, 99, "its command span"), typed("commands", scenario.Nationality, "the nationality it commands"),
			enum("eliminated_on", "retreat", "the result that eliminates it"), integer("extra_spanish", 0, 99, "extra Spanish units it may command")}})
}

// The leader_state kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_state", Rule: "16.9", Doc: "a leader with two counters (states) that change by die roll",
		Params: []scenario.Param{pUnit, typed("engaged", scenario.UnitParam, "its engaged counter"), typed("indisposed", scenario.UnitParam, "its indisposed counter"),
			scenario.Param{Name: "engage_on", Type: scenario.IntList, Min: 1, Max: 6, Doc: "the die rolls that engage it"}, pHex, typed("home", scenario.HexParam, "its home hex")}})
}

// The leader_wounded kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "leader_wounded", Rule: "16.9", Doc: "a leader wounded by a table roll and replaced",
		Params: []scenario.Param{req(pUnit), pTable, typed("replacement", scenario.UnitParam, "the replacing leader"), typed("hex_of", scenario.UnitParam, "the unit whose hex the replacement appears in"),
			integer("delay", 0, 99, "Game Turns before the replacement arrives")}})
}

// The light_infantry kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "light_infantry", Rule: "16.8", Doc: "units that are Light Infantry",
		Params: []scenario.Param{req(pUnits)}})
}

// The loc_morale kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "loc_morale", Rule: "14.0", Doc: "Morale for captured LOC hexes at night",
		Params: []scenario.Param{pSides, pHex, typed("hexes", scenario.HexList, "the LOC hexes"), typed("single", scenario.HexList, "LOC hexes counted singly"), typed("pair", scenario.HexList, "LOC hexes counted as a pair"),
			integer("morale", -10, 10, "the Morale change"), integer("morale_per_loc", -10, 10, "the Morale change per captured LOC")}})
}

// The lull_from_turn kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "lull_from_turn", Rule: "13.0", Doc: "Lulls may occur from a Game Turn on",
		Params: []scenario.Param{req(pTurn)}})
}

// The morale_on_entry kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "morale_on_entry", Rule: "12.0", Doc: "a side gains Morale the first time one of its units enters a hex",
		Params: []scenario.Param{req(pSide), req(pHex), pMorale, typed("once", scenario.BoolParam, "only the first time")}})
}

// The morale_per_army kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "morale_per_army", Rule: "12.2", Doc: "a Morale Point spent per army for a Forced March or Rally",
		Params: []scenario.Param{req(enum("action", "forced_march rally", "what the Morale Point buys")), pSide, typed("armies", scenario.NationalityList, "the armies (nationalities)")}})
}

// The movement_limit kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "movement_limit", Rule: "6.0", Doc: "limits on how many units may move",
		Params: []scenario.Param{pSide, pSides, typed("nationality", scenario.Nationality, "the nationality limited"), pTable, pTurns, turns("until_turn", "the Game Turn the limit ends"),
			integer("limit", 0, 99, "the number of units that may move"), scenario.Param{Name: "groups", Type: scenario.EnumParam, Values: []string{"turn number"}, Doc: "what limits the groups that may move"},
			enums("ends_on", "french_attack french_crosses_steep_slope", "events that end the limit"), text("ends_when", "a condition that ends the limit"),
			text("needs_map", "the map data the rule needs that the map does not give")}})
}

// The movement_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "movement_restriction", Rule: "6.0", Doc: "units that may not move until an event",
		Params: []scenario.Param{pSide, typed("frozen_hexes", scenario.HexList, "the hexes whose units may not move"), text("frozen", "the units, in words"), text("until", "the event that ends it"),
			pTable, integer("table_modifier", -6, 6, "the modifier to the table roll")}})
}

// The night_attack kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "night_attack", Rule: "14.0", Single: true, Doc: "a side may attack at night",
		Params: []scenario.Param{req(pSide), integer("per_game", 1, 99, "how many times in the game")}})
}

// The night_rest kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "night_rest", Rule: "14.0", Doc: "a side's night Rest Recovery while a unit holds a hex",
		Params: []scenario.Param{req(pSide), pMorale, typed("nationality", scenario.Nationality, "the nationality that must hold the hex"), req(pHex)}})
}

// The no_lull kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "no_lull", Rule: "13.0", Doc: "no Lulls on some Game Turns",
		Params: []scenario.Param{req(pTurns)}})
}

// The no_truce kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "no_truce", Rule: "13.0", Doc: "a side gains no Morale from a Truce after an event",
		Params: []scenario.Param{req(pSide), text("after", "the event")}})
}

// The optional_extension kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "optional_extension", Unplayed: "a game is played to the scenario's last turn; extending it is the players' choice", Rule: "4.0", Doc: "a side may extend the game",
		Params: []scenario.Param{pSide, turns("end_turn", "the last Game Turn without the extension"), text("extended_end_turn", "the last Game Turn with it (unknown when not given)"),
			text("declare", "when it is declared"), text("cost", "what declaring it costs")}})
}

// The optional_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "optional_reinforcement", Rule: "11.0", Doc: "an optional reinforcement that changes starting Morale",
		Params: []scenario.Param{req(pUnit), pTable, pEntry, turns("from_turn", "the first Game Turn it may arrive"), integer("starting_morale", 0, 10, "the side's starting Morale with it"),
			integer("arrival_morale", -10, 10, "the Morale change when it arrives")}})
}

// The order_of_march kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "order_of_march", Rule: "3.0", Doc: "the entry area each side arrives through",
		Keys: &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.ZoneParam, Doc: "the side's entry area"}})
}

// The organized_retreat kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "organized_retreat", Rule: "12.8", Doc: "a side may leave the map by an Organized Retreat",
		Params: []scenario.Param{req(pSide), pHex, typed("locs", scenario.HexList, "the LOC hexes the units leave by"), turns("from_turn", "the first Game Turn it may be authorized"),
			enum("phase", "movement combat", "the phase units leave in"), integer("morale_per_unit", 0, 10, "Morale gained per unit that leaves"), integer("per_hex", 0, 99, "units per hex"),
			enums("excluded", unitTypes, "unit types that do not count"), enum("max_victory", levels, "the best victory level the other side can then win"),
			typed("blocked_by_card", scenario.CardParam, "the event card that blocks it"), text("trigger", "the event that authorizes it"),
			typed("trigger_hexes", scenario.HexList, "hexes whose capture authorizes it"), typed("trigger_rule", scenario.RuleParam, "the special rule whose event authorizes it")}})
}

// The perimeter_redoubt kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "perimeter_redoubt", Rule: "9.4.4", Doc: "Redoubt hexsides and restored Garrisons of a bridgehead",
		Params: []scenario.Param{req(pSide), req(typed("hexes", scenario.HexList, "the perimeter hexes")), integer("combat", -10, 10, "the combat modifier of the Redoubt hexsides"),
			integer("retreat", -10, 10, "the retreat distance modifier"), text("condition", "when the combat modifier applies"), text("garrison_restored_while", "when the Garrisons are restored")}})
}

// The rally_modifier kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rally_modifier", Rule: "10.0", Doc: "a modifier to some units' Rally rolls",
		Params: []scenario.Param{req(pSide), req(pMorale), typed("nationality", scenario.Nationality, "only units of this nationality"), enum("trait", traitValues, "only units with this trait"),
			enum("condition", "french_morale>allied_morale anti-french_morale>french_morale", "only while this holds")}})
}

// The rally_restriction kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rally_restriction", Rule: "10.0", Doc: "a unit's Rally limits",
		Params: []scenario.Param{req(pUnit), typed("morale_bonus", scenario.BoolParam, "whether Morale Points may be spent on its Rally"), typed("partial_rally", scenario.BoolParam, "whether it may rally partially"),
			typed("split", scenario.BoolParam, "whether it may split")}})
}

// The reconnaissance kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "reconnaissance", Rule: "3.0", Doc: "a side rolls on a table to see the other side's set-up",
		Params: []scenario.Param{req(pSide), req(pTable)}})
}

// The redoubt_marker kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "redoubt_marker", Rule: "9.4.4", Doc: "Redoubt markers and their Garrisons",
		Params: []scenario.Param{pSide, pHex, typed("french_hexes", scenario.HexList, "the French Redoubt hexes"), integer("garrison_strength", 0, 99, "their Garrison strength"),
			integer("anti-french_count", 0, 99, "the Anti-French Redoubts placed at set-up"), text("anti-french_zone", "where they are placed")}})
}

// The reliability_check kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "reliability_check", Rule: "16.9", Doc: "units roll for their reliability before they move or fight",
		Params: []scenario.Param{pTable, typed("always", scenario.UnitList, "units that always roll"), typed("exempt", scenario.UnitList, "units that never roll"),
			enum("condition", "allied_morale<=french_morale", "units roll only while this holds"), integer("stop_on", 1, 6, "the die roll that stops them")}})
}

// The rest_recovery kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "rest_recovery", Rule: "14.0", Doc: "a side's night Rest Recovery on a turn",
		Params: []scenario.Param{req(pTurn)},
		Keys:   &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.Text, Doc: "the side's Rest Recovery: a number of Morale Points, or a word (depot)"}})
}

// The retreat_priority kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "retreat_priority", Rule: "9.7.7", Doc: "the hexes retreats head for",
		Keys: &scenario.KeyParam{Key: scenario.KeySideNationality, Suffixes: []string{"_south_bank", "_organized_retreat"}, Value: scenario.HexRoute, Doc: "the hexes the side's (or nationality's) retreats head for; with _organized_retreat, once the side's Organized Retreat is authorized"}})
}

// The setup_steps kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "setup_steps", Rule: "3.0", Doc: "the set-up steps of a scenario with zones in words",
		Params: []scenario.Param{typed("ottoman_b_hexes", scenario.HexList, "step B hexes"), text("ottoman_b_units", "step B units"), integer("ottoman_c_count", 0, 99, "step C units"),
			text("ottoman_c_zone", "step C zone"), typed("ottoman_d_fords", scenario.HexList, "step D fords"), text("ottoman_d_zone", "step D zone"), text("ottoman_e_leader", "step E leader"),
			integer("russian_a_redoubts", 0, 99, "step A Redoubts"), text("russian_a_zone", "step A zone"), typed("russian_b_hexes", scenario.HexList, "step B hexes"),
			enums("russian_b_types", unitTypes, "step B unit types"), typed("russian_c_hexes", scenario.HexList, "step C hexes"), enums("russian_c_types", unitTypes, "step C unit types"),
			typed("russian_d_hex", scenario.HexParam, "step D hex"), integer("russian_e_count", 0, 99, "step E units"), text("russian_e_zone", "step E zone"), text("russian_f_leader", "step F leader")}})
}

// The side_names kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_names", Rule: "2.0", Doc: "the names of the French and Anti-French sides",
		Keys: &scenario.KeyParam{Key: scenario.KeySide, Value: scenario.Text, Doc: "the side's name"}})
}

// The side_only_terrain kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "side_only_terrain", Rule: "9.4", Doc: "terrain in a hex that only one side benefits from",
		Params: []scenario.Param{req(pSide), req(pHex), req(text("terrain", "the terrain type"))}})
}

// The skip_event_phase kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_event_phase", Rule: "5.0", Doc: "a Random Events Phase that is skipped",
		Params: []scenario.Param{pSide, pSides, pTurn}})
}

// The skip_events kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_events", Rule: "5.0", Doc: "Random Events Phases skipped on some turns",
		Params: []scenario.Param{pSide, pTurns}})
}

// The skip_player_turn kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "skip_player_turn", Rule: "4.0", Doc: "a player turn that is skipped entirely",
		Params: []scenario.Param{req(pSide), req(pTurn)}})
}

// The special_units kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "special_units", Rule: "16.7", Doc: "units with special abilities, by group",
		Params: []scenario.Param{typed("irregular", scenario.UnitList, "Irregular units"), text("light", "Light units, in words"), integer("light_count", 0, 99, "how many"),
			typed("road_bound", scenario.UnitList, "Road-bound units"), typed("swiss", scenario.UnitList, "Swiss units"), integer("swiss_count", 0, 99, "how many"),
			typed("unsteady", scenario.UnitList, "Unsteady units"), integer("unsteady_count", 0, 99, "how many")}})
}

// The sudden_death kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "sudden_death", Rule: "4.1", Doc: "the game may end early on a die roll",
		Params: []scenario.Param{pTurns, turns("after_turn", "the Game Turn after which it applies"), typed("card_title", scenario.CardParam, "the event card that starts it"),
			integer("delay", 0, 99, "Game Turns after the card"), integer("first_die", 1, 6, "the die number of the first roll"), integer("later_die", 1, 6, "the die number of later rolls"),
			typed("roller", scenario.SideParam, "the side that rolls")}})
}

// The swiss_desertion kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "swiss_desertion", Rule: "5.0", Doc: "units that may desert by event",
		Params: []scenario.Param{pUnits, typed("card", scenario.CardParam, "the event card"), text("condition", "when they desert"), typed("once", scenario.BoolParam, "only once"),
			typed("occurred", scenario.BoolParam, "already happened before the game"), integer("rally_modifier", -6, 6, "their Rally modifier afterwards")}})
}

// The terrain_combat kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_combat", Rule: "9.4", Doc: "a terrain feature's combat effect",
		Params: []scenario.Param{req(text("feature", "the terrain or hexside feature")), integer("combat", -10, 10, "its combat effect")}})
}

// The terrain_rules kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_rules", Rule: "6.10", Doc: "wide major rivers and islets",
		Params: []scenario.Param{text("terrain", "the terrain types"), text("river_name", "the river's name"), text("wide_major_river_zoc", "ZOC into and out of it"),
			text("islet_zoc", "ZOC of islet hexes"), text("wide_major_river_crossing", "where it may be crossed")}})
}

// The terrain_type kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "terrain_type", Rule: "9.4", Doc: "a scenario-specific terrain type",
		Params: []scenario.Param{text("terrain", "the terrain type"), text("hexside", "the hexside type"), text("road", "the road type"), pHex,
			integer("movement", 0, 99, "its movement cost"), integer("combat", -10, 10, "its combat effect"), typed("uphill_only", scenario.BoolParam, "only uphill")}})
}

// The trait kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "trait", Rule: "16.7", Doc: "units with a trait and how it works in the scenario",
		Params: []scenario.Param{req(enum("trait", traitValues, "the trait")), req(pUnits), enum("treated_as", traitValues, "the trait it works as"),
			integer("rout_die_modifier", -6, 6, "the modifier to the rout die"), text("on_break", "what happens when Broken"), text("on_withdraw", "what happens on a Withdraw"),
			text("cavalry_reaction", "what their cavalry may do in reaction"), text("breakdown_into", "what they break down into"), text("supersedes", "the rule it replaces")}})
}

// The turn_zero kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "turn_zero", Rule: "4.0", Doc: "a Game Turn 0 before the first",
		Params: []scenario.Param{pSide, pTurn, turns("before_turn", "the Game Turn it precedes"), pTable, typed("free_units", scenario.UnitList, "units that move freely"),
			text("label", "its label on the turn track"), text("phases", "its phases"), text("others", "how the other units move"), text("game_turn_marker", "the Game Turn marker")}})
}

// The variable_arrival kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_arrival", Rule: "11.0", Doc: "a reinforcement whose arrival is rolled on a table",
		Params: []scenario.Param{pSide, pUnit, req(pTable), pEntry, turns("from_turn", "the first Game Turn it may arrive"), typed("group", scenario.BoolParam, "whether the units arrive together"),
			integer("movement_bonus", 0, 99, "extra movement on arrival")}})
}

// The variable_reinforcement kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_reinforcement", Rule: "11.0", Doc: "reinforcements whose arrival is rolled on a table",
		Params: []scenario.Param{req(pUnits), req(pTable), pEntry}})
}

// The variable_route kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "variable_route", Unplayed: "the secret choice of route before play and the withdrawal decision have no orders in the engine", Rule: "11.0", Doc: "reinforcements whose route is rolled on tables",
		Params: []scenario.Param{pUnits, typed("entry_areas", scenario.ZoneList, "their entry areas"), typed("bussaco_table", scenario.TableParam, "the first route table"), turns("bussaco_turn", "its Game Turn"),
			typed("boialvo_table", scenario.TableParam, "the second route table"), turns("boialvo_turn", "its Game Turn"), typed("allied_units", scenario.UnitList, "the other side's units"),
			typed("allied_table", scenario.TableParam, "their table"), turns("allied_turn", "their Game Turn")}})
}

// The zoc_exception kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "zoc_exception", Rule: "6.7", Single: true, Doc: "units whose ZOC may fail by die roll",
		Params: []scenario.Param{pTable, text("applies_to", "the units, in words"), scenario.Param{Name: "stops", Type: scenario.RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC stops movement"},
			scenario.Param{Name: "ends", Type: scenario.RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC ends movement"}}})
}
