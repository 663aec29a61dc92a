// The kinds' descriptions for the validator's registry: registerKind, with
// which each file's init registers its kinds (name, rule, a line of
// description, parameters with their types and a line each), and the
// shorthands those descriptions are written with.

package kinds

import (
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// registerKind adds a kind's description to the registry of
// engine/scenario, from the init function of the kind's file: the
// validator, the JSON Schema, docs/special-rules.md and the editor's
// special-rule forms read it there. A kind registered twice is a
// programming error.
func registerKind(k scenario.KindSpec) {
	if _, err := scenario.RegisterKind(k); err != nil {
		panic(err)
	}
}

// Shorthands for the kinds' descriptions.
func text(name, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.Text, Doc: doc}
}
func typed(name string, t scenario.ParamType, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: t, Doc: doc}
}
func integer(name string, lo, hi int, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.IntParam, Min: lo, Max: hi, Doc: doc}
}
func turns(name, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.RangeParam, Min: 0, Max: 999, Doc: doc}
}
func enum(name string, values, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.EnumParam, Values: strings.Fields(values), Doc: doc}
}
func enums(name string, values, doc string) scenario.Param {
	return scenario.Param{Name: name, Type: scenario.EnumList, Values: strings.Fields(values), Doc: doc}
}
func req(p scenario.Param) scenario.Param { p.Required = true; return p }

const (
	unitTypes   = "infantry cavalry artillery leader dummy cadre train naval"
	traitValues = "guard elite light cossack unreliable reluctant road_bound irregular special independent heavy"
	levels      = "decisive major substantive marginal minor draw"
)

// Common parameters.
var (
	pSide     = typed("side", scenario.SideParam, "the side the rule applies to")
	pSides    = typed("sides", scenario.SideList, "the sides the rule applies to")
	pUnit     = typed("unit", scenario.UnitParam, "the unit the rule applies to")
	pUnits    = typed("units", scenario.UnitList, "the units the rule applies to")
	pTable    = typed("table", scenario.TableParam, "the scenario table rolled on")
	pHex      = typed("hex", scenario.HexParam, "the hex the rule applies to")
	pTurn     = turns("turn", "the Game Turn")
	pTurns    = turns("turns", "the Game Turns, a number or a range a-b")
	pEntry    = typed("entry_area", scenario.ZoneParam, "the entry area the units arrive through")
	pMorale   = integer("value", -10, 10, "the Morale Points gained (positive) or lost (negative)")
	pStrength = integer("strength", 0, 99, "a combat strength")
)
