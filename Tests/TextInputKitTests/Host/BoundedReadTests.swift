import Testing
import TextInputKitSimulator

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

/// A host that counts the UTF-16 units the interceptor reads from it, and records a read of the
/// whole text during a keystroke, as a UIKit view's `text(in:)` of the whole document would cost.
final class CountingHost: TextInputHost {
  private(set) var units: [UInt16]
  var utf16Selection: Range<Int>
  var utf16MarkedRange: Range<Int>?
  var keyboardLanguage: String? = "en-US"
  /// Whether the host's undo manager is undoing, as ``undo(_:)`` sets it.
  var isUndoing = false
  weak var interceptor: TextInputInterceptor?
  /// The units read through ``text(inUTF16Range:)`` and ``currentText``.
  var unitsRead = 0
  /// Whether a keystroke is under way: reading ``currentText`` then is a failure.
  var inKeystroke = false
  /// The whole-text reads made during a keystroke.
  private(set) var wholeReads = 0

  init(text: String) {
    units = Array(text.utf16)
    utf16Selection = units.count..<units.count
  }

  var currentText: String {
    if inKeystroke { wholeReads += 1 }
    unitsRead += units.count
    return String(decoding: units, as: UTF16.self)
  }
  var utf16Count: Int { units.count }
  /// What a read does with an edge inside a surrogate pair, which `text(in:)` leaves
  /// undocumented.
  enum SplitPairRead: CaseIterable {
    /// Each half becomes U+FFFD.
    case replacesHalves
    /// The edge moves out, to the whole pair.
    case widens
    /// The edge moves in, leaving the pair out.
    case narrows
  }
  var splitPairRead = SplitPairRead.replacesHalves

  func text(inUTF16Range range: Range<Int>) -> String {
    var clamped = range.clamped(to: 0..<units.count)
    func splits(_ offset: Int) -> Bool {
      offset > 0 && offset < units.count && UTF16.isTrailSurrogate(units[offset])
    }
    switch splitPairRead {
    case .replacesHalves: break
    case .widens:
      clamped =
        (splits(clamped.lowerBound) ? clamped.lowerBound - 1 : clamped.lowerBound)..<(splits(
          clamped.upperBound) ? clamped.upperBound + 1 : clamped.upperBound)
    case .narrows:
      let lower = splits(clamped.lowerBound) ? clamped.lowerBound + 1 : clamped.lowerBound
      let upper = splits(clamped.upperBound) ? clamped.upperBound - 1 : clamped.upperBound
      clamped = lower..<Swift.max(lower, upper)
    }
    unitsRead += clamped.count
    return String(decoding: units[clamped], as: UTF16.self)
  }

  func replace(utf16Range: Range<Int>, withText text: String) {
    units.replaceSubrange(utf16Range, with: Array(text.utf16))
    utf16MarkedRange = nil
  }
  func setUTF16Selection(_ range: Range<Int>) { utf16Selection = range }
  func announceTextChange() {}

  /// What UIKit does for a key in delegate mode: asks, and when allowed applies and notifies
  /// (after a `false` nothing follows).
  func type(_ text: String) {
    let range = utf16Selection
    guard let interceptor else { return }
    guard interceptor.shouldChange(utf16Range: range, replacement: text) else { return }
    units.replaceSubrange(range, with: Array(text.utf16))
    let caret = range.lowerBound + text.utf16.count
    utf16Selection = caret..<caret
    interceptor.textDidChange()
    interceptor.selectionDidChange()
  }

  /// What UIKit does for a key in notification mode: applies, then notifies.
  func typeUnasked(_ text: String) {
    let range = utf16Selection
    units.replaceSubrange(range, with: Array(text.utf16))
    let caret = range.lowerBound + text.utf16.count
    utf16Selection = caret..<caret
    interceptor?.textDidChange()
    interceptor?.selectionDidChange()
  }

  /// What UIKit's undo manager does: replaces `range` by `original`, the caret after it, and
  /// notifies while ``isUndoing``.
  func undo(_ range: Range<Int>, original: String) {
    isUndoing = true
    defer { isUndoing = false }
    units.replaceSubrange(range, with: Array(original.utf16))
    let caret = range.lowerBound + original.utf16.count
    utf16Selection = caret..<caret
    interceptor?.textDidChange()
  }

  /// Runs `body` as one keystroke and returns the units it read.
  func keystroke(_ body: () -> Void) -> Int {
    unitsRead = 0
    inKeystroke = true
    defer { inKeystroke = false }
    body()
    return unitsRead
  }

  var text: String { String(decoding: units, as: UTF16.self) }
}

@Suite("Bounded host reads")
struct BoundedReadTests {
  static func document(_ characters: Int) -> String {
    String(repeating: "好a😀b", count: characters / 4)
  }

