package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// rallyRowsKnown reports whether the Rally Table has rows to roll on.
func (b *Board) rallyRowsKnown() bool {
	return b.Charts.Rally != nil && len(b.Charts.Rally.Rows) > 0
}

// noteRally records where the Rally Table rows come from (10.0): none
// (Rally is refused) or rows a chart set reconstructs (not known).
func (b *Board) noteRally() {
	t := b.Charts.Rally
	if t == nil || len(t.Rows) == 0 {
		b.Note("Rally Table rows are not given by chart set %q: Rally attempts (10.0) cannot be resolved and are refused", b.Charts.ID)
		return
	}
	if rows, ok := RallyRowsReconstructed(t); ok {
		b.Note("Rally Table rows are not stated in a rulebook; chart set %q reconstructs them (%s): %s", b.Charts.ID, t.Source, rows)
	}
}

// RallyRowsReconstructed reports whether any row of a Rally Table is not
// marked known, with the rows written out ("≤1 Elim, 2-3 -, ...").
func RallyRowsReconstructed(t *scenario.Table) (string, bool) {
	if t == nil {
		return "", false
	}
	guess := false
	var parts []string
	for _, r := range t.Rows {
		guess = guess || !r.Known
		parts = append(parts, r.Roll+" "+strings.Join(r.Results, "/"))
	}
	return strings.Join(parts, ", "), guess
}

// RollRange reads a table row's roll: "3", "2-3", and the open-ended
// "≤1", "<=1", "1-" (that value or less) and "5+", "≥5", ">=5" (that value
// or more).
func RollRange(s string) (int, int) {
	const open = 1 << 30
	s = strings.TrimSpace(s)
	num := func(x string) int {
		v, _ := strconv.Atoi(strings.TrimSpace(x))
		return v
	}
	for _, p := range []string{"≤", "<="} {
		if r, ok := strings.CutPrefix(s, p); ok {
			return -open, num(r)
		}
	}
	for _, p := range []string{"≥", ">="} {
		if r, ok := strings.CutPrefix(s, p); ok {
			return num(r), open
		}
	}
	if r, ok := strings.CutSuffix(s, "+"); ok {
		return num(r), open
	}
	if r, ok := strings.CutSuffix(s, "-"); ok && !strings.HasPrefix(s, "-") {
		return -open, num(r)
	}
	return ParseRange(s)
}

// tableResult returns the first result of the row of t that a modified
// roll falls in. A roll beyond every row counts as the nearest row's
// bound, so "1" and "5-6" rows also cover modified rolls of 0 and 7.
func tableResult(t *scenario.Table, v int) string {
	if t == nil || len(t.Rows) == 0 {
		return ""
	}
	lo, hi := 1<<30, -(1 << 30)
	for _, row := range t.Rows {
		a, z := RollRange(row.Roll)
		lo, hi = min(lo, a), max(hi, z)
	}
	if lo <= hi {
		v = min(max(v, lo), hi)
	}
	for _, row := range t.Rows {
		a, z := RollRange(row.Roll)
		if v >= a && v <= z && len(row.Results) > 0 {
			return row.Results[0]
		}
	}
	return ""
}

// isCadreResult reports whether a Rally Table result is the partial rally
// ("Cadre?" in Wallachia 20 16.5.1, "Remnant?" in España 20 16.5).
func isCadreResult(r string) bool {
	switch r {
	case "Cadre?", "Remnant?", "Remnants?":
		return true
	}
	return false
}

