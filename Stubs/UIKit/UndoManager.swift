// swift-corelibs-foundation has no UndoManager; the SDK's Foundation does. Declared here only for
// the stub check on Linux (on Apple platforms Foundation declares it and this file is empty).
#if !canImport(Darwin)
import Foundation

/// https://developer.apple.com/documentation/foundation/undomanager — `@MainActor class UndoManager`
@MainActor open class UndoManager: NSObject {
  /// https://developer.apple.com/documentation/foundation/undomanager/canundo
  open var canUndo: Bool { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/isundoing — `var isUndoing: Bool { get }`
  open var isUndoing: Bool { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/isredoing — `var isRedoing: Bool { get }`
  open var isRedoing: Bool { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/undo()
  open func undo() { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/redo()
  open func redo() { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/removeallactions(withtarget:) —
  /// `func removeAllActions(withTarget target: Any)`
  open func removeAllActions(withTarget target: Any) { fatalError("stub") }
  /// https://developer.apple.com/documentation/foundation/undomanager/registerundo(withtarget:handler:) —
  /// `@MainActor @preconcurrency func registerUndo<TargetType>(withTarget target: TargetType,
  /// handler: @escaping @MainActor (TargetType) -> Void) where TargetType : AnyObject`
  @preconcurrency open func registerUndo<TargetType: AnyObject>(
    withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void
  ) { fatalError("stub") }
}
#endif
