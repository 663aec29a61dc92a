package print

import (
	"fmt"
	"regexp"
	"testing"
)

var sheetOf = regexp.MustCompile(`sheet (\d+) of (\d+), (fronts|backs)`)

// checkDuplex checks that a kit printed double-sided (turned on the long
// edge) backs every front with its own back: each back page is an even
// page whose front, the page before it, is the same sheet's fronts of the
// same size, and every sheet of fronts starts on an odd page.
func checkDuplex(t *testing.T, pages []Page) {
	t.Helper()
	backs := 0
	for i, pg := range pages {
		m := sheetOf.FindStringSubmatch(pg.Title)
		if m != nil && m[3] == "fronts" && i%2 != 0 {
			t.Errorf("page %d %q: a sheet of fronts on an even page", i+1, pg.Title)
		}
		if m != nil && m[3] == "backs" && !pg.Backs {
			t.Errorf("page %d %q: not marked as a back", i+1, pg.Title)
		}
		if !pg.Backs {
			continue
		}
		backs++
		if i%2 != 1 {
			t.Errorf("page %d %q: a back on an odd page, so on another sheet than its front", i+1, pg.Title)
			continue
		}
		front := pages[i-1]
		if front.Backs {
			t.Errorf("page %d %q: backs another back", i+1, pg.Title)
		}
		if front.W != pg.W || front.H != pg.H {
			t.Errorf("page %d: %.1fx%.1f mm, its front %.1fx%.1f mm", i+1, pg.W, pg.H, front.W, front.H)
		}
		if pg.Title == BlankTitle {
			continue
		}
		fm := sheetOf.FindStringSubmatch(front.Title)
		if m == nil || fm == nil || fm[3] != "fronts" || fm[1] != m[1] || fm[2] != m[2] {
			t.Errorf("page %d %q follows %q, not its own fronts", i+1, pg.Title, front.Title)
		}
	}
	if backs == 0 {
		t.Error("no back pages")
	}
}

// Every kit on every paper: fronts on odd pages, each back page the other
// side of its fronts, a blank page inserted where a part ends on an odd
// page ("intentionally blank").
func TestWholeKitDuplex(t *testing.T) {
	rs := loadRuleset(t)
	for _, p := range Papers {
		for _, id := range []string{"talavera20-full", "bussaco20-espana", "slobozia20", "rousse20"} {
			t.Run(fmt.Sprintf("%s/%s", id, p.Name), func(t *testing.T) {
				s, charts := loadScenario(t, id)
				pages, err := Scenario(s, charts, Options{Paper: p})
				if err != nil {
					t.Fatal(err)
				}
				checkDuplex(t, pages)
			})
		}
		t.Run("french-1812/"+p.Name, func(t *testing.T) {
			pages, err := Army(bundledRoster(t, rs, "french-1812"), rs, Options{Paper: p})
			if err != nil {
				t.Fatal(err)
			}
			checkDuplex(t, pages)
		})
	}
}

func TestBlankPageOnlyWhereNeeded(t *testing.T) {
	s, charts := loadScenario(t, "rousse20")
	for _, parts := range [][]string{{"counters", "cards"}, {"cards"}, {"map", "counters", "cards"}} {
		pages, err := Scenario(s, charts, Options{Parts: parts})
		if err != nil {
			t.Fatal(err)
		}
		blanks := 0
		for _, pg := range pages {
			if pg.Title == BlankTitle {
				blanks++
			}
		}
		only, _ := Scenario(s, charts, Options{Parts: parts[:1]})
		want := 0
		if len(parts) == 3 && len(only)%2 == 1 {
			want = 1
		}
		if blanks != want {
			t.Errorf("parts %v: %d blank pages, want %d", parts, blanks, want)
		}
	}
}
