package armydoc

import (
	"fmt"
	"math/big"
	"strings"

	"github.com/aide-de-camp/adc/odn"
)

// The calculator forms of the ODN workspace. Each form is plain data (what
// its drop-downs and boxes hold) with a pure Recompute that turns it into
// an Answer through the odn calculators: exact fractions, never sampled.
// The view calls Recompute on every change, so each must stay well within
// one frame (16 ms; the benchmarks in calc_test.go hold the budget).

// FrameBudget is the time a calculator form may take to recompute.
const FrameBudget = 16_000_000 // nanoseconds

// Bar is one line of an answer: a label and its exact probability.
type Bar struct {
	Label string
	P     *big.Rat
}

// Frac is the probability as an exact fraction, e.g. "21/25".
func (b Bar) Frac() string { return odn.Frac(b.P) }

// Pct is the probability as a percentage, e.g. "84.0%".
func (b Bar) Pct() string { return odn.Pct(b.P) }

// Float is the probability as a float, for the bar's length.
func (b Bar) Float() float64 { return odn.Float(b.P) }

// BarGroup is a titled list of bars (the distribution of one quantity).
type BarGroup struct {
	Title string
	Bars  []Bar
}

// Answer is what a calculator form shows: a summary line, the modifiers
// applied, and groups of probability bars.
type Answer struct {
	Summary string
	Applied []string // "+1 Target is Column"
	Groups  []BarGroup
	// Readings are the answers to the open questions of the rules the
	// result follows, "id=value: what it means" (odn.Readings), the same
	// lines the command line prints.
	Readings []string
}

// ReadingLines are the readings a result used, as Answer.Readings holds
// them.
func ReadingLines(rs []odn.ChosenReading) []string {
	var out []string
	for _, c := range rs {
		out = append(out, fmt.Sprintf("%s=%s: %s", c.ID, c.Value, c.Text))
	}
	return out
}

// Modifier choices: a form keeps the ids ticked.
func uses(ids []string) []odn.ModifierUse {
	var out []odn.ModifierUse
	for _, id := range ids {
		if id != "" {
			out = append(out, odn.ModifierUse{ID: id, Count: 1})
		}
	}
	return out
}

func appliedText(ms []odn.AppliedModifier) []string {
	var out []string
	for _, m := range ms {
		out = append(out, fmt.Sprintf("%+d %s", m.Value*max(m.Count, 1), m.Label))
	}
	return out
}

// FireForm is the fire calculator: small arms, inherent artillery or an
// artillery battalion (Fire, p.7-8).
type FireForm struct {
	Kind          string // small-arms, inherent, battalion
	Quality       string // small arms: the firer's current quality
	Formation     string // small arms
	Nation        string // artillery
	Horse         bool   // horse artillery
	Weight        string // battalion
	Band          string // battalion: range band id
	RussianDouble bool   // inherent: a Russian division fires both shots at this target
	// Battery are the other stands of a grand battery (battalion fire):
	// stands touching and facing the same way that fire as one (Grand
	// batteries, p.7). Empty: a single battalion.
	Battery   []odn.BatteryStand
	Modifiers []string
}

// DefaultFireForm is a Veteran line firing small arms.
func DefaultFireForm() FireForm {
	return FireForm{Kind: "small-arms", Quality: "VT", Formation: "line", Nation: "france", Weight: "medium", Band: "short"}
}

// Request is the form as an odn.FireRequest. A grand battery's stands are
// the form's own (weight, nation, horse) and then Battery's.
func (f FireForm) Request() odn.FireRequest {
	req := odn.FireRequest{Kind: f.Kind, Quality: f.Quality, Formation: f.Formation, Nation: f.Nation, Horse: f.Horse,
		Weight: f.Weight, Band: f.Band, RussianDouble: f.RussianDouble, Modifiers: uses(f.Modifiers)}
	if f.Kind == "battalion" && len(f.Battery) > 0 {
		req.Stands = append([]odn.BatteryStand{{Weight: f.Weight, Nation: f.Nation, Horse: f.Horse}}, f.Battery...)
	}
	return req
}

