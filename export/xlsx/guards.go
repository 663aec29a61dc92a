package xlsx

import (
	"fmt"
)

// This file holds the input checks of the Melee, Melee attackers and Grand
// battery sheets: while an input is invalid their results show seeError
// (or a spreadsheet error for a value no formula can read), never odds
// computed from it.

// meleeValid writes the Melee sheet's "Inputs valid?" cell in the row
// after the modifier check and returns the condition its results test:
// each side's modifiers within their limits, a quality of the list, hits
// a whole number short of the quality's row (Hit boxes, p.4-5), and any
// other modifier a whole number.
func (c *calc) meleeValid(s *sheetWriter, check, extra int) string {
	row := check + 1
	c.label(s, row, "Inputs valid?")
	side := func(col string) string {
		q := fmt.Sprintf("%s$5", col)
		h := fmt.Sprintf("%s$6", col)
		x := fmt.Sprintf("%s$%d", col, extra)
		boxes := indexRow(c.qualBoxes, fmt.Sprintf("MATCH(%s,%s,0)", q, c.qualLabels))
		return fmt.Sprintf(`IF(%s%d<>"Yes",%s%d,IF(COUNTIF(%s,%s)=0,"No: choose the quality from the list",IF(OR(%s<0,INT(%s)<>%s),"No: hits are a whole number, 0 or more",IF(%s>=%s,"No: the hits fill the row; give the quality it dropped to and its hits there",IF(INT(%s)<>%s,"No: any other modifier is a whole number","Yes")))))`,
			col, check, col, check, c.qualLabels, q, h, h, h, h, boxes, x, x)
	}
	f := fmt.Sprintf(`IF(%s<>"Yes","Attacker: "&%s,IF(%s<>"Yes","Defender: "&%s,"Yes"))`, side("B"), side("B"), side("C"), side("C"))
	ref := c.out(s, 2, row, f, c.st.text)
	c.book.MeleeValid = ref
	return fmt.Sprintf(`%s="Yes"`, absRef(ref))
}
