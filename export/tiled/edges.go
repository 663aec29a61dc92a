package tiled

import (
	"fmt"
	"math"

	"github.com/aide-de-camp/adc/engine/hex"
)

// A hexside segment of the "hexsides" layer runs from one hex corner to
// another. Both its ends must lie on a corner (within snap pixels): a
// segment whose middle happens to pass near an edge's midpoint, such as a
// line from one hex centre to the next, is refused. A segment from a corner
// to a neighbouring corner is that one hexside; a longer one, drawn straight
// across several edges, becomes the hexsides of the one shortest path along
// the hex edges that keeps within half a hex side of the line (the zigzag
// of edges a straight river follows). When no such path exists, or two
// paths are equally short, the segment is refused and the message asks
// for a point on every corner.

// maxSegment bounds a drawn segment's length (pixels): 16 hex sides.
const maxSegment = 16 * HexSideLength

// cornerKey is a hex corner in half pixels (corners lie on whole or half
// pixels of the exported geometry).
type cornerKey struct{ x, y int }

func keyOf(x, y float64) cornerKey {
	return cornerKey{int(math.Round(2 * x)), int(math.Round(2 * y))}
}

func (k cornerKey) xy() (float64, float64) { return float64(k.x) / 2, float64(k.y) / 2 }

// edgeGraph is the corners and edges of the hexes around a segment.
type edgeGraph struct {
	next map[cornerKey][]cornerKey
	side map[[2]cornerKey]hex.Side
}

// edgesNear returns the edges of the hexes (on the map or just off it)
// within a hex of the segment a-b.
func (m geometry) edgesNear(ax, ay, bx, by float64) edgeGraph {
	eg := edgeGraph{next: map[cornerKey][]cornerKey{}, side: map[[2]cornerKey]hex.Side{}}
	minX, maxX := math.Min(ax, bx)-TileWidth, math.Max(ax, bx)+TileWidth
	minY, maxY := math.Min(ay, by)-TileHeight, math.Max(ay, by)+TileHeight
	c0 := int(math.Floor(minX/columnWidth)) - 1
	c1 := int(math.Ceil(maxX/columnWidth)) + 1
	r0 := int(math.Floor(minY/TileHeight)) - 1
	r1 := int(math.Ceil(maxY/TileHeight)) + 1
	for c := c0; c <= c1; c++ {
		for r := r0; r <= r1; r++ {
			h := m.g.FromOffset(c, r)
			for _, d := range hex.Dirs {
				x1, y1, x2, y2 := m.sideCorners(h, d)
				p, q := keyOf(x1, y1), keyOf(x2, y2)
				if _, ok := eg.side[[2]cornerKey{p, q}]; ok {
					continue
				}
				sd := hex.SideOf(h, d)
				eg.side[[2]cornerKey{p, q}], eg.side[[2]cornerKey{q, p}] = sd, sd
				eg.next[p] = append(eg.next[p], q)
				eg.next[q] = append(eg.next[q], p)
			}
		}
	}
	return eg
}

// nearestCorner returns the corner of the graph nearest (x, y) and how far
// it is.
func (eg edgeGraph) nearestCorner(x, y float64) (cornerKey, float64) {
	best, bestD := cornerKey{}, math.Inf(1)
	for k := range eg.next {
		kx, ky := k.xy()
		if d := math.Hypot(kx-x, ky-y); d < bestD || d == bestD && (k.x < best.x || k.x == best.x && k.y < best.y) {
			best, bestD = k, d
		}
	}
	return best, bestD
}

// distToSegment is the distance from (x, y) to the segment a-b.
func distToSegment(x, y, ax, ay, bx, by float64) float64 {
	dx, dy := bx-ax, by-ay
	l2 := dx*dx + dy*dy
	t := 0.0
	if l2 > 0 {
		t = math.Max(0, math.Min(1, ((x-ax)*dx+(y-ay)*dy)/l2))
	}
	return math.Hypot(x-(ax+t*dx), y-(ay+t*dy))
}

// segmentSides returns the hexsides a drawn segment from (ax, ay) to
// (bx, by) stands for, or why it stands for none.
func (m geometry) segmentSides(ax, ay, bx, by float64) ([]hex.Side, error) {
	w, h := m.size()
	for _, p := range [][2]float64{{ax, ay}, {bx, by}} {
		if p[0] < -TileWidth || p[1] < -TileHeight || p[0] > float64(w+TileWidth) || p[1] > float64(h+TileHeight) {
			return nil, fmt.Errorf("its end (%.0f,%.0f) is off the map", p[0], p[1])
		}
	}
	if l := math.Hypot(bx-ax, by-ay); l > maxSegment {
		return nil, fmt.Errorf("it is %.0f pixels long, longer than %d hex sides (%d pixels)", l, maxSegment/HexSideLength, maxSegment)
	}
	eg := m.edgesNear(ax, ay, bx, by)
	from, d1 := eg.nearestCorner(ax, ay)
	to, d2 := eg.nearestCorner(bx, by)
	for i, d := range []float64{d1, d2} {
		if d > snap {
			x, y := ax, ay
			if i == 1 {
				x, y = bx, by
			}
			return nil, fmt.Errorf("its end (%.0f,%.0f) is %.0f pixels from the nearest hex corner (at most %d): a hexside runs from corner to corner", x, y, d, snap)
		}
	}
	if from == to {
		return nil, fmt.Errorf("both its ends are on the same hex corner")
	}
	// Breadth-first from `from` over the corners within half a hex side of
	// the drawn line, counting the shortest paths to each corner.
	fx, fy := from.xy()
	tx, ty := to.xy()
	band := float64(HexSideLength) / 2
	dist := map[cornerKey]int{from: 0}
	ways := map[cornerKey]int{from: 1}
	prev := map[cornerKey]cornerKey{}
	queue := []cornerKey{from}
	for len(queue) > 0 {
		k := queue[0]
		queue = queue[1:]
		if k == to {
			break
		}
		for _, n := range eg.next[k] {
			nx, ny := n.xy()
			if distToSegment(nx, ny, fx, fy, tx, ty) > band {
				continue
			}
			if dn, seen := dist[n]; !seen {
				dist[n], ways[n], prev[n] = dist[k]+1, ways[k], k
				queue = append(queue, n)
			} else if dn == dist[k]+1 {
				ways[n] += ways[k]
			}
		}
	}
	switch {
	case ways[to] == 0:
		return nil, fmt.Errorf("it crosses hexes instead of running along their edges")
	case ways[to] > 1:
		return nil, fmt.Errorf("it spans %d hex edges along more than one path", dist[to])
	}
	var out []hex.Side
	for k := to; k != from; k = prev[k] {
		out = append(out, eg.side[[2]cornerKey{prev[k], k}])
	}
	for i, j := 0, len(out)-1; i < j; i, j = i+1, j-1 {
		out[i], out[j] = out[j], out[i]
	}
	return out, nil
}
