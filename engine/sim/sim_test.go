package sim

import (
	"context"
	"encoding/json"
	"math"
	"reflect"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func openBoard(t testing.TB, ref string) *rules.Board {
	t.Helper()
	b, err := bundle.Open(ref, rules.Options{EndTurn: 12})
	if err != nil {
		t.Fatal(err)
	}
	return b
}

func TestWilsonInterval(t *testing.T) {
	cases := []struct {
		name   string
		k, n   int
		lo, hi float64
	}{
		// Reference values from the Wilson score formula (z = 1.96).
		{"half of a hundred", 50, 100, 0.4038, 0.5962},
		{"none of ten", 0, 10, 0, 0.2775},
		{"all of ten", 10, 10, 0.7225, 1},
		{"eighty of a hundred", 80, 100, 0.7112, 0.8666},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			p := Wilson(c.k, c.n)
			if math.Abs(p.Lo-c.lo) > 5e-4 || math.Abs(p.Hi-c.hi) > 5e-4 {
				t.Errorf("Wilson(%d, %d) = [%.4f, %.4f], want [%.4f, %.4f]", c.k, c.n, p.Lo, p.Hi, c.lo, c.hi)
			}
			if p.P != float64(c.k)/float64(c.n) {
				t.Errorf("P = %v", p.P)
			}
		})
	}
	if p := Wilson(0, 0); p.Lo != 0 || p.Hi != 1 {
		t.Errorf("no games: %+v, want the whole [0, 1]", p)
	}
}

func TestMinDetectableAndGamesFor(t *testing.T) {
	cases := []struct {
		name string
		p    float64
		n    int
		want float64
	}{
		{"a thousand games at even odds", 0.5, 1000, 0.0626},
		{"ten thousand games at even odds", 0.5, 10000, 0.0198},
		{"a hundred games at 80%", 0.8, 100, 0.1584},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			d := MinDetectable(c.p, c.n)
			if math.Abs(d-c.want) > 5e-4 {
				t.Errorf("MinDetectable(%v, %d) = %.4f, want %.4f", c.p, c.n, d, c.want)
			}
			if n := GamesFor(c.p, d); n < c.n-1 || n > c.n+1 {
				t.Errorf("GamesFor(%v, %.4f) = %d, want about %d", c.p, d, n, c.n)
			}
		})
	}
}

func TestQuartilesOfCounts(t *testing.T) {
	cases := []struct {
		name   string
		counts []int
		want   Quartiles
	}{
		{"one value", []int{0, 0, 0, 4}, Quartiles{N: 4, Min: 3, Q1: 3, Median: 3, Q3: 3, Max: 3}},
		{"one to four once each", []int{0, 1, 1, 1, 1}, Quartiles{N: 4, Min: 1, Q1: 1, Median: 2, Q3: 3, Max: 4}},
		{"skewed", []int{5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5}, Quartiles{N: 10, Min: 0, Q1: 0, Median: 0, Q3: 10, Max: 10}},
		{"empty", []int{0, 0}, Quartiles{}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			if got := quartilesOf(c.counts); got != c.want {
				t.Errorf("quartilesOf(%v) = %+v, want %+v", c.counts, got, c.want)
			}
		})
	}
}

