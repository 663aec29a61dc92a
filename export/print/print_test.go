package print

import (
	"bytes"
	"flag"
	"fmt"
	"image"
	"image/png"
	"math"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"sort"
	"strconv"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
	"github.com/aide-de-camp/adc/templates"
)

var update = flag.Bool("update", false, "rewrite the golden page images in testdata/")

const ptPerMM = 72 / 25.4

func loadScenario(t testing.TB, id string) (*scenario.Scenario, *scenario.ChartSet) {
	t.Helper()
	b, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(b, id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		t.Fatal(err)
	}
	return s, scenario.Resolve(s, set)
}

func loadRuleset(t testing.TB) *odn.Ruleset {
	t.Helper()
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		t.Fatal(err)
	}
	return rs
}

func loadRoster(t testing.TB, rs *odn.Ruleset, data []byte, name string) *odn.Roster {
	t.Helper()
	a, fs, err := odn.ParseArmy(name, data, rs)
	if err != nil || a == nil || fs.HasErrors() {
		t.Fatalf("%s: %v %v", name, err, fs)
	}
	r, err := rs.BuildRoster(a)
	if err != nil {
		t.Fatal(err)
	}
	return r
}

func bundledRoster(t testing.TB, rs *odn.Ruleset, id string) *odn.Roster {
	t.Helper()
	data, err := odnarmies.FS.ReadFile(id + ".yaml")
	if err != nil {
		t.Fatal(err)
	}
	return loadRoster(t, rs, data, id+".yaml")
}

func needTool(t *testing.T, name string) {
	t.Helper()
	if _, err := exec.LookPath(name); err != nil {
		t.Skipf("%s not installed (poppler-utils; scripts/setup.sh test installs it)", name)
	}
}

// writePDF writes pages to a file in a temporary directory.
func writePDF(t *testing.T, pages []Page, name string) string {
	t.Helper()
	var b bytes.Buffer
	if err := WritePDF(&b, name, pages); err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(t.TempDir(), name+".pdf")
	if err := os.WriteFile(path, b.Bytes(), 0o644); err != nil {
		t.Fatal(err)
	}
	return path
}

func run(t *testing.T, name string, args ...string) string {
	t.Helper()
	out, err := exec.Command(name, args...).CombinedOutput()
	if err != nil {
		t.Fatalf("%s %v: %v\n%s", name, args, err, out)
	}
	return string(out)
}

var pdfinfoSize = regexp.MustCompile(`Page size:\s+([\d.]+) x ([\d.]+) pts`)

func pdfInfo(t *testing.T, path string) (pages int, w, h float64, raw string) {
	t.Helper()
	raw = run(t, "pdfinfo", path)
	for _, l := range strings.Split(raw, "\n") {
		if v, ok := strings.CutPrefix(l, "Pages:"); ok {
			pages, _ = strconv.Atoi(strings.TrimSpace(v))
		}
	}
	m := pdfinfoSize.FindStringSubmatch(raw)
	if m == nil {
		t.Fatalf("pdfinfo gives no page size:\n%s", raw)
	}
	w, _ = strconv.ParseFloat(m[1], 64)
	h, _ = strconv.ParseFloat(m[2], 64)
	return pages, w, h, raw
}

func TestKitPagesAndPaper(t *testing.T) {
	needTool(t, "pdfinfo")
	s, cs := loadScenario(t, "talavera20-full")
	cases := []struct {
		paper string
		w, h  float64 // points
	}{
		{"a4", 595.28, 841.89},
		{"letter", 612, 792},
		{"a3", 841.89, 1190.55},
	}
	for _, tc := range cases {
		t.Run(tc.paper, func(t *testing.T) {
			p, _ := PaperByName(tc.paper)
			pages, err := Scenario(s, cs, Options{Paper: p})
			if err != nil {
				t.Fatal(err)
			}
			path := writePDF(t, pages, "talavera-"+tc.paper)
			n, _, _, raw := pdfInfo(t, path)
			if n != len(pages) {
				t.Errorf("pdfinfo: %d pages, laid out %d", n, len(pages))
			}
			// Every page of paper size, in either orientation (map tiles may
			// be landscape).
			perPage := run(t, "pdfinfo", "-f", "1", "-l", strconv.Itoa(n), path)
			for _, m := range regexp.MustCompile(`Page\s+\d+ size:\s+([\d.]+) x ([\d.]+) pts`).FindAllStringSubmatch(perPage, -1) {
				pw, _ := strconv.ParseFloat(m[1], 64)
				ph, _ := strconv.ParseFloat(m[2], 64)
				if !(near(pw, tc.w, 0.5) && near(ph, tc.h, 0.5)) && !(near(pw, tc.h, 0.5) && near(ph, tc.w, 0.5)) {
					t.Errorf("page of %.2f x %.2f pt, want %s (%.2f x %.2f)", pw, ph, tc.paper, tc.w, tc.h)
				}
			}
			for _, bad := range []string{"CreationDate", "ModDate", "Producer"} {
				if strings.Contains(raw, bad) {
					t.Errorf("pdfinfo shows %s: the file must carry no timestamp or producer\n%s", bad, raw)
				}
			}
			fonts := run(t, "pdffonts", path)
			for _, l := range strings.Split(fonts, "\n")[2:] {
				if f := strings.Fields(l); len(f) >= 5 && !strings.Contains(l, " yes ") {
					t.Errorf("font not embedded: %s", l)
				}
			}
		})
	}
}

