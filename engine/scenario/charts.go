package scenario

// ChartSetTag identifies a chart set file.
const ChartSetTag = "adc-charts"

// ChartSet is a set of player-aid charts as data: the Combat Results Table,
// the Terrain Effects Chart (hex terrain and hexside types), the Rally Table,
// the Morale Chart and the Controlled Advance Table. Standard sets live in
// templates/charts; a scenario names one and may override any chart.
//
// Every chart records its Source. A chart the rulebooks do not print is left
// nil, or carries Unknown entries, and is reported as such: a guess is never
// presented as a printed table.
type ChartSet struct {
	Format  string `yaml:"format,omitempty" json:"format,omitempty" validate:"omitempty,eq=adc-charts"`
	Version int    `yaml:"version,omitempty" json:"version,omitempty" validate:"omitempty,eq=1"`
	ID      string `yaml:"id,omitempty" json:"id,omitempty" validate:"omitempty,id"`
	Name    string `yaml:"name,omitempty" json:"name,omitempty"`
	Source  string `yaml:"source,omitempty" json:"source,omitempty"`

	CRT               *CRT          `yaml:"crt,omitempty" json:"crt,omitempty"`
	Terrain           []TerrainType `yaml:"terrain,omitempty" json:"terrain,omitempty" validate:"dive"`
	Hexsides          []HexsideType `yaml:"hexsides,omitempty" json:"hexsides,omitempty" validate:"dive"`
	Rally             *Table        `yaml:"rally,omitempty" json:"rally,omitempty"`
	Morale            *MoraleChart  `yaml:"morale,omitempty" json:"morale,omitempty"`
	ControlledAdvance *Table        `yaml:"controlled_advance,omitempty" json:"controlled_advance,omitempty"`
	Notes             []string      `yaml:"notes,omitempty" json:"notes,omitempty"`
}

// Combat result effects, edition-neutral. Editions print different codes for
// them (rule 9.6; see ResultCode).
const (
	OutcomeNone     = "none"     // engaged, no effect (N, SE, eNgaged)
	OutcomeWithdraw = "withdraw" // retreat one hex (AW/DW; España AR/DR)
	OutcomeRout     = "rout"     // rout (AR/DR; España AH/DH)
	OutcomeBreak    = "break"    // broken / eliminated (AB/DB, AE/DE; España AD/DD)
	OutcomeExchange = "exchange" // exchange (EX; España I)
)

// CRT is the Combat Results Table: one column per combat differential, one
// row per die roll.
type CRT struct {
	Source  string `yaml:"source" json:"source" validate:"required"`
	Columns []int  `yaml:"columns,flow" json:"columns" validate:"min=1"` // differentials, ascending
	// Differentials below the first column use the first column and above
	// the last use the last, unless BelowFirst/AboveLast say otherwise.
	Rows    []CRTRow     `yaml:"rows" json:"rows" validate:"len=6,dive"`
	Results []ResultCode `yaml:"results" json:"results" validate:"min=1,dive"`
	Note    string       `yaml:"note,omitempty" json:"note,omitempty"`
	// BelowFirst and AboveLast, when set, name the column used for
	// differentials below the first or above the last printed column (the
	// 1999 chart says "below -1 use -1" although it prints a -2 column).
	BelowFirst *int `yaml:"below_first,omitempty" json:"below_first,omitempty"`
	AboveLast  *int `yaml:"above_last,omitempty" json:"above_last,omitempty"`
}

// CRTRow is the results for one die roll, one per column.
type CRTRow struct {
	Die     int      `yaml:"die" json:"die" validate:"min=1,max=6"`
	Results []string `yaml:"results,flow" json:"results"`
}

// ResultCode defines a printed result code by its effect on each side.
type ResultCode struct {
	Code     string `yaml:"code" json:"code" validate:"required"`
	Name     string `yaml:"name" json:"name" validate:"required"`
	Attacker string `yaml:"attacker" json:"attacker" validate:"oneof=none withdraw rout break exchange"`
	Defender string `yaml:"defender" json:"defender" validate:"oneof=none withdraw rout break exchange"`
}

