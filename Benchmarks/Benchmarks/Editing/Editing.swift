import Benchmark
import BenchmarkSupport
import TextInputKit

// Scenario 1: one keystroke in the middle of a document, gb18030 limit, emoji rejected.
// Scenario 2: pasting 1 MB of mixed text into a field with filters and a limit.
// Scenario 3: pasting 10 MB into the 16-byte nickname field, against reading it.

/// A field that keeps its state between iterations.
final class Field: @unchecked Sendable {
  var state: TextFieldState
  init(_ state: TextFieldState) { self.state = state }
}

/// A seed baseline that keeps its state between iterations.
final class Baseline<Value>: @unchecked Sendable {
  var value: Value
  var text: String
  init(_ value: Value, text: String) {
    self.value = value
    self.text = text
  }
}

let documentSizes = [100, 10_000, 1_000_000]

/// The keystroke's policy: emoji rejected, a GB 18030 limit the document never reaches.
func keystrokePolicy(for text: String) -> InputPolicy {
  InputPolicy(.rejectEmoji, .maxLength(text.length(counting: .gb18030) + 1_000, counting: .gb18030))
}

/// The UTF-16 offset of the middle character, as UIKit would report the caret.
func middleOffset(of text: String) -> Int {
  text.utf16Offset(of: text.index(text.startIndex, offsetBy: text.count / 2))
}

