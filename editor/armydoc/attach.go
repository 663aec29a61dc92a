package armydoc

import (
	"fmt"

	"github.com/aide-de-camp/adc/odn"
)

// SetAttached attaches the headquarters at level (odn.HQCorps, odn.HQArmy,
// or odn.HQNone) to unit ui of corps ci, in the army list itself
// (Headquarters, p.13): a headquarters attached elsewhere moves to this
// unit, in one undo step.
func (d *Document) SetAttached(ci, ui int, level string) error {
	return d.Edit("Attach headquarters", "", func(a *odn.Army) error {
		if err := a.Attach(ci, ui, level); err != nil {
			return fmt.Errorf("attach headquarters: %w", err)
		}
		return nil
	})
}