// checkRally validates a Rally (10.0): Night Operations, Broken units of
// the phasing side, a Rally Table with rows, and a placement hex for each
// unit: an empty own LOC hex or, with 16.4, a Rally hex or a hex with or
// next to a leader the side is "Rallying on" (16.9.8).
func (s *State) checkRally(o Rally, c *Checked) (*Checked, error) {
	b := s.B
	if s.Phase != PhaseNight {
		return nil, Illegal("10.0", "Rally happens in Night Operations (10.0, 14.0)")
	}
	if !b.rallyRowsKnown() {
		return nil, Illegal("10.0", "the Rally Table rows are not given by chart set %q; enter them from the player-aid mat (10.0)", b.Charts.ID)
	}
	if len(o.Hexes) != len(o.Units) {
		return nil, Illegal("10.0", "give one placement hex per rallying unit (10.0)")
	}
	if n := s.rallyCost(); o.SpendMorale && s.Morale[s.Phasing] < n {
		return nil, Illegal("12.2.2", "not enough Morale to spend on the Rally (%d needed, 12.2.2)", n)
	}
	used := map[int32]bool{}
	for i, id := range o.Units {
		u, err := s.UnitOf(id)
		if err != nil {
			return nil, err
		}
		info := &b.Units[u]
		if info.Side != s.Phasing || s.Units[u].Where != AtBroken {
			return nil, Illegal("10.0", "%q is not a Broken unit of the phasing side (10.0)", id)
		}
		if info.Cadre {
			return nil, Illegal("16.5.2", "cadre %q cannot be rallied (16.5.2)", id)
		}
		if info.NoRally != nil { // set by a Units hook
			return nil, Illegal(info.NoRally.Rule, "%s", info.NoRally.Reason)
		}
		if s.Units[u].Status&stRallyTried != 0 {
			return nil, Illegal("10.0", "%q has already tried to rally this night: one Rally roll per unit on each occasion (10.0)", id)
		}
		if s.Units[u].Status&stBrokenDown != 0 {
			return nil, Illegal("16.6.1", "%q was broken down and cannot be rallied (16.6.1)", id)
		}
		h, err := b.Parse(o.Hexes[i])
		if err != nil {
			return nil, err
		}
		if used[h] || s.UnitAt(h) >= 0 || s.EnemyIn(h, info.Side) {
			return nil, Illegal("10.0", "rally hex %s is not empty (10.0)", o.Hexes[i])
		}
		if !isIn(b.loc[info.Side], h) && !s.locAt(u, info.Side, h, true) /* LOCAt GameHooks */ && !(b.Optional("16.4") && s.RallyHex(h, info.Side)) && !s.rallyOnHex(h, info.Side) {
			return nil, Illegal("10.0", "%s is neither an own LOC hex nor a Rally hex (10.0, 16.4, 16.9.8)", o.Hexes[i])
		}
		used[h] = true
		c.rally = append(c.rally, u)
		c.rallyTo = append(c.rallyTo, h)
	}
	return c, nil
}

// RallyHex implements 16.4: an empty Town, Fortified, Redoubt or own
// Objective hex, at least 4 hexes from the nearest enemy unit and closer to
// the nearest own LOC than that enemy is, with a path to the closest LOC
// free of enemy units and their neighbours and of uncrossable Major Rivers.
func (s *State) RallyHex(h int32, side int) bool {
	b := s.B
	natural := b.builtUp[h] || s.FortFor(h, side) // Fortified GameHooks
	for _, o := range b.objs[side] {
		natural = natural || o.hex == h
	}
	if !natural || len(b.loc[side]) == 0 {
		return false
	}
	hh := b.Hexes[h]
	nearest := 1 << 30
	for u, info := range b.Units {
		if info.Side != side && s.Units[u].Where == AtMap && !info.Leader {
			nearest = min(nearest, hh.Distance(b.Hexes[s.Units[u].Hex]))
		}
	}
	if nearest < 4 || int(b.locDist[side][h]) >= nearest {
		return false
	}
	// Breadth-first search to any own LOC hex through safe hexes.
	seen := make([]bool, b.N)
	q := []int32{h}
	seen[h] = true
	for len(q) > 0 {
		x := q[0]
		q = q[1:]
		if isIn(b.loc[side], x) {
			return true
		}
		for d := 0; d < 6; d++ {
			n := b.Neighbours[x][d]
			if n < 0 || seen[n] || b.prohibited[n] || b.HexsideFlags[x][d]&sideProhibited != 0 {
				continue
			}
			if s.EnemyIn(n, side) || s.adjacentEnemy(n, side) {
				continue
			}
			seen[n] = true
			q = append(q, n)
		}
	}
	return false
}

