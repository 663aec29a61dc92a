package cli

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// deployFindings plays the default free deployment (3.0) of a scenario
// and reports, as errors, the deploying units it finds no legal hex for:
// a set-up that drops a unit is a fault the designer sees, never a unit
// silently out of play. Units a static check already reported
// (deploy-no-hex) and scenarios the engine cannot play are left alone.
func deployFindings(d *scenario.Document, charts *scenario.ChartSet, ref string, have []scenario.Finding) []scenario.Finding {
	s := d.Scenario
	deploys := false
	for _, u := range s.Units {
		deploys = deploys || u.Placement.Kind == scenario.PlaceDeploy
	}
	if !deploys || charts == nil {
		return nil
	}
	reported := map[string]bool{}
	for _, f := range have {
		if f.Check == "deploy-no-hex" || f.Severity == scenario.Error {
			reported[f.Object] = true
		}
	}
	play, _, err := bundle.Borrowed(s, ref)
	if err != nil {
		return nil
	}
	b, err := rules.NewBoard(play, charts, rules.Options{})
	if err != nil {
		return nil
	}
	st, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		return nil
	}
	waiting := map[int]bool{}
	for u := range b.Units {
		waiting[u] = st.Units[u].Where == rules.AtSetup
	}
	done, err := st.AutoDeploy()
	if err != nil {
		return nil
	}
	var out []scenario.Finding
	for i, u := range s.Units {
		k := b.Unit(u.ID)
		obj := fmt.Sprintf("unit %q", u.ID)
		if k < 0 || !waiting[k] || reported[obj] {
			continue
		}
		if u.Type == scenario.TypeDummy && !b.Optional("16.1") || u.Type == scenario.TypeLeader && !b.Optional("16.9") {
			continue // removed before play without Fog of War (16.1) or the Leader rule (16.9)
		}
		if w := done.Units[k].Where; w == rules.AtMap || w == rules.AtPending {
			continue
		}
		f := scenario.Finding{Severity: scenario.Error, File: d.File, Check: "deploy-left-out", Rule: "3.0", Object: obj,
			Path:    fmt.Sprintf("units[%d].placement.zones", i),
			Message: "the default set-up finds no legal hex for it in its deployment zones once the other units are placed; it would be left out of play",
			Hint:    "widen its zones, or check their limits (units, per-hex minimums, not_adjacent)"}
		if pos, ok := d.Locate(f.Path); ok {
			f.Line, f.Col = pos.Line, pos.Col
		}
		out = append(out, f)
	}
	return out
}
