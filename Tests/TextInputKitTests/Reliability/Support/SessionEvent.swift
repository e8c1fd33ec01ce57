// Shared by the seeded property tests and the libFuzzer harnesses in `Fuzz/`, which compile this
// folder together with the core's and the simulator's sources (with `-D FUZZING`, as one module).

#if !FUZZING
@testable import TextInputKit
#endif

/// One thing a person, an input method or the system does to a text field.
enum SessionEvent: Hashable, CustomStringConvertible {
  /// A key or a QuickType suggestion, at the selection (or over the marked text).
  case type(String)
  /// A paste at the selection.
  case paste(String)
  /// An input method updating its marked (composing) text.
  case mark(String)
  /// An input method committing a candidate in place of its marked text.
  case commit(String)
  /// Autocorrect or smart punctuation replacing a UTF-16 range, which may be out of bounds.
  case systemReplace(Range<Int>, String)
  /// The app setting text in code over a UTF-16 range.
  case programmatic(Range<Int>, String)
  /// Backspace.
  case backspace
  /// Cut: deletes a UTF-16 range, which may be out of bounds or split clusters.
  case cut(Range<Int>)
  /// Selects a UTF-16 range, which may be out of bounds or split clusters.
  case select(Range<Int>)
  case undo
  case redo

  var description: String {
    switch self {
    case .type(let text): ".type(\(Self.literal(text)))"
    case .paste(let text): ".paste(\(Self.literal(text)))"
    case .mark(let text): ".mark(\(Self.literal(text)))"
    case .commit(let text): ".commit(\(Self.literal(text)))"
    case .systemReplace(let range, let text): ".systemReplace(\(range), \(Self.literal(text)))"
    case .programmatic(let range, let text): ".programmatic(\(range), \(Self.literal(text)))"
    case .backspace: ".backspace"
    case .cut(let range): ".cut(\(range))"
    case .select(let range): ".select(\(range))"
    case .undo: ".undo"
    case .redo: ".redo"
    }
  }

  /// A Swift literal for `text`, with every non-ASCII or invisible scalar escaped; long runs of
  /// one scalar are abbreviated.
  static func literal(_ text: String) -> String {
    if text.utf8.count > 200 {
      let scalars = Array(text.unicodeScalars)
      return "String(repeating: \(literal(String(String.UnicodeScalarView(scalars.prefix(4))))), "
        + "count: \(scalars.count / 4)) /* \(text.utf8.count) bytes */"
    }
    var result = "\""
    for scalar in text.unicodeScalars {
      if scalar.value >= 0x20 && scalar.value < 0x7F && scalar != "\"" && scalar != "\\" {
        result.unicodeScalars.append(scalar)
      } else {
        result += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
      }
    }
    return result + "\""
  }
}
