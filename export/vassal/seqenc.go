package vassal

import "strings"

// seqEncoder is a port of VASSAL.tools.SequenceEncoder: it joins strings
// with a delimiter, escaping the delimiter inside a string with a
// backslash, and quoting a string that ends with a backslash or is wrapped
// in single quotes. Each level of nesting (a trait inside a piece inside an
// AddPiece command) escapes the delimiters of the level below once more.
type seqEncoder struct {
	delim   byte
	buf     strings.Builder
	started bool
}

func newSeq(delim byte) *seqEncoder { return &seqEncoder{delim: delim} }

func (e *seqEncoder) sep() {
	if e.started {
		e.buf.WriteByte(e.delim)
	}
	e.started = true
}

// str is SequenceEncoder.append(String).
func (e *seqEncoder) str(s string) *seqEncoder {
	e.sep()
	if strings.HasSuffix(s, `\`) || (strings.HasPrefix(s, "'") && strings.HasSuffix(s, "'")) {
		e.buf.WriteByte('\'')
		e.escaped(s)
		e.buf.WriteByte('\'')
	} else {
		e.escaped(s)
	}
	return e
}

// raw appends an int or boolean the way append(int)/append(boolean) do for
// a delimiter that cannot occur in a number (';', ',', '\t', '/', '|').
func (e *seqEncoder) raw(s string) *seqEncoder {
	e.sep()
	e.buf.WriteString(s)
	return e
}

func (e *seqEncoder) escaped(s string) {
	for i := 0; i < len(s); i++ {
		if s[i] == e.delim {
			e.buf.WriteByte('\\')
		}
		e.buf.WriteByte(s[i])
	}
}

func (e *seqEncoder) value() string { return e.buf.String() }

// seqDecode is SequenceEncoder.Decoder: it splits an encoded string back
// into its tokens, undoing one level of escaping.
func seqDecode(val string, delim byte) []string {
	var out []string
	rest, more := val, true
	for more {
		var tok strings.Builder
		i := strings.IndexByte(rest, delim)
		if i < 0 {
			tok.WriteString(rest)
			more = false
		} else {
			begin, end := 0, i
			for begin < end && rest[end-1] == '\\' {
				tok.WriteString(rest[begin : end-1])
				begin = end
				j := strings.IndexByte(rest[end+1:], delim)
				if j < 0 {
					end = -1
					break
				}
				end = end + 1 + j
			}
			if end < 0 {
				tok.WriteString(rest[begin:])
				more = false
			} else {
				tok.WriteString(rest[begin:end])
				if end >= len(rest)-1 {
					rest = ""
				} else {
					rest = rest[end+1:]
				}
			}
		}
		v := tok.String()
		if len(v) > 1 && strings.HasPrefix(v, "'") && strings.HasSuffix(v, "'") {
			v = v[1 : len(v)-1]
		}
		out = append(out, v)
	}
	return out
}
