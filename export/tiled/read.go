package tiled

import (
	"bytes"
	"compress/gzip"
	"compress/zlib"
	"encoding/base64"
	"encoding/xml"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"math"
	"path"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/bounded"
)

// Error is a problem with a TMX file: the file, the object or layer it is
// about, what is wrong and how to fix it.
type Error struct {
	File   string
	Line   int    // the line of the element at fault, 0 when unknown
	Object string // e.g. `layer "terrain"`, `object 12 in layer "hexsides"`, `hex 0708`
	Msg    string
	Fix    string
}

func (e *Error) Error() string {
	var b strings.Builder
	b.WriteString(e.File)
	if e.Line > 0 {
		b.WriteString(":" + strconv.Itoa(e.Line))
	}
	b.WriteString(": ")
	if e.Object != "" {
		b.WriteString(e.Object)
		b.WriteString(": ")
	}
	b.WriteString(e.Msg)
	if e.Fix != "" {
		b.WriteString("\n    hint: ")
		b.WriteString(e.Fix)
	}
	return b.String()
}

// Errors is every problem found in one file.
type Errors []*Error

func (es Errors) Error() string {
	parts := make([]string, len(es))
	for i, e := range es {
		parts[i] = e.Error()
	}
	return strings.Join(parts, "\n")
}

// MapData is what a TMX map says about a scenario's map.
type MapData struct {
	// Terrain is the terrain id of every hex with a tile.
	Terrain map[string]string
	// Hexsides and Roads are drawn in the "hexsides" and "roads" layers, in
	// the order of their objects.
	Hexsides []scenario.Hexside
	Roads    []scenario.Road
}

// maxTMX bounds the TMX files read (the biggest map is a few hundred KB).
const maxTMX = 16 << 20

