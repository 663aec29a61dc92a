package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Campaign interphase step kinds (scenario campaign.interphase[].kind), as
// the Wallachian Campaign [17.0] uses them.
const (
	StepCampaignEnd   = "campaign_end"   // a result that ends the campaign
	StepRecordOutcome = "record_outcome" // write down the outcome
	StepMoraleReset   = "morale_reset"   // both sides' starting Morale
	StepMoraleSet     = "morale_set"     // one side's starting Morale after a result
	StepUnitRecovery  = "unit_recovery"  // Rally Table roll per Broken or eliminated unit
	StepUnitReduction = "unit_reduction" // reduced "(-)" versions of units
)

// Fates of a unit after the campaign interphase (17.0 B).
const (
	FateFull       = "full strength"
	FateFullMorale = "full strength for -1 starting Morale"
	FateReduced    = "reduced strength"
	FateCadre      = "cadre"
	FateAbsent     = "absent"
	FateNotInGame  = "not in the next game"
)

// Outcome is what a finished campaign game leaves for the interphase
// (17.0: the final outcome, the final Morale Values and the units of both
// sides that were Broken or Permanently Eliminated).
type Outcome struct {
	Scenario   string
	Winner     int    // French, AntiFrench, or -1 for a draw
	Level      string // "decisive", "marginal" or "draw"
	Morale     [2]int // final Morale Values; zero when not given
	Broken     []string
	Eliminated []string
}

// String describes the outcome, e.g. "rousse20: french marginal victory".
func (o Outcome) String() string {
	if o.Winner < 0 {
		return o.Scenario + ": draw"
	}
	return fmt.Sprintf("%s: %s %s victory", o.Scenario, SideName(o.Winner), o.Level)
}

// OutcomeOf reads the Outcome of a finished game. Units that were never in
// play (not used, set aside, never arrived, or lacking printed values) are
// neither Broken nor eliminated; cadres, dummies and garrisons are left
// out too (16.5.2: a Broken cadre goes back to the pile of available
// cadres; dummies and garrisons are markers). Irregular units that Broke
// were permanently eliminated (16.7.7) and count as such.
func OutcomeOf(s *State) (Outcome, error) {
	r := s.Result()
	if r == nil {
		return Outcome{}, fmt.Errorf("rules: scenario %q: the game is not over", s.B.Scenario.ID)
	}
	o := Outcome{Scenario: s.B.Scenario.ID, Winner: r.Winner, Level: r.Level, Morale: s.Morale}
	if r.Winner < 0 {
		o.Level = "draw"
	}
	for u, info := range s.B.Units {
		if info.Cadre || info.Dummy || info.Garrison || info.Unusable {
			continue
		}
		k := info.Placement.Kind
		switch s.Units[u].Where {
		case AtBroken:
			o.Broken = append(o.Broken, info.ID)
		case AtEliminated:
			if k != scenario.PlaceNotUsed && k != scenario.PlaceUnknown {
				o.Eliminated = append(o.Eliminated, info.ID)
			}
		}
	}
	return o, nil
}

// FullStrengthPolicy decides, for a unit whose campaign interphase roll is
// "-", whether its owner pays 1 starting Morale to field it at full
// strength (17.0 B); otherwise it takes part at reduced strength or as a
// cadre. Pay gets the side, the unit id and the side's starting Morale so
// far.
type FullStrengthPolicy struct {
	Name string
	Pay  func(side int, unit string, morale int) bool
}

// KeepMoraleAtFive is the default policy (the one random campaigns use):
// pay for full strength while the side's starting Morale stays at 5 or more.
var KeepMoraleAtFive = FullStrengthPolicy{
	Name: "pay 1 Morale for full strength while the starting Morale stays at 5 or more",
	Pay:  func(_ int, _ string, morale int) bool { return morale-1 >= 5 },
}

// FullStrengthFor is the policy of a player who names the units to field at
// full strength after a "-" result; every other such unit is reduced.
func FullStrengthFor(ids []string) FullStrengthPolicy {
	set := map[string]bool{}
	for _, id := range ids {
		set[id] = true
	}
	return FullStrengthPolicy{
		Name: "pay 1 Morale for full strength for the named units only: " + strings.Join(ids, ", "),
		Pay:  func(_ int, unit string, _ int) bool { return set[unit] },
	}
}

