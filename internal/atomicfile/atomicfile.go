// Package atomicfile writes files so that a crash at any moment leaves either
// the old or the new version, never a partial one, and optionally keeps the
// previous version as NAME.bak.
//
//	err := atomicfile.Write("bussaco20.yaml", data, atomicfile.KeepBackup)
package atomicfile

import (
	"fmt"
	"os"
	"path/filepath"
)

// Backup says whether Write keeps the previous version as path + ".bak".
type Backup bool

// The two backup policies.
const (
	KeepBackup Backup = true
	NoBackup   Backup = false
)

// Write writes data to path: the bytes go to a temporary file in the same
// directory, which is synced and renamed over path, and the directory is
// synced. With KeepBackup the previous version becomes path + ".bak"; the
// backup is itself replaced by a rename, so that once it exists it is never
// missing, whenever the process dies.
//
// A path that is not a regular file (a FIFO, a device, /dev/stdout) is
// written as a stream, directly, with no backup; a symbolic link is
// followed, and the file it names is replaced, its .bak beside it (see
// target).
func Write(path string, data []byte, keep Backup) error {
	real, stream, err := target(path)
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	if stream {
		return writeStream(real, data)
	}
	path = real
	dir := filepath.Dir(path)
	perm := os.FileMode(0o644)
	if st, err := os.Stat(path); err == nil {
		perm = st.Mode().Perm()
	}
	tmp, err := os.CreateTemp(dir, "."+filepath.Base(path)+".tmp-*")
	if err != nil {
		return fmt.Errorf("save %s: %w", path, err)
	}
	tmpName := tmp.Name()
	fail := func(step string, err error) error {
		tmp.Close()
		os.Remove(tmpName)
		return fmt.Errorf("save %s: %s: %w", path, step, err)
	}
	if _, err := tmp.Write(data); err != nil {
		return fail("write", err)
	}
	if err := tmp.Sync(); err != nil {
		return fail("sync", err)
	}
	if err := tmp.Chmod(perm); err != nil {
		return fail("chmod", err)
	}
	if err := tmp.Close(); err != nil {
		return fail("close", err)
	}
	if _, err := os.Stat(path); err == nil && keep {
		if err := backup(path, perm); err != nil {
			os.Remove(tmpName)
			return fmt.Errorf("save %s: keep backup: %w", path, err)
		}
	}
	if err := os.Rename(tmpName, path); err != nil {
		os.Remove(tmpName)
		return fmt.Errorf("save %s: %w", path, err)
	}
	syncDir(dir)
	return nil
}

// backup makes path + ".bak" a copy of path, replacing any older backup with
// a rename.
func backup(path string, perm os.FileMode) error {
	bak := path + ".bak"
	f, err := os.CreateTemp(filepath.Dir(path), "."+filepath.Base(bak)+".tmp-*")
	if err != nil {
		return err
	}
	name := f.Name()
	f.Close()
	os.Remove(name)
	if err := os.Link(path, name); err != nil {
		// Filesystems without hard links: copy the old version.
		old, rerr := os.ReadFile(path)
		if rerr != nil {
			return rerr
		}
		if werr := os.WriteFile(name, old, perm); werr != nil {
			os.Remove(name)
			return werr
		}
	}
	if err := os.Rename(name, bak); err != nil {
		os.Remove(name)
		return err
	}
	return nil
}

func syncDir(dir string) {
	if d, err := os.Open(dir); err == nil {
		d.Sync()
		d.Close()
	}
}
