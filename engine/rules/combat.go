package rules

import (
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/editdist"
)

// Battle is a declared battle (9.2) between unit indexes.
type Battle struct {
	Attackers, Defenders []int
	Countercharge        bool // 8.1
	Resolved             bool
	Cancelled            bool // every attacker or defender advanced elsewhere (9.8.6)
}

// Odds is the exact analysis of a battle before the die is rolled.
type Odds struct {
	Attack, Defense int    // strength totals (step B, C) before random modifiers
	Terrain         int    // the single best terrain benefit included in Defense (9.4.1)
	Differential    int    // Attack - Defense, with command and voluntary reduction
	Column          int    // the CRT column used
	Command         string // "", "in command", "out of command (-1)" (16.9.5)
	Notes           []string
	// Results maps each result code to its probability, over the combat
	// die and the Élan!/Unreliable rolls of step D.
	Results map[string]float64
	// Outcomes maps each result code to its effects "attacker/defender".
	Outcomes map[string]string
}

// BattleCtx holds a battle's participants with their derived facts.
type BattleCtx struct {
	Att, Def      []int
	AttSide       int
	Countercharge bool
	bombard       []bool // per attacker: bombarding (16.3.2)
	defCavalry    bool
	bombBuf       [8]bool // bombard's memory for up to 8 attackers

	// The Battle hooks' answers, step by step (gamehooks.go). A battle's
	// context comes from the board's pool (ctx); it is kept small (a
	// commitment list, not the order's options).
	CommandSet bool                     // atCommand: a rule decided the command
	Slot       int                      // the hook's index in its step's list; at atBattleEnd, its group's atBattleStart hook's (-1: none), which Kept is read by
	Kept       [maxBattleGroups][]int32 // atBattleStart: what each hook keeps for its atBattleEnd
	Sum        int                      // atDefence, atDifferential
	Command    int                      // atCommand, when cmdSet
	Lead       int                      // atLead
	commit     *[]committed             // atStrengths: the special rules committed to the order (battleOpts.commit)
	Strengths  [3]int                   // atStrengths: attack, defence, differential
	Mods       []RandomMod              // atStepD
	modsBuf    []RandomMod              // the step D list's memory (stepD), kept by the pool
}

// Opts is the order's options as far as the atStrengths hooks read them:
// its commitments.
func (c *BattleCtx) Opts() BattleOpts { return BattleOpts{commit: c.commit} }

// ctx is the context of battle bt, taken from the board's pool: the caller
// gives it back with putCtx once the battle's steps are over. Its step D
// list keeps its memory from battle to battle.
func (s *State) ctx(bt *Battle) *BattleCtx {
	c, _ := s.B.battleCtxs.Get().(*BattleCtx)
	if c == nil {
		c = new(BattleCtx)
	}
	*c = BattleCtx{Att: bt.Attackers, Def: bt.Defenders, Countercharge: bt.Countercharge, modsBuf: c.modsBuf[:0]}
	if len(bt.Attackers) > 0 {
		c.AttSide = s.B.Units[bt.Attackers[0]].Side
	}
	if len(bt.Attackers) <= len(c.bombBuf) {
		c.bombard = c.bombBuf[:len(bt.Attackers)]
	} else {
		c.bombard = make([]bool, len(bt.Attackers))
	}
	for i, a := range bt.Attackers {
		if !s.B.Units[a].Artillery || !s.B.Optional("16.3") {
			continue
		}
		for _, d := range bt.Defenders {
			if _, ok := s.B.adjacent(s.Units[a].Hex, s.Units[d].Hex); !ok {
				c.bombard[i] = true
			}
		}
	}
	for _, d := range bt.Defenders {
		if s.B.Units[d].Cavalry {
			c.defCavalry = true
		}
	}
	return c
}

// putCtx gives battle context c back to the board's pool; c must not be
// read afterwards.
func (s *State) putCtx(c *BattleCtx) {
	mods := c.modsBuf[:0]
	clear(mods[:cap(mods)]) // no hook's OnRoll kept alive by the pool
	*c = BattleCtx{modsBuf: mods}
	s.B.battleCtxs.Put(c)
}

func halfUp(x int) int { return (x + 1) / 2 }

