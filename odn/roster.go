package odn

import (
	"fmt"
	"strings"
)

// Ladder is a unit's quality rows from its starting quality down to the
// last row (Militia), with the hit boxes of each row (Unit roster, p.3).
type Ladder struct {
	Rows []LadderRow `json:"rows"`
}

// LadderRow is one quality row of a roster.
type LadderRow struct {
	Quality        string          `json:"quality"`          // code, e.g. "VT"
	Name           string          `json:"name"`             // e.g. "Veteran"
	Boxes          int             `json:"boxes"`            // hit boxes in this row
	Pass           int             `json:"pass"`             // Pass Number: 1d10 + modifiers >= Pass
	Melee          int             `json:"melee"`            // Melee Number
	MeleeAfterHits *MeleeAfterHits `json:"melee_after_hits"` // Old Guard: Melee after the row's first hits
	ToHit          int             `json:"to_hit"`           // To Hit Number when firing (0: cannot fire)
}

// MeleeText returns "2" or "5/4" for the Old Guard.
func (r LadderRow) MeleeText() string {
	if r.MeleeAfterHits != nil {
		return fmt.Sprintf("%d/%d", r.Melee, r.MeleeAfterHits.Melee)
	}
	return fmt.Sprint(r.Melee)
}

// TotalBoxes is the number of hits that remove the unit.
func (l Ladder) TotalBoxes() int {
	n := 0
	for _, r := range l.Rows {
		n += r.Boxes
	}
	return n
}

// UnitState is a unit after a number of hits: the row it is on, its current
// numbers, and whether every box is checked off (the unit routs and is removed).
type UnitState struct {
	Hits      int    `json:"hits"`
	Removed   bool   `json:"removed"`
	Row       int    `json:"row"` // index into Ladder.Rows; len(Rows) when removed
	Quality   string `json:"quality"`
	HitsInRow int    `json:"hits_in_row"` // boxes checked in the current row
	BoxesLeft int    `json:"boxes_left"`  // unchecked boxes in all rows
	Pass      int    `json:"pass"`
	Melee     int    `json:"melee"`
	ToHit     int    `json:"to_hit"`
}

// State returns the unit's state after hits (Unit roster, p.3: "A unit will
// always use the Pass Number, Melee Number, and To Hit Number that applies to
// its current Quality"; a row is left when all its boxes are checked).
func (l Ladder) State(hits int) UnitState {
	if hits < 0 {
		hits = 0
	}
	s := UnitState{Hits: hits, BoxesLeft: l.TotalBoxes() - hits}
	left := hits
	for i, r := range l.Rows {
		if left < r.Boxes {
			s.Row, s.Quality, s.HitsInRow = i, r.Quality, left
			s.Pass, s.Melee, s.ToHit = r.Pass, r.Melee, r.ToHit
			if r.MeleeAfterHits != nil && left >= r.MeleeAfterHits.Hits {
				s.Melee = r.MeleeAfterHits.Melee
			}
			return s
		}
		left -= r.Boxes
	}
	s.Removed, s.Row, s.BoxesLeft = true, len(l.Rows), 0
	return s
}

// BoxesPerRow returns the boxes of a row of base size after understrength:
// one fewer per full step (25%) understrength, never below MinBoxesPerRow
// (Understrength units, p.4). understrength is in parts per million of full
// strength so that men and percents are treated exactly.
func (rs *Ruleset) boxesFor(base int, understrengthPPM int64) int {
	step := int64(rs.HitBoxes.UnderstrengthStepPercent) * 10000
	lost := int(understrengthPPM / step)
	b := base - lost
	if b < rs.HitBoxes.MinBoxesPerRow {
		b = rs.HitBoxes.MinBoxesPerRow
	}
	if b < 0 {
		b = 0
	}
	return b
}

// UnderstrengthPPM returns how far below full strength a unit is, in parts per million.
func (rs *Ruleset) UnderstrengthPPM(u *Unit) int64 {
	switch {
	case u.Percent != nil:
		return int64(100-*u.Percent) * 10000
	case u.Men != nil:
		if full := rs.FullStrengthMen(u.Type); full > 0 && *u.Men <= full {
			return int64(full-*u.Men) * 1000000 / int64(full)
		}
	}
	return 0
}

