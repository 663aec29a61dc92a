package vassal

import (
	"archive/zip"
	"bufio"
	"bytes"
	"encoding/xml"
	"flag"
	"fmt"
	"image/png"
	"io"
	"maps"
	"math"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/print"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
	"github.com/aide-de-camp/adc/templates"
)

var update = flag.Bool("update", false, "rewrite the golden files in testdata/")

// node is a parsed XML element.
type node struct {
	XMLName  xml.Name
	Attrs    []xml.Attr `xml:",any,attr"`
	Children []node     `xml:",any"`
	Text     string     `xml:",chardata"`
}

func (n *node) attr(name string) string {
	for _, a := range n.Attrs {
		if a.Name.Local == name {
			return a.Value
		}
	}
	return ""
}

func (n *node) walk(f func(n *node, parent *node)) {
	for i := range n.Children {
		f(&n.Children[i], n)
		n.Children[i].walk(f)
	}
}

// vocabulary reads testdata/vocabulary.txt.
func vocabulary(t *testing.T) (elems map[string]map[string]bool, traits []string) {
	t.Helper()
	f, err := os.Open(filepath.Join("testdata", "vocabulary.txt"))
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	elems = map[string]map[string]bool{}
	sc := bufio.NewScanner(f)
	sc.Buffer(nil, 1<<20)
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" || strings.HasPrefix(line, "#") {
			continue
		}
		if rest, ok := strings.CutPrefix(line, "trait "); ok {
			traits = strings.Fields(rest)
			continue
		}
		class, attrs, ok := strings.Cut(line, ":")
		if !ok {
			t.Fatalf("vocabulary: bad line %q", line)
		}
		set := map[string]bool{}
		for _, a := range strings.Fields(attrs) {
			set[a] = true
		}
		elems[class] = set
	}
	return elems, traits
}

func loadScenario(t testing.TB, id string) (*scenario.Scenario, *scenario.ChartSet) {
	t.Helper()
	data, err := scenarios.Open(id)
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, id+".yaml")
	if err != nil {
		t.Fatal(err)
	}
	set, err := templates.ChartSet(s.Charts.Set)
	if err != nil {
		t.Fatal(err)
	}
	return s, scenario.Resolve(s, set)
}

// unzip writes the module as a .vmod and reads it back.
func unzip(t *testing.T, m *Module) map[string][]byte {
	t.Helper()
	var buf bytes.Buffer
	if err := m.WriteZip(&buf); err != nil {
		t.Fatal(err)
	}
	zr, err := zip.NewReader(bytes.NewReader(buf.Bytes()), int64(buf.Len()))
	if err != nil {
		t.Fatal(err)
	}
	files := map[string][]byte{}
	var names []string
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		data, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name] = data
		names = append(names, f.Name)
		if !f.Modified.Equal(zipTime) {
			t.Errorf("zip entry %s: time %v, want the fixed %v", f.Name, f.Modified, zipTime)
		}
	}
	if !slices.IsSorted(names) {
		t.Errorf("zip entries are not sorted: %v", names)
	}
	return files
}

// unitOf returns the UnitId property of a piece definition.
func unitOf(def string) string {
	parts := seqDecode(def[2:], '/')
	types, states := parts[1], parts[2]
	for {
		tt, ss := seqDecode(types, '\t'), seqDecode(states, '\t')
		if tt[0] == "mark;UnitId" {
			return ss[0]
		}
		if len(tt) < 2 || len(ss) < 2 {
			return ""
		}
		types, states = tt[1], ss[1]
	}
}

