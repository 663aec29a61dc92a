package scenario

import (
	"fmt"
	"sort"
	"strings"
	"sync"
)

// ParamType is the type of a special rule's parameter. Parameters are
// written as YAML strings (params: {hex: "0708"}); the type says how the
// validator reads the string and what it must refer to.
type ParamType int

// Parameter types.
const (
	Text            ParamType = iota // free text, read by people (and noted by the engine)
	HexParam                         // a hex number XXYY on the map
	HexList                          // hex numbers, comma-separated
	HexRoute                         // a hex list, or words when the hexes are not numbered (no digit)
	UnitParam                        // a unit id
	UnitList                         // unit ids, comma-separated
	SideParam                        // french or anti-french
	SideList                         // sides, comma-separated
	TableParam                       // a scenario table id
	CardParam                        // an event card: its number (optionally #n) or its title
	CardList                         // event cards, comma-separated, or "the N <colour>-title cards"
	ZoneParam                        // an entry area or deployment zone id
	ZoneList                         // entry areas or deployment zones, comma-separated
	RuleParam                        // the id of another special rule of the scenario
	IntParam                         // an integer (a leading + allowed) within Min..Max
	RangeParam                       // an integer or a range "a-b" within Min..Max
	IntList                          // integers within Min..Max, comma-separated
	EnumParam                        // one of Values
	EnumList                         // some of Values, comma-separated
	BoolParam                        // true or false
	Nationality                      // a nationality of the scenario's units or sides
	NationalityList                  // nationalities, comma-separated
)

var paramTypeNames = [...]string{
	Text: "text", HexParam: "hex", HexList: "hex list", HexRoute: "hex list or text", UnitParam: "unit id",
	UnitList: "unit list", SideParam: "side", SideList: "side list", TableParam: "table id",
	CardParam: "card reference", CardList: "card list", ZoneParam: "zone", ZoneList: "zone list",
	RuleParam: "special rule id", IntParam: "integer", RangeParam: "integer range", IntList: "integer list",
	EnumParam: "enum", EnumList: "enum list", BoolParam: "boolean", Nationality: "nationality",
	NationalityList: "nationality list",
}

// String names the type as the documentation and findings write it.
func (t ParamType) String() string {
	if t >= 0 && int(t) < len(paramTypeNames) {
		return paramTypeNames[t]
	}
	return "unknown"
}

// Param describes one parameter of a special-rule kind.
type Param struct {
	Name     string
	Type     ParamType
	Required bool
	Min, Max int      // IntParam, RangeParam, IntList
	Values   []string // EnumParam, EnumList
	Doc      string
}

// KindSpec describes a special-rule kind: what it implements and the
// parameters it takes. Keys, when set, admits further parameters whose
// names are themselves references (sides, units or nationalities) with
// values of one type.
type KindSpec struct {
	Name   string
	Rule   string // the standard rule it modifies or implements; a scenario's rule number takes precedence
	Doc    string // one line
	Params []Param
	Keys   *KeyParam
	// Single marks a kind whose rule keeps its own state in play (uses
	// left, a marker placed): the engine plays the first usable rule of
	// the kind, and the validator warns about a second one.
	Single bool
	// Needs are what the engine needs, beyond the required parameters, to
	// play a rule of the kind; the validator warns about a rule that lacks
	// one, so a rule the engine would not apply never validates clean. The
	// kind declares them on its parameter struct (Needer), and Kind and
	// Kinds fill them in from there; a kind registered with RegisterKind
	// may give them here.
	Needs []Need
	// Unplayed, when set, says why the engine plays no rule of the kind
	// (the validator warns with it); the rule is still a rule of the
	// scenario, for people to play.
	Unplayed string
	// Check, when set, checks a rule's values against the scenario and the
	// chart set: it returns the parameter whose value the engine does not
	// apply and why, or "" (kindchecks.go).
	Check func(s *Scenario, cs *ChartSet, r Rule) (param, why string)
}

// Need is a constraint between a kind's parameters: the engine applies a
// rule only when one of AnyOf is given. Why says what the parameters give
// the engine.
type Need struct {
	AnyOf []string
	Why   string
}

// Needer is a kind's parameter struct (RegisterParams) that declares what
// the engine needs of a rule of the kind beyond its required parameters.
type Needer interface {
	Needs() []Need
}

