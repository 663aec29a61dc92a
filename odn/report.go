package odn

import (
	"bytes"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"
)

// Pct formats a probability as a percentage with three decimals, exactly
// rounded from the rational value ("37.500%").
func Pct(r *big.Rat) string {
	return new(big.Rat).Mul(r, big.NewRat(100, 1)).FloatString(3) + "%"
}

// Frac formats a probability as a reduced fraction ("3/8", "0", "1").
func Frac(r *big.Rat) string { return r.RatString() }

// Float returns r as the nearest float64.
func Float(r *big.Rat) float64 {
	f, _ := r.Float64()
	return f
}

// Floats converts exact probabilities to float64, for charts and spreadsheets.
func Floats(rs []*big.Rat) []float64 {
	out := make([]float64, len(rs))
	for i, r := range rs {
		out[i] = Float(r)
	}
	return out
}

func prob(r *big.Rat) string { return fmt.Sprintf("%-13s %8s", Frac(r), Pct(r)) }

func signed(n int) string {
	if n >= 0 {
		return fmt.Sprintf("+%d", n)
	}
	return fmt.Sprint(n)
}

func needText(need, die int) string {
	switch {
	case need <= 1:
		return "any roll"
	case need > die:
		return "impossible"
	case need == die:
		return fmt.Sprintf("%d", need)
	}
	return fmt.Sprintf("%d+", need)
}

// WriteRoster writes the army's rosters as text: for every unit its quality
// rows from its starting quality down to Militia, the hit boxes of each row,
// and the Pass, Melee and To Hit numbers of each row.
func WriteRoster(w io.Writer, r *Roster) error {
	ew := &errWriter{w: w}
	ew.printf("ODN roster: %s (%s)\n%s\n", r.Army, r.Nation, r.Stamp)
	if r.HQ != nil {
		ew.printf("Army headquarters: %s, %s to Morale Tests of the unit it is attached to\n", r.HQ.Name, signed(r.HQ.MoraleBonus))
	}
	for _, c := range r.Corps {
		name := c.Name
		if c.Commander != "" {
			name += " (" + c.Commander + ")"
		}
		ew.printf("\n== %s, corps headquarters %s ==\n", name, signed(c.MoraleBonus))
		for _, u := range c.Units {
			ew.printf("\n")
			writeUnit(ew, u, -1)
		}
	}
	return ew.err
}

// WriteUnitState writes one unit's roster with hits checked off ("X") and
// the numbers of its current row.
func WriteUnitState(w io.Writer, stamp string, u RosterUnit, hits int) error {
	ew := &errWriter{w: w}
	ew.printf("%s\n\n", stamp)
	writeUnit(ew, u, hits)
	return ew.err
}

