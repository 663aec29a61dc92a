// Package script plays a scenario with given orders and given dice, and
// checks what the game must look like after them: a designer's test of a
// scenario, or a test of the engine against a rule's worked example.
//
// A script is YAML (the format is documented in docs/scripts.md):
//
//	format: adc-script
//	version: 1
//	rule: "9.7.5 Hazardous Retreats, Case 2"
//	quote: "a die must be rolled in the hex before crossing the river"
//	position:                      # optional: start from this position
//	  turn: 1
//	  side: french                 # the side whose Movement Phase starts
//	  units: {fr-a: "0505", al-b: "0506"}
//	steps:
//	  - {order: end-phase}         # ends the Movement Phase
//	  - {order: "declare fr-a vs al-b"}
//	  - {order: resolve 0, dice: [6, 2]}
//	  - expect: {unit: al-b, hex: "0508", routed: true}
//
// Read parses and checks a script; Run plays it on a board and stops at the
// first expectation that fails (Report.Failed names it).
//
//	sc, err := script.Read(data, "retreat.yaml")
//	rep, err := script.Run(board, sc)
//	for _, ev := range rep.Log { fmt.Println(ev) }
//	if rep.Failed != nil { fmt.Println(rep.Failed) }
package script

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"go.yaml.in/yaml/v3"
)

// Script is a scenario's position, orders, dice and expectations.
type Script struct {
	Format  string `yaml:"format"`  // adc-script
	Version int    `yaml:"version"` // 1
	// Scenario, when given, is the id of the scenario the script is for:
	// running it on another scenario is refused.
	Scenario string `yaml:"scenario,omitempty"`
	// Rule and Quote say what the script checks: the rule number and
	// title, and the rule's own words.
	Rule  string `yaml:"rule,omitempty"`
	Quote string `yaml:"quote,omitempty"`
	// Seed gives the dice the steps do not list; without it a roll the
	// script does not give is an error.
	Seed     *uint64  `yaml:"seed,omitempty"`
	Optional []string `yaml:"optional_rules,flow,omitempty"`
	// Setup "play": the steps play the Set-up Phase (3.0) with deploy and
	// place-garrison orders, instead of the default placement.
	Setup    string    `yaml:"setup,omitempty"`
	Position *Position `yaml:"position,omitempty"`
	Steps    []Step    `yaml:"steps"`
	file     string
}

// Position is where the script starts instead of the set-up: the start
// of Turn's Movement Phase of Side, with units moved to the given hexes
// (a unit not listed stays where the set-up puts it) and the sides'
// Morale.
type Position struct {
	Turn   int               `yaml:"turn,omitempty"`
	Side   string            `yaml:"side,omitempty"`
	Units  map[string]string `yaml:"units,omitempty"` // unit id: hex XXYY
	Morale map[string]int    `yaml:"morale,omitempty"`
}

// Step is one order with its dice, or one expectation. Turn, Phase and
// Side, when given, are checked before the order: the game must be there.
type Step struct {
	Turn   int     `yaml:"turn,omitempty"`
	Phase  string  `yaml:"phase,omitempty"`
	Side   string  `yaml:"side,omitempty"`
	Order  string  `yaml:"order,omitempty"` // in the log's notation (rules.ParseOrder)
	Dice   []int   `yaml:"dice,flow,omitempty"`
	Expect *Expect `yaml:"expect,omitempty"`
	// Refused: the engine must refuse the order, with a message that
	// contains this text; the game stays where it was.
	Refused string `yaml:"refused,omitempty"`
	Note    string `yaml:"note,omitempty"`
	line    int
}

// Expect is what must hold after the steps before it. Every field given
// is checked.
type Expect struct {
	Unit string `yaml:"unit,omitempty"`
	// Hex: the unit is on the map in this hex.
	Hex string `yaml:"hex,omitempty"`
	// Where: map, pending, broken, eliminated, set-aside, setup or exited.
	Where string `yaml:"where,omitempty"`
	// Routed: the unit carries (true) or does not carry (false) a Routed!
	// marker (9.6.2).
	Routed *bool          `yaml:"routed,omitempty"`
	Morale map[string]int `yaml:"morale,omitempty"`
	// Log: a line of the log of the last order contains this text;
	// NoLog: none does.
	Log   string `yaml:"log,omitempty"`
	NoLog string `yaml:"no_log,omitempty"`
	// Result: the game is over and its result contains this text.
	Result string `yaml:"result,omitempty"`
	Turn   int    `yaml:"turn,omitempty"`
	Phase  string `yaml:"phase,omitempty"`
	line   int
}