func near(a, b, tol float64) bool { return math.Abs(a-b) <= tol }

// pageText returns the text pdftotext finds on pages first..last.
func pageText(t *testing.T, path string, first, last int) string {
	return run(t, "pdftotext", "-f", strconv.Itoa(first), "-l", strconv.Itoa(last), "-layout", path, "-")
}

// pagesWith returns the 1-based page numbers whose title starts with
// prefix.
func pagesWith(pages []Page, sub string) (first, last int) {
	for i, p := range pages {
		if strings.Contains(p.Title, sub) {
			if first == 0 {
				first = i + 1
			}
			last = i + 1
		}
	}
	return
}

func TestTextIsFound(t *testing.T) {
	needTool(t, "pdftotext")
	cases := []struct {
		id   string
		opts Options
	}{
		{"talavera20-full", Options{}},
		{"arapiles20", Options{Paper: Papers[1]}},
		{"rousse20", Options{MapOnePage: true}},
	}
	for _, tc := range cases {
		t.Run(tc.id, func(t *testing.T) {
			s, cs := loadScenario(t, tc.id)
			pages, err := Scenario(s, cs, tc.opts)
			if err != nil {
				t.Fatal(err)
			}
			path := writePDF(t, pages, tc.id)
			norm := func(x string) string { return strings.Join(strings.Fields(x), " ") }
			f, l := pagesWith(pages, "counters")
			counters := norm(pageText(t, path, f, l))
			for _, u := range s.Units {
				if u.Placement.Kind == scenario.PlaceNotUsed {
					continue
				}
				// The name as the counter prints it: abbreviated where it
				// does not fit at 5 pt (render.CounterLabel).
				L := CounterDefault
				name, _ := render.CounterLabel(u.Name, render.Font{Bold: true, Size: L * 0.36}, L*0.9)
				if !strings.Contains(counters, norm(name)) {
					t.Errorf("unit %q: name %q not on the counter sheets", u.Name, name)
				}
			}
			if len(s.Deck.Cards) > 0 {
				f, l := pagesWith(pages, "event cards")
				cards := norm(pageText(t, path, f, l))
				for _, c := range s.Deck.Cards {
					if !strings.Contains(cards, norm(c.Title)) {
						t.Errorf("card %d %q: title not on the card sheets", c.Number, c.Title)
					}
				}
			}
			f, l = pagesWith(pages, ": map")
			mapText := pageText(t, path, f, l)
			g := s.Grid()
			for _, h := range g.Hexes() {
				if !strings.Contains(mapText, g.Code(h)) {
					t.Errorf("hex %s: number not on the map pages", g.Code(h))
				}
			}
		})
	}
}

// strokes returns the vertical and horizontal straight strokes of an
// uncompressed PDF page stream, in points (x of the vertical ones, y of
// the horizontal ones).
var moveLine = regexp.MustCompile(`(-?[\d.]+) (-?[\d.]+) m\n(-?[\d.]+) (-?[\d.]+) l\nS`)

