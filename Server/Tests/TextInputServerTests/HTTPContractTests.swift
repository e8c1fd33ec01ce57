import Foundation
import Hummingbird
import HummingbirdTesting
import Logging
import Testing
import TextInputKit

#if canImport(Glibc)
  import Glibc
#endif

@testable import TextInputServer

/// What HTTP says a client may expect: 415 for a body that is not JSON, 405 with `Allow`, 413 for
/// an oversized chunked body, `Retry-After` on 503, `Vary: Accept-Language`.
@Suite("The HTTP contract")
struct HTTPContractTests {
  static let body = #"{"policy": "nickname", "text": "小明"}"#

  @Test(arguments: [
    ("text/plain", 415), ("application/xml", 415), ("application/x-www-form-urlencoded", 415),
    ("multipart/form-data; boundary=x", 415), ("application/json", 200),
    ("application/json; charset=utf-8", 200), ("Application/JSON", 200),
    ("application/problem+json", 200),
  ])
  func aBodyThatIsNotJSONIsRefusedWith415(contentType: String, status: Int) async throws {
    try await ServiceTests.withClient { client in
      let response = try await ServiceTests.post(
        client, "/v1/validate", Self.body, headers: [.contentType: contentType])
      #expect(response.status.code == status)
      if status == 415 {
        let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
        #expect(error.message.key == "request.unsupportedMediaType")
        #expect(error.message.arguments["contentType"] == contentType)
      }
    }
  }

  @Test func aBodyWithoutAContentTypeIsReadAsJSON() async throws {
    try await ServiceTests.withClient { client in
      let response = try await ServiceTests.post(client, "/v1/validate", Self.body)
      #expect(response.status == .ok)
    }
  }

  @Test(arguments: [
    ("/v1/validate", HTTPRequest.Method.get, 405, "POST"),
    ("/v1/edit", .put, 405, "POST"),
    ("/v1/presets", .post, 405, "GET"),
    ("/ready", .delete, 405, "GET"),
    ("/playground/playground.js", .post, 405, "GET"),
    ("/v2/nothing", .get, 404, nil),
  ] as [(String, HTTPRequest.Method, Int, String?)])
  func aWrongMethodIsRefusedWith405AndAllow(path: String, method: HTTPRequest.Method, status: Int, allow: String?) async throws {
    try await ServiceTests.withClient { client in
      let response = try await client.execute(uri: path, method: method)
      #expect(response.status.code == status)
      #expect(response.headers[.allow] == allow)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(response.body.readableBytesView))
      #expect(error.message.key == (status == 405 ? "request.methodNotAllowed" : "request.notFound"))
    }
  }

  @Test func answersVaryWithAcceptLanguage() async throws {
    try await ServiceTests.withClient { client in
      let ok = try await ServiceTests.post(client, "/v1/validate", Self.body)
      #expect(ok.headers[.vary] == "Accept-Language")
      let error = try await ServiceTests.post(client, "/v1/validate", "{")
      #expect(error.headers[.vary] == "Accept-Language")
      let presets = try await client.execute(uri: "/v1/presets", method: .get)
      #expect(presets.headers[.vary] == "Accept-Language")
    }
  }

  /// A plain-text answer says so: a client (or a contract check) that reads the type finds it.
  @Test(arguments: [("/health", "ok"), ("/ready", "ready"), ("/metrics", "# TYPE")])
  func aPlainTextAnswerCarriesItsContentType(path: String, start: String) async throws {
    try await ServiceTests.withClient { client in
      let response = try await client.execute(uri: path, method: .get)
      #expect(response.status == .ok)
      #expect(response.headers[.contentType]?.hasPrefix("text/plain") == true, "\(path): \(response.headers[.contentType] ?? "none")")
      #expect(String(buffer: response.body).hasPrefix(start))
    }
  }

