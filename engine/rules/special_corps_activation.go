package rules

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Corps activation, Bussaco 20 España 5.1 Command Coordination: "All
// French units in this campaign belong to one of four specific Army
// Corps ... During each French Player Turn, at the end of the Event Phase
// (after resolving that turn's event, unless it is A Moment of Clarity or
// More Concerned with Venus than with Mars, in which case this procedure
// is skipped and the card's event takes priority), the French player must
// roll a die and compare the result with the following table to determine
// which of their Corps will be "Active" during that turn. ... Die roll
// modifier: -1 if Masséna is "Indisposed." Treat results less than 1 as
// 1. During the French Movement Phase, only units belonging to the Active
// Corps may move normally and voluntarily enter EZOCs that turn. Units of
// Inactive Corps suffer the following restrictions during that French
// Player Turn: Their Movement Allowance is reduced by one (-1). They
// cannot enter EZOCs; if they began that turn already in an EZOC, they are
// unaffected and must continue participating in combat normally. ...
// whenever the French player rolls an unmodified 5 or 6 ..., the Masséna
// Leader is no longer "Indisposed." ... When the Optional Leader Rule is
// not used, simply remove the Masséna counter from the map and his
// "Indisposed" -1 die roll modifier no longer applies." And "A Moment of
// Clarity: ... all French units are Active that turn. In addition, the
// French player may Force March with all units of any one Corps without
// paying the usual Morale cost."
//
// The rule is a command_limit rule with corps and a table whose first
// column is the number of Active Corps; the engine plays it when every
// unit of the side (leaders and Dummies aside) has a Corps among the
// rule's. The roll is made by coordinationRoll (special_leaders.go), the
// choice is the Command order "command active CORPS,CORPS" before any unit
// moves, and the Inactive restrictions are the hooks below. The units of
// no Corps (Dummies) are never Inactive by the choice, and leaders move
// freely, as under More Concerned with Venus than with Mars
// (special_venus.go).

func init() { BindAtFirstUse(bindCorpsActivation) }

func bindCorpsActivation() {
	BindGame("corps", 21, GameHooks{
		Active:    func(b *Board) bool { return leadersOf(b).coord.act.ID != "" },
		Built:     BuiltHooks{BuiltUnits: (*Board).corpsOfUnits},
		NoCommand: (*State).noCorpsChoice,
		MoveRules: func(s *State, u int, f MoveFlags) MoveFlags {
			in := s.corpsInactive(u)
			return f.Plus(leadersOf(s.B).coord.inactMA*b2i(in)).With(MfNoEZOC, in)
		},
		Random: RandomHooks{
			RandomCommand: func(p *RandomPlayer, s *State, q RandomAsk) RandomAsk { q.Order = p.corpsCommand(s); return q },
			RandomOrder:   func(p *RandomPlayer, s *State, q RandomAsk) RandomAsk { q.Order = p.clarityOrder(s); return q },
		},
		ForcedMarch: MarchHooks{
			MarchGroup: func(s *State, q March) March {
				q.GroupNo, q.Cost, q.Err = s.clarityMarch(q.Group)
				return q
			},
			MarchUnit: func(s *State, q March) March { q.OK = s.B.corpsOf(q.Unit) == q.GroupNo; return q },
		},
	})
}

// corpsSt is the Corps activation of the Game Turn: the roll's number of
// Active Corps and the Corps the player chose.
type corpsSt struct {
	turn   int16 // Game Turn of the roll; no choice is due in another turn
	n      int8  // the Corps that may be Active
	active uint8 // the chosen Corps: bit i for the rule's Corps i+1
	extra  int8  // the individual units that may also be Activated (Talavera 20 5.1)
	unit   int16 // the individual unit Activated (index + 1; 0: none)
}

// corpsSlot holds the Corps activation's state in play.
var corpsSlot = NewStateSlot[corpsSt]()

