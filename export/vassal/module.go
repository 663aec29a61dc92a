package vassal

import (
	"archive/zip"
	"bytes"
	"fmt"
	"image"
	"io"
	"sort"
	"strconv"
	"strings"
	"sync"
	"time"

	"github.com/aide-de-camp/adc/engine/scenario"
	"github.com/aide-de-camp/adc/export/print"
	"github.com/aide-de-camp/adc/render"
)

// VassalVersion is the VASSAL version the module declares (3.5 and later
// read buildFile.xml).
const VassalVersion = "3.7.0"

// Names of the boards and maps of the module.
const (
	MainBoard    = "Map"
	ReinfBoard   = "Reinforcements"
	AsideBoard   = "Set aside"
	CardsBoard   = "Event cards"
	MoraleBoard  = "Morale track"
	setupCardDoc = "setup.html"
)

// zipTime is the fixed modification time of every entry, so that the same
// scenario always gives the same bytes.
var zipTime = time.Date(2000, 1, 1, 0, 0, 0, 0, time.UTC)

// Module is an exported module: its files by name and what the tests and
// the command line report about it.
type Module struct {
	Files  map[string][]byte
	Layout Layout
	// Stacks maps each at-start stack on the main map (its location name)
	// to the ids of the units in it, bottom first.
	Stacks map[string][]string
	// Notes are things the module leaves out, for the user.
	Notes []string
	// Scale is the image scale of the module (ImageScale, or 1 for a map
	// too large for it): image pixels per screen pixel at the opening zoom.
	Scale int
}

// Write builds the module of s and writes it as a .vmod (zip) to w. charts
// is the scenario's resolved chart set (scenario.Resolve); nil leaves the
// chart windows out.
func Write(w io.Writer, s *scenario.Scenario, charts *scenario.ChartSet) (*Module, error) {
	m, err := Build(s, charts)
	if err != nil {
		return nil, err
	}
	return m, m.WriteZip(w)
}

// WriteZip writes the module's files as a zip with sorted entries and a
// fixed time stamp.
func (m *Module) WriteZip(w io.Writer) error {
	names := make([]string, 0, len(m.Files))
	for n := range m.Files {
		names = append(names, n)
	}
	sort.Strings(names)
	zw := zip.NewWriter(w)
	for _, n := range names {
		method := zip.Deflate
		if strings.HasSuffix(n, ".png") {
			method = zip.Store // already compressed
		}
		f, err := zw.CreateHeader(&zip.FileHeader{Name: n, Method: method, Modified: zipTime})
		if err != nil {
			return fmt.Errorf("vassal: %w", err)
		}
		if _, err := f.Write(m.Files[n]); err != nil {
			return fmt.Errorf("vassal: %w", err)
		}
	}
	if err := zw.Close(); err != nil {
		return fmt.Errorf("vassal: %w", err)
	}
	return nil
}

// builder accumulates the module while it is built.
type builder struct {
	s      *scenario.Scenario
	charts *scenario.ChartSet
	st     render.Style
	cp     *counterPainter
	layout Layout
	k      int // image scale (BoardScale)

	mu     sync.Mutex
	images map[string]image.Image
	gpid   int
	units  map[string]*scenario.Unit
	m      *Module
}

func (b *builder) image(name string, img image.Image) string {
	b.mu.Lock()
	b.images[name] = img
	b.mu.Unlock()
	return name
}

// px is the edge of a counter image in pixels.
func (b *builder) px() int { return CounterPixels * b.k }

func (b *builder) nextGpid() string {
	b.gpid++
	return strconv.Itoa(b.gpid)
}

// imageName is a unit's counter image file: ids are [a-z0-9-], safe in a
// zip and in a piece definition.
func imageName(id string) string { return "u-" + id + ".png" }

