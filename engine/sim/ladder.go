package sim

import (
	"context"
	"fmt"
	"math"
	"sort"

	"github.com/aide-de-camp/adc/engine/rules"
)

// LadderConfig says how a ladder is played: every bot against every bot
// (itself included) from both seats, Games games a pairing, on each board.
type LadderConfig struct {
	Bots    []string // "" or empty: every kind of sim.Bots
	Games   int      // per ordered pairing (French bot, Anti-French bot)
	Seed    uint64
	Workers int
	// Neighbours plays each bot only against the next weaker and the next
	// stronger one in Bots (weakest first), from both seats, and every bot
	// but the strongest against itself (the base of the seat checks): the
	// games that tell each bot from the next, at a fraction of the cost of
	// every pairing when the strongest bots are the slowest.
	Neighbours bool
}

// Plays reports whether the ladder plays bot i (French) against bot j of
// n bots.
func (c LadderConfig) Plays(i, j, n int) bool {
	if !c.Neighbours {
		return true
	}
	return i-j == 1 || j-i == 1 || i == j && i < n-1
}

// Pairings is the number of ordered pairings the ladder plays among n
// bots on each board.
func (c LadderConfig) Pairings(n int) int {
	k := 0
	for i := 0; i < n; i++ {
		for j := 0; j < n; j++ {
			if c.Plays(i, j, n) {
				k++
			}
		}
	}
	return k
}

// Match is one ordered pairing of a ladder: French bot against
// Anti-French bot.
type Match struct {
	French, Anti string
	Games        int // games with a result
	Wins         [2]int
	Draws        int
	Failed       int
	Errors       []string `json:"errors,omitempty"`
	// Outcomes are the games with a result by winner and victory level
	// (the points of ByLevel).
	Outcomes []Outcome `json:"outcomes,omitempty"`
}

// Rating is a bot's strength on the Elo scale, with the random bot at 0:
// a difference of 400 is odds of 10 to 1 between equals in seat.
type Rating struct {
	Bot    string  `json:"bot"`
	Elo    float64 `json:"elo"`
	Lo, Hi float64 // 95% interval
	Games  int     `json:"games"`
}

// Gap is the difference of ratings between a bot and the next weaker one,
// with its 95% interval: Apart when the interval excludes 0.
type Gap struct {
	Stronger, Weaker string
	Elo, Lo, Hi      float64
	Apart            bool
}

// SeatCheck compares two bots in one seat against the same opponent (the
// weaker bot): Stronger's score from Seat against Weaker, and Weaker's own
// score from that seat against itself, by victory level and by win, draw
// and loss.
type SeatCheck struct {
	Scenario         string `json:",omitempty"` // set by Ladder.NeighbourSeats
	Seat             string
	Stronger, Weaker string
	Score, Base      Proportion // points a game by victory level, with 95% intervals
	Apart            bool       // Score's interval lies above Base's
	// The same by win, draw and loss.
	ScoreWDL, BaseWDL Proportion
	ApartWDL          bool
}

// LadderBoard is the ladder of one scenario.
type LadderBoard struct {
	Scenario string
	Title    string
	Complete bool // the scenario has every datum its rules need
	Sides    [2]string
	Matches  []Match
	// Levels is true when some game was won at a level worth less than a
	// plain win (LevelPoints): when scoring by level changes anything.
	Levels  bool
	Ratings []Rating // by victory level, strongest first
	Gaps    []Gap
	Seats   []SeatCheck
	// FirstSeat is the French seat's advantage in Elo, with its interval.
	FirstSeat Rating
	// The ratings by win, draw and loss, strongest first, their gaps and
	// the French seat's advantage.
	RatingsWDL   []Rating
	GapsWDL      []Gap
	FirstSeatWDL Rating
}

// Ladder is the result of a ladder over several scenarios.
type Ladder struct {
	Bots       []string
	Games      int
	Seed       uint64
	Neighbours bool   `json:"neighbours,omitempty"` // LadderConfig.Neighbours
	Scoring    string // how Overall and every board's Ratings score a game: "victory level"
	Boards     []LadderBoard
	Overall    []Rating // every scenario together, each with its own seat advantage
	Gaps       []Gap
	OverallWDL []Rating // the same by win, draw and loss
	GapsWDL    []Gap
}

