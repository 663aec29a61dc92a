package scenario

import (
	"fmt"
	"reflect"
	"strings"
	"testing"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// mustParseTree parses data as the loader does.
func mustParseTree(tb testing.TB, data []byte) *node {
	tb.Helper()
	root, err := parseTree(data, "x", "")
	if err != nil {
		tb.Fatal(err)
	}
	return root
}

// TestInternerSharesText: the loader keeps one copy of each repeated value
// of a large map (the terrain of rule 9.4's hexes), values beyond the first
// sixteen distinct ones pass through unchanged, and the decoded map holds
// the same values either way.
func TestInternerSharesText(t *testing.T) {
	var in interner
	first := in.intern(strings.Clone("clear"))
	for _, tc := range []struct {
		name, s string
		shared  bool
	}{
		{"repeat", "clear", true},
		{"other", "forest", false},
		{"prefix", "clea", false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			got := in.intern(strings.Clone(tc.s))
			if got != tc.s {
				t.Fatalf("intern(%q) = %q", tc.s, got)
			}
			if shared := unsafe.StringData(got) == unsafe.StringData(first); shared != tc.shared {
				t.Errorf("intern(%q) shares the first value's text: %v, want %v", tc.s, shared, tc.shared)
			}
		})
	}
	for i := 0; i < 40; i++ {
		s := fmt.Sprintf("t%d", i)
		if got := in.intern(s); got != s {
			t.Fatalf("intern(%q) = %q", s, got)
		}
	}
	data := []byte("a: x\nb: y\nc: x\n")
	root := mustParseTree(t, data)
	var m map[string]string
	w := walker{file: "x"}
	if err := w.stringMap(root, reflect.ValueOf(&m).Elem()); err != nil {
		t.Fatal(err)
	}
	if m["a"] != "x" || m["b"] != "y" || m["c"] != "x" || unsafe.StringData(m["a"]) != unsafe.StringData(m["c"]) {
		t.Errorf("decoded map %v: the two x values should be one copy", m)
	}
}

// TestNodeSize: a node stays within 40 bytes (a 1 MB scenario holds about
// 130,000 of them; at 64 bytes their memory pages cost more than the
// parse), and a library tree's tags and aliases survive the conversion.
func TestNodeSize(t *testing.T) {
	if got := unsafe.Sizeof(node{}); got > 40 {
		t.Errorf("node is %d bytes, want at most 40", got)
	}
	var lib yaml.Node
	if err := parseLibrary([]byte("a: &x !!str 12\nb: *x\n"), "x", &lib, ""); err != nil {
		t.Fatal(err)
	}
	root, err := fromYAML(&lib, "x")
	if err != nil {
		t.Fatal(err)
	}
	a, b := root.content()[1], root.content()[3]
	if a.tag() != "!!str" || a.shortTag() != "!!str" || a.value != "12" || b.kind != aliasNode || b.alias() != a {
		t.Errorf("converted tree lost its tag or alias: a %q %q, b kind %d alias %p (want %p)", a.tag(), a.value, b.kind, b.alias(), a)
	}
	if k := root.content()[0]; k.tag() != "" || k.shortTag() != lib.Content[0].ShortTag() || k.alias() != nil {
		t.Errorf("key tag %q (short %q), library's %q: a tag the file does not write is left to shortTag", k.tag(), k.shortTag(), lib.Content[0].ShortTag())
	}
	if plain := mustParseTree(t, []byte("a: 12\n")); plain.flags != 0 || plain.content()[1].flags != 0 {
		t.Errorf("nodes without a tag or alias carry an extension")
	}
}
