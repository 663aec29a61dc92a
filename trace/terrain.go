package trace

import (
	"fmt"
	"math"
	"slices"
	"sort"

	"github.com/aide-de-camp/adc/engine/hex"
)

// TerrainColour is a terrain of the chart set and the colour it is
// printed in, for suggesting a name for each cluster.
type TerrainColour struct {
	ID     string
	Colour [3]uint8
}

// Cluster is a group of hexes printed alike.
type Cluster struct {
	ID int
	// Hexes is how many map hexes are in the cluster.
	Hexes int
	// Colour is the cluster's typical printed colour, "#RRGGBB".
	Colour string
	// Example is the hex most typical of the cluster: the one to look at
	// when naming it.
	Example string
	// Suggested is the chart set's terrain whose colour is nearest, with
	// how sure the suggestion is (0-1); "" when the chart set gives no
	// colours.
	Suggested           string
	SuggestedConfidence float64
}

// HexGuess is one hex's cluster and how sure the assignment is (0-1).
type HexGuess struct {
	Hex        string
	Cluster    int
	Confidence float64
}

// Terrain is the terrain proposal: clusters and each hex's.
type Terrain struct {
	Clusters []Cluster
	Hexes    []HexGuess // in the grid's hex order
}

// features of one hex's interior, scaled so that a distance of about
// clusterGap separates two printed terrains.
type features [4]float64

const (
	chromaScale = 1 / 0.01 // r/(r+g+b) and g/(r+g+b)
	lightScale  = 1 / 0.08 // log brightness, after the lighting is evened out
	darkScale   = 1 / 0.08 // share of pixels clearly darker than the hex's median
	clusterGap  = 3.0
)

type hexSample struct {
	h    hex.Hex
	code string
	at   Point      // centre in the picture
	rgb  [3]float64 // per-channel median
	logB float64
	dark float64
	f    features
	ok   bool
}

// sampleHex reads a hex's interior in six wedges pointing at its corners:
// away from the sides (rivers, slopes), from the lines to the neighbours'
// centres (roads) and from the printed number at the top.
func sampleHex(p *picture, H Homography, h hex.Hex) hexSample {
	c := Center(h)
	s := hexSample{h: h, at: H.Apply(c)}
	var rs, gs, bs, ls []float64
	for w := 0; w < 6; w++ {
		for da := -15.0; da <= 15; da += 5 {
			a := (float64(w)*60 + da) * math.Pi / 180
			for rad := 0.2; rad <= 0.61; rad += 0.05 {
				x, y := rad*math.Cos(a), rad*math.Sin(a)
				if y < -0.4 && math.Abs(x) < 0.42 {
					continue // the hex number
				}
				q := H.Apply(Point{c.X + x, c.Y + y})
				r, g, b, ok := p.rgbAt(q.X, q.Y)
				if !ok {
					return s
				}
				rs, gs, bs = append(rs, r), append(gs, g), append(bs, b)
				ls = append(ls, r+g+b)
			}
		}
	}
	s.rgb = [3]float64{median(rs), median(gs), median(bs)}
	mb := median(ls)
	dark := 0
	for _, l := range ls {
		if l < 0.85*mb {
			dark++
		}
	}
	sum := s.rgb[0] + s.rgb[1] + s.rgb[2] + 3
	s.logB = math.Log(sum)
	s.dark = float64(dark) / float64(len(ls))
	s.f = features{(s.rgb[0] + 1) / sum * chromaScale, (s.rgb[1] + 1) / sum * chromaScale, 0, s.dark * darkScale}
	s.ok = true
	return s
}

