// Runs only where UIKit has text fields (an iOS simulator: .github/workflows/ios.yml); on Linux
// Scripts/check-adapters.sh compiles it against the stub UIKit, and `swift test` builds it empty.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
import TextInputKit
import TextInputKitSimulator
import TextInputKitUIKit
import UIKit
import XCTest

/// A real `UITextField` and `UITextView` in a window, driven through `UITextInput` as the
/// keyboard drives them, must end where the simulated field ends for the same steps: the same
/// text, selection and events.
@MainActor
final class UIKitScenarioTests: XCTestCase {
  /// One step, as the keyboard performs it on a real view and on the simulated field.
  enum Step {
    case insert(String)
    case deleteBackward
    case mark(String)
    case unmark
    case replaceSelection(String)
    case undo
  }

  struct Scenario {
    var name: String
    var policy: InputPolicy
    var text: String
    var steps: [Step]
  }

  static let scenarios: [Scenario] = [
    Scenario(name: "a letter in a phone number", policy: .phoneCN, text: "", steps: [
      .insert("1"), .insert("3"), .insert("8"), .insert("a"),
    ]),
    Scenario(name: "backspace", policy: .phoneCN, text: "", steps: [
      .insert("1"), .insert("3"), .deleteBackward, .insert("8"),
    ]),
    Scenario(name: "pinyin committed as letters", policy: .phoneCN, text: "138", steps: [
      .mark("n"), .mark("ni"), .unmark,
    ]),
    Scenario(name: "a replacement over the limit", policy: .phoneCN, text: "1380013800", steps: [
      .replaceSelection("12345"),
    ]),
    Scenario(name: "undo a keystroke", policy: .phoneCN, text: "", steps: [
      .insert("1"), .insert("3"), .undo,
    ]),
  ]

  private var window: UIWindow!

  override func setUp() async throws {
    window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    window.makeKeyAndVisible()
  }

  override func tearDown() async throws {
    window = nil
  }

  func testTextFieldMatchesTheSimulatedField() throws {
    for scenario in Self.scenarios {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      try check(scenario, on: field)
    }
  }

  func testTextViewMatchesTheSimulatedField() throws {
    for scenario in Self.scenarios {
      let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
      try check(scenario, on: view)
    }
  }

  func testNotificationModeMatchesTheSimulatedField() throws {
    TextInputCoordinator.defaultMode = .notification
    defer { TextInputCoordinator.defaultMode = .delegate }
    for scenario in Self.scenarios {
      let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
      try check(scenario, on: field, mode: .notification)
    }
  }

  /// A correction reaches the app exactly once: one text-did-change notification and, for a
  /// text field, one `editingChanged`, whatever `replace(_:withText:)` already sent.
  func testACorrectionIsAnnouncedOnce() throws {
    let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 44))
    window.addSubview(field)
    defer { field.removeFromSuperview() }
    field.setInputText("1380013800")
    field.inputPolicy = .phoneCN
    XCTAssertTrue(field.becomeFirstResponder())
    field.setUTF16Selection(10..<10)
    let notifications = Counter()
    let editingChanged = Counter()
    let observer = NotificationCenter.default.addObserver(
      forName: UITextField.textDidChangeNotification, object: field, queue: nil
    ) { _ in MainActor.assumeIsolated { notifications.value += 1 } }
    defer { NotificationCenter.default.removeObserver(observer) }
    field.addAction(UIAction { _ in editingChanged.value += 1 }, for: .editingChanged)
    field.insertText("123")  // over the limit: corrected to "13800138001"
    XCTAssertEqual(field.currentText, "13800138001")
    XCTAssertEqual(notifications.value, 1)
    XCTAssertEqual(editingChanged.value, 1)
  }

  @MainActor
  final class Counter {
    var value = 0
  }

  // MARK: Running a scenario

  private func check(
    _ scenario: Scenario, on view: some PolicyTextInputView, mode: InterceptionMode = .delegate,
    file: StaticString = #filePath, line: UInt = #line
  ) throws {
    window.addSubview(view)
    defer { view.removeFromSuperview() }
    view.setInputText(scenario.text)
    view.inputPolicy = scenario.policy
    var events: [InputEvent] = []
    view.onInputEvent = { events.append($0) }
    XCTAssertTrue(view.becomeFirstResponder(), scenario.name, file: file, line: line)
    view.setUTF16Selection(scenario.text.utf16.count..<scenario.text.utf16.count)

    let simulated = SimulatedTextField(text: scenario.text)
    simulated.intercept(policy: scenario.policy, mode: mode)

    for step in scenario.steps {
      perform(step, on: view)
      perform(step, on: simulated)
    }
    XCTAssertEqual(view.currentText, simulated.text, scenario.name, file: file, line: line)
    XCTAssertEqual(
      view.utf16Selection, simulated.selection, scenario.name, file: file, line: line)
    XCTAssertEqual(
      events.map(\.disposition), simulated.inputEvents.map(\.disposition), scenario.name,
      file: file, line: line)
    view.inputPolicy = nil
  }

  private func perform(_ step: Step, on view: some PolicyTextInputView) {
    switch step {
    case .insert(let text): view.insertText(text)
    case .deleteBackward: view.deleteBackward()
    case .mark(let letters):
      view.setMarkedText(letters, selectedRange: NSRange(location: letters.utf16.count, length: 0))
    case .unmark: view.unmarkText()
    case .replaceSelection(let text):
      if let range = view.selectedTextRange { view.replace(range, withText: text) }
    case .undo: view.undoManager?.undo()
    }
  }

  private func perform(_ step: Step, on field: SimulatedTextField) {
    switch step {
    case .insert(let text): field.insertText(text)
    case .deleteBackward: field.backspace()
    case .mark(let letters):
      field.keyboard = .pinyin
      field.setMarkedText(letters)
    case .unmark: field.unmarkText()
    case .replaceSelection(let text): field.systemReplace(field.selection, with: text)
    case .undo: field.undo()
    }
  }
}
#endif
