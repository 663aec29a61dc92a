package kinds

import (
	"fmt"
	"github.com/aide-de-camp/adc/engine/rules"
	"slices"
	"sort"
	"strconv"
	"strings"
	"sync"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func init() { rules.BindAtFirstUse(bindArrivalsKinds) }

// The reinforcement and set-up special rule kinds this file applies.
func bindArrivalsKinds() {
	typed := map[string]func() any{"event_arrivals": newParams[eventArrivalsParams], "variable_arrival": newParams[variableArrivalParams],
		"optional_reinforcement": newParams[optionalReinforcementParams], "redoubt_marker": newParams[redoubtMarkerParams],
		"order_of_march": newParams[orderOfMarchParams], "hidden_setup": newParams[hiddenSetupParams], "hidden_deployment": newParams[hiddenDeploymentParams],
		"variable_reinforcement": newParams[variableReinforcementParams], "conditional_loc": newParams[conditionalLOCParams],
		"movement_restriction": newParams[movementRestrictionParams], "perimeter_redoubt": newParams[perimeterParams], "turn_zero": newParams[turnZeroParams],
		"setup_steps": newParams[setupStepsParams], "event_reinforcement": newParams[eventReinforcementParams], "event_arrival": newParams[eventArrivalParams]}
	for _, k := range []string{"event_arrivals", "variable_arrival", "optional_reinforcement", "redoubt_marker",
		"order_of_march", "hidden_setup", "hidden_deployment", "variable_reinforcement", "conditional_loc",
		"movement_restriction", "perimeter_redoubt", "turn_zero", "setup_steps", "event_reinforcement", "event_arrival"} {
		rules.Bind(k, rules.Hooks{Params: typed[k], Board: rules.BoardHook(applyArrivalRule)})
	}
	rules.Bind("citadel_battery", rules.Hooks{Params: newParams[citadelParams], Board: rules.BoardHook(applyArrivalRule), Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDefence: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
			c.Sum += citadelBonus(s, r, x, c)
			return false
		}}}
	}})
	rules.Bind("cadre_restriction", rules.Hooks{Params: newParams[cadreParams], Board: rules.BoardHook(applyArrivalRule), Units: cadreUnits})
	// Arrival groups, turn zero, marching reinforcements, the movement
	// restriction and the perimeter redoubt keep state in play.
	rules.BindGame("arrivals", 30, rules.GameHooks{
		Built: rules.BuiltHooks{rules.BuiltUnits: func(b *rules.Board) { arrivalMemo(b) }}, // the rules found on every board, before play
		Phase: rules.PhaseHooks{
			rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool { prepareArrivals(s); return false },
			rules.OnOrder: func(s *rules.State, e rules.PhaseStep) bool {
				afterArrivalOrder(s, e.Before, e.Order, e.MoraleDelta, e.Events)
				return false
			},
			rules.OnCard:          func(s *rules.State, e rules.PhaseStep) bool { marchCard(s, e.Card, e.Dice, e.Events); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollArrivals(s, e.Dice, e.Events); return false },
			rules.OnMovementEnd:   func(s *rules.State, e rules.PhaseStep) bool { return endTurnZero(s, e.Events) },
		},
		MayMove: rules.MayMoveHooks{rules.MoveAtAll: func(s *rules.State, _, u int) error {
			if frozen(s, u) {
				return rules.Illegal(rules.RuleOf(frozenSlot.Of(s.B).rule), "%q cannot move before the first Battle (scenario rule of kind movement_restriction)", s.B.Units[u].ID)
			}
			return nil
		}},
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			return f.With(rules.MfNight, nightMarch(s, u)).Plus(groupBonus(s, u))
		},
		Arrival: rules.ArrivalHooks{
			rules.ArrivalArea:      func(s *rules.State, u int) (string, bool) { return groupEntry(s, u), true },
			rules.ArrivalWithGroup: func(s *rules.State, u int) (string, bool) { return "", groupVariable(s, u) },
		},
		ZoneRolled: groupZone,
		// A conditional_loc rule's units retreat toward their own LOC
		// too; it comes before the Depot, which keeps such a unit's table.
		RetreatDistances: func(s *rules.State, u, side int, d []int16) []int16 {
			if conditionalLOCSlot.Of(s.B) == nil {
				return d
			}
			return retDistOf(s.B, u, side)
		},
		LOCAt: func(s *rules.State, u, _ int, h int32, _ bool) bool { return unitLocAt(s.B, u, h) },
		Battle: rules.BattleHooks{
			rules.AtBattleStart: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
				c.Kept[c.Slot] = perimeterHeld(s, c)
				return false
			},
			rules.AtBattleEnd: func(s *rules.State, c *rules.BattleCtx, ev *[]rules.Event) bool {
				afterBattle(s, c.Kept[c.Slot], ev)
				return false
			},
		},
	})
}

// applyArrivalRule applies the reinforcement and set-up special rules
// (kinds event_arrivals, variable_arrival, optional_reinforcement,
// redoubt_marker, cadre_restriction, order_of_march, hidden_setup,
// hidden_deployment, variable_reinforcement, conditional_loc,
// movement_restriction, citadel_battery, perimeter_redoubt, turn_zero,
// setup_steps, event_reinforcement and event_arrival) and records how; it reports whether the kind is one of
// them.
func applyArrivalRule(b *rules.Board, r scenario.Rule) bool {
	switch r.Kind {
	case "event_arrivals":
		eventArrivals(b, r)
	case "variable_arrival":
		if g := rules.RuleParams[variableArrivalParams](b, r).Group; g != nil && *g {
			groupArrival(b, r)
		} else {
			variableArrival(b, r)
		}
	case "optional_reinforcement":
		optionalReinforcement(b, r)
	case "redoubt_marker":
		redoubtMarker(b, r)
	case "cadre_restriction":
		cadreRestriction(b, r)
	case "order_of_march":
		orderOfMarch(b, r)
	case "hidden_setup", "hidden_deployment":
		hiddenSetup(b, r)
	case "variable_reinforcement":
		variableReinforcement(b, r)
	case "conditional_loc":
		conditionalLOC(b, r)
	case "movement_restriction":
		movementRestriction(b, r)
	case "citadel_battery":
		citadelBattery(b, r)
	case "perimeter_redoubt":
		perimeterRedoubt(b, r)
	case "turn_zero":
		turnZero(b, r)
	case "setup_steps":
		setupSteps(b, r)
	case "event_reinforcement":
		eventReinforcement(b, r)
	case "event_arrival":
		eventArrival(b, r)
	default:
		return false
	}
	return true
}

// scenarioUnit returns the scenario's unit of an id, or nil.
func scenarioUnit(b *rules.Board, id string) *scenario.Unit {
	for i := range b.Scenario.Units {
		if b.Scenario.Units[i].ID == id {
			return &b.Scenario.Units[i]
		}
	}
	return nil
}

// reinforcingCards lists the numbers of the deck's cards whose events
// bring unit id into play (effect reinforce).
func reinforcingCards(b *rules.Board, id string) []string {
	var out []string
	for _, c := range b.Scenario.Deck.Cards {
		found := false
		for _, e := range c.Events {
			for _, ef := range e.Effects {
				for _, u := range ef.Units {
					found = found || ef.Kind == scenario.EffectReinforce && u == id
				}
			}
		}
		if found {
			out = append(out, c.Ref())
		}
	}
	return out
}

// eventArrivals checks an event_arrivals rule (Rousse 20 11.6, Unit
// Arrival Locations: params unit id = entry area) against the units'
// placements: a unit an event brings enters through its placement's entry
// area unless the event names another (11.0).
func eventArrivals(b *rules.Board, r scenario.Rule) {
	areas := rules.RuleParams[eventArrivalsParams](b, r).Areas
	ids := make([]string, 0, len(areas))
	for id := range areas {
		ids = append(ids, id)
	}
	sort.Strings(ids)
	if len(ids) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): no unit given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range ids {
		area := areas[id]
		u := scenarioUnit(b, id)
		switch {
		case u == nil:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
		case u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != area:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrivals): unit %q is not placed to arrive by event through entry area %q; not applied by the engine", r.ID, r.Title, id, area)
		default:
			cards := reinforcingCards(b, id)
			how, st := "no card of the scenario's deck brings it, so it does not enter play", rules.PartlyApplied
			if len(cards) > 0 {
				how, st = "brought by card(s) "+strings.Join(cards, ", "), rules.Applied
			}
			b.RuleNote(r, st, "special rule %q (%s): %s enters through entry area %s when an event brings it (11.6); %s", r.ID, r.Title, id, area, how)
		}
	}
}

// variableArrival checks a variable_arrival rule of one unit (Arapiles 20
// 11.6, Chauvel's Riders) against its placement: a variable reinforcement
// rolled each turn from from_turn on the table, entering through the entry
// area its result names; an eliminated result costs no Morale. Group
// arrivals chosen among several areas (Bailén 20 11.6) are not applied.
func variableArrival(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[variableArrivalParams](b, r)
	u := scenarioUnit(b, p.Unit)
	t := table(b, p.Table)
	if u == nil || t == nil || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table || strconv.Itoa(u.Placement.Turn) != orEmpty(p.FromTurn) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_arrival): unit %q is not a variable reinforcement rolled on table %q from turn %s; not applied by the engine", r.ID, r.Title, p.Unit, p.Table, orEmpty(p.FromTurn))
		return
	}
	if bad := tableAreas(t, p.EntryArea); bad != "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_arrival): arrival result %q of table %q does not name entry area %s; not applied by the engine", r.ID, r.Title, bad, t.ID, p.EntryArea)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s rolls one die a turn on table %q from turn %s until it arrives (11.0); it enters through entry area %s; eliminated by the table it costs no Morale", r.ID, r.Title, p.Unit, t.ID, orEmpty(p.FromTurn), p.EntryArea)
}

