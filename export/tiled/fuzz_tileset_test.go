package tiled

import (
	"regexp"
	"strings"
	"testing"
	"testing/fstest"
)

// FuzzReadTileset feeds arbitrary pairs of a TMX map and the external
// tileset (.tsx) it names to the importer, starting from the export of the
// small test scenario with its tileset moved to its own file, as Tiled
// saves it: it must never panic, every refusal must say something, and a
// map it accepts must apply.
func FuzzReadTileset(f *testing.F) {
	s, charts := load(f, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		f.Fatal(err)
	}
	ts := regexp.MustCompile(`(?s)<tileset firstgid="1"(.*?)</tileset>`).FindStringSubmatch(string(ex.TMX))
	tsx := `<?xml version="1.0" encoding="UTF-8"?>` + "\n<tileset" + ts[1] + "</tileset>\n"
	tmx := strings.Replace(string(ex.TMX), ts[0], `<tileset firstgid="1" source="tiles/terrain.tsx"></tileset>`, 1)
	f.Add([]byte(tmx), []byte(tsx))
	f.Add([]byte(tmx), []byte(`<tileset name="t" tilecount="1"><tile id="0"><properties><property name="terrain" value="clear"/></properties></tile></tileset>`))
	f.Add([]byte(strings.Replace(tmx, "tiles/terrain.tsx", "../../../etc/passwd", 1)), []byte(tsx))
	f.Fuzz(func(t *testing.T, tmx, tsx []byte) {
		fsys := fstest.MapFS{"maps/tiles/terrain.tsx": {Data: tsx}}
		md, err := Read(tmx, "maps/x.tmx", s, charts, fsys, "maps")
		if err != nil {
			if err.Error() == "" {
				t.Fatal("empty error message")
			}
			return
		}
		// An accepted map applies without fault (the round trip through
		// the exporter is FuzzRead's; drawing a tileset for each input
		// here would make each run a hundred times slower).
		if _, changes := Apply(s, md); changes == nil && len(md.Terrain) > 0 {
			for code, id := range md.Terrain {
				if code == "" || id == "" {
					t.Fatalf("an accepted map has an empty terrain entry %q: %q", code, id)
				}
			}
		}
	})
}
