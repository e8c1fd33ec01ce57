#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Shrinks a failing event list: deletes chunks of events, then single events, while the
/// failure persists.
func shrink(_ events: [SessionEvent], fails: ([SessionEvent]) -> Bool) -> [SessionEvent] {
  var events = events
  var chunk = Swift.max(events.count / 2, 1)
  while true {
    var start = 0
    var removedAny = false
    while start < events.count {
      var candidate = events
      candidate.removeSubrange(start..<Swift.min(start + chunk, events.count))
      if fails(candidate) {
        events = candidate
        removedAny = true
      } else {
        start += chunk
      }
    }
    if chunk > 1 {
      chunk /= 2
    } else if !removedAny {
      return events
    }
  }
}
