extension FieldBuffer {
  /// Applies an edit to a field that shows its value laid out (a mask, grouped digits).
  ///
  /// The edit of the display text becomes an edit of the value: what it removes is the value
  /// characters in its range, and a deletion of literals alone next to the caret deletes the
  /// value character beyond them (backspace after "138 " deletes the "8"). The policy's rules
  /// review that edit on the value. The new value is laid out again, and the field gets it as one
  /// range replacement, with the caret right after the last value character inserted, or after
  /// the value character before a deletion.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  mutating func applyFormatted(
    _ range: Range<Int>, replacement: String, source: EditSource, format: any DisplayFormat
  ) -> EditOutcome {
    if let outcome = applyGroupedDigit(range, replacement: replacement, source: source) {
      return outcome
    }
    let text = storage.string
    if range.lowerBound >= 0, range.upperBound <= storage.utf16Count, markedRange == nil,
      source != .commit,
      storage.substring(range).unicodeScalars.elementsEqual(replacement.unicodeScalars),
      replacesNoValue(range, in: text, format: format)
    {
      // An edit that changes no text and no value, as the field shows it whether or not it asks
      // its delegate: "2" typed over the selected literal "2" only moves the caret after it;
      // nothing replacing nothing puts the caret where the edit was, as the field does (an empty
      // paste leaves it where it is, a system replacement of nothing at the end moves it there).
      // A value character typed over itself is an edit of the value, laid out again: "." pasted
      // over the "." a deletion left in an amount shows "0.", as pasting it into an empty field.
      selection = range.upperBound..<range.upperBound
      return EditOutcome(
        state: state, disposition: .accepted, changes: [], replacedUTF16Range: range,
        replacement: replacement)
    }
    let before = state
    // A commit replaces exactly the marked text, which may have joined the character before it
    // (a keycap after "3"): the value characters outside the marked range stay, and nothing of
    // what the commit removes is a deletion by the person.
    let commits = source == .commit && before.hasMarkedText
    var edited = text.clusterRange(utf16: range)
    if commits {
      let utf16 = text.utf16
      let clamped = range.clamped(to: 0..<utf16.count)
      let lower = utf16.index(utf16.startIndex, offsetBy: clamped.lowerBound)
      let upper = utf16.index(utf16.startIndex, offsetBy: clamped.upperBound)
      if lower.samePosition(in: text.unicodeScalars) != nil,
        upper.samePosition(in: text.unicodeScalars) != nil
      {
        edited = lower..<upper
      }
    }
    let pieces = format.values(of: [
      text[..<edited.lowerBound], text[edited], text[edited.upperBound...],
    ])
    var prefix = pieces[0]
    var removed = pieces[1]
    var suffix = pieces[2]
    if replacement.isEmpty, source != .markedText, !commits, !edited.isEmpty,
      let (value, caret) = format.deleting(
        removed, between: prefix, and: suffix, literalsOnly: removed.isEmpty,
        backward: !selection.isEmpty || range.upperBound == selection.lowerBound)
    {
      // A layout that deletes its own way (a date's digits become zeros).
      return write(
        format.refitted(value), caret: 0, over: text, disposition: .accepted, changes: [],
        format: format, displayCaret: caret)
    }
    if replacement.isEmpty, removed.isEmpty, !edited.isEmpty, selection.isEmpty, !commits {
      // Only literals deleted from next to the caret: the value character beyond them goes.
      if range.upperBound == selection.lowerBound, let last = prefix.popLast() {
        removed = String(last)
      } else if range.lowerBound == selection.lowerBound, !suffix.isEmpty {
        removed = String(suffix.removeFirst())
      }
    }
    let value = prefix + removed + suffix
    let lower = value.index(value.startIndex, offsetBy: prefix.count)
    let upper = value.index(lower, offsetBy: removed.count)
    var proposal = ProposedEdit(
      text: value, range: lower..<upper, replacement: replacement, source: source,
      knownUnits: units)
    // Literals shown before an empty value ("+7 (|"): what is typed next starts at the first slot.
    proposal.working.leadingLiteralsShown = prefix.isEmpty && !text[..<edited.lowerBound].isEmpty
    policy.review(&proposal)
    if proposal.isRejected {
      guard source == .commit, before.hasMarkedText else {
        let caret = selection.lowerBound
        return EditOutcome(
          state: before, disposition: .rejected, changes: proposal.changes,
          replacedUTF16Range: caret..<caret, replacement: "")
      }
      // A rejected commit leaves the value as it was before the composition.
      let original = format.values(of: [(composition?.original ?? "")[...]])[0]
      let restored = prefix + original + suffix
      return write(
        format.refitted(restored), caret: prefix.count + original.count, over: text,
        disposition: .rejected, changes: proposal.changes, format: format)
    }
    var newValue = proposal.resultingText
    var caret =
      proposal.prefix.characterCount
      + (proposal.caretInReplacement ?? proposal.replacement.characterCount)
    let refitted = format.refitted(newValue)
    if refitted != newValue {
      guard replacement.isEmpty else {
        var rejection = proposal
        rejection.reject(rule: .mask, message: LocalizedMessage("mask.doesNotFit"))
        let at = selection.lowerBound
        return EditOutcome(
          state: before, disposition: .rejected, changes: rejection.changes,
          replacedUTF16Range: at..<at, replacement: "")
      }
      // A deletion moved later characters to slots that do not take them: they go, so that
      // deleting is always possible.
      newValue = refitted
      caret = Swift.min(caret, newValue.characterCount)
    }
    return write(
      newValue, caret: caret, over: text,
      disposition: proposal.changes.isEmpty ? .accepted : .changed, changes: proposal.changes,
      format: format, showsLeadingText: !replacement.isEmpty)
  }

  /// Whether `range` of `text`, the display, holds no value character (only literals, or
  /// nothing): what the value holds, it reads in its place in the whole display.
  ///
  /// - Complexity: O(*n*) in the length of the text.
  private func replacesNoValue(_ range: Range<Int>, in text: String, format: any DisplayFormat)
    -> Bool
  {
    guard !range.isEmpty else { return true }
    let edited = text.clusterRange(utf16: range)
    return format.values(of: [
      text[..<edited.lowerBound], text[edited], text[edited.upperBound...],
    ])[1].isEmpty
  }

  /// The edit without the whole clusters at its start and end that its replacement keeps, scalar
  /// for scalar: a notification's diff by grapheme cluster reports marks pasted after "8" as
  /// "8" replaced by "8\u{301}…" (and the "8" may be a literal the value does not hold), or a
  /// mark typed over "6" in "A6" as "A6" replaced by "A\u{301}". What remains is the edit the
  /// delegate would have been asked about: "\u{301}…" inserted after the "8", "6" replaced by
  /// "\u{301}". A cluster that the replacement changes inside ("e\u{301}" to "e\u{302}") stays
  /// whole, and so does an edit that trimming would leave inserting nothing.
  ///
  /// - Complexity: O(*k*) in the length of the edit.
  /// - Parameter trimsTail: Whether to trim the clusters at the end too; `false` when the caret
  ///   stands at the end of the replacement, which a keyboard's insertion ends at: then what ends
  ///   the replacement was inserted, even if the replaced text ended the same way.
  package static func trimmedEdit(
    in text: String, _ range: Range<Int>, replacement: String, trimsTail: Bool
  ) -> (Range<Int>, String) {
    guard !range.isEmpty, range.lowerBound >= 0, range.upperBound <= text.utf16.count else {
      return (range, replacement)
    }
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
    let upper = utf16.index(lower, offsetBy: range.count)
    let scalars = text.unicodeScalars
    guard lower.samePosition(in: scalars) != nil, upper.samePosition(in: scalars) != nil else {
      return (range, replacement)
    }
    let old = Array(String(text[lower..<upper]))
    let new = Array(replacement.unicodeScalars)
    // Whole clusters of the old text that start the replacement, scalar for scalar.
    var kept = 0
    var keptScalars = 0
    var keptUTF16 = 0
    while kept < old.count {
      let cluster = Array(old[kept].unicodeScalars)
      guard keptScalars + cluster.count <= new.count,
        new[keptScalars..<(keptScalars + cluster.count)].elementsEqual(cluster)
      else { break }
      kept += 1
      keptScalars += cluster.count
      keptUTF16 += old[kept - 1].utf16.count
    }
    // And those that end it, not overlapping the ones that start it.
    var tail = 0
    var tailScalars = 0
    var tailUTF16 = 0
    while trimsTail, tail < old.count - kept {
      let cluster = Array(old[old.count - 1 - tail].unicodeScalars)
      guard keptScalars + tailScalars + cluster.count <= new.count,
        new[(new.count - tailScalars - cluster.count)..<(new.count - tailScalars)]
          .elementsEqual(cluster)
      else { break }
      tail += 1
      tailScalars += cluster.count
      tailUTF16 += old[old.count - tail].utf16.count
    }
    // A replacement that would become a deletion stays as it is: a deletion is not reviewed,
    // and "12." replaced by "." must still become "0.".
    guard kept + tail > 0, keptScalars + tailScalars < new.count else {
      return (range, replacement)
    }
    var trimmed = String.UnicodeScalarView()
    trimmed.append(contentsOf: new[keptScalars..<(new.count - tailScalars)])
    return (
      (range.lowerBound + keptUTF16)..<(range.upperBound - tailUTF16), String(trimmed)
    )
  }

  /// Shows `value` laid out, as one range replacement of `text`, with the caret after its first
  /// `caret` characters.
  ///
  /// - Parameter showsLeadingText: Whether an empty value shows the format's leading text, with
  ///   the caret after it: after an insertion ("+" typed into `+7 (###)` shows "+7 ("), never
  ///   after a deletion, which empties the field.
  private mutating func write(
    _ value: String, caret: Int, over text: String, disposition: EditOutcome.Disposition,
    changes: [PolicyChange], format: any DisplayFormat, showsLeadingText: Bool = false,
    displayCaret: Int? = nil
  ) -> EditOutcome {
    let leading = value.isEmpty && showsLeadingText ? format.leadingText : ""
    let display = leading.isEmpty ? format.display(of: value) : leading
    let (range, replacement) = text.minimalReplacement(
      text.startIndex..<text.endIndex, with: display)
    let replaced = text.utf16Range(range)
    storage.replace(replaced, with: replacement)
    let offset =
      displayCaret.map { Swift.min($0, display.count) }
      ?? (leading.isEmpty
        ? format.displayOffset(afterValueCharacters: caret, of: value, shownAs: display)
        : leading.count)
    let utf16Caret: Int
    if display.hasSingleByteCharacters {
      // A byte a character and a UTF-16 unit a byte: no walk of the characters.
      utf16Caret = Swift.min(offset, display.utf8.count)
    } else {
      let caretIndex = display.index(
        display.startIndex, offsetBy: Swift.min(offset, display.count))
      utf16Caret = display.utf16Offset(of: caretIndex)
    }
    selection = utf16Caret..<utf16Caret
    markedRange = nil
    composition = nil
    recount(value)
    var outcome = EditOutcome(
      state: TextFieldState(text: display, utf16Selection: selection),
      disposition: disposition, changes: changes, replacedUTF16Range: replaced,
      replacement: replacement)
    if leading.isEmpty { outcome.typedValue = value }
    return outcome
  }

  /// Counts the lengths the policy limits on `value`.
  private mutating func recount(_ value: String) {
    // In ASCII without CR LF every metric but a weighting counts a unit a byte.
    let singleByte = value.hasSingleByteCharacters
    for metric in Array(units.keys) {
      if case .weighted = metric {
        units[metric] = metric.unitCount(of: value)
      } else {
        units[metric] = singleByte ? value.utf8.count : metric.unitCount(of: value)
      }
    }
  }

  /// Counts the lengths on the value the field shows now: after marked text changed it.
  mutating func recountValue(_ format: any DisplayFormat) {
    recount(format.values(of: [storage.string[...]])[0])
  }
}
