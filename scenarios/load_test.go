package scenarios_test

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// mustLoad loads a scenario file of this directory with positions, failing
// the test on any load error.
func mustLoad(t *testing.T, file string) *scenario.Document {
	t.Helper()
	doc, err := scenario.LoadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	return doc
}
