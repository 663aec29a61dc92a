package document

import (
	"os"
	"os/exec"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func newDoc(t *testing.T) *Document {
	t.Helper()
	s, err := NewScenario(Template{Columns: 12, Rows: 10})
	if err != nil {
		t.Fatal(err)
	}
	return New(s, "")
}

func marshal(t *testing.T, d *Document) string {
	t.Helper()
	b, err := d.Snapshot()
	if err != nil {
		t.Fatal(err)
	}
	return string(b)
}

func hx(t *testing.T, d *Document, code string) hex.Hex {
	t.Helper()
	h, err := d.Scenario().Grid().Parse(code)
	if err != nil {
		t.Fatal(err)
	}
	return h
}

// TestEveryEditUndoesAndRedoes applies each kind of edit, undoes it back to
// the original bytes and redoes it back to the edited bytes.
func TestEveryEditUndoesAndRedoes(t *testing.T) {
	three := 3
	edits := []struct {
		name string
		edit func(t *testing.T, d *Document)
	}{
		{"paint terrain", func(t *testing.T, d *Document) { d.PaintTerrain([]string{"0101", "0102"}, "forest", "") }},
		{"erase terrain", func(t *testing.T, d *Document) {
			d.PaintTerrain([]string{"0303"}, "", "")
		}},
		{"minor river hexside (6.0)", func(t *testing.T, d *Document) {
			if err := d.ToggleHexside(hx(t, d, "0505"), hx(t, d, "0506"), scenario.FeatureMinorRiver, ""); err != nil {
				t.Fatal(err)
			}
		}},
		{"bridge on the river hexside", func(t *testing.T, d *Document) {
			d.ToggleHexside(hx(t, d, "0404"), hx(t, d, "0405"), scenario.FeatureBridge, "")
		}},
		{"put a new hexside in one step", func(t *testing.T, d *Document) {
			d.PutHexside(scenario.Hexside{Between: [2]string{"0908", "0907"}, Features: []string{scenario.FeatureSteepSlope}, Uphill: "0907"})
		}},
		{"put an empty hexside removes it", func(t *testing.T, d *Document) {
			d.PutHexside(scenario.Hexside{Between: [2]string{"0404", "0405"}})
		}},
		{"remove the existing river", func(t *testing.T, d *Document) {
			d.ToggleHexside(hx(t, d, "0404"), hx(t, d, "0405"), scenario.FeatureMinorRiver, "")
		}},
		{"slope with uphill side", func(t *testing.T, d *Document) {
			d.ToggleHexside(hx(t, d, "0606"), hx(t, d, "0706"), scenario.FeatureSlope, "0606")
		}},
		{"road extends the existing road", func(t *testing.T, d *Document) { d.ExtendRoad("road", hx(t, d, "0203"), hx(t, d, "0204"), "") }},
		{"new trail", func(t *testing.T, d *Document) { d.ExtendRoad("trail", hx(t, d, "0808"), hx(t, d, "0809"), "") }},
		{"erase road step splits the road", func(t *testing.T, d *Document) { d.RemoveRoadStep(hx(t, d, "0201"), hx(t, d, "0202")) }},
		{"label", func(t *testing.T, d *Document) { d.SetPlace("0707", "Bussaco") }},
		{"remove label", func(t *testing.T, d *Document) { d.SetPlace("0101", "") }},
		{"LOC (6.12)", func(t *testing.T, d *Document) { d.ToggleMarking(MarkLOC, "0110", scenario.French) }},
		{"Objective", func(t *testing.T, d *Document) { d.ToggleMarking(MarkObjective, "0606", scenario.AntiFrench) }},
		{"entry area (11.2)", func(t *testing.T, d *Document) { d.ToggleEntryHex("A", scenario.French, "0101") }},
		{"garrison (9.4.4)", func(t *testing.T, d *Document) { d.SetGarrison("0505", scenario.AntiFrench, 2) }},
		{"background", func(t *testing.T, d *Document) {
			d.SetBackground(&scenario.Background{Image: "scan.png", Opacity: 0.5}, "")
		}},
		{"add unit", func(t *testing.T, d *Document) {
			if err := d.AddUnit(scenario.Unit{ID: "fr-ney", Name: "Ney", Side: scenario.French, Type: scenario.TypeLeader, Placement: scenario.Placement{Kind: scenario.PlaceSetAside}}); err != nil {
				t.Fatal(err)
			}
		}},
		{"edit unit", func(t *testing.T, d *Document) {
			d.UpdateUnit("fr-1", scenario.Unit{ID: "fr-1", Name: "Reynier", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &three, Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: "0202"}})
		}},
		{"delete unit", func(t *testing.T, d *Document) { d.DeleteUnit("fr-1") }},
		{"move unit", func(t *testing.T, d *Document) { d.PlaceUnit("fr-1", "0909", "") }},
		{"scenario and sides", func(t *testing.T, d *Document) {
			g := GeneralOf(d.Scenario())
			g.Title, g.Edition, g.ChartSet, g.Optional = "Bussaco", scenario.EditionEspana, "espana20", []string{"16.1", "16.7"}
			g.Sides[0].Name, g.Sides[0].Morale, g.Sides[1].Colour = "Armée de Portugal", 6, "#B23A30"
			g.FirstPlayer = scenario.AntiFrench
			if err := d.SetGeneral(g); err != nil {
				t.Fatal(err)
			}
		}},
		{"turn track (4.0)", func(t *testing.T, d *Document) {
			err := d.SetTurns(scenario.TurnTrack{Start: 1, End: 3, Turns: []scenario.Turn{
				{Number: 3, Label: "Night", Night: true}, {Number: 1, Label: "27 Sept AM"}, {Number: 2, SuddenDeath: 2}}})
			if err != nil {
				t.Fatal(err)
			}
			if got := d.Scenario().Turns.Turns[0].Number; got != 1 {
				t.Errorf("turns not in order: first %d", got)
			}
		}},
		{"event deck (5.0)", func(t *testing.T, d *Document) {
			err := d.SetDeck(scenario.Deck{Cards: []scenario.Card{{Number: 1, Title: "Rain", Colour: scenario.ColourRed, Keep: true,
				Events: []scenario.Event{{Text: "No combat", Effects: []scenario.Effect{{Kind: scenario.EffectNoMove, Side: scenario.French}}}}},
				{Number: 2, Title: "Couriers", Dual: true, Events: []scenario.Event{{Side: scenario.French, Text: "a"}, {Side: scenario.AntiFrench, Text: "b"}}}}})
			if err != nil {
				t.Fatal(err)
			}
		}},
		{"victory (15.0)", func(t *testing.T, d *Document) {
			d.SetVictory([]scenario.Victory{{Side: scenario.French, Kind: scenario.VictoryMoraleHigher, Margin: 3, Text: "3 higher",
				Require: []scenario.VictoryTest{{Kind: scenario.TestOccupy, Side: scenario.French, Hexes: []string{"0707"}}}}})
		}},
		{"deployment zone", func(t *testing.T, d *Document) {
			if err := d.SetDeployment([]scenario.DeployZone{{ID: "fr-west", Side: scenario.French, Hexes: []string{"0101"}, Within: 1, MaxPerHex: 2}}); err != nil {
				t.Fatal(err)
			}
		}},
		{"special rules", func(t *testing.T, d *Document) {
			if err := d.SetSpecial([]scenario.Rule{{ID: "fog", Title: "Fog", Kind: "night", Params: map[string]string{"turn": "1"}}}); err != nil {
				t.Fatal(err)
			}
		}},
		{"tables", func(t *testing.T, d *Document) {
			if err := d.SetTables([]scenario.Table{{ID: "arrival", Title: "Arrival", Dice: "1d6", Rows: []scenario.TableRow{{Roll: "1-3", Results: []string{"no"}}}}}); err != nil {
				t.Fatal(err)
			}
		}},
		{"chart override", func(t *testing.T, d *Document) {
			d.SetChartOverrides(&scenario.ChartSet{Rally: &scenario.Table{ID: "rally", Title: "Rally", Rows: []scenario.TableRow{{Roll: "6", Results: []string{"rally"}, Known: true}}}})
		}},
		{"notes and unknowns", func(t *testing.T, d *Document) {
			d.SetNotes([]string{"read 5.1 as printed", " "}, []string{"card 7 text"})
		}},
	}
	for _, tc := range edits {
		t.Run(tc.name, func(t *testing.T) {
			d := newDoc(t)
			seed(t, d)
			before := marshal(t, d)
			tc.edit(t, d)
			after := marshal(t, d)
			if after == before {
				t.Fatal("edit changed nothing")
			}
			if !d.Dirty() {
				t.Error("document not dirty after an edit")
			}
			if !d.Undo() {
				t.Fatal("nothing to undo")
			}
			if got := marshal(t, d); got != before {
				t.Errorf("undo did not restore the file:\n%s\nwant\n%s", got, before)
			}
			if !d.Redo() {
				t.Fatal("nothing to redo")
			}
			if got := marshal(t, d); got != after {
				t.Errorf("redo differs:\n%s\nwant\n%s", got, after)
			}
		})
	}
}

