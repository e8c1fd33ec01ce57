import Foundation

extension InputPolicy {
  /// Builds a policy from its JSON description, as an app and a server can share it.
  ///
  /// ```json
  /// {"allow": "digits", "maxLength": 11}
  /// {"emoji": "reject", "invisibles": "reject", "maxLength": 16, "metric": "gb18030"}
  /// {"decimal": {"fractionDigits": 2, "integerDigits": 8}}
  /// {"preset": "phone-cn", "maxLength": 13}
  /// ```
  ///
  /// Every key, its values and what it does are listed in <doc:PolicyFiles>, generated from
  /// ``PolicySchema`` (`Schemas/policy.schema.json`), which editors use to complete and check the same files. The
  /// rules run in ``InputRules/order``, the most specific first, whatever the order of the keys;
  /// `"preset"` starts from a preset's keys, each replaced by the same key of the file.
  ///
  /// ## Rejected files
  ///
  /// Files are strict JSON on every platform (no trailing comma, no key given twice):
  ///
  /// ```swift
  /// try InputPolicy(json: #"{"maxLenght": 11}"#)
  /// // throws: Unknown key `maxLenght` at the top level; known keys: preset, maxLength, …
  /// try InputPolicy(json: #"{"decimal": {"fractionDigits": -1}}"#)
  /// // throws: `decimal.fractionDigits` must be at least 0; it is -1.
  /// try InputPolicy(json: "{\"maxLength\": 11,}")
  /// // throws: Malformed JSON at line 1, column 16: a comma before "}"; remove it.
  /// ```
  ///
  /// - Parameters:
  ///   - json: The policy file's text.
  ///   - options: What the file may ask for: ``PolicyDecodingOptions/untrusted`` for a policy
  ///     written by users rather than by the app.
  /// - Throws: ``TextInputError`` naming the problem and where: malformed JSON with its line and
  ///   column, an unknown key or value, a value of the wrong type or out of range, a pattern that
  ///   does not compile, a malformed mask, contradictory rules, what ``PolicyDecodingOptions``
  ///   rejects.
  public init(json: String, options: PolicyDecodingOptions = .trusted) throws(TextInputError) {
    self = try StrictJSONDecoder(policyOptions: options).decode(InputPolicy.self, from: json)
  }

  /// The preset named `name`, one of ``presets``.
  ///
  /// ```swift
  /// try InputPolicy(named: "phone-cn")  // InputPolicy.phoneCN
  /// try InputPolicy(named: "phone")     // throws: Unknown preset "phone"; presets: amount, …
  /// ```
  public init(named name: String) throws(TextInputError) {
    guard let preset = Self.presets[name] else {
      throw TextInputError(
        .unknownValue, "preset.unknown",
        ["name": name, "presets": Self.presets.keys.sorted().joined(separator: ", ")], at: nil)
    }
    self = preset
  }

  /// A preset by its name, or a policy file's text when `argument` starts with `{`: what a
  /// command-line option or a setting that names a policy takes.
  ///
  /// ```swift
  /// try InputPolicy(presetOrJSON: "phone-cn")                 // the preset
  /// try InputPolicy(presetOrJSON: #"{"maxLength": 5}"#)       // a policy file
  /// try InputPolicy(presetOrJSON: "Phone-CN")
  /// // throws: "Phone-CN" is neither a preset (amount, bank-card, …) nor JSON.
  /// ```
  public init(presetOrJSON argument: String, options: PolicyDecodingOptions = .trusted)
    throws(TextInputError)
  {
    let trimmed = argument.trimmingCharacters(in: .whitespacesAndNewlines)
    if trimmed.hasPrefix("{") {
      self = try InputPolicy(json: trimmed, options: options)
    } else if let preset = Self.presets[trimmed] {
      self = preset
    } else {
      throw TextInputError(
        .unknownValue, "preset.neitherPresetNorJSON",
        ["argument": argument, "presets": Self.presets.keys.sorted().joined(separator: ", ")],
        at: nil)
    }
  }

  /// The policy as the text of a policy file, keys sorted, which ``init(json:options:)`` reads
  /// back into a policy that behaves the same.
  ///
  /// ```swift
  /// try InputPolicy.nickname.jsonString()
  /// // {"emoji":"reject","invisibles":"reject","maxLength":16,"metric":"gb18030","required":true}
  /// try InputPolicy(.maxLength(5, counting: .weighted(WeightedLength(ranges: [], defaultWeight: 3)))).jsonString()
  /// // throws .notEncodable: `maxLength` counts with custom weights, which a policy file cannot name.
  /// ```
  ///
  /// - Parameter prettyPrinted: Whether to write one key a line, indented, as for a file.
  /// - Throws: ``TextInputError`` of kind ``TextInputError/Kind/notEncodable`` when a policy
  ///   file cannot describe the policy (see ``encode(to:)``).
  public func jsonString(prettyPrinted: Bool = false) throws(TextInputError) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    if prettyPrinted { encoder.outputFormatting.insert(.prettyPrinted) }
    do {
      return String(decoding: try encoder.encode(self), as: UTF8.self)
    } catch {
      throw TextInputError.from(error)
    }
  }
}