// Recompute computes the fire: P(exactly k hits) and P(at least k hits).
func (f FireForm) Recompute(rs *odn.Ruleset) (Answer, error) {
	rep, err := rs.ResolveFire(f.Request())
	if err != nil {
		return Answer{}, err
	}
	return fireAnswer(rep), nil
}

func fireAnswer(rep odn.FireReport) Answer {
	ans := Answer{Summary: rep.Summary, Applied: appliedText(rep.Applied), Readings: ReadingLines(rep.Readings)}
	if rep.NoFire {
		ans.Summary += "; no fire: " + rep.NoFireWhy
	}
	exact := BarGroup{Title: "Hits"}
	for k, p := range rep.Result.Hits {
		exact.Bars = append(exact.Bars, Bar{Label: plural(k, "hit"), P: p})
	}
	atLeast := BarGroup{Title: "At least"}
	for k := 1; k < len(rep.Result.AtLeast); k++ {
		atLeast.Bars = append(atLeast.Bars, Bar{Label: fmt.Sprintf("%d+ hits", k), P: rep.Result.AtLeast[k]})
	}
	ans.Groups = []BarGroup{exact}
	if len(atLeast.Bars) > 1 {
		ans.Groups = append(ans.Groups, atLeast)
	}
	return ans
}

func plural(n int, word string) string {
	if n == 1 {
		return "1 " + word
	}
	return fmt.Sprintf("%d %ss", n, word)
}

// UnitForm is a unit as the morale and chained calculators take it: its
// starting quality, strength, hits already checked and Morale Level.
type UnitForm struct {
	Quality string
	Percent int // strength in percent of full (0 counts as 100)
	// Men and Type, when Men > 0, give the strength in men of a unit of
	// Type instead (a unit taken from the army list).
	Men       int
	Type      string
	Hits      int
	Level     string   // morale level id
	Modifiers []string // Morale Test modifier ids
	// HQ is a headquarters of the army list attached to the unit (nil:
	// none); it counts against the one-headquarters limit (p.13).
	HQ *odn.AttachedHeadquarters
	// Variable rolls the unit's quality for the day at its first Morale
	// Test, with VariableModifier on the roll (Variable unit abilities,
	// p.14). The chained and Melee-to-the-end forms take it.
	Variable         bool
	VariableModifier int
}

// exchange is the unit as the chained calculators take it.
func (u UnitForm) exchange(rs *odn.Ruleset, label string) (odn.ExchangeUnit, error) {
	l, err := u.Ladder(rs)
	if err != nil {
		return odn.ExchangeUnit{}, err
	}
	return odn.ExchangeUnit{Label: label, Quality: u.Quality, Ladder: l, Hits: u.Hits, Level: u.Level,
		Modifiers: uses(u.Modifiers), Headquarters: u.HQ, VariableQuality: u.Variable, VariableModifier: u.VariableModifier}, nil
}

// qualityGroup lists P(the day's quality) of a unit that rolled it.
func qualityGroup(title string, te odn.TargetEnd) (BarGroup, bool) {
	if len(te.Qualities) == 0 {
		return BarGroup{}, false
	}
	g := BarGroup{Title: title}
	for i, q := range te.Qualities {
		g.Bars = append(g.Bars, Bar{Label: q, P: te.PQuality[i]})
	}
	if te.PRolled != nil {
		// The roll is made only at a first Morale Test (p.14).
		g.Bars = append(g.Bars, Bar{Label: "rolled (it tests)", P: te.PRolled})
	}
	return g, true
}

// Ladder is the unit's quality ladder with its hit boxes reduced for its
// strength (Unit roster, p.3; Understrength units, p.4).
func (u UnitForm) Ladder(rs *odn.Ruleset) (odn.Ladder, error) {
	pct := u.Percent
	if pct == 0 {
		pct = 100
	}
	return rs.UnitLadder(u.Quality, u.Type, u.Men, pct)
}

