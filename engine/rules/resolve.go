package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// BattleOpts are the players' choices for one battle.
type BattleOpts struct {
	attReserve, defReserve bool
	reduce                 int
	Advance                []int
	pursue                 int
	exchange               []int
	commit                 *[]committed // the special rules committed (Resolve.Commit, options.go); a pointer, so that State stays in its size class
	lead                   int          // unit index + 1 that must advance first (Talavera 20 16.10.3, kinds/leader_command.go)

	// paths are the owning players' retreat paths (retreat_paths.go); nil: the engine's.
	paths *retreatChoices
}

// retreatPath is what a retreating unit left behind (9.8.5).
type retreatPath struct {
	from int32   // the battle hex it vacated
	path []int32 // pursuit path hexes after from, vacant when made
}

// resolve fights battle bt (9.0 steps B-H) and applies the result.
func (s *State) resolve(bt *Battle, o BattleOpts, d Dice, ev *[]Event) error {
	b := s.B
	*ev = slices.Grow(*ev, 16)
	c := s.ctx(bt)
	defer s.putCtx(c)
	s.battle(AtBattleStart, c, ev) // Battle GameHooks
	attSide := c.AttSide
	defSide := 1 - attSide
	// Step B and C: reserves (12.2.3).
	if err := s.checkReserves(bt, o.attReserve, o.defReserve); err != nil {
		return err
	}
	if o.attReserve {
		if err := s.spend(attSide, MoraleReserves, ev); err != nil {
			return err
		}
	}
	if o.defReserve {
		if err := s.spend(defSide, MoraleReserves, ev); err != nil {
			return err
		}
	}
	if s.result != nil {
		return nil
	}
	att, def, terr, diff, _ := s.baseOdds(c, o.attReserve, o.defReserve, o.reduce)
	o.lead = s.battleLead(c, ev)                                 // Battle GameHooks
	att, def, diff = s.battleStrengths(c, o, att, def, diff, ev) // Battle GameHooks
	// Step D.
	for _, m := range s.stepD(c, o.attReserve) {
		r := d.Roll()
		e := m.effect(r)
		diff += e
		if m.OnRoll != nil {
			m.OnRoll(s, r)
		}
		kind := EvElan
		if !m.elan {
			kind = EvWaver
		}
		if m.Label != "" {
			kind = EvCommand
		}
		*ev = append(*ev, Event{Kind: kind, Unit: b.Units[m.Unit].ID, Roll: r, Text: "differential " + signed(e)})
	}
	s.BattleRolled = true
	die := d.Roll()
	code, ok := b.Charts.CRT.Result(diff, die)
	if !ok {
		return fmt.Errorf("rules: CRT of chart set %q has no result for differential %d, die %d", b.Charts.ID, diff, die)
	}
	ao, do := outcomeOf(b.Charts.CRT, code)
	bombardAll := true
	for i := range c.Att {
		if !c.bombard[i] {
			bombardAll = false
		}
	}
	anyBombard := false
	for _, x := range c.bombard {
		anyBombard = anyBombard || x
	}
	if bombardAll && (ao == scenario.OutcomeBreak || ao == scenario.OutcomeRout) {
		ao = scenario.OutcomeWithdraw // 16.3.2
	}
	if bombardAll && ao == scenario.OutcomeExchange {
		ao, do = scenario.OutcomeNone, scenario.OutcomeNone // 16.3.2: eNgaged
	}
	*ev = append(*ev, Event{Kind: EvBattle, Side: SideName(attSide), Roll: die,
		Text: s.IDs(c.Att) + " vs " + s.IDs(c.Def) + ": " + strconv.Itoa(att) + " vs " + strconv.Itoa(def) + " (terrain " + signed(terr) + "), differential " + signed(diff) + ", column " + signed(crtColumn(b.Charts.CRT, diff)) + ": " + code})
	s.battleFatigue(c) // 16.8.1

	var hexBuf [4][8]int32 // the battle's hexes, and those left empty, without allocating
	attHexes := s.hexesOf(hexBuf[0][:0], c.Att)
	defHexes := s.hexesOf(hexBuf[1][:0], c.Def)
	attGarrison := false
	for _, h := range attHexes {
		if g := s.garrisonIn(h); g >= 0 && s.Units[g].Where == AtMap && b.Units[g].Side == attSide {
			attGarrison = true
		}
	}
	var md MoraleDelta
	var paths []retreatPath
	// Defender first on D results and exchanges, attacker on A results.
	applySide := func(units []int, out string, owner int) {
		for _, u := range units {
			if s.Units[u].Where != AtMap {
				continue
			}
			switch out {
			case scenario.OutcomeBreak:
				s.BreakUnit(u, &md, ev, "")
			case scenario.OutcomeWithdraw:
				if p, ok := s.RetreatUnit(u, 1, false, o.paths, d, &md, ev); ok {
					paths = append(paths, p)
				}
				if b.Units[u].IrregularRules.WithdrawRouted && s.Units[u].Where == AtMap {
					s.MarkRouted(u) // 16.7.7: not a Rout, no morale loss
				}
			case scenario.OutcomeRout:
				if p, ok := s.routUnit(u, o.paths, d, &md, ev); ok {
					paths = append(paths, p)
				}
			}
		}
	}
	switch {
	case ao == scenario.OutcomeExchange:
		applySide(c.Def, scenario.OutcomeBreak, defSide)
		s.exchange(c, o.exchange, &md, ev)
	default:
		applySide(c.Def, do, defSide)
		applySide(c.Att, ao, attSide)
	}
	if err := o.paths.done(b); err != nil {
		return err // a chosen retreat path the rules do not allow (retreat_paths.go)
	}
	// Advance after combat (9.8).
	attWon := do != scenario.OutcomeNone && ao != scenario.OutcomeWithdraw && ao != scenario.OutcomeRout && ao != scenario.OutcomeBreak
	defWon := ao == scenario.OutcomeWithdraw || ao == scenario.OutcomeRout || ao == scenario.OutcomeBreak
	vacantDef := s.vacated(hexBuf[2][:0], defHexes)
	vacantAtt := s.vacated(hexBuf[3][:0], attHexes)
	if attWon && len(vacantDef) > 0 {
		var winners []int
		for _, u := range c.Att {
			if s.Units[u].Where == AtMap && !c.bombard[IndexOf(c.Att, u)] {
				winners = append(winners, u)
			}
		}
		s.advance(winners, vacantDef, paths, o, d, &md, ev)
	}
	if defWon && len(vacantAtt) > 0 && !bt.Countercharge && !attGarrison {
		var winners []int
		for _, u := range c.Def {
			if s.Units[u].Where == AtMap && !b.Units[u].Garrison {
				winners = append(winners, u)
			}
		}
		s.advance(winners, vacantAtt, paths, BattleOpts{Advance: o.Advance, pursue: o.pursue}, d, &md, ev)
	}
	_ = anyBombard
	// Le Garde recule (12.3.2).
	for _, u := range c.Att {
		if !b.Units[u].Guard || anyOf(b.game.GardeReculeExempt, b, u) { // GardeReculeExempt hooks (hooks.go)
			continue
		}
		if !(attWon && s.Units[u].Where == AtMap && len(vacantDef) > 0) {
			md.addEvent(b, attSide, MoraleGardeRecule)
			*ev = append(*ev, Event{Kind: EvGardeRecule, Unit: b.Units[u].ID, Text: "an attacking Guard unit could not advance (12.3.2)"})
		}
	}
	bt.Resolved = true
	s.battle(AtBattleEnd, c, ev) // Battle GameHooks
	s.ApplyMorale(&md, ev)
	s.LeadersInEZOC(d, ev)
	return nil
}