// corpsActivation reads a command_limit rule in its Corps activation form
// with a table (Bussaco 20 España 5.1) and reports whether the engine
// plays it: every unit of the side has one of its Corps and the table's
// first column gives the number of Active Corps.
func (b *Board) corpsActivation(r scenario.Rule) bool {
	p := RuleParams[commandLimitParams](b, r)
	if p.Corps == "" || p.Side == "" || p.Table == "" && p.ActiveCorps == nil {
		return false
	}
	var names, colours []string
	for _, nc := range strings.Split(p.Corps, ",") {
		name, colour, _ := strings.Cut(nc, "=")
		names, colours = append(names, strings.TrimSpace(name)), append(colours, strings.TrimSpace(colour))
	}
	if len(names) > 8 {
		return false
	}
	var assumed []string
	for _, u := range b.Scenario.Units {
		if u.Side != p.Side || u.Type == scenario.TypeLeader || u.Type == scenario.TypeDummy {
			continue
		}
		if !slices.ContainsFunc(names, func(n string) bool { return strings.EqualFold(n, u.Formation) }) {
			return false
		}
		if u.FormationAssumed != "" {
			assumed = append(assumed, u.ID)
		}
	}
	if p.Table == "" { // Talavera 20 5.1: announced, no table
		b.corpsAnnounceRule(r, p, names, colours, assumed)
		return true
	}
	var rows []scenario.TableRow
	for _, t := range b.Scenario.Tables {
		if t.ID == p.Table {
			rows = t.Rows
		}
	}
	for _, row := range rows {
		if len(row.Results) == 0 {
			return false
		}
		if _, err := strconv.Atoi(strings.TrimSpace(row.Results[0])); err != nil {
			return false
		}
	}
	if len(rows) == 0 {
		return false
	}
	cb := cmdBoardSlot.Build(b)
	cb.setRule(r, SideIndex(p.Side), rows)
	leadersOf(b).coord.act, leadersOf(b).coord.actSide, leadersOf(b).coord.names, leadersOf(b).coord.colour = r, SideIndex(p.Side), names, colours
	leadersOf(b).coord.inactMA = -1
	if p.InactiveMovement != nil {
		leadersOf(b).coord.inactMA = *p.InactiveMovement
	}
	mod := ""
	if ap, ok := b.apathyRule(); ok {
		mod = fmt.Sprintf(" (-1 while %s is on the map; results below 1 count as 1)", RuleParams[leaderStateParams](b, ap).Indisposed)
	}
	text := fmt.Sprintf("special rule %q (%s): at the end of each %s Event Phase, unless its card made every unit Active or none, the side rolls on table %q%s for the number of Active Corps and names them before any unit moves (order Command: command active CORPS,CORPS); in that Movement Phase the units of the Corps not named (of %s; leaders aside) move with Movement Allowance -1 and may not enter an enemy ZOC, unless they begin the phase in one",
		r.ID, r.Title, p.Side, p.Table, mod, strings.Join(names, ", "))
	if len(assumed) > 0 {
		text += fmt.Sprintf("; applied with assumptions: the Corps of %s are assumed by the scenario (listed with their sources under Scenario assumptions)", strings.Join(assumed, ", "))
	}
	b.RuleNote(r, Applied, "%s", text)
	return true
}

// corpsOfUnits records each unit's Corps (its Deployed hook).
func (b *Board) corpsOfUnits() {
	leadersOf(b).coord.unitCorps = make([]int8, len(b.Units))
	for u := range b.Units {
		leadersOf(b).coord.unitCorps[u] = int8(b.corpsIndex(b.Units[u].Formation))
	}
}

// corpsIndex is the number (1 up) of the rule's Corps named, by name or
// colour, or 0.
func (b *Board) corpsIndex(name string) int {
	name = strings.TrimSpace(name)
	for i := range leadersOf(b).coord.names {
		if strings.EqualFold(name, leadersOf(b).coord.names[i]) || leadersOf(b).coord.colour[i] != "" && strings.EqualFold(name, leadersOf(b).coord.colour[i]) {
			return i + 1
		}
	}
	return 0
}

