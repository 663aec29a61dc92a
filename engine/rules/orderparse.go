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
//	force-march [CORPS]         disengage fr-ney 0709     penetrate fr-cav 0709
//	breakdown fr-ney            command spend|roll        exit fr-ney
//	command active CORPS,CORPS  (Corps names may hold spaces: "command active 2nd Corps,8th Corps")
//	authorize-retreat           reveal fr-ney             contact al-hill | no-contact
//	rally fr-a,fr-b [spend] [at 0101,0102]
//	countercharge al-cav vs fr-a,fr-b
//	declare fr-a,fr-b vs al-c; fr-d vs al-e
//	resolve 0 [+A-reserve] [+D-reserve] [reduce N] [advance U,...] [pursue N]
//	          [exchange U,...] [+garde-marins] [+flotilla] [path U:HEX,HEX,...]...
//
// Orders of special-rule kinds are not read here.
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
	switch f[0] {
	case "command":
		return parseCommand(text, f)
	case "rally":
		return parseRally(text, f)
	case "countercharge":
		return parseCountercharge(text)
	case "declare":
		return parseDeclare(text)
	case "resolve":
		return parseResolve(text, f)
	}
	return nil, fmt.Errorf("rules: unknown order %q (known: move, deploy, end-phase, force-march, disengage, penetrate, breakdown, command, exit, authorize-retreat, reveal, contact, no-contact, rally, countercharge, declare, resolve)", f[0])
}

// orderArgs is the number of arguments of each order simpleOrder reads.
var orderArgs = map[string]int{"move": 2, "deploy": 2, "disengage": 2, "penetrate": 2, "end-phase": 0, "force-march": 0,
	"authorize-retreat": 0, "no-contact": 0, "breakdown": 1, "exit": 1, "reveal": 1, "contact": 1}

// simpleOrder builds an order of orderArgs from its checked fields.
func simpleOrder(f []string) (Order, error) {
	switch f[0] {
	case "move":
		return Move{Unit: f[1], To: f[2]}, nil
	case "deploy":
		return Deploy{Unit: f[1], To: f[2]}, nil
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

func parseCommand(text string, f []string) (Order, error) {
	if len(f) == 2 && f[1] == "spend" {
		return Command{SpendMorale: true}, nil
	}
	if len(f) == 2 && f[1] == "roll" {
		return Command{}, nil
	}
	if len(f) > 2 && f[1] == "active" {
		// Corps names hold spaces ("2nd Corps"): commas part them.
		var corps []string
		for _, c := range strings.Split(strings.Join(f[2:], " "), ",") {
			if c = strings.TrimSpace(c); c != "" {
				corps = append(corps, c)
			}
		}
		if len(corps) > 0 {
			return Command{Corps: corps}, nil
		}
	}
	return nil, fmt.Errorf("rules: order %q: command is spend, roll or active CORPS,CORPS", text)
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
	o := Countercharge{Attackers: idList(a), Defenders: idList(d)}
	if !ok || len(o.Attackers) == 0 || len(o.Defenders) == 0 {
		return nil, fmt.Errorf("rules: order %q: countercharge ATTACKERS vs DEFENDERS", text)
	}
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
	o := Resolve{Battle: n}
	flags := map[string]*bool{"+A-reserve": &o.AttackerReserve, "+D-reserve": &o.DefenderReserve, "+garde-marins": &o.GardeMarins, "+flotilla": &o.Flotilla}
	nums := map[string]*int{"reduce": &o.Reduce, "pursue": &o.Pursue}
	lists := map[string]*[]string{"advance": &o.Advance, "exchange": &o.Exchange}
	for i := 2; i < len(f); i++ {
		w := f[i]
		if p, ok := flags[w]; ok {
			*p = true
			continue
		}
		if i+1 >= len(f) {
			return nil, fmt.Errorf("rules: order %q: unknown word %q, or %s without its value", text, w, w)
		}
		i++
		if w == "path" {
			c, err := parsePathWord(text, f[i])
			if err != nil {
				return nil, err
			}
			o.Paths = append(o.Paths, c)
		} else if p, ok := nums[w]; ok {
			k, err := strconv.Atoi(f[i])
			if err != nil || k < 0 {
				return nil, fmt.Errorf("rules: order %q: %s takes a number, not %q", text, w, f[i])
			}
			*p = k
		} else if p, ok := lists[w]; ok {
			*p = idList(f[i])
		} else {
			return nil, fmt.Errorf("rules: order %q: unknown word %q", text, w)
		}
	}
	return o, nil
}
