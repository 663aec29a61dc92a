package tiled

import (
	"encoding/json"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/render"
)

// These tests open the exports in Tiled itself (Debian package "tiled",
// installed by scripts/setup.sh test): its command line converts maps
// between formats and tmxrasterizer draws them.

func needProgram(t *testing.T, name string) string {
	t.Helper()
	p, err := exec.LookPath(name)
	if err != nil {
		t.Skipf("%s is not installed (Debian package tiled; scripts/setup.sh test installs it)", name)
	}
	return p
}

func run(t *testing.T, dir, prog string, args ...string) {
	t.Helper()
	cmd := exec.Command(prog, args...)
	cmd.Dir = dir
	cmd.Env = append(os.Environ(), "QT_QPA_PLATFORM=offscreen", "XDG_RUNTIME_DIR="+dir)
	out, err := cmd.CombinedOutput()
	if err != nil {
		t.Fatalf("%s %s: %v\n%s", filepath.Base(prog), strings.Join(args, " "), err, out)
	}
}

// exportTo writes the scenario's map as NAME.tmx (and its tileset image)
// into dir.
func exportTo(t *testing.T, dir, id, name string) {
	t.Helper()
	s, charts := load(t, id)
	ex, err := Write(s, charts, TilesetImageName(name+".tmx"))
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, name+".tmx"), ex.TMX, 0o644); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, ex.TilesetImage), ex.Tileset, 0o644); err != nil {
		t.Fatal(err)
	}
}

// jsonMap is the part of Tiled's JSON map format the tests look at.
type jsonMap struct {
	Width, Height int
	Orientation   string
	StaggerAxis   string `json:"staggeraxis"`
	StaggerIndex  string `json:"staggerindex"`
	Layers        []map[string]any
	Tilesets      []struct {
		FirstGID int `json:"firstgid"`
		Tiles    []struct {
			ID         int `json:"id"`
			Properties []struct {
				Name  string `json:"name"`
				Value any    `json:"value"`
			} `json:"properties"`
		} `json:"tiles"`
	}
}

func TestTiledReadsTheExport(t *testing.T) {
	tiled := needProgram(t, "tiled")
	for _, id := range []string{"talavera20-full", "small.yaml"} {
		t.Run(id, func(t *testing.T) {
			dir := t.TempDir()
			exportTo(t, dir, id, "map")
			run(t, dir, tiled, "--export-map", "json", "map.tmx", "map.json")
			raw, err := os.ReadFile(filepath.Join(dir, "map.json"))
			if err != nil {
				t.Fatal(err)
			}
			var jm jsonMap
			if err := json.Unmarshal(raw, &jm); err != nil {
				t.Fatal(err)
			}
			s, _ := load(t, id)
			g := s.Grid()
			if jm.Width != g.Columns || jm.Height != g.Rows || jm.Orientation != "hexagonal" || jm.StaggerAxis != "x" {
				t.Fatalf("Tiled reads a %dx%d %s map (axis %s), want %dx%d hexagonal, axis x", jm.Width, jm.Height, jm.Orientation, jm.StaggerAxis, g.Columns, g.Rows)
			}
			terrainOf := map[int]string{}
			for _, ts := range jm.Tilesets {
				for _, tl := range ts.Tiles {
					for _, p := range tl.Properties {
						if p.Name == TerrainProperty {
							terrainOf[ts.FirstGID+tl.ID] = p.Value.(string)
						}
					}
				}
			}
			var data []any
			for _, l := range jm.Layers {
				if l["name"] == LayerTerrain {
					data, _ = l["data"].([]any)
				}
			}
			if len(data) != g.Columns*g.Rows {
				t.Fatalf("terrain layer has %d tiles, want %d", len(data), g.Columns*g.Rows)
			}
			for i, v := range data {
				code := g.Code(g.FromOffset(i%g.Columns, i/g.Columns))
				want, ok := s.Map.Terrain.Get(code)
				if !ok {
					want = s.Map.DefaultTerrain
				}
				if got := terrainOf[int(v.(float64))]; got != want {
					t.Errorf("hex %s: Tiled shows terrain %q, the scenario has %q", code, got, want)
				}
			}
			layers := map[string]bool{}
			for _, l := range jm.Layers {
				layers[l["name"].(string)] = true
			}
			for _, want := range []string{LayerHexsides, LayerRoads, LayerPlaces, LayerLOC, LayerObjectives, LayerEntryAreas, LayerUnits} {
				if !layers[want] {
					t.Errorf("Tiled shows no layer %q", want)
				}
			}
		})
	}
}