// StepRecord is what one interphase step did.
type StepRecord struct {
	Step, Kind, Effect string
}

// Recovery is one unit's campaign interphase roll (17.0 B).
type Recovery struct {
	Unit        string
	Side        int
	Eliminated  bool // Permanently Eliminated (else Broken)
	Roll        int
	Modifiers   []string // e.g. "-1 permanently eliminated"
	Modified    int
	Result      string // Rally, -, Elim (as the Rally Table gives it)
	Fate        string // FateFull, FateReduced, ...
	Replacement string // the reduced version or cadre that takes its place
	Note        string
}

// Interphase is the record of a campaign interphase: the outcome it started
// from, each step's effect, each unit's roll, and the next game's starting
// Morale and adjusted scenario (nil when the campaign ended).
type Interphase struct {
	Campaign string
	After    string // the game just played
	Next     string // the next game
	Outcome  Outcome
	Steps    []StepRecord
	Units    []Recovery
	Morale   [2]int
	Over     bool   // the campaign ended in this interphase
	Winner   int    // when Over: the side that won the campaign
	Level    string // when Over: the result that ended it
	Scenario *scenario.Scenario
	Notes    []string
}

// InterphaseInput is what a campaign interphase works on.
type InterphaseInput struct {
	Campaign *scenario.Scenario // the campaign document (its campaign block and tables)
	Charts   *scenario.ChartSet // the chart set whose Rally Table the interphase uses
	Outcome  Outcome            // the game just played
	Next     *scenario.Scenario // the next game, as published
	Policy   FullStrengthPolicy // zero: KeepMoraleAtFive
}

func (ip *Interphase) note(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	for _, n := range ip.Notes {
		if n == msg {
			return
		}
	}
	ip.Notes = append(ip.Notes, msg)
}

// appliesTo reports whether a step's "after" and "scenario" parameters
// (when given) name the games this interphase links.
func appliesTo(st scenario.Step, after, next string) bool {
	var p stepScope
	if scenario.DecodeStepParams(st, &p) != nil {
		return false // text fields: never
	}
	if p.After != "" && p.After != after {
		return false
	}
	if p.Scenario != "" && next != "" && p.Scenario != next {
		return false
	}
	return true
}

