package scenario

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// GapKind names what kind of data a scenario still lacks for play.
type GapKind string

// Gap kinds, in the order CheckCompleteness lists them.
const (
	GapEntryArea  GapKind = "entry-area"  // an entry area a unit or rule uses has no hexes (11.0)
	GapMapFeature GapKind = "map-feature" // hexsides or a river a special rule or set-up zone needs
	GapLOC        GapKind = "loc"         // a side has no LOC hex (9.7.7, 9.7.8, 10.0)
	GapUnits      GapKind = "units"       // a side has no units (3.0)
	GapUnitValues GapKind = "unit-values" // counters without their printed values (2.0)
	GapVictory    GapKind = "victory"     // no victory condition the engine can evaluate (15.0)
	GapDeck       GapKind = "deck"        // no Random Events deck (5.0)
	GapGameLength GapKind = "game-length" // the last Game Turn is not given (4.0)
	GapTerrain    GapKind = "terrain"     // hexes without terrain (9.4)
)

// Gap is one piece of data a scenario lacks for the game its rulebook
// describes: what is missing, the rule that needs it, the units and
// special rules it keeps out of play, and how to fill it in. Blocks is
// true when a game played without it is a different game (a reinforcement
// that can never enter, a set-up zone that spills over a river): adc play
// and adc balance refuse such a scenario unless told to play it anyway.
type Gap struct {
	Kind   GapKind  `json:"kind"`
	Rule   string   `json:"rule"`            // the rule number that needs the data
	Path   string   `json:"path"`            // where the data goes in the file (YAML path), e.g. map.entry_areas[0].hexes
	Object string   `json:"object"`          // what lacks it, e.g. entry area "A"
	What   string   `json:"what"`            // what is missing, one clause
	Stops  []string `json:"stops,omitempty"` // the units and special rules it keeps from play ("unit fr-x", "special rule y"), sorted
	Fill   string   `json:"fill"`            // how to fill it in
	Blocks bool     `json:"blocks"`
}

// String is the gap as one line: object, what is missing, rule, what it
// stops.
func (g Gap) String() string {
	var sb strings.Builder
	fmt.Fprintf(&sb, "%s: %s [rule %s]", g.Object, g.What, g.Rule)
	if len(g.Stops) > 0 {
		fmt.Fprintf(&sb, "; stops %s", strings.Join(g.Stops, ", "))
	}
	return sb.String()
}

// Assumption is a value the scenario file supplies that its rulebook does
// not print, with the rulebook's words it rests on: an entry area whose
// hexes are the whole map edge the rulebook names (Bailén 20 [11.6] "Entry
// Area A on the west edge of the map"). Every report states it.
type Assumption struct {
	Path   string `json:"path"`   // e.g. map.entry_areas[0]
	Object string `json:"object"` // e.g. entry area "A"
	Text   string `json:"text"`   // what is assumed
	Source string `json:"source"` // the rulebook's words and rule number
}

// String is the assumption as one line.
func (a Assumption) String() string {
	return fmt.Sprintf("%s: %s (source: %s)", a.Object, a.Text, a.Source)
}

// Completeness is what CheckCompleteness finds: the gaps, the assumptions
// made in their place, and how much of the map's terrain is traced.
type Completeness struct {
	Gaps        []Gap        `json:"gaps"`
	Assumptions []Assumption `json:"assumptions,omitempty"`
	// KnownHexes of Hexes have a terrain (every hex when the map has a
	// default terrain).
	KnownHexes int `json:"known_hexes"`
	Hexes      int `json:"hexes"`
}

// Playable reports whether no gap blocks play.
func (c Completeness) Playable() bool { return len(c.Blocking()) == 0 }

// Blocking lists the gaps that make a played game a different game.
func (c Completeness) Blocking() []Gap {
	var out []Gap
	for _, g := range c.Gaps {
		if g.Blocks {
			out = append(out, g)
		}
	}
	return out
}

// GapCount says how many gaps stop play: "1 gap stops play", "3 gaps
// stop play".
func GapCount(n int) string {
	if n == 1 {
		return "1 gap stops play"
	}
	return strconv.Itoa(n) + " gaps stop play"
}

