package document

import (
	"errors"
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// MovementRange asks the rules engine where unit id can end its first
// Movement Phase from the scenario's set-up (6.0-7.0, 11.0): every hex with
// the Movement Points it costs, other units staying where they are, units
// that deploy freely in the engine's default deployment (3.0). It answers
// the same as `adc reach SCENARIO UNIT`: the Board comes from bundle.Board,
// as the CLI's does, with the counter values the scenario borrows. file is
// the scenario's file ("" when unsaved), beside which a chart set file or
// a lending scenario is looked for. A scenario the engine cannot play yet
// (validation errors, missing strengths, a unit not in play at the set-up)
// gives an error that says why, so the editor can show it instead of a
// range.
func MovementRange(s *scenario.Scenario, file, id string) (reach []rules.Reach, err error) {
	defer func() {
		// An edit in progress can leave the scenario in any state; the
		// preview must never take the editor down with it.
		if r := recover(); r != nil {
			reach, err = nil, fmt.Errorf("movement range of %q: the rules engine failed on this scenario: %v", id, r)
		}
	}()
	// The engine previews only a scenario the validator accepts, as adc
	// reach does: a stacked set-up or an impossible value gives no range.
	b, err := bundle.Board(&scenario.Document{Scenario: s, File: file}, file, rules.Options{})
	var inv *bundle.InvalidError
	if errors.As(err, &inv) {
		return nil, fmt.Errorf("movement range: %w", refuseInvalid(inv.Errors))
	}
	if err != nil {
		return nil, err
	}
	u := b.Unit(id)
	if u < 0 {
		return nil, fmt.Errorf("movement range: no unit %q", id)
	}
	st, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		return nil, err
	}
	if st, err = st.AutoDeploy(); err != nil {
		return nil, err
	}
	if !st.OnMap(u) {
		return nil, fmt.Errorf("movement range: %q is not on the map at the set-up (it arrives later or is set aside)", id)
	}
	st = st.WithTurn(st.Turn, b.Units[u].Side)
	return st.Reachable(u), nil
}

// refuseInvalid returns an error naming the validation errors among fs, or
// nil when there are none.
func refuseInvalid(fs []scenario.Finding) error {
	var msgs []string
	for _, f := range fs {
		if f.Severity == scenario.Error {
			msgs = append(msgs, f.String())
		}
	}
	switch len(msgs) {
	case 0:
		return nil
	case 1:
		return fmt.Errorf("the scenario has a validation error; fix it first: %s", msgs[0])
	}
	return fmt.Errorf("the scenario has %d validation errors; fix them first: %s", len(msgs), strings.Join(msgs, "; "))
}
