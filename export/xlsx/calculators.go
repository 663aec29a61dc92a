package xlsx

import (
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/odn"
	"github.com/xuri/excelize/v2"
)

// CalcOptions set up the calculator workbook. The inputs are the values the
// drop-downs start with; players change them at the table.
type CalcOptions struct {
	Paper   Paper
	Fire    FireInputs
	Battery BatteryInputs
	Melee   MeleeInputs
	// Attackers are the Melee attackers sheet's inputs.
	Attackers AttackersInputs
	Morale    MoraleInputs
	// FireMorale are the Fire to Morale sheet's inputs.
	FireMorale FireMoraleInputs
	// MeleeEnd are the Melee to the end sheet's inputs.
	MeleeEnd MeleeEndInputs
	// Army, when set, gives the Morale sheet its units as input choices
	// (an "Army units" sheet lists them with their quality and strength).
	Army *odn.Army
}

// Fire kinds as the Fire sheet's drop-down names them.
var fireKinds = []struct{ ID, Label string }{
	{"small-arms", "Small arms"}, {"inherent", "Inherent artillery"}, {"battalion", "Artillery battalion"},
}

// FireInputs are the Fire sheet's inputs, in ruleset ids.
type FireInputs struct {
	Kind      string // small-arms, inherent, battalion
	Quality   string // small arms: the firer's current quality code
	Formation string
	Nation    string
	Horse     bool
	Weight    string
	Band      string
	Russian   bool     // inherent: a Russian division fires both shots at one target
	Modifiers []string // fire modifier ids (at most ModifierSlots)
	Extra     int
}

// MeleeSideInputs are one side of the Melee sheet.
type MeleeSideInputs struct {
	Quality   string
	RowHits   int // hits in the current row (Old Guard 5/4)
	Modifiers []string
	Extra     int
}

// MeleeInputs are the Melee sheet's inputs.
type MeleeInputs struct {
	Attacker, Defender MeleeSideInputs
}

// MoraleInputs are the Morale sheet's inputs.
type MoraleInputs struct {
	Quality   string // starting quality of the unit's roster
	Percent   int    // strength in percent of full strength (0: 100)
	Hits      int    // boxes already checked
	Level     string // morale level id
	Modifiers []string
	Extra     int
	Rally     bool
	// Unit is a unit of CalcOptions.Army chosen on the sheet: its quality
	// and strength replace Quality and Percent ("" or none: not used).
	Unit string
}

// ModifierSlots is the number of modifier drop-downs per roll.
const ModifierSlots = 5

// CalcBook is a built calculator workbook with the addresses of its results.
type CalcBook struct {
	File *excelize.File
	// Fire: dice, To Hit, modifier, natural roll needed, chance of a hit
	// per die, most hits on the target, expected hits, and P(exactly k
	// hits) and P(k or more hits) for k = 0.. in FireHits and FireAtLeast.
	FireAllowed, FireDice, FireToHit, FireModifier, FireExpected string
	FireNeed, FireChance, FireCap                                string
	FireHits, FireAtLeast                                        []string
	// Grand battery: per stand, its dice, To Hit Number, natural roll
	// needed, chance of a hit per die and "Yes" when the stand is legal;
	// then "Yes" when every stand is, whether the battery may fire, the
	// dice at the target, the modifier per die, expected hits, and
	// P(exactly k hits) and P(k or more hits) for k = 0...
	BatteryStandDice, BatteryStandToHit, BatteryStandNeed []string
	BatteryStandChance, BatteryStandCheck                 []string
	BatteryCheck, BatteryAllowed, BatteryDice             string
	BatteryModifier, BatteryExpected                      string
	BatteryHits, BatteryAtLeast                           []string
	// Melee attackers, per attacker then the defender: "Yes" when its
	// inputs are valid, Melee Number and total modifier (additional units
	// and Fire hits included); per attacker: "Yes" when in the Melee, and
	// its attack's chances: it wins, the defender wins, a tie, it is
	// routed, the defender is routed; then the attackers in the Melee.
	AttackersCheck, AttackersNumber, AttackersModifier []string
	AttackersIn, AttackersWin, AttackersLose           []string
	AttackersTie, AttackersRouted                      []string
	AttackersDefenderRouted                            []string
	AttackersCount                                     string
	// Melee, attacker then defender: Melee Number, total modifier, and
	// modified Melee Number before the die; then the chance that the
	// attacker wins, the defender wins, or they tie.
	MeleeNumber, MeleeModifier, MeleeTotal [2]string
	MeleeOutcome                           [3]string
	// Melee: per band of the Melee Table, attacker wins / defender wins / tie.
	MeleeAttacker, MeleeDefender, MeleeTie   []string
	MeleeAttackerRouted, MeleeDefenderRouted string
	MeleeCheck                               []string // attacker, defender: "Yes" when no modifier is over its limit
	// MeleeValid, AttackersValid and BatteryValid are "Yes" when the
	// sheet's inputs are valid; otherwise its results show the error.
	MeleeValid, AttackersValid, BatteryValid string
	// Morale: P(pass the first test), P(end at level i), P(removed); and
	// for each line of the cascade (test j+1): P(the run gets to the test),
	// P(it passes there), P(the unit is removed after failing it).
	MoraleFirst string
	// MoraleHQWarning is blank unless more attached headquarters are
	// chosen than may modify the test (p.13).
	MoraleHQWarning                            string
	MoraleByLevel                              []string
	MoraleRemoved                              string
	MoraleReach, MoralePasses, MoraleRemovedAt []string
	// Cascade sheet, by quality (ruleset order) and live morale level:
	// P(pass the first test) and P(the run ends with the unit removed).
	CascadeFirst, CascadeRemoved [][]string
	// Fire to Morale: P(no hit), P(ends at level i) for the live levels,
	// P(removed) and P(the attached headquarters is killed).
	FireMoraleNoHit, FireMoraleRemoved, FireMoraleKilled string
	FireMoraleByLevel                                    []string
	// Melee to the end, attacker then defender: P(ends at level i) for
	// the live levels, P(removed), P(its attached headquarters is killed)
	// and the sum of its chances; then the rounds fought on average and
	// "Yes" when the inputs are valid (otherwise the error).
	MeleeEndByLevel                                [2][]string
	MeleeEndRemoved, MeleeEndKilled, MeleeEndTotal [2]string
	MeleeEndRounds, MeleeEndValid                  string
}

const noneLabel = "(none)"

// WriteCalculators writes the calculator workbook to w.
func WriteCalculators(w io.Writer, rs *odn.Ruleset, opt CalcOptions) error {
	b, err := BuildCalculators(rs, opt)
	if err != nil {
		return err
	}
	return write(b.File, w)
}

// lookupLabel strips the characters that Excel and LibreOffice read as
// wildcards in MATCH and COUNTIF, so that a label always matches itself.
func lookupLabel(s string) string {
	return strings.NewReplacer("*", "", "?", "", "~", "").Replace(s)
}

// calc holds the state shared by the sheet builders.
type calc struct {
	rs   *odn.Ruleset
	f    *excelize.File
	st   *calcStyles
	opt  CalcOptions
	book *CalcBook
	err  error
	// Reference ranges.
	qualLabels, qualPass, qualMelee, qualAfterHits, qualAfterMelee, qualToHit string
	chainCode, chainPass, chainBoxes                                          string
	formLabels, formDice, nationNames, nationFoot, nationHorse                string
	weightLabels, bandLabels, bandDice, fireModLabels, fireModValues          string
	fireModNoFire, kindLabels, yesNo                                          string
	meleeModLabels, meleeModValues                                            string
	bandFrom, bandTo, bandRout                                                string
	levelLabels, levelLive, levelTestMod, moraleModLabels, moraleModValues    string
	moraleModHQ                                                               string    // 1 for an attached headquarters' modifier
	inherent                                                                  [3]string // dice, most hits, Russian shots
	meleeDie, moraleDie, hitsPerFail, stepPct, minBoxes                       string
	condGrey                                                                  int
	meleeModMax                                                               string
	meleeUses                                                                 [2]string
	batteryWeights, batteryHorseOK                                            string
	attackerQuals, qualBoxes                                                  string
	qualCodes, levelMeleeMod                                                  string
	// The Morale sheet's unit for the Fire to Morale sheet: its ladder
	// (Pass Numbers, boxes spent after each row, total boxes), its
	// starting level index, hits, fixed modifiers and headquarters bonus,
	// and moraleOK, true when its inputs are valid.
	moralePasses, moraleCums, moraleTotal, moraleLevel, moraleHits string
	moraleFixed, moraleHQ, moraleOK                                string
	// The army's units (refArmyUnits): names, quality labels, strength.
	armyNames, armyQuals, armyPct string
}

// meleeModFirst and moraleModFirst are the rows of the first modifier
// drop-down on the Melee and Morale sheets.
const (
	meleeModFirst  = 7
	moraleModFirst = 9
)

type calcStyles struct {
	styleSet
	title, heading, label, input, output, outputPct, pct, text, note, num, plus, signed, bold int
	unused                                                                                    int // a number that shows blank at 99999 (an empty ladder slot)
}

func newCalcStyles(f *excelize.File) *calcStyles {
	s := &calcStyles{styleSet: styleSet{f: f}}
	s.title = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16}, Alignment: left()})
	s.heading = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 11, Color: colHeadInk}, Fill: fill(colHeading), Alignment: &excelize.Alignment{Horizontal: "center", Vertical: "center", WrapText: true}, Border: border(1)})
	s.label = s.new(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}, Border: border(1)})
	s.input = s.new(&excelize.Style{Font: &excelize.Font{Size: 12, Bold: true}, Fill: fill(colInput), Alignment: &excelize.Alignment{Vertical: "center", ShrinkToFit: true}, Border: border(2), Protection: &excelize.Protection{Locked: false}})
	s.output = s.new(&excelize.Style{Font: &excelize.Font{Size: 13, Bold: true}, Alignment: center(), Border: border(2)})
	s.outputPct = s.new(&excelize.Style{Font: &excelize.Font{Size: 13, Bold: true}, Alignment: center(), Border: border(2), CustomNumFmt: fmtPtr(pctFormat)})
	s.pct = s.new(&excelize.Style{Font: &excelize.Font{Size: 12}, Alignment: center(), Border: border(1), CustomNumFmt: fmtPtr(pctFormat)})
	s.text = s.new(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}, Border: border(1)})
	s.note = s.new(&excelize.Style{Font: &excelize.Font{Size: 10, Italic: true}, Alignment: &excelize.Alignment{Vertical: "top", WrapText: true}})
	s.num = s.new(&excelize.Style{Font: &excelize.Font{Size: 12}, Alignment: center(), Border: border(1)})
	s.plus = s.new(&excelize.Style{Font: &excelize.Font{Size: 12}, Alignment: center(), Border: border(1), CustomNumFmt: fmtPtr(plusFormat)})
	s.signed = s.new(&excelize.Style{Font: &excelize.Font{Size: 12}, Alignment: center(), Border: border(1), CustomNumFmt: fmtPtr(signedFormat)})
	s.unused = s.new(&excelize.Style{Font: &excelize.Font{Size: 12}, Alignment: center(), Border: border(1), CustomNumFmt: fmtPtr(`[>=99999]"";0`)})
	s.bold = s.new(&excelize.Style{Font: &excelize.Font{Size: 12, Bold: true}, Alignment: center(), Border: border(1)})
	return s
}