// seed gives a document some content and a clean history.
func seed(t *testing.T, d *Document) {
	two, four := 2, 4
	d.PaintTerrain([]string{"0303", "0101"}, "rough", "")
	d.ToggleHexside(hx(t, d, "0404"), hx(t, d, "0405"), scenario.FeatureMinorRiver, "")
	d.ExtendRoad("road", hx(t, d, "0201"), hx(t, d, "0202"), "s")
	d.ExtendRoad("road", hx(t, d, "0202"), hx(t, d, "0203"), "s")
	d.SetPlace("0101", "Mortagoa")
	d.AddUnit(scenario.Unit{ID: "fr-1", Name: "Reynier", Side: scenario.French, Type: scenario.TypeInfantry, Strength: &four, Movement: &two,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup, Hex: "0202"}})
	d.ClearHistory()
}

func TestStrokeMergesIntoOneUndoStep(t *testing.T) {
	d := newDoc(t)
	before := marshal(t, d)
	g := d.Scenario().Grid()
	// A brush stroke across 50 hexes: every dab carries the same stroke key.
	n := 0
	for c := 0; c < 12 && n < 50; c++ {
		for r := 0; r < 10 && n < 50; r++ {
			d.PaintTerrain([]string{g.Code(g.FromOffset(c, r))}, "forest", "stroke-1")
			n++
		}
	}
	if got := d.Scenario().Map.Terrain.Len(); got != 50 {
		t.Fatalf("painted %d hexes, want 50", got)
	}
	d.EndMerge()
	d.PaintTerrain([]string{"1212"}, "marsh", "stroke-1") // a new stroke, even with the same key
	d.Undo()
	if got := d.Scenario().Map.Terrain.Len(); got != 50 {
		t.Fatalf("after undoing the second stroke: %d hexes, want 50", got)
	}
	d.Undo()
	if got := marshal(t, d); got != before {
		t.Errorf("one undo did not revert the whole stroke")
	}
	if _, ok := d.CanUndo(); ok {
		t.Error("more than two undo steps recorded")
	}
}

