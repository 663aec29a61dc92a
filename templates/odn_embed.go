// Package templates holds the chart and ruleset templates shipped inside the
// adc binary. This file embeds the One Day Napoleonics rulesets (odn-*.yaml).
//
//	data, err := templates.ODN.ReadFile("odn-2004.yaml")
package templates

import "embed"

// ODN holds the One Day Napoleonics ruleset files, odn-*.yaml.
//
//go:embed odn-*.yaml
var ODN embed.FS
