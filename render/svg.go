package render

import (
	"bytes"
	"encoding/base64"
	"fmt"
	"image"
	"image/color"
	"image/png"
	"io"
	"strconv"
	"strings"
)

// SVG is a Surface that writes an SVG document in millimetres. The fonts
// it uses are embedded in the document, so it shows the same everywhere.
type SVG struct {
	W, H  float64
	body  bytes.Buffer
	clips int
	open  int     // clip groups open
	used  [3]bool // embedded faces used, by Font.Face
}

var svgFamilies = [3]string{"adc-regular", "adc-bold", "adc-mono"}

// NewSVG returns an empty w x h millimetre SVG picture.
func NewSVG(w, h float64) *SVG { return &SVG{W: w, H: h} }

func fnum(x float64) string {
	s := strconv.FormatFloat(x, 'f', 3, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" || s == "" {
		return "0"
	}
	return s
}

func svgColour(c color.RGBA) string {
	if c.A == 0 {
		return "none"
	}
	if c.A < 255 {
		// Premultiplied in, straight out.
		k := 255 / float64(c.A)
		c = color.RGBA{uint8(float64(c.R)*k + 0.5), uint8(float64(c.G)*k + 0.5), uint8(float64(c.B)*k + 0.5), c.A}
	}
	return fmt.Sprintf("#%02x%02x%02x", c.R, c.G, c.B)
}

func svgOpacity(attr string, c color.RGBA) string {
	if c.A == 255 || c.A == 0 {
		return ""
	}
	return fmt.Sprintf(` %s="%s"`, attr, fnum(float64(c.A)/255))
}

func svgPath(b *bytes.Buffer, pts []Point, closed bool) {
	for i, p := range pts {
		if i == 0 {
			b.WriteString("M")
		} else {
			b.WriteString("L")
		}
		b.WriteString(fnum(p.X))
		b.WriteByte(' ')
		b.WriteString(fnum(p.Y))
	}
	if closed {
		b.WriteString("Z")
	}
}

func (s *SVG) Fill(c color.RGBA, paths ...[]Point) {
	if c.A == 0 || len(paths) == 0 {
		return
	}
	s.body.WriteString(`<path d="`)
	for _, p := range paths {
		if len(p) > 2 {
			svgPath(&s.body, p, true)
		}
	}
	fmt.Fprintf(&s.body, `" fill="%s"%s/>`+"\n", svgColour(c), svgOpacity("fill-opacity", c))
}

func (s *SVG) Stroke(pts []Point, closed bool, w float64, c color.RGBA, dash ...float64) {
	if len(pts) < 2 || c.A == 0 {
		return
	}
	s.body.WriteString(`<path d="`)
	svgPath(&s.body, pts, closed)
	fmt.Fprintf(&s.body, `" fill="none" stroke="%s"%s stroke-width="%s" stroke-linecap="round" stroke-linejoin="round"`, svgColour(c), svgOpacity("stroke-opacity", c), fnum(w))
	if len(dash) > 0 {
		parts := make([]string, len(dash))
		for i, d := range dash {
			parts[i] = fnum(d)
		}
		fmt.Fprintf(&s.body, ` stroke-dasharray="%s" stroke-linecap="butt"`, strings.Join(parts, " "))
	}
	s.body.WriteString("/>\n")
}

func xmlEscape(s string) string {
	var b strings.Builder
	for _, r := range s {
		switch r {
		case '<':
			b.WriteString("&lt;")
		case '>':
			b.WriteString("&gt;")
		case '&':
			b.WriteString("&amp;")
		case '"':
			b.WriteString("&quot;")
		default:
			b.WriteRune(r)
		}
	}
	return b.String()
}

func (s *SVG) Text(x, y float64, str string, f Font, c color.RGBA) {
	fam := svgFamilies[f.Face()]
	s.used[f.Face()] = true
	fmt.Fprintf(&s.body, `<text x="%s" y="%s" font-family="%s" font-size="%s" fill="%s"%s xml:space="preserve">%s</text>`+"\n",
		fnum(x), fnum(y), fam, fnum(f.Size*MMPerPoint), svgColour(c), svgOpacity("fill-opacity", c), xmlEscape(str))
}

func (s *SVG) Image(img image.Image, x, y, w, h, opacity float64) {
	var buf bytes.Buffer
	if err := png.Encode(&buf, img); err != nil {
		return
	}
	fmt.Fprintf(&s.body, `<image x="%s" y="%s" width="%s" height="%s" opacity="%s" preserveAspectRatio="none" href="data:image/png;base64,%s"/>`+"\n",
		fnum(x), fnum(y), fnum(w), fnum(h), fnum(opacity), base64.StdEncoding.EncodeToString(buf.Bytes()))
}

func (s *SVG) Clip(x, y, w, h float64) {
	s.clips++
	fmt.Fprintf(&s.body, `<clipPath id="c%d"><rect x="%s" y="%s" width="%s" height="%s"/></clipPath><g clip-path="url(#c%d)">`+"\n",
		s.clips, fnum(x), fnum(y), fnum(w), fnum(h), s.clips)
	s.open++
}

func (s *SVG) Unclip() {
	if s.open > 0 {
		s.body.WriteString("</g>\n")
		s.open--
	}
}

// WriteTo writes the finished document, with the fonts it uses embedded.
func (s *SVG) WriteTo(w io.Writer) (int64, error) {
	var b bytes.Buffer
	fmt.Fprintf(&b, `<?xml version="1.0" encoding="UTF-8"?>`+"\n"+`<svg xmlns="http://www.w3.org/2000/svg" width="%smm" height="%smm" viewBox="0 0 %s %s">`+"\n",
		fnum(s.W), fnum(s.H), fnum(s.W), fnum(s.H))
	if s.used != [3]bool{} {
		b.WriteString("<style>\n")
		for i, u := range s.used {
			if u {
				fmt.Fprintf(&b, "@font-face{font-family:%s;src:url(data:font/ttf;base64,%s)}\n", svgFamilies[i], base64.StdEncoding.EncodeToString(FontTTF(i)))
			}
		}
		b.WriteString("</style>\n")
	}
	b.Write(s.body.Bytes())
	for i := 0; i < s.open; i++ {
		b.WriteString("</g>\n")
	}
	b.WriteString("</svg>\n")
	return b.WriteTo(w)
}
