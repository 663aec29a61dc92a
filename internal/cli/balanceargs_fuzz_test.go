package cli

import (
	"bytes"
	"math"
	"strings"
	"testing"
)

// FuzzBalanceArgs feeds arbitrary command lines (arguments separated by
// NUL bytes) to the parser of adc balance and adc balance tune: it must
// never panic; a command line it accepts has every count within its bound
// and a target win rate that is a number from 0 to 1; one it refuses
// exits 2 with a message.
func FuzzBalanceArgs(f *testing.F) {
	for _, seed := range []string{
		"S.yaml", "S.yaml\x00--games\x0050\x00--workers\x002", "bussaco20\x00--format\x00html\x00-o\x00r.html",
		"--param\x00sides.french.morale\x00S.yaml\x00--range\x002:8\x00--target\x000.6",
		"--param\x00turns.end\x00S.yaml\x00--range\x001:9223372036854775807",
		"S.yaml\x00--workers\x00100000", "--param\x00x\x00S.yaml\x00--target\x00NaN", "--help", "S.yaml\x00--end-turn\x00-1",
		"--param\x00p\x00S\x00--range\x00-9223372036854775808:9223372036854775807",
	} {
		f.Add(seed, false)
		f.Add(seed, true)
	}
	f.Fuzz(func(t *testing.T, line string, tune bool) {
		var args []string
		if line != "" {
			args = strings.Split(line, "\x00")
		}
		var stderr bytes.Buffer
		a, code := ParseBalanceArgs(args, tune, &stderr)
		if a == nil {
			if code != ExitBadInput {
				t.Fatalf("refused with exit %d, want %d", code, ExitBadInput)
			}
			if stderr.Len() == 0 {
				t.Fatalf("refused %q without a message", args)
			}
			return
		}
		if code != ExitOK {
			t.Fatalf("accepted with exit %d", code)
		}
		if a.HelpWasAsked {
			return
		}
		if a.Games < 1 || a.Games > MaxGames || a.Workers < 0 || a.Workers > MaxWorkers || a.EndTurn < 0 || a.EndTurn > MaxEndTurn {
			t.Fatalf("accepted out-of-range counts: games %d, workers %d, end turn %d", a.Games, a.Workers, a.EndTurn)
		}
		if tune {
			if math.IsNaN(a.Target) || a.Target < 0 || a.Target > 1 || a.Param == "" {
				t.Fatalf("accepted target %v, param %q", a.Target, a.Param)
			}
			if a.RangeGiven && (a.RangeMin < 0 || a.RangeMax > MaxTuneValue || a.RangeMin >= a.RangeMax) {
				t.Fatalf("accepted range %d:%d", a.RangeMin, a.RangeMax)
			}
		}
	})
}
