package scenario

import "testing"

// TestIsIDMatchesPattern: the hand-written id check accepts exactly what the
// published id pattern (idRE, also in the JSON schema) accepts.
func TestIsIDMatchesPattern(t *testing.T) {
	for _, s := range []string{"", "a", "A9", "fr-ney", "al.1st_r", "-x", "_x", ".x", "x y", "x/y", "é", "x\n", "9", "a-", "a..b"} {
		t.Run(s, func(t *testing.T) {
			if got, want := isID(s), idRE.MatchString(s); got != want {
				t.Errorf("isID(%q) = %v, pattern says %v", s, got, want)
			}
		})
	}
}

// FuzzIsID: isID and the id pattern agree on any input.
func FuzzIsID(f *testing.F) {
	for _, s := range []string{"fr-ney", "", "-a", "a b", "a.b_c-d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isID(s), idRE.MatchString(s); got != want {
			t.Errorf("isID(%q) = %v, pattern says %v", s, got, want)
		}
	})
}
