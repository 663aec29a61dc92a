package odn

import (
	"fmt"
	"github.com/go-playground/validator/v10"
	"io"
	"io/fs"
	"reflect"
	"sort"
	"strconv"
	"strings"
	"sync"
)

// RulesetFormat is the format tag every ruleset file carries.
const RulesetFormat = "adc-odn-ruleset/1"

// DefaultRulesetFile is the embedded ruleset used when none is given.
const DefaultRulesetFile = "odn-2004.yaml"

// Ruleset is the whole ODN rulebook as data: every table the tool uses.
// Load it with LoadRulesetFS or LoadRuleset; its tables are plain exported structs
// meant to be read directly (by the spreadsheet exporter, for instance).
type Ruleset struct {
	Format            string              `yaml:"format" validate:"required" json:"format"`
	ID                string              `yaml:"id" validate:"required" json:"id"`
	Name              string              `yaml:"name" validate:"required" json:"name"`
	Revision          string              `yaml:"revision" validate:"required" json:"revision"`
	Source            string              `yaml:"source" json:"source"`
	Qualities         []Quality           `yaml:"qualities" validate:"required,min=1,dive" json:"qualities"`
	HitBoxes          HitBoxRules         `yaml:"hit_boxes" json:"hit_boxes"`
	UnitTypes         []UnitType          `yaml:"unit_types" validate:"required,min=1,dive" json:"unit_types"`
	ArtilleryWeights  []ArtilleryWeight   `yaml:"artillery_weights" validate:"required,min=1,dive" json:"artillery_weights"`
	ArtilleryToHit    []ArtilleryToHitRow `yaml:"artillery_to_hit" validate:"required,min=1,dive" json:"artillery_to_hit"`
	Nations           []Nation            `yaml:"nations" validate:"required,min=1,dive" json:"nations"`
	Traits            []Trait             `yaml:"traits" validate:"dive" json:"traits"`
	Movement          []MovementRow       `yaml:"movement" validate:"dive" json:"movement"`
	HiddenMarkerMove  float64             `yaml:"hidden_marker_move" validate:"gte=0" json:"hidden_marker_move"`
	SmallArms         SmallArms           `yaml:"small_arms" json:"small_arms"`
	InherentArtillery InherentArtillery   `yaml:"inherent_artillery" json:"inherent_artillery"`
	BattalionFire     BattalionFire       `yaml:"battalion_fire" json:"battalion_fire"`
	FireModifiers     []Modifier          `yaml:"fire_modifiers" validate:"dive" json:"fire_modifiers"`
	Melee             MeleeRules          `yaml:"melee" json:"melee"`
	Morale            MoraleRules         `yaml:"morale" json:"morale"`
	Headquarters      HeadquarterRules    `yaml:"headquarters" json:"headquarters"`
	LeaderLoss        LeaderLossRules     `yaml:"leader_loss" json:"leader_loss"`
	VariableQuality   VariableQuality     `yaml:"variable_quality" json:"variable_quality"`
	Reveal            RevealRules         `yaml:"reveal" json:"reveal"`
	Sappers           SapperRules         `yaml:"sappers" json:"sappers"`
	Supply            SupplyRules         `yaml:"supply" json:"supply"`
	Notes             []Note              `yaml:"notes" validate:"dive" json:"notes"`
}

// Quality is one row of the quality ladder (unit charts, p.3).
type Quality struct {
	Code           string          `yaml:"code" validate:"required,max=4" json:"code"`
	Name           string          `yaml:"name" validate:"required" json:"name"`
	Pass           int             `yaml:"pass" validate:"gte=1,lte=11" json:"pass"`     // Pass Number: d10 + mods >= Pass
	Melee          int             `yaml:"melee" validate:"gte=-10,lte=20" json:"melee"` // Melee Number
	MeleeAfterHits *MeleeAfterHits `yaml:"melee_after_hits" json:"melee_after_hits"`     // Old Guard: 5 until two hits, then 4
	ToHit          int             `yaml:"to_hit" validate:"gte=1,lte=11" json:"to_hit"` // small-arms To Hit (infantry)
	Boxes          int             `yaml:"boxes" validate:"gte=1,lte=20" json:"boxes"`   // hit boxes at full strength
	DropsTo        string          `yaml:"drops_to" json:"drops_to"`                     // next row down; "" for the last
	Rule           string          `yaml:"rule" json:"rule"`
}

