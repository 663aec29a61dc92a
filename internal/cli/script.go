package cli

import (
	"fmt"
	"strings"

	"github.com/aide-de-camp/adc/engine/script"
)

// runScript is adc play SCENARIO --script FILE: the script's orders and
// dice played on the scenario, its log printed, the first expectation that
// fails named (exit 1).
func runScript(e Env, ref, file string, ef *EngineFlags, quiet bool) int {
	data, err := readInputFile(file)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc play: %v\n", err)
		return ExitBadInput
	}
	sc, err := script.Read(data, file)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc play: %v\n", err)
		return ExitBadInput
	}
	if len(sc.Optional) > 0 {
		f := *ef
		f.Optional = strings.Join(append(SplitIDs(f.Optional), sc.Optional...), ",")
		ef = &f
	}
	b, err := OpenBoard(ref, ef)
	if err != nil {
		return ReportLoad(e.Stderr, "adc play", err)
	}
	if first := FirstLine(CompletenessOf(b.Scenario, ef.EndTurn)); first != "" {
		fmt.Fprintln(e.Stdout, first)
	}
	rep, err := script.Run(b, sc)
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc play: %v\n", err)
		return ExitBadInput
	}
	if sc.Rule != "" {
		fmt.Fprintf(e.Stdout, "Script %s: rule %s\n", file, sc.Rule)
	}
	if !quiet {
		for _, l := range rep.Log {
			fmt.Fprintln(e.Stdout, l)
		}
	}
	if rep.Failed != nil {
		fmt.Fprintf(e.Stderr, "adc play: expectation failed: %v\n", rep.Failed)
		return ExitFindings
	}
	fmt.Fprintf(e.Stdout, "Script passed: %d expectations met\n", rep.Met)
	return ExitOK
}
