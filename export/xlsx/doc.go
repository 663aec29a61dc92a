// Package xlsx writes the Aide-de-Camp spreadsheets with excelize: One Day
// Napoleonics roster workbooks (printable, with live hit boxes), the ODN
// calculator workbook (fire, melee, morale tests and the morale cascade, with
// the ruleset's tables), and Napoleonic 20 scenario workbooks (orders of
// battle, reinforcements, event deck, charts).
//
// Every formula uses only functions that Excel, LibreOffice, Gnumeric and
// HyperFormula all document (see AllowedFunctions), written so that every
// engine reads it alike, so a workbook gives the same numbers as the odn
// calculators wherever it is opened; the tests recalculate every workbook
// in LibreOffice, Gnumeric and HyperFormula to prove it. Output is
// deterministic: fixed document properties, no timestamps, the same input
// gives the same bytes.
//
//	rs, _ := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
//	army, _, _ := odn.LoadArmy("grande-armee.yaml", r, rs)
//	err := xlsx.WriteRoster(w, rs, army, xlsx.RosterOptions{Paper: xlsx.A4})
//	err = xlsx.WriteCalculators(w, rs, xlsx.CalcOptions{Paper: xlsx.Letter})
//	err = xlsx.WriteScenario(w, s, charts, xlsx.Options{})
package xlsx
