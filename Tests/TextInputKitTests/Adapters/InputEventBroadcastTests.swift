import Testing

@testable import TextInputKit

@Suite("InputEventBroadcast")
struct InputEventBroadcastTests {
  static func event() -> InputEvent {
    var controller = TextInputController(policy: .phoneCN, text: "138")
    _ = controller.shouldChange(utf16Range: 3..<3, replacement: "a", source: .typing)
    return controller.takeEvents()[0]
  }

  @Test func finishingEndsEveryLoop() async {
    let broadcast = InputEventBroadcast()
    let first = broadcast.stream()
    let second = broadcast.stream()
    broadcast.yield(Self.event())
    broadcast.finish()
    var firstCount = 0
    for await _ in first { firstCount += 1 }
    var secondCount = 0
    for await _ in second { secondCount += 1 }
    #expect(firstCount == 1 && secondCount == 1)
    #expect(broadcast.activeStreams == 0)
  }

  @Test func aStreamAskedForAfterTheEndIsFinished() async {
    let broadcast = InputEventBroadcast()
    broadcast.finish()
    var count = 0
    for await _ in broadcast.stream() { count += 1 }
    #expect(count == 0)
  }

  @Test func releasingTheBroadcastEndsItsStreams() async {
    var broadcast: InputEventBroadcast? = InputEventBroadcast()
    let stream = broadcast!.stream()
    broadcast = nil
    var count = 0
    for await _ in stream { count += 1 }
    #expect(count == 0)
  }

  @Test func aStreamNobodyListensToIsForgotten() {
    let broadcast = InputEventBroadcast()
    do { _ = broadcast.stream() }
    broadcast.yield(Self.event())
    #expect(broadcast.activeStreams == 0)
  }
}