// unitAttack is a unit's attack strength before step D: artillery doubled
// unless bombarding (9.3, 16.3.2), countercharging cavalry doubled except
// against cavalry (8.1.4), halved rounding up when Routed or In Contact
// (9.6.2, 8.2.4).
func (s *State) unitAttack(c *BattleCtx, i int) int {
	u := c.Att[i]
	info := &s.B.Units[u]
	st := info.Strength
	if info.Dummy {
		return 0
	}
	if info.Artillery && !c.bombard[i] {
		st *= 2
	}
	if c.Countercharge && !c.defCavalry {
		st *= 2
	}
	if s.Units[u].Status&(stRouted|stInContact) != 0 {
		st = halfUp(st)
	}
	return st
}

func (s *State) unitDefense(u int) int {
	info := &s.B.Units[u]
	if info.Dummy {
		return 0
	}
	st := info.Strength
	if s.Units[u].Status&(stRouted|stInContact) != 0 {
		st = halfUp(st)
	}
	return st
}

// terrainBenefit is the single best terrain benefit of the defenders
// (9.4, 9.4.1, 9.4.2): each defender's hex, or a hexside benefit when every
// attacker attacks it across such a hexside (the extended combat example),
// uphill-only benefits only for a defender on the uphill side, side-only
// benefits only for that nationality or side.
func (s *State) terrainBenefit(c *BattleCtx) int {
	b := s.B
	best := -99
	for _, d := range c.Def {
		dh := s.Units[d].Hex
		v := s.hexBenefit(dh, d) // HexBenefit GameHooks
		side := 99
		for _, a := range c.Att {
			ah := s.Units[a].Hex
			dir := -1
			for k := 0; k < 6; k++ {
				if b.Neighbours[dh][k] == ah {
					dir = k
				}
			}
			if dir < 0 {
				side = 0
				break
			}
			sv := int(b.HexsideCombat[dh][dir])
			f := b.HexsideFlags[dh][dir]
			if f&sideUphillOnly != 0 && !b.supHere[dh][dir] {
				sv = 0
			}
			if only := b.sonly[dh][dir]; only != "" {
				info := &b.Units[d]
				if !strings.EqualFold(only, info.Nationality) && !strings.EqualFold(only, SideName(info.Side)) {
					sv = 0
				}
			}
			side = min(side, sv)
		}
		if side == 99 {
			side = 0
		}
		best = max(best, v, side)
	}
	if best == -99 {
		best = 0
	}
	return best
}

// artillerySupport is +1 for each friendly artillery unit not under attack
// whose ZOC covers a defender (16.3.1).
func (s *State) artillerySupport(c *BattleCtx) int {
	if !s.B.Optional("16.3") {
		return 0
	}
	n := 0
	defSide := 1 - c.AttSide
	for u, info := range s.B.Units {
		if !info.Artillery || info.Side != defSide || s.Units[u].Where != AtMap {
			continue
		}
		attacked := false
		for i := range s.BattleList {
			for _, d := range s.BattleList[i].Defenders {
				if d == u {
					attacked = true
				}
			}
		}
		for _, d := range c.Def {
			if d == u {
				attacked = true
			}
		}
		if attacked {
			continue
		}
		for _, d := range c.Def {
			if s.ZocInto(u, s.Units[d].Hex) {
				n++
				break
			}
		}
	}
	return n
}

// command is -1 when no attacker is within a leader's Command Span
// (16.9.5); 0 without the optional rule or for a countercharge (16.9.4).
func (s *State) command(c *BattleCtx) int {
	if !s.B.Optional("16.9") || c.Countercharge {
		return 0
	}
	if cmd, ok := s.battleCommand(c); ok { // Battle GameHooks
		return cmd
	}
	for l, info := range s.B.Units {
		if !info.Leader || info.Side != c.AttSide || s.Units[l].Where != AtMap {
			continue
		}
		lh := s.B.Grid.AtIndex(int(s.Units[l].Hex))
		for _, a := range c.Att {
			if lh.Distance(s.B.Grid.AtIndex(int(s.Units[a].Hex))) <= info.Span {
				return 0
			}
		}
	}
	return -1
}