// tableAreas returns the first arrival result of table t that does not
// name entry area area, or "".
func tableAreas(t *scenario.Table, area string) string {
	for _, row := range t.Rows {
		for _, res := range row.Results {
			l := strings.ToLower(res)
			if strings.Contains(l, "arriv") && !strings.Contains(l, "not arrive") && !strings.Contains(l, "no arrival") {
				if m := rules.AreaWord.FindStringSubmatch(res); m == nil || !strings.EqualFold(m[1], area) {
					return res
				}
			}
		}
	}
	return ""
}

// table returns the scenario's table of an id, or nil.
func table(b *rules.Board, id string) *scenario.Table {
	for i := range b.Scenario.Tables {
		if b.Scenario.Tables[i].ID == id {
			return &b.Scenario.Tables[i]
		}
	}
	return nil
}

// optionalReinforcement checks an optional_reinforcement rule (Arapiles
// 20 16.10, The March of King Joseph Bonaparte). The request made at
// deployment is the optional rule of the rule's number: with it the side's
// Morale starts at starting_morale, the unit rolls as a variable
// reinforcement and its side gains arrival_morale when it enters the map;
// without it the unit is not used.
func optionalReinforcement(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[optionalReinforcementParams](b, r)
	u := scenarioUnit(b, p.Unit)
	if u == nil || p.StartingMorale == nil || p.ArrivalMorale == nil || r.Number == "" || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_reinforcement): unit %q, its table or the Morale values not usable; not applied by the engine", r.ID, r.Title, p.Unit)
		return
	}
	start, gain := *p.StartingMorale, *p.ArrivalMorale
	if !b.OptionalOn[r.Number] {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s): the request is optional rule %s, not in use: %s is not used", r.ID, r.Title, r.Number, p.Unit)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): requested (optional rule %s): %s Morale starts at %d; %s rolls one die a turn on table %q from turn %d until it arrives (11.0), and the %s side gains %+d Morale when it enters the map", r.ID, r.Title, r.Number, u.Side, start, p.Unit, p.Table, u.Placement.Turn, u.Side, gain)
}

// redoubtMarker checks a redoubt_marker rule (Rousse 20 3.0, Slobozia 20
// 3.0: Redoubt markers holding zero-strength Garrisons) against the map's
// garrisons, which the engine plays as intrinsic Garrisons (9.4.4).
// Redoubts placed by the players during set-up are the Garrison markers
// of the side's deployment zones; each marker's hex is a Redoubt hex while
// its Garrison is on the map (special_redoubt_marker.go).
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
			markRedoubtHex(b, code, w.side) // special_redoubt_marker.go
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

// prepareArrivals applies the start-of-game part of optional_reinforcement
// rules: with the request the side's starting Morale, without it the unit
// is not used.
func prepareArrivals(s *rules.State) {
	b := s.B
	prepareTurnZero(s)
	for _, r := range b.Scenario.Special {
		if r.Kind != "optional_reinforcement" {
			continue
		}
		p := rules.RuleParams[optionalReinforcementParams](b, r)
		u := b.Unit(p.Unit)
		if u < 0 || p.StartingMorale == nil || r.Number == "" || b.Units[u].Placement.Kind != scenario.PlaceVariable || b.Units[u].Placement.Table != p.Table {
			continue
		}
		start := *p.StartingMorale
		if !b.OptionalOn[r.Number] {
			if s.Units[u].Where == rules.AtPending {
				s.Units[u].Where = rules.AtEliminated
			}
			continue
		}
		if s.Turn == b.Scenario.Turns.Start {
			s.Morale[b.Units[u].Side] = min(start, 10)
		}
	}
}

