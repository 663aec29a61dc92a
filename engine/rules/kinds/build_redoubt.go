// The Redoubt built during play (Talavera 20 9.8.7; kind build_redoubt):
// the BuildRedoubt order, its Fortified hex and its Rest Recovery cost.

package kinds

import (
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The build_redoubt kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "build_redoubt", Rule: "9.4", Single: true, Doc: "a side may build Redoubts during play",
		Params: []scenario.Param{req(pSide), typed("nationality", scenario.Nationality, "the nationality whose units build it"), integer("per_game", 1, 99, "how many may be built in the game")}})
}

// redoubtSlot holds the Redoubt built during play.
var redoubtSlot = rules.NewStateSlot[redoubtState]()

// redoubtState is the Redoubt built during play.
type redoubtState struct {
	hex  int32 // hex + 1 of the Redoubt; 0 before it is built
	turn int16 // the Game Turn it was built
}

// BuildRedoubt places the scenario's Redoubt marker on the hex of Unit at
// the start of its side's Night Movement Phase (Talavera 20 9.8.7, kind
// build_redoubt): "Once per game, at the start of an Allied Night Movement
// Phase, the Allied player may place a Redoubt marker on a Clear hex
// occupied by a British (not Spanish) unit; that unit may not move that
// turn and the Allies recover one Morale Point less that night. The hex is
// Redoubt terrain for the rest of the game, except that French units get no
// defensive benefit from it."
type BuildRedoubt struct {
	rules.KindOrderBase
	Unit string
}

// String returns the order in the game log's notation.
func (o BuildRedoubt) String() string { return "build-redoubt " + o.Unit }

func init() {
	rules.BindAtFirstUse(bindRedoubtKinds)
	rules.BindOrderWord("build-redoubt", 1, func(_ string, f []string) (rules.Order, error) { return BuildRedoubt{Unit: f[1]}, nil })
}

// The Redoubt built during play (Talavera 20 9.8.7) keeps state in play;
// its hooks come after the terrain's, and its Rest Recovery penalty after
// the Depot's.
func bindRedoubtKinds() {
	rules.BindGame("build_redoubt", 70, rules.GameHooks{
		Active: func(b *rules.Board) bool {
			_, ok := buildRedoubtRule(b)
			return ok
		},
		HexBenefit: redoubtBenefit,
		Random: rules.RandomHooks{rules.RandomOrder: func(p *rules.RandomPlayer, s *rules.State, q rules.RandomAsk) rules.RandomAsk {
			q.Order = redoubtOrder(p, s)
			return q
		}},
		Fortified:  redoubtFort,
		ZOCBlocked: func(s *rules.State, n int32, _ int) bool { return redoubtBlocksZOC(s, n) },
		Phase: rules.PhaseHooks{rules.OnRest: func(s *rules.State, e rules.PhaseStep) bool {
			if n := redoubtRestPenalty(s, e.Side); n > 0 {
				e.MoraleDelta.Add(e.Side, -n, "Redoubt built (9.8.7)")
			}
			return false
		}},
	})
	rules.Bind("build_redoubt", rules.Hooks{Params: newParams[buildRedoubtParams], Board: redoubtNote})
}

// redoubtRule is a usable build_redoubt rule of the scenario.
type redoubtRule struct {
	id          string
	number      string // the rule number it implements
	side        int
	nationality string
	perGame     int
}

// buildRedoubtParams are a build_redoubt rule's parameters (Talavera 20
// 9.8.7).
type buildRedoubtParams struct {
	Side        string `param:"side"`
	Nationality string `param:"nationality"` // whose units build it
	PerGame     *int   `param:"per_game"`    // how many (the engine plays one)
}