// corpsOf is unit u's Corps number, 0 for none.
func (b *Board) corpsOf(u int) int {
	if u < len(leadersOf(b).coord.unitCorps) {
		return int(leadersOf(b).coord.unitCorps[u])
	}
	return 0
}

// corpsRoll is the roll on the Command Coordination Table at the end of
// the side's Event Phase: the number of Active Corps, and an unmodified 5
// or 6 ends Masséna's Indisposition.
func (s *State) corpsRoll(d Dice, ev *[]Event) {
	b := s.B
	r := leadersOf(b).coord.act
	if leadersOf(b).coord.announce {
		s.corpsAnnounce(ev) // special_corps_announce.go
		return
	}
	roll := d.Roll()
	m, text := roll, ""
	if who, ok := s.indisposed(); ok {
		m = max(roll-1, 1)
		text = fmt.Sprintf("modified %d (-1, %s Indisposed): ", m, who)
	}
	n := b.commandRoll(m)
	*corpsSlot.Mut(s) = corpsSt{turn: int16(s.Turn), n: int8(n)}
	*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(s.Phasing), Roll: roll,
		Text: fmt.Sprintf("%s%s: up to %d Corps Active this turn (%s)", text, r.Title, n, r.ID)})
	s.engageRoll(roll, ev) // with the Leader rule (16.9.2)
	s.indisposedEnds(roll, ev)
}

// indisposed reports whether the phasing side's Indisposed leader counter
// is on the map (the roll's -1), with its id.
func (s *State) indisposed() (string, bool) {
	ap, ok := s.B.apathyRule()
	if !ok {
		return "", false
	}
	id := RuleParams[leaderStateParams](s.B, ap).Indisposed
	u := s.B.Unit(id)
	return id, u >= 0 && s.B.Units[u].Side == s.Phasing && s.Units[u].Where == AtMap
}

// indisposedEnds: without the Leader rule, an unmodified roll the
// leader_state rule names removes the Indisposed counter from the map,
// and its -1 no longer applies (5.1).
func (s *State) indisposedEnds(roll int, ev *[]Event) {
	b := s.B
	ap, ok := b.apathyRule()
	if !ok || b.Optional("16.9") {
		return
	}
	p := RuleParams[leaderStateParams](b, ap)
	id, on := s.indisposed()
	if !on || !slices.Contains(p.EngageOn, strconv.Itoa(roll)) {
		return
	}
	s.Remove(b.Unit(id), AtSetAside)
	*ev = append(*ev, Event{Kind: EvLeader, Side: SideName(s.Phasing), Unit: id, Roll: roll,
		Text: fmt.Sprintf("unmodified %d: no longer Indisposed; the counter leaves the map and the -1 no longer applies (%s)", roll, leadersOf(b).coord.act.ID)})
}

// indisposedReturns: without the Leader rule, More Concerned with Venus
// than with Mars places the Indisposed counter in its hex again when it is
// not on the map (5.1): the -1 applies again.
func (s *State) indisposedReturns(hexCode string, r scenario.Rule, ev *[]Event) {
	b := s.B
	ap, ok := b.apathyRule()
	h, err := b.Parse(hexCode)
	if !ok || err != nil || b.Optional("16.9") || leadersOf(b).coord.act.ID == "" {
		return
	}
	u := b.Unit(RuleParams[leaderStateParams](b, ap).Indisposed)
	if u < 0 || s.Units[u].Where == AtMap || s.EnemyIn(h, b.Units[u].Side) {
		return
	}
	s.Units[u].Where, s.Units[u].Hex = AtMap, h
	*ev = append(*ev, Event{Kind: EvLeader, Side: SideName(b.Units[u].Side), Unit: b.Units[u].ID, Hex: hexCode,
		Text: fmt.Sprintf("placed in %s: Indisposed again, the -1 applies again (%s)", hexCode, r.ID)})
}

