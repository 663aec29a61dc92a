package sim

import (
	"sort"
	"strconv"

	"github.com/aide-de-camp/adc/engine/rules"
	"github.com/aide-de-camp/adc/engine/scenario"
)

func (t *tally) report(b *rules.Board, cfg Config, sides [2]string) *Report {
	rep := &Report{Scenario: b.Scenario.ID, Title: b.Scenario.Title, Bots: cfg.Bots, Sides: sides, Seed: cfg.Seed,
		Games: t.games, Failed: t.failed, Wins: t.wins, Draws: t.draws}
	for side, bot := range cfg.Bots {
		if r, id, ok := BotRating(bot, b.Scenario.ID); ok {
			rep.BotRatings[side] = &BotRatingOf{Rating: r, Scenario: id, Ladder: LadderGames()}
		}
	}
	comp := scenario.CheckCompleteness(b.Scenario)
	rep.Complete, rep.Gaps, rep.Terrain, rep.ScenarioAssumptions = comp.Playable(), comp.Gaps, comp.TerrainLine(), comp.Assumptions
	if rep.Gaps == nil {
		rep.Gaps = []scenario.Gap{}
	}
	for side := 0; side < 2; side++ {
		rep.WinRate[side] = Wilson(t.wins[side], t.games)
	}
	rep.DrawRate = Wilson(t.draws, t.games)
	rep.MinDetectable = MinDetectable(rep.WinRate[0].P, t.games)
	if t.games > 0 {
		rep.MeanOrders = float64(t.orders) / float64(t.games)
	}
	idx := make([]int, 0, len(t.errs))
	for i := range t.errs {
		idx = append(idx, i)
	}
	sort.Ints(idx)
	for _, i := range idx {
		rep.Errors = append(rep.Errors, t.errs[i])
	}
	for k, n := range t.levels {
		rep.Levels = append(rep.Levels, LevelCount{Winner: k[0], Level: k[1], Count: n, Share: Wilson(n, t.games)})
	}
	rank := map[string]int{"decisive": 0, "major": 1, "marginal": 2, "win": 3, "draw": 9}
	sort.Slice(rep.Levels, func(i, j int) bool {
		a, c := rep.Levels[i], rep.Levels[j]
		if a.Winner != c.Winner {
			return sideRank(a.Winner, sides) < sideRank(c.Winner, sides)
		}
		ra, ok1 := rank[a.Level]
		rc, ok2 := rank[c.Level]
		if ok1 && ok2 && ra != rc {
			return ra < rc
		}
		return a.Level < c.Level
	})
	for turn, n := range t.decision {
		rep.DecisionTurn = append(rep.DecisionTurn, TurnCount{Turn: turn, Count: n})
	}
	sort.Slice(rep.DecisionTurn, func(i, j int) bool { return rep.DecisionTurn[i].Turn < rep.DecisionTurn[j].Turn })
	for side := 0; side < 2; side++ {
		for turn, counts := range t.morale[side] {
			q := quartilesOf(counts[:])
			if q.N > 0 {
				rep.Morale[side] = append(rep.Morale[side], TurnMorale{Turn: turn, Quartiles: q})
			}
		}
	}
	for u, info := range b.Units {
		if info.Garrison || info.Unusable || t.games == 0 {
			continue
		}
		rep.Losses = append(rep.Losses, UnitLoss{ID: info.ID, Name: info.Name, Side: sides[info.Side], Lost: t.lost[u], Rate: Wilson(t.lost[u], t.games)})
	}
	sort.SliceStable(rep.Losses, func(i, j int) bool { return rep.Losses[i].Lost > rep.Losses[j].Lost })
	for h, n := range t.heat {
		if n > 0 {
			rep.Battles = append(rep.Battles, HexCount{Hex: b.Code(int32(h)), Index: int32(h), Count: n})
		}
	}
	sort.Slice(rep.Battles, func(i, j int) bool {
		if rep.Battles[i].Count != rep.Battles[j].Count {
			return rep.Battles[i].Count > rep.Battles[j].Count
		}
		return rep.Battles[i].Hex < rep.Battles[j].Hex
	})
	cardTitle := map[string]string{}
	for _, c := range b.Scenario.Deck.Cards {
		cardTitle[strconv.Itoa(c.Number)] = c.Title
	}
	rep.Cards = sortedFired(t.cards, func(id string) string { return cardTitle[id] })
	ruleTitle := map[string]string{}
	for _, r := range b.Scenario.Special {
		ruleTitle[r.ID] = r.Title
	}
	rep.Rules = sortedFired(t.rules, func(id string) string { return ruleTitle[id] })
	for _, n := range b.NoteValues() {
		rep.Assumptions = append(rep.Assumptions, n.Text)
		if n.LeavesOut() {
			rep.NotApplied = append(rep.NotApplied, n.Text)
		}
	}
	return rep
}

func sideRank(name string, sides [2]string) int {
	switch name {
	case sides[0]:
		return 0
	case sides[1]:
		return 1
	}
	return 2
}
