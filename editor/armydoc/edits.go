package armydoc

import (
	"fmt"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/odn"
)

// Field is a column of the army table or a field of a corps or of the army.
type Field string

// The fields the editor edits.
const (
	FieldName     Field = "name"
	FieldID       Field = "id"
	FieldType     Field = "type"
	FieldWeight   Field = "weight"
	FieldQuality  Field = "quality"
	FieldStrength Field = "strength" // "3000" men, "75%", or "" for full strength
	FieldInherent Field = "inherent_artillery"
	FieldNation   Field = "nation"
	FieldNotes    Field = "notes"

	FieldCommander   Field = "commander"    // corps
	FieldMoraleBonus Field = "morale_bonus" // corps and army headquarters
	FieldArmy        Field = "army"         // the army's name
	FieldYear        Field = "year"
	FieldHQName      Field = "headquarters" // the army headquarters' name
)

// typed fields merge their edits (one undo step per run of typing); the
// drop-downs' do not.
var typed = map[Field]bool{FieldName: true, FieldID: true, FieldStrength: true, FieldNotes: true,
	FieldCommander: true, FieldArmy: true, FieldYear: true, FieldHQName: true}

func merge(key string, f Field) string {
	if typed[f] {
		return key + "/" + string(f)
	}
	return ""
}

// UnitField returns the text of a unit's field as the table shows it.
func UnitField(u odn.Unit, f Field) string {
	switch f {
	case FieldName:
		return u.Name
	case FieldID:
		return u.ID
	case FieldType:
		return u.Type
	case FieldWeight:
		return u.Weight
	case FieldQuality:
		return u.Quality
	case FieldStrength:
		return StrengthText(u)
	case FieldInherent:
		if u.InherentArtillery == "" {
			return "none"
		}
		return u.InherentArtillery
	case FieldNation:
		return u.Nation
	case FieldNotes:
		return u.Notes
	}
	return ""
}

// StrengthText is a unit's strength as typed in the table: "3000" (men),
// "75%", or "" for full strength.
func StrengthText(u odn.Unit) string {
	switch {
	case u.Men != nil:
		return strconv.Itoa(*u.Men)
	case u.Percent != nil:
		return strconv.Itoa(*u.Percent) + "%"
	}
	return ""
}

// ParseStrength reads a strength typed in the table (Understrength units,
// p.4): a number of men, a percent of full strength, or nothing.
func ParseStrength(s string) (men, percent *int, err error) {
	s = strings.TrimSpace(s)
	if s == "" || strings.EqualFold(s, "full") {
		return nil, nil, nil
	}
	if p, ok := strings.CutSuffix(s, "%"); ok {
		n, err := strconv.Atoi(strings.TrimSpace(p))
		if err != nil || n <= 0 || n > 100 {
			return nil, nil, fmt.Errorf("strength %q: a percent of full strength is 1%% to 100%%", s)
		}
		return nil, &n, nil
	}
	n, err := strconv.Atoi(strings.ReplaceAll(s, ",", ""))
	if err != nil || n <= 0 {
		return nil, nil, fmt.Errorf("strength %q: give men (3000), a percent of full strength (75%%), or leave it empty for full strength", s)
	}
	return &n, nil, nil
}

func (d *Document) unitAt(a *odn.Army, ci, ui int) (*odn.Unit, error) {
	if ci < 0 || ci >= len(a.Corps) || ui < 0 || ui >= len(a.Corps[ci].Units) {
		return nil, fmt.Errorf("armydoc: no unit %d of corps %d", ui, ci)
	}
	return &a.Corps[ci].Units[ui], nil
}

