package rules

import (
	"fmt"
	"slices"
	"strings"
)

// RetreatChoice is the path the owning player chooses for one of a
// battle's units that retreats or routs (9.7): the hexes it enters, in
// order, from the hex next to its battle hex. Each hex must be one the
// retreat priority allows at that step (9.7.3, 9.7.6, 9.7.7, 9.7.8), and
// the path no longer than the retreat; a path that stops short is carried
// on by the engine's own choice. Hexes after one where the unit Breaks (a
// hazard, its LOC reached early) are not used.
type RetreatChoice struct {
	Unit string
	Path []string // XXYY
}

// RetreatPaths are the legal paths of one retreat or rout of a battle, as
// the battle played it: where the rules rank two or more hexes equally,
// the owning player chooses (9.7.7: "you have the choice").
type RetreatPaths struct {
	Unit   string
	Side   int
	From   string // the battle hex
	Length int    // the hexes the result requires (a Withdraw 1, a Rout its roll)
	Rout   bool
	// Paths are every legal path, the engine's own choice first; a path
	// ending where the unit would Break (its LOC reached early, nowhere to
	// go) ends there. There is a choice when there are two or more.
	Paths [][]string
	// Truncated: there were more legal paths than the engine lists
	// (maxRetreatPaths); the engine's own choice is always listed.
	Truncated bool
}

// maxRetreatPaths bounds the paths listed for one retreat: a 6-hex rout
// over open ground with two equal hexes at every step has 64.
const maxRetreatPaths = 256

// LegalRetreatPaths plays battle r.Battle as Resolve r would with dice d
// (the state is not changed) and returns, for each unit that retreated or
// routed, in the order they did, the paths the rules allowed it when it
// did: the position then (the units that retreated before it) and the
// paths chosen in r.Paths for those units decide them. A caller asks the
// owner of the first unit with a choice, adds the path to r.Paths and asks
// again with the same dice.
func (s *State) LegalRetreatPaths(r Resolve, d Dice) ([]RetreatPaths, error) {
	var c Checked
	if _, err := s.check(r, &c); err != nil {
		return nil, err
	}
	var out []RetreatPaths
	o := c.opts
	o.paths = &retreatChoices{want: o.paths.wantCopy(), record: &out}
	t := s.clone()
	var ev []Event
	if err := t.resolve(&t.BattleList[c.battle], o, d, &ev); err != nil {
		return out, err
	}
	return out, nil
}

// retreatChoices are a Resolve's chosen paths while the battle is played,
// and the legal paths recorded for LegalRetreatPaths. A nil
// *retreatChoices is the engine's own choice everywhere.
type retreatChoices struct {
	want   map[int][]int32 // unit index: the hexes chosen
	used   map[int]bool    // the units whose retreat read its path
	record *[]RetreatPaths
	err    error // the first illegal path met
}

// wantCopy is a copy of the chosen paths, for a battle played twice.
func (rc *retreatChoices) wantCopy() map[int][]int32 {
	if rc == nil {
		return nil
	}
	return rc.want
}

// checkRetreatChoices reads a Resolve's chosen paths: each names a unit of
// the battle and hexes of the map.
func (s *State) checkRetreatChoices(bt *Battle, cs []RetreatChoice) (*retreatChoices, error) {
	if len(cs) == 0 {
		return nil, nil
	}
	rc := &retreatChoices{want: make(map[int][]int32, len(cs))}
	for _, ch := range cs {
		u, err := s.UnitOf(ch.Unit)
		if err != nil {
			return nil, err
		}
		if !slices.Contains(bt.Attackers, u) && !slices.Contains(bt.Defenders, u) {
			return nil, Illegal("9.7", "a retreat path is given for %s, which is not in this battle (9.7)", ch.Unit)
		}
		if _, dup := rc.want[u]; dup {
			return nil, Illegal("9.7", "two retreat paths are given for %s (9.7)", ch.Unit)
		}
		if len(ch.Path) == 0 {
			return nil, Illegal("9.7", "the retreat path of %s names no hex (9.7)", ch.Unit)
		}
		hs := make([]int32, len(ch.Path))
		for i, code := range ch.Path {
			if hs[i], err = s.B.Index(code); err != nil {
				return nil, Illegal("9.7.2.1", "the retreat path of %s: %v (9.7.2.1: units cannot retreat off the map)", ch.Unit, err)
			}
		}
		rc.want[u] = hs
	}
	return rc, nil
}

// failed is the first illegal path met, or nil.
func (rc *retreatChoices) failed() error {
	if rc == nil {
		return nil
	}
	return rc.err
}

// done refuses a path chosen for a unit that did not retreat.
func (rc *retreatChoices) done(b *Board) error {
	if rc == nil || rc.err != nil {
		return rc.failed()
	}
	for u := range rc.want {
		if !rc.used[u] {
			return Illegal("9.7", "a retreat path is given for %s, which does not retreat in this battle (9.7)", b.Units[u].ID)
		}
	}
	return nil
}

