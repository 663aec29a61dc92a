package publish

import (
	"fmt"
	"io"
	"os"
	"strings"
	"time"
)

// bar is the progress line of adc balance and adc balance tune on a
// terminal, and nothing otherwise:
//
//	games  450/1000 [=============>                ]  45%  120.5 games/s  5s left
//	tuning  1200 games  150.2 games/s
//
// The second form is for a run whose total is not known in advance. The
// line is redrawn at most every 100 ms (and when the last game is done) and
// cleared by finish. It is drawn here rather than with a progress library:
// the ones weighed cost every adc command, adc --help included, 0.2 to 0.36
// million instructions of package initialisation (docs/ARCHITECTURE.md,
// "Start-up").
type bar struct {
	w     io.Writer // nil: not a terminal, nothing is drawn
	shown bool      // the bar is drawn (standard error is a terminal)
	total int       // games in all; 0 when unknown
	what  string    // what is counted: "games", or "tuning" for tune

	now   func() time.Time // the clock, a parameter for the tests
	start time.Time        // when the bar was made
	drawn time.Time        // when the line was last drawn
	width int              // width of the line drawn, to clear it
}

// barEvery is the least time between two redraws of the line.
const barEvery = 100 * time.Millisecond

// barWidth is the number of cells between the brackets.
const barWidth = 30

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	if !ok {
		return false
	}
	st, err := f.Stat()
	return err == nil && st.Mode()&os.ModeCharDevice != 0
}

// newBar returns a bar drawn on w when w is a terminal, counting total
// games (0: unknown); what names them ("games", "tuning").
func newBar(w io.Writer, total int, what string) *bar {
	if !isTerminal(w) {
		return &bar{}
	}
	return startBar(w, total, what, time.Now)
}

// startBar returns a bar drawn on w whatever w is, with clock now.
func startBar(w io.Writer, total int, what string, now func() time.Time) *bar {
	t := now()
	return &bar{w: w, shown: true, total: max(total, 0), what: what, now: now, start: t}
}

// progress is a sim.Progress: done games of total so far (total 0:
// unknown, the bar's own total is used).
func (b *bar) progress(done, total int) {
	if b.w == nil {
		return
	}
	t := b.now()
	last := b.total > 0 && done >= b.total
	if !last && !b.drawn.IsZero() && t.Sub(b.drawn) < barEvery {
		return
	}
	b.drawn = t
	b.draw(b.line(done, t.Sub(b.start)))
}

// line is the text of the bar after done games in elapsed time.
func (b *bar) line(done int, elapsed time.Duration) string {
	rate := 0.0
	if elapsed > 0 {
		rate = float64(done) / elapsed.Seconds()
	}
	if b.total <= 0 {
		return fmt.Sprintf("%s  %d games  %.1f games/s", b.what, done, rate)
	}
	done = min(done, b.total)
	fill := barWidth * done / b.total
	cells := strings.Repeat("=", fill)
	if fill < barWidth {
		cells += ">" + strings.Repeat(" ", barWidth-fill-1)
	}
	s := fmt.Sprintf("%s  %d/%d [%s] %3d%%  %.1f games/s", b.what, done, b.total, cells, 100*done/b.total, rate)
	if rate > 0 && done < b.total {
		left := time.Duration(float64(b.total-done) / rate * float64(time.Second)).Round(time.Second)
		s += fmt.Sprintf("  %v left", left)
	}
	return s
}

// draw writes s over the line drawn before.
func (b *bar) draw(s string) {
	pad := ""
	if n := b.width - len(s); n > 0 {
		pad = strings.Repeat(" ", n)
	}
	b.width = len(s)
	fmt.Fprintf(b.w, "\r%s%s", s, pad)
}

// finish clears the line, leaving the cursor at the start of it.
func (b *bar) finish() {
	if b.w == nil || b.width == 0 {
		return
	}
	fmt.Fprintf(b.w, "\r%s\r", strings.Repeat(" ", b.width))
	b.width = 0
}
