import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// Where UIKit's calls meet the engine: shapes of calls that UIKit makes and Apple does not
/// document, reproduced with a host driven by hand and with the simulated field, in both
/// interception modes (`|` the caret, `«…»` a selection, `⟨…⟩` marked text).
@Suite("Seams between UIKit and the engine")
struct SeamFindingsTests {
  // MARK: iOS 26 commits through the ranges question

  /// iOS 26 may commit a candidate through the ranges question, with the marked range or with
  /// the empty range at its end (reported on Apple's developer forums, thread 801013); the host
  /// then replaces the marked text. Either way the commit is judged.
  @Test(arguments: [SimulatedTextField.CommitShape.markedRange, .endOfMarkedRange])
  func aCommitAskedThroughTheRangesQuestionIsJudged(shape: SimulatedTextField.CommitShape) {
    let host = ManualHost(text: "138ab", markedRange: 3..<5)
    host.keyboardLanguage = "zh-Hans"
    let interceptor = TextInputInterceptor(host: host, policy: .phoneCN, mode: .delegate)
    host.interceptor = interceptor
    let asked = shape == .markedRange ? 3..<5 : 5..<5
    if interceptor.shouldChange(utf16Ranges: [asked], replacement: "啊") {
      // UIKit replaces the marked text with the candidate, ends the composition, and notifies.
      host.currentText = "138啊"
      host.utf16MarkedRange = nil
      host.utf16Selection = 4..<4
      interceptor.textDidChange()
    }
    #expect(host.currentText == "138")
    #expect(interceptor.controller.state.text == "138")
    #expect(interceptor.controller.state.markedRange == nil)
  }

  /// The same through the simulated field, which asks as iOS 26 does when told to.
  @Test(arguments: SimulatedTextField.CommitShape.allCases, InterceptionMode.allCases)
  func aRejectedCommitLeavesTheFieldAsBeforeTheComposition(
    shape: SimulatedTextField.CommitShape, mode: InterceptionMode
  ) {
    let field = SimulatedTextField(text: "138")
    field.commitShape = shape
    field.intercept(policy: .phoneCN, mode: mode)
    field.keyboard = .pinyin
    field.typeEach("ab")
    #expect(field.text == "138ab")
    field.commit("啊")
    #expect(field.drawing == "138|")
    #expect(field.interceptor?.controller.state == field.state)
    field.keyboard = .latin
    field.type("0")
    #expect(field.drawing == "1380|")
  }

  @Test(arguments: SimulatedTextField.CommitShape.allCases, InterceptionMode.allCases)
  func anAcceptedCommitIsCountedOnce(shape: SimulatedTextField.CommitShape, mode: InterceptionMode) {
    let field = SimulatedTextField(text: "ab")
    field.commitShape = shape
    field.intercept(policy: InputPolicy(.maxLength(3)), mode: mode)
    field.keyboard = .pinyin
    field.typeEach("ni")
    field.commit("你")
    #expect(field.drawing == "ab你|")
    #expect(field.interceptor?.controller.state == field.state)
    field.typeEach("hao")
    field.commit("好")
    #expect(field.drawing == "ab你|")
    #expect(field.interceptor?.controller.counter.description == "3/3")
  }

  /// A candidate that joins the text before the composition (a variation selector after "."),
  /// committed through the ranges question and refused, puts back exactly what the composition
  /// replaced: nothing of the text before it is lost.
  @Test(arguments: SimulatedTextField.CommitShape.allCases, InterceptionMode.allCases)
  func aRefusedCommitThatJoinsTheTextBeforeItKeepsThatText(
    shape: SimulatedTextField.CommitShape, mode: InterceptionMode
  ) {
    let field = field("0.|14")
    field.commitShape = shape
    field.intercept(policy: .amount, mode: mode)
    field.keyboard = .pinyin
    field.typeEach("ni")
    field.commit("\u{FE0E}\u{1F3F4}")
    #expect(field.drawing == "0.|14")
    #expect(field.interceptor?.controller.state == field.state)
  }

  // MARK: The end of editing

  /// A composition the resignation commits without a notification is judged by the end of
  /// editing, which the adapters forward in both modes (`editingDidEnd()`).
  @Test(arguments: InterceptionMode.allCases)
  func aSilentCommitAtTheEndOfEditingIsJudged(mode: InterceptionMode) {
    let field = SimulatedTextField(text: "138")
    field.roughness = .commitsAreSilent
    field.intercept(policy: .phoneCN, mode: mode)
    field.keyboard = .pinyin
    field.typeEach("dz")
    #expect(field.text == "138dz")
    field.endEditing()
    #expect(field.text == "138")
    #expect(field.interceptor?.controller.state.text == "138")
  }

  /// A secure field typed into again replaces its whole text; the key is judged as such.
  @Test(arguments: InterceptionMode.allCases)
  func aSecureFieldTypedIntoAgainIsClearedByAnAcceptedKey(mode: InterceptionMode) {
    let field = SimulatedTextField(text: "1234")
    field.isSecureTextEntry = true
    field.intercept(policy: .pin, mode: mode)
    field.beginEditing()
    field.type("5")
    #expect(field.drawing == "5|")
    #expect(field.interceptor?.controller.state == field.state)
  }

