package ui

import (
	"image/color"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/theme"
)

// Theme choices of View > Theme.
const (
	ThemeSystem = "system"
	ThemeLight  = "light"
	ThemeDark   = "dark"
)

// themePref is the preference key that keeps the choice between sessions.
const themePref = "theme"

// variantTheme is Fyne's theme with the light or dark variant forced.
type variantTheme struct {
	fyne.Theme
	variant fyne.ThemeVariant
}

func (t variantTheme) Color(n fyne.ThemeColorName, _ fyne.ThemeVariant) color.Color {
	return t.Theme.Color(n, t.variant)
}

// SetTheme switches between the light and dark themes, or back to the
// system's choice, and remembers the choice.
func (e *Editor) SetTheme(name string) {
	settings := e.App.Settings()
	switch name {
	case ThemeLight:
		settings.SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantLight})
	case ThemeDark:
		settings.SetTheme(variantTheme{theme.DefaultTheme(), theme.VariantDark})
	default:
		name = ThemeSystem
		settings.SetTheme(theme.DefaultTheme())
	}
	e.themeName = name
	e.App.Preferences().SetString(themePref, name)
}

// Theme returns the theme choice.
func (e *Editor) Theme() string { return e.themeName }

// restoreTheme applies the choice of an earlier session.
func (e *Editor) restoreTheme() {
	if name := e.App.Preferences().StringWithFallback(themePref, ThemeSystem); name != ThemeSystem {
		e.SetTheme(name)
	} else {
		e.themeName = ThemeSystem
	}
}