// Build builds the module's files without writing them.
func Build(s *scenario.Scenario, charts *scenario.ChartSet) (*Module, error) {
	if s == nil {
		return nil, fmt.Errorf("vassal: no scenario")
	}
	if s.Map.Columns < 1 || s.Map.Rows < 1 {
		return nil, fmt.Errorf("vassal: scenario %q: the map has no hexes (%dx%d)", s.ID, s.Map.Columns, s.Map.Rows)
	}
	if err := checkSize(s); err != nil {
		return nil, err
	}
	g := s.Grid()
	st := render.StyleFor(s)
	k := BoardScale(s)
	b := &builder{
		s: s, charts: charts, st: st, k: k,
		cp:     newCounterPainter(s, st, CounterPixels*k),
		layout: NewLayout(g, float64(HexRadius*k)),
		images: map[string]image.Image{},
		units:  map[string]*scenario.Unit{},
		m:      &Module{Files: map[string][]byte{}, Stacks: map[string][]string{}},
	}
	b.m.Layout = b.layout
	b.m.Scale = k
	if k < ImageScale {
		b.m.Notes = append(b.m.Notes, fmt.Sprintf("the map is too large for images at %dx: the board and counters are drawn at the size they show at 100%%, and blur when zoomed in", ImageScale))
	}
	for i := range s.Units {
		b.units[s.Units[i].ID] = &s.Units[i]
	}

	// The board, the module's largest image, is drawn and encoded in
	// parallel with the rest.
	var wg sync.WaitGroup
	var boardPNG []byte
	var boardErr error
	wg.Add(1)
	go func() {
		defer wg.Done()
		boardPNG, boardErr = encodePNG(b.layout.RenderBoard(s))
	}()
	b.counterImages()

	root := el("VASSAL.build.GameModule",
		attr{"name", moduleName(s)},
		attr{"version", "1.0"},
		attr{"VassalVersion", VassalVersion},
		attr{"description", s.Title},
		attr{"nextPieceSlotId", ""}, // set below
	)
	root.add(el("VASSAL.build.module.BasicCommandEncoder"))
	root.add(el("VASSAL.build.module.Documentation").add(
		el("VASSAL.build.module.documentation.HelpFile",
			attr{"title", "Set-up card"}, attr{"fileName", setupCardDoc}, attr{"fileType", "archive"}),
	))
	// The player roster (VASSAL's PlayerRoster reads its sides from the
	// text of its child elements): one side per scenario side.
	roster := el("VASSAL.build.module.PlayerRoster",
		attr{"buttonText", "Retire"}, attr{"buttonToolTip", "Switch sides, become observer, or release faction"})
	for _, sd := range s.Sides {
		e := el("entry")
		e.text = sd.Name
		roster.add(e)
	}
	root.add(roster)
	root.add(b.prototypes())
	root.add(b.maskAll()...)
	root.add(b.pieceWindow())
	root.add(b.mainMap())
	root.add(b.holdingMap(ReinfBoard, "Reinforcements", b.reinforcementBoxes()))
	root.add(b.holdingMap(AsideBoard, "Set aside", b.asideBoxes()))
	if cards := b.cardsMap(); cards != nil {
		root.add(cards)
	}
	root.add(b.moraleMap())
	if tt := b.turnTracker(); tt != nil {
		root.add(tt)
	}
	root.add(el("VASSAL.build.module.DiceButton",
		attr{"name", "1d6"}, attr{"text", "1d6"}, attr{"tooltip", "Roll one six-sided die"},
		attr{"icon", ""}, attr{"hotkey", ""},
		attr{"nDice", "1"}, attr{"nSides", "6"}, attr{"plus", "0"}, attr{"addToTotal", "0"},
		attr{"reportTotal", "false"}, attr{"prompt", "false"}, attr{"sortDice", "false"},
	))
	if cw := b.chartWindow(); cw != nil {
		root.add(cw)
	}
	root.attrs[4].value = strconv.Itoa(b.gpid + 1)
	b.m.Files[setupCardDoc] = []byte(setupCard(s))

	var buf bytes.Buffer
	buf.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	root.write(&buf, 0)
	b.m.Files["buildFile.xml"] = buf.Bytes()
	b.m.Files["moduledata"] = moduleData(s)

	if err := b.encodeImages(); err != nil {
		return nil, err
	}
	wg.Wait()
	if boardErr != nil {
		return nil, fmt.Errorf("vassal: image map.png: %w", boardErr)
	}
	b.m.Files["images/map.png"] = boardPNG
	return b.m, nil
}

func moduleName(s *scenario.Scenario) string {
	if s.Title != "" {
		return s.Title
	}
	return s.ID
}

// moduleData is the moduledata entry (ModuleMetaData): what VASSAL reads to
// recognise a module before it opens the build file.
func moduleData(s *scenario.Scenario) []byte {
	var b bytes.Buffer
	b.WriteString(`<?xml version="1.0" encoding="UTF-8" standalone="no"?>` + "\n")
	b.WriteString("<data version=\"1\">\n")
	b.WriteString("  <version>1.0</version>\n  <extra1/>\n  <extra2/>\n")
	b.WriteString("  <VassalVersion>" + VassalVersion + "</VassalVersion>\n")
	b.WriteString("  <dateSaved>946684800000</dateSaved>\n")
	b.WriteString("  <description>")
	escapeText(&b, s.Title)
	b.WriteString("</description>\n  <name>")
	escapeText(&b, moduleName(s))
	b.WriteString("</name>\n</data>\n")
	return b.Bytes()
}

// encodeImages writes every image as PNG under images/, in parallel.
func (b *builder) encodeImages() error {
	names := make([]string, 0, len(b.images))
	for n := range b.images {
		names = append(names, n)
	}
	sort.Strings(names)
	out := make([][]byte, len(names))
	errs := make([]error, len(names))
	var wg sync.WaitGroup
	sem := make(chan struct{}, 4)
	for i, n := range names {
		wg.Add(1)
		sem <- struct{}{}
		go func() {
			defer func() { <-sem; wg.Done() }()
			out[i], errs[i] = encodePNG(b.images[n])
		}()
	}
	wg.Wait()
	for i, n := range names {
		if errs[i] != nil {
			return fmt.Errorf("vassal: image %s: %w", n, errs[i])
		}
		b.m.Files["images/"+n] = out[i]
	}
	return nil
}

