package atomicfile

import (
	"bytes"
	"errors"
	"fmt"
	"io"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
)

// OutputError is why CheckOutput refuses a path.
type OutputError struct {
	Path   string // the output path as given
	Input  string // the input it would replace, when it is one
	Reason string
	Hint   string
}

func (e *OutputError) Error() string {
	return fmt.Sprintf("%s: %s; %s", e.Path, e.Reason, e.Hint)
}

// dataFileRE matches the format line of the files a user writes by hand:
// scenarios, chart sets, ODN army lists and rulesets.
var dataFileRE = regexp.MustCompile(`(?m)^format:[ \t]*["']?(adc-[a-z-]+(/[0-9]+)?|odn-[a-z-]+(/[0-9]+)?)["']?[ \t]*(#.*)?\r?$`)

// sniffSize is how much of an existing file CheckOutput reads to tell a
// data file from an earlier output: the format line comes first in every
// file this program writes, after at most a comment block.
const sniffSize = 64 << 10

// CheckOutput says whether a command that reads inputs may write out. It
// refuses, with an *OutputError:
//
//   - an output that is one of the inputs: the paths are compared once
//     made absolute with every symbolic link resolved, and as files (a hard
//     link to an input is the input);
//   - an existing YAML data file (a .yaml or .yml name, or a file whose
//     format line names a scenario, chart set, army list or ruleset) when
//     the command writes another format: writes names that format ("PNG
//     image", "spreadsheet"); an empty writes means the command writes YAML
//     itself and may replace such a file (atomically, keeping a .bak);
//   - when the command writes another format: an output named .yaml or
//     .yml, new or not, and an existing file whose name is not that of
//     the format written (kindExts: a spreadsheet replaces only a .xlsx);
//   - an output that is a directory.
//
// "" and "-" (standard output) are always accepted. Inputs that are not
// files (bundled ids) are ignored. The hints name -o as the flag to change;
// CheckOutputFlag names another.
func CheckOutput(out, writes string, inputs ...string) error {
	return CheckOutputFlag("-o", out, writes, inputs...)
}

// CheckOutputFlag is CheckOutput for an output given by the flag named flag
// ("--json"), which its hints name as the one to change.
func CheckOutputFlag(flag, out, writes string, inputs ...string) error {
	if out == "" || out == "-" {
		return nil
	}
	outAbs := resolve(out)
	outSt, outErr := os.Stat(out)
	if outErr == nil && outSt.IsDir() {
		return &OutputError{Path: out, Reason: "is a directory", Hint: "name a file to write"}
	}
	if outErr != nil {
		dir := filepath.Dir(out)
		if st, err := os.Stat(dir); err != nil || !st.IsDir() {
			return &OutputError{Path: out, Reason: "is in " + dir + ", which is not an existing folder",
				Hint: "create the folder first, or name a file in an existing one"}
		}
	}
	for _, in := range inputs {
		if in == "" || in == "-" {
			continue
		}
		inSt, err := os.Stat(in)
		if err != nil {
			continue
		}
		if resolve(in) == outAbs || (outErr == nil && os.SameFile(inSt, outSt)) {
			return &OutputError{Path: out, Input: in, Reason: "is the input " + in,
				Hint: "writing there would replace it; choose another output file with " + flag}
		}
	}
	if outErr == nil && !outSt.Mode().IsRegular() || isStreamPath(out) {
		return nil // a stream (FIFO, device, /dev/stdout): written, never replaced nor read
	}
	if writes == "" {
		return nil
	}
	if outErr == nil {
		if kind := dataFileKind(out); kind != "" {
			return &OutputError{Path: out, Reason: "is " + kind + ", not a " + writes,
				Hint: "writing the " + writes + " there would replace it; choose another output file with " + flag + ", or move the file away first"}
		}
	}
	ext := strings.ToLower(filepath.Ext(out))
	if ext == ".yaml" || ext == ".yml" {
		return &OutputError{Path: out, Reason: "is named like a YAML data file (" + ext + "), not a " + writes,
			Hint: "scenarios, chart sets and army lists are named so; " + outputName(out, writes)}
	}
	if exts := kindExts[writes]; outErr == nil && exts != nil && !slices.Contains(exts, ext) {
		return &OutputError{Path: out, Reason: "is an existing file that is not a " + writes + " (a " + writes + " is named " + strings.Join(exts, " or ") + ")",
			Hint: "writing the " + writes + " there would replace it; " + outputName(out, writes) + ", or move the file away first"}
	}
	return nil
}

// kindExts are the names an output of each kind has: an existing file with
// another name is not replaced by one (a .txt by a spreadsheet).
var kindExts = map[string][]string{
	"spreadsheet":   {".xlsx"},
	"VASSAL module": {".vmod"},
}

// outputName suggests a name for an output of kind writes in place of out.
func outputName(out, writes string) string {
	exts := kindExts[writes]
	if exts == nil {
		return "give the " + writes + " another name"
	}
	return "name the " + writes + " " + strings.TrimSuffix(out, filepath.Ext(out)) + exts[0]
}

// resolve returns the absolute path with symbolic links resolved as far as
// the path exists.
func resolve(p string) string {
	abs, err := filepath.Abs(p)
	if err != nil {
		return filepath.Clean(p)
	}
	if r, err := filepath.EvalSymlinks(abs); err == nil {
		return r
	}
	// A new file: resolve its directory.
	dir, base := filepath.Split(abs)
	if r, err := filepath.EvalSymlinks(dir); err == nil {
		return filepath.Join(r, base)
	}
	return abs
}

// dataFileKind returns a description of the existing file at p when it is
// a YAML data file, or "".
func dataFileKind(p string) string {
	f, err := os.Open(p)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, sniffSize)
	n, err := io.ReadFull(f, head)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return ""
	}
	head = head[:n]
	if m := dataFileRE.FindSubmatch(head); m != nil {
		return fmt.Sprintf("a data file (format: %s)", m[1])
	}
	ext := strings.ToLower(filepath.Ext(p))
	if (ext == ".yaml" || ext == ".yml") && !bytes.HasPrefix(head, []byte("PK\x03\x04")) && !bytes.HasPrefix(head, []byte("\x89PNG")) {
		return "a YAML file"
	}
	return ""
}

// FormatOf returns the format tag of a YAML data file's bytes (the value of
// its format line, e.g. "adc-odn-army/1"), or "" when there is none in the
// first 64 KiB. Editors use it to tell a scenario from an army list.
func FormatOf(data []byte) string {
	if len(data) > sniffSize {
		data = data[:sniffSize]
	}
	if m := dataFileRE.FindSubmatch(data); m != nil {
		return string(m[1])
	}
	return ""
}

// FileFormat is FormatOf on the start of the file at path ("" when it
// cannot be read).
func FileFormat(path string) string {
	f, err := os.Open(path)
	if err != nil {
		return ""
	}
	defer f.Close()
	head := make([]byte, sniffSize)
	n, _ := io.ReadFull(f, head)
	return FormatOf(head[:n])
}
