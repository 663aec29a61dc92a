package ui

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/render"
)

// tapRetreat takes a tap on the map as the next hex of a person's retreat
// or rout whose path the rules leave to its player (9.7.7), when a battle
// waits for one; it reports whether the tap was taken so.
func (p *Play) tapRetreat(pd *playdoc.Pending, code string) bool {
	if pd.Retreat == nil {
		return false
	}
	n := len(p.G.Steps())
	err := p.G.ChooseRetreatHex(code)
	switch next := p.G.Pending(); {
	case err != nil:
		p.say(err, "")
	case next == nil: // the battle needed no other choice: played
		p.paths = nil
		p.say(nil, p.played(n))
		p.afterOrder()
	default:
		p.paths = playdoc.Paths(next.Events)
		p.say(nil, p.pendingText(next))
	}
	p.refresh()
	return true
}

// retreatText is what the status says first of a retreat waiting for its
// path; the events after it show the engine's own path until one is
// chosen.
func (p *Play) retreatText(sb *strings.Builder, pd *playdoc.Pending) {
	a := pd.Retreat
	if a == nil {
		return
	}
	sb.WriteString(a.Text(p.G.SideName(a.Side)))
	if att, ok := p.advanceAwaits(pd); ok {
		fmt.Fprintf(sb, " Awaiting the %s player's choice: the %s player's advance (Advance, Go On) waits until the path is chosen.\n", p.G.SideName(a.Side), p.G.SideName(att))
		return
	}
	sb.WriteString(" (Advance, Go On takes the engine's path, shown below.)\n")
}

// advanceAwaits reports whether a person's battle waits for the retreat
// path of the other side's unit (two persons at one screen): the
// attacker's advance is then not his to settle until the defender has
// tapped the path ("You have the choice", 9.7.7), so Advance, Go On, which
// would take the engine's path and settle the advance at once, is off.
// It returns the attacking side.
func (p *Play) advanceAwaits(pd *playdoc.Pending) (attacker int, ok bool) {
	if pd == nil || pd.Retreat == nil || pd.Bot != "" {
		return 0, false // a bot's battle: its advance is its own, the person only chooses the path
	}
	s := p.G.State()
	bs := s.Battles()
	if i := pd.Resolve.Battle; i >= 0 && i < len(bs) && len(bs[i].Attackers) > 0 {
		attacker = s.B.Units[bs[i].Attackers[0]].Side
	} else {
		attacker = s.Actor()
	}
	return attacker, pd.Retreat.Side != attacker
}

// enableAdvance enables Advance, Go On and Pursue when a battle waits
// for its choices, unless the defender's retreat path comes first
// (advanceAwaits).
func (p *Play) enableAdvance(pd *playdoc.Pending) {
	_, awaits := p.advanceAwaits(pd)
	setEnabled(p.Confirm, pd != nil && !awaits)
	if awaits {
		p.Pursue.Disable()
	} else {
		p.Pursue.Enable()
	}
}

// retreatOverlay shows a retreat waiting for its path: the unit's battle
// hex outlined, the path chosen so far, and the hexes it may enter next
// highlighted, numbered with their step, for a tap.
func (p *Play) retreatOverlay(o *render.Overlay) {
	pd := p.G.Pending()
	if pd == nil || pd.Retreat == nil {
		return
	}
	a := pd.Retreat
	g := p.G.State().B.Scenario.Grid()
	var hs []hex.Hex
	parse := func(codes ...string) []hex.Hex {
		hs = hs[:0]
		for _, c := range codes {
			if h, err := g.Parse(c); err == nil {
				hs = append(hs, h)
			}
		}
		return hs
	}
	o.Selected = append(o.Selected[:0], parse(a.From)...)
	o.Preview = append(o.Preview[:0], parse(a.Chosen...)...)
	o.Reach = o.Reach[:0]
	for _, h := range parse(a.Next...) {
		o.Reach = append(o.Reach, render.ReachMark{Hex: h, Cost: len(a.Chosen) + 1})
	}
}

// botPlayed describes the bots' orders since step n and, when a bot's
// battle waits for a person's retreat path, asks for it.
func (p *Play) botPlayed(n int) string {
	text := p.played(n)
	if pd := p.G.Pending(); pd != nil && pd.Retreat != nil {
		p.paths = playdoc.Paths(pd.Events)
		text = p.pendingText(pd) + "\n" + text
	}
	return text
}
