package odn

import (
	"fmt"
	"io"
	"reflect"
	"regexp"
	"sort"
	"strconv"
	"strings"
)

// ArmyFormat is the format tag every army list carries.
const ArmyFormat = "adc-odn-army/1"

// Army is an army list: the army headquarters and its corps of units.
//
//	format: adc-odn-army/1
//	army: Grande Armée, 1812
//	nation: france
//	headquarters: {name: Napoleon, morale_bonus: 3}
//	corps:
//	  - name: IV Corps
//	    morale_bonus: 1
//	    units:
//	      - {name: 13th Division, type: infantry, quality: VT, men: 3000, inherent_artillery: foot}
type Army struct {
	Format       string        `yaml:"format" validate:"required" json:"format"`
	Army         string        `yaml:"army" validate:"required,max=200" json:"army"`
	Nation       string        `yaml:"nation" validate:"required" json:"nation"`
	Year         int           `yaml:"year" validate:"omitempty,gte=1700,lte=1900" json:"year"`
	Notes        string        `yaml:"notes" json:"notes"`
	Headquarters *Headquarters `yaml:"headquarters" json:"headquarters"`
	Corps        []Corps       `yaml:"corps" validate:"required,min=1,dive" json:"corps"`

	// File is the name the army was loaded from, for messages.
	File string `yaml:"-" json:"file"`
	pos  fieldPositions
}

// Headquarters is the army headquarters: its bonus to Morale Tests of the
// unit it is attached to (Headquarters, p.13; usually +2, Napoleon +3).
type Headquarters struct {
	Name        string `yaml:"name" validate:"required" json:"name"`
	MoraleBonus int    `yaml:"morale_bonus" validate:"gte=0,lte=10" json:"morale_bonus"`
}

// Corps is a corps headquarters and its units (usually +1 to Morale Tests).
type Corps struct {
	Name        string `yaml:"name" validate:"required,max=120" json:"name"`
	Commander   string `yaml:"commander" json:"commander"`
	MoraleBonus int    `yaml:"morale_bonus" validate:"gte=0,lte=10" json:"morale_bonus"`
	Nation      string `yaml:"nation" json:"nation"` // default: the army's
	Units       []Unit `yaml:"units" validate:"required,min=1,dive" json:"units"`
}

// Unit is one division, brigade or artillery battalion.
type Unit struct {
	Name              string   `yaml:"name" validate:"required,max=120" json:"name"`
	ID                string   `yaml:"id" json:"id"` // how it is identified on the table
	Type              string   `yaml:"type" validate:"required" json:"type"`
	Weight            string   `yaml:"weight" json:"weight"` // artillery only: light, medium, heavy
	Quality           string   `yaml:"quality" validate:"required" json:"quality"`
	Men               *int     `yaml:"men" validate:"omitempty,gt=0,lte=1000000" json:"men"`
	Percent           *int     `yaml:"percent" validate:"omitempty,gt=0,lte=100" json:"percent"`
	InherentArtillery string   `yaml:"inherent_artillery" validate:"omitempty,oneof=none foot horse" json:"inherent_artillery"`
	Nation            string   `yaml:"nation" json:"nation"` // default: the corps' or army's
	Traits            []string `yaml:"traits" json:"traits"`
	Notes             string   `yaml:"notes" json:"notes"`
	// Attached is the headquarters attached to the unit (Headquarters,
	// p.13): HQCorps (its corps'), HQArmy, or empty for none. A
	// headquarters is attached to one unit at a time.
	Attached string `yaml:"attached" json:"attached"`
}

// Units returns every unit with its corps, in file order.
func (a *Army) Units() []CorpsUnit {
	var out []CorpsUnit
	for ci := range a.Corps {
		for ui := range a.Corps[ci].Units {
			out = append(out, CorpsUnit{Corps: &a.Corps[ci], Unit: &a.Corps[ci].Units[ui], CorpsIndex: ci, UnitIndex: ui})
		}
	}
	return out
}

// CorpsUnit is a unit with the corps it belongs to.
type CorpsUnit struct {
	Corps      *Corps `json:"corps"`
	Unit       *Unit  `json:"unit"`
	CorpsIndex int    `json:"corps_index"`
	UnitIndex  int    `json:"unit_index"`
}

// NationOf returns the unit's nation: its own, its corps' or the army's.
func (a *Army) NationOf(cu CorpsUnit) string {
	switch {
	case cu.Unit.Nation != "":
		return cu.Unit.Nation
	case cu.Corps.Nation != "":
		return cu.Corps.Nation
	}
	return a.Nation
}

// Unit finds a unit by name (case-insensitive).
func (a *Army) Unit(name string) (CorpsUnit, bool) {
	for _, cu := range a.Units() {
		if strings.EqualFold(cu.Unit.Name, name) {
			return cu, true
		}
	}
	return CorpsUnit{}, false
}