// buildRedoubtRule returns the scenario's build_redoubt rule when its
// params are usable.
func buildRedoubtRule(b *rules.Board) (redoubtRule, bool) {
	for _, r := range b.Special["build_redoubt"] {
		p := rules.RuleParams[buildRedoubtParams](b, r)
		side := p.Side
		if p.PerGame == nil || *p.PerGame != 1 || (side != scenario.French && side != scenario.AntiFrench) || p.Nationality == "" {
			continue
		}
		return redoubtRule{id: r.ID, number: rules.RuleOf(r), side: rules.SideIndex(side), nationality: p.Nationality, perGame: *p.PerGame}, true
	}
	return redoubtRule{}, false
}

// redoubtNote records how the engine applies a build_redoubt rule.
func redoubtNote(b *rules.Board, r scenario.Rule) {
	rr, ok := buildRedoubtRule(b)
	if !ok {
		p := rules.RuleParams[buildRedoubtParams](b, r)
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind build_redoubt): side %q, nationality %q or per_game %q (only 1 is supported) not usable; not applied by the engine", r.ID, r.Title, p.Side, p.Nationality, intOrEmpty(p.PerGame))
		return
	}
	b.RuleNote(r, rules.Applied, "special rule %q (%s): once per game, at the start of the %s side's Night Movement Phase before any unit moves, a BuildRedoubt order places the Redoubt on the Clear hex (an untraced hex counts as Clear) of a %s unit of that side; that unit may not move that turn and the side's Rest Recovery that night is one Morale Point less (14.0); from then on no ZOC extends into the hex (7.0, so a unit there owes no attack out of it, 9.4.3), and for %s units only it is a Fortified/Redoubt hex for routs and withdrawals (9.6.2.1, 9.7.2.2) and a natural Rally hex (16.4); its defenders of that side get Redoubt terrain's combat benefit from the chart set when it is stated (9.4)",
		r.ID, r.Title, rules.SideName(rr.side), rr.nationality, rules.SideName(rr.side))
}

// redoubtBlocksZOC reports whether hex n holds the Redoubt built during
// play, into which no ZOC extends (7.0).
func redoubtBlocksZOC(s *rules.State, n int32) bool {
	return redoubtSlot.Of(s).hex != 0 && redoubtSlot.Of(s).hex-1 == n
}

// redoubtFort reports whether hex h holds the Redoubt built during play,
// a Redoubt hex for the building side only (Talavera 20 9.8.7).
func redoubtFort(s *rules.State, h int32, side int) bool {
	if redoubtSlot.Of(s).hex == 0 || redoubtSlot.Of(s).hex-1 != h {
		return false
	}
	rr, _ := buildRedoubtRule(s.B)
	return side == rr.side
}

// redoubtBenefit is the hex combat benefit v of defender d in hex h with
// the Redoubt built during play: Redoubt terrain's benefit from the chart
// set, for the building side's units only (9.8.7); unset counts as 0.
func redoubtBenefit(s *rules.State, h int32, d int, v int) int {
	if redoubtSlot.Of(s).hex == 0 || redoubtSlot.Of(s).hex-1 != h {
		return v
	}
	rr, _ := buildRedoubtRule(s.B)
	if s.B.Units[d].Side != rr.side {
		return v
	}
	if t := s.B.Charts.TerrainType(scenario.TerrainRedoubt); t != nil && t.Combat != nil {
		return max(v, *t.Combat)
	}
	return v
}

