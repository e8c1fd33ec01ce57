extension MessageCatalog {
  /// Every message in English, by key: the source the translations are made from.
  ///
  /// Each part of the package keeps its own table; a key appears in one table only (a test
  /// checks it).
  package static let english: [String: String] = {
    var all: [String: String] = [:]
    for table in englishTables {
      all.merge(table) { first, _ in first }
    }
    return all
  }()

  static var englishTables: [[String: String]] {
    [englishUnits, englishChanges, englishErrors, englishPatterns, englishAccessibility]
  }
}