func cutPositions(t *testing.T, pages []Page, minLen float64) (xs, ys [][]float64) {
	t.Helper()
	compress = false
	defer func() { compress = true }()
	var b bytes.Buffer
	if err := WritePDF(&b, "cuts", pages); err != nil {
		t.Fatal(err)
	}
	// Page streams come first, in page order.
	parts := regexp.MustCompile(`stream\n`).Split(b.String(), -1)
	for _, part := range parts[1:] {
		if !strings.Contains(part, " m\n") {
			continue
		}
		var px, py []float64
		for _, m := range moveLine.FindAllStringSubmatch(part, -1) {
			x1, _ := strconv.ParseFloat(m[1], 64)
			y1, _ := strconv.ParseFloat(m[2], 64)
			x2, _ := strconv.ParseFloat(m[3], 64)
			y2, _ := strconv.ParseFloat(m[4], 64)
			switch {
			case near(x1, x2, 0.01) && math.Abs(y2-y1) >= minLen:
				px = append(px, x1)
			case near(y1, y2, 0.01) && math.Abs(x2-x1) >= minLen:
				py = append(py, y1)
			}
		}
		xs, ys = append(xs, uniq(px)), append(ys, uniq(py))
		if len(xs) == len(pages) {
			break
		}
	}
	return xs, ys
}

func uniq(v []float64) []float64 {
	sort.Float64s(v)
	var out []float64
	for _, x := range v {
		if len(out) == 0 || !near(out[len(out)-1], x, 0.02) {
			out = append(out, x)
		}
	}
	return out
}

func steps(v []float64) []float64 {
	var d []float64
	for i := 1; i < len(v); i++ {
		d = append(d, v[i]-v[i-1])
	}
	return d
}

// TestPhysicalSizes measures the cut lines in the PDF's own drawing
// operators: a 5/8-inch counter is 45 pt, a poker card 63 x 88 mm.
func TestPhysicalSizes(t *testing.T) {
	s, _ := loadScenario(t, "arapiles20")
	a4 := Papers[0]
	st := render.StyleFor(s)
	counterPages, _ := CounterSheets(s, st, a4, CounterDefault)
	cardPages, _ := EventCards(s, a4)
	cases := []struct {
		name   string
		pages  []Page
		dx, dy float64 // points
		long   float64 // cut lines run across the block: at least this long
	}{
		{"5/8 inch counters are 45 pt", counterPages[:1], 45, 45, 100},
		{"poker cards are 63 x 88 mm", cardPages[:1], 63 * ptPerMM, 88 * ptPerMM, 400},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			xs, ys := cutPositions(t, tc.pages, tc.long)
			if len(xs) == 0 || len(xs[0]) < 2 || len(ys[0]) < 2 {
				t.Fatalf("no cut lines found: %v %v", xs, ys)
			}
			for _, d := range steps(xs[0]) {
				if !near(d, tc.dx, 0.05) {
					t.Errorf("cut lines %.2f pt apart across, want %.2f (all: %v)", d, tc.dx, xs[0])
				}
			}
			for _, d := range steps(ys[0]) {
				if !near(d, tc.dy, 0.05) {
					t.Errorf("cut lines %.2f pt apart down, want %.2f (all: %v)", d, tc.dy, ys[0])
				}
			}
		})
	}
}

var wordRE = regexp.MustCompile(`<word xMin="([\d.]+)" yMin="([\d.]+)" xMax="([\d.]+)" yMax="([\d.]+)">`)

type word struct{ x0, y0, x1, y1 float64 }

// words returns the word boxes (points) of each page pdftotext -bbox finds.
func words(t *testing.T, path string, pages int) [][]word {
	out := run(t, "pdftotext", "-bbox", "-f", "1", "-l", strconv.Itoa(pages), path, "-")
	var ws [][]word
	for _, pg := range strings.Split(out, "<page ")[1:] {
		var p []word
		for _, m := range wordRE.FindAllStringSubmatch(pg, -1) {
			var v [4]float64
			for i := range v {
				v[i], _ = strconv.ParseFloat(m[i+1], 64)
			}
			p = append(p, word{v[0], v[1], v[2], v[3]})
		}
		ws = append(ws, p)
	}
	return ws
}

