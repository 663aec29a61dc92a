package odn

import (
	"fmt"
	"io"
	"math/big"
	"strings"
)

// The table's real question is a choice: "is it better to charge now or
// fire first?", "which range?", "attach the Corps to this unit or that?".
// A comparison puts the exact end of the enemy unit under each option side
// by side: where it ends, level by level, and P(it is removed); for a
// Melee also where one's own first attacker ends.

// CompareOption is one option of a comparison and its exact outcome.
type CompareOption struct {
	Name string `json:"name"`
	// Enemy is where the unit the option acts on ends: the target of a
	// fire (its Morale Tests followed) or the defender of a Melee.
	Enemy TargetEnd `json:"enemy"`
	// Own is where one's own first attacker ends in a Melee; nil for a
	// fire, which costs the firer nothing.
	Own      *TargetEnd      `json:"own,omitempty"`
	Readings []ChosenReading `json:"readings"`
}

// Comparison is two or more options evaluated side by side.
type Comparison struct {
	Stamp   string          `json:"stamp"`
	Options []CompareOption `json:"options"`
	// Best is the option most likely to remove the enemy (the first of
	// equals).
	Best string `json:"best"`
	// Sweep names the input varied, when the options are a sweep.
	Sweep string `json:"sweep,omitempty"`
}

// NewComparison names the best option.
func (rs *Ruleset) NewComparison(options []CompareOption, sweep string) (Comparison, error) {
	c := Comparison{Stamp: rs.Stamp(), Options: options, Sweep: sweep}
	if len(options) < 2 {
		return c, fmt.Errorf("a comparison takes two or more options (got %d)", len(options))
	}
	best := -1
	for i, o := range options {
		if o.Enemy.PRemoved == nil {
			return c, fmt.Errorf("option %q has no outcome", o.Name)
		}
		if best < 0 || o.Enemy.PRemoved.Cmp(options[best].Enemy.PRemoved) > 0 {
			best = i
		}
	}
	c.Best = options[best].Name
	return c, nil
}

// WriteComparison writes the options side by side: the enemy's end level
// by level and P(removed) as exact fractions with a bar chart, then one's
// own losses in a Melee, and the readings each option used.
func WriteComparison(w io.Writer, c Comparison, levels []MoraleLevel) error {
	ew := &errWriter{w: w}
	ew.printf("%s\n", c.Stamp)
	if c.Sweep != "" {
		ew.printf("Sweep over %s: %d values\n", c.Sweep, len(c.Options))
	}
	width := 8
	for _, o := range c.Options {
		width = max(width, len([]rune(o.Name)))
	}
	ew.printf("\nP(the enemy is removed: Rout or every hit box checked)\n")
	for _, o := range c.Options {
		ew.printf("  %-*s %s %s\n", width, o.Name, bar(o.Enemy.PRemoved, 30), prob(o.Enemy.PRemoved))
	}
	ew.printf("\nWhere the enemy ends\n")
	for _, o := range c.Options {
		ew.printf("  %s\n", o.Name)
		for i, l := range levels {
			if !l.Removed {
				ew.printf("    %-14s %s\n", l.Label, prob(o.Enemy.ByLevel[i]))
			}
		}
		ew.printf("    %-14s %s\n", "removed", prob(o.Enemy.PRemoved))
	}
	own := false
	for _, o := range c.Options {
		own = own || o.Own != nil
	}
	if own {
		ew.printf("\nWhat it costs: P(one's own first attacker is removed)\n")
		for _, o := range c.Options {
			if o.Own == nil {
				ew.printf("  %-*s %s (a fire costs the firer nothing)\n", width, o.Name, strings.Repeat(" ", 30))
				continue
			}
			ew.printf("  %-*s %s %s\n", width, o.Name, bar(o.Own.PRemoved, 30), prob(o.Own.PRemoved))
		}
	}
	ew.printf("\nMost likely to remove the enemy: %s\n", c.Best)
	var lines []string
	seen := map[string]bool{}
	for _, o := range c.Options {
		for _, r := range o.Readings {
			k := r.ID + "=" + r.Value
			if !seen[k] {
				seen[k] = true
				lines = append(lines, fmt.Sprintf("  %s: %s", k, r.Text))
			}
		}
	}
	if len(lines) > 0 {
		ew.printf("\nReadings used (open questions of the rules; choose another with --reading ID=VALUE, see adc odn readings):\n%s\n", strings.Join(lines, "\n"))
	}
	return ew.err
}

// bar draws p as a bar of up to n cells.
func bar(p *big.Rat, n int) string {
	f, _ := p.Float64()
	k := int(f*float64(n) + 0.5)
	return strings.Repeat("█", k) + strings.Repeat("·", n-k)
}
