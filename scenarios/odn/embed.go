// Package odnarmies holds the example One Day Napoleonics army lists shipped
// inside the adc binary, for tests and for the editor's "open example".
//
//	data, err := odnarmies.FS.ReadFile("french-1812.yaml")
//	army, findings, err := odn.ParseArmy("french-1812.yaml", data, rs)
package odnarmies

import (
	"embed"
	"io/fs"
	"sort"
)

// FS holds the example army lists, *.yaml.
//
//go:embed *.yaml
var FS embed.FS

// Names lists the example army files, sorted.
func Names() []string {
	entries, _ := fs.ReadDir(FS, ".")
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	sort.Strings(names)
	return names
}
