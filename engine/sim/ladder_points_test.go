package sim

import (
	"context"
	"math"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestLevelPoints: the winner's points by the victory levels of 15.0 and
// the scenarios' rules, one step of 1/6 between levels; a victory without
// a level (Bailén 20's "win") and a level the scale does not know score 1.
func TestLevelPoints(t *testing.T) {
	for _, c := range []struct {
		level string
		want  float64
	}{
		{"decisive", 1},
		{"Decisive", 1},
		{"major", 5.0 / 6},
		{"marginal", 2.0 / 3},
		{"minimal", 2.0 / 3},
		{"minor", 2.0 / 3},
		{"win", 1},
		{"", 1},
		{"crushing", 1},
	} {
		t.Run(c.level, func(t *testing.T) {
			if got := LevelPoints(c.level); math.Abs(got-c.want) > 1e-12 {
				t.Errorf("LevelPoints(%q) = %v, want %v", c.level, got, c.want)
			}
		})
	}
}

// mixed is 10 games of a match: the French side wins 3 decisive and 3
// marginal victories, 2 are drawn, the Anti-French side wins 2 marginal
// ones (15.0, as in Rousse 20).
var mixed = Match{French: "b", Anti: "a", Games: 10, Wins: [2]int{6, 2}, Draws: 2, Outcomes: []Outcome{
	{Winner: 0, Level: "decisive", Games: 3}, {Winner: 0, Level: "marginal", Games: 3},
	{Winner: -1, Level: "draw", Games: 2}, {Winner: 1, Level: "marginal", Games: 2},
}}

// TestMatchPointsAndIntervals: each side's points a game and the seat
// check's 95% interval, worked by hand. By level the French side has
// (3·1 + 3·2/3 + 2·½ + 2·⅓)/10 = 2/3, E[x²] = (3 + 3·4/9 + 2·¼ + 2·1/9)/10
// = 0.50556, a variance of 0.061111 and a standard error of
// √(0.061111/10) = 0.078174: 2/3 ± 0.15322 = [0.5134, 0.8199]. By win,
// draw and loss: (6 + 1)/10 = 0.7, E[x²] = 0.65, variance 0.16, standard
// error 0.126491: [0.4521, 0.9479]. The two sides' points sum to 1.
func TestMatchPointsAndIntervals(t *testing.T) {
	for _, c := range []struct {
		name   string
		sc     Scoring
		side   int
		p      float64
		lo, hi float64
	}{
		{"by level, French", ByLevel, 0, 2.0 / 3, 0.51345, 0.81989},
		{"by level, Anti-French", ByLevel, 1, 1.0 / 3, 0.18011, 0.48655},
		{"win/draw/loss, French", WinDrawLoss, 0, 0.7, 0.45208, 0.94792},
		{"win/draw/loss, Anti-French", WinDrawLoss, 1, 0.3, 0.05208, 0.54792},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := mixed.Points(c.side, c.sc); math.Abs(got-c.p) > 1e-9 {
				t.Errorf("Points = %.5f, want %.5f", got, c.p)
			}
			if sum := mixed.Points(0, c.sc) + mixed.Points(1, c.sc); math.Abs(sum-1) > 1e-12 {
				t.Errorf("the sides' points sum to %v", sum)
			}
			got := scoreOf(mixed, c.side, c.sc)
			if math.Abs(got.P-c.p) > 1e-9 || math.Abs(got.Lo-c.lo) > 5e-5 || math.Abs(got.Hi-c.hi) > 5e-5 {
				t.Errorf("scoreOf = %.5f [%.5f, %.5f], want %.5f [%.5f, %.5f]", got.P, got.Lo, got.Hi, c.p, c.lo, c.hi)
			}
		})
	}
	// A match that records no levels scores its wins as plain wins.
	old := mixed
	old.Outcomes = nil
	if got := old.Points(0, ByLevel); math.Abs(got-0.7) > 1e-12 {
		t.Errorf("without outcomes: %v by level, want the win/draw/loss 0.7", got)
	}
}

