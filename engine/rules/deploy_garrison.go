package rules

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Garrison markers placed during set-up: a deployment zone with garrisons
// (scenario.ZoneGarrisons) takes markers, not units, each an intrinsic
// Garrison (9.4.4) the side places with PlaceGarrison orders in its
// Set-up Phase. Slobozia 20 [3.0] Russian step A: "Place the two
// Garrisoned Redoubts anywhere on the north shore of the Danube River
// (i.e., the Slobozia side of the river), west of the xx10 hexrows
// (inclusive) and not in an EZOC"; [9.4.4] "the two Russian Redoubt
// markers contain intrinsic zero (0) strength Garrisons". Once placed, a
// marker is a Garrison like the map's (9.4.4.1-9.4.4.5): it exerts a ZOC
// when alone in its hex, cannot attack or move, covers a beaten attacker
// (rearguard), and is destroyed when an enemy unit enters its hex.

// PlaceGarrison places the next of the phasing side's Garrison markers in
// hex To during its Set-up Phase (3.0); the markers of a zone are alike,
// so the order names the hex only.
type PlaceGarrison struct {
	To string // XXYY
}

func (PlaceGarrison) order() {}

// String returns the order in the game log's notation.
func (o PlaceGarrison) String() string { return "place-garrison " + o.To }

// addZoneGarrisons adds the pseudo-units of the scenario's Garrison
// markers placed during set-up, after the map's Garrisons.
func (b *Board) addZoneGarrisons(add func(UnitInfo)) {
	for _, z := range b.Scenario.Deployment {
		for n := 1; z.Garrisons != nil && n <= z.Garrisons.Count; n++ {
			add(zoneGarrison(z, n))
		}
	}
}

// zoneGarrison is the pseudo-unit of marker n of zone z: a Garrison that
// waits to deploy in z.
func zoneGarrison(z scenario.DeployZone, n int) UnitInfo {
	name := orDefault(z.Garrisons.Name, "Garrison")
	return UnitInfo{ID: "garrison-" + z.ID + "-" + strconv.Itoa(n), Name: name + " " + strconv.Itoa(n), Side: SideIndex(z.Side),
		Type: "garrison", Garrison: true, Strength: z.Garrisons.Strength,
		Placement: scenario.Placement{Kind: scenario.PlaceDeploy, Zones: []string{z.ID}}}
}

// garrisonZone keeps a zone of Garrison markers from being widened: when
// a river it keeps to is not traced, the zone cannot be computed and its
// markers are not placed (the game is played without them, and says so),
// rather than placed on either bank; it then reports true, and the zone
// stays empty.
func (b *Board) garrisonZone(dz *deployZone, z scenario.DeployZone) bool {
	if z.Garrisons == nil {
		return false
	}
	untraced := b.Scenario.Area(z).Untraced
	if len(untraced) == 0 {
		b.Note("deployment zone %q: the %s side places %d %s marker(s) there with place-garrison HEX orders, one a hex, each an intrinsic Garrison of strength %d (3.0, 9.4.4); a marker is then played as the map's Garrisons are (9.4.4.1-9.4.4.5); a redoubt_marker rule naming the side's markers makes each marker's hex a Redoubt hex while it is on the map (see that rule's note)",
			z.ID, b.playerName(z.Side), z.Garrisons.Count, orDefault(z.Garrisons.Name, "Garrison"), z.Garrisons.Strength)
		return false
	}
	dz.targets, dz.in = nil, map[int32]bool{}
	b.Note("deployment zone %q: river(s) %s not traced, so the zone cannot be computed: its %d %s marker(s) are NOT placed and the game is played without them (3.0); trace the river to play them",
		z.ID, strings.Join(untraced, ", "), z.Garrisons.Count, orDefault(z.Garrisons.Name, "Garrison"))
	return true
}

// orDefault is s, or alt when s is empty.
func orDefault(s, alt string) string {
	if s == "" {
		return alt
	}
	return s
}

// garrisonIn is the garrison in hex h whether or not a unit occupies it:
// the map's, or a marker placed during set-up; -1 when there is none.
func (s *State) garrisonIn(h int32) int32 {
	if g := s.B.Garrison[h]; g >= 0 {
		return g
	}
	if p := s.B.deploy; p != nil {
		for _, g := range p.garrisons {
			if s.Units[g].Where == AtMap && s.Units[g].Hex == h {
				return int32(g)
			}
		}
	}
	return -1
}

// nextGarrison is the first of the phasing side's markers waiting to be
// placed whose zone holds h (the first waiting one when h is -1), or -1.
func (s *State) nextGarrison(h int32) int {
	first := -1
	for _, g := range s.B.deploy.garrisons {
		if s.B.Units[g].Side != s.Phasing || s.Units[g].Where != AtSetup || len(s.B.deploy.unit[g]) == 0 {
			continue
		}
		if first < 0 {
			first = g
		}
		if h >= 0 && s.inZone(s.B.deploy.unit[g][0], h) {
			return g
		}
	}
	if h >= 0 {
		return -1
	}
	return first
}

// allowedGarrisonHexes lists where marker g may be placed now, for a
// refusal.
func (s *State) allowedGarrisonHexes(g int) string {
	hexes := s.DeployTargets(g)
	if len(hexes) == 0 {
		return "none"
	}
	return strings.Join(hexes, ", ")
}

