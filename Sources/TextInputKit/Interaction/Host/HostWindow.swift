/// What a keystroke reads of its host: the length, the selection, the marked range, and the text
/// of a few small windows around them, compared with what the controller holds — never the whole
/// text while the change lies near the selection, the marked text or the range a delegate
/// question names.
///
/// ```swift
/// // controller "…1,000,000 units…|", host the same plus "a" at the caret:
/// // reads the length, the selection, and the 65 units around the caret → .changed
/// // host as the controller holds it → 64 units around the caret → .unchanged
/// ```
///
/// A window is trusted when the text at both its edges is the controller's text (``margin``
/// units, or the text's start or end): the change lies inside it. Otherwise the window grows
/// eightfold, up to the whole text. A read of another length than asked is not trusted either:
/// a change beyond the window shifted the host's text by an odd number of units, so its edges
/// fall inside surrogate pairs, which the host widens to whole characters (or narrows, or
/// replaces by U+FFFD). When the length changed, an edge where the controller's text
/// repeats with the period of that change (a run of one character) could be the text shifted
/// by a change further away, so it is not trusted either: typing into a long repetition reads
/// the repetition. A change far from all of these places that leaves the length and the
/// windows as they were is not seen here: the interceptor reads the whole text when a
/// text-did-change notification finds the windows unchanged and no delegate question let a
/// change through (a system replacement of the same length away from the caret), and the text
/// the app assigns in code arrives through ``TextInputInterceptor/adoptHostText()``.
enum HostWindow {
  /// The text the windows keep on each side of the places they watch, in UTF-16 units.
  static let margin = 32

  /// What the host shows, compared with the controller.
  enum Reading {
    /// The host shows the controller's text, with this selection and marked range.
    case sameText(selection: Range<Int>, markedRange: Range<Int>?)
    /// The host shows another text: the controller's text with `window` (in the controller's
    /// offsets) replaced by `text`, with this selection and marked range, as the host reports
    /// them.
    case changed(window: Range<Int>, text: String, selection: Range<Int>, markedRange: Range<Int>?)
  }

  /// The whole text a host shows when it shows `storage` with `window` replaced by `text`.
  ///
  /// - Complexity: O(*n*).
  static func wholeText(_ storage: TextStorage, window: Range<Int>, replacedBy text: String)
    -> String
  {
    storage.substring(0..<storage.utf16Count, replacing: window, with: text)
  }

