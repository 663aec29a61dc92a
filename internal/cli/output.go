package cli

import (
	"encoding/json"
	"fmt"
	"io"

	"github.com/aide-de-camp/adc/internal/atomicfile"
)

// WriteOutput writes data to out for the command named cmd: "-" is
// standard output; any other path is first checked by
// atomicfile.CheckOutput (never an input, never a data file replaced by
// another format) and then written atomically with the previous version
// kept as .bak. writes names the output's format ("" for YAML).
func WriteOutput(e Env, cmd, out, writes string, data []byte, inputs ...string) int {
	if out == "-" {
		if _, err := e.Stdout.Write(data); err != nil {
			fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
			return ExitBadInput
		}
		return ExitOK
	}
	if err := atomicfile.CheckOutput(out, writes, inputs...); err != nil {
		fmt.Fprintf(e.Stderr, "%s: refusing to write %v\n", cmd, err)
		return ExitBadInput
	}
	if err := atomicfile.Write(out, data, atomicfile.KeepBackup); err != nil {
		fmt.Fprintf(e.Stderr, "%s: %v\n", cmd, err)
		return ExitBadInput
	}
	return ExitOK
}

// emit writes v as indented JSON when e asks for --format json, and calls
// text with w otherwise.
func emit(e Env, w io.Writer, v any, text func(io.Writer) error) error {
	if e.format == "json" {
		return WriteJSON(w, v)
	}
	return text(w)
}

// WriteJSON writes v as indented JSON, with a final newline.
func WriteJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// ParseFormat checks a --format value: text (the default) or json.
func ParseFormat(e Env, cmd, v string) (string, bool) {
	switch v {
	case "", "text":
		return "text", true
	case "json":
		return "json", true
	}
	fmt.Fprintf(e.Stderr, "%s: --format must be text or json, not %q\n", cmd, v)
	return "", false
}
