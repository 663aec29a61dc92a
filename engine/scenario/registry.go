package scenario

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// ParamType is the type of a special rule's parameter. Parameters are
// written as YAML strings (params: {hex: "0708"}); the type says how the
// validator reads the string and what it must refer to.
type ParamType int

// Parameter types.
const (
	Text            ParamType = iota // free text, read by people (and noted by the engine)
	HexParam                         // a hex number XXYY on the map
	HexList                          // hex numbers, comma-separated
	HexRoute                         // a hex list, or words when the hexes are not numbered (no digit)
	UnitParam                        // a unit id
	UnitList                         // unit ids, comma-separated
	SideParam                        // french or anti-french
	SideList                         // sides, comma-separated
	TableParam                       // a scenario table id
	CardParam                        // an event card: its number (optionally #n) or its title
	CardList                         // event cards, comma-separated, or "the N <colour>-title cards"
	ZoneParam                        // an entry area or deployment zone id
	ZoneList                         // entry areas or deployment zones, comma-separated
	RuleParam                        // the id of another special rule of the scenario
	IntParam                         // an integer (a leading + allowed) within Min..Max
	RangeParam                       // an integer or a range "a-b" within Min..Max
	IntList                          // integers within Min..Max, comma-separated
	EnumParam                        // one of Values
	EnumList                         // some of Values, comma-separated
	BoolParam                        // true or false
	Nationality                      // a nationality of the scenario's units or sides
	NationalityList                  // nationalities, comma-separated
)

var paramTypeNames = [...]string{
	Text: "text", HexParam: "hex", HexList: "hex list", HexRoute: "hex list or text", UnitParam: "unit id",
	UnitList: "unit list", SideParam: "side", SideList: "side list", TableParam: "table id",
	CardParam: "card reference", CardList: "card list", ZoneParam: "zone", ZoneList: "zone list",
	RuleParam: "special rule id", IntParam: "integer", RangeParam: "integer range", IntList: "integer list",
	EnumParam: "enum", EnumList: "enum list", BoolParam: "boolean", Nationality: "nationality",
	NationalityList: "nationality list",
}

// String names the type as the documentation and findings write it.
func (t ParamType) String() string {
	if t >= 0 && int(t) < len(paramTypeNames) {
		return paramTypeNames[t]
	}
	return "unknown"
}

// Param describes one parameter of a special-rule kind.
type Param struct {
	Name     string
	Type     ParamType
	Required bool
	Min, Max int      // IntParam, RangeParam, IntList
	Values   []string // EnumParam, EnumList
	Doc      string
}

// KindSpec describes a special-rule kind: what it implements and the
// parameters it takes. Keys, when set, admits further parameters whose
// names are themselves references (sides, units or nationalities) with
// values of one type.
type KindSpec struct {
	Name   string
	Rule   string // the standard rule it modifies or implements; a scenario's rule number takes precedence
	Doc    string // one line
	Params []Param
	Keys   *KeyParam
	// Single marks a kind whose rule keeps its own state in play (uses
	// left, a marker placed): the engine plays the first usable rule of
	// the kind, and the validator warns about a second one.
	Single bool
	// Needs are what the engine needs, beyond the required parameters, to
	// play a rule of the kind; the validator warns about a rule that lacks
	// one, so a rule the engine would not apply never validates clean. The
	// kind declares them on its parameter struct (Needer), and Kind and
	// Kinds fill them in from there; a kind registered with RegisterKind
	// may give them here.
	Needs []Need
	// Unplayed, when set, says why the engine plays no rule of the kind
	// (the validator warns with it); the rule is still a rule of the
	// scenario, for people to play.
	Unplayed string
	// Check, when set, checks a rule's values against the scenario and the
	// chart set: it returns the parameter whose value the engine does not
	// apply and why, or "" (kindchecks.go).
	Check func(s *Scenario, cs *ChartSet, r Rule) (param, why string)
}

// Need is a constraint between a kind's parameters: the engine applies a
// rule only when one of AnyOf is given. Why says what the parameters give
// the engine.
type Need struct {
	AnyOf []string
	Why   string
}

// Needer is a kind's parameter struct (RegisterParams) that declares what
// the engine needs of a rule of the kind beyond its required parameters.
type Needer interface {
	Needs() []Need
}

// NeedsOf is the shorthand for a Needer: one Need per group, each group a
// space-separated list of parameters any one of which is enough.
func NeedsOf(why string, groups ...string) []Need {
	out := make([]Need, len(groups))
	for i, g := range groups {
		out[i] = Need{AnyOf: strings.Fields(g), Why: why}
	}
	return out
}

