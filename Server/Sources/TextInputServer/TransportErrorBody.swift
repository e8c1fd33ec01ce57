import Foundation
import Hummingbird
import NIOCore
import NIOHTTPTypes
import TextInputKit

/// Gives a body to the 400 that Hummingbird writes, empty, for a request that is not HTTP/1.1
/// (a malformed request line or header): the encoded ``TextInputError`` every other error has.
///
/// It sits in each connection's pipeline, between the HTTP codec and Hummingbird, and looks only
/// at answers: an empty 400 that closes the connection is Hummingbird's, since every answer of the
/// service's own has a body.
///
/// ```console
/// $ printf 'NOT HTTP\r\n\r\n' | nc 127.0.0.1 8080
/// HTTP/1.1 400 Bad Request
/// Content-Type: application/json; charset=utf-8
/// {"kind":"other","location":"","message":{"arguments":{},"key":"","text":"The request is not HTTP/1.1."}}
/// ```
final class TransportErrorBody: ChannelOutboundHandler, RemovableChannelHandler {
  typealias OutboundIn = HTTPResponsePart
  typealias OutboundOut = HTTPResponsePart

  /// The body of the answer to a request that is not HTTP/1.1.
  static let body: [UInt8] = {
    let error = TextInputError(.other, .verbatim("The request is not HTTP/1.1."), location: "")
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return Array((try? encoder.encode(error)) ?? Data())
  }()

  private var writingBody = false

  func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
    switch unwrapOutboundIn(data) {
    case .head(var head)
    where head.status == .badRequest && head.headerFields[.contentLength] == "0"
      && head.headerFields[.connection] == "close":
      head.headerFields[.contentType] = "application/json; charset=utf-8"
      head.headerFields[.contentLength] = "\(Self.body.count)"
      writingBody = true
      context.write(wrapOutboundOut(.head(head)), promise: promise)
    case .end(let trailers) where writingBody:
      writingBody = false
      context.write(
        wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: Self.body))), promise: nil)
      context.write(wrapOutboundOut(.end(trailers)), promise: promise)
    default:
      context.write(data, promise: promise)
    }
  }
}
