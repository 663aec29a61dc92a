package scenarios_test

// The special-rule kinds describe themselves to the validator's registry
// when their package is linked in; importing it here links it into this
// package's test binary, so the tests validate the bundled scenarios'
// special rules.
import _ "github.com/aide-de-camp/adc/engine/rules/kinds"
