package xlsx

import (
	"fmt"

	"github.com/aide-de-camp/adc/odn"
)

// BatteryStands is the number of stand rows on the Grand battery sheet.
const BatteryStands = odn.GrandBatteryStands

// BatteryInputs are the Grand battery sheet's inputs: artillery stands
// touching each other and facing the same way, all firing at one target
// (Artillery battalion fire (2), p.7), in ruleset ids.
type BatteryInputs struct {
	Band string // range band id ("": the first band)
	// Stands fire together; a stand without a Nation takes the first
	// nation. Nil: two stands of the heaviest weight.
	Stands    []odn.BatteryStand
	Modifiers []string // fire modifier ids (at most ModifierSlots)
	Extra     int
}

// batteryStandRow is the first stand row of the Grand battery sheet.
const batteryStandRow = 14

// refBatteryWeights writes the weights a Grand battery stand may have, with
// "(none)" for an empty stand row and whether horse artillery comes in
// each weight ("Horse (Light and Medium) artillery", Available unit types,
// p.2), on the Fire tables sheet below row.
func (c *calc) refBatteryWeights(s *sheetWriter, row int) int {
	horse := map[string]bool{}
	anyHorse := false
	for _, t := range c.rs.UnitTypes {
		if t.Arm == "artillery" && t.Horse {
			anyHorse = true
			for _, w := range t.Weights {
				horse[w] = true
			}
		}
	}
	rows := [][]any{{noneLabel, 1, ""}}
	for _, w := range c.rs.ArtilleryWeights {
		rows = append(rows, []any{lookupLabel(w.Label), b01(horse[w.ID] || !anyHorse), w.ID})
	}
	d := c.table(s, row, "Grand battery: stand weights (p.7) and horse artillery weights (p.2)", []string{"Weight", "Horse artillery", "id"}, rows)
	c.batteryWeights, c.batteryHorseOK = rng(s.sheet, 1, d, 1, d+len(rows)-1), rng(s.sheet, 2, d, 2, d+len(rows)-1)
	return d + len(rows)
}

// batteryMaxDice is the most dice one stand rolls at any range.
func batteryMaxDice(rs *odn.Ruleset) int {
	n := 1
	for _, b := range rs.BattalionFire.RangeBands {
		for _, d := range b.Dice {
			n = max(n, d)
		}
	}
	return n
}

