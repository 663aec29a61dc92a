package odn_test

import (
	"fmt"
	"os"

	"github.com/aide-de-camp/adc/odn"
)

func ExampleRuleset_ResolveFire() {
	rs, err := odn.LoadRulesetFS(os.DirFS("../templates"), odn.DefaultRulesetFile)
	if err != nil {
		panic(err)
	}
	// Fire (c): a Veteran division in line fires 2d10 at 6+; the target is in column (+1).
	rep, _ := rs.ResolveFire(odn.FireRequest{Kind: "small-arms", Quality: "VT", Formation: "line",
		Modifiers: []odn.ModifierUse{{ID: "target-column"}}})
	g := rep.Result.Groups[0]
	fmt.Printf("roll %d+ on each die; P(at least one hit) = %s\n", g.Need, rep.Result.AtLeast[1].RatString())
	// Output: roll 5+ on each die; P(at least one hit) = 21/25
}

func ExampleLadder_State() {
	rs, _ := odn.LoadRulesetFS(os.DirFS("../templates"), odn.DefaultRulesetFile)
	// Unit roster (p.3): the Veteran 7th Infantry after five hits.
	l, _ := rs.LadderFor("VT", 0, nil)
	s := l.State(5)
	fmt.Printf("%s: Pass %d+, Melee %d, Fire %d+\n", s.Quality, s.Pass, s.Melee, s.ToHit)
	// Output: CN: Pass 6+, Melee 1, Fire 7+
}