// retreatCand is a hex a retreating unit may enter next and its rank:
// off its road (16.7.6), the hex's class (0 vacant out of an enemy ZOC
// 9.7.3, 1 vacant in one 9.7.4, 2 friendly-occupied 9.7.6), not closer to
// a friendly LOC (9.7.7), not further from the battle hex (9.7.8), and the
// distance to the LOC, the engine's own tie-break among equals.
type retreatCand struct {
	hex int32
	dir int
	key [5]int
}

// rankedKeys is the part of a candidate's key the rules rank by; hexes
// equal in it are the owning player's choice.
const rankedKeys = 4

// retreatCands appends to dst the hexes unit u of side may retreat into
// from cur (9.7.2.1: not prohibited, not across a Major River without a
// bridge or ford, not enemy-occupied, not already retreated through).
func (s *State) retreatCands(dst []retreatCand, u, side int, cur, start int32, visited []int32, locd []int16) []retreatCand {
	b := s.B
	info := &b.Units[u]
	for dd := 0; dd < 6; dd++ {
		nx := b.Neighbours[cur][dd]
		if nx < 0 || b.prohibited[nx] {
			continue
		}
		f := b.HexsideFlags[cur][dd]
		if f&sideProhibited != 0 || (f&sideMajorRiver != 0 && f&sideCrossing == 0) {
			continue // 9.7.2.1
		}
		if s.EnemyIn(nx, side) || slices.Contains(visited, nx) {
			continue
		}
		class := 0
		if s.UnitAt(nx) >= 0 {
			class = 2 // 9.7.6
		} else if s.HexInZOCOf(nx, 1-side) {
			class = 1 // 9.7.4
		}
		closer := 1
		if locd[nx] < locd[cur] {
			closer = 0 // 9.7.7
		}
		away := 1
		if b.Hexes[nx].Distance(b.Hexes[start]) > b.Hexes[cur].Distance(b.Hexes[start]) {
			away = 0 // 9.7.8: zig-zag only to avoid destruction
		}
		road := 0
		if info.RoadBound && f&sideRoad == 0 {
			road = 1
		}
		dst = append(dst, retreatCand{hex: nx, dir: dd, key: [5]int{road, class, closer, away, int(locd[nx])}})
	}
	return dst
}

// bestCand is the engine's own choice among cs: the least key, the first
// direction among equals; ok is false when cs is empty.
func bestCand(cs []retreatCand) (retreatCand, bool) {
	best, ok := retreatCand{hex: -1, key: [5]int{99, 99, 99, 99, 99}}, false
	for _, c := range cs {
		if less5(c.key, best.key) {
			best, ok = c, true
		}
	}
	return best, ok
}

// equalRank reports whether two keys rank the same under the rules.
func equalRank(a, b [5]int) bool {
	return [rankedKeys]int(a[:rankedKeys]) == [rankedKeys]int(b[:rankedKeys])
}

// pick is the hex unit u enters at this step of its retreat: the owning
// player's, when its chosen path goes this far and the rules allow that
// hex, else the engine's own. An illegal choice is kept in rc.err and the
// engine's choice made, the battle then refused.
func (rc *retreatChoices) pick(b *Board, u, step int, cur int32, cs []retreatCand) (retreatCand, bool) {
	best, ok := bestCand(cs)
	if rc == nil || rc.err != nil || !ok {
		return best, ok
	}
	want, chosen := rc.want[u]
	if !chosen || step >= len(want) {
		return best, ok
	}
	for _, c := range cs {
		if c.hex != want[step] {
			continue
		}
		if equalRank(c.key, best.key) {
			return c, true
		}
		rc.err = rankRefusal(b, u, step, want[step], c.key, best.key, cs)
		return best, ok
	}
	rc.err = Illegal("9.7.2", "the retreat path of %s: %s cannot be entered from %s (9.7.2: not next to it, prohibited, across a Major River, enemy-occupied, or already retreated through)",
		b.Units[u].ID, b.Code(want[step]), b.Code(cur))
	return best, ok
}

// rankRefusal names the rule by which a chosen hex ranks below the best.
func rankRefusal(b *Board, u, step int, h int32, got, best [5]int, cs []retreatCand) error {
	var allowed []string
	for _, c := range cs {
		if equalRank(c.key, best) {
			allowed = append(allowed, b.Code(c.hex))
		}
	}
	rule, why := "9.7.8", "a retreat path zig-zags only to avoid self-destruction"
	switch {
	case got[0] != best[0]:
		rule, why = "16.7.6", "a road-bound unit retreats along its road"
	case got[1] != best[1] && got[1] == 2:
		rule, why = "9.7.6", "a unit moves through friendly-occupied hexes only when no other route is available"
	case got[1] != best[1]:
		rule, why = "9.7.3", "a vacant hex out of an enemy ZOC must be taken when there is one"
	case got[2] != best[2]:
		rule, why = "9.7.7", "each hex of a retreat must bring the unit closer to a friendly LOC when one can"
	}
	return Illegal(rule, "the retreat path of %s: %s, hex %d of the path, is not allowed: %s (%s); allowed: %s",
		b.Units[u].ID, b.Code(h), step+1, why, rule, strings.Join(allowed, ", "))
}

