package playdoc

import (
	"errors"
	"regexp"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
)

// Pending is a person's battle whose dice are rolled and whose result is
// known, waiting for the choices the rules leave to the winner after the
// roll: which units advance into the hexes left empty, in order, and how
// far the first cavalry pursues (9.8, 9.8.5), and which attackers are lost
// in an Exchange (9.6). The engine takes these choices with the Resolve
// order, so the battle is played again with the same dice once they are
// made (Confirm); the rolls after the result (a Controlled Advance roll)
// follow.
type Pending struct {
	Resolve rules.Resolve
	Dice    []int         // the dice rolled for the result
	Events  []rules.Event // the battle with no advance, and the engine's exchange choice
	// Advancers are the winning units that may advance into Vacated.
	Advancers []string
	Vacated   []string
	// Exchange lists the attackers that may be lost when the result is an
	// Exchange; Lost is the engine's choice (the least strength).
	Exchange []string
	Lost     []string
	// After is the position after the battle with no advance, to show
	// the retreats while the choice is made.
	After *rules.State
	// Retreat is a person's retreat or rout waiting for its path (9.7.7,
	// retreat.go), asked before the advance; nil when none is.
	Retreat *RetreatAsk
	// Bot is the bot whose battle this is ("" for a person's): it waits
	// only for a person's retreat path, its own choices made.
	Bot string
}

// NeedsChoice reports whether the battle leaves a choice to a person.
func (p *Pending) NeedsChoice() bool {
	return len(p.Advancers) > 0 && len(p.Vacated) > 0 || len(p.Exchange) > 0 || p.Retreat != nil
}

// Roll resolves a battle of the Combat Phase for a person: its dice are
// rolled and, when the result leaves a choice (advance, exchange), the
// battle waits in Pending for Confirm; otherwise it is played at once.
// Advance, Pursue and Exchange given in r are the choices made before the
// roll: with them the battle is played at once.
func (g *Game) roll(r rules.Resolve) error {
	if len(r.Advance) > 0 || len(r.Exchange) > 0 {
		_, err := g.play(r, "", []int{})
		return err
	}
	text, err := rules.ScriptText(r)
	if err != nil {
		return err
	}
	s := g.State()
	ns, evs, d, err := g.try(r, nil)
	var need *NeedDiceError
	padded := false
	if errors.As(err, &need) {
		ns, evs, d, err = g.tryPadded(r, need)
		padded = true
	}
	if err != nil {
		return err
	}
	battles := s.Battles()
	if r.Battle < 0 || r.Battle >= len(battles) {
		return errors.New("no such battle") // the engine accepted it: cannot happen
	}
	bt := battles[r.Battle]
	p := &Pending{Resolve: r, Dice: d.rolled, Events: evs, After: ns}
	p.fill(s, ns, bt)
	if err := g.askRetreat(p); err != nil { // a person's retreat path (retreat.go)
		return err
	}
	if !p.NeedsChoice() {
		if padded {
			return need
		}
		g.record(r, text, "", ns, evs, d)
		return nil
	}
	if g.HandDice {
		g.entered = d.hand
	}
	g.pending = p
	return nil
}

// afterResult are the events of the choices made after a battle's result:
// a battle played with dice entered by hand shows its result before the
// dice these need are entered.
var afterResult = []string{"controlled-advance", "advance", "pursue"}

// tryPadded plays a battle whose dice entered by hand ran out, twice, the
// missing dice 1 and then 6: when the result and retreats come out the
// same, the dice entered decide them, and the battle can wait for its
// choices with them; otherwise it needs more dice.
func (g *Game) tryPadded(r rules.Resolve, need *NeedDiceError) (*rules.State, []rules.Event, *dice, error) {
	var first *rules.State
	var d *dice
	var cut [2][]rules.Event
	for i, pad := range []int{1, 6} {
		d = g.newDice(nil)
		d.pad = pad
		ns, evs, err := g.State().Apply(r, d)
		if err != nil {
			return nil, nil, nil, err
		}
		if i == 0 {
			first = ns
		}
		n := slices.IndexFunc(evs, func(e rules.Event) bool { return slices.Contains(afterResult, e.Kind) })
		if n < 0 {
			return nil, nil, nil, need // the missing dice are not those of an advance
		}
		cut[i] = evs[:n]
	}
	if !slices.Equal(cut[0], cut[1]) {
		return nil, nil, nil, need
	}
	return first, cut[0], d, nil
}

