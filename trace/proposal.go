package trace

import (
	"bytes"
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/scenario"
	"go.yaml.in/yaml/v3"
)

// ProposalFormat is the format: line of a proposal file.
const ProposalFormat = "adc-trace-proposal"

// ReviewBelow is the confidence under which a hex is listed for review.
const ReviewBelow = 0.9

// Proposal is what tracing a scan proposes for a scenario's map: the grid
// found, a terrain for each hex through the clusters the designer names,
// hexsides and roads, each with a confidence. Nothing in it is applied
// until the designer accepts it (adc trace --accept-above, or the
// editor's review).
type Proposal struct {
	Format   string       `yaml:"format"`
	Version  int          `yaml:"version"`
	Scan     string       `yaml:"scan"`     // the picture, relative to the scenario file
	Scenario string       `yaml:"scenario"` // the scenario's id
	Grid     ProposalGrid `yaml:"grid"`
	// Clusters: name each by setting terrain: (a terrain id of the chart
	// set); left empty, the suggestion applies at its own confidence.
	Clusters     []ProposalCluster     `yaml:"clusters"`
	Hexes        []ProposalHex         `yaml:"hexes"`
	SideClusters []ProposalSideCluster `yaml:"side_clusters,omitempty"`
	Hexsides     []ProposalSide        `yaml:"hexsides,omitempty"`
	Roads        []ProposalRoad        `yaml:"roads,omitempty"`
	// MarkGroups groups the Objectives, LOCs, entry areas and place names
	// read from printed symbols: name each group's side once (side:
	// french, anti-french, both for an entry area, or none to drop the
	// group). Marks lists them; a place takes the name typed in its
	// name: field.
	MarkGroups []ProposalMarkGroup `yaml:"mark_groups,omitempty"`
	Marks      []ProposalMark      `yaml:"marks,omitempty"`
	// Review lists the hexes whose terrain is less sure than ReviewBelow.
	Review []string `yaml:"review,flow,omitempty"`
	// Checklist is what tracing does not read and the designer adds.
	Checklist []string `yaml:"checklist,omitempty"`
}

// ProposalGrid is the grid found.
type ProposalGrid struct {
	Columns     int       `yaml:"columns"`
	Rows        int       `yaml:"rows"`
	RadiusPx    float64   `yaml:"radius_px"`
	RotationDeg float64   `yaml:"rotation_deg"`
	ResidualPx  float64   `yaml:"residual_px"`
	Placement   float64   `yaml:"placement"`
	Transform   []float64 `yaml:"transform,flow"` // map units -> pixels, row-major 3x3
	// Calibration is three hex centres in the picture, for the map's
	// background (render.BackgroundTransform).
	Calibration []scenario.Calibration `yaml:"calibration"`
	Notes       []string               `yaml:"notes,omitempty"`
}

// ProposalCluster is a group of hexes printed alike.
type ProposalCluster struct {
	ID                  int     `yaml:"id"`
	Hexes               int     `yaml:"hexes"`
	Colour              string  `yaml:"colour"`
	Example             string  `yaml:"example"`
	Suggested           string  `yaml:"suggested,omitempty"`
	SuggestedConfidence float64 `yaml:"suggested_confidence,omitempty"`
	Terrain             string  `yaml:"terrain"` // the designer's name for the cluster
}

// ProposalHex is one hex's cluster.
type ProposalHex struct {
	Hex        string  `yaml:"hex"`
	Cluster    int     `yaml:"cluster"`
	Confidence float64 `yaml:"confidence"`
}

// ProposalSideCluster is a group of hexsides printed alike. Name it by
// setting feature: to a hexside type, or "none" for lines that are no
// feature (terrain edges).
type ProposalSideCluster struct {
	ID                  int       `yaml:"id"`
	Sides               int       `yaml:"sides"`
	Colour              string    `yaml:"colour"`
	Width               float64   `yaml:"width"`
	Hachures            bool      `yaml:"hachures,omitempty"`
	Example             [2]string `yaml:"example,flow"`
	Suggested           string    `yaml:"suggested,omitempty"`
	SuggestedConfidence float64   `yaml:"suggested_confidence,omitempty"`
	Feature             string    `yaml:"feature"`
}

// ProposalSide is one hexside.
type ProposalSide struct {
	Between    [2]string `yaml:"between,flow"`
	Cluster    int       `yaml:"cluster"`
	Uphill     string    `yaml:"uphill,omitempty"`
	Confidence float64   `yaml:"confidence"`
}

