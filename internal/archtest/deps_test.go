// Package archtest checks the dependency direction of the module (see the
// README's layout): the domain packages never import UI or spreadsheet code.
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
		{"adc links no spreadsheet writer: adc export xlsx runs adc-publish (ARCHITECTURE.md)",
			[]string{"../../cmd/adc", "../../internal/cli"},
			[]string{"fyne.io/", "github.com/xuri/excelize", "github.com/aide-de-camp/adc/export/xlsx", "github.com/aide-de-camp/adc/internal/cli/workbooks"}},
		{"adc links no drawing, PDF, plotting, archive or XML library: those commands run adc-publish (ARCHITECTURE.md)",
			[]string{"../../cmd/adc", "../../internal/cli"},
			[]string{"github.com/aide-de-camp/adc/internal/cli/publish", "github.com/aide-de-camp/adc/export/print", "github.com/aide-de-camp/adc/export/report",
				"github.com/aide-de-camp/adc/export/tiled", "github.com/aide-de-camp/adc/export/vassal", "github.com/aide-de-camp/adc/render",
				"github.com/aide-de-camp/adc/editor/", "codeberg.org/go-pdf/", "gonum.org/v1/plot", "golang.org/x/image/", "git.sr.ht/~sbinet/gg",
				"image", "compress/", "hash/crc32", "archive/", "encoding/xml", "text/template", "crypto/"}},
		{"adc links no package whose initialisation Start-up keeps out of every command (ARCHITECTURE.md)",
			[]string{"../../cmd/adc"},
			[]string{"encoding/gob", "net/http", "crypto/tls", "codeberg.org/go-latex/", "gonum.org/v1/plot/vg/vgpdf", "gonum.org/v1/plot/vg/vgeps", "gonum.org/v1/plot/vg/vgtex",
				"github.com/gabriel-vasile/mimetype", "golang.org/x/text/language", "golang.org/x/crypto/sha3", "github.com/schollz/progressbar", "html/template",
				"net/mail", "mime", "github.com/leodido/go-urn", "vendor/golang.org/x/net/dns/dnsmessage"}},
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
