package cli

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"
)

// TestFormatJSON: every command that prints results speaks --format json,
// and the JSON holds the same answer as the text.
func TestFormatJSON(t *testing.T) {
	cases := []struct {
		name  string
		args  []string
		check func(t *testing.T, v map[string]any)
	}{
		{"reach (rules 6.0-7.7)", []string{"reach", "bussaco20-espana", "fr-montbrun", "--format", "json"}, func(t *testing.T, v map[string]any) {
			if v["from"] != "1011" || v["movement_allowance"] != 3.0 || len(v["hexes"].([]any)) != 29 {
				t.Errorf("from %v, MA %v, %d hexes; want 1011, 3, 29", v["from"], v["movement_allowance"], len(v["hexes"].([]any)))
			}
		}},
		{"reach over turns", []string{"reach", "bussaco20-espana", "fr-marchand", "--turns", "3", "--format=json"}, func(t *testing.T, v map[string]any) {
			if v["turns"] != 3.0 || len(v["hexes"].([]any)) != 79 {
				t.Errorf("turns %v, %d hexes; want 3, 79", v["turns"], len(v["hexes"].([]any)))
			}
		}},
		{"odds (rule 9.6)", []string{"odds", "rousse20", "ru-ix", "ru-xxii", "vs", "ot-akinji", "--at", "ru-ix=1603", "--at", "ru-xxii=1604", "--format", "json"}, func(t *testing.T, v map[string]any) {
			sum := 0.0
			for _, r := range v["results"].([]any) {
				sum += r.(map[string]any)["probability"].(float64)
			}
			if v["differential"] != 6.0 || v["column"] != 4.0 || sum < 0.999 || sum > 1.001 {
				t.Errorf("differential %v, column %v, probabilities sum to %v", v["differential"], v["column"], sum)
			}
		}},
		{"play", []string{"play", "rousse20", "--seed", "3", "--format", "json"}, func(t *testing.T, v map[string]any) {
			if !strings.Contains(v["result"].(string), "victory") || len(v["log"].([]any)) == 0 || v["orders"].(float64) < 10 {
				t.Errorf("result %v, %d log lines, %v orders", v["result"], len(v["log"].([]any)), v["orders"])
			}
		}},
		{"summary", []string{"summary", "talavera20", "--format", "json"}, func(t *testing.T, v map[string]any) {
			secs := v["sections"].([]any)
			if v["title"] != "TALAVERA 20" && !strings.HasPrefix(v["title"].(string), "TALAVERA 20") || len(secs) < 5 {
				t.Errorf("title %v, %d sections", v["title"], len(secs))
			}
		}},
		{"odn morale", []string{"odn", "morale", "--quality", "VT", "--hits", "1", "--format", "json"}, func(t *testing.T, v map[string]any) {
			if _, ok := v["stamp"]; !ok {
				t.Errorf("no ruleset stamp: %v", v)
			}
		}},
		{"odn validate", []string{"odn", "validate", "french-1812", "--format", "json"}, func(t *testing.T, v map[string]any) {
			if v["units"] != 14.0 || v["errors"] != 0.0 {
				t.Errorf("units %v errors %v", v["units"], v["errors"])
			}
		}},
		{"odn roster", []string{"odn", "roster", "--format", "json", "french-1812"}, func(t *testing.T, v map[string]any) {
			if v["army"] != "Grande Armée, Borodino 1812" {
				t.Errorf("army %v", v["army"])
			}
		}},
		{"odn fire then morale (3.02)", []string{"odn", "fire", "--format", "json", "--kind", "battalion", "--nation", "russia", "--weight", "heavy", "--range", "3", "--target", "VT:corps-attached"}, func(t *testing.T, v map[string]any) {
			fire, _ := v["fire"].(map[string]any)
			targets, _ := v["targets"].([]any)
			killed, _ := v["p_headquarters_killed"].([]any)
			if fire == nil || fire["kind"] != "battalion" || len(targets) != 1 || len(killed) != 1 || killed[0] != "777/3125" {
				t.Errorf("fire %v, %d targets, P(headquarters killed) %v; want battalion fire, one target, 777/3125", fire["kind"], len(targets), killed)
			}
		}},
		{"odn melee to the end", []string{"odn", "melee", "--format", "json", "--to-the-end", "--attacker", "VT", "--defender", "VT"}, func(t *testing.T, v map[string]any) {
			if _, ok := v["stamp"]; !ok || len(v) < 2 {
				t.Errorf("keys %v", v)
			}
			for k := range v {
				if strings.ToLower(k) != k {
					t.Errorf("key %q is not snake_case", k)
				}
			}
		}},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			var out, errb bytes.Buffer
			if code := Run(tc.args, strings.NewReader(""), &out, &errb); code != ExitOK {
				t.Fatalf("exit %d: %s", code, errb.String())
			}
			var v map[string]any
			if err := json.Unmarshal(out.Bytes(), &v); err != nil {
				t.Fatalf("not JSON: %v\n%.300s", err, out.String())
			}
			tc.check(t, v)
		})
	}
	runCLICases(t, []cliCase{
		{name: "bad format", args: []string{"summary", "talavera20", "--format", "xml"}, wantCode: ExitBadInput, wantErr: "--format must be text or json"},
		{name: "campaign", args: []string{"play", "wallachia20-campaign", "--format", "json"}, wantCode: ExitBadInput, wantErr: "plays one scenario"},
	})
}
