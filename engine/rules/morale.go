package rules

import (
	"strconv"
	"strings"
)

// Morale Chart event ids (chart sets, 12.1). The engine looks up their
// points in the scenario's chart set; when the set lacks one it uses the
// value the rulebook text states and records that in Board.Notes.
const (
	MoraleRoutBeyondMA  = "rout_beyond_ma"
	MoraleUnitBroken    = "unit_broken"
	MoraleEnemyBroken   = "enemy_broken"
	MoraleTwoLOCs       = "two_locs_captured"
	MoraleObjective     = "objective_captured"
	MoraleNightRest     = "night_rest"
	MoraleLull          = "lull"
	MoraleForcedMarch   = "forced_march"
	MoraleReserves      = "commit_reserves"
	MoraleCommitGuard   = "commit_guard"
	MoraleGardeRecule   = "garde_recule"
	MoraleBreakdown     = "breakdown"
	MoraleBuildup       = "buildup"
	MoraleRallySpending = "rally_spend"
)

// ruleDefaults are the changes the rulebook text states (12.1, 12.2,
// 12.3, 13.0, 14.0, 16.6), for chart sets that do not list them.
var ruleDefaults = map[string]int{
	MoraleRoutBeyondMA: -1, MoraleUnitBroken: -1, MoraleEnemyBroken: +1, MoraleTwoLOCs: -1,
	MoraleNightRest: +1, MoraleLull: +1, MoraleForcedMarch: -1, MoraleReserves: -1,
	MoraleCommitGuard: -1, MoraleGardeRecule: -1, MoraleBreakdown: -1, MoraleBuildup: +1,
	MoraleRallySpending: -1, MoraleObjective: 0,
}

// MoralePoints returns the points of a Morale Chart event.
func (b *Board) MoralePoints(id string) int {
	if e, ok := b.moraleEvts[id]; ok {
		return e.Points
	}
	if len(b.moraleEvts) > 0 {
		b.Note("Morale Chart of chart set %q has no %q line: the rulebook's stated %+d is used", b.Charts.ID, id, ruleDefaults[id])
	}
	return ruleDefaults[id]
}

// MoraleDelta collects simultaneous morale changes (12.1: first add, then
// subtract).
type MoraleDelta struct {
	Gain, Loss [2]int
	Why        [2][]string
}

func (m *MoraleDelta) Add(side, pts int, why string) {
	if pts >= 0 {
		m.Gain[side] += pts
	} else {
		m.Loss[side] -= pts
	}
	m.Why[side] = append(m.Why[side], why)
}

func (m *MoraleDelta) addEvent(b *Board, side int, id string) {
	m.Add(side, b.MoralePoints(id), id)
}

// ApplyMorale applies the collected changes with the maximum of 10
// (12.1.1) and checks Morale Destroyed (12.1.2, 15.0).
func (s *State) ApplyMorale(m *MoraleDelta, ev *[]Event) {
	for side := 0; side < 2; side++ {
		if m.Gain[side] == 0 && m.Loss[side] == 0 {
			continue
		}
		before := s.Morale[side]
		v := min(10, s.Morale[side]+m.Gain[side]) - m.Loss[side]
		s.Morale[side] = max(0, v)
		*ev = append(*ev, Event{Kind: EvMorale, Side: SideName(side),
			Text: strconv.Itoa(before) + " -> " + strconv.Itoa(s.Morale[side]) + " ([" + strings.Join(m.Why[side], " ") + "])"})
	}
	*m = MoraleDelta{}
	s.checkMoraleVictory(ev)
}

// spend spends one Morale Point (12.2) for a purpose; it is an error with
// none left.
func (s *State) spend(side int, id string, ev *[]Event) error {
	if s.Morale[side] < 1 {
		return Illegal("12.2", "%s has no Morale Point to spend (12.2)", SideName(side))
	}
	var m MoraleDelta
	m.addEvent(s.B, side, id)
	s.ApplyMorale(&m, ev)
	return nil
}

// checkMoraleVictory ends the game when a side's morale reaches zero
// (12.1.2, 15.0).
func (s *State) checkMoraleVictory(ev *[]Event) {
	if s.result != nil {
		return
	}
	z0, z1 := s.Morale[French] <= 0, s.Morale[AntiFrench] <= 0
	switch {
	case z0 && z1:
		s.finish(Result{Winner: -1, Level: "draw", Reason: "both sides' Morale reached 0 at once (12.1.2)"}, ev)
	case z0:
		s.finish(s.moraleZeroResult(AntiFrench, Result{Winner: AntiFrench, Level: "decisive", Reason: "French Morale reduced to 0 (15.0)"}), ev)
	case z1:
		s.finish(s.moraleZeroResult(French, Result{Winner: French, Level: "decisive", Reason: "Anti-French Morale reduced to 0 (15.0)"}), ev)
	}
}

func (s *State) finish(r Result, ev *[]Event) {
	if a := s.B.Assumptions(); len(a) > 0 {
		r.Reason += " [" + strings.Join(a, "; ") + "]"
	}
	s.result = &r
	s.Phase = PhaseOver
	*ev = append(*ev, Event{Kind: EvResult, Text: r.String()})
}

// EndOfGame determines the winner at the end of the last turn or a sudden
// death (15.0 and the scenario's end-of-game conditions, see victory.go).
func (s *State) EndOfGame(reason string, ev *[]Event) {
	if s.result != nil {
		return
	}
	s.finish(s.endResult(reason), ev)
}