// CampaignInterphase runs the interphase steps of a campaign (17.0) after
// one of its games: the steps are read from the campaign's data (kinds
// campaign_end, record_outcome, morale_reset, morale_set, unit_recovery,
// unit_reduction); dice d roll the units' recovery. The result records each
// step and roll and holds the next game's scenario with its starting Morale
// and the failed units replaced by their reduced versions or cadres.
func CampaignInterphase(in InterphaseInput, d Dice) (*Interphase, error) {
	c := in.Campaign
	if c == nil || c.Campaign == nil {
		return nil, fmt.Errorf("rules: no campaign")
	}
	if d == nil {
		return nil, fmt.Errorf("rules: campaign %q: no dice", c.ID)
	}
	if in.Policy.Pay == nil {
		in.Policy = KeepMoraleAtFive
	}
	o := in.Outcome
	if o.Winner < -1 || o.Winner > 1 {
		return nil, fmt.Errorf("rules: campaign %q: bad winner %d", c.ID, o.Winner)
	}
	switch o.Level {
	case "decisive", "marginal", "draw":
	default:
		return nil, fmt.Errorf("rules: campaign %q: result level %q is not decisive, marginal or draw (15.0)", c.ID, o.Level)
	}
	if (o.Level == "draw") != (o.Winner < 0) {
		return nil, fmt.Errorf("rules: campaign %q: a draw has no winner, a victory has one", c.ID)
	}
	seen := map[string]bool{}
	for _, id := range append(append([]string(nil), o.Broken...), o.Eliminated...) {
		if seen[id] {
			return nil, fmt.Errorf("rules: campaign %q: unit %q is listed twice (Broken or Permanently Eliminated, not both)", c.ID, id)
		}
		seen[id] = true
	}
	ip := &Interphase{Campaign: c.ID, After: o.Scenario, Outcome: o, Winner: -1}
	for i, g := range c.Campaign.Games {
		if g.Scenario == o.Scenario && i+1 < len(c.Campaign.Games) {
			ip.Next = c.Campaign.Games[i+1].Scenario
		}
	}
	if ip.Next == "" {
		return nil, fmt.Errorf("rules: campaign %q: %q is not a game followed by another", c.ID, o.Scenario)
	}
	if in.Next == nil || in.Next.ID != ip.Next {
		return nil, fmt.Errorf("rules: campaign %q: the next game %q was not given", c.ID, ip.Next)
	}
	next := cloneForCampaign(in.Next)
	ip.Scenario = next
	for side := 0; side < 2; side++ {
		ip.Morale[side] = sideMorale(next, side)
	}
	ip.note("the final Morale Values are recorded (17.0) but no interphase step uses them")
	var reduction map[string]string
	cadreOthers := false
	for _, st := range c.Campaign.Interphase {
		if st.Kind == StepUnitReduction && appliesTo(st, ip.After, ip.Next) {
			var p unitReductionParams
			if err := decodeStep(c, st, &p); err != nil {
				return nil, err
			}
			reduction = map[string]string{}
			for k, v := range p.Reduced {
				reduction[k] = v
			}
			cadreOthers = p.OtherUnits == "cadre"
		}
	}
	for _, st := range c.Campaign.Interphase {
		if !appliesTo(st, ip.After, ip.Next) {
			continue
		}
		rec := StepRecord{Step: st.Number, Kind: st.Kind}
		if ip.Over {
			rec.Effect = "no effect: the campaign is over"
			ip.Steps = append(ip.Steps, rec)
			continue
		}
		switch st.Kind {
		case StepCampaignEnd:
			var p campaignEndParams
			if err := decodeStep(c, st, &p); err != nil {
				return nil, err
			}
			when := strings.ToLower(p.When)
			if strings.Contains(when, o.Level) && o.Winner >= 0 {
				ip.Over, ip.Winner, ip.Level = true, o.Winner, o.Level
				ip.Scenario = nil
				rec.Effect = fmt.Sprintf("%s %s victory: the campaign is over and %s wins it", SideName(o.Winner), o.Level, SideName(o.Winner))
			} else {
				rec.Effect = fmt.Sprintf("%s: the campaign continues", o)
			}
		case StepRecordOutcome:
			morale := "final Morale not given"
			if o.Morale != [2]int{} {
				morale = fmt.Sprintf("final Morale %s %d, %s %d", SideName(French), o.Morale[French], SideName(AntiFrench), o.Morale[AntiFrench])
			}
			rec.Effect = fmt.Sprintf("%s; %s; Broken %s; Permanently Eliminated %s", o, morale, listOrNone(o.Broken), listOrNone(o.Eliminated))
		case StepMoraleReset:
			var p moraleResetParams
			if err := decodeStep(c, st, &p); err != nil {
				return nil, err
			}
			var parts []string
			for side, given := range [2]*int{p.French, p.AntiFrench} {
				v, err := startingMorale(c, st, given, SideName(side)+" morale")
				if err != nil {
					return nil, err
				}
				ip.Morale[side] = v
				parts = append(parts, fmt.Sprintf("%s %d", SideName(side), v))
			}
			rec.Effect = "starting Morale " + strings.Join(parts, ", ")
		case StepMoraleSet:
			var p moraleSetParams
			if err := decodeStep(c, st, &p); err != nil {
				return nil, err
			}
			v, err := startingMorale(c, st, p.Morale, "morale")
			if err != nil {
				return nil, err
			}
			when := strings.ToLower(p.When)
			level := ""
			for _, l := range []string{"decisive", "marginal", "draw"} {
				if strings.Contains(when, l) {
					level = l
				}
			}
			if level == "" {
				return nil, fmt.Errorf("rules: campaign %q step %s: condition %q names no result level", c.ID, st.Number, p.When)
			}
			side := -1
			switch who := p.Side; {
			case who == scenario.French || who == scenario.AntiFrench:
				side = SideIndex(who)
			case strings.Contains(who, "not win") || strings.Contains(who, "loser"):
				if o.Winner >= 0 {
					side = 1 - o.Winner
				}
			case strings.Contains(who, "won") || strings.Contains(who, "winner"):
				side = o.Winner
			default:
				return nil, fmt.Errorf("rules: campaign %q step %s: side %q is not understood", c.ID, st.Number, who)
			}
			if o.Level == level && side >= 0 {
				ip.Morale[side] = v
				rec.Effect = fmt.Sprintf("%s starting Morale %d", SideName(side), v)
			} else {
				rec.Effect = "no effect (" + p.When + ")"
			}
		case StepUnitRecovery:
			if err := ip.recover(in, st, next, reduction, cadreOthers, d); err != nil {
				return nil, err
			}
			rec.Effect = fmt.Sprintf("%d units rolled", len(ip.Units))
		case StepUnitReduction:
			if len(reduction) == 0 {
				rec.Effect = "no reduced versions"
			} else {
				keys := make([]string, 0, len(reduction))
				for k := range reduction {
					keys = append(keys, k+" -> "+reduction[k])
				}
				sort.Strings(keys)
				rec.Effect = "reduced versions " + strings.Join(keys, ", ")
				if cadreOthers {
					rec.Effect += "; other units: a cadre"
				}
			}
		default:
			rec.Effect = "not applied by the engine (kind " + st.Kind + ")"
			ip.note("campaign %q step %s (kind %q) is not applied by the engine", c.ID, st.Number, st.Kind)
		}
		ip.Steps = append(ip.Steps, rec)
	}
	if ip.Scenario != nil {
		for side := 0; side < 2; side++ {
			setSideMorale(ip.Scenario, side, ip.Morale[side])
		}
	}
	return ip, nil
}