// TestReportOfSyntheticOutcomes checks the statistics of a report against
// outcomes made up for the test, whose figures are known.
func TestReportOfSyntheticOutcomes(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	sides := SideNames(b)
	tl := newTally(len(b.Units), b.N)
	h0, _ := b.Index("0705")
	h1, _ := b.Index("0405")
	// 60 French wins (40 decisive on turn 5, 20 marginal on turn 8), 30
	// Allied marginal wins on turn 8, 10 draws on turn 8; 2 failures.
	for i := 0; i < 100; i++ {
		r := &GameRecord{Index: i, Winner: -1, Level: "draw", Turn: 8, Lost: make([]bool, len(b.Units))}
		switch {
		case i < 40:
			r.Winner, r.Level, r.Turn = rules.French, "decisive", 5
		case i < 60:
			r.Winner, r.Level = rules.French, "marginal"
		case i < 90:
			r.Winner, r.Level = rules.AntiFrench, "marginal"
		}
		for turn := 0; turn <= r.Turn; turn++ {
			r.Morale = append(r.Morale, [2]int{6 - turn%7, i % 11})
			r.Reached = append(r.Reached, turn > 0)
		}
		r.Lost[0] = i%4 == 0
		r.Battles = []int32{h0, h0, h1}
		if i%2 == 0 {
			r.Rules = map[string]int{"x": 2}
		}
		tl.add(r, sides)
	}
	tl.add(&GameRecord{Index: 100, Err: "boom"}, sides)
	tl.add(&GameRecord{Index: 7, Err: "bang"}, sides)
	rep := tl.report(b, Config{Bots: [2]string{"greedy", "random"}}, sides)

	if rep.Games != 100 || rep.Failed != 2 || rep.Wins != [2]int{60, 30} || rep.Draws != 10 {
		t.Fatalf("games %d failed %d wins %v draws %d", rep.Games, rep.Failed, rep.Wins, rep.Draws)
	}
	if !reflect.DeepEqual(rep.Errors, []string{"bang", "boom"}) {
		t.Errorf("errors %v, want by game number", rep.Errors)
	}
	if w := rep.WinRate[0]; w.P != 0.6 || math.Abs(w.Lo-0.5020) > 5e-4 || math.Abs(w.Hi-0.6906) > 5e-4 {
		t.Errorf("French win rate %+v, want 0.6 [0.5020, 0.6906]", w)
	}
	wantLevels := []LevelCount{
		{Winner: "French", Level: "decisive", Count: 40}, {Winner: "French", Level: "marginal", Count: 20},
		{Winner: "Allied", Level: "marginal", Count: 30}, {Winner: "draw", Level: "draw", Count: 10},
	}
	if len(rep.Levels) != len(wantLevels) {
		t.Fatalf("levels %+v", rep.Levels)
	}
	for i, l := range wantLevels {
		if g := rep.Levels[i]; g.Winner != l.Winner || g.Level != l.Level || g.Count != l.Count {
			t.Errorf("level %d = %+v, want %+v", i, g, l)
		}
	}
	if want := []TurnCount{{5, 40}, {8, 60}}; !reflect.DeepEqual(rep.DecisionTurn, want) {
		t.Errorf("decision turns %v, want %v", rep.DecisionTurn, want)
	}
	// French morale at the end of turn 3 is 3 in every game; Allied morale
	// is i%11 over 100 games: values 0..10, nine or ten times each.
	m3 := rep.Morale[0][2]
	if m3.Turn != 3 || m3.Median != 3 || m3.N != 100 {
		t.Errorf("French morale turn 3: %+v", m3)
	}
	a := rep.Morale[1][0]
	if a.Turn != 1 || a.Min != 0 || a.Max != 10 || a.Median != 5 || a.Q1 != 2 || a.Q3 != 8 {
		t.Errorf("Allied morale turn 1: %+v", a)
	}
	if last := rep.Morale[0][len(rep.Morale[0])-1]; last.Turn != 8 || last.N != 60 {
		t.Errorf("turn 8 morale from the 60 games that reached it: %+v", last)
	}
	if l := rep.Losses[0]; l.ID != b.Units[0].ID || l.Lost != 25 || l.Rate.P != 0.25 {
		t.Errorf("losses %+v", l)
	}
	if want := []HexCount{{Hex: "0705", Index: h0, Count: 200}, {Hex: "0405", Index: h1, Count: 100}}; !reflect.DeepEqual(rep.Battles, want) {
		t.Errorf("battles %+v", rep.Battles)
	}
	if want := []Fired{{ID: "x", Games: 50, Times: 100}}; !reflect.DeepEqual(rep.Rules, want) {
		t.Errorf("rules %+v", rep.Rules)
	}
}

func reportJSON(t *testing.T, r *Report) string {
	t.Helper()
	data, err := json.Marshal(r)
	if err != nil {
		t.Fatal(err)
	}
	return string(data)
}

