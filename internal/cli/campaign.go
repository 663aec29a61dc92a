package cli

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/editdist"
)

const campaignUsage = `Usage: adc campaign interphase CAMPAIGN --winner SIDE --level LEVEL [flags]

Rolls the Campaign Interphase of CAMPAIGN (e.g. wallachia20-campaign,
Wallachia 20 rule 17.0) after a game played at the table, and prints the
next game's starting Morale and which units take part at full strength,
at reduced strength, as cadres, or not at all. The steps come from the
campaign's interphase data; the Rally Table from its chart set.

Flags:
  --after GAME          the game just played (default the campaign's first game)
  --winner SIDE         french, anti-french or draw
  --level LEVEL         decisive, marginal or draw
  --broken IDS          comma-separated units that ended the game Broken
  --eliminated IDS      comma-separated units that ended it Permanently Eliminated
  --final-morale F,A    the final Morale Values (French side, Anti-French side), recorded
  --full-strength IDS   units to field at full strength for 1 starting Morale each
                        after a "-" result; the others are reduced (default: pay
                        while the starting Morale stays at 5 or more)
  --seed N              seed of the dice (default 1)
  --rolls LIST          the dice rolled at the table, one per unit in the order
                        --broken then --eliminated, instead of --seed

Exit status: 0 the interphase was rolled, 2 unreadable input or bad flags
(an unknown unit, a level that does not fit the winner, rows missing).

To play a whole campaign with random legal orders, use adc play CAMPAIGN.`

// campaignCommand is adc campaign.
var campaignCommand = Command{Name: "campaign", Summary: "roll a campaign interphase after a game played at the table", Usage: campaignUsage, Run: runCampaign}

func init() { Register(&campaignCommand) }

func SplitIDs(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

func runCampaign(e Env) int {
	fs := flag.NewFlagSet("adc campaign", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, campaignUsage) }
	after := fs.String("after", "", "game just played")
	winner := fs.String("winner", "", "french, anti-french or draw")
	level := fs.String("level", "", "decisive, marginal or draw")
	broken := fs.String("broken", "", "units Broken")
	elim := fs.String("eliminated", "", "units Permanently Eliminated")
	full := fs.String("full-strength", "", "units to field at full strength after a '-' result")
	final := fs.String("final-morale", "", "final Morale Values, french,anti-french")
	seed := fs.Uint64("seed", 1, "seed")
	rolls := fs.String("rolls", "", "dice rolled at the table")
	pos, err := ParseMixed(fs, e.Args)
	if err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	bad := func(format string, args ...any) int {
		fmt.Fprintf(e.Stderr, "adc campaign: "+format+"\n", args...)
		return ExitBadInput
	}
	if len(pos) != 2 || pos[0] != "interphase" {
		return bad("want interphase CAMPAIGN (see adc campaign --help)")
	}
	c, err := bundle.OpenCampaign(pos[1])
	if err != nil {
		return bad("%v", err)
	}
	o := rules.Outcome{Scenario: *after, Level: *level, Broken: SplitIDs(*broken), Eliminated: SplitIDs(*elim)}
	if o.Scenario == "" {
		o.Scenario = c.Scenario.Campaign.Games[0].Scenario
	}
	if *final != "" {
		parts := SplitIDs(*final)
		for i := 0; i < 2 && len(parts) == 2; i++ {
			n, err := strconv.Atoi(parts[i])
			if err != nil || n < 0 || n > 10 {
				parts = nil
				break
			}
			o.Morale[i] = n
		}
		if len(parts) != 2 {
			return bad("--final-morale %q: want two values 0..10, French side first (e.g. 4,6)", *final)
		}
	}
	for _, id := range append(append([]string(nil), o.Broken...), o.Eliminated...) {
		if hint, missing := unitHint(c.Scenario, id); missing {
			return bad("unit %q is not in campaign %q%s", id, c.Scenario.ID, hint)
		}
	}
	switch *winner {
	case "french":
		o.Winner = rules.French
	case "anti-french":
		o.Winner = rules.AntiFrench
	case "draw":
		o.Winner = -1
		if o.Level == "" {
			o.Level = "draw"
		}
	default:
		return bad("--winner %q: want french, anti-french or draw", *winner)
	}
	var d rules.Dice = rules.NewSeededDice(*seed)
	if *rolls != "" {
		var rs []int
		for _, x := range SplitIDs(*rolls) {
			n, err := strconv.Atoi(x)
			if err != nil || n < 1 || n > 6 {
				return bad("--rolls: %q is not a die roll 1..6", x)
			}
			rs = append(rs, n)
		}
		if n := len(o.Broken) + len(o.Eliminated); o.Level != "decisive" && len(rs) != n {
			return bad("--rolls: %d rolls for %d units", len(rs), n)
		}
		d = &rules.ScriptedDice{Rolls: rs}
	}
	policy := rules.KeepMoraleAtFive
	fs.Visit(func(f *flag.Flag) {
		if f.Name == "full-strength" {
			policy = rules.FullStrengthFor(SplitIDs(*full))
		}
	})
	ip, err := c.Interphase(o, d, policy)
	if err != nil {
		return bad("%v", err)
	}
	fmt.Fprintf(e.Stdout, "Campaign: %s (%s)\n", c.Scenario.Title, c.Scenario.ID)
	writeInterphase(e.Stdout, ip)
	return ExitOK
}