// imagesOf returns the image files a piece's traits name.
func imagesOf(t *testing.T, def string) []string {
	types, ok := decodePiece(def)
	if !ok {
		t.Fatalf("not an AddPiece command: %.80q", def)
	}
	var out []string
	for _, ty := range types {
		switch {
		case strings.HasPrefix(ty, "piece;"):
			f := seqDecode(ty[len("piece;"):], ';')
			if len(f) != 4 {
				t.Fatalf("BasicPiece type %q has %d fields, want 4", ty, len(f))
			}
			if f[2] != "" {
				out = append(out, f[2])
			}
		case strings.HasPrefix(ty, "emb2;"):
			f := seqDecode(ty[len("emb2;"):], ';')
			if len(f) != 29 {
				t.Fatalf("Embellishment type has %d fields, want 29: %q", len(f), ty)
			}
			out = append(out, seqDecode(f[15], ',')...)
		case strings.HasPrefix(ty, "obs;"):
			f := seqDecode(ty[len("obs;"):], ';')
			if len(f) != 11 {
				t.Fatalf("Obscurable type has %d fields, want 11: %q", len(f), ty)
			}
			out = append(out, f[1])
		}
	}
	return out
}

func TestModuleOfEveryBundledScenario(t *testing.T) {
	vocab, traits := vocabulary(t)
	for _, id := range scenarios.List() {
		t.Run(id, func(t *testing.T) {
			s, charts := loadScenario(t, id)
			m, err := Build(s, charts)
			if err != nil {
				t.Fatal(err)
			}
			files := unzip(t, m)
			for _, need := range []string{"buildFile.xml", "moduledata", "images/map.png", setupCardDoc} {
				if _, ok := files[need]; !ok {
					t.Fatalf("module has no %s", need)
				}
			}
			var md struct {
				XMLName       xml.Name `xml:"data"`
				VassalVersion string   `xml:"VassalVersion"`
				Name          string   `xml:"name"`
			}
			if err := xml.Unmarshal(files["moduledata"], &md); err != nil || md.VassalVersion != VassalVersion || md.Name == "" {
				t.Fatalf("moduledata: %v %+v", err, md)
			}
			var root node
			if err := xml.Unmarshal(files["buildFile.xml"], &root); err != nil {
				t.Fatalf("buildFile.xml: %v", err)
			}
			if root.XMLName.Local != "VASSAL.build.GameModule" {
				t.Fatalf("root element %s", root.XMLName.Local)
			}
			all := append([]*node{&root}, nil...)
			root.walk(func(n, _ *node) { all = append(all, n) })

			gpids := map[string]bool{}
			stacks := map[string][]string{}
			for _, n := range all {
				allowed, ok := vocab[n.XMLName.Local]
				if !ok {
					t.Errorf("element %s is not in the vocabulary", n.XMLName.Local)
					continue
				}
				for _, a := range n.Attrs {
					if !allowed[a.Name.Local] {
						t.Errorf("element %s: attribute %q is not one of its class's attributes", n.XMLName.Local, a.Name.Local)
					}
				}
				switch n.XMLName.Local {
				case "VASSAL.build.widget.PieceSlot", "VASSAL.build.widget.CardSlot", "VASSAL.build.module.PrototypeDefinition":
					types, ok := decodePiece(n.Text)
					if !ok {
						t.Fatalf("%s %q: not a piece definition", n.XMLName.Local, n.attr("entryName"))
					}
					for _, ty := range types {
						if !slices.ContainsFunc(traits, func(p string) bool { return strings.HasPrefix(ty, p) }) {
							t.Errorf("trait %.30q is not a known trait type", ty)
						}
					}
					if !strings.HasPrefix(types[len(types)-1], "piece;") {
						t.Errorf("%q: the innermost trait is %q, not a BasicPiece", n.attr("entryName"), types[len(types)-1])
					}
					for _, img := range imagesOf(t, n.Text) {
						if _, ok := files["images/"+img]; !ok {
							t.Errorf("piece %q: image %s is not in the module", n.attr("entryName"), img)
						} else if _, err := png.Decode(bytes.NewReader(files["images/"+img])); err != nil {
							t.Errorf("image %s: %v", img, err)
						}
					}
					if g := n.attr("gpid"); n.XMLName.Local != "VASSAL.build.module.PrototypeDefinition" {
						if g == "" || gpids[g] {
							t.Errorf("piece %q: gpid %q missing or repeated", n.attr("entryName"), g)
						}
						gpids[g] = true
					}
				case "VASSAL.build.module.map.boardPicker.Board":
					if _, ok := files["images/"+n.attr("image")]; !ok {
						t.Errorf("board %s: image %s missing", n.attr("name"), n.attr("image"))
					}
				case "VASSAL.build.module.documentation.HelpFile":
					if _, ok := files[n.attr("fileName")]; !ok {
						t.Errorf("help file %s missing", n.attr("fileName"))
					}
				case "VASSAL.build.widget.HtmlChart":
					if _, ok := files[n.attr("fileName")]; !ok {
						t.Errorf("chart %s missing", n.attr("fileName"))
					}
				case "VASSAL.build.module.map.SetupStack":
					if n.attr("owningBoard") == MainBoard {
						loc := n.attr("location")
						p, err := m.Layout.Grid.Location(loc)
						if err != nil || m.Layout.Grid.LocationName(p) != loc {
							t.Errorf("stack %s: VASSAL cannot find its location (%v)", loc, err)
						}
						for _, c := range n.Children {
							stacks[loc] = append(stacks[loc], unitOf(c.Text))
						}
					}
				}
			}
			// Each at-start stack holds exactly the units set up there.
			want := map[string][]string{}
			for _, u := range s.Units {
				if u.Placement.Kind == scenario.PlaceSetup {
					want[u.Placement.Hex] = append(want[u.Placement.Hex], u.ID)
				}
			}
			if fmt.Sprint(stacks) != fmt.Sprint(want) {
				t.Errorf("at-start stacks\n got %v\nwant %v", stacks, want)
			}
			// Every unit has a counter in the tray.
			if n := strings.Count(string(files["buildFile.xml"]), "mark;UnitId"); n < len(s.Units) {
				t.Errorf("%d unit pieces, want at least %d", n, len(s.Units))
			}
			next := root.attr("nextPieceSlotId")
			if next != fmt.Sprint(len(gpids)+1) {
				t.Errorf("nextPieceSlotId = %s, want %d", next, len(gpids)+1)
			}
		})
	}
}

