package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

// FuzzDataFileKind: telling a data file from an earlier output by its first
// 64 KiB never fails on any content, and a file whose first line is a
// scenario's format line is always a data file.
func FuzzDataFileKind(f *testing.F) {
	f.Add([]byte("format: adc-scenario\n"), ".yaml")
	f.Add([]byte("\x89PNG\r\n"), ".yaml")
	f.Add([]byte("# c\nformat: 'adc-odn-army/1' # x\r\n"), ".txt")
	f.Add([]byte("PK\x03\x04"), ".xlsx")
	dir := f.TempDir()
	f.Fuzz(func(t *testing.T, data []byte, ext string) {
		if len(ext) > 8 || filepath.Base("x"+ext) != "x"+ext {
			return
		}
		p := filepath.Join(dir, "x"+ext)
		if err := os.WriteFile(p, data, 0o644); err != nil {
			return
		}
		dataFileKind(p)
		if err := os.WriteFile(p, append([]byte("format: adc-scenario\n"), data...), 0o644); err != nil {
			t.Fatal(err)
		}
		if dataFileKind(p) == "" {
			t.Fatalf("a file starting with a scenario's format line is not a data file")
		}
	})
}