  // MARK: Surrogate halves

  /// A host read that splits a surrogate pair returns the half as U+FFFD, as UIKit's
  /// `text(in:)` does; a window that lands there is not trusted, and the change is still seen.
  @Test(arguments: InterceptionMode.allCases)
  func readsThatSplitASurrogatePairStillFindTheChange(mode: InterceptionMode) {
    let field = SimulatedTextField(text: String(repeating: "😀", count: 40) + "a")
    #expect(field.text(inUTF16Range: 0..<1) == "\u{FFFD}")
    #expect(field.text(inUTF16Range: 1..<3) == "\u{FFFD}\u{FFFD}")
    field.intercept(policy: InputPolicy(.maxLength(100)), mode: mode)
    field.select(1..<1)
    field.type("b")
    #expect(field.interceptor?.controller.state.text == field.text)
  }

  // MARK: A rejected question leaves nothing behind

  /// A rejected keystroke brings no notification: the next notification, for a change nobody
  /// asked about, is read in full.
  @Test func anUnaskedChangeAfterARejectedKeystrokeIsSeen() {
    let ones = String(repeating: "1", count: 100)
    let host = ManualHost(text: ones)
    let interceptor = TextInputInterceptor(
      host: host, policy: InputPolicy(.maxLength(100)), mode: .delegate)
    host.interceptor = interceptor
    #expect(interceptor.shouldChange(utf16Range: 100..<100, replacement: "9") == false)
    // A system replacement of the same length, far from the caret, without a question.
    host.currentText = "a" + ones.dropFirst()
    interceptor.textDidChange()
    #expect(interceptor.controller.state.text == host.currentText)
  }

  /// The same after a question the app refused.
  @Test func anUnaskedChangeAfterTheAppRefusedIsSeen() {
    let ones = String(repeating: "1", count: 100)
    let host = ManualHost(text: ones)
    let interceptor = TextInputInterceptor(
      host: host, policy: InputPolicy(.maxLength(200)), mode: .delegate)
    host.interceptor = interceptor
    #expect(
      interceptor.shouldChange(utf16Range: 100..<100, replacement: "9", app: { _, _ in false })
        == false)
    host.currentText = "a" + ones.dropFirst()
    interceptor.textDidChange()
    #expect(interceptor.controller.state.text == host.currentText)
  }

  // MARK: Notification mode reads the host's caret

  struct CaretCase: Sendable, CustomTestStringConvertible {
    var policy: InputPolicy
    var before: String
    /// Where the person puts the caret, by hand: no delegate hears it in notification mode.
    var moved: Range<Int>
    var action: Action
    var after: String
    var testDescription: String { "\(before) → caret \(moved) → \(action) → \(after)" }

    enum Action: Sendable, CustomStringConvertible {
      case type(String)
      case paste(String)
      case backspace
      var description: String {
        switch self {
        case .type(let text): "type \"\(text)\""
        case .paste(let text): "paste \"\(text)\""
        case .backspace: "backspace"
        }
      }
    }
  }

  /// The caret the host shows at the notification locates the edit and the caret to restore:
  /// after an insertion it stands after what was inserted.
  @Test(
    arguments: [
      // An ambiguous insertion: "a" typed at 2 of "aab" reads the same as "a" typed at 0 or 1.
      CaretCase(policy: InputPolicy(.maxLength(3)), before: "aab|", moved: 2..<2, action: .type("a"), after: "aa|b"),
      CaretCase(policy: InputPolicy(.maxLength(3)), before: "aab|", moved: 0..<0, action: .type("a"), after: "|aab"),
      CaretCase(policy: .phoneCN, before: "138|", moved: 1..<1, action: .type("a"), after: "1|38"),
      CaretCase(policy: .phoneCN, before: "138|", moved: 1..<1, action: .type("0"), after: "10|38"),
      CaretCase(policy: .phoneCN, before: "138|", moved: 1..<2, action: .type("a"), after: "1«3»8"),
      CaretCase(policy: .phoneCN, before: "1388|", moved: 2..<2, action: .paste("8a"), after: "138|88"),
      CaretCase(policy: InputPolicy(.maxLength(4)), before: "1388|", moved: 1..<1, action: .paste("77"), after: "1|388"),
      CaretCase(policy: .phoneCNSpaced, before: "138 0013|", moved: 1..<1, action: .type("a"), after: "1|38 0013"),
      CaretCase(policy: .phoneCNSpaced, before: "138 0013|", moved: 4..<4, action: .backspace, after: "13|0 013"),
      CaretCase(policy: .bankCard, before: "6222 0212|", moved: 2..<2, action: .type("x"), after: "62|22 0212"),
    ], InterceptionMode.allCases)
  func aRefusedOrReformattedEditAfterTheCaretMovedByHand(_ c: CaretCase, mode: InterceptionMode) {
    let field = field(c.before)
    field.intercept(policy: c.policy, mode: mode)
    field.select(c.moved)
    switch c.action {
    case .type(let text): field.type(text)
    case .paste(let text): field.paste(text)
    case .backspace: field.backspace()
    }
    #expect(field.drawing == c.after)
    #expect(field.interceptor?.controller.state == field.state)
  }
}
