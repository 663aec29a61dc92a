// The French Supplies (Bailén 20 6.12; kind depot): the Supply Train
// Formation table (6.12.2), the Depot's night Rest Recovery and retreats
// (6.12.1) and the capture of the Supplies (6.12.4).

package kinds

import (
	"fmt"
	"slices"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The depot kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "depot", Rule: "6.0", Doc: "a supply Depot and its Supply Train",
		Params: []scenario.Param{pHex, pUnit, integer("garrison_strength", 0, 99, "the Depot's Garrison strength"), integer("night_morale_bonus", -10, 10, "Morale at night while the Depot is held"),
			integer("capture_morale_french", -10, 10, "the French Morale change when it is captured"), integer("capture_morale_anti_french", -10, 10, "the Anti-French Morale change when it is captured"),
			typed("formation_table", scenario.TableParam, "the table that forms the Supply Train"), enums("supply_train_traits", traitValues, "the Supply Train's traits")}})
}

// depotRuleParams are a depot rule's parameters (Bailén 20 6.12).
type depotRuleParams struct {
	Hex                     string   `param:"hex"` // the Depot's hex; none: the counter starts as the Supply Train
	Unit                    string   `param:"unit"`
	GarrisonStrength        *int     `param:"garrison_strength"`
	NightMoraleBonus        *int     `param:"night_morale_bonus"`
	CaptureMoraleFrench     *int     `param:"capture_morale_french"`
	CaptureMoraleAntiFrench *int     `param:"capture_morale_anti_french"`
	FormationTable          string   `param:"formation_table"`
	SupplyTrainTraits       []string `param:"supply_train_traits"`
}

// Needs is what the engine needs of a depot rule.
func (depotRuleParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the Supply Train unit and what capturing the Depot costs each side", "unit", "capture_morale_french", "capture_morale_anti_french")
}

// Supply Train Formation table results (6.12.2).
const (
	depotRemains = "Depot remains"
	depotFlips   = "flip to Supply Train"
)

// depotParams checks a depot rule's parameters before the units are
// built: the unit, the capture Morale, the map Garrison of its Depot and
// the formation table (the last two only when the counter starts as a
// Depot, hex given). It returns what is wrong, or "".
func depotParams(b *rules.Board, r scenario.Rule) string {
	p := rules.RuleParams[depotRuleParams](b, r)
	u := scenarioUnit(b, p.Unit)
	if u == nil {
		return fmt.Sprintf("unit %q is not in the scenario", p.Unit)
	}
	if p.CaptureMoraleFrench == nil {
		return "capture_morale_french is not given"
	}
	if p.CaptureMoraleAntiFrench == nil {
		return "capture_morale_anti_french is not given"
	}
	if p.Hex == "" {
		return ""
	}
	found := false
	for _, g := range b.Scenario.Map.Garrisons {
		found = found || g.Hex == p.Hex && g.Side == u.Side && p.GarrisonStrength != nil && g.Strength == *p.GarrisonStrength
	}
	if !found {
		return fmt.Sprintf("no %s map garrison of strength %q in %q", u.Side, intOrEmpty(p.GarrisonStrength), p.Hex)
	}
	if p.NightMoraleBonus == nil {
		return "night_morale_bonus is not given"
	}
	t := table(b, p.FormationTable)
	if t == nil || len(t.Columns) != 2 {
		return fmt.Sprintf("formation table %q with two columns is not in the scenario", p.FormationTable)
	}
	for roll := 1; roll <= 6; roll++ {
		for col := 0; col < 2; col++ {
			if res := formationResult(t, roll, col); res != depotRemains && res != depotFlips {
				return fmt.Sprintf("formation table %q: roll %d gives %q", t.ID, roll, res)
			}
		}
	}
	return ""
}

// formationResult is the result of a one-die table for a roll in a column,
// or "" if no row gives it.
func formationResult(t *scenario.Table, roll, col int) string {
	for _, row := range t.Rows {
		if lo, hi := rules.ParseRange(row.Roll); roll >= lo && roll <= hi && col < len(row.Results) {
			return row.Results[col]
		}
	}
	return ""
}

