package cli

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestODNReadingsNamedBesideEveryResult: the open readings are chosen with
// --reading and printed beside the result; the p.11 example's first test
// passes with 3/5, and 51/100 of the units end Firm when the unit whose
// Corps is killed after its pass tests again (4.05).
func TestODNReadingsNamedBesideEveryResult(t *testing.T) {
	example := []string{"fire", "--kind", "small-arms", "--to-hit", "1", "--target", "VT:corps-attached", "--additional-hit"}
	cases := []struct {
		name string
		args []string
		code int
		want []string
	}{
		{"default reading", example, ExitOK, []string{"Firm           3/5", "leader-killed-retest=no:", "leader-loss-when-removed=roll:"}},
		{"retest", append(append([]string{}, example...), "--reading", "leader-killed-retest=yes"), ExitOK, []string{"Firm           51/100", "leader-killed-retest=yes:"}},
		{"unknown reading", append(append([]string{}, example...), "--reading", "leader-retest=yes"), ExitBadInput, []string{"unknown reading", "leader-killed-retest"}},
		{"unknown answer", append(append([]string{}, example...), "--reading=melee-end=maybe"), ExitBadInput, []string{"one of all, fight-on"}},
		{"fight on is refused with four attackers", []string{"melee", "--to-the-end", "--attacker", "VT", "--attacker", "VT", "--attacker", "VT", "--attacker", "VT", "--defender", "CN", "--reading", "melee-end=fight-on"}, ExitBadInput, []string{"fight-on is followed for 2 to 3 attackers"}},
		{"range rounding up", []string{"fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "2.04", "--reading", "range-rounding=up"}, ExitOK, []string{"3d10", "range-rounding=up:"}},
		{"range rounding to the tenth", []string{"fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "2.04"}, ExitOK, []string{"4d10", "range-rounding=tenth:"}},
		{"level and its modifier", []string{"melee", "--to-the-end", "--attacker", "VT", "--defender", "VT/blue+blue"}, ExitBadInput, []string{"counts twice"}},
		{"level contradicted", []string{"melee", "--to-the-end", "--attacker", "VT/firm+red", "--defender", "VT"}, ExitBadInput, []string{"names another level"}},
		{"readings list", []string{"readings", "--reading", "range-rounding=up"}, ExitOK, []string{"* up", "leader-loss-when-removed"}},
		{"seven stands", []string{"fire", "--kind", "battalion", "--band", "close", "--stand", "heavy:france", "--stand", "heavy:france", "--stand", "heavy:france", "--stand", "heavy:france", "--stand", "heavy:france", "--stand", "heavy:france", "--stand", "heavy:france"}, ExitBadInput, []string{"at most 6", "no limit"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			code, out, errOut := odnCmd(t, c.args...)
			if code != c.code {
				t.Fatalf("exit %d, want %d\n%s%s", code, c.code, out, errOut)
			}
			for _, w := range c.want {
				if !strings.Contains(out+errOut, w) {
					t.Errorf("output lacks %q:\n%s%s", w, out, errOut)
				}
			}
		})
	}
}

// TestODNCompareFireFirstOrCharge: two options with exact fractions, the
// best named, as JSON too; a sweep over the range; and the workbook.
func TestODNCompareFireFirstOrCharge(t *testing.T) {
	fireOpt := "fire first: fire --kind small-arms --quality VT --target CN"
	chargeOpt := "charge: melee --to-the-end --attacker VT --defender CN"
	code, out, errOut := odnCmd(t, "compare", "--option", fireOpt, "--option", chargeOpt)
	if code != ExitOK {
		t.Fatalf("exit %d: %s", code, errOut)
	}
	// The fire option is adc odn fire --target CN's own figures.
	_, fireOut, _ := odnCmd(t, "fire", "--kind", "small-arms", "--quality", "VT", "--target", "CN")
	for _, w := range []string{"fire first", "charge", "7/100", "Most likely to remove the enemy: charge", "melee-end=all"} {
		if !strings.Contains(out, w) {
			t.Errorf("compare lacks %q:\n%s", w, out)
		}
	}
	if !strings.Contains(fireOut, "removed        7/100") {
		t.Errorf("adc odn fire gives another P(removed):\n%s", fireOut)
	}
	code, js, _ := odnCmd(t, "compare", "--option", fireOpt, "--option", chargeOpt, "--format", "json")
	var v struct {
		Best    string `json:"best"`
		Options []struct {
			Name  string `json:"name"`
			Enemy struct {
				PRemoved string `json:"p_removed"`
			} `json:"enemy"`
		} `json:"options"`
	}
	if code != ExitOK || json.Unmarshal([]byte(js), &v) != nil || v.Best != "charge" || v.Options[0].Enemy.PRemoved != "7/100" {
		t.Errorf("json: exit %d, %+v", code, v)
	}
	dir := t.TempDir()
	book := filepath.Join(dir, "sweep.xlsx")
	code, out, errOut = odnCmd(t, "compare", "--sweep", "range=0:11:1", "--option", "fire --kind battalion --nation france --weight heavy --range {} --target VT", "--xlsx", book)
	if code != ExitOK {
		t.Fatalf("sweep: exit %d: %s", code, errOut)
	}
	if !strings.Contains(out, "range=0 ") || !strings.Contains(out, "range=11") || !strings.Contains(out, "Sweep over range: 12 values") {
		t.Errorf("sweep output:\n%s", out)
	}
	if fi, err := os.Stat(book); err != nil || fi.Size() < 1000 {
		t.Errorf("sweep workbook: %v", err)
	}
	for _, bad := range [][]string{
		{"compare", "--option", fireOpt},
		{"compare", "--option", "a: fire --kind small-arms", "--option", chargeOpt},
		{"compare", "--sweep", "range=5:1", "--option", "fire --range {} --target VT"},
	} {
		if code, _, errOut := odnCmd(t, bad...); code != ExitBadInput || errOut == "" {
			t.Errorf("%v: exit %d %q, want a refusal", bad, code, errOut)
		}
	}
}

// TestODNJSONKeysAreSnakeCase: every key of every adc odn JSON output is
// snake_case, as the guide promises (plain melee once wrote "Attacker").
func TestODNJSONKeysAreSnakeCase(t *testing.T) {
	runs := [][]string{
		{"melee", "--attacker", "VT", "--attacker", "CN", "--defender", "VT"},
		{"melee", "--to-the-end", "--attacker", "VT", "--defender", "CN:corps-attached"},
		{"fire", "--kind", "battalion", "--nation", "france", "--weight", "heavy", "--range", "3", "--target", "VT", "--variable-quality"},
		{"morale", "--quality", "VT", "--hits", "1", "--level", "firm"},
		{"roster", frenchArmy, "--unit", "1st Old Guard", "--hits", "2"},
		{"readings"},
		{"compare", "--option", "a: fire --kind small-arms --target CN", "--option", "b: melee --to-the-end --attacker VT --defender CN"},
	}
	var walk func(path string, v any)
	var bad []string
	walk = func(path string, v any) {
		switch x := v.(type) {
		case map[string]any:
			for k, y := range x {
				if k != strings.ToLower(k) || strings.ContainsAny(k, " -") {
					bad = append(bad, path+"."+k)
				}
				walk(path+"."+k, y)
			}
		case []any:
			for _, y := range x {
				walk(path+"[]", y)
			}
		}
	}
	for _, args := range runs {
		code, out, errOut := odnCmd(t, append(args, "--format", "json")...)
		if code != ExitOK {
			t.Fatalf("%v: exit %d %s", args, code, errOut)
		}
		var v any
		if err := json.Unmarshal([]byte(out), &v); err != nil {
			t.Fatalf("%v: %v", args, err)
		}
		bad = nil
		walk(args[0], v)
		if len(bad) > 0 {
			t.Errorf("%v: keys not in snake_case: %v", args, bad)
		}
		if args[0] == "roster" && !strings.Contains(out, `"state"`) {
			t.Errorf("roster --hits --format json has no state:\n%s", out)
		}
	}
}