// afterArrivalOrder applies the rules that watch each order: the Morale an
// optional_reinforcement unit brings its side when it enters the map
// (Arapiles 20 16.10: +1 when Joseph arrives), a reinforcement group's
// entry area (Bailén 20 11.6) and the Game Turn 0 Day moves used
// (Slobozia 20 4.1).
func afterArrivalOrder(s *rules.State, before *rules.State, o rules.Order, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	groupEntered(s, before)
	nightMarchMoved(s, before, o)
	for _, k := range arrivalMemo(b).optReinf {
		r := &b.Scenario.Special[k]
		if !b.OptionalOn[r.Number] {
			continue
		}
		p := rules.AsParams[optionalReinforcementParams](b.Params[k])
		u := b.Unit(p.Unit)
		if u < 0 || p.ArrivalMorale == nil || before.Units[u].Where != rules.AtPending || s.Units[u].Where != rules.AtMap {
			continue
		}
		n := *p.ArrivalMorale
		side := b.Units[u].Side
		md.Add(side, n, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: p.Unit, Text: fmt.Sprintf("%s: arrives, %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

// cadreRestriction notes a cadre_restriction rule (Rousse 20 16.5, 16.6,
// Ottoman Cadres): of its side only the eligible units Partially Rally
// (16.5.1), break down and build up (16.6), and only with the listed
// cadres.
func cadreRestriction(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[cadreParams](b, r)
	if p.Side == "" || len(p.Cadres) == 0 || len(p.EligibleUnits) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind cadre_restriction): side, cadres or eligible units not given; not applied by the engine", r.ID, r.Title)
		return
	}
	for _, id := range slices.Concat(p.Cadres, p.EligibleUnits, p.CampaignOnlyCadres) {
		if !hasUnit(b, id) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind cadre_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, id)
			return
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with optional rules 16.5 and 16.6 only %s of the %s side Partially Rally (16.5.1), break down and build up (16.6), and only with cadres %s; cadres %s (Campaign Game only, 17.0) are not brought into play by them", r.ID, r.Title, strings.Join(p.EligibleUnits, ","), p.Side, strings.Join(p.Cadres, ","), rules.OrNone(strings.Join(p.CampaignOnlyCadres, ",")))
}

// cadreRuleFor returns the usable cadre_restriction rule of a side, if any.
func cadreRuleFor(b *rules.Board, side int) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "cadre_restriction" {
			continue
		}
		if p := rules.RuleParams[cadreParams](b, r); p.Side == rules.SideName(side) && len(p.Cadres) > 0 && len(p.EligibleUnits) > 0 {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// arrivals is the changing state of the reinforcement, set-up and
// terrain special rules; it holds only values.
type arrivals struct {
	group   groupState // variable_arrival group (Bailén 20 11.6)
	dayLeft int16      // Game Turn 0 Day moves left; -1 before the roll or after Turn 0 (turn_zero, Slobozia 20 4.1)
	soult   soultState // event_reinforcement (Talavera 20 11.6, 11.7)
}

// arrSlot holds the arrival rules' state in play; battledWord whether a
// Battle has been resolved (movement_restriction, Slobozia 20 4.2), set
// after every battle, so kept in a word.
var (
	arrSlot     = rules.NewStateSlot[arrivals]()
	battledWord = rules.NewWordSlot()
)

// groupState is the changing state of a group variable_arrival rule
// (Bailén 20 11.6): the turn its roll last succeeded and the entry area the
// group entered by. The areas are numbers of the board's arrivalRules.areas
// (areaName), so that the state holds no pointer and is kept inline in the
// State (kindstate.go).
type groupState struct {
	on    int32 // 1 + the turn of the last successful roll; 0 before any
	areas int16 // entry area key the roll allows (areas joined by commas)
	area  int16 // the area the group entered by
}

// groupRule returns the scenario's usable group variable_arrival rule and
// the entry areas its table allows on a turn, by result; ok is false
// without one.
func groupRule(b *rules.Board) (r scenario.Rule, t *scenario.Table, ok bool) {
	m := arrivalMemo(b)
	return m.group, m.groupTable, m.groupOK
}

// arrivalRules is what the arrival kinds look up in the scenario's
// special rules while a game is played: found once per Board, as the
// rules do not change, and kept in the kinds' slot on the Board
// (arrivalSlot), made on every board before play (the arrivals' Deployed
// hook).
type arrivalRules struct {
	once             sync.Once
	group            scenario.Rule
	groupP           *variableArrivalParams // the group rule's parameters
	groupTable       *scenario.Table
	groupOK          bool
	turnZero         scenario.Rule
	turnZeroP        *turnZeroParams // the turn_zero rule's parameters
	turnZeroOK       bool
	march, check     scenario.Rule
	marchOK, checkOK bool
	optReinf         []int // the optional_reinforcement rules, by index
	// areas are the entry area keys a group's state names by number
	// (groupState): "" first, then the board's entry areas and the keys
	// of the group table's results (areas joined by commas), each once;
	// areaIx numbers them.
	areas  []string
	areaIx map[string]int16
}

// arrivalSlot holds the arrival rules found on the board.
var arrivalSlot = rules.NewBoardSlot[arrivalRules]()

func arrivalMemo(b *rules.Board) *arrivalRules {
	m := arrivalSlot.Of(b)
	if m == nil {
		m = arrivalSlot.Build(b) // while the board is built
	}
	m.once.Do(func() {
		m.group, m.groupTable, m.groupOK = findGroupRule(b)
		m.groupP = rules.RuleParams[variableArrivalParams](b, m.group)
		m.turnZero, m.turnZeroOK = findTurnZeroRule(b)
		m.turnZeroP = rules.RuleParams[turnZeroParams](b, m.turnZero)
		m.march, m.check, m.marchOK, m.checkOK = findMarchRules(b)
		for k, r := range b.Scenario.Special {
			if r.Kind == "optional_reinforcement" {
				m.optReinf = append(m.optReinf, k)
			}
		}
		m.numberAreas(b)
	})
	return m
}

// numberAreas numbers the entry area keys a group's state may hold: the
// board's entry areas (the area a group enters by is one of them) and the
// keys of the group table's results (the areas a successful roll allows).
func (m *arrivalRules) numberAreas(b *rules.Board) {
	m.areas, m.areaIx = []string{""}, map[string]int16{"": 0}
	add := func(k string) {
		if _, ok := m.areaIx[k]; !ok {
			m.areaIx[k] = int16(len(m.areas))
			m.areas = append(m.areas, k)
		}
	}
	keys := make([]string, 0, len(b.Entry))
	for k := range b.Entry {
		keys = append(keys, k)
	}
	sort.Strings(keys)
	for _, k := range keys {
		add(k)
	}
	if m.groupOK {
		for _, row := range m.groupTable.Rows {
			for _, res := range row.Results {
				add(strings.Join(resultAreas(res), ","))
			}
		}
	}
}

// areaName is the entry area key numbered i (numberAreas).
func areaName(b *rules.Board, i int16) string { return arrivalMemo(b).areas[i] }

// areaNumber is the number of entry area key k; every key a group's state
// takes is numbered (numberAreas), else 0, no area.
func areaNumber(b *rules.Board, k string) int16 { return arrivalMemo(b).areaIx[k] }

func findGroupRule(b *rules.Board) (r scenario.Rule, t *scenario.Table, ok bool) {
	for _, x := range b.Scenario.Special {
		if x.Kind != "variable_arrival" {
			continue
		}
		if p := rules.RuleParams[variableArrivalParams](b, x); p.Group != nil && *p.Group {
			if t := table(b, p.Table); t != nil {
				if _, ok := p.from(); ok && p.Side != "" {
					return x, t, true
				}
			}
		}
	}
	return scenario.Rule{}, nil, false
}

// resultAreas lists the entry areas an arrival result allows ("arrive:
// Area A, B or C").
func resultAreas(res string) []string {
	i := strings.Index(strings.ToLower(res), "area")
	if i < 0 {
		return nil
	}
	var out []string
	for _, f := range strings.FieldsFunc(res[i+4:], func(r rune) bool { return r == ',' || r == ' ' || r == ')' || r == '(' }) {
		if len(f) == 1 && f[0] >= 'A' && f[0] <= 'Z' {
			out = append(out, f)
		}
	}
	return out
}

// groupArrival checks a group variable_arrival rule (Bailén 20 11.6,
// Spanish Reinforcements) and precomputes the union of the entry areas
// each result allows.
func groupArrival(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[variableArrivalParams](b, r)
	t := table(b, p.Table)
	from, fromOK := p.from()
	bonus := orZero(p.MovementBonus)
	zones := 0
	for _, z := range b.Scenario.Deployment {
		if z.Turn == from && z.Side == p.Side {
			zones++
		}
	}
	for _, u := range b.Scenario.Units {
		if u.Side == p.Side && u.Placement.Kind == scenario.PlaceVariable && u.Placement.Table == p.Table && u.Placement.Turn == from {
			zones++
		}
	}
	if t == nil || !fromOK || p.Side == "" || zones == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_arrival): table %q, turn %q or the %s units of Game Turn box %s (set up there, or variable reinforcements on the table) not usable; not applied by the engine", r.ID, r.Title, p.Table, orEmpty(p.FromTurn), p.Side, orEmpty(p.FromTurn))
		return
	}
	for _, row := range t.Rows {
		for _, res := range row.Results {
			if areas := resultAreas(res); len(areas) > 1 {
				key := strings.Join(areas, ",")
				if _, done := b.Entry[key]; !done {
					var hexes []int32
					for _, a := range areas {
						hexes = append(hexes, b.Entry[a]...)
					}
					b.Entry[key] = hexes
				}
			}
		}
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s units of Game Turn box %d (set up there, or variable reinforcements on table %q) arrive as one group: from turn %d, at the start of each %s Movement Phase until the group has entered, one die on table %q; on an arrival result the group may enter this phase through any one entry area the result names (the first unit to enter fixes it for the others) with %+d Movement Allowance; otherwise, or if no unit enters, it rolls again next turn (11.6); units of the group left off the map enter later through the same area as ordinary reinforcements; a group still off the map after a failed roll on the last turn is set aside",
		r.ID, r.Title, p.Side, from, t.ID, from, p.Side, t.ID, bonus)
}

// inGroup reports whether unit u is a pending member of the group of the
// group variable_arrival rule r: set up in a Game Turn box, or a variable
// reinforcement on the rule's table.
func inGroup(s *rules.State, u int, r scenario.Rule) bool {
	info := &s.B.Units[u]
	pl := &info.Placement
	p := groupParams(s.B, r)
	return rules.SideName(info.Side) == p.Side && s.Units[u].Where == rules.AtPending && !info.Dummy &&
		(pl.Kind == scenario.PlaceDeploy || pl.Kind == scenario.PlaceVariable && pl.Table == p.Table)
}

// groupParams is the parameters of group variable_arrival rule r: those
// of the scenario's group rule, read once (arrivalMemo), or r's.
func groupParams(b *rules.Board, r scenario.Rule) *variableArrivalParams {
	if m := arrivalMemo(b); m.groupOK && m.group.ID == r.ID {
		return m.groupP
	}
	return rules.RuleParams[variableArrivalParams](b, r)
}

// from is the Game Turn from which the rule rolls, when one is given.
func (p *variableArrivalParams) from() (int, bool) {
	if p.FromTurn == nil || p.FromTurn.Lo != p.FromTurn.Hi {
		return 0, false
	}
	return p.FromTurn.Lo, true
}

// groupVariable reports whether unit u is a variable reinforcement that
// rolls with its group (Bailén 20 11.6), not on its own (11.0).
func groupVariable(s *rules.State, u int) bool {
	if s.B.Units[u].Placement.Kind != scenario.PlaceVariable {
		return false
	}
	r, _, ok := groupRule(s.B)
	return ok && inGroup(s, u, r)
}

// rollArrivals makes the rolls of the start of a Movement Phase: the
// Game Turn 0 Night March (Slobozia 20 4.1), a reinforcement group's
// arrival (Bailén 20 11.6) and the event reinforcements' (Talavera 20 11.6,
// 11.7).
func rollArrivals(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	rollNightMarch(s, d, ev)
	rollGroup(s, d, ev)
	rollEventReinforcements(s, d, ev)
}

// rollGroup rolls for the phasing side's reinforcement group at the start
// of its Movement Phase (Bailén 20 11.6).
func rollGroup(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, t, ok := groupRule(s.B)
	if !ok || groupParams(s.B, r).Side != rules.SideName(s.Phasing) || arrSlot.Of(s).group.area != 0 || d == nil {
		return
	}
	from, _ := groupParams(s.B, r).from()
	if s.Turn < from {
		return
	}
	var members []int
	for u := range s.Units {
		if inGroup(s, u, r) && s.Units[u].Arrive <= s.Turn {
			members = append(members, u)
		}
	}
	if len(members) == 0 {
		return
	}
	roll := d.Roll()
	out, _, readable := rules.VariableOutcome(t, s.Turn, roll)
	var text string
	if readable && out == "arrive" {
		areas := groupAreas(s, t, roll)
		arrSlot.Mut(s).group.on, arrSlot.Mut(s).group.areas = int32(s.Turn+1), areaNumber(s.B, strings.Join(areas, ","))
		for _, u := range members {
			s.Units[u].Status |= rules.StRolled // variable members may now enter (11.0)
		}
		text = "arrive by area " + strings.Join(areas, " or ")
		if len(areas) == 0 {
			text = "arrive by its own entry area"
		}
	} else {
		for _, u := range members {
			if s.Turn >= s.B.LastTurn {
				s.Remove(u, rules.AtSetAside) // the last turn: the group never arrives
			} else {
				s.Units[u].Arrive = s.Turn + 1
			}
		}
		text = "no arrival"
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvVariable, Side: groupParams(s.B, r).Side, Roll: roll, Text: fmt.Sprintf("%s: group %s (%s, 11.6)", r.Title, text, t.ID)})
}

