package ui

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"image/png"
	"strconv"
	"strings"
	"sync"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/export/report"
)

// Playtest is the Tools > Playtest… window: it plays many games of the
// open scenario with bots, as adc balance does, with a progress bar and a
// Cancel button, and shows the report's headline, plots and heat map.
type Playtest struct {
	e        *Editor
	Games    *widget.Entry
	Seed     *widget.Entry
	Bots     [2]*widget.Select
	Run      *widget.Button
	Cancel   *widget.Button
	Progress *widget.ProgressBar
	Status   *widget.Label
	Headline *widget.Label
	Plots    *fyne.Container
	// Incomplete plays a scenario that lacks data its rules need
	// (scenario.CheckCompleteness); unchecked, such a scenario is
	// refused with its gaps listed, as adc balance refuses it.
	Incomplete *widget.Check

	mu     sync.Mutex
	cancel context.CancelFunc
	done   chan struct{}
	// Report is the last report, once a run has ended.
	Report *sim.Report
	dlg    dialog.Dialog
}

// ShowPlaytest opens the playtest window for the open scenario.
func (e *Editor) ShowPlaytest() {
	p := NewPlaytest(e)
	p.dlg = dialog.NewCustom("Playtest", "Close", p.Content(), e.Win)
	p.dlg.SetOnClosed(p.stop)
	p.dlg.Resize(fyne.NewSize(900, 720))
	p.dlg.Show()
}

// NewPlaytest builds the playtest panel of editor e.
func NewPlaytest(e *Editor) *Playtest {
	p := &Playtest{e: e, Games: widget.NewEntry(), Seed: widget.NewEntry(), Progress: widget.NewProgressBar(),
		Status: widget.NewLabel("Plays games with bots on every core, as adc balance does."), Headline: widget.NewLabel(""), Plots: container.NewVBox()}
	p.Games.SetText("500")
	p.Seed.SetText("1")
	for i := range p.Bots {
		p.Bots[i] = widget.NewSelect(sim.BotNames(), nil)
		p.Bots[i].SetSelected("greedy")
	}
	p.Headline.Wrapping = fyne.TextWrapWord
	p.Status.Wrapping = fyne.TextWrapWord
	p.Headline.TextStyle.Bold = true
	p.Run = widget.NewButton("Run", p.Start)
	p.Cancel = widget.NewButton("Cancel", p.stop)
	p.Cancel.Disable()
	p.Incomplete = widget.NewCheck("Play even if the scenario lacks data its rules need (a different game)", nil)
	return p
}

// Content lays the panel out.
func (p *Playtest) Content() fyne.CanvasObject {
	names := [2]string{rules.SideName(rules.French), rules.SideName(rules.AntiFrench)}
	if s := p.e.Doc.Scenario(); s != nil {
		for _, sd := range s.Sides {
			if sd.ID == scenario.French {
				names[0] = sd.Name
			} else {
				names[1] = sd.Name
			}
		}
	}
	form := widget.NewForm(
		widget.NewFormItem("Games", p.Games),
		widget.NewFormItem("Seed", p.Seed),
		widget.NewFormItem(names[0]+" bot", p.Bots[0]),
		widget.NewFormItem(names[1]+" bot", p.Bots[1]),
	)
	top := container.NewVBox(form, p.Incomplete, container.NewHBox(p.Run, p.Cancel), p.Progress, p.Status, p.Headline)
	return container.NewBorder(top, nil, nil, nil, container.NewVScroll(p.Plots))
}

// board builds the rules board of a copy of the open scenario, so that
// edits made while games run do not touch them. It starts from
// bundle.Board, as adc balance does: the same validation, chart set
// (a chart set file beside the scenario's file) and borrowed counter
// values, so the window and the command play the same games.
func (p *Playtest) board() (*rules.Board, error) {
	data, err := p.e.Doc.Snapshot()
	if err != nil {
		return nil, err
	}
	file := p.e.Doc.Path()
	name := file
	if name == "" {
		name = p.e.Doc.Title()
	}
	d, err := scenario.ParseDocument(data, name)
	if err != nil {
		return nil, err
	}
	b, err := bundle.Board(d, file, rules.Options{})
	var inv *bundle.InvalidError
	if errors.As(err, &inv) && len(inv.Errors) > 0 {
		more := ""
		if n := len(inv.Errors) - 1; n > 0 {
			more = fmt.Sprintf(" (and %d more)", n)
		}
		return nil, fmt.Errorf("the scenario has validation errors; fix them first: %s%s", inv.Errors[0], more)
	}
	return b, err
}

