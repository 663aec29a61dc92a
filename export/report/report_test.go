package report

import (
	"bytes"
	"flag"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
)

var update = flag.Bool("update", false, "rewrite the golden files")

// synthetic is a report with known figures, independent of the engine.
func synthetic() *sim.Report {
	return &sim.Report{
		Scenario: "duel", Title: "Duel (a symmetric test battle)", Bots: [2]string{"greedy", "random"}, Sides: [2]string{"French", "Allied"},
		Seed: 1, Games: 100, Failed: 1, Errors: []string{"game 7 (seed 99): no result after 10 orders"}, Complete: true,
		Wins: [2]int{60, 30}, Draws: 10,
		WinRate:       [2]sim.Proportion{sim.Wilson(60, 100), sim.Wilson(30, 100)},
		DrawRate:      sim.Wilson(10, 100),
		MinDetectable: sim.MinDetectable(0.6, 100),
		BotRatings:    [2]*sim.BotRatingOf{{Rating: sim.Rating{Bot: "greedy", Elo: 250, Lo: 180, Hi: 320, Games: 240}, Scenario: "duel", Ladder: 40}, nil},
		Levels: []sim.LevelCount{
			{Winner: "French", Level: "decisive", Count: 40, Share: sim.Wilson(40, 100)},
			{Winner: "French", Level: "marginal", Count: 20, Share: sim.Wilson(20, 100)},
			{Winner: "Allied", Level: "marginal", Count: 30, Share: sim.Wilson(30, 100)},
			{Winner: "draw", Level: "draw", Count: 10, Share: sim.Wilson(10, 100)},
		},
		DecisionTurn: []sim.TurnCount{{Turn: 5, Count: 40}, {Turn: 8, Count: 60}},
		Morale: [2][]sim.TurnMorale{
			{{Turn: 1, Quartiles: sim.Quartiles{N: 100, Min: 4, Q1: 5, Median: 6, Q3: 6, Max: 7}}, {Turn: 2, Quartiles: sim.Quartiles{N: 100, Min: 2, Q1: 4, Median: 5, Q3: 6, Max: 7}}},
			{{Turn: 1, Quartiles: sim.Quartiles{N: 100, Min: 3, Q1: 4, Median: 5, Q3: 6, Max: 6}}, {Turn: 2, Quartiles: sim.Quartiles{N: 100, Min: 1, Q1: 2, Median: 3, Q3: 4, Max: 6}}},
		},
		Losses: []sim.UnitLoss{
			{ID: "af-inf-1", Name: "AF inf 1", Side: "Allied", Lost: 50, Rate: sim.Wilson(50, 100)},
			{ID: "fr-cav-6", Name: "FR cav 6", Side: "French", Lost: 10, Rate: sim.Wilson(10, 100)},
		},
		Battles:     []sim.HexCount{{Hex: "0705", Count: 200}, {Hex: "0604", Count: 20}},
		Rules:       []sim.Fired{{ID: "night-rest", Title: "Night rest", Games: 50, Times: 75}},
		Cards:       []sim.Fired{{ID: "3", Title: "Rain", Games: 20, Times: 20}},
		NotApplied:  []string{"special rule \"x\" (X): not applied by the engine"},
		Assumptions: []string{"a", "special rule \"x\" (X): not applied by the engine"},
	}
}

func golden(t *testing.T, name string, got []byte) {
	t.Helper()
	p := filepath.Join("testdata", name)
	if *update {
		if err := os.MkdirAll("testdata", 0o755); err != nil {
			t.Fatal(err)
		}
		if err := os.WriteFile(p, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(p)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s differs from the golden file (run go test -update and review the diff):\n%s", name, got)
	}
}

func TestWriteTextGolden(t *testing.T) {
	var buf bytes.Buffer
	if err := WriteText(&buf, synthetic()); err != nil {
		t.Fatal(err)
	}
	golden(t, "synthetic.txt", buf.Bytes())
}

func TestWriteTuningGolden(t *testing.T) {
	tu := &sim.Tuning{Param: "sides.french.morale", Side: "french", Target: 0.5, Current: 6, Best: 7, Games: 600,
		Trials:        []sim.Trial{{Value: 1, WinRate: sim.Wilson(2, 200), Games: 200}, {Value: 6, WinRate: sim.Wilson(80, 200), Games: 200}, {Value: 7, WinRate: sim.Wilson(98, 200), Games: 200}},
		MinDetectable: sim.MinDetectable(0.5, 200), Indistinct: []int{6}, Reached: true}
	var buf bytes.Buffer
	if err := WriteTuning(&buf, tu); err != nil {
		t.Fatal(err)
	}
	golden(t, "tuning.txt", buf.Bytes())
}

// TestIncompleteReportNamesNoSide: a scenario lacking data its rules
// need (an entry area without hexes, 11.0) plays a different game, so the
// report says so in its first line, lists the gap, and calls no side
// favoured; the failed game is listed with its seed.
func TestIncompleteReportNamesNoSide(t *testing.T) {
	r := synthetic()
	r.Complete = false
	r.Terrain = "on the map as traced: 1 of 209 hexes known"
	r.Gaps = []scenario.Gap{{Kind: scenario.GapEntryArea, Rule: "11.0", Object: `entry area "A"`, What: "has no hexes", Stops: []string{"unit fr-x"}, Blocks: true}}
	if h := Headline(r); strings.Contains(h, "is favoured") || !strings.HasPrefix(h, "No side is called favoured") {
		t.Errorf("Headline = %q", h)
	}
	var buf bytes.Buffer
	if err := WriteText(&buf, r); err != nil {
		t.Fatal(err)
	}
	first, _, _ := strings.Cut(buf.String(), "\n")
	if !strings.HasPrefix(first, "INCOMPLETE SCENARIO") || !strings.Contains(first, "1 of 209 hexes known") {
		t.Errorf("first line %q", first)
	}
	for _, want := range []string{`! entry area "A": has no hexes [rule 11.0]; stops unit fr-x`, "game 7 (seed 99)", "100 games played to a result, 1 failed"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("text report lacks %q", want)
		}
	}
	buf.Reset()
	if err := WriteHTML(&buf, r, nil); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{`<p class="banner">INCOMPLETE SCENARIO`, "<h2>Gaps</h2>", "game 7 (seed 99)"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("HTML report lacks %q", want)
		}
	}
	buf.Reset()
	if err := WriteJSON(&buf, r); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(buf.String(), `"complete": false`) || !strings.Contains(buf.String(), `"kind": "entry-area"`) {
		t.Errorf("JSON report lacks complete: false and the gap:\n%s", buf.String())
	}
}

