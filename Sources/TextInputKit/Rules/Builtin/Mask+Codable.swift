/// The value of `"mask"` in a policy file: a pattern (`"### #### ####"`), or an object with
/// custom slots and how many slots make the value complete:
/// `{"pattern": "###### ######## ###C", "slots": {"C": "0123456789Xx"}, "required": 17}`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.Mask("### #### ####"))  // "### #### ####"
/// // {"pattern": "#", "slots": {"#": "0"}} throws: the slot "#" is built in
/// ```
extension InputRules.Mask: Codable {
  /// The slots every mask has, which a file cannot redefine.
  static let builtInSlots: Set<Character> = ["#", "A", "*", "\\"]

  public init(from decoder: any Decoder) throws {
    let options = decoder.policyOptions
    try decoder.requireTrusted(options.allowsMasks)
    var pattern: String
    var slots: [Character: String] = [:]
    var required: Int?
    if decoder.holdsString {
      pattern = try decoder.string()
    } else {
      let object = try decoder.object(
        known: ["pattern", "slots", "required"], wrongType: "decode.wrongType.mask")
      guard object.has("pattern") else {
        throw TextInputError.missingKey("pattern", at: decoder.codingPath)
      }
      pattern = try decoder.decoder(for: "pattern", in: object).string()
      if object.has("slots") {
        let place = try decoder.decoder(for: "slots", in: object)
        let table = try place.object(
          known: [], wrongType: "decode.wrongType.slots", allowingAnyKey: true)
        let names = table.allKeys.map(\.stringValue).sorted()
        if names.count > options.largestArray {
          throw place.failure(
            .untrustedPolicy, "untrusted.tooManyItems",
            ["maximum": "\(options.largestArray)", "items": "\(names.count)"])
        }
        for name in names {
          let slot = try place.decoder(for: name, in: table)
          guard name.count == 1, let character = name.first else {
            throw slot.failure(.invalidMask, "mask.slotName", ["slot": name])
          }
          guard !Self.builtInSlots.contains(character) else {
            throw slot.failure(.invalidMask, "mask.builtInSlot", ["slot": name])
          }
          slots[character] = try slot.string()
        }
      }
      if object.has("required") {
        required = try decoder.decoder(for: "required", in: object).wholeNumber(
          minimum: 1, maximum: Self.largestPattern)
      }
    }
    // Past the largest pattern any policy may have, the mask's own message says so; below it,
    // a smaller limit is the untrusted options' own.
    if pattern.count > options.largestMask && options.largestMask < Self.largestPattern {
      throw decoder.failure(
        .untrustedPolicy, "untrusted.tooManyCharacters",
        ["maximum": "\(options.largestMask)", "characters": "\(pattern.count)"])
    }
    do {
      try self.init(pattern, slots: slots, requiredSlots: required)
    } catch {
      var located = error
      located.location = located.location ?? decoder.location
      throw located
    }
  }

  public func encode(to encoder: any Encoder) throws {
    for name in slots.keys where Self.builtInSlots.contains(name) {
      throw encoder.failure("encode.maskSlot", ["slot": String(name)])
    }
    guard !slots.isEmpty || requiredSlots != slotCount else {
      try encoder.encodeName(pattern)
      return
    }
    var container = encoder.container(keyedBy: AnyCodingKey.self)
    try container.encode(pattern, forKey: AnyCodingKey("pattern"))
    if !slots.isEmpty {
      var table = container.nestedContainer(
        keyedBy: AnyCodingKey.self, forKey: AnyCodingKey("slots"))
      for (name, characters) in slots.sorted(by: { $0.key < $1.key }) {
        try table.encode(characters, forKey: AnyCodingKey(String(name)))
      }
    }
    if requiredSlots != slotCount {
      try container.encode(requiredSlots, forKey: AnyCodingKey("required"))
    }
  }
}

extension InputRules.Mask: OwnKeyRule {
  static var policyKey: RuleID { .mask }
}
