package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/internal/editdist"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

// odnCommand is adc odn.
var odnCommand = Command{
	Name:    "odn",
	Summary: "One Day Napoleonics: validate army lists, print rosters, exact fire/melee/morale odds",
	Usage:   odnUsage,
	Run:     runODN,
}

func init() { Register(&odnCommand) }

const odnUsage = `Usage: adc odn SUBCOMMAND [FLAGS] [ARGS]

One Day Napoleonics (revised September 2004) rosters and exact table-top odds.
Every subcommand accepts --ruleset FILE to use a house-rule copy of the ruleset
(default: the embedded templates/odn-2004.yaml), --format text|json (json:
the same results as data, probabilities as exact fractions "n/d"), --reading
ID=VALUE (repeat: a club's answer to a question the rules leave open; every
result lists the readings it used; adc odn readings lists them) and --help.
ARMY is an army list file or a bundled example id (french-1812).

Subcommands:
  validate ARMY     check an army list (exit 1 on errors, 2 if unreadable)
  roster ARMY       print the roster of every unit (--unit NAME --hits N: one unit's state)
  fire              hits from small arms, inherent artillery, battalion fire, grand batteries
  melee             spread and Melee Table odds for one or several attackers
  morale            P(pass) and the cascade of Morale Tests to the unit's final state
  leader            leader loss (4.05) odds
  variable          variable morale quality odds
  reveal            hidden marker reveal odds
  sappers           bridge and pontoon odds turn by turn
  tables            every table of the ruleset (check a house-rule copy)
  notes             the ruleset's reconstructions, contradictions and assumptions
  readings          the open questions of the rules, their answers and the chosen one
  compare           options side by side (fire first or charge?), or a sweep over one input

Examples:
  adc odn validate scenarios/odn/french-1812.yaml
  adc odn roster scenarios/odn/french-1812.yaml --unit "7th Infantry" --hits 5
  adc odn fire --kind small-arms --quality VT --formation line --mod target-column
  adc odn fire --kind battalion --nation russia --weight heavy --range 4
  adc odn melee --attacker VT:additional-unit --defender CN:uphill
  adc odn melee --to-the-end --attacker VT --attacker VT --defender VT --vs squared-vs-cavalry --vs squared-vs-infantry
  adc odn morale --quality VT --hits 1 --level firm --mod corps-attached
  adc odn compare --option "fire first: fire --kind small-arms --quality VT --target CN" \
      --option "charge: melee --to-the-end --attacker VT --defender CN"
  adc odn compare --sweep range=0:11:1 --option "fire --kind battalion --nation france --weight heavy --range {} --target VT"`

var odnSubcommands = map[string]func(e Env, rs *odn.Ruleset, args []string) int{
	"validate": odnValidate,
	"roster":   odnRoster,
	"fire":     odnFire,
	"melee":    odnMelee,
	"morale":   odnMorale,
	"leader":   odnLeader,
	"variable": odnVariable,
	"reveal":   odnReveal,
	"sappers":  odnSappers,
	"notes":    odnNotes,
	"tables":   odnTables,
	"readings": odnReadings,
	"compare":  odnCompare,
}

func runODN(e Env) int {
	if len(e.Args) == 0 || e.Args[0] == "-h" || e.Args[0] == "--help" || e.Args[0] == "-help" || e.Args[0] == "help" {
		fmt.Fprintln(e.Stdout, odnUsage)
		if len(e.Args) == 0 {
			return ExitBadInput
		}
		return ExitOK
	}
	sub, ok := odnSubcommands[e.Args[0]]
	if !ok {
		names := make([]string, 0, len(odnSubcommands))
		for n := range odnSubcommands {
			names = append(names, n)
		}
		sort.Strings(names)
		hint := ""
		best, bestD := "", 3
		for _, n := range names {
			if d := editdist.Levenshtein(e.Args[0], n); d < bestD {
				best, bestD = n, d
			}
		}
		if best != "" {
			hint = fmt.Sprintf(" (did you mean %q?)", best)
		}
		fmt.Fprintf(e.Stderr, "adc odn: unknown subcommand %q%s; accepted: %s\n", e.Args[0], hint, strings.Join(names, ", "))
		return ExitBadInput
	}
	args := e.Args[1:]
	// --ruleset and --format may appear anywhere; take them out before the
	// subcommand parses.
	rulesetFile, rest, err := extractFlag(args, "ruleset")
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odn %s: %v\n", e.Args[0], err)
		return ExitBadInput
	}
	formatArg, rest, err := extractFlag(rest, "format")
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odn %s: %v\n", e.Args[0], err)
		return ExitBadInput
	}
	var okFormat bool
	if e.format, okFormat = ParseFormat(e, "adc odn "+e.Args[0], formatArg); !okFormat {
		return ExitBadInput
	}
	readings := odn.ReadingSet{}
	for {
		var r string
		before := len(rest)
		if r, rest, err = extractFlag(rest, "reading"); err != nil {
			fmt.Fprintf(e.Stderr, "adc odn %s: %v\n", e.Args[0], err)
			return ExitBadInput
		}
		if len(rest) == before {
			break
		}
		if err := readings.ParseReading(r); err != nil {
			fmt.Fprintf(e.Stderr, "adc odn %s: --reading: %v\n", e.Args[0], err)
			return ExitBadInput
		}
	}
	if HelpRequested(rest) {
		return sub(e, nil, rest)
	}
	rs, code := loadODNRuleset(e, rulesetFile)
	if rs == nil {
		return code
	}
	if rs, err = rs.WithReadings(readings); err != nil {
		fmt.Fprintf(e.Stderr, "adc odn %s: --reading: %v\n", e.Args[0], err)
		return ExitBadInput
	}
	return sub(e, rs, rest)
}

