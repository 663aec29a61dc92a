package cli

import "testing"

// TestBundledIDBothPathStyles: a reference with a folder in it, written
// with slashes or backslashes, names a file and never a bundled scenario;
// a bare id, with or without .yaml, names the bundled one. The same on
// every system.
func TestBundledIDBothPathStyles(t *testing.T) {
	for ref, want := range map[string]string{
		"rousse20":                  "rousse20",
		"rousse20.yaml":             "rousse20",
		"rousse20.yml":              "rousse20",
		"no-such-scenario":          "",
		"my/rousse20.yaml":          "",
		`my\rousse20.yaml`:          "",
		`C:\Users\me\rousse20.yaml`: "",
		"/home/me/rousse20.yaml":    "",
		"./rousse20":                "",
		`.\rousse20`:                "",
	} {
		if got := bundledID(ref); got != want {
			t.Errorf("bundledID(%q) = %q, want %q", ref, got, want)
		}
	}
}
