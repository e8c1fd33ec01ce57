import Foundation
import Testing
import TextInputKit

@testable import TextInputCommands

/// The language of `textinput`'s messages: `--language`, or the environment's locale.
@Suite("textinput --language")
struct LanguageTests {
  static func lines(_ text: String) -> InputLines { InputLines(data: Data(text.utf8)) }

  @Test(arguments: [
    ([:], MessageLanguage.english),
    (["LANG": "zh_CN.UTF-8"], .simplifiedChinese),
    (["LANG": "zh_TW.UTF-8"], .traditionalChinese),
    (["LANG": "zh_HK.UTF-8"], .traditionalChinese),
    (["LANG": "en_US.UTF-8"], .english),
    (["LANG": "fr_FR.UTF-8"], .english),
    (["LANG": "C"], .english),
    (["LANG": "C.UTF-8"], .english),
    (["LANG": "POSIX"], .english),
    (["LANG": ""], .english),
    // LC_ALL, then LC_MESSAGES, then LANG; an empty one does not count.
    (["LC_ALL": "zh_TW.UTF-8", "LC_MESSAGES": "en_US.UTF-8", "LANG": "zh_CN.UTF-8"], .traditionalChinese),
    (["LC_MESSAGES": "zh_TW.UTF-8", "LANG": "zh_CN.UTF-8"], .traditionalChinese),
    (["LC_ALL": "", "LC_MESSAGES": "", "LANG": "zh_CN.UTF-8"], .simplifiedChinese),
    (["LC_ALL": "C", "LANG": "zh_CN.UTF-8"], .english),
    (["LC_ALL": "zh_CN.GB18030@stroke"], .simplifiedChinese),
    // LANGUAGE first, as gettext reads it, unless the locale is C.
    (["LANGUAGE": "zh_TW:en", "LANG": "en_US.UTF-8"], .traditionalChinese),
    (["LANGUAGE": "fr:zh_CN", "LANG": "fr_FR.UTF-8"], .simplifiedChinese),
    (["LANGUAGE": "fr", "LANG": "zh_TW.UTF-8"], .traditionalChinese),
    (["LANGUAGE": "en", "LANG": "zh_CN.UTF-8"], .english),
    (["LANGUAGE": "zh_CN", "LANG": "C.UTF-8"], .english),
    (["LANGUAGE": "zh_CN"], .english),
  ])
  func languageOfTheEnvironment(_ environment: [String: String], _ expected: MessageLanguage) {
    #expect(LanguageOption.language(of: environment) == expected)
  }

  @Test func theOptionWinsOverTheEnvironment() throws {
    let option = try LanguageOption.parse(["--language", "zh-Hant"])
    #expect(option.resolved(environment: ["LANG": "zh_CN.UTF-8"]) == .traditionalChinese)
    let none = try LanguageOption.parse([])
    #expect(none.resolved(environment: ["LANG": "zh_CN.UTF-8"]) == .simplifiedChinese)
    #expect(none.resolved(environment: [:]) == .english)
  }

  @Test func theOptionTakesEachLanguageAndNoOther() throws {
    for language in MessageLanguage.allCases {
      #expect(try LanguageOption.parse(["--language", language.rawValue]).language == language)
    }
    #expect(throws: (any Error).self) { try LanguageOption.parse(["--language", "fr"]) }
    #expect(throws: (any Error).self) { try LanguageOption.parse(["--language", "zh_CN"]) }
  }

  static let phoneLines = "13800138000\n1380013800a\n138001380001\n１３８００１３８０００\n"

  @Test(arguments: [
    (
      ["--language", "en"],
      "2: Only digits are allowed here.\n3: At most 11 characters.\n4: normalized allow: Full-width characters were converted.\n"
    ),
    (
      ["--language", "zh-Hans"],
      "2: 此处只能输入数字。\n3: 最多 11 个字符。\n4: normalized allow: 全角字符已转换为半角。\n"
    ),
    (
      ["--language", "zh-Hant"],
      "2: 此處只能輸入數字。\n3: 最多 11 個字元。\n4: normalized allow: 全形字元已轉換為半形。\n"
    ),
  ])
  func checkPrintsMessagesInTheLanguage(_ arguments: [String], _ expected: String) throws {
    let (output, status) = try Check.parse(["--policy", "phone-cn"] + arguments).process(
      input: Self.lines(Self.phoneLines), environment: ["LANG": "en_US.UTF-8"])
    #expect(output.standardOutput == expected)
    #expect(status == 1)
  }

