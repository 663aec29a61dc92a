package ui

import (
	"image"
	"image/color"
	"image/png"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/driver/desktop"
	"fyne.io/fyne/v2/test"

	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/render"
	"github.com/aide-de-camp/adc/scenarios"
)

func TestMain(m *testing.M) {
	goAsync = func(f func()) { f() } // validation runs synchronously in tests
	validationDelay = 0
	os.Exit(m.Run())
}

// newEditor opens testdata/sample.yaml (a copy) in a headless window.
func newEditor(t testing.TB) (*Editor, fyne.Window) {
	t.Helper()
	a := test.NewTempApp(t)
	dir := t.TempDir()
	data, err := os.ReadFile(filepath.Join("testdata", "sample.yaml"))
	if err != nil {
		t.Fatal(err)
	}
	path := filepath.Join(dir, "sample.yaml")
	os.WriteFile(path, data, 0o644)
	doc, err := document.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	ed := New(a, w, doc, document.Store{Dir: filepath.Join(dir, "store")})
	ed.NoDialogs = true
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(1400, 900))
	sz := ed.Map.Size()
	ed.Map.Render(int(sz.Width), int(sz.Height)) // lay the map out (fit) as the first frame does
	return ed, w
}

func pos(t testing.TB, ed *Editor, code string) fyne.Position {
	t.Helper()
	if _, err := ed.Doc.Scenario().Grid().Parse(code); err != nil {
		t.Fatal(err)
	}
	return ed.Map.PositionOf(code)
}

// dragThrough sends a drag through the centres of the given hexes.
func dragThrough(t testing.TB, ed *Editor, codes ...string) {
	prev := pos(t, ed, codes[0])
	for _, c := range codes[1:] {
		p := pos(t, ed, c)
		ed.Map.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.Delta{DX: p.X - prev.X, DY: p.Y - prev.Y}})
		prev = p
	}
	ed.Map.DragEnd()
}

func shortcut(w fyne.Window, k fyne.KeyName, mod fyne.KeyModifier) {
	w.Canvas().(interface{ TypedShortcut(fyne.Shortcut) }).TypedShortcut(&desktop.CustomShortcut{KeyName: k, Modifier: mod})
}

func key(w fyne.Window, k fyne.KeyName) { w.Canvas().OnTypedKey()(&fyne.KeyEvent{Name: k}) }

func terrain(ed *Editor, code string) string { return document.TerrainAt(ed.Doc.Scenario(), code) }

func TestEveryToolHasAKeyShortcut(t *testing.T) {
	ed, w := newEditor(t)
	seen := map[fyne.KeyName]bool{}
	for _, tool := range Tools {
		t.Run(tool.Name, func(t *testing.T) {
			if seen[tool.Key] {
				t.Fatalf("key %s used twice", tool.Key)
			}
			seen[tool.Key] = true
			key(w, tool.Key)
			if ed.Tool() != tool.ID {
				t.Errorf("key %s selected %s, want %s", tool.Key, ed.Tool(), tool.ID)
			}
			if _, ok := toolTable[tool.ID]; !ok {
				t.Errorf("tool %s has no handler", tool.ID)
			}
		})
	}
}

func TestBrushStrokeIsOneUndoStep(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyB)
	ed.SetTerrain(scenario.TerrainForest)
	dragThrough(t, ed, "0606", "0607", "0608")
	for _, c := range []string{"0606", "0607", "0608", "0506", "0706", "0508"} {
		if terrain(ed, c) != scenario.TerrainForest {
			t.Errorf("%s is %q after the brush stroke", c, terrain(ed, c))
		}
	}
	if !strings.HasPrefix(w.Title(), "*") {
		t.Errorf("title %q does not show unsaved changes", w.Title())
	}
	shortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault)
	for _, c := range []string{"0606", "0607", "0608", "0506"} {
		if terrain(ed, c) != "" {
			t.Errorf("Ctrl+Z left %s as %q", c, terrain(ed, c))
		}
	}
	if strings.HasPrefix(w.Title(), "*") {
		t.Errorf("title %q after undoing the only change", w.Title())
	}
	shortcut(w, fyne.KeyZ, fyne.KeyModifierShortcutDefault|fyne.KeyModifierShift)
	if terrain(ed, "0607") != scenario.TerrainForest {
		t.Error("Ctrl+Shift+Z did not redo the stroke")
	}
}