func TestDragMovesUnitInOneStep(t *testing.T) {
	d := newDoc(t)
	seed(t, d)
	for _, c := range []string{"0203", "0204", "0305", "0405"} {
		d.PlaceUnit("fr-1", c, "drag-7")
	}
	if got := d.Scenario().Units[0].Placement.Hex; got != "0405" {
		t.Fatalf("unit at %s", got)
	}
	d.Undo()
	if got := d.Scenario().Units[0].Placement.Hex; got != "0202" {
		t.Errorf("after one undo the unit is at %s, want its start 0202", got)
	}
}

func TestNewEditDropsRedo(t *testing.T) {
	d := newDoc(t)
	d.PaintTerrain([]string{"0101"}, "forest", "")
	d.Undo()
	d.PaintTerrain([]string{"0102"}, "marsh", "")
	if _, ok := d.CanRedo(); ok {
		t.Error("redo survived a new edit")
	}
	if d.Redo() {
		t.Error("Redo did something")
	}
}

func TestDirtyFlagAndTitle(t *testing.T) {
	dir := t.TempDir()
	d := newDoc(t)
	if d.Dirty() {
		t.Fatal("fresh document dirty")
	}
	if err := d.Save(""); err != ErrNoPath {
		t.Fatalf("Save without a path: %v", err)
	}
	d.PaintTerrain([]string{"0101"}, "forest", "st")
	if !strings.HasPrefix(d.Title(), "*") {
		t.Errorf("title %q lacks the unsaved mark", d.Title())
	}
	path := filepath.Join(dir, "battle.yaml")
	if err := d.Save(path); err != nil {
		t.Fatal(err)
	}
	if d.Dirty() || d.Title() != "battle.yaml - Aide-de-Camp" {
		t.Errorf("after save: dirty=%v title=%q", d.Dirty(), d.Title())
	}
	d.PaintTerrain([]string{"0102"}, "forest", "st") // merges into the saved step
	if !d.Dirty() {
		t.Error("merging into the saved step left the document clean")
	}
	d.Save("")
	d.PaintTerrain([]string{"0103"}, "marsh", "")
	d.Undo()
	if d.Dirty() {
		t.Error("undo back to the saved state should be clean")
	}
	d.Undo()
	if !d.Dirty() {
		t.Error("undo past the saved state should be dirty")
	}
	// The saved file loads and the previous version is kept as a backup.
	if _, err := Open(path); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(path + ".bak"); err != nil {
		t.Errorf("no backup: %v", err)
	}
}

