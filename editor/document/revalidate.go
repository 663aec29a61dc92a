package document

import (
	"github.com/aide-de-camp/adc/editor/history"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Revalidator re-runs validation once edits pause for Delay (a brush stroke
// validates once, at its end), one run at a time, with the Check that
// Validation makes.
//
//	r := &document.Revalidator{Delay: 300 * time.Millisecond, Check: document.Validation(v), Done: show}
//	d.OnChange(func(document.Change) { r.Schedule(d) })
type Revalidator = history.Revalidator[*Document, []scenario.Finding]

// Validation is a Revalidator's Check: validate runs on a copy of the
// scenario read back from its canonical bytes, taken when the run starts.
func Validation(validate func(*scenario.Scenario) []scenario.Finding) func(*Document) func() []scenario.Finding {
	return func(d *Document) func() []scenario.Finding {
		data, err := d.Snapshot()
		return func() []scenario.Finding {
			if err != nil {
				return []scenario.Finding{{Severity: scenario.Error, Message: err.Error()}}
			}
			s, perr := scenario.Parse(data, "scenario.yaml")
			if perr != nil {
				return []scenario.Finding{{Severity: scenario.Error, Message: perr.Error()}}
			}
			return validate(s)
		}
	}
}
