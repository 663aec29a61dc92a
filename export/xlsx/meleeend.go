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

// meSide is one unit of the Melee to the end sheet: its input column, the
// hidden cells of its "safe" values (valid inputs, or harmless ones while
// an input is invalid, so that no hidden cell shows a spreadsheet error),
// and its tables.
type meSide struct {
	col                                 int    // input column
	qrow, pct, total, hits, level, rank string // safe values
	melee, fixed, hq, hqOn              string
	eq                                  []string // 1 when the level is level i
	check                               string
	mn                                  string    // Melee Number by absolute hits
	hc, hb                              int       // the table by hits: column, row of H = 0
	p                                   [2]string // pass a test, by hits and level, without and with the bonus
	e                                   [2][]string
	caseCol, caseRow                    map[[2]int]int
	cum, codes, passes                  string
	h                                   int // hidden slot columns
}

// meCase is one unit's outcome of a round, as cells or constants.
type meCase struct {
	c0, c1, rem, kil string
	y                []string
}

type mePair struct{ x, y int }

type meWeightKey struct {
	si, f int
	e     meEffect
	x     int
}

// meleeEnd holds what the Melee to the end sheet's builders share.
type meleeEnd struct {
	c                          *calc
	s                          *sheetWriter
	sh                         string
	rs                         *odn.Ruleset
	in                         MeleeEndInputs
	nl, last, live, nq         int
	green, firm                int
	B, HB, hpf                 int
	groups                     []meGroup
	below, lossDie             int
	readingCell                map[string]string
	retest, rollRemoved, valid string
	levelMods                  []string
	addLabel                   string
	sides                      []*meSide
	qual                       []string
	effs                       []meEffect
	// Hidden cells: columns from lc + 3 in the top rows, then bands of
	// tables below the printed page, at most meMaxBand columns wide (a
	// narrow sheet reads fast).
	col, bandRow, bandH, bandCol int
	// The grid of states.
	order   []mePair
	at      map[mePair]int
	gM, gP  int
	gb      int
	weights map[meWeightKey][][3]string
}

const (
	meLists   = 30 // the first hidden column
	meMaxBand = 32
)

func (m *meleeEnd) alloc(n int) int { c0 := m.col; m.col += n; return c0 }

func (m *meleeEnd) block(w, h int) (int, int) {
	if m.bandCol+w > meLists+meMaxBand && m.bandCol > meLists {
		m.bandRow, m.bandH, m.bandCol = m.bandRow+m.bandH+1, 0, meLists
	}
	c0, r0 := m.bandCol, m.bandRow
	m.bandCol += w
	m.bandH = max(m.bandH, h)
	return c0, r0
}

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
	m, ok := c.newMeleeEnd()
	if !ok {
		return
	}
	m.top()
	units := []MeleeEndUnit{m.in.Attacker, m.in.Defender}
	for si, u := range units {
		sd := &meSide{col: 2 + si, caseCol: map[[2]int]int{}, caseRow: map[[2]int]int{}}
		m.sides = append(m.sides, sd)
		m.unitInputs(sd, u)
		m.unitScalars(sd)
		m.unitCheck(sd)
		m.hitsTable(sd)
		m.runTables(sd)
	}
	// qual[si]: 1 when the other unit is of equal or better quality at
	// the start, so its Rout raises unit si (Special, Melee 5, p.10).
	qc := m.alloc(1)
	for si := range m.sides {
		m.s.formula(qc, 5+si, fmt.Sprintf("IF(%s<=%s,1,0)", m.sides[1-si].rank, m.sides[si].rank))
		m.qual = append(m.qual, absCell(qc, 5+si))
	}
	m.valid = fmt.Sprintf(`AND(%s="Yes",%s="Yes")`, m.sides[0].check, m.sides[1].check)
	m.caseTables()
	ntab, K := m.outcomeTable()
	m.grid(ntab, K)
	level, rem, kil := m.weightBlocks()
	m.results(level, rem, kil)
}

