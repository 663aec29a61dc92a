package print

import (
	"bytes"
	"testing"
)

// BenchmarkTalaveraFullKit prints every part of Talavera 20 full battle
// to PDF on A4. Budget: under 2 s.
func BenchmarkTalaveraFullKit(b *testing.B) {
	s, cs := loadScenario(b, "talavera20-full")
	for b.Loop() {
		pages, err := Scenario(s, cs, Options{})
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WritePDF(&buf, s.Title, pages); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRoster200 prints the rosters of a 200-unit army to PDF.
// Budget: under 1 s.
func BenchmarkRoster200(b *testing.B) {
	rs := loadRuleset(b)
	r := bigRoster(b, rs, 200)
	for b.Loop() {
		pages, _ := RosterPages(r, rs, Papers[0], nil)
		var buf bytes.Buffer
		if err := WritePDF(&buf, r.Army, pages); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkArmyPack200 prints every part of a 200-unit army pack.
func BenchmarkArmyPack200(b *testing.B) {
	rs := loadRuleset(b)
	r := bigRoster(b, rs, 200)
	for b.Loop() {
		pages, err := Army(r, rs, Options{})
		if err != nil {
			b.Fatal(err)
		}
		var buf bytes.Buffer
		if err := WritePDF(&buf, r.Army, pages); err != nil {
			b.Fatal(err)
		}
	}
}