// noCorpsChoice reports that no Active Corps are to be named this turn:
// no roll was made (its NoCommand hook).
func (s *State) noCorpsChoice() bool {
	return s.Phasing == leadersOf(s.B).coord.actSide && int(corpsSlot.Of(s).turn) != s.Turn
}

// corpsInactive reports whether unit u of the phasing side belongs to an
// Inactive Corps this Movement Phase: Movement Allowance -1 and no
// entering an enemy ZOC, unless it begins its move in one (a unit moves
// once a phase, so where it stands is where it began).
func (s *State) corpsInactive(u int) bool {
	b := s.B
	if s.Phase != PhaseMovement || int(corpsSlot.Of(s).turn) != s.Turn || s.Phasing != leadersOf(b).coord.actSide {
		return false
	}
	info := &b.Units[u]
	c := b.corpsOf(u)
	if info.Side != s.Phasing || info.Leader || c == 0 || corpsSlot.Of(s).active&(1<<(c-1)) != 0 || int(corpsSlot.Of(s).unit) == u+1 {
		return false
	}
	return s.beganOutsideEnemyZOC(u)
}

// checkActiveCorps validates the Command order that names the Active
// Corps: up to the roll's number, each a Corps of the rule (name or
// colour), none twice.
func (s *State) checkActiveCorps(o Command, c *Checked) (*Checked, error) {
	b := s.B
	r := leadersOf(b).coord.act
	if !cmdSlot.of(s).pending {
		return nil, Illegal(RuleOf(r), "no Corps activation is due (scenario rule %q)", r.ID)
	}
	n := int(corpsSlot.Of(s).n)
	if o.SpendMorale || len(o.Corps) == 0 {
		return nil, Illegal(RuleOf(r), "name up to %d Active Corps: command active %s (scenario rule %q)", n, strings.Join(leadersOf(b).coord.names, ","), r.ID)
	}
	if len(o.Corps) > n {
		return nil, Illegal(RuleOf(r), "at most %d Corps may be Active this turn (scenario rule %q)", n, r.ID)
	}
	var seen uint8
	for _, name := range o.Corps {
		i := b.corpsIndex(name)
		if i == 0 {
			return nil, Illegal(RuleOf(r), "%q is not a Corps of scenario rule %q (%s)", name, r.ID, strings.Join(leadersOf(b).coord.names, ", "))
		}
		if seen&(1<<(i-1)) != 0 {
			return nil, Illegal(RuleOf(r), "%q is named twice", name)
		}
		seen |= 1 << (i - 1)
	}
	if o.Unit != "" {
		return c, s.checkActiveUnit(o.Unit, seen)
	}
	return c, nil
}

// applyActiveCorps enacts the checked choice of the Active Corps.
func (t *State) applyActiveCorps(o Command, ev *[]Event) {
	b := t.B
	st := cmdSlot.of(t)
	st.pending = false
	cmdSlot.set(t, st)
	var active, inactive []string
	for _, name := range o.Corps {
		corpsSlot.Mut(t).active |= 1 << (b.corpsIndex(name) - 1)
	}
	if o.Unit != "" {
		corpsSlot.Mut(t).unit = int16(b.Unit(o.Unit) + 1)
	}
	for i, name := range leadersOf(b).coord.names {
		if corpsSlot.Of(t).active&(1<<i) != 0 {
			active = append(active, name)
		} else {
			inactive = append(inactive, name)
		}
	}
	text := "Active this turn: " + strings.Join(active, ", ")
	if o.Unit != "" {
		text += " and the individual unit " + o.Unit
	}
	if len(inactive) > 0 {
		text += "; Inactive: " + strings.Join(inactive, ", ") + " (" + t.inactiveWords() + ")"
	}
	*ev = append(*ev, Event{Kind: EvCommand, Side: SideName(t.Phasing), Text: text + " (" + leadersOf(b).coord.act.ID + ")"})
}

