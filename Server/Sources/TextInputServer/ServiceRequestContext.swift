import Hummingbird
import NIOCore

/// The context of a request to the service: Hummingbird's, and a way to learn whether the client
/// is still connected, which a long review asks between its rules.
public struct ServiceRequestContext: RequestContext {
  public var coreContext: CoreRequestContextStorage
  let channel: any Channel

  public init(source: ApplicationRequestContextSource) {
    coreContext = .init(source: source)
    channel = source.channel
  }

  /// A question that answers `false` once the client has closed the connection (its
  /// ``ClientPresence``); always `true` on a channel without one (the router's tests).
  func isConnected() async -> @Sendable () -> Bool {
    guard let presence = try? await channel.pipeline.handler(type: ClientPresence.self).get()
    else { return { true } }
    return { presence.isOpen }
  }
}
