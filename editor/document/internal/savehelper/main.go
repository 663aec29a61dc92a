// Command savehelper saves a scenario over and over through Document.Save,
// alternating a large and a small version, until it is killed. The crash
// test in editor/document kills it at random moments and checks that the
// file always loads.
//
//	savehelper FILE
package main

import (
	"fmt"
	"os"

	"github.com/aide-de-camp/adc/editor/document"
)

func main() {
	if len(os.Args) != 2 {
		fmt.Fprintln(os.Stderr, "usage: savehelper FILE")
		os.Exit(2)
	}
	path := os.Args[1]
	s, err := document.NewScenario(document.Template{Columns: 30, Rows: 20})
	if err != nil {
		fmt.Fprintln(os.Stderr, err)
		os.Exit(1)
	}
	d := document.New(s, path)
	g := s.Grid()
	all := make([]string, 0, 600)
	for _, h := range g.Hexes() {
		all = append(all, g.Code(h))
	}
	for i := 0; ; i++ {
		if i%2 == 0 {
			d.PaintTerrain(all, "forest", "")
		} else {
			d.PaintTerrain(all, "", "")
		}
		if err := d.Save(""); err != nil {
			fmt.Fprintln(os.Stderr, err)
			os.Exit(1)
		}
		if i == 0 {
			fmt.Println("ready")
		}
	}
}
