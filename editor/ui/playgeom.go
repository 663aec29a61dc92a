package ui

import (
	"bytes"
	"encoding/json"
	"os"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
)

// PlayGeometryEnv names a file the Play window writes, after each change,
// where its map's hexes and its controls are on the window and where the
// game stands, for the tests that drive the real window with the mouse
// and keys (cmd/adc-editor): the hexes move with the window's size and
// the map's zoom, so a test reads them rather than fixing pixels. Unset,
// nothing is written.
const PlayGeometryEnv = "ADC_PLAY_GEOMETRY"

// PlayGeometry is what the Play window writes to PlayGeometryEnv's file.
// Positions are in the window's coordinates.
type PlayGeometry struct {
	Writes   int                        `json:"writes"` // counts the writes, to wait for the next one
	Hexes    map[string][2]float32      `json:"hexes"`  // each hex's centre, by number
	Widgets  map[string][2]float32      `json:"widgets"`
	Sizes    map[string][2]float32      `json:"sizes"`
	Sequence string                     `json:"sequence"`
	Status   string                     `json:"status"`
	Selected string                     `json:"selected"`
	Steps    int                        `json:"steps"`
	Human    bool                       `json:"human"`   // a person is to act
	Busy     bool                       `json:"busy"`    // a bot is thinking
	Pending  bool                       `json:"pending"` // a battle rolled waits for its advance
	Over     bool                       `json:"over"`
	Covered  bool                       `json:"covered"` // the hot-seat curtain is up
	Battles  []string                   `json:"battles"` // the declared battles the list offers
	Seats    [2]string                  `json:"seats"`
	Script   string                     `json:"script"` // the game as Save Game writes it ("" while a battle waits)
	Shown    map[string]map[string]bool `json:"shown"`  // by hex, the units the map draws there ("" for a face-down one)
}

// playShortcuts: Ctrl+S saves the game, Ctrl+O reopens it.
func (p *Play) playShortcuts() {
	c := p.Win.Canvas()
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyS, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.save() })
	c.AddShortcut(&desktop.CustomShortcut{KeyName: fyne.KeyO, Modifier: fyne.KeyModifierShortcutDefault}, func(fyne.Shortcut) { p.reopen() })
}

// writeGeometry writes PlayGeometry when PlayGeometryEnv names a file.
func (p *Play) writeGeometry() {
	file := os.Getenv(PlayGeometryEnv)
	if file == "" || p.Win == nil || p.Map.fitW == 0 {
		return
	}
	drv := fyne.CurrentApp().Driver()
	g := PlayGeometry{Hexes: map[string][2]float32{}, Widgets: map[string][2]float32{}, Sizes: map[string][2]float32{},
		Sequence: p.Sequence.Text, Status: p.Status.Text, Selected: p.sel, Steps: len(p.G.Steps()),
		Human: p.G.HumanToAct(), Busy: p.busy, Pending: p.G.Pending() != nil, Over: p.G.State().Over(), Covered: p.Curtain.Visible(),
		Battles: p.Battle.Options, Seats: [2]string{p.Seats[0].Selected, p.Seats[1].Selected}, Shown: map[string]map[string]bool{}}
	if data, err := p.G.Script(); err == nil {
		g.Script = string(data)
	}
	origin := drv.AbsolutePositionForObject(p.Map)
	grid := p.Map.scen.Grid()
	for _, h := range grid.Hexes() {
		code := grid.Code(h)
		pos := origin.Add(p.Map.PositionOf(code))
		g.Hexes[code] = [2]float32{pos.X, pos.Y}
	}
	for _, u := range p.Map.scen.Units {
		if h := u.Placement.Hex; h != "" && u.Placement.Kind == "setup" && !p.Map.overlay.HideUnits {
			if g.Shown[h] == nil {
				g.Shown[h] = map[string]bool{}
			}
			g.Shown[h][u.ID] = true
		}
	}
	for name, o := range map[string]fyne.CanvasObject{
		"end-phase": p.EndPhase, "undo": p.Undo, "declare": p.Declare, "battle": p.Battle, "roll": p.Roll,
		"pursue": p.Pursue, "advance": p.Confirm, "save": p.Save, "reopen": p.Reopen, "order": p.OrderEntry,
		"sequence": p.Sequence, "seat-0": p.Seats[0], "seat-1": p.Seats[1], "curtain-go": p.CurtainGo, "hand-dice": p.HandDice, "dice": p.DiceEntry,
	} {
		pos, size := drv.AbsolutePositionForObject(o), o.Size()
		g.Widgets[name] = [2]float32{pos.X + size.Width/2, pos.Y + size.Height/2}
		g.Sizes[name] = [2]float32{size.Width, size.Height}
	}
	data, err := json.Marshal(g)
	if err != nil || bytes.Equal(data, p.geomLast) {
		return // written only when something moved or changed
	}
	p.geomLast = data
	p.geomWrites++
	g.Writes = p.geomWrites
	if data, err = json.Marshal(g); err != nil {
		return
	}
	// Renamed into place so that a reader never sees half a file; not
	// synced to disk: a test reads it at once, and a sync on the window's
	// thread would stall the window.
	tmp := file + ".tmp"
	if os.WriteFile(tmp, data, 0o644) == nil {
		os.Rename(tmp, file)
	}
}
