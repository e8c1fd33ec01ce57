#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A ``StickerTextView`` as the core's ``StickerDisplaySurface``, in display offsets; the core's
/// ``StickerSurfaceHost`` converts them to plain offsets for the interceptor.
@MainActor
final class StickerTextHost: StickerDisplaySurface {
  private weak var view: StickerTextView?

  init(view: StickerTextView) { self.view = view }

  nonisolated var displayRuns: [StickerDisplayRun] {
    MainActor.assumeIsolated { view?.attributedText.stickerDisplayRuns() ?? [] }
  }

  nonisolated var displaySelection: Range<Int> {
    MainActor.assumeIsolated { view.flatMap { Range($0.selectedRange) } ?? 0..<0 }
  }

  nonisolated var displayMarkedRange: Range<Int>? {
    MainActor.assumeIsolated { view?.utf16Offsets(of: view?.markedTextRange) }
  }

  nonisolated var stickerCatalog: StickerCatalog {
    MainActor.assumeIsolated { view?.catalog ?? .empty }
  }

  nonisolated var keyboardLanguage: String? {
    MainActor.assumeIsolated { view?.textInputMode?.primaryLanguage }
  }

  nonisolated func show(_ edit: StickerDisplayEdit) {
    MainActor.assumeIsolated { view?.show(edit) }
  }

  nonisolated func selectDisplay(_ range: Range<Int>) {
    MainActor.assumeIsolated { view?.selectedRange = NSRange(range) }
  }

  nonisolated func announceTextChange() {
    MainActor.assumeIsolated {
      guard let view else { return }
      AppDelegateCalls.textViewDidChange(view.delegate, view)
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: view)
    }
  }

  nonisolated func announceForAccessibility(_ announcement: AccessibilityAnnouncement) {
    MainActor.assumeIsolated { announcement.post() }
  }
}
#endif
