package kinds

import (
	"fmt"
	"github.com/aide-de-camp/adc/engine/rules"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The state of the morale_on_entry and first_contact_morale rules in play:
// the morale_on_entry rules (by index in Scenario.Special, a bit each) that
// have fired, and whether each side's first unit has entered an enemy ZOC.
var (
	enteredSlot = rules.NewStateSlot[uint64]()
	contactSlot = rules.NewStateSlot[[2]bool]()
)

func init() { rules.BindAtFirstUse(bindRuleKinds) }

// The kinds whose notes applySpecialRule records.
func bindRuleKinds() {
	rules.Bind("dummy_restriction", rules.Hooks{Params: newParams[unitParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{NoDummy: func(b *rules.Board, u int) (scenario.Rule, bool) { return r, dummyRestrictedBy(b, r, x, u) }}
	}})
	rules.Bind("skip_player_turn", rules.Hooks{Params: newParams[sideTurnParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Skip: rules.SkipHooks{rules.SkipsTurn: func(s *rules.State) (string, bool) { return r.ID, skipPlayerTurnRule(s, r, x) }}}
	}})
	rules.Bind("deck_setup", rules.Hooks{Params: newParams[deckSetupParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnGameStart: func(s *rules.State, _ rules.PhaseStep) bool {
			deckSetup(s, r, x)
			return false
		}}}
	}})
	rules.Bind("free_forced_march", rules.Hooks{Params: newParams[sideTurnParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
			q.Cost, q.OK = freeForcedMarch(s, r, x)
			return q
		}}}
	}})
	rules.Bind("morale_per_army", rules.Hooks{Params: newParams[moralePerArmyParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{
			ForcedMarch: rules.MarchHooks{rules.MarchCost: func(s *rules.State, q rules.March) rules.March {
				q.Cost, q.OK = forcedMarchPerArmy(s, r, x)
				return q
			}},
			Rally: rules.RallyHooks{rules.RallyBonusCost: func(s *rules.State, _ rules.RallyAsk) (int, bool) { return rallyPerArmy(s, r, x) }},
		}
	}})
	rules.Bind("no_truce", rules.Hooks{Params: newParams[noTruceParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Lull: rules.LullHooks{rules.NoTruce: func(s *rules.State, side int) bool { return noTruceAfterRetreat(s, r, x, side) }}}
	}})
	rules.Bind("rally_modifier", rules.Hooks{Params: newParams[rallyModifierParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Rally: rules.RallyHooks{rules.RallyDie: func(s *rules.State, q rules.RallyAsk) (int, bool) {
			return rallyModifierOf(s, r, x, q.Unit, q.Pre), true
		}}}
	}})
	rules.Bind("combat_modifier", rules.Hooks{Params: newParams[combatModifierParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDifferential: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
			c.Sum += combatModifierOf(s, r, x, c)
			return false
		}}}
	}})
	rules.Bind("guard_exception", rules.Hooks{Params: newParams[guardExceptionParams], Board: applySpecialRule, Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{GardeReculeExempt: func(b *rules.Board, u int) bool { return gardeReculeExemptOf(b, r, x, u) }}
	}})
	rules.Bind("morale_on_entry", rules.Hooks{Params: newParams[moraleOnEntryParams], Board: applySpecialRule, Game: rules.AfterOrderGame(moraleOnEntry)})
	rules.Bind("first_contact_morale", rules.Hooks{Params: newParams[firstContactParams], Board: applySpecialRule, Game: rules.AfterOrderGame(firstContactMorale)})
	rules.Bind("night_rest", rules.Hooks{Params: newParams[nightRestParams], Board: applySpecialRule, Game: ruleRest(nightRest)})
	rules.Bind("rest_recovery", rules.Hooks{Params: newParams[restRecoveryParams], Game: ruleRest(restRecovery)})
	// A rest_recovery rule's night without Rest Recovery is asked after
	// the Night Attack's (rank 60), whose event comes first in the log.
	rules.BindGame("rest_recovery", 90, rules.GameHooks{
		Active: func(b *rules.Board) bool { return len(b.Special["rest_recovery"]) > 0 },
		NoRest: func(s *rules.State, side int, ev *[]rules.Event) bool {
			none := false
			for hk := range s.B.Hooked {
				if br := &s.B.Hooked[hk]; br.Rule.Kind == "rest_recovery" && noRestRecovery(s, br.Rule, br.Params, side, ev) {
					none = true
				}
			}
			return none
		},
	})
}