  static func host(_ characters: Int, mode: InterceptionMode, policy: InputPolicy = .unrestricted)
    -> (CountingHost, TextInputInterceptor)
  {
    let host = CountingHost(text: document(characters))
    let middle = host.utf16Count / 2
    host.utf16Selection = middle..<middle
    let interceptor = TextInputInterceptor(host: host, policy: policy, mode: mode)
    host.interceptor = interceptor
    return (host, interceptor)
  }

  @Test(arguments: [InterceptionMode.delegate, .notification])
  func aKeystrokeReadsTheSameFewUnitsAtEverySize(mode: InterceptionMode) {
    var reads: [Int] = []
    for size in [100, 10_000, 1_000_000] {
      let (host, interceptor) = Self.host(size, mode: mode)
      let read = host.keystroke { mode == .delegate ? host.type("x") : host.typeUnasked("x") }
      #expect(host.wholeReads == 0, "a keystroke read the whole text at \(size) characters")
      #expect(interceptor.controller.state.text == host.text)
      reads.append(read)
    }
    #expect(reads.allSatisfy { $0 > 0 && $0 <= 4 * HostWindow.margin * 3 })
    #expect(Set(reads.dropFirst()).count == 1, "\(reads)")
  }

  @Test func aRejectedKeystrokeReadsAWindowAndIsCorrected() {
    let (host, interceptor) = Self.host(10_000, mode: .notification, policy: .phoneCN)
    let before = host.text
    _ = host.keystroke { host.typeUnasked("x") }
    #expect(host.wholeReads == 0)
    #expect(host.text == before)
    #expect(interceptor.controller.state.text == before)
  }

  @Test func aSelectionMovedFarReadsTwoWindows() {
    let (host, interceptor) = Self.host(1_000_000, mode: .delegate)
    let read = host.keystroke {
      host.utf16Selection = 2..<2
      interceptor.selectionDidChange()
    }
    #expect(host.wholeReads == 0)
    #expect(read <= 4 * HostWindow.margin + 4)
    #expect(interceptor.controller.state.utf16Selection == 2..<2)
  }

  @Test(arguments: [InterceptionMode.delegate, .notification])
  func anUndoReadsWindowsAndPutsTheSelectionBack(mode: InterceptionMode) {
    var reads: [Int] = []
    for size in [100, 10_000, 1_000_000] {
      let (host, interceptor) = Self.host(size, mode: mode, policy: InputPolicy(.uppercased))
      // The "a" of a "好a😀b" near the middle, selected, and typed over.
      let caret = host.utf16Selection.lowerBound / 5 * 5 + 1
      let selection = caret..<(caret + 1)
      host.utf16Selection = selection
      interceptor.selectionDidChange()
      let replaced = host.text(inUTF16Range: selection)
      #expect(replaced == "a")
      let before = host.text
      _ = host.keystroke { mode == .delegate ? host.type("x") : host.typeUnasked("x") }
      #expect(host.text(inUTF16Range: caret..<(caret + 1)) == "X")
      let read = host.keystroke { host.undo(caret..<(caret + 1), original: replaced) }
      #expect(host.wholeReads == 0, "an undo read the whole text at \(size) characters")
      #expect(host.text == before)
      #expect(host.utf16Selection == selection, "the selection undo puts back")
      #expect(interceptor.controller.state.utf16Selection == selection)
      #expect(interceptor.controller.state.text == before)
      reads.append(read)
    }
    #expect(reads.allSatisfy { $0 > 0 && $0 <= 4 * HostWindow.margin * 3 }, "\(reads)")
    #expect(Set(reads.dropFirst()).count == 1, "\(reads)")
  }

  @Test func aCompositionNearTheCaretIsReadInAWindow() {
    let (host, interceptor) = Self.host(10_000, mode: .delegate)
    let caret = host.utf16Selection.lowerBound
    _ = host.keystroke {
      // The input method marks "ni", then commits "你" without asking.
      host.replace(utf16Range: caret..<caret, withText: "ni")
      host.utf16MarkedRange = caret..<(caret + 2)
      host.utf16Selection = (caret + 2)..<(caret + 2)
      interceptor.textDidChange()
      host.replace(utf16Range: caret..<(caret + 2), withText: "你")
      host.utf16Selection = (caret + 1)..<(caret + 1)
      interceptor.textDidChange()
    }
    #expect(host.wholeReads == 0)
    #expect(interceptor.controller.state.text == host.text)
    #expect(interceptor.controller.state.utf16MarkedRange == nil)
  }

  @Test func aChangeOutsideTheWindowsIsStillFound() {
    // A large deletion before the caret (the window doubles until its edges hold).
    let (host, interceptor) = Self.host(10_000, mode: .notification)
    host.replace(utf16Range: 0..<4_000, withText: "")
    host.utf16Selection = 0..<0
    interceptor.textDidChange()
    #expect(interceptor.controller.state.text == host.text)
  }

