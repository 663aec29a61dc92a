package scenario_test

// The engine registers the kinds' parameter structs (scenario.RegisterParams),
// which declare what the engine needs of each kind (scenario.Needer): the
// validator's and the documentation's tests read them through it.
import _ "github.com/aide-de-camp/adc/engine/rules"