// ruleRest is the Game hook of a rule whose f adds to a side's night Rest
// Recovery (14.0) what the rule gives instead of the standard point.
func ruleRest(f func(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta)) func(*rules.Board, scenario.Rule, any) rules.GameHooks {
	return func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
		return rules.GameHooks{Phase: rules.PhaseHooks{rules.OnRest: func(s *rules.State, e rules.PhaseStep) bool {
			f(s, r, x, e.Side, e.MoraleDelta)
			return false
		}}}
	}
}

// applySpecialRule records how the engine applies a special rule of a
// kind in specialApplied, or why it does not.
func applySpecialRule(b *rules.Board, r scenario.Rule) {
	switch r.Kind {
	case "skip_player_turn":
		p := rules.RuleParams[sideTurnParams](b, r)
		if p.Side == "" || p.Turn == nil {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind skip_player_turn): side or turn not given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s player turn of turn %s is skipped entirely", r.ID, r.Title, p.Side, p.Turn)
	case "free_forced_march":
		p := rules.RuleParams[sideTurnParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): a Forced March of the %s side on turn %s costs no Morale Point", r.ID, r.Title, p.Side, orEmpty(p.Turn))
	case "no_truce":
		p := rules.RuleParams[noTruceParams](b, r)
		if !p.afterRetreat() {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind no_truce): condition %q not modelled; not applied by the engine", r.ID, r.Title, p.After)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): after authorizing its Organized Retreat the %s side gains no Morale from a Truce (13.0)", r.ID, r.Title, p.Side)
	case "deck_setup":
		deckSetupNote(b, r)
	case "morale_on_entry":
		p := rules.RuleParams[moraleOnEntryParams](b, r)
		if _, err := b.Parse(p.Hex); err != nil || p.Side == "" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_on_entry): hex or side not given; not applied by the engine", r.ID, r.Title)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the first time a %s unit (not a Leader or Dummy) enters %s by any order, %s Morale %+d", r.ID, r.Title, p.Side, p.Hex, p.Side, orZero(p.Value))
	case "first_contact_morale":
		p := rules.RuleParams[firstContactParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): on turns %s the first unit of each side (%s) that ends a move in an EZOC costs its side %s Morale; EZOCs entered by advance, retreat or reaction do not count", r.ID, r.Title, orEmpty(p.Turns), p.Sides, intOrEmpty(p.Value))
	case "night_rest":
		p := rules.RuleParams[nightRestParams](b, r)
		b.RuleNote(r, rules.Applied, "special rule %q (%s): the %s side's night Rest Recovery (14.0) is %s Morale when a %s unit occupies %s", r.ID, r.Title, p.Side, intOrEmpty(p.Value), p.Nationality, p.Hex)
	case "morale_per_army":
		p := rules.RuleParams[moralePerArmyParams](b, r)
		if p.Action == "rally" {
			leaderNote(b, r) // special_leaders.go
			return
		}
		if p.Action != "forced_march" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind morale_per_army, action %s) is not applied by the engine", r.ID, r.Title, p.Action)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): a Forced March of the %s side moves every unit and costs one Morale Point per army (%s); forcing one army alone is not modelled", r.ID, r.Title, p.Side, strings.Join(p.Armies, ","))
	case "guard_exception":
		p := rules.RuleParams[guardExceptionParams](b, r)
		if !hasUnit(b, p.Unit) || p.GardeRecule == nil || *p.GardeRecule {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind guard_exception): unit %q or its exception not usable; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): %s is never subject to Le Garde Recule (12.3.2); committing it costs a Morale Point as usual (12.3.1)", r.ID, r.Title, p.Unit)
	case "dummy_restriction":
		p := rules.RuleParams[unitParams](b, r)
		if !hasUnit(b, p.Unit) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind dummy_restriction): unit %q is not in the scenario; not applied by the engine", r.ID, r.Title, p.Unit)
			return
		}
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): with Fog of War (16.1) no Dummy may join %s (16.1.3); Dummies placed with rallied or arriving units are not modelled", r.ID, r.Title, p.Unit)
	case "combat_modifier":
		x, err := b.ParamsOf(r)
		cm, _ := x.(*combatModifierParams)
		switch {
		case err != nil:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): %v; not applied by the engine", r.ID, r.Title, err)
		case cm.Differential == nil || cm.Side == "":
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): side or differential not given; not applied by the engine", r.ID, r.Title)
		case cm.UnlessOptional != "" && b.OptionalOn[cm.UnlessOptional]:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s): not in use with optional rule %s", r.ID, r.Title, cm.UnlessOptional)
		case cm.Corps != "":
			b.RuleNote(r, rules.Applied, "special rule %q (%s): a %s attack made only by %s units (Remnants included) has %+d on the final differential", r.ID, r.Title, cm.Side, cm.Corps, *cm.Differential)
		case cm.FreeCombinedAttacks != nil:
			b.RuleNote(r, rules.Applied, "special rule %q (%s): after %d Combined Attack(s) (British and Spanish attackers together) resolved in a Combat Phase, each further one has %+d on the differential; the first resolved is the free one", r.ID, r.Title, *cm.FreeCombinedAttacks, *cm.Differential)
		default:
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind combat_modifier): no condition the engine knows; not applied by the engine", r.ID, r.Title)
		}
	case "rally_modifier":
		p := rules.RuleParams[rallyModifierParams](b, r)
		c := p.Condition
		if p.Value == nil || p.Side == "" || c != "" && c != "french_morale>allied_morale" && c != "anti-french_morale>french_morale" {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind rally_modifier): value, side or condition %q not usable; not applied by the engine", r.ID, r.Title, c)
			return
		}
		n := *p.Value
		who := p.Side + " units"
		if p.Nationality != "" {
			who = p.Nationality + " " + who
		}
		if p.Trait != "" {
			who = p.Trait + " " + who
		}
		when := ""
		if c != "" {
			when = " while " + strings.ReplaceAll(c, "_", " ") + " (before Morale is spent on the Rally)"
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): Rally rolls (10.0) of %s are modified %+d%s", r.ID, r.Title, who, n, when)
	}
}