// extractFlag removes --name VALUE / --name=VALUE from args.
func extractFlag(args []string, name string) (string, []string, error) {
	var val string
	var rest []string
	for i := 0; i < len(args); i++ {
		a := args[i]
		switch {
		case a == "--"+name || a == "-"+name:
			if i+1 >= len(args) {
				return "", nil, fmt.Errorf("flag --%s needs a value", name)
			}
			val = args[i+1]
			i++
		case strings.HasPrefix(a, "--"+name+"=") || strings.HasPrefix(a, "-"+name+"="):
			val = a[strings.IndexByte(a, '=')+1:]
		default:
			rest = append(rest, a)
		}
	}
	return val, rest, nil
}

func loadODNRuleset(e Env, file string) (*odn.Ruleset, int) {
	if file == "" {
		rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
		if err != nil {
			fmt.Fprintf(e.Stderr, "adc odn: embedded ruleset: %v\n", err)
			return nil, ExitBadInput
		}
		return rs, ExitOK
	}
	f, err := os.Open(file)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odn: %v\n", err)
		return nil, ExitBadInput
	}
	defer f.Close()
	rs, fs, err := odn.LoadRuleset(file, f)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odn: %v\n", err)
		return nil, ExitBadInput
	}
	for _, f := range fs {
		fmt.Fprintln(e.Stderr, f.String())
	}
	if fs.HasErrors() {
		fmt.Fprintf(e.Stderr, "adc odn: ruleset %s is not usable\n", file)
		return nil, ExitBadInput
	}
	return rs, ExitOK
}

// ParseFlags parses flags that may be interleaved with positional arguments.
// It returns the positional arguments, or an exit status when parsing stops
// (0 after --help, 2 on a bad flag).
func ParseFlags(fs *flag.FlagSet, args []string) ([]string, int, bool) {
	var pos []string
	for {
		if err := fs.Parse(args); err != nil {
			if errors.Is(err, flag.ErrHelp) {
				return nil, ExitOK, false
			}
			return nil, ExitBadInput, false
		}
		args = fs.Args()
		if len(args) == 0 {
			return pos, 0, true
		}
		pos = append(pos, args[0])
		args = args[1:]
	}
}

func newFlagSet(e Env, name, usage string) *flag.FlagSet {
	fs := flag.NewFlagSet("adc odn "+name, flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() {
		fmt.Fprintf(e.Stderr, "Usage: adc odn %s\n\nFlags:\n", usage)
		fs.PrintDefaults()
		fmt.Fprintln(e.Stderr, "  -ruleset FILE\n    \tuse a house-rule copy of the ruleset")
	}
	return fs
}

type stringList []string

func (s *stringList) String() string     { return strings.Join(*s, " ") }
func (s *stringList) Set(v string) error { *s = append(*s, v); return nil }

func fail(e Env, sub string, err error) int {
	fmt.Fprintf(e.Stderr, "adc odn %s: %v\n", sub, err)
	return ExitBadInput
}

// loadArmy reads an army list, printing findings to w. It returns nil and
// the exit status when the list is unreadable (2) or has errors (1).
func loadArmy(e Env, rs *odn.Ruleset, file string, w io.Writer) (*odn.Army, odn.Findings, int) {
	data, name, err := ExportArmyBytes(file)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc odn: %v\n", err)
		return nil, nil, ExitBadInput
	}
	a, fs, err := odn.ParseArmy(name, data, rs)
	if err != nil {
		fmt.Fprintf(e.Stderr, "%v\n", err)
		return nil, nil, ExitBadInput
	}
	for _, f := range fs {
		fmt.Fprintln(w, f.String())
	}
	if a == nil || fs.HasErrors() {
		return nil, fs, ExitFindings
	}
	return a, fs, ExitOK
}

