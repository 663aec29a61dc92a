package print

import (
	"fmt"
	"image/color"
	"math"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
)

// MapTile is one page of a tiled map: the part of the map it shows, in
// millimetres from the map's top-left corner.
type MapTile struct {
	Label      string // row letter and column number, "A1"
	Col, Row   int
	X, Y, W, H float64
}

// mapMargin keeps the map off the edge home printers cannot print (about
// 5 mm); mapHeader holds the title line. Small enough that a 14-row map
// at 19 mm hexes (275.5 mm tall) fits a portrait A4 sheet.
const mapMargin, mapHeader = 6.0, 5.0

// With the Bleed option the map's fills run BleedMM past each tile's trim
// line, and crop marks cropLen long, cropGap beyond the bleed, mark the
// trim line's corners in the margin: the trim line moves cropLen +
// cropGap + BleedMM further in, and the marks end at the header, under
// the page title.
const (
	BleedMM          = 2.0
	cropGap, cropLen = 1.0, 4.0
)

// mapInset is how far the trim line of a map page lies from the page's
// left edge (and from the bottom of its header).
func mapInset(bleed bool) float64 {
	if bleed {
		return mapMargin + cropLen + cropGap + BleedMM
	}
	return mapMargin
}

// TileMap works out the tiles of a map of w x h mm on paper p with the
// given overlap, trying both orientations and keeping the one with fewer
// pages (portrait on a tie). It returns the page size used.
func TileMap(w, h float64, p Paper, overlap float64) (pw, ph float64, tiles []MapTile) {
	return tileMap(w, h, p, overlap, mapMargin)
}

// tileMap is TileMap with the trim line inset mm from the page's edges
// (below the header at the top).
func tileMap(w, h float64, p Paper, overlap, inset float64) (pw, ph float64, tiles []MapTile) {
	best := -1
	for _, o := range [][2]float64{{p.W, p.H}, {p.H, p.W}} {
		aw, ah := o[0]-2*inset, o[1]-2*inset-mapHeader
		nx := max(1, int(math.Ceil((w-overlap)/(aw-overlap)-1e-9)))
		ny := max(1, int(math.Ceil((h-overlap)/(ah-overlap)-1e-9)))
		if w <= aw {
			nx = 1
		}
		if h <= ah {
			ny = 1
		}
		if best < 0 || nx*ny < best {
			best = nx * ny
			pw, ph = o[0], o[1]
			tiles = tiles[:0]
			for j := 0; j < ny; j++ {
				for i := 0; i < nx; i++ {
					tiles = append(tiles, MapTile{
						Label: fmt.Sprintf("%c%d", 'A'+rune(j%26), i+1), Col: i, Row: j,
						X: float64(i) * (aw - overlap), Y: float64(j) * (ah - overlap), W: aw, H: ah,
					})
				}
			}
		}
	}
	return pw, ph, tiles
}

