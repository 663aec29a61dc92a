package scenario

import (
	"fmt"
	"maps"
	"reflect"
	"sync"
)

// A special rule's parameters are decoded once into its kind's parameter
// struct, the value the validator checks and the engine plays. The engine
// declares the structs (one per kind) and registers a constructor for them,
// as image/png registers its format with image:
//
//	func init() { scenario.RegisterParams(newKindParams) }
//
// A scenario read from a file has its rules' parameters decoded when it is
// loaded (ParseDocument), with each error located at the parameter's line;
// a scenario built in memory, or edited since, is decoded when it is next
// asked (SpecialParams).

// ParamError is a special rule's parameter whose value does not decode into
// its kind's parameter struct. Error names the rule, its kind, the parameter
// and the value; Located adds the file and line when the scenario was read
// from one.
type ParamError struct {
	File      string
	Line, Col int    // 1-based; 0 when unknown
	Path      string // the field path, e.g. "special_rules[3].params.differential"
	Rule      string // the rule's id
	Kind      string
	Param     string
	Value     string
	Why       string // e.g. "is not a whole number"
}

// Error formats the error without its position:
//
//	special rule "distracted-massena" (kind combat_modifier): parameter differential: "minus one" is not a whole number
func (e *ParamError) Error() string {
	return fmt.Sprintf("special rule %q (kind %s): parameter %s: %q %s", e.Rule, e.Kind, e.Param, e.Value, e.Why)
}

// Located is Error with the file, line and column in front, when known:
// "bussaco20.yaml:412:21: special rule ...".
func (e *ParamError) Located() string {
	if e.File == "" {
		return e.Error()
	}
	if e.Line == 0 {
		return e.File + ": " + e.Error()
	}
	return fmt.Sprintf("%s:%d:%d: %s", e.File, e.Line, max(e.Col, 1), e.Error())
}

// paramsMaker makes a new value of a kind's parameter struct (a pointer),
// or nil for a kind that has none (RegisterParams).
var paramsMaker func(kind string) any

// RegisterParams registers the constructor of the kinds' parameter structs:
// f(kind) is a new pointer to the kind's struct, or nil when the kind has
// none. The engine registers it from an init function; without it (a
// program that does not link the engine) rules are not decoded and the
// validator checks the parameters as written only.
func RegisterParams(f func(kind string) any) { paramsMaker = f }

// NewParams is a new value of kind's parameter struct, or nil when the kind
// has none or no engine registered the structs.
func NewParams(kind string) any {
	if paramsMaker == nil || kind == "" {
		return nil
	}
	return paramsMaker(kind)
}

// SpecialParams are the decoded parameters of a scenario's special rules,
// by the rule's index in Scenario.Special. They are shared by every reader
// of the scenario: the engine must not change them.
type SpecialParams struct {
	// Values are the decoded parameter structs; nil for a rule without a
	// kind, of a kind without a struct, or whose parameters did not decode.
	Values []any
	// Errs say why a rule's parameters did not decode; nil when they did.
	Errs []*ParamError
	// Unmet are, for a rule that decoded, the Needs its kind declares
	// (Needer) that its parameters leave unmet: the engine does not apply
	// the rule, and the validator warns with them.
	Unmet [][]Need
}

// Err is rule i's decode error as an error, nil when there is none (never
// an error holding a nil *ParamError).
func (p *SpecialParams) Err(i int) error {
	if i < len(p.Errs) && p.Errs[i] != nil {
		return p.Errs[i]
	}
	return nil
}

// paramsCache keeps a scenario's decoded parameters with a copy of the
// kinds and parameters they were decoded from, so that an edit made since
// (the editor changes the scenario in place) is seen and decoded again.
type paramsCache struct {
	locate func(path string) (Position, bool) // the file's positions, nil when built in memory
	file   string
	kinds  []string
	args   []Args
	dec    *SpecialParams
}

// paramsMu guards every scenario's params cache.
var paramsMu sync.Mutex

