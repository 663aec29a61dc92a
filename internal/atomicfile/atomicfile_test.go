package atomicfile

import (
	"os"
	"path/filepath"
	"testing"
)

func TestWriteKeepsPreviousVersion(t *testing.T) {
	cases := []struct {
		name    string
		keep    Backup
		wantBak bool
	}{
		{"with backup", KeepBackup, true},
		{"without backup", NoBackup, false},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			dir := t.TempDir()
			p := filepath.Join(dir, "s.yaml")
			if err := Write(p, []byte("one"), tc.keep); err != nil {
				t.Fatal(err)
			}
			if _, err := os.Stat(p + ".bak"); err == nil {
				t.Fatal("a first save made a backup of nothing")
			}
			if err := Write(p, []byte("two"), tc.keep); err != nil {
				t.Fatal(err)
			}
			if got, _ := os.ReadFile(p); string(got) != "two" {
				t.Errorf("file = %q, want two", got)
			}
			bak, err := os.ReadFile(p + ".bak")
			if tc.wantBak && string(bak) != "one" {
				t.Errorf("backup = %q (%v), want one", bak, err)
			}
			if !tc.wantBak && err == nil {
				t.Error("backup written when not asked for")
			}
			entries, _ := os.ReadDir(dir)
			for _, e := range entries {
				if e.Name() != "s.yaml" && e.Name() != "s.yaml.bak" {
					t.Errorf("left a stray file %s", e.Name())
				}
			}
		})
	}
}

func TestWriteKeepsPermissions(t *testing.T) {
	p := filepath.Join(t.TempDir(), "s.yaml")
	if err := os.WriteFile(p, []byte("old"), 0o600); err != nil {
		t.Fatal(err)
	}
	if err := Write(p, []byte("new"), KeepBackup); err != nil {
		t.Fatal(err)
	}
	st, _ := os.Stat(p)
	if st.Mode().Perm() != 0o600 {
		t.Errorf("mode = %v, want 0600", st.Mode().Perm())
	}
}

func TestWriteIntoMissingDirectoryFails(t *testing.T) {
	err := Write(filepath.Join(t.TempDir(), "no", "such", "s.yaml"), []byte("x"), KeepBackup)
	if err == nil {
		t.Fatal("write into a missing directory succeeded")
	}
}
