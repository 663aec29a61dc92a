package render

import (
	"image/color"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Style holds the colours of a map. Terrain and hexside colours come from
// the chart set (TerrainType.Colour, HexsideType.Colour) when it has them.
type Style struct {
	OffMap   color.RGBA
	Untraced color.RGBA // base of the hatched "not yet traced" style
	Grid     color.RGBA
	Number   color.RGBA
	Terrain  map[string]color.RGBA
	Hexside  map[string]color.RGBA
	Road     color.RGBA
	Trail    color.RGBA
	Side     map[string]color.RGBA // by side id
	Nation   map[string]color.RGBA // by lower-case nationality; overrides Side on counters
	// Band is the colour of the band across the middle of a counter, by
	// the unit's formation (its Corps: WithSides fills it from corpsBands).
	Band      map[string]color.RGBA
	Highlight color.RGBA
}

// corpsBands are the Corps colours of the band across the middle of the
// French counters, by battle (a word of the scenario's id or title, in
// the España 20 edition) and formation.
var corpsBands = []struct{ battle, formation, colour string }{
	// Talavera 20 [5.1]: 1st Corps (Victor) green, 2nd Corps (Soult)
	// blue, 4th Corps orange, Reserve Corps (Joseph Bonaparte) white.
	{"talavera", "1st Corps", "#3C9A4A"}, {"talavera", "2nd Corps", "#3F7FD0"},
	{"talavera", "4th Corps", "#F08A24"}, {"talavera", "Reserve Corps", "#FFFFFF"},
	// Bussaco 20 (España 20) [5.1]: 2nd Corps (Reynier) blue, 6th Corps
	// (Ney) yellow, 8th Corps (Junot) red, Reserve Corps (Masséna) white.
	{"bussaco", "2nd Corps", "#3F7FD0"}, {"bussaco", "6th Corps", "#F2D21B"},
	{"bussaco", "8th Corps", "#D8322A"}, {"bussaco", "Reserve Corps", "#FFFFFF"},
}

// Hex parses "#RRGGBB" into an opaque colour; ok is false for anything else.
func Hex(s string) (color.RGBA, bool) {
	s = strings.TrimPrefix(s, "#")
	if len(s) != 6 {
		return color.RGBA{}, false
	}
	v, err := strconv.ParseUint(s, 16, 32)
	if err != nil {
		return color.RGBA{}, false
	}
	return color.RGBA{uint8(v >> 16), uint8(v >> 8), uint8(v), 255}, true
}

func mustHex(s string) color.RGBA {
	c, _ := Hex(s)
	return c
}

// alpha returns c at opacity a (0-255), premultiplied.
func alpha(c color.RGBA, a uint8) color.RGBA {
	return color.RGBA{uint8(uint32(c.R) * uint32(a) / 255), uint8(uint32(c.G) * uint32(a) / 255), uint8(uint32(c.B) * uint32(a) / 255), a}
}

// mix returns a blend of c and d, t = 0 giving c.
func mix(c, d color.RGBA, t float64) color.RGBA {
	f := func(a, b uint8) uint8 { return uint8(float64(a)*(1-t) + float64(b)*t + 0.5) }
	return color.RGBA{f(c.R, d.R), f(c.G, d.G), f(c.B, d.B), 255}
}

// DefaultStyle returns the standard palette; its terrain and hexside colours
// match the standard chart sets in templates/charts.
func DefaultStyle() Style {
	st := Style{
		OffMap:   mustHex("#9EA3A8"),
		Untraced: mustHex("#E6E8EC"),
		Grid:     alpha(mustHex("#3A3A3A"), 110),
		Number:   mustHex("#3C3C3C"),
		Terrain: map[string]color.RGBA{
			"clear": mustHex("#F3EFD9"), "forest": mustHex("#6F9B5C"), "rough": mustHex("#B9A27F"),
			"marsh": mustHex("#9CC3B2"), "swamp": mustHex("#5E8C7C"), "escarpment": mustHex("#8E6B4E"),
			"town": mustHex("#C8675A"), "village": mustHex("#E3A58F"), "fortified": mustHex("#7A6A58"),
			"redoubt": mustHex("#7A6A58"), "citadel": mustHex("#4B4660"),
			"wide_major_river": mustHex("#6FA8DC"), "islet": mustHex("#B7A98B"),
		},
		Hexside: map[string]color.RGBA{
			"minor_river": mustHex("#3D7FC1"), "major_river": mustHex("#2F6DB5"), "bridge": mustHex("#5B4636"),
			"ford": mustHex("#8DB8DE"), "slope": mustHex("#A07850"), "steep_slope": mustHex("#6E4B2E"),
			"redoubt": mustHex("#5B4636"), "trail": mustHex("#C9A66B"), "streambed": mustHex("#7FB3C8"),
			"impassable": mustHex("#333333"), "perimeter_redoubt": mustHex("#8C5E3C"),
		},
		Road:  mustHex("#8B2E1E"),
		Trail: mustHex("#7A5A32"),
		// Side and nationality colours: the rulebooks' (French blue,
		// Wallachia 20 [2.0] "The burnt orange units are Ottomans. The
		// green units are Russian"), in shades whose greys stay at least
		// 20% apart between the two sides of every game, so that a sheet
		// printed in black and white still tells the sides apart.
		Side: map[string]color.RGBA{
			scenario.French: mustHex("#1F3A80"), scenario.AntiFrench: mustHex("#D9503F"),
		},
		Nation: map[string]color.RGBA{
			"french": mustHex("#1F3A80"), "british": mustHex("#D9503F"), "portuguese": mustHex("#B07A40"),
			"spanish": mustHex("#C4962C"), "russian": mustHex("#1F4D2B"), "austrian": mustHex("#D9D2BE"),
			"prussian": mustHex("#3A3F4A"), "ottoman": mustHex("#D9681A"), "wallachian": mustHex("#6A4C93"),
			"polish": mustHex("#3E69B8"), "italian": mustHex("#3C7F5A"), "bavarian": mustHex("#7FA7D8"),
			"saxon": mustHex("#E0D7B8"), "dutch": mustHex("#D9762B"), "hanoverian": mustHex("#C24A3A"),
			"brunswick": mustHex("#2B2B2B"),
		},
		Highlight: mustHex("#FFC400"),
	}
	return st
}

// WithCharts returns a copy of st with the colours a chart set gives.
func (st Style) WithCharts(cs *scenario.ChartSet) Style {
	if cs == nil {
		return st
	}
	t := make(map[string]color.RGBA, len(st.Terrain))
	for k, v := range st.Terrain {
		t[k] = v
	}
	h := make(map[string]color.RGBA, len(st.Hexside))
	for k, v := range st.Hexside {
		h[k] = v
	}
	for _, x := range cs.Terrain {
		if c, ok := Hex(x.Colour); ok {
			t[x.ID] = c
		}
	}
	for _, x := range cs.Hexsides {
		if c, ok := Hex(x.Colour); ok {
			h[x.ID] = c
		}
	}
	st.Terrain, st.Hexside = t, h
	return st
}

// WithSides returns a copy of st with the side colours the scenario gives.
func (st Style) WithSides(s *scenario.Scenario) Style {
	m := make(map[string]color.RGBA, len(st.Side))
	for k, v := range st.Side {
		m[k] = v
	}
	for _, sd := range s.Sides {
		if c, ok := Hex(sd.Colour); ok {
			m[sd.ID] = c
		} else if len(sd.Nationalities) == 1 {
			// A side of one nationality has its colour: the Ottoman
			// markers burnt orange, the Russian ones green.
			if c, ok := st.Nation[strings.ToLower(sd.Nationalities[0])]; ok {
				m[sd.ID] = c
			}
		}
	}
	st.Side = m
	st.Band = map[string]color.RGBA{}
	if s.Edition == scenario.EditionEspana {
		name := strings.ToLower(s.ID + " " + s.Title)
		for _, b := range corpsBands {
			if strings.Contains(name, b.battle) {
				st.Band[b.formation] = mustHex(b.colour)
			}
		}
	}
	return st
}

const tileN = 16

// terrainTile builds the repeating pattern of a terrain: a flat colour with
// a light texture, so that terrains differ in more than hue.
func terrainTile(id string, base color.RGBA) *tile {
	t := &tile{n: tileN, pix: make([]color.RGBA, tileN*tileN)}
	dark := mix(base, color.RGBA{0, 0, 0, 255}, 0.22)
	light := mix(base, color.RGBA{255, 255, 255, 255}, 0.25)
	for y := 0; y < tileN; y++ {
		for x := 0; x < tileN; x++ {
			c := base
			switch id {
			case "forest":
				// Small tree crowns in a staggered grid.
				cx, cy := 4, 4
				if y >= 8 {
					cx, cy = 12, 12
				}
				dx, dy := x%16-cx, y%16-cy
				if dx*dx+dy*dy <= 5 {
					c = dark
				} else if dx*dx+(dy+1)*(dy+1) <= 2 {
					c = light
				}
			case "rough", "islet":
				if (x == 3 && y == 5) || (x == 11 && y == 13) || (x == 12 && y == 4) || (x == 5 && y == 12) || (x == 8 && y == 9) {
					c = dark
				}
			case "marsh", "swamp":
				if (y == 4 && x >= 2 && x <= 7) || (y == 12 && x >= 10 && x <= 15) {
					c = mix(base, mustHex("#1F4F6F"), 0.45)
				} else if (y == 6 && x >= 4 && x <= 5) || (y == 14 && x >= 12 && x <= 13) {
					c = mix(base, mustHex("#1F4F6F"), 0.3)
				}
			case "escarpment":
				if (x+y)%8 == 0 {
					c = dark
				}
			case "town", "village":
				if (x >= 3 && x <= 6 && y >= 3 && y <= 6) || (x >= 10 && x <= 13 && y >= 10 && y <= 13) {
					c = dark
				}
			case "fortified", "redoubt", "citadel":
				if (x+y)%8 == 0 || (x-y+16)%8 == 0 {
					c = dark
				}
			case "wide_major_river":
				if (y == 5 && x%8 < 5) || (y == 13 && (x+4)%8 < 5) {
					c = light
				}
			case untracedID:
				// Light cool grey with a diagonal hatch: clearly "not yet
				// traced", and never mistaken for clear terrain.
				if (x+tileN-y)%8 == 0 {
					c = mustHex("#C9CED8")
				}
			}
			t.pix[y*tileN+x] = c
		}
	}
	return t
}

const untracedID = "\x00untraced"
