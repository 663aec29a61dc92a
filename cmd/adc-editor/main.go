// Command adc-editor is the Aide-de-Camp desktop scenario editor for
// Napoleonic 20, with the One Day Napoleonics army-list workspace:
// adc-editor [-scenario ID] [FILE] (FILE a scenario or an army list).
package main

import (
	"fmt"
	"os"

	"fyne.io/fyne/v2/app"

	"github.com/aide-de-camp/adc/editor/ui"
)

func main() {
	o, err := ui.ParseArgs(os.Args[1:], os.Stderr)
	if err != nil {
		os.Exit(2)
	}
	a := app.NewWithID("org.aidedecamp.editor")
	ed, err := ui.LaunchSession(a, o)
	if err != nil {
		fmt.Fprintln(os.Stderr, "adc-editor:", err)
		os.Exit(2)
	}
	ed.Window().ShowAndRun()
	ed.Shutdown()
}
