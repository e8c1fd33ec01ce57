import ArgumentParser
import Foundation
import Logging
import TextInputServer

/// `textinput-server [--port 8080] [--host 127.0.0.1]`: the validation service and the policy
/// playground.
///
/// Every option can also come from the environment (`PORT`, `HOST`, `MAX_BODY`, …: the option's
/// name in capitals, dashes as underscores); a flag wins over the environment. A value that is
/// not a number, or out of its range, stops the server before it starts, with exit status 2 and
/// one line naming the option:
///
/// ```console
/// $ textinput-server --shutdown-timeout=-1
/// textinput-server: --shutdown-timeout must be a number of seconds above 0, not -1.0.
/// $ echo $?
/// 2
/// ```
@main
struct TextInputServerCommand: AsyncParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "textinput-server",
    abstract: "Validates texts with TextInputKit's policies over HTTP and serves the policy playground.",
    discussion: """
      Every option can also be set in the environment: PORT, HOST, MAX_BODY, MAX_TEXT, \
      SMALL_WORK, REVIEW_CAPACITY, SMALL_SHARE, WORK_BUDGET, REVIEW_THREADS, BODY_TIMEOUT, \
      SHUTDOWN_TIMEOUT, LOG_LEVEL. A flag wins over the environment. In a container or behind a \
      load balancer on another host, listen on all addresses: --host 0.0.0.0 (or HOST=0.0.0.0).
      """)

  @Option(help: "The port to listen on (PORT; default 8080).")
  var port: String?

  @Option(help: "The address to listen on (HOST; default 127.0.0.1, 0.0.0.0 for every address).")
  var host: String?

  @Option(help: "The most bytes of a request body (MAX_BODY; default 2 MiB).")
  var maxBody: String?

  @Option(help: "The most UTF-8 bytes of a text in a request (MAX_TEXT; default 1 MiB).")
  var maxText: String?

  @Option(help: "Reviews of at most this many units of work (bytes × cost class) run at once (SMALL_WORK).")
  var smallWork: String?

  @Option(help: "The units of work admitted at once before requests are refused with 503 (REVIEW_CAPACITY).")
  var reviewCapacity: String?

  @Option(help: "The units of work kept for small reviews (SMALL_SHARE).")
  var smallShare: String?

  @Option(help: "Seconds of work a request may take, waiting included, before it is answered 503 (WORK_BUDGET; default 2).")
  var workBudget: String?

  @Option(help: "The threads that review large work (REVIEW_THREADS).")
  var reviewThreads: String?

  @Option(help: "Seconds a request body may take to arrive (BODY_TIMEOUT; default 10).")
  var bodyTimeout: String?

  @Option(help: "Seconds a graceful shutdown may take before the process exits anyway (SHUTDOWN_TIMEOUT; default 5).")
  var shutdownTimeout: String?

  @Option(help: "trace, debug, info, notice, warning, error or critical (LOG_LEVEL; default info).")
  var logLevel: String?

  /// The settings the flags and the environment give, or the problems with them.
  func settings(environment: [String: String]) -> (ServerSettings, [String]) {
    var settings = ServerSettings()
    var problems: [String] = []
    func value(_ flag: String?, _ name: String) -> (String, String)? {
      if let flag { return (flag, "--" + name) }
      let variable = name.uppercased().replacingOccurrences(of: "-", with: "_")
      return environment[variable].map { ($0, variable) }
    }
    func integer(_ flag: String?, _ name: String, _ target: inout Int) {
      guard let (text, source) = value(flag, name) else { return }
      if let number = Int(text) { target = number } else { problems.append("\(source) must be a whole number, not \"\(text)\".") }
    }
    func seconds(_ flag: String?, _ name: String, _ target: inout Double) {
      guard let (text, source) = value(flag, name) else { return }
      if let number = Double(text) { target = number } else { problems.append("\(source) must be a number of seconds, not \"\(text)\".") }
    }
    if let (text, _) = value(host, "host") { settings.host = text }
    integer(port, "port", &settings.port)
    integer(maxBody, "max-body", &settings.largestBody)
    integer(maxText, "max-text", &settings.largestText)
    integer(smallWork, "small-work", &settings.smallWork)
    integer(reviewCapacity, "review-capacity", &settings.reviewCapacity)
    integer(smallShare, "small-share", &settings.smallShare)
    seconds(workBudget, "work-budget", &settings.workBudget)
    integer(reviewThreads, "review-threads", &settings.reviewThreads)
    seconds(bodyTimeout, "body-timeout", &settings.bodyTimeout)
    seconds(shutdownTimeout, "shutdown-timeout", &settings.shutdownTimeout)
    if let (text, source) = value(logLevel, "log-level"), Logger.Level(rawValue: text) == nil {
      problems.append("\(source) must be trace, debug, info, notice, warning, error or critical, not \"\(text)\".")
    }
    return (settings, problems.isEmpty ? settings.problems : problems)
  }

  func run() async throws {
    let environment = ProcessInfo.processInfo.environment
    let (settings, problems) = settings(environment: environment)
    guard problems.isEmpty else {
      for problem in problems {
        FileHandle.standardError.write(Data("textinput-server: \(problem)\n".utf8))
      }
      throw ExitCode(2)
    }
    var logger = Logger(label: "textinput-server")
    logger.logLevel = (logLevel ?? environment["LOG_LEVEL"]).flatMap(Logger.Level.init(rawValue:)) ?? .info
    try await TextInputService(settings: settings).run(logger: logger)
  }
}
