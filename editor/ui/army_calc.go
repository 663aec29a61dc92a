package ui

import (
	"fmt"
	"image/color"
	"strconv"
	"strings"
	"sync/atomic"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/canvas"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/theme"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/armydoc"
	"github.com/aide-de-camp/adc/odn"
)

// CalcPanel holds the calculators: fire, Morale Test, Melee, fire then
// Morale Tests, and Melee to the end. Each is a form of drop-downs whose
// answer, exact fractions with percentages and bars, is recomputed on
// every change through the form's pure Recompute (editor/armydoc).
type CalcPanel struct {
	ed      *ArmyEditor
	content fyne.CanvasObject
	tabs    *container.AppTabs
	calcs   []*calcView
	pickers []*widget.Select // "take from a unit" drop-downs, refilled when the army changes
	// The forms, as the drop-downs set them.
	Fire   armydoc.FireForm
	Morale armydoc.MoraleForm
	Melee  armydoc.MeleeForm
	Chain  armydoc.ChainForm
	Run    armydoc.MeleeRunForm
	// Readings are the club's answers to the questions the rules leave
	// open (odn.Readings), set in the Readings tab; every calculator
	// follows them and lists them under its answer.
	Readings odn.ReadingSet
	rules    atomic.Pointer[odn.Ruleset] // the ruleset with Readings; read off the UI goroutine by Melee to the end
	// compare is the Compare view, recomputed when a form it reads
	// changes.
	compare          *calcView
	dependsOnCompare map[*calcView]bool
	// Sweep is the Sweep view (army_sweep.go), recomputed with the Fire →
	// Morale form it reads.
	Sweep     sweepView
	sweepCalc *calcView
}

// compareHelp is the Compare view's left side: what it compares.
func compareHelp() fyne.CanvasObject {
	l := widget.NewLabel("Fire first, or charge now? The Compare view puts the enemy's end under the Fire → Morale form (its target) and under the Melee to the end form (its defender) side by side, with exact fractions: set the two forms, then read the answer here. adc odn compare does the same on the command line, with any number of options and a sweep over one input.")
	l.Wrapping = fyne.TextWrapWord
	return l
}

// Rules is the ruleset the calculators use: the army's, answering the open
// readings as the Readings tab says.
func (p *CalcPanel) Rules() *odn.Ruleset { return p.rules.Load() }

// SetReading chooses an answer to an open reading and recomputes every
// calculator; an unknown reading or answer is refused.
func (p *CalcPanel) SetReading(id, value string) error {
	next := odn.ReadingSet{}
	for k, v := range p.Readings {
		next[k] = v
	}
	if err := next.Set(id, value); err != nil {
		return err
	}
	rs, err := p.ed.Rules.WithReadings(next)
	if err != nil {
		return err
	}
	p.Readings = next
	p.rules.Store(rs)
	for _, c := range p.calcs {
		p.update(c)
	}
	return nil
}

// readingsForm is the Readings tab: one drop-down per open reading.
func (p *CalcPanel) readingsForm() fyne.CanvasObject {
	box := container.NewVBox(widget.NewLabelWithStyle("Readings: where the rules leave a question open, choose the club's answer. Every calculator follows it and lists it under its result, as adc odn --reading ID=VALUE does.", fyne.TextAlignLeading, fyne.TextStyle{Italic: true}))
	box.Objects[0].(*widget.Label).Wrapping = fyne.TextWrapWord
	for _, r := range odn.Readings {
		ids := make([]string, len(r.Values))
		labels := make([]string, len(r.Values))
		for i, v := range r.Values {
			ids[i], labels[i] = v.ID, v.ID+": "+v.Text
		}
		id := r.ID
		sel := calcSelect(ids, labels, p.Readings.Get(id), func(v string) {
			if err := p.SetReading(id, v); err != nil {
				p.ed.showError(err)
			}
		})
		q := widget.NewLabel(r.Question)
		q.Wrapping = fyne.TextWrapWord
		box.Add(section(r.ID + " (" + r.Rule + ")"))
		box.Add(q)
		box.Add(sel)
	}
	return container.NewVScroll(container.NewPadded(box))
}

