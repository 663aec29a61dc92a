package scenario

import (
	"fmt"
	"strconv"
	"strings"
)

// checkDeployment checks the free deployment zones (3.0 and the exclusive
// rules' set-up): unique ids, hexes on the map, a location given, limits
// that can be met, and the units that name each zone.
func (c *checker) checkDeployment() {
	s := c.s
	zones := make(map[string]int, len(s.Deployment))
	var ids []string
	for i := range s.Deployment {
		z := &s.Deployment[i]
		p := func() string { return "deployment[" + strconv.Itoa(i) + "]" }
		obj := func() string { return fmt.Sprintf("deployment zone %q", z.ID) }
		if z.ID != "" {
			if j, dup := zones[z.ID]; dup {
				c.add(Error, "deploy-zone-unique", "3.0", p()+".id", obj(), "give each deployment zone its own id", "zone id is also used by deployment[%d]", j)
			} else {
				zones[z.ID] = i
				ids = append(ids, z.ID)
			}
		}
		for j, code := range z.Hexes {
			c.hex(code, fmt.Sprintf("%s.hexes[%d]", p(), j), obj(), "deployment hex", "3.0")
		}
		located := len(z.Hexes) > 0 || z.Turn > 0 || len(z.StackWith) > 0
		if !located && strings.TrimSpace(z.Text) == "" {
			c.add(Warning, "deploy-zone-empty", "3.0", p(), obj(), "list the hexes, a turn box or stack_with, or describe the zone in text", "deployment zone has no location")
		}
		if len(z.Hexes) > 0 && z.Turn > 0 {
			c.add(Error, "deploy-zone-turn", "3.0", p()+".turn", obj(), "use one zone for the hexes and another for the turn box", "a zone is either map hexes or a Game Turn box, not both")
		}
		if z.Turn > 0 && !c.turnInGame(z.Turn) {
			c.add(Error, "deploy-zone-turn", "11.0", p()+".turn", obj(), fmt.Sprintf("the game runs from turn %d to %d", s.Turns.Start, s.Turns.End), "turn box %d is outside the game", z.Turn)
		}
		if z.EntryArea != "" {
			if j, ok := c.entries[z.EntryArea]; !ok {
				c.add(Error, "arrive-entry", "11.5", p()+".entry_area", obj(), hintOr(c.suggest(z.EntryArea, c.entryIDs()), "define it under map.entry_areas"), "entry area %q does not exist", z.EntryArea)
			} else if ea := s.Map.EntryAreas[j]; ea.Side != "" && z.Side != "" && ea.Side != z.Side {
				c.add(Error, "arrive-entry-side", "11.0", p()+".entry_area", obj(), "use an entry area of the zone's side", "entry area %q belongs to the %s side", z.EntryArea, ea.Side)
			}
		}
		if z.MaxPerHex > 0 && z.MinPerHex > z.MaxPerHex {
			c.add(Error, "deploy-zone-limits", "3.0", p()+".min_per_hex", obj(), fmt.Sprintf("min_per_hex is at most max_per_hex (%d)", z.MaxPerHex), "at least %d units per hex cannot fit at most %d", z.MinPerHex, z.MaxPerHex)
		}
		if (z.MinPerHex > 0 || z.MaxPerHex > 0) && !located {
			c.add(Error, "deploy-zone-limits", "3.0", p()+".min_per_hex", obj(), "list the hexes the limits count around", "per-hex limits but no hexes or turn box")
		}
	}
	for i := range s.Deployment {
		z := &s.Deployment[i]
		for j, id := range z.StackWith {
			k, ok := zones[id]
			switch {
			case !ok:
				c.add(Error, "deploy-zone-unknown", "3.0", fmt.Sprintf("deployment[%d].stack_with[%d]", i, j), fmt.Sprintf("deployment zone %q", z.ID), hintOr(c.suggest(id, ids), "define it under deployment"), "deployment zone %q does not exist", id)
			case s.Deployment[k].Side != z.Side:
				c.add(Error, "deploy-zone-side", "3.0", fmt.Sprintf("deployment[%d].stack_with[%d]", i, j), fmt.Sprintf("deployment zone %q", z.ID), "stack with a zone of the same side", "zone %q belongs to the %s side", id, s.Deployment[k].Side)
			}
		}
	}
	count := make([]int, len(s.Deployment))
	for i := range s.Units {
		u := &s.Units[i]
		for j, id := range u.Placement.Zones {
			p := fmt.Sprintf("units[%d].placement.zones[%d]", i, j)
			if u.Placement.Kind != PlaceDeploy {
				c.add(Warning, "placement-stray-zone", "3.0", p, unitObj(u.ID), "remove zones, or set kind: deploy", "zone %q is ignored for placement kind %q", id, u.Placement.Kind)
				continue
			}
			k, ok := zones[id]
			if !ok {
				c.add(Error, "deploy-zone-unknown", "3.0", p, unitObj(u.ID), hintOr(c.suggest(id, ids), "define it under deployment"), "deployment zone %q does not exist", id)
				continue
			}
			if z := &s.Deployment[k]; z.Side != u.Side {
				c.add(Error, "deploy-zone-side", "3.0", p, unitObj(u.ID), "use a zone of the unit's side", "zone %q belongs to the %s side", id, z.Side)
				continue
			}
			if u.Type != TypeLeader {
				count[k]++
			}
		}
	}
	for i := range s.Deployment {
		z := &s.Deployment[i]
		if z.Units > 0 && count[i] < z.Units {
			c.add(Error, "deploy-zone-units", "3.0", fmt.Sprintf("deployment[%d].units", i), fmt.Sprintf("deployment zone %q", z.ID), "name the zone in the placement of the units that set up there", "the zone takes %d units but only %d non-leader units name it", z.Units, count[i])
		}
	}
}