// recover rolls the Rally Table for each Broken or eliminated unit (17.0 B)
// and adjusts the next game's units.
func (ip *Interphase) recover(in InterphaseInput, st scenario.Step, next *scenario.Scenario, reduction map[string]string, cadreOthers bool, d Dice) error {
	c, o := in.Campaign, in.Outcome
	var p unitRecoveryParams
	if err := decodeStep(c, st, &p); err != nil {
		return err
	}
	table := (*scenario.Table)(nil)
	if id := p.Table; id != "" {
		for i := range c.Tables {
			if c.Tables[i].ID == id {
				table = &c.Tables[i]
			}
		}
		if table == nil {
			return fmt.Errorf("rules: campaign %q step %s: no table %q", c.ID, st.Number, id)
		}
	}
	if table == nil || len(table.Rows) == 0 {
		if in.Charts == nil || in.Charts.Rally == nil || len(in.Charts.Rally.Rows) == 0 {
			return fmt.Errorf("rules: campaign %q step %s: the Rally Table rows are not given; enter them from the player-aid mat (10.0, 17.0)", c.ID, st.Number)
		}
		table = in.Charts.Rally
		ip.note("campaign interphase (17.0 B): rolls use the Rally Table of chart set %q", in.Charts.ID)
		if rows, guess := RallyRowsReconstructed(table); guess {
			ip.note("Rally Table rows are not stated in a rulebook; chart set %q reconstructs them (%s): %s", in.Charts.ID, table.Source, rows)
		}
	}
	elimMod, otherMod := p.modifiers()
	for _, k := range p.unappliedModifiers() {
		ip.note("campaign %q step %s: modifier %q is not applied by the engine", c.ID, st.Number, k)
	}
	if p.MoraleSpend == "not allowed" {
		ip.note("campaign interphase (17.0 B, 12.2.2): no Morale Point may be spent on these rolls")
	}
	ip.note("campaign interphase (17.0 B): units that were never in play (not used, set aside, never arrived, no printed values), cadres (16.5.2: a Broken cadre returns to the pile), dummies and garrisons do not roll; Irregular units, permanently eliminated when Broken (16.7.7), roll with the Permanently Eliminated modifier")
	ip.note("campaign interphase (17.0 B): a Rally Table result other than Rally, - and Elim (the partial rally Cadre?/Remnant?) counts as -")
	ip.note("campaign interphase (17.0 B): a failed unit with a reduced (-) version takes part at reduced strength rather than as a cadre; a failed Infantry unit without one takes part as a set-aside cadre of its side (an Irregular cadre for an Irregular unit, 16.7.7, and of its nationality where both are given); other failed units (cavalry, artillery, leaders without a reduced version) are absent from the next game, as the rules give them no replacement")
	ip.note("campaign interphase (17.0 B): a replacement takes the failed unit's place in the next game's set-up; one whose printed values are not given is left set aside (never brought into play)")
	ip.note("campaign interphase (17.0 B): choice after a \"-\" result: %s", in.Policy.Name)

	units := map[string]*scenario.Unit{}
	for i := range next.Units {
		units[next.Units[i].ID] = &next.Units[i]
	}
	ownInfo := func(id string) (side int, infantry, irregular bool, nat string) {
		side = -1
		for _, u := range c.Units {
			if u.ID == id {
				side, infantry, nat = SideIndex(u.Side), u.Type == scenario.TypeInfantry, u.Nationality
				irregular = HasTrait(u, scenario.TraitIrregular) || traitListed(c, id, scenario.TraitIrregular)
			}
		}
		return
	}
	usedCadre := map[string]bool{}
	roll := func(id string, elim bool) error {
		side, infantry, irregular, nat := ownInfo(id)
		if side < 0 {
			if u, ok := units[id]; ok {
				side, infantry, nat = SideIndex(u.Side), u.Type == scenario.TypeInfantry, u.Nationality
				irregular = HasTrait(*u, scenario.TraitIrregular) || traitListed(next, id, scenario.TraitIrregular)
			} else {
				return fmt.Errorf("rules: campaign %q: no unit %q", c.ID, id)
			}
		}
		r := Recovery{Unit: id, Side: side, Eliminated: elim, Roll: d.Roll()}
		if r.Roll < 1 || r.Roll > 6 {
			return fmt.Errorf("rules: campaign %q: die roll %d is not 1..6", c.ID, r.Roll)
		}
		r.Modified = r.Roll
		if elim && elimMod != 0 {
			r.Modified += elimMod
			r.Modifiers = append(r.Modifiers, fmt.Sprintf("%+d permanently eliminated", elimMod))
		}
		if otherMod != 0 && (o.Winner < 0 || o.Winner == side) {
			r.Modified += otherMod
			if o.Winner < 0 {
				r.Modifiers = append(r.Modifiers, fmt.Sprintf("%+d draw", otherMod))
			} else {
				r.Modifiers = append(r.Modifiers, fmt.Sprintf("%+d own side's marginal victory", otherMod))
			}
		}
		r.Result = tableResult(table, r.Modified)
		if r.Result != "Rally" && r.Result != "Elim" {
			r.Result = "-"
		}
		full, ok := units[id]
		switch {
		case !ok || full.Placement.Kind == scenario.PlaceNotUsed || full.Placement.Kind == scenario.PlaceUnknown:
			r.Fate = FateNotInGame
			r.Note = "the next game does not use it: no effect"
		case r.Result == "Rally":
			r.Fate = FateFull
		case r.Result == "-" && ip.Morale[side] > 1 && in.Policy.Pay(side, id, ip.Morale[side]):
			ip.Morale[side]--
			r.Fate = FateFullMorale
			r.Note = fmt.Sprintf("%s starting Morale %d", SideName(side), ip.Morale[side])
		default:
			red := reduction[id]
			if ru, ok := units[red]; ok && red != "" {
				r.Fate, r.Replacement = FateReduced, red
				r.Note = replace(full, ru)
				break
			}
			if cadreOthers && infantry {
				for i := range next.Units {
					cu := &next.Units[i]
					if cu.Type != scenario.TypeCadre || SideIndex(cu.Side) != side || cu.Placement.Kind != scenario.PlaceSetAside || usedCadre[cu.ID] {
						continue
					}
					if (HasTrait(*cu, scenario.TraitIrregular) || traitListed(next, cu.ID, scenario.TraitIrregular)) != irregular {
						continue
					}
					if nat != "" && cu.Nationality != "" && nat != cu.Nationality {
						continue
					}
					usedCadre[cu.ID] = true
					r.Fate, r.Replacement = FateCadre, cu.ID
					r.Note = replace(full, cu)
					break
				}
				if r.Replacement != "" {
					break
				}
				r.Note = "no set-aside cadre of its side left"
			} else {
				r.Note = "no reduced version and no cadre for it"
			}
			r.Fate = FateAbsent
			full.Placement = scenario.Placement{Kind: scenario.PlaceNotUsed, Note: "failed to recover in the campaign interphase [17.0 B]"}
		}
		ip.Units = append(ip.Units, r)
		return nil
	}
	for _, id := range o.Broken {
		if err := roll(id, false); err != nil {
			return err
		}
	}
	for _, id := range o.Eliminated {
		if err := roll(id, true); err != nil {
			return err
		}
	}
	return nil
}