// calcView is one calculator: its form and its answer.
type calcView struct {
	title     string
	recompute func() (armydoc.Answer, error)
	slow      bool // compute off the UI goroutine (Melee to the end)
	answer    *answerView
	gen       int
	Last      armydoc.Answer
	LastErr   error
}

func newCalcPanel(e *ArmyEditor) *CalcPanel {
	p := &CalcPanel{ed: e, Fire: armydoc.DefaultFireForm(), Morale: armydoc.MoraleForm{Unit: armydoc.DefaultUnitForm()},
		Melee: armydoc.DefaultMeleeForm(), Chain: armydoc.DefaultChainForm(), Run: armydoc.DefaultMeleeRunForm()}
	p.Readings = odn.DefaultReadings()
	p.rules.Store(e.Rules)
	if rs, err := e.Rules.WithReadings(p.Readings); err == nil {
		p.rules.Store(rs)
	}
	fire := p.add("Fire", func() (armydoc.Answer, error) { return p.Fire.Recompute(p.Rules()) }, false)
	morale := p.add("Morale Test", func() (armydoc.Answer, error) { return p.Morale.Recompute(p.Rules()) }, false)
	melee := p.add("Melee", func() (armydoc.Answer, error) { return p.Melee.Recompute(p.Rules()) }, false)
	chain := p.add("Fire → Morale", func() (armydoc.Answer, error) { return p.Chain.Recompute(p.Rules()) }, false)
	run := p.add("Melee to the end", func() (armydoc.Answer, error) { return p.Run.Recompute(p.Rules()) }, true)
	compare := p.add("Compare", func() (armydoc.Answer, error) {
		a, _, err := armydoc.Compare(p.Rules(), p.Chain, p.Run)
		return a, err
	}, true)
	p.compare, p.dependsOnCompare = compare, map[*calcView]bool{chain: true, run: true}
	p.Sweep.Input = armydoc.SweepRange
	p.sweepCalc = p.add("Sweep", p.recomputeSweep, false)
	p.tabs = container.NewAppTabs(
		container.NewTabItem(fire.title, p.layoutCalc(fire, p.fireForm(&p.Fire, fire))),
		container.NewTabItem(morale.title, p.layoutCalc(morale, p.unitForm(&p.Morale.Unit, morale, "Unit", &p.Morale.Rally))),
		container.NewTabItem(melee.title, p.layoutCalc(melee, p.meleeForm(melee))),
		container.NewTabItem(chain.title, p.layoutCalc(chain, p.chainForm(chain))),
		container.NewTabItem(run.title, p.layoutCalc(run, p.runForm(run))),
		container.NewTabItem(compare.title, p.layoutCalc(compare, compareHelp())),
		container.NewTabItem("Readings", p.readingsForm()),
		container.NewTabItem(p.sweepCalc.title, p.layoutCalc(p.sweepCalc, p.sweepForm(p.sweepCalc))),
	)
	p.tabs.SetTabLocation(container.TabLocationLeading)
	p.content = p.tabs
	for _, c := range p.calcs {
		p.update(c)
	}
	return p
}

func (p *CalcPanel) add(title string, f func() (armydoc.Answer, error), slow bool) *calcView {
	c := &calcView{title: title, recompute: f, slow: slow, answer: newAnswerView()}
	p.calcs = append(p.calcs, c)
	return c
}

func (p *CalcPanel) layoutCalc(c *calcView, form fyne.CanvasObject) fyne.CanvasObject {
	left := container.NewVScroll(container.NewPadded(form))
	right := container.NewVScroll(container.NewPadded(c.answer.box))
	split := container.NewHSplit(left, right)
	split.Offset = 0.4
	return split
}

