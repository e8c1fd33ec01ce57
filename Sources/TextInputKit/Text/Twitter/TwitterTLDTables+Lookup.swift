extension TwitterTLDTables {
  /// The position in ``ordered`` of each ASCII domain.
  static let asciiOrder: [String: Int] = {
    var order: [String: Int] = [:]
    for (index, name) in ordered.enumerated() where name.utf8.allSatisfy({ $0 < 0x80 }) {
      order[name] = index
    }
    return order
  }()

  /// The domains that are not all ASCII, as code point values, with their position in
  /// ``ordered``.
  static let unicodeScalars: [(scalars: [UInt32], order: Int)] = ordered.enumerated()
    .filter { !$0.element.utf8.allSatisfy { $0 < 0x80 } }
    .map { ($0.element.unicodeScalars.map(\.value), $0.offset) }
}
