// Package vassal writes a Napoleonic 20 scenario as a VASSAL module (.vmod)
// that VASSAL 3.7 opens: a zip holding buildFile.xml, moduledata and images/.
// It never writes saved games (.vsav).
//
//	charts, err := templates.ScenarioCharts(s) // on error: the scenario's own charts
//	m, err := vassal.Write(w, s, charts)
//	for _, n := range m.Notes { fmt.Println(n) } // what the module leaves out
//
// The module has:
//
//   - the map drawn by package render, with a HexGrid fitted to it and a
//     HexGridNumbering that names every hex with its printed XXYY number
//     (FitGrid; HexGrid ports VASSAL's naming arithmetic so that tests check
//     every hex of every bundled scenario);
//   - one piece per unit with its counter image (render.Counter, the faces the
//     printed counter sheets show; a reduced "(-)" version is a piece of its
//     own), side and type prototypes, and properties (UnitId, Strength,
//     Movement, CommandSpan, Traits, Nationality, Formation); the side
//     prototypes carry a Mask showing the side's Hidden Unit (Fog of War,
//     16.1, and the face-down set-ups of Slobozia 20 [3.0]);
//   - at-start stacks on the hexes units set up in, a Reinforcements window
//     with a box per turn and entry area (then variable and event arrivals),
//     a Set aside window (set-aside, free deployment, unused units);
//   - the event deck as a DrawPile of card images (red titles start in the
//     discard pile, 5.0), with the keep and dual rules written on the cards;
//   - a turn tracker listing the turn labels and night turns, a morale track
//     with a marker per side, a 1d6 dice button, the Combat Results Table and
//     Terrain Effects Chart in a chart window, and the set-up card under Help.
//
// The format reference is VASSAL's own source (github.com/vassalengine/vassal,
// vassal-app/src/main/java/VASSAL/): each XML element is named after its Java
// class and each attribute is one of that class's attribute names. The files
// followed are:
//
//   - build/GameModule.java (root attributes, the components it adds itself,
//     buildFile.xml for 3.5 and later), build/module/metadata/ModuleMetaData.java
//     (moduledata);
//   - build/module/Map.java (attributes; a map built from a file has only the
//     components it lists), map/BoardPicker.java, map/boardPicker/Board.java,
//     map/StackMetrics.java, map/SetupStack.java, map/DrawPile.java;
//   - map/boardPicker/board/HexGrid.java, board/mapgrid/HexGridNumbering.java
//     and RegularGridNumbering.java (ported in numbering.go);
//   - build/widget/PieceSlot.java, Widget.java, HtmlChart.java,
//     build/module/PieceWindow.java, PrototypeDefinition.java, ChartWindow.java,
//     DiceButton.java, documentation/HelpFile.java, turn/TurnTracker.java,
//     turn/TurnLevel.java, turn/ListTurnLevel.java;
//   - tools/SequenceEncoder.java (ported in seqenc.go),
//     build/module/BasicCommandEncoder.java (AddPiece), counters/Decorator.java,
//     BasicPiece.java, UsePrototype.java, Marker.java, Embellishment.java,
//     Obscurable.java, configure/NamedHotKeyConfigurer.java and
//     PieceAccessConfigurer.java (the piece definitions in pieces.go).
//
// testdata/vocabulary.txt lists every element and attribute the module may
// use, with the source of each; the tests check the build file against it.
//
// Output is deterministic: zip entries sorted, one fixed time stamp.
package vassal
