// Every file of this module is guarded by the same condition: UIKit with text fields and text
// views (iOS, iPadOS, Mac Catalyst, visionOS); not tvOS or watchOS, whose UIKit lacks
// `textDragInteraction` or `UITextField`. The condition is also true for the stub UIKit that
// Scripts/check-adapters.sh compiles against on Linux.
#if canImport(UIKit) && !os(watchOS) && !os(tvOS)
@_exported import TextInputKit
#endif