// replace gives the replacement the failed unit's set-up and takes the
// failed unit out of the next game (17.0 B). A replacement whose printed
// values are not given stays set aside.
func replace(full, rep *scenario.Unit) string {
	p := full.Placement
	full.Placement = scenario.Placement{Kind: scenario.PlaceNotUsed, Note: "replaced by " + rep.ID + " [17.0 B]"}
	if rep.Type != scenario.TypeLeader && (rep.Strength == nil || rep.Movement == nil) {
		rep.Placement = scenario.Placement{Kind: scenario.PlaceSetAside, Note: "takes the place of " + full.ID + " [17.0 B]; printed values not given"}
		return fmt.Sprintf("takes the place of %s (%s), but its printed values are not given: it stays set aside", full.ID, placementText(p))
	}
	rep.Placement = p
	return fmt.Sprintf("takes the place of %s (%s)", full.ID, placementText(p))
}

func placementText(p scenario.Placement) string {
	switch {
	case p.Hex != "":
		return p.Kind + " " + p.Hex
	case p.EntryArea != "":
		return p.Kind + " area " + p.EntryArea
	case p.Zone != "":
		return p.Kind + " " + p.Zone
	}
	return p.Kind
}

func listOrNone(ids []string) string {
	if len(ids) == 0 {
		return "none"
	}
	return strings.Join(ids, ", ")
}