  @Test func anOversizedChunkedBodyIsRefusedWith413() async throws {
    let app = Application(
      router: TextInputService(settings: ServerSettings(largestBody: 1_000)).router(),
      configuration: .init(address: .hostname("127.0.0.1", port: 0)))
    try await app.test(.live) { client in
      let port = try #require(client.port)
      let chunk = String(repeating: "a", count: 800)
      let chunkHeader = String(chunk.utf8.count, radix: 16)
      let request =
        "POST /v1/validate HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        + "Transfer-Encoding: chunked\r\nConnection: close\r\n\r\n"
        + "\(chunkHeader)\r\n\(chunk)\r\n\(chunkHeader)\r\n\(chunk)\r\n0\r\n\r\n"
      let answer = try await RawHTTP.exchange(port: port, request)
      #expect(answer.hasPrefix("HTTP/1.1 413"), "\(answer.prefix(200))")
      #expect(answer.contains("request.bodyTooLarge"))
    }
  }
}

/// One request written on a plain socket, and everything the server answers until it closes.
enum RawHTTP {
  struct Failure: Error { var step: String }

  /// On a thread of its own: a blocking socket in Swift's task pool (two threads on two cores)
  /// would starve the server it waits for.
  static func exchange(port: Int, _ request: String) async throws -> String {
    try await withCheckedThrowingContinuation { continuation in
      Thread.detachNewThread {
        continuation.resume(with: Result { try blockingExchange(port: port, request) })
      }
    }
  }

  /// Writes `request` whole, then closes the connection without reading an answer.
  static func sendAndClose(port: Int, _ request: String) async throws {
    try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
      Thread.detachNewThread {
        continuation.resume(with: Result { _ = try blockingExchange(port: port, request, read: false) })
      }
    }
  }

  static func blockingExchange(port: Int, _ request: String, read: Bool = true) throws -> String {
    let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
    guard descriptor >= 0 else { throw Failure(step: "socket") }
    defer { close(descriptor) }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = in_port_t(UInt16(port).bigEndian)
    address.sin_addr.s_addr = inet_addr("127.0.0.1")
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(descriptor, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else { throw Failure(step: "connect") }
    let bytes = Array(request.utf8)
    var sent = 0
    while sent < bytes.count {
      let count = bytes[sent...].withUnsafeBytes { send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
      if count <= 0 { break }  // the server may close once it has refused the body
      sent += count
    }
    guard read else { return "" }
    var received: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 4096)
    while true {
      let count = recv(descriptor, &buffer, buffer.count, 0)
      if count <= 0 { break }
      received += buffer[..<count]
    }
    return String(decoding: received, as: UTF8.self)
  }
}

/// The OpenAPI description names every route the service answers, and every status it can give.
@Suite("The OpenAPI description")
struct OpenAPITests {
  /// The description, split into its paths: each path's text up to the next.
  static let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    .appendingPathComponent("../../Sources/TextInputServer/openapi.yaml")

  static func paths() throws -> [String: String] {
    let text = try String(contentsOf: url, encoding: .utf8)
    let body = try #require(text.components(separatedBy: "\npaths:\n").last?.components(separatedBy: "\ncomponents:\n").first)
    var paths: [String: String] = [:]
    var current: String?
    for line in body.split(separator: "\n", omittingEmptySubsequences: false) {
      if line.hasPrefix("  /"), line.hasSuffix(":"), !line.hasPrefix("   ") {
        current = String(line.dropFirst(2).dropLast())
        paths[current!] = ""
      } else if let current {
        paths[current, default: ""] += line + "\n"
      }
    }
    return paths
  }