// BuildCalculators builds the calculator workbook: Fire, Grand battery,
// Melee, Melee attackers and Morale
// sheets (with the morale cascade) and reference sheets with the ruleset's
// tables. Every number is a formula over the inputs and the reference
// sheets, mirroring odn.ResolveFire, odn.ResolveMelee and odn.ResolveMorale.
func BuildCalculators(rs *odn.Ruleset, opt CalcOptions) (*CalcBook, error) {
	f, err := newFile("ODN calculators", rs.Stamp())
	if err != nil {
		return nil, err
	}
	c := &calc{rs: rs, f: f, st: newCalcStyles(f), opt: opt, book: &CalcBook{File: f}}
	c.condGrey = c.st.cond(&excelize.Style{Font: &excelize.Font{Color: "A6A6A6"}})
	if err := f.SetSheetName("Sheet1", "Fire"); err != nil {
		return nil, err
	}
	for _, n := range []string{"Grand battery", "Melee", "Melee attackers", "Morale", "Cascade", fireMoraleSheetName, meleeEndSheetName, armyUnitsSheet, "Qualities", "Fire tables", "Melee tables", "Morale tables", "Other tables"} {
		if _, err := f.NewSheet(n); err != nil {
			return nil, err
		}
	}
	c.refQualities()
	c.refFire()
	c.refMelee()
	c.refMorale()
	c.refOther()
	c.refArmyUnits()
	c.fireSheet()
	c.batterySheet()
	c.meleeSheet()
	c.attackersSheet()
	c.moraleSheet()
	c.cascadeSheet()
	c.fireMoraleSheet()
	c.meleeEndSheet()
	if c.err == nil {
		c.err = c.st.err
	}
	if c.err != nil {
		return nil, fmt.Errorf("xlsx: calculators: %w", c.err)
	}
	f.SetActiveSheet(0)
	return c.book, nil
}

func (c *calc) fail(err error) {
	if c.err == nil && err != nil {
		c.err = err
	}
}

// rng returns 'Sheet'!$A$2:$A$9.
func rng(sheet string, c1, r1, c2, r2 int) string {
	return quoteSheet(sheet) + "!" + absCell(c1, r1) + ":" + absCell(c2, r2)
}

// table writes a titled reference table and returns the first data row.
func (c *calc) table(s *sheetWriter, row int, title string, heads []string, rows [][]any) int {
	s.set(1, row, title)
	s.style(1, row, 1, row, c.st.bold)
	s.do(func() error { return c.f.SetCellStyle(s.sheet, cell(1, row), cell(1, row), c.st.title) })
	s.height(row, 22)
	for i, h := range heads {
		s.set(i+1, row+1, h)
	}
	s.style(1, row+1, len(heads), row+1, c.st.heading)
	for r, vals := range rows {
		for i, v := range vals {
			s.set(i+1, row+2+r, v)
		}
		if len(heads) > 0 {
			s.style(1, row+2+r, len(heads), row+2+r, c.st.text)
		}
	}
	return row + 2
}

func yn(b bool) string {
	if b {
		return "Yes"
	}
	return "No"
}

func b01(b bool) int {
	if b {
		return 1
	}
	return 0
}

func (c *calc) refQualities() {
	const sh = "Qualities"
	s := &sheetWriter{f: c.f, sheet: sh}
	rs := c.rs
	nq := len(rs.Qualities)
	var rows [][]any
	for _, q := range rs.Qualities {
		ah, am := 0, q.Melee
		if q.MeleeAfterHits != nil {
			ah, am = q.MeleeAfterHits.Hits, q.MeleeAfterHits.Melee
		}
		rows = append(rows, []any{lookupLabel(q.Code + " " + q.Name), q.Code, q.Pass, q.Melee, ah, am, q.ToHit, q.Boxes, q.DropsTo, q.Rule})
	}
	r0 := c.table(s, 1, "Quality ladder (unit charts, p.3; the Old Guard, p.4)",
		[]string{"Quality", "Code", "Pass", "Melee", "Melee changes after hits", "Melee after", "Small-arms To Hit", "Hit boxes", "Drops to", "Rule"}, rows)
	r1 := r0 + nq - 1
	s.style(3, r0, 3, r1, c.st.plus)
	s.style(7, r0, 7, r1, c.st.plus)
	c.qualLabels = rng(sh, 1, r0, 1, r1)
	c.qualPass, c.qualMelee = rng(sh, 3, r0, 3, r1), rng(sh, 4, r0, 4, r1)
	c.qualAfterHits, c.qualAfterMelee = rng(sh, 5, r0, 5, r1), rng(sh, 6, r0, 6, r1)
	c.qualToHit = rng(sh, 7, r0, 7, r1)
	c.qualBoxes = rng(sh, 8, r0, 8, r1)
	c.qualCodes = rng(sh, 2, r0, 2, r1)
	// Each quality's ladder down to the last row: codes, Pass Numbers and
	// full-strength boxes, used by the Morale sheet.
	row := r1 + 2
	heads := []string{"Starting quality"}
	for k := 0; k < nq; k++ {
		heads = append(heads, fmt.Sprintf("Row %d", k+1))
	}
	for k := 0; k < nq; k++ {
		heads = append(heads, fmt.Sprintf("Pass %d", k+1))
	}
	for k := 0; k < nq; k++ {
		heads = append(heads, fmt.Sprintf("Boxes %d", k+1))
	}
	rows = nil
	for _, q := range rs.Qualities {
		l, err := rs.LadderFor(q.Code, 0, nil)
		c.fail(err)
		line := []any{q.Code}
		for k := 0; k < nq; k++ {
			if k < len(l.Rows) {
				line = append(line, l.Rows[k].Quality)
			} else {
				line = append(line, "")
			}
		}
		for k := 0; k < nq; k++ {
			if k < len(l.Rows) {
				line = append(line, l.Rows[k].Pass)
			} else {
				line = append(line, 0)
			}
		}
		for k := 0; k < nq; k++ {
			if k < len(l.Rows) {
				line = append(line, l.Rows[k].Boxes)
			} else {
				line = append(line, 0)
			}
		}
		rows = append(rows, line)
	}
	d0 := c.table(s, row, "Ladders: the quality rows of a roster from each starting quality", heads, rows)
	c.chainCode = rng(sh, 2, d0, 1+nq, d0+nq-1)
	c.chainPass = rng(sh, 2+nq, d0, 1+2*nq, d0+nq-1)
	c.chainBoxes = rng(sh, 2+2*nq, d0, 1+3*nq, d0+nq-1)
	s.width(1, 1, 18)
	s.width(2, 1+3*nq, 9)
	s.width(10, 10, 30)
	c.fail(s.err)
	c.fail(autoHeights(c.f, sh))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: colName(1 + 3*nq), lastRow: d0 + nq, header: "ODN tables: qualities", headerR: shortStamp(c.rs), landscape: true, fitToWidth: true}.apply(c.f, sh))
}

