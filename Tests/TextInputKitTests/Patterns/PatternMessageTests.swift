import Foundation
import Testing
import TextInputKit

/// Why a pattern does not compile, said whole in the reader's language: the reason inside the
/// sentence is a message of its own, not English passed through.
@Suite("Pattern messages")
struct PatternMessageTests {
  /// A malformed pattern and its reason in English, Simplified and Traditional Chinese.
  struct Case: Sendable, CustomTestStringConvertible {
    var pattern: String
    var english: String
    var simplified: String
    var traditional: String

    init(_ pattern: String, _ english: String, _ simplified: String, _ traditional: String) {
      self.pattern = pattern
      self.english = english
      self.simplified = simplified
      self.traditional = traditional
    }

    var testDescription: String { pattern }
  }

  /// One pattern for each reason the parser gives; the English is the text of 1.0.
  static let cases: [Case] = [
    Case(
      "ab)", #"it has a ")" without a matching "(""#, #"有一个 ")" 没有对应的 "(""#,
      #"有一個 ")" 沒有對應的 "(""#),
    Case("(ab", #"a "(" is not closed"#, #"有一个 "(" 没有闭合"#, #"有一個 "(" 沒有閉合"#),
    Case(
      String(repeating: "(", count: 65) + String(repeating: ")", count: 65),
      "groups are nested more than 64 deep", "分组嵌套超过 64 层", "群組巢狀超過 64 層"),
    Case(
      "(?<a-b>x)", #"a group name has the character "-""#, #"分组名称中有字符 "-""#,
      #"群組名稱中有字元 "-""#),
    Case("(?<ab", "a group name is not closed", "分组名称没有闭合", "群組名稱沒有閉合"),
    Case(
      "(?=a)a", #"lookahead such as "(?=" or "(?!" needs backtracking"#,
      #"像 "(?=" 或 "(?!" 这样的前瞻断言需要回溯"#, #"像 "(?=" 或 "(?!" 這樣的前瞻斷言需要回溯"#),
    Case(
      "(?<=a)b", #"lookbehind such as "(?<=" needs backtracking"#, #"像 "(?<=" 这样的后顾断言需要回溯"#,
      #"像 "(?<=" 這樣的後顧斷言需要回溯"#),
    Case(
      #"(a)\1"#, #"backreferences such as "\1" or "\k<name>" need backtracking"#,
      #"像 "\1" 或 "\k<name>" 这样的反向引用需要回溯"#, #"像 "\1" 或 "\k<name>" 這樣的反向參考需要回溯"#),
    Case(
      "(?P<x>a)(?P=x)", #"backreferences such as "(?P=name)" need backtracking"#,
      #"像 "(?P=name)" 这样的反向引用需要回溯"#, #"像 "(?P=name)" 這樣的反向參考需要回溯"#),
    Case(
      "(?P>x)", #"recursion such as "(?P>name)" is not supported"#, #"不支持像 "(?P>name)" 这样的递归"#,
      #"不支援像 "(?P>name)" 這樣的遞迴"#),
    Case(
      "(?>a)", #"atomic groups "(?>...)" need backtracking"#, #"原子组 "(?>...)" 需要回溯"#,
      #"原子群組 "(?>...)" 需要回溯"#),
    Case(
      "a*+", #"possessive quantifiers such as "a*+" need backtracking"#, #"像 "a*+" 这样的占有量词需要回溯"#,
      #"像 "a*+" 這樣的佔有量詞需要回溯"#),
    Case(
      "(?(1)a|b)", #"conditionals "(?(...)" need backtracking"#, #"条件分支 "(?(...)" 需要回溯"#,
      #"條件分支 "(?(...)" 需要回溯"#),
    Case(
      "(?|a)", #"branch reset groups "(?|...)" are not supported"#, #"不支持分支重置组 "(?|...)""#,
      #"不支援分支重設群組 "(?|...)""#),
    Case(
      "(?#x)", #"comments "(?#...)" are not supported"#, #"不支持注释 "(?#...)""#,
      #"不支援註解 "(?#...)""#),
    Case(
      "(?i)a",
      #"options and group kinds such as "(?i)" are not supported; write the cases out, as in "[aA]""#,
      #"不支持像 "(?i)" 这样的选项和分组类型；请把大小写分别写出，例如 "[aA]""#,
      #"不支援像 "(?i)" 這樣的選項和群組類型；請把大小寫分別寫出，例如 "[aA]""#),
    Case(
      "(*ACCEPT)", #"verbs such as "(*ACCEPT)" are not supported"#, #"不支持像 "(*ACCEPT)" 这样的控制动词"#,
      #"不支援像 "(*ACCEPT)" 這樣的控制動詞"#),
    Case(
      #"\bA"#, #"word boundaries "\b" and "\B" are not supported"#, #"不支持单词边界 "\b" 和 "\B""#,
      #"不支援字詞邊界 "\b" 和 "\B""#),
    Case(
      "*a", #""*" must follow something to repeat; write "\*" for the character"#,
      #""*" 前面必须有要重复的内容；要表示这个字符本身，请写 "\*""#,
      #""*" 前面必須有要重複的內容；要表示這個字元本身，請寫 "\*""#),
    Case(
      "{2}a", "a repetition must follow something to repeat", "重复次数前面必须有要重复的内容",
      "重複次數前面必須有要重複的內容"),
    Case(
      "^*", #"a quantifier cannot follow "^""#, #"量词不能跟在 "^" 后面"#, #"量詞不能接在 "^" 後面"#),
    Case(
      "a$+", #"a quantifier cannot follow "$""#, #"量词不能跟在 "$" 后面"#, #"量詞不能接在 "$" 後面"#),
    Case(
      "a{2}{3}", #"a quantifier cannot follow another; group the part first, as in "(a{2}){3}""#,
      #"量词不能紧跟另一个量词；请先把这部分分组，例如 "(a{2}){3}""#,
      #"量詞不能緊接另一個量詞；請先把這部分組成群組，例如 "(a{2}){3}""#),
    Case("a{1001}", "a repetition count is over 1000", "重复次数超过 1000", "重複次數超過 1000"),
    Case(
      "a{3,2}", "the repetition {3,2} has a larger lower bound than upper bound",
      "重复 {3,2} 的下限大于上限", "重複 {3,2} 的下限大於上限"),
    Case(#"ab\"#, #"it ends with a lone "\""#, #"以单独的 "\" 结尾"#, #"以單獨的 "\" 結尾"#),
    Case(
      #"\Q.\E"#, #"the escape "\Q" is not supported"#, #"不支持转义 "\Q""#, #"不支援跳脫序列 "\Q""#),
    Case(
      #"\u{41"#, #"a "\u{" or "\x{" escape is not closed"#, #""\u{" 或 "\x{" 转义没有闭合"#,
      #""\u{" 或 "\x{" 跳脫序列沒有閉合"#),
    Case(
      #"\u{D800}"#, "a hexadecimal escape is not a valid code point", "十六进制转义不是有效的码位",
      "十六進位跳脫序列不是有效的碼位"),
    Case(
      #"\pL"#, #"write a property in braces, as in "\p{Han}""#, #"属性要写在花括号中，例如 "\p{Han}""#,
      #"屬性要寫在大括號中，例如 "\p{Han}""#),
    Case(
      #"\P{Han"#, #"a property "\P{" is not closed"#, #"属性 "\P{" 没有闭合"#, #"屬性 "\P{" 沒有閉合"#),
    Case(
      #"\p{Nonsense}"#,
      #"the property "Nonsense" is not known; use a general category (L, Lu, Nd), a script (Han, Latin) or Alphabetic, White_Space, Emoji, Any"#,
      #"未知的属性 "Nonsense"；请使用通用类别（"L"、"Lu"、"Nd"）、文字（"Han"、"Latin"）或 "Alphabetic"、"White_Space"、"Emoji"、"Any""#,
      #"未知的屬性 "Nonsense"；請使用一般類別（"L"、"Lu"、"Nd"）、文字（"Han"、"Latin"）或 "Alphabetic"、"White_Space"、"Emoji"、"Any""#
    ),
    Case("[a-", #"a "[" is not closed"#, #"有一个 "[" 没有闭合"#, #"有一個 "[" 沒有閉合"#),
    Case(
      "[]", #"a class cannot be empty; write "\]" for the bracket"#, #"字符类不能为空；要表示方括号本身，请写 "\]""#,
      #"字元類別不能為空；要表示方括號本身，請寫 "\]""#),
    Case(
      "[[a]]", #"nested classes are not supported; write "\[" for the bracket"#,
      #"不支持嵌套的字符类；要表示方括号本身，请写 "\[""#, #"不支援巢狀的字元類別；要表示方括號本身，請寫 "\[""#),
    Case(
      "[[:alpha:]]", #"POSIX classes such as "[[:alpha:]]" are not supported; use \p{Alphabetic}"#,
      #"不支持 "[[:alpha:]]" 这类字符类；请使用 "\p{Alphabetic}""#,
      #"不支援 "[[:alpha:]]" 這類字元類別；請使用 "\p{Alphabetic}""#),
    Case(
      "[a&&b]", #"set operations such as "&&" in a class are not supported"#,
      #"不支持在字符类中使用 "&&" 这样的集合运算"#, #"不支援在字元類別中使用 "&&" 這樣的集合運算"#),
    Case(
      #"[\d-z]"#, #"a range in a class must go from one character to another, as in "[a-z]""#,
      #"字符类中的范围必须从一个字符到另一个字符，例如 "[a-z]""#, #"字元類別中的範圍必須從一個字元到另一個字元，例如 "[a-z]""#),
    Case(
      "[z-a]", #"the range "z-a" goes backwards"#, #"范围 "z-a" 的顺序颠倒了"#, #"範圍 "z-a" 的順序顛倒了"#),
    Case(
      #"[\b]"#, #""\b" in a class is not supported"#, #"不支持在字符类中使用 "\b""#,
      #"不支援在字元類別中使用 "\b""#),
  ]

  /// The error `pattern` throws, or `nil` when it compiles.
  static func error(of pattern: String) -> TextInputError? {
    do {
      _ = try InputRules.Pattern(pattern)
      return nil
    } catch {
      return error
    }
  }

  @Test(arguments: cases)
  func theWholeSentenceIsInEachLanguage(_ example: Case) throws {
    let error = try #require(Self.error(of: example.pattern), "\(example.pattern) compiled")
    #expect(error.kind == .invalidPattern)
    #expect(
      error.message.text(in: .english)
        == "The pattern \"\(example.pattern)\" does not compile: \(example.english).")
    #expect(
      error.message.text(in: .simplifiedChinese)
        == "模式 \"\(example.pattern)\" 无法编译：\(example.simplified)。")
    #expect(
      error.message.text(in: .traditionalChinese)
        == "模式 \"\(example.pattern)\" 無法編譯：\(example.traditional)。")
  }

  /// Token patterns run on Swift `Regex`, whose own explanation is English: the sentence keeps
  /// to a reason of its own, in each language, and names only the pattern.
  @Test(arguments: ["@[", #"(?<=\s)@\w+"#, #"\cX"#, #"\p{InBasic_Latin}"#, "a{3,2}"])
  func aTokenPatternThatDoesNotCompileIsSaidInEachLanguage(_ pattern: String) throws {
    let error = try #require(throws: TextInputError.self) { try TokenPattern(pattern) }
    #expect(error.kind == .invalidPattern)
    #expect(
      error.message.text(in: .english)
        == "The token pattern \"\(pattern)\" is not a valid regular expression.")
    #expect(error.message.text(in: .simplifiedChinese) == "标记模式 \"\(pattern)\" 不是有效的正则表达式。")
    #expect(error.message.text(in: .traditionalChinese) == "標記模式 \"\(pattern)\" 不是有效的正規表示式。")
    #expect(error.message.arguments.keys.sorted() == ["pattern"])
  }

  /// The text of `reason` outside its quotes: what a reader has to understand in words.
  static func words(_ reason: String) -> String {
    reason.split(separator: "\"", omittingEmptySubsequences: false).enumerated()
      .filter { $0.offset.isMultiple(of: 2) }.map { String($0.element) }.joined()
  }

  @Test(arguments: cases)
  func aChineseReasonHasNoEnglishWords(_ example: Case) throws {
    let error = try #require(Self.error(of: example.pattern))
    let frames = [(MessageLanguage.simplifiedChinese, "无法编译："), (.traditionalChinese, "無法編譯：")]
    for (language, frame) in frames {
      let text = error.message.text(in: language)
      let reason = try #require(text.range(of: frame).map { String(text[$0.upperBound...]) })
      let words = Self.words(reason)
      #expect(
        !words.unicodeScalars.contains { $0.isASCII && $0.properties.isAlphabetic },
        "\(language.rawValue): \(reason)")
    }
  }
}
