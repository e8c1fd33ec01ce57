import CoreMetrics
import Foundation
import Prometheus

/// The service's metrics, in swift-metrics' types, kept in a Prometheus registry of the service's
/// own and served at `/metrics` in Prometheus' text format.
///
/// | metric | kind | labels |
/// | --- | --- | --- |
/// | `textinput_requests_total` | counter | `route`, `status` |
/// | `textinput_request_duration_seconds` | histogram | `route` |
/// | `textinput_review_queue_depth` | gauge | |
/// | `textinput_review_work_units` | gauge | `lane` (`small`, `large`) |
/// | `textinput_refusals_total` | counter | `reason` (`busy`, `overBudget`, `clientGone`, `shuttingDown`, `bodyTooLarge`, `timeout`, …) |
///
/// ```console
/// $ curl -s 127.0.0.1:8080/metrics | grep 'route="/v1/validate",status="503"'
/// textinput_requests_total{route="/v1/validate",status="503"} 12
/// ```
///
/// The registry is not the process-wide `MetricsSystem`: each service, and each test, has its own.
final class ServiceMetrics: Sendable {
  let registry = PrometheusCollectorRegistry()
  let factory: PrometheusMetricsFactory

  init() {
    var factory = PrometheusMetricsFactory(registry: registry)
    factory.defaultDurationHistogramBuckets = [
      .microseconds(500), .milliseconds(1), .milliseconds(2), .milliseconds(5), .milliseconds(10),
      .milliseconds(20), .milliseconds(50), .milliseconds(100), .milliseconds(250),
      .milliseconds(500), .seconds(1), .seconds(2), .seconds(5),
    ]
    self.factory = factory
  }

  /// Counts one answered request and its time.
  func recordRequest(route: String, status: Int, duration: Duration) {
    Counter(
      label: "textinput_requests_total", dimensions: [("route", route), ("status", "\(status)")],
      factory: factory
    ).increment()
    CoreMetrics.Timer(
      label: "textinput_request_duration_seconds", dimensions: [("route", route)], factory: factory
    ).recordNanoseconds(duration.nanoseconds)
  }

  /// Counts a request refused or stopped, by the key of its message (`request.busy` → `busy`).
  func recordRefusal(key: String) {
    let reason = key.hasPrefix("request.") ? String(key.dropFirst("request.".count)) : key
    Counter(label: "textinput_refusals_total", dimensions: [("reason", reason)], factory: factory)
      .increment()
  }

  /// The metrics in Prometheus' text format, with the admission's load read now.
  func exposition(admission: AdmissionController) -> [UInt8] {
    Gauge(label: "textinput_review_queue_depth", factory: factory).record(admission.queueDepth)
    let load = admission.load
    Gauge(label: "textinput_review_work_units", dimensions: [("lane", "small")], factory: factory)
      .record(load.small)
    Gauge(label: "textinput_review_work_units", dimensions: [("lane", "large")], factory: factory)
      .record(load.large)
    return registry.emitToBuffer()
  }
}

extension Duration {
  /// The duration in whole nanoseconds.
  var nanoseconds: Int64 {
    let (seconds, attoseconds) = components
    return seconds * 1_000_000_000 + attoseconds / 1_000_000_000
  }
}