// battleFatigue adds a Fatigue level to every unit of the battle but
// leaders (16.8.1).
func (s *State) battleFatigue(c *BattleCtx) {
	b := s.B
	if !b.Optional("16.8") {
		return
	}
	for _, u := range append(append([]int(nil), c.Att...), c.Def...) {
		if !b.Units[u].Leader && s.Units[u].Fatigue < Spent {
			s.Units[u].Fatigue++
		}
	}
}

func IndexOf(a []int, x int) int {
	for i, v := range a {
		if v == x {
			return i
		}
	}
	return -1
}

func (s *State) IDs(us []int) string {
	switch len(us) {
	case 0:
		return ""
	case 1:
		return s.B.Units[us[0]].ID
	}
	n := len(us) - 1
	for _, u := range us {
		n += len(s.B.Units[u].ID)
	}
	var sb strings.Builder
	sb.Grow(n)
	for i, u := range us {
		if i > 0 {
			sb.WriteByte('+')
		}
		sb.WriteString(s.B.Units[u].ID)
	}
	return sb.String()
}

// hexesOf appends to dst[:0] the hexes of units us, each once.
func (s *State) hexesOf(dst []int32, us []int) []int32 {
	out := dst[:0]
	for _, u := range us {
		h := s.Units[u].Hex
		dup := false
		for _, x := range out {
			dup = dup || x == h
		}
		if !dup && h >= 0 {
			out = append(out, h)
		}
	}
	return out
}