// groupAreas lists the entry areas the group's table result allows for a
// roll this turn.
func groupAreas(s *rules.State, t *scenario.Table, roll int) []string {
	col := 0
	for i, c := range t.Columns {
		if m := rules.TurnRange.FindStringSubmatch(c); m != nil {
			lo, _ := strconv.Atoi(m[1])
			if s.Turn >= lo {
				col = i
			}
		}
	}
	for _, row := range t.Rows {
		if lo, hi := rules.ParseRange(row.Roll); roll >= lo && roll <= hi && col < len(row.Results) {
			return resultAreas(row.Results[col])
		}
	}
	return nil
}

// groupEntry returns the entry area key a pending unit enters by: the
// union of the areas the group's successful roll allows this turn until a
// first unit enters, else its own area.
func groupEntry(s *rules.State, u int) string {
	area := s.Area(u)
	if int(arrSlot.Of(s).group.on) != s.Turn+1 || arrSlot.Of(s).group.area != 0 || arrSlot.Of(s).group.areas == 0 {
		return area
	}
	if r, _, ok := groupRule(s.B); !ok || !inGroup(s, u, r) {
		return area
	}
	return areaName(s.B, arrSlot.Of(s).group.areas)
}

// groupBonus is the Movement Allowance bonus of a group member on the
// turn its group's roll succeeds (Bailén 20 11.6: +1).
func groupBonus(s *rules.State, u int) int {
	if int(arrSlot.Of(s).group.on) != s.Turn+1 || s.Units[u].Where != rules.AtPending {
		return 0
	}
	r, _, ok := groupRule(s.B)
	if !ok || !inGroup(s, u, r) {
		return 0
	}
	return orZero(groupParams(s.B, r).MovementBonus)
}

// groupEntered fixes the group's entry area when its first unit enters
// the map (Bailén 20 11.6: all units enter through the area picked).
func groupEntered(s *rules.State, before *rules.State) {
	if int(arrSlot.Of(s).group.on) != s.Turn+1 || arrSlot.Of(s).group.area != 0 {
		return
	}
	r, _, ok := groupRule(s.B)
	if !ok {
		return
	}
	for u := range s.Units {
		if !inGroup(before, u, r) || s.Units[u].Where != rules.AtMap {
			continue
		}
		h := s.Units[u].Hex
		for _, a := range strings.Split(areaName(s.B, arrSlot.Of(s).group.areas)+","+before.Area(u), ",") {
			for _, e := range s.B.Entry[a] {
				if e == h && arrSlot.Of(s).group.area == 0 {
					arrSlot.Mut(s).group.area = areaNumber(s.B, a) // an entry area: numbered
				}
			}
		}
		for k := range s.Units {
			if inGroup(s, k, r) {
				s.SetArea(k, areaName(s.B, arrSlot.Of(s).group.area))
			}
		}
		return
	}
}

// groupZone reports whether the units set up in deployment zone z arrive
// by a group variable_arrival rule.
func groupZone(b *rules.Board, z scenario.DeployZone) bool {
	r, _, ok := groupRule(b)
	if !ok {
		return false
	}
	p := groupParams(b, r)
	from, fromOK := p.from()
	return p.Side == z.Side && fromOK && from == z.Turn
}

// orderOfMarch checks an order_of_march rule (Arapiles 20 3.0, Advance to
// Contact: no unit deployed, every unit arrives by its side's entry area
// in order of march, 11.2) against the units' placements.
func orderOfMarch(b *rules.Board, r scenario.Rule) {
	areas := rules.RuleParams[orderOfMarchParams](b, r).Areas
	var parts []string
	for side := 0; side < 2; side++ {
		area := areas[rules.SideName(side)]
		if area == "" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): no entry area for the %s side; not applied by the engine", r.ID, r.Title, rules.SideName(side))
			return
		}
		n := 0
		for _, u := range b.Scenario.Units {
			if u.Side != rules.SideName(side) {
				continue
			}
			switch u.Placement.Kind {
			case scenario.PlaceArrive:
				if u.Placement.EntryArea != area {
					b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): unit %q arrives by area %q, not %q; not applied by the engine", r.ID, r.Title, u.ID, u.Placement.EntryArea, area)
					return
				}
				n++
			case scenario.PlaceSetup, scenario.PlaceDeploy:
				b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind order_of_march): unit %q is deployed at the start; not applied by the engine", r.ID, r.Title, u.ID)
				return
			}
		}
		parts = append(parts, fmt.Sprintf("%d %s units by area %s", n, rules.SideName(side), area))
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied by the units' placements: no unit is deployed; %s arrive as reinforcements on their turns (11.0); a unit entering by an entry hex pays one more Movement Point for each unit that entered there before it this phase (11.2); the placements' order numbers are not enforced", r.ID, r.Title, strings.Join(parts, ", "))
}

// hiddenSetup notes a hidden_setup or hidden_deployment rule (Slobozia 20
// and Bailén 20 3.0: every unit sets up face down even without Fog of
// War, and without it all are revealed and the Dummies removed before
// play), which the engine's set-up applies.
func hiddenSetup(b *rules.Board, r scenario.Rule) {
	sides := rules.RuleParams[hiddenDeploymentParams](b, r).Sides
	if r.Kind == "hidden_setup" {
		sides = rules.RuleParams[hiddenSetupParams](b, r).Sides
	}
	if len(sides) != 2 || !slices.Contains(sides, scenario.French) || !slices.Contains(sides, scenario.AntiFrench) {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): sides %q not both; not applied by the engine", r.ID, r.Title, r.Kind, strings.Join(sides, ","))
		return
	}
	if b.OptionalOn["16.1"] {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): with Fog of War (16.1) every unit sets up face down, hidden from the other side until revealed (16.1.1)", r.ID, r.Title)
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): without Fog of War (16.1) the face-down set-up has no effect on play: every unit is revealed and the Dummies are removed before play", r.ID, r.Title)
}

// variableReinforcement checks a variable_reinforcement rule (Talavera
// 20 18.1, Where Is the 4th Corps?) against its units' placements:
// variable reinforcements rolled each turn on the table until they arrive
// through the entry area. The roll is made at the start of the Movement
// Phase, before a Force March can be ordered, so a modifier for a Force
// March that phase is not applied.
func variableReinforcement(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[variableReinforcementParams](b, r)
	ids := p.Units
	if len(ids) == 0 || table(b, p.Table) == nil {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_reinforcement): units or table %q not usable; not applied by the engine", r.ID, r.Title, p.Table)
		return
	}
	for _, id := range ids {
		u := scenarioUnit(b, id)
		if u == nil || u.Placement.Kind != scenario.PlaceVariable || u.Placement.Table != p.Table || u.Placement.EntryArea != p.EntryArea {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind variable_reinforcement): unit %q is not a variable reinforcement rolled on table %q entering by area %q; not applied by the engine", r.ID, r.Title, id, p.Table, p.EntryArea)
			return
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s each roll one die a turn on table %q from their turn until they arrive through entry area %s (11.0); the +1 to the roll when the French Force March that Movement Phase is not applied by the engine (the roll is made at the start of the phase, before the Force March)", r.ID, r.Title, strings.Join(ids, ", "), p.Table, p.EntryArea)
}

// unitLOC is an extra LOC hex of some units (kind conditional_loc) and
// their distance table to it and their side's retreat targets.
type unitLOC struct {
	units []string
	hex   int32
	dist  []int16
}

// conditionalLOCState is the conditional_loc rules' extra LOCs, in file
// order: the kind's state on the Board (kindstate.go).
type conditionalLOCState struct{ locs []unitLOC }

var conditionalLOCSlot = rules.NewBoardSlot[conditionalLOCState]()

// conditionalLOCs are the extra LOCs of the scenario's conditional_loc
// rules, or nil.
func conditionalLOCs(b *rules.Board) []unitLOC {
	if cl := conditionalLOCSlot.Of(b); cl != nil {
		return cl.locs
	}
	return nil
}

// frozenHexes are the hexes a movement_restriction rule (Slobozia 20 4.2)
// freezes, and the side whose units there cannot move before the first
// Battle: the kind's state on the Board.
type frozenHexes struct {
	rule  scenario.Rule
	hexes []bool // by hex
	side  int
}

var frozenSlot = rules.NewBoardSlot[frozenHexes]()

// conditionalLOC applies a conditional_loc rule (Arapiles 20 14.1,
// Alternate French LOC: hex 0901 is a French LOC only for the Nord unit,
// once it has entered play): for those units the hex is a LOC for
// retreats (9.7.7, 9.7.8), routed movement (9.6.2) and Rally (10.0).
func conditionalLOC(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[conditionalLOCParams](b, r)
	h, err := b.Parse(p.Hex)
	ids := p.Units
	for _, id := range ids {
		if u := scenarioUnit(b, id); u == nil || u.Side != p.Side {
			err = fmt.Errorf("unit %q is not a %s unit of the scenario", id, p.Side)
		}
	}
	if err != nil || len(ids) == 0 || p.Side == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind conditional_loc): hex, side or units not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	side := rules.SideIndex(p.Side)
	dist := make([]int16, b.N)
	for i := range b.N {
		dist[i] = min(b.RetDist[side][i], int16(min(b.Hexes[i].Distance(b.Hexes[h]), 32767)))
	}
	cl := conditionalLOCSlot.Build(b)
	cl.locs = append(cl.locs, unitLOC{units: ids, hex: h, dist: dist})
	b.RuleNote(r, rules.Applied, "special rule %q (%s): %s is a %s LOC only for %s, once in play: they retreat (9.7.7, 9.7.8) and rout (9.6.2) toward the nearest of it and their side's retreat targets, and may Rally there (10.0); it counts for no other purpose", r.ID, r.Title, p.Hex, p.Side, strings.Join(ids, ", "))
}

