package scenario_test

// The special-rule kinds (engine/rules/kinds) register their parameter
// structs with the engine, which hands them on (scenario.RegisterParams);
// they declare what the engine needs of each kind (scenario.Needer): the
// validator's and the documentation's tests read them through it.
import _ "github.com/aide-de-camp/adc/engine/rules/kinds"
