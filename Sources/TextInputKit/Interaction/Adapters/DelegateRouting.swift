/// Which delegate a text view's app sees, and which one its interception proxy forwards to, when
/// the view's real delegate is the proxy: the decisions behind `appDelegate` of the UIKit adapter.
///
/// - The app never sees the proxy: reading its delegate gives its own (or `nil`), so assigning
///   what it read back can never make the proxy forward to itself.
/// - Assigning the proxy as the app's delegate keeps the one the proxy had.
/// - Every assignment re-installs the proxy as the view's delegate, because UIKit asks the
///   delegate which optional methods it implements when it is set and remembers the answers.
///
/// ```swift
/// let proxy = Proxy(), app = AppDelegate()
/// DelegateRouting.appDelegate(viewDelegate: proxy, proxy: proxy, forwardingTo: nil)   // nil, not proxy
/// DelegateRouting.forwardee(afterAssigning: proxy, proxy: proxy, current: app)        // app
/// DelegateRouting.forwardee(afterAssigning: nil, proxy: proxy, current: app)          // nil
/// ```
package enum DelegateRouting {
  /// The delegate the app reads.
  ///
  /// - Parameters:
  ///   - viewDelegate: The view's `delegate` as UIKit holds it.
  ///   - proxy: The interception proxy, when the view has one.
  ///   - app: The delegate the proxy forwards to.
  /// - Returns: `app` while the proxy is installed; the view's own delegate when there is no
  ///   proxy or the app replaced it by assigning `delegate` directly.
  package static func appDelegate(
    viewDelegate: AnyObject?, proxy: AnyObject?, forwardingTo app: AnyObject?
  ) -> AnyObject? {
    guard let proxy, viewDelegate === proxy else { return viewDelegate }
    return app
  }

  /// The delegate the proxy forwards to after the app assigns `newValue`: never the proxy.
  package static func forwardee(
    afterAssigning newValue: AnyObject?, proxy: AnyObject, current: AnyObject?
  ) -> AnyObject? {
    newValue === proxy ? current : newValue
  }
}
