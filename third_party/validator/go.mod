module github.com/go-playground/validator/v10

go 1.26.0

require (
	github.com/gabriel-vasile/mimetype v1.4.16
	github.com/go-playground/assert/v2 v2.2.0
	github.com/go-playground/locales v0.14.2
	github.com/go-playground/universal-translator v0.18.2
	github.com/leodido/go-urn v1.5.0
	golang.org/x/crypto v0.58.0
	golang.org/x/text v0.43.0
)

require golang.org/x/sys v0.49.0 // indirect
