package trace

import (
	"fmt"
	"math"
	"sort"

	"github.com/aide-de-camp/adc/engine/hex"
)

// SideGuess is a hexside printed differently from a plain grid line: a
// river, a slope or another feature, grouped with the sides printed alike.
type SideGuess struct {
	Between [2]string // the two hexes, lower number first
	Cluster int       // the SideCluster it belongs to
	// Uphill is the hex on the side of the hachures, when the side has
	// hachures on one side only (a slope's uphill hex is the other one).
	Uphill     string
	Confidence float64
}

// SideCluster is a group of hexsides printed alike.
type SideCluster struct {
	ID      int
	Sides   int
	Colour  string  // the line's typical colour, "#RRGGBB"
	Width   float64 // the line's width, in hex radii
	Hachure bool    // lines across the side on one side of it
	Example [2]string
	// Suggested is the chart set's hexside type nearest in colour and
	// look, with how sure the suggestion is.
	Suggested           string
	SuggestedConfidence float64
}

// RoadGuess is a road: hexes joined centre to centre by a printed line.
type RoadGuess struct {
	Hexes      []string
	Confidence float64 // the weakest link's
}

// sideStats reads one hexside: the colour along it (a strip a few pixels
// wide), how wide the strip that differs from both hexes is, and how much
// of a band on each side is covered by short lines across it.
type sideStats struct {
	core         [3]float64 // median colour on the side
	diff         float64    // how far core is from the nearer hex's colour, relative
	width        float64    // the width of the line, in hex radii
	hachA, hachB float64    // share of the band inside a (b) that differs from a (b)
	a, b         hex.Hex
	ok           bool
}

func relDiff(c, ref [3]float64) float64 {
	s := ref[0] + ref[1] + ref[2] + 3
	return (math.Abs(c[0]-ref[0]) + math.Abs(c[1]-ref[1]) + math.Abs(c[2]-ref[2])) / s
}

// textBox reports whether the map point q falls on h's printed number.
func textBox(h hex.Hex, q Point) bool {
	c := Center(h)
	return math.Abs(q.X-c.X) < 0.4 && q.Y-c.Y > -0.8 && q.Y-c.Y < -0.48
}

// ringLike reports whether c is the colour of a ring printed in the hex
// (an entry area's or an Objective's, ring its colour; ok false when the
// hex has none), or a blend of it with the hex's ground or with the white
// of its halo: pixels the ring explains, not a hexside's.
func ringLike(c, ring, ground [3]float64, ok bool) bool {
	if !ok {
		return false
	}
	for _, from := range [][3]float64{ground, {255, 255, 255}} {
		// The distance from c to the segment from -> ring.
		var dd, dc float64
		for k := range c {
			dd += (ring[k] - from[k]) * (ring[k] - from[k])
			dc += (c[k] - from[k]) * (ring[k] - from[k])
		}
		t := 1.0
		if dd > 0 {
			t = math.Max(0, math.Min(1, dc/dd))
		}
		var e float64
		for k := range c {
			v := from[k] + t*(ring[k]-from[k]) - c[k]
			e += v * v
		}
		if math.Sqrt(e) < 30 {
			return true
		}
	}
	return false
}

