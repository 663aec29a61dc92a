package odn

import (
	"fmt"
	"strings"
	"testing"
)

const attachedArmy = `format: adc-odn-army/1
army: Grande Armée, 1812
nation: france
headquarters: {name: Napoleon, morale_bonus: 3}
corps:
  - name: IV Corps
    morale_bonus: 1
    units:
      - {name: 13th Division, type: infantry, quality: VT, attached: army}
      - {name: 14th Division, type: infantry, quality: CN, attached: corps, notes: "Broussier's division."}
      - {name: 15th Division, type: infantry, quality: CN}
`

// TestAttachedHeadquartersInTheList: "Napoleon +3" (Headquarters, p.13)
// attached to a unit in the army list itself reaches its roster, and a
// Morale Test of that unit takes the bonus with no --hq.
func TestAttachedHeadquartersInTheList(t *testing.T) {
	rs := mustRuleset(t)
	a, fs, err := ParseArmy("army.yaml", []byte(attachedArmy), rs)
	if err != nil || fs.HasErrors() {
		t.Fatalf("parse: %v %v", err, fs)
	}
	r, err := rs.BuildRoster(a)
	if err != nil {
		t.Fatal(err)
	}
	units := r.Corps[0].Units
	if h := units[0].Attached; h == nil || h.Level != HQArmy || h.Bonus != 3 || h.Name != "Napoleon" {
		t.Errorf("13th Division: attached %+v, want Napoleon, army, +3", h)
	}
	if h := units[1].Attached; h == nil || h.Level != HQCorps || h.Bonus != 1 {
		t.Errorf("14th Division: attached %+v, want IV Corps, +1", h)
	}
	if units[2].Attached != nil {
		t.Errorf("15th Division: attached %+v, want none", units[2].Attached)
	}
	if got, want := AttachedText(units[0].Attached), "Napoleon (army headquarters) attached: Morale Test +3"; got != want {
		t.Errorf("AttachedText = %q, want %q", got, want)
	}
	cu, ok := a.AttachedUnit(HQArmy, 0)
	if !ok || cu.Unit.Name != "13th Division" {
		t.Errorf("AttachedUnit(army) = %v %v", cu.Unit, ok)
	}
	h, err := a.ListedHeadquarters(cu)
	if err != nil {
		t.Fatal(err)
	}
	req := MoraleRequest{Ladder: units[0].Ladder, Level: "firm"}
	req.AttachHeadquarters(h, "", "")
	if req.Extra != 3 {
		t.Errorf("Morale Test bonus from the list %+d, want +3", req.Extra)
	}
	// The list is saved with its attachments and read back the same.
	data, err := MarshalArmy(a)
	if err != nil {
		t.Fatal(err)
	}
	if !strings.Contains(string(data), "attached: army") || !strings.Contains(string(data), "attached: corps") {
		t.Errorf("saved list lost its attachments:\n%s", data)
	}
}

func TestAttachMovesTheHeadquarters(t *testing.T) {
	rs := mustRuleset(t)
	a, _, err := ParseArmy("army.yaml", []byte(attachedArmy), rs)
	if err != nil {
		t.Fatal(err)
	}
	if err := a.Attach(0, 2, HQArmy); err != nil {
		t.Fatal(err)
	}
	if a.Corps[0].Units[0].Attached != "" || a.Corps[0].Units[2].Attached != HQArmy {
		t.Errorf("the army headquarters did not move: %q, %q", a.Corps[0].Units[0].Attached, a.Corps[0].Units[2].Attached)
	}
	if fs := rs.CheckArmy(a); fs.HasErrors() {
		t.Errorf("after moving: %v", fs)
	}
	if err := a.Attach(0, 1, HQNone); err != nil || a.Corps[0].Units[1].Attached != "" {
		t.Errorf("detach: %v, %q", err, a.Corps[0].Units[1].Attached)
	}
	if err := a.Attach(0, 1, "division"); err == nil {
		t.Error("an unknown level is accepted")
	}
	a.Headquarters = nil
	if err := a.Attach(0, 1, HQArmy); err == nil {
		t.Error("the army headquarters is attached in a list that has none")
	}
}

func TestAttachedRefused(t *testing.T) {
	rs := mustRuleset(t)
	for _, c := range []struct{ name, edit, want string }{
		{"two units with the army headquarters", "quality: CN, attached: army}", "is attached to \"13th Division\" and to \"15th Division\""},
		{"two units with the corps headquarters", "quality: CN, attached: corps}", "the headquarters of corps \"IV Corps\" is attached to"},
		{"an unknown level", "quality: CN, attached: division}", "attached must be corps or army"},
	} {
		t.Run(c.name, func(t *testing.T) {
			src := attachedArmy
			i := strings.LastIndex(src, "quality: CN}")
			src = src[:i] + c.edit + src[i+len("quality: CN}"):]
			_, fs, err := ParseArmy("army.yaml", []byte(src), rs)
			if err != nil {
				t.Fatal(err)
			}
			found := false
			for _, f := range fs {
				if strings.Contains(f.Message, c.want) && f.Severity == Error && f.Line == 11 {
					found = true
				}
			}
			if !found {
				t.Errorf("no error %q at line 11 in %v", c.want, fs)
			}
		})
	}
	t.Run("army headquarters missing", func(t *testing.T) {
		src := strings.Replace(attachedArmy, "headquarters: {name: Napoleon, morale_bonus: 3}\n", "", 1)
		_, fs, err := ParseArmy("army.yaml", []byte(src), rs)
		if err != nil {
			t.Fatal(err)
		}
		if !strings.Contains(fmt.Sprint(fs), "no army headquarters") {
			t.Errorf("findings %v", fs)
		}
	})
}