// ProposalRoad is one road.
type ProposalRoad struct {
	Hexes      []string `yaml:"hexes,flow"`
	Confidence float64  `yaml:"confidence"`
	Kind       string   `yaml:"kind"` // road or trail; roads are proposed as road
}

// ProposalMarkGroup is a group of markings of one kind printed in one
// colour.
type ProposalMarkGroup struct {
	ID                  int     `yaml:"id"`
	Kind                string  `yaml:"kind"` // objective, loc, entry or place
	Marks               int     `yaml:"marks"`
	Colour              string  `yaml:"colour,omitempty"`
	Example             string  `yaml:"example"`
	Suggested           string  `yaml:"suggested,omitempty"`
	SuggestedConfidence float64 `yaml:"suggested_confidence,omitempty"`
	Side                string  `yaml:"side"` // the designer's: french, anti-french, both (entry areas), none
}

// ProposalMark is one marking.
type ProposalMark struct {
	Hex        string  `yaml:"hex"`
	Kind       string  `yaml:"kind"`
	Group      int     `yaml:"group"`
	Area       string  `yaml:"area,omitempty"` // an entry area's id
	Name       string  `yaml:"name,omitempty"` // a place's name, typed by the designer
	Confidence float64 `yaml:"confidence"`
}

// NewProposal writes r up as a proposal for s, traced from scan.
func NewProposal(r *Result, s *scenario.Scenario, scan string) *Proposal {
	g := s.Grid()
	p := &Proposal{Format: ProposalFormat, Version: 1, Scan: scan, Scenario: s.ID}
	fit := r.Grid
	p.Grid = ProposalGrid{Columns: g.Columns, Rows: g.Rows, RadiusPx: round3(fit.Radius), RotationDeg: round3(fit.RotationDeg),
		ResidualPx: round3(fit.Residual), Placement: round3(fit.Placement), Notes: fit.Notes}
	for _, v := range fit.ToImage {
		p.Grid.Transform = append(p.Grid.Transform, v)
	}
	p.Grid.Calibration = Calibration(fit.ToImage, g)
	for _, c := range r.Terrain.Clusters {
		p.Clusters = append(p.Clusters, ProposalCluster{ID: c.ID, Hexes: c.Hexes, Colour: c.Colour, Example: c.Example,
			Suggested: c.Suggested, SuggestedConfidence: c.SuggestedConfidence})
	}
	for _, h := range r.Terrain.Hexes {
		p.Hexes = append(p.Hexes, ProposalHex(h))
		if h.Confidence < ReviewBelow {
			p.Review = append(p.Review, h.Hex)
		}
	}
	for _, c := range r.SideClusters {
		p.SideClusters = append(p.SideClusters, ProposalSideCluster{ID: c.ID, Sides: c.Sides, Colour: c.Colour, Width: c.Width,
			Hachures: c.Hachure, Example: c.Example, Suggested: c.Suggested, SuggestedConfidence: c.SuggestedConfidence})
	}
	for _, sd := range r.Sides {
		p.Hexsides = append(p.Hexsides, ProposalSide(sd))
	}
	for _, rd := range r.Roads {
		p.Roads = append(p.Roads, ProposalRoad{Hexes: rd.Hexes, Confidence: rd.Confidence, Kind: scenario.RoadMain})
	}
	found := map[string]int{}
	for _, g := range r.MarkGroups {
		p.MarkGroups = append(p.MarkGroups, ProposalMarkGroup{ID: g.ID, Kind: g.Kind, Marks: g.Marks, Colour: g.Colour, Example: g.Example,
			Suggested: g.Suggested, SuggestedConfidence: g.SuggestedConfidence})
		found[g.Kind] += g.Marks
	}
	for _, m := range r.Marks {
		p.Marks = append(p.Marks, ProposalMark{Hex: m.Hex, Kind: m.Kind, Group: m.Group, Area: m.Area, Confidence: m.Confidence})
	}
	p.Checklist = checklist(s, found)
	return p
}

func round3(v float64) float64 { return math.Round(v*1000) / 1000 }

// Calibration returns three hex centres of the map in the picture, far
// apart (three corners of the map), for a background's calibration.
func Calibration(H Homography, g hex.Grid) []scenario.Calibration {
	var out []scenario.Calibration
	for _, cr := range [][2]int{{0, 0}, {g.Columns - 1, 0}, {0, g.Rows - 1}} {
		h := g.FromOffset(cr[0], cr[1])
		q := H.Apply(Center(h))
		out = append(out, scenario.Calibration{Hex: g.Code(h), X: math.Round(q.X*10) / 10, Y: math.Round(q.Y*10) / 10})
	}
	return out
}

