package scenario

// checkIDs lists the id of every named check of the validator (Finding.Check),
// for adc validate --only and --except. Structural checks have the ids
// "structure-" and the validator tag ("structure-min", "structure-oneof").
// A test keeps the list in step with the checks in the source.
var checkIDs = []string{
	"arrive-entry", "arrive-entry-side", "arrive-turn", "arrive-turn-range", "background-image",
	"background-missing", "background-outside", "borrow-source", "borrow-unit", "borrowed-value",
	"calibration-distinct", "campaign-game-unique", "card-no-text", "card-number-unique",
	"card-number-unknown", "card-title-unique", "card-title-unknown", "chart-edition",
	"chart-hexside-unique", "chart-set-unknown", "chart-terrain-unique", "command-span-non-leader",
	"crossing-needs-river", "crt-code", "crt-columns", "crt-missing", "crt-rows", "deploy-area",
	"deploy-no-hex", "deploy-river-untraced", "deploy-zone-empty", "deploy-zone-limits",
	"deploy-zone-garrisons", "deploy-zone-no-hex", "deploy-zone-range", "deploy-zone-side", "deploy-zone-turn",
	"deploy-zone-unique", "deploy-zone-units", "deploy-zone-unknown", "dual-card-events",
	"dual-card-order", "effect-entry-area", "effect-reinforce-units", "effect-rule", "effect-unit",
	"entry-area-empty", "entry-id-unique", "entry-on-edge", "entry-wrong-edge", "event-card",
	"event-card-missing", "first-player-side", "game-length", "garrison-unique", "hex-number",
	"hex-off-map", "hexside-adjacent", "hexside-feature-unknown", "hexside-order", "hexside-side",
	"hexside-unique", "leader-command-span", "leader-strength", "loc-on-edge", "loc-unique",
	"morale-not-given", "movement-not-given", "nationality-side", "numbering-digits",
	"objective-unique", "optional-rule", "optional-rule-unique", "placement-stray-hex",
	"placement-stray-zone", "placement-unknown", "red-card-deck", "reduced-unit", "road-adjacent",
	"road-bound-off-road", "rule-id-unique", "setup-enemy-garrison", "setup-enemy-stack",
	"setup-hex-missing", "setup-prohibited", "setup-stacked", "setup-stacking", "sides-distinct",
	"single-card-events", "slope-uphill-missing", "slope-uphill-side", "special-card-unlisted",
	"special-kind", "special-kind-single", "special-needs", "special-param", "special-param-ref",
	"special-param-required", "special-param-type", "special-rule-text", "special-unplayed", "special-value", "strength-not-given",
	"strength-zero", "table-id-unique", "table-roll", "table-row-width", "terrain-combat-unknown",
	"terrain-unknown", "terrain-untraced", "trait-unknown", "turn-order", "turn-outside-game",
	"turn-sorted", "turn-unique", "unit-id-unique", "unknown-fact", "uphill-without-slope",
	"variable-table", "victory-campaign", "victory-custom", "victory-exclude", "victory-exit-hexes",
	"victory-margin", "victory-side", "victory-test-hexes", "victory-test-side", "victory-test-units",
	"victory-unit", "victory-when",
}

// CheckIDs returns the set of named check ids (see Finding.Check).
func CheckIDs() map[string]bool {
	m := make(map[string]bool, len(checkIDs))
	for _, id := range checkIDs {
		m[id] = true
	}
	return m
}
