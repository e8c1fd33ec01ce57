// The layers below this one (Package.swift), for every file of the module.
#if canImport(TextInputKitEditing)
  @_exported import TextInputKitText
  @_exported import TextInputKitMessages
  @_exported import TextInputKitErrors
  @_exported import TextInputKitEditing
#endif
