import Foundation
import Testing

/// The core's layers import only the layers below them (Package.swift). The compiler refuses a
/// reach upwards in a clean build; an incremental build may still find a higher layer's module
/// from an earlier build, so the sources are read here as well.
@Suite("The core's layers import only those below them")
struct LayerImportTests {
  /// What each layer may import, by the folder its files are in.
  static let allowed: [String: Set<String>] = [
    "Text": [],
    "Messages": [],
    "Errors": ["TextInputKitMessages"],
    "Editing": ["TextInputKitText", "TextInputKitMessages", "TextInputKitErrors"],
    "Interaction": ["TextInputKitText", "TextInputKitMessages", "TextInputKitErrors", "TextInputKitEditing"],
    "Exports": [
      "TextInputKitText", "TextInputKitMessages", "TextInputKitErrors", "TextInputKitEditing",
      "TextInputKitInteraction",
    ],
  ]

  static let core = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()  // Reliability
    .deletingLastPathComponent()  // TextInputKitTests
    .deletingLastPathComponent()  // Tests
    .deletingLastPathComponent()  // package root
    .appendingPathComponent("Sources/TextInputKit")

  /// The layer of a file, from its path inside Sources/TextInputKit: its first folder when that
  /// folder is a layer of its own, the editing layer otherwise.
  static func layer(of relativePath: String) -> String {
    let first = relativePath.split(separator: "/").first.map(String.init) ?? ""
    return ["Text", "Messages", "Errors", "Interaction", "Exports"].contains(first) ? first : "Editing"
  }

  /// The core's modules that `source` imports and `layer` may not.
  static func violations(in source: String, layer: String) -> [String] {
    source.split(separator: "\n").compactMap { line -> String? in
      let words = line.split(separator: " ").map(String.init)
      guard let index = words.firstIndex(of: "import"), index + 1 < words.count else { return nil }
      let module = words[index + 1]
      guard module.hasPrefix("TextInputKit"), !(allowed[layer] ?? []).contains(module) else {
        return nil
      }
      return module
    }
  }

  @Test("A reach upwards is found", arguments: [
    ("Text", "@_exported import TextInputKitMessages", ["TextInputKitMessages"]),
    ("Editing", "  @_exported import TextInputKitInteraction", ["TextInputKitInteraction"]),
    ("Errors", "import TextInputKitEditing", ["TextInputKitEditing"]),
    ("Interaction", "@_exported import TextInputKitEditing", []),
    ("Editing", "internal import Algorithms", []),
  ])
  func aReachUpwardsIsFound(layer: String, source: String, expected: [String]) {
    #expect(Self.violations(in: source, layer: layer) == expected)
  }

  @Test func everyFileImportsOnlyLayersBelowIt() throws {
    let files = try #require(FileManager.default.enumerator(atPath: Self.core.path))
    var checked = 0
    var found: [String] = []
    for case let path as String in files where path.hasSuffix(".swift") {
      let source = try String(contentsOf: Self.core.appendingPathComponent(path), encoding: .utf8)
      for module in Self.violations(in: source, layer: Self.layer(of: path)) {
        found.append("\(path) imports \(module)")
      }
      checked += 1
    }
    #expect(checked > 250)
    #expect(found == [])
  }
}
