package vassal

// A VASSAL piece is a chain of traits, outermost first, ending with a
// BasicPiece. Each trait has a type (fixed for the game) and a state; the
// piece's type is the outermost trait's type followed by the inner piece's
// type, joined with a tab by a SequenceEncoder (Decorator.getType), and so
// is its state. A PieceSlot holds the AddPiece command that creates the
// piece: "+/" then id, type and state joined with '/'
// (BasicCommandEncoder.encode).

// trait is one trait's type and state strings.
type trait struct{ typ, state string }

// basicPiece is BasicPiece: "piece;" then clone key, delete key, image and
// name joined with ';'; its state is map, x, y, gpid and the count of
// persistent properties.
func basicPiece(image, name string) trait {
	t := newSeq(';').str("").str("").str(image).str(name).value()
	return trait{"piece;" + t, newSeq(';').str("null").raw("0").raw("0").str("").raw("0").value()}
}

// plainBasicPiece is the image-less BasicPiece a prototype ends with
// (PrototypeDefinition.Config.Definer.Plain).
func plainBasicPiece() trait {
	return trait{"piece;;;;", newSeq(';').str("null").raw("0").raw("0").str("").raw("0").value()}
}

// usePrototype is UsePrototype: "prototype;" and the prototype's name.
func usePrototype(name string) trait { return trait{"prototype;" + name, ""} }

// marker is Marker: a property with a fixed value ("mark;" and the key;
// the state is the value).
func marker(key, value string) trait {
	return trait{"mark;" + newSeq(',').str(key).value(), newSeq(',').str(value).value()}
}

// Named key strokes as NamedHotKeyConfigurer.encode writes them: key code
// and modifiers (130 is Ctrl, InputEvent.CTRL_MASK | CTRL_DOWN_MASK).
const (
	keyCtrlF = "70,130"
	keyCtrlD = "68,130"
	keyCtrlM = "77,130"
)

// flipLayer is Embellishment ("emb2;", the Layer trait) with one level:
// Ctrl+F ("Flip") shows image over the piece (the other face of a
// two-sided marker), and the piece's name gains level, e.g. "+ (gold)".
func flipLayer(image, level string) trait {
	e := newSeq(';').
		str("Flip").raw("130").str("F").     // activate command, modifiers, key
		str("").raw("130").str("").          // increase
		str("").raw("130").str("").          // decrease
		str("").str("").str("1").            // reset command, key, level
		raw("false").raw("0").raw("0").      // draw underneath when selected, x and y offset
		str(newSeq(',').str(image).value()). // images
		str(newSeq(',').str(level).value()). // level names
		raw("true").str("Face").             // loop levels, layer name
		str("").str("").                     // random key and text
		raw("false").str("").raw("1").       // follow property, its name, first level value
		raw("1").raw("false").               // version, always active
		str(keyCtrlF).str("").str("")        // activate, increase, decrease key strokes
	return trait{"emb2;" + e.value(), "-1"}
}

// deleteTrait is Delete ("delete;"): Ctrl+D removes the piece (a garrison
// or redoubt destroyed, a marker no longer needed). Delete.mySetType reads
// the command name and the key stroke.
func deleteTrait() trait {
	return trait{"delete;" + newSeq(';').str("Delete").str(keyCtrlD).value(), ""}
}

// mask is Obscurable (the Mask trait) for Fog of War (16.1), keyed to a
// side: Ctrl+M hides the unit from the other side, who sees the side's
// uniform back; the side's players see the unit with a small back in its
// corner. The access is SpecifiedSideAccess ("sides:" and the roster's
// side names joined with ':', PieceAccessConfigurer.encode): only a
// player who has taken that side in the PlayerRoster may mask, unmask or
// see the unit, whoever masked it. With such an access Obscurable records
// the side, not the player, as its owner (SpecifiedSideAccess
// .getCurrentPlayerId is PlayerRoster.getMySide), so hidden is true when
// the piece starts masked by its side (myGetState: the owner, then the
// options).
func mask(backImage, maskName, side string, hidden bool) trait {
	e := newSeq(';').
		str(keyCtrlM).str(backImage).str("Hide").
		str("I"). // display style: inset
		str(maskName).
		str(sidesAccess(side)).
		str("Peek").str("").raw("true").str("").str("")
	owner := "null"
	if hidden {
		owner = side
	}
	return trait{"obs;" + e.value(), newSeq(';').str(owner).str("").value()}
}

// sidesAccess is PieceAccessConfigurer's encoding of SpecifiedSideAccess
// for the given sides.
func sidesAccess(sides ...string) string {
	se := newSeq(':')
	for _, s := range sides {
		se.str(s)
	}
	return "sides:" + se.value()
}

// cardMask is the Mask a card needs to lie face down in a deck: the card
// back for everyone until it is drawn face up.
func cardMask(backImage string) trait {
	e := newSeq(';').
		str("").str(backImage).str("").
		str("I"). // display style: inset
		str("Event card").
		str("player:").
		str("").str("").raw("false").str("").str("")
	return trait{"obs;" + e.value(), newSeq(';').str("null").str("").value()}
}

// pieceType joins the traits' types as Decorator.getType does.
func pieceType(ts []trait) string {
	if len(ts) == 1 {
		return ts[0].typ
	}
	return newSeq('\t').str(ts[0].typ).str(pieceType(ts[1:])).value()
}

// pieceState joins the traits' states as Decorator.getState does.
func pieceState(ts []trait) string {
	if len(ts) == 1 {
		return ts[0].state
	}
	return newSeq('\t').str(ts[0].state).str(pieceState(ts[1:])).value()
}

// addPiece is the AddPiece command a PieceSlot or PrototypeDefinition holds.
func addPiece(ts []trait) string {
	return "+/" + newSeq('/').str("null").str(pieceType(ts)).str(pieceState(ts)).value()
}

// decodePiece splits an AddPiece command back into its traits' types, the
// way BasicCommandEncoder.decode and Decorator.setInner read it.
func decodePiece(def string) (types []string, ok bool) {
	if len(def) < 2 || def[:2] != "+/" {
		return nil, false
	}
	parts := seqDecode(def[2:], '/')
	if len(parts) < 3 {
		return nil, false
	}
	t := parts[1]
	for {
		toks := seqDecode(t, '\t')
		types = append(types, toks[0])
		if len(toks) < 2 {
			return types, true
		}
		t = toks[1]
	}
}