// counterImages draws every unit's counter and the uniform backs.
func (b *builder) counterImages() {
	for i := range b.s.Units {
		u := &b.s.Units[i]
		b.image(imageName(u.ID), b.cp.counter(u))
	}
	for _, sd := range b.s.Sides {
		b.image(backName(sd.ID), b.cp.back(sd.ID))
	}
}

func backName(side string) string { return "back-" + side + ".png" }

// Prototypes: one per side (its Fog of War mask and Side property) and one
// per unit type (its Type property).

func sideProto(side string) string { return "Side: " + side }
func typeProto(typ string) string  { return "Type: " + typ }
func (b *builder) prototypes() *elem {
	pc := el("VASSAL.build.module.PrototypesContainer")
	for _, sd := range b.s.Sides {
		// Fog of War (16.1) is an optional rule of every Napoleonic 20
		// game, and some scenarios set every unit up face down whether or
		// not it is used (Slobozia 20 [3.0]): every side's units have the
		// mask, keyed to the side, that shows the other side its Hidden
		// Unit; they start masked where the scenario sets them up hidden
		// (PieceCloner.clonePiece expands a prototype into traits that keep
		// the state its definition holds, mySetState(myGetState())).
		ts := []trait{mask(backName(sd.ID), sd.Name+" unit", sd.Name, b.hiddenAtSetup(sd.ID))}
		ts = append(ts, marker("Side", sd.Name), marker("SideId", sd.ID), plainBasicPiece())
		p := el("VASSAL.build.module.PrototypeDefinition", attr{"name", sideProto(sd.ID)})
		p.text = addPiece(ts)
		pc.add(p)
	}
	for _, t := range b.unitTypes() {
		p := el("VASSAL.build.module.PrototypeDefinition", attr{"name", typeProto(t)})
		p.text = addPiece([]trait{marker("Type", t), plainBasicPiece()})
		pc.add(p)
	}
	return pc
}

// hiddenAtSetup reports whether a side's units are set up face down
// (a hidden_setup or hidden_deployment special rule naming it, 16.1).
func (b *builder) hiddenAtSetup(side string) bool {
	for _, r := range b.s.Special {
		if r.Kind != "hidden_setup" && r.Kind != "hidden_deployment" {
			continue
		}
		for _, id := range r.Params.List("sides") {
			if id == side {
				return true
			}
		}
	}
	return false
}

// maskAll is a toolbar button per side that masks every unit of the side
// not masked yet (Fog of War, 16.1): a module GlobalKeyCommand (MassKeyCommand's
// attributes) sending the mask's Ctrl+M to the pieces whose SideId is
// the side and whose ObscuredToOthers (Properties.OBSCURED_TO_OTHERS) is
// false, on every map, since the mask's key unmasks a masked piece.
// Only that side's players can mask its units (the mask's access).
func (b *builder) maskAll() []*elem {
	var out []*elem
	for _, sd := range b.s.Sides {
		out = append(out, el("VASSAL.build.module.GlobalKeyCommand",
			attr{"name", "Hide all " + sd.Name + " units"},
			attr{"hotkey", keyCtrlM},
			attr{"singleMap", "false"},
			attr{"filter", "SideId=" + sd.ID + "&&ObscuredToOthers=false"},
			attr{"buttonText", "Hide " + sd.Name},
			attr{"tooltip", "Fog of War (16.1): mask every " + sd.Name + " unit not yet masked (the " + sd.Name + " player only)"},
			attr{"icon", ""}, attr{"buttonHotkey", ""},
			attr{"reportSingle", "true"},
			attr{"reportFormat", "* The " + sd.Name + " units are hidden"},
		))
	}
	return out
}

func (b *builder) unitTypes() []string {
	seen := map[string]bool{}
	var out []string
	for _, u := range b.s.Units {
		if !seen[u.Type] {
			seen[u.Type] = true
			out = append(out, u.Type)
		}
	}
	sort.Strings(out)
	return out
}

