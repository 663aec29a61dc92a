package xlsx

import (
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/odn"
	"github.com/xuri/excelize/v2"
)

// RosterOptions set up a roster workbook.
type RosterOptions struct {
	Paper Paper
	// Hits pre-marks hit boxes by unit name, e.g. to carry losses from one
	// game day to the next. Boxes are marked in ladder order.
	Hits map[string]int
}

// BoxMark is what a player enters in a hit box (the drop-down offers it).
const BoxMark = "X"

// Row heights in points. Page breaks are computed from them, so every row
// of a roster sheet has an explicit height.
const (
	hTitle   = 26
	hHeading = 18
	hName    = 22
	hDetails = 16
	hRung    = 26
	hNow     = 24
	hSpacer  = 10
)

// rosterCols is the column plan of a corps sheet.
type rosterCols struct {
	boxes       int // widest row of hit boxes in the ruleset
	quality     int // column A
	firstBox    int
	pass, melee int
	toHit       int
	cum, start  int // hidden helpers: boxes checked when the row is spent / when it starts
	meleeNow    int // hidden helper: the row's Melee Number after the hits in it
}

func newRosterCols(rs *odn.Ruleset) rosterCols {
	mb := 1
	for _, q := range rs.Qualities {
		mb = max(mb, q.Boxes)
	}
	c := rosterCols{boxes: mb, quality: 1, firstBox: 2}
	c.pass = c.firstBox + mb
	c.melee, c.toHit = c.pass+1, c.pass+2
	c.cum, c.start, c.meleeNow = c.pass+3, c.pass+4, c.pass+5
	return c
}

// RosterUnitCells locates the live cells of one unit block, for tests and
// for anyone linking to a roster.
type RosterUnitCells struct {
	Sheet                       string
	Unit                        string
	Hits                        string // number of boxes marked
	Quality, Pass, Melee, ToHit string // the unit's numbers now
	FirstRow, LastRow           int    // the block's rows
	Boxes                       []string
}

// RosterBook is a built roster workbook.
type RosterBook struct {
	File  *excelize.File
	Units []RosterUnitCells
}

// WriteRoster writes the roster workbook of an army to w.
func WriteRoster(w io.Writer, rs *odn.Ruleset, a *odn.Army, opt RosterOptions) error {
	b, err := BuildRoster(rs, a, opt)
	if err != nil {
		return err
	}
	return write(b.File, w)
}

// BuildRoster builds the roster workbook of an army (Unit roster, p.3;
// Understrength units and the Old Guard, p.4): an Index sheet and one sheet
// per corps, one block per unit with its quality rows from its starting
// quality down to Militia, each with its hit boxes and that row's Pass, Melee
// and To Hit numbers. Hit boxes are drop-down cells; the unit's current
// numbers follow by formula from the boxes marked.
func BuildRoster(rs *odn.Ruleset, a *odn.Army, opt RosterOptions) (*RosterBook, error) {
	roster, err := rs.BuildRoster(a)
	if err != nil {
		return nil, fmt.Errorf("xlsx: %w", err)
	}
	f, err := newFile("Rosters: "+a.Army, rs.Stamp())
	if err != nil {
		return nil, err
	}
	book := &RosterBook{File: f}
	used := map[string]bool{"index": true}
	if err := f.SetSheetName("Sheet1", "Index"); err != nil {
		return nil, err
	}
	st := newRosterStyles(f)
	st.stamp = shortStamp(rs)
	cols := newRosterCols(rs)
	var sheets []string
	for _, c := range roster.Corps {
		name := sheetName(c.Name, used)
		sheets = append(sheets, name)
		if _, err := f.NewSheet(name); err != nil {
			return nil, err
		}
		cells, err := writeCorps(f, name, roster, c, cols, st, opt)
		if err != nil {
			return nil, fmt.Errorf("xlsx: corps %q: %w", c.Name, err)
		}
		book.Units = append(book.Units, cells...)
	}
	if st.err != nil {
		return nil, st.err
	}
	if err := writeIndex(f, roster, sheets, book.Units, cols, st, opt.Paper); err != nil {
		return nil, fmt.Errorf("xlsx: index: %w", err)
	}
	f.SetActiveSheet(0)
	return book, nil
}

