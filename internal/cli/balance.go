package cli

// BalanceUsage is adc balance's help; package publish plays the games and
// writes the report (provide.go).
const BalanceUsage = `Usage: adc balance SCENARIO [--games N] [--bots A,B] [--seed S] [--workers W]
                   [--format text|json|html] [-o FILE] [--plots DIR] [--plot-format png|svg]
       adc balance tune SCENARIO --param PATH [--target 0.5] [--side french|anti-french]
                   [--games N] [--bots A,B | --time T] [--seed S] [--workers W] [--range MIN:MAX] [--format text|json]
       adc balance ladder SCENARIO... [--games N] [--bots A,B,...] [--seed S] [--workers W]
                   [--format text|json] [-o FILE] [--json FILE] [--neighbours]

Plays N games of SCENARIO (a file or a bundled id) with bots on both sides,
on every core, and reports which side is favoured and by how much: the win
rate per side with its 95% confidence interval, the victory levels, the
turn in which games were decided, morale by turn (median and quartiles),
losses by unit, battles by hex (a heat map on the map in the HTML report),
the special rules and event cards that fired, and the rules the engine did
not apply. The same seed gives the same report whatever the number of
workers. A progress bar is shown when the standard error is a terminal.

Bots (French side first; one name for both), weakest first:
  random      random legal orders (the engine's random player)
  greedy      best-odds attacks, moves toward objectives and LOCs, avoids
              unfavourable battles, rallies, buys reserves when they pay,
              makes the Night Attack where the scenario has it
  lookahead   greedy revised for the units near the enemy: each one's two
              best moves played forward on the same dice (some 30 times
              slower than greedy)
  search      greedy revised unit by unit: each unit's best moves and each
              declaration played forward on the same stratified dice and
              scored by the victory conditions (some 600 times slower than greedy)
  A budget may follow lookahead or search: search:50ms (a time per decision;
  the results then depend on the machine), search:20000 (orders played in
  rollouts per decision, default 6000; reproducible), lookahead:12
  (futures of each choice, default 4). The report gives each bot's rating in the last
  ladder of the bundled scenarios.

Flags:
  --games N          games to play (default 1000)
  --bots A,B         bots for the French and Anti-French sides (default greedy,greedy)
  --seed S           seed of the run (default 1)
  --workers W        games played at once (default: one per CPU)
  --format F         text (default), json or html (plots and the heat map embedded)
  -o FILE            write the report to FILE instead of the standard output
  --plots DIR        also write each plot, and heat-map.png, into DIR
  --plot-format F    png (default) or svg for --plots
  --optional LIST    optional rules to use besides the scenario's
  --end-turn N       game length when the scenario does not give it
` + IncompleteUsage + `

tune searches one value of the scenario for the setting whose win rate for
--side comes closest to --target, playing --games games per value tried,
and prints every value tried with its interval, the games it took and how
far apart two values' win rates must be to be told apart. PATH is one of
sides.french.morale, sides.anti-french.morale (starting Morale), turns.end
(game length), units.ID.turn (a reinforcement's arrival turn). With
--time T (e.g. 10m) instead of --bots, tune times one game of each bot,
from the strongest down, and plays the strongest whose games fit in T.

ladder plays every bot (or those --bots lists) against every bot, itself
included, from both seats, --games games (default 20) a pairing and seat,
on each SCENARIO, and prints a rating per bot (Bradley-Terry on the Elo
scale, random at 0, with a seat advantage per scenario and 95% intervals)
per scenario and over all of them, whether each bot is told apart from the
next weaker one, and, seat by seat, whether each bot scores more against a
weaker one than the weaker scores against itself. A game scores by its
victory level (Decisive 1, Major 5/6, Marginal 2/3, Draw 1/2, the loser
the rest; a victory without a level 1), with the same by win, draw and
loss beside every figure. --json FILE also writes
the ladder as JSON (scripts/ladder.sh stores it for the reports' ratings).
--neighbours plays each bot only against the next weaker and the next
stronger one (in the order of --bots, weakest first) and every bot but the
strongest against itself: the games that tell each bot from the next, for
a fraction of the time when the strongest bots are the slowest.

A scenario that lacks data its rules need (adc validate lists them under
"Gaps before play") is refused, each gap printed with what it stops and
how to fill it, unless --incomplete is given; the report's first line
then says its games describe a different game, and no side is called
favoured. A campaign is refused: adc play plays it whole. Every failed
game (an order the engine refused) is counted and listed with its seed.

Exit status: 0 report written, 1 every game failed, the scenario lacks data
its rules need or is a campaign, 2 unreadable input or bad flags.`

// balanceCommand is adc balance.
var balanceCommand = Command{Name: "balance", Summary: "play many games with bots and report the scenario's balance", Usage: BalanceUsage, Published: true}

func init() { Register(&balanceCommand) }