func TestTmxrasterizerDrawsTheExport(t *testing.T) {
	rast := needProgram(t, "tmxrasterizer")
	dir := t.TempDir()
	exportTo(t, dir, "small.yaml", "map")
	run(t, dir, rast, "map.tmx", "map.png")
	f, err := os.Open(filepath.Join(dir, "map.png"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	s, _ := load(t, "small.yaml")
	geo := newGeometry(s.Grid())
	w, h := geo.size()
	if b := img.Bounds(); b.Dx() < w-TileWidth || b.Dy() < h-TileHeight {
		t.Fatalf("rendered %v, want about %dx%d", b, w, h)
	}
	// The pixel at the centre of a hex without objects has its terrain's
	// tile colour.
	st := render.StyleFor(s)
	for code, terrain := range map[string]string{"0305": "forest", "0606": "rough", "0808": "fortified", "1010": "clear"} {
		hh, _ := geo.g.Parse(code)
		x, y := geo.hexCenter(hh)
		r, g, b, _ := img.At(int(x), int(y)).RGBA()
		want := st.Terrain[terrain]
		if uint8(r>>8) != want.R || uint8(g>>8) != want.G || uint8(b>>8) != want.B {
			t.Errorf("hex %s (%s): pixel %d,%d,%d, want the tile colour %v", code, terrain, r>>8, g>>8, b>>8, want)
		}
	}
}

// TestEditedInTiledImportsExactlyTheEdits: the map is edited in Tiled's
// JSON (two tiles repainted, the slope deleted) and converted back to TMX
// by Tiled; the import finds exactly those edits.
func TestEditedInTiledImportsExactlyTheEdits(t *testing.T) {
	tiled := needProgram(t, "tiled")
	dir := t.TempDir()
	exportTo(t, dir, "small.yaml", "map")
	run(t, dir, tiled, "--export-map", "json", "map.tmx", "map.json")
	raw, err := os.ReadFile(filepath.Join(dir, "map.json"))
	if err != nil {
		t.Fatal(err)
	}
	var doc map[string]any
	if err := json.Unmarshal(raw, &doc); err != nil {
		t.Fatal(err)
	}
	s, charts := load(t, "small.yaml")
	ex, err := Write(s, charts, "x.png")
	if err != nil {
		t.Fatal(err)
	}
	gidOf := map[string]float64{}
	for i, id := range ex.Terrains {
		gidOf[id] = float64(i + 1)
	}
	g := s.Grid()
	idx := func(code string) int {
		h, _ := g.Parse(code)
		c, r := g.ToOffset(h)
		return r*g.Columns + c
	}
	for _, l := range doc["layers"].([]any) {
		layer := l.(map[string]any)
		switch layer["name"] {
		case LayerTerrain:
			data := layer["data"].([]any)
			data[idx("0102")] = gidOf["marsh"]
			data[idx("0505")] = gidOf["forest"]
		case LayerHexsides:
			var keep []any
			for _, o := range layer["objects"].([]any) {
				if o.(map[string]any)["name"] != "slope" {
					keep = append(keep, o)
				}
			}
			layer["objects"] = keep
		}
	}
	edited, err := json.Marshal(doc)
	if err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(filepath.Join(dir, "edited.json"), edited, 0o644); err != nil {
		t.Fatal(err)
	}
	run(t, dir, tiled, "--export-map", "tmx", "edited.json", "edited.tmx")
	tmx, err := os.ReadFile(filepath.Join(dir, "edited.tmx"))
	if err != nil {
		t.Fatal(err)
	}
	md, err := Read(tmx, "edited.tmx", s, charts, os.DirFS(dir), ".")
	if err != nil {
		t.Fatal(err)
	}
	_, changes := Apply(s, md)
	var got []string
	for _, c := range changes {
		got = append(got, c.String())
	}
	want := []string{
		"hexside 0909-0910 removed (was slope uphill 0909)",
		"terrain 0102: clear -> marsh",
		"terrain 0505: town -> forest",
	}
	if strings.Join(got, "\n") != strings.Join(want, "\n") {
		t.Errorf("changes\n got %q\nwant %q", got, want)
	}
}
