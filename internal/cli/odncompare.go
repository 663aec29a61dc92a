package cli

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"math/big"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/export/xlsx"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/odn"
)

// odnCompare evaluates two or more options side by side: each is an
// adc odn fire --target ... or adc odn melee --to-the-end ... command, and
// the comparison gives where the enemy (the target, or the defender) ends
// under each, with exact fractions and a chart.
func odnCompare(e Env, rs *odn.Ruleset, args []string) int {
	fs := newFlagSet(e, "compare", `compare --option "NAME: fire|melee ARGS" --option ... | --sweep INPUT=FROM:TO[:STEP] --option "fire|melee ARGS with {}"`)
	var options stringList
	fs.Var(&options, "option", `an option: "NAME: fire --kind ... --target UNIT" or "NAME: melee --to-the-end --attacker ... --defender UNIT" (repeat, two or more)`)
	sweep := fs.String("sweep", "", "INPUT=FROM:TO[:STEP]: one --option with {} where the value goes, evaluated at each value, e.g. range=0:11:1 with --range {}")
	xlsxOut := fs.String("xlsx", "", "also write the comparison as a workbook sheet with its chart to FILE.xlsx")
	pos, code, ok := ParseFlags(fs, args)
	if !ok {
		return code
	}
	if len(pos) > 0 {
		return fail(e, "compare", fmt.Errorf("unexpected argument %q: put each option in --option \"NAME: fire ...\"", pos[0]))
	}
	type opt struct{ name, line string }
	var opts []opt
	swept := ""
	if *sweep != "" {
		if len(options) != 1 || !strings.Contains(options[0], "{}") {
			return fail(e, "compare", errors.New("--sweep takes exactly one --option, with {} where the value goes"))
		}
		name, values, err := parseSweep(*sweep)
		if err != nil {
			return fail(e, "compare", err)
		}
		swept = name
		for _, v := range values {
			opts = append(opts, opt{fmt.Sprintf("%s=%s", name, v), strings.ReplaceAll(options[0], "{}", v)})
		}
	} else {
		if len(options) < 2 {
			return fail(e, "compare", errors.New("give two or more --option (or one with --sweep)"))
		}
		for i, o := range options {
			name, line, found := strings.Cut(o, ":")
			if !found || strings.Contains(name, " --") || strings.TrimSpace(name) == "fire" || strings.TrimSpace(name) == "melee" {
				name, line = fmt.Sprintf("option %d", i+1), o
			}
			opts = append(opts, opt{strings.TrimSpace(name), line})
		}
	}
	var out []odn.CompareOption
	for _, o := range opts {
		co, err := runCompareOption(e, rs, o.line)
		if err != nil {
			return fail(e, "compare", fmt.Errorf("option %q: %w", o.name, err))
		}
		co.Name = o.name
		out = append(out, co)
	}
	cmp, err := rs.NewComparison(out, swept)
	if err != nil {
		return fail(e, "compare", err)
	}
	if *xlsxOut != "" {
		if err := writeComparisonBook(*xlsxOut, rs, cmp); err != nil {
			return fail(e, "compare", err)
		}
	}
	if err := emit(e, e.Stdout, cmp, func(w io.Writer) error { return odn.WriteComparison(w, cmp, rs.Morale.Levels) }); err != nil {
		return fail(e, "compare", err)
	}
	return ExitOK
}

// parseSweep reads INPUT=FROM:TO[:STEP] into the values, at most 100.
func parseSweep(s string) (string, []string, error) {
	name, spec, found := strings.Cut(s, "=")
	parts := strings.Split(spec, ":")
	if !found || name == "" || len(parts) < 2 || len(parts) > 3 {
		return "", nil, fmt.Errorf("--sweep %q: write INPUT=FROM:TO[:STEP], e.g. range=0:11:1", s)
	}
	nums := make([]*big.Rat, 3)
	nums[2] = big.NewRat(1, 1)
	for i, p := range parts {
		r, ok := new(big.Rat).SetString(p)
		if !ok {
			return "", nil, fmt.Errorf("--sweep %q: %q is not a number", s, p)
		}
		nums[i] = r
	}
	from, to, step := nums[0], nums[1], nums[2]
	if step.Sign() <= 0 || to.Cmp(from) < 0 {
		return "", nil, fmt.Errorf("--sweep %q: need FROM <= TO and a STEP above 0", s)
	}
	var out []string
	for v := new(big.Rat).Set(from); v.Cmp(to) <= 0; v.Add(v, step) {
		if len(out) == 100 {
			return "", nil, fmt.Errorf("--sweep %q: more than 100 values; take a larger step", s)
		}
		f, _ := v.Float64()
		out = append(out, strconv.FormatFloat(f, 'f', -1, 64))
	}
	return name, out, nil
}

// runCompareOption runs one option's command for its data.
func runCompareOption(e Env, rs *odn.Ruleset, line string) (odn.CompareOption, error) {
	args := strings.Fields(line)
	if len(args) == 0 {
		return odn.CompareOption{}, errors.New("empty option: give a fire or a melee command")
	}
	var buf, errBuf bytes.Buffer
	sub := e
	sub.Stdout, sub.Stderr, sub.format = &buf, &errBuf, "json"
	var co odn.CompareOption
	switch args[0] {
	case "fire":
		if !containsArg(args, "--target") {
			return co, errors.New("a fire option needs --target UNIT: the enemy whose end is compared")
		}
		if odnFire(sub, rs, args[1:]) != ExitOK {
			return co, errors.New(strings.TrimSpace(errBuf.String()))
		}
		var rep odn.FireMoraleReport
		if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
			return co, err
		}
		co.Enemy, co.Readings = rep.Targets[0], rep.Readings
	case "melee":
		if !containsArg(args, "--to-the-end") {
			return co, errors.New("a melee option needs --to-the-end: the whole Melee's end is compared")
		}
		if odnMelee(sub, rs, args[1:]) != ExitOK {
			return co, errors.New(strings.TrimSpace(errBuf.String()))
		}
		var rep odn.MeleeRunReport
		if err := json.Unmarshal(buf.Bytes(), &rep); err != nil {
			return co, err
		}
		co.Enemy, co.Readings = rep.Defender, rep.Readings
		if len(rep.Attackers) > 0 {
			own := rep.Attackers[0]
			co.Own = &own
		}
	default:
		return co, fmt.Errorf("an option is a fire ... or melee ... command, not %q", args[0])
	}
	return co, nil
}

func containsArg(args []string, name string) bool {
	for _, a := range args {
		if a == name || strings.HasPrefix(a, name+"=") {
			return true
		}
	}
	return false
}

// writeComparisonBook writes the comparison workbook atomically.
func writeComparisonBook(path string, rs *odn.Ruleset, c odn.Comparison) error {
	var buf bytes.Buffer
	if err := xlsx.WriteComparison(&buf, rs, c); err != nil {
		return err
	}
	if err := atomicfile.CheckOutput(path, "spreadsheet"); err != nil {
		return err
	}
	return atomicfile.Write(path, buf.Bytes(), atomicfile.KeepBackup)
}
