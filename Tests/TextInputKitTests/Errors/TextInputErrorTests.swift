import Foundation
import Testing
import TextInputKit

/// One error type for every file the package reads, its message in each language.
@Suite("TextInputError")
struct TextInputErrorTests {
  static func error(_ json: String) -> TextInputError? {
    #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
  }

  @Test(arguments: [
    (
      MessageLanguage.english,
      "`decimal.fractionDigits` must be at least 0; it is -1.",
      "Malformed JSON at line 2, column 17: a comma before \"}\"; remove it.",
      "Unknown key `maxLenght` at the top level; known keys: \(PolicyFileKeys.listed)."
    ),
    (
      .simplifiedChinese,
      "`decimal.fractionDigits` 至少为 0，现在是 -1。",
      "JSON 格式错误（第 2 行第 17 列）：\"}\" 前多了一个逗号，请删除。",
      "顶层有未知的键 `maxLenght`；可用的键：\(PolicyFileKeys.listed)。"
    ),
    (
      .traditionalChinese,
      "`decimal.fractionDigits` 至少為 0，目前是 -1。",
      "JSON 格式錯誤（第 2 行第 17 欄）：\"}\" 前多了一個逗號，請刪除。",
      "最上層有未知的鍵 `maxLenght`；可用的鍵：\(PolicyFileKeys.listed)。"
    ),
  ])
  func messagesInEachLanguage(
    _ language: MessageLanguage, _ range: String, _ malformed: String, _ unknown: String
  ) {
    #expect(
      Self.error(#"{"decimal": {"fractionDigits": -1}}"#)?.message.text(in: language) == range)
    #expect(Self.error("{\n  \"maxLength\": 1,}")?.message.text(in: language) == malformed)
    #expect(Self.error(#"{"maxLenght": 11}"#)?.message.text(in: language) == unknown)
  }

  @Test func theMessageIsAKeyAndArguments() throws {
    let error = try #require(Self.error(#"{"decimal": {"fractionDigits": -1}}"#))
    #expect(error.kind == .outOfRange)
    #expect(error.location == "decimal.fractionDigits")
    #expect(error.message.key == "decode.tooSmall")
    #expect(
      error.message.arguments == [
        "location": "decimal.fractionDigits", "minimum": "0", "value": "-1",
      ])
    #expect(error.description == error.message.text(in: .english))
    #expect(error.localizedDescription == error.message.text())
    #expect((error as any Error).localizedDescription == error.message.text())
    // Codable, so that a server can send it.
    let sent = try JSONEncoder().encode(error.message)
    #expect(try JSONDecoder().decode(LocalizedMessage.self, from: sent) == error.message)
  }

  @Test func errorsCompareWhole() {
    #expect(Self.error(#"{"maxLength": 0}"#) == Self.error(#"{"maxLength": 0}"#))
    #expect(Self.error(#"{"maxLength": 0}"#) != Self.error(#"{"maxLength": -1}"#))
  }

  @Test func aDecodingErrorIsLocatedByItsCodingPath() {
    struct Point: Decodable { var x: Int; var tags: [String] }
    let cases: [(String, TextInputError.Kind, String?, String)] = [
      (#"{"x": "1", "tags": []}"#, .wrongType, "x", "`x` must be a whole number."),
      (#"{"x": 1, "tags": [1]}"#, .wrongType, "tags[0]", "`tags[0]` must be a string."),
      (#"{"tags": []}"#, .missingKey, "x", "The key `x` is missing."),
      ("[]", .wrongType, nil, "The value must be a JSON object."),
    ]
    for (json, kind, location, message) in cases {
      do {
        _ = try JSONDecoder().decode(Point.self, from: Data(json.utf8))
        Issue.record("\(json) was decoded")
      } catch let error as DecodingError {
        let converted = TextInputError(error)
        #expect(converted.kind == kind, "\(json)")
        #expect(converted.location == location, "\(json)")
        #expect(converted.description == message)
      } catch {
        Issue.record("\(error)")
      }
    }
  }

  @Test func theStrictDecoderReadsAnyDecodable() throws {
    #expect(
      try StrictJSONDecoder().decode([String: [Int]].self, from: #"{"a": [1, 2]}"#) == [
        "a": [1, 2]
      ])
    let error = #expect(throws: TextInputError.self) {
      try StrictJSONDecoder().decode([Int].self, from: "[1, 2,]")
    }
    #expect(
      error?.description == #"Malformed JSON at line 1, column 6: a comma before "]"; remove it."#)
    let shallow = #expect(throws: TextInputError.self) {
      try StrictJSONDecoder(maximumDepth: 2).decode([[[Int]]].self, from: "[[[1]]]")
    }
    #expect(
      shallow?.description
        == "Malformed JSON at line 1, column 3: arrays and objects nest more than 2 deep.")
    let notUTF8 = #expect(throws: TextInputError.self) {
      try StrictJSONDecoder().decode(String.self, from: Data([0x22, 0xC3, 0x28, 0x22]))
    }
    #expect(notUTF8?.description == "Malformed JSON at line 1, column 2: the text is not UTF-8.")
  }
}
