// Package kinds implements the special-rule kinds of the scenarios: the
// rules a scenario's special_rules list names by kind (garde_marins,
// movement_limit, event_reinforcement...), each a rule of a game's own
// rulebook played by the engine of package rules.
//
// A kind is what the rules engine needs to play every rule of that kind:
// a parameter struct, into which the scenario decodes each rule once at
// load (the value the validator checks and the engine reads, with
// [rules.RuleParams]); its state, if it keeps any, in a slot on the board
// ([rules.NewBoardSlot]: read with the board, before play) or on the
// state ([rules.NewStateSlot]: copied with each [rules.State]); and hooks
// that the core calls at the points of the sequence of play. What the
// engine needs of a rule beyond its required parameters the kind declares
// with a Needs method beside its parameter struct ([scenario.Needer]): the
// scenario checks it when the rule is decoded, at load
// ([scenario.SpecialParams]), and the validator warns with it, so a rule
// the validator passes clean is one the engine plays.
//
// Each kind describes itself to the validator from its file's init
// function (registerKind, describe.go): its name, the rule it implements,
// a line of description and its parameters with their types and a line
// each, which the validator, the JSON Schema, docs/special-rules.md and the
// editor's special-rule forms read from the registry of package scenario
// ([scenario.RegisterKind]).
//
// The core never names a kind. As [image/png] registers its format with
// package image, each file here registers its kinds from an init function
// that hands a binding function to [rules.BindAtFirstUse]; the engine runs
// the binders once, the first time a board is built. A binder calls:
//
//   - [rules.Bind] for each kind: its [rules.Hooks], that is its
//     parameter struct (Params, made with newParams), the note it records
//     while the board is built (Board), the traits it gives units (Units)
//     and the rule's own [rules.GameHooks] (Game);
//   - [rules.BindGame] for the hooks of a family of kinds that keep state
//     in play, under a name and a rank that orders them at each hook
//     point;
//   - [rules.BindOption] when the player commits the rule to a battle
//     with a Resolve order (the Garde Marins, the Flotilla, the
//     Independent Brigades);
//   - [rules.BindOrderWord] for the notation of an order of the kind's
//     own ([Command], [NightAttack], [BuildRedoubt]: each a
//     [rules.KindOrder] that checks and applies itself).
//
// Nothing outside this package names it: a program that plays games links
// the kinds with a blank import, as it would an image format,
//
//	import _ "github.com/aide-de-camp/adc/engine/rules/kinds"
//
// and a scenario whose rules name a kind no linked file binds gets a note
// that the rule is not applied.
//
// # Files
//
// Each file holds one rule or one family of rules: the kinds'
// descriptions, parameter structs, state slots, hooks and helpers, and opens
// with the rule's name and rulebook numbers. Its tests are in the file of
// the same name ending in _test.go.
//
// Each kind binds its own hooks and note in the file of its rule. Families
// whose kinds share state in play also bind one group of game hooks
// ([rules.BindGame]) in a file of the family:
//
//   - arrivals.go: the arrival rules' memo, made while the board is built,
//     and the battles fought (3.0, 11.0);
//   - leaders.go: the leader rules' table, built on every board, and the
//     hooks of the five kinds it is built from (16.9).
//
// Set-up, reinforcements and arrivals:
//
//   - reconnaissance.go: the Spanish Reconnaissance (Bailén 20 3.0);
//   - arrival_area.go: Bussaco 20 España's arrival_area and variable_route
//     (11.0, 16.10);
//   - arrival_groups.go: group reinforcements (Bailén 20 11.6, 17.1);
//   - variable_arrival.go: Chauvel's Riders (Arapiles 20 11.6);
//   - optional_reinforcement.go: the March of King Joseph (Arapiles 20
//     16.10);
//   - variable_reinforcement.go: Where Is the 4th Corps? (Talavera 20 18.1);
//   - event_arrivals.go: Unit Arrival Locations (Rousse 20 11.6) and French
//     Reinforcements (Bailén 20 11.7);
//   - soults_march.go: Soult's March and Craufurd Approaches (Talavera 20
//     11.6, 11.7);
//   - order_of_march.go: Advance to Contact (Arapiles 20 3.0);
//   - hidden_setup.go: hidden set-up and Hidden Deployment (Slobozia 20;
//     Bailén 20 3.0);
//   - setup_steps.go: set-up steps (Slobozia 20 3.0);
//   - turn_zero_night_march.go: Game Turn 0 and the Night March (Slobozia 20
//     4.1);
//   - cadre_restriction.go: Ottoman Cadres (Rousse 20 16.5, 16.6);
//   - deck_setup.go: where cards start (5.0);
//   - redoubt_marker.go: Redoubt markers (Rousse 20, Slobozia 20 3.0,
//     9.4.4).
//
// Command and movement:
//
//   - command_limit.go, command_limit_mods.go: the command limit and its
//     roll's modifiers (Rousse/Slobozia 20 4.1, 4.3);
//   - corps_activation.go, corps_announce.go, command_coordination.go: Command
//     Coordination, the Corps activation (Bussaco 20 España, Talavera 20
//     5.1);
//   - venus.go: More Concerned with Venus than with Mars (Bussaco 20 España
//     5.1);
//   - movement_limit.go: movement limits (6.0);
//   - caution.go: British Caution (Bussaco 20 5.2);
//   - coordination_problems.go: Coordination Problems (Bailén 20 6.10);
//   - movement_restriction.go: Russian Surprise (Slobozia 20 4.2);
//   - forced_march.go: Forced March costs (12.2.1; Bailén 20 17.2);
//   - skip_player_turn.go, skip_events.go: player turns and Random Events
//     Phases skipped (Bailén 20 17.2; 5.0).
//
// Leaders and units:
//
//   - leader_command.go: leader Command (16.9.5; Talavera 20 16.10);
//   - leader_casualties.go: leaders lost and replaced (16.9.6, 16.9.7);
//   - apathy.go: Masséna's Apathy (Bussaco 20 16.9.2);
//   - leader_cards.go: leader events (Bussaco 20 5.1);
//   - garde_marins.go: the Garde Marins (Bailén 20 16.11);
//   - independent_brigades.go: the Independent Brigades (16.6);
//   - traits.go: units with a trait, Special Troops (16.7);
//   - reliability.go: the reliability check (Bussaco 20 16.9);
//   - dummy_restriction.go: units that cannot be dummies (Arapiles 20
//     16.1.3);
//   - swiss_desertion.go: the Swiss Desertion (Bailén 20 5.1).
//
// Combat, retreat and terrain:
//
//   - combat_modifier.go: combat modifiers (9.5; Talavera 20 9.2.3);
//   - assault_walls.go: the Assault on the Walls of Talavera (Talavera 20
//     9.4.6);
//   - night_attack.go: the Night Attack (Talavera 20 14.2);
//   - precarious_security.go: Precarious British Security (Talavera 20
//     7.8);
//   - citadel.go: the Citadel Battery and the Perimeter Redoubt (Slobozia
//     20 9.4.4);
//   - flotilla.go: the Danube Flotilla (Slobozia 20 9.4.5);
//   - build_redoubt.go: the Redoubt built during play (Talavera 20 9.8.7);
//   - terrain_type.go: scenario-specific terrain types (9.4);
//   - wide_major_river.go: the Wide Major River and Estuarial Islets
//     (Rousse/Slobozia 20 6.10);
//   - terrain_combat.go: a terrain feature's combat effect (9.4; Arapiles 20
//     9.7.2.1);
//   - side_only_terrain.go: terrain only one side benefits from (Talavera 20
//     9.4.5);
//   - retreat_priority.go, retreat_nationality.go: the hexes retreats head
//     for (9.7.7; Talavera 20 9.8.7);
//   - conditional_loc.go: Alternate French LOC (Arapiles 20 14.1);
//   - organized_retreat.go: the Organized Retreat (12.8).
//
// Morale, rest and the end of the game:
//
//   - morale_on_entry.go: Morale on entry and at first contact (12.0);
//   - rally.go: rally rules (10.0, 12.2.2; Arapiles 20 10.2);
//   - guard_exception.go: Guard units and Le Garde Recule (12.3.2);
//   - rest_recovery.go: night Rest Recovery (14.0);
//   - french_supplies.go: the French Supplies (Bailén 20 6.12);
//   - loc_morale.go: captured LOC hexes' morale (14.0);
//   - lull.go: Lulls and truces (13.0);
//   - sudden_death.go: Sudden Death (4.1);
//   - optional_extension.go: a game's optional extension, noted as not
//     applied (Rousse 20 and Slobozia 20 14.2; Talavera 20 18.2).
//
// The sides: side_names.go, the sides' names (2.0; Wallachia 20).
//
// Shared helpers: describe.go (the kinds' descriptions: registerKind and
// its shorthands), params.go (parameter helpers), lookups.go (units and
// tables by id).
package kinds
