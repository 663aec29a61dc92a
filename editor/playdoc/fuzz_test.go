package playdoc_test

import (
	"os"
	"testing"

	"github.com/aide-de-camp/adc/editor/playdoc"
)

// FuzzLoad: a saved game, however damaged, reopens or is refused with an
// error; it never panics, and a game that reopens saves again to a file
// that reopens.
func FuzzLoad(f *testing.F) {
	golden, err := os.ReadFile("testdata/field.game.yaml")
	if err != nil {
		f.Fatal(err)
	}
	f.Add(golden)
	f.Add([]byte("format: adc-script\nversion: 1\nseed: 1\nsteps:\n  - {order: \"resolve 0\", dice: [6]}\n"))
	b := fieldBoard(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := playdoc.Load(b, data, "fuzz.game.yaml")
		if err != nil {
			return
		}
		again, err := g.Script()
		if err != nil {
			t.Fatalf("a reopened game does not save: %v", err)
		}
		if _, err := playdoc.Load(b, again, "again.game.yaml"); err != nil {
			t.Fatalf("a saved game does not reopen: %v\n%s", err, again)
		}
	})
}

// BenchmarkLoad reopens the saved test game: the replay Reopen Game does.
func BenchmarkLoad(b *testing.B) {
	data, err := os.ReadFile("testdata/field.game.yaml")
	if err != nil {
		b.Fatal(err)
	}
	board := fieldBoard(b)
	for b.Loop() {
		if _, err := playdoc.Load(board, data, "field.game.yaml"); err != nil {
			b.Fatal(err)
		}
	}
}
