package armydoc

import (
	"math/big"
	"os"
	"strings"
	"syscall"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/odn"
)

// bar finds a bar by its label in a group of an answer.
func bar(t *testing.T, a Answer, group, label string) Bar {
	t.Helper()
	for _, g := range a.Groups {
		if g.Title != group {
			continue
		}
		for _, b := range g.Bars {
			if b.Label == label {
				return b
			}
		}
	}
	t.Fatalf("no bar %q in group %q of %+v", label, group, a)
	return Bar{}
}

func TestFireFormFireC(t *testing.T) {
	rs := ruleset(t)
	cases := []struct {
		name    string
		form    FireForm
		group   string
		label   string
		p       *big.Rat
		percent string
	}{
		// Fire (c), p.7: a Veteran line rolls 2d10 hitting on 6+.
		{"Fire(c) Veteran line no hit", FireForm{Kind: "small-arms", Quality: "VT", Formation: "line"}, "Hits", "0 hits", rat(1, 4), "25.000%"},
		{"Fire(c) Veteran line two hits", FireForm{Kind: "small-arms", Quality: "VT", Formation: "line"}, "Hits", "2 hits", rat(1, 4), "25.000%"},
		// Fire modifiers (p.8): +1 against a column, To Hit 6 needs 5+.
		{"Fire modifiers: column target", FireForm{Kind: "small-arms", Quality: "VT", Formation: "line", Modifiers: []string{"target-column"}}, "At least", "1+ hits", rat(21, 25), "84.000%"},
		// Artillery battalion fire table (p.8): Russian heavy at 2.1-5 inches, 3d10 at 7+.
		{"battalion fire Russian heavy short", FireForm{Kind: "battalion", Nation: "russia", Weight: "heavy", Band: "short"}, "At least", "1+ hits", rat(98, 125), "78.400%"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			a, err := c.form.Recompute(rs)
			if err != nil {
				t.Fatal(err)
			}
			b := bar(t, a, c.group, c.label)
			if b.P.Cmp(c.p) != 0 || b.Pct() != c.percent || b.Frac() != c.p.RatString() {
				t.Errorf("%s = %s (%s), want %s (%s)", c.label, b.Frac(), b.Pct(), c.p.RatString(), c.percent)
			}
		})
	}
	if _, err := (FireForm{Kind: "small-arms", Quality: "ZZ", Formation: "line"}).Recompute(rs); err == nil {
		t.Error("an unknown quality computed")
	}
	a, _ := FireForm{Kind: "small-arms", Quality: "VT", Formation: "road-column"}.Recompute(rs)
	if !strings.Contains(a.Summary, "no fire") {
		t.Errorf("road column summary %q", a.Summary)
	}
}

func TestMoraleFormExample1(t *testing.T) {
	// Example #1 (p.11): a Veteran (Pass 5) with -1 for the additional hit
	// and +1 for its Corps attached needs 5+: 6/10.
	rs := ruleset(t)
	f := MoraleForm{Unit: UnitForm{Quality: "VT", Percent: 100, Hits: 2, Level: "firm", Modifiers: []string{"additional-hit", "corps-attached"}}}
	a, err := f.Recompute(rs)
	if err != nil {
		t.Fatal(err)
	}
	if b := bar(t, a, "First test", "pass"); b.P.Cmp(rat(6, 10)) != 0 {
		t.Errorf("P(pass) = %s, want 3/5", b.Frac())
	}
	total := new(big.Rat)
	for _, g := range a.Groups {
		if g.Title == "Ends at" {
			total = sum(g.Bars)
		}
	}
	if total.Cmp(rat(1, 1)) != 0 {
		t.Errorf("the end states add up to %s, not 1", total.RatString())
	}
	if b := bar(t, a, "Ends at", "Firm"); b.P.Cmp(rat(6, 10)) != 0 {
		t.Errorf("P(stays Firm) = %s, want the first test's 3/5", b.Frac())
	}
	// Two headquarters: only one may modify the test (Headquarters, p.13).
	f.Unit.Modifiers = []string{"corps-attached", "army-attached"}
	if _, err := f.Recompute(rs); err == nil {
		t.Error("two attached headquarters accepted")
	}
	f.Unit = UnitForm{Quality: "VT", Hits: 99, Level: "firm"}
	if _, err := f.Recompute(rs); err == nil {
		t.Error("a removed unit tested")
	}
}