// retDistOf is the retreat distance table of unit u of side: its side's,
// or the one of a conditional_loc rule naming it.
func retDistOf(b *rules.Board, u, side int) []int16 {
	locs := conditionalLOCs(b)
	for i := range locs {
		for _, id := range locs[i].units {
			if id == b.Units[u].ID {
				return locs[i].dist
			}
		}
	}
	return b.RetDist[side]
}

// unitLocAt reports whether hex h is an extra LOC of unit u (kind
// conditional_loc).
func unitLocAt(b *rules.Board, u int, h int32) bool {
	locs := conditionalLOCs(b)
	for i := range locs {
		for _, id := range locs[i].units {
			if id == b.Units[u].ID && locs[i].hex == h {
				return true
			}
		}
	}
	return false
}

// movementRestriction applies a movement_restriction rule (Slobozia 20
// 4.2, Russian Surprise): until the first Battle is resolved, the side's
// units in the frozen hexes (the Slobozia Bridgehead, where its units north
// of the Danube set up) cannot move at all.
func movementRestriction(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[movementRestrictionParams](b, r)
	var hexes []int32
	for _, code := range p.FrozenHexes {
		h, err := b.Parse(code)
		if err != nil {
			hexes = nil
			break
		}
		hexes = append(hexes, h)
	}
	if len(hexes) == 0 || p.Side != scenario.French && p.Side != scenario.AntiFrench || p.Until != "the first Battle" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind movement_restriction): frozen hexes, side or end %q not usable; not applied by the engine", r.ID, r.Title, p.Until)
		return
	}
	fz := frozenSlot.Build(b)
	fz.hexes = make([]bool, b.N)
	for _, h := range hexes {
		fz.hexes[h] = true
	}
	fz.side, fz.rule = rules.SideIndex(p.Side), r
	mod := ""
	if p.TableModifier != nil && commandTable(b, p.Table) { // special_command_mods.go
		mod = fmt.Sprintf("; the %d modifier applies to the roll on table %q meanwhile (its command_limit rule)", *p.TableModifier, p.Table)
	} else if p.TableModifier != nil {
		mod = fmt.Sprintf("; the %d modifier on table %q is not applied by the engine", *p.TableModifier, p.Table)
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): until the first Battle is resolved, %s units in %s cannot move at all (%s; the Danube is not traced, so units reaching the north side elsewhere are not identified)%s", r.ID, r.Title, p.Side, strings.Join(p.FrozenHexes, ","), p.Frozen, mod)
}

// frozen reports whether unit u cannot move because of a
// movement_restriction rule (Slobozia 20 4.2) before the first Battle.
func frozen(s *rules.State, u int) bool {
	fz := frozenSlot.Of(s.B)
	if fz == nil {
		return false
	}
	us := &s.Units[u]
	return battledWord.Of(s) == 0 && us.Where == rules.AtMap && s.B.Units[u].Side == fz.side && fz.hexes[us.Hex]
}

// citadelBattery checks a citadel_battery rule (Slobozia 20 9.4.4.1, the
// Ottoman Citadel Battery) against the map's garrison in its hex. The
// engine applies the Garrison itself (9.4.4) and the +1 to the strength of
// each unit of its side defending in its hex while it is in play, before
// terrain; its attacks, 16.3 support and Bombardment are not applied.
func citadelBattery(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[citadelParams](b, r)
	n, err := strconv.Atoi(strings.Fields(p.DefenderBonus + " x")[0])
	ok := false
	for _, g := range b.Scenario.Map.Garrisons {
		ok = ok || g.Hex == p.Hex && g.Side == p.Side && p.Strength != nil && g.Strength == *p.Strength
	}
	if err != nil || !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind citadel_battery): no %s garrison of strength %s in %q, or bonus %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.Strength), p.Hex, p.DefenderBonus)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the Battery is the map's %s Garrison of strength %s in %s (9.4.4); while it is in play each %s unit defending in its hex adds %+d to its strength, before terrain; its attack (doubled into an adjacent hex), 16.3 support and Bombardment of %s are not applied by the engine (garrisons do not attack, 9.4.4.1)", r.ID, r.Title, p.Side, intOrEmpty(p.Strength), p.Hex, p.Side, n, p.BombardHex)
}

// citadelParams are a citadel_battery rule's parameters (9.4.4).
type citadelParams struct {
	Side          string `param:"side"`
	Hex           string `param:"hex"`
	Strength      *int   `param:"strength"`
	DefenderBonus string `param:"defender_bonus"` // "+1 to ...": the bonus is its first word
	CanAttack     *bool  `param:"can_attack"`
	AttackDoubled *bool  `param:"attack_doubled"`
	BombardHex    string `param:"bombard_hex"`
}

// citadelBonus is the strength a citadel_battery rule's Battery adds to
// the defenders in its hex while it is in play (Slobozia 20 9.4.4.1).
func citadelBonus(s *rules.State, _ scenario.Rule, x any, c *rules.BattleCtx) int {
	b := s.B
	p := rules.AsParams[citadelParams](x)
	n, err := strconv.Atoi(strings.Fields(p.DefenderBonus + " x")[0])
	h, err2 := b.Parse(p.Hex)
	g := b.Unit("garrison-" + p.Hex)
	if err != nil || err2 != nil || g < 0 || s.Units[g].Where != rules.AtMap || rules.SideName(b.Units[g].Side) != p.Side {
		return 0
	}
	bonus := 0
	for _, d := range c.Def {
		if d != g && s.Units[d].Hex == h && rules.SideName(b.Units[d].Side) == p.Side {
			bonus += n
		}
	}
	return bonus
}

// perimeterRedoubt checks a perimeter_redoubt rule (Slobozia 20 9.4.4.2,
// Slobozia Bridgehead): the Perimeter hexes' zero-strength Garrisons on the
// map are restored, while the Citadel Battery is in play, when the enemy
// units occupying a Perimeter hex are driven out of it by a Battle. The
// Redoubt hexsides' +1 is applied through the map's perimeter_redoubt
// hexsides; their -1 to the retreat distance is not applied.
func perimeterRedoubt(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[perimeterParams](b, r)
	codes := p.Hexes
	for _, code := range codes {
		ok := false
		for _, g := range b.Scenario.Map.Garrisons {
			ok = ok || g.Hex == code && g.Side == p.Side
		}
		if !ok {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind perimeter_redoubt): the map has no %s garrison in %s; not applied by the engine", r.ID, r.Title, p.Side, code)
			return
		}
	}
	battery := citadelHex(b)
	if len(codes) == 0 || battery == "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind perimeter_redoubt): no Perimeter hexes or no Citadel Battery (kind citadel_battery); not applied by the engine", r.ID, r.Title)
		return
	}
	n := 0
	for _, hs := range b.Scenario.Map.Hexsides {
		for _, f := range hs.Features {
			if f == scenario.FeaturePerimeter {
				n++
			}
		}
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the %s Garrison of a Perimeter hex (%s), once destroyed, is restored whenever the enemy units occupying that hex are driven out of it by a Battle (retreat, rout or Break), while the Citadel Battery's Garrison in %s is in play, any number of times; the +1 of the Redoubt hexsides is applied through the map's %s hexsides (the map gives %d) and their -1 to the retreat distance is not applied by the engine",
		r.ID, r.Title, p.Side, strings.Join(codes, ", "), battery, scenario.FeaturePerimeter, n)
}

// citadelHex returns the hex of the scenario's Citadel Battery (kind
// citadel_battery), or "".
func citadelHex(b *rules.Board) string {
	for _, r := range b.Scenario.Special {
		if r.Kind == "citadel_battery" {
			return rules.RuleParams[citadelParams](b, r).Hex
		}
	}
	return ""
}

// perimeterHeld lists the Perimeter hexes (kind perimeter_redoubt) that
// enemy units of a battle occupy before it is fought.
func perimeterHeld(s *rules.State, c *rules.BattleCtx) []int32 {
	b := s.B
	var out []int32
	for _, r := range b.Scenario.Special {
		if r.Kind != "perimeter_redoubt" {
			continue
		}
		p := rules.RuleParams[perimeterParams](b, r)
		for _, code := range p.Hexes {
			h, err := b.Parse(code)
			if err != nil {
				continue
			}
			for _, u := range append(c.Att[:len(c.Att):len(c.Att)], c.Def...) {
				if s.Units[u].Where == rules.AtMap && s.Units[u].Hex == h && rules.SideName(b.Units[u].Side) != p.Side && !b.Units[u].Garrison {
					out = append(out, h)
					break
				}
			}
		}
	}
	return out
}