// fill works out the choices the result leaves, from the positions
// before (s) and after (ns) the battle played with no advance.
func (p *Pending) fill(s, ns *rules.State, bt rules.Battle) {
	b := s.B
	gone := func(us []int) []string {
		var out []string
		for _, u := range us {
			h := s.Units[u].Hex
			if len(ns.StackUnits(h)) == 0 && !slices.Contains(out, b.Code(h)) {
				out = append(out, b.Code(h))
			}
		}
		return out
	}
	standing := func(us []int) []string {
		var out []string
		for _, u := range us {
			info := b.Units[u]
			if ns.OnMap(u) && !ns.Routed(u) && !info.Artillery && !info.Leader && !info.Garrison {
				out = append(out, info.ID)
			}
		}
		return out
	}
	if v := gone(bt.Defenders); len(v) > 0 && len(standing(bt.Attackers)) > 0 {
		p.Vacated, p.Advancers = v, standing(bt.Attackers)
	} else if v := gone(bt.Attackers); len(v) > 0 && !bt.Countercharge {
		p.Vacated, p.Advancers = v, standing(bt.Defenders)
	}
	for _, ev := range p.Events {
		if ev.Kind == "break" && strings.Contains(ev.Text, "exchange") {
			p.Lost = append(p.Lost, ev.Unit)
		}
	}
	if len(p.Lost) > 0 {
		for _, u := range bt.Attackers {
			if s.OnMap(u) {
				p.Exchange = append(p.Exchange, b.Units[u].ID)
			}
		}
	}
	if len(p.Advancers) == 0 {
		p.Vacated = nil
	}
}

// Confirm plays the pending battle with the choices made: the units that
// advance, in order (none: nobody advances), the extra hexes the first
// cavalry pursues, and the attackers lost in an exchange (none: the
// engine's choice); a retreat whose path is still asked (Retreat) takes
// the engine's path. An illegal choice is refused with its rule and the
// battle stays pending.
func (g *Game) Confirm(advance []string, pursue int, exchange []string) error {
	p := g.pending
	if p == nil {
		return errors.New("no battle is waiting for its choices")
	}
	o := p.Resolve
	if p.Bot != "" { // a bot's battle: its own advance (retreat.go)
		advance, pursue, exchange = o.Advance, o.Pursue, o.Exchange
	}
	o.Advance, o.Pursue, o.Exchange = advance, pursue, exchange
	if _, err := rules.ScriptText(o); err != nil {
		return err
	}
	g.pending = nil
	if _, err := g.play(o, p.Bot, p.Dice); err != nil {
		g.pending = p
		return err
	}
	return nil
}

var hexCode = regexp.MustCompile(`\b\d{4}\b`)

// Paths returns the hexes each retreat, rout, advance and pursuit of the
// events went through, in order, for the map to draw.
func Paths(evs []rules.Event) [][]string {
	var out [][]string
	for _, ev := range evs {
		switch ev.Kind {
		case "retreat", "rout", "advance", "pursue":
			if from := strings.Index(ev.Text, "from "); from >= 0 {
				if hs := hexCode.FindAllString(ev.Text[from:], -1); len(hs) > 0 {
					if ev.Hex != "" && hs[len(hs)-1] != ev.Hex {
						hs = append(hs, ev.Hex)
					}
					out = append(out, hs)
				}
			}
		}
	}
	return out
}
