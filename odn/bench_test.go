package odn

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"strings"
	"testing"
	"time"
)

// Budgets from the task: every calculator answer under 100 µs; rosters for a
// 200-unit army under 5 ms. TestBudgets checks them loosely (x5 margin for
// shared machines); the benchmarks give the real figures.

func benchCases(b testing.TB) (rs *Ruleset, fire, battery FireRequest, melee MeleeRequest, morale MoraleRequest) {
	rs = mustRuleset(b)
	fire = FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line", Modifiers: []ModifierUse{{ID: "target-column"}}}
	battery = FireRequest{Kind: "battalion", Band: "close", Stands: []BatteryStand{
		{Weight: "heavy", Nation: "france"}, {Weight: "heavy", Nation: "france"}, {Weight: "heavy", Nation: "france"},
		{Weight: "medium", Nation: "france", Horse: true}, {Weight: "medium", Nation: "france", Horse: true}, {Weight: "heavy", Nation: "russia"}}}
	melee = MeleeRequest{SharedDefenderDie: true, Attackers: []MeleeUnit{
		{Quality: "VT", Modifiers: []ModifierUse{{ID: "additional-unit", Count: 3}}}, {Quality: "EL", Modifiers: []ModifierUse{{ID: "additional-unit", Count: 3}}},
		{Quality: "CN", Modifiers: []ModifierUse{{ID: "additional-unit", Count: 3}}}, {Quality: "GD", Modifiers: []ModifierUse{{ID: "additional-unit", Count: 3}}}},
		Defender: MeleeUnit{Quality: "VT", Modifiers: []ModifierUse{{ID: "town"}}}}
	l, _ := rs.LadderFor("OG", 0, nil)
	morale = MoraleRequest{Ladder: l, Hits: 3, Level: "green", Modifiers: []ModifierUse{{ID: "corps-attached"}}}
	return
}

func army200(rs *Ruleset) *Army {
	var sb strings.Builder
	sb.WriteString("format: adc-odn-army/1\narmy: Big\nnation: france\nheadquarters: {name: N, morale_bonus: 3}\ncorps:\n")
	types := []string{"type: infantry, inherent_artillery: foot", "type: heavy-cavalry", "type: light-cavalry, inherent_artillery: horse", "type: foot-artillery, weight: heavy", "type: horse-artillery, weight: medium"}
	quals := []string{"OG", "GD", "EL", "VT", "CN", "MI"}
	for c := 0; c < 10; c++ {
		fmt.Fprintf(&sb, "  - name: Corps %d\n    morale_bonus: 1\n    units:\n", c)
		for u := 0; u < 20; u++ {
			i := c*20 + u
			fmt.Fprintf(&sb, "      - {name: Unit %d, %s, quality: %s, percent: %d}\n", i, types[i%len(types)], quals[i%len(quals)], 25+i%4*25)
		}
	}
	a, fs, err := ParseArmy("big.yaml", []byte(sb.String()), rs)
	if err != nil || fs.HasErrors() {
		panic(fmt.Sprint(err, fs))
	}
	return a
}