// Read reads a TMX map drawn for scenario s. charts gives the terrain and
// hexside ids the map may use. fsys, when not nil, holds the external
// tilesets the map names (paths relative to the TMX file's directory dir).
//
// A map with another orientation or stagger, another size, an infinite
// map, tiles without a known terrain, or external tilesets that are missing
// is refused with an *Error (or Errors) naming the file, the object and the
// fix; nothing is guessed.
func Read(data []byte, name string, s *scenario.Scenario, charts *scenario.ChartSet, fsys fs.FS, dir string) (*MapData, error) {
	lines := lineIndex(data)
	fail := func(obj, msg, fix string) error {
		return &Error{File: name, Line: lines[obj], Object: obj, Msg: msg, Fix: fix}
	}
	if len(data) > maxTMX {
		return nil, fail("", fmt.Sprintf("the file is %d bytes, over the %d-byte limit", len(data), maxTMX), "is this a Tiled map?")
	}
	var m tmxMap
	dec := xml.NewDecoder(bytes.NewReader(data))
	dec.Strict = true
	if err := dec.Decode(&m); err != nil {
		return nil, fail("", "not a TMX map: "+err.Error(), "save the map from Tiled as a .tmx file")
	}
	g := s.Grid()
	geo := newGeometry(g)
	if m.Orientation != "hexagonal" {
		return nil, fail("map", fmt.Sprintf("orientation is %q, not hexagonal", m.Orientation), "start from `adc export tiled`, which writes a hexagonal map")
	}
	if msg, fix := layoutMismatch(m, geo); msg != "" {
		return nil, fail("map", msg, fix)
	}
	if m.Infinite != 0 {
		return nil, fail("map", "the map is infinite", "uncheck Map > Map Properties > Infinite")
	}
	if m.Width != g.Columns || m.Height != g.Rows {
		return nil, fail("map", fmt.Sprintf("the map is %dx%d tiles but the scenario's map is %dx%d hexes", m.Width, m.Height, g.Columns, g.Rows),
			"resize the map (Map > Resize Map) or import into the scenario it was exported from")
	}

	known := map[string]bool{}
	for _, id := range terrainIDs(s, charts) {
		known[id] = true
	}
	names := terrainNames(s, charts)
	// gid -> terrain id, from every tileset.
	type tileInfo struct {
		terrain string
		ok      bool
		set     string
	}
	var sets []struct {
		first int
		name  string
		tiles map[int]tileInfo
	}
	for _, ts := range m.Tilesets {
		if ts.Source != "" {
			p := path.Join(dir, ts.Source)
			var raw []byte
			var err error
			if fsys == nil {
				err = fs.ErrNotExist
			} else {
				raw, err = bounded.ReadFS(fsys, p, maxTMX)
			}
			if err != nil {
				return nil, fail(fmt.Sprintf("tileset %q", ts.Source), "the external tileset cannot be read: "+errText(err),
					"keep the .tsx file next to the map, or embed the tileset (Map > Embed Tileset) and save again")
			}
			var ext tmxTileset
			if err := xml.Unmarshal(raw, &ext); err != nil {
				return nil, fail(fmt.Sprintf("tileset %q", ts.Source), "not a TSX tileset: "+err.Error(), "save the tileset from Tiled as .tsx")
			}
			ext.FirstGID = ts.FirstGID
			ts = ext
		}
		tiles := map[int]tileInfo{}
		wang := wangTerrain(ts)
		for _, t := range ts.Tiles {
			v, ok := tileTerrain(t, wang, names)
			tiles[t.ID] = tileInfo{v, ok, ts.Name}
		}
		// A tile painted in a Wang colour need not be listed as a tile.
		for id := range wang {
			if _, listed := tiles[id]; !listed {
				v, ok := tileTerrain(tmxTile{ID: id}, wang, names)
				tiles[id] = tileInfo{v, ok, ts.Name}
			}
		}
		sets = append(sets, struct {
			first int
			name  string
			tiles map[int]tileInfo
		}{ts.FirstGID, ts.Name, tiles})
	}
	sort.Slice(sets, func(i, j int) bool { return sets[i].first < sets[j].first })

	layer, err := terrainLayer(&m)
	if err != nil {
		return nil, fail(fmt.Sprintf("layer %q", LayerTerrain), err.Error(), "keep the terrain tile layer `adc export tiled` wrote")
	}
	gids, err := decodeData(layer.Data, g.Columns*g.Rows)
	if err != nil {
		return nil, fail(fmt.Sprintf("layer %q", layer.Name), err.Error(), "save the map with tile layer format CSV (Map > Map Properties)")
	}
	md := &MapData{Terrain: map[string]string{}}
	var errs Errors
	unknownTiles := map[uint32][]string{}
	unknownTerrain := map[string][]string{}
	for i, raw := range gids {
		gid := raw &^ 0xF0000000 // flip and rotation flags
		if gid == 0 {
			continue
		}
		c, r := i%g.Columns, i/g.Columns
		code := g.Code(g.FromOffset(c, r))
		var info tileInfo
		found := false
		for k := len(sets) - 1; k >= 0; k-- {
			if int(gid) >= sets[k].first {
				info, found = sets[k].tiles[int(gid)-sets[k].first]
				break
			}
		}
		switch {
		case !found || !info.ok:
			unknownTiles[gid] = append(unknownTiles[gid], code)
		case !known[info.terrain]:
			unknownTerrain[info.terrain] = append(unknownTerrain[info.terrain], code)
		default:
			md.Terrain[code] = info.terrain
		}
	}
	for _, gid := range sortedKeys(unknownTiles) {
		errs = append(errs, &Error{File: name, Line: lines[fmt.Sprintf("layer %q", layer.Name)], Object: fmt.Sprintf("tile %d (hexes %s)", gid, list(unknownTiles[gid])),
			Msg: "the tile has no \"terrain\" property, class, type or Wang colour, so its terrain is unknown",
			Fix: "paint with the tiles of the exported terrain tileset, or give this tile a terrain property naming a terrain id (or a class or Wang colour naming a terrain)"})
	}
	for _, t := range sortedKeys(unknownTerrain) {
		errs = append(errs, &Error{File: name, Line: lines[fmt.Sprintf("layer %q", layer.Name)], Object: fmt.Sprintf("terrain %q (hexes %s)", t, list(unknownTerrain[t])),
			Msg: "no terrain type of the scenario's chart set has this id (or, for a class, type or Wang colour, this name)",
			Fix: "use one of: " + strings.Join(terrainIDs(s, charts), ", ")})
	}

	knownFeatures := map[string]bool{}
	for _, f := range []string{scenario.FeatureMinorRiver, scenario.FeatureMajorRiver, scenario.FeatureBridge, scenario.FeatureFord,
		scenario.FeatureSlope, scenario.FeatureSteepSlope, scenario.FeatureRedoubt, scenario.FeatureTrail,
		scenario.FeatureStreambed, scenario.FeatureImpassable, scenario.FeaturePerimeter} {
		knownFeatures[f] = true
	}
	if charts != nil {
		for _, h := range charts.Hexsides {
			knownFeatures[h.ID] = true
		}
	}
	for _, og := range m.ObjectGroups {
		switch og.Name {
		case LayerHexsides:
			md.Hexsides, errs = readHexsides(og, name, lines, g, geo, knownFeatures, errs)
		case LayerRoads:
			md.Roads, errs = readRoads(og, name, lines, g, geo, errs)
		}
	}
	if len(errs) > 0 {
		return nil, errs
	}
	return md, nil
}