func TestMeleeFormAddsUp(t *testing.T) {
	rs := ruleset(t)
	a, err := DefaultMeleeForm().Recompute(rs)
	if err != nil {
		t.Fatal(err)
	}
	att, def, tie := bar(t, a, "Result", "attacker wins"), bar(t, a, "Result", "defender wins"), bar(t, a, "Result", "tie (both take the loser's result)")
	total := new(big.Rat).Add(att.P, def.P)
	total.Add(total, tie.P)
	if total.Cmp(rat(1, 1)) != 0 {
		t.Errorf("wins and ties add up to %s", total.RatString())
	}
	// Melee (p.9): VT (2) against CN (1), each 1d8: the attacker is higher
	// when a + 2 > d + 1, i.e. a >= d: 36 of 64 rolls.
	if att.P.Cmp(rat(36, 64)) != 0 {
		t.Errorf("P(attacker wins) = %s, want 9/16", att.Frac())
	}
	if tie.P.Cmp(rat(7, 64)) != 0 {
		t.Errorf("P(tie) = %s, want 7/64", tie.Frac())
	}
}

func TestChainAndRunForms(t *testing.T) {
	rs := ruleset(t)
	a, err := DefaultChainForm().Recompute(rs)
	if err != nil {
		t.Fatal(err)
	}
	// No hit leaves the target Firm: P(0 hits) = 1/4 is part of P(Firm).
	firm := bar(t, a, "Target ends at", "Firm")
	if firm.P.Cmp(rat(1, 4)) <= 0 {
		t.Errorf("P(target stays Firm) = %s, not above P(no hit) = 1/4", firm.Frac())
	}
	for _, g := range a.Groups {
		if g.Title == "Target ends at" || g.Title == "Target's end states" {
			if s := sum(g.Bars); s.Cmp(rat(1, 1)) != 0 {
				t.Errorf("%s adds up to %s", g.Title, s.RatString())
			}
		}
	}
	r, err := DefaultMeleeRunForm().Recompute(rs)
	if err != nil {
		t.Fatal(err)
	}
	for _, g := range r.Groups {
		if s := sum(g.Bars); g.Title != "Defender's end states" && s.Cmp(rat(1, 1)) != 0 {
			t.Errorf("%s adds up to %s", g.Title, s.RatString())
		}
	}
	if _, err := (MeleeRunForm{}).Recompute(rs); err == nil {
		t.Error("a melee without attackers")
	}
}

// Recomputing a calculator form must fit in one frame (FrameBudget, 16 ms):
// the view recomputes on every change.

func benchForm(b *testing.B, f interface {
	Recompute(*odn.Ruleset) (Answer, error)
}) {
	rs := ruleset(b)
	b.ReportAllocs()
	b.ResetTimer()
	start := cpuTime()
	for i := 0; i < b.N; i++ {
		if _, err := f.Recompute(rs); err != nil {
			b.Fatal(err)
		}
	}
	// The process's CPU time per recompute: on a busy machine the wall
	// time (ns/op) counts the waits for a core too.
	b.ReportMetric(float64(cpuTime()-start)/float64(b.N), "cpu-ns/op")
}

// cpuTime is the CPU time the process has used (user and system), in ns.
func cpuTime() int64 {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return ru.Utime.Nano() + ru.Stime.Nano()
}

func BenchmarkRecomputeFireForm(b *testing.B) {
	f := DefaultFireForm()
	f.Modifiers = []string{"target-column"}
	benchForm(b, f)
}

func BenchmarkRecomputeMoraleForm(b *testing.B) {
	benchForm(b, MoraleForm{Unit: UnitForm{Quality: "OG", Percent: 100, Level: "green", Modifiers: []string{"napoleon-attached"}}})
}

func BenchmarkRecomputeMeleeForm(b *testing.B) { benchForm(b, DefaultMeleeForm()) }

func BenchmarkRecomputeChainForm(b *testing.B) {
	f := DefaultChainForm()
	f.Fire = FireForm{Kind: "battalion", Nation: "france", Weight: "heavy", Band: "close"}
	f.Target.Modifiers = []string{"corps-attached"}
	f.AdditionalHit = true
	benchForm(b, f)
}

func BenchmarkRecomputeMeleeRunForm(b *testing.B) { benchForm(b, DefaultMeleeRunForm()) }

