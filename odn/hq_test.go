package odn

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"
)

// mustArmy reads a bundled example army list from scenarios/odn.
func mustArmy(t testing.TB, rs *Ruleset, name string) *Army {
	t.Helper()
	file := filepath.Join("..", "scenarios", "odn", name)
	data, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	a, fs, err := ParseArmy(name, data, rs)
	if err != nil || fs.HasErrors() {
		t.Fatalf("%s: %v %v", name, err, fs)
	}
	return a
}

func mustUnit(t testing.TB, a *Army, name string) CorpsUnit {
	t.Helper()
	cu, ok := a.Unit(name)
	if !ok {
		t.Fatalf("no unit %q", name)
	}
	return cu
}

// TestHeadquartersP13AttachFromArmyList: the headquarters attached to a unit
// comes from its army list: its own corps (usually +1) or the army
// headquarters (usually +2; Napoleon +3 in the French list).
func TestHeadquartersP13AttachFromArmyList(t *testing.T) {
	rs := mustRuleset(t)
	french := mustArmy(t, rs, "french-1812.yaml")
	russian := mustArmy(t, rs, "russian-1812.yaml")
	noArmyHQ := *russian
	noArmyHQ.Headquarters = nil
	cases := []struct {
		name    string
		army    *Army
		unit    string
		level   string
		want    *AttachedHeadquarters
		wantErr string
	}{
		{"none", french, "7th Infantry", HQNone, nil, ""},
		{"own corps", french, "7th Infantry", HQCorps, &AttachedHeadquarters{Label: "corps headquarters", Bonus: 1, Level: HQCorps, Name: "I Corps"}, ""},
		{"Napoleon as army headquarters", french, "1st Old Guard", HQArmy, &AttachedHeadquarters{Label: "army headquarters", Bonus: 3, Level: HQArmy, Name: "Napoleon"}, ""},
		{"Kutuzov as army headquarters", russian, "Moscow Opolchenie", HQArmy, &AttachedHeadquarters{Label: "army headquarters", Bonus: 2, Level: HQArmy, Name: "Kutuzov"}, ""},
		{"no army headquarters in the list", &noArmyHQ, "Moscow Opolchenie", HQArmy, nil, "no army headquarters"},
		{"unknown level", french, "7th Infantry", "division", nil, `none, corps, army (got "division")`},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			got, err := c.army.AttachHeadquarters(mustUnit(t, c.army, c.unit), c.level)
			if c.wantErr != "" {
				if err == nil || !strings.Contains(err.Error(), c.wantErr) {
					t.Fatalf("err %v, want %q", err, c.wantErr)
				}
				return
			}
			if err != nil {
				t.Fatal(err)
			}
			if (got == nil) != (c.want == nil) || got != nil && *got != *c.want {
				t.Errorf("got %+v, want %+v", got, c.want)
			}
		})
	}
	var le *HQLevelError
	if _, err := french.AttachHeadquarters(mustUnit(t, french, "7th Infantry"), "division"); !errors.As(err, &le) || le.Level != "division" {
		t.Errorf("unknown level: %v, want a *HQLevelError", err)
	}
	if _, err := noArmyHQ.AttachHeadquarters(mustUnit(t, &noArmyHQ, "Moscow Opolchenie"), HQArmy); !errors.Is(err, ErrNoArmyHeadquarters) {
		t.Errorf("no army headquarters: %v, want ErrNoArmyHeadquarters", err)
	}
	avail := french.AvailableHeadquarters(mustUnit(t, french, "15th Division (Pino)"))
	if len(avail) != 2 || avail[0].Name != "IV Corps" || avail[1].Name != "Napoleon" || avail[1].Bonus != 3 {
		t.Errorf("available headquarters %+v, want IV Corps then Napoleon +3", avail)
	}
	if got := noArmyHQ.AvailableHeadquarters(mustUnit(t, &noArmyHQ, "Moscow Opolchenie")); len(got) != 1 {
		t.Errorf("without an army headquarters only the corps is available, got %+v", got)
	}
}

// TestHeadquartersP13OnlyOneAttached: "Only one attached [headquarters] may
// modify the Morale Test of a single unit" (p.13), whether the headquarters
// come from modifiers or from the army list.
func TestHeadquartersP13OnlyOneAttached(t *testing.T) {
	rs := mustRuleset(t)
	if rs.Headquarters.MaxAttached != 1 {
		t.Fatalf("headquarters.max_attached = %d, want 1", rs.Headquarters.MaxAttached)
	}
	cases := []struct {
		name     string
		mods     string
		attached []string
		ok       bool
	}{
		{"none", "", nil, true},
		{"corps alone", "corps-attached", nil, true},
		{"Napoleon alone", "napoleon-attached,cover", nil, true},
		{"army list corps alone", "", []string{"corps headquarters"}, true},
		{"empty names do not count", "army-attached", []string{""}, true},
		{"corps and army", "corps-attached,army-attached", nil, false},
		{"corps twice", "corps-attached*2", nil, false},
		{"army list corps and Napoleon", "napoleon-attached", []string{"corps headquarters"}, false},
		{"two from the list", "", []string{"corps headquarters", "army headquarters"}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			uses, err := ParseModifierUses(c.mods)
			if err != nil {
				t.Fatal(err)
			}
			err = rs.CheckHeadquarters(uses, c.attached...)
			if c.ok != (err == nil) {
				t.Fatalf("err %v, want ok=%v", err, c.ok)
			}
			if err != nil && !strings.Contains(err.Error(), "p.13") {
				t.Errorf("error %q does not cite p.13", err)
			}
		})
	}
	var ids []string
	for _, m := range rs.HeadquartersModifiers() {
		ids = append(ids, m.ID)
	}
	if strings.Join(ids, " ") != "corps-attached army-attached napoleon-attached" {
		t.Errorf("headquarters modifiers %v", ids)
	}
}

