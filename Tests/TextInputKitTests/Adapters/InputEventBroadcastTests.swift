import Testing

import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction

@Suite("InputEventBroadcast")
struct InputEventBroadcastTests {
  static func event() -> InputEvent {
    var controller = TextInputController(policy: .phoneCN, text: "138")
    _ = controller.shouldChange(utf16Range: 3..<3, replacement: "a", source: .typing)
    return controller.takeEvents()[0]
  }

  /// The events until the stream ends (`AsyncStream.Iterator.next()`, as old as the stream).
  static func count(_ stream: AsyncStream<InputEvent>) async -> Int {
    var iterator = stream.makeAsyncIterator()
    var count = 0
    while await iterator.next() != nil { count += 1 }
    return count
  }

  @Test func finishingEndsEveryLoop() async {
    let broadcast = InputEventBroadcast()
    let first = broadcast.stream()
    let second = broadcast.stream()
    broadcast.yield(Self.event())
    broadcast.finish()
    let firstCount = await Self.count(first)
    let secondCount = await Self.count(second)
    #expect(firstCount == 1 && secondCount == 1)
    #expect(broadcast.activeStreams == 0)
  }

  @Test func aStreamAskedForAfterTheEndIsFinished() async {
    let broadcast = InputEventBroadcast()
    broadcast.finish()
    #expect(await Self.count(broadcast.stream()) == 0)
  }

  @Test func releasingTheBroadcastEndsItsStreams() async {
    var broadcast: InputEventBroadcast? = InputEventBroadcast()
    let stream = broadcast!.stream()
    broadcast = nil
    #expect(await Self.count(stream) == 0)
  }

  @Test func aStreamNobodyListensToIsForgotten() {
    let broadcast = InputEventBroadcast()
    do { _ = broadcast.stream() }
    broadcast.yield(Self.event())
    #expect(broadcast.activeStreams == 0)
  }
}