// unitTraits is a unit's piece: its side and type prototypes, its values
// as properties, and its counter.
func (b *builder) unitTraits(u *scenario.Unit) []trait {
	ts := []trait{usePrototype(sideProto(u.Side)), usePrototype(typeProto(u.Type))}
	opt := func(p *int) string {
		if p == nil {
			return ""
		}
		return strconv.Itoa(*p)
	}
	ts = append(ts,
		marker("UnitId", u.ID),
		marker("Strength", opt(u.Strength)),
		marker("Movement", opt(u.Movement)),
	)
	if u.CommandSpan != nil {
		ts = append(ts, marker("CommandSpan", opt(u.CommandSpan)))
	}
	if len(u.Traits) > 0 {
		ts = append(ts, marker("Traits", strings.Join(u.Traits, " ")))
	}
	if u.Nationality != "" {
		ts = append(ts, marker("Nationality", u.Nationality))
	}
	if u.Formation != "" {
		ts = append(ts, marker("Formation", u.Formation))
	}
	return append(ts, basicPiece(imageName(u.ID), u.Name))
}

// slot is a PieceSlot holding unit u.
func (b *builder) slot(u *scenario.Unit) *elem {
	e := el("VASSAL.build.widget.PieceSlot",
		attr{"entryName", u.Name}, attr{"gpid", b.nextGpid()},
		attr{"width", strconv.Itoa(b.px())}, attr{"height", strconv.Itoa(b.px())})
	e.text = addPiece(b.unitTraits(u))
	return e
}

// pieceWindow is the counter tray: every unit, by side.
func (b *builder) pieceWindow() *elem {
	pw := el("VASSAL.build.module.PieceWindow",
		attr{"name", "Counters"}, attr{"text", "Counters"}, attr{"tooltip", "Every counter of the scenario, by side"},
		attr{"hidden", "false"}, attr{"scale", strconv.FormatFloat(1/float64(b.k), 'f', -1, 64)})
	tabs := el("VASSAL.build.widget.TabWidget", attr{"entryName", "Counters"})
	for _, sd := range b.s.Sides {
		list := el("VASSAL.build.widget.ListWidget", attr{"entryName", sd.Name})
		for i := range b.s.Units {
			if b.s.Units[i].Side == sd.ID {
				list.add(b.slot(&b.s.Units[i]))
			}
		}
		tabs.add(list)
	}
	tabs.add(b.markerList())
	return pw.add(tabs)
}

// markerList is the tray's Markers tab: the markers of the printed kit
// (print.Markers: Morale, Game Turn, Routed!, In Contact, Fatigue, Sudden
// Death, March, garrisons and redoubts), one piece of each kind. A
// two-sided marker flips to its other face with Ctrl+F; every marker can
// be deleted (a garrison or redoubt destroyed) with Ctrl+D.
func (b *builder) markerList() *elem {
	list := el("VASSAL.build.widget.ListWidget", attr{"entryName", "Markers"})
	seen := map[string]bool{}
	for _, m := range print.Markers(b.s) {
		key := fmt.Sprint(m.Front.Marker, m.Front.Side, m.Front.Name, m.Front.Value, "/", m.Back.Name, m.Back.Value)
		if seen[key] {
			continue
		}
		seen[key] = true
		kind := fmt.Sprintf("%s-%d", markerKind(m.ID), len(seen))
		front := b.image("m-"+kind+".png", b.st.CounterImage(m.Front, b.px()))
		name := strings.TrimSpace(m.Front.Name + " " + m.Front.Value)
		ts := []trait{}
		if (m.Back.Name != m.Front.Name || m.Back.Value != m.Front.Value || m.Back.Fill != m.Front.Fill) && !m.Back.Hidden {
			back := b.image("m-"+kind+"-back.png", b.st.CounterImage(m.Back, b.px()))
			level := strings.TrimSpace(m.Back.Name + " " + m.Back.Value)
			if level == name {
				level = "other face" // the same words in the other colour
			}
			ts = append(ts, flipLayer(back, "+ ("+level+")"))
		}
		ts = append(ts, deleteTrait(), marker("Marker", markerKind(m.ID)), basicPiece(front, name))
		slot := el("VASSAL.build.widget.PieceSlot",
			attr{"entryName", name}, attr{"gpid", b.nextGpid()},
			attr{"width", strconv.Itoa(b.px())}, attr{"height", strconv.Itoa(b.px())})
		slot.text = addPiece(ts)
		list.add(slot)
	}
	return list
}

// markerKind is a marker's id without its number or hex ("rout-3" is
// "rout", "garrison-0609" "garrison").
func markerKind(id string) string {
	if i := strings.LastIndexByte(id, '-'); i > 0 {
		if _, err := strconv.Atoi(id[i+1:]); err == nil {
			return id[:i]
		}
	}
	return id
}

// stackMetrics is the map's StackMetrics: the offsets of the counters in
// a stack, in board pixels (StackMetrics.getContents), which VASSAL
// multiplies by the zoom as it draws (StackMetrics.draw); at image scale k
// they are k times larger, to look the same at the opening zoom.
func stackMetrics(k int) *elem {
	px := func(n int) string { return strconv.Itoa(n * k) }
	return el("VASSAL.build.module.map.StackMetrics",
		attr{"exSepX", px(6)}, attr{"exSepY", px(18)}, attr{"unexSepX", px(3)}, attr{"unexSepY", px(3)}, attr{"disabled", "false"})
}