// cloneForCampaign copies a scenario deeply enough that the interphase may
// change its sides' Morale and its units' placements.
func cloneForCampaign(s *scenario.Scenario) *scenario.Scenario {
	t := *s
	t.Sides = append([]scenario.Side(nil), s.Sides...)
	t.Units = append([]scenario.Unit(nil), s.Units...)
	return &t
}

func sideMorale(s *scenario.Scenario, side int) int {
	for _, sd := range s.Sides {
		if SideIndex(sd.ID) == side {
			return sd.Morale
		}
	}
	return 0
}

func setSideMorale(s *scenario.Scenario, side, v int) {
	for i := range s.Sides {
		if SideIndex(s.Sides[i].ID) == side {
			s.Sides[i].Morale = v
		}
	}
}

// CampaignLoader returns a campaign game's scenario and the chart set it
// plays with (merged with its overrides), by scenario id.
type CampaignLoader func(id string) (*scenario.Scenario, *scenario.ChartSet, error)

// CampaignGame is one game played in a campaign.
type CampaignGame struct {
	Scenario string
	Board    *Board
	Game     *Game
	Result   Result
}

// CampaignPlay is a whole campaign played with random legal orders: its
// games, the interphases between them and the campaign result.
type CampaignPlay struct {
	Campaign    string
	Games       []CampaignGame
	Interphases []*Interphase
	Winner      int    // French, AntiFrench, or -1 for a draw
	Level       string // the result level that decided the campaign
	Reason      string
	Notes       []string
}

// String describes the campaign result.
func (p *CampaignPlay) String() string {
	if p.Winner < 0 {
		return "draw: " + p.Reason
	}
	return fmt.Sprintf("%s wins the campaign (%s victory): %s", SideName(p.Winner), p.Level, p.Reason)
}

