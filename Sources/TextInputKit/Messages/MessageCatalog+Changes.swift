extension MessageCatalog {
  /// The changes messages in English.
  static let englishChanges: [String: String] = [:]
}
