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
//	force-march                 disengage fr-ney 0709     penetrate fr-cav 0709
//	breakdown fr-ney            command spend|roll        exit fr-ney
//	authorize-retreat           reveal fr-ney             contact al-hill | no-contact
//	rally fr-a,fr-b [spend] [at 0101,0102]
//	countercharge al-cav vs fr-a,fr-b
//	declare fr-a,fr-b vs al-c; fr-d vs al-e
//	resolve 0 [+A-reserve] [+D-reserve] [reduce N] [advance U,...] [pursue N]
//	          [exchange U,...] [+garde-marins] [+flotilla]
//
// Orders of special-rule kinds are not read here.
func ParseOrder(text string) (Order, error) {
	f := strings.Fields(text)
	if len(f) == 0 {
		return nil, fmt.Errorf("rules: empty order")
	}
	arg := func(n int) error {
		if len(f) != n+1 {
			return fmt.Errorf("rules: order %q: %s takes %d argument(s)", text, f[0], n)
		}
		return nil
	}
	list := func(s string) []string {
		var out []string
		for _, x := range strings.Split(s, ",") {
			if x = strings.TrimSpace(x); x != "" {
				out = append(out, x)
			}
		}
		return out
	}
	switch f[0] {
	case "move", "deploy", "disengage", "penetrate":
		if err := arg(2); err != nil {
			return nil, err
		}
		switch f[0] {
		case "move":
			return Move{Unit: f[1], To: f[2]}, nil
		case "deploy":
			return Deploy{Unit: f[1], To: f[2]}, nil
		case "disengage":
			return Disengage{Unit: f[1], To: f[2]}, nil
		}
		return Penetrate{Unit: f[1], To: f[2]}, nil
	case "end-phase", "force-march", "authorize-retreat", "no-contact":
		if err := arg(0); err != nil {
			return nil, err
		}
		switch f[0] {
		case "end-phase":
			return EndPhase{}, nil
		case "force-march":
			return ForceMarch{}, nil
		case "authorize-retreat":
			return AuthorizeRetreat{}, nil
		}
		return MaintainContact{}, nil
	case "breakdown", "exit", "reveal", "contact":
		if err := arg(1); err != nil {
			return nil, err
		}
		switch f[0] {
		case "breakdown":
			return Breakdown{Unit: f[1]}, nil
		case "exit":
			return Exit{Unit: f[1]}, nil
		case "reveal":
			return Reveal{Unit: f[1]}, nil
		}
		return MaintainContact{Unit: f[1]}, nil
	case "command":
		if err := arg(1); err != nil {
			return nil, err
		}
		switch f[1] {
		case "spend":
			return Command{SpendMorale: true}, nil
		case "roll":
			return Command{}, nil
		}
		return nil, fmt.Errorf("rules: order %q: command is spend or roll", text)
	case "rally":
		if len(f) < 2 {
			return nil, fmt.Errorf("rules: order %q: rally names its units", text)
		}
		o := Rally{Units: list(f[1])}
		if len(o.Units) == 0 {
			return nil, fmt.Errorf("rules: order %q: rally names its units", text)
		}
		for i := 2; i < len(f); i++ {
			switch {
			case f[i] == "spend":
				o.SpendMorale = true
			case f[i] == "at" && i+1 < len(f):
				o.Hexes = list(f[i+1])
				i++
			default:
				return nil, fmt.Errorf("rules: order %q: unknown word %q (rally UNITS [spend] [at HEXES])", text, f[i])
			}
		}
		return o, nil
	case "countercharge":
		a, d, ok := strings.Cut(strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "countercharge")), " vs ")
		if !ok {
			return nil, fmt.Errorf("rules: order %q: countercharge ATTACKERS vs DEFENDERS", text)
		}
		o := Countercharge{Attackers: list(a), Defenders: list(d)}
		if len(o.Attackers) == 0 || len(o.Defenders) == 0 {
			return nil, fmt.Errorf("rules: order %q: countercharge ATTACKERS vs DEFENDERS", text)
		}
		return o, nil
	case "declare":
		var o Declare
		rest := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(text), "declare"))
		for _, part := range strings.Split(rest, ";") {
			if strings.TrimSpace(part) == "" {
				continue
			}
			a, d, ok := strings.Cut(part, " vs ")
			if !ok {
				return nil, fmt.Errorf("rules: order %q: each battle is ATTACKERS vs DEFENDERS, separated by ;", text)
			}
			bt := BattleDecl{Attackers: list(a), Defenders: list(d)}
			if len(bt.Attackers) == 0 || len(bt.Defenders) == 0 {
				return nil, fmt.Errorf("rules: order %q: each battle is ATTACKERS vs DEFENDERS, separated by ;", text)
			}
			o.Battles = append(o.Battles, bt)
		}
		return o, nil
	case "resolve":
		if len(f) < 2 {
			return nil, fmt.Errorf("rules: order %q: resolve N (the battle's number, from 0)", text)
		}
		n, err := strconv.Atoi(f[1])
		if err != nil || n < 0 {
			return nil, fmt.Errorf("rules: order %q: battle number %q is not a number from 0", text, f[1])
		}
		o := Resolve{Battle: n}
		for i := 2; i < len(f); i++ {
			next := func() (string, error) {
				if i+1 >= len(f) {
					return "", fmt.Errorf("rules: order %q: %s needs a value", text, f[i])
				}
				i++
				return f[i], nil
			}
			var v string
			switch f[i] {
			case "+A-reserve":
				o.AttackerReserve = true
			case "+D-reserve":
				o.DefenderReserve = true
			case "+garde-marins":
				o.GardeMarins = true
			case "+flotilla":
				o.Flotilla = true
			case "reduce", "pursue":
				if v, err = next(); err != nil {
					return nil, err
				}
				k, err := strconv.Atoi(v)
				if err != nil || k < 0 {
					return nil, fmt.Errorf("rules: order %q: %s takes a number, not %q", text, f[i-1], v)
				}
				if f[i-1] == "reduce" {
					o.Reduce = k
				} else {
					o.Pursue = k
				}
			case "advance", "exchange":
				if v, err = next(); err != nil {
					return nil, err
				}
				if f[i-1] == "advance" {
					o.Advance = list(v)
				} else {
					o.Exchange = list(v)
				}
			default:
				return nil, fmt.Errorf("rules: order %q: unknown word %q", text, f[i])
			}
		}
		return o, nil
	}
	return nil, fmt.Errorf("rules: unknown order %q (known: move, deploy, end-phase, force-march, disengage, penetrate, breakdown, command, exit, authorize-retreat, reveal, contact, no-contact, rally, countercharge, declare, resolve)", f[0])
}