func writeUnit(ew *errWriter, u RosterUnit, hits int) {
	title := u.Name
	if u.ID != "" {
		title += " [" + u.ID + "]"
	}
	ew.printf("%s\n", title)
	kind := u.TypeLabel
	if u.Weight != "" {
		kind = strings.ToUpper(u.Weight[:1]) + u.Weight[1:] + " " + strings.ToLower(kind)
	}
	ew.printf("  %s, %s, %s, %s, %d hit boxes\n", kind, u.NationName, u.Ladder.Rows[0].Name, u.Strength, u.Ladder.TotalBoxes())
	if u.InherentArtillery != "" {
		ew.printf("  Inherent artillery: %s, To Hit %d+\n", u.InherentArtillery, u.InherentToHit)
	}
	width := 0
	for _, row := range u.Ladder.Rows {
		width = max(width, 2*row.Boxes-1)
	}
	left := hits
	// Rows are the bulk of a roster: build each line by hand, without fmt.
	line := make([]byte, 0, 80)
	pad := func(b []byte, from, width int) []byte {
		for len(b)-from < width {
			b = append(b, ' ')
		}
		return b
	}
	for _, row := range u.Ladder.Rows {
		line = append(line[:0], "  "...)
		line = pad(append(line, row.Quality...), 2, 3)
		line = append(line, ' ')
		start := len(line)
		for i := 0; i < row.Boxes; i++ {
			if i > 0 {
				line = append(line, ' ')
			}
			if left > 0 {
				line = append(line, 'X')
				left--
			} else {
				line = append(line, 'O')
			}
		}
		line = pad(line, start, width)
		line = strconv.AppendInt(append(line, "  Pass "...), int64(row.Pass), 10)
		line = append(line, "+  Melee "...)
		start = len(line)
		line = pad(strconv.AppendInt(line, int64(row.Melee), 10), start, 0)
		if row.MeleeAfterHits != nil {
			line = strconv.AppendInt(append(line, '/'), int64(row.MeleeAfterHits.Melee), 10)
		}
		line = append(pad(line, start, 4), " Fire "...)
		if row.ToHit > 0 {
			line = append(strconv.AppendInt(line, int64(row.ToHit), 10), '+')
		} else {
			line = append(line, '-')
		}
		ew.write(append(line, '\n'))
	}
	if hits >= 0 {
		s := u.Ladder.State(hits)
		if s.Removed {
			ew.printf("  After %d hits: every box is checked off; the unit routs and is removed.\n", hits)
		} else {
			fire := "may not fire"
			switch {
			case s.ToHit > 0:
				fire = fmt.Sprintf("Fire %d+", s.ToHit)
			case u.InherentArtillery == "horse":
				// Fire, inherent unit artillery (3) (p.7): a unit with
				// attached horse artillery fires it in Line or Column,
				// under a Fire order.
				fire = fmt.Sprintf("no small arms; inherent horse artillery %d+ under a Fire order (Line or Column)", u.InherentToHit)
			case u.InherentArtillery != "":
				fire = fmt.Sprintf("no small arms; inherent artillery %d+ in Line with a Fire order", u.InherentToHit)
			}
			ew.printf("  After %d hits: %s (%d boxes left): Pass %d+, Melee %d, %s\n", hits, s.Quality, s.BoxesLeft, s.Pass, s.Melee, fire)
		}
	}
	if u.Notes != "" {
		ew.printf("  Note: %s\n", u.Notes)
	}
}

// WriteFire writes a fire calculation: the modified numbers and the exact
// distribution of hits.
func WriteFire(w io.Writer, rep FireReport) error {
	ew := &errWriter{w: w}
	ew.printf("%s\nFire: %s\n", rep.Stamp, rep.Summary)
	writeApplied(ew, rep.Applied, rep.Modifier)
	if rep.NoFire {
		ew.printf("No fire: %s.\n", rep.NoFireWhy)
		return ew.err
	}
	for _, g := range rep.Result.Groups {
		ew.printf("  %s: %dd10, To Hit %d+, modifier %s -> roll %s on each die (P(hit) = %s)\n",
			g.Label, g.Dice, g.ToHit, signed(g.Modifier), needText(g.Need, 10), short(g.PHit))
	}
	if rep.Result.MaxHits > 0 {
		ew.printf("  At most %d hit(s) count against the target.\n", rep.Result.MaxHits)
	}
	ew.printf("\n%-6s %-25s %s\n", "hits", "P(exactly)", "P(at least)")
	for k := range rep.Result.Hits {
		ew.printf("%-6d %s   %s\n", k, prob(rep.Result.Hits[k]), prob(rep.Result.AtLeast[k]))
	}
	ew.printf("expected hits: %s (%s)\n", Frac(rep.Result.Expected), rep.Result.Expected.FloatString(3))
	if ew.err == nil {
		ew.err = WriteReadings(w, rep.Readings)
	}
	return ew.err
}

func writeApplied(ew *errWriter, applied []AppliedModifier, total int) {
	for _, a := range applied {
		c := ""
		if a.Count > 1 {
			c = fmt.Sprintf(" x%d", a.Count)
		}
		ew.printf("  modifier %s%s: %s\n", signed(a.Value), c, a.Label)
	}
	ew.printf("  total modifier: %s\n", signed(total))
}

