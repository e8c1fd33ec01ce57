/// The value of `"mask"` in a policy file: a pattern (`"### #### ####"`); an object with custom
/// slots, how many slots make the value complete, whether literals trail the value while typing,
/// what unfilled slots show, and which values the layout is for:
/// `{"pattern": "###### ######## ###C", "slots": {"C": "0123456789Xx"}, "required": 17}`,
/// `{"pattern": "+7 (###) ###-##-##", "trailingLiterals": true, "placeholder": "_"}`; or an
/// array of those, the layouts of one field (``InputRules/Mask/init(layouts:)``):
/// `[{"pattern": "#### ###### #####", "startsWith": ["34", "37"]}, "#### #### #### ####"]`.
///
/// ```swift
/// try JSONEncoder().encode(InputRules.Mask("### #### ####"))  // "### #### ####"
/// // {"pattern": "#", "slots": {"#": "0"}} throws: the slot "#" is built in
/// // {"pattern": "###", "placeholder": "__"} throws: a placeholder is one character
/// ```
extension InputRules.Mask: Codable {
  /// The slots every mask has, which a file cannot redefine.
  static let builtInSlots: Set<Character> = ["#", "A", "*", "\\"]

  /// The keys of a mask object.
  static let objectKeys = [
    "pattern", "slots", "required", "trailingLiterals", "placeholder", "startsWith",
  ]

  public init(from decoder: any Decoder) throws {
    let options = decoder.policyOptions
    try decoder.requireTrusted(options.allowsMasks)
    if decoder.holdsArray {
      let items = try decoder.items(
        wrongType: "decode.wrongType.mask", largest: Swift.min(options.largestArray, Self.mostLayouts))
      var layouts: [InputRules.Mask] = []
      for item in items {
        guard !item.holdsArray else {
          throw item.failure(.invalidMask, "mask.layouts", ["maximum": "\(Self.mostLayouts)"])
        }
        layouts.append(try Self(from: item))
      }
      self = try decoder.locating { () throws(TextInputError) in try Self(layouts: layouts) }
      return
    }
    var pattern: String
    var slots: [Character: String] = [:]
    var required: Int?
    var trailingLiterals = false
    var placeholder: Character?
    var startsWith: [String] = []
    if decoder.holdsString {
      pattern = try decoder.string()
    } else {
      let object = try decoder.object(known: Self.objectKeys, wrongType: "decode.wrongType.mask")
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
      if object.has("trailingLiterals") {
        trailingLiterals = try decoder.decoder(for: "trailingLiterals", in: object).bool()
      }
      if object.has("placeholder") {
        let place = try decoder.decoder(for: "placeholder", in: object)
        let text = try place.string()
        guard text.count == 1, let character = text.first, !character.isNewline else {
          throw place.failure(.invalidMask, "mask.placeholder", ["value": String(text.prefix(16))])
        }
        placeholder = character
      }
      if object.has("startsWith") {
        let place = try decoder.decoder(for: "startsWith", in: object)
        for item in try place.items(wrongType: "decode.wrongType.array", largest: options.largestArray) {
          let start = try item.string()
          guard !start.isEmpty, start.count <= Self.largestPattern else {
            throw item.failure(.invalidMask, "mask.layouts", ["maximum": "\(Self.mostLayouts)"])
          }
          startsWith.append(start)
        }
      }
    }
    // Past the largest pattern any policy may have, the mask's own message says so; below it,
    // a smaller limit is the untrusted options' own.
    if pattern.count > options.largestMask && options.largestMask < Self.largestPattern {
      throw decoder.failure(
        .untrustedPolicy, "untrusted.tooManyCharacters",
        ["maximum": "\(options.largestMask)", "characters": "\(pattern.count)"])
    }
    self = try decoder.locating { () throws(TextInputError) in
      let mask = try Self(
        pattern, slots: slots, requiredSlots: required, trailingLiterals: trailingLiterals,
        placeholder: placeholder)
      return startsWith.isEmpty ? mask : try mask.startingWith(startsWith)
    }
  }

  /// The required slots the pattern gives by itself: all of them, or those before `[`.
  private var defaultRequiredSlots: Int {
    (try? Self(pattern, slots: slots))?.requiredSlots ?? slotCount
  }

  public func encode(to encoder: any Encoder) throws {
    if !layouts.isEmpty {
      var container = encoder.unkeyedContainer()
      for layout in layouts { try container.encode(layout) }
      return
    }
    for name in slots.keys where Self.builtInSlots.contains(name) {
      throw encoder.failure("encode.maskSlot", ["slot": String(name)])
    }
    let required = requiredSlots != defaultRequiredSlots
    guard !slots.isEmpty || required || trailingLiterals || placeholder != nil
      || !startsWith.isEmpty
    else {
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
    if required {
      try container.encode(requiredSlots, forKey: AnyCodingKey("required"))
    }
    if trailingLiterals {
      try container.encode(true, forKey: AnyCodingKey("trailingLiterals"))
    }
    if let placeholder {
      try container.encode(String(placeholder), forKey: AnyCodingKey("placeholder"))
    }
    if !startsWith.isEmpty {
      try container.encode(startsWith, forKey: AnyCodingKey("startsWith"))
    }
  }
}

extension InputRules.Mask: OwnKeyRule {
  static var policyKey: RuleID { .mask }
}
