package ui

import (
	"errors"
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"fyne.io/fyne/v2"
	"fyne.io/fyne/v2/container"
	"fyne.io/fyne/v2/dialog"
	"fyne.io/fyne/v2/widget"

	"github.com/aide-de-camp/adc/editor/playdoc"
	"github.com/aide-de-camp/adc/engine/hex"
	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/engine/sim"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/render"
)

// person is the seat choice of a person at the screen.
const person = "Person"

// Play is the Play mode window (Tools > Play by Hand…): the scenario being
// edited, unsaved edits included, played by hand with the rules engine
// checking every order, against a bot or another person at the same
// screen, or bots against each other step by step. It is a thin view over
// a playdoc.Game; the scenario being edited is never changed.
type Play struct {
	e   *Editor
	Win fyne.Window
	G   *playdoc.Game
	Map *PlayMap

	Sequence *widget.Label // turn, phase, side to act
	// Banner says, for a scenario that lacks data its rules need (played
	// anyway) or a partly traced map, that the game describes a different
	// game: the first line `adc play --incomplete` prints. Hidden when the
	// scenario is complete.
	Banner   *widget.Label
	Status   *widget.Label // what happened, or why an order was refused
	Odds     *widget.Label
	Card     *widget.Label
	LogList  *widget.List
	logLines []string

	Seats      [2]*widget.Select
	HandDice   *widget.Check
	DiceEntry  *widget.Entry
	OrderEntry *widget.Entry
	Battle     *widget.Select
	AttReserve *widget.Check
	DefReserve *widget.Check
	Commit     *widget.CheckGroup // special rules committed to the battle (play_commit.go)
	Pursue     *widget.Entry

	EndPhase, Undo, BotStep, BotRun, Declare, Roll, Confirm, Save, Reopen *widget.Button

	// Curtain covers the window between two persons' turns at one screen
	// under Fog of War (playfog.go); CurtainGo shows the next one's view.
	Curtain     *fyne.Container
	CurtainText *widget.Label
	CurtainGo   *widget.Button
	shownTo     int // the side that took the screen last in a hot-seat game, -1 none
	geomWrites  int // PlayGeometry's count
	geomLast    []byte

	board *rules.Board
	// File is where the game is saved: beside the scenario.
	File string

	sel       string // the selected unit
	reach     []rules.Reach
	attackers []string
	defenders []string
	decl      []rules.BattleDecl
	advance   []string
	exchange  []string
	commits   map[string]rules.Commitment // by label in Commit (play_commit.go)
	paths     [][]string                  // the last battle's retreats and advances
	busy      bool
	extraBots map[string]string // bots of a reopened game the seat choice does not offer, by label
	// Sync runs the bots in the caller instead of a goroutine (tests: the
	// test driver has no main loop to post to).
	Sync bool
}

// ShowPlay opens Play mode on the scenario being edited. A scenario that
// lacks data its rules need is refused with its gaps listed, unless the
// designer chooses to play anyway, as Playtest does.
func (e *Editor) ShowPlay() { e.openPlay(false) }

// openPlay opens Play mode and returns it (nil when it does not open);
// anyway plays a scenario that lacks data its rules need without asking.
func (e *Editor) openPlay(anyway bool) *Play {
	b, err := (&Playtest{e: e}).board()
	if err != nil {
		e.showError(fmt.Errorf("the rules engine cannot play this scenario: %w", err))
		return nil
	}
	open := func() *Play {
		p, err := NewPlay(e, b, 1)
		if err != nil {
			e.showError(err)
			return nil
		}
		p.Win.Show()
		p.afterOrder() // a bot that moves first starts at once
		return p
	}
	c := scenario.CheckCompleteness(b.Scenario)
	if c.Playable() || anyway {
		return open()
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "This scenario lacks data its rules need (%s); a game played without it is a different game:", scenario.GapCount(len(c.Blocking())))
	for _, g := range c.Blocking() {
		fmt.Fprintf(&sb, "\n• %s — %s", g, g.Fill)
	}
	if e.NoDialogs {
		e.showError(errors.New(sb.String())) // the prompt's default: do not play
		return nil
	}
	l := widget.NewLabel(sb.String())
	l.Wrapping = fyne.TextWrapWord
	d := dialog.NewCustomConfirm("Play by hand", "Play anyway", "Cancel", container.NewVScroll(l), func(ok bool) {
		if ok {
			open()
		}
	}, e.Win)
	d.Resize(fyne.NewSize(640, 360))
	d.Show()
	return nil
}

