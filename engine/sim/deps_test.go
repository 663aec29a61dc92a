package sim

import (
	"os/exec"
	"strings"
	"testing"
)

// TestDependencies: bots and runs are engine code; drawing (render, gonum
// plot), the editor (Fyne), spreadsheets and exports stay out of them.
func TestDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	forbidden := []string{"fyne.io/", "gonum.org/", "github.com/xuri/excelize", "github.com/schollz/", "github.com/aide-de-camp/adc/render",
		"github.com/aide-de-camp/adc/export", "github.com/aide-de-camp/adc/editor", "github.com/aide-de-camp/adc/internal/cli"}
	for _, dep := range strings.Fields(string(out)) {
		for _, f := range forbidden {
			if strings.HasPrefix(dep, f) {
				t.Errorf("engine/sim depends on %s", dep)
			}
		}
	}
}
