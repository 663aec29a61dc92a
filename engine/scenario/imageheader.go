package scenario

import (
	"bufio"
	"encoding/binary"
	"errors"
	"fmt"
	"io"
)

// ImageSize is what a background image's header says: its format ("png"
// or "jpeg") and its size in pixels.
type ImageSize struct {
	Format        string
	Width, Height int
}

// errNotImage is the header error of a file that is neither PNG nor JPEG.
var errNotImage = errors.New("image: unknown format")

// readImageHeader reads the size of a PNG or JPEG image from its header,
// as image.DecodeConfig does with the standard decoders registered, without
// linking them: their tables (the PNG checksum, the inflater's and JPEG's
// Huffman tables) are built when a program starts, and every adc command,
// --help included, would pay for them (ARCHITECTURE.md, "Start-up"). For an
// image the standard decoders read, the size is theirs (FuzzImageHeader);
// a damaged file may pass here and fail when decoded, which the editor and
// adc render then report.
func readImageHeader(r io.Reader) (ImageSize, error) {
	br := bufio.NewReaderSize(r, 512)
	magic, err := br.Peek(2)
	if err != nil {
		return ImageSize{}, errNotImage
	}
	switch {
	case magic[0] == 0x89 && magic[1] == 'P':
		return readPNGHeader(br)
	case magic[0] == 0xff && magic[1] == 0xd8:
		return readJPEGHeader(br)
	}
	return ImageSize{}, errNotImage
}

// readPNGHeader reads the IHDR chunk that opens every PNG, with the checks
// image/png makes of it.
func readPNGHeader(br *bufio.Reader) (ImageSize, error) {
	var h [8 + 8 + 13]byte
	if _, err := io.ReadFull(br, h[:]); err != nil {
		return ImageSize{}, unexpectedEOF(err)
	}
	if string(h[:8]) != "\x89PNG\r\n\x1a\n" {
		return ImageSize{}, errNotImage
	}
	if string(h[12:16]) != "IHDR" {
		return ImageSize{}, errors.New("png: invalid format: chunk out of order")
	}
	if binary.BigEndian.Uint32(h[8:]) != 13 {
		return ImageSize{}, errors.New("png: invalid format: bad IHDR length")
	}
	ihdr := h[16:]
	if ihdr[10] != 0 {
		return ImageSize{}, errors.New("png: unsupported feature: compression method")
	}
	if ihdr[11] != 0 {
		return ImageSize{}, errors.New("png: unsupported feature: filter method")
	}
	if ihdr[12] > 1 {
		return ImageSize{}, errors.New("png: invalid format: invalid interlace method")
	}
	w, hgt := int64(int32(binary.BigEndian.Uint32(ihdr[0:]))), int64(int32(binary.BigEndian.Uint32(ihdr[4:])))
	if w <= 0 || hgt <= 0 {
		return ImageSize{}, errors.New("png: invalid format: non-positive dimension")
	}
	if n := w * hgt; n != n*8/8 { // up to 8 bytes a pixel, as image/png checks
		return ImageSize{}, errors.New("png: unsupported feature: dimension overflow")
	}
	if depth, colour := ihdr[8], ihdr[9]; !pngDepthOK(colour, depth) {
		return ImageSize{}, fmt.Errorf("png: unsupported feature: bit depth %d, color type %d", depth, colour)
	}
	return ImageSize{Format: "png", Width: int(w), Height: int(hgt)}, nil
}

