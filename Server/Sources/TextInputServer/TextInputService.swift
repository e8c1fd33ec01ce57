import Foundation
import Hummingbird
import Logging
import NIOCore
import TextInputKit

/// The validation service: the package's policies over HTTP, and the playground at `/`.
///
/// Every policy in a request is read as ``PolicyDecodingOptions/untrusted``, its limits
/// measured on the policy's own bytes, whatever the size of the text beside it. Responses carry
/// messages as keys, arguments and the text in the language the request asks for (a `language`
/// field, then `?language=`, then `Accept-Language`).
public struct TextInputService: Sendable {
  public let settings: ServerSettings
  let admission: AdmissionController
  let parsing: ParseLane
  let playground: Playground
  let metrics = ServiceMetrics()

  public init(settings: ServerSettings = ServerSettings()) {
    self.settings = settings
    admission = AdmissionController(
      limits: .init(
        smallWork: settings.smallWork, capacity: settings.reviewCapacity,
        smallShare: settings.smallShare, budget: .milliseconds(Int(settings.workBudget * 1000))),
      threads: settings.reviewThreads)
    parsing = ParseLane(capacity: max(8 * settings.largestBody, 1 << 20))
    playground = Playground()
  }

  /// The router with every route.
  public func router() -> Router<ServiceRequestContext> {
    let router = Router(context: ServiceRequestContext.self)
    router.middlewares.add(AccessLogMiddleware(service: self))
    router.middlewares.add(ErrorMiddleware(service: self))
    router.post("/v1/validate") { request, context in
      try await respond(request, context) { (body: TextRequest, language) throws(ServerError) in
        let (policy, text) = (body.policy, body.text)
        try checkText(text, at: "text")
        return try await review(policy, bytes: text.utf8.count, context) { policy.validate(text) }
      }
    }
    router.post("/v1/sanitize") { request, context in
      try await respond(request, context) { (body: TextRequest, _) throws(ServerError) in
        let (policy, text) = (body.policy, body.text)
        try checkText(text, at: "text")
        return try await review(policy, bytes: text.utf8.count, context) {
          let sanitized = policy.sanitize(text)
          return SanitizeResponse(text: sanitized, value: policy.value(of: sanitized))
        }
      }
    }
    router.post("/v1/count") { request, context in
      try await respond(request, context) { (body: TextRequest, _) throws(ServerError) in
        let (policy, text) = (body.policy, body.text)
        try checkText(text, at: "text")
        return try await review(policy, bytes: text.utf8.count, context) {
          var lengths: [String: Int] = [:]
          for (name, metric) in LengthMetric.named { lengths[name] = metric.length(of: text) }
          let controller = TextInputController(policy: policy, text: text)
          return CountResponse(counter: CounterBody(controller.counter), lengths: lengths)
        }
      }
    }
    router.post("/v1/edit") { request, context in
      try await respond(request, context) { (body: EditRequest, _) throws(ServerError) in
        try checkText(body.state.text, at: "state.text")
        try checkText(body.edit.text, at: "edit.text")
        let text = body.state.text
        let selection = try body.state.selection.range(in: text, at: "state.selection")
        let marked = try body.state.marked?.range(in: text, at: "state.marked")
        let range = try body.edit.range.range(in: text, at: "edit.range")
        let (policy, edit) = (body.policy, body.edit)
        return try await review(policy, bytes: text.utf8.count + edit.text.utf8.count, context) {
          Self.edit(
            policy: policy,
            state: TextFieldState(text: text, utf16Selection: selection, utf16MarkedRange: marked),
            edit: Edit(replacing: range, with: edit.text, source: edit.source))
        }
      }
    }
    router.get("/v1/presets") { request, context in
      let presets = InputPolicy.presets.keys.sorted().map {
        PresetBody(name: $0, policy: InputPolicy.presets[$0]!)
      }
      return try json(["presets": presets], language: language(of: request, body: nil))
    }
    // The policy schema the core makes from its rules, also beside the OpenAPI description,
    // which refers to it by this name.
    for path in ["/v1/schema", "/policy.schema.json"] {
      router.get(RouterPath(path)) { _, _ in
        Response(
          status: .ok, headers: [.contentType: "application/schema+json"],
          body: .init(byteBuffer: ByteBuffer(bytes: playground.schema)))
      }
    }
    router.get("/openapi.yaml") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "application/yaml"],
        body: .init(byteBuffer: ByteBuffer(bytes: playground.openAPI)))
    }
    router.get("/") { _, _ in playground.response(for: "index.html") }
    router.get("/playground/{file}") { _, context in
      let response = playground.response(for: context.parameters.get("file") ?? "")
      // No such file: the service's 404, written as its other errors.
      guard response.status != .notFound else { throw HTTPError(.notFound) }
      return response
    }
    // Liveness: the process answers. Readiness: it takes new work (503 once draining).
    router.get("/health") { _, _ in "ok" }
    router.get("/metrics") { _, _ in
      Response(
        status: .ok, headers: [.contentType: "text/plain; version=0.0.4; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(bytes: metrics.exposition(admission: admission))))
    }
    router.get("/ready") { request, _ in
      guard !admission.isDraining else {
        return try json(
          ServerError(refusal: .shuttingDown).error, status: .serviceUnavailable,
          language: language(of: request, body: nil))
      }
      return Response(
        status: .ok, headers: [.contentType: "text/plain; charset=utf-8"],
        body: .init(byteBuffer: ByteBuffer(string: "ready")))
    }
    return router
  }

  /// The engine as a pure function: the field after `edit`, and what happened.
  static func edit(policy: InputPolicy, state: TextFieldState, edit: Edit) -> EditResponse {
    var controller = TextInputController(policy: policy, state: state)
    let outcome = controller.apply(edit)
    let after = controller.state
    return EditResponse(
      state: FieldStateBody(
        text: after.text, selection: OffsetRange(after.utf16Selection),
        marked: after.utf16MarkedRange.map(OffsetRange.init)),
      value: controller.value, disposition: outcome.disposition,
      replaced: OffsetRange(outcome.replacedUTF16Range), replacement: outcome.replacement,
      counter: CounterBody(controller.counter), completion: policy.completion(of: controller.value),
      events: controller.takeEvents().map(EventBody.init))
  }

  // MARK: Requests

  /// An error the router or Hummingbird threw (no such route, a body too large), as the
  /// service's other errors are written.
  func response(for error: HTTPError, request: Request) -> Response {
    let language = language(of: request, body: nil)
    let failure: ServerError
    var allow: String?
    switch error.status {
    case .notFound, .methodNotAllowed:
      let path = request.uri.path
      if let methods = Self.methods(of: path) {
        allow = methods
        failure = ServerError(
          status: .methodNotAllowed, "request.methodNotAllowed", ["path": path, "allowed": methods])
      } else {
        failure = ServerError(status: .notFound, "request.notFound", ["path": path])
      }
    case .contentTooLarge:
      failure = ServerError(
        status: error.status, "request.bodyTooLarge", ["maximum": "\(settings.largestBody)"])
    default:
      failure = ServerError(
        status: error.status,
        TextInputError(.other, .verbatim(error.body ?? error.status.reasonPhrase), location: ""))
    }
    var response =
      (try? json(failure.error, status: failure.status, language: language))
      ?? Response(status: failure.status)
    if let allow { response.headers[.allow] = allow }
    return response
  }

  /// The route's name in logs and metrics: its path, `/playground/{file}`, or `unknown` (so a
  /// scan of random paths does not make a metric for each).
  static func route(of path: String) -> String {
    guard methods(of: path) != nil else { return "unknown" }
    return path.hasPrefix("/playground/") ? "/playground/{file}" : path
  }

  /// The methods the route at `path` answers, as an `Allow` header lists them; `nil` when no
  /// route is there.
  static func methods(of path: String) -> String? {
    switch path {
    case "/v1/validate", "/v1/sanitize", "/v1/count", "/v1/edit": "POST"
    case "/v1/presets", "/v1/schema", "/policy.schema.json", "/openapi.yaml", "/", "/health", "/ready",
      "/metrics":
      "GET"
    default: path.hasPrefix("/playground/") ? "GET" : nil
    }
  }

  /// Whether a `Content-Type` names JSON: `application/json` or a `+json` type, with any
  /// parameters.
  static func isJSON(_ contentType: String) -> Bool {
    let type = contentType.split(separator: ";", maxSplits: 1).first
      .map { $0.trimmingCharacters(in: .whitespaces).lowercased() } ?? ""
    return type == "application/json" || (type.hasPrefix("application/") && type.hasSuffix("+json"))
  }

  /// Rejects a text larger than the service reviews.
  func checkText(_ text: String, at location: String) throws(ServerError) {
    let size = text.utf8.count
    guard size <= settings.largestText else {
      throw ServerError(
        status: .contentTooLarge, "request.textTooLarge",
        ["location": location, "maximum": "\(settings.largestText)", "size": "\(size)"],
        location: location)
    }
  }

  /// Runs a review of a text of `bytes` bytes under `policy`, admitted by its cost
  /// (``AdmissionController``): in the request's task when it is small work, on the review
  /// threads otherwise; 503 when it is refused or stopped.
  func review<T: Sendable>(
    _ policy: InputPolicy, bytes: Int, _ context: ServiceRequestContext,
    _ work: @escaping @Sendable () -> T
  ) async throws(ServerError) -> T {
    let cost = WorkCost(policy: policy, bytes: bytes)
    // Small work ends in microseconds; large work asks whether its client is still there.
    var isConnected: @Sendable () -> Bool = { true }
    if cost.units > settings.smallWork { isConnected = await context.isConnected() }
    do throws(AdmissionController.Refusal) {
      return try await admission.run(cost, isConnected: isConnected, work)
    } catch {
      throw ServerError(refusal: error, budget: settings.workBudget)
    }
  }

  /// Reads the body, decodes it as `Body`, runs `handle`, and writes its answer or the error, in
  /// the request's language.
  func respond<Body: ServiceRequest & Sendable, Answer: Encodable>(
    _ request: Request, _ context: ServiceRequestContext,
    _ handle: (Body, MessageLanguage) async throws(ServerError) -> Answer
  ) async throws -> Response {
    var language = language(of: request, body: nil)
    let answer: Answer
    do throws(ServerError) {
      // A body that says it is not JSON is refused before it is read; one that says nothing is
      // read as JSON.
      if let type = request.headers[.contentType], !Self.isJSON(type) {
        throw ServerError(status: .unsupportedMediaType, "request.unsupportedMediaType", ["contentType": type])
      }
      let data = try await readBody(request)
      // A body that arrived after the drain began is not parsed: the answer is known.
      if admission.isDraining { throw ServerError(refusal: .shuttingDown) }
      // A large body is parsed on a thread of its own, not in the review queue.
      let decoded: Result<Body, TextInputError>
      do {
        decoded = try await parsing.parse(bytes: data.count) {
          Result { () throws(TextInputError) -> Body in
          try StrictJSONDecoder(policyOptions: .untrusted, policyLocations: ["policy"])
            .decode(Body.self, from: data)
          }
        }
      } catch {
        throw ServerError(refusal: error)
      }
      let body: Body
      switch decoded {
      case .success(let value): body = value
      case .failure(let error):
        language = self.language(of: request, body: data)
        throw ServerError(decoding: error)
      }
      language = body.language?.language ?? language
      answer = try await handle(body, language)
    } catch {
      let key = error.error.message.key
      if error.status == .serviceUnavailable || error.status == .contentTooLarge || error.status == .requestTimeout {
        metrics.recordRefusal(key: key)
      }
      context.logger.notice(
        "refused",
        metadata: [
          "status": "\(error.status.code)", "key": "\(key)",
          "location": "\(error.error.location ?? "")",
        ])
      return try json(error.error, status: error.status, language: language)
    }
    return try json(answer, language: language)
  }

  /// The body, at most ``ServerSettings/largestBody`` bytes, within
  /// ``ServerSettings/bodyTimeout``.
  func readBody(_ request: Request) async throws(ServerError) -> Data {
    let limit = settings.largestBody
    if let length = request.headers[.contentLength].flatMap(Int.init), length > limit {
      throw ServerError(status: .contentTooLarge, "request.bodyTooLarge", ["maximum": "\(limit)"])
    }
    let timeout = settings.bodyTimeout
    let body = request.body
    let result: Result<ByteBuffer, ServerError> = await withTaskGroup(of: Result<ByteBuffer, ServerError>?.self) { group in
      group.addTask {
        do {
          return .success(try await body.collect(upTo: limit))
        } catch let error as HTTPError where error.status == .contentTooLarge {
          return .failure(ServerError(status: .contentTooLarge, "request.bodyTooLarge", ["maximum": "\(limit)"]))
        } catch is NIOTooManyBytesError {
          // A chunked body, whose length was not announced, passed the limit.
          return .failure(ServerError(status: .contentTooLarge, "request.bodyTooLarge", ["maximum": "\(limit)"]))
        } catch {
          return .failure(ServerError(status: .badRequest, "request.timeout", ["seconds": "\(Int(timeout))"]))
        }
      }
      group.addTask {
        try? await Task.sleep(for: .seconds(timeout))
        return Task.isCancelled ? nil : .failure(ServerError(status: .requestTimeout, "request.timeout", ["seconds": "\(Int(timeout))"]))
      }
      while let next = await group.next() {
        if let next {
          group.cancelAll()
          return next
        }
      }
      return .failure(ServerError(status: .requestTimeout, "request.timeout", ["seconds": "\(Int(timeout))"]))
    }
    return Data(try result.get().readableBytesView)
  }

  /// The language of the answer: the body's `language`, then `?language=`, then
  /// `Accept-Language`. The body is read for its `language` only when it is at most 64 KB: a
  /// body refused for its size or its policy is not parsed whole to find it.
  func language(of request: Request, body: Data?) -> MessageLanguage {
    struct LanguageOnly: Decodable { var language: LanguageField? }
    if let body, body.count <= 64 << 10,
      let field = try? JSONDecoder().decode(LanguageOnly.self, from: body).language
    {
      return field.language
    }
    if let name = request.uri.queryParameters.get("language") {
      return MessageLanguage(identifier: String(name)) ?? .english
    }
    return MessageLanguage(acceptLanguage: request.headers[.acceptLanguage] ?? "")
  }

  /// `value` as JSON, its messages written in `language` beside their keys.
  func json(_ value: some Encodable, status: HTTPResponse.Status = .ok, language: MessageLanguage)
    throws -> Response
  {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    encoder.userInfo[MessageLanguage.userInfoKey] = language
    let data = try encoder.encode(value)
    var headers: HTTPFields = [
      .contentType: "application/json; charset=utf-8", .contentLanguage: language.rawValue,
      // The messages' language follows Accept-Language: caches keep one answer per language.
      .vary: "Accept-Language",
    ]
    if status == .serviceUnavailable { headers[.retryAfter] = "1" }
    return Response(status: status, headers: headers, body: .init(byteBuffer: ByteBuffer(bytes: data)))
  }
}

/// A request body that may name the language of its answer.
protocol ServiceRequest: Decodable {
  var language: LanguageField? { get }
}

extension TextRequest: ServiceRequest {}
extension EditRequest: ServiceRequest {}

/// Writes the errors of routing as the service's other errors.
struct ErrorMiddleware: RouterMiddleware {
  typealias Context = ServiceRequestContext
  let service: TextInputService

  func handle(
    _ request: Request, context: Context,
    next: (Request, Context) async throws -> Response
  ) async throws -> Response {
    var response: Response
    do {
      response = try await next(request, context)
    } catch let error as HTTPError {
      response = service.response(for: error, request: request)
    }
    // While draining, every answer tells the client to take its next request elsewhere.
    if service.admission.isDraining { response.headers[.connection] = "close" }
    return response
  }
}