func odnValidate(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "validate", "validate [--ruleset FILE] ARMY.yaml")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		fmt.Fprintln(e.Stderr, "adc odn validate: give exactly one army list file")
		return ExitBadInput
	}
	if e.format == "json" {
		return odnValidateJSON(e, rs, pos[0])
	}
	a, findings, code := loadArmy(e, rs, pos[0], e.Stdout)
	if a == nil {
		if code == ExitFindings {
			n := 0
			for _, f := range findings {
				if f.Severity == odn.Error {
					n++
				}
			}
			fmt.Fprintf(e.Stdout, "%s: %d error(s) (%s)\n", pos[0], n, rs.Stamp())
		}
		return code
	}
	fmt.Fprintf(e.Stdout, "%s: ok, %d units in %d corps (%s)\n", pos[0], len(a.Units()), len(a.Corps), rs.Stamp())
	return ExitOK
}

func odnRoster(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "roster", "roster [--unit NAME [--hits N]] [--ruleset FILE] ARMY.yaml")
	unit := fs.String("unit", "", "print only this unit (by name)")
	hits := fs.Int("hits", 0, "with --unit: hits already checked off")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) != 1 {
		fmt.Fprintln(e.Stderr, "adc odn roster: give exactly one army list file")
		return ExitBadInput
	}
	a, _, code := loadArmy(e, rs, pos[0], e.Stderr)
	if a == nil {
		return code
	}
	var out bytes.Buffer
	if *unit != "" {
		cu, found := a.Unit(*unit)
		if !found {
			var names []string
			for _, u := range a.Units() {
				names = append(names, u.Unit.Name)
			}
			fmt.Fprintf(e.Stderr, "adc odn roster: no unit %q in %s; units: %s\n", *unit, pos[0], strings.Join(names, "; "))
			return ExitBadInput
		}
		ru, err := rs.RosterFor(a, cu)
		if err != nil {
			return fail(e, "roster", err)
		}
		if *hits < 0 || *hits > ru.Ladder.TotalBoxes() {
			return fail(e, "roster", fmt.Errorf("--hits must be 0 to %d for %s (got %d)", ru.Ladder.TotalBoxes(), ru.Name, *hits))
		}
		if err := emit(e, &out, struct {
			Ruleset string         `json:"ruleset"`
			Unit    odn.RosterUnit `json:"unit"`
			Hits    int            `json:"hits"`
			// State is the unit after the hits: its quality row, Pass,
			// Melee and To Hit Numbers, the boxes left, or removed.
			State odn.UnitState `json:"state"`
		}{rs.Stamp(), ru, *hits, ru.Ladder.State(*hits)}, func(w io.Writer) error { return odn.WriteUnitState(w, rs.Stamp(), ru, *hits) }); err != nil {
			return fail(e, "roster", err)
		}
	} else {
		r, err := rs.BuildRoster(a)
		if err != nil {
			return fail(e, "roster", err)
		}
		if err := emit(e, &out, r, func(w io.Writer) error { return odn.WriteRoster(w, r) }); err != nil {
			return fail(e, "roster", err)
		}
	}
	e.Stdout.Write(out.Bytes())
	return ExitOK
}

func modList(e Env, sub string, s string) ([]odn.ModifierUse, bool) {
	uses, err := odn.ParseModifierUses(s)
	if err != nil {
		fail(e, sub, err)
		return nil, false
	}
	return uses, true
}

func modHelp(list []odn.Modifier) string {
	if list == nil {
		return ""
	}
	ids := make([]string, len(list))
	for i, m := range list {
		ids[i] = fmt.Sprintf("%s (%+d)", m.ID, m.Value)
	}
	return "; accepted: " + strings.Join(ids, ", ")
}

