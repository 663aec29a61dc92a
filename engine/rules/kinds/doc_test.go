package kinds

import (
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// TestDocListsEveryFile keeps the package comment's list of files by rule
// in step with the files: each file of the package is listed, each file
// listed exists, and each opens with a comment naming its rule.
func TestDocListsEveryFile(t *testing.T) {
	doc, err := os.ReadFile("doc.go")
	if err != nil {
		t.Fatal(err)
	}
	listed := map[string]bool{}
	for _, m := range regexp.MustCompile(`\b[a-z][a-z_]*\.go\b`).FindAllString(string(doc), -1) {
		listed[m] = true
	}
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "doc.go" {
			continue
		}
		if !listed[f] {
			t.Errorf("%s is not in doc.go's list of files by rule", f)
		}
		if slices.Contains([]string{"core.go", "general.go", "misc.go"}, f) {
			t.Errorf("%s: name a file after the rule it implements", f)
		}
		src, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.HasPrefix(string(src), "// ") {
			t.Errorf("%s does not open with a comment naming the rule it implements", f)
		}
	}
	for f := range listed {
		if !slices.Contains(files, f) {
			t.Errorf("doc.go lists %s, which does not exist", f)
		}
	}
}