// Read parses a script; name is its file name, for messages.
func Read(data []byte, name string) (*Script, error) {
	var root yaml.Node
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var sc Script
	if err := yaml.Unmarshal(data, &root); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if err := dec.Decode(&sc); err != nil && !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	sc.file = name
	if sc.Format != "adc-script" || sc.Version != 1 {
		return nil, fmt.Errorf("%s: not a script: want format: adc-script and version: 1", name)
	}
	if sc.Setup != "" && sc.Setup != "play" {
		return nil, fmt.Errorf("%s: setup: %q: want play (the steps play the Set-up Phase) or nothing (the default placement)", name, sc.Setup)
	}
	if sc.Setup != "" && sc.Position != nil {
		return nil, fmt.Errorf("%s: setup: play starts from the Set-up Phase; a position: starts after it: give one or the other", name)
	}
	lines := stepLines(&root)
	for i := range sc.Steps {
		st := &sc.Steps[i]
		if i < len(lines) {
			st.line = lines[i]
			if st.Expect != nil {
				st.Expect.line = lines[i]
			}
		}
		where := fmt.Sprintf("%s:%d: step %d", name, st.line, i+1)
		if (st.Order == "") == (st.Expect == nil) {
			return nil, fmt.Errorf("%s: give either an order or an expectation (order or expect)", where)
		}
		if st.Order != "" {
			if _, err := rules.ParseOrder(st.Order); err != nil {
				return nil, fmt.Errorf("%s: %w", where, err)
			}
		}
		for _, d := range st.Dice {
			if d < 1 || d > 6 {
				return nil, fmt.Errorf("%s: die %d: want 1 to 6", where, d)
			}
		}
		if st.Refused != "" && st.Order == "" {
			return nil, fmt.Errorf("%s: refused: which order? (add order:)", where)
		}
		if st.Expect != nil && len(st.Dice) > 0 {
			return nil, fmt.Errorf("%s: an expectation rolls no dice", where)
		}
		if e := st.Expect; e != nil && e.Unit == "" && (e.Hex != "" || e.Where != "" || e.Routed != nil) {
			return nil, fmt.Errorf("%s: expect hex, where or routed of which unit? (add unit:)", where)
		}
	}
	return &sc, nil
}

// stepLines returns the line of each item of the steps: sequence.
func stepLines(root *yaml.Node) []int {
	if root.Kind != yaml.DocumentNode || len(root.Content) == 0 {
		return nil
	}
	m := root.Content[0]
	for i := 0; i+1 < len(m.Content); i += 2 {
		if m.Content[i].Value == "steps" {
			var out []int
			for _, it := range m.Content[i+1].Content {
				out = append(out, it.Line)
			}
			return out
		}
	}
	return nil
}

// Failure is the first expectation that did not hold, or the order the
// engine refused.
type Failure struct {
	File string
	Line int
	Step int    // from 1
	What string // the expectation or order, as written
	Why  string
}

// Error is "file:line: step N: what: why".
func (f *Failure) Error() string {
	return fmt.Sprintf("%s:%d: step %d: %s: %s", f.File, f.Line, f.Step, f.What, f.Why)
}

// Report is what Run played: every log line, the expectations met, and
// the first failure, if any.
type Report struct {
	Log    []string
	Met    int
	Failed *Failure
	State  *rules.State
}

// scriptDice gives each order the dice its step lists, then, with a seed,
// seeded dice; a roll beyond them is a failure of the step.
type scriptDice struct {
	rolls  []int
	seeded rules.Dice
	short  bool
}

func (d *scriptDice) Roll() int {
	if len(d.rolls) > 0 {
		r := d.rolls[0]
		d.rolls = d.rolls[1:]
		return r
	}
	if d.seeded != nil {
		return d.seeded.Roll()
	}
	d.short = true
	return 6 // the step fails: no order is played on an unscripted roll
}