// vacated appends to dst[:0] the hexes of hexes no unit stands in.
func (s *State) vacated(dst []int32, hexes []int32) []int32 {
	out := dst[:0]
	for _, h := range hexes {
		if s.UnitAt(h) < 0 {
			out = append(out, h)
		}
	}
	return out
}

// garrisonOverrun is why a Garrison alone that must retreat or rout is
// removed (breakUnit).
const garrisonOverrun = "garrison overrun"

// BreakUnit removes a unit as Broken (9.6.1) with its morale effects
// (12.1; garrisons and leaders cost none, 9.4.4.5, 16.9.6). Leaders stacked
// with it break too when it breaks during a retreat (16.9.5).
func (s *State) BreakUnit(u int, md *MoraleDelta, ev *[]Event, why string) {
	b := s.B
	info := &b.Units[u]
	h := s.Units[u].Hex
	where := AtBroken
	if info.Garrison || info.Dummy {
		where = AtEliminated
	}
	if info.Cadre && b.Optional("16.5") {
		where = AtSetAside // 16.5.2: back to the pile of available cadres
	}
	if info.IrregularRules.Eliminate {
		where = AtEliminated // 16.7.7: irregulars that break are eliminated
	}
	where = s.breakWhere(u, where) // Break GameHooks
	s.Remove(u, where)
	text := "Broken (9.6.1)"
	if why != "" {
		text += " " + why
	}
	if info.Garrison && why == garrisonOverrun {
		// A Garrison is not a unit that breaks: it cannot retreat
		// (9.4.4.1), so a beaten Garrison alone is removed for good.
		text = "removed for good: a Garrison alone cannot retreat (9.4.4.1)"
	}
	*ev = append(*ev, Event{Kind: EvBreak, Side: SideName(info.Side), Unit: info.ID, Hex: b.Code(h), Text: text})
	if s.unitBroken(u, h, md, ev) { // Break GameHooks (their Morale changes go into md)
		return
	}
	if info.Leader && strings.Contains(strings.ToLower(info.Name), "napoleon") {
		// 16.9.6: the Breaking Napoleon Table is not printed in any rulebook.
		b.Note("16.9.6: Napoleon was Broken but the Breaking Napoleon Table is not given; no result is applied")
		*ev = append(*ev, Event{Kind: EvNapoleon, Unit: info.ID, Text: "Breaking Napoleon Table not given (16.9.6): no effect applied"})
	}
	if !info.Garrison && !info.Leader && !info.Dummy {
		md.addEvent(b, info.Side, MoraleUnitBroken)
		md.addEvent(b, 1-info.Side, MoraleEnemyBroken)
	}
}

// routUnit rolls the rout distance and retreats the unit (9.6 AR/DR,
// 9.6.2.1 elite, defensible positions; routDistance).
func (s *State) routUnit(u int, rc *retreatChoices, d Dice, md *MoraleDelta, ev *[]Event) (retreatPath, bool) {
	b := s.B
	info := &b.Units[u]
	if info.Garrison {
		s.BreakUnit(u, md, ev, garrisonOverrun)
		return retreatPath{}, false
	}
	roll := d.Roll()
	dist := roll
	if info.IrregularRules.Active {
		dist += info.IrregularRules.RoutMod // 16.7.7 as the exclusive rules define it
	}
	dist, withdraw := b.RoutDistance(s.elite(u), dist, s.FortFor(s.Units[u].Hex, info.Side)) // MoveRules, Fortified GameHooks
	if withdraw {
		*ev = append(*ev, Event{Kind: EvRout, Unit: info.ID, Roll: roll, Text: "modified rout roll below 1: Withdraws instead (9.6.2.1)"})
		return s.RetreatUnit(u, 1, false, rc, d, md, ev)
	}
	*ev = append(*ev, Event{Kind: EvRout, Unit: info.ID, Roll: roll, Text: "routs " + strconv.Itoa(dist) + " hexes"})
	p, ok := s.RetreatUnit(u, dist, true, rc, d, md, ev)
	if s.Units[u].Where == AtMap {
		s.MarkRouted(u)
		if dist > info.MA {
			md.addEvent(b, info.Side, MoraleRoutBeyondMA)
		}
	}
	return p, ok
}