// WriteMelee writes a melee calculation: each side's modified Melee Number
// before the die, the spread and Melee Table odds per attack, and the
// combined outcome for the defender.
func WriteMelee(w io.Writer, rep MeleeReport, bands []SpreadBand) error {
	ew := &errWriter{w: w}
	ew.printf("%s\n", rep.Stamp)
	for i, a := range rep.Result.Attacks {
		ew.printf("\nAttack %d: attacker %s: Melee %d %s = %d + 1d8; defender %s: Melee %d %s = %d + 1d8\n", i+1,
			a.Attacker.Label, a.Attacker.Melee, signed(a.Attacker.Modifier), a.Attacker.Total(),
			a.Defender.Label, a.Defender.Melee, signed(a.Defender.Modifier), a.Defender.Total())
		ew.printf("%-7s %-22s %-22s %s\n", "spread", "attacker wins", "defender wins", "tie")
		for _, b := range a.Bands {
			ew.printf("%-7s %-22s %-22s %s\n", b.Band.Label(), short(b.AttackerWins), short(b.DefenderWins), short(b.Tie))
		}
		ew.printf("spread distribution:")
		for s, p := range a.Spread {
			if p.Sign() > 0 {
				ew.printf(" %d:%s", s, Frac(p))
			}
		}
		ew.printf("\nattacker routed %s, defender routed %s\n", short(a.AttackerRouted), short(a.DefenderRouted))
	}
	ew.printf("\nMelee Table:\n")
	for _, b := range bands {
		ew.printf("  %-5s %s\n", b.Label(), b.Text)
	}
	ew.printf("\nDefender over all attacks:\n")
	ew.printf("  routed (removed): %s\n", short(rep.Result.DefenderRouted))
	ew.printf("  must take a Morale Test: %s\n", short(rep.Result.DefenderTest))
	for h, p := range rep.Result.DefenderHits {
		if p.Sign() > 0 {
			ew.printf("  not routed, %d hit(s): %s\n", h, short(p))
		}
	}
	ew.printf("%-8s %-5s %-7s %-5s %s\n", "routed", "hits", "levels", "test", "probability")
	for _, o := range rep.Result.Defender {
		ew.printf("%-8v %-5d %-7d %-5v %s\n", o.Routed, o.Hits, o.Levels, o.Test, prob(o.P))
	}
	return ew.err
}

func short(r *big.Rat) string { return fmt.Sprintf("%s (%s)", Frac(r), Pct(r)) }

// WriteMorale writes a Morale Test cascade.
func WriteMorale(w io.Writer, rep MoraleReport) error {
	ew := &errWriter{w: w}
	r := rep.Result
	ew.printf("%s\n", rep.Stamp)
	ew.printf("Unit: %s after %d hits (%d boxes left), level %s\n", rep.State.Quality, rep.State.Hits, rep.State.BoxesLeft, rep.Levels[rep.Level].Label)
	writeApplied(ew, rep.Applied, rep.Modifier)
	if rep.Rally {
		ew.printf("Rally Phase: passing the first test moves the unit up one level; a failure starts the run of tests.\n")
	}
	ft := r.FirstTest
	ew.printf("First test: Pass %d+, modifier %s -> roll %s on 1d10: P(pass) = %s\n", ft.Target, signed(ft.Modifier), needText(ft.Need, 10), short(ft.P))
	ew.printf("\n%-9s %-8s %-5s %-8s %s\n", "ends at", "quality", "hits", "failed", "probability")
	for _, o := range r.Outcomes {
		q := o.Quality
		if o.Removed {
			q = "-"
		}
		ew.printf("%-9s %-8s %-5d %-8d %s\n", o.LevelID, q, o.Hits, o.Failures, prob(o.P))
	}
	ew.printf("\nBy level:\n")
	for i, l := range rep.Levels {
		if l.Removed {
			continue
		}
		ew.printf("  %-14s %s\n", l.Label, prob(r.ByLevel[i]))
	}
	ew.printf("  %-14s %s\n", "removed", prob(r.PRemoved))
	return ew.err
}