func odnFire(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "fire", "fire --kind small-arms|inherent|battalion [FLAGS]")
	var fmods []odn.Modifier
	if rs != nil {
		fmods = rs.FireModifiers
	}
	kind := fs.String("kind", "small-arms", "small-arms, inherent or battalion (several --stand: grand battery)")
	quality := fs.String("quality", "VT", "small arms: the firer's current quality (OG, GD, EL, VT, CN, MI)")
	formation := fs.String("formation", "line", "small arms: line, square, column or road-column")
	nation := fs.String("nation", "", "artillery: the firer's nation (its artillery To Hit row)")
	horse := fs.Bool("horse", false, "artillery: horse artillery To Hit column")
	weight := fs.String("weight", "", "battalion: light, medium or heavy")
	rng := fs.Float64("range", -1, "battalion: range to target in inches")
	band := fs.String("band", "", "battalion: range band id instead of --range (close, short, medium, long)")
	var stands stringList
	fs.Var(&stands, "stand", "grand battery stand WEIGHT[:horse][:NATION] (repeat for each touching stand)")
	dice := fs.Int("dice", 0, "battalion: dice fired at this target when splitting fire (0: all)")
	shots := fs.Int("shots", 0, "inherent: inherent artillery shots at this target (default 1)")
	russian := fs.Bool("russian-double", false, "inherent: a Russian division fires both shots at this target (up to 2 hits)")
	toHit := fs.Int("to-hit", 0, "override the To Hit Number (1-11)")
	mods := fs.String("mod", "", "fire modifier ids, comma separated, id*N for N times"+modHelp(fmods))
	extra := fs.Int("extra", 0, "any further modifier added to each die")
	var targets stringList
	fs.Var(&targets, "target", "follow the fire through the target's Morale Tests: QUALITY[%PERCENT][@HITS][/LEVEL][:morale-mods], e.g. VT@1/blue:corps-attached; repeat for the artillery behind an infantry line (both take the hits and test)")
	additional := fs.Bool("additional-hit", false, "with --target: -1 on the target's Morale Tests for each hit beyond the first (the rules' Examples #1 and #2)")
	variable := fs.Bool("variable-quality", false, "with --target: roll the target's quality for the day at this, its first Morale Test (Variable unit abilities)")
	variableMod := fs.Int("variable-mod", 0, "with --variable-quality: modifier on the quality roll (national modifiers)")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "fire", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	if len(targets) == 0 && (*additional || *variable || *variableMod != 0) {
		return fail(e, "fire", errors.New("--additional-hit, --variable-quality and --variable-mod go with --target"))
	}
	if *toHit < 0 || *toHit > 11 {
		return fail(e, "fire", fmt.Errorf("--to-hit must be 1 to 11 (or 0 for the table value), got %d", *toHit))
	}
	uses, ok := modList(e, "fire", *mods)
	if !ok {
		return ExitBadInput
	}
	req := odn.FireRequest{Kind: *kind, Quality: *quality, Formation: *formation, Nation: *nation, Horse: *horse,
		Weight: *weight, RangeInches: *rng, Band: *band, Dice: *dice, Shots: *shots, RussianDouble: *russian,
		ToHit: *toHit, Modifiers: uses, Extra: *extra}
	if req.Kind == "battalion" && req.Band == "" && req.RangeInches < 0 {
		bands := rs.BattalionFire.RangeBands
		var ids []string
		for _, b := range bands {
			ids = append(ids, b.ID)
		}
		return fail(e, "fire", fmt.Errorf("battalion fire needs --range INCHES (0 to %g) or --band ID (%s)", bands[len(bands)-1].To, strings.Join(ids, ", ")))
	}
	for _, s := range stands {
		parts := strings.Split(s, ":")
		st := odn.BatteryStand{Weight: parts[0]}
		for _, p := range parts[1:] {
			if p == "horse" {
				st.Horse = true
			} else {
				st.Nation = p
			}
		}
		req.Stands = append(req.Stands, st)
	}
	if len(targets) > 0 {
		chain := odn.FireMoraleRequest{Fire: req, AdditionalHit: *additional}
		for i, spec := range targets {
			u, err := parseTargetSpec(spec)
			if err != nil {
				return fail(e, "fire", err)
			}
			if i == 0 {
				u.VariableQuality, u.VariableModifier = *variable, *variableMod
			}
			chain.Targets = append(chain.Targets, u)
		}
		rep, err := rs.ResolveFireThenMorale(chain)
		if err != nil {
			return fail(e, "fire", err)
		}
		if err := emit(e, e.Stdout, rep, func(w io.Writer) error { return odn.WriteFireThenMorale(w, rep, rs.Morale.Levels) }); err != nil {
			return fail(e, "fire", err)
		}
		return ExitOK
	}
	rep, err := rs.ResolveFire(req)
	if err != nil {
		return fail(e, "fire", err)
	}
	if err := emit(e, e.Stdout, rep, func(w io.Writer) error { return odn.WriteFire(w, rep) }); err != nil {
		return fail(e, "fire", err)
	}
	return ExitOK
}

// parseTargetSpec reads QUALITY[%PERCENT][@HITS][/LEVEL][:mods], a unit
// whose Morale Tests a chained calculation follows.
func parseTargetSpec(spec string) (odn.ExchangeUnit, error) {
	u := odn.ExchangeUnit{Label: spec}
	head, mods, _ := strings.Cut(spec, ":")
	head, u.Level, _ = strings.Cut(head, "/")
	if q, h, found := strings.Cut(head, "@"); found {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 {
			return u, fmt.Errorf("%q: hits after @ must be a whole number 0 or more", spec)
		}
		head, u.Hits = q, n
	}
	if q, pct, found := strings.Cut(head, "%"); found {
		n, err := strconv.Atoi(pct)
		if err != nil || n < 1 || n > 100 {
			return u, fmt.Errorf("%q: strength after %% must be 1 to 100 percent", spec)
		}
		head, u.UnderstrengthPPM = q, int64(100-n)*10000
	}
	u.Quality = head
	uses, err := odn.ParseModifierUses(mods)
	if err != nil {
		return u, err
	}
	u.Modifiers = uses
	return u, nil
}