// inactiveWords words the restrictions of an Inactive unit.
func (s *State) inactiveWords() string {
	if ma := leadersOf(s.B).coord.inactMA; ma != 0 {
		return fmt.Sprintf("Movement Allowance %+d, no entering an enemy ZOC", ma)
	}
	return "no entering an enemy ZOC"
}

// ActiveCorpsDue reports the Active Corps the phasing player is to name
// now: how many at most (0 when no choice is due) and the rule's Corps,
// those whose units gain most from being Active first (the strength of
// their units that may move and are not in an enemy ZOC, which an
// Inactive unit there is not hindered by).
func (s *State) ActiveCorpsDue() (n int, corps []string) {
	b := s.B
	if !cmdSlot.of(s).pending || leadersOf(b).coord.act.ID == "" {
		return 0, nil
	}
	gain := make([]int, len(leadersOf(b).coord.names))
	for u := range b.Units {
		c, info, us := b.corpsOf(u), &b.Units[u], &s.Units[u]
		if c == 0 || info.Side != s.Phasing || info.Leader {
			continue
		}
		if us.Where == AtMap && !s.HexInZOCOf(us.Hex, 1-info.Side) || us.Where == AtPending && us.Arrive <= s.Turn {
			gain[c-1] += info.Strength + 1
		}
	}
	idx := make([]int, len(gain))
	for i := range idx {
		idx[i] = i
	}
	slices.SortStableFunc(idx, func(x, y int) int { return gain[y] - gain[x] })
	for _, i := range idx {
		corps = append(corps, leadersOf(b).coord.names[i])
	}
	return int(corpsSlot.Of(s).n), corps
}

// corpsCommand is the random player's choice of the Active Corps: as
// many as the roll allows, at random (its RandomCommand hook).
func (p *RandomPlayer) corpsCommand(s *State) Order {
	n, corps := s.ActiveCorpsDue()
	if n == 0 {
		return nil
	}
	p.Rng.Shuffle(len(corps), func(i, j int) { corps[i], corps[j] = corps[j], corps[i] })
	corps = corps[:min(n, len(corps))]
	return Command{Corps: corps, Unit: p.activeUnit(s, corps)}
}

// clarityMarch is the Forced March of one Corps alone: free of Morale in
// the Game Turn of A Moment of Clarity (its MarchGroup hook).
func (s *State) clarityMarch(group string) (n, cost int, err error) {
	b := s.B
	r := leadersOf(b).coord.act
	if s.Phasing != leadersOf(b).coord.actSide || !s.allActive() {
		return 0, 0, Illegal(RuleOf(r), "a Forced March of one Corps alone, without the Morale cost, is made only in the turn of A Moment of Clarity (scenario rule %q)", r.ID)
	}
	if n = b.corpsIndex(group); n == 0 {
		return 0, 0, Illegal(RuleOf(r), "%q is not a Corps of scenario rule %q (%s)", group, r.ID, strings.Join(leadersOf(b).coord.names, ", "))
	}
	return n, 0, nil
}

// clarityOrder is the random player's free Forced March of one Corps in
// the turn of A Moment of Clarity, one time in four, before any unit
// moves (its RandomOrder hook).
func (p *RandomPlayer) clarityOrder(s *State) Order {
	b := s.B
	if s.Phase != PhaseMovement || s.ForcedMarch || s.Phasing != leadersOf(b).coord.actSide || !s.allActive() {
		return nil
	}
	for u := range b.Units {
		if b.Units[u].Side == s.Phasing && s.Units[u].Status&StMoved != 0 {
			return nil
		}
	}
	if p.Rng.IntN(4) != 0 {
		return nil
	}
	return ForceMarch{Corps: leadersOf(b).coord.names[p.Rng.IntN(len(leadersOf(b).coord.names))]}
}