// update recomputes a calculator and shows its answer. Melee to the end
// runs off the UI goroutine; an answer that a later change overtook is
// dropped.
func (p *CalcPanel) update(c *calcView) {
	if p.dependsOnCompare[c] {
		defer p.update(p.compare)
	}
	if c.title == "Fire → Morale" && p.sweepCalc != nil {
		defer p.update(p.sweepCalc)
	}
	c.gen++
	if !c.slow {
		c.Last, c.LastErr = c.recompute()
		c.answer.show(c.Last, c.LastErr)
		return
	}
	gen := c.gen
	c.answer.busy()
	goAsync(func() {
		ans, err := c.recompute()
		fyne.Do(func() {
			if gen != c.gen {
				return
			}
			c.Last, c.LastErr = ans, err
			c.answer.show(ans, err)
		})
	})
}

// Calculator returns a calculator's last answer by its tab title, for tests.
func (p *CalcPanel) Calculator(title string) (armydoc.Answer, error) {
	for _, c := range p.calcs {
		if c.title == title {
			return c.Last, c.LastErr
		}
	}
	return armydoc.Answer{}, fmt.Errorf("no calculator %q", title)
}

// armyChanged refills the "take from a unit" drop-downs.
func (p *CalcPanel) armyChanged() {
	opts := p.unitNames()
	for _, s := range p.pickers {
		s.Options = opts
		s.Refresh()
	}
}

func (p *CalcPanel) unitNames() []string {
	var out []string
	for _, cu := range p.ed.Doc.Army().Units() {
		out = append(out, cu.Unit.Name)
	}
	return out
}

// picker is a drop-down of the army's units; choosing one fills a form.
func (p *CalcPanel) picker(fill func(a *odn.Army, cu odn.CorpsUnit)) *widget.Select {
	s := widget.NewSelect(p.unitNames(), nil)
	s.PlaceHolder = "(choose a unit of the army)"
	s.OnChanged = func(name string) {
		a := p.ed.Doc.Army()
		if cu, ok := a.Unit(name); ok {
			fill(a, cu)
		}
	}
	p.pickers = append(p.pickers, s)
	return s
}

// ids and labels of a modifier list.
func modChecks(list []odn.Modifier, chosen *[]string, changed func()) fyne.CanvasObject {
	box := container.NewVBox()
	for _, m := range list {
		id := m.ID
		label := fmt.Sprintf("%+d %s", m.Value, m.Label)
		if m.NoFire {
			label = "no fire: " + m.Label
		}
		ch := widget.NewCheck(label, func(on bool) {
			var next []string
			for _, x := range *chosen {
				if x != id {
					next = append(next, x)
				}
			}
			if on {
				next = append(next, id)
			}
			*chosen = next
			changed()
		})
		for _, x := range *chosen {
			if x == id {
				ch.Checked = true
			}
		}
		box.Add(ch)
	}
	return box
}

func calcSelect(ids, labels []string, cur string, set func(string)) *widget.Select {
	c := choice{ids: ids, labels: labels}
	s := widget.NewSelect(labels, nil)
	s.Selected = c.label(cur)
	s.OnChanged = func(l string) { set(c.id(l)) }
	return s
}

func (p *CalcPanel) qualitySelect(cur *string, changed func()) *widget.Select {
	c := newArmyChoices(p.ed.Rules).qualities
	return calcSelect(c.ids, c.labels, *cur, func(id string) { *cur = id; changed() })
}

func (p *CalcPanel) levelSelect(cur *string, changed func()) *widget.Select {
	var ids, labels []string
	for _, l := range p.ed.Rules.Morale.Levels {
		if !l.Removed {
			ids, labels = append(ids, l.ID), append(labels, l.Label)
		}
	}
	return calcSelect(ids, labels, *cur, func(id string) { *cur = id; changed() })
}

func intSelect(from, to int, cur *int, suffix string, changed func()) *widget.Select {
	var ids, labels []string
	for i := from; i <= to; i++ {
		ids, labels = append(ids, strconv.Itoa(i)), append(labels, strconv.Itoa(i)+suffix)
	}
	return calcSelect(ids, labels, strconv.Itoa(*cur), func(id string) { *cur, _ = strconv.Atoi(id); changed() })
}