func TestSameReportWhateverTheWorkers(t *testing.T) {
	cases := []struct {
		scenario string
		bots     [2]string
		games    int
	}{
		{"testdata/duel.yaml", [2]string{"greedy", "random"}, 30},
		{"rousse20", [2]string{"random", "random"}, 40},
		{"bussaco20-espana", [2]string{"greedy", "greedy"}, 8},
		{"testdata/duel.yaml", [2]string{"lookahead", "random"}, 4},
		{"rousse20", [2]string{"search:1500", "greedy"}, 3},
	}
	for _, c := range cases {
		t.Run(c.scenario+"/"+c.bots[0]+","+c.bots[1], func(t *testing.T) {
			b := openBoard(t, c.scenario)
			var want string
			for _, w := range []int{1, 2, 5} {
				rep, err := Run(context.Background(), b, Config{Games: c.games, Seed: 7, Workers: w, Bots: c.bots}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if rep.Games+rep.Failed != c.games {
					t.Fatalf("%d workers: %d games and %d failed, want %d", w, rep.Games, rep.Failed, c.games)
				}
				got := reportJSON(t, rep)
				if want == "" {
					want = got
				} else if got != want {
					t.Errorf("%d workers: report differs from one worker's", w)
				}
			}
			other, _ := Run(context.Background(), b, Config{Games: c.games, Seed: 8, Workers: 2, Bots: c.bots}, nil)
			if reportJSON(t, other) == want {
				t.Errorf("seed 8 gave the same report as seed 7")
			}
		})
	}
}

// TestGreedyBeatsRandomFromBothSides plays the mirror-image test battle
// with greedy on each side in turn against random.
func TestGreedyBeatsRandomFromBothSides(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	for side := 0; side < 2; side++ {
		t.Run(rules.SideName(side), func(t *testing.T) {
			bots := [2]string{"random", "random"}
			bots[side] = "greedy"
			rep, err := Run(context.Background(), b, Config{Games: 200, Seed: 11, Bots: bots, Check: true}, nil)
			if err != nil {
				t.Fatal(err)
			}
			if rep.Failed > 0 {
				t.Fatalf("failed games: %v", rep.Errors)
			}
			w := rep.WinRate[side]
			if w.Lo < 0.6 {
				t.Errorf("greedy as %s won %d of %d, 95%% CI [%.2f, %.2f]; want the interval above 0.6", rep.Sides[side], w.K, w.N, w.Lo, w.Hi)
			}
			if l := rep.WinRate[1-side]; l.Hi > 0.35 {
				t.Errorf("random as %s won %d of %d", rep.Sides[1-side], l.K, l.N)
			}
		})
	}
}

// TestBotOrdersAreLegal plays every bot on every bundled scenario that can
// be played, checking the position's invariants after every order.
func TestBotOrdersAreLegal(t *testing.T) {
	scen := []string{"rousse20", "slobozia20", "bussaco20-espana", "bailen20", "bailen20-historical", "bailen20-battle", "arapiles20", "arapiles20-alternative", "talavera20", "talavera20-full", "testdata/duel.yaml", sloboziaDanube}
	for _, name := range []string{"random", "greedy", "lookahead", "search:1000"} {
		for _, sc := range scen {
			if (name == "lookahead" || name == "search:1000") && sc != "rousse20" && sc != "testdata/duel.yaml" && sc != "bailen20-battle" && sc != sloboziaDanube {
				continue // a few scenarios: it is slow
			}
			t.Run(name+"/"+sc, func(t *testing.T) {
				b := openBoard(t, sc)
				games := 6
				if testing.Short() {
					games = 2
				}
				rep, err := Run(context.Background(), b, Config{Games: games, Seed: 3, Bots: [2]string{name, name}, Check: true}, nil)
				if err != nil {
					t.Fatal(err)
				}
				if rep.Failed > 0 {
					t.Errorf("%d games failed: %v", rep.Failed, rep.Errors)
				}
			})
		}
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	b := openBoard(t, "rousse20")
	ctx, cancel := context.WithCancel(context.Background())
	n := 0
	rep, err := Run(ctx, b, Config{Games: 100000, Seed: 1, Bots: [2]string{"random", "random"}}, func(done, total int) {
		if n++; n == 20 {
			cancel()
		}
	})
	if err != context.Canceled {
		t.Fatalf("err %v, want context.Canceled", err)
	}
	if rep == nil || rep.Games < 20 || rep.Games > 1000 {
		t.Fatalf("report of a cancelled run: %v games", rep.Games)
	}
}

func TestParseBots(t *testing.T) {
	cases := []struct {
		spec string
		want [2]string
		err  bool
	}{
		{"greedy", [2]string{"greedy", "greedy"}, false},
		{"greedy,random", [2]string{"greedy", "random"}, false},
		{"random, lookahead", [2]string{"random", "lookahead"}, false},
		{"clever", [2]string{}, true},
		{"a,b,c", [2]string{}, true},
		{"search:50ms,search:8000", [2]string{"search:50ms", "search:8000"}, false},
		{"search:0", [2]string{}, true},
		{"search:fast", [2]string{}, true},
		{"greedy:100", [2]string{}, true},
	}
	for _, c := range cases {
		t.Run(c.spec, func(t *testing.T) {
			got, err := ParseBots(c.spec)
			if (err != nil) != c.err || !c.err && got != c.want {
				t.Errorf("ParseBots(%q) = %v, %v", c.spec, got, err)
			}
		})
	}
}

// TestLookaheadBeatsGreedy plays lookahead against greedy from both sides of
// the mirror-image battle: over both, lookahead must win more than it loses.
func TestLookaheadBeatsGreedy(t *testing.T) {
	if testing.Short() {
		t.Skip("plays 120 lookahead games")
	}
	b := openBoard(t, "testdata/duel.yaml")
	won, lost := 0, 0
	for side := 0; side < 2; side++ {
		bots := [2]string{"greedy", "greedy"}
		bots[side] = "lookahead"
		rep, err := Run(context.Background(), b, Config{Games: 60, Seed: 5, Bots: bots, Check: true}, nil)
		if err != nil || rep.Failed > 0 {
			t.Fatal(err, rep.Errors)
		}
		won += rep.Wins[side]
		lost += rep.Wins[1-side]
	}
	if won <= lost+10 {
		t.Errorf("lookahead won %d and lost %d of 120 games against greedy", won, lost)
	}
}

func TestParseParam(t *testing.T) {
	b := openBoard(t, "testdata/duel.yaml")
	s := b.Scenario
	cases := []struct {
		path              string
		min, max, current int
		err               string
	}{
		{"sides.french.morale", 1, 10, 6, ""},
		{"sides.anti-french.morale", 1, 10, 6, ""},
		{"turns.end", 4, 12, 8, ""},
		{"sides.prussian.morale", 0, 0, 0, "no side"},
		{"units.fr-inf-1.turn", 0, 0, 0, "not a reinforcement"},
		{"units.nobody.turn", 0, 0, 0, "no unit"},
		{"map.columns", 0, 0, 0, "want sides.SIDE.morale"},
	}
	for _, c := range cases {
		t.Run(c.path, func(t *testing.T) {
			p, err := ParseParam(s, c.path)
			if c.err != "" {
				if err == nil || !strings.Contains(err.Error(), c.err) {
					t.Fatalf("err %v, want %q", err, c.err)
				}
				return
			}
			if err != nil || p.Min != c.min || p.Max != c.max || p.Current != c.current {
				t.Errorf("ParseParam = %+v, %v", p, err)
			}
		})
	}
}

// TestTuneMoraleOfTheMirrorBattle tunes the French starting morale of the
// mirror-image battle: the win rate grows with it and the value found gives
// a win rate nearer the target than the ends of the range.
func TestTuneMoraleOfTheMirrorBattle(t *testing.T) {
	load := func() (*scenario.Scenario, error) { return bundle.Load("testdata/duel.yaml") }
	build := func(s *scenario.Scenario) (*rules.Board, error) {
		cs, err := bundle.Charts(s)
		if err != nil {
			return nil, err
		}
		return rules.NewBoard(s, cs, rules.Options{})
	}
	tu, err := Tune(context.Background(), load, build, TuneConfig{Run: Config{Games: 100, Seed: 2, Bots: [2]string{"greedy", "greedy"}},
		Param: "sides.french.morale", Side: rules.French, Target: 0.5}, nil)
	if err != nil {
		t.Fatal(err)
	}
	first, last := tu.Trials[0], tu.Trials[len(tu.Trials)-1]
	if tu.Flat {
		t.Error("morale from 1 to 10 reported as not mattering")
	}
	if first.Value != 1 || last.Value != 10 || first.WinRate.P >= last.WinRate.P {
		t.Errorf("trials %v: want the win rate to grow from morale 1 to 10", tu.Trials)
	}
	var best Trial
	for _, tr := range tu.Trials {
		if tr.Value == tu.Best {
			best = tr
		}
	}
	if best.WinRate.Lo > 0.5 || best.WinRate.Hi < 0.5 {
		t.Errorf("best %v: its interval misses the target", best)
	}
	for _, end := range []Trial{first, last} {
		if math.Abs(end.WinRate.P-0.5) < math.Abs(best.WinRate.P-0.5) {
			t.Errorf("morale %d (%.2f) is closer to the target than the best, %d (%.2f)", end.Value, end.WinRate.P, best.Value, best.WinRate.P)
		}
	}
	if tu.Games != 100*len(tu.Trials) || len(tu.Trials) > 8 {
		t.Errorf("%d games over %d trials: the search should try few values", tu.Games, len(tu.Trials))
	}
}

func TestTuneSaysWhenTheTargetIsOutOfReach(t *testing.T) {
	load := func() (*scenario.Scenario, error) { return bundle.Load("testdata/duel.yaml") }
	build := func(s *scenario.Scenario) (*rules.Board, error) {
		cs, _ := bundle.Charts(s)
		return rules.NewBoard(s, cs, rules.Options{})
	}
	// Greedy against random: the French side wins most games whatever the
	// length of the game, never as few as 1%.
	tu, err := Tune(context.Background(), load, build, TuneConfig{Run: Config{Games: 60, Seed: 2, Bots: [2]string{"greedy", "random"}},
		Param: "turns.end", Side: rules.French, Target: 0.01}, nil)
	if err != nil {
		t.Fatal(err)
	}
	if tu.Reached {
		t.Errorf("target 1%% reached with %v", tu.Trials)
	}
}

func TestObserverCountsCitedRulesAndCards(t *testing.T) {
	b := openBoard(t, "rousse20")
	o := newObserver(b)
	r := &GameRecord{}
	o.events(r, []rules.Event{
		{Kind: "card", Side: "french", Text: "#13 Protect the Colors!"},
		{Kind: "card", Side: "french", Text: "Random Events Phase skipped (skip-first-ottoman-events)"},
		{Kind: "command", Text: "at most 9 units may move (ottoman-movement-restrictions)"},
		{Kind: "command", Text: "at most 7 units may move (ottoman-movement-restrictions)"},
		{Kind: "variable", Text: "arrive (arrival-locations, 11.0)"},
		{Kind: "morale", Text: "6 -> 5 ([rout_beyond_ma]) (15.0)"},
		{Kind: "move", Text: "(no-such-rule) (unclosed"},
	})
	want := map[string]int{"skip-first-ottoman-events": 1, "ottoman-movement-restrictions": 2, "arrival-locations": 1}
	if !reflect.DeepEqual(r.Rules, want) {
		t.Errorf("rules %v, want %v", r.Rules, want)
	}
	if !reflect.DeepEqual(r.Cards, map[string]int{"13": 1}) {
		t.Errorf("cards %v", r.Cards)
	}
}

// TestReusedWorkerPlaysAsNew: a worker keeps its random players, event
// buffer and search buffers from game to game; each game must still be
// the one a fresh worker plays from its seed, in any order of games.
func TestReusedWorkerPlaysAsNew(t *testing.T) {
	for _, sc := range []string{"rousse20", "bussaco20-espana"} {
		t.Run(sc, func(t *testing.T) {
			bd := openBoard(t, sc)
			cfg := Config{Seed: 11, Bots: [2]string{"random", "random"}}
			worker := newObserver(bd)
			for _, i := range []int{3, 0, 7, 3, 1} {
				got := worker.play(context.Background(), cfg, i)
				want := newObserver(bd).play(context.Background(), cfg, i)
				if got.Err != "" || !reflect.DeepEqual(got, want) {
					t.Fatalf("game %d on a reused worker: %+v\nfresh worker: %+v", i, got, want)
				}
			}
		})
	}
}