// TestSeatsApartAtTheCeiling: in a seat where every bot wins every game
// (Rousse 20's Russian seat comes close), win, draw and loss cannot tell
// the stronger bot, which wins 60 of 100 decisively, from the weaker's own
// 20 of 100: 1 against 1. By level the stronger scores (60 + 40·2/3)/100
// = 0.86667, E[x²] = (60 + 40·4/9)/100 = 0.77778, a variance of 0.026667
// and a standard error of 0.016330: [0.83466, 0.89867]; the weaker
// (20 + 80·2/3)/100 = 0.73333, E[x²] = 0.55556, variance 0.017778,
// standard error 0.013333: [0.70720, 0.75947]. Apart by level; a ladder
// that ignored the levels would find this seat not apart.
func TestSeatsApartAtTheCeiling(t *testing.T) {
	sides := [2]string{"Ottoman", "Russian"}
	ms := []Match{
		{French: "weak", Anti: "strong", Games: 100, Wins: [2]int{0, 100}, Outcomes: []Outcome{{Winner: 1, Level: "decisive", Games: 60}, {Winner: 1, Level: "marginal", Games: 40}}},
		{French: "weak", Anti: "weak", Games: 100, Wins: [2]int{0, 100}, Outcomes: []Outcome{{Winner: 1, Level: "decisive", Games: 20}, {Winner: 1, Level: "marginal", Games: 80}}},
	}
	cs := seatChecks([]string{"weak", "strong"}, ms, sides)
	if len(cs) != 1 || cs[0].Seat != "Russian" {
		t.Fatalf("seat checks %+v, want the Russian seat's", cs)
	}
	c := cs[0]
	for _, x := range []struct {
		name      string
		got       Proportion
		p, lo, hi float64
	}{
		{"strong by level", c.Score, 0.86667, 0.83466, 0.89867},
		{"weak by level", c.Base, 0.73333, 0.70720, 0.75947},
	} {
		if math.Abs(x.got.P-x.p) > 5e-5 || math.Abs(x.got.Lo-x.lo) > 5e-5 || math.Abs(x.got.Hi-x.hi) > 5e-5 {
			t.Errorf("%s: %.5f [%.5f, %.5f], want %.5f [%.5f, %.5f]", x.name, x.got.P, x.got.Lo, x.got.Hi, x.p, x.lo, x.hi)
		}
	}
	if !c.Apart {
		t.Errorf("by level not apart: %+v", c)
	}
	if c.ScoreWDL.P != 1 || c.BaseWDL.P != 1 || c.ApartWDL {
		t.Errorf("by win/draw/loss %+v and %+v, apart %v: want 1 and 1, not apart", c.ScoreWDL, c.BaseWDL, c.ApartWDL)
	}
}

// TestBradleyTerryByLevel fits two bots that met from both seats, 100
// games each way, the stronger (b) winning 40 decisive and 30 marginal
// victories, drawing 10 and losing 20 marginally from either seat: no
// seat advantage, and b's rating is the logit of its points a game. By
// level it scores 0.71667 (by win, draw and loss 0.75), so b is rated
// ln(0.71667/0.28333)·400/ln 10 = 161.2 Elo (190.8 by win, draw and loss).
// Each game's variance is p(1-p) - E[x(1-x)] = 0.203056 - 0.136111 =
// 0.066944 (0.1875 - 0.025 = 0.1625), so the rating's variance is
// v / (2·100·(p(1-p))²) = 0.008118 in logits (0.023111): ±30.7 Elo
// (±51.8).
func TestBradleyTerryByLevel(t *testing.T) {
	// b as French, then b as Anti-French, the same results.
	bFrench := Match{French: "b", Anti: "a", Games: 100, Wins: [2]int{70, 20}, Draws: 10, Outcomes: []Outcome{
		{Winner: 0, Level: "decisive", Games: 40}, {Winner: 0, Level: "marginal", Games: 30},
		{Winner: -1, Level: "draw", Games: 10}, {Winner: 1, Level: "marginal", Games: 20}}}
	bAnti := Match{French: "a", Anti: "b", Games: 100, Wins: [2]int{20, 70}, Draws: 10, Outcomes: []Outcome{
		{Winner: 1, Level: "decisive", Games: 40}, {Winner: 1, Level: "marginal", Games: 30},
		{Winner: -1, Level: "draw", Games: 10}, {Winner: 0, Level: "marginal", Games: 20}}}
	for _, c := range []struct {
		sc        Scoring
		elo, half float64
	}{
		{ByLevel, 161.21, 30.68},
		{WinDrawLoss, 190.85, 51.76},
	} {
		t.Run(c.sc.String(), func(t *testing.T) {
			fit := fitBT([]string{"a", "b"}, [][]Match{{bFrench, bAnti}}, c.sc)
			r := fit.ratings[0]
			// The weak prior (a normal of 1,000 Elo) pulls the rating a
			// few tenths of an Elo toward 0.
			if r.Bot != "b" || math.Abs(r.Elo-c.elo) > 0.5 || math.Abs((r.Hi-r.Lo)/2-c.half) > 0.2 {
				t.Errorf("b rated %.2f [%.2f, %.2f], want %.2f ± %.2f", r.Elo, r.Lo, r.Hi, c.elo, c.half)
			}
			if s := fit.seat[0]; math.Abs(s.Elo) > 1e-6 {
				t.Errorf("seat %.4f, want 0", s.Elo)
			}
		})
	}
}

