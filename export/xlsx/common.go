package xlsx

import (
	"fmt"
	"io"
	"strings"

	"github.com/aide-de-camp/adc/odn"
	"github.com/xuri/excelize/v2"
)

// Paper is the printed paper size.
type Paper int

// Paper sizes the workbooks are laid out for.
const (
	A4 Paper = iota
	Letter
)

// ParsePaper reads "a4" or "letter" (case-insensitive).
func ParsePaper(s string) (Paper, error) {
	switch strings.ToLower(strings.TrimSpace(s)) {
	case "a4":
		return A4, nil
	case "letter":
		return Letter, nil
	}
	return A4, fmt.Errorf("xlsx: unknown paper %q (accepted: a4, letter)", s)
}

// String returns "a4" or "letter".
func (p Paper) String() string {
	if p == Letter {
		return "letter"
	}
	return "a4"
}

// excelSize is the OOXML paperSize code: 1 Letter, 9 A4.
func (p Paper) excelSize() int {
	if p == Letter {
		return 1
	}
	return 9
}

// heightPt is the paper height in points (portrait).
func (p Paper) heightPt() float64 {
	if p == Letter {
		return 792
	}
	return 841.89
}

// Options are the settings every workbook shares.
type Options struct {
	Paper Paper
}

// Page margins in inches. The header and footer sit inside the top and bottom
// margins.
const (
	marginTop    = 0.75
	marginBottom = 0.75
	marginSide   = 0.6
	marginHeader = 0.3
)

// fixedTime is written as the documents' creation and modification time so
// that the same input gives the same bytes.
const fixedTime = "2000-01-01T00:00:00Z"

// newFile returns an empty workbook with deterministic document properties.
func newFile(title, subject string) (*excelize.File, error) {
	f := excelize.NewFile()
	err := f.SetDocProps(&excelize.DocProperties{
		Title:          title,
		Subject:        subject,
		Creator:        "Aide-de-Camp",
		LastModifiedBy: "Aide-de-Camp",
		Created:        fixedTime,
		Modified:       fixedTime,
		Revision:       "1",
		Language:       "en",
	})
	if err != nil {
		return nil, err
	}
	// The workbook is written without computed values: ask Excel and
	// LibreOffice to compute every formula when the file is opened.
	full, auto := true, "auto"
	if err := f.SetCalcProps(&excelize.CalcPropsOptions{FullCalcOnLoad: &full, CalcMode: &auto}); err != nil {
		return nil, err
	}
	return f, nil
}

// write saves f to w and closes it, with the parts in a stable order and
// written so that every common reader opens them (see finish).
func write(f *excelize.File, w io.Writer) error {
	data, err := bytesOf(f)
	if err != nil {
		return err
	}
	_, err = w.Write(data)
	return err
}

// bytesOf returns the finished bytes of f and closes it.
func bytesOf(f *excelize.File) ([]byte, error) {
	defer f.Close()
	buf, err := f.WriteToBuffer()
	if err != nil {
		return nil, err
	}
	return finish(buf.Bytes())
}

// pageSetup sets paper, portrait orientation, fit-to-width, margins, the
// print area, repeated title rows, and the header and footer.
type pageSetup struct {
	paper      Paper
	lastCol    string // last printed column, e.g. "J"
	lastRow    int    // last printed row
	titleRows  int    // rows 1..titleRows repeat on every page (0: none)
	header     string // left header text
	headerR    string // right header text
	landscape  bool
	fitToWidth bool
	onePage    bool // fit the print area on a single page
}

func (p pageSetup) apply(f *excelize.File, sheet string) error {
	size := p.paper.excelSize()
	orient := "portrait"
	if p.landscape {
		orient = "landscape"
	}
	one, zero := 1, 0
	lo := &excelize.PageLayoutOptions{Size: &size, Orientation: &orient}
	if p.fitToWidth {
		lo.FitToWidth, lo.FitToHeight = &one, &zero
	}
	if p.onePage {
		p.fitToWidth = true
		lo.FitToWidth, lo.FitToHeight = &one, &one
	}
	if err := f.SetPageLayout(sheet, lo); err != nil {
		return err
	}
	if p.fitToWidth {
		t := true
		if err := f.SetSheetProps(sheet, &excelize.SheetPropsOptions{FitToPage: &t}); err != nil {
			return err
		}
	}
	top, bottom, side, hdr := marginTop, marginBottom, marginSide, marginHeader
	if err := f.SetPageMargins(sheet, &excelize.PageLayoutMarginsOptions{Top: &top, Bottom: &bottom, Left: &side, Right: &side, Header: &hdr, Footer: &hdr}); err != nil {
		return err
	}
	if err := f.SetHeaderFooter(sheet, &excelize.HeaderFooterOptions{
		OddHeader: headerText(p.header, p.headerR),
		OddFooter: "&L&10" + hfEscape(sheet) + "&R&12Page &P of &N",
	}); err != nil {
		return err
	}
	ref := fmt.Sprintf("%s!$A$1:$%s$%d", quoteSheet(sheet), p.lastCol, max(p.lastRow, 1))
	if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Area", RefersTo: ref, Scope: sheet}); err != nil {
		return err
	}
	if p.titleRows > 0 {
		ref := fmt.Sprintf("%s!$1:$%d", quoteSheet(sheet), p.titleRows)
		if err := f.SetDefinedName(&excelize.DefinedName{Name: "_xlnm.Print_Titles", RefersTo: ref, Scope: sheet}); err != nil {
			return err
		}
	}
	return nil
}

