package bundle

import (
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/kinds"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// loggedEvent is one game-log event with the turn and phase of the order
// that produced it.
type loggedEvent struct {
	turn  int
	phase rules.Phase
	rules.Event
}

// seededGame is a bundled scenario played to its end with random legal
// orders for both sides.
type seededGame struct {
	events  []loggedEvent
	start   *rules.State // the first position after the set-up
	arrived map[string]bool
	result  *rules.Result
}

func playSeeded(t *testing.T, b *rules.Board, seed uint64) seededGame {
	t.Helper()
	g, err := rules.NewGame(b, rules.NewSeededDice(seed))
	if err != nil {
		t.Fatal(err)
	}
	out := seededGame{arrived: map[string]bool{}}
	offMap := map[int]bool{}
	p := rules.NewRandomPlayer(seed)
	for i := 0; i < 100000 && !g.State().Over(); i++ {
		s := g.State()
		if out.start == nil && s.Phase != rules.PhaseSetup {
			out.start = s
			for u := range b.Units {
				offMap[u] = !s.OnMap(u)
			}
		}
		o := p.Order(s)
		ns, ev, err := g.Apply(o)
		if err != nil {
			t.Fatalf("seed %d: turn %d %s: %s: %v", seed, s.Turn, s.Phase, o, err)
		}
		for _, e := range ev {
			out.events = append(out.events, loggedEvent{turn: s.Turn, phase: s.Phase, Event: e})
		}
		for u := range offMap {
			if offMap[u] && ns.OnMap(u) {
				out.arrived[b.Units[u].ID] = true
			}
		}
	}
	out.result = g.State().Result()
	if out.result == nil {
		t.Fatalf("seed %d: no result", seed)
	}
	return out
}

// fidelityCase is what a bundled scenario's rulebook requires to be seen
// in play.
type fidelityCase struct {
	id string
	// cards: titles of event cards that some seeded game draws.
	cards []string
	// fired: words of events that some seeded game logs (a card's rule
	// firing, a special arrival).
	fired []string
	// arrive: units that enter the map in some seeded game.
	arrive []string
	// firstCard: the card every game reveals first, when the set-up puts
	// one on top of the deck.
	firstCard string
	// nights: the night turns; no battle is fought on them (14.0) unless
	// nightAttack (Talavera 20 [14.2], once per game, French only).
	nights      []int
	nightAttack bool
	// endTurn: the last turn a game can reach, and the words its result
	// must carry when the length is assumed.
	endTurn    int
	resultNote string
}

var fidelityCases = []fidelityCase{
	{id: "talavera20", // [4.1], [11.6], [11.7], [17.1]; GT 9 "Night of July 27"
		cards: []string{"Rumors of Venegas", "Soult's March", "Craufurd Approaches"},
		// Soult's March is red: it enters the deck at the first night's
		// reshuffle (turn 9), and only a second draw, after the next
		// reshuffle, starts the Soult Arrival rolls, so twelve games need
		// not show one (the deck's other cards are not given, so it runs
		// dry between nights, 5.0).
		fired: []string{"the Sudden Death marker is placed on turn", "go to the Plasencia box",
			"(craufurd-arrival, 11.7)"},
		nights: []int{9, 15, 21}, nightAttack: true, endTurn: 21, resultNote: "game length assumed: turn 21"},
	{id: "talavera20-full",
		cards:  []string{"Rumors of Venegas", "Soult's March", "Craufurd Approaches"},
		fired:  []string{"the Sudden Death marker is placed on turn", "go to the Plasencia box"},
		nights: []int{9, 15, 21}, nightAttack: true, endTurn: 21, resultNote: "game length assumed: turn 21"},
	{id: "bussaco20-espana", // [5.1]
		cards:  []string{"A Moment of Clarity", "More Concerned with Venus than with Mars"},
		fired:  []string{"every french unit is Active this turn (moment-of-clarity)"},
		arrive: []string{"fr-massena-engaged"}, resultNote: "game length assumed"},
	{id: "bussaco20", // v1.1 on the España 20 counters
		resultNote: `counter values borrowed from scenario "bussaco20-espana"`},
	{id: "bailen20", // [5.1], [14.1], Historical Notes' days
		cards:  []string{"Swiss Desertions", "Dragoons & Cuirassiers", "blue-title card (title not given)"},
		fired:  []string{"group arrive by area A", "the Swiss desert (swiss-desertion)"},
		nights: []int{5, 10, 15, 20}, endTurn: 24},
	{id: "bailen20-historical",
		cards:  []string{"Swiss Desertions", "Dragoons & Cuirassiers", "blue-title card (title not given)"},
		fired:  []string{"group arrive by area A", "the Swiss desert (swiss-desertion)"},
		nights: []int{5, 10, 15, 20}, endTurn: 24},
	{id: "bailen20-battle", // [17.2]: Dragoons & Cuirassiers is the first event revealed
		cards: []string{"Dragoons & Cuirassiers", "Swiss Desertions"}, firstCard: "Dragoons & Cuirassiers", endTurn: 24},
	{id: "arapiles20", fired: []string{"(armee-du-nord, 11.0)"}, nights: []int{6, 12}, endTurn: 17}, // [14.3], [11.6]
	// [11.6]; the alternative's card preparation puts ¡Soltadlos! on top.
	{id: "arapiles20-alternative", firstCard: "#18 ¡Soltadlos!", nights: []int{12}, endTurn: 17},
	{id: "rousse20", nights: []int{6}, endTurn: 6},
	{id: "slobozia20", nights: []int{6}, endTurn: 6},
}

// TestBundledScenariosShowTheirRulebookEvents plays every bundled
// scenario with seeded random players and checks what its rulebook
// requires: the named event cards are drawn and their rules fire, the
// night turns see no battle, the game ends by the last turn and names the
// assumptions it rests on, and every unit the rulebook sets up is on the
// map after the set-up or reported by the validator.
func TestBundledScenariosShowTheirRulebookEvents(t *testing.T) {
	// Twelve seeds even in the quick lane: the whole test takes about half
	// a second, and some events (the Soult Arrival rolls) need several
	// games to show.
	seeds := 12
	for _, c := range fidelityCases {
		t.Run(c.id, func(t *testing.T) {
			b := openOrSkip(t, c.id)
			drawn := map[string]bool{}
			fired := map[string]bool{}
			arrived := map[string]bool{}
			for seed := 1; seed <= seeds; seed++ {
				g := playSeeded(t, b, uint64(seed))
				nightBattles := 0
				first := ""
				for _, e := range g.events {
					switch e.Kind {
					case "card":
						if first == "" && !strings.HasPrefix(e.Text, "Random Events Phase skipped") {
							first = e.Text
						}
						drawn[e.Text] = true
						drawn[strings.TrimPrefix(e.Text, "#")] = true
					case "battle":
						if slices.Contains(c.nights, e.turn) {
							nightBattles++
							if !c.nightAttack || e.Side != rules.SideName(rules.French) {
								t.Errorf("seed %d: a %s battle on night turn %d (14.0): %s", seed, e.Side, e.turn, e.Text)
							}
						}
					}
					for _, w := range c.fired {
						if strings.Contains(e.Text, w) {
							fired[w] = true
						}
					}
				}
				if c.firstCard != "" && first != c.firstCard {
					t.Errorf("seed %d: first card %q, want %q", seed, first, c.firstCard)
				}
				if nightBattles > 1 {
					t.Errorf("seed %d: %d night battles; the Night Attack is once per game (14.2)", seed, nightBattles)
				}
				for id := range g.arrived {
					arrived[id] = true
				}
				if c.endTurn > 0 && g.events[len(g.events)-1].turn > c.endTurn {
					t.Errorf("seed %d: the game went on past turn %d", seed, c.endTurn)
				}
				if c.resultNote != "" && !strings.Contains(g.result.Reason, c.resultNote) {
					t.Errorf("seed %d: result %q does not say %q", seed, g.result, c.resultNote)
				}
				if seed == 1 {
					checkSetUpOrReported(t, b, g.start)
				}
			}
			t.Logf("%s: drew %v; arrived %v", c.id, keys(drawn), keys(arrived))
			for _, title := range c.cards {
				if !drawn[title] {
					t.Errorf("card %q never drawn in %d games; drawn: %v", title, seeds, keys(drawn))
				}
			}
			for _, w := range c.fired {
				if !fired[w] {
					t.Errorf("no event %q in %d games", w, seeds)
				}
			}
			for _, id := range c.arrive {
				if !arrived[id] {
					t.Errorf("%s never enters the map in %d games", id, seeds)
				}
			}
			for _, n := range c.nights {
				if n >= b.Scenario.Turns.Start && n <= b.EndTurn() && !b.IsNight(n) {
					t.Errorf("turn %d is not a night turn", n)
				}
			}
		})
	}
}

// checkSetUpOrReported: every unit the rulebook sets up (a set-up hex or a
// free deployment) is on the map when play starts, or the validator
// reports it (3.0). Dummies count only with Fog of War (16.1).
func checkSetUpOrReported(t *testing.T, b *rules.Board, start *rules.State) {
	t.Helper()
	reported := map[string]bool{}
	for _, f := range scenario.Validate(b.Scenario, b.Charts) {
		reported[f.Object] = true
	}
	for _, u := range b.Scenario.Units {
		k := u.Placement.Kind
		if k != scenario.PlaceSetup && k != scenario.PlaceDeploy || u.Type == scenario.TypeDummy && !b.Optional("16.1") {
			continue
		}
		if u.Type == scenario.TypeLeader && !b.Optional("16.9") {
			continue
		}
		i := b.Unit(u.ID)
		if i >= 0 && (start.OnMap(i) || start.Units[i].Where == rules.AtPending) {
			continue // on the map, or set up in a Game Turn box (3.0)
		}
		if i >= 0 && depotUnit(b) == u.ID && kinds.DepotInPlay(start) {
			continue // the Supplies counter stands as the Depot garrison (Bailén 20 6.12.1)
		}
		if !reported[fmt.Sprintf("unit %q", u.ID)] {
			t.Errorf("unit %q (%s) is neither set up nor reported by the validator", u.ID, k)
		}
	}
}

// depotUnit is the unit a depot rule turns into a garrison, or "".
func depotUnit(b *rules.Board) string {
	for _, r := range b.Scenario.Special {
		if r.Kind == "depot" {
			return r.Params["unit"]
		}
	}
	return ""
}

func keys(m map[string]bool) []string {
	var out []string
	for k := range m {
		out = append(out, k)
	}
	slices.Sort(out)
	return out
}
