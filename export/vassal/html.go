package vassal

import (
	"fmt"
	"html"
	"sort"
	"strconv"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// The charts and the set-up card are HTML pages in the module, shown by
// HtmlChart (chart window) and HelpFile (Help menu). VASSAL displays them
// with Swing's HTML 3.2 renderer: plain tables, no CSS beyond the basics.

func page(title string, body *strings.Builder) string {
	var b strings.Builder
	b.WriteString("<html><head><title>" + html.EscapeString(title) + "</title></head><body>\n")
	b.WriteString("<h2>" + html.EscapeString(title) + "</h2>\n")
	b.WriteString(body.String())
	b.WriteString("</body></html>\n")
	return b.String()
}

func esc(s string) string { return html.EscapeString(s) }

func crtHTML(s *scenario.Scenario, cs *scenario.ChartSet) string {
	crt := cs.CRT
	var b strings.Builder
	b.WriteString("<table border=\"1\" cellpadding=\"3\"><tr><th>Die</th>")
	for _, c := range crt.Columns {
		col := strconv.Itoa(c)
		if c > 0 {
			col = "+" + col
		}
		b.WriteString("<th>" + col + "</th>")
	}
	b.WriteString("</tr>\n")
	for _, r := range crt.Rows {
		b.WriteString("<tr><th>" + strconv.Itoa(r.Die) + "</th>")
		for _, x := range r.Results {
			if x == "" {
				x = "?"
			}
			b.WriteString("<td align=\"center\">" + esc(x) + "</td>")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n<p>Columns are combat differentials (attacker minus defender).")
	if crt.BelowFirst != nil {
		fmt.Fprintf(&b, " Differentials below the first column use column %+d.", *crt.BelowFirst)
	}
	if crt.AboveLast != nil {
		fmt.Fprintf(&b, " Differentials above the last column use column %+d.", *crt.AboveLast)
	}
	b.WriteString("</p>\n<table border=\"1\" cellpadding=\"3\"><tr><th>Code</th><th>Result</th></tr>\n")
	for _, r := range crt.Results {
		b.WriteString("<tr><td>" + esc(r.Code) + "</td><td>" + esc(r.Name) + "</td></tr>\n")
	}
	b.WriteString("</table>\n<p>Source: " + esc(crt.Source) + "</p>\n")
	if crt.Note != "" {
		b.WriteString("<p>" + esc(crt.Note) + "</p>\n")
	}
	return page(s.Title+": Combat Results Table", &b)
}

func tecHTML(s *scenario.Scenario, cs *scenario.ChartSet) string {
	num := func(p *int) string {
		if p == nil {
			return "not given"
		}
		return fmt.Sprintf("%+d", *p)
	}
	var b strings.Builder
	b.WriteString("<h3>Terrain</h3>\n<table border=\"1\" cellpadding=\"3\"><tr><th>Terrain</th><th>Movement</th><th>Combat</th><th>Notes</th></tr>\n")
	for _, t := range cs.Terrain {
		var notes []string
		if t.Prohibited {
			notes = append(notes, "prohibited")
		}
		if t.Rugged {
			notes = append(notes, "stops movement")
		}
		if t.BuiltUp {
			notes = append(notes, "built-up")
		}
		if t.Fortified {
			notes = append(notes, "fortified")
		}
		mv := strconv.Itoa(t.Movement) + " MP"
		if t.Movement == 0 {
			mv = "not given"
		}
		b.WriteString("<tr><td>" + esc(t.Name) + "</td><td>" + mv + "</td><td>" + num(t.Combat) + "</td><td>" + esc(strings.Join(notes, ", ")) + "</td></tr>\n")
	}
	b.WriteString("</table>\n<h3>Hexsides</h3>\n<table border=\"1\" cellpadding=\"3\"><tr><th>Hexside</th><th>Movement</th><th>Combat</th><th>Notes</th></tr>\n")
	for _, h := range cs.Hexsides {
		var notes []string
		if h.Prohibited {
			notes = append(notes, "may not be crossed")
		}
		if h.BlocksZOC {
			notes = append(notes, "blocks ZOC")
		}
		if h.UphillOnly {
			notes = append(notes, "attacking uphill only")
		}
		if h.NoAttack {
			notes = append(notes, "no attack across")
		}
		mv := "+" + strconv.Itoa(h.Movement) + " MP"
		if h.Movement == 0 {
			mv = "-"
		}
		b.WriteString("<tr><td>" + esc(h.Name) + "</td><td>" + mv + "</td><td>" + num(h.Combat) + "</td><td>" + esc(strings.Join(notes, ", ")) + "</td></tr>\n")
	}
	b.WriteString("</table>\n")
	if cs.Source != "" {
		b.WriteString("<p>Source: " + esc(cs.Source) + "</p>\n")
	}
	return page(s.Title+": Terrain Effects Chart", &b)
}

// setupCard is the scenario's set-up card: sides, morale, first player,
// the turn track, every unit and where it starts, markings, victory and
// special rules.
func setupCard(s *scenario.Scenario) string {
	var b strings.Builder
	if s.Game != "" || s.Date != "" {
		b.WriteString("<p>" + esc(strings.TrimSpace(s.Game+" "+s.Date)) + "</p>\n")
	}
	if s.Description != "" {
		b.WriteString("<p>" + esc(s.Description) + "</p>\n")
	}
	b.WriteString("<h3>Sides</h3>\n<ul>\n")
	for _, sd := range s.Sides {
		m := "not given"
		if sd.Morale > 0 {
			m = strconv.Itoa(sd.Morale)
		}
		b.WriteString("<li>" + esc(sd.Name) + ": starting morale " + m + "</li>\n")
	}
	b.WriteString("</ul>\n<p>First player: " + esc(sideName(s, s.FirstPlayer)) + "</p>\n")
	if len(s.Optional) > 0 {
		b.WriteString("<p>Optional rules in use: " + esc(strings.Join(s.Optional, ", ")) + "</p>\n")
	}
	b.WriteString("<h3>Game Turns</h3>\n<ul>\n")
	boxes, known := s.TrackBoxes()
	for _, t := range boxes {
		line := "Turn " + strconv.Itoa(t.Number)
		if t.Label != "" {
			line += ": " + t.Label
		}
		if t.Night {
			line += " (night)"
		}
		if t.SuddenDeath > 0 {
			line += fmt.Sprintf(" (sudden death on %d or less)", t.SuddenDeath)
		}
		b.WriteString("<li>" + esc(line) + "</li>\n")
	}
	b.WriteString("</ul>\n")
	if !known && len(boxes) > 0 {
		fmt.Fprintf(&b, "<p>The rulebook does not give the last turn; the scenario names turns up to %d.</p>\n", boxes[len(boxes)-1].Number)
	}
	if s.Turns.End > 0 {
		fmt.Fprintf(&b, "<p>The game runs from turn %d to turn %d.</p>\n", s.Turns.Start, s.Turns.End)
	}
	for _, sd := range s.Sides {
		b.WriteString("<h3>" + esc(sd.Name) + " units</h3>\n<table border=\"1\" cellpadding=\"2\"><tr><th>Unit</th><th>Values</th><th>Type</th><th>Starts</th></tr>\n")
		for _, u := range s.Units {
			if u.Side != sd.ID {
				continue
			}
			vals := numOr(u.Strength) + "-" + numOr(u.Movement)
			if len(u.Traits) > 0 {
				vals += " " + strings.Join(u.Traits, ", ")
			}
			b.WriteString("<tr><td>" + esc(u.Name) + "</td><td>" + esc(vals) + "</td><td>" + esc(u.Type) + "</td><td>" + esc(placement(s, u.Placement)) + "</td></tr>\n")
		}
		b.WriteString("</table>\n")
	}
	if len(s.Map.LOCs) > 0 || len(s.Map.Objectives) > 0 {
		b.WriteString("<h3>LOC and Objective hexes</h3>\n<ul>\n")
		for _, m := range s.Map.LOCs {
			b.WriteString("<li>LOC " + esc(m.Hex+" "+m.Name) + " (" + esc(sideName(s, m.Side)) + ")</li>\n")
		}
		for _, m := range s.Map.Objectives {
			line := "Objective " + m.Hex + " " + m.Name + " (" + sideName(s, m.Side) + ")"
			if m.Morale > 0 {
				line += fmt.Sprintf(", %d morale", m.Morale)
			}
			b.WriteString("<li>" + esc(line) + "</li>\n")
		}
		b.WriteString("</ul>\n")
	}
	if len(s.Victory) > 0 {
		b.WriteString("<h3>Victory</h3>\n<ul>\n")
		for _, v := range s.Victory {
			b.WriteString("<li>" + esc(v.Text) + "</li>\n")
		}
		b.WriteString("</ul>\n")
	}
	if len(s.Special) > 0 {
		b.WriteString("<h3>Special rules</h3>\n")
		rules := append([]scenario.Rule(nil), s.Special...)
		sort.SliceStable(rules, func(i, j int) bool { return rules[i].Number < rules[j].Number })
		for _, r := range rules {
			head := strings.TrimSpace(r.Number + " " + r.Title)
			b.WriteString("<p><b>" + esc(head) + "</b>")
			if r.Text != "" {
				b.WriteString(" " + esc(r.Text))
			}
			b.WriteString("</p>\n")
		}
	}
	return page(s.Title+": set-up card", &b)
}

func numOr(p *int) string {
	if p == nil {
		return "?"
	}
	return strconv.Itoa(*p)
}

func placement(s *scenario.Scenario, p scenario.Placement) string {
	switch p.Kind {
	case scenario.PlaceSetup:
		return "hex " + p.Hex
	case scenario.PlaceArrive:
		out := "turn " + strconv.Itoa(p.Turn)
		if p.EntryArea != "" {
			out += ", Entry Area " + p.EntryArea
		}
		return out
	case scenario.PlaceDeploy:
		return "free deployment"
	case scenario.PlaceVariable:
		return "variable reinforcement (" + p.Table + ")"
	case scenario.PlaceEvent:
		if p.Card > 0 {
			return "event card " + strconv.Itoa(p.Card)
		}
		return "by event card"
	case scenario.PlaceSetAside:
		return "set aside"
	case scenario.PlaceNotUsed:
		return "not used"
	}
	return "not given"
}
