import ArgumentParser
import Logging
import TextInputServer

/// `textinput-server [--port 8080] [--host 127.0.0.1]`: the validation service and the policy
/// playground.
@main
struct TextInputServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textinput-server",
    abstract: "Validates texts with TextInputKit's policies over HTTP and serves the policy playground.")

  @Option(help: "The port to listen on.")
  var port = 8080

  @Option(help: "The address to listen on.")
  var host = "127.0.0.1"

  @Option(help: "The most bytes of a request body.")
  var maxBody = ServerSettings().largestBody

  @Option(help: "The most UTF-8 bytes of a text in a request.")
  var maxText = ServerSettings().largestText

  @Option(help: "The threads that review large texts.")
  var reviewThreads = ServerSettings().reviewThreads

  @Option(help: "How many large reviews may wait or run at once before requests are refused with 503.")
  var reviewQueue = ServerSettings().reviewQueueLimit

  @Option(help: "Seconds a request body may take to arrive.")
  var bodyTimeout = ServerSettings().bodyTimeout

  @Option(help: "Seconds a graceful shutdown may take before the process exits anyway.")
  var shutdownTimeout = ServerSettings().shutdownTimeout

  @Option(help: "trace, debug, info, notice, warning, error or critical.")
  var logLevel = "info"

  func run() async throws {
    var logger = Logger(label: "textinput-server")
    logger.logLevel = Logger.Level(rawValue: logLevel) ?? .info
    let settings = ServerSettings(
      host: host, port: port, largestBody: maxBody, largestText: maxText,
      reviewThreads: reviewThreads, reviewQueueLimit: reviewQueue, bodyTimeout: bodyTimeout,
      shutdownTimeout: shutdownTimeout)
    try await TextInputService(settings: settings).run(logger: logger)
  }
}
