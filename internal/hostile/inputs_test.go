package hostile

import (
	"bytes"
	"fmt"
	"os"
	"strings"
)

// generate builds the inputs too large to commit, each from the small
// valid scenario testdata/base.yaml so that only its hostile part differs.
func generate(name string) ([]byte, error) {
	base, err := os.ReadFile("testdata/base.yaml")
	if err != nil {
		return nil, err
	}
	var b bytes.Buffer
	b.Write(base)
	switch name {
	case "oneline-list-10MB": // 5 million one-letter items on one line
		b.WriteString("notes: [")
		b.WriteString(strings.Repeat("a,", 5<<20))
		b.WriteString("a]\n")
	case "block-list-15MB": // 2.6 million items, one a line
		b.WriteString("notes:\n")
		b.WriteString(strings.Repeat("  - a\n", 15<<20/6))
	case "alias-1MB-x99": // a 1 MB text repeated through 99 aliases
		b.WriteString("unknowns:\n  - &big ")
		b.WriteString(strings.Repeat("x", 1<<20))
		b.WriteString("\n")
		b.WriteString(strings.Repeat("  - *big\n", 99))
	case "values-190000": // just under the value budget: read, slowly
		b.WriteString("unknowns:\n")
		b.WriteString(strings.Repeat("  - a value the rulebook does not give\n", 190_000-bytes.Count(base, []byte{'\n'})-bytes.Count(base, []byte{','})-2))
	case "values-190000-short": // the same, in the shortest items
		b.WriteString("unknowns:\n")
		b.WriteString(strings.Repeat("  - a\n", 190_000-bytes.Count(base, []byte{'\n'})-bytes.Count(base, []byte{','})-2))
	case "file-17MB": // over the 16 MiB cap, as one long comment
		b.WriteString("# ")
		b.WriteString(strings.Repeat("x", 17<<20))
		b.WriteString("\n")
	case "card-text-1MB": // one event card with a 1 MB title and a 1 MB text
		b.Reset()
		words := strings.Repeat("Ney advances ", 1<<20/13)
		b.Write(bytes.Replace(bytes.Replace(base, []byte("title: Forced March"), []byte("title: "+words), 1),
			[]byte("text: The drawing player may Force March without spending Morale."), []byte("text: "+words), 1))
	case "units-10000": // 10,000 units, each set up on the map
		b.Reset()
		var u strings.Builder
		for i := 0; i < 10000; i++ {
			fmt.Fprintf(&u, "  - id: x-%d\n    name: Unit %d\n    side: french\n    nationality: French\n    type: infantry\n    strength: 2\n    movement: 2\n    placement: {kind: setup, hex: \"%02d%02d\"}\n", i, i, 1+i%17, 1+(i/17)%11)
		}
		b.Write(bytes.Replace(base, []byte("units:\n"), []byte("units:\n"+u.String()), 1))
	case "map-999x999-traced-600000": // rule 2.0's largest map, 600,000 of its hexes traced one a line
		b.Reset()
		big, err := os.ReadFile("testdata/map-999x999.yaml")
		if err != nil {
			return nil, err
		}
		var tr strings.Builder
		tr.WriteString("  terrain:\n")
		for i := 0; i < 600_000; i++ {
			fmt.Fprintf(&tr, "    \"%03d%03d\": rough\n", 1+i%999, 1+i/999)
		}
		b.Write(bytes.Replace(big, []byte("  terrain:\n"), []byte(tr.String()), 1))
	default:
		return nil, fmt.Errorf("no generated input %q", name)
	}
	return b.Bytes(), nil
}
