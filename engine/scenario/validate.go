package scenario

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
)

// Validate checks a scenario in two layers: structure (the model's
// validator tags: types, ranges, required fields, enums) and rules (hexes on
// the map, stacking at setup, rivers under bridges, entry areas on the edge,
// reinforcement turns on the track, references that resolve, and more; each
// finding cites its rule). charts is the resolved chart set (see Resolve);
// nil reports the scenario's chart set as unknown and skips terrain checks.
//
// Validate needs no file positions: findings carry a field Path, and
// ValidateDocument adds file, line and column. It never modifies s and is
// safe to call on every edit.
func Validate(s *Scenario, charts *ChartSet) []Finding {
	if s == nil {
		return []Finding{{Severity: Error, Rule: "format", Message: "no scenario", Check: "nil"}}
	}
	c := &checker{s: s, cs: charts}
	c.out = validateStructure(s)
	for i := range c.out {
		if o := objectFor(s, c.out[i].Path); o != "" {
			c.out[i].Object = o
		}
	}
	c.run()
	return c.out
}

type checker struct {
	s   *Scenario
	cs  *ChartSet
	out []Finding

	grid    hex.Grid
	gridOK  bool
	roadHex []bool // dense hex index -> on a road

	// The numbers of the first and last columns and rows of the map as
	// their digits' bytes, big-endian, for onMap; digits is 0 when the
	// numbering has no such form.
	colLo, colHi, rowLo, rowHi uint32
	digits                     int

	suggested  int      // did-you-mean hints computed, capped for very broken files
	unitIDList []string // memo of unitIDs

	units   map[string]int
	cards   map[int]int
	entries map[string]int
	tables  map[string]int
	rules   map[string]int
	nats    map[string]bool // lower-case nationalities of units and sides (specialcheck.go)
}

func (c *checker) add(sev Severity, check, rule, path, object, hint, format string, args ...any) {
	c.out = append(c.out, Finding{Severity: sev, Check: check, Rule: rule, Path: path, Object: object,
		Message: fmt.Sprintf(format, args...), Hint: hint})
}

func unitObj(id string) string  { return fmt.Sprintf("unit %q", id) }
func hexObj(code string) string { return "hex " + code }

func (c *checker) run() {
	c.setupGrid()
	c.indexes()
	c.checkSides()
	c.checkTerrain()
	c.checkHexsides()
	c.checkRoads()
	c.checkMarks()
	c.checkEntryAreas()
	c.checkGarrisons()
	c.checkTurns()
	c.checkDeck()
	c.checkBorrow() // borrow.go
	c.checkTables()
	c.checkUnits()
	c.checkSetupStacking()
	c.checkDeployment()
	c.checkRulesAndVictory()
	c.checkSpecialRules() // specialcheck.go
	c.checkCharts()
	for i, u := range c.s.Unknowns {
		c.add(Warning, "unknown-fact", "", fmt.Sprintf("unknowns[%d]", i), "", "fill it in from the printed components when known", "not given by the rulebook: %s", u)
	}
}

// setupGrid builds the map grid (rule 2.0: the hex grid over the map).
func (c *checker) setupGrid() {
	m := c.s.Map
	if CheckMapBounds(c.s) != nil {
		return
	}
	g := c.s.Grid()
	n, digits := m.Numbering, g.Numbering.Digits
	if digits < 2 || digits > 3 {
		return
	}
	c.grid = g
	limit := 1
	for i := 0; i < digits; i++ {
		limit *= 10
	}
	if n.FirstColumn+m.Columns-1 >= limit || n.FirstRow+m.Rows-1 >= limit {
		c.add(Error, "numbering-digits", "2.0", "map.numbering", "map", fmt.Sprintf("use digits: %d", digits+1),
			"%d columns and %d rows do not fit %d-digit hex numbers", m.Columns, m.Rows, digits)
		return
	}
	c.gridOK = true
	c.roadHex = make([]bool, m.Columns*m.Rows)
	c.setDigitBounds()
}

// setDigitBounds sets onMap's bounds from the grid, when its numbers have
// two or three digits and fit them.
func (c *checker) setDigitBounds() {
	g, n := c.grid, c.grid.Numbering
	limit := 100
	if n.Digits == 3 {
		limit = 1000
	}
	if n.FirstColumn < 0 || n.FirstRow < 0 || g.Columns <= 0 || g.Rows <= 0 || n.Digits < 2 || n.Digits > 3 ||
		n.FirstColumn+g.Columns > limit || n.FirstRow+g.Rows > limit {
		return
	}
	c.digits = n.Digits
	c.colLo, c.colHi = digitBytes(n.FirstColumn, n.Digits), digitBytes(n.FirstColumn+g.Columns-1, n.Digits)
	c.rowLo, c.rowHi = digitBytes(n.FirstRow, n.Digits), digitBytes(n.FirstRow+g.Rows-1, n.Digits)
}

// digitBytes returns v written with d decimal digits as the digits'
// bytes, the first the most significant ("012" is 0x303132).
func digitBytes(v, d int) uint32 {
	var b uint32
	for i, p := 0, 1; i < d; i, p = i+1, p*10 {
		b |= uint32('0'+v/p%10) << (8 * i)
	}
	return b
}

// onMap reports whether code is the number of a hex on the map, as
// offset does but without working out the column and row: for two- and
// three-digit numbers, the code's bytes as one word are all digits, and
// its column's and row's bytes lie between those of the map's first and
// last (digits in bytes of equal length compare as their numbers).
func (c *checker) onMap(code string) bool {
	var col, row uint32
	var w, ones uint64
	switch {
	case c.digits == 3 && len(code) == 6:
		col = uint32(code[0])<<16 | uint32(code[1])<<8 | uint32(code[2])
		row = uint32(code[3])<<16 | uint32(code[4])<<8 | uint32(code[5])
		w, ones = uint64(col)<<24|uint64(row), 0x010101010101
	case c.digits == 2 && len(code) == 4:
		col = uint32(code[0])<<8 | uint32(code[1])
		row = uint32(code[2])<<8 | uint32(code[3])
		w, ones = uint64(col)<<16|uint64(row), 0x01010101
	default:
		_, _, ok := c.offset(code)
		return ok
	}
	// Each byte's high half is 3 before and after adding 6 (which
	// carries past 9): all digits.
	if w&(0xf0*ones) != 0x30*ones || (w+0x06*ones)&(0xf0*ones) != 0x30*ones {
		return false
	}
	return col-c.colLo <= c.colHi-c.colLo && row-c.rowLo <= c.rowHi-c.rowLo
}

func (c *checker) size() string { return fmt.Sprintf("%dx%d", c.s.Map.Columns, c.s.Map.Rows) }

// hex parses a hex number and reports a bad number or a hex off the map
// (rule 2.0; for setup hexes rule 3.0). ok is false after a finding.
func (c *checker) hex(code, path, object, what, rule string) (hex.Hex, bool) {
	if !c.gridOK {
		return hex.Hex{}, false
	}
	h, err := c.grid.Parse(code)
	if err != nil {
		c.add(Error, "hex-number", "2.0", path, object, fmt.Sprintf("write it as %d digits, column then row, e.g. %q", 2*c.grid.Numbering.Digits, c.grid.Code(c.grid.FromOffset(6, 7))),
			"%s %q is not a hex number", what, code)
		return h, false
	}
	if !c.grid.Contains(h) {
		c.add(Error, "hex-off-map", rule, path, object, "hex numbers run from "+c.grid.Code(c.grid.FromOffset(0, 0))+" to "+c.grid.Code(c.grid.FromOffset(c.grid.Columns-1, c.grid.Rows-1)),
			"%s %s is off the map (%s)", what, code, c.size())
		return h, false
	}
	return h, true
}

