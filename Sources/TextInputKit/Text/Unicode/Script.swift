/// The writing system of a letter, coarsely: enough to tell the scripts that look alike apart
/// (Latin, Greek, Cyrillic) and to recognise the combinations that belong together (Japanese,
/// Chinese, Korean with Latin), after Unicode Technical Standard #39.
package enum Script: String, Sendable, Hashable, CaseIterable, Comparable {
  case latin = "Latin"
  case greek = "Greek"
  case cyrillic = "Cyrillic"
  case armenian = "Armenian"
  case hebrew = "Hebrew"
  case arabic = "Arabic"
  case devanagari = "Devanagari"
  case thai = "Thai"
  case georgian = "Georgian"
  case hangul = "Hangul"
  case hiragana = "Hiragana"
  case katakana = "Katakana"
  case bopomofo = "Bopomofo"
  case han = "Han"
  /// A letter of a script this table does not name.
  case other = "another script"

  package static func < (lhs: Script, rhs: Script) -> Bool { lhs.ordinal < rhs.ordinal }

  /// The script's place in ``allCases``, without a search or a hash.
  var ordinal: Int {
    switch self {
    case .latin: 0
    case .greek: 1
    case .cyrillic: 2
    case .armenian: 3
    case .hebrew: 4
    case .arabic: 5
    case .devanagari: 6
    case .thai: 7
    case .georgian: 8
    case .hangul: 9
    case .hiragana: 10
    case .katakana: 11
    case .bopomofo: 12
    case .han: 13
    case .other: 14
    }
  }

  /// The script of a letter, or `nil` for digits, punctuation, symbols, marks and spaces, which
  /// go with any script.
  package init?(_ scalar: Unicode.Scalar) {
    let value = scalar.value
    if value < 0x80 {
      // The ASCII letters are the alphabetic ASCII: no property lookup.
      guard (0x41...0x5A).contains(value) || (0x61...0x7A).contains(value) else { return nil }
      self = .latin
      return
    }
    // The common ideographs, and the emoji and symbol blocks that hold no letter (everything
    // in U+1F000–U+1FAFF but the squared, circled and negative Latin capitals, U+1F130–U+1F189),
    // without the switch or a property lookup: the bulk of Chinese text and of emoji.
    if value &- 0x4E00 < 0x5200 {
      self = .han
      return
    }
    if value &- 0x1F18A < 0x1FB00 - 0x1F18A || value &- 0x1F000 < 0x130 { return nil }
    switch value {
    case 0xAA, 0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2AF, 0x1D00...0x1D7F,
      0x1E00...0x1EFF, 0x2C60...0x2C7F, 0xA720...0xA7FF, 0xAB30...0xAB6F, 0xFB00...0xFB06,
      0xFF21...0xFF3A, 0xFF41...0xFF5A:
      self = .latin
    case 0x370...0x3FF, 0x1F00...0x1FFF: self = .greek
    case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: self = .cyrillic
    case 0x530...0x58F, 0xFB13...0xFB17: self = .armenian
    case 0x590...0x5FF, 0xFB1D...0xFB4F: self = .hebrew
    case 0x600...0x6FF, 0x750...0x77F, 0x8A0...0x8FF, 0xFB50...0xFDFF, 0xFE70...0xFEFE:
      self = .arabic
    case 0x900...0x97F, 0xA8E0...0xA8FF: self = .devanagari
    case 0xE00...0xE7F: self = .thai
    case 0x10A0...0x10FF, 0x2D00...0x2D2F, 0x1C90...0x1CBF: self = .georgian
    case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7FF, 0xFFA0...0xFFDC:
      self = .hangul
    case 0x3040...0x309F: self = .hiragana
    case 0x30A0...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9D: self = .katakana
    case 0x3100...0x312F, 0x31A0...0x31BF: self = .bopomofo
    case 0x2E80...0x2FDF, 0x3005, 0x3007, 0x3021...0x3029, 0x3038...0x303B, 0x3400...0x4DBF,
      0x4E00...0x9FFF, 0xF900...0xFAFF, 0x20000...0x323AF:
      self = .han
    default:
      guard scalar.properties.isAlphabetic else { return nil }
      switch scalar.properties.generalCategory {
      case .nonspacingMark, .spacingMark, .enclosingMark: return nil
      default: self = .other
      }
    }
  }

  /// Whether letters of these scripts may stand together in one text: a single script, or Latin
  /// with the scripts written alongside it in Japan, China and Korea (UTS #39's "highly
  /// restrictive" level).
  package static func mayMix(_ scripts: Set<Script>) -> Bool {
    if scripts.count <= 1 { return true }
    let east: [Set<Script>] = [
      [.latin, .han, .hiragana, .katakana], [.latin, .han, .bopomofo], [.latin, .han, .hangul],
    ]
    return east.contains { scripts.isSubset(of: $0) }
  }

  /// Latin letters that Cyrillic and Greek letters are mistaken for ("а" U+0430 for "a").
  package static let confusables: [Unicode.Scalar: Character] = [
    // Cyrillic
    "\u{430}": "a", "\u{435}": "e", "\u{43E}": "o", "\u{440}": "p", "\u{441}": "c", "\u{443}": "y",
    "\u{445}": "x", "\u{456}": "i", "\u{458}": "j", "\u{4CF}": "l", "\u{455}": "s", "\u{501}": "d",
    "\u{51B}": "q", "\u{51D}": "w", "\u{4BB}": "h", "\u{410}": "A", "\u{412}": "B", "\u{415}": "E",
    "\u{41A}": "K", "\u{41C}": "M", "\u{41D}": "H", "\u{41E}": "O", "\u{420}": "P", "\u{421}": "C",
    "\u{422}": "T", "\u{425}": "X", "\u{406}": "I", "\u{408}": "J", "\u{405}": "S",
    // Greek
    "\u{3BF}": "o", "\u{3B1}": "a", "\u{3BD}": "v", "\u{3B9}": "i", "\u{3BA}": "k", "\u{3C1}": "p",
    "\u{3C5}": "u", "\u{391}": "A", "\u{392}": "B", "\u{395}": "E", "\u{396}": "Z", "\u{397}": "H",
    "\u{399}": "I", "\u{39A}": "K", "\u{39C}": "M", "\u{39D}": "N", "\u{39F}": "O", "\u{3A1}": "P",
    "\u{3A4}": "T", "\u{3A5}": "Y", "\u{3A7}": "X",
  ]
}