// deckSetupNote records where a deck_setup rule's cards start (5.0).
func deckSetupNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[deckSetupParams](b, r)
	for _, place := range []struct {
		key   string
		cards []string
	}{{"discard", p.Discard}, {"top", p.Top}} {
		if len(place.cards) == 0 {
			continue
		}
		if _, missing := deckCards(b, strings.Join(place.cards, ",")); len(missing) > 0 {
			b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s, kind deck_setup): card %q is not in the scenario's deck; its %s placement is not applied by the engine", r.ID, r.Title, strings.Join(missing, ", "), place.key)
		} else {
			b.RuleNote(r, rules.Applied, "special rule %q (%s): card(s) %s start %s", r.ID, r.Title, strings.Join(place.cards, ","), map[string]string{"discard": "face up in the Discard Pile", "top": "on top of the Event Deck after the shuffle"}[place.key])
		}
	}
}

// rallyModifierParams are a rally_modifier rule's parameters (10.0).
type rallyModifierParams struct {
	Side        string `param:"side"`
	Value       *int   `param:"value"`
	Nationality string `param:"nationality"` // only units of this nationality
	Trait       string `param:"trait"`       // only units with this trait
	Condition   string `param:"condition"`   // only while this holds
}

// rallyModifierOf is a rally_modifier rule's modifier to unit u's Rally
// roll (10.0, Talavera 20 10.1, Arapiles 20 12.4); pre is the Morale before
// any was spent on the Rally.
func rallyModifierOf(s *rules.State, _ scenario.Rule, x any, u int, pre [2]int) int {
	info := &s.B.Units[u]
	p, _ := x.(*rallyModifierParams)
	if p == nil || p.Value == nil || p.Side != rules.SideName(info.Side) {
		return 0
	}
	if p.Nationality != "" && !strings.EqualFold(p.Nationality, info.Nationality) {
		return 0
	}
	if t := p.Trait; t != "" && !(t == scenario.TraitUnreliable && info.Unreliable || t == scenario.TraitElite && info.Elite || t == scenario.TraitIrregular && info.Irregular) {
		return 0
	}
	switch p.Condition {
	case "":
	case "french_morale>allied_morale":
		if pre[rules.French] <= pre[rules.AntiFrench] {
			return 0
		}
	case "anti-french_morale>french_morale":
		if pre[rules.AntiFrench] <= pre[rules.French] {
			return 0
		}
	default:
		return 0
	}
	return *p.Value
}