func (c *calc) refFire() {
	const sh = "Fire tables"
	rs := c.rs
	s := &sheetWriter{f: c.f, sheet: sh}
	row := 1
	var rows [][]any
	for _, k := range fireKinds {
		rows = append(rows, []any{k.Label, k.ID})
	}
	d := c.table(s, row, "Kinds of fire", []string{"Kind", "id"}, rows)
	c.kindLabels = rng(sh, 1, d, 1, d+len(rows)-1)
	row = d + len(rows) + 1
	rows = [][]any{{"Yes"}, {"No"}}
	d = c.table(s, row, "Yes / No", []string{"Answer"}, rows)
	c.yesNo = rng(sh, 1, d, 1, d+1)
	row = d + 3
	rows = nil
	for _, f := range rs.SmallArms.Formations {
		rows = append(rows, []any{lookupLabel(f.Label), f.Dice, f.ID})
	}
	d = c.table(s, row, fmt.Sprintf("Small arms: dice by formation (Fire (c), p.7; range %g inch)", rs.SmallArms.RangeInches), []string{"Formation", "Dice (d10)", "id"}, rows)
	c.formLabels, c.formDice = rng(sh, 1, d, 1, d+len(rows)-1), rng(sh, 2, d, 2, d+len(rows)-1)
	row = d + len(rows) + 1
	rows = nil
	for _, a := range rs.ArtilleryToHit {
		rows = append(rows, []any{a.Label, a.Foot, a.Horse})
	}
	d = c.table(s, row, "Artillery To Hit Numbers (artillery chart, p.3)", []string{"Nation", "Foot", "Horse"}, rows)
	s.style(2, d, 3, d+len(rows)-1, c.st.plus)
	row = d + len(rows) + 1
	rows = nil
	for _, n := range rs.Nations {
		foot, _ := rs.ArtilleryToHitFor(n.ID, false)
		horse, _ := rs.ArtilleryToHitFor(n.ID, true)
		rows = append(rows, []any{lookupLabel(n.Name), foot, horse, n.ID})
	}
	d = c.table(s, row, "Nations and their artillery To Hit", []string{"Nation", "Foot", "Horse", "id"}, rows)
	s.style(2, d, 3, d+len(rows)-1, c.st.plus)
	c.nationNames = rng(sh, 1, d, 1, d+len(rows)-1)
	c.nationFoot, c.nationHorse = rng(sh, 2, d, 2, d+len(rows)-1), rng(sh, 3, d, 3, d+len(rows)-1)
	row = d + len(rows) + 1
	rows = nil
	for _, w := range rs.ArtilleryWeights {
		rows = append(rows, []any{lookupLabel(w.Label), w.Calibres, w.ID})
	}
	d = c.table(s, row, "Artillery weights", []string{"Weight", "Calibres", "id"}, rows)
	c.weightLabels = rng(sh, 1, d, 1, d+len(rows)-1)
	row = d + len(rows) + 1
	heads := []string{"Range band"}
	for _, w := range rs.ArtilleryWeights {
		heads = append(heads, w.Label+" dice")
	}
	heads = append(heads, "id")
	rows = nil
	for _, b := range rs.BattalionFire.RangeBands {
		line := []any{lookupLabel(b.Label)}
		for _, w := range rs.ArtilleryWeights {
			line = append(line, b.Dice[w.ID])
		}
		rows = append(rows, append(line, b.ID))
	}
	d = c.table(s, row, "Artillery battalion fire: dice by range and weight (p.8)", heads, rows)
	nw := len(rs.ArtilleryWeights)
	c.bandLabels, c.bandDice = rng(sh, 1, d, 1, d+len(rows)-1), rng(sh, 2, d, 1+nw, d+len(rows)-1)
	row = d + len(rows) + 1
	ia := rs.InherentArtillery
	rows = [][]any{{"Dice per inherent shot", ia.Dice}, {"Range (inches)", ia.RangeInches}, {"Most hits on one target", ia.MaxHitsPerTarget}, {"Russian infantry: shots (both at one target may hit twice)", ia.RussianInfantryShots}}
	d = c.table(s, row, "Inherent artillery (p.7, p.15)", []string{"Rule", "Value"}, rows)
	iaDice, iaMax, iaRus := absCell(2, d), absCell(2, d+2), absCell(2, d+3)
	row = d + len(rows) + 1
	rows = [][]any{{noneLabel, 0, 0, "", ""}}
	for _, m := range rs.FireModifiers {
		rows = append(rows, []any{lookupLabel(m.Label), m.Value, b01(m.NoFire), m.Rule, m.ID})
	}
	d = c.table(s, row, "Fire modifiers: added to each d10 (p.8)", []string{"Modifier", "Value", "No fire", "Rule", "id"}, rows)
	s.style(2, d, 2, d+len(rows)-1, c.st.signed)
	c.fireModLabels = rng(sh, 1, d, 1, d+len(rows)-1)
	c.fireModValues, c.fireModNoFire = rng(sh, 2, d, 2, d+len(rows)-1), rng(sh, 3, d, 3, d+len(rows)-1)
	end := c.refBatteryWeights(s, d+len(rows)+1)
	s.width(1, 1, 52)
	s.width(2, 6, 11)
	c.fail(s.err)
	c.fail(autoHeights(c.f, sh))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "F", lastRow: end, header: "ODN tables: fire", headerR: shortStamp(c.rs), fitToWidth: true}.apply(c.f, sh))
	c.inherent = [3]string{quoteSheet(sh) + "!" + iaDice, quoteSheet(sh) + "!" + iaMax, quoteSheet(sh) + "!" + iaRus}
}

func (c *calc) refMelee() {
	const sh = "Melee tables"
	rs := c.rs
	s := &sheetWriter{f: c.f, sheet: sh}
	rows := [][]any{{"Melee die (faces)", rs.Melee.Die}}
	d := c.table(s, 1, "Melee (p.9): each side rolls a die and adds its Melee Number and modifiers", []string{"Rule", "Value"}, rows)
	c.meleeDie = quoteSheet(sh) + "!" + absCell(2, d)
	row := d + 2
	rows = [][]any{{noneLabel, 0, 0, ""}}
	for _, m := range rs.Melee.Modifiers {
		rows = append(rows, []any{lookupLabel(m.Label), m.Value, m.Max, m.ID})
	}
	d = c.table(s, row, "Melee modifiers: added to the Melee Number (p.9)", []string{"Modifier", "Value", "At most (0: no limit)", "id", "Attacker uses", "Defender uses"}, rows)
	s.style(2, d, 2, d+len(rows)-1, c.st.signed)
	c.meleeModLabels, c.meleeModValues = rng(sh, 1, d, 1, d+len(rows)-1), rng(sh, 2, d, 2, d+len(rows)-1)
	// How often each side's drop-downs name each modifier, for the Melee
	// sheet's check against "At most" (e.g. additional units, at most 3).
	for r := d; r < d+len(rows); r++ {
		s.formula(5, r, fmt.Sprintf("COUNTIF(Melee!$B$%d:$B$%d,A%d)", meleeModFirst, meleeModFirst+ModifierSlots-1, r))
		s.formula(6, r, fmt.Sprintf("COUNTIF(Melee!$C$%d:$C$%d,A%d)", meleeModFirst, meleeModFirst+ModifierSlots-1, r))
	}
	c.meleeModMax = rng(sh, 3, d, 3, d+len(rows)-1)
	c.meleeUses = [2]string{rng(sh, 5, d, 5, d+len(rows)-1), rng(sh, 6, d, 6, d+len(rows)-1)}
	row = d + len(rows) + 1
	rows = nil
	for _, b := range rs.Melee.Results {
		to := b.To
		if to < 0 {
			to = 999
		}
		rows = append(rows, []any{b.Label(), b.From, to, b.WinnerHits, b.LoserHits, b.LoserLevels, yn(b.WinnerTest), yn(b.LoserTest), b01(b.LoserRout), b.Text})
	}
	d = c.table(s, row, "Melee Table (p.9): the spread is the higher modified number minus the lower", []string{"Spread", "From", "To", "Winner hits", "Loser hits", "Loser levels", "Winner tests", "Loser tests", "Loser routs", "Result"}, rows)
	n := len(rows)
	c.bandFrom, c.bandTo, c.bandRout = rng(sh, 2, d, 2, d+n-1), rng(sh, 3, d, 3, d+n-1), rng(sh, 9, d, 9, d+n-1)
	end := c.refAttackerQualities(s, d+n+1)
	s.width(1, 1, 50)
	s.width(2, 9, 9)
	s.width(10, 10, 60)
	s.width(5, 6, 10)
	c.fail(s.err)
	c.fail(autoHeights(c.f, sh))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "J", lastRow: end, header: "ODN tables: melee", headerR: shortStamp(c.rs), landscape: true, fitToWidth: true}.apply(c.f, sh))
}

func (c *calc) refMorale() {
	const sh = "Morale tables"
	rs := c.rs
	s := &sheetWriter{f: c.f, sheet: sh}
	rows := [][]any{{"Morale die (faces)", rs.Morale.Die}, {"Hit boxes checked per failed test", rs.Morale.HitsPerFailedTest},
		{"Understrength: one box fewer per full ... percent", rs.HitBoxes.UnderstrengthStepPercent}, {"Fewest boxes in a row", rs.HitBoxes.MinBoxesPerRow}}
	d := c.table(s, 1, "Morale Tests (3.02, p.10): roll the die, add the modifiers; pass on the Pass Number or more", []string{"Rule", "Value"}, rows)
	c.moraleDie, c.hitsPerFail = quoteSheet(sh)+"!"+absCell(2, d), quoteSheet(sh)+"!"+absCell(2, d+1)
	c.stepPct, c.minBoxes = quoteSheet(sh)+"!"+absCell(2, d+2), quoteSheet(sh)+"!"+absCell(2, d+3)
	row := d + len(rows) + 1
	rows = nil
	for i, l := range rs.Morale.Levels {
		rows = append(rows, []any{lookupLabel(l.Label), i, l.TestModifier, l.FireModifier, yn(l.NoFire), l.MeleeModifier, yn(l.Removed), l.Marker, l.Effect})
	}
	d = c.table(s, row, "Morale levels and their effects (p.11), best first", []string{"Level", "Index", "Test modifier", "Fire modifier", "No fire", "Melee modifier", "Removed", "Marker", "Effect"}, rows)
	n := len(rows)
	s.style(3, d, 4, d+n-1, c.st.signed)
	s.style(6, d, 6, d+n-1, c.st.signed)
	c.levelLabels, c.levelTestMod = rng(sh, 1, d, 1, d+n-1), rng(sh, 3, d, 3, d+n-1)
	c.levelLive = rng(sh, 1, d, 1, d+n-2)
	c.levelMeleeMod = rng(sh, 6, d, 6, d+n-1)
	row = d + n + 1
	rows = [][]any{{noneLabel, 0, 0, ""}}
	for _, m := range rs.Morale.Modifiers {
		rows = append(rows, []any{lookupLabel(m.Label), m.Value, b01(m.Group == "headquarters"), m.Rule})
	}
	d = c.table(s, row, "Morale Test modifiers (3.02, p.10)", []string{"Modifier", "Value", "Attached headquarters", "Rule"}, rows)
	s.style(2, d, 2, d+len(rows)-1, c.st.signed)
	c.moraleModLabels, c.moraleModValues = rng(sh, 1, d, 1, d+len(rows)-1), rng(sh, 2, d, 2, d+len(rows)-1)
	c.moraleModHQ = rng(sh, 3, d, 3, d+len(rows)-1)
	row = d + len(rows) + 1
	rows = nil
	for _, h := range rs.Headquarters.Levels {
		rows = append(rows, []any{h.Label, h.MoraleBonus})
	}
	d = c.table(s, row, fmt.Sprintf("Headquarters (p.13): at most %d attached", rs.Headquarters.MaxAttached), []string{"Headquarters", "Morale Test bonus"}, rows)
	s.style(2, d, 2, d+len(rows)-1, c.st.signed)
	s.width(1, 1, 50)
	s.width(2, 8, 10)
	s.width(9, 9, 70)
	c.fail(s.err)
	c.fail(autoHeights(c.f, sh))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "I", lastRow: d + len(rows), header: "ODN tables: morale", headerR: shortStamp(c.rs), landscape: true, fitToWidth: true}.apply(c.f, sh))
}

