package ui

// scenarioPanel is a panel that edits one part of the scenario, listed in
// the Scenario menu and opened by findings about its part.
type scenarioPanel struct {
	Section string // the top-level field path (document.Target.Section)
	Title   string
}

var scenarioPanels = []scenarioPanel{}

// showSection opens the panel that edits a part of the scenario and selects
// its element i (-1: the whole part).
func (e *Editor) showSection(section string, i int) bool { return false }
