package rules

// EventKind is the kind of an event of the game log (Event.Kind): what
// happened, each kind after the rule that makes it happen. The log
// prints it as written here (Event.String).
type EventKind string

// The event kinds.
const (
	EvAdvance           EventKind = "advance"            // an advance after combat (9.8)
	EvArrive            EventKind = "arrive"             // a leader arrived (16.9.7)
	EvBattle            EventKind = "battle"             // a battle resolved (9.0)
	EvBreak             EventKind = "break"              // a unit broke (9.6)
	EvBreakdown         EventKind = "breakdown"          // a unit broken down into two (16.6.1)
	EvBuildup           EventKind = "buildup"            // two units built up into one (16.6.2)
	EvCadre             EventKind = "cadre"              // a partial rally into a cadre (16.5.1)
	EvCard              EventKind = "card"               // an event card drawn (5.0)
	EvCardEffect        EventKind = "card-effect"        // an event card's effect the engine does not apply (5.0)
	EvCommand           EventKind = "command"            // a command roll or decision (a scenario's command limit, 5.0)
	EvCommitGuard       EventKind = "commit-guard"       // the Guard committed (12.3.1)
	EvContact           EventKind = "contact"            // In Contact after a disengagement (8.2.4)
	EvControlledAdvance EventKind = "controlled-advance" // a controlled advance roll (9.8.3)
	EvDeclare           EventKind = "declare"            // battles declared (9.2)
	EvDeploy            EventKind = "deploy"             // a unit deployed, or left out of play (3.0)
	EvDisengage         EventKind = "disengage"          // a cavalry unit disengaged (8.2)
	EvDummy             EventKind = "dummy"              // a Dummy revealed or removed (16.1)
	EvElan              EventKind = "elan"               // a unit's élan roll in Step D of a battle (9.5)
	EvEliminated        EventKind = "eliminated"         // a unit permanently removed (9.6, a scenario's special rule)
	EvEnter             EventKind = "enter"              // a reinforcement entered the map (11.0)
	EvExit              EventKind = "exit"               // a unit left the map (12.8, a victory exit)
	EvFate              EventKind = "fate"               // a leader's fate roll (16.9)
	EvForceMarch        EventKind = "force-march"        // a Forced March (12.2.1)
	EvGardeRecule       EventKind = "garde-recule"       // Le Garde Recule (12.3.2)
	EvGarrison          EventKind = "garrison"           // a garrison eliminated or restored (9.4.4)
	EvHazard            EventKind = "hazard"             // a hazardous retreat roll (9.7.4, 9.7.5)
	EvHold              EventKind = "hold"               // a unit held its ground in a defensible position (9.7.2.2)
	EvLeader            EventKind = "leader"             // a leader's state changed (16.9)
	EvLull              EventKind = "lull"               // a Lull (13.0)
	EvMorale            EventKind = "morale"             // a change of Morale (12.0)
	EvMove              EventKind = "move"               // a unit moved (6.0)
	EvNapoleon          EventKind = "napoleon"           // the Breaking Napoleon Table (16.9.6)
	EvPenetrate         EventKind = "penetrate"          // a cavalry penetration (16.2)
	EvPhase             EventKind = "phase"              // a phase begins (4.0)
	EvPursue            EventKind = "pursue"             // a pursuit along the retreat path (9.8.5)
	EvRally             EventKind = "rally"              // a Rally (10.0)
	EvRallyOn           EventKind = "rally-on"           // a leader made a Rally location by an event (16.9.8)
	EvRecover           EventKind = "recover"            // a Routed marker removed (9.6.2.2)
	EvRedoubt           EventKind = "redoubt"            // a Redoubt built (a scenario's special rule)
	EvReinforce         EventKind = "reinforce"          // a reinforcement brought by an event or a special rule (11.0)
	EvReluctant         EventKind = "reluctant"          // a reluctant unit's control roll (16.7.5)
	EvRemove            EventKind = "remove"             // a unit removed from play by an event or a special rule
	EvReshuffle         EventKind = "reshuffle"          // the Event Deck reshuffled (5.0)
	EvRest              EventKind = "rest"               // Rest Recovery at night (14.0)
	EvResult            EventKind = "result"             // a battle's result (9.6)
	EvRetreat           EventKind = "retreat"            // a retreat after combat (9.7)
	EvReveal            EventKind = "reveal"             // a hidden unit revealed (16.1.1)
	EvRout              EventKind = "rout"               // a rout (9.6.2)
	EvSkip              EventKind = "skip"               // a player turn skipped (4.0, a scenario's special rule)
	EvSpecial           EventKind = "special"            // a special rule's Morale effect (the scenario's special rules)
	EvSuddenDeath       EventKind = "sudden-death"       // Sudden Death (15.0, a scenario's special rule)
	EvVariable          EventKind = "variable"           // a variable arrival roll (11.0, a scenario's special rule)
	EvWaver             EventKind = "waver"              // a unit's waver roll in Step D of a battle (9.5)
)

// EventKinds are every kind of event, sorted.
var EventKinds = []EventKind{
	EvAdvance,
	EvArrive,
	EvBattle,
	EvBreak,
	EvBreakdown,
	EvBuildup,
	EvCadre,
	EvCard,
	EvCardEffect,
	EvCommand,
	EvCommitGuard,
	EvContact,
	EvControlledAdvance,
	EvDeclare,
	EvDeploy,
	EvDisengage,
	EvDummy,
	EvElan,
	EvEliminated,
	EvEnter,
	EvExit,
	EvFate,
	EvForceMarch,
	EvGardeRecule,
	EvGarrison,
	EvHazard,
	EvHold,
	EvLeader,
	EvLull,
	EvMorale,
	EvMove,
	EvNapoleon,
	EvPenetrate,
	EvPhase,
	EvPursue,
	EvRally,
	EvRallyOn,
	EvRecover,
	EvRedoubt,
	EvReinforce,
	EvReluctant,
	EvRemove,
	EvReshuffle,
	EvRest,
	EvResult,
	EvRetreat,
	EvReveal,
	EvRout,
	EvSkip,
	EvSpecial,
	EvSuddenDeath,
	EvVariable,
	EvWaver,
}
