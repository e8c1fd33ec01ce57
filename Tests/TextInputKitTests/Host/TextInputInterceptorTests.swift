import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("TextInputInterceptor")
struct TextInputInterceptorTests {
  // MARK: Out of sync (the keystroke is not dropped)

  @Test func aKeystrokeAfterASilentCommitIsJudgedNotDropped() {
    // The controller last saw "ab" marked; the input method committed it without a notification.
    let host = ManualHost(text: "138ab", markedRange: 3..<5)
    let interceptor = TextInputInterceptor(host: host, policy: .phoneCN, mode: .delegate)
    host.interceptor = interceptor
    var events: [InputEvent] = []
    interceptor.onInputEvent = { events.append($0) }
    host.utf16MarkedRange = nil

    // The interceptor writes the keystroke itself, after the correction, so UIKit must not.
    #expect(!interceptor.shouldChange(utf16Range: 5..<5, replacement: "0"))
    #expect(host.currentText == "1380")
    #expect(host.utf16Selection == 4..<4)
    #expect(host.writes == ["3..<5 → \"\"", "3..<3 → \"0\""])
    // Both events arrive before the delegate method returns, in order.
    #expect(events.map(\.source) == [.commit, .typing])
    #expect(events.map(\.disposition) == [.rejected, .accepted])
    #expect(interceptor.controller.state.text == "1380")
    // What the host called back while being written to was ignored: no third event.
    #expect(host.announcements == 2)
  }

  @Test func aRejectedKeystrokeAfterASilentCommitLeavesTheCorrectedText() {
    let host = ManualHost(text: "138ab", markedRange: 3..<5)
    let interceptor = TextInputInterceptor(host: host, policy: .phoneCN, mode: .delegate)
    host.interceptor = interceptor
    host.utf16MarkedRange = nil
    #expect(!interceptor.shouldChange(utf16Range: 5..<5, replacement: "x"))
    #expect(host.currentText == "138")
    #expect(interceptor.controller.state.text == "138")
  }

  @Test func aLetterTypedAfterASilentCommitIsJudgedAsTheCommittedTextItBecomes() {
    // The pinyin keyboard ends the composition silently, then "a" is typed after it: the commit
    // is rejected, and the interceptor writes the keystroke itself, committed, so it is judged
    // as typing, not let through as marked text that only the controller believes is marked.
    let field = field("1380013800|")
    field.keyboard = .pinyin
    field.roughness = .commitsAreSilent
    let interceptor = field.intercept(policy: .phoneCN, mode: .delegate)
    field.setMarkedText("a")
    #expect(field.drawing == "1380013800⟨a⟩|")
    field.unmarkText()
    #expect(field.drawing == "1380013800a|")
    // The person switches to the English keyboard and types "a" after the committed letter.
    field.keyboard = .latin
    field.type("a")
    #expect(field.drawing == "1380013800|")
    // Marked ranges included: the controller holds what the field shows.
    #expect(interceptor.controller.state.drawn == field.drawing)
    #expect(field.inputEvents.map(\.source) == [.markedText, .commit, .typing])
    #expect(field.inputEvents.map(\.disposition) == [.accepted, .rejected, .rejected])
  }

  @Test func textChangedInCodeIsAdoptedBeforeTheKeystroke() {
    let host = ManualHost(text: "138")
    let interceptor = TextInputInterceptor(host: host, policy: .phoneCN, mode: .delegate)
    host.currentText = "abc"  // `text = …`, without adoptHostText()
    host.utf16Selection = 3..<3
    #expect(interceptor.shouldChange(utf16Range: 3..<3, replacement: "1"))
    #expect(interceptor.controller.state.text == "abc1")
  }

  // MARK: The app's delegate

  @Test func theAppsFalseWinsAndNothingIsRecorded() {
    let field = field("138|")
    let interceptor = field.intercept(policy: .phoneCN, mode: .delegate)
    field.shouldChange = { _, _, text in text != "0" }
    field.type("0")
    field.type("9")
    #expect(field.drawing == "1389|")
    #expect(field.inputEvents.map(\.disposition) == [.accepted])
    #expect(interceptor.controller.state.text == "1389")
  }

  // MARK: Composing keyboards

  @Test func aDigitOnAPinyinKeyboardIsJudgedAtOnce() {
    let field = field("1380013800|")
    field.keyboard = .pinyin
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.type("1")
    field.type("2")
    #expect(field.drawing == "13800138001|")
    // Never shown over the limit, never counted over it.
    #expect(field.notifiedTexts == ["13800138001"])
    #expect(field.inputEvents.map(\.source) == [.typing, .typing])
    #expect(field.inputEvents.map(\.disposition) == [.accepted, .rejected])
    #expect(field.inputEvents.allSatisfy { !$0.counter.isOverLimit })
  }

  @Test func aPasteOnAPinyinKeyboardIsTruncatedAtOnce() {
    let field = field("1380013800|")
    field.keyboard = .pinyin
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.paste("123")
    #expect(field.drawing == "13800138001|")
    #expect(field.notifiedTexts == ["13800138001"])
    #expect(field.inputEvents.map(\.source) == [.paste])
  }

  @Test func pinyinLettersAreStillMarkedFirst() {
    let field = field("|")
    field.keyboard = .pinyin
    field.intercept(
      policy: InputPolicy(try! InputRules.Pattern("\\p{Script=Han}*")), mode: .delegate)
    field.setMarkedText("n")
    #expect(field.drawing == "⟨n⟩|")
    #expect(field.inputEvents.map(\.source) == [.markedText])
  }

