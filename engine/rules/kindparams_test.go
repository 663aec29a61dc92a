package rules

import (
	"reflect"
	"testing"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// TestKindParamsMatchRegistry: a kind's parameter struct (Hooks.Params)
// names only parameters of the kind's registry entry, each with the Go
// type of its registry type, so the engine reads what the validator
// checks.
func TestKindParamsMatchRegistry(t *testing.T) {
	bindHooks()
	goType := func(pt scenario.ParamType) []reflect.Type {
		str, n := reflect.TypeFor[string](), reflect.TypeFor[int]()
		switch pt {
		case scenario.IntParam:
			return []reflect.Type{n, reflect.TypeFor[*int]()}
		case scenario.RangeParam:
			return []reflect.Type{reflect.TypeFor[scenario.Range](), reflect.TypeFor[*scenario.Range]()}
		case scenario.BoolParam:
			return []reflect.Type{reflect.TypeFor[bool](), reflect.TypeFor[*bool]()}
		case scenario.HexList, scenario.UnitList, scenario.SideList, scenario.CardList, scenario.ZoneList,
			scenario.IntList, scenario.EnumList, scenario.NationalityList:
			return []reflect.Type{reflect.TypeFor[[]string](), str}
		}
		return []reflect.Type{str}
	}
	typed := 0
	for kind, h := range hooks {
		if h.Params == nil {
			continue
		}
		typed++
		k, ok := scenario.Kind(kind)
		if !ok {
			t.Errorf("kind %s: not in the registry", kind)
			continue
		}
		st := reflect.TypeOf(h.Params()).Elem()
		for i := range st.NumField() {
			f := st.Field(i)
			name := f.Tag.Get("param")
			if name == "" {
				continue
			}
			if name == "*" {
				if k.Keys == nil {
					t.Errorf("kind %s: field %s reads parameters by key, but the kind's parameters are not keys (KindSpec.Keys)", kind, f.Name)
				}
				continue
			}
			p, ok := k.Param(name)
			if !ok {
				t.Errorf("kind %s: field %s reads parameter %q, which the registry does not give the kind", kind, f.Name, name)
				continue
			}
			want := goType(p.Type)
			found := false
			for _, w := range want {
				found = found || f.Type == w
			}
			if !found {
				t.Errorf("kind %s: field %s is %s; parameter %q is a %s, read as %v", kind, f.Name, f.Type, name, p.Type, want)
			}
		}
	}
	if typed == 0 {
		t.Fatal("no kind declares its parameters")
	}
}
