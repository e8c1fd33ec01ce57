// Pattern parser and automaton checks: shared by `Fuzz/Patterns.swift` and the corpus replay.

#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

enum PatternFuzzCheck {
  /// Checks one input: a pattern's source, a zero byte, and a text. Returns what went wrong, or
  /// `nil`.
  ///
  /// The pattern compiles or throws a message; a compiled pattern agrees with itself: a match is
  /// a prefix of a match, the prefixes of a prefix are prefixes, a sanitized text can still
  /// become a match and sanitizing it again changes nothing, and a field built from checkpoints
  /// judges an edit as a review of the whole text does.
  static func check(_ bytes: [UInt8]) -> String? {
    let split = bytes.firstIndex(of: 0) ?? bytes.endIndex
    let source = String(decoding: bytes[..<split], as: UTF8.self)
    let text = split < bytes.endIndex ? String(decoding: bytes[(split + 1)...], as: UTF8.self) : ""
    let pattern: InputRules.Pattern
    do {
      pattern = try InputRules.Pattern(source)
    } catch {
      return error.description.hasPrefix("The pattern ") ? nil : "a message without the pattern: \(error)"
    }
    let matches = pattern.matches(text)
    let isPrefix = pattern.isPrefixOfMatch(text)
    if matches && !isPrefix { return "\(source): \(text.debugDescription) matches but is no prefix" }
    if isPrefix && !text.isEmpty && !pattern.isPrefixOfMatch(String(text.dropLast())) {
      return "\(source): \(text.debugDescription) is a prefix but not without its last character"
    }
    let policy = InputPolicy(pattern)
    let clean = policy.sanitize(text)
    if !clean.isEmpty && !pattern.isPrefixOfMatch(clean) {
      return "\(source): sanitize(\(text.debugDescription)) = \(clean.debugDescription), no prefix"
    }
    if isPrefix && clean != text {
      return "\(source): sanitize(\(text.debugDescription)) = \(clean.debugDescription), cut a prefix"
    }
    if policy.sanitize(clean) != clean {
      return "\(source): sanitize is not stable on \(clean.debugDescription)"
    }
    // An edit in the middle of the text, windowed and whole.
    let state = TextFieldState(text: clean + clean)
    let count = state.text.utf16.count
    let offset = count / 2
    var windowed = FieldBuffer(policy: policy, state: state)
    var whole = FieldBuffer(policy: policy, state: state, reviewsWholeText: true)
    let piece = String(text.prefix(3))
    let a = windowed.apply(offset..<offset, replacement: piece, source: .paste)
    let b = whole.apply(offset..<offset, replacement: piece, source: .paste)
    if a.disposition != b.disposition || windowed.state.text != whole.state.text {
      return "\(source): pasting \(piece.debugDescription) into \(state.text.debugDescription) differs"
    }
    return nil
  }
}