func (c *calc) refOther() {
	const sh = "Other tables"
	rs := c.rs
	s := &sheetWriter{f: c.f, sheet: sh}
	var rows [][]any
	for _, r := range rs.LeaderLoss.Results {
		roll := fmt.Sprint(r.From)
		if r.To != r.From {
			roll = fmt.Sprintf("%d-%d", r.From, r.To)
		}
		rows = append(rows, []any{roll, r.Label})
	}
	d := c.table(s, 1, fmt.Sprintf("4.05 Leader loss (p.13): roll 1d%d", rs.LeaderLoss.Die), []string{"Roll", "Result"}, rows)
	row := d + len(rows) + 1
	heads := append([]string{"Modified roll"}, rs.VariableQuality.Columns...)
	rows = nil
	for _, r := range rs.VariableQuality.Rows {
		line := []any{fmt.Sprint(r.Roll)}
		if r.OrMore {
			line[0] = fmt.Sprintf("%d+", r.Roll)
		}
		for _, x := range r.Results {
			line = append(line, x)
		}
		rows = append(rows, line)
	}
	d = c.table(s, row, fmt.Sprintf("Variable morale qualities (p.14): roll 1d%d, column = starting quality", rs.VariableQuality.Die), heads, rows)
	row = d + len(rows) + 1
	rows = nil
	for _, m := range rs.VariableQuality.NationalModifiers {
		rows = append(rows, []any{m.Label, m.Value})
	}
	d = c.table(s, row, "Variable qualities: national modifiers (p.14)", []string{"Troops", "Modifier"}, rows)
	s.style(2, d, 2, d+len(rows)-1, c.st.signed)
	row = d + len(rows) + 1
	rows = nil
	for _, r := range rs.Reveal.Results {
		res := "Stay hidden"
		if r.Revealed {
			res = "Revealed"
		}
		rows = append(rows, []any{fmt.Sprint(r.Roll), res})
	}
	for _, m := range rs.Reveal.Modifiers {
		rows = append(rows, []any{fmt.Sprintf("%+d", m.Value), m.Label})
	}
	d = c.table(s, row, fmt.Sprintf("Reveal table (p.13): roll 1d%d per attempt, within %g inches; then its modifiers", rs.Reveal.Die, rs.Reveal.RangeInches), []string{"Roll / modifier", "Result"}, rows)
	row = d + len(rows) + 1
	rows = nil
	for _, t := range rs.Sappers.Tasks {
		rows = append(rows, []any{t.Label, t.Target})
	}
	d = c.table(s, row, fmt.Sprintf("Sappers and bridges (p.14): 1d%d the first turn, one more die each turn", rs.Sappers.Die), []string{"Task", "Total needed"}, rows)
	row = d + len(rows) + 1
	rows = nil
	for _, m := range rs.Movement {
		rows = append(rows, []any{m.Label, m.CombatMove, m.FullMove, m.RoadColumn})
	}
	d = c.table(s, row, "Movement rates in inches (p.6)", []string{"Units", "Combat Move", "Full Move", "Road Column"}, rows)
	row = d + len(rows) + 1
	rows = nil
	for _, n := range rs.Notes {
		rows = append(rows, []any{n.Kind, n.Rule, n.Text})
	}
	d = c.table(s, row, "Notes on this ruleset: reconstructions, contradictions, assumptions, gaps", []string{"Kind", "Rule", "Note"}, rows)
	for r := d; r < d+len(rows); r++ {
		s.height(r, float64(15*(1+len(rows[r-d][2].(string))/75)))
	}
	s.width(1, 1, 30)
	s.width(2, 2, 34)
	s.width(3, 6, 12)
	s.width(3, 3, 80)
	c.fail(s.err)
	c.fail(autoHeights(c.f, sh))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "F", lastRow: d + len(rows), header: "ODN tables: leaders, variable quality, reveal, sappers, movement, notes", headerR: shortStamp(c.rs), landscape: true, fitToWidth: true}.apply(c.f, sh))
}

// input writes a labelled input cell with a drop-down list (list "" for a
// whole number between lo and hi).
func (c *calc) input(s *sheetWriter, col, row int, value any, list string, lo, hi int) {
	s.set(col, row, value)
	s.style(col, row, col, row, c.st.input)
	dv := excelize.NewDataValidation(false)
	dv.Sqref = cell(col, row)
	if list != "" {
		dv.SetSqrefDropList(list)
		dv.SetError(excelize.DataValidationErrorStyleStop, "Choose from the list", "Pick a value from the drop-down list.")
	} else {
		s.do(func() error {
			return dv.SetRange(lo, hi, excelize.DataValidationTypeWhole, excelize.DataValidationOperatorBetween)
		})
		dv.SetError(excelize.DataValidationErrorStyleStop, "Whole number", fmt.Sprintf("Enter a whole number from %d to %d.", lo, hi))
	}
	s.do(func() error { return c.f.AddDataValidation(s.sheet, dv) })
}

func (c *calc) label(s *sheetWriter, row int, text string) {
	s.set(1, row, text)
	s.style(1, row, 1, row, c.st.label)
	s.height(row, 20)
	if len(text) > 40 {
		s.height(row, 32)
	}
}

func (c *calc) out(s *sheetWriter, col, row int, formula string, style int) string {
	s.formula(col, row, formula)
	s.style(col, row, col, row, style)
	return cell(col, row)
}

// sheetTop writes the title and the one-line instructions of a calculator.
func (c *calc) sheetTop(s *sheetWriter, title, note string, lastCol int) {
	s.set(1, 1, title)
	s.style(1, 1, 1, 1, c.st.title)
	s.height(1, 26)
	s.set(1, 2, note)
	s.merge(1, 2, lastCol, 2)
	s.style(1, 2, lastCol, 2, c.st.note)
	s.height(2, 30)
}

// chartRows is the number of default-height rows a chart covers.
const chartRows = 22

func (c *calc) finishSheet(s *sheetWriter, lastCol string, lastRow int, header string, landscape bool) {
	c.fail(s.err)
	c.fail(autoHeights(c.f, s.sheet))
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: lastCol, lastRow: lastRow, header: header, headerR: shortStamp(c.rs), landscape: landscape, onePage: true}.apply(c.f, s.sheet))
	c.fail(c.f.ProtectSheet(s.sheet, &excelize.SheetProtectionOptions{SelectLockedCells: true, SelectUnlockedCells: true, EditObjects: true}))
}

func modLabel(list []odn.Modifier, id string) (string, error) {
	for _, m := range list {
		if m.ID == id {
			return lookupLabel(m.Label), nil
		}
	}
	ids := make([]string, len(list))
	for i, m := range list {
		ids[i] = m.ID
	}
	return "", fmt.Errorf("unknown modifier %q (accepted: %s)", id, strings.Join(ids, ", "))
}

func (c *calc) modSlots(list []odn.Modifier, ids []string) []string {
	if len(ids) > ModifierSlots {
		c.fail(fmt.Errorf("at most %d modifiers (got %d)", ModifierSlots, len(ids)))
	}
	out := make([]string, ModifierSlots)
	for i := range out {
		out[i] = noneLabel
		if i < len(ids) {
			l, err := modLabel(list, ids[i])
			c.fail(err)
			out[i] = l
		}
	}
	return out
}

func (c *calc) qualityLabel(code string, def string) string {
	if code == "" {
		code = def
	}
	q := c.rs.Quality(code)
	if q == nil {
		c.fail(fmt.Errorf("unknown quality %q (accepted: %s)", code, strings.Join(c.rs.QualityCodes(), ", ")))
		return ""
	}
	return lookupLabel(q.Code + " " + q.Name)
}