// TestFrontsAndBacksMirror checks the printed PDF: the centred top line
// of every counter's back sits at the mirror of the front's (the page
// turned over its long edge), within 0.2 mm, and so do the cut lines.
func TestFrontsAndBacksMirror(t *testing.T) {
	needTool(t, "pdftotext")
	for _, id := range []string{"rousse20", "talavera20-full"} {
		t.Run(id, func(t *testing.T) {
			s, _ := loadScenario(t, id)
			p := Papers[1]
			pages, slots := CounterSheets(s, render.StyleFor(s), p, CounterDefault)
			path := writePDF(t, pages[:2], id)
			ws := words(t, path, 2)
			if len(ws) != 2 {
				t.Fatalf("%d pages", len(ws))
			}
			W := p.W * ptPerMM
			L := CounterDefault * ptPerMM
			// The centre of the words in the top band of the square at x, y.
			top := func(pg int, x, y float64) (float64, bool) {
				x0, x1 := math.Inf(1), math.Inf(-1)
				for _, w := range ws[pg] {
					cx := (w.x0 + w.x1) / 2
					if cx > x && cx < x+L && w.y0 > y && w.y1 < y+L*0.3 {
						x0, x1 = math.Min(x0, w.x0), math.Max(x1, w.x1)
					}
				}
				return (x0 + x1) / 2, x1 > x0
			}
			checked := 0
			for _, sl := range slots {
				if sl.Sheet != 0 {
					continue
				}
				x, y := sl.X*ptPerMM, sl.Y*ptPerMM
				fc, ok1 := top(0, x, y)
				bc, ok2 := top(1, BackX(p.W, sl.X, CounterDefault)*ptPerMM, y)
				if !ok1 || !ok2 {
					t.Errorf("%s: no centred text on the front (%v) or the back (%v)", sl.ID, ok1, ok2)
					continue
				}
				if d := math.Abs(fc + bc - W); d > 0.2*ptPerMM {
					t.Errorf("%s: front centre %.2f pt and back centre %.2f pt are %.2f mm off mirror images", sl.ID, fc, bc, d/ptPerMM)
				}
				checked++
			}
			if checked < 20 {
				t.Errorf("only %d counters checked", checked)
			}
			xs, _ := cutPositions(t, pages[:2], 100)
			if len(xs) != 2 || len(xs[0]) != len(xs[1]) {
				t.Fatalf("cut lines: %v", xs)
			}
			for i, x := range xs[0] {
				if m := W - xs[1][len(xs[1])-1-i]; !near(x, m, 0.2*ptPerMM) {
					t.Errorf("cut line at %.2f pt on the front, its mirror on the back at %.2f", x, m)
				}
			}
		})
	}
}

// TestRosterNeverSplit: every unit's roster block lies within one page,
// and pdftotext finds each name on the roster pages.
func TestRosterNeverSplit(t *testing.T) {
	rs := loadRuleset(t)
	for _, p := range Papers {
		t.Run(p.Name, func(t *testing.T) {
			r := bigRoster(t, rs, 60)
			pages, places := RosterPages(r, rs, p, nil)
			if len(pages) < 2 {
				t.Fatalf("%d pages: the test needs a roster over several pages", len(pages))
			}
			for _, pl := range places {
				if pl.Top < 0 || pl.Bottom > p.H-12+0.01 {
					t.Errorf("%s on page %d runs from %.1f to %.1f mm: off the page (%.0f mm)", pl.Unit, pl.Page+1, pl.Top, pl.Bottom, p.H)
				}
			}
		})
	}
	t.Run("names and hit boxes in the PDF", func(t *testing.T) {
		needTool(t, "pdftotext")
		r := bundledRoster(t, rs, "french-1812")
		pages, _ := RosterPages(r, rs, Papers[0], nil)
		text := pageText(t, writePDF(t, pages, "roster"), 1, len(pages))
		for _, c := range r.Corps {
			for _, u := range c.Units {
				if !strings.Contains(text, u.Name) {
					t.Errorf("%s not on the roster pages", u.Name)
				}
			}
		}
		if !strings.Contains(text, "Melee 5/4") {
			t.Error("the Old Guard's Melee 5/4 (p.4) is not printed")
		}
	})
}

// bigRoster returns an army of n infantry divisions of every quality and
// strength, in corps of ten.
func bigRoster(t testing.TB, rs *odn.Ruleset, n int) *odn.Roster {
	var b strings.Builder
	b.WriteString("format: adc-odn-army/1\narmy: Test Army\nnation: france\nheadquarters: {name: HQ, morale_bonus: 2}\ncorps:\n")
	q := []string{"GD", "EL", "VT", "CN", "MI"}
	men := []int{4000, 3000, 2000, 1000}
	for i := 0; i < n; i++ {
		if i%10 == 0 {
			fmt.Fprintf(&b, "  - name: Corps %d\n    commander: General %d\n    morale_bonus: 1\n    units:\n", i/10+1, i/10+1)
		}
		fmt.Fprintf(&b, "      - {name: Division %d, type: infantry, quality: %s, men: %d, inherent_artillery: foot}\n", i+1, q[i%len(q)], men[i%len(men)])
	}
	return loadRoster(t, rs, []byte(b.String()), "big.yaml")
}

