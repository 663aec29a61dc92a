package rules

// Each order type's check and apply, called by State.check and
// State.Apply; the orders of special-rule kinds keep theirs in their
// kind's file (NightAttack in kinds/night_attack.go, BuildRedoubt in
// kinds/build_redoubt.go).

func (o Deploy) check(s *State, c *Checked) (*Checked, error) { return s.checkDeploy(o, c) }
func (o Deploy) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyDeploy(c, ev)
	return nil
}

func (EndPhase) check(s *State, c *Checked) (*Checked, error) { return c, s.checkEndPhase() }
func (EndPhase) apply(t, _ *State, _ *Checked, d Dice, ev *[]Event) error {
	t.endPhase(d, ev)
	return nil
}

func (o ForceMarch) check(s *State, c *Checked) (*Checked, error) { return s.checkForceMarch(o, c) }
func (o ForceMarch) apply(t, _ *State, _ *Checked, _ Dice, ev *[]Event) error {
	return t.applyForceMarch(o, ev)
}

func (o Exit) check(s *State, c *Checked) (*Checked, error) { return c, s.checkExit(o, c) }
func (Exit) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyExit(c, ev)
	return nil
}

func (AuthorizeRetreat) check(s *State, c *Checked) (*Checked, error) { return c, s.checkAuthorize() }
func (AuthorizeRetreat) apply(t, _ *State, _ *Checked, _ Dice, ev *[]Event) error {
	t.applyAuthorize(ev)
	return nil
}

func (o Move) check(s *State, c *Checked) (*Checked, error) { return s.checkMove(o, c) }
func (Move) apply(t, s *State, c *Checked, d Dice, ev *[]Event) error {
	return t.applyMove(s, c, d, ev)
}

func (o Countercharge) check(s *State, c *Checked) (*Checked, error) {
	return s.checkCountercharge(o, c)
}
func (Countercharge) apply(t, _ *State, c *Checked, d Dice, ev *[]Event) error {
	return t.applyCountercharge(c, d, ev)
}

func (o Disengage) check(s *State, c *Checked) (*Checked, error) {
	return s.checkDisengage(o, c, false)
}
func (o Disengage) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyDisengage(o, c, ev)
	return nil
}

// Penetrate is a Disengage by cavalry under optional rule 16.2.
func (o Penetrate) check(s *State, c *Checked) (*Checked, error) {
	if !s.B.Optional("16.2") {
		return nil, Illegal("16.2", "Cavalry Penetration is optional rule 16.2, not in use")
	}
	return s.checkDisengage(Disengage(o), c, true)
}
func (o Penetrate) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyDisengage(o, c, ev)
	return nil
}

func (o MaintainContact) check(s *State, c *Checked) (*Checked, error) {
	return s.checkMaintainContact(o, c)
}
func (o MaintainContact) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.applyMaintainContact(o, c, ev)
	return nil
}

func (o Declare) check(s *State, c *Checked) (*Checked, error) { return s.checkDeclare(o, c) }
func (Declare) apply(t, _ *State, c *Checked, d Dice, ev *[]Event) error {
	t.applyDeclare(c, d, ev)
	return nil
}

func (o Resolve) check(s *State, c *Checked) (*Checked, error) { return s.checkResolve(o, c) }
func (Resolve) apply(t, _ *State, c *Checked, d Dice, ev *[]Event) error {
	return t.resolve(&t.BattleList[c.battle], c.opts, d, ev)
}

func (o Rally) check(s *State, c *Checked) (*Checked, error) { return s.checkRally(o, c) }
func (o Rally) apply(t, _ *State, c *Checked, d Dice, ev *[]Event) error {
	return t.rally(c, o.SpendMorale, d, ev)
}

func (o Breakdown) check(s *State, c *Checked) (*Checked, error) { return s.checkBreakdown(o, c) }
func (Breakdown) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.breakdown(c, ev)
	return nil
}

func (o Buildup) check(s *State, c *Checked) (*Checked, error) { return s.checkBuildup(o, c) }
func (Buildup) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.buildup(c, ev)
	return nil
}

func (o PlaceDummy) check(s *State, c *Checked) (*Checked, error) { return s.checkPlaceDummy(o, c) }
func (PlaceDummy) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.placeDummy(c, ev)
	return nil
}

func (o AddDummy) check(s *State, c *Checked) (*Checked, error) { return s.checkAddDummy(o, c) }
func (AddDummy) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.addDummy(c, ev)
	return nil
}

func (o Reveal) check(s *State, c *Checked) (*Checked, error) { return s.checkReveal(o, c) }
func (Reveal) apply(t, _ *State, c *Checked, _ Dice, ev *[]Event) error {
	t.reveal(c, ev)
	return nil
}