func TestChangeListenersSeeEveryEdit(t *testing.T) {
	d := newDoc(t)
	var got []string
	d.OnChange(func(c Change) { got = append(got, c.Label) })
	d.PaintTerrain([]string{"0101"}, "forest", "")
	d.Undo()
	d.Redo()
	want := []string{"Paint forest", "undo", "redo"}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("changes %v, want %v", got, want)
	}
}

func TestFloodFillAndBrush(t *testing.T) {
	d := newDoc(t)
	// A wall of forest in column 3 splits the map.
	var wall []string
	for r := 1; r <= 10; r++ {
		wall = append(wall, "03"+twoDigits(r))
	}
	d.PaintTerrain(wall, "forest", "")
	got := FloodFill(d.Scenario(), hx(t, d, "0101"))
	if len(got) != 20 {
		t.Errorf("flood fill west of the wall: %d hexes, want 20", len(got))
	}
	if b := Brush(d.Scenario(), hx(t, d, "0505"), 1); len(b) != 7 {
		t.Errorf("7-hex brush gave %d", len(b))
	}
	if b := Brush(d.Scenario(), hx(t, d, "0101"), 1); len(b) != 3 {
		t.Errorf("brush in the corner gave %d hexes, want 3 on the map", len(b))
	}
}

func twoDigits(n int) string { return string([]byte{byte('0' + n/10), byte('0' + n%10)}) }

