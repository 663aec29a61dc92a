package odn

import (
	"fmt"
	"math/big"
)

// TestOdds is a single roll-against-a-number test.
type TestOdds struct {
	Target   int      // the number to reach (Pass Number)
	Modifier int      // sum of modifiers added to the roll
	Need     int      // natural roll needed: Target - Modifier
	Faces    int      // faces that pass: clamp(Die + 1 - Need, 0, Die)
	P        *big.Rat // Faces / Die
}

// MoraleTest is one Morale Test (3.02, p.10): roll 1d10, add the
// modifiers; the test is passed when the modified roll >= Pass Number.
// P(pass) = clamp(11 - (Pass - Modifier), 0, 10) / 10.
func MoraleTest(pass, modifier, die int) TestOdds {
	need, faces := natNeed(pass, modifier, die)
	return TestOdds{Target: pass, Modifier: modifier, Need: need, Faces: faces, P: big.NewRat(int64(faces), int64(die))}
}

// CascadeInput is a unit about to test morale: its roster ladder, the hits
// already checked, its morale level, and the modifiers that stay fixed
// through the run of tests.
type CascadeInput struct {
	Ladder      Ladder
	Hits        int           // hits already checked off
	Level       int           // index into Levels
	Levels      []MoraleLevel // best first; the last removes the unit (Rout)
	Modifier    int           // external modifiers (cover, headquarters, supply...)
	HitsPerFail int           // hits checked off per failed test
	Die         int           // 10
	Rally       bool          // Rally Phase test: a first pass moves up one level
}

// CascadeOutcome is one place the run of tests can end.
type CascadeOutcome struct {
	Level    int    // index into Levels (the last index when routed)
	LevelID  string // e.g. "blue"; "removed" when every box is checked off
	Removed  bool   // routed or every hit box checked off
	Hits     int    // hits checked off at the end
	Quality  string // quality row at the end ("" when removed)
	Failures int    // failed tests in the run
	P        *big.Rat
}

// CascadeResult is the exact distribution of where a run of tests ends.
type CascadeResult struct {
	Outcomes  []CascadeOutcome // in order of the number of failures
	FirstTest TestOdds
	PRemoved  *big.Rat
	// ByLevel[i] is P(the unit ends at level i and is still on the table);
	// PRemoved covers Rout and loss of all hit boxes.
	ByLevel []*big.Rat
}

// MoraleCascade follows a run of Morale Tests exactly (3.02(b),(c), p.10).
//
// Formula: at each test the unit's Pass Number is read from its ladder row
// after the hits checked so far, and the roll is 1d10 + Modifier + the
// current level's test modifier (Green +1, Red -1). A pass ends the run (in
// the Rally Phase a first pass moves the unit up one level instead). A fail
// moves the unit one level down and checks HitsPerFail boxes; the unit is
// removed when it reaches the last level (Rout) or when every box is
// checked; otherwise it tests again. Each failure moves one level down, so
// the run ends after at most len(Levels) tests; the probability of an
// outcome is the product of the pass/fail probabilities along its path.
func MoraleCascade(in CascadeInput) (CascadeResult, error) {
	var res CascadeResult
	if in.Die < 2 {
		return res, fmt.Errorf("morale die must have at least 2 faces")
	}
	if in.Level < 0 || in.Level >= len(in.Levels)-1 {
		return res, fmt.Errorf("the starting level must be one where the unit is still on the table")
	}
	if in.Hits < 0 || in.HitsPerFail < 0 {
		return res, fmt.Errorf("hits must be 0 or more")
	}
	if in.Ladder.State(in.Hits).Removed {
		return res, fmt.Errorf("a unit with all %d hit boxes checked is already removed", in.Ladder.TotalBoxes())
	}
	last := len(in.Levels) - 1
	res.ByLevel = make([]*big.Rat, len(in.Levels))
	for i := range res.ByLevel {
		res.ByLevel[i] = new(big.Rat)
	}
	res.PRemoved = new(big.Rat)
	prob := big.NewRat(1, 1)
	level, hits := in.Level, in.Hits
	for failures := 0; ; failures++ {
		st := in.Ladder.State(hits)
		t := MoraleTest(st.Pass, in.Modifier+in.Levels[level].TestModifier, in.Die)
		if failures == 0 {
			res.FirstTest = t
		}
		pPass := new(big.Rat).Mul(prob, t.P)
		end := level
		if in.Rally && failures == 0 && level > 0 {
			end = level - 1
		}
		if pPass.Sign() > 0 {
			res.Outcomes = append(res.Outcomes, CascadeOutcome{Level: end, LevelID: in.Levels[end].ID, Hits: hits, Quality: st.Quality, Failures: failures, P: pPass})
			res.ByLevel[end].Add(res.ByLevel[end], pPass)
		}
		prob.Mul(prob, new(big.Rat).Sub(big.NewRat(1, 1), t.P))
		if prob.Sign() == 0 {
			break
		}
		level++
		hits += in.HitsPerFail
		if level >= last || in.Ladder.State(hits).Removed {
			o := CascadeOutcome{Level: level, LevelID: in.Levels[level].ID, Removed: true, Hits: min(hits, in.Ladder.TotalBoxes()), Failures: failures + 1, P: prob}
			if level < last {
				o.LevelID = "removed"
			}
			res.Outcomes = append(res.Outcomes, o)
			res.PRemoved.Add(res.PRemoved, prob)
			break
		}
	}
	return res, nil
}