  @Test(arguments: ["a", "ab", "\u{301}", "😀"])
  func aSilentChangeBeforeARepetitionIsNotMistakenForItsShift(unit: String) {
    // "sin(" then a long repetition with the caret at its end; the system inserts "🏽🏽" at
    // the start without a notification, then a key types the repeated text once more: near the
    // caret, the host's text looks like the controller's text shifted by the change.
    let text = "sin(" + String(repeating: unit, count: 200)
    let host = CountingHost(text: text)
    let interceptor = TextInputInterceptor(host: host, policy: .unrestricted, mode: .notification)
    host.interceptor = interceptor
    host.replace(utf16Range: 0..<0, withText: "🏽🏽")
    host.utf16Selection = (host.utf16Count)..<(host.utf16Count)
    host.typeUnasked(unit)
    #expect(host.text == "🏽🏽" + text + unit)
    #expect(interceptor.controller.state.text == host.text)
  }

  @Test(arguments: [InterceptionMode.delegate, .notification])
  func aSameLengthChangeFarFromTheCaretIsFoundOnItsNotification(mode: InterceptionMode) {
    // A system replacement of "𠮺." by "にほん" (three units for three) near the start, unasked,
    // with the caret at the end: the windows around the caret cannot see it (Engine harness,
    // crash-43fa7be2).
    let text = "e🇨𠮺.12" + String(repeating: "abc", count: 100)
    let host = CountingHost(text: text)
    let interceptor = TextInputInterceptor(host: host, policy: .unrestricted, mode: mode)
    host.interceptor = interceptor
    host.replace(utf16Range: 3..<6, withText: "にほん")
    interceptor.textDidChange()
    #expect(host.text.hasPrefix("e🇨にほん12"))
    #expect(interceptor.controller.state.text == host.text)
    // One the policy changes is corrected: digits only, the letters filtered out.
    let digits = CountingHost(text: "12" + String(repeating: "0", count: 300))
    let strict = TextInputInterceptor(host: digits, policy: InputPolicy(.allow(.digits)), mode: mode)
    digits.interceptor = strict
    digits.replace(utf16Range: 0..<2, withText: "ab")
    strict.textDidChange()
    #expect(!digits.text.contains("a") && !digits.text.contains("b"))
    #expect(strict.controller.state.text == digits.text)
  }

  @Test(arguments: CountingHost.SplitPairRead.allCases)
  func aChangeThatShiftsSurrogatePairsUnderTheWindowIsFound(reads: CountingHost.SplitPairRead) {
    // "🏳️‍🌈..." then ideographs outside the BMP, the caret at the end; the system replaces
    // the rainbow (two units) by U+2069 (one) and the caret stays before the same text: the
    // window around the caret starts at a pair in the controller's text and in the middle of
    // one in the host's (Engine harness, crash-26057624).
    let rest = "..." + String(repeating: "𭛖", count: 20) + "1ni"
    let text = "🏳️‍🌈" + rest
    for (policy, expected) in [
      (InputPolicy.unrestricted, "🏳️‍\u{2069}" + rest),
      // Direction controls are filtered out: what is left of the replacement is the deletion.
      (.secure, "🏳️‍" + rest),
    ] {
      let host = CountingHost(text: text)
      host.splitPairRead = reads
      let interceptor = TextInputInterceptor(host: host, policy: policy, mode: .notification)
      host.interceptor = interceptor
      host.replace(utf16Range: 4..<6, withText: "\u{2069}")
      host.utf16Selection = (host.utf16Count)..<(host.utf16Count)
      interceptor.textDidChange()
      #expect(host.text == expected, "\(reads)")
      #expect(interceptor.controller.state.text == host.text, "\(reads)")
    }
  }

  @Test func surrogatePairsAtTheWindowEdgesStayWhole() {
    // The caret at 41, after "b": the windows' edges, 9 and 73, fall inside emoji.
    let text = String(repeating: "😀", count: 20) + "b" + String(repeating: "😀", count: 40)
    let host = CountingHost(text: text)
    host.utf16Selection = 41..<41
    let interceptor = TextInputInterceptor(host: host, policy: .unrestricted, mode: .notification)
    host.interceptor = interceptor
    host.typeUnasked("x")
    #expect(interceptor.controller.state.text == host.text)
    #expect(!interceptor.controller.state.text.contains("\u{FFFD}"))
  }

  @Test func theDefaultRangeReadCutsNoCharacter() {
    #expect("a😀b".substring(clampedUTF16: 2..<4) == "😀b")
    #expect("abc".substring(clampedUTF16: 1..<9) == "bc")
    #expect("abc".substring(clampedUTF16: -3..<1) == "a")
  }
}
