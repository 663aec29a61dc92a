package tiled

import (
	"bytes"
	"compress/zlib"
	"encoding/base64"
	"encoding/binary"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
	"testing/fstest"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

func load(t testing.TB, id string) (*scenario.Scenario, *scenario.ChartSet) {
	t.Helper()
	var data []byte
	var err error
	name := id + ".yaml"
	if strings.HasSuffix(id, ".yaml") {
		name = id
		data, err = os.ReadFile(filepath.Join("testdata", id))
	} else {
		data, err = scenarios.Open(id)
	}
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, name)
	if err != nil {
		t.Fatal(err)
	}
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		t.Fatal(err)
	}
	return s, scenario.Resolve(s, set)
}

func allScenarios() []string { return append(scenarios.List(), "small.yaml") }

// TestRoundTrip exports every scenario and reads it back: the map comes
// back unchanged.
func TestRoundTrip(t *testing.T) {
	for _, id := range allScenarios() {
		t.Run(id, func(t *testing.T) {
			s, charts := load(t, id)
			ex, err := Write(s, charts, "x-terrain.png")
			if err != nil {
				t.Fatal(err)
			}
			md, err := Read(ex.TMX, "x.tmx", s, charts, nil, ".")
			if err != nil {
				t.Fatal(err)
			}
			s2, changes := Apply(s, md)
			if len(changes) != 0 {
				t.Errorf("a map read back unchanged reports changes: %v", changes)
			}
			var a, b bytes.Buffer
			if err := scenario.Save(&a, s); err != nil {
				t.Fatal(err)
			}
			if err := scenario.Save(&b, s2); err != nil {
				t.Fatal(err)
			}
			if a.String() != b.String() {
				t.Error("the scenario saved after a round trip differs")
			}
		})
	}
}