func (c *calc) fireSheet() {
	const sh = "Fire"
	rs := c.rs
	in := c.opt.Fire
	s := &sheetWriter{f: c.f, sheet: sh}
	c.sheetTop(s, "Fire (p.7-8)", "Change the green cells. Each d10 hits when the roll plus the modifiers reaches the To Hit Number (0 counts as 10). The table and chart give the chance of every number of hits.", 4)
	kind := fireKinds[0].Label
	for _, k := range fireKinds {
		if k.ID == in.Kind {
			kind = k.Label
		}
	}
	if in.Kind != "" && kind == fireKinds[0].Label && in.Kind != fireKinds[0].ID {
		c.fail(fmt.Errorf("unknown fire kind %q", in.Kind))
	}
	pick := func(id string, def string, items []struct{ id, label string }) string {
		if id == "" {
			return def
		}
		for _, it := range items {
			if it.id == id {
				return it.label
			}
		}
		c.fail(fmt.Errorf("fire: unknown value %q", id))
		return def
	}
	var forms, nations, weights, bands []struct{ id, label string }
	for _, f := range rs.SmallArms.Formations {
		forms = append(forms, struct{ id, label string }{f.ID, lookupLabel(f.Label)})
	}
	for _, n := range rs.Nations {
		nations = append(nations, struct{ id, label string }{n.ID, lookupLabel(n.Name)})
	}
	for _, w := range rs.ArtilleryWeights {
		weights = append(weights, struct{ id, label string }{w.ID, lookupLabel(w.Label)})
	}
	for _, b := range rs.BattalionFire.RangeBands {
		bands = append(bands, struct{ id, label string }{b.ID, lookupLabel(b.Label)})
	}
	rows := []struct {
		label string
		value any
		list  string
	}{
		{"Kind of fire", kind, c.kindLabels},
		{"Small arms: firer's current quality", c.qualityLabel(in.Quality, "VT"), c.qualLabels},
		{"Small arms: formation", pick(in.Formation, forms[0].label, forms), c.formLabels},
		{"Artillery: nation", pick(in.Nation, nations[0].label, nations), c.nationNames},
		{"Artillery: horse artillery?", yn(in.Horse), c.yesNo},
		{"Battalion: weight", pick(in.Weight, weights[0].label, weights), c.weightLabels},
		{"Battalion: range", pick(in.Band, bands[0].label, bands), c.bandLabels},
		{"Inherent: Russian division, both shots at this target?", yn(in.Russian), c.yesNo},
	}
	r := 4
	s.set(1, 3, "Inputs")
	s.set(3, 3, "Value")
	s.style(1, 3, 3, 3, c.st.heading)
	for _, x := range rows {
		c.label(s, r, x.label)
		c.input(s, 2, r, x.value, x.list, 0, 0)
		r++
	}
	mods := c.modSlots(rs.FireModifiers, in.Modifiers)
	modFirst := r
	for i, m := range mods {
		c.label(s, r, fmt.Sprintf("Modifier %d", i+1))
		c.input(s, 2, r, m, c.fireModLabels, 0, 0)
		c.out(s, 3, r, fmt.Sprintf(`IF(B%d="",0,%s)`, r, indexRow(c.fireModValues, fmt.Sprintf("MATCH(B%d,%s,0)", r, c.fireModLabels))), c.st.signed)
		s.formula(4, r, fmt.Sprintf(`IF(B%d="",0,%s)`, r, indexRow(c.fireModNoFire, fmt.Sprintf("MATCH(B%d,%s,0)", r, c.fireModLabels))))
		r++
	}
	modLast := r - 1
	c.label(s, r, "Any other modifier (added to each die)")
	c.input(s, 2, r, in.Extra, "", -20, 20)
	extra := r
	r += 2
	kindIdx := fmt.Sprintf("MATCH($B$4,%s,0)", c.kindLabels)
	small := indexRow(c.formDice, fmt.Sprintf("MATCH($B$6,%s,0)", c.formLabels))
	inh := fmt.Sprintf(`IF($B$11="Yes",MAX(%s,%s),%s)`, c.inherent[0], c.inherent[2], c.inherent[0])
	batt := fmt.Sprintf("INDEX(%s,MATCH($B$10,%s,0),MATCH($B$9,%s,0))", c.bandDice, c.bandLabels, c.weightLabels)
	nat := fmt.Sprintf("MATCH($B$7,%s,0)", c.nationNames)
	art := fmt.Sprintf(`IF($B$8="Yes",%s,%s)`, indexRow(c.nationHorse, nat), indexRow(c.nationFoot, nat))
	res := r
	s.set(1, r-1, "Results")
	s.set(2, r-1, "")
	s.style(1, r-1, 3, r-1, c.st.heading)
	labels := []string{"Fire allowed? (No: a modifier forbids it, the formation cannot fire, or out of range)", "Dice (d10)", "To Hit Number", "Total modifier per die", "Natural roll needed on each die", "Chance of a hit per die", "Most hits on the target (0: no limit)", "Expected hits"}
	for i, l := range labels {
		c.label(s, res+i, l)
	}
	allowed := absCell(2, res)
	c.book.FireAllowed = c.out(s, 2, res, fmt.Sprintf(`IF(OR(SUM(D%d:D%d)>0,CHOOSE(%s,%s,%s,%s)=0),"No","Yes")`, modFirst, modLast, kindIdx, small, inh, batt), c.st.output)
	dice := absCell(2, res+1)
	c.book.FireDice = c.out(s, 2, res+1, fmt.Sprintf(`IF(%s="No",0,CHOOSE(%s,%s,%s,%s))`, allowed, kindIdx, small, inh, batt), c.st.output)
	toHit := absCell(2, res+2)
	c.book.FireToHit = c.out(s, 2, res+2, fmt.Sprintf("CHOOSE(%s,%s,%s,%s)", kindIdx, indexRow(c.qualToHit, fmt.Sprintf("MATCH($B$5,%s,0)", c.qualLabels)), art, art), c.st.output)
	mod := absCell(2, res+3)
	c.book.FireModifier = c.out(s, 2, res+3, fmt.Sprintf("SUM(C%d:C%d)+B%d", modFirst, modLast, extra), c.st.output)
	need := absCell(2, res+4)
	c.book.FireNeed = c.out(s, 2, res+4, fmt.Sprintf("%s-%s", toHit, mod), c.st.output)
	p := absCell(2, res+5)
	c.book.FireChance = c.out(s, 2, res+5, fmt.Sprintf("MAX(0,MIN(10,11-%s))/10", need), c.st.outputPct)
	capCell := absCell(2, res+6)
	c.book.FireCap = c.out(s, 2, res+6, fmt.Sprintf(`IF(%s=2,IF($B$11="Yes",%s,%s),0)`, kindIdx, c.inherent[2], c.inherent[1]), c.st.output)
	expRow := res + 7
	// Distribution table (Fire, p.7): binomial in the dice, capped for inherent artillery.
	kmax := max(c.rs.InherentArtillery.Dice, c.rs.InherentArtillery.RussianInfantryShots)
	for _, f := range rs.SmallArms.Formations {
		kmax = max(kmax, f.Dice)
	}
	for _, b := range rs.BattalionFire.RangeBands {
		for _, d := range b.Dice {
			kmax = max(kmax, d)
		}
	}
	t := expRow + 2
	for i, h := range []string{"Hits", "Exactly", "This many or more"} {
		s.set(1+i, t, h)
	}
	s.style(1, t, 3, t, c.st.heading)
	first, last := t+1, t+1+kmax
	kr := fmt.Sprintf("$A$%d:$A$%d", first, last)
	rawR := fmt.Sprintf("$D$%d:$D$%d", first, last)
	for k := 0; k <= kmax; k++ {
		row := first + k
		s.set(1, row, k)
		s.style(1, row, 1, row, c.st.bold)
		s.formula(4, row, fmt.Sprintf("IF(A%d>%s,0,COMBIN(%s,A%d)*IF(A%d=0,1,%s^A%d)*IF(%s=A%d,1,(1-%s)^(%s-A%d)))", row, dice, dice, row, row, p, row, dice, row, p, dice, row))
		c.book.FireHits = append(c.book.FireHits, c.out(s, 2, row, fmt.Sprintf(`IF(%s=0,D%d,IF(A%d<%s,D%d,IF(A%d=%s,1-SUMIF(%s,"<"&%s,%s),0)))`, capCell, row, row, capCell, row, row, capCell, kr, capCell, rawR), c.st.pct))
		c.book.FireAtLeast = append(c.book.FireAtLeast, c.out(s, 3, row, fmt.Sprintf("SUM(B%d:B%d)", row, last), c.st.pct))
	}
	c.book.FireExpected = c.out(s, 2, expRow, fmt.Sprintf("SUMPRODUCT(%s,$B$%d:$B$%d)", kr, first, last), c.st.output)
	s.do(func() error {
		return c.f.SetCellStyle(sh, c.book.FireExpected, c.book.FireExpected, c.st.output)
	})
	s.width(1, 1, 44)
	s.width(2, 2, 30)
	s.width(3, 3, 12)
	s.width(4, 4, 8)
	s.do(func() error { return c.f.SetColVisible(sh, "D", false) })
	c.chart(s, cell(1, last+2), "Chance of each number of hits", "Hits", fmt.Sprintf("Fire!$A$%d:$A$%d", first, last), []chartSeries{{fmt.Sprintf("Fire!$B$%d", t), fmt.Sprintf("Fire!$B$%d:$B$%d", first, last), "1F3864"}})
	c.finishSheet(s, "C", last+chartRows+1, "ODN fire calculator", false)
}

// chartSeries is one series of a bar chart; name is the cell holding its
// name (excelize writes the series name as a reference).
type chartSeries struct{ name, values, colour string }

func (c *calc) chart(s *sheetWriter, at, title, xTitle, cats string, series []chartSeries) {
	var cs []excelize.ChartSeries
	for _, x := range series {
		cs = append(cs, excelize.ChartSeries{Name: x.name, Categories: cats, Values: x.values, Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{x.colour}}})
	}
	zero, one := 0.0, 1.0
	gap := uint(40)
	noVary := false
	s.do(func() error {
		return c.f.AddChart(s.sheet, at, &excelize.Chart{
			Type:       excelize.Col,
			Series:     cs,
			Title:      excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: title}}},
			Dimension:  excelize.ChartDimension{Width: 560, Height: 320},
			Legend:     excelize.ChartLegend{Position: "bottom"},
			XAxis:      excelize.ChartAxis{Title: excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: xTitle}}}},
			YAxis:      excelize.ChartAxis{Minimum: &zero, Maximum: &one, MajorGridLines: true, NumFmt: excelize.ChartNumFmt{CustomNumFmt: "0%"}},
			PlotArea:   excelize.ChartPlotArea{ShowVal: false},
			GapWidth:   &gap,
			VaryColors: &noVary,
		})
	})
}

