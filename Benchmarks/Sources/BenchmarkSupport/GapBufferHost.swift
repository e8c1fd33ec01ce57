import TextInputKit

/// A host that keeps its text as a gap buffer at the last edit, as a text view's storage makes
/// typing at one place cheap: a keystroke costs the host O(distance moved + edit), so that what
/// a benchmark measures at 1,000,000 characters is the interceptor's and the engine's cost, not
/// an array's shift.
public final class GapBufferHost: TextInputHost, @unchecked Sendable {
  /// The units before the gap.
  private var before: [UInt16]
  /// The units after the gap, last first.
  private var after: [UInt16]
  public var utf16Selection: Range<Int>
  public var utf16MarkedRange: Range<Int>? { nil }
  public var keyboardLanguage: String? { "en-US" }

  public init(text: String, caret: Int) {
    let units = Array(text.utf16)
    before = Array(units[..<caret])
    after = Array(units[caret...].reversed())
    utf16Selection = caret..<caret
  }

  public var utf16Count: Int { before.count + after.count }

  public var currentText: String { text(inUTF16Range: 0..<utf16Count) }

  public func text(inUTF16Range range: Range<Int>) -> String {
    let range = range.clamped(to: 0..<utf16Count)
    var units: [UInt16] = []
    units.reserveCapacity(range.count)
    // In bulk: the part before the gap as it is, the part after it reversed back.
    let split = before.count
    if range.lowerBound < split {
      units.append(contentsOf: before[range.lowerBound..<Swift.min(range.upperBound, split)])
    }
    if range.upperBound > split {
      let first = Swift.max(range.lowerBound, split) - split
      let last = range.upperBound - split
      units.append(contentsOf: after[(after.count - last)..<(after.count - first)].reversed())
    }
    return units.withUnsafeBufferPointer { units in
      // ASCII, the usual text of a long field here, is narrowed to bytes in one pass: the
      // standard library's UTF-16 decoding parses a scalar at a time on Linux, which made
      // reading a 40,000-unit text cost more than the keystroke that changed it (a UIKit host
      // hands out its UTF-16 text as it is).
      guard units.allSatisfy({ $0 < 0x80 }) else { return String(decoding: units, as: UTF16.self) }
      return String(unsafeUninitializedCapacity: units.count) { bytes in
        for index in units.indices { bytes[index] = UInt8(truncatingIfNeeded: units[index]) }
        return units.count
      }
    }
  }

  /// Moves the gap to `offset`, in bulk.
  private func moveGap(to offset: Int) {
    if before.count > offset {
      after.append(contentsOf: before[offset...].reversed())
      before.removeLast(before.count - offset)
    } else if before.count < offset {
      let moved = Swift.min(offset - before.count, after.count)
      before.append(contentsOf: after[(after.count - moved)...].reversed())
      after.removeLast(moved)
    }
  }

  public func replace(utf16Range: Range<Int>, withText text: String) {
    moveGap(to: utf16Range.lowerBound)
    after.removeLast(Swift.min(utf16Range.count, after.count))
    before.append(contentsOf: text.utf16)
  }

  public func setUTF16Selection(_ range: Range<Int>) { utf16Selection = range }
  public func announceTextChange() {}

  /// One key as UIKit sends it: in delegate mode the delegate question, and the change when it
  /// is allowed; in notification mode the change; then the text-did-change notification and the
  /// selection change. An empty `text` with an empty selection is a backspace.
  public func key(_ text: String, through interceptor: TextInputInterceptor) {
    var range = utf16Selection
    if text.isEmpty && range.isEmpty && range.lowerBound > 0 {
      let units = self.text(inUTF16Range: Swift.max(range.lowerBound - 2, 0)..<range.lowerBound).utf16
      let width = units.count == 2 && UTF16.isTrailSurrogate(units.last!) ? 2 : 1
      range = (range.lowerBound - width)..<range.lowerBound
    }
    if interceptor.mode == .notification
      || interceptor.shouldChange(utf16Range: range, replacement: text)
    {
      replace(utf16Range: range, withText: text)
      let caret = range.lowerBound + text.utf16.count
      utf16Selection = caret..<caret
    }
    interceptor.textDidChange()
    interceptor.selectionDidChange()
  }
}