// offset reads a printed hex number on the map as 0-based column and row
// without building any text or error: the hot path of every hex check.
// ok is false for anything Grid.Parse would reject or that lies off the
// map; c.hex then reports it.
func (c *checker) offset(code string) (col, row int, ok bool) {
	d := c.grid.Numbering.Digits
	if !c.gridOK || len(code) != 2*d {
		return 0, 0, false
	}
	// Bytes below '0' wrap around above 9.
	switch d {
	case 2: // the commonest, unrolled: this runs for every hex of the map
		c0, c1, r0, r1 := code[0]-'0', code[1]-'0', code[2]-'0', code[3]-'0'
		if c0 > 9 || c1 > 9 || r0 > 9 || r1 > 9 {
			return 0, 0, false
		}
		col, row = int(c0)*10+int(c1), int(r0)*10+int(r1)
	case 3:
		// The six bytes as one word: all digits when each byte's high
		// half is 3 before and after adding 6 (which carries past 9).
		_ = code[5]
		w := uint64(code[0]) | uint64(code[1])<<8 | uint64(code[2])<<16 |
			uint64(code[3])<<24 | uint64(code[4])<<32 | uint64(code[5])<<40
		const highs, threes, sixes = 0xf0f0f0f0f0f0, 0x303030303030, 0x060606060606
		if w&highs != threes || (w+sixes)&highs != threes {
			return 0, 0, false
		}
		w -= threes
		col = int(w&0xff)*100 + int(w>>8&0xff)*10 + int(w>>16&0xff)
		row = int(w>>24&0xff)*100 + int(w>>32&0xff)*10 + int(w>>40&0xff)
	default:
		for i := 0; i < d; i++ {
			b, r := code[i]-'0', code[d+i]-'0'
			if b > 9 || r > 9 {
				return 0, 0, false
			}
			col = col*10 + int(b)
			row = row*10 + int(r)
		}
	}
	col -= c.grid.Numbering.FirstColumn
	row -= c.grid.Numbering.FirstRow
	if col < 0 || col >= c.grid.Columns || row < 0 || row >= c.grid.Rows {
		return 0, 0, false
	}
	return col, row, true
}

// denseIndex is the map-wide index (Grid.Index) of a hex number on the map.
func (c *checker) denseIndex(code string) (int, bool) {
	col, row, ok := c.offset(code)
	return col*c.grid.Rows + row, ok
}

// quickHex parses a hex number on the map without building any text; ok is
// false for a bad or off-map number, which c.hex then reports.
func (c *checker) quickHex(code string) (hex.Hex, bool) {
	col, row, ok := c.offset(code)
	if !ok {
		return hex.Hex{}, false
	}
	return c.grid.FromOffset(col, row), true
}

func (c *checker) index(h hex.Hex) int {
	i, _ := c.grid.Index(h)
	return i
}

func (c *checker) indexes() {
	s := c.s
	c.units = make(map[string]int, len(s.Units))
	for i, u := range s.Units {
		if u.ID == "" {
			continue
		}
		if j, dup := c.units[u.ID]; dup {
			c.add(Error, "unit-id-unique", "2.0", fmt.Sprintf("units[%d].id", i), unitObj(u.ID), "give each counter its own id", "id is also used by units[%d]", j)
			continue
		}
		c.units[u.ID] = i
	}
	c.cards = make(map[int]int, len(s.Deck.Cards))
	for i, cd := range s.Deck.Cards {
		if cd.Number == 0 {
			continue // a card without a printed number is found by its title (checkDeck)
		}
		if j, dup := c.cards[cd.Number]; dup {
			c.add(Error, "card-number-unique", "5.0", fmt.Sprintf("deck.cards[%d].number", i), fmt.Sprintf("card %d", cd.Number), "each event card has its own number", "card number is also used by deck.cards[%d]", j)
			continue
		}
		c.cards[cd.Number] = i
	}
	c.entries = make(map[string]int, len(s.Map.EntryAreas))
	for i, e := range s.Map.EntryAreas {
		if j, dup := c.entries[e.ID]; dup {
			c.add(Error, "entry-id-unique", "11.0", fmt.Sprintf("map.entry_areas[%d].id", i), fmt.Sprintf("entry area %q", e.ID), "name each entry area once and list all its hexes there", "entry area id is also used by map.entry_areas[%d]", j)
			continue
		}
		c.entries[e.ID] = i
	}
	c.tables = make(map[string]int, len(s.Tables))
	for i, t := range s.Tables {
		if j, dup := c.tables[t.ID]; dup {
			c.add(Error, "table-id-unique", "11.0", fmt.Sprintf("tables[%d].id", i), fmt.Sprintf("table %q", t.ID), "rename one of the tables", "table id is also used by tables[%d]", j)
			continue
		}
		c.tables[t.ID] = i
	}
	c.rules = make(map[string]int, len(s.Special))
	for i, r := range s.Special {
		if j, dup := c.rules[r.ID]; dup {
			c.add(Error, "rule-id-unique", "format", fmt.Sprintf("special_rules[%d].id", i), fmt.Sprintf("special rule %q", r.ID), "rename one of the rules", "special rule id is also used by special_rules[%d]", j)
			continue
		}
		c.rules[r.ID] = i
	}
}

// checkSides: one French and one Anti-French side (rules 2.0, 3.0), the
// first player among them (4.0), starting morale given (12.0).
func (c *checker) checkSides() {
	s := c.s
	seen := map[string]int{}
	for i, sd := range s.Sides {
		if j, dup := seen[sd.ID]; dup && sd.ID != "" {
			c.add(Error, "sides-distinct", "3.0", fmt.Sprintf("sides[%d].id", i), fmt.Sprintf("side %q", sd.ID), "one side is french, the other anti-french", "side is also defined by sides[%d]", j)
		}
		seen[sd.ID] = i
		if sd.Morale == 0 {
			c.add(Warning, "morale-not-given", "12.0", fmt.Sprintf("sides[%d].morale", i), fmt.Sprintf("side %q", sd.ID), "enter the starting Morale from the exclusive rules", "starting Morale is not given")
		}
	}
	if len(s.Sides) == 2 && s.FirstPlayer != "" {
		if _, ok := seen[s.FirstPlayer]; !ok {
			c.add(Error, "first-player-side", "4.0", "first_player", "first_player", "name one of the two sides", "first player %q is not one of the sides", s.FirstPlayer)
		}
	}
}

func (c *checker) sideKnown(side string) bool {
	return side == French || side == AntiFrench
}

