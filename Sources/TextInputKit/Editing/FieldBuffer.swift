/// The contents of a text field kept for editing at a cost that does not grow with the text.
///
/// The text lives in a ``TextStorage``; the selection and marked range are UTF-16 offsets, as
/// UIKit gives them; the lengths a policy limits are counted as the text changes. An edit is
/// reviewed on a window of whole grapheme clusters around it, by the same ``InputPolicy`` code
/// that reviews a ``TextFieldState``, unless a rule of the policy reads the whole text.
struct FieldBuffer: Sendable {
  private(set) var storage: TextStorage
  /// The selection, in UTF-16 offsets.
  private(set) var selection: Range<Int>
  /// The marked (composing) range, in UTF-16 offsets.
  private(set) var markedRange: Range<Int>?
  /// The length of the whole text in each metric the policy limits, in units.
  private(set) var units: [LengthMetric: Int]
  let policy: InputPolicy
  private let needsWholeText: Bool

  init(policy: InputPolicy, state: TextFieldState = TextFieldState()) {
    self.policy = policy
    self.needsWholeText = policy.rules.contains { $0.inspectsWholeText }
    self.storage = TextStorage(state.text)
    self.selection = state.selectedUTF16Range
    self.markedRange = state.markedUTF16Range
    var units: [LengthMetric: Int] = [:]
    // Without a limit, characters are counted for the field's counter.
    let metrics = policy.rules.flatMap(\.lengthMetrics)
    for metric in metrics.isEmpty ? [.characters] : metrics where units[metric] == nil {
      units[metric] = metric.units(of: state.text)
    }
    self.units = units
  }

  /// The whole field as a value.
  ///
  /// - Complexity: O(*n*).
  var state: TextFieldState {
    TextFieldState(text: storage.string, utf16Selection: selection, utf16MarkedRange: markedRange)
  }

  /// What an edit did to the buffer, in UTF-16 offsets of the text before it.
  struct Change: Sendable, Hashable {
    var disposition: EditOutcome.Disposition
    var changes: [PolicyChange]
    var replacedRange: Range<Int>
    var replacement: String
  }

  /// Applies an edit given in UTF-16 offsets.
  ///
  /// - Complexity: O(*k* + log *n*) for an edit and its surrounding clusters of size *k*, when no
  ///   rule reads the whole text; O(*n*) otherwise.
  mutating func apply(_ range: Range<Int>, replacement: String, source: EditSource) -> Change {
    let window = needsWholeText ? 0..<storage.utf16Count : self.window(around: range)
    let text = storage.substring(window)
    let local = { (r: Range<Int>) -> Range<Int> in
      let lower = Swift.min(Swift.max(r.lowerBound - window.lowerBound, 0), window.count)
      let upper = Swift.min(Swift.max(r.upperBound - window.lowerBound, lower), window.count)
      return lower..<upper
    }
    let before = TextFieldState(
      text: text, utf16Selection: local(range), utf16MarkedRange: markedRange.map(local))
    let edit = Edit(replacing: local(range), with: replacement, source: source)
    let outcome = policy.apply(edit, to: before, knownUnits: units)
    let shift = window.lowerBound
    let replaced = (outcome.replacedUTF16Range.lowerBound + shift)
      ..< (outcome.replacedUTF16Range.upperBound + shift)
    if outcome.disposition != .refused || source == .commit {
      for (metric, count) in units {
        units[metric] = count + metric.units(of: outcome.state.text) - metric.units(of: text)
      }
      storage.replace(replaced, with: outcome.replacement)
      let after = outcome.state
      selection = (after.selectedUTF16Range.lowerBound + shift)
        ..< (after.selectedUTF16Range.upperBound + shift)
      markedRange = after.markedUTF16Range.map { ($0.lowerBound + shift)..<($0.upperBound + shift) }
    }
    return Change(
      disposition: outcome.disposition, changes: outcome.changes, replacedRange: replaced,
      replacement: outcome.replacement)
  }

  /// Moves the selection; offsets are clamped and widened to whole clusters.
  mutating func select(_ range: Range<Int>) {
    let window = self.window(around: range)
    let text = storage.substring(window)
    let lower = Swift.min(Swift.max(range.lowerBound - window.lowerBound, 0), window.count)
    let upper = Swift.min(Swift.max(range.upperBound - window.lowerBound, lower), window.count)
    let local = TextFieldState(text: text, utf16Selection: lower..<upper)
    selection = (local.selectedUTF16Range.lowerBound + window.lowerBound)
      ..< (local.selectedUTF16Range.upperBound + window.lowerBound)
  }

  /// Replaces the whole text, as a program does; no policy applies.
  mutating func setText(_ text: String) {
    self = FieldBuffer(policy: policy, state: TextFieldState(text: text))
  }

  /// A range of UTF-16 offsets around `range` whose ends are certain cluster boundaries, with at
  /// least one cluster on each side of the range when the text has one.
  ///
  /// A cluster boundary usually depends on the characters before it; between two characters of
  /// the kinds below it never does, so segmenting the window from its start gives the same
  /// clusters as segmenting the whole text.
  func window(around range: Range<Int>) -> Range<Int> {
    let count = storage.utf16Count
    var lower = Swift.min(Swift.max(range.lowerBound, 0), count)
    var upper = Swift.min(Swift.max(range.upperBound, lower), count)
    // Offsets inside a surrogate pair widen to the whole pair.
    if let unit = storage.codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
    if let unit = storage.codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper += 1 }
    var start = lower
    var reach = 16
    while true {
      let from = Swift.max(lower - reach, 0)
      if from == 0 {
        start = 0
        break
      }
      if let boundary = lastCertainBoundary(in: from..<lower) {
        start = boundary
        break
      }
      reach *= 4
    }
    var end = upper
    reach = 16
    while true {
      let to = Swift.min(upper + reach, count)
      if to == count {
        end = count
        break
      }
      if let boundary = firstCertainBoundary(in: upper..<to) {
        end = boundary
        break
      }
      reach *= 4
    }
    return start..<end
  }

  /// The last offset in `range`, before its end's own cluster, that is certainly a boundary.
  private func lastCertainBoundary(in range: Range<Int>) -> Int? {
    let scalars = Array(storage.substring(range).unicodeScalars)
    // Leave one character before the range's end so the cluster before the edit is whole.
    var offset = range.upperBound
    var index = scalars.count - 1
    var seenOne = false
    while index > 0 {
      offset -= scalars[index].utf16.count
      if seenOne && Self.isCertainBoundary(scalars[index - 1], scalars[index]) { return offset }
      seenOne = true
      index -= 1
    }
    return nil
  }

  /// The first offset in `range`, after its start's own cluster, that is certainly a boundary.
  private func firstCertainBoundary(in range: Range<Int>) -> Int? {
    let scalars = Array(storage.substring(range).unicodeScalars)
    var offset = range.lowerBound
    var index = 0
    while index + 1 < scalars.count {
      offset += scalars[index].utf16.count
      if index > 0 && Self.isCertainBoundary(scalars[index], scalars[index + 1]) { return offset }
      index += 1
    }
    return nil
  }

  /// Whether a grapheme cluster boundary certainly falls between `before` and `after`, whatever
  /// precedes them: both are characters that never join others (Latin, common CJK ideographs,
  /// full-width forms), and `before` is not a carriage return.
  static func isCertainBoundary(_ before: Unicode.Scalar, _ after: Unicode.Scalar) -> Bool {
    isIsolated(before) && before != "\r" && isIsolated(after)
  }

  private static func isIsolated(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x0000...0x02FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xFF01...0xFF5E: return true
    default: return false
    }
  }
}