func TestDeterministic(t *testing.T) {
	s, cs := loadScenario(t, "arapiles20")
	var outs [2][]byte
	for i := range outs {
		pages, err := Scenario(s, cs, Options{})
		if err != nil {
			t.Fatal(err)
		}
		var b bytes.Buffer
		if err := WritePDF(&b, s.Title, pages); err != nil {
			t.Fatal(err)
		}
		outs[i] = b.Bytes()
	}
	if !bytes.Equal(outs[0], outs[1]) {
		t.Error("two prints of the same scenario differ")
	}
	if bytes.Contains(outs[0], []byte("CreationDate")) || bytes.Contains(outs[0], []byte("ModDate")) {
		t.Error("the PDF carries a date")
	}
}

func TestOptionsAndInputErrors(t *testing.T) {
	s, cs := loadScenario(t, "bussaco20")
	cases := []struct {
		name string
		o    Options
		want string
	}{
		{"unknown part", Options{Parts: []string{"maps"}}, `unknown part "maps"`},
		{"counter too small", Options{CounterMM: 2}, "counter size"},
		{"hex too big", Options{HexMM: 500}, "hex size"},
		{"army part for a scenario", Options{Parts: []string{"rosters"}}, "unknown part"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			_, err := Scenario(s, cs, tc.o)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one saying %q", err, tc.want)
			}
		})
	}
}

func TestParseLength(t *testing.T) {
	cases := []struct {
		in   string
		want float64
		err  bool
	}{
		{"16", 16, false}, {"16mm", 16, false}, {"1.6cm", 16, false}, {"5/8in", 15.875, false},
		{"0.75in", 19.05, false}, {"45pt", 15.875, false}, {`1"`, 25.4, false},
		{"", 0, true}, {"abc", 0, true}, {"-3mm", 0, true}, {"1/0in", 0, true}, {"NaN", 0, true}, {"9999mm", 0, true},
	}
	for _, tc := range cases {
		t.Run(tc.in, func(t *testing.T) {
			got, err := ParseLength(tc.in)
			if (err != nil) != tc.err || (!tc.err && !near(got, tc.want, 1e-9)) {
				t.Errorf("ParseLength(%q) = %v, %v; want %v (error %v)", tc.in, got, err, tc.want, tc.err)
			}
		})
	}
}

func TestFormatOf(t *testing.T) {
	for _, tc := range []struct{ name, want string }{{"a.pdf", ".pdf"}, {"B.PNG", ".png"}, {"c.svg", ".svg"}, {"d.docx", ""}, {"e", ""}} {
		got, err := FormatOf(tc.name)
		if got != tc.want || (tc.want == "") != (err != nil) {
			t.Errorf("FormatOf(%q) = %q, %v", tc.name, got, err)
		}
	}
}

// TestTiles: tiles cover the whole map, neighbours share the overlap, and
// every tile fits the printable area.
func TestTiles(t *testing.T) {
	cases := []struct {
		name    string
		w, h    float64
		p       Paper
		overlap float64
		n       int
	}{
		{"fits one A4", 150, 200, Papers[0], 10, 1},
		{"17x22 inch map on A4", 431.8, 558.8, Papers[0], 10, 6},
		{"wide map turns the paper", 380, 180, Papers[0], 10, 2},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			pw, ph, tiles := TileMap(tc.w, tc.h, tc.p, tc.overlap)
			if len(tiles) != tc.n {
				t.Errorf("%d tiles, want %d", len(tiles), tc.n)
			}
			maxX, maxY := 0.0, 0.0
			for _, ti := range tiles {
				if ti.W > pw-2*mapMargin+1e-9 || ti.H > ph-2*mapMargin-mapHeader+1e-9 {
					t.Errorf("tile %s larger than the printable area", ti.Label)
				}
				maxX, maxY = math.Max(maxX, ti.X+ti.W), math.Max(maxY, ti.Y+ti.H)
				for _, u := range tiles {
					if u.Row == ti.Row && u.Col == ti.Col+1 && !near(ti.X+ti.W-u.X, tc.overlap, 1e-9) {
						t.Errorf("%s and %s overlap by %.1f mm", ti.Label, u.Label, ti.X+ti.W-u.X)
					}
				}
			}
			if maxX < tc.w || maxY < tc.h {
				t.Errorf("tiles reach %.0f x %.0f mm, the map is %.0f x %.0f", maxX, maxY, tc.w, tc.h)
			}
		})
	}
}

