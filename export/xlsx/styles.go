package xlsx

import "github.com/xuri/excelize/v2"

// Colours chosen for reading under poor light: black text on white, strong
// borders, spent rows a clear mid grey, the current row pale yellow.
const (
	colInk       = "000000"
	colSpent     = "BFBFBF"
	colSpentInk  = "404040"
	colCurrent   = "FFF2A0"
	colHeading   = "1F3864"
	colHeadInk   = "FFFFFF"
	colNoBox     = "595959"
	colInput     = "E2EFDA"
	colRouted    = "C00000"
	colBand      = "DDEBF7"
	pctFormat    = "0.0%"
	plusFormat   = `0"+";-0"+";"–"`
	signedFormat = `+0;-0;0`
)

func border(style int) []excelize.Border {
	return []excelize.Border{
		{Type: "left", Color: colInk, Style: style}, {Type: "right", Color: colInk, Style: style},
		{Type: "top", Color: colInk, Style: style}, {Type: "bottom", Color: colInk, Style: style},
	}
}

func fill(c string) excelize.Fill {
	return excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{c}}
}

func center() *excelize.Alignment {
	return &excelize.Alignment{Horizontal: "center", Vertical: "center"}
}

func left() *excelize.Alignment {
	return &excelize.Alignment{Horizontal: "left", Vertical: "center", Indent: 0}
}

func fmtPtr(s string) *string { return &s }

// styleSet makes styles on demand and remembers the first error.
type styleSet struct {
	f   *excelize.File
	err error
}

func (s *styleSet) new(st *excelize.Style) int {
	if s.err != nil {
		return 0
	}
	id, err := s.f.NewStyle(st)
	s.err = err
	return id
}

func (s *styleSet) cond(st *excelize.Style) int {
	if s.err != nil {
		return 0
	}
	id, err := s.f.NewConditionalStyle(st)
	s.err = err
	return id
}