// depotNote records how a depot rule (Bailén 20 6.12, French Supplies)
// is applied.
func depotNote(b *rules.Board, r scenario.Rule) {
	if bad := depotParams(b, r); bad != "" {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind depot): %s; not applied by the engine", r.ID, r.Title, bad)
		return
	}
	p := rules.RuleParams[depotRuleParams](b, r)
	fr, af := *p.CaptureMoraleFrench, *p.CaptureMoraleAntiFrench // depotParams: given
	capture := fmt.Sprintf("if %s is Broken (Dispersed) as a Supply Train, it is removed from the game (it cannot be Rallied) and, instead of the Unit Broken Morale lines, French Morale %+d and Spanish Morale %+d (6.12.4, 12.4)", p.Unit, fr, af)
	move, st := "its road-bound movement (16.7.6) is not applied by the engine (the unit has no road_bound trait)", rules.PartlyApplied
	if u := scenarioUnit(b, p.Unit); slices.Contains(u.Traits, scenario.TraitRoadBound) {
		move, st = "its road-bound movement (16.7.6) is applied through its road_bound trait with Optional Rule 16.7", rules.Applied
	}
	stack := "6.12.3's ban on stacking is the standard No Stacking rule (6.9)"
	if p.Hex == "" {
		b.RuleNote(r, st, "special rule %q (%s): %s shows its Supply Train side from the start; %s; %s; %s", r.ID, r.Title, p.Unit, capture, move, stack)
		return
	}
	depotRetreat(b, r)
	t := table(b, p.FormationTable)
	b.RuleNote(r, st, "special rule %q (%s): the Depot side of %s is the map's Garrison in %s (strength %s, all Garrison rules, 9.4.4; French units may stack with it), and %s is set aside while it stands; while the Depot is on the map the French night Rest Recovery (14.0) is %s Morale Point(s) more. From the turn after the French Organized Retreat is authorized (6.11), at the start of each French Movement Phase one die on table %q (column %q on the first such turn, %q later) may flip it for good: the Garrison is removed and %s is placed in %s as the Supply Train (6.12.2). If the Depot Garrison is Broken by an enemy attack, %s is removed from the game and, instead of the Unit Broken Morale lines, French Morale %+d and Spanish Morale %+d; %s; as the Supply Train %s; %s, and the Supply Train is placed in %s even if a French unit stands there. While the Depot is on the map it is an alternative to the French retreat targets (9.7.7: retreats and Routed moves head for the nearer) and a unit reaching it before its full retreat distance Disperses as at a LOC (9.7.8); it is no LOC for any other purpose",
		r.ID, r.Title, p.Unit, p.Hex, intOrEmpty(p.GarrisonStrength), p.Unit, intOrEmpty(p.NightMoraleBonus),
		t.ID, t.Columns[0], t.Columns[1], p.Unit, p.Hex, p.Unit, fr, af, capture, move, stack, p.Hex)
	for _, x := range b.Scenario.Special {
		if x.Kind != "rest_recovery" {
			continue
		}
		if rp := rules.RuleParams[restRecoveryParams](b, x); rp.Sides[unitSide(b, p.Unit)] == "depot" {
			b.RuleNote(x, rules.Applied, "special rule %q (%s): the %s extra Rest Recovery of turn %s is the Depot point of rule %q, only while the Depot is on the map, not a second point", x.ID, x.Title, unitSide(b, p.Unit), orEmpty(rp.Turn), r.ID)
		}
	}
}

// depotRet is the Depot's part in retreats (6.12.1): the retreat
// distances of its side with the Depot as an alternative LOC (9.7.7).
type depotRet struct {
	dist []int16 // nil without a Depot
	hex  int32
	side int
}

// depotRetSlot holds the Depot's part in retreats, made with the board.
var depotRetSlot = rules.NewBoardSlot[depotRet]()

