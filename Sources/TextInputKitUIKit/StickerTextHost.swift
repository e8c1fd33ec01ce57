#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import UIKit

/// A ``StickerTextView`` as the core's ``TextInputHost``, in plain-text offsets: `[笑哭]` is
/// five UTF-16 units here and one attachment on screen. Every write replaces only what changed
/// on screen (``StickerDisplayEdit``), as one undo step, with the input delegate told.
@MainActor
final class StickerTextHost: TextInputHost {
  private weak var view: StickerTextView?

  init(view: StickerTextView) { self.view = view }

  private var runs: [StickerDisplayRun] { view?.attributedText.stickerDisplayRuns() ?? [] }

  nonisolated var currentText: String { MainActor.assumeIsolated { plainState.text } }

  nonisolated var selectedUTF16Range: Range<Int> {
    MainActor.assumeIsolated { plainState.selectedUTF16Range }
  }

  nonisolated var markedUTF16Range: Range<Int>? {
    MainActor.assumeIsolated {
      guard let view, let marked = view.markedTextRange else { return nil }
      let start = view.offset(from: view.beginningOfDocument, to: marked.start)
      let end = view.offset(from: view.beginningOfDocument, to: marked.end)
      return StickerDisplayEdit.plainState(showing: runs, displaySelection: start..<Swift.max(start, end))
        .selectedUTF16Range
    }
  }

  nonisolated var keyboardLanguage: String? {
    MainActor.assumeIsolated { view?.textInputMode?.primaryLanguage }
  }

  nonisolated func replace(utf16Range: Range<Int>, withText text: String) {
    MainActor.assumeIsolated {
      guard let view else { return }
      let shown = runs
      let plain = StickerDisplayEdit.plainState(showing: shown, displaySelection: 0..<0).text
      let units = Array(plain.utf16)
      let range = units.wholeCharacters(utf16Range)
      let newText =
        String(decoding: units[..<range.lowerBound], as: UTF16.self) + text
        + String(decoding: units[range.upperBound...], as: UTF16.self)
      let caret = range.lowerBound + text.utf16.count
      view.show(newText, plainSelection: caret..<caret, from: shown)
    }
  }

  nonisolated func setSelectedUTF16Range(_ range: Range<Int>) {
    MainActor.assumeIsolated {
      guard let view else { return }
      view.selectedRange = NSRange(StickerDisplayEdit.displayRange(showing: runs, forPlainUTF16: range))
    }
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

  private var plainState: TextFieldState {
    guard let view else { return TextFieldState() }
    return StickerDisplayEdit.plainState(
      showing: runs, displaySelection: Range(view.selectedRange) ?? 0..<0)
  }
}
#endif
