package xlsx

import (
	"fmt"
	"io"
	"math/big"

	"github.com/aide-de-camp/adc/odn"
	"github.com/xuri/excelize/v2"
)

// WriteComparison writes adc odn compare as a workbook: one row per option
// (or per value of a sweep) with where the enemy ends, level by level, and
// P(it is removed), each as a number and as its exact fraction, and a
// chart of P(removed) by option.
func WriteComparison(w io.Writer, rs *odn.Ruleset, c odn.Comparison) error {
	f, err := newFile("ODN comparison", rs.Stamp())
	if err != nil {
		return err
	}
	const sh = "Compare"
	if err := f.SetSheetName("Sheet1", sh); err != nil {
		return err
	}
	s := &sheetWriter{f: f, sheet: sh}
	st := newCalcStyles(f)
	title := "Options side by side: where the enemy ends"
	if c.Sweep != "" {
		title = "Sweep over " + c.Sweep + ": where the enemy ends"
	}
	s.set(1, 1, title)
	s.style(1, 1, 1, 1, st.title)
	s.set(1, 2, c.Stamp)
	heads := []string{"Option", "P(removed)", "P(removed) exact"}
	var live []int
	for i, l := range rs.Morale.Levels {
		if !l.Removed {
			live = append(live, i)
			heads = append(heads, "Ends "+l.Label, "exact")
		}
	}
	heads = append(heads, "Own first attacker removed", "exact")
	for i, h := range heads {
		s.set(1+i, 4, h)
	}
	s.style(1, 4, len(heads), 4, st.heading)
	for r, o := range c.Options {
		row := 5 + r
		s.set(1, row, o.Name)
		put := func(col int, p *big.Rat) {
			x, _ := p.Float64()
			s.set(col, row, x)
			s.style(col, row, col, row, st.pct)
			s.set(col+1, row, odn.Frac(p))
		}
		put(2, o.Enemy.PRemoved)
		for j, li := range live {
			put(4+2*j, o.Enemy.ByLevel[li])
		}
		if o.Own != nil {
			put(4+2*len(live), o.Own.PRemoved)
		}
	}
	last := 4 + len(c.Options)
	s.set(1, last+2, "Most likely to remove the enemy: "+c.Best)
	s.width(1, 1, 28)
	s.width(2, len(heads), 14)
	zero, one := 0.0, 1.0
	s.do(func() error {
		return f.AddChart(sh, cell(1, last+4), &excelize.Chart{
			Type: excelize.Col,
			Series: []excelize.ChartSeries{{Name: fmt.Sprintf("%s!$B$4", sh), Categories: fmt.Sprintf("%s!$A$5:$A$%d", sh, last),
				Values: fmt.Sprintf("%s!$B$5:$B$%d", sh, last), Fill: excelize.Fill{Type: "pattern", Pattern: 1, Color: []string{"1F3864"}}}},
			Title:     excelize.ChartTitle{Paragraph: []excelize.RichTextRun{{Text: "P(the enemy is removed)"}}},
			Dimension: excelize.ChartDimension{Width: 640, Height: 320},
			Legend:    excelize.ChartLegend{Position: "none"},
			YAxis:     excelize.ChartAxis{Minimum: &zero, Maximum: &one, MajorGridLines: true, NumFmt: excelize.ChartNumFmt{CustomNumFmt: "0%"}},
		})
	})
	if s.err != nil {
		return s.err
	}
	if st.err != nil {
		return st.err
	}
	return write(f, w)
}
