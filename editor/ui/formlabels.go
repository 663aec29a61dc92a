package ui

import (
	"fyne.io/fyne/v2/widget"
)

// relabelOnChange makes form redraw its labels whenever one of its
// drop-downs, check boxes or radio groups changes. Fyne greys the label of
// a disabled field, but it works the colour out only when the whole form
// is refreshed: a field that another field's choice enabled kept a grey
// label ("Nation", "Weight" and "Range" after choosing the kind of fire).
// Call it once the form has all its items and their OnChanged handlers.
func relabelOnChange(form *widget.Form) {
	for _, it := range form.Items {
		switch w := it.Widget.(type) {
		case *widget.Select:
			prev := w.OnChanged
			w.OnChanged = func(s string) {
				if prev != nil {
					prev(s)
				}
				form.Refresh()
			}
		case *widget.Check:
			prev := w.OnChanged
			w.OnChanged = func(on bool) {
				if prev != nil {
					prev(on)
				}
				form.Refresh()
			}
		case *widget.CheckGroup:
			prev := w.OnChanged
			w.OnChanged = func(s []string) {
				if prev != nil {
					prev(s)
				}
				form.Refresh()
			}
		case *widget.RadioGroup:
			prev := w.OnChanged
			w.OnChanged = func(s string) {
				if prev != nil {
					prev(s)
				}
				form.Refresh()
			}
		}
	}
}
