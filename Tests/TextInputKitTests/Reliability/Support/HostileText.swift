#if !FUZZING
import TextInputKit
@testable import TextInputKitEditing
@testable import TextInputKitInteraction
#endif

/// Pieces of text that break editing code: emoji of every shape, joiners, flags, combining marks,
/// right-to-left text, bidirectional controls, U+FFFD, NUL, full-width forms, pinyin.
enum HostileText {
  static let pieces: [String] = [
    "a", "Z", "0", "7", "12", "3.14", ".", "。", "．", "00", "１２３", "ＡＢＣ", " ", "\t", "\r\n",
    "\n", "你好", "中", "ni", "hao", "にほん", "한국어", "\u{1100}\u{1161}\u{11A8}", "😀", "👍🏽",
    "👨‍👩‍👧‍👦", "🏳️‍🌈", "🇨🇳", "🇺🇸", "🇨", "🇳", "🏴󠁧󠁢󠁥󠁮󠁧󠁿", "\u{E0067}\u{E007F}", "©", "©️",
    "\u{FE0F}", "\u{FE0E}", "1️⃣", "\u{20E3}", "\u{200D}", "\u{200B}", "\u{200C}", "\u{FEFF}",
    "\u{2060}", "\u{00AD}", "e\u{301}", "\u{301}", "\u{301}\u{302}\u{303}\u{304}",
    "Z\u{351}\u{36B}\u{343}\u{36A}\u{302}\u{36B}\u{33D}\u{34F}\u{334}\u{319}\u{324}",
    "مرحبا", "שלום", "\u{202E}", "\u{202A}", "\u{2066}", "\u{2069}", "\u{200F}", "\u{061C}",
    "\u{FFFD}", "\u{0}", "\u{7F}", "…", "...", "°", "℃", "★", "\u{3000}", "\u{3164}",
    "#", "@", "-", "+86", "138", "0013", "pаypal", "аррӏе", "ǅ", "ß", "ﬁ", "İ",
    "sin(", "log₂(", "π", "Ans", "@bob ", "#swift#", "s", "in(",
  ]

  /// A few large texts, each about `bytes` long: one cluster of combining marks, digits a
  /// decimal number must cut short, leading zeros, emoji, flags, direction overrides.
  static func large(bytes: Int) -> [String] {
    [
      String(repeating: "a", count: bytes),
      "e" + String(repeating: "\u{301}", count: bytes / 10)
        + String(repeating: "\u{302}", count: bytes * 4 / 10),
      String(repeating: "😀", count: bytes / 4),
      "1." + String(repeating: "1", count: bytes),
      String(repeating: "0", count: bytes) + "1",
      String(repeating: "🇨🇳", count: bytes / 8),
      String(repeating: "\u{202E}x", count: bytes / 4),
    ]
  }

  /// ``large(bytes:)`` at a megabyte each, for release-mode measurements and the fuzzer.
  static let huge = large(bytes: 1 << 20)
}