func TestRecoveryRoundTrip(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	if _, ok := st.PendingRecovery(); ok {
		t.Fatal("recovery in an empty store")
	}
	d := newDoc(t)
	a := &Autosaver{Store: st, Interval: time.Hour, Now: func() time.Time { return time.Unix(0, 0) }}
	a.Start(func() *Document { return d })
	if wrote, _ := a.Tick(); wrote {
		t.Error("autosaved a clean document")
	}
	d.PaintTerrain([]string{"0505"}, "marsh", "")
	if wrote, err := a.Tick(); !wrote || err != nil {
		t.Fatalf("autosave: %v %v", wrote, err)
	}
	a.Stop(false) // a crash: the recovery file stays
	r, ok := st.PendingRecovery()
	if !ok {
		t.Fatal("no recovery after a crash")
	}
	rd, err := st.OpenRecovery(r)
	if err != nil {
		t.Fatal(err)
	}
	if rd.Scenario().Map.Terrain.At("0505") != "marsh" || !rd.Dirty() {
		t.Error("recovered document lost the edit or is clean")
	}
	a.Stop(true)
	if _, ok := st.PendingRecovery(); ok {
		t.Error("clean exit left the recovery file")
	}
}

func TestRecentFiles(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	for i := 0; i < 12; i++ {
		st.AddRecent(filepath.Join("/maps", twoDigits(i)+".yaml"))
	}
	st.AddRecent("/maps/03.yaml")
	got := st.Recent()
	if len(got) != MaxRecent || got[0] != "/maps/03.yaml" || got[1] != "/maps/11.yaml" {
		t.Errorf("recent = %v", got)
	}
}

// TestNoGUIDependency enforces that the document model never imports a GUI
// toolkit (house style: the editor is a thin view over a widget-free model).
func TestNoGUIDependency(t *testing.T) {
	out, err := exec.Command("go", "list", "-deps", ".").Output()
	if err != nil {
		t.Skipf("go list: %v", err)
	}
	for _, p := range strings.Fields(string(out)) {
		if strings.HasPrefix(p, "fyne.io/") {
			t.Errorf("document depends on %s", p)
		}
	}
}

func TestRecoveryForAFile(t *testing.T) {
	dir := t.TempDir()
	file := filepath.Join(dir, "battle.yaml")
	if err := os.WriteFile(file, []byte("x"), 0o644); err != nil {
		t.Fatal(err)
	}
	fileTime := time.Now().Add(-time.Hour)
	if err := os.Chtimes(file, fileTime, fileTime); err != nil {
		t.Fatal(err)
	}
	other := filepath.Join(dir, "other.yaml")
	cases := []struct {
		name    string
		docPath string
		saved   time.Time
		open    string
		want    bool
	}{
		{"newer than the file", file, fileTime.Add(time.Minute), file, true},
		{"older than the file", file, fileTime.Add(-time.Minute), file, false},
		{"another file's", other, fileTime.Add(time.Minute), file, false},
		{"an unsaved document's", "", fileTime.Add(time.Minute), file, false},
		{"the file is gone", other, fileTime.Add(time.Minute), other, true},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			st := Store{Dir: t.TempDir()}
			if err := st.WriteRecovery([]byte("data"), tc.docPath, tc.saved); err != nil {
				t.Fatal(err)
			}
			if _, ok := st.RecoveryFor(tc.open); ok != tc.want {
				t.Errorf("RecoveryFor = %v, want %v", ok, tc.want)
			}
		})
	}
}

func TestRecoveryNotesAnAbsolutePath(t *testing.T) {
	dir := t.TempDir()
	t.Chdir(dir)
	st := Store{Dir: filepath.Join(dir, "store")}
	if err := st.WriteRecovery([]byte("data"), "maps/battle.yaml", time.Now()); err != nil {
		t.Fatal(err)
	}
	r, ok := st.PendingRecovery()
	if !ok {
		t.Fatal("no recovery")
	}
	if want := filepath.Join(dir, "maps", "battle.yaml"); r.Path != want {
		t.Errorf("recovery path %q, want %q", r.Path, want)
	}
}