// randomMods describes the step D rolls: Élan! for elite attackers
// (16.7.1) and Wavering for unreliable units (16.7.4).
type RandomMod struct {
	Unit     int
	elan     bool // else unreliable
	modifier int
	Attacker bool
	WaverMax int // a modified roll up to this wavers (16.7.4: 1)
	// OnRoll, when set, is told the unit's roll (a scenario reliability
	// check that a 6 ends, Bussaco).
	OnRoll func(s *State, roll int)
	Label  string // a scenario leader roll (Talavera 20 16.10.4)
}

func (s *State) stepD(c *BattleCtx, attReserve bool) []RandomMod {
	out := s.stepDList(c, attReserve, c.modsBuf[:0])
	c.modsBuf = out[:0] // the memory, for the next battle of the pool's context
	return out
}

// stepDList is stepD's list, appended to out.
func (s *State) stepDList(c *BattleCtx, attReserve bool, out []RandomMod) []RandomMod {
	if !s.B.Optional("16.7") {
		return s.stepDHooks(c, out) // Battle GameHooks
	}
	lowMorale := s.Morale[0] == 1 || s.Morale[1] == 1
	for _, a := range c.Att {
		info := &s.B.Units[a]
		if info.Elite && info.Infantry {
			m := 0
			if info.Guard {
				m++
			}
			if s.Units[a].Status&stCommitted != 0 {
				m++
			}
			if attReserve {
				m++
			}
			if lowMorale {
				m++
			}
			out = append(out, RandomMod{Unit: a, elan: true, modifier: m, Attacker: true})
		}
	}
	for k, list := range [][]int{c.Att, c.Def} {
		for _, u := range list {
			info := &s.B.Units[u]
			if !info.Unreliable {
				continue
			}
			m := 0
			if s.Morale[info.Side] < s.Morale[1-info.Side] {
				m = -1
			}
			out = append(out, RandomMod{Unit: u, modifier: m, Attacker: k == 0, WaverMax: 1})
		}
	}
	return s.stepDHooks(c, out) // Battle GameHooks
}

// effect of a step D roll on the differential.
func (r RandomMod) effect(roll int) int {
	v := roll + r.modifier
	if r.elan {
		if v >= 6 {
			return +1
		}
		return 0
	}
	if v <= r.WaverMax {
		if r.Attacker {
			return -1
		}
		return +1 // a wavering defender lowers the defense
	}
	return 0
}

// baseOdds computes the deterministic part of a battle.
func (s *State) baseOdds(c *BattleCtx, attReserve, defReserve bool, reduce int) (att, def, terr, diff, cmd int) {
	for i := range c.Att {
		att += s.unitAttack(c, i)
	}
	for _, d := range c.Def {
		def += s.unitDefense(d)
	}
	def += s.battleSum(AtDefence, c) // Battle GameHooks
	terr = s.terrainBenefit(c)
	def += terr
	def += s.artillerySupport(c)
	if attReserve {
		att++
	}
	if defReserve {
		def++
	}
	cmd = s.command(c)
	diff = att - def + cmd - max(reduce, 0)
	diff += s.battleSum(AtDifferential, c) // Battle GameHooks
	return
}

// Odds analyses a battle exactly: strengths, differential, CRT column and
// the probability of each result, without changing the state.
func (s *State) Odds(attackers, defenders []string, attReserve, defReserve bool, reduce int) (*Odds, error) {
	bt, err := s.battleFromIDs(attackers, defenders)
	if err != nil {
		return nil, err
	}
	if err := s.checkBattleGeometry(bt); err != nil {
		return nil, err
	}
	return s.odds(bt, attReserve, defReserve, reduce), nil
}

func (s *State) odds(bt *Battle, attReserve, defReserve bool, reduce int) *Odds {
	o := &Odds{}
	c := s.ctx(bt)
	s.fillOdds(o, c, attReserve, defReserve, reduce)
	s.putCtx(c)
	return o
}

