import Foundation

extension InputPolicy {
  /// Builds a policy from its JSON description, as an app and a server can share it.
  ///
  /// ```json
  /// {"allow": "digits", "maxLength": 11}
  /// {"emoji": "reject", "invisibles": "reject", "maxLength": 16, "metric": "gb18030"}
  /// {"decimal": {"fractionDigits": 2, "integerDigits": 8}}
  /// ```
  ///
  /// Keys: `maxLength` (integer, 1 to ``InputRules/MaxLength/largestLimitInPolicyFiles``),
  /// `metric` (`characters`, `utf16`, `scalars`, `utf8`, `gb18030`, `twitter`), `overflow` (`truncate`, `reject`), `allow` (`digits`, `letters`,
  /// `lowercase`, `uppercase`, `alphanumeric`, `ascii`, `{"characters": "..."}`, or an array of
  /// these), `deny` (`{"characters": "..."}`), `emoji` and `invisibles` (`allow`, `reject`),
  /// `decimal` (`{"fractionDigits": 2, "integerDigits": 8}`), `pattern` (a regular expression),
  /// `transform` (`uppercase`, `lowercase`); completion checks, which never refuse a keystroke
  /// (see ``completion(of:)``): `required` (`true`, `false`), `minLength` (an integer counted
  /// under `metric`, or `{"length": 11, "metric": "utf8"}`), `validate` (`phone-cn`, `luhn`,
  /// `id-cn`, or an array of these); against hostile text, `bidi` (`allow`, `reject`, or
  /// `rejectOverrides`, which keeps the directional marks that right-to-left text needs),
  /// `zeroWidth` and `mixedScripts` (`allow`, `reject`) and `maxCombiningMarks` (an integer, at
  /// least 0).
  ///
  /// ```json
  /// {"bidi": "reject", "zeroWidth": "reject", "maxCombiningMarks": 3, "mixedScripts": "reject"}
  /// ```
  ///
  /// The rules run in ``InputRules/order``, the most specific first, so that each message names
  /// the real cause ("Text direction controls are not allowed here." rather than "Only digits are
  /// allowed here." for U+202E in a phone number): transform, deny, emoji, bidi, zeroWidth,
  /// invisibles, maxCombiningMarks, mixedScripts, allow, decimal, pattern, maxLength, then the
  /// checks required, minLength, validate. The order of the keys in the file does not matter.
  ///
  /// ```json
  /// {"allow": "digits", "maxLength": 19, "minLength": 16, "validate": "luhn"}
  /// {"required": true, "validate": ["id-cn"]}
  /// ```
  ///
  /// - Throws: ``PolicyError`` naming the problem: malformed JSON and where, an unknown key or
  ///   value, a pattern that does not compile, a `maxLength` below 1, contradictory rules.
  public init(json: String) throws(PolicyError) {
    let object: Any
    do {
      object = try JSONSerialization.jsonObject(with: Data(json.utf8), options: [.fragmentsAllowed])
    } catch {
      throw PolicyError("Malformed JSON: \(JSONLocation.describe(error, in: json)).")
    }
    guard let dictionary = object as? [String: Any] else {
      throw PolicyError("A policy must be a JSON object, such as {\"maxLength\": 11}.")
    }
    try self.init(dictionary: dictionary)
  }

  private static let knownKeys = [
    "maxLength", "metric", "overflow", "allow", "deny", "emoji", "invisibles", "bidi", "zeroWidth",
    "maxCombiningMarks", "mixedScripts", "decimal", "pattern", "transform", "required", "minLength",
    "validate",
  ]

