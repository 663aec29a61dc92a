package rules

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// cycleDice repeats its rolls forever.
type cycleDice struct {
	rolls []int
	i     int
}

func (d *cycleDice) Roll() int {
	r := d.rolls[d.i%len(d.rolls)]
	d.i++
	return r
}

// BenchmarkResolveBattle resolves the extended combat example battle with
// its rout, hazardous retreat, controlled advance, pursuit and advance
// (budget: under 20 µs).
func BenchmarkResolveBattle(b *testing.B) {
	t := &testing.T{}
	_, s, _ := extendedExample(t, scenario.EditionWallachia)
	d := &cycleDice{rolls: []int{6, 2, 4, 5, 3}}
	s, _, err := s.Apply(Declare{Battles: []BattleDecl{{Attackers: []string{"guard", "iii", "iv-cav"}, Defenders: []string{"prussian"}}}}, d)
	if err != nil {
		b.Fatal(err)
	}
	o := Resolve{Battle: 0, DefenderReserve: true, Advance: []string{"iv-cav", "iii"}, Pursue: 1}
	b.ReportAllocs()
	for b.Loop() {
		d.i = 0
		if _, _, err := s.Apply(o, d); err != nil {
			b.Fatal(err)
		}
	}
}
