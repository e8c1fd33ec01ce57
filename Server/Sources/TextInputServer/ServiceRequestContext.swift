import Hummingbird
import NIOCore

/// The context of a request to the service: Hummingbird's, and whether the client is still
/// connected, which a long review asks between its rules.
public struct ServiceRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  /// `false` once the client closed the connection the request came on.
  let isConnected: @Sendable () -> Bool

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    let channel = source.channel
    // A channel that was never active is a test's, with no client to lose.
    if channel.isActive {
      isConnected = { channel.isActive }
    } else {
      isConnected = { true }
    }
  }
}
