package tiled

import (
	"bytes"
	"encoding/xml"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"math"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// Layer names of an exported map.
const (
	LayerTerrain    = "terrain"
	LayerHexsides   = "hexsides"
	LayerRoads      = "roads"
	LayerPlaces     = "places"
	LayerLOC        = "loc"
	LayerObjectives = "objectives"
	LayerEntryAreas = "entry areas"
	LayerUnits      = "units"
	TerrainProperty = "terrain"
)

// Export is a map written for Tiled: the TMX document and the tileset
// image it names.
type Export struct {
	TMX          []byte
	Tileset      []byte // PNG
	TilesetImage string // the name the TMX gives the tileset image
	Terrains     []string
}

// TilesetImageName is the tileset image written next to a TMX file:
// "talavera.tmx" gives "talavera-terrain.png".
func TilesetImageName(tmxPath string) string {
	base := tmxPath
	if i := strings.LastIndexAny(base, `/\`); i >= 0 {
		base = base[i+1:]
	}
	return strings.TrimSuffix(base, ".tmx") + "-terrain.png"
}

// terrainIDs lists the terrain tiles: the chart set's terrain types in
// order, then any other terrain the scenario uses, sorted.
func terrainIDs(s *scenario.Scenario, charts *scenario.ChartSet) []string {
	seen := map[string]bool{}
	var out []string
	if charts != nil {
		for _, t := range charts.Terrain {
			if !seen[t.ID] {
				seen[t.ID] = true
				out = append(out, t.ID)
			}
		}
	}
	var extra []string
	add := func(id string) {
		if id != "" && !seen[id] {
			seen[id] = true
			extra = append(extra, id)
		}
	}
	add(s.Map.DefaultTerrain)
	for _, t := range s.Map.Terrain.All() {
		add(t)
	}
	sort.Strings(extra)
	return append(out, extra...)
}

// Write exports s as a Tiled map. charts is the scenario's resolved chart
// set; tilesetImage is the file name the TMX gives the tileset image (see
// TilesetImageName).
func Write(s *scenario.Scenario, charts *scenario.ChartSet, tilesetImage string) (*Export, error) {
	if s == nil || s.Map.Columns < 1 || s.Map.Rows < 1 {
		return nil, fmt.Errorf("tiled: the scenario has no map to export")
	}
	g := s.Grid()
	geo := newGeometry(g)
	ids := terrainIDs(s, charts)
	gid := map[string]int{}
	for i, id := range ids {
		gid[id] = i + 1
	}
	st := render.StyleFor(s)

	n := s.Map.Numbering
	m := tmxMap{
		Version: "1.8", TiledVersion: "1.8.2", Orientation: "hexagonal", RenderOrder: "right-down",
		Width: g.Columns, Height: g.Rows, TileWidth: TileWidth, TileHeight: TileHeight,
		HexSideLength: HexSideLength, StaggerAxis: "x", StaggerIndex: geo.staggerIndex(),
		Properties: props(
			"scenario", s.ID,
			"title", s.Title,
			"numbering", fmt.Sprintf("first_column=%d first_row=%d shifted=%s digits=%d", n.FirstColumn, n.FirstRow, n.Shifted, n.Digits),
			"default_terrain", s.Map.DefaultTerrain,
		),
	}
	// The generated terrain tileset, one tile per terrain type, each with
	// its id in the "terrain" property.
	ts := tmxTileset{
		FirstGID: 1, Name: "terrain", TileWidth: TileWidth, TileHeight: TileHeight,
		TileCount: len(ids), Columns: max(1, len(ids)),
		Image: &tmxImage{Source: tilesetImage, Width: max(1, len(ids)) * TileWidth, Height: TileHeight},
	}
	names := map[string]string{}
	if charts != nil {
		for _, t := range charts.Terrain {
			names[t.ID] = t.Name
		}
	}
	for i, id := range ids {
		ts.Tiles = append(ts.Tiles, tmxTile{ID: i, Properties: props(TerrainProperty, id, "name", names[id])})
	}
	m.Tilesets = []tmxTileset{ts}

	// Terrain layer: CSV, row by row; 0 (no tile) for untraced hexes.
	var csv strings.Builder
	csv.WriteByte('\n')
	for r := 0; r < g.Rows; r++ {
		for c := 0; c < g.Columns; c++ {
			code := g.Code(g.FromOffset(c, r))
			t, ok := s.Map.Terrain.Get(code)
			if !ok {
				t = s.Map.DefaultTerrain
			}
			csv.WriteString(strconv.Itoa(gid[t]))
			if r != g.Rows-1 || c != g.Columns-1 {
				csv.WriteByte(',')
			}
		}
		csv.WriteByte('\n')
	}
	m.Layers = []tmxLayer{{ID: 1, Name: LayerTerrain, Width: g.Columns, Height: g.Rows, Data: tmxData{Encoding: "csv", Text: csv.String()}}}

	nextObj := 1
	obj := func(name string, x, y float64, p *tmxProps) tmxObject {
		o := tmxObject{ID: nextObj, Name: name, X: round2(x), Y: round2(y), Properties: p}
		nextObj++
		return o
	}
	point := func(name, code string, p *tmxProps) (tmxObject, bool) {
		h, err := g.Parse(code)
		if err != nil || !g.Contains(h) {
			return tmxObject{}, false
		}
		x, y := geo.hexCenter(h)
		o := obj(name, x, y, p)
		o.Point = &struct{}{}
		return o, true
	}
	layerID := 2
	group := func(name string, objs []tmxObject) {
		m.ObjectGroups = append(m.ObjectGroups, tmxObjGroup{ID: layerID, Name: name, Objects: objs})
		layerID++
	}

	var sides []tmxObject
	for _, hs := range s.Map.Hexsides {
		a, err1 := g.Parse(hs.Between[0])
		b, err2 := g.Parse(hs.Between[1])
		if err1 != nil || err2 != nil {
			continue
		}
		d, ok := a.DirTo(b)
		if !ok {
			continue
		}
		x1, y1, x2, y2 := geo.sideCorners(a, d)
		o := obj(strings.Join(hs.Features, "+"), x1, y1, props(
			"between", hs.Between[0]+" "+hs.Between[1],
			"features", strings.Join(hs.Features, ","),
			"uphill", hs.Uphill, "name", hs.Name, "side", hs.Side, "note", hs.Note))
		o.Polyline = &tmxPoints{Points: "0,0 " + fnum(x2-x1) + "," + fnum(y2-y1)}
		sides = append(sides, o)
	}
	group(LayerHexsides, sides)

	var roads []tmxObject
	for _, rd := range s.Map.Roads {
		var pts []string
		var x0, y0 float64
		okAll := len(rd.Hexes) > 0
		for i, code := range rd.Hexes {
			h, err := g.Parse(code)
			if err != nil {
				okAll = false
				break
			}
			x, y := geo.hexCenter(h)
			if i == 0 {
				x0, y0 = x, y
			}
			pts = append(pts, fnum(x-x0)+","+fnum(y-y0))
		}
		if !okAll {
			continue
		}
		o := obj(rd.Name, x0, y0, props("kind", rd.Kind, "name", rd.Name, "hexes", strings.Join(rd.Hexes, " ")))
		o.Polyline = &tmxPoints{Points: strings.Join(pts, " ")}
		roads = append(roads, o)
	}
	group(LayerRoads, roads)

	var places []tmxObject
	for _, p := range s.Map.Places {
		if o, ok := point(p.Name, p.Hex, props("hex", p.Hex, "name", p.Name)); ok {
			places = append(places, o)
		}
	}
	group(LayerPlaces, places)

	marked := func(layer string, list []scenario.MarkedHex) {
		var objs []tmxObject
		for _, mh := range list {
			mor := ""
			if mh.Morale > 0 {
				mor = strconv.Itoa(mh.Morale)
			}
			if o, ok := point(mh.Name, mh.Hex, props("hex", mh.Hex, "side", mh.Side, "name", mh.Name, "morale", mor)); ok {
				objs = append(objs, o)
			}
		}
		group(layer, objs)
	}
	marked(LayerLOC, s.Map.LOCs)
	marked(LayerObjectives, s.Map.Objectives)

	var areas []tmxObject
	for _, ea := range s.Map.EntryAreas {
		for _, code := range ea.Hexes {
			if o, ok := point(ea.ID, code, props("id", ea.ID, "side", ea.Side, "name", ea.Name, "hex", code)); ok {
				areas = append(areas, o)
			}
		}
	}
	group(LayerEntryAreas, areas)

	var units []tmxObject
	for _, u := range s.Units {
		if u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex == "" {
			continue
		}
		if o, ok := point(u.Name, u.Placement.Hex, props("id", u.ID, "side", u.Side, "type", u.Type, "hex", u.Placement.Hex)); ok {
			units = append(units, o)
		}
	}
	group(LayerUnits, units)
	m.NextLayerID = layerID
	m.NextObjectID = nextObj

	var buf bytes.Buffer
	buf.WriteString(xml.Header)
	enc := xml.NewEncoder(&buf)
	enc.Indent("", " ")
	if err := enc.Encode(m); err != nil {
		return nil, fmt.Errorf("tiled: %w", err)
	}
	buf.WriteByte('\n')
	// encoding/xml writes the CSV's line breaks as character references;
	// Tiled writes them plain.
	doc := buf.Bytes()
	if i := bytes.Index(doc, []byte(`<data encoding="csv">`)); i >= 0 {
		if j := bytes.Index(doc[i:], []byte(`</data>`)); j >= 0 {
			csvPart := bytes.ReplaceAll(doc[i:i+j], []byte("&#xA;"), []byte("\n"))
			doc = append(append(append([]byte(nil), doc[:i]...), csvPart...), doc[i+j:]...)
		}
	}

	var img bytes.Buffer
	if err := png.Encode(&img, tilesetPNG(ids, st)); err != nil {
		return nil, fmt.Errorf("tiled: tileset image: %w", err)
	}
	return &Export{TMX: doc, Tileset: img.Bytes(), TilesetImage: tilesetImage, Terrains: ids}, nil
}

func round2(f float64) float64 { return math.Round(f*100) / 100 }

func fnum(f float64) string { return strconv.FormatFloat(round2(f), 'f', -1, 64) }

// tilesetPNG draws one hex tile per terrain type in its map colour.
func tilesetPNG(ids []string, st render.Style) *image.NRGBA {
	img := image.NewNRGBA(image.Rect(0, 0, max(1, len(ids))*TileWidth, TileHeight))
	for i, id := range ids {
		c, ok := st.Terrain[id]
		if !ok {
			c = st.Untraced
		}
		edge := color.NRGBA{uint8(int(c.R) * 3 / 4), uint8(int(c.G) * 3 / 4), uint8(int(c.B) * 3 / 4), 255}
		for y := 0; y < TileHeight; y++ {
			for x := 0; x < TileWidth; x++ {
				// Inside the hex centred in the tile: |dy| <= h/2 and
				// the slanted sides.
				dx := math.Abs(float64(x) + 0.5 - TileWidth/2)
				dy := math.Abs(float64(y) + 0.5 - TileHeight/2)
				lim := TileWidth/2 - dy*(TileWidth-HexSideLength)/TileHeight
				if dx > lim {
					continue
				}
				col := color.NRGBA{c.R, c.G, c.B, 255}
				if dx > lim-1.5 || dy > TileHeight/2-1.5 {
					col = edge
				}
				img.SetNRGBA(i*TileWidth+x, y, col)
			}
		}
	}
	return img
}
