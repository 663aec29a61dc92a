package validator

import (
	"regexp"
	"sync"
)

const (
	alphaRegexString                 = "^[a-zA-Z]+$"
	alphaSpaceRegexString            = "^[a-zA-Z ]+$"
	alphaNumericRegexString          = "^[a-zA-Z0-9]+$"
	alphaNumericSpaceRegexString     = "^[a-zA-Z0-9 ]+$"
	alphaUnicodeRegexString          = "^[\\p{L}]+$"
	alphaUnicodeNumericRegexString   = "^[\\p{L}\\p{N}]+$"
	numericRegexString               = "^[-+]?[0-9]+(?:\\.[0-9]+)?$"
	numberRegexString                = "^[0-9]+$"
	hexadecimalRegexString           = "^(0[xX])?[0-9a-fA-F]+$"
	hexColorRegexString              = "^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{4}|[0-9a-fA-F]{6}|[0-9a-fA-F]{8})$"
	rgbRegexString                   = "^rgb\\(\\s*(?:(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])|(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%)\\s*\\)$"
	rgbaRegexString                  = "^rgba\\(\\s*(?:(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])|(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%\\s*,\\s*(?:0|[1-9]\\d?|1\\d\\d?|2[0-4]\\d|25[0-5])%)\\s*,\\s*(?:(?:0.[1-9]*)|[01])\\s*\\)$"
	hslRegexString                   = "^hsl\\(\\s*(?:0|[1-9]\\d?|[12]\\d\\d|3[0-5]\\d|360)\\s*,\\s*(?:(?:0|[1-9]\\d?|100)%)\\s*,\\s*(?:(?:0|[1-9]\\d?|100)%)\\s*\\)$"
	hslaRegexString                  = "^hsla\\(\\s*(?:0|[1-9]\\d?|[12]\\d\\d|3[0-5]\\d|360)\\s*,\\s*(?:(?:0|[1-9]\\d?|100)%)\\s*,\\s*(?:(?:0|[1-9]\\d?|100)%)\\s*,\\s*(?:(?:0.[1-9]*)|[01])\\s*\\)$"
	cmykRegexString                  = "^cmyk\\((100|[1-9]?\\d)%\\s*,\\s*(100|[1-9]?\\d)%\\s*,\\s*(100|[1-9]?\\d)%\\s*,\\s*(100|[1-9]?\\d)%\\)$"
	e164RegexString                  = "^\\+?[1-9]\\d{7,14}$"
	base32RegexString                = "^(?:[A-Z2-7]{8})*(?:[A-Z2-7]{2}={6}|[A-Z2-7]{4}={4}|[A-Z2-7]{5}={3}|[A-Z2-7]{7}=|[A-Z2-7]{8})$"
	base64RegexString                = "^(?:[A-Za-z0-9+\\/]{4})*(?:[A-Za-z0-9+\\/]{2}==|[A-Za-z0-9+\\/]{3}=|[A-Za-z0-9+\\/]{4})$"
	base64URLRegexString             = "^(?:[A-Za-z0-9-_]{4})*(?:[A-Za-z0-9-_]{2}==|[A-Za-z0-9-_]{3}=|[A-Za-z0-9-_]{4})$"
	base64RawURLRegexString          = "^(?:[A-Za-z0-9-_]{4})*(?:[A-Za-z0-9-_]{2,4})$"
	iSBN10RegexString                = "^(?:[0-9]{9}X|[0-9]{10})$"
	iSBN13RegexString                = "^(?:(?:97(?:8|9))[0-9]{10})$"
	iSSNRegexString                  = "^(?:[0-9]{4}-[0-9]{3}[0-9X])$"
	uUID3RegexString                 = "^[0-9a-f]{8}-[0-9a-f]{4}-3[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}$"
	uUID4RegexString                 = "^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
	uUID5RegexString                 = "^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
	uUID7RegexString                 = "^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$"
	uUIDRegexString                  = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
	uUID3RFC4122RegexString          = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-3[0-9a-fA-F]{3}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
	uUID4RFC4122RegexString          = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-4[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"
	uUID5RFC4122RegexString          = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-5[0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$"
	uUIDRFC4122RegexString           = "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$"
	uLIDRegexString                  = "^(?i)[0-7][A-HJKMNP-TV-Z0-9]{25}$"
	md4RegexString                   = "^[0-9a-f]{32}$"
	md5RegexString                   = "^[0-9a-f]{32}$"
	sha256RegexString                = "^[0-9a-f]{64}$"
	sha384RegexString                = "^[0-9a-f]{96}$"
	sha512RegexString                = "^[0-9a-f]{128}$"
	ripemd128RegexString             = "^[0-9a-f]{32}$"
	ripemd160RegexString             = "^[0-9a-f]{40}$"
	tiger128RegexString              = "^[0-9a-f]{32}$"
	tiger160RegexString              = "^[0-9a-f]{40}$"
	tiger192RegexString              = "^[0-9a-f]{48}$"
	aSCIIRegexString                 = "^[\x00-\x7F]*$"
	printableASCIIRegexString        = "^[\x20-\x7E]*$"
	multibyteRegexString             = "[^\x00-\x7F]"
	dataURIRegexString               = `^data:((?:\w+\/(?:([^;]|;[^;]).)+)?)`
	latitudeRegexString              = "^[-+]?([1-8]?\\d(\\.\\d+)?|90(\\.0+)?)$"
	longitudeRegexString             = "^[-+]?(180(\\.0+)?|((1[0-7]\\d)|([1-9]?\\d))(\\.\\d+)?)$"
	sSNRegexString                   = `^[0-9]{3}[ -]?(0[1-9]|[1-9][0-9])[ -]?([1-9][0-9]{3}|[0-9][1-9][0-9]{2}|[0-9]{2}[1-9][0-9]|[0-9]{3}[1-9])$`
	hostnameRegexStringRFC952        = `^[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$`                     // https://tools.ietf.org/html/rfc952
	hostnameRegexStringRFC1123       = `^[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)*$`                  // accepts hostname starting with a digit https://tools.ietf.org/html/rfc1123
	fqdnRegexStringRFC1123           = `^([a-zA-Z0-9]{1}[a-zA-Z0-9-]{0,62})(\.[a-zA-Z0-9]{1}[a-zA-Z0-9-]{0,62})*?(\.[a-zA-Z]{1}[a-zA-Z0-9-]{0,62})\.?$` // same as hostnameRegexStringRFC1123 but must contain a non numerical TLD (possibly ending with '.')
	btcAddressUpperRegexStringBech32 = `^BC1[02-9AC-HJ-NP-Z]{7,76}$`                                                                                    // bitcoin bech32 address https://en.bitcoin.it/wiki/Bech32
	btcAddressLowerRegexStringBech32 = `^bc1[02-9ac-hj-np-z]{7,76}$`                                                                                    // bitcoin bech32 address https://en.bitcoin.it/wiki/Bech32
	ethAddressRegexString            = `^0x[0-9a-fA-F]{40}$`
	ethAddressUpperRegexString       = `^0x[0-9A-F]{40}$`
	ethAddressLowerRegexString       = `^0x[0-9a-f]{40}$`
	uRLEncodedRegexString            = `^(?:[^%]|%[0-9A-Fa-f]{2})*$`
	hTMLEncodedRegexString           = `&#[x]?([0-9a-fA-F]{2})|(&gt)|(&lt)|(&quot)|(&amp)+[;]?`
	hTMLRegexString                  = `<[/]?([a-zA-Z]+).*?>`
	jWTRegexString                   = "^[A-Za-z0-9-_]+\\.[A-Za-z0-9-_]+\\.[A-Za-z0-9-_]*$"
	splitParamsRegexString           = `'[^']*'|\S+`
	bic2014RegexString               = `^[A-Za-z]{6}[A-Za-z0-9]{2}([A-Za-z0-9]{3})?$`
	bic2022RegexString               = `^[A-Z0-9]{4}[A-Z]{2}[A-Z0-9]{2}(?:[A-Z0-9]{3})?$`
	semverRegexString                = `^(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(?:-((?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*)(?:\.(?:0|[1-9]\d*|\d*[a-zA-Z-][0-9a-zA-Z-]*))*))?(?:\+([0-9a-zA-Z-]+(?:\.[0-9a-zA-Z-]+)*))?$` // numbered capture groups https://semver.org/
	dnsRegexStringRFC1035Label       = "^[a-z]([-a-z0-9]*[a-z0-9])?$"
	cveRegexString                   = `^CVE-(1999|2\d{3})-(0[^0]\d{2}|0\d[^0]\d{1}|0\d{2}[^0]|[1-9]{1}\d{3,})$` // CVE Format Id https://cve.mitre.org/cve/identifiers/syntaxchange.html
	mongodbIdRegexString             = "^[a-f\\d]{24}$"
	mongodbConnStringRegexString     = "^mongodb(\\+srv)?:\\/\\/(([a-zA-Z\\d]+):([a-zA-Z\\d$:\\/?#\\[\\]@]+)@)?(([a-z\\d.-]+)(:[\\d]+)?)((,(([a-z\\d.-]+)(:(\\d+))?))*)?(\\/[a-zA-Z-_]{1,64})?(\\?(([a-zA-Z]+)=([a-zA-Z\\d]+))(&(([a-zA-Z\\d]+)=([a-zA-Z\\d]+))?)*)?$"
	cronRegexString                  = `^((@(annually|yearly|monthly|weekly|daily|hourly|reboot))|(@every (\d+(ns|us|µs|ms|s|m|h))+)|(([A-Za-z0-9*?][A-Za-z0-9*?/,#L-]+|[*?0-9])( +([A-Za-z0-9*?][A-Za-z0-9*?/,#L-]+|[*?0-9])){4,6}))$`
	spicedbIDRegexString             = `^(([a-zA-Z0-9/_|\-=+]{1,})|\*)$`
	spicedbPermissionRegexString     = "^([a-z][a-z0-9_]{1,62}[a-z0-9])?$"
	spicedbTypeRegexString           = "^([a-z][a-z0-9_]{1,61}[a-z0-9]/)?[a-z][a-z0-9_]{1,62}[a-z0-9]$"
	einRegexString                   = "^(\\d{2}-\\d{7})$"
)

// lazyRegex is an expression compiled at its first use. (Patched: each
// expression is a package-level *lazyRegex, a composite literal the linker
// lays out in the program's data, used as name.get(): upstream's
// lazyRegexCompile allocated a closure and its three variables for each of
// them at start-up; see README.md.)
type lazyRegex struct {
	once  sync.Once
	regex *regexp.Regexp
	str   string
}

func (l *lazyRegex) get() *regexp.Regexp {
	l.once.Do(func() {
		l.regex = regexp.MustCompile(l.str)
	})
	return l.regex
}

// lazyValue is a table built by build at its first get, laid out as data
// like lazyRegex (sync.OnceValue allocates its state at start-up).
type lazyValue[T any] struct {
	once  sync.Once
	value T
	build func() T
}

func (l *lazyValue[T]) get() T {
	l.once.Do(func() {
		l.value = l.build()
	})
	return l.value
}

var (
	alphaRegex                 = &lazyRegex{str: alphaRegexString}
	alphaSpaceRegex            = &lazyRegex{str: alphaSpaceRegexString}
	alphanNumericSpaceRegex    = &lazyRegex{str: alphaNumericSpaceRegexString}
	alphaNumericRegex          = &lazyRegex{str: alphaNumericRegexString}
	alphaUnicodeRegex          = &lazyRegex{str: alphaUnicodeRegexString}
	alphaUnicodeNumericRegex   = &lazyRegex{str: alphaUnicodeNumericRegexString}
	numericRegex               = &lazyRegex{str: numericRegexString}
	numberRegex                = &lazyRegex{str: numberRegexString}
	hexadecimalRegex           = &lazyRegex{str: hexadecimalRegexString}
	hexColorRegex              = &lazyRegex{str: hexColorRegexString}
	rgbRegex                   = &lazyRegex{str: rgbRegexString}
	rgbaRegex                  = &lazyRegex{str: rgbaRegexString}
	hslRegex                   = &lazyRegex{str: hslRegexString}
	hslaRegex                  = &lazyRegex{str: hslaRegexString}
	cmykRegex                  = &lazyRegex{str: cmykRegexString}
	e164Regex                  = &lazyRegex{str: e164RegexString}
	base32Regex                = &lazyRegex{str: base32RegexString}
	base64Regex                = &lazyRegex{str: base64RegexString}
	base64URLRegex             = &lazyRegex{str: base64URLRegexString}
	base64RawURLRegex          = &lazyRegex{str: base64RawURLRegexString}
	iSBN10Regex                = &lazyRegex{str: iSBN10RegexString}
	iSBN13Regex                = &lazyRegex{str: iSBN13RegexString}
	iSSNRegex                  = &lazyRegex{str: iSSNRegexString}
	uUID3Regex                 = &lazyRegex{str: uUID3RegexString}
	uUID4Regex                 = &lazyRegex{str: uUID4RegexString}
	uUID5Regex                 = &lazyRegex{str: uUID5RegexString}
	uUID7Regex                 = &lazyRegex{str: uUID7RegexString}
	uUIDRegex                  = &lazyRegex{str: uUIDRegexString}
	uUID3RFC4122Regex          = &lazyRegex{str: uUID3RFC4122RegexString}
	uUID4RFC4122Regex          = &lazyRegex{str: uUID4RFC4122RegexString}
	uUID5RFC4122Regex          = &lazyRegex{str: uUID5RFC4122RegexString}
	uUIDRFC4122Regex           = &lazyRegex{str: uUIDRFC4122RegexString}
	uLIDRegex                  = &lazyRegex{str: uLIDRegexString}
	md4Regex                   = &lazyRegex{str: md4RegexString}
	md5Regex                   = &lazyRegex{str: md5RegexString}
	sha256Regex                = &lazyRegex{str: sha256RegexString}
	sha384Regex                = &lazyRegex{str: sha384RegexString}
	sha512Regex                = &lazyRegex{str: sha512RegexString}
	ripemd128Regex             = &lazyRegex{str: ripemd128RegexString}
	ripemd160Regex             = &lazyRegex{str: ripemd160RegexString}
	tiger128Regex              = &lazyRegex{str: tiger128RegexString}
	tiger160Regex              = &lazyRegex{str: tiger160RegexString}
	tiger192Regex              = &lazyRegex{str: tiger192RegexString}
	aSCIIRegex                 = &lazyRegex{str: aSCIIRegexString}
	printableASCIIRegex        = &lazyRegex{str: printableASCIIRegexString}
	multibyteRegex             = &lazyRegex{str: multibyteRegexString}
	dataURIRegex               = &lazyRegex{str: dataURIRegexString}
	latitudeRegex              = &lazyRegex{str: latitudeRegexString}
	longitudeRegex             = &lazyRegex{str: longitudeRegexString}
	sSNRegex                   = &lazyRegex{str: sSNRegexString}
	hostnameRegexRFC952        = &lazyRegex{str: hostnameRegexStringRFC952}
	hostnameRegexRFC1123       = &lazyRegex{str: hostnameRegexStringRFC1123}
	fqdnRegexRFC1123           = &lazyRegex{str: fqdnRegexStringRFC1123}
	btcUpperAddressRegexBech32 = &lazyRegex{str: btcAddressUpperRegexStringBech32}
	btcLowerAddressRegexBech32 = &lazyRegex{str: btcAddressLowerRegexStringBech32}
	ethAddressRegex            = &lazyRegex{str: ethAddressRegexString}
	uRLEncodedRegex            = &lazyRegex{str: uRLEncodedRegexString}
	hTMLEncodedRegex           = &lazyRegex{str: hTMLEncodedRegexString}
	hTMLRegex                  = &lazyRegex{str: hTMLRegexString}
	jWTRegex                   = &lazyRegex{str: jWTRegexString}
	splitParamsRegex           = &lazyRegex{str: splitParamsRegexString}
	bic2014Regex               = &lazyRegex{str: bic2014RegexString}
	bic2022Regex               = &lazyRegex{str: bic2022RegexString}
	semverRegex                = &lazyRegex{str: semverRegexString}
	dnsRegexRFC1035Label       = &lazyRegex{str: dnsRegexStringRFC1035Label}
	cveRegex                   = &lazyRegex{str: cveRegexString}
	mongodbIdRegex             = &lazyRegex{str: mongodbIdRegexString}
	mongodbConnectionRegex     = &lazyRegex{str: mongodbConnStringRegexString}
	cronRegex                  = &lazyRegex{str: cronRegexString}
	spicedbIDRegex             = &lazyRegex{str: spicedbIDRegexString}
	spicedbPermissionRegex     = &lazyRegex{str: spicedbPermissionRegexString}
	spicedbTypeRegex           = &lazyRegex{str: spicedbTypeRegexString}
	einRegex                   = &lazyRegex{str: einRegexString}
)