  init(dictionary: [String: Any]) throws(PolicyError) {
    for key in dictionary.keys.sorted() where !Self.knownKeys.contains(key) {
      throw PolicyError(
        "The key \"\(key)\" is not known. Known keys: \(Self.knownKeys.joined(separator: ", ")).")
    }
    var rules: [any InputRule] = []
    if let value = dictionary["transform"] {
      let name = try Self.string(value, key: "transform")
      guard let transform = InputRules.CaseTransform(rawValue: name) else {
        throw PolicyError.badValue(name, key: "transform", expected: ["uppercase", "lowercase"])
      }
      rules.append(transform)
    }
    var allowed: InputRules.AllowedCharacters?
    if let value = dictionary["allow"] { allowed = try Self.allowedCharacters(value) }
    if let value = dictionary["deny"] {
      guard let object = value as? [String: Any], object.count == 1,
        let characters = object["characters"] as? String
      else {
        throw PolicyError("The value of \"deny\" must be {\"characters\": \"...\"}.")
      }
      rules.append(InputRules.DeniedCharacters(Set(characters)))
    }
    if let value = dictionary["emoji"], try Self.switchValue(value, key: "emoji") {
      rules.append(InputRules.RejectEmoji())
    }
    if let value = dictionary["bidi"] {
      let name = try Self.string(value, key: "bidi")
      switch name {
      case "allow": break
      case "reject": rules.append(InputRules.RejectBidiControls())
      case "rejectOverrides": rules.append(InputRules.RejectBidiControls(allowingMarks: true))
      default:
        throw PolicyError.badValue(
          name, key: "bidi", expected: ["allow", "reject", "rejectOverrides"])
      }
    }
    if let value = dictionary["zeroWidth"], try Self.switchValue(value, key: "zeroWidth") {
      rules.append(InputRules.RejectZeroWidth())
    }
    if let value = dictionary["invisibles"], try Self.switchValue(value, key: "invisibles") {
      rules.append(InputRules.RejectInvisibles())
    }
    if let value = dictionary["maxCombiningMarks"] {
      rules.append(
        InputRules.MaxCombiningMarks(try Self.integer(value, key: "maxCombiningMarks", minimum: 0)))
    }
    if let value = dictionary["mixedScripts"], try Self.switchValue(value, key: "mixedScripts") {
      rules.append(InputRules.RejectMixedScripts())
    }
    if let allowed { rules.append(allowed) }
    if let value = dictionary["decimal"] {
      guard let object = value as? [String: Any] else {
        throw PolicyError(
          "The value of \"decimal\" must be an object such as {\"fractionDigits\": 2}.")
      }
      for key in object.keys.sorted() where key != "fractionDigits" && key != "integerDigits" {
        throw PolicyError(
          "The key \"decimal.\(key)\" is not known. Known keys: fractionDigits, integerDigits.")
      }
      let fraction =
        try object["fractionDigits"].map { v throws(PolicyError) in
          try Self.integer(v, key: "decimal.fractionDigits", minimum: 0)
        } ?? 2
      let integer = try object["integerDigits"].map { v throws(PolicyError) in
        try Self.integer(v, key: "decimal.integerDigits", minimum: 1)
      }
      if let allowed,
        allowed.kinds.contains(.lowercase) || allowed.kinds.contains(.uppercase)
          || allowed.kinds.contains(.ascii)
      {
        throw PolicyError(
          "\"decimal\" and \"allow\": \"\(Self.allowName(allowed))\" contradict each other: a decimal number has no letters."
        )
      }
      rules.append(InputRules.DecimalNumber(fractionDigits: fraction, integerDigits: integer))
    }
    if let value = dictionary["pattern"] {
      rules.append(try InputRules.Pattern(try Self.string(value, key: "pattern")))
    }
    var metric = LengthMetric.characters
    if let value = dictionary["metric"] {
      let name = try Self.string(value, key: "metric")
      guard let named = LengthMetric.named[name] else {
        throw PolicyError.badValue(
          name, key: "metric",
          expected: ["characters", "utf16", "scalars", "utf8", "gb18030", "twitter"])
      }
      metric = named
    }
    var overflow = InputRules.MaxLength.Overflow.truncate
    if let value = dictionary["overflow"] {
      let name = try Self.string(value, key: "overflow")
      guard let named = InputRules.MaxLength.Overflow(rawValue: name) else {
        throw PolicyError.badValue(name, key: "overflow", expected: ["truncate", "reject"])
      }
      overflow = named
    }
    if let value = dictionary["maxLength"] {
      let limit = try Self.integer(
        value, key: "maxLength", minimum: 1,
        maximum: InputRules.MaxLength.largestLimitInPolicyFiles)
      rules.append(InputRules.MaxLength(limit, counting: metric, overflow: overflow))
    } else if dictionary["overflow"] != nil
      || dictionary["metric"] != nil && dictionary["minLength"] == nil
    {
      throw PolicyError("\"metric\" and \"overflow\" need a \"maxLength\".")
    }
    if let value = dictionary["required"] {
      guard let flag = value as? NSNumber, String(cString: flag.objCType) == "c" else {
        throw PolicyError("The value of \"required\" must be true or false.")
      }
      if flag.boolValue { rules.append(InputRules.Required()) }
    }
    if let value = dictionary["minLength"] {
      let minimum = try Self.minLength(value, metric: metric)
      if let maximum = rules.lazy.compactMap({ $0 as? InputRules.MaxLength }).last,
        maximum.metric == minimum.metric,
        minimum.limit > maximum.limit
      {
        throw PolicyError(
          "\"minLength\" (\(minimum.limit)) is more than \"maxLength\" (\(maximum.limit)): no text could be complete."
        )
      }
      rules.append(minimum)
    }
    if let value = dictionary["validate"] {
      let names = value as? [Any] ?? [value]
      var seen: [Validator] = []
      for item in names {
        guard let name = item as? String else {
          throw PolicyError(
            "The value of \"validate\" must be a name such as \"luhn\", or an array of names.")
        }
        guard let validator = Validator(rawValue: name) else {
          throw PolicyError.badValue(
            name, key: "validate", expected: Validator.allCases.map(\.rawValue))
        }
        if !seen.contains(validator) {
          seen.append(validator)
          rules.append(InputRules.Validate(validator))
        }
      }
    }
    self.init(rules: rules)
  }