// readSide reads the side between a and b (grounds ca and cb); rings
// gives the colour of the ring printed in a hex, if any, whose pixels
// are not counted as the side's.
func readSide(p *picture, H Homography, a, b hex.Hex, ca, cb [3]float64, rings map[hex.Hex][3]float64) sideStats {
	st := sideStats{a: a, b: b}
	ra, okA := rings[a]
	rb, okB := rings[b]
	ringy := func(c [3]float64) bool { return ringLike(c, ra, ca, okA) || ringLike(c, rb, cb, okB) }
	d, _ := a.DirTo(b)
	e0, e1 := SideCorners(a, d)
	// Unit normal from a to b, in map units.
	pa, pb := Center(a), Center(b)
	nx, ny := pb.X-pa.X, pb.Y-pa.Y
	nl := math.Hypot(nx, ny)
	nx, ny = nx/nl, ny/nl
	at := func(t, o float64) ([3]float64, bool) {
		q := Point{e0.X + (e1.X-e0.X)*t + nx*o, e0.Y + (e1.Y-e0.Y)*t + ny*o}
		if textBox(a, q) || textBox(b, q) {
			return [3]float64{}, false
		}
		v := H.Apply(q)
		r, g, bb, ok := p.rgbAt(v.X, v.Y)
		return [3]float64{r, g, bb}, ok
	}
	var rs, gs, bs []float64
	// Width: at offsets out to 0.14, the share of samples unlike both
	// hexes.
	var unlike [15]int
	var seen [15]int
	for t := 0.2; t <= 0.81; t += 0.05 {
		for i := -7; i <= 7; i++ {
			o := float64(i) * 0.02
			c, ok := at(t, o)
			if !ok {
				continue
			}
			seen[i+7]++
			if relDiff(c, ca) > 0.12 && relDiff(c, cb) > 0.12 && !ringy(c) {
				unlike[i+7]++
			}
			if i >= -1 && i <= 1 {
				rs, gs, bs = append(rs, c[0]), append(gs, c[1]), append(bs, c[2])
			}
		}
	}
	if len(rs) < 6 {
		return st
	}
	st.core = [3]float64{median(rs), median(gs), median(bs)}
	st.diff = math.Min(relDiff(st.core, ca), relDiff(st.core, cb))
	for i := range unlike {
		if seen[i] > 0 && float64(unlike[i]) > 0.6*float64(seen[i]) {
			st.width += 0.02
		}
	}
	// Hachures: a band inside each hex along the side, beyond the line.
	b0 := math.Max(0.09, st.width/2+0.04)
	band := func(sign float64, ref [3]float64) float64 {
		n, k := 0, 0
		for t := 0.08; t <= 0.93; t += 0.015 {
			for _, o := range []float64{b0, b0 + 0.03, b0 + 0.06} {
				c, ok := at(t, sign*o)
				if !ok {
					continue
				}
				n++
				if relDiff(c, ref) > 0.15 && !ringy(c) {
					k++
				}
			}
		}
		if n == 0 {
			return 0
		}
		return float64(k) / float64(n)
	}
	st.hachA = band(-1, ca)
	st.hachB = band(1, cb)
	if math.Min(st.hachA, st.hachB) >= 0.5 {
		// Both bands covered: symbols or rings either side, not a
		// slope's hachures, which lie on one side only.
		st.hachA, st.hachB = 0, 0
	}
	st.ok = true
	return st
}

