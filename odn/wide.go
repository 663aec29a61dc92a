package odn

import (
	"math/big"
	"math/bits"
	"sync/atomic"
)

// wide is a non-negative whole number for the exact sums of a Melee
// followed to its end: held in 128 bits while it fits, in a big.Int once a
// product or sum would overflow them. The probabilities are whole numbers
// over denominators made of die faces, which mostly fit in 128 bits, so
// the hot tables add and multiply with math/bits and allocate nothing;
// a value that outgrows them is carried on exactly, only slower.
//
// The zero value is 0. A wide holding a big.Int owns it.
type wide struct {
	hi, lo uint64
	b      *big.Int // nil while the value fits in hi:lo
}

// wideBig counts, for tests, the values that went over to a big.Int.
var wideBig atomic.Int64

// wideLimit, when above 0, makes every value of more than wideLimit bits
// a big.Int: tests set it to run the fallback on small cases.
var wideLimit int

func (z *wide) setZero() { z.hi, z.lo, z.b = 0, 0, nil }

func (z *wide) setUint64(x uint64) { z.hi, z.lo, z.b = 0, x, nil }

func (z *wide) isZero() bool {
	if z.b != nil {
		return z.b.Sign() == 0
	}
	return z.hi|z.lo == 0
}

// toBig moves z's value into its big.Int.
func (z *wide) toBig() {
	if z.b != nil {
		return
	}
	wideBig.Add(1)
	z.b = putWords(new(big.Int), z.hi, z.lo)
	z.hi, z.lo = 0, 0
}

// putWords sets dst to hi * 2^64 + lo.
func putWords(dst *big.Int, hi, lo uint64) *big.Int {
	ws := dst.Bits()[:0]
	if bits.UintSize == 64 {
		ws = append(ws, big.Word(lo), big.Word(hi))
	} else {
		ws = append(ws, big.Word(lo&0xffffffff), big.Word(lo>>32), big.Word(hi&0xffffffff), big.Word(hi>>32))
	}
	return dst.SetBits(ws)
}

// fits reports whether hi:lo is within the test limit (always, without one).
func fits(hi, lo uint64) bool {
	if wideLimit <= 0 {
		return true
	}
	n := bits.Len64(lo)
	if hi != 0 {
		n = 64 + bits.Len64(hi)
	}
	return n <= wideLimit
}

// setBig sets z to x (non-negative), in 128 bits when it fits.
func (z *wide) setBig(x *big.Int) {
	if x.BitLen() <= 128 {
		var hi, lo uint64
		ws := x.Bits()
		if bits.UintSize == 64 {
			if len(ws) > 0 {
				lo = uint64(ws[0])
			}
			if len(ws) > 1 {
				hi = uint64(ws[1])
			}
		} else {
			var u [4]uint64
			for i, w := range ws {
				u[i] = uint64(w)
			}
			lo, hi = u[0]|u[1]<<32, u[2]|u[3]<<32
		}
		if fits(hi, lo) {
			z.hi, z.lo, z.b = hi, lo, nil
			return
		}
	}
	if z.b == nil {
		wideBig.Add(1)
		z.b = new(big.Int)
	}
	z.hi, z.lo = 0, 0
	z.b.Set(x)
}

// bigInt sets dst to z and returns it.
func (z *wide) bigInt(dst *big.Int) *big.Int {
	if z.b != nil {
		return dst.Set(z.b)
	}
	return putWords(dst, z.hi, z.lo)
}

// mul128 is a * b when the product fits in 128 bits.
func mul128(a, b *wide) (hi, lo uint64, ok bool) {
	switch {
	case a.b != nil || b.b != nil:
		return 0, 0, false
	case a.hi == 0 && b.hi == 0:
		hi, lo = bits.Mul64(a.lo, b.lo)
	case a.hi != 0 && b.hi != 0:
		return 0, 0, false
	default:
		x, y := a, b
		if x.hi == 0 {
			x, y = y, x
		}
		// (x.hi * 2^64 + x.lo) * y.lo
		h1, l1 := bits.Mul64(x.hi, y.lo)
		if h1 != 0 {
			return 0, 0, false
		}
		h2, l2 := bits.Mul64(x.lo, y.lo)
		var c uint64
		hi, c = bits.Add64(l1, h2, 0)
		if c != 0 {
			return 0, 0, false
		}
		lo = l2
	}
	return hi, lo, fits(hi, lo)
}

// addMul adds a * b to z.
func (z *wide) addMul(a, b *wide) {
	if z.b == nil {
		if hi, lo, ok := mul128(a, b); ok {
			lo, c := bits.Add64(z.lo, lo, 0)
			hi, c = bits.Add64(z.hi, hi, c)
			if c == 0 && fits(hi, lo) {
				z.hi, z.lo = hi, lo
				return
			}
		}
	}
	var x, y big.Int
	z.toBig()
	z.b.Add(z.b, x.Mul(a.bigInt(&x), b.bigInt(&y)))
}

// setMul sets z to a * b (z may be a or b).
func (z *wide) setMul(a, b *wide) {
	if hi, lo, ok := mul128(a, b); ok {
		z.hi, z.lo, z.b = hi, lo, nil
		return
	}
	var x, y big.Int
	x.Mul(a.bigInt(&x), b.bigInt(&y))
	z.setBig(&x)
}

// add adds a to z.
func (z *wide) add(a *wide) {
	if z.b == nil && a.b == nil {
		lo, c := bits.Add64(z.lo, a.lo, 0)
		hi, c := bits.Add64(z.hi, a.hi, c)
		if c == 0 && fits(hi, lo) {
			z.hi, z.lo = hi, lo
			return
		}
	}
	var x big.Int
	z.toBig()
	z.b.Add(z.b, a.bigInt(&x))
}

// setSub sets z to a - b, b being at most a.
func (z *wide) setSub(a, b *wide) {
	if a.b == nil && b.b == nil {
		lo, c := bits.Sub64(a.lo, b.lo, 0)
		hi, _ := bits.Sub64(a.hi, b.hi, c)
		z.hi, z.lo, z.b = hi, lo, nil
		return
	}
	var x, y big.Int
	x.Sub(a.bigInt(&x), b.bigInt(&y))
	z.setBig(&x)
}
