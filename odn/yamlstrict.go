package odn

import (
	"bytes"
	"errors"
	"fmt"
	"go.yaml.in/yaml/v3"
	"io"
	"reflect"
	"regexp"
	"strconv"
	"strings"
)

// MaxFileSize is the largest army list or ruleset accepted (16 MiB).
const MaxFileSize = 16 << 20

// readLimited reads r, refusing more than MaxFileSize bytes.
func readLimited(file string, r io.Reader) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, &SyntaxError{File: file, Message: "cannot read: " + err.Error()}
	}
	if len(data) > MaxFileSize {
		return nil, &SyntaxError{File: file, Message: fmt.Sprintf("file is larger than %d MiB; refused", MaxFileSize>>20)}
	}
	return data, nil
}

var lineRe = regexp.MustCompile(`line (\d+)(?:, column (\d+))?`)

// parseYAML parses data into a node tree, turning yaml errors into a SyntaxError.
func parseYAML(file string, data []byte) (*yaml.Node, error) {
	if err := checkValueCount(file, data); err != nil {
		return nil, err
	}
	var doc yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	if err := dec.Decode(&doc); err != nil {
		if errors.Is(err, io.EOF) {
			return nil, &SyntaxError{File: file, Message: "empty file"}
		}
		return nil, yamlSyntaxError(file, err)
	}
	// A second document would be silently ignored by every command: refuse
	// it, as the scenario reader does.
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		line := 0
		if err == nil {
			line = extra.Line
		}
		return nil, &SyntaxError{File: file, Line: line, Col: 1,
			Message: "the file holds more than one YAML document; keep one army list per file and remove the \"---\" separator"}
	}
	if len(doc.Content) == 0 || doc.Content[0].Kind != yaml.MappingNode {
		return nil, &SyntaxError{File: file, Line: doc.Line, Col: doc.Column, Message: "expected a YAML mapping at the top level"}
	}
	if err := checkTree(file, &doc, len(data)+MaxAliasBytes); err != nil {
		return nil, err
	}
	return &doc, nil
}

func yamlSyntaxError(file string, err error) *SyntaxError {
	msg := strings.TrimPrefix(err.Error(), "yaml: ")
	se := &SyntaxError{File: file, Message: msg}
	if m := lineRe.FindStringSubmatch(msg); m != nil {
		se.Line, _ = strconv.Atoi(m[1])
		se.Col = 1
		if m[2] != "" {
			se.Col, _ = strconv.Atoi(m[2])
		}
	}
	return se
}

// fieldPositions maps a struct field path such as "Units[3].Quality" to the
// position of its YAML key, so validator errors can be located.
type fieldPositions map[string][2]int

// strictCheck walks the node tree alongside type t, reporting unknown keys
// (with a did-you-mean hint), duplicate keys and recording field positions.
func strictCheck(file string, n *yaml.Node, t reflect.Type, path string, pos fieldPositions, out *Findings) {
	for t.Kind() == reflect.Pointer {
		t = t.Elem()
	}
	if n.Kind == yaml.DocumentNode {
		if len(n.Content) > 0 {
			strictCheck(file, n.Content[0], t, path, pos, out)
		}
		return
	}
	switch t.Kind() {
	case reflect.Struct:
		if n.Kind != yaml.MappingNode {
			return // Decode reports the type mismatch
		}
		fields := map[string]reflect.StructField{}
		var names []string
		for i := 0; i < t.NumField(); i++ {
			f := t.Field(i)
			tag := strings.Split(f.Tag.Get("yaml"), ",")[0]
			if tag == "" || tag == "-" || !f.IsExported() {
				continue
			}
			fields[tag] = f
			names = append(names, tag)
		}
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k, v := n.Content[i], n.Content[i+1]
			if prev, dup := seen[k.Value]; dup {
				*out = append(*out, Finding{File: file, Line: k.Line, Col: k.Column, Object: objectOf(path),
					Message: fmt.Sprintf("duplicate key %q (first at line %d)", k.Value, prev),
					Hint:    "remove one of the two"})
				continue
			}
			seen[k.Value] = k.Line
			f, ok := fields[k.Value]
			if !ok {
				*out = append(*out, Finding{File: file, Line: k.Line, Col: k.Column, Object: objectOf(path),
					Message: fmt.Sprintf("unknown key %q", k.Value), Hint: didYouMean(k.Value, names)})
				continue
			}
			fp := f.Name
			if path != "" {
				fp = path + "." + f.Name
			}
			pos[fp] = [2]int{k.Line, k.Column}
			strictCheck(file, v, f.Type, fp, pos, out)
		}
	case reflect.Slice:
		if n.Kind != yaml.SequenceNode {
			return
		}
		for i, c := range n.Content {
			p := fmt.Sprintf("%s[%d]", path, i)
			pos[p] = [2]int{c.Line, c.Column}
			strictCheck(file, c, t.Elem(), p, pos, out)
		}
	case reflect.Map:
		if n.Kind != yaml.MappingNode {
			return
		}
		seen := map[string]int{}
		for i := 0; i+1 < len(n.Content); i += 2 {
			k := n.Content[i]
			if prev, dup := seen[k.Value]; dup {
				*out = append(*out, Finding{File: file, Line: k.Line, Col: k.Column, Object: objectOf(path),
					Message: fmt.Sprintf("duplicate key %q (first at line %d)", k.Value, prev), Hint: "remove one of the two"})
				continue
			}
			seen[k.Value] = k.Line
			p := path + "[" + k.Value + "]"
			pos[p] = [2]int{k.Line, k.Column}
			strictCheck(file, n.Content[i+1], t.Elem(), p, pos, out)
		}
	}
}

// objectOf keeps the field path (e.g. "Corps[0].Units[3]") as the finding's
// object; loaders replace it with a readable name once the file is decoded.
func objectOf(path string) string { return path }

// decodeNode decodes n into v, turning type errors into located findings.
func decodeNode(file string, n *yaml.Node, v any) Findings {
	err := n.Decode(v)
	if err == nil {
		return nil
	}
	var te *yaml.TypeError
	if errors.As(err, &te) {
		var out Findings
		for _, e := range te.Errors {
			se := yamlSyntaxError(file, errors.New(e))
			out = append(out, Finding{File: file, Line: se.Line, Col: se.Col, Message: se.Message,
				Hint: "check the value's type (number, text, list or mapping)"})
		}
		return out
	}
	se := yamlSyntaxError(file, err)
	return Findings{{File: file, Line: se.Line, Col: se.Col, Message: se.Message}}
}