  @Test(arguments: [
    ("/v1/validate", ["200", "400", "405", "408", "413", "415", "422", "503"]),
    ("/v1/sanitize", ["200", "400", "405", "408", "413", "415", "422", "503"]),
    ("/v1/count", ["200", "400", "405", "408", "413", "415", "422", "503"]),
    ("/v1/edit", ["200", "400", "405", "408", "413", "415", "422", "503"]),
    ("/v1/presets", ["200", "405"]), ("/v1/schema", ["200", "405"]), ("/", ["200", "405"]),
    ("/playground/{file}", ["200", "404", "405"]), ("/openapi.yaml", ["200", "405"]),
    ("/health", ["200", "405"]), ("/ready", ["200", "405", "503"]), ("/metrics", ["200", "405"]),
    ("/policy.schema.json", ["200", "405"]),
  ])
  func everyRouteAndStatusIsDescribed(path: String, statuses: [String]) throws {
    let described = try #require(try Self.paths()[path], "\(path)")
    for status in statuses {
      #expect(described.contains("\"\(status)\":"), "\(path) \(status)")
    }
    let method = path.hasPrefix("/v1/") && !["/v1/presets", "/v1/schema"].contains(path) ? "POST" : "GET"
    #expect(TextInputService.methods(of: path.replacingOccurrences(of: "{file}", with: "x")) == method)
    #expect(described.contains("    \(method.lowercased()):"))
  }

  /// A string policy is a preset's name: the description lists exactly the library's presets,
  /// so that a request made from it is never refused for an unknown preset.
  @Test func namesEveryPresetAndNoOther() throws {
    let text = try String(contentsOf: Self.url, encoding: .utf8)
    let block = try #require(text.components(separatedBy: "\n    PresetName:\n").last)
    let line = try #require(block.split(separator: "\n").first { $0.contains("enum: [") })
    let names = line.split(separator: "[").last!.split(separator: "]").first!
      .split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    #expect(names == InputPolicy.presets.keys.sorted())
  }

  /// The one other file the description refers to is the policy schema, which the service
  /// serves beside `/openapi.yaml`: the schema the core makes from its rules, not a copy.
  @Test func everyFileItRefersToIsServedBesideIt() async throws {
    let text = try String(contentsOf: Self.url, encoding: .utf8)
    let names = Set(
      text.components(separatedBy: "$ref: \"").dropFirst()
        .compactMap { $0.split(separator: "\"").first.map(String.init) }
        .filter { !$0.hasPrefix("#") })
    #expect(names == ["policy.schema.json"])
    try await ServiceTests.withClient { client in
      for name in names {
        let file = Data(PolicySchema.json.utf8)
        let response = try await client.execute(uri: "/" + name, method: .get)
        #expect(response.status == .ok, "\(name)")
        #expect(Data(response.body.readableBytesView) == file, "\(name)")
      }
    }
  }

  @Test func describesNoRouteTheServiceLacks() throws {
    for path in try Self.paths().keys {
      #expect(TextInputService.methods(of: path.replacingOccurrences(of: "{file}", with: "x")) != nil, "\(path)")
    }
  }
}

/// Hummingbird's own 400, for a request that is not HTTP/1.1, has the service's JSON body.
@Suite("Transport errors")
struct TransportErrorTests {
  @Test(arguments: ["NOT HTTP\r\n\r\n", "GET / HTTP/1.1\r\nHost\r\n\r\n", "POST /v1/validate HTTP/1.1\r\nContent-Length: x\r\n\r\n"])
  func aRequestThatIsNotHTTPGetsAJSONError(request: String) async throws {
    let service = TextInputService(settings: ServerSettings(port: 0))
    try await service.application(logger: Logger(label: "test")).test(.live) { client in
      let port = try #require(client.port)
      let answer = try await RawHTTP.exchange(port: port, request)
      #expect(answer.hasPrefix("HTTP/1.1 400"), "\(answer)")
      let body = try #require(answer.components(separatedBy: "\r\n\r\n").last)
      let error = try JSONDecoder().decode(TextInputError.self, from: Data(body.utf8))
      #expect(error.location == "")
      #expect(error.message.text(in: .english) == "The request is not HTTP/1.1.")
    }
  }
}
