package scenario

import "fmt"

// MaxIDLength bounds an id used to name a file: far longer than any real
// id, and within every file system's 255-byte name limit once a prefix
// and an extension are added.
const MaxIDLength = 200

// IsID reports whether s is an id by the format's id pattern (a letter or
// digit, then letters, digits, '_', '.' or '-'): the one rule every reader
// and every writer applies, so that no id can hold a path separator or
// name a parent folder.
func IsID(s string) bool { return isID(s) }

// CheckFileID says whether id may be part of a file name built by a
// command (what names it in the message, e.g. `unit "x"` or "the
// scenario's id"): it must follow the id pattern and be at most
// MaxIDLength bytes. No output name is built from an id that fails it.
func CheckFileID(what, id string) error {
	if !isID(id) || len(id) > MaxIDLength {
		return fmt.Errorf("%s %q is not an id: an id is letters, digits, '_', '.' and '-', starts with a letter or digit, and has at most %d characters", what, clipID(id), MaxIDLength)
	}
	return nil
}

func clipID(id string) string {
	if len(id) > 60 {
		return id[:60] + "..."
	}
	return id
}
