package sim

import (
	"github.com/aide-de-camp/adc/engine/rules"
)

// brigadeGain is the least gain, in the expected strength the enemy loses
// less what the brigade's side loses (from the exact odds), for which the
// greedy bot spends an Independent Brigade's Support (Arapiles 20 16.6):
// the brigade is removed for good, so its +1 must win more than a
// strength-1 unit of its own is worth in one battle; a strength-1 unit
// Broken there would lose 1, half of it Routed or Exchanged is about 0.5.
const brigadeGain = 0.5

// brigadeKind is the special-rule kind whose Support the greedy bot
// commits (Resolve.Commit, +RULE:UNIT).
const brigadeKind = "independent_brigade"

// brigadeSupport chooses the Independent Brigades to commit to battle i
// (16.6: once per game each, removed to add +1 to its side's total in a
// battle of either Combat Phase): a brigade is committed when its +1
// moves the battle to another CRT column with a gain of at least
// brigadeGain for its side, and battle i is the battle of this Combat
// Phase where it gains most; the brigade that gains most goes first, and
// a second one is weighed with it committed. Each is chosen for the
// brigade's side, whichever side gives the Resolve order, as greedy
// chooses both sides' reserves.
func (g *Greedy) brigadeSupport(s *rules.State, i int, o rules.Resolve) []rules.Commitment {
	var out []rules.Commitment
	for {
		best, bestGain := rules.Commitment{}, brigadeGain
		for _, c := range g.brigadeOptions(s, i, o.Commit) {
			gain := g.supportGain(s, o, c)
			if gain < bestGain || g.betterElsewhere(s, i, c, gain) {
				continue
			}
			best, bestGain = c, gain
		}
		if best.Unit == "" {
			return out
		}
		out = append(out, best)
		o.Commit = append(o.Commit, best)
	}
}

// brigadeOptions are the Support commitments of the brigades that may
// support battle i now, not yet in done.
func (g *Greedy) brigadeOptions(s *rules.State, i int, done []rules.Commitment) []rules.Commitment {
	var out []rules.Commitment
	for _, op := range s.ResolveOptions(i) {
		if !g.isBrigadeRule(op.Rule) {
			continue
		}
		for _, u := range op.Units {
			c := rules.Commitment{Rule: op.Rule, Unit: u}
			used := false
			for _, d := range done {
				used = used || d.Unit == u
			}
			if !used {
				out = append(out, c)
			}
		}
	}
	return out
}

// isBrigadeRule reports whether the scenario's special rule id is of the
// Independent Brigades' kind.
func (g *Greedy) isBrigadeRule(id string) bool {
	for _, r := range g.b.Scenario.Special {
		if r.ID == id {
			return r.Kind == brigadeKind
		}
	}
	return false
}

// betterElsewhere reports whether commitment c would gain more than gain
// in another battle of this Combat Phase still to resolve.
func (g *Greedy) betterElsewhere(s *rules.State, i int, c rules.Commitment, gain float64) bool {
	for j, bt := range s.Battles() {
		if j == i || bt.Resolved || bt.Cancelled {
			continue
		}
		for _, d := range g.brigadeOptions(s, j, nil) {
			if d == c && g.supportGain(s, rules.Resolve{Battle: j}, c) > gain {
				return true
			}
		}
	}
	return false
}

// supportGain is what commitment c adds to Resolve o for the brigade's
// side: the change in the expected strength lost by the enemy less the
// side's own, at the battle's strengths without it; 0 when the +1 leaves
// the CRT column as it was, or either order is not legal.
func (g *Greedy) supportGain(s *rules.State, o rules.Resolve, c rules.Commitment) float64 {
	od0, err := s.ResolveOdds(o)
	if err != nil {
		return 0
	}
	with := o
	with.Commit = append(append([]rules.Commitment(nil), o.Commit...), c)
	od1, err := s.ResolveOdds(with)
	if err != nil || od1.Column == od0.Column {
		return 0
	}
	gain := oddsValueAt(od1, od0.Attack, od0.Defense) - oddsValueAt(od0, od0.Attack, od0.Defense)
	if u := g.b.Unit(c.Unit); u >= 0 && g.b.Units[u].Side != s.Phasing {
		gain = -gain // the brigade supports the defender
	}
	return gain
}
