#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import UIKit
import TextInputKit

/// The object a text field or text view carries once it has a policy: it holds the
/// ``TextInputController``, converts UIKit's values for it, applies its corrections with
/// `replace(_:withText:)`, and hands out feedback. It decides nothing itself.
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
  /// What UIKit announced while a correction was being applied.
  private var heard: ChangeAnnouncement = []
  private let kind: ChangeAnnouncement.View
  private let notification: Notification.Name
  private var continuations: [UUID: AsyncStream<InputEvent>.Continuation] = [:]
  private weak var view: (any UITextInput & UIView)?
  private var observation: NotificationObservation?

  init(
    policy: InputPolicy, view: any UITextInput & UIView, mode: Mode,
    kind: ChangeAnnouncement.View, notification: Notification.Name
  ) {
    self.controller = TextInputController(policy: policy)
    self.mode = mode
    self.kind = kind
    self.notification = notification
    self.view = view
    controller.adopt(view.textFieldState)
    observation = NotificationObservation(name: notification, object: view) { [weak self] in
      self?.textDidChange()
    }
    if let field = view as? UITextField {
      field.addAction(
        UIAction { [weak self] _ in self?.editingChanged() }, for: .editingChanged)
    }
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
    shouldChange(utf16Range: range.location..<(range.location + range.length), replacement)
  }

  /// The delegate question for a list of ranges (iOS 26): judged as the one equivalent edit.
  func shouldChange(ranges: [NSRange], replacement: String) -> Bool {
    guard ranges.count > 1, let view else {
      return ranges.first.map { shouldChange($0, replacement: replacement) } ?? true
    }
    let edit = RangeListEdit(
      ranges: ranges.map { $0.location..<($0.location + $0.length) }, replacement: replacement,
      in: view.textFieldState.text)
    return shouldChange(utf16Range: edit.utf16Range, edit.replacement)
  }

  private func shouldChange(utf16Range: Range<Int>, _ replacement: String) -> Bool {
    guard mode == .delegate, !isApplyingCorrection, let view else { return true }
    let state = view.textFieldState
    if let correction = controller.sync(
      text: state.text, selection: state.selectedUTF16Range, markedRange: state.markedUTF16Range)
    {
      apply(correction)
      return false
    }
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
    if isApplyingCorrection { heard.insert(.notification) }
    guard !isApplyingCorrection, let view else { return }
    let state = view.textFieldState
    let correction = controller.didChange(
      text: state.text, selection: state.selectedUTF16Range, markedRange: state.markedUTF16Range)
    deliverEvents()
    if let correction { apply(correction) }
  }

  private func editingChanged() {
    if isApplyingCorrection { heard.insert(.editingChanged) }
  }

  /// `textFieldDidChangeSelection(_:)` / `textViewDidChangeSelection(_:)`.
  func selectionDidChange() {
    guard !isApplyingCorrection, let view else { return }
    let state = view.textFieldState
    guard state.text == controller.state.text, !state.hasMarkedText else { return }
    if let snapped = controller.selectionDidChange(state.selectedUTF16Range) {
      view.select(utf16: snapped)
    }
  }

  /// Text the app assigned in code: taken as it is.
  func adoptCurrentText() {
    guard let view else { return }
    controller.adopt(view.textFieldState)
  }

  /// A custom keyboard's key: judged by the controller (events and counter included) and
  /// written with `replace(_:withText:)`, so that it can be undone.
  ///
  /// - Returns: The outcome, or `nil` when `makeEdit` had nothing to do.
  @discardableResult
  public func applyKey(tokens: TokenSet?, _ makeEdit: (TextFieldState) -> Edit?) -> EditOutcome? {
    guard let view else { return nil }
    if controller.tokens != tokens { controller.tokens = tokens }
    let state = view.textFieldState
    if let correction = controller.sync(
      text: state.text, selection: state.selectedUTF16Range, markedRange: state.markedUTF16Range)
    {
      apply(correction)
    }
    let before = controller.state
    guard let edit = makeEdit(before) else { return nil }
    let outcome = controller.apply(edit)
    deliverEvents()
    let keyWrite = KeyWrite(outcome: outcome, before: before)
    write(
      keyWrite.map { ($0.utf16Range, $0.replacement) }, selection: outcome.state.selectedUTF16Range)
    return outcome
  }

  // MARK: Controller → UIKit

  /// One `replace(_:withText:)` and the selection; then the app hears of the change exactly
  /// once: what UIKit did not announce during the replacement is announced after it.
  private func apply(_ correction: TextCorrection) {
    write((correction.utf16Range, correction.replacement), selection: correction.selection)
  }

  private func write(_ change: (Range<Int>, String)?, selection: Range<Int>) {
    guard let view else { return }
    isApplyingCorrection = true
    heard = []
    if let (range, replacement) = change, let textRange = view.textRange(utf16: range) {
      view.replace(textRange, withText: replacement)
    }
    view.select(utf16: selection)
    isApplyingCorrection = false
    guard change != nil else { return }
    let missing = ChangeAnnouncement.missing(for: kind, heard: heard)
    if missing.contains(.editingChanged) {
      (view as? UITextField)?.sendActions(for: .editingChanged)
    }
    if missing.contains(.delegateDidChange), let textView = view as? UITextView {
      AppDelegateCalls.textViewDidChange(textView.delegate, textView)
    }
    if missing.contains(.notification) {
      NotificationCenter.default.post(name: notification, object: view)
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

  /// Input modes whose keyboards compose marked text.
  static let composingLanguages: Set<String> = ["zh-Hans", "zh-Hant", "zh-HK", "ja-JP", "ko-KR"]
}
#endif