// MeleeAfterHits changes a row's Melee Number once Hits boxes of the row are checked.
type MeleeAfterHits struct {
	Hits  int `yaml:"hits" validate:"gte=1" json:"hits"`
	Melee int `yaml:"melee" json:"melee"`
}

// HitBoxRules sets understrength reductions (Understrength units, p.4).
type HitBoxRules struct {
	UnderstrengthStepPercent int            `yaml:"understrength_step_percent" validate:"gte=1,lte=100" json:"understrength_step_percent"`
	MinBoxesPerRow           int            `yaml:"min_boxes_per_row" validate:"gte=0" json:"min_boxes_per_row"`
	GarrisonBoxesPerRow      int            `yaml:"garrison_boxes_per_row" validate:"gte=0" json:"garrison_boxes_per_row"` // Garrisons (p.13)
	FullStrengthMen          []FullStrength `yaml:"full_strength_men" validate:"dive" json:"full_strength_men"`
}

// FullStrength is the strength in men of a full-strength unit of a type.
type FullStrength struct {
	Type string `yaml:"type" validate:"required" json:"type"`
	Men  int    `yaml:"men" validate:"gt=0" json:"men"`
}

// UnitType is a unit type an army list may use.
type UnitType struct {
	ID        string   `yaml:"id" validate:"required" json:"id"`
	Label     string   `yaml:"label" validate:"required" json:"label"`
	Arm       string   `yaml:"arm" validate:"oneof=infantry cavalry artillery" json:"arm"`
	SmallArms bool     `yaml:"small_arms" json:"small_arms"` // fires small arms (infantry only)
	Horse     bool     `yaml:"horse" json:"horse"`           // horse artillery To Hit column
	Weights   []string `yaml:"weights" json:"weights"`       // allowed artillery weights
}

// ArtilleryWeight is Light, Medium or Heavy artillery.
type ArtilleryWeight struct {
	ID       string `yaml:"id" validate:"required" json:"id"`
	Label    string `yaml:"label" validate:"required" json:"label"`
	Calibres string `yaml:"calibres" json:"calibres"`
}

// ArtilleryToHitRow is one row of the artillery To Hit chart (p.3).
type ArtilleryToHitRow struct {
	Row   string `yaml:"row" validate:"required" json:"row"`
	Label string `yaml:"label" validate:"required" json:"label"`
	Foot  int    `yaml:"foot" validate:"gte=1,lte=11" json:"foot"`
	Horse int    `yaml:"horse" validate:"gte=1,lte=11" json:"horse"`
}

// Nation is a nation an army list may name, with its artillery row.
type Nation struct {
	ID        string `yaml:"id" validate:"required" json:"id"`
	Name      string `yaml:"name" validate:"required" json:"name"`
	Artillery string `yaml:"artillery" validate:"required" json:"artillery"`
}

// Trait is an optional unit trait used by national characteristics.
type Trait struct {
	ID    string `yaml:"id" validate:"required" json:"id"`
	Label string `yaml:"label" validate:"required" json:"label"`
}

// MovementRow is one row of the movement rates table, in inches (p.6).
type MovementRow struct {
	ID         string   `yaml:"id" validate:"required" json:"id"`
	Label      string   `yaml:"label" json:"label"`
	Types      []string `yaml:"types" json:"types"`
	CombatMove float64  `yaml:"combat_move" validate:"gte=0" json:"combat_move"`
	FullMove   float64  `yaml:"full_move" validate:"gte=0" json:"full_move"`
	RoadColumn float64  `yaml:"road_column" validate:"gte=0" json:"road_column"`
}

// SmallArms holds small-arms fire rules (Fire (c), p.7).
type SmallArms struct {
	RangeInches float64     `yaml:"range_inches" validate:"gte=0" json:"range_inches"`
	Formations  []Formation `yaml:"formations" validate:"required,min=1,dive" json:"formations"`
}

// Formation is a formation with the number of small-arms dice it fires.
type Formation struct {
	ID    string `yaml:"id" validate:"required" json:"id"`
	Label string `yaml:"label" json:"label"`
	Dice  int    `yaml:"dice" validate:"gte=0,lte=10" json:"dice"`
}