// Start runs the games in the background.
func (p *Playtest) Start() {
	games, err1 := strconv.Atoi(p.Games.Text)
	seed, err2 := strconv.ParseUint(p.Seed.Text, 10, 64)
	if err1 != nil || err2 != nil || games < 1 {
		p.Status.SetText("Games must be a number of at least 1, and the seed a whole number.")
		return
	}
	b, err := p.board()
	if err != nil {
		p.Status.SetText("The rules engine cannot play this scenario: " + err.Error())
		return
	}
	if c := scenario.CheckCompleteness(b.Scenario); !c.Playable() && !p.Incomplete.Checked {
		var sb strings.Builder
		fmt.Fprintf(&sb, "This scenario lacks data its rules need (%s); games played without it are a different game. Fill them in, or tick the box above to play anyway:", scenario.GapCount(len(c.Blocking())))
		for _, g := range c.Blocking() {
			fmt.Fprintf(&sb, "\n• %s — %s", g, g.Fill)
		}
		p.Status.SetText(sb.String())
		p.Headline.SetText("")
		return
	}
	cfg := sim.Config{Games: games, Seed: seed, Bots: [2]string{p.Bots[0].Selected, p.Bots[1].Selected}}
	ctx, cancel := context.WithCancel(context.Background())
	p.mu.Lock()
	p.cancel, p.done = cancel, make(chan struct{})
	done := p.done
	p.mu.Unlock()
	p.Run.Disable()
	p.Cancel.Enable()
	p.Progress.SetValue(0)
	p.Headline.SetText("")
	p.Plots.RemoveAll()
	p.Status.SetText(fmt.Sprintf("Playing %d games…", games))
	start := time.Now()
	var last time.Time
	go func() {
		defer close(done)
		rep, err := sim.Run(ctx, b, cfg, func(n, total int) {
			if now := time.Now(); now.Sub(last) > 100*time.Millisecond || n == total {
				last = now
				fyne.Do(func() {
					p.Progress.SetValue(float64(n) / float64(total))
					p.Status.SetText(fmt.Sprintf("%d of %d games, %.0f games/s", n, total, float64(n)/time.Since(start).Seconds()))
				})
			}
		})
		var plots []report.Plot
		var heat []byte
		if rep != nil {
			plots, _ = report.Plots(rep, "png")
			var buf bytes.Buffer
			if png.Encode(&buf, report.HeatMap(rep, b.Scenario, 900, 675)) == nil {
				heat = buf.Bytes()
			}
		}
		fyne.Do(func() { p.finish(rep, err, plots, heat) })
	}()
}

func (p *Playtest) finish(rep *sim.Report, err error, plots []report.Plot, heat []byte) {
	p.Run.Enable()
	p.Cancel.Disable()
	p.Report = rep
	switch {
	case rep == nil:
		p.Status.SetText("Playtest failed: " + err.Error())
		return
	case err != nil:
		p.Status.SetText(fmt.Sprintf("Cancelled after %d games: the figures cover those.", rep.Games+rep.Failed))
	default:
		p.Progress.SetValue(1)
		p.Status.SetText(fmt.Sprintf("%d games played (%d failed). At this many games, two settings must differ by %.1f points of win rate to be told apart.", rep.Games+rep.Failed, rep.Failed, 100*rep.MinDetectable))
	}
	first := report.FirstLine(rep)
	if first != "" {
		first += "\n"
	}
	p.Headline.SetText(first + report.Headline(rep) + fmt.Sprintf(" 95%% intervals: %s [%.1f%%, %.1f%%], %s [%.1f%%, %.1f%%]; draws %.1f%%.",
		rep.Sides[0], 100*rep.WinRate[0].Lo, 100*rep.WinRate[0].Hi, rep.Sides[1], 100*rep.WinRate[1].Lo, 100*rep.WinRate[1].Hi, 100*rep.DrawRate.P))
	add := func(name string, data []byte, w, h float32) {
		img := canvas.NewImageFromResource(fyne.NewStaticResource(name, data))
		img.FillMode = canvas.ImageFillContain
		img.SetMinSize(fyne.NewSize(w, h))
		p.Plots.Add(img)
	}
	for _, pl := range plots {
		add(pl.Name+".png", pl.Data, 640, 360)
	}
	if heat != nil {
		p.Plots.Add(widget.NewLabel("Battles by hex"))
		add("heat-map.png", heat, 800, 600)
	}
}

// stop cancels a run in progress.
func (p *Playtest) stop() {
	p.mu.Lock()
	if p.cancel != nil {
		p.cancel()
	}
	p.mu.Unlock()
}

// Wait blocks until the run in progress, if any, has ended (tests).
func (p *Playtest) Wait() {
	p.mu.Lock()
	done := p.done
	p.mu.Unlock()
	if done != nil {
		<-done
	}
}

func init() {
	AddMenuItem(MenuItem{Menu: "Tools", Build: func(e *Editor) *fyne.MenuItem { return fyne.NewMenuItem("Playtest…", e.ShowPlaytest) }})
}
