package scenario_test

import (
	"fmt"
	"os"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/templates"
)

func TestDevDump(t *testing.T) {
	path := os.Getenv("ADC_DEV_FILE")
	if path == "" {
		t.Skip()
	}
	d, err := scenario.LoadFile(path)
	if err != nil {
		fmt.Println("ERR", err)
		return
	}
	cs, err := templates.ChartSet(d.Scenario.Charts.Set)
	if err != nil {
		fmt.Println("cs", err)
	}
	for _, f := range scenario.ValidateDocument(d, scenario.Resolve(d.Scenario, cs)) {
		fmt.Println(f, "|", f.Hint, "|", f.Check)
	}
	b, _ := scenario.Marshal(d.Scenario)
	os.WriteFile(path+".out", b, 0o644)
}