// TerrainType is a row of the Terrain Effects Chart for hex terrain.
type TerrainType struct {
	ID   string `yaml:"id" json:"id" validate:"required,id"`
	Name string `yaml:"name" json:"name" validate:"required"`
	// Movement is the cost in movement points to enter (6.0); ignored when
	// Prohibited.
	Movement   int  `yaml:"movement" json:"movement" validate:"min=0,max=20"`
	Rugged     bool `yaml:"rugged,omitempty" json:"rugged,omitempty"`         // entering stops movement (6.5)
	Prohibited bool `yaml:"prohibited,omitempty" json:"prohibited,omitempty"` // may not be entered
	// Combat is the defender's benefit (9.4); nil when no source gives it.
	Combat    *int   `yaml:"combat,omitempty" json:"combat,omitempty" validate:"omitempty,min=-5,max=5"`
	BuiltUp   bool   `yaml:"built_up,omitempty" json:"built_up,omitempty"`                           // town/city: no ZOC between built-up hexes (7.0)
	Fortified bool   `yaml:"fortified,omitempty" json:"fortified,omitempty"`                         // fortified or redoubt: no ZOC into it, rout modifier (9.6.2)
	Colour    string `yaml:"colour,omitempty" json:"colour,omitempty" validate:"omitempty,hexcolor"` // map colour for the editor and prints
	Source    string `yaml:"source,omitempty" json:"source,omitempty"`
}

// HexsideType is a row of the Terrain Effects Chart for hexside features.
type HexsideType struct {
	ID   string `yaml:"id" json:"id" validate:"required,id"`
	Name string `yaml:"name" json:"name" validate:"required"`
	// Movement is the extra movement cost to cross (streambed +1).
	Movement   int  `yaml:"movement,omitempty" json:"movement,omitempty" validate:"min=0,max=20"`
	Prohibited bool `yaml:"prohibited,omitempty" json:"prohibited,omitempty"` // may not be crossed (a major river)
	BlocksZOC  bool `yaml:"blocks_zoc,omitempty" json:"blocks_zoc,omitempty"` // ZOCs do not cross (7.1)
	// Crossing is set for bridges and fords: they make a prohibited river
	// hexside crossable.
	Crossing bool `yaml:"crossing,omitempty" json:"crossing,omitempty"`
	// NeedsRiver is set for features that only exist on a river hexside.
	NeedsRiver bool `yaml:"needs_river,omitempty" json:"needs_river,omitempty"`
	River      bool `yaml:"river,omitempty" json:"river,omitempty"`   // a minor or major river
	Sloped     bool `yaml:"sloped,omitempty" json:"sloped,omitempty"` // has an uphill side
	// Combat is the defender's benefit when attacked across it; nil when
	// no source gives it. Uphill-only benefits apply only to a defender on the
	// uphill side attacked from downslope.
	Combat *int   `yaml:"combat,omitempty" json:"combat,omitempty" validate:"omitempty,min=-5,max=5"`
	Side   string `yaml:"side_only,omitempty" json:"side_only,omitempty"` // benefit only for this side or nationality
	Source string `yaml:"source,omitempty" json:"source,omitempty"`
	// UphillOnly: the benefit applies only to a defender on the uphill side
	// attacked exclusively from downslope (steep slope, Bussaco 20).
	UphillOnly bool `yaml:"uphill_only,omitempty" json:"uphill_only,omitempty"`
	// HazardousRetreat: retreating across it needs a die roll (9.7.5).
	HazardousRetreat bool `yaml:"hazardous_retreat,omitempty" json:"hazardous_retreat,omitempty"`
	// NoAttack: units may not attack across it (the 1999 river hexside).
	NoAttack bool   `yaml:"no_attack,omitempty" json:"no_attack,omitempty"`
	Colour   string `yaml:"colour,omitempty" json:"colour,omitempty" validate:"omitempty,hexcolor"` // map colour for the editor and prints
}

// MoraleChart lists the events that change a side's Morale (12.1).
type MoraleChart struct {
	Source string        `yaml:"source" json:"source" validate:"required"`
	Events []MoraleEvent `yaml:"events" json:"events" validate:"dive"`
}

// MoraleEvent is one line of the Morale Chart.
type MoraleEvent struct {
	ID     string `yaml:"id" json:"id" validate:"required,id"`
	Text   string `yaml:"text" json:"text" validate:"required"`
	Points int    `yaml:"points" json:"points"`                          // applied to Side
	Side   string `yaml:"side" json:"side" validate:"oneof=owner enemy"` // whose morale changes: the unit's owner or its enemy
	Rule   string `yaml:"rule,omitempty" json:"rule,omitempty"`
	Known  bool   `yaml:"known,omitempty" json:"known,omitempty"` // stated in a rulebook (else a reconstruction)
	Note   string `yaml:"note,omitempty" json:"note,omitempty"`
}