// PlayLadder plays the ladder on each board and rates the bots per board
// and over all of them (Bradley-Terry with a seat advantage per scenario),
// scoring a game by its victory level (ByLevel) and, beside it, by win,
// draw and loss. The result is the same for the same seed whatever
// the number of workers.
func PlayLadder(ctx context.Context, boards []*rules.Board, cfg LadderConfig, progress func(done, total int)) (*Ladder, error) {
	if len(cfg.Bots) == 0 {
		for _, k := range Bots() {
			cfg.Bots = append(cfg.Bots, k.Name)
		}
	}
	if len(cfg.Bots) < 2 {
		return nil, fmt.Errorf("sim: a ladder needs two bots or more, not %d", len(cfg.Bots))
	}
	for _, n := range cfg.Bots {
		if _, _, err := ParseBot(n); err != nil {
			return nil, err
		}
	}
	if cfg.Games < 1 {
		return nil, fmt.Errorf("sim: ladder games %d: want at least 1", cfg.Games)
	}
	l := &Ladder{Bots: cfg.Bots, Games: cfg.Games, Seed: cfg.Seed, Neighbours: cfg.Neighbours, Scoring: ByLevel.String()}
	nb := len(cfg.Bots)
	total := len(boards) * cfg.Pairings(nb) * cfg.Games
	done := 0
	for _, b := range boards {
		lb := LadderBoard{Scenario: b.Scenario.ID, Title: b.Scenario.Title, Sides: SideNames(b)}
		for i, fb := range cfg.Bots {
			for j, ab := range cfg.Bots {
				if !cfg.Plays(i, j, nb) {
					continue
				}
				base := done
				rep, err := Run(ctx, b, Config{Games: cfg.Games, Seed: mix(cfg.Seed ^ mix(uint64(i)<<8|uint64(j))), Workers: cfg.Workers, Bots: [2]string{fb, ab}}, func(d, _ int) {
					if progress != nil {
						progress(base+d, total)
					}
				})
				if err != nil {
					return nil, err
				}
				done += cfg.Games
				outs, err := outcomesOf(rep)
				if err != nil {
					return nil, err
				}
				lb.Complete = rep.Complete
				m := Match{French: fb, Anti: ab, Games: rep.Games, Wins: rep.Wins, Draws: rep.Draws, Failed: rep.Failed, Errors: rep.Errors, Outcomes: outs}
				lb.Levels = lb.Levels || m.LevelsScore()
				lb.Matches = append(lb.Matches, m)
			}
		}
		lb.rate(cfg.Bots)
		l.Boards = append(l.Boards, lb)
	}
	l.rate()
	return l, nil
}

// rate fits the board's ratings and checks its seats under both scorings.
func (lb *LadderBoard) rate(bots []string) {
	fit := fitBT(bots, [][]Match{lb.Matches}, ByLevel)
	lb.Ratings, lb.Gaps, lb.FirstSeat = fit.ratings, fit.gaps, fit.seat[0]
	fit = fitBT(bots, [][]Match{lb.Matches}, WinDrawLoss)
	lb.RatingsWDL, lb.GapsWDL, lb.FirstSeatWDL = fit.ratings, fit.gaps, fit.seat[0]
	lb.Seats = seatChecks(bots, lb.Matches, lb.Sides)
}

// rate fits the ratings over every board under both scorings.
func (l *Ladder) rate() {
	all := make([][]Match, len(l.Boards))
	for i, lb := range l.Boards {
		all[i] = lb.Matches
	}
	fit := fitBT(l.Bots, all, ByLevel)
	l.Overall, l.Gaps = fit.ratings, fit.gaps
	fit = fitBT(l.Bots, all, WinDrawLoss)
	l.OverallWDL, l.GapsWDL = fit.ratings, fit.gaps
}

// seatChecks compares each bot with every weaker one (by the order of
// bots, weakest first) from each seat, where the ladder played both
// pairings the check needs.
func seatChecks(bots []string, ms []Match, sides [2]string) []SeatCheck {
	find := func(f, a string) (Match, bool) {
		for _, m := range ms {
			if m.French == f && m.Anti == a {
				return m, true
			}
		}
		return Match{}, false
	}
	var out []SeatCheck
	for i := 1; i < len(bots); i++ {
		for j := 0; j < i; j++ {
			s, w := bots[i], bots[j]
			for seat := 0; seat < 2; seat++ {
				f, a := s, w
				if seat == 1 {
					f, a = w, s
				}
				strong, ok1 := find(f, a)
				base, ok2 := find(w, w)
				if !ok1 || !ok2 {
					continue
				}
				sc, bc := scoreOf(strong, seat, ByLevel), scoreOf(base, seat, ByLevel)
				sw, bw := scoreOf(strong, seat, WinDrawLoss), scoreOf(base, seat, WinDrawLoss)
				out = append(out, SeatCheck{Seat: sides[seat], Stronger: s, Weaker: w, Score: sc, Base: bc, Apart: sc.Lo > bc.Hi,
					ScoreWDL: sw, BaseWDL: bw, ApartWDL: sw.Lo > bw.Hi})
			}
		}
	}
	return out
}

