// Sudden Death (4.1; kind sudden_death): the turns whose die roll may end
// the game, and the marker an event card places.

package kinds

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The sudden_death kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "sudden_death", Rule: "4.1", Doc: "the game may end early on a die roll",
		Params: []scenario.Param{pTurns, turns("after_turn", "the Game Turn after which it applies"), typed("card_title", scenario.CardParam, "the event card that starts it"),
			integer("delay", 0, 99, "Game Turns after the card"), integer("first_die", 1, 6, "the die number of the first roll"), integer("later_die", 1, 6, "the die number of later rolls"),
			typed("roller", scenario.SideParam, "the side that rolls")}})
}

// suddenDeathSlot holds the Sudden Death marker an event placed.
var suddenDeathSlot = rules.NewStateSlot[suddenDeathState]()

// suddenDeathState is the Sudden Death marker an event placed.
type suddenDeathState struct {
	turn int16 // Game Turn of the marker, 0 = none
	die  int8  // the die number it shows
}

func init() { rules.BindAtFirstUse(bindSuddendeathKinds) }

// A Sudden Death marker placed by a card keeps state in play; the card's
// marker comes after its other effects.
func bindSuddendeathKinds() {
	rules.BindGame("sudden_death", 50, rules.GameHooks{
		Active: withRule("sudden_death"),
		Phase: rules.PhaseHooks{
			rules.OnCard:    func(s *rules.State, e rules.PhaseStep) bool { suddenDeathCard(s, e.Card, e.Events); return false },
			rules.OnTurnEnd: func(s *rules.State, e rules.PhaseStep) bool { return suddenDeathMarker(s, e.Dice, e.Events) },
		},
		Built: rules.BuiltHooks{rules.BuiltTurnTrack: suddenDeathDice},
	})
	rules.Bind("sudden_death", rules.Hooks{Params: newParams[suddenDeathParams], Board: suddenDeathNote})
}

// suddenDeathDice notes the turns a sudden_death rule names whose die
// numbers the turn track does not give (4.1).
func suddenDeathDice(b *rules.Board) {
	sdUnknown := false
	for _, r := range b.Special["sudden_death"] {
		p := rules.RuleParams[suddenDeathParams](b, r)
		if p.Turns == nil {
			continue
		}
		for t := p.Turns.Lo; t <= p.Turns.Hi && t < len(b.Sudden); t++ {
			if b.Sudden[t] == 0 {
				sdUnknown = true
			}
		}
	}
	if sdUnknown {
		b.Note("sudden death (4.1): the die numbers printed on the turn track are not given; those turns never end the game early")
	}
}

// A sudden_death rule with a card_title is the variable end of battle that
// an event starts (Talavera 20 [4.1]: "If the Rumors of Venegas event
// occurs after Game Turn 7, the Sudden Death marker is placed one turn
// ahead on the Game Turn record showing the side with the die showing
// "1." ... if the game does not end, the Sudden Death marker is flipped to
// show the side with the die showing "3" and placed on the corresponding
// box for the next Game Turn"). Params: card_title, after_turn, delay,
// first_die, later_die.

// suddenDeathParams are a sudden_death rule's parameters (4.1).
type suddenDeathParams struct {
	Turns     *scenario.Range `param:"turns"`
	AfterTurn *scenario.Range `param:"after_turn"` // one Game Turn
	CardTitle string          `param:"card_title"` // the event card that starts it
	Delay     *int            `param:"delay"`
	FirstDie  *int            `param:"first_die"`
	LaterDie  *int            `param:"later_die"`
	Roller    string          `param:"roller"`
}

// variableSuddenDeath is a usable card-started sudden_death rule.
type variableSuddenDeath struct {
	id, card           string
	after, delay       int
	firstDie, laterDie int
}

