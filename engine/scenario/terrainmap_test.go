package scenario

import (
	"encoding/json"
	"fmt"
	"maps"
	"reflect"
	"slices"
	"strings"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestRule9_4_TerrainMapDecode: a map's terrain (one entry per hex, 9.4)
// decodes in any key order to the same sorted entries, and a duplicate hex
// is reported at its second occurrence, whether the file was sorted up to
// it or not.
func TestRule9_4_TerrainMapDecode(t *testing.T) {
	lines := func(codes ...int) string {
		var b strings.Builder
		for _, c := range codes {
			fmt.Fprintf(&b, "\"%04d\": t%d\n", c, c%3)
		}
		return b.String()
	}
	seq := func(from, to int) []int {
		var out []int
		for i := from; i < to; i++ {
			out = append(out, i)
		}
		return out
	}
	reversed := seq(0, 300)
	slices.Reverse(reversed)
	for _, tc := range []struct {
		name    string
		yaml    string
		want    int    // entries 0000 .. want-1, when no error
		wantErr string // the located error
	}{
		{"sorted", lines(seq(0, 300)...), 300, ""},
		{"reversed", lines(reversed...), 300, ""},
		{"one-out-of-order", lines(append(seq(1, 300), 0)...), 300, ""},
		{"duplicate-while-sorted", lines(0, 1, 2, 2, 3), 0, `x.yaml:4:1: duplicate key "0002" in map.terrain (each key may appear once)`},
		{"duplicate-after-disorder", lines(5, 1, 2, 3, 4, 1), 0, `x.yaml:6:1: duplicate key "0001" in map.terrain (each key may appear once)`},
		{"duplicate-of-first", lines(append(seq(0, 300), 0)...), 0, `x.yaml:301:1: duplicate key "0000" in map.terrain (each key may appear once)`},
		{"list-value", "\"0001\": t1\n\"0002\": [a, b]\n", 0, `x.yaml:2:9: map.terrain.0002: expected text, found a list`},
		{"packed-duplicate-while-sorted", lines(append(seq(0, 100), 99)...), 0, `x.yaml:101:1: duplicate key "0099" in map.terrain (each key may appear once)`},
		{"large-list-value", lines(seq(0, 100)...) + "\"0100\": [a, b]\n", 0, `x.yaml:101:9: map.terrain.0100: expected text, found a list`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			root := mustParseTree(t, []byte(tc.yaml))
			var m TerrainMap
			w := walker{file: "x.yaml"}
			w.push("map", -1)
			w.push("terrain", -1)
			err := w.terrainMap(root, &m)
			if tc.wantErr != "" {
				if err == nil || err.Error() != tc.wantErr {
					t.Fatalf("error %v, want %s", err, tc.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if m.Len() != tc.want {
				t.Fatalf("%d entries, want %d", m.Len(), tc.want)
			}
			i := 0
			for k, v := range m.All() {
				if want := fmt.Sprintf("%04d", i); k != want || v != fmt.Sprintf("t%d", i%3) {
					t.Fatalf("entry %d is %s: %s, want %s: t%d", i, k, v, want, i%3)
				}
				i++
			}
		})
	}
}

// TestRule9_4_TerrainMapNullAndShared: a null terrain reads as "" (as in a
// Go map), and the repeated types of a large map share one copy.
func TestRule9_4_TerrainMapNullAndShared(t *testing.T) {
	var m TerrainMap
	root := mustParseTree(t, []byte("\"0101\": ~\n\"0102\": clear\n\"0103\": clear\n"))
	if err := (&walker{file: "x"}).terrainMap(root, &m); err != nil {
		t.Fatal(err)
	}
	if v, ok := m.Get("0101"); !ok || v != "" {
		t.Errorf("0101 = %q, %v; want \"\", true", v, ok)
	}
	if m.kinds[1] != m.kinds[2] || m.types[m.kinds[1]] != "clear" || !slices.Equal(m.types, []string{"", "clear"}) {
		t.Errorf("the two clear hexes do not share their type: %v (types %q)", m.String(), m.types)
	}
}

// TestTerrainMapMethods: Set, Get, At, Delete, Len and All behave as the Go
// map they replace, on nil, empty and filled maps.
func TestTerrainMapMethods(t *testing.T) {
	var nilMap *TerrainMap
	if nilMap.Len() != 0 || !nilMap.IsZero() || nilMap.At("0101") != "" || nilMap.Clone() != nil {
		t.Error("a nil TerrainMap is not empty")
	}
	nilMap.Delete("0101") // no panic
	for range nilMap.All() {
		t.Error("a nil TerrainMap yields entries")
	}
	m := &TerrainMap{}
	ops := []struct {
		op, hex, terrain string
		want             string // the map after the step
	}{
		{"set", "0505", "forest", "{0505: forest}"},
		{"set", "0101", "clear", "{0101: clear, 0505: forest}"},
		{"set", "0909", "town", "{0101: clear, 0505: forest, 0909: town}"},
		{"set", "0505", "marsh", "{0101: clear, 0505: marsh, 0909: town}"},
		{"delete", "0707", "", "{0101: clear, 0505: marsh, 0909: town}"},
		{"delete", "0101", "", "{0505: marsh, 0909: town}"},
		{"set", "0606", "rough", "{0505: marsh, 0606: rough, 0909: town}"},
		{"delete", "0909", "", "{0505: marsh, 0606: rough}"},
	}
	for i, o := range ops {
		t.Run(fmt.Sprintf("%d-%s-%s", i, o.op, o.hex), func(t *testing.T) {
			if o.op == "set" {
				m.Set(o.hex, o.terrain)
				if got, ok := m.Get(o.hex); !ok || got != o.terrain {
					t.Errorf("Get(%s) = %q, %v after Set", o.hex, got, ok)
				}
			} else {
				m.Delete(o.hex)
				if _, ok := m.Get(o.hex); ok {
					t.Errorf("Get(%s) found after Delete", o.hex)
				}
			}
			if got := m.String(); got != o.want {
				t.Errorf("map %s, want %s", got, o.want)
			}
		})
	}
	c := m.Clone()
	c.Set("0505", "town")
	if m.At("0505") != "marsh" {
		t.Error("Clone shares its entries with the original")
	}
}

// TestTerrainMapEncodesAsGoMap: YAML and JSON output are those of the
// map[string]string the type replaced (sorted keys, quoted numbers), so
// saved files and exports do not change; an empty terrain is left out.
func TestTerrainMapEncodesAsGoMap(t *testing.T) {
	type oldMap struct {
		Rows    int               `yaml:"rows" json:"rows"`
		Terrain map[string]string `yaml:"terrain,omitempty" json:"terrain,omitempty"`
	}
	type newMap struct {
		Rows    int         `yaml:"rows" json:"rows"`
		Terrain *TerrainMap `yaml:"terrain,omitempty" json:"terrain,omitzero"`
	}
	for _, tc := range []struct {
		name string
		m    map[string]string
	}{
		{"nil", nil},
		{"empty", map[string]string{}},
		{"hexes", map[string]string{"0708": "town", "0101": "clear", "1001": "forest", "0100": "marsh", "0999": ""}},
		{"odd-keys", map[string]string{"1e3": "clear", "true": "rough", "0x1": "town", "007": "marsh"}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			old := oldMap{Rows: 3, Terrain: tc.m}
			nw := newMap{Rows: 3, Terrain: TerrainOf(tc.m)}
			if tc.m != nil && len(tc.m) == 0 {
				nw.Terrain = &TerrainMap{} // an empty, non-nil terrain
			}
			oy, _ := yaml.Marshal(old)
			ny, err := yaml.Marshal(nw)
			if err != nil || string(oy) != string(ny) {
				t.Errorf("YAML\n%s(%v)\nwant\n%s", ny, err, oy)
			}
			oj, _ := json.Marshal(old)
			nj, err := json.Marshal(nw)
			if err != nil || string(oj) != string(nj) {
				t.Errorf("JSON %s (%v), want %s", nj, err, oj)
			}
			var back newMap
			if err := yaml.Unmarshal(ny, &back); err != nil || back.Terrain.String() != nw.Terrain.String() {
				t.Errorf("YAML read back %v (%v), want %v", back.Terrain, err, nw.Terrain)
			}
			back = newMap{}
			if err := json.Unmarshal(nj, &back); err != nil || back.Terrain.String() != nw.Terrain.String() {
				t.Errorf("JSON read back %v (%v), want %v", back.Terrain, err, nw.Terrain)
			}
		})
	}
}

// TestTerrainMapEqualContentsEqualValues: the terrain (rule 9.4, one type
// per hex) kept as hex numbers and type numbers is one value for one
// content, however it was made: loaded (sorted or not, through each of the
// loader's ways), built from a Go map, or painted and erased hex by hex in
// any order, with types coming and going; reflect.DeepEqual, which the
// editor's undo and the tests rely on, sees them equal.
func TestTerrainMapEqualContentsEqualValues(t *testing.T) {
	want := map[string]string{"0101": "clear", "0102": "forest", "0103": "clear", "0201": "town", "0202": "", "0203": "marsh"}
	load := func(t *testing.T, text string) *TerrainMap {
		t.Helper()
		var s Scenario
		d, err := ParseDocument([]byte("format: adc-scenario\nmap:\n  terrain:\n"+text), "x.yaml")
		if err != nil {
			t.Fatal(err)
		}
		s = *d.Scenario
		return s.Map.Terrain
	}
	sorted := "    \"0101\": clear\n    \"0102\": forest\n    \"0103\": clear\n    \"0201\": town\n    \"0202\": null\n    \"0203\": marsh\n"
	made := map[string]*TerrainMap{
		"TerrainOf":       TerrainOf(want),
		"loaded as a run": load(t, sorted),
		"loaded unsorted": load(t, "    \"0203\": marsh\n    \"0101\": clear\n    \"0102\": forest\n    \"0103\": clear\n    \"0201\": town\n    \"0202\": ~\n"),
		"loaded as nodes": load(t, "    0101: clear\n    0102: forest\n    0103: clear\n    0201: town\n    0202:\n    0203: marsh\n"),
		"loaded flow":     load(t, "    {\"0101\": clear, \"0102\": forest, \"0103\": clear, \"0201\": town, \"0202\": '', \"0203\": marsh}\n"),
	}
	painted := &TerrainMap{}
	for _, step := range [][2]string{{"0203", "rough"}, {"0101", "rough"}, {"0102", "forest"}, {"0203", "marsh"},
		{"0999", "swamp"}, {"0103", "clear"}, {"0202", ""}, {"0101", "clear"}, {"0201", "town"}, {"0999", "-"}} {
		if step[1] == "-" {
			painted.Delete(step[0])
			continue
		}
		painted.Set(step[0], step[1])
	}
	made["painted"] = painted
	erased := TerrainOf(map[string]string{"0000": "aaa", "0101": "zzz", "0999": "mmm"})
	for k, v := range want {
		erased.Set(k, v)
	}
	erased.Delete("0000")
	erased.Delete("0999")
	made["painted over and erased"] = erased
	made["clone"] = TerrainOf(want).Clone()
	ref := TerrainOf(want)
	for name, m := range made {
		t.Run(name, func(t *testing.T) {
			if !reflect.DeepEqual(m, ref) {
				t.Errorf("%v (types %q, kinds %v, counts %v)\nnot DeepEqual to\n%v (types %q, kinds %v, counts %v)",
					m, m.types, m.kinds, m.counts, ref, ref.types, ref.kinds, ref.counts)
			}
			if !maps.Equal(m.Map(), want) {
				t.Errorf("holds %v, want %v", m.Map(), want)
			}
		})
	}
}

// TestTextAfter: the byte comparison that orders a map's hex numbers
// (rule 2.0) agrees with Go's string order, whatever the lengths and
// wherever the first difference, and a TerrainMap, which searches with it,
// finds keys that are prefixes of one another.
func TestTextAfter(t *testing.T) {
	words := []string{"", "0", "00", "0101", "0102", "01010", "010101", "010102", "0101010", "1", "10", "0201", "\xff", "\xff\xff\xff\xff", "\xff\xff\xff\xfe", "zzzz"}
	for _, base := range []string{"001001", "0707"} {
		for i := range base {
			for _, b := range []byte{0, '0' - 1, '0', '5', '9', 0x7f, 0x80, 0xff} {
				x := []byte(base)
				x[i] = b
				words = append(words, string(x), string(x[:i+1]))
			}
		}
	}
	for _, a := range words {
		for _, b := range words {
			if got := textAfter(a, b); got != (a > b) {
				t.Fatalf("textAfter(%q, %q) = %v, want %v", a, b, got, a > b)
			}
		}
	}
	// a map whose keys are prefixes of one another finds each
	m := &TerrainMap{}
	for i, w := range words {
		m.Set(w, fmt.Sprint(i))
	}
	for i, w := range words {
		if got := m.At(w); got != fmt.Sprint(i) && !slices.Contains(words[i+1:], w) {
			t.Errorf("At(%q) = %q, want %d", w, got, i)
		}
	}
}