// PlayCampaignRandom plays campaign camp (with chart set charts) through
// all its games with random legal orders, running the interphase between
// them; load opens the games after the first. The first game is played
// from the campaign document itself when it carries a set-up (units), else
// loaded. Game i uses seed+i for its dice and players; the interphase after
// game i rolls dice seeded seed+100+i.
func PlayCampaignRandom(camp *scenario.Scenario, charts *scenario.ChartSet, load CampaignLoader, opt Options, seed uint64, maxOrders int, policy FullStrengthPolicy) (*CampaignPlay, error) {
	if camp == nil || camp.Campaign == nil || len(camp.Campaign.Games) == 0 {
		return nil, fmt.Errorf("rules: not a campaign")
	}
	if load == nil {
		return nil, fmt.Errorf("rules: campaign %q: no loader", camp.ID)
	}
	p := &CampaignPlay{Campaign: camp.ID, Winner: -1}
	games := camp.Campaign.Games
	var cur *scenario.Scenario
	curCharts := charts
	if len(camp.Units) > 0 {
		cur = camp
		p.Notes = append(p.Notes, fmt.Sprintf("the first game, %s, is played from the campaign document %q (its campaign set-up)", games[0].Scenario, camp.ID))
	} else {
		s, cs, err := load(games[0].Scenario)
		if err != nil {
			return nil, err
		}
		cur, curCharts = s, cs
	}
	for i := range games {
		b, err := NewBoard(cur, curCharts, opt)
		if err != nil {
			return p, err
		}
		g, err := PlayRandom(b, seed+uint64(i), maxOrders)
		if err != nil {
			return p, fmt.Errorf("rules: campaign %q game %s: %w", camp.ID, games[i].Scenario, err)
		}
		r := *g.State().Result()
		p.Games = append(p.Games, CampaignGame{Scenario: games[i].Scenario, Board: b, Game: g, Result: r})
		if i+1 == len(games) {
			p.Winner, p.Level, p.Reason = r.Winner, r.Level, fmt.Sprintf("%s ended %s", games[i].Scenario, r)
			if r.Winner < 0 {
				p.Level = "draw"
			}
			p.Notes = append(p.Notes, fmt.Sprintf("the rules do not say how the campaign is decided after its last game (%s): the engine takes that game's result as the campaign result", games[i].Scenario))
			return p, nil
		}
		out, err := OutcomeOf(g.State())
		if err != nil {
			return p, err
		}
		out.Scenario = games[i].Scenario
		ns, ncs, err := load(games[i+1].Scenario)
		if err != nil {
			return p, err
		}
		ip, err := CampaignInterphase(InterphaseInput{Campaign: camp, Charts: charts, Outcome: out, Next: ns, Policy: policy}, NewSeededDice(seed+100+uint64(i)))
		if err != nil {
			return p, err
		}
		p.Interphases = append(p.Interphases, ip)
		if ip.Over {
			p.Winner, p.Level = ip.Winner, ip.Level
			p.Reason = fmt.Sprintf("%s ended in a %s victory, which ends the campaign (17.0)", games[i].Scenario, ip.Level)
			return p, nil
		}
		cur, curCharts = ip.Scenario, ncs
	}
	return p, nil
}

// traitListers answer, for the campaign interphase, whether a special rule
// of a scenario gives a unit a trait (16.7): the next game's units are read
// from its scenario, without a board, so no Units hook has marked them. A
// kind that gives traits adds its answer with bindTraitLister when its
// hooks are bound (hooks.go).
var traitListers []func(s *scenario.Scenario, unit, trait string) bool

// BindTraitLister adds a kind's answer to traitListed; called while the
// kinds' hooks are bound.
func BindTraitLister(f func(s *scenario.Scenario, unit, trait string) bool) {
	traitListers = append(traitListers, f)
}

// traitListed reports whether a special rule of s gives unit the trait.
func traitListed(s *scenario.Scenario, unit, trait string) bool {
	bindHooks()
	for _, f := range traitListers {
		if f(s, unit, trait) {
			return true
		}
	}
	return false
}
