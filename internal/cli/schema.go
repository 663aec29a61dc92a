package cli

import (
	"errors"
	"flag"
	"fmt"

	"github.com/aide-de-camp/adc/engine/scenario"
)

// schemaCommand is adc schema.
var schemaCommand = Command{
	Name:    "schema",
	Summary: "print the JSON Schema of the scenario format (for editor completion)",
	Usage: `Usage: adc schema

Prints a JSON Schema (draft 2020-12) of the scenario file format: every key,
its type, allowed values and ranges, so that editors complete and check
scenario files as you type. With the VS Code YAML extension:

  $ adc schema > adc-scenario.schema.json

and in .vscode/settings.json:

  "yaml.schemas": { "./adc-scenario.schema.json": "scenarios/*.yaml" }

or add a first line to a scenario file:

  # yaml-language-server: $schema=./adc-scenario.schema.json

The schema checks structure only; adc validate also checks the rules.`,
	Run: runSchema,
}

func init() { Register(&schemaCommand) }

func runSchema(e Env) int {
	fs := flag.NewFlagSet("schema", flag.ContinueOnError)
	fs.SetOutput(e.Stderr)
	fs.Usage = func() { fmt.Fprintln(e.Stderr, commands["schema"].Usage) }
	if err := fs.Parse(e.Args); err != nil {
		if errors.Is(err, flag.ErrHelp) {
			return ExitOK
		}
		return ExitBadInput
	}
	if fs.NArg() != 0 {
		fmt.Fprintln(e.Stderr, "adc schema: takes no arguments")
		return ExitBadInput
	}
	data, err := scenario.JSONSchema()
	if err != nil {
		fmt.Fprintf(e.Stderr, "adc schema: %v\n", err)
		return ExitBadInput
	}
	e.Stdout.Write(append(data, '\n'))
	return ExitOK
}