// RoutDistance modifies a unit's rout roll: an Elite unit -2, a unit in a
// Fortified or Redoubt hex -1, and a modified roll below 1 is a Withdraw
// instead (9.6.2.1). The early edition (Bussaco 20 v1.1) reads: "When an
// Elite Force ... Routs, subtract two (-2) from the Rout die roll. If the
// modified result is less than one (<1), the outcome is changed to
// 'Withdraws' (i.e., a 1-hex retreat and no Rout effects)" (9.6); "Units in
// a Fortified or Redoubt hex may always retreat one fewer hex ... on a Rout
// die roll of '1,' such a unit is still technically Routed and suffers Rout
// effects, but it may opt to 'hold its ground.' For Elite Forces, subtract
// three (-3) from their Rout die rolls when they defend in a Fortified or
// Redoubt hex" (9.8.1): -3 in all for an Elite unit there, and a unit that
// is not Elite routs one hex fewer (taken), down to 0 hexes, Routed.
func (b *Board) RoutDistance(elite bool, roll int, fort bool) (dist int, withdraw bool) {
	dist = roll
	switch {
	case elite && fort:
		dist -= 3 // -2 Elite and -1 Fortified; early 9.8.1: -3
	case elite:
		dist -= 2
	case fort:
		dist--
		if b.early() {
			return max(dist, 0), false
		}
	}
	return dist, dist < 1
}

// RetreatUnit retreats u n hexes (9.7), choosing each hex by 9.7.3-9.7.8
// (among hexes the rules rank equally, the owner's choice in rc, else the
// engine's), rolling for hazards (9.7.4, 9.7.5). It returns the retreat
// path; ok is false when the unit did not leave its hex.
func (s *State) RetreatUnit(u int, n int, rout bool, rc *retreatChoices, d Dice, md *MoraleDelta, ev *[]Event) (retreatPath, bool) {
	b := s.B
	info := &b.Units[u]
	side := info.Side
	start := s.Units[u].Hex
	if info.Garrison {
		// Garrisons do not retreat (9.4.4.1); a beaten garrison alone is
		// overrun (an engine reading, see Notes).
		b.Note("a garrison alone that must retreat or rout is treated as overrun and eliminated (9.4.4.1 says garrisons do not retreat)")
		s.BreakUnit(u, md, ev, garrisonOverrun)
		return retreatPath{}, false
	}
	if s.FortFor(start, info.Side) && n == 1 && !rout { // Fortified GameHooks
		// 9.6.2.1 note / 9.7.2.2: a unit in a Fortified or Redoubt hex may
		// ignore a Withdraw; the engine holds its ground.
		*ev = append(*ev, Event{Kind: EvHold, Unit: info.ID, Hex: b.Code(start), Text: "holds its ground in a defensible position (9.7.2.2)"})
		return retreatPath{}, false
	}
	if n <= 0 {
		return retreatPath{}, false
	}
	leaders := s.leadersLost(s.leadersWith(u), rout, d, ev) // LeaderLost GameHooks
	p := retreatPath{from: start, path: make([]int32, 0, n+2)}
	cur := start
	var vbuf [16]int32
	visited := append(vbuf[:0], start)
	pathCut := false
	locd := s.RetreatDistances(u, side) // 9.7.7 (or the scenario's retreat priority, a Map hook; RetreatDistances GameHooks)
	s.recordPaths(rc, u, n, rout, start, locd)
	rc.markUsed(u)
	var cbuf [6]retreatCand
	for step := 0; ; step++ {
		if step >= n && s.UnitAt(cur) == u {
			break // full distance, not stacked (9.7.6)
		}
		if step >= n+12 {
			break
		}
		cand, _ := rc.pick(b, u, step, cur, s.retreatCands(cbuf[:0], u, side, cur, start, visited, locd))
		best, bestKey, bestDir := cand.hex, cand.key, cand.dir
		if best < 0 {
			if step == 0 && b.espana() && !rout {
				// España 9.7.2: a unit that cannot retreat routs instead; it
				// has nowhere to go, so it takes the Routed! marker in place.
				b.Note("España 9.7.2 (\"routs instead\"): a unit that cannot retreat at all is marked Routed in its hex")
				s.Units[u].Status |= stRouted
				*ev = append(*ev, Event{Kind: EvRout, Unit: info.ID, Hex: b.Code(cur), Text: "cannot retreat: Routs instead (España 9.7.2)"})
				return p, false
			}
			s.BreakUnit(u, md, ev, "unable to retreat (9.7.2)")
			s.breakLeaders(leaders, ev)
			return p, step > 0
		}
		if info.RoadBound && bestKey[0] == 1 {
			s.BreakUnit(u, md, ev, "road-bound unit forced off the road (16.7.6)")
			s.breakLeaders(leaders, ev)
			return p, step > 0
		}
		// 9.7.5: river hazard, rolled in the hex before crossing.
		if b.HexsideFlags[cur][bestDir]&SideHazard != 0 {
			r := d.Roll()
			*ev = append(*ev, Event{Kind: EvHazard, Unit: info.ID, Hex: b.Code(cur), Roll: r, Text: "crossing a river (9.7.5)"})
			if r <= 3 {
				s.moveTo(u, cur, leaders)
				s.BreakUnit(u, md, ev, "crossing a river (9.7.5)")
				s.breakLeaders(leaders, ev)
				return p, cur != start
			}
		}
		s.moveTo(u, best, leaders)
		cur = best
		visited = append(visited, cur)
		if !pathCut {
			if o := s.UnitAt(cur); o >= 0 && o != u {
				// 9.8.5: the retreat path ends at a friendly unit passed through
				// (edition wording differs: before / at / after the unit).
				switch {
				case b.early():
					p.path = append(p.path, cur)
				case b.espana():
					p.path = append(p.path, cur)
				}
				pathCut = true
			} else {
				p.path = append(p.path, cur)
			}
		}
		// 9.7.4: hazard of entering an EZOC (friendly units do not negate
		// it, so a friendly-occupied EZOC hex is hazardous too).
		if bestKey[1] == 1 || (bestKey[1] == 2 && s.HexInZOCOf(cur, 1-side)) {
			r := d.Roll()
			*ev = append(*ev, Event{Kind: EvHazard, Unit: info.ID, Hex: b.Code(cur), Roll: r, Text: "entering an enemy ZOC (9.7.4)"})
			if r <= 3 {
				s.BreakUnit(u, md, ev, "in an enemy ZOC (9.7.4)")
				s.breakLeaders(leaders, ev)
				return p, true
			}
		}
		// 9.7.8: reaching an own LOC before the full distance breaks it.
		if step+1 < n && (isIn(b.loc[side], cur) || s.locAt(u, side, cur, false)) { // LOCAt GameHooks
			s.BreakUnit(u, md, ev, "at its LOC before the full distance (9.7.8)")
			s.breakLeaders(leaders, ev)
			return p, true
		}
	}
	if s.UnitAt(cur) >= 0 && s.UnitAt(cur) != u {
		s.BreakUnit(u, md, ev, "no vacant hex to end its retreat (9.7.6)")
		return p, true
	}
	rc.tooLong(b, u, len(visited)-1)
	*ev = append(*ev, Event{Kind: EvRetreat, Unit: info.ID, Hex: b.Code(cur), Text: b.retreatText(start, visited[1:], rout, rc.chosenText(u))})
	return p, true
}