// findSides reads every hexside between two map hexes and groups those
// printed unlike a plain grid line. rings gives the colour of the ring
// printed in each hex with an entry area's or an Objective's ring: the
// ring's pixels near a side are not the side's.
func findSides(p *picture, g hex.Grid, H Homography, interior map[hex.Hex][3]float64, palette []SideColour, rings map[hex.Hex][3]float64) ([]SideCluster, []SideGuess) {
	type cand struct {
		st sideStats
		f  [4]float64
	}
	var cs []cand
	for _, a := range g.Hexes() {
		for _, d := range []hex.Dir{hex.NE, hex.SE, hex.S} {
			b := a.Neighbour(d)
			if !g.Contains(b) {
				continue
			}
			ca, okA := interior[a]
			cb, okB := interior[b]
			if !okA || !okB {
				continue
			}
			st := readSide(p, H, a, b, ca, cb, rings)
			if !st.ok {
				continue
			}
			hach := math.Abs(st.hachA - st.hachB)
			// A plain grid line is thin, grey and alike either side.
			if st.diff < 0.2 && st.width < 0.05 && hach < 0.08 {
				continue
			}
			s := st.core[0] + st.core[1] + st.core[2] + 3
			cs = append(cs, cand{st, [4]float64{(st.core[0] + 1) / s / 0.015, (st.core[1] + 1) / s / 0.015, st.width / 0.03, hach / 0.06}})
		}
	}
	// Leader clustering with a gap of 3, then k-means.
	var cent [][4]float64
	near := func(f [4]float64) (int, float64, float64) {
		k, d1, d2 := -1, math.Inf(1), math.Inf(1)
		for i, c := range cent {
			var s float64
			for j := range f {
				s += (f[j] - c[j]) * (f[j] - c[j])
			}
			d := math.Sqrt(s)
			switch {
			case d < d1:
				k, d1, d2 = i, d, d1
			case d < d2:
				d2 = d
			}
		}
		return k, d1, d2
	}
	for _, c := range cs {
		if k, d, _ := near(c.f); k < 0 || d > clusterGap {
			cent = append(cent, c.f)
		}
	}
	for round := 0; round < 6; round++ {
		sum := make([][4]float64, len(cent))
		n := make([]int, len(cent))
		for _, c := range cs {
			k, _, _ := near(c.f)
			n[k]++
			for j := range c.f {
				sum[k][j] += c.f[j]
			}
		}
		var next [][4]float64
		for k := range cent {
			if n[k] > 0 {
				for j := range sum[k] {
					sum[k][j] /= float64(n[k])
				}
				next = append(next, sum[k])
			}
		}
		cent = next
	}
	sizes := make([]int, len(cent))
	assign := make([]int, len(cs))
	conf := make([]float64, len(cs))
	for i, c := range cs {
		k, d1, d2 := near(c.f)
		assign[i] = k
		sizes[k]++
		// Sides barely unlike a plain line are less sure.
		strength := math.Min(1, math.Max(c.st.diff/0.3, math.Max(c.st.width/0.08, math.Abs(c.st.hachA-c.st.hachB)/0.12)))
		conf[i] = confidence(d1, d2) * (0.5 + 0.5*strength)
	}
	order := make([]int, len(cent))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return sizes[order[a]] > sizes[order[b]] })
	id := make([]int, len(cent))
	for n, k := range order {
		id[k] = n + 1
	}
	var clusters []SideCluster
	for _, k := range order {
		var rs, gs, bs, ws, hs []float64
		bestI, bd := -1, math.Inf(1)
		for i, c := range cs {
			if assign[i] != k {
				continue
			}
			rs, gs, bs = append(rs, c.st.core[0]), append(gs, c.st.core[1]), append(bs, c.st.core[2])
			ws = append(ws, c.st.width)
			hs = append(hs, math.Abs(c.st.hachA-c.st.hachB))
			var s float64
			for j := range c.f {
				s += (c.f[j] - cent[k][j]) * (c.f[j] - cent[k][j])
			}
			if s < bd {
				bestI, bd = i, s
			}
		}
		col := [3]float64{median(rs), median(gs), median(bs)}
		sc := SideCluster{ID: id[k], Sides: sizes[k], Width: math.Round(median(ws)*100) / 100, Hachure: median(hs) > 0.06,
			Colour:  fmt.Sprintf("#%02X%02X%02X", clamp8(col[0]), clamp8(col[1]), clamp8(col[2])),
			Example: sideCodes(g, cs[bestI].st.a, cs[bestI].st.b)}
		sc.Suggested, sc.SuggestedConfidence = suggestSide(col, sc.Width, sc.Hachure, palette)
		clusters = append(clusters, sc)
	}
	var out []SideGuess
	for i, c := range cs {
		sg := SideGuess{Between: sideCodes(g, c.st.a, c.st.b), Cluster: id[assign[i]], Confidence: math.Round(conf[i]*1000) / 1000}
		if d := c.st.hachA - c.st.hachB; math.Abs(d) > 0.06 {
			// Hachures point downhill from the side: they lie in the
			// lower hex.
			if d > 0 {
				sg.Uphill = g.Code(c.st.b)
			} else {
				sg.Uphill = g.Code(c.st.a)
			}
		}
		out = append(out, sg)
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Between[0] != out[j].Between[0] {
			return out[i].Between[0] < out[j].Between[0]
		}
		return out[i].Between[1] < out[j].Between[1]
	})
	return clusters, out
}

func sideCodes(g hex.Grid, a, b hex.Hex) [2]string {
	x, y := g.Code(a), g.Code(b)
	if y < x {
		x, y = y, x
	}
	return [2]string{x, y}
}

// SideColour is a hexside type of the chart set and its printed colour.
type SideColour struct {
	ID     string
	Colour [3]uint8
}