// btFit is a Bradley-Terry fit.
type btFit struct {
	ratings []Rating // strongest first
	gaps    []Gap
	seat    []Rating // per scenario: the French seat's advantage
}

// eloPerLogit converts a logistic rating to the Elo scale.
var eloPerLogit = 400 / math.Ln10

// fitBT fits the ratings of bots (the first is the anchor at 0) and a
// French seat advantage per group of matches, with each game's points
// under sc, by Newton's method on the log-likelihood (quasi-likelihood:
// each game's points x in [0, 1] counted as x of a win and 1-x of a loss)
// with a weak prior (a normal of 1,000 Elo) that keeps a bot that never
// lost finite. Intervals are 1.96 standard errors of the sandwich
// estimator H⁻¹ J H⁻¹: H is the negated Hessian, which takes a game's
// points for a win or a loss, of variance p(1-p); J is the variance the
// games' points really have: a game whose points x have mean p has
// variance E[x²] - p² = p(1-p) - E[x(1-x)], here E[x(1-x)] each
// pairing's own (a quarter of its share of draws, by win, draw and loss;
// 2/9 more for each marginal result by level). Where every game is won or
// lost outright J is H and the intervals are the usual ones; in a
// scenario where half the games are drawn the draws carry less noise
// than the win-or-loss model assumes, and the intervals are narrower to
// match.
func fitBT(bots []string, groups [][]Match, sc Scoring) btFit {
	nb := len(bots)
	np := nb - 1 + len(groups) // ratings of bots 1..nb-1, then seats
	idx := map[string]int{}
	for i, n := range bots {
		idx[n] = i
	}
	x := make([]float64, np)
	r := func(i int) float64 {
		if i == 0 {
			return 0
		}
		return x[i-1]
	}
	var h, meat [][]float64
	for iter := 0; iter < 50; iter++ {
		var g []float64
		g, h, meat = btGradient(x, nb, idx, groups, sc)
		step, ok := solve(h, g)
		if !ok {
			break
		}
		big := 0.0
		for i := range x {
			x[i] += step[i]
			big = math.Max(big, math.Abs(step[i]))
		}
		if big < 1e-9 {
			break
		}
	}
	cov, ok := sandwich(h, meat)
	out := btFit{}
	se := func(i int) float64 {
		if !ok || i < 0 {
			return 0
		}
		return math.Sqrt(math.Max(cov[i][i], 0))
	}
	for i, n := range bots {
		e, s := r(i)*eloPerLogit, se(i-1)*eloPerLogit
		games := 0
		for _, ms := range groups {
			for _, m := range ms {
				if m.French == n || m.Anti == n {
					games += m.Games
				}
			}
		}
		out.ratings = append(out.ratings, Rating{Bot: n, Elo: e, Lo: e - 1.96*s, Hi: e + 1.96*s, Games: games})
	}
	for gi := range groups {
		si := nb - 1 + gi
		e, s := x[si]*eloPerLogit, se(si)*eloPerLogit
		out.seat = append(out.seat, Rating{Bot: "French seat", Elo: e, Lo: e - 1.96*s, Hi: e + 1.96*s})
	}
	order := make([]int, nb)
	for i := range order {
		order[i] = i
	}
	sort.SliceStable(order, func(a, b int) bool { return r(order[a]) > r(order[b]) })
	sorted := make([]Rating, nb)
	for k, i := range order {
		sorted[k] = out.ratings[i]
	}
	for k := 0; k+1 < nb; k++ {
		i, j := order[k], order[k+1]
		d := (r(i) - r(j)) * eloPerLogit
		v := 0.0
		if ok {
			if i > 0 {
				v += cov[i-1][i-1]
			}
			if j > 0 {
				v += cov[j-1][j-1]
			}
			if i > 0 && j > 0 {
				v -= 2 * cov[i-1][j-1]
			}
		}
		s := math.Sqrt(math.Max(v, 0)) * eloPerLogit
		out.gaps = append(out.gaps, Gap{Stronger: bots[i], Weaker: bots[j], Elo: d, Lo: d - 1.96*s, Hi: d + 1.96*s, Apart: d-1.96*s > 0})
	}
	out.ratings = sorted
	return out
}

