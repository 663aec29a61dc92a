package playdoc

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
)

// RetreatAsk is a retreat or rout of a person's unit, in a battle rolled
// and waiting, where the retreat priority ranks two or more hexes equally
// and the owning player chooses ("You have the choice", 9.7.7): the person
// taps the next hex on the map (ChooseRetreatHex) until the path is whole.
// A bot's unit retreats by the engine's own choice.
type RetreatAsk struct {
	Unit   string
	Side   int
	From   string // the battle hex
	Length int    // the hexes the result requires
	Rout   bool
	Chosen []string   // the hexes of the path so far, those forced included
	Next   []string   // the hexes it may enter next: tap one
	Paths  [][]string // the legal paths that begin with Chosen
}

// Text tells the person what to do.
func (a *RetreatAsk) Text(sideName string) string {
	what := "retreats"
	if a.Rout {
		what = "routs"
	}
	so := ""
	if len(a.Chosen) > 0 {
		so = ", so far via " + strings.Join(a.Chosen, ", ")
	}
	return fmt.Sprintf("%s (%s) %s %d hexes from %s%s: the rules leave the path to its player (9.7.7). Tap the next hex: %s.",
		a.Unit, sideName, what, a.Length, a.From, so, strings.Join(a.Next, " or "))
}

// pendingErr is why no order is given while a battle rolled waits: for a
// retreat path asked (a person's battle, or a bot's that routs a person's
// unit), else for the advance.
func (g *Game) pendingErr() error {
	if a := g.pending.Retreat; a != nil {
		what := "retreats"
		if a.Rout {
			what = "routs"
		}
		return fmt.Errorf("a battle has been rolled: choose the path of %s (%s), which %s, first: tap the next hex, %s (9.7.7)",
			a.Unit, g.SideName(a.Side), what, strings.Join(a.Next, " or "))
	}
	return errors.New("a battle has been rolled: choose its advance (or none) first")
}

// askRetreat finds the first retreat of the pending battle that a person
// chooses and has not chosen yet, and asks for it; p.Retreat is nil when
// none is left.
func (g *Game) askRetreat(p *Pending) error {
	p.Retreat = nil
	d := g.newDice(p.Dice)
	d.pad = 6 // dice entered by hand that are not there yet: shown as passed, asked for on Confirm
	ps, err := g.State().LegalRetreatPaths(p.Resolve, d)
	if err != nil {
		return err
	}
	for _, rp := range ps {
		if len(rp.Paths) < 2 || !g.Seats[rp.Side].Human() || slices.ContainsFunc(p.Resolve.Paths, func(c rules.RetreatChoice) bool { return c.Unit == rp.Unit }) {
			continue
		}
		a := &RetreatAsk{Unit: rp.Unit, Side: rp.Side, From: rp.From, Length: rp.Length, Rout: rp.Rout, Paths: rp.Paths}
		a.narrow()
		p.Retreat = a
		return nil
	}
	return nil
}

// narrow adds to Chosen the hexes every open path shares, and lists the
// hexes to choose from next (none when the path is whole).
func (a *RetreatAsk) narrow() {
	for {
		a.Next = a.Next[:0]
		whole := false
		for _, p := range a.Paths {
			if len(p) == len(a.Chosen) {
				whole = true
				continue
			}
			if h := p[len(a.Chosen)]; !slices.Contains(a.Next, h) {
				a.Next = append(a.Next, h)
			}
		}
		if whole || len(a.Next) != 1 {
			if whole {
				a.Next = nil
			}
			return
		}
		a.Chosen = append(a.Chosen, a.Next[0])
	}
}

// ChooseRetreatHex takes hex code as the next hex of the retreat being
// asked. When the path is whole it is added to the battle's Resolve, the
// battle is shown again with it and the next choice asked; a battle with
// no choice left is played at once. A hex the rules do not allow is
// refused with the rule, the hexes allowed named.
func (g *Game) ChooseRetreatHex(code string) error {
	p := g.pending
	if p == nil || p.Retreat == nil {
		return errors.New("no retreat is waiting for its path")
	}
	a := p.Retreat
	if !slices.Contains(a.Next, code) {
		return &rules.IllegalOrder{Rule: "9.7.7", Reason: fmt.Sprintf("%s may not retreat into %s: the retreat priority (9.7.3 to 9.7.8) allows %s next (9.7.7)",
			a.Unit, code, strings.Join(a.Next, " or "))}
	}
	a.Chosen = append(a.Chosen, code)
	a.Paths = slices.DeleteFunc(a.Paths, func(path []string) bool {
		return len(path) < len(a.Chosen) || !slices.Equal(path[:len(a.Chosen)], a.Chosen)
	})
	a.narrow()
	if len(a.Next) > 0 {
		return nil
	}
	p.Resolve.Paths = append(slices.Clip(p.Resolve.Paths), rules.RetreatChoice{Unit: a.Unit, Path: a.Chosen})
	if err := g.refreshPending(p); err != nil {
		return err
	}
	if p.NeedsChoice() {
		return nil
	}
	g.pending = nil
	if _, err := g.play(p.Resolve, p.Bot, p.Dice); err != nil {
		g.pending = p
		return err
	}
	return nil
}

// refreshPending plays the pending battle again with the paths chosen so
// far, for the position and the choices it leaves, and asks for the next
// retreat.
func (g *Game) refreshPending(p *Pending) error {
	s := g.State()
	d := g.newDice(p.Dice)
	d.pad = 6
	ns, evs, err := s.Apply(p.Resolve, d)
	if err != nil {
		return err
	}
	p.Events, p.After = evs, ns
	p.Vacated, p.Advancers, p.Exchange, p.Lost = nil, nil, nil, nil
	if p.Bot == "" { // a bot's battle carries its own advance
		p.fill(s, ns, s.Battles()[p.Resolve.Battle])
	}
	return g.askRetreat(p)
}

// rollBot rolls a bot's battle in which a person's unit retreats or routs
// with a choice of path: the battle then waits for it (asked reports so),
// the bot's own choices kept, and the bots wait too (BotToAct).
func (g *Game) rollBot(r rules.Resolve, bot string) (asked bool, err error) {
	if !g.Seats[0].Human() && !g.Seats[1].Human() {
		return false, nil
	}
	ns, evs, d, err := g.try(r, nil)
	if err != nil {
		return false, nil // played as it was: the same refusal, or a request for dice
	}
	p := &Pending{Resolve: r, Dice: d.rolled, Events: evs, After: ns, Bot: bot}
	if err := g.askRetreat(p); err != nil || p.Retreat == nil {
		return false, err
	}
	if g.HandDice {
		g.entered = d.hand
	}
	g.pending = p
	return true, nil
}
