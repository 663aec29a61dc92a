// Package templates holds the chart and ruleset templates shipped inside the
// adc binary. This file embeds the standard N20 chart sets
// (charts/*.yaml) and the blank new-scenario templates (new/*.yaml).
//
//	set, err := templates.ChartSet("n20-wallachia20")  // one standard set
//	charts, err := templates.ScenarioCharts(s)         // the set s plays with
//	blank, err := templates.NewScenario("17x22")
package templates

import (
	"bytes"
	"embed"
	"fmt"
	"io/fs"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Charts holds the standard chart set files, charts/ID.yaml.
//
//go:embed charts/*.yaml
var Charts embed.FS

// New holds the blank new-scenario templates, new/scenario-SIZE.yaml.
//
//go:embed new/*.yaml new/*.tmpl
var New embed.FS

// ChartSetIDs lists the ids of the embedded chart sets, sorted.
func ChartSetIDs() []string {
	entries, _ := fs.ReadDir(Charts, "charts")
	var ids []string
	for _, e := range entries {
		if id, ok := strings.CutSuffix(e.Name(), ".yaml"); ok {
			ids = append(ids, id)
		}
	}
	sort.Strings(ids)
	return ids
}

// ChartSetData returns the bytes of an embedded chart set file.
func ChartSetData(id string) ([]byte, error) {
	if id == "" || !validID(id) {
		return nil, fmt.Errorf("templates: no chart set %q (known: %s)", id, strings.Join(ChartSetIDs(), ", "))
	}
	data, err := Charts.ReadFile("charts/" + id + ".yaml")
	if err != nil {
		return nil, fmt.Errorf("templates: no chart set %q (known: %s)", id, strings.Join(ChartSetIDs(), ", "))
	}
	return data, nil
}

func validID(id string) bool {
	return !strings.Contains(id, "/") && !strings.Contains(id, "\\") && !strings.Contains(id, "..")
}

// ChartSet loads an embedded chart set by id, e.g. "waterloo20-1999". The
// result is the caller's own: each call returns a new value. It is built
// from Go values generated from the file (charts_gen.go, held to the file
// by TestChartSetsGenerated) rather than parsed at every call.
func ChartSet(id string) (*scenario.ChartSet, error) {
	if cs := builtChartSet(id); cs != nil {
		return cs, nil
	}
	data, err := ChartSetData(id)
	if err != nil {
		return nil, err
	}
	return scenario.ParseChartSet(data, "charts/"+id+".yaml")
}

// ScenarioCharts returns the chart set scenario s plays with: the standard set it
// names (ChartSet) with its overrides applied (scenario.Resolve). It is the
// one place a scenario's chart set is resolved. The result is never nil:
// when the named set is unknown, it holds only the scenario's own charts
// and err says why, so a caller that can do without the standard charts
// (drawing, printing) goes on with it and says so, and one that cannot
// (the rules engine, bundle.Charts) stops.
func ScenarioCharts(s *scenario.Scenario) (*scenario.ChartSet, error) {
	set, err := ChartSet(s.Charts.Set)
	return scenario.Resolve(s, set), err
}

// NewArmy returns the new-army-list template (One Day Napoleonics) for the
// army named army of the ruleset nation id nation: one example corps with
// an infantry division, a cavalry brigade and a battalion of guns.
func NewArmy(army, nation string) ([]byte, error) {
	data, err := New.ReadFile("new/army.yaml.tmpl")
	if err != nil {
		return nil, err
	}
	quoted := strconv.Quote(army)
	data = bytes.Replace(data, []byte("\narmy: ARMY\n"), []byte("\narmy: "+quoted+"\n"), 1)
	data = bytes.Replace(data, []byte("\nnation: NATION\n"), []byte("\nnation: "+strconv.Quote(nation)+"\n"), 1)
	return data, nil
}

// Sizes lists the printed map sizes with a blank template.
var Sizes = []string{"11x17", "17x22"}

// NewScenario returns the blank new-scenario template for a printed map
// size ("11x17" or "17x22").
func NewScenario(size string) ([]byte, error) {
	for _, s := range Sizes {
		if s == size {
			return New.ReadFile("new/scenario-" + size + ".yaml")
		}
	}
	return nil, fmt.Errorf("templates: no blank scenario for map size %q (want %s)", size, strings.Join(Sizes, " or "))
}
