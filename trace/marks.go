package trace

import (
	"fmt"
	"math"
	"slices"
	"strconv"

	"github.com/aide-de-camp/adc/engine/hex"
)

// The markings a map prints for a scenario, read from the symbols round a
// hex's centre. The renderer (render.Renderer.objective, loc,
// drawEntryAreas, and the place names of drawTop) prints them at fixed
// places in the hex, in map units of a hex radius from its centre:
//
//   - an Objective (14.0): a ring in the side's colour about 0.76 out,
//     and a star near the north-east corner, about (0.56, -0.2);
//   - a LOC (6.12): a box in the side's colour left of the centre, from
//     -0.72 to about -0.15 across and 0.3 high, with "LOC" in it;
//   - an entry area (11.2): a ring in the side's colour 0.86 out at the
//     corners, and the area's id at (-0.45, 0);
//   - a place name: a line of text 0.62 below the centre.
//
// The detector does not match those shapes exactly: it looks for a ring of
// one colour anywhere between 0.55 and 0.83 out (a circle or a hexagon), a
// blob north-east of the centre, a filled box left of it and a line of
// text below it, each unlike the hex's terrain, so that another
// publisher's symbols at about the same places are read too.

// markFeatures is what the detector measures in one hex.
type markFeatures struct {
	terrain [3]float64 // the hex's ground colour (median of the south-inner part)
	ring    float64    // share of the directions round the hex with a deviation of one colour, less the same share inside
	ringCol [3]float64 // that colour
	star    float64    // share of the north-east blob unlike the terrain
	box     float64    // share of the box left of the centre unlike the terrain
	boxCol  [3]float64 // its dominant (not white) colour
	text    float64    // share of the band below the centre unlike the terrain
}

func dist3(a, b [3]float64) float64 {
	return math.Sqrt((a[0]-b[0])*(a[0]-b[0]) + (a[1]-b[1])*(a[1]-b[1]) + (a[2]-b[2])*(a[2]-b[2]))
}

func medianColour(cs [][3]float64) [3]float64 {
	var out [3]float64
	if len(cs) == 0 {
		return out
	}
	v := make([]float64, len(cs))
	for k := 0; k < 3; k++ {
		for i, c := range cs {
			v[i] = c[k]
		}
		out[k] = median(v)
	}
	return out
}

// measureMarks measures hex h's markings; ok is false when the hex is not
// wholly in the picture.
func measureMarks(p *picture, H Homography, h hex.Hex) (markFeatures, bool) {
	var f markFeatures
	c := Center(h)
	ok := true
	at := func(x, y float64) [3]float64 {
		q := H.Apply(Point{c.X + x, c.Y + y})
		r, g, b, in := p.rgbAt(q.X, q.Y)
		if !in {
			ok = false
		}
		return [3]float64{r, g, b}
	}
	// The ground: the south-inner part, clear of every symbol.
	var ground [][3]float64
	for a := 30.0; a <= 150; a += 10 {
		for r := 0.2; r <= 0.45; r += 0.05 {
			t := a * math.Pi / 180
			ground = append(ground, at(r*math.Cos(t), r*math.Sin(t)))
		}
	}
	if !ok {
		return f, false
	}
	T := medianColour(ground)
	f.terrain = T
	const far = 60.0
	// The ring: along each direction (but those of the hex number at the
	// top), the sample most unlike the ground between 0.55 and 0.83.
	var dev [][3]float64
	n := 0
	for a := 0.0; a < 360; a += 7.5 {
		if a > 225 && a < 315 {
			continue // the hex number, straight up (y points down)
		}
		n++
		t := a * math.Pi / 180
		best, bd := [3]float64{}, 0.0
		for r := 0.55; r <= 0.831; r += 0.02 {
			s := at(r*math.Cos(t), r*math.Sin(t))
			if d := dist3(s, T); d > bd {
				best, bd = s, d
			}
		}
		if bd > far {
			dev = append(dev, best)
		}
	}
	if len(dev) > 0 {
		M := medianColour(dev)
		like := 0
		for _, d := range dev {
			if dist3(d, M) < 50 {
				like++
			}
		}
		// The same colour inside (texture: tree crowns, hatching) is no ring.
		inner := 0
		for a := 0.0; a < 360; a += 7.5 {
			t := a * math.Pi / 180
			for _, r := range []float64{0.25, 0.35} {
				if dist3(at(r*math.Cos(t), r*math.Sin(t)), M) < 50 {
					inner++
				}
			}
		}
		f.ring = float64(like)/float64(n) - float64(inner)/96
		f.ringCol = M
	}
	// The star: a disc of 0.1 about (0.53, -0.22).
	k, m := 0, 0
	for dy := -0.1; dy <= 0.101; dy += 0.04 {
		for dx := -0.1; dx <= 0.101; dx += 0.04 {
			if dx*dx+dy*dy <= 0.0101 {
				m++
				if dist3(at(0.53+dx, -0.22+dy), T) > far {
					k++
				}
			}
		}
	}
	f.star = float64(k) / float64(m)
	// The box: -0.62 to -0.3 across, -0.08 to 0.08 down.
	var boxDev [][3]float64
	m = 0
	for y := -0.08; y <= 0.081; y += 0.04 {
		for x := -0.62; x <= -0.299; x += 0.04 {
			m++
			s := at(x, y)
			if dist3(s, T) > far {
				boxDev = append(boxDev, s)
			}
		}
	}
	f.box = float64(len(boxDev)) / float64(m)
	var dark [][3]float64
	for _, s := range boxDev {
		if s[0]+s[1]+s[2] < 3*200 {
			dark = append(dark, s)
		}
	}
	f.boxCol = medianColour(dark)
	// The text: 0.52 to 0.66 down, 0.08 to 0.22 either side of the middle
	// (a road to the south runs down the middle).
	k, m = 0, 0
	for y := 0.52; y <= 0.661; y += 0.035 {
		for _, x := range []float64{-0.22, -0.185, -0.15, -0.115, -0.08, 0.08, 0.115, 0.15, 0.185, 0.22} {
			m++
			if dist3(at(x, y), T) > 45 {
				k++
			}
		}
	}
	f.text = float64(k) / float64(m)
	return f, ok
}

