package render

import (
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

// StyleFor returns the default style with the colours of the scenario's chart
// set (and its overrides) and of its sides.
func StyleFor(s *scenario.Scenario) Style {
	st := DefaultStyle()
	if s == nil {
		return st
	}
	set, _ := templates.ChartSet(s.Charts.Set) // an unknown set keeps the default colours
	return st.WithCharts(scenario.Resolve(s, set)).WithSides(s)
}
