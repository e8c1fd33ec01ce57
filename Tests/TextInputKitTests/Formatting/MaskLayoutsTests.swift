import Testing
import TextInputKit
import TextInputKitSimulator
import TextInputKitTesting

/// Several layouts for one field: a bank card laid out by its first digits.
@Suite("Mask layouts")
struct MaskLayoutsTests {
  struct Typing: Sendable, CustomTestStringConvertible {
    var digits: String
    var expected: String
    var testDescription: String { "\(digits) → \"\(expected)|\"" }
  }

  static let cards = [
    Typing(digits: "378282246310005", expected: "3782 822463 10005"),
    Typing(digits: "4111111111111111", expected: "4111 1111 1111 1111"),
    Typing(digits: "30569309025904", expected: "3056 930902 5904"),
    Typing(digits: "6212345678901234569", expected: "6212 3456 7890 1234 569"),
    Typing(digits: "5555555555554444", expected: "5555 5555 5555 4444"),
  ]

  /// Typed digit by digit, the caret stands after the last digit at every step, and every step
  /// shows the value of the digits so far in the layout of that value.
  @Test(arguments: cards, InterceptionMode.allCases)
  func typingDigitByDigit(_ card: Typing, mode: InterceptionMode) {
    let field = SimulatedTextField(text: "")
    field.intercept(policy: .bankCard, mode: mode)
    var typed = ""
    for digit in card.digits {
      field.type(String(digit))
      typed.append(digit)
      let display = InputPolicy.bankCard.display(of: typed)
      #expect(field.drawing == display + "|", "after \(typed)")
    }
    #expect(field.drawing == card.expected + "|")
    #expect(InputPolicy.bankCard.completion(of: field.text).isComplete)
    #expect(field.undoErrors == [])
  }

  @Test(arguments: InterceptionMode.allCases)
  func aFullAmericanExpressNumberTakesNoMoreDigits(mode: InterceptionMode) {
    let field = SimulatedTextField(text: "")
    field.intercept(policy: .bankCard, mode: mode)
    field.typeEach("3782822463100051")
    #expect(field.drawing == "3782 822463 10005|")
  }

  @Test(arguments: InterceptionMode.allCases)
  func aPasteTakesTheLayoutOfWhatIsPasted(mode: InterceptionMode) {
    let field = SimulatedTextField(text: "")
    field.intercept(policy: .bankCard, mode: mode)
    field.paste("3782-822463-10005")
    #expect(field.drawing == "3782 822463 10005|")
  }

  /// Deleting the digit that decided the layout lays the rest out again, the caret after the
  /// digit before the deleted one.
  @Test(arguments: InterceptionMode.allCases)
  func deletingTheDecidingDigitChangesTheLayout(mode: InterceptionMode) {
    let field = SimulatedTextField(text: "")
    field.intercept(policy: .bankCard, mode: mode)
    field.typeEach("37828224")
    #expect(field.drawing == "3782 8224|")
    field.select(2..<2)
    field.backspace()
    #expect(field.drawing == "3|828 224")
  }

  @Test func theLayoutStaysWhileItsStartStays() {
    let starts = ["3", "37", "378", "3782", "37828", "378282"].map {
      InputPolicy.bankCard.display(of: $0)
    }
    #expect(starts == ["3", "37", "378", "3782", "3782 8", "3782 82"])
  }

  @Test func aWrongCheckDigitIsIncomplete() {
    #expect(!InputPolicy.bankCard.completion(of: "3782 822463 10006").isComplete)
  }

  @Test func layoutsByLength() throws {
    let short = InputPolicy(
      try InputRules.Mask(layouts: [InputRules.Mask("### ###"), InputRules.Mask("### #### ####")]))
    #expect(short.display(of: "123456") == "123 456")
    #expect(short.display(of: "1234567") == "123 4567")
  }

  @Test func policyFileForm() throws {
    let json = try InputPolicy.bankCard.jsonString()
    #expect(json.contains(#""startsWith":["34","37"]"#))
    #expect(try InputPolicy(json: json) == .bankCard)
  }

  @Test(arguments: [#"{"mask": []}"#, ##"{"mask": [["#"]]}"##, ##"{"mask": [{"pattern": "#", "startsWith": [""]}]}"##])
  func malformedLayouts(_ json: String) {
    #expect(throws: TextInputError.self) { try InputPolicy(json: json) }
  }
}