// checkTerrain: every terrain hex on the map with a type from the chart set
// (Terrain Effects Chart, 9.4); untraced hexes are a warning.
func (c *checker) checkTerrain() {
	m := c.s.Map
	if c.cs == nil {
		c.add(Error, "chart-set-unknown", "9.4", "charts.set", fmt.Sprintf("chart set %q", c.s.Charts.Set), "use a standard chart set: waterloo20-1999, n20-wallachia20, n20-espana20 or n20-bussaco20-early",
			"chart set %q is not known", c.s.Charts.Set)
	}
	var ids []string
	if c.cs != nil {
		for _, t := range c.cs.Terrain {
			ids = append(ids, t.ID)
		}
	}
	if m.DefaultTerrain != "" && c.cs != nil && c.cs.TerrainType(m.DefaultTerrain) == nil {
		c.add(Error, "terrain-unknown", "9.4", "map.default_terrain", fmt.Sprintf("terrain %q", m.DefaultTerrain), hintOr(c.suggest(m.DefaultTerrain, ids), "add it to charts.overrides.terrain"),
			"terrain %q is not in the chart set", m.DefaultTerrain)
	}
	known := 0
	// A map holds a handful of distinct types over thousands of hexes:
	// each is looked up in the chart set once.
	tm := m.Terrain
	if tm == nil {
		tm = &TerrainMap{}
	}
	typeOK := make([]bool, len(tm.types))
	for k, id := range tm.types {
		typeOK[k] = c.cs == nil || c.cs.TerrainType(id) != nil
	}
	for i, code := range tm.hexes {
		k := tm.kinds[i]
		// Fast path for the common case (a valid hex and a known type):
		// no strings are built unless there is a finding.
		if c.gridOK && typeOK[k] && c.onMap(code) {
			known++
			continue
		}
		t := tm.types[k]
		path := "map.terrain." + code
		_, ok := c.hex(code, path, hexObj(code), "terrain hex", "2.0")
		if c.cs != nil && c.cs.TerrainType(t) == nil {
			c.add(Error, "terrain-unknown", "9.4", path, hexObj(code), hintOr(c.suggest(t, ids), "add it to charts.overrides.terrain"),
				"terrain %q is not in the chart set", t)
			continue
		}
		if ok {
			known++
		}
	}
	if c.gridOK && m.DefaultTerrain == "" {
		total := m.Columns * m.Rows
		if known < total {
			c.add(Warning, "terrain-untraced", "9.4", "map.terrain", "map", "paint the remaining hexes, or set map.default_terrain",
				"map terrain not traced: %d of %d hexes known", known, total)
		}
	}
	if m.Background != nil {
		for i, cal := range m.Background.Calibration {
			c.hex(cal.Hex, fmt.Sprintf("map.background.calibration[%d].hex", i), hexObj(cal.Hex), "calibration hex", "2.0")
		}
		cs := m.Background.Calibration
		for i := 1; i < len(cs); i++ {
			for j := 0; j < i; j++ {
				if cs[i].Hex == cs[j].Hex && cs[i].Hex != "" {
					c.add(Error, "calibration-distinct", "2.0", fmt.Sprintf("map.background.calibration[%d].hex", i), hexObj(cs[i].Hex), "pick hexes far apart", "two calibration hexes are the same")
				}
			}
		}
	}
}

func hintOr(h, alt string) string {
	if h != "" {
		return h
	}
	return alt
}

// terrainAt returns the terrain type of the map hex written code (a valid
// number): its own when the chart set knows it, else the map's default.
func (c *checker) terrainAt(code string) *TerrainType {
	if !c.gridOK || c.cs == nil {
		return nil
	}
	if id, ok := c.s.Map.Terrain.Get(code); ok && id != "" {
		if t := c.cs.TerrainType(id); t != nil {
			return t
		}
	}
	id := c.s.Map.DefaultTerrain
	if id == "" {
		return nil
	}
	return c.cs.TerrainType(id)
}

// checkHexsides: each hexside joins two adjacent map hexes, is written once
// with the lower number first, names known features, has bridges and fords
// only on rivers (7.1, 9.7.2.1) and slopes with an uphill hex that is one of
// its two hexes (9.4).
func (c *checker) checkHexsides() {
	type pair struct{ a, b hex.Hex }
	seen := map[pair]int{}
	var ids []string
	if c.cs != nil {
		for _, t := range c.cs.Hexsides {
			ids = append(ids, t.ID)
		}
	}
	for i, hs := range c.s.Map.Hexsides {
		p := fmt.Sprintf("map.hexsides[%d]", i)
		obj := fmt.Sprintf("hexside %s-%s", hs.Between[0], hs.Between[1])
		a, okA := c.hex(hs.Between[0], p+".between[0]", obj, "hexside hex", "2.0")
		b, okB := c.hex(hs.Between[1], p+".between[1]", obj, "hexside hex", "2.0")
		if okA && okB {
			if !a.Adjacent(b) {
				c.add(Error, "hexside-adjacent", "2.0", p+".between", obj, "a hexside lies between two neighbouring hexes", "%s and %s are not adjacent", hs.Between[0], hs.Between[1])
			} else {
				k := pair{a, b}
				if hs.Between[1] < hs.Between[0] {
					k = pair{b, a}
					c.add(Warning, "hexside-order", "2.0", p+".between", obj, fmt.Sprintf("write [%s, %s]", hs.Between[1], hs.Between[0]), "hexside is not written lower number first")
				}
				if j, dup := seen[k]; dup {
					c.add(Error, "hexside-unique", "2.0", p+".between", obj, fmt.Sprintf("merge its features into map.hexsides[%d]", j), "hexside is also listed as map.hexsides[%d]", j)
				} else {
					seen[k] = i
				}
			}
		}
		river, crossing, sloped := false, "", false
		for j, f := range hs.Features {
			fp := fmt.Sprintf("%s.features[%d]", p, j)
			var ht *HexsideType
			if c.cs != nil {
				ht = c.cs.HexsideType(f)
				if ht == nil {
					c.add(Error, "hexside-feature-unknown", "9.4", fp, obj, hintOr(c.suggest(f, ids), "add it to charts.overrides.hexsides"), "hexside feature %q is not in the chart set", f)
					continue
				}
			}
			switch {
			case ht != nil && ht.River, ht == nil && (f == FeatureMinorRiver || f == FeatureMajorRiver):
				river = true
			case ht != nil && (ht.Crossing || ht.NeedsRiver), ht == nil && (f == FeatureBridge || f == FeatureFord):
				crossing = f
			}
			if ht != nil && ht.Sloped || ht == nil && (f == FeatureSlope || f == FeatureSteepSlope) {
				sloped = true
			}
		}
		if crossing != "" && !river {
			c.add(Error, "crossing-needs-river", "7.1", p+".features", obj, "add minor_river or major_river to the features, or remove the "+crossing, "a %s must cross a river hexside", crossing)
		}
		if sloped {
			if hs.Uphill == "" {
				c.add(Error, "slope-uphill-missing", "9.4", p, obj, fmt.Sprintf("add uphill: %s or %s", hs.Between[0], hs.Between[1]), "slope has no uphill side")
			} else if hs.Uphill != hs.Between[0] && hs.Uphill != hs.Between[1] {
				c.add(Error, "slope-uphill-side", "9.4", p+".uphill", obj, fmt.Sprintf("uphill is %s or %s", hs.Between[0], hs.Between[1]), "uphill hex %s is not one of the slope's two hexes", hs.Uphill)
			}
		} else if hs.Uphill != "" {
			c.add(Warning, "uphill-without-slope", "9.4", p+".uphill", obj, "remove uphill, or add a slope feature", "uphill is set on a hexside without a slope")
		}
		if hs.Side != "" && !c.sideKnown(hs.Side) {
			c.add(Error, "hexside-side", "9.4", p+".side", obj, "use french or anti-french", "side %q is not a side", hs.Side)
		}
	}
}

// checkRoads: roads join adjacent hexes (6.6).
func (c *checker) checkRoads() {
	for i := range c.s.Map.Roads {
		r := &c.s.Map.Roads[i]
		obj := func() string {
			if r.Name != "" {
				return fmt.Sprintf("road %q", r.Name)
			}
			return "road"
		}
		var prev hex.Hex
		prevOK := false
		for j, code := range r.Hexes {
			// Paths and object names are built only for a finding.
			h, ok := c.quickHex(code)
			if !ok {
				c.hex(code, fmt.Sprintf("map.roads[%d].hexes[%d]", i, j), obj(), "road hex", "6.6")
			}
			if ok {
				c.roadHex[c.index(h)] = true
				if prevOK && !prev.Adjacent(h) {
					c.add(Error, "road-adjacent", "6.6", fmt.Sprintf("map.roads[%d].hexes[%d]", i, j), obj(), "list every hex the road passes through, in order", "road jumps from %s to %s, which are not adjacent", r.Hexes[j-1], code)
				}
			}
			prev, prevOK = h, ok
		}
	}
}