  @Test func checkReadsTheLanguageOfTheEnvironment() throws {
    let (output, _) = try Check.parse(["--policy", #"{"validate": "luhn"}"#]).process(
      input: Self.lines("7\n"), environment: ["LC_ALL": "zh_TW.UTF-8"])
    #expect(output.standardOutput == "1: incomplete luhn: 請輸入完整的卡號。\n")
  }

  @Test func replayPrintsMessagesInTheLanguage() throws {
    let replay = try Replay.parse(["--policy", "phone-cn", "--trace", "--language", "zh-Hans", "-"])
    let (output, status) = replay.process(
      script: """
        {"type":"paste","text":"138-0013"}
        {"type":"type","text":"a"}
        """)
    #expect(status == 0)
    let lines = output.standardOutput.split(separator: "\n")
    #expect(lines.count == 3)
    #expect(lines[0].contains(#""changed":["allow removed \"-\": 此处只能输入数字。"]"#))
    #expect(lines[1].contains(#""rejected":"此处只能输入数字。""#))
  }

  @Test func demoPrintsMessagesInTheLanguage() {
    let transcript = Demo.transcript(in: .traditionalChinese)
    #expect(transcript.contains("rejected: 此處不能輸入表情符號。"))
    #expect(!transcript.contains("Emoji are not allowed here."))
    #expect(Demo.transcript().contains("rejected: Emoji are not allowed here."))
  }

  /// A pattern that does not compile is a bad policy, said whole in the language asked for: the
  /// reason too, with no English but the pattern and the option's name.
  @Test(arguments: [
    (["--language", "zh-Hans"], [String: String](), #"--policy: 模式 "(ab" 无法编译：有一个 "(" 没有闭合。"#),
    (["--language", "zh-Hant"], [:], #"--policy: 模式 "(ab" 無法編譯：有一個 "(" 沒有閉合。"#),
    ([], ["LANG": "zh_CN.UTF-8"], #"--policy: 模式 "(ab" 无法编译：有一个 "(" 没有闭合。"#),
    (
      ["--language", "en"], ["LANG": "zh_CN.UTF-8"],
      #"--policy: The pattern "(ab" does not compile: a "(" is not closed."#
    ),
  ])
  func theBuiltToolSaysWhyAPatternDoesNotCompile(
    _ language: [String], _ environment: [String: String], _ expected: String
  ) throws {
    let (printed, reported, status) = try ToolTests.runToolReadingErrors(
      ["check", "--policy", #"{"pattern":"(ab"}"#] + language, input: "ab\n",
      environment: environment)
    #expect(reported == expected + "\n")
    #expect(printed == "")
    #expect(status == 2)
  }

  /// The built tool, run with the locale of a Chinese server.
  @Test(arguments: [
    ("zh_CN.UTF-8", "2: 此处只能输入数字。\n3: 最多 11 个字符。\n4: normalized allow: 全角字符已转换为半角。\n"),
    ("zh_TW.UTF-8", "2: 此處只能輸入數字。\n3: 最多 11 個字元。\n4: normalized allow: 全形字元已轉換為半形。\n"),
    ("C.UTF-8", "2: Only digits are allowed here.\n3: At most 11 characters.\n4: normalized allow: Full-width characters were converted.\n"),
  ])
  func theBuiltToolFollowsLANG(_ lang: String, _ expected: String) throws {
    let (printed, status) = try ToolTests.runTool(
      ["check", "--policy", "phone-cn"], input: Self.phoneLines, environment: ["LANG": lang])
    #expect(printed == expected)
    #expect(status == 1)
  }
}
