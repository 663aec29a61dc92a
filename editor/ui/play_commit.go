package ui

import (
	"fmt"

	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/engine/rules"
)

// The special rules a player may commit to the battle chosen in Play mode
// (the Garde Marins, Bailén 20 16.11; the Danube Flotilla, Slobozia 20
// 9.4.5; an Independent Brigade's Support, Arapiles 20 16.6): a list of
// ticks under the reserves, one for each rule the engine allows now
// (rules.State.ResolveOptions), and one for each unit a rule may name.
// Roll commits the ticked ones (Resolve.Commit).

// commitList is the list of the rules that may be committed, made the
// first time the Play window's content is built.
func (p *Play) commitList() *widget.CheckGroup {
	if p.Commit == nil {
		p.Commit = widget.NewCheckGroup(nil, func([]string) { p.battleOdds() })
		p.Commit.Horizontal = true
	}
	return p.Commit
}

// refreshCommits lists the rules that may be committed to the battle
// chosen, keeping the ticks that are still offered.
func (p *Play) refreshCommits() {
	c := p.commitList()
	p.commits = map[string]rules.Commitment{}
	var labels []string
	for _, o := range p.G.State().ResolveOptions(p.battleIndex()) {
		add := func(label string, cm rules.Commitment) {
			labels = append(labels, label)
			p.commits[label] = cm
		}
		name := fmt.Sprintf("%s (%s, %s)", o.Title, o.Number, p.G.SideName(sideIndex(o.Side)))
		if o.Unit != rules.RequiredUnit {
			add(name, rules.Commitment{Rule: o.Rule})
		}
		for _, u := range o.Units {
			add(name+": "+u, rules.Commitment{Rule: o.Rule, Unit: u})
		}
	}
	var kept []string
	for _, l := range c.Selected {
		if _, ok := p.commits[l]; ok {
			kept = append(kept, l)
		}
	}
	c.Options, c.Selected = labels, kept
	c.Refresh()
	if len(labels) == 0 {
		c.Hide()
	} else {
		c.Show()
	}
}

// commitments are the rules ticked, for the Resolve order.
func (p *Play) commitments() []rules.Commitment {
	var out []rules.Commitment
	if p.Commit == nil {
		return nil
	}
	for _, l := range p.Commit.Selected {
		if cm, ok := p.commits[l]; ok {
			out = append(out, cm)
		}
	}
	return out
}

// sideIndex is the index of a side's id ("french", "anti-french").
func sideIndex(side string) int {
	if side == rules.SideName(rules.AntiFrench) {
		return rules.AntiFrench
	}
	return rules.French
}
