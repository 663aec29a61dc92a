package scenario

import (
	"os"
	"path/filepath"
	"reflect"
	"strconv"
	"testing"

	"go.yaml.in/yaml/v3"
)

// TestIsIDMatchesPattern: the hand-written id check accepts exactly what the
// published id pattern (idRE, also in the JSON schema) accepts.
func TestIsIDMatchesPattern(t *testing.T) {
	for _, s := range []string{"", "a", "A9", "fr-ney", "al.1st_r", "-x", "_x", ".x", "x y", "x/y", "é", "x\n", "9", "a-", "a..b"} {
		t.Run(s, func(t *testing.T) {
			if got, want := isID(s), idRE.MatchString(s); got != want {
				t.Errorf("isID(%q) = %v, pattern says %v", s, got, want)
			}
		})
	}
}

// FuzzIsID: isID and the id pattern agree on any input.
func FuzzIsID(f *testing.F) {
	for _, s := range []string{"fr-ney", "", "-a", "a b", "a.b_c-d"} {
		f.Add(s)
	}
	f.Fuzz(func(t *testing.T, s string) {
		if got, want := isID(s), idRE.MatchString(s); got != want {
			t.Errorf("isID(%q) = %v, pattern says %v", s, got, want)
		}
	})
}

// TestStructuralFindingsMatchWholeStructWalk: validating units and cards one
// element at a time gives the findings, in the order, of one validator walk
// over the whole scenario, on every test file and on a scenario broken in
// many places.
func TestStructuralFindingsMatchWholeStructWalk(t *testing.T) {
	var cases []*Scenario
	files, _ := filepath.Glob("testdata/*/*.yaml")
	for _, f := range files {
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		if s, err := Parse(data, f); err == nil {
			cases = append(cases, s)
		}
	}
	data, err := os.ReadFile("testdata/valid/small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	broken, err := Parse(data, "small.yaml")
	if err != nil {
		t.Fatal(err)
	}
	broken.Format, broken.Version, broken.Edition = "", 2, "x"
	broken.Map.Columns, broken.Map.Numbering.Shifted = 0, "both"
	broken.Sides = append(broken.Sides, Side{ID: "x", Morale: 11})
	broken.FirstPlayer = "nobody"
	bad := -1
	for i := range broken.Units {
		broken.Units[i].ID, broken.Units[i].Type = "bad id", "tank"
		broken.Units[i].Strength, broken.Units[i].Placement.Kind = &bad, "somewhere"
	}
	broken.Turns.Start = 0
	broken.Turns.Turns = append(broken.Turns.Turns, Turn{Number: 0, SuddenDeath: 9})
	broken.Deck.Cards = append(broken.Deck.Cards, Card{Number: 0, Colour: "green", Events: []Event{{Side: "nobody"}}})
	broken.Charts.Set = ""
	broken.Tables = append(broken.Tables, Table{ID: "bad id"})
	broken.Victory = append(broken.Victory, Victory{Side: "x"})
	cases = append(cases, broken)
	for i, s := range cases {
		want := structuralFindings(structValidator().Struct(s), "")
		got := validateStructure(s)
		if !reflect.DeepEqual(got, want) {
			t.Errorf("case %d: findings differ\n got: %v\nwant: %v", i, got, want)
		}
	}
	if n := len(validateStructure(broken)); n < 20 {
		t.Errorf("the broken scenario gives only %d structural findings", n)
	}
}

// TestShortTagFastPath: the plain-decimal shortcut resolves scalars exactly
// as the YAML library does.
func TestShortTagFastPath(t *testing.T) {
	in := []string{"0", "7", "12", "007", "08", "09", "10", "123456789012345678", "1234567890123456789", "99999999999999999999", "-1", "+1", "1_000", "0x1F", "1.5", "", "abc"}
	for i := 0; i < 300; i++ {
		in = append(in, strconv.Itoa(i))
	}
	for _, v := range in {
		n := &node{kind: scalarNode, value: v}
		y := yaml.Node{Kind: yaml.ScalarNode, Value: v}
		if got, want := n.shortTag(), y.ShortTag(); got != want {
			t.Errorf("shortTag(%q) = %s, library says %s", v, got, want)
		}
	}
}

// TestPlainlyValidAgrees: the hand-written check of a unit's validator tags
// (plainlyValid) passes exactly the units the validator passes, over every
// combination of boundary values of the tagged fields (rules 2.0 and 3.0:
// strength and movement 0 to 20, the two sides, the unit types), and the
// tags are still the ones it was written for.
func TestPlainlyValidAgrees(t *testing.T) {
	tags := map[string]string{}
	for _, typ := range []reflect.Type{reflect.TypeOf(Unit{}), reflect.TypeOf(Placement{}), reflect.TypeOf(UnitBorrow{})} {
		for i := 0; i < typ.NumField(); i++ {
			f := typ.Field(i)
			if tag := f.Tag.Get("validate"); tag != "-" && tag != "" {
				tags[typ.Name()+"."+f.Name] = tag
			}
		}
	}
	want := map[string]string{
		"Unit.ID":          "required,id",
		"Unit.Name":        "required",
		"Unit.Side":        "oneof=french anti-french",
		"Unit.Type":        "oneof=" + unitTypeTag,
		"Unit.Strength":    "omitempty,min=0,max=20",
		"Unit.Movement":    "omitempty,min=0,max=20",
		"Unit.CommandSpan": "omitempty,min=0,max=20",
		"Placement.Kind":   "oneof=" + placementKindTag,
		"UnitBorrow.Unit":  "required,id",
	}
	if !reflect.DeepEqual(tags, want) {
		t.Fatalf("the validator tags of Unit changed; update plainlyValid and this test:\n got %v\nwant %v", tags, want)
	}
	num := func(n int) *int { return &n }
	v := structValidator()
	count := 0
	for _, id := range []string{"u1", "", "a b"} {
		for _, name := range []string{"Unit", ""} {
			for _, side := range []string{"french", "anti-french", "", "French"} {
				for _, typ := range []string{"infantry", "naval", "", "infantry cavalry"} {
					for _, n := range []*int{nil, num(0), num(20), num(-1), num(21)} {
						for _, kind := range []string{"setup", "unknown", "set aside"} {
							for _, b := range []*UnitBorrow{nil, {Unit: "x1"}, {Unit: ""}, {Unit: "x y"}} {
								for _, field := range []int{count % 3} {
									u := Unit{ID: id, Name: name, Side: side, Type: typ, Placement: Placement{Kind: kind}, Borrow: b}
									*[]**int{&u.Strength, &u.Movement, &u.CommandSpan}[field] = n
									got, want := plainlyValid(&u), v.Struct(&u) == nil
									if got != want {
										t.Fatalf("plainlyValid(%+v) = %v, the validator says %v", u, got, want)
									}
									count++
								}
							}
						}
					}
				}
			}
		}
	}
	if plainlyValid(&Card{}) {
		t.Error("plainlyValid passes a card, which it does not check")
	}
	t.Logf("%d units compared", count)
}
