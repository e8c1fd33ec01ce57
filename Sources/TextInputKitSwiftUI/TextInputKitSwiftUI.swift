#if canImport(SwiftUI) && canImport(UIKit) && !os(watchOS) && !os(tvOS)
@_exported import TextInputKit
@_exported import TextInputKitUIKit
#endif
