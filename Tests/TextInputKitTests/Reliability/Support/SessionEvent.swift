// Shared by the seeded property tests and the libFuzzer harnesses in `Fuzz/`, which compile this
// folder together with the core's and the simulator's sources (with `-D FUZZING`, as one module).

#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
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
  /// Letters typed one by one on the pinyin keyboard: each Latin letter is marked.
  case pinyin(String)
  /// Letters typed one by one on the Japanese keyboard: romaji marked and turned into kana.
  case kana(String)
  /// Japanese conversion: the marked text replaced by a candidate that stays marked.
  case convert(String)
  /// Dictation: a placeholder marked, then replaced by the phrase.
  case dictate(String)
  /// A QuickType suggestion replacing the word before the caret, with a space.
  case quickType(String)
  /// Autocorrect replacing the word before the caret (past one space or mark).
  case autocorrect(String)
  /// Swipe typing: a word and a trailing space, with a leading space when needed.
  case swipe(String)
  /// One-time-code AutoFill: the whole text replaced by the code.
  case oneTimeCode(String)
  /// Typing each character with smart punctuation and smart dashes on.
  case smartType(String)
  /// A paste with smart insert (spaces added around words, doubled ones dropped).
  case smartPaste(String)
  /// The field resigns first responder: marked text is committed as it stands.
  case endEditing
  /// An input method committing a candidate through iOS 26's ranges question, which names the
  /// marked range, or the empty range at its end when `atEnd`.
  case commitAsked(String, atEnd: Bool)
  /// The field resigns, hides its text (`isSecureTextEntry`) and becomes first responder again:
  /// the next key replaces the whole text, as UIKit clears a password field typed into again.
  case reenterSecure

  /// Whether the event only selects.
  var isSelect: Bool {
    if case .select = self { return true }
    return false
  }

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
    case .pinyin(let text): ".pinyin(\(Self.literal(text)))"
    case .kana(let text): ".kana(\(Self.literal(text)))"
    case .convert(let text): ".convert(\(Self.literal(text)))"
    case .dictate(let text): ".dictate(\(Self.literal(text)))"
    case .quickType(let text): ".quickType(\(Self.literal(text)))"
    case .autocorrect(let text): ".autocorrect(\(Self.literal(text)))"
    case .swipe(let text): ".swipe(\(Self.literal(text)))"
    case .oneTimeCode(let text): ".oneTimeCode(\(Self.literal(text)))"
    case .smartType(let text): ".smartType(\(Self.literal(text)))"
    case .smartPaste(let text): ".smartPaste(\(Self.literal(text)))"
    case .endEditing: ".endEditing"
    case .commitAsked(let text, let atEnd): ".commitAsked(\(Self.literal(text)), atEnd: \(atEnd))"
    case .reenterSecure: ".reenterSecure"
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
