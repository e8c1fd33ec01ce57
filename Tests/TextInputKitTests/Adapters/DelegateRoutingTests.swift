import Testing
import TextInputKit

/// Findings 4 and 5 of the adapters' review: the app never sees the proxy, and assigning the
/// proxy as the app's delegate cannot make it forward to itself.
@Suite struct DelegateRoutingTests {
  final class Object {}

  @Test func theAppNeverReadsTheProxy() {
    let proxy = Object(), app = Object(), other = Object()
    #expect(DelegateRouting.appDelegate(viewDelegate: proxy, proxy: proxy, forwardingTo: nil) == nil)
    #expect(DelegateRouting.appDelegate(viewDelegate: proxy, proxy: proxy, forwardingTo: app) === app)
    // No proxy, or the app replaced it through `delegate`: the view's own delegate.
    #expect(DelegateRouting.appDelegate(viewDelegate: other, proxy: nil, forwardingTo: nil) === other)
    #expect(DelegateRouting.appDelegate(viewDelegate: other, proxy: proxy, forwardingTo: app) === other)
  }

  @Test func assigningTheProxyKeepsTheCurrentForwardee() {
    let proxy = Object(), app = Object(), next = Object()
    #expect(DelegateRouting.forwardee(afterAssigning: proxy, proxy: proxy, current: app) === app)
    #expect(DelegateRouting.forwardee(afterAssigning: proxy, proxy: proxy, current: nil) == nil)
    #expect(DelegateRouting.forwardee(afterAssigning: next, proxy: proxy, current: app) === next)
    #expect(DelegateRouting.forwardee(afterAssigning: nil, proxy: proxy, current: app) == nil)
  }

  @Test func readingAndAssigningBackIsANoOp() {
    let proxy = Object(), app = Object()
    let read = DelegateRouting.appDelegate(viewDelegate: proxy, proxy: proxy, forwardingTo: app)
    #expect(DelegateRouting.forwardee(afterAssigning: read, proxy: proxy, current: app) === app)
    let none = DelegateRouting.appDelegate(viewDelegate: proxy, proxy: proxy, forwardingTo: nil)
    #expect(DelegateRouting.forwardee(afterAssigning: none, proxy: proxy, current: nil) !== proxy)
  }
}
