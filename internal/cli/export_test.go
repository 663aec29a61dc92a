package cli

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/xuri/excelize/v2"
)

func TestExportXLSX(t *testing.T) {
	dir := t.TempDir()
	badArmy := filepath.Join(dir, "bad.yaml")
	if err := os.WriteFile(badArmy, []byte("format: adc-odn-army/1\narmy: Bad\nnation: france\ncorps:\n  - name: I\n    units:\n      - {name: A, type: infantry, quality: XX}\n"), 0o644); err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name   string
		args   []string
		code   int
		sheets []string // expected sheets of the written workbook
		stderr string
	}{
		{"roster of a bundled army", []string{"xlsx", "roster", "french-1812", "-o", "roster.xlsx"}, ExitOK, []string{"Index", "Imperial Guard", "I Corps", "IV Corps"}, ""},
		{"roster on letter paper, flags first", []string{"xlsx", "--paper", "letter", "-o", "letter.xlsx", "roster", "russian-1812"}, ExitOK, []string{"Index"}, ""},
		{"calculators", []string{"xlsx", "calculators", "-o", "calc.xlsx"}, ExitOK, []string{"Fire", "Melee", "Morale", "Cascade", "Fire to Morale", "Melee to the end", "Qualities"}, ""},
		{"calculators of the bundled ruleset id", []string{"xlsx", "calculators", "odn-2004", "-o", "calc2.xlsx"}, ExitOK, []string{"Fire"}, ""},
		{"scenario by id", []string{"xlsx", "scenario", "bussaco20", "-o", "sc.xlsx"}, ExitOK, []string{"Scenario", "Reinforcements", "Events", "CRT", "Terrain", "Tables", "Morale chart"}, ""},
		{"army with errors", []string{"xlsx", "roster", badArmy, "-o", "bad.xlsx"}, ExitFindings, nil, "unknown quality"},
		{"unknown army", []string{"xlsx", "roster", "no-such-army", "-o", "x.xlsx"}, ExitBadInput, nil, "bundled: french-1812"},
		{"unknown scenario", []string{"xlsx", "scenario", "no-such-scenario", "-o", "x.xlsx"}, ExitBadInput, nil, "known ids"},
		{"missing -o", []string{"xlsx", "calculators"}, ExitBadInput, nil, "-o FILE is required"},
		{"bad paper", []string{"xlsx", "calculators", "-o", "x.xlsx", "--paper", "a3"}, ExitBadInput, nil, "unknown paper"},
		{"unknown workbook", []string{"xlsx", "rosters", "x", "-o", "x.xlsx"}, ExitBadInput, nil, "unknown workbook"},
		{"unknown format", []string{"pdf", "roster"}, ExitBadInput, nil, "unknown format"},
		{"missing input", []string{"xlsx", "roster", "-o", "x.xlsx"}, ExitBadInput, nil, "INPUT is missing"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			args := append([]string{"export"}, c.args...)
			for i, a := range args {
				if strings.HasSuffix(a, ".xlsx") {
					args[i] = filepath.Join(dir, a)
				}
			}
			var out, errb bytes.Buffer
			code := Run(args, nil, &out, &errb)
			if code != c.code {
				t.Fatalf("exit %d, want %d; stderr:\n%s", code, c.code, errb.String())
			}
			if c.stderr != "" && !strings.Contains(errb.String(), c.stderr) {
				t.Errorf("stderr %q does not mention %q", errb.String(), c.stderr)
			}
			if c.sheets == nil {
				return
			}
			var file string
			for _, a := range args {
				if strings.HasSuffix(a, ".xlsx") {
					file = a
				}
			}
			f, err := excelize.OpenFile(file)
			if err != nil {
				t.Fatal(err)
			}
			defer f.Close()
			have := strings.Join(f.GetSheetList(), "|")
			for _, s := range c.sheets {
				if !strings.Contains("|"+have+"|", "|"+s+"|") {
					t.Errorf("sheets %s: missing %q", have, s)
				}
			}
		})
	}
}

func TestExportHelp(t *testing.T) {
	for _, args := range [][]string{{"export", "--help"}, {"help", "export"}, {"export", "xlsx", "--help"}} {
		var out, errb bytes.Buffer
		if code := Run(args, nil, &out, &errb); code != ExitOK {
			t.Errorf("%v: exit %d", args, code)
		}
		if !strings.Contains(out.String()+errb.String(), "--paper a4|letter") {
			t.Errorf("%v: help does not describe --paper", args)
		}
	}
}

func TestExportToStdout(t *testing.T) {
	var out, errb bytes.Buffer
	if code := Run([]string{"export", "xlsx", "calculators", "-o", "-"}, nil, &out, &errb); code != ExitOK {
		t.Fatalf("exit %d: %s", code, errb.String())
	}
	if !bytes.HasPrefix(out.Bytes(), []byte("PK")) {
		t.Fatal("standard output is not an xlsx (zip) file")
	}
}