  /// Reads `host` against `buffer`.
  ///
  /// - Parameter hint: A range of the controller's text the host is about to change (a delegate
  ///   question's range), watched too.
  static func read(
    _ host: any TextInputHost, against buffer: FieldBuffer, hint: Range<Int>? = nil
  ) -> Reading {
    let storage = buffer.storage
    let oldCount = storage.utf16Count
    let newCount = host.utf16Count
    let selection = host.utf16Selection
    let marked = host.utf16MarkedRange
    let delta = newCount - oldCount
    // The places to watch, in the controller's offsets; a place the host reports may lie before
    // or after the change, so both its offset and its offset less the change in length count.
    // At most fourteen, kept on the stack: a keystroke reads its host without allocating for this.
    let (lowest, highest, sameWindows) = withUnsafeTemporaryAllocation(
      of: Int.self, capacity: 14
    ) { places -> (Int, Int, Bool) in
      var count = 0
      func watch(_ offset: Int) {
        places[count] = Swift.min(Swift.max(offset, 0), oldCount)
        count += 1
      }
      watch(buffer.selection.lowerBound)
      watch(buffer.selection.upperBound)
      if let old = buffer.markedRange {
        watch(old.lowerBound)
        watch(old.upperBound)
      }
      if let hint {
        watch(hint.lowerBound)
        watch(hint.upperBound)
      }
      func watchReported(_ offset: Int) {
        watch(offset)
        if delta != 0 { watch(offset - delta) }
      }
      watchReported(selection.lowerBound)
      watchReported(selection.upperBound)
      if let marked {
        watchReported(marked.lowerBound)
        watchReported(marked.upperBound)
      }
      // Sorted in place (at most fourteen).
      for i in 1..<count {
        let place = places[i]
        var j = i
        while j > 0, places[j - 1] > place {
          places[j] = places[j - 1]
          j -= 1
        }
        places[j] = place
      }
      // Same length: most often a selection change. Each place is compared on its own window,
      // windows merged where they meet.
      var same = delta == 0
      if same {
        var current: Range<Int>? = nil
        for place in places[..<count] {
          let window = window(around: place, margin: Self.margin, in: storage)
          if let last = current, window.lowerBound <= last.upperBound {
            current = last.lowerBound..<Swift.max(last.upperBound, window.upperBound)
            continue
          }
          if let last = current, !storage.holds(host.text(inUTF16Range: last), at: last) {
            same = false
            break
          }
          current = window
        }
        if same, let last = current, !storage.holds(host.text(inUTF16Range: last), at: last) {
          same = false
        }
      }
      return (places[0], places[count - 1], same)
    }
    if sameWindows { return .sameText(selection: selection, markedRange: marked) }
    var margin = Self.margin
    while true {
      let whole = margin > oldCount + Swift.abs(delta)
      var lower = whole ? 0 : Swift.max(lowest - margin, 0)
      var upper = whole ? oldCount : Swift.min(highest + margin, oldCount)
      if let unit = storage.codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
      if let unit = storage.codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper += 1 }
      let newUpper = upper + delta
      if newUpper >= lower, newUpper <= newCount {
        let window = host.text(inUTF16Range: lower..<newUpper)
        let old = storage.substring(lower..<upper)
        // The window's edges are whole characters of the controller's text; in the host's they
        // split a surrogate pair when a change beyond them shifted the text by an odd length,
        // and the host widens, narrows or replaces the halves: a read of another length cannot
        // hold the change.
        if whole
          || (window.utf16CountFromUTF8 == newUpper - lower
            && holds(
              window, old, trustingStart: lower == 0, end: upper == oldCount,
              shiftedBy: delta, in: storage, at: lower..<upper))
        {
          if delta == 0, window == old {
            return .sameText(selection: selection, markedRange: marked)
          }
          return .changed(
            window: lower..<upper, text: window, selection: selection, markedRange: marked)
        }
      }
      margin *= 8
    }
  }

  /// Whether the host's `window` replaces the controller's `old` with the change inside it:
  /// both start and end with the same ``margin`` units, unless the window reaches the text's
  /// start or end.
  ///
  /// When the length changed by `delta`, a change outside the window shifts the text at the
  /// window's edges by `delta`: an edge proves nothing where the controller's text there repeats
  /// with that period (a run of one character, a pattern pasted again and again), so such an
  /// edge is not trusted, and the window grows past the repetition.
  ///
  /// ```swift
  /// // controller "sin(" + 50 × "\u{301}" + "|", host "🏽🏽" + the same + "\u{301}":
  /// // the window's start, inside the marks, matches itself shifted by 5 → not trusted
  /// ```
  private static func holds(
    _ window: String, _ old: String, trustingStart: Bool, end trustingEnd: Bool,
    shiftedBy delta: Int, in storage: TextStorage, at range: Range<Int>
  ) -> Bool {
    let new = window.utf16
    let previous = old.utf16
    let needed = Swift.min(margin / 2, window.utf16CountFromUTF8, old.utf16CountFromUTF8)
    // The units the two share at each end, counted up to `needed`, read in place.
    var prefix = 0
    for (unit, other) in zip(new, previous) {
      guard prefix < needed, unit == other else { break }
      prefix += 1
    }
    var suffix = 0
    for (unit, other) in zip(new.reversed(), previous.reversed()) {
      guard suffix < needed, unit == other else { break }
      suffix += 1
    }
    /// Whether the `needed` units of the controller's text from `start` (going `step`) equal
    /// the units `shift` further on: the edge would match a text shifted by a change beyond it.
    ///
    /// - Complexity: one read of the controller's text, `needed` + |`shift`| units.
    func repeats(from start: Int, step: Int, shift: Int) -> Bool {
      guard delta != 0 else { return false }
      let last = start + (needed - 1) * step
      var lower = Swift.min(start, last) + Swift.min(shift, 0)
      var upper = Swift.max(start, last) + Swift.max(shift, 0) + 1
      guard lower >= 0, upper <= storage.utf16Count else { return false }
      // Whole surrogate pairs, so that the read keeps its offsets.
      if let unit = storage.codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
      if let unit = storage.codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper += 1 }
      // The units read in place into a buffer on the stack (a substring was a new string for
      // each edge of each window read).
      let count = upper - lower
      return withUnsafeTemporaryAllocation(of: UInt16.self, capacity: count + 1) { units in
        guard storage.copyUnits(lower..<upper, into: units) == count else { return false }
        for i in 0..<needed {
          let offset = start + i * step - lower
          if units[offset] != units[offset + shift] { return false }
        }
        return true
      }
    }
    let startHolds =
      trustingStart
      || (prefix >= needed && !repeats(from: range.lowerBound, step: 1, shift: -delta))
    let endHolds =
      trustingEnd
      || (suffix >= needed && !repeats(from: range.upperBound - 1, step: -1, shift: delta))
    return startHolds && endHolds
  }

  /// The window of `margin` units on each side of `place`, off the middle of surrogate pairs.
  private static func window(around place: Int, margin: Int, in storage: TextStorage)
    -> Range<Int>
  {
    var lower = Swift.max(place - margin, 0)
    var upper = Swift.min(place + margin, storage.utf16Count)
    if let unit = storage.codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
    if let unit = storage.codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper += 1 }
    return lower..<upper
  }
}
