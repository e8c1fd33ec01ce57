import Foundation

/// The Unicode 17.0 data files kept in the repository, and a seeded generator for property tests.
public enum UnicodeTestData {
  /// The folder that holds the copied data files: `Sources/TextInputKit/Text/Unicode/Data`.
  public static let folder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // TextInputKitTesting
    .deletingLastPathComponent()  // Sources
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Sources/TextInputKit/Text/Unicode/Data")

  /// The data lines of `name`: comments after "#" removed, blank lines skipped.
  ///
  /// Each line comes with its comment, which the emoji files use for names and versions.
  public static func lines(of name: String) throws -> [(data: String, comment: String)] {
    let text = try String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)
    return text.split(separator: "\n").compactMap { line in
      let parts = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
      let data = parts[0].trimmingCharacters(in: .whitespaces)
      guard !data.isEmpty else { return nil }
      return (data, parts.count > 1 ? String(parts[1]) : "")
    }
  }

  /// The code points of a field such as "1F469 200D 1F467".
  public static func scalars(_ field: some StringProtocol) -> [Unicode.Scalar] {
    field.split(separator: " ").map { Unicode.Scalar(UInt32($0, radix: 16)!)! }
  }

  /// The code points of a field such as "1F600" or "1F601..1F64F".
  public static func range(_ field: some StringProtocol) -> ClosedRange<UInt32> {
    let bounds = field.trimmingCharacters(in: .whitespaces).components(separatedBy: "..")
    return UInt32(bounds[0], radix: 16)!...UInt32(bounds.last!, radix: 16)!
  }

  /// Every Unicode scalar value: 0...0x10FFFF without the surrogates.
  public static var allScalars: some Sequence<Unicode.Scalar> {
    (UInt32(0)...0x10FFFF).lazy.compactMap(Unicode.Scalar.init)
  }
}