func TestExportContents(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	doc := string(ex.TMX)
	for _, want := range []string{
		`orientation="hexagonal"`, `staggeraxis="x"`, `staggerindex="odd"`, `width="17"`, `height="11"`,
		`<image source="small-terrain.png"`, `name="terrain" value="forest"`,
		`<objectgroup id="2" name="hexsides">`, `name="between" value="0404 0405"`, `name="uphill" value="0909"`,
		`name="roads"`, `name="hexes" value="0101 0201 0302 0402 0503"`,
		`name="places"`, `name="Testville"`, `name="loc"`, `name="objectives"`, `name="entry areas"`,
		`name="units"`, `name="id" value="fr-ney"`,
	} {
		if !strings.Contains(doc, want) {
			t.Errorf("the TMX lacks %s", want)
		}
	}
	golden := filepath.Join("testdata", "small.tmx")
	if *update {
		if err := os.WriteFile(golden, ex.TMX, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(want, ex.TMX) {
		t.Errorf("TMX differs from %s (check, then go test -update)", golden)
	}
}

// TestStaggerFollowsNumbering: the shifted columns of the numbering are the
// staggered ones in Tiled.
func TestStaggerFollowsNumbering(t *testing.T) {
	cases := []struct {
		first   int
		shifted string
		want    string
	}{
		{1, "even", "odd"}, {1, "odd", "even"}, {0, "even", "even"}, {2, "odd", "odd"},
	}
	for _, c := range cases {
		t.Run(c.shifted, func(t *testing.T) {
			s, charts := load(t, "small.yaml")
			s.Map.Numbering.FirstColumn, s.Map.Numbering.Shifted = c.first, c.shifted
			ex, err := Write(s, charts, "x.png")
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(string(ex.TMX), `staggerindex="`+c.want+`"`) {
				t.Errorf("first column %d, %s shifted: want stagger index %s", c.first, c.shifted, c.want)
			}
			// Hex centres and the geometry agree with the renderer's
			// neighbours: each hex's neighbours are one hex away in pixels.
			geo := newGeometry(s.Grid())
			for _, h := range geo.g.Hexes() {
				if got := geo.hexAt(geo.hexCenter(h)); got != h {
					t.Fatalf("hexAt(centre of %s) = %s", geo.g.Code(h), geo.g.Code(got))
				}
				for _, d := range h.Sides() {
					x1, y1, x2, y2 := geo.sideCorners(d.Hex, d.Dir)
					if got, _ := geo.sideAt((x1+x2)/2, (y1+y2)/2); got != d {
						t.Fatalf("sideAt(midpoint of %v) = %v", d, got)
					}
				}
			}
		})
	}
}

func csvOf(t *testing.T, tmx []byte) string {
	t.Helper()
	m := regexp.MustCompile(`(?s)<data encoding="csv">(.*?)</data>`).FindSubmatch(tmx)
	if m == nil {
		t.Fatal("no CSV data")
	}
	return string(m[1])
}

func TestBadInput(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	good := string(ex.TMX)
	gids := strings.Split(strings.TrimSpace(csvOf(t, ex.TMX)), ",")
	withTile := func(i int, gid string) string {
		g := append([]string(nil), gids...)
		g[i] = gid
		return strings.Replace(good, csvOf(t, ex.TMX), "\n"+strings.Join(g, ",")+"\n", 1)
	}
	cases := []struct {
		name, tmx string
		fsys      fstest.MapFS
		want      string
	}{
		{"not XML", "<map", nil, "not a TMX map"},
		{"orthogonal", strings.Replace(good, `orientation="hexagonal"`, `orientation="orthogonal"`, 1), nil, `orientation is "orthogonal"`},
		{"stagger axis y", strings.Replace(good, `staggeraxis="x"`, `staggeraxis="y"`, 1), nil, "Stagger Axis X"},
		{"wrong stagger index", strings.Replace(good, `staggerindex="odd"`, `staggerindex="even"`, 1), nil, "set Stagger Index Odd"},
		// No staggeraxis: Tiled reads it as y, pointy-topped rows.
		{"stagger axis absent", strings.Replace(good, ` staggeraxis="x"`, ``, 1), nil, "Stagger Axis y (Tiled's default: the file gives none)"},
		// A new hexagonal map of Tiled's defaults: every setting to change, at once.
		{"Tiled's default hex map", strings.Replace(good, `tilewidth="64" tileheight="56" infinite="0" hexsidelength="32" staggeraxis="x"`, `tilewidth="32" tileheight="32" infinite="0" hexsidelength="0" staggeraxis="y"`, 1), nil,
			"set Stagger Axis X, Tile Width 64, Tile Height 56, Hex Side Length 32"},
		{"size mismatch", strings.Replace(good, `width="17" height="11" tilewidth`, `width="18" height="11" tilewidth`, 1), nil, "18x11 tiles but the scenario's map is 17x11"},
		{"infinite", strings.Replace(good, `infinite="0"`, `infinite="1"`, 1), nil, "infinite"},
		{"tile outside the tileset", withTile(5, "999"), nil, "tile 999"},
		{"tile without terrain", strings.Replace(good, `<property name="terrain" value="forest"></property>`, ``, 1), nil, "no \"terrain\" property"},
		{"unknown terrain id", strings.Replace(good, `name="terrain" value="forest"`, `name="terrain" value="lava"`, 1), nil, `terrain "lava"`},
		{"missing external tileset", regexp.MustCompile(`(?s)<tileset firstgid="1".*?</tileset>`).ReplaceAllString(good, `<tileset firstgid="1" source="terrain.tsx"></tileset>`), nil, `tileset "terrain.tsx": the external tileset cannot be read: file not found`},
		{"too few tiles", strings.Replace(good, csvOf(t, ex.TMX), "\n1,2,3\n", 1), nil, "has 3 tiles, want 187"},
		{"unsupported compression", strings.Replace(good, `<data encoding="csv">`+csvOf(t, ex.TMX)+`</data>`, `<data encoding="base64" compression="zstd">AAAA</data>`, 1), nil, `compression "zstd"`},
		{"hexside off the hex edges", strings.Replace(good, `<polyline points="0,0 -32,0">`, `<polyline points="0,0 20,60">`, 1), nil, "does not run along a hex edge"},
		// From the centre of 0404 to the centre of 0405: its midpoint is
		// the midpoint of their hexside, but its ends are on no corner.
		{"hexside drawn centre to centre", strings.Replace(good, `<polyline points="0,0 -32,0">`, `<polyline points="-16,-28 -16,28">`, 1), nil, "32 pixels from the nearest hex corner"},
		// From one corner of 0404 to the opposite one, through the hex.
		{"hexside across a hex", strings.Replace(good, `<polyline points="0,0 -32,0">`, `<polyline points="0,0 -32,-56">`, 1), nil, "crosses hexes"},
		{"hexside off the map", strings.Replace(good, `<polyline points="0,0 -32,0">`, `<polyline points="0,0 -32,-9000">`, 1), nil, "off the map"},
		{"unknown hexside feature", strings.Replace(good, `name="features" value="minor_river"`, `name="features" value="lava_flow"`, 1), nil, `unknown hexside feature "lava_flow"`},
		{"road skipping a hex", strings.Replace(good, `name="hexes" value="0101 0201 0302 0402 0503"`, `name="hexes" value="x"`, 1), nil, ""},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if c.tmx == good {
				t.Fatal("the edit did not change the file")
			}
			var fsys fstest.MapFS
			if c.fsys != nil {
				fsys = c.fsys
			}
			md, err := Read([]byte(c.tmx), "edited.tmx", s, charts, fsys, ".")
			if c.want == "" {
				// Properties are informative: geometry decides.
				if err != nil {
					t.Fatalf("unexpected error: %v", err)
				}
				return
			}
			if err == nil {
				t.Fatalf("accepted; want an error containing %q (read %d terrain hexes)", c.want, len(md.Terrain))
			}
			if !strings.Contains(err.Error(), c.want) || !strings.HasPrefix(err.Error(), "edited.tmx") {
				t.Errorf("error %q\nwant it to name the file and contain %q", err, c.want)
			}
			// Every error about an element gives its line.
			if c.name != "not XML" && !regexp.MustCompile(`^edited\.tmx:\d+: `).MatchString(err.Error()) {
				t.Errorf("error %q gives no line", err)
			}
			var te *Error
			var tes Errors
			if !errors.As(err, &te) && !errors.As(err, &tes) {
				t.Errorf("error is a %T, not a tiled.Error", err)
			}
		})
	}
}

