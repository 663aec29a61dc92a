package xlsx

import (
	"fmt"
	"math/big"
	"sync"

	"github.com/aide-de-camp/adc/odn"
)

// attackersOdds is what Go gives for the Melee attackers sheet's inputs:
// the first round's attacks of odn.ResolveMeleeRun (additional units
// counted by Go) for the attackers in the Melee, the first attacker's
// modifier lowered by the Fire hits it took charging (modifier
// fire-hit-charging), and each attack's chances by odn.MeleeOdds. in[i]
// is the attack of attacker i, -1 when it is not in the Melee.
func attackersOdds(rs *odn.Ruleset, in AttackersInputs) (attacks []odn.Attack, odds odn.MeleeResult, at []int, err error) {
	atk := in.Attackers
	if atk == nil {
		atk = []AttackerInputs{{Quality: "VT"}, {Quality: "VT"}}
	}
	combatant := func(u AttackerInputs, fireHits int) odn.MeleeCombatant {
		return odn.MeleeCombatant{ExchangeUnit: odn.ExchangeUnit{Quality: u.Quality, Hits: u.RowHits + fireHits}, MeleeModifiers: uses(u.Modifiers), MeleeExtra: u.Extra, Artillery: u.Artillery}
	}
	def := in.Defender
	if def.Quality == "" {
		def.Quality = "VT"
	}
	req := odn.MeleeRunRequest{Defender: combatant(def, 0)}
	at = make([]int, AttackerSlots)
	for i := range at {
		at[i] = -1
		if i < len(atk) && atk[i].Quality != "" && !(i == 0 && in.FireRemoved) {
			at[i] = len(req.Attackers)
			// The Fire's hits on the first attacker are checked off
			// before contact and count in the Melee (p.6).
			req.Attackers = append(req.Attackers, combatant(atk[i], map[bool]int{true: in.FireHits}[i == 0]))
			var vs []odn.ModifierUse
			if atk[i].DefenderVs != "" {
				vs = []odn.ModifierUse{{ID: atk[i].DefenderVs, Count: 1}}
			}
			req.DefenderVs = append(req.DefenderVs, vs)
		}
	}
	rep, err := rs.ResolveMeleeRun(req)
	if err != nil {
		return nil, odds, at, err
	}
	attacks = rep.Attacks
	if at[0] == 0 {
		for _, m := range rs.Melee.Modifiers {
			if m.ID == "fire-hit-charging" {
				attacks[0].Attacker.Modifier += in.FireHits * m.Value
			}
		}
	}
	odds, err = odn.MeleeOdds(odn.MeleeInput{Attacks: attacks, Die: rs.Melee.Die, Bands: rs.Melee.Results})
	return attacks, odds, at, err
}

// attackersMemo keeps attackersOdds by input: a Melee followed to its end
// with four attackers takes seconds, and each engine's values are checked.
var attackersMemo sync.Map

type attackersAnswer struct {
	attacks []odn.Attack
	odds    odn.MeleeResult
	at      []int
	err     error
}

func attackersOddsOnce(rs *odn.Ruleset, in AttackersInputs) attackersAnswer {
	key := fmt.Sprintf("%s %+v", rs.Stamp(), in)
	if a, ok := attackersMemo.Load(key); ok {
		return a.(attackersAnswer)
	}
	var a attackersAnswer
	a.attacks, a.odds, a.at, a.err = attackersOdds(rs, in)
	attackersMemo.Store(key, a)
	return a
}

