package scenario

import (
	"slices"
	"strconv"
	"strings"
)

// kindChecks are the kinds' checks of a rule's values against the scenario,
// for the kinds whose rules the engine applies only with values it models
// (a Guard unit's exception, the map's Garrison in the hex, the sides'
// names). Each returns the parameter at fault and why the engine does not
// apply the rule, or "" when it does. loadKinds sets them as KindSpec.Check;
// the validator warns with them (special-value).
var kindChecks = map[string]func(s *Scenario, cs *ChartSet, r Rule) (param, why string){
	"guard_exception": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		if r.Params.Str("garde_recule") != "false" {
			return "garde_recule", "the engine plays the exception from Le Garde Recule only: garde_recule false"
		}
		return "", ""
	},
	"rally_restriction": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, k := range []string{"morale_bonus", "partial_rally", "split"} {
			if r.Params.Str(k) == "false" {
				return "", ""
			}
		}
		return "morale_bonus", "no restriction is given: set morale_bonus, partial_rally or split to false"
	},
	"hidden_deployment": bothSides,
	"hidden_setup":      bothSides,
	"no_truce": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		if !strings.Contains(r.Params["after"], "organized retreat") {
			return "after", "the engine models one event: after \"organized retreat\" (the side's Organized Retreat is authorized)"
		}
		return "", ""
	},
	"side_names": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, sd := range s.Sides {
			if want := r.Params.Str(sd.ID); want == "" || !strings.EqualFold(want, sd.Name) {
				return sd.ID, "the scenario names the " + sd.ID + " side " + strconv.Quote(sd.Name)
			}
		}
		return "", ""
	},
	"side_only_terrain": func(s *Scenario, cs *ChartSet, r Rule) (string, string) {
		id, ok := s.Map.Terrain.Get(r.Params.Str("hex"))
		if !ok || id == "" {
			id = s.Map.DefaultTerrain
		}
		t := cs.TerrainType(r.Params.Str("terrain"))
		if t == nil || !t.Fortified || id != r.Params.Str("terrain") {
			return "terrain", "the engine needs the hex's own terrain on the map, a Fortified terrain type of the chart set"
		}
		return "", ""
	},
	"order_of_march": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, side := range []string{French, AntiFrench} {
			area := r.Params[side]
			if area == "" {
				return side, "the rule gives each side's entry area"
			}
			for _, u := range s.Units {
				switch {
				case u.Side != side:
				case u.Placement.Kind == PlaceArrive && u.Placement.EntryArea != area:
					return side, "every unit of the side arrives by its area in order of march (11.2), and " + u.ID + " arrives by area " + strconv.Quote(u.Placement.EntryArea)
				case u.Placement.Kind == PlaceSetup || u.Placement.Kind == PlaceDeploy:
					return side, "no unit is deployed at the start, and " + u.ID + " is"
				}
			}
		}
		return "", ""
	},
	"citadel_battery": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		if !hasGarrison(s, r.Params.Str("hex"), r.Params.Str("side"), r.Params.Str("strength")) {
			return "hex", "the battery is the map's Garrison (map.garrisons) of its side and strength in its hex, and the map has none"
		}
		if _, err := strconv.Atoi(strings.Fields(r.Params["defender_bonus"] + " x")[0]); err != nil {
			return "defender_bonus", "the engine reads the bonus from the number it starts with, e.g. \"+1 to a unit defending in its hex\""
		}
		return "", ""
	},
	"redoubt_marker": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		type want struct{ side, param string }
		var wants []want
		if r.Params["hex"] != "" {
			wants = append(wants, want{r.Params["side"], "hex"})
		}
		for _, side := range []string{French, AntiFrench} {
			if r.Params[side+"_hexes"] != "" {
				wants = append(wants, want{side, side + "_hexes"})
			}
		}
		for _, w := range wants {
			for _, code := range strings.Split(r.Params[w.param], ",") {
				if code = strings.TrimSpace(code); !hasGarrison(s, code, w.side, r.Params["garrison_strength"]) {
					return w.param, "each Redoubt is the map's Garrison (map.garrisons) of its side and garrison_strength in its hex, and " + code + " has none"
				}
			}
		}
		return "", ""
	},
	"perimeter_redoubt": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, code := range r.Params.List("hexes") {
			if !hasGarrison(s, code, r.Params.Str("side"), "") {
				return "hexes", "each Perimeter hex has the map's Garrison (map.garrisons) of the side, and " + code + " has none"
			}
		}
		for _, x := range s.Special {
			if x.Kind == "citadel_battery" {
				return "", ""
			}
		}
		return "hexes", "the Perimeter's Garrisons are restored while the Citadel Battery is in play, and no citadel_battery rule gives it"
	},
	"flotilla": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		fn := "," + strings.ReplaceAll(r.Params["functions"], " ", "") + ","
		switch {
		case r.Params["uses_per_turn"] != "1":
			return "uses_per_turn", "the engine plays one use per Game Turn: uses_per_turn 1"
		case r.Params["support_value"] != "+1":
			return "support_value", "the engine plays a support of +1: support_value \"+1\""
		case !strings.Contains(fn, ",support_attack,") || !strings.Contains(fn, ",support_defense,"):
			return "functions", "the engine plays the flotilla's support: functions support_attack and support_defense"
		}
		for _, u := range s.Units {
			if u.ID == r.Params["unit"] && u.Placement.Kind != PlaceNotUsed {
				return "", ""
			}
		}
		return "unit", "the flotilla's counter is a unit of the scenario set aside (not not_used)"
	},
	"leader_wounded": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, t := range s.Tables {
			if t.ID != r.Params.Str("table") {
				continue
			}
			for _, row := range t.Rows {
				if len(row.Results) > 0 && strings.Contains(strings.ToLower(row.Results[0]), "eliminated") {
					return "", ""
				}
			}
		}
		return "table", "the leader is eliminated on the rolls of the table's \"eliminated\" row, and the table has none"
	},
	"terrain_combat": func(_ *Scenario, cs *ChartSet, r Rule) (string, string) {
		if cs.HexsideType(r.Params.Str("feature")) == nil {
			return "feature", "the engine changes the combat effect of a hexside feature of the chart set (minor_river, ...)"
		}
		return "", ""
	},
	"terrain_rules": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		terr := strings.Split(r.Params["terrain"], ",")
		switch {
		case len(terr) != 2 || strings.TrimSpace(terr[0]) != TerrainWideMajorRiver || strings.TrimSpace(terr[1]) != TerrainIslet:
			return "terrain", "the engine models the Wide Major River and its islets (6.10): terrain \"" + TerrainWideMajorRiver + "," + TerrainIslet + "\""
		case r.Params["wide_major_river_zoc"] != "none into or out of":
			return "wide_major_river_zoc", "the engine models no ZOC into or out of the river: \"none into or out of\""
		case r.Params["islet_zoc"] != "contiguous islet hexes only":
			return "islet_zoc", "the engine models an islet's ZOC into contiguous islets only: \"contiguous islet hexes only\""
		}
		return "", ""
	},
	"movement_limit": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		if m := r.Params.Str("needs_map"); m != "" {
			return "needs_map", "the rule needs the " + m + ", which the scenario's map data does not give"
		}
		return "", ""
	},
	"movement_restriction": func(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
		if r.Params["until"] != "the first Battle" {
			return "until", "the engine models one end: until \"the first Battle\" is resolved"
		}
		return "", ""
	},
	"zoc_exception": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		if r.Params["applies_to"] != "British infantry" {
			return "applies_to", "the engine models the units of Talavera 20's Precarious Sentries: applies_to \"British infantry\""
		}
		elo, ehi := r.Params.Range("ends")
		slo, shi := r.Params.Range("stops")
		if !(elo >= 1 && ehi >= elo && slo == 1 && shi >= ehi && shi <= 6) {
			return "stops", "the rolls that stop movement start at 1 and include those that end it"
		}
		return "", ""
	},
	"turn_zero": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		p := r.Params
		switch {
		case p["turn"] != "0":
			return "turn", "the engine plays a Game Turn 0: turn 0"
		case p["before_turn"] != strconv.Itoa(s.Turns.Start):
			return "before_turn", "Game Turn 0 precedes the scenario's first turn, " + strconv.Itoa(s.Turns.Start)
		case !strings.HasSuffix(p["phases"], "movement only"):
			return "phases", "the engine plays a Game Turn 0 of movement only: phases ending \"movement only\""
		case p["side"] != French && p["side"] != AntiFrench:
			return "side", "the side that moves in Game Turn 0"
		}
		for _, t := range s.Tables {
			if t.ID == p["table"] {
				return "", ""
			}
		}
		return "table", "the table rolled in Game Turn 0"
	},
	"event_arrival": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		if name, why := placedBy(s, r.Params.Str("unit"), PlaceEvent, "", r.Params.Str("entry_area")); name != "" {
			return "unit", why
		}
		if _, err := r.Params.Int("card"); err != nil {
			return "card", "the engine finds the card by its number"
		}
		return "", ""
	},
	"event_arrivals": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, id := range sortedKeys(r.Params) {
			if name, why := placedBy(s, id, PlaceEvent, "", r.Params.Str(id)); name != "" {
				return id, why
			}
		}
		return "", ""
	},
	"event_reinforcement": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, id := range r.Params.List("units") {
			if name, why := placedBy(s, id, PlaceEvent, "", r.Params.Str("entry_area")); name != "" {
				return "units", why
			}
		}
		return "", ""
	},
	"variable_reinforcement": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		for _, id := range r.Params.List("units") {
			if name, why := placedBy(s, id, PlaceVariable, r.Params.Str("table"), r.Params.Str("entry_area")); name != "" {
				return "units", why
			}
		}
		return "", ""
	},
	"optional_reinforcement": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		if name, why := placedBy(s, r.Params.Str("unit"), PlaceVariable, r.Params.Str("table"), "*"); name != "" {
			return "unit", why
		}
		if r.Number == "" {
			return "unit", "the request is the optional rule of the rule's number, and the rule has none (rule:)"
		}
		return "", ""
	},
	"variable_arrival": func(s *Scenario, _ *ChartSet, r Rule) (string, string) {
		p := r.Params
		if p.Str("unit") != "" {
			u := s.unit(p.Str("unit"))
			if u == nil || u.Placement.Kind != PlaceVariable || u.Placement.Table != p["table"] || strconv.Itoa(u.Placement.Turn) != p["from_turn"] {
				return "unit", "the unit is placed as a variable reinforcement (placement: variable) rolled on this table from from_turn"
			}
			return "", ""
		}
		from, _ := p.Int("from_turn")
		for _, z := range s.Deployment {
			if z.Turn == from && z.Side == p["side"] {
				return "", ""
			}
		}
		for _, u := range s.Units {
			if u.Side == p["side"] && u.Placement.Kind == PlaceVariable && u.Placement.Table == p["table"] && u.Placement.Turn == from {
				return "", ""
			}
		}
		return "side", "without unit, the rule rolls for the side's units of the Game Turn box from_turn (set up there, or variable reinforcements on the table), and there are none"
	},
}