// InherentArtillery holds inherent artillery rules (p.7, p.15).
type InherentArtillery struct {
	Dice                 int     `yaml:"dice" validate:"gte=1,lte=4" json:"dice"`
	RangeInches          float64 `yaml:"range_inches" validate:"gte=0" json:"range_inches"`
	MaxHitsPerTarget     int     `yaml:"max_hits_per_target" validate:"gte=1" json:"max_hits_per_target"`
	RussianInfantryShots int     `yaml:"russian_infantry_shots" validate:"gte=1,lte=4" json:"russian_infantry_shots"`
}

// BattalionFire is the artillery battalion fire table (p.8).
type BattalionFire struct {
	RangeBands []RangeBand `yaml:"range_bands" validate:"required,min=1,dive" json:"range_bands"`
}

// RangeBand is a row of the battalion fire table: dice by weight.
type RangeBand struct {
	ID    string         `yaml:"id" validate:"required" json:"id"`
	Label string         `yaml:"label" json:"label"`
	From  float64        `yaml:"from" validate:"gte=0" json:"from"`
	To    float64        `yaml:"to" validate:"gtfield=From" json:"to"`
	Dice  map[string]int `yaml:"dice" validate:"required,dive,gte=0,lte=20" json:"dice"`
}

// Modifier is a die-roll or Melee Number modifier with a stable id.
type Modifier struct {
	ID     string `yaml:"id" validate:"required" json:"id"`
	Label  string `yaml:"label" validate:"required" json:"label"`
	Value  int    `yaml:"value" validate:"gte=-20,lte=20" json:"value"`
	NoFire bool   `yaml:"no_fire" json:"no_fire"`          // fire is not allowed at all
	Max    int    `yaml:"max" validate:"gte=0" json:"max"` // most times it may be applied; 0 = no limit
	Rule   string `yaml:"rule" json:"rule"`
	// Group names a set of modifiers with a shared limit: "headquarters"
	// modifiers count against Headquarters.MaxAttached (p.13).
	Group string `yaml:"group" validate:"omitempty,oneof=headquarters" json:"group"`
}

// MeleeRules holds the melee die, modifiers and the Melee Table (p.9).
type MeleeRules struct {
	Die       int          `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	Modifiers []Modifier   `yaml:"modifiers" validate:"dive" json:"modifiers"`
	Results   []SpreadBand `yaml:"results" validate:"required,min=1,dive" json:"results"`
}

// SpreadBand is a row of the Melee Table; To is -1 for "and more".
type SpreadBand struct {
	From        int    `yaml:"from" validate:"gte=0" json:"from"`
	To          int    `yaml:"to" validate:"gte=-1" json:"to"`
	WinnerHits  int    `yaml:"winner_hits" validate:"gte=0" json:"winner_hits"`
	LoserHits   int    `yaml:"loser_hits" validate:"gte=0" json:"loser_hits"`
	LoserLevels int    `yaml:"loser_levels" validate:"gte=0" json:"loser_levels"`
	WinnerTest  bool   `yaml:"winner_test" json:"winner_test"`
	LoserTest   bool   `yaml:"loser_test" json:"loser_test"`
	LoserRout   bool   `yaml:"loser_rout" json:"loser_rout"`
	Text        string `yaml:"text" json:"text"`
}

// Label returns "0-2" or "9+".
func (b SpreadBand) Label() string {
	if b.To < 0 {
		return fmt.Sprintf("%d+", b.From)
	}
	return fmt.Sprintf("%d-%d", b.From, b.To)
}

// Contains reports whether spread s falls in the band.
func (b SpreadBand) Contains(s int) bool { return s >= b.From && (b.To < 0 || s <= b.To) }

// MoraleRules holds morale levels and Morale Test modifiers (3.00).
type MoraleRules struct {
	Die               int           `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	HitsPerFailedTest int           `yaml:"hits_per_failed_test" validate:"gte=0,lte=10" json:"hits_per_failed_test"`
	Levels            []MoraleLevel `yaml:"levels" validate:"required,min=2,dive" json:"levels"`
	Modifiers         []Modifier    `yaml:"modifiers" validate:"dive" json:"modifiers"`
}

