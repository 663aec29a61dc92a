package scenario

import (
	"bytes"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"
)

// LoadChartSet reads a chart set file (format "adc-charts") from r. It is
// as strict as Load: unknown keys, duplicate keys and wrong types are
// located errors.
func LoadChartSet(r io.Reader, name string) (*ChartSet, error) {
	data, err := readLimited(r, name)
	if err != nil {
		return nil, err
	}
	return ParseChartSet(data, name)
}

// ParseChartSet decodes a chart set from its bytes.
func ParseChartSet(data []byte, name string) (*ChartSet, error) {
	var cs ChartSet
	if _, err := decodeStrict(data, name, &cs, "a chart set starts with \"format: "+ChartSetTag+"\""); err != nil {
		return nil, err
	}
	if cs.Format != ChartSetTag {
		return nil, &LoadError{File: name, Line: 1, Col: 1, Msg: "not a chart set file", Hint: "a chart set starts with \"format: " + ChartSetTag + "\""}
	}
	return &cs, nil
}

// Resolve returns the charts a scenario plays with: the chart set set with
// the scenario's overrides applied. Terrain and hexside types merge by id
// (an override replaces the type with the same id, or adds a new one); the
// CRT, Rally Table, Morale Chart and Controlled Advance Table, when the
// scenario gives them, replace the set's whole. Notes are appended. set may
// be nil (no standard set). The inputs are not modified.
func Resolve(s *Scenario, set *ChartSet) *ChartSet {
	out := &ChartSet{}
	if set != nil {
		*out = *set
		out.Terrain = append([]TerrainType(nil), set.Terrain...)
		out.Hexsides = append([]HexsideType(nil), set.Hexsides...)
		out.Notes = append([]string(nil), set.Notes...)
	}
	if s == nil || s.Charts.Overrides == nil {
		return out
	}
	o := s.Charts.Overrides
	if o.CRT != nil {
		out.CRT = o.CRT
	}
	if o.Rally != nil {
		out.Rally = o.Rally
	}
	if o.Morale != nil {
		out.Morale = o.Morale
	}
	if o.ControlledAdvance != nil {
		out.ControlledAdvance = o.ControlledAdvance
	}
	for _, t := range o.Terrain {
		replaced := false
		for i := range out.Terrain {
			if out.Terrain[i].ID == t.ID {
				out.Terrain[i], replaced = t, true
				break
			}
		}
		if !replaced {
			out.Terrain = append(out.Terrain, t)
		}
	}
	for _, h := range o.Hexsides {
		replaced := false
		for i := range out.Hexsides {
			if out.Hexsides[i].ID == h.ID {
				out.Hexsides[i], replaced = h, true
				break
			}
		}
		if !replaced {
			out.Hexsides = append(out.Hexsides, h)
		}
	}
	out.Notes = append(out.Notes, o.Notes...)
	return out
}

// TerrainType returns the terrain type with the given id, or nil.
func (c *ChartSet) TerrainType(id string) *TerrainType {
	if c == nil {
		return nil
	}
	for i := range c.Terrain {
		if c.Terrain[i].ID == id {
			return &c.Terrain[i]
		}
	}
	return nil
}

// HexsideType returns the hexside type with the given id, or nil.
func (c *ChartSet) HexsideType(id string) *HexsideType {
	if c == nil {
		return nil
	}
	for i := range c.Hexsides {
		if c.Hexsides[i].ID == id {
			return &c.Hexsides[i]
		}
	}
	return nil
}

// Result looks up the CRT: the result code for a combat differential and a
// die roll (1-6), using the edge columns beyond the printed range. ok is
// false when the set has no CRT or the die is out of range.
func (c *CRT) Result(diff, die int) (code string, ok bool) {
	if c == nil || len(c.Columns) == 0 || die < 1 || die > 6 {
		return "", false
	}
	first, last := c.Columns[0], c.Columns[len(c.Columns)-1]
	if diff < first {
		diff = first
		if c.BelowFirst != nil {
			diff = *c.BelowFirst
		}
	}
	if diff > last {
		diff = last
		if c.AboveLast != nil {
			diff = *c.AboveLast
		}
	}
	col := -1
	for i, v := range c.Columns {
		if v == diff {
			col = i
		}
	}
	if col < 0 {
		return "", false
	}
	for _, r := range c.Rows {
		if r.Die == die && col < len(r.Results) {
			return r.Results[col], true
		}
	}
	return "", false
}

// MarshalChartSet returns the canonical YAML of a chart set.
func MarshalChartSet(c *ChartSet) ([]byte, error) {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(c); err != nil {
		return nil, fmt.Errorf("scenario: encode chart set: %w", err)
	}
	if err := enc.Close(); err != nil {
		return nil, fmt.Errorf("scenario: encode chart set: %w", err)
	}
	return buf.Bytes(), nil
}

// ValidateChartSet checks a chart set on its own (a standard set, or a
// chart set file a scenario names): structure (validator tags) and the
// consistency of its CRT (9.6: one row per die roll 1-6, one result per
// column, every code defined, columns ascending) and of its terrain and
// hexside types (unique ids). Paths are relative to the chart set.
func ValidateChartSet(cs *ChartSet) []Finding {
	if cs == nil {
		return []Finding{{Severity: Error, Rule: "format", Message: "no chart set", Check: "nil"}}
	}
	var out []Finding
	if err := structValidator().Struct(cs); err != nil {
		out = append(out, structuralFindings(err, "")...)
	}
	c := &checker{s: &Scenario{}, cs: cs}
	c.checkCRT(cs.CRT, "crt")
	seen := map[string]bool{}
	for i, t := range cs.Terrain {
		if seen[t.ID] {
			c.add(Error, "chart-terrain-unique", "9.4", fmt.Sprintf("terrain[%d].id", i), fmt.Sprintf("terrain %q", t.ID), "merge the two rows", "terrain type is defined twice")
		}
		seen[t.ID] = true
	}
	seen = map[string]bool{}
	for i, h := range cs.Hexsides {
		if seen[h.ID] {
			c.add(Error, "chart-hexside-unique", "9.4", fmt.Sprintf("hexsides[%d].id", i), fmt.Sprintf("hexside %q", h.ID), "merge the two rows", "hexside type is defined twice")
		}
		seen[h.ID] = true
	}
	return append(out, c.out...)
}
