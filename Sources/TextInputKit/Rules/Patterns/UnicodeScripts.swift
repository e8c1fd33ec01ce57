internal import Algorithms

/// The Unicode Script and Script_Extensions properties, read from the project's own Unicode 17.0
/// tables (``ScriptTables``), not from the operating system.
///
/// A script is a number, its place among the scripts sorted by their 4-letter code; a name,
/// long (`Han`, `Old_Italic`) or short (`Hani`, `Ital`), is turned into that number by the
/// aliases of the Unicode Character Database.
///
/// ```swift
/// let han = UnicodeScripts.number(named: "hani")!          // `Han`, loosely written
/// UnicodeScripts.script(of: "漢") == han                    // true
/// UnicodeScripts.extensions(of: "ー").contains(han)         // false: Hiragana and Katakana
/// UnicodeScripts.number(named: "Klingon")                  // nil: not a Unicode script
/// ```
enum UnicodeScripts {
  /// The script of a scalar: Common (`Zyyy`) for one used with many scripts, Inherited
  /// (`Zinh`) for a mark that takes its base's, Unknown (`Zzzz`) for an unassigned one.
  ///
  /// - Complexity: O(1) below U+0100, O(log *r*) above, *r* the number of ranges of one script.
  static func script(of scalar: Unicode.Scalar) -> UInt8 {
    let value = scalar.value
    if value < 0x100 { return ScriptTables.latin1[Int(value)] }
    // The range before the first that starts after `value` is the one holding it.
    let next = ScriptTables.starts.partitioningIndex { $0 > value }
    return ScriptTables.scripts[next - 1]
  }

  /// The scripts a scalar is used with, in increasing order: its Script_Extensions, or its
  /// script alone when the Unicode data lists none (so a Common character listed with Latin
  /// and Greek has those two, and an unlisted one has Common).
  ///
  /// - Complexity: O(log *r*), *r* the number of ranges of one Script_Extensions value; no
  ///   allocation.
  static func extensions(of scalar: Unicode.Scalar) -> ArraySlice<UInt8> {
    let value = scalar.value
    let next = ScriptTables.extensionStarts.partitioningIndex { $0 > value }
    let count = Int(ScriptTables.extensionCounts[next - 1])
    if count == 0 {
      let own = Int(script(of: scalar))
      return ScriptTables.extensionScripts[own..<own + 1]
    }
    let offset = Int(ScriptTables.extensionOffsets[next - 1])
    return ScriptTables.extensionScripts[offset..<offset + count]
  }

  /// The number of the script named `name`, or `nil` when no script has that name.
  ///
  /// The name is the long one (`Han`, `Old_Italic`), the 4-letter code (`Hani`, `Ital`) or a
  /// further alias of the Unicode data (`Qaac`, `Qaai`), matched loosely as Unicode recommends
  /// and Swift `Regex` does: case, spaces, `_` and `-` do not count, and an `is` prefix may be
  /// dropped (`is-Latin`).
  ///
  /// ```swift
  /// UnicodeScripts.number(named: "old italic") == UnicodeScripts.number(named: "Ital")  // true
  /// UnicodeScripts.number(named: "Latinish")                                            // nil
  /// ```
  static func number(named name: String) -> UInt8? {
    let loose = loose(name)
    if let number = numbers[loose] { return number }
    guard loose.hasPrefix("is") else { return nil }
    return numbers[String(loose.dropFirst(2))]
  }

  /// A name without case, spaces, `_` or `-`.
  private static func loose(_ name: String) -> String {
    String(name.lowercased().filter { $0 != " " && $0 != "_" && $0 != "-" })
  }

  /// Every loosely written name of every script, to its number.
  private static let numbers: [String: UInt8] = {
    var table: [String: UInt8] = [:]
    for number in ScriptTables.codes.indices {
      table[loose(ScriptTables.codes[number])] = UInt8(number)
      table[loose(ScriptTables.names[number])] = UInt8(number)
    }
    for alias in ScriptTables.aliases { table[loose(alias.name)] = alias.script }
    return table
  }()
}