func TestDeckAndTurnTrack(t *testing.T) {
	s, charts := loadScenario(t, "rousse20")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	var root node
	if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
		t.Fatal(err)
	}
	piles := map[string]int{}
	var turns string
	root.walk(func(n, parent *node) {
		switch n.XMLName.Local {
		case "VASSAL.build.widget.CardSlot":
			piles[parent.attr("name")]++
		case "VASSAL.build.module.turn.ListTurnLevel":
			turns = n.attr("list")
		}
	})
	want := map[string]int{}
	for _, c := range s.Deck.Cards {
		switch cardPile(c) {
		case "deck":
			want["Event deck"]++
		case "discard":
			want["Discard pile"]++
		default:
			want["Cards set aside"]++
		}
	}
	if fmt.Sprint(piles) != fmt.Sprint(want) || len(s.Deck.Cards) == 0 {
		t.Errorf("cards by pile: %v, want %v", piles, want)
	}
	got := seqDecode(turns, ',')
	if len(got) != len(s.Turns.Turns) {
		t.Fatalf("turn list has %d entries, want %d: %q", len(got), len(s.Turns.Turns), turns)
	}
	for i, tn := range s.Turns.Turns {
		if tn.Label != "" && !strings.Contains(got[i], tn.Label) {
			t.Errorf("turn %d: %q lacks its label %q", tn.Number, got[i], tn.Label)
		}
		if tn.Night != strings.Contains(got[i], "(night)") {
			t.Errorf("turn %d: %q, night = %v", tn.Number, got[i], tn.Night)
		}
	}
}

