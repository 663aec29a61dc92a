package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/render"
)

// rulebookColours are the colours the rulebooks' counters use for the sides
// and nations, as the map and counters draw them (render.DefaultStyle).
func rulebookColours() []namedColour {
	st := render.DefaultStyle()
	var out []namedColour
	for _, n := range []string{"french", "british", "portuguese", "spanish", "russian", "austrian", "prussian",
		"ottoman", "wallachian", "polish", "italian", "bavarian", "saxon", "dutch", "hanoverian", "brunswick"} {
		if c, ok := st.Nation[n]; ok {
			out = append(out, namedColour{n, c})
		}
	}
	return out
}

type namedColour struct {
	Name   string
	Colour color.RGBA
}

func hexColour(c color.Color) string {
	r, g, b, _ := c.RGBA()
	return fmt.Sprintf("#%02X%02X%02X", r>>8, g>>8, b>>8)
}

// parseColour reads #RRGGBB.
func parseColour(s string) (color.RGBA, bool) {
	var r, g, b uint8
	if _, err := fmt.Sscanf(strings.TrimSpace(s), "#%02x%02x%02x", &r, &g, &b); err != nil {
		return color.RGBA{}, false
	}
	return color.RGBA{r, g, b, 255}, true
}

// colourField is a side's colour: a swatch, the #RRGGBB text, and Choose…,
// which offers the rulebook's colours and any other.
func (e *Editor) colourField(cur string) (*Field, fyne.CanvasObject) {
	f := newField(cur, false)
	f.SetPlaceHolder("#RRGGBB")
	sw := canvas.NewRectangle(color.Transparent)
	sw.SetMinSize(fyne.NewSize(28, 28))
	sw.CornerRadius = 4
	show := func(s string) {
		if c, ok := parseColour(s); ok {
			sw.FillColor = c
		} else {
			sw.FillColor = color.Transparent
		}
		sw.Refresh()
	}
	show(cur)
	prev := f.OnChanged
	f.OnChanged = func(s string) {
		show(s)
		if prev != nil {
			prev(s)
		}
	}
	set := func(c color.Color) {
		f.SetText(hexColour(c))
		if f.form != nil {
			f.form.commit(f.label)
		}
	}
	choose := widget.NewButton("Choose…", func() {
		var d dialog.Dialog
		grid := container.NewGridWithColumns(4)
		for _, nc := range rulebookColours() {
			nc := nc
			r := canvas.NewRectangle(nc.Colour)
			r.SetMinSize(fyne.NewSize(20, 20))
			b := widget.NewButton(nc.Name, func() { set(nc.Colour); d.Hide() })
			b.Alignment = widget.ButtonAlignLeading
			grid.Add(container.NewBorder(nil, nil, r, nil, b))
		}
		other := widget.NewButton("Other colour…", func() {
			d.Hide()
			p := dialog.NewColorPicker("Side colour", "Any colour", set, e.Win)
			p.Advanced = true
			if c, ok := parseColour(f.Text); ok {
				p.SetColor(c)
			}
			p.Show()
		})
		d = dialog.NewCustom("Side colour", "Cancel", container.NewVBox(
			widget.NewLabel("The rulebooks' colours (as the map and the counters draw them):"), grid, other), e.Win)
		d.Show()
	})
	return f, container.NewBorder(nil, nil, sw, choose, f)
}