// WriteLeaderLoss writes the leader-loss odds.
func WriteLeaderLoss(w io.Writer, r LeaderLossResult) error {
	ew := &errWriter{w: w}
	ew.printf("%s\nLeader loss: %d d10 (one per automatic Morale Level loss, one per two hits rounded up)\n", r.Stamp, r.Dice)
	if r.Dice == 0 {
		ew.printf("No test: no hits and no automatic Morale Level loss.\n")
		return ew.err
	}
	ew.printf("%-7s %-11s %-24s %s\n", "roll", "one die", "worst over all dice", "result")
	for i, res := range r.Results {
		ew.printf("%-7s %-11s %-24s %s\n", fmt.Sprintf("%d-%d", res.From, res.To), Frac(r.PerDie[i]), short(r.Worst[i]), res.Label)
	}
	return ew.err
}

// WriteVariableQuality writes the variable morale quality odds.
func WriteVariableQuality(w io.Writer, r VariableQualityResult) error {
	ew := &errWriter{w: w}
	ew.printf("%s\nVariable morale quality: column %s, 1d10 %s\n", r.Stamp, r.Column, signed(r.Modifier))
	for _, m := range r.Applied {
		ew.printf("  national modifier %s: %s\n", signed(m.Value), m.Label)
	}
	for i, q := range r.Qualities {
		ew.printf("  %-3s %s\n", q, prob(r.P[i]))
	}
	ew.printf("  by natural roll:")
	for i, q := range r.ByRoll {
		ew.printf(" %d=%s", i+1, q)
	}
	ew.printf("\n")
	return ew.err
}

// WriteReveal writes the reveal odds.
func WriteReveal(w io.Writer, r RevealResultOdds) error {
	ew := &errWriter{w: w}
	ew.printf("%s\nReveal: 1d6 %s, roll %s to reveal\n", r.Stamp, signed(r.Modifier), needText(r.Need, 6))
	writeApplied(ew, r.Applied, r.Modifier)
	ew.printf("  P(revealed) = %s\n", short(r.P))
	return ew.err
}

// WriteSappers writes the sapper odds turn by turn.
func WriteSappers(w io.Writer, r SapperOdds) error {
	ew := &errWriter{w: w}
	ew.printf("%s\nSappers: %s, %d+ on the sum; %d sapper base(s)\n", r.Stamp, r.Task.Label, r.Task.Target, r.Sappers)
	ew.printf("%-5s %-5s %-24s %s\n", "turn", "dice", "first success this turn", "success by this turn")
	for t := range r.OnTurn {
		ew.printf("%-5d %-5s %-24s %s\n", t+1, fmt.Sprintf("%dd6", t+1), short(r.OnTurn[t]), short(r.ByTurn[t]))
	}
	return ew.err
}

// WriteNotes writes the ruleset's notes grouped by kind.
func WriteNotes(w io.Writer, rs *Ruleset) error {
	ew := &errWriter{w: w}
	ew.printf("%s\n", rs.Stamp())
	for _, kind := range []string{"reconstruction", "contradiction", "assumption", "gap"} {
		ew.printf("\n%ss:\n", strings.ToUpper(kind[:1])+kind[1:])
		for _, n := range rs.NotesByKind(kind) {
			ew.printf("  - %s [%s]: %s\n", n.ID, n.Rule, n.Text)
		}
	}
	return ew.err
}

type errWriter struct {
	w   io.Writer
	err error
}

func (e *errWriter) write(b []byte) {
	if e.err == nil {
		_, e.err = e.w.Write(b)
	}
}

func (e *errWriter) printf(format string, args ...any) {
	if e.err == nil {
		_, e.err = fmt.Fprintf(e.w, format, args...)
	}
}

