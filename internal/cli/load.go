package cli

import (
	"errors"
	"fmt"
	"io"
	"os"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/scenarios"
)

// bundledID returns the bundled scenario id that ref names, or "" when ref
// names a file: an existing file always wins; a name without a directory
// (with or without .yaml) that is a bundled id is that scenario.
func bundledID(ref string) string {
	if st, err := os.Stat(ref); err == nil && !st.IsDir() {
		return ""
	}
	if strings.ContainsAny(ref, `/\`) {
		return ""
	}
	id := strings.TrimSuffix(strings.TrimSuffix(ref, ".yaml"), ".yml")
	for _, b := range scenarios.List() {
		if b == id {
			return id
		}
	}
	return ""
}

// LoadScenario reads a scenario file, or the bundled scenario ref names.
// Every error is one the scenario could not be read with (exit 2).
func LoadScenario(ref string) (*scenario.Document, error) {
	if id := bundledID(ref); id != "" {
		data, err := scenarios.Open(id)
		if err != nil {
			return nil, err
		}
		return scenario.ParseDocument(data, id+".yaml")
	}
	if _, err := os.Stat(ref); errors.Is(err, os.ErrNotExist) && !strings.ContainsAny(ref, `/\.`) {
		return nil, fmt.Errorf("no file %q and no bundled scenario with that id; known ids: %s", ref, strings.Join(scenarios.List(), ", "))
	}
	return scenario.LoadFile(ref)
}

// InvalidError says that a scenario has validation errors, which it lists
// (bundle.InvalidError: the rules engine refuses such a scenario).
type InvalidError = bundle.InvalidError

// ReportLoad prints err for the command cmd and returns its exit status:
// 1 for a scenario that was read but has errors (each printed), 2 for one
// that could not be read.
func ReportLoad(w io.Writer, cmd string, err error) int {
	var inv *InvalidError
	var mb *scenario.MapBoundsError
	switch {
	case errors.As(err, &inv):
		for _, f := range inv.Errors {
			fmt.Fprintln(w, f.String())
			if f.Hint != "" {
				fmt.Fprintf(w, "    hint: %s\n", f.Hint)
			}
		}
		fmt.Fprintf(w, "%s: %v\n", cmd, err)
		return ExitFindings
	case errors.As(err, &mb):
		fmt.Fprintf(w, "%s: %v\n", cmd, err)
		return ExitFindings
	}
	fmt.Fprintf(w, "%s: %v\n", cmd, err)
	return ExitBadInput
}

// loadAny reads a scenario or chart set file once (scenario.LoadAnyFile).
func loadAny(path string) (*scenario.Document, *scenario.ChartSet, error) {
	return scenario.LoadAnyFile(path)
}

// maxInputSize is the largest input file read (the readers' own cap).
const maxInputSize = scenario.MaxFileSize

// readInputFile reads a file of at most maxInputSize bytes, refusing a
// larger one before reading it.
func readInputFile(path string) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.Size() > maxInputSize {
		return nil, fmt.Errorf("%s: file is larger than %d MiB and was not read", path, maxInputSize>>20)
	}
	data, err := io.ReadAll(io.LimitReader(f, maxInputSize+1))
	if err != nil {
		return nil, err
	}
	if len(data) > maxInputSize {
		return nil, fmt.Errorf("%s: file is larger than %d MiB and was not read", path, maxInputSize>>20)
	}
	return data, nil
}
