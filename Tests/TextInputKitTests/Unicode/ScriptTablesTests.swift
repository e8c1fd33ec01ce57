import Testing

import TextInputKit
import TextInputKitTesting
import Foundation
@testable import TextInputKitEditing
@testable import TextInputKitText

/// The generated ``ScriptTables``, read through ``UnicodeScripts``, against the copied Unicode
/// data they were generated from.
///
/// When this fails, the data files and `ScriptTables.swift` disagree: run
/// `python3 Scripts/generate-script-tables.py` and commit both.
@Suite struct ScriptTablesTests {
  @Test func tablesComeFromUnicode17() {
    #expect(ScriptTables.version == "17.0.0")
    #expect(ScriptTables.codes.count == 176)
    #expect(ScriptTables.names.count == ScriptTables.codes.count)
    #expect(ScriptTables.codes == ScriptTables.codes.sorted())
    #expect(ScriptTables.codes[Int(ScriptTables.unknown)] == "Zzzz")
    #expect(ScriptTables.latin1.count == 0x100)
    #expect(ScriptTables.starts.first == 0)
    #expect(ScriptTables.extensionStarts.first == 0)
    #expect(ScriptTables.starts.count == ScriptTables.scripts.count)
    #expect(zip(ScriptTables.starts, ScriptTables.starts.dropFirst()).allSatisfy { $0 < $1 })
    #expect(ScriptTables.extensionStarts.count == ScriptTables.extensionOffsets.count)
    #expect(ScriptTables.extensionStarts.count == ScriptTables.extensionCounts.count)
    #expect(
      zip(ScriptTables.extensionStarts, ScriptTables.extensionStarts.dropFirst()).allSatisfy {
        $0 < $1
      })
  }

  /// Each script's number from the aliases file, by long name and by code.
  static func numbers() throws -> (byName: [String: UInt8], byCode: [String: UInt8]) {
    var byName: [String: UInt8] = [:]
    var byCode: [String: UInt8] = [:]
    for line in try UnicodeTestData.lines(of: "PropertyValueAliases-Script.txt") {
      let fields = line.data.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields[0] == "sc" else { continue }
      let number = try #require(ScriptTables.codes.firstIndex(of: fields[1]))
      #expect(ScriptTables.names[number] == fields[2])
      byCode[fields[1]] = UInt8(number)
      byName[fields[2]] = UInt8(number)
    }
    return (byName, byCode)
  }

  @Test func everyCodePointHasTheDataFilesScript() throws {
    let (byName, _) = try Self.numbers()
    var expected = [UInt8](repeating: ScriptTables.unknown, count: 0x110000)
    for line in try UnicodeTestData.lines(of: "Scripts.txt") {
      let fields = line.data.split(separator: ";")
      let number = try #require(byName[fields[1].trimmingCharacters(in: .whitespaces)])
      for value in UnicodeTestData.range(fields[0]) { expected[Int(value)] = number }
    }
    #expect(expected.count(where: { $0 != ScriptTables.unknown }) == 159_866)

    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars
    where UnicodeScripts.script(of: scalar) != expected[Int(scalar.value)] {
      mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) code points differ: \(mismatches.prefix(20))")
  }

  @Test func everyCodePointHasTheDataFilesExtensions() throws {
    let (_, byCode) = try Self.numbers()
    var listed: [UInt32: [UInt8]] = [:]
    for line in try UnicodeTestData.lines(of: "ScriptExtensions.txt") {
      let fields = line.data.split(separator: ";")
      let scripts = try fields[1].split(separator: " ").map { try #require(byCode[String($0)]) }
      for value in UnicodeTestData.range(fields[0]) { listed[value] = scripts.sorted() }
    }
    #expect(listed.count == 669)

    var mismatches: [String] = []
    for scalar in UnicodeTestData.allScalars {
      let wanted = listed[scalar.value] ?? [UnicodeScripts.script(of: scalar)]
      if Array(UnicodeScripts.extensions(of: scalar)) != wanted {
        mismatches.append("U+\(String(scalar.value, radix: 16, uppercase: true))")
      }
    }
    #expect(mismatches.isEmpty, "\(mismatches.count) code points differ: \(mismatches.prefix(20))")
  }
}
