package ui

import (
	"bytes"
	"fmt"
	"image"
	"path/filepath"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/export/print"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/templates"
)

// PrintPanel is File > Print to PDF…: the choices of adc print (paper,
// parts, hex and counter sizes, map on one page or tiled) and a preview
// of the pages they give, page by page.
type PrintPanel struct {
	ed      *Editor
	Paper   *widget.Select
	Parts   *widget.CheckGroup
	Hex     *widget.Entry
	Counter *widget.Entry
	MapPage *widget.RadioGroup
	Bleed   *widget.Check // map bleed and crop marks (adc print --bleed)
	Preview *canvas.Image
	PageNo  *widget.Label
	Problem *widget.Label

	pages []print.Page
	page  int
}

// previewDPI is the preview's resolution: a page fits the dialog.
const previewDPI = 48

// NewPrintPanel builds the panel for the editor's document.
func NewPrintPanel(e *Editor) *PrintPanel {
	p := &PrintPanel{ed: e}
	var papers []string
	for _, pp := range print.Papers {
		papers = append(papers, pp.Name)
	}
	p.Paper = widget.NewSelect(papers, func(string) { p.Refresh() })
	p.Parts = widget.NewCheckGroup(print.ScenarioParts, func([]string) { p.Refresh() })
	p.Parts.Horizontal = true
	p.Hex = widget.NewEntry()
	p.Hex.SetText(fmt.Sprintf("%gmm", print.DefaultHex))
	p.Hex.OnSubmitted = func(string) { p.Refresh() }
	p.Counter = widget.NewEntry()
	p.Counter.SetText("5/8in")
	p.Counter.OnSubmitted = func(string) { p.Refresh() }
	p.MapPage = widget.NewRadioGroup([]string{"Tiled", "One page"}, func(string) { p.Refresh() })
	p.MapPage.Horizontal = true
	p.Bleed = widget.NewCheck("Bleed 2 mm and crop marks", func(bool) { p.Refresh() })
	p.Preview = canvas.NewImageFromImage(image.NewRGBA(image.Rect(0, 0, 1, 1)))
	p.Preview.FillMode = canvas.ImageFillContain
	p.Preview.SetMinSize(fyne.NewSize(420, 560))
	p.PageNo = widget.NewLabel("")
	p.Problem = widget.NewLabel("")
	p.Problem.Wrapping = fyne.TextWrapWord
	// Set the defaults last: the callbacks then run once everything exists.
	p.MapPage.Selected = "Tiled"
	p.Parts.Selected = append([]string(nil), print.ScenarioParts...)
	p.Paper.SetSelected("a4")
	return p
}

// Options returns the print options the panel shows.
func (p *PrintPanel) Options() (print.Options, error) {
	var o print.Options
	var err error
	if o.Paper, err = print.PaperByName(p.Paper.Selected); err != nil {
		return o, err
	}
	if len(p.Parts.Selected) == 0 {
		return o, fmt.Errorf("choose at least one part to print")
	}
	o.Parts = append(o.Parts, p.Parts.Selected...)
	if o.HexMM, err = print.ParseLength(p.Hex.Text); err != nil {
		return o, fmt.Errorf("hex size: %w", err)
	}
	if o.CounterMM, err = print.ParseLength(p.Counter.Text); err != nil {
		return o, fmt.Errorf("counter size: %w", err)
	}
	o.MapOnePage = p.MapPage.Selected == "One page"
	o.Bleed = p.Bleed != nil && p.Bleed.Checked
	return o, nil
}

// Refresh lays the pages out again and shows the current one.
func (p *PrintPanel) Refresh() {
	if p.Preview == nil || p.Problem == nil || p.Paper == nil || p.Parts == nil || p.MapPage == nil {
		return // still being built
	}
	pages, err := p.layout()
	p.pages = pages
	if err != nil {
		p.Problem.SetText(err.Error())
	} else {
		p.Problem.SetText("")
	}
	p.page = max(0, min(p.page, len(p.pages)-1))
	p.show()
}

func (p *PrintPanel) layout() ([]print.Page, error) {
	o, err := p.Options()
	if err != nil {
		return nil, err
	}
	s := p.ed.Doc.Scenario()
	cs, _ := templates.ScenarioCharts(s) // an unknown set prints the scenario's own charts; the validator reports it
	if p.ed.scan.image != nil && s.Map.Background != nil {
		o.Scan = p.ed.scan.image
	}
	return print.Scenario(s, cs, o)
}