// Run plays the script on board b: from the set-up (free deployment by
// the default placement, 3.0) or the script's position, each order with
// its dice, checking each expectation after the steps before it. It
// returns at the first failure, which Report.Failed names; err is for a
// script that cannot start (an unknown unit in its position).
func Run(b *rules.Board, sc *Script) (*Report, error) {
	if sc.Scenario != "" && sc.Scenario != b.Scenario.ID {
		return nil, fmt.Errorf("%s: the script is for scenario %q, not %q", sc.file, sc.Scenario, b.Scenario.ID)
	}
	d := &scriptDice{}
	if sc.Seed != nil {
		d.seeded = rules.NewSeededDice(*sc.Seed)
	}
	s, err := rules.NewState(b, d)
	if err != nil {
		return nil, fmt.Errorf("%s: %w", sc.file, err)
	}
	if d.short {
		return nil, fmt.Errorf("%s: the set-up rolls dice (a shuffle of the deck): give the script a seed", sc.file)
	}
	if s.Phase == rules.PhaseSetup && sc.Setup == "" {
		if s, err = s.AutoDeploy(); err != nil {
			return nil, fmt.Errorf("%s: %w", sc.file, err)
		}
	}
	if p := sc.Position; p != nil {
		if p.Turn > 0 {
			side := s.Phasing
			if p.Side != "" {
				if side = sideOf(p.Side); side < 0 {
					return nil, fmt.Errorf("%s: position: side %q: want french or anti-french", sc.file, p.Side)
				}
			}
			s = s.WithTurn(p.Turn, side)
		}
		ids := make([]string, 0, len(p.Units))
		for id := range p.Units {
			ids = append(ids, id)
		}
		slices.Sort(ids)
		for _, id := range ids {
			if s, err = s.WithUnitAt(id, p.Units[id]); err != nil {
				return nil, fmt.Errorf("%s: position: %w", sc.file, err)
			}
		}
		for side, m := range p.Morale {
			i := sideOf(side)
			if i < 0 {
				return nil, fmt.Errorf("%s: position: morale of %q: want french or anti-french", sc.file, side)
			}
			s = s.WithMorale(i, m)
		}
	}
	rep := &Report{State: s}
	var last []rules.Event
	for i, st := range sc.Steps {
		fail := func(what, why string, args ...any) (*Report, error) {
			rep.Failed = &Failure{File: sc.file, Line: st.line, Step: i + 1, What: what, Why: fmt.Sprintf(why, args...)}
			rep.State = s
			return rep, nil
		}
		if st.Turn > 0 && st.Turn != s.Turn || st.Phase != "" && st.Phase != s.Phase.String() || st.Side != "" && sideOf(st.Side) != s.Actor() {
			return fail(stepWhat(st), "the game is at turn %d, %s's %s phase", s.Turn, rules.SideName(s.Actor()), s.Phase)
		}
		if st.Expect != nil {
			if why := check(s, last, st.Expect); why != "" {
				return fail("expect "+describe(st.Expect), "%s", why)
			}
			rep.Met++
			continue
		}
		o, _ := rules.ParseOrder(st.Order) // Read checked it
		d.rolls, d.short = append([]int(nil), st.Dice...), false
		ns, evs, err := s.Apply(o, d)
		if why := orderFailure(st, err, d); why != "" {
			return fail("order "+st.Order, "%s", why)
		} else if st.Refused != "" {
			rep.Met++ // refused as the step expects; the game stays where it was
			continue
		}
		for _, ev := range evs {
			rep.Log = append(rep.Log, ev.String())
		}
		s, last = ns, evs
		rep.State = s
	}
	return rep, nil
}

// orderFailure says why the step of an order the engine applied (err nil)
// or refused (err) fails, or "" when it holds.
func orderFailure(st Step, err error, d *scriptDice) string {
	switch {
	case st.Refused != "":
		return refusal(err, st.Refused)
	case err != nil:
		return fmt.Sprintf("the engine refuses it: %v", err)
	case d.short:
		return fmt.Sprintf("it rolls more dice than the step gives (%d); add them to dice:, or give the script a seed:", len(st.Dice))
	case len(d.rolls) > 0:
		return fmt.Sprintf("it rolled %d of the %d dice the step gives", len(st.Dice)-len(d.rolls), len(st.Dice))
	}
	return ""
}

// refusal says why a step whose order must be refused with a message
// containing want fails, or "" when it holds.
func refusal(err error, want string) string {
	switch {
	case err == nil:
		return fmt.Sprintf("the engine accepts it; want it refused (%q)", want)
	case !strings.Contains(err.Error(), want):
		return fmt.Sprintf("the engine refuses it, but not with %q: %v", want, err)
	}
	return ""
}

func stepWhat(st Step) string {
	if st.Expect != nil {
		return "expect " + describe(st.Expect)
	}
	return "order " + st.Order
}

func sideOf(name string) int {
	switch name {
	case rules.SideName(rules.French):
		return rules.French
	case rules.SideName(rules.AntiFrench):
		return rules.AntiFrench
	}
	return -1
}

var whereNames = []string{"map", "pending", "broken", "eliminated", "set-aside", "setup", "exited"}