func section(title string) fyne.CanvasObject {
	l := widget.NewLabelWithStyle(title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	return container.NewVBox(widget.NewSeparator(), l)
}

// fireForm builds the fire form's widgets over f.
func (p *CalcPanel) fireForm(f *armydoc.FireForm, c *calcView) fyne.CanvasObject {
	rs := p.ed.Rules
	changed := func() { p.update(c) }
	return p.fireFields(f, changed, rs)
}

func (p *CalcPanel) fireFields(f *armydoc.FireForm, changed func(), rs *odn.Ruleset) fyne.CanvasObject {
	kind := calcSelect([]string{"small-arms", "inherent", "battalion"}, []string{"Small arms", "Inherent artillery", "Artillery battalion"}, f.Kind, nil)
	quality := p.qualitySelect(&f.Quality, changed)
	var fids, flabels []string
	for _, x := range rs.SmallArms.Formations {
		fids, flabels = append(fids, x.ID), append(flabels, fmt.Sprintf("%s (%dd10)", x.Label, x.Dice))
	}
	formation := calcSelect(fids, flabels, f.Formation, func(id string) { f.Formation = id; changed() })
	nc := newArmyChoices(rs).nations
	nation := calcSelect(nc.ids, nc.labels, f.Nation, func(id string) { f.Nation = id; changed() })
	horse := widget.NewCheck("Horse artillery", func(on bool) { f.Horse = on; changed() })
	horse.Checked = f.Horse
	var wids []string
	for _, w := range rs.ArtilleryWeights {
		wids = append(wids, w.ID)
	}
	weight := calcSelect(wids, wids, f.Weight, func(id string) { f.Weight = id; changed() })
	var bids, blabels []string
	for _, b := range rs.BattalionFire.RangeBands {
		bids, blabels = append(bids, b.ID), append(blabels, b.Label)
	}
	band := calcSelect(bids, blabels, f.Band, func(id string) { f.Band = id; changed() })
	double := widget.NewCheck("Russian division: both shots at this target", func(on bool) { f.RussianDouble = on; changed() })
	double.Checked = f.RussianDouble
	battery, batteryRows := p.batteryFields(f, wids, changed)
	show := func() {
		small, art, bat := f.Kind == "small-arms", f.Kind != "small-arms", f.Kind == "battalion"
		enable(quality, small)
		enable(formation, small)
		enable(nation, art)
		enable(horse, art)
		enable(weight, bat)
		enable(band, bat)
		enable(double, f.Kind == "inherent")
		for _, o := range battery {
			enable(o, bat)
		}
	}
	kind.OnChanged = func(l string) {
		f.Kind = choice{ids: []string{"small-arms", "inherent", "battalion"}, labels: []string{"Small arms", "Inherent artillery", "Artillery battalion"}}.id(l)
		show()
		changed()
	}
	show()
	from := p.picker(func(a *odn.Army, cu odn.CorpsUnit) {
		// The firer's current quality after the hits ticked on the roster.
		nation.SetSelected(nc.label(a.NationOf(cu)))
		if ru, err := rs.RosterFor(a, cu); err == nil {
			st := ru.Ladder.State(p.ed.Doc.UnitHits(cu.Unit.Name))
			if !st.Removed {
				quality.SetSelected(newArmyChoices(rs).qualities.label(st.Quality))
			}
		}
		if t := rs.UnitType(cu.Unit.Type); t != nil && t.Arm == "artillery" {
			horse.SetChecked(t.Horse)
			weight.SetSelected(cu.Unit.Weight)
			kind.SetSelected("Artillery battalion")
		} else if cu.Unit.InherentArtillery == "horse" {
			horse.SetChecked(true)
		}
	})
	form := widget.NewForm(
		widget.NewFormItem("Firer", from),
		widget.NewFormItem("Fire", kind),
		widget.NewFormItem("Quality", quality),
		widget.NewFormItem("Formation", formation),
		widget.NewFormItem("Nation", nation),
		widget.NewFormItem("", horse),
		widget.NewFormItem("Weight", weight),
		widget.NewFormItem("Range", band),
		widget.NewFormItem("", double),
	)
	for _, it := range batteryRows {
		form.AppendItem(it)
	}
	relabelOnChange(form)
	return container.NewVBox(form, section("Fire modifiers (p.8)"), modChecks(rs.FireModifiers, &f.Modifiers, changed))
}

// batteryStands is how many more stands the fire form takes for a grand
// battery besides the battalion's own.
const batteryStands = odn.GrandBatteryStands - 1

// batteryFields builds the grand battery's other stands (Grand batteries,
// p.7): for each a weight ("none": no such stand) and horse artillery. The
// stands chosen become f.Battery, in order; they fire at the form's nation
// and range.
func (p *CalcPanel) batteryFields(f *armydoc.FireForm, weights []string, changed func()) (widgets []fyne.Disableable, rows []*widget.FormItem) {
	type stand struct {
		weight *widget.Select
		horse  *widget.Check
	}
	stands := make([]stand, batteryStands)
	collect := func() {
		f.Battery = nil
		for _, s := range stands {
			if s.weight.Selected != "" && s.weight.Selected != "none" {
				f.Battery = append(f.Battery, odn.BatteryStand{Weight: s.weight.Selected, Horse: s.horse.Checked})
			}
		}
		changed()
	}
	for i := range stands {
		w := widget.NewSelect(append([]string{"none"}, weights...), nil)
		w.Selected = "none"
		if i < len(f.Battery) {
			w.Selected = f.Battery[i].Weight
		}
		h := widget.NewCheck(fmt.Sprintf("Horse artillery (stand %d)", i+2), nil)
		h.Checked = i < len(f.Battery) && f.Battery[i].Horse
		w.OnChanged = func(string) { collect() }
		h.OnChanged = func(bool) { collect() }
		stands[i] = stand{w, h}
		widgets = append(widgets, w, h)
		rows = append(rows, widget.NewFormItem(fmt.Sprintf("Battery stand %d", i+2), w), widget.NewFormItem("", h))
	}
	return widgets, rows
}

// unitFields builds the widgets of a unit under test.
// variable adds the quality-for-the-day roll (Variable unit abilities,
// p.14), which the chained forms take.
func (p *CalcPanel) unitFields(u *armydoc.UnitForm, changed func(), who string, variable bool) (*widget.Form, fyne.CanvasObject) {
	rs := p.ed.Rules
	quality := p.qualitySelect(&u.Quality, changed)
	if u.Percent == 0 {
		u.Percent = 100
	}
	// A strength chosen here is a percent; one taken from the army list
	// may be in men, which the ladder uses exactly.
	strength := intSelect(25, 100, &u.Percent, "%", func() { u.Men, u.Type = 0, ""; changed() })
	hits := intSelect(0, 24, &u.Hits, "", changed)
	level := p.levelSelect(&u.Level, changed)
	// The headquarters of the army list that may be attached to the unit
	// chosen (Headquarters, p.13): its corps, or the army headquarters.
	// Before a unit is picked the ruleset's headquarters levels are
	// offered (Corps +1, Army +2, Headquarters p.13).
	hqs := map[string]*odn.AttachedHeadquarters{}
	generic := []string{"none"}
	for _, l := range rs.Headquarters.Levels {
		label := fmt.Sprintf("%s headquarters (%+d)", l.Label, l.MoraleBonus)
		hqs[label] = &odn.AttachedHeadquarters{Label: strings.ToLower(l.Label) + " headquarters", Bonus: l.MoraleBonus, Level: l.ID}
		generic = append(generic, label)
	}
	hq := widget.NewSelect(generic, func(l string) { u.HQ = hqs[l]; changed() })
	hq.Selected = "none"
	from := p.picker(func(a *odn.Army, cu odn.CorpsUnit) {
		pct := 100 - int(rs.UnderstrengthPPM(cu.Unit)/10000) // shown rounded up
		quality.SetSelected(newArmyChoices(rs).qualities.label(cu.Unit.Quality))
		strength.SetSelected(strconv.Itoa(max(pct, 25)) + "%")
		if cu.Unit.Men != nil {
			u.Men, u.Type = *cu.Unit.Men, cu.Unit.Type
		}
		hits.SetSelected(strconv.Itoa(p.ed.Doc.UnitHits(cu.Unit.Name)))
		hqs = map[string]*odn.AttachedHeadquarters{}
		opts := []string{"none"}
		for _, h := range a.AvailableHeadquarters(cu) {
			h := h
			l := fmt.Sprintf("%s: %s (%+d)", h.Label, h.Name, h.Bonus)
			hqs[l] = &h
			opts = append(opts, l)
		}
		hq.Options = opts
		hq.Enable()
		// The headquarters the army list attaches to the unit, if any.
		pick := "none"
		if h, err := a.ListedHeadquarters(cu); err == nil && h != nil {
			for l, x := range hqs {
				if x.Level == h.Level {
					pick = l
				}
			}
		}
		hq.SetSelected(pick)
		changed() // with the men, which no drop-down shows
	})
	form := widget.NewForm(
		widget.NewFormItem(who, from),
		widget.NewFormItem("Starting quality", quality),
		widget.NewFormItem("Strength", strength),
		widget.NewFormItem("Hits checked", hits),
		widget.NewFormItem("Morale level", level),
		widget.NewFormItem("Attached HQ", hq),
	)
	if variable {
		mod := intSelect(-3, 3, &u.VariableModifier, "", changed)
		enable(mod, u.Variable)
		vq := widget.NewCheck("Variable quality: rolled at its first Morale Test (p.14)", func(on bool) {
			u.Variable = on
			enable(mod, on)
			changed()
		})
		vq.Checked = u.Variable
		form.Append("", vq)
		form.Append("Roll modifier", mod)
	}
	relabelOnChange(form)
	return form, modChecks(rs.Morale.Modifiers, &u.Modifiers, changed)
}

func (p *CalcPanel) unitForm(u *armydoc.UnitForm, c *calcView, who string, rally *bool) fyne.CanvasObject {
	changed := func() { p.update(c) }
	form, mods := p.unitFields(u, changed, who, false)
	r := widget.NewCheck("Rally Phase test (a first pass moves up one level)", func(on bool) { *rally = on; changed() })
	form.Append("", r)
	return container.NewVBox(form, section("Morale Test modifiers (3.02, p.10; one headquarters only, p.13)"), mods)
}

func (p *CalcPanel) meleeForm(c *calcView) fyne.CanvasObject {
	rs := p.ed.Rules
	changed := func() { p.update(c) }
	side := func(s *armydoc.SideForm, who string) fyne.CanvasObject {
		q := p.qualitySelect(&s.Quality, changed)
		from := p.picker(func(a *odn.Army, cu odn.CorpsUnit) {
			if ru, err := rs.RosterFor(a, cu); err == nil {
				if st := ru.Ladder.State(p.ed.Doc.UnitHits(cu.Unit.Name)); !st.Removed {
					q.SetSelected(newArmyChoices(rs).qualities.label(st.Quality))
				}
			}
		})
		return container.NewVBox(section(who), widget.NewForm(widget.NewFormItem("Unit", from), widget.NewFormItem("Current quality", q)),
			modChecks(rs.Melee.Modifiers, &s.Modifiers, changed))
	}
	return container.NewVBox(side(&p.Melee.Attacker, "Attacker"), side(&p.Melee.Defender, "Defender"))
}

func (p *CalcPanel) chainForm(c *calcView) fyne.CanvasObject {
	rs := p.ed.Rules
	changed := func() { p.update(c) }
	fire := p.fireFields(&p.Chain.Fire, changed, rs)
	tform, mods := p.unitFields(&p.Chain.Target, changed, "Target", true)
	add := widget.NewCheck("-1 per hit beyond the first (Examples #1 and #2, p.11; the same as the modifier additional-hit, counted once)", func(on bool) { p.Chain.AdditionalHit = on; changed() })
	return container.NewVBox(section("Fire"), fire, section("Target"), tform, add, section("Target's Morale Test modifiers"), mods)
}

// maxAttackers is how many units the Melee to the end form takes: the
// first attacker and up to three more, the most that add to its Melee
// Number (Each additional unit in Melee, maximum of 3, p.9).
const maxAttackers = 4

func (p *CalcPanel) runForm(c *calcView) fyne.CanvasObject {
	rs := p.ed.Rules
	changed := func() { p.update(c) }
	side := func(s *armydoc.RunSide, who string) fyne.CanvasObject {
		form, mods := p.unitFields(&s.Unit, changed, "Unit", true)
		return container.NewVBox(section(who), form, widget.NewLabel("Melee modifiers"), modChecks(rs.Melee.Modifiers, &s.MeleeModifiers, changed),
			widget.NewLabel("Morale Test modifiers"), mods)
	}
	box := container.NewVBox()
	command := p.commandFields(changed)
	var rebuild func()
	add := widget.NewButtonWithIcon("Add attacker", theme.ContentAddIcon(), func() {
		if len(p.Run.Attackers) < maxAttackers {
			p.Run.Attackers = append(p.Run.Attackers, armydoc.RunSide{Unit: armydoc.DefaultUnitForm()})
			rebuild()
			changed()
		}
	})
	remove := widget.NewButtonWithIcon("Remove the last attacker", theme.ContentRemoveIcon(), func() {
		if len(p.Run.Attackers) > 1 {
			p.Run.Attackers = p.Run.Attackers[:len(p.Run.Attackers)-1]
			rebuild()
			changed()
		}
	})
	rebuild = func() {
		objs := []fyne.CanvasObject{container.NewHBox(add, remove)}
		for i := range p.Run.Attackers {
			objs = append(objs, side(&p.Run.Attackers[i], fmt.Sprintf("Attacker %d", i+1)))
		}
		objs = append(objs, side(&p.Run.Defender, "Defender"), command)
		box.Objects = objs
		box.Refresh()
		enable(add, len(p.Run.Attackers) < maxAttackers)
		enable(remove, len(p.Run.Attackers) > 1)
	}
	rebuild()
	return box
}

// commandFields builds the unit in command: a unit outside the Melee under
// the command of the headquarters attached to a unit in it, which takes a
// Morale Test when a leader-loss roll kills that headquarters (4.05, p.13).
// The headquarters is the unit's Attached HQ or its headquarters modifier.
func (p *CalcPanel) commandFields(changed func()) fyne.CanvasObject {
	cmd := &armydoc.CommandForm{Unit: armydoc.DefaultUnitForm()}
	ids := []string{"none", "0"}
	labels := []string{"none", "the defender"}
	for i := 1; i <= maxAttackers; i++ {
		ids, labels = append(ids, strconv.Itoa(i)), append(labels, fmt.Sprintf("attacker %d", i))
	}
	form, mods := p.unitFields(&cmd.Unit, changed, "Unit", false)
	of := calcSelect(ids, labels, "none", func(id string) {
		if id == "none" {
			p.Run.Command = nil
		} else {
			cmd.Of, _ = strconv.Atoi(id)
			p.Run.Command = cmd
		}
		changed()
	})
	return container.NewVBox(section("Unit in command (leader loss, 4.05)"), widget.NewForm(widget.NewFormItem("Under the HQ of", of)),
		form, widget.NewLabel("Morale Test modifiers"), mods)
}

// answerView shows an Answer: its summary, the modifiers applied and a bar
// per probability, with the exact fraction and the percentage.
type answerView struct {
	box *fyne.Container
}

func newAnswerView() *answerView { return &answerView{box: container.NewVBox()} }

func (v *answerView) busy() {
	v.box.Objects = []fyne.CanvasObject{widget.NewLabel("Computing…")}
	v.box.Refresh()
}

func (v *answerView) show(a armydoc.Answer, err error) {
	if err != nil {
		l := widget.NewLabel("Cannot compute: " + err.Error())
		l.Wrapping = fyne.TextWrapWord
		l.Importance = widget.DangerImportance
		v.box.Objects = []fyne.CanvasObject{l}
		v.box.Refresh()
		return
	}
	sum := widget.NewLabelWithStyle(a.Summary, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	sum.Wrapping = fyne.TextWrapWord
	objs := []fyne.CanvasObject{sum}
	for _, m := range a.Applied {
		objs = append(objs, widget.NewLabel("modifier "+m))
	}
	for _, g := range a.Groups {
		t := widget.NewLabelWithStyle(g.Title, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
		t.SizeName = theme.SizeNameSubHeadingText
		objs = append(objs, t)
		for _, b := range g.Bars {
			objs = append(objs, barRow(b))
		}
	}
	if len(a.Readings) > 0 {
		objs = append(objs, widget.NewLabelWithStyle("Readings used (Readings tab)", fyne.TextAlignLeading, fyne.TextStyle{Bold: true}))
		for _, r := range a.Readings {
			l := widget.NewLabel(r)
			l.Wrapping = fyne.TextWrapWord
			objs = append(objs, l)
		}
	}
	v.box.Objects = objs
	v.box.Refresh()
}

// barLayout: label | bar | percentage | fraction.
type barLayout struct{}

var barCols = struct{ label, bar, pct, frac float32 }{label: 120, bar: 180, pct: 84, frac: 120}

func (barLayout) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	pad := theme.Padding()
	rest := max(size.Width-barCols.pct-barCols.frac-3*pad, 0)
	barW := min(barCols.bar, rest*0.4)
	labelW := rest - barW
	x := float32(0)
	for i, o := range objs {
		w := labelW
		switch i {
		case 1:
			w = barW
		case 2:
			w = barCols.pct
		case 3:
			w = barCols.frac
		}
		h := o.MinSize().Height
		if i == 1 {
			h = size.Height * 0.6
		}
		o.Move(fyne.NewPos(x, (size.Height-h)/2))
		o.Resize(fyne.NewSize(w, h))
		x += w + pad
	}
}

func (barLayout) MinSize(objs []fyne.CanvasObject) fyne.Size {
	h := float32(0)
	for _, o := range objs {
		h = max(h, o.MinSize().Height)
	}
	return fyne.NewSize(barCols.label+80+barCols.pct+barCols.frac+3*theme.Padding(), h)
}

// probBar draws a bar whose filled part is a probability.
type probBar struct{ p float64 }

func (pb probBar) Layout(objs []fyne.CanvasObject, size fyne.Size) {
	objs[0].Resize(size)
	objs[0].Move(fyne.NewPos(0, 0))
	objs[1].Resize(fyne.NewSize(size.Width*float32(pb.p), size.Height))
	objs[1].Move(fyne.NewPos(0, 0))
}

func (probBar) MinSize([]fyne.CanvasObject) fyne.Size { return fyne.NewSize(40, 12) }

// fracFits tells whether fraction f, as the bar row's label draws it, fits
// its column; a longer one (a chained calculation's exact answer) is
// written in full below its bar. It is measured, not counted: a count of
// characters let "87923/409600" run past the window's edge.
func fracFits(f string) bool {
	w := fyne.MeasureText(f, theme.TextSize(), fyne.TextStyle{Monospace: true}).Width
	return w+2*theme.InnerPadding() <= barCols.frac
}

func barRow(b armydoc.Bar) fyne.CanvasObject {
	label := widget.NewLabel(b.Label)
	label.Truncation = fyne.TextTruncateEllipsis
	track := canvas.NewRectangle(color.NRGBA{128, 128, 128, 50})
	fill := canvas.NewRectangle(theme.Color(theme.ColorNamePrimary))
	bar := container.New(probBar{p: b.Float()}, track, fill)
	pct := widget.NewLabelWithStyle(b.Pct(), fyne.TextAlignTrailing, fyne.TextStyle{Bold: true})
	f := b.Frac()
	if fracFits(f) {
		frac := widget.NewLabelWithStyle(f, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
		return container.New(barLayout{}, label, bar, pct, frac)
	}
	row := container.New(barLayout{}, label, bar, pct, widget.NewLabel(""))
	full := widget.NewLabelWithStyle("= "+f, fyne.TextAlignLeading, fyne.TextStyle{Monospace: true})
	full.Wrapping = fyne.TextWrapBreak
	full.SizeName = theme.SizeNameCaptionText
	return container.NewVBox(row, full)
}