// LadderFor builds the quality ladder of a starting quality with the hit
// boxes reduced for understrength. toHit is called for each row to give its
// To Hit Number (nil: the quality's small-arms number).
func (rs *Ruleset) LadderFor(quality string, understrengthPPM int64, toHit func(q *Quality) int) (Ladder, error) {
	q := rs.Quality(quality)
	if q == nil {
		return Ladder{}, fmt.Errorf("unknown quality %q (%s)", quality, didYouMean(quality, rs.QualityCodes()))
	}
	l := Ladder{Rows: make([]LadderRow, 0, len(rs.Qualities))}
	for n := 0; q != nil && n <= len(rs.Qualities); n++ {
		th := q.ToHit
		if toHit != nil {
			th = toHit(q)
		}
		l.Rows = append(l.Rows, LadderRow{Quality: q.Code, Name: q.Name, Boxes: rs.boxesFor(q.Boxes, understrengthPPM),
			Pass: q.Pass, Melee: q.Melee, MeleeAfterHits: q.MeleeAfterHits, ToHit: th})
		if q.DropsTo == "" {
			break
		}
		q = rs.Quality(q.DropsTo)
	}
	return l, nil
}

// StrengthError is returned by Ruleset.UnitLadder for a strength outside
// what the rules allow: more men than a full-strength unit of the type (or a
// type without a full strength), or a percent outside 1 to 100.
type StrengthError struct {
	Type    string // unit type, for men
	Full    int    // full strength in men of Type (0: unknown type)
	Men     int    // the men given (0: a percent was given)
	Percent int
}

func (e *StrengthError) Error() string {
	if e.Men > 0 {
		return fmt.Sprintf("strength must be 1 to the full strength of a %s (%d men), got %d; give a percent otherwise (Understrength units, p.4)", e.Type, e.Full, e.Men)
	}
	return fmt.Sprintf("strength must be 1 to 100 percent, got %d (Understrength units, p.4)", e.Percent)
}

// UnitLadder builds the quality ladder of a unit given by its starting
// quality and strength: men of type unitType when men > 0, otherwise percent
// of full strength (Unit roster p.3, Understrength units p.4). A strength
// the rules do not allow is a *StrengthError.
func (rs *Ruleset) UnitLadder(quality, unitType string, men, percent int) (Ladder, error) {
	u := Unit{Type: unitType, Quality: quality}
	switch {
	case men > 0:
		full := rs.FullStrengthMen(unitType)
		if full == 0 || men > full {
			return Ladder{}, &StrengthError{Type: unitType, Full: full, Men: men}
		}
		u.Men = &men
	case percent < 1 || percent > 100:
		return Ladder{}, &StrengthError{Type: unitType, Percent: percent}
	default:
		u.Percent = &percent
	}
	return rs.LadderFor(quality, rs.UnderstrengthPPM(&u), nil)
}

// Box returns where the i-th hit box (0-based, in the order hits check them
// off) lies: its row and its place in that row. ok is false past the last box.
func (l Ladder) Box(i int) (row, inRow int, ok bool) {
	if i < 0 {
		return 0, 0, false
	}
	for r, lr := range l.Rows {
		if i < lr.Boxes {
			return r, i, true
		}
		i -= lr.Boxes
	}
	return len(l.Rows), 0, false
}

// After returns the state of a unit in state s after n more hits: it steps
// down the ladder a row each time a row's boxes are all checked off (Unit
// roster, p.3). Negative n takes hits back (never below none).
func (l Ladder) After(s UnitState, n int) UnitState {
	return l.State(s.Hits + n)
}

// RosterUnit is one unit's roster: what the rules' roster card shows.
type RosterUnit struct {
	Corps             string `json:"corps"`
	Name              string `json:"name"`
	ID                string `json:"id"`
	Type              string `json:"type"` // unit type id
	TypeLabel         string `json:"type_label"`
	Weight            string `json:"weight"`
	Nation            string `json:"nation"` // nation id
	NationName        string `json:"nation_name"`
	Quality           string `json:"quality"`            // starting quality
	Strength          string `json:"strength"`           // "3000 men (75%)", "100%"
	InherentArtillery string `json:"inherent_artillery"` // "", "foot", "horse"
	InherentToHit     int    `json:"inherent_to_hit"`    // To Hit of the inherent artillery, 0 if none
	Notes             string `json:"notes"`
	// Attached is the headquarters the army list attaches to the unit
	// (Unit.Attached), nil for none.
	Attached *AttachedHeadquarters `json:"attached"`
	Ladder   Ladder                `json:"ladder"`
}

