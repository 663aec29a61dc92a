// Corps activation (Bussaco 20 España and Talavera 20 5.1, Command
// Coordination; kind command_limit with corps): the roll on the Command
// Coordination Table, the Active Corps and the Inactive units' restrictions.

package kinds

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"

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
// rule's. The roll is made by coordinationRoll (command_coordination.go), the
// choice is the Command order "command active CORPS,CORPS" before any unit
// moves, and the Inactive restrictions are the hooks below. The units of
// no Corps (Dummies) are never Inactive by the choice, and leaders move
// freely, as under More Concerned with Venus than with Mars
// (venus.go).

func init() { rules.BindAtFirstUse(bindCorpsActivation) }

func bindCorpsActivation() {
	rules.BindGame("corps", 21, rules.GameHooks{
		Active:    func(b *rules.Board) bool { return leadersOf(b).coord.activation.ID != "" },
		Built:     rules.BuiltHooks{rules.BuiltUnits: corpsOfUnits},
		NoCommand: noCorpsChoice,
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			in := corpsInactive(s, u)
			return f.Plus(leadersOf(s.B).coord.inactiveMovement*b2i(in)).With(rules.MfNoEZOC, in)
		},
		Random: rules.RandomHooks{
			rules.RandomCommand: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
				q.Order = corpsCommand(p, s)
				return q
			},
			rules.RandomOrder: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
				q.Order = clarityOrder(p, s)
				return q
			},
		},
		ForcedMarch: rules.MarchHooks{
			rules.MarchGroup: func(s *rules.State, q rules.March) rules.March {
				q.GroupNo, q.Cost, q.Err = clarityMarch(s, q.Group)
				return q
			},
			rules.MarchUnit: func(s *rules.State, q rules.March) rules.March { q.OK = corpsOf(s.B, q.Unit) == q.GroupNo; return q },
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
var corpsSlot = rules.NewStateSlot[corpsSt]()

// corpsActivation reads a command_limit rule in its Corps activation form
// with a table (Bussaco 20 España 5.1) and reports whether the engine
// plays it: every unit of the side has one of its Corps and the table's
// first column gives the number of Active Corps.
func corpsActivation(b *rules.Board, r scenario.Rule) bool {
	p := rules.RuleParams[commandLimitParams](b, r)
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
		corpsAnnounceRule(b, r, p, names, colours, assumed)
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
	cb := commandBoardSlot.Build(b)
	cb.setRule(r, rules.SideIndex(p.Side), rows)
	leadersOf(b).coord.activation, leadersOf(b).coord.activationSide, leadersOf(b).coord.names, leadersOf(b).coord.colour = r, rules.SideIndex(p.Side), names, colours
	leadersOf(b).coord.inactiveMovement = -1
	if p.InactiveMovement != nil {
		leadersOf(b).coord.inactiveMovement = *p.InactiveMovement
	}
	mod := ""
	if ap, ok := apathyRule(b); ok {
		mod = fmt.Sprintf(" (-1 while %s is on the map; results below 1 count as 1)", rules.RuleParams[leaderStateParams](b, ap).Indisposed)
	}
	text := fmt.Sprintf("special rule %q (%s): at the end of each %s Event Phase, unless its card made every unit Active or none, the side rolls on table %q%s for the number of Active Corps and names them before any unit moves (order Command: command active CORPS,CORPS); in that Movement Phase the units of the Corps not named (of %s; leaders aside) move with Movement Allowance -1 and may not enter an enemy ZOC, unless they begin the phase in one",
		r.ID, r.Title, p.Side, p.Table, mod, strings.Join(names, ", "))
	if len(assumed) > 0 {
		text += fmt.Sprintf("; applied with assumptions: the Corps of %s are assumed by the scenario (listed with their sources under Scenario assumptions)", strings.Join(assumed, ", "))
	}
	b.RuleNote(r, rules.Applied, "%s", text)
	return true
}

// corpsOfUnits records each unit's Corps (its Deployed hook).
func corpsOfUnits(b *rules.Board) {
	leadersOf(b).coord.unitCorps = make([]int8, len(b.Units))
	for u := range b.Units {
		leadersOf(b).coord.unitCorps[u] = int8(corpsIndex(b, b.Units[u].Formation))
	}
}

// corpsIndex is the number (1 up) of the rule's Corps named, by name or
// colour, or 0.
func corpsIndex(b *rules.Board, name string) int {
	name = strings.TrimSpace(name)
	for i := range leadersOf(b).coord.names {
		if strings.EqualFold(name, leadersOf(b).coord.names[i]) || leadersOf(b).coord.colour[i] != "" && strings.EqualFold(name, leadersOf(b).coord.colour[i]) {
			return i + 1
		}
	}
	return 0
}

// corpsOf is unit u's Corps number, 0 for none.
func corpsOf(b *rules.Board, u int) int {
	if u < len(leadersOf(b).coord.unitCorps) {
		return int(leadersOf(b).coord.unitCorps[u])
	}
	return 0
}

// corpsRoll is the roll on the Command Coordination Table at the end of
// the side's Event Phase: the number of Active Corps, and an unmodified 5
// or 6 ends Masséna's Indisposition.
func corpsRoll(s *rules.State, d rules.Dice, ev *[]rules.Event) {
	b := s.B
	r := leadersOf(b).coord.activation
	if leadersOf(b).coord.announce {
		corpsAnnounce(s, ev) // corps_announce.go
		return
	}
	roll := d.Roll()
	m, text := roll, ""
	if who, ok := indisposed(s); ok {
		m = max(roll-1, 1)
		text = fmt.Sprintf("modified %d (-1, %s Indisposed): ", m, who)
	}
	n := commandRoll(b, m)
	*corpsSlot.Mut(s) = corpsSt{turn: int16(s.Turn), n: int8(n)}
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(s.Phasing), Roll: roll,
		Text: fmt.Sprintf("%s%s: up to %d Corps Active this turn (%s)", text, r.Title, n, r.ID)})
	engageRoll(s, roll, ev) // with the Leader rule (16.9.2)
	indisposedEnds(s, roll, ev)
}