// mapComponents are the map's mouse and keyboard handlers: a map built from
// a build file has only the components it lists (Map.build). A map whose
// images are drawn k times larger opens at 1/k (zoomer).
func mapComponents(k int) []*elem {
	var out []*elem
	for _, c := range []string{
		"ForwardToKeyBuffer", "Scroller", "ForwardToChatter", "MenuDisplayer", "MapCenterer",
		"StackExpander", "PieceMover", "KeyBufferer", "ImageSaver", "CounterDetailViewer",
	} {
		out = append(out, el("VASSAL.build.module.map."+c))
	}
	return append(out, zoomer(k))
}

// zoomLevels are the zoom levels of a map drawn at twice the size: 40% to
// 200% of its size on screen.
var zoomLevels = []string{"0.2", "0.25", "0.333", "0.4", "0.5", "0.625", "0.75", "1.0"}

// zoomer is the map's Zoomer. At image scale k > 1 it lists zoomLevels and
// opens at 1/k: Zoomer.setAttribute sorts the levels and takes zoomStart
// counted from the largest, one-based (the level index is the number of
// levels less zoomStart).
func zoomer(k int) *elem {
	z := el("VASSAL.build.module.map.Zoomer")
	if k <= 1 {
		return z
	}
	open := strconv.FormatFloat(1/float64(k), 'f', -1, 64)
	start := 0
	for i, l := range zoomLevels {
		if f, _ := strconv.ParseFloat(l, 64); strconv.FormatFloat(f, 'f', -1, 64) == open {
			start = len(zoomLevels) - i
		}
	}
	levels := newSeq(',')
	for _, l := range zoomLevels {
		levels.str(l)
	}
	z.attrs = append(z.attrs, attr{"zoomLevels", levels.value()}, attr{"zoomStart", strconv.Itoa(start)})
	return z
}

func mapElem(name string, launch bool) *elem {
	return el("VASSAL.build.module.Map",
		attr{"mapName", name},
		attr{"launch", strconv.FormatBool(launch)},
		attr{"buttonName", name},
		attr{"allowMultiple", "false"},
		attr{"markMoved", "Never"},
		attr{"edgeWidth", "0"},
		attr{"edgeHeight", "0"},
	)
}

// mainMap is the map with its hex grid and the at-start stacks of the
// units set up on it.
func (b *builder) mainMap() *elem {
	m := mapElem("Main Map", false)
	grid := el("VASSAL.build.module.map.boardPicker.board.HexGrid", b.layout.Grid.gridAttrs()...)
	grid.add(el("VASSAL.build.module.map.boardPicker.board.mapgrid.HexGridNumbering", b.layout.Grid.numberingAttrs()...))
	m.add(el("VASSAL.build.module.map.BoardPicker").add(
		el("VASSAL.build.module.map.boardPicker.Board",
			attr{"name", MainBoard}, attr{"image", "map.png"}, attr{"reversible", "false"}).add(grid)))
	m.add(stackMetrics(b.k))
	m.add(mapComponents(b.k)...)

	// Stacks in the order of their first unit, units bottom first.
	var order []string
	stacks := map[string][]*scenario.Unit{}
	for i := range b.s.Units {
		u := &b.s.Units[i]
		if u.Placement.Kind != scenario.PlaceSetup || u.Placement.Hex == "" {
			continue
		}
		if _, ok := stacks[u.Placement.Hex]; !ok {
			order = append(order, u.Placement.Hex)
		}
		stacks[u.Placement.Hex] = append(stacks[u.Placement.Hex], u)
	}
	for _, code := range order {
		p, err := b.layout.Grid.Location(code)
		if err != nil {
			b.m.Notes = append(b.m.Notes, fmt.Sprintf("hex %s is not a hex number; its units are left in the counter tray", code))
			continue
		}
		ss := el("VASSAL.build.module.map.SetupStack",
			attr{"name", code}, attr{"owningBoard", MainBoard}, attr{"useGridLocation", "true"},
			attr{"location", code}, attr{"x", strconv.Itoa(p.X)}, attr{"y", strconv.Itoa(p.Y)})
		for _, u := range stacks[code] {
			ss.add(b.slot(u))
			b.m.Stacks[code] = append(b.m.Stacks[code], u.ID)
		}
		m.add(ss)
	}
	return m
}

// group is a box of a holding map and the units in it.
type group struct {
	label string
	units []*scenario.Unit
}

