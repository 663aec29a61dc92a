package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"reflect"
	"regexp"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/aide-de-camp/adc/internal/atomicfile"

	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest scenario file Load accepts (16 MiB); larger
// input is refused before parsing.
const MaxFileSize = 16 << 20

// Limits applied to the YAML tree before it is decoded, so that hostile
// input (alias bombs, deep nesting) fails fast with a located error.
const (
	MaxDepth   = 64  // nesting of mappings and sequences
	MaxAliases = 100 // alias (*name) uses per file
)

// LoadError is a located problem that stops a file from loading: it cannot
// be read, is not YAML, or does not fit the format (unknown key, wrong type).
type LoadError struct {
	File      string
	Line, Col int // 1-based; 0 when unknown
	Path      string
	Msg       string
	Hint      string
	Err       error // underlying cause, if any
}

// Error formats the error as "file:line:col: message (hint)".
func (e *LoadError) Error() string {
	var b bytes.Buffer
	b.WriteString(e.File)
	if e.Line > 0 {
		fmt.Fprintf(&b, ":%d:%d", e.Line, max(e.Col, 1))
	}
	b.WriteString(": ")
	b.WriteString(e.Msg)
	if e.Hint != "" {
		b.WriteString(" (" + e.Hint + ")")
	}
	return b.String()
}

// Unwrap returns the underlying cause, if any.
func (e *LoadError) Unwrap() error { return e.Err }

// Position is a 1-based line and column in a file.
type Position struct {
	Line int `json:"line"`
	Col  int `json:"col"`
}

// Document is a loaded scenario with its YAML tree, so that findings and
// errors can point at the line to fix.
type Document struct {
	Scenario *Scenario
	File     string

	root  *node
	index map[*node]map[string]int // key index of large mappings, built on demand
}

// Locate returns the file position of the value at a field path such as
// "units[3].placement.hex" or "map.terrain.0708", or of its nearest
// ancestor that exists in the file ("units[3].placement.hex" falls back to
// "units[3].placement" when the hex is not written). ok is false when the
// document has no tree (built in memory) or the path is empty.
func (d *Document) Locate(path string) (Position, bool) {
	if d == nil || d.root == nil {
		return Position{}, false
	}
	n := d.root
	found := false
	for path != "" {
		var seg string
		idx := -1
		if path[0] == '[' {
			j := strings.IndexByte(path, ']')
			if j < 0 {
				break
			}
			i, err := strconv.Atoi(path[1:j])
			if err != nil {
				break
			}
			idx, path = i, path[j+1:]
		} else {
			j := strings.IndexAny(path, ".[")
			if j < 0 {
				seg, path = path, ""
			} else {
				seg, path = path[:j], path[j:]
			}
		}
		if len(path) > 0 && path[0] == '.' {
			path = path[1:]
		}
		for n.kind == aliasNode && n.alias() != nil {
			n = n.alias()
		}
		var next *node
		if idx >= 0 {
			if n.kind == sequenceNode && idx < len(n.content()) {
				next = n.content()[idx]
			}
		} else if n.kind == mappingNode {
			next = d.lookup(n, seg)
		}
		if next == nil {
			break
		}
		n, found = next, true
	}
	if !found && n == d.root {
		return Position{Line: int(n.line), Col: int(n.col)}, n.line > 0
	}
	return Position{Line: int(n.line), Col: int(n.col)}, true
}

func (d *Document) lookup(m *node, key string) *node {
	if len(m.content()) <= 64 {
		for i := 0; i+1 < len(m.content()); i += 2 {
			if m.content()[i].value == key {
				return m.content()[i+1]
			}
		}
		return nil
	}
	if d.index == nil {
		d.index = map[*node]map[string]int{}
	}
	ix, ok := d.index[m]
	if !ok {
		ix = make(map[string]int, len(m.content())/2)
		for i := 0; i+1 < len(m.content()); i += 2 {
			ix[m.content()[i].value] = i + 1
		}
		d.index[m] = ix
	}
	if i, ok := ix[key]; ok {
		return m.content()[i]
	}
	return nil
}