// NeedsOf is the shorthand for a Needer: one Need per group, each group a
// space-separated list of parameters any one of which is enough.
func NeedsOf(why string, groups ...string) []Need {
	out := make([]Need, len(groups))
	for i, g := range groups {
		out[i] = Need{AnyOf: strings.Fields(g), Why: why}
	}
	return out
}

// KeyParam admits parameters named by reference: a side ("french:"), a
// nationality ("british:") or a unit id ("ru-xv:"), optionally with a
// suffix ("anti-french_south_bank:").
type KeyParam struct {
	Key      KeyType
	Suffixes []string // allowed name suffixes after the reference, e.g. "_south_bank"
	Value    ParamType
	Doc      string
}

// KeyType is what names a KeyParam's parameters.
type KeyType int

// Key types.
const (
	KeySide            KeyType = iota // a side id
	KeySideNationality                // a side id or a nationality (lower case)
	KeyUnit                           // a unit id
)

var keyTypeNames = [...]string{KeySide: "side", KeySideNationality: "side or nationality", KeyUnit: "unit id"}

// String names the key type.
func (k KeyType) String() string { return keyTypeNames[k] }

// Param returns the parameter named name, or false.
func (k *KindSpec) Param(name string) (Param, bool) {
	for _, p := range k.Params {
		if p.Name == name {
			return p, true
		}
	}
	return Param{}, false
}

// Kind returns the registry entry of a special-rule kind.
func Kind(name string) (*KindSpec, bool) {
	loadKinds()
	fillNeeds()
	k, ok := kindIndex[name]
	return k, ok
}

// Kinds returns every registered kind, sorted by name.
func Kinds() []*KindSpec {
	loadKinds()
	fillNeeds()
	return kindList
}

// KindNames returns the registered kind names, sorted.
func KindNames() []string {
	loadKinds()
	out := make([]string, len(kindList))
	for i, k := range kindList {
		out[i] = k.Name
	}
	return out
}

// The registry holds the kinds that registered (RegisterKind): each kind of
// engine/rules/kinds describes itself from its own file's init function, so
// a program that links that package knows every kind before main runs.
var (
	kindsOnce sync.Once
	kindIndex map[string]*KindSpec
	kindList  []*KindSpec
)

// loadKinds makes the registry's index, once; safe from several
// goroutines at once.
func loadKinds() {
	kindsOnce.Do(func() {
		kindIndex = make(map[string]*KindSpec)
	})
}

// needsOnce fills the kinds' Needs once the engine has registered their
// parameter structs.
var needsOnce sync.Once

// fillNeeds gives each kind of the table the Needs its parameter struct
// declares (Needer), once the parameter structs are registered.
func fillNeeds() {
	if paramsMaker == nil {
		return
	}
	needsOnce.Do(func() {
		for _, k := range kindList {
			if n, ok := NewParams(k.Name).(Needer); ok && k.Needs == nil {
				k.Needs = n.Needs()
			}
		}
	})
}

// RegisterKind adds kind k to the registry: the validator, the JSON Schema,
// docs/special-rules.md and Kind then know it. The kinds of
// engine/rules/kinds register from their files' init functions; a test
// registers a made-up kind. A name already registered is an error. A kind
// without a Check gets the one kindchecks.go has for its name. The returned
// function removes the kind again.
func RegisterKind(k KindSpec) (remove func(), err error) {
	if k.Name == "" {
		return nil, fmt.Errorf("scenario: a special-rule kind needs a name")
	}
	loadKinds()
	if _, dup := kindIndex[k.Name]; dup {
		return nil, fmt.Errorf("scenario: special-rule kind %q is already registered", k.Name)
	}
	if k.Check == nil {
		k.Check = kindChecks[k.Name]
	}
	kp := &k
	kindIndex[k.Name] = kp
	kindList = append(kindList, kp)
	sort.Slice(kindList, func(i, j int) bool { return kindList[i].Name < kindList[j].Name })
	return func() {
		if kindIndex[k.Name] != kp {
			return
		}
		delete(kindIndex, k.Name)
		for i, x := range kindList {
			if x == kp {
				kindList = append(kindList[:i:i], kindList[i+1:]...)
				break
			}
		}
	}, nil
}
