import Testing

@testable import TextInputKit

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

  @Test func anUnknownKeyIsShownWithItsArguments() {
    #expect(LocalizedMessage("future.key", ["b": "2", "a": "1"]).text(in: .english) == "future.key a=1 b=2")
  }
}