func (c *calc) meleeSheet() {
	const sh = "Melee"
	rs := c.rs
	in := c.opt.Melee
	s := &sheetWriter{f: c.f, sheet: sh}
	c.sheetTop(s, "Melee (p.9)", "Change the green cells. Each side rolls a die and adds its Melee Number and modifiers; the higher total wins and the spread between them gives the Melee Table row.", 5)
	s.set(1, 4, "Inputs")
	s.set(2, 4, "Attacker")
	s.set(3, 4, "Defender")
	s.style(1, 4, 3, 4, c.st.heading)
	c.label(s, 5, "Current quality")
	c.input(s, 2, 5, c.qualityLabel(in.Attacker.Quality, "VT"), c.qualLabels, 0, 0)
	c.input(s, 3, 5, c.qualityLabel(in.Defender.Quality, "VT"), c.qualLabels, 0, 0)
	c.label(s, 6, "Hits in its current row (Old Guard Melee 5/4)")
	c.input(s, 2, 6, in.Attacker.RowHits, "", 0, 20)
	c.input(s, 3, 6, in.Defender.RowHits, "", 0, 20)
	am := c.modSlots(rs.Melee.Modifiers, in.Attacker.Modifiers)
	dm := c.modSlots(rs.Melee.Modifiers, in.Defender.Modifiers)
	const modFirst = meleeModFirst
	for i := 0; i < ModifierSlots; i++ {
		r := modFirst + i
		c.label(s, r, fmt.Sprintf("Modifier %d", i+1))
		c.input(s, 2, r, am[i], c.meleeModLabels, 0, 0)
		c.input(s, 3, r, dm[i], c.meleeModLabels, 0, 0)
		for j, col := range []string{"B", "C"} {
			s.formula(8+j, r, fmt.Sprintf(`IF(%s%d="",0,%s)`, col, r, indexRow(c.meleeModValues, fmt.Sprintf("MATCH(%s%d,%s,0)", col, r, c.meleeModLabels))))
		}
	}
	modLast := modFirst + ModifierSlots - 1
	extra := modLast + 1
	c.label(s, extra, "Any other modifier")
	c.input(s, 2, extra, in.Attacker.Extra, "", -20, 20)
	c.input(s, 3, extra, in.Defender.Extra, "", -20, 20)
	check := extra + 1
	c.label(s, check, "Modifiers used no more often than allowed?")
	for j := range 2 {
		ref := c.out(s, 2+j, check, fmt.Sprintf(`IF(SUMPRODUCT((%s>%s)*(%s>0))>0,"No: too many of one modifier","Yes")`, c.meleeUses[j], c.meleeModMax, c.meleeModMax), c.st.output)
		c.book.MeleeCheck = append(c.book.MeleeCheck, ref)
	}
	valid := c.meleeValid(s, check, extra)
	ok := func(f string) string { return fmt.Sprintf(`IF(%s,%s,"%s")`, valid, f, seeError) }
	res := check + 2
	s.set(1, res, "Results")
	s.set(2, res, "Attacker")
	s.set(3, res, "Defender")
	s.style(1, res, 3, res, c.st.heading)
	c.label(s, res+1, "Melee Number")
	c.label(s, res+2, "Total of the modifiers")
	c.label(s, res+3, "Modified Melee Number (before the die)")
	for j, col := range []string{"B", "C"} {
		q := fmt.Sprintf("MATCH(%s$5,%s,0)", col, c.qualLabels)
		after := indexRow(c.qualAfterHits, q)
		c.book.MeleeNumber[j] = c.out(s, 2+j, res+1, ok(fmt.Sprintf("IF(AND(%s>0,%s$6>=%s),%s,%s)", after, col, after, indexRow(c.qualAfterMelee, q), indexRow(c.qualMelee, q))), c.st.output)
		hc := colName(8 + j)
		c.book.MeleeModifier[j] = c.out(s, 2+j, res+2, ok(fmt.Sprintf("SUM(%s%d:%s%d)+%s%d", hc, modFirst, hc, modLast, col, extra)), c.st.output)
		c.book.MeleeTotal[j] = c.out(s, 2+j, res+3, ok(fmt.Sprintf("%s%d+%s%d", col, res+1, col, res+2)), c.st.output)
	}
	s.style(2, res+2, 3, res+2, c.st.signed)
	// Helper: every difference of the two dice (attacker die - defender die)
	// with its number of the die x die equally likely rolls.
	die := rs.Melee.Die
	hf, hl := 5, 5+2*die-2
	s.set(11, 4, "die difference")
	s.set(12, 4, "ways")
	s.set(13, 4, "attacker - defender")
	s.set(14, 4, "spread")
	for i := 0; i <= 2*die-2; i++ {
		r := hf + i
		s.set(11, r, i-(die-1))
		s.formula(12, r, fmt.Sprintf("%s-ABS(K%d)", c.meleeDie, r))
		s.formula(13, r, fmt.Sprintf("IF(%s,$B$%d-$C$%d+K%d,0)", valid, res+3, res+3, r))
		s.formula(14, r, fmt.Sprintf("ABS(M%d)", r))
	}
	diffs, ways, spread := fmt.Sprintf("$M$%d:$M$%d", hf, hl), fmt.Sprintf("$L$%d:$L$%d", hf, hl), fmt.Sprintf("$N$%d:$N$%d", hf, hl)
	den := fmt.Sprintf("(%s*%s)", c.meleeDie, c.meleeDie)
	sum := res + 5
	s.set(1, sum, "Outcome")
	s.set(2, sum, "Chance")
	s.style(1, sum, 2, sum, c.st.heading)
	outs := []struct{ label, f string }{
		{"Attacker wins", fmt.Sprintf("SUMPRODUCT((%s>0)*%s)/%s", diffs, ways, den)},
		{"Defender wins", fmt.Sprintf("SUMPRODUCT((%s<0)*%s)/%s", diffs, ways, den)},
		{"Tie (spread 0)", fmt.Sprintf("SUMPRODUCT((%s=0)*%s)/%s", diffs, ways, den)},
	}
	for i, o := range outs {
		c.label(s, sum+1+i, o.label)
		c.book.MeleeOutcome[i] = c.out(s, 2, sum+1+i, ok(o.f), c.st.outputPct)
	}
	bt := sum + 7
	for i, h := range []string{"Spread (Melee Table row)", "Attacker wins", "Defender wins", "Tie", "Result for the loser (tie: both sides)"} {
		s.set(1+i, bt, h)
	}
	s.style(1, bt, 5, bt, c.st.heading)
	s.height(bt, 32)
	nb := len(rs.Melee.Results)
	for i, b := range rs.Melee.Results {
		r := bt + 1 + i
		from := indexRow(c.bandFrom, fmt.Sprint(i+1))
		to := indexRow(c.bandTo, fmt.Sprint(i+1))
		in := fmt.Sprintf("(%s>=%s)*(%s<=%s)", spread, from, spread, to)
		s.set(1, r, b.Label())
		s.style(1, r, 1, r, c.st.bold)
		c.book.MeleeAttacker = append(c.book.MeleeAttacker, c.out(s, 2, r, ok(fmt.Sprintf("SUMPRODUCT((%s>0)*%s*%s)/%s", diffs, in, ways, den)), c.st.pct))
		c.book.MeleeDefender = append(c.book.MeleeDefender, c.out(s, 3, r, ok(fmt.Sprintf("SUMPRODUCT((%s<0)*%s*%s)/%s", diffs, in, ways, den)), c.st.pct))
		c.book.MeleeTie = append(c.book.MeleeTie, c.out(s, 4, r, ok(fmt.Sprintf("SUMPRODUCT((%s=0)*%s*%s)/%s", diffs, in, ways, den)), c.st.pct))
		s.set(5, r, b.Text)
		s.style(5, r, 5, r, c.st.text)
		s.height(r, 30)
	}
	b1, b2 := bt+1, bt+nb
	c.label(s, sum+4, "Attacker routed (removed)")
	c.book.MeleeAttackerRouted = c.out(s, 2, sum+4, ok(fmt.Sprintf("SUMPRODUCT($C$%d:$C$%d,%s)", b1, b2, c.bandRout)), c.st.outputPct)
	c.label(s, sum+5, "Defender routed (removed)")
	c.book.MeleeDefenderRouted = c.out(s, 2, sum+5, ok(fmt.Sprintf("SUMPRODUCT($B$%d:$B$%d,%s)", b1, b2, c.bandRout)), c.st.outputPct)
	s.width(1, 1, 40)
	s.width(2, 3, 24)
	s.width(4, 4, 10)
	s.width(5, 5, 44)
	s.do(func() error { return c.f.SetColVisible(sh, "H:N", false) })
	c.chart(s, cell(1, b2+2), "Chance of each Melee Table row, by winner", "Spread", fmt.Sprintf("Melee!$A$%d:$A$%d", b1, b2), []chartSeries{
		{fmt.Sprintf("Melee!$B$%d", bt), fmt.Sprintf("Melee!$B$%d:$B$%d", b1, b2), "1F3864"},
		{fmt.Sprintf("Melee!$C$%d", bt), fmt.Sprintf("Melee!$C$%d:$C$%d", b1, b2), "C00000"},
		{fmt.Sprintf("Melee!$D$%d", bt), fmt.Sprintf("Melee!$D$%d:$D$%d", b1, b2), "7F7F7F"},
	})
	c.finishSheet(s, "E", b2+chartRows+1, "ODN melee calculator", true)
}

// startingUnit is a unit's strength in % (100 when not given) and the
// label of its Morale level (the ruleset's second, Firm, when not given),
// as a sheet's inputs start; an unknown or final level fails the book,
// naming the sheet (what).
func (c *calc) startingUnit(what string, percent int, levelID string) (int, string) {
	rs := c.rs
	if percent == 0 {
		percent = 100
	}
	level := rs.Morale.Levels[1].Label
	if levelID != "" {
		li := rs.MoraleLevelIndex(levelID)
		if li < 0 || rs.Morale.Levels[li].Removed {
			c.fail(fmt.Errorf("%s: unknown or final level %q", what, levelID))
		} else {
			level = rs.Morale.Levels[li].Label
		}
	}
	return percent, level
}