// TestOutcomesOfARun reads a run's results by level, and refuses those
// it cannot attribute to a side or that disagree with its wins and draws.
func TestOutcomesOfARun(t *testing.T) {
	rep := func(sides [2]string, wins [2]int, draws int, lv ...LevelCount) *Report {
		return &Report{Scenario: "s", Sides: sides, Wins: wins, Draws: draws, Levels: lv}
	}
	for _, c := range []struct {
		name string
		rep  *Report
		want []Outcome
		err  string
	}{
		{"by side", rep([2]string{"Ottoman", "Russian"}, [2]int{1, 5}, 2,
			LevelCount{Winner: "Ottoman", Level: "marginal", Count: 1}, LevelCount{Winner: "Russian", Level: "decisive", Count: 3},
			LevelCount{Winner: "Russian", Level: "marginal", Count: 2}, LevelCount{Winner: "draw", Level: "draw", Count: 2}),
			[]Outcome{{0, "marginal", 1}, {1, "decisive", 3}, {1, "marginal", 2}, {-1, "draw", 2}}, ""},
		{"sides of one name", rep([2]string{"French", "French"}, [2]int{1, 0}, 0, LevelCount{Winner: "French", Level: "win", Count: 1}),
			nil, "give the sides distinct names"},
		{"counts that disagree", rep([2]string{"A", "B"}, [2]int{2, 0}, 0, LevelCount{Winner: "A", Level: "win", Count: 1}),
			nil, "[1 0] wins and 0 draws by level, [2 0] and 0 in all"},
	} {
		t.Run(c.name, func(t *testing.T) {
			got, err := outcomesOf(c.rep)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("error %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || len(got) != len(c.want) {
				t.Fatalf("%v %v, want %v", got, err, c.want)
			}
			for i := range got {
				if got[i] != c.want[i] {
					t.Errorf("outcome %d: %+v, want %+v", i, got[i], c.want[i])
				}
			}
		})
	}
}

