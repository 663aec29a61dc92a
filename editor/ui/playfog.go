package ui

import (
	"fmt"
	"image/color"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/rules"
)

func (p *Play) buildCurtain() {
	bg := canvas.NewRectangle(opaque(theme.Color(theme.ColorNameBackground)))
	p.CurtainText = widget.NewLabelWithStyle("", fyne.TextAlignCenter, fyne.TextStyle{Bold: true})
	p.CurtainGo = widget.NewButton("", p.takeScreen)
	p.CurtainGo.Importance = widget.HighImportance
	p.Curtain = container.NewStack(bg, container.NewCenter(container.NewVBox(p.CurtainText, container.NewCenter(p.CurtainGo))))
	p.Curtain.Hide()
}

func opaque(c color.Color) color.Color {
	r, g, b, _ := c.RGBA()
	return color.NRGBA{uint8(r >> 8), uint8(g >> 8), uint8(b >> 8), 255}
}

// takeScreen is the player to act taking the screen behind the curtain;
// a battle waiting for his choice asks for it again.
func (p *Play) takeScreen() {
	p.shownTo = p.toAct()
	text := fmt.Sprintf("%s's view: your units face up, the enemy's face down until revealed (16.1)", p.G.SideName(p.shownTo))
	if pd := p.G.Pending(); pd != nil {
		text += "\n" + p.pendingText(pd)
	}
	p.Status.SetText(text)
	p.refresh()
}

// toAct is the side whose choice the game waits for: the player of a
// retreat path asked ("You have the choice", 9.7.7), the defender when
// the attacker's battle routs his unit; else the side to act.
func (p *Play) toAct() int {
	if pd := p.G.Pending(); pd != nil && pd.Retreat != nil {
		return pd.Retreat.Side
	}
	return p.G.Actor()
}

// viewer is the side whose view the window shows (-1: everything), and
// whether the curtain must cover it: in a hot-seat game under Fog of War,
// whenever the side whose choice the game waits for (toAct) is not the
// one that took the screen.
func (p *Play) viewer() (side int, covered bool) {
	g := p.G
	if g.HotSeatFog() && !g.State().Over() && p.shownTo != p.toAct() {
		return -1, true
	}
	return g.Viewer(p.shownTo), false
}

// showCurtain covers the window, or uncovers it, and returns whether it
// is covered.
func (p *Play) showCurtain() bool {
	_, covered := p.viewer()
	if !covered {
		p.Curtain.Hide()
		return false
	}
	side := p.G.SideName(p.toAct())
	p.CurtainText.SetText(fmt.Sprintf("Pass the screen to %s\n\nFog of War (16.1): each player sees his own units;\nthe enemy's show face down, their side and hex only, until revealed.", side))
	p.CurtainGo.SetText("I am " + side + ": show my view")
	p.Status.SetText("")
	p.sel, p.reach, p.attackers, p.defenders, p.decl = "", nil, nil, nil, nil
	p.Curtain.Show()
	return true
}

// fogOdds is the odds preview when some defenders are face down to the
// attacker (16.1): their strength is not told before the battle is
// declared, when every unit in it is revealed (16.1.1).
func fogOdds(s *rules.State, att, def []string, side int) (string, bool) {
	var hidden []string
	m := playdoc.MaskerFor(s, side)
	for _, id := range def {
		if u := s.B.Unit(id); u >= 0 && s.HiddenFrom(u, side) {
			hidden = append(hidden, id)
		}
	}
	if len(hidden) == 0 {
		return "", false
	}
	return fmt.Sprintf("Odds %s vs %s: %d of the defenders are face down (16.1); their strength, and the odds, show when the battle is declared: every unit in a declared battle is revealed (16.1.1)",
		m.Mask(strings.Join(att, "+")), m.Mask(strings.Join(def, "+")), len(hidden)), true
}
