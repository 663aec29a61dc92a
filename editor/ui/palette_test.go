package ui

import (
	"github.com/aide-de-camp/adc/editor/document"
	"github.com/aide-de-camp/adc/scenarios"
	"strings"
	"testing"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/test"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/scenario"
)

func TestPaletteShowsEveryTerrainWithItsKey(t *testing.T) {
	ed, w := newEditor(t)
	ids := terrainIDs(ed.Doc.Scenario())
	if len(ed.Palette.buttons) != len(ids) {
		t.Errorf("%d swatches for %d terrains", len(ed.Palette.buttons), len(ids))
	}
	for _, id := range ids {
		b := ed.Palette.buttons[id]
		if b == nil || b.Icon == nil {
			t.Errorf("terrain %s has no swatch", id)
		}
	}
	keys := ed.Palette.Keys()
	if len(keys) < 3 || keys[0] != scenario.TerrainClear {
		t.Fatalf("keys %v, want clear first", keys)
	}
	// Key 3 takes the third terrain and the Terrain tool.
	w.Canvas().OnTypedRune()('3')
	if ed.terrain != keys[2] || ed.Tool() != ToolTerrain {
		t.Errorf("3 chose %s with %s, want %s with the Terrain tool", ed.terrain, ed.Tool(), keys[2])
	}
	if b := ed.Palette.buttons[keys[2]]; b.Importance != widget.HighImportance || !strings.HasPrefix(b.Text, "3 ") {
		t.Errorf("the chosen swatch %q is not marked, or does not show its key", b.Text)
	}
	// A click on a swatch chooses it too; the Brush tool stays.
	key(w, fyne.KeyB)
	test.Tap(ed.Palette.buttons[keys[0]])
	if ed.terrain != keys[0] || ed.Tool() != ToolBrush {
		t.Errorf("the swatch chose %s with %s", ed.terrain, ed.Tool())
	}
}

func TestTerrainAtTheCursorAndZonesOverlay(t *testing.T) {
	ed, w := newEditor(t)
	key(w, fyne.KeyT)
	ed.SetTerrain(scenario.TerrainForest)
	h, _ := ed.Doc.Scenario().Grid().Parse("0303")
	ed.Map.hover = &h
	o := ed.Map.overlay()
	if o.PreviewTerrain != scenario.TerrainForest || len(o.Preview) != 1 || o.Preview[0] != h {
		t.Errorf("overlay %q %v, want forest at the hovered hex", o.PreviewTerrain, o.Preview)
	}
	// A zone is drawn whatever the tool, until View hides the markings.
	ed.Doc.Apply(zoneCommand(ed, []string{"0303", "0304"}))
	if o = ed.Map.overlay(); len(o.Zones) != 1 || len(o.Zones[0].Hexes) != 2 {
		t.Fatalf("zones %+v, want the zone's two hexes", o.Zones)
	}
	key(w, fyne.KeyZ)
	if o = ed.Map.overlay(); len(o.Zones) != 0 || !o.HideMarkings {
		t.Error("Z did not hide the zones and markings")
	}
}

// zoneCommand adds a French deployment zone over codes.
func zoneCommand(ed *Editor, codes []string) document.Command {
	old := ed.Doc.Scenario().Deployment
	return document.Command{Label: "zone",
		Do: func(s *scenario.Scenario) {
			s.Deployment = append(s.Deployment, scenario.DeployZone{ID: "z", Side: scenario.French, Hexes: codes})
		},
		Undo: func(s *scenario.Scenario) { s.Deployment = old }}
}

func TestOddsPreviewAnswersForTheSelectedAttackers(t *testing.T) {
	a := test.NewTempApp(t)
	data, err := scenarios.Open("bussaco20-espana")
	if err != nil {
		t.Fatal(err)
	}
	s, err := scenario.Parse(data, "bussaco20-espana.yaml")
	if err != nil {
		t.Fatal(err)
	}
	w := test.NewTempWindow(t, nil)
	ed := New(a, w, document.New(s, ""), document.Store{Dir: t.TempDir()})
	ed.NoDialogs = true
	w.SetContent(ed.Content())
	w.Resize(fyne.NewSize(1280, 720))
	for id, code := range map[string]string{"fr-montbrun": "0510", "fr-marchand": "0511"} {
		if err := ed.Doc.PlaceUnit(id, code, ""); err != nil {
			t.Fatal(err)
		}
	}
	for _, id := range []string{"fr-montbrun", "fr-marchand"} {
		ed.selectUnit(id)
		key(w, fyne.KeyX)
	}
	if got := ed.Attackers(); len(got) != 2 {
		t.Fatalf("attackers %v", got)
	}
	want, err := document.Odds(ed.Doc.Scenario(), "", []string{"fr-montbrun", "fr-marchand"}, []string{"al-hill"})
	if err != nil {
		t.Fatal(err)
	}
	ed.selectUnit("al-hill")
	if ed.Props.Odds == nil || !strings.Contains(ed.Props.Odds.Text, want.Summary()[:30]) {
		t.Errorf("Properties shows no odds, or other odds than adc odds (%q)", want.Summary())
	}
	s = ed.Doc.Scenario()
	h, _ := s.Grid().Parse(s.Units[document.UnitIndex(s, "al-hill")].Placement.Hex)
	if got := ed.oddsStatus(h); !strings.Contains(got, want.Summary()) {
		t.Errorf("hovering the defender says %q, want %q", got, want.Summary())
	}
	key(w, fyne.KeyEscape)
	if len(ed.Attackers()) != 0 {
		t.Error("Escape kept the attackers")
	}
}

func TestNoEditorHintSpeaksYAML(t *testing.T) {
	f := scenario.Finding{Check: "card-number-unknown", Message: "card number is not given by the rulebook", Hint: "add number: N from the printed card when known"}
	if got := findingText(f); strings.Contains(got, "number:") || !strings.Contains(got, "Event deck") {
		t.Errorf("the panel says %q, want the editor's words", got)
	}
	for check, h := range editorHints {
		if strings.Contains(h, ": ") || strings.Contains(h, "map.") || strings.Contains(h, "_") {
			t.Errorf("hint of %s speaks the file's fields: %q", check, h)
		}
	}
}

func TestANewUnitIsSetUpAndAnUnplacedOneIsMarked(t *testing.T) {
	u := scenario.Unit{ID: "fr-9", Name: "Ney", Side: scenario.French, Type: scenario.TypeInfantry,
		Placement: scenario.Placement{Kind: scenario.PlaceSetup}}
	if got := UnitSummary(&u); !strings.HasPrefix(got, "⚠ unplaced") {
		t.Errorf("an unplaced unit reads %q in the list", got)
	}
	u.Placement.Hex = "0404"
	if got := UnitSummary(&u); !strings.HasPrefix(got, "@0404") {
		t.Errorf("a placed unit reads %q", got)
	}
}
