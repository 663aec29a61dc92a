package cli

import (
	"bytes"
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/internal/bounded"
	"go.yaml.in/yaml/v3"
)

// fmtCommand is adc fmt.
var fmtCommand = Command{
	Name:    "fmt",
	Summary: "rewrite scenario files in canonical form (atomically, keeping NAME.bak)",
	Usage: `Usage: adc fmt [--check] [--drop-comments] FILE...

Rewrites each scenario file in the canonical format: fixed key order, two-
space indent, terrain sorted by hex, no line wrapping, so that diffs show
only real changes. The write is atomic and the previous version is kept as
FILE.bak. Files already canonical are left untouched.

The canonical format has no comments (use the notes: fields). A file with
comments is not rewritten unless --drop-comments is given; the editor's
schema line on top ("# yaml-language-server: $schema=...", see adc schema
--help) is no comment of the scenario and is kept.

Options:
  --check          only report files that are not canonical (exit 1)
  --drop-comments  rewrite files even though their comments are lost

Exit status: 0 when all files are (now) canonical, 1 with --check when a
file is not, 2 when a file cannot be read, parsed or written.`,
	Run: runFmt,
}

func init() { Register(&fmtCommand) }

func runFmt(e Env) int {
	fs := flag.NewFlagSet("fmt", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	check := fs.Bool("check", false, "only report files that are not canonical")
	drop := fs.Bool("drop-comments", false, "rewrite files that have comments")
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["fmt"].Usage) }
	if err := fs.Parse(flagsFirst(e.Args)); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if fs.NArg() == 0 {
		fmt.Fprintln(e.Stderr, "adc fmt: name at least one scenario file; see 'adc help fmt'")
		return ExitBadInput
	}
	code := ExitOK
	for _, path := range fs.Args() {
		d, err := scenario.LoadFile(path)
		if err != nil {
			fmt.Fprintln(e.Stderr, err)
			code = ExitBadInput
			continue
		}
		old, err := bounded.ReadFile(path, bounded.MaxInput)
		if err != nil {
			fmt.Fprintln(e.Stderr, err)
			code = ExitBadInput
			continue
		}
		canon, err := scenario.Marshal(d.Scenario)
		if err != nil {
			fmt.Fprintf(e.Stderr, "%s: %v\n", path, err)
			code = ExitBadInput
			continue
		}
		// The editor's schema line (adc schema --help) stays on top.
		directives, body := splitDirectives(old)
		canon = append(directives, canon...)
		if bytes.Equal(old, canon) {
			continue
		}
		if *check {
			fmt.Fprintf(e.Stdout, "%s: not in canonical form (run adc fmt %s)\n", path, path)
			if code == ExitOK {
				code = ExitFindings
			}
			continue
		}
		if line := CommentLine(body); line > 0 && !*drop {
			fmt.Fprintf(e.Stderr, "%s:%d:1: has comments, which the canonical form does not keep; move them into notes: fields, or run adc fmt --drop-comments\n", path, line)
			code = ExitBadInput
			continue
		}
		if err := scenario.WriteFileAtomic(path, canon); err != nil {
			fmt.Fprintln(e.Stderr, err)
			code = ExitBadInput
			continue
		}
		fmt.Fprintf(e.Stdout, "%s: rewritten (previous version in %s.bak)\n", path, path)
	}
	return code
}

// splitDirectives splits off the leading comment lines that tell an editor
// which schema to use ("# yaml-language-server: $schema=..."), which the
// canonical form keeps, from the rest of data; the rest keeps its line
// numbers (the directives become blank lines).
func splitDirectives(data []byte) (directives, rest []byte) {
	rest = data
	var n int
	for {
		line, after, found := bytes.Cut(rest, []byte("\n"))
		if !bytes.HasPrefix(bytes.TrimSpace(line), []byte("# yaml-language-server:")) {
			break
		}
		directives = append(directives, bytes.TrimRight(line, "\r")...)
		directives = append(directives, '\n')
		n++
		if !found {
			rest = nil
			break
		}
		rest = after
	}
	return directives, append(bytes.Repeat([]byte("\n"), n), rest...)
}

// CommentLine returns the line of the first YAML comment in data, or 0.
func CommentLine(data []byte) int {
	var root yaml.Node
	if yaml.Unmarshal(data, &root) != nil {
		return 0
	}
	line := 0
	var walk func(n *yaml.Node)
	walk = func(n *yaml.Node) {
		if line > 0 || n == nil {
			return
		}
		if n.HeadComment != "" || n.LineComment != "" || n.FootComment != "" {
			line = n.Line
			return
		}
		for _, c := range n.Content {
			walk(c)
		}
	}
	walk(&root)
	return line
}