// Step moves the preview by d pages.
func (p *PrintPanel) Step(d int) {
	if len(p.pages) == 0 {
		return
	}
	p.page = max(0, min(len(p.pages)-1, p.page+d))
	p.show()
}

// Page returns the index of the page shown and the number of pages.
func (p *PrintPanel) Page() (int, int) { return p.page, len(p.pages) }

func (p *PrintPanel) show() {
	if len(p.pages) == 0 {
		p.PageNo.SetText("nothing to print")
		p.Preview.Image = image.NewRGBA(image.Rect(0, 0, 1, 1))
		p.Preview.Refresh()
		return
	}
	pg := p.pages[p.page]
	r := render.NewRaster(pg.W, pg.H, previewDPI)
	pg.Draw(r)
	p.Preview.Image = r.Img
	p.Preview.Refresh()
	p.PageNo.SetText(fmt.Sprintf("Page %d of %d: %s", p.page+1, len(p.pages), pg.Title))
}

// WritePDF writes every page to path, refusing the scenario's own file.
func (p *PrintPanel) WritePDF(path string) error {
	if len(p.pages) == 0 {
		return fmt.Errorf("nothing to print")
	}
	if ext := strings.ToLower(filepath.Ext(path)); ext != ".pdf" {
		return fmt.Errorf("%s: print to a .pdf file", path)
	}
	if doc := p.ed.Doc.Path(); doc != "" && sameFile(doc, path) {
		return fmt.Errorf("%s is the scenario file; choose another name", path)
	}
	var buf bytes.Buffer
	if err := print.WritePDF(&buf, p.ed.Doc.Scenario().Title, p.pages); err != nil {
		return err
	}
	return atomicfile.Write(path, buf.Bytes(), atomicfile.KeepBackup)
}

// Content is the panel's layout: choices on the left, preview on the right.
func (p *PrintPanel) Content(save func()) fyne.CanvasObject {
	form := widget.NewForm(
		widget.NewFormItem("Paper", p.Paper),
		widget.NewFormItem("Print", p.Parts),
		widget.NewFormItem("Hex across flats", p.Hex),
		widget.NewFormItem("Counter", p.Counter),
		widget.NewFormItem("Map", container.NewHBox(p.MapPage, p.Bleed)),
	)
	nav := container.NewHBox(
		widget.NewButtonWithIcon("", theme.NavigateBackIcon(), func() { p.Step(-1) }), // the previous page
		widget.NewButtonWithIcon("", theme.NavigateNextIcon(), func() { p.Step(1) }),
		widget.NewButton("Save PDF…", save),
	)
	left := container.NewVBox(form, widget.NewLabel("Sizes in mm or inches: 16mm, 0.75in, 5/8in (press Enter)."), p.Problem, nav)
	split := container.NewHSplit(left, p.Preview)
	split.Offset = 0.42
	return container.NewBorder(nil, p.PageNo, nil, nil, split)
}

// ShowPrint opens File > Print to PDF…: the choices, a preview, and a
// save dialog for the PDF.
func (e *Editor) ShowPrint() {
	p := NewPrintPanel(e)
	var d dialog.Dialog
	save := func() {
		e.saveDialog("-print", ".pdf", p.WritePDF, func(path string) {
			e.status.SetText("Printed " + path)
			d.Hide()
		})
	}
	d = dialog.NewCustom("Print to PDF", "Close", p.Content(save), e.Win)
	d.Resize(fyne.NewSize(1000, 720))
	d.Show()
}

// sameFile reports whether a and b name the same file (through links).
func sameFile(a, b string) bool {
	ra, err1 := filepath.EvalSymlinks(a)
	rb, err2 := filepath.EvalSymlinks(b)
	if err1 != nil || err2 != nil {
		return filepath.Clean(a) == filepath.Clean(b)
	}
	return ra == rb
}

func init() {
	AddMenuItem(MenuItem{Menu: "File", Build: func(e *Editor) *fyne.MenuItem {
		return item("Print to PDF…", ctrl(fyne.KeyP, false), e.ShowPrint)
	}})
}
