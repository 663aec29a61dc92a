package publish

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"
)

// fakeClock is a clock the test moves by hand.
type fakeClock struct{ t time.Time }

func (c *fakeClock) now() time.Time { return c.t }

// lastLine is what a terminal shows of out: the text after the last \r.
func lastLine(out string) string {
	return out[strings.LastIndex(out, "\r")+1:]
}

func TestBarQuietWhenNotATerminal(t *testing.T) {
	file, err := os.Create(filepath.Join(t.TempDir(), "stderr"))
	if err != nil {
		t.Fatal(err)
	}
	defer file.Close()
	var buf bytes.Buffer
	for _, c := range []struct {
		name string
		b    *bar
	}{
		{"buffer", newBar(&buf, 100, "games")},
		{"regular file", newBar(file, 100, "games")},
		{"tune, buffer", newBar(&buf, 0, "tuning")},
	} {
		t.Run(c.name, func(t *testing.T) {
			if c.b.shown {
				t.Error("bar shown on something that is not a terminal")
			}
			c.b.progress(50, 100)
			c.b.progress(100, 100)
			c.b.finish()
		})
	}
	if buf.Len() != 0 {
		t.Errorf("wrote %q to a buffer", buf.String())
	}
	if st, err := file.Stat(); err != nil || st.Size() != 0 {
		t.Errorf("wrote %d bytes to a regular file (%v)", st.Size(), err)
	}
}

func TestBarShowsRateAndTimeLeft(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	var out bytes.Buffer
	b := startBar(&out, 1000, "games", clock.now)
	if !b.shown {
		t.Fatal("bar not shown")
	}

	// 250 games in 2 s: 125 games/s, 750 left take 6 s.
	clock.t = clock.t.Add(2 * time.Second)
	b.progress(250, 1000)
	want := "games  250/1000 [=======>                      ]  25%  125.0 games/s  6s left"
	if got := lastLine(out.String()); got != want {
		t.Errorf("after 250 games:\n got %q\nwant %q", got, want)
	}

	// Redrawn at most every 100 ms.
	n := out.Len()
	clock.t = clock.t.Add(50 * time.Millisecond)
	b.progress(260, 1000)
	if out.Len() != n {
		t.Errorf("redrawn 50 ms later: %q", out.String()[n:])
	}
	clock.t = clock.t.Add(50 * time.Millisecond)
	b.progress(275, 1000)
	if got := lastLine(out.String()); !strings.HasPrefix(got, "games  275/1000 ") || !strings.Contains(got, " left") {
		t.Errorf("100 ms later: %q", got)
	}

	// The last game is always drawn, without a time left; a shorter line
	// covers the longer one before it.
	clock.t = clock.t.Add(10 * time.Millisecond)
	b.progress(1000, 1000)
	got := lastLine(out.String())
	if !strings.HasPrefix(got, "games  1000/1000 [==============================] 100%  ") || strings.Contains(got, "left") {
		t.Errorf("last game: %q", got)
	}
	if len(got) < len(want) {
		t.Errorf("line %q shorter than the one before, %d < %d", got, len(got), len(want))
	}

	// finish clears the line.
	b.finish()
	shown := strings.TrimRight(got, " ")
	if all := out.String(); !strings.HasSuffix(all, got+"\r"+strings.Repeat(" ", len(shown))+"\r") {
		t.Errorf("finish did not clear the line: %q", all[max(0, len(all)-200):])
	}
}

func TestBarWithoutTotalCountsGames(t *testing.T) {
	clock := &fakeClock{t: time.Date(2026, 1, 1, 12, 0, 0, 0, time.UTC)}
	var out bytes.Buffer
	b := startBar(&out, 0, "tuning", clock.now)
	clock.t = clock.t.Add(4 * time.Second)
	b.progress(600, 0)
	if got, want := lastLine(out.String()), "tuning  600 games  150.0 games/s"; got != want {
		t.Errorf("got %q, want %q", got, want)
	}
	b.finish()
	if !strings.HasSuffix(out.String(), "\r"+strings.Repeat(" ", len("tuning  600 games  150.0 games/s"))+"\r") {
		t.Errorf("finish did not clear the line: %q", out.String())
	}
}
