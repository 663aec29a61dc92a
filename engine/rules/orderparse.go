package rules

import (
	"fmt"
	"strconv"
	"strings"
)

// ParseOrder reads an order in the game log's notation, the inverse of
// the orders' String methods, as scripts write them:
//
//	move fr-ney 0708            deploy fr-ney 0708        end-phase
//	place-garrison 0405         (a Garrison marker placed during set-up, 3.0)
//	force-march [CORPS]         disengage fr-ney 0709     penetrate fr-cav 0709
//	breakdown fr-ney            command spend|roll        exit fr-ney
//	command active CORPS,CORPS  (Corps names may hold spaces: "command active 2nd Corps,8th Corps")
//	command active CORPS,unit ID  (Talavera 20 5.1: one individual unit also Active)
//	authorize-retreat           reveal fr-ney             contact al-hill | no-contact
//	buildup 0708                dummy fr-d 0708 fr-d 0709  add-dummy fr-d with fr-ney
//	rally fr-a,fr-b [spend] [at 0101,0102]
//	countercharge al-cav vs fr-a,fr-b [+A-reserve] [+D-reserve] [advance U,...] [pursue N]
//	declare fr-a,fr-b vs al-c; fr-d vs al-e
//	resolve 0 [+A-reserve] [+D-reserve] [reduce N] [advance U,...] [pursue N]
//	          [exchange U,...] [+RULE] [+RULE:UNIT]... [path U:HEX,HEX,...]...
//
// +RULE commits a special rule (Resolve.Commit). The orders of
// special-rule kinds (night-attack UNIT, build-redoubt UNIT) are read by
// the words their kinds register (bindOrderWord).
func ParseOrder(text string) (Order, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("rules: empty order")
	}
	if f[0] == "force-march" && len(f) > 1 {
		return ForceMarch{Corps: strings.Join(f[1:], " ")}, nil
	}
	if n, ok := orderArgs[f[0]]; ok {
		if len(f) != n+1 {
			return nil, fmt.Errorf("rules: order %q: %s takes %d argument(s)", text, f[0], n)
		}
		return simpleOrder(f)
	}
	for _, w := range orderWords {
		if w.word == f[0] {
			if w.args >= 0 && len(f) != w.args+1 {
				return nil, fmt.Errorf("rules: order %q: %s takes %d argument(s)", text, f[0], w.args)
			}
			return w.read(text, f)
		}
	}
	switch f[0] {
	case "add-dummy":
		if len(f) != 4 || f[2] != "with" {
			return nil, fmt.Errorf("rules: order %q: add-dummy DUMMY with UNIT", text)
		}
		return AddDummy{Unit: f[1], With: f[3]}, nil
	case "rally":
		return parseRally(text, f)
	case "countercharge":
		return parseCountercharge(text)
	case "declare":
		return parseDeclare(text)
	case "resolve":
		return parseResolve(text, f)
	}
	known := "move, deploy, place-garrison, end-phase, force-march, disengage, penetrate, breakdown, buildup, dummy, add-dummy, exit, authorize-retreat, reveal, contact, no-contact, rally, countercharge, declare, resolve"
	for _, w := range orderWords {
		known += ", " + w.word
	}
	return nil, fmt.Errorf("rules: unknown order %q (known: %s)", f[0], known)
}

// orderWord is the notation of an order of a special-rule kind: its first
// word, its number of arguments (any when negative), and the order read
// from the order's text and its fields.
type orderWord struct {
	word string
	args int
	read func(text string, f []string) (Order, error)
}

// orderWords are the words the special-rule kinds register.
var orderWords []orderWord

// BindOrderWord registers the notation of an order of a special-rule kind,
// from an init function of the kind's file; its String writes the word
// and the arguments, separated by spaces. read is handed the order's text
// and its fields (the word first) when it has args arguments, or any
// number when args is negative, and says what is wrong with them.
func BindOrderWord(word string, args int, read func(text string, f []string) (Order, error)) {
	orderWords = append(orderWords, orderWord{word: word, args: args, read: read})
}

// orderArgs is the number of arguments of each order simpleOrder reads.
var orderArgs = map[string]int{"move": 2, "deploy": 2, "disengage": 2, "penetrate": 2, "end-phase": 0, "force-march": 0, "place-garrison": 1,
	"authorize-retreat": 0, "no-contact": 0, "breakdown": 1, "exit": 1, "reveal": 1, "contact": 1, "buildup": 1, "dummy": 4}

// simpleOrder builds an order of orderArgs from its checked fields.
func simpleOrder(f []string) (Order, error) {
	switch f[0] {
	case "move":
		return Move{Unit: f[1], To: f[2]}, nil
	case "deploy":
		return Deploy{Unit: f[1], To: f[2]}, nil
	case "place-garrison":
		return PlaceGarrison{To: f[1]}, nil
	case "disengage":
		return Disengage{Unit: f[1], To: f[2]}, nil
	case "penetrate":
		return Penetrate{Unit: f[1], To: f[2]}, nil
	case "end-phase":
		return EndPhase{}, nil
	case "force-march":
		return ForceMarch{}, nil
	case "authorize-retreat":
		return AuthorizeRetreat{}, nil
	case "no-contact":
		return MaintainContact{}, nil
	case "breakdown":
		return Breakdown{Unit: f[1]}, nil
	case "exit":
		return Exit{Unit: f[1]}, nil
	case "reveal":
		return Reveal{Unit: f[1]}, nil
	case "buildup":
		return Buildup{Hex: f[1]}, nil
	case "dummy":
		return PlaceDummy{Unit: f[1], Hex: f[2], Relocate: f[3], To: f[4]}, nil
	}
	return MaintainContact{Unit: f[1]}, nil
}