// hfEscape doubles the ampersands of header and footer text, which would
// otherwise start a control code.
func hfEscape(s string) string { return strings.ReplaceAll(s, "&", "&&") }

// quoteSheet returns the sheet name as a formula reference: 'IV Corps'.
func quoteSheet(name string) string {
	return "'" + strings.ReplaceAll(name, "'", "''") + "'"
}

// sheetName makes a legal, unique worksheet name (at most 31 characters,
// none of []:*?/\ and not starting or ending with an apostrophe).
func sheetName(want string, used map[string]bool) string {
	r := strings.NewReplacer("[", "(", "]", ")", ":", "-", "*", "-", "?", "", "/", "-", "\\", "-")
	base := strings.Trim(strings.TrimSpace(r.Replace(want)), "'")
	if base == "" {
		base = "Sheet"
	}
	base = truncSheet(base, 31)
	name := base
	for n := 2; used[strings.ToLower(name)]; n++ {
		suffix := fmt.Sprintf(" (%d)", n)
		name = truncSheet(base, 31-len(suffix)) + suffix
	}
	used[strings.ToLower(name)] = true
	return name
}

// cell returns the A1 name of column col (1-based) and row.
func cell(col, row int) string {
	n, _ := excelize.CoordinatesToCellName(col, row)
	return n
}

// absCell returns the $A$1 name of a cell.
func absCell(col, row int) string {
	n, _ := excelize.CoordinatesToCellName(col, row, true)
	return n
}

// colName returns the letters of a 1-based column.
func colName(col int) string {
	n, _ := excelize.ColumnNumberToName(col)
	return n
}

// sheetWriter collects the first error of a sequence of excelize calls so that
// the sheet builders read as a list of cells.
type sheetWriter struct {
	f     *excelize.File
	sheet string
	err   error
}

func (s *sheetWriter) set(col, row int, v any) {
	if s.err == nil {
		s.err = s.f.SetCellValue(s.sheet, cell(col, row), v)
	}
}

func (s *sheetWriter) formula(col, row int, formula string) {
	if s.err == nil {
		s.err = s.f.SetCellFormula(s.sheet, cell(col, row), formula)
	}
}

func (s *sheetWriter) style(c1, r1, c2, r2, style int) {
	if s.err == nil {
		s.err = s.f.SetCellStyle(s.sheet, cell(c1, r1), cell(c2, r2), style)
	}
}

func (s *sheetWriter) merge(c1, r1, c2, r2 int) {
	if s.err == nil && (c1 != c2 || r1 != r2) {
		s.err = s.f.MergeCell(s.sheet, cell(c1, r1), cell(c2, r2))
	}
}

func (s *sheetWriter) width(c1, c2 int, w float64) {
	if s.err == nil {
		s.err = s.f.SetColWidth(s.sheet, colName(c1), colName(c2), w)
	}
}

// maxRowHeight is the tallest row the file format allows, in points.
const maxRowHeight = 409

func (s *sheetWriter) height(row int, h float64) {
	h = min(h, maxRowHeight)
	if s.err == nil {
		s.err = s.f.SetRowHeight(s.sheet, row, h)
	}
}

func (s *sheetWriter) do(fn func() error) {
	if s.err == nil {
		s.err = fn()
	}
}

// shortStamp is the ruleset line of the page headers: id and revision.
func shortStamp(rs *odn.Ruleset) string {
	return fmt.Sprintf("Ruleset %s, revision %s", rs.ID, rs.Revision)
}

// autoHeights gives every row of default height enough height for its
// wrapped text. LibreOffice keeps the stored row heights of an .xlsx file,
// so wrapped cells would otherwise print over the next row. Rows with a
// height already set are left alone; a character is taken as 1/1.2 of a
// column-width unit, which errs on the side of a taller row.
func autoHeights(f *excelize.File, sheet string) error {
	rows, err := f.GetRows(sheet)
	if err != nil {
		return err
	}
	widths := map[int]float64{}
	width := func(c int) float64 {
		if w, ok := widths[c]; ok {
			return w
		}
		w, err := f.GetColWidth(sheet, colName(c))
		if err != nil {
			w = 9
		}
		widths[c] = w
		return w
	}
	merged, err := f.GetMergeCells(sheet)
	if err != nil {
		return err
	}
	inMerge := map[string]bool{}
	for _, m := range merged {
		inMerge[m.GetStartAxis()] = true
	}
	for r, row := range rows {
		h, err := f.GetRowHeight(sheet, r+1)
		if err != nil {
			return err
		}
		if h != 15 {
			continue
		}
		lines := 1
		for c, v := range row {
			if v == "" || inMerge[cell(c+1, r+1)] {
				continue
			}
			capacity := max(1, int(width(c+1)*1.2))
			n := 0
			for _, para := range strings.Split(v, "\n") {
				n += max(1, (len([]rune(para))+capacity-1)/capacity)
			}
			lines = max(lines, n)
		}
		if lines > 1 {
			if err := f.SetRowHeight(sheet, r+1, min(float64(15*lines), maxRowHeight)); err != nil {
				return err
			}
		}
	}
	return nil
}
