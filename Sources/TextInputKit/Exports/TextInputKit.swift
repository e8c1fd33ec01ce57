// `import TextInputKit` gives every layer of the core (see Package.swift); each is also a module
// of its own, so that a layer cannot reach the ones above it.
#if canImport(TextInputKitInteraction)
  @_exported import TextInputKitText
  @_exported import TextInputKitMessages
  @_exported import TextInputKitErrors
  @_exported import TextInputKitEditing
  @_exported import TextInputKitInteraction
#endif
