package playdoc

import (
	"bytes"
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/script"
)

// FileSuffix ends the name of a game saved beside its scenario:
// bailen20-battle.yaml's games are bailen20-battle.game.yaml.
const FileSuffix = ".game.yaml"

// GamePath is the default file of a game of the scenario saved at path.
func GamePath(scenarioPath string) string {
	base := strings.TrimSuffix(strings.TrimSuffix(scenarioPath, ".yaml"), ".yml")
	return base + FileSuffix
}

// Script writes the game as an `adc play --script` file: the seed that
// shuffled the deck, every order with the dice it rolled (a bot's orders
// noted with its name), and an expectation of where the game stands, so
// that `adc play SCENARIO --script FILE` replays it and checks that it
// arrives at the same position. Who plays each side is kept in a comment,
// for Load. A battle rolled and waiting for its choices is not saved.
func (g *Game) Script() ([]byte, error) {
	if g.pending != nil {
		return nil, errors.New("a battle has been rolled: choose its advance first, then save")
	}
	var b bytes.Buffer
	b.WriteString("# A game played by hand in the editor's Play mode (docs/scripts.md).\n")
	fmt.Fprintf(&b, "# Replay it with: adc play SCENARIO-FILE --script THIS-FILE (scenario %s)\n", g.B.Scenario.ID)
	fmt.Fprintf(&b, "# seats: %s=%s %s=%s\n", rules.SideName(0), seatWord(g.Seats[0]), rules.SideName(1), seatWord(g.Seats[1]))
	if g.HandDice {
		b.WriteString("# dice: by hand\n")
	}
	b.WriteString("format: adc-script\nversion: 1\n")
	fmt.Fprintf(&b, "scenario: %s\n", strconv.Quote(g.B.Scenario.ID))
	fmt.Fprintf(&b, "seed: %d\n", g.Seed)
	b.WriteString("steps:\n")
	for i, st := range g.steps {
		if st.Text == "" {
			return nil, fmt.Errorf("order %d (%s) cannot be written in the script notation (docs/scripts.md): this game cannot be saved", i+1, st.Order)
		}
		fmt.Fprintf(&b, "  - {order: %s", strconv.Quote(st.Text))
		if len(st.Dice) > 0 {
			d := make([]string, len(st.Dice))
			for i, v := range st.Dice {
				d[i] = strconv.Itoa(v)
			}
			fmt.Fprintf(&b, ", dice: [%s]", strings.Join(d, ", "))
		}
		if st.Bot != "" {
			fmt.Fprintf(&b, ", note: %s", strconv.Quote("bot "+st.Bot))
		}
		b.WriteString("}\n")
	}
	s := g.State()
	if s.Over() {
		fmt.Fprintf(&b, "  - expect: {result: %s}\n", strconv.Quote(s.Result().String()))
	} else {
		fmt.Fprintf(&b, "  - expect: {turn: %d, phase: %s, morale: {french: %d, anti-french: %d}}\n", s.Turn, s.Phase, s.Morale[rules.French], s.Morale[rules.AntiFrench])
	}
	return b.Bytes(), nil
}

func seatWord(s Seat) string {
	if s.Human() {
		return "person"
	}
	return s.Bot
}

// Load reopens a game saved by Script (or any script from the set-up with
// a seed) on board b: the script is first replayed as `adc play --script`
// replays it, its expectations checked, then its orders are given again
// with their dice. name is the file's name, for messages.
func Load(b *rules.Board, data []byte, name string) (*Game, error) {
	sc, err := script.Read(data, name)
	if err != nil {
		return nil, err
	}
	if sc.Seed == nil || sc.Position != nil {
		return nil, fmt.Errorf("%s: not a saved game: a game starts from the set-up with a seed: (and no position:)", name)
	}
	rep, err := script.Run(b, sc)
	if err != nil {
		return nil, err
	}
	if rep.Failed != nil {
		return nil, fmt.Errorf("the game does not replay on this scenario (was the scenario changed since?): %w", rep.Failed)
	}
	seats, hand := readHeader(data)
	g, err := New(b, *sc.Seed, seats)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	for i, st := range sc.Steps {
		if st.Order == "" {
			continue
		}
		o, err := rules.ParseOrder(st.Order)
		if err != nil {
			return nil, fmt.Errorf("%s: step %d: %w", name, i+1, err)
		}
		g.HandDice = true // exactly the dice written
		bot, _ := strings.CutPrefix(st.Note, "bot ")
		if st.Note == "" {
			bot = ""
		}
		if _, err := g.play(o, bot, append([]int{}, st.Dice...)); err != nil {
			return nil, fmt.Errorf("%s: step %d: %s: %w", name, i+1, st.Order, err)
		}
	}
	g.HandDice = hand
	return g, nil
}

// readHeader reads the seats and dice comment lines Script writes; a
// script without them is a person against the greedy bot, dice rolled.
func readHeader(data []byte) ([2]Seat, bool) {
	seats := [2]Seat{{}, {Bot: "greedy"}}
	hand := false
	for _, line := range strings.Split(string(data), "\n") {
		if !strings.HasPrefix(line, "#") {
			break
		}
		line = strings.TrimSpace(strings.TrimPrefix(line, "#"))
		if rest, ok := strings.CutPrefix(line, "seats:"); ok {
			for _, f := range strings.Fields(rest) {
				side, who, _ := strings.Cut(f, "=")
				i := 0
				if side == rules.SideName(1) {
					i = 1
				}
				if who == "person" {
					seats[i] = Seat{}
				} else {
					seats[i] = Seat{Bot: who}
				}
			}
		}
		if line == "dice: by hand" {
			hand = true
		}
	}
	return seats, hand
}
