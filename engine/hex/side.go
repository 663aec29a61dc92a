package hex

// Side is a hexside in canonical form: each hexside is stored once, as the N,
// NE or SE side of one of the two hexes it separates. Build one with SideOf
// or Between; the zero value is the north side of hex {0, 0}.
type Side struct {
	Hex Hex // the hex whose N, NE or SE side this is
	Dir Dir // N, NE or SE
}

// SideOf returns the canonical hexside in direction d of h.
func SideOf(h Hex, d Dir) Side {
	if d >= S {
		return Side{Hex: h.Neighbour(d), Dir: d.Opposite()}
	}
	return Side{Hex: h, Dir: d}
}

// Between returns the hexside separating two adjacent hexes, and false when
// they are not adjacent.
func Between(a, b Hex) (Side, bool) {
	d, ok := a.DirTo(b)
	if !ok {
		return Side{}, false
	}
	return SideOf(a, d), true
}

// Hexes returns the two hexes the side separates: its owner first, then the
// neighbour across it.
func (s Side) Hexes() (Hex, Hex) { return s.Hex, s.Hex.Neighbour(s.Dir) }

// Other returns the hex across the side from h; ok is false when h is not one
// of the side's two hexes.
func (s Side) Other(h Hex) (Hex, bool) {
	a, b := s.Hexes()
	switch h {
	case a:
		return b, true
	case b:
		return a, true
	}
	return Hex{}, false
}

// Touches reports whether h is one of the side's two hexes.
func (s Side) Touches(h Hex) bool {
	_, ok := s.Other(h)
	return ok
}

// Sides returns the six hexsides of h in canonical form, clockwise from north.
func (h Hex) Sides() [6]Side {
	var out [6]Side
	for i, d := range Dirs {
		out[i] = SideOf(h, d)
	}
	return out
}