// TestPageImages renders sample pages with pdftoppm and compares them with
// the golden images in testdata/ (go test -update rewrites them).
func TestPageImages(t *testing.T) {
	needTool(t, "pdftoppm")
	ara, aracs := loadScenario(t, "arapiles20")
	rou, _ := loadScenario(t, "rousse20")
	rs := loadRuleset(t)
	fr := bundledRoster(t, rs, "french-1812")
	counters, _ := CounterSheets(rou, render.StyleFor(rou), Papers[0], CounterDefault)
	cards, _ := EventCards(ara, Papers[0])
	maps := MapPages(rou, render.StyleFor(rou), Options{})
	rosters, _ := RosterPages(fr, rs, Papers[0], nil)
	cases := []struct {
		name string
		page Page
	}{
		{"counters-front", counters[0]},
		{"counters-back", counters[1]},
		{"cards-front", cards[0]},
		{"map-tile", maps[1]},
		{"charts", ChartPages(ara, aracs, Papers[0])[0]},
		{"tracks", TrackPages(ara, Papers[0])[0]},
		{"roster", rosters[0]},
		{"chits", ChitPages(fr, Papers[0], CounterDefault)[0]},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			path := writePDF(t, []Page{tc.page}, tc.name)
			prefix := filepath.Join(t.TempDir(), "p")
			run(t, "pdftoppm", "-png", "-r", "40", "-singlefile", path, prefix)
			got := readPNG(t, prefix+".png")
			golden := filepath.Join("testdata", tc.name+".png")
			if *update {
				b, _ := os.ReadFile(prefix + ".png")
				if err := os.WriteFile(golden, b, 0o644); err != nil {
					t.Fatal(err)
				}
				return
			}
			want := readPNG(t, golden)
			if got.Bounds() != want.Bounds() {
				t.Fatalf("page image %v, golden %v", got.Bounds(), want.Bounds())
			}
			diff, n := 0.0, 0
			b := got.Bounds()
			for y := b.Min.Y; y < b.Max.Y; y++ {
				for x := b.Min.X; x < b.Max.X; x++ {
					r1, g1, b1, _ := got.At(x, y).RGBA()
					r2, g2, b2, _ := want.At(x, y).RGBA()
					d := (math.Abs(float64(r1)-float64(r2)) + math.Abs(float64(g1)-float64(g2)) + math.Abs(float64(b1)-float64(b2))) / 3 / 257
					diff += d
					if d > 64 {
						n++
					}
				}
			}
			px := float64(b.Dx() * b.Dy())
			// Tolerance: anti-aliasing and font hinting of another poppler.
			if mean, frac := diff/px, float64(n)/px; mean > 2 || frac > 0.01 {
				t.Errorf("page differs from %s: mean difference %.2f/255, %.2f%% of pixels differ strongly (run go test -update after checking the page by eye)", golden, mean, 100*frac)
			}
		})
	}
}

func readPNG(t *testing.T, path string) image.Image {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatal(err)
	}
	return img
}

// TestPictureFormats: every page also draws to SVG and PNG.
func TestPictureFormats(t *testing.T) {
	s, cs := loadScenario(t, "arapiles20")
	pages, err := Scenario(s, cs, Options{Parts: []string{"counters", "cards"}})
	if err != nil {
		t.Fatal(err)
	}
	var svg, pngb bytes.Buffer
	if err := WritePage(&svg, ".svg", pages[0]); err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(svg.String(), `width="210mm" height="297mm"`) || !strings.Contains(svg.String(), "@font-face") {
		t.Errorf("SVG page lacks its size in mm or its embedded font")
	}
	for _, u := range s.Units[:5] {
		if !strings.Contains(svg.String(), ">"+u.Name+"<") {
			t.Errorf("SVG counter sheet lacks %q", u.Name)
		}
	}
	if err := WritePage(&pngb, ".png", pages[0]); err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(&pngb)
	if err != nil {
		t.Fatal(err)
	}
	if w := img.Bounds().Dx(); w != int(math.Ceil(210*PNGDPI/25.4)) {
		t.Errorf("PNG page %d px wide, want A4 at %d dpi", w, PNGDPI)
	}
}
