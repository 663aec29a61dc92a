// Talavera 20's special rules: their registration (kinds assault_walls,
// night_attack, zoc_exception, optional_extension, and build_redoubt's
// note) and the notes of the optional extensions (Talavera 20 18.2; Rousse
// 20 and Slobozia 20 14.2). Each rule is in a file of its own.

package kinds

import (
	"strconv"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// The optional_extension kind, as the validator, the JSON Schema and the documentation know it.
func init() {
	registerKind(scenario.KindSpec{Name: "optional_extension", Unplayed: "a game is played to the scenario's last turn; extending it is the players' choice", Rule: "4.0", Doc: "a side may extend the game",
		Params: []scenario.Param{pSide, turns("end_turn", "the last Game Turn without the extension"), text("extended_end_turn", "the last Game Turn with it (unknown when not given)"),
			text("declare", "when it is declared"), text("cost", "what declaring it costs")}})
}

func init() {
	rules.BindAtFirstUse(bindTalaveraKinds)
	rules.BindOrderWord("night-attack", 1, func(_ string, f []string) (rules.Order, error) { return NightAttack{Unit: f[1]}, nil })
}

// The special rule kinds this file registers: Talavera 20 assault_walls,
// night_attack and zoc_exception, the notes of build_redoubt and of the
// Rousse 20 / Slobozia 20 optional_extension.
func bindTalaveraKinds() {
	rules.Bind("assault_walls", rules.Hooks{Params: newParams[assaultWallsParams], Board: rules.BoardHook(applyTalaveraRule)})
	rules.Bind("night_attack", rules.Hooks{Params: newParams[nightAttackParams], Board: rules.BoardHook(applyTalaveraRule)})
	rules.Bind("zoc_exception", rules.Hooks{Params: newParams[zocExceptionParams], Board: rules.BoardHook(applyTalaveraRule)})
	rules.Bind("optional_extension", rules.Hooks{Params: newParams[extensionParams], Board: rules.BoardHook(applyTalaveraRule)})
	rules.Bind("build_redoubt", rules.Hooks{Params: newParams[buildRedoubtParams], Board: rules.BoardHook(applyTalaveraRule)})
	// The Night Attack (14.2), Precarious British Security (7.8) and the
	// assault on the walls (9.4.6) keep state in play.
	rules.BindGame("talavera", 60, rules.GameHooks{
		MoveRules: func(s *rules.State, u int, f rules.MoveFlags) rules.MoveFlags {
			if left, ok := precariousLeft(s, u); ok && !f.Has(rules.MfGoesOn) {
				f = f.GoesOn(left)
			}
			return f.With(rules.MfNightEZOC, nightAttacker(s, u))
		},
		Phase: rules.PhaseHooks{
			rules.OnMoved: func(t *rules.State, e rules.PhaseStep) bool {
				precariousMove(t, e.Before, e.Unit, e.Dice, e.Events)
				return false
			},
			rules.OnNightMovementEnd: func(s *rules.State, e rules.PhaseStep) bool { return nightAttackCombat(s, e.Events) },
			rules.OnDeclared:         func(t *rules.State, e rules.PhaseStep) bool { assaultWalls(t, e.Dice, e.Events); return false },
		},
		Lull:   rules.LullHooks{rules.LullNight: func(s *rules.State, _ int) bool { return nightAttackTurn(s) }},
		NoRest: nightAttackRest,
		Declare: rules.DeclareHooks{
			rules.DeclCheck: func(s *rules.State, battles []*rules.Battle, _ map[int]bool) (bool, error) {
				return checkNightDeclaration(s, battles)
			},
			rules.DeclAttacking: func(s *rules.State, battles []*rules.Battle, attacking map[int]bool) (bool, error) {
				wallsRetreating(s, battles, attacking)
				return false, nil
			},
		},
		CheckResolve: func(s *rules.State, _ *rules.Battle, o rules.Resolve, opts rules.BattleOpts) (rules.BattleOpts, error) {
			err := nightAttackResolve(s, o.DefenderReserve, &opts)
			return opts, err
		},
	})
}

// applyTalaveraRule records how the engine applies the Talavera 20
// special rules bindTalaveraKinds registers; it reports whether the kind is
// one of them.
func applyTalaveraRule(b *rules.Board, r scenario.Rule) bool {
	switch r.Kind {
	case "assault_walls":
		h, n, ok := wallsParams(b, r)
		if !ok {
			p := rules.RuleParams[assaultWallsParams](b, r)
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind assault_walls): hex %q or morale %q not usable; not applied by the engine", r.ID, r.Title, p.Hex, intOrEmpty(p.Morale))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when the phasing player declares its battles (9.2) with units adjacent to an enemy unit in %s, a declaration that attacks that unit costs the phasing side %+d Morale before any battle is resolved; a declaration that does not attack it retreats every phasing non-leader unit adjacent to %s one hex as on an AR result (9.7), before any battle is resolved, and those units are dropped from the declared battles and owe no attack (9.4.6); the unit in %s does not advance after that retreat (9.4.6 does not say it may)",
			r.ID, r.Title, b.Code(h), n, b.Code(h), b.Code(h))
	case "night_attack":
		p := rules.RuleParams[nightAttackParams](b, r)
		if _, ok := nightAttackRuleOf(b); !ok {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind night_attack): side %q or per_game %q not usable; not applied by the engine", r.ID, r.Title, p.Side, intOrEmpty(p.PerGame))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): once per game, in the %s Movement Phase of a Night Turn, a NightAttack order designates one %s Infantry unit that has not moved; it moves with its Night Movement Allowance but may enter an EZOC (not from one EZOC hex directly into another); the normally skipped Combat Phase then follows (the rule names no Reaction Phase, and the engine gives none; no Lull, 13.0, as on other Night Turns), in which only that unit may attack, one enemy unit (8.1.3), only the %s player may commit Reserves (12.2.3), and it advances after combat into the vacated hex; the %s side has no Rest Recovery that night (14.2)",
			r.ID, r.Title, p.Side, p.Side, p.Side, p.Side)
	case "zoc_exception":
		p := rules.RuleParams[zocExceptionParams](b, r)
		if !precariousUsable(b, r) {
			b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind zoc_exception): applies_to %q, table %q, ends %q or stops %q not usable; not applied by the engine", r.ID, r.Title, p.AppliesTo, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
			return true
		}
		b.RuleNote(r, rules.Applied, "special rule %q (%s): when a French non-leader unit's Move ends in a hex in the ZOC of a British Infantry unit, it rolls on the %s table: %s it stops and the rule no longer applies; %s it stops; otherwise it need not stop, and if it has Movement Points left (its Movement Allowance less the cost of that Move; the road bonus, 6.6, is not carried over), no other enemy ZOC covers the hex and the hex's terrain does not stop it (6.5), a further Move order for it, given before any other unit moves this phase, may move it on from there with those points (7.8); the roll is made only at the end of a Move order, so a move passes through such a hex only as two orders",
			r.ID, r.Title, p.Table, orEmpty(p.Ends), orEmpty(p.Stops))
	case "optional_extension":
		extensionNote(b, r)
	case "build_redoubt":
		redoubtNote(b, r) // build_redoubt.go
	default:
		return false
	}
	return true
}

