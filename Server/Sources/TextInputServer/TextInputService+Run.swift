import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

extension TextInputService {
  /// The application: the router on HTTP/1.1 with an idle timeout.
  public func application(logger: Logger) -> some ApplicationProtocol {
    Application(
      router: router(),
      server: .http1(configuration: .init(idleTimeout: .seconds(30))),
      configuration: .init(
        address: .hostname(settings.host, port: settings.port), serverName: "textinput-server"),
      onServerRunning: { channel in
        logger.info("textinput-server listening on \(channel.localAddress?.description ?? "?")")
      },
      logger: logger)
  }

  /// Serves until SIGTERM or SIGINT, then shuts down gracefully: no new connections, requests in
  /// flight finish, and after ``ServerSettings/shutdownTimeout`` seconds the process exits even
  /// if a connection is still open (a stalled upload).
  public func run(logger: Logger) async throws {
    let timeout = settings.shutdownTimeout
    var configuration = ServiceGroupConfiguration(
      services: [
        ServiceGroupConfiguration.ServiceConfiguration(service: application(logger: logger)),
        // Last in the list, so the first to hear of the shutdown: it starts the deadline.
        ServiceGroupConfiguration.ServiceConfiguration(service: ShutdownDeadline(seconds: timeout, logger: logger)),
      ],
      gracefulShutdownSignals: [.sigterm, .sigint],
      logger: logger)
    configuration.maximumGracefulShutdownDuration = .milliseconds(Int(timeout * 600))
    configuration.maximumCancellationDuration = .milliseconds(Int(timeout * 300))
    try await ServiceGroup(configuration: configuration).run()
  }
}

/// Ends the process `seconds` after a graceful shutdown began, whatever still runs.
struct ShutdownDeadline: Service {
  let seconds: Double
  let logger: Logger

  func run() async throws {
    try? await gracefulShutdown()
    logger.info("shutting down; exiting in at most \(seconds) seconds")
    let deadline = seconds
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: deadline)
      exit(0)
    }
  }
}