// MoraleRequest is a Morale Test in rules terms.
type MoraleRequest struct {
	Ladder     Ladder
	Hits       int
	Level      string // morale level id, e.g. "firm"
	Modifiers  []ModifierUse
	Extra      int    // e.g. a headquarters bonus from the army list
	ExtraLabel string // what Extra is, for the report
	// Headquarters names a headquarters attached outside Modifiers (for
	// example from the army list, with its bonus in Extra); it counts
	// against the one-attached-headquarters limit (p.13).
	Headquarters string
	Rally        bool
}

// MoraleReport is a cascade stamped with its ruleset.
type MoraleReport struct {
	Stamp    string
	Modifier int
	Applied  []AppliedModifier
	Levels   []MoraleLevel
	Level    int  // starting level, index into Levels
	Rally    bool // Rally Phase test
	State    UnitState
	Result   CascadeResult
}

// ResolveMorale runs MoraleCascade with the ruleset's levels, modifiers and
// hits per failed test.
func (rs *Ruleset) ResolveMorale(req MoraleRequest) (MoraleReport, error) {
	rep := MoraleReport{Stamp: rs.Stamp(), Levels: rs.Morale.Levels}
	li := rs.MoraleLevelIndex(req.Level)
	if li < 0 || rs.Morale.Levels[li].Removed {
		var ok []string
		for _, l := range rs.Morale.Levels {
			if !l.Removed {
				ok = append(ok, l.ID)
			}
		}
		return rep, fmt.Errorf("unknown or final morale level %q (%s)", req.Level, didYouMean(req.Level, ok))
	}
	if req.Rally && rs.Morale.Levels[li].NoRallyTest {
		l := rs.Morale.Levels[li]
		why := "units at this level do not take a Morale Test at all"
		if l.Marker == "none" || l.Marker == "" {
			why = "only a unit that begins the turn with a Morale Level Marker tests, and this level has none"
		}
		return rep, fmt.Errorf("a unit at the %s level takes no Rally Phase Morale Test: %s (Phase One, Rally Phase (a), p.4)", l.Label, why)
	}
	if err := rs.CheckHeadquarters(req.Modifiers, req.Headquarters); err != nil {
		return rep, err
	}
	rep.Level, rep.Rally = li, req.Rally
	m, _, applied, err := SumModifiers(rs.Morale.Modifiers, req.Modifiers)
	if err != nil {
		return rep, err
	}
	rep.Modifier, rep.Applied = m+req.Extra, appendExtra(applied, req.Extra, req.ExtraLabel)
	rep.State = req.Ladder.State(req.Hits)
	rep.Result, err = MoraleCascade(CascadeInput{Ladder: req.Ladder, Hits: req.Hits, Level: li, Levels: rs.Morale.Levels,
		Modifier: rep.Modifier, HitsPerFail: rs.Morale.HitsPerFailedTest, Die: rs.Morale.Die, Rally: req.Rally})
	return rep, err
}

// appendExtra records a free modifier in the applied list.
func appendExtra(applied []AppliedModifier, extra int, label string) []AppliedModifier {
	if extra == 0 {
		return applied
	}
	if label == "" {
		label = "further modifier"
	}
	return append(applied, AppliedModifier{ID: "extra", Label: label, Value: extra, Count: 1})
}
