extension SimulatedTextField {
  /// The keyboard in use, and what its input method does with a key.
  ///
  /// ```swift
  /// field.keyboard = .pinyin
  /// field.typeEach("ni")     // asked (2..<2, "n"), marked "⟨n⟩"; asked (2..<3, "ni"), "⟨ni⟩"
  /// field.commit("你")        // no question; the marked range ends
  /// field.keyboard = .japanese
  /// field.typeEach("kanji")  // "⟨k⟩", "⟨か⟩", "⟨かn⟩", "⟨かんj⟩", "⟨かんじ⟩"
  /// field.convert("漢字")      // still marked: "⟨漢字⟩"
  /// field.commit("漢字")
  /// ```
  public enum Keyboard: Sendable, Hashable, CaseIterable {
    /// A keyboard that inserts what is typed.
    case latin
    /// The pinyin keyboard: Latin letters are marked as they are typed, letter by letter.
    case pinyin
    /// The Japanese romaji keyboard: Latin letters are marked, and turned into kana as soon as
    /// they spell one ("ka" → "か"); ``SimulatedTextField/convert(_:)`` shows kanji candidates.
    case japanese

    /// Whether the keyboard composes marked text.
    public var composes: Bool { self != .latin }

    /// The keyboard's `primaryLanguage`, as `UITextInputMode` reports it.
    public var primaryLanguage: String {
      switch self {
      case .latin: "en-US"
      case .pinyin: "zh-Hans"
      case .japanese: "ja-JP"
      }
    }

    /// Whether typing `key` composes: a Latin letter on a composing keyboard, or pinyin's
    /// syllable separator `'` while letters are marked.
    public func composes(_ key: String, whileMarked: Bool) -> Bool {
      guard composes, key.count == 1, let scalar = key.unicodeScalars.first,
        key.unicodeScalars.count == 1
      else { return false }
      if self == .pinyin && whileMarked && key == "'" { return true }
      return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }

    /// The marked text after typing `key` over `marked`: pinyin appends the letter; Japanese
    /// appends it and turns the trailing romaji into kana.
    public func composing(_ marked: String, adding key: String) -> String {
      switch self {
      case .latin, .pinyin: return marked + key
      case .japanese: return Self.kana(fromRomaji: marked + key)
      }
    }

    /// Turns the trailing Latin letters of `text` into hiragana where they spell kana: "kanji" →
    /// "かんじ", "kakk" → "かっk", "n" → "n" (a lone "n" waits for the next letter).
    public static func kana(fromRomaji text: String) -> String {
      let scalars = Array(text.unicodeScalars)
      var start = scalars.count
      while start > 0, scalars[start - 1].isASCII, scalars[start - 1].properties.isAlphabetic {
        start -= 1
      }
      let romaji = scalars[start...].map { Character($0).lowercased() }.joined()
      var head = String(String.UnicodeScalarView(scalars[..<start]))
      let letters = Array(romaji)
      var index = 0
      func isVowel(_ letter: Character) -> Bool { "aiueo".contains(letter) }
      while index < letters.count {
        var matched = false
        for length in [3, 2, 1] where index + length <= letters.count {
          if let kana = romajiTable[String(letters[index..<(index + length)])] {
            head += kana
            index += length
            matched = true
            break
          }
        }
        if matched { continue }
        let letter = letters[index]
        guard index + 1 < letters.count else { break }
        let next = letters[index + 1]
        if letter == "n" && (next == "n" || (!isVowel(next) && next != "y")) {
          head += "ん"
          index += next == "n" ? 2 : 1
        } else if letter == next && !isVowel(letter) {
          head += "っ"
          index += 1
        } else {
          break
        }
      }
      return head + String(letters[index...])
    }

    /// Romaji syllables and their hiragana.
    static let romajiTable: [String: String] = {
      var table: [String: String] = [:]
      let vowels = ["a", "i", "u", "e", "o"]
      let rows: [(String, [String])] = [
        ("", ["あ", "い", "う", "え", "お"]), ("k", ["か", "き", "く", "け", "こ"]),
        ("g", ["が", "ぎ", "ぐ", "げ", "ご"]), ("s", ["さ", "し", "す", "せ", "そ"]),
        ("z", ["ざ", "じ", "ず", "ぜ", "ぞ"]), ("t", ["た", "ち", "つ", "て", "と"]),
        ("d", ["だ", "ぢ", "づ", "で", "ど"]), ("n", ["な", "に", "ぬ", "ね", "の"]),
        ("h", ["は", "ひ", "ふ", "へ", "ほ"]), ("b", ["ば", "び", "ぶ", "べ", "ぼ"]),
        ("p", ["ぱ", "ぴ", "ぷ", "ぺ", "ぽ"]), ("m", ["ま", "み", "む", "め", "も"]),
        ("r", ["ら", "り", "る", "れ", "ろ"]),
      ]
      for (consonant, kana) in rows {
        for (vowel, syllable) in zip(vowels, kana) { table[consonant + vowel] = syllable }
      }
      for (romaji, kana) in [
        ("ya", "や"), ("yu", "ゆ"), ("yo", "よ"), ("wa", "わ"), ("wo", "を"), ("shi", "し"),
        ("chi", "ち"), ("tsu", "つ"), ("fu", "ふ"), ("ji", "じ"),
      ] {
        table[romaji] = kana
      }
      return table
    }()
  }
}
