package sim

import (
	"math"
	"sort"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Proportion is an estimated probability with its 95% confidence interval
// (Wilson score interval).
type Proportion struct {
	P  float64 `json:"p"`
	Lo float64 `json:"lo"`
	Hi float64 `json:"hi"`
	K  int     `json:"k"` // successes
	N  int     `json:"n"` // trials
}

// Wilson returns the proportion k/n with its 95% Wilson score interval,
// which stays inside [0, 1] and behaves at k = 0 and k = n.
func Wilson(k, n int) Proportion {
	if n <= 0 {
		return Proportion{Lo: 0, Hi: 1}
	}
	const z = 1.959963984540054
	p := float64(k) / float64(n)
	nf := float64(n)
	den := 1 + z*z/nf
	c := (p + z*z/(2*nf)) / den
	h := z * math.Sqrt(p*(1-p)/nf+z*z/(4*nf*nf)) / den
	return Proportion{P: p, Lo: math.Max(0, c-h), Hi: math.Min(1, c+h), K: k, N: n}
}

// MinDetectable returns the smallest difference between two win rates near
// p that two runs of n games each tell apart (two-sided test at 5%, power
// 80%): (z(0.975)+z(0.8)) * sqrt(2 p (1-p) / n).
func MinDetectable(p float64, n int) float64 {
	if n <= 0 {
		return 1
	}
	if p <= 0 || p >= 1 {
		p = 0.5
	}
	const za, zb = 1.959963984540054, 0.8416212335729143
	return (za + zb) * math.Sqrt(2*p*(1-p)/float64(n))
}

// GamesFor returns how many games each of two runs needs so that a
// difference d between win rates near p is detected (5%, power 80%).
func GamesFor(p, d float64) int {
	if d <= 0 {
		return 0
	}
	if p <= 0 || p >= 1 {
		p = 0.5
	}
	const za, zb = 1.959963984540054, 0.8416212335729143
	return int(math.Ceil(2 * p * (1 - p) * (za + zb) * (za + zb) / (d * d)))
}

// Quartiles summarises a distribution of small integers.
type Quartiles struct {
	N      int `json:"n"`
	Min    int `json:"min"`
	Q1     int `json:"q1"`
	Median int `json:"median"`
	Q3     int `json:"q3"`
	Max    int `json:"max"`
}

// quartilesOf reads quartiles from counts by value (nearest rank).
func quartilesOf(counts []int) Quartiles {
	n := 0
	for _, c := range counts {
		n += c
	}
	q := Quartiles{N: n}
	if n == 0 {
		return q
	}
	at := func(f float64) int {
		rank := int(math.Ceil(f * float64(n)))
		rank = max(rank, 1)
		seen := 0
		for v, c := range counts {
			seen += c
			if seen >= rank {
				return v
			}
		}
		return len(counts) - 1
	}
	q.Min, q.Q1, q.Median, q.Q3 = at(0), at(0.25), at(0.5), at(0.75)
	for v := len(counts) - 1; v >= 0; v-- {
		if counts[v] > 0 {
			q.Max = v
			break
		}
	}
	return q
}

// BotRatingOf is a bot's ladder rating as a report gives it: on the
// report's scenario, or over every scenario of the ladder (Scenario "").
type BotRatingOf struct {
	Rating
	Scenario string `json:"scenario,omitempty"`
	Ladder   int    `json:"ladder_games"` // the ladder's games a pairing and seat
}

// Report is the balance statistics of a run of games.
type Report struct {
	Scenario string    `json:"scenario"`
	Title    string    `json:"title"`
	Bots     [2]string `json:"bots"` // French side first
	// BotRatings are the bots' ratings in the last ladder of the bundled
	// scenarios (BotRating), nil for a bot it did not rate.
	BotRatings [2]*BotRatingOf `json:"bot_ratings"`
	Sides      [2]string       `json:"sides"`
	Seed       uint64          `json:"seed"`
	Games      int             `json:"games"`            // games played to a result
	Failed     int             `json:"failed"`           // games that ended in an engine error or the order limit
	Errors     []string        `json:"errors,omitempty"` // each failed game: its number, seed, and the order refused

	// Complete is false when the scenario lacks data its rules need
	// (scenario.CheckCompleteness): the games are then not the
	// rulebook's game, Gaps says why, and no side is called favoured.
	Complete bool           `json:"complete"`
	Gaps     []scenario.Gap `json:"gaps"`
	// Terrain says how much of the map is traced, when not all of it
	// ("on the map as traced: 1 of 209 hexes known").
	Terrain string `json:"terrain,omitempty"`
	// ScenarioAssumptions are the values the scenario supplies that its
	// rulebook does not print (an entry area on a named map edge).
	ScenarioAssumptions []scenario.Assumption `json:"scenario_assumptions,omitempty"`

	Wins     [2]int        `json:"wins"`
	Draws    int           `json:"draws"`
	WinRate  [2]Proportion `json:"win_rate"`
	DrawRate Proportion    `json:"draw_rate"`
	// MinDetectable is how far apart two settings' win rates must be for
	// runs of this many games to tell them apart (5%, power 80%).
	MinDetectable float64 `json:"min_detectable"`

	Levels       []LevelCount    `json:"levels"`
	DecisionTurn []TurnCount     `json:"decision_turn"`
	Morale       [2][]TurnMorale `json:"morale"`
	Losses       []UnitLoss      `json:"losses"`
	Battles      []HexCount      `json:"battles"`
	Cards        []Fired         `json:"cards"`
	Rules        []Fired         `json:"rules"`
	// NotApplied lists the rules the engine did not apply in these games;
	// Assumptions is every note of the engine (Board.Notes).
	NotApplied  []string `json:"not_applied"`
	Assumptions []string `json:"assumptions"`
	MeanOrders  float64  `json:"mean_orders"`
}

// LevelCount is how many games ended with a result.
type LevelCount struct {
	Winner string     `json:"winner"` // a side name, or "draw"
	Level  string     `json:"level"`
	Count  int        `json:"count"`
	Share  Proportion `json:"share"`
}

// TurnCount is how many games were decided in a turn.
type TurnCount struct {
	Turn  int `json:"turn"`
	Count int `json:"count"`
}

// TurnMorale is a side's morale at the end of a turn over the games that
// reached it.
type TurnMorale struct {
	Turn int `json:"turn"`
	Quartiles
}

// UnitLoss is how often a unit ended the game Broken or eliminated.
type UnitLoss struct {
	ID   string     `json:"id"`
	Name string     `json:"name"`
	Side string     `json:"side"`
	Lost int        `json:"lost"`
	Rate Proportion `json:"rate"`
}

// HexCount is how many battles were fought against units in a hex.
type HexCount struct {
	Hex   string `json:"hex"`
	Index int32  `json:"-"`
	Count int    `json:"count"`
}

// Fired is how often a special rule or an event card took effect.
type Fired struct {
	ID    string `json:"id"`
	Title string `json:"title"`
	Games int    `json:"games"` // games in which it fired at least once
	Times int    `json:"times"`
}

// GameRecord is what one game contributes to a report.
type GameRecord struct {
	Index  int
	Winner int    // rules.French, rules.AntiFrench, -1 for a draw
	Level  string // the result's level
	Turn   int    // the turn in which the result was reached
	Orders int
	// Morale[t] is each side's morale at the end of turn t (index 0 is
	// turn 0); turns not reached are absent.
	Morale  [][2]int
	Reached []bool
	Lost    []bool  // per unit: Broken or eliminated at the end
	Battles []int32 // the hex of each battle's defender
	Cards   map[string]int
	Rules   map[string]int
	Err     string
}

// tally accumulates game records; adding is commutative, so the report
// does not depend on the order games finish in.
type tally struct {
	games, failed, orders int
	wins                  [2]int
	draws                 int
	levels                map[[2]string]int
	decision              map[int]int
	morale                [2][][11]int
	lost                  []int
	heat                  []int
	cards, rules          map[string][2]int
	errs                  map[int]string
}

func newTally(units, hexes int) *tally {
	return &tally{levels: map[[2]string]int{}, decision: map[int]int{}, lost: make([]int, units), heat: make([]int, hexes),
		cards: map[string][2]int{}, rules: map[string][2]int{}, errs: map[int]string{}}
}

func (t *tally) add(r *GameRecord, sides [2]string) {
	if r.Err != "" {
		t.failed++
		t.errs[r.Index] = r.Err
		if len(t.errs) > 5 { // keep the five lowest game numbers
			hi := -1
			for i := range t.errs {
				hi = max(hi, i)
			}
			delete(t.errs, hi)
		}
		return
	}
	t.games++
	t.orders += r.Orders
	winner := "draw"
	if r.Winner >= 0 {
		t.wins[r.Winner]++
		winner = sides[r.Winner]
	} else {
		t.draws++
	}
	t.levels[[2]string{winner, r.Level}]++
	t.decision[r.Turn]++
	for turn, m := range r.Morale {
		if !r.Reached[turn] {
			continue
		}
		for side := 0; side < 2; side++ {
			for len(t.morale[side]) <= turn {
				t.morale[side] = append(t.morale[side], [11]int{})
			}
			t.morale[side][turn][min(max(m[side], 0), 10)]++
		}
	}
	for u, l := range r.Lost {
		if l {
			t.lost[u]++
		}
	}
	for _, h := range r.Battles {
		t.heat[h]++
	}
	for id, n := range r.Cards {
		c := t.cards[id]
		t.cards[id] = [2]int{c[0] + 1, c[1] + n}
	}
	for id, n := range r.Rules {
		c := t.rules[id]
		t.rules[id] = [2]int{c[0] + 1, c[1] + n}
	}
}

func sortedFired(m map[string][2]int, title func(string) string) []Fired {
	out := make([]Fired, 0, len(m))
	for id, c := range m {
		out = append(out, Fired{ID: id, Title: title(id), Games: c[0], Times: c[1]})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Games != out[j].Games {
			return out[i].Games > out[j].Games
		}
		return out[i].ID < out[j].ID
	})
	return out
}