// TestHeadquartersP13MoraleRequestAttach: an army-list headquarters adds its
// bonus to the Morale Test, is labelled, and counts against the limit.
func TestHeadquartersP13MoraleRequestAttach(t *testing.T) {
	rs := mustRuleset(t)
	french := mustArmy(t, rs, "french-1812.yaml")
	cu := mustUnit(t, french, "7th Infantry")
	ru, err := rs.RosterFor(french, cu)
	if err != nil {
		t.Fatal(err)
	}
	corps, _ := french.AttachHeadquarters(cu, HQCorps)

	req := MoraleRequest{Ladder: ru.Ladder, Level: "firm", Extra: -2}
	req.AttachHeadquarters(corps, "list", "further")
	if req.Extra != -1 || req.ExtraLabel != "corps headquarters attached (+1, army list) and further -2" || req.Headquarters != "corps headquarters (list)" {
		t.Errorf("request %+v", req)
	}
	rep, err := rs.ResolveMorale(req)
	if err != nil {
		t.Fatal(err)
	}
	// Veteran Pass 5+ with -1: 6+ on 1d10 passes 5/10.
	if rep.Modifier != -1 || rep.Result.FirstTest.P.String() != "1/2" {
		t.Errorf("modifier %d, P(pass) %s; want -1 and 1/2", rep.Modifier, rep.Result.FirstTest.P)
	}

	plain := MoraleRequest{Ladder: ru.Ladder, Level: "firm"}
	plain.AttachHeadquarters(nil, "list", "further")
	if plain.Extra != 0 || plain.Headquarters != "" || plain.ExtraLabel != "" {
		t.Errorf("no headquarters changed the request: %+v", plain)
	}

	twice := MoraleRequest{Ladder: ru.Ladder, Level: "firm", Modifiers: []ModifierUse{{ID: "napoleon-attached", Count: 1}}}
	twice.AttachHeadquarters(corps, "list", "further")
	if _, err := rs.ResolveMorale(twice); err == nil || !strings.Contains(err.Error(), "corps headquarters (list), napoleon-attached") {
		t.Errorf("corps from the list and Napoleon: %v, want the p.13 limit naming both", err)
	}
}

// TestUnitRosterP3SteppingDownTheLadder: the rules' 7th Infantry (Unit
// roster, p.3) after five hits is a Conscript: Pass 6+, Melee 1, Fire 7+;
// the 3,000-man division (p.4) has three boxes a row.
func TestUnitRosterP3SteppingDownTheLadder(t *testing.T) {
	rs := mustRuleset(t)
	full, err := rs.UnitLadder("VT", "infantry", 0, 100)
	if err != nil {
		t.Fatal(err)
	}
	small, err := rs.UnitLadder("VT", "infantry", 3000, 0)
	if err != nil {
		t.Fatal(err)
	}
	cases := []struct {
		name               string
		l                  Ladder
		hits               int
		quality            string
		inRow, pass, melee int
		toHit              int
		removed            bool
		boxRow, boxInRow   int
		boxOK              bool
	}{
		{"fresh", full, 0, "VT", 0, 5, 2, 6, false, 0, 0, true},
		{"five hits p.3", full, 5, "CN", 1, 6, 1, 7, false, 1, 1, true},
		{"eleven hits", full, 11, "MI", 3, 7, 0, 7, false, 2, 3, true},
		{"every box checked routs", full, 12, "", 0, 0, 0, 0, true, 3, 0, false},
		{"3000 men three hits p.4", small, 3, "CN", 0, 6, 1, 7, false, 1, 0, true},
		{"3000 men nine hits", small, 9, "", 0, 0, 0, 0, true, 3, 0, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			s := c.l.After(c.l.State(0), c.hits)
			if s.Quality != c.quality || s.HitsInRow != c.inRow || s.Pass != c.pass || s.Melee != c.melee || s.ToHit != c.toHit || s.Removed != c.removed {
				t.Errorf("after %d hits %+v", c.hits, s)
			}
			row, in, ok := c.l.Box(c.hits)
			if row != c.boxRow || in != c.boxInRow || ok != c.boxOK {
				t.Errorf("box %d at row %d place %d ok %v, want %d %d %v", c.hits, row, in, ok, c.boxRow, c.boxInRow, c.boxOK)
			}
		})
	}
	if s := full.After(full.State(2), -5); s.Hits != 0 || s.Quality != "VT" {
		t.Errorf("taking back more hits than taken: %+v", s)
	}
	if _, _, ok := full.Box(-1); ok {
		t.Error("box -1 exists")
	}
}

func TestUnitLadderRefusesStrengthsP4(t *testing.T) {
	rs := mustRuleset(t)
	cases := []struct {
		name         string
		utype        string
		men, percent int
		want         string
	}{
		{"more men than full strength", "infantry", 4001, 0, "full strength of a infantry (4000 men), got 4001"},
		{"type without a full strength", "dragoons", 10, 0, "(0 men)"},
		{"no percent", "infantry", 0, 0, "1 to 100 percent, got 0"},
		{"over 100 percent", "infantry", 0, 101, "got 101"},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			_, err := rs.UnitLadder("VT", c.utype, c.men, c.percent)
			var se *StrengthError
			if !errors.As(err, &se) || !strings.Contains(err.Error(), c.want) {
				t.Errorf("err %v, want a *StrengthError with %q", err, c.want)
			}
		})
	}
	if _, err := rs.UnitLadder("ZZ", "infantry", 0, 100); err == nil || !strings.Contains(err.Error(), "unknown quality") {
		t.Errorf("unknown quality: %v", err)
	}
}
