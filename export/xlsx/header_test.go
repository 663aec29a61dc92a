package xlsx

import (
	"strings"
	"testing"
	"unicode/utf8"
)

func TestHeaderTextFitsTheFormat(t *testing.T) {
	long := strings.Repeat("Bataille de Talavera & de la Casa de Salinas, ", 7) // ~330 runes, with ampersands
	cases := []struct {
		name, left, right string
		keepsLeft         bool
	}{
		{"short", "Talavera 20", "Setup", true},
		{"300-character title", strings.Repeat("T", 300), "Setup", false},
		{"title with ampersands", long, "Orders of battle", false},
		{"accented title", strings.Repeat("é", 400), "Setup", false},
		{"long right text", "Talavera 20", strings.Repeat("R", 400), true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			h := headerText(tc.left, tc.right)
			if n := utf8.RuneCountInString(h); n > maxHeaderFooter {
				t.Fatalf("header has %d characters, more than %d", n, maxHeaderFooter)
			}
			if tc.keepsLeft != strings.Contains(h, hfEscape(tc.left)) {
				t.Errorf("left text kept = %v, want %v: %q", !tc.keepsLeft, tc.keepsLeft, h)
			}
			if !tc.keepsLeft && !strings.Contains(h, "…") {
				t.Errorf("shortened header has no ellipsis: %q", h)
			}
			// Each & of the texts is doubled; a cut never splits a pair.
			text := strings.TrimPrefix(h, "&L&\"-,Bold\"&12")
			l, r, _ := strings.Cut(text, "&R&10")
			for _, s := range []string{l, r} {
				if strings.Contains(strings.ReplaceAll(s, "&&", ""), "&") {
					t.Errorf("header splits an escaped ampersand: %q", h)
				}
			}
		})
	}
}

// TestExportScenarioWithA300CharacterTitle: the workbook is written, with
// the print header shortened to the format's 255 characters.
func TestExportScenarioWithA300CharacterTitle(t *testing.T) {
	s, charts := exampleScenario(t)
	s.Title = strings.Repeat("A very long title, ", 16) // 304 characters
	var buf strings.Builder
	if err := WriteScenario(&buf, s, charts, Options{}); err != nil {
		t.Fatalf("export refused a long title: %v", err)
	}
}