let benchmarks: @Sendable () -> Void = {
  Benchmark.defaultConfiguration = .init(
    metrics: [.wallClock, .cpuTotal, .mallocCountTotal, .throughput],
    timeUnits: .microseconds,
    warmupIterations: 3,
    maxDuration: .seconds(3),
    maxIterations: 10_000)

  interceptedKeystrokeBenchmarks()
  longWordKeystrokeBenchmarks()
  mixedScriptLineBenchmarks()
  dateKeystrokeBenchmarks()

  for size in documentSizes {
    let document = Corpus.text(characters: size)
    let policy = keystrokePolicy(for: document)
    let middle = middleOffset(of: document)
    let typing = Edit(replacing: middle..<middle, with: "好", source: .typing)
    let deletion = Edit(replacing: middle..<(middle + 1), with: "", source: .deletion)

    // Ours. A pair of keystrokes per inner iteration: type "好" in the middle, delete it again,
    // so the document keeps its size.
    Benchmark(
      "Keystroke pair (type + delete), TextInputKit, \(size) chars",
      configuration: .init(scalingFactor: size >= 1_000_000 ? .one : .kilo)
    ) { benchmark, field in
      for _ in benchmark.scaledIterations {
        field.state = policy.apply(typing, to: field.state).state
        field.state = policy.apply(deletion, to: field.state).state
      }
      blackHole(field.state)
    } setup: {
      Field(TextFieldState(text: document, utf16Selection: middle..<middle))
    }

    // Ours, the accepted keystroke alone, for its allocations.
    Benchmark(
      "Accepted keystroke, TextInputKit, \(size) chars",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark, field in
      benchmark.startMeasurement()
      let outcome = policy.apply(typing, to: field.state)
      benchmark.stopMeasurement()
      precondition(outcome.isAccepted)
      field.state = outcome.state
      field.state = policy.apply(deletion, to: field.state).state
    } setup: {
      Field(TextFieldState(text: document, utf16Selection: middle..<middle))
    }

    // Ours through the controller's delegate mode, as UIKit's `shouldChangeCharactersIn` asks.
    Benchmark(
      "Keystroke pair (type + delete), TextInputController.shouldChange, \(size) chars",
      configuration: .init(scalingFactor: size >= 1_000_000 ? .one : .kilo)
    ) { benchmark, box in
      for _ in benchmark.scaledIterations {
        blackHole(box.value.shouldChange(utf16Range: middle..<middle, replacement: "好", source: .typing))
        blackHole(box.value.shouldChange(utf16Range: middle..<(middle + 1), replacement: "", source: .deletion))
      }
    } setup: {
      Baseline(TextInputController(policy: policy, text: document), text: "")
    }

    Benchmark(
      "Accepted keystroke, TextInputController.shouldChange, \(size) chars",
      configuration: .init(metrics: [.wallClock, .mallocCountTotal])
    ) { benchmark, box in
      benchmark.startMeasurement()
      let decision = box.value.shouldChange(utf16Range: middle..<middle, replacement: "好", source: .typing)
      benchmark.stopMeasurement()
      precondition(decision == .allow)
      blackHole(box.value.shouldChange(utf16Range: middle..<(middle + 1), replacement: "", source: .deletion))
    } setup: {
      Baseline(TextInputController(policy: policy, text: document), text: "")
    }

    // The seeds: FJFTextInputIntercepter's notification mode (the text view has already
    // changed; the interceptor diffs and measures whole texts) and TextInputLimit.
    Benchmark(
      "Keystroke pair (type + delete), seed notification interceptor, \(size) chars",
      configuration: .init(scalingFactor: size >= 1_000_000 ? .one : .kilo)
    ) { benchmark, baseline in
      for _ in benchmark.scaledIterations {
        baseline.text = typeAndDelete(in: baseline.text, at: middle) {
          baseline.value.textDidChange(to: $0)
        }
      }
      blackHole(baseline.text)
    } setup: {
      Baseline(
        NotificationInterceptor(limit: document.length(counting: .gb18030) + 1_000, text: document),
        text: document)
    }

    Benchmark(
      "Keystroke pair (type + delete), seed whole-text truncation, \(size) chars",
      configuration: .init(scalingFactor: size >= 1_000_000 ? .one : .kilo)
    ) { benchmark, baseline in
      for _ in benchmark.scaledIterations {
        baseline.text = typeAndDelete(in: baseline.text, at: middle) {
          baseline.value.textDidChange(to: $0)
        }
      }
      blackHole(baseline.text)
    } setup: {
      Baseline(TruncatingLimit(limit: document.utf16.count + 1_000), text: document)
    }
  }

  // A keystroke pair in a post with @mentions (one every 50 characters), through the
  // controller's delegate mode with `TokenSet.mentionsAndTopics`: type "好" outside any mention,
  // delete it again. Tokens are found on a window that ends where no mention can run across.
  // The same mentions found by a pattern with a word boundary, which only the whole text can
  // judge: the cost of every token field before the window.
  let wholeTextMentions = TokenSet(patterns: [try! TokenPattern("@[A-Za-z0-9_]+\\b")])
  for (size, mentions) in [(100, 2), (100_000, 2_000)] {
    for (scan, tokens) in [("window", TokenSet.mentionsAndTopics), ("whole text", wholeTextMentions)]
  {
    let post = Corpus.mentionPost(characters: size, mentions: mentions)
    let caret = Corpus.caretOutsideTokens(in: post, tokens: tokens)
    let postPolicy = InputPolicy(.maxLength(size * 2))
    Benchmark(
      "Token keystroke pair (type + delete), mentions, \(scan), \(size) chars",
      configuration: .init(scalingFactor: scan == "window" || size <= 100 ? .kilo : .one)
    ) { benchmark, field in
      for _ in benchmark.scaledIterations {
        blackHole(field.value.shouldChange(utf16Range: caret..<caret, replacement: "好", source: .typing))
        blackHole(
          field.value.shouldChange(
            utf16Range: caret..<(caret + 1), replacement: "", source: .deletion))
      }
      precondition(field.value.state.text == post)
    } setup: {
      Baseline(TextInputController(policy: postPolicy, text: post, tokens: tokens), text: "")
    }
  }
  }

  // Scenario 2: paste 1 MB (UTF-8) into a field that rejects emoji and invisibles and limits GB
  // 18030 bytes. Throughput counts pastes per second; MB/s = throughput × bytes / 1e6.
  let pasted = Corpus.text(utf8Bytes: 1_000_000)
  let pastedGB18030 = pasted.length(counting: .gb18030)
  let pasteField = TextFieldState(text: "签名：", utf16Selection: 3..<3)
  let roomy = InputPolicy(.rejectEmoji, .rejectInvisibles, .maxLength(2 * pastedGB18030, counting: .gb18030))
  let tight = InputPolicy(.rejectEmoji, .rejectInvisibles, .maxLength(pastedGB18030 / 2, counting: .gb18030))
  let paste = Edit.paste(pasted, in: pasteField)

  // A keystroke pair in a 19-digit card field, masked ("#### #### #### #### ###") and not
  // (digits, at most 19), through the controller's delegate mode: type a digit in the middle of
  // 18 digits, delete it again. The masked field lays its whole value out on every edit.
  let cardDigits = "622202123456789012"
  let cards: [(String, InputPolicy, String, Int)] = [
    ("masked (bank-card)", .bankCard, InputPolicy.bankCard.display(of: cardDigits), 11),
    ("unmasked (digits, max 19)", InputPolicy(.allow(.digits), .maxLength(19)), cardDigits, 9),
  ]
  for (name, policy, text, middle) in cards {
    Benchmark(
      "Keystroke pair (type + delete), 19-digit card, \(name)",
      configuration: .init(scalingFactor: .kilo)
    ) { benchmark, field in
      for _ in benchmark.scaledIterations {
        blackHole(field.value.shouldChange(utf16Range: middle..<middle, replacement: "5", source: .typing))
        blackHole(
          field.value.shouldChange(
            utf16Range: middle..<(middle + 1), replacement: "", source: .deletion))
      }
      precondition(field.value.state.text == text)
    } setup: {
      Baseline(TextInputController(policy: policy, text: text), text: "")
    }
  }

  // A keystroke pair in a US phone field (libphonenumber's layout): type a digit in the middle
  // of "(650) 253-000", delete it again; the field lays out its digits again on every edit.
  let phoneText = InputPolicy.phone.display(of: "650253000")
  Benchmark(
    "Keystroke pair (type + delete), phone (US, libphonenumber layout)",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark, field in
    for _ in benchmark.scaledIterations {
      blackHole(field.value.shouldChange(utf16Range: 7..<7, replacement: "5", source: .typing))
      blackHole(field.value.shouldChange(utf16Range: 7..<8, replacement: "", source: .deletion))
    }
    precondition(field.value.state.text == phoneText)
  } setup: {
    Baseline(TextInputController(policy: .phone, text: phoneText), text: "")
  }

  let emptyField = TextFieldState(text: "", utf16Selection: 0..<0)

  // The first keystroke in a phone field of a region no field has used yet: the region's
  // metadata record is decoded and its expressions compiled then. Each iteration takes the next
  // region libphonenumber knows (US, used above, left out), so none is measured twice.
  let phoneRegions = Array(
    Set(
      "ABCDEFGHIJKLMNOPQRSTUVWXYZ".flatMap { first in
        "ABCDEFGHIJKLMNOPQRSTUVWXYZ".map { "\(first)\($0)" }
      }.filter { $0 != "US" && (try? InputRules.Phone(region: $0)) != nil })
  ).sorted()
  let nextRegion = Baseline(0, text: "")
  Benchmark(
    "First keystroke in a phone field of a region not used before",
    configuration: .init(warmupIterations: 0, maxDuration: .seconds(60), maxIterations: phoneRegions.count)
  ) { benchmark in
    let region = phoneRegions[nextRegion.value % phoneRegions.count]
    nextRegion.value += 1
    let policy = InputPolicy(try! InputRules.Phone(region: region))
    let key = Edit.typing("2", in: emptyField)
    benchmark.startMeasurement()
    blackHole(policy.apply(key, to: emptyField))
    benchmark.stopMeasurement()
  }

  // Formatting a pasted number: "+1 (650) 253-0000" pasted into an empty phone field.
  let pastedNumber = Edit.paste("+1 (650) 253-0000", in: emptyField)
  Benchmark(
    "Paste a number into a phone field (US, libphonenumber layout)",
    configuration: .init(scalingFactor: .kilo)
  ) { benchmark in
    for _ in benchmark.scaledIterations { blackHole(InputPolicy.phone.apply(pastedNumber, to: emptyField)) }
  }

  Benchmark("Paste 1 MB, TextInputKit, filtered, fits") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(roomy.apply(paste, to: pasteField)) }
  }
  Benchmark("Paste 1 MB, TextInputKit, filtered, truncated to half") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(tight.apply(paste, to: pasteField)) }
  }
  // Scenario 3: pasting 10 MB into the 16-byte nickname field, against reading the paste's
  // UTF-8 (decoding it into a String): the paste must cost at most 1.5 times the reading.
  let article = Corpus.text(utf8Bytes: 10_000_000)
  let articleBytes = Array(article.utf8)
  Benchmark("Paste 10 MB into nickname (16 bytes), read its UTF-8 (String(decoding:))") { benchmark in
    for _ in benchmark.scaledIterations {
      blackHole(String(decoding: articleBytes, as: UTF8.self))
    }
  }
  Benchmark("Paste 10 MB into nickname (16 bytes), sanitize") { benchmark in
    for _ in benchmark.scaledIterations { blackHole(InputPolicy.nickname.sanitize(article)) }
  }

  Benchmark("Paste 1 MB, seed delegate interceptor (rejects over-limit paste whole)") { benchmark in
    let interceptor = DelegateInterceptor(limit: 2 * pastedGB18030)
    for _ in benchmark.scaledIterations {
      blackHole(interceptor.shouldChange(pasteField.text, utf16Range: 3..<3, replacement: pasted))
    }
  }
  Benchmark("Paste 1 MB, seed whole-text truncation") { benchmark in
    let limit = TruncatingLimit(limit: pasted.utf16.count / 2)
    for _ in benchmark.scaledIterations {
      blackHole(limit.textDidChange(to: pasteField.text + pasted))
    }
  }
}

/// A keystroke pair as a notification-mode host sees it: "好" typed at the UTF-16 offset `middle`,
/// then deleted; `textDidChange` is told the text the field shows and answers what it keeps.
func typeAndDelete(in text: String, at middle: Int, _ textDidChange: (String) -> String) -> String {
  var typed = text
  typed.insert("好", at: typed.utf16.index(typed.startIndex, offsetBy: middle))
  var deleted = textDidChange(typed)
  deleted.remove(at: deleted.utf16.index(deleted.startIndex, offsetBy: middle))
  return textDidChange(deleted)
}