// Load reads a scenario from r. name is used in error messages (a file name).
// Unknown keys and duplicate keys are errors; see ParseDocument.
func Load(r io.Reader, name string) (*Scenario, error) {
	d, err := LoadDocument(r, name)
	if err != nil {
		return nil, err
	}
	return d.Scenario, nil
}

// LoadDocument reads a scenario and its position index from r.
func LoadDocument(r io.Reader, name string) (*Document, error) {
	data, err := readLimited(r, name)
	if err != nil {
		return nil, err
	}
	return ParseDocument(data, name)
}

// LoadFile reads the scenario file at path.
func LoadFile(path string) (*Document, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, &LoadError{File: path, Msg: "cannot open: " + errText(err), Err: err}
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > MaxFileSize {
		return nil, tooLarge(path)
	}
	return LoadDocument(f, path)
}

// LoadAnyFile reads the scenario or chart set file at path (ParseAny).
func LoadAnyFile(path string) (*Document, *ChartSet, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, nil, &LoadError{File: path, Msg: "cannot open: " + errText(err), Err: err}
	}
	defer f.Close()
	var size int64
	if st, err := f.Stat(); err == nil {
		if st.Size() > MaxFileSize {
			return nil, nil, tooLarge(path)
		}
		size = st.Size()
	}
	data, err := readSized(io.LimitReader(f, MaxFileSize+1), size)
	if err != nil {
		return nil, nil, &LoadError{File: path, Msg: "cannot read: " + errText(err), Err: err}
	}
	if len(data) > MaxFileSize {
		return nil, nil, tooLarge(path)
	}
	return ParseAny(data, path)
}

// readSized reads r to its end into one buffer made for size bytes (the
// file's size when it was opened) and one more, so that the read that
// finds the end needs no more room, instead of the doublings of
// io.ReadAll; a file that grew since is read on, the buffer grown. The
// buffer comes from make, which leaves memory the runtime knows to be
// zero as it is (the fresh pages of a command that reads one large file),
// where bytes.Buffer.Grow cleared it: the read then fills each page once.
func readSized(r io.Reader, size int64) ([]byte, error) {
	buf := make([]byte, 0, size+1)
	for {
		if len(buf) == cap(buf) {
			buf = append(buf, 0)[:len(buf)]
		}
		n, err := r.Read(buf[len(buf):cap(buf)])
		buf = buf[:len(buf)+n]
		if err == io.EOF {
			return buf, nil
		}
		if err != nil {
			return nil, err
		}
	}
}

func readLimited(r io.Reader, name string) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &LoadError{File: name, Msg: "cannot read: " + errText(err), Err: err}
	}
	if len(data) > MaxFileSize {
		return nil, tooLarge(name)
	}
	return data, nil
}

func tooLarge(name string) error {
	return &LoadError{File: name, Line: 1, Col: 1,
		Msg:  fmt.Sprintf("file is larger than %d MiB and was not read", MaxFileSize>>20),
		Hint: "a scenario file is far smaller; is this the right file?"}
}

func errText(err error) string {
	var pe *os.PathError
	if errors.As(err, &pe) {
		return pe.Err.Error()
	}
	return err.Error()
}

// Parse decodes a scenario from its bytes.
func Parse(data []byte, name string) (*Scenario, error) {
	d, err := ParseDocument(data, name)
	if err != nil {
		return nil, err
	}
	return d.Scenario, nil
}

// ParseDocument decodes a scenario from its bytes, strictly: the input must
// be valid UTF-8 YAML holding one document, with no unknown or duplicate
// keys, values of the right type, no nesting deeper than MaxDepth and at
// most MaxAliases aliases. Every failure is a *LoadError with a position.
func ParseDocument(data []byte, name string) (*Document, error) {
	if len(data) > MaxFileSize {
		return nil, tooLarge(name)
	}
	var s Scenario
	root, err := decodeStrict(data, name, &s, "a scenario starts with \"format: "+FormatTag+"\"")
	if err != nil {
		return nil, err
	}
	d := &Document{Scenario: &s, File: name, root: root}
	s.decodeParamsAtLoad(name, d.Locate) // ruleparams.go
	return d, nil
}