func TestCleanExitKeepsAnotherSessionsRecovery(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	if err := st.WriteRecovery([]byte("data"), "", time.Now()); err != nil {
		t.Fatal(err)
	}
	d := newDoc(t)
	a := &Autosaver{Store: st, Interval: time.Hour}
	a.Start(func() *Document { return d })
	a.Stop(true)
	if _, ok := st.PendingRecovery(); !ok {
		t.Fatal("a clean exit removed a recovery file it had neither written nor recovered")
	}
	r, _ := st.PendingRecovery()
	a = &Autosaver{Store: st, Interval: time.Hour}
	a.Start(func() *Document { return d })
	a.Adopt(r)
	a.Stop(true)
	if _, ok := st.PendingRecovery(); ok {
		t.Error("a clean exit kept the recovery file the session had recovered")
	}
}

func TestSectionEditsRejectBadInput(t *testing.T) {
	d := newDoc(t)
	g := GeneralOf(d.Scenario())
	cases := []struct {
		name string
		edit func() error
		want string
	}{
		{"one side", func() error { h := g; h.Sides = h.Sides[:1]; return d.SetGeneral(h) }, "sides"},
		{"morale 11", func() error { h := Clone(g); h.Sides[0].Morale = 11; return d.SetGeneral(h) }, "12.0"},
		{"no id", func() error { h := g; h.ID = " "; return d.SetGeneral(h) }, "id is empty"},
		{"end before start", func() error { return d.SetTurns(scenario.TurnTrack{Start: 5, End: 3}) }, "start"},
		{"turn twice", func() error {
			return d.SetTurns(scenario.TurnTrack{Start: 1, End: 3, Turns: []scenario.Turn{{Number: 2}, {Number: 2}}})
		}, "twice"},
		{"card twice", func() error {
			return d.SetDeck(scenario.Deck{Cards: []scenario.Card{{Number: 4, Title: "a"}, {Number: 4, Title: "b"}}})
		}, "#4"},
		{"zone twice", func() error {
			return d.SetDeployment([]scenario.DeployZone{{ID: "z"}, {ID: "z"}})
		}, `"z"`},
		{"painting a missing zone", func() error { return d.ToggleZoneHex("nowhere", "0101", "") }, "Deployment"},
	}
	for _, tc := range cases {
		t.Run(tc.name, func(t *testing.T) {
			before := marshal(t, d)
			err := tc.edit()
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("error %v, want one mentioning %q", err, tc.want)
			}
			if marshal(t, d) != before {
				t.Error("a refused edit changed the scenario")
			}
		})
	}
}

func TestZonesArePaintedHexByHex(t *testing.T) {
	d := newDoc(t)
	if err := d.SetDeployment([]scenario.DeployZone{{ID: "af", Side: scenario.AntiFrench}}); err != nil {
		t.Fatal(err)
	}
	for _, c := range []string{"0303", "0302", "0304"} {
		if err := d.ToggleZoneHex("af", c, "stroke-1"); err != nil {
			t.Fatal(err)
		}
	}
	d.EndMerge()
	if got := strings.Join(d.Scenario().Deployment[0].Hexes, ","); got != "0302,0303,0304" {
		t.Errorf("zone hexes %s", got)
	}
	d.ToggleZoneHex("af", "0303", "")
	if got := strings.Join(d.Scenario().Deployment[0].Hexes, ","); got != "0302,0304" {
		t.Errorf("after a second click: %s", got)
	}
	d.Undo()
	d.Undo()
	if n := len(d.Scenario().Deployment[0].Hexes); n != 0 {
		t.Errorf("two undos left %d hexes: the stroke is not one step", n)
	}
}

