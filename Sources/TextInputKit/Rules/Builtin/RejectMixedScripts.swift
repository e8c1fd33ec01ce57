extension InputRules {
  /// Rejects an edit that would mix letters of scripts that do not belong together, the trick
  /// behind look-alike names such as "pаypal" with a Cyrillic "а".
  ///
  /// The text's letters must come from one script, or from Latin together with the scripts
  /// written alongside it in Japan (Han, Hiragana, Katakana), China (Han, Bopomofo) or Korea
  /// (Han, Hangul): the "highly restrictive" level of Unicode Technical Standard #39. Digits,
  /// punctuation, symbols, emoji and spaces go with any script. When the inserted text holds a
  /// Cyrillic or Greek letter that looks like a Latin one, and the text has Latin letters, the
  /// message names it; otherwise it names every script of the text.
  ///
  /// ```swift
  /// let handle = InputPolicy { .rejectMixedScripts }
  /// // "p|" + "аypal"   → rejected: "Letters from different scripts cannot be mixed here: the Cyrillic "а" looks like the Latin "a"."
  /// // "|" + "аррӏе.com" → rejected (Cyrillic "аррӏе" with Latin "com")
  /// // "Моск|" + "a"     → rejected: "Letters from different scripts cannot be mixed here (Latin, Cyrillic)."
  /// // "|" + "東京Tokyo" → "東京Tokyo|"
  /// // "|" + "Москва"    → "Москва|"
  /// ```
  ///
  /// In a field, the rule reads the text around an edit and the field's count of the letters of
  /// each script elsewhere, kept between edits, so that a keystroke costs the same in a text
  /// of any length.
  ///
  /// - Complexity: O(*n*) in the length of the resulting text; O(*m*) in a field, for an edit
  ///   and the clusters around it of length *m*.
  public struct RejectMixedScripts: InputRule, Hashable, Codable {
    public init() {}

    public func review(_ edit: inout ProposedEdit) {
      var tally = edit.working.scriptsOutsideText ?? ScriptTally()
      tally.add(edit.prefix)
      tally.add(edit.replacement)
      tally.add(edit.suffix)
      let scripts = tally.scripts
      guard !Script.mayMix(scripts) else { return }
      edit.reject(
        rule: .mixedScripts, message: Self.message(scripts: scripts, inserted: edit.replacement))
    }

    /// `mixedScripts.cyrillicLooksLatin` or `mixedScripts.greekLooksLatin` with the first
    /// inserted letter of that script that looks like a Latin one as `character`, and the Latin
    /// letter as `latin`, when the text has Latin letters; otherwise `mixedScripts.scripts` with
    /// the scripts' Unicode names as `scripts`, "Latin, Cyrillic".
    static func message(scripts: Set<Script>, inserted: String) -> LocalizedMessage {
      if scripts.contains(.latin) {
        for (script, key) in [
          (Script.cyrillic, "mixedScripts.cyrillicLooksLatin"),
          (.greek, "mixedScripts.greekLooksLatin"),
        ] where scripts.contains(script) {
          for scalar in inserted.unicodeScalars where Script(scalar) == script {
            guard let latin = Script.confusables[scalar] else { continue }
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

extension InputRules.RejectMixedScripts: ScriptCountingRule {}

extension InputRules.RejectMixedScripts: PartReviewingRule {
  /// The scripts of the whole text decide: a part of a paste stands only when the letters of
  /// the text and of the whole paste, as given, may stand together.
  var partReviewRole: PartReviewRole { .scripts }
}

extension ProposedEdit {
  /// Whether the letters of the text and of the whole replacement as it stands may stand
  /// together (``Script/mayMix(_:)``): then ``InputRules/RejectMixedScripts`` passes this edit,
  /// and any edit that only takes letters out of the replacement.
  ///
  /// ```swift
  /// // "|" + "東京Tokyo" → true; "|" + "pаypal" (Cyrillic "а") → false
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text and the replacement; O(*m*) in a field
  ///   that keeps its count of the letters outside the window.
  var scriptsMayMixAsGiven: Bool {
    var tally = working.scriptsOutsideText ?? ScriptTally()
    tally.add(prefix)
    tally.add(replacement)
    tally.add(suffix)
    return Script.mayMix(tally.scripts)
  }
}

extension InputRule where Self == InputRules.RejectMixedScripts {
  /// Rejects letters from scripts that do not belong together ("pаypal" with a Cyrillic "а").
  public static var rejectMixedScripts: Self { InputRules.RejectMixedScripts() }
}