// NewPlay builds the Play window of editor e on board b (a copy of the
// scenario being edited), a person playing the French side against the
// greedy bot (or the first bot listed).
func NewPlay(e *Editor, b *rules.Board, seed uint64) (*Play, error) {
	bot := "greedy"
	if !slices.Contains(sim.BotNames(), bot) {
		bot = playdoc.BotChoices()[0]
	}
	g, err := playdoc.New(b, seed, [2]playdoc.Seat{{}, {Bot: bot}})
	if err != nil {
		return nil, fmt.Errorf("the rules engine cannot start a game of this scenario: %w", err)
	}
	p := &Play{e: e, G: g, board: b, shownTo: -1}
	if path := e.Doc.Path(); path != "" {
		p.File = playdoc.GamePath(path)
	}
	p.Win = e.App.NewWindow("Play — " + b.Scenario.Title)
	p.build()
	p.Win.SetContent(p.content())
	p.playShortcuts()
	p.Map.onDrawn = p.writeGeometry
	p.Win.Resize(fyne.NewSize(1260, 700)) // fits the smallest screen the editor supports, 1280x720
	p.refresh()
	return p, nil
}

func (p *Play) build() {
	p.Map = newPlayMap(p.G.State().Snapshot(), p.tapHex)
	p.Sequence = widget.NewLabelWithStyle("", fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.Sequence.Wrapping = fyne.TextWrapWord // a game's result may be long
	p.Banner = widget.NewLabelWithStyle(scenario.CheckCompleteness(p.board.Scenario).FirstLine(), fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	p.Banner.Wrapping = fyne.TextWrapWord
	p.Banner.Importance = widget.DangerImportance
	if p.Banner.Text == "" {
		p.Banner.Hide()
	}
	p.Status = widget.NewLabel("")
	p.Status.Wrapping = fyne.TextWrapWord
	p.Odds = widget.NewLabel("")
	p.Odds.Wrapping = fyne.TextWrapWord
	p.Card = widget.NewLabel("")
	p.Card.Wrapping = fyne.TextWrapWord
	p.LogList = widget.NewList(func() int { return len(p.logLines) }, func() fyne.CanvasObject { return widget.NewLabel("") },
		func(i widget.ListItemID, o fyne.CanvasObject) {
			if i < len(p.logLines) { // the list may ask for a row of the log before an undo
				o.(*widget.Label).SetText(p.logLines[i])
			}
		})
	for side := range p.Seats {
		p.Seats[side] = widget.NewSelect(nil, func(string) { p.seatsChanged() })
		p.showSeat(side)
	}
	p.HandDice = widget.NewCheck("Dice by hand", func(on bool) { p.G.HandDice = on; p.refresh() })
	p.DiceEntry = widget.NewEntry()
	p.DiceEntry.SetPlaceHolder("dice rolled: 4 2")
	p.DiceEntry.OnSubmitted = func(string) { p.enterDice() }
	p.OrderEntry = widget.NewEntry()
	p.OrderEntry.SetPlaceHolder("an order: move fr-a 0805, rally fr-b, countercharge…")
	p.OrderEntry.OnSubmitted = func(text string) { p.typed(text) }
	p.Battle = widget.NewSelect(nil, func(string) { p.showBattleOdds() })
	p.AttReserve = widget.NewCheck("Attacker reserves (12.2.3)", func(bool) { p.showBattleOdds() })
	p.DefReserve = widget.NewCheck("Defender reserves", func(bool) { p.showBattleOdds() })
	p.Pursue = widget.NewEntry()
	p.Pursue.SetText("0")
	p.EndPhase = widget.NewButton("End Phase", func() { p.give(rules.EndPhase{}) })
	p.Undo = widget.NewButton("Undo", p.undo)
	p.BotStep = widget.NewButton("Bot: One Order", p.botStep)
	p.BotRun = widget.NewButton("Bot: Play On", p.botRun)
	p.Declare = widget.NewButton("Declare Battles", p.declare)
	p.Roll = widget.NewButton("Roll", p.roll)
	p.Confirm = widget.NewButton("Advance, Go On", p.confirm)
	p.Save = widget.NewButton("Save Game", p.save)
	p.Reopen = widget.NewButton("Reopen Game", p.reopen)
	p.buildCurtain()
}

func (p *Play) content() fyne.CanvasObject {
	seat := func(side int) fyne.CanvasObject {
		return container.NewBorder(nil, nil, widget.NewLabel(p.G.SideName(side)), nil, p.Seats[side])
	}
	enter := widget.NewButton("Enter Dice", p.enterDice)
	leave := widget.NewButton("Leave Play Mode", func() { p.Win.Close() })
	pursue := container.NewBorder(nil, nil, widget.NewLabel("Pursue"), nil, p.Pursue)
	side := container.NewVBox(
		container.NewGridWithColumns(2, seat(0), seat(1)),
		container.NewBorder(nil, nil, p.HandDice, enter, p.DiceEntry),
		container.NewGridWithColumns(4, p.EndPhase, p.Undo, p.BotStep, p.BotRun),
		p.OrderEntry,
		container.NewGridWithColumns(2, p.Declare, p.Battle),
		container.NewGridWithColumns(2, p.AttReserve, p.DefReserve),
		p.commitList(),
		container.NewGridWithColumns(3, p.Roll, pursue, p.Confirm),
		container.NewGridWithColumns(3, p.Save, p.Reopen, leave))
	bold := func(s string) *widget.Label {
		return widget.NewLabelWithStyle(s, fyne.TextAlignLeading, fyne.TextStyle{Bold: true})
	}
	logPanel := container.NewBorder(bold("Game log"), nil, nil, nil, p.LogList)
	bottom := container.NewVSplit(container.NewVScroll(p.Status), logPanel)
	bottom.Offset = 0.45
	right := container.NewBorder(container.NewVBox(p.Banner, p.Sequence, side, p.Odds, p.Card), nil, nil, nil, bottom)
	split := container.NewHSplit(p.Map, right)
	split.Offset = 0.5
	return container.NewStack(split, p.Curtain)
}

// say shows a message, or the refusal of an order with the rule that
// forbids it.
func (p *Play) say(err error, ok string) {
	var ill *rules.IllegalOrder
	var need *playdoc.NeedDiceError
	switch {
	case errors.As(err, &need):
		p.Status.SetText("Dice needed: " + err.Error())
	case errors.As(err, &ill) && ill.Rule != "":
		p.Status.SetText(fmt.Sprintf("Refused by rule %s: %s", ill.Rule, strings.TrimPrefix(err.Error(), "rules: ")))
	case err != nil:
		p.Status.SetText("Refused: " + strings.TrimPrefix(err.Error(), "rules: "))
	default:
		p.Status.SetText(ok)
	}
}

// give plays a person's order and lets the bots answer.
func (p *Play) give(o rules.Order) {
	if p.busy {
		return
	}
	n := len(p.G.Steps())
	p.paths = nil
	err := p.G.Give(o)
	ok := "Played: " + o.String()
	if pd := p.G.Pending(); err == nil && pd != nil {
		p.paths = playdoc.Paths(pd.Events)
		ok = p.pendingText(pd)
	} else if err == nil {
		ok = p.played(n)
	}
	p.say(err, ok)
	if err == nil {
		p.sel, p.reach = "", nil
		p.afterOrder()
	}
	p.refresh()
}

// played describes the orders given since step n.
func (p *Play) played(n int) string {
	var sb strings.Builder
	for _, st := range p.G.Steps()[n:] {
		sb.WriteString("Played: " + st.String())
		if len(st.Dice) > 0 {
			fmt.Fprintf(&sb, " (dice %v)", st.Dice)
		}
		sb.WriteString("\n")
		if ps := playdoc.Paths(st.Events); len(ps) > 0 {
			p.paths = ps
		}
		for _, ev := range st.Events {
			if ev.Kind != "phase" && ev.Kind != "move" {
				sb.WriteString("  " + ev.String() + "\n")
			}
		}
	}
	return strings.TrimSpace(sb.String())
}

func (p *Play) pendingText(pd *playdoc.Pending) string {
	var sb strings.Builder
	p.retreatText(&sb, pd) // a retreat path asked first (playretreat.go)
	fmt.Fprintf(&sb, "Rolled %v:\n", pd.Dice)
	for _, ev := range pd.Events {
		sb.WriteString("  " + ev.String() + "\n")
	}
	if len(pd.Exchange) > 0 {
		fmt.Fprintf(&sb, "Exchange (9.6): tap the attackers you lose (the engine would lose %s; a second tap makes a unit advance instead), then Advance, Go On.\n", strings.Join(pd.Lost, ", "))
	}
	if len(pd.Advancers) > 0 {
		fmt.Fprintf(&sb, "Advance after combat (9.8) into %s: tap the units that advance, in order (%s may), set Pursue, then Advance, Go On; tap none for no advance.", strings.Join(pd.Vacated, ", "), strings.Join(pd.Advancers, ", "))
	}
	return strings.TrimSpace(sb.String())
}

// afterOrder lets the bots answer a person's order.
func (p *Play) afterOrder() {
	if p.G.BotToAct() && (p.G.Seats[0].Human() || p.G.Seats[1].Human()) {
		p.botRun()
	}
}

func (p *Play) seatsChanged() {
	if p.G == nil || p.Seats[0] == nil || p.Seats[1] == nil || p.busy {
		return
	}
	var seats [2]playdoc.Seat
	for i, s := range p.Seats {
		seats[i] = p.seatOf(s.Selected)
	}
	if seats == p.G.Seats {
		return
	}
	if err := p.G.SetSeats(seats); err != nil {
		p.say(err, "")
		return
	}
	p.Status.SetText(fmt.Sprintf("%s: %s · %s: %s", p.G.SideName(0), seatName(seats[0]), p.G.SideName(1), seatName(seats[1])))
	p.refresh()
}

func seatName(s playdoc.Seat) string {
	if s.Human() {
		return "played by a person"
	}
	return "the bot " + playdoc.BotLabel(s.Bot)
}

// seatChoices are what a seat's choice offers: a person, or a bot of
// sim.BotNames with its budget in plain words ("Search, 50 ms a move").
func seatChoices() []string {
	out := []string{person}
	for _, spec := range playdoc.BotChoices() {
		out = append(out, playdoc.BotLabel(spec))
	}
	return out
}

// seatOf is the seat a choice names.
func (p *Play) seatOf(label string) playdoc.Seat {
	if label == person || label == "" {
		return playdoc.Seat{}
	}
	if spec, ok := p.extraBots[label]; ok {
		return playdoc.Seat{Bot: spec}
	}
	for _, spec := range playdoc.BotChoices() {
		if playdoc.BotLabel(spec) == label {
			return playdoc.Seat{Bot: spec}
		}
	}
	return playdoc.Seat{Bot: label}
}

// showSeat shows who plays side; a bot whose budget the list does not
// offer (a reopened game's) is added to it.
func (p *Play) showSeat(side int) {
	sel := p.Seats[side]
	sel.Options = seatChoices()
	label := person
	if st := p.G.Seats[side]; !st.Human() {
		label = playdoc.BotLabel(st.Bot)
		if !slices.Contains(sel.Options, label) {
			if p.extraBots == nil {
				p.extraBots = map[string]string{}
			}
			p.extraBots[label] = st.Bot
		}
	}
	for l := range p.extraBots {
		sel.Options = append(sel.Options, l)
	}
	slices.Sort(sel.Options[len(seatChoices()):])
	sel.Selected = label
	sel.Refresh()
}

func (p *Play) undo() {
	text, _ := p.G.CanUndo()
	err := p.G.Undo()
	p.say(err, "Taken back: "+text)
	p.sel, p.reach = "", nil
	p.refresh()
}

func (p *Play) enterDice() {
	var dice []int
	for _, f := range strings.FieldsFunc(p.DiceEntry.Text, func(r rune) bool { return r == ' ' || r == ',' }) {
		v, err := strconv.Atoi(f)
		if err != nil || v < 1 || v > 6 {
			p.Status.SetText(fmt.Sprintf("Dice: %q is not a die (1 to 6)", f))
			return
		}
		dice = append(dice, v)
	}
	if err := p.G.EnterDice(dice...); err != nil {
		p.say(err, "")
		return
	}
	p.DiceEntry.SetText("")
	p.Status.SetText(fmt.Sprintf("Dice waiting to be used: %v", p.G.Entered()))
	p.refresh()
}

// typed plays an order typed in the script notation (docs/scripts.md).
func (p *Play) typed(text string) {
	o, err := rules.ParseOrder(text)
	if err != nil {
		p.say(err, "")
		return
	}
	p.OrderEntry.SetText("")
	p.give(o)
}

// botStep lets the bot to act give one order (bots against each other,
// step by step).
func (p *Play) botStep() {
	n := len(p.G.Steps())
	err := p.G.BotStep()
	p.say(err, p.botPlayed(n))
	p.refresh()
}

// botRun lets the bots play until a person is to act, the game ends, or
// dice must be entered by hand. Each order is drawn, so the game can be
// watched.
func (p *Play) botRun() {
	if p.busy || !p.G.BotToAct() {
		return
	}
	p.busy = true
	p.paths = nil
	n := len(p.G.Steps())
	p.refresh()
	if p.Sync {
		var err error
		for err == nil && p.G.BotToAct() {
			err = p.G.BotStep()
		}
		p.busy = false
		p.say(err, p.botPlayed(n))
		p.refresh()
		return
	}
	go func() {
		var err error
		for {
			var s *rules.State
			at := 0
			fyne.DoAndWait(func() {
				if p.G.BotToAct() {
					s, at = p.G.State(), len(p.G.Steps())
				}
			})
			if s == nil {
				break
			}
			var o rules.Order
			if o, err = p.G.BotOrder(s); err != nil { // the bot thinks here, off the window's thread
				break
			}
			fyne.DoAndWait(func() {
				err = p.G.PlayBot(o, at)
				p.refresh()
			})
			if err != nil {
				break
			}
		}
		fyne.Do(func() {
			p.busy = false
			p.say(err, p.botPlayed(n))
			p.refresh()
		})
	}()
}

// tapHex is a tap on the map: what it does depends on the phase.
func (p *Play) tapHex(h hex.Hex) {
	s := p.G.State()
	code := s.B.Scenario.Grid().Code(h)
	if pd := p.G.Pending(); pd != nil {
		if !p.tapRetreat(pd, code) { // a retreat path first (playretreat.go)
			p.tapChoice(pd, code)
		}
		return
	}
	if !p.G.HumanToAct() || p.busy {
		p.Status.SetText(p.G.Sequence() + ": wait for the bot, or press Bot: Play On")
		return
	}
	switch {
	case s.Phase == rules.PhaseCombat && !s.Declared():
		p.tapBattle(code)
	default:
		p.tapMove(code)
	}
	p.refresh()
}

// unitsIn are the units of side (-1: any) on the map in hex code.
func unitsIn(s *rules.State, code string, side int) []string {
	var out []string
	for u, info := range s.B.Units {
		if s.OnMap(u) && !info.Garrison && s.B.Code(s.Units[u].Hex) == code && (side < 0 || info.Side == side) {
			out = append(out, info.ID)
		}
	}
	return out
}

// tapMove selects a unit of the side to act, or moves the selected unit
// to the hex tapped (a Disengage in the Reaction Phase).
func (p *Play) tapMove(code string) {
	s := p.G.State()
	inReach := slices.ContainsFunc(p.reach, func(r rules.Reach) bool { return r.Code == code })
	own := unitsIn(s, code, s.Actor())
	if p.sel != "" && (inReach || len(own) == 0) {
		var o rules.Order = rules.Move{Unit: p.sel, To: code}
		if s.Phase == rules.PhaseReaction {
			o = rules.Disengage{Unit: p.sel, To: code}
		}
		p.give(o)
		return
	}
	if len(own) == 0 {
		p.Status.SetText("Tap a unit of the side to act (" + p.G.SideName(s.Actor()) + ")")
		return
	}
	next := own[0]
	if i := slices.Index(own, p.sel); i >= 0 {
		next = own[(i+1)%len(own)]
	}
	p.sel, p.reach = next, nil
	if s.Phase == rules.PhaseMovement {
		p.reach, _ = s.ReachableID(next)
	}
	p.Status.SetText(fmt.Sprintf("%s selected: %d hexes it may move to, with their cost in Movement Points (6.0). Tap one to move.", next, len(p.reach)))
}

// tapBattle adds a unit of the side to act to the attackers, or an enemy
// to the defenders, of the battle being made; the odds show as soon as
// both have units.
func (p *Play) tapBattle(code string) {
	s := p.G.State()
	toggle := func(list []string, ids []string) []string {
		for _, id := range ids {
			if i := slices.Index(list, id); i >= 0 {
				list = slices.Delete(list, i, i+1)
			} else {
				list = append(list, id)
			}
		}
		return list
	}
	if own := unitsIn(s, code, s.Actor()); len(own) > 0 {
		if len(p.defenders) > 0 && !slices.ContainsFunc(own, func(id string) bool { return slices.Contains(p.attackers, id) }) {
			// An attacker tapped after the defenders starts the next battle.
			p.decl = append(p.decl, rules.BattleDecl{Attackers: p.attackers, Defenders: p.defenders})
			p.attackers, p.defenders = nil, nil
		}
		p.attackers = toggle(p.attackers, own)
	} else if foe := unitsIn(s, code, 1-s.Actor()); len(foe) > 0 {
		p.defenders = toggle(p.defenders, foe)
	} else {
		p.Status.SetText("Tap your attacking units, then the enemy units they attack")
		return
	}
	made := ""
	for _, d := range p.decl {
		made += fmt.Sprintf("Battle: %s vs %s · ", strings.Join(d.Attackers, ","), strings.Join(d.Defenders, ","))
	}
	p.Status.SetText(fmt.Sprintf("%sBattle: %s vs %s · Declare Battles when every battle is made (9.2); tap an attacker of the next battle to start it", made, strings.Join(p.attackers, ","), strings.Join(p.defenders, ",")))
	if text, hidden := fogOdds(s, p.attackers, p.defenders, s.Actor()); hidden {
		p.Odds.SetText(text)
	} else if len(p.attackers) > 0 && len(p.defenders) > 0 {
		p.Odds.SetText(oddsText(s, p.attackers, p.defenders, false, false))
	} else {
		p.Odds.SetText("")
	}
}

// tapChoice picks the units that advance, or are lost in an exchange,
// after a battle's roll.
func (p *Play) tapChoice(pd *playdoc.Pending, code string) {
	s := p.G.State()
	drop := func(list []string, id string) []string {
		return slices.DeleteFunc(list, func(x string) bool { return x == id })
	}
	// A tap cycles a unit through its choices: lost in the exchange (9.6),
	// then advancing (9.8), then neither.
	for _, id := range unitsIn(s, code, -1) {
		canLose, canAdvance := slices.Contains(pd.Exchange, id), slices.Contains(pd.Advancers, id)
		switch {
		case slices.Contains(p.exchange, id):
			p.exchange = drop(p.exchange, id)
			if canAdvance {
				p.advance = append(p.advance, id)
			}
		case slices.Contains(p.advance, id):
			p.advance = drop(p.advance, id)
		case canLose:
			p.exchange = append(p.exchange, id)
		case canAdvance:
			p.advance = append(p.advance, id)
		}
	}
	p.Status.SetText(fmt.Sprintf("Advance: %s · exchange losses: %s · then Advance, Go On", orNone(p.advance), orNone(p.exchange)))
	p.refresh()
}

func orNone(a []string) string {
	if len(a) == 0 {
		return "none"
	}
	return strings.Join(a, ", ")
}

// declare declares the battle being made (with any made before) for the
// Combat Phase (9.2).
func (p *Play) declare() {
	decl := p.decl
	if len(p.attackers) > 0 && len(p.defenders) > 0 {
		decl = append(decl, rules.BattleDecl{Attackers: p.attackers, Defenders: p.defenders})
	}
	p.give(rules.Declare{Battles: decl})
	if p.G.State().Declared() {
		p.attackers, p.defenders, p.decl = nil, nil, nil
		p.Odds.SetText("")
		p.showBattleOdds()
	}
}

// battleIndex is the battle chosen in the list.
func (p *Play) battleIndex() int {
	i, _, _ := strings.Cut(p.Battle.Selected, ":")
	n, err := strconv.Atoi(i)
	if err != nil {
		return -1
	}
	return n
}

func (p *Play) showBattleOdds() {
	p.refreshCommits()
	p.battleOdds()
}

// battleOdds shows the odds of the battle chosen as Roll would resolve it:
// with the reserves and the special rules ticked (rules.State.ResolveOdds).
func (p *Play) battleOdds() {
	s := p.G.State()
	i := p.battleIndex()
	bs := s.Battles()
	if i < 0 || i >= len(bs) {
		return
	}
	att, def := unitIDs(s, bs[i].Attackers), unitIDs(s, bs[i].Defenders)
	o, err := s.ResolveOdds(rules.Resolve{Battle: i, AttackerReserve: p.AttReserve.Checked, DefenderReserve: p.DefReserve.Checked, Commit: p.commitments()})
	p.Odds.SetText(formatOdds(s, att, def, o, err))
	p.Odds.Show()
}

func unitIDs(s *rules.State, us []int) []string {
	out := make([]string, len(us))
	for i, u := range us {
		out[i] = s.B.Units[u].ID
	}
	return out
}

func (p *Play) roll() {
	i := p.battleIndex()
	if i < 0 {
		p.Status.SetText("Choose a declared battle to roll")
		return
	}
	p.advance, p.exchange = nil, nil
	p.give(rules.Resolve{Battle: i, AttackerReserve: p.AttReserve.Checked, DefenderReserve: p.DefReserve.Checked, Commit: p.commitments()})
}

func (p *Play) confirm() {
	if _, awaits := p.advanceAwaits(p.G.Pending()); awaits {
		p.say(nil, p.pendingText(p.G.Pending()))
		return
	}
	pursue, err := strconv.Atoi(strings.TrimSpace(p.Pursue.Text))
	if err != nil || pursue < 0 {
		p.Status.SetText("Pursue: a number of hexes, 0 for none (9.8.5)")
		return
	}
	n := len(p.G.Steps())
	err = p.G.Confirm(p.advance, pursue, p.exchange)
	p.say(err, "")
	if err == nil {
		p.advance, p.exchange = nil, nil
		p.Pursue.SetText("0")
		p.say(nil, p.played(n))
		p.afterOrder()
	}
	p.refresh()
}

// oddsText is the odds preview of a battle (9.0 steps B-G): the
// differential, the CRT column and each result's probability, exact.
func oddsText(s *rules.State, att, def []string, ar, dr bool) string {
	o, err := s.Odds(att, def, ar, dr, 0)
	return formatOdds(s, att, def, o, err)
}

// formatOdds writes odds o of a battle, or why there are none.
func formatOdds(s *rules.State, att, def []string, o *rules.Odds, err error) string {
	if err != nil {
		return "Odds " + strings.Join(att, "+") + " vs " + strings.Join(def, "+") + ": " + strings.TrimPrefix(err.Error(), "rules: ")
	}
	var sb strings.Builder
	fmt.Fprintf(&sb, "Odds %s vs %s: attack %d, defense %d (terrain %+d): differential %+d, CRT column %+d", strings.Join(att, "+"), strings.Join(def, "+"), o.Attack, o.Defense, o.Terrain, o.Differential, o.Column)
	for _, n := range o.Notes {
		sb.WriteString("\n  " + n)
	}
	for _, r := range s.B.Charts.CRT.Results {
		if pr, ok := o.Results[r.Code]; ok && pr > 0 {
			fmt.Fprintf(&sb, "\n  %s %.0f%% (%s)", r.Code, 100*pr, o.Outcomes[r.Code])
		}
	}
	return sb.String()
}

// save writes the game beside the scenario; a scenario with no file yet
// (a bundled one, a new one) asks where.
func (p *Play) save() {
	data, err := p.G.Script()
	if err != nil {
		p.say(err, "")
		return
	}
	if p.File == "" {
		p.e.saveDialog(".game", ".yaml", func(path string) error {
			return atomicfile.Write(path, data, atomicfile.NoBackup)
		}, func(path string) {
			p.File = path
			p.say(nil, "Game saved to "+path+" (replay: adc play SCENARIO --script FILE)")
		})
		return
	}
	err = atomicfile.Write(p.File, data, atomicfile.NoBackup)
	msg := "Game saved to " + p.File + " (replay: adc play SCENARIO --script FILE)"
	if p.e.Doc.Dirty() {
		msg += "; the scenario has unsaved changes: save it too, or the game will not replay on the saved file"
	}
	p.say(err, msg)
}

func (p *Play) reopen() {
	if p.busy {
		return
	}
	if p.File == "" {
		p.Status.SetText("No game saved yet: Save Game first (a game of a scenario with no file is saved where you choose)")
		return
	}
	data, err := os.ReadFile(p.File)
	if err != nil {
		p.say(err, "")
		return
	}
	g, err := playdoc.Load(p.board, data, p.File)
	if err != nil {
		p.say(err, "")
		return
	}
	p.G = g
	for i := range g.Seats {
		p.showSeat(i)
	}
	p.HandDice.SetChecked(g.HandDice)
	p.sel, p.reach, p.attackers, p.defenders, p.paths = "", nil, nil, nil, nil
	p.say(nil, fmt.Sprintf("Reopened %s: %d orders replayed", p.File, len(g.Steps())))
	p.refresh()
}

// refresh redraws the position and enables what may be done now.
func (p *Play) refresh() {
	g := p.G
	s := g.State()
	covered := p.showCurtain()
	viewer, _ := p.viewer()
	mask := playdoc.MaskerFor(s, viewer)
	p.Status.SetText(mask.Mask(p.Status.Text))
	p.Sequence.SetText(g.Sequence())
	if c := g.LastCard(); c != "" {
		p.Card.SetText("Last card drawn: " + c)
	}
	p.logLines = g.LogFor(viewer)
	if covered {
		p.logLines = nil
	}
	p.LogList.Refresh()
	if n := len(p.logLines); n > 0 {
		p.LogList.ScrollToBottom()
	}
	human := g.HumanToAct() && !p.busy && g.Pending() == nil
	setEnabled(p.EndPhase, human)
	_, canUndo := g.CanUndo()
	setEnabled(p.Undo, canUndo && !p.busy)
	setEnabled(p.BotStep, g.BotToAct() && !p.busy)
	setEnabled(p.BotRun, g.BotToAct() && !p.busy)
	setEnabled(p.Declare, human && s.Phase == rules.PhaseCombat && !s.Declared())
	var opts []string
	if s.Declared() {
		for i, bt := range s.Battles() {
			if !bt.Resolved && !bt.Cancelled {
				opts = append(opts, fmt.Sprintf("%d: %s vs %s", i, strings.Join(unitIDs(s, bt.Attackers), ","), strings.Join(unitIDs(s, bt.Defenders), ",")))
			}
		}
	}
	p.Battle.Options = opts
	if !slices.Contains(opts, p.Battle.Selected) {
		p.Battle.ClearSelected()
		if len(opts) > 0 {
			p.Battle.SetSelected(opts[0])
		}
	}
	p.Battle.Refresh()
	if len(opts) == 0 && len(p.attackers) == 0 && len(p.defenders) == 0 {
		p.Odds.SetText("") // no battle in the making
	}
	setEnabled(p.Roll, human && len(opts) > 0)
	p.enableAdvance(g.Pending()) // the defender's path first (playretreat.go)
	for _, l := range []*widget.Label{p.Odds, p.Card} {
		if l.Text == "" {
			l.Hide()
		} else {
			l.Show()
		}
	}
	if pd := g.Pending(); pd != nil && pd.After != nil && pd.Retreat == nil {
		s = pd.After // the retreats shown while the advance is chosen
	}
	o := p.overlay()
	o.HideUnits = covered
	p.Map.SetPosition(playdoc.SnapshotFor(s, viewer), o)
	p.writeGeometry()
}

func setEnabled(b *widget.Button, on bool) {
	if on {
		b.Enable()
	} else {
		b.Disable()
	}
}

// overlay marks the selected unit's legal moves with their costs, the
// battle's units, and the hexes of the last retreats and advances (or the
// hexes left empty that the winner may advance into).
func (p *Play) overlay() render.Overlay {
	s := p.G.State()
	g := s.B.Scenario.Grid()
	o := render.Overlay{SelectedUnit: p.sel}
	for _, r := range p.reach {
		o.Reach = append(o.Reach, render.ReachMark{Hex: r.Hex, Cost: r.Cost})
	}
	add := func(dst *[]hex.Hex, code string) {
		if h, err := g.Parse(code); err == nil {
			*dst = append(*dst, h)
		}
	}
	ids := append(append(append([]string(nil), p.attackers...), p.defenders...), p.advance...)
	for _, d := range p.decl {
		ids = append(append(ids, d.Attackers...), d.Defenders...)
	}
	for _, id := range ids {
		if u := s.B.Unit(id); u >= 0 && s.OnMap(u) {
			add(&o.Selected, s.B.Code(s.Units[u].Hex))
		}
	}
	for _, path := range p.paths {
		for _, c := range path {
			add(&o.Preview, c)
		}
	}
	if pd := p.G.Pending(); pd != nil {
		for _, c := range pd.Vacated {
			add(&o.Selected, c)
		}
	}
	p.retreatOverlay(&o)
	return o
}

func init() {
	AddMenuItem(MenuItem{Menu: "Tools", Build: func(e *Editor) *fyne.MenuItem { return fyne.NewMenuItem("Play by Hand…", e.ShowPlay) }})
}
