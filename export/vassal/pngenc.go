package vassal

import (
	"bytes"
	"compress/zlib"
	"encoding/binary"
	"hash/crc32"
	"image"
	"image/color"
	"image/png"
	"sync"
)

// The module's images are drawn in few colours: the player-aid pages, the
// counters, cards and holding boards in at most 256 (flat fills and the
// anti-aliased edges between them). Such an image is written as an
// indexed PNG, exactly (every pixel keeps its colour): a byte a pixel
// instead of four, and image/png does not try its five row filters on an
// indexed image. An image of more colours (the board) is written as
// 8-bit RGB or RGBA with the Sub filter on every row instead of
// image/png's trial of five filters a row, at zlib level subLevel.

// subLevel is the zlib level of the RGB images: on Talavera 20's board
// at twice the size (its filtered rows) level 2 took 46 ms of CPU and
// wrote 706 kB where BestSpeed (1) took 55 to 59 ms and wrote 786 kB.
const subLevel = 2

// pngPool keeps the zlib writers of image/png between images.
type pngPool struct{ p sync.Pool }

func (p *pngPool) Get() *png.EncoderBuffer  { b, _ := p.p.Get().(*png.EncoderBuffer); return b }
func (p *pngPool) Put(b *png.EncoderBuffer) { p.p.Put(b) }

var (
	encoderPool pngPool
	zlibPool    = sync.Pool{New: func() any {
		w, _ := zlib.NewWriterLevel(nil, subLevel)
		return w
	}}
)

// encodePNG writes img as a PNG: indexed when it has at most 256 colours,
// else RGB (opaque) or RGBA with the Sub filter.
func encodePNG(img image.Image) ([]byte, error) {
	var buf bytes.Buffer
	if rgba, ok := img.(*image.RGBA); ok {
		if p := toPaletted(rgba); p != nil {
			enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoderPool}
			err := enc.Encode(&buf, p)
			return buf.Bytes(), err
		}
		err := encodeSub(&buf, rgba)
		return buf.Bytes(), err
	}
	enc := png.Encoder{CompressionLevel: png.BestSpeed, BufferPool: &encoderPool}
	err := enc.Encode(&buf, img)
	return buf.Bytes(), err
}

// toPaletted returns img as an indexed image with the same colours, or
// nil when it has more than 256.
func toPaletted(img *image.RGBA) *image.Paletted {
	b := img.Rect
	w, h := b.Dx(), b.Dy()
	idx := make([]uint8, w*h)
	index := make(map[uint32]uint8, 256)
	var pal color.Palette
	last, lastIdx := uint32(0), -1
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		out := idx[y*w : (y+1)*w]
		for x := range out {
			c := binary.LittleEndian.Uint32(row[4*x:])
			if lastIdx >= 0 && c == last {
				out[x] = uint8(lastIdx)
				continue
			}
			i, ok := index[c]
			if !ok {
				if len(pal) == 256 {
					return nil
				}
				i = uint8(len(pal))
				index[c] = i
				pal = append(pal, color.RGBA{R: row[4*x], G: row[4*x+1], B: row[4*x+2], A: row[4*x+3]})
			}
			out[x] = i
			last, lastIdx = c, int(i)
		}
	}
	return &image.Paletted{Pix: idx, Stride: w, Rect: image.Rect(0, 0, w, h), Palette: pal}
}

// encodeSub writes img as an 8-bit RGB PNG when it is opaque, RGBA when
// not, every row with the Sub filter (PNG specification, 9.2: each byte
// less the same byte of the pixel on its left). image/png reads it back
// as image.RGBA (opaque) or image.NRGBA: the colours are not
// premultiplied, as PNG requires, so a translucent pixel is divided back
// by its alpha.
func encodeSub(buf *bytes.Buffer, img *image.RGBA) error {
	w, h := img.Rect.Dx(), img.Rect.Dy()
	opaque := img.Opaque()
	bpp, ct := 4, byte(6)
	if opaque {
		bpp, ct = 3, 2
	}
	buf.Write([]byte("\x89PNG\r\n\x1a\n"))
	var ihdr [13]byte
	binary.BigEndian.PutUint32(ihdr[0:], uint32(w))
	binary.BigEndian.PutUint32(ihdr[4:], uint32(h))
	ihdr[8], ihdr[9] = 8, ct // bit depth, colour type
	writeChunk(buf, "IHDR", ihdr[:])

	var data bytes.Buffer
	zw := zlibPool.Get().(*zlib.Writer)
	defer zlibPool.Put(zw)
	zw.Reset(&data)
	line := make([]byte, 1+bpp*w)
	px := make([]byte, bpp*w)
	line[0] = 1 // Sub
	for y := 0; y < h; y++ {
		row := img.Pix[y*img.Stride : y*img.Stride+4*w]
		if opaque {
			subRGB(line[1:], row)
		} else {
			for x := 0; x < w; x++ {
				nrgba(px[4*x:4*x+4], row[4*x:4*x+4])
			}
			copy(line[1:1+bpp], px[:bpp])
			for i := bpp; i < len(px); i++ {
				line[1+i] = px[i] - px[i-bpp]
			}
		}
		if _, err := zw.Write(line); err != nil {
			return err
		}
	}
	if err := zw.Close(); err != nil {
		return err
	}
	writeChunk(buf, "IDAT", data.Bytes())
	writeChunk(buf, "IEND", nil)
	return nil
}

// subRGB writes the Sub-filtered RGB bytes of an opaque RGBA row.
func subRGB(dst, row []byte) {
	if len(row) < 4 {
		return
	}
	dst[0], dst[1], dst[2] = row[0], row[1], row[2]
	for i, o := 4, 3; i+3 < len(row); i, o = i+4, o+3 {
		d := dst[o : o+3 : o+3]
		r := row[i-4 : i+3 : i+3]
		d[0], d[1], d[2] = r[4]-r[0], r[5]-r[1], r[6]-r[2]
	}
}

// nrgba turns a premultiplied RGBA pixel into a straight one, as
// color.NRGBAModel does.
func nrgba(dst, src []byte) {
	a := uint32(src[3])
	dst[3] = src[3]
	if a == 0 || a == 255 {
		if a == 0 {
			dst[0], dst[1], dst[2] = 0, 0, 0
		} else {
			dst[0], dst[1], dst[2] = src[0], src[1], src[2]
		}
		return
	}
	for i := 0; i < 3; i++ {
		dst[i] = uint8((uint32(src[i]) * 0xff) / a)
	}
}

func writeChunk(buf *bytes.Buffer, kind string, data []byte) {
	var n [4]byte
	binary.BigEndian.PutUint32(n[:], uint32(len(data)))
	buf.Write(n[:])
	crc := crc32.NewIEEE()
	crc.Write([]byte(kind))
	crc.Write(data)
	buf.WriteString(kind)
	buf.Write(data)
	binary.BigEndian.PutUint32(n[:], crc.Sum32())
	buf.Write(n[:])
}