// Traced reports whether every hex of the map has a terrain.
func (c Completeness) Traced() bool { return c.KnownHexes >= c.Hexes }

// FirstLine is the line every result of a game on the scenario starts
// with (adc play, adc balance, the editor's Play window): that the
// scenario is incomplete and the result describes a different game, and
// how much of the map is traced; "" for a complete scenario on a traced
// map.
func (c Completeness) FirstLine() string {
	var parts []string
	if n := len(c.Blocking()); n > 0 {
		parts = append(parts, fmt.Sprintf("INCOMPLETE SCENARIO: this describes a different game from the rulebook's (%s, listed under \"Gaps\")", GapCount(n)))
	}
	if t := c.TerrainLine(); t != "" {
		if len(parts) == 0 {
			t = strings.ToUpper(t[:1]) + t[1:]
		}
		parts = append(parts, t)
	}
	return strings.Join(parts, "; ")
}

// TerrainLine is the sentence every result of a game on a partly traced
// map starts with ("on the map as traced: 1 of 209 hexes known"), or ""
// when the map is traced.
func (c Completeness) TerrainLine() string {
	if c.Traced() {
		return ""
	}
	return fmt.Sprintf("on the map as traced: %d of %d hexes known (the others are played as clear terrain, 9.4)", c.KnownHexes, c.Hexes)
}

// CheckCompleteness lists what the scenario still lacks for play, each gap
// with its rule, what it stops and how to fill it, in the order of
// GapKind, then file order. It reads only the scenario: a campaign's games
// are checked one by one. A scenario played on borrowed counters (Borrow)
// is checked as it is played: a unit whose Borrow lends its values is not
// a gap.
//
//	c := scenario.CheckCompleteness(s)
//	if !c.Playable() {
//		for _, g := range c.Blocking() {
//			fmt.Println(g, "—", g.Fill)
//		}
//	}
func CheckCompleteness(s *Scenario) Completeness {
	var c Completeness
	c.entryAreaGaps(s)
	c.mapFeatureGaps(s)
	c.locGaps(s)
	c.sideUnitGaps(s)
	c.unitGaps(s)
	c.formationAssumptions(s)
	c.victoryGaps(s)
	c.deckGaps(s)
	if s.Turns.End == 0 && s.Campaign == nil {
		c.Gaps = append(c.Gaps, Gap{Kind: GapGameLength, Rule: "4.0", Path: "turns.end", Object: "turns",
			What: "the last Game Turn is not given", Fill: "enter the last Game Turn from the turn track (turns.end); adc play and adc balance take --end-turn meanwhile"})
	}
	c.terrain(s)
	return c
}

// usesOfAreas maps each entry area id to what uses it: units (arriving
// through it, or set up in a turn box that enters through it), events and
// special rules whose parameters name it.
func usesOfAreas(s *Scenario) map[string][]string {
	uses := map[string][]string{}
	add := func(id, who string) {
		if id != "" && !slices.Contains(uses[id], who) {
			uses[id] = append(uses[id], who)
		}
	}
	zoneArea := map[string]string{}
	for _, z := range s.Deployment {
		if z.EntryArea != "" {
			zoneArea[z.ID] = z.EntryArea
		}
	}
	for _, u := range s.Units {
		p := u.Placement
		switch p.Kind {
		case PlaceArrive, PlaceVariable, PlaceEvent:
			add(p.EntryArea, "unit "+u.ID)
		case PlaceDeploy:
			for _, z := range p.Zones {
				add(zoneArea[z], "unit "+u.ID)
			}
		}
	}
	for _, cd := range s.Deck.Cards {
		for _, ev := range cd.Events {
			for _, ef := range ev.Effects {
				if ef.EntryArea == "" {
					continue
				}
				if len(ef.Units) == 0 {
					add(ef.EntryArea, "card "+cd.Ref())
				}
				for _, u := range ef.Units {
					add(ef.EntryArea, "unit "+u)
				}
			}
		}
	}
	for _, r := range s.Special {
		k, ok := Kind(r.Kind)
		if !ok {
			continue
		}
		for name, v := range r.Params {
			t := -1
			if p, ok := k.Param(name); ok {
				t = int(p.Type)
			} else if k.Keys != nil {
				t = int(k.Keys.Value)
			}
			switch ParamType(t) {
			case ZoneParam:
				add(strings.TrimSpace(v), "special rule "+r.ID)
			case ZoneList:
				for _, id := range strings.Split(v, ",") {
					add(strings.TrimSpace(id), "special rule "+r.ID)
				}
			}
		}
	}
	for id := range uses {
		slices.Sort(uses[id])
	}
	return uses
}

