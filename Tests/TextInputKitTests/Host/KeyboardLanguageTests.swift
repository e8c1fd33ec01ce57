import Testing
import TextInputKit

@Suite("KeyboardLanguage")
struct KeyboardLanguageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var language: String?
    var insertion: String
    var starts: Bool
    var testDescription: String {
      "\(language ?? "nil") + \"\(insertion)\" → \(starts ? "marked" : "inserted")"
    }
  }

  @Test(arguments: [
    Case(language: "zh-Hans", insertion: "n", starts: true),
    Case(language: "zh-Hans", insertion: "N", starts: true),
    Case(language: "zh-Hans", insertion: "'", starts: true),
    Case(language: "zh-Hans", insertion: "3", starts: false),
    Case(language: "zh-Hans", insertion: "，", starts: false),
    Case(language: "zh-Hans", insertion: "nihao", starts: true),
    Case(language: "zh-Hans", insertion: "ni hao", starts: true),
    Case(language: "zh-Hans", insertion: "xi'an", starts: true),
    Case(language: "zh-Hans", insertion: "ni3", starts: false),
    Case(language: "zh-Hans", insertion: " ", starts: false),
    Case(language: "zh-Hans", insertion: " ni", starts: false),
    Case(language: "zh-Hans", insertion: "ni😀", starts: false),
    Case(language: "ja-JP", insertion: "かな", starts: true),
    Case(language: "ko-KR", insertion: "한국", starts: true),
    Case(language: "en-US", insertion: "ni", starts: false),
    Case(language: "zh-Hans", insertion: "你", starts: false),
    Case(language: "zh-Hans", insertion: "😀", starts: false),
    Case(language: "zh-Hans", insertion: "", starts: false),
    Case(language: "zh-Hant", insertion: "ㄨ", starts: true),
    Case(language: "zh-Hant", insertion: "ˇ", starts: true),
    Case(language: "zh-HK", insertion: "a", starts: true),
    Case(language: "yue-Hant", insertion: "a", starts: true),
    Case(language: "ja-JP", insertion: "k", starts: true),
    Case(language: "ja-JP", insertion: "か", starts: true),
    Case(language: "ja-JP", insertion: "ー", starts: true),
    Case(language: "ja-JP", insertion: "1", starts: false),
    Case(language: "ko-KR", insertion: "ㅎ", starts: true),
    Case(language: "ko-KR", insertion: "한", starts: true),
    Case(language: "ko-KR", insertion: "a", starts: false),
    Case(language: "en-US", insertion: "n", starts: false),
    Case(language: "emoji", insertion: "😀", starts: false),
    Case(language: nil, insertion: "n", starts: false),
  ])
  func startsComposition(_ c: Case) {
    #expect(
      KeyboardLanguage(primaryLanguage: c.language).startsComposition(with: c.insertion) == c.starts
    )
  }

  @Test(arguments: [
    ("zh-Hans", true), ("zh-Hant", true), ("zh-HK", true), ("zh_TW", true), ("ja-JP", true),
    ("ko-KR", true), ("ZH-hans", true), ("en-US", false), ("emoji", false), ("dictation", false),
    ("", false),
  ])
  func composes(_ language: String, _ composes: Bool) {
    #expect(KeyboardLanguage(primaryLanguage: language).composes == composes)
  }

  @Test func anUnknownKeyboardDoesNotCompose() {
    #expect(!KeyboardLanguage(primaryLanguage: nil).composes)
  }
}
