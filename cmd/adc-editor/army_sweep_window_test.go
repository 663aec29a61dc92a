package main

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	odnarmies "github.com/aide-de-camp/adc/scenarios/odn"
)

// TestWindowCalculatorsSweepChart opens the calculators in a real window,
// makes the Fire → Morale form's fire an artillery battalion with the
// mouse, and opens the Sweep view: its chart of where the target ends at
// each range, 0 inches to the longest band's end (Artillery battalion
// fire table, p.8), is drawn; before, with small-arms fire, it says there
// is no sweep. The figures are checked against the Fire → Morale answer
// by TestSweepAgreesWithFireThenMorale (editor/armydoc).
func TestWindowCalculatorsSweepChart(t *testing.T) {
	d := startArmyX(t)
	dir := t.TempDir()
	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
	if err != nil {
		t.Fatal(err)
	}
	file := filepath.Join(dir, "french-1812.yaml")
	if err := os.WriteFile(file, data, 0o644); err != nil {
		t.Fatal(err)
	}
	e := d.launch(t, filepath.Join(dir, "config"), file)
	// At 1280x720: the Calculators tab at (199, 89); the Sweep item of
	// its list at (66, 403), the chart from (138, 250) to (598, 490).
	e.click(t, 0.155, 0.124)
	settle()
	e.click(t, 0.052, 0.56)
	settle()
	d.shot(t, "sweep-0-small-arms")
	before := colours(e.grab(t, 0.108, 0.347, 0.36, 0.333))
	// The Fire → Morale item at (66, 246), its Fire drop-down at
	// (570, 216) and, once open, Artillery battalion at (330, 328).
	e.click(t, 0.052, 0.342)
	settle()
	e.click(t, 0.445, 0.30)
	settle()
	e.click(t, 0.258, 0.456)
	settle()
	e.click(t, 0.052, 0.56)
	time.Sleep(3 * time.Second)
	d.shot(t, "sweep-1-battalion")
	after := colours(e.grab(t, 0.108, 0.347, 0.36, 0.333))
	if after < 8 || after <= before {
		t.Errorf("the Sweep chart has %d colours after choosing battalion fire (%d before): no stacked columns drawn", after, before)
	}
	e.quit(t)
}