// OddsInto is Odds written into o, whose maps and notes are cleared and
// reused: what a caller that rates many battles (a bot) calls so as not to
// allocate them for every battle. o then holds the same odds Odds returns,
// until the next call with it. On an error o is left as it was.
func (s *State) OddsInto(o *Odds, attackers, defenders []string, attReserve, defReserve bool, reduce int) error {
	bt, err := s.battleFromIDs(attackers, defenders)
	if err != nil {
		return err
	}
	if err := s.checkBattleGeometry(bt); err != nil {
		return err
	}
	c := s.ctx(bt)
	s.fillOdds(o, c, attReserve, defReserve, reduce)
	s.putCtx(c)
	return nil
}

func (s *State) fillOdds(o *Odds, c *BattleCtx, attReserve, defReserve bool, reduce int) {
	att, def, terr, diff, cmd := s.baseOdds(c, attReserve, defReserve, reduce)
	s.oddsInto(o, c, attReserve, att, def, terr, diff, cmd)
}

// oddsOf is the Odds of battle c from its strengths (steps B and C) and
// differential: the step D rolls and the combat die enumerated.
func (s *State) oddsOf(c *BattleCtx, attReserve bool, att, def, terr, diff, cmd int) *Odds {
	o := &Odds{}
	s.oddsInto(o, c, attReserve, att, def, terr, diff, cmd)
	return o
}

// oddsInto is oddsOf written into o, its maps and notes reused.
func (s *State) oddsInto(o *Odds, c *BattleCtx, attReserve bool, att, def, terr, diff, cmd int) {
	crt := s.B.Charts.CRT
	results, outcomes := o.Results, o.Outcomes
	if results == nil {
		results, outcomes = map[string]float64{}, map[string]string{}
	}
	clear(results)
	clear(outcomes)
	*o = Odds{Attack: att, Defense: def, Terrain: terr, Differential: diff, Notes: o.Notes[:0], Results: results, Outcomes: outcomes}
	if s.B.Optional("16.9") && !c.Countercharge {
		o.Command = "in command"
		if cmd < 0 {
			o.Command = "out of command (-1)"
		}
	}
	o.Column = crtColumn(crt, diff)
	mods := s.stepD(c, attReserve)
	for _, m := range mods {
		kind := "Unreliable (16.7.4)"
		if m.elan {
			kind = "Élan! (16.7.1)"
		}
		if m.Label != "" {
			kind = m.Label
		}
		o.Notes = append(o.Notes, fmt.Sprintf("%s roll for %s", kind, s.B.Units[m.Unit].ID))
	}
	// Enumerate the step D rolls and the combat die.
	total := 1
	for range mods {
		total *= 6
	}
	p := 1.0 / float64(total*6)
	for k := 0; k < total; k++ {
		x, adj := k, 0
		for _, m := range mods {
			adj += m.effect(x%6 + 1)
			x /= 6
		}
		for die := 1; die <= 6; die++ {
			code, _ := crt.Result(diff+adj, die)
			o.Results[code] += p
		}
	}
	for code := range o.Results {
		a, d := outcomeOf(crt, code)
		o.Outcomes[code] = a + "/" + d
	}
}

func crtColumn(crt *scenario.CRT, diff int) int {
	first, last := crt.Columns[0], crt.Columns[len(crt.Columns)-1]
	if diff < first {
		if crt.BelowFirst != nil {
			return *crt.BelowFirst
		}
		return first
	}
	if diff > last {
		if crt.AboveLast != nil {
			return *crt.AboveLast
		}
		return last
	}
	return diff
}

func outcomeOf(crt *scenario.CRT, code string) (att, def string) {
	for _, r := range crt.Results {
		if r.Code == code {
			return r.Attacker, r.Defender
		}
	}
	return scenario.OutcomeNone, scenario.OutcomeNone
}

func (s *State) battleFromIDs(attackers, defenders []string) (*Battle, error) {
	bt := &Battle{}
	for _, id := range attackers {
		u := s.B.Unit(id)
		if u < 0 {
			return nil, fmt.Errorf("rules: unknown unit %q%s", id, s.suggestUnit(id))
		}
		bt.Attackers = append(bt.Attackers, u)
	}
	for _, id := range defenders {
		u := s.B.Unit(id)
		if u < 0 {
			return nil, fmt.Errorf("rules: unknown unit %q%s", id, s.suggestUnit(id))
		}
		bt.Defenders = append(bt.Defenders, u)
	}
	return bt, nil
}