// checkMarks: places, LOC and Objective hexes on the map; LOC hexes on a
// map edge (a unit reaching one has retreated off the map, 9.7.8).
func (c *checker) checkMarks() {
	m := c.s.Map
	for i, pl := range m.Places {
		c.hex(pl.Hex, fmt.Sprintf("map.places[%d].hex", i), fmt.Sprintf("place %q", pl.Name), "place hex", "2.0")
	}
	seen := map[string]int{}
	for i, l := range m.LOCs {
		p := fmt.Sprintf("map.locs[%d].hex", i)
		h, ok := c.hex(l.Hex, p, hexObj(l.Hex), "LOC hex", "9.7.8")
		if ok && c.grid.Edges(h) == 0 {
			c.add(Error, "loc-on-edge", "9.7.8", p, hexObj(l.Hex), "LOC hexes are map-edge hexes; check the hex number", "LOC hex %s is not on a map edge", l.Hex)
		}
		if j, dup := seen[l.Hex]; dup {
			c.add(Warning, "loc-unique", "9.7.8", p, hexObj(l.Hex), "remove the duplicate", "LOC hex is also listed as map.locs[%d]", j)
		}
		seen[l.Hex] = i
	}
	seen = map[string]int{}
	for i, o := range m.Objectives {
		p := fmt.Sprintf("map.objectives[%d].hex", i)
		c.hex(o.Hex, p, hexObj(o.Hex), "Objective hex", "14.0")
		if j, dup := seen[o.Hex]; dup {
			c.add(Warning, "objective-unique", "14.0", p, hexObj(o.Hex), "remove the duplicate", "Objective hex is also listed as map.objectives[%d]", j)
		}
		seen[o.Hex] = i
	}
}

// checkEntryAreas: entry hexes on the map edge (11.0: reinforcements are
// placed next to their map-edge hexsides); empty areas are a warning.
func (c *checker) checkEntryAreas() {
	for i := range c.s.Map.EntryAreas {
		e := &c.s.Map.EntryAreas[i]
		p := func() string { return "map.entry_areas[" + strconv.Itoa(i) + "]" }
		obj := func() string { return fmt.Sprintf("entry area %q", e.ID) }
		if len(e.Hexes) == 0 {
			c.add(Warning, "entry-area-empty", "11.0", p(), obj(), "list the area's map-edge hexes when known", "entry area location is not given")
		}
		for j, code := range e.Hexes {
			hp := func() string { return fmt.Sprintf("%s.hexes[%d]", p(), j) }
			h, ok := c.quickHex(code)
			if !ok {
				c.hex(code, hp(), obj(), "entry hex", "11.0")
			}
			if ok && c.grid.Edges(h) == 0 {
				c.add(Error, "entry-on-edge", "11.0", hp(), obj(), "reinforcements enter from the map edge; use an edge hex", "entry hex %s is not on a map edge", code)
			} else if want := edgeNamed(e.Edge); ok && want != 0 && c.grid.Edges(h)&want == 0 {
				c.add(Error, "entry-wrong-edge", "11.0", hp(), obj(), "use a hex on the "+e.Edge+" edge, or correct edge:", "entry hex %s is on the %s edge, not the %s edge", code, c.grid.Edges(h), e.Edge)
			}
		}
	}
}

// checkGarrisons: garrison hexes on the map, one garrison per hex (9.4.4).
func (c *checker) checkGarrisons() {
	seen := map[string]int{}
	for i, g := range c.s.Map.Garrisons {
		p := fmt.Sprintf("map.garrisons[%d].hex", i)
		c.hex(g.Hex, p, hexObj(g.Hex), "garrison hex", "9.4.4")
		if j, dup := seen[g.Hex]; dup {
			c.add(Error, "garrison-unique", "9.4.4", p, hexObj(g.Hex), "keep one garrison per hex", "hex already has a garrison (map.garrisons[%d])", j)
		}
		seen[g.Hex] = i
	}
}

// checkTurns: the turn track (4.0): start before end, game length given,
// turn boxes numbered once and inside the game.
func (c *checker) checkTurns() {
	t := c.s.Turns
	if t.End == 0 {
		c.add(Warning, "game-length", "4.0", "turns", "turns", "enter the last Game Turn from the turn track", "game length (last turn) is not given")
	} else if t.Start > t.End {
		c.add(Error, "turn-order", "4.0", "turns.end", "turns", fmt.Sprintf("the last turn is at least %d", t.Start), "last turn %d comes before the first turn %d", t.End, t.Start)
	}
	seen := map[int]int{}
	prev := 0
	for i, tb := range t.Turns {
		p := fmt.Sprintf("turns.track[%d]", i)
		obj := fmt.Sprintf("turn %d", tb.Number)
		if j, dup := seen[tb.Number]; dup {
			c.add(Error, "turn-unique", "4.0", p+".turn", obj, "each turn box appears once", "turn is also listed as turns.track[%d]", j)
		} else if tb.Number < prev {
			c.add(Warning, "turn-sorted", "4.0", p+".turn", obj, "list turn boxes in order", "turn %d is listed after turn %d", tb.Number, prev)
		}
		seen[tb.Number] = i
		prev = max(prev, tb.Number)
		if tb.Number != 0 && (tb.Number < t.Start || t.End != 0 && tb.Number > t.End) {
			c.add(Error, "turn-outside-game", "4.0", p+".turn", obj, fmt.Sprintf("the game runs from turn %d to %d", t.Start, t.End), "turn box %d is outside the game", tb.Number)
		}
	}
}

func (c *checker) turnInGame(turn int) bool {
	t := c.s.Turns
	return turn >= t.Start && (t.End == 0 || turn <= t.End)
}