// bothSides is the check of the hidden set-up kinds: the engine hides the
// units of both sides.
func bothSides(_ *Scenario, _ *ChartSet, r Rule) (string, string) {
	if v := r.Params["sides"]; v != "french,anti-french" && v != "anti-french,french" {
		return "sides", "the engine hides both sides' units: sides \"french,anti-french\""
	}
	return "", ""
}

// hasGarrison reports whether the map has a Garrison of side in hex code,
// of the given strength unless strength is "".
func hasGarrison(s *Scenario, code, side, strength string) bool {
	for _, g := range s.Map.Garrisons {
		if g.Hex == code && g.Side == side && (strength == "" || strconv.Itoa(g.Strength) == strength) {
			return true
		}
	}
	return false
}

// checkValues warns about a rule whose values the engine does not apply
// (KindSpec.Check).
func (c *checker) checkValues(k *KindSpec, r Rule, p, obj, rule string) {
	if k.Check == nil || c.cs == nil {
		return
	}
	if name, why := k.Check(c.s, c.cs, r); name != "" {
		c.add(Warning, "special-value", rule, p+".params."+name, obj, why,
			"the engine does not apply this %s rule with %s %q", k.Name, name, r.Params.Str(name))
	}
}

// placedBy checks that unit id is placed with kind (and the table, unless
// ""; and the entry area, unless "*") the rule expects: "" when it is, else
// the unit id and why.
func placedBy(s *Scenario, id, kind, table, area string) (string, string) {
	u := s.unit(id)
	if u == nil || u.Placement.Kind != kind || table != "" && u.Placement.Table != table || area != "*" && u.Placement.EntryArea != area {
		what := "an event reinforcement (placement: event)"
		if kind == PlaceVariable {
			what = "a variable reinforcement (placement: variable) rolled on table " + strconv.Quote(table)
		}
		if area != "*" {
			what += " entering by area " + strconv.Quote(area)
		}
		return id, "the engine brings in " + id + " as " + what + ", which its placement does not say"
	}
	return "", ""
}

// unit is the scenario's unit id, or nil.
func (s *Scenario) unit(id string) *Unit {
	for i := range s.Units {
		if s.Units[i].ID == id {
			return &s.Units[i]
		}
	}
	return nil
}

// sortedKeys are a rule's parameter names, sorted.
func sortedKeys(a Args) []string {
	out := make([]string, 0, len(a))
	for k := range a {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