// DefaultUnitForm is a Veteran at full strength, Firm, without hits.
func DefaultUnitForm() UnitForm { return UnitForm{Quality: "VT", Percent: 100, Level: "firm"} }

// MoraleForm is the Morale Test calculator: one test and the cascade of
// tests that failures start (3.02, p.10).
type MoraleForm struct {
	Unit  UnitForm
	Rally bool
}

// Recompute computes the first test and where the run of tests ends.
func (f MoraleForm) Recompute(rs *odn.Ruleset) (Answer, error) {
	l, err := f.Unit.Ladder(rs)
	if err != nil {
		return Answer{}, err
	}
	req := odn.MoraleRequest{Ladder: l, Hits: f.Unit.Hits, Level: f.Unit.Level, Modifiers: uses(f.Unit.Modifiers), Rally: f.Rally}
	req.AttachHeadquarters(f.Unit.HQ, "attached headquarters", "")
	rep, err := rs.ResolveMorale(req)
	if err != nil {
		return Answer{}, err
	}
	st := rep.State
	if st.Removed {
		return Answer{}, fmt.Errorf("%d hits check off every box of a %s unit (%d boxes): it is already removed", f.Unit.Hits, f.Unit.Quality, l.TotalBoxes())
	}
	first := rep.Result.FirstTest
	ans := Answer{Summary: fmt.Sprintf("Morale Test: %s (Pass %d), modifier %+d: needs %s on 1d%d", st.Quality, first.Target, first.Modifier, needText(first.Need, rs.Morale.Die), rs.Morale.Die),
		Applied: appliedText(rep.Applied)}
	ans.Groups = append(ans.Groups, BarGroup{Title: "First test", Bars: []Bar{{Label: "pass", P: first.P}, {Label: "fail", P: new(big.Rat).Sub(big.NewRat(1, 1), first.P)}}})
	ans.Groups = append(ans.Groups, levelGroup(rs, "Ends at", rep.Result.ByLevel, rep.Result.PRemoved))
	return ans, nil
}

func needText(need, die int) string {
	switch {
	case need <= 1:
		return "any roll"
	case need > die:
		return "more than a " + fmt.Sprint(die) + " (impossible)"
	case need == die:
		return fmt.Sprint(die)
	}
	return fmt.Sprintf("%d+", need)
}

// levelGroup lists P(ends at each level still on the table) and P(removed).
func levelGroup(rs *odn.Ruleset, title string, byLevel []*big.Rat, removed *big.Rat) BarGroup {
	g := BarGroup{Title: title}
	for i, p := range byLevel {
		if i < len(rs.Morale.Levels) && rs.Morale.Levels[i].Removed {
			continue
		}
		if p.Sign() == 0 {
			continue
		}
		g.Bars = append(g.Bars, Bar{Label: rs.Morale.Levels[i].Label, P: p})
	}
	g.Bars = append(g.Bars, Bar{Label: "removed from the table", P: removed})
	return g
}

// SideForm is one side of a melee.
type SideForm struct {
	Quality   string
	Modifiers []string // melee modifier ids
}

// MeleeForm is the Melee calculator: one attacker against a defender
// (Melee, p.9).
type MeleeForm struct {
	Attacker, Defender SideForm
}

// DefaultMeleeForm is a Veteran attacking a Conscript.
func DefaultMeleeForm() MeleeForm {
	return MeleeForm{Attacker: SideForm{Quality: "VT"}, Defender: SideForm{Quality: "CN"}}
}

