package xlsx

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestSheetName(t *testing.T) {
	used := map[string]bool{"index": true}
	for _, c := range []struct{ in, want string }{
		{"IV Corps", "IV Corps"},
		{"iv corps", "iv corps (2)"},
		{"Index", "Index (2)"},
		{"Corps [Reserve]: 1/2*?", "Corps (Reserve)- 1-2-"},
		{"'Quoted'", "Quoted"},
		{"", "Sheet"},
		{"A very long corps name that goes on and on", "A very long corps name that goe"},
		{"A very long corps name that goes on and on again", "A very long corps name that (2)"},
	} {
		got := sheetName(c.in, used)
		if got != c.want {
			t.Errorf("sheetName(%q) = %q, want %q", c.in, got, c.want)
		}
		if utf8.RuneCountInString(got) > 31 || strings.ContainsAny(got, `[]:*?/\`) {
			t.Errorf("sheetName(%q) = %q is not a legal sheet name", c.in, got)
		}
	}
}

func TestParsePaper(t *testing.T) {
	for _, c := range []struct {
		in   string
		want Paper
		ok   bool
	}{{"a4", A4, true}, {"A4", A4, true}, {" letter ", Letter, true}, {"legal", A4, false}, {"", A4, false}} {
		got, err := ParsePaper(c.in)
		if (err == nil) != c.ok || (c.ok && got != c.want) {
			t.Errorf("ParsePaper(%q) = %v, %v", c.in, got, err)
		}
	}
}

func FuzzParsePaper(f *testing.F) {
	for _, s := range []string{"a4", "letter", "Letter", "", "a3"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		p, err := ParsePaper(s)
		if err == nil {
			if q, err := ParsePaper(p.String()); err != nil || q != p {
				t.Fatalf("%q: round trip %v -> %q -> %v, %v", s, p, p.String(), q, err)
			}
		}
	})
}
