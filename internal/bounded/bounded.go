// Package bounded holds the checks every command shares on what it reads,
// what it writes and how much it may be asked to do: one bounded reader
// (Read*), one bound on the size of a map and the number of units a
// command draws, plays or packages (CheckMap), one rule for the ids an
// output name is built from (SafeName), and the bounds of numeric flags
// (Int, Float).
//
//	data, err := bounded.ReadFile(path, bounded.MaxInput)
package bounded

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxInput is the largest file any command reads: scenarios, army lists,
// rulesets, chart sets, Tiled maps and tilesets, campaign files (16 MiB;
// the largest legal map fully traced is about 5 MB of YAML).
const MaxInput = 16 << 20

// TooLargeError is a refused input: it holds more than Limit bytes (a
// larger file, or an endless one such as /dev/zero or a FIFO that never
// closes).
type TooLargeError struct {
	Name  string
	Limit int64
}

func (e *TooLargeError) Error() string {
	return fmt.Sprintf("%s: larger than %s and was not read; is this the right file?", e.Name, sizeText(e.Limit))
}

func sizeText(n int64) string {
	if n >= 1<<20 && n%(1<<20) == 0 {
		return fmt.Sprintf("%d MiB", n>>20)
	}
	if n >= 1<<10 && n%(1<<10) == 0 {
		return fmt.Sprintf("%d KiB", n>>10)
	}
	return fmt.Sprintf("%d bytes", n)
}

// ReadAll reads r to its end, refusing with a *TooLargeError once it has
// given more than limit bytes: at most limit+1 bytes are ever held.
func ReadAll(r io.Reader, name string, limit int64) ([]byte, error) {
	data, err := io.ReadAll(io.LimitReader(r, limit+1))
	if err != nil {
		return nil, fmt.Errorf("%s: cannot read: %w", name, err)
	}
	if int64(len(data)) > limit {
		return nil, &TooLargeError{Name: name, Limit: limit}
	}
	return data, nil
}

// ReadFile reads the file at path with ReadAll's bound. A regular file
// larger than limit is refused before it is read; a directory is refused
// with a clear message.
func ReadFile(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		if st.IsDir() {
			return nil, fmt.Errorf("%s: is a folder, not a file", path)
		}
		if st.Mode().IsRegular() && st.Size() > limit {
			return nil, &TooLargeError{Name: path, Limit: limit}
		}
	}
	return ReadAll(f, path, limit)
}

// ReadFS is ReadFile on a file of fsys.
func ReadFS(fsys fs.FS, name string, limit int64) ([]byte, error) {
	f, err := fsys.Open(name)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil {
		if st.IsDir() {
			return nil, fmt.Errorf("%s: is a folder, not a file", name)
		}
		if st.Mode().IsRegular() && st.Size() > limit {
			return nil, &TooLargeError{Name: name, Limit: limit}
		}
	}
	return ReadAll(f, name, limit)
}

// IsTooLarge reports whether err is, or wraps, a *TooLargeError.
func IsTooLarge(err error) bool {
	var t *TooLargeError
	return errors.As(err, &t)
}

// ReadHead reads at most n bytes from the start of the file at path (all
// of a shorter file): enough to sniff a format line, whatever the file's
// size, and never blocking past n bytes on an endless one.
func ReadHead(path string, n int) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if st, err := f.Stat(); err == nil && st.IsDir() {
		return nil, fmt.Errorf("%s: is a folder, not a file", path)
	}
	buf := make([]byte, n)
	m, err := io.ReadFull(f, buf)
	if err != nil && !errors.Is(err, io.ErrUnexpectedEOF) && !errors.Is(err, io.EOF) {
		return nil, err
	}
	return buf[:m], nil
}
