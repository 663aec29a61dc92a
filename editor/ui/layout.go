package ui

import (
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/widget"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

func (e *Editor) layout() fyne.CanvasObject {
	tb := container.NewHBox()
	for _, t := range Tools {
		t := t
		b := widget.NewButton(t.Name, func() { e.SetTool(t.ID) })
		b.Importance = widget.LowImportance
		if t.ID == e.tool {
			b.Importance = widget.HighImportance
		}
		e.bar.buttons[t.ID] = b
		tb.Add(b)
	}
	e.bar.terrain = widget.NewSelect(terrainIDs(e.Doc.Scenario()), func(s string) { e.SetTerrain(s); e.releaseFocus() })
	e.bar.terrain.SetSelected(e.terrain)
	e.bar.feature = widget.NewSelect(featureIDs(), func(s string) { e.feature = s; e.releaseFocus() })
	e.bar.feature.SetSelected(e.feature)
	e.bar.side = widget.NewSelect([]string{scenario.French, scenario.AntiFrench}, func(s string) { e.side = s; e.releaseFocus() })
	e.bar.side.SetSelected(e.side)
	e.bar.entryOpts = entryIDs(e.Doc.Scenario())
	e.bar.entry = widget.NewSelectEntry(e.bar.entryOpts)
	e.bar.entry.SetText(e.entryID)
	e.bar.entry.OnChanged = func(s string) {
		if s = strings.TrimSpace(s); s != "" {
			e.entryID = s
		}
	}
	e.bar.entry.OnSubmitted = func(string) { e.releaseFocus() }
	e.bar.opacity = widget.NewSlider(0, 1)
	e.bar.opacity.Step = 0.05
	e.bar.opacity.Value = 0.6
	e.bar.opacity.OnChanged = func(v float64) {
		bg := e.Doc.Scenario().Map.Background
		if bg == nil || bg.Opacity == v {
			return
		}
		nb := *bg
		nb.Opacity = v
		e.Doc.SetBackground(&nb, "opacity")
	}
	e.bar.opacity.OnChangeEnded = func(float64) { e.Doc.EndMerge(); e.releaseFocus() }
	e.bar.zone = widget.NewSelect(nil, func(z string) { e.zone = z; e.releaseFocus(); e.Map.Redraw() })
	e.refreshZones()
	options := container.NewHBox(
		widget.NewLabel("Hexside"), e.bar.feature,
		widget.NewLabel("Side"), e.bar.side,
		widget.NewLabel("Entry area"), e.bar.entry,
		widget.NewLabel("Zone"), e.bar.zone,
		widget.NewButton("Background…", e.ShowBackgroundOpen),
		widget.NewLabel("Opacity"), container.NewGridWrap(fyne.NewSize(120, 36), e.bar.opacity),
	)
	top := container.NewVBox(container.NewHScroll(tb), container.NewHScroll(options))
	// What the scenario still lacks for play goes under the validator's
	// findings, in the same tab, so that both are seen together.
	checks := container.NewVSplit(e.Checks.Content(), e.Gaps.Content())
	checks.Offset = 0.45
	e.checkTabs = container.NewAppTabs(container.NewTabItem("Checks", checks),
		container.NewTabItem("History", e.History.Content()))
	right := container.NewVSplit(e.Props.Content(), e.checkTabs)
	right.Offset = 0.25
	e.tabs = e.newTabs()
	mapAndRight := container.NewHSplit(e.tabs.app, right)
	mapAndRight.Offset = 0.74
	left := container.NewVSplit(e.Palette.Content(), e.OOB.Content())
	left.Offset = 0.42
	main := container.NewHSplit(left, mapAndRight)
	main.Offset = 0.16
	e.setStatus("")
	return container.NewBorder(top, e.status, nil, nil, main)
}

// showHistory shows the History panel beside the validation's.
func (e *Editor) showHistory() {
	if e.checkTabs != nil {
		e.checkTabs.SelectIndex(1)
	}
}

func terrainIDs(s *scenario.Scenario) []string {
	cs, _ := templates.ScenarioCharts(s) // an unknown set offers the scenario's own terrain; the validator reports it
	var ids []string
	for _, t := range cs.Terrain {
		ids = append(ids, t.ID)
	}
	if len(ids) == 0 {
		ids = []string{scenario.TerrainClear, scenario.TerrainForest, scenario.TerrainRough, scenario.TerrainMarsh,
			scenario.TerrainSwamp, scenario.TerrainEscarpment, scenario.TerrainTown, scenario.TerrainVillage,
			scenario.TerrainFortified, scenario.TerrainRedoubt}
	}
	return ids
}

// entryIDs lists the scenario's entry areas, then the usual letters.
func entryIDs(s *scenario.Scenario) []string {
	var ids []string
	seen := map[string]bool{}
	for _, a := range s.Map.EntryAreas {
		if !seen[a.ID] {
			seen[a.ID] = true
			ids = append(ids, a.ID)
		}
	}
	for _, l := range []string{"A", "B", "C", "D", "Z"} {
		if !seen[l] {
			ids = append(ids, l)
		}
	}
	return ids
}

func featureIDs() []string {
	return []string{scenario.FeatureMinorRiver, scenario.FeatureMajorRiver, scenario.FeatureBridge, scenario.FeatureFord,
		scenario.FeatureSlope, scenario.FeatureSteepSlope, scenario.FeatureRedoubt, scenario.FeatureTrail,
		scenario.FeatureStreambed, scenario.FeatureImpassable, scenario.FeaturePerimeter}
}

// releaseFocus gives the keyboard back to the map after a toolbar control
// was used, so that the one-key tool shortcuts work again.
func (e *Editor) releaseFocus() {
	if c := e.Win.Canvas(); c != nil && c.Focused() != nil {
		c.Unfocus()
	}
}

// refreshZones lists the scenario's deployment zones for the zone tool.
func (e *Editor) refreshZones() {
	if e.bar.zone == nil {
		return
	}
	var ids []string
	for _, z := range e.Doc.Scenario().Deployment {
		ids = append(ids, z.ID)
	}
	e.bar.zone.Options = ids
	if e.zone == "" && len(ids) > 0 {
		e.zone = ids[0]
	}
	e.bar.zone.Selected = e.zone
	e.bar.zone.Refresh()
}

// SetZone sets the deployment zone the zone tool paints.
func (e *Editor) SetZone(id string) {
	e.zone = id
	e.refreshZones()
}
