package ui

import (
	"errors"
	"fmt"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Commit as you edit (style habit 21): a field of a tab's form or of the
// Properties panel is a document change the moment it loses the focus, Enter
// is pressed in it, a choice in it changes, or the document is saved or
// closed. Each commit is one undo step named after the field ("Edit
// Description"); commits of the same field made one after another, while
// it keeps the focus, merge into that step. A value the document refuses
// stays in its field, with the error under the form, and saving says so.

// boundForm is the fields of one form and the function that writes them all
// into the document.
type boundForm struct {
	ed     *Editor
	owner  string // "section", "head", "props": a newer form of the same owner replaces it
	object string // what the form edits, for undo names: "card #3"; "" for the panel's own part
	write  func() error
	texts  map[*widget.Entry]string // each text field and the text the document holds
	labels map[*widget.Entry]string // each text field's label
	errs   *widget.Label            // the refused value's error, under the form
	err    error
	// rebuild makes the next commit build the panel again (a row was
	// added to or taken from the form).
	rebuild bool
}

// bindForm makes the fields of items commit themselves through write, which
// reads them all and changes the document (or returns why it cannot). The
// returned form's error label goes under the form. A newer form bound for the
// same owner replaces this one.
func (e *Editor) bindForm(owner, object string, items []*widget.FormItem, write func() error) *boundForm {
	b := &boundForm{ed: e, owner: owner, object: object, write: write, texts: map[*widget.Entry]string{}, labels: map[*widget.Entry]string{}}
	b.errs = widget.NewLabel("")
	b.errs.Importance = widget.DangerImportance
	b.errs.Wrapping = fyne.TextWrapWord
	b.errs.Hide()
	for _, it := range items {
		b.bind(it.Text, it.Widget)
	}
	if e.forms == nil {
		e.forms = map[string]*boundForm{}
	}
	e.forms[owner] = b
	return b
}

func (b *boundForm) bind(label string, w fyne.CanvasObject) {
	switch x := w.(type) {
	case *Field:
		x.form, x.label = b, label
		b.texts[&x.Entry], b.labels[&x.Entry] = x.Text, label
		if !x.MultiLine {
			prev := x.OnSubmitted
			x.OnSubmitted = func(s string) {
				b.commit(label)
				if prev != nil {
					prev(s)
				}
			}
		}
	case *pickField:
		x.form, x.label = b, label
		b.texts[&x.Entry], b.labels[&x.Entry] = x.Text, label
		prevSub, prevChg := x.OnSubmitted, x.OnChanged
		x.OnSubmitted = func(s string) {
			b.commit(label)
			if prevSub != nil {
				prevSub(s)
			}
		}
		x.OnChanged = func(s string) {
			if prevChg != nil {
				prevChg(s)
			}
			x.chosen(s)
		}
	case *widget.SelectEntry:
		b.texts[&x.Entry], b.labels[&x.Entry] = x.Text, label
		prev := x.OnSubmitted
		x.OnSubmitted = func(s string) {
			b.commit(label)
			if prev != nil {
				prev(s)
			}
		}
	case *widget.Select:
		prev := x.OnChanged
		x.OnChanged = func(s string) {
			if prev != nil {
				prev(s)
			}
			b.commit(label)
		}
	case *widget.Check:
		prev := x.OnChanged
		x.OnChanged = func(v bool) {
			if prev != nil {
				prev(v)
			}
			b.commit(label)
		}
	case *widget.CheckGroup:
		prev := x.OnChanged
		x.OnChanged = func(v []string) {
			if prev != nil {
				prev(v)
			}
			b.commit(label)
		}
	case *widget.RadioGroup:
		prev := x.OnChanged
		x.OnChanged = func(v string) {
			if prev != nil {
				prev(v)
			}
			b.commit(label)
		}
	case *effectsEditor:
		b.bind(label, x.content)
	case *requiresEditor:
		b.bind(label, x.content)
	case *widget.Form:
		for _, it := range x.Items {
			b.bind(label+": "+it.Text, it.Widget)
		}
	case *fyne.Container:
		// A row of several widgets (a colour field and its swatch).
		for _, o := range x.Objects {
			b.bind(label, o)
		}
	}
}

// pending reports whether a text field of the form holds text the document
// does not have.
func (b *boundForm) pending() bool { return b.pendingField() != "" }

// pendingField returns the label of a text field that holds text the
// document does not have, or "".
func (b *boundForm) pendingField() string {
	for en, s := range b.texts {
		if en.Text != s {
			if l := b.labels[en]; l != "" {
				return l
			}
			return "field"
		}
	}
	return ""
}

// commit writes the form into the document as one undo step named after
// field. A refused value stays in its field and its error is shown under
// the form.
func (b *boundForm) commit(field string) error {
	if field == "" {
		field = b.pendingField()
	}
	name := strings.TrimSuffix(strings.TrimSpace(field), " *")
	label := "Edit " + name
	if b.object != "" {
		label = "Edit " + b.object + ": " + name
	}
	e := b.ed
	was := e.committing
	e.committing = b.owner
	if b.rebuild {
		e.committing = ""
	}
	err := e.Doc.As(label, b.owner+"/"+b.object+"/"+field, b.write)
	e.committing = was
	b.setError(err)
	if err == nil {
		for en := range b.texts {
			b.texts[en] = en.Text
		}
	}
	return err
}

func (b *boundForm) setError(err error) {
	b.err = err
	if err == nil {
		if b.errs.Visible() {
			b.errs.Hide()
			b.errs.SetText("")
		}
		return
	}
	b.errs.SetText("Not kept yet: " + err.Error())
	b.errs.Show()
	b.ed.status.SetText("Error: " + err.Error())
}

// flush commits every form with text the document does not have (before a
// save, a close, another element or another tab) and returns the errors of
// the values that stay refused.
func (e *Editor) flush() error {
	var errs []error
	for _, owner := range []string{"head", "section", "props"} {
		b := e.forms[owner]
		if b == nil {
			continue
		}
		if f := b.pendingField(); f != "" {
			if err := b.commit(f); err != nil {
				errs = append(errs, err)
			}
		} else if b.err != nil {
			errs = append(errs, b.err)
		}
	}
	return errors.Join(errs...)
}

// unbind forgets owner's form (its widgets are gone).
func (e *Editor) unbind(owner string) { delete(e.forms, owner) }

// refusedValues is the message saving and closing give when fields hold
// values the document refused.
func refusedValues(err error) error {
	return fmt.Errorf("these fields hold values that are not in the scenario (each field keeps its text and shows why; fix it or undo the typing):\n%w", err)
}

// focusedField returns the form field that has the focus, if any.
func (e *Editor) focusedField() *Field {
	if e.Win == nil || e.Win.Canvas() == nil {
		return nil
	}
	f, _ := e.Win.Canvas().Focused().(*Field)
	if f == nil || f.form == nil {
		return nil
	}
	return f
}
