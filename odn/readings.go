package odn

import (
	"fmt"
	"io"
	"sort"
	"strings"
)

// This file names the questions the rulebook leaves open and the answers a
// club can choose (its house rules). Every calculator reads its answers from
// the Ruleset (Ruleset.WithReadings), and every report carries the answers it
// used, so the command line, the editor and the workbook say the same thing
// beside each result.

// Reading is one open question of the rules and its possible answers; the
// first answer is the default.
type Reading struct {
	ID       string         `json:"id"`
	Rule     string         `json:"rule"`
	Question string         `json:"question"`
	Values   []ReadingValue `json:"values"`
}

// ReadingValue is one answer to a Reading.
type ReadingValue struct {
	ID   string `json:"id"`
	Text string `json:"text"`
}

// The reading ids.
const (
	ReadingLeaderKilledRetest = "leader-killed-retest"
	ReadingLeaderLossRemoved  = "leader-loss-when-removed"
	ReadingMeleeEnd           = "melee-end"
	ReadingRangeRounding      = "range-rounding"
)

// Readings lists every open reading, in a fixed order.
var Readings = []Reading{
	{ID: ReadingLeaderKilledRetest, Rule: "4.05 Leader loss (p.13)",
		Question: "A leader-loss roll kills the headquarters attached to a unit that has passed its test (or took hits with no test): \"All units in command take Morale Test\". Does the unit it was attached to test (again), without the bonus?",
		Values: []ReadingValue{
			{"no", "the unit has taken its test; only the other units in command test"},
			{"yes", "the unit takes one more Morale Test without the killed leader's bonus"},
		}},
	{ID: ReadingLeaderLossRemoved, Rule: "4.05 Leader loss (p.13)",
		Question: "The hits (or a Rout) remove the unit a headquarters is attached to. Is the leader-loss roll still made?",
		Values: []ReadingValue{
			{"roll", "the unit took hits, so the roll is made (\"you must test\")"},
			{"no-roll", "the unit is gone before any test: no roll"},
		}},
	{ID: ReadingMeleeEnd, Rule: "Melee 4 (p.9)",
		Question: "With several attackers, one unit loses a Morale Level or fails a test. Does the Melee end for every unit?",
		Values: []ReadingValue{
			{"all", "the Melee ends for every unit in it"},
			{"fight-on", "only the units that failed retreat; the others fight on (\"as units retreat from the Melee\")"},
		}},
	{ID: ReadingRangeRounding, Rule: "Artillery battalion fire table (p.8)",
		Question: "The range bands are printed to a tenth of an inch (0 to 2, 2.1 to 5). Which band is a measured 2.04 inches in?",
		Values: []ReadingValue{
			{"tenth", "rounded to the tenth, halves up: 2.04 is 2.0, close range; 2.05 is 2.1"},
			{"up", "any part of an inch beyond a band's end is the next band: 2.04 is 2.1 to 5"},
		}},
}

// ReadingSet is a choice of answer for every reading; a missing id takes
// its default.
type ReadingSet map[string]string

// DefaultReadings is every reading at its default.
func DefaultReadings() ReadingSet {
	r := ReadingSet{}
	for _, d := range Readings {
		r[d.ID] = d.Values[0].ID
	}
	return r
}

// ReadingByID finds a reading.
func ReadingByID(id string) (Reading, bool) {
	for _, d := range Readings {
		if d.ID == id {
			return d, true
		}
	}
	return Reading{}, false
}

// Get is the answer chosen for a reading (its default if unset).
func (r ReadingSet) Get(id string) string {
	if v, ok := r[id]; ok && v != "" {
		return v
	}
	if d, ok := ReadingByID(id); ok {
		return d.Values[0].ID
	}
	return ""
}

// Set chooses an answer, refusing an unknown reading or answer.
func (r ReadingSet) Set(id, value string) error {
	d, ok := ReadingByID(id)
	if !ok {
		ids := make([]string, len(Readings))
		for i, x := range Readings {
			ids[i] = x.ID
		}
		return fmt.Errorf("unknown reading %q (%s)", id, didYouMean(id, ids))
	}
	var vals []string
	for _, v := range d.Values {
		if v.ID == value {
			r[id] = value
			return nil
		}
		vals = append(vals, v.ID)
	}
	return fmt.Errorf("reading %s: unknown answer %q (one of %s)", id, value, strings.Join(vals, ", "))
}

