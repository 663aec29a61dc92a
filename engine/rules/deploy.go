package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Deploy sets up a unit that deploys freely (3.0 and the exclusive rules'
// set-up) in the Set-up Phase before the first Random Events Phase: To is
// a hex of one of the unit's deployment zones, or "turn-N" for a box of
// the Game Turn Record the zone offers.
type Deploy struct {
	Unit string
	To   string // XXYY or "turn-N"
}

func (Deploy) order() {}

// String returns the order in the game log's notation.
func (o Deploy) String() string { return "deploy " + o.Unit + " " + o.To }

// deployZone is a scenario deployment zone resolved to dense hex indexes.
type deployZone struct {
	id        string
	side      int
	anchors   []int32 // the listed hexes on the map
	within    int
	targets   []int32 // every zone hex, anchors first, then by distance
	in        map[int32]bool
	turn      int
	area      string
	minPer    int
	maxPer    int
	units     int
	stackWith []int // zone indexes
	readable  bool  // the engine can place units in it
	notAdj    bool  // no unit sets up next to a friendly unit or garrison
	noEZOC    bool  // no unit sets up in an enemy ZOC
}

// deployPlan is the free deployment of a scenario.
type deployPlan struct {
	zones []deployZone
	unit  [][]int // per unit: indexes of its readable zones
	order []int   // sides in set-up order
	// garrisons are the Garrison markers placed during set-up
	// (deploy_garrison.go).
	garrisons []int
}

// buildDeployment resolves the scenario's deployment zones and the zones of
// each deploying unit. A unit that lists hexes but names no zone deploys in
// a zone of its own made of exactly those hexes.
func (b *Board) buildDeployment() {
	sc := b.Scenario
	p := &deployPlan{unit: make([][]int, len(b.Units))}
	byID := map[string]int{}
	for _, z := range sc.Deployment {
		byID[z.ID] = len(p.zones)
		p.zones = append(p.zones, b.resolveZone(z.ID, SideIndex(z.Side), z.Hexes, z.Within))
		dz := &p.zones[len(p.zones)-1]
		dz.turn, dz.area, dz.minPer, dz.maxPer, dz.units = z.Turn, z.EntryArea, z.MinPerHex, z.MaxPerHex, z.Units
		dz.notAdj, dz.noEZOC = z.NotAdjacent, z.NoEZOC
		if !b.garrisonZone(dz, z) { // deploy_garrison.go
			b.zoneArea(dz, z) // columns, rows, river sides (3.0)
		}
		dz.readable = len(dz.targets) > 0 || z.Turn > 0
		b.zoneNotes(dz, z)
	}
	for i, z := range sc.Deployment {
		for _, id := range z.StackWith {
			if k, ok := byID[id]; ok {
				p.zones[i].stackWith = append(p.zones[i].stackWith, k)
				p.zones[i].readable = true
			}
		}
	}
	seen := map[int]bool{}
	addSide := func(side int) {
		if !seen[side] {
			seen[side] = true
			p.order = append(p.order, side)
		}
	}
	for _, z := range p.zones {
		if z.readable {
			addSide(z.side)
		}
	}
	for u, info := range b.Units {
		pl := info.Placement
		if pl.Kind != scenario.PlaceDeploy {
			continue
		}
		if info.Garrison {
			p.garrisons = append(p.garrisons, u)
			b.markers = true
		}
		if len(pl.Zones) == 0 && len(pl.Hexes) > 0 {
			z := b.resolveZone("unit "+info.ID, info.Side, pl.Hexes, 0)
			z.readable = len(z.anchors) > 0
			p.zones = append(p.zones, z)
			if z.readable {
				p.unit[u] = []int{len(p.zones) - 1}
				addSide(info.Side)
			}
			continue
		}
		for _, id := range pl.Zones {
			if k, ok := byID[id]; ok && p.zones[k].readable && p.zones[k].side == info.Side {
				p.unit[u] = append(p.unit[u], k)
			}
		}
	}
	b.deploy = p
}

// zoneNotes records how the engine reads deployment zone z.
func (b *Board) zoneNotes(dz *deployZone, z scenario.DeployZone) {
	if z.Turn > 0 && !anyOf(b.game.ZoneRolled, b, z) { // ZoneRolled GameHooks
		b.noteNotApplied("deployment zone %q: units set up in Game Turn box %d enter as ordinary reinforcements from that turn through entry area %q (11.0); arrival rolls of special rules are not applied", z.ID, z.Turn, z.EntryArea)
	}
	if z.MinPerHex > 0 || z.MaxPerHex > 0 || z.Units > 0 {
		b.Note("deployment zone %q: its unit limits count the non-leader units that deploy in it, not units set up in fixed hexes; leaders may stack with a friendly unit and do not count (16.9.2)", z.ID)
	}
	if z.Within > 0 && (z.MinPerHex > 0 || z.MaxPerHex > 0) && z.Text != "" {
		b.Note("deployment zone %q: units set up only on or within %d hex(es) of its listed hexes, where its per-hex limits count; conditions given only in words (rivers, map areas) are not checked", z.ID, z.Within)
	}
	if z.Step != "" {
		b.Note("deployment steps: within a side's set-up the engine accepts the units of its steps in any order (a unit stacked with others waits for them)")
	}
	if !dz.readable && len(z.StackWith) == 0 && z.Garrisons == nil {
		b.Note("deployment zone %q (%s) is described only in words: the engine cannot set units up there", z.ID, zoneWords(z))
	}
}

// zoneArea narrows or sets a zone's hexes by its printed column and row
// ranges and river sides (Wallachia 20 [3.0] "between hexrows 05xx and
// 11xx (inclusive) and east of the Lom River"), as scenario.Area computes
// them; the listed hexes stay the anchors of the per-hex limits.
func (b *Board) zoneArea(dz *deployZone, z scenario.DeployZone) {
	ranged := len(z.Columns) == 2 || len(z.Rows) == 2 || len(z.Hexes) == 0 && len(z.SameSide) > 0
	if !ranged && len(z.SameSide) == 0 && len(z.Except) == 0 {
		return
	}
	area := b.Scenario.Area(z)
	for _, r := range area.Untraced {
		b.Note("deployment zone %q: river %q is not traced on the map, so its river side is not checked (3.0)", z.ID, r)
	}
	keep := map[int32]bool{}
	for _, code := range area.Hexes {
		if h, err := b.Parse(code); err == nil && !b.prohibited[h] {
			keep[h] = true
		}
	}
	var targets []int32
	in := map[int32]bool{}
	add := func(h int32) {
		if keep[h] && !in[h] {
			in[h] = true
			targets = append(targets, h)
		}
	}
	for _, h := range dz.targets { // anchors first, then by distance
		add(h)
	}
	if ranged {
		for h := int32(0); h < int32(b.N); h++ {
			add(h)
		}
	}
	dz.targets, dz.in = targets, in
	var words []string
	if len(z.Columns) == 2 {
		words = append(words, fmt.Sprintf("columns %d-%d", z.Columns[0], z.Columns[1]))
	}
	if len(z.Rows) == 2 {
		words = append(words, fmt.Sprintf("rows %d-%d", z.Rows[0], z.Rows[1]))
	}
	for _, rs := range z.SameSide {
		words = append(words, fmt.Sprintf("the %s side of the %s", rs.Hex, rs.River))
	}
	if len(z.Except) > 0 {
		words = append(words, "except "+strings.Join(z.Except, ", "))
	}
	if z.NotAdjacent {
		words = append(words, "not on or adjacent to another friendly unit or garrison")
	}
	if z.NoEZOC {
		words = append(words, "not in an enemy ZOC")
	}
	b.Note("deployment zone %q: %d hexes (%s) (3.0)", z.ID, len(targets), strings.Join(words, ", "))
}

// zoneWords is a zone's description for notes.
func zoneWords(z scenario.DeployZone) string {
	w := strings.TrimSpace(z.Text)
	if z.Step != "" {
		w = "step " + z.Step + ": " + w
	}
	if w == "" {
		w = "no location given"
	}
	return w
}

// resolveZone turns listed hexes and a distance into dense indexes.
// Hexes off the map or of prohibited terrain are left out (6.2).
func (b *Board) resolveZone(id string, side int, codes []string, within int) deployZone {
	z := deployZone{id: id, side: side, in: map[int32]bool{}, within: within}
	for _, c := range codes {
		h, err := b.Parse(c)
		if err != nil {
			b.Note("deployment zone %q: hex %s is not on the map: left out (3.0)", id, c)
			continue
		}
		z.anchors = append(z.anchors, h)
	}
	for _, a := range z.anchors {
		for d := 0; d <= within; d++ {
			for h := int32(0); h < int32(b.N); h++ {
				if b.Hexes[h].Distance(b.Hexes[a]) != d || b.prohibited[h] {
					continue
				}
				if !z.in[h] {
					z.in[h] = true
					z.targets = append(z.targets, h)
				}
			}
		}
	}
	return z
}

// deployStart decides where deploying unit u waits at the start: AtSetup
// when the engine can set it up, otherwise out of play (noted).
func (b *Board) deployStart(u int) uint8 {
	if len(b.deploy.unit[u]) > 0 {
		return AtSetup
	}
	info := &b.Units[u]
	if info.Garrison {
		return AtSetAside // its zone cannot be computed: noted by garrisonZone
	}
	zone := info.Placement.Zone
	if zone == "" {
		zone = strings.Join(info.Placement.Zones, ", ")
	}
	b.Note("unit %q deploys freely in %q but no hexes are listed: it is left out of play", info.ID, zone)
	return AtSetAside
}

// startSetup begins the Set-up Phase when units wait to deploy.
func (s *State) startSetup() {
	for _, side := range s.B.deploy.order {
		if s.waiting(side) {
			s.Phase, s.Phasing = PhaseSetup, side
			s.B.Note("free deployment (3.0): the set-up is played with Deploy orders before the first Random Events Phase, side by side in the order of the scenario's deployment zones; each unit goes into a hex of its zone that is on the map, not prohibited, free of enemy units, within the zone's limits and stacking (6.9)")
			return
		}
	}
}

// waiting reports whether a unit of side waits to deploy.
func (s *State) waiting(side int) bool {
	for u, info := range s.B.Units {
		if info.Side == side && s.Units[u].Where == AtSetup {
			return true
		}
	}
	return false
}

// deployTarget is one place a unit may set up: a hex, or a turn box.
type deployTarget struct {
	zone int
	hex  int32 // -1 for a turn box
}

func (s *State) targetCode(t deployTarget) string {
	if t.hex < 0 {
		return "turn-" + strconv.Itoa(s.B.deploy.zones[t.zone].turn)
	}
	return s.B.Code(t.hex)
}

// checkDeploy validates a Deploy order.
func (s *State) checkDeploy(o Deploy, c *Checked) (*Checked, error) {
	b := s.B
	if s.Phase != PhaseSetup {
		return nil, Illegal("3.0", "units deploy only in the Set-up Phase before play (3.0); now %s", s.Phase)
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != s.Phasing {
		return nil, Illegal("3.0", "%q belongs to the %s side, which is not setting up now (3.0)", info.ID, SideName(info.Side))
	}
	if s.Units[u].Where != AtSetup {
		return nil, Illegal("3.0", "%q does not wait to deploy (3.0)", info.ID)
	}
	if info.Garrison {
		return nil, Illegal("3.0", "%q is a Garrison marker: place it with place-garrison HEX (3.0); allowed hexes: %s", info.ID, s.allowedGarrisonHexes(u))
	}
	var tgt deployTarget
	if n, ok := strings.CutPrefix(o.To, "turn-"); ok {
		turn, err := strconv.Atoi(n)
		if err != nil {
			return nil, Illegal("3.0", "deploy %q: %q is not a turn box (want turn-N)", info.ID, o.To)
		}
		tgt = deployTarget{zone: -1, hex: -1}
		for _, k := range b.deploy.unit[u] {
			if b.deploy.zones[k].turn == turn {
				tgt.zone = k
			}
		}
		if tgt.zone < 0 {
			return nil, Illegal("3.0", "%q may not set up in Game Turn box %d (3.0)", info.ID, turn)
		}
	} else {
		h, err := b.Parse(o.To)
		if err != nil {
			return nil, Illegal("3.0", "deploy %q: %v", info.ID, err)
		}
		tgt = deployTarget{zone: -1, hex: h}
		for _, k := range b.deploy.unit[u] {
			if s.inZone(k, h) {
				tgt.zone = k
				break
			}
		}
		if tgt.zone < 0 {
			return nil, Illegal("3.0", "%s is not in a deployment zone of %q (3.0)", o.To, info.ID)
		}
	}
	if err := s.deployOK(u, tgt); err != nil {
		return nil, err
	}
	c.Unit, c.To, c.battle = u, tgt.hex, tgt.zone
	return c, nil
}

// inZone reports whether hex h belongs to zone k in this position (a
// stack_with zone: a hex holding a friendly unit set up in those zones).
func (s *State) inZone(k int, h int32) bool {
	z := &s.B.deploy.zones[k]
	if z.in[h] {
		return true
	}
	for _, w := range z.stackWith {
		for u, info := range s.B.Units {
			if s.Units[u].Where == AtMap && s.Units[u].Hex == h && info.Side == z.side && s.deployedIn(u, w) {
				return true
			}
		}
	}
	return false
}

// deployedIn reports whether unit u names zone k and stands in it: during
// the set-up no unit moves, so this is where it deployed.
func (s *State) deployedIn(u, k int) bool {
	z := &s.B.deploy.zones[k]
	for _, x := range s.B.deploy.unit[u] {
		if x != k {
			continue
		}
		us := s.Units[u]
		if z.turn > 0 {
			return us.Where == AtPending && us.Arrive == z.turn
		}
		return us.Where == AtMap && (z.in[us.Hex] || len(z.stackWith) > 0)
	}
	return false
}

// deployOK checks a target: the hex (6.2, 6.3, 6.9, 16.9.2) and the
// zone's limits, and that the zones' minimums can still be met.
func (s *State) deployOK(u int, t deployTarget) error {
	return s.deployOKFrom(u, t, s.feasible(s.B.Units[u].Side))
}

// deployOKFrom is deployOK with the side's present feasibility known.
func (s *State) deployOKFrom(u int, t deployTarget, feasible bool) error {
	b := s.B
	info := &b.Units[u]
	z := &b.deploy.zones[t.zone]
	if t.hex >= 0 {
		if err := s.deployHexOK(u, t); err != nil || info.Garrison {
			return err
		}
	}
	if t.hex >= 0 && info.RoadBound && !b.roadHex[t.hex] && s.zoneHasRoad(t.zone) {
		return fmt.Errorf("rules: road-bound %q sets up on a road hex (16.7.6)", info.ID)
	}
	if info.Leader {
		return nil // 16.9.2: leaders stack and do not count toward the limits
	}
	if t.hex >= 0 {
		// A hex another zone lists as its own set-up hex, still short of
		// its minimum, is kept for that zone's units.
		for j := range b.deploy.zones {
			y := &b.deploy.zones[j]
			if j == t.zone || y.side != info.Side || y.minPer == 0 || y.within != 0 {
				continue
			}
			for a, h := range y.anchors {
				if h == t.hex && s.anchorCount(j, a) < y.minPer {
					return fmt.Errorf("rules: %s is kept for deployment zone %q, which needs %d unit(s) there (3.0)", b.Code(t.hex), y.id, y.minPer)
				}
			}
		}
	}
	if t.hex >= 0 && z.noEZOC && s.HexInZOCOf(t.hex, 1-info.Side) {
		return fmt.Errorf("rules: %s is in an enemy ZOC; zone %q sets up out of them (3.0)", b.Code(t.hex), z.id)
	}
	if t.hex >= 0 && z.notAdj {
		if err := s.apartFromFriends(t.hex, info.Side, z.id); err != nil {
			return err
		}
	}
	if z.units > 0 && s.zoneCount(t.zone) >= z.units {
		return fmt.Errorf("rules: deployment zone %q takes %d units and is full (3.0)", z.id, z.units)
	}
	if z.maxPer > 0 {
		for a := range z.anchors {
			if s.nearAnchor(t.zone, a, t.hex) && s.anchorCount(t.zone, a) >= z.maxPer {
				return fmt.Errorf("rules: deployment hex %s already has %d units on or near it, the most allowed (3.0)", b.Code(z.anchors[a]), z.maxPer)
			}
		}
		if z.turn > 0 && s.zoneCount(t.zone) >= z.maxPer {
			return fmt.Errorf("rules: Game Turn box %d already holds %d units, the most allowed (3.0)", z.turn, z.maxPer)
		}
	}
	if feasible {
		// Counting needs only the units' places: a shallow copy will do.
		n := *s
		n.Units = append([]UnitState(nil), s.Units...)
		n.Units[u].Where, n.Units[u].Hex = AtMap, t.hex
		if t.hex < 0 {
			n.Units[u].Where, n.Units[u].Arrive = AtPending, z.turn
		}
		if !n.feasible(info.Side) {
			return fmt.Errorf("rules: %q there would leave too few units to meet the deployment minimums (3.0)", info.ID)
		}
	}
	return nil
}

// deployHexOK checks the hex of a target (6.2, 6.3, 6.9); a Garrison
// marker's hex is checked in full (deploy_garrison.go).
func (s *State) deployHexOK(u int, t deployTarget) error {
	b := s.B
	info := &b.Units[u]
	switch {
	case b.prohibited[t.hex]:
		return fmt.Errorf("rules: %s is prohibited terrain (6.2)", b.Code(t.hex))
	case s.EnemyIn(t.hex, info.Side):
		return fmt.Errorf("rules: %s holds an enemy unit (6.3)", b.Code(t.hex))
	case info.Garrison:
		return s.garrisonOK(u, t)
	case !info.Leader && s.UnitAt(t.hex) >= 0:
		return fmt.Errorf("rules: %s already holds %q; one unit per hex (6.9)", b.Code(t.hex), b.Units[s.UnitAt(t.hex)].ID)
	}
	return nil
}

// zoneHasRoad reports whether zone k has a road hex; where roads are not
// traced a road-bound unit sets up in any hex of its zone (noted).
func (s *State) zoneHasRoad(k int) bool {
	for _, h := range s.B.deploy.zones[k].targets {
		if s.B.roadHex[h] {
			return true
		}
	}
	s.B.Note("deployment zone %q has no road hex (roads not traced): road-bound units (16.7.6) set up in any of its hexes", s.B.deploy.zones[k].id)
	return false
}

// nearAnchor reports whether target hex h counts for anchor a of zone k.
func (s *State) nearAnchor(k, a int, h int32) bool {
	z := &s.B.deploy.zones[k]
	return h >= 0 && z.in[h] && s.B.Hexes[h].Distance(s.B.Hexes[z.anchors[a]]) <= z.within
}

// anchorCount counts the non-leader units set up in zone k on or near its
// listed hex a.
func (s *State) anchorCount(k, a int) int {
	n := 0
	for u, info := range s.B.Units {
		if info.Leader || s.Units[u].Where != AtMap || !s.deployedIn(u, k) {
			continue
		}
		if s.nearAnchor(k, a, s.Units[u].Hex) {
			n++
		}
	}
	return n
}

// zoneCount counts the non-leader units set up in zone k.
func (s *State) zoneCount(k int) int {
	n := 0
	for u, info := range s.B.Units {
		if !info.Leader && s.deployedIn(u, k) {
			n++
		}
	}
	return n
}

// shortfall is how many more units zone k needs to meet its minimums.
func (s *State) shortfall(k int) int {
	z := &s.B.deploy.zones[k]
	need := 0
	if z.minPer > 0 {
		if z.turn > 0 {
			need += max(0, z.minPer-s.zoneCount(k))
		}
		cnt := make([]int, len(z.anchors))
		for u, info := range s.B.Units {
			if info.Leader || s.Units[u].Where != AtMap || !s.deployedIn(u, k) {
				continue
			}
			for a := range z.anchors {
				if s.nearAnchor(k, a, s.Units[u].Hex) {
					cnt[a]++
				}
			}
		}
		for a := range z.anchors {
			need += max(0, z.minPer-cnt[a])
		}
	}
	if z.units > 0 {
		need = max(need, z.units-s.zoneCount(k))
	}
	return need
}

// feasible reports whether the waiting units of side can still meet every
// zone minimum, counting units only (not hexes).
func (s *State) feasible(side int) bool {
	// The zones' shortfalls are slots; each waiting unit fills at most one
	// slot of a zone it may use. The minimums can be met only when every
	// slot is matched to its own unit (a bipartite matching; a count per
	// zone is not enough when one unit could fill two zones' needs).
	var waiting []int
	for u, info := range s.B.Units {
		if info.Side == side && !info.Leader && !info.Garrison && s.Units[u].Where == AtSetup {
			waiting = append(waiting, u)
		}
	}
	var slots []int // zone index per slot
	for k := range s.B.deploy.zones {
		if s.B.deploy.zones[k].side != side {
			continue
		}
		for n := s.shortfall(k); n > 0; n-- {
			slots = append(slots, k)
		}
	}
	if len(slots) > len(waiting) {
		return false
	}
	can := func(u, k int) bool {
		for _, x := range s.B.deploy.unit[u] {
			if x == k {
				return true
			}
		}
		return false
	}
	owner := make([]int, len(waiting)) // slot index + 1 a unit fills, 0 none
	var try func(slot int, seen []bool) bool
	try = func(slot int, seen []bool) bool {
		for i, u := range waiting {
			if seen[i] || !can(u, slots[slot]) {
				continue
			}
			seen[i] = true
			if owner[i] == 0 || try(owner[i]-1, seen) {
				owner[i] = slot + 1
				return true
			}
		}
		return false
	}
	for slot := range slots {
		if !try(slot, make([]bool, len(waiting))) {
			return false
		}
	}
	return s.roomForBound(side)
}

// roomForBound reports whether every zone with a unit count still has room
// for the waiting units that may set up nowhere else (the Janissaries of
// Slobozia 20 [3.0] step B).
func (s *State) roomForBound(side int) bool {
	b := s.B
	for k := range b.deploy.zones {
		z := &b.deploy.zones[k]
		if z.side != side || z.units == 0 {
			continue
		}
		bound := 0
		for u, info := range b.Units {
			if !info.Leader && s.Units[u].Where == AtSetup && len(b.deploy.unit[u]) == 1 && b.deploy.unit[u][0] == k && len(info.Placement.Zones) <= 1 {
				bound++
			}
		}
		if bound > z.units-s.zoneCount(k) {
			return false
		}
	}
	return true
}

// deployUnit places unit u at target t.
func (s *State) deployUnit(u int, t deployTarget) {
	if t.hex < 0 {
		z := &s.B.deploy.zones[t.zone]
		s.Units[u].Where, s.Units[u].Hex, s.Units[u].Arrive = AtPending, -1, z.turn
		s.SetArea(u, z.area)
		return
	}
	s.Units[u].Where = AtSetAside // place expects a unit off the map
	s.Place(u, t.hex)
}

// DeployTargets lists where unit u may set up now, as XXYY or "turn-N", in
// zone order (each listed hex, then the hexes around it by distance).
func (s *State) DeployTargets(u int) []string {
	var out []string
	for _, t := range s.deployTargets(u) {
		out = append(out, s.targetCode(t))
	}
	return out
}

func (s *State) deployTargets(u int) []deployTarget {
	return s.deployTargetsUpTo(u, 0)
}

// firstDeployTarget is the first of deployTargets(u), found without
// checking the targets after it; ok is false when there is none.
func (s *State) firstDeployTarget(u int) (t deployTarget, ok bool) {
	ts := s.deployTargetsUpTo(u, 1)
	if len(ts) == 0 {
		return deployTarget{}, false
	}
	return ts[0], true
}

// deployTargetsUpTo is deployTargets stopped at the first limit targets
// (every target when limit is 0): each check of a target may run the
// side's feasibility matching, so callers that need only the first one,
// or to know whether there is one, stop there.
func (s *State) deployTargetsUpTo(u, limit int) []deployTarget {
	if s.Phase != PhaseSetup || u < 0 || u >= len(s.Units) || s.Units[u].Where != AtSetup || s.B.Units[u].Side != s.Phasing {
		return nil
	}
	var out []deployTarget
	seen := map[int32]bool{}
	ok := s.feasible(s.B.Units[u].Side)
	for _, k := range s.B.deploy.unit[u] {
		z := &s.B.deploy.zones[k]
		if z.turn > 0 {
			if t := (deployTarget{zone: k, hex: -1}); s.deployOKFrom(u, t, ok) == nil {
				if out = append(out, t); len(out) == limit {
					return out
				}
			}
			continue
		}
		cand := z.targets
		if len(z.stackWith) > 0 {
			cand = nil
			for x := range s.B.Units {
				if s.Units[x].Where == AtMap && s.inZone(k, s.Units[x].Hex) {
					cand = append(cand, s.Units[x].Hex)
				}
			}
		}
		for _, h := range cand {
			if seen[h] {
				continue
			}
			if t := (deployTarget{zone: k, hex: h}); s.deployOKFrom(u, t, ok) == nil {
				seen[h] = true
				if out = append(out, t); len(out) == limit {
					return out
				}
			}
		}
	}
	return out
}

// checkEndSetup: a side ends its set-up once none of its waiting units can
// be set up any more (3.0).
func (s *State) checkEndSetup() error {
	for u, info := range s.B.Units {
		if info.Side != s.Phasing || s.Units[u].Where != AtSetup {
			continue
		}
		if _, ok := s.firstDeployTarget(u); ok {
			return Illegal("3.0", "%q must still be deployed (3.0)", info.ID)
		}
	}
	return nil
}

// endSetup ends the phasing side's set-up: units that found no legal hex
// stay out of play; the next side sets up, or play begins with the first
// player's Random Events Phase. Dummies deployed without Fog of War are
// removed before play (16.1.3).
func (s *State) endSetup(ev *[]Event) {
	b := s.B
	for u, info := range b.Units {
		if info.Side == s.Phasing && s.Units[u].Where == AtSetup {
			s.Units[u].Where = AtSetAside
			b.Note("a unit that finds no legal hex in its deployment zones when its side ends the set-up is left out of play (3.0); the game log names it")
			*ev = append(*ev, Event{Kind: EvDeploy, Side: SideName(info.Side), Unit: info.ID, Text: "no legal hex: out of play"})
		}
	}
	for _, side := range b.deploy.order {
		if s.waiting(side) {
			s.Phasing = side
			return
		}
	}
	if !b.Optional("16.1") {
		for u, info := range b.Units {
			if info.Dummy && (s.Units[u].Where == AtMap || s.Units[u].Where == AtPending) && len(b.deploy.unit[u]) > 0 {
				s.Remove(u, AtSetAside)
				*ev = append(*ev, Event{Kind: EvDummy, Side: SideName(info.Side), Unit: info.ID, Text: "removed before play: Fog of War (16.1) is not in use"})
				b.Note("Dummy units deployed without Fog of War (16.1) are removed before play, as the set-up rules say")
			}
		}
	}
	s.Phase, s.Phasing = PhaseEvents, SideIndex(b.Scenario.FirstPlayer)
}

// applyDeploy applies a checked Deploy order.
func (s *State) applyDeploy(c *Checked, ev *[]Event) {
	b := s.B
	t := deployTarget{zone: c.battle, hex: c.To}
	s.deployUnit(c.Unit, t)
	info := &b.Units[c.Unit]
	*ev = append(*ev, Event{Kind: EvDeploy, Side: SideName(info.Side), Unit: info.ID, Hex: s.targetCode(t), Text: "zone " + b.deploy.zones[c.battle].id})
}

// AutoDeploy plays the Set-up Phase with a fixed default: each waiting unit,
// in scenario order, goes into the first legal place of its zones (listed
// hexes in order, then the nearest hexes). Tools that need a position
// without playing the set-up (reach, odds, what-if, previews) start from
// it. A position not in the Set-up Phase is returned unchanged.
func (s *State) AutoDeploy() (*State, error) {
	if s.Phase != PhaseSetup {
		return s, nil
	}
	s.B.Note("positions without a played set-up use the default deployment: each unit in the first legal hex of its zones, in scenario order")
	for s.Phase == PhaseSetup {
		var o Order = EndPhase{}
		for u, info := range s.B.Units {
			if info.Side == s.Phasing && s.Units[u].Where == AtSetup {
				if t, ok := s.firstDeployTarget(u); ok {
					o = s.setupOrder(u, t)
					break
				}
			}
		}
		n, _, err := s.Apply(o, nil)
		if err != nil {
			return nil, fmt.Errorf("rules: default deployment: %w", err)
		}
		s = n
	}
	return s, nil
}

// deployOrder picks a random legal Deploy for the side setting up, or
// EndPhase when none is left.
func (p *RandomPlayer) deployOrder(s *State) Order {
	b := s.B
	p.buf = p.buf[:0]
	for u, info := range b.Units {
		if info.Side == s.Phasing && s.Units[u].Where == AtSetup {
			p.buf = append(p.buf, u)
		}
	}
	for len(p.buf) > 0 {
		i := p.Rng.IntN(len(p.buf))
		u := p.buf[i]
		if ts := s.deployTargets(u); len(ts) > 0 {
			return s.setupOrder(u, ts[p.Rng.IntN(len(ts))])
		}
		p.buf[i] = p.buf[len(p.buf)-1]
		p.buf = p.buf[:len(p.buf)-1]
	}
	return EndPhase{}
}

// apartFromFriends refuses hex h to a unit of side in a not_adjacent zone:
// "such that each unit is not adjacent to any other Ottoman unit (including
// the Garrisoned Redoubt)" (Slobozia 20 3.0 C): not next to a friendly unit
// or garrison, and not on a friendly garrison's hex either.
func (s *State) apartFromFriends(h int32, side int, zone string) error {
	b := s.B
	if g := s.GarrisonAt(h); g >= 0 && b.Units[g].Side == side {
		return fmt.Errorf("rules: %s holds a friendly garrison; zone %q sets up apart from it (3.0)", b.Code(h), zone)
	}
	if f := s.friendNextTo(h, side); f != "" {
		return fmt.Errorf("rules: %s is adjacent to friendly %s; zone %q sets up apart (3.0)", b.Code(h), f, zone)
	}
	return nil
}

// friendNextTo names a friendly non-leader unit or garrison of side next
// to hex h, or returns "".
func (s *State) friendNextTo(h int32, side int) string {
	b := s.B
	for d := 0; d < 6; d++ {
		n := b.Neighbours[h][d]
		if n < 0 {
			continue
		}
		if o := s.UnitAt(n); o >= 0 && b.Units[o].Side == side && !b.Units[o].Leader {
			return fmt.Sprintf("%q in %s", b.Units[o].ID, b.Code(n))
		}
		if g := s.GarrisonAt(n); g >= 0 && b.Units[g].Side == side {
			return fmt.Sprintf("garrison in %s", b.Code(n))
		}
	}
	return ""
}
