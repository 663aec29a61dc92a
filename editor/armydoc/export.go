package armydoc

import (
	"bytes"
	"fmt"
	"path/filepath"
	"strings"

	"github.com/aide-de-camp/adc/export/print"
	"github.com/aide-de-camp/adc/export/xlsx"
	"github.com/aide-de-camp/adc/internal/atomicfile"
	"github.com/aide-de-camp/adc/odn"
)

// ExportKind is one of the workspace's one-click exports.
type ExportKind int

// The exports: the same files as adc export xlsx roster|calculators and
// adc print ARMY --parts rosters.
const (
	ExportRosterXLSX ExportKind = iota // the live roster workbook
	ExportCalcXLSX                     // the calculator workbook
	ExportRosterPDF                    // the printed rosters
)

var exportNames = map[ExportKind]struct{ suffix, what string }{
	ExportRosterXLSX: {"-roster.xlsx", "spreadsheet"},
	ExportCalcXLSX:   {"-calculators.xlsx", "spreadsheet"},
	ExportRosterPDF:  {"-roster.pdf", "printed page"},
}

// ExportPath is where a one-click export goes: next to the army file,
// named after it (french-1812-roster.xlsx); "" for an army list that has
// no file yet.
func (d *Document) ExportPath(k ExportKind) string {
	p := d.Path()
	if p == "" {
		return ""
	}
	return strings.TrimSuffix(p, filepath.Ext(p)) + exportNames[k].suffix
}

// Export builds an export's bytes from the army as it is now. The roster
// workbook and the roster PDF start from the hits ticked on the roster
// preview. An army with errors is refused, as adc export refuses it.
func (d *Document) Export(k ExportKind, rs *odn.Ruleset) ([]byte, error) {
	var buf bytes.Buffer
	if k == ExportCalcXLSX {
		// The army's units are the Morale sheet's choices.
		if err := xlsx.WriteCalculators(&buf, rs, xlsx.CalcOptions{Paper: xlsx.A4, Army: d.Army()}); err != nil {
			return nil, err
		}
		return buf.Bytes(), nil
	}
	if fs := d.Validate(rs); fs.HasErrors() {
		n := 0
		for _, f := range fs {
			if f.Severity == odn.Error {
				n++
			}
		}
		return nil, fmt.Errorf("%s has %d errors (see the Validation list); fix them and export again", d.FileName(), n)
	}
	a := d.Army()
	switch k {
	case ExportRosterXLSX:
		if err := xlsx.WriteRoster(&buf, rs, a, xlsx.RosterOptions{Paper: xlsx.A4, Hits: d.Hits()}); err != nil {
			return nil, err
		}
	case ExportRosterPDF:
		r, err := rs.BuildRoster(a)
		if err != nil {
			return nil, err
		}
		pages, _ := print.RosterPages(r, rs, print.Papers[0], d.Hits())
		if err := print.WritePDF(&buf, a.Army+": rosters", pages); err != nil {
			return nil, err
		}
	default:
		return nil, fmt.Errorf("armydoc: unknown export %d", k)
	}
	return buf.Bytes(), nil
}

// ExportTo writes an export atomically to path. It never writes over the
// army file itself, nor over any other YAML data file.
func (d *Document) ExportTo(k ExportKind, path string, rs *odn.Ruleset) error {
	if err := atomicfile.CheckOutput(path, exportNames[k].what, d.Path()); err != nil {
		return fmt.Errorf("refusing to write %w", err)
	}
	data, err := d.Export(k, rs)
	if err != nil {
		return err
	}
	return atomicfile.Write(path, data, atomicfile.KeepBackup)
}