// retreatText is the text of a retreat or rout in the game log: where it
// started, its path and rule, "from 1810 via 1710, 1610 (retreat 9.7)", the
// hexes entered in order, the last being where it ends, and chosen, what
// says who chose the path.
func (b *Board) retreatText(start int32, path []int32, rout bool, chosen string) string {
	from, rule := b.fromCode(start), " (retreat 9.7)"
	if rout {
		rule = " (rout 9.6.2, retreat 9.7)"
	}
	// One allocation: the text's length is known before it is written.
	n := len(from) + len(" via ") + len(rule) + len(chosen)
	for i, h := range path {
		if i > 0 {
			n += len(", ")
		}
		n += len(b.Code(h))
	}
	var sb strings.Builder
	sb.Grow(n)
	sb.WriteString(from)
	sb.WriteString(" via ")
	for i, h := range path {
		if i > 0 {
			sb.WriteString(", ")
		}
		sb.WriteString(b.Code(h))
	}
	sb.WriteString(rule)
	sb.WriteString(chosen)
	return sb.String()
}

func less5(a, b [5]int) bool {
	for i := range a {
		if a[i] != b[i] {
			return a[i] < b[i]
		}
	}
	return false
}

func isIn(list []int32, x int32) bool {
	for _, v := range list {
		if v == x {
			return true
		}
	}
	return false
}

// moveTo moves u (and the leaders accompanying it) to h during a retreat;
// the occupancy table keeps the unit only when the hex is otherwise empty.
func (s *State) moveTo(u int, h int32, leaders []int) {
	us := &s.Units[u]
	s.vacate(u)
	us.Hex = h
	if s.occ[h] == 0 {
		s.occ[h] = int16(u + 1)
	}
	for _, l := range leaders {
		s.Units[l].Hex = h
	}
}

func (s *State) leadersWith(u int) []int {
	var out []int
	h := s.Units[u].Hex
	for l := range s.B.Units {
		info := &s.B.Units[l]
		if info.Leader && info.Side == s.B.Units[u].Side && s.Units[l].Where == AtMap && s.Units[l].Hex == h {
			out = append(out, l)
		}
	}
	return out
}

