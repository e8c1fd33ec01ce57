// The text part of the UIKit stub: positions, ranges, the text-input protocols, UITextField,
// UITextView and their delegates. See UIKit.swift for what a stub is and is not.

import Foundation

/// https://developer.apple.com/documentation/uikit/uitextposition — `@MainActor class UITextPosition`
@MainActor open class UITextPosition: NSObject {}

/// https://developer.apple.com/documentation/uikit/uitextrange — `@MainActor class UITextRange`
@MainActor open class UITextRange: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitextrange/start
  open var start: UITextPosition { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uitextrange/end
  open var end: UITextPosition { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextinputmode — `@MainActor class UITextInputMode`
@MainActor open class UITextInputMode: NSObject {
  /// https://developer.apple.com/documentation/uikit/uitextinputmode/primarylanguage —
  /// `var primaryLanguage: String? { get }`
  open var primaryLanguage: String? { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uikeyinput — `@MainActor protocol UIKeyInput : UITextInputTraits`
@MainActor public protocol UIKeyInput: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uikeyinput/hastext
  var hasText: Bool { get }
  /// https://developer.apple.com/documentation/uikit/uikeyinput/inserttext(_:)
  func insertText(_ text: String)
  /// https://developer.apple.com/documentation/uikit/uikeyinput/deletebackward()
  func deleteBackward()
}

/// https://developer.apple.com/documentation/uikit/uitextinput — `@MainActor protocol UITextInput : UIKeyInput`
@MainActor public protocol UITextInput: UIKeyInput {
  /// https://developer.apple.com/documentation/uikit/uitextinput/text(in:) —
  /// `func text(in range: UITextRange) -> String?`
  func text(in range: UITextRange) -> String?
  /// https://developer.apple.com/documentation/uikit/uitextinput/replace(_:withtext:) —
  /// `func replace(_ range: UITextRange, withText text: String)`
  func replace(_ range: UITextRange, withText text: String)
  /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange —
  /// `var selectedTextRange: UITextRange? { get set }`
  var selectedTextRange: UITextRange? { get set }
  /// https://developer.apple.com/documentation/uikit/uitextinput/markedtextrange —
  /// `var markedTextRange: UITextRange? { get }`
  var markedTextRange: UITextRange? { get }
  /// https://developer.apple.com/documentation/uikit/uitextinput/setmarkedtext(_:selectedrange:) —
  /// `func setMarkedText(_ markedText: String?, selectedRange: NSRange)`
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  /// https://developer.apple.com/documentation/uikit/uitextinput/unmarktext()
  func unmarkText()
  /// https://developer.apple.com/documentation/uikit/uitextinput/beginningofdocument
  var beginningOfDocument: UITextPosition { get }
  /// https://developer.apple.com/documentation/uikit/uitextinput/endofdocument
  var endOfDocument: UITextPosition { get }
  /// https://developer.apple.com/documentation/uikit/uitextinput/textrange(from:to:) —
  /// `func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?`
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  /// https://developer.apple.com/documentation/uikit/uitextinput/position(from:offset:) —
  /// `func position(from position: UITextPosition, offset: Int) -> UITextPosition?`
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  /// https://developer.apple.com/documentation/uikit/uitextinput/inputdelegate —
  /// `weak var inputDelegate: (any UITextInputDelegate)? { get set }`
  var inputDelegate: (any UITextInputDelegate)? { get set }
  /// https://developer.apple.com/documentation/uikit/uitextinput/offset(from:to:) —
  /// `func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int`
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
}

/// https://developer.apple.com/documentation/uikit/uitextinputdelegate —
/// `@MainActor protocol UITextInputDelegate : NSObjectProtocol`
@MainActor public protocol UITextInputDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textwillchange(_:)
  func textWillChange(_ textInput: (any UITextInput)?)
  /// https://developer.apple.com/documentation/uikit/uitextinputdelegate/textdidchange(_:)
  func textDidChange(_ textInput: (any UITextInput)?)
}

/// https://developer.apple.com/documentation/uikit/uitextfield —
/// `@MainActor class UITextField : UIControl` (adopts `UITextInput`)
@MainActor open class UITextField: UIControl, UITextInput {
  /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason —
  /// `enum DidEndEditingReason` (Int raw values: committed, cancelled)
  public enum DidEndEditingReason: Int, Sendable {
    case committed = 0
    case cancelled = 1
  }
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidchangenotification —
  /// `nonisolated class let textDidChangeNotification: NSNotification.Name`
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
  /// https://developer.apple.com/documentation/uikit/uitextfield/textdidendeditingnotification —
  /// `nonisolated class let textDidEndEditingNotification: NSNotification.Name`
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
  /// https://developer.apple.com/documentation/uikit/uitextfield/text — `var text: String? { get set }`
  open var text: String? { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextfield/placeholder
  open var placeholder: String? { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextfield/delegate —
  /// `weak var delegate: (any UITextFieldDelegate)? { get set }`
  open weak var delegate: (any UITextFieldDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitextfield/inputview
  open var inputView: UIView? { get { fatalError("stub") } set {} }

  // UITextInput
  open weak var inputDelegate: (any UITextInputDelegate)?
  open var hasText: Bool { fatalError("stub") }
  open func insertText(_ text: String) { fatalError("stub") }
  open func deleteBackward() { fatalError("stub") }
  open func text(in range: UITextRange) -> String? { fatalError("stub") }
  open func replace(_ range: UITextRange, withText text: String) { fatalError("stub") }
  open var selectedTextRange: UITextRange? { get { fatalError("stub") } set {} }
  open var markedTextRange: UITextRange? { fatalError("stub") }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { fatalError("stub") }
  open func unmarkText() { fatalError("stub") }
  open var beginningOfDocument: UITextPosition { fatalError("stub") }
  open var endOfDocument: UITextPosition { fatalError("stub") }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { fatalError("stub") }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    fatalError("stub")
  }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextview —
/// `@MainActor class UITextView : UIScrollView` (adopts `UITextInput`)
@MainActor open class UITextView: UIScrollView, UITextInput {
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidchangenotification —
  /// `nonisolated class let textDidChangeNotification: NSNotification.Name`
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  /// https://developer.apple.com/documentation/uikit/uitextview/textdidendeditingnotification —
  /// `nonisolated class let textDidEndEditingNotification: NSNotification.Name`
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
  /// https://developer.apple.com/documentation/uikit/uitextview/init(frame:textcontainer:)
  public init(frame: CGRect, textContainer: NSTextContainer?) { super.init(frame: frame) }
  public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }
  /// https://developer.apple.com/documentation/uikit/uitextview/init(coder:)
  public required init?(coder: NSCoder) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uitextview/text — `var text: String! { get set }`
  open var text: String! { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext
  open var attributedText: NSAttributedString! { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextview/font
  open var font: UIFont? { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextview/selectedrange
  open var selectedRange: NSRange { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uitextview/textstorage
  open var textStorage: NSTextStorage { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uitextview/textdraginteraction
  open var textDragInteraction: UIDragInteraction? { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uitextview/delegate —
  /// `weak var delegate: (any UITextViewDelegate)? { get set }`
  open weak var delegate: (any UITextViewDelegate)?
  /// https://developer.apple.com/documentation/uikit/uitextview/inputview
  open var inputView: UIView? { get { fatalError("stub") } set {} }

  // UITextInput
  open weak var inputDelegate: (any UITextInputDelegate)?
  open var hasText: Bool { fatalError("stub") }
  open func insertText(_ text: String) { fatalError("stub") }
  open func deleteBackward() { fatalError("stub") }
  open func text(in range: UITextRange) -> String? { fatalError("stub") }
  open func replace(_ range: UITextRange, withText text: String) { fatalError("stub") }
  open var selectedTextRange: UITextRange? { get { fatalError("stub") } set {} }
  open var markedTextRange: UITextRange? { fatalError("stub") }
  open func setMarkedText(_ markedText: String?, selectedRange: NSRange) { fatalError("stub") }
  open func unmarkText() { fatalError("stub") }
  open var beginningOfDocument: UITextPosition { fatalError("stub") }
  open var endOfDocument: UITextPosition { fatalError("stub") }
  open func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition)
    -> UITextRange?
  { fatalError("stub") }
  open func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
    fatalError("stub")
  }
  open func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uitextfielddelegate —
/// `@MainActor protocol UITextFieldDelegate : NSObjectProtocol`; every method is `optional`.
@MainActor public protocol UITextFieldDelegate: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersin:replacementstring:)
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfield(_:shouldchangecharactersinranges:replacementstring:)
  /// (iOS 26)
  func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidchangeselection(_:)
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidbeginediting(_:)
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:)
  func textFieldDidEndEditing(_ textField: UITextField)
  /// https://developer.apple.com/documentation/uikit/uitextfielddelegate/textfielddidendediting(_:reason:)
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
}

extension UITextFieldDelegate {
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange,
    replacementString string: String
  ) -> Bool { true }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersInRanges ranges: [NSValue],
    replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(
    _ textField: UITextField, reason: UITextField.DidEndEditingReason
  ) {}
}

/// https://developer.apple.com/documentation/uikit/uitextviewdelegate —
/// `@MainActor protocol UITextViewDelegate : UIScrollViewDelegate`; every method is `optional`.
@MainActor public protocol UITextViewDelegate: UIScrollViewDelegate {
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextin:replacementtext:)
  func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textview(_:shouldchangetextinranges:replacementtext:)
  /// (iOS 26)
  func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
    replacementText text: String) -> Bool
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchange(_:)
  func textViewDidChange(_ textView: UITextView)
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidchangeselection(_:)
  func textViewDidChangeSelection(_ textView: UITextView)
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidbeginediting(_:)
  func textViewDidBeginEditing(_ textView: UITextView)
  /// https://developer.apple.com/documentation/uikit/uitextviewdelegate/textviewdidendediting(_:)
  func textViewDidEndEditing(_ textView: UITextView)
}

extension UITextViewDelegate {
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  ) -> Bool { true }
  public func textView(
    _ textView: UITextView, shouldChangeTextInRanges ranges: [NSValue],
    replacementText text: String
  ) -> Bool { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewDidEndEditing(_ textView: UITextView) {}
}
