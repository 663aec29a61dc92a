package tiled

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Tiled's own ways of saying what terrain a tile is, read when a tile has
// no "terrain" property (the property `adc export tiled` writes, which
// holds the terrain id exactly): the tile's class (Tiled 1.9 and later;
// "type" before), or the Wang colour the tile is painted with wholly (a
// Wang set's wangcolor names, Tiled 1.5 and later). These name a terrain
// by its id or by its name in the chart set, in any case and with spaces,
// hyphens or underscores alike ("Light Woods", "light_woods").

// terrainNames maps the normalised ids and chart names of the scenario's
// terrains to their ids.
func terrainNames(s *scenario.Scenario, charts *scenario.ChartSet) map[string]string {
	out := map[string]string{}
	for _, id := range terrainIDs(s, charts) {
		out[normName(id)] = id
	}
	if charts != nil {
		for _, t := range charts.Terrain {
			if _, taken := out[normName(t.Name)]; !taken {
				out[normName(t.Name)] = t.ID
			}
		}
	}
	return out
}

// normName folds case and treats spaces, hyphens and underscores alike.
func normName(s string) string {
	s = strings.ToLower(strings.TrimSpace(s))
	return strings.Join(strings.FieldsFunc(s, func(r rune) bool { return r == ' ' || r == '-' || r == '_' }), "_")
}

// wangTerrain returns, for each tile of the tileset painted wholly in one
// Wang colour, that colour's name.
func wangTerrain(ts tmxTileset) map[int]string {
	out := map[int]string{}
	if ts.WangSets == nil {
		return out
	}
	for _, set := range ts.WangSets.Sets {
		for _, wt := range set.Tiles {
			c := wangColour(wt.WangID)
			if c >= 1 && c <= len(set.Colors) {
				if _, dup := out[wt.TileID]; !dup {
					out[wt.TileID] = set.Colors[c-1].Name
				}
			}
		}
	}
	return out
}

// wangColour returns the one colour (1-based) of a wangid, or 0 when it
// has none or several. A wangid is eight colour numbers joined by commas
// (Tiled 1.5 and later) or, in older files, "0x" and eight hexadecimal
// digits; 0 is no colour.
func wangColour(id string) int {
	var parts []string
	if h, ok := strings.CutPrefix(id, "0x"); ok {
		parts = strings.Split(h, "")
		for i := range parts {
			n, err := strconv.ParseUint(parts[i], 16, 8)
			if err != nil {
				return 0
			}
			parts[i] = strconv.Itoa(int(n))
		}
	} else {
		parts = strings.Split(id, ",")
	}
	colour := 0
	for _, p := range parts {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n < 0 {
			return 0
		}
		if n == 0 {
			continue
		}
		if colour != 0 && n != colour {
			return 0
		}
		colour = n
	}
	return colour
}

// tileTerrain returns the terrain of a tile: its "terrain" property as
// written, else its class or type, else its Wang colour, each resolved by
// name; ok is false when the tile says nothing.
func tileTerrain(t tmxTile, wang map[int]string, names map[string]string) (terrain string, ok bool) {
	if v, ok := t.Properties.get(TerrainProperty); ok {
		return v, true
	}
	for _, n := range []string{t.Class, t.Type, wang[t.ID]} {
		if strings.TrimSpace(n) == "" {
			continue
		}
		if id, found := names[normName(n)]; found {
			return id, true
		}
		return n, true
	}
	return "", false
}

// layoutMismatch compares the map's hex layout with the one the scenario's
// numbering needs (flat-topped hexes in columns: stagger axis x, the
// stagger index of its shifted columns, tiles of TileWidth x TileHeight
// with sides of HexSideLength) and returns what differs and the exact
// settings to change, all at once. An absent staggeraxis or staggerindex
// is Tiled's default, y and odd: a new hexagonal map in Tiled has
// pointy-topped hexes in rows.
func layoutMismatch(m tmxMap, geo geometry) (msg, fix string) {
	axis, index := m.StaggerAxis, m.StaggerIndex
	axisNote, indexNote := "", ""
	if axis == "" {
		axis, axisNote = "y", " (Tiled's default: the file gives none)"
	}
	if index == "" {
		index, indexNote = "odd", " (Tiled's default: the file gives none)"
	}
	type setting struct {
		name, got, want, note string
	}
	var bad []setting
	for _, st := range []setting{
		{"Stagger Axis", axis, "x", axisNote},
		{"Stagger Index", index, geo.staggerIndex(), indexNote},
		{"Tile Width", fmt.Sprint(m.TileWidth), fmt.Sprint(TileWidth), ""},
		{"Tile Height", fmt.Sprint(m.TileHeight), fmt.Sprint(TileHeight), ""},
		{"Hex Side Length", fmt.Sprint(m.HexSideLength), fmt.Sprint(HexSideLength), ""},
	} {
		if !strings.EqualFold(st.got, st.want) {
			bad = append(bad, st)
		}
	}
	if len(bad) == 0 {
		return "", ""
	}
	var got, want []string
	for _, st := range bad {
		got = append(got, fmt.Sprintf("%s %s%s", st.name, st.got, st.note))
		want = append(want, fmt.Sprintf("%s %s", st.name, strings.ToUpper(st.want[:1])+st.want[1:]))
	}
	msg = "the map's hex layout is " + strings.Join(got, ", ") + "; the scenario's numbering needs flat-topped hexes in columns (stagger axis x, index " + geo.staggerIndex() + ") on the exported tile size, since hexsides and roads are read by pixel"
	fix = "in Tiled, Map > Map Properties: set " + strings.Join(want, ", ") + " (Tiled keeps each tile's column and row, so painted terrain stays on its hex number; redraw hexsides and roads on the new layout), or start from `adc export tiled`"
	if strings.EqualFold(axis, "y") {
		msg = "hexes are pointy-topped in rows (stagger axis y); " + msg
	}
	return msg, fix
}