// entryAreaGaps: an entry area without hexes that a unit or rule uses
// keeps those units off the map (11.0); one nothing uses is no gap. An
// area whose hexes are an assumption is recorded as one.
func (c *Completeness) entryAreaGaps(s *Scenario) {
	uses := usesOfAreas(s)
	for i, a := range s.Map.EntryAreas {
		path := "map.entry_areas[" + strconv.Itoa(i) + "]"
		obj := fmt.Sprintf("entry area %q", a.ID)
		if len(a.Hexes) > 0 {
			if a.Assumed != "" {
				edge := ""
				if a.Edge != "" {
					edge = " (the whole " + a.Edge + " edge)"
				}
				c.Assumptions = append(c.Assumptions, Assumption{Path: path, Object: obj,
					Text: fmt.Sprintf("its hexes %s%s are assumed: the rulebook names the map edge, not the hexes", hexSpan(a.Hexes), edge), Source: a.Assumed})
			}
			continue
		}
		if len(uses[a.ID]) == 0 {
			continue
		}
		fill := "trace the area's map-edge hexes (the editor's tracing tools, or list them under " + path + ".hexes)"
		if a.Note != "" {
			fill += "; the rulebook says: " + a.Note
		}
		if a.Edge != "" {
			fill += "; it lies on the " + a.Edge + " edge"
		}
		c.Gaps = append(c.Gaps, Gap{Kind: GapEntryArea, Rule: "11.0", Path: path + ".hexes", Object: obj,
			What: "has no hexes: its reinforcements can never enter the map", Stops: uses[a.ID], Fill: fill, Blocks: true})
	}
}

// formationAssumptions records the units whose Corps is an assumption
// (Unit.FormationAssumed): the units of one Corps assumed on the same
// source are one assumption, in file order.
func (c *Completeness) formationAssumptions(s *Scenario) {
	type key struct{ formation, source string }
	var keys []key
	units := map[key][]string{}
	first := map[key]int{}
	for i, u := range s.Units {
		if u.FormationAssumed == "" || u.Formation == "" {
			continue
		}
		k := key{u.Formation, u.FormationAssumed}
		if _, ok := units[k]; !ok {
			keys = append(keys, k)
			first[k] = i
		}
		units[k] = append(units[k], u.ID)
	}
	for _, k := range keys {
		ids := units[k]
		obj, its := "unit "+strconv.Quote(ids[0]), "its"
		if len(ids) > 1 {
			obj, its = "units "+strings.Join(ids, ", "), "their"
		}
		c.Assumptions = append(c.Assumptions, Assumption{Path: "units[" + strconv.Itoa(first[k]) + "].formation", Object: obj,
			Text: fmt.Sprintf("%s Corps, the %s, is assumed", its, k.formation), Source: k.source})
	}
}

// hexSpan writes a hex list short: "0101-0116" style ends with a count.
func hexSpan(hexes []string) string {
	if len(hexes) <= 4 {
		return strings.Join(hexes, ", ")
	}
	return fmt.Sprintf("%s … %s (%d hexes)", hexes[0], hexes[len(hexes)-1], len(hexes))
}