  private static func allowedCharacters(_ value: Any) throws(PolicyError)
    -> InputRules.AllowedCharacters
  {
    let names: [String: InputRules.AllowedCharacters.Kinds] = [
      "digits": .digits, "letters": .letters, "lowercase": .lowercase, "uppercase": .uppercase,
      "alphanumeric": .alphanumeric, "ascii": .ascii,
    ]
    let items = value as? [Any] ?? [value]
    var rule = InputRules.AllowedCharacters([])
    for item in items {
      if let name = item as? String {
        guard let kinds = names[name] else {
          throw PolicyError.badValue(
            name, key: "allow",
            expected: [
              "digits", "letters", "lowercase", "uppercase", "alphanumeric", "ascii",
              "{\"characters\": \"...\"}",
            ])
        }
        rule.kinds.formUnion(kinds)
      } else if let object = item as? [String: Any], object.count == 1,
        let characters = object["characters"] as? String
      {
        rule.characters.formUnion(characters)
      } else {
        throw PolicyError(
          "The value of \"allow\" must be a name such as \"digits\", {\"characters\": \"...\"}, or an array of these."
        )
      }
    }
    return rule
  }

  /// `"minLength": 11` counts under the top-level `metric`; `{"length": 11, "metric": "utf8"}`
  /// names its own.
  private static func minLength(_ value: Any, metric: LengthMetric) throws(PolicyError)
    -> InputRules.MinLength
  {
    let largest = InputRules.MaxLength.largestLimitInPolicyFiles
    guard let object = value as? [String: Any] else {
      return InputRules.MinLength(
        try integer(value, key: "minLength", minimum: 1, maximum: largest), counting: metric)
    }
    for key in object.keys.sorted() where key != "length" && key != "metric" {
      throw PolicyError("The key \"minLength.\(key)\" is not known. Known keys: length, metric.")
    }
    guard let length = object["length"] else {
      throw PolicyError("The value of \"minLength\" must be a whole number or {\"length\": 11}.")
    }
    var own = metric
    if let value = object["metric"] {
      let name = try string(value, key: "minLength.metric")
      guard let named = LengthMetric.named[name] else {
        throw PolicyError.badValue(
          name, key: "minLength.metric",
          expected: ["characters", "utf16", "scalars", "utf8", "gb18030", "twitter"])
      }
      own = named
    }
    return InputRules.MinLength(
      try integer(length, key: "minLength.length", minimum: 1, maximum: largest), counting: own)
  }