var (
	yamlLineRE  = regexp.MustCompile(`^yaml: line (\d+): (.*)$`)
	parserErrRE = regexp.MustCompile(`^did not find expected (<document start>|node content|'-' indicator|key|',' or '\]'|',' or '\}')`)
)

// decodeStrict parses data into v after checking it against v's type.
func decodeStrict(data []byte, name string, v any, emptyHint string) (*node, error) {
	root, err := parseTree(data, name, emptyHint)
	if err != nil {
		return nil, err
	}
	return root, walkInto(root, name, len(data), v)
}

// parseTree checks data's encoding and size and parses it into a tree with
// the YAML library, within the alias and depth budgets.
func parseTree(data []byte, name string, emptyHint string) (*node, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, &LoadError{File: name, Line: 1, Col: 1, Msg: "the file is empty", Hint: emptyHint}
	}
	if !utf8.Valid(data) {
		line, col := offsetPos(data, invalidUTF8(data))
		return nil, &LoadError{File: name, Line: line, Col: col, Msg: "the file is not valid UTF-8 text",
			Hint: "save it as UTF-8; is this a binary file?"}
	}
	if i := bytes.IndexByte(data, 0); i >= 0 {
		line, col := offsetPos(data, i)
		return nil, &LoadError{File: name, Line: line, Col: col, Msg: "the file contains a NUL byte", Hint: "is this a binary file?"}
	}
	if err := checkValueCount(data, name); err != nil {
		return nil, err
	}
	return parseLibraryTree(data, name, emptyHint)
}

// parseLibraryTree parses data with the YAML library and checks the tree
// against the alias and depth budgets (the walker bounds depth too).
func parseLibraryTree(data []byte, name string, emptyHint string) (*node, error) {
	var lib yaml.Node
	if err := parseLibrary(data, name, &lib, emptyHint); err != nil {
		return nil, err
	} else if lib.Kind == 0 || lib.Kind == yaml.DocumentNode {
		return nil, &LoadError{File: name, Line: 1, Col: 1, Msg: "the file holds no values, only comments", Hint: emptyHint}
	}
	return fromYAML(&lib, name)
}

// walkInto decodes the tree root into v (a pointer) after checking it
// against v's type.
func walkInto(root *node, name string, size int, v any) error {
	w := walker{file: name, budget: aliasBudget{limit: size + MaxAliasBytes}}
	rv := reflect.ValueOf(v)
	if rv.Kind() != reflect.Pointer || rv.IsNil() {
		return &LoadError{File: name, Msg: "internal error: decode target is not a pointer"}
	}
	return w.walk(root, rv.Elem(), 0)
}

// ParseAny decodes a scenario or a chart set from its bytes, parsing them
// once and deciding the kind from the document's format key: a chart set
// when it is "adc-charts", a scenario otherwise (so that a scenario's
// errors, a missing or misspelt format included, are reported as ever).
// Exactly one of the results is non-nil when err is nil.
func ParseAny(data []byte, name string) (*Document, *ChartSet, error) {
	if len(data) > MaxFileSize {
		return nil, nil, tooLarge(name)
	}
	root, err := parseTree(data, name, "a scenario starts with \"format: "+FormatTag+"\"")
	if err != nil {
		return nil, nil, err
	}
	if f := formatOf(root); strings.HasPrefix(f, "adc-odn-") {
		return nil, nil, &OtherFormatError{File: name, Format: f}
	}
	if formatOf(root) == ChartSetTag {
		var cs ChartSet
		if err := walkInto(root, name, len(data), &cs); err != nil {
			return nil, nil, err
		}
		return nil, &cs, nil
	}
	var s Scenario
	if err := walkInto(root, name, len(data), &s); err != nil {
		return nil, nil, err
	}
	return &Document{Scenario: &s, File: name, root: root}, nil, nil
}

// OtherFormatError says that a file is not a scenario nor a chart set but
// another of the program's formats (an ODN army list or ruleset), named by
// its format key, so that a caller can hand it to that format's reader.
type OtherFormatError struct {
	File, Format string
}

func (e *OtherFormatError) Error() string {
	return fmt.Sprintf("%s: format %q is not a scenario or chart set", e.File, e.Format)
}