// checkDeck: event cards (5.0): unique numbers, event text given, dual
// cards carry a French event on top and an Anti-French one below (2.0),
// red titles start in the discard pile (3.0).
func (c *checker) checkDeck() {
	for i := range c.s.Deck.Cards {
		cd := &c.s.Deck.Cards[i]
		p := func() string { return "deck.cards[" + strconv.Itoa(i) + "]" }
		obj := func() string { return cardObj(*cd) }
		if cd.Number == 0 {
			c.add(Warning, "card-number-unknown", "5.0", p()+".number", obj(), "add number: N from the printed card when known; the card is found by its title meanwhile", "card number is not given by the rulebook")
			for j := range c.s.Deck.Cards {
				if j != i && cd.Title != "" && strings.EqualFold(strings.TrimSpace(c.s.Deck.Cards[j].Title), strings.TrimSpace(cd.Title)) {
					c.add(Error, "card-title-unique", "5.0", p()+".title", obj(), "a card without a number is named by its title: give it a number or a distinct title", "title is also used by deck.cards[%d]", j)
					break
				}
			}
		}
		if strings.TrimSpace(cd.Title) == "" {
			c.add(Warning, "card-title-unknown", "5.0", p(), obj(), "add title: from the printed card when known", "card title is not given by the rulebook")
		}
		text := false
		for _, e := range cd.Events {
			if strings.TrimSpace(e.Text) != "" || len(e.Effects) > 0 {
				text = true
			}
		}
		if !text {
			c.add(Warning, "card-no-text", "5.0", p(), obj(), "copy the event text from the card", "event text is not given")
		} else {
			for j, e := range cd.Events {
				if strings.TrimSpace(e.Text) == "" && len(e.Effects) == 0 {
					c.add(Warning, "card-no-text", "5.0", fmt.Sprintf("%s.events[%d]", p(), j), obj(), "copy the event text from the card", "the %s event's text is not given", orWord(e.Side, "second"))
				}
			}
		}
		if cd.Dual {
			if len(cd.Events) != 2 && len(cd.Events) != 0 {
				c.add(Error, "dual-card-events", "2.0", p()+".events", obj(), "a dual card has two events: French on top, Anti-French below", "dual card has %d events", len(cd.Events))
			} else if len(cd.Events) == 2 && (cd.Events[0].Side != "" && cd.Events[0].Side != French || cd.Events[1].Side != "" && cd.Events[1].Side != AntiFrench) {
				c.add(Error, "dual-card-order", "2.0", p()+".events", obj(), "put the French event first and the Anti-French event second", "dual card events are not French then Anti-French")
			}
		} else if len(cd.Events) > 1 {
			c.add(Warning, "single-card-events", "2.0", p()+".events", obj(), "set dual: true if the card has one event per side", "single-event card lists %d events", len(cd.Events))
		}
		if cd.Colour == ColourRed && cd.Placement == "deck" {
			c.add(Warning, "red-card-deck", "3.0", p()+".placement", obj(), "remove placement, or say why in the card's note", "red-title card placed in the draw pile; red titles begin in the discard pile")
		}
		for j, e := range cd.Events {
			for k, ef := range e.Effects {
				c.checkEffect(ef, fmt.Sprintf("%s.events[%d].effects[%d]", p(), j, k), obj(), "5.0")
			}
		}
	}
}

// checkEffect: units, entry areas, hexes and special rules an effect names
// exist.
func (c *checker) checkEffect(ef Effect, p, obj, rule string) {
	for i, u := range ef.Units {
		if _, ok := c.units[u]; !ok {
			c.add(Error, "effect-unit", rule, fmt.Sprintf("%s.units[%d]", p, i), obj, hintOr(c.suggest(u, c.unitIDs()), "add the unit to units"), "effect names unknown unit %q", u)
		}
	}
	if ef.EntryArea != "" {
		if _, ok := c.entries[ef.EntryArea]; !ok {
			c.add(Error, "effect-entry-area", "11.0", p+".entry_area", obj, "define it under map.entry_areas", "effect names unknown entry area %q", ef.EntryArea)
		}
	}
	if ef.Hex != "" {
		c.hex(ef.Hex, p+".hex", obj, "effect hex", rule)
	}
	if ef.Kind == EffectCustom {
		if ef.Rule == "" {
			c.add(Error, "effect-rule", rule, p+".rule", obj, "name the special rule id that implements it", "custom effect names no special rule")
		} else if _, ok := c.rules[ef.Rule]; !ok {
			c.add(Error, "effect-rule", rule, p+".rule", obj, "define it under special_rules", "effect names unknown special rule %q", ef.Rule)
		}
	}
	if ef.Kind == EffectReinforce && len(ef.Units) == 0 {
		c.add(Error, "effect-reinforce-units", "11.0", p, obj, "list the units that arrive", "reinforce effect names no units")
	}
}

func (c *checker) unitIDs() []string {
	if c.unitIDList == nil {
		c.unitIDList = make([]string, 0, len(c.s.Units))
		for _, u := range c.s.Units {
			c.unitIDList = append(c.unitIDList, u.ID)
		}
	}
	return c.unitIDList
}

var rollRE = regexp.MustCompile(`^(\d+)(?:-(\d+))?$`)

// checkTables: scenario tables' die rolls fit their dice (11.0 variable
// reinforcements roll on them).
func (c *checker) checkTables() {
	for i, t := range c.s.Tables {
		lo, hi := 1, 6
		if t.Dice == "2d6" {
			lo, hi = 2, 12
		}
		for j, r := range t.Rows {
			p := fmt.Sprintf("tables[%d].rows[%d].roll", i, j)
			if r.Roll == "-" || t.Dice == "" {
				continue
			}
			m := rollRE.FindStringSubmatch(r.Roll)
			if m == nil {
				c.add(Error, "table-roll", "11.0", p, fmt.Sprintf("table %q", t.ID), fmt.Sprintf("write a die roll or range such as \"%d\" or \"%d-%d\"", lo, lo, lo+1), "roll %q is not a die roll", r.Roll)
				continue
			}
			a, _ := strconv.Atoi(m[1])
			b := a
			if m[2] != "" {
				b, _ = strconv.Atoi(m[2])
			}
			if a < lo || b > hi || a > b {
				c.add(Error, "table-roll", "11.0", p, fmt.Sprintf("table %q", t.ID), fmt.Sprintf("a %s roll runs from %d to %d", t.Dice, lo, hi), "roll %q is outside %d-%d", r.Roll, lo, hi)
			}
			if len(t.Columns) > 0 && len(r.Results) != len(t.Columns) {
				c.add(Error, "table-row-width", "11.0", fmt.Sprintf("tables[%d].rows[%d].results", i, j), fmt.Sprintf("table %q", t.ID), "give one result per column", "row has %d results for %d columns", len(r.Results), len(t.Columns))
			}
		}
	}
}

var knownTraits = map[string]string{
	TraitGuard: "12.3", TraitElite: "16.7", TraitLight: "16.7.2", TraitCossack: "16.7.3", TraitUnreliable: "16.7.4",
	TraitReluctant: "16.7.5", TraitRoadBound: "16.7.6", TraitIrregular: "16.7.7", TraitSpecial: "16.7.8",
	TraitIndependent: "16.7", TraitHeavy: "9.8.3",
}