// Checklist lists what tracing leaves to the designer: the markings the
// scenario lacks, for a scan in which none were read.
func Checklist(s *scenario.Scenario) []string { return checklist(s, nil) }

// checklist lists what is left to the designer; found counts the
// markings read from the picture, by kind.
func checklist(s *scenario.Scenario, found map[string]int) []string {
	var out []string
	item := func(kind string, have int, none, read string) {
		switch {
		case found[kind] > 0:
			out = append(out, fmt.Sprintf(read, found[kind]))
		case have == 0:
			out = append(out, none)
		}
	}
	item(MarkEntry, len(s.Map.EntryAreas), "entry areas (11.2): none recorded or read; mark the hexes of each printed entry area",
		"entry areas (11.2): %d hexes read from printed rings; check each area's id and hexes")
	item(MarkLOC, len(s.Map.LOCs), "LOCs: none recorded or read; mark each side's printed LOC hexes",
		"LOCs: %d read from printed boxes; check for any not read")
	item(MarkObjective, len(s.Map.Objectives), "Objectives (14.0): none recorded or read; mark the printed Objective hexes",
		"Objectives (14.0): %d read from printed rings and stars; check for any not read, and their names and morale")
	item(MarkPlace, len(s.Map.Places), "places: no town or village names recorded or read; add the printed names",
		"places: %d printed names found; type each name in its mark (name:), or add it in the editor")
	out = append(out, "trails, bridges and fords are not read: check the roads and rivers proposed and add them")
	return out
}

// Marshal returns the proposal as YAML.
func (p *Proposal) Marshal() ([]byte, error) {
	var buf bytes.Buffer
	buf.WriteString("# Traced from a scan: name each cluster (terrain:, feature:), then\n# adc trace --proposal THIS --into SCENARIO --accept-above 0.9\n")
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(p); err != nil {
		return nil, err
	}
	if err := enc.Close(); err != nil {
		return nil, err
	}
	return buf.Bytes(), nil
}

// ParseProposal reads a proposal file; name is for messages.
func ParseProposal(data []byte, name string) (*Proposal, error) {
	var p Proposal
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	if err := dec.Decode(&p); err != nil {
		return nil, fmt.Errorf("%s: %v (is it a file written by adc trace?)", name, err)
	}
	if p.Format != ProposalFormat {
		return nil, fmt.Errorf("%s: format is %q, not %q: not a trace proposal (adc trace writes them)", name, p.Format, ProposalFormat)
	}
	if p.Version != 1 {
		return nil, fmt.Errorf("%s: version %d is not known (this adc reads version 1)", name, p.Version)
	}
	return &p, nil
}

// Applied is what Apply changed.
type Applied struct {
	Terrain, Hexsides, Roads int      // hexes, hexsides and roads written
	Markings                 int      // Objectives, LOCs, entry-area hexes and places written
	Unnamed                  []string // hexes of places found whose name is not typed yet
	Left                     []string // hexes left for review
	Background               bool     // the scan was set as the map's background
}

// checkHexes checks that every hex, hexside and marking of p is on g.
func checkHexes(p *Proposal, g hex.Grid) error {
	for _, h := range p.Hexes {
		if hx, err := g.Parse(h.Hex); err != nil || !g.Contains(hx) {
			return fmt.Errorf("hex %q is not on the %dx%d map", h.Hex, g.Columns, g.Rows)
		}
	}
	for _, sd := range p.Hexsides {
		ha, err1 := g.Parse(sd.Between[0])
		hb, err2 := g.Parse(sd.Between[1])
		if err1 != nil || err2 != nil || !ha.Adjacent(hb) {
			return fmt.Errorf("hexside %v: not two neighbouring hexes", sd.Between)
		}
	}
	for _, m := range p.Marks {
		if hx, err := g.Parse(m.Hex); err != nil || !g.Contains(hx) {
			return fmt.Errorf("mark %s %q is not on the %dx%d map", m.Kind, m.Hex, g.Columns, g.Rows)
		}
	}
	return nil
}