// WriteTables writes every table of the ruleset as text, for checking a
// house-rule copy against the rulebook.
func WriteTables(w io.Writer, rs *Ruleset) error {
	ew := &errWriter{w: w}
	ew.printf("%s\n", rs.Stamp())
	ew.printf("\nQuality ladder (unit charts, p.3; Old Guard, p.4)\n")
	ew.printf("  %-4s %-10s %-5s %-6s %-7s %-6s %s\n", "code", "name", "pass", "melee", "to hit", "boxes", "drops to")
	for _, q := range rs.Qualities {
		melee := fmt.Sprint(q.Melee)
		if q.MeleeAfterHits != nil {
			melee = fmt.Sprintf("%d/%d", q.Melee, q.MeleeAfterHits.Melee)
		}
		drop := q.DropsTo
		if drop == "" {
			drop = "-"
		}
		ew.printf("  %-4s %-10s %-5s %-6s %-7s %-6d %s\n", q.Code, q.Name, fmt.Sprintf("%d+", q.Pass), melee, fmt.Sprintf("%d+", q.ToHit), q.Boxes, drop)
	}
	ew.printf("  understrength: one box fewer per row for every full %d%% under strength (at least %d per row)\n",
		rs.HitBoxes.UnderstrengthStepPercent, rs.HitBoxes.MinBoxesPerRow)
	for _, f := range rs.HitBoxes.FullStrengthMen {
		ew.printf("  full strength of %s: %d men\n", f.Type, f.Men)
	}
	ew.printf("\nArtillery To Hit (p.3)\n")
	for _, r := range rs.ArtilleryToHit {
		ew.printf("  %-32s foot %d+  horse %d+\n", r.Label, r.Foot, r.Horse)
	}
	ew.printf("\nSmall arms (Fire (c), p.7): range %g inch\n", rs.SmallArms.RangeInches)
	for _, f := range rs.SmallArms.Formations {
		ew.printf("  %-12s %dd10\n", f.Label, f.Dice)
	}
	ia := rs.InherentArtillery
	ew.printf("\nInherent artillery (p.7): %dd10, range %g inches, at most %d hit(s) per target; Russian infantry %d shots\n",
		ia.Dice, ia.RangeInches, ia.MaxHitsPerTarget, ia.RussianInfantryShots)
	ew.printf("\nArtillery battalion fire (p.8): d10 by weight\n")
	for _, b := range rs.BattalionFire.RangeBands {
		ew.printf("  %-18s", b.Label)
		for _, wt := range rs.ArtilleryWeights {
			ew.printf(" %s %d", wt.ID, b.Dice[wt.ID])
		}
		ew.printf("\n")
	}
	writeMods := func(title string, ms []Modifier) {
		ew.printf("\n%s\n", title)
		for _, m := range ms {
			v := signed(m.Value)
			if m.NoFire {
				v = "no fire"
			}
			ew.printf("  %-28s %-8s %s\n", m.ID, v, m.Label)
		}
	}
	writeMods("Fire modifiers (p.8), added to each d10", rs.FireModifiers)
	writeMods("Melee modifiers (p.9), added to the Melee Number", rs.Melee.Modifiers)
	ew.printf("\nMelee Table (p.9): spread = higher modified number - lower\n")
	for _, b := range rs.Melee.Results {
		ew.printf("  %-5s %s\n", b.Label(), b.Text)
	}
	ew.printf("\nMorale levels (p.11)\n")
	for _, l := range rs.Morale.Levels {
		ew.printf("  %-14s marker %-7s tests %-3s fire %-8s melee %-3s %s\n", l.Label, l.Marker, signed(l.TestModifier),
			map[bool]string{true: "no fire", false: signed(l.FireModifier)}[l.NoFire], signed(l.MeleeModifier), l.Effect)
	}
	writeMods("Morale Test modifiers (p.10), added to the d10", rs.Morale.Modifiers)
	ew.printf("  hits per failed Morale Test: %d (assumption)\n", rs.Morale.HitsPerFailedTest)
	ew.printf("\nLeader loss (4.05, p.13): one d10 per automatic level loss and per two hits (rounded up)\n")
	for _, r := range rs.LeaderLoss.Results {
		ew.printf("  %-5s %s\n", fmt.Sprintf("%d-%d", r.From, r.To), r.Label)
	}
	ew.printf("\nVariable morale qualities (p.14): 1d10 + national modifiers\n  %-4s", "roll")
	for _, c := range rs.VariableQuality.Columns {
		ew.printf(" %3s", c)
	}
	ew.printf("\n")
	for _, r := range rs.VariableQuality.Rows {
		roll := fmt.Sprint(r.Roll)
		if r.OrMore {
			roll += "+"
		}
		ew.printf("  %-4s", roll)
		for _, q := range r.Results {
			ew.printf(" %3s", q)
		}
		ew.printf("\n")
	}
	for _, m := range rs.VariableQuality.NationalModifiers {
		ew.printf("  %-22s %s\n", m.Label, signed(m.Value))
	}
	ew.printf("\nReveal table (p.13): 1d6, within %g inches\n  ", rs.Reveal.RangeInches)
	for _, r := range rs.Reveal.Results {
		res := "SH"
		if r.Revealed {
			res = "R"
		}
		ew.printf(" %d=%s", r.Roll, res)
	}
	ew.printf("\n")
	writeMods("Reveal modifiers", rs.Reveal.Modifiers)
	ew.printf("\nSappers (p.14): 1d6 the first turn, one more d6 each further turn\n")
	for _, t := range rs.Sappers.Tasks {
		ew.printf("  %-28s %d+\n", t.Label, t.Target)
	}
	ew.printf("\nMovement (inches, p.6): combat move / full move / road column\n")
	for _, m := range rs.Movement {
		ew.printf("  %-30s %g / %g / %g\n", m.Label, m.CombatMove, m.FullMove, m.RoadColumn)
	}
	ew.printf("  hidden markers: %g\n", rs.HiddenMarkerMove)
	ew.printf("\nSupply (5.03): out of supply fires at %s and tests morale at %s\n", signed(rs.Supply.FireModifier), signed(rs.Supply.MoraleModifier))
	return ew.err
}