// ParseReading parses "ID=VALUE" into r.
func (r ReadingSet) ParseReading(s string) error {
	id, value, ok := strings.Cut(s, "=")
	if !ok {
		return fmt.Errorf("reading %q: write ID=VALUE, such as %s=yes", s, ReadingLeaderKilledRetest)
	}
	return r.Set(strings.TrimSpace(id), strings.TrimSpace(value))
}

// ChosenReading is a reading and the answer a calculation used.
type ChosenReading struct {
	ID    string `json:"id"`
	Value string `json:"value"`
	Text  string `json:"text"`
}

// Chosen lists the answers for the given readings, in the order of
// Readings.
func (r ReadingSet) Chosen(ids ...string) []ChosenReading {
	var out []ChosenReading
	for _, d := range Readings {
		if len(ids) > 0 && !containsString(ids, d.ID) {
			continue
		}
		v := r.Get(d.ID)
		c := ChosenReading{ID: d.ID, Value: v}
		for _, x := range d.Values {
			if x.ID == v {
				c.Text = x.Text
			}
		}
		out = append(out, c)
	}
	return out
}

// Key is a stable text of the set, for caches and labels.
func (r ReadingSet) Key() string {
	var parts []string
	for _, c := range r.Chosen() {
		parts = append(parts, c.ID+"="+c.Value)
	}
	sort.Strings(parts)
	return strings.Join(parts, ",")
}

func containsString(xs []string, s string) bool {
	for _, x := range xs {
		if x == s {
			return true
		}
	}
	return false
}

// WithReadings is a copy of the ruleset that answers the open readings as
// r says; the tables are shared, not copied.
func (rs *Ruleset) WithReadings(r ReadingSet) (*Ruleset, error) {
	c := *rs
	c.readings = DefaultReadings()
	for id, v := range r {
		if err := c.readings.Set(id, v); err != nil {
			return nil, err
		}
	}
	return &c, nil
}

// Reading is the answer this ruleset gives to reading id.
func (rs *Ruleset) Reading(id string) string { return rs.readings.Get(id) }

// ReadingSet is a copy of the answers this ruleset gives.
func (rs *Ruleset) ReadingSet() ReadingSet {
	out := DefaultReadings()
	for k, v := range rs.readings {
		out[k] = v
	}
	return out
}

// The readings each calculator follows.
var (
	FireReadings       = []string{ReadingRangeRounding}
	FireMoraleReadings = []string{ReadingRangeRounding, ReadingLeaderKilledRetest, ReadingLeaderLossRemoved}
	MeleeRunReadings   = []string{ReadingMeleeEnd, ReadingLeaderKilledRetest, ReadingLeaderLossRemoved, ReadingRangeRounding}
)

// WriteReadings writes the readings a result used, one a line.
func WriteReadings(w io.Writer, rs []ChosenReading) error {
	if len(rs) == 0 {
		return nil
	}
	ew := &errWriter{w: w}
	ew.printf("\nReadings used (open questions of the rules; choose another with --reading ID=VALUE, see adc odn readings):\n")
	for _, c := range rs {
		ew.printf("  %s=%s: %s\n", c.ID, c.Value, c.Text)
	}
	return ew.err
}

// WriteReadingList writes every reading, its question and its answers.
func WriteReadingList(w io.Writer, current ReadingSet) error {
	ew := &errWriter{w: w}
	for _, d := range Readings {
		ew.printf("%s (%s)\n  %s\n", d.ID, d.Rule, d.Question)
		for _, v := range d.Values {
			mark := " "
			if current.Get(d.ID) == v.ID {
				mark = "*"
			}
			ew.printf("  %s %-9s %s\n", mark, v.ID, v.Text)
		}
		ew.printf("\n")
	}
	return ew.err
}
