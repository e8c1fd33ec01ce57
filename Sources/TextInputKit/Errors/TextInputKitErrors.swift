// The layer below this one (Package.swift), for every file of the module.
#if canImport(TextInputKitMessages)
  @_exported import TextInputKitMessages
#endif
