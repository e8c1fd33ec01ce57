import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// The decisions the UIKit adapters hand to the core: what a view hears while the interceptor
/// writes, what it still announces, how events are delivered, and how custom keys and the
/// sticker keyboard act.
@Suite struct ChangeHearingTests {
  @Test func newsIsPassedOnOnlyOutsideAWrite() {
    let hearing = ChangeHearing()
    var news = 0
    hearing.hear(.notification) { news += 1 }
    #expect(news == 1)
    hearing.willWrite()
    hearing.hear(.notification) { news += 1 }
    hearing.hear(.editingChanged)
    #expect(news == 1)
    #expect(hearing.finish(for: .textField) == [])
    #expect(!hearing.isWriting)
    hearing.willWrite()
    hearing.hear(.notification)
    #expect(hearing.finish(for: .textField) == [.editingChanged])
  }

  /// The work passed on may begin a write itself: the hearing is a reference, never held.
  @Test func theNewsMayBeginAWrite() {
    let hearing = ChangeHearing()
    hearing.hear(.notification) {
      hearing.willWrite()
      hearing.hear(.notification)
    }
    #expect(hearing.finish(for: .textView) == [])
  }

  @Test func whatIsMissingIsSentInUIKitsOrder() {
    var sent: [String] = []
    func send(_ missing: ChangeAnnouncement) {
      missing.send(
        editingChanged: { sent.append("editingChanged") },
        delegateDidChange: { sent.append("delegate") }, notification: { sent.append("notification") })
    }
    send(ChangeAnnouncement.missing(for: .textView, finished: nil))
    #expect(sent == ["delegate", "notification"])
    sent = []
    send(ChangeAnnouncement.missing(for: .textField, finished: [.editingChanged]))
    #expect(sent == ["editingChanged"])
    #expect(ChangeAnnouncement.View(isTextView: true) == .textView)
    #expect(ChangeAnnouncement.View(isTextView: false) == .textField)
  }

  @Test func aReviewedEventIsPostedUnlessAccepted() {
    var controller = TextInputController(policy: .phoneCN, text: "138")
    _ = controller.apply(Edit(replacing: 3..<3, with: "a", source: .typing))
    _ = controller.apply(Edit(replacing: 3..<3, with: "0", source: .typing))
    let events = controller.takeEvents()
    var handled: [EditOutcome.Disposition] = []
    var reviewed: [EditOutcome.Disposition] = []
    let broadcast = InputEventBroadcast()
    for event in events {
      event.deliver(to: { handled.append($0.disposition) }, broadcast) {
        reviewed.append($0.disposition)
      }
    }
    #expect(handled == [.rejected, .accepted])
    #expect(reviewed == [.rejected])
  }
}

@Suite struct CustomKeyTests {
  @Test func aKeyWithoutAPolicyOfItsOwnWritesTheChangedRange() {
    var writes: [String] = []
    var selections: [Range<Int>] = []
    let outcome = KeyWrite.apply(
      policy: .unrestricted, tokens: .calculator,
      to: TextFieldState(text: "2sin(", utf16Selection: 5..<5), { Edit.backspace(in: $0) },
      replace: { writes.append("\($0) \"\($1)\"") }, select: { selections.append($0) })
    #expect(outcome?.state.text == "2")
    #expect(writes == ["1..<5 \"\""])
    #expect(selections == [1..<1])
  }

