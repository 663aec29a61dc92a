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
	cs, _ := templates.ScenarioCharts(s) // an unknown set keeps the default colours; the validator reports it
	return st.WithCharts(cs).WithSides(s)
}