// mapFeatureGaps: a special rule that needs map data the scenario does
// not give (kind movement_limit's needs_map), and a set-up zone kept to
// one side of a river the map does not trace (3.0): without the river the
// zone would be the whole range on both banks.
func (c *Completeness) mapFeatureGaps(s *Scenario) {
	for i, r := range s.Special {
		need := r.Params.Str("needs_map")
		if need == "" {
			continue
		}
		rule := r.Number
		if rule == "" {
			rule = "6.0"
		}
		c.Gaps = append(c.Gaps, Gap{Kind: GapMapFeature, Rule: rule, Path: "special_rules[" + strconv.Itoa(i) + "]",
			Object: fmt.Sprintf("special rule %q (%s)", r.ID, r.Title), What: "needs the " + need + ", which the map does not give",
			Stops: []string{"special rule " + r.ID}, Fill: "trace the " + need + " as hexsides (map.hexsides, the editor's hexside tool), then remove needs_map", Blocks: true})
	}
	zoneUnits := map[string][]string{}
	for _, u := range s.Units {
		if u.Placement.Kind == PlaceDeploy {
			for _, z := range u.Placement.Zones {
				zoneUnits[z] = append(zoneUnits[z], "unit "+u.ID)
			}
		}
	}
	var rivers []string
	stops := map[string][]string{}
	path := map[string]string{}
	for i, z := range s.Deployment {
		for _, r := range s.Area(z).Untraced {
			if _, ok := stops[r]; !ok {
				rivers = append(rivers, r)
				path[r] = "deployment[" + strconv.Itoa(i) + "].same_side"
			}
			stops[r] = append(stops[r], "deployment zone "+z.ID)
			stops[r] = append(stops[r], zoneUnits[z.ID]...)
			if g := z.Garrisons; g != nil {
				stops[r] = append(stops[r], fmt.Sprintf("the %d %s marker(s) of deployment zone %s", g.Count, orWord(g.Name, "Garrison"), z.ID))
			}
		}
	}
	for _, r := range rivers {
		st := stops[r]
		slices.Sort(st)
		c.Gaps = append(c.Gaps, Gap{Kind: GapMapFeature, Rule: "3.0", Path: path[r], Object: fmt.Sprintf("river %q", r),
			What: "is not traced: the set-up zones kept to one side of it cannot be computed", Stops: slices.Compact(st),
			Fill: fmt.Sprintf("trace the %s (hexsides named %q, or the hexes of the river terrain its same_side names) with the editor's tracing tools", r, r), Blocks: true})
	}
}

// locGaps: a side without LOC hexes retreats with no direction (9.7.7),
// never breaks at a LOC (9.7.8) and has nowhere to place Rallied units
// (10.0).
func (c *Completeness) locGaps(s *Scenario) {
	if s.Campaign != nil && len(s.Units) == 0 {
		return
	}
	has := map[string]bool{}
	for _, l := range s.Map.LOCs {
		has[l.Side] = true
	}
	for _, side := range []string{French, AntiFrench} {
		if has[side] {
			continue
		}
		c.Gaps = append(c.Gaps, Gap{Kind: GapLOC, Rule: "9.7.7", Path: "map.locs", Object: "side " + side,
			What:  "has no LOC hex: its retreats have no direction, never break at a LOC (9.7.8), and Rallied units have no hex (10.0)",
			Stops: []string{"rule 9.7.7", "rule 9.7.8", "rule 10.0"}, Fill: "list the side's LOC hexes under map.locs (the exclusive rules or the printed map give them)", Blocks: true})
	}
}

// sideUnitGaps: a side with no units in its order of battle has nothing
// to set up (3.0) and nothing to play with: every game would be over
// before it began.
func (c *Completeness) sideUnitGaps(s *Scenario) {
	if s.Campaign != nil && len(s.Units) == 0 {
		return
	}
	has := map[string]bool{}
	for _, u := range s.Units {
		if u.Placement.Kind != PlaceNotUsed {
			has[u.Side] = true
		}
	}
	for _, side := range []string{French, AntiFrench} {
		if has[side] {
			continue
		}
		c.Gaps = append(c.Gaps, Gap{Kind: GapUnits, Rule: "3.0", Path: "units", Object: "side " + side,
			What: "has no units: there is nothing to set up or play with",
			Fill: "add the side's units from the scenario's order of battle, with their printed values and set-up hexes", Blocks: true})
	}
}