// afterBattle records that a Battle was fought (movement_restriction) and
// restores the Perimeter Garrisons whose hexes the enemy was driven out
// of (Slobozia 20 9.4.4.2); held lists those hexes before the battle.
func afterBattle(s *rules.State, held []int32, ev *[]rules.Event) {
	battledWord.Set(s, 1)
	b := s.B
	if len(held) == 0 {
		return
	}
	battery := b.Unit("garrison-" + citadelHex(b))
	if battery < 0 || s.Units[battery].Where != rules.AtMap {
		return
	}
	for _, h := range held {
		g := b.Unit("garrison-" + b.Code(h))
		if g < 0 || s.Units[g].Where == rules.AtMap || s.EnemyIn(h, b.Units[g].Side) {
			continue
		}
		s.Place(g, h)
		*ev = append(*ev, rules.Event{Kind: rules.EvGarrison, Unit: b.Units[g].ID, Hex: b.Code(h), Text: "restored: the enemy was driven out of the Perimeter hex (9.4.4.2)"})
	}
}

// turnZeroRule returns the scenario's usable turn_zero rule, if any.
func turnZeroRule(b *rules.Board) (scenario.Rule, bool) {
	m := arrivalMemo(b)
	return m.turnZero, m.turnZeroOK
}

func findTurnZeroRule(b *rules.Board) (scenario.Rule, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "turn_zero" {
			continue
		}
		if p := rules.RuleParams[turnZeroParams](b, r); orEmpty(p.Turn) == "0" && orEmpty(p.BeforeTurn) == strconv.Itoa(b.Scenario.Turns.Start) && p.Phases != "" &&
			strings.HasSuffix(p.Phases, "movement only") && (p.Side == scenario.French || p.Side == scenario.AntiFrench) && table(b, p.Table) != nil {
			return r, true
		}
	}
	return scenario.Rule{}, false
}

// turnZero checks a turn_zero rule (Slobozia 20 4.1, Game Turn 0 and the
// Russian Night March).
func turnZero(b *rules.Board, r scenario.Rule) {
	if _, ok := turnZeroRule(b); !ok {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind turn_zero): turn, side, phases or table not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	p := rules.RuleParams[turnZeroParams](b, r)
	free := rules.OrNone(strings.Join(p.FreeUnits, ","))
	b.RuleNote(r, rules.Applied, "special rule %q (%s): the game begins with Game Turn 0, whose only phase is the %s Movement Phase (its Random Events Phase, if not skipped, comes first); at its start one die on table %q gives the number of %s units that move as in a Day turn: the first that many units to move (not counting %s) do, %s move as Day units, the others under the Night rules (14.0); Force March as usual; then Game Turn %s begins",
		r.ID, r.Title, p.Side, p.Table, p.Side, free, free, orEmpty(p.BeforeTurn))
}

// prepareTurnZero starts the game on Game Turn 0 with the turn_zero side
// phasing (Slobozia 20 4.1).
func prepareTurnZero(s *rules.State) {
	if _, ok := turnZeroRule(s.B); ok && s.Turn == s.B.Scenario.Turns.Start {
		s.Turn, s.Phasing = 0, rules.SideIndex(arrivalMemo(s.B).turnZeroP.Side)
		arrSlot.Mut(s).dayLeft = -1
	}
}

// rollNightMarch rolls at the start of the Game Turn 0 Movement Phase for
// the number of units that move as in a Day turn.
func rollNightMarch(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, ok := turnZeroRule(s.B)
	if !ok || s.Turn != 0 || arrSlot.Of(s).dayLeft >= 0 || d == nil {
		return
	}
	p := arrivalMemo(s.B).turnZeroP
	t := table(s.B, p.Table)
	roll := d.Roll()
	n := -1
	for _, row := range t.Rows {
		if lo, hi := rules.ParseRange(row.Roll); roll >= lo && roll <= hi && len(row.Results) > 0 {
			n, _ = strconv.Atoi(strings.TrimSpace(row.Results[0]))
		}
	}
	arrSlot.Mut(s).dayLeft = int16(max(n, 0))
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Roll: roll, Text: fmt.Sprintf("%s: %d unit(s) move as in a Day turn (%s)", r.Title, arrSlot.Of(s).dayLeft, r.ID)})
}

// nightMarch reports whether unit u moves under the Night rules on Game
// Turn 0: every unit once the Day moves rolled for are used, except the
// free units.
func nightMarch(s *rules.State, u int) bool {
	if s.Turn != 0 || arrSlot.Of(s).dayLeft < 0 {
		return false
	}
	_, ok := turnZeroRule(s.B)
	if !ok || slices.Contains(arrivalMemo(s.B).turnZeroP.FreeUnits, s.B.Units[u].ID) {
		return false
	}
	return arrSlot.Of(s).dayLeft == 0
}

// nightMarchMoved uses one Day move when a unit that is not free moves on
// Game Turn 0.
func nightMarchMoved(s *rules.State, before *rules.State, o rules.Order) {
	mv, ok := o.(rules.Move)
	if !ok || s.Turn != 0 || arrSlot.Of(s).dayLeft <= 0 {
		return
	}
	_, ok = turnZeroRule(s.B)
	if u := s.B.Unit(mv.Unit); ok && u >= 0 && !slices.Contains(arrivalMemo(s.B).turnZeroP.FreeUnits, mv.Unit) && before.Units[u].Status&rules.StMoved == 0 {
		arrSlot.Mut(s).dayLeft--
	}
}

// endTurnZero ends Game Turn 0 after its Movement Phase: the other phases
// and the other side's player turn are skipped (Slobozia 20 4.1). It
// reports whether it did.
func endTurnZero(s *rules.State, ev *[]rules.Event) bool {
	r, ok := turnZeroRule(s.B)
	if !ok || s.Turn != 0 {
		return false
	}
	s.ForcedMarch, s.BattleRolled, s.BattlesDeclared, s.BattleList = false, false, false, nil
	s.NoMove = [2]bool{}
	s.Turn, s.Phasing, s.Phase = s.B.Scenario.Turns.Start, rules.SideIndex(s.B.Scenario.FirstPlayer), rules.PhaseEvents
	arrSlot.Mut(s).dayLeft = -1
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: arrivalMemo(s.B).turnZeroP.Side, Text: fmt.Sprintf("%s: Game Turn 0 ends; Game Turn %d begins (%s)", r.Title, s.Turn, r.ID)})
	return true
}

// setupSteps checks a setup_steps rule (Slobozia 20 3.0, Set-up steps)
// against the scenario's deployment zones, which the Set-up Phase applies
// (deploy.go): each hex list a step gives must be its zone's; a zone
// described only in words has no hex, so its units cannot set up.
func setupSteps(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[setupStepsParams](b, r)
	steps := map[string][]string{"ottoman_b_hexes": p.OttomanBHexes, "russian_b_hexes": p.RussianBHexes, "russian_c_hexes": p.RussianCHexes}
	var listed, words []string
	for _, z := range b.Scenario.Deployment {
		prefix := map[string]string{scenario.French: "ottoman", scenario.AntiFrench: "russian"}[z.Side]
		key := prefix + "_" + strings.ToLower(z.Step) + "_hexes"
		if v, ok := steps[key]; ok && len(v) > 0 && strings.Join(v, ",") != strings.Join(z.Hexes, ",") {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind setup_steps): step %s hexes %q differ from deployment zone %q; not applied by the engine", r.ID, r.Title, key, strings.Join(v, ","), z.ID)
			return
		}
		switch {
		case len(z.Hexes) > 0 || b.Scenario.Area(z).Located:
			listed = append(listed, z.ID)
		case len(z.StackWith) > 0:
			listed = append(listed, z.ID+" (stacked with a unit of "+strings.Join(z.StackWith, ", ")+")")
		case z.Turn == 0:
			words = append(words, z.ID)
		}
	}
	if len(listed) == 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind setup_steps): no deployment zone lists hexes; not applied by the engine", r.ID, r.Title)
		return
	}
	redoubts := "the Redoubts placed in step A are not applied by the engine"
	if gw, n, _ := b.GarrisonZones(scenario.AntiFrench); n > 0 && (p.RussianARedoubts == nil || *p.RussianARedoubts == n) { // deploy_garrison.go
		redoubts = "step A: " + gw
	}
	if len(words) > 0 {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied through the Set-up Phase's deployment zones %s (3.0); zones %s are described only in words and have no hex, so units that can set up only there are left out of play; the steps' conditions on unit types are not applied by the engine; %s", r.ID, r.Title, strings.Join(listed, ", "), strings.Join(words, ", "), redoubts)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): applied through the Set-up Phase's deployment zones %s (3.0); the steps' conditions on unit types are not applied by the engine; %s", r.ID, r.Title, strings.Join(listed, ", "), redoubts)
}

// soultState is the changing state of the event_reinforcement rules
// (Talavera 20 11.6 Soult's March, 11.7 Craufurd Approaches).
type soultState struct {
	marches  uint8 // Soult's March events counted: 1 = in the Plasencia box, 2+ = on the record or in play
	bonus    int8  // modifier to the next arrival rolls of the side's Movement Phase
	craufurd uint8 // 0 not yet, 1 rolling each turn, 2 done (arrived, removed or event ignored)
	recordOn int32 // 1 + the turn the march's units were first placed on the turn record; 0 before
}

// marchRule returns the event_reinforcement rule of a march (with a box
// and a delay, Soult's March) and the one that checks it (Craufurd
// Approaches), if usable.
func marchRules(b *rules.Board) (march, check scenario.Rule, okMarch, okCheck bool) {
	m := arrivalMemo(b)
	return m.march, m.check, m.marchOK, m.checkOK
}

