package rules_test

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/rules/bundle"
)

// sloboziaDanube is Slobozia 20 with a FIXTURE Danube: the rulebook gives
// no Danube hexes, so the test battle traces a river that is only
// consistent with the set-up text (Slobozia 0609 and its Bridgehead north,
// Rousse 0708 south, 0608 and 0709 in the river); it is not the map.
const sloboziaDanube = "../../internal/cli/testdata/scripts/slobozia20-danube.yaml"

// ottomanSetUp opens board ref and plays the Ottoman set-up (3.0: the
// Ottomans set up first) with the default placement, leaving the game at
// the Russian set-up.
func ottomanSetUp(t *testing.T, ref string) *rules.State {
	t.Helper()
	b, err := bundle.Open(ref, rules.Options{})
	if err != nil {
		t.Fatal(err)
	}
	s, err := rules.NewState(b, rules.NewSeededDice(1))
	if err != nil {
		t.Fatal(err)
	}
	for s.Phase == rules.PhaseSetup && s.Phasing == rules.French {
		var o rules.Order = rules.EndPhase{}
		for u, info := range b.Units {
			if ts := s.DeployTargets(u); info.Side == rules.French && len(ts) > 0 {
				o = rules.Deploy{Unit: info.ID, To: ts[0]}
				break
			}
		}
		if s, _, err = s.Apply(o, nil); err != nil {
			t.Fatalf("%v: %v", o, err)
		}
	}
	if s.Phase != rules.PhaseSetup || s.Phasing != rules.AntiFrench {
		t.Fatalf("after the Ottoman set-up: %s of side %d, want the Russian set-up", s.Phase, s.Phasing)
	}
	return s
}

// TestSlobozia3_0RussianRedoubtPlacement: Slobozia 20 [3.0] Russian step
// A, "Place the two Garrisoned Redoubts anywhere on the north shore of the
// Danube River (i.e., the Slobozia side of the river), west of the xx10
// hexrows (inclusive) and not in an EZOC."
func TestSlobozia3_0RussianRedoubtPlacement(t *testing.T) {
	s := ottomanSetUp(t, sloboziaDanube)
	if u := s.UnitAt(mustIndex(t, s.B, "0509")); u < 0 || s.B.Units[u].Side != rules.French {
		t.Fatalf("the default Ottoman set-up leaves 0509 empty; the EZOC case needs a unit there")
	}
	for _, tc := range []struct {
		name, hex, refused string
	}{
		{"3.0 north shore, hexrow xx04", "0204", ""},
		{"3.0 north shore, hexrow xx10 (inclusive)", "0310", ""},
		{"3.0 north shore, two hexes from the Bridgehead", "0407", ""},
		{"3.0 south shore (Rousse side) refused", "0906", `is not in deployment zone "russian-a"`},
		{"3.0 Rousse refused", "0708", `is not in deployment zone "russian-a"`},
		{"3.0 hexrow xx11 refused", "0311", `is not in deployment zone "russian-a"`},
		{"3.0 a Danube hex refused", "0608", `is not in deployment zone "russian-a"`},
		{"3.0 in an EZOC (next to 0509) refused", "0408", "0408 is in an enemy ZOC"},
		{"3.0 on an Ottoman unit refused", "0509", "holds an enemy unit"},
		{"3.0 off the map refused", "2001", "allowed hexes: 0101"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			n, ev, err := s.Apply(rules.PlaceGarrison{To: tc.hex}, nil)
			if tc.refused == "" {
				if err != nil {
					t.Fatalf("refused: %v", err)
				}
				g := n.B.Unit("garrison-russian-a-1")
				if !n.OnMap(g) || n.B.Code(n.Units[g].Hex) != tc.hex || len(ev) != 1 || ev[0].Kind != rules.EvDeploy {
					t.Errorf("marker at %v (%v), events %v", n.Units[g], n.B.Code(n.Units[g].Hex), ev)
				}
				return
			}
			var ill *rules.IllegalOrder
			if !errors.As(err, &ill) || ill.Rule != "3.0" || !strings.Contains(err.Error(), tc.refused) || !strings.Contains(err.Error(), "allowed hexes: ") {
				t.Errorf("got %v; want an IllegalOrder citing 3.0 with %q and the allowed hexes", err, tc.refused)
			}
		})
	}
	allowed := s.GarrisonTargets()
	for _, h := range allowed {
		code := s.B.Code(h)
		if code[2:] > "10" {
			t.Errorf("allowed hex %s is beyond the xx10 hexrow", code)
		}
		if slices.Contains(s.ZOCHexes(rules.French), code) {
			t.Errorf("allowed hex %s is in an Ottoman ZOC", code)
		}
	}
	if len(allowed) == 0 || slices.Contains(codes(s.B, allowed), "0906") {
		t.Errorf("allowed hexes %v", codes(s.B, allowed))
	}
}

