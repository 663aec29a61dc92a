package xlsx

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/odn"
	"github.com/xuri/excelize/v2"
)

// meleeEndSheetName is the sheet of adc odn melee --to-the-end with one
// attacker.
const meleeEndSheetName = "Melee to the end"

// meleeEndModSlots is the number of Melee and of Morale Test modifier
// drop-downs per unit on the Melee to the end sheet.
const meleeEndModSlots = 3

// MeleeEndUnit is one unit of the Melee to the end sheet: its roster, its
// state, its Melee modifiers and its Morale Test modifiers (an attached
// headquarters among them).
type MeleeEndUnit struct {
	Quality         string // starting quality of the roster ("": VT)
	Percent         int    // strength in percent (0: 100)
	Hits            int    // boxes already checked
	Level           string // morale level id ("": the ruleset's second, Firm)
	MeleeModifiers  []string
	MeleeExtra      int
	MoraleModifiers []string
	MoraleExtra     int
}

// MeleeEndInputs are the Melee to the end sheet's inputs: one attacker
// against one defender, and the readings of 4.05 the sheet follows.
type MeleeEndInputs struct {
	Attacker, Defender MeleeEndUnit
	// Readings answers odn.ReadingLeaderKilledRetest and
	// odn.ReadingLeaderLossRemoved.
	Readings odn.ReadingSet
}

// MeleeEndSheetReadings are the readings the Melee to the end sheet has an
// input cell for. melee-end does not apply to one attacker.
var MeleeEndSheetReadings = []string{odn.ReadingLeaderKilledRetest, odn.ReadingLeaderLossRemoved}

// The rows of the Melee to the end sheet's inputs.
const (
	meQuality    = 5
	mePercent    = 6
	meHits       = 7
	meLevel      = 8
	meMeleeFirst = 9
	meMeleeExtra = meMeleeFirst + meleeEndModSlots
	meMoraleMod  = meMeleeExtra + 1
	meMoraleX    = meMoraleMod + meleeEndModSlots
	meReading    = meMoraleX + 1
	meCheck      = meReading + 2
	meRes        = meCheck + 2
)

// meleeEndBoxes is the most hit boxes a unit of the ruleset can have: a
// full-strength roster of the quality with the longest ladder. A Melee
// continues only while every unit is on the table, and every round that
// continues checks at least one box on each unit, so the sheet's states,
// one per number of boxes checked on each unit in the Melee, cover every
// round a Melee can last.
func meleeEndBoxes(rs *odn.Ruleset) (int, error) {
	most := 0
	for _, q := range rs.Qualities {
		l, err := rs.LadderFor(q.Code, 0, nil)
		if err != nil {
			return 0, err
		}
		most = max(most, l.TotalBoxes())
	}
	return most, nil
}

// meEffect is what a round of Melee does to one unit before its tests.
type meEffect struct {
	hits, levels int
	test, rout   bool
}

// meGroup is a set of Melee Table outcomes with the same effect on each
// unit: outcome o of a round is "tie", or band b won by one side.
type meGroup struct {
	eff   [2]meEffect // attacker, defender
	parts []meOutcome
}

type meOutcome struct {
	band int // index into rs.Melee.Results
	sign int // +1 attacker wins, -1 defender wins, 0 tie
}

// meleeEndGroups lists the round's outcomes grouped by their effects, as
// ResolveMeleeRun reads the Melee Table: the winner's and the loser's
// results, and at a spread of 0 both sides take the loser's result without
// a Rout.
func meleeEndGroups(rs *odn.Ruleset) []meGroup {
	var out []meGroup
	put := func(e [2]meEffect, o meOutcome) {
		for i := range out {
			if out[i].eff == e {
				out[i].parts = append(out[i].parts, o)
				return
			}
		}
		out = append(out, meGroup{eff: e, parts: []meOutcome{o}})
	}
	for b, band := range rs.Melee.Results {
		win := meEffect{hits: band.WinnerHits, test: band.WinnerTest}
		lose := meEffect{hits: band.LoserHits, levels: band.LoserLevels, test: band.LoserTest, rout: band.LoserRout}
		if band.From == 0 {
			tie := lose
			tie.rout = false
			put([2]meEffect{tie, tie}, meOutcome{b, 0})
		}
		put([2]meEffect{win, lose}, meOutcome{b, 1})
		put([2]meEffect{lose, win}, meOutcome{b, -1})
	}
	return out
}

// continues reports whether the effect can leave the unit in the Melee:
// no level lost and no Rout.
func (e meEffect) continues() bool { return e.levels == 0 && !e.rout }

// trivial reports an effect with nothing to roll: no hit, no level, no
// test and no Rout (the unit stays as it is).
func (e meEffect) trivial() bool { return e.hits == 0 && e.levels == 0 && !e.test && !e.rout }

