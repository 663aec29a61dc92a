package cli

import (
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/odn"
	"github.com/aide-de-camp/adc/templates"
)

// newCommand is adc new.
var newCommand = Command{
	Name:    "new",
	Summary: "create a blank scenario (11x17 or 17x22 inch map) or army list",
	Usage: `Usage: adc new [scenario] --size 11x17|17x22 [--id ID] [--title TITLE] [--force] -o FILE
       adc new army [--nation NATION] [--title ARMY] [--force] -o FILE

Writes a blank scenario from the series template for the printed map size:
the hex grid (11x17: 23x14 hexes; 17x22: 30x20 hexes, numbered 0101 from
the north-west, even columns shifted), the two sides, turn 1 and the
n20-wallachia20 chart set. Adjust the grid to the printed map, then fill
in terrain, units, turns and cards; adc validate lists what is missing.

Options:
  --size 11x17|17x22  printed map size in inches (required)
  --id ID             scenario id (default: the file name)
  --title TITLE       scenario title
  -o FILE             output file ("-" for standard output)
  --force             overwrite an existing file (kept as FILE.bak)

adc new army writes a One Day Napoleonics army list with one example corps
(a division, a cavalry brigade, a battalion of guns) that adc odn validate
accepts; replace them with yours.
  --nation NATION     the army's nation, a ruleset nation id (default france)
  --title ARMY        the army's name (default: from the file name)

Examples:
  $ adc new --size 17x22 --id austerlitz20 -o austerlitz20.yaml
  $ adc new army --nation russia --title "Bagration's Second Army" -o second-army.yaml`,
	Run: runNew,
}

func init() { Register(&newCommand) }

var nonID = regexp.MustCompile(`[^A-Za-z0-9_.-]+`)

