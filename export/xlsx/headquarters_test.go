package xlsx

import (
	"strings"
	"testing"
)

// TestHeadquartersP13MoraleTotal: the Morale sheet's total counts the
// largest attached headquarters' bonus only (MAX over column D), as
// "Only one attached [headquarters] may modify the Morale Test of a single
// unit" (p.13); a house rule allowing every slot sums them, and one the
// portable functions cannot express is refused with the field to change.
func TestHeadquartersP13MoraleTotal(t *testing.T) {
	cases := []struct {
		name    string
		max     int
		want    string
		wantErr string
	}{
		{"one attached (the rules)", 1, "MAX(Morale!$D$9:$D$13)", ""},
		{"every slot (house rule)", ModifierSlots, "SUM(Morale!$D$9:$D$13)", ""},
		{"two attached (house rule)", 2, "", "headquarters.max_attached: 2"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			rs := ruleset(t)
			rs.Headquarters.MaxAttached = c.max
			b, err := BuildCalculators(rs, CalcOptions{})
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			f, err := b.File.GetCellFormula("Cascade", "BJ12")
			if err != nil {
				t.Fatal(err)
			}
			if !strings.Contains(f, c.want) || strings.Contains(f, "SUM(Morale!$C$9:$C$13)+Morale!$B$14") {
				t.Errorf("Cascade!BJ12 = %s, want the total with %s", f, c.want)
			}
		})
	}
}