// KeyParam admits parameters named by reference: a side ("french:"), a
// nationality ("british:") or a unit id ("ru-xv:"), optionally with a
// suffix ("anti-french_south_bank:").
type KeyParam struct {
	Key      KeyType
	Suffixes []string // allowed name suffixes after the reference, e.g. "_south_bank"
	Value    ParamType
	Doc      string
}

// KeyType is what names a KeyParam's parameters.
type KeyType int

// Key types.
const (
	KeySide            KeyType = iota // a side id
	KeySideNationality                // a side id or a nationality (lower case)
	KeyUnit                           // a unit id
)

var keyTypeNames = [...]string{KeySide: "side", KeySideNationality: "side or nationality", KeyUnit: "unit id"}

// String names the key type.
func (k KeyType) String() string { return keyTypeNames[k] }

// Param returns the parameter named name, or false.
func (k *KindSpec) Param(name string) (Param, bool) {
	for _, p := range k.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Kind returns the registry entry of a special-rule kind.
func Kind(name string) (*KindSpec, bool) {
	loadKinds()
	fillNeeds()
	k, ok := kindIndex[name]
	return k, ok
}

// Kinds returns every registered kind, sorted by name.
func Kinds() []*KindSpec {
	loadKinds()
	fillNeeds()
	return kindList
}

// KindNames returns the registered kind names, sorted.
func KindNames() []string {
	loadKinds()
	out := make([]string, len(kindList))
	for i, k := range kindList {
		out[i] = k.Name
	}
	return out
}

// The registry is built from the table at its first use, not at program
// start: every command pays for package initialisation, adc --help
// included, and most commands read no special rule (docs/ARCHITECTURE.md,
// "Start-up").
var (
	kindsOnce sync.Once
	kindIndex map[string]*KindSpec
	kindList  []*KindSpec
)

// loadKinds builds kindIndex and kindList from the table, once; safe from
// several goroutines at once.
func loadKinds() {
	kindsOnce.Do(func() {
		kinds := kindTable()
		kindIndex = make(map[string]*KindSpec, len(kinds))
		kindList = make([]*KindSpec, 0, len(kinds))
		for i := range kinds {
			k := &kinds[i]
			if _, dup := kindIndex[k.Name]; dup {
				panic("scenario: special-rule kind registered twice: " + k.Name)
			}
			k.Check = kindChecks[k.Name]
			kindIndex[k.Name] = k
			kindList = append(kindList, k)
		}
		sort.Slice(kindList, func(i, j int) bool { return kindList[i].Name < kindList[j].Name })
	})
}

// needsOnce fills the kinds' Needs once the engine has registered their
// parameter structs.
var needsOnce sync.Once

// fillNeeds gives each kind of the table the Needs its parameter struct
// declares (Needer), once the parameter structs are registered.
func fillNeeds() {
	if paramsMaker == nil {
		return
	}
	needsOnce.Do(func() {
		for _, k := range kindList {
			if n, ok := NewParams(k.Name).(Needer); ok && k.Needs == nil {
				k.Needs = n.Needs()
			}
		}
	})
}

// RegisterKind adds kind k to the registry, for a kind defined outside the
// table below (a test's made-up kind): the validator, the JSON Schema and
// Kind then know it. A name already registered is an error. The returned
// function removes the kind again.
func RegisterKind(k KindSpec) (remove func(), err error) {
	if k.Name == "" {
		return nil, fmt.Errorf("scenario: a special-rule kind needs a name")
	}
	loadKinds()
	if _, dup := kindIndex[k.Name]; dup {
		return nil, fmt.Errorf("scenario: special-rule kind %q is already registered", k.Name)
	}
	kp := &k
	kindIndex[k.Name] = kp
	kindList = append(kindList, kp)
	sort.Slice(kindList, func(i, j int) bool { return kindList[i].Name < kindList[j].Name })
	return func() {
		if kindIndex[k.Name] != kp {
			return
		}
		delete(kindIndex, k.Name)
		for i, x := range kindList {
			if x == kp {
				kindList = append(kindList[:i:i], kindList[i+1:]...)
				break
			}
		}
	}, nil
}

// Shorthands for the table below.
func text(name, doc string) Param { return Param{Name: name, Type: Text, Doc: doc} }
func typed(name string, t ParamType, doc string) Param {
	return Param{Name: name, Type: t, Doc: doc}
}
func integer(name string, lo, hi int, doc string) Param {
	return Param{Name: name, Type: IntParam, Min: lo, Max: hi, Doc: doc}
}
func turns(name, doc string) Param {
	return Param{Name: name, Type: RangeParam, Min: 0, Max: 999, Doc: doc}
}
func enum(name string, values, doc string) Param {
	return Param{Name: name, Type: EnumParam, Values: strings.Fields(values), Doc: doc}
}
func enums(name string, values, doc string) Param {
	return Param{Name: name, Type: EnumList, Values: strings.Fields(values), Doc: doc}
}
func req(p Param) Param { p.Required = true; return p }

const (
	unitTypes   = "infantry cavalry artillery leader dummy cadre train naval"
	traitValues = "guard elite light cossack unreliable reluctant road_bound irregular special independent heavy"
	levels      = "decisive major substantive marginal minor draw"
)

// Common parameters.
var (
	pSide     = typed("side", SideParam, "the side the rule applies to")
	pSides    = typed("sides", SideList, "the sides the rule applies to")
	pUnit     = typed("unit", UnitParam, "the unit the rule applies to")
	pUnits    = typed("units", UnitList, "the units the rule applies to")
	pTable    = typed("table", TableParam, "the scenario table rolled on")
	pHex      = typed("hex", HexParam, "the hex the rule applies to")
	pTurn     = turns("turn", "the Game Turn")
	pTurns    = turns("turns", "the Game Turns, a number or a range a-b")
	pEntry    = typed("entry_area", ZoneParam, "the entry area the units arrive through")
	pMorale   = integer("value", -10, 10, "the Morale Points gained (positive) or lost (negative)")
	pStrength = integer("strength", 0, 99, "a combat strength")
)

// kindTable is the registry: every special-rule kind the validator accepts
// and the engine (engine/rules) reads. A new kind is one entry here and the
// file in engine/rules that binds its hooks (see docs/special-rules.md).
// loadKinds calls it once.
func kindTable() []KindSpec {
	return []KindSpec{
		{Name: "arrival_area", Rule: "11.0", Doc: "a side's reinforcements arrive through an entry area, or another one with an optional rule",
			Params: []Param{pSide, req(pEntry), typed("optional_entry_area", ZoneParam, "the entry area used instead with the optional rule"), text("optional_rule", "the optional rule number that switches to the other area")}},
		{Name: "assault_walls", Rule: "9.4", Doc: "attacking a walled town hex costs the attacker Morale",
			Params: []Param{req(pHex), req(integer("morale", -10, 10, "the Morale change of the attacking side"))}},
		{Name: "build_redoubt", Rule: "9.4", Single: true, Doc: "a side may build Redoubts during play",
			Params: []Param{req(pSide), typed("nationality", Nationality, "the nationality whose units build it"), integer("per_game", 1, 99, "how many may be built in the game")}},
		{Name: "cadre_restriction", Rule: "16.5", Doc: "which Cadres a side has and which units may break down into them",
			Params: []Param{req(pSide), typed("cadres", UnitList, "the side's Cadre units"), typed("eligible_units", UnitList, "the units that may be replaced by a Cadre"),
				typed("irregular_cadres", UnitList, "the Irregular Cadre units"), typed("campaign_only_cadres", UnitList, "Cadres used only in the campaign"),
				typed("irregular_cadres_in_play", BoolParam, "whether the Irregular Cadres are in play")}},
		{Name: "citadel_battery", Rule: "9.4.4", Doc: "a fortress battery garrison that helps defend its hex",
			Params: []Param{req(pSide), req(pHex), pStrength, text("defender_bonus", "the bonus to a unit defending in its hex"), typed("can_attack", BoolParam, "whether it may attack"),
				typed("attack_doubled", BoolParam, "whether its attack strength is doubled"), typed("bombard_hex", HexParam, "the hex it may bombard")}},
		{Name: "combat_modifier", Rule: "9.5", Doc: "a modifier to the final combat differential of some attacks",
			Params: []Param{req(pSide), req(integer("differential", -10, 10, "the modifier to the differential")), text("corps", "the attacks are made only by units of this corps"),
				integer("free_combined_attacks", 0, 99, "the Combined Attacks per Combat Phase that are not modified"), text("unless_optional", "the optional rule number that cancels the modifier")}},
		{Name: "command_limit", Rule: "5.0", Doc: "a side's Movement Phase is limited by a command roll or a Morale Point",
			Params: []Param{req(pSide), pTable, text("when", "when the roll is made"), integer("active_corps", 0, 99, "how many corps may move"),
				text("corps", "the corps and their colours, name=colour comma-separated"), typed("free_units", UnitList, "units that may always move"),
				typed("forced_march_included", BoolParam, "whether Forced March units count"), integer("garrison_active_corps", 0, 99, "the active corps when the garrison unit moves"),
				typed("garrison_unit", UnitParam, "the garrison unit"), integer("hq_extra_unit", 0, 99, "extra units that may move near the HQ"), typed("hq_hex", HexParam, "the HQ hex"),
				typed("hq_leaders", UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex for its extra units"), typed("garrison_leaders", UnitList, "with the optional Leader rule (16.9), the leaders who must also be in the HQ hex with the garrison unit"),
				typed("inactive_enter_ezoc", BoolParam, "whether inactive units may enter an EZOC"), integer("inactive_movement", -10, 10, "the movement allowance change of inactive units"),
				integer("morale_cost_to_move_all", 0, 10, "the Morale Points spent to move every unit instead of rolling"),
				integer("enemy_bank_modifier", -10, 10, "added to the roll for each enemy unit on the bank of enemy_bank_river where enemy_bank_hex is"),
				typed("enemy_bank_hex", HexParam, "a hex of that bank"), text("enemy_bank_river", "the river (its hexsides' name) that bounds that bank"),
				text("enemy_bank_terrain", "the terrain of the river's own hexes, if it has any (wide_major_river)")}},
		{Name: "command_restriction", Rule: "16.9", Doc: "leaders that may not command some units, or only in some states",
			Params: []Param{pSide, pUnits, typed("exempt", UnitList, "units not restricted")}},
		{Name: "conditional_loc", Rule: "14.0", Doc: "a LOC hex that counts only while some units are in play",
			Params: []Param{req(pSide), req(pHex), req(pUnits)}},
		{Name: "deck_setup", Rule: "5.0", Doc: "cards that start in the Discard Pile or on top of the Event Deck",
			Params: []Param{typed("discard", CardList, "cards that start face up in the Discard Pile"), typed("top", CardList, "cards placed on top of the deck after the shuffle")}},
		{Name: "depot", Rule: "6.0", Doc: "a supply Depot and its Supply Train",
			Params: []Param{pHex, pUnit, integer("garrison_strength", 0, 99, "the Depot's Garrison strength"), integer("night_morale_bonus", -10, 10, "Morale at night while the Depot is held"),
				integer("capture_morale_french", -10, 10, "the French Morale change when it is captured"), integer("capture_morale_anti_french", -10, 10, "the Anti-French Morale change when it is captured"),
				typed("formation_table", TableParam, "the table that forms the Supply Train"), enums("supply_train_traits", traitValues, "the Supply Train's traits")}},
		{Name: "dummy_restriction", Rule: "16.1.3", Doc: "a unit no Dummy may join",
			Params: []Param{req(pUnit)}},
		{Name: "elite_units", Rule: "16.7", Doc: "units that are Elite",
			Params: []Param{req(pUnits)}},
		{Name: "event_arrival", Rule: "11.0", Doc: "a unit that arrives when an event card is drawn",
			Params: []Param{req(pUnit), req(typed("card", CardParam, "the event card")), req(pEntry)}},
		{Name: "event_arrivals", Rule: "11.0", Doc: "the entry area of each event-driven arrival",
			Keys: &KeyParam{Key: KeyUnit, Value: ZoneParam, Doc: "the unit's entry area"}},
		{Name: "event_effect", Rule: "5.0", Doc: "an event card's effect the engine applies",
			Params: []Param{req(typed("card_title", CardParam, "the event card")), pSide, pHex}},
		{Name: "event_reinforcement", Rule: "11.0", Doc: "reinforcements started by an event card and a table roll",
			Params: []Param{typed("card_title", CardParam, "the event card"), pUnits, pTable, pEntry, text("box", "the holding box the units wait in"),
				integer("delay", 0, 99, "Game Turns between the card and the roll"), typed("checks", RuleParam, "the event_reinforcement rule this one depends on")}},
		{Name: "first_contact_morale", Rule: "12.0", Doc: "the first unit of a side to enter an EZOC costs its side Morale",
			Params: []Param{pSides, pTurns, pMorale}},
		{Name: "flotilla", Rule: "9.4", Single: true, Doc: "a river flotilla that supports battles",
			Params: []Param{req(pSide), pUnit, enums("functions", "support_attack support_defense interdict_ford harass_movement", "what it may do"),
				integer("uses_per_turn", 1, 99, "uses per Game Turn"), integer("support_value", -10, 10, "the strength it adds"), text("support_condition", "when it may add it"),
				typed("no_reaction_phase", BoolParam, "whether it is never used in a Reaction Phase battle")}},
		{Name: "free_forced_march", Rule: "12.2.1", Doc: "a Forced March that costs no Morale on one turn",
			Params: []Param{req(pSide), req(pTurn)}},
		{Name: "garde_marins", Rule: "9.0", Single: true, Doc: "an attached unit that adds strength a limited number of times",
			Params: []Param{pSide, pStrength, integer("uses", 1, 99, "how many times it may be used")}},
		{Name: "guard_exception", Rule: "12.3.2", Doc: "a Guard unit not subject to Le Garde Recule",
			Params: []Param{req(pUnit), typed("garde_recule", BoolParam, "false: never subject to Le Garde Recule")}},
		{Name: "hidden_deployment", Rule: "16.1", Doc: "units deploy face down",
			Params: []Param{pSides}},
		{Name: "hidden_setup", Rule: "16.1", Doc: "units set up face down, hidden from the other side",
			Params: []Param{pSides, text("without_fog_of_war", "what is done when Fog of War is not used")}},
		{Name: "independent_brigade", Rule: "16.6", Doc: "Independent Brigades",
			Params: []Param{req(pUnits), pStrength}},
		{Name: "independent_brigades", Rule: "16.6", Doc: "Independent Brigades (several)",
			Params: []Param{req(pUnits)}},
		{Name: "irregular", Rule: "16.7.7", Doc: "Irregular units",
			Params: []Param{req(pUnits), integer("rout_modifier", -6, 6, "the modifier to their rout die"), typed("rally", BoolParam, "whether they may rally")}},
		{Name: "leader_arrival", Rule: "16.9", Doc: "a leader that enters play with a unit on a turn",
			Params: []Param{req(pUnit), pTurn, typed("hex_of", UnitParam, "the unit whose hex it appears in")}},
		{Name: "leader_elimination", Rule: "16.9.5", Doc: "a leader eliminated on some results",
			Params: []Param{req(pUnit), enums("on", "broken routed", "the results that eliminate it")}},
		{Name: "leader_restriction", Rule: "16.9", Doc: "limits on a leader's command",
			Params: []Param{pUnit, pUnits, pTable, integer("command_span", 0, 99, "its command span"), typed("commands", Nationality, "the nationality it commands"),
				enum("eliminated_on", "retreat", "the result that eliminates it"), integer("extra_spanish", 0, 99, "extra Spanish units it may command")}},
		{Name: "leader_state", Rule: "16.9", Doc: "a leader with two counters (states) that change by die roll",
			Params: []Param{pUnit, typed("engaged", UnitParam, "its engaged counter"), typed("indisposed", UnitParam, "its indisposed counter"),
				Param{Name: "engage_on", Type: IntList, Min: 1, Max: 6, Doc: "the die rolls that engage it"}, pHex, typed("home", HexParam, "its home hex")}},
		{Name: "leader_wounded", Rule: "16.9", Doc: "a leader wounded by a table roll and replaced",
			Params: []Param{req(pUnit), pTable, typed("replacement", UnitParam, "the replacing leader"), typed("hex_of", UnitParam, "the unit whose hex the replacement appears in"),
				integer("delay", 0, 99, "Game Turns before the replacement arrives")}},
		{Name: "light_infantry", Rule: "16.8", Doc: "units that are Light Infantry",
			Params: []Param{req(pUnits)}},
		{Name: "loc_morale", Rule: "14.0", Doc: "Morale for captured LOC hexes at night",
			Params: []Param{pSides, pHex, typed("hexes", HexList, "the LOC hexes"), typed("single", HexList, "LOC hexes counted singly"), typed("pair", HexList, "LOC hexes counted as a pair"),
				integer("morale", -10, 10, "the Morale change"), integer("morale_per_loc", -10, 10, "the Morale change per captured LOC")}},
		{Name: "lull_from_turn", Rule: "13.0", Doc: "Lulls may occur from a Game Turn on",
			Params: []Param{req(pTurn)}},
		{Name: "morale_on_entry", Rule: "12.0", Doc: "a side gains Morale the first time one of its units enters a hex",
			Params: []Param{req(pSide), req(pHex), pMorale, typed("once", BoolParam, "only the first time")}},
		{Name: "morale_per_army", Rule: "12.2", Doc: "a Morale Point spent per army for a Forced March or Rally",
			Params: []Param{req(enum("action", "forced_march rally", "what the Morale Point buys")), pSide, typed("armies", NationalityList, "the armies (nationalities)")}},
		{Name: "movement_limit", Rule: "6.0", Doc: "limits on how many units may move",
			Params: []Param{pSide, pSides, typed("nationality", Nationality, "the nationality limited"), pTable, pTurns, turns("until_turn", "the Game Turn the limit ends"),
				integer("limit", 0, 99, "the number of units that may move"), Param{Name: "groups", Type: EnumParam, Values: []string{"turn number"}, Doc: "what limits the groups that may move"},
				enums("ends_on", "french_attack french_crosses_steep_slope", "events that end the limit"), text("ends_when", "a condition that ends the limit"),
				text("needs_map", "the map data the rule needs that the map does not give")}},
		{Name: "movement_restriction", Rule: "6.0", Doc: "units that may not move until an event",
			Params: []Param{pSide, typed("frozen_hexes", HexList, "the hexes whose units may not move"), text("frozen", "the units, in words"), text("until", "the event that ends it"),
				pTable, integer("table_modifier", -6, 6, "the modifier to the table roll")}},
		{Name: "night_attack", Rule: "14.0", Single: true, Doc: "a side may attack at night",
			Params: []Param{req(pSide), integer("per_game", 1, 99, "how many times in the game")}},
		{Name: "night_rest", Rule: "14.0", Doc: "a side's night Rest Recovery while a unit holds a hex",
			Params: []Param{req(pSide), pMorale, typed("nationality", Nationality, "the nationality that must hold the hex"), req(pHex)}},
		{Name: "no_lull", Rule: "13.0", Doc: "no Lulls on some Game Turns",
			Params: []Param{req(pTurns)}},
		{Name: "no_truce", Rule: "13.0", Doc: "a side gains no Morale from a Truce after an event",
			Params: []Param{req(pSide), text("after", "the event")}},
		{Name: "optional_extension", Unplayed: "a game is played to the scenario's last turn; extending it is the players' choice", Rule: "4.0", Doc: "a side may extend the game",
			Params: []Param{pSide, turns("end_turn", "the last Game Turn without the extension"), text("extended_end_turn", "the last Game Turn with it (unknown when not given)"),
				text("declare", "when it is declared"), text("cost", "what declaring it costs")}},
		{Name: "optional_reinforcement", Rule: "11.0", Doc: "an optional reinforcement that changes starting Morale",
			Params: []Param{req(pUnit), pTable, pEntry, turns("from_turn", "the first Game Turn it may arrive"), integer("starting_morale", 0, 10, "the side's starting Morale with it"),
				integer("arrival_morale", -10, 10, "the Morale change when it arrives")}},
		{Name: "order_of_march", Rule: "3.0", Doc: "the entry area each side arrives through",
			Keys: &KeyParam{Key: KeySide, Value: ZoneParam, Doc: "the side's entry area"}},
		{Name: "organized_retreat", Rule: "12.8", Doc: "a side may leave the map by an Organized Retreat",
			Params: []Param{req(pSide), pHex, typed("locs", HexList, "the LOC hexes the units leave by"), turns("from_turn", "the first Game Turn it may be authorized"),
				enum("phase", "movement combat", "the phase units leave in"), integer("morale_per_unit", 0, 10, "Morale gained per unit that leaves"), integer("per_hex", 0, 99, "units per hex"),
				enums("excluded", unitTypes, "unit types that do not count"), enum("max_victory", levels, "the best victory level the other side can then win"),
				typed("blocked_by_card", CardParam, "the event card that blocks it"), text("trigger", "the event that authorizes it"),
				typed("trigger_hexes", HexList, "hexes whose capture authorizes it"), typed("trigger_rule", RuleParam, "the special rule whose event authorizes it")}},
		{Name: "perimeter_redoubt", Rule: "9.4.4", Doc: "Redoubt hexsides and restored Garrisons of a bridgehead",
			Params: []Param{req(pSide), req(typed("hexes", HexList, "the perimeter hexes")), integer("combat", -10, 10, "the combat modifier of the Redoubt hexsides"),
				integer("retreat", -10, 10, "the retreat distance modifier"), text("condition", "when the combat modifier applies"), text("garrison_restored_while", "when the Garrisons are restored")}},
		{Name: "rally_modifier", Rule: "10.0", Doc: "a modifier to some units' Rally rolls",
			Params: []Param{req(pSide), req(pMorale), typed("nationality", Nationality, "only units of this nationality"), enum("trait", traitValues, "only units with this trait"),
				enum("condition", "french_morale>allied_morale anti-french_morale>french_morale", "only while this holds")}},
		{Name: "rally_restriction", Rule: "10.0", Doc: "a unit's Rally limits",
			Params: []Param{req(pUnit), typed("morale_bonus", BoolParam, "whether Morale Points may be spent on its Rally"), typed("partial_rally", BoolParam, "whether it may rally partially"),
				typed("split", BoolParam, "whether it may split")}},
		{Name: "reconnaissance", Rule: "3.0", Doc: "a side rolls on a table to see the other side's set-up",
			Params: []Param{req(pSide), req(pTable)}},
		{Name: "redoubt_marker", Rule: "9.4.4", Doc: "Redoubt markers and their Garrisons",
			Params: []Param{pSide, pHex, typed("french_hexes", HexList, "the French Redoubt hexes"), integer("garrison_strength", 0, 99, "their Garrison strength"),
				integer("anti-french_count", 0, 99, "the Anti-French Redoubts placed at set-up"), text("anti-french_zone", "where they are placed")}},
		{Name: "reliability_check", Rule: "16.9", Doc: "units roll for their reliability before they move or fight",
			Params: []Param{pTable, typed("always", UnitList, "units that always roll"), typed("exempt", UnitList, "units that never roll"),
				enum("condition", "allied_morale<=french_morale", "units roll only while this holds"), integer("stop_on", 1, 6, "the die roll that stops them")}},
		{Name: "rest_recovery", Rule: "14.0", Doc: "a side's night Rest Recovery on a turn",
			Params: []Param{req(pTurn)},
			Keys:   &KeyParam{Key: KeySide, Value: Text, Doc: "the side's Rest Recovery: a number of Morale Points, or a word (depot)"}},
		{Name: "retreat_priority", Rule: "9.7.7", Doc: "the hexes retreats head for",
			Keys: &KeyParam{Key: KeySideNationality, Suffixes: []string{"_south_bank", "_organized_retreat"}, Value: HexRoute, Doc: "the hexes the side's (or nationality's) retreats head for; with _organized_retreat, once the side's Organized Retreat is authorized"}},
		{Name: "setup_steps", Rule: "3.0", Doc: "the set-up steps of a scenario with zones in words",
			Params: []Param{typed("ottoman_b_hexes", HexList, "step B hexes"), text("ottoman_b_units", "step B units"), integer("ottoman_c_count", 0, 99, "step C units"),
				text("ottoman_c_zone", "step C zone"), typed("ottoman_d_fords", HexList, "step D fords"), text("ottoman_d_zone", "step D zone"), text("ottoman_e_leader", "step E leader"),
				integer("russian_a_redoubts", 0, 99, "step A Redoubts"), text("russian_a_zone", "step A zone"), typed("russian_b_hexes", HexList, "step B hexes"),
				enums("russian_b_types", unitTypes, "step B unit types"), typed("russian_c_hexes", HexList, "step C hexes"), enums("russian_c_types", unitTypes, "step C unit types"),
				typed("russian_d_hex", HexParam, "step D hex"), integer("russian_e_count", 0, 99, "step E units"), text("russian_e_zone", "step E zone"), text("russian_f_leader", "step F leader")}},
		{Name: "side_names", Rule: "2.0", Doc: "the names of the French and Anti-French sides",
			Keys: &KeyParam{Key: KeySide, Value: Text, Doc: "the side's name"}},
		{Name: "side_only_terrain", Rule: "9.4", Doc: "terrain in a hex that only one side benefits from",
			Params: []Param{req(pSide), req(pHex), req(text("terrain", "the terrain type"))}},
		{Name: "skip_event_phase", Rule: "5.0", Doc: "a Random Events Phase that is skipped",
			Params: []Param{pSide, pSides, pTurn}},
		{Name: "skip_events", Rule: "5.0", Doc: "Random Events Phases skipped on some turns",
			Params: []Param{pSide, pTurns}},
		{Name: "skip_player_turn", Rule: "4.0", Doc: "a player turn that is skipped entirely",
			Params: []Param{req(pSide), req(pTurn)}},
		{Name: "special_units", Rule: "16.7", Doc: "units with special abilities, by group",
			Params: []Param{typed("irregular", UnitList, "Irregular units"), text("light", "Light units, in words"), integer("light_count", 0, 99, "how many"),
				typed("road_bound", UnitList, "Road-bound units"), typed("swiss", UnitList, "Swiss units"), integer("swiss_count", 0, 99, "how many"),
				typed("unsteady", UnitList, "Unsteady units"), integer("unsteady_count", 0, 99, "how many")}},
		{Name: "sudden_death", Rule: "4.1", Doc: "the game may end early on a die roll",
			Params: []Param{pTurns, turns("after_turn", "the Game Turn after which it applies"), typed("card_title", CardParam, "the event card that starts it"),
				integer("delay", 0, 99, "Game Turns after the card"), integer("first_die", 1, 6, "the die number of the first roll"), integer("later_die", 1, 6, "the die number of later rolls"),
				typed("roller", SideParam, "the side that rolls")}},
		{Name: "swiss_desertion", Rule: "5.0", Doc: "units that may desert by event",
			Params: []Param{pUnits, typed("card", CardParam, "the event card"), text("condition", "when they desert"), typed("once", BoolParam, "only once"),
				typed("occurred", BoolParam, "already happened before the game"), integer("rally_modifier", -6, 6, "their Rally modifier afterwards")}},
		{Name: "terrain_combat", Rule: "9.4", Doc: "a terrain feature's combat effect",
			Params: []Param{req(text("feature", "the terrain or hexside feature")), integer("combat", -10, 10, "its combat effect")}},
		{Name: "terrain_rules", Rule: "6.10", Doc: "wide major rivers and islets",
			Params: []Param{text("terrain", "the terrain types"), text("river_name", "the river's name"), text("wide_major_river_zoc", "ZOC into and out of it"),
				text("islet_zoc", "ZOC of islet hexes"), text("wide_major_river_crossing", "where it may be crossed")}},
		{Name: "terrain_type", Rule: "9.4", Doc: "a scenario-specific terrain type",
			Params: []Param{text("terrain", "the terrain type"), text("hexside", "the hexside type"), text("road", "the road type"), pHex,
				integer("movement", 0, 99, "its movement cost"), integer("combat", -10, 10, "its combat effect"), typed("uphill_only", BoolParam, "only uphill")}},
		{Name: "trait", Rule: "16.7", Doc: "units with a trait and how it works in the scenario",
			Params: []Param{req(enum("trait", traitValues, "the trait")), req(pUnits), enum("treated_as", traitValues, "the trait it works as"),
				integer("rout_die_modifier", -6, 6, "the modifier to the rout die"), text("on_break", "what happens when Broken"), text("on_withdraw", "what happens on a Withdraw"),
				text("cavalry_reaction", "what their cavalry may do in reaction"), text("breakdown_into", "what they break down into"), text("supersedes", "the rule it replaces")}},
		{Name: "turn_zero", Rule: "4.0", Doc: "a Game Turn 0 before the first",
			Params: []Param{pSide, pTurn, turns("before_turn", "the Game Turn it precedes"), pTable, typed("free_units", UnitList, "units that move freely"),
				text("label", "its label on the turn track"), text("phases", "its phases"), text("others", "how the other units move"), text("game_turn_marker", "the Game Turn marker")}},
		{Name: "variable_arrival", Rule: "11.0", Doc: "a reinforcement whose arrival is rolled on a table",
			Params: []Param{pSide, pUnit, req(pTable), pEntry, turns("from_turn", "the first Game Turn it may arrive"), typed("group", BoolParam, "whether the units arrive together"),
				integer("movement_bonus", 0, 99, "extra movement on arrival")}},
		{Name: "variable_reinforcement", Rule: "11.0", Doc: "reinforcements whose arrival is rolled on a table",
			Params: []Param{req(pUnits), req(pTable), pEntry}},
		{Name: "variable_route", Unplayed: "the secret choice of route before play and the withdrawal decision have no orders in the engine", Rule: "11.0", Doc: "reinforcements whose route is rolled on tables",
			Params: []Param{pUnits, typed("entry_areas", ZoneList, "their entry areas"), typed("bussaco_table", TableParam, "the first route table"), turns("bussaco_turn", "its Game Turn"),
				typed("boialvo_table", TableParam, "the second route table"), turns("boialvo_turn", "its Game Turn"), typed("allied_units", UnitList, "the other side's units"),
				typed("allied_table", TableParam, "their table"), turns("allied_turn", "their Game Turn")}},
		{Name: "zoc_exception", Rule: "6.7", Single: true, Doc: "units whose ZOC may fail by die roll",
			Params: []Param{pTable, text("applies_to", "the units, in words"), Param{Name: "stops", Type: RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC stops movement"},
				Param{Name: "ends", Type: RangeParam, Min: 1, Max: 6, Doc: "die rolls on which the ZOC ends movement"}}},
	}
}
