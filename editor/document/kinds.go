package document

// The special-rule kinds register themselves with the rules engine when
// their package is linked in; every game this package builds or plays
// needs them (docs/ARCHITECTURE.md, "Special rules").
import _ "github.com/aide-de-camp/adc/engine/rules/kinds"