func TestTerrainToolTapPaintsAndRightClickErases(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyT)
	ed.SetTerrain(scenario.TerrainMarsh)
	test.TapAt(ed.Map, pos(t, ed, "0604"))
	if terrain(ed, "0604") != scenario.TerrainMarsh || terrain(ed, "0603") != "" {
		t.Fatalf("single-hex paint: 0604=%q 0603=%q", terrain(ed, "0604"), terrain(ed, "0603"))
	}
	test.TapSecondaryAt(ed.Map, pos(t, ed, "0604"))
	if terrain(ed, "0604") != "" {
		t.Errorf("right-click left %q", terrain(ed, "0604"))
	}
}

func TestFillToolFloodsConnectedUntracedHexes(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyF)
	ed.SetTerrain(scenario.TerrainClear)
	test.TapAt(ed.Map, pos(t, ed, "0808"))
	s := ed.Doc.Scenario()
	if got := s.Map.Terrain.Len(); got != s.Map.Columns*s.Map.Rows {
		t.Errorf("after filling the untraced area %d of %d hexes have terrain", got, s.Map.Columns*s.Map.Rows)
	}
	if terrain(ed, "0201") != scenario.TerrainForest {
		t.Error("fill changed a forest hex")
	}
}

func TestHexsideToolTogglesTheEdgeNearTheClick(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyE)
	ed.SetFeature(scenario.FeatureSlope)
	g := ed.Doc.Scenario().Grid()
	a, _ := g.Parse("0604")
	b := a.Neighbour(hex.S) // 0910
	// Click inside 0604, near the middle of its south side.
	ca, cb := ed.Map.PositionOf("0604"), ed.Map.PositionOf(g.Code(b))
	p := fyne.NewPos(ca.X+(cb.X-ca.X)*0.4, ca.Y+(cb.Y-ca.Y)*0.4)
	test.TapAt(ed.Map, p)
	s := ed.Doc.Scenario()
	i := document.HexsideIndex(s, document.SideKey(g, a, b))
	if i < 0 {
		t.Fatal("no hexside created")
	}
	if hs := s.Map.Hexsides[i]; hs.Features[0] != scenario.FeatureSlope || hs.Uphill != "0604" {
		t.Errorf("hexside %+v: want a slope with 0604 (the clicked hex) uphill", hs)
	}
	if ed.Selected().Kind != SelSide {
		t.Error("the hexside is not selected")
	}
	test.TapAt(ed.Map, p)
	if document.HexsideIndex(ed.Doc.Scenario(), document.SideKey(g, a, b)) >= 0 {
		t.Error("a second click did not remove the slope")
	}
}

func TestRoadToolDrawsThroughDraggedHexes(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyR)
	n := len(ed.Doc.Scenario().Map.Roads)
	dragThrough(t, ed, "0802", "0803", "0804")
	roads := ed.Doc.Scenario().Map.Roads
	if len(roads) != n+1 {
		t.Fatalf("%d roads, want %d", len(roads), n+1)
	}
	if got := strings.Join(roads[n].Hexes, ","); got != "0802,0803,0804" || roads[n].Kind != scenario.RoadMain {
		t.Errorf("road %s %s", roads[n].Kind, got)
	}
	ed.Doc.Undo()
	if len(ed.Doc.Scenario().Map.Roads) != n {
		t.Error("one undo did not remove the whole drag")
	}
}

func TestSelectToolDragsAUnitToANewHex(t *testing.T) {
	ed, _ := newEditor(t)
	dragThrough(t, ed, "0204", "0305", "0405")
	s := ed.Doc.Scenario()
	u := s.Units[document.UnitIndex(s, "fr-guard")]
	if u.Placement.Hex != "0405" {
		t.Fatalf("Garde at %s, want 0405", u.Placement.Hex)
	}
	if ed.Selected().Unit != "fr-guard" {
		t.Error("the dragged unit is not selected")
	}
	ed.Doc.Undo()
	if h := ed.Doc.Scenario().Units[0].Placement.Hex; h != "0204" {
		t.Errorf("after undo the unit is at %s", h)
	}
}

