package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Field is a text field of a dialog or a form: a widget.Entry that also
// answers Escape, which a focused Entry would otherwise swallow, so that
// Escape cancels the dialog while the designer is typing. In a form bound
// with bindForm it commits itself when it loses the focus (commit.go).
type Field struct {
	widget.Entry
	OnEscape func()

	form  *boundForm // set by bindForm
	label string     // the field's label in its form, for undo names
}

// newField returns a field holding s, of several lines when multi.
func newField(s string, multi bool) *Field {
	f := &Field{}
	f.MultiLine = multi
	f.ExtendBaseWidget(f)
	f.SetText(s)
	return f
}

// FocusGained implements fyne.Focusable: a form field that takes the focus
// starts a new undo step.
func (f *Field) FocusGained() {
	f.Entry.FocusGained()
	if f.form != nil {
		f.form.ed.Doc.EndMerge()
	}
}

// FocusLost implements fyne.Focusable: leaving a form field commits it.
func (f *Field) FocusLost() {
	f.Entry.FocusLost()
	if f.pending() {
		f.form.commit(f.label)
	}
}

// pending reports whether the form field holds text the document does not
// have.
func (f *Field) pending() bool {
	if f.form == nil {
		return false
	}
	s, ok := f.form.texts[&f.Entry]
	return ok && s != f.Text
}

// NewField returns an empty field.
func NewField() *Field {
	f := &Field{}
	f.ExtendBaseWidget(f)
	return f
}

// newFieldText returns a field holding s.
func newFieldText(s string) *Field {
	f := NewField()
	f.SetText(s)
	return f
}

// TypedKey implements fyne.Focusable.
func (f *Field) TypedKey(ev *fyne.KeyEvent) {
	if ev.Name == fyne.KeyEscape && f.OnEscape != nil {
		f.OnEscape()
		return
	}
	f.Entry.TypedKey(ev)
}

// pickField is a form field that offers a list of values and takes any
// other typed: a widget.SelectEntry that, in a form bound with bindForm,
// commits itself when it loses the focus, on Enter, and as soon as a value
// of its list is chosen or typed in full (commit.go), as a Field does.
type pickField struct {
	widget.SelectEntry
	options []string
	form    *boundForm // set by bindForm
	label   string
}

func newPickField(options []string) *pickField {
	p := &pickField{options: options}
	p.ExtendBaseWidget(p)
	p.Wrapping = fyne.TextWrap(fyne.TextTruncateClip)
	p.SetOptions(options)
	return p
}

// FocusGained implements fyne.Focusable: a new undo step starts.
func (p *pickField) FocusGained() {
	p.SelectEntry.FocusGained()
	if p.form != nil {
		p.form.ed.Doc.EndMerge()
	}
}

// FocusLost implements fyne.Focusable: leaving the field commits it.
func (p *pickField) FocusLost() {
	p.SelectEntry.FocusLost()
	if p.pending() {
		p.form.commit(p.label)
	}
}

func (p *pickField) pending() bool {
	if p.form == nil {
		return false
	}
	s, ok := p.form.texts[&p.Entry]
	return ok && s != p.Text
}

// chosen commits the field when its text is one of its values: a choice
// from the list.
func (p *pickField) chosen(s string) {
	for _, o := range p.options {
		if o == s && p.pending() {
			p.form.commit(p.label)
			return
		}
	}
}