// Recompute computes the Melee Table row and winner odds.
func (f MeleeForm) Recompute(rs *odn.Ruleset) (Answer, error) {
	rep, err := rs.ResolveMelee(odn.MeleeRequest{
		Attackers: []odn.MeleeUnit{{Label: "attacker", Quality: f.Attacker.Quality, Modifiers: uses(f.Attacker.Modifiers)}},
		Defender:  odn.MeleeUnit{Label: "defender", Quality: f.Defender.Quality, Modifiers: uses(f.Defender.Modifiers)},
	})
	if err != nil {
		return Answer{}, err
	}
	at := rep.Result.Attacks[0]
	ans := Answer{Summary: fmt.Sprintf("Melee: attacker, Melee %d%+d, against the defender's %d%+d, each adding 1d%d", at.Attacker.Melee, at.Attacker.Modifier, at.Defender.Melee, at.Defender.Modifier, rs.Melee.Die)}
	att, def := BarGroup{Title: "Attacker wins"}, BarGroup{Title: "Defender wins"}
	tie := new(big.Rat)
	for _, b := range at.Bands {
		att.Bars = append(att.Bars, Bar{Label: "spread " + b.Band.Label() + ": " + bandText(b.Band), P: b.AttackerWins})
		def.Bars = append(def.Bars, Bar{Label: "spread " + b.Band.Label() + ": " + bandText(b.Band), P: b.DefenderWins})
		tie.Add(tie, b.Tie)
	}
	ans.Groups = []BarGroup{
		{Title: "Result", Bars: []Bar{{Label: "attacker wins", P: sum(att.Bars)}, {Label: "defender wins", P: sum(def.Bars)}, {Label: "tie (both take the loser's result)", P: tie},
			{Label: "defender routed", P: at.DefenderRouted}, {Label: "attacker routed", P: at.AttackerRouted}}},
		att, def,
	}
	return ans, nil
}

func bandText(b odn.SpreadBand) string {
	if b.LoserRout {
		return "loser routs"
	}
	s := fmt.Sprintf("loser %s", plural(b.LoserHits, "hit"))
	if b.LoserLevels > 0 {
		s += fmt.Sprintf(", %s", plural(b.LoserLevels, "level"))
	}
	return s
}

func sum(bars []Bar) *big.Rat {
	t := new(big.Rat)
	for _, b := range bars {
		t.Add(t, b.P)
	}
	return t
}

// ChainForm is a fire followed by the target's Morale Tests (Fire (e),
// p.9; 3.02(b),(c), p.10).
type ChainForm struct {
	Fire          FireForm
	Target        UnitForm
	AdditionalHit bool // -1 per hit beyond the first (Examples #1 and #2, p.11)
}

// DefaultChainForm is a Veteran line firing at a Veteran target.
func DefaultChainForm() ChainForm {
	return ChainForm{Fire: DefaultFireForm(), Target: DefaultUnitForm()}
}

// Recompute computes the fire and the target's end-state distribution.
func (f ChainForm) Recompute(rs *odn.Ruleset) (Answer, error) {
	target, err := f.Target.exchange(rs, "target")
	if err != nil {
		return Answer{}, err
	}
	rep, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: f.Fire.Request(), AdditionalHit: f.AdditionalHit,
		Targets: []odn.ExchangeUnit{target}})
	if err != nil {
		return Answer{}, err
	}
	ans := fireAnswer(rep.Fire)
	ans.Readings = ReadingLines(rep.Readings)
	ans.Groups = ans.Groups[:1]
	te := rep.Targets[0]
	if g, ok := qualityGroup("Target's quality for the day", te); ok {
		ans.Groups = append(ans.Groups, g)
	}
	ans.Groups = append(ans.Groups, levelGroup(rs, "Target ends at", te.ByLevel, te.PRemoved), endGroup(rs, "Target's end states", te))
	if len(rep.PHeadquartersKilled) > 0 && rep.PHeadquartersKilled[0] != nil {
		ans.Groups = append(ans.Groups, BarGroup{Title: "Headquarters", Bars: []Bar{{Label: "attached headquarters killed", P: rep.PHeadquartersKilled[0]}}})
	}
	return ans, nil
}

// endGroup lists every end state: level, quality row and hits.
func endGroup(rs *odn.Ruleset, title string, te odn.TargetEnd) BarGroup {
	g := BarGroup{Title: title}
	for _, e := range te.Ends {
		label := "removed"
		if !e.Removed {
			label = fmt.Sprintf("%s, %s, %s", rs.Morale.Levels[e.Level].Label, e.Quality, plural(e.Hits, "hit"))
		}
		g.Bars = append(g.Bars, Bar{Label: label, P: e.P})
	}
	return g
}

