package scenario

import (
	"fmt"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// checkSpecialRules checks every special rule against the kind registry:
// the kind is known, each parameter is one the kind takes, has its type and
// refers to something the scenario has (a unit, table, card, zone, special
// rule, or a hex on the map), and required parameters are given. Several
// rules of one kind are allowed. A rule without a kind is prose only.
//
// Each finding cites the special rule's own number when it has one, else
// the standard rule the kind implements.
func (c *checker) checkSpecialRules() {
	first := map[string]string{} // Single kinds: the first rule's id
	dec := c.s.SpecialParams()   // the values the engine plays (ruleparams.go)
	for i, r := range c.s.Special {
		if r.Kind == "" {
			continue
		}
		p := fmt.Sprintf("special_rules[%d]", i)
		obj := fmt.Sprintf("special rule %q", r.ID)
		k, ok := Kind(r.Kind)
		if !ok {
			rule := r.Number
			if rule == "" {
				rule = "format"
			}
			c.add(Error, "special-kind", rule, p+".kind", obj, hintOr(c.suggest(r.Kind, KindNames()), "use a kind from docs/special-rules.md, or leave kind out for a rule in words only"),
				"unknown special rule kind %q", r.Kind)
			continue
		}
		rule := r.Number
		if rule == "" || !ruleNumberRE.MatchString(rule) {
			rule = k.Rule
		}
		if k.Single {
			if id, seen := first[k.Name]; seen {
				c.add(Warning, "special-kind-single", rule, p+".kind", obj, "merge the two rules into one",
					"the engine plays one rule of kind %s, the first usable one (%q)", k.Name, id)
			} else {
				first[k.Name] = r.ID
			}
		}
		names := make([]string, 0, len(r.Params))
		for name := range r.Params {
			names = append(names, name)
		}
		sort.Strings(names)
		for _, name := range names {
			pp := p + ".params." + name
			if prm, ok := k.Param(name); ok {
				c.checkParam(prm, r.Params[name], pp, obj, rule)
				continue
			}
			if k.Keys != nil && c.keyParam(k.Keys, name) {
				c.checkParam(Param{Name: name, Type: k.Keys.Value}, r.Params[name], pp, obj, rule)
				continue
			}
			c.add(Error, "special-param", rule, pp, obj, hintOr(c.suggest(name, paramNames(k)), "kind "+k.Name+" takes "+paramSummary(k)),
				"kind %s has no parameter %q", k.Name, name)
		}
		c.checkDecoded(dec.Errs[i], p, obj, rule)
		for _, prm := range k.Params {
			if _, given := r.Params[prm.Name]; prm.Required && !given {
				c.add(Error, "special-param-required", rule, p+".params", obj, fmt.Sprintf("add %s: (%s, %s)", prm.Name, prm.Type, prm.Doc),
					"kind %s needs parameter %q", k.Name, prm.Name)
			}
		}
		unmet := dec.Unmet[i] // checked at load, where the kind declares its needs
		if dec.Values[i] == nil {
			unmet = UnmetNeeds(k.Needs, nil, r)
		}
		if !c.checkNeeds(k, unmet, p, obj, rule) {
			c.checkValues(k, r, p, obj, rule)
		}
	}
}

// checkNeeds warns about a special rule the engine would not apply: a kind
// the engine does not play, or the Needs of the kind that the rule's
// parameters leave unmet (unmet); it reports whether it warned.
func (c *checker) checkNeeds(k *KindSpec, unmet []Need, p, obj, rule string) bool {
	if k.Unplayed != "" {
		c.add(Warning, "special-unplayed", rule, p+".kind", obj, "play this rule by hand; the engine's games leave it out",
			"the engine does not apply kind %s: %s", k.Name, k.Unplayed)
		return true
	}
	for _, n := range unmet {
		c.add(Warning, "special-needs", rule, p+".params", obj, "add "+strings.Join(n.AnyOf, " or ")+": "+n.Why,
			"the engine does not apply this %s rule without %s", k.Name, strings.Join(n.AnyOf, " or "))
	}
	return len(unmet) > 0
}

// checkDecoded reports a rule's parameter that does not decode into its
// kind's parameter struct (pe), unless the parameter's own check already
// has: the engine would not apply the rule.
func (c *checker) checkDecoded(pe *ParamError, p, obj, rule string) {
	if pe == nil {
		return
	}
	for _, f := range c.out {
		if f.Path == pe.Path && f.Severity == Error {
			return
		}
	}
	c.add(Error, "special-param", rule, pe.Path, obj, "write the value as docs/special-rules.md gives the parameter's type",
		"parameter %s: %q %s; the engine does not apply the rule", pe.Param, pe.Value, pe.Why)
}

// ruleNumberRE matches a rule number such as 9.7.7 (a special rule may
// give words instead, e.g. "Components").
var ruleNumberRE = regexp.MustCompile(`^[0-9]+(\.[0-9]+)*$`)

func paramNames(k *KindSpec) []string {
	out := make([]string, 0, len(k.Params))
	for _, p := range k.Params {
		out = append(out, p.Name)
	}
	return out
}

// paramSummary lists what a kind takes, for a hint.
func paramSummary(k *KindSpec) string {
	var parts []string
	for _, p := range k.Params {
		parts = append(parts, p.Name)
	}
	if k.Keys != nil {
		parts = append(parts, "a parameter per "+k.Keys.Key.String())
	}
	if len(parts) == 0 {
		return "no parameters"
	}
	return strings.Join(parts, ", ")
}

// keyParam reports whether name is a parameter named by reference.
func (c *checker) keyParam(kp *KeyParam, name string) bool {
	for _, suf := range kp.Suffixes {
		if base, ok := strings.CutSuffix(name, suf); ok && c.keyRef(kp.Key, base) {
			return true
		}
	}
	return c.keyRef(kp.Key, name)
}

func (c *checker) keyRef(k KeyType, name string) bool {
	switch k {
	case KeySide:
		return c.sideKnown(name)
	case KeySideNationality:
		return c.sideKnown(name) || c.nationality(name)
	case KeyUnit:
		_, ok := c.units[name]
		return ok
	}
	return false
}

// nationality reports whether a unit or side of the scenario has the
// nationality, in any case.
func (c *checker) nationality(name string) bool {
	if c.nats == nil {
		c.nats = map[string]bool{}
		for _, u := range c.s.Units {
			if u.Nationality != "" {
				c.nats[strings.ToLower(u.Nationality)] = true
			}
		}
		for _, sd := range c.s.Sides {
			for _, n := range sd.Nationalities {
				c.nats[strings.ToLower(n)] = true
			}
		}
	}
	return c.nats[strings.ToLower(strings.TrimSpace(name))]
}

func (c *checker) nationalityNames() []string {
	c.nationality("")
	out := make([]string, 0, len(c.nats))
	for n := range c.nats {
		out = append(out, n)
	}
	sort.Strings(out)
	return out
}

// items splits a comma-separated list, trimming each item.
func items(v string) []string {
	parts := strings.Split(v, ",")
	for i := range parts {
		parts[i] = strings.TrimSpace(parts[i])
	}
	return parts
}

// checkParam checks one value against its parameter's type.
func (c *checker) checkParam(prm Param, v, path, obj, rule string) {
	bad := func(hint, format string, args ...any) {
		c.add(Error, "special-param-type", rule, path, obj, hint, "parameter %s: "+format, append([]any{prm.Name}, args...)...)
	}
	missing := func(what, name, hint string) {
		c.add(Error, "special-param-ref", rule, path, obj, hint, "parameter %s: %s %q is not in the scenario", prm.Name, what, name)
	}
	list := func(each func(string)) {
		for _, it := range items(v) {
			if it == "" {
				bad("remove the empty item", "empty item in the list %q", v)
				continue
			}
			each(it)
		}
	}
	switch prm.Type {
	case Text:
	case HexParam:
		c.specialHex(prm, strings.TrimSpace(v), path, obj, rule)
	case HexList:
		list(func(h string) { c.specialHex(prm, h, path, obj, rule) })
	case HexRoute:
		if strings.ContainsAny(v, "0123456789") {
			list(func(h string) { c.specialHex(prm, h, path, obj, rule) })
		}
	case UnitParam:
		c.specialUnit(prm, strings.TrimSpace(v), path, obj, rule)
	case UnitList:
		list(func(u string) { c.specialUnit(prm, u, path, obj, rule) })
	case SideParam:
		if s := strings.TrimSpace(v); !c.sideKnown(s) {
			bad(hintOr(c.suggest(s, []string{French, AntiFrench}), "write french or anti-french"), "%q is not a side", s)
		}
	case SideList:
		list(func(s string) {
			if !c.sideKnown(s) {
				bad(hintOr(c.suggest(s, []string{French, AntiFrench}), "write french or anti-french"), "%q is not a side", s)
			}
		})
	case TableParam:
		if t := strings.TrimSpace(v); !c.hasTable(t) {
			missing("table", t, hintOr(c.suggest(t, c.tableIDs()), "define it under tables"))
		}
	case CardParam:
		c.specialCard(prm, strings.TrimSpace(v), path, obj, rule)
	case CardList:
		if m := colourCardsRE.FindStringSubmatch(v); m != nil {
			n := 0
			for _, cd := range c.s.Deck.Cards {
				if cd.Colour == m[1] {
					n++
				}
			}
			if n == 0 {
				c.add(Warning, "special-card-unlisted", rule, path, obj, "add the cards to deck.cards with their title colour",
					"parameter %s: the deck has no %s-title card, so the engine cannot apply it", prm.Name, m[1])
			}
			return
		}
		list(func(cd string) { c.specialCard(prm, cd, path, obj, rule) })
	case ZoneParam:
		c.specialZone(prm, strings.TrimSpace(v), path, obj, rule)
	case ZoneList:
		list(func(z string) { c.specialZone(prm, z, path, obj, rule) })
	case RuleParam:
		if id := strings.TrimSpace(v); !c.hasRule(id) {
			missing("special rule", id, hintOr(c.suggest(id, c.ruleIDs()), "name a special rule id of this scenario"))
		}
	case IntParam:
		c.specialInt(prm, strings.TrimSpace(v), bad)
	case IntList:
		list(func(n string) { c.specialInt(prm, n, bad) })
	case RangeParam:
		lo, hi, ok := strings.Cut(strings.TrimSpace(v), "-")
		if !ok {
			c.specialInt(prm, lo, bad)
			return
		}
		a, errA := strconv.Atoi(strings.TrimSpace(lo))
		b, errB := strconv.Atoi(strings.TrimSpace(hi))
		switch {
		case errA != nil || errB != nil:
			bad(fmt.Sprintf("write a number or a range such as %d-%d", prm.Min, prm.Min+2), "%q is not a number or a range", v)
		case a > b:
			bad(fmt.Sprintf("write the range low to high: %d-%d", b, a), "range %q runs backwards", v)
		case a < prm.Min || b > prm.Max:
			bad(fmt.Sprintf("use numbers from %d to %d", prm.Min, prm.Max), "range %q is outside %d-%d", v, prm.Min, prm.Max)
		}
	case EnumParam:
		if s := strings.TrimSpace(v); !contains(prm.Values, s) {
			bad(hintOr(c.suggest(s, prm.Values), "use one of: "+strings.Join(prm.Values, ", ")), "%q is not one of %s", s, strings.Join(prm.Values, ", "))
		}
	case EnumList:
		list(func(s string) {
			if !contains(prm.Values, s) {
				bad(hintOr(c.suggest(s, prm.Values), "use some of: "+strings.Join(prm.Values, ", ")), "%q is not one of %s", s, strings.Join(prm.Values, ", "))
			}
		})
	case BoolParam:
		if s := strings.TrimSpace(v); s != "true" && s != "false" {
			bad("write true or false", "%q is not true or false", s)
		}
	case Nationality:
		if n := strings.TrimSpace(v); !c.nationality(n) {
			missing("nationality", n, hintOr(c.suggest(strings.ToLower(n), c.nationalityNames()), "give a nationality of the scenario's units"))
		}
	case NationalityList:
		list(func(n string) {
			if !c.nationality(n) {
				missing("nationality", n, hintOr(c.suggest(strings.ToLower(n), c.nationalityNames()), "give a nationality of the scenario's units"))
			}
		})
	}
}

// colourCardsRE matches a deck_setup phrase such as "the two blue-title cards".
var colourCardsRE = regexp.MustCompile(`^\s*the [a-z]+ (blue|red|black)-title cards\s*$`)

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

func (c *checker) hasTable(id string) bool { _, ok := c.tables[id]; return ok }
func (c *checker) hasRule(id string) bool  { _, ok := c.rules[id]; return ok }

func (c *checker) ruleIDs() []string {
	out := make([]string, 0, len(c.s.Special))
	for _, r := range c.s.Special {
		out = append(out, r.ID)
	}
	return out
}

func (c *checker) specialInt(prm Param, s string, bad func(string, string, ...any)) {
	n, err := strconv.Atoi(strings.TrimPrefix(s, "+"))
	if err != nil {
		bad(fmt.Sprintf("write a whole number from %d to %d", prm.Min, prm.Max), "%q is not a whole number", s)
		return
	}
	if n < prm.Min || n > prm.Max {
		bad(fmt.Sprintf("use a number from %d to %d", prm.Min, prm.Max), "%d is outside %d-%d", n, prm.Min, prm.Max)
	}
}

// specialHex checks a hex number of a special rule: a number, on the map
// (2.0: the map's hex grid).
func (c *checker) specialHex(prm Param, code, path, obj, rule string) {
	if !c.gridOK {
		return
	}
	h, err := c.grid.Parse(code)
	if err != nil {
		c.add(Error, "special-param-type", rule, path, obj, fmt.Sprintf("write it as %d digits, column then row, e.g. %q", 2*c.grid.Numbering.Digits, c.grid.Code(c.grid.FromOffset(6, 7))),
			"parameter %s: %q is not a hex number", prm.Name, code)
		return
	}
	if !c.grid.Contains(h) {
		c.add(Error, "special-param-ref", rule, path, obj, "hex numbers run from "+c.grid.Code(c.grid.FromOffset(0, 0))+" to "+c.grid.Code(c.grid.FromOffset(c.grid.Columns-1, c.grid.Rows-1)),
			"parameter %s: hex %s is off the map (%s)", prm.Name, code, c.size())
	}
}

func (c *checker) specialUnit(prm Param, id, path, obj, rule string) {
	if _, ok := c.units[id]; !ok {
		c.add(Error, "special-param-ref", rule, path, obj, hintOr(c.suggest(id, c.unitIDs()), "give the id of a unit under units"),
			"parameter %s: unit %q is not in the scenario", prm.Name, id)
	}
}

// specialCard resolves a card by its number (optionally #n) or its title,
// in any case, as the engine does.
func (c *checker) specialCard(prm Param, ref, path, obj, rule string) {
	if n, err := strconv.Atoi(strings.TrimPrefix(ref, "#")); err == nil {
		if _, ok := c.cards[n]; !ok {
			c.add(Error, "special-param-ref", rule, path, obj, "give the number or title of a card in the deck",
				"parameter %s: card %d is not in the deck", prm.Name, n)
		}
		return
	}
	titles := make([]string, 0, len(c.s.Deck.Cards))
	for _, cd := range c.s.Deck.Cards {
		if strings.EqualFold(cd.Title, ref) {
			return
		}
		titles = append(titles, cd.Title)
	}
	// A title close to one in the deck is a slip; a title far from all of
	// them is a card the deck does not list yet (the rulebooks often name
	// an event without its card), which the engine cannot apply.
	if hint := c.suggest(ref, titles); hint != "" {
		c.add(Error, "special-param-ref", rule, path, obj, hint, "parameter %s: card %q is not in the deck", prm.Name, ref)
		return
	}
	c.add(Warning, "special-card-unlisted", rule, path, obj, "add the card to deck.cards when its number is known",
		"parameter %s: card %q is not in the deck, so the engine cannot apply it", prm.Name, ref)
}

// specialZone resolves an entry area or a deployment zone.
func (c *checker) specialZone(prm Param, id, path, obj, rule string) {
	if _, ok := c.entries[id]; ok {
		return
	}
	ids := c.entryIDs()
	for _, z := range c.s.Deployment {
		if z.ID == id {
			return
		}
		ids = append(ids, z.ID)
	}
	c.add(Error, "special-param-ref", rule, path, obj, hintOr(c.suggest(id, ids), "define it under map.entry_areas or deployment"),
		"parameter %s: zone %q is not in the scenario", prm.Name, id)
}