  private static func allowName(_ rule: InputRules.AllowedCharacters) -> String {
    if rule.kinds.contains(.ascii) { return "ascii" }
    if rule.kinds.contains(.alphanumeric) { return "alphanumeric" }
    if rule.kinds.contains(.letters) { return "letters" }
    return rule.kinds.contains(.lowercase) ? "lowercase" : "uppercase"
  }

  private static func string(_ value: Any, key: String) throws(PolicyError) -> String {
    guard let string = value as? String else {
      throw PolicyError("The value of \"\(key)\" must be a string.")
    }
    return string
  }

  private static func switchValue(_ value: Any, key: String) throws(PolicyError) -> Bool {
    let name = try string(value, key: key)
    switch name {
    case "reject": return true
    case "allow": return false
    default: throw PolicyError.badValue(name, key: key, expected: ["allow", "reject"])
    }
  }

  private static func integer(
    _ value: Any, key: String, minimum: Int, maximum: Int = .max
  ) throws(PolicyError) -> Int {
    guard let number = value as? NSNumber, String(cString: number.objCType) != "c",
      number.doubleValue.isFinite, number.doubleValue.rounded() == number.doubleValue
    else {
      throw PolicyError("The value of \"\(key)\" must be a whole number.")
    }
    guard number.doubleValue >= Double(minimum) else {
      throw PolicyError("The value of \"\(key)\" must be at least \(minimum); it is \(number).")
    }
    // Compared as a Double first: a number beyond Int's range must not trap on conversion.
    guard let rounded = Int(exactly: number.doubleValue), rounded <= maximum,
      number.intValue <= maximum
    else {
      throw PolicyError("The value of \"\(key)\" must be at most \(maximum); it is \(number).")
    }
    let integer = number.intValue
    guard integer >= minimum else {
      throw PolicyError("The value of \"\(key)\" must be at least \(minimum); it is \(integer).")
    }
    return integer
  }
}

extension PolicyError {
  static func badValue(_ value: String, key: String, expected: [String]) -> PolicyError {
    PolicyError(
      "\"\(value)\" is not a valid value for \"\(key)\". Expected one of: \(expected.joined(separator: ", "))."
    )
  }
}

/// Turns a JSON parser's error into "line L, column C".
enum JSONLocation {
  static func describe(_ error: any Error, in json: String) -> String {
    let text = "\(error)"
    // Foundation reports a character offset; turn it into a line and a column.
    if let range = text.range(
      of: #"(?:character|offset|index) (\d+)"#, options: .regularExpression),
      let offset = Int(text[range].split(separator: " ").last ?? "")
    {
      return location(ofUTF8Offset: offset, in: json)
    }
    if let range = text.range(of: #"line \d+, column \d+"#, options: .regularExpression) {
      return String(text[range])
    }
    if json.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { return "the text is empty" }
    return "the text is not valid JSON"
  }

  static func location(ofUTF8Offset offset: Int, in json: String) -> String {
    var line = 1
    var column = 1
    for byte in json.utf8.prefix(offset) {
      if byte == UInt8(ascii: "\n") {
        line += 1
        column = 1
      } else if byte & 0xC0 != 0x80 {
        column += 1
      }
    }
    return "line \(line), column \(column)"
  }
}