// indisposed reports whether the phasing side's Indisposed leader counter
// is on the map (the roll's -1), with its id.
func indisposed(s *rules.State) (string, bool) {
	ap, ok := apathyRule(s.B)
	if !ok {
		return "", false
	}
	id := rules.RuleParams[leaderStateParams](s.B, ap).Indisposed
	u := s.B.Unit(id)
	return id, u >= 0 && s.B.Units[u].Side == s.Phasing && s.Units[u].Where == rules.AtMap
}

// indisposedEnds: without the Leader rule, an unmodified roll the
// leader_state rule names removes the Indisposed counter from the map,
// and its -1 no longer applies (5.1).
func indisposedEnds(s *rules.State, roll int, ev *[]rules.Event) {
	b := s.B
	ap, ok := apathyRule(b)
	if !ok || b.Optional("16.9") {
		return
	}
	p := rules.RuleParams[leaderStateParams](b, ap)
	id, on := indisposed(s)
	if !on || !slices.Contains(p.EngageOn, strconv.Itoa(roll)) {
		return
	}
	s.Remove(b.Unit(id), rules.AtSetAside)
	*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: rules.SideName(s.Phasing), Unit: id, Roll: roll,
		Text: fmt.Sprintf("unmodified %d: no longer Indisposed; the counter leaves the map and the -1 no longer applies (%s)", roll, leadersOf(b).coord.activation.ID)})
}

