// The layers below this one (Package.swift), for every file of the module.
#if canImport(TextInputKitErrors)
  @_exported import TextInputKitText
  @_exported import TextInputKitMessages
  @_exported import TextInputKitErrors
#endif
