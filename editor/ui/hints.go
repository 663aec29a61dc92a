package ui

// editorHints says, for the checks whose hint names the file's fields
// ("add number: N"), what to do in the editor instead. The validator's
// hints stay as they are for the command line and the YAML.
var editorHints = map[string]string{
	"terrain-untraced":        "paint the remaining hexes with the terrain palette (T, B, F)",
	"card-number-unknown":     "fill in the card's Number in the Event deck tab when the printed card gives it; the card is found by its title meanwhile",
	"card-title-unique":       "give the cards without a number different titles in the Event deck tab",
	"card-title-unknown":      "give the card its Title in the Event deck tab",
	"dual-card-events":        "a dual card has two events; fill in both in the Event deck tab",
	"single-card-events":      "tick Dual in the Event deck tab, or clear the second event",
	"effect-entry-area":       "add the entry area on the map with the Entry area tool (A), or choose another in the effect",
	"leader-command-span":     "fill in the leader's Command span in Properties",
	"command-span-non-leader": "clear the Command span in Properties, or make the unit's Type leader",
	"setup-hex-missing":       "set the unit up on the map with the Units tool (U), or fill in its Setup hex in Properties",
	"arrive-turn":             "fill in the unit's Turn in Properties",
	"variable-table":          "fill in the unit's Arrival table in Properties",
	"arrive-entry":            "fill in the unit's Entry area (or Setup hex) in Properties",
	"event-card-missing":      "fill in the unit's Event card in Properties",
	"event-card":              "add the card in the Event deck tab, or choose another in Properties",
	"placement-stray-hex":     "clear the Setup hex in Properties, or make the Placement setup",
	"crt-missing":             "choose a chart set with a CRT in Scenario & sides, or fill in the table in Charts",
}

// hintFor is the hint the editor shows for a finding.
func hintFor(check, hint string) string {
	if h, ok := editorHints[check]; ok {
		return h
	}
	return hint
}