// indisposedReturns: without the Leader rule, More Concerned with Venus
// than with Mars places the Indisposed counter in its hex again when it is
// not on the map (5.1): the -1 applies again.
func indisposedReturns(s *rules.State, hexCode string, r scenario.Rule, ev *[]rules.Event) {
	b := s.B
	ap, ok := apathyRule(b)
	h, err := b.Parse(hexCode)
	if !ok || err != nil || b.Optional("16.9") || leadersOf(b).coord.activation.ID == "" {
		return
	}
	u := b.Unit(rules.RuleParams[leaderStateParams](b, ap).Indisposed)
	if u < 0 || s.Units[u].Where == rules.AtMap || s.EnemyIn(h, b.Units[u].Side) {
		return
	}
	s.Units[u].Where, s.Units[u].Hex = rules.AtMap, h
	*ev = append(*ev, rules.Event{Kind: rules.EvLeader, Side: rules.SideName(b.Units[u].Side), Unit: b.Units[u].ID, Hex: hexCode,
		Text: fmt.Sprintf("placed in %s: Indisposed again, the -1 applies again (%s)", hexCode, r.ID)})
}

// noCorpsChoice reports that no Active Corps are to be named this turn:
// no roll was made (its NoCommand hook).
func noCorpsChoice(s *rules.State) bool {
	return s.Phasing == leadersOf(s.B).coord.activationSide && int(corpsSlot.Of(s).turn) != s.Turn
}

// corpsInactive reports whether unit u of the phasing side belongs to an
// Inactive Corps this Movement Phase: Movement Allowance -1 and no
// entering an enemy ZOC, unless it begins its move in one (a unit moves
// once a phase, so where it stands is where it began).
func corpsInactive(s *rules.State, u int) bool {
	b := s.B
	if s.Phase != rules.PhaseMovement || int(corpsSlot.Of(s).turn) != s.Turn || s.Phasing != leadersOf(b).coord.activationSide {
		return false
	}
	info := &b.Units[u]
	c := corpsOf(b, u)
	if info.Side != s.Phasing || info.Leader || c == 0 || corpsSlot.Of(s).active&(1<<(c-1)) != 0 || int(corpsSlot.Of(s).unit) == u+1 {
		return false
	}
	return beganOutsideEnemyZOC(s, u)
}

// checkActiveCorps validates the Command order that names the Active
// Corps: up to the roll's number, each a Corps of the rule (name or
// colour), none twice.
func checkActiveCorps(s *rules.State, o Command, c *rules.Checked) (*rules.Checked, error) {
	b := s.B
	r := leadersOf(b).coord.activation
	if !commandStateSlot.of(s).pending {
		return nil, rules.Illegal(rules.RuleOf(r), "no Corps activation is due (scenario rule %q)", r.ID)
	}
	n := int(corpsSlot.Of(s).n)
	if o.SpendMorale || len(o.Corps) == 0 {
		return nil, rules.Illegal(rules.RuleOf(r), "name up to %d Active Corps: command active %s (scenario rule %q)", n, strings.Join(leadersOf(b).coord.names, ","), r.ID)
	}
	if len(o.Corps) > n {
		return nil, rules.Illegal(rules.RuleOf(r), "at most %d Corps may be Active this turn (scenario rule %q)", n, r.ID)
	}
	var seen uint8
	for _, name := range o.Corps {
		i := corpsIndex(b, name)
		if i == 0 {
			return nil, rules.Illegal(rules.RuleOf(r), "%q is not a Corps of scenario rule %q (%s)", name, r.ID, strings.Join(leadersOf(b).coord.names, ", "))
		}
		if seen&(1<<(i-1)) != 0 {
			return nil, rules.Illegal(rules.RuleOf(r), "%q is named twice", name)
		}
		seen |= 1 << (i - 1)
	}
	if o.Unit != "" {
		return c, checkActiveUnit(s, o.Unit, seen)
	}
	return c, nil
}