// btPrior is the precision of the prior on each rating (a normal of 1,000
// Elo about 0, in logistic units).
var btPrior = 1 / math.Pow(1000/eloPerLogit, 2)

// btGradient returns the gradient and the negated Hessian of the
// log-posterior of the Bradley-Terry model at x (x holds the ratings of
// bots 1 to nb-1, bot 0 being 0, then the French seat's advantage of each
// group of matches), and the variance of the gradient with the games'
// points under sc (the prior's precision included, as in the Hessian).
func btGradient(x []float64, nb int, idx map[string]int, groups [][]Match, sc Scoring) (g []float64, h, meat [][]float64) {
	np := len(x)
	r := func(i int) float64 {
		if i == 0 {
			return 0
		}
		return x[i-1]
	}
	g = make([]float64, np)
	h = make([][]float64, np)
	meat = make([][]float64, np)
	for i := range h {
		h[i] = make([]float64, np)
		meat[i] = make([]float64, np)
	}
	for k := 0; k < nb-1; k++ {
		g[k] -= btPrior * x[k]
		h[k][k] += btPrior
		meat[k][k] += btPrior
	}
	for gi, ms := range groups {
		si := nb - 1 + gi
		for _, m := range ms {
			if m.Games == 0 {
				continue
			}
			f, a := idx[m.French], idx[m.Anti]
			p := 1 / (1 + math.Exp(-(r(f) - r(a) + x[si])))
			n := float64(m.Games)
			sum, _, spread := m.pointMoments(0, sc)
			res := sum - p*n
			w := p * (1 - p) * n
			// A drawn game's points, ½, or a marginal victory's, lie
			// nearer p than a win's or a loss's: the variance of a game
			// is p(1-p) less the mean of x(1-x) (a quarter of the chance
			// of a draw by win, draw and loss), kept above a tenth of
			// p(1-p).
			vd := math.Max(p*(1-p)-spread/n, 0.1*p*(1-p)) * n
			// The derivatives of the logit: +1 for the French bot and the
			// seat, -1 for the Anti-French bot (none for the anchor).
			coef := map[int]float64{si: 1}
			if f > 0 {
				coef[f-1]++
			}
			if a > 0 {
				coef[a-1]--
			}
			for i, ci := range coef {
				g[i] += ci * res
				for j, cj := range coef {
					h[i][j] += ci * cj * w
					meat[i][j] += ci * cj * vd
				}
			}
		}
	}
	return g, h, meat
}

// sandwich returns H⁻¹ J H⁻¹, the covariance of estimates that solve the
// score equations of H when the scores' variance is J.
func sandwich(h, j [][]float64) ([][]float64, bool) {
	hi, ok := invert(h)
	if !ok {
		return nil, false
	}
	n := len(h)
	mul := func(a, b [][]float64) [][]float64 {
		out := make([][]float64, n)
		for r := range out {
			out[r] = make([]float64, n)
			for c := 0; c < n; c++ {
				for k := 0; k < n; k++ {
					out[r][c] += a[r][k] * b[k][c]
				}
			}
		}
		return out
	}
	return mul(mul(hi, j), hi), true
}

// solve solves h·x = g by Gaussian elimination with partial pivoting.
func solve(h [][]float64, g []float64) ([]float64, bool) {
	n := len(g)
	a := make([][]float64, n)
	for i := range a {
		a[i] = append(append([]float64(nil), h[i]...), g[i])
	}
	for c := 0; c < n; c++ {
		p := c
		for r := c + 1; r < n; r++ {
			if math.Abs(a[r][c]) > math.Abs(a[p][c]) {
				p = r
			}
		}
		if math.Abs(a[p][c]) < 1e-12 {
			return nil, false
		}
		a[c], a[p] = a[p], a[c]
		for r := 0; r < n; r++ {
			if r == c {
				continue
			}
			f := a[r][c] / a[c][c]
			for k := c; k <= n; k++ {
				a[r][k] -= f * a[c][k]
			}
		}
	}
	x := make([]float64, n)
	for i := range x {
		x[i] = a[i][n] / a[i][i]
	}
	return x, true
}

// invert returns the inverse of h, column by column.
func invert(h [][]float64) ([][]float64, bool) {
	n := len(h)
	out := make([][]float64, n)
	for i := range out {
		out[i] = make([]float64, n)
	}
	for c := 0; c < n; c++ {
		e := make([]float64, n)
		e[c] = 1
		col, ok := solve(h, e)
		if !ok {
			return nil, false
		}
		for r := 0; r < n; r++ {
			out[r][c] = col[r]
		}
	}
	return out, true
}