// The kinds of marking.
const (
	MarkObjective = "objective"
	MarkLOC       = "loc"
	MarkEntry     = "entry"
	MarkPlace     = "place"
)

// Mark is a marking found in one hex.
type Mark struct {
	Hex        string
	Kind       string // MarkObjective, MarkLOC, MarkEntry or MarkPlace
	Group      int    // its MarkGroup
	Area       string // an entry area's id (A, B... in the order found)
	Confidence float64
}

// MarkGroup is a set of markings of one kind printed in one colour: the
// designer names its side once, looking at its example (its surest mark).
type MarkGroup struct {
	ID                  int
	Kind                string
	Marks               int
	Colour              string
	Example             string
	Suggested           string // the side whose colour is nearest, for kinds with a side
	SuggestedConfidence float64
	colour              [3]float64
}

// sided reports whether markings of kind belong to a side.
func sided(kind string) bool { return kind != MarkPlace }

// markAt is one hex's reading.
type markAt struct {
	h      hex.Hex
	kind   string
	conf   float64
	colour [3]float64
	ground [3]float64
}

func ramp(v, lo, hi float64) float64 { return math.Max(0, math.Min(1, (v-lo)/(hi-lo))) }

// classify turns one hex's measures into its markings (a place name may
// share a hex with another marking).
func classify(h hex.Hex, f markFeatures, edge bool) []markAt {
	var out []markAt
	sat := func(c [3]float64) float64 {
		return math.Max(c[0], math.Max(c[1], c[2])) - math.Min(c[0], math.Min(c[1], c[2]))
	}
	switch {
	case f.ring >= 0.45 && f.star >= 0.5:
		out = append(out, markAt{h: h, kind: MarkObjective, conf: math.Min(ramp(f.ring, 0.3, 0.6), ramp(f.star, 0.3, 0.7)), colour: f.ringCol})
	case f.ring >= 0.45 && edge:
		out = append(out, markAt{h: h, kind: MarkEntry, conf: ramp(f.ring, 0.3, 0.75), colour: f.ringCol})
	case f.ring >= 0.6:
		// A ring without a star inside the map: an Objective printed
		// without its star, or something else; the designer decides.
		out = append(out, markAt{h: h, kind: MarkObjective, conf: 0.5 * ramp(f.ring, 0.45, 0.9), colour: f.ringCol})
	}
	if f.box >= 0.45 && sat(f.boxCol) >= 35 && (f.box >= 0.7 || f.ring < 0.45) {
		out = append(out, markAt{h: h, kind: MarkLOC, conf: ramp(f.box, 0.4, 0.75), colour: f.boxCol})
	}
	if f.text >= 0.35 {
		out = append(out, markAt{h: h, kind: MarkPlace, conf: ramp(f.text, 0.25, 0.5)})
	}
	for i := range out {
		out[i].ground = f.terrain
	}
	return out
}

