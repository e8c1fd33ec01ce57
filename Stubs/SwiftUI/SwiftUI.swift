// A stub of the iOS SDK's SwiftUI module, for compiling TextInputKitSwiftUI on Linux
// (Scripts/check-adapters.sh): only what the adapter uses, with the SDK's Swift signatures and
// isolation; bodies trap. Pages checked: Stubs/README.md.

@_exported import Foundation
import UIKit

/// https://developer.apple.com/documentation/swiftui/view —
/// `@MainActor @preconcurrency protocol View`
@MainActor @preconcurrency public protocol View {
  associatedtype Body: View
  @ViewBuilder var body: Self.Body { get }
}

extension Never: View {
  public typealias Body = Never
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/viewbuilder — `@resultBuilder struct ViewBuilder`
@resultBuilder public struct ViewBuilder {
  public static func buildBlock<Content: View>(_ content: Content) -> Content { content }
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier —
/// `@MainActor @preconcurrency protocol ViewModifier`
@MainActor @preconcurrency public protocol ViewModifier {
  associatedtype Body: View
  typealias Content = _ViewModifier_Content<Self>
  @ViewBuilder func body(content: Self.Content) -> Self.Body
}

/// https://developer.apple.com/documentation/swiftui/viewmodifier/content
@MainActor @preconcurrency public struct _ViewModifier_Content<Modifier: ViewModifier>: View {
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/modifiedcontent
public struct ModifiedContent<Content, Modifier> {}
extension ModifiedContent: View where Content: View, Modifier: ViewModifier {
  public var body: Never { fatalError("stub") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/modifier(_:)
  nonisolated public func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T> {
    ModifiedContent()
  }
  /// https://developer.apple.com/documentation/swiftui/view/onappear(perform:)
  nonisolated public func onAppear(perform action: (() -> Void)? = nil) -> some View { self }
  /// https://developer.apple.com/documentation/swiftui/view/onchange(of:perform:) (iOS 14–17)
  nonisolated public func onChange<V>(
    of value: V, perform action: @escaping (_ newValue: V) -> Void
  ) -> some View where V: Equatable { self }
}

/// https://developer.apple.com/documentation/swiftui/binding —
/// `@frozen @propertyWrapper @dynamicMemberLookup struct Binding<Value>`
@propertyWrapper @dynamicMemberLookup public struct Binding<Value> {
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
  public var projectedValue: Binding<Value> { self }
  public init(projectedValue: Binding<Value>) { self = projectedValue }
  public subscript<Subject>(dynamicMember keyPath: WritableKeyPath<Value, Subject>)
    -> Binding<Subject>
  { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/binding — `extension Binding : Sendable`
extension Binding: @unchecked Sendable {}

/// https://developer.apple.com/documentation/swiftui/state —
/// `@frozen @propertyWrapper struct State<Value> : DynamicProperty`
@propertyWrapper public struct State<Value>: DynamicProperty {
  public init(wrappedValue value: Value) {}
  /// https://developer.apple.com/documentation/swiftui/state/init(initialvalue:)
  public init(initialValue value: Value) {}
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
  public var projectedValue: Binding<Value> { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/state/init() — in an extension, as in the SDK
extension State where Value: ExpressibleByNilLiteral {
  public init() {}
}

/// https://developer.apple.com/documentation/swiftui/state — `extension State : Sendable where Value : Sendable`
extension State: Sendable where Value: Sendable {}

/// https://developer.apple.com/documentation/swiftui/dynamicproperty
public protocol DynamicProperty {}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentable —
/// `@MainActor @preconcurrency protocol UIViewRepresentable : View where Self.Body == Never`
@MainActor @preconcurrency public protocol UIViewRepresentable: View where Self.Body == Never {
  associatedtype UIViewType: UIView
  associatedtype Coordinator = Void
  typealias Context = UIViewRepresentableContext<Self>
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makeuiview(context:)
  func makeUIView(context: Self.Context) -> Self.UIViewType
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/updateuiview(_:context:)
  func updateUIView(_ uiView: Self.UIViewType, context: Self.Context)
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentable/makecoordinator()-32trb
  func makeCoordinator() -> Self.Coordinator
}

extension UIViewRepresentable where Coordinator == Void {
  public func makeCoordinator() -> Coordinator { () }
}

extension UIViewRepresentable {
  public var body: Never { fatalError("stub") }
}

/// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext —
/// `@MainActor @preconcurrency struct UIViewRepresentableContext<Representable> where Representable : UIViewRepresentable`
@MainActor @preconcurrency public struct UIViewRepresentableContext<
  Representable: UIViewRepresentable
> {
  /// https://developer.apple.com/documentation/swiftui/uiviewrepresentablecontext/coordinator
  public let coordinator: Representable.Coordinator
}

/// https://developer.apple.com/documentation/swiftui/focusstate —
/// `@frozen @propertyWrapper struct FocusState<Value> : DynamicProperty where Value : Hashable`
@propertyWrapper public struct FocusState<Value: Hashable>: DynamicProperty {
  /// https://developer.apple.com/documentation/swiftui/focusstate/binding
  @propertyWrapper public struct Binding {
    public init() { fatalError("stub") }
    public var wrappedValue: Value {
      get { fatalError("stub") }
      nonmutating set { fatalError("stub") }
    }
    public var projectedValue: FocusState<Value>.Binding { self }
  }
  /// https://developer.apple.com/documentation/swiftui/focusstate/init()-4ioy3
  public init() where Value == Bool {}
  public var wrappedValue: Value {
    get { fatalError("stub") }
    nonmutating set { fatalError("stub") }
  }
  public var projectedValue: FocusState<Value>.Binding { fatalError("stub") }
}

extension View {
  /// https://developer.apple.com/documentation/swiftui/view/focused(_:) —
  /// `nonisolated func focused(_ condition: FocusState<Bool>.Binding) -> some View`
  nonisolated public func focused(_ condition: FocusState<Bool>.Binding) -> some View { self }
}
