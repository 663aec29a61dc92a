package bundle

import (
	"fmt"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

// Campaign is a campaign document with its chart set, ready to play.
type Campaign struct {
	Scenario *scenario.Scenario
	Charts   *scenario.ChartSet
}

// OpenCampaign loads a campaign document (a scenario with a campaign block)
// by file path or bundled id.
func OpenCampaign(ref string) (*Campaign, error) {
	s, err := Load(ref)
	if err != nil {
		return nil, err
	}
	if s.Campaign == nil || len(s.Campaign.Games) == 0 {
		return nil, fmt.Errorf("scenario %q is not a campaign (no campaign games)", s.ID)
	}
	cs, err := Charts(s)
	if err != nil {
		return nil, err
	}
	return &Campaign{Scenario: s, Charts: cs}, nil
}

// LoadGame is a rules.CampaignLoader for bundled scenarios: the scenario of
// a campaign game by id, with its chart set.
func LoadGame(id string) (*scenario.Scenario, *scenario.ChartSet, error) {
	s, err := Load(id)
	if err != nil {
		return nil, nil, err
	}
	cs, err := Charts(s)
	if err != nil {
		return nil, nil, err
	}
	return s, cs, nil
}

// PlayRandom plays the whole campaign with random legal orders (see
// rules.PlayCampaignRandom).
func (c *Campaign) PlayRandom(opt rules.Options, seed uint64, maxOrders int, policy rules.FullStrengthPolicy) (*rules.CampaignPlay, error) {
	return rules.PlayCampaignRandom(c.Scenario, c.Charts, LoadGame, opt, seed, maxOrders, policy)
}

// Interphase runs the campaign interphase after the game of outcome o with
// dice d, loading the next game.
func (c *Campaign) Interphase(o rules.Outcome, d rules.Dice, policy rules.FullStrengthPolicy) (*rules.Interphase, error) {
	next := ""
	games := c.Scenario.Campaign.Games
	for i, g := range games {
		if g.Scenario == o.Scenario && i+1 < len(games) {
			next = games[i+1].Scenario
		}
	}
	if next == "" {
		return nil, fmt.Errorf("campaign %q: %q is not a game followed by another", c.Scenario.ID, o.Scenario)
	}
	ns, _, err := LoadGame(next)
	if err != nil {
		return nil, err
	}
	return rules.CampaignInterphase(rules.InterphaseInput{Campaign: c.Scenario, Charts: c.Charts, Outcome: o, Next: ns, Policy: policy}, d)
}
