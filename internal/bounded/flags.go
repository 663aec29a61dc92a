package bounded

import (
	"fmt"
	"math"
	"strconv"
)

// Int checks the value v of a numeric flag: it must lie in [lo, hi]. The
// error names the flag and both limits, e.g. "--games 0 is out of range:
// give 1 to 1000000".
func Int(flag string, v, lo, hi int) error {
	if v < lo || v > hi {
		return fmt.Errorf("%s %d is out of range: give %d to %d", flag, v, lo, hi)
	}
	return nil
}

// Float checks a fractional flag's value: a number (not NaN, not
// infinite) in [lo, hi].
func Float(flag string, v, lo, hi float64) error {
	if math.IsNaN(v) || math.IsInf(v, 0) || v < lo || v > hi {
		return fmt.Errorf("%s %s is out of range: give a number from %s to %s", flag, strconv.FormatFloat(v, 'g', -1, 64),
			strconv.FormatFloat(lo, 'g', -1, 64), strconv.FormatFloat(hi, 'g', -1, 64))
	}
	return nil
}