func findMarchRules(b *rules.Board) (march, check scenario.Rule, okMarch, okCheck bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_reinforcement" {
			continue
		}
		p := rules.RuleParams[eventReinforcementParams](b, r)
		if p.CardTitle == "" || table(b, p.Table) == nil || len(p.Units) == 0 {
			continue
		}
		if p.Delay != nil && p.Box != "" && !okMarch {
			march, okMarch = r, true
		}
	}
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_reinforcement" {
			continue
		}
		if p := rules.RuleParams[eventReinforcementParams](b, r); okMarch && p.Checks == march.ID && p.CardTitle != "" && table(b, p.Table) != nil && len(p.Units) == 1 {
			check, okCheck = r, true
		}
	}
	return
}

// eventReinforcement checks an event_reinforcement rule and notes how it
// is applied.
func eventReinforcement(b *rules.Board, r scenario.Rule) {
	march, check, okMarch, okCheck := marchRules(b)
	p := rules.RuleParams[eventReinforcementParams](b, r)
	for _, id := range p.Units {
		if u := scenarioUnit(b, id); u == nil || u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != p.EntryArea {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_reinforcement): unit %q is not placed to arrive by event through entry area %q; not applied by the engine", r.ID, r.Title, id, p.EntryArea)
			return
		}
	}
	card, st := "the card is not in the scenario's deck, so it never occurs", rules.PartlyApplied
	if idx, missing := deckCards(b, p.CardTitle); len(missing) == 0 && len(idx) > 0 {
		card, st = "card "+b.Scenario.Deck.Cards[idx[0]].Ref(), rules.Applied
	}
	switch {
	case okMarch && r.ID == march.ID:
		b.RuleNote(r, st, "special rule %q (%s): when the %q event occurs (%s): the first time %s go to the %s box; the second time they are placed %s turns ahead, and from the French Movement Phase of that turn each rolls on table %q at the start of each French Movement Phase until it arrives through entry area %s; each later time adds +1 to those rolls in the next French Movement Phase only (summed if it occurs more than once before it)",
			r.ID, r.Title, p.CardTitle, card, strings.Join(p.Units, ","), p.Box, intOrEmpty(p.Delay), p.Table, p.EntryArea)
	case okCheck && r.ID == check.ID:
		side := scenarioUnit(b, p.Units[0]).Side
		mp := rules.RuleParams[eventReinforcementParams](b, march)
		unit := p.Units[0]
		b.RuleNote(r, st, "special rule %q (%s): the first time the %q event occurs (%s), and again at the start of each later %s Movement Phase until %s arrives or is removed: if a unit of %s (not a Leader) is on the map, %s is removed and the event ignored; if they are on the turn record they return to the %s box, and if in the box they are set aside, and %s is removed; otherwise %s rolls on table %q and arrives this turn through entry area %s on its arrival result; no Morale changes",
			r.ID, r.Title, p.CardTitle, card, side, unit, strings.Join(mp.Units, ","), unit, mp.Box, unit, unit, p.Table, p.EntryArea)
	default:
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_reinforcement): card title, table, delay or the rule it checks not usable; not applied by the engine", r.ID, r.Title)
	}
}

// marchCard applies the event_reinforcement rules when a card is drawn
// (Talavera 20 11.6, 11.7).
func marchCard(s *rules.State, card *scenario.Card, d rules.Dice, ev *[]rules.Event) {
	eventArrivalCard(s, card, ev)
	march, check, okMarch, okCheck := marchRules(s.B)
	if okMarch && strings.EqualFold(card.Title, rules.RuleParams[eventReinforcementParams](s.B, march).CardTitle) {
		soultsMarch(s, march, ev)
	}
	if okCheck && strings.EqualFold(card.Title, rules.RuleParams[eventReinforcementParams](s.B, check).CardTitle) && arrSlot.Of(s).soult.craufurd == 0 {
		arrSlot.Mut(s).soult.craufurd = 1
		craufurdCheck(s, march, check, d, ev)
	}
}

// soultsMarch counts a Soult's March event (11.6).
func soultsMarch(s *rules.State, r scenario.Rule, ev *[]rules.Event) {
	b := s.B
	p := rules.RuleParams[eventReinforcementParams](b, r)
	st := &arrSlot.Mut(s).soult
	st.marches = min(st.marches+1, 3)
	switch st.marches {
	case 1:
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: %s go to the %s box (%s)", r.Title, strings.Join(p.Units, ","), p.Box, r.ID)})
	case 2:
		delay := orZero(p.Delay)
		for _, id := range p.Units {
			if u := b.Unit(id); u >= 0 && s.Units[u].Where == rules.AtPending {
				s.Units[u].Arrive = s.Turn + delay
				s.Units[u].Status &^= rules.StRolled
			}
		}
		if st.recordOn == 0 {
			st.recordOn = int32(s.Turn + 1)
		}
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: %s placed on turn %d of the record (%s)", r.Title, strings.Join(p.Units, ","), s.Turn+delay, r.ID)})
	default:
		st.bonus++
		*ev = append(*ev, rules.Event{Kind: rules.EvReinforce, Text: fmt.Sprintf("%s: +1 to the arrival rolls of the next French Movement Phase (%s)", r.Title, r.ID)})
	}
}

// marchState is where the march rule's units are: 0 set aside, 1 in the
// box, 2 on the turn record, 3 a unit (not a Leader) on the map.
func marchState(s *rules.State, r scenario.Rule) int {
	for _, id := range rules.RuleParams[eventReinforcementParams](s.B, r).Units {
		if u := s.B.Unit(id); u >= 0 && s.Units[u].Where == rules.AtMap && !s.B.Units[u].Leader {
			return 3
		}
	}
	return int(min(arrSlot.Of(s).soult.marches, 2))
}

// craufurdCheck is the Craufurd Approaches procedure (11.7).
func craufurdCheck(s *rules.State, march, check scenario.Rule, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	cp, mp := rules.RuleParams[eventReinforcementParams](b, check), rules.RuleParams[eventReinforcementParams](b, march)
	c := b.Unit(strings.Join(cp.Units, ","))
	if c < 0 {
		return
	}
	removeCraufurd := func(why string) {
		s.Remove(c, rules.AtEliminated)
		arrSlot.Mut(s).soult.craufurd = 2
		*ev = append(*ev, rules.Event{Kind: rules.EvRemove, Unit: b.Units[c].ID, Text: fmt.Sprintf("%s: %s (%s)", check.Title, why, check.ID)})
	}
	switch marchState(s, march) {
	case 3:
		removeCraufurd("a 2nd Corps unit is on the map: the event is ignored and Craufurd removed")
		return
	case 2:
		for _, id := range mp.Units {
			if u := b.Unit(id); u >= 0 && s.Units[u].Where == rules.AtPending {
				s.Units[u].Arrive, s.Units[u].Status = 1<<30, s.Units[u].Status&^rules.StRolled
			}
		}
		arrSlot.Mut(s).soult.marches = 1
		removeCraufurd("the 2nd Corps returns to the " + mp.Box + " box and Craufurd is removed")
		return
	case 1:
		arrSlot.Mut(s).soult.marches = 0
		removeCraufurd("the 2nd Corps is set aside and Craufurd is removed")
		return
	}
	if d == nil {
		return
	}
	roll := d.Roll()
	out, _, ok := rules.VariableOutcome(table(b, cp.Table), s.Turn, roll)
	if ok && out == "arrive" {
		s.Units[c].Arrive = s.Turn
		arrSlot.Mut(s).soult.craufurd = 2
	} else {
		s.Units[c].Arrive = s.Turn + 1
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvVariable, Unit: b.Units[c].ID, Roll: roll, Text: fmt.Sprintf("%s (%s, 11.7)", map[bool]string{true: "arrive", false: "delayed"}[ok && out == "arrive"], cp.Table)})
}

// rollEventReinforcements rolls at the start of a Movement Phase for the
// march units on the record (French) and for Craufurd (Allied).
func rollEventReinforcements(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	march, check, okMarch, okCheck := marchRules(s.B)
	if !okMarch || d == nil {
		return
	}
	b := s.B
	mp := rules.RuleParams[eventReinforcementParams](b, march)
	if arrSlot.Of(s).soult.marches >= 2 {
		t := table(b, mp.Table)
		for _, id := range mp.Units {
			u := b.Unit(id)
			if u < 0 || b.Units[u].Side != s.Phasing || s.Units[u].Where != rules.AtPending || s.Units[u].Arrive > s.Turn || s.Units[u].Status&rules.StRolled != 0 {
				continue
			}
			roll := d.Roll()
			out, _, ok := rules.VariableOutcome(t, s.Turn, min(roll+int(arrSlot.Of(s).soult.bonus), 6))
			if ok && out == "arrive" {
				s.Units[u].Status |= rules.StRolled
			} else {
				s.Units[u].Arrive = s.Turn + 1
			}
			*ev = append(*ev, rules.Event{Kind: rules.EvVariable, Unit: id, Roll: roll, Text: fmt.Sprintf("%s, modifier %+d (%s, 11.6)", map[bool]string{true: "arrive", false: "delayed"}[ok && out == "arrive"], arrSlot.Of(s).soult.bonus, t.ID)})
		}
	}
	if u := b.Unit(mp.Units[0]); u >= 0 && b.Units[u].Side == s.Phasing {
		arrSlot.Mut(s).soult.bonus = 0 // the next Movement Phase of the march's side only
	}
	if okCheck && arrSlot.Of(s).soult.craufurd == 1 {
		if c := b.Unit(strings.Join(rules.RuleParams[eventReinforcementParams](b, check).Units, ",")); c >= 0 && b.Units[c].Side == s.Phasing && s.Units[c].Where == rules.AtPending && s.Units[c].Arrive <= s.Turn {
			craufurdCheck(s, march, check, d, ev)
		}
	}
}

