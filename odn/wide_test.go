package odn

import (
	"math/big"
	"math/rand/v2"
	"testing"
)

// randBig is a random non-negative number of up to maxBits bits, biased
// towards the edges of the 64- and 128-bit words.
func randBig(r *rand.Rand, maxBits int) *big.Int {
	n := r.IntN(maxBits + 1)
	switch r.IntN(4) {
	case 0:
		n = 64
	case 1:
		n = 128
	}
	x := new(big.Int)
	for i := 0; i < n; i += 32 {
		x.Lsh(x, 32)
		x.Or(x, big.NewInt(int64(r.Uint32())))
	}
	if r.IntN(3) == 0 && n > 0 { // all ones: the carries' worst case
		x.Sub(x.Lsh(big.NewInt(1), uint(n)), big.NewInt(1))
	}
	return x.Rsh(x, uint(max(x.BitLen()-n, 0)))
}

func wideOf(x *big.Int) *wide {
	var w wide
	w.setBig(x)
	return &w
}

// TestWideMatchesBig checks every operation of wide against math/big, on
// numbers either side of 64 and 128 bits, so that sums and products that
// overflow 128 bits go over to big.Int exactly; and again with the test
// limit set low, so that every value takes the fallback.
func TestWideMatchesBig(t *testing.T) {
	for _, limit := range []int{0, 20} {
		t.Run(map[int]string{0: "128 bits", 20: "limit 20 bits"}[limit], func(t *testing.T) {
			wideLimit = limit
			defer func() { wideLimit = 0 }()
			r := rand.New(rand.NewPCG(18, uint64(limit)))
			before := wideBig.Load()
			for range 20000 {
				a, b, c := randBig(r, 140), randBig(r, 140), randBig(r, 200)
				wa, wb, wc := wideOf(a), wideOf(b), wideOf(c)
				got := new(big.Int)
				if wa.bigInt(got).Cmp(a) != 0 {
					t.Fatalf("round trip of %v gave %v", a, got)
				}
				want := new(big.Int).Add(c, new(big.Int).Mul(a, b))
				wc.addMul(wa, wb)
				if wc.bigInt(got).Cmp(want) != 0 {
					t.Fatalf("%v + %v * %v = %v, want %v", c, a, b, got, want)
				}
				var p wide
				p.setMul(wa, wb)
				if want.Mul(a, b); p.bigInt(got).Cmp(want) != 0 {
					t.Fatalf("%v * %v = %v, want %v", a, b, got, want)
				}
				s := *wideOf(a)
				s.add(wb)
				if want.Add(a, b); s.bigInt(got).Cmp(want) != 0 {
					t.Fatalf("%v + %v = %v, want %v", a, b, got, want)
				}
				var d wide
				d.setSub(&s, wb)
				if d.bigInt(got).Cmp(a) != 0 {
					t.Fatalf("%v - %v = %v, want %v", want, b, got, a)
				}
				if d.isZero() != (a.Sign() == 0) {
					t.Fatalf("isZero(%v) = %v", a, d.isZero())
				}
			}
			if wideBig.Load() == before {
				t.Error("no value went over to big.Int: the fallback was not exercised")
			}
		})
	}
}
