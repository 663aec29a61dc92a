package ui

import (
	"image/color"
	"path/filepath"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"
)

// formLabelColour finds the colour form draws the label text in.
func formLabelColour(t *testing.T, form *widget.Form, text string) color.Color {
	t.Helper()
	var found color.Color
	var walk func(o fyne.CanvasObject)
	walk = func(o fyne.CanvasObject) {
		switch o := o.(type) {
		case *canvas.Text:
			if o.Text == text {
				found = o.Color
			}
		case *fyne.Container:
			for _, c := range o.Objects {
				walk(c)
			}
		}
	}
	for _, o := range test.WidgetRenderer(form).Objects() {
		walk(o)
	}
	if found == nil {
		t.Fatalf("no label %q in the form", text)
	}
	return found
}

// A field enabled by another field's choice gets a normal label at once
// (it kept the disabled grey until something refreshed the whole form).
func TestRelabelOnChange(t *testing.T) {
	a := test.NewTempApp(t)
	v := a.Settings().ThemeVariant()
	fg, grey := theme.Current().Color(theme.ColorNameForeground, v), theme.Current().Color(theme.ColorNameDisabled, v)
	for _, tc := range []struct {
		name    string
		relabel bool
		want    color.Color
	}{{"relabelled", true, fg}, {"plain Fyne form", false, grey}} {
		t.Run(tc.name, func(t *testing.T) {
			weight := widget.NewSelect([]string{"light", "heavy"}, nil)
			weight.Disable()
			on := widget.NewCheck("", nil)
			kind := widget.NewSelect([]string{"small arms", "battalion"}, func(k string) {
				enable(weight, k == "battalion")
				on.SetChecked(true)
			})
			form := widget.NewForm(widget.NewFormItem("Fire", kind), widget.NewFormItem("Weight", weight), widget.NewFormItem("On", on))
			if tc.relabel {
				relabelOnChange(form)
			}
			w := test.NewWindow(form)
			defer w.Close()
			if got := formLabelColour(t, form, "Weight"); got != grey {
				t.Fatalf("a disabled field's label is %v, want the disabled colour %v", got, grey)
			}
			kind.SetSelected("battalion")
			if weight.Disabled() {
				t.Fatal("choosing a battalion did not enable the weight")
			}
			if got := formLabelColour(t, form, "Weight"); got != tc.want {
				t.Errorf("after enabling, the label is %v, want %v", got, tc.want)
			}
			if !on.Checked {
				t.Error("the check box's own handler no longer runs")
			}
		})
	}
}

func TestPathHint(t *testing.T) {
	root := string(filepath.Separator) + "path"
	for _, tc := range []struct {
		title string
		exts  []string
		want  string
	}{
		{"Open scenario…", []string{".yaml", ".yml"}, "scenario.yaml"},
		{"Save scenario as…", []string{".yaml", ".yml"}, "scenario.yaml"},
		{"Open army list…", []string{".yaml", ".yml"}, "army-list.yaml"},
		{"Background scan…", []string{".png", ".jpg", ".jpeg"}, "map-scan.png"},
		{"Open…", nil, "scenario.yaml"},
	} {
		t.Run(tc.title, func(t *testing.T) {
			if got, want := pathHint(tc.title, tc.exts), filepath.Join(root, "to", tc.want); got != want {
				t.Errorf("pathHint = %q, want %q", got, want)
			}
		})
	}
}