// deckCards finds the cards a deck_setup parameter names, by number or
// title (comma-separated), or "the two blue-title cards" style colour
// phrases; missing lists names not found.
func deckCards(b *rules.Board, list string) (idx []int, missing []string) {
	for _, colour := range []string{scenario.ColourBlue, scenario.ColourRed, scenario.ColourBlack} {
		if strings.Contains(list, colour+"-title") {
			for i, c := range b.Scenario.Deck.Cards {
				if c.Colour == colour {
					idx = append(idx, i)
				}
			}
			if len(idx) == 0 {
				missing = append(missing, list)
			}
			return idx, missing
		}
	}
	for _, name := range strings.Split(list, ",") {
		name = strings.TrimSpace(name)
		found := b.Scenario.Deck.Find(name)
		if found < 0 {
			missing = append(missing, name)
			continue
		}
		idx = append(idx, found)
	}
	return idx, missing
}

// deckSetup places the cards a deck_setup rule names after the shuffle:
// face up in the Discard Pile, or on top of the Event Deck (5.0; Talavera
// 20 17.1, Bailén 20 17.2).
func deckSetup(s *rules.State, _ scenario.Rule, x any) {
	b := s.B
	p := rules.AsParams[deckSetupParams](x)
	if idx, missing := deckCards(b, strings.Join(p.Discard, ",")); len(missing) == 0 {
		for _, ci := range idx {
			s.Draw, s.Discard = without(s.Draw, ci), append(without(s.Discard, ci), ci)
		}
	}
	if idx, missing := deckCards(b, strings.Join(p.Top, ",")); len(missing) == 0 && len(p.Top) > 0 {
		for i := len(idx) - 1; i >= 0; i-- {
			ci := idx[i]
			s.Discard = without(s.Discard, ci)
			s.Draw = append([]int{ci}, without(s.Draw, ci)...)
		}
	}
}

func without(a []int, x int) []int {
	out := a[:0:0]
	for _, v := range a {
		if v != x {
			out = append(out, v)
		}
	}
	return out
}

// newParams makes a kind's parameter struct (Hooks.Params).
func newParams[T any]() any { return new(T) }

// sideTurnParams are the parameters of the kinds that act for a side on a
// Game Turn (skip_player_turn, free_forced_march).
type sideTurnParams struct {
	Side string          `param:"side"`
	Turn *scenario.Range `param:"turn"`
}

// on reports whether the rule acts for side on Game Turn turn.
func (p *sideTurnParams) on(side, turn int) bool {
	return p != nil && p.Turn != nil && p.Side == rules.SideName(side) && turn >= p.Turn.Lo && turn <= p.Turn.Hi
}

// skipPlayerTurnRule reports whether a skip_player_turn rule skips the
// player turn now beginning (Bailén 20 17.2).
func skipPlayerTurnRule(s *rules.State, _ scenario.Rule, x any) bool {
	p, _ := x.(*sideTurnParams)
	return p.on(s.Phasing, s.Turn)
}

