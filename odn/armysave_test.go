package odn

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
)

// stripPos clears what ParseArmy records besides the army itself.
func stripPos(a *Army) *Army {
	c := a.Clone()
	c.pos, c.File = nil, ""
	return c
}

func TestMarshalArmyRoundTrip(t *testing.T) {
	rs := mustRuleset(t)
	files, _ := filepath.Glob(filepath.Join("..", "scenarios", "odn", "*.yaml"))
	if len(files) == 0 {
		t.Fatal("no example armies")
	}
	for _, f := range files {
		t.Run(filepath.Base(f), func(t *testing.T) {
			data, err := os.ReadFile(f)
			if err != nil {
				t.Fatal(err)
			}
			a, fs, err := ParseArmy(f, data, rs)
			if err != nil || fs.HasErrors() {
				t.Fatalf("parse: %v %v", err, fs)
			}
			out, err := MarshalArmy(a)
			if err != nil {
				t.Fatal(err)
			}
			b, fs2, err := ParseArmy("again.yaml", out, rs)
			if err != nil || len(fs2) != len(fs) {
				t.Fatalf("reparse: %v %v (before: %v)\n%s", err, fs2, fs, out)
			}
			if !reflect.DeepEqual(stripPos(a), stripPos(b)) {
				t.Errorf("round trip changed the army:\n%s", out)
			}
			again, _ := MarshalArmy(b)
			if string(again) != string(out) {
				t.Errorf("canonical form is not stable:\n%s\n---\n%s", out, again)
			}
		})
	}
}

func TestArmyCloneIsDeep(t *testing.T) {
	men := 3000
	a := &Army{Army: "x", Headquarters: &Headquarters{Name: "HQ", MoraleBonus: 2},
		Corps: []Corps{{Name: "I", Units: []Unit{{Name: "u", Men: &men, Traits: []string{"a"}}}}}}
	c := a.Clone()
	*c.Corps[0].Units[0].Men = 1
	c.Corps[0].Units[0].Traits[0] = "b"
	c.Corps[0].Units[0].Name = "v"
	c.Headquarters.MoraleBonus = 9
	if men != 3000 || a.Corps[0].Units[0].Traits[0] != "a" || a.Corps[0].Units[0].Name != "u" || a.Headquarters.MoraleBonus != 2 {
		t.Fatalf("clone shares memory with the original: %+v", a)
	}
}

// FuzzMarshalArmy checks that every army ParseArmy accepts marshals to
// bytes that parse back to the same army.
func FuzzMarshalArmy(f *testing.F) {
	files, _ := filepath.Glob(filepath.Join("..", "scenarios", "odn", "*.yaml"))
	for _, p := range files {
		if data, err := os.ReadFile(p); err == nil {
			f.Add(data)
		}
	}
	rs := mustRuleset(f)
	f.Fuzz(func(t *testing.T, data []byte) {
		a, _, err := ParseArmy("fuzz.yaml", data, rs)
		if err != nil || a == nil {
			return
		}
		out, err := MarshalArmy(a)
		if err != nil {
			t.Fatalf("marshal: %v", err)
		}
		b, _, err := ParseArmy("again.yaml", out, rs)
		if err != nil || b == nil {
			t.Fatalf("reparse of canonical output: %v\n%s", err, out)
		}
		if !reflect.DeepEqual(stripPos(a), stripPos(b)) {
			t.Fatalf("round trip changed the army:\n%s", out)
		}
	})
}
