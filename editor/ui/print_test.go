package ui

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"fyne.io/fyne/v2/test"
)

func TestPrintPanelPreviewsAndWrites(t *testing.T) {
	ed, w := newEditor(t)
	p := NewPrintPanel(ed)
	w.SetContent(p.Content(func() {}))
	page, n := p.Page()
	if n < 3 || page != 0 {
		t.Fatalf("page %d of %d", page, n)
	}
	if b := p.Preview.Image.Bounds(); b.Dx() < 300 {
		t.Errorf("preview %v: no page drawn", b)
	}
	if !strings.Contains(p.PageNo.Text, "Page 1 of") {
		t.Errorf("page label %q", p.PageNo.Text)
	}
	p.Step(1)
	if got, _ := p.Page(); got != 1 {
		t.Errorf("after the next page: page %d", got)
	}

	t.Run("fewer parts, fewer pages", func(t *testing.T) {
		p.Parts.SetSelected([]string{"counters"})
		_, m := p.Page()
		if m == 0 || m >= n {
			t.Errorf("counters only: %d pages, the whole kit %d", m, n)
		}
		if !strings.Contains(p.PageNo.Text, "counters") {
			t.Errorf("page label %q", p.PageNo.Text)
		}
	})
	t.Run("bleed option", func(t *testing.T) {
		test.Tap(p.Bleed)
		o, err := p.Options()
		if err != nil || !o.Bleed {
			t.Errorf("bleed ticked: options %+v, %v", o.Bleed, err)
		}
		test.Tap(p.Bleed)
		if o, _ := p.Options(); o.Bleed {
			t.Error("bleed unticked: still on")
		}
	})
	t.Run("a bad size says so", func(t *testing.T) {
		test.Type(p.Hex, "x")
		p.Hex.OnSubmitted(p.Hex.Text)
		if !strings.Contains(p.Problem.Text, "hex size") {
			t.Errorf("problem %q", p.Problem.Text)
		}
		p.Hex.SetText("16mm")
		p.Refresh()
		if p.Problem.Text != "" {
			t.Errorf("problem %q after a good size", p.Problem.Text)
		}
	})
	t.Run("writes a PDF, never over the scenario", func(t *testing.T) {
		out := filepath.Join(t.TempDir(), "kit.pdf")
		if err := p.WritePDF(out); err != nil {
			t.Fatal(err)
		}
		b, err := os.ReadFile(out)
		if err != nil || !strings.HasPrefix(string(b), "%PDF-") {
			t.Fatalf("not a PDF: %v", err)
		}
		before, _ := os.ReadFile(ed.Doc.Path())
		if err := p.WritePDF(ed.Doc.Path()); err == nil {
			t.Error("printed over the scenario file")
		}
		if after, _ := os.ReadFile(ed.Doc.Path()); string(after) != string(before) {
			t.Error("the scenario file changed")
		}
	})
}
