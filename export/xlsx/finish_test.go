package xlsx

import (
	"archive/zip"
	"bytes"
	"encoding/xml"
	"io"
	"regexp"
	"strings"
	"testing"
)

func zipParts(t *testing.T, data []byte) map[string]string {
	t.Helper()
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		t.Fatal(err)
	}
	out := map[string]string{}
	for _, f := range zr.File {
		rc, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		b, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			t.Fatal(err)
		}
		out[f.Name] = string(b)
	}
	return out
}

// TestFinishedPackage checks the parts finish rewrites in a real workbook
// (the calculators, which have charts): the core properties in the cp:
// namespace with its prefix, no unused namespace declarations, chart
// booleans as 0/1 and none of the chart elements Gnumeric does not read;
// and that excelize still reads the document properties back.
func TestFinishedPackage(t *testing.T) {
	b, err := BuildCalculators(ruleset(t), CalcOptions{})
	if err != nil {
		t.Fatal(err)
	}
	data := finished(t, b.File)
	parts := zipParts(t, data)

	core := parts["docProps/core.xml"]
	if !strings.Contains(core, "<cp:coreProperties ") || strings.Contains(core, ` xmlns="`) {
		t.Errorf("core properties without the cp: prefix:\n%s", core)
	}
	// Every element is in the namespace its prefix says.
	ns := map[string]string{"coreProperties": coreNS, "lastModifiedBy": coreNS, "revision": coreNS,
		"title": "http://purl.org/dc/elements/1.1/", "creator": "http://purl.org/dc/elements/1.1/", "created": "http://purl.org/dc/terms/"}
	d := xml.NewDecoder(strings.NewReader(core))
	seen := 0
	for tok, err := d.Token(); err != io.EOF; tok, err = d.Token() {
		if err != nil {
			t.Fatalf("core properties are not well-formed: %v", err)
		}
		if se, ok := tok.(xml.StartElement); ok {
			if want, ok := ns[se.Name.Local]; ok {
				seen++
				if se.Name.Space != want {
					t.Errorf("%s is in namespace %q, want %q", se.Name.Local, se.Name.Space, want)
				}
			}
		}
	}
	if seen != len(ns) {
		t.Errorf("found %d of the %d core properties checked", seen, len(ns))
	}

	styles := parts["xl/styles.xml"]
	if strings.Contains(styles, ` xmlns:x="`) {
		t.Error("styles.xml still declares the SpreadsheetML namespace a second time, as x:")
	}
	// Markup compatibility: every prefix mc:Ignorable names stays declared.
	ign := regexp.MustCompile(`mc:Ignorable="([^"]*)"`).FindStringSubmatch(styles)
	if ign == nil {
		t.Fatal("styles.xml has no mc:Ignorable: the check below would check nothing")
	}
	for _, p := range strings.Fields(ign[1]) {
		if !strings.Contains(styles, " xmlns:"+p+"=") {
			t.Errorf("styles.xml ignores the prefix %s but no longer declares it", p)
		}
	}
	charts := 0
	for name, body := range parts {
		if !strings.HasPrefix(name, "xl/charts/chart") {
			continue
		}
		charts++
		for _, bad := range []string{`b="false"`, `i="false"`, "<view3D>", "endParaRPr", "<dLbls>", `wrap="square"`} {
			if strings.Contains(body, bad) {
				t.Errorf("%s still has %s", name, bad)
			}
		}
		if err := xml.Unmarshal([]byte(body), new(struct{})); err != nil {
			t.Errorf("%s is not well-formed: %v", name, err)
		}
	}
	if charts != 6 {
		t.Errorf("%d charts, want 6 (Fire, Grand battery, Melee, Morale, Fire to Morale, Melee to the end)", charts)
	}

	f := reopen(t, data)
	defer f.Close()
	p, err := f.GetDocProps()
	if err != nil {
		t.Fatal(err)
	}
	if p.Title != "ODN calculators" || p.LastModifiedBy != "Aide-de-Camp" || p.Created != fixedTime {
		t.Errorf("document properties read back as %+v", p)
	}
}

func TestFinishParts(t *testing.T) {
	for _, c := range []struct {
		name string
		fn   func([]byte) []byte
		in   string
		want string
	}{
		{"core properties get the cp prefix", prefixCoreProperties,
			`<?xml version="1.0"?><coreProperties xmlns="` + coreNS + `" xmlns:dc="d"><dc:title>T</dc:title><lastModifiedBy>A</lastModifiedBy><revision/></coreProperties>`,
			`<?xml version="1.0"?><cp:coreProperties xmlns:cp="` + coreNS + `" xmlns:dc="d"><dc:title>T</dc:title><cp:lastModifiedBy>A</cp:lastModifiedBy><cp:revision/></cp:coreProperties>`},
		{"core properties already prefixed are left alone", prefixCoreProperties,
			`<cp:coreProperties xmlns:cp="` + coreNS + `"><cp:revision>1</cp:revision></cp:coreProperties>`,
			`<cp:coreProperties xmlns:cp="` + coreNS + `"><cp:revision>1</cp:revision></cp:coreProperties>`},
		{"unused prefixes dropped, used ones kept", dropUnusedNamespaces,
			`<a xmlns="m" xmlns:x14="u1" xmlns:mc="u2" xmlns:x14ac="u3" xmlns:r="u4" mc:Ignorable="x14ac"><b r:id="1"/></a>`,
			`<a xmlns="m" xmlns:mc="u2" xmlns:x14ac="u3" xmlns:r="u4" mc:Ignorable="x14ac"><b r:id="1"/></a>`},
		{"chart booleans as 0/1", plainChart,
			`<a:rPr b="false" i="true" kern="0" anchorCtr="false"/>`,
			`<a:rPr b="0" i="1" kern="0" anchorCtr="false"/>`},
		{"chart defaults left out", plainChart,
			`<p><a:r/><a:endParaRPr lang="en-US"></a:endParaRPr></p><view3D><rotX val="0"></rotX></view3D><a:bodyPr rot="0" wrap="square"></a:bodyPr>`,
			`<p><a:r/></p><a:bodyPr rot="0"></a:bodyPr>`},
		{"data labels that show nothing dropped, shown ones kept", plainChart,
			`<ser><dLbls><showVal val="0"></showVal></dLbls></ser><ser><dLbls><showVal val="1"></showVal></dLbls></ser>`,
			`<ser></ser><ser><dLbls><showVal val="1"></showVal></dLbls></ser>`},
		{"content types sorted", sortDefaultTypes,
			`<Types><Default Extension="xml" ContentType="a"/><Default Extension="png" ContentType="b"/><Override PartName="/x"/></Types>`,
			`<Types><Default Extension="png" ContentType="b"/><Default Extension="xml" ContentType="a"/><Override PartName="/x"/></Types>`},
	} {
		t.Run(c.name, func(t *testing.T) {
			if got := string(c.fn([]byte(c.in))); got != c.want {
				t.Errorf("got\n%s\nwant\n%s", got, c.want)
			}
		})
	}
}
