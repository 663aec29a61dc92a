package odn

import (
	"bytes"
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

func TestArmyErrorsAreLocated(t *testing.T) {
	rs := mustRuleset(t)
	data, err := os.ReadFile(filepath.Join("testdata", "army-errors.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	_, fs, err := ParseArmy("army-errors.yaml", data, rs)
	if err != nil {
		t.Fatal(err)
	}
	// Each expected finding: line, unit, and words of the message or hint.
	want := []struct {
		line         int
		object, text string
	}{
		{9, `unit "1st Division"`, `unknown quality "VX"`},
		{10, `unit "2nd Division"`, `did you mean "infantry"`},
		{11, `unit "3rd Division"`, "impossible strength: 5000 men is more than full strength (4000)"},
		{12, `unit "1st Division"`, "duplicate unit name (first at line 9)"},
		{13, `unit "Foreign Legion"`, `unknown nation "atlantis"`},
		{14, `unit "Reserve Artillery"`, "artillery needs a weight"},
		{15, `unit "Heavy Horse Guns"`, `weight "heavy" is not allowed`},
		{16, `unit "Cuirassiers"`, "give percent: instead"},
		{17, `unit "Empty Division"`, `percent must be more than 0`},
		{18, `unit "Hussars"`, `unknown key "qualty"`},
	}
	for _, w := range want {
		found := false
		for _, f := range fs {
			if f.Line == w.line && strings.Contains(f.String(), w.text) && strings.Contains(f.String(), w.object) && f.Severity == Error {
				found = true
			}
		}
		if !found {
			t.Errorf("no error at line %d for %s containing %q; findings:\n%s", w.line, w.object, w.text, fs.Error())
		}
	}
	for _, f := range fs {
		if f.File != "army-errors.yaml" || f.Line == 0 || f.Col == 0 {
			t.Errorf("finding not located: %s", f)
		}
	}
}

func TestArmyInputErrors(t *testing.T) {
	rs := mustRuleset(t)
	good := "format: adc-odn-army/1\narmy: A\nnation: france\ncorps:\n  - name: I\n    units:\n      - {name: X, type: infantry, quality: VT}\n"
	cases := []struct {
		name      string
		data      string
		syntax    bool // unparseable: *SyntaxError (exit 2)
		want      string
		wantLine  int
		severity  Severity
		noFinding bool
	}{
		{name: "valid", data: good, noFinding: true},
		{name: "broken YAML", data: "army: [unclosed\n", syntax: true, want: "line", wantLine: 1},
		{name: "tab indentation", data: "army: A\n\tnation: france\n", syntax: true, want: "tab"},
		{name: "empty file", data: "", syntax: true, want: "empty"},
		{name: "top level list", data: "- a\n- b\n", syntax: true, want: "mapping"},
		{name: "duplicate key", data: strings.Replace(good, "nation: france\n", "nation: france\nnation: russia\n", 1), want: `duplicate key "nation"`, wantLine: 4},
		{name: "unknown top-level key", data: strings.Replace(good, "army: A", "armee: A", 1), want: `did you mean "army"`, wantLine: 2},
		{name: "wrong type", data: strings.Replace(good, "quality: VT}", "quality: VT, percent: lots}", 1), want: "cannot unmarshal", wantLine: 7},
		{name: "unknown nation", data: strings.Replace(good, "nation: france", "nation: frnace", 1), want: `did you mean "france"`, wantLine: 3},
		{name: "no corps", data: "format: adc-odn-army/1\narmy: A\nnation: france\n", want: "corps", wantLine: 0},
		{name: "wrong format", data: strings.Replace(good, "adc-odn-army/1", "adc-odn-army/9", 1), want: "format", wantLine: 1},
		{name: "men and percent", data: strings.Replace(good, "quality: VT}", "quality: VT, men: 3000, percent: 75}", 1), want: "not both", wantLine: 7},
		{name: "percent over 100", data: strings.Replace(good, "quality: VT}", "quality: VT, percent: 120}", 1), want: "percent must be at most 100", wantLine: 7},
		{name: "weight on infantry", data: strings.Replace(good, "quality: VT}", "quality: VT, weight: heavy}", 1), want: "only artillery has a weight", wantLine: 7},
		{name: "unknown trait", data: strings.Replace(good, "quality: VT}", "quality: VT, traits: [grenadier]}", 1), want: `did you mean "grenadiers"`, wantLine: 7},
		{name: "Old Guard outside France", data: strings.Replace(strings.Replace(good, "nation: france", "nation: russia", 1), "quality: VT", "quality: OG", 1), want: "French units", wantLine: 7, severity: Warning},
		{name: "foot guns with cavalry", data: strings.Replace(good, "type: infantry, quality: VT}", "type: light-cavalry, quality: VT, inherent_artillery: foot}", 1), want: "horse artillery", wantLine: 7, severity: Warning},
		{name: "two YAML documents", data: good + "---\n" + good, syntax: true, want: "more than one YAML document", wantLine: 8},
		{name: "binary data", data: strings.Replace(good, "army: A", "army: !!binary QQ==", 1), syntax: true, want: "!!binary", wantLine: 2},
		{name: "aliases repeating more than the file", data: "big: &b " + strings.Repeat("x", 4096) + "\n" + good + "extra: [" + strings.Repeat("*b, ", 99) + "*b]\n", syntax: true, want: "aliases"},
		{name: "a million one-letter list items", data: good + "notes: [" + strings.Repeat("a,", 1_000_000) + "a]\n", syntax: true, want: "too many values", wantLine: 1},
		{name: "duplicate table ids (Unit roster p.3)", data: strings.Replace(good, "quality: VT}\n", "quality: VT, id: A1}\n      - {name: Y, type: infantry, quality: VT, id: a1}\n", 1), want: `duplicate table id "a1" (first at line 7)`, wantLine: 8},
		{name: "inherent artillery on artillery", data: strings.Replace(good, "type: infantry, quality: VT}", "type: foot-artillery, weight: light, quality: VT, inherent_artillery: foot}", 1), want: "cannot have inherent", wantLine: 7},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, fs, err := ParseArmy("t.yaml", []byte(c.data), rs)
			if c.syntax {
				var se *SyntaxError
				if !errors.As(err, &se) {
					t.Fatalf("err = %v, want a SyntaxError", err)
				}
				if !strings.Contains(se.Error(), c.want) || (c.wantLine > 0 && se.Line != c.wantLine) {
					t.Errorf("syntax error %q (line %d), want %q at line %d", se.Error(), se.Line, c.want, c.wantLine)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if c.noFinding {
				if len(fs) != 0 || a == nil {
					t.Fatalf("findings %v", fs)
				}
				return
			}
			for _, f := range fs {
				if strings.Contains(f.String(), c.want) && (c.wantLine == 0 || f.Line == c.wantLine) && f.Severity == c.severity {
					return
				}
			}
			t.Errorf("no %s finding with %q at line %d:\n%s", c.severity, c.want, c.wantLine, fs.Error())
		})
	}
}

func TestArmyFileSizeLimit(t *testing.T) {
	rs := mustRuleset(t)
	big := bytes.Repeat([]byte("#"), MaxFileSize+1)
	_, _, err := LoadArmy("huge.yaml", bytes.NewReader(big), rs)
	var se *SyntaxError
	if !errors.As(err, &se) || !strings.Contains(se.Error(), "16 MiB") {
		t.Errorf("err = %v, want a refusal naming 16 MiB", err)
	}
	if _, _, err := LoadRuleset("huge.yaml", bytes.NewReader(big)); err == nil {
		t.Error("huge ruleset accepted")
	}
}

func fuzzSeeds(f *testing.F, globs ...string) {
	for _, g := range globs {
		files, _ := filepath.Glob(g)
		for _, file := range files {
			data, err := os.ReadFile(file)
			if err == nil {
				f.Add(data)
			}
		}
	}
	f.Add([]byte("format: adc-odn-army/1\ncorps: [{units: [{men: -1}]}]\n"))
	f.Add([]byte("a: &x [*x]\n"))
}

func FuzzParseArmy(f *testing.F) {
	rs := mustRuleset(f)
	fuzzSeeds(f, "testdata/*.yaml", "../scenarios/odn/*.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		a, fs, err := ParseArmy("fuzz.yaml", data, rs)
		if err != nil || a == nil || fs.HasErrors() {
			return
		}
		// A valid army must always give a roster and a state for every hit count.
		r, err := rs.BuildRoster(a)
		if err != nil {
			t.Fatalf("valid army but no roster: %v", err)
		}
		var buf bytes.Buffer
		if err := WriteRoster(&buf, r); err != nil {
			t.Fatal(err)
		}
		for _, c := range r.Corps {
			for _, u := range c.Units {
				for h := 0; h <= u.Ladder.TotalBoxes(); h++ {
					u.Ladder.State(h)
				}
			}
		}
	})
}

func FuzzParseRuleset(f *testing.F) {
	fuzzSeeds(f, "../templates/odn-*.yaml", "testdata/*.yaml")
	f.Fuzz(func(t *testing.T, data []byte) {
		rs, fs, err := ParseRuleset("fuzz.yaml", data)
		if err != nil || rs == nil || fs.HasErrors() {
			return
		}
		// A ruleset that validates must work in every calculator without panicking.
		for _, q := range rs.QualityCodes() {
			l, err := rs.LadderFor(q, 0, nil)
			if err != nil {
				t.Fatal(err)
			}
			if l.TotalBoxes() > 0 {
				rs.ResolveMorale(MoraleRequest{Ladder: l, Level: rs.Morale.Levels[0].ID})
			}
			rs.VariableQualityOdds(q, 0)
			rs.ResolveMelee(MeleeRequest{Attackers: []MeleeUnit{{Quality: q}}, Defender: MeleeUnit{Quality: q}})
			rs.ResolveFire(FireRequest{Kind: "small-arms", Quality: q, Formation: rs.SmallArms.Formations[0].ID})
		}
		rs.LeaderLossOdds(3, 1)
		rs.RevealOdds(nil)
		for _, tk := range rs.Sappers.Tasks {
			rs.SapperOddsFor(tk.ID, 1, 3)
		}
	})
}
