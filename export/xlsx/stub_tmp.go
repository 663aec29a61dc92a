package xlsx

import (
	"errors"
	"io"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/odn"
)

type CalcOptions struct{ Paper Paper }

func WriteCalculators(w io.Writer, rs *odn.Ruleset, opt CalcOptions) error { return errors.New("todo") }
func WriteScenario(w io.Writer, s *scenario.Scenario, c *scenario.ChartSet, opt Options) error {
	return errors.New("todo")
}