// variableSuddenDeathRule returns the scenario's card-started sudden_death
// rule, if its parameters are usable.
func variableSuddenDeathRule(b *rules.Board) (variableSuddenDeath, bool) {
	for _, r := range b.Scenario.Special {
		if r.Kind != "sudden_death" {
			continue
		}
		p := rules.RuleParams[suddenDeathParams](b, r)
		if p.CardTitle == "" {
			continue
		}
		if p.AfterTurn == nil || p.AfterTurn.Lo != p.AfterTurn.Hi || p.Delay == nil || p.FirstDie == nil || p.LaterDie == nil {
			return variableSuddenDeath{}, false
		}
		v := variableSuddenDeath{id: r.ID, card: p.CardTitle, after: p.AfterTurn.Lo, delay: *p.Delay, firstDie: *p.FirstDie, laterDie: *p.LaterDie}
		if v.delay < 0 || v.firstDie < 1 || v.firstDie > 6 || v.laterDie < 1 || v.laterDie > 6 {
			return variableSuddenDeath{}, false
		}
		return v, true
	}
	return variableSuddenDeath{}, false
}

// suddenDeathNote records how a sudden_death rule is applied.
func suddenDeathNote(b *rules.Board, r scenario.Rule) {
	if rules.RuleParams[suddenDeathParams](b, r).CardTitle == "" {
		b.RuleNote(r, rules.Applied, "special rule %q (%s): applied through the turn track's sudden-death die numbers", r.ID, r.Title)
		return
	}
	v, ok := variableSuddenDeathRule(b)
	if !ok || v.id != r.ID {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind sudden_death): after_turn, delay, first_die or later_die not usable; not applied by the engine", r.ID, r.Title)
		return
	}
	deck := ""
	if b.Scenario.Deck.Find(v.card) < 0 {
		deck = fmt.Sprintf(" (the scenario's deck has no card titled %q, so it never happens)", v.card)
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): when the %q event occurs after Game Turn %d, the Sudden Death marker goes %d turn(s) ahead; at the end of that turn the game ends on a die roll of %d or less, and otherwise the marker moves to the next turn, where it ends on %d or less, until the game ends or the last Game Turn is completed (4.0 #8)%s",
		r.ID, r.Title, v.card, v.after, v.delay, v.firstDie, v.laterDie, deck)
}

// suddenDeathCard places the Sudden Death marker when the card of a
// variable sudden_death rule is drawn after its turn (once).
func suddenDeathCard(s *rules.State, card *scenario.Card, ev *[]rules.Event) {
	v, ok := variableSuddenDeathRule(s.B)
	if !ok || !strings.EqualFold(strings.TrimSpace(card.Title), strings.TrimSpace(v.card)) {
		return
	}
	switch {
	case s.Turn <= v.after:
		*ev = append(*ev, rules.Event{Kind: rules.EvSuddenDeath, Text: fmt.Sprintf("%s on turn %d: not after turn %d, no effect (%s)", card.Label(), s.Turn, v.after, v.id)})
	case suddenDeathSlot.Of(s).turn != 0:
		*ev = append(*ev, rules.Event{Kind: rules.EvSuddenDeath, Text: fmt.Sprintf("%s: the Sudden Death marker is already on the turn record (%s)", card.Label(), v.id)})
	default:
		sd := suddenDeathSlot.Mut(s)
		sd.turn, sd.die = int16(s.Turn+v.delay), int8(v.firstDie)
		*ev = append(*ev, rules.Event{Kind: rules.EvSuddenDeath, Text: fmt.Sprintf("%s: the Sudden Death marker is placed on turn %d, showing %d (%s)", card.Label(), suddenDeathSlot.Of(s).turn, v.firstDie, v.id)})
	}
}

// suddenDeathMarker rolls for the placed Sudden Death marker at the end of
// its Game Turn; it reports whether the game ended.
func suddenDeathMarker(s *rules.State, d rules.Dice, ev *[]rules.Event) bool {
	if suddenDeathSlot.Of(s).turn == 0 || int(suddenDeathSlot.Of(s).turn) != s.Turn {
		return false
	}
	v, _ := variableSuddenDeathRule(s.B)
	r := d.Roll()
	*ev = append(*ev, rules.Event{Kind: rules.EvSuddenDeath, Roll: r, Text: fmt.Sprintf("marker on turn %d: ends on %d or less (4.0 #8, %s)", s.Turn, suddenDeathSlot.Of(s).die, v.id)})
	if r <= int(suddenDeathSlot.Of(s).die) {
		s.EndOfGame(fmt.Sprintf("sudden death after turn %d (%s)", s.Turn, v.id), ev)
		return true
	}
	sd := suddenDeathSlot.Mut(s)
	sd.turn, sd.die = int16(s.Turn+1), int8(v.laterDie)
	return false
}