// TestOtherEncodings: the layer data may be stored in any of Tiled's
// encodings; all read the same.
func TestOtherEncodings(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	csv := csvOf(t, ex.TMX)
	var raw bytes.Buffer
	var xmlTiles strings.Builder
	for _, f := range strings.Split(strings.TrimSpace(csv), ",") {
		var v uint32
		for _, ch := range strings.TrimSpace(f) {
			v = v*10 + uint32(ch-'0')
		}
		binary.Write(&raw, binary.LittleEndian, v)
		xmlTiles.WriteString(`<tile gid="` + strings.TrimSpace(f) + `"/>`)
	}
	var z bytes.Buffer
	zw := zlib.NewWriter(&z)
	zw.Write(raw.Bytes())
	zw.Close()
	old := `<data encoding="csv">` + csv + `</data>`
	cases := map[string]string{
		"base64":      `<data encoding="base64">` + base64.StdEncoding.EncodeToString(raw.Bytes()) + `</data>`,
		"base64 zlib": `<data encoding="base64" compression="zlib">` + base64.StdEncoding.EncodeToString(z.Bytes()) + `</data>`,
		"xml":         `<data>` + xmlTiles.String() + `</data>`,
	}
	for name, data := range cases {
		t.Run(name, func(t *testing.T) {
			tmx := strings.Replace(string(ex.TMX), old, data, 1)
			md, err := Read([]byte(tmx), "x.tmx", s, charts, nil, ".")
			if err != nil {
				t.Fatal(err)
			}
			if _, changes := Apply(s, md); len(changes) != 0 {
				t.Errorf("changes: %v", changes)
			}
		})
	}
}

func TestExternalTileset(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	ts := regexp.MustCompile(`(?s)<tileset firstgid="1"(.*?)</tileset>`).FindStringSubmatch(string(ex.TMX))
	tsx := `<?xml version="1.0" encoding="UTF-8"?>` + "\n<tileset" + ts[1] + "</tileset>\n"
	tmx := strings.Replace(string(ex.TMX), ts[0], `<tileset firstgid="1" source="tiles/terrain.tsx"></tileset>`, 1)
	fsys := fstest.MapFS{"maps/tiles/terrain.tsx": {Data: []byte(tsx)}}
	md, err := Read([]byte(tmx), "maps/x.tmx", s, charts, fsys, "maps")
	if err != nil {
		t.Fatal(err)
	}
	if _, changes := Apply(s, md); len(changes) != 0 {
		t.Errorf("changes: %v", changes)
	}
}