// newMeleeEnd checks that the ruleset has what the sheet needs.
func (c *calc) newMeleeEnd() (*meleeEnd, bool) {
	rs := c.rs
	m := &meleeEnd{c: c, rs: rs, sh: meleeEndSheetName, in: c.opt.MeleeEnd, nl: len(rs.Morale.Levels), nq: len(rs.Qualities),
		readingCell: map[string]string{}, col: meLists + 3, bandRow: 64, bandCol: meLists, at: map[mePair]int{}, weights: map[meWeightKey][][3]string{}}
	m.s = &sheetWriter{f: c.f, sheet: m.sh}
	m.last, m.live = m.nl-1, m.nl-1
	m.green, m.firm = rs.MoraleLevelIndex("green"), rs.MoraleLevelIndex("firm")
	if m.green < 0 || m.firm < 0 {
		c.fail(fmt.Errorf("melee to the end: the ruleset needs the levels green and firm for the Special result"))
		return nil, false
	}
	var err error
	if m.B, err = meleeEndBoxes(rs); err != nil {
		c.fail(err)
		return nil, false
	}
	m.hpf = rs.Morale.HitsPerFailedTest
	m.HB = m.B + 2 + m.hpf
	m.groups = meleeEndGroups(rs)
	for _, g := range m.groups {
		if g.eff[0].continues() && g.eff[1].continues() && (g.eff[0].hits < 1 || g.eff[1].hits < 1) {
			c.fail(fmt.Errorf("melee to the end: the sheet needs every round that continues to check a box on each unit"))
			return nil, false
		}
	}
	res := rs.LeaderLoss.Results
	if len(res) < 2 || rs.LeaderLoss.Die <= 0 {
		c.fail(fmt.Errorf("melee to the end: the ruleset has no leader-loss table"))
		return nil, false
	}
	m.below, m.lossDie = res[len(res)-2].To, rs.LeaderLoss.Die
	// Melee modifiers named after a Morale Level: the level input gives
	// that modifier (p.9), so they are refused, as adc odn refuses them.
	for _, x := range rs.Melee.Modifiers {
		if rs.MoraleLevelIndex(x.ID) >= 0 {
			m.levelMods = append(m.levelMods, lookupLabel(x.Label))
		}
		if x.ID == "additional-unit" {
			m.addLabel = lookupLabel(x.Label)
		}
	}
	return m, true
}