// TestEachDocumentHasItsOwnRecovery: the work on one file never overwrites
// the recovery of another (a crash on A, then an edit of B before A is
// opened again).
func TestEachDocumentHasItsOwnRecovery(t *testing.T) {
	dir := t.TempDir()
	st := Store{Dir: filepath.Join(dir, "store")}
	a, b := filepath.Join(dir, "a.yaml"), filepath.Join(dir, "b.yaml")
	old := time.Now().Add(-time.Hour)
	for _, p := range []string{a, b} {
		os.WriteFile(p, []byte("x"), 0o644)
		os.Chtimes(p, old, old)
	}
	if err := st.WriteRecovery([]byte("work on a"), a, time.Now()); err != nil {
		t.Fatal(err)
	}
	if err := st.WriteRecovery([]byte("work on b"), b, time.Now().Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	if err := st.WriteRecovery([]byte("untitled work"), "", time.Now().Add(2*time.Second)); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct{ path, want string }{{a, "work on a"}, {b, "work on b"}} {
		r, ok := st.RecoveryFor(tc.path)
		if !ok {
			t.Fatalf("no recovery for %s", tc.path)
		}
		if data, _ := os.ReadFile(r.DataPath); string(data) != tc.want {
			t.Errorf("recovery of %s holds %q, want %q", tc.path, data, tc.want)
		}
	}
	if r, ok := st.PendingRecovery(); !ok || r.Path != "" {
		t.Errorf("newest pending recovery %+v, want the untitled one", r)
	}
	if n := len(st.Recoveries()); n != 3 {
		t.Errorf("%d recoveries, want 3", n)
	}
	st.DiscardFor(a)
	if _, ok := st.RecoveryFor(a); ok {
		t.Error("DiscardFor left a's recovery")
	}
	if _, ok := st.RecoveryFor(b); !ok {
		t.Error("DiscardFor(a) removed b's recovery")
	}
}

func TestRecoveryKindsHaveTheirOwnFiles(t *testing.T) {
	st := Store{Dir: t.TempDir()}
	now := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	if err := st.WriteRecovery([]byte("scenario"), "", now); err != nil {
		t.Fatal(err)
	}
	if err := st.WriteRecoveryKind([]byte("army"), "", KindArmy, now.Add(time.Second)); err != nil {
		t.Fatal(err)
	}
	rs := st.Recoveries()
	if len(rs) != 2 {
		t.Fatalf("an untitled army list and an untitled scenario share a recovery file: %+v", rs)
	}
	if rs[0].Kind != KindArmy || rs[1].Kind != "" {
		t.Errorf("kinds %q %q, want %q then the scenario's", rs[0].Kind, rs[1].Kind, KindArmy)
	}
	if err := st.DiscardKindFor("", KindArmy); err != nil {
		t.Fatal(err)
	}
	if rs := st.Recoveries(); len(rs) != 1 || rs[0].Kind != "" {
		t.Errorf("discarding the army list's recovery left %+v", rs)
	}
}

func TestAsNamesAndMergesAFieldsCommits(t *testing.T) {
	s, err := NewScenario(Template{ID: "as", Title: "As", Columns: 6, Rows: 4})
	if err != nil {
		t.Fatal(err)
	}
	d := New(s, "")
	set := func(desc string) {
		g := GeneralOf(d.Scenario())
		g.Description = desc
		if err := d.As("Edit Description", "general/Description", func() error { return d.SetGeneral(g) }); err != nil {
			t.Fatal(err)
		}
	}
	set("A hill")
	set("A hill and a river")
	if l, ok := d.CanUndo(); !ok || l != "Edit Description" {
		t.Errorf("undo label %q, want the field's name", l)
	}
	if labels, _ := d.Steps(); len(labels) != 1 {
		t.Errorf("%d steps (%v), want the two commits of one field merged into one", len(labels), labels)
	}
	d.Undo()
	if got := d.Scenario().Description; got != "" {
		t.Errorf("after one undo the description is %q, want it empty again", got)
	}
	// Outside As, commands keep their own label.
	d.PaintTerrain([]string{"0101"}, scenario.TerrainForest, "")
	if l, _ := d.CanUndo(); l == "Edit Description" {
		t.Error("As outlived its edit")
	}
}