func (s *State) breakLeaders(ls []int, ev *[]Event) {
	for _, l := range ls {
		if s.Units[l].Where == AtMap {
			var md MoraleDelta
			s.BreakUnit(l, &md, ev, "with the unit it accompanied (16.9.5)")
		}
	}
}

// LeadersInEZOC retreats leaders alone in an EZOC one hex, breaking them if
// still alone in an EZOC (16.9.3).
func (s *State) LeadersInEZOC(d Dice, ev *[]Event) {
	if !s.B.Optional("16.9") {
		return
	}
	b := s.B
	for _, l := range b.Leaders { // after every battle: only the leaders, not every unit
		info := &b.Units[l]
		if s.Units[l].Where != AtMap {
			continue
		}
		h := s.Units[l].Hex
		if s.UnitAt(h) >= 0 && b.Units[s.UnitAt(h)].Side == info.Side {
			continue
		}
		if !s.HexInZOCOf(h, 1-info.Side) {
			continue
		}
		var to int32 = -1
		for dd := 0; dd < 6; dd++ {
			n := b.Neighbours[h][dd]
			if n < 0 || b.prohibited[n] || b.HexsideFlags[h][dd]&sideProhibited != 0 || s.EnemyIn(n, info.Side) {
				continue
			}
			if to < 0 || !s.HexInZOCOf(n, 1-info.Side) || (s.UnitAt(n) >= 0) {
				to = n
				if !s.HexInZOCOf(n, 1-info.Side) {
					break
				}
			}
		}
		if to >= 0 && s.leaderLost(l, false, d, ev) {
			continue // LeaderLost GameHooks
		}
		if to >= 0 {
			s.Units[l].Hex = to
			*ev = append(*ev, Event{Kind: EvRetreat, Unit: info.ID, Hex: b.Code(to), Text: "leader alone in an enemy ZOC (16.9.3)"})
		}
		friendly := s.UnitAt(s.Units[l].Hex) >= 0
		if to < 0 || (!friendly && s.HexInZOCOf(s.Units[l].Hex, 1-info.Side)) {
			var md MoraleDelta
			s.BreakUnit(l, &md, ev, "alone in an enemy ZOC (16.9.3)")
		}
	}
}

// exchange breaks attackers worth at least the defenders' printed strength
// (9.6 EX); bombarding artillery is never broken for it (16.3.2).
func (s *State) exchange(c *BattleCtx, chosen []int, md *MoraleDelta, ev *[]Event) {
	need := 0
	for _, dd := range c.Def {
		need += s.B.Units[dd].Strength
	}
	var pool []int
	for i, a := range c.Att {
		if !c.bombard[i] && s.Units[a].Where == AtMap {
			pool = append(pool, a)
		}
	}
	pick := func(set []int) int {
		t := 0
		for _, u := range set {
			t += s.B.Units[u].Strength
		}
		return t
	}
	var sel []int
	if len(chosen) > 0 {
		ok := true
		for _, u := range chosen {
			if IndexOf(pool, u) < 0 {
				ok = false
			}
		}
		if ok && (pick(chosen) >= need || len(chosen) == len(pool)) {
			sel = chosen
		}
	}
	if sel == nil {
		// The least total strength that covers the need; ties: fewer units,
		// then scenario order.
		bestT, bestN := 1<<30, 1<<30
		for mask := 1; mask < 1<<len(pool); mask++ {
			var set []int
			for i, u := range pool {
				if mask&(1<<i) != 0 {
					set = append(set, u)
				}
			}
			t := pick(set)
			if t < need && len(set) < len(pool) {
				continue
			}
			if t < need && len(set) == len(pool) {
				t = 1 << 29
			}
			if t < bestT || (t == bestT && len(set) < bestN) {
				bestT, bestN, sel = t, len(set), set
			}
		}
	}
	for _, u := range sel {
		s.BreakUnit(u, md, ev, "in the exchange (9.6 EX)")
	}
}