func TestHeadlineNamesTheFavouredSide(t *testing.T) {
	cases := []struct {
		name   string
		wins   [2]int
		expect string
	}{
		{"French clearly ahead", [2]int{60, 30}, "French is favoured"},
		{"Allied clearly ahead", [2]int{20, 70}, "Allied is favoured"},
		{"too close to call", [2]int{48, 45}, "Neither side is clearly favoured"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r := synthetic()
			r.WinRate = [2]sim.Proportion{sim.Wilson(c.wins[0], 100), sim.Wilson(c.wins[1], 100)}
			if h := Headline(r); !strings.HasPrefix(h, c.expect) {
				t.Errorf("Headline = %q, want it to start %q", h, c.expect)
			}
		})
	}
}

func TestPlotsInBothFormats(t *testing.T) {
	for _, format := range []string{"png", "svg"} {
		t.Run(format, func(t *testing.T) {
			plots, err := Plots(synthetic(), format)
			if err != nil {
				t.Fatal(err)
			}
			want := []string{"win-rate", "victory-levels", "decision-turn", "morale", "losses"}
			if len(plots) != len(want) {
				t.Fatalf("%d plots, want %d", len(plots), len(want))
			}
			for i, p := range plots {
				if p.Name != want[i] {
					t.Errorf("plot %d is %q, want %q", i, p.Name, want[i])
				}
				switch format {
				case "png":
					img, err := png.Decode(bytes.NewReader(p.Data))
					if err != nil {
						t.Fatalf("%s: %v", p.Name, err)
					}
					if img.Bounds().Dx() < 300 || img.Bounds().Dy() < 200 {
						t.Errorf("%s: %v too small", p.Name, img.Bounds())
					}
				case "svg":
					if !bytes.Contains(p.Data, []byte("<svg")) || !bytes.Contains(p.Data, []byte("</svg>")) {
						t.Errorf("%s: not an SVG document", p.Name)
					}
				}
			}
		})
	}
	if _, err := Plots(synthetic(), "gif"); err == nil {
		t.Error("gif plots: no error")
	}
}

func TestHeatMapShadesTheBattleHexes(t *testing.T) {
	b, err := bundle.Open("../../engine/sim/testdata/duel.yaml", rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	r := synthetic()
	img := HeatMap(r, b.Scenario, 800, 600)
	clean := HeatMap(&sim.Report{}, b.Scenario, 800, 600)
	at := func(im *image.RGBA, code string) (uint8, uint8, uint8) {
		h, _ := b.Grid.Parse(code)
		// The point halfway between the centre and a corner is in the
		// shaded hex and away from its printed number.
		v := renderView(b, 800, 600)
		c, k := v.Center(h), v.Corner(h, 3)
		x, y := int((c.X+k.X)/2), int((c.Y+k.Y)/2)
		p := im.RGBAAt(x, y)
		return p.R, p.G, p.B
	}
	cases := []struct {
		name    string
		hex     string
		changed bool
		redder  bool // the most fought over: redder than the others
	}{
		{"most battles", "0705", true, true},
		{"few battles", "0604", true, false},
		{"no battle", "1005", false, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			r1, g1, b1 := at(img, c.hex)
			r0, g0, b0 := at(clean, c.hex)
			changed := r1 != r0 || g1 != g0 || b1 != b0
			if changed != c.changed {
				t.Errorf("hex %s: %v -> %v, changed %v, want %v", c.hex, [3]uint8{r0, g0, b0}, [3]uint8{r1, g1, b1}, changed, c.changed)
			}
			if c.redder {
				_, gf, _ := at(img, "0604")
				if g1 >= gf {
					t.Errorf("hex %s (most battles) green %d, not redder than 0604 (green %d)", c.hex, g1, gf)
				}
			}
		})
	}
}

// TestWriteTuningListsFailedGames: a tuning run counts and lists every
// failed game of each value tried, with its seed, apart from the win rate.
func TestWriteTuningListsFailedGames(t *testing.T) {
	tu := &sim.Tuning{Param: "turns.end", Side: "french", Target: 0.5, Current: 10, Best: 10, Games: 20,
		Trials: []sim.Trial{{Value: 10, WinRate: sim.Wilson(5, 9), Games: 9, Failed: 1, Errors: []string{"game 4 (seed 77): turn 3 french movement: order end-phase: refused"}}}}
	var buf bytes.Buffer
	if err := WriteTuning(&buf, tu); err != nil {
		t.Fatal(err)
	}
	for _, want := range []string{"Games that failed at turns.end = 10", "game 4 (seed 77): turn 3 french movement: order end-phase"} {
		if !strings.Contains(buf.String(), want) {
			t.Errorf("tuning report lacks %q:\n%s", want, buf.String())
		}
	}
}
