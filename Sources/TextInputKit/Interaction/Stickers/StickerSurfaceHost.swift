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

  /// The length of what is shown, in UTF-16 units (an attachment is one). The default counts
  /// ``displayRuns``; a view reads its text storage's length.
  var displayUTF16Count: Int { get }
  /// The stickers shown, in order. The default walks ``displayRuns``; a view lists its
  /// attachments without reading its text.
  var displayStickers: [StickerPlacement] { get }
  /// What is shown in a display range, run by run; the range lies inside what is shown. The
  /// default cuts ``displayRuns``; a view reads only the range.
  func displayRuns(inDisplayRange range: Range<Int>) -> [StickerDisplayRun]
  /// As ``TextInputHost/isUndoing``: the view's undo manager is undoing now.
  var isUndoing: Bool { get }
  /// As ``TextInputHost/isRedoing``.
  var isRedoing: Bool { get }
}

extension StickerDisplaySurface {
  /// The units of ``displayRuns``.
  ///
  /// - Complexity: O(*n*): it reads everything shown.
  public var displayUTF16Count: Int { StickerDisplayEdit.unitCount(of: displayRuns).count }

  /// The stickers of ``displayRuns``.
  ///
  /// - Complexity: O(*n*): it reads everything shown.
  public var displayStickers: [StickerPlacement] {
    var stickers: [StickerPlacement] = []
    var offset = 0
    for run in displayRuns {
      switch run {
      case .text(let text): offset += text.utf16.count
      case .sticker(let code):
        stickers.append(StickerPlacement(displayOffset: offset, code: code))
        offset += 1
      }
    }
    return stickers
  }

  /// The runs of `range` of ``displayRuns``.
  ///
  /// - Complexity: O(*n*): it reads everything shown.
  public func displayRuns(inDisplayRange range: Range<Int>) -> [StickerDisplayRun] {
    let units = StickerDisplayEdit.unitCount(of: displayRuns)
    return StickerDisplayEdit.runs(of: units[range.clamped(to: 0..<units.count)])
  }

  /// `false`: a surface without an undo manager never undoes.
  public var isUndoing: Bool { false }

  /// `false`: a surface without an undo manager never redoes.
  public var isRedoing: Bool { false }
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
/// What a keystroke reads (the length, the selection, the marked range, a window of text:
/// see ``TextInputInterceptor``) comes from the surface's length, its stickers' places and the
/// runs of that window alone, never from everything shown.
///
/// - Complexity: A read is O(*s* + *w*) for *s* stickers and a window of *w* units;
///   ``currentText`` and a write read everything shown, O(*n*).
public final class StickerSurfaceHost: TextInputHost {
  /// The surface; held weakly (the view owns its host).
  public private(set) weak var surface: (any StickerDisplaySurface)?

  public init(surface: any StickerDisplaySurface) { self.surface = surface }

  private var runs: [StickerDisplayRun] { surface?.displayRuns ?? [] }

  /// The offsets of what is shown, from its stickers' places.
  private var map: StickerDisplayMap {
    StickerDisplayMap(
      stickers: surface?.displayStickers ?? [], displayCount: surface?.displayUTF16Count ?? 0)
  }

  public var currentText: String {
    StickerDisplayEdit.plainState(showing: runs, displaySelection: 0..<0).text
  }

  public var utf16Count: Int { map.plainCount }

  /// The plain text of `range`: the runs of the display range around it, cut to it.
  public func text(inUTF16Range range: Range<Int>) -> String {
    guard let surface else { return "" }
    let map = self.map
    let clamped = range.clamped(to: 0..<map.plainCount)
    // One unit more on each side: an edge inside a surrogate pair widens to the whole pair.
    let exact = map.display(plain: clamped)
    let shown = ((exact.lowerBound - 1)..<(exact.upperBound + 1)).clamped(to: 0..<map.displayCount)
    let start = map.plain(display: shown.lowerBound)
    let plain = StickerDisplayEdit.plainState(
      showing: surface.displayRuns(inDisplayRange: shown), displaySelection: 0..<0
    ).text
    return plain.substring(
      clampedUTF16: (clamped.lowerBound - start)..<(clamped.upperBound - start))
  }

  public var utf16Selection: Range<Int> {
    guard let surface else { return 0..<0 }
    return plain(surface.displaySelection, in: map)
  }

  public var utf16MarkedRange: Range<Int>? {
    guard let marked = surface?.displayMarkedRange else { return nil }
    return plain(marked, in: map)
  }

  /// Whether the surface's undo manager is undoing.
  public var isUndoing: Bool { surface?.isUndoing ?? false }

  /// Whether the surface's undo manager is redoing.
  public var isRedoing: Bool { surface?.isRedoing ?? false }

  private func plain(_ display: Range<Int>, in map: StickerDisplayMap) -> Range<Int> {
    map.plain(display)
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
    surface?.selectDisplay(map.display(plain: range))
  }

  public func announceTextChange() { surface?.announceTextChange() }

  /// An edit the sticker view makes itself (a key, the delete key, typing, a paste), through
  /// `interceptor` (``TextInputInterceptor/apply(app:_:)``), asking the app first as UIKit asks
  /// a text view's delegate before a typed change: `app` gets the range in display offsets, and
  /// its `false` wins.
  ///
  /// ```swift
  /// // shown "笑", the sticker [笑哭], caret at the end (display 2, plain 5):
  /// host.apply(through: interceptor, askingApp: { range, text in false }) { .key("[害羞]", in: $0) }
  /// // the app is asked about 2..<2 and "[害羞]", says no: nothing is inserted, no event
  /// ```
  ///
  /// - Returns: The outcome of an insertion; `nil` otherwise, or when the app said no.
  @discardableResult
  package func apply(
    through interceptor: TextInputInterceptor,
    askingApp app: @escaping (Range<Int>, String) -> Bool?,
    _ makeEdit: (TextFieldState) -> Edit?
  ) -> EditOutcome? {
    interceptor.apply(
      app: { [unowned self] range, text in app(self.map.display(plain: range), text) }, makeEdit)
  }

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
