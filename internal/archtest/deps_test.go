// Package archtest checks the dependency direction of the module (see the
// README's layout): the domain packages never import UI or spreadsheet code,
// and the programs never link test support.
package archtest

import (
	"os/exec"
	"strings"
	"testing"
)

func TestDomainPackagesArePure(t *testing.T) {
	cases := []struct {
		name   string
		pkgs   []string
		forbid []string
	}{
		{"engine and odn import no UI, spreadsheet, export or editor code",
			[]string{"../../engine/...", "../../odn/..."},
			[]string{"fyne.io/", "github.com/xuri/excelize", "codeberg.org/go-pdf", "github.com/aide-de-camp/adc/editor", "github.com/aide-de-camp/adc/export", "github.com/aide-de-camp/adc/internal/cli"}},
		{"render draws without UI, spreadsheet or PDF libraries",
			[]string{"../../render/..."},
			[]string{"fyne.io/", "github.com/xuri/excelize", "codeberg.org/go-pdf", "github.com/aide-de-camp/adc/editor", "github.com/aide-de-camp/adc/export"}},
		{"trace reads pictures without UI, editor, export, CLI or drawing code",
			[]string{"../../trace"},
			[]string{"fyne.io/", "github.com/xuri/excelize", "codeberg.org/go-pdf", "github.com/aide-de-camp/adc/editor", "github.com/aide-de-camp/adc/export", "github.com/aide-de-camp/adc/internal/cli", "github.com/aide-de-camp/adc/render"}},
		{"the editor's documents import no UI toolkit",
			[]string{"../../editor/document/...", "../../editor/armydoc/...", "../../editor/history/..."},
			[]string{"fyne.io/"}},
		{"export imports no UI or editor code",
			[]string{"../../export/..."},
			[]string{"fyne.io/", "github.com/aide-de-camp/adc/editor"}},
		{"the programs link no test support (package testing, scenariotest)",
			[]string{"../../cmd/..."},
			[]string{"testing", "github.com/aide-de-camp/adc/engine/scenario/scenariotest"}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			args := append([]string{"list", "-e", "-deps"}, tc.pkgs...)
			out, err := exec.Command("go", args...).CombinedOutput()
			if err != nil {
				if strings.Contains(string(out), "matched no packages") {
					t.Skipf("no packages yet: %s", out)
				}
				t.Fatalf("go list: %v\n%s", err, out)
			}
			for _, dep := range strings.Fields(string(out)) {
				for _, f := range tc.forbid {
					if dep == f || strings.HasPrefix(dep, strings.TrimSuffix(f, "/")+"/") {
						t.Errorf("%v depends on %s", tc.pkgs, dep)
					}
				}
			}
		})
	}
}
