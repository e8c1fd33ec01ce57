import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// What rules and checks say, in each language, from the rules themselves: the English text is
/// the text the package has always shown.
@Suite("Messages of rules and checks")
struct ChangeMessageTests {
  struct Case: Sendable, CustomTestStringConvertible {
    var name: String
    var message: LocalizedMessage?
    var english: String
    var simplified: String
    var traditional: String
    var testDescription: String { name }
  }

  static func change(_ policy: InputPolicy, _ text: String) -> LocalizedMessage? {
    policy.violations(in: text).first?.localizedMessage
  }

  static func check(_ policy: InputPolicy, _ value: String) -> LocalizedMessage? {
    policy.completion(of: value).localizedMessage
  }

  static let cases: [Case] = [
    Case(
      name: "emoji", message: change(.nickname, "小明😀"),
      english: "Emoji are not allowed here.", simplified: "此处不能输入表情。",
      traditional: "此處不能輸入表情符號。"),
    Case(
      name: "invisibles", message: change(.nickname, "小 明"),
      english: "Spaces and invisible characters are not allowed here.",
      simplified: "此处不能输入空格或不可见字符。", traditional: "此處不能輸入空格或不可見字元。"),
    Case(
      name: "maxLength, 11 characters", message: change(.phoneCN, "138001380001"),
      english: "At most 11 characters.", simplified: "最多 11 个字符。", traditional: "最多 11 個字元。"),
    Case(
      name: "maxLength, 1 character", message: change(InputPolicy(.maxLength(1)), "ab"),
      english: "At most 1 character.", simplified: "最多 1 个字符。", traditional: "最多 1 個字元。"),
    Case(
      name: "maxLength, GB 18030 bytes", message: change(.nickname, "一二三四五六七八九"),
      english: "At most 16 bytes (a Chinese character counts 2).",
      simplified: "最多 16 个字节（一个汉字算 2 个）。", traditional: "最多 16 個位元組（一個漢字算 2 個）。"),
    Case(
      name: "maxLength, 1 byte", message: change(InputPolicy(.maxLength(1, counting: .utf8)), "ab"),
      english: "At most 1 byte.", simplified: "最多 1 个字节。", traditional: "最多 1 個位元組。"),
    Case(
      name: "maxLength, Twitter",
      message: change(.tweet, String(repeating: "中", count: 141)),
      english: "At most 280 characters (a Chinese character or an emoji counts 2).",
      simplified: "最多 280 个字符（一个汉字或表情算 2 个）。",
      traditional: "最多 280 個字元（一個漢字或表情符號算 2 個）。"),
    Case(
      name: "minLength", message: check(InputPolicy(.minLength(11)), "138"),
      english: "At least 11 characters.", simplified: "至少 11 个字符。", traditional: "至少 11 個字元。"),
    Case(
      name: "required", message: check(InputPolicy(.required), ""),
      english: "Required.", simplified: "此项必填。", traditional: "此欄位為必填。"),
    Case(
      name: "allow digits", message: change(.phoneCN, "138a"),
      english: "Only digits are allowed here.", simplified: "此处只能输入数字。",
      traditional: "此處只能輸入數字。"),
    Case(
      name: "allow digits and characters", message: change(InputPolicy(.allow(.digits, plus: "-")), "a"),
      english: "Only digits and \"-\" are allowed here.", simplified: "此处只能输入数字和“-”。",
      traditional: "此處只能輸入數字和「-」。"),
    Case(
      name: "allow letters and digits", message: change(InputPolicy(.allow(.alphanumeric)), "-"),
      english: "Only letters and digits are allowed here.", simplified: "此处只能输入字母和数字。",
      traditional: "此處只能輸入字母和數字。"),
    Case(
      name: "full-width converted", message: change(.phoneCN, "１３８"),
      english: "Full-width characters were converted.", simplified: "全角字符已转换为半角。",
      traditional: "全形字元已轉換為半形。"),
    Case(
      name: "decimal, fraction digits", message: change(.price, "3.14159"),
      english: "At most 2 digits after the decimal point.", simplified: "小数点后最多 2 位。",
      traditional: "小數點後最多 2 位。"),
    Case(
      name: "decimal, one fraction digit",
      message: change(InputPolicy(.decimal(fractionDigits: 1)), "3.14"),
      english: "At most 1 digit after the decimal point.", simplified: "小数点后最多 1 位。",
      traditional: "小數點後最多 1 位。"),
    Case(
      name: "decimal, leading point", message: change(.price, ".5"),
      english: "A leading \".\" became \"0.\".", simplified: "开头的“.”已改为“0.”。",
      traditional: "開頭的「.」已改為「0.」。"),
    Case(
      name: "decimal, leading zero", message: change(.price, "05"),
      english: "A redundant leading zero was removed.", simplified: "已去掉多余的前导 0。",
      traditional: "已移除多餘的前導 0。"),
    Case(
      name: "decimal, letters", message: change(.price, "1a"),
      english: "Only digits and one decimal point are allowed here.",
      simplified: "此处只能输入数字和一个小数点。", traditional: "此處只能輸入數字和一個小數點。"),
    Case(
      name: "mask, a letter in a digit slot", message: change(.phoneCNSpaced, "138a"),
      english: "Only digits fit here.", simplified: "此处只能填数字。", traditional: "此處只能填數字。"),
    Case(
      name: "phone, a symbol", message: change(.phone, "650%"),
      english: "A phone number takes only digits and a leading +.",
      simplified: "电话号码只能包含数字和开头的 +。", traditional: "電話號碼只能包含數字和開頭的 +。"),
    Case(
      name: "date, a letter", message: change(.birthDate, "1a"),
      english: "Only digits fit here: the separators are added by the field.",
      simplified: "此处只能填数字，分隔符由输入框添加。", traditional: "此處只能填數字，分隔符由輸入框添加。"),
    Case(
      name: "mask, full", message: change(.phoneCNSpaced, "138001380001"),
      english: "The field is full.", simplified: "输入框已满。", traditional: "欄位已滿。"),
    Case(
      name: "mask, unfinished", message: check(.bankCard, "6222 0212"),
      english: "Enter at least 16 characters; 8 so far.",
      simplified: "请至少输入 16 个字符，已输入 8 个。", traditional: "請至少輸入 16 個字元，已輸入 8 個。"),
    Case(
      name: "phone-cn, unfinished", message: Validator.phoneCN.completion(of: "138").localizedMessage,
      english: "A mobile number has 11 digits.", simplified: "手机号为 11 位数字。",
      traditional: "手機號碼為 11 位數字。"),
    Case(
      name: "phone-cn, prefix", message: Validator.phoneCN.completion(of: "12").localizedMessage,
      english: "A mobile number starts with 13 to 19.", simplified: "手机号须以 13 至 19 开头。",
      traditional: "手機號碼須以 13 至 19 開頭。"),
    Case(
      name: "luhn", message: Validator.luhn.completion(of: "79927398710").localizedMessage,
      english: "The check digit is wrong.", simplified: "卡号校验位有误。", traditional: "卡號檢查碼有誤。"),
    Case(
      name: "id-cn, birth date", message: Validator.idCN.completion(of: "110105194902310021").localizedMessage,
      english: "The birth date 19490231 is not a real date.", simplified: "出生日期 19490231 不是有效日期。",
      traditional: "出生日期 19490231 不是有效的日期。"),
    Case(
      name: "uppercased", message: change(InputPolicy(.uppercased), "abc"),
      english: "Letters were uppercased.", simplified: "字母已转为大写。", traditional: "字母已轉為大寫。"),
    Case(
      name: "mixed scripts", message: change(.secure, "pаypal"),
      english:
        "Letters from different scripts cannot be mixed here: the Cyrillic \"а\" looks like the Latin \"a\".",
      simplified: "此处不能混用不同文字的字母：西里尔字母“а”看起来像拉丁字母“a”。",
      traditional: "此處不能混用不同文字的字母：西里爾字母「а」看起來像拉丁字母「a」。"),
  ]

