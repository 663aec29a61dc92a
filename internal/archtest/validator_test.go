package archtest

import (
	"io/fs"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"
)

// removedValidatorTags are the go-playground/validator tags that
// third_party/validator leaves out, with the packages they linked (see its
// README): a struct tag naming one would make the validator panic when it
// first reads the struct.
var removedValidatorTags = map[string]bool{
	"image": true, "mimetype": true, // github.com/gabriel-vasile/mimetype
	"bcp47_language_tag": true, "bcp47_strict_language_tag": true, // golang.org/x/text/language
	"eth_addr_checksum": true, // golang.org/x/crypto/sha3
}

var validateTag = regexp.MustCompile("validate:\"([^\"]*)\"")

// TestNoStructTagUsesARemovedValidator reads every Go file of the module
// (third_party and testdata aside) for validate tags naming a validation
// the patched validator does not have.
func TestNoStructTagUsesARemovedValidator(t *testing.T) {
	root := filepath.Join("..", "..")
	files := 0
	err := filepath.WalkDir(root, func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() {
			switch d.Name() {
			case "third_party", "testdata", ".git":
				return filepath.SkipDir
			}
			return nil
		}
		if !strings.HasSuffix(path, ".go") || strings.HasSuffix(path, "validator_test.go") {
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		files++
		for _, m := range validateTag.FindAllStringSubmatch(string(src), -1) {
			for _, rule := range strings.FieldsFunc(m[1], func(r rune) bool { return r == ',' || r == '|' }) {
				name, _, _ := strings.Cut(rule, "=")
				if removedValidatorTags[name] {
					t.Errorf("%s: validate tag %q uses %q, which third_party/validator leaves out (see its README)", path, m[1], name)
				}
			}
		}
		return nil
	})
	if err != nil {
		t.Fatal(err)
	}
	if files < 100 {
		t.Fatalf("read %d Go files: not the module's root?", files)
	}
}