// writeInterphase prints an interphase record: steps, rolls, the next
// game's starting Morale and units, and its assumptions.
func writeInterphase(w io.Writer, ip *rules.Interphase) {
	fmt.Fprintf(w, "Interphase after %s\n", ip.Outcome)
	for _, st := range ip.Steps {
		fmt.Fprintf(w, "  step %s (%s): %s\n", st.Step, st.Kind, st.Effect)
	}
	if ip.Over {
		fmt.Fprintf(w, "Campaign over: %s wins (%s victory in %s)\n", rules.SideName(ip.Winner), ip.Level, ip.After)
		writeList(w, "Assumptions:", ip.Notes)
		return
	}
	if len(ip.Units) > 0 {
		fmt.Fprintln(w, "Unit recovery (17.0 B):")
	}
	byFate := map[string][]string{}
	for _, u := range ip.Units {
		state := "Broken"
		if u.Eliminated {
			state = "Permanently Eliminated"
		}
		mods := ""
		if len(u.Modifiers) > 0 {
			mods = " " + strings.Join(u.Modifiers, " ")
		}
		line := fmt.Sprintf("  %s (%s, %s): roll %d%s = %d: %s -> %s", u.Unit, rules.SideName(u.Side), state, u.Roll, mods, u.Modified, u.Result, u.Fate)
		if u.Replacement != "" {
			line += " " + u.Replacement
		}
		if u.Note != "" {
			line += " (" + u.Note + ")"
		}
		fmt.Fprintln(w, line)
		name := u.Unit
		if u.Replacement != "" {
			name += " as " + u.Replacement
		}
		byFate[u.Fate] = append(byFate[u.Fate], name)
	}
	fmt.Fprintf(w, "%s starting Morale: %s %d, %s %d\n", ip.Next, rules.SideName(rules.French), ip.Morale[rules.French],
		rules.SideName(rules.AntiFrench), ip.Morale[rules.AntiFrench])
	for _, f := range []string{rules.FateFull, rules.FateFullMorale, rules.FateReduced, rules.FateCadre, rules.FateAbsent, rules.FateNotInGame} {
		if len(byFate[f]) > 0 {
			fmt.Fprintf(w, "  %s: %s\n", f, strings.Join(byFate[f], ", "))
		}
	}
	fmt.Fprintf(w, "  every other unit: as %s's set-up says\n", ip.Next)
	writeList(w, "Assumptions:", ip.Notes)
}

func writeList(w io.Writer, title string, items []string) {
	if len(items) == 0 {
		return
	}
	fmt.Fprintln(w, "\n"+title)
	for _, n := range items {
		fmt.Fprintln(w, "  - "+n)
	}
}