// MapPages returns the map at scale: one page of the map's own size, or
// an index page and tiles of the paper with overlap, alignment marks and
// each tile's place in the index.
func MapPages(s *scenario.Scenario, st render.Style, o Options) []Page {
	o = o.withDefaults()
	R := render.RadiusForFlats(o.HexMM)
	mw, mh := render.MapSize(s, R)
	scale := fmt.Sprintf("hexes %.1f mm across flats", o.HexMM)
	layout := func(x, y float64) render.MapLayout {
		return render.MapLayout{Radius: R, X: x, Y: y, Scan: o.Scan, ScanOpacity: scanOpacity(s), Units: o.MapUnits}
	}
	in := mapInset(o.Bleed)
	if o.MapOnePage {
		pw, ph := mw+2*in, mh+2*in+mapHeader
		title := fmt.Sprintf("%s: map (%s)", s.Title, scale)
		return []Page{{W: pw, H: ph, Title: title, Draw: func(sf render.Surface) {
			render.TextAt(sf, mapMargin, mapMargin+mapHeader/2-1, title, render.Font{Bold: true, Size: 9}, titleColour, render.Left)
			st.DrawMap(sf, s, layout(in, in+mapHeader))
			if o.Bleed {
				cropMarks(sf, in, in+mapHeader, mw, mh)
			}
		}}}
	}
	pw, ph, tiles := tileMap(mw, mh, o.Paper, o.Overlap, in)
	ov := o.Overlap
	var pages []Page
	if len(tiles) > 1 {
		pages = append(pages, mapIndexPage(s, st, pw, ph, mw, mh, tiles, scale))
	}
	for n, t := range tiles {
		t, n := t, n
		title := fmt.Sprintf("%s: map %s (page %d of %d of the map; %s, overlap %.0f mm)", s.Title, t.Label, n+1, len(tiles), scale, ov)
		if len(tiles) == 1 {
			title = fmt.Sprintf("%s: map (%s)", s.Title, scale)
		}
		pages = append(pages, Page{W: pw, H: ph, Title: title, Draw: func(sf render.Surface) {
			x0, y0 := in, in+mapHeader
			f := render.FitFont(title, render.Font{Bold: true, Size: 8}, pw-2*mapMargin-14, 5)
			render.TextAt(sf, mapMargin, mapMargin+mapHeader/2-1, title, f, titleColour, render.Left)
			if len(tiles) > 1 {
				// The tile's label large in the corner, for assembly.
				render.TextAt(sf, pw-mapMargin, mapMargin+mapHeader/2-1, t.Label, render.Font{Bold: true, Size: 14}, titleColour, render.Right)
			}
			// With bleed, the map runs BleedMM past the trim line.
			b := 0.0
			if o.Bleed {
				b = BleedMM
			}
			sf.Clip(x0-b, y0-b, t.W+2*b, t.H+2*b)
			l := layout(x0-t.X, y0-t.Y)
			l.Window = [4]float64{x0 - b, y0 - b, t.W + 2*b, t.H + 2*b}
			st.DrawMap(sf, s, l)
			sf.Unclip()
			if o.Bleed {
				cropMarks(sf, x0, y0, t.W, t.H)
			}
			if len(tiles) > 1 {
				alignmentMarks(sf, t, tiles, x0, y0, ov)
			}
		}})
	}
	return pages
}

// cropMarks marks the corners of the trim line (x0, y0, w, h) with short
// lines along its edges' extensions, starting cropGap beyond the bleed.
func cropMarks(sf render.Surface, x0, y0, w, h float64) {
	const lw = 0.2
	near, far := BleedMM+cropGap, BleedMM+cropGap+cropLen
	for _, x := range []float64{x0, x0 + w} {
		sf.Stroke([]render.Point{{X: x, Y: y0 - far}, {X: x, Y: y0 - near}}, false, lw, markInk)
		sf.Stroke([]render.Point{{X: x, Y: y0 + h + near}, {X: x, Y: y0 + h + far}}, false, lw, markInk)
	}
	for _, y := range []float64{y0, y0 + h} {
		sf.Stroke([]render.Point{{X: x0 - far, Y: y}, {X: x0 - near, Y: y}}, false, lw, markInk)
		sf.Stroke([]render.Point{{X: x0 + w + near, Y: y}, {X: x0 + w + far, Y: y}}, false, lw, markInk)
	}
}

func scanOpacity(s *scenario.Scenario) float64 {
	if s.Map.Background != nil && s.Map.Background.Opacity > 0 {
		return s.Map.Background.Opacity
	}
	return 1
}

var markInk = color.RGBA{0, 0, 0, 255}

// alignmentMarks draws, on tile t placed at (x0, y0), the trim line of
// each edge it shares with a neighbour (dashed) with two registration
// marks on it, and the neighbours' labels at the edges. A shared strip is
// ov wide; both tiles draw its line down its middle, at the same place of
// the map, so that the tile on the right (below) trimmed on its line and
// laid over its neighbour with the marks meeting continues the map
// exactly, and the neighbour keeps half the strip under it.
func alignmentMarks(sf render.Surface, t MapTile, tiles []MapTile, x0, y0, ov float64) {
	f := render.Font{Bold: true, Size: 7}
	for _, m := range tileMarks(t, tiles, x0, y0, ov) {
		sf.Stroke([]render.Point{m.From, m.To}, false, 0.2, markInk, 2, 2)
		for _, p := range m.Marks {
			sf.Stroke(render.Circle(p, 1.6, 24), true, 0.2, markInk)
			sf.Stroke([]render.Point{{X: p.X - 2.6, Y: p.Y}, {X: p.X + 2.6, Y: p.Y}}, false, 0.2, markInk)
			sf.Stroke([]render.Point{{X: p.X, Y: p.Y - 2.6}, {X: p.X, Y: p.Y + 2.6}}, false, 0.2, markInk)
		}
		switch {
		case m.DC == 1:
			render.TextAt(sf, x0+t.W+1, y0+t.H/2, m.Neighbour, f, markInk, render.Left)
		case m.DC == -1:
			render.TextAt(sf, x0-1, y0+t.H/2, m.Neighbour, f, markInk, render.Right)
		case m.DR == 1:
			render.TextAt(sf, x0+t.W/2, y0+t.H+3, m.Neighbour, f, markInk, render.Center)
		}
	}
}