// parseCombatantSpec reads QUALITY[%PERCENT][@HITS][/LEVEL][:morale-mods]
// [+melee-mods], a unit in a Melee followed to its end.
func parseCombatantSpec(spec string) (odn.MeleeCombatant, error) {
	head, melee, _ := strings.Cut(spec, "+")
	u, err := parseTargetSpec(head)
	if err != nil {
		return odn.MeleeCombatant{}, err
	}
	u.Label = spec
	c := odn.MeleeCombatant{ExchangeUnit: u}
	if c.MeleeModifiers, err = odn.ParseModifierUses(melee); err != nil {
		return c, err
	}
	return c, nil
}

// parseMeleeSpec reads QUALITY[@ROWHITS][:mod,mod] or NUMBER[:mods].
func parseMeleeSpec(spec string) (odn.MeleeUnit, error) {
	var u odn.MeleeUnit
	head, mods, _ := strings.Cut(spec, ":")
	if q, h, found := strings.Cut(head, "@"); found {
		n, err := strconv.Atoi(h)
		if err != nil || n < 0 {
			return u, fmt.Errorf("%q: hits after @ must be a whole number 0 or more", spec)
		}
		head, u.RowHits = q, n
	}
	if n, err := strconv.Atoi(head); err == nil {
		if n < -20 || n > 20 {
			return u, fmt.Errorf("%q: a Melee Number must be -20 to 20", spec)
		}
		u.Number = &n
		u.Label = "Melee " + head
	} else {
		u.Quality = head
	}
	uses, err := odn.ParseModifierUses(mods)
	if err != nil {
		return u, err
	}
	u.Modifiers = uses
	return u, nil
}

