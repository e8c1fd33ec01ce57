@_spi(_Unicode) import Swift

/// The Unicode Script and Script_Extensions properties, read from the standard library's own
/// tables, the ones Swift `Regex` reads for `\p{Script=Han}`, so that both always agree.
///
/// A script is a number in the standard library's order; a name is turned into that number
/// once, by asking `Regex` which script a scalar of each number belongs to.
enum UnicodeScripts {
  /// The script of a scalar.
  static func script(of scalar: Unicode.Scalar) -> UInt8 { scalar.properties._script }

  /// The scripts a scalar is used with (its script when it has no extensions).
  static func extensions(of scalar: Unicode.Scalar) -> [UInt8] {
    scalar.properties._scriptExtensions
  }

  /// The number of the script named `name` (loosely written: `han`, `latin`, `hani`), or `nil`.
  static func number(named name: String) -> UInt8? {
    guard !name.isEmpty, name.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }),
      let regex = try? Regex("\\p{Script=\(name)}")
    else { return nil }
    for (number, scalar) in representatives {
      if (try? regex.wholeMatch(in: String(Character(scalar)))) != nil { return number }
    }
    return nil
  }

  /// One scalar of each script number, found once by reading every scalar's script.
  private static let representatives: [(UInt8, Unicode.Scalar)] = {
    var seen = [Bool](repeating: false, count: 256)
    var list: [(UInt8, Unicode.Scalar)] = []
    for value in UInt32(0)...0x10FFFF {
      guard let scalar = Unicode.Scalar(value) else { continue }
      let script = scalar.properties._script
      if !seen[Int(script)] {
        seen[Int(script)] = true
        list.append((script, scalar))
      }
    }
    return list
  }()
}
