package xlsx

import (
	"fmt"

	"github.com/aide-de-camp/adc/odn"
)

// AttackerSlots is the number of attacker columns on the Melee attackers
// sheet.
const AttackerSlots = 4

// attackerModSlots is the number of modifier drop-downs per unit on the
// Melee attackers sheet.
const attackerModSlots = 3

// AttackerInputs are one unit of the Melee attackers sheet.
type AttackerInputs struct {
	Quality   string // current quality code; "" for an attacker: no such attacker
	RowHits   int
	Artillery bool // artillery is not an additional unit (p.9)
	Modifiers []string
	Extra     int
	// DefenderVs is a Melee modifier of the defender against this
	// attacker only (an attacker's column): a square is +6 against
	// cavalry and -4 against infantry (Combined arms example, p.6).
	DefenderVs string
}

// AttackersInputs are the Melee attackers sheet's inputs: several units
// attacking one defender (Melee, p.9; Special sequence for combined arms
// attacks, p.6).
type AttackersInputs struct {
	Attackers []AttackerInputs // at most AttackerSlots; nil: two Veteran attackers
	Defender  AttackerInputs
	// FireHits are the hits the defender's Fire scored on the first
	// attacker as it charged ("The defending unit may only fire at the
	// first attacking unit", p.6); FireRemoved that this Fire removed it.
	FireHits    int
	FireRemoved bool
}

// attackersRows are the rows of the Melee attackers sheet.
const (
	atkQuality  = 5
	atkRowHits  = 6
	atkArty     = 7
	atkModFirst = 8
	atkExtra    = atkModFirst + attackerModSlots
	atkVs       = atkExtra + 1
	atkFireHits = atkVs + 1
	atkRemoved  = atkFireHits + 1
	atkCheck    = atkRemoved + 1
	atkRes      = atkCheck + 2
)

// refAttackerQualities writes the attacker quality list with "(none)" for
// an empty attacker column, on the Melee tables sheet below row.
func (c *calc) refAttackerQualities(s *sheetWriter, row int) int {
	rows := [][]any{{noneLabel}}
	for _, q := range c.rs.Qualities {
		rows = append(rows, []any{lookupLabel(q.Code + " " + q.Name)})
	}
	d := c.table(s, row, "Melee attackers: quality, or (none) for no such attacker", []string{"Quality"}, rows)
	c.attackerQuals = rng(s.sheet, 1, d, 1, d+len(rows)-1)
	return d + len(rows)
}