// Wallachia 20 [2.0]: a unit's back is a Hidden Unit, and the reduced
// "(-)" versions are counters of their own; Slobozia 20 [3.0] sets every
// unit up face down. No piece flips to its reduced twin, and every side's
// prototype has the mask that shows its Hidden Unit.
func TestNoReducedLayerAndAMaskPerSide(t *testing.T) {
	for _, id := range []string{"rousse20", "slobozia20", "talavera20-full"} {
		t.Run(id, func(t *testing.T) {
			s, charts := loadScenario(t, id)
			m, err := Build(s, charts)
			if err != nil {
				t.Fatal(err)
			}
			bf := string(m.Files["buildFile.xml"])
			if strings.Contains(bf, "+ (reduced)") {
				t.Error("a piece flips to a reduced face")
			}
			for _, sd := range s.Sides {
				want := "+/null/obs;77,130;" + backName(sd.ID) + ";Hide"
				if strings.Count(bf, want) != 1 {
					t.Errorf("side %s: %d prototypes with its mask, want 1", sd.ID, strings.Count(bf, want))
				}
			}
			for _, u := range s.Units {
				if _, ok := m.Files["images/"+imageName(u.ID)]; !ok {
					t.Errorf("unit %s has no image of its own", u.ID)
				}
			}
		})
	}
}

func TestDeterministic(t *testing.T) {
	s, charts := loadScenario(t, "bussaco20-espana")
	var a, b bytes.Buffer
	if _, err := Write(&a, s, charts); err != nil {
		t.Fatal(err)
	}
	if _, err := Write(&b, s, charts); err != nil {
		t.Fatal(err)
	}
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Error("two exports of the same scenario differ")
	}
}