// reinforcementBoxes groups the reinforcements by turn and entry area
// (11.0), then the arrivals that depend on a die roll or an event card.
func (b *builder) reinforcementBoxes() []group {
	type key struct {
		turn int
		area string
	}
	byKey := map[key][]*scenario.Unit{}
	var keys []key
	// Arrivals by die roll or event card, by entry area.
	type other struct{ label, area string }
	byOther := map[other][]*scenario.Unit{}
	var others []other
	for i := range b.s.Units {
		u := &b.s.Units[i]
		switch u.Placement.Kind {
		case scenario.PlaceArrive:
			k := key{u.Placement.Turn, u.Placement.EntryArea}
			if _, ok := byKey[k]; !ok {
				keys = append(keys, k)
			}
			byKey[k] = append(byKey[k], u)
		case scenario.PlaceVariable, scenario.PlaceEvent:
			k := other{"Variable reinforcements (die roll)", u.Placement.EntryArea}
			if u.Placement.Kind == scenario.PlaceEvent {
				k.label = "Arrive by event card"
			}
			if _, ok := byOther[k]; !ok {
				others = append(others, k)
			}
			byOther[k] = append(byOther[k], u)
		}
	}
	sort.SliceStable(keys, func(i, j int) bool {
		if keys[i].turn != keys[j].turn {
			return keys[i].turn < keys[j].turn
		}
		return keys[i].area < keys[j].area
	})
	var out []group
	for _, k := range keys {
		us := byKey[k]
		sort.SliceStable(us, func(i, j int) bool { return us[i].Placement.Order < us[j].Placement.Order })
		label := "Turn " + strconv.Itoa(k.turn)
		if l := b.turnLabel(k.turn); l != "" {
			label += " (" + l + ")"
		}
		if k.area != "" {
			label += ", Entry Area " + k.area
		}
		out = append(out, group{label, us})
	}
	sort.SliceStable(others, func(i, j int) bool {
		if others[i].label != others[j].label {
			return others[i].label > others[j].label // die roll, then event card
		}
		return others[i].area < others[j].area
	})
	for _, k := range others {
		label := k.label
		if k.area != "" {
			label += ", Entry Area " + k.area
		}
		out = append(out, group{label, byOther[k]})
	}
	return out
}

func (b *builder) turnLabel(n int) string {
	boxes, _ := b.s.TrackBoxes()
	for _, t := range boxes {
		if t.Number == n {
			return t.Label
		}
	}
	return ""
}

// asideBoxes holds the units set aside, free deployment, unused and
// unplaced units, one box per kind and side.
func (b *builder) asideBoxes() []group {
	kinds := []struct{ kind, label string }{
		{scenario.PlaceDeploy, "Free deployment"},
		{scenario.PlaceSetAside, "Set aside"},
		{scenario.PlaceUnknown, "Placement not given"},
		{scenario.PlaceNotUsed, "Not used in this scenario"},
	}
	var out []group
	for _, k := range kinds {
		for _, sd := range b.s.Sides {
			var us []*scenario.Unit
			for i := range b.s.Units {
				u := &b.s.Units[i]
				if u.Placement.Kind == k.kind && u.Side == sd.ID {
					us = append(us, u)
				}
			}
			if len(us) > 0 {
				out = append(out, group{k.label + ": " + sd.Name, us})
			}
		}
	}
	return out
}

// holdingMap is a map window of labelled boxes, one at-start stack per box.
func (b *builder) holdingMap(board, title string, groups []group) *elem {
	labels := make([]string, len(groups))
	for i, g := range groups {
		labels[i] = g.label
	}
	if len(labels) == 0 {
		labels = []string{"(none)"}
	}
	img, boxes := boxBoard(b.s.Title+": "+title, labels, 170, 130, 5, b.k)
	file := b.image(strings.ToLower(strings.ReplaceAll(board, " ", "-"))+".png", img)
	m := mapElem(title, true)
	m.add(el("VASSAL.build.module.map.BoardPicker").add(
		el("VASSAL.build.module.map.boardPicker.Board", attr{"name", board}, attr{"image", file}, attr{"reversible", "false"})))
	m.add(stackMetrics(b.k))
	m.add(mapComponents(b.k)...)
	for i, g := range groups {
		r := boxes[i].rect
		ss := el("VASSAL.build.module.map.SetupStack",
			attr{"name", g.label}, attr{"owningBoard", board}, attr{"useGridLocation", "false"},
			attr{"x", strconv.Itoa((r.Min.X + r.Max.X) / 2)}, attr{"y", strconv.Itoa(r.Min.Y + (40+HexRadius/2)*b.k)})
		for _, u := range g.units {
			ss.add(b.slot(u))
		}
		m.add(ss)
	}
	return m
}

