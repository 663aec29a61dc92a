package odn

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"
)

// defaultRulesetPath is the shipped ruleset, read from disk so that the odn
// tests do not depend on the templates package.
var defaultRulesetPath = filepath.Join("..", "templates", DefaultRulesetFile)

func mustRuleset(t testing.TB) *Ruleset {
	t.Helper()
	rs, err := LoadRulesetFS(os.DirFS(filepath.Dir(defaultRulesetPath)), DefaultRulesetFile)
	if err != nil {
		t.Fatalf("load ruleset: %v", err)
	}
	return rs
}

func TestDefaultRulesetLoads(t *testing.T) {
	rs := mustRuleset(t)
	if rs.Name == "" || rs.Revision == "" {
		t.Fatal("ruleset has no name or revision")
	}
}

func readDefault() ([]byte, error) { return os.ReadFile(defaultRulesetPath) }

func loadRulesetBytes(data []byte) (*Ruleset, Findings, error) {
	return LoadRuleset("ruleset.yaml", bytes.NewReader(data))
}
