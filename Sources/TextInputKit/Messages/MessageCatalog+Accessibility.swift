extension MessageCatalog {
  /// The accessibility messages in English.
  static let englishAccessibility: [String: String] = [:]
}