type rosterStyles struct {
	styleSet
	stamp                                                   string
	title, heading, name, nameRight, details                int
	quality, box, noBox, number, meleeText, now             int
	nowLabel, nowNumber, nowMelee, helper, indexText, input int
	indexNum, indexMelee, link                              int
	condSpent, condCurrent, condMarked, condRout            int
}

func newRosterStyles(f *excelize.File) *rosterStyles {
	s := &rosterStyles{styleSet: styleSet{f: f}}
	s.title = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16}, Alignment: left()})
	s.heading = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 11, Color: colHeadInk}, Fill: fill(colHeading), Alignment: center(), Border: border(1)})
	s.name = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}, Alignment: &excelize.Alignment{Vertical: "bottom"}, Border: []excelize.Border{{Type: "bottom", Color: colInk, Style: 2}}})
	s.nameRight = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 12}, Alignment: &excelize.Alignment{Horizontal: "right", Vertical: "bottom"}, Border: []excelize.Border{{Type: "bottom", Color: colInk, Style: 2}}})
	s.details = s.new(&excelize.Style{Font: &excelize.Font{Size: 10}, Alignment: &excelize.Alignment{Vertical: "center", WrapText: true}})
	s.quality = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 13}, Alignment: left(), Border: border(2)})
	s.box = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 16}, Alignment: center(), Border: border(2), Protection: &excelize.Protection{Locked: false}})
	s.noBox = s.new(&excelize.Style{Fill: excelize.Fill{Type: "pattern", Pattern: 7, Color: []string{colNoBox}}, Border: border(1)})
	s.number = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}, Alignment: center(), Border: border(2), CustomNumFmt: fmtPtr(plusFormat)})
	s.meleeText = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 14}, Alignment: center(), Border: border(2)})
	s.nowLabel = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 13}, Alignment: left(), Border: border(5)})
	s.now = s.new(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: center(), Border: border(5)})
	s.nowNumber = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 15}, Alignment: center(), Border: border(5), CustomNumFmt: fmtPtr(plusFormat)})
	s.nowMelee = s.new(&excelize.Style{Font: &excelize.Font{Bold: true, Size: 15}, Alignment: center(), Border: border(5)})
	s.indexMelee = s.new(&excelize.Style{Font: &excelize.Font{Size: 11, Bold: true}, Alignment: center(), Border: border(1)})
	s.helper = s.new(&excelize.Style{Font: &excelize.Font{Size: 8, Color: "808080"}})
	s.indexText = s.new(&excelize.Style{Font: &excelize.Font{Size: 11}, Alignment: &excelize.Alignment{Vertical: "center", ShrinkToFit: true}, Border: border(1)})
	s.indexNum = s.new(&excelize.Style{Font: &excelize.Font{Size: 11, Bold: true}, Alignment: center(), Border: border(1), CustomNumFmt: fmtPtr(plusFormat)})
	s.link = s.new(&excelize.Style{Font: &excelize.Font{Size: 11, Color: "0563C1", Underline: "single"}, Alignment: &excelize.Alignment{Vertical: "center"}, Border: border(1)})
	s.input = s.new(&excelize.Style{Fill: fill(colInput)})
	s.condSpent = s.cond(&excelize.Style{Fill: fill(colSpent), Font: &excelize.Font{Color: colSpentInk, Strike: true}})
	s.condCurrent = s.cond(&excelize.Style{Fill: fill(colCurrent)})
	s.condMarked = s.cond(&excelize.Style{Fill: fill("262626"), Font: &excelize.Font{Color: "FFFFFF", Bold: true}})
	s.condRout = s.cond(&excelize.Style{Fill: fill(colRouted), Font: &excelize.Font{Color: "FFFFFF", Bold: true}})
	return s
}

// unitRows is the number of sheet rows a unit block takes.
func unitRows(u odn.RosterUnit) int { return 2 + len(u.Ladder.Rows) + 1 + 1 }