func TestGoldenBuildFile(t *testing.T) {
	s, charts := loadScenario(t, "bussaco20-espana")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	golden := filepath.Join("testdata", "bussaco20-espana.buildFile.xml")
	if *update {
		if err := os.WriteFile(golden, m.Files["buildFile.xml"], 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(golden)
	if err != nil {
		t.Fatalf("%v (run go test -update)", err)
	}
	if !bytes.Equal(m.Files["buildFile.xml"], want) {
		t.Errorf("buildFile.xml differs from %s (run go test -update after checking the change)", golden)
	}
}

func TestSequenceEncoderRoundTrip(t *testing.T) {
	cases := [][]string{
		{"a", "b", "c"},
		{"", "", ""},
		{"x;y", "z"},
		{`ends\`, "next"},
		{"'quoted'", "q"},
		{"a\tb", `c\;d`},
	}
	for _, c := range cases {
		t.Run(strings.Join(c, "|"), func(t *testing.T) {
			e := newSeq(';')
			for _, s := range c {
				e.str(s)
			}
			if got := seqDecode(e.value(), ';'); !slices.Equal(got, c) {
				t.Errorf("decode(encode(%q)) = %q (encoded %q)", c, got, e.value())
			}
		})
	}
}

func TestNestedTraitsDecode(t *testing.T) {
	ts := []trait{usePrototype("Side: french"), marker("Strength", "3"), flipLayer("u-x-reduced.png", "+ (reduced)"), deleteTrait(), basicPiece("u-x.png", "X")}
	types, ok := decodePiece(addPiece(ts))
	if !ok || len(types) != len(ts) {
		t.Fatalf("decoded %d traits, want %d", len(types), len(ts))
	}
	for i := range ts {
		if types[i] != ts[i].typ {
			t.Errorf("trait %d: %q, want %q", i, types[i], ts[i].typ)
		}
	}
}

// TestReinforcementBoxes: every reinforcement is in the Reinforcements
// window once, in the box of its turn and entry area (11.0).
func TestReinforcementBoxes(t *testing.T) {
	for _, id := range []string{"talavera20-full", "rousse20"} {
		t.Run(id, func(t *testing.T) {
			s, charts := loadScenario(t, id)
			m, err := Build(s, charts)
			if err != nil {
				t.Fatal(err)
			}
			var root node
			if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
				t.Fatal(err)
			}
			boxOf := map[string]string{}
			root.walk(func(n, parent *node) {
				if n.XMLName.Local == "VASSAL.build.widget.PieceSlot" && parent.attr("owningBoard") == ReinfBoard {
					u := unitOf(n.Text)
					if _, dup := boxOf[u]; dup {
						t.Errorf("unit %s is in two boxes", u)
					}
					boxOf[u] = parent.attr("name")
				}
			})
			n := 0
			for _, u := range s.Units {
				p := u.Placement
				var want []string
				switch p.Kind {
				case scenario.PlaceArrive:
					want = []string{fmt.Sprintf("Turn %d", p.Turn)}
				case scenario.PlaceVariable:
					want = []string{"Variable"}
				case scenario.PlaceEvent:
					want = []string{"event card"}
				default:
					if box, ok := boxOf[u.ID]; ok {
						t.Errorf("unit %s (%s) is in the reinforcement box %q", u.ID, p.Kind, box)
					}
					continue
				}
				n++
				if p.EntryArea != "" {
					want = append(want, "Entry Area "+p.EntryArea)
				}
				box, ok := boxOf[u.ID]
				if !ok {
					t.Errorf("reinforcement %s is not in the Reinforcements window", u.ID)
					continue
				}
				for _, w := range want {
					if !strings.Contains(box, w) {
						t.Errorf("unit %s is in box %q, want one saying %q", u.ID, box, w)
					}
				}
			}
			if n == 0 {
				t.Fatal("the scenario has no reinforcements to check")
			}
		})
	}
}

// The turn counter steps through every Game Turn (4.0): Bussaco 20 España
// lists boxes 1 and 5 only, but units arrive on turns 2 and 4 and the
// Boialvo road leads to the Turn 8 box; its last turn is not given, so the
// list ends with a turn that says so.
func TestTurnTrackHasEveryTurn(t *testing.T) {
	for _, c := range []struct {
		id   string
		want []string
	}{
		{"bussaco20-espana", []string{"Turn 1: Morning of September 26", "Turn 2", "Turn 3", "Turn 4", "Turn 5", "Turn 6", "Turn 7", "Turn 8", "Turn 9+ (the rulebook does not give the last turn)"}},
		{"rousse20", nil},
	} {
		t.Run(c.id, func(t *testing.T) {
			s, charts := loadScenario(t, c.id)
			m, err := Build(s, charts)
			if err != nil {
				t.Fatal(err)
			}
			var root node
			if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
				t.Fatal(err)
			}
			var got []string
			root.walk(func(n, _ *node) {
				if n.XMLName.Local == "VASSAL.build.module.turn.ListTurnLevel" {
					got = seqDecode(n.attr("list"), ',')
				}
			})
			if c.want == nil {
				for i := 1; i <= s.Turns.End; i++ {
					c.want = append(c.want, fmt.Sprintf("Turn %d", i))
				}
				for i := range got {
					if j := strings.Index(got[i], ":"); j > 0 {
						got[i] = got[i][:j]
					}
					got[i] = strings.TrimSuffix(got[i], " (night)")
				}
			}
			if !slices.Equal(got, c.want) {
				t.Errorf("turns %q, want %q", got, c.want)
			}
		})
	}
}

// A player picks a side (PlayerRoster: one entry per scenario side), and
// the discard pile reshuffles into the Event deck at night (5.0).
func TestRosterAndReshuffle(t *testing.T) {
	s, charts := loadScenario(t, "rousse20")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	var root node
	if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
		t.Fatal(err)
	}
	var sides []string
	target := map[string]string{}
	root.walk(func(n, parent *node) {
		if n.XMLName.Local == "entry" && parent.XMLName.Local == "VASSAL.build.module.PlayerRoster" {
			sides = append(sides, n.Text)
		}
		if n.XMLName.Local == "VASSAL.build.module.map.DrawPile" && n.attr("reshufflable") == "true" {
			target[n.attr("name")] = n.attr("reshuffleTarget")
		}
	})
	if !slices.Equal(sides, []string{"Ottoman", "Russian"}) {
		t.Errorf("roster sides %q, want Ottoman and Russian", sides)
	}
	if len(target) != 1 || target["Discard pile"] != "Event deck" {
		t.Errorf("reshuffles %v, want the discard pile into the Event deck", target)
	}
}

// The tray's Markers tab holds the markers of the printed kit; two-sided
// ones flip (Routed! blue to gold), and garrisons and redoubts can be
// deleted when destroyed.
func TestMarkerPieces(t *testing.T) {
	s, charts := loadScenario(t, "slobozia20")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	var root node
	if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
		t.Fatal(err)
	}
	pieces := map[string]string{}
	root.walk(func(n, parent *node) {
		if n.XMLName.Local == "VASSAL.build.widget.PieceSlot" && parent.attr("entryName") == "Markers" {
			pieces[n.attr("entryName")] = n.Text
		}
	})
	for name, want := range map[string][]string{
		"Routed Rout!":   {"emb2;Flip", "delete;Delete;68,130"},
		"Garrison 0":     {"delete;Delete"},
		"Redoubt":        {"delete;Delete"},
		"Game Turn Turn": {"emb2;Flip"},
		"Fatigue Ready":  {"emb2;Flip"},
	} {
		def, ok := pieces[name]
		if !ok {
			t.Errorf("no %q marker among %v", name, slices.Sorted(maps.Keys(pieces)))
			continue
		}
		for _, w := range want {
			if !strings.Contains(def, w) {
				t.Errorf("%q: no %s in %.200q", name, w, def)
			}
		}
		for _, img := range imagesOf(t, def) {
			if _, ok := m.Files["images/"+img]; !ok {
				t.Errorf("%q: image %s not in the module", name, img)
			}
		}
	}
}

// The Charts window holds every aid the kit prints: the pages of
// print.ChartPages (Rally Table, Morale Chart, the scenario's tables) as
// images in the module.
func TestChartsHoldEveryAid(t *testing.T) {
	s, charts := loadScenario(t, "bussaco20-espana")
	m, err := Build(s, charts)
	if err != nil {
		t.Fatal(err)
	}
	var root node
	if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
		t.Fatal(err)
	}
	var files []string
	root.walk(func(n, _ *node) {
		if n.XMLName.Local == "VASSAL.build.widget.Chart" {
			files = append(files, n.attr("fileName"))
		}
	})
	want := len(print.ChartPages(s, charts, print.Papers[0]))
	if len(files) != want || want == 0 {
		t.Fatalf("%d aid pages in the Charts window, want %d", len(files), want)
	}
	for _, f := range files {
		img, err := png.Decode(bytes.NewReader(m.Files["images/"+f]))
		if err != nil {
			t.Fatalf("%s: %v", f, err)
		}
		if b := img.Bounds(); b.Dx() < 800 || b.Dy() < 1100 {
			t.Errorf("%s: %v, too small to read", f, b)
		}
	}
}

// Set-up zones (3.0) are drawn on the board: each listed hex of a free
// deployment zone is outlined in its side's colour.
func TestSetupZonesOnTheBoard(t *testing.T) {
	s, _ := loadScenario(t, "slobozia20")
	l := NewLayout(s.Grid(), HexRadius)
	img := l.RenderBoard(s)
	st := render.StyleFor(s)
	g := s.Grid()
	n := 0
	for _, z := range s.Deployment {
		for _, code := range z.Hexes {
			h, err := g.Parse(code)
			if err != nil {
				t.Fatal(err)
			}
			c := l.View.Center(h)
			// The outline's east corner.
			got := img.RGBAAt(int(math.Round(c.X+HexRadius*zoneInset)), int(math.Round(c.Y)))
			if got != st.Side[z.Side] {
				t.Errorf("zone %s, hex %s: outline pixel %v, want the side colour %v", z.ID, code, got, st.Side[z.Side])
			}
			n++
		}
	}
	if n == 0 {
		t.Fatal("slobozia20 lists no deployment hexes")
	}
}
