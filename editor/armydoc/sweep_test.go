package armydoc

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/aide-de-camp/adc/odn"
)

// TestSweepAgreesWithFireThenMorale: each value of a sweep is the Fire →
// Morale answer at that value (Artillery battalion fire table, p.8; Grand
// batteries, p.7), as adc odn compare --sweep gives it.
func TestSweepAgreesWithFireThenMorale(t *testing.T) {
	rs := ruleset(t)
	chain := DefaultChainForm()
	if _, _, err := Sweep(rs, chain, SweepRange); err == nil {
		t.Error("a range sweep of small-arms fire is accepted")
	}
	chain.Fire = FireForm{Kind: "battalion", Nation: "france", Weight: "heavy", Band: "close"}
	for _, c := range []struct {
		input string
		n     int
		at    int // the value checked against a single fire
	}{
		{SweepRange, 12, 6}, // 0 to 11 inches: heavy guns reach 11 (p.8)
		{SweepStands, odn.GrandBatteryStands, 3},
	} {
		t.Run(c.input, func(t *testing.T) {
			_, cmp, err := Sweep(rs, chain, c.input)
			if err != nil {
				t.Fatal(err)
			}
			if len(cmp.Options) != c.n {
				t.Fatalf("%d values, want %d", len(cmp.Options), c.n)
			}
			req := chain.Fire.Request()
			if c.input == SweepRange {
				req.Band, req.RangeInches = "", float64(c.at)
			} else {
				st := odn.BatteryStand{Weight: "heavy", Nation: "france"}
				req.Stands = []odn.BatteryStand{st, st, st}
			}
			target, err := chain.Target.exchange(rs, "target")
			if err != nil {
				t.Fatal(err)
			}
			want, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: req, Targets: []odn.ExchangeUnit{target}})
			if err != nil {
				t.Fatal(err)
			}
			i := c.at
			if c.input == SweepStands {
				i = c.at - 1
			}
			if got := cmp.Options[i].Enemy.PRemoved; got.Cmp(want.Targets[0].PRemoved) != 0 {
				t.Errorf("%s: P(removed) %s, Fire → Morale %s", cmp.Options[i].Name, got.RatString(), want.Targets[0].PRemoved.RatString())
			}
			// More stands never make the removal less likely.
			if c.input == SweepStands {
				for k := 1; k < len(cmp.Options); k++ {
					if cmp.Options[k].Enemy.PRemoved.Cmp(cmp.Options[k-1].Enemy.PRemoved) < 0 {
						t.Errorf("%s removes less often than %s", cmp.Options[k].Name, cmp.Options[k-1].Name)
					}
				}
			}
		})
	}
}

// TestExportSweep: the sweep is written as a workbook next to the army
// file, never over it.
func TestExportSweep(t *testing.T) {
	rs := ruleset(t)
	chain := DefaultChainForm()
	chain.Fire = FireForm{Kind: "battalion", Nation: "france", Weight: "heavy", Band: "close"}
	_, cmp, err := Sweep(rs, chain, SweepStands)
	if err != nil {
		t.Fatal(err)
	}
	dir := t.TempDir()
	army := filepath.Join(dir, "french.yaml")
	d := New(NewArmy("france"), army)
	p := d.SweepPath(SweepStands)
	if p != filepath.Join(dir, "french-sweep-stands.xlsx") {
		t.Errorf("SweepPath = %q", p)
	}
	if err := d.ExportSweep(p, rs, cmp); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(p)
	if err != nil || !bytes.HasPrefix(data, []byte("PK")) {
		t.Errorf("no workbook written: %v", err)
	}
	if err := d.ExportSweep(army, rs, cmp); err == nil {
		t.Error("the sweep was written over the army file")
	}
}
