package cli

import (
	"bytes"
	"strings"
	"testing"
)

func TestRule17_0_CampaignCommands(t *testing.T) {
	ip := []string{"campaign", "interphase", "wallachia20-campaign"}
	cases := []cliCase{
		{"marginal victory: loser 6, rolls as given",
			append(ip, "--winner", "french", "--level", "marginal", "--broken", "ru-ix,ot-boluk", "--eliminated", "ot-haiduk", "--rolls", "1,3,2", "--full-strength", "ot-boluk", "--final-morale", "4,2"),
			ExitOK, []string{
				"final Morale french 4, anti-french 2",
				"ru-ix (anti-french, Broken): roll 1 = 1: Elim -> reduced strength ru-ix-reduced",
				"ot-boluk (french, Broken): roll 3 +1 own side's marginal victory = 4: - -> full strength for -1 starting Morale",
				"ot-haiduk (french, Permanently Eliminated): roll 2 -1 permanently eliminated +1 own side's marginal victory = 2: - -> cadre ot-irregular-cadre-1",
				"slobozia20 starting Morale: french 6, anti-french 6",
				"reduced strength: ru-ix as ru-ix-reduced",
				"Assumptions:", "reconstructs them"}, ""},
		{"draw: 7/7",
			append(ip, "--winner", "draw", "--broken", "ru-cossack", "--rolls", "4"), ExitOK,
			[]string{"roll 4 +1 draw = 5: Rally -> full strength", "slobozia20 starting Morale: french 7, anti-french 7"}, ""},
		{"decisive victory ends the campaign",
			append(ip, "--winner", "anti-french", "--level", "decisive", "--broken", "ru-ix"), ExitOK,
			[]string{"Campaign over: anti-french wins (decisive victory in rousse20)"}, ""},
		{"unknown unit suggests", append(ip, "--winner", "french", "--level", "marginal", "--broken", "ru-ixx"), ExitBadInput, nil, `did you mean "ru-ix"?`},
		{"bad winner", append(ip, "--winner", "ottoman", "--level", "marginal"), ExitBadInput, nil, "want french, anti-french or draw"},
		{"level without a winner", append(ip, "--winner", "french", "--level", "draw"), ExitBadInput, nil, "a draw has no winner"},
		{"too few rolls", append(ip, "--winner", "french", "--level", "marginal", "--broken", "ru-ix,ot-boluk", "--rolls", "3"), ExitBadInput, nil, "1 rolls for 2 units"},
		{"bad roll", append(ip, "--winner", "draw", "--broken", "ru-ix", "--rolls", "7"), ExitBadInput, nil, "not a die roll"},
		{"bad final morale", append(ip, "--winner", "draw", "--final-morale", "4"), ExitBadInput, nil, "--final-morale"},
		{"not a campaign", []string{"campaign", "interphase", "rousse20", "--winner", "draw"}, ExitBadInput, nil, "not a campaign"},
		{"needs interphase", []string{"campaign", "wallachia20-campaign"}, ExitBadInput, nil, "want interphase CAMPAIGN"},
		{"play a whole campaign", []string{"play", "wallachia20-campaign", "--seed", "1", "--quiet", "--incomplete"}, ExitOK,
			[]string{"Game 1: rousse20", "Interphase after rousse20", "Game 2: slobozia20", "Campaign result: ", "takes that game's result"}, ""},
		{"a decisive first game ends the campaign", []string{"play", "wallachia20-campaign", "--seed", "4", "--quiet", "--incomplete"}, ExitOK,
			[]string{"Campaign over:", "Campaign result: anti-french wins the campaign (decisive victory)"}, ""},
		{"help", []string{"campaign", "--help"}, ExitOK, nil, "Usage: adc campaign interphase"},
	}
	runCLICases(t, cases)
}

func TestRule17_0_CampaignPlayIsDeterministic(t *testing.T) {
	run := func(extra ...string) string {
		var out, errb bytes.Buffer
		Run(append([]string{"play", "wallachia20-campaign", "--seed", "2", "--incomplete"}, extra...), strings.NewReader(""), &out, &errb)
		return out.String()
	}
	a, b := run(), run()
	if a != b || !strings.Contains(a, "Campaign result:") {
		t.Error("the same seed must give the same campaign")
	}
	if q := run("--quiet"); len(q) >= len(a) || strings.Contains(a, q[:strings.Index(q, "Result:")]+"Result:") {
		t.Error("without --quiet each game's event log is printed before its result")
	}
}