// formatOf returns the value of a top-level format key, or "".
func formatOf(root *node) string {
	if root == nil || root.kind != mappingNode {
		return ""
	}
	for i := 0; i+1 < len(root.content()); i += 2 {
		if k := root.content()[i]; k.kind == scalarNode && k.value == "format" {
			if v := root.content()[i+1]; v.kind == scalarNode {
				return v.value
			}
			return ""
		}
	}
	return ""
}

// parseLibrary parses data with the YAML library into root (the content of
// its single document).
func parseLibrary(data []byte, name string, root *yaml.Node, emptyHint string) error {
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(root); err != nil {
		if errors.Is(err, io.EOF) {
			return &LoadError{File: name, Line: 1, Col: 1, Msg: "the file holds no values, only comments", Hint: emptyHint}
		}
		return yamlError(name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		line := 0
		if err == nil {
			line = extra.Line
		}
		return &LoadError{File: name, Line: line, Col: 1, Msg: "the file holds more than one YAML document",
			Hint: "keep one scenario per file and remove the \"---\" separator"}
	}
	if root.Kind == yaml.DocumentNode && len(root.Content) == 1 {
		*root = *root.Content[0]
	}
	return nil
}

func yamlError(name string, err error) error {
	var te *yaml.TypeError
	msg := err.Error()
	if errors.As(err, &te) && len(te.Errors) > 0 {
		msg = te.Errors[0]
	}
	if m := yamlLineRE.FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		// The YAML library reports parser (not scanner) errors one line
		// early: it prints the 0-based line of the problem.
		if parserErrRE.MatchString(m[2]) {
			line++
		}
		return &LoadError{File: name, Line: line, Col: 1, Msg: m[2], Err: err}
	}
	if m := regexp.MustCompile(`^line (\d+): (.*)$`).FindStringSubmatch(msg); m != nil {
		line, _ := strconv.Atoi(m[1])
		return &LoadError{File: name, Line: line, Col: 1, Msg: m[2], Err: err}
	}
	return &LoadError{File: name, Line: 1, Col: 1, Msg: trimYAMLPrefix(msg), Err: err}
}

func trimYAMLPrefix(s string) string {
	if len(s) > 6 && s[:6] == "yaml: " {
		return s[6:]
	}
	return s
}

func invalidUTF8(data []byte) int {
	for i := 0; i < len(data); {
		r, n := utf8.DecodeRune(data[i:])
		if r == utf8.RuneError && n <= 1 {
			return i
		}
		i += n
	}
	return len(data)
}

// offsetPos converts a byte offset into a 1-based line and column (in runes).
func offsetPos(data []byte, off int) (line, col int) {
	line, col = 1, 1
	for i := 0; i < off && i < len(data); {
		if data[i] == '\n' {
			line++
			col = 1
			i++
			continue
		}
		_, n := utf8.DecodeRune(data[i:])
		i += n
		col++
	}
	return line, col
}

// Save writes s in the canonical format: fixed key order (the order of the
// model's fields), two-space indent, maps sorted by key, no line wrapping.
// Saving a loaded canonical file reproduces its bytes.
func Save(w io.Writer, s *Scenario) error {
	data, err := Marshal(s)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// Marshal returns the canonical bytes of s (see Save).
func Marshal(s *Scenario) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(s); err != nil {
		return nil, fmt.Errorf("scenario: encode: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("scenario: encode: %w", err)
	}
	return buf.Bytes(), nil
}

// SaveFile writes s to path atomically: the bytes go to a temporary file in
// the same directory, which is synced and renamed over path. An existing
// file is first kept as path + ".bak", so a save never loses the user's
// previous version.
func SaveFile(path string, s *Scenario) error {
	data, err := Marshal(s)
	if err != nil {
		return err
	}
	return WriteFileAtomic(path, data)
}

// WriteFileAtomic writes data to path as SaveFile does (temp file, fsync,
// rename, previous version kept as path + ".bak").
func WriteFileAtomic(path string, data []byte) error {
	if err := atomicfile.Write(path, data, atomicfile.KeepBackup); err != nil {
		return fmt.Errorf("scenario: %w", err)
	}
	return nil
}