// top writes the title, the labels of the inputs, the note on what the
// sheet leaves to adc odn, and the readings.
func (m *meleeEnd) top() {
	c, s, sh := m.c, m.s, m.sh
	c.sheetTop(s, "Melee to the end: one attacker against one defender (Melee 4-5, p.9-10; 3.02; 4.05)",
		"Change the green cells. Rounds of Melee are fought until a unit loses a Morale Level or fails a Morale Test; each round's results are followed by the Morale Tests they call for and the leader-loss roll of an attached headquarters; then the Special result. Every chance is exact.", 4)
	readingList := map[string]string{}
	for ri, id := range MeleeEndSheetReadings {
		r, _ := odn.ReadingByID(id)
		for vi, v := range r.Values {
			s.set(meLists+ri, 4+vi, v.ID)
		}
		readingList[id] = rng(sh, meLists+ri, 4, meLists+ri, 3+len(r.Values))
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
	for ri, id := range MeleeEndSheetReadings {
		r, _ := odn.ReadingByID(id)
		row := meReading + ri
		c.label(s, row, fmt.Sprintf("Reading %s (%s): %s", id, r.Rule, r.Question))
		s.height(row, 96)
		v := m.in.Readings.Get(id)
		if err := (odn.ReadingSet{}).Set(id, v); err != nil {
			c.fail(err)
		}
		c.input(s, 2, row, v, readingList[id], 0, 0)
		m.readingCell[id] = absCell(2, row)
	}
	m.retest = fmt.Sprintf(`IF(%s="yes",1,0)`, m.readingCell[odn.ReadingLeaderKilledRetest])
	m.rollRemoved = fmt.Sprintf(`IF(%s="roll",1,0)`, m.readingCell[odn.ReadingLeaderLossRemoved])
}

// unitInputs writes a unit's input cells and, in hidden columns, each
// modifier's value, a Melee modifier over its limit, and each Morale Test
// modifier's value, fixed or an attached headquarters' bonus.
func (m *meleeEnd) unitInputs(sd *meSide, u MeleeEndUnit) {
	c, s, rs := m.c, m.s, m.rs
	cl := colName(sd.col)
	pct, level := c.startingUnit("melee to the end", u.Percent, u.Level)
	c.input(s, sd.col, meQuality, c.qualityLabel(u.Quality, "VT"), c.qualLabels, 0, 0)
	c.input(s, sd.col, mePercent, pct, "", 1, 100)
	c.input(s, sd.col, meHits, u.Hits, "", 0, 200)
	c.input(s, sd.col, meLevel, lookupLabel(level), c.levelLive, 0, 0)
	if len(u.MeleeModifiers) > meleeEndModSlots || len(u.MoraleModifiers) > meleeEndModSlots {
		c.fail(fmt.Errorf("melee to the end: at most %d Melee and %d Morale Test modifiers per unit", meleeEndModSlots, meleeEndModSlots))
	}
	sd.h = m.alloc(4) // hidden: melee value, melee over its limit, morale fixed, morale headquarters
	h := sd.h
	pick := func(list []odn.Modifier, ids []string, i int) string {
		if i >= len(ids) {
			return noneLabel
		}
		l, err := modLabel(list, ids[i])
		c.fail(err)
		return l
	}
	for i := 0; i < meleeEndModSlots; i++ {
		r := meMeleeFirst + i
		c.input(s, sd.col, r, pick(rs.Melee.Modifiers, u.MeleeModifiers, i), c.meleeModLabels, 0, 0)
		x := fmt.Sprintf("%s%d", cl, r)
		known := fmt.Sprintf("COUNTIF(%s,%s)>0", c.meleeModLabels, x)
		match := fmt.Sprintf("MATCH(%s,%s,0)", x, c.meleeModLabels)
		s.formula(h, r, fmt.Sprintf(`IF(%s,%s,0)`, known, indexRow(c.meleeModValues, match)))
		s.formula(h+1, r, fmt.Sprintf(`IF(%s,IF(AND(%s>0,COUNTIF($%s$%d:$%s$%d,%s)>%s),1,0),0)`, known, indexRow(c.meleeModMax, match),
			cl, meMeleeFirst, cl, meMeleeFirst+meleeEndModSlots-1, x, indexRow(c.meleeModMax, match)))
		r = meMoraleMod + i
		c.input(s, sd.col, r, pick(rs.Morale.Modifiers, u.MoraleModifiers, i), c.moraleModLabels, 0, 0)
		x = fmt.Sprintf("%s%d", cl, r)
		known = fmt.Sprintf("COUNTIF(%s,%s)>0", c.moraleModLabels, x)
		match = fmt.Sprintf("MATCH(%s,%s,0)", x, c.moraleModLabels)
		isHQ := indexRow(c.moraleModHQ, match) + "=1"
		s.formula(h+2, r, fmt.Sprintf(`IF(%s,IF(%s,0,%s),0)`, known, isHQ, indexRow(c.moraleModValues, match)))
		s.formula(h+3, r, fmt.Sprintf(`IF(%s,IF(%s,%s,0),0)`, known, isHQ, indexRow(c.moraleModValues, match)))
	}
	c.input(s, sd.col, meMeleeExtra, u.MeleeExtra, "", -20, 20)
	c.input(s, sd.col, meMoraleX, u.MoraleExtra, "", -20, 20)
}

// slotRange is hidden column hc of a unit's modifier rows from r0.
func slotRange(hc, r0 int) string {
	return fmt.Sprintf("$%s$%d:$%s$%d", colName(hc), r0, colName(hc), r0+meleeEndModSlots-1)
}

func (sd *meSide) in(row int) string { return fmt.Sprintf("$%s$%d", colName(sd.col), row) }

// unitScalars writes a unit's safe values, one per row of a hidden column,
// and its ladder (Unit roster, p.3; Understrength units, p.4): per row its
// quality code, Pass Number, boxes and boxes spent.
func (m *meleeEnd) unitScalars(sd *meSide) {
	c, s := m.c, m.s
	sc := m.alloc(1)
	row := 5
	scalar := func(f string) string {
		s.formula(sc, row, f)
		ref := absCell(sc, row)
		row++
		return ref
	}
	q, p, hitsIn, lv := sd.in(meQuality), sd.in(mePercent), sd.in(meHits), sd.in(meLevel)
	sd.qrow = scalar(fmt.Sprintf("IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0),1)", c.qualLabels, q, q, c.qualLabels))
	sd.pct = scalar(fmt.Sprintf("IF(AND(%s>=1,%s<=100,INT(%s)=%s),%s,100)", p, p, p, p, p))
	lad := m.alloc(4)
	lost := fmt.Sprintf("INT((100-%s)/%s)", sd.pct, c.stepPct)
	for k := 0; k < m.nq; k++ {
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
	sd.codes = lrng(lad, 5, lad, 4+m.nq)
	sd.passes = lrng(lad+1, 5, lad+1, 4+m.nq)
	sd.cum = lrng(lad+3, 5, lad+3, 4+m.nq)
	sd.total = scalar(fmt.Sprintf("SUM(%s)", lrng(lad+2, 5, lad+2, 4+m.nq)))
	sd.hits = scalar(fmt.Sprintf("IF(AND(%s>=0,INT(%s)=%s,%s<%s),%s,0)", hitsIn, hitsIn, hitsIn, hitsIn, sd.total, hitsIn))
	sd.level = scalar(fmt.Sprintf("IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0)-1,%d)", c.levelLive, lv, lv, c.levelLabels, 1))
	// The quality row the unit starts on, for the Special result (its
	// index in the Qualities list, best first).
	startRow := fmt.Sprintf(`COUNTIF(%s,"<="&%s)+1`, sd.cum, sd.hits)
	sd.rank = scalar(fmt.Sprintf(`IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0),%d)`, c.qualCodes, indexRow(sd.codes, startRow), indexRow(sd.codes, startRow), c.qualCodes, m.nq+1))
	xm, xo := sd.in(meMeleeExtra), sd.in(meMoraleX)
	xm, xo = xm[1:2]+xm[3:], xo[1:2]+xo[3:]
	sd.melee = scalar(fmt.Sprintf("SUM(%s)+IF(INT(%s)=%s,%s,0)+%s", slotRange(sd.h, meMeleeFirst), xm, xm, xm, indexRow(c.levelMeleeMod, sd.level+"+1")))
	sd.fixed = scalar(fmt.Sprintf("SUM(%s)+IF(INT(%s)=%s,%s,0)", slotRange(sd.h+2, meMoraleMod), xo, xo, xo))
	sd.hq = scalar(fmt.Sprintf("MAX(%s)", slotRange(sd.h+3, meMoraleMod)))
	sd.hqOn = scalar(fmt.Sprintf("IF(%s<>0,1,0)", sd.hq))
	for i := 0; i < m.live; i++ {
		sd.eq = append(sd.eq, scalar(fmt.Sprintf("IF(%s=%d,1,0)", sd.level, i)))
	}
}

// unitCheck writes the unit's "Inputs valid?" cell: the first failing
// input, or Yes.
func (m *meleeEnd) unitCheck(sd *meSide) {
	c := m.c
	cl := colName(sd.col)
	slots := fmt.Sprintf("$%s$%d:$%s$%d", cl, meMeleeFirst, cl, meMeleeFirst+meleeEndModSlots-1)
	var lvl []string
	for _, l := range m.levelMods {
		lvl = append(lvl, fmt.Sprintf("COUNTIF(%s,%q)", slots, l))
	}
	lvlCount := "0"
	if len(lvl) > 0 {
		lvlCount = strings.Join(lvl, "+")
	}
	addCount := "0"
	if m.addLabel != "" {
		addCount = fmt.Sprintf("COUNTIF(%s,%q)", slots, m.addLabel)
	}
	q, p, hitsIn, lv := sd.in(meQuality), sd.in(mePercent), sd.in(meHits), sd.in(meLevel)
	xm, xo := cl+fmt.Sprint(meMeleeExtra), cl+fmt.Sprint(meMoraleX)
	maxHQ := m.rs.Headquarters.MaxAttached
	checks := []struct{ bad, msg string }{
		{fmt.Sprintf("COUNTIF(%s,%s)=0", c.qualLabels, q), "No: choose the quality from the list"},
		{fmt.Sprintf("OR(%s<1,%s>100,INT(%s)<>%s)", p, p, p, p), "No: the strength is a whole percent, 1 to 100"},
		{fmt.Sprintf("OR(%s<0,INT(%s)<>%s)", hitsIn, hitsIn, hitsIn), "No: hits are a whole number, 0 or more"},
		{fmt.Sprintf("%s>=%s", hitsIn, sd.total), "No: every hit box is checked: the unit is removed"},
		{fmt.Sprintf("COUNTIF(%s,%s)=0", c.levelLive, lv), "No: choose the Morale level from the list"},
		{lvlCount + ">0", "No: the Morale level gives its Melee modifier (p.9); choose no level among the Melee modifiers"},
		{addCount + ">0", "No: one attacker has no additional units; choose no such modifier"},
		{fmt.Sprintf("SUM(%s)>0", slotRange(sd.h+1, meMeleeFirst)), "No: too many of one Melee modifier"},
		{fmt.Sprintf("OR(INT(%s)<>%s,INT(%s)<>%s)", xm, xm, xo, xo), "No: any other modifier is a whole number"},
		{fmt.Sprintf(`COUNTIF(%s,"<>0")>%d`, slotRange(sd.h+3, meMoraleMod), maxHQ), "No: " + moraleHQError(maxHQ)},
	}
	f := `"Yes"`
	for i := len(checks) - 1; i >= 0; i-- {
		f = fmt.Sprintf(`IF(%s,"%s",%s)`, checks[i].bad, checks[i].msg, f)
	}
	sd.check = c.out(m.s, sd.col, meCheck, f, c.st.text)
}

// hitsTable writes, by absolute hits H, whether the unit is on the table,
// its Pass Number and its Melee Number (Old Guard 5/4 included).
func (m *meleeEnd) hitsTable(sd *meSide) {
	c, s := m.c, m.s
	hc, hb := m.block(3, m.HB+1)
	sd.hc, sd.hb = hc, hb
	for H := 0; H <= m.HB; H++ {
		r := hb + H
		s.formula(hc, r, fmt.Sprintf("IF(%d<%s,1,0)", H, sd.total))
		rowOf := fmt.Sprintf(`COUNTIF(%s,"<="&%d)+1`, sd.cum, H)
		s.formula(hc+1, r, fmt.Sprintf("IF(%s=1,%s,0)", cell(hc, r), indexRow(sd.passes, fmt.Sprintf("MIN(%s,%d)", rowOf, m.nq))))
		code := indexRow(sd.codes, fmt.Sprintf("MIN(%s,%d)", rowOf, m.nq))
		qi := fmt.Sprintf("IF(COUNTIF(%s,%s)>0,MATCH(%s,%s,0),1)", c.qualCodes, code, code, c.qualCodes)
		inRow := fmt.Sprintf("(%d-IF(%s=1,0,%s))", H, rowOf, indexRow(sd.cum, fmt.Sprintf("MAX(%s-1,1)", rowOf)))
		after := indexRow(c.qualAfterHits, qi)
		base := fmt.Sprintf("IF(AND(%s>0,%s>=%s),%s,%s)", after, inRow, after, indexRow(c.qualAfterMelee, qi), indexRow(c.qualMelee, qi))
		s.formula(hc+2, r, fmt.Sprintf("IF(%s=1,%s,0)+%s", cell(hc, r), base, sd.melee))
	}
	sd.mn = lrng(hc+2, hb, hc+2, hb+m.HB)
}

// runTables writes the runs of Morale Tests (3.02(b),(c)) from H hits at
// level L, with the headquarters' bonus (b = 1) or without (b = 0): the
// chance p to pass a test, and E(i), the chance the run ends passing at
// level i. A column per level, the last (Rout) all 0.
func (m *meleeEnd) runTables(sd *meSide) {
	c, s := m.c, m.s
	hc, hb, HB, nl := sd.hc, sd.hb, m.HB, m.nl
	for b := 0; b < 2; b++ {
		pc, pb := m.block(nl, HB+1)
		for L := 0; L < nl; L++ {
			for H := 0; H <= HB; H++ {
				r := pb + H
				if L == m.last {
					s.set(pc+L, r, 0)
					continue
				}
				mod := fmt.Sprintf("%s+%s", sd.fixed, indexRow(c.levelTestMod, fmt.Sprint(L+1)))
				if b == 1 {
					mod += "+" + sd.hq
				}
				s.formula(pc+L, r, fmt.Sprintf("IF(%s=1,MAX(0,MIN(%s,%s+1-(%s-(%s))))/%s,0)", cell(hc, hb+H), c.moraleDie, c.moraleDie, cell(hc+1, hb+H), mod, c.moraleDie))
			}
		}
		sd.p[b] = lrng(pc, pb, pc+nl-1, pb+HB)
		for i := 0; i < m.live; i++ {
			ec, eb := m.block(nl, HB+1)
			for L := 0; L < nl; L++ {
				for H := 0; H <= HB; H++ {
					r := eb + H
					switch {
					case L > i || L == m.last:
						s.set(ec+L, r, 0)
					case L == i:
						s.formula(ec+L, r, cell(pc+L, pb+H))
					case H+m.hpf > HB:
						s.set(ec+L, r, 0)
					default:
						s.formula(ec+L, r, fmt.Sprintf("%s*(1-%s)*%s", cell(hc, hb+H), cell(pc+L, pb+H), cell(ec+L+1, r+m.hpf)))
					}
				}
			}
			sd.e[b] = append(sd.e[b], lrng(ec, eb, ec+nl-1, eb+HB))
		}
	}
}

// caseAt is unit si's outcome of a round with effect e, x boxes beyond its
// start and its headquarters killed before (f = 1) or not.
func (m *meleeEnd) caseAt(si, x, f int, e meEffect) meCase {
	// Effects with nothing to roll need no table.
	if e.trivial() {
		cc := meCase{c0: "0", c1: "0", rem: "0", kil: "0"}
		if f == 0 {
			cc.c0 = "1"
		} else {
			cc.c1 = "1"
		}
		cc.y = append([]string{}, m.sides[si].eq...)
		return cc
	}
	if e.plainRout() {
		cc := meCase{c0: "0", c1: "0", rem: "1", kil: "0"}
		for range m.live {
			cc.y = append(cc.y, "0")
		}
		return cc
	}
	k := [2]int{f, m.effIndex(e)}
	base := m.sides[si].caseCol[k]
	r := m.sides[si].caseRow[k] + x
	cc := meCase{c0: cell(base+3, r), c1: cell(base+4, r), rem: cell(base+5+m.live, r), kil: cell(base+6+m.live, r)}
	for i := 0; i < m.live; i++ {
		cc.y = append(cc.y, cell(base+5+i, r))
	}
	return cc
}

// plainRout is a Rout with no hit and no level: the unit is removed.
func (e meEffect) plainRout() bool { return e.rout && e.hits == 0 && e.levels == 0 }

func (m *meleeEnd) effIndex(e meEffect) int {
	ei := 0
	for ei < len(m.effs) && m.effs[ei] != e {
		ei++
	}
	return ei
}

// caseTables writes, per unit, effect with something to roll and
// headquarters killed before or not, one row per x boxes beyond the start:
// p1, pR, K, C0, C1, Y(i) for the live levels, Rem and Kil.
func (m *meleeEnd) caseTables() {
	for _, g := range m.groups {
		for _, e := range g.eff {
			if !e.trivial() && !e.plainRout() && m.effIndex(e) == len(m.effs) {
				m.effs = append(m.effs, e)
			}
		}
	}
	for si, sd := range m.sides {
		for ei, e := range m.effs {
			for f := 0; f < 2; f++ {
				base, cb := m.block(7+m.live, m.B)
				sd.caseCol[[2]int{f, ei}] = base
				sd.caseRow[[2]int{f, ei}] = cb
				for x := 0; x < m.B; x++ {
					m.caseRowCells(si, sd, e, f, x, base, cb+x)
				}
			}
		}
	}
}

// caseRowCells writes one row of a case table.
func (m *meleeEnd) caseRowCells(si int, sd *meSide, e meEffect, f, x, base, r int) {
	s, live, last, HB, retest := m.s, m.live, m.last, m.HB, m.retest
	dice := e.levels + (e.hits+1)/2
	H := fmt.Sprintf("(%s+%d)", sd.hits, x+e.hits)
	L := fmt.Sprintf("(%s+%d)", sd.level, e.levels)
	hrow := fmt.Sprintf("MIN(%s,%d)+1", H, HB)
	nrow := fmt.Sprintf("MIN(%s+%d,%d)+1", H, m.hpf, HB)
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
	// p1: the first test, with the bonus while the headquarters is there;
	// pR: a test without it.
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
		s.formula(base+2, r, fmt.Sprintf("%s*(1-(%d/%d)^%d)", on, m.below, m.lossDie, dice))
	}
	// en(b, i): the run after a failed first test.
	en := func(b, i int) string {
		if b == 1 {
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
			lv, kl := "", ""
			if e.levels > 0 {
				lv = fmt.Sprintf("%s*%s+", p1, atL(i))
				kl = fmt.Sprintf("IF(%s=1,%s,1)*%s", retest, pR, atL(i)) + "+"
			}
			ends[i] = fmt.Sprintf("(1-%s)*(%s(1-%s)*%s)+%s*(%s*(%sIF(%s=1,(1-%s)*%s,0))+(1-%s)*%s)",
				K, lv, p1, en(1, i), K, p1, kl, retest, pR, en(0, i), p1, en(0, i))
		}
	} else {
		// No test: on, unless the leader is killed and, with
		// leader-killed-retest=yes, the unit tests.
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
		// Y(i): where it ends when the Melee ends: its own ends, and
		// fighting on at its level.
		s.formula(base+5+i, r, fmt.Sprintf("IF(%s,0,%s)+%s*(%s+%s)", removedNow, ends[i], m.sides[si].eq[i], cell(base+3, r), cell(base+4, r)))
		ys = append(ys, cell(base+5+i, r))
	}
	s.formula(base+5+live, r, fmt.Sprintf("1-SUM(%s:%s)", ys[0], ys[live-1]))
	s.formula(base+6+live, r, fmt.Sprintf("IF(%s,%s,1)*%s", removedNow, m.rollRemoved, K))
}

// outcomeTable writes the chance of each group of outcomes by the
// difference N of the Melee Numbers (attacker - defender): beyond +-K
// every roll falls in the last band. It returns the group's column and K.
func (m *meleeEnd) outcomeTable() (func(gi int) string, int) {
	c, s := m.c, m.s
	die := m.rs.Melee.Die
	lastFrom := 0
	for _, b := range m.rs.Melee.Results {
		lastFrom = max(lastFrom, b.From)
	}
	K := lastFrom + die - 1
	dc, db := m.block(2, 2*die-1)
	for r := 1 - die; r <= die-1; r++ {
		row := db + r + die - 1
		s.set(dc, row, r)
		s.formula(dc+1, row, fmt.Sprintf("%s-ABS(%s)", c.meleeDie, cell(dc, row)))
	}
	dr, dw := lrng(dc, db, dc, db+2*die-2), lrng(dc+1, db, dc+1, db+2*die-2)
	nc, nb := m.block(1+len(m.groups), 2*K+1)
	for j := 0; j <= 2*K; j++ {
		row := nb + j
		s.set(nc, row, j-K)
		n := cell(nc, row)
		for gi, g := range m.groups {
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
	return func(gi int) string { return lrng(nc+1+gi, nb, nc+1+gi, nb+2*K) }, K
}

// grid writes the states: boxes checked beyond the start (x on the
// attacker, y on the defender), every pair a continuing round can reach;
// per state the chance of each group of outcomes and the chance that a
// round is fought from it with each unit's headquarters kept or killed.
func (m *meleeEnd) grid(ntab func(int) string, K int) {
	s := m.s
	var steps []mePair
	var cont []int
	for gi, g := range m.groups {
		if g.eff[0].continues() && g.eff[1].continues() {
			cont = append(cont, gi)
			steps = append(steps, mePair{g.eff[0].hits, g.eff[1].hits})
		}
	}
	m.at[mePair{0, 0}] = 0
	m.order = []mePair{{0, 0}}
	for i := 0; i < len(m.order); i++ {
		for _, st := range steps {
			n := mePair{m.order[i].x + st.x, m.order[i].y + st.y}
			if _, ok := m.at[n]; !ok && n.x < m.B && n.y < m.B {
				m.at[n] = len(m.order)
				m.order = append(m.order, n)
			}
		}
	}
	gc, gb := m.block(3+len(m.groups)+4, len(m.order))
	m.gb, m.gP = gb, gc+3
	m.gM = m.gP + len(m.groups)
	for _, p := range m.order {
		r := m.rowOf(p)
		s.set(gc, r, p.x)
		s.set(gc+1, r, p.y)
		a := fmt.Sprintf("INDEX(%s,MIN(%s+%d,%d)+1,1)", m.sides[0].mn, m.sides[0].hits, p.x, m.HB)
		d := fmt.Sprintf("INDEX(%s,MIN(%s+%d,%d)+1,1)", m.sides[1].mn, m.sides[1].hits, p.y, m.HB)
		s.formula(gc+2, r, fmt.Sprintf("MIN(MAX(%s-%s,-%d),%d)+%d", a, d, K, K, K+1))
		for gi := range m.groups {
			s.formula(m.gP+gi, r, fmt.Sprintf("INDEX(%s,%s,1)", ntab(gi), cell(gc+2, r)))
		}
		for ga := 0; ga < 2; ga++ {
			for gd := 0; gd < 2; gd++ {
				s.formula(m.gM+2*ga+gd, r, m.massFormula(p, ga, gd, cont, steps))
			}
		}
		m.weigh(p)
	}
}

func (m *meleeEnd) rowOf(p mePair) int { return m.gb + m.at[p] }

func (m *meleeEnd) mass(p mePair, fa, fd int) string { return cell(m.gM+2*fa+fd, m.rowOf(p)) }

func (m *meleeEnd) prob(p mePair, gi int) string { return cell(m.gP+gi, m.rowOf(p)) }

// massFormula is the chance a round is fought from state p with the
// headquarters kept (0) or killed (1): the sum over the states and
// continuing outcomes that lead to it.
func (m *meleeEnd) massFormula(p mePair, ga, gd int, cont []int, steps []mePair) string {
	if p == (mePair{0, 0}) {
		if ga == 0 && gd == 0 {
			return fmt.Sprintf("IF(%s,1,0)", m.valid)
		}
		return "0"
	}
	cc := func(x meCase, g int) string {
		if g == 0 {
			return x.c0
		}
		return x.c1
	}
	var terms []string
	for k, gi := range cont {
		q := mePair{p.x - steps[k].x, p.y - steps[k].y}
		if _, ok := m.at[q]; !ok {
			continue
		}
		g := m.groups[gi]
		for fa := 0; fa <= ga; fa++ {
			for fd := 0; fd <= gd; fd++ {
				t := mulExpr(m.mass(q, fa, fd), m.prob(q, gi), cc(m.caseAt(0, q.x, fa, g.eff[0]), ga), cc(m.caseAt(1, q.y, fd, g.eff[1]), gd))
				if t != "0" {
					terms = append(terms, t)
				}
			}
		}
	}
	if len(terms) == 0 {
		return "0"
	}
	return strings.Join(terms, "+")
}

// weigh adds what each unit's case of a round from p weighs: alpha, the
// chance of the round; beta, times the other unit's removal; gamma, times
// the other unit fighting on.
func (m *meleeEnd) weigh(p mePair) {
	for gi, g := range m.groups {
		for fa := 0; fa < 2; fa++ {
			for fd := 0; fd < 2; fd++ {
				w := mulExpr(m.mass(p, fa, fd), m.prob(p, gi))
				f := [2]int{fa, fd}
				xy := [2]int{p.x, p.y}
				for si := 0; si < 2; si++ {
					other := m.caseAt(1-si, xy[1-si], f[1-si], g.eff[1-si])
					k := meWeightKey{si, f[si], g.eff[si], xy[si]}
					m.weights[k] = append(m.weights[k], [3]string{w, mulExpr(w, other.rem), mulExpr(w, parens(sumExpr(other.c0, other.c1)))})
				}
			}
		}
	}
}

// weightBlocks writes the weights by unit, headquarters and effect, one row
// per x, and returns where each unit ends as sums of products of them with
// the unit's cases: per live level, removed, and headquarters killed.
func (m *meleeEnd) weightBlocks() (level [2][]string, rem, kil [2][]string) {
	level = [2][]string{make([]string, m.live), make([]string, m.live)}
	for si := 0; si < 2; si++ {
		done := map[meEffect]bool{}
		for _, g := range m.groups {
			e := g.eff[si]
			if done[e] {
				continue
			}
			done[e] = true
			for f := 0; f < 2; f++ {
				wc, wr := m.block(3, m.B)
				for x := 0; x < m.B; x++ {
					var col [3][]string
					for _, t := range m.weights[meWeightKey{si, f, e, x}] {
						for j := range col {
							if t[j] != "0" {
								col[j] = append(col[j], t[j])
							}
						}
					}
					for j := range col {
						m.s.formula(wc+j, wr+x, sumExpr(col[j]...))
					}
				}
				w := [3]string{lrng(wc, wr, wc, wr+m.B-1), lrng(wc+1, wr, wc+1, wr+m.B-1), lrng(wc+2, wr, wc+2, wr+m.B-1)}
				switch {
				case e.trivial():
					m.onWeights(si, w, level[si])
				case e.plainRout():
					rem[si] = append(rem[si], "SUM("+w[0]+")")
				default:
					r, k := m.caseWeights(si, f, e, w, level[si])
					rem[si], kil[si] = append(rem[si], r), append(kil[si], k)
				}
			}
		}
	}
	return level, rem, kil
}

// onWeights adds a unit that fights on at its level: it ends there unless
// the other fights on too, raised if the other is routed.
func (m *meleeEnd) onWeights(si int, w [3]string, level []string) {
	sd := m.sides[si]
	for i := 0; i < m.live; i++ {
		var raised []string
		switch i {
		case m.green:
			raised = []string{sd.eq[m.firm]}
		case m.firm:
			raised = append(raised, sd.eq[m.firm+1:]...)
			raised = append(raised, "-"+sd.eq[m.firm])
		default:
			raised = []string{"-" + sd.eq[i]}
		}
		level[i] = sumExpr(level[i], mulExpr(sd.eq[i], "SUM("+w[0]+")"), mulExpr(m.qual[si], mulExpr(parens(sumExpr(raised...)), "SUM("+w[1]+")")), "-"+mulExpr(sd.eq[i], "SUM("+w[2]+")"))
	}
}

// caseWeights adds a unit's case table weighed by w to level and returns
// its removal and headquarters-killed terms.
func (m *meleeEnd) caseWeights(si, f int, e meEffect, w [3]string, level []string) (string, string) {
	sd := m.sides[si]
	sp := func(a, b string) string { return fmt.Sprintf("SUMPRODUCT(%s,%s)", a, b) }
	k := [2]int{f, m.effIndex(e)}
	base, cr := sd.caseCol[k], sd.caseRow[k]
	colR := func(j int) string { return lrng(base+j, cr, base+j, cr+m.B-1) }
	y := func(i int) string { return colR(5 + i) }
	al, be, ga := w[0], w[1], w[2]
	for i := 0; i < m.live; i++ {
		var raised []string
		switch i {
		case m.green:
			raised = []string{sp(y(m.firm), be)}
		case m.firm:
			for j := m.firm + 1; j < m.live; j++ {
				raised = append(raised, sp(y(j), be))
			}
			raised = append(raised, "-"+sp(y(m.firm), be))
		default:
			raised = []string{"-" + sp(y(i), be)}
		}
		level[i] = sumExpr(level[i], sp(y(i), al), mulExpr(m.qual[si], parens(sumExpr(raised...))), "-"+mulExpr(sd.eq[i], parens(sumExpr(sp(colR(3), ga), sp(colR(4), ga)))))
	}
	return sp(colR(5+m.live), al), sp(colR(6+m.live), al)
}

// results writes where each unit ends, the rounds on average, the check of
// the inputs, the readings used and the chart, and sets up the page.
func (m *meleeEnd) results(level [2][]string, rem, kil [2][]string) {
	c, s, sh, live, valid, sides := m.c, m.s, m.sh, m.live, m.valid, m.sides
	gb, order, gM := m.gb, m.order, m.gM
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
		parts = append(parts, fmt.Sprintf(`"%s="&%s`, id, m.readingCell[id]))
	}
	c.out(s, 2, rr+5, strings.Join(parts, `&", "&`)+`&"; melee-end: one attacker, the same under all and fight-on"`, c.st.text)
	s.height(rr+4, 48)
	s.height(rr+5, 64)
	c.label(s, meCheck, "Inputs valid? (the results show the error until both say Yes)")
	s.height(meCheck, 64)
	s.width(1, 1, 44)
	s.width(2, 3, 24)
	s.width(4, 4, 36)
	s.do(func() error {
		return c.f.SetColVisible(sh, colName(meLists)+":"+colName(max(m.col, meLists+meMaxBand)+1), false)
	})
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