// WriteFireThenMorale writes a fire and the exact end states of each
// target after the Morale Tests its hits start.
func WriteFireThenMorale(w io.Writer, rep FireMoraleReport, levels []MoraleLevel) error {
	if err := WriteFire(w, rep.Fire); err != nil {
		return err
	}
	ew := &errWriter{w: w}
	for i, t := range rep.Targets {
		ew.printf("\nThen %s: hits, Morale Tests (3.02) and where the unit ends\n", t.Label)
		if k := rep.PHeadquartersKilled[i]; k != nil {
			ew.printf("  attached headquarters killed by the leader-loss roll (4.05): %s; its bonus is lost from the second test on (Example #2)\n", prob(k))
		}
		if len(t.PQuality) > 0 {
			ew.printf("  quality for the day, rolled at its first Morale Test (Variable unit abilities, p.14):")
			for qi, q := range t.Qualities {
				ew.printf(" %s %s", q, short(t.PQuality[qi]))
			}
			ew.printf("\n")
			if t.PRolled != nil {
				ew.printf("  it is hit and so tests and rolls with %s; with no hit it keeps its starting quality\n", prob(t.PRolled))
			}
		}
		ew.printf("  %-9s %-8s %-5s %s\n", "ends at", "quality", "hits", "probability")
		for _, o := range t.Ends {
			q := o.Quality
			if o.Removed {
				q = "-"
			}
			ew.printf("  %-9s %-8s %-5d %s\n", o.LevelID, q, o.Hits, prob(o.P))
		}
		ew.printf("  By level:\n")
		for li, l := range levels {
			if l.Removed {
				continue
			}
			ew.printf("    %-14s %s\n", l.Label, prob(t.ByLevel[li]))
		}
		ew.printf("    %-14s %s\n", "removed", prob(t.PRemoved))
	}
	if ew.err == nil {
		ew.err = WriteReadings(w, rep.Readings)
	}
	return ew.err
}