// depotRetreat precomputes the retreat distances of the Depot's side to
// its retreat targets or the Depot hex, whichever is nearer (9.7.7).
func depotRetreat(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[depotRuleParams](b, r)
	h, err := b.Parse(p.Hex)
	u := scenarioUnit(b, p.Unit)
	if err != nil || u == nil {
		return
	}
	side := rules.SideIndex(u.Side)
	dist := make([]int16, b.N)
	for i := range dist {
		dist[i] = min(b.RetreatDist[side][i], int16(min(b.Hexes[i].Distance(b.Hexes[h]), 32767)))
	}
	*depotRetSlot.Build(b) = depotRet{dist: dist, hex: h, side: side}
}

// depotRetDist is the retreat distance table of side: with the Depot in
// play the Depot is an alternative to its LOC (6.12.1, 9.7.7); a unit with
// its own extra LOC (conditional_loc) keeps its own table.
func depotRetDist(s *rules.State, side int, d []int16) []int16 {
	if dr := depotRetSlot.Of(s.B); dr != nil && dr.dist != nil && side == dr.side && len(d) > 0 && &d[0] == &s.B.RetreatDist[side][0] && DepotInPlay(s) {
		return dr.dist
	}
	return d
}

// depotLocAt reports whether hex h is the Depot of side while it is in
// play: a unit reaching it before its full retreat distance Disperses, as
// at a LOC (6.12.1, 9.7.8).
func depotLocAt(s *rules.State, side int, h int32) bool {
	dr := depotRetSlot.Of(s.B)
	return dr != nil && dr.dist != nil && side == dr.side && h == dr.hex && DepotInPlay(s)
}

// depot returns the scenario's usable depot rule, its unit and the
// Garrison of its Depot (-1 when the counter starts as the Supply Train).
func depot(s *rules.State) (r scenario.Rule, u, g int, ok bool) {
	b := s.B
	for _, x := range b.Scenario.Special {
		if x.Kind != "depot" || depotParams(b, x) != "" {
			continue
		}
		p := rules.RuleParams[depotRuleParams](b, x)
		u := b.Unit(p.Unit)
		if u < 0 {
			return x, -1, -1, false
		}
		g := -1
		if p.Hex != "" {
			h, err := b.Parse(p.Hex)
			if err != nil || b.Garrison[h] < 0 {
				return x, -1, -1, false
			}
			g = int(b.Garrison[h])
		}
		return x, u, g, true
	}
	return scenario.Rule{}, -1, -1, false
}

// DepotInPlay reports whether the French Supplies stand on the map on
// their Depot side (Bailén 20 6.12.1).
func DepotInPlay(s *rules.State) bool {
	dr := depotRetSlot.Of(s.B)
	if dr == nil || dr.dist == nil || depotSlot.Of(s).train {
		return false
	}
	g := s.B.Garrison[dr.hex]
	return g >= 0 && s.Units[g].Where == rules.AtMap
}

// prepareDepot sets the Supplies counter aside while its Depot side is
// the map's Garrison (6.12.1).
func prepareDepot(s *rules.State) {
	if _, u, g, ok := depot(s); ok && g >= 0 {
		s.Remove(u, rules.AtSetAside)
	}
}

// depotStands reports whether unit u is the Supplies counter set aside
// while its Depot stands, so in play for victory conditions (15.0).
func depotStands(s *rules.State, u int) bool {
	_, du, _, ok := depot(s)
	return ok && du == u && DepotInPlay(s)
}

// depotRest adds the Depot's night Rest Recovery point (6.12.1, 14.0;
// the French extra of 14.1 on Turn 5 is this point).
func depotRest(s *rules.State, side int, md *rules.MoraleDelta) {
	r, u, _, ok := depot(s)
	if !ok || s.B.Units[u].Side != side || !DepotInPlay(s) {
		return
	}
	md.Add(side, orZero(rules.RuleParams[depotRuleParams](s.B, r).NightMoraleBonus), r.ID)
}

