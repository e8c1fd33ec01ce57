/// The keyboard a person types on, named by its primary language, and whether what it inserts
/// starts a composition.
///
/// Chinese, Japanese and Korean keyboards compose: letters, kana, Zhuyin or jamo first appear as
/// marked text and become characters when a candidate is chosen. In delegate mode UIKit asks about
/// the first letter before it is marked, so an interceptor has to guess; it guesses from the
/// keyboard *and* the inserted text, so that a digit, a punctuation mark or an emoji on a pinyin
/// keyboard is judged at once instead of being let through as marked text and corrected after,
/// while letters that may become marked, one or several, are never cut before they are committed.
///
/// ```swift
/// let pinyin = KeyboardLanguage(primaryLanguage: "zh-Hans")
/// pinyin.composes                          // true
/// pinyin.startsComposition(with: "n")      // true: pinyin letters are marked first
/// pinyin.startsComposition(with: "3")      // false: a digit is inserted as it is
/// pinyin.startsComposition(with: "nihao")  // true: may be marked; judged once committed
/// KeyboardLanguage(primaryLanguage: "en-US").startsComposition(with: "n")  // false
/// ```
public struct KeyboardLanguage: Sendable, Hashable {
  /// The primary language, as `UITextInputMode.primaryLanguage` gives it; `nil` when unknown.
  public var primaryLanguage: String?

  /// Creates the keyboard of a primary language ("zh-Hans", "ja-JP", "ko-KR", "en-US").
  public init(primaryLanguage: String?) {
    self.primaryLanguage = primaryLanguage
  }

  /// The script family whose input methods compose, or `nil`.
  enum Family { case chinese, japanese, korean }

  var family: Family? {
    guard let language = primaryLanguage?.lowercased() else { return nil }
    let base = String(language.prefix { $0 != "-" && $0 != "_" })
    switch base {
    case "zh", "yue", "wuu": return .chinese
    case "ja": return .japanese
    case "ko": return .korean
    default: return nil
    }
  }

  /// Whether the keyboard composes marked text at all: Chinese (`zh-Hans`, `zh-Hant`, `zh-HK`,
  /// `yue-…`), Japanese (`ja-JP`) and Korean (`ko-KR`) keyboards.
  public var composes: Bool { family != nil }

  /// Whether inserting `text` on this keyboard, with no text marked yet, may start a
  /// composition: text made only of what the keyboard's input method composes.
  ///
  /// - Chinese: Latin letters and the syllable separator `'` (pinyin, Shuangpin, Wubi), Zhuyin
  ///   (Bopomofo) and its tone marks, and CJK strokes.
  /// - Japanese: Latin letters (romaji), hiragana and the prolonged sound mark.
  /// - Korean: Hangul jamo and syllables.
  ///
  /// A first marked text may hold several letters at once: nine-key pinyin, Shuangpin and a
  /// hardware keyboard send `ni` in one update. So several such characters may start a
  /// composition too (spaces between them included, as pinyin shows syllables), and are let
  /// through: text that may become marked is never cut, rejected or rewritten before the input
  /// method has committed it. If it was a paste after all, the text-did-change notification
  /// shows it unmarked and it is judged then.
  ///
  /// Digits, punctuation, emoji and CJK characters (a committed candidate, dictation) are
  /// inserted as they are, and so is any text with one of them.
  ///
  /// ```swift
  /// let pinyin = KeyboardLanguage(primaryLanguage: "zh-Hans")
  /// pinyin.startsComposition(with: "ni")     // true: nine-key pinyin's first update
  /// pinyin.startsComposition(with: "ni hao") // true: syllables, spaced
  /// pinyin.startsComposition(with: "ni3")    // false: judged at once
  /// pinyin.startsComposition(with: " ")      // false: a space alone is inserted
  /// ```
  public func startsComposition(with text: String) -> Bool {
    guard let family, !text.isEmpty else { return false }
    var composable = false
    for scalar in text.unicodeScalars {
      if scalar == " " {
        continue
      }
      guard Self.composes(scalar.value, family) else { return false }
      composable = true
    }
    return composable && text.first != " "
  }

  /// Whether an input method of `family` composes the code point `value`.
  private static func composes(_ value: UInt32, _ family: Family) -> Bool {
    let latin = (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value)
    switch family {
    case .chinese:
      return latin || value == 0x27 || (0x3100...0x312F).contains(value)
        || (0x31A0...0x31BF).contains(value) || (0x31C0...0x31EF).contains(value)
        || [0x02C7, 0x02C9, 0x02CA, 0x02CB, 0x02D9].contains(value)
    case .japanese:
      return latin || (0x3041...0x309F).contains(value) || value == 0x30FC
    case .korean:
      return (0x1100...0x11FF).contains(value) || (0x3130...0x318F).contains(value)
        || (0xAC00...0xD7A3).contains(value) || (0xA960...0xA97F).contains(value)
        || (0xD7B0...0xD7FF).contains(value)
    }
  }
}
