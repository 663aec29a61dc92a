package xlsx

import (
	"os"
	"os/exec"
	"path/filepath"
	"testing"
)

// TestRenderPDF prints the example workbooks to PDF with LibreOffice when
// ADC_RENDER_DIR names a directory, for looking at the printed pages. It is
// a no-op otherwise.
func TestRenderPDF(t *testing.T) {
	dir := os.Getenv("ADC_RENDER_DIR")
	if dir == "" {
		t.Skip("set ADC_RENDER_DIR to print the example workbooks to PDF there")
	}
	bin := soffice(t)
	rs := ruleset(t)
	var files []string
	save := func(name string, fn func(p string) error) {
		p := filepath.Join(dir, name)
		if err := fn(p); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	for _, paper := range []Paper{A4, Letter} {
		save("roster-"+paper.String()+".xlsx", func(p string) error { return saveFinished(exampleArmyBook(t, paper).File, p) })
	}
	save("calculators.xlsx", func(p string) error {
		b, err := BuildCalculators(rs, CalcOptions{Fire: FireInputs{Kind: "battalion", Weight: "heavy", Band: "close", Nation: "france"}, Morale: MoraleInputs{Quality: "VT", Hits: 3, Level: "blue"}})
		if err != nil {
			return err
		}
		return saveFinished(b.File, p)
	})
	save("scenario.xlsx", func(p string) error {
		s, cs := exampleScenario(t)
		f, err := BuildScenario(s, cs, Options{})
		if err != nil {
			return err
		}
		return saveFinished(f, p)
	})
	args := append([]string{"-env:UserInstallation=" + recalcProfile(t, t.TempDir()), "--headless", "--convert-to", "pdf", "--outdir", dir}, files...)
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
}
