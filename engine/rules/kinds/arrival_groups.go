// Group reinforcements (Bailén 20 11.6 and 17.1, Spanish Reinforcements;
// kind variable_arrival with group): the group's roll at the start of the
// Movement Phase, its entry area and Movement Allowance bonus.

package kinds

import (
	"fmt"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
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

// groupSlot holds the group's state in play.
var groupSlot = rules.NewStateSlot[groupState]()

func init() { rules.BindAtFirstUse(bindArrivalGroups) }

// bindArrivalGroups binds the game hooks of a group variable_arrival rule
// (Bailén 20 11.6), active only on a board with a variable_arrival rule:
// its roll at the start of the Movement Phase (after Game Turn 0's Night
// March, turn_zero_night_march.go, and before Soult's March), its members'
// entry area and Movement Allowance bonus, and the area fixed when the
// first of them enters.
func bindArrivalGroups() {
	rules.BindGame("variable_arrival", 30, rules.GameHooks{
		Active: withRule("variable_arrival"),
		Phase: rules.PhaseHooks{
			rules.OnOrder:         func(s *rules.State, e rules.PhaseStep) bool { groupEntered(s, e.Before); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollGroup(s, e.Dice, e.Events); return false },
		},
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags { return f.Plus(groupBonus(s, u)) },
		Arrival: rules.ArrivalHooks{
			rules.ArrivalArea:      func(s *rules.State, u int) (string, bool) { return groupEntry(s, u), true },
			rules.ArrivalWithGroup: func(s *rules.State, u int) (string, bool) { return "", groupVariable(s, u) },
		},
		ZoneRolled: groupZone,
	})
}

// groupRule returns the scenario's usable group variable_arrival rule and
// the entry areas its table allows on a turn, by result; ok is false
// without one.
func groupRule(b *rules.Board) (r scenario.Rule, t *scenario.Table, ok bool) {
	m := arrivalMemo(b)
	return m.group, m.groupTable, m.groupOK
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

// groupVariable reports whether unit u is a variable reinforcement that
// rolls with its group (Bailén 20 11.6), not on its own (11.0).
func groupVariable(s *rules.State, u int) bool {
	if s.B.Units[u].Placement.Kind != scenario.PlaceVariable {
		return false
	}
	r, _, ok := groupRule(s.B)
	return ok && inGroup(s, u, r)
}

// rollGroup rolls for the phasing side's reinforcement group at the start
// of its Movement Phase (Bailén 20 11.6).
func rollGroup(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, t, ok := groupRule(s.B)
	if !ok || groupParams(s.B, r).Side != rules.SideName(s.Phasing) || groupSlot.Of(s).area != 0 || d == nil {
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
		groupSlot.Mut(s).on, groupSlot.Mut(s).areas = int32(s.Turn+1), areaNumber(s.B, strings.Join(areas, ","))
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
	if int(groupSlot.Of(s).on) != s.Turn+1 || groupSlot.Of(s).area != 0 || groupSlot.Of(s).areas == 0 {
		return area
	}
	if r, _, ok := groupRule(s.B); !ok || !inGroup(s, u, r) {
		return area
	}
	return areaName(s.B, groupSlot.Of(s).areas)
}

// groupBonus is the Movement Allowance bonus of a group member on the
// turn its group's roll succeeds (Bailén 20 11.6: +1).
func groupBonus(s *rules.State, u int) int {
	if int(groupSlot.Of(s).on) != s.Turn+1 || s.Units[u].Where != rules.AtPending {
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
	if int(groupSlot.Of(s).on) != s.Turn+1 || groupSlot.Of(s).area != 0 {
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
		for _, a := range strings.Split(areaName(s.B, groupSlot.Of(s).areas)+","+before.Area(u), ",") {
			for _, e := range s.B.Entry[a] {
				if e == h && groupSlot.Of(s).area == 0 {
					groupSlot.Mut(s).area = areaNumber(s.B, a) // an entry area: numbered
				}
			}
		}
		for k := range s.Units {
			if inGroup(s, k, r) {
				s.SetArea(k, areaName(s.B, groupSlot.Of(s).area))
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
