// Package odn is the One Day Napoleonics domain: the ruleset as data
// (quality ladders, hit boxes, artillery and fire tables, modifiers, the
// Melee Table, morale levels, leader loss, variable quality, reveal,
// sappers), army lists with located validation, unit rosters, and exact
// probability calculators for fire, melee, Morale Tests and their cascade.
//
// Everything is exact: probabilities are math/big.Rat values computed by
// enumeration or convolution of every die outcome, never by sampling. Each
// calculator's doc comment gives its formula so that a spreadsheet can
// mirror it. The package imports only the standard library, YAML and
// validator; the embedded default ruleset lives in the templates package.
//
//	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
//	army, findings, err := odn.LoadArmy("french-1812.yaml", f, rs)
//	roster, err := rs.BuildRoster(army)
//	odn.WriteRoster(os.Stdout, roster)
//
//	rep, err := rs.ResolveFire(odn.FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line",
//		Modifiers: []odn.ModifierUse{{ID: "target-column"}}})
//	fmt.Println(rep.Result.AtLeast[1]) // P(at least one hit) = 21/25
//
// Rule references in comments are to the "Revised (September, 2004) One Day
// Napoleonics Campaign Rules" by Bob Bergman: section names and page numbers,
// as most section numbers were lost in the transcription.
package odn
