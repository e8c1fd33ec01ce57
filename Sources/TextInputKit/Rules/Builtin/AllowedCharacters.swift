extension InputRules {
  /// Lets only some characters in: digits, ASCII letters, ASCII, or a set of your own.
  ///
  /// Full-width digits and letters, as a Chinese keyboard types them ("１２３", "ＡＢＣ"), count as
  /// and are stored as their ASCII forms.
  ///
  /// ```swift
  /// let pin = InputPolicy { .allow(.digits) }
  /// // "12|" + "３"  → "123|"
  /// // "12|" + "a"   → rejected: "Only digits are allowed here."
  /// ```
  public struct AllowedCharacters: InputRule, Hashable {
    /// Kinds of ASCII characters; combine them as an option set.
    public struct Kinds: OptionSet, Sendable, Hashable, Codable {
      public let rawValue: Int
      public init(rawValue: Int) { self.rawValue = rawValue }

      /// "0" to "9".
      public static let digits = Kinds(rawValue: 1)
      /// "a" to "z".
      public static let lowercase = Kinds(rawValue: 2)
      /// "A" to "Z".
      public static let uppercase = Kinds(rawValue: 4)
      /// Printable ASCII: letters, digits, punctuation and the space.
      public static let ascii = Kinds(rawValue: 8)
      /// ASCII letters of either case.
      public static let letters: Kinds = [.lowercase, .uppercase]
      /// ASCII letters and digits.
      public static let alphanumeric: Kinds = [.letters, .digits]
    }

    /// The kinds of characters allowed.
    public var kinds: Kinds
    /// Further characters allowed, one grapheme cluster each.
    public var characters: Set<Character>

    public init(_ kinds: Kinds, plus characters: Set<Character> = []) {
      self.kinds = kinds
      self.characters = characters
    }

    /// Whether `character` is allowed.
    public func allows(_ character: Character) -> Bool {
      if characters.contains(character) { return true }
      guard let ascii = character.asciiValue, character.unicodeScalars.count == 1 else {
        return false
      }
      return allowsKind(ofASCII: ascii)
    }

    /// Whether the ASCII character `ascii` is of a kind ``kinds`` allows.
    @inline(__always)
    private func allowsKind(ofASCII ascii: UInt8) -> Bool {
      switch ascii {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        return kinds.contains(.digits) || kinds.contains(.ascii)
      case UInt8(ascii: "a")...UInt8(ascii: "z"):
        return kinds.contains(.lowercase) || kinds.contains(.ascii)
      case UInt8(ascii: "A")...UInt8(ascii: "Z"):
        return kinds.contains(.uppercase) || kinds.contains(.ascii)
      case 0x20...0x7E: return kinds.contains(.ascii)
      default: return false
      }
    }

    /// Looks only at the inserted text and its neighbours.
    public var inspectsWholeText: Bool { false }

    public func review(_ edit: inout ProposedEdit) {
      if !kinds.isEmpty {
        let signs = kinds.contains(.ascii)
        edit.transformReplacement(
          rule: .allow, message: LocalizedMessage("fullWidth.converted")
        ) {
          FullWidth.folding($0, signs: signs)
        }
        if kinds.contains(.digits) || signs {
          // Digits of other scripts (Arabic-Indic "١٣٨") are digits; characters the policy
          // allows by name stay as they are.
          edit.transformReplacement(rule: .allow, message: LocalizedMessage("digits.converted")) {
            DecimalDigits.folding($0) { characters.contains($0) }
          }
        }
      }
      // Without characters allowed by name, a cluster of one code point is judged by its value,
      // without making a `Character` of it: only ASCII of an allowed kind stays.
      let byKindOnly = characters.isEmpty
      edit.removeInsertedClusters(
        rule: .allow, message: localizedMessage,
        rejectingCodePoints: { scalars, single in
          if byKindOnly, let single {
            return single >= 0x80 || !allowsKind(ofASCII: UInt8(truncatingIfNeeded: single))
          }
          return !allows(
            single.map { Character(Unicode.Scalar($0).unsafelyUnwrapped) }
              ?? Character(String(decoding: scalars.utf8, as: UTF8.self)))
        },
        rejecting: { !allows($0) })
    }

    /// The feedback message in ``MessageLanguage/current``, naming what is allowed: "Only
    /// digits and "-" are allowed here."
    public var message: String { localizedMessage.text() }

    /// The feedback message as a key and its arguments: `allow.digits`, or `allow.digits.plus`
    /// with the further characters as `characters`; one key for each combination of kinds
    /// (`allow.lettersAndDigits`, `allow.ascii`, …), `allow.characters` for characters alone.
    public var localizedMessage: LocalizedMessage {
      var name: String
      if kinds.contains(.ascii) {
        name = "ascii"
      } else {
        if kinds.contains(.letters) {
          name = "letters"
        } else if kinds.contains(.lowercase) {
          name = "lowercase"
        } else if kinds.contains(.uppercase) {
          name = "uppercase"
        } else {
          name = ""
        }
        if kinds.contains(.digits) { name = name.isEmpty ? "digits" : name + "AndDigits" }
      }
      guard !characters.isEmpty else {
        return LocalizedMessage(name.isEmpty ? "allow.nothing" : "allow." + name)
      }
      let listed = ["characters": String(characters.sorted())]
      return LocalizedMessage(name.isEmpty ? "allow.characters" : "allow.\(name).plus", listed)
    }
  }
}

extension InputRule where Self == InputRules.AllowedCharacters {
  /// Allows only the given kinds of characters, and any of `characters`.
  public static func allow(_ kinds: Self.Kinds, plus characters: String = "") -> Self {
    InputRules.AllowedCharacters(kinds, plus: Set(characters))
  }

  /// Allows only the characters in `characters`.
  public static func allow(characters: String) -> Self {
    InputRules.AllowedCharacters([], plus: Set(characters))
  }
}

extension InputRules.AllowedCharacters: PartReviewingRule {
  /// Transparent: the rule judges each cluster as it stands, so a part of a paste keeps
  /// what the whole keeps.
  var partReviewRole: PartReviewRole { .transparent }
}
