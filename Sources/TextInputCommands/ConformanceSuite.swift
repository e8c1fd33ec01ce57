import Foundation
import TextInputKit

/// The case files of a conformance folder, read and checked: every `.json` file at any depth,
/// in path order, each `{"cases": [...]}`.
///
/// ```swift
/// let suite = try ConformanceSuite(directory: "Conformance")
/// suite.files.map(\.path)  // ["anyformatkit/mask-delete.json", …, "twitter-text/valid.json"]
/// // a file holding {"cases": [{"id": "x"}]} throws:
/// // "Conformance/maskito/phone.json: `cases[0].source` is missing."
/// ```
struct ConformanceSuite: Sendable {
  /// One case file.
  struct File: Sendable {
    /// The path inside the folder: `maskito/phone.json`.
    var path: String
    var cases: [ConformanceCase]
  }

  /// The top level of a case file.
  private struct Contents: Decodable {
    var cases: [ConformanceCase]

    init(from decoder: any Decoder) throws {
      let object = try decoder.conformanceObject(#"{"cases": [...]}"#)
      try object.requireOnly(["cases", "notes"])
      _ = try object.string("notes")
      guard object.contains(ConformanceKey("cases")) else {
        throw ConformanceKey.failure(.missingKey, "`cases` is missing.", at: [], "cases")
      }
      cases = try object.decode([ConformanceCase].self, forKey: ConformanceKey("cases"))
    }
  }

  var files: [File]

  /// Every case, in file order.
  var cases: [ConformanceCase] { files.flatMap(\.cases) }

  /// Reads every case file under `directory`.
  ///
  /// - Throws: ``ToolError`` naming the file: unreadable, malformed JSON, a malformed case, an
  ///   id given twice, or a folder without case files.
  init(directory: String) throws(ToolError) {
    let root = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root.path, isDirectory: &isDirectory),
      isDirectory.boolValue
    else {
      throw ToolError(TextInputError(.unreadableFile, .verbatim("\(directory): no such folder.")))
    }
    let paths = ((try? FileManager.default.subpathsOfDirectory(atPath: root.path)) ?? [])
      .filter { $0.hasSuffix(".json") }.sorted()
    guard !paths.isEmpty else {
      throw ToolError(
        TextInputError(.unreadableFile, .verbatim("\(directory): no case files (*.json).")))
    }
    var files: [File] = []
    var seen: [String: String] = [:]
    for path in paths {
      let data = try ToolError.readData(
        root.appendingPathComponent(path).path, unreadable: "file.unreadable.script")
      let contents: Contents
      do {
        contents = try StrictJSONDecoder().decode(Contents.self, from: data)
      } catch {
        throw ToolError(error, file: (directory as NSString).appendingPathComponent(path))
      }
      for item in contents.cases {
        if let other = seen[item.id] {
          throw ToolError(
            TextInputError(
              .contradictoryRules, .verbatim("the id \"\(item.id)\" is also used in \(other).")),
            file: (directory as NSString).appendingPathComponent(path))
        }
        seen[item.id] = path
      }
      files.append(File(path: path, cases: contents.cases))
    }
    self.files = files
  }

  /// The `Conformance` folder of the repository that holds `directory`: in it or in the nearest
  /// folder above it; `nil` when there is none.
  static func locate(from directory: String) -> String? {
    var url = URL(fileURLWithPath: directory, isDirectory: true).standardizedFileURL
    while true {
      let candidate = url.appendingPathComponent("Conformance", isDirectory: true)
      var isDirectory: ObjCBool = false
      if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isDirectory),
        isDirectory.boolValue
      {
        return candidate.path
      }
      let parent = url.deletingLastPathComponent()
      if parent.path == url.path { return nil }
      url = parent
    }
  }
}