// rally rolls on the Rally Table for each unit (10.0, 12.2.2, 16.5.1).
func (s *State) rally(c *Checked, spend bool, d Dice, ev *[]Event) error {
	b := s.B
	pre := s.Morale                               // scenario modifiers compare Morale before spending (hooks.go)
	for k := 0; spend && k < s.rallyCost(); k++ { // RallyCost hooks (hooks.go)
		if err := s.spend(s.Phasing, MoraleRallySpending, ev); err != nil {
			return err
		}
	}
	t := b.Charts.Rally
	for i, u := range c.rally {
		info := &b.Units[u]
		r := d.Roll()
		s.Units[u].Status |= stRallyTried
		mod := 0
		if spend && !info.NoMoraleBonus { // set by a Units hook
			mod++
		}
		if info.Elite {
			mod++
		}
		mod += s.rallyRoll(u, pre, spend) // Rally GameHooks, the rules' own first
		res := tableResult(t, r+mod)
		*ev = append(*ev, Event{Kind: EvRally, Unit: info.ID, Roll: r, Text: fmt.Sprintf("modified %d: %s (rally 10.0)", r+mod, res)})
		switch res {
		case "Rally":
			s.Place(u, c.rallyTo[i])
			s.Units[u].Status |= stRallied
		case "Elim":
			s.Remove(u, AtEliminated)
		default:
			if isCadreResult(res) && info.Infantry && b.Optional("16.5") && !info.NoPartialRally && !info.NoCadre { // set by Units hooks
				for k, x := range b.Units {
					if x.Cadre && x.Side == info.Side && s.Units[k].Where == AtSetAside && !b.cadreUnusable(k) {
						s.Remove(u, AtEliminated)
						s.Place(k, c.rallyTo[i])
						*ev = append(*ev, Event{Kind: EvCadre, Unit: x.ID, Hex: b.Code(c.rallyTo[i]), Text: "partial rally (16.5.1)"})
						break
					}
				}
			}
		}
	}
	return nil
}

// availableCadres lists set-aside cadres of a side (16.5.2, 16.6.1).
func (s *State) availableCadres(side int, nationality string) []int {
	var out []int
	for u, info := range s.B.Units {
		if info.Cadre && !s.B.cadreUnusable(u) && info.Side == side && s.Units[u].Where == AtSetAside &&
			(nationality == "" || info.Nationality == "" || info.Nationality == nationality) {
			out = append(out, u)
		}
	}
	return out
}

