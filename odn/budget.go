package odn

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// The memory budget of the army list and ruleset readers, as for scenario
// files: at most MaxValues values (counted from lines and commas before
// parsing), nesting at most MaxDepth deep, at most MaxAliases aliases, and
// aliases repeating at most as much text as the file holds (plus
// MaxAliasBytes), so that no decoded list is more than about twice its file.
const (
	MaxValues     = 200_000 // an army list holds a few hundred values
	MaxDepth      = 64
	MaxAliases    = 100
	MaxAliasBytes = 64 << 10
)

// checkValueCount refuses data with more than MaxValues values, counting an
// upper bound of them without parsing: every value but the first starts on
// a new line or after a comma, or after ": " or "- " on another's line.
func checkValueCount(file string, data []byte) error {
	n := 1 + bytes.Count(data, []byte{'\n'}) + bytes.Count(data, []byte{','})
	if n <= MaxValues {
		return nil
	}
	return &SyntaxError{File: file, Line: 1, Col: 1,
		Message: fmt.Sprintf("the file holds too many values (about %d lines and list items; at most %d are read); an army list holds a few hundred", n, MaxValues)}
}

// checkTree refuses a parsed tree nested deeper than MaxDepth, with more
// than MaxAliases aliases, with aliases repeating more text than limit
// bytes, or holding binary data (!!binary), before anything is decoded.
func checkTree(file string, root *yaml.Node, limit int) error {
	aliases, repeated := 0, 0
	size := map[*yaml.Node]int{}
	var textSize func(n *yaml.Node, depth int) int
	textSize = func(n *yaml.Node, depth int) int {
		if n == nil || depth > MaxDepth {
			return 0
		}
		if s, ok := size[n]; ok {
			return s
		}
		s := len(n.Value)
		if n.Kind == yaml.AliasNode {
			s = textSize(n.Alias, depth+1)
		}
		for _, c := range n.Content {
			if s += textSize(c, depth+1); s > limit {
				break
			}
		}
		size[n] = s
		return s
	}
	var walk func(n *yaml.Node, depth int) error
	walk = func(n *yaml.Node, depth int) error {
		if depth > MaxDepth {
			return &SyntaxError{File: file, Line: n.Line, Col: n.Column, Message: fmt.Sprintf("values are nested more than %d levels deep; an army list is never this deep", MaxDepth)}
		}
		switch {
		case n.Kind == yaml.AliasNode:
			if aliases++; aliases > MaxAliases {
				return &SyntaxError{File: file, Line: n.Line, Col: n.Column, Message: fmt.Sprintf("more than %d aliases (*name); write the values out instead", MaxAliases)}
			}
			if repeated += textSize(n.Alias, 0); repeated > limit {
				return &SyntaxError{File: file, Line: n.Line, Col: n.Column, Message: "aliases (*name) repeat more text than the file holds; write the values out instead"}
			}
			return nil
		case n.Kind == yaml.ScalarNode && n.Tag == "!!binary":
			return &SyntaxError{File: file, Line: n.Line, Col: n.Column, Message: "binary data (!!binary) is not read; write the value as text, without the tag"}
		}
		for _, c := range n.Content {
			if err := walk(c, depth+1); err != nil {
				return err
			}
		}
		return nil
	}
	return walk(root, 0)
}
