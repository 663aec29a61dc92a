package xlsx

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/odn"
)

// fireMoraleSheetName is the sheet of adc odn fire --target: the fire of
// the Fire (or Grand battery) sheet at the unit of the Morale sheet.
const fireMoraleSheetName = "Fire to Morale"

// FireMoraleInputs are the Fire to Morale sheet's inputs. The fire is the
// Fire sheet's (or, with Battery, the Grand battery sheet's); the target
// is the Morale sheet's unit, its modifiers and its attached headquarters.
type FireMoraleInputs struct {
	Battery       bool // the Grand battery sheet fires
	AdditionalHit bool // -1 per hit beyond the first (Examples #1 and #2, p.11)
	// Readings answers the open readings of 4.05 the sheet follows
	// (odn.ReadingLeaderKilledRetest, odn.ReadingLeaderLossRemoved).
	Readings odn.ReadingSet
}

// FireMoraleSheetReadings are the readings the Fire to Morale sheet has an
// input cell for. range-rounding is not among them: the workbook's fire
// sheets take the range band itself.
var FireMoraleSheetReadings = []string{odn.ReadingLeaderKilledRetest, odn.ReadingLeaderLossRemoved}

// fireMoraleSheet writes ResolveFireThenMorale in formulas: for each
// number of hits k, P(k) from the fire's sheet; the k boxes checked off the
// Morale sheet's ladder (every box checked removes the unit); the first
// Morale Test with the attached headquarters' bonus and -(k-1) for the
// additional hit when asked; the leader-loss roll, one die per two hits,
// which kills the headquarters with 1 - (below/die)^dice (4.05); and three
// runs of tests after it (3.02(b),(c)): after a failure, with the bonus
// (kept) or without it (killed), and, with leader-killed-retest=yes, the
// run of a unit that passed and whose leader was killed. The working cells
// are in hidden columns to the right.
func (c *calc) fireMoraleSheet() {
	sh := fireMoraleSheetName
	rs := c.rs
	in := c.opt.FireMorale
	s := &sheetWriter{f: c.f, sheet: sh}
	nl := len(rs.Morale.Levels)
	last := nl - 1
	c.sheetTop(s, "Fire, then the target's Morale Tests (Fire (e), p.9; 3.02, p.10; 4.05, p.13)",
		"The fire of the Fire sheet (or the Grand battery sheet) at the unit of the Morale sheet (its roster, hits, level, modifiers and attached headquarters). Any hit calls for a Morale Test. The quality for the day (p.14) is not rolled here: use adc odn fire --target --variable-quality.", 6)

	// Lists for the drop-downs, in hidden cells.
	const lc = 40
	sources := []string{"Fire sheet", "Grand battery sheet"}
	for i, v := range sources {
		s.set(lc, 4+i, v)
	}
	srcList := rng(sh, lc, 4, lc, 5)
	readingList := map[string]string{}
	for ri, id := range FireMoraleSheetReadings {
		r, _ := odn.ReadingByID(id)
		for vi, v := range r.Values {
			s.set(lc+1+ri, 4+vi, v.ID)
		}
		readingList[id] = rng(sh, lc+1+ri, 4, lc+1+ri, 3+len(r.Values))
	}

	s.set(1, 4, "Inputs")
	s.set(2, 4, "Value")
	s.style(1, 4, 2, 4, c.st.heading)
	src := sources[0]
	if in.Battery {
		src = sources[1]
	}
	c.label(s, 5, "The fire")
	c.input(s, 2, 5, src, srcList, 0, 0)
	c.label(s, 6, "-1 per hit beyond the first (Examples #1 and #2, p.11)?")
	c.input(s, 2, 6, yn(in.AdditionalHit), c.yesNo, 0, 0)
	readingCell := map[string]string{}
	for ri, id := range FireMoraleSheetReadings {
		r, _ := odn.ReadingByID(id)
		row := 7 + ri
		c.label(s, row, fmt.Sprintf("Reading %s (%s): %s", id, r.Rule, r.Question))
		s.height(row, 60)
		v := in.Readings.Get(id)
		if err := (odn.ReadingSet{}).Set(id, v); err != nil {
			c.fail(err)
		}
		c.input(s, 2, row, v, readingList[id], 0, 0)
		readingCell[id] = absCell(2, row)
	}
	checkRow := 7 + len(FireMoraleSheetReadings)
	c.label(s, checkRow, "Inputs valid?")
	rally := fmt.Sprintf("Morale!$B$%d", moraleModFirst+ModifierSlots+1)
	check := c.out(s, 2, checkRow, fmt.Sprintf(`IF(%s,IF(%s="Yes","Error: set Rally Phase test to No on the Morale sheet: a fire's Morale Tests are no Rally test","Yes"),Morale!%s)`,
		c.moraleOK, rally, absCell(5, moraleModFirst)), c.st.text)
	valid := fmt.Sprintf(`AND(%s="Yes",OR($B$5<>"%s",%s!%s="Yes"))`, check, sources[1], quoteSheet("Grand battery"), absRef(c.book.BatteryCheck))

	// Leader loss (4.05): P(the headquarters survives d dice) is
	// (faces below the Killed row / die)^d.
	res := rs.LeaderLoss.Results
	below, die := 0, rs.LeaderLoss.Die
	if len(res) > 1 {
		below = res[len(res)-2].To
	}
	if len(res) == 0 || die <= 0 {
		c.fail(fmt.Errorf("fire to morale: the ruleset has no leader-loss table"))
		return
	}

	hits := c.book.FireHits
	if len(c.book.BatteryHits) > len(hits) {
		hits = c.book.BatteryHits
	}
	kmax := len(hits) - 1
	pk := func(k int) string {
		f, b := "0", "0"
		if k < len(c.book.FireHits) {
			f = "Fire!" + absRef(c.book.FireHits[k])
		}
		if k < len(c.book.BatteryHits) {
			b = quoteSheet("Grand battery") + "!" + absRef(c.book.BatteryHits[k])
		}
		return fmt.Sprintf(`IF($B$5="%s",%s,%s)`, sources[1], b, f)
	}

	// Working lines, one per number of hits k = 1..kmax, in hidden columns.
	const wc = 50
	wr0 := 5
	L := c.moraleLevel
	die10 := c.moraleDie
	hq := c.moraleHQ
	// a run of Morale Tests from (hits H, level index Ls, modifier M): per
	// test j, alive, chance to pass, chance to get there; the cells of
	// line row from column col. It returns, per test j, the chance the run
	// ends there passing and the level it ends at, and the chance it ends
	// removed.
	type runOut struct {
		here   []string // P(ends passing test j)
		level  []string // the level index of test j
		remove string
	}
	tests := nl - 1
	run := func(row, col int, H, Ls, M string) runOut {
		var out runOut
		var rem []string
		for j := 0; j < tests; j++ {
			base := col + 4*j
			alive, p, reach, here := cell(base, row), cell(base+1, row), cell(base+2, row), cell(base+3, row)
			lvl := fmt.Sprintf("(%s+%d)", Ls, j)
			h := fmt.Sprintf("(%s+%d*%s)", H, j, c.hitsPerFail)
			s.formula(base, row, fmt.Sprintf("IF(AND(%s<%d,%s<%s),1,0)", lvl, last, h, c.moraleTotal))
			pass := indexRow(c.moralePasses, fmt.Sprintf(`COUNTIF(%s,"<="&%s)+1`, c.moraleCums, h))
			tm := indexRow(c.levelTestMod, fmt.Sprintf("MIN(%s,%d)+1", lvl, last))
			s.formula(base+1, row, fmt.Sprintf("IF(%s=1,MAX(0,MIN(%s,%s+1-(%s-(%s+%s))))/%s,0)", alive, die10, die10, pass, M, tm, die10))
			if j == 0 {
				s.formula(base+2, row, alive)
				rem = append(rem, fmt.Sprintf("(1-%s)", alive))
			} else {
				prev := col + 4*(j-1)
				s.formula(base+2, row, fmt.Sprintf("IF(%s=1,%s*(1-%s),0)", alive, cell(prev+2, row), cell(prev+1, row)))
			}
			s.formula(base+3, row, fmt.Sprintf("%s*%s", reach, p))
			if j < tests-1 {
				rem = append(rem, fmt.Sprintf("%s*(1-%s)*(1-%s)", reach, p, cell(col+4*(j+1), row)))
			} else {
				rem = append(rem, fmt.Sprintf("%s*(1-%s)", reach, p))
			}
			out.here = append(out.here, here)
			out.level = append(out.level, lvl)
		}
		out.remove = strings.Join(rem, "+")
		return out
	}
	// Per line: k, P(k), hits after, still on the table, modifier, keep,
	// P(first test passed), killed share, weights; then the three runs.
	const (
		cK = wc + iota
		cP
		cH
		cAlive
		cMod
		cKeep
		cFirst
		cKilled
		cStay
		cWKept
		cWLost
		cWRetest
		cRemoved
		cRuns
	)
	runW := 4 * tests
	byLevel := make([][]string, nl)
	for k := 1; k <= kmax; k++ {
		r := wr0 + k
		s.set(cK, r, k)
		s.formula(cP, r, pk(k))
		s.formula(cH, r, fmt.Sprintf("%s+%d", c.moraleHits, k))
		s.formula(cAlive, r, fmt.Sprintf("IF(%s<%s,1,0)", cell(cH, r), c.moraleTotal))
		s.formula(cMod, r, fmt.Sprintf(`%s-IF($B$6="Yes",%d,0)`, c.moraleFixed, k-1))
		s.formula(cKeep, r, fmt.Sprintf("IF(%s=0,1,(%d/%d)^INT((%d+1)/2))", hq, below, die, k))
		first := run(r, cRuns+3*runW, cell(cH, r), L, fmt.Sprintf("(%s+%s)", cell(cMod, r), hq))
		s.formula(cFirst, r, first.here[0])
		s.formula(cKilled, r, fmt.Sprintf(`IF(%s=0,0,%s*(1-%s)*IF(OR(%s="roll",%s=1),1,0))`, hq, cell(cP, r), cell(cKeep, r), readingCell[odn.ReadingLeaderLossRemoved], cell(cAlive, r)))
		retest := fmt.Sprintf(`IF(%s="yes",1,0)`, readingCell[odn.ReadingLeaderKilledRetest])
		p, keep, pass := cell(cP, r), cell(cKeep, r), cell(cFirst, r)
		// The chance the first test is taken and failed.
		fail := fmt.Sprintf("(%s-%s)", cell(cAlive, r), pass)
		s.formula(cStay, r, fmt.Sprintf("%s*%s*(%s+(1-%s)*(1-%s))", p, pass, keep, keep, retest))
		s.formula(cWKept, r, fmt.Sprintf("%s*%s*%s", p, fail, keep))
		s.formula(cWLost, r, fmt.Sprintf("%s*%s*(1-%s)", p, fail, keep))
		s.formula(cWRetest, r, fmt.Sprintf("%s*%s*(1-%s)*%s", p, pass, keep, retest))
		next := fmt.Sprintf("(%s+%s)", cell(cH, r), c.hitsPerFail)
		nextL := fmt.Sprintf("(%s+1)", L)
		kept := run(r, cRuns, next, nextL, fmt.Sprintf("(%s+%s)", cell(cMod, r), hq))
		lost := run(r, cRuns+runW, next, nextL, cell(cMod, r))
		re := run(r, cRuns+2*runW, cell(cH, r), L, cell(cMod, r))
		s.formula(cRemoved, r, fmt.Sprintf("%s*(1-%s)+%s*(%s)+%s*(%s)+%s*(%s)", p, cell(cAlive, r), cell(cWKept, r), kept.remove, cell(cWLost, r), lost.remove, cell(cWRetest, r), re.remove))
		for i := 0; i < nl-1; i++ {
			terms := []string{fmt.Sprintf("IF(%s=%d,%s,0)", L, i, cell(cStay, r))}
			for _, x := range []struct {
				w  string
				ro runOut
			}{{cell(cWKept, r), kept}, {cell(cWLost, r), lost}, {cell(cWRetest, r), re}} {
				for j := range x.ro.here {
					terms = append(terms, fmt.Sprintf("IF(%s=%d,%s*%s,0)", x.ro.level[j], i, x.w, x.ro.here[j]))
				}
			}
			byLevel[i] = append(byLevel[i], strings.Join(terms, "+"))
		}
	}
	// The per-level sums of a line sit after its runs.
	sumCol := cRuns + 4*runW
	for k := 1; k <= kmax; k++ {
		r := wr0 + k
		for i := 0; i < nl-1; i++ {
			s.formula(sumCol+i, r, byLevel[i][k-1])
		}
	}

	// Results.
	rt := checkRow + 2
	s.set(1, rt, "Where the target ends")
	s.set(2, rt, "Chance")
	s.style(1, rt, 2, rt, c.st.heading)
	ok := func(f string) string { return fmt.Sprintf(`IF(%s,%s,"%s")`, valid, f, seeError) }
	c.label(s, rt+1, "Takes no hit (no Morale Test)")
	c.book.FireMoraleNoHit = c.out(s, 2, rt+1, ok(pk(0)), c.st.outputPct)
	for i := 0; i < nl-1; i++ {
		r := rt + 2 + i
		s.formula(1, r, `"Ends at "&`+indexRow(c.levelLabels, fmt.Sprint(i+1)))
		s.style(1, r, 1, r, c.st.label)
		col := colName(sumCol + i)
		c.book.FireMoraleByLevel = append(c.book.FireMoraleByLevel,
			c.out(s, 2, r, ok(fmt.Sprintf("IF(%s=%d,%s,0)+SUM($%s$%d:$%s$%d)", L, i, pk(0), col, wr0+1, col, wr0+kmax)), c.st.outputPct))
	}
	rr := rt + 2 + nl - 1
	c.label(s, rr, "Removed (Rout, or every hit box checked)")
	c.book.FireMoraleRemoved = c.out(s, 2, rr, ok(fmt.Sprintf("SUM($%s$%d:$%s$%d)", colName(cRemoved), wr0+1, colName(cRemoved), wr0+kmax)), c.st.outputPct)
	c.label(s, rr+1, "Attached headquarters killed by the leader-loss roll (4.05)")
	c.book.FireMoraleKilled = c.out(s, 2, rr+1, ok(fmt.Sprintf("SUM($%s$%d:$%s$%d)", colName(cKilled), wr0+1, colName(cKilled), wr0+kmax)), c.st.outputPct)
	c.label(s, rr+2, "Readings used")
	var parts []string
	for _, id := range FireMoraleSheetReadings {
		parts = append(parts, fmt.Sprintf(`"%s="&%s`, id, readingCell[id]))
	}
	c.out(s, 2, rr+2, strings.Join(parts, `&", "&`), c.st.text)
	s.width(1, 1, 44)
	s.width(2, 2, 20)
	s.width(3, 6, 10)
	s.do(func() error { return c.f.SetColVisible(sh, colName(lc)+":"+colName(sumCol+nl), false) })
	c.chart(s, cell(1, rr+4), "Where the target ends", "", fmt.Sprintf("%s!$A$%d:$A$%d", quoteSheet(sh), rt+2, rr), []chartSeries{{fmt.Sprintf("%s!$B$%d", quoteSheet(sh), rt), fmt.Sprintf("%s!$B$%d:$B$%d", quoteSheet(sh), rt+2, rr), "1F3864"}})
	c.finishSheet(s, "F", rr+4+chartRows, "ODN fire then Morale Tests", false)
}

// absRef turns "B12" into "$B$12".
func absRef(ref string) string {
	i := strings.IndexAny(ref, "0123456789")
	if i <= 0 {
		return ref
	}
	return "$" + ref[:i] + "$" + ref[i:]
}
