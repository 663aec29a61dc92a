package xlsx

import (
	"slices"

	"github.com/aide-de-camp/adc/odn"
)

// batteryRequest is the odn.FireRequest the Grand battery sheet mirrors
// for the inputs in.
func batteryRequest(rs *odn.Ruleset, in BatteryInputs) odn.FireRequest {
	stands := slices.Clone(in.Stands)
	if stands == nil {
		heavy := rs.ArtilleryWeights[len(rs.ArtilleryWeights)-1].ID
		stands = []odn.BatteryStand{{Weight: heavy}, {Weight: heavy}}
	}
	for i := range stands {
		if stands[i].Nation == "" {
			stands[i].Nation = rs.Nations[0].ID
		}
	}
	band := in.Band
	if band == "" {
		band = rs.BattalionFire.RangeBands[0].ID
	}
	uses := make([]odn.ModifierUse, len(in.Modifiers))
	for i, id := range in.Modifiers {
		uses[i] = odn.ModifierUse{ID: id, Count: 1}
	}
	return odn.FireRequest{Kind: "battalion", Band: band, Stands: stands, Modifiers: uses, Extra: in.Extra}
}

// checkBattery compares the Grand battery sheet of a recalculated
// calculator workbook with odn.ResolveFire for the same stands
// (Artillery battalion fire (2), p.7: a grand battery).
func checkBattery(r reporter, rs *odn.Ruleset, in BatteryInputs, b *CalcBook, v bookValues) {
	const sh = "Grand battery"
	req := batteryRequest(rs, in)
	rep, err := rs.ResolveFire(req)
	if err != nil {
		// Go refuses the battery; the sheet must say it is not legal.
		if g := v.str(r, sh, b.BatteryCheck); g == "Yes" {
			r("grand battery %+v: Go refuses it (%v), the sheet's check says Yes", in, err)
		}
		return
	}
	if g := v.str(r, sh, b.BatteryCheck); g != "Yes" {
		r("grand battery %+v: check = %q, want Yes", in, g)
	}
	if g, want := v.str(r, sh, b.BatteryAllowed), map[bool]string{true: "No", false: "Yes"}[rep.NoFire]; g != want {
		r("grand battery %+v: fire allowed = %q, Go %q (%s)", in, g, want, rep.NoFireWhy)
	}
	if g := v.num(r, sh, b.BatteryDice); g != float64(rep.Result.Dice) {
		r("grand battery %+v: dice = %v, Go %d", in, g, rep.Result.Dice)
	}
	if g := v.num(r, sh, b.BatteryModifier); g != float64(rep.Modifier) {
		r("grand battery %+v: modifier = %v, Go %d", in, g, rep.Modifier)
	}
	for i, gr := range rep.Result.Groups {
		if g := v.num(r, sh, b.BatteryStandToHit[i]); g != float64(gr.ToHit) {
			r("grand battery %+v: stand %d To Hit = %v, Go %d", in, i+1, g, gr.ToHit)
		}
		if g := v.num(r, sh, b.BatteryStandNeed[i]); g != float64(gr.Need) {
			r("grand battery %+v: stand %d natural roll needed = %v, Go %d", in, i+1, g, gr.Need)
		}
		if g := v.num(r, sh, b.BatteryStandChance[i]); !near(g, ratF(gr.PHit)) {
			r("grand battery %+v: stand %d chance per die = %v, Go %v", in, i+1, g, ratF(gr.PHit))
		}
		if !rep.NoFire {
			if g := v.num(r, sh, b.BatteryStandDice[i]); g != float64(gr.Dice) {
				r("grand battery %+v: stand %d dice = %v, Go %d", in, i+1, g, gr.Dice)
			}
		}
	}
	for k, ref := range b.BatteryHits {
		want, atLeast := 0.0, 0.0
		if k < len(rep.Result.Hits) {
			want, atLeast = ratF(rep.Result.Hits[k]), ratF(rep.Result.AtLeast[k])
		}
		if g := v.num(r, sh, ref); !near(g, want) {
			r("grand battery %+v: P(%d hits) = %v, Go %v", in, k, g, want)
		}
		if g := v.num(r, sh, b.BatteryAtLeast[k]); !near(g, atLeast) {
			r("grand battery %+v: P(%d or more hits) = %v, Go %v", in, k, g, atLeast)
		}
	}
	if g := v.num(r, sh, b.BatteryExpected); !near(g, ratF(rep.Result.Expected)) {
		r("grand battery %+v: expected hits = %v, Go %v", in, g, ratF(rep.Result.Expected))
	}
}
