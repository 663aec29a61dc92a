package odn

import (
	"bytes"
	"fmt"

	"go.yaml.in/yaml/v3"
)

// The canonical form of an army list: the keys in the order of the Army
// type, empty optional keys left out, so that the same army always gives
// the same bytes and ParseArmy(MarshalArmy(a)) gives a back.

type armyOut struct {
	Format       string        `yaml:"format"`
	Army         string        `yaml:"army"`
	Nation       string        `yaml:"nation"`
	Year         int           `yaml:"year,omitempty"`
	Notes        string        `yaml:"notes,omitempty"`
	Headquarters *Headquarters `yaml:"headquarters,omitempty"`
	Corps        []corpsOut    `yaml:"corps"`
}

type corpsOut struct {
	Name        string    `yaml:"name"`
	Commander   string    `yaml:"commander,omitempty"`
	MoraleBonus int       `yaml:"morale_bonus,omitempty"`
	Nation      string    `yaml:"nation,omitempty"`
	Units       []unitOut `yaml:"units"`
}

type unitOut struct {
	Name              string   `yaml:"name"`
	ID                string   `yaml:"id,omitempty"`
	Type              string   `yaml:"type"`
	Weight            string   `yaml:"weight,omitempty"`
	Quality           string   `yaml:"quality"`
	Men               *int     `yaml:"men,omitempty"`
	Percent           *int     `yaml:"percent,omitempty"`
	InherentArtillery string   `yaml:"inherent_artillery,omitempty"`
	Nation            string   `yaml:"nation,omitempty"`
	Traits            []string `yaml:"traits,omitempty,flow"`
	Notes             string   `yaml:"notes,omitempty"`
	Attached          string   `yaml:"attached,omitempty"`
}

// MarshalArmy returns the canonical YAML of an army list: the format line
// first, keys in a fixed order, empty optional keys left out. Comments of
// the file the army was read from are not kept.
//
//	data, err := odn.MarshalArmy(army)
//	again, findings, err := odn.ParseArmy("army.yaml", data, rs) // the same army
func MarshalArmy(a *Army) ([]byte, error) {
	if a == nil {
		return nil, fmt.Errorf("odn: marshal army: no army")
	}
	out := armyOut{Format: a.Format, Army: a.Army, Nation: a.Nation, Year: a.Year, Notes: a.Notes, Headquarters: a.Headquarters,
		Corps: make([]corpsOut, len(a.Corps))}
	for i, c := range a.Corps {
		co := corpsOut{Name: c.Name, Commander: c.Commander, MoraleBonus: c.MoraleBonus, Nation: c.Nation, Units: make([]unitOut, len(c.Units))}
		for j, u := range c.Units {
			co.Units[j] = unitOut(u) // the same fields; only the YAML tags differ
		}
		out.Corps[i] = co
	}
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(out); err != nil {
		return nil, fmt.Errorf("odn: marshal army %q: %w", a.Army, err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("odn: marshal army %q: %w", a.Army, err)
	}
	return buf.Bytes(), nil
}

// Clone returns a deep copy of the army, for edits that must leave the
// original untouched (undo keeps the old values).
func (a *Army) Clone() *Army {
	if a == nil {
		return nil
	}
	c := *a
	if a.Headquarters != nil {
		hq := *a.Headquarters
		c.Headquarters = &hq
	}
	c.Corps = make([]Corps, len(a.Corps))
	for i, co := range a.Corps {
		co.Units = append([]Unit(nil), co.Units...)
		for j := range co.Units {
			co.Units[j] = co.Units[j].Clone()
		}
		c.Corps[i] = co
	}
	return &c
}

// Clone returns a deep copy of the unit.
func (u Unit) Clone() Unit {
	if u.Men != nil {
		n := *u.Men
		u.Men = &n
	}
	if u.Percent != nil {
		n := *u.Percent
		u.Percent = &n
	}
	u.Traits = append([]string(nil), u.Traits...)
	if len(u.Traits) == 0 {
		u.Traits = nil
	}
	return u
}
