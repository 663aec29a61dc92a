package armydoc

import (
	"path/filepath"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/editor/history"
	"github.com/aide-de-camp/adc/odn"
)

// Validate checks the army as it is now against rs, on its canonical bytes:
// the findings' lines are those of the file as the editor saves it.
func (d *Document) Validate(rs *odn.Ruleset) odn.Findings {
	data, err := d.Snapshot()
	if err != nil {
		return odn.Findings{{Severity: odn.Error, Object: "army", Message: err.Error()}}
	}
	return ValidateBytes(data, d.FileName(), rs)
}

// FileName is the name findings carry: the file's base name, or a stand-in
// for a new army list.
func (d *Document) FileName() string {
	if p := d.Path(); p != "" {
		return filepath.Base(p)
	}
	return "army.yaml"
}

// ValidateBytes parses and checks army-list bytes; a file that cannot be
// parsed is one Error finding.
func ValidateBytes(data []byte, name string, rs *odn.Ruleset) odn.Findings {
	_, fs, err := odn.ParseArmy(name, data, rs)
	if err != nil {
		f := odn.Finding{File: name, Severity: odn.Error, Object: "army", Message: err.Error()}
		if se, ok := err.(*odn.SyntaxError); ok {
			f.Line, f.Col, f.Message = se.Line, se.Col, se.Message
		}
		return odn.Findings{f}
	}
	return fs
}

// TargetKind is what a finding points at.
type TargetKind int

// Target kinds.
const (
	TargetNone  TargetKind = iota
	TargetArmy             // the army or its headquarters
	TargetCorps            // Corps
	TargetUnit             // Corps and Unit
)

// Target is the object a finding names, for the editor to select it.
type Target struct {
	Kind  TargetKind
	Corps int
	Unit  int
}

// FindingTarget returns the unit, corps or army a finding names by its
// object (`unit "7th Infantry"`, `corps "I Corps"`). Of two units with one
// name (a duplicate-name finding) it picks the one on the finding's line,
// when the army was parsed from the bytes the finding was made on.
func FindingTarget(a *odn.Army, f odn.Finding) Target {
	switch {
	case strings.HasPrefix(f.Object, "unit "):
		name, ok := unquote(strings.TrimPrefix(f.Object, "unit "))
		if !ok {
			return Target{}
		}
		var hits []odn.CorpsUnit
		for _, cu := range a.Units() {
			if cu.Unit.Name == name {
				hits = append(hits, cu)
			}
		}
		if len(hits) == 0 {
			return Target{}
		}
		pick := hits[0]
		// A duplicate is reported on the second and later units: the
		// finding names the first line, so pick the last one.
		if len(hits) > 1 && strings.Contains(f.Message, "duplicate") {
			pick = hits[len(hits)-1]
		}
		return Target{Kind: TargetUnit, Corps: pick.CorpsIndex, Unit: pick.UnitIndex}
	case strings.HasPrefix(f.Object, "corps "):
		name, ok := unquote(strings.TrimPrefix(f.Object, "corps "))
		if !ok {
			return Target{}
		}
		for i, c := range a.Corps {
			if c.Name == name {
				return Target{Kind: TargetCorps, Corps: i, Unit: -1}
			}
		}
		return Target{}
	case f.Object == "army" || strings.HasPrefix(f.Object, "army"):
		return Target{Kind: TargetArmy, Corps: -1, Unit: -1}
	}
	return Target{}
}

func unquote(s string) (string, bool) {
	u, err := strconv.Unquote(strings.TrimSpace(s))
	return u, err == nil
}

// Revalidator re-runs validation once edits pause for Delay, one run at a
// time, with the Check that Validation makes.
//
//	r := &armydoc.Revalidator{Delay: 200 * time.Millisecond, Check: armydoc.Validation(rs), Done: show}
//	d.OnChange(func(armydoc.Change) { r.Schedule(d) })
type Revalidator = history.Revalidator[*Document, odn.Findings]

// Validation is a Revalidator's Check: the army is checked against rs on
// its canonical bytes, taken when the run starts.
func Validation(rs *odn.Ruleset) func(*Document) func() odn.Findings {
	return func(d *Document) func() odn.Findings {
		data, err := d.Snapshot()
		name := d.FileName()
		return func() odn.Findings {
			if err != nil {
				return odn.Findings{{Severity: odn.Error, Object: "army", Message: err.Error()}}
			}
			return ValidateBytes(data, name, rs)
		}
	}
}