// idList splits a comma-separated list of ids, dropping empty ones.
func idList(s string) []string {
	var out []string
	for _, x := range strings.Split(s, ",") {
		if x = strings.TrimSpace(x); x != "" {
			out = append(out, x)
		}
	}
	return out
}

func parseRally(text string, f []string) (Order, error) {
	if len(f) < 2 || len(idList(f[1])) == 0 {
		return nil, fmt.Errorf("rules: order %q: rally names its units", text)
	}
	o := Rally{Units: idList(f[1])}
	for i := 2; i < len(f); i++ {
		switch {
		case f[i] == "spend":
			o.SpendMorale = true
		case f[i] == "at" && i+1 < len(f):
			o.Hexes = idList(f[i+1])
			i++
		default:
			return nil, fmt.Errorf("rules: order %q: unknown word %q (rally UNITS [spend] [at HEXES])", text, f[i])
		}
	}
	return o, nil
}

func parseCountercharge(text string) (Order, error) {
	a, d, ok := strings.Cut(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "countercharge")), " vs ")
	f := strings.Fields(d)
	if len(f) == 0 {
		ok = false
		f = []string{""}
	}
	o := Countercharge{Attackers: idList(a), Defenders: idList(f[0])}
	if !ok || len(o.Attackers) == 0 || len(o.Defenders) == 0 {
		return nil, fmt.Errorf("rules: order %q: countercharge ATTACKERS vs DEFENDERS", text)
	}
	var ch choices
	if err := ch.parse(text, f[1:], false); err != nil {
		return nil, err
	}
	o.AttackerReserve, o.DefenderReserve, o.Advance, o.Pursue = ch.ar, ch.dr, ch.advance, ch.pursue
	return o, nil
}

func parseDeclare(text string) (Order, error) {
	var o Declare
	rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "declare"))
	for _, part := range strings.Split(rest, ";") {
		if strings.TrimSpace(part) == "" {
			continue
		}
		a, d, ok := strings.Cut(part, " vs ")
		bt := BattleDecl{Attackers: idList(a), Defenders: idList(d)}
		if !ok || len(bt.Attackers) == 0 || len(bt.Defenders) == 0 {
			return nil, fmt.Errorf("rules: order %q: each battle is ATTACKERS vs DEFENDERS, separated by ;", text)
		}
		o.Battles = append(o.Battles, bt)
	}
	return o, nil
}

func parseResolve(text string, f []string) (Order, error) {
	if len(f) < 2 {
		return nil, fmt.Errorf("rules: order %q: resolve N (the battle's number, from 0)", text)
	}
	n, err := strconv.Atoi(f[1])
	if err != nil || n < 0 {
		return nil, fmt.Errorf("rules: order %q: battle number %q is not a number from 0", text, f[1])
	}
	var ch choices
	if err := ch.parse(text, f[2:], true); err != nil {
		return nil, err
	}
	return Resolve{Battle: n, AttackerReserve: ch.ar, DefenderReserve: ch.dr, Reduce: ch.reduce, Advance: ch.advance,
		Pursue: ch.pursue, Exchange: ch.exchange, Commit: ch.commit, Paths: ch.paths}, nil
}

// choices are the words after a Resolve's battle number or a
// Countercharge's defenders.
type choices struct {
	ar, dr         bool
	reduce, pursue int
	advance        []string
	exchange       []string
	commit         []Commitment
	paths          []RetreatChoice
}

// parse reads the words f of order text; a Countercharge (resolve false)
// has no reduction, exchange, special rules committed or retreat paths.
func (ch *choices) parse(text string, f []string, resolve bool) error {
	nums := map[string]*int{"pursue": &ch.pursue}
	lists := map[string]*[]string{"advance": &ch.advance}
	if resolve {
		nums["reduce"], lists["exchange"] = &ch.reduce, &ch.exchange
	}
	for i := 0; i < len(f); i++ {
		w := f[i]
		switch {
		case w == "+A-reserve":
			ch.ar = true
			continue
		case w == "+D-reserve":
			ch.dr = true
			continue
		case resolve && strings.HasPrefix(w, "+"):
			c, err := parseCommitment(text, w)
			if err != nil {
				return err
			}
			ch.commit = append(ch.commit, c)
			continue
		}
		if i+1 >= len(f) {
			return fmt.Errorf("rules: order %q: unknown word %q, or %s without its value", text, w, w)
		}
		i++
		if w == "path" && resolve {
			c, err := parsePathWord(text, f[i])
			if err != nil {
				return err
			}
			ch.paths = append(ch.paths, c)
		} else if p, ok := nums[w]; ok {
			k, err := strconv.Atoi(f[i])
			if err != nil || k < 0 {
				return fmt.Errorf("rules: order %q: %s takes a number, not %q", text, w, f[i])
			}
			*p = k
		} else if p, ok := lists[w]; ok {
			*p = idList(f[i])
		} else {
			return fmt.Errorf("rules: order %q: unknown word %q", text, w)
		}
	}
	return nil
}

// parseCommitment reads "+RULE" or "+RULE:UNIT".
func parseCommitment(text, w string) (Commitment, error) {
	rule, unit, hasUnit := strings.Cut(strings.TrimPrefix(w, "+"), ":")
	if rule == "" || hasUnit && unit == "" {
		return Commitment{}, fmt.Errorf("rules: order %q: %q commits a special rule as +RULE or +RULE:UNIT", text, w)
	}
	return Commitment{Rule: rule, Unit: unit}, nil
}