// extensionNote records why the engine does not apply an optional
// extension of the game (Rousse 20 / Slobozia 20 14.2, The Second Day of
// Battle): the rule does not state how long the extension lasts.
func extensionNote(b *rules.Board, r scenario.Rule) {
	p := rules.RuleParams[extensionParams](b, r)
	if n, err := strconv.Atoi(p.ExtendedEndTurn); err == nil && n > b.Scenario.Turns.End {
		b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): extending the game to Game Turn %d is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, n, b.Scenario.Turns.End)
		return
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind optional_extension): the rule (%s) does not state how many Game Turns the extension adds (extended_end_turn %q), so it is not applied by the engine; the game ends after Game Turn %d", r.ID, r.Title, r.Number, p.ExtendedEndTurn, b.Scenario.Turns.End)
}

// missingMapNote records a rule that needs a map feature the scenario's
// map data does not give (param needs_map), such as the Alberche River of
// Talavera 20 18.2 and 18.3; it reports whether it did.
func missingMapNote(b *rules.Board, r scenario.Rule) bool {
	needs := rules.RuleParams[movementLimitParams](b, r).NeedsMap // movement_limit.go
	if needs == "" {
		return false
	}
	b.RuleNote(r, rules.NotApplied, "special rule %q (%s, kind %s): needs the %s, which the scenario's map data does not give; not applied by the engine", r.ID, r.Title, r.Kind, needs)
	return true
}

// extensionParams are an optional_extension rule's parameters (4.0).
type extensionParams struct {
	Side            string          `param:"side"`
	EndTurn         *scenario.Range `param:"end_turn"`
	ExtendedEndTurn string          `param:"extended_end_turn"` // a Game Turn, or words
	Declare         string          `param:"declare"`
	Cost            string          `param:"cost"`
}