// TestLadderScoresByLevel plays a small ladder on the mirror battle
// (decisive and marginal victories, 15.0): every match keeps its games by
// level, consistent with its wins and draws; the board is marked as
// scoring levels; both scorings' ratings and seat checks are filled, and
// differ where the levels do; the neighbours' tally counts the board's
// seat checks.
func TestLadderScoresByLevel(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	l, err := PlayLadder(context.Background(), []*rules.Board{b}, LadderConfig{Bots: []string{"random", "greedy"}, Games: 30, Seed: 5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	lb := l.Boards[0]
	if l.Scoring != "victory level" || !lb.Levels {
		t.Errorf("scoring %q, levels %v: want by victory level, with levels", l.Scoring, lb.Levels)
	}
	differ := false
	for _, m := range lb.Matches {
		var wins [2]int
		games, draws := 0, 0
		for _, o := range m.Outcomes {
			games += o.Games
			if o.Winner >= 0 {
				wins[o.Winner] += o.Games
			} else {
				draws += o.Games
			}
		}
		if games != m.Games || wins != m.Wins || draws != m.Draws {
			t.Errorf("%s against %s: outcomes %+v, games %d wins %v draws %d", m.French, m.Anti, m.Outcomes, m.Games, m.Wins, m.Draws)
		}
		differ = differ || math.Abs(m.Points(0, ByLevel)-m.Points(0, WinDrawLoss)) > 1e-9
	}
	if !differ {
		t.Fatalf("no match scores differently by level: the test cannot tell the scorings apart")
	}
	if len(lb.RatingsWDL) != 2 || len(lb.GapsWDL) != 1 || len(l.OverallWDL) != 2 || len(l.GapsWDL) != 1 {
		t.Fatalf("win/draw/loss ratings missing: %+v", lb)
	}
	if lb.Ratings[0].Elo == lb.RatingsWDL[0].Elo {
		t.Errorf("the same rating %.1f under both scorings", lb.Ratings[0].Elo)
	}
	tallies, checks := l.NeighbourSeats()
	if len(tallies) != 1 || tallies[0].Seats != 2 || len(checks[0]) != 2 || checks[0][0].Scenario != lb.Scenario {
		t.Fatalf("neighbour seats %+v %+v", tallies, checks)
	}
	apart, apartWDL := 0, 0
	for _, c := range lb.Seats {
		if c.Apart {
			apart++
		}
		if c.ApartWDL {
			apartWDL++
		}
		if c.Score == c.ScoreWDL && c.Base == c.BaseWDL {
			t.Errorf("seat %s: the same points under both scorings", c.Seat)
		}
	}
	if tallies[0].Apart != apart || tallies[0].ApartWDL != apartWDL {
		t.Errorf("tally %+v, the board's seats %d and %d apart", tallies[0], apart, apartWDL)
	}
}

// TestBradleyTerryIntervalsHoldByLevel simulates ladders of three bots
// (0, 60 and 120 Elo, a French seat of 80) whose games end in draws (a
// fifth) and decisive and marginal victories (half each), with a mean
// score by level that the model gives, and fits each by level: the 95%
// interval of each gap must hold the true gap in about 95% of them.
func TestBradleyTerryIntervalsHoldByLevel(t *testing.T) {
	bots := []string{"a", "b", "c"}
	elo := map[string]float64{"a": 0, "b": 60, "c": 120}
	rng := rand.New(rand.NewPCG(3, 4))
	const ladders, games = 400, 60
	held := 0
	for l := 0; l < ladders; l++ {
		var ms []Match
		for _, f := range bots {
			for _, a := range bots {
				p := 1 / (1 + math.Pow(10, -(elo[f]-elo[a]+80)/400))
				// Outside the draws a game is the French side's with
				// chance q, decisive or marginal alike: a mean of
				// 0.2·½ + 0.8·(1/6 + 2q/3) = p.
				q := ((p-0.1)/0.8 - 1.0/6) * 1.5
				counts := map[Outcome]int{}
				m := Match{French: f, Anti: a, Games: games}
				for g := 0; g < games; g++ {
					o := Outcome{Winner: -1, Level: "draw"}
					if rng.Float64() >= 0.2 {
						o.Winner, o.Level = 1, "marginal"
						if rng.Float64() < q {
							o.Winner = 0
						}
						if rng.Float64() < 0.5 {
							o.Level = "decisive"
						}
						m.Wins[o.Winner]++
					} else {
						m.Draws++
					}
					counts[o]++
				}
				for _, o := range []Outcome{{0, "decisive", 0}, {0, "marginal", 0}, {-1, "draw", 0}, {1, "marginal", 0}, {1, "decisive", 0}} {
					if o.Games = counts[o]; o.Games > 0 {
						m.Outcomes = append(m.Outcomes, o)
					}
				}
				ms = append(ms, m)
			}
		}
		for _, g := range fitBT(bots, [][]Match{ms}, ByLevel).gaps {
			if d := elo[g.Stronger] - elo[g.Weaker]; g.Lo <= d && d <= g.Hi {
				held++
			}
		}
	}
	share := float64(held) / float64(2*ladders)
	t.Logf("the gaps' intervals by level held the true gap in %.1f%% of %d", 100*share, 2*ladders)
	if share < 0.92 || share > 0.975 {
		t.Errorf("the gaps' intervals held the true gap in %.1f%% of %d, want about 95%%", 100*share, 2*ladders)
	}
}
