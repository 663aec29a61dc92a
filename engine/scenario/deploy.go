package scenario

import (
	"fmt"
	"slices"
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
	usable := map[string]bool{}       // zone id: the engine can set units up there
	untraced := map[string][]string{} // river: zones whose same_side names it
	untracedAt := map[string]string{} // river: path of its first mention
	var rivers []string
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
		for j, code := range z.Except {
			c.hex(code, fmt.Sprintf("%s.except[%d]", p(), j), obj(), "excepted hex", "3.0")
		}
		for j, rs := range z.SameSide {
			c.hex(rs.Hex, fmt.Sprintf("%s.same_side[%d].hex", p(), j), obj(), "river-side hex", "3.0")
		}
		for _, r := range []struct {
			name string
			v    []int
		}{{"columns", z.Columns}, {"rows", z.Rows}} {
			if len(r.v) == 2 && r.v[0] > r.v[1] {
				c.add(Error, "deploy-zone-range", "3.0", p()+"."+r.name, obj(), "write the range as [first, last]", "%s range %d-%d is empty", r.name, r.v[0], r.v[1])
			}
		}
		area := s.Area(*z)
		for _, r := range area.Untraced {
			if !slices.Contains(untraced[r], z.ID) {
				untraced[r] = append(untraced[r], z.ID)
			}
			if _, ok := untracedAt[r]; !ok {
				untracedAt[r] = p() + ".same_side"
				rivers = append(rivers, r)
			}
		}
		if area.Located && len(area.Hexes) == 0 {
			c.add(Error, "deploy-zone-no-hex", "3.0", p(), obj(), "check its hexes, ranges and river sides against the map", "no map hex meets the zone's conditions")
		}
		located := area.Located || z.Turn > 0 || len(z.StackWith) > 0
		usable[z.ID] = located
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
		c.checkGarrisonZone(i)
		if (z.MinPerHex > 0 || z.MaxPerHex > 0) && !located {
			c.add(Error, "deploy-zone-limits", "3.0", p()+".min_per_hex", obj(), "list the hexes the limits count around", "per-hex limits but no hexes or turn box")
		}
	}
	for _, r := range rivers {
		c.add(Warning, "deploy-river-untraced", "3.0", untracedAt[r], fmt.Sprintf("river %q", r), "trace the river (hexsides with name: "+r+", or the hexes of the terrain its same_side names) so the zones keep to their side",
			"river %q is not traced on the map: the river side of deployment zone(s) %s is not checked, the rest of their conditions are", r, strings.Join(untraced[r], ", "))
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
		if u.Placement.Kind == PlaceDeploy && len(u.Placement.Zones) > 0 && len(u.Placement.Hexes) == 0 {
			ok, known := false, false
			for _, id := range u.Placement.Zones {
				_, k := zones[id]
				ok, known = ok || usable[id], known || k
			}
			if !ok && known { // unknown zones are reported as such

				c.add(Error, "deploy-no-hex", "3.0", fmt.Sprintf("units[%d].placement.zones", i), unitObj(u.ID), "give one of its zones hexes, columns/rows or a turn box, so the unit can be set up",
					"none of its deployment zones (%s) gives hexes: the unit has no legal set-up hex and would be left out of play", strings.Join(u.Placement.Zones, ", "))
			}
		}
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

// checkGarrisonZone checks a zone of Garrison markers (3.0, 9.4.4): it
// takes markers only, so no unit names it, and it has no turn box, unit
// count or per-hex limits.
func (c *checker) checkGarrisonZone(i int) {
	s := c.s
	z := &s.Deployment[i]
	if z.Garrisons == nil {
		return
	}
	obj := fmt.Sprintf("deployment zone %q", z.ID)
	if len(z.StackWith) > 0 || z.Turn > 0 || z.Units > 0 || z.MinPerHex > 0 || z.MaxPerHex > 0 {
		c.add(Error, "deploy-zone-garrisons", "3.0", fmt.Sprintf("deployment[%d].garrisons", i), obj, "give the markers a zone of their own, with hexes, columns/rows or river sides", "a zone of Garrison markers takes no units, turn box or per-hex limits")
	}
	for j := range s.Units {
		u := &s.Units[j]
		for k, id := range u.Placement.Zones {
			if id == z.ID && u.Placement.Kind == PlaceDeploy {
				c.add(Error, "deploy-zone-garrisons", "3.0", fmt.Sprintf("units[%d].placement.zones[%d]", j, k), unitObj(u.ID), "name a zone for units; the zone's Garrisons are markers, not units", "zone %q places Garrison markers, not units", id)
			}
		}
	}
}
