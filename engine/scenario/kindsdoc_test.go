package scenario

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// TestKindsDoc: docs/special-rules.md is the registry's documentation as
// generated now; refresh with -update after changing the registry.
func TestKindsDoc(t *testing.T) {
	path := filepath.Join("..", "..", "docs", "special-rules.md")
	got := KindsMarkdown()
	if *update {
		if err := os.WriteFile(path, got, 0o644); err != nil {
			t.Fatal(err)
		}
	}
	want, err := os.ReadFile(path)
	if err != nil {
		t.Fatalf("%v (run with -update to create it)", err)
	}
	if !bytes.Equal(got, want) {
		t.Errorf("%s is out of date; run go test ./engine/scenario -run KindsDoc -update", path)
	}
	for _, k := range Kinds() {
		if !bytes.Contains(got, []byte("\n### "+k.Name+"\n")) {
			t.Errorf("kind %s not documented", k.Name)
		}
		for _, p := range k.Params {
			if !strings.Contains(string(got), "| `"+p.Name+"` |") {
				t.Errorf("parameter %s.%s not documented", k.Name, p.Name)
			}
		}
	}
}
