package vassal

import (
	"encoding/xml"
	"strings"
	"testing"
)

// TestMasksKeyedToSides (16.1): each side's units carry a mask that only
// that side's players may use (SpecifiedSideAccess, read back as
// PieceAccessConfigurer.decode reads it), starting masked where the
// scenario sets the side up face down (Slobozia 20 [3.0]); a toolbar
// button per side sends the mask's key to that side's unmasked units.
func TestMasksKeyedToSides(t *testing.T) {
	for _, tc := range []struct {
		id     string
		hidden bool
	}{{"slobozia20", true}, {"talavera20-full", false}, {"rousse20", false}} {
		t.Run(tc.id, func(t *testing.T) {
			s, charts := loadScenario(t, tc.id)
			m, err := Build(s, charts)
			if err != nil {
				t.Fatal(err)
			}
			var root node
			if err := xml.Unmarshal(m.Files["buildFile.xml"], &root); err != nil {
				t.Fatal(err)
			}
			protos := map[string]string{}
			gkcs := map[string]*node{}
			root.walk(func(n, _ *node) {
				switch n.XMLName.Local {
				case "VASSAL.build.module.PrototypeDefinition":
					protos[n.attr("name")] = n.Text
				case "VASSAL.build.module.GlobalKeyCommand":
					gkcs[n.attr("name")] = n
				}
			})
			for _, sd := range s.Sides {
				def, ok := protos[sideProto(sd.ID)]
				if !ok {
					t.Fatalf("no prototype for side %s", sd.ID)
				}
				parts := seqDecode(def[2:], '/')
				// "obs;" then Obscurable.mySetType's fields: key, image,
				// command, style, mask name, access.
				typ := seqDecode(strings.TrimPrefix(seqDecode(parts[1], '\t')[0], "obs;"), ';')
				state := seqDecode(seqDecode(parts[2], '\t')[0], ';')
				if !strings.HasPrefix(parts[1], "obs;") {
					t.Fatalf("side %s: outer trait %.20q, want the mask", sd.ID, parts[1])
				}
				access := typ[5]
				sides, ok := strings.CutPrefix(access, "sides:")
				if !ok || strings.Join(seqDecode(sides, ':'), "|") != sd.Name {
					t.Errorf("side %s: mask access %q, want only the side %q", sd.ID, access, sd.Name)
				}
				owner := state[0]
				if tc.hidden && owner != sd.Name || !tc.hidden && owner != "null" {
					t.Errorf("side %s: mask starts owned by %q (hidden set-up %v)", sd.ID, owner, tc.hidden)
				}
				g := gkcs["Hide all "+sd.Name+" units"]
				if g == nil {
					t.Fatalf("side %s: no mask-all command", sd.ID)
				}
				if g.attr("hotkey") != typ[0] || g.attr("hotkey") != keyCtrlM {
					t.Errorf("side %s: mask-all sends %q, the mask answers %q", sd.ID, g.attr("hotkey"), typ[0])
				}
				if f := g.attr("filter"); f != "SideId="+sd.ID+"&&ObscuredToOthers=false" {
					t.Errorf("side %s: mask-all filter %q", sd.ID, f)
				}
				if g.attr("singleMap") != "false" {
					t.Errorf("side %s: mask-all acts on one map only", sd.ID)
				}
			}
			if len(gkcs) != len(s.Sides) {
				t.Errorf("%d mask-all commands, want %d", len(gkcs), len(s.Sides))
			}
		})
	}
}
