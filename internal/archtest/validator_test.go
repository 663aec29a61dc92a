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
	// net, net/mail, net/url, crypto/sha256 and github.com/leodido/go-urn
	"email": true, "url": true, "http_url": true, "https_url": true, "uri": true, "origin": true,
	"urn_rfc2141": true, "urn_rfc8141": true, "btc_addr": true,
	"ip": true, "ipv4": true, "ipv6": true, "cidr": true, "cidrv4": true, "cidrv6": true,
	"ip_addr": true, "ip4_addr": true, "ip6_addr": true, "tcp_addr": true, "tcp4_addr": true, "tcp6_addr": true,
	"udp_addr": true, "udp4_addr": true, "udp6_addr": true, "unix_addr": true, "mac": true, "hostname_port": true,
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