// SetUnitField sets one field of unit ui of corps ci from its text. A
// strength that cannot be read is an error and changes nothing; any other
// value is kept as typed, for the validator to judge.
func (d *Document) SetUnitField(ci, ui int, f Field, value string) error {
	label := "Edit " + strings.ReplaceAll(string(f), "_", " ")
	return d.Edit(label, merge(fmt.Sprintf("unit/%d/%d", ci, ui), f), func(a *odn.Army) error {
		u, err := d.unitAt(a, ci, ui)
		if err != nil {
			return err
		}
		old := u.Name
		switch f {
		case FieldName:
			u.Name = value
		case FieldID:
			u.ID = value
		case FieldType:
			u.Type = value
		case FieldWeight:
			u.Weight = value
		case FieldQuality:
			u.Quality = value
		case FieldStrength:
			men, pct, err := ParseStrength(value)
			if err != nil {
				return fmt.Errorf("unit %q: %w", u.Name, err)
			}
			u.Men, u.Percent = men, pct
		case FieldInherent:
			if value == "none" {
				value = ""
			}
			u.InherentArtillery = value
		case FieldNation:
			u.Nation = value
		case FieldNotes:
			u.Notes = value
		default:
			return fmt.Errorf("armydoc: a unit has no field %q", f)
		}
		if f == FieldName {
			d.renameHits(old, value)
		}
		return nil
	})
}

// renameHits carries the roster ticks of a unit over to its new name.
func (d *Document) renameHits(old, name string) {
	d.mu.Lock()
	defer d.mu.Unlock()
	if n, ok := d.hits[old]; ok && old != name {
		delete(d.hits, old)
		d.hits[name] = n
	}
}

// SetCorpsField sets the name, commander, morale bonus or nation of corps ci.
func (d *Document) SetCorpsField(ci int, f Field, value string) error {
	return d.Edit("Edit corps "+strings.ReplaceAll(string(f), "_", " "), merge(fmt.Sprintf("corps/%d", ci), f), func(a *odn.Army) error {
		if ci < 0 || ci >= len(a.Corps) {
			return fmt.Errorf("armydoc: no corps %d", ci)
		}
		c := &a.Corps[ci]
		switch f {
		case FieldName:
			c.Name = value
		case FieldCommander:
			c.Commander = value
		case FieldNation:
			c.Nation = value
		case FieldMoraleBonus:
			n, err := bonus(value)
			if err != nil {
				return fmt.Errorf("corps %q: %w", c.Name, err)
			}
			c.MoraleBonus = n
		default:
			return fmt.Errorf("armydoc: a corps has no field %q", f)
		}
		return nil
	})
}

func bonus(s string) (int, error) {
	n, err := strconv.Atoi(strings.TrimPrefix(strings.TrimSpace(s), "+"))
	if err != nil || n < 0 || n > 10 {
		return 0, fmt.Errorf("morale bonus %q: give a whole number from 0 to 10 (Headquarters, p.13: usually +1 for a corps, +2 for the army, +3 for Napoleon)", s)
	}
	return n, nil
}

// SetArmyField sets the army's name, nation, year, notes, or its
// headquarters' name or morale bonus (an empty headquarters name removes
// the army headquarters).
func (d *Document) SetArmyField(f Field, value string) error {
	return d.Edit("Edit army "+strings.ReplaceAll(string(f), "_", " "), merge("army", f), func(a *odn.Army) error {
		switch f {
		case FieldArmy:
			a.Army = value
		case FieldNation:
			a.Nation = value
		case FieldNotes:
			a.Notes = value
		case FieldYear:
			if strings.TrimSpace(value) == "" {
				a.Year = 0
				return nil
			}
			n, err := strconv.Atoi(strings.TrimSpace(value))
			if err != nil {
				return fmt.Errorf("army year %q: give a year such as 1812, or nothing", value)
			}
			a.Year = n
		case FieldHQName:
			switch {
			case strings.TrimSpace(value) == "":
				a.Headquarters = nil
			case a.Headquarters == nil:
				a.Headquarters = &odn.Headquarters{Name: value, MoraleBonus: 2}
			default:
				a.Headquarters.Name = value
			}
		case FieldMoraleBonus:
			n, err := bonus(value)
			if err != nil {
				return fmt.Errorf("army headquarters: %w", err)
			}
			if a.Headquarters == nil {
				a.Headquarters = &odn.Headquarters{Name: "Army headquarters"}
			}
			a.Headquarters.MoraleBonus = n
		default:
			return fmt.Errorf("armydoc: the army has no field %q", f)
		}
		return nil
	})
}