func TestDragFromTheOOBListSetsTheUnitUp(t *testing.T) {
	ed, _ := newEditor(t)
	abs := fyne.CurrentApp().Driver().AbsolutePositionForObject(ed.Map).Add(pos(t, ed, "0808"))
	if !ed.Map.DropUnit("fr-massena", abs) {
		t.Fatal("drop refused")
	}
	s := ed.Doc.Scenario()
	if h := s.Units[document.UnitIndex(s, "fr-massena")].Placement.Hex; h != "0808" {
		t.Errorf("Massena at %s", h)
	}
	if ed.Map.DropUnit("fr-massena", fyne.NewPos(-50, -50)) {
		t.Error("a drop outside the map was accepted")
	}
}

func TestHoverShowsHexTerrainAndFeatures(t *testing.T) {
	ed, w := newEditor(t)
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(ed.Map)
	test.MoveMouse(w.Canvas(), origin.Add(pos(t, ed, "0405")))
	st := ed.Status()
	for _, want := range []string{"Hex 0405", "untraced", "minor_river+bridge", "road"} {
		if !strings.Contains(st, want) {
			t.Errorf("status %q lacks %q", st, want)
		}
	}
	test.MoveMouse(w.Canvas(), origin.Add(pos(t, ed, "0201")))
	if st := ed.Status(); !strings.Contains(st, "Hex 0201 · forest") {
		t.Errorf("status %q", st)
	}
}

func TestWheelAndKeysZoomAndPan(t *testing.T) {
	ed, w := newEditor(t)
	v0 := ed.Map.View()
	origin := fyne.CurrentApp().Driver().AbsolutePositionForObject(ed.Map)
	test.Scroll(w.Canvas(), origin.Add(pos(t, ed, "0505")), 0, 10)
	if ed.Map.View().Size <= v0.Size {
		t.Errorf("wheel did not zoom in: %v -> %v", v0.Size, ed.Map.View().Size)
	}
	v1 := ed.Map.View()
	key(w, fyne.KeyLeft)
	if ed.Map.View().OffX <= v1.OffX {
		t.Error("left arrow did not pan")
	}
	w.Canvas().OnTypedRune()('0')
	ed.Map.Render(100, 100)
	if ed.Map.View() == v1 {
		t.Error("0 did not fit the map")
	}
}

func TestMarkingTools(t *testing.T) {
	ed, w := newEditor(t)
	ed.SetSide(scenario.AntiFrench)
	key(w, fyne.KeyC)
	test.TapAt(ed.Map, pos(t, ed, "1001"))
	key(w, fyne.KeyO)
	test.TapAt(ed.Map, pos(t, ed, "0505"))
	key(w, fyne.KeyA)
	test.TapAt(ed.Map, pos(t, ed, "1008"))
	m := ed.Doc.Scenario().Map
	if len(m.LOCs) != 2 || m.LOCs[1] != (scenario.MarkedHex{Hex: "1001", Side: scenario.AntiFrench}) {
		t.Errorf("LOCs %+v", m.LOCs)
	}
	if len(m.Objectives) != 2 || m.Objectives[1].Hex != "0505" {
		t.Errorf("Objectives %+v", m.Objectives)
	}
	if got := strings.Join(m.EntryAreas[0].Hexes, ","); got != "1005,1006,1007,1008" {
		t.Errorf("entry area A: %s", got)
	}
}

func TestPropertiesPanelEditsTheSelectedUnit(t *testing.T) {
	ed, _ := newEditor(t)
	test.TapAt(ed.Map, pos(t, ed, "0707")) // Craufurd
	if ed.Selected().Unit != "al-light" {
		t.Fatalf("selected %+v", ed.Selected())
	}
	f := ed.Props.Form
	f.Strength.SetText("")
	test.Type(f.Strength, "5")
	f.Traits.SetSelected([]string{scenario.TraitElite, scenario.TraitLight, scenario.TraitHeavy})
	commitForms(t, ed)
	s := ed.Doc.Scenario()
	u := s.Units[document.UnitIndex(s, "al-light")]
	if u.Strength == nil || *u.Strength != 5 || len(u.Traits) != 3 {
		t.Errorf("unit after edit: strength %v traits %v", u.Strength, u.Traits)
	}
	test.AssertObjectRendersToMarkup(t, "props_unit.xml", ed.Props.Content())
}