// checkBuildRedoubt validates a BuildRedoubt order (9.8.7).
func checkBuildRedoubt(s *rules.State, o BuildRedoubt, c *rules.Checked) (*rules.Checked, error) {
	b := s.B
	rr, ok := buildRedoubtRule(b)
	if !ok {
		return nil, rules.Illegal(rules.KindRule("build_redoubt"), "the scenario has no usable build_redoubt rule")
	}
	if redoubtSlot.Of(s).hex != 0 {
		return nil, rules.Illegal(rr.number, "the Redoubt is built once per game (scenario rule %q)", rr.id)
	}
	if s.Phase != rules.PhaseMovement || !b.IsNight(s.Turn) || s.Phasing != rr.side {
		return nil, rules.Illegal(rr.number, "the Redoubt is built at the start of the %s side's Night Movement Phase (scenario rule %q)", rules.SideName(rr.side), rr.id)
	}
	if err := s.OrderDue(); err != nil {
		return nil, err
	}
	for u, info := range b.Units {
		if info.Side == s.Phasing && s.Units[u].Status&rules.StMoved != 0 {
			return nil, rules.Illegal(rr.number, "the Redoubt is built before any unit moves (scenario rule %q)", rr.id)
		}
	}
	u, err := s.UnitOf(o.Unit)
	if err != nil {
		return nil, err
	}
	info := &b.Units[u]
	if info.Side != rr.side || s.Units[u].Where != rules.AtMap || info.Leader || info.Garrison || info.Dummy || info.Nationality != rr.nationality {
		return nil, rules.Illegal(rr.number, "%q is not a %s unit of the %s side on the map (scenario rule %q)", o.Unit, rr.nationality, rules.SideName(rr.side), rr.id)
	}
	h := s.Units[u].Hex
	if t := b.Terrain[h]; t != "" && t != scenario.TerrainClear {
		return nil, rules.Illegal(rr.number, "%s is %s, not a Clear hex (scenario rule %q)", b.Code(h), t, rr.id)
	}
	c.Unit, c.To = u, h
	return c, nil
}

// buildRedoubt applies a checked BuildRedoubt order.
func buildRedoubt(s *rules.State, c *rules.Checked, ev *[]rules.Event) {
	b := s.B
	*redoubtSlot.Mut(s) = redoubtState{hex: c.To + 1, turn: int16(s.Turn)}
	s.MapChanged()
	s.Units[c.Unit].Status |= rules.StMoved // "that unit may not move that turn"
	*ev = append(*ev, rules.Event{Kind: rules.EvRedoubt, Side: rules.SideName(b.Units[c.Unit].Side), Unit: b.Units[c.Unit].ID, Hex: b.Code(c.To), Text: "Redoubt built (9.8.7)"})
}

// redoubtRestPenalty is the Morale the side's Rest Recovery loses on the
// night it built the Redoubt (9.8.7: "recover one Morale Point less").
func redoubtRestPenalty(s *rules.State, side int) int {
	rr, ok := buildRedoubtRule(s.B)
	if !ok || redoubtSlot.Of(s).hex == 0 || int(redoubtSlot.Of(s).turn) != s.Turn || side != rr.side {
		return 0
	}
	return 1
}

// redoubtOrder sometimes builds the Redoubt in a random game.
func redoubtOrder(p *rules.RandomPlayer, s *rules.State) rules.Order {
	rr, ok := buildRedoubtRule(s.B)
	if !ok || redoubtSlot.Of(s).hex != 0 || s.Phasing != rr.side || !s.B.IsNight(s.Turn) || p.Rng.IntN(2) != 0 {
		return nil
	}
	for u, info := range s.B.Units {
		if o := (BuildRedoubt{Unit: info.ID}); info.Side == rr.side && s.Units[u].Where == rules.AtMap && s.Legal(o) == nil {
			return o
		}
	}
	return nil
}

// Check validates the order (KindOrder).
func (o BuildRedoubt) Check(s *rules.State, c *rules.Checked) (*rules.Checked, error) {
	return checkBuildRedoubt(s, o, c)
}

// Apply enacts the checked order (KindOrder).
func (BuildRedoubt) Apply(t, _ *rules.State, c *rules.Checked, _ rules.Dice, ev *[]rules.Event) error {
	buildRedoubt(t, c, ev)
	return nil
}

// Needs is what the engine needs of a build_redoubt rule.
func (buildRedoubtParams) Needs() []scenario.Need {
	return scenario.NeedsOf("the nationality whose units build the Redoubt, and how many (the engine plays one)", "nationality", "per_game")
}
