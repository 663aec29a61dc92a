package vassal

import (
	"bytes"
	"encoding/xml"
	"image"
	"image/png"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// inkMask marks the pixels of an image that are not the card's paper.
func inkMask(img image.Image) [][]bool {
	b := img.Bounds()
	m := make([][]bool, b.Dy())
	for y := range m {
		m[y] = make([]bool, b.Dx())
		for x := range m[y] {
			r, g, bl, _ := img.At(b.Min.X+x, b.Min.Y+y).RGBA()
			d := abs(int(r>>8)-int(paper.R)) + abs(int(g>>8)-int(paper.G)) + abs(int(bl>>8)-int(paper.B))
			m[y][x] = d > 60
		}
	}
	return m
}

func abs(x int) int {
	if x < 0 {
		return -x
	}
	return x
}

type bandKey struct {
	title  string
	colour string
}

var bands = map[bandKey][][]bool{}

// titleBand renders title alone, in a title colour, where a card prints
// it, and returns the ink of the rows it covers, from cardTitleTop-18.
func titleBand(title, colour string) [][]bool {
	k := bandKey{title, colour}
	if m, ok := bands[k]; ok {
		return m
	}
	f := face(true, 15)
	lines := wrap(f, title, cardW-20)
	y0, y1 := cardTitleTop-18, cardTitleTop+18*(len(lines)-1)+5
	img := image.NewRGBA(image.Rect(0, y0, cardW, y1+1))
	fill(img, img.Rect, paper)
	for i, l := range lines {
		drawText(img, f, l, 10, cardTitleTop+18*i, titleColour(colour))
	}
	m := inkMask(img)
	bands[k] = m
	return m
}

// readTitle reads a card image's title back: the title, among the
// candidates, whose lettering (in one of the title colours) matches the
// card's title band pixel for pixel; the longest such title, so that a
// title is not read as its own first line. It returns "" when none
// matches.
func readTitle(img image.Image, candidates []string) string {
	got := inkMask(img)
	y0 := cardTitleTop - 18
	best := ""
	for _, c := range candidates {
		for _, colour := range []string{"", scenario.ColourRed, scenario.ColourBlue} {
			want := titleBand(c, colour)
			ok := true
			for y := range want {
				for x := 4; x < cardW-4 && ok; x++ {
					ok = got[y0+y][x] == want[y][x]
				}
			}
			if ok && len(c) > len(best) {
				best = c
			}
		}
	}
	return best
}

// Event cards (5.0): every card of every bundled deck is drawn on its own
// image, whose title reads back as the card's title; a card without a
// number prints none, and the footer (dual event, keep) stays inside the
// card.
func TestCardImagesReadBackTheirTitles(t *testing.T) {
	var titles []string
	type deck struct {
		id    string
		files map[string][]byte
		slots []string // piece definitions, in build-file order
		names []string // entry names
		num   map[string]int
	}
	var decks []deck
	for _, id := range scenarios.List() {
		s, charts := loadScenario(t, id)
		if len(s.Deck.Cards) == 0 {
			continue
		}
		for _, c := range s.Deck.Cards {
			titles = append(titles, c.Title)
		}
		m, err := Build(s, charts)
		if err != nil {
			t.Fatal(err)
		}
		var root node
		if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
			t.Fatal(err)
		}
		d := deck{id: id, files: m.Files, num: map[string]int{}}
		for _, c := range s.Deck.Cards {
			d.num[c.Title] = c.Number
		}
		root.walk(func(n, _ *node) {
			if n.XMLName.Local == "VASSAL.build.widget.CardSlot" {
				d.slots = append(d.slots, n.Text)
				d.names = append(d.names, n.attr("entryName"))
			}
		})
		if len(d.slots) != len(s.Deck.Cards) {
			t.Errorf("%s: %d card slots, want %d", id, len(d.slots), len(s.Deck.Cards))
		}
		decks = append(decks, d)
	}
	if len(decks) < 4 {
		t.Fatalf("only %d bundled decks", len(decks))
	}
	for _, d := range decks {
		t.Run(d.id, func(t *testing.T) {
			used := map[string]string{}
			for i, def := range d.slots {
				imgs := imagesOf(t, def)
				front := imgs[len(imgs)-1] // the BasicPiece's image: the face
				if other, ok := used[front]; ok {
					t.Errorf("%q and %q share the image %s", other, d.names[i], front)
				}
				used[front] = d.names[i]
				img, err := png.Decode(bytes.NewReader(d.files["images/"+front]))
				if err != nil {
					t.Fatalf("%s: %v", front, err)
				}
				if got := readTitle(img, titles); got != d.names[i] {
					t.Errorf("card %q: its image %s reads %q", d.names[i], front, got)
				}
				mask := inkMask(img)
				for y := 3; y < cardH-3; y++ {
					for x := cardW - 9; x < cardW-3; x++ {
						if mask[y][x] {
							t.Errorf("card %q: ink at (%d,%d), in the right margin (text cut off)", d.names[i], x, y)
							y = cardH
							break
						}
					}
				}
				if d.num[d.names[i]] == 0 {
				number:
					for y := 8; y < 26; y++ {
						for x := 8; x < 60; x++ {
							if mask[y][x] {
								t.Errorf("card %q has no number but prints one", d.names[i])
								break number
							}
						}
					}
				}
				if !strings.Contains(def, "mark;CardNumber") {
					t.Errorf("card %q: no CardNumber property", d.names[i])
				}
			}
		})
	}
}
