package ui

import (
	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/widget"
)

// Field is a one-line text field of a dialog: a widget.Entry that also
// answers Escape, which a focused Entry would otherwise swallow, so that
// Escape cancels the dialog while the designer is typing.
type Field struct {
	widget.Entry
	OnEscape func()
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