// freeForcedMarch is a free_forced_march rule's Forced March cost: none on
// its turn for its side (Bailén 20 17.2).
func freeForcedMarch(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p, _ := x.(*sideTurnParams); p.on(s.Phasing, s.Turn) {
		return 0, true
	}
	return 0, false
}

// moralePerArmyParams are a morale_per_army rule's parameters (12.2).
type moralePerArmyParams struct {
	Action string   `param:"action"`
	Side   string   `param:"side"`
	Armies []string `param:"armies"`
}

// forcedMarchPerArmy is a morale_per_army rule's Forced March cost: one
// Morale Point per army (Talavera 20 12.2.1).
func forcedMarchPerArmy(s *rules.State, _ scenario.Rule, x any) (int, bool) {
	if p, _ := x.(*moralePerArmyParams); p != nil && p.Action == "forced_march" && p.Side == rules.SideName(s.Phasing) && len(p.Armies) > 1 {
		return len(p.Armies), true
	}
	return 0, false
}

// noTruceAfterRetreat reports whether a no_truce rule denies side the
// Morale of a Truce (13.0) after its Organized Retreat (Bailén 20 13.1).
func noTruceAfterRetreat(s *rules.State, _ scenario.Rule, x any, side int) bool {
	p := rules.AsParams[noTruceParams](x)
	return p.Side == rules.SideName(side) && p.afterRetreat() && rules.RetreatSlot.Of(s).Retreat[side] == rules.RetreatAuthorized
}

// noTruceParams are a no_truce rule's parameters (13.0).
type noTruceParams struct {
	Side  string `param:"side"`
	After string `param:"after"` // the event after which no Truce gives Morale
}

// afterRetreat reports whether the rule's event is the side's Organized
// Retreat, the one the engine knows.
func (p *noTruceParams) afterRetreat() bool { return strings.Contains(p.After, "organized retreat") }

// deckSetupParams are a deck_setup rule's parameters (5.0).
type deckSetupParams struct {
	Discard []string `param:"discard"` // cards that start face up in the Discard Pile
	Top     []string `param:"top"`     // cards placed on top of the deck after the shuffle
}

// nightRestParams are a night_rest rule's parameters (14.0).
type nightRestParams struct {
	Side        string `param:"side"`
	Value       *int   `param:"value"`
	Nationality string `param:"nationality"`
	Hex         string `param:"hex"`
}

// restRecoveryParams are a rest_recovery rule's parameters (14.0): the
// turn, and each side's Rest Recovery by side name.
type restRecoveryParams struct {
	Turn  *scenario.Range   `param:"turn"`
	Sides map[string]string `param:"*"` // a number of Morale Points, or a word (depot)
}

// on reports whether the rule names Game Turn turn.
func (p *restRecoveryParams) on(turn int) bool {
	return p.Turn != nil && p.Turn.Lo == p.Turn.Hi && p.Turn.Lo == turn
}

// orZero is *n, or 0 when n is nil.
func orZero(n *int) int {
	if n == nil {
		return 0
	}
	return *n
}

// intOrEmpty is *n as a number, or "" when n is nil.
func intOrEmpty(n *int) string {
	if n == nil {
		return ""
	}
	return strconv.Itoa(*n)
}

// orEmpty is r as written ("3", "1-5"), or "" when r is nil.
func orEmpty(r *scenario.Range) string {
	if r == nil {
		return ""
	}
	return r.String()
}

// nightRest gives side's night Rest Recovery (14.0) as a night_rest rule
// says when a unit of its nationality occupies its hex (Talavera 20 14.0).
func nightRest(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta) {
	b := s.B
	p := rules.AsParams[nightRestParams](x)
	h, err := b.Parse(p.Hex)
	if err != nil || p.Value == nil || p.Side != rules.SideName(side) {
		return
	}
	if u := s.UnitAt(h); u >= 0 && b.Units[u].Side == side && strings.EqualFold(b.Units[u].Nationality, p.Nationality) {
		md.Add(side, *p.Value-b.MoralePoints(rules.MoraleNightRest), r.ID)
	}
}