// meleeEndSheet writes ResolveMeleeRun for one attacker and one defender in
// formulas: the Melee as a chain over the boxes checked on each unit and
// whether each unit's attached headquarters has been killed. Every
// continuing round checks at least one box on each unit, so the states form
// a grid of meleeEndBoxes by meleeEndBoxes numbers of hits, each reached at
// most once; each state's mass is the chance that a round is fought from
// it. Per state, the chance of each group of Melee Table outcomes comes
// from a table by the difference of the Melee Numbers; per unit, a table
// by boxes checked, headquarters and effect gives the chance that it
// fights on (keeping or losing its headquarters), ends at each level, is
// removed, or loses its headquarters in that round (4.05), from a table
// of the runs of Morale Tests (3.02(b),(c)). The Special result (Melee 5,
// p.10) raises a unit whose opponent of equal or better quality is routed.
func (c *calc) meleeEndSheet() {
	sh := meleeEndSheetName
	rs := c.rs
	in := c.opt.MeleeEnd
	s := &sheetWriter{f: c.f, sheet: sh}
	nl := len(rs.Morale.Levels)
	last := nl - 1
	live := nl - 1
	nq := len(rs.Qualities)
	green, firm := rs.MoraleLevelIndex("green"), rs.MoraleLevelIndex("firm")
	if green < 0 || firm < 0 {
		c.fail(fmt.Errorf("melee to the end: the ruleset needs the levels green and firm for the Special result"))
		return
	}
	B, err := meleeEndBoxes(rs)
	if err != nil {
		c.fail(err)
		return
	}
	hpf := rs.Morale.HitsPerFailedTest
	groups := meleeEndGroups(rs)
	for _, g := range groups {
		if g.eff[0].continues() && g.eff[1].continues() && (g.eff[0].hits < 1 || g.eff[1].hits < 1) {
			c.fail(fmt.Errorf("melee to the end: the sheet needs every round that continues to check a box on each unit"))
			return
		}
	}
	res := rs.LeaderLoss.Results
	if len(res) < 2 || rs.LeaderLoss.Die <= 0 {
		c.fail(fmt.Errorf("melee to the end: the ruleset has no leader-loss table"))
		return
	}
	below, lossDie := res[len(res)-2].To, rs.LeaderLoss.Die

	c.sheetTop(s, "Melee to the end: one attacker against one defender (Melee 4-5, p.9-10; 3.02; 4.05)",
		"Change the green cells. Rounds of Melee are fought until a unit loses a Morale Level or fails a Morale Test; each round's results are followed by the Morale Tests they call for and the leader-loss roll of an attached headquarters; then the Special result. Every chance is exact.", 4)
	const lc = 30 // hidden lists
	readingList := map[string]string{}
	for ri, id := range MeleeEndSheetReadings {
		r, _ := odn.ReadingByID(id)
		for vi, v := range r.Values {
			s.set(lc+ri, 4+vi, v.ID)
		}
		readingList[id] = rng(sh, lc+ri, 4, lc+ri, 3+len(r.Values))
	}
	s.set(1, 4, "Inputs")
	s.set(2, 4, "Attacker")
	s.set(3, 4, "Defender")
	s.style(1, 4, 3, 4, c.st.heading)
	c.label(s, meQuality, "Roster: starting quality")
	c.label(s, mePercent, "Roster: strength in % of full strength")
	c.label(s, meHits, "Hit boxes already checked")
	c.label(s, meLevel, "Morale level now (it gives its Melee modifier)")
	for i := 0; i < meleeEndModSlots; i++ {
		c.label(s, meMeleeFirst+i, fmt.Sprintf("Melee modifier %d (terrain, formation...)", i+1))
		c.label(s, meMoraleMod+i, fmt.Sprintf("Morale Test modifier %d (an attached headquarters: one only, p.13)", i+1))
	}
	c.label(s, meMeleeExtra, "Any other Melee modifier")
	c.label(s, meMoraleX, "Any other Morale Test modifier")
	s.set(4, meQuality, "This sheet follows one attacker against one defender, each of a fixed quality, with no Fire as the attacker charges. Several attackers (and the readings melee-end and the shared die), the defender's Fire at the first attacker and the quality for the day (p.14): adc odn melee --to-the-end, or the editor's Melee to the end form.")
	s.merge(4, meQuality, 4, meMeleeExtra)
	s.style(4, meQuality, 4, meMeleeExtra, c.st.note)
	readingCell := map[string]string{}
	for ri, id := range MeleeEndSheetReadings {
		r, _ := odn.ReadingByID(id)
		row := meReading + ri
		c.label(s, row, fmt.Sprintf("Reading %s (%s): %s", id, r.Rule, r.Question))
		s.height(row, 96)
		v := in.Readings.Get(id)
		if err := (odn.ReadingSet{}).Set(id, v); err != nil {
			c.fail(err)
		}
		c.input(s, 2, row, v, readingList[id], 0, 0)
		readingCell[id] = absCell(2, row)
	}
	retest := fmt.Sprintf(`IF(%s="yes",1,0)`, readingCell[odn.ReadingLeaderKilledRetest])
	rollRemoved := fmt.Sprintf(`IF(%s="roll",1,0)`, readingCell[odn.ReadingLeaderLossRemoved])

	// Melee modifiers named after a Morale Level: the level input gives
	// that modifier (p.9), so they are refused, as adc odn refuses them.
	var levelMods []string
	var addLabel string
	for _, m := range rs.Melee.Modifiers {
		if rs.MoraleLevelIndex(m.ID) >= 0 {
			levelMods = append(levelMods, lookupLabel(m.Label))
		}
		if m.ID == "additional-unit" {
			addLabel = lookupLabel(m.Label)
		}
	}

	// Per unit: the inputs, the hidden checks and the "safe" values the
	// hidden tables use (valid inputs, or harmless ones while an input is
	// invalid, so that no hidden cell shows a spreadsheet error).
	type side struct {
		col                                 int    // input column
		qrow, pct, total, hits, level, rank string // safe values
		melee, fixed, hq, hqOn              string
		eq                                  []string // 1 when the level is level i
		check                               string
		alive, pass, mn                     string // by absolute hits (ranges)
		p                                   [2]string
		e                                   [2][]string // [m][i]: E by hits (rows) and level (columns)
		caseCol, caseRow                    map[[2]int]int
		hb                                  int
		cum, codes                          string
	}
	units := []MeleeEndUnit{in.Attacker, in.Defender}
	sides := make([]*side, 2)
	// The tables sit in bands of hidden columns below the printed page,
	// at most maxBand columns wide: a narrow sheet reads fast.
	const maxBand = 32
	bandRow, bandH, bandCol := 64, 0, lc
	block := func(w, h int) (int, int) {
		if bandCol+w > lc+maxBand && bandCol > lc {
			bandRow, bandH, bandCol = bandRow+bandH+1, 0, lc
		}
		c0, r0 := bandCol, bandRow
		bandCol += w
		bandH = max(bandH, h)
		return c0, r0
	}
	HB := B + 2 + hpf
	col := lc + 3
	alloc := func(n int) int { c0 := col; col += n; return c0 }
	for si, u := range units {
		sd := &side{col: 2 + si, caseCol: map[[2]int]int{}, caseRow: map[[2]int]int{}}
		sides[si] = sd
		cl := colName(sd.col)
		pct := u.Percent
		if pct == 0 {
			pct = 100
		}
		level := rs.Morale.Levels[1].Label
		if u.Level != "" {
			li := rs.MoraleLevelIndex(u.Level)
			if li < 0 || rs.Morale.Levels[li].Removed {
				c.fail(fmt.Errorf("melee to the end: unknown or final level %q", u.Level))
			} else {
				level = rs.Morale.Levels[li].Label
			}
		}
		c.input(s, sd.col, meQuality, c.qualityLabel(u.Quality, "VT"), c.qualLabels, 0, 0)
		c.input(s, sd.col, mePercent, pct, "", 1, 100)
		c.input(s, sd.col, meHits, u.Hits, "", 0, 200)
		c.input(s, sd.col, meLevel, lookupLabel(level), c.levelLive, 0, 0)
		if len(u.MeleeModifiers) > meleeEndModSlots || len(u.MoraleModifiers) > meleeEndModSlots {
			c.fail(fmt.Errorf("melee to the end: at most %d Melee and %d Morale Test modifiers per unit", meleeEndModSlots, meleeEndModSlots))
		}
		h := alloc(4) // hidden: melee value, melee over its limit, morale fixed, morale headquarters
		for i := 0; i < meleeEndModSlots; i++ {
			m := noneLabel
			if i < len(u.MeleeModifiers) {
				l, err := modLabel(rs.Melee.Modifiers, u.MeleeModifiers[i])
				c.fail(err)
				m = l
			}
			r := meMeleeFirst + i
			c.input(s, sd.col, r, m, c.meleeModLabels, 0, 0)
			x := fmt.Sprintf("%s%d", cl, r)
			known := fmt.Sprintf("COUNTIF(%s,%s)>0", c.meleeModLabels, x)
			match := fmt.Sprintf("MATCH(%s,%s,0)", x, c.meleeModLabels)
			s.formula(h, r, fmt.Sprintf(`IF(%s,%s,0)`, known, indexRow(c.meleeModValues, match)))
			s.formula(h+1, r, fmt.Sprintf(`IF(%s,IF(AND(%s>0,COUNTIF($%s$%d:$%s$%d,%s)>%s),1,0),0)`, known, indexRow(c.meleeModMax, match),
				cl, meMeleeFirst, cl, meMeleeFirst+meleeEndModSlots-1, x, indexRow(c.meleeModMax, match)))
			m = noneLabel
			if i < len(u.MoraleModifiers) {
				l, err := modLabel(rs.Morale.Modifiers, u.MoraleModifiers[i])
				c.fail(err)
				m = l
			}
			r = meMoraleMod + i
			c.input(s, sd.col, r, m, c.moraleModLabels, 0, 0)
			x = fmt.Sprintf("%s%d", cl, r)
			known = fmt.Sprintf("COUNTIF(%s,%s)>0", c.moraleModLabels, x)
			match = fmt.Sprintf("MATCH(%s,%s,0)", x, c.moraleModLabels)
			isHQ := indexRow(c.moraleModHQ, match) + "=1"
			s.formula(h+2, r, fmt.Sprintf(`IF(%s,IF(%s,0,%s),0)`, known, isHQ, indexRow(c.moraleModValues, match)))
			s.formula(h+3, r, fmt.Sprintf(`IF(%s,IF(%s,%s,0),0)`, known, isHQ, indexRow(c.moraleModValues, match)))
		}
		c.input(s, sd.col, meMeleeExtra, u.MeleeExtra, "", -20, 20)
		c.input(s, sd.col, meMoraleX, u.MoraleExtra, "", -20, 20)
		mRange := func(hc, r0 int) string {
			return fmt.Sprintf("$%s$%d:$%s$%d", colName(hc), r0, colName(hc), r0+meleeEndModSlots-1)
		}
		slots := func(r0 int) string { return fmt.Sprintf("$%s$%d:$%s$%d", cl, r0, cl, r0+meleeEndModSlots-1) }

		// Scalars, one per row of a hidden column.
		sc := alloc(1)
		row := 5
		scalar := func(f string) string {
			s.formula(sc, row, f)
			ref := absCell(sc, row)
			row++
			return ref
		}
		q, p, hitsIn, lv := fmt.Sprintf("$%s$%d", cl, meQuality), fmt.Sprintf("$%s$%d", cl, mePercent), fmt.Sprintf("$%s$%d", cl, meHits), fmt.Sprintf("$%s$%d", cl, meLevel)
		qOK := fmt.Sprintf("COUNTIF(%s,%s)>0", c.qualLabels, q)
		pOK := fmt.Sprintf("AND(%s>=1,%s<=100,INT(%s)=%s)", p, p, p, p)
		lOK := fmt.Sprintf("COUNTIF(%s,%s)>0", c.levelLive, lv)
		sd.qrow = scalar(fmt.Sprintf("IF(%s,MATCH(%s,%s,0),1)", qOK, q, c.qualLabels))
		sd.pct = scalar(fmt.Sprintf("IF(%s,%s,100)", pOK, p))
		// The unit's ladder (Unit roster, p.3; Understrength units, p.4):
		// per row its quality code, Pass Number, boxes and boxes spent.
		lad := alloc(4)
		lost := fmt.Sprintf("INT((100-%s)/%s)", sd.pct, c.stepPct)
		for k := 0; k < nq; k++ {
			r := 5 + k
			s.formula(lad, r, fmt.Sprintf(`INDEX(%s,%s,%d)&""`, c.chainCode, sd.qrow, k+1))
			s.formula(lad+1, r, fmt.Sprintf(`IF(%s="",0,INDEX(%s,%s,%d))`, cell(lad, r), c.chainPass, sd.qrow, k+1))
			s.formula(lad+2, r, fmt.Sprintf(`IF(%s="",0,MAX(%s,INDEX(%s,%s,%d)-%s,0))`, cell(lad, r), c.minBoxes, c.chainBoxes, sd.qrow, k+1, lost))
			prev := "0"
			if k > 0 {
				prev = cell(lad+3, r-1)
			}
			s.formula(lad+3, r, fmt.Sprintf(`IF(%s="",99999,%s+%s)`, cell(lad, r), prev, cell(lad+2, r)))
		}
		codes := lrng(lad, 5, lad, 4+nq)
		passes := lrng(lad+1, 5, lad+1, 4+nq)
		sd.cum = lrng(lad+3, 5, lad+3, 4+nq)
		sd.codes = codes
		sd.total = scalar(fmt.Sprintf("SUM(%s)", lrng(lad+2, 5, lad+2, 4+nq)))
		hOK := fmt.Sprintf("AND(%s>=0,INT(%s)=%s,%s<%s)", hitsIn, hitsIn, hitsIn, hitsIn, sd.total)
		sd.hits = scalar(fmt.Sprintf("IF(%s,%s,0)", hOK, hitsIn))
		sd.level = scalar(fmt.Sprintf("IF(%s,MATCH(%s,%s,0)-1,%d)", lOK, lv, c.levelLabels, 1))
		// The quality row the unit starts on, for the Special result
		// (its index in the Qualities list, best first).
		startRow := fmt.Sprintf(`COUNTIF(%s,"<="&%s)+1`, sd.cum, sd.hits)
		sd.rank = scalar(fmt.Sprintf(`IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0),%d)`, c.qualCodes, indexRow(codes, startRow), indexRow(codes, startRow), c.qualCodes, nq+1))
		sd.melee = scalar(fmt.Sprintf("SUM(%s)+IF(INT(%s)=%s,%s,0)+%s", mRange(h, meMeleeFirst), cl+fmt.Sprint(meMeleeExtra), cl+fmt.Sprint(meMeleeExtra), cl+fmt.Sprint(meMeleeExtra), indexRow(c.levelMeleeMod, sd.level+"+1")))
		sd.fixed = scalar(fmt.Sprintf("SUM(%s)+IF(INT(%s)=%s,%s,0)", mRange(h+2, meMoraleMod), cl+fmt.Sprint(meMoraleX), cl+fmt.Sprint(meMoraleX), cl+fmt.Sprint(meMoraleX)))
		sd.hq = scalar(fmt.Sprintf("MAX(%s)", mRange(h+3, meMoraleMod)))
		sd.hqOn = scalar(fmt.Sprintf("IF(%s<>0,1,0)", sd.hq))
		for i := 0; i < live; i++ {
			sd.eq = append(sd.eq, scalar(fmt.Sprintf("IF(%s=%d,1,0)", sd.level, i)))
		}
		// The check, first failing input first.
		var lvl []string
		for _, l := range levelMods {
			lvl = append(lvl, fmt.Sprintf("COUNTIF(%s,%q)", slots(meMeleeFirst), l))
		}
		lvlCount := "0"
		if len(lvl) > 0 {
			lvlCount = strings.Join(lvl, "+")
		}
		addCount := "0"
		if addLabel != "" {
			addCount = fmt.Sprintf("COUNTIF(%s,%q)", slots(meMeleeFirst), addLabel)
		}
		xm, xo := cl+fmt.Sprint(meMeleeExtra), cl+fmt.Sprint(meMoraleX)
		checks := []struct{ bad, msg string }{
			{fmt.Sprintf("COUNTIF(%s,%s)=0", c.qualLabels, q), "No: choose the quality from the list"},
			{fmt.Sprintf("OR(%s<1,%s>100,INT(%s)<>%s)", p, p, p, p), "No: the strength is a whole percent, 1 to 100"},
			{fmt.Sprintf("OR(%s<0,INT(%s)<>%s)", hitsIn, hitsIn, hitsIn), "No: hits are a whole number, 0 or more"},
			{fmt.Sprintf("%s>=%s", hitsIn, sd.total), "No: every hit box is checked: the unit is removed"},
			{fmt.Sprintf("COUNTIF(%s,%s)=0", c.levelLive, lv), "No: choose the Morale level from the list"},
			{lvlCount + ">0", "No: the Morale level gives its Melee modifier (p.9); choose no level among the Melee modifiers"},
			{addCount + ">0", "No: one attacker has no additional units; choose no such modifier"},
			{fmt.Sprintf("SUM(%s)>0", mRange(h+1, meMeleeFirst)), "No: too many of one Melee modifier"},
			{fmt.Sprintf("OR(INT(%s)<>%s,INT(%s)<>%s)", xm, xm, xo, xo), "No: any other modifier is a whole number"},
			{fmt.Sprintf(`COUNTIF(%s,"<>0")>%d`, mRange(h+3, meMoraleMod), rs.Headquarters.MaxAttached), "No: " + moraleHQError(rs.Headquarters.MaxAttached)},
		}
		f := `"Yes"`
		for i := len(checks) - 1; i >= 0; i-- {
			f = fmt.Sprintf(`IF(%s,"%s",%s)`, checks[i].bad, checks[i].msg, f)
		}
		sd.check = c.out(s, sd.col, meCheck, f, c.st.text)

		// By absolute hits H: on the table, Pass Number, Melee Number.
		hc, hb := block(3, HB+1)
		for H := 0; H <= HB; H++ {
			r := hb + H
			s.formula(hc, r, fmt.Sprintf("IF(%d<%s,1,0)", H, sd.total))
			rowOf := fmt.Sprintf(`COUNTIF(%s,"<="&%d)+1`, sd.cum, H)
			s.formula(hc+1, r, fmt.Sprintf("IF(%s=1,%s,0)", cell(hc, r), indexRow(passes, fmt.Sprintf("MIN(%s,%d)", rowOf, nq))))
			code := indexRow(codes, fmt.Sprintf("MIN(%s,%d)", rowOf, nq))
			qi := fmt.Sprintf("IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0),1)", c.qualCodes, code, code, c.qualCodes)
			inRow := fmt.Sprintf("(%d-IF(%s=1,0,%s))", H, rowOf, indexRow(sd.cum, fmt.Sprintf("MAX(%s-1,1)", rowOf)))
			after := indexRow(c.qualAfterHits, qi)
			base := fmt.Sprintf("IF(AND(%s>0,%s>=%s),%s,%s)", after, inRow, after, indexRow(c.qualAfterMelee, qi), indexRow(c.qualMelee, qi))
			s.formula(hc+2, r, fmt.Sprintf("IF(%s=1,%s,0)+%s", cell(hc, r), base, sd.melee))
		}
		sd.alive, sd.pass, sd.mn = lrng(hc, hb, hc, hb+HB), lrng(hc+1, hb, hc+1, hb+HB), lrng(hc+2, hb, hc+2, hb+HB)
		sd.hb = HB
		// The runs of Morale Tests (3.02(b),(c)) from H hits at level L,
		// with the headquarters' bonus (m = 1) or without (m = 0): the
		// chance p to pass a test, and E(i), the chance the run ends
		// passing at level i. A column per level, the last (Rout) all 0.
		for m := 0; m < 2; m++ {
			pc, pb := block(nl, HB+1)
			for L := 0; L < nl; L++ {
				for H := 0; H <= HB; H++ {
					r := pb + H
					if L == last {
						s.set(pc+L, r, 0)
						continue
					}
					mod := fmt.Sprintf("%s+%s", sd.fixed, indexRow(c.levelTestMod, fmt.Sprint(L+1)))
					if m == 1 {
						mod += "+" + sd.hq
					}
					s.formula(pc+L, r, fmt.Sprintf("IF(%s=1,MAX(0,MIN(%s,%s+1-(%s-(%s))))/%s,0)", cell(hc, hb+H), c.moraleDie, c.moraleDie, cell(hc+1, hb+H), mod, c.moraleDie))
				}
			}
			sd.p[m] = lrng(pc, pb, pc+nl-1, pb+HB)
			for i := 0; i < live; i++ {
				ec, eb := block(nl, HB+1)
				for L := 0; L < nl; L++ {
					for H := 0; H <= HB; H++ {
						r := eb + H
						switch {
						case L > i || L == last:
							s.set(ec+L, r, 0)
						case L == i:
							s.formula(ec+L, r, cell(pc+L, pb+H))
						case H+hpf > HB:
							s.set(ec+L, r, 0)
						default:
							s.formula(ec+L, r, fmt.Sprintf("%s*(1-%s)*%s", cell(hc, hb+H), cell(pc+L, pb+H), cell(ec+L+1, r+hpf)))
						}
					}
				}
				sd.e[m] = append(sd.e[m], lrng(ec, eb, ec+nl-1, eb+HB))
			}
		}
	}
	// qual[si]: 1 when the other unit is of equal or better quality at
	// the start, so its Rout raises unit si (Special, Melee 5, p.10).
	qual := make([]string, 2)
	qc := alloc(1)
	for si := range sides {
		s.formula(qc, 5+si, fmt.Sprintf("IF(%s<=%s,1,0)", sides[1-si].rank, sides[si].rank))
		qual[si] = absCell(qc, 5+si)
	}
	valid := fmt.Sprintf(`AND(%s="Yes",%s="Yes")`, sides[0].check, sides[1].check)

	// Per unit, per boxes checked x beyond its start (rows), headquarters
	// killed before (f) and effect: the round's outcome for the unit.
	var effs []meEffect
	type caseCells struct {
		c0, c1, rem, kil string
		y                []string
	}
	caseAt := func(si, x, f int, e meEffect) caseCells {
		// Effects with nothing to roll need no table.
		if e.trivial() {
			cc := caseCells{c0: "0", c1: "0", rem: "0", kil: "0"}
			if f == 0 {
				cc.c0 = "1"
			} else {
				cc.c1 = "1"
			}
			cc.y = append([]string{}, sides[si].eq...)
			return cc
		}
		if e.rout && e.hits == 0 && e.levels == 0 {
			cc := caseCells{c0: "0", c1: "0", rem: "1", kil: "0"}
			for range live {
				cc.y = append(cc.y, "0")
			}
			return cc
		}
		ei := 0
		for ei < len(effs) && effs[ei] != e {
			ei++
		}
		k := [2]int{f, ei}
		base := sides[si].caseCol[k]
		r := sides[si].caseRow[k] + x
		cc := caseCells{c0: cell(base+3, r), c1: cell(base+4, r), rem: cell(base+5+live, r), kil: cell(base+6+live, r)}
		for i := 0; i < live; i++ {
			cc.y = append(cc.y, cell(base+5+i, r))
		}
		return cc
	}
	for _, g := range groups {
		for _, e := range g.eff {
			if e.trivial() || e.rout && e.hits == 0 && e.levels == 0 {
				continue
			}
			seen := false
			for _, x := range effs {
				seen = seen || x == e
			}
			if !seen {
				effs = append(effs, e)
			}
		}
	}
	for si, sd := range sides {
		for ei, e := range effs {
			dice := e.levels + (e.hits+1)/2
			for f := 0; f < 2; f++ {
				base, cb := block(7+live, B)
				sd.caseCol[[2]int{f, ei}] = base
				sd.caseRow[[2]int{f, ei}] = cb
				for x := 0; x < B; x++ {
					r := cb + x
					H := fmt.Sprintf("(%s+%d)", sd.hits, x+e.hits)
					L := fmt.Sprintf("(%s+%d)", sd.level, e.levels)
					hrow := fmt.Sprintf("MIN(%s,%d)+1", H, HB)
					nrow := fmt.Sprintf("MIN(%s+%d,%d)+1", H, hpf, HB)
					lcol := fmt.Sprintf("MIN(%s,%d)+1", L, last)
					ncol := fmt.Sprintf("MIN(%s+1,%d)+1", L, last)
					on := "0"
					if f == 0 {
						on = sd.hqOn
					}
					removedNow := fmt.Sprintf("OR(%s>=%s,%s>=%d)", H, sd.total, L, last)
					if e.rout {
						removedNow = "1=1"
					}
					// p1: the first test, with the bonus while the
					// headquarters is there; pR: a test without it.
					mOn := "INDEX(" + sd.p[0] + "," + hrow + "," + lcol + ")"
					if f == 0 {
						mOn = fmt.Sprintf("IF(%s=1,INDEX(%s,%s,%s),%s)", on, sd.p[1], hrow, lcol, mOn)
					}
					p1, pR, K := cell(base, r), cell(base+1, r), cell(base+2, r)
					s.formula(base, r, mOn)
					s.formula(base+1, r, fmt.Sprintf("INDEX(%s,%s,%s)", sd.p[0], hrow, lcol))
					if dice == 0 || f == 1 {
						s.set(base+2, r, 0)
					} else {
						s.formula(base+2, r, fmt.Sprintf("%s*(1-(%d/%d)^%d)", on, below, lossDie, dice))
					}
					// En(m, i): the run after a failed first test.
					en := func(m, i int) string {
						if m == 1 {
							return fmt.Sprintf("IF(%s=1,INDEX(%s,%s,%s),INDEX(%s,%s,%s))", on, sd.e[1][i], nrow, ncol, sd.e[0][i], nrow, ncol)
						}
						return fmt.Sprintf("INDEX(%s,%s,%s)", sd.e[0][i], nrow, ncol)
					}
					stay := "1"
					if e.levels > 0 {
						stay = "0"
					}
					atL := func(i int) string { return fmt.Sprintf("IF(%s=%d,1,0)", L, i) }
					var c0, c1 string
					ends := make([]string, live)
					if e.test {
						// Kept: pass -> on (or end at L); fail -> run with the bonus.
						// Killed: pass -> (retest: a run without it) or on; fail -> run without.
						c0 = fmt.Sprintf("(1-%s)*%s*%s", K, p1, stay)
						c1 = fmt.Sprintf("%s*%s*IF(%s=1,%s,1)*%s", K, p1, retest, pR, stay)
						for i := 0; i < live; i++ {
							lv := ""
							if e.levels > 0 {
								lv = fmt.Sprintf("%s*%s+", p1, atL(i))
							}
							kl := ""
							if e.levels > 0 {
								kl = fmt.Sprintf("IF(%s=1,%s,1)*%s", retest, pR, atL(i)) + "+"
							}
							ends[i] = fmt.Sprintf("(1-%s)*(%s(1-%s)*%s)+%s*(%s*(%sIF(%s=1,(1-%s)*%s,0))+(1-%s)*%s)",
								K, lv, p1, en(1, i), K, p1, kl, retest, pR, en(0, i), p1, en(0, i))
						}
					} else {
						// No test: on, unless the leader is killed and,
						// with leader-killed-retest=yes, the unit tests.
						c0 = fmt.Sprintf("(1-%s)*%s", K, stay)
						c1 = fmt.Sprintf("%s*IF(%s=1,%s,1)*%s", K, retest, pR, stay)
						for i := 0; i < live; i++ {
							lv := ""
							if e.levels > 0 {
								lv = fmt.Sprintf("(1-%s)*%s+%s*IF(%s=1,%s,1)*%s+", K, atL(i), K, retest, pR, atL(i))
							}
							ends[i] = fmt.Sprintf("%s%s*IF(%s=1,(1-%s)*%s,0)", lv, K, retest, pR, en(0, i))
						}
					}
					if f == 1 {
						c1 = fmt.Sprintf("(%s)+(%s)", c0, c1)
						c0 = "0"
					}
					s.formula(base+3, r, fmt.Sprintf("IF(%s,0,%s)", removedNow, c0))
					s.formula(base+4, r, fmt.Sprintf("IF(%s,0,%s)", removedNow, c1))
					var ys []string
					for i := 0; i < live; i++ {
						// Y(i): where it ends when the Melee ends: its own
						// ends, and fighting on at its level.
						s.formula(base+5+i, r, fmt.Sprintf("IF(%s,0,%s)+%s*(%s+%s)", removedNow, ends[i], sides[si].eq[i], cell(base+3, r), cell(base+4, r)))
						ys = append(ys, cell(base+5+i, r))
					}
					s.formula(base+5+live, r, fmt.Sprintf("1-SUM(%s:%s)", ys[0], ys[live-1]))
					s.formula(base+6+live, r, fmt.Sprintf("IF(%s,%s,1)*%s", removedNow, rollRemoved, K))
				}
			}
		}
	}

	// The chance of each group of outcomes by the difference N of the
	// Melee Numbers (attacker - defender): beyond +-K every roll falls in
	// the last band.
	die := rs.Melee.Die
	lastFrom := 0
	for _, b := range rs.Melee.Results {
		lastFrom = max(lastFrom, b.From)
	}
	K := lastFrom + die - 1
	dc, db := block(2, 2*die-1)
	for r := 1 - die; r <= die-1; r++ {
		row := db + r + die - 1
		s.set(dc, row, r)
		s.formula(dc+1, row, fmt.Sprintf("%s-ABS(%s)", c.meleeDie, cell(dc, row)))
	}
	dr, dw := lrng(dc, db, dc, db+2*die-2), lrng(dc+1, db, dc+1, db+2*die-2)
	nc, nb := block(1+len(groups), 2*K+1)
	for j := 0; j <= 2*K; j++ {
		row := nb + j
		s.set(nc, row, j-K)
		n := cell(nc, row)
		for gi, g := range groups {
			var parts []string
			for _, o := range g.parts {
				from, to := indexRow(c.bandFrom, fmt.Sprint(o.band+1)), indexRow(c.bandTo, fmt.Sprint(o.band+1))
				d := fmt.Sprintf("(%s+%s)", dr, n)
				switch o.sign {
				case 1:
					parts = append(parts, fmt.Sprintf("SUMPRODUCT((%s>0)*(%s>=%s)*(%s<=%s)*%s)", d, d, from, d, to, dw))
				case -1:
					parts = append(parts, fmt.Sprintf("SUMPRODUCT((%s<0)*(%s<=-%s)*(%s>=-%s)*%s)", d, d, from, d, to, dw))
				default:
					parts = append(parts, fmt.Sprintf("SUMPRODUCT((%s=0)*%s)", d, dw))
				}
			}
			s.formula(nc+1+gi, row, fmt.Sprintf("(%s)/(%s*%s)", strings.Join(parts, "+"), c.meleeDie, c.meleeDie))
		}
	}
	ntab := func(gi int) string { return lrng(nc+1+gi, nb, nc+1+gi, nb+2*K) }

	// The states: boxes checked beyond the start (x on the attacker, y on
	// the defender), every pair a continuing round can reach.
	type pair struct{ x, y int }
	var steps []pair
	var cont []int
	for gi, g := range groups {
		if g.eff[0].continues() && g.eff[1].continues() {
			cont = append(cont, gi)
			steps = append(steps, pair{g.eff[0].hits, g.eff[1].hits})
		}
	}
	at := map[pair]int{{0, 0}: 0}
	order := []pair{{0, 0}}
	for i := 0; i < len(order); i++ {
		for _, st := range steps {
			n := pair{order[i].x + st.x, order[i].y + st.y}
			if _, ok := at[n]; !ok && n.x < B && n.y < B {
				at[n] = len(order)
				order = append(order, n)
			}
		}
	}
	gc, gb := block(3+len(groups)+4, len(order))
	type weightKey struct {
		si, f int
		e     meEffect
		x     int
	}
	weights := map[weightKey][][3]string{}
	gP := gc + 3
	gM := gP + len(groups)
	rowOf := func(p pair) int { return gb + at[p] }
	mass := func(p pair, fa, fd int) string { return cell(gM+2*fa+fd, rowOf(p)) }
	prob := func(p pair, gi int) string { return cell(gP+gi, rowOf(p)) }
	cc := func(x caseCells, g int) string {
		if g == 0 {
			return x.c0
		}
		return x.c1
	}
	for _, p := range order {
		r := rowOf(p)
		s.set(gc, r, p.x)
		s.set(gc+1, r, p.y)
		a := fmt.Sprintf("INDEX(%s,MIN(%s+%d,%d)+1,1)", sides[0].mn, sides[0].hits, p.x, HB)
		d := fmt.Sprintf("INDEX(%s,MIN(%s+%d,%d)+1,1)", sides[1].mn, sides[1].hits, p.y, HB)
		s.formula(gc+2, r, fmt.Sprintf("MIN(MAX(%s-%s,-%d),%d)+%d", a, d, K, K, K+1))
		for gi := range groups {
			s.formula(gP+gi, r, fmt.Sprintf("INDEX(%s,%s,1)", ntab(gi), cell(gc+2, r)))
		}
		for ga := 0; ga < 2; ga++ {
			for gd := 0; gd < 2; gd++ {
				var terms []string
				if p == (pair{0, 0}) {
					if ga == 0 && gd == 0 {
						terms = append(terms, fmt.Sprintf("IF(%s,1,0)", valid))
					}
				} else {
					for k, gi := range cont {
						q := pair{p.x - steps[k].x, p.y - steps[k].y}
						if _, ok := at[q]; !ok {
							continue
						}
						g := groups[gi]
						for fa := 0; fa <= ga; fa++ {
							for fd := 0; fd <= gd; fd++ {
								t := mulExpr(mass(q, fa, fd), prob(q, gi), cc(caseAt(0, q.x, fa, g.eff[0]), ga), cc(caseAt(1, q.y, fd, g.eff[1]), gd))
								if t != "0" {
									terms = append(terms, t)
								}
							}
						}
					}
				}
				f := "0"
				if len(terms) > 0 {
					f = strings.Join(terms, "+")
				}
				s.formula(gM+2*ga+gd, r, f)
			}
		}
		// What each unit's case of this round weighs: alpha, the chance
		// of the round; beta, times the other unit's removal; gamma,
		// times the other unit fighting on.
		for gi, g := range groups {
			for fa := 0; fa < 2; fa++ {
				for fd := 0; fd < 2; fd++ {
					w := mulExpr(mass(p, fa, fd), prob(p, gi))
					f := [2]int{fa, fd}
					xy := [2]int{p.x, p.y}
					for si := 0; si < 2; si++ {
						other := caseAt(1-si, xy[1-si], f[1-si], g.eff[1-si])
						k := weightKey{si, f[si], g.eff[si], xy[si]}
						weights[k] = append(weights[k], [3]string{w, mulExpr(w, other.rem), mulExpr(w, parens(sumExpr(other.c0, other.c1)))})
					}
				}
			}
		}
	}
	// The weights by unit, headquarters and effect, one row per x, beside
	// the unit's cases; then where each unit ends is a sum of products.
	level := [2][]string{make([]string, live), make([]string, live)}
	var rem, kil [2][]string
	sp := func(a, b string) string { return fmt.Sprintf("SUMPRODUCT(%s,%s)", a, b) }
	for si := 0; si < 2; si++ {
		done := map[meEffect]bool{}
		for _, g := range groups {
			e := g.eff[si]
			if done[e] {
				continue
			}
			done[e] = true
			for f := 0; f < 2; f++ {
				wc, wr := block(3, B)
				for x := 0; x < B; x++ {
					var col [3][]string
					for _, t := range weights[weightKey{si, f, e, x}] {
						for j := range col {
							if t[j] != "0" {
								col[j] = append(col[j], t[j])
							}
						}
					}
					for j := range col {
						s.formula(wc+j, wr+x, sumExpr(col[j]...))
					}
				}
				al, be, ga := lrng(wc, wr, wc, wr+B-1), lrng(wc+1, wr, wc+1, wr+B-1), lrng(wc+2, wr, wc+2, wr+B-1)
				beta := func(t string) string { return mulExpr(qual[si], t) }
				switch {
				case e.trivial():
					// It fights on at its level: ends there unless the
					// other fights on too, raised if the other is routed.
					for i := 0; i < live; i++ {
						var raised []string
						switch i {
						case green:
							raised = []string{sides[si].eq[firm]}
						case firm:
							raised = append(raised, sides[si].eq[firm+1:]...)
							raised = append(raised, "-"+sides[si].eq[firm])
						default:
							raised = []string{"-" + sides[si].eq[i]}
						}
						level[si][i] = sumExpr(level[si][i], mulExpr(sides[si].eq[i], "SUM("+al+")"), beta(mulExpr(parens(sumExpr(raised...)), "SUM("+be+")")), "-"+mulExpr(sides[si].eq[i], "SUM("+ga+")"))
					}
				case e.rout && e.hits == 0 && e.levels == 0:
					rem[si] = append(rem[si], "SUM("+al+")")
				default:
					k := [2]int{f, 0}
					for k[1] < len(effs) && effs[k[1]] != e {
						k[1]++
					}
					base, cr := sides[si].caseCol[k], sides[si].caseRow[k]
					colR := func(j int) string { return lrng(base+j, cr, base+j, cr+B-1) }
					y := func(i int) string { return colR(5 + i) }
					for i := 0; i < live; i++ {
						var raised []string
						switch i {
						case green:
							raised = []string{sp(y(firm), be)}
						case firm:
							for j := firm + 1; j < live; j++ {
								raised = append(raised, sp(y(j), be))
							}
							raised = append(raised, "-"+sp(y(firm), be))
						default:
							raised = []string{"-" + sp(y(i), be)}
						}
						level[si][i] = sumExpr(level[si][i], sp(y(i), al), beta(parens(sumExpr(raised...))), "-"+mulExpr(sides[si].eq[i], parens(sumExpr(sp(colR(3), ga), sp(colR(4), ga)))))
					}
					rem[si] = append(rem[si], sp(colR(5+live), al))
					kil[si] = append(kil[si], sp(colR(6+live), al))
				}
			}
		}
	}
	gr := fmt.Sprintf("$%%s$%d:$%%s$%d", gb, gb+len(order)-1)
	colSum := func(cn int) string { return fmt.Sprintf("SUM("+gr+")", colName(cn), colName(cn)) }

	// Results.
	ok := func(f string) string { return fmt.Sprintf(`IF(%s,%s,"%s")`, valid, f, seeError) }
	s.set(1, meRes, "Where each unit ends")
	s.set(2, meRes, "Attacker")
	s.set(3, meRes, "Defender")
	s.style(1, meRes, 3, meRes, c.st.heading)
	for i := 0; i < live; i++ {
		r := meRes + 1 + i
		s.formula(1, r, `"Ends at "&`+indexRow(c.levelLabels, fmt.Sprint(i+1)))
		s.style(1, r, 1, r, c.st.label)
		s.height(r, 20)
	}
	rr := meRes + 1 + live
	c.label(s, rr, "Removed (Rout, or every hit box checked)")
	c.label(s, rr+1, "Attached headquarters killed by a leader-loss roll (4.05)")
	c.label(s, rr+2, "Every chance added up (a check: 100%)")
	var byLevel [2][]string
	for si := 0; si < 2; si++ {
		for i := 0; i < live; i++ {
			byLevel[si] = append(byLevel[si], c.out(s, 2+si, meRes+1+i, ok(level[si][i]), c.st.outputPct))
		}
		c.book.MeleeEndRemoved[si] = c.out(s, 2+si, rr, ok(sumExpr(rem[si]...)), c.st.outputPct)
		c.book.MeleeEndKilled[si] = c.out(s, 2+si, rr+1, ok(sumExpr(kil[si]...)), c.st.outputPct)
		c.book.MeleeEndTotal[si] = c.out(s, 2+si, rr+2, ok(fmt.Sprintf("SUM(%s:%s)+%s", byLevel[si][0], byLevel[si][live-1], c.book.MeleeEndRemoved[si])), c.st.outputPct)
	}
	c.book.MeleeEndByLevel = byLevel
	c.label(s, rr+3, "Rounds of Melee fought, on average")
	var mcols []string
	for k := 0; k < 4; k++ {
		mcols = append(mcols, colSum(gM+k))
	}
	c.book.MeleeEndRounds = c.out(s, 2, rr+3, ok(strings.Join(mcols, "+")), c.st.new(&excelize.Style{Font: &excelize.Font{Size: 13, Bold: true}, Alignment: center(), Border: border(2), NumFmt: 2}))
	c.label(s, rr+4, "Inputs valid?")
	c.book.MeleeEndValid = c.out(s, 2, rr+4, fmt.Sprintf(`IF(%s,"Yes",IF(%s<>"Yes","Attacker: "&%s,"Defender: "&%s))`, valid, sides[0].check, sides[0].check, sides[1].check), c.st.text)
	c.label(s, rr+5, "Readings used")
	var parts []string
	for _, id := range MeleeEndSheetReadings {
		parts = append(parts, fmt.Sprintf(`"%s="&%s`, id, readingCell[id]))
	}
	c.out(s, 2, rr+5, strings.Join(parts, `&", "&`)+`&"; melee-end: one attacker, the same under all and fight-on"`, c.st.text)
	s.height(rr+4, 48)
	s.height(rr+5, 64)
	c.label(s, meCheck, "Inputs valid? (the results show the error until both say Yes)")
	s.height(meCheck, 64)
	s.width(1, 1, 44)
	s.width(2, 3, 24)
	s.width(4, 4, 36)
	s.do(func() error { return c.f.SetColVisible(sh, colName(lc)+":"+colName(max(col, lc+maxBand)+1), false) })
	cats := fmt.Sprintf("%s!$A$%d:$A$%d", quoteSheet(sh), meRes+1, rr)
	c.chart(s, cell(1, rr+7), "Where each unit ends", "", cats, []chartSeries{
		{fmt.Sprintf("%s!$B$%d", quoteSheet(sh), meRes), fmt.Sprintf("%s!$B$%d:$B$%d", quoteSheet(sh), meRes+1, rr), "1F3864"},
		{fmt.Sprintf("%s!$C$%d", quoteSheet(sh), meRes), fmt.Sprintf("%s!$C$%d:$C$%d", quoteSheet(sh), meRes+1, rr), "C00000"},
	})
	// As finishSheet, but the rows' heights are set above: autoHeights
	// would read every hidden cell of the sheet.
	c.fail(s.err)
	c.fail(pageSetup{paper: c.opt.Paper, lastCol: "D", lastRow: rr + 7 + chartRows, header: "ODN melee to the end", headerR: shortStamp(c.rs), onePage: true}.apply(c.f, sh))
	c.fail(c.f.ProtectSheet(sh, &excelize.SheetProtectionOptions{SelectLockedCells: true, SelectUnlockedCells: true, EditObjects: true}))
}

// lrng returns $A$2:$B$9, a range of the sheet the formula is on.
func lrng(c1, r1, c2, r2 int) string { return absCell(c1, r1) + ":" + absCell(c2, r2) }

// mulExpr multiplies formula terms: "0" if any is "0", without the "1"s.
func mulExpr(terms ...string) string {
	var out []string
	for _, t := range terms {
		switch t {
		case "0":
			return "0"
		case "1", "":
			continue
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return "1"
	}
	return strings.Join(out, "*")
}

// sumExpr adds formula terms, without the "0"s; a term may start with "-".
func sumExpr(terms ...string) string {
	var out []string
	for _, t := range terms {
		if t == "0" || t == "" || t == "-0" || t == "-(0)" {
			continue
		}
		if len(out) > 0 && !strings.HasPrefix(t, "-") {
			t = "+" + t
		}
		out = append(out, t)
	}
	if len(out) == 0 {
		return "0"
	}
	return strings.Join(out, "")
}

func parens(x string) string {
	if x == "0" || x == "1" || !strings.ContainsAny(x, "+-*") {
		return x
	}
	return "(" + x + ")"
}