func TestPropertiesPanelRenamesAHex(t *testing.T) {
	ed, _ := newEditor(t)
	test.TapAt(ed.Map, pos(t, ed, "0303"))
	if ed.Props.Place == nil {
		t.Fatal("no hex properties")
	}
	test.Type(ed.Props.Place, "Sula")
	commitForms(t, ed)
	found := false
	for _, p := range ed.Doc.Scenario().Map.Places {
		found = found || p.Hex == "0303" && p.Name == "Sula"
	}
	if !found {
		t.Error("place name not set")
	}
	ed.Props.Terrain.SetSelected(scenario.TerrainVillage)
	if terrain(ed, "0303") != scenario.TerrainVillage {
		t.Error("terrain select did not paint")
	}
	test.AssertObjectRendersToMarkup(t, "props_hex.xml", ed.Props.Content())
}

func TestUnitFormRejectsBadNumbers(t *testing.T) {
	f := NewUnitForm(scenario.Unit{ID: "x", Name: "X", Side: scenario.French, Type: scenario.TypeInfantry, Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	test.Type(f.Strength, "four")
	if _, err := f.Unit(); err == nil || !strings.Contains(err.Error(), "strength") {
		t.Errorf("err = %v", err)
	}
}

func TestOOBListAddsAndDeletesUnits(t *testing.T) {
	ed, _ := newEditor(t)
	n := len(ed.OOB.IDs())
	ed.Doc.AddUnit(scenario.Unit{ID: "fr-new", Name: "New", Side: scenario.French, Type: scenario.TypeCavalry, Placement: scenario.Placement{Kind: scenario.PlaceSetAside}})
	if len(ed.OOB.IDs()) != n+1 {
		t.Fatalf("list has %d units, want %d", len(ed.OOB.IDs()), n+1)
	}
	ed.selectUnit("fr-new")
	key(ed.Win, fyne.KeyDelete)
	if len(ed.OOB.IDs()) != n {
		t.Errorf("Delete left %d units", len(ed.OOB.IDs()))
	}
	test.AssertObjectRendersToMarkup(t, "oob.xml", ed.OOB.Content())
}

func TestValidationFindingSelectsItsObject(t *testing.T) {
	ed, _ := newEditor(t)
	if len(ed.Checks.Findings()) == 0 {
		t.Fatal("the sample has no findings (its turn track is empty, say)")
	}
	ed.Checks.SetFindings([]scenario.Finding{
		{Severity: scenario.Warning, Object: "hex 0303", Message: "untraced"},
		{Severity: scenario.Error, Object: `unit "al-port"`, Path: "units[5].placement.hex", Message: "stacking"},
	})
	ed.Checks.Choose(0) // errors sort first
	if s := ed.Selected(); s.Kind != SelUnit || s.Unit != "al-port" {
		t.Errorf("error finding selected %+v", s)
	}
	ed.Checks.Choose(1)
	if s := ed.Selected(); s.Kind != SelHex || ed.Doc.Scenario().Grid().Code(s.Hex) != "0303" {
		t.Errorf("hex finding selected %+v", s)
	}
}

func TestValidationRerunsAfterAnEdit(t *testing.T) {
	ed, _ := newEditor(t)
	before := len(ed.Checks.Findings())
	ed.Doc.PlaceUnit("fr-massena", "2525", "") // off the map (3.0)
	after := ed.Checks.Findings()
	if len(after) <= before {
		t.Fatalf("findings %d -> %d after moving a unit off the map", before, len(after))
	}
	if after[0].Severity != scenario.Error {
		t.Errorf("first finding %v is not the error", after[0])
	}
}

func TestSaveWritesTheFileAndCleansTheTitle(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyT)
	test.TapAt(ed.Map, pos(t, ed, "0808"))
	shortcut(w, fyne.KeyS, fyne.KeyModifierShortcutDefault)
	if strings.HasPrefix(w.Title(), "*") {
		t.Errorf("title %q after Ctrl+S", w.Title())
	}
	d, err := document.Open(ed.Doc.Path())
	if err != nil {
		t.Fatal(err)
	}
	if document.TerrainAt(d.Scenario(), "0808") != scenario.TerrainClear {
		t.Error("the saved file lacks the edit")
	}
	if got := ed.Store.Recent(); len(got) == 0 || got[0] != ed.Doc.Path() {
		t.Errorf("recent files %v", got)
	}
}

func TestNewScenarioFromTemplate(t *testing.T) {
	ed, w := newEditor(t)
	f := NewScenarioForm()
	f.Preset.SetSelected("17x22")
	f.ID.SetText("my-battle")
	f.Edition.SetSelected(scenario.EditionEspana)
	f.ChartSet.SetSelected("n20-espana20")
	if err := ed.NewFromForm(f); err != nil {
		t.Fatal(err)
	}
	s := ed.Doc.Scenario()
	if s.Edition != scenario.EditionEspana || s.Charts.Set != "n20-espana20" {
		t.Errorf("new scenario follows %s with chart set %s, want the ones chosen", s.Edition, s.Charts.Set)
	}
	if s.ID != "my-battle" || s.Map.Columns < 10 || s.Map.Terrain.Len() != 0 {
		t.Errorf("new scenario %s %dx%d", s.ID, s.Map.Columns, s.Map.Rows)
	}
	if !strings.HasPrefix(w.Title(), "*") {
		t.Errorf("a new scenario should count as unsaved: %q", w.Title())
	}
}

func TestCalibrationByTwoClicks(t *testing.T) {
	ed, w := newEditor(t)
	ed.Doc.SetBackground(&scenario.Background{Image: "scan.png", Opacity: 0.5}, "")
	key(w, fyne.KeyM)
	test.TapAt(ed.Map, pos(t, ed, "0202"))
	test.TapAt(ed.Map, pos(t, ed, "0808"))
	bg := ed.Doc.Scenario().Map.Background
	if len(bg.Calibration) != 2 || bg.Calibration[0].Hex != "0202" || bg.Calibration[1].Hex != "0808" {
		t.Fatalf("calibration %+v", bg.Calibration)
	}
	// With the default placement (40 px per hex radius) the image points
	// are 40x the map-unit distance apart.
	g := ed.Doc.Scenario().Grid()
	unit := render.View{Size: 1}
	a, _ := g.Parse("0202")
	b, _ := g.Parse("0808")
	pa, pb := unit.Center(a), unit.Center(b)
	want := 40 * (pb.X - pa.X)
	if got := bg.Calibration[1].X - bg.Calibration[0].X; got < want-2 || got > want+2 {
		t.Errorf("image distance %.1f, want about %.1f", got, want)
	}
}

func TestLaunchOpensTheDefaultScenario(t *testing.T) {
	test.NewTempApp(t)
	o, err := ParseArgs([]string{"-config", t.TempDir()}, os.Stderr)
	if err != nil {
		t.Fatal(err)
	}
	ed, err := Launch(fyne.CurrentApp(), o)
	if err != nil {
		t.Fatal(err)
	}
	if ed.Doc.Scenario().ID != scenarios.Default {
		t.Errorf("opened %s", ed.Doc.Scenario().ID)
	}
	// Quitting with unsaved changes keeps them for the next start.
	ed.Doc.PaintTerrain([]string{"0101"}, scenario.TerrainForest, "")
	ed.Shutdown()
	rec, ok := ed.Store.PendingRecovery()
	if !ok {
		t.Fatal("no recovery file after quitting with unsaved changes")
	}
	d, err := ed.Store.OpenRecovery(rec)
	if err != nil || document.TerrainAt(d.Scenario(), "0101") != scenario.TerrainForest {
		t.Errorf("recovery lost the edit: %v", err)
	}
}

// BenchmarkBrushStroke50 paints a 7-hex brush stroke across 50 hexes of
// Bussaco 20 and redraws the map at 1920x1080 after every step, as the
// canvas does; each step must answer within a frame (16 ms).
func BenchmarkBrushStroke50(b *testing.B) {
	ed := benchEditor(b)
	g := ed.Doc.Scenario().Grid()
	var path []string
	for c := 0; c < g.Columns && len(path) < 50; c++ {
		for r := 0; r < g.Rows && len(path) < 50; r++ {
			path = append(path, g.Code(g.FromOffset(c, r)))
		}
	}
	ed.SetTool(ToolBrush)
	ed.SetTerrain(scenario.TerrainForest)
	// As in the application, validation waits for the stroke to end.
	validationDelay = time.Hour
	defer func() { validationDelay = 0 }()
	b.ResetTimer()
	var worst time.Duration
	for i := 0; i < b.N; i++ {
		prev := ed.Map.PositionOf(path[0])
		for _, c := range path[1:] {
			t0 := time.Now()
			p := ed.Map.PositionOf(c)
			ed.Map.Dragged(&fyne.DragEvent{PointEvent: fyne.PointEvent{Position: p}, Dragged: fyne.Delta{DX: p.X - prev.X, DY: p.Y - prev.Y}})
			ed.Map.Render(1920, 1080)
			if d := time.Since(t0); d > worst {
				worst = d
			}
			prev = p
		}
		ed.Map.DragEnd()
		ed.Doc.Undo()
	}
	b.ReportMetric(float64(worst.Microseconds())/1000, "worst-step-ms")
}

// BenchmarkOpenToFirstFrame opens the bundled Bussaco 20 and draws its first
// frame at 1920x1080 (budget 1.5 s).
func BenchmarkOpenToFirstFrame(b *testing.B) {
	for i := 0; i < b.N; i++ {
		benchEditor(b)
	}
}

func benchEditor(b *testing.B) *Editor {
	a := test.NewTempApp(b)
	data, err := scenarios.Open(scenarios.Default)
	if err != nil {
		b.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20.yaml")
	if err != nil {
		b.Fatal(err)
	}
	w := test.NewTempWindow(b, nil)
	ed := New(a, w, document.New(s, ""), document.Store{Dir: b.TempDir()})
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(1920, 1080))
	ed.Map.Render(1920, 1080)
	return ed
}

func TestLaunchOffersTheRecoveryOfACrashedSession(t *testing.T) {
	test.NewTempApp(t)
	dir := t.TempDir()
	st := document.Store{Dir: dir}
	s, _ := document.NewScenario(document.Template{ID: "lost-work", Columns: 5, Rows: 5})
	data, _ := scenario.Marshal(s)
	st.WriteRecovery(data, "", time.Unix(0, 0))
	o, _ := ParseArgs([]string{"-config", dir}, os.Stderr)
	ed, err := Launch(fyne.CurrentApp(), o)
	if err != nil {
		t.Fatal(err)
	}
	defer ed.Shutdown()
	if ed.Win.Canvas().Overlays().Top() == nil {
		t.Fatal("no recovery question shown")
	}
	if ed.Doc.Scenario().ID != scenarios.Default {
		t.Errorf("opened %s before the user answered", ed.Doc.Scenario().ID)
	}
}

func TestBackgroundScanLoadsFromAFile(t *testing.T) {
	ed, _ := newEditor(t)
	img := image.NewRGBA(image.Rect(0, 0, 64, 48))
	img.Set(10, 10, color.RGBA{200, 0, 0, 255})
	path := filepath.Join(filepath.Dir(ed.Doc.Path()), "scan.png")
	f, err := os.Create(path)
	if err != nil {
		t.Fatal(err)
	}
	png.Encode(f, img)
	f.Close()
	ed.SetBackgroundImage(path)
	bg := ed.Doc.Scenario().Map.Background
	if bg == nil || bg.Image != "scan.png" {
		t.Fatalf("background %+v: want the path relative to the scenario file", bg)
	}
	if ed.scan.image == nil || ed.scan.image.Bounds().Dx() != 64 {
		t.Error("the scan was not decoded")
	}
	ed.bar.opacity.SetValue(0.2)
	if got := ed.Doc.Scenario().Map.Background.Opacity; got != 0.2 {
		t.Errorf("opacity %v after moving the slider", got)
	}
}

func TestAutosaveWritesTheRecoveryFile(t *testing.T) {
	ed, _ := newEditor(t)
	ed.StartAutosave(10 * time.Millisecond)
	defer ed.session.autosave.Stop(true)
	ed.Doc.PaintTerrain([]string{"0505"}, scenario.TerrainMarsh, "")
	deadline := time.Now().Add(3 * time.Second)
	for time.Now().Before(deadline) {
		if rec, ok := ed.Store.PendingRecovery(); ok {
			if rec.Path != ed.Doc.Path() {
				t.Errorf("recovery notes path %q, want %q", rec.Path, ed.Doc.Path())
			}
			return
		}
		time.Sleep(10 * time.Millisecond)
	}
	t.Fatal("no recovery file written within 3 s")
}

func TestGarrisonToolSetsAndRemovesAGarrison(t *testing.T) {
	ed, w := newEditor(t)
	ed.SetSide(scenario.French)
	key(w, fyne.KeyG)
	test.TapAt(ed.Map, pos(t, ed, "0305"))
	gs := ed.Doc.Scenario().Map.Garrisons
	if len(gs) != 2 || gs[1] != (scenario.Garrison{Hex: "0305", Side: scenario.French, Strength: 1}) {
		t.Fatalf("garrisons %+v", gs)
	}
	test.TapSecondaryAt(ed.Map, pos(t, ed, "0305"))
	if len(ed.Doc.Scenario().Map.Garrisons) != 1 {
		t.Error("right-click did not remove the garrison (9.4.4)")
	}
}

func TestEntryAreaChoicesListTheScenarioAreas(t *testing.T) {
	ed, _ := newEditor(t)
	if got := ed.bar.entryOpts; len(got) == 0 || got[0] != "A" {
		t.Errorf("entry choices %v", got)
	}
	if err := ed.OpenBundled(scenarios.Default); err != nil {
		t.Fatal(err)
	}
	if got := ed.bar.entryOpts; len(got) == 0 || got[0] != "east" {
		t.Errorf("Bussaco 20 entry choices %v, want its area east first", got)
	}
}

func TestFindingPathsSelectTheirHex(t *testing.T) {
	ed, _ := newEditor(t)
	cases := []struct{ path, want string }{
		{"map.terrain.0303", "0303"},
		{"map.places[1].hex", "0903"},
		{"map.locs[0].hex", "0108"},
		{"map.objectives[0].hex", "0903"},
		{"map.garrisons[0].hex", "0501"},
		{"map.entry_areas[0]", "1005"},
		{"map.roads[1]", "0108"},
	}
	for _, tc := range cases {
		t.Run(tc.path, func(t *testing.T) {
			ed.clearSelection()
			if !ed.Select(scenario.Finding{Path: tc.path}) {
				t.Fatal("nothing selected")
			}
			if s := ed.Selected(); s.Kind != SelHex || ed.Doc.Scenario().Grid().Code(s.Hex) != tc.want {
				t.Errorf("selected %+v, want hex %s", s, tc.want)
			}
		})
	}
}

func TestPropertiesPanelEditsTheSelectedHexside(t *testing.T) {
	ed, _ := newEditor(t)
	g := ed.Doc.Scenario().Grid()
	a, _ := g.Parse("0404")
	b, _ := g.Parse("0405")
	sd, _ := hex.Between(a, b)
	ed.selectSide(sd)
	if ed.Props.Features == nil {
		t.Fatal("no hexside properties")
	}
	ed.Props.Features.SetSelected([]string{scenario.FeatureMinorRiver, scenario.FeatureFord})
	commitForms(t, ed)
	s := ed.Doc.Scenario()
	hs := s.Map.Hexsides[document.HexsideIndex(s, document.SideKey(g, a, b))]
	if strings.Join(hs.Features, ",") != "minor_river,ford" {
		t.Errorf("features %v: the bridge should have become a ford", hs.Features)
	}
	ed.Doc.Undo()
	hs = ed.Doc.Scenario().Map.Hexsides[document.HexsideIndex(ed.Doc.Scenario(), document.SideKey(g, a, b))]
	if strings.Join(hs.Features, ",") != "minor_river,bridge" {
		t.Errorf("one undo gave %v", hs.Features)
	}
}
