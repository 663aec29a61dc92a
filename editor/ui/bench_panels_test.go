package ui

import (
	"fmt"
	"syscall"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// talaveraEditor opens Talavera 20 full, the largest bundled scenario, in a
// 1280x720 window.
func talaveraEditor(b *testing.B) *Editor {
	b.Helper()
	a := test.NewTempApp(b)
	data, err := scenarios.Open("talavera20-full")
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenario.Parse(data, "talavera20-full.yaml")
	if err != nil {
		b.Fatal(err)
	}
	w := test.NewTempWindow(b, nil)
	ed := New(a, w, document.New(s, ""), document.Store{Dir: b.TempDir()})
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(1280, 720))
	return ed
}

// BenchmarkOpenPanel opens each scenario panel on Talavera 20 full and
// lays it out; the budget is 100 ms.
func BenchmarkOpenPanel(b *testing.B) {
	for _, p := range scenarioPanels {
		b.Run(p.Section, func(b *testing.B) {
			// A fresh editor each: the test driver keeps the renderers of
			// every widget ever built, which a long run would measure too.
			ed := talaveraEditor(b)
			b.ResetTimer()
			c0 := cpuTime()
			for i := 0; i < b.N; i++ {
				ed.ShowPanel("map")
				ed.ShowPanel(p.Section)
			}
			reportCPU(b, c0)
		})
	}
}

// BenchmarkPanelEditRevalidates commits a typed field of a panel on
// Talavera 20 full (as leaving the field or saving does) and waits for the
// validation it triggers (copy, parse, validate); the budget is 100 ms.
func BenchmarkPanelEditRevalidates(b *testing.B) {
	ed := talaveraEditor(b)
	done := make(chan struct{}, 1)
	ed.valid.Done = func([]scenario.Finding) { done <- struct{}{} }
	ed.valid.Async = func(f func()) { go f() }
	ed.valid.Post = func(f func()) { f() }
	ed.valid.Delay = 0
	p := ed.ShowPanel("general").(*generalPanel)
	b.ResetTimer()
	c0 := cpuTime()
	defer func() { reportCPU(b, c0) }()
	for i := 0; i < b.N; i++ {
		entryAt(b, p.Form, "Title").SetText(fmt.Sprintf("Talavera %d", i))
		start := time.Now()
		ed.flush()
		ed.valid.Run(ed.Doc)
		select {
		case <-done:
		case <-time.After(5 * time.Second):
			b.Fatal("no validation")
		}
		_ = start
		// Drain the run the change itself scheduled.
		select {
		case <-done:
		case <-time.After(2 * time.Second):
		}
		p = ed.ShowPanel("general").(*generalPanel)
	}
}

// BenchmarkRedrawTalavera is one map frame of Talavera 20 full at the map
// area of a 1920x1080 window with the pointer moving (a hover frame); the
// budget is 16 ms.
func BenchmarkRedrawTalavera(b *testing.B) {
	ed := talaveraEditor(b)
	ed.Map.Render(1440, 960)
	codes := []string{"1005", "1006", "1106", "1107"}
	b.ResetTimer()
	c0 := cpuTime()
	defer func() { reportCPU(b, c0) }()
	for i := 0; i < b.N; i++ {
		p := ed.Map.PositionOf(codes[i%len(codes)])
		ed.Map.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
		ed.Map.Render(1440, 960)
	}
}

// BenchmarkRedrawTalaveraOverlays is BenchmarkRedrawTalavera with every
// overlay on: the deployment zones, entry areas and LOCs, and the Brush
// tool's preview of the terrain at the cursor; the budget is 16 ms.
func BenchmarkRedrawTalaveraOverlays(b *testing.B) {
	ed := talaveraEditor(b)
	s := ed.Doc.Scenario()
	if len(s.Deployment) == 0 {
		// Talavera sets up by hexes: a zone over a tenth of the map shows
		// the overlay's cost.
		var codes []string
		g := s.Grid()
		for c := 0; c < g.Columns; c += 2 {
			for r := 0; r < g.Rows; r += 5 {
				codes = append(codes, g.Code(g.FromOffset(c, r)))
			}
		}
		ed.Doc.Apply(document.Command{Label: "zone",
			Do: func(s *scenario.Scenario) {
				s.Deployment = []scenario.DeployZone{{ID: "z", Side: scenario.French, Hexes: codes}}
			},
			Undo: func(s *scenario.Scenario) { s.Deployment = nil }})
	}
	ed.SetTool(ToolBrush)
	ed.SetTerrain(scenario.TerrainForest)
	ed.Map.Render(1440, 960)
	codes := []string{"1005", "1006", "1106", "1107"}
	b.ResetTimer()
	c0 := cpuTime()
	defer func() { reportCPU(b, c0) }()
	for i := 0; i < b.N; i++ {
		p := ed.Map.PositionOf(codes[i%len(codes)])
		ed.Map.MouseMoved(&desktop.MouseEvent{PointEvent: fyne.PointEvent{Position: p}})
		ed.Map.Render(1440, 960)
	}
}

// cpuTime is the process's user and system CPU time so far: on a shared,
// loaded machine wall time also counts the time other processes held the
// CPU.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}

func reportCPU(b *testing.B, c0 time.Duration) {
	b.ReportMetric(float64((cpuTime()-c0).Microseconds())/1000/float64(b.N), "cpu-ms/op")
}
