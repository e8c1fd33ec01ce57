/// The sticker keyboard without its view: packs and pages, recent stickers, the long-press
/// preview, a delete key that repeats while held, and key clicks.
///
/// The view forwards touches and a timer tick and carries out the events it gets back: insert a
/// sticker through the field's policy, delete backwards, play the input click, show or hide the
/// preview.
///
/// ```swift
/// var keyboard = StickerKeyboard(catalog: catalog, storage: storage)  // on ContinuousClock
/// keyboard.tap(.sticker(laughing))   // [.inputClick, .insert(laughing)]
/// keyboard.tap(.blank)               // []: an empty cell does nothing
/// keyboard.beginLongPress(on: .delete)  // [.inputClick, .deleteBackward], then repeats on tick()
/// ```
public struct StickerKeyboard {
  /// What the view must do.
  public enum Event: Sendable, Hashable {
    /// Insert the sticker's code at the selection, through the field's policy.
    case insert(Sticker)
    /// Delete one sticker or character before the caret.
    case deleteBackward
    /// Play the keyboard click (`UIDevice.current.playInputClick()`).
    case inputClick
    /// Show the enlarged sticker above the finger.
    case showPreview(Sticker)
    /// Hide the preview.
    case hidePreview
  }

  /// The stickers on offer.
  public let catalog: StickerCatalog
  /// How packs are laid out.
  public let layout: StickerKeyboardLayout
  /// The recent stickers.
  public private(set) var recents: RecentStickers
  /// The sticker being previewed under a long press.
  public private(set) var preview: Sticker?
  /// How long the delete key is held before it starts repeating.
  public var repeatDelay: Duration = .milliseconds(500)
  /// The time between repeated deletes.
  public var repeatInterval: Duration = .milliseconds(100)

  /// The time on the keyboard's clock since it was created.
  private let elapsed: () -> Duration
  private let storage: (any RecentStickerStorage)?
  /// When the delete key went down, while it is held.
  private var deleteHeldSince: Duration?
  /// Repeated deletes sent during the current hold.
  private var repeatsSent = 0

  /// Creates the keyboard model.
  ///
  /// - Parameters:
  ///   - catalog: The stickers on offer.
  ///   - layout: Rows and columns of a page.
  ///   - clock: The time source for the repeating delete key: any standard `Clock`, the
  ///     system's `ContinuousClock` unless a test drives time by hand.
  ///   - storage: Where recent stickers persist; `nil` keeps them for this session only.
  ///   - recentLimit: How many recent stickers to keep.
  public init<C: Clock>(
    catalog: StickerCatalog, layout: StickerKeyboardLayout = StickerKeyboardLayout(),
    clock: C, storage: (any RecentStickerStorage)? = nil, recentLimit: Int = 20
  ) where C.Duration == Duration {
    let start = clock.now
    self.init(
      catalog: catalog, layout: layout, elapsed: { start.duration(to: clock.now) },
      storage: storage, recentLimit: recentLimit)
  }

  /// Creates the keyboard's model on the system's `ContinuousClock`.
  public init(
    catalog: StickerCatalog, layout: StickerKeyboardLayout = StickerKeyboardLayout(),
    storage: (any RecentStickerStorage)? = nil, recentLimit: Int = 20
  ) {
    self.init(
      catalog: catalog, layout: layout, clock: ContinuousClock(), storage: storage,
      recentLimit: recentLimit)
  }

  private init(
    catalog: StickerCatalog, layout: StickerKeyboardLayout, elapsed: @escaping () -> Duration,
    storage: (any RecentStickerStorage)?, recentLimit: Int
  ) {
    self.catalog = catalog
    self.layout = layout
    self.elapsed = elapsed
    self.storage = storage
    self.recents = RecentStickers(codes: storage?.loadRecentStickers() ?? [], limit: recentLimit)
  }

  /// The tabs: recent stickers first when there are any, then the catalog's packs.
  public var packs: [StickerPack] {
    let recent = recents.pack(in: catalog)
    return (recent.stickers.isEmpty ? [] : [recent]) + catalog.packs
  }

  /// The pages of every tab, in order.
  public var pages: [StickerKeyboardPage] { packs.flatMap { layout.pages(for: $0) } }

  /// A tap on a key.
  public mutating func tap(_ key: StickerKeyboardKey) -> [Event] {
    switch key {
    case .sticker(let sticker):
      record(sticker)
      return [.inputClick, .insert(sticker)]
    case .delete:
      return [.inputClick, .deleteBackward]
    case .blank:
      return []
    }
  }

  /// A long press begins on a key: a sticker shows its preview; the delete key deletes once and
  /// starts repeating.
  public mutating func beginLongPress(on key: StickerKeyboardKey) -> [Event] {
    switch key {
    case .sticker(let sticker):
      preview = sticker
      return [.showPreview(sticker)]
    case .delete:
      deleteHeldSince = elapsed()
      repeatsSent = 0
      return [.inputClick, .deleteBackward]
    case .blank:
      return []
    }
  }

  /// The finger moves to another key during a long press: the preview follows it.
  public mutating func moveLongPress(to key: StickerKeyboardKey) -> [Event] {
    guard deleteHeldSince == nil, preview != nil else { return [] }
    guard case .sticker(let sticker) = key else {
      preview = nil
      return [.hidePreview]
    }
    guard sticker != preview else { return [] }
    preview = sticker
    return [.showPreview(sticker)]
  }

  /// The long press ends: the preview hides (nothing is inserted) and the delete key stops.
  public mutating func endLongPress() -> [Event] {
    deleteHeldSince = nil
    repeatsSent = 0
    guard preview != nil else { return [] }
    preview = nil
    return [.hidePreview]
  }

  /// The deletes due since the last tick while the delete key is held: none before
  /// ``repeatDelay``, then one every ``repeatInterval``. Call it from a display timer.
  public mutating func tick() -> [Event] {
    guard let start = deleteHeldSince else { return [] }
    let held = elapsed() - start
    guard held >= repeatDelay, repeatInterval > .zero else { return [] }
    // A hair of tolerance for a clock read in floating-point seconds: 0.6 - 0.5 is 0.0999… in
    // binary floating point.
    let due = Int(((held - repeatDelay) / repeatInterval + 1e-9).rounded(.down)) + 1
    let new = due - repeatsSent
    guard new > 0 else { return [] }
    repeatsSent = due
    return Array(repeating: .deleteBackward, count: new)
  }

  private mutating func record(_ sticker: Sticker) {
    recents.record(sticker.code)
    storage?.saveRecentStickers(recents.codes)
  }
}
