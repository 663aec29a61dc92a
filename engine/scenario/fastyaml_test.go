package scenario

import (
	"bytes"
	"fmt"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"
	"testing"
	"unsafe"

	"go.yaml.in/yaml/v3"
)

// sameTree compares two node trees in what the decoder uses: kind, value,
// resolved tag, position and children.
func sameTree(a, b *yaml.Node, path string) error {
	if a.Kind != b.Kind || a.Value != b.Value || a.ShortTag() != b.ShortTag() || a.Line != b.Line || a.Column != b.Column || len(a.Content) != len(b.Content) {
		return fmt.Errorf("%s: fast {kind %d %q %s %d:%d n=%d} library {kind %d %q %s %d:%d n=%d}", path,
			a.Kind, a.Value, a.ShortTag(), a.Line, a.Column, len(a.Content), b.Kind, b.Value, b.ShortTag(), b.Line, b.Column, len(b.Content))
	}
	for i := range a.Content {
		if err := sameTree(a.Content[i], b.Content[i], fmt.Sprintf("%s/%d", path, i)); err != nil {
			return err
		}
	}
	return nil
}

func checkFastAgainstLibrary(t *testing.T, data []byte) (usedFast bool) {
	t.Helper()
	fast, ok := fastParse(data)
	if !ok {
		return false
	}
	var lib yaml.Node
	if err := parseLibrary(data, "x", &lib, ""); err != nil {
		t.Fatalf("fast parser accepted input the library rejects (%v):\n%q", err, data)
	}
	checkRuns(t, fast, &lib, data)
	if err := sameTree(toYAML(fast), &lib, ""); err != nil {
		t.Fatalf("trees differ: %v\ninput:\n%q", err, data)
	}
	return true
}

// checkRuns decodes each mapping of the fast tree n kept as a lineRun as a
// map's terrain, read from its lines (walker.terrainRun), and the same
// mapping of the library's tree y the general way (walker.terrainMap of
// its nodes): the entries and the error, if any, must be the same, and
// so must the values counted when there is none.
func checkRuns(t *testing.T, n *node, y *yaml.Node, data []byte) {
	t.Helper()
	if pn := n.packedNode(); pn != nil && pn.pairs == nil && pn.run.n > 0 {
		var fromRun, fromNodes TerrainMap
		w1, w2 := walker{file: "x"}, walker{file: "x"}
		err1 := w1.terrainMap(n, &fromRun)
		err2 := w2.terrainMap(fromYAML(y), &fromNodes)
		if fmt.Sprint(err1) != fmt.Sprint(err2) || !reflect.DeepEqual(fromRun, fromNodes) || err1 == nil && w1.visits != w2.visits {
			t.Fatalf("terrain read from the lines: %v %v (%d visits); from the nodes: %v %v (%d visits)\ninput:\n%q",
				&fromRun, err1, w1.visits, &fromNodes, err2, w2.visits, data)
		}
		return
	}
	kids := n.content()
	if len(kids) != len(y.Content) {
		return // the trees differ: sameTree says where
	}
	for i, k := range kids {
		checkRuns(t, k, y.Content[i], data)
	}
}