// attackersSheet writes the Melee attackers calculator: up to
// AttackerSlots units attacking one defender (Melee, p.9). The sheet
// counts the additional units itself ("Each additional unit in Melee
// (maximum of 3, not including artillery)", p.9) and applies the hits the
// defender's Fire scored on the first attacker as it charged (Special
// sequence for combined arms attacks (a), p.6), which also takes that
// attacker out of the Melee when it removed it. Each attack's chances
// mirror odn.MeleeOdds on the first round's attacks of
// odn.ResolveMeleeRun.
func (c *calc) attackersSheet() {
	const sh = "Melee attackers"
	rs := c.rs
	in := c.opt.Attackers
	s := &sheetWriter{f: c.f, sheet: sh}
	c.sheetTop(s, "Several attackers in one Melee (p.6, p.9)", "Change the green cells. Each attacker gets +2 for each other attacking unit, at most 3, artillery not counted (p.9); the defender may fire only at the first attacker (p.6). Each attack is rolled on its own against the defender.", 7)
	atk := in.Attackers
	if atk == nil {
		atk = []AttackerInputs{{Quality: "VT"}, {Quality: "VT"}}
	}
	if len(atk) > AttackerSlots {
		c.fail(fmt.Errorf("melee attackers: at most %d attackers (got %d)", AttackerSlots, len(atk)))
	}
	var add, fireHit *odn.Modifier
	for i := range rs.Melee.Modifiers {
		switch rs.Melee.Modifiers[i].ID {
		case "additional-unit":
			add = &rs.Melee.Modifiers[i]
		case "fire-hit-charging":
			fireHit = &rs.Melee.Modifiers[i]
		}
	}
	addValue, addMax, fireValue := 0, 0, 0
	if add != nil {
		addValue, addMax = add.Value, add.Max
	}
	if fireHit != nil {
		fireValue = fireHit.Value
	}
	routFrom, routBands := 0, 0
	for _, b := range rs.Melee.Results {
		if b.LoserRout {
			routFrom, routBands = b.From, routBands+1
		}
	}
	if routBands != 1 || !rs.Melee.Results[len(rs.Melee.Results)-1].LoserRout {
		c.fail(fmt.Errorf("melee attackers: the sheet needs one rout row, the last of the Melee Table (found %d)", routBands))
	}
	s.set(1, 4, "Inputs")
	for j := 0; j < AttackerSlots; j++ {
		s.set(2+j, 4, fmt.Sprintf("Attacker %d", j+1))
	}
	defCol := 2 + AttackerSlots
	s.set(defCol, 4, "Defender")
	s.style(1, 4, defCol, 4, c.st.heading)
	c.label(s, atkQuality, "Current quality ((none): no such attacker)")
	c.label(s, atkRowHits, "Hits in its current row (Old Guard Melee 5/4)")
	c.label(s, atkArty, "Artillery? (not an additional unit, p.9)")
	for i := 0; i < attackerModSlots; i++ {
		c.label(s, atkModFirst+i, fmt.Sprintf("Modifier %d (terrain, formation, morale level...)", i+1))
	}
	c.label(s, atkExtra, "Any other modifier")
	c.label(s, atkVs, "The defender's modifier against this attacker only (p.6: square +6 against cavalry, -4 against infantry)")
	c.label(s, atkFireHits, "Hits from the defender's Fire as it charged (p.6)")
	c.label(s, atkRemoved, "Removed by that Fire?")
	c.label(s, atkCheck, "Inputs valid?")
	units := append(append([]AttackerInputs{}, atk...), make([]AttackerInputs, max(0, AttackerSlots-len(atk)))...)
	units = append(units[:AttackerSlots], in.Defender)
	for j, u := range units {
		col := 2 + j
		if j == AttackerSlots && u.Quality == "" {
			u.Quality = "VT"
		}
		q := noneLabel
		if u.Quality != "" {
			q = c.qualityLabel(u.Quality, "VT")
		}
		list := c.attackerQuals
		if j == AttackerSlots {
			list = c.qualLabels
		}
		c.input(s, col, atkQuality, q, list, 0, 0)
		c.input(s, col, atkRowHits, u.RowHits, "", 0, 20)
		if j < AttackerSlots {
			c.input(s, col, atkArty, yn(u.Artillery), c.yesNo, 0, 0)
		}
		c.attackerModifierInputs(s, col, u.Modifiers, add)
		c.input(s, col, atkExtra, u.Extra, "", -20, 20)
		if j < AttackerSlots {
			c.defenderVsInput(s, col, u.DefenderVs)
		}
	}
	c.input(s, 2, atkFireHits, in.FireHits, "", 0, 20)
	c.input(s, 2, atkRemoved, yn(in.FireRemoved), c.yesNo, 0, 0)
	// Checks: the first attacker is there, the additional units are not
	// chosen by hand, and each unit uses a modifier no more often than its
	// limit (additional-unit excepted: the sheet counts it).
	for j := 0; j <= AttackerSlots; j++ {
		col := 2 + j
		cl := colName(col)
		hid := colName(col + 20)
		// Hits that fill the current row drop the unit to the next
		// quality: the sheet asks for that quality instead (Hit boxes,
		// p.4-5). The first attacker's row also takes the Fire hits.
		hits := fmt.Sprintf("%s%d", cl, atkRowHits)
		if j == 0 {
			hits += fmt.Sprintf("+$B$%d", atkFireHits)
		}
		f := fmt.Sprintf(`IF(%s>=%s,"No: the hits fill the row; give the quality it dropped to and its hits there","Yes")`, hits, indexRow(c.qualBoxes, fmt.Sprintf("MATCH(%s%d,%s,0)", cl, atkQuality, c.qualLabels)))
		if j < AttackerSlots {
			f = fmt.Sprintf(`IF(%s%d=%q,%s,%s)`, cl, atkQuality, noneLabel, map[bool]string{true: `"No: the first attacker is needed"`, false: `"Yes"`}[j == 0], f)
		}
		if add != nil {
			f = fmt.Sprintf(`IF(SUM(%s%d:%s%d)>0,"No: the sheet counts the additional units; choose no such modifier",%s)`, hid, atkModFirst, hid, atkModFirst+attackerModSlots-1, f)
		}
		c.book.AttackersCheck = append(c.book.AttackersCheck, c.out(s, col, atkCheck, f, c.st.text))
	}

	valid := fmt.Sprintf(`COUNTIF($B$%d:$%s$%d,"Yes")=%d`, atkCheck, colName(defCol), atkCheck, AttackerSlots+1)
	ok := func(f string) string { return fmt.Sprintf(`IF(%s,%s,"%s")`, valid, f, seeError) }
	// Results.
	s.set(1, atkRes, "Results")
	for j := 0; j < AttackerSlots; j++ {
		s.set(2+j, atkRes, fmt.Sprintf("Attacker %d", j+1))
	}
	s.set(defCol, atkRes, "Defender")
	s.style(1, atkRes, defCol, atkRes, c.st.heading)
	rIn, rNum, rAdd, rFire, rMod, rTot := atkRes+1, atkRes+2, atkRes+3, atkRes+4, atkRes+5, atkRes+6
	c.label(s, rIn, "In the Melee?")
	c.label(s, rNum, "Melee Number")
	c.label(s, rAdd, "Additional units (+2 each other attacker, at most 3, p.9)")
	c.label(s, rFire, "Fire hits taken while charging")
	c.label(s, rMod, "Total of the modifiers")
	c.label(s, rTot, "Modified Melee Number (before the die)")
	last := colName(1 + AttackerSlots)
	inRange := fmt.Sprintf("$B$%d:$%s$%d", rIn, last, rIn)
	// A hidden row: 1 for an attacker in the Melee that counts as an
	// additional unit for the others (artillery does not).
	rCount := rTot + 1
	for j := 0; j <= AttackerSlots; j++ {
		col := 2 + j
		cl := colName(col)
		if j < AttackerSlots {
			present := fmt.Sprintf(`%s$%d<>%q`, cl, atkQuality, noneLabel)
			if j == 0 {
				present = fmt.Sprintf(`AND(%s,$B$%d<>"Yes")`, present, atkRemoved)
			}
			c.book.AttackersIn = append(c.book.AttackersIn, c.out(s, col, rIn, fmt.Sprintf(`IF(%s,"Yes","No")`, present), c.st.output))
			s.formula(col, rCount, fmt.Sprintf(`IF(AND(%s%d="Yes",%s%d<>"Yes"),1,0)`, cl, rIn, cl, atkArty))
		}
		q := fmt.Sprintf("MATCH(%s$%d,%s,0)", cl, atkQuality, c.qualLabels)
		after := indexRow(c.qualAfterHits, q)
		hits := fmt.Sprintf("%s$%d", cl, atkRowHits)
		if j == 0 {
			hits += fmt.Sprintf("+$B$%d", atkFireHits) // the Fire's hits are checked off before contact (p.6)
		}
		num := fmt.Sprintf("IF(AND(%s>0,%s>=%s),%s,%s)", after, hits, after, indexRow(c.qualAfterMelee, q), indexRow(c.qualMelee, q))
		if j < AttackerSlots {
			num = fmt.Sprintf(`IF(%s%d="Yes",%s,0)`, cl, rIn, num)
		}
		c.book.AttackersNumber = append(c.book.AttackersNumber, c.out(s, col, rNum, ok(num), c.st.output))
		addF := "0"
		if j < AttackerSlots && add != nil {
			others := fmt.Sprintf("(SUM($B$%d:$%s$%d)-%s%d)", rCount, last, rCount, cl, rCount)
			if addMax > 0 {
				others = fmt.Sprintf("MIN(%d,%s)", addMax, others)
			}
			addF = fmt.Sprintf(`IF(%s%d="Yes",%d*%s,0)`, cl, rIn, addValue, others)
		}
		c.out(s, col, rAdd, addF, c.st.signed)
		fireF := "0"
		if j == 0 {
			fireF = fmt.Sprintf("%d*$B$%d", fireValue, atkFireHits)
		}
		c.out(s, col, rFire, fireF, c.st.signed)
		vals := colName(col + 10)
		c.book.AttackersModifier = append(c.book.AttackersModifier, c.out(s, col, rMod,
			ok(fmt.Sprintf("SUM(%s%d:%s%d)+%s%d+%s%d+%s%d", vals, atkModFirst, vals, atkModFirst+attackerModSlots-1, cl, atkExtra, cl, rAdd, cl, rFire)), c.st.signed))
		c.out(s, col, rTot, ok(fmt.Sprintf("%s%d+%s%d", cl, rNum, cl, rMod)), c.st.output)
	}
	// Hidden: every difference of the two dice with its number of ways.
	die := rs.Melee.Die
	hf, hl := 5, 5+2*die-2
	for i := 0; i <= 2*die-2; i++ {
		r := hf + i
		s.set(33, r, i-(die-1))
		s.formula(34, r, fmt.Sprintf("%s-ABS(AG%d)", c.meleeDie, r))
	}
	diffs, ways := fmt.Sprintf("$AG$%d:$AG$%d", hf, hl), fmt.Sprintf("$AH$%d:$AH$%d", hf, hl)
	den := fmt.Sprintf("(%s*%s)", c.meleeDie, c.meleeDie)
	ot := rTot + 3
	for i, h := range []string{"Attack", "Attacker wins", "Defender wins", "Tie (spread 0)", "Attacker routed", "Defender routed"} {
		s.set(1+i, ot, h)
	}
	s.style(1, ot, 6, ot, c.st.heading)
	s.height(ot, 32)
	defTot := fmt.Sprintf("$%s$%d", colName(defCol), rTot)
	for j := 0; j < AttackerSlots; j++ {
		r := ot + 1 + j
		cl := colName(2 + j)
		s.set(1, r, fmt.Sprintf("Attacker %d against the defender", j+1))
		s.style(1, r, 1, r, c.st.bold)
		vsVal := fmt.Sprintf("$%s$%d", colName(2+j+10), atkVs)
		d := fmt.Sprintf("(%s$%d-(%s+%s)+%s)", cl, rTot, defTot, vsVal, diffs)
		guard := func(f string) string { return ok(fmt.Sprintf(`IF(%s$%d="Yes",%s,0)`, cl, rIn, f)) }
		c.book.AttackersWin = append(c.book.AttackersWin, c.out(s, 2, r, guard(fmt.Sprintf("SUMPRODUCT((%s>0)*%s)/%s", d, ways, den)), c.st.pct))
		c.book.AttackersLose = append(c.book.AttackersLose, c.out(s, 3, r, guard(fmt.Sprintf("SUMPRODUCT((%s<0)*%s)/%s", d, ways, den)), c.st.pct))
		c.book.AttackersTie = append(c.book.AttackersTie, c.out(s, 4, r, guard(fmt.Sprintf("SUMPRODUCT((%s=0)*%s)/%s", d, ways, den)), c.st.pct))
		c.book.AttackersRouted = append(c.book.AttackersRouted, c.out(s, 5, r, guard(fmt.Sprintf("SUMPRODUCT((%s<=-%d)*%s)/%s", d, routFrom, ways, den)), c.st.pct))
		c.book.AttackersDefenderRouted = append(c.book.AttackersDefenderRouted, c.out(s, 6, r, guard(fmt.Sprintf("SUMPRODUCT((%s>=%d)*%s)/%s", d, routFrom, ways, den)), c.st.pct))
	}
	c.label(s, ot+AttackerSlots+1, "Attackers in the Melee")
	c.book.AttackersCount = c.out(s, 2, ot+AttackerSlots+1, fmt.Sprintf(`COUNTIF(%s,"Yes")`, inRange), c.st.output)
	s.width(1, 1, 44)
	s.width(2, 1+AttackerSlots+1, 18)
	s.do(func() error { return c.f.SetRowVisible(sh, rCount, false) })
	s.do(func() error { return c.f.SetColVisible(sh, "L:AH", false) })
	c.finishSheet(s, colName(defCol), ot+AttackerSlots+2, "ODN melee calculator: several attackers", true)
}