// findMarks reads the markings of every hex of g, groups them by kind and
// side and suggests each group's side from sides (the chart set's side
// colours). Entry-area hexes next to each other along an edge, of one
// group, make one area; a single edge hex between two of an area's hexes
// is added to it, less sure (a ring on dark ground reads poorly).
func findMarks(p *picture, g hex.Grid, H Homography, sides []SideColour) ([]MarkGroup, []Mark) {
	var found []markAt
	for _, h := range g.Hexes() {
		f, ok := measureMarks(p, H, h)
		if !ok {
			continue
		}
		found = append(found, classify(h, f, g.Edges(h) != 0)...)
	}
	// Groups: by kind and the nearest side colour.
	type key struct{ kind, side string }
	idx := map[key]int{}
	var groups []MarkGroup
	var marks []Mark
	sums := map[int][4]float64{}
	best := map[int]float64{} // the confidence of each group's example
	for _, m := range found {
		side, conf := "", 1.0
		if sided(m.kind) {
			side, conf = nearestSide(m.colour, m.ground, sides)
		}
		k := key{m.kind, side}
		id, ok := idx[k]
		if !ok {
			id = len(groups) + 1
			idx[k] = id
			groups = append(groups, MarkGroup{ID: id, Kind: m.kind, Suggested: side, Example: g.Code(m.h)})
		}
		gr := &groups[id-1]
		if gr.Marks == 0 || m.conf > best[id] {
			gr.Example, best[id] = g.Code(m.h), m.conf
		}
		gr.Marks++
		s := sums[id]
		s[0], s[1], s[2], s[3] = s[0]+m.colour[0], s[1]+m.colour[1], s[2]+m.colour[2], s[3]+conf
		sums[id] = s
		marks = append(marks, Mark{Hex: g.Code(m.h), Kind: m.kind, Group: id, Confidence: round3(m.conf)})
	}
	for i := range groups {
		s := sums[groups[i].ID]
		n := float64(groups[i].Marks)
		groups[i].colour = [3]float64{s[0] / n, s[1] / n, s[2] / n}
		if sided(groups[i].Kind) {
			groups[i].Colour = colourCode(groups[i].colour)
			if groups[i].Suggested != "" {
				groups[i].SuggestedConfidence = round3(s[3] / n)
			}
		}
	}
	marks = entryAreas(g, marks)
	return groups, marks
}

func colourCode(c [3]float64) string {
	return fmt.Sprintf("#%02X%02X%02X", clamp8(c[0]), clamp8(c[1]), clamp8(c[2]))
}

// nearestSide returns the side whose colour c is nearest, printed solid or
// over the ground half see-through (the renderer's entry areas), with how
// much nearer it is than the next side.
func nearestSide(c, ground [3]float64, sides []SideColour) (string, float64) {
	best, bd, second := "", math.Inf(1), math.Inf(1)
	for _, s := range sides {
		sc := [3]float64{float64(s.Colour[0]), float64(s.Colour[1]), float64(s.Colour[2])}
		var mix [3]float64
		for k := range mix {
			mix[k] = 0.6*sc[k] + 0.4*ground[k]
		}
		d := math.Min(dist3(c, sc), dist3(c, mix))
		switch {
		case d < bd:
			best, bd, second = s.ID, d, bd
		case d < second:
			second = d
		}
	}
	if best == "" {
		return "", 0
	}
	if math.IsInf(second, 1) {
		return best, 0.5
	}
	return best, math.Max(0, math.Min(1, 1-bd/second))
}

// entryAreas names the entry areas: the entry hexes of one group that
// follow each other along one edge of the map make one area, A, B, ... in
// the order of the map's hexes; a single edge hex missing between two of
// an area's hexes is added at half the lesser confidence of the two.
func entryAreas(g hex.Grid, marks []Mark) []Mark {
	at := map[string]int{}
	for i, m := range marks {
		if m.Kind == MarkEntry {
			at[m.Hex] = i
		}
	}
	// Fill single gaps along the edge.
	for _, m := range slices.Clone(marks) {
		if m.Kind != MarkEntry {
			continue
		}
		h, _ := g.Parse(m.Hex)
		for _, gap := range h.Neighbours() {
			if !g.Contains(gap) || g.Edges(gap) == 0 {
				continue
			}
			if _, ok := at[g.Code(gap)]; ok {
				continue
			}
			for _, far := range gap.Neighbours() {
				j, ok := at[g.Code(far)]
				if !ok || far == h || far.Distance(h) != 2 || marks[j].Group != m.Group || g.Edges(far)&g.Edges(h) == 0 {
					continue
				}
				if _, done := at[g.Code(gap)]; done {
					break
				}
				at[g.Code(gap)] = len(marks)
				marks = append(marks, Mark{Hex: g.Code(gap), Kind: MarkEntry, Group: m.Group, Confidence: round3(0.5 * math.Min(m.Confidence, marks[j].Confidence))})
			}
		}
	}
	// Areas: connected runs of one group.
	area := map[string]string{}
	next := 0
	for _, h := range g.Hexes() {
		i, ok := at[g.Code(h)]
		if !ok || area[g.Code(h)] != "" {
			continue
		}
		id := areaID(next)
		next++
		stack := []hex.Hex{h}
		area[g.Code(h)] = id
		for len(stack) > 0 {
			x := stack[len(stack)-1]
			stack = stack[:len(stack)-1]
			for _, n := range x.Neighbours() {
				j, ok := at[g.Code(n)]
				if ok && g.Contains(n) && area[g.Code(n)] == "" && marks[j].Group == marks[i].Group {
					area[g.Code(n)] = id
					stack = append(stack, n)
				}
			}
		}
	}
	for i := range marks {
		if marks[i].Kind == MarkEntry {
			marks[i].Area = area[marks[i].Hex]
		}
	}
	return marks
}

// areaID is A, B, ... Z, then A2, B2...
func areaID(i int) string {
	id := string(rune('A' + i%26))
	if i >= 26 {
		id += strconv.Itoa(i/26 + 1)
	}
	return id
}
