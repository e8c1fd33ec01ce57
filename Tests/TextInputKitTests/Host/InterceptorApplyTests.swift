import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// ``TextInputInterceptor/apply(app:_:)``: the routing of edits a view makes itself (a sticker
/// view's typing, paste and cut, a custom keyboard's keys), run through the host protocol.
@Suite("TextInputInterceptor.apply")
struct InterceptorApplyTests {
  static func setUp(_ text: String, policy: InputPolicy = .phoneCN, tokens: TokenSet? = nil, mode: InterceptionMode = .delegate)
    -> (ManualHost, TextInputInterceptor, Box)
  {
    let host = ManualHost(text: text)
    let interceptor = TextInputInterceptor(host: host, policy: policy, tokens: tokens, mode: mode)
    host.interceptor = interceptor
    let box = Box()
    interceptor.onInputEvent = { box.events.append($0) }
    return (host, interceptor, box)
  }

  final class Box { var events: [InputEvent] = [] }

  @Test(arguments: InterceptionMode.allCases)
  func typingAndPasteKeepTheirSource(mode: InterceptionMode) {
    let (host, interceptor, box) = Self.setUp("138", mode: mode)
    interceptor.apply { Edit(replacing: $0.selection, with: "a", source: .typing) }
    interceptor.apply { .paste("0-0", in: $0) }
    #expect(host.currentText == "13800")
    #expect(box.events.map(\.source) == [.typing, .paste])
    #expect(box.events.map(\.disposition) == [.rejected, .changed])
  }

  @Test(arguments: InterceptionMode.allCases)
  func aDeletionIsAskedAndWrittenByTheInterceptor(mode: InterceptionMode) {
    let (host, interceptor, _) = Self.setUp("2sin(", policy: .unrestricted, tokens: .calculator, mode: mode)
    interceptor.apply { Edit.backspace(in: $0) }
    #expect(host.currentText == "2")
    #expect(host.utf16Selection == 1..<1)
    #expect(interceptor.controller.state.text == "2")
  }

  @Test func theAppsFalseWins() {
    let (host, interceptor, box) = Self.setUp("138")
    var asked: [String] = []
    interceptor.apply(app: { range, text in asked.append("\(range) \(text)"); return false }) {
      Edit(replacing: $0.selection, with: "0", source: .typing)
    }
    interceptor.apply(app: { _, _ in false }) { Edit.backspace(in: $0) }
    #expect(host.currentText == "138")
    #expect(asked == ["3..<3 0"])
    #expect(box.events.isEmpty)
  }

  @Test func aKeyStillInsertsATokenWhole() {
    let (host, interceptor, _) = Self.setUp("12+", policy: .init(.maxLength(10)), tokens: .calculator)
    let outcome = interceptor.apply { .key("sin(", in: $0) }
    #expect(outcome?.isAccepted == true)
    #expect(host.currentText == "12+sin(")
  }
}

/// What the adapters call when editing ends (`textFieldDidEndEditing(_:reason:)`,
/// `textViewDidEndEditing(_:)`): the interceptor's text-did-change, which judges a composition
/// the resignation committed without a notification.
@Suite("End of editing")
struct EndOfEditingTests {
  @Test func aCompositionCommittedByResigningIsJudgedAtTheEnd() {
    let host = ManualHost(text: "138ab", markedRange: 3..<5)
    let interceptor = TextInputInterceptor(host: host, policy: .phoneCN, mode: .delegate)
    host.interceptor = interceptor
    var events: [InputEvent] = []
    interceptor.onInputEvent = { events.append($0) }
    // UIKit commits the letters as the field resigns, without a notification.
    host.utf16MarkedRange = nil
    interceptor.textDidChange()  // textFieldDidEndEditing
    #expect(host.currentText == "138")
    #expect(events.map(\.source) == [.commit])
    #expect(events.map(\.disposition) == [.rejected])
    // The next begin-editing adopts what the field shows: nothing unjudged is left.
    interceptor.adoptHostText()
    #expect(interceptor.controller.state.text == "138")
  }
}
