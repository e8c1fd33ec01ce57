import Foundation
import Testing
import TextInputKit

@testable import TextInputServer

/// Admission by cost: every review asks, small work keeps its share, the budget and a lost client
/// stop a review between its rules, a drain answers queued work.
@Suite("Admission by cost")
struct AdmissionControllerTests {
  /// A controller with one review thread and small numbers: 100 units of small work, a capacity of
  /// 1,000 with 200 kept for small work.
  static func controller(budget: Duration = .seconds(5)) -> AdmissionController {
    AdmissionController(
      limits: .init(smallWork: 100, capacity: 1_000, smallShare: 200, budget: budget), threads: 1,
      niceness: 0)
  }

  /// Work that holds a review thread until `gate` opens.
  static func blocking(_ gate: DispatchSemaphore) -> @Sendable () -> Int {
    { gate.wait(); return 1 }
  }

  static func waitUntil(_ condition: () -> Bool) async throws {
    let start = ContinuousClock.now
    while !condition() {
      try await Task.sleep(for: .milliseconds(2))
      if ContinuousClock.now - start > .seconds(10) { Issue.record("timed out"); return }
    }
  }

  @Test func theCostIsBytesTimesTheCostClass() {
    let costly = InputPolicy(
      .rejectEmoji, .rejectInvisibles, .deny(characters: "abcdefghijklmnopqrstuvwxyz012345"))
    #expect(WorkCost.costClass(of: .unrestricted) == 1)
    #expect(WorkCost.costClass(of: costly) == 1 + 3 + 2)
    #expect(WorkCost(policy: costly, bytes: 16_383).units == 16_383 * 6)
    #expect(WorkCost(policy: .unrestricted, bytes: 0).units == 1)
  }

  @Test func smallWorkRunsAtOnceInTheRequestsTask() async throws {
    let admission = Self.controller()
    let small = try await admission.run(WorkCost(units: 100)) { admission.runsOnReviewThread }
    #expect(!small)
    let large = try await admission.run(WorkCost(units: 101)) { admission.runsOnReviewThread }
    #expect(large)
  }

  @Test func largeWorkCannotTakeTheSmallShare() async throws {
    let admission = Self.controller()
    let gate = DispatchSemaphore(value: 0)
    // 700 of the 800 units large work may hold.
    async let first = admission.run(WorkCost(units: 700), Self.blocking(gate))
    try await Self.waitUntil { admission.load.large == 700 }
    // 700 + 200 > 800: refused at once.
    await #expect(throws: AdmissionController.Refusal.busy) {
      try await admission.run(WorkCost(units: 200)) { 2 }
    }
    // Small work still runs: 700 + 100 ≤ 1,000.
    #expect(try await admission.run(WorkCost(units: 100)) { 3 } == 3)
    gate.signal()
    #expect(try await first == 1)
    #expect(admission.load.large == 0)
  }

  @Test func oneLargeReviewAloneIsAdmittedWhateverItsCost() async throws {
    let admission = Self.controller()
    #expect(try await admission.run(WorkCost(units: 1_000_000)) { 4 } == 4)
  }

  @Test(arguments: [101, 50])
  func aReviewPastItsBudgetStopsBetweenRules(units: Int) async throws {
    let admission = Self.controller(budget: .milliseconds(50))
    let start = ContinuousClock.now
    let text = String(repeating: "a😀\u{200B}", count: 200)
    await #expect(throws: AdmissionController.Refusal.overBudget) {
      try await admission.run(WorkCost(units: units)) {
        // Reviews in a row, as long as no one asks them to stop: at most 30 s.
        var reviews = 0
        while !ReviewCancellation.isRequested, ContinuousClock.now - start < .seconds(30) {
          _ = InputPolicy.nickname.validate(text)
          reviews += 1
        }
        return reviews
      }
    }
    #expect(ContinuousClock.now - start < .seconds(5))
  }

  @Test func workWhoseBudgetEndedInTheQueueNeverStarts() async throws {
    let admission = Self.controller(budget: .milliseconds(50))
    let gate = DispatchSemaphore(value: 0)
    let started = Flag()
    async let first = admission.run(WorkCost(units: 300), Self.blocking(gate))
    try await Self.waitUntil { admission.load.large == 300 }
    let second = Task { try await admission.run(WorkCost(units: 300)) { started.set(); return 2 } }
    try await Task.sleep(for: .milliseconds(100))
    gate.signal()
    // The first ran to its end without a review to stop: its answer stands.
    #expect(try await first == 1)
    await #expect(throws: AdmissionController.Refusal.overBudget) { try await second.value }
    #expect(!started.value)
  }

  @Test func aReviewStopsWhenTheClientGoesAway() async throws {
    let admission = Self.controller()
    let connected = Flag(true)
    let text = String(repeating: "ab", count: 100)
    let review = Task {
      try await admission.run(WorkCost(units: 500), isConnected: { connected.value }) {
        while !ReviewCancellation.isRequested { _ = InputPolicy.nickname.validate(text) }
        return 0
      }
    }
    try await Task.sleep(for: .milliseconds(50))
    connected.set(false)
    await #expect(throws: AdmissionController.Refusal.clientGone) { try await review.value }
  }

  @Test func aDrainAnswersQueuedWorkAtOnceAndRefusesNewWork() async throws {
    let admission = Self.controller()
    let gate = DispatchSemaphore(value: 0)
    async let first = admission.run(WorkCost(units: 300), Self.blocking(gate))
    try await Self.waitUntil { admission.queueDepth == 0 && admission.load.large == 300 }
    let queued = Task { try await admission.run(WorkCost(units: 300)) { 2 } }
    try await Self.waitUntil { admission.queueDepth == 1 }
    admission.drain(within: 5)
    // Answered while the thread is still held by the first.
    await #expect(throws: AdmissionController.Refusal.shuttingDown) { try await queued.value }
    await #expect(throws: AdmissionController.Refusal.shuttingDown) {
      try await admission.run(WorkCost(units: 1)) { 3 }
    }
    gate.signal()
    #expect(try await first == 1)
  }

  @Test func aDrainAnswersRunningWorkAtItsDeadlineEvenInTheMiddleOfARule() async throws {
    let admission = Self.controller()
    let gate = DispatchSemaphore(value: 0)
    // A rule that does not end until the gate opens.
    let running = Task { try await admission.run(WorkCost(units: 300), Self.blocking(gate)) }
    try await Self.waitUntil { admission.queueDepth == 0 && admission.load.large == 300 }
    let start = ContinuousClock.now
    admission.drain(within: 0.05)
    await #expect(throws: AdmissionController.Refusal.shuttingDown) { try await running.value }
    #expect(ContinuousClock.now - start < .seconds(5))
    gate.signal()
    try await Self.waitUntil { admission.load.large == 0 }
  }
}

/// A thread-safe boolean.
final class Flag: @unchecked Sendable {
  private let lock = NSLock()
  private var stored: Bool
  init(_ value: Bool = false) { stored = value }
  var value: Bool { lock.withLock { stored } }
  func set(_ value: Bool = true) { lock.withLock { stored = value } }
}