// rollDepot rolls on the Supply Train Formation table at the start of
// the French Movement Phase from the turn after the Organized Retreat was
// authorized (6.12.2).
func rollDepot(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	r, u, g, ok := depot(s)
	if !ok || d == nil || s.B.Units[u].Side != s.Phasing || !DepotInPlay(s) || depotSlot.Of(s).ordered == 0 || s.Turn <= int(depotSlot.Of(s).ordered) {
		return
	}
	col := 1
	if s.Turn == int(depotSlot.Of(s).ordered)+1 {
		col = 0
	}
	p := rules.RuleParams[depotRuleParams](s.B, r)
	t := table(s.B, p.FormationTable)
	roll := d.Roll()
	res := formationResult(t, roll, col)
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(s.Phasing), Unit: s.B.Units[u].ID, Text: fmt.Sprintf("%s: Supply Train Formation roll %d (%s): %s (%s)", r.Title, roll, t.Columns[col], res, r.ID)})
	if res != depotFlips {
		return
	}
	h, _ := s.B.Parse(p.Hex)
	depotSlot.Mut(s).train = true
	s.Remove(g, rules.AtSetAside)
	s.Place(u, h)
	s.Units[u].Status |= rules.StRevealed
}

// depotBroken applies the capture of the French Supplies (6.12.4) when
// unit u, the Depot Garrison or the Supply Train, is Broken: the counter
// is removed from the game and the capture Morale replaces the Unit
// Broken lines. It reports whether u was the Supplies.
func depotBroken(s *rules.State, u int, md *rules.MoraleDelta, ev *[]rules.Event) bool {
	r, du, g, ok := depot(s)
	if !ok || depotSlot.Of(s).captured || !(u == du && (g < 0 || depotSlot.Of(s).train) || u == g && !depotSlot.Of(s).train) {
		return false
	}
	depotSlot.Mut(s).captured = true
	if s.Units[du].Where != rules.AtEliminated {
		s.Remove(du, rules.AtEliminated)
	}
	side := s.B.Units[du].Side
	p := rules.RuleParams[depotRuleParams](s.B, r)
	fr, af := orZero(p.CaptureMoraleFrench), orZero(p.CaptureMoraleAntiFrench)
	md.Add(side, fr, r.ID)
	md.Add(1-side, af, r.ID)
	*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: s.B.Units[du].ID, Text: fmt.Sprintf("%s: the Supplies are captured, %s Morale %+d, %s Morale %+d (%s)", r.Title, rules.SideName(side), fr, rules.SideName(1-side), af, r.ID)})
	return true
}

func init() { rules.BindAtFirstUse(bindFrenchSupplies) }

// bindFrenchSupplies binds the hooks of this file's kinds.
func bindFrenchSupplies() {
	rules.Bind("depot", rules.Hooks{Params: newParams[depotRuleParams], Board: depotNote})
	// The Depot's rolls come after the arrival groups'.
	rules.BindGame("depot", 35, rules.GameHooks{
		Active: withRule("depot"),
		Phase: rules.PhaseHooks{
			rules.OnGameStart:     func(s *rules.State, _ rules.PhaseStep) bool { prepareDepot(s); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollDepot(s, e.Dice, e.Events); return false },
			rules.OnRest:          func(s *rules.State, e rules.PhaseStep) bool { depotRest(s, e.Side, e.MoraleDelta); return false },
			rules.OnRetreatAuthorized: func(s *rules.State, _ rules.PhaseStep) bool {
				depotSlot.Mut(s).ordered = int16(s.Turn) // 6.12.2
				return false
			},
		},
		RetreatDistances: func(s *rules.State, _, side int, d []int16) []int16 { return depotRetDist(s, side, d) },
		LOCAt:            func(s *rules.State, _, side int, h int32, rally bool) bool { return !rally && depotLocAt(s, side, h) },
		Break: rules.BreakHooks{rules.BreakDone: func(s *rules.State, q rules.UnitBreak) rules.UnitBreak {
			q.Done = depotBroken(s, q.Unit, &s.BreakMorale, q.Events)
			return q
		}},
		InPlay: depotStands,
	})
}

// depotSt is the French Supplies' changing state (Bailén 20 6.12).
type depotSt struct {
	ordered  int16 // turn the Organized Retreat was authorized (6.11); 0 before
	train    bool  // the counter shows its Supply Train side (6.12.2)
	captured bool  // the Supplies were captured (6.12.4)
}

// depotSlot holds the French Supplies' state in play.
var depotSlot = rules.NewStateSlot[depotSt]()