// cardsMap holds the event deck (5.0) as a DrawPile, the cards whose red
// title puts them in the discard pile at the start in a second pile, and
// the cards set aside or removed in a third.
func (b *builder) cardsMap() *elem {
	if len(b.s.Deck.Cards) == 0 {
		return nil
	}
	back := b.image("card-back.png", cardBack(b.s))
	piles := []struct{ name, where string }{
		{"Event deck", "deck"}, {"Discard pile", "discard"}, {"Cards set aside", "set_aside"},
	}
	labels := []string{}
	for _, p := range piles {
		labels = append(labels, p.name)
	}
	img, boxes := boxBoard(b.s.Title+": event cards", labels, cardW+24, cardH+44, 3, 1)
	file := b.image("event-cards.png", img)
	m := mapElem(CardsBoard, true)
	m.add(el("VASSAL.build.module.map.BoardPicker").add(
		el("VASSAL.build.module.map.boardPicker.Board", attr{"name", CardsBoard}, attr{"image", file}, attr{"reversible", "false"})))
	m.add(stackMetrics(1))
	m.add(mapComponents(1)...)
	for i, p := range piles {
		r := boxes[i].rect
		faceDown := "Always"
		if p.where != "deck" {
			faceDown = "Never"
		}
		// The discard pile is reshuffled into the deck at the end of each
		// Night Game Turn (5.0): a menu command on the discard pile.
		reshuffle := []attr{{"reshufflable", "false"}}
		if p.where == "discard" {
			reshuffle = []attr{{"reshufflable", "true"}, {"reshuffleCommand", "Reshuffle into the Event deck (night, 5.0)"},
				{"reshuffleTarget", piles[0].name}, {"reshuffleMessage", "* The discard pile is shuffled into the Event deck"}}
		}
		dp := el("VASSAL.build.module.map.DrawPile",
			attr{"name", p.name}, attr{"owningBoard", CardsBoard},
			attr{"x", strconv.Itoa((r.Min.X + r.Max.X) / 2)}, attr{"y", strconv.Itoa(r.Min.Y + 24 + cardH/2)},
			attr{"width", strconv.Itoa(cardW)}, attr{"height", strconv.Itoa(cardH)},
			attr{"allowMultiple", "false"}, attr{"allowSelect", "true"},
			attr{"faceDown", faceDown}, attr{"drawFaceUp", "true"},
			attr{"shuffle", "Via right-click Menu"}, attr{"reversible", "false"},
			attr{"draw", "true"}, attr{"color", "0,0,0"},
		)
		dp.attrs = append(dp.attrs, reshuffle...)
		for ci, c := range b.s.Deck.Cards {
			if cardPile(c) != p.where {
				continue
			}
			front := b.image(cardImageName(ci), cardImage(b.s, c))
			ts := []trait{cardMask(back),
				marker("CardNumber", strconv.Itoa(c.Number)),
				marker("Keep", strconv.FormatBool(c.Keep)),
				marker("Dual", strconv.FormatBool(c.Dual)),
				basicPiece(front, cardName(c))}
			cs := el("VASSAL.build.widget.CardSlot",
				attr{"entryName", c.Title}, attr{"gpid", b.nextGpid()},
				attr{"width", strconv.Itoa(cardW)}, attr{"height", strconv.Itoa(cardH)})
			cs.text = addPiece(ts)
			dp.add(cs)
		}
		m.add(dp)
	}
	return m
}

// cardName is a card's piece name: its number, where it has one, and title.
func cardName(c scenario.Card) string {
	if c.Number > 0 {
		return strconv.Itoa(c.Number) + " " + c.Title
	}
	return c.Title
}

// cardPile says where a card starts (5.0): its placement, else the discard
// pile for a red title and the deck for the others.
func cardPile(c scenario.Card) string {
	switch c.Placement {
	case "deck", "discard":
		return c.Placement
	case "set_aside", "removed":
		return "set_aside"
	}
	if c.Colour == scenario.ColourRed {
		return "discard"
	}
	return "deck"
}

// moraleMap is the morale track (12.0): boxes 0 to 10 and a marker per side
// on its starting morale.
func (b *builder) moraleMap() *elem {
	labels := make([]string, 11)
	for i := range labels {
		labels[i] = strconv.Itoa(i)
	}
	img, boxes := boxBoard(b.s.Title+": morale track", labels, 84, 84, 11, b.k)
	file := b.image("morale-track.png", img)
	m := mapElem(MoraleBoard, true)
	m.add(el("VASSAL.build.module.map.BoardPicker").add(
		el("VASSAL.build.module.map.boardPicker.Board", attr{"name", MoraleBoard}, attr{"image", file}, attr{"reversible", "false"})))
	m.add(stackMetrics(b.k))
	m.add(mapComponents(b.k)...)
	for _, sd := range b.s.Sides {
		if sd.Morale < 0 || sd.Morale > 10 {
			continue
		}
		if sd.Morale == 0 {
			b.m.Notes = append(b.m.Notes, fmt.Sprintf("side %s: starting morale not given; its marker starts on 0", sd.ID))
		}
		r := boxes[sd.Morale].rect
		mk := b.image("morale-"+sd.ID+".png", b.cp.moraleMarker(sd.ID, sd.Name))
		ss := el("VASSAL.build.module.map.SetupStack",
			attr{"name", sd.Name + " morale"}, attr{"owningBoard", MoraleBoard}, attr{"useGridLocation", "false"},
			attr{"x", strconv.Itoa((r.Min.X + r.Max.X) / 2)}, attr{"y", strconv.Itoa(r.Min.Y + 50*b.k)})
		slot := el("VASSAL.build.widget.PieceSlot",
			attr{"entryName", sd.Name + " morale"}, attr{"gpid", b.nextGpid()}, attr{"width", strconv.Itoa(b.px())}, attr{"height", strconv.Itoa(b.px())})
		slot.text = addPiece([]trait{marker("SideId", sd.ID), basicPiece(mk, sd.Name+" morale")})
		ss.add(slot)
		m.add(ss)
	}
	return m
}