// advance conducts Advance after Combat (9.8) for the winners into the
// vacated hexes.
func (s *State) advance(winners []int, vacant []int32, paths []retreatPath, o BattleOpts, d Dice, md *MoraleDelta, ev *[]Event) {
	b := s.B
	if len(winners) == 0 {
		return
	}
	eligible := func(u int) bool {
		info := &b.Units[u]
		us := &s.Units[u]
		if info.Artillery || info.Leader || info.Garrison || us.Status&(stRouted|stInContact) != 0 {
			return false
		}
		if b.Optional("16.8") && us.Fatigue >= Spent {
			return false // 16.8.2: Spent units do not advance (into EZOCs)
		}
		return true
	}
	var cav []int
	for _, u := range winners {
		if b.Units[u].Cavalry && eligible(u) {
			cav = append(cav, u)
		}
	}
	plan := []int{}
	for _, u := range o.Advance {
		if IndexOf(winners, u) >= 0 && eligible(u) {
			plan = append(plan, u)
		}
	}
	lead := s.leadAdvance(o.lead-1, winners, vacant, eligible) // o.lead: the Battle GameHooks (atLead)
	if lead >= 0 {
		plan = append([]int{lead}, RemoveInt(plan, lead)...)
	}
	mustCav := false
	if len(cav) > 0 && lead < 0 {
		if b.early() {
			mustCav = true // early 9.9.3: at least one victorious cavalry must advance
		} else {
			heavy := false
			for _, u := range cav {
				heavy = heavy || b.Units[u].Heavy
			}
			r := d.Roll()
			mod := 0
			if heavy {
				mod = -1
			}
			res := s.controlledAdvance(r + mod)
			*ev = append(*ev, Event{Kind: EvControlledAdvance, Roll: r, Text: "modified " + strconv.Itoa(r+mod) + ": control " + res + " (9.8.3)"})
			mustCav = res == "Lost"
		}
	}
	if mustCav {
		first := -1
		for _, u := range plan {
			if b.Units[u].Cavalry {
				first = u
				break
			}
		}
		if first < 0 {
			first = cav[0]
		}
		plan = append([]int{first}, RemoveInt(plan, first)...)
	}
	// 16.7.5 Reluctant units roll before advancing.
	if b.Optional("16.7") {
		var kept []int
		for _, u := range plan {
			if b.Units[u].Reluctant {
				r := d.Roll()
				res := s.controlledAdvance(r)
				*ev = append(*ev, Event{Kind: EvReluctant, Unit: b.Units[u].ID, Roll: r, Text: "control " + res + " (16.7.5)"})
				if res == "Lost" {
					continue
				}
			}
			kept = append(kept, u)
		}
		plan = kept
	}
	firstInto := map[int32]bool{}
	for _, u := range plan {
		from := s.Units[u].Hex
		var to int32 = -1
		for _, v := range vacant {
			if s.UnitAt(v) >= 0 {
				continue
			}
			dir, adj := b.adjacent(from, v)
			if !adj || b.prohibited[v] || b.HexsideFlags[from][dir]&sideProhibited != 0 {
				continue
			}
			if b.Units[u].RoadBound && b.HexsideFlags[from][dir]&sideRoad == 0 {
				continue // 16.7.6: road-bound units stay on the road
			}
			if b.Optional("16.8") && s.Units[u].Fatigue >= Spent && s.HexInZOCOf(v, 1-b.Units[u].Side) {
				continue
			}
			to = v
			break
		}
		if to < 0 {
			continue
		}
		leaders := s.leadersWith(u)
		for _, l := range b.Leaders {
			if s.Units[l].Where == AtMap && s.Units[l].Hex == to && b.Units[l].Side != b.Units[u].Side {
				b.Note("an enemy leader left alone in a hex the victor advances into is overrun and Broken (16.9.3 reading)")
				s.BreakUnit(l, md, ev, "overrun by an advance (16.9.3)")
			}
		}
		s.Place(u, to)
		for _, l := range leaders {
			s.Units[l].Hex = to
		}
		s.Units[u].Status |= StAdvanced
		*ev = append(*ev, Event{Kind: EvAdvance, Unit: b.Units[u].ID, Hex: b.Code(to), Text: "from " + b.Code(from) + " (advance after combat 9.8)"})
		if g := s.garrisonIn(to); g >= 0 && s.Units[g].Where == AtMap && b.Units[g].Side != b.Units[u].Side {
			// 9.4.4.4: a garrison is destroyed the instant an enemy unit
			// occupies its hex (9.4.4.3: subsumed into the beaten unit).
			s.Remove(int(g), AtEliminated)
			*ev = append(*ev, Event{Kind: EvGarrison, Unit: b.Units[g].ID, Hex: b.Code(to), Text: "eliminated (9.4.4.4)"})
		}
		// 9.8.5 pursuit by the first cavalry into the hex.
		if b.Units[u].Cavalry && !firstInto[to] {
			steps := min(o.pursue, b.Units[u].MA-1)
			for _, p := range paths {
				if p.from != to {
					continue
				}
				for i := 0; i < steps && i < len(p.path); i++ {
					nx := p.path[i]
					if b.Units[u].RoadBound && !b.roadHex[nx] {
						break
					}
					if s.UnitAt(nx) >= 0 || s.EnemyIn(nx, b.Units[u].Side) || b.prohibited[nx] {
						break
					}
					from := s.Units[u].Hex
					s.Place(u, nx)
					*ev = append(*ev, Event{Kind: EvPursue, Unit: b.Units[u].ID, Hex: b.Code(nx), Text: "from " + b.Code(from) + " along the retreat path (pursuit 9.8.5)"})
				}
			}
		}
		firstInto[to] = true
	}
	s.exhaust()
}

