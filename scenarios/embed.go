// Package scenarios holds the Napoleonic 20 scenario files transcribed from
// the rulebooks, embedded in the binary so that the editor and the command
// line can open them by id.
//
//	for _, id := range scenarios.List() {
//		data, _ := scenarios.Open(id)
//		s, err := scenario.Parse(data, id+".yaml")
//		...
//	}
package scenarios

import (
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strings"
)

// Files holds every bundled scenario file, named <id>.yaml.
//
//go:embed *.yaml
var Files embed.FS

// Default is the scenario the editor opens when started without a file.
const Default = "bussaco20"

// List returns the ids of the bundled scenarios (file names without
// ".yaml"), sorted.
func List() []string {
	entries, err := fs.ReadDir(Files, ".")
	if err != nil {
		return nil
	}
	var ids []string
	for _, e := range entries {
		if e.IsDir() || !strings.HasSuffix(e.Name(), ".yaml") {
			continue
		}
		ids = append(ids, strings.TrimSuffix(e.Name(), ".yaml"))
	}
	sort.Strings(ids)
	return ids
}

// Open returns the bytes of the bundled scenario id. An unknown id is an
// error that lists the ids available.
func Open(id string) ([]byte, error) {
	if id == "" || strings.ContainsAny(id, "/\\") || strings.HasPrefix(id, ".") {
		return nil, fmt.Errorf("scenarios: invalid scenario id %q; known ids: %s", id, strings.Join(List(), ", "))
	}
	data, err := Files.ReadFile(id + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("scenarios: no bundled scenario %q; known ids: %s", id, strings.Join(List(), ", "))
	}
	return data, nil
}
