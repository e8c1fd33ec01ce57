#if canImport(SwiftUI) && canImport(UIKit)
@_exported import TextInputKit
@_exported import TextInputKitUIKit
#endif
