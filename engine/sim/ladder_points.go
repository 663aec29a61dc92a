package sim

import (
	"fmt"
	"math"
	"strings"
)

// Scoring is how a ladder game scores for each side; the two sides'
// points always sum to 1.
type Scoring int

const (
	// ByLevel scores a game by its victory level (15.0 and the
	// scenario's victory section): the winner has LevelPoints(level), the
	// loser the rest, a draw ½ each.
	ByLevel Scoring = iota
	// WinDrawLoss scores a win 1, a draw ½, a loss 0, whatever the level.
	WinDrawLoss
)

func (s Scoring) String() string {
	if s == WinDrawLoss {
		return "win/draw/loss"
	}
	return "victory level"
}

// LevelPoints is the winner's points for a game won at level, on one
// scale for every scenario: a Decisive Victory 1, a Major Victory 5/6, a
// Marginal (Minimal, Minor) Victory 2/3, so that each level is a step of
// 1/6 above the next and the Marginal one is still worth more than a Draw
// (½). A victory without a level (a scenario whose rules name none, the
// engine's "win") is 1, as is a level the scale does not know: such a
// scenario scores win, draw, loss.
func LevelPoints(level string) float64 {
	switch strings.ToLower(level) {
	case "decisive":
		return 1
	case "major":
		return 5.0 / 6
	case "marginal", "minimal", "minor":
		return 2.0 / 3
	}
	return 1
}

// Outcome counts the games of a match that ended alike: Winner's victory
// at Level, or a draw (Winner -1, Level "draw").
type Outcome struct {
	Winner int    `json:"winner"` // 0 French, 1 Anti-French, -1 a draw
	Level  string `json:"level"`
	Games  int    `json:"games"`
}

// points is side's points for one game of o under sc.
func (o Outcome) points(side int, sc Scoring) float64 {
	if o.Winner < 0 {
		return 0.5
	}
	x := 1.0
	if sc == ByLevel {
		x = LevelPoints(o.Level)
	}
	if o.Winner != side {
		x = 1 - x
	}
	return x
}

// outcomes is the match's games by result: its Outcomes, or, for a match
// that records none (a ladder written before levels were kept), its wins
// and draws, each win at no level.
func (m Match) outcomes() []Outcome {
	if len(m.Outcomes) > 0 {
		return m.Outcomes
	}
	return []Outcome{{Winner: 0, Level: "win", Games: m.Wins[0]}, {Winner: 1, Level: "win", Games: m.Wins[1]}, {Winner: -1, Level: "draw", Games: m.Draws}}
}

// pointMoments returns the sums over the match's games of side's points x,
// of x² and of x(1-x) under sc.
func (m Match) pointMoments(side int, sc Scoring) (sum, sq, spread float64) {
	for _, o := range m.outcomes() {
		x, n := o.points(side, sc), float64(o.Games)
		sum += n * x
		sq += n * x * x
		spread += n * x * (1 - x)
	}
	return sum, sq, spread
}

// Points is side's points a game in the match under sc (½ when no game
// had a result).
func (m Match) Points(side int, sc Scoring) float64 {
	if m.Games == 0 {
		return 0.5
	}
	s, _, _ := m.pointMoments(side, sc)
	return s / float64(m.Games)
}

// LevelsScore reports whether any game of the match was won at a level
// worth less than a plain win: whether scoring by level changes anything.
func (m Match) LevelsScore() bool {
	for _, o := range m.Outcomes {
		if o.Winner >= 0 && o.Games > 0 && LevelPoints(o.Level) < 1 {
			return true
		}
	}
	return false
}

// outcomesOf reads a run's results by level (Report.Levels names the
// winning side by its name) as Outcomes, and checks them against its wins
// and draws.
func outcomesOf(rep *Report) ([]Outcome, error) {
	var out []Outcome
	var wins [2]int
	draws := 0
	for _, lc := range rep.Levels {
		o := Outcome{Winner: -1, Level: lc.Level, Games: lc.Count}
		switch {
		case lc.Winner == "draw":
			draws += lc.Count
		case lc.Winner == rep.Sides[0] && rep.Sides[0] != rep.Sides[1]:
			o.Winner = 0
		case lc.Winner == rep.Sides[1] && rep.Sides[0] != rep.Sides[1]:
			o.Winner = 1
		default:
			return nil, fmt.Errorf("sim: %s: the results name a winner %q that is neither side (%s, %s): give the sides distinct names", rep.Scenario, lc.Winner, rep.Sides[0], rep.Sides[1])
		}
		if o.Winner >= 0 {
			wins[o.Winner] += lc.Count
		}
		out = append(out, o)
	}
	if wins != rep.Wins || draws != rep.Draws {
		return nil, fmt.Errorf("sim: %s: %v wins and %d draws by level, %v and %d in all", rep.Scenario, wins, draws, rep.Wins, rep.Draws)
	}
	return out, nil
}

// scoreOf is side's points a game in m under sc with a 95% interval
// (normal approximation on the per-game points, Wilson's when every game
// scored alike).
func scoreOf(m Match, side int, sc Scoring) Proportion {
	n := m.Games
	if n == 0 {
		return Proportion{}
	}
	sum, sq, _ := m.pointMoments(side, sc)
	p := sum / float64(n)
	v := sq / float64(n) // E[x²]
	se := math.Sqrt(math.Max(v-p*p, 0) / float64(n))
	if se < 1e-12 {
		wl := Wilson(int(math.Round(p*float64(n))), n)
		return Proportion{P: p, Lo: wl.Lo, Hi: wl.Hi, K: m.Wins[side], N: n}
	}
	return Proportion{P: p, Lo: math.Max(0, p-1.96*se), Hi: math.Min(1, p+1.96*se), K: m.Wins[side], N: n}
}

// SeatTally counts, for one bot and the next weaker one, the seats the
// ladder checked and those where the stronger's points lie apart above
// the weaker's own under each scoring.
type SeatTally struct {
	Stronger, Weaker string
	Seats            int
	Apart            int // by victory level
	ApartWDL         int // by win, draw and loss
}

// NeighbourSeats is, for each bot and the next weaker one of the ladder's
// bots (strongest pair first), its seat checks over every scenario, and
// their tally.
func (l *Ladder) NeighbourSeats() ([]SeatTally, [][]SeatCheck) {
	var tallies []SeatTally
	var checks [][]SeatCheck
	for i := len(l.Bots) - 1; i > 0; i-- {
		t := SeatTally{Stronger: l.Bots[i], Weaker: l.Bots[i-1]}
		var cs []SeatCheck
		for _, b := range l.Boards {
			for _, c := range b.Seats {
				if c.Stronger != t.Stronger || c.Weaker != t.Weaker {
					continue
				}
				c.Scenario = b.Scenario
				cs = append(cs, c)
				t.Seats++
				if c.Apart {
					t.Apart++
				}
				if c.ApartWDL {
					t.ApartWDL++
				}
			}
		}
		tallies = append(tallies, t)
		checks = append(checks, cs)
	}
	return tallies, checks
}