// readJPEGHeader walks the markers of a JPEG up to its frame header
// (ITU T.81, B.2), as image/jpeg's DecodeConfig does: baseline, extended
// and progressive frames of 1, 3 or 4 components at 8-bit precision.
func readJPEGHeader(br *bufio.Reader) (ImageSize, error) {
	var b [2]byte
	if _, err := io.ReadFull(br, b[:]); err != nil || b[0] != 0xff || b[1] != 0xd8 {
		return ImageSize{}, errNotImage
	}
	for {
		if _, err := io.ReadFull(br, b[:]); err != nil {
			return ImageSize{}, unexpectedEOF(err)
		}
		for b[0] != 0xff { // bytes between markers are skipped, as image/jpeg does
			b[0] = b[1]
			c, err := br.ReadByte()
			if err != nil {
				return ImageSize{}, unexpectedEOF(err)
			}
			b[1] = c
		}
		marker := b[1]
		if marker == 0 {
			continue // an escaped 0xff
		}
		for marker == 0xff { // fill bytes
			c, err := br.ReadByte()
			if err != nil {
				return ImageSize{}, unexpectedEOF(err)
			}
			marker = c
		}
		if marker == 0xd9 { // EOI before any frame
			return ImageSize{}, errors.New("invalid JPEG format: missing SOF marker")
		}
		if 0xd0 <= marker && marker <= 0xd7 { // RSTn carry no length
			continue
		}
		if _, err := io.ReadFull(br, b[:]); err != nil {
			return ImageSize{}, unexpectedEOF(err)
		}
		n := int(b[0])<<8 | int(b[1]) - 2
		if n < 0 {
			return ImageSize{}, errors.New("invalid JPEG format: short segment length")
		}
		switch {
		case marker == 0xc0 || marker == 0xc1 || marker == 0xc2: // SOF0, SOF1, SOF2
			return readJPEGFrame(br, n)
		case marker == 0xc4 || marker == 0xdb || marker == 0xdd || marker == 0xfe || 0xe0 <= marker && marker <= 0xef:
			// DHT, DQT, DRI, COM, APPn: skipped
			if _, err := br.Discard(n); err != nil {
				return ImageSize{}, unexpectedEOF(err)
			}
		case marker == 0xda: // SOS before any frame
			return ImageSize{}, errors.New("invalid JPEG format: missing SOF marker")
		case marker < 0xc0:
			return ImageSize{}, errors.New("invalid JPEG format: unknown marker")
		default:
			return ImageSize{}, errors.New("unsupported JPEG feature: unknown marker")
		}
	}
}

// readJPEGFrame reads a frame header of n bytes (ITU T.81, B.2.2).
func readJPEGFrame(br *bufio.Reader, n int) (ImageSize, error) {
	var f [6 + 3*4]byte
	comps := 0
	switch n {
	case 6 + 3*1:
		comps = 1
	case 6 + 3*3:
		comps = 3
	case 6 + 3*4:
		comps = 4
	default:
		return ImageSize{}, errors.New("unsupported JPEG feature: number of components")
	}
	if _, err := io.ReadFull(br, f[:n]); err != nil {
		return ImageSize{}, unexpectedEOF(err)
	}
	if f[0] != 8 {
		return ImageSize{}, errors.New("unsupported JPEG feature: precision")
	}
	if int(f[5]) != comps {
		return ImageSize{}, errors.New("invalid JPEG format: SOF has wrong length")
	}
	for i := 0; i < comps; i++ {
		c := f[6+3*i:]
		for j := 0; j < i; j++ {
			if f[6+3*j] == c[0] {
				return ImageSize{}, errors.New("invalid JPEG format: repeated component identifier")
			}
		}
		if c[2] > 3 {
			return ImageSize{}, errors.New("invalid JPEG format: bad Tq value")
		}
		h, v := c[1]>>4, c[1]&0x0f
		if h < 1 || h > 4 || v < 1 || v > 4 {
			return ImageSize{}, errors.New("invalid JPEG format: luma/chroma subsampling ratio")
		}
		if h == 3 || v == 3 {
			return ImageSize{}, errors.New("unsupported JPEG feature: luma/chroma subsampling ratio")
		}
	}
	height, width := int(f[1])<<8|int(f[2]), int(f[3])<<8|int(f[4])
	return ImageSize{Format: "jpeg", Width: width, Height: height}, nil
}

// unexpectedEOF turns a short read's io.EOF into io.ErrUnexpectedEOF.
func unexpectedEOF(err error) error {
	if err == io.EOF {
		return io.ErrUnexpectedEOF
	}
	return err
}

// pngDepthOK reports whether a PNG may have this colour type and bit depth
// (the PNG specification's table of allowed combinations).
func pngDepthOK(colour, depth byte) bool {
	switch colour {
	case 0: // greyscale
		return depth == 1 || depth == 2 || depth == 4 || depth == 8 || depth == 16
	case 3: // indexed
		return depth == 1 || depth == 2 || depth == 4 || depth == 8
	case 2, 4, 6: // truecolour, greyscale with alpha, truecolour with alpha
		return depth == 8 || depth == 16
	}
	return false
}