func (s *State) suggestUnit(id string) string {
	best, bd := "", 4
	for _, u := range s.B.Units {
		if d := editdist.Levenshtein(id, u.ID); d < bd {
			best, bd = u.ID, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// checkBattleGeometry checks one battle's participants: on the map, sides,
// every attacker adjacent to every defender (9.2.2; across a Major River
// only at a bridge or ford, 7.1, or by bombardment, 16.3.2).
func (s *State) checkBattleGeometry(bt *Battle) error {
	b := s.B
	if len(bt.Attackers) == 0 || len(bt.Defenders) == 0 {
		return Illegal("9.2", "a battle needs attackers and defenders (9.2)")
	}
	side := b.Units[bt.Attackers[0]].Side
	for _, a := range bt.Attackers {
		info := &b.Units[a]
		if s.Units[a].Where != AtMap {
			return Illegal("9.2", "attacker %q is not on the map", info.ID)
		}
		if info.Side != side {
			return Illegal("9.2", "attackers %q and %q are on different sides", b.Units[bt.Attackers[0]].ID, info.ID)
		}
		if info.Leader {
			return Illegal("16.9", "leader %q cannot attack (16.9)", info.ID)
		}
		if info.Garrison {
			return Illegal("9.4.4.1", "garrison %q cannot attack (9.4.4.1)", info.ID)
		}
	}
	for _, d := range bt.Defenders {
		info := &b.Units[d]
		if s.Units[d].Where != AtMap {
			return Illegal("9.2", "defender %q is not on the map", info.ID)
		}
		if info.Side == side {
			return Illegal("9.2", "defender %q is on the attacker's side", info.ID)
		}
		if info.Leader {
			return Illegal("16.9", "leader %q cannot be attacked on its own (16.9)", info.ID)
		}
		if info.Garrison && s.GarrisonAt(s.Units[d].Hex) != d {
			return Illegal("9.4.4", "garrison %q is subsumed by the unit in its hex (9.4.4)", info.ID)
		}
		for _, a := range bt.Attackers {
			ah, dh := s.Units[a].Hex, s.Units[d].Hex
			dir, ok := b.adjacent(ah, dh)
			if !ok {
				near := false
				for k := 0; k < 6; k++ {
					if b.Neighbours[ah][k] == dh {
						near = true
					}
				}
				if near && b.Units[a].Artillery && b.Optional("16.3") {
					continue // 16.3.2 bombardment
				}
				return Illegal("9.2.2", "%q (%s) is not adjacent to %q (%s) (9.2.2, 7.1)", b.Units[a].ID, b.Code(ah), info.ID, b.Code(dh))
			}
			if b.HexsideFlags[ah][dir]&sideNoAttack != 0 && !(b.Units[a].Artillery && b.Optional("16.3")) {
				return Illegal("9.4", "%q may not attack %q across that hexside", b.Units[a].ID, info.ID)
			}
		}
	}
	// A battle names a handful of units: comparing each with those before
	// it is cheaper than a set.
	n := len(bt.Attackers)
	at := func(i int) int {
		if i < n {
			return bt.Attackers[i]
		}
		return bt.Defenders[i-n]
	}
	for i := 1; i < n+len(bt.Defenders); i++ {
		u := at(i)
		for j := 0; j < i; j++ {
			if at(j) == u {
				return Illegal("9.3", "unit %q named twice in a battle", b.Units[u].ID)
			}
		}
	}
	return nil
}

// obligations returns the phasing side's units that must attack (7.4, 9.1)
// and the enemy units that must be attacked given the attackers declared,
// sorted and each once. It appends them to must[:0] and mustBe[:0],
// buffers of the caller's (nil for new ones).
func (s *State) obligations(side int, attacking map[int]bool, must, mustBe []int) (mustAttack []int, mustBeAttacked []int) {
	mustAttack, mustBeAttacked = must[:0], mustBe[:0]
	b := s.B
	if side < 0 || side >= len(b.SideUnits) {
		return nil, nil // no unit has that side
	}
	for _, u := range b.SideUnits[side] {
		info := &b.Units[u]
		if s.Units[u].Where != AtMap || info.Leader || info.Garrison || s.Units[u].Status&StAdvanced != 0 {
			continue
		}
		att := false // attacking[u], looked up only when there is a map (the random player's call has none)
		if attacking != nil {
			a, ok := attacking[u]
			if ok && !a {
				continue // it retreats before any battle (Talavera 20 9.4.6, kinds/assault_walls.go)
			}
			att = a
		}
		h := s.Units[u].Hex
		var nearBuf [6]int // one enemy at most per neighbour: no allocation
		near := nearBuf[:0]
		inEZOC := false
		for d := 0; d < 6; d++ {
			n := b.Neighbours[h][d]
			if n < 0 {
				continue
			}
			e := s.UnitAt(n)
			if e < 0 || b.Units[e].Side == side {
				e = s.GarrisonAt(n)
			}
			if e < 0 || b.Units[e].Side == side || b.Units[e].Leader || s.Units[e].Status&StAdvanced != 0 {
				continue // 9.8.6: advanced units are not attacked again
			}
			ez := s.zocIntoAdj(e, opposite[d], h)
			inEZOC = inEZOC || ez
			if ez || s.zocIntoAdj(u, d, n) {
				near = append(near, e)
			}
		}
		if inEZOC {
			mustAttack = append(mustAttack, u)
		}
		if inEZOC || att {
			mustBeAttacked = append(mustBeAttacked, near...)
		}
	}
	slices.Sort(mustBeAttacked)
	return mustAttack, slices.Compact(mustBeAttacked)
}

// checkDeclaration validates a full declaration (9.1, 9.1.1, 9.1.2, 9.2).
func (s *State) checkDeclaration(battles []*Battle) error {
	side := s.Phasing
	// inBattle holds, per unit named so far, the unit and the battle it is
	// in: a declaration names few units, so a scan is cheaper than a map.
	var inBuf [32][2]int
	inBattle := inBuf[:0]
	battleOf := func(u int) (int, bool) {
		for _, x := range inBattle {
			if x[0] == u {
				return x[1], true
			}
		}
		return 0, false
	}
	attacking := map[int]bool{}
	for i, bt := range battles {
		if err := s.checkBattleGeometry(bt); err != nil {
			return fmt.Errorf("battle %d: %w", i+1, err)
		}
		if s.B.Units[bt.Attackers[0]].Side != side {
			return Illegal("9.0", "battle %d: only the phasing player attacks in the Combat Phase (9.0)", i+1)
		}
		for k := range len(bt.Attackers) + len(bt.Defenders) {
			var u int
			if k < len(bt.Attackers) {
				u = bt.Attackers[k]
			} else {
				u = bt.Defenders[k-len(bt.Attackers)]
			}
			if s.Units[u].Status&StAdvanced != 0 {
				return Illegal("9.8.6", "battle %d: %q advanced after combat this phase (9.8.6)", i+1, s.B.Units[u].ID)
			}
			if j, dup := battleOf(u); dup {
				return Illegal("9.1.2", "%q is in battles %d and %d: no unit attacks or is attacked twice (9.1.2)", s.B.Units[u].ID, j+1, i+1)
			}
			inBattle = append(inBattle, [2]int{u, i})
		}
		for _, a := range bt.Attackers {
			attacking[a] = true
		}
	}
	waived, err := s.checkDeclarationHooks(battles, attacking) // Declare GameHooks
	if err != nil || waived {
		return err
	}
	var mustBuf, mustBeBuf [32]int
	must, mustBe := s.obligations(side, attacking, mustBuf[:0], mustBeBuf[:0])
	for _, u := range must {
		if !attacking[u] {
			return Illegal("7.4", "%q is in an enemy ZOC at %s and must attack (7.4, 9.1)", s.B.Units[u].ID, s.B.Code(s.Units[u].Hex))
		}
	}
	for _, e := range mustBe { // sorted: the lowest unit missing is named
		if _, ok := battleOf(e); ok {
			continue
		}
		return Illegal("7.4", "enemy %q at %s exerts a ZOC on (or is in the ZOC of) an attacking unit and must be attacked (7.4, 9.1.1)", s.B.Units[e].ID, s.B.Code(s.Units[e].Hex))
	}
	return nil
}