// WriteMeleeRun writes a Melee followed to its end: the first round's
// Melee Numbers, the defender's Fire at the first attacker when given, the
// number of rounds and each unit's end states.
func WriteMeleeRun(w io.Writer, rep MeleeRunReport, levels []MoraleLevel) error {
	ew := &errWriter{w: w}
	until := "rounds until a unit loses a Morale Level or fails a Morale Test"
	for _, r := range rep.Readings {
		if r.ID == ReadingMeleeEnd && r.Value == "fight-on" && len(rep.Attackers) > 1 {
			until = "rounds until the defender loses a Morale Level or fails a Morale Test, or no attacker is left (an attacker that does leaves; the others fight on)"
		}
	}
	ew.printf("%s\nMelee to the end (Melee 4-5, p.9-10): %s\n", rep.Stamp, until)
	if rep.Fire != nil {
		ew.printf("\nThe defender fires at the first attacker as it charges (combined arms (a), p.6); hits count against it in the Melee, no Morale Test\n")
		var fb bytes.Buffer
		if err := WriteFire(&fb, *rep.Fire); err != nil {
			return err
		}
		_, fire, _ := strings.Cut(fb.String(), "\n") // the stamp is printed once
		ew.printf("%s", fire)
		ew.printf("first attacker removed before contact: %s\n", prob(rep.PFireRemoved))
	}
	ew.printf("\nFirst round, before the dice:\n")
	for _, a := range rep.Attacks {
		ew.printf("  %s: Melee %d %s = %d  against  %s: Melee %d %s = %d\n", a.Attacker.Label, a.Attacker.Melee, signed(a.Attacker.Modifier),
			a.Attacker.Total(), a.Defender.Label, a.Defender.Melee, signed(a.Defender.Modifier), a.Defender.Total())
	}
	ew.printf("\n%-8s %s\n", "rounds", "P(the Melee ends after them)")
	if rep.NoContact != nil && rep.NoContact.Sign() > 0 {
		ew.printf("%-8d %s\n", 0, prob(rep.NoContact))
	}
	for k, p := range rep.Rounds {
		if p.Sign() > 0 {
			ew.printf("%-8d %s\n", k+1, prob(p))
		}
	}
	units := append([]TargetEnd{rep.Defender}, rep.Attackers...)
	for i, k := range rep.PHeadquartersKilled {
		if k != nil {
			ew.printf("\nHeadquarters attached to %s killed by a leader-loss roll (4.05) during the Melee: %s\n", units[i].Label, prob(k))
		}
	}
	for _, c := range rep.Command {
		t := c.TargetEnd
		t.Label = fmt.Sprintf("%s (command of the headquarters with %s: a Morale Test if it is killed, 4.05)", t.Label, units[c.Of].Label)
		units = append(units, t)
	}
	for _, t := range units {
		ew.printf("\n%s ends at:\n", t.Label)
		if len(t.PQuality) > 0 {
			ew.printf("  quality for the day, rolled at its first Morale Test (Variable unit abilities, p.14):")
			for qi, q := range t.Qualities {
				ew.printf(" %s %s", q, short(t.PQuality[qi]))
			}
			ew.printf("\n")
		}
		ew.printf("  %-18s %-8s %-5s %s\n", "level", "quality", "hits", "probability")
		for _, o := range t.Ends {
			q, at := o.Quality, o.LevelID
			if o.Removed {
				q = "-"
				if !levels[o.Level].Removed { // every box checked off at this level
					at = "removed at " + levels[o.Level].ID
				}
			}
			ew.printf("  %-18s %-8s %-5d %s\n", at, q, o.Hits, prob(o.P))
		}
		ew.printf("  By level:\n")
		for li, l := range levels {
			if l.Removed {
				continue
			}
			ew.printf("    %-14s %s\n", l.Label, prob(t.ByLevel[li]))
		}
		ew.printf("    %-14s %s\n", "removed", prob(t.PRemoved))
	}
	if ew.err == nil {
		ew.err = WriteReadings(w, rep.Readings)
	}
	return ew.err
}