// TileEdge is one shared edge of a map tile on its page: the trim line
// (From-To), its two registration marks and the neighbour across it
// (DC, DR: its column and row step).
type TileEdge struct {
	DC, DR    int
	Neighbour string
	From, To  render.Point
	Marks     [2]render.Point
}

// tileMarks returns the shared edges of tile t placed at (x0, y0).
func tileMarks(t MapTile, tiles []MapTile, x0, y0, ov float64) []TileEdge {
	var out []TileEdge
	for _, d := range [][2]int{{1, 0}, {-1, 0}, {0, 1}, {0, -1}} {
		var u *MapTile
		for i := range tiles {
			if tiles[i].Col == t.Col+d[0] && tiles[i].Row == t.Row+d[1] {
				u = &tiles[i]
			}
		}
		if u == nil {
			continue
		}
		e := TileEdge{DC: d[0], DR: d[1], Neighbour: u.Label}
		if d[0] != 0 {
			x := x0 + ov/2
			if d[0] == 1 {
				x = x0 + t.W - ov/2
			}
			e.From, e.To = render.Point{X: x, Y: y0}, render.Point{X: x, Y: y0 + t.H}
			e.Marks = [2]render.Point{{X: x, Y: y0 + t.H*0.25}, {X: x, Y: y0 + t.H*0.75}}
		} else {
			y := y0 + ov/2
			if d[1] == 1 {
				y = y0 + t.H - ov/2
			}
			e.From, e.To = render.Point{X: x0, Y: y}, render.Point{X: x0 + t.W, Y: y}
			e.Marks = [2]render.Point{{X: x0 + t.W*0.25, Y: y}, {X: x0 + t.W*0.75, Y: y}}
		}
		out = append(out, e)
	}
	return out
}

// mapIndexPage shows the whole map small with the tiles drawn over it.
func mapIndexPage(s *scenario.Scenario, st render.Style, pw, ph, mw, mh float64, tiles []MapTile, scale string) Page {
	title := fmt.Sprintf("%s: map, page index (%d pages; %s)", s.Title, len(tiles), scale)
	return Page{W: pw, H: ph, Title: title, Draw: func(sf render.Surface) {
		render.TextAt(sf, mapMargin, mapMargin+mapHeader/2-1, title, render.FitFont(title, render.Font{Bold: true, Size: 9}, pw-2*mapMargin, 5), titleColour, render.Left)
		aw, ah := pw-2*mapMargin, ph-2*mapMargin-mapHeader-30
		last := tiles[len(tiles)-1]
		tw, th := last.X+last.W, last.Y+last.H
		k := math.Min(aw/tw, ah/th)
		x0, y0 := mapMargin+(aw-tw*k)/2, mapMargin+mapHeader+4
		st.DrawMap(sf, s, render.MapLayout{Radius: k * mapRadius(mw, s), X: x0, Y: y0})
		for _, t := range tiles {
			sf.Stroke(render.Rect(x0+t.X*k, y0+t.Y*k, t.W*k, t.H*k), true, 0.5, color.RGBA{200, 30, 30, 255})
			render.TextAt(sf, x0+(t.X+t.W/2)*k, y0+(t.Y+t.H/2)*k, t.Label, render.Font{Bold: true, Size: 28}, color.RGBA{200, 30, 30, 200}, render.Center)
		}
		yy := y0 + th*k + 8
		for _, line := range []string{
			"Print every page at 100% (no fit to page). Trim each tile on the dashed lines of its left and top edges (not right or bottom),",
			"lay it over its neighbours so that its half registration marks meet theirs, and tape. Rows A, B, ... from the top; columns 1, 2, ... from the left.",
		} {
			sf.Text(mapMargin, yy, line, render.Font{Size: 8}, titleColour)
			yy += 4.5
		}
	}}
}

// mapRadius returns the hex radius (map units to mm) of a map drawn mw mm
// wide.
func mapRadius(mw float64, s *scenario.Scenario) float64 {
	w1, _ := render.MapSize(s, 1)
	if w1 == 0 {
		return 1
	}
	return mw / w1
}
