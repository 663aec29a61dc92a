package bounded

import (
	"math"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestReadFileRefusesEndlessAndLarge: /dev/zero is refused once past the
// limit, holding at most limit+1 bytes; a large regular file before it is
// read; a small one is read whole.
func TestReadFileRefusesEndlessAndLarge(t *testing.T) {
	if _, err := ReadFile("/dev/zero", 1<<20); !IsTooLarge(err) || !strings.Contains(err.Error(), "larger than 1 MiB") {
		t.Errorf("/dev/zero: %v", err)
	}
	p := filepath.Join(t.TempDir(), "f.yaml")
	os.WriteFile(p, []byte(strings.Repeat("x", 2048)), 0o644)
	if _, err := ReadFile(p, 1024); !IsTooLarge(err) {
		t.Errorf("2 KiB file with a 1 KiB limit: %v", err)
	}
	if b, err := ReadFile(p, 4096); err != nil || len(b) != 2048 {
		t.Errorf("read %d bytes, %v", len(b), err)
	}
	if _, err := ReadFile(filepath.Dir(p), 4096); err == nil || !strings.Contains(err.Error(), "folder") {
		t.Errorf("a folder: %v", err)
	}
	if b, err := ReadHead("/dev/zero", 10); err != nil || len(b) != 10 {
		t.Errorf("ReadHead(/dev/zero): %d bytes, %v", len(b), err)
	}
}

func TestFlagBounds(t *testing.T) {
	if err := Int("--games", 0, 1, 10); err == nil || !strings.Contains(err.Error(), "give 1 to 10") {
		t.Errorf("Int: %v", err)
	}
	for _, v := range []float64{math.NaN(), math.Inf(1), -0.1, 1.1} {
		if err := Float("--target", v, 0, 1); err == nil {
			t.Errorf("Float(%v) accepted", v)
		}
	}
	if Float("--target", 0.5, 0, 1) != nil || Int("--games", 5, 1, 10) != nil {
		t.Error("a value in range refused")
	}
}