// eventArrival checks an event_arrival rule (Bailén 20 11.7, French
// Reinforcements: Frere may enter by Area Z only after the Resistir en
// Andalucía event). The arrival roll that 6.11 starts on that event is not
// printed, so the unit never enters; when the event first occurs after the
// side ordered its Organized Retreat, the unit is removed from the game.
func eventArrival(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[eventArrivalParams](b, r)
	u := scenarioUnit(b, p.Unit)
	n, err := strconv.Atoi(p.Card)
	if u == nil || err != nil || u.Placement.Kind != scenario.PlaceEvent || u.Placement.EntryArea != p.EntryArea {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrival): unit %q or card %q not usable; not applied by the engine", r.ID, r.Title, p.Unit, p.Card)
		return
	}
	if _, missing := deckCards(b, strconv.Itoa(n)); len(missing) > 0 {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind event_arrival): card #%d is not in the scenario's deck; not applied by the engine", r.ID, r.Title, n)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): %s does not enter play: the arrival roll begun by card #%d (6.11) is not printed, so its entry by area %s after that event is not applied by the engine; when card #%d is first drawn after the %s Organized Retreat was authorized, %s is removed from the game (6.11)", r.ID, r.Title, p.Unit, n, p.EntryArea, n, u.Side, p.Unit)
}

// eventArrivalCard removes an event_arrival unit when its card is drawn
// after its side authorized the Organized Retreat (Bailén 20 6.11).
func eventArrivalCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	b := s.B
	for _, r := range b.Scenario.Special {
		if r.Kind != "event_arrival" {
			continue
		}
		p := rules.RuleParams[eventArrivalParams](b, r)
		if p.Card != strconv.Itoa(card.Number) {
			continue
		}
		u := b.Unit(p.Unit)
		if u < 0 || s.Units[u].Where != rules.AtPending || rules.RetreatSlot.Of(s).Retreat[b.Units[u].Side] != rules.RetreatAuthorized {
			continue
		}
		s.Remove(u, rules.AtEliminated)
		*ev = append(*ev, rules.Event{Kind: rules.EvRemove, Unit: b.Units[u].ID, Text: fmt.Sprintf("%s: card #%d after the Organized Retreat: removed from the game (6.11, %s)", r.Title, card.Number, r.ID)})
	}
}

// marchTrigger reports whether an organized_retreat rule is authorized by
// the march of an event_reinforcement rule reaching the turn record
// (Talavera 20 12.8, Escape to Lisbon: from the turn the 2nd Corps is
// placed on the Game Turn record).
func marchTrigger(b *rules.Board, triggerRule string) bool {
	march, _, ok, _ := marchRules(b)
	return ok && triggerRule == march.ID
}

// cadreUnits applies the side's cadre_restriction rule (the first usable
// one) to its units: only the listed units become cadres or break down
// (16.6), and only the listed cadres are used (16.5.2).
func cadreUnits(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[cadreParams](b, r)
	side := rules.SideIndex(p.Side)
	if first, ok := cadreRuleFor(b, side); !ok || first.ID != r.ID {
		return
	}
	for u := range b.Units {
		info := &b.Units[u]
		if info.Side != side {
			continue
		}
		info.NoCadre = !slices.Contains(p.EligibleUnits, info.ID)
		info.NotCadre = !slices.Contains(p.Cadres, info.ID)
	}
}

// eventArrivalsParams are an event_arrivals rule's parameters.
type eventArrivalsParams struct {
	Areas map[string]string `param:"*"` // each unit's entry area, by unit id
}

// variableArrivalParams are a variable_arrival rule's parameters.
type variableArrivalParams struct {
	Side          string          `param:"side"`
	Unit          string          `param:"unit"`
	Table         string          `param:"table"`
	EntryArea     string          `param:"entry_area"`
	FromTurn      *scenario.Range `param:"from_turn"`
	Group         *bool           `param:"group"` // the units arrive together
	MovementBonus *int            `param:"movement_bonus"`
}

// optionalReinforcementParams are an optional_reinforcement rule's parameters.
type optionalReinforcementParams struct {
	Unit           string          `param:"unit"`
	Table          string          `param:"table"`
	EntryArea      string          `param:"entry_area"`
	FromTurn       *scenario.Range `param:"from_turn"`
	StartingMorale *int            `param:"starting_morale"`
	ArrivalMorale  *int            `param:"arrival_morale"`
}

// redoubtMarkerParams are a redoubt_marker rule's parameters.
type redoubtMarkerParams struct {
	Side             string   `param:"side"`
	Hex              string   `param:"hex"`
	FrenchHexes      []string `param:"french_hexes"`
	GarrisonStrength *int     `param:"garrison_strength"`
	AntiFrenchCount  *int     `param:"anti-french_count"` // placed during set-up
	AntiFrenchZone   string   `param:"anti-french_zone"`
}

// orderOfMarchParams are an order_of_march rule's parameters.
type orderOfMarchParams struct {
	Areas map[string]string `param:"*"` // each side's entry area, by side
}

// hiddenSetupParams are a hidden_setup rule's parameters.
type hiddenSetupParams struct {
	Sides           []string `param:"sides"`
	WithoutFogOfWar string   `param:"without_fog_of_war"`
}

// hiddenDeploymentParams are a hidden_deployment rule's parameters.
type hiddenDeploymentParams struct {
	Sides []string `param:"sides"`
}

// variableReinforcementParams are a variable_reinforcement rule's parameters.
type variableReinforcementParams struct {
	Units     []string `param:"units"`
	Table     string   `param:"table"`
	EntryArea string   `param:"entry_area"`
}

// conditionalLOCParams are a conditional_loc rule's parameters.
type conditionalLOCParams struct {
	Side  string   `param:"side"`
	Hex   string   `param:"hex"`
	Units []string `param:"units"`
}

// movementRestrictionParams are a movement_restriction rule's parameters.
type movementRestrictionParams struct {
	Side          string   `param:"side"`
	FrozenHexes   []string `param:"frozen_hexes"` // whose units may not move
	Frozen        string   `param:"frozen"`       // the units, in words
	Until         string   `param:"until"`        // the event that ends it
	Table         string   `param:"table"`
	TableModifier *int     `param:"table_modifier"`
}

// perimeterParams are a perimeter_redoubt rule's parameters.
type perimeterParams struct {
	Side                  string   `param:"side"`
	Hexes                 []string `param:"hexes"` // the Perimeter hexes
	Combat                *int     `param:"combat"`
	Retreat               *int     `param:"retreat"`
	Condition             string   `param:"condition"`
	GarrisonRestoredWhile string   `param:"garrison_restored_while"`
}

// turnZeroParams are a turn_zero rule's parameters.
type turnZeroParams struct {
	Side           string          `param:"side"`
	Turn           *scenario.Range `param:"turn"`
	BeforeTurn     *scenario.Range `param:"before_turn"`
	Table          string          `param:"table"`
	FreeUnits      []string        `param:"free_units"`
	Label          string          `param:"label"`
	Phases         string          `param:"phases"`
	Others         string          `param:"others"`
	GameTurnMarker string          `param:"game_turn_marker"`
}

// setupStepsParams are a setup_steps rule's parameters.
type setupStepsParams struct { // the hex lists the Set-up Phase's zones must match (3.0)
	OttomanBHexes    []string `param:"ottoman_b_hexes"`
	RussianBHexes    []string `param:"russian_b_hexes"`
	RussianCHexes    []string `param:"russian_c_hexes"`
	RussianARedoubts *int     `param:"russian_a_redoubts"` // the Garrison markers of Russian step A
}

// eventReinforcementParams are an event_reinforcement rule's parameters.
type eventReinforcementParams struct {
	CardTitle string   `param:"card_title"`
	Units     []string `param:"units"`
	Table     string   `param:"table"`
	EntryArea string   `param:"entry_area"`
	Box       string   `param:"box"`    // the holding box the units wait in
	Delay     *int     `param:"delay"`  // Game Turns between the card and the roll
	Checks    string   `param:"checks"` // the event_reinforcement rule this one depends on
}

// eventArrivalParams are an event_arrival rule's parameters.
type eventArrivalParams struct {
	Unit      string `param:"unit"`
	Card      string `param:"card"`
	EntryArea string `param:"entry_area"`
}

// cadreParams are a cadre_restriction rule's parameters.
type cadreParams struct {
	Side                  string   `param:"side"`
	Cadres                []string `param:"cadres"`
	EligibleUnits         []string `param:"eligible_units"`
	IrregularCadres       []string `param:"irregular_cadres"`
	CampaignOnlyCadres    []string `param:"campaign_only_cadres"`
	IrregularCadresInPlay *bool    `param:"irregular_cadres_in_play"`
}