func (c *calc) moraleSheet() {
	const sh = "Morale"
	rs := c.rs
	in := c.opt.Morale
	s := &sheetWriter{f: c.f, sheet: sh}
	c.sheetTop(s, "Morale Test and morale cascade (3.02, p.10-11)", "Change the green cells. Roll 1d10 plus the modifiers; pass on the Pass Number or more. A failed test drops one morale level and checks hit boxes, and the unit tests again until it passes or is removed.", 12)
	s.set(1, 4, "Inputs")
	s.set(2, 4, "Value")
	s.set(3, 4, "Modifier")
	s.set(4, 4, "Headquarters")
	s.style(1, 4, 4, 4, c.st.heading)
	pct, level := c.startingUnit("morale", in.Percent, in.Level)
	c.label(s, 5, "Roster: starting quality")
	c.input(s, 2, 5, c.qualityLabel(in.Quality, "VT"), c.qualLabels, 0, 0)
	c.label(s, 6, "Roster: strength in % of full strength")
	c.input(s, 2, 6, pct, "", 1, 100)
	c.label(s, 7, "Hit boxes already checked")
	c.input(s, 2, 7, in.Hits, "", 0, 200)
	c.label(s, 8, "Morale level now")
	c.input(s, 2, 8, lookupLabel(level), c.levelLive, 0, 0)
	// A unit of the army, when chosen, gives the roster's quality and
	// strength instead of B5 and B6.
	s.set(3, 5, "Unit of the army (its quality and strength replace the two cells at left)")
	s.style(3, 5, 3, 5, c.st.label)
	unit := noneLabel
	if in.Unit != "" && in.Unit != noneLabel {
		unit = in.Unit
		if c.opt.Army == nil {
			c.fail(fmt.Errorf("morale: unit %q chosen without an army", in.Unit))
		} else if _, ok := c.opt.Army.Unit(in.Unit); !ok {
			c.fail(fmt.Errorf("morale: no unit %q in the army", in.Unit))
		}
	}
	c.input(s, 4, 5, unit, c.armyNames, 0, 0)
	mods := c.modSlots(rs.Morale.Modifiers, in.Modifiers)
	const modFirst = moraleModFirst
	for i, m := range mods {
		r := modFirst + i
		c.label(s, r, fmt.Sprintf("Modifier %d", i+1))
		c.input(s, 2, r, m, c.moraleModLabels, 0, 0)
		match := fmt.Sprintf("MATCH(B%d,%s,0)", r, c.moraleModLabels)
		isHQ := indexRow(c.moraleModHQ, match) + "=1"
		value := indexRow(c.moraleModValues, match)
		// An attached headquarters' bonus goes to column D, where only
		// the largest counts (Headquarters, p.13); the others to C.
		c.out(s, 3, r, fmt.Sprintf(`IF(B%d="",0,IF(%s,0,%s))`, r, isHQ, value), c.st.signed)
		c.out(s, 4, r, fmt.Sprintf(`IF(B%d="",0,IF(%s,%s,0))`, r, isHQ, value), c.st.signed)
	}
	modLast := modFirst + ModifierSlots - 1
	// More attached headquarters than may modify the test are refused,
	// as adc odn and the editor refuse them: the results show the error.
	c.book.MoraleHQWarning = c.out(s, 5, modFirst, fmt.Sprintf(`IF(COUNTIF($D$%d:$D$%d,"<>0")>%d,"%s","")`,
		modFirst, modLast, rs.Headquarters.MaxAttached, moraleHQError(rs.Headquarters.MaxAttached)), c.st.text)
	c.moraleOK = fmt.Sprintf(`Morale!%s=""`, absCell(5, modFirst))
	extra := modLast + 1
	c.label(s, extra, "Any other modifier (choose an attached headquarters above: only one counts, p.13)")
	c.input(s, 2, extra, in.Extra, "", -20, 20)
	rally := extra + 1
	c.label(s, rally, "Rally Phase test? (a pass moves the unit up one level)")
	c.input(s, 2, rally, yn(in.Rally), c.yesNo, 0, 0)
	modTotal := c.moraleModTotal("")

	// The unit's ladder (Unit roster, p.3; Understrength units, p.4).
	nq := len(rs.Qualities)
	lt := rally + 2
	for i, h := range []string{"Roster row", "Quality", "Pass", "Hit boxes", "Spent after hits"} {
		s.set(1+i, lt, h)
	}
	s.style(1, lt, 5, lt, c.st.heading)
	qrow := fmt.Sprintf("MATCH(%s,%s,0)", c.moraleQuality(""), c.qualLabels)
	lost := fmt.Sprintf("INT((100-%s)/%s)", c.moraleStrength(""), c.stepPct)
	l1, l2 := lt+1, lt+nq
	for k := 0; k < nq; k++ {
		r := lt + 1 + k
		s.set(1, r, k+1)
		s.style(1, r, 1, r, c.st.num)
		// &"" makes an empty ladder slot read "" in Excel too (INDEX of an
		// empty cell is 0 there).
		c.out(s, 2, r, fmt.Sprintf(`INDEX(%s,%s,%d)&""`, c.chainCode, qrow, k+1), c.st.num)
		c.out(s, 3, r, fmt.Sprintf(`IF(B%d="","",INDEX(%s,%s,%d))`, r, c.chainPass, qrow, k+1), c.st.plus)
		c.out(s, 4, r, fmt.Sprintf(`IF(B%d="",0,MAX(%s,INDEX(%s,%s,%d)-%s,0))`, r, c.minBoxes, c.chainBoxes, qrow, k+1, lost), c.st.num)
		prev := "0"
		if k > 0 {
			prev = fmt.Sprintf("E%d", r-1)
		}
		c.out(s, 5, r, fmt.Sprintf(`IF(B%d="",99999,%s+D%d)`, r, prev, r), c.st.unused)
	}
	total := fmt.Sprintf("SUM($D$%d:$D$%d)", l1, l2)
	cums := fmt.Sprintf("$E$%d:$E$%d", l1, l2)
	passes := fmt.Sprintf("$C$%d:$C$%d", l1, l2)
	c.moralePasses, c.moraleCums, c.moraleTotal = "Morale!"+passes, "Morale!"+cums, fmt.Sprintf("SUM(Morale!$D$%d:$D$%d)", l1, l2)
	c.moraleLevel = fmt.Sprintf("(MATCH(Morale!$B$8,%s,0)-1)", c.levelLabels)
	c.moraleHits = "Morale!$B$7"
	c.moraleFixed = fmt.Sprintf("(SUM(Morale!$C$%d:$C$%d)+Morale!$B$%d)", modFirst, modLast, modLast+1)
	c.moraleHQ = fmt.Sprintf("MAX(Morale!$D$%d:$D$%d)", modFirst, modLast)

	// The cascade (3.02(b),(c)): one line per test the run can reach.
	nl := len(rs.Morale.Levels)
	lastLevel := nl - 1
	start := fmt.Sprintf("(MATCH($B$8,%s,0)-1)", c.levelLabels)
	ct := l2 + 2
	s.set(1, ct, "Morale cascade: the run of tests, one line per test")
	s.style(1, ct, 1, ct, c.st.title)
	s.height(ct, 26)
	heads := []string{"Test", "Level index", "Morale level", "Hits before the test", "Still on the table", "Pass Number", "Modifier", "Chance to pass", "Chance to take this test", "Passes here", "Ends at level", "Removed after failing here"}
	for i, h := range heads {
		s.set(1+i, ct+1, h)
	}
	s.style(1, ct+1, len(heads), ct+1, c.st.heading)
	s.height(ct+1, 60)
	c1, c2 := ct+2, ct+2+nl-2
	die := c.moraleDie
	for j := 0; j <= nl-2; j++ {
		r := c1 + j
		s.set(1, r, j+1)
		s.style(1, r, 1, r, c.st.num)
		c.out(s, 2, r, fmt.Sprintf("%s+%d", start, j), c.st.num)
		c.out(s, 3, r, fmt.Sprintf(`IF(B%d<=%d,%s,"")`, r, lastLevel, indexRow(c.levelLabels, fmt.Sprintf("B%d+1", r))), c.st.text)
		c.out(s, 4, r, fmt.Sprintf("$B$7+%d*%s", j, c.hitsPerFail), c.st.num)
		c.out(s, 5, r, fmt.Sprintf("IF(AND(B%d<%d,D%d<%s),1,0)", r, lastLevel, r, total), c.st.num)
		c.out(s, 6, r, fmt.Sprintf(`IF(E%d=1,%s,"")`, r, indexRow(passes, fmt.Sprintf(`COUNTIF(%s,"<="&D%d)+1`, cums, r))), c.st.plus)
		c.out(s, 7, r, fmt.Sprintf(`IF(E%d=1,%s+%s,"")`, r, modTotal, indexRow(c.levelTestMod, fmt.Sprintf("B%d+1", r))), c.st.signed)
		c.out(s, 8, r, fmt.Sprintf("IF(E%d=1,MAX(0,MIN(%s,%s+1-(F%d-G%d)))/%s,0)", r, die, die, r, r, die), c.st.pct)
		if j == 0 {
			c.out(s, 9, r, fmt.Sprintf("E%d", r), c.st.pct)
		} else {
			c.out(s, 9, r, fmt.Sprintf("IF(E%d=1,I%d*(1-H%d),0)", r, r-1, r-1), c.st.pct)
		}
		c.out(s, 10, r, fmt.Sprintf("I%d*H%d", r, r), c.st.pct)
		c.book.MoraleReach = append(c.book.MoraleReach, cell(9, r))
		c.book.MoralePasses = append(c.book.MoralePasses, cell(10, r))
		c.book.MoraleRemovedAt = append(c.book.MoraleRemovedAt, cell(12, r))
		if j == 0 {
			c.out(s, 11, r, fmt.Sprintf(`IF(AND($B$%d="Yes",%s>0),%s-1,B%d)`, rally, start, start, r), c.st.num)
		} else {
			c.out(s, 11, r, fmt.Sprintf("B%d", r), c.st.num)
		}
		if j < nl-2 {
			c.out(s, 12, r, fmt.Sprintf("I%d*(1-H%d)*(1-E%d)", r, r, r+1), c.st.pct)
		} else {
			c.out(s, 12, r, fmt.Sprintf("I%d*(1-H%d)", r, r), c.st.pct)
		}
	}
	// First test and final states.
	ft := c2 + 2
	s.set(1, ft, "Where the run ends")
	s.set(2, ft, "Chance")
	s.style(1, ft, 2, ft, c.st.heading)
	c.label(s, ft+1, "Passes the first test")
	ok := func(f string) string { return fmt.Sprintf(`IF(%s,%s,"%s")`, c.moraleOK, f, seeError) }
	c.book.MoraleFirst = c.out(s, 2, ft+1, ok(fmt.Sprintf("H%d", c1)), c.st.outputPct)
	for i := 0; i < nl-1; i++ {
		r := ft + 2 + i
		s.formula(1, r, `"Ends at "&`+indexRow(c.levelLabels, fmt.Sprint(i+1)))
		s.style(1, r, 1, r, c.st.label)
		c.book.MoraleByLevel = append(c.book.MoraleByLevel, c.out(s, 2, r, ok(fmt.Sprintf("SUMIF($K$%d:$K$%d,%d,$J$%d:$J$%d)", c1, c2, i, c1, c2)), c.st.outputPct))
	}
	rr := ft + 2 + nl - 1
	c.label(s, rr, "Removed (Rout, or every hit box checked)")
	c.book.MoraleRemoved = c.out(s, 2, rr, ok(fmt.Sprintf("SUM($L$%d:$L$%d)", c1, c2)), c.st.outputPct)
	s.do(func() error {
		return c.f.SetConditionalFormat(sh, fmt.Sprintf("A%d:L%d", c1, c2), []excelize.ConditionalFormatOptions{
			{Type: "formula", Criteria: fmt.Sprintf("$I%d=0", c1), Format: &c.condGrey}})
	})
	s.width(1, 1, 36)
	s.width(2, 2, 18)
	s.width(3, 12, 9.5)
	c.chart(s, cell(1, rr+2), "Where the run of Morale Tests ends", "", fmt.Sprintf("Morale!$A$%d:$A$%d", ft+2, rr), []chartSeries{{fmt.Sprintf("Morale!$B$%d", ft), fmt.Sprintf("Morale!$B$%d:$B$%d", ft+2, rr), "1F3864"}})
	c.finishSheet(s, "L", rr+chartRows+1, "ODN morale calculator", false)
}

// moraleModTotal is the Morale sheet's total modifier (prefix: "" on that
// sheet, "Morale!" elsewhere): the modifiers of column C, the further
// modifier, and of the attached headquarters' bonuses in column D only the
// largest ("Only one attached [headquarters] may modify the Morale Test of
// a single unit", p.13). A house rule allowing every slot sums them; one
// allowing 2 to ModifierSlots-1 would need LARGE, which is not among
// AllowedFunctions, and is refused.
func (c *calc) moraleModTotal(prefix string) string {
	first, last := moraleModFirst, moraleModFirst+ModifierSlots-1
	hq := fmt.Sprintf("%s$D$%d:$D$%d", prefix, first, last)
	best := fmt.Sprintf("MAX(%s)", hq)
	switch k := c.rs.Headquarters.MaxAttached; {
	case k >= ModifierSlots:
		best = fmt.Sprintf("SUM(%s)", hq)
	case k > 1:
		c.fail(fmt.Errorf("ruleset headquarters.max_attached: %d: the calculator workbook counts 1 attached headquarters, or all %d modifier slots; set 1 or %d", k, ModifierSlots, ModifierSlots))
	}
	return fmt.Sprintf("(SUM(%s$C$%d:$C$%d)+%s+%s$B$%d)", prefix, first, last, best, prefix, last+1)
}

