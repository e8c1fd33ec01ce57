extension InputRules {
  /// Rejects an edit that would mix letters of scripts that do not belong together, the trick
  /// behind look-alike names such as "pаypal" with a Cyrillic "а".
  ///
  /// The text's letters must come from one script, or from Latin together with the scripts
  /// written alongside it in Japan (Han, Hiragana, Katakana), China (Han, Bopomofo) or Korea
  /// (Han, Hangul): the "highly restrictive" level of Unicode Technical Standard #39. Digits,
  /// punctuation, symbols, emoji and spaces go with any script. When the intruder is a Cyrillic
  /// or Greek letter that looks like a Latin one, the message says so.
  ///
  /// ```swift
  /// let handle = InputPolicy { .rejectMixedScripts }
  /// // "p|" + "аypal"   → rejected: "Letters from different scripts cannot be mixed here: the Cyrillic "а" looks like the Latin "a"."
  /// // "|" + "аррӏе.com" → rejected (Cyrillic "аррӏе" with Latin "com")
  /// // "|" + "東京Tokyo" → "東京Tokyo|"
  /// // "|" + "Москва"    → "Москва|"
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the resulting text.
  public struct RejectMixedScripts: InputRule, Hashable, Codable {
    public init() {}

    public func review(_ edit: inout ProposedEdit) {
      var scripts: Set<Script> = []
      var firstOf: [Script: Unicode.Scalar] = [:]
      // The script of the letter before, known to be in `scripts`: a run of letters of one
      // script is one set lookup.
      var last: Script?
      func scan(_ text: some StringProtocol) -> Bool {
        for scalar in text.unicodeScalars {
          guard let script = Script(scalar), script != last else { continue }
          last = script
          guard !scripts.contains(script) else { continue }
          scripts.insert(script)
          firstOf[script] = scalar
          if !Script.mayMix(scripts) { return false }
        }
        return true
      }
      guard !scan(edit.prefix) || !scan(edit.replacement) || !scan(edit.suffix) else { return }
      edit.reject(rule: .mixedScripts, message: Self.message(scripts: scripts, firstOf: firstOf))
    }

    /// `mixedScripts.cyrillicLooksLatin` or `mixedScripts.greekLooksLatin` with the intruder as
    /// `character` and the Latin letter it looks like as `latin`; otherwise
    /// `mixedScripts.scripts` with the scripts' Unicode names as `scripts`, "Cyrillic, Latin".
    static func message(scripts: Set<Script>, firstOf: [Script: Unicode.Scalar])
      -> LocalizedMessage
    {
      if scripts.contains(.latin) {
        for (script, key) in [
          (Script.cyrillic, "mixedScripts.cyrillicLooksLatin"),
          (.greek, "mixedScripts.greekLooksLatin"),
        ] {
          if let scalar = firstOf[script], let latin = Script.confusables[scalar] {
            return LocalizedMessage(
              key, ["character": String(Character(scalar)), "latin": String(latin)])
          }
        }
      }
      let names = scripts.sorted().map(\.rawValue)
      return LocalizedMessage("mixedScripts.scripts", ["scripts": names.joined(separator: ", ")])
    }
  }
}

extension InputRule where Self == InputRules.RejectMixedScripts {
  /// Rejects letters from scripts that do not belong together ("pаypal" with a Cyrillic "а").
  public static var rejectMixedScripts: Self { InputRules.RejectMixedScripts() }
}