// TestSlobozia3_0BothRedoubtsArePlaced: the step places two markers, one
// a hex; the Russian set-up cannot end before both are placed; a marker
// is a Deploy-less Garrison exerting a ZOC alone in its hex (9.4.4.1).
func TestSlobozia3_0BothRedoubtsArePlaced(t *testing.T) {
	s := ottomanSetUp(t, sloboziaDanube)
	if _, _, err := s.Apply(rules.Deploy{Unit: "garrison-russian-a-1", To: "0204"}, nil); err == nil || !strings.Contains(err.Error(), "place-garrison") {
		t.Errorf("Deploy of a marker: %v", err)
	}
	var err error
	if s, _, err = s.Apply(rules.PlaceGarrison{To: "0204"}, nil); err != nil {
		t.Fatal(err)
	}
	if _, _, err := s.Apply(rules.PlaceGarrison{To: "0204"}, nil); err == nil || !strings.Contains(err.Error(), "already holds Garrison") {
		t.Errorf("a second marker in 0204: %v", err)
	}
	if !slices.Contains(s.ZOCHexes(rules.AntiFrench), "0205") {
		t.Errorf("the marker in 0204 exerts no ZOC into 0205 (9.4.4.1): %v", s.ZOCHexes(rules.AntiFrench))
	}
	// the Russian set-up goes on with its units; it cannot end while a
	// marker has a legal hex left
	for s.Phase == rules.PhaseSetup {
		var o rules.Order = rules.EndPhase{}
		for u, info := range s.B.Units {
			if ts := s.DeployTargets(u); info.Side == rules.AntiFrench && !info.Garrison && len(ts) > 0 {
				o = rules.Deploy{Unit: info.ID, To: ts[0]}
				break
			}
		}
		if _, isEnd := o.(rules.EndPhase); isEnd && len(s.GarrisonTargets()) > 0 {
			if _, _, err := s.Apply(o, nil); err == nil || !strings.Contains(err.Error(), "garrison-russian-a-2") {
				t.Fatalf("the set-up ends with a marker unplaced: %v", err)
			}
			o = rules.PlaceGarrison{To: s.B.Code(s.GarrisonTargets()[0])}
		}
		if s, _, err = s.Apply(o, nil); err != nil {
			t.Fatalf("%v: %v", o, err)
		}
	}
	for _, id := range []string{"garrison-russian-a-1", "garrison-russian-a-2"} {
		if g := s.B.Unit(id); g < 0 || !s.OnMap(g) || !s.B.Units[g].Garrison || s.B.Units[g].Strength != 0 {
			t.Errorf("%s is not a zero-strength Garrison on the map after the set-up", id)
		}
	}
}

// TestSlobozia3_0RedoubtsNotPlacedWithoutTheDanube: on the bundled
// scenario, whose Danube is not traced, the zone is not widened to both
// banks: the markers are not placed, and the rules' notes say so.
func TestSlobozia3_0RedoubtsNotPlacedWithoutTheDanube(t *testing.T) {
	s := ottomanSetUp(t, "slobozia20")
	if ts := s.GarrisonTargets(); ts != nil {
		t.Errorf("markers placeable without the Danube: %v", codes(s.B, ts))
	}
	if _, _, err := s.Apply(rules.PlaceGarrison{To: "0204"}, nil); err == nil || !strings.Contains(err.Error(), "no Garrison marker left") {
		t.Errorf("place-garrison without the Danube: %v", err)
	}
	for _, id := range []string{"garrison-russian-a-1", "garrison-russian-a-2"} {
		if g := s.B.Unit(id); g < 0 || s.Units[g].Where != rules.AtSetAside {
			t.Errorf("%s is not set aside", id)
		}
	}
	found := 0
	for _, st := range s.B.RuleStatuses() {
		for _, n := range st.Notes {
			if (st.ID == "garrisons" || st.ID == "setup-steps") && st.Status == rules.PartlyApplied && strings.Contains(n.Text, "NOT placed: river(s) Danube not traced") {
				found++
			}
		}
	}
	if found != 2 {
		t.Errorf("%d of the rules garrisons and setup-steps say the markers are not placed", found)
	}
}

func mustIndex(t *testing.T, b *rules.Board, code string) int32 {
	t.Helper()
	h, err := b.Index(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

func codes(b *rules.Board, hs []int32) []string {
	var out []string
	for _, h := range hs {
		out = append(out, b.Code(h))
	}
	return out
}