// batterySheet writes the Grand battery calculator: up to BatteryStands
// artillery stands, each with its own weight, nation and foot or horse
// To Hit Number, firing at one target at one range (Artillery battalion
// fire (2), p.7). It mirrors odn.ResolveFire with Kind "battalion" and
// Stands: the hits are the sum of independent dice with different chances,
// so the distribution is built stand by stand in hidden columns, each
// column the previous one convolved with the stand's binomial distribution.
func (c *calc) batterySheet() {
	const sh = "Grand battery"
	rs := c.rs
	in := c.opt.Battery
	s := &sheetWriter{f: c.f, sheet: sh}
	c.sheetTop(s, "Grand battery (p.7-8)", "Change the green cells. Artillery stands touching each other and facing the same way may combine their fire on one target and cause several hits (p.7). Each stand rolls the dice of its weight at the range and hits with its own nation's To Hit Number.", 9)
	band := lookupLabel(rs.BattalionFire.RangeBands[0].Label)
	if in.Band != "" {
		band = ""
		for _, b := range rs.BattalionFire.RangeBands {
			if b.ID == in.Band {
				band = lookupLabel(b.Label)
			}
		}
		if band == "" {
			c.fail(fmt.Errorf("grand battery: unknown range band %q", in.Band))
		}
	}
	stands := in.Stands
	if stands == nil {
		heavy := rs.ArtilleryWeights[len(rs.ArtilleryWeights)-1].ID
		stands = []odn.BatteryStand{{Weight: heavy}, {Weight: heavy}}
	}
	if len(stands) > BatteryStands {
		c.fail(fmt.Errorf("grand battery: at most %d stands (got %d)", BatteryStands, len(stands)))
	}
	s.set(1, 3, "Inputs")
	s.set(2, 3, "Value")
	s.set(3, 3, "Modifier")
	s.style(1, 3, 3, 3, c.st.heading)
	c.label(s, 4, "Range to the target")
	c.input(s, 2, 4, band, c.bandLabels, 0, 0)
	mods := c.modSlots(rs.FireModifiers, in.Modifiers)
	const modFirst = 5
	for i, m := range mods {
		r := modFirst + i
		c.label(s, r, fmt.Sprintf("Modifier %d (every die)", i+1))
		c.input(s, 2, r, m, c.fireModLabels, 0, 0)
		c.out(s, 3, r, fmt.Sprintf(`IF(B%d="",0,%s)`, r, indexRow(c.fireModValues, fmt.Sprintf("MATCH(B%d,%s,0)", r, c.fireModLabels))), c.st.signed)
		s.formula(12, r, fmt.Sprintf(`IF(B%d="",0,%s)`, r, indexRow(c.fireModNoFire, fmt.Sprintf("MATCH(B%d,%s,0)", r, c.fireModLabels))))
	}
	modLast := modFirst + ModifierSlots - 1
	extra := modLast + 1
	c.label(s, extra, "Any other modifier (added to each die)")
	c.input(s, 2, extra, in.Extra, "", -20, 20)

	// Stands.
	head := batteryStandRow - 1
	for i, h := range []string{"Stand", "Weight", "Nation", "Horse artillery?", "Dice", "To Hit Number", "Natural roll needed", "Chance of a hit per die", "Stand allowed?"} {
		s.set(1+i, head, h)
	}
	s.style(1, head, 9, head, c.st.heading)
	s.height(head, 32)
	nation0 := lookupLabel(rs.Nations[0].Name)
	first, last := batteryStandRow, batteryStandRow+BatteryStands-1
	mod := fmt.Sprintf("($B$%d+SUM($C$%d:$C$%d))", extra, modFirst, modLast)
	bandIdx := fmt.Sprintf("MATCH($B$4,%s,0)", c.bandLabels)
	for i := 0; i < BatteryStands; i++ {
		r := first + i
		weight, nation, horse := noneLabel, nation0, false
		if i < len(stands) {
			st := stands[i]
			weight = ""
			for _, w := range rs.ArtilleryWeights {
				if w.ID == st.Weight {
					weight = lookupLabel(w.Label)
				}
			}
			if weight == "" {
				c.fail(fmt.Errorf("grand battery: stand %d: unknown artillery weight %q", i+1, st.Weight))
			}
			if st.Nation != "" {
				nation = ""
				for _, n := range rs.Nations {
					if n.ID == st.Nation {
						nation = lookupLabel(n.Name)
					}
				}
				if nation == "" {
					c.fail(fmt.Errorf("grand battery: stand %d: unknown nation %q", i+1, st.Nation))
				}
			}
			horse = st.Horse
		}
		s.set(1, r, fmt.Sprintf("Stand %d", i+1))
		s.style(1, r, 1, r, c.st.bold)
		c.input(s, 2, r, weight, c.batteryWeights, 0, 0)
		c.input(s, 3, r, nation, c.nationNames, 0, 0)
		c.input(s, 4, r, yn(horse), c.yesNo, 0, 0)
		// Dice: the weight's column of the battalion fire table (p.8).
		c.book.BatteryStandDice = append(c.book.BatteryStandDice, c.out(s, 5, r,
			fmt.Sprintf(`IF($B%d=%q,0,INDEX(%s,%s,MATCH($B%d,%s,0)))`, r, noneLabel, c.bandDice, bandIdx, r, c.weightLabels), c.st.num))
		nat := fmt.Sprintf("MATCH($C%d,%s,0)", r, c.nationNames)
		c.book.BatteryStandToHit = append(c.book.BatteryStandToHit, c.out(s, 6, r,
			fmt.Sprintf(`IF($D%d="Yes",%s,%s)`, r, indexRow(c.nationHorse, nat), indexRow(c.nationFoot, nat)), c.st.plus))
		c.book.BatteryStandNeed = append(c.book.BatteryStandNeed, c.out(s, 7, r, fmt.Sprintf("F%d-%s", r, mod), c.st.num))
		c.book.BatteryStandChance = append(c.book.BatteryStandChance, c.out(s, 8, r, fmt.Sprintf("MAX(0,MIN(10,11-G%d))/10", r), c.st.pct))
		c.book.BatteryStandCheck = append(c.book.BatteryStandCheck, c.out(s, 9, r,
			fmt.Sprintf(`IF(AND($D%d="Yes",%s=0),"No: horse artillery is not this weight (p.2)","Yes")`, r, indexRow(c.batteryHorseOK, fmt.Sprintf("MATCH($B%d,%s,0)", r, c.batteryWeights))), c.st.text))
	}
	standDice := fmt.Sprintf("$E$%d:$E$%d", first, last)

	// Results.
	res := last + 2
	s.set(1, res, "Results")
	s.set(2, res, "")
	s.style(1, res, 2, res, c.st.heading)
	labels := []string{"Every stand allowed? (No: the inputs are not a legal battery)", "Fire allowed? (No: a modifier forbids it, or no stand is in range)", "Dice (d10) at the target", "Total modifier per die", "Expected hits"}
	for i, l := range labels {
		c.label(s, res+1+i, l)
	}
	c.book.BatteryCheck = c.out(s, 2, res+1, fmt.Sprintf(`IF(COUNTIF($I$%d:$I$%d,"Yes")=%d,"Yes","No: see the stands")`, first, last, BatteryStands), c.st.output)
	c.book.BatteryValid = c.book.BatteryCheck
	ok := func(f string) string {
		return fmt.Sprintf(`IF(%s="Yes",%s,"%s")`, absRef(c.book.BatteryCheck), f, seeError)
	}
	allowed := absCell(2, res+2)
	c.book.BatteryAllowed = c.out(s, 2, res+2, fmt.Sprintf(`IF(OR(SUM($L$%d:$L$%d)>0,SUM(%s)=0),"No","Yes")`, modFirst, modLast, standDice), c.st.output)
	c.book.BatteryDice = c.out(s, 2, res+3, ok(fmt.Sprintf(`IF(%s="No",0,SUM(%s))`, allowed, standDice)), c.st.output)
	c.book.BatteryModifier = c.out(s, 2, res+4, mod, c.st.output)
	s.style(2, res+4, 2, res+4, c.st.output)
	expRow := res + 5

	// Hidden helpers, from column N: for each stand j, its binomial
	// distribution written backwards, rev_j(i) = P(the stand scores D-i
	// hits) for i = 0..D (D the most dice a stand rolls); then the
	// distribution after stands 1..j, P_j(k) = sum over m of
	// P_{j-1}(k-m) P(stand j scores m), one SUMPRODUCT of D+1 cells of
	// the previous column (D zero rows above the table stand for k-m < 0)
	// against rev_j.
	maxD := batteryMaxDice(rs)
	kmax := BatteryStands * maxD
	const helpRow = 4
	binCol := 14
	s.set(binCol-1, helpRow, "m (reversed)")
	for i := 0; i <= maxD; i++ {
		s.set(binCol-1, helpRow+1+i, maxD-i)
	}
	for j := 0; j < BatteryStands; j++ {
		col := binCol + j
		s.set(col, helpRow, fmt.Sprintf("stand %d", j+1))
		d := fmt.Sprintf("IF(%s=\"No\",0,$E$%d)", allowed, first+j)
		p := fmt.Sprintf("$H$%d", first+j)
		for i := 0; i <= maxD; i++ {
			r := helpRow + 1 + i
			m := fmt.Sprintf("$%s%d", colName(binCol-1), r)
			s.formula(col, r, fmt.Sprintf("IF(%s>%s,0,COMBIN(%s,%s)*IF(%s=0,1,%s^%s)*IF(%s=%s,1,(1-%s)^(%s-%s)))", m, d, d, m, m, p, m, d, m, p, d, m))
		}
	}
	dpCol := binCol + BatteryStands + 1
	dpTop := helpRow + maxD + 3 // the first of maxD zero rows
	dp0 := dpTop + maxD         // the row of k = 0
	s.set(dpCol-1, dpTop-1, "hits")
	for k := -maxD; k <= kmax; k++ {
		s.set(dpCol-1, dp0+k, k)
	}
	for j := 0; j <= BatteryStands; j++ {
		col := dpCol + j
		s.set(col, dpTop-1, fmt.Sprintf("after %d", j))
		for k := -maxD; k <= kmax; k++ {
			r := dp0 + k
			switch {
			case k < 0:
				s.set(col, r, 0)
			case j == 0:
				s.set(col, r, b01(k == 0))
			default:
				prev := colName(col - 1)
				bin := colName(binCol + j - 1)
				s.formula(col, r, fmt.Sprintf("SUMPRODUCT(%s%d:%s%d,$%s$%d:$%s$%d)", prev, r-maxD, prev, r, bin, helpRow+1, bin, helpRow+1+maxD))
			}
		}
	}
	final := colName(dpCol + BatteryStands)

	t := expRow + 2
	for i, h := range []string{"Hits", "Exactly", "This many or more"} {
		s.set(1+i, t, h)
	}
	s.style(1, t, 3, t, c.st.heading)
	hf, hl := t+1, t+1+kmax
	for k := 0; k <= kmax; k++ {
		row := hf + k
		s.set(1, row, k)
		s.style(1, row, 1, row, c.st.bold)
		c.book.BatteryHits = append(c.book.BatteryHits, c.out(s, 2, row, ok(fmt.Sprintf("%s%d", final, dp0+k)), c.st.pct))
		c.book.BatteryAtLeast = append(c.book.BatteryAtLeast, c.out(s, 3, row, ok(fmt.Sprintf("SUM(B%d:B%d)", row, hl)), c.st.pct))
	}
	c.book.BatteryExpected = c.out(s, 2, expRow, ok(fmt.Sprintf("SUMPRODUCT($A$%d:$A$%d,$B$%d:$B$%d)", hf, hl, hf, hl)), c.st.output)
	s.width(1, 1, 44)
	s.width(2, 3, 24)
	s.width(4, 9, 12)
	s.do(func() error { return c.f.SetColVisible(sh, "L:"+colName(dpCol+BatteryStands), false) })
	c.chart(s, cell(1, hl+2), "Chance of each number of hits", "Hits", fmt.Sprintf("'%s'!$A$%d:$A$%d", sh, hf, hl), []chartSeries{{fmt.Sprintf("'%s'!$B$%d", sh, t), fmt.Sprintf("'%s'!$B$%d:$B$%d", sh, hf, hl), "1F3864"}})
	c.finishSheet(s, "I", hl+chartRows+1, "ODN grand battery calculator", true)
}