// turnTracker lists the Game Turns (4.0) with their labels; night turns
// and sudden-death numbers are written into the names.
func (b *builder) turnTracker() *elem {
	var names []string
	boxes, known := b.s.TrackBoxes()
	for _, t := range boxes {
		n := "Turn " + strconv.Itoa(t.Number)
		if t.Label != "" {
			n += ": " + t.Label
		}
		if t.Night {
			n += " (night)"
		}
		if t.SuddenDeath > 0 {
			n += " (sudden death " + strconv.Itoa(t.SuddenDeath) + ")"
		}
		names = append(names, n)
	}
	if len(names) > 0 && !known {
		// The rulebook does not give the last turn: the list goes on with
		// a turn that says so rather than stopping as if the game ended.
		names = append(names, "Turn "+strconv.Itoa(boxes[len(boxes)-1].Number+1)+"+ (the rulebook does not give the last turn)")
		b.m.Notes = append(b.m.Notes, fmt.Sprintf("turn track: the game's last turn is not given; the track runs to turn %d, the latest the scenario names, then a later-turns entry", boxes[len(boxes)-1].Number))
	}
	if len(names) == 0 {
		b.m.Notes = append(b.m.Notes, "no turn track: the scenario gives neither turn boxes nor a game length")
		return nil
	}
	list := newSeq(',')
	for _, n := range names {
		list.str(n)
	}
	return el("VASSAL.build.module.turn.TurnTracker",
		attr{"name", "Game Turn"}, attr{"buttonText", "Turn"}, attr{"icon", ""}, attr{"hotkey", ""},
		attr{"turnFormat", "$level1$"}, attr{"reportFormat", "* $newTurn$"},
		attr{"tooltip", "Game Turn Record"}, attr{"lengthStyle", "Maximum"},
	).add(el("VASSAL.build.module.turn.ListTurnLevel",
		attr{"name", "Game Turn"}, attr{"property", "GameTurn"}, attr{"turnFormat", "$value$"},
		attr{"list", list.value()}, attr{"configList", "false"}, attr{"configFirst", "false"}))
}

// aidDPI is the resolution of the player-aid pages in the Charts window.
const aidDPI = 110

// chartWindow shows the Combat Results Table and the Terrain Effects Chart
// as HTML pages.
func (b *builder) chartWindow() *elem {
	if b.charts == nil {
		return nil
	}
	tabs := el("VASSAL.build.widget.TabWidget", attr{"entryName", "Charts"})
	if b.charts.CRT != nil {
		b.m.Files["crt.html"] = []byte(crtHTML(b.s, b.charts))
		tabs.add(el("VASSAL.build.widget.HtmlChart", attr{"chartName", "Combat Results Table"}, attr{"fileName", "crt.html"}))
	}
	if len(b.charts.Terrain) > 0 || len(b.charts.Hexsides) > 0 {
		b.m.Files["tec.html"] = []byte(tecHTML(b.s, b.charts))
		tabs.add(el("VASSAL.build.widget.HtmlChart", attr{"chartName", "Terrain Effects Chart"}, attr{"fileName", "tec.html"}))
	}
	// Every player aid the printed kit holds (CRT, Terrain Effects Chart,
	// Rally Table, Morale Chart, the scenario's own tables), as the pages
	// it prints: a Chart shows an image of the module's images/.
	aids := print.ChartPages(b.s, b.charts, print.Papers[0])
	for i, pg := range aids {
		r := render.NewRaster(pg.W, pg.H, aidDPI)
		pg.Draw(r)
		name := "Player aids"
		if len(aids) > 1 {
			name = fmt.Sprintf("Player aids, page %d of %d", i+1, len(aids))
		}
		file := b.image(fmt.Sprintf("aids-%d.png", i+1), r.Img)
		tabs.add(el("VASSAL.build.widget.Chart", attr{"chartName", name}, attr{"fileName", file}))
	}
	if len(tabs.children) == 0 {
		return nil
	}
	return el("VASSAL.build.module.ChartWindow",
		attr{"name", "Charts"}, attr{"text", "Charts"}, attr{"tooltip", "Combat Results Table, Terrain Effects Chart and every player aid of the printed kit"},
		attr{"icon", ""}, attr{"hotkey", ""}).add(tabs)
}
