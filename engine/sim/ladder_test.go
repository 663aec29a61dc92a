package sim

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// TestBradleyTerryRecoversKnownRatings fits matches whose results are the
// model's own expectations for known ratings (0, 200 and 500 Elo, a French
// seat worth 100 Elo in one scenario and -150 in another, draws as half
// points), and must find them again, with intervals that hold them and
// gaps told apart.
func TestBradleyTerryRecoversKnownRatings(t *testing.T) {
	bots := []string{"a", "b", "c"}
	elo := map[string]float64{"a": 0, "b": 200, "c": 500}
	var groups [][]Match
	for _, seat := range []float64{100, -150} {
		var ms []Match
		for _, f := range bots {
			for _, a := range bots {
				p := 1 / (1 + math.Pow(10, -(elo[f]-elo[a]+seat)/400))
				n := 20000
				// a fifth of the points as draws, the rest as wins
				draws := int(math.Round(0.2 * float64(n) * 2 * math.Min(p, 1-p)))
				wins := int(math.Round(p*float64(n) - 0.5*float64(draws)))
				ms = append(ms, Match{French: f, Anti: a, Games: n, Wins: [2]int{wins, n - wins - draws}, Draws: draws})
			}
		}
		groups = append(groups, ms)
	}
	fit := fitBT(bots, groups, WinDrawLoss)
	if fit.ratings[0].Bot != "c" || fit.ratings[1].Bot != "b" || fit.ratings[2].Bot != "a" {
		t.Fatalf("order %v, want c, b, a", fit.ratings)
	}
	for _, r := range fit.ratings {
		if math.Abs(r.Elo-elo[r.Bot]) > 3 || (r.Bot != "a" && (r.Lo > elo[r.Bot] || r.Hi < elo[r.Bot])) {
			t.Errorf("%s: %.1f [%.1f, %.1f], want %.0f", r.Bot, r.Elo, r.Lo, r.Hi, elo[r.Bot])
		}
	}
	for i, want := range []float64{100, -150} {
		if s := fit.seat[i]; math.Abs(s.Elo-want) > 3 {
			t.Errorf("seat %d: %.1f, want %.0f", i, s.Elo, want)
		}
	}
	for _, g := range fit.gaps {
		if !g.Apart {
			t.Errorf("gap %s over %s: %.0f [%.0f, %.0f] not apart", g.Stronger, g.Weaker, g.Elo, g.Lo, g.Hi)
		}
	}
}

// TestBradleyTerryKeepsASweepFinite: a bot that won every game gets a
// finite rating, above the other's, with a wide interval.
func TestBradleyTerryKeepsASweepFinite(t *testing.T) {
	ms := []Match{
		{French: "a", Anti: "b", Games: 20, Wins: [2]int{0, 20}},
		{French: "b", Anti: "a", Games: 20, Wins: [2]int{20, 0}},
		{French: "a", Anti: "a", Games: 20, Wins: [2]int{10, 10}},
		{French: "b", Anti: "b", Games: 20, Wins: [2]int{10, 10}},
	}
	fit := fitBT([]string{"a", "b"}, [][]Match{ms}, WinDrawLoss)
	top := fit.ratings[0]
	if top.Bot != "b" || math.IsInf(top.Elo, 0) || math.IsNaN(top.Elo) || top.Elo < 400 || top.Hi-top.Lo < 200 {
		t.Errorf("sweep rated %+v", top)
	}
}

// TestLadderOfTheMirrorBattle plays a small ladder of random and greedy on
// the mirror-image battle: greedy is rated above random, and the result is
// the same whatever the number of workers.
func TestLadderOfTheMirrorBattle(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	var first *Ladder
	for _, w := range []int{1, 2} {
		l, err := PlayLadder(context.Background(), []*rules.Board{b}, LadderConfig{Bots: []string{"random", "greedy"}, Games: 40, Seed: 3, Workers: w}, nil)
		if err != nil {
			t.Fatal(err)
		}
		if len(l.Boards) != 1 || len(l.Boards[0].Matches) != 4 {
			t.Fatalf("ladder %+v", l)
		}
		if l.Overall[0].Bot != "greedy" || !l.Gaps[0].Apart {
			t.Errorf("overall %+v, gaps %+v: want greedy clearly above random", l.Overall, l.Gaps)
		}
		if first == nil {
			first = l
		} else if first.Overall[0] != l.Overall[0] || first.Boards[0].Matches[2].Wins != l.Boards[0].Matches[2].Wins {
			t.Errorf("2 workers: %+v, 1 worker: %+v", l.Overall, first.Overall)
		}
	}
}

