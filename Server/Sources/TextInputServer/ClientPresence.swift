import Foundation
import NIOCore
import NIOHTTPTypes

/// Whether the client of a connection is still there: `false` once it closed its side.
///
/// Hummingbird allows a client to half-close a connection, so a client that goes away leaves the
/// channel active: only the end of its input says so. This handler, in each connection's
/// pipeline, watches for that end; a long review asks it between rules
/// (``ServiceRequestContext/isConnected()``) and stops when nobody waits for the answer.
///
/// ```
/// client: POST /v1/edit (2 MB), then close   →   inputClosed   →   isOpen == false   →   the review stops
/// ```
final class ClientPresence: ChannelInboundHandler, RemovableChannelHandler, @unchecked Sendable {
  typealias InboundIn = HTTPRequestPart
  typealias InboundOut = HTTPRequestPart

  private let lock = NSLock()
  private var open = true

  /// `false` once the client closed its side of the connection, or the connection ended.
  var isOpen: Bool { lock.withLock { open } }

  func channelRead(context: ChannelHandlerContext, data: NIOAny) {
    context.fireChannelRead(data)
  }

  func userInboundEventTriggered(context: ChannelHandlerContext, event: Any) {
    if case .some(.inputClosed) = event as? ChannelEvent { lock.withLock { open = false } }
    context.fireUserInboundEventTriggered(event)
  }

  func channelInactive(context: ChannelHandlerContext) {
    lock.withLock { open = false }
    context.fireChannelInactive()
  }
}