// checkBreakdown validates 16.6.1: before it moves, a large (strength 2 or
// more) infantry unit may be exchanged for two available cadres for one
// Morale Point.
func (s *State) checkBreakdown(o Breakdown, c *Checked) (*Checked, error) {
	b := s.B
	if !b.Optional("16.6") {
		return nil, Illegal("16.6", "unit breakdown is optional rule 16.6, not in use")
	}
	if s.Phase != PhaseMovement {
		return nil, Illegal("16.6", "units break down in the Movement Phase (16.6)")
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != s.Phasing || s.Units[u].Where != AtMap || s.Units[u].Status&StMoved != 0 {
		return nil, Illegal("16.6", "%q is not an unmoved unit of the phasing side on the map (16.6)", info.ID)
	}
	if !info.Infantry || info.Cadre || info.Strength < 2 {
		return nil, Illegal("16.6", "only large (strength 2 or more) infantry units break down (16.6)")
	}
	if info.NoSplit != nil { // set by a Units hook
		return nil, Illegal(info.NoSplit.Rule, "%s", info.NoSplit.Reason)
	}
	if info.NoCadre { // set by a Units hook
		return nil, Illegal("16.6", "the scenario's cadre rule does not let %q break down (16.6)", info.ID)
	}
	if len(s.availableCadres(info.Side, info.Nationality)) < 2 {
		return nil, Illegal("16.6.1", "two available cadres are needed (16.6.1)")
	}
	if s.Morale[info.Side] < 1 {
		return nil, Illegal("16.6.1", "no Morale Point to spend (16.6.1)")
	}
	c.Unit = u
	return c, nil
}

func (s *State) breakdown(c *Checked, ev *[]Event) {
	b := s.B
	u := c.Unit
	h := s.Units[u].Hex
	info := &b.Units[u]
	cad := s.availableCadres(info.Side, info.Nationality)[:2]
	s.Remove(u, AtEliminated)
	s.Units[u].Status |= stBrokenDown
	for _, k := range cad {
		s.Place(k, h)
	}
	*ev = append(*ev, Event{Kind: EvBreakdown, Unit: info.ID, Hex: b.Code(h), Text: fmt.Sprintf("into %s and %s (16.6.1)", b.Units[cad[0]].ID, b.Units[cad[1]].ID)})
	var md MoraleDelta
	md.addEvent(b, info.Side, MoraleBreakdown)
	s.ApplyMorale(&md, ev)
}

// Buildup combines two cadres of one nationality stacked in a hex into the
// side's weakest eliminated large infantry unit of that nationality (16.6.2).
type Buildup struct {
	Hex string
}

func (Buildup) order() {}

// String returns the order in the game log's notation.
func (o Buildup) String() string { return "buildup " + o.Hex }

func (s *State) checkBuildup(o Buildup, c *Checked) (*Checked, error) {
	b := s.B
	if !b.Optional("16.6") {
		return nil, Illegal("16.6", "unit buildup is optional rule 16.6, not in use")
	}
	if s.Phase != PhaseMovement {
		return nil, Illegal("16.6", "cadres build up at the end of the Movement Phase (16.6)")
	}
	h, err := b.Parse(o.Hex)
	if err != nil {
		return nil, err
	}
	var cad []int
	for u, info := range b.Units {
		if info.Cadre && info.Side == s.Phasing && s.Units[u].Where == AtMap && s.Units[u].Hex == h {
			cad = append(cad, u)
		}
	}
	if len(cad) != 2 || b.Units[cad[0]].Nationality != b.Units[cad[1]].Nationality {
		return nil, Illegal("16.6.2", "%s does not hold two cadres of one nationality (16.6.2)", o.Hex)
	}
	if b.cadreUnusable(cad[0]) || b.cadreUnusable(cad[1]) {
		return nil, Illegal("16.6.2", "the scenario's cadre rule does not let %s build up (16.6.2)", o.Hex)
	}
	best := -1
	for u, info := range b.Units {
		w := s.Units[u].Where
		if info.Side != s.Phasing || !info.Infantry || info.Cadre || info.Strength < 2 || info.Unusable ||
			info.Placement.Kind == "not_used" || (w != AtBroken && w != AtEliminated) || info.Nationality != b.Units[cad[0]].Nationality || info.NoCadre {
			continue
		}
		if best < 0 || info.Strength < b.Units[best].Strength {
			best = u
		}
	}
	if best < 0 {
		return nil, Illegal("16.6.2", "no eliminated large infantry unit of that nationality to build up (16.6.2)")
	}
	c.rally = cad
	c.Unit = best
	c.To = h
	return c, nil
}

func (s *State) buildup(c *Checked, ev *[]Event) {
	b := s.B
	for _, k := range c.rally {
		s.Remove(k, AtSetAside)
	}
	s.Place(c.Unit, c.To)
	s.Units[c.Unit].Status |= StMoved
	*ev = append(*ev, Event{Kind: EvBuildup, Unit: b.Units[c.Unit].ID, Hex: b.Code(c.To), Text: "16.6.2"})
	var md MoraleDelta
	md.addEvent(b, b.Units[c.Unit].Side, MoraleBuildup)
	s.ApplyMorale(&md, ev)
}

// cadreUnusable reports whether cadre k cannot be used (16.5.2): its
// values are not given, or a special rule keeps it out.
func (b *Board) cadreUnusable(k int) bool {
	return b.Units[k].Unusable || b.Units[k].NotCadre
}