// detailsHeight gives the details line one 14-point line per 95 characters.
func detailsHeight(u odn.RosterUnit) float64 {
	n := len([]rune(unitDetails(u)))
	return float64(hDetails + 13*((n-1)/95))
}

func unitHeight(u odn.RosterUnit) float64 {
	return hName + detailsHeight(u) + float64(len(u.Ladder.Rows))*hRung + hNow + hSpacer
}

// pageCapacity is the height in points left for unit blocks on one page
// under the repeated title rows. It is kept a little short of the exact
// figure so that LibreOffice and Excel rounding never push a row over.
func pageCapacity(p Paper) float64 {
	return (p.heightPt()-(marginTop+marginBottom)*72-hTitle-hHeading)*0.97 - 4
}

func writeCorps(f *excelize.File, sheet string, r *odn.Roster, c odn.RosterCorps, cols rosterCols, st *rosterStyles, opt RosterOptions) ([]RosterUnitCells, error) {
	s := &sheetWriter{f: f, sheet: sheet}
	s.width(cols.quality, cols.quality, 21)
	s.width(cols.firstBox, cols.firstBox+cols.boxes-1, 5)
	s.width(cols.pass, cols.toHit, 8.5)
	s.width(cols.cum, cols.meleeNow, 6)
	title := c.Name
	if c.Commander != "" {
		title += " (" + c.Commander + ")"
	}
	if c.MoraleBonus != 0 {
		title += fmt.Sprintf(" · HQ %+d", c.MoraleBonus)
	}
	s.set(1, 1, title)
	s.merge(1, 1, cols.toHit, 1)
	s.style(1, 1, cols.toHit, 1, st.title)
	s.height(1, hTitle)
	s.set(cols.quality, 2, "Quality")
	s.set(cols.firstBox, 2, "Hit boxes (mark "+BoxMark+")")
	s.merge(cols.firstBox, 2, cols.firstBox+cols.boxes-1, 2)
	s.set(cols.pass, 2, "Pass")
	s.set(cols.melee, 2, "Melee")
	s.set(cols.toHit, 2, "To Hit")
	s.style(1, 2, cols.toHit, 2, st.heading)
	s.height(2, hHeading)
	s.set(cols.cum, 2, "spent at")
	s.set(cols.start, 2, "starts at")
	s.set(cols.meleeNow, 2, "melee now")
	s.style(cols.cum, 2, cols.meleeNow, 2, st.helper)

	row := 3
	capacity := pageCapacity(opt.Paper)
	used := 0.0
	var out []RosterUnitCells
	var sqref []string
	for _, u := range c.Units {
		h := unitHeight(u)
		if used > 0 && used+h-hSpacer > capacity {
			s.do(func() error { return f.InsertPageBreak(sheet, cell(1, row)) })
			used = 0
		}
		used += h
		cells, refs := writeUnit(s, row, u, cols, st, opt.Hits[u.Name])
		out = append(out, cells)
		sqref = append(sqref, refs...)
		row += unitRows(u)
	}
	last := row - 1
	if len(sqref) > 0 {
		dv := excelize.NewDataValidation(true)
		dv.Sqref = strings.Join(sqref, " ")
		s.do(func() error { return dv.SetDropList([]string{BoxMark}) })
		dv.SetError(excelize.DataValidationErrorStyleStop, "Hit box", "Mark a hit with "+BoxMark+", or clear the box.")
		s.do(func() error { return f.AddDataValidation(sheet, dv) })
	}
	s.do(func() error {
		return f.SetColVisible(sheet, colName(cols.cum)+":"+colName(cols.meleeNow), false)
	})
	s.do(func() error {
		return pageSetup{paper: opt.Paper, lastCol: colName(cols.toHit), lastRow: last, titleRows: 2,
			header: r.Army, headerR: st.stamp, fitToWidth: true}.apply(f, sheet)
	})
	s.do(func() error {
		return f.SetPanes(sheet, &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"})
	})
	s.do(func() error {
		return f.ProtectSheet(sheet, &excelize.SheetProtectionOptions{SelectLockedCells: true, SelectUnlockedCells: true, FormatColumns: true, FormatRows: true})
	})
	return out, s.err
}

// writeUnit writes one unit block from row r0 and returns its live cells
// and the references of its hit boxes.
func writeUnit(s *sheetWriter, r0 int, u odn.RosterUnit, cols rosterCols, st *rosterStyles, marked int) (RosterUnitCells, []string) {
	lastBox := cols.firstBox + cols.boxes - 1
	// Name row.
	s.set(cols.quality, r0, u.Name)
	s.merge(cols.quality, r0, lastBox, r0)
	s.style(cols.quality, r0, lastBox, r0, st.name)
	right := u.ID
	if right == "" {
		right = u.Quality
	}
	s.set(cols.pass, r0, right)
	s.merge(cols.pass, r0, cols.toHit, r0)
	s.style(cols.pass, r0, cols.toHit, r0, st.nameRight)
	s.height(r0, hName)
	// Details row.
	s.set(cols.quality, r0+1, unitDetails(u))
	s.height(r0+1, detailsHeight(u))
	s.merge(cols.quality, r0+1, cols.toHit, r0+1)
	s.style(cols.quality, r0+1, cols.toHit, r0+1, st.details)

	first := r0 + 2
	n := len(u.Ladder.Rows)
	lastRung := first + n - 1
	nowRow := lastRung + 1
	total := u.Ladder.TotalBoxes()
	hitsRef := absCell(cols.cum, nowRow)
	var refs []string
	cum := 0
	cells := RosterUnitCells{Sheet: s.sheet, Unit: u.Name, FirstRow: r0, LastRow: nowRow + 1}
	for i, lr := range u.Ladder.Rows {
		row := first + i
		s.height(row, hRung)
		s.set(cols.quality, row, lr.Quality+"  "+lr.Name)
		s.style(cols.quality, row, cols.quality, row, st.quality)
		for b := 0; b < cols.boxes; b++ {
			c := cols.firstBox + b
			if b < lr.Boxes {
				s.style(c, row, c, row, st.box)
				if cum+b < marked {
					s.set(c, row, BoxMark)
				}
				cells.Boxes = append(cells.Boxes, cell(c, row))
			} else {
				s.style(c, row, c, row, st.noBox)
			}
		}
		if lr.Boxes > 0 {
			refs = append(refs, cell(cols.firstBox, row)+":"+cell(cols.firstBox+lr.Boxes-1, row))
		}
		s.set(cols.pass, row, lr.Pass)
		s.style(cols.pass, row, cols.pass, row, st.number)
		if lr.MeleeAfterHits != nil {
			s.set(cols.melee, row, lr.MeleeText())
			s.style(cols.melee, row, cols.melee, row, st.meleeText)
			// Special: the Old Guard (p.4): Melee 5 until two hits, then 4.
			s.formula(cols.meleeNow, row, fmt.Sprintf("IF(%s-%s>=%d,%d,%d)", hitsRef, absCell(cols.start, row), lr.MeleeAfterHits.Hits, lr.MeleeAfterHits.Melee, lr.Melee))
		} else {
			s.set(cols.melee, row, lr.Melee)
			s.style(cols.melee, row, cols.melee, row, st.meleeText)
			s.set(cols.meleeNow, row, lr.Melee)
		}
		s.set(cols.toHit, row, lr.ToHit)
		s.style(cols.toHit, row, cols.toHit, row, st.number)
		s.set(cols.start, row, cum)
		cum += lr.Boxes
		s.set(cols.cum, row, cum)
		s.style(cols.cum, row, cols.meleeNow, row, st.helper)
	}
	// Now row: the unit's numbers after the hits marked (Unit roster, p.3).
	s.height(nowRow, hNow)
	boxRange := fmt.Sprintf("%s:%s", absCell(cols.firstBox, first), absCell(lastBox, lastRung))
	s.formula(cols.cum, nowRow, fmt.Sprintf(`COUNTIF(%s,"%s")`, boxRange, BoxMark))
	s.style(cols.cum, nowRow, cols.cum, nowRow, st.helper)
	idx := fmt.Sprintf(`COUNTIF(%s:%s,"<="&%s)+1`, absCell(cols.cum, first), absCell(cols.cum, lastRung), hitsRef)
	routed := fmt.Sprintf("%s>=%d", hitsRef, total)
	// The current row's cell of a column. A unit with one quality row (a
	// Militia unit) reads its only row directly: Gnumeric gives #REF! for
	// INDEX of a single cell.
	current := func(col int) string {
		if first == lastRung {
			return absCell(col, first)
		}
		return indexRow(absCell(col, first)+":"+absCell(col, lastRung), idx)
	}
	pick := func(col int) string {
		return fmt.Sprintf(`IF(%s,"",%s)`, routed, current(col))
	}
	s.formula(cols.quality, nowRow, fmt.Sprintf(`IF(%s,"ROUTED",%s)`, routed, current(cols.quality)))
	s.style(cols.quality, nowRow, cols.quality, nowRow, st.nowLabel)
	s.formula(cols.firstBox, nowRow, fmt.Sprintf(`"NOW · "&%s&" of %d hits"`, hitsRef, total))
	s.merge(cols.firstBox, nowRow, lastBox, nowRow)
	s.style(cols.firstBox, nowRow, lastBox, nowRow, st.now)
	s.formula(cols.pass, nowRow, pick(cols.pass))
	s.formula(cols.melee, nowRow, pick(cols.meleeNow))
	s.formula(cols.toHit, nowRow, pick(cols.toHit))
	s.style(cols.pass, nowRow, cols.toHit, nowRow, st.nowNumber)
	s.style(cols.melee, nowRow, cols.melee, nowRow, st.nowMelee)
	s.height(nowRow+1, hSpacer)

	// Conditional formats: spent rows grey, the current row yellow, marked
	// boxes black, a routed unit's now row red.
	// The row highlights skip the cells that are not hit boxes, which keep
	// their dark hatching.
	rungs := fmt.Sprintf("%s:%s %s:%s", cell(cols.quality, first), cell(cols.quality, lastRung), cell(cols.pass, first), cell(cols.toHit, lastRung))
	for i, lr := range u.Ladder.Rows {
		if lr.Boxes > 0 {
			rungs += fmt.Sprintf(" %s:%s", cell(cols.firstBox, first+i), cell(cols.firstBox+lr.Boxes-1, first+i))
		}
	}
	cumRel := fmt.Sprintf("$%s%d", colName(cols.cum), first)
	startRel := fmt.Sprintf("$%s%d", colName(cols.start), first)
	boxes := fmt.Sprintf("%s:%s", cell(cols.firstBox, first), cell(lastBox, lastRung))
	s.do(func() error {
		return s.f.SetConditionalFormat(s.sheet, boxes, []excelize.ConditionalFormatOptions{
			{Type: "formula", Criteria: fmt.Sprintf(`UPPER(%s)="%s"`, cell(cols.firstBox, first), BoxMark), Format: &st.condMarked, StopIfTrue: true}})
	})
	s.do(func() error {
		return s.f.SetConditionalFormat(s.sheet, rungs, []excelize.ConditionalFormatOptions{
			{Type: "formula", Criteria: fmt.Sprintf("%s>=%s", hitsRef, cumRel), Format: &st.condSpent},
			{Type: "formula", Criteria: fmt.Sprintf("AND(%s>=%s,%s<%s)", hitsRef, startRel, hitsRef, cumRel), Format: &st.condCurrent}})
	})
	nowRange := fmt.Sprintf("%s:%s", cell(cols.quality, nowRow), cell(cols.toHit, nowRow))
	s.do(func() error {
		return s.f.SetConditionalFormat(s.sheet, nowRange, []excelize.ConditionalFormatOptions{
			{Type: "formula", Criteria: routed, Format: &st.condRout}})
	})
	cells.Hits = cell(cols.cum, nowRow)
	cells.Quality = cell(cols.quality, nowRow)
	cells.Pass = cell(cols.pass, nowRow)
	cells.Melee = cell(cols.melee, nowRow)
	cells.ToHit = cell(cols.toHit, nowRow)
	return cells, refs
}

// unitDetails is the line under a unit's name: type, starting quality,
// strength, inherent artillery, notes.
func unitDetails(u odn.RosterUnit) string {
	parts := []string{u.TypeLabel}
	if u.Weight != "" {
		parts[0] = strings.ToUpper(u.Weight[:1]) + u.Weight[1:] + " " + strings.ToLower(u.TypeLabel)
	}
	parts = append(parts, "starts "+u.Quality, u.Strength)
	if u.InherentArtillery != "" {
		parts = append(parts, fmt.Sprintf("inherent %s artillery, To Hit %d+", u.InherentArtillery, u.InherentToHit))
	}
	if u.Attached != nil {
		parts = append(parts, odn.AttachedText(u.Attached))
	}
	if u.Notes != "" {
		parts = append(parts, u.Notes)
	}
	return strings.Join(parts, " · ")
}

func writeIndex(f *excelize.File, r *odn.Roster, sheets []string, units []RosterUnitCells, cols rosterCols, st *rosterStyles, paper Paper) error {
	const sheet = "Index"
	s := &sheetWriter{f: f, sheet: sheet}
	s.width(1, 1, 17)
	s.width(2, 2, 30)
	s.width(3, 3, 6)
	s.width(4, 4, 15)
	s.width(5, 8, 7)
	s.set(1, 1, r.Army)
	s.merge(1, 1, 8, 1)
	s.style(1, 1, 8, 1, st.title)
	s.height(1, hTitle)
	heads := []string{"Corps", "Unit", "Start", "Now", "Hits", "Pass", "Melee", "To Hit"}
	for i, h := range heads {
		s.set(i+1, 2, h)
	}
	s.style(1, 2, 8, 2, st.heading)
	s.height(2, hHeading)
	row := 3
	info := []string{r.Stamp}
	if r.HQ != nil {
		info = append(info, fmt.Sprintf("Army headquarters: %s, %+d to Morale Tests of the unit it is with (Headquarters, p.13)", r.HQ.Name, r.HQ.MoraleBonus))
	}
	info = append(info, "Mark hits with "+BoxMark+" in the hit boxes of each corps sheet; this index follows them.")
	ui := 0
	for ci, c := range r.Corps {
		for _, ru := range c.Units {
			u := units[ui]
			ui++
			ref := func(a string) string { return quoteSheet(u.Sheet) + "!" + a }
			s.set(1, row, c.Name)
			s.do(func() error {
				return f.SetCellHyperLink(sheet, cell(1, row), quoteSheet(sheets[ci])+"!A"+fmt.Sprint(u.FirstRow), "Location")
			})
			s.style(1, row, 1, row, st.link)
			s.set(2, row, u.Unit)
			s.set(3, row, ru.Quality)
			s.formula(4, row, ref(u.Quality))
			s.formula(5, row, ref(u.Hits))
			s.style(2, row, 5, row, st.indexText)
			s.formula(6, row, ref(u.Pass))
			s.formula(7, row, ref(u.Melee))
			s.formula(8, row, ref(u.ToHit))
			s.style(6, row, 8, row, st.indexNum)
			s.style(7, row, 7, row, st.indexMelee)
			s.height(row, 18)
			row++
		}
	}
	if row > 3 {
		s.do(func() error {
			return f.SetConditionalFormat(sheet, fmt.Sprintf("A3:H%d", row-1), []excelize.ConditionalFormatOptions{
				{Type: "formula", Criteria: `$D3="ROUTED"`, Format: &st.condRout}})
		})
	}
	row++
	for _, line := range info {
		s.set(1, row, line)
		s.merge(1, row, 8, row)
		s.style(1, row, 8, row, st.details)
		row++
	}
	s.do(func() error {
		return pageSetup{paper: paper, lastCol: "H", lastRow: row - 1, titleRows: 2, header: r.Army, headerR: st.stamp, fitToWidth: true}.apply(f, sheet)
	})
	s.do(func() error {
		return f.SetPanes(sheet, &excelize.Panes{Freeze: true, YSplit: 2, TopLeftCell: "A3", ActivePane: "bottomLeft"})
	})
	return s.err
}
