package scenario

import (
	"fmt"
	"testing"
)

// BenchmarkTerrainMap measures the editor's and the engine's uses of a
// 200x200 map's terrain (rule 9.4, 40,000 hexes): a lookup (budget 1 µs),
// painting a hex that has a terrain (budget 1 µs) and one that has none,
// then erasing it, with a type the map has or a new one (budget 1 ms the
// pair: the entries after the hex move, and a new type renumbers the
// hexes' types), and a walk over every hex (budget 2 ms).
func BenchmarkTerrainMap(b *testing.B) {
	kinds := []string{"clear", "clear", "clear", "forest", "rough", "town", "marsh"}
	m := map[string]string{}
	var codes []string
	for c := 1; c <= 200; c++ {
		for r := 1; r <= 200; r++ {
			code := fmt.Sprintf("%03d%03d", c, r)
			m[code] = kinds[(c*7+r*3)%len(kinds)]
			codes = append(codes, code)
		}
	}
	b.Run("get", func(b *testing.B) {
		t := TerrainOf(m)
		for i := 0; i < b.N; i++ {
			if _, ok := t.Get(codes[i*7919%len(codes)]); !ok {
				b.Fatal("hex not found")
			}
		}
	})
	b.Run("repaint", func(b *testing.B) {
		t := TerrainOf(m)
		for i := 0; i < b.N; i++ {
			t.Set(codes[i*7919%len(codes)], kinds[i%len(kinds)])
		}
	})
	for _, terrain := range []string{"forest", "swamp"} { // a type the map has, and a new one
		b.Run("paint-and-erase-"+terrain, func(b *testing.B) {
			t := TerrainOf(m)
			for i := 0; i < b.N; i++ {
				t.Set("100000", terrain) // a hex number between the map's
				t.Delete("100000")
			}
		})
	}
	b.Run("all", func(b *testing.B) {
		t := TerrainOf(m)
		for i := 0; i < b.N; i++ {
			n := 0
			for range t.All() {
				n++
			}
			if n != len(codes) {
				b.Fatal(n)
			}
		}
	})
}
