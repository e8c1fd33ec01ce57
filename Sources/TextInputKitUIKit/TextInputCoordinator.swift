#if canImport(UIKit)
import UIKit
import TextInputKit

/// The object a text field or text view carries (as an associated object) once it has a policy:
/// it holds the ``TextInputController``, converts UIKit's values for it, applies its corrections
/// with `replace(_:withText:)`, and hands out feedback. It decides nothing itself.
@MainActor
public final class TextInputCoordinator {
  /// How a field's input is intercepted.
  public enum Mode: Sendable {
    /// Through the delegate (a proxy that forwards to the app's own delegate) and the
    /// text-did-change notification.
    case delegate
    /// Through the text-did-change notification alone; the delegate is left untouched.
    case notification
  }

  /// The notification posted after every reviewed edit; `object` is the field, the event is in
  /// `userInfo[TextInputCoordinator.eventKey]`.
  public static let didReviewEditNotification = Notification.Name("TextInputKitDidReviewEdit")
  /// The `userInfo` key of the ``InputEvent``.
  public static let eventKey = "event"
  /// The mode for fields given a policy from now on.
  public static var defaultMode: Mode = .delegate

  /// The controller.
  public internal(set) var controller: TextInputController
  /// The mode of this field.
  public let mode: Mode
  /// Called with every event (accepted, changed or refused).
  public var onEvent: ((InputEvent) -> Void)?
  /// Whether a correction is being applied (the field's own calls are let through then).
  var isApplyingCorrection = false
  private var continuations: [UUID: AsyncStream<InputEvent>.Continuation] = [:]
  private weak var view: (any UITextInput & UIView)?
  private var observer: (any NSObjectProtocol)?

  init(
    policy: InputPolicy, view: any UITextInput & UIView, mode: Mode, notification: Notification.Name
  ) {
    self.controller = TextInputController(policy: policy)
    self.mode = mode
    self.view = view
    controller.adopt(Self.state(of: view))
    observer = NotificationCenter.default.addObserver(
      forName: notification, object: view, queue: nil
    ) { [weak self] _ in
      MainActor.assumeIsolated { self?.textDidChange() }
    }
  }

  deinit {
    if let observer { NotificationCenter.default.removeObserver(observer) }
  }

  /// A stream of events; each call returns a new stream.
  public func events() -> AsyncStream<InputEvent> {
    let id = UUID()
    return AsyncStream { continuation in
      continuations[id] = continuation
      continuation.onTermination = { [weak self] _ in
        Task { @MainActor in self?.continuations[id] = nil }
      }
    }
  }

  // MARK: UIKit values → controller

  /// The delegate question, in UIKit's terms. Returns the delegate method's answer.
  func shouldChange(_ range: NSRange, replacement: String) -> Bool {
    guard mode == .delegate, !isApplyingCorrection, let view else { return true }
    let state = Self.state(of: view)
    if let correction = controller.sync(
      text: state.text, selection: state.selectedUTF16Range, markedRange: state.markedUTF16Range)
    {
      apply(correction)
      return false
    }
    let utf16Range = range.location..<(range.location + range.length)
    let composes =
      view.textInputMode?.primaryLanguage.map(Self.composingLanguages.contains) ?? false
    let source = TextInputController.inferredSource(
      utf16Range: utf16Range, replacement: replacement, markedRange: state.markedUTF16Range,
      keyboardComposes: composes)
    let decision = controller.shouldChange(
      utf16Range: utf16Range, replacement: replacement, source: source)
    deliverEvents()
    if let correction = decision.correction { apply(correction) }
    return decision.shouldChange
  }

  /// The text-did-change notification.
  func textDidChange() {
    guard !isApplyingCorrection, let view else { return }
    let state = Self.state(of: view)
    let correction = controller.didChange(
      text: state.text, selection: state.selectedUTF16Range, markedRange: state.markedUTF16Range)
    deliverEvents()
    if let correction { apply(correction) }
  }

  /// `textFieldDidChangeSelection(_:)` / `textViewDidChangeSelection(_:)`.
  func selectionDidChange() {
    guard !isApplyingCorrection, let view else { return }
    let state = Self.state(of: view)
    guard state.text == controller.state.text, !state.hasMarkedText else { return }
    if let snapped = controller.selectionDidChange(state.selectedUTF16Range) {
      Self.select(snapped, in: view)
    }
  }

  /// Text the app assigned in code: taken as it is.
  func adoptCurrentText() {
    guard let view else { return }
    controller.adopt(Self.state(of: view))
  }

  // MARK: Controller → UIKit

  /// One `replace(_:withText:)`, the selection, then `editingChanged` and the notification so
  /// that the app hears of the corrected text.
  private func apply(_ correction: TextCorrection) {
    guard let view, let range = Self.textRange(correction.utf16Range, in: view) else { return }
    isApplyingCorrection = true
    view.replace(range, withText: correction.replacement)
    Self.select(correction.selection, in: view)
    isApplyingCorrection = false
    if let field = view as? UITextField {
      field.sendActions(for: .editingChanged)
      NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: field)
    } else if let textView = view as? UITextView {
      NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: textView)
    }
  }

  private func deliverEvents() {
    for event in controller.takeEvents() {
      onEvent?(event)
      for continuation in continuations.values { continuation.yield(event) }
      if event.disposition != .accepted, let view {
        NotificationCenter.default.post(
          name: Self.didReviewEditNotification, object: view, userInfo: [Self.eventKey: event])
      }
    }
  }

  // MARK: Conversions

  /// Input modes whose keyboards compose marked text.
  static let composingLanguages: Set<String> = ["zh-Hans", "zh-Hant", "zh-HK", "ja-JP", "ko-KR"]

  /// The text, selection and marked range of a UIKit text input, in UTF-16 offsets.
  static func state(of view: any UITextInput) -> TextFieldState {
    let start = view.beginningOfDocument
    let text = view.text(in: view.textRange(from: start, to: view.endOfDocument)!) ?? ""
    func offsets(_ range: UITextRange?) -> Range<Int>? {
      guard let range else { return nil }
      let lower = view.offset(from: start, to: range.start)
      let upper = view.offset(from: start, to: range.end)
      return lower..<Swift.max(lower, upper)
    }
    let end = text.utf16.count
    return TextFieldState(
      text: text, utf16Selection: offsets(view.selectedTextRange) ?? end..<end,
      utf16MarkedRange: offsets(view.markedTextRange))
  }

  static func textRange(_ range: Range<Int>, in view: any UITextInput) -> UITextRange? {
    let start = view.beginningOfDocument
    guard let lower = view.position(from: start, offset: range.lowerBound),
      let upper = view.position(from: start, offset: range.upperBound)
    else { return nil }
    return view.textRange(from: lower, to: upper)
  }

  static func select(_ range: Range<Int>, in view: any UITextInput) {
    if let textRange = textRange(range, in: view) { view.selectedTextRange = textRange }
  }
}
#endif