// MoraleLevel is a morale level with its marker colour and effects (p.11).
type MoraleLevel struct {
	ID            string `yaml:"id" validate:"required" json:"id"`
	Label         string `yaml:"label" validate:"required" json:"label"`
	Marker        string `yaml:"marker" json:"marker"`
	TestModifier  int    `yaml:"test_modifier" json:"test_modifier"`
	FireModifier  int    `yaml:"fire_modifier" json:"fire_modifier"`
	NoFire        bool   `yaml:"no_fire" json:"no_fire"`
	MeleeModifier int    `yaml:"melee_modifier" json:"melee_modifier"`
	Removed       bool   `yaml:"removed" json:"removed"`
	Effect        string `yaml:"effect" json:"effect"`
	// NoRallyTest marks a level at which a unit takes no Rally Phase Morale
	// Test (Phase One (a), p.4): Firm carries no marker, and Green units
	// "do not take a Morale Test at all".
	NoRallyTest bool `yaml:"no_rally_test" json:"no_rally_test"`
}

// HeadquarterRules holds headquarters levels and their usual morale bonus (p.13).
type HeadquarterRules struct {
	MaxAttached int       `yaml:"max_attached" validate:"gte=1" json:"max_attached"`
	Levels      []HQLevel `yaml:"levels" validate:"dive" json:"levels"`
}

// HQLevel is Corps or Army.
type HQLevel struct {
	ID          string `yaml:"id" validate:"required" json:"id"`
	Label       string `yaml:"label" json:"label"`
	MoraleBonus int    `yaml:"morale_bonus" json:"morale_bonus"`
}

// LeaderLossRules is the 4.05 Leader Loss table.
type LeaderLossRules struct {
	Die     int            `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	Results []LeaderResult `yaml:"results" validate:"required,min=1,dive" json:"results"`
}

// LeaderResult is a range of die rolls and its result, in increasing severity.
type LeaderResult struct {
	From  int    `yaml:"from" validate:"gte=1" json:"from"`
	To    int    `yaml:"to" validate:"gtefield=From" json:"to"`
	ID    string `yaml:"id" validate:"required" json:"id"`
	Label string `yaml:"label" json:"label"`
}

// VariableQuality is the Variable Morale Qualities table (p.14).
type VariableQuality struct {
	Die               int                `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	Columns           []string           `yaml:"columns" validate:"required,min=1" json:"columns"`
	ColumnFor         map[string]string  `yaml:"column_for" json:"column_for"`
	Rows              []VariableRow      `yaml:"rows" validate:"required,min=1,dive" json:"rows"`
	NationalModifiers []NationalModifier `yaml:"national_modifiers" validate:"dive" json:"national_modifiers"`
}

// VariableRow is one modified roll (OrMore: that roll or higher).
type VariableRow struct {
	Roll    int      `yaml:"roll" json:"roll"`
	OrMore  bool     `yaml:"or_more" json:"or_more"`
	Results []string `yaml:"results" validate:"required" json:"results"`
}

// NationalModifier is a national characteristic on the variable morale roll.
// Empty Trait/Quality match every unit of the nation.
type NationalModifier struct {
	ID      string `yaml:"id" validate:"required" json:"id"`
	Label   string `yaml:"label" json:"label"`
	Nation  string `yaml:"nation" validate:"required" json:"nation"`
	Trait   string `yaml:"trait" json:"trait"`
	Quality string `yaml:"quality" json:"quality"`
	Value   int    `yaml:"value" json:"value"`
}

