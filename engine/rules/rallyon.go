package rules

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// rallyOnEntry is an Event in force that lets a side rally on a leader
// (16.9.8): the card that carries it and the leader it names.
type rallyOnEntry struct {
	side, leader, card int
}

// rallyOnLeaders returns the leaders a card event names for "Rallying on"
// (16.9.8). The engine recognises two forms: a rally effect whose units are
// leaders of the event's side (kind: rally, units: [leader-id]), and an
// event or card title "... Rallying on NAME" where NAME is a leader's name
// or id.
func (b *Board) rallyOnLeaders(card *scenario.Card, e *scenario.Event, side int) []int {
	var out []int
	add := func(u int) {
		if u >= 0 && b.Units[u].Leader && b.Units[u].Side == side && !isInInt(out, u) {
			out = append(out, u)
		}
	}
	for _, ef := range e.Effects {
		if ef.Kind != scenario.EffectRally {
			continue
		}
		if ef.Side != "" && SideIndex(ef.Side) != side {
			continue
		}
		for _, id := range ef.Units {
			add(b.Unit(id))
		}
	}
	for _, title := range []string{e.Title, card.Title} {
		lt := strings.ToLower(title)
		i := strings.Index(lt, "rallying on ")
		if i < 0 {
			continue
		}
		rest := strings.Trim(lt[i+len("rallying on "):], " !.")
		for _, l := range b.Leaders {
			info := &b.Units[l]
			if name := strings.ToLower(info.Name); name != "" && (rest == name || strings.HasPrefix(rest, name+" ") || strings.HasSuffix(rest, " "+name)) {
				add(l)
			} else if rest == strings.ToLower(info.ID) {
				add(l)
			}
		}
	}
	return out
}

func isInRallyOn(a []rallyOnEntry, x rallyOnEntry) bool {
	for _, v := range a {
		if v == x {
			return true
		}
	}
	return false
}

func isInInt(a []int, x int) bool {
	for _, v := range a {
		if v == x {
			return true
		}
	}
	return false
}

// noteRallyOn records the "Rallying on" leaders of a drawn event (16.9.8).
// The rule applies only with Optional Rule 16.4 (and the leaders of 16.9).
func (s *State) noteRallyOn(ci int, card *scenario.Card, e *scenario.Event, side int, ev *[]Event) {
	b := s.B
	if !b.Optional("16.4") || !b.Optional("16.9") {
		return
	}
	for _, l := range b.rallyOnLeaders(card, e, side) {
		if isInRallyOn(s.rallyOn, rallyOnEntry{side: side, leader: l, card: ci}) {
			continue
		}
		s.rallyOn = append(s.rallyOn, rallyOnEntry{side: side, leader: l, card: ci})
		*ev = append(*ev, Event{Kind: EvRallyOn, Side: SideName(side), Unit: b.Units[l].ID,
			Text: fmt.Sprintf("card %s: hexes with or next to the leader are Rally locations while the event lasts (16.9.8)", card.Ref())})
	}
}

// expireRallyOn ends the "Rallying on" events of the side whose player turn
// ends: an event lasts for the player turn it is drawn in, or while its
// card is kept (5.0).
func (s *State) expireRallyOn(side int) {
	var keep []rallyOnEntry
	for _, r := range s.rallyOn {
		if r.side != side || isInInt(s.kept[side], r.card) {
			keep = append(keep, r)
		}
	}
	s.rallyOn = keep
}

// rallyOnHex reports whether vacant hex h is an additional Rally location
// for side under 16.9.8: a "Rallying on" event of the side is in force, its
// leader is on the map, h is the leader's hex or adjacent to it, and h is
// not in an enemy ZOC. No other restriction applies (prohibited terrain
// aside, where no unit may be).
func (s *State) rallyOnHex(h int32, side int) bool {
	b := s.B
	if !b.Optional("16.4") || b.prohibited[h] {
		return false
	}
	for _, r := range s.rallyOn {
		if r.side != side || s.Units[r.leader].Where != AtMap {
			continue
		}
		lh := s.Units[r.leader].Hex
		near := lh == h
		for d := 0; d < 6 && !near; d++ {
			near = b.Neighbours[lh][d] == h
		}
		if !near {
			continue
		}
		if !s.HexInZOCOf(h, 1-side) {
			return true
		}
	}
	return false
}
