/// What a sticker text view shows, in display offsets: each sticker is one attachment, one
/// UTF-16 unit on screen. `StickerTextView` conforms in `TextInputKitUIKit`; a test conforms with
/// an array of runs.
public protocol StickerDisplaySurface: AnyObject {
  /// What is shown, run by run.
  var displayRuns: [StickerDisplayRun] { get }
  /// The selection, in display offsets.
  var displaySelection: Range<Int> { get }
  /// The marked range, in display offsets, or `nil`.
  var displayMarkedRange: Range<Int>? { get }
  /// The stickers the view shows.
  var stickerCatalog: StickerCatalog { get }
  /// The primary language of the keyboard in use (``TextInputHost/keyboardLanguage``).
  var keyboardLanguage: String? { get }
  /// Replaces ``StickerDisplayEdit/displayRange`` with ``StickerDisplayEdit/runs`` and selects
  /// ``StickerDisplayEdit/selection``, as one undo step.
  func show(_ edit: StickerDisplayEdit)
  /// Sets the selection, in display offsets.
  func selectDisplay(_ range: Range<Int>)
  /// As ``TextInputHost/announceTextChange()``.
  func announceTextChange()
  /// As ``TextInputHost/announceForAccessibility(_:)``.
  func announceForAccessibility(_ announcement: AccessibilityAnnouncement)
}

/// A sticker surface as a ``TextInputHost``, in plain-text offsets: `[笑哭]` is five UTF-16 units
/// here and one attachment on screen. Every offset is converted here, so a Linux test runs the
/// conversion a `StickerTextView` ships with.
///
/// ```swift
/// // shown: "笑", the sticker [笑哭], caret after it (display 2)
/// host.currentText            // "笑[笑哭]"
/// host.utf16Selection     // 6..<6
/// host.replace(utf16Range: 1..<6, withText: "")  // the surface shows "笑", one undo step
/// ```
///
/// - Complexity: Every read maps through the runs of the whole text: O(*n*).
public final class StickerSurfaceHost: TextInputHost {
  /// The surface; held weakly (the view owns its host).
  public private(set) weak var surface: (any StickerDisplaySurface)?

  public init(surface: any StickerDisplaySurface) { self.surface = surface }

  private var runs: [StickerDisplayRun] { surface?.displayRuns ?? [] }

  public var currentText: String {
    StickerDisplayEdit.plainState(showing: runs, displaySelection: 0..<0).text
  }

  public var utf16Selection: Range<Int> {
    guard let surface else { return 0..<0 }
    return StickerDisplayEdit.plainState(showing: runs, displaySelection: surface.displaySelection)
      .utf16Selection
  }

  public var utf16MarkedRange: Range<Int>? {
    guard let marked = surface?.displayMarkedRange else { return nil }
    return StickerDisplayEdit.plainState(showing: runs, displaySelection: marked).utf16Selection
  }

  public var keyboardLanguage: String? { surface?.keyboardLanguage }

  /// Shows the new plain text, replacing only what changes on screen; the edges of the range
  /// never cut a surrogate pair.
  public func replace(utf16Range: Range<Int>, withText text: String) {
    guard let surface else { return }
    let shown = runs
    let plain = StickerDisplayEdit.plainState(showing: shown, displaySelection: 0..<0).text
    let range = plain.wholeCharacterRange(utf16: utf16Range)
    let units = Array(plain.utf16)
    let newText =
      String(decoding: units[..<range.lowerBound], as: UTF16.self) + text
      + String(decoding: units[range.upperBound...], as: UTF16.self)
    let caret = range.lowerBound + text.utf16.count
    surface.show(
      StickerDisplayEdit(
        showing: shown, newPlainText: newText, plainSelection: caret..<caret,
        catalog: surface.stickerCatalog))
  }

  public func setUTF16Selection(_ range: Range<Int>) {
    surface?.selectDisplay(StickerDisplayEdit.displayRange(showing: runs, forPlainUTF16: range))
  }

  public func announceTextChange() { surface?.announceTextChange() }

  public func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    surface?.announceForAccessibility(announcement)
  }
}

extension String {
  /// A UTF-16 range clamped to the string, its edges moved off the middle of surrogate pairs.
  func wholeCharacterRange(utf16 range: Range<Int>) -> Range<Int> {
    let units = Array(utf16)
    var lower = Swift.min(Swift.max(range.lowerBound, 0), units.count)
    var upper = Swift.min(Swift.max(range.upperBound, lower), units.count)
    if lower > 0, lower < units.count, UTF16.isTrailSurrogate(units[lower]) { lower -= 1 }
    if upper > 0, upper < units.count, UTF16.isTrailSurrogate(units[upper]) { upper += 1 }
    return lower..<upper
  }
}