// AddUnit appends a new infantry unit to corps ci and returns its index.
func (d *Document) AddUnit(ci int) (int, error) {
	ui := -1
	err := d.Edit("Add unit", "", func(a *odn.Army) error {
		if ci < 0 || ci >= len(a.Corps) {
			return fmt.Errorf("armydoc: no corps %d", ci)
		}
		name := freeName(a, "New unit")
		a.Corps[ci].Units = append(a.Corps[ci].Units, odn.Unit{Name: name, Type: "infantry", Quality: "VT", InherentArtillery: "foot"})
		ui = len(a.Corps[ci].Units) - 1
		return nil
	})
	return ui, err
}

// freeName returns base, or base with the first number that no unit has.
func freeName(a *odn.Army, base string) string {
	taken := map[string]bool{}
	for _, cu := range a.Units() {
		taken[strings.ToLower(cu.Unit.Name)] = true
	}
	for n := 1; ; n++ {
		name := fmt.Sprintf("%s %d", base, n)
		if !taken[strings.ToLower(name)] {
			return name
		}
	}
}

// RemoveUnit removes unit ui of corps ci.
func (d *Document) RemoveUnit(ci, ui int) error {
	return d.Edit("Remove unit", "", func(a *odn.Army) error {
		if _, err := d.unitAt(a, ci, ui); err != nil {
			return err
		}
		us := a.Corps[ci].Units
		a.Corps[ci].Units = append(us[:ui:ui], us[ui+1:]...)
		return nil
	})
}

// AddCorps appends a new corps with one unit and returns its index.
func (d *Document) AddCorps() (int, error) {
	ci := -1
	err := d.Edit("Add corps", "", func(a *odn.Army) error {
		name := fmt.Sprintf("Corps %d", len(a.Corps)+1)
		a.Corps = append(a.Corps, odn.Corps{Name: name, MoraleBonus: 1,
			Units: []odn.Unit{{Name: freeName(a, "New unit"), Type: "infantry", Quality: "VT", InherentArtillery: "foot"}}})
		ci = len(a.Corps) - 1
		return nil
	})
	return ci, err
}

// RemoveCorps removes corps ci and its units.
func (d *Document) RemoveCorps(ci int) error {
	return d.Edit("Remove corps", "", func(a *odn.Army) error {
		if ci < 0 || ci >= len(a.Corps) {
			return fmt.Errorf("armydoc: no corps %d", ci)
		}
		a.Corps = append(a.Corps[:ci:ci], a.Corps[ci+1:]...)
		return nil
	})
}

// SetUnitType changes a unit's type in one step with what the type implies
// (Available unit types, p.2; Fire, inherent unit artillery, p.7):
// artillery gets a weight it may have and loses inherent artillery; other
// types lose their weight.
func (d *Document) SetUnitType(ci, ui int, typ string, rs *odn.Ruleset) error {
	return d.Edit("Edit type", "", func(a *odn.Army) error {
		u, err := d.unitAt(a, ci, ui)
		if err != nil {
			return err
		}
		u.Type = typ
		t := rs.UnitType(typ)
		switch {
		case t == nil: // the validator names the unknown type
		case t.Arm == "artillery":
			u.InherentArtillery = ""
			ok := false
			for _, w := range t.Weights {
				ok = ok || w == u.Weight
			}
			if !ok && len(t.Weights) > 0 {
				u.Weight = t.Weights[0]
			}
		case t.Arm == "cavalry" && u.InherentArtillery == "foot":
			// Cavalry's inherent artillery is horse artillery (Fire,
			// inherent unit artillery (3), p.7): the foot battery goes.
			u.Weight = ""
			u.InherentArtillery = "horse"
		default:
			u.Weight = ""
		}
		return nil
	})
}