// unitGaps: counters without their printed values. A unit that would be
// in play cannot be played at all (the engine refuses it); a set-aside
// counter or Remnant (cadre) is never brought into play, which changes
// the game only when one is needed, so it does not block.
func (c *Completeness) unitGaps(s *Scenario) {
	var blocking, aside []string
	for _, u := range s.Units {
		if u.Type == TypeLeader || u.Type == TypeDummy || (u.Strength != nil && u.Movement != nil) {
			continue
		}
		if s.Borrow != nil && u.Borrow != nil {
			continue // ApplyBorrow fills them for play
		}
		switch {
		case u.Placement.Kind == PlaceNotUsed:
		case u.Placement.Kind == PlaceSetAside || u.Type == TypeCadre:
			aside = append(aside, "unit "+u.ID)
		case u.Placement.Kind == PlaceUnknown:
		default:
			blocking = append(blocking, "unit "+u.ID)
		}
	}
	if len(blocking) > 0 {
		c.Gaps = append(c.Gaps, Gap{Kind: GapUnitValues, Rule: "2.0", Path: "units", Object: "units",
			What: "lack their Combat Strength or Movement Allowance", Stops: blocking, Fill: "enter the values printed on the counters", Blocks: true})
	}
	if len(aside) > 0 {
		c.Gaps = append(c.Gaps, Gap{Kind: GapUnitValues, Rule: "2.0", Path: "units", Object: "set-aside units",
			What: "lack their printed values: they are never brought into play", Stops: aside, Fill: "enter the values printed on the counters"})
	}
}

// victoryGaps: a game whose every victory condition is words only can end
// only in a draw (15.0).
func (c *Completeness) victoryGaps(s *Scenario) {
	if s.Campaign != nil {
		return
	}
	var words []string
	evaluated := false
	for i, v := range s.Victory {
		switch v.Kind {
		case VictoryCustom:
			words = append(words, "victory["+strconv.Itoa(i)+"]")
		case "":
		default:
			evaluated = true
		}
	}
	if !evaluated {
		c.Gaps = append(c.Gaps, Gap{Kind: GapVictory, Rule: "15.0", Path: "victory", Object: "victory conditions",
			What: "none the engine can evaluate: every game would be a draw", Stops: words,
			Fill: "give each condition a kind (morale_zero, morale_higher, unit_exit) and its tests", Blocks: true})
	}
}

// deckGaps: the Random Events Phase draws a card every turn (5.0); with
// no deck nothing is drawn. That is listed but does not block: the rest of
// the game is the rulebook's, and a small test battle may have no events.
func (c *Completeness) deckGaps(s *Scenario) {
	if s.Campaign != nil {
		return
	}
	if n := len(s.Deck.Cards); n > 0 {
		top := 0
		for _, cd := range s.Deck.Cards {
			top = max(top, cd.Number)
		}
		if top > n {
			c.Gaps = append(c.Gaps, Gap{Kind: GapDeck, Rule: "5.0", Path: "deck.cards", Object: "deck",
				What: fmt.Sprintf("lists %d of the cards numbered up to #%d: the Draw Pile runs out early and no event is drawn until the night reshuffle", n, top),
				Fill: "list every card of the scenario's deck with its number, colour and effects"})
		}
		return
	}
	c.Gaps = append(c.Gaps, Gap{Kind: GapDeck, Rule: "5.0", Path: "deck.cards", Object: "deck",
		What: "has no cards: the Random Events Phase draws nothing", Fill: "list the scenario's event cards with their numbers, colours and effects"})
}

// terrain counts the hexes with a terrain; untraced terrain is a gap
// that does not block (every result says it in its first line instead).
func (c *Completeness) terrain(s *Scenario) {
	g := s.Grid()
	c.Hexes = s.Map.Columns * s.Map.Rows
	if s.Map.DefaultTerrain != "" || c.Hexes <= 0 {
		c.KnownHexes = c.Hexes
		return
	}
	if s.Map.Terrain != nil {
		for code := range s.Map.Terrain.All() {
			if h, err := g.Numbering.Parse(code); err == nil && g.Contains(h) {
				c.KnownHexes++
			}
		}
	}
	if c.KnownHexes < c.Hexes {
		c.Gaps = append(c.Gaps, Gap{Kind: GapTerrain, Rule: "9.4", Path: "map.terrain", Object: "map",
			What: fmt.Sprintf("terrain traced in %d of %d hexes: the others play as clear", c.KnownHexes, c.Hexes),
			Fill: "trace the printed map's terrain with the editor's tracing tools, or set map.default_terrain"})
	}
}