// checkUnits: each unit's values and placement.
func (c *checker) checkUnits() {
	var traitNames []string
	for t := range knownTraits {
		traitNames = append(traitNames, t)
	}
	nat := map[string]map[string]bool{}
	for _, sd := range c.s.Sides {
		if len(sd.Nationalities) > 0 {
			nat[sd.ID] = map[string]bool{}
			for _, n := range sd.Nationalities {
				nat[sd.ID][n] = true
			}
		}
	}
	for i := range c.s.Units {
		// The path and object are built only for a finding.
		u := &c.s.Units[i]
		p := func() string { return "units[" + strconv.Itoa(i) + "]" }
		obj := func() string { return unitObj(u.ID) }
		switch u.Type {
		case TypeLeader:
			if u.CommandSpan == nil {
				c.add(Error, "leader-command-span", "16.9.1", p(), obj(), "add command_span: the purple value on the counter", "leader has no command span")
			}
			if u.Strength != nil {
				c.add(Warning, "leader-strength", "16.9", p()+".strength", obj(), "a leader's purple value is its command_span", "leaders have no Combat Strength")
			}
		default:
			if u.CommandSpan != nil {
				c.add(Warning, "command-span-non-leader", "16.9.1", p()+".command_span", obj(), "remove command_span or set type: leader", "only leaders have a command span")
			}
			if u.Strength == nil && u.Type != TypeDummy {
				c.add(Warning, "strength-not-given", "2.0", p(), obj(), "enter the Combat Strength from the counter", "combat strength is not given")
			}
			// A fighting unit's counter prints a Combat Strength of at least 1
			// (2.0: "the value of that unit when fighting"); only garrisons
			// (9.4.4), trains and dummies fight with none.
			if u.Strength != nil && *u.Strength == 0 && (u.Type == TypeInfantry || u.Type == TypeCavalry || u.Type == TypeArtillery || u.Type == TypeCadre) {
				c.add(Error, "strength-zero", "2.0", p()+".strength", obj(), "enter the Combat Strength printed on the counter (1 or more), or leave strength out while it is not known",
					"Combat Strength 0 on a unit of type %s", u.Type)
			}
		}
		if u.Movement == nil && u.Type != TypeDummy {
			c.add(Warning, "movement-not-given", "2.0", p(), obj(), "enter the Movement Allowance from the counter", "movement allowance is not given")
		}
		for j, t := range u.Traits {
			if _, ok := knownTraits[t]; !ok {
				c.add(Warning, "trait-unknown", "16.7", fmt.Sprintf("%s.traits[%d]", p(), j), obj(), hintOr(c.suggest(t, traitNames), "describe it in a special rule"), "trait %q is not a standard trait", t)
			}
		}
		if u.Nationality != "" && nat[u.Side] != nil && !nat[u.Side][u.Nationality] {
			c.add(Warning, "nationality-side", "2.0", p()+".nationality", obj(), "add it to the side's nationalities", "nationality %q is not listed for side %q", u.Nationality, u.Side)
		}
		if u.Reduced != "" {
			if j, ok := c.units[u.Reduced]; !ok {
				c.add(Error, "reduced-unit", "16.5", p()+".reduced", obj(), hintOr(c.suggest(u.Reduced, c.unitIDs()), "add the reduced counter to units"), "reduced twin %q does not exist", u.Reduced)
			} else if j == i {
				c.add(Error, "reduced-unit", "16.5", p()+".reduced", obj(), "name the other counter", "unit names itself as its reduced twin")
			} else if c.s.Units[j].Side != u.Side {
				c.add(Error, "reduced-unit", "16.5", p()+".reduced", obj(), "the reduced twin belongs to the same side", "reduced twin %q is on the other side", u.Reduced)
			}
		}
		c.checkPlacement(i, u)
	}
}

func (c *checker) checkPlacement(i int, u *Unit) {
	pl := &u.Placement
	p := func() string { return "units[" + strconv.Itoa(i) + "].placement" }
	obj := func() string { return unitObj(u.ID) }
	switch pl.Kind {
	case PlaceSetup:
		if pl.Hex == "" {
			c.add(Error, "setup-hex-missing", "3.0", p(), obj(), "add hex: XXYY from the set-up instructions", "set up on the map but no hex given")
			return
		}
		h, ok := c.quickHex(pl.Hex)
		if !ok {
			c.hex(pl.Hex, p()+".hex", obj(), "setup hex", "3.0")
			return
		}
		if t := c.terrainAt(pl.Hex); t != nil && t.Prohibited && u.Type != TypeNaval {
			c.add(Error, "setup-prohibited", "6.2", p()+".hex", obj(), "set the unit up in a hex it may enter", "setup hex %s is %s, which units may not enter", pl.Hex, strings.ToLower(t.Name))
		}
		if hasTrait(u, TraitRoadBound) && !c.roadHex[c.index(h)] {
			c.add(Error, "road-bound-off-road", "16.7.6", p()+".hex", obj(), "road-bound units must occupy road hexes", "road-bound unit set up off the road in %s", pl.Hex)
		}
	case PlaceDeploy:
		if len(pl.Hexes) == 0 && len(pl.Zones) == 0 && strings.TrimSpace(pl.Zone) == "" {
			c.add(Warning, "deploy-area", "3.0", p(), obj(), "list the allowed hexes or describe the zone", "free deployment area is not given")
		}
		for j, code := range pl.Hexes {
			c.hex(code, fmt.Sprintf("%s.hexes[%d]", p(), j), obj(), "deployment hex", "3.0")
		}
	case PlaceArrive, PlaceVariable:
		if pl.Kind == PlaceArrive && pl.Turn == 0 {
			c.add(Error, "arrive-turn", "11.0", p(), obj(), "add turn: N from the reinforcement schedule", "reinforcement has no arrival turn")
		} else if pl.Turn != 0 && !c.turnInGame(pl.Turn) {
			c.add(Error, "arrive-turn-range", "11.0", p()+".turn", obj(), fmt.Sprintf("the game runs from turn %d to %d", c.s.Turns.Start, c.s.Turns.End), "arrival turn %d is outside the turn track", pl.Turn)
		}
		if pl.Kind == PlaceVariable {
			if pl.Table == "" {
				c.add(Error, "variable-table", "11.0", p(), obj(), "add table: ID of the arrival table under tables", "variable reinforcement names no table")
			} else if _, ok := c.tables[pl.Table]; !ok {
				c.add(Error, "variable-table", "11.0", p()+".table", obj(), hintOr(c.suggest(pl.Table, c.tableIDs()), "define it under tables"), "arrival table %q does not exist", pl.Table)
			}
		}
		if pl.EntryArea == "" && pl.Hex == "" {
			if pl.Kind == PlaceArrive {
				c.add(Error, "arrive-entry", "11.5", p(), obj(), "add entry_area: ID (or hex: XXYY)", "reinforcement names no entry area")
			}
		} else if pl.EntryArea != "" {
			j, ok := c.entries[pl.EntryArea]
			if !ok {
				c.add(Error, "arrive-entry", "11.5", p()+".entry_area", obj(), hintOr(c.suggest(pl.EntryArea, c.entryIDs()), "define it under map.entry_areas"), "entry area %q does not exist", pl.EntryArea)
			} else if ea := c.s.Map.EntryAreas[j]; ea.Side != "" && ea.Side != "both" && u.Side != "" && ea.Side != u.Side {
				c.add(Error, "arrive-entry-side", "11.0", p()+".entry_area", obj(), "use an entry area of the unit's side", "entry area %q belongs to the %s side", pl.EntryArea, ea.Side)
			}
		}
		if pl.Hex != "" {
			if h, ok := c.hex(pl.Hex, p()+".hex", obj(), "entry hex", "11.0"); ok && c.grid.Edges(h) == 0 {
				c.add(Error, "entry-on-edge", "11.0", p()+".hex", obj(), "reinforcements enter from the map edge", "entry hex %s is not on a map edge", pl.Hex)
			}
		}
	case PlaceEvent:
		switch {
		case pl.CardTitle != "":
			if i := c.s.Deck.Find(pl.CardTitle); i < 0 {
				titles := make([]string, 0, len(c.s.Deck.Cards))
				for _, cd := range c.s.Deck.Cards {
					titles = append(titles, cd.Title)
				}
				c.add(Error, "event-card", "5.0", p()+".card_title", obj(), hintOr(c.suggest(pl.CardTitle, titles), "add the card to deck.cards"), "event card %q does not exist", pl.CardTitle)
			} else if pl.Card != 0 && c.s.Deck.Cards[i].Number != pl.Card {
				c.add(Error, "event-card", "5.0", p()+".card", obj(), "give the card's number or its title, or both of the same card", "event card %d is not the card titled %q", pl.Card, pl.CardTitle)
			}
		case pl.Card == 0:
			c.add(Warning, "event-card-missing", "5.0", p(), obj(), "add card: N (or card_title), the event card that brings it in, when known", "event card is not given")
		default:
			if _, ok := c.cards[pl.Card]; !ok {
				c.add(Error, "event-card", "5.0", p()+".card", obj(), "add the card to deck.cards", "event card %d does not exist", pl.Card)
			}
		}
	case PlaceUnknown:
		c.add(Warning, "placement-unknown", "3.0", p(), obj(), "enter the set-up or arrival from the exclusive rules when known", "placement is not given by the rulebook")
	}
	if pl.Kind != PlaceSetup && pl.Kind != PlaceArrive && pl.Kind != PlaceVariable && pl.Hex != "" {
		c.add(Warning, "placement-stray-hex", "3.0", p()+".hex", obj(), "remove hex, or set kind: setup", "hex %s is ignored for placement kind %q", pl.Hex, pl.Kind)
	}
}

