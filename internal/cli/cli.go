// Package cli implements the adc command line: a table of subcommands, each
// registered from its own file, so that cmd/adc stays a few lines long.
//
//	code := cli.Run([]string{"validate", "bussaco20.yaml"}, os.Stdin, os.Stdout, os.Stderr)
package cli

import (
	"fmt"
	"io"
	"os"
	"runtime/debug"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/internal/editdist"
)

// Exit statuses shared by every command.
const (
	ExitOK       = 0 // success, or validation found no errors
	ExitFindings = 1 // the input was read but has errors
	ExitBadInput = 2 // the input could not be read or parsed, or the command line is wrong
)

// Env is what a command may touch: its arguments and standard streams.
type Env struct {
	Args   []string // arguments after the command name
	Stdin  io.Reader
	Stdout io.Writer
	Stderr io.Writer

	format string // "json" when a command's --format json asks for data, not text
}

// Command is one subcommand of adc.
type Command struct {
	Name    string          // as typed, e.g. "validate" or "odn"
	Summary string          // one line for `adc --help`
	Usage   string          // full help text for `adc help NAME` / `adc NAME --help`
	Run     func(e Env) int // returns the exit status

	// Published marks a command whose work package publish does
	// (provide.go): Run is then left nil.
	Published bool
}

var commands = make(map[string]*Command, 32) // room for every command: no growing at start-up

// Register adds a command to the table; it panics on a duplicate name, which
// is a programming error caught by every test run.
func Register(c *Command) {
	if _, dup := commands[c.Name]; dup {
		panic("cli: command registered twice: " + c.Name)
	}
	commands[c.Name] = c
}

// Run dispatches args[0] to its command and returns the process exit status.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || args[0] == "-h" || args[0] == "--help" || args[0] == "help" && len(args) == 1 {
		writeHelp(stdout)
		if len(args) == 0 {
			return ExitBadInput
		}
		return ExitOK
	}
	if args[0] == "help" {
		c, ok := commands[args[1]]
		if !ok {
			fmt.Fprintf(stderr, "adc: unknown command %q; run 'adc --help' for the list\n", args[1])
			return ExitBadInput
		}
		fmt.Fprintln(stdout, strings.TrimSpace(c.Usage))
		return ExitOK
	}
	c, ok := commands[args[0]]
	if !ok {
		fmt.Fprintf(stderr, "adc: unknown command %q%s; run 'adc --help' for the list\n", args[0], suggest(args[0]))
		return ExitBadInput
	}
	applyRuntimeLimits()
	e := Env{Args: args[1:], Stdin: stdin, Stdout: stdout, Stderr: stderr}
	if c.Published {
		return runPublished(c, e)
	}
	return c.Run(e)
}

// writeHelp writes adc's help, the commands in name order, in one write.
func writeHelp(w io.Writer) {
	names := make([]string, 0, len(commands))
	for n := range commands {
		names = append(names, n)
	}
	slices.Sort(names)
	b := make([]byte, 0, 4096)
	b = append(b, "adc: Aide-de-Camp, the Napoleonic 20 scenario and One Day Napoleonics toolkit\n"+
		"\nUsage: adc COMMAND [ARGUMENTS]\n\nCommands:\n"...)
	for _, n := range names {
		b = append(b, "  "...)
		b = append(b, n...)
		for i := len(n); i < 10; i++ {
			b = append(b, ' ')
		}
		b = append(b, ' ')
		b = append(b, commands[n].Summary...)
		b = append(b, '\n')
	}
	b = append(b, "\nRun 'adc help COMMAND' or 'adc COMMAND --help' for a command's options.\n"...)
	w.Write(b)
}

// suggest returns ` (did you mean "x"?)` for the closest command name, or "".
func suggest(name string) string {
	best, bestD := "", 3
	for n := range commands {
		if d := editdist.Levenshtein(name, n); d < bestD {
			best, bestD = n, d
		}
	}
	if best == "" {
		return ""
	}
	return fmt.Sprintf(" (did you mean %q?)", best)
}

// HelpRequested reports whether args ask for a command's help.
func HelpRequested(args []string) bool {
	for _, a := range args {
		if a == "-h" || a == "--help" || a == "-help" {
			return true
		}
	}
	return false
}

// SetRuntimeLimits sets the garbage collector for one command's short run
// over one input: collect when the heap has grown fivefold, not twofold
// (a fifth less CPU to validate a 1 MB scenario; the readers' memory
// budget bounds the heap), and, unless GOMEMLIMIT says otherwise, a soft
// limit of 1 GiB that makes the collector work harder as the heap nears
// it (a 999x999 map's engine tables). adc calls it first;
// the settings take effect when Run starts a command, so that help and
// mistyped commands do not pay for reading the environment.
func SetRuntimeLimits() {
	ownProcess = true
}

// ownProcess is set by SetRuntimeLimits: the command runs in a process of
// its own, whose collector it may tune (tests calling Run leave it alone).
var ownProcess bool

// applyRuntimeLimits makes SetRuntimeLimits' settings, once Run has found
// the command to run.
func applyRuntimeLimits() {
	if !ownProcess {
		return
	}
	debug.SetGCPercent(400)
	if os.Getenv("GOMEMLIMIT") == "" {
		debug.SetMemoryLimit(1 << 30)
	}
}

// collectForInputs calls collectForInput with the size of the largest of
// paths.
func collectForInputs(paths []string) {
	var largest int64
	for _, p := range paths {
		if st, err := os.Stat(p); err == nil && st.Size() > largest {
			largest = st.Size()
		}
	}
	collectForInput(largest)
}

// collectForInput lets the heap of a command that reads one input of size
// bytes (the largest, for several) grow to about 24 bytes per input byte
// before the first collection: loading and validating a scenario
// allocates about 18 bytes per byte, so a whole adc validate of a 1 MB
// file then runs without collecting at all (a third of its instructions
// were the collector marking the YAML tree it still holds). Later goals
// grow in proportion (at most 21 times the live heap) and the 1 GiB soft
// limit of SetRuntimeLimits still holds; below 700 kB nothing changes.
func collectForInput(size int64) {
	if !ownProcess {
		return
	}
	const perByte, minimumHeap = 24, 4 << 20 // the runtime's first goal is minimumHeap * GOGC / 100
	if pct := size * perByte * 100 / minimumHeap; pct > 400 {
		debug.SetGCPercent(int(min(pct, 2000)))
	}
}