  @Test(arguments: InterceptionMode.allCases)
  func aRejectedCompositionOverASelectionPutsTheSelectionBack(_ mode: InterceptionMode) {
    // On a pinyin keyboard "a" starts a composition over the selected "3"; the price field
    // rejects the letter when it is committed, and the "3" comes back, selected.
    let field = field("«3».1")
    field.keyboard = .pinyin
    let interceptor = field.intercept(policy: .price, mode: mode)
    field.type("a")
    #expect(field.drawing == "⟨a⟩|.1")
    field.unmarkText()
    #expect(field.drawing == "«3».1")
    #expect(DrawnField(interceptor.controller.state) == DrawnField(field.state))
  }

  // MARK: A list of ranges (iOS 26)

  @Test func severalRangesAreJudgedOneByOneNotAsTheirSpan() {
    let field = field("12345|")
    let interceptor = field.intercept(policy: InputPolicy(.maxLength(5)), mode: .delegate)
    // As one span, 1..<4 replaced by "9" would leave "195"; the text between the ranges stays.
    field.replaceRanges([3..<4, 1..<2], with: "9")
    #expect(field.drawing == "19|35")
    #expect(DrawnField(interceptor.controller.state) == DrawnField(field.state))
    #expect(field.inputEvents.map(\.source) == [.deletion, .systemReplacement])
    // No drift: the notification that follows and the next keystroke judge nothing phantom.
    interceptor.textDidChange()
    field.type("7")
    #expect(field.drawing == "197|35")
    #expect(field.inputEvents.count == 3)
    #expect(field.inputEvents.last?.source == .typing)
    // One undoable change.
    field.undo()
    field.undo()
    #expect(field.text == "12345")
    #expect(field.undoErrors == [])
  }

  @Test func aRejectedInsertionLeavesEveryRange() {
    let field = field("12345|")
    let interceptor = field.intercept(policy: .phoneCN, mode: .delegate)
    field.replaceRanges([1..<2, 3..<4], with: "a")
    #expect(field.drawing == "12345|")
    #expect(field.inputEvents.map(\.disposition) == [.rejected])
    #expect(interceptor.controller.state.text == "12345")
  }

  @Test func theAppsSingleRangeMethodIsAskedForEveryRange() {
    let field = field("12345|")
    field.intercept(policy: .phoneCN, mode: .delegate)
    var asked: [String] = []
    field.shouldChange = { _, range, text in
      asked.append("\(range) \"\(text)\"")
      return text != "8"
    }
    field.replaceRanges([3..<4, 1..<2], with: "9")
    #expect(asked == ["1..<2 \"9\"", "3..<4 \"\""])
    #expect(field.text == "1935")
    asked = []
    field.replaceRanges([0..<1, 2..<3], with: "8")
    #expect(asked == ["0..<1 \"8\""])
    #expect(field.text == "1935")
    #expect(field.inputEvents.count == 2)
  }

  @Test func theAppsRangesMethodIsAskedOnce() {
    let field = field("12345|")
    field.intercept(policy: .phoneCN, mode: .delegate)
    var single = 0
    var ranges: [[Range<Int>]] = []
    field.shouldChange = { _, _, _ in
      single += 1
      return true
    }
    field.shouldChangeRanges = { _, list, _ in
      ranges.append(list)
      return false
    }
    field.replaceRanges([3..<4, 1..<2], with: "9")
    #expect(ranges == [[3..<4, 1..<2]])
    #expect(single == 0)
    #expect(field.text == "12345")
    #expect(field.inputEvents.isEmpty)
  }

  @Test func inNotificationModeTheFieldChoosesAndTheControllerFollows() {
    let field = field("12345|")
    let interceptor = field.intercept(policy: .phoneCN, mode: .notification)
    field.replaceRanges([1..<2, 3..<4], with: "9")
    // This field replaces the last range and deletes the others.
    #expect(field.drawing == "139|5")
    #expect(DrawnField(interceptor.controller.state) == DrawnField(field.state))
  }

  @Test func oneRangeInAListIsOneRange() {
    let field = field("138|")
    field.intercept(policy: .phoneCN, mode: .delegate)
    field.replaceRanges([3..<3], with: "0")
    field.replaceRanges([4..<4, 4..<4], with: "a")
    #expect(field.drawing == "1380|")
    #expect(field.inputEvents.map(\.disposition) == [.accepted, .rejected])
  }

  @Test(
    arguments: [
      ([3..<4, 1..<2], [1..<2, 3..<4]),
      ([1..<3, 2..<5], [1..<5]),
      ([1..<2, 2..<3], [1..<3]),
      ([2..<2, 5..<5], [2..<2]),
      ([4..<4, 1..<2], [1..<2]),
      ([-3..<2, 8..<20], [0..<2, 8..<10]),
      ([], []),
    ] as [([Range<Int>], [Range<Int>])])
  func pieces(_ ranges: [Range<Int>], _ expected: [Range<Int>]) {
    #expect(TextInputInterceptor.pieces(of: ranges, utf16Count: 10) == expected)
  }

  @Test(
    arguments: [
      (0..<1, 0..<1), (1..<1, 1..<1), (2..<2, 4..<4), (3..<3, 4..<4), (4..<6, 5..<7),
      (1..<5, 1..<6),
    ] as [(Range<Int>, Range<Int>)])
  func mappingThroughACorrection(_ range: Range<Int>, _ expected: Range<Int>) {
    // "ab" at 1..<3 becomes "xyz".
    let correction = TextCorrection(utf16Range: 1..<3, replacement: "xyz", selection: 4..<4)
    #expect(correction.mapping(range) == expected)
  }
}
