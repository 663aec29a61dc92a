package rules_test

// The special-rule kinds register themselves with the engine when their
// package is linked in. Importing it here links it into this package's
// test binary, so that the internal tests, which cannot import it (it
// imports this package), play scenarios with their special rules.
import _ "github.com/aide-de-camp/adc/engine/rules/kinds"
