package vassal

import (
	"bytes"
	"encoding/xml"
)

// attr is one XML attribute, kept in the order it is written.
type attr struct{ name, value string }

// elem is one element of buildFile.xml: a VASSAL class name, its attributes
// in order, its children and its text (a PieceSlot's piece definition).
type elem struct {
	class    string
	attrs    []attr
	children []*elem
	text     string
}

func el(class string, attrs ...attr) *elem { return &elem{class: class, attrs: attrs} }

func (e *elem) add(children ...*elem) *elem {
	e.children = append(e.children, children...)
	return e
}

// write serialises the element with two-space indentation.
func (e *elem) write(b *bytes.Buffer, depth int) {
	for i := 0; i < depth; i++ {
		b.WriteString("  ")
	}
	b.WriteByte('<')
	b.WriteString(e.class)
	for _, a := range e.attrs {
		b.WriteByte(' ')
		b.WriteString(a.name)
		b.WriteString(`="`)
		escapeAttr(b, a.value)
		b.WriteByte('"')
	}
	if len(e.children) == 0 && e.text == "" {
		b.WriteString("/>\n")
		return
	}
	b.WriteByte('>')
	if e.text != "" {
		escapeText(b, e.text)
	}
	if len(e.children) > 0 {
		b.WriteByte('\n')
		for _, c := range e.children {
			c.write(b, depth+1)
		}
		for i := 0; i < depth; i++ {
			b.WriteString("  ")
		}
	}
	b.WriteString("</")
	b.WriteString(e.class)
	b.WriteString(">\n")
}

// escapeAttr escapes an attribute value; tabs and line breaks become
// character references so that an XML parser gives them back unchanged.
func escapeAttr(b *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '\t':
			b.WriteString("&#9;")
		case '\n':
			b.WriteString("&#10;")
		case '\r':
			b.WriteString("&#13;")
		default:
			escapeRune(b, r)
		}
	}
}

// escapeText escapes element text. Tabs separate a piece's traits and must
// survive: text keeps them as character references too.
func escapeText(b *bytes.Buffer, s string) {
	for _, r := range s {
		switch r {
		case '\t':
			b.WriteString("&#9;")
		case '\r':
			b.WriteString("&#13;")
		default:
			escapeRune(b, r)
		}
	}
}

func escapeRune(b *bytes.Buffer, r rune) {
	var buf [4]byte
	switch r {
	case '<', '>', '&', '"', '\'':
		xml.EscapeText(b, []byte(string(r)))
	default:
		if r < 0x20 && r != '\n' {
			return // not allowed in XML 1.0
		}
		n := copy(buf[:], string(r))
		b.Write(buf[:n])
	}
}