// tooLong refuses a chosen path longer than the retreat it was given for
// (9.7.8: the retreat is the full indicated number of hexes, no more).
func (rc *retreatChoices) tooLong(b *Board, u, moved int) {
	if rc == nil || rc.err != nil {
		return
	}
	if want, ok := rc.want[u]; ok && len(want) > moved {
		rc.err = Illegal("9.7.8", "the retreat path of %s gives %d hexes but the retreat ends after %d (9.7.8)", b.Units[u].ID, len(want), moved)
	}
}

// markUsed notes that unit u retreated (broke on its way, perhaps) so its
// chosen path, if any, was read.
func (rc *retreatChoices) markUsed(u int) {
	if rc == nil {
		return
	}
	if _, ok := rc.want[u]; ok {
		if rc.used == nil {
			rc.used = map[int]bool{}
		}
		rc.used[u] = true
	}
}

// chosenText is what the log adds to a retreat that followed its owner's
// chosen path.
func (rc *retreatChoices) chosenText(u int) string {
	if rc == nil {
		return ""
	}
	if _, ok := rc.want[u]; !ok {
		return ""
	}
	return " (path chosen by its owner, 9.7.7)"
}

// recordPaths lists the legal paths of unit u's retreat of n hexes from
// start, when LegalRetreatPaths asked for them.
func (s *State) recordPaths(rc *retreatChoices, u, n int, rout bool, start int32, locd []int16) {
	if rc == nil || rc.record == nil {
		return
	}
	b := s.B
	e := pathEnum{s: s, u: u, side: b.Units[u].Side, n: n, start: start, locd: locd}
	e.walk(start, []int32{start}, 0)
	rp := RetreatPaths{Unit: b.Units[u].ID, Side: b.Units[u].Side, From: b.Code(start), Length: n, Rout: rout, Truncated: e.truncated}
	for _, p := range e.out {
		codes := make([]string, len(p))
		for i, h := range p {
			codes[i] = b.Code(h)
		}
		rp.Paths = append(rp.Paths, codes)
	}
	*rc.record = append(*rc.record, rp)
}

// pathEnum walks every legal retreat path of one unit, as retreatUnit
// would move it, without dice: a hazard the unit may not survive does not
// end a path.
type pathEnum struct {
	s         *State
	u, side   int
	n         int
	start     int32
	locd      []int16
	out       [][]int32
	truncated bool
}

func (e *pathEnum) emit(visited []int32) {
	if len(e.out) >= maxRetreatPaths {
		e.truncated = true
		return
	}
	e.out = append(e.out, slices.Clone(visited[1:]))
}

// walk extends the path visited (its last hex cur, step hexes from the
// start) by every hex the rules rank best, the engine's choice first.
func (e *pathEnum) walk(cur int32, visited []int32, step int) {
	s, b := e.s, e.s.B
	if step >= e.n && s.UnitAt(cur) < 0 || step >= e.n+12 {
		e.emit(visited) // full distance, not stacked (9.7.6)
		return
	}
	cs := s.retreatCands(nil, e.u, e.side, cur, e.start, visited, e.locd)
	best, ok := bestCand(cs)
	if !ok || best.key[0] == 1 {
		e.emit(visited) // Broken: nowhere to go (9.7.2), off its road (16.7.6)
		return
	}
	slices.SortStableFunc(cs, func(a, c retreatCand) int {
		if less5(a.key, c.key) {
			return -1
		}
		if less5(c.key, a.key) {
			return 1
		}
		return 0
	})
	for _, c := range cs {
		if !equalRank(c.key, best.key) {
			continue
		}
		next := append(slices.Clip(visited), c.hex)
		if step+1 < e.n && (isIn(b.loc[e.side], c.hex) || s.locAt(e.u, e.side, c.hex, false)) {
			e.emit(next) // Broken at its LOC before the full distance (9.7.8)
			continue
		}
		e.walk(c.hex, next, step+1)
	}
}

// pathWords is a Resolve's chosen paths in the order notation:
// " path al-x:1002,1103".
func pathWords(cs []RetreatChoice) string {
	var sb strings.Builder
	for _, c := range cs {
		fmt.Fprintf(&sb, " path %s:%s", c.Unit, strings.Join(c.Path, ","))
	}
	return sb.String()
}

// parsePathWord reads "UNIT:HEX,HEX" after the word path.
func parsePathWord(text, w string) (RetreatChoice, error) {
	unit, hexes, ok := strings.Cut(w, ":")
	c := RetreatChoice{Unit: unit, Path: idList(hexes)}
	if !ok || unit == "" || len(c.Path) == 0 {
		return c, fmt.Errorf("rules: order %q: path takes UNIT:HEX,HEX,... (the hexes the unit retreats into, in order), not %q", text, w)
	}
	return c, nil
}
