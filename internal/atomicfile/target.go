package atomicfile

import (
	"errors"
	"fmt"
	"os"
	"path/filepath"
	"strings"
)

// maxLinks is how many symbolic links target follows before it gives up
// (the kernel's own limit is 40).
const maxLinks = 40

// target says where Write puts the bytes for path:
//
//   - a path that names something other than a regular file or a folder
//     (a FIFO, a device such as /dev/null, a terminal, a socket), or any
//     path under /dev/ or /proc/ (/dev/stdout), is a stream: the bytes are
//     written to it directly, as a Unix tool does, never by replacing it;
//   - a symbolic link is followed to the file it names, which is then
//     replaced atomically with its .bak beside it: the link stays a link;
//   - anything else is path itself.
func target(path string) (real string, stream bool, err error) {
	if isStreamPath(path) {
		return path, true, nil
	}
	if st, err := os.Stat(path); err == nil && !st.Mode().IsRegular() && !st.IsDir() {
		return path, true, nil
	}
	real = path
	for i := 0; ; i++ {
		st, err := os.Lstat(real)
		if err != nil || st.Mode()&os.ModeSymlink == 0 {
			return real, false, nil // a regular file, a new one, or a folder (refused by the rename)
		}
		if i == maxLinks {
			return "", false, fmt.Errorf("%s: more than %d symbolic links in a row", path, maxLinks)
		}
		dest, err := os.Readlink(real)
		if err != nil {
			return "", false, err
		}
		if !filepath.IsAbs(dest) {
			dest = filepath.Join(filepath.Dir(real), dest)
		}
		real = dest
	}
}

// isStreamPath reports whether path is one of the system's files that are
// streams whatever they resolve to: /dev/stdout may be a symbolic link to
// a pipe or to the file the shell opened, which must be written, not
// replaced.
func isStreamPath(path string) bool {
	abs, err := filepath.Abs(path)
	if err != nil {
		return false
	}
	return strings.HasPrefix(abs, "/dev/") || strings.HasPrefix(abs, "/proc/")
}

// IsStream reports whether Write would write path as a stream (a FIFO, a
// device, /dev/stdout) rather than replace a regular file.
func IsStream(path string) bool {
	_, stream, _ := target(path)
	return stream
}

// writeStream writes data to the stream at path, opened for writing
// without being created or replaced.
func writeStream(path string, data []byte) error {
	f, err := os.OpenFile(path, os.O_WRONLY, 0)
	if err != nil {
		return fmt.Errorf("write %s: %w", path, err)
	}
	_, werr := f.Write(data)
	cerr := f.Close()
	if werr == nil && cerr != nil && !errors.Is(cerr, os.ErrClosed) {
		werr = cerr
	}
	if werr != nil {
		return fmt.Errorf("write %s: %w", path, werr)
	}
	return nil
}

// File is one file of a set WriteAll writes.
type File struct {
	Path string
	Data []byte
}

// WriteAll writes every file or none: each is first written in full to a
// temporary file beside its target (a failure there removes them all and
// leaves every target as it was), and only then are they renamed over
// their targets, each keeping its .bak with KeepBackup. Streams among them
// are written last, directly.
func WriteAll(files []File, keep Backup) error {
	type staged struct {
		path, tmp string
		perm      os.FileMode
		data      []byte
		stream    bool
	}
	var done []staged
	cleanup := func() {
		for _, s := range done {
			if s.tmp != "" {
				os.Remove(s.tmp)
			}
		}
	}
	for _, f := range files {
		real, stream, err := target(f.Path)
		if err != nil {
			cleanup()
			return fmt.Errorf("save %s: %w", f.Path, err)
		}
		if stream {
			done = append(done, staged{path: real, data: f.Data, stream: true})
			continue
		}
		perm := os.FileMode(0o644)
		if st, err := os.Stat(real); err == nil {
			perm = st.Mode().Perm()
		}
		tmp, err := os.CreateTemp(filepath.Dir(real), "."+filepath.Base(real)+".tmp-*")
		if err != nil {
			cleanup()
			return fmt.Errorf("save %s: %w", f.Path, err)
		}
		done = append(done, staged{path: real, tmp: tmp.Name(), perm: perm})
		_, err = tmp.Write(f.Data)
		if err == nil {
			err = tmp.Sync()
		}
		if err == nil {
			err = tmp.Chmod(perm)
		}
		if cerr := tmp.Close(); err == nil {
			err = cerr
		}
		if err != nil {
			cleanup()
			return fmt.Errorf("save %s: %w", f.Path, err)
		}
	}
	for i, s := range done {
		if s.stream {
			continue
		}
		if _, err := os.Stat(s.path); err == nil && keep {
			if err := backup(s.path, s.perm); err != nil {
				cleanup()
				return fmt.Errorf("save %s: keep backup: %w", s.path, err)
			}
		}
		if err := os.Rename(s.tmp, s.path); err != nil {
			cleanup()
			return fmt.Errorf("save %s: %w", s.path, err)
		}
		done[i].tmp = ""
		syncDir(filepath.Dir(s.path))
	}
	for _, s := range done {
		if s.stream {
			if err := writeStream(s.path, s.data); err != nil {
				return err
			}
		}
	}
	return nil
}