// applyActiveCorps enacts the checked choice of the Active Corps.
func applyActiveCorps(t *rules.State, o Command, ev *[]rules.Event) {
	b := t.B
	st := commandStateSlot.of(t)
	st.pending = false
	commandStateSlot.set(t, st)
	var active, inactive []string
	for _, name := range o.Corps {
		corpsSlot.Mut(t).active |= 1 << (corpsIndex(b, name) - 1)
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
		text += "; Inactive: " + strings.Join(inactive, ", ") + " (" + corpsInactiveWords(t) + ")"
	}
	*ev = append(*ev, rules.Event{Kind: rules.EvCommand, Side: rules.SideName(t.Phasing), Text: text + " (" + leadersOf(b).coord.activation.ID + ")"})
}

// inactiveWords words the restrictions of an Inactive unit.
func corpsInactiveWords(s *rules.State) string {
	if ma := leadersOf(s.B).coord.inactiveMovement; ma != 0 {
		return fmt.Sprintf("Movement Allowance %+d, no entering an enemy ZOC", ma)
	}
	return "no entering an enemy ZOC"
}

// ActiveCorpsDue reports the Active Corps the phasing player is to name
// now: how many at most (0 when no choice is due) and the rule's Corps,
// those whose units gain most from being Active first (the strength of
// their units that may move and are not in an enemy ZOC, which an
// Inactive unit there is not hindered by).
func ActiveCorpsDue(s *rules.State) (n int, corps []string) {
	b := s.B
	if !commandStateSlot.of(s).pending || leadersOf(b).coord.activation.ID == "" {
		return 0, nil
	}
	gain := make([]int, len(leadersOf(b).coord.names))
	for u := range b.Units {
		c, info, us := corpsOf(b, u), &b.Units[u], &s.Units[u]
		if c == 0 || info.Side != s.Phasing || info.Leader {
			continue
		}
		if us.Where == rules.AtMap && !s.HexInZOCOf(us.Hex, 1-info.Side) || us.Where == rules.AtPending && us.Arrive <= s.Turn {
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
func corpsCommand(p *rules.RandomPlayer, s *rules.State) rules.Order {
	n, corps := ActiveCorpsDue(s)
	if n == 0 {
		return nil
	}
	p.Rng.Shuffle(len(corps), func(i, j int) { corps[i], corps[j] = corps[j], corps[i] })
	corps = corps[:min(n, len(corps))]
	return Command{Corps: corps, Unit: activeUnit(p, s, corps)}
}

// clarityMarch is the Forced March of one Corps alone: free of Morale in
// the Game Turn of A Moment of Clarity (its MarchGroup hook).
func clarityMarch(s *rules.State, group string) (n, cost int, err error) {
	b := s.B
	r := leadersOf(b).coord.activation
	if s.Phasing != leadersOf(b).coord.activationSide || !allActive(s) {
		return 0, 0, rules.Illegal(rules.RuleOf(r), "a Forced March of one Corps alone, without the Morale cost, is made only in the turn of A Moment of Clarity (scenario rule %q)", r.ID)
	}
	if n = corpsIndex(b, group); n == 0 {
		return 0, 0, rules.Illegal(rules.RuleOf(r), "%q is not a Corps of scenario rule %q (%s)", group, r.ID, strings.Join(leadersOf(b).coord.names, ", "))
	}
	return n, 0, nil
}

// clarityOrder is the random player's free Forced March of one Corps in
// the turn of A Moment of Clarity, one time in four, before any unit
// moves (its RandomOrder hook).
func clarityOrder(p *rules.RandomPlayer, s *rules.State) rules.Order {
	b := s.B
	if s.Phase != rules.PhaseMovement || s.ForcedMarch || s.Phasing != leadersOf(b).coord.activationSide || !allActive(s) {
		return nil
	}
	for u := range b.Units {
		if b.Units[u].Side == s.Phasing && s.Units[u].Status&rules.StMoved != 0 {
			return nil
		}
	}
	if p.Rng.IntN(4) != 0 {
		return nil
	}
	return rules.ForceMarch{Corps: leadersOf(b).coord.names[p.Rng.IntN(len(leadersOf(b).coord.names))]}
}