// RunSide is a unit in a Melee followed to its end.
type RunSide struct {
	Unit           UnitForm
	MeleeModifiers []string
}

// MeleeRunForm is a Melee followed to its end (Melee 4 and 5, p.9-10).
type MeleeRunForm struct {
	Attackers []RunSide
	Defender  RunSide
	// Command is a unit outside the Melee under the command of the
	// headquarters attached to unit Of (0: the defender, i: attacker i);
	// it takes a Morale Test if a leader-loss roll kills that headquarters
	// (4.05, p.13). Nil: none.
	Command *CommandForm
}

// CommandForm is a unit under the command of a Melee unit's headquarters.
type CommandForm struct {
	Of   int
	Unit UnitForm
}

// DefaultMeleeRunForm is a Veteran attacking a Conscript, both Firm.
func DefaultMeleeRunForm() MeleeRunForm {
	return MeleeRunForm{Attackers: []RunSide{{Unit: DefaultUnitForm()}}, Defender: RunSide{Unit: UnitForm{Quality: "CN", Percent: 100, Level: "firm"}}}
}

func (s RunSide) combatant(rs *odn.Ruleset, label string) (odn.MeleeCombatant, error) {
	u, err := s.Unit.exchange(rs, label)
	if err != nil {
		return odn.MeleeCombatant{}, fmt.Errorf("%s: %w", label, err)
	}
	return odn.MeleeCombatant{ExchangeUnit: u, MeleeModifiers: uses(s.MeleeModifiers)}, nil
}

// Request is the form as an odn.MeleeRunRequest.
func (f MeleeRunForm) Request(rs *odn.Ruleset) (odn.MeleeRunRequest, error) {
	if len(f.Attackers) == 0 {
		return odn.MeleeRunRequest{}, fmt.Errorf("a Melee needs at least one attacker")
	}
	def, err := f.Defender.combatant(rs, "defender")
	if err != nil {
		return odn.MeleeRunRequest{}, err
	}
	req := odn.MeleeRunRequest{Defender: def}
	for i, a := range f.Attackers {
		c, err := a.combatant(rs, fmt.Sprintf("attacker %d", i+1))
		if err != nil {
			return odn.MeleeRunRequest{}, err
		}
		req.Attackers = append(req.Attackers, c)
	}
	if c := f.Command; c != nil {
		if c.Of < 0 || c.Of > len(f.Attackers) {
			return odn.MeleeRunRequest{}, fmt.Errorf("the unit in command belongs to unit %d of the Melee; there are the defender (0) and attackers 1 to %d", c.Of, len(f.Attackers))
		}
		u, err := c.Unit.exchange(rs, "unit in command")
		if err != nil {
			return odn.MeleeRunRequest{}, fmt.Errorf("unit in command: %w", err)
		}
		req.Command = []odn.CommandUnit{{Of: c.Of, Unit: u}}
	}
	return req, nil
}

