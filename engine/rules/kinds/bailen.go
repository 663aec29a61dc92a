// Bailén 20's special rules: their registration (kinds depot,
// reconnaissance, swiss_desertion), their shared state, and the Spanish
// Reconnaissance (3.0). The French Supplies are in french_supplies.go, the
// Swiss Desertion in swiss_desertion.go.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The reconnaissance kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "reconnaissance", Rule: "3.0", Doc: "a side rolls on a table to see the other side's set-up",
		Params: []scenario.Param{req(pSide), req(pTable)}})
}

func init() { rules.BindAtFirstUse(bindBailenKinds) }

// bindBailenKinds binds reconnaissance and the game hooks of the Depot
// (french_supplies.go) and the Swiss desertion (swiss_desertion.go).
func bindBailenKinds() {
	rules.Bind("reconnaissance", rules.Hooks{Params: newParams[reconnaissanceParams], Board: reconnaissanceNote})
	// A drawn card's Swiss desertion comes before its other effects.
	rules.BindGame("swiss_desertion", 10, rules.GameHooks{
		Phase: rules.PhaseHooks{
			rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool { prepareSwiss(s); return false },
			rules.OnCard:      func(s *rules.State, e rules.PhaseStep) bool { swissCard(s, e.Card, e.Events); return false },
		},
		Rally: rules.RallyHooks{rules.RallyDie: func(s *rules.State, q rules.RallyAsk) (int, bool) { return swissRally(s, q.Unit, q.Spend), true }},
	})
	// The Depot's rolls come after the arrival groups'.
	rules.BindGame("depot", 35, rules.GameHooks{
		Phase: rules.PhaseHooks{
			rules.OnGameStart:     func(s *rules.State, _ rules.PhaseStep) bool { prepareDepot(s); return false },
			rules.OnMovementRolls: func(s *rules.State, e rules.PhaseStep) bool { rollDepot(s, e.Dice, e.Events); return false },
			rules.OnRest:          func(s *rules.State, e rules.PhaseStep) bool { depotRest(s, e.Side, e.MoraleDelta); return false },
			rules.OnRetreatAuthorized: func(s *rules.State, _ rules.PhaseStep) bool {
				bailenSlot.Mut(s).ordered = int16(s.Turn) // 6.12.2
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

// bailenSt is the changing state of the Bailén 20 special rules: depot (6.12,
// French Supplies) and swiss_desertion (5.1).
type bailenSt struct {
	ordered  int16 // turn the Organized Retreat was authorized (6.11); 0 before
	train    bool  // the counter shows its Supply Train side (6.12.2)
	captured bool  // the Supplies were captured (6.12.4)
	swiss    bool  // the Swiss Desertion has occurred (5.1)
}

// bailenSlot holds the Depot's and the Swiss desertion's state in play.
var bailenSlot = rules.NewStateSlot[bailenSt]()

// unitSide is the side id of a scenario unit, or "".
func unitSide(b *rules.Board, id string) string {
	if u := scenarioUnit(b, id); u != nil {
		return u.Side
	}
	return ""
}

// reconnaissanceNote records how a reconnaissance rule (Bailén 20 3.0,
// Spanish Reconnaissance) is applied: the roll after the French
// deployment for the number of French units revealed.
func reconnaissanceNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[reconnaissanceParams](b, r)
	t := table(b, p.Table)
	if t == nil || p.Side != scenario.French && p.Side != scenario.AntiFrench {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind reconnaissance): side %q or table %q not usable; not applied by the engine", r.ID, r.Title, p.Side, p.Table)
		return
	}
	if !b.OptionalOn["16.1"] {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): without Fog of War (16.1) the %s roll on table %q has no effect on play: every unit is revealed and the Dummies are removed before play (3.0)", r.ID, r.Title, p.Side, t.ID)
		return
	}
	b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with Fog of War (16.1) the %s roll on table %q after the enemy deployment, and the reveal of that many enemy units (a revealed Dummy set aside), are not applied by the engine: the rule does not say which player chooses the units revealed", r.ID, r.Title, p.Side, t.ID)
}

// reconnaissanceParams are a reconnaissance rule's parameters (Bailén 20
// 3.0).
type reconnaissanceParams struct {
	Side  string `param:"side"`
	Table string `param:"table"`
}
