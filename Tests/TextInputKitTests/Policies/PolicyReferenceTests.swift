import Foundation
import Testing
import TextInputKit

/// The table of keys in the DocC article "Policy files" is generated from the schema
/// (`Scripts/generate-policy-reference.py`): the same keys, each with the schema's description,
/// so the keys are described in one place.
@Suite("The policy file reference")
struct PolicyReferenceTests {
  static let articleURL = PolicySchemaTests.schemaURL
    .deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("Sources/TextInputKit/Exports/Documentation.docc/PolicyFiles.md")

  /// The key and the description of each row of the generated table.
  static func rows(ofArticle article: String) -> [(key: String, description: String)] {
    guard let start = article.range(of: "<!-- policy keys: generated"),
      let end = article.range(of: "<!-- end of policy keys -->")
    else { return [] }
    return article[start.upperBound..<end.lowerBound].split(separator: "\n").compactMap { line in
      guard line.hasPrefix("| `") else { return nil }
      // | `key` | values | description |, with "\|" inside cells.
      let cells = line.replacingOccurrences(of: "\\|", with: "\u{1}")
        .split(separator: "|", omittingEmptySubsequences: false)
        .map { $0.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "\u{1}", with: "|") }
      guard cells.count == 5 else { return nil }
      return (String(cells[1].dropFirst().dropLast()), cells[3])
    }
  }

  /// The keys the table must list: every property, then the keys of its object forms.
  static func schemaRows() -> [(key: String, description: String)] {
    guard case .object(let properties) = PolicySchemaTests.schema["properties"] else { return [] }
    var rows: [(String, String)] = []
    for (key, node) in properties {
      rows.append((key, node["description"]?.string ?? ""))
      for form in objectForms(node) {
        guard case .object(let members) = form["properties"] else { continue }
        for (member, memberNode) in members {
          let description =
            memberNode["description"]?.string
            ?? memberNode["$ref"]?.string.flatMap { PolicySchemaTests.schema(at: $0) }?["description"]?.string
            ?? ""
          rows.append(("\(key).\(member)", description))
        }
      }
    }
    return rows
  }

  static func objectForms(_ node: JSONValue) -> [JSONValue] {
    var node = node
    if let reference = node["$ref"]?.string, let target = PolicySchemaTests.schema(at: reference) {
      node = target
    }
    var forms: [JSONValue] = []
    if node["type"]?.string == "object", node["properties"] != nil { forms.append(node) }
    if case .array(let options) = node["anyOf"] { forms += options.flatMap(objectForms) }
    return forms
  }

  @Test func theArticleListsTheSchemasKeysWithTheirDescriptions() throws {
    let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
    let listed = Self.rows(ofArticle: article)
    let expected = Self.schemaRows()
    #expect(
      listed.map(\.key).sorted() == expected.map(\.key).sorted(),
      "run Scripts/generate-policy-reference.py")
    let descriptions = Dictionary(expected.map { ($0.key, $0.description) }) { first, _ in first }
    for row in listed {
      #expect(row.description == descriptions[row.key], "\(row.key): run Scripts/generate-policy-reference.py")
    }
    #expect(listed.count > 20)
  }

  @Test func theTableHasEveryKeyTheDecoderKnows() throws {
    let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
    let listed = Set(Self.rows(ofArticle: article).map(\.key))
    let known = PolicySchemaTests.decoderList(#"{"nope": 1}"#, "known")
    #expect(!known.isEmpty)
    #expect(known.subtracting(listed).isEmpty, "\(known.subtracting(listed))")
  }

  /// The table of the presets' keys in the same article shows what each preset writes.
  @Test func thePresetTableShowsWhatEachPresetWrites() throws {
    let article = try String(contentsOf: Self.articleURL, encoding: .utf8)
    var shown: [String: String] = [:]
    for line in article.split(separator: "\n") where line.hasPrefix("| `") {
      let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
      guard cells.count == 2, cells[1].hasPrefix("`{"), cells[1].hasSuffix("}`") else { continue }
      shown[String(cells[0].dropFirst().dropLast())] = String(cells[1].dropFirst().dropLast())
    }
    for (name, policy) in InputPolicy.presets.sorted(by: { $0.key < $1.key }) {
      let written = try policy.jsonString()
      #expect(Self.sameJSON(shown[name], written), "\(name): \(written)")
    }
  }

  /// Whether two JSON texts hold the same value, whatever their spacing.
  static func sameJSON(_ first: String?, _ second: String) -> Bool {
    guard let first,
      let a = try? JSONSerialization.jsonObject(with: Data(first.utf8)) as? NSDictionary,
      let b = try? JSONSerialization.jsonObject(with: Data(second.utf8)) as? NSDictionary
    else { return false }
    return a.isEqual(b)
  }
}
