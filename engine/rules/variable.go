package rules

import (
	"fmt"
	"regexp"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

var (
	TurnRange = regexp.MustCompile(`(?i)turns?\s+(\d+)\s*(?:-\s*(\d+)|and\s+(\d+)|(and later|\+|onwards|on))?`)
	AreaWord  = regexp.MustCompile(`(?i)area\s+([A-Z])\b`)
)

// VariableOutcome reads a scenario arrival table for a die roll on a turn:
// "arrive" (with an entry area when the result names one), "eliminated"
// or "delayed". ok is false when the table cannot be read; the caller then
// records an assumption.
func VariableOutcome(t *scenario.Table, turn, roll int) (outcome, area string, ok bool) {
	col := 0
	if len(t.Columns) > 1 {
		col = -1
		for i, c := range t.Columns {
			m := TurnRange.FindStringSubmatch(c)
			if m == nil {
				continue
			}
			lo, _ := strconv.Atoi(m[1])
			hi := lo
			switch {
			case m[2] != "":
				hi, _ = strconv.Atoi(m[2])
			case m[3] != "":
				hi, _ = strconv.Atoi(m[3])
			case m[4] != "":
				hi = 1 << 30
			}
			if turn >= lo && turn <= hi {
				col = i
			}
			if i == len(t.Columns)-1 && col < 0 && turn > hi {
				col = i
			}
		}
		if col < 0 {
			return "", "", false
		}
	}
	for _, r := range t.Rows {
		lo, hi := ParseRange(r.Roll)
		if roll < lo || roll > hi || col >= len(r.Results) {
			continue
		}
		res := strings.ToLower(r.Results[col])
		switch {
		case strings.Contains(res, "eliminat"):
			return "eliminated", "", true
		case strings.Contains(res, "arriv") && !strings.Contains(res, "not arrive") && !strings.Contains(res, "no arrival"):
			a := ""
			if m := AreaWord.FindStringSubmatch(r.Results[col]); m != nil {
				a = strings.ToUpper(m[1])
			}
			return "arrive", a, true
		default:
			return "delayed", "", true
		}
	}
	return "", "", false
}

// RollVariable rolls for the phasing side's variable reinforcements due
// this turn (11.0 Variable Reinforcements).
func (s *State) RollVariable(d Dice, ev *[]Event) {
	b := s.B
	for u := range b.Units {
		info := &b.Units[u]
		us := &s.Units[u]
		if info.Side != s.Phasing || us.Where != AtPending || info.Placement.Kind != scenario.PlaceVariable || us.Arrive > s.Turn {
			continue
		}
		if us.Status&StRolled != 0 || s.withGroup(u) { // Arrival GameHooks
			continue
		}
		var t *scenario.Table
		for i := range b.Scenario.Tables {
			if b.Scenario.Tables[i].ID == info.Placement.Table {
				t = &b.Scenario.Tables[i]
			}
		}
		if t == nil || d == nil {
			b.Note("unit %q: arrival table %q not found; it arrives on its scheduled turn", info.ID, info.Placement.Table)
			us.Status |= StRolled
			continue
		}
		r := d.Roll()
		out, area, ok := VariableOutcome(t, s.Turn, r)
		if !ok {
			b.Note("arrival table %q cannot be read for turn %d, roll %d; the unit arrives (assumption)", t.ID, s.Turn, r)
			out = "arrive"
		}
		*ev = append(*ev, Event{Kind: EvVariable, Unit: info.ID, Roll: r, Text: fmt.Sprintf("%s (%s, 11.0)", out, t.ID)})
		switch out {
		case "arrive":
			us.Status |= StRolled
			if area != "" {
				s.SetArea(u, area)
			}
		case "eliminated":
			s.Remove(u, AtEliminated)
		default:
			us.Arrive = s.Turn + 1
		}
	}
}