func runNew(e Env) int {
	if len(e.Args) > 0 && e.Args[0] == "army" {
		return runNewArmy(Env{Args: e.Args[1:], Stdin: e.Stdin, Stdout: e.Stdout, Stderr: e.Stderr})
	}
	if len(e.Args) > 0 && e.Args[0] == "scenario" {
		e.Args = e.Args[1:]
	}
	fs := flag.NewFlagSet("new", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	size := fs.String("size", "", "printed map size: 11x17 or 17x22")
	id := fs.String("id", "", "scenario id")
	title := fs.String("title", "", "scenario title")
	out := fs.String("o", "", "output file")
	force := fs.Bool("force", false, "overwrite an existing file")
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["new"].Usage) }
	if err := fs.Parse(flagsFirst(e.Args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(e.Stderr, "adc new: unexpected argument %q; write the output file with -o\n", fs.Arg(0))
		return ExitBadInput
	}
	if *out == "" {
		fmt.Fprintln(e.Stderr, "adc new: name the output file with -o FILE (or -o - for standard output)")
		return ExitBadInput
	}
	data, err := templates.NewScenario(*size)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc new: --size must be 11x17 or 17x22, not %q\n", *size)
		return ExitBadInput
	}
	s, err := scenario.Parse(data, "template "+*size)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc new: %v\n", err)
		return ExitBadInput
	}
	if *id == "" && *out != "-" {
		base := (*out)[strings.LastIndexAny(*out, `/\`)+1:]
		base = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
		*id = strings.Trim(nonID.ReplaceAllString(strings.ToLower(base), "-"), "-.")
	}
	if *id != "" {
		if err := scenario.CheckFileID("--id", *id); err != nil {
			fmt.Fprintf(e.Stderr, "adc new: %v\n", err)
			return ExitBadInput
		}
		s.ID = *id
	}
	if *title != "" {
		s.Title = *title
	}
	canon, err := scenario.Marshal(s)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc new: %v\n", err)
		return ExitBadInput
	}
	if *out == "-" {
		e.Stdout.Write(canon)
		return ExitOK
	}
	if code := checkNewOutput(e, "adc new", *out, "scenario", "adc-scenario", *force); code != ExitOK {
		return code
	}
	if code := WriteOutput(e, "adc new", *out, "", canon); code != ExitOK {
		return code
	}
	fmt.Fprintf(e.Stdout, "%s: new %s scenario %q; run adc validate %s to see what to fill in\n", *out, *size, s.ID, *out)
	return ExitOK
}

// runNewArmy writes a new One Day Napoleonics army list from the template.
func runNewArmy(e Env) int {
	fs := flag.NewFlagSet("new army", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	nation := fs.String("nation", "france", "the army's nation")
	title := fs.String("title", "", "the army's name")
	out := fs.String("o", "", "output file")
	force := fs.Bool("force", false, "overwrite an existing file")
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["new"].Usage) }
	if err := fs.Parse(flagsFirst(e.Args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if fs.NArg() != 0 {
		fmt.Fprintf(e.Stderr, "adc new army: unexpected argument %q; write the output file with -o\n", fs.Arg(0))
		return ExitBadInput
	}
	if *out == "" {
		fmt.Fprintln(e.Stderr, "adc new army: name the output file with -o FILE (or -o - for standard output)")
		return ExitBadInput
	}
	rs, err := odn.LoadRulesetFS(templates.ODN, odn.DefaultRulesetFile)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc new army: %v\n", err)
		return ExitBadInput
	}
	if rs.Nation(*nation) == nil {
		fmt.Fprintf(e.Stderr, "adc new army: unknown nation %q (known: %s)\n", *nation, strings.Join(rs.NationIDs(), ", "))
		return ExitBadInput
	}
	if *title == "" {
		base := (*out)[strings.LastIndexAny(*out, `/\`)+1:]
		*title = strings.TrimSuffix(strings.TrimSuffix(base, ".yaml"), ".yml")
		if *title == "-" || *title == "" {
			*title = "New army"
		}
	}
	data, err := templates.NewArmy(*title, *nation)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc new army: %v\n", err)
		return ExitBadInput
	}
	// The template must give a list the loader accepts as it stands.
	if _, fs, err := odn.ParseArmy(*out, data, rs); err != nil || fs.HasErrors() {
		fmt.Fprintf(e.Stderr, "adc new army: the new list does not validate: %v %v\n", err, fs)
		return ExitBadInput
	}
	if *out == "-" {
		e.Stdout.Write(data)
		return ExitOK
	}
	if code := checkNewOutput(e, "adc new army", *out, "army list", "adc-odn-army", *force); code != ExitOK {
		return code
	}
	if code := WriteOutput(e, "adc new army", *out, "", data); code != ExitOK {
		return code
	}
	fmt.Fprintf(e.Stdout, "%s: new %s army list %q; edit its corps and units, then run adc odn validate %s\n", *out, *nation, *title, *out)
	return ExitOK
}

// checkNewOutput refuses an output of adc new that is not a YAML name
// (a scenario or army list written as FILE.xlsx would be read as neither),
// an existing file without --force, and, even with --force, an existing
// file that is not of the kind written (a scenario never replaces an army
// list, a text or a spreadsheet). kind is "scenario" or "army list",
// format the format line's value that kind starts with.
func checkNewOutput(e Env, cmd, out, kind, format string, force bool) int {
	if ext := strings.ToLower(filepath.Ext(out)); ext != ".yaml" && ext != ".yml" {
		fmt.Fprintf(e.Stderr, "%s: refusing to write %s: a new %s is a YAML file; name it %s.yaml\n", cmd, out, kind, strings.TrimSuffix(out, filepath.Ext(out)))
		return ExitBadInput
	}
	if _, err := os.Stat(out); err != nil {
		return ExitOK
	}
	if !force {
		fmt.Fprintf(e.Stderr, "%s: %s exists; use --force to replace it (the old file is kept as %s.bak)\n", cmd, out, out)
		return ExitBadInput
	}
	if have := atomicfile.FileFormat(out); !strings.HasPrefix(have, format) {
		what := "is not a data file"
		if have != "" {
			what = "is another kind of file (format: " + have + ")"
		}
		article := "a "
		if strings.IndexByte("aeiou", kind[0]) >= 0 {
			article = "an "
		}
		fmt.Fprintf(e.Stderr, "%s: refusing to replace %s: it %s, not %s; --force replaces only %s; choose another file with -o\n", cmd, out, what, article+kind, article+kind)
		return ExitBadInput
	}
	return ExitOK
}
