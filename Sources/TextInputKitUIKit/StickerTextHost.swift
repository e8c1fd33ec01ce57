#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A ``StickerTextView`` as the core's ``StickerDisplaySurface``, in display offsets; the core's
/// ``StickerSurfaceHost`` converts them to plain offsets for the interceptor.
///
/// Reads go to the view's text storage, never through `attributedText` (a copy of everything
/// shown): a keystroke reads its length, its attachments' places and the runs of a window.
@MainActor
final class StickerTextHost: StickerDisplaySurface {
  /// The view, which owns this surface and outlives it.
  private unowned let view: StickerTextView

  init(view: StickerTextView) { self.view = view }

  nonisolated var displayRuns: [StickerDisplayRun] {
    MainActor.assumeIsolated { view.textStorage.stickerDisplayRuns() }
  }

  nonisolated var displayUTF16Count: Int {
    MainActor.assumeIsolated { view.textStorage.length }
  }

  nonisolated var displayStickers: [StickerPlacement] {
    MainActor.assumeIsolated { view.textStorage.stickerPlacements() }
  }

  nonisolated func displayRuns(inDisplayRange range: Range<Int>) -> [StickerDisplayRun] {
    MainActor.assumeIsolated { view.textStorage.stickerDisplayRuns(in: NSRange(range)) }
  }

  nonisolated var displaySelection: Range<Int> {
    MainActor.assumeIsolated {
      Range(location: view.selectedRange.location, length: view.selectedRange.length)
    }
  }

  nonisolated var displayMarkedRange: Range<Int>? {
    MainActor.assumeIsolated { view.utf16Offsets(of: view.markedTextRange) }
  }

  nonisolated var stickerCatalog: StickerCatalog {
    MainActor.assumeIsolated { view.catalog }
  }

  nonisolated var keyboardLanguage: String? {
    MainActor.assumeIsolated { view.textInputMode?.primaryLanguage }
  }

  nonisolated var isUndoing: Bool {
    MainActor.assumeIsolated { view.undoManager?.isUndoing == true }
  }

  nonisolated var isRedoing: Bool {
    MainActor.assumeIsolated { view.undoManager?.isRedoing == true }
  }

  nonisolated func show(_ edit: StickerDisplayEdit) {
    MainActor.assumeIsolated { view.show(edit) }
  }

  nonisolated func selectDisplay(_ range: Range<Int>) {
    MainActor.assumeIsolated { view.selectedRange = NSRange(range) }
  }

  nonisolated func announceTextChange() {
    MainActor.assumeIsolated { view.announceChange() }
  }

  nonisolated func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    MainActor.assumeIsolated { announcement.post() }
  }
}
#endif
