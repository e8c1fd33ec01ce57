import Foundation
import Hummingbird
import Logging
import ServiceLifecycle

extension TextInputService {
  /// The application: the router on HTTP/1.1 with an idle timeout.
  public func application(logger: Logger) -> some ApplicationProtocol {
    Application(
      router: router(),
      server: .http1(
        configuration: .init(
          additionalChannelHandlers: [FlushBeforeClose(), TransportErrorBody(), ClientPresence()], idleTimeout: .seconds(30))),
      configuration: .init(
        address: .hostname(settings.host, port: settings.port), serverName: "textinput-server"),
      onServerRunning: { channel in
        logger.info("textinput-server listening on \(channel.localAddress?.description ?? "?")")
      },
      logger: logger)
  }

  /// Serves until SIGTERM or SIGINT, then drains (``Drain``) and exits within
  /// ``ServerSettings/shutdownTimeout`` seconds, with status 0, whatever is still running or
  /// queued.
  public func run(logger: Logger) async throws {
    let timeout = settings.shutdownTimeout
    var configuration = ServiceGroupConfiguration(
      services: [
        ServiceGroupConfiguration.ServiceConfiguration(service: application(logger: logger)),
        // Last in the list, so the first to hear of the shutdown: it fails readiness, refuses
        // queued work, and starts the deadline before the server stops accepting connections.
        ServiceGroupConfiguration.ServiceConfiguration(
          service: Drain(service: self, seconds: timeout, logger: logger)),
      ],
      gracefulShutdownSignals: [.sigterm, .sigint],
      logger: logger)
    configuration.maximumGracefulShutdownDuration = .milliseconds(Int(timeout * 800))
    // No limit on the cancellation: the Drain's deadline ends the process, with status 0, rather
    // than ServiceLifecycle's fatal error.
    configuration.maximumCancellationDuration = nil
    do {
      try await ServiceGroup(configuration: configuration).run()
    } catch where admission.isDraining {
      logger.notice("shut down", metadata: ["error": "\(error)"])
    }
  }
}

/// The first to hear of a graceful shutdown: `/ready` answers 503 and every response carries
/// `Connection: close` from then on, queued reviews are answered 503 and running ones stop
/// halfway through the time allowed; after a short pause (a fifth of the time, at most a second)
/// that lets a load balancer see the readiness fail, the server stops accepting connections.
/// The process exits, with status 0, `seconds` after the signal whatever still runs.
struct Drain: Service {
  let service: TextInputService
  let seconds: Double
  let logger: Logger

  func run() async throws {
    try? await gracefulShutdown()
    logger.notice("shutting down; exiting in at most \(seconds) seconds")
    service.admission.drain(within: seconds / 2)
    service.parsing.drain(within: seconds / 2)
    let deadline = seconds
    Thread.detachNewThread {
      Thread.sleep(forTimeInterval: deadline)
      exit(0)
    }
    try? await Task.sleep(for: .milliseconds(Int(min(1, seconds / 5) * 1000)))
  }
}
