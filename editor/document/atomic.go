package document

import (
	"fmt"

	"github.com/aide-de-camp/adc/internal/atomicfile"
)

// WriteAtomic writes data to path so that a crash at any moment leaves
// either the old or the new file, never a partial one: the bytes go to a
// temporary file in the same directory, which is synced and renamed over
// path. The previous version is kept as path + ".bak"; the backup is
// replaced by a rename too, so that it is never missing once it exists.
func WriteAtomic(path string, data []byte) error { return writeAtomic(path, data, true) }

// writeAtomic is WriteAtomic with the backup optional (the editor's own
// files, such as the recovery file, need none).
func writeAtomic(path string, data []byte, keepBackup bool) error {
	if err := atomicfile.Write(path, data, atomicfile.Backup(keepBackup)); err != nil {
		return fmt.Errorf("document: %w", err)
	}
	return nil
}
