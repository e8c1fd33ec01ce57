import Foundation
import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitErrors
@testable import TextInputKitInteraction
@testable import TextInputKitMessages

@Suite struct MessageCatalogTests {
  /// The names in braces of a template.
  static func placeholders(_ template: String) -> Set<String> {
    var names: Set<String> = []
    var rest = template[...]
    while let open = rest.firstIndex(of: "{"), let close = rest[open...].firstIndex(of: "}") {
      names.insert(String(rest[rest.index(after: open)..<close]))
      rest = rest[rest.index(after: close)...]
    }
    return names
  }

  @Test func translationsAreFound() {
    for language in [MessageLanguage.simplifiedChinese, .traditionalChinese] {
      #expect(MessageCatalog.shared.translations[language]?.isEmpty == false, "\(language)")
    }
  }

  @Test(arguments: [MessageLanguage.simplifiedChinese, .traditionalChinese])
  func everyMessageIsTranslatedWithTheSamePlaceholders(_ language: MessageLanguage) {
    let table = MessageCatalog.shared.translations[language] ?? [:]
    for (key, english) in MessageCatalog.english where !key.hasSuffix("#one") {
      guard let translation = table[key] else {
        Issue.record("\(key) has no \(language.rawValue) translation")
        continue
      }
      #expect(Self.placeholders(translation) == Self.placeholders(english), "\(key)")
    }
    for key in table.keys {
      #expect(MessageCatalog.english[key] != nil, "\(language.rawValue) translates unknown \(key)")
    }
  }

  @Test func aKeyBelongsToOneTable() {
    var seen: Set<String> = []
    for table in MessageCatalog.englishTables {
      for key in table.keys {
        #expect(seen.insert(key).inserted, "\(key) is in two tables")
      }
    }
  }

  @Test func singularEntriesHaveAPlural() {
    for key in MessageCatalog.english.keys where key.hasSuffix("#one") {
      #expect(MessageCatalog.english[String(key.dropLast(4))] != nil, "\(key)")
    }
  }

  @Test(arguments: [
    ("zh_CN.UTF-8", MessageLanguage.simplifiedChinese),
    ("zh-Hans-CN", .simplifiedChinese),
    ("zh", .simplifiedChinese),
    ("zh_SG", .simplifiedChinese),
    ("zh-Hant", .traditionalChinese),
    ("zh_TW.UTF-8", .traditionalChinese),
    ("zh-HK", .traditionalChinese),
    ("zh-Hans-HK", .simplifiedChinese),
    ("en_US.UTF-8", .english),
    ("en", .english),
  ])
  func languageFromAnIdentifier(_ identifier: String, _ expected: MessageLanguage) {
    #expect(MessageLanguage(identifier: identifier) == expected)
  }

  @Test(arguments: ["fr-FR", "C", "POSIX", "", "C.UTF-8"])
  func languagesThePackageDoesNotSpeak(_ identifier: String) {
    #expect(MessageLanguage(identifier: identifier) == nil)
    #expect(MessageLanguage(preferring: [identifier]) == .english)
  }

  @Test func unitsFollowTheCount() {
    let one = LocalizedMessage("test", ["count": "1", "metric": "characters"])
    let many = LocalizedMessage("test", ["count": "11", "metric": "characters"])
    let catalog = MessageCatalog.shared
    #expect(catalog.fill("{count} {unit}", with: one.arguments, in: .english) == "1 character")
    #expect(catalog.fill("{count} {unit}", with: many.arguments, in: .english) == "11 characters")
    #expect(catalog.fill("{count}{unit}", with: many.arguments, in: .simplifiedChinese) == "11个字符")
    #expect(catalog.fill("{count}{unit}", with: one.arguments, in: .traditionalChinese) == "1個字元")
    #expect(catalog.fill("{count} {other}", with: one.arguments, in: .english) == "1 {other}")
  }

  @Test func verbatimTextIsTheSameInEveryLanguage() {
    for language in MessageLanguage.allCases {
      #expect(LocalizedMessage.verbatim("Enter 4 digits.").text(in: language) == "Enter 4 digits.")
    }
  }

  static let rangeBackwards = LocalizedMessage(
    "pattern.invalid",
    ["pattern": "[z-a]", "reason": "pattern.reason.rangeBackwards", "range": "z-a"])

  @Test(arguments: [
    (
      MessageLanguage.english,
      #"The pattern "[z-a]" does not compile: the range "z-a" goes backwards."#
    ),
    (.simplifiedChinese, #"模式 "[z-a]" 无法编译：范围 "z-a" 的顺序颠倒了。"#),
    (.traditionalChinese, #"模式 "[z-a]" 無法編譯：範圍 "z-a" 的順序顛倒了。"#),
  ])
  func aMessageInsideAMessageIsInTheSameLanguage(_ language: MessageLanguage, _ expected: String) {
    #expect(Self.rangeBackwards.text(in: language) == expected)
  }

  @Test func aMessageInsideAMessageIsEncodedAsItsKey() throws {
    let data = try JSONEncoder().encode(Self.rangeBackwards)
    let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let arguments = try #require(object["arguments"] as? [String: String])
    #expect(arguments["reason"] == "pattern.reason.rangeBackwards")
    #expect(try JSONDecoder().decode(LocalizedMessage.self, from: data) == Self.rangeBackwards)
  }

  /// A reason of an earlier version, a sentence, is shown as written.
  @Test(arguments: [
    (MessageLanguage.english, #"The pattern "(ab" does not compile: a "(" is not closed."#),
    (.simplifiedChinese, #"模式 "(ab" 无法编译：a "(" is not closed。"#),
  ])
  func anArgumentThatIsNotAKeyIsShownAsWritten(_ language: MessageLanguage, _ expected: String) {
    let message = LocalizedMessage(
      "pattern.invalid", ["pattern": "(ab", "reason": #"a "(" is not closed"#])
    #expect(message.text(in: language) == expected)
  }

  @Test func aMessageThatNamesItselfEnds() {
    let message = LocalizedMessage(
      "pattern.invalid", ["pattern": "x", "reason": "pattern.invalid"])
    #expect(
      message.text(in: .english)
        == #"The pattern "x" does not compile: "#
        + #"The pattern "x" does not compile: pattern.invalid.."#)
  }

  @Test func anUnknownKeyIsShownWithItsArguments() {
    #expect(LocalizedMessage("future.key", ["b": "2", "a": "1"]).text(in: .english) == "future.key a=1 b=2")
  }
}