// clusterTerrain groups the map's hexes by how their interiors are
// printed (colour, brightness with the lighting evened out, texture) and
// suggests a terrain for each group from palette. It also returns each
// hex's interior colour.
func clusterTerrain(p *picture, g hex.Grid, H Homography, palette []TerrainColour) (Terrain, map[hex.Hex][3]float64) {
	var ss []hexSample
	for _, h := range g.Hexes() {
		s := sampleHex(p, H, h)
		s.code = g.Code(h)
		ss = append(ss, s)
	}
	var ok []*hexSample
	interior := map[hex.Hex][3]float64{}
	for i := range ss {
		if ss[i].ok {
			ok = append(ok, &ss[i])
			interior[ss[i].h] = ss[i].rgb
		}
	}
	// First by colour and texture alone; the largest group then shows how
	// the lighting varies over the picture.
	cent := cluster(ok)
	surf := lightSurface(ok, cent)
	for _, s := range ok {
		s.f[2] = (s.logB - surf(s.at)) * lightScale
	}
	cent = cluster(ok)

	// Assign, with confidences.
	res := Terrain{}
	sizes := make([]int, len(cent))
	conf := make([]float64, len(ss))
	assign := make([]int, len(ss))
	for i := range ss {
		if !ss[i].ok {
			assign[i] = -1
			continue
		}
		d1, d2, k := nearest2(ss[i].f, cent)
		assign[i] = k
		sizes[k]++
		conf[i] = confidence(d1, d2)
	}
	// Clusters by size, largest first, numbered from 1.
	order := make([]int, len(cent))
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return sizes[order[a]] > sizes[order[b]] })
	id := make([]int, len(cent))
	for n, k := range order {
		id[k] = n + 1
	}
	for _, k := range order {
		if sizes[k] == 0 {
			continue
		}
		// The typical hex: nearest the centroid; the colour: the members'
		// median, brought to the picture's mean lighting.
		best, bd := "", math.Inf(1)
		var rs, gs, bs []float64
		for i := range ss {
			if assign[i] != k {
				continue
			}
			if d := dist(ss[i].f, cent[k]); d < bd {
				best, bd = ss[i].code, d
			}
			rs, gs, bs = append(rs, ss[i].rgb[0]), append(gs, ss[i].rgb[1]), append(bs, ss[i].rgb[2])
		}
		col := [3]float64{median(rs), median(gs), median(bs)}
		cl := Cluster{ID: id[k], Hexes: sizes[k], Example: best,
			Colour: fmt.Sprintf("#%02X%02X%02X", clamp8(col[0]), clamp8(col[1]), clamp8(col[2]))}
		cl.Suggested, cl.SuggestedConfidence = suggest(col, palette)
		res.Clusters = append(res.Clusters, cl)
	}
	for i := range ss {
		gsx := HexGuess{Hex: ss[i].code}
		if assign[i] >= 0 {
			gsx.Cluster = id[assign[i]]
			gsx.Confidence = math.Round(conf[i]*1000) / 1000
		}
		res.Hexes = append(res.Hexes, gsx)
	}
	return res, interior
}

func clamp8(v float64) uint8 { return uint8(math.Max(0, math.Min(255, math.Round(v)))) }

func dist(a, b features) float64 {
	var s float64
	for i := range a {
		s += (a[i] - b[i]) * (a[i] - b[i])
	}
	return math.Sqrt(s)
}

func nearest2(f features, cent []features) (d1, d2 float64, k int) {
	d1, d2 = math.Inf(1), math.Inf(1)
	for i, c := range cent {
		d := dist(f, c)
		switch {
		case d < d1:
			d1, d2, k = d, d1, i
		case d < d2:
			d2 = d
		}
	}
	return
}

// confidence turns the distances to the nearest and second-nearest
// cluster into a confidence: near 1 when the hex sits well inside its
// cluster and far from any other, 0.5 when it is half-way between two, and
// lower for a hex unlike any cluster (a printed symbol, a smudge).
func confidence(d1, d2 float64) float64 {
	m := d2 - d1
	c := 1 - 0.5*math.Exp(-(m/1.2)*(m/1.2))
	if math.IsInf(d2, 1) {
		c = 1
	}
	if d1 > 1.2 {
		c *= math.Exp(-(d1 - 1.2) * (d1 - 1.2) / 2)
	}
	return c
}

// cluster groups the samples: each joins the nearest group within
// clusterGap or starts a new one; a few rounds of k-means then settle the
// groups, and groups closer than the gap merge.
func cluster(ss []*hexSample) []features {
	var cent []features
	var cnt []int
	for _, s := range ss {
		d1, _, k := nearest2(s.f, cent)
		if len(cent) == 0 || d1 > clusterGap {
			cent = append(cent, s.f)
			cnt = append(cnt, 1)
			continue
		}
		cnt[k]++
		for i := range cent[k] {
			cent[k][i] += (s.f[i] - cent[k][i]) / float64(cnt[k])
		}
	}
	for round := 0; round < 8; round++ {
		sum := make([]features, len(cent))
		n := make([]int, len(cent))
		for _, s := range ss {
			_, _, k := nearest2(s.f, cent)
			n[k]++
			for i := range s.f {
				sum[k][i] += s.f[i]
			}
		}
		var next []features
		for k := range cent {
			if n[k] == 0 {
				continue
			}
			for i := range sum[k] {
				sum[k][i] /= float64(n[k])
			}
			// Merge into an earlier centroid closer than the gap.
			merged := false
			for j := range next {
				if dist(next[j], sum[k]) < clusterGap/1.5 {
					merged = true
					break
				}
			}
			if !merged {
				next = append(next, sum[k])
			}
		}
		if slices.Equal(next, cent) {
			break
		}
		cent = next
	}
	return cent
}

