extension MessageCatalog {
  /// The errors messages in English.
  static let englishErrors: [String: String] = [:]
}