// check returns why e does not hold in s after the events last, or "".
func check(s *rules.State, last []rules.Event, e *Expect) string {
	for _, f := range []func() string{
		func() string { return checkUnit(s, e) },
		func() string { return checkMorale(s, e) },
		func() string { return checkLog(last, e) },
		func() string { return checkGame(s, e) },
	} {
		if why := f(); why != "" {
			return why
		}
	}
	return ""
}

// checkUnit checks the unit's hex, where and Routed! marker.
func checkUnit(s *rules.State, e *Expect) string {
	b := s.B
	if e.Unit != "" {
		u := b.Unit(e.Unit)
		if u < 0 {
			return fmt.Sprintf("no unit %q in the scenario", e.Unit)
		}
		us := s.Units[u]
		where := "?"
		if int(us.Where) < len(whereNames) {
			where = whereNames[us.Where]
		}
		if e.Hex != "" && (us.Where != rules.AtMap || b.Code(us.Hex) != e.Hex) {
			if us.Where != rules.AtMap {
				return fmt.Sprintf("%s is %s, not on the map", e.Unit, where)
			}
			return fmt.Sprintf("%s is in %s", e.Unit, b.Code(us.Hex))
		}
		if e.Where != "" && e.Where != where {
			return fmt.Sprintf("%s is %s", e.Unit, where)
		}
		if e.Routed != nil && s.Routed(u) != *e.Routed {
			if s.Routed(u) {
				return fmt.Sprintf("%s carries a Routed! marker", e.Unit)
			}
			return fmt.Sprintf("%s carries no Routed! marker", e.Unit)
		}
	}
	return ""
}

// checkMorale checks each side's Morale.
func checkMorale(s *rules.State, e *Expect) string {
	sides := make([]string, 0, len(e.Morale))
	for side := range e.Morale {
		sides = append(sides, side)
	}
	slices.Sort(sides)
	for _, side := range sides {
		i := sideOf(side)
		if i < 0 {
			return fmt.Sprintf("morale of %q: want french or anti-french", side)
		}
		if s.Morale[i] != e.Morale[side] {
			return fmt.Sprintf("%s Morale is %d", side, s.Morale[i])
		}
	}
	return ""
}

// checkLog checks the log of the last order.
func checkLog(last []rules.Event, e *Expect) string {
	if e.Log != "" || e.NoLog != "" {
		found := ""
		for _, ev := range last {
			if l := ev.String(); e.Log != "" && strings.Contains(l, e.Log) {
				found = l
			} else if e.NoLog != "" && strings.Contains(l, e.NoLog) {
				return fmt.Sprintf("the last order logged %q", l)
			}
		}
		if e.Log != "" && found == "" {
			var lines []string
			for _, ev := range last {
				lines = append(lines, ev.String())
			}
			return fmt.Sprintf("no line of the last order's log contains it; the log was:\n    %s", strings.Join(lines, "\n    "))
		}
	}
	return ""
}

// checkGame checks the result, turn and phase.
func checkGame(s *rules.State, e *Expect) string {
	if e.Result != "" {
		if !s.Over() {
			return "the game is not over"
		}
		if r := s.Result().String(); !strings.Contains(r, e.Result) {
			return "the result is " + r
		}
	}
	if e.Turn > 0 && s.Turn != e.Turn {
		return "the game is at turn " + strconv.Itoa(s.Turn)
	}
	if e.Phase != "" && s.Phase.String() != e.Phase {
		return "the game is in the " + s.Phase.String() + " phase"
	}
	return ""
}

// describe writes an expectation as the script gives it, for messages.
func describe(e *Expect) string {
	var parts []string
	add := func(k, v string) { parts = append(parts, k+": "+v) }
	if e.Unit != "" {
		add("unit", e.Unit)
	}
	if e.Hex != "" {
		add("hex", strconv.Quote(e.Hex))
	}
	if e.Where != "" {
		add("where", e.Where)
	}
	if e.Routed != nil {
		add("routed", strconv.FormatBool(*e.Routed))
	}
	sides := make([]string, 0, len(e.Morale))
	for side := range e.Morale {
		sides = append(sides, side)
	}
	slices.Sort(sides)
	for _, side := range sides {
		add("morale."+side, strconv.Itoa(e.Morale[side]))
	}
	if e.Log != "" {
		add("log", strconv.Quote(e.Log))
	}
	if e.NoLog != "" {
		add("no_log", strconv.Quote(e.NoLog))
	}
	if e.Result != "" {
		add("result", strconv.Quote(e.Result))
	}
	if e.Turn > 0 {
		add("turn", strconv.Itoa(e.Turn))
	}
	if e.Phase != "" {
		add("phase", e.Phase)
	}
	return "{" + strings.Join(parts, ", ") + "}"
}
