// A stub of the iOS SDK's UIKit module, for compiling the adapters on Linux (Scripts/check-adapters.sh).
//
// It declares only what TextInputKitUIKit and TextInputKitSwiftUI use, with the SDK's Swift
// signatures and isolation; every body is a stub that traps. Each declaration cites its page; the
// list of pages checked and of declarations taken from the SDK without a page is in Stubs/README.md.
//
// Deviations forced by Linux (no Objective-C runtime):
// - Optional protocol requirements (`optional func` in the SDK) are plain requirements with a
//   default implementation in an extension. The adapters call them only in
//   `Sources/TextInputKitUIKit/ObjectiveCRuntime.swift`, which this check does not compile.
// - `NSObject`, `NSAttributedString`, `NSValue` and `NSCoder` come from swift-corelibs-foundation.

@_exported import Foundation

// MARK: Responders and views

/// https://developer.apple.com/documentation/uikit/uiresponder — `@MainActor class UIResponder`
@MainActor open class UIResponder: NSObject {
  public override init() { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiresponder/textinputmode
  open var textInputMode: UITextInputMode? { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiresponder/undomanager
  open var undoManager: UndoManager? { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiresponder/becomefirstresponder()
  @discardableResult open func becomeFirstResponder() -> Bool { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/copy(_:)
  open func copy(_ sender: Any?) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/cut(_:)
  open func cut(_ sender: Any?) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiresponderstandardeditactions/paste(_:)
  open func paste(_ sender: Any?) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiview — `@MainActor class UIView : UIResponder`
@MainActor open class UIView: UIResponder {
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.struct
  public struct AutoresizingMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
  }
  /// https://developer.apple.com/documentation/uikit/uiview/init(frame:)
  public init(frame: CGRect) { super.init() }
  /// https://developer.apple.com/documentation/uikit/uiview/init(coder:)
  public required init?(coder: NSCoder) { fatalError("stub") }
  public convenience override init() { self.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uiview/bounds
  open var bounds: CGRect { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uiview/frame
  open var frame: CGRect { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uiview/ishidden
  open var isHidden: Bool { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uiview/autoresizingmask-swift.property
  open var autoresizingMask: AutoresizingMask { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uiview/window
  open var window: UIWindow? { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiview/didmovetowindow() —
  /// `func didMoveToWindow()`
  open func didMoveToWindow() {}
  /// https://developer.apple.com/documentation/uikit/uiview/addsubview(_:)
  open func addSubview(_ view: UIView) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiview/removefromsuperview()
  open func removeFromSuperview() { fatalError("stub") }
}

extension NSObject {
  /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilitylabel
  /// (`@MainActor var accessibilityLabel: String?`, from UIKit's UIAccessibility informal protocol)
  @MainActor public var accessibilityLabel: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// https://developer.apple.com/documentation/uikit/uilabel — `@MainActor class UILabel`
/// (a `UIView`)
@MainActor open class UILabel: UIView {
  /// https://developer.apple.com/documentation/uikit/uilabel/text — `var text: String? { get set }`
  open var text: String? {
    get { fatalError("stub") }
    set { fatalError("stub") }
  }
}

/// https://developer.apple.com/documentation/uikit/uiwindow — `@MainActor class UIWindow : UIView`
@MainActor open class UIWindow: UIView {
  /// https://developer.apple.com/documentation/uikit/uiwindow/makekeyandvisible()
  open func makeKeyAndVisible() { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiscrollview — `@MainActor class UIScrollView : UIView`
@MainActor open class UIScrollView: UIView {}

/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate —
/// `@MainActor protocol UIScrollViewDelegate : NSObjectProtocol`
@MainActor public protocol UIScrollViewDelegate: NSObjectProtocol {}

// MARK: Controls

/// https://developer.apple.com/documentation/uikit/uicontrol — `@MainActor class UIControl : UIView`
@MainActor open class UIControl: UIView {
  /// https://developer.apple.com/documentation/uikit/uicontrol/event
  public struct Event: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let touchDown = Event(rawValue: 1 << 0)
    public static let touchUpInside = Event(rawValue: 1 << 6)
    public static let touchUpOutside = Event(rawValue: 1 << 7)
    public static let touchCancel = Event(rawValue: 1 << 8)
    public static let editingChanged = Event(rawValue: 1 << 17)
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/state
  public struct State: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let normal = State([])
  }
  /// https://developer.apple.com/documentation/uikit/uicontrol/isenabled
  open var isEnabled: Bool { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uicontrol/addaction(_:for:)
  open func addAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uicontrol/removeaction(_:for:)
  open func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uicontrol/sendactions(for:) —
  /// `func sendActions(for controlEvents: UIControl.Event)`
  open func sendActions(for controlEvents: UIControl.Event) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiactionhandler —
/// `typealias UIActionHandler = (UIAction) -> Void`
public typealias UIActionHandler = (UIAction) -> Void

/// https://developer.apple.com/documentation/uikit/uiaction — `@MainActor class UIAction : UIMenuElement`
@MainActor open class UIAction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
  /// (the other parameters have defaults and are not used)
  public init(handler: @escaping UIActionHandler) { super.init() }
}

/// https://developer.apple.com/documentation/uikit/uibutton — `@MainActor class UIButton : UIControl`
@MainActor open class UIButton: UIControl {
  /// https://developer.apple.com/documentation/uikit/uibutton/buttontype-swift.enum
  public enum ButtonType: Int, Sendable { case custom = 0, system = 1 }
  /// https://developer.apple.com/documentation/uikit/uibutton/init(type:)
  public convenience init(type buttonType: UIButton.ButtonType) { self.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uibutton/settitle(_:for:)
  open func setTitle(_ title: String?, for state: UIControl.State) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uibutton/setimage(_:for:)
  open func setImage(_ image: UIImage?, for state: UIControl.State) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uistackview — `@MainActor class UIStackView : UIView`
@MainActor open class UIStackView: UIView {
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.enum
  public enum Distribution: Int, Sendable { case fill = 0, fillEqually = 1 }
  public override init(frame: CGRect) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uistackview/init(arrangedsubviews:)
  public convenience init(arrangedSubviews views: [UIView]) { self.init(frame: .zero) }
  /// https://developer.apple.com/documentation/uikit/uistackview/axis
  open var axis: NSLayoutConstraint.Axis { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uistackview/distribution-swift.property
  open var distribution: UIStackView.Distribution { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/uistackview/arrangedsubviews
  open var arrangedSubviews: [UIView] { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uistackview/addarrangedsubview(_:)
  open func addArrangedSubview(_ view: UIView) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/nslayoutconstraint
@MainActor open class NSLayoutConstraint: NSObject {
  /// https://developer.apple.com/documentation/uikit/nslayoutconstraint/axis
  public enum Axis: Int, Sendable { case horizontal = 0, vertical = 1 }
}

/// https://developer.apple.com/documentation/uikit/uiimageview — `@MainActor class UIImageView : UIView`
@MainActor open class UIImageView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiimageview/image
  open var image: UIImage? { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uiinputview — `@MainActor class UIInputView : UIView`
@MainActor open class UIInputView: UIView {
  /// https://developer.apple.com/documentation/uikit/uiinputview/style-swift.enum
  public enum Style: Int, Sendable { case `default` = 0, keyboard = 1 }
  /// https://developer.apple.com/documentation/uikit/uiinputview/init(frame:inputviewstyle:)
  public init(frame: CGRect, inputViewStyle: UIInputView.Style) { super.init(frame: frame) }
  public required init?(coder: NSCoder) { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uiinputviewaudiofeedback —
/// `@MainActor protocol UIInputViewAudioFeedback : NSObjectProtocol`
@MainActor public protocol UIInputViewAudioFeedback: NSObjectProtocol {
  /// https://developer.apple.com/documentation/uikit/uiinputviewaudiofeedback/enableinputclickswhenvisible
  /// (`optional` in the SDK)
  var enableInputClicksWhenVisible: Bool { get }
}

/// https://developer.apple.com/documentation/uikit/uidevice — `@MainActor class UIDevice`
@MainActor open class UIDevice: NSObject {
  /// https://developer.apple.com/documentation/uikit/uidevice/current
  open class var current: UIDevice { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uidevice/playinputclick()
  open func playInputClick() { fatalError("stub") }
}

// MARK: Images, fonts, attachments, pasteboard

/// https://developer.apple.com/documentation/uikit/uiimage — `class UIImage`, `Sendable`
open class UIImage: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uiimage/renderingmode-swift.enum
  public enum RenderingMode: Int, Sendable { case automatic = 0, alwaysOriginal = 1 }
  /// https://developer.apple.com/documentation/uikit/uiimage/init(named:)
  public init?(named name: String) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)
  public init?(systemName name: String) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uiimage/withrenderingmode(_:)
  open func withRenderingMode(_ renderingMode: UIImage.RenderingMode) -> UIImage { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/uifont — `class UIFont`, `Sendable`
open class UIFont: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uifont/textstyle
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
  }
  /// https://developer.apple.com/documentation/uikit/uifont/preferredfont(fortextstyle:)
  open class func preferredFont(forTextStyle style: UIFont.TextStyle) -> UIFont { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uifont/lineheight
  open var lineHeight: CGFloat { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uifont/descender
  open var descender: CGFloat { fatalError("stub") }
}

/// https://developer.apple.com/documentation/uikit/nstextattachment — `class NSTextAttachment : NSObject`
open class NSTextAttachment: NSObject {
  /// https://developer.apple.com/documentation/uikit/nstextattachment/init(data:oftype:)
  public init(data contentData: Data?, ofType uti: String?) { super.init() }
  public required init?(coder: NSCoder) { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/nstextattachment/image
  open var image: UIImage? { get { fatalError("stub") } set {} }
  /// https://developer.apple.com/documentation/uikit/nstextattachment/bounds
  open var bounds: CGRect { get { fatalError("stub") } set {} }
}

extension NSAttributedString {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/init(attachment:)
  public convenience init(attachment: NSTextAttachment) { self.init(string: "\u{FFFC}") }
}

extension NSAttributedString.Key {
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/font
  public static let font = NSAttributedString.Key("NSFont")
  /// https://developer.apple.com/documentation/foundation/nsattributedstring/key/attachment
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

/// https://developer.apple.com/documentation/uikit/nstextstorage —
/// `class NSTextStorage : NSMutableAttributedString`
open class NSTextStorage: NSMutableAttributedString {}

/// https://developer.apple.com/documentation/uikit/nstextcontainer — `class NSTextContainer : NSObject`
open class NSTextContainer: NSObject {}

/// https://developer.apple.com/documentation/uikit/uipasteboard — `class UIPasteboard`
open class UIPasteboard: NSObject, @unchecked Sendable {
  /// https://developer.apple.com/documentation/uikit/uipasteboard/general
  open class var general: UIPasteboard { fatalError("stub") }
  /// https://developer.apple.com/documentation/uikit/uipasteboard/string
  open var string: String? { get { fatalError("stub") } set {} }
}

/// https://developer.apple.com/documentation/uikit/uidraginteraction —
/// `@MainActor class UIDragInteraction`
@MainActor open class UIDragInteraction: NSObject {
  /// https://developer.apple.com/documentation/uikit/uidraginteraction/isenabled
  open var isEnabled: Bool { get { fatalError("stub") } set {} }
}
