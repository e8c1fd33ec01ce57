/// What a sticker text view shows, run by run: text as it is on screen, and attachments.
///
/// The plain text and every offset come from these runs, never from parsing the shown text
/// again: a typed literal `[笑哭]` is four characters on screen until an edit turns it into a
/// sticker, and its offsets stay four characters wide until then.
public enum StickerDisplayRun: Sendable, Hashable {
  /// Text, as shown.
  case text(String)
  /// One sticker attachment, by its code: one UTF-16 unit on screen.
  case sticker(code: String)
}

/// The edit a sticker text view makes on screen to show a new plain text: one display range
/// replaced by a few runs, and the selection after it.
///
/// ```swift
/// // shown: "ab[笑哭" (text, 5 units), new plain text "ab[笑哭]" (the user typed "]")
/// let edit = StickerDisplayEdit(
///   showing: [.text("ab[笑哭")], newPlainText: "ab[笑哭]", plainSelection: 6..<6, catalog: catalog)
/// edit.displayRange  // 2..<5: the literal becomes…
/// edit.runs          // [.sticker(code: "[笑哭]")]
/// edit.selection     // 3..<3: after the sticker
/// ```
public struct StickerDisplayEdit: Sendable, Hashable {
  /// The UTF-16 range of what is shown to replace.
  public var displayRange: Range<Int>
  /// What to show there.
  public var runs: [StickerDisplayRun]
  /// The selection afterwards, in UTF-16 offsets of what is shown.
  public var selection: Range<Int>

  /// The edit from what is `shown` to `newPlainText`, in which `catalog`'s codes are stickers.
  ///
  /// - Complexity: O(*n*) in the length of the texts.
  public init(
    showing shown: [StickerDisplayRun], newPlainText: String, plainSelection: Range<Int>,
    catalog: StickerCatalog
  ) {
    let old = Self.unitCount(of: shown)
    let target = catalog.segments(of: newPlainText)
    var newRuns: [StickerDisplayRun] = []
    for segment in target.segments {
      if let sticker = segment.sticker {
        newRuns.append(.sticker(code: sticker.code))
      } else {
        newRuns.append(.text(String(target[segment])))
      }
    }
    let new = Self.unitCount(of: newRuns)
    var prefix = 0
    while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
    var suffix = 0
    while suffix < old.count - prefix, suffix < new.count - prefix,
      old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
    {
      suffix += 1
    }
    // Never split a surrogate pair at the ends of the replaced range.
    while prefix > 0, case .utf16(let unit) = new[prefix - 1], UTF16.isLeadSurrogate(unit) {
      prefix -= 1
    }
    while suffix > 0, case .utf16(let unit) = new[new.count - suffix], UTF16.isTrailSurrogate(unit)
    {
      suffix -= 1
    }
    displayRange = prefix..<(old.count - suffix)
    runs = Self.runs(of: new[prefix..<(new.count - suffix)])
    selection = target.displayRange(forPlainUTF16: plainSelection)
  }

  /// The plain text of what is shown, and the plain selection for a display selection.
  ///
  /// ```swift
  /// StickerDisplayEdit.plainState(
  ///   showing: [.text("笑"), .sticker(code: "[笑哭]")], displaySelection: 2..<2)
  /// // "笑[笑哭]", caret 5
  /// ```
  public static func plainState(showing shown: [StickerDisplayRun], displaySelection: Range<Int>)
    -> TextFieldState
  {
    var plain = ""
    var display = 0
    var lower: Int?
    var upper: Int?
    func mark(_ displayEnd: Int, plainAt: (Int) -> Int) {
      if lower == nil, displaySelection.lowerBound <= displayEnd {
        lower = plainAt(displaySelection.lowerBound)
      }
      if upper == nil, displaySelection.upperBound <= displayEnd {
        upper = plainAt(displaySelection.upperBound)
      }
    }
    for run in shown {
      let start = plain.utf16.count
      switch run {
      case .text(let text):
        let width = text.utf16.count
        mark(display + width) { start + ($0 - display) }
        plain += text
        display += width
      case .sticker(let code):
        // An offset inside a sticker (there is none: it is one unit) goes to its start.
        mark(display) { _ in start }
        plain += code
        display += 1
      }
    }
    let end = plain.utf16.count
    let from = lower ?? end
    return TextFieldState(text: plain, utf16Selection: from..<Swift.max(from, upper ?? end))
  }

  /// The display range of a plain range, for what is `shown`: an offset inside a sticker's code
  /// goes to the sticker's start, or its end for the upper bound of a non-empty range.
  ///
  /// ```swift
  /// StickerDisplayEdit.displayRange(
  ///   showing: [.text("笑"), .sticker(code: "[笑哭]")], forPlainUTF16: 5..<5)   // 2..<2
  /// ```
  public static func displayRange(showing shown: [StickerDisplayRun], forPlainUTF16 range: Range<Int>)
    -> Range<Int>
  {
    var plain = 0
    var display = 0
    var lower: Int?
    var upper: Int?
    for run in shown {
      switch run {
      case .text(let text):
        let width = text.utf16.count
        if lower == nil, range.lowerBound <= plain + width { lower = display + range.lowerBound - plain }
        if upper == nil, range.upperBound <= plain + width { upper = display + range.upperBound - plain }
        plain += width
        display += width
      case .sticker(let code):
        let width = code.utf16.count
        if lower == nil, range.lowerBound < plain + width { lower = display }
        if upper == nil, range.upperBound <= plain { upper = display }
        if upper == nil, range.upperBound < plain + width, range.upperBound > plain { upper = display + 1 }
        plain += width
        display += 1
      }
    }
    let from = lower ?? display
    if range.isEmpty { return from..<from }
    return from..<Swift.max(from, upper ?? display)
  }

  package enum Unit: Hashable {
    case utf16(UInt16)
    case sticker(String)
  }

  package static func unitCount(of runs: [StickerDisplayRun]) -> [Unit] {
    var units: [Unit] = []
    for run in runs {
      switch run {
      case .text(let text): units += text.utf16.map(Unit.utf16)
      case .sticker(let code): units.append(.sticker(code))
      }
    }
    return units
  }

  package static func runs(of units: ArraySlice<Unit>) -> [StickerDisplayRun] {
    var runs: [StickerDisplayRun] = []
    var pending: [UInt16] = []
    func flush() {
      if !pending.isEmpty { runs.append(.text(String(decoding: pending, as: UTF16.self))) }
      pending.removeAll()
    }
    for unit in units {
      switch unit {
      case .utf16(let value): pending.append(value)
      case .sticker(let code):
        flush()
        runs.append(.sticker(code: code))
      }
    }
    flush()
    return runs
  }
}

extension StickerDisplayEdit {
  /// An edit given by its parts: `runs` shown in place of `displayRange`, then `selection`.
  package init(displayRange: Range<Int>, runs: [StickerDisplayRun], selection: Range<Int>) {
    self.displayRange = displayRange
    self.runs = runs
    self.selection = selection
  }
}