// RevealRules is the Reveal Table (p.13).
type RevealRules struct {
	Die         int            `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	RangeInches float64        `yaml:"range_inches" json:"range_inches"`
	Results     []RevealResult `yaml:"results" validate:"required,min=1,dive" json:"results"`
	Modifiers   []Modifier     `yaml:"modifiers" validate:"dive" json:"modifiers"`
}

// RevealResult is one face of the reveal die.
type RevealResult struct {
	Roll     int  `yaml:"roll" json:"roll"`
	Revealed bool `yaml:"revealed" json:"revealed"`
}

// SapperRules holds the sapper tasks (p.14).
type SapperRules struct {
	Die   int          `yaml:"die" validate:"gte=2,lte=20" json:"die"`
	Tasks []SapperTask `yaml:"tasks" validate:"dive" json:"tasks"`
}

// SapperTask is a sapper task and the total it needs.
type SapperTask struct {
	ID     string `yaml:"id" validate:"required" json:"id"`
	Label  string `yaml:"label" json:"label"`
	Target int    `yaml:"target" validate:"gte=1" json:"target"`
}

// SupplyRules holds the out-of-supply modifiers (5.03).
type SupplyRules struct {
	FireModifier   int `yaml:"fire_modifier" json:"fire_modifier"`
	MoraleModifier int `yaml:"morale_modifier" json:"morale_modifier"`
}

// Note records a reconstruction, contradiction, assumption or gap.
type Note struct {
	ID   string `yaml:"id" validate:"required" json:"id"`
	Kind string `yaml:"kind" validate:"oneof=reconstruction contradiction assumption gap" json:"kind"`
	Rule string `yaml:"rule" json:"rule"`
	Text string `yaml:"text" validate:"required" json:"text"`
}

// Stamp is the line printed on everything the tool produces.
func (rs *Ruleset) Stamp() string {
	return "Ruleset: " + rs.Name + ", revision " + rs.Revision + " (" + rs.ID + ")"
}

// LoadRulesetFS reads a ruleset from a file system, such as the embedded
// templates.ODN (templates/odn_embed.go) with DefaultRulesetFile. The odn
// package does not import the templates package itself, so that it depends
// only on the standard library, YAML and validator.
func LoadRulesetFS(fsys fs.FS, name string) (*Ruleset, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	rs, fs, err := LoadRuleset(name, f)
	if err != nil {
		return nil, err
	}
	if fs.HasErrors() {
		return nil, fs
	}
	return rs, nil
}

// LoadRuleset reads a ruleset (at most MaxFileSize bytes). A nil error with
// error findings means the file parsed but is not usable.
func LoadRuleset(file string, r io.Reader) (*Ruleset, Findings, error) {
	data, err := readLimited(file, r)
	if err != nil {
		return nil, nil, err
	}
	return ParseRuleset(file, data)
}

var validate = sync.OnceValue(func() *validator.Validate {
	v := validator.New(validator.WithRequiredStructEnabled())
	v.RegisterTagNameFunc(func(f reflect.StructField) string {
		return strings.Split(f.Tag.Get("yaml"), ",")[0]
	})
	return v
})

// ParseRuleset parses and validates a ruleset. err is a *SyntaxError when the
// YAML cannot be parsed; findings list everything else.
func ParseRuleset(file string, data []byte) (*Ruleset, Findings, error) {
	if len(data) > MaxFileSize {
		return nil, nil, &SyntaxError{File: file, Message: "file is larger than 16 MiB; refused"}
	}
	doc, err := parseYAML(file, data)
	if err != nil {
		return nil, nil, err
	}
	var fs Findings
	pos := fieldPositions{}
	strictCheck(file, doc, reflect.TypeOf(Ruleset{}), "", pos, &fs)
	for i := range fs {
		fs[i].Object = strings.TrimSpace("ruleset " + strings.ToLower(fs[i].Object))
	}
	rs := &Ruleset{}
	if dfs := decodeNode(file, doc.Content[0], rs); len(dfs) > 0 {
		return nil, append(fs, dfs...), nil
	}
	fs = append(fs, structFindings(file, rs, pos, func(string) string { return "ruleset" })...)
	if fs.HasErrors() {
		return rs, fs, nil
	}
	fs = append(fs, rs.check(file, pos)...)
	return rs, fs, nil
}

// structFindings runs the validator tags and locates each failure.
func structFindings(file string, v any, pos fieldPositions, objectOf func(ns string) string) Findings {
	err := validate().Struct(v)
	if err == nil {
		return nil
	}
	verrs, ok := err.(validator.ValidationErrors)
	if !ok {
		return Findings{{File: file, Message: err.Error()}}
	}
	var out Findings
	for _, e := range verrs {
		ns := e.StructNamespace()
		if i := strings.IndexByte(ns, '.'); i >= 0 {
			ns = ns[i+1:]
		}
		p, line := ns, [2]int{}
		for p != "" {
			if l, ok := pos[p]; ok {
				line = l
				break
			}
			j := strings.LastIndexAny(p, ".[")
			if j < 0 {
				break
			}
			p = p[:j]
		}
		field := e.Namespace()[strings.IndexByte(e.Namespace(), '.')+1:]
		msg := fmt.Sprintf("%s: fails %q%s", field, e.Tag(), paramText(e.Param()))
		if h := tagHint(e.Tag(), e.Param()); h != "" {
			msg = fmt.Sprintf("%s %s (got %v)", e.Field(), h, e.Value())
			if e.Tag() == "required" {
				msg = e.Field() + " is required"
			}
		}
		out = append(out, Finding{File: file, Line: line[0], Col: line[1], Object: objectOf(ns),
			Message: msg, Hint: "at " + field})
	}
	return out
}

func paramText(p string) string {
	if p == "" {
		return ""
	}
	return " (" + p + ")"
}

func tagHint(tag, param string) string {
	switch tag {
	case "required":
		return "is required"
	case "oneof":
		return "must be one of: " + strings.ReplaceAll(param, " ", ", ")
	case "gte", "min":
		return "must be at least " + param
	case "lte", "max":
		return "must be at most " + param
	case "gt":
		return "must be more than " + param
	case "gtfield", "gtefield":
		return "must be above " + param
	}
	return ""
}

// check runs the rules-aware consistency checks of a ruleset.
func (rs *Ruleset) check(file string, pos fieldPositions) Findings {
	var fs Findings
	add := func(path, msg, hint string) {
		p := pos[path]
		fs = append(fs, Finding{File: file, Line: p[0], Col: p[1], Object: "ruleset", Message: msg, Hint: hint})
	}
	if rs.Format != RulesetFormat {
		add("Format", fmt.Sprintf("format is %q, want %q", rs.Format, RulesetFormat), "set format: "+RulesetFormat)
	}
	codes := map[string]bool{}
	for i, q := range rs.Qualities {
		if codes[q.Code] {
			add(fmt.Sprintf("Qualities[%d]", i), fmt.Sprintf("quality %q defined twice", q.Code), "quality codes must be unique")
		}
		codes[q.Code] = true
	}
	for i, q := range rs.Qualities {
		if q.DropsTo != "" && !codes[q.DropsTo] {
			add(fmt.Sprintf("Qualities[%d].DropsTo", i), fmt.Sprintf("quality %s drops to unknown quality %q", q.Code, q.DropsTo), didYouMean(q.DropsTo, rs.QualityCodes()))
		}
	}
	for _, q := range rs.Qualities { // every ladder must end, without cycles
		seen := map[string]bool{}
		for c := q.Code; c != ""; {
			if seen[c] {
				add("Qualities", fmt.Sprintf("quality ladder from %s loops at %s", q.Code, c), "the last row must have no drops_to")
				break
			}
			seen[c] = true
			nq := rs.Quality(c)
			if nq == nil {
				break
			}
			c = nq.DropsTo
		}
	}
	rows := map[string]bool{}
	for _, r := range rs.ArtilleryToHit {
		rows[r.Row] = true
	}
	for i, n := range rs.Nations {
		if !rows[n.Artillery] {
			add(fmt.Sprintf("Nations[%d].Artillery", i), fmt.Sprintf("nation %s uses unknown artillery row %q", n.ID, n.Artillery), "name a row of artillery_to_hit")
		}
	}
	weights := map[string]bool{}
	for _, w := range rs.ArtilleryWeights {
		weights[w.ID] = true
	}
	for i, t := range rs.UnitTypes {
		for _, w := range t.Weights {
			if !weights[w] {
				add(fmt.Sprintf("UnitTypes[%d].Weights", i), fmt.Sprintf("unit type %s allows unknown weight %q", t.ID, w), "name an artillery_weights id")
			}
		}
	}
	for i, b := range rs.BattalionFire.RangeBands {
		for w := range b.Dice {
			if !weights[w] {
				add(fmt.Sprintf("BattalionFire.RangeBands[%d].Dice", i), fmt.Sprintf("range band %s gives dice for unknown weight %q", b.ID, w), "name an artillery_weights id")
			}
		}
		if i > 0 && b.From < rs.BattalionFire.RangeBands[i-1].To {
			add(fmt.Sprintf("BattalionFire.RangeBands[%d]", i), "range bands overlap or are out of order", "list bands from the closest out")
		}
	}
	for i, b := range rs.Melee.Results {
		if b.To >= 0 && b.To < b.From {
			add(fmt.Sprintf("Melee.Results[%d]", i), "spread band ends before it starts", "to must be >= from, or -1 for 'and more'")
		}
	}
	for s := 0; s <= 40; s++ {
		if rs.SpreadBandFor(s) < 0 {
			add("Melee.Results", fmt.Sprintf("no melee result for a spread of %d", s), "the bands must cover every spread from 0 up (end with to: -1)")
			break
		}
	}
	for i, r := range rs.VariableQuality.Rows {
		if len(r.Results) != len(rs.VariableQuality.Columns) {
			add(fmt.Sprintf("VariableQuality.Rows[%d]", i), fmt.Sprintf("row %d has %d results for %d columns", r.Roll, len(r.Results), len(rs.VariableQuality.Columns)), "one result per column")
		}
		for _, c := range r.Results {
			if !codes[c] {
				add(fmt.Sprintf("VariableQuality.Rows[%d]", i), fmt.Sprintf("unknown quality %q", c), didYouMean(c, rs.QualityCodes()))
			}
		}
	}
	for _, c := range rs.VariableQuality.Columns {
		if !codes[c] {
			add("VariableQuality.Columns", fmt.Sprintf("unknown quality column %q", c), didYouMean(c, rs.QualityCodes()))
		}
	}
	last := 0
	for i, r := range rs.LeaderLoss.Results {
		if r.From != last+1 {
			add(fmt.Sprintf("LeaderLoss.Results[%d]", i), "leader loss rows must cover the die faces in order without gaps", "")
		}
		last = r.To
	}
	if last != rs.LeaderLoss.Die {
		add("LeaderLoss.Results", fmt.Sprintf("leader loss rows end at %d, die has %d faces", last, rs.LeaderLoss.Die), "")
	}
	if !rs.Morale.Levels[len(rs.Morale.Levels)-1].Removed {
		add("Morale.Levels", "the last morale level must be the one that removes the unit (Rout)", "set removed: true on it")
	}
	ids := map[string]bool{}
	for _, l := range rs.Morale.Levels {
		if ids[l.ID] {
			add("Morale.Levels", fmt.Sprintf("morale level %q defined twice", l.ID), "")
		}
		ids[l.ID] = true
	}
	for _, list := range []struct {
		path string
		ms   []Modifier
	}{{"FireModifiers", rs.FireModifiers}, {"Melee.Modifiers", rs.Melee.Modifiers}, {"Morale.Modifiers", rs.Morale.Modifiers}, {"Reveal.Modifiers", rs.Reveal.Modifiers}} {
		seen := map[string]bool{}
		for _, m := range list.ms {
			if seen[m.ID] {
				add(list.path, fmt.Sprintf("modifier %q defined twice", m.ID), "")
			}
			seen[m.ID] = true
		}
	}
	if len(rs.Reveal.Results) != rs.Reveal.Die {
		add("Reveal.Results", fmt.Sprintf("reveal table has %d rows for a d%d", len(rs.Reveal.Results), rs.Reveal.Die), "one row per face")
	}
	for i, r := range rs.Reveal.Results {
		if r.Roll != i+1 {
			add(fmt.Sprintf("Reveal.Results[%d]", i), fmt.Sprintf("reveal row %d is for roll %d", i+1, r.Roll), "list the rolls 1, 2, 3... in order")
		}
	}
	for i, q := range rs.Qualities {
		if q.MeleeAfterHits != nil && q.MeleeAfterHits.Hits > q.Boxes {
			add(fmt.Sprintf("Qualities[%d].MeleeAfterHits", i), fmt.Sprintf("quality %s changes Melee after %d hits but has only %d boxes", q.Code, q.MeleeAfterHits.Hits, q.Boxes), "")
		}
	}
	return fs
}

// QualityCodes lists the quality codes from best to worst.
func (rs *Ruleset) QualityCodes() []string {
	out := make([]string, len(rs.Qualities))
	for i, q := range rs.Qualities {
		out[i] = q.Code
	}
	return out
}

// Quality returns the quality with the code (case-insensitive) or nil.
func (rs *Ruleset) Quality(code string) *Quality {
	for i := range rs.Qualities {
		if strings.EqualFold(rs.Qualities[i].Code, code) {
			return &rs.Qualities[i]
		}
	}
	return nil
}

// UnitType returns the unit type with the id or nil.
func (rs *Ruleset) UnitType(id string) *UnitType {
	for i := range rs.UnitTypes {
		if rs.UnitTypes[i].ID == id {
			return &rs.UnitTypes[i]
		}
	}
	return nil
}

// Nation returns the nation with the id or nil.
func (rs *Ruleset) Nation(id string) *Nation {
	for i := range rs.Nations {
		if rs.Nations[i].ID == id {
			return &rs.Nations[i]
		}
	}
	return nil
}

// ArtilleryToHitFor returns a nation's artillery To Hit Number, foot or horse.
func (rs *Ruleset) ArtilleryToHitFor(nation string, horse bool) (int, error) {
	n := rs.Nation(nation)
	if n == nil {
		return 0, fmt.Errorf("unknown nation %q (%s)", nation, didYouMean(nation, rs.NationIDs()))
	}
	for _, r := range rs.ArtilleryToHit {
		if r.Row == n.Artillery {
			if horse {
				return r.Horse, nil
			}
			return r.Foot, nil
		}
	}
	return 0, fmt.Errorf("nation %q has no artillery row", nation)
}

// NationIDs lists the nation ids in file order.
func (rs *Ruleset) NationIDs() []string {
	out := make([]string, len(rs.Nations))
	for i, n := range rs.Nations {
		out[i] = n.ID
	}
	return out
}

// SpreadBandFor returns the index of the Melee Table row for spread s, or -1.
func (rs *Ruleset) SpreadBandFor(s int) int {
	for i, b := range rs.Melee.Results {
		if b.Contains(s) {
			return i
		}
	}
	return -1
}

// MoraleLevelIndex returns the index of a morale level by id, or -1.
func (rs *Ruleset) MoraleLevelIndex(id string) int {
	for i, l := range rs.Morale.Levels {
		if strings.EqualFold(l.ID, id) {
			return i
		}
	}
	return -1
}

// MoraleLevelIDs lists the morale level ids, best first.
func (rs *Ruleset) MoraleLevelIDs() []string {
	out := make([]string, len(rs.Morale.Levels))
	for i, l := range rs.Morale.Levels {
		out[i] = l.ID
	}
	return out
}

// ModifierUse asks for a modifier by id, Count times (0 counts as 1).
type ModifierUse struct {
	ID    string `json:"id"`
	Count int    `json:"count"`
}

// ParseModifierUses reads "id,id*2,id" into uses: "id*N" applies it N times.
func ParseModifierUses(s string) ([]ModifierUse, error) {
	var out []ModifierUse
	for _, part := range strings.Split(s, ",") {
		part = strings.TrimSpace(part)
		if part == "" {
			continue
		}
		u := ModifierUse{ID: part, Count: 1}
		if i := strings.IndexByte(part, '*'); i >= 0 {
			u.ID = part[:i]
			n, err := strconv.Atoi(part[i+1:])
			if u.Count = n; err != nil || n < 1 {
				return nil, fmt.Errorf("modifier %q: count after * must be a positive whole number", part)
			}
		}
		out = append(out, u)
	}
	return out, nil
}

// SumModifiers adds up the uses against a modifier list. noFire reports a
// modifier that forbids fire. Unknown ids and counts over a modifier's Max are
// errors listing the accepted ids.
func SumModifiers(list []Modifier, uses []ModifierUse) (total int, noFire bool, applied []AppliedModifier, err error) {
	counts := map[string]int{}
	for _, u := range uses {
		n := u.Count
		if n == 0 {
			n = 1
		}
		var m *Modifier
		for i := range list {
			if list[i].ID == u.ID {
				m = &list[i]
			}
		}
		if m == nil {
			ids := make([]string, len(list))
			for i := range list {
				ids[i] = list[i].ID
			}
			return 0, false, nil, fmt.Errorf("unknown modifier %q (%s)", u.ID, didYouMean(u.ID, ids))
		}
		counts[m.ID] += n
		if m.Max > 0 && counts[m.ID] > m.Max {
			return 0, false, nil, fmt.Errorf("modifier %q may be applied at most %d times", m.ID, m.Max)
		}
		total += m.Value * n
		noFire = noFire || m.NoFire
		applied = append(applied, AppliedModifier{ID: m.ID, Label: m.Label, Value: m.Value, Count: n})
	}
	return total, noFire, applied, nil
}

// AppliedModifier records one modifier used in a calculation.
type AppliedModifier struct {
	ID    string `json:"id"`
	Label string `json:"label"`
	Value int    `json:"value"`
	Count int    `json:"count"`
}

// NotesByKind returns the notes of one kind, sorted by id.
func (rs *Ruleset) NotesByKind(kind string) []Note {
	var out []Note
	for _, n := range rs.Notes {
		if n.Kind == kind {
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].ID < out[j].ID })
	return out
}