// restRecovery gives side's night Rest Recovery (14.0) of the turn a
// rest_recovery rule names; "depot" is the depot rule's point
// (special_bailen.go).
func restRecovery(s *rules.State, r scenario.Rule, x any, side int, md *rules.MoraleDelta) {
	b := s.B
	p := rules.AsParams[restRecoveryParams](x)
	if !p.on(s.Turn) {
		return
	}
	v := p.Sides[rules.SideName(side)]
	if n, err := strconv.Atoi(v); err == nil && n > 0 {
		md.Add(side, n-b.MoralePoints(rules.MoraleNightRest), r.ID)
	} else if err != nil && v != "" && v != "depot" {
		b.RuleNote(r, rules.PartlyApplied, "special rule %q (%s): the %s Rest Recovery %q is not applied by the engine", r.ID, r.Title, rules.SideName(side), v)
	}
}

// noRestRecovery reports whether a rest_recovery rule gives side no
// Morale recovery this night (a value of 0 for its turn, 14.0).
func noRestRecovery(s *rules.State, r scenario.Rule, x any, side int, ev *[]rules.Event) bool {
	if p := rules.AsParams[restRecoveryParams](x); p.on(s.Turn) && p.Sides[rules.SideName(side)] == "0" {
		*ev = append(*ev, rules.Event{Kind: rules.EvRest, Side: rules.SideName(side), Text: "no Morale recovery this night (" + r.ID + ")"})
		return true
	}
	return false
}

// moraleOnEntryParams are a morale_on_entry rule's parameters (12.0).
type moraleOnEntryParams struct {
	Side  string `param:"side"`
	Hex   string `param:"hex"`
	Value *int   `param:"value"`
	Once  bool   `param:"once"` // only the first time
}

// moraleOnEntry gives a side Morale the first time one of its units
// enters a hex by any order (Bailén 20 17.2, French Reach Bailén).
func moraleOnEntry(s *rules.State, i int, r scenario.Rule, x any, before *rules.State, o rules.Order, c *rules.Checked, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	p, _ := x.(*moraleOnEntryParams)
	if p == nil || p.Value == nil || i >= 64 || enteredSlot.Of(s)&(1<<i) != 0 {
		return
	}
	h, err := b.Parse(p.Hex)
	if err != nil {
		return
	}
	n, side := *p.Value, rules.SideIndex(p.Side)
	if s.OccupiedBy(h, side) && !before.OccupiedBy(h, side) {
		if p.Once {
			*enteredSlot.Mut(s) |= 1 << i
		}
		md.Add(side, n, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: p.Side, Hex: p.Hex, Text: fmt.Sprintf("%s: %+d Morale (%s)", r.Title, n, r.ID)})
	}
}

// firstContactParams are a first_contact_morale rule's parameters (12.0).
type firstContactParams struct {
	Sides string          `param:"sides"` // read as written: a side named in it (Arapiles 20 gives both)
	Turns *scenario.Range `param:"turns"`
	Value *int            `param:"value"`
}

// firstContactMorale costs a side Morale when its first unit ends a move
// in an EZOC on the rule's turns (Arapiles 20 6.7.1, March and
// Countermarch).
func firstContactMorale(s *rules.State, _ int, r scenario.Rule, x any, before *rules.State, o rules.Order, c *rules.Checked, md *rules.MoraleDelta, ev *[]rules.Event) {
	b := s.B
	p, _ := x.(*firstContactParams)
	mv, ok := o.(rules.Move)
	if !ok || p == nil || p.Value == nil {
		return
	}
	lo, hi := 0, 0
	if p.Turns != nil {
		lo, hi = p.Turns.Lo, p.Turns.Hi
	}
	u := c.Unit
	side := b.Units[u].Side
	if s.Turn < lo || s.Turn > hi || contactSlot.Of(s)[side] || !strings.Contains(p.Sides, rules.SideName(side)) || b.Units[u].Leader {
		return
	}
	if s.InEZOC(u) {
		contactSlot.Mut(s)[side] = true
		md.Add(side, *p.Value, r.ID)
		*ev = append(*ev, rules.Event{Kind: rules.EvSpecial, Side: rules.SideName(side), Unit: mv.Unit, Text: fmt.Sprintf("%s: first unit into an EZOC, %+d Morale (%s)", r.Title, *p.Value, r.ID)})
	}
}