  @Test func aRejectedKeyWritesNothingAndSelectsAgain() {
    var writes = 0
    var selections: [Range<Int>] = []
    let outcome = KeyWrite.apply(
      policy: .phoneCN, tokens: .calculator, to: TextFieldState(text: "12", utf16Selection: 2..<2),
      { .key("x", in: $0) }, replace: { _, _ in writes += 1 }, select: { selections.append($0) })
    #expect(outcome?.isRejected == true)
    #expect(writes == 0)
    #expect(selections == [2..<2])
    #expect(
      KeyWrite.apply(
        policy: .phoneCN, tokens: .calculator, to: TextFieldState(text: "12", utf16Selection: 2..<2),
        { _ in nil }, replace: { _, _ in writes += 1 }, select: { _ in }) == nil)
  }

  /// Equal tokens keep the interceptor's state (its undo history); new ones are assigned.
  @Test func tokensAreAssignedOnlyWhenTheyChange() {
    let field = SimulatedHost(text: "2sin(")
    let interceptor = TextInputInterceptor(
      host: field, policy: .unrestricted, tokens: .calculator, mode: .delegate)
    interceptor.applyKey(tokens: .calculator) { Edit.backspace(in: $0) }
    #expect(field.text == "2")
    interceptor.applyKey(tokens: TokenSet()) { .key("sin(", in: $0) }
    #expect(interceptor.tokens == TokenSet())
  }

  @Test(arguments: [
    (CalculatorKeys.moveLeftTitle, "move -1"), (CalculatorKeys.moveRightTitle, "move 1"),
    (CalculatorKeys.backspaceTitle, "2|"), ("π", "2sin(π|"),
  ])
  func aCalculatorKeyActs(title: String, result: String) {
    var done = ""
    CalculatorKeys.action(for: title).perform(
      moveCaret: { done = "move \($0)" },
      edit: { makeEdit in
        var controller = TextInputController(
          policy: .unrestricted, state: TextFieldState(text: "2sin(", utf16Selection: 5..<5),
          tokens: .calculator)
        let outcome = controller.apply(makeEdit(controller.state)!)
        done = outcome.state.text + "|"
      })
    #expect(done == result)
  }
}

/// A host with no undo manager, its text in a string.
final class SimulatedHost: TextInputHost {
  var text: String
  var utf16Selection: Range<Int>
  init(text: String) {
    self.text = text
    utf16Selection = text.utf16.count..<text.utf16.count
  }
  var currentText: String { text }
  var utf16MarkedRange: Range<Int>? { nil }
  var keyboardLanguage: String? { "en-US" }
  func replace(utf16Range: Range<Int>, withText replacement: String) {
    let units = Array(text.utf16)
    text =
      String(decoding: units[..<utf16Range.lowerBound], as: UTF16.self) + replacement
      + String(decoding: units[utf16Range.upperBound...], as: UTF16.self)
  }
  func setUTF16Selection(_ range: Range<Int>) { utf16Selection = range }
  func announceTextChange() {}
}

@Suite struct StickerKeyboardScreenTests {
  @Test func aPageIsRowsOfKeysAndNoPageIsNone() {
    let keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    let rows = keyboard.keyRows(ofPage: 0)
    let page = keyboard.pages[0]
    #expect(rows.count == page.rows)
    #expect(rows.allSatisfy { $0.count == page.columns })
    #expect(rows.last?.last == .delete)
    #expect(keyboard.keyRows(ofPage: 99).isEmpty)
    #expect(keyboard.keyRows(ofPage: -1).isEmpty)
  }

  /// The first sticker tapped adds the recents tab in front: the page on screen moves with it.
  @Test func aTapKeepsThePageTheFingerWasOn() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    let first = keyboard.tap(.sticker(StickerFixtures.laughing), showing: 1)
    #expect(first.events == [.inputClick, .insert(StickerFixtures.laughing)])
    #expect(first.page == 2)
    // The same sticker again changes no page.
    #expect(keyboard.tap(.sticker(StickerFixtures.laughing), showing: 2).page == nil)
    #expect(keyboard.tap(.delete, showing: 2).page == nil)
  }

  @Test func eventsAreCarriedOutInOrder() {
    var keyboard = StickerKeyboard(catalog: StickerFixtures.catalog, clock: ManualClock())
    var done: [String] = []
    let events =
      keyboard.longPress(on: .sticker(StickerFixtures.laughing), began: true)
      + keyboard.longPress(on: .sticker(StickerFixtures.laughing), began: false)
      + keyboard.tap(.sticker(StickerFixtures.laughing)) + keyboard.tap(.delete)
    events.perform(
      insert: { done.append("insert \($0.code)") }, deleteBackward: { done.append("delete") },
      inputClick: { done.append("click") }, showPreview: { done.append("show \($0.code)") },
      hidePreview: { done.append("hide") })
    #expect(done == ["show [笑哭]", "hide", "click", "insert [笑哭]", "click", "delete"])
  }
}

