package scenario

import (
	"os"
	"path/filepath"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// TestCheckIDsListEveryCheck: every check id the source gives a finding is
// in CheckIDs, and every id listed is used, so that adc validate --only
// accepts exactly the checks that exist.
func TestCheckIDsListEveryCheck(t *testing.T) {
	re := regexp.MustCompile(`\.add\((?:Error|Warning), "([a-z0-9-]+)"|Check: +"([a-z0-9-]+)"`)
	files, _ := filepath.Glob("*.go")
	used := map[string]bool{}
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") || f == "checks.go" {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range re.FindAllStringSubmatch(string(data), -1) {
			id := m[1] + m[2]
			if id != "structure" && id != "structure-" && id != "nil" {
				used[id] = true
			}
		}
	}
	listed := CheckIDs()
	var missing, unused []string
	for id := range used {
		if !listed[id] {
			missing = append(missing, id)
		}
	}
	for id := range listed {
		if !used[id] {
			unused = append(unused, id)
		}
	}
	sort.Strings(missing)
	sort.Strings(unused)
	if len(missing) > 0 || len(unused) > 0 {
		t.Errorf("checks.go: add %v, remove %v", missing, unused)
	}
	if len(used) < 100 {
		t.Errorf("found only %d checks in the source; is the pattern still right?", len(used))
	}
}
