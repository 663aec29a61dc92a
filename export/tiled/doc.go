// Package tiled exchanges a Napoleonic 20 map with the Tiled map editor
// (mapeditor.org), both ways, as a TMX file.
//
// Write exports a scenario's map as a hexagonal TMX map whose stagger axis
// and index follow the scenario's numbering (flat-topped hexes in columns;
// the shifted columns are Tiled's staggered ones), with a generated terrain
// tileset (one tile per terrain type, its id in the tile's "terrain"
// property; the tileset image is a PNG written next to the map), a
// "terrain" tile layer, and object layers for hexsides, roads, places, LOC,
// objectives, entry areas and units, each object carrying the scenario's
// ids as properties.
//
//	ex, err := tiled.Write(s, charts, tiled.TilesetImageName("bussaco.tmx"))
//	// write ex.TMX to bussaco.tmx and ex.Tileset to ex.TilesetImage
//
// Read brings a map drawn in Tiled back: the terrain from each tile's
// "terrain" property, hexsides from the polylines of the "hexsides" layer
// (each segment along a hex edge is one hexside, its features in the
// "features" property) and roads from the polylines of the "roads" layer
// (one point on each hex centre). Apply puts them into a copy of the
// scenario and lists the changes.
//
//	md, err := tiled.Read(data, "bussaco.tmx", s, charts, os.DirFS(dir), ".")
//	s2, changes := tiled.Apply(s, md)
//
// Nothing is guessed: a tile without a known terrain, another orientation
// or stagger, a size that differs from the scenario's, an infinite map, or
// an external tileset that cannot be read is an *Error naming the file, the
// object and the fix.
package tiled