// guardExceptionParams are a guard_exception rule's parameters (12.3.2).
type guardExceptionParams struct {
	Unit        string `param:"unit"`
	GardeRecule *bool  `param:"garde_recule"`
}

// gardeReculeExemptOf reports whether a Guard unit is never subject to Le
// Garde Recule (12.3.2) by a guard_exception rule (Talavera 20 12.3, the
// Madrid Garrison).
func gardeReculeExemptOf(b *rules.Board, _ scenario.Rule, x any, u int) bool {
	p, _ := x.(*guardExceptionParams)
	return p != nil && p.GardeRecule != nil && !*p.GardeRecule && p.Unit == b.Units[u].ID
}

// unitParams are the parameters of a kind about one unit
// (dummy_restriction).
type unitParams struct {
	Unit string `param:"unit"`
}

// dummyRestrictedBy reports whether a dummy_restriction rule forbids unit
// u to receive a Dummy (Arapiles 20 16.1.3, the Spanish unit).
func dummyRestrictedBy(b *rules.Board, _ scenario.Rule, x any, u int) bool {
	p, _ := x.(*unitParams)
	return p != nil && p.Unit == b.Units[u].ID
}

// hasUnit reports whether the scenario has a unit id (usable before the
// units are built).
func hasUnit(b *rules.Board, id string) bool {
	for _, u := range b.Scenario.Units {
		if u.ID == id {
			return true
		}
	}
	return false
}

// combatModifierParams are a combat_modifier rule's parameters (9.5),
// decoded once when the board is built.
type combatModifierParams struct {
	Side                string `param:"side"`
	Differential        *int   `param:"differential"`
	Corps               string `param:"corps"`                 // the attacks made only by units of this Corps
	FreeCombinedAttacks *int   `param:"free_combined_attacks"` // or the Combined Attacks beyond this many a Combat Phase
	UnlessOptional      string `param:"unless_optional"`
}

// combatModifierOf is a combat_modifier rule's modifier to a battle's
// final differential: an attack made only by one Corps (Bussaco 20 9.8.8,
// Distracted Masséna) or a Combined Attack beyond the free ones of a Combat
// Phase (Talavera 20 9.2.3, Coordination Problems). Neither applies with
// the optional rule it names in unless_optional.
func combatModifierOf(s *rules.State, _ scenario.Rule, x any, c *rules.BattleCtx) int {
	b := s.B
	p, _ := x.(*combatModifierParams)
	if p == nil || p.Differential == nil || len(c.Att) == 0 || p.Side != rules.SideName(c.AttSide) ||
		p.UnlessOptional != "" && b.OptionalOn[p.UnlessOptional] {
		return 0
	}
	n := *p.Differential
	switch {
	case p.Corps != "":
		for _, u := range c.Att {
			info := &b.Units[u]
			if info.Formation != p.Corps && !info.Cadre {
				return 0
			}
		}
		return n
	case p.FreeCombinedAttacks != nil:
		if c.CC || !combined(b, c.Att) {
			return 0
		}
		done := 0
		for i := range s.BattleList {
			if s.BattleList[i].Resolved && !s.BattleList[i].Countercharge && combined(b, s.BattleList[i].Attackers) {
				done++
			}
		}
		if done >= *p.FreeCombinedAttacks {
			return n
		}
	}
	return 0
}

// combined reports whether British and Spanish units attack together (a
// Talavera 20 Combined Attack, 9.2.3).
func combined(b *rules.Board, att []int) bool {
	var british, spanish bool
	for _, u := range att {
		british = british || strings.EqualFold(b.Units[u].Nationality, "British")
		spanish = spanish || strings.EqualFold(b.Units[u].Nationality, "Spanish")
	}
	return british && spanish
}