// Recompute follows the Melee round by round to its end: where each unit
// ends, the rounds fought, each rolled quality for the day, each attached
// headquarters' loss (4.05) and the unit in command's end.
func (f MeleeRunForm) Recompute(rs *odn.Ruleset) (Answer, error) {
	req, err := f.Request(rs)
	if err != nil {
		return Answer{}, err
	}
	rep, err := rs.ResolveMeleeRun(req)
	if err != nil {
		return Answer{}, err
	}
	var parts []string
	for _, at := range rep.Attacks {
		parts = append(parts, fmt.Sprintf("%s, Melee %d%+d, against the defender's %d%+d", at.Attacker.Label, at.Attacker.Melee, at.Attacker.Modifier, at.Defender.Melee, at.Defender.Modifier))
	}
	ans := Answer{Summary: "Melee to the end: " + strings.Join(parts, "; "), Readings: ReadingLines(rep.Readings)}
	ans.Groups = append(ans.Groups, levelGroup(rs, "Defender ends at", rep.Defender.ByLevel, rep.Defender.PRemoved))
	for _, a := range rep.Attackers {
		ans.Groups = append(ans.Groups, levelGroup(rs, capital(a.Label)+" ends at", a.ByLevel, a.PRemoved))
	}
	rounds := BarGroup{Title: "Rounds fought"}
	for k, p := range rep.Rounds {
		if p.Sign() > 0 {
			rounds.Bars = append(rounds.Bars, Bar{Label: plural(k+1, "round"), P: p})
		}
	}
	ans.Groups = append(ans.Groups, rounds)
	leaders := BarGroup{Title: "Leader loss (4.05)"}
	for i, te := range append([]odn.TargetEnd{rep.Defender}, rep.Attackers...) {
		if g, ok := qualityGroup(capital(te.Label)+"'s quality for the day", te); ok {
			ans.Groups = append(ans.Groups, g)
		}
		if i < len(rep.PHeadquartersKilled) && rep.PHeadquartersKilled[i] != nil {
			leaders.Bars = append(leaders.Bars, Bar{Label: te.Label + "'s headquarters killed", P: rep.PHeadquartersKilled[i]})
		}
	}
	if len(leaders.Bars) > 0 {
		ans.Groups = append(ans.Groups, leaders)
	}
	for _, c := range rep.Command {
		ans.Groups = append(ans.Groups, levelGroup(rs, "Unit in command ends at", c.ByLevel, c.PRemoved))
	}
	ans.Groups = append(ans.Groups, endGroup(rs, "Defender's end states", rep.Defender))
	return ans, nil
}

func capital(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// Compare answers the table's question "fire first, or charge now?": the
// Fire → Morale form's target and the Melee to the end form's defender,
// the same enemy under two options, side by side (adc odn compare).
func Compare(rs *odn.Ruleset, chain ChainForm, run MeleeRunForm) (Answer, odn.Comparison, error) {
	target, err := chain.Target.exchange(rs, "target")
	if err != nil {
		return Answer{}, odn.Comparison{}, fmt.Errorf("fire then Morale Tests: %w", err)
	}
	fire, err := rs.ResolveFireThenMorale(odn.FireMoraleRequest{Fire: chain.Fire.Request(), AdditionalHit: chain.AdditionalHit, Targets: []odn.ExchangeUnit{target}})
	if err != nil {
		return Answer{}, odn.Comparison{}, fmt.Errorf("fire then Morale Tests: %w", err)
	}
	req, err := run.Request(rs)
	if err != nil {
		return Answer{}, odn.Comparison{}, fmt.Errorf("melee to the end: %w", err)
	}
	melee, err := rs.ResolveMeleeRun(req)
	if err != nil {
		return Answer{}, odn.Comparison{}, fmt.Errorf("melee to the end: %w", err)
	}
	own := melee.Attackers[0]
	cmp, err := rs.NewComparison([]odn.CompareOption{
		{Name: CompareFire, Enemy: fire.Targets[0], Readings: fire.Readings},
		{Name: CompareCharge, Enemy: melee.Defender, Own: &own, Readings: melee.Readings},
	}, "")
	if err != nil {
		return Answer{}, cmp, err
	}
	ans := Answer{Summary: "Fire first (the Fire → Morale form) or charge now (the Melee to the end form)? Most likely to remove the enemy: " + cmp.Best}
	ans.Groups = append(ans.Groups, removedGroup(cmp))
	for i, l := range rs.Morale.Levels {
		if l.Removed {
			continue
		}
		g := BarGroup{Title: "The enemy ends " + l.Label}
		for _, o := range cmp.Options {
			g.Bars = append(g.Bars, Bar{Label: o.Name, P: o.Enemy.ByLevel[i]})
		}
		ans.Groups = append(ans.Groups, g)
	}
	ans.Groups = append(ans.Groups, BarGroup{Title: "What it costs: own first attacker removed", Bars: []Bar{{Label: CompareCharge, P: own.PRemoved}}})
	ans.Readings = comparisonReadings(cmp)
	return ans, cmp, nil
}

// The names of the Compare view's two options.
const (
	CompareFire   = "fire first"
	CompareCharge = "charge now"
)