@Suite struct AdapterValueTests {
  let masked = InputPolicy(try! InputRules.Mask("### ####", placeholder: "_"))

  @Test func onlyAPolicysOwnPlaceholderIsShown() {
    var shown: [String] = []
    InputPolicy.showPlaceholder(of: masked) { shown.append($0) }
    InputPolicy.showPlaceholder(of: .phoneCN) { shown.append($0) }
    InputPolicy.showPlaceholder(of: nil) { shown.append($0) }
    #expect(shown == ["___ ____"])
  }

  @Test func aViewWithoutASelectionHasACaretAtTheEnd() {
    #expect(TextFieldState.selection(nil, utf16Count: 4) == 4..<4)
    #expect(TextFieldState.selection(1..<2, utf16Count: 4) == 1..<2)
  }

  /// An equal policy keeps the interceptor's state: its undo history survives, and undo puts
  /// the caret back where it was ("0|138" + "7" → "07|13 8", undo → "0|138"). A new policy
  /// forgets the history: the undo keeps the field's caret.
  @Test(arguments: [(InputPolicy.bankCard, 1..<1), (InputPolicy.phoneCN, 3..<3)])
  func anEqualPolicyIsNotAssignedAgain(assigned: InputPolicy, caretAfterUndo: Range<Int>) {
    let field = SimulatedTextField(text: "0138")
    let interceptor = field.intercept(policy: .bankCard, mode: .delegate)
    field.select(1..<1)
    field.type("7")
    #expect(field.text == "0713 8")
    interceptor.assign(policy: assigned)
    field.undo()
    #expect(field.text == "0138")
    #expect(field.selection == caretAfterUndo)
  }

  @Test func aKeyGoesThroughTheViewsInterceptorWhenItHasOne() {
    let field = SimulatedHost(text: "12")
    let interceptor = TextInputInterceptor(host: field, policy: .phoneCN, mode: .delegate)
    var written = 0
    let outcome = KeyWrite.apply(
      interceptor: interceptor, policy: .unrestricted, tokens: TokenSet(), field: { fatalError() },
      { .key("3", in: $0) }, replace: { _, _ in written += 1 }, select: { _ in })
    #expect(outcome?.state.text == "123")
    #expect(field.text == "123")
    #expect(written == 0)
    let without = KeyWrite.apply(
      interceptor: nil, policy: .unrestricted, tokens: TokenSet(),
      field: { TextFieldState(text: "12", utf16Selection: 2..<2) }, { .key("3", in: $0) },
      replace: { _, _ in written += 1 }, select: { _ in })
    #expect(without?.state.text == "123")
    #expect(written == 1)
  }

  @Test func aViewWithoutAPolicyGivesAFinishedStream() async {
    var count = 0
    // `AsyncStream.Iterator.next()`, as old as the stream (`for await` needs iOS 18's
    // `next(isolation:)`).
    var iterator = InputEventBroadcast.events(nil).makeAsyncIterator()
    while await iterator.next() != nil { count += 1 }
    #expect(count == 0)
  }

  @Test(arguments: [
    (StickerKeyboardKey.sticker(StickerFixtures.laughing), "named xiaoku", "tap longPress"),
    (.delete, "system delete.left", "hold"), (.blank, "none", "disable"),
  ])
  func aKeyIsWiredForWhatItDoes(key: StickerKeyboardKey, image: String, wiring: String) {
    #expect(key.image(named: { "named \($0)" }, system: { "system \($0)" }) ?? "none" == image)
    var done: [String] = []
    key.wire(
      tap: { done.append("tap") }, longPress: { done.append("longPress") },
      hold: { done.append("hold") }, disable: { done.append("disable") })
    #expect(done.joined(separator: " ") == wiring)
    #expect((key.spokenLabel == nil) == (key == .blank))
  }
}