// Roster is the roster of a whole army, stamped with its ruleset.
type Roster struct {
	Stamp  string        `json:"stamp"`
	Army   string        `json:"army"`
	Nation string        `json:"nation"`
	HQ     *Headquarters `json:"hq"`
	Corps  []RosterCorps `json:"corps"`
}

// RosterCorps groups roster units under their corps headquarters.
type RosterCorps struct {
	Name        string       `json:"name"`
	Commander   string       `json:"commander"`
	MoraleBonus int          `json:"morale_bonus"`
	Units       []RosterUnit `json:"units"`
}

// RosterFor builds the roster of one unit.
func (rs *Ruleset) RosterFor(a *Army, cu CorpsUnit) (RosterUnit, error) {
	u := cu.Unit
	t := rs.UnitType(u.Type)
	if t == nil {
		return RosterUnit{}, fmt.Errorf("unit %q: unknown unit type %q", u.Name, u.Type)
	}
	nation := a.NationOf(cu)
	ru := RosterUnit{Corps: cu.Corps.Name, Name: u.Name, ID: u.ID, Type: t.ID, TypeLabel: t.Label, Weight: u.Weight,
		Nation: nation, NationName: nation, Quality: strings.ToUpper(u.Quality), Notes: u.Notes}
	if n := rs.Nation(nation); n != nil {
		ru.NationName = n.Name
	}
	if u.InherentArtillery != "none" {
		ru.InherentArtillery = u.InherentArtillery
	}
	if u.Attached != "" && u.Attached != HQNone {
		h, err := a.AttachHeadquarters(cu, u.Attached)
		if err != nil {
			return RosterUnit{}, fmt.Errorf("unit %q: attached: %w", u.Name, err)
		}
		ru.Attached = h
	}
	var artToHit int
	if t.Arm == "artillery" || ru.InherentArtillery != "" {
		horse := t.Horse || ru.InherentArtillery == "horse"
		th, err := rs.ArtilleryToHitFor(nation, horse)
		if err != nil {
			return RosterUnit{}, fmt.Errorf("unit %q: %w", u.Name, err)
		}
		if t.Arm == "artillery" {
			artToHit = th
		} else {
			ru.InherentToHit = th
		}
	}
	toHit := func(q *Quality) int {
		switch {
		case t.Arm == "artillery":
			return artToHit
		case t.SmallArms:
			return q.ToHit
		}
		return 0
	}
	ppm := rs.UnderstrengthPPM(u)
	l, err := rs.LadderFor(u.Quality, ppm, toHit)
	if err != nil {
		return RosterUnit{}, fmt.Errorf("unit %q: %w", u.Name, err)
	}
	ru.Ladder = l
	switch {
	case u.Men != nil:
		ru.Strength = fmt.Sprintf("%d men (%s%%)", *u.Men, trimPercent(1000000-ppm))
	case u.Percent != nil:
		ru.Strength = fmt.Sprintf("%d%%", *u.Percent)
	default:
		ru.Strength = "full strength"
	}
	return ru, nil
}

func trimPercent(ppm int64) string {
	whole, frac := ppm/10000, ppm%10000
	if frac == 0 {
		return fmt.Sprint(whole)
	}
	return strings.TrimRight(fmt.Sprintf("%d.%04d", whole, frac), "0")
}

// BuildRoster builds the roster of every unit of a validated army.
func (rs *Ruleset) BuildRoster(a *Army) (*Roster, error) {
	r := &Roster{Stamp: rs.Stamp(), Army: a.Army, Nation: a.Nation, HQ: a.Headquarters, Corps: make([]RosterCorps, 0, len(a.Corps))}
	if n := rs.Nation(a.Nation); n != nil {
		r.Nation = n.Name
	}
	for ci := range a.Corps {
		c := &a.Corps[ci]
		rc := RosterCorps{Name: c.Name, Commander: c.Commander, MoraleBonus: c.MoraleBonus, Units: make([]RosterUnit, 0, len(c.Units))}
		for ui := range c.Units {
			ru, err := rs.RosterFor(a, CorpsUnit{Corps: c, Unit: &c.Units[ui], CorpsIndex: ci, UnitIndex: ui})
			if err != nil {
				return nil, err
			}
			rc.Units = append(rc.Units, ru)
		}
		r.Corps = append(r.Corps, rc)
	}
	return r, nil
}
