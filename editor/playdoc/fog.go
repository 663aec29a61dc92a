package playdoc

import (
	"regexp"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// HiddenUnit is what a player reads in place of an enemy unit he sees
// face down (16.1).
const HiddenUnit = "a hidden unit"

// HiddenID is the id of every face-down unit in SnapshotFor's position:
// the same for all, so that nothing tells one from another.
const HiddenID = "?"

// Fog reports whether the game is played with Fog of War (16.1: units
// face down, "You can freely inspect your own units, but not your
// opponent's pieces until they are revealed").
func (g *Game) Fog() bool { return g.B.Optional("16.1") }

// HotSeatFog reports whether two persons share the screen under Fog of
// War: each must see only his own view, and the screen is passed between
// them (a curtain) whenever the side to act changes.
func (g *Game) HotSeatFog() bool {
	return g.Fog() && g.Seats[0].Human() && g.Seats[1].Human()
}

// Viewer is the side whose view a screen shows under Fog of War: the
// person's side against a bot, shown (the side that took the screen last)
// in a hot-seat game; -1 (everything) without Fog of War, when bots play
// both sides (to be watched) and once the game is over.
func (g *Game) Viewer(shown int) int {
	switch {
	case !g.Fog() || g.State().Over():
		return -1
	case g.HotSeatFog():
		return shown
	case g.Seats[0].Human():
		return rules.French
	case g.Seats[1].Human():
		return rules.AntiFrench
	}
	return -1
}

// SnapshotFor is position s as side sees it (16.1): each enemy unit it
// sees face down shows as its side's Hidden Unit, with no name, type or
// strength (render.UniformBack), id HiddenID, in its hex. side -1 sees everything.
func SnapshotFor(s *rules.State, side int) *scenario.Scenario {
	sc := s.Snapshot()
	if side < 0 {
		return sc
	}
	for i := range sc.Units {
		u := s.B.Unit(sc.Units[i].ID)
		if u < 0 || !s.HiddenFrom(u, side) {
			continue
		}
		was := sc.Units[i]
		sc.Units[i] = scenario.Unit{ID: HiddenID, Side: was.Side, Placement: was.Placement, Nationality: hiddenNationality(sc, was.Side)}
	}
	return sc
}

// hiddenNationality is the nationality a face-down counter shows: its
// side's only one, else none (the side's colour), as render.UniformBack.
func hiddenNationality(sc *scenario.Scenario, side string) string {
	for _, sd := range sc.Sides {
		if sd.ID == side && len(sd.Nationalities) == 1 && sd.Colour == "" {
			return sd.Nationalities[0]
		}
	}
	return ""
}

// Masker hides, in text a player reads, the identity of the units side
// sees face down (16.1): their ids and names become HiddenUnit.
type Masker struct {
	re *regexp.Regexp
}

// MaskerFor is the masker of side's view of position s; side -1 (or a
// game without Fog of War) masks nothing.
func MaskerFor(s *rules.State, side int) Masker {
	if side < 0 || !s.B.Optional("16.1") {
		return Masker{}
	}
	var words []string
	for u, info := range s.B.Units {
		if !s.HiddenFrom(u, side) {
			continue
		}
		words = append(words, regexp.QuoteMeta(info.ID))
		if len(info.Name) > 2 {
			words = append(words, regexp.QuoteMeta(info.Name))
		}
	}
	if len(words) == 0 {
		return Masker{}
	}
	return Masker{re: regexp.MustCompile(`(^|[^\w-])(` + strings.Join(words, "|") + `)($|[^\w-])`)}
}

// Mask hides the hidden units' identity in text.
func (m Masker) Mask(text string) string {
	if m.re == nil {
		return text
	}
	// Twice: a match takes the separator after it, so "a,b" needs two passes.
	for i := 0; i < 2; i++ {
		text = m.re.ReplaceAllString(text, "${1}"+HiddenUnit+"${3}")
	}
	return text
}

// LogFor is the game log as side reads it under Fog of War: the orders
// and events of units it sees face down name them HiddenUnit, and an
// event of such a unit keeps only its kind, side and hex (its text may
// tell the unit's strength). side -1 reads everything (Log).
func (g *Game) LogFor(side int) []string {
	m := MaskerFor(g.State(), side)
	if m.re == nil {
		return g.Log()
	}
	s := g.State()
	var out []string
	for _, st := range g.steps {
		out = append(out, m.Mask(g.stepLine(st)))
		for _, ev := range st.Events {
			if u := s.B.Unit(ev.Unit); u >= 0 && s.HiddenFrom(u, side) {
				ev = rules.Event{Kind: ev.Kind, Side: ev.Side, Unit: HiddenUnit, Hex: ev.Hex}
			}
			out = append(out, "    "+m.Mask(ev.String()))
		}
	}
	return out
}