// cascadeSheet writes the morale cascade for every starting quality and
// morale level at once (3.02(b),(c), p.10): the chance to pass the first
// test and the chance that the run of tests ends with the unit removed, with
// the strength, hits and modifiers of the Morale sheet. The working lines
// sit in hidden columns to the right; they repeat the Morale sheet's
// cascade, one line per quality and level.
func (c *calc) cascadeSheet() {
	const sh = "Cascade"
	rs := c.rs
	s := &sheetWriter{f: c.f, sheet: sh}
	nq, nl := len(rs.Qualities), len(rs.Morale.Levels)
	live := nl - 1
	lastLevel := nl - 1
	c.sheetTop(s, "Morale cascade by starting quality and morale level (3.02, p.10)", "Uses the strength, the hits already checked and the modifiers set on the Morale sheet. A blank means the unit would already be removed.", 1+live)
	modTotal := c.moraleModTotal("Morale!")
	lost := fmt.Sprintf("INT((100-%s)/%s)", c.moraleStrength("Morale!"), c.stepPct)
	hits0 := "Morale!$B$7"
	die := c.moraleDie
	// Hidden ladders, one row per starting quality: Pass, spent-after (cum) and total.
	const hc = 20 // first hidden column
	passCol := func(k int) int { return hc + k }
	cumCol := func(k int) int { return hc + nq + k }
	totalCol := hc + 2*nq
	lr0 := 4
	for i := 0; i < nq; i++ {
		r := lr0 + i
		for k := 0; k < nq; k++ {
			code := fmt.Sprintf(`INDEX(%s,%d,%d)&""`, c.chainCode, i+1, k+1)
			s.formula(passCol(k), r, fmt.Sprintf("INDEX(%s,%d,%d)", c.chainPass, i+1, k+1))
			prev := "0"
			if k > 0 {
				prev = cell(cumCol(k-1), r)
			}
			s.formula(cumCol(k), r, fmt.Sprintf(`IF(%s="",99999,%s+MAX(%s,INDEX(%s,%d,%d)-%s,0))`, code, prev, c.minBoxes, c.chainBoxes, i+1, k+1, lost))
		}
		// The total is the last cum below 99999 (the ladder's boxes).
		s.formula(totalCol, r, fmt.Sprintf(`MAX(IF(%s<99999,%s,0)%s)`, cell(cumCol(0), r), cell(cumCol(0), r), maxTail(func(k int) string { return cell(cumCol(k), r) }, nq)))
	}
	// Working lines: one per quality and live level; five cells per test.
	const wc = hc + 40
	wr0 := lr0 + nq + 2
	tests := live
	cellOf := func(line, j, f int) string { return cell(wc+5*j+f, wr0+line) }
	first := make([][]string, nq)
	removed := make([][]string, nq)
	for i := 0; i < nq; i++ {
		lr := lr0 + i
		passes := fmt.Sprintf("$%s$%d:$%s$%d", colName(passCol(0)), lr, colName(passCol(nq-1)), lr)
		cums := fmt.Sprintf("$%s$%d:$%s$%d", colName(cumCol(0)), lr, colName(cumCol(nq-1)), lr)
		total := absCell(totalCol, lr)
		for l := 0; l < live; l++ {
			line := i*live + l
			var rem []string
			for j := 0; j < tests; j++ {
				lvl := l + j
				hits := fmt.Sprintf("(%s+%d*%s)", hits0, j, c.hitsPerFail)
				alive, pass, p, reach, rm := cellOf(line, j, 0), cellOf(line, j, 1), cellOf(line, j, 2), cellOf(line, j, 3), cellOf(line, j, 4)
				if lvl < lastLevel {
					s.formula(wc+5*j, wr0+line, fmt.Sprintf("IF(%s<%s,1,0)", hits, total))
				} else {
					s.set(wc+5*j, wr0+line, 0)
				}
				s.formula(wc+5*j+1, wr0+line, fmt.Sprintf(`IF(%s=1,%s,0)`, alive, indexCol(passes, fmt.Sprintf(`COUNTIF(%s,"<="&%s)+1`, cums, hits))))
				tm := 0
				if lvl < nl {
					tm = rs.Morale.Levels[lvl].TestModifier
				}
				s.formula(wc+5*j+2, wr0+line, fmt.Sprintf("IF(%s=1,MAX(0,MIN(%s,%s+1-(%s-(%s+%d))))/%s,0)", alive, die, die, pass, modTotal, tm, die))
				if j == 0 {
					s.formula(wc+5*j+3, wr0+line, alive)
				} else {
					s.formula(wc+5*j+3, wr0+line, fmt.Sprintf("IF(%s=1,%s*(1-%s),0)", alive, cellOf(line, j-1, 3), cellOf(line, j-1, 2)))
				}
				if j < tests-1 {
					s.formula(wc+5*j+4, wr0+line, fmt.Sprintf("%s*(1-%s)*(1-%s)", reach, p, cellOf(line, j+1, 0)))
				} else {
					s.formula(wc+5*j+4, wr0+line, fmt.Sprintf("%s*(1-%s)", reach, p))
				}
				rem = append(rem, rm)
			}
			start := cellOf(line, 0, 0)
			first[i] = append(first[i], fmt.Sprintf(`IF(%s,IF(%s=1,%s,""),"%s")`, c.moraleOK, start, cellOf(line, 0, 2), seeError))
			removed[i] = append(removed[i], fmt.Sprintf(`IF(%s,IF(%s=1,%s,""),"%s")`, c.moraleOK, start, strings.Join(rem, "+"), seeError))
		}
	}
	grid := func(row int, title string, formulas [][]string) ([][]string, int) {
		s.set(1, row, title)
		s.style(1, row, 1, row, c.st.title)
		s.height(row, 24)
		s.set(1, row+1, "Starting quality")
		for l := 0; l < live; l++ {
			s.set(2+l, row+1, rs.Morale.Levels[l].Label)
		}
		s.style(1, row+1, 1+live, row+1, c.st.heading)
		s.height(row+1, 30)
		var refs [][]string
		for i, q := range rs.Qualities {
			r := row + 2 + i
			s.set(1, r, q.Code+" "+q.Name)
			s.style(1, r, 1, r, c.st.label)
			s.height(r, 22)
			var line []string
			for l := 0; l < live; l++ {
				line = append(line, c.out(s, 2+l, r, formulas[i][l], c.st.pct))
			}
			refs = append(refs, line)
		}
		return refs, row + 2 + nq
	}
	var next int
	c.book.CascadeFirst, next = grid(4, "Chance to pass the first test", first)
	c.book.CascadeRemoved, next = grid(next+1, "Chance the run of tests ends with the unit removed", removed)
	s.width(1, 1, 24)
	s.width(2, 1+live, 14)
	s.do(func() error { return c.f.SetColVisible(sh, colName(hc)+":"+colName(wc+5*tests), false) })
	c.finishSheet(s, colName(1+live), next-1, "ODN morale cascade table", false)
}

// maxTail returns ",IF(x<99999,x,0)" for the cells k = 1..n-1.
func maxTail(ref func(k int) string, n int) string {
	var b strings.Builder
	for k := 1; k < n; k++ {
		fmt.Fprintf(&b, ",IF(%s<99999,%s,0)", ref(k), ref(k))
	}
	return b.String()
}

// seeError is what a result shows instead of a number when an input is
// invalid: never odds computed from inputs the calculators refuse.
const seeError = "Error: see the inputs"

// moraleHQError is the Morale sheet's refusal of more attached
// headquarters than may modify a Morale Test, in the words of
// odn.Ruleset.CheckHeadquarters.
func moraleHQError(limit int) string {
	return fmt.Sprintf("Error: only %d attached headquarters may modify the Morale Test of a single unit (Headquarters, p.13); keep the one that is attached", limit)
}

// armyUnitsSheet lists the army's units for the Morale sheet's choice.
const armyUnitsSheet = "Army units"

// refArmyUnits writes the army's units (CalcOptions.Army): name, starting
// quality and strength in percent of full strength, exactly (Understrength
// units, p.4), after a first "(none)" row.
func (c *calc) refArmyUnits() {
	sh := armyUnitsSheet
	s := &sheetWriter{f: c.f, sheet: sh}
	rows := [][]any{{noneLabel, "", 100}}
	if a := c.opt.Army; a != nil {
		for _, cu := range a.Units() {
			q := c.rs.Quality(cu.Unit.Quality)
			if q == nil {
				c.fail(fmt.Errorf("army units: %s: unknown quality %q", cu.Unit.Name, cu.Unit.Quality))
				continue
			}
			pct := 100 - float64(c.rs.UnderstrengthPPM(cu.Unit))/10000
			rows = append(rows, []any{cu.Unit.Name, lookupLabel(q.Code + " " + q.Name), pct})
		}
	}
	title := "The army's units (none: no army list)"
	if c.opt.Army != nil {
		title = "The units of " + c.opt.Army.Army
	}
	d := c.table(s, 1, title, []string{"Unit", "Starting quality", "Strength (% of full)"}, rows)
	c.armyNames = rng(sh, 1, d, 1, d+len(rows)-1)
	c.armyQuals = rng(sh, 2, d, 2, d+len(rows)-1)
	c.armyPct = rng(sh, 3, d, 3, d+len(rows)-1)
	s.width(1, 1, 36)
	s.width(2, 3, 20)
	c.fail(s.err)
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "C", lastRow: d + len(rows), header: "ODN army units", headerR: shortStamp(c.rs)}.apply(c.f, sh))
}

// moraleQuality and moraleStrength are the Morale sheet's unit quality and
// strength (prefix "" on that sheet, "Morale!" elsewhere): those of the
// army's unit chosen in D5, or else B5 and B6.
func (c *calc) moraleQuality(prefix string) string {
	if c.opt.Army == nil || len(c.opt.Army.Units()) == 0 {
		return prefix + "$B$5"
	}
	return fmt.Sprintf(`IF(%s$D$5=%q,%s$B$5,%s)`, prefix, noneLabel, prefix, indexRow(c.armyQuals, fmt.Sprintf("MATCH(%s$D$5,%s,0)", prefix, c.armyNames)))
}

func (c *calc) moraleStrength(prefix string) string {
	if c.opt.Army == nil || len(c.opt.Army.Units()) == 0 {
		return prefix + "$B$6"
	}
	return fmt.Sprintf(`IF(%s$D$5=%q,%s$B$6,%s)`, prefix, noneLabel, prefix, indexRow(c.armyPct, fmt.Sprintf("MATCH(%s$D$5,%s,0)", prefix, c.armyNames)))
}