func odnMelee(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "melee", "melee --attacker SPEC [--attacker SPEC ...] --defender SPEC [--vs MODS ...] [--shared-die]")
	var mmods []odn.Modifier
	if rs != nil {
		mmods = rs.Melee.Modifiers
	}
	var attackers, vs stringList
	fs.Var(&attackers, "attacker", "attacking unit QUALITY[@HITS_IN_ROW][:mod,mod] or MELEE_NUMBER[:mods]; repeat for each attacker")
	defender := fs.String("defender", "", "defending unit, same form as --attacker"+modHelp(mmods))
	fs.Var(&vs, "vs", "defender modifiers against the i-th attacker only (repeat in attacker order), e.g. squared-vs-cavalry")
	shared := fs.Bool("shared-die", false, "the defender rolls one d8 for all attacks (default: one per attack)")
	toEnd := fs.Bool("to-the-end", false, "follow the Melee round by round to its end, with the Morale Tests, leader loss and the Special result; "+
		"units are then QUALITY[%PERCENT][@HITS][/LEVEL][:morale-mods][+melee-mods], e.g. VT@1/blue:corps-attached+uphill")
	var artillery stringList
	fs.Var(&artillery, "artillery", "with --to-the-end: the N-th attacker (1 = first) is artillery, not an additional unit; repeat")
	var command stringList
	fs.Var(&command, "command", "with --to-the-end: WHO=UNIT, a unit outside the Melee under the command of the headquarters attached to WHO (defender or an attacker's number); "+
		"it takes a Morale Test if that headquarters is killed (4.05); UNIT is QUALITY[%PERCENT][@HITS][/LEVEL][:morale-mods]; repeat")
	var variable stringList
	fs.Var(&variable, "variable-quality", "with --to-the-end: WHO[:MODIFIER], the defender or the N-th attacker rolls its quality for the day at its first Morale Test (Variable unit abilities, p.14), with MODIFIER on the roll; repeat")
	dfKind := fs.String("defender-fire", "", "with --to-the-end: the defender fires at the first attacker as it charges (combined arms (a), p.6): small-arms, inherent or battalion")
	dfQuality := fs.String("fire-quality", "", "defender's fire: small arms quality (default: the defender's)")
	dfFormation := fs.String("fire-formation", "line", "defender's fire: small arms formation")
	dfNation := fs.String("fire-nation", "", "defender's fire: artillery nation")
	dfWeight := fs.String("fire-weight", "", "defender's fire: battalion weight")
	dfRange := fs.Float64("fire-range", -1, "defender's fire: battalion range in inches")
	dfToHit := fs.Int("fire-to-hit", 0, "defender's fire: override the To Hit Number")
	dfMods := fs.String("fire-mod", "", "defender's fire: fire modifier ids")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "melee", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	if len(attackers) == 0 || *defender == "" {
		return fail(e, "melee", errors.New("give at least one --attacker and a --defender"))
	}
	if len(vs) > len(attackers) {
		return fail(e, "melee", fmt.Errorf("%d --vs for %d attackers", len(vs), len(attackers)))
	}
	if !*toEnd && (*dfKind != "" || len(artillery) > 0 || len(variable) > 0 || len(command) > 0) {
		return fail(e, "melee", errors.New("--defender-fire, --artillery, --variable-quality and --command go with --to-the-end"))
	}
	if *toEnd {
		req := odn.MeleeRunRequest{SharedDefenderDie: *shared}
		d, err := parseCombatantSpec(*defender)
		if err != nil {
			return fail(e, "melee", err)
		}
		req.Defender = d
		for _, a := range attackers {
			u, err := parseCombatantSpec(a)
			if err != nil {
				return fail(e, "melee", err)
			}
			req.Attackers = append(req.Attackers, u)
		}
		for _, a := range artillery {
			i, err := strconv.Atoi(a)
			if err != nil || i < 1 || i > len(req.Attackers) {
				return fail(e, "melee", fmt.Errorf("--artillery %q: give an attacker's number, 1 to %d", a, len(req.Attackers)))
			}
			req.Attackers[i-1].Artillery = true
		}
		for _, v := range variable {
			who, mod, hasMod := strings.Cut(v, ":")
			n := 0
			if hasMod {
				if n, err = strconv.Atoi(mod); err != nil || n < -20 || n > 20 {
					return fail(e, "melee", fmt.Errorf("--variable-quality %q: the modifier after : must be a whole number -20 to 20", v))
				}
			}
			var u *odn.ExchangeUnit
			if who == "defender" {
				u = &req.Defender.ExchangeUnit
			} else if i, err := strconv.Atoi(who); err == nil && i >= 1 && i <= len(req.Attackers) {
				u = &req.Attackers[i-1].ExchangeUnit
			} else {
				return fail(e, "melee", fmt.Errorf("--variable-quality %q: give defender or an attacker's number, 1 to %d", v, len(req.Attackers)))
			}
			u.VariableQuality, u.VariableModifier = true, n
		}
		for _, c := range command {
			who, spec, found := strings.Cut(c, "=")
			of := 0
			if who != "defender" {
				i, err := strconv.Atoi(who)
				if err != nil || i < 1 || i > len(req.Attackers) {
					found = false
				}
				of = i
			}
			if !found {
				return fail(e, "melee", fmt.Errorf("--command %q: give WHO=UNIT, WHO the defender or an attacker's number 1 to %d", c, len(req.Attackers)))
			}
			u, err := parseTargetSpec(spec)
			if err != nil {
				return fail(e, "melee", err)
			}
			req.Command = append(req.Command, odn.CommandUnit{Of: of, Unit: u})
		}
		for _, v := range vs {
			uses, err := odn.ParseModifierUses(v)
			if err != nil {
				return fail(e, "melee", err)
			}
			req.DefenderVs = append(req.DefenderVs, uses)
		}
		if *dfKind != "" {
			uses, ok := modList(e, "melee", *dfMods)
			if !ok {
				return ExitBadInput
			}
			q := *dfQuality
			if q == "" {
				q = d.Quality
			}
			req.DefenderFire = &odn.FireRequest{Kind: *dfKind, Quality: q, Formation: *dfFormation, Nation: *dfNation,
				Weight: *dfWeight, RangeInches: *dfRange, ToHit: *dfToHit, Modifiers: uses}
		}
		rep, err := rs.ResolveMeleeRun(req)
		if err != nil {
			return fail(e, "melee", err)
		}
		if err := emit(e, e.Stdout, rep, func(w io.Writer) error { return odn.WriteMeleeRun(w, rep, rs.Morale.Levels) }); err != nil {
			return fail(e, "melee", err)
		}
		return ExitOK
	}
	req := odn.MeleeRequest{SharedDefenderDie: *shared}
	for _, a := range attackers {
		u, err := parseMeleeSpec(a)
		if err != nil {
			return fail(e, "melee", err)
		}
		req.Attackers = append(req.Attackers, u)
	}
	d, err := parseMeleeSpec(*defender)
	if err != nil {
		return fail(e, "melee", err)
	}
	req.Defender = d
	for _, v := range vs {
		uses, err := odn.ParseModifierUses(v)
		if err != nil {
			return fail(e, "melee", err)
		}
		req.DefenderVs = append(req.DefenderVs, uses)
	}
	rep, err := rs.ResolveMelee(req)
	if err != nil {
		return fail(e, "melee", err)
	}
	if err := emit(e, e.Stdout, rep, func(w io.Writer) error { return odn.WriteMelee(w, rep, rs.Melee.Results) }); err != nil {
		return fail(e, "melee", err)
	}
	return ExitOK
}