// checkAttackers compares the Melee attackers sheet with attackersOdds
// (Each additional unit in Melee, p.9; the defender's Fire at the first
// attacker, p.6).
func checkAttackers(r reporter, rs *odn.Ruleset, in AttackersInputs, b *CalcBook, v bookValues) {
	const sh = "Melee attackers"
	// The sheet refuses hits that fill a unit's current row (it asks for
	// the quality the unit dropped to).
	full := false
	for i, u := range append(append([]AttackerInputs{}, in.Attackers...), in.Defender) {
		if q := rs.Quality(u.Quality); q != nil {
			h := u.RowHits
			if i == 0 && len(in.Attackers) > 0 {
				h += in.FireHits
			}
			full = full || h >= q.Boxes
		}
	}
	if full {
		bad := false
		for _, ref := range b.AttackersCheck {
			bad = bad || v.str(r, sh, ref) != "Yes"
		}
		if !bad {
			r("melee attackers %+v: hits fill a row, every check says Yes", in)
		}
		return
	}
	ans := attackersOddsOnce(rs, in)
	attacks, odds, at, err := ans.attacks, ans.odds, ans.at, ans.err
	if err != nil {
		bad := false
		for _, ref := range b.AttackersCheck {
			bad = bad || v.str(r, sh, ref) != "Yes"
		}
		if !bad {
			r("melee attackers %+v: Go refuses them (%v), every check says Yes", in, err)
		}
		return
	}
	for j, ref := range b.AttackersCheck {
		if g := v.str(r, sh, ref); g != "Yes" {
			r("melee attackers %+v: column %d check = %q, want Yes", in, j+1, g)
		}
	}
	n := 0
	for i, k := range at {
		if g, want := v.str(r, sh, b.AttackersIn[i]), map[bool]string{true: "Yes", false: "No"}[k >= 0]; g != want {
			r("melee attackers %+v: attacker %d in the Melee = %q, want %q", in, i+1, g, want)
		}
		win, lose, tie, routed, defRouted := new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat), new(big.Rat)
		if k >= 0 {
			n++
			a := attacks[k]
			if g := v.num(r, sh, b.AttackersNumber[i]); g != float64(a.Attacker.Melee) {
				r("melee attackers %+v: attacker %d Melee Number = %v, Go %d", in, i+1, g, a.Attacker.Melee)
			}
			if g := v.num(r, sh, b.AttackersModifier[i]); g != float64(a.Attacker.Modifier) {
				r("melee attackers %+v: attacker %d modifier = %v, Go %d", in, i+1, g, a.Attacker.Modifier)
			}
			if g := v.num(r, sh, b.AttackersNumber[AttackerSlots]); g != float64(a.Defender.Melee) {
				r("melee attackers %+v: defender Melee Number = %v, Go %d", in, g, a.Defender.Melee)
			}
			// The sheet's defender column holds the modifiers of every
			// attack; the one against this attacker only is in its column.
			vs := 0
			if i < len(in.Attackers) && in.Attackers[i].DefenderVs != "" {
				vs, _, _, _ = odn.SumModifiers(rs.Melee.Modifiers, []odn.ModifierUse{{ID: in.Attackers[i].DefenderVs}})
			}
			if g := v.num(r, sh, b.AttackersModifier[AttackerSlots]); g != float64(a.Defender.Modifier-vs) {
				r("melee attackers %+v: defender modifier = %v, Go %d (and %+d against attacker %d only)", in, g, a.Defender.Modifier-vs, vs, i+1)
			}
			o := odds.Attacks[k]
			for _, bd := range o.Bands {
				win.Add(win, bd.AttackerWins)
				lose.Add(lose, bd.DefenderWins)
				tie.Add(tie, bd.Tie)
			}
			routed, defRouted = o.AttackerRouted, o.DefenderRouted
		}
		for _, x := range []struct {
			what string
			ref  string
			want *big.Rat
		}{{"wins", b.AttackersWin[i], win}, {"loses", b.AttackersLose[i], lose}, {"ties", b.AttackersTie[i], tie}, {"is routed", b.AttackersRouted[i], routed}, {"routs the defender", b.AttackersDefenderRouted[i], defRouted}} {
			if g := v.num(r, sh, x.ref); !near(g, ratF(x.want)) {
				r("melee attackers %+v: attacker %d %s = %v, Go %v", in, i+1, x.what, g, ratF(x.want))
			}
		}
	}
	if g := v.num(r, sh, b.AttackersCount); g != float64(n) {
		r("melee attackers %+v: attackers in the Melee = %v, Go %d", in, g, n)
	}
}
