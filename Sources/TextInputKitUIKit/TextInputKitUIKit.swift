#if canImport(UIKit)
@_exported import TextInputKit
#endif