func BenchmarkFireSmallArms(b *testing.B) {
	rs, fire, _, _, _ := benchCases(b)
	for b.Loop() {
		if _, err := rs.ResolveFire(fire); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkFireGrandBattery(b *testing.B) {
	rs, _, battery, _, _ := benchCases(b)
	for b.Loop() {
		if _, err := rs.ResolveFire(battery); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMeleeFourAttackersSharedDie(b *testing.B) {
	rs, _, _, melee, _ := benchCases(b)
	for b.Loop() {
		if _, err := rs.ResolveMelee(melee); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMeleeFourAttackersSeparateDice(b *testing.B) {
	rs, _, _, melee, _ := benchCases(b)
	melee.SharedDefenderDie = false
	for b.Loop() {
		if _, err := rs.ResolveMelee(melee); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkMoraleCascade(b *testing.B) {
	rs, _, _, _, morale := benchCases(b)
	for b.Loop() {
		if _, err := rs.ResolveMorale(morale); err != nil {
			b.Fatal(err)
		}
	}
}

func BenchmarkLeaderLoss(b *testing.B) {
	rs := mustRuleset(b)
	for b.Loop() {
		rs.LeaderLossOdds(7, 2)
	}
}

func BenchmarkVariableQuality(b *testing.B) {
	rs := mustRuleset(b)
	for b.Loop() {
		rs.VariableQualityOdds("OG", -2)
	}
}

func BenchmarkReveal(b *testing.B) {
	rs := mustRuleset(b)
	uses := []ModifierUse{{ID: "woods"}, {ID: "range-6-10"}}
	for b.Loop() {
		rs.RevealOdds(uses)
	}
}

func BenchmarkSappers(b *testing.B) {
	rs := mustRuleset(b)
	for b.Loop() {
		rs.SapperOddsFor("pontoon", 2, 6)
	}
}

func BenchmarkBuildRoster200Units(b *testing.B) {
	rs := mustRuleset(b)
	a := army200(rs)
	for b.Loop() {
		if _, err := rs.BuildRoster(a); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRoster200Units builds the rosters and writes them as text.
func BenchmarkRoster200Units(b *testing.B) {
	rs := mustRuleset(b)
	a := army200(rs)
	var buf bytes.Buffer
	for b.Loop() {
		r, err := rs.BuildRoster(a)
		if err != nil {
			b.Fatal(err)
		}
		buf.Reset()
		WriteRoster(&buf, r)
	}
}

func BenchmarkValidate200Units(b *testing.B) {
	rs := mustRuleset(b)
	a := army200(rs)
	for b.Loop() {
		rs.CheckArmy(a)
	}
}

func TestBudgets(t *testing.T) {
	// Timing depends on the machine's load, so this check runs on request:
	// ODN_BUDGETS=1 go test ./odn -run Budgets -v
	if os.Getenv("ODN_BUDGETS") == "" {
		t.Skip("set ODN_BUDGETS=1 to check the time budgets")
	}
	budgets := []struct {
		name   string
		bench  func(*testing.B)
		budget time.Duration
	}{
		{"fire small arms", BenchmarkFireSmallArms, 100 * time.Microsecond},
		{"fire grand battery", BenchmarkFireGrandBattery, 100 * time.Microsecond},
		{"melee four attackers shared die", BenchmarkMeleeFourAttackersSharedDie, 100 * time.Microsecond},
		{"melee four attackers separate dice", BenchmarkMeleeFourAttackersSeparateDice, 100 * time.Microsecond},
		{"morale cascade", BenchmarkMoraleCascade, 100 * time.Microsecond},
		{"leader loss", BenchmarkLeaderLoss, 100 * time.Microsecond},
		{"variable quality", BenchmarkVariableQuality, 100 * time.Microsecond},
		{"reveal", BenchmarkReveal, 100 * time.Microsecond},
		{"sappers", BenchmarkSappers, 100 * time.Microsecond},
		{"roster of 200 units", BenchmarkRoster200Units, 5 * time.Millisecond},
		{"melee to the end, four attackers", BenchmarkMeleeRunFourAttackers, 5 * time.Millisecond},
	}
	for _, c := range budgets {
		t.Run(c.name, func(t *testing.T) {
			r := testing.Benchmark(c.bench)
			per := time.Duration(r.NsPerOp())
			if per > 5*c.budget {
				t.Errorf("%v per answer, budget %v", per, c.budget)
			}
			t.Logf("%v per answer (budget %v)", per, c.budget)
		})
	}
}

// TestDependencies enforces the dependency direction: the odn domain package
// imports only the standard library, YAML and validator (and their own
// dependencies) and the module's small internal/editdist and internal/lazy, never Fyne, excelize, templates, engine, export or editor.
func TestDependencies(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", "-f", "{{if not .Standard}}{{.ImportPath}}{{end}}", ".").Output()
	if err != nil {
		t.Skipf("go list unavailable: %v", err)
	}
	allowed := []string{"github.com/aide-de-camp/adc/odn", "github.com/aide-de-camp/adc/internal/editdist", "github.com/aide-de-camp/adc/internal/lazy", "go.yaml.in/yaml/v3", "github.com/go-playground/",
		"github.com/gabriel-vasile/mimetype", "github.com/leodido/go-urn", "golang.org/x/crypto", "golang.org/x/text", "golang.org/x/sys", "golang.org/x/net"}
	for _, dep := range strings.Fields(string(out)) {
		ok := false
		for _, a := range allowed {
			ok = ok || strings.HasPrefix(dep, a)
		}
		if !ok {
			t.Errorf("odn depends on %s", dep)
		}
	}
}