func (c *checker) tableIDs() []string {
	var ids []string
	for _, t := range c.s.Tables {
		ids = append(ids, t.ID)
	}
	return ids
}

func (c *checker) entryIDs() []string {
	var ids []string
	for _, e := range c.s.Map.EntryAreas {
		ids = append(ids, e.ID)
	}
	return ids
}

func hasTrait(u *Unit, t string) bool {
	for _, x := range u.Traits {
		if x == t {
			return true
		}
	}
	return false
}

// checkSetupStacking: no two units share a setup hex (6.9) except leaders,
// which are stack free (16.9.2: with one friendly unit and any number of other
// leaders), two Cadres of the same nationality (16.6.2); enemy
// units never share a hex (6.3) nor set up in an enemy garrison (9.4.4).
func (c *checker) checkSetupStacking() {
	if !c.gridOK {
		return
	}
	type stack struct{ units []int }
	stacks := map[int]*stack{}
	var order []int
	for i, u := range c.s.Units {
		if u.Placement.Kind != PlaceSetup || u.Placement.Hex == "" {
			continue
		}
		k, ok := c.denseIndex(u.Placement.Hex)
		if !ok {
			continue
		}
		st := stacks[k]
		if st == nil {
			st = &stack{}
			stacks[k] = st
		}
		st.units = append(st.units, i)
		if len(st.units) > 1 {
			order = append(order, i)
		}
	}
	for _, i := range order {
		u := c.s.Units[i]
		k, _ := c.denseIndex(u.Placement.Hex)
		st := stacks[k]
		p := fmt.Sprintf("units[%d].placement.hex", i)
		first := c.s.Units[st.units[0]]
		if first.Side != u.Side {
			c.add(Error, "setup-enemy-stack", "6.3", p, unitObj(u.ID), "move one of them", "setup hex %s is also occupied by enemy unit %q", u.Placement.Hex, first.ID)
			continue
		}
		combat, cadres := 0, 0
		nats := map[string]bool{}
		for _, j := range st.units {
			if j > i {
				break
			}
			switch v := c.s.Units[j]; v.Type {
			case TypeLeader:
				// Stack free (16.9.2).
			case TypeCadre:
				cadres++
				nats[v.Nationality] = true
				combat++
			default:
				combat++
			}
		}
		if combat <= 1 || combat == 2 && cadres == 2 && len(nats) == 1 {
			continue
		}
		if u.Placement.Stacked || first.Placement.Stacked {
			c.add(Warning, "setup-stacked", "6.9", p, unitObj(u.ID), "one of the two must move in its side's first Movement Phase; say why in the placement note", "set up stacked with %q in hex %s as the rulebook prints it", first.ID, u.Placement.Hex)
			continue
		}
		c.add(Error, "setup-stacking", "6.9", p, unitObj(u.ID), "set it up in another hex; only a leader (16.9) or two Cadres (16.6.2) may share a hex; or, when the rulebook prints the stack, add stacked: true", "setup hex %s is already occupied by %q", u.Placement.Hex, first.ID)
	}
	for gi, g := range c.s.Map.Garrisons {
		k, ok := c.denseIndex(g.Hex)
		if !ok {
			continue
		}
		if st := stacks[k]; st != nil {
			for _, i := range st.units {
				if u := c.s.Units[i]; u.Side != g.Side && g.Side != "" {
					_ = gi
					c.add(Error, "setup-enemy-garrison", "9.4.4", fmt.Sprintf("units[%d].placement.hex", i), unitObj(u.ID), "an enemy garrison is destroyed when a unit enters its hex (9.4.4.4); move the unit", "setup hex %s holds an enemy garrison", g.Hex)
				}
			}
		}
	}
}

var optionalRE = regexp.MustCompile(`^16\.[1-9][0-9]?(\.[0-9]+)*$`)

// checkRulesAndVictory: optional rules are numbered 16.x (16.0); victory
// hexes lie on the map (15.0).
func (c *checker) checkRulesAndVictory() {
	seen := map[string]bool{}
	for i, o := range c.s.Optional {
		p := fmt.Sprintf("optional_rules[%d]", i)
		if !optionalRE.MatchString(o) {
			c.add(Error, "optional-rule", "16.0", p, fmt.Sprintf("optional rule %q", o), "optional rules are numbered 16.1 to 16.9 (and exclusive 16.10+)", "%q is not an optional rule number", o)
		}
		if seen[o] {
			c.add(Warning, "optional-rule-unique", "16.0", p, fmt.Sprintf("optional rule %q", o), "remove the duplicate", "optional rule is listed twice")
		}
		seen[o] = true
	}
	for i, r := range c.s.Special {
		if r.Kind == "" && strings.TrimSpace(r.Text) == "" {
			c.add(Warning, "special-rule-text", "format", fmt.Sprintf("special_rules[%d]", i), fmt.Sprintf("special rule %q", r.ID), "copy the rule's text from the exclusive rules", "special rule has no text")
		}
	}
	for i, v := range c.s.Victory {
		c.checkVictory(i, v)
	}
	if c.s.Campaign != nil {
		ids := map[string]bool{}
		for i, g := range c.s.Campaign.Games {
			if ids[g.Scenario] {
				c.add(Warning, "campaign-game-unique", "17.0", fmt.Sprintf("campaign.games[%d].scenario", i), fmt.Sprintf("scenario %q", g.Scenario), "list each battle once", "battle is listed twice in the campaign")
			}
			ids[g.Scenario] = true
		}
	}
}

