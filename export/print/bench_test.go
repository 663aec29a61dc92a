package print

import (
	"bytes"
	"fmt"
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

// BenchmarkMapPerHex prints the map of Talavera 20 stretched to n x n
// hexes as A4 tiles, and reports the time per hex: it stays flat from
// 20x20 to 200x200, since each tile draws only its own hexes.
func BenchmarkMapPerHex(b *testing.B) {
	for _, n := range []int{20, 50, 100, 200} {
		b.Run(fmt.Sprintf("%dx%d", n, n), func(b *testing.B) {
			s, cs := loadScenario(b, "talavera20-full")
			s.Map.Columns, s.Map.Rows = n, n
			st := StyleFor(s, cs)
			for b.Loop() {
				pages := MapPages(s, st, Options{})
				var buf bytes.Buffer
				if err := WritePDF(&buf, s.Title, pages); err != nil {
					b.Fatal(err)
				}
			}
			b.ReportMetric(float64(b.Elapsed().Nanoseconds())/float64(b.N)/float64(n*n), "ns/hex")
		})
	}
}
