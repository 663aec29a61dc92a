package bundle

import (
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
)

// FuzzOrders feeds arbitrary orders (mostly illegal) between random legal
// ones: Apply must refuse or succeed, never panic, and every state it
// returns must keep the invariants.
func FuzzOrders(f *testing.F) {
	b, err := Open("rousse20", rules.Options{Optional: []string{"all"}})
	if err != nil {
		f.Skip(err)
	}
	f.Add([]byte{1, 2, 3, 4, 5, 6, 7, 8})
	f.Add([]byte("declare resolve move countercharge"))
	f.Fuzz(func(t *testing.T, data []byte) {
		g, err := rules.NewGame(b, rules.NewSeededDice(uint64(len(data))))
		if err != nil {
			t.Fatal(err)
		}
		p := rules.NewRandomPlayer(7)
		ids := make([]string, 0, len(b.Units))
		for _, u := range b.Units {
			ids = append(ids, u.ID)
		}
		pick := func(i int) string { return ids[int(data[i%len(data)])%len(ids)] }
		hexAt := func(i int) string {
			return b.Code(int32(int(data[i%len(data)]) * 7 % b.N))
		}
		for i := 0; i < len(data) && i < 200; i++ {
			s := g.State()
			if s.Over() {
				return
			}
			var o rules.Order
			switch data[i] % 9 {
			case 0:
				o = rules.Move{Unit: pick(i + 1), To: hexAt(i + 2)}
			case 1:
				o = rules.Declare{Battles: []rules.BattleDecl{{Attackers: []string{pick(i + 1)}, Defenders: []string{pick(i + 2)}}}}
			case 2:
				o = rules.Resolve{Battle: int(data[(i+1)%len(data)] % 3), AttackerReserve: data[i]&16 != 0, Reduce: int(data[i] % 2), Advance: []string{pick(i + 3)}, Pursue: 2}
			case 3:
				o = rules.Countercharge{Attackers: []string{pick(i + 1)}, Defenders: []string{pick(i + 2)}}
			case 4:
				o = rules.Disengage{Unit: pick(i + 1), To: hexAt(i + 2)}
			case 5:
				o = rules.Rally{Units: []string{pick(i + 1)}, Hexes: []string{hexAt(i + 2)}}
			case 6:
				o = rules.ForceMarch{}
			case 7:
				o = rules.Breakdown{Unit: pick(i + 1)}
			default:
				o = p.Order(s)
			}
			ns, _, err := g.Apply(o)
			if err != nil {
				continue
			}
			if err := ns.Check(); err != nil {
				t.Fatalf("after %s: %v", o, err)
			}
		}
	})
}