func odnMorale(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "morale", "morale (--quality Q [--percent P | --men M --type T] | --army FILE --unit NAME [--hq corps|army]) [--hits N] [--level L] [--mod LIST] [--rally]")
	var mmods []odn.Modifier
	if rs != nil {
		mmods = rs.Morale.Modifiers
	}
	quality := fs.String("quality", "", "the unit's starting quality (OG, GD, EL, VT, CN, MI)")
	percent := fs.Int("percent", 100, "strength in percent of full (understrength removes boxes)")
	men := fs.Int("men", 0, "strength in men (with --type)")
	utype := fs.String("type", "infantry", "unit type for --men")
	armyFile := fs.String("army", "", "take the unit from this army list")
	unit := fs.String("unit", "", "with --army: the unit's name")
	hq := fs.String("hq", "", "with --army: attached headquarters: none, corps or army (default: as the army list attaches it)")
	hits := fs.Int("hits", 0, "hits already checked off")
	level := fs.String("level", "firm", "current morale level (green, firm, blue, yellow, red)")
	mods := fs.String("mod", "", "Morale Test modifier ids, comma separated"+modHelp(mmods))
	extra := fs.Int("extra", 0, "any further modifier to each test")
	rally := fs.Bool("rally", false, "Rally Phase test: a first pass moves the unit up one level")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "morale", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	uses, ok := modList(e, "morale", *mods)
	if !ok {
		return ExitBadInput
	}
	var ladder odn.Ladder
	var attached *odn.AttachedHeadquarters
	if *armyFile != "" {
		a, _, code := loadArmy(e, rs, *armyFile, e.Stderr)
		if a == nil {
			return code
		}
		cu, found := a.Unit(*unit)
		if !found {
			return fail(e, "morale", fmt.Errorf("no unit %q in %s", *unit, *armyFile))
		}
		ru, err := rs.RosterFor(a, cu)
		if err != nil {
			return fail(e, "morale", err)
		}
		ladder = ru.Ladder
		if *hq == "" {
			attached, err = a.ListedHeadquarters(cu)
		} else {
			attached, err = a.AttachHeadquarters(cu, *hq)
		}
		var levelErr *odn.HQLevelError
		switch {
		case errors.Is(err, odn.ErrNoArmyHeadquarters):
			return fail(e, "morale", fmt.Errorf("%s has no army headquarters", *armyFile))
		case errors.As(err, &levelErr):
			return fail(e, "morale", fmt.Errorf("--hq must be none, corps or army (got %q)", *hq))
		case err != nil:
			return fail(e, "morale", err)
		}
	} else {
		if *quality == "" {
			return fail(e, "morale", errors.New("give --quality (or --army and --unit)"))
		}
		m := *men
		if m < 0 {
			m = 0
		}
		var err error
		ladder, err = rs.UnitLadder(*quality, *utype, m, *percent)
		var strength *odn.StrengthError
		switch {
		case errors.As(err, &strength) && strength.Men > 0:
			return fail(e, "morale", fmt.Errorf("--men must be 1 to the full strength of a %s (%d); use --percent otherwise", *utype, strength.Full))
		case errors.As(err, &strength):
			return fail(e, "morale", fmt.Errorf("--percent must be 1 to 100 (got %d)", *percent))
		case err != nil:
			return fail(e, "morale", err)
		}
	}
	if *hits < 0 || *hits >= ladder.TotalBoxes() {
		return fail(e, "morale", fmt.Errorf("--hits must be 0 to %d for this unit (got %d)", ladder.TotalBoxes()-1, *hits))
	}
	req := odn.MoraleRequest{Ladder: ladder, Hits: *hits, Level: *level, Modifiers: uses, Extra: *extra, Rally: *rally}
	req.AttachHeadquarters(attached, "--hq", "--extra")
	rep, err := rs.ResolveMorale(req)
	if err != nil {
		return fail(e, "morale", err)
	}
	if err := emit(e, e.Stdout, rep, func(w io.Writer) error { return odn.WriteMorale(w, rep) }); err != nil {
		return fail(e, "morale", err)
	}
	return ExitOK
}

func odnLeader(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "leader", "leader --hits N [--levels N]")
	hits := fs.Int("hits", 0, "hits suffered by the unit with the headquarters attached (0-100)")
	levels := fs.Int("levels", 0, "automatic Morale Level losses in Melee (0-20)")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "leader", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	r, err := rs.LeaderLossOdds(*hits, *levels)
	if err != nil {
		return fail(e, "leader", err)
	}
	if err := emit(e, e.Stdout, r, func(w io.Writer) error { return odn.WriteLeaderLoss(w, r) }); err != nil {
		return fail(e, "leader", err)
	}
	return ExitOK
}

func odnVariable(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "variable", "variable --quality Q [--nation N] [--trait T] [--modifier N]")
	quality := fs.String("quality", "", "the unit's starting quality (OG uses the Guard column)")
	nation := fs.String("nation", "", "nation, for the national modifiers")
	var traits stringList
	fs.Var(&traits, "trait", "unit trait for national modifiers (grenadiers, landwehr); repeatable")
	mod := fs.Int("modifier", 0, "any further modifier to the roll")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "variable", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	if *quality == "" {
		return fail(e, "variable", fmt.Errorf("give --quality (%s)", strings.Join(rs.QualityCodes(), ", ")))
	}
	if *nation != "" && rs.Nation(*nation) == nil {
		return fail(e, "variable", fmt.Errorf("unknown nation %q; accepted: %s", *nation, strings.Join(rs.NationIDs(), ", ")))
	}
	q := rs.Quality(*quality)
	code2 := *quality
	if q != nil {
		code2 = q.Code
	}
	nm, applied := rs.NationalVariableModifier(*nation, code2, traits)
	r, err := rs.VariableQualityOdds(*quality, nm+*mod)
	if err != nil {
		return fail(e, "variable", err)
	}
	r.Applied = applied
	if err := emit(e, e.Stdout, r, func(w io.Writer) error { return odn.WriteVariableQuality(w, r) }); err != nil {
		return fail(e, "variable", err)
	}
	return ExitOK
}

