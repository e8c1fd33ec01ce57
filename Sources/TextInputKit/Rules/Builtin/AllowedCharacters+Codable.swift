/// The value of `"allow"` in a policy file: a name (`"digits"`, `"letters"`, `"lowercase"`,
/// `"uppercase"`, `"alphanumeric"`, `"ascii"`), `{"characters": "..."}`, or an array of these.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.AllowedCharacters(.digits, plus: ["-"]))
/// // ["digits",{"characters":"-"}]
/// try JSONDecoder().decode(InputRules.AllowedCharacters.self, from: Data(#""emoji""#.utf8))
/// // throws: Unknown value "emoji" …
/// ```
extension InputRules.AllowedCharacters: Codable {
  /// The names of kinds in policy files, in the order messages list them.
  static let kindNames: [(name: String, kinds: Kinds)] = [
    ("digits", .digits), ("letters", .letters), ("lowercase", .lowercase),
    ("uppercase", .uppercase), ("alphanumeric", .alphanumeric), ("ascii", .ascii),
  ]

  public init(from decoder: any Decoder) throws {
    self.init([])
    let items =
      decoder.holdsArray
      ? try decoder.items(
        wrongType: "decode.wrongType.allow", largest: decoder.policyOptions.largestArray)
      : [decoder]
    for item in items {
      if item.holdsObject {
        characters.formUnion(try item.charactersObject(wrongType: "decode.wrongType.allow"))
      } else if item.holdsString {
        let names = Self.kindNames.map(\.name) + [#"{"characters": "..."}"#]
        let name = try item.name(of: names)
        kinds.formUnion(Self.kindNames.first { $0.name == name }?.kinds ?? [])
      } else {
        throw item.failure(.wrongType, "decode.wrongType.allow")
      }
    }
  }

  public func encode(to encoder: any Encoder) throws {
    guard Kinds.alphanumeric.union(.ascii).isSuperset(of: kinds) else {
      throw encoder.failure("encode.kinds", ["kinds": "\(kinds.rawValue)"])
    }
    var names: [String] = []
    if kinds.isSuperset(of: .alphanumeric) {
      names.append("alphanumeric")
    } else {
      if kinds.contains(.digits) { names.append("digits") }
      if kinds.isSuperset(of: .letters) {
        names.append("letters")
      } else if kinds.contains(.lowercase) {
        names.append("lowercase")
      } else if kinds.contains(.uppercase) {
        names.append("uppercase")
      }
    }
    if kinds.contains(.ascii) { names.append("ascii") }
    if names.count == 1 && characters.isEmpty {
      var container = encoder.singleValueContainer()
      try container.encode(names[0])
      return
    }
    if names.isEmpty && !characters.isEmpty {
      try encoder.encodeCharacters(characters)
      return
    }
    var container = encoder.unkeyedContainer()
    for name in names { try container.encode(name) }
    if !characters.isEmpty {
      var object = container.nestedContainer(keyedBy: AnyCodingKey.self)
      try object.encode(try encoder.charactersText(characters), forKey: AnyCodingKey("characters"))
    }
  }
}

extension InputRules.AllowedCharacters: OwnKeyRule {
  static var policyKey: RuleID { .allow }

  /// A mask slot that no character this rule allows can fill.
  func contradiction(in fields: PolicyFields) -> (message: String, arguments: [String: String])? {
    guard let slot = fields[InputRules.Mask.self]?.firstSlot(whereNoCharacterIsAllowedBy: self)
    else { return nil }
    return ("policy.maskSlotNotAllowed", ["slot": slot])
  }

  /// The name a message shows for this rule: its broadest kind.
  var broadestKindName: String {
    if kinds.contains(.ascii) { return "ascii" }
    if kinds.contains(.alphanumeric) { return "alphanumeric" }
    if kinds.contains(.letters) { return "letters" }
    return kinds.contains(.lowercase) ? "lowercase" : "uppercase"
  }
}