// runCampaignPlay plays a whole campaign with random legal orders (adc
// play CAMPAIGN).
func runCampaignPlay(e Env, c *bundle.Campaign, opt rules.Options, seed uint64, maxOrders int, quiet, incomplete bool) int {
	comps, all := campaignCompleteness(c, opt.EndTurn)
	if !all.Playable() && !incomplete {
		return RefuseIncomplete(e.Stderr, "adc play", c.Scenario.ID, all)
	}
	if first := FirstLine(all); first != "" {
		fmt.Fprintln(e.Stdout, first)
	}
	p, err := c.PlayRandom(opt, seed, maxOrders, rules.KeepMoraleAtFive)
	fmt.Fprintf(e.Stdout, "Campaign: %s (%s), seed %d\n", c.Scenario.Title, c.Scenario.ID, seed)
	if p != nil {
		for i, g := range p.Games {
			fmt.Fprintf(e.Stdout, "\nGame %d: %s\n", i+1, g.Scenario)
			if !quiet {
				for _, ev := range g.Game.Log() {
					fmt.Fprintln(e.Stdout, ev.String())
				}
			}
			fmt.Fprintf(e.Stdout, "Result: %s (%d orders)\n", g.Result, len(g.Game.History()))
			if i < len(p.Interphases) {
				fmt.Fprintln(e.Stdout)
				writeInterphase(e.Stdout, p.Interphases[i])
			}
		}
	}
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc play: %v\n", err)
		return ExitFindings
	}
	fmt.Fprintf(e.Stdout, "\nCampaign result: %s\n", p)
	writeList(e.Stdout, "Campaign assumptions:", p.Notes)
	for _, g := range p.Games {
		writeList(e.Stdout, "Assumptions ("+g.Scenario+"):", g.Board.Notes())
	}
	for i, g := range c.Scenario.Campaign.Games {
		if len(comps[i].Gaps) > 0 || len(comps[i].Assumptions) > 0 {
			fmt.Fprintf(e.Stdout, "\nGame %d: %s", i+1, g.Scenario)
			WriteCompleteness(e.Stdout, comps[i])
		}
	}
	return ExitOK
}

// campaignCompleteness checks each game of the campaign
// (scenario.CheckCompleteness) and returns them, with their gaps and
// assumptions together (each object prefixed by its game) and the
// terrain of the least traced map.
func campaignCompleteness(c *bundle.Campaign, endTurn int) ([]scenario.Completeness, scenario.Completeness) {
	var comps []scenario.Completeness
	var all scenario.Completeness
	for _, g := range c.Scenario.Campaign.Games {
		s, _, err := bundle.LoadGame(g.Scenario)
		if err != nil { // PlayRandom reports it
			comps = append(comps, scenario.Completeness{})
			continue
		}
		gc := CompletenessOf(s, endTurn)
		comps = append(comps, gc)
		for _, gap := range gc.Gaps {
			if gap.Kind == scenario.GapTerrain {
				continue
			}
			gap.Object = g.Scenario + ": " + gap.Object
			all.Gaps = append(all.Gaps, gap)
		}
		for _, a := range gc.Assumptions {
			a.Object = g.Scenario + ": " + a.Object
			all.Assumptions = append(all.Assumptions, a)
		}
		if all.Hexes == 0 || gc.Hexes-gc.KnownHexes > all.Hexes-all.KnownHexes {
			all.KnownHexes, all.Hexes = gc.KnownHexes, gc.Hexes
		}
	}
	return comps, all
}

// unitHint reports whether the campaign document lacks unit id, with a
// did-you-mean hint when a close id exists.
func unitHint(s *scenario.Scenario, id string) (string, bool) {
	best, bd := "", 1<<30
	for _, u := range s.Units {
		if u.ID == id {
			return "", false
		}
		if d := editdist.Levenshtein(id, u.ID); d < bd {
			best, bd = u.ID, d
		}
	}
	if best != "" && bd <= 3 {
		return fmt.Sprintf("; did you mean %q?", best), true
	}
	return "", true
}