func odnReveal(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "reveal", "reveal [--mod woods,range-6-10]")
	var rmods []odn.Modifier
	if rs != nil {
		rmods = rs.Reveal.Modifiers
	}
	mods := fs.String("mod", "", "reveal modifier ids, comma separated"+modHelp(rmods))
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "reveal", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	uses, ok := modList(e, "reveal", *mods)
	if !ok {
		return ExitBadInput
	}
	r, err := rs.RevealOdds(uses)
	if err != nil {
		return fail(e, "reveal", err)
	}
	if err := emit(e, e.Stdout, r, func(w io.Writer) error { return odn.WriteReveal(w, r) }); err != nil {
		return fail(e, "reveal", err)
	}
	return ExitOK
}

func odnSappers(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "sappers", "sappers --task bridge|pontoon [--sappers N] [--turns N]")
	task := fs.String("task", "bridge", "bridge (destroy or repair) or pontoon (place)")
	n := fs.Int("sappers", 1, "sapper bases rolling separately (1-10)")
	turns := fs.Int("turns", 6, "turns to show (1-20)")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "sappers", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	r, err := rs.SapperOddsFor(*task, *n, *turns)
	if err != nil {
		return fail(e, "sappers", err)
	}
	if err := emit(e, e.Stdout, r, func(w io.Writer) error { return odn.WriteSappers(w, r) }); err != nil {
		return fail(e, "sappers", err)
	}
	return ExitOK
}

func odnNotes(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "notes", "notes [--ruleset FILE]")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "notes", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	if err := emit(e, e.Stdout, rs.Notes, func(w io.Writer) error { return odn.WriteNotes(w, rs) }); err != nil {
		return fail(e, "notes", err)
	}
	return ExitOK
}

func odnTables(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "tables", "tables [--ruleset FILE]")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "tables", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	if err := emit(e, e.Stdout, rs, func(w io.Writer) error { return odn.WriteTables(w, rs) }); err != nil {
		return fail(e, "tables", err)
	}
	return ExitOK
}

// odnValidateJSON prints the validation of an army list as JSON: its
// findings, counts and, when it has no errors, its size.
func odnValidateJSON(e Env, rs *odn.Ruleset, file string) int {
	type report struct {
		File     string       `json:"file"`
		Ruleset  string       `json:"ruleset"`
		Error    string       `json:"load_error,omitempty"`
		Findings odn.Findings `json:"findings"`
		Errors   int          `json:"errors"`
		Warnings int          `json:"warnings"`
		Corps    int          `json:"corps,omitempty"`
		Units    int          `json:"units,omitempty"`
	}
	r := report{File: file, Ruleset: rs.Stamp(), Findings: odn.Findings{}}
	code := ExitOK
	data, name, err := ExportArmyBytes(file)
	var a *odn.Army
	if err == nil {
		var fs odn.Findings
		a, fs, err = odn.ParseArmy(name, data, rs)
		if fs != nil {
			r.Findings = fs
		}
	}
	if err != nil {
		r.Error, code = err.Error(), ExitBadInput
	}
	for _, f := range r.Findings {
		if f.Severity == odn.Error {
			r.Errors++
		} else {
			r.Warnings++
		}
	}
	if code == ExitOK && r.Errors > 0 {
		code = ExitFindings
	}
	if a != nil && r.Errors == 0 {
		r.Corps, r.Units = len(a.Corps), len(a.Units())
	}
	if err := WriteJSON(e.Stdout, r); err != nil {
		return fail(e, "validate", err)
	}
	return code
}

// odnReadings lists the open readings of the rules and the answers chosen.
func odnReadings(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "readings", "readings [--reading ID=VALUE ...]: the open questions of the rules and their answers (* chosen)")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "readings", fmt.Errorf("unexpected argument %q", pos[0]))
	}
	type reading struct {
		odn.Reading
		Chosen string `json:"chosen"`
	}
	var data []reading
	for _, r := range odn.Readings {
		data = append(data, reading{r, rs.Reading(r.ID)})
	}
	if err := emit(e, e.Stdout, data, func(w io.Writer) error { return odn.WriteReadingList(w, rs.ReadingSet()) }); err != nil {
		return fail(e, "readings", err)
	}
	return ExitOK
}
