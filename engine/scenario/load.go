package scenario

import (
	"bytes"
	"errors"
	"fmt"
	"io"

	"go.yaml.in/yaml/v3"
)

// MaxFileSize is the largest scenario file Load accepts (16 MiB); larger
// input is refused before parsing.
const MaxFileSize = 16 << 20

// Load reads a scenario from r. name is used in error messages (a file name).
// Unknown keys and duplicate keys are errors.
func Load(r io.Reader, name string) (*Scenario, error) {
	data, err := io.ReadAll(io.LimitReader(r, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if len(data) > MaxFileSize {
		return nil, fmt.Errorf("%s: file is larger than %d MiB; a scenario is far smaller, is this the right file?", name, MaxFileSize>>20)
	}
	return Parse(data, name)
}

// Parse decodes a scenario from its bytes.
func Parse(data []byte, name string) (*Scenario, error) {
	if len(bytes.TrimSpace(data)) == 0 {
		return nil, fmt.Errorf("%s:1:1: the file is empty; a scenario starts with \"format: %s\"", name, FormatTag)
	}
	dec := yaml.NewDecoder(bytes.NewReader(data))
	dec.KnownFields(true)
	var s Scenario
	if err := dec.Decode(&s); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	var extra yaml.Node
	if err := dec.Decode(&extra); !errors.Is(err, io.EOF) {
		return nil, fmt.Errorf("%s: the file holds more than one YAML document; keep one scenario per file", name)
	}
	return &s, nil
}

// Save writes s in the canonical format: fixed key order, two-space indent,
// maps sorted by key. Saving a loaded canonical file reproduces its bytes.
func Save(w io.Writer, s *Scenario) error {
	var buf bytes.Buffer
	enc := yaml.NewEncoder(&buf)
	enc.SetIndent(2)
	if err := enc.Encode(s); err != nil {
		return fmt.Errorf("scenario: encode: %w", err)
	}
	if err := enc.Close(); err != nil {
		return fmt.Errorf("scenario: encode: %w", err)
	}
	_, err := w.Write(buf.Bytes())
	return err
}
