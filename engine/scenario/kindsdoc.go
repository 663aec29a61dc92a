package scenario

import (
	"bytes"
	"fmt"
	"strings"
)

// KindsMarkdown documents the special-rule kinds of the registry: for each
// kind the rule it implements, what it does and its parameters with their
// types. docs/special-rules.md is this text; a test fails when it is out of
// date (refresh with go test ./engine/scenario -run KindsDoc -update).
func KindsMarkdown() []byte {
	var b bytes.Buffer
	b.WriteString(kindsDocHead)
	b.WriteString("\n## Kinds\n\n| kind | rule | what it does |\n|---|---|---|\n")
	for _, k := range Kinds() {
		fmt.Fprintf(&b, "| [`%s`](#%s) | %s | %s |\n", k.Name, k.Name, k.Rule, k.Doc)
	}
	for _, k := range Kinds() {
		fmt.Fprintf(&b, "\n### %s\n\n%s (rule %s).", k.Name, upperFirst(k.Doc), k.Rule)
		if k.Single {
			b.WriteString(" The engine plays one rule of this kind, the first usable one; a second is a warning.")
		}
		if k.Unplayed != "" {
			fmt.Fprintf(&b, " The engine does not apply rules of this kind (%s); the validator warns.", k.Unplayed)
		}
		b.WriteString("\n\n")
		if len(k.Params) > 0 {
			b.WriteString("| parameter | type | required | meaning |\n|---|---|---|---|\n")
			for _, p := range k.Params {
				req := ""
				if p.Required {
					req = "yes"
				}
				fmt.Fprintf(&b, "| `%s` | %s | %s | %s |\n", p.Name, typeDoc(p), req, p.Doc)
			}
		}
		if k.Keys != nil {
			opening := "One"
			if len(k.Params) > 0 {
				b.WriteString("\n")
				opening = "Besides, one"
			}
			fmt.Fprintf(&b, "%s parameter per %s", opening, k.Keys.Key)
			if len(k.Keys.Suffixes) > 0 {
				fmt.Fprintf(&b, " (optionally followed by %s)", "`"+strings.Join(k.Keys.Suffixes, "`, `")+"`")
			}
			fmt.Fprintf(&b, ", of type %s: %s.\n", k.Keys.Value, k.Keys.Doc)
		}
		needsDoc(&b, k.Needs)
	}
	return b.Bytes()
}

// needsDoc writes what the engine needs besides the required parameters,
// one sentence per reason.
func needsDoc(b *bytes.Buffer, needs []Need) {
	for i := 0; i < len(needs); {
		j := i
		var groups []string
		for ; j < len(needs) && needs[j].Why == needs[i].Why; j++ {
			groups = append(groups, "`"+strings.Join(needs[j].AnyOf, "` or `")+"`")
		}
		fmt.Fprintf(b, "\nThe engine applies a rule of this kind only when it gives %s (%s); the validator warns otherwise.\n", strings.Join(groups, ", "), needs[i].Why)
		i = j
	}
}

func upperFirst(s string) string {
	if s == "" {
		return s
	}
	return strings.ToUpper(s[:1]) + s[1:]
}

// typeDoc is a parameter's type with its range or values.
func typeDoc(p Param) string {
	switch p.Type {
	case IntParam, RangeParam, IntList:
		return fmt.Sprintf("%s %d..%d", p.Type, p.Min, p.Max)
	case EnumParam, EnumList:
		return fmt.Sprintf("%s: %s", p.Type, "`"+strings.Join(p.Values, "`, `")+"`")
	}
	return p.Type.String()
}