// TestBradleyTerryIntervalsHoldWithDraws simulates ladders of three bots
// (0, 60 and 120 Elo, a French seat of 80) in which half the games are
// drawn, and fits each: the 95% interval of each gap must hold the true
// gap in about 95% of the ladders (not far more, as the win-or-loss
// variance alone gives when draws halve the noise, nor fewer).
func TestBradleyTerryIntervalsHoldWithDraws(t *testing.T) {
	bots := []string{"a", "b", "c"}
	elo := map[string]float64{"a": 0, "b": 60, "c": 120}
	rng := rand.New(rand.NewPCG(1, 2))
	const ladders, games = 400, 60
	held, narrower := 0, 0
	for l := 0; l < ladders; l++ {
		var ms []Match
		for _, f := range bots {
			for _, a := range bots {
				p := 1 / (1 + math.Pow(10, -(elo[f]-elo[a]+80)/400))
				// draws half the games; wins and losses share the rest so
				// that the mean score is p
				m := Match{French: f, Anti: a, Games: games}
				for g := 0; g < games; g++ {
					switch u := rng.Float64(); {
					case u < 0.5:
						m.Draws++
					case u < 0.5+p-0.25:
						m.Wins[0]++
					default:
						m.Wins[1]++
					}
				}
				ms = append(ms, m)
			}
		}
		fit := fitBT(bots, [][]Match{ms}, WinDrawLoss)
		for _, g := range fit.gaps {
			if d := elo[g.Stronger] - elo[g.Weaker]; g.Lo <= d && d <= g.Hi {
				held++
			}
		}
		// The win-or-loss variance alone (J = H) gives wider intervals.
		if fit.gaps[0].Hi-fit.gaps[0].Lo < wideGap(bots, ms) {
			narrower++
		}
	}
	share := float64(held) / float64(2*ladders)
	t.Logf("the gaps' intervals held the true gap in %.1f%% of %d", 100*share, 2*ladders)
	if share < 0.92 || share > 0.975 {
		t.Errorf("the gaps' intervals held the true gap in %.1f%% of %d, want about 95%%", 100*share, 2*ladders)
	}
	if narrower != ladders {
		t.Errorf("the intervals with draws were narrower than the win-or-loss ones in %d of %d ladders", narrower, ladders)
	}
}

// wideGap is the width of the first gap's interval with the win-or-loss
// variance (J = H).
func wideGap(bots []string, ms []Match) float64 {
	for i := range ms {
		ms[i].Draws, ms[i].Wins = 0, [2]int{ms[i].Wins[0] + ms[i].Draws/2, ms[i].Wins[1] + ms[i].Draws - ms[i].Draws/2}
	}
	g := fitBT(bots, [][]Match{ms}, WinDrawLoss).gaps[0]
	return g.Hi - g.Lo
}

// TestNeighbourLadderPlaysTheNeighbours: a --neighbours ladder of three
// bots plays each against the next one from both seats and the two weaker
// against themselves (6 of the 9 pairings), each with the same games as
// the full ladder, and checks seats only between neighbours.
func TestNeighbourLadderPlaysTheNeighbours(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	bots := []string{"random", "greedy", "lookahead:1"}
	cfg := LadderConfig{Bots: bots, Games: 6, Seed: 3, Neighbours: true}
	if got := cfg.Pairings(3); got != 6 {
		t.Fatalf("Pairings(3) = %d, want 6", got)
	}
	l, err := PlayLadder(context.Background(), []*rules.Board{b}, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	cfg.Neighbours = false
	full, err := PlayLadder(context.Background(), []*rules.Board{b}, cfg, nil)
	if err != nil {
		t.Fatal(err)
	}
	ms := l.Boards[0].Matches
	if len(ms) != 6 || len(full.Boards[0].Matches) != 9 {
		t.Fatalf("%d and %d matches, want 6 and 9", len(ms), len(full.Boards[0].Matches))
	}
	for _, m := range ms {
		if m.French == "random" && m.Anti == "lookahead:1" || m.French == "lookahead:1" && m.Anti != "greedy" {
			t.Errorf("played %s against %s", m.French, m.Anti)
		}
		for _, f := range full.Boards[0].Matches {
			if f.French == m.French && f.Anti == m.Anti && (f.Wins != m.Wins || f.Draws != m.Draws) {
				t.Errorf("%s against %s: %v %d, the full ladder %v %d", m.French, m.Anti, m.Wins, m.Draws, f.Wins, f.Draws)
			}
		}
	}
	if n := len(l.Boards[0].Seats); n != 4 {
		t.Errorf("%d seat checks, want 4 (two pairs of neighbours, two seats)", n)
	}
	for _, s := range l.Boards[0].Seats {
		if s.Stronger == "lookahead:1" && s.Weaker == "random" {
			t.Errorf("seat check of lookahead against random, which did not play")
		}
	}
}
