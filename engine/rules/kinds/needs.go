package kinds

import "github.com/aide-de-camp/adc/engine/scenario"

// What the engine needs of a rule of each kind beyond its required
// parameters, declared by the kind on its parameter struct
// (scenario.Needer): the scenario checks it when the rule is decoded, at
// load (SpecialParams.Unmet), and the validator warns with it, so a rule
// the validator passes clean is one the engine plays
// (TestUnmetNeedsNotApplied). docs/special-rules.md lists them.

// Needs is what the engine needs of a arrival_area rule.
func (arrivalAreaParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side whose reinforcements arrive there", "side")
}

// Needs is what the engine needs of a build_redoubt rule.
func (buildRedoubtParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the nationality whose units build the Redoubt, and how many (the engine plays one)", "nationality", "per_game")
}

// Needs is what the engine needs of a cadre_restriction rule.
func (cadreParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side's Cadres and the units that may break down into them", "cadres", "eligible_units")
}

// Needs is what the engine needs of a citadel_battery rule.
func (citadelParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the battery is the map's Garrison of this strength in its hex, and adds this bonus to its defenders", "strength", "defender_bonus")
}

// Needs is what the engine needs of a combat_modifier rule.
func (combatModifierParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the attacks the modifier applies to: those made only by one corps, or the Combined Attacks beyond the free ones", "corps free_combined_attacks")
}

// Needs is what the engine needs of a command_limit rule.
func (commandLimitParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the table of the command roll, or the Corps of a Corps activation", "table corps")
}

// Needs is what the engine needs of a command_restriction rule.
func (commandRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the leaders restricted, or their side", "units side")
}

// Needs is what the engine needs of a depot rule.
func (depotRuleParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Supply Train unit and what capturing the Depot costs each side", "unit", "capture_morale_french", "capture_morale_anti_french")
}

// Needs is what the engine needs of a event_effect rule.
func (eventEffectParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side that draws the card", "side")
}

// Needs is what the engine needs of a event_reinforcement rule.
func (eventReinforcementParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the card, the units, their table and entry area", "card_title", "units", "table", "entry_area")
}

// Needs is what the engine needs of a flotilla rule.
func (flotillaParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the flotilla's counter (set aside), its uses, the strength it adds and what it does", "unit", "uses_per_turn", "support_value", "functions")
}

// Needs is what the engine needs of a garde_marins rule.
func (gardeMarinsParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the side, the strength added and how many times", "side", "strength", "uses")
}

// Needs is what the engine needs of a guard_exception rule.
func (guardExceptionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("false: the unit is never subject to Le Garde Recule", "garde_recule")
}

// Needs is what the engine needs of a hidden_deployment rule.
func (hiddenDeploymentParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the sides that deploy hidden (the engine plays both)", "sides")
}

// Needs is what the engine needs of a hidden_setup rule.
func (hiddenSetupParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the sides that set up hidden (the engine plays both)", "sides")
}

// Needs is what the engine needs of a leader_arrival rule.
func (leaderArrivalParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Game Turn the leader arrives", "turn")
}

// Needs is what the engine needs of a leader_restriction rule.
func (leaderRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the leader restricted, or the two leaders that act as one", "unit units")
}

// Needs is what the engine needs of a leader_wounded rule.
func (leaderWoundedParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the table rolled, the leader that replaces the wounded one and when", "table", "replacement", "delay")
}

// Needs is what the engine needs of a movement_limit rule.
func (movementLimitParams) Needs() []scenario.Need {
	return scenario.NeedsOf("how many units may move: a fixed number, the groups that move, or a table rolled until a Game Turn (table and until_turn)", "limit groups until_turn")
}

// Needs is what the engine needs of a movement_restriction rule.
func (movementRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the hexes frozen, their side and the event that ends it", "frozen_hexes", "side", "until")
}

// Needs is what the engine needs of a night_attack rule.
func (nightAttackParams) Needs() []scenario.Need {
	return scenario.NeedsOf("how many night attacks (the engine plays one)", "per_game")
}

// Needs is what the engine needs of a no_truce rule.
func (noTruceParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the event after which no Truce gives Morale", "after")
}

// Needs is what the engine needs of a optional_reinforcement rule.
func (optionalReinforcementParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the unit's table and the Morale with and on arrival", "table", "starting_morale", "arrival_morale")
}

// Needs is what the engine needs of a organized_retreat rule.
func (retreatParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the hexes the units leave by and the phase they leave in", "hex locs", "phase")
}

// Needs is what the engine needs of a rally_restriction rule.
func (rallyRestrictionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the restriction: false for each thing the unit may not do", "morale_bonus partial_rally split")
}

// Needs is what the engine needs of a redoubt_marker rule.
func (redoubtMarkerParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Redoubts' hexes and their Garrison strength", "hex french_hexes", "garrison_strength")
}

// Needs is what the engine needs of a swiss_desertion rule.
func (swissParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Rally modifier afterwards, and whether it already occurred or when", "rally_modifier", "occurred condition")
}

// Needs is what the engine needs of a terrain_combat rule.
func (terrainCombatParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the feature's combat effect", "combat")
}

// Needs is what the engine needs of a terrain_rules rule.
func (terrainRulesParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the terrain types and how ZOC works in them", "terrain", "wide_major_river_zoc", "islet_zoc")
}

// Needs is what the engine needs of a turn_zero rule.
func (turnZeroParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the turn (0), the Game Turn it precedes, its side, phases and table", "turn", "before_turn", "side", "phases", "table")
}

// Needs is what the engine needs of a variable_arrival rule.
func (variableArrivalParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the first Game Turn the reinforcements roll", "from_turn")
}

// Needs is what the engine needs of a zoc_exception rule.
func (zocExceptionParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the units, their table and the rolls on which the ZOC stops or ends movement", "applies_to", "table", "stops", "ends")
}
