import Foundation
import Testing
import TextInputKit

/// ``PolicySchema``, made from the rules and checked in as `Schemas/policy.schema.json` for
/// editors, says what the decoder says: the same keys, the same closed values, the same verdict
/// on files.
@Suite("The policy file schema")
struct PolicySchemaTests {
  static let schemaURL = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Schemas/policy.schema.json")

  static let schema: JSONValue = {
    do {
      return try StrictJSONDecoder().decode(JSONValue.self, from: PolicySchema.json)
    } catch {
      preconditionFailure("PolicySchema.json: \(error)")
    }
  }()

  /// The file in the repository is the generated schema, byte for byte: no hand-made copy.
  @Test func theRepositorysFileIsTheGeneratedSchema() throws {
    let file = try String(contentsOf: Self.schemaURL, encoding: .utf8)
    #expect(
      file == PolicySchema.json, "run: swift run textinput schema > Schemas/policy.schema.json")
  }

  static var checker: JSONSchemaSubset { JSONSchemaSubset(root: schema) }

  /// The schema at a JSON pointer, following `$ref`s.
  static func schema(at pointer: String) -> JSONValue? {
    var value: JSONValue? = schema
    for part in pointer.split(separator: "/").dropFirst() {
      if case .array(let items) = value, let index = Int(part) {
        value = items.indices.contains(index) ? items[index] : nil
      } else {
        value = value?[String(part)]
      }
      if let reference = value?["$ref"]?.string { value = schema(at: reference) }
    }
    return value
  }

  static func strings(_ value: JSONValue?) -> Set<String> {
    guard case .array(let items) = value else { return [] }
    return Set(items.compactMap(\.string))
  }

  /// The list the decoder's rejection of `json` names: its known keys or its expected values.
  static func decoderList(_ json: String, _ argument: String) -> Set<String> {
    do {
      _ = try InputPolicy(json: json)
      Issue.record("\(json) was accepted")
      return []
    } catch {
      let list = error.message.arguments[argument] ?? ""
      return Set(list.components(separatedBy: ", ").filter { !$0.hasPrefix("{") })
    }
  }

  @Test func theSchemaIsStrictDraft2020_12() {
    #expect(Self.schema["$schema"]?.string == "https://json-schema.org/draft/2020-12/schema")
    #expect(Self.schema["additionalProperties"] == .bool(false))
    #expect(Self.schema["type"]?.string == "object")
  }

  @Test func everyKeyOfTheDecoderIsAPropertyAndViceVersa() {
    guard case .object(let properties) = Self.schema["properties"] else {
      Issue.record("no properties")
      return
    }
    #expect(Set(properties.keys) == Self.decoderList(#"{"zzz": 1}"#, "known"))
    for (key, property) in properties {
      #expect(property["description"]?.string?.isEmpty == false, "\(key) has no description")
    }
    for (pointer, json) in [
      ("#/properties/decimal/properties", #"{"decimal": {"zzz": 1}}"#),
      (
        "#/$defs/maskLayout/properties",
        #########"{"mask": {"pattern": "#", "zzz": 1}}"#########
      ),
      ("#/properties/minLength/anyOf/1/properties", #"{"minLength": {"length": 1, "zzz": 1}}"#),
      ("#/$defs/characters/properties", #"{"deny": {"zzz": 1}}"#),
    ] {
      guard case .object(let nested) = Self.schema(at: pointer) else {
        Issue.record("no \(pointer)")
        continue
      }
      #expect(Set(nested.keys) == Self.decoderList(json, "known"), "\(pointer)")
    }
  }

  /// Each `enum` of the schema, where it is and a file that makes the decoder list its values.
  static let enums: [String: String] = [
    "#/properties/preset": #"{"preset": "zzz"}"#,
    "#/properties/overflow": #"{"maxLength": 1, "overflow": "zzz"}"#,
    "#/properties/bidi": #"{"bidi": "zzz"}"#,
    "#/properties/date/properties/mode": #"{"date": {"mode": "zzz"}}"#,
    "#/properties/time/properties/mode": #"{"time": {"mode": "zzz"}}"#,
    "#/properties/dateRange/properties/mode": #"{"dateRange": {"mode": "zzz"}}"#,
    "#/properties/dateTime/properties/dateMode": #"{"dateTime": {"dateMode": "zzz", "timeMode": "HH"}}"#,
    "#/properties/dateTime/properties/timeMode": #"{"dateTime": {"dateMode": "yyyy", "timeMode": "zzz"}}"#,
    "#/properties/transform": #"{"transform": "zzz"}"#,
    "#/$defs/metric": #"{"maxLength": 1, "metric": "zzz"}"#,
    "#/$defs/switch": #"{"emoji": "zzz"}"#,
    "#/$defs/allowItem/anyOf/0": #"{"allow": "zzz"}"#,
    "#/$defs/validator": #"{"validate": "zzz"}"#,
    "#/properties/decimal/properties/groupingStyle":
      #"{"decimal": {"grouping": ",", "groupingStyle": "zzz"}}"#,
  ]

  /// The enums that list what is rejected rather than what is accepted.
  static let exclusions: [String: @Sendable (String) -> String] = [
    "#/properties/decimal/properties/grouping/not": {
      #"{"decimal": {"grouping": \#(Self.quoted($0))}}"#
    },
    "#/$defs/maskLayout/properties/slots/propertyNames/not": {
      #########"{"mask": {"pattern": "#C", "slots": {\#########(Self.quoted($0)): "1"}}}"#########
    },
  ]

  static func quoted(_ text: String) -> String {
    String(decoding: try! JSONEncoder().encode(text), as: UTF8.self)
  }

  /// Every `enum` in the schema, by JSON pointer.
  static func allEnums(in value: JSONValue, at pointer: String = "#") -> [String: JSONValue] {
    switch value {
    case .object(let members):
      var found: [String: JSONValue] = [:]
      for (key, member) in members {
        if key == "enum" { found[pointer] = member }
        found.merge(allEnums(in: member, at: pointer + "/" + key)) { $1 }
      }
      return found
    case .array(let items):
      var found: [String: JSONValue] = [:]
      for (index, item) in items.enumerated() {
        found.merge(allEnums(in: item, at: pointer + "/\(index)")) { $1 }
      }
      return found
    default:
      return [:]
    }
  }

  @Test func everyEnumIsWhatTheDecoderAccepts() throws {
    let found = Self.allEnums(in: Self.schema)
    #expect(Set(found.keys) == Set(Self.enums.keys).union(Self.exclusions.keys))
    for (pointer, json) in Self.enums {
      #expect(Self.strings(found[pointer]) == Self.decoderList(json, "expected"), "\(pointer)")
    }
    for (pointer, file) in Self.exclusions {
      for value in Self.strings(found[pointer]) {
        #expect(throws: TextInputError.self, "\(pointer): \(value)") {
          try InputPolicy(json: file(value))
        }
      }
    }
  }

  /// Files that the schema and the decoder both accept, or both reject.
  @Test(arguments: [
    "{}",
    #"{"allow": "digits", "maxLength": 11}"#,
    #"{"emoji": "reject", "invisibles": "reject", "maxLength": 16, "metric": "gb18030"}"#,
    #"{"decimal": {"fractionDigits": 2, "integerDigits": 8, "grouping": ","}}"#,
    #"{"allow": ["lowercase", "digits", {"characters": "_"}], "transform": "lowercase"}"#,
    #"{"deny": {"characters": "<>"}, "maxLength": 3, "overflow": "reject"}"#,
    #"{"pattern": "[a-z]*", "maxLength": 280, "metric": "twitter"}"#,
    #"{"bidi": "rejectOverrides", "zeroWidth": "reject", "maxCombiningMarks": 3, "mixedScripts": "reject"}"#,
    #########"{"mask": "### #### ####", "required": true, "validate": "phone-cn"}"#########,
    #########"{"mask": {"pattern": "###### ######## ###C", "slots": {"C": "0123456789Xx"}, "required": 17}}"#########,
    #"{"minLength": {"length": 2, "metric": "utf8"}, "validate": ["luhn", "id-cn"]}"#,
    #"{"minLength": 2, "metric": "utf8"}"#,
    #"{"preset": "nickname", "maxLength": 20}"#,
    #"{"preset": "phone-cn", "validate": [], "required": false}"#,
    #"{"preset": "nickname", "metric": "utf8", "overflow": "reject"}"#,
    #"{"maxLength": 1000000000}"#,
    // Rejected by both.
    #"{"maxLenght": 11}"#,
    #"{"maxLength": 0}"#,
    #"{"maxLength": 1000000001}"#,
    #"{"maxLength": 2.5}"#,
    #"{"maxLength": "11"}"#,
    #"{"maxLength": 5, "metric": "bytes"}"#,
    #"{"metric": "utf8"}"#,
    #"{"overflow": "reject"}"#,
    #"{"allow": "emoji"}"#,
    #"{"allow": [["digits"]]}"#,
    #"{"allow": {"characters": "a", "more": "b"}}"#,
    ##"{"deny": "#"}"##,
    #"{"deny": {}}"#,
    #"{"emoji": true}"#,
    #"{"bidi": "yes"}"#,
    #"{"maxCombiningMarks": -1}"#,
    #"{"decimal": 2}"#,
    #"{"decimal": {"places": 2}}"#,
    #"{"decimal": {"fractionDigits": -1}}"#,
    #"{"decimal": {"integerDigits": 0}}"#,
    #"{"decimal": {"grouping": "5"}}"#,
    #"{"decimal": {"grouping": ",,"}}"#,
    #"{"decimal": {"grouping": ""}}"#,
    #"{"pattern": 5}"#,
    #"{"transform": "title"}"#,
    #"{"mask": ""}"#,
    #"{"mask": 11}"#,
    #"{"mask": {"slots": {}}}"#,
    #########"{"mask": {"pattern": "#C", "slots": {"CD": "1"}}}"#########,
    #########"{"mask": {"pattern": "#C", "slots": {"#": "1"}}}"#########,
    #########"{"mask": {"pattern": "#C", "slots": {"C": ""}}}"#########,
    #########"{"mask": {"pattern": "#", "required": 0}}"#########,
    #########"{"mask": {"pattern": "#", "width": 2}}"#########,
    #"{"required": "yes"}"#,
    #"{"required": 1}"#,
    #"{"minLength": 0}"#,
    #"{"minLength": {"metric": "utf8"}}"#,
    #"{"minLength": {"length": 2, "metric": "bytes"}}"#,
    #"{"validate": "visa"}"#,
    #"{"validate": 1}"#,
    #"{"validate": ["luhn", 2]}"#,
    #"{"preset": "phone-us"}"#,
    #"{"zeroWidth": null}"#,
    "[1, 2]",
    #""digits""#,
  ])
  func theSchemaAndTheDecoderAgree(json: String) throws {
    let value = try StrictJSONDecoder().decode(JSONValue.self, from: json)
    let decoded = (try? InputPolicy(json: json)) != nil
    #expect(try Self.checker.validates(value) == decoded, "decoder: \(decoded)")
  }

  @Test func theCheckerRejectsKeywordsItDoesNotKnow() {
    let checker = JSONSchemaSubset(root: .object(["pattern": .string("^a$")]))
    #expect(throws: JSONSchemaSubset.Unsupported.self) { try checker.validates(.string("a")) }
  }
}