// LoadArmy reads and validates an army list against rs. err is a
// *SyntaxError when the file cannot be read or parsed (exit status 2); the
// findings hold everything else (exit status 1 when any is an Error).
func LoadArmy(file string, r io.Reader, rs *Ruleset) (*Army, Findings, error) {
	data, err := readLimited(file, r)
	if err != nil {
		return nil, nil, err
	}
	return ParseArmy(file, data, rs)
}

// ParseArmy is LoadArmy on bytes.
func ParseArmy(file string, data []byte, rs *Ruleset) (*Army, Findings, error) {
	if len(data) > MaxFileSize {
		return nil, nil, &SyntaxError{File: file, Message: "file is larger than 16 MiB; refused"}
	}
	doc, err := parseYAML(file, data)
	if err != nil {
		return nil, nil, err
	}
	var fs Findings
	pos := fieldPositions{}
	strictCheck(file, doc, reflect.TypeOf(Army{}), "", pos, &fs)
	a := &Army{File: file, pos: pos}
	if dfs := decodeNode(file, doc.Content[0], a); len(dfs) > 0 {
		return nil, append(fs, dfs...), nil
	}
	for i := range fs { // name the unit or corps of unknown and duplicate keys
		fs[i].Object = a.objectFor(fs[i].Object)
	}
	fs = append(fs, structFindings(file, a, pos, a.objectFor)...)
	fs = append(fs, rs.CheckArmy(a)...)
	sort.SliceStable(fs, func(i, j int) bool { return fs[i].Line < fs[j].Line })
	return a, fs, nil
}

var unitPathRe = regexp.MustCompile(`^Corps\[(\d+)\](?:\.Units\[(\d+)\])?`)

// objectFor names the unit or corps a validator namespace points into.
func (a *Army) objectFor(ns string) string {
	m := unitPathRe.FindStringSubmatch(ns)
	if m == nil {
		return "army"
	}
	ci, _ := strconv.Atoi(m[1])
	if ci >= len(a.Corps) {
		return "army"
	}
	if m[2] == "" {
		return fmt.Sprintf("corps %q", a.Corps[ci].Name)
	}
	ui, _ := strconv.Atoi(m[2])
	if ui >= len(a.Corps[ci].Units) {
		return fmt.Sprintf("corps %q", a.Corps[ci].Name)
	}
	return fmt.Sprintf("unit %q", a.Corps[ci].Units[ui].Name)
}

// at returns the position of a field path, falling back to its parents.
func (a *Army) at(path string) (int, int) {
	for p := path; p != ""; {
		if l, ok := a.pos[p]; ok {
			return l[0], l[1]
		}
		j := strings.LastIndexAny(p, ".[")
		if j < 0 {
			break
		}
		p = p[:j]
	}
	return 0, 0
}

