package rules

import (
	"fmt"
	"sort"
	"strings"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// Status says how far the engine applies a scenario's special rule.
type Status uint8

// Statuses of a special rule.
const (
	Applied       Status = iota + 1 // the engine plays the rule as written
	PartlyApplied                   // some of its effects are played, the note says which are not
	NotApplied                      // the engine does not play it (words only, unusable parameters, optional rule not in use)
)

// String names the status as the editor and the CLI show it.
func (s Status) String() string {
	switch s {
	case Applied:
		return "applied"
	case PartlyApplied:
		return "partly applied"
	case NotApplied:
		return "not applied"
	}
	return "unknown"
}

// Note is one assumption the engine made for a scenario. A note about a
// special rule names the rule, its kind and how it is applied; a note
// about the scenario as a whole has no rule, and the status NotApplied
// when it says something is left out of play (an entry area without hexes,
// a unit without values, a victory condition not evaluated), 0 when it
// records an assumed value. Text is the sentence Board.Notes prints.
type Note struct {
	Rule   string // the special rule's id; "" for a note about the scenario as a whole
	Kind   string // the special rule's kind
	Status Status // how the rule is applied; NotApplied or 0 for a note about the scenario as a whole
	Text   string
}

// String is the note's sentence.
func (n Note) String() string { return n.Text }

// Reason is the sentence without its "special rule "id" (title):" prefix.
func (n Note) Reason() string {
	if n.Rule == "" {
		return n.Text
	}
	if _, after, ok := strings.Cut(n.Text, "): "); ok {
		return after
	}
	if i := strings.Index(n.Text, ") "); i >= 0 {
		return n.Text[i+2:]
	}
	return n.Text
}

// addNote records a note once. Play repeats the same notes in every game
// and a run's workers share the Board, so a note already recorded is
// found in the published list (noteList) without taking the lock; the
// list only grows, and a reader reads no further than the length it was
// given.
func (b *Board) addNote(n Note) {
	if l := b.noteList.Load(); l != nil && hasNoteText(*l, n.Text) {
		return
	}
	b.notesMu.Lock()
	defer b.notesMu.Unlock()
	if hasNoteText(b.notes, n.Text) {
		return
	}
	b.notes = append(b.notes, n)
	l := b.notes
	b.noteList.Store(&l)
}

// hasNoteText reports whether one of notes says text.
func hasNoteText(notes []Note, text string) bool {
	for i := range notes {
		if notes[i].Text == text {
			return true
		}
	}
	return false
}

// RuleNote records how the engine applies special rule r. The format gives
// the whole sentence, as Board.Notes prints it.
func (b *Board) RuleNote(r scenario.Rule, st Status, format string, args ...any) {
	b.addNote(Note{Rule: r.ID, Kind: r.Kind, Status: st, Text: fmt.Sprintf(format, args...)})
}

// RuleStatus is how the engine applies one special rule of the scenario.
type RuleStatus struct {
	ID, Title, Number, Kind string
	Status                  Status
	Notes                   []Note // what the engine says about it, in the order it said it
}

// RuleStatuses lists the scenario's special rules, in file order, with how
// the engine applies each: applied when every note about it says so (or it
// is a kind the engine applies without a note), not applied when every note
// says it is not, partly applied otherwise.
func (b *Board) RuleStatuses() []RuleStatus {
	b.notesMu.Lock()
	byRule := map[string][]Note{}
	for _, n := range b.notes {
		if n.Rule != "" {
			byRule[n.Rule] = append(byRule[n.Rule], n)
		}
	}
	b.notesMu.Unlock()
	out := make([]RuleStatus, 0, len(b.Scenario.Special))
	for _, r := range b.Scenario.Special {
		rs := RuleStatus{ID: r.ID, Title: r.Title, Number: r.Number, Kind: r.Kind, Notes: byRule[r.ID]}
		switch {
		case len(rs.Notes) == 0 && r.Kind == "":
			rs.Status = NotApplied
		case len(rs.Notes) == 0:
			rs.Status = Applied
		default:
			seen := map[Status]bool{}
			for _, n := range rs.Notes {
				seen[n.Status] = true
			}
			switch {
			case len(seen) == 1 && seen[Applied]:
				rs.Status = Applied
			case len(seen) == 1 && seen[NotApplied]:
				rs.Status = NotApplied
			default:
				rs.Status = PartlyApplied
			}
		}
		out = append(out, rs)
	}
	return out
}

// NoteValues lists the notes as values, in the order and without the
// duplicates of Notes: what the engine assumed for the scenario, each with
// its rule, kind and status.
func (b *Board) NoteValues() []Note {
	b.notesMu.Lock()
	defer b.notesMu.Unlock()
	seen := map[string]bool{}
	var out []Note
	for _, n := range b.notes {
		if !seen[n.Text] {
			seen[n.Text] = true
			out = append(out, n)
		}
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Text < out[j].Text })
	return out
}

// LeavesOut reports whether the note says the engine leaves a rule, or
// part of one, out of play: a special rule partly or not applied, or a
// note about the scenario with the status NotApplied. Reports list these
// among the rules the engine did not apply.
func (n Note) LeavesOut() bool { return n.Status == NotApplied || n.Status == PartlyApplied }

// OrNone is s, or "(none)" when it is empty.
func OrNone(s string) string {
	if s == "" {
		return "(none)"
	}
	return s
}
