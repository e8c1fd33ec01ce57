import NIOCore
import NIOHTTPTypes

/// Holds a connection's close until the answers written on it have reached the socket.
///
/// While the server shuts down, Hummingbird closes a connection as soon as the last part of its
/// answer is handed to the channel; an answer of megabytes (an `/v1/edit` of a 1 MB text) that
/// the client had not read yet was then cut short, and the client saw a truncated body. Here a
/// close waits for the writes before it; the shutdown deadline still ends the process if a client
/// never reads.
///
/// ```
/// write(.head), write(.body: 3 MB), write(.end), close   →   the close runs once the 3 MB are written
/// ```
final class FlushBeforeClose: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  private var pendingWrites = 0
  private var deferredClose: (mode: CloseMode, promise: EventLoopPromise<Void>?)?

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    let written = promise ?? context.eventLoop.makePromise()
    pendingWrites += 1
    let loopBound = NIOLoopBound((self, context), eventLoop: context.eventLoop)
    written.futureResult.whenComplete { _ in
      let (handler, context) = loopBound.value
      handler.pendingWrites -= 1
      if handler.pendingWrites == 0, let close = handler.deferredClose {
        handler.deferredClose = nil
        context.close(mode: close.mode, promise: close.promise)
      }
    }
    context.write(data, promise: written)
  }

  func close(context: ChannelHandlerContext, mode: CloseMode, promise: EventLoopPromise<Void>?) {
    guard mode == .all, pendingWrites > 0 else {
      context.close(mode: mode, promise: promise)
      return
    }
    if let earlier = deferredClose {
      // One close is enough: the second waits for the first.
      earlier.promise?.futureResult.cascade(to: promise)
      if earlier.promise == nil { deferredClose = (mode, promise) }
    } else {
      deferredClose = (mode, promise)
    }
  }
}