func BenchmarkRecomputeMeleeRunFormTwoAttackers(b *testing.B) {
	f := DefaultMeleeRunForm()
	f.Attackers = append(f.Attackers, RunSide{Unit: DefaultUnitForm()})
	benchForm(b, f)
}

// TestRecomputeWithinOneFrame checks the budget on request (timing depends
// on the machine's load): ARMYDOC_BUDGETS=1 go test ./editor/armydoc -run Frame -v
func TestRecomputeWithinOneFrame(t *testing.T) {
	if os.Getenv("ARMYDOC_BUDGETS") == "" {
		t.Skip("set ARMYDOC_BUDGETS=1 to check the frame budget")
	}
	for name, bench := range map[string]func(*testing.B){
		"fire": BenchmarkRecomputeFireForm, "morale": BenchmarkRecomputeMoraleForm, "melee": BenchmarkRecomputeMeleeForm,
		"chain": BenchmarkRecomputeChainForm, "melee run": BenchmarkRecomputeMeleeRunForm, "melee run, two attackers": BenchmarkRecomputeMeleeRunFormTwoAttackers,
	} {
		r := testing.Benchmark(bench)
		per := time.Duration(r.NsPerOp())
		t.Logf("%s: %v per recompute (budget %v)", name, per, time.Duration(FrameBudget))
		if per > time.Duration(FrameBudget) {
			t.Errorf("%s: %v per recompute, over the %v frame budget", name, per, time.Duration(FrameBudget))
		}
	}
}

func TestUnitFormLadderUnderstrengthP4(t *testing.T) {
	// Understrength units (p.4): the rules' 3,000-man division is 25% under
	// full strength and has one box fewer in each row; 2,999 men is more
	// than 25% under, still one step (3 boxes); a 50% unit has 2.
	rs := ruleset(t)
	cases := []struct {
		name string
		u    UnitForm
		rows int
		box  int
	}{
		{"full strength", UnitForm{Quality: "VT"}, 3, 4},
		{"3000 men", UnitForm{Quality: "VT", Men: 3000, Type: "infantry"}, 3, 3},
		{"2999 men", UnitForm{Quality: "VT", Men: 2999, Type: "infantry"}, 3, 3},
		{"50 percent", UnitForm{Quality: "VT", Percent: 50}, 3, 2},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			l, err := c.u.Ladder(rs)
			if err != nil {
				t.Fatal(err)
			}
			if len(l.Rows) != c.rows || l.Rows[0].Boxes != c.box {
				t.Errorf("%d rows of %d boxes, want %d of %d", len(l.Rows), l.Rows[0].Boxes, c.rows, c.box)
			}
		})
	}
	if _, err := (UnitForm{Quality: "VT", Men: 9000, Type: "infantry"}).Ladder(rs); err == nil {
		t.Error("9000 men accepted for an infantry division")
	}
}

func TestMeleeRunFormCommandOf4_05MustNameAUnitOfTheMelee(t *testing.T) {
	rs := ruleset(t)
	for _, tc := range []struct {
		name string
		of   int
		ok   bool
	}{{"the defender", 0, true}, {"attacker 1", 1, true}, {"attacker 2 of one", 2, false}, {"negative", -1, false}} {
		t.Run(tc.name, func(t *testing.T) {
			f := DefaultMeleeRunForm()
			f.Command = &CommandForm{Of: tc.of, Unit: DefaultUnitForm()}
			req, err := f.Request(rs)
			if (err == nil) != tc.ok {
				t.Fatalf("Of %d: err %v, want ok %v", tc.of, err, tc.ok)
			}
			if tc.ok && (len(req.Command) != 1 || req.Command[0].Of != tc.of) {
				t.Errorf("request's command units %+v", req.Command)
			}
		})
	}
}

func TestFireFormGrandBatteryP7Stands(t *testing.T) {
	f := FireForm{Kind: "battalion", Nation: "france", Weight: "heavy", Band: "close", Battery: []odn.BatteryStand{{Weight: "medium", Horse: true}}}
	req := f.Request()
	if len(req.Stands) != 2 || req.Stands[0].Weight != "heavy" || req.Stands[0].Nation != "france" || !req.Stands[1].Horse {
		t.Errorf("stands %+v: the battalion's own stand first, then the battery's", req.Stands)
	}
	f.Kind = "small-arms"
	if req := f.Request(); len(req.Stands) != 0 {
		t.Errorf("small arms with stands %+v", req.Stands)
	}
}