// attackerModifierInputs writes one unit's modifier choices on the Melee
// attackers sheet, with the hidden cells that hold each modifier's value and
// mark the additional-unit modifier add, which the sheet counts itself.
func (c *calc) attackerModifierInputs(s *sheetWriter, col int, mods []string, add *odn.Modifier) {
	if len(mods) > attackerModSlots {
		c.fail(fmt.Errorf("melee attackers: at most %d modifiers per unit (got %d)", attackerModSlots, len(mods)))
	}
	cl := colName(col)
	for i := 0; i < attackerModSlots; i++ {
		m := noneLabel
		if i < len(mods) {
			l, err := modLabel(c.rs.Melee.Modifiers, mods[i])
			c.fail(err)
			m = l
		}
		r := atkModFirst + i
		c.input(s, col, r, m, c.meleeModLabels, 0, 0)
		s.formula(col+10, r, fmt.Sprintf(`IF(%s%d="",0,%s)`, cl, r, indexRow(c.meleeModValues, fmt.Sprintf("MATCH(%s%d,%s,0)", cl, r, c.meleeModLabels))))
		if add != nil {
			s.formula(col+20, r, fmt.Sprintf(`IF(%s%d=%q,1,0)`, cl, r, lookupLabel(add.Label)))
		}
	}
}

// defenderVsInput writes the defender's modifier against the attacker in
// column col (p.6: a square's +6 against cavalry, -4 against infantry), and
// the hidden cell that holds its value.
func (c *calc) defenderVsInput(s *sheetWriter, col int, vsID string) {
	vs := noneLabel
	if vsID != "" {
		l, err := modLabel(c.rs.Melee.Modifiers, vsID)
		c.fail(err)
		vs = l
	}
	c.input(s, col, atkVs, vs, c.meleeModLabels, 0, 0)
	cl := colName(col)
	s.formula(col+10, atkVs, fmt.Sprintf(`IF(%s%d="",0,%s)`, cl, atkVs, indexRow(c.meleeModValues, fmt.Sprintf("MATCH(%s%d,%s,0)", cl, atkVs, c.meleeModLabels))))
}