// SpecialParams is the decoded parameters of s's special rules (see
// SpecialParams). A scenario read from a file was decoded when it was
// loaded, one built in memory when first asked, and each keeps that value
// until its rules change; safe from several goroutines at once.
func (s *Scenario) SpecialParams() *SpecialParams {
	paramsMu.Lock()
	defer paramsMu.Unlock()
	if s.params == nil {
		s.params = &paramsCache{}
	}
	c := s.params
	if c.dec == nil || !c.fresh(s.Special) {
		// Positions hold for the rules as read: an edit made since has
		// none (ValidateDocument locates its findings by path).
		c.dec = decodeSpecial(s.Special, c.file, c.locate)
		c.locate = nil
		c.kinds, c.args = make([]string, len(s.Special)), make([]Args, len(s.Special))
		for i, r := range s.Special {
			c.kinds[i], c.args[i] = r.Kind, maps.Clone(r.Params)
		}
	}
	return c.dec
}

// fresh reports whether rules are those the cache was decoded from.
func (c *paramsCache) fresh(rules []Rule) bool {
	if len(rules) != len(c.kinds) {
		return false
	}
	for i, r := range rules {
		if r.Kind != c.kinds[i] || !maps.Equal(r.Params, c.args[i]) {
			return false
		}
	}
	return true
}

// decodeParamsAtLoad decodes the special rules of a scenario just read
// from file, locating each error with locate.
func (s *Scenario) decodeParamsAtLoad(file string, locate func(string) (Position, bool)) {
	s.params = &paramsCache{file: file, locate: locate} // s is not shared yet
	s.SpecialParams()
}

// decodeSpecial decodes each rule's parameters into its kind's struct.
func decodeSpecial(rules []Rule, file string, locate func(string) (Position, bool)) *SpecialParams {
	out := &SpecialParams{Values: make([]any, len(rules)), Errs: make([]*ParamError, len(rules)), Unmet: make([][]Need, len(rules))}
	for i, r := range rules {
		p := NewParams(r.Kind)
		if p == nil {
			continue
		}
		if err := DecodeParams(r, p); err != nil {
			pe, ok := err.(*ParamError)
			if !ok {
				pe = &ParamError{Rule: r.ID, Kind: r.Kind, Why: err.Error()}
			}
			pe.File, pe.Path = file, fmt.Sprintf("special_rules[%d].params.%s", i, pe.Param)
			if locate != nil {
				if pos, ok := locate(pe.Path); ok {
					pe.Line, pe.Col = pos.Line, pos.Col
				}
			}
			out.Errs[i] = pe
			continue
		}
		out.Values[i] = p
		if n, ok := p.(Needer); ok {
			out.Unmet[i] = UnmetNeeds(n.Needs(), p, r)
		}
	}
	return out
}

// UnmetNeeds are the needs that rule r's parameters leave unmet, read from
// its decoded parameters p (ParamGiven).
func UnmetNeeds(needs []Need, p any, r Rule) []Need {
	var out []Need
	for _, n := range needs {
		met := false
		for _, name := range n.AnyOf {
			if ParamGiven(p, r, name) {
				met = true
				break
			}
		}
		if !met {
			out = append(out, n)
		}
	}
	return out
}

// ParamGiven reports whether the decoded parameter struct p has a value for
// parameter name (a field tagged param:"name" that is not its zero value);
// for a nil p, whether the rule's parameters as written give it.
func ParamGiven(p any, r Rule, name string) bool {
	v := reflect.ValueOf(p)
	if p == nil || v.Kind() != reflect.Pointer || v.IsNil() {
		return r.Params.Str(name) != ""
	}
	v = v.Elem()
	t := v.Type()
	for i := range t.NumField() {
		if t.Field(i).Tag.Get("param") != name {
			continue
		}
		switch f := v.Field(i); f.Kind() {
		case reflect.Pointer, reflect.String, reflect.Slice, reflect.Map, reflect.Struct:
			return !f.IsZero()
		}
		break // an int or bool field reads "0" and "false" as not given: the value as written says
	}
	return r.Params.Str(name) != ""
}