// checkVictory: a victory condition's hexes lie on the map and its units
// exist; each kind has the fields it needs (15.0).
func (c *checker) checkVictory(i int, v Victory) {
	p := fmt.Sprintf("victory[%d]", i)
	rule := v.Number
	if rule == "" {
		rule = "15.0"
	}
	obj := fmt.Sprintf("victory condition %d", i+1)
	if d := strings.TrimSpace(v.Side + " " + v.Level); d != "" {
		obj += " (" + d + ")"
	}
	for j, code := range v.Hexes {
		c.hex(code, fmt.Sprintf("%s.hexes[%d]", p, j), hexObj(code), "victory hex", rule)
	}
	switch v.Kind {
	case VictoryMoraleZero, VictoryMoraleHigher, VictoryUnitExit:
		if v.Side == "" {
			c.add(Error, "victory-side", rule, p+".side", obj, "name the side that wins", "victory condition of kind %s names no side", v.Kind)
		}
	case VictoryCampaign:
		if c.s.Campaign == nil {
			c.add(Error, "victory-campaign", rule, p+".kind", obj, "add a campaign: block, or give the condition a kind that one game decides", "a campaign victory condition in a file that is not a campaign")
		}
	case VictoryCustom:
		c.add(Warning, "victory-custom", rule, p+".kind", obj, "give the condition a structured kind (morale_zero, morale_higher, unit_exit) where the text states it exactly", "victory condition is stated in words only; the engine does not evaluate it")
	}
	if v.Kind == VictoryUnitExit && len(v.Hexes) == 0 {
		c.add(Error, "victory-exit-hexes", rule, p+".hexes", obj, "list the hexes units leave the map through", "unit_exit names no exit hex")
	}
	if v.Kind == VictoryUnitExit && v.When == WhenEnd {
		c.add(Error, "victory-when", rule, p+".when", obj, "leaving the map is checked the moment it happens; remove when", "unit_exit is always immediate")
	}
	if v.Margin > 0 && v.Kind != VictoryMoraleHigher {
		c.add(Warning, "victory-margin", rule, p+".margin", obj, "margin is read only by morale_higher", "margin is set on a condition of kind %q", v.Kind)
	}
	for j, t := range v.Exclude {
		switch t {
		case TypeInfantry, TypeCavalry, TypeArtillery, TypeLeader, TypeDummy, TypeCadre, TypeTrain, TypeNaval:
		default:
			c.add(Error, "victory-exclude", rule, fmt.Sprintf("%s.exclude[%d]", p, j), obj, "use a unit type: infantry cavalry artillery leader dummy cadre train naval", "unknown unit type %q", t)
		}
	}
	for j, t := range v.Require {
		tp := fmt.Sprintf("%s.require[%d]", p, j)
		for k, code := range t.Hexes {
			c.hex(code, fmt.Sprintf("%s.hexes[%d]", tp, k), hexObj(code), "victory hex", rule)
		}
		for k, u := range t.Units {
			if _, ok := c.units[u]; !ok {
				c.add(Error, "victory-unit", rule, fmt.Sprintf("%s.units[%d]", tp, k), obj, hintOr(c.suggest(u, c.unitIDs()), "add the unit to units"), "victory condition names unknown unit %q", u)
			}
		}
		switch t.Kind {
		case TestOccupy, TestAdjacent:
			if len(t.Hexes) == 0 {
				c.add(Error, "victory-test-hexes", rule, tp+".hexes", obj, "list the hexes", "%s test names no hex", t.Kind)
			}
			if t.Side == "" {
				c.add(Error, "victory-test-side", rule, tp+".side", obj, "name the side whose units count", "%s test names no side", t.Kind)
			}
		case TestInPlay:
			if len(t.Units) == 0 {
				c.add(Error, "victory-test-units", rule, tp+".units", obj, "list the units", "in_play test names no unit")
			}
		}
	}
}

// checkCharts: the resolved charts are complete and consistent: the CRT has
// one row per die roll and one result per column, all defined (9.6); chart
// set matches the edition's result codes.
func (c *checker) checkCharts() {
	if c.cs == nil {
		return
	}
	set := c.s.Charts.Set
	if strings.HasPrefix(set, "n20-") && c.s.Edition != "" && set != "n20-"+c.s.Edition {
		c.add(Warning, "chart-edition", "9.6", "charts.set", fmt.Sprintf("chart set %q", set), "use n20-"+c.s.Edition+", or override the CRT", "chart set %q does not match edition %q (result codes differ between editions)", set, c.s.Edition)
	}
	if c.cs.CRT == nil {
		c.add(Warning, "crt-missing", "9.6", "charts", "CRT", "override charts.crt with the printed table", "the chart set has no Combat Results Table")
	} else {
		base := "charts.set" // a problem in the standard set itself
		if o := c.s.Charts.Overrides; o != nil && o.CRT != nil {
			base = "charts.overrides.crt"
		}
		c.checkCRT(c.cs.CRT, base)
	}
	seen := map[string]bool{}
	for i, t := range c.cs.Terrain {
		if seen[t.ID] {
			c.add(Error, "chart-terrain-unique", "9.4", fmt.Sprintf("charts.overrides.terrain[%d]", i), fmt.Sprintf("terrain %q", t.ID), "keep one definition per terrain id", "terrain type is defined twice")
		}
		seen[t.ID] = true
	}
	if c.s.Charts.Overrides != nil {
		for i, t := range c.s.Charts.Overrides.Terrain {
			if t.Combat == nil && t.Source == "" {
				c.add(Warning, "terrain-combat-unknown", "9.4", fmt.Sprintf("charts.overrides.terrain[%d]", i), fmt.Sprintf("terrain %q", t.ID), "enter the defender's benefit from the Terrain Effects Chart", "combat benefit is not given")
			}
		}
	}
}

var objPathRE = regexp.MustCompile(`^(units|deck\.cards|map\.entry_areas|tables|special_rules|sides|deployment)\[(\d+)\]`)

// objectFor names the object a field path belongs to.
func objectFor(s *Scenario, path string) string {
	m := objPathRE.FindStringSubmatch(path)
	if m == nil {
		return ""
	}
	i, _ := strconv.Atoi(m[2])
	switch m[1] {
	case "units":
		if i < len(s.Units) {
			return unitObj(s.Units[i].ID)
		}
	case "deck.cards":
		if i < len(s.Deck.Cards) {
			return cardObj(s.Deck.Cards[i])
		}
	case "map.entry_areas":
		if i < len(s.Map.EntryAreas) {
			return fmt.Sprintf("entry area %q", s.Map.EntryAreas[i].ID)
		}
	case "tables":
		if i < len(s.Tables) {
			return fmt.Sprintf("table %q", s.Tables[i].ID)
		}
	case "special_rules":
		if i < len(s.Special) {
			return fmt.Sprintf("special rule %q", s.Special[i].ID)
		}
	case "sides":
		if i < len(s.Sides) {
			return fmt.Sprintf("side %q", s.Sides[i].ID)
		}
	case "deployment":
		if i < len(s.Deployment) {
			return fmt.Sprintf("deployment zone %q", s.Deployment[i].ID)
		}
	}
	return ""
}

// suggest is didYouMean with a budget: a file with thousands of broken
// references still validates quickly (hints stop after the first 200).
func (c *checker) suggest(word string, candidates []string) string {
	if c.suggested >= 200 {
		return ""
	}
	c.suggested++
	return didYouMean(word, candidates)
}

// checkCRT checks a Combat Results Table (9.6): columns ascending, one row
// per die roll, one result per column, every result code defined.
func (c *checker) checkCRT(crt *CRT, base string) {
	if crt == nil {
		return
	}
	codes := map[string]bool{}
	for _, r := range crt.Results {
		codes[r.Code] = true
	}
	for i := 1; i < len(crt.Columns); i++ {
		if crt.Columns[i] <= crt.Columns[i-1] {
			c.add(Error, "crt-columns", "9.6", base+".columns", "CRT", "list differentials in ascending order, each once", "CRT columns are not ascending")
			break
		}
	}
	dice := map[int]bool{}
	for i, r := range crt.Rows {
		p := fmt.Sprintf("%s.rows[%d]", base, i)
		if dice[r.Die] {
			c.add(Error, "crt-rows", "9.6", p+".die", "CRT", "one row per die roll 1-6", "die roll %d has two rows", r.Die)
		}
		dice[r.Die] = true
		if len(r.Results) != len(crt.Columns) {
			c.add(Error, "crt-rows", "9.6", p+".results", "CRT", "one result per column", "row for die %d has %d results for %d columns", r.Die, len(r.Results), len(crt.Columns))
		}
		for j, code := range r.Results {
			if !codes[code] {
				c.add(Error, "crt-code", "9.6", fmt.Sprintf("%s.results[%d]", p, j), "CRT", "define it under results", "result code %q is not defined", code)
			}
		}
	}
}

func edgeNamed(name string) hex.Edge {
	switch name {
	case "north":
		return hex.North
	case "east":
		return hex.East
	case "south":
		return hex.South
	case "west":
		return hex.West
	}
	return 0
}

// cardObj names a card in a finding: "card 8", or "card \"Soult's March\""
// when the rulebook gives no number.
func cardObj(cd Card) string {
	if cd.Number == 0 {
		return fmt.Sprintf("card %q", cd.Label())
	}
	return "card " + strconv.Itoa(cd.Number)
}

func orWord(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}
