import Testing
import TextInputKit

@Suite("Decimal numbers")
struct DecimalNumberTests {
  static let price = InputPolicy(.decimal(fractionDigits: 2, integerDigits: 6))

  @Test(arguments: [
    EditCase("12.3|", "4", "12.34|", .accepted),
    EditCase("12.34|", "5", "12.34|", .rejected),
    EditCase("12|", ".", "12.|", .accepted),
    EditCase("12.|", ".", "12.|", .rejected),
    EditCase("|", ".", "0.|", .changed),  // a leading point becomes "0."
    EditCase("|5", ".", "0.|5", .changed),
    EditCase("0|", "5", "5|", .changed),  // a redundant leading zero is removed
    EditCase("0|", "0", "0|", .rejected),  // "00" is rejected
    EditCase("0|", ".", "0.|", .accepted),
    EditCase("|10", "0", "|10", .rejected),  // "010" would become "10" again
    EditCase("12|", "。", "12.|", .changed),  // a Chinese keyboard's full stop is the point
    EditCase("|", "３", "3|", .changed),
    EditCase("|", .paste("3.14159"), "3.14|", .changed),  // a paste keeps what fits
    EditCase("|", .paste("¥1,299.5"), "1299.5|", .changed),
    EditCase("123456|", "7", "123456|", .rejected),  // at most 6 integer digits
    EditCase("12.34|", .backspace, "12.3|", .accepted),
    EditCase("1|.5", .backspace, "|.5", .accepted),  // deleting is always possible
    EditCase("12|", "a", "12|", .rejected),
  ])
  func price(_ example: EditCase) {
    let (drawn, outcome) = example.run(Self.price)
    #expect(drawn == example.after)
    #expect(outcome.disposition == example.disposition)
  }

  @Test func messages() {
    #expect(
      Self.price.violations(in: "1.234").map(\.message) == [
        "At most 2 digits after the decimal point."
      ])
    #expect(
      Self.price.violations(in: "1234567").map(\.message) == [
        "At most 6 digits before the decimal point."
      ])
    #expect(InputPolicy(.decimal(fractionDigits: 0)).sanitize("12.5") == "125")
  }

  /// Every short string over the field's alphabet, typed one character at a time, leaves a number
  /// the rule accepts as it is.
  @Test func exhaustiveTyping() {
    let alphabet: [Character] = ["0", "1", ".", "9", "a", "。"]
    var strings = [""]
    for _ in 0..<4 {
      strings = strings.flatMap { s in alphabet.map { s + String($0) } }
      for input in strings {
        var state = TextFieldState()
        for character in input {
          state = Self.price.apply(.typing(String(character), in: state), to: state).state
        }
        #expect(Self.price.violations(in: state.text).isEmpty, "\(input) → \(state.text)")
        #expect(state.caret == state.text.endIndex)
      }
    }
  }
}