// lineIndex maps the elements errors name ("map", `layer "terrain"`,
// `tileset "x.tsx"`, "object 12") to the line they start on.
func lineIndex(data []byte) map[string]int {
	out := map[string]int{}
	dec := xml.NewDecoder(bytes.NewReader(data))
	line, last := 1, int64(0)
	for {
		off := dec.InputOffset()
		tok, err := dec.Token()
		if err != nil {
			return out
		}
		line += bytes.Count(data[last:off], []byte("\n"))
		last = off
		se, ok := tok.(xml.StartElement)
		if !ok {
			continue
		}
		attr := func(n string) string {
			for _, a := range se.Attr {
				if a.Name.Local == n {
					return a.Value
				}
			}
			return ""
		}
		key := ""
		switch se.Name.Local {
		case "map":
			key = "map"
		case "layer":
			key = fmt.Sprintf("layer %q", attr("name"))
		case "tileset":
			key = fmt.Sprintf("tileset %q", attr("source"))
		case "object":
			key = "object " + attr("id")
		}
		if _, seen := out[key]; key != "" && !seen {
			out[key] = line
		}
	}
}

func errText(err error) string {
	if errors.Is(err, fs.ErrNotExist) {
		return "file not found"
	}
	return err.Error()
}

func list(codes []string) string {
	if len(codes) > 8 {
		return strings.Join(codes[:8], " ") + fmt.Sprintf(" and %d more", len(codes)-8)
	}
	return strings.Join(codes, " ")
}

func sortedKeys[K uint32 | string, V any](m map[K]V) []K {
	out := make([]K, 0, len(m))
	for k := range m {
		out = append(out, k)
	}
	sort.Slice(out, func(i, j int) bool { return out[i] < out[j] })
	return out
}

func terrainLayer(m *tmxMap) (*tmxLayer, error) {
	all := append([]tmxLayer(nil), m.Layers...)
	for _, gr := range m.Groups {
		all = append(all, gr.Layers...)
	}
	for i := range all {
		if all[i].Name == LayerTerrain {
			return &all[i], nil
		}
	}
	if len(all) == 1 {
		return &all[0], nil
	}
	return nil, fmt.Errorf("no tile layer named %q (found %d tile layers)", LayerTerrain, len(all))
}

