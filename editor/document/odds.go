package document

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// OddsResult is one result of a battle's odds, in the order of the CRT's
// result list.
type OddsResult struct {
	Code, Name  string
	Probability float64
	Effect      string // "attacker/defender"
}

// BattleOdds is a battle's odds as `adc odds` gives them.
type BattleOdds struct {
	*rules.Odds
	Results []OddsResult
}

// Summary is the odds in one line: "attack 6, defense 4 (terrain +1):
// differential +2, column +2 · DR 33% · ...".
func (o *BattleOdds) Summary() string {
	var b strings.Builder
	fmt.Fprintf(&b, "attack %d, defense %d (terrain %+d): differential %+d, CRT column %+d", o.Attack, o.Defense, o.Terrain, o.Differential, o.Column)
	for _, r := range o.Results {
		fmt.Fprintf(&b, " · %s %.0f%%", r.Code, 100*r.Probability)
	}
	return b.String()
}

// Odds asks the rules engine for the odds of attackers attacking defenders
// where the set-up puts them (9.0 steps B-G), as `adc odds SCENARIO
// ATTACKER... vs DEFENDER...` does: the same Board (bundle.Board), the same
// default deployment. A scenario the engine cannot play, or an illegal
// battle (attackers not adjacent to every defender, 9.2.2), gives an error
// that says why.
func Odds(s *scenario.Scenario, file string, attackers, defenders []string) (odds *BattleOdds, err error) {
	defer func() {
		if r := recover(); r != nil {
			odds, err = nil, fmt.Errorf("odds: the rules engine failed on this scenario: %v", r)
		}
	}()
	b, err := bundle.Board(&scenario.Document{Scenario: s, File: file}, file, rules.Options{})
	var inv *bundle.InvalidError
	if errors.As(err, &inv) {
		return nil, fmt.Errorf("odds: %w", refuseInvalid(inv.Errors))
	}
	if err != nil {
		return nil, err
	}
	st, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		return nil, err
	}
	if st, err = st.AutoDeploy(); err != nil {
		return nil, err
	}
	o, err := st.Odds(attackers, defenders, false, false, 0)
	if err != nil {
		return nil, fmt.Errorf("odds: %w", err)
	}
	out := &BattleOdds{Odds: o}
	for _, r := range b.Charts.CRT.Results {
		if p, ok := o.Results[r.Code]; ok {
			out.Results = append(out.Results, OddsResult{Code: r.Code, Name: r.Name, Probability: p, Effect: o.Outcomes[r.Code]})
		}
	}
	return out, nil
}
