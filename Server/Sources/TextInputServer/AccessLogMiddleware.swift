import Foundation
import HTTPTypes
import Hummingbird
import Logging

/// One line a request in the log, its `X-Request-ID`, and its metrics.
///
/// The request's id is the client's `X-Request-ID` when it is 1 to 128 visible ASCII characters
/// (so a load balancer's id follows the request), a new one otherwise; the answer carries it, and
/// so does every line logged for the request (`request_id`). The access line, at `info`:
///
/// ```
/// 2026-11-28T10:45:20+0000 info textinput-server: request_id=3f2a… method=POST route=/v1/validate status=200 bytes_in=38 bytes_out=212 ms=0.41 [TextInputServer] access
/// ```
///
/// A request id of 300 characters, or with a line break, is not echoed: a new id is made.
struct AccessLogMiddleware: RouterMiddleware {
  typealias Context = ServiceRequestContext
  let service: TextInputService

  /// The client's id when it is safe to echo.
  static func acceptedID(_ value: String?) -> String? {
    guard let value, (1...128).contains(value.utf8.count),
      value.utf8.allSatisfy({ (0x21...0x7E).contains($0) })
    else { return nil }
    return value
  }

  /// A new id: 16 random bytes in hexadecimal.
  static func newID() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<2).map { _ in String(generator.next() as UInt64, radix: 16).leftPadded(to: 16) }
      .joined()
  }

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    let start = ContinuousClock.now
    let id = Self.acceptedID(request.headers[.requestID]) ?? Self.newID()
    var context = context
    context.logger[metadataKey: "request_id"] = .string(id)
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPError {
      response = service.response(for: error, request: request)
    }
    response.headers[.requestID] = id
    let duration = ContinuousClock.now - start
    let route = TextInputService.route(of: request.uri.path)
    service.metrics.recordRequest(route: route, status: Int(response.status.code), duration: duration)
    context.logger.info(
      "access",
      metadata: [
        "method": .string(request.method.rawValue), "route": .string(route),
        "status": .stringConvertible(response.status.code),
        "bytes_in": .string(request.headers[.contentLength] ?? "-"),
        "bytes_out": .string(response.body.contentLength.map { "\($0)" } ?? "-"),
        "ms": .string(String(format: "%.2f", Double(duration.nanoseconds) / 1e6)),
      ])
    return response
  }
}

extension HTTPField.Name {
  /// `X-Request-ID`.
  static let requestID = HTTPField.Name("X-Request-ID")!
}

extension String {
  func leftPadded(to length: Int) -> String {
    count >= length ? self : String(repeating: "0", count: length - count) + self
  }
}