// decodeData reads a tile layer's global tile ids in any of Tiled's
// encodings: CSV, Base64 (uncompressed, zlib or gzip) or XML.
func decodeData(d tmxData, want int) ([]uint32, error) {
	if len(d.Chunks) > 0 {
		return nil, fmt.Errorf("the layer is stored in chunks (an infinite map)")
	}
	var out []uint32
	switch d.Encoding {
	case "csv":
		for _, f := range strings.Split(d.Text, ",") {
			f = strings.TrimSpace(f)
			if f == "" {
				continue
			}
			v, err := strconv.ParseUint(f, 10, 32)
			if err != nil {
				return nil, fmt.Errorf("bad tile id %q in the CSV data", f)
			}
			out = append(out, uint32(v))
			if len(out) > want {
				break
			}
		}
	case "base64":
		raw, err := base64.StdEncoding.DecodeString(strings.TrimSpace(d.Text))
		if err != nil {
			return nil, fmt.Errorf("bad base64 data: %v", err)
		}
		var r io.Reader = bytes.NewReader(raw)
		switch d.Compression {
		case "":
		case "zlib":
			zr, err := zlib.NewReader(r)
			if err != nil {
				return nil, fmt.Errorf("bad zlib data: %v", err)
			}
			r = zr
		case "gzip":
			zr, err := gzip.NewReader(r)
			if err != nil {
				return nil, fmt.Errorf("bad gzip data: %v", err)
			}
			r = zr
		default:
			return nil, fmt.Errorf("compression %q is not supported", d.Compression)
		}
		buf, err := io.ReadAll(io.LimitReader(r, int64(want)*4+4))
		if err != nil {
			return nil, fmt.Errorf("bad compressed data: %v", err)
		}
		if len(buf)%4 != 0 {
			return nil, fmt.Errorf("the data is %d bytes, not a whole number of tiles", len(buf))
		}
		for i := 0; i+4 <= len(buf); i += 4 {
			out = append(out, uint32(buf[i])|uint32(buf[i+1])<<8|uint32(buf[i+2])<<16|uint32(buf[i+3])<<24)
		}
	case "":
		for _, t := range d.Tiles {
			out = append(out, t.GID)
		}
	default:
		return nil, fmt.Errorf("encoding %q is not supported", d.Encoding)
	}
	if len(out) != want {
		return nil, fmt.Errorf("the layer has %d tiles, want %d (one per hex)", len(out), want)
	}
	return out, nil
}

// points returns an object's polyline (or polygon) in map pixels.
func points(o tmxObject) ([][2]float64, error) {
	var p *tmxPoints
	closed := false
	switch {
	case o.Polyline != nil:
		p = o.Polyline
	case o.Polygon != nil:
		p, closed = o.Polygon, true
	default:
		return nil, fmt.Errorf("is not a polyline")
	}
	if o.Rotation != 0 {
		return nil, fmt.Errorf("is rotated (%g degrees)", o.Rotation)
	}
	var out [][2]float64
	for _, f := range strings.Fields(p.Points) {
		xs, ys, ok := strings.Cut(f, ",")
		x, err1 := strconv.ParseFloat(xs, 64)
		y, err2 := strconv.ParseFloat(ys, 64)
		if !ok || err1 != nil || err2 != nil || math.IsNaN(x+y) || math.IsInf(x+y, 0) {
			return nil, fmt.Errorf("has a bad point %q", f)
		}
		out = append(out, [2]float64{o.X + x, o.Y + y})
	}
	if closed && len(out) > 0 {
		out = append(out, out[0])
	}
	if len(out) < 2 {
		return nil, fmt.Errorf("has fewer than two points")
	}
	return out, nil
}

// snap is how far (pixels) a drawn point may be from the hex centre or
// hexside midpoint it stands for.
const snap = 12

func readHexsides(og tmxObjGroup, file string, lines map[string]int, g hex.Grid, geo geometry, known map[string]bool, errs Errors) ([]scenario.Hexside, Errors) {
	var out []scenario.Hexside
	index := map[hex.Side]int{}
	for _, o := range og.Objects {
		where := fmt.Sprintf("object %d in layer %q", o.ID, og.Name)
		bad := func(msg, fix string) {
			errs = append(errs, &Error{File: file, Line: lines[fmt.Sprintf("object %d", o.ID)], Object: where, Msg: msg, Fix: fix})
		}
		pts, err := points(o)
		if err != nil {
			bad("the object "+err.Error(), "draw each hexside as a polyline along the hex edges")
			continue
		}
		fs, ok := o.Properties.get("features")
		if !ok || strings.TrimSpace(fs) == "" {
			fs = strings.ReplaceAll(o.Name, "+", ",")
		}
		var features []string
		for _, f := range strings.Split(fs, ",") {
			if f = strings.TrimSpace(f); f != "" {
				features = append(features, f)
			}
		}
		if len(features) == 0 {
			bad("the hexside has no features", `give it a "features" property, e.g. minor_river or minor_river,bridge`)
			continue
		}
		okFeatures := true
		for _, f := range features {
			if !known[f] {
				bad(fmt.Sprintf("unknown hexside feature %q", f), "use a hexside id of the chart set, e.g. minor_river, bridge, slope")
				okFeatures = false
			}
		}
		if !okFeatures {
			continue
		}
		uphill, _ := o.Properties.get("uphill")
		nm, _ := o.Properties.get("name")
		side, _ := o.Properties.get("side")
		note, _ := o.Properties.get("note")
		for i := 0; i+1 < len(pts); i++ {
			sides, err := geo.segmentSides(pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1])
			if err != nil {
				bad(fmt.Sprintf("segment %d (%.0f,%.0f)-(%.0f,%.0f) does not run along a hex edge: %v", i+1, pts[i][0], pts[i][1], pts[i+1][0], pts[i+1][1], err),
					"put a point on every hex corner the hexside passes (View > Snapping > Snap to Pixels, and zoom in)")
				continue
			}
			for _, sd := range sides {
				out = addSide(out, index, g, sd, i, scenario.Hexside{Features: features, Uphill: uphill, Name: nm, Side: side, Note: note}, bad)
			}
		}
	}
	return out, errs
}