// TestEditsAreApplied edits the exported TMX as a mapper would: repaint
// tiles, erase a tile, delete a hexside, draw a new river and a new trail.
func TestEditsAreApplied(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	gidOf := map[string]int{}
	for i, id := range ex.Terrains {
		gidOf[id] = i + 1
	}
	g := s.Grid()
	geo := newGeometry(g)
	gids := strings.Split(strings.TrimSpace(csvOf(t, ex.TMX)), ",")
	set := func(code, terrain string) {
		h, _ := g.Parse(code)
		c, r := g.ToOffset(h)
		if terrain == "" {
			gids[r*g.Columns+c] = "0"
		} else {
			gids[r*g.Columns+c] = itoa(gidOf[terrain])
		}
	}
	set("0101", "forest")
	set("0305", "clear") // was forest, now the default: written explicitly
	set("0606", "")      // erased: falls back to the default (clear)
	tmx := strings.Replace(string(ex.TMX), csvOf(t, ex.TMX), "\n"+strings.Join(gids, ",")+"\n", 1)
	// Delete the slope between 0909 and 0910.
	tmx = regexp.MustCompile(`(?s)<object id="\d+" name="slope".*?</object>`).ReplaceAllString(tmx, "")
	// A new river along two hexsides of 1204 (S and SE), and a trail.
	h, _ := g.Parse("1204")
	ax, ay, _, _ := geo.sideCorners(h, 2) // SE side: its east corner...
	_, _, bx, by := geo.sideCorners(h, 2)
	_, _, cx, cy := geo.sideCorners(h, 3) // ...then along the S side
	river := `<object id="900" name="minor_river" x="` + fnum(ax) + `" y="` + fnum(ay) + `"><polyline points="0,0 ` +
		fnum(bx-ax) + `,` + fnum(by-ay) + ` ` + fnum(cx-ax) + `,` + fnum(cy-ay) + `"></polyline></object>`
	tmx = strings.Replace(tmx, `<objectgroup id="2" name="hexsides">`, `<objectgroup id="2" name="hexsides">`+river, 1)
	t1, _ := g.Parse("1501")
	t2, _ := g.Parse("1502")
	x1, y1 := geo.hexCenter(t1)
	x2, y2 := geo.hexCenter(t2)
	trail := `<object id="901" x="` + fnum(x1) + `" y="` + fnum(y1) + `"><properties><property name="kind" value="trail"></property></properties><polyline points="0,0 ` +
		fnum(x2-x1) + `,` + fnum(y2-y1) + `"></polyline></object>`
	tmx = strings.Replace(tmx, `name="roads">`, `name="roads">`+trail, 1)

	md, err := Read([]byte(tmx), "edited.tmx", s, charts, nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	s2, changes := Apply(s, md)
	var got []string
	for _, c := range changes {
		got = append(got, c.String())
	}
	want := []string{
		"hexside 0909-0910 removed (was slope uphill 0909)",
		"hexside 1204-1305 added: minor_river",
		"hexside 1204-1205 added: minor_river",
		"road 1501-1502 added: trail",
		"terrain 0101: clear -> forest",
		"terrain 0305: forest -> clear",
		"terrain 0606: rough -> clear",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes\n got %q\nwant %q", got, want)
	}
	if s2.Map.Terrain.At("0305") != "clear" || s2.Map.Terrain.At("0101") != "forest" {
		t.Errorf("terrain not applied: %v", s2.Map.Terrain)
	}
	if _, ok := s2.Map.Terrain.Get("0606"); ok {
		t.Error("0606 still has explicit terrain")
	}
	if s.Map.Terrain.At("0101") == "forest" || len(s.Map.Hexsides) != 3 {
		t.Error("Apply changed the original scenario")
	}
}

func itoa(n int) string { return fnum(float64(n)) }

func BenchmarkTalaveraFullTMX(b *testing.B) {
	s, charts := load(b, "talavera20-full")
	for b.Loop() {
		if _, err := Write(s, charts, "talavera20-full-terrain.png"); err != nil {
			b.Fatal(err)
		}
	}
}

// TestStraightLineAcrossEdges: one straight segment from a corner of 0405
// to the corner below it crosses two hex edges; it becomes those two
// hexsides (0405's north-east and south-east sides), each with the
// polyline's features.
func TestStraightLineAcrossEdges(t *testing.T) {
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "small-terrain.png")
	if err != nil {
		t.Fatal(err)
	}
	tmx := strings.Replace(string(ex.TMX), `<polyline points="0,0 -32,0">`, `<polyline points="1,-1 -2,58">`, 1)
	md, err := Read([]byte(tmx), "edited.tmx", s, charts, nil, ".")
	if err != nil {
		t.Fatal(err)
	}
	g := s.Grid()
	h, _ := g.Parse("0405")
	want := map[string]bool{}
	for _, d := range []hex.Dir{hex.NE, hex.SE} {
		a, b := hex.SideOf(h, d).Hexes()
		ca, cb := g.Code(a), g.Code(b)
		if cb < ca {
			ca, cb = cb, ca
		}
		want[ca+"-"+cb] = true
	}
	got := map[string][]string{}
	for _, hs := range md.Hexsides {
		got[hs.Between[0]+"-"+hs.Between[1]] = hs.Features
	}
	for k := range want {
		if fmt.Sprint(got[k]) != "[minor_river]" {
			t.Errorf("hexside %s: features %v, want [minor_river] (read %v)", k, got[k], got)
		}
	}
	if _, ok := got["0404-0405"]; ok {
		t.Errorf("the bottom edge of 0404 is still read: %v", got)
	}
}
