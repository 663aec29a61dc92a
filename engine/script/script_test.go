package script

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzRead: no input panics the script reader; a script it accepts has an
// order or an expectation in every step.
func FuzzRead(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "..", "internal", "cli", "testdata", "scripts", "*.yaml"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	f.Add([]byte("format: adc-script\nversion: 1\nsteps:\n  - {order: end-phase, dice: [7]}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		sc, err := Read(data, "f.yaml")
		if err != nil {
			return
		}
		for i, st := range sc.Steps {
			if (st.Order == "") == (st.Expect == nil) {
				t.Fatalf("step %d has neither or both of order and expect", i+1)
			}
		}
	})
}

func TestReadRefuses(t *testing.T) {
	for _, tc := range []struct{ name, src string }{
		{"not a script", "format: adc-scenario\nversion: 1\n"},
		{"unknown key", "format: adc-script\nversion: 1\nstepz: []\n"},
		{"bad die", "format: adc-script\nversion: 1\nsteps:\n  - {order: end-phase, dice: [7]}\n"},
		{"bad order", "format: adc-script\nversion: 1\nsteps:\n  - {order: fly fr-a}\n"},
		{"order and expect", "format: adc-script\nversion: 1\nsteps:\n  - {order: end-phase, expect: {turn: 1}}\n"},
		{"refused without order", "format: adc-script\nversion: 1\nsteps:\n  - {expect: {turn: 1}, refused: x}\n"},
		{"hex without unit", "format: adc-script\nversion: 1\nsteps:\n  - expect: {hex: \"0101\"}\n"},
		{"setup not play", "format: adc-script\nversion: 1\nsetup: auto\nsteps:\n  - {order: end-phase}\n"},
		{"setup and position", "format: adc-script\nversion: 1\nsetup: play\nposition: {turn: 1}\nsteps:\n  - {order: end-phase}\n"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			if _, err := Read([]byte(tc.src), "t.yaml"); err == nil {
				t.Errorf("accepted")
			}
		})
	}
}