func RemoveInt(a []int, x int) []int {
	var out []int
	for _, v := range a {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

// controlledAdvance looks up the Controlled Advance Table (9.8.3). Rows the
// chart set does not give are read as Kept, and that is recorded.
func (s *State) controlledAdvance(roll int) string {
	t := s.B.Charts.ControlledAdvance
	if t != nil {
		for _, r := range t.Rows {
			lo, hi := ParseRange(r.Roll)
			if roll >= lo && roll <= hi && len(r.Results) > 0 {
				return r.Results[0]
			}
		}
	}
	if roll < 1 {
		roll = 1
	}
	s.B.Note("Controlled Advance Table (9.8.3): rows other than those in the chart set are not given; such rolls are read as control Kept")
	return "Kept"
}

// exhaust drops units that advanced from battles not yet resolved (9.8.6).
func (s *State) exhaust() {
	for i := range s.BattleList {
		bt := &s.BattleList[i]
		if bt.Resolved || bt.Cancelled {
			continue
		}
		// In place: a position's battle lists are its own (clone copies
		// them, a declaration's are made for it).
		keep := func(list []int) []int {
			out := list[:0]
			for _, u := range list {
				if s.Units[u].Status&StAdvanced == 0 && s.Units[u].Where == AtMap {
					out = append(out, u)
				}
			}
			if len(out) == 0 {
				return nil
			}
			return out
		}
		bt.Attackers = keep(bt.Attackers)
		bt.Defenders = keep(bt.Defenders)
		if len(bt.Attackers) == 0 || len(bt.Defenders) == 0 {
			bt.Cancelled = true
		}
	}
}

// MarkRouted places a Routed! marker showing the colour of the side whose
// player turn it is not (9.6.2).
func (s *State) MarkRouted(u int) {
	s.Units[u].Status |= stRouted
	if 1-s.Phasing == French {
		s.Units[u].Status |= stRoutBlue
	} else {
		s.Units[u].Status &^= stRoutBlue
	}
}

// signed prints an integer with its sign, like %+d.
func signed(v int) string {
	if v >= -signedMax && v <= signedMax {
		return signedText[v+signedMax]
	}
	if v >= 0 {
		return "+" + strconv.Itoa(v)
	}
	return strconv.Itoa(v)
}

// signedText holds signed(v) for v from -signedMax to signedMax, the
// differentials and modifiers of nearly every battle (constants: nothing
// to make at start-up).
var signedText = [2*signedMax + 1]string{
	"-20", "-19", "-18", "-17", "-16", "-15", "-14", "-13", "-12", "-11",
	"-10", "-9", "-8", "-7", "-6", "-5", "-4", "-3", "-2", "-1", "+0", "+1",
	"+2", "+3", "+4", "+5", "+6", "+7", "+8", "+9", "+10", "+11", "+12",
	"+13", "+14", "+15", "+16", "+17", "+18", "+19", "+20",
}

const signedMax = 20

// leadAdvance returns the winner that must advance first because its
// leader provided Command (the Battle GameHooks at atLead, e.g. Talavera 20 16.10.3), if it can advance into a vacated
// hex; that advance replaces the one uncontrolled cavalry would make.
func (s *State) leadAdvance(u int, winners []int, vacant []int32, eligible func(int) bool) int {
	b := s.B
	if u < 0 || IndexOf(winners, u) < 0 || !eligible(u) {
		return -1
	}
	from := s.Units[u].Hex
	for _, v := range vacant {
		dir, adj := b.adjacent(from, v)
		if s.UnitAt(v) < 0 && adj && !b.prohibited[v] && b.HexsideFlags[from][dir]&sideProhibited == 0 &&
			(!b.Units[u].RoadBound || b.HexsideFlags[from][dir]&sideRoad != 0) &&
			!(b.Optional("16.8") && s.Units[u].Fatigue >= Spent && s.HexInZOCOf(v, 1-b.Units[u].Side)) {
			return u
		}
	}
	return -1
}
