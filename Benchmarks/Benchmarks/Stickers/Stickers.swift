import Benchmark
import BenchmarkSupport
import Foundation
import TextInputKit

// Scenario 6: sticker text. Splitting 100,000 characters holding 5,000 sticker codes into text
// and stickers, and mapping caret offsets between the plain text and the screen.

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 1_000)

  let catalog = Corpus.stickerCatalog(count: 100)
  let plain = Corpus.stickerText(characters: 100_000, stickers: 5_000, catalog: catalog)
  let split = catalog.segments(of: plain)
  precondition(split.stickerCount >= 4_700, "the corpus lost its stickers")

  Benchmark("Sticker split, 100,000 characters with 5,000 stickers") { benchmark in
    blackHole(catalog.segments(of: plain))
  }

  Benchmark("Sticker display text, 100,000 characters with 5,000 stickers") { benchmark in
    blackHole(split.displayText)
  }

  // A thousand carets spread over the text, converted each way.
  let plainCount = plain.utf16.count
  let displayCount = split.displayUTF16Count
  let plainOffsets = (0..<1_000).map { $0 * plainCount / 1_000 }
  let displayOffsets = (0..<1_000).map { $0 * displayCount / 1_000 }
  Benchmark("Sticker offset mapping, 1,000 carets each way, 5,000 stickers") { benchmark in
    var total = 0
    for offset in plainOffsets { total &+= split.displayOffset(forPlainUTF16: offset) }
    for offset in displayOffsets { total &+= split.plainOffset(forDisplayUTF16: offset) }
    blackHole(total)
  }

  // What a sticker field does after an edit: split the new text, then place the caret.
  Benchmark("Sticker split and caret mapping, 100,000 characters with 5,000 stickers") {
    benchmark in
    let text = catalog.segments(of: plain)
    blackHole(text.displayOffset(forPlainUTF16: plainCount / 2))
  }
}
