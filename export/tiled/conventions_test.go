package tiled

import (
	"fmt"
	"maps"
	"regexp"
	"strings"
	"testing"
)

// TestTiledTerrainConventions: a tileset drawn in Tiled names its terrains
// its own way: a tile's class (Tiled 1.9+), its type (1.8), or the Wang
// colour it is painted with (new and old wangid forms). Each names a
// terrain by id or chart name, in any case; the map reads the same as with
// the exported "terrain" properties.
func TestTiledTerrainConventions(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	want, err := Read(ex.TMX, "small.tmx", s, charts, nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	tileRe := regexp.MustCompile(`(?s)<tile id="(\d+)">\s*<properties>\s*<property name="terrain" value="([^"]*)"></property>\s*<property name="name" value="([^"]*)"></property>\s*</properties>\s*</tile>`)
	var colours, wangTiles []string
	n := 0
	tmx := tileRe.ReplaceAllStringFunc(string(ex.TMX), func(m string) string {
		sm := tileRe.FindStringSubmatch(m)
		id, name := sm[1], sm[3]
		n++
		switch n % 4 {
		case 0:
			return fmt.Sprintf(`<tile id="%s" class="%s"></tile>`, id, name)
		case 1:
			return fmt.Sprintf(`<tile id="%s" type="%s"></tile>`, id, strings.ToUpper(name))
		case 2:
			colours = append(colours, fmt.Sprintf(`<wangcolor name="%s" color="#00ff00" tile="-1" probability="1"></wangcolor>`, strings.ToLower(name)))
			c := len(colours)
			wangTiles = append(wangTiles, fmt.Sprintf(`<wangtile tileid="%s" wangid="%d,%d,%d,%d,%d,%d,%d,%d"></wangtile>`, id, c, c, c, c, c, c, c, c))
			return ""
		default:
			colours = append(colours, fmt.Sprintf(`<wangcolor name="%s" color="#0000ff" tile="-1" probability="1"></wangcolor>`, strings.ReplaceAll(name, " ", "_")))
			wangTiles = append(wangTiles, fmt.Sprintf(`<wangtile tileid="%s" wangid="0x%d0%d0%d0%d0"></wangtile>`, id, len(colours), len(colours), len(colours), len(colours)))
			return ""
		}
	})
	if n < 4 {
		t.Fatalf("%d exported tiles", n)
	}
	wang := `<wangsets><wangset name="Terrains" type="mixed" tile="-1">` + strings.Join(colours, "") + strings.Join(wangTiles, "") + `</wangset></wangsets></tileset>`
	tmx = strings.Replace(tmx, "</tileset>", wang, 1)
	if strings.Contains(tmx, `name="terrain" value=`) {
		t.Fatal("a terrain property is left")
	}
	got, err := Read([]byte(tmx), "drawn.tmx", s, charts, nil, ".")
	if err != nil {
		t.Fatalf("%v\n%s", err, tmx[:min(len(tmx), 3000)])
	}
	if !maps.Equal(got.Terrain, want.Terrain) {
		t.Errorf("terrain read\n got %v\nwant %v", got.Terrain, want.Terrain)
	}

	// A type naming no terrain, and a tile painted in two Wang colours.
	bad := strings.Replace(tmx, `type="CLEAR"`, `type="Lava"`, 1)
	if bad == tmx {
		t.Fatal("no CLEAR type to change")
	}
	if _, err := Read([]byte(bad), "drawn.tmx", s, charts, nil, "."); err == nil || !strings.Contains(err.Error(), `terrain "Lava"`) {
		t.Errorf("unknown class: %v", err)
	}
	mixed := regexp.MustCompile(`wangid="1,1,1,1,1,1,1,1"`).ReplaceAllString(tmx, `wangid="1,2,1,2,1,2,1,2"`)
	if mixed == tmx {
		t.Fatal("no wangid to mix")
	}
	if _, err := Read([]byte(mixed), "drawn.tmx", s, charts, nil, "."); err == nil || !strings.Contains(err.Error(), "Wang colour") {
		t.Errorf("two-colour tile: %v", err)
	}
}

func TestWangColour(t *testing.T) {
	for _, c := range []struct {
		id   string
		want int
	}{
		{"1,1,1,1,1,1,1,1", 1}, {"0,3,0,3,0,3,0,3", 3}, {"1,2,1,1,1,1,1,1", 0}, {"0,0,0,0,0,0,0,0", 0},
		{"0x10101010", 1}, {"0x22222222", 2}, {"0x12000000", 0}, {"x", 0}, {"1,-1", 0},
	} {
		if got := wangColour(c.id); got != c.want {
			t.Errorf("wangColour(%q) = %d, want %d", c.id, got, c.want)
		}
	}
}