// TestFastParserAgreesWithLibrary: on every test and bundled scenario file,
// the fast parser gives the library's tree, or declines.
func TestFastParserAgreesWithLibrary(t *testing.T) {
	var files []string
	for _, pat := range []string{"testdata/*/*.yaml", "../../scenarios/*.yaml", "../../templates/new/*.yaml", "../../templates/charts/*.yaml"} {
		m, _ := filepath.Glob(pat)
		files = append(files, m...)
	}
	fastCount := 0
	for _, path := range files {
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		if checkFastAgainstLibrary(t, data) {
			fastCount++
		}
	}
	if fastCount < len(files)*3/4 {
		t.Errorf("fast parser handled only %d of %d files", fastCount, len(files))
	}
	for _, tc := range []string{
		"a: |\n  x\n\n  y\n\nb: 1\n",
		"a: |-\n    x\n     y\n",
		"a:\n- 1\n- [2, '3', \"4\"]\nb: {k: v, n: {m: 1}}\n",
		"- a: 1\n  b: 2\n- c\n",
		"'q': \"x\\\"y\"\n\"k\": 'it''s'\n",
		"a: é\nb: {x: é, y: z}\n",
		// Lines quickPair reads itself, and near misses it leaves to the
		// general way.
		"a: Unit 12\nb: anti-french  \n\"c\": 1.5\nd: x,y (z) a/b+c\ne: b - c\n",
		"a: b\n\"\": c\n\"k\\\\\": d\n'q': e\nf:   g\n",
		"- a: b c\n  d: -e\n  f: .g\n",
		"a: b\nc: x:y\nd: é\ne: ~\n",
	} {
		if !checkFastAgainstLibrary(t, []byte(tc)) {
			t.Errorf("fast parser declined %q", tc)
		}
	}
	// Large mappings whose keys are plain or simply quoted are packed
	// (packedNode) and give the library's nodes when asked: quoted and
	// plain keys, non-ASCII quoted keys (the value's column counts
	// characters), nested, flow and other values kept as nodes, a packed
	// mapping inside a list item, a file whose other lines are not ASCII.
	// A key in single quotes stops the packing.
	var big, mixed strings.Builder
	for i := 0; i < packFrom+6; i++ {
		switch i % 4 {
		case 0:
			fmt.Fprintf(&big, "  \"%04d\": clear\n", i)
		case 1:
			fmt.Fprintf(&big, "  k%d:   Unit %d  \n", i, i)
		case 2:
			fmt.Fprintf(&big, "  \"é%d\": anti-french\n", i)
		default:
			fmt.Fprintf(&big, "  k%d: null\n", i)
		}
		switch i % 5 {
		case 0:
			fmt.Fprintf(&mixed, "  \"%04d\": clear\n", i)
		case 1:
			fmt.Fprintf(&mixed, "  k%d: 'é %d'\n", i, i)
		case 2:
			fmt.Fprintf(&mixed, "  é%d: ~\n", i)
		case 3:
			fmt.Fprintf(&mixed, "  k%d: |\n    text\n    more\n", i)
		default:
			fmt.Fprintf(&mixed, "  k%d:   \"x\\ty\"\n", i)
		}
	}
	for _, tc := range []struct {
		yaml   string
		packed bool
	}{
		{"terrain:\n" + big.String() + "b: 1\n", true},
		{"title: Bataille de Wagram, é\nterrain:\n" + big.String(), true},
		{"terrain:\n" + big.String() + "  nested:\n    x: 1\n", true},
		{"terrain:\n" + big.String() + "  flow: [1, 2]\n  k: v\n", true},
		{"terrain:\n" + mixed.String() + "b: 1\n", true},
		{"terrain:\n" + big.String() + "  'q k': v\n", false},
		{"terrain:\n  'q k': v\n" + big.String(), false},
		{"list:\n- id: x\n" + big.String() + "- y\n", false},
	} {
		fast, ok := fastParse([]byte(tc.yaml))
		if !ok {
			t.Errorf("fast parser declined %q", tc.yaml)
			continue
		}
		m := fast.content()[1]
		if tc.yaml[0] == 't' && fast.content()[0].value == "title" {
			m = fast.content()[3]
		}
		if packed := m.flags&packedFlag != 0; packed != tc.packed {
			t.Errorf("packed %v, want %v, for %q", packed, tc.packed, tc.yaml)
		}
		checkFastAgainstLibrary(t, []byte(tc.yaml))
	}
	for _, tc := range []string{"a: b\x7f\n", "a: \u0080\n", "a: \uffff\n", "a: b # c\n", "a: b c # d\n", "a: b c: d\n", "a: b c:\n", "a: &x 1\nb: *x\n", "a: b\n  c\n", "a: >\n  x\n", "---\na: 1\n", "a:\n", "a:b\n"} {
		if _, ok := fastParse([]byte(tc)); ok {
			t.Errorf("fast parser accepted %q, which it should leave to the library", tc)
		}
	}
}

