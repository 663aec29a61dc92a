// This file embeds the One Day Napoleonics rulesets (odn-*.yaml); the
// package documentation is in charts_embed.go.
//
//	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)

package templates

import "embed"

// ODN holds the One Day Napoleonics ruleset files, odn-*.yaml.
//
//go:embed odn-*.yaml
var ODN embed.FS
