package ui

import (
	"sort"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"

	"github.com/aide-de-camp/adc/scenarios"
)

// MenuItem is an item another file of the editor adds to a menu of the
// main menu (File > Print to PDF, Tools > Playtest): register it from an
// init function with AddMenuItem, so that menu.go needs no change.
type MenuItem struct {
	Menu  string // "File", "Edit", "View", "Scenario", "Tools"
	Build func(e *Editor) *fyne.MenuItem
}

var extraItems []MenuItem

// AddMenuItem adds an item at the end of a main menu.
func AddMenuItem(it MenuItem) { extraItems = append(extraItems, it) }

// ctrl is the Ctrl (Cmd on macOS) shortcut of a key, for menu hints.
func ctrl(k fyne.KeyName, shift bool) fyne.Shortcut {
	mod := fyne.KeyModifierShortcutDefault
	if shift {
		mod |= fyne.KeyModifierShift
	}
	return &desktop.CustomShortcut{KeyName: k, Modifier: mod}
}

// item is a menu item with a shortcut shown beside it.
func item(label string, sc fyne.Shortcut, f func()) *fyne.MenuItem {
	it := fyne.NewMenuItem(label, f)
	it.Shortcut = sc
	return it
}

// menu builds the main menu; the whole menu is made here.
func (e *Editor) menu() *fyne.MainMenu {
	recent := fyne.NewMenuItem("Open Recent", nil)
	for _, p := range e.Store.Recent() {
		p := p
		recent.ChildMenu = appendItem(recent.ChildMenu, fyne.NewMenuItem(p, func() {
			e.guard(func() {
				if err := e.OpenFile(p); err != nil {
					e.showError(err)
				}
			})
		}))
	}
	if recent.ChildMenu == nil {
		recent.Disabled = true
	}
	bundled := fyne.NewMenuItem("Open Bundled Scenario", nil)
	ids := scenarios.List()
	sort.Strings(ids)
	for _, id := range ids {
		id := id
		bundled.ChildMenu = appendItem(bundled.ChildMenu, fyne.NewMenuItem(id, func() {
			e.guard(func() {
				if err := e.OpenBundled(id); err != nil {
					e.showError(err)
				}
			})
		}))
	}
	file := fyne.NewMenu("File",
		item("New…", ctrl(fyne.KeyN, false), e.ShowNew),
		item("Open…", ctrl(fyne.KeyO, false), e.ShowOpen),
		recent, bundled,
		fyne.NewMenuItemSeparator(),
		item("Save", ctrl(fyne.KeyS, false), e.Save),
		item("Save As…", ctrl(fyne.KeyS, true), e.SaveAs),
	)
	e.undoItem = item("Undo", &fyne.ShortcutUndo{}, e.undo)
	e.redoItem = item("Redo", &fyne.ShortcutRedo{}, e.redo)
	edit := fyne.NewMenu("Edit", e.undoItem, e.redoItem,
		item("Redo (Ctrl+Shift+Z)", ctrl(fyne.KeyZ, true), e.redo),
		fyne.NewMenuItemSeparator(),
		fyne.NewMenuItem("History", func() { e.showHistory() }),
	)
	e.undoItem.Label, e.redoItem.Label = e.undoLabels()
	themes := fyne.NewMenuItem("Theme", nil)
	themes.ChildMenu = fyne.NewMenu("",
		fyne.NewMenuItem("Light", func() { e.SetTheme(ThemeLight) }),
		fyne.NewMenuItem("Dark", func() { e.SetTheme(ThemeDark) }),
		fyne.NewMenuItem("Follow the System", func() { e.SetTheme(ThemeSystem) }),
	)
	view := fyne.NewMenu("View",
		fyne.NewMenuItem("Zoom In (+)", func() { e.Map.Zoom(1.25) }),
		fyne.NewMenuItem("Zoom Out (-)", func() { e.Map.Zoom(0.8) }),
		fyne.NewMenuItem("Whole Map (0)", e.Map.Fit),
		fyne.NewMenuItem("Hex Numbers (N)", func() { e.hideNumbers = !e.hideNumbers; e.Map.Redraw() }),
		fyne.NewMenuItem("Units (H)", func() { e.hideUnits = !e.hideUnits; e.Map.Redraw() }),
		fyne.NewMenuItem("Zones, Entry Areas, LOCs and Objectives (Z)", e.ToggleMarkings),
		fyne.NewMenuItem("Movement Range of the Selected Unit (V)", e.ToggleMovementRange),
		fyne.NewMenuItem("Selected Unit Attacks: Odds Preview (X)", e.ToggleAttacker),
		fyne.NewMenuItemSeparator(),
		themes,
	)
	var sections []*fyne.MenuItem
	for _, p := range scenarioPanels {
		p := p
		sections = append(sections, fyne.NewMenuItem(p.Title+"…", func() { e.showSection(p.Section, -1) }))
	}
	var tools []*fyne.MenuItem
	for _, t := range Tools {
		t := t
		tools = append(tools, fyne.NewMenuItem(t.Name+" ("+string(t.Key)+")", func() { e.SetTool(t.ID) }))
	}
	menus := []*fyne.Menu{file, edit, view, fyne.NewMenu("Scenario", sections...), fyne.NewMenu("Tools", tools...)}
	for _, x := range extraItems {
		for _, m := range menus {
			if m.Label == x.Menu {
				if it := x.Build(e); it != nil {
					m.Items = append(m.Items, it)
				}
			}
		}
	}
	// Quit ends the File menu, after any added items; it asks about
	// unsaved changes as closing the window does.
	file.Items = append(file.Items, fyne.NewMenuItemSeparator(), item("Quit", ctrl(fyne.KeyQ, false), e.confirmClose))
	return fyne.NewMainMenu(menus...)
}

// setMenu installs a new main menu (the recent files changed).
func (e *Editor) setMenu() {
	e.mainMenu = e.menu()
	e.Win.SetMainMenu(e.mainMenu)
}

// undoLabels names what Edit > Undo and Redo would do: "Undo Paint forest".
func (e *Editor) undoLabels() (string, string) {
	u, r := "Undo", "Redo"
	if l, ok := e.Doc.CanUndo(); ok {
		u += " " + l
	}
	if l, ok := e.Doc.CanRedo(); ok {
		r += " " + l
	}
	return u, r
}

// updateEditMenu renames Edit > Undo and Redo after a change.
func (e *Editor) updateEditMenu() {
	if e.undoItem == nil {
		return
	}
	u, r := e.undoLabels()
	if u == e.undoItem.Label && r == e.redoItem.Label {
		return
	}
	e.undoItem.Label, e.redoItem.Label = u, r
	if e.mainMenu != nil {
		e.mainMenu.Refresh()
	}
}

func appendItem(m *fyne.Menu, it *fyne.MenuItem) *fyne.Menu {
	if m == nil {
		return fyne.NewMenu("", it)
	}
	m.Items = append(m.Items, it)
	return m
}