// Apply writes the part of p at least as sure as threshold into s: each
// hex's terrain (its cluster's name, or the suggestion with the
// suggestion's confidence multiplied in), the named hexsides, the roads,
// and the scan as the map's background with its calibration. Hexes whose
// terrain is unsure or unnamed are left and listed. known checks a
// terrain or hexside id against the chart set (nil: any).
func Apply(s *scenario.Scenario, p *Proposal, threshold float64, known func(kind, id string) bool) (Applied, error) {
	var a Applied
	g := s.Grid()
	if p.Grid.Columns != g.Columns || p.Grid.Rows != g.Rows {
		return a, fmt.Errorf("the proposal is for a %dx%d map and the scenario's map is %dx%d: trace the scan again with --into this scenario",
			p.Grid.Columns, p.Grid.Rows, g.Columns, g.Rows)
	}
	if known == nil {
		known = func(string, string) bool { return true }
	}
	name := map[int]string{}
	sure := map[int]float64{}
	var errs []string
	for _, c := range p.Clusters {
		switch {
		case c.Terrain != "":
			if !known("terrain", c.Terrain) {
				errs = append(errs, fmt.Sprintf("cluster %d: terrain %q is not in the chart set", c.ID, c.Terrain))
				continue
			}
			name[c.ID], sure[c.ID] = c.Terrain, 1
		case c.Suggested != "" && known("terrain", c.Suggested):
			name[c.ID], sure[c.ID] = c.Suggested, c.SuggestedConfidence
		}
	}
	if len(errs) > 0 {
		return a, errors.New(strings.Join(errs, "; "))
	}
	// Hexside names, checked before anything changes.
	feat := map[int]string{}
	fsure := map[int]float64{}
	for _, c := range p.SideClusters {
		switch {
		case c.Feature == "none":
		case c.Feature != "":
			if !known("hexside", c.Feature) {
				return a, fmt.Errorf("side cluster %d: feature %q is not a hexside type of the chart set", c.ID, c.Feature)
			}
			feat[c.ID], fsure[c.ID] = c.Feature, 1
		case c.Suggested != "" && known("hexside", c.Suggested):
			feat[c.ID], fsure[c.ID] = c.Suggested, c.SuggestedConfidence
		}
	}
	if err := checkHexes(p, g); err != nil {
		return a, err
	}
	msides, err := markSides(p)
	if err != nil {
		return a, err
	}
	if s.Map.Terrain == nil {
		s.Map.Terrain = &scenario.TerrainMap{}
	}
	for _, h := range p.Hexes {
		n, ok := name[h.Cluster]
		if !ok || h.Confidence*sure[h.Cluster] < threshold {
			a.Left = append(a.Left, h.Hex)
			continue
		}
		if s.Map.Terrain.At(h.Hex) != n {
			s.Map.Terrain.Set(h.Hex, n)
		}
		a.Terrain++
	}
	// Hexsides.
	for _, sd := range p.Hexsides {
		f, ok := feat[sd.Cluster]
		if !ok || sd.Confidence*fsure[sd.Cluster] < threshold {
			continue
		}
		up := ""
		if f == scenario.FeatureSlope || f == scenario.FeatureSteepSlope {
			up = sd.Uphill
		}
		i := slices.IndexFunc(s.Map.Hexsides, func(x scenario.Hexside) bool { return x.Between == sd.Between })
		if i < 0 {
			s.Map.Hexsides = append(s.Map.Hexsides, scenario.Hexside{Between: sd.Between, Features: []string{f}, Uphill: up})
			a.Hexsides++
		} else if !slices.Contains(s.Map.Hexsides[i].Features, f) {
			s.Map.Hexsides[i].Features = append(s.Map.Hexsides[i].Features, f)
			if s.Map.Hexsides[i].Uphill == "" {
				s.Map.Hexsides[i].Uphill = up
			}
			a.Hexsides++
		}
	}
	// Roads.
	for _, r := range p.Roads {
		if r.Confidence < threshold || len(r.Hexes) < 2 {
			continue
		}
		kind := r.Kind
		if kind == "" {
			kind = scenario.RoadMain
		}
		if slices.ContainsFunc(s.Map.Roads, func(x scenario.Road) bool { return slices.Equal(x.Hexes, r.Hexes) }) {
			continue
		}
		s.Map.Roads = append(s.Map.Roads, scenario.Road{Kind: kind, Hexes: r.Hexes})
		a.Roads++
	}
	a.Markings, a.Unnamed = applyMarks(s, p, msides, threshold)
	// The scan as background, calibrated by the grid found.
	if p.Scan != "" && len(p.Grid.Calibration) == 3 {
		op := 0.5
		if s.Map.Background != nil && s.Map.Background.Image == p.Scan {
			op = s.Map.Background.Opacity
		}
		s.Map.Background = &scenario.Background{Image: p.Scan, Opacity: op, Calibration: p.Grid.Calibration}
		a.Background = true
	}
	return a, nil
}