// lightSurface fits a quadratic surface to the log brightness of the
// largest cluster's hexes over the picture: the lighting (the same paper
// under uneven light). It returns the surface less its mean, so that
// subtracting it evens the lighting out.
func lightSurface(ss []*hexSample, cent []features) func(Point) float64 {
	counts := make([]int, len(cent))
	for _, s := range ss {
		_, _, k := nearest2(s.f, cent)
		counts[k]++
	}
	big := 0
	for k := range counts {
		if counts[k] > counts[big] {
			big = k
		}
	}
	var xs, ys, vs []float64
	for _, s := range ss {
		if _, _, k := nearest2(s.f, cent); k == big {
			xs, ys, vs = append(xs, s.at.X), append(ys, s.at.Y), append(vs, s.logB)
		}
	}
	if len(xs) < 12 {
		return func(Point) float64 { return 0 }
	}
	// Normalise coordinates for a well-conditioned fit.
	var mx, my, sc float64
	for i := range xs {
		mx += xs[i]
		my += ys[i]
	}
	mx /= float64(len(xs))
	my /= float64(len(ys))
	for i := range xs {
		sc = math.Max(sc, math.Max(math.Abs(xs[i]-mx), math.Abs(ys[i]-my)))
	}
	if sc == 0 {
		sc = 1
	}
	basis := func(x, y float64) [6]float64 {
		u, v := (x-mx)/sc, (y-my)/sc
		return [6]float64{1, u, v, u * u, u * v, v * v}
	}
	ata := make([]float64, 36)
	atb := make([]float64, 6)
	for i := range xs {
		b := basis(xs[i], ys[i])
		for r := 0; r < 6; r++ {
			atb[r] += b[r] * vs[i]
			for c := 0; c < 6; c++ {
				ata[r*6+c] += b[r] * b[c]
			}
		}
	}
	for r := 0; r < 6; r++ {
		ata[r*6+r] += 1e-6
	}
	coef, ok := solve(ata, atb, 6)
	if !ok {
		return func(Point) float64 { return 0 }
	}
	return func(p Point) float64 {
		b := basis(p.X, p.Y)
		var s float64
		for i := 1; i < 6; i++ { // the constant stays: only the variation goes
			s += coef[i] * b[i]
		}
		return s
	}
}

// suggestStrict is suggest for printed lines, which are thin and take
// the brightness of their ink: brightness weighs more, and nothing is
// suggested when no colour is near (a line between two terrains).
func suggestStrict(col [3]float64, palette []TerrainColour) (string, float64) {
	name, c, d := suggestDist(col, palette, 1.5)
	if d > 2.5 {
		return "", 0
	}
	return name, c
}

// suggest names the chart set's terrain whose colour is nearest col in
// hue and saturation (the lighting scales brightness), with a confidence
// from how much nearer it is than the runner-up.
func suggest(col [3]float64, palette []TerrainColour) (string, float64) {
	name, c, _ := suggestDist(col, palette, 3)
	return name, c
}

// suggestDist is suggest with the weight of brightness (lightScale/lw)
// given, also returning the distance to the nearest colour.
func suggestDist(col [3]float64, palette []TerrainColour, lw float64) (string, float64, float64) {
	if len(palette) == 0 {
		return "", 0, math.Inf(1)
	}
	chroma := func(r, g, b float64) (float64, float64, float64) {
		s := r + g + b + 3
		return (r + 1) / s, (g + 1) / s, math.Log(s)
	}
	cr, cg, cl := chroma(col[0], col[1], col[2])
	best, second := math.Inf(1), math.Inf(1)
	name := ""
	for _, t := range palette {
		tr, tg, tl := chroma(float64(t.Colour[0]), float64(t.Colour[1]), float64(t.Colour[2]))
		d := math.Hypot((cr-tr)*chromaScale, (cg-tg)*chromaScale)
		d = math.Hypot(d, (cl-tl)*lightScale/lw)
		switch {
		case d < best:
			second, best, name = best, d, t.ID
		case d < second:
			second = d
		}
	}
	return name, math.Round(confidence(best/2, second/2)*1000) / 1000, best
}
