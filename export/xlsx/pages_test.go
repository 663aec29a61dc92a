package xlsx

import (
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// idLine is a unit's name line, which ends with its id (U000).
var idLine = regexp.MustCompile(`(?m)\bU\d{3}\s*$`)

// TestRosterPagesNeverSplitAUnit prints rosters of the matrix army (units
// of every ladder length) on A4 and Letter with LibreOffice and checks, page
// by page, that every unit block that starts on a page also ends there: its
// name line and its NOW line are printed on the same page.
func TestRosterPagesNeverSplitAUnit(t *testing.T) {
	bin := soffice(t)
	pdftotext, err := exec.LookPath("pdftotext")
	if err != nil {
		if os.Getenv("CI") == "true" {
			t.Fatal("pdftotext (poppler-utils) is not installed; scripts/setup.sh test installs it")
		}
		t.Skip("pdftotext (poppler-utils) is not installed")
	}
	rs := ruleset(t)
	a, hits := matrixArmy(rs)
	dir := t.TempDir()
	var files []string
	for _, paper := range []Paper{A4, Letter} {
		b, err := BuildRoster(rs, a, RosterOptions{Paper: paper, Hits: hits})
		if err != nil {
			t.Fatal(err)
		}
		p := filepath.Join(dir, "roster-"+paper.String()+".xlsx")
		if err := saveFinished(b.File, p); err != nil {
			t.Fatal(err)
		}
		files = append(files, p)
	}
	args := append([]string{"-env:UserInstallation=" + recalcProfile(t, dir), "--headless", "--convert-to", "pdf", "--outdir", dir}, files...)
	if out, err := exec.Command(bin, args...).CombinedOutput(); err != nil {
		t.Fatalf("%v\n%s", err, out)
	}
	for _, paper := range []Paper{A4, Letter} {
		t.Run(paper.String(), func(t *testing.T) {
			out, err := exec.Command(pdftotext, "-layout", filepath.Join(dir, "roster-"+paper.String()+".pdf"), "-").Output()
			if err != nil {
				t.Fatal(err)
			}
			pages := strings.Split(string(out), "\f")
			units := 0
			for i, pg := range pages {
				ids := len(idLine.FindAllString(pg, -1))
				nows := strings.Count(pg, "NOW · ")
				if ids != nows {
					t.Errorf("page %d: %d unit names but %d NOW lines: a unit is split across pages", i+1, ids, nows)
				}
				units += nows
			}
			if units == 0 {
				t.Fatal("no unit blocks found in the printed text")
			}
		})
	}
}
