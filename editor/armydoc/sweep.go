package armydoc

import (
	"bytes"
	"fmt"
	"math"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/export/xlsx"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/odn"
)

// The Sweep view: the Fire → Morale form's fire at its target, evaluated
// at each value of one input, as adc odn compare --sweep does: the range
// of an artillery battalion (Artillery battalion fire table, p.8) or the
// stands of a grand battery (Grand batteries, p.7).

// The inputs a sweep varies.
const (
	SweepRange  = "range"  // inches, 0 to the end of the longest band (at most 24)
	SweepStands = "stands" // 1 to odn.GrandBatteryStands stands like the firing one
)

// SweepInputs lists the sweep inputs, as the view offers them.
var SweepInputs = []string{SweepRange, SweepStands}

// SweepValues are the values a sweep takes, with their option names.
func SweepValues(rs *odn.Ruleset, input string) (values []float64, names []string, err error) {
	switch input {
	case SweepRange:
		bands := rs.BattalionFire.RangeBands
		if len(bands) == 0 {
			return nil, nil, fmt.Errorf("the ruleset has no artillery range bands")
		}
		top := math.Min(24, math.Floor(bands[len(bands)-1].To))
		for v := 0.0; v <= top; v++ {
			values, names = append(values, v), append(names, fmt.Sprintf("%g in", v))
		}
	case SweepStands:
		for n := 1; n <= odn.GrandBatteryStands; n++ {
			values, names = append(values, float64(n)), append(names, plural(n, "stand"))
		}
	default:
		return nil, nil, fmt.Errorf("sweep over %q: choose %s or %s", input, SweepRange, SweepStands)
	}
	return values, names, nil
}

// Sweep evaluates the Fire → Morale form at each value of input: its fire
// at each range (single battalion or grand battery as the form has it) or
// as a grand battery of 1 to 6 stands like its firing battalion, at its
// range. The form's fire must be an artillery battalion's.
func Sweep(rs *odn.Ruleset, chain ChainForm, input string) (Answer, odn.Comparison, error) {
	if chain.Fire.Kind != "battalion" {
		return Answer{}, odn.Comparison{}, fmt.Errorf("a sweep over %s is for artillery battalion fire: choose Artillery battalion in the Fire → Morale form", input)
	}
	values, names, err := SweepValues(rs, input)
	if err != nil {
		return Answer{}, odn.Comparison{}, err
	}
	target, err := chain.Target.exchange(rs, "target")
	if err != nil {
		return Answer{}, odn.Comparison{}, fmt.Errorf("fire then Morale Tests: %w", err)
	}
	var opts []odn.CompareOption
	for i, v := range values {
		req := chain.Fire.Request()
		switch input {
		case SweepRange:
			req.Band, req.RangeInches = "", v
		case SweepStands:
			first := odn.BatteryStand{Weight: chain.Fire.Weight, Nation: chain.Fire.Nation, Horse: chain.Fire.Horse}
			req.Stands = nil
			for range int(v) {
				req.Stands = append(req.Stands, first)
			}
		}
		rep, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: req, AdditionalHit: chain.AdditionalHit, Targets: []odn.ExchangeUnit{target}})
		if err != nil {
			return Answer{}, odn.Comparison{}, fmt.Errorf("%s: %w", names[i], err)
		}
		opts = append(opts, odn.CompareOption{Name: names[i], Enemy: rep.Targets[0], Readings: rep.Readings})
	}
	label := "range (inches)"
	if input == SweepStands {
		label = "grand battery stands"
	}
	cmp, err := rs.NewComparison(opts, label)
	if err != nil {
		return Answer{}, cmp, err
	}
	ans := Answer{Summary: fmt.Sprintf("Sweep over the %s of the Fire → Morale form's fire at its target: most likely to remove it at %s", label, cmp.Best)}
	ans.Groups = append(ans.Groups, removedGroup(cmp))
	ans.Readings = comparisonReadings(cmp)
	return ans, cmp, nil
}

// SweepPath is where the Sweep view's sheet goes: next to the army file,
// "" when the army list has no file yet.
func (d *Document) SweepPath(input string) string {
	p := d.Path()
	if p == "" {
		return ""
	}
	return strings.TrimSuffix(p, filepath.Ext(p)) + "-sweep-" + input + ".xlsx"
}

// ExportSweep writes a sweep as a workbook (the sheet of adc odn compare
// --sweep --format xlsx) atomically to path, never over the army file.
func (d *Document) ExportSweep(path string, rs *odn.Ruleset, cmp odn.Comparison) error {
	if err := atomicfile.CheckOutput(path, "spreadsheet", d.Path()); err != nil {
		return err
	}
	var buf bytes.Buffer
	if err := xlsx.WriteComparison(&buf, rs, cmp); err != nil {
		return err
	}
	return atomicfile.Write(path, buf.Bytes(), atomicfile.KeepBackup)
}

// removedGroup is the bar group of each option's chance of removing the
// enemy, shared by the Compare and Sweep views.
func removedGroup(cmp odn.Comparison) BarGroup {
	g := BarGroup{Title: "The enemy is removed"}
	for _, o := range cmp.Options {
		g.Bars = append(g.Bars, Bar{Label: o.Name, P: o.Enemy.PRemoved})
	}
	return g
}

// comparisonReadings lists the readings the options of a comparison used,
// each once, in the order they first appear.
func comparisonReadings(cmp odn.Comparison) []string {
	var out []string
	seen := map[string]bool{}
	for _, o := range cmp.Options {
		for _, l := range ReadingLines(o.Readings) {
			if !seen[l] {
				seen[l] = true
				out = append(out, l)
			}
		}
	}
	return out
}