  @Test(arguments: cases)
  func inEachLanguage(_ c: Case) throws {
    let message = try #require(c.message)
    #expect(message.text(in: .english) == c.english)
    #expect(message.text(in: .simplifiedChinese) == c.simplified)
    #expect(message.text(in: .traditionalChinese) == c.traditional)
    #expect(MessageCatalog.english[message.key] != nil, "\(message.key) is not in the tables")
  }

  @Test func aChangeShowsItsMessageInTheCurrentLanguage() throws {
    let change = try #require(InputPolicy.phoneCN.violations(in: "138a").first)
    #expect(change.message == change.message(in: .current))
    #expect(change.message(in: .simplifiedChinese) == "此处只能输入数字。")
    #expect(change.description == "allow removed \"a\": Only digits are allowed here.")
    #expect(change.description(in: .traditionalChinese) == "allow removed \"a\": 此處只能輸入數字。")
  }

  @Test func aMessageOfYourOwnIsTheSameInEveryLanguage() {
    var change = PolicyChange(rule: "code", kind: .rejected, removed: "x", message: "Enter 4 digits.")
    #expect(change.message(in: .simplifiedChinese) == "Enter 4 digits.")
    #expect(change.localizedMessage == .verbatim("Enter 4 digits."))
    change.message = "Enter 6 digits."
    #expect(change.message(in: .traditionalChinese) == "Enter 6 digits.")
    let completion = Completion.incomplete(rule: "code", message: "Enter 4 digits.")
    #expect(completion.message(in: .simplifiedChinese) == "Enter 4 digits.")
    #expect(Completion.complete.message(in: .simplifiedChinese) == "")
    #expect(Completion.complete.localizedMessage == nil)
  }

  @Test func aCompletionDescribesItselfInALanguage() {
    let completion = InputPolicy(.minLength(11)).completion(of: "138")
    #expect(completion.description == "incomplete minLength: At least 11 characters.")
    #expect(completion.description(in: .simplifiedChinese) == "incomplete minLength: 至少 11 个字符。")
    #expect(Completion.complete.description(in: .traditionalChinese) == "complete")
  }
}