// suggestSide names the chart set's hexside type nearest in colour; a
// line with hachures suggests the slope types first.
func suggestSide(col [3]float64, width float64, hach bool, palette []SideColour) (string, float64) {
	if width < 0.05 && !hach {
		// As thin as the grid: a grid line between two terrains, whatever
		// its colour.
		return "", 0
	}
	var tc []TerrainColour
	for _, s := range palette {
		slope := s.ID == "slope" || s.ID == "steep_slope"
		if slope != hach {
			continue
		}
		tc = append(tc, TerrainColour(s))
	}
	if len(tc) == 0 {
		return "", 0
	}
	name, c := suggestStrict(col, tc)
	// Rivers: the wide line is the major river.
	if name == "minor_river" || name == "major_river" {
		if width >= 0.15 {
			name = "major_river"
		} else {
			name = "minor_river"
		}
	}
	return name, c
}

// findRoads reads each line between two neighbouring map hexes' centres:
// a road is a stroke along it unlike the ground either side of it.
func findRoads(p *picture, g hex.Grid, H Homography) []RoadGuess {
	type link struct {
		a, b hex.Hex
		c    float64
	}
	var links []link
	for _, a := range g.Hexes() {
		for _, d := range []hex.Dir{hex.NE, hex.SE, hex.S} {
			b := a.Neighbour(d)
			if !g.Contains(b) {
				continue
			}
			if f := roadness(p, H, a, b); f >= 0.7 {
				links = append(links, link{a, b, math.Min(1, 0.5+(f-0.7)/0.6)})
			}
		}
	}
	// Chain the links into roads: start at hexes with one link (or any,
	// for loops), follow while the path goes on through hexes of two.
	adj := map[hex.Hex][]int{}
	for i, l := range links {
		adj[l.a] = append(adj[l.a], i)
		adj[l.b] = append(adj[l.b], i)
	}
	used := make([]bool, len(links))
	var roads []RoadGuess
	walk := func(start hex.Hex, first int) {
		r := RoadGuess{Hexes: []string{g.Code(start)}, Confidence: 1}
		cur, li := start, first
		for li >= 0 && !used[li] {
			used[li] = true
			l := links[li]
			next := l.b
			if next == cur {
				next = l.a
			}
			r.Hexes = append(r.Hexes, g.Code(next))
			r.Confidence = math.Min(r.Confidence, l.c)
			cur, li = next, -1
			if len(adj[cur]) == 2 {
				for _, k := range adj[cur] {
					if !used[k] {
						li = k
					}
				}
			}
		}
		r.Confidence = math.Round(r.Confidence*1000) / 1000
		roads = append(roads, r)
	}
	for _, h := range g.Hexes() {
		if len(adj[h]) != 2 {
			for _, k := range adj[h] {
				if !used[k] {
					walk(h, k)
				}
			}
		}
	}
	for _, h := range g.Hexes() {
		for _, k := range adj[h] {
			if !used[k] {
				walk(h, k)
			}
		}
	}
	return roads
}

// roadness is the share of points along the line from a's centre to b's
// (away from the hexside and the printed numbers) that differ from the
// ground a fifth of a hex to either side.
func roadness(p *picture, H Homography, a, b hex.Hex) float64 {
	pa, pb := Center(a), Center(b)
	dx, dy := pb.X-pa.X, pb.Y-pa.Y
	l := math.Hypot(dx, dy)
	nx, ny := -dy/l, dx/l
	get := func(q Point) ([3]float64, bool) {
		v := H.Apply(q)
		r, g, bb, ok := p.rgbAt(v.X, v.Y)
		return [3]float64{r, g, bb}, ok
	}
	n, k := 0, 0
	for t := 0.1; t <= 0.9; t += 0.02 {
		if t > 0.3 && t < 0.7 {
			continue
		}
		q := Point{pa.X + dx*t, pa.Y + dy*t}
		if textBox(a, q) || textBox(b, q) {
			continue
		}
		c, ok1 := get(q)
		l1, ok2 := get(Point{q.X + nx*0.22, q.Y + ny*0.22})
		r1, ok3 := get(Point{q.X - nx*0.22, q.Y - ny*0.22})
		if !ok1 || !ok2 || !ok3 {
			continue
		}
		n++
		if relDiff(c, l1) > 0.2 && relDiff(c, r1) > 0.2 {
			k++
		}
	}
	if n < 8 {
		return 0
	}
	return float64(k) / float64(n)
}