// addSide adds hexside sd (from segment i of a polyline) with the
// polyline's features and properties (proto) to out, or adds the features
// to the hexside already there.
func addSide(out []scenario.Hexside, index map[hex.Side]int, g hex.Grid, sd hex.Side, i int, proto scenario.Hexside, bad func(msg, fix string)) []scenario.Hexside {
	a, b := sd.Hexes()
	if !g.Contains(a) || !g.Contains(b) {
		bad(fmt.Sprintf("segment %d lies on the map's edge; a hexside separates two map hexes", i+1), "move it inside the map")
		return out
	}
	if k, dup := index[sd]; dup {
		for _, f := range proto.Features {
			if !contains(out[k].Features, f) {
				out[k].Features = append(out[k].Features, f)
			}
		}
		return out
	}
	ca, cb := g.Code(a), g.Code(b)
	if cb < ca {
		ca, cb = cb, ca
	}
	index[sd] = len(out)
	proto.Between = [2]string{ca, cb}
	proto.Features = append([]string(nil), proto.Features...)
	return append(out, proto)
}

func readRoads(og tmxObjGroup, file string, lines map[string]int, g hex.Grid, geo geometry, errs Errors) ([]scenario.Road, Errors) {
	var out []scenario.Road
	for _, o := range og.Objects {
		where := fmt.Sprintf("object %d in layer %q", o.ID, og.Name)
		bad := func(msg, fix string) {
			errs = append(errs, &Error{File: file, Line: lines[fmt.Sprintf("object %d", o.ID)], Object: where, Msg: msg, Fix: fix})
		}
		pts, err := points(o)
		if err != nil {
			bad("the object "+err.Error(), "draw each road as a polyline through hex centres")
			continue
		}
		kind, _ := o.Properties.get("kind")
		if kind == "" {
			kind = scenario.RoadMain
		}
		if kind != scenario.RoadMain && kind != scenario.RoadTrail {
			bad(fmt.Sprintf("kind %q is not road or trail", kind), `set the "kind" property to road or trail`)
			continue
		}
		nm, ok := o.Properties.get("name")
		if !ok {
			nm = o.Name
		}
		var hexes []hex.Hex
		good := true
		for i, p := range pts {
			h := geo.hexAt(p[0], p[1])
			cx, cy := geo.hexCenter(h)
			if math.Hypot(cx-p[0], cy-p[1]) > snap || !g.Contains(h) {
				bad(fmt.Sprintf("point %d (%.0f,%.0f) is not on the centre of a map hex", i+1, p[0], p[1]), "put each point of a road on a hex centre")
				good = false
				break
			}
			if len(hexes) > 0 && hexes[len(hexes)-1] == h {
				continue
			}
			if len(hexes) > 0 && !hexes[len(hexes)-1].Adjacent(h) {
				bad(fmt.Sprintf("points %d and %d are in hexes %s and %s, which are not adjacent", i, i+1, g.Code(hexes[len(hexes)-1]), g.Code(h)),
					"add a point in every hex the road passes through")
				good = false
				break
			}
			hexes = append(hexes, h)
		}
		if !good {
			continue
		}
		if len(hexes) < 2 {
			bad("the road stays in one hex", "draw it through at least two hexes")
			continue
		}
		rd := scenario.Road{Kind: kind, Name: nm}
		for _, h := range hexes {
			rd.Hexes = append(rd.Hexes, g.Code(h))
		}
		out = append(out, rd)
	}
	return out, errs
}

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}