// checkPlaceGarrison validates a PlaceGarrison order (3.0, 9.4.4).
func (s *State) checkPlaceGarrison(o PlaceGarrison, c *Checked) (*Checked, error) {
	b := s.B
	if s.Phase != PhaseSetup {
		return nil, Illegal("3.0", "Garrison markers are placed only in the Set-up Phase before play (3.0); now %s", s.Phase)
	}
	first := s.nextGarrison(-1)
	if first < 0 {
		return nil, Illegal("3.0", "the %s side has no Garrison marker left to place (3.0)", SideName(s.Phasing))
	}
	zone := b.deploy.zones[b.deploy.unit[first][0]].id
	h, err := b.Parse(o.To)
	if err != nil {
		return nil, Illegal("3.0", "place-garrison: %v (zone %q); allowed hexes: %s", err, zone, s.allowedGarrisonHexes(first))
	}
	g := s.nextGarrison(h)
	if g < 0 {
		return nil, Illegal("3.0", "%s is not in deployment zone %q of the %s side's Garrison markers (3.0); allowed hexes: %s", o.To, zone, SideName(s.Phasing), s.allowedGarrisonHexes(first))
	}
	t := deployTarget{zone: b.deploy.unit[g][0], hex: h}
	if err := s.deployOK(g, t); err != nil {
		return nil, Illegal("3.0", "%s; allowed hexes: %s", strings.TrimPrefix(err.Error(), "rules: "), s.allowedGarrisonHexes(g))
	}
	c.Unit, c.To, c.battle = g, h, t.zone
	return c, nil
}

// garrisonOK checks the hex of a marker: one marker a hex, and the zone's
// conditions (not in an enemy ZOC, judged on the enemy units already set
// up, 3.0). A marker may share a hex with a friendly unit (9.4.4.1).
func (s *State) garrisonOK(g int, t deployTarget) error {
	b := s.B
	z := &b.deploy.zones[t.zone]
	if o := s.garrisonIn(t.hex); o >= 0 {
		return fmt.Errorf("rules: %s already holds Garrison %q; one a hex (3.0)", b.Code(t.hex), b.Units[o].ID)
	}
	if z.noEZOC && s.HexInZOCOf(t.hex, 1-b.Units[g].Side) {
		return fmt.Errorf("rules: %s is in an enemy ZOC; zone %q sets up out of them (3.0)", b.Code(t.hex), z.id)
	}
	return nil
}

// applyPlaceGarrison applies a checked PlaceGarrison order.
func (s *State) applyPlaceGarrison(c *Checked, ev *[]Event) {
	b := s.B
	s.deployUnit(c.Unit, deployTarget{zone: c.battle, hex: c.To})
	info := &b.Units[c.Unit]
	*ev = append(*ev, Event{Kind: EvDeploy, Side: SideName(info.Side), Unit: info.ID, Hex: b.Code(c.To),
		Text: fmt.Sprintf("%s placed (zone %s): a Garrison of intrinsic strength %d (3.0, 9.4.4)", info.Name, b.deploy.zones[c.battle].id, info.Strength)})
}

func (o PlaceGarrison) check(s *State, c *Checked) (*Checked, error) {
	return s.checkPlaceGarrison(o, c)
}
func (PlaceGarrison) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyPlaceGarrison(c, ev)
	return nil
}

// setupOrder is the order that sets up waiting unit u at target t: a
// Deploy, or a PlaceGarrison for a Garrison marker.
func (s *State) setupOrder(u int, t deployTarget) Order {
	if s.B.Units[u].Garrison {
		return PlaceGarrison{To: s.targetCode(t)}
	}
	return Deploy{Unit: s.B.Units[u].ID, To: s.targetCode(t)}
}

// GarrisonTargets lists the hexes where the phasing side may place its
// next Garrison marker now (PlaceGarrison), in zone order; nil when it
// has none left to place or it is not setting up.
func (s *State) GarrisonTargets() []int32 {
	if s.Phase != PhaseSetup || s.B.deploy == nil {
		return nil
	}
	g := s.nextGarrison(-1)
	if g < 0 {
		return nil
	}
	var out []int32
	for _, t := range s.deployTargets(g) {
		out = append(out, t.hex)
	}
	return out
}

// GarrisonZones describes a side's zones of Garrison markers for the
// notes of the special rules that name them: count is the markers in all,
// placed whether every zone can be computed (its rivers traced), and
// words says where they go or why they are not placed.
func (b *Board) GarrisonZones(side string) (words string, count int, placed bool) {
	placed = true
	var ws []string
	for _, z := range b.Scenario.Deployment {
		g := z.Garrisons
		if g == nil || z.Side != side {
			continue
		}
		count += g.Count
		name := orDefault(g.Name, "Garrison")
		if untraced := b.Scenario.Area(z).Untraced; len(untraced) > 0 {
			placed = false
			ws = append(ws, fmt.Sprintf("the %d %s marker(s) of deployment zone %q are NOT placed: river(s) %s not traced, so the zone cannot be computed", g.Count, name, z.ID, strings.Join(untraced, ", ")))
			continue
		}
		ws = append(ws, fmt.Sprintf("the %d %s marker(s) are placed by the %s player in deployment zone %q during set-up (place-garrison HEX), each an intrinsic Garrison of strength %d", g.Count, name, b.playerName(side), z.ID, g.Strength))
	}
	return strings.Join(ws, "; "), count, placed
}

// playerName is the scenario's name of a side ("Russian"), or its id.
func (b *Board) playerName(side string) string {
	for _, sd := range b.Scenario.Sides {
		if sd.ID == side && sd.Name != "" {
			return sd.Name
		}
	}
	return side
}
