package xlsx

import (
	"archive/zip"
	"bytes"
	"io"
	"regexp"
	"sort"
	"strings"
)

// finish rewrites a few parts of the package excelize writes, so that the
// same input gives the same bytes and every common reader opens the
// workbook without a complaint (Excel, LibreOffice, Gnumeric, ExcelJS):
//
//   - [Content_Types].xml: the Default entries sorted (excelize writes them
//     in map order once a workbook has a chart);
//   - docProps/core.xml: the core properties written with the usual cp:
//     prefix rather than a default namespace (ExcelJS 4.4 refuses
//     "lastModifiedBy" without it);
//   - the styles part: namespace declarations whose prefix it never uses
//     are dropped (it declares the SpreadsheetML namespace twice, as the
//     default and as x:, and Gnumeric then warns "Someone just declared
//     the same namespace ... with a different prefix"); prefixes named in
//     mc:Ignorable count as used;
//   - charts: the booleans of text runs written 0/1 (Gnumeric reads b and i
//     as integers: "Invalid integer 'false' for attribute b"), and the
//     elements Gnumeric's chart reader does not know left out where they
//     only restate a default: the empty end-of-paragraph run properties,
//     the 3-D view of a flat chart, data-label blocks that show nothing,
//     and the square text wrap of axis labels.
//
// Every other part (the worksheets above all, which can be large) is copied
// as it is, without being decompressed, in the same order.
func finish(data []byte) ([]byte, error) {
	zr, err := zip.NewReader(bytes.NewReader(data), int64(len(data)))
	if err != nil {
		return nil, err
	}
	var out bytes.Buffer
	zw := zip.NewWriter(&out)
	for _, zf := range zr.File {
		var fix []func([]byte) []byte
		switch {
		case zf.Name == "[Content_Types].xml":
			fix = append(fix, sortDefaultTypes)
		case zf.Name == "docProps/core.xml":
			fix = append(fix, prefixCoreProperties)
		case zf.Name == "xl/styles.xml":
			fix = append(fix, dropUnusedNamespaces)
		case strings.HasPrefix(zf.Name, "xl/charts/chart") && strings.HasSuffix(zf.Name, ".xml"):
			fix = append(fix, plainChart)
		}
		if len(fix) == 0 {
			if err := zw.Copy(zf); err != nil {
				return nil, err
			}
			continue
		}
		rc, err := zf.Open()
		if err != nil {
			return nil, err
		}
		body, err := io.ReadAll(rc)
		rc.Close()
		if err != nil {
			return nil, err
		}
		orig := body
		for _, fn := range fix {
			body = fn(body)
		}
		if bytes.Equal(orig, body) {
			if err := zw.Copy(zf); err != nil {
				return nil, err
			}
			continue
		}
		hw, err := zw.CreateHeader(&zip.FileHeader{Name: zf.Name, Method: zip.Deflate, Modified: zf.Modified})
		if err != nil {
			return nil, err
		}
		if _, err := hw.Write(body); err != nil {
			return nil, err
		}
	}
	if err := zw.Close(); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

var defaultTypeRe = regexp.MustCompile(`<Default [^>]*?(?:/>|></Default>)`)

// sortDefaultTypes sorts the Default entries of [Content_Types].xml.
func sortDefaultTypes(body []byte) []byte {
	defs := defaultTypeRe.FindAll(body, -1)
	sorted := make([]string, len(defs))
	for i, d := range defs {
		sorted[i] = string(d)
	}
	sort.Strings(sorted)
	i := 0
	return defaultTypeRe.ReplaceAllFunc(body, func([]byte) []byte {
		i++
		return []byte(sorted[i-1])
	})
}

const coreNS = "http://schemas.openxmlformats.org/package/2006/metadata/core-properties"

// unprefixedTagRe matches the start of an element tag whose name has no
// prefix (a name followed by a colon does not match).
var unprefixedTagRe = regexp.MustCompile(`<(/?)([A-Za-z_][A-Za-z0-9_.-]*)([\s/>])`)

// prefixCoreProperties turns the default namespace of the core properties
// into the cp: prefix (ECMA-376 Part 2, 11: the core properties part). The
// elements without a prefix are exactly those in the default namespace;
// attributes without a prefix are in no namespace either way.
func prefixCoreProperties(body []byte) []byte {
	def := []byte(`xmlns="` + coreNS + `"`)
	if !bytes.Contains(body, def) {
		return body
	}
	body = bytes.Replace(body, def, []byte(`xmlns:cp="`+coreNS+`"`), 1)
	return unprefixedTagRe.ReplaceAll(body, []byte("<${1}cp:${2}${3}"))
}

var (
	nsDeclRe  = regexp.MustCompile(` xmlns:([A-Za-z_][A-Za-z0-9_.-]*)="[^"]*"`)
	xmlNameRe = regexp.MustCompile(`[A-Za-z_][A-Za-z0-9_-]*`)
)

// dropUnusedNamespaces removes the declarations of prefixes that appear
// nowhere else in the part: not in an element or attribute name, nor as a
// word of an attribute value such as mc:Ignorable="x14ac".
func dropUnusedNamespaces(body []byte) []byte {
	decls := nsDeclRe.FindAllSubmatchIndex(body, -1)
	if len(decls) == 0 {
		return body
	}
	// The text without the declarations, where uses are looked for.
	var rest bytes.Buffer
	last := 0
	for _, d := range decls {
		rest.Write(body[last:d[0]])
		last = d[1]
	}
	rest.Write(body[last:])
	used := map[string]bool{}
	for _, w := range xmlNameRe.FindAll(rest.Bytes(), -1) {
		used[string(w)] = true
	}
	var out bytes.Buffer
	last = 0
	for _, d := range decls {
		out.Write(body[last:d[0]])
		if used[string(body[d[2]:d[3]])] {
			out.Write(body[d[0]:d[1]])
		}
		last = d[1]
	}
	out.Write(body[last:])
	return out.Bytes()
}

var (
	chartBoolRe      = regexp.MustCompile(` ([bi])="(true|false)"`)
	endParaRPrRe     = regexp.MustCompile(`<a:endParaRPr[^>]*?(?:/>|>\s*</a:endParaRPr>)`)
	view3DRe         = regexp.MustCompile(`<view3D>.*?</view3D>`)
	dataLabelsRe     = regexp.MustCompile(`<dLbls>.*?</dLbls>`)
	shownDataLabelRe = regexp.MustCompile(`<show(?:Val|CatName|SerName|Percent|BubbleSize|LegendKey) val="(?:1|true)"`)
)

// plainChart writes a chart part in the plainest form of the format.
func plainChart(body []byte) []byte {
	body = chartBoolRe.ReplaceAllFunc(body, func(m []byte) []byte {
		return bytes.Replace(bytes.Replace(m, []byte(`"false"`), []byte(`"0"`), 1), []byte(`"true"`), []byte(`"1"`), 1)
	})
	body = endParaRPrRe.ReplaceAll(body, nil)
	body = view3DRe.ReplaceAll(body, nil)
	body = dataLabelsRe.ReplaceAllFunc(body, func(m []byte) []byte {
		if shownDataLabelRe.Match(m) {
			return m
		}
		return nil
	})
	return bytes.ReplaceAll(body, []byte(` wrap="square"`), nil)
}
