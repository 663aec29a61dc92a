package scenario

import "strconv"

// The checks of the kinds the engine applies through the scenario's units:
// a leader's state through its counter (leader_state), a list of Special
// Troops through the units' traits (special_units).
func init() {
	kindChecks["leader_state"] = checkLeaderState
	kindChecks["special_units"] = checkSpecialUnits
}

// checkLeaderState: a leader_state rule is applied through the leader's
// counter set up in its state (Bussaco 20 5.1: Masséna Indisposed in
// Cordiera, 1211), or as the exchange of its two counters on an unmodified
// roll of the side's Corps activation (Bussaco 20 16.9.2, Masséna's
// Apathy). It says why not as the engine's note does.
func checkLeaderState(s *Scenario, _ *ChartSet, r Rule) (string, string) {
	if r.Params.Str("engaged") == "" {
		return leaderSetUp(s, r.Params.Str("unit"), r.Params.Str("hex"))
	}
	for _, k := range []string{"engaged", "indisposed"} {
		if s.unit(r.Params.Str(k)) == nil {
			return k, "the rule swaps two counters of the scenario's units (16.9.2): set " + k + " to the leader's " + k + " counter"
		}
	}
	if !hasDieRoll(r.Params.List("engage_on")) {
		return "engage_on", "give the unmodified die rolls (1-6) that swap in the engaged counter, e.g. \"5,6\" (Bussaco 20 5.1)"
	}
	side := s.unit(r.Params.Str("indisposed")).Side
	if !hasCorpsActivation(s, side) {
		return "indisposed", "the counters swap on the unmodified roll of the " + side + " side's Corps activation (Bussaco 20 5.1): add a command_limit rule of side " + side + " with corps and table"
	}
	return "", ""
}

// leaderSetUp checks that leader id is set up in hex code with the
// Movement Allowance and Command Span of its state (Bussaco 20 5.1).
func leaderSetUp(s *Scenario, id, code string) (string, string) {
	u := s.unit(id)
	switch {
	case u == nil:
		return "unit", "the rule sets up a leader's counter in its state (Bussaco 20 5.1): set unit to a unit of the scenario"
	case code == "":
		return "hex", "give the hex " + id + " is set up in (Bussaco 20 5.1)"
	case u.Placement.Kind != PlaceSetup || u.Placement.Hex != code:
		return "hex", "unit " + id + " is not set up in hex " + code + ": set it up there (placement: setup, hex: " + strconv.Quote(code) + ")"
	case u.Movement == nil:
		return "unit", "unit " + id + " has no Movement Allowance: give it the state's (0 for Masséna Indisposed, Bussaco 20 5.1)"
	case u.CommandSpan == nil:
		return "unit", "unit " + id + " has no Command Span: give it the state's (0 for Masséna Indisposed, Bussaco 20 16.9.2)"
	}
	return "", ""
}

// hasDieRoll reports whether rolls hold a die roll, 1 to 6.
func hasDieRoll(rolls []string) bool {
	for _, x := range rolls {
		if n, err := strconv.Atoi(x); err == nil && n >= 1 && n <= 6 {
			return true
		}
	}
	return false
}

// hasCorpsActivation reports whether the scenario rolls for the Corps
// activation of side: a command_limit rule of the side with corps and a
// table (Bussaco 20 5.1).
func hasCorpsActivation(s *Scenario, side string) bool {
	for _, x := range s.Special {
		if x.Kind == "command_limit" && x.Params.Str("corps") != "" && x.Params.Str("side") == side && x.Params.Str("table") != "" {
			return true
		}
	}
	return false
}

// specialTroops are the groups of a special_units rule that name units by
// id, each with the trait that makes a unit one of them (16.7.x).
var specialTroops = []struct{ param, trait, what string }{
	{"irregular", TraitIrregular, "Irregular (16.7.7)"},
	{"road_bound", TraitRoadBound, "road-bound (16.7.6)"},
	{"unsteady", TraitUnreliable, "Unsteady (16.7.4)"},
	{"light", TraitLight, "Light Infantry (16.7.2)"},
}

// checkSpecialUnits: a special_units rule (the scenario's list of Special
// Troops, 16.7) is applied through the traits of the units it names, as
// the counters print them; a unit it names without the trait is not one
// of them to the engine, nor are the Swiss Mercenaries (16.7.8, which the
// engine does not model) or units described in words. A name that is no
// unit is the parameter's own error (special-param-ref).
func checkSpecialUnits(s *Scenario, _ *ChartSet, r Rule) (string, string) {
	applied := false
	for _, g := range specialTroops {
		for _, id := range r.Params.List(g.param) {
			switch u := s.unit(id); {
			case u == nil:
			case !hasTrait(u, g.trait):
				return g.param, "unit " + id + " named as " + g.what + " lacks the trait " + g.trait + ": add " + g.trait + " to the unit's traits"
			default:
				applied = true
			}
		}
	}
	if applied {
		return "", ""
	}
	name := "irregular"
	if r.Params.Str("light") != "" {
		name = "light"
	}
	return name, "the engine applies the rule through the units it names by id (irregular, road_bound, unsteady, light) that carry the trait, and it names none; it has no Swiss Mercenary rule (16.7.8)"
}