const kindsDocHead = `# Special-rule kinds

<!-- Generated from the registry (each kind's description, registered from its file
     in engine/rules/kinds) by KindsMarkdown (engine/scenario/kindsdoc.go); do not edit.
     Refresh: go test ./engine/scenario -run KindsDoc -update -->

A scenario's special rule is written in words (` + "`text:`" + `) and, when the engine
should play it, with a ` + "`kind:`" + ` and its ` + "`params:`" + `:

` + "```yaml" + `
special_rules:
  - id: retreat-direction
    rule: 9.7.7
    title: Retreat Direction Priority
    text: Russian units retreat toward 0103 or 0801 ...
    kind: retreat_priority
    params:
      anti-french: 0103,0801
` + "```" + `

Parameters are written as strings. ` + "`adc validate`" + ` checks every special rule
against this list: an unknown kind or parameter (with a did-you-mean hint), a value
of the wrong type, a unit, table, card, zone, special rule or hex that the
scenario does not have; each finding names the file, line and column and the
rule. Several rules of one kind may be given and all apply. A rule without a
kind is read by people only; ` + "`adc play`" + ` notes it as not applied. The JSON
Schema (` + "`adc schema`" + `) carries the same list, so an editor with a YAML
language server completes and explains kinds and parameters.

How the engine applies each rule of a scenario (applied, partly applied, not
applied, and why) is printed by ` + "`adc play`" + ` under "Assumptions" and listed by
the editor (Editor.ShowSpecialRules).

## Types

| type | written as |
|---|---|
| text | any words; read by people, noted by the engine |
| hex | a hex number on the map, XXYY (XXXYYY on a 3-digit map) |
| hex list | hex numbers, comma-separated |
| hex list or text | a hex list, or words (no digit) when the hexes are not numbered |
| unit id, unit list | ids of the scenario's units |
| side, side list | ` + "`french`" + `, ` + "`anti-french`" + ` |
| table id | the id of one of the scenario's tables |
| card reference, card list | a card's number (` + "`3`" + ` or ` + "`#3`" + `) or its title, in any case; a list may be "the two blue-title cards" |
| zone, zone list | an entry area or deployment zone id |
| special rule id | the id of another special rule of the scenario |
| integer | a whole number, a leading + allowed, within the range given |
| integer range | a number or a range low-high, e.g. ` + "`1-5`" + ` |
| enum, enum list | one (or some, comma-separated) of the values given |
| boolean | ` + "`true`" + ` or ` + "`false`" + ` |
| nationality, nationality list | a nationality of the scenario's units or sides, in any case |

A card named by a title the deck does not list is a warning (the rulebooks name
many events without their cards): the engine cannot apply it until the card is
in the deck.

## Adding a kind

A new kind is one file in ` + "`engine/rules/kinds`" + `, named after the rule it
implements; neither the engine's core nor the registry is edited. The
package registers itself when a program links it, as ` + "`image/png`" + ` does with
` + "`image`" + `.

1. **Description**: the file's ` + "`init`" + ` registers the kind with
   ` + "`registerKind(scenario.KindSpec{...})`" + `: its name, the rule it implements, a
   one-line description and its parameters with their types and a line
   each (the package's shorthands ` + "`typed`" + `, ` + "`integer`" + `, ` + "`text`" + `, ` + "`req`" + `, ...;
   ` + "`Single: true`" + ` if a rule of the kind keeps state in play and only one
   can apply). The validator, the JSON Schema, the editor's special-rule
   forms and this page follow from it; refresh the golden files:
   ` + "`go test ./engine/scenario -run 'JSONSchema|KindsDoc' -update`" + `.
2. **Engine** (the same file, listed in the package comment, ` + "`doc.go`" + `):
   bind the hooks the kind needs in a function that the
   file's ` + "`init`" + ` hands to ` + "`rules.BindAtFirstUse`" + ` (the bindings are made when
   the first board is built, so that commands that never build one do not
   pay for them at start-up). Declare the kind's parameters as a struct with
   ` + "`param`" + ` tags (Hooks.Params): the scenario decodes each rule into it once,
   when it is loaded (` + "`scenario.SpecialParams`" + `, with each error located at
   its file and line); the validator and the engine read that one value,
   and the hooks read typed fields, never strings. The value is shared: a
   kind keeps what it builds in its own slot on the Board
   (` + "`rules.NewBoardSlot`" + `), never in its parameters, and what changes in play (a
   roll's result, a marker, a count) in its own slot on the State
   (` + "`rules.NewStateSlot`" + `): ` + "`slot.Of(s)`" + ` reads a copy, ` + "`slot.Mut(t)`" + ` changes it on a
   position being made, and the slot is copied with every position, so a
   position's kind state is its own (` + "`TestStateSlotCopiedWithState`" + `); a
   small number changed on many orders (a count of moves) goes in a word
   slot (` + "`rules.NewWordSlot`" + `), copied with the State at no cost.
   What the engine needs of a rule beyond its required parameters (one of
   several parameters, say) the kind declares on its parameter struct, with
   a ` + "`Needs`" + ` method (` + "`scenario.Needer`" + `): the scenario checks it when it
   decodes the rule, at load (` + "`SpecialParams.Unmet`" + `), the validator warns
   with it and this page lists it.
   A hook handed the parameters (` + "`x any`" + `) reads them with ` + "`rules.AsParams`" + `;
   one handed only the rule, with ` + "`rules.RuleParams`" + `. A kind whose parameter
   names are references (` + "`KindSpec.Keys`" + `: sides, units) reads them into a
   ` + "`map[string]string`" + ` field tagged ` + "`param:\"*\"`" + `. A rule whose parameters do
   not decode is noted as not applied, naming the parameter and value, and
   takes no part in play. ` + "`TestNoStringKeyedParamReads`" + ` fails if the engine or
   a kind reads ` + "`r.Params`" + ` anywhere:

   ` + "```go" + `
   func init() {
   	registerKind(scenario.KindSpec{Name: "my_kind", Rule: "9.5", Doc: "a modifier to the differential of some battles",
   		Params: []scenario.Param{req(pSide), integer("value", -10, 10, "the modifier")}})
   	rules.BindAtFirstUse(bindMyKind)
   }

   func bindMyKind() {
   	rules.Bind("my_kind", rules.Hooks{Params: newParams[myKindParams], Board: myKindNote,
   		Game: func(_ *rules.Board, r scenario.Rule, x any) rules.GameHooks {
   			return rules.GameHooks{Battle: rules.BattleHooks{rules.AtDifferential: func(s *rules.State, c *rules.BattleCtx, _ *[]rules.Event) bool {
   				c.Sum += myKindModifier(s, r, x, c) // a sum: each rule adds its own
   				return false
   			}}}
   		}})
   }

   // myKindParams are a my_kind rule's parameters.
   type myKindParams struct {
   	Side  string ` + "`param:\"side\"`" + `
   	Value *int   ` + "`param:\"value\"`" + ` // nil when not given
   }

   // myKindNote records how the engine applies the rule (rule 9.5).
   func myKindNote(b *rules.Board, r scenario.Rule) {
   	b.RuleNote(r, rules.Applied, "special rule %q (%s): ...", r.ID, r.Title)
   }

   // myKindModifier is the rule's modifier to a battle's differential.
   func myKindModifier(s *rules.State, r scenario.Rule, x any, c *rules.BattleCtx) int {
   	p := rules.AsParams[myKindParams](x) // the zero value when they did not decode
   	...
   }
   ` + "```" + `

   The hook points are the fields of ` + "`rules.Hooks`" + ` (` + "`engine/rules/hooks.go`" + `):

   | hook | when the core calls it |
   |---|---|
   | Params | the scenario is loaded: the kind's parameter struct, each rule decoded into it once |
   | Map | the map's tables are built, before any Board hook (retreat distances, 9.7.7) |
   | Board | the board is built: set-up and the note saying how the rule is applied |
   | Units | the units are built: traits and flags (16.7) |
   | Game | the board is built: the rule's own GameHooks (below), closures over the rule and its parameters, called before the groups' at each point (a movement limit's MayMove, a night rule's Phase at the night's Rest Recovery, a Rally modifier's Rally, a combat modifier's Battle step of the final differential) |

   A kind that keeps state in play (arrival groups, the Depot, leaders, the
   Night Attack, ...) also binds, once for its file whatever the number of
   rules, the hook points of ` + "`rules.GameHooks`" + ` (` + "`engine/rules/gamehooks.go`" + `),
   with ` + "`rules.BindGame(name, rank, rules.GameHooks{...})`" + `; the rank orders the groups where
   two act at one point (a drawn card's Swiss desertion before its leader
   events):

   | game hook | when the core calls it | combination |
   |---|---|---|
   | Active | the board is built: does the group play on it (nil: always); a filter, not a point | |
   | Built, ZoneRolled | the board's units and deployment, its turn track are built (3.0, 4.0); do a rule's arrival rolls bring a Game Turn box's units (11.0) | each; any |
   | Phase | the sequence of play, keyed by event: a game starts (5.0), an order is applied, a unit moves and has moved (6.0, 7.8), a card is drawn (5.0), the Random Events Phase ends, a Movement Phase starts, its reinforcements roll, it ends by day or at night (4.0, 6.0, 11.0, 14.2), battles are declared (9.1), an Organized Retreat is authorized (12.8), the night's Rest Recovery (14.0), a game turn ends (4.0) | until a hook moves the game on |
   | Skip | a player turn or a Random Events Phase is skipped (4.0, 5.0) | first |
   | NoCommand, OrderDue | does the phasing side need a Command order; an order due before any other (the command limit's Command) (6.0) | any; first |
   | MayMove | may a unit move, keyed by check: at all, the side's limit, its group's limit, the side's count of moves (6.0) | first |
   | MoveRules | how the rules move a unit this phase, asked once per unit: a move that goes on (7.8), night movement and enemy ZOCs (14.0, 14.2; Bussaco 20 5.1), its Movement Allowance (6.0), a rout as an Elite unit (Bailén 20 16.11) | fold |
   | Arrival | a reinforcement's entry area; does a variable one roll with its group (11.0) | first |
   | ForcedMarch | a Forced March: of one group of units alone, the units it gives +1, what it costs (12.2.1; Bussaco 20 España 5.1, A Moment of Clarity) | first; any; the lowest |
   | Declare | battles are declared: a rule's checks added to the core's, and whether it lifts the attack obligations (the Night Attack, Talavera 20 14.2), the units that attack (9.1) | each until the first error; each |
   | CheckResolve | a Resolve order's options of the special rules (9.0) | fold, until an error |
   | Battle | a battle's steps over one battle context: before it (9.0), its defending strength (9.4), command (16.9.5), final differential (9.5), the unit that advances first (9.8), strengths (9.4, 9.5), Step D rolls (9.5, 16.7), after it (9.0) | sum, first or fold in the context, step by step |
   | HexBenefit, Fortified | a hex's combat benefit (9.4); is it Fortified for a side (9.6.2.1, 9.7.2.2, 16.4) | fold; any |
   | Break, GardeReculeExempt | a unit breaks: where it goes, the rest of its break (9.6.1); Le Garde Recule (12.3.2) | fold, until done; any |
   | RetreatDistances, LOCAt, LeaderLost, RetreatRule | a retreat: distances to the LOC, LOC hexes (also where a unit may Rally, 10.0), accompanying leaders (9.7.7, 9.7.8, 16.9.3); a side's Organized Retreat rule (12.8) | fold; any; any; first |
   | ZOCBlocked, HexsideBlocksZOC | does a ZOC extend into a hex, or across a hexside (6.10, 7.0) | any |
   | Rally | a Rally roll (10.0); what its +1 bonus costs (12.2.2) | sum; first |
   | Lull, NoRest | a Lull or a Truce (13.0), no Lull after a night combat (14.2); no night Rest Recovery (14.0) | any (a rule that forbids wins); each |
   | LOCValue, InPlay, NoDummy | what a captured LOC hex costs (14.0); a victory condition counts a unit in play (15.0); a Dummy would join a unit (16.1.3) | first; any; first |
   | Random | the random player, keyed by question: an order of the group's own (the Redoubt), the answer to its command limit (the Active Corps, Bussaco 20 España 5.1), a battle's options (the Garde Marins, 9.0) | fold (an order: the first) |

   That is 30 points (Active aside), each with one combination rule: each
   (every hook is called), until (until one moves the game on), any (true
   when one says so), first (the first answer), sum, or fold (each is
   handed the answer so far). A point keyed by a step (Built, Phase, Skip,
   MayMove, Arrival, ForcedMarch, Declare, Battle, Break, Rally, Lull,
   Random) is bound step by step, so a step no group binds costs nothing.

   What a rule takes away from a unit for good (no Rally, no Split, no use
   as a cadre) is a flag its Units hook sets on the unit, which the core
   reads.

   A rule the player commits to a battle (the Garde Marins, the Danube
   Flotilla, an Independent Brigade's Support) is an order option: the kind
   declares it with ` + "`rules.BindOption(kind, rules.OrderOption{...})`" + ` (` + "`engine/rules/options.go`" + `):
   the orders it rides on, whether it names a unit, and its check, which
   refuses with an ` + "`*IllegalOrder`" + ` naming the rule. The player commits it by
   the rule's id in ` + "`Resolve.Commit`" + ` (` + "`+RULE`" + ` or ` + "`+RULE:UNIT`" + ` in a script,
   docs/scripts.md); ` + "`State.ResolveOptions`" + ` lists what may be committed now,
   and the kind's BattleStrengths hook reads the commitment. An order of the
   kind's own is a ` + "`rules.KindOrder`" + ` (it embeds ` + "`rules.KindOrderBase`" + ` and has
   its ` + "`Check`" + ` and ` + "`Apply`" + `), and registers its notation with
   ` + "`rules.BindOrderWord`" + `.

   A kind that needs a point the core does not call yet adds a step to a
   keyed point of ` + "`GameHooks`" + ` (or, for a new step of play, one field, with
   its combination rule) and one call in the core, once for every later
   kind; the seam stays near 30 points.
   ` + "`TestNewKindWithoutCoreEdit`" + ` and ` + "`TestNewGameHooksWithoutCoreEdit`" + `
   (` + "`engine/rules/hooks_test.go`" + `) bind made-up kinds from a test file and
   change play through hook points alone.
3. **Tests**: a table-driven test named after the rule (` + "`TestRule9_5_MyKind`" + `)
   in the kind's ` + "`_test.go`" + ` file; ` + "`TestEveryKindBound`" + ` checks that the
   registry and the bound kinds agree.
`
