package tiled

import (
	"strings"
	"testing"
)

// FuzzRead feeds arbitrary bytes to the TMX reader, starting from the
// exports of the test scenarios: it must never panic, and a map it accepts
// must apply and read back to the same changes.
func FuzzRead(f *testing.F) {
	s, charts := load(f, "small.yaml")
	for _, id := range []string{"small.yaml", "talavera20-full"} {
		s2, c2 := load(f, id)
		ex, err := Write(s2, c2, "x.png")
		if err != nil {
			f.Fatal(err)
		}
		f.Add(ex.TMX)
	}
	// Tiled's own conventions: a tile class, a Wang colour, a straight
	// hexside across two edges.
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="17" height="11" tilewidth="64" tileheight="56" hexsidelength="32"><tileset firstgid="1" name="t"><tile id="0" class="Clear"></tile><wangsets><wangset name="w"><wangcolor name="Forest"></wangcolor><wangtile tileid="1" wangid="1,1,1,1,1,1,1,1"></wangtile></wangset></wangsets></tileset><layer name="terrain"><data encoding="csv">` + strings.Repeat("1,2,", 93) + `1</data></layer><objectgroup name="hexsides"><object id="1" x="192" y="252"><properties><property name="features" value="minor_river"></property></properties><polyline points="0,0 0,56"></polyline></object></objectgroup></map>`))
	f.Add([]byte(`<map orientation="hexagonal" staggeraxis="x" staggerindex="odd" width="17" height="11" tilewidth="64" tileheight="56" hexsidelength="32"><layer name="terrain"><data encoding="base64" compression="gzip">H4sIAAAAAAAA/w==</data></layer></map>`))
	f.Fuzz(func(t *testing.T, data []byte) {
		md, err := Read(data, "fuzz.tmx", s, charts, nil, ".")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		s2, _ := Apply(s, md)
		ex, err := Write(s2, charts, "x.png")
		if err != nil {
			t.Fatal(err)
		}
		md2, err := Read(ex.TMX, "again.tmx", s2, charts, nil, ".")
		if err != nil {
			t.Fatalf("an accepted map, applied and exported, does not read back: %v", err)
		}
		if _, changes := Apply(s2, md2); len(changes) != 0 {
			t.Fatalf("an applied map read back with changes: %v", changes)
		}
	})
}
