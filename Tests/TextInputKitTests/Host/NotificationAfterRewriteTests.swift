import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A host that posts the text-did-change notification after a delegate question it was answered
/// `false` for (the benchmarks' gap-buffer host does): the notification reports the correction
/// the interceptor wrote, and only the windows around the selection and the written text are
/// read. Any other notification whose windows show no change still reads the whole text.
@Suite("A notification after a rewritten key")
struct NotificationAfterRewriteTests {
  /// 2,000 digits laid out as a grouped amount ("12,345,678,…"), the caret in the middle, in
  /// delegate mode: a digit typed there is rewritten (the separators before it move).
  static func groupedAmount() -> (CountingHost, TextInputInterceptor) {
    let policy = try! InputPolicy(json: #"{"decimal": {"fractionDigits": 2, "grouping": ","}}"#)
    let digits = String(String(repeating: "1234567890", count: 200).prefix(2_000))
    let host = CountingHost(text: policy.display(of: digits))
    let middle = host.utf16Count / 2
    host.utf16Selection = middle..<middle
    let interceptor = TextInputInterceptor(host: host, policy: policy, mode: .delegate)
    host.interceptor = interceptor
    return (host, interceptor)
  }

  /// Types `key` at the caret as a host that notifies after any answer does, and returns whether
  /// the interceptor let the host make the change.
  static func typeAndNotify(_ key: String, into host: CountingHost, _ interceptor: TextInputInterceptor)
    -> Bool
  {
    let range = host.utf16Selection
    let allowed = interceptor.shouldChange(utf16Range: range, replacement: key)
    if allowed {
      host.replace(utf16Range: range, withText: key)
      let caret = range.lowerBound + key.utf16.count
      host.utf16Selection = caret..<caret
    }
    interceptor.textDidChange()
    return allowed
  }

  @Test func theNotificationOfARewrittenKeyReadsNoWholeText() {
    // "…,345,6|78,…" + "5": rewritten (the separators before the caret move), answered `false`,
    // then notified: before, the notification read all 2,666 units again.
    let (host, interceptor) = Self.groupedAmount()
    let count = host.utf16Count
    var allowed = true
    _ = host.keystroke { allowed = Self.typeAndNotify("5", into: host, interceptor) }
    #expect(!allowed)
    #expect(host.utf16Count == count + 1)
    #expect(host.wholeReads == 0)
    #expect(interceptor.controller.state.text == host.text)
  }

  @Test func aSameLengthChangeFarAwayAfterThatNotificationIsFound() {
    // The rewritten key and its notification, then the host replaces a digit by another
    // unasked, far from the caret and from both ends of the written text (the start of the text
    // and the caret), and notifies: that notification follows no write of the interceptor's, so
    // it reads the whole text and judges the change.
    let (host, interceptor) = Self.groupedAmount()
    #expect(!Self.typeAndNotify("5", into: host, interceptor))
    let units = Array(host.text.utf16)
    let far = (600..<units.count).first { units[$0] != UInt16(UInt8(ascii: ",")) }!
    let other = units[far] == UInt16(UInt8(ascii: "9")) ? "8" : "9"
    host.replace(utf16Range: far..<(far + 1), withText: other)
    interceptor.textDidChange()
    #expect(Array(host.text.utf16)[far] == other.utf16.first)
    #expect(interceptor.controller.state.text == host.text)
  }

  @Test(arguments: [InterceptionMode.delegate, .notification])
  func aSameLengthChangeFarAwayAfterASelectionChangeIsFound(mode: InterceptionMode) {
    // A key the policy rewrites, then a selection change, then an unasked change of the same
    // length far from the caret: the selection change was a call in between, so the
    // notification reads the whole text.
    let text = "12" + String(repeating: "0", count: 300)
    let host = CountingHost(text: text)
    let interceptor = TextInputInterceptor(
      host: host, policy: InputPolicy(.allow(.digits)), mode: mode)
    host.interceptor = interceptor
    if mode == .delegate {
      #expect(!interceptor.shouldChange(utf16Range: 302..<302, replacement: "a7"))
    } else {
      host.typeUnasked("a7")
    }
    #expect(host.text == text + "7")
    interceptor.selectionDidChange()
    host.replace(utf16Range: 0..<2, withText: "ab")
    interceptor.textDidChange()
    #expect(host.text == String(repeating: "0", count: 300) + "7")
    #expect(interceptor.controller.state.text == host.text)
  }
}
