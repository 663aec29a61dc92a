package rules

import (
	"fmt"
	"slices"
)

// SearchKinds counts the searches SearchDisagrees made by the kind of
// unit: leaders, cossacks, light infantry, routed units, units entering
// the map, and searches that entered rugged terrain off road.
type SearchKinds struct{ Leader, Cossack, Light, Routed, Entering, Rugged, Searches int }

// SearchDisagrees searches unit u's moves in s twice, with relax and with
// relaxReference (the search as written before its hexside records and
// its loop for most units), and says how they differ: the hexes reached,
// and for each its cost, road flag, entry hex and one-hex minimum ("" when
// they agree). fast is kept from search to search, as a game's searches
// are, so that what one search leaves must not change the next; the
// reference starts afresh. It counts the search in k.
func (s *State) SearchDisagrees(u int, k *SearchKinds, fast *Searcher) string {
	var ref Searcher
	ref.relaxWith = (*Searcher).relaxReference
	got := slices.Clone(fast.search(s, u))
	want := slices.Clone(ref.search(s, u))
	k.Searches++
	info, us := &s.B.Units[u], &s.Units[u]
	if info.Leader {
		k.Leader++
	}
	if info.Cossack && info.Cavalry && s.B.Optional("16.7") {
		k.Cossack++
	}
	if info.Light && info.Infantry && s.B.Optional("16.7") {
		k.Light++
	}
	if us.Where == AtMap && us.Status&stRouted != 0 {
		k.Routed++
	}
	if us.Where == AtPending {
		k.Entering++
	}
	for _, h := range want {
		if s.B.Rugged[h] {
			k.Rugged++
			break
		}
	}
	if !slices.Equal(got, want) {
		return fmt.Sprintf("unit %s: reaches %v, the reference %v", info.ID, got, want)
	}
	slices.Sort(fast.touched)
	slices.Sort(ref.touched)
	if !slices.Equal(fast.touched, ref.touched) {
		return fmt.Sprintf("unit %s: touches %v, the reference %v", info.ID, fast.touched, ref.touched)
	}
	for _, h := range ref.touched {
		if f, r := fast.reach[h], ref.reach[h]; f != r {
			return fmt.Sprintf("unit %s, hex %s: %+v; the reference %+v", info.ID, s.B.codes[h], f, r)
		}
	}
	for h, f := range fast.reach {
		if f.best != 0 && !slices.Contains(ref.touched, int32(h)) {
			return fmt.Sprintf("unit %s, hex %s: %+v; the reference does not reach it", info.ID, s.B.codes[h], f)
		}
	}
	return ""
}

// relaxReference is relax as it was written before the hexside records
// held each crossing's whole cost: one loop for every unit, reading the
// terrain's cost, rugged terrain and the hexsides from the Board's own
// tables. It keeps the same order of nodes.
func (sr *Searcher) relaxReference(r *relaxation) {
	b := sr.staticBoard
	dist, nodes, cell := sr.dist, sr.node, sr.cell
	start, top, kind, locd := r.start, r.top, r.kind, r.locd
	routed := kind&unitRouted != 0
	for c := 0; c <= top; c++ {
		for k := 0; k < len(sr.buckets[c]); k++ {
			node := sr.buckets[c][k]
			if int(dist[node]) != c+1 {
				continue
			}
			nd := nodes[node]
			org := nd.orig
			h := node / 4
			mode := int((node / 2) & 1)
			if bst := sr.reach[h].best; bst == 0 || c < int(bst)-1 {
				if h != start {
					if bst == 0 {
						sr.touched = append(sr.touched, h)
					}
					sr.reach[h] = reachRec{from: org, best: int8(c + 1), road: mode == 1, minc: nd.capped}
				}
			}
			if node&1 == 1 {
				continue // stopped
			}
			budget := r.ma + mode
			rej := r.reject
			// 16.9.2: a leader does not move from one EZOC hex directly
			// into another.
			if kind&unitLeaderStartEZOC != 0 && h == start {
				rej |= cellEZOC
			}
			for d := 0; d < 6; d++ {
				n := b.Neighbours[h][d]
				if n < 0 || b.HexsideFlags[h][d]&sideProhibited != 0 {
					continue // off the map; 6.2 a prohibited hexside
				}
				onRoad := b.HexsideFlags[h][d]&sideRoad != 0
				if !onRoad && (mode == 1 || kind&unitRoadBound != 0) {
					continue // a road node, a road-bound unit: only along roads
				}
				cl := cell[n]
				if b.prohibited[n] || cl&rej != 0 {
					continue // 6.2 prohibited terrain; 6.3, 9.4.4.1 an enemy unit; an EZOC closed to the unit
				}
				if routed && locd[n] >= locd[h] {
					continue // 9.6.2: a routed unit only continues its retreat
				}
				cost := 1
				stop := cl&r.ezocStop != 0 // 6.7
				if !onRoad {
					cost = int(b.moveCost[n]) + int(b.scost[h][d])
					if b.Rugged[n] {
						switch {
						case kind&unitLeader != 0:
							cost = 1 + int(b.scost[h][d])
						case kind&unitLight != 0:
						case kind&unitCossack != 0:
							if budget-c >= 2 {
								cost = 2 + int(b.scost[h][d])
							} else {
								stop = true
							}
						default:
							stop = true // 6.5
						}
					}
				}
				nc := c + cost
				nn := n*4 + int32(mode*2)
				full := 0
				if nc > budget {
					if c != 0 || kind&unitAtMap == 0 {
						continue
					}
					full = nc
					nc, stop = max(budget, 0), true // 6.2: one hex minimum
				}
				if stop {
					nn++
				}
				nc = max(nc, 0)
				if d := dist[nn]; d > 0 && int(d)-1 <= nc {
					continue
				}
				dist[nn] = uint8(nc + 1)
				nodes[nn] = searchNode{orig: org}
				if full > nc {
					nodes[nn].capped = int8(min(full, 126) + 1)
				}
				sr.buckets[nc] = append(sr.buckets[nc], nn)
				top = max(top, nc)
			}
		}
	}
	r.top = top
}

// RuggedHexes is the number of hexes of rugged terrain (6.5) on the map.
func (b *Board) RuggedHexes() int {
	n := 0
	for _, r := range b.Rugged {
		if r {
			n++
		}
	}
	return n
}

// NearMemoDisagrees says how the enemies p keeps for its nearest-enemy
// distances differ from those of side in s, when p would read them
// without looking (its searcher has not made its masks again since it
// kept them): "" when they agree or p would look. It reports whether p
// would have read them so.
func (p *RandomPlayer) NearMemoDisagrees(s *State, side int) (string, bool) {
	if !p.nearOK || p.nearGen != p.sr.maskGen || p.sr.key.side != side || p.sr.key.b != s.B || !p.sr.masksFor(s, side) {
		return "", false
	}
	var en []int32
	for _, e := range s.B.otherUnits[side] {
		if s.Units[e].Where == AtMap && !s.B.Units[e].Garrison {
			en = append(en, s.Units[e].Hex)
		}
	}
	if !slices.Equal(en, p.nearOf) {
		return fmt.Sprintf("enemies kept %v, in the position %v", p.nearOf, en), true
	}
	return "", true
}