// FuzzFastParser: wherever the fast parser succeeds, the library agrees.
func FuzzFastParser(f *testing.F) {
	for _, pat := range []string{"testdata/*/*.yaml", "../../scenarios/*.yaml"} {
		m, _ := filepath.Glob(pat)
		for _, p := range m {
			if data, err := os.ReadFile(p); err == nil {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("a: |\n  x\n\n  y\nb: [1, {c: d}]\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		if bytes.IndexByte(data, 0) >= 0 || !strings.Contains(string(data), ":") {
			return
		}
		checkFastAgainstLibrary(t, data)
	})
}

// toYAML converts a compact tree back to library nodes for comparison.
func toYAML(n *node) *yaml.Node {
	if n == nil {
		return nil
	}
	y := &yaml.Node{Kind: yaml.Kind(n.kind), Style: yaml.Style(n.style), Tag: n.tag(), Value: n.value, Line: int(n.line), Column: int(n.col), Alias: toYAML(n.alias())}
	for _, c := range n.content() {
		y.Content = append(y.Content, toYAML(c))
	}
	return y
}

// plainBytesRef is plainBytes written plainly, byte by byte.
func plainBytesRef(data []byte) bool {
	for i, b := range data {
		switch {
		case b == '\n' || b >= 0x20 && b < 0x7f:
		case b < 0x20 || b == 0x7f:
			return false
		case b == 0xc2 && i+1 < len(data) && data[i+1] >= 0x80 && data[i+1] <= 0x9f,
			b == 0xef && i+2 < len(data) && data[i+1] == 0xbf && data[i+2] >= 0xbe:
			return false
		}
	}
	return true
}

// TestPlainBytes: the eight-bytes-at-a-time check agrees with the plain
// one for every byte value at every position of a word, next to line feeds
// and at the end of the input.
func TestPlainBytes(t *testing.T) {
	for _, base := range []string{"key: value here\n", "a\nb\nc\nd\ne\nf\ng\nh\n", "        ", "é€ ok: x\n"} {
		for pos := 0; pos < 19; pos++ {
			for b := 0; b < 256; b++ {
				data := []byte(strings.Repeat(base, 2))
				if pos >= len(data) {
					continue
				}
				data[pos] = byte(b)
				for _, d := range [][]byte{data, data[:pos+1], append(data[:pos+1:pos+1], 0xbf, 0xbe)} {
					got, ascii, _ := plainBytes(d, nil)
					if want := plainBytesRef(d); got != want {
						t.Fatalf("plainBytes(%q) = %v, want %v", d, got, want)
					}
					if want := !bytes.ContainsFunc(d, func(r rune) bool { return r >= 0x80 }); got && ascii != want {
						t.Fatalf("plainBytes(%q): ascii %v, want %v", d, ascii, want)
					}
				}
			}
		}
	}
	for _, tc := range []struct {
		in   string
		want bool
	}{
		{"a: b\n", true}, {"a:\tb\n", false}, {"a: b\r\n", false}, {"a: \u0085\n", false},
		{"a: \ufffe\n", false}, {"a: \uffff\n", false}, {"a: \ufffd é\n", true}, {"a: b\x7f\n", false},
	} {
		t.Run(tc.in, func(t *testing.T) {
			if got, _, _ := plainBytes([]byte(tc.in), nil); got != tc.want {
				t.Errorf("plainBytes(%q) = %v, want %v", tc.in, got, tc.want)
			}
		})
	}
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
	root, ok := fastParse(data)
	if !ok {
		t.Fatal("fast parser declined")
	}
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
// parse), and a library tree's tags and aliases survive the packing.
func TestNodeSize(t *testing.T) {
	if got := unsafe.Sizeof(node{}); got > 40 {
		t.Errorf("node is %d bytes, want at most 40", got)
	}
	var lib yaml.Node
	if err := parseLibrary([]byte("a: &x !!str 12\nb: *x\n"), "x", &lib, ""); err != nil {
		t.Fatal(err)
	}
	root := fromYAML(&lib)
	a, b := root.content()[1], root.content()[3]
	if a.tag() != "!!str" || a.shortTag() != "!!str" || a.value != "12" || b.kind != aliasNode || b.alias() != a {
		t.Errorf("converted tree lost its tag or alias: a %q %q, b kind %d alias %p (want %p)", a.tag(), a.value, b.kind, b.alias(), a)
	}
	if k := root.content()[0]; k.tag() != lib.Content[0].Tag || k.alias() != nil {
		t.Errorf("key tag %q, library's %q", k.tag(), lib.Content[0].Tag)
	}
	if fast, ok := fastParse([]byte("a: 12\n")); !ok || fast.flags != 0 || fast.content()[1].flags != 0 {
		t.Errorf("the fast parser's nodes carry an extension")
	}
}

// TestLineEnds: plainBytes's word-at-a-time line splitting finds every
// line feed, in words and in the tail, and the end of an unterminated last
// line.
func TestLineEnds(t *testing.T) {
	ref := func(text string) []int32 {
		var out []int32
		for off := 0; off < len(text); {
			i := strings.IndexByte(text[off:], '\n')
			if i < 0 {
				out = append(out, int32(len(text)))
				break
			}
			out = append(out, int32(off+i))
			off += i + 1
		}
		return out
	}
	cases := []string{"", "\n", "a", "a\n", "\n\n\n", "abcdefg\nhijklmn\nop", "abcdefgh\n", "\x8a\xca\xea\n\x0a\x0a\x8an\n\n\n1234567\n", "é\x8a\x8b\x8c\x8d\x8e\x8f\n\x8a"}
	for n := 0; n < 40; n++ { // every position in and around a word
		b := []byte(strings.Repeat("x", n))
		for i := range b {
			if i%3 == n%3 || i%7 == 0 {
				b[i] = '\n'
			}
		}
		cases = append(cases, string(b), string(b)+"\n", "\n"+string(b))
	}
	for _, tc := range cases {
		plain, _, got := plainBytes([]byte(tc), nil)
		if want := ref(tc); plain && !slices.Equal(got, want) {
			t.Errorf("plainBytes(%q) line ends %v, want %v", tc, got, want)
		}
	}
}

// TestTerrainRun: a map's terrain (Terrain Effects Chart, rule 9.4: one
// type per hex) read straight from its lines gives what the general way
// gives, for every shape of line the run takes or hands on: the saved
// form, keys out of order and duplicated, lines of other shapes, values
// that are not lower-case words, nulls and trailing spaces, and breaks in
// the run.
func TestTerrainRun(t *testing.T) {
	const head = "format: adc-scenario\nmap:\n  terrain:\n"
	cases := []struct {
		name  string
		lines string
		run   bool // read as a run of one shape
	}{
		{"saved 9.4", "    \"001001\": forest\n    \"001002\": clear\n    \"002001\": town\n", true},
		{"four digits 9.4", "    \"0101\": forest\n    \"0102\": marsh\n    \"0201\": rough\n", true},
		{"short lines", "  \"0101\": a\n  \"0102\": b\n", true},
		{"no final newline", "    \"001001\": forest\n    \"001002\": clear", true},
		{"out of order", "    \"0102\": forest\n    \"0101\": clear\n", true},
		{"duplicate", "    \"0101\": forest\n    \"0102\": clear\n    \"0102\": town\n", true},
		{"duplicate after disorder", "    \"0103\": forest\n    \"0101\": clear\n    \"0103\": town\n", true},
		{"two spaces after the colon", "    \"0101\":  forest\n    \"0102\": clear\n", false},
		{"a longer key", "    \"0101\": forest\n    \"01020\": clear\n", false},
		{"long keys", "    \"0101010101\": forest\n    \"0101010102\": clear\n", true},
		{"very long keys", "    \"01010101010101010\": forest\n    \"01010101010101011\": clear\n", true},
		{"values not lower-case words", "    \"0101\": Forest\n    \"0102\": light woods\n    \"0103\": town-2\n    \"0104\": a_b\n", true},
		{"long value", "    \"0101\": forestforestforest\n    \"0102\": clear\n", true},
		{"nulls", "    \"0101\": null\n    \"0102\": NULL\n    \"0103\": Null\n    \"0104\": nulls\n", true},
		{"trailing spaces", "    \"0101\": forest  \n    \"0102\": clear\n", true},
		{"comment between", "    \"0101\": forest\n    # river\n    \"0102\": clear\n", false},
		{"plain key after", "    \"0101\": forest\n    \"0102\": clear\n    0103: town\n", false},
		{"escape in key", "    \"01\\\"01\": forest\n    \"0102\": clear\n", false},
		{"odd key bytes", "    \"#1'2\": forest\n    \"#1'3\": clear\n    \"a b\": town\n", false},
		{"not a word", "    \"0101\": forest\n    \"0102\": [clear]\n", false},
		{"comment after value", "    \"0101\": forest # wood\n    \"0102\": clear\n", false},
		{"non-ASCII", "    \"0101\": forêt\n    \"0102\": clear\n", false},
		{"empty key", "    \"\": forest\n    \"0102\": clear\n", false},
		{"one line", "    \"0101\": forest\n", false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			data := []byte(head + tc.lines)
			if !checkFastAgainstLibrary(t, data) {
				return // left to the library
			}
			root, _ := fastParse(data)
			terrain := root.content()[3].content()[1]
			pn := terrain.packedNode()
			if got := pn != nil && pn.pairs == nil && pn.run.n > 0 && pn.run.keyLen >= 0; got != tc.run {
				t.Errorf("read as a run of one shape: %v, want %v", got, tc.run)
			}
		})
	}
}