// CheckArmy runs the rules-aware checks on a decoded army list: known
// nations, types, weights, qualities and traits; possible strengths; unique
// unit names; sensible inherent artillery and headquarters bonuses.
func (rs *Ruleset) CheckArmy(a *Army) Findings {
	var fs Findings
	add := func(sev Severity, path, object, rule, msg, hint string) {
		l, c := a.at(path)
		fs = append(fs, Finding{File: a.File, Line: l, Col: c, Severity: sev, Object: object, Rule: rule, Message: msg, Hint: hint})
	}
	if a.Format != ArmyFormat {
		add(Error, "Format", "army", "", fmt.Sprintf("format is %q, want %q", a.Format, ArmyFormat), "set format: "+ArmyFormat)
	}
	checkNation := func(path, object, n string) {
		if n != "" && rs.Nation(n) == nil {
			add(Error, path, object, "Unit charts (p.3)", fmt.Sprintf("unknown nation %q", n), didYouMean(n, rs.NationIDs()))
		}
	}
	checkNation("Nation", "army", a.Nation)
	if a.Headquarters != nil && a.Headquarters.MoraleBonus > 3 {
		add(Warning, "Headquarters.MoraleBonus", "army headquarters", "Headquarters (p.13)", fmt.Sprintf("morale bonus +%d is above the usual +2 (Napoleon +3)", a.Headquarters.MoraleBonus), "check the scenario")
	}
	fs = append(fs, a.checkAttached()...)
	typeIDs := make([]string, len(rs.UnitTypes))
	for i, t := range rs.UnitTypes {
		typeIDs[i] = t.ID
	}
	traitIDs := make([]string, len(rs.Traits))
	for i, t := range rs.Traits {
		traitIDs[i] = t.ID
	}
	firstAt, idAt := map[string]int{}, map[string]int{}
	for _, cu := range a.Units() {
		cp := fmt.Sprintf("Corps[%d]", cu.CorpsIndex)
		up := fmt.Sprintf("%s.Units[%d]", cp, cu.UnitIndex)
		u := cu.Unit
		obj := fmt.Sprintf("unit %q", u.Name)
		if cu.UnitIndex == 0 {
			checkNation(cp+".Nation", fmt.Sprintf("corps %q", cu.Corps.Name), cu.Corps.Nation)
			if cu.Corps.MoraleBonus > 3 {
				add(Warning, cp+".MoraleBonus", fmt.Sprintf("corps %q", cu.Corps.Name), "Headquarters (p.13)", fmt.Sprintf("morale bonus +%d is above the usual +1", cu.Corps.MoraleBonus), "check the scenario")
			}
		}
		key := strings.ToLower(strings.TrimSpace(u.Name))
		if l, dup := firstAt[key]; dup && key != "" {
			add(Error, up+".Name", obj, "Unit roster (p.3)", fmt.Sprintf("duplicate unit name (first at line %d)", l), "give every unit a distinct name")
		} else {
			l, _ := a.at(up + ".Name")
			firstAt[key] = l
		}
		// The id is how a unit is identified on the table: two units with
		// one id cannot be told apart there, nor on the rosters.
		if id := strings.ToLower(strings.TrimSpace(u.ID)); id != "" {
			if l, dup := idAt[id]; dup {
				add(Error, up+".ID", obj, "Unit roster (p.3)", fmt.Sprintf("duplicate table id %q (first at line %d)", u.ID, l), "give every unit a distinct id")
			} else {
				l, _ := a.at(up + ".ID")
				idAt[id] = l
			}
		}
		checkNation(up+".Nation", obj, u.Nation)
		nation := a.NationOf(cu)
		q := rs.Quality(u.Quality)
		if u.Quality != "" && q == nil {
			add(Error, up+".Quality", obj, "Unit charts (p.3)", fmt.Sprintf("unknown quality %q", u.Quality), didYouMean(u.Quality, rs.QualityCodes()))
		}
		if q != nil && q.MeleeAfterHits != nil && nation != "france" {
			add(Warning, up+".Quality", obj, "Special: the Old Guard (p.4)", fmt.Sprintf("%s quality is for French units (nation is %s)", q.Name, nation), "use GD for other nations' guards")
		}
		t := rs.UnitType(u.Type)
		if u.Type != "" && t == nil {
			add(Error, up+".Type", obj, "Available unit types (p.2)", fmt.Sprintf("unknown unit type %q", u.Type), didYouMean(u.Type, typeIDs))
		}
		if t != nil {
			if t.Arm == "artillery" {
				switch {
				case u.Weight == "":
					add(Error, up, obj, "Available unit types (p.2)", "artillery needs a weight", "accepted: "+strings.Join(t.Weights, ", "))
				case !contains(t.Weights, u.Weight):
					add(Error, up+".Weight", obj, "Available unit types (p.2)", fmt.Sprintf("weight %q is not allowed for %s", u.Weight, t.Label), didYouMean(u.Weight, t.Weights))
				}
				if u.InherentArtillery != "" && u.InherentArtillery != "none" {
					add(Error, up+".InherentArtillery", obj, "Fire, inherent unit artillery (p.7)", "artillery cannot have inherent artillery", "only infantry and cavalry units have inherent artillery")
				}
			} else if u.Weight != "" {
				add(Error, up+".Weight", obj, "Available unit types (p.2)", "only artillery has a weight", "remove weight")
			}
			if t.Arm == "cavalry" && u.InherentArtillery == "foot" {
				add(Warning, up+".InherentArtillery", obj, "Fire, inherent unit artillery (3) (p.7)", "cavalry inherent artillery is normally horse artillery", "use inherent_artillery: horse")
			}
		}
		if u.Men != nil && u.Percent != nil {
			add(Error, up+".Men", obj, "Understrength units (p.4)", "give men or percent, not both", "remove one of them")
		}
		if u.Men != nil && t != nil && *u.Men > 0 {
			full := rs.FullStrengthMen(u.Type)
			switch {
			case full == 0:
				add(Error, up+".Men", obj, "Understrength units (p.4)", fmt.Sprintf("no full strength in men is known for %s", t.Label), "give percent: instead, or add the type to hit_boxes.full_strength_men in a house-rule ruleset")
			case *u.Men > full:
				add(Error, up+".Men", obj, "Understrength units (p.4)", fmt.Sprintf("impossible strength: %d men is more than full strength (%d)", *u.Men, full), fmt.Sprintf("at most %d", full))
			}
		}
		for i, tr := range u.Traits {
			if !contains(traitIDs, tr) {
				add(Error, fmt.Sprintf("%s.Traits[%d]", up, i), obj, "Optional national characteristics (p.15)", fmt.Sprintf("unknown trait %q", tr), didYouMean(tr, traitIDs))
			}
		}
	}
	return fs
}

func contains(list []string, s string) bool {
	for _, x := range list {
		if x == s {
			return true
		}
	}
	return false
}

// FullStrengthMen returns the full strength in men of a unit type, or 0.
func (rs *Ruleset) FullStrengthMen(unitType string) int {
	for _, f := range rs.HitBoxes.FullStrengthMen {
		if f.Type == unitType {
			return f.Men
		}
	}
	return 0
}
