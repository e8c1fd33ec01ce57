extension InputRules {
  /// A fixed layout such as a phone number "138 0013 8000": slots that the value fills, and
  /// literals that the field shows between them.
  ///
  /// In the pattern, `#` is a digit, `A` a letter, `*` a letter or a digit, `\` makes the next
  /// character literal, and every other character is a literal. Custom slots name a character of
  /// the pattern and the characters it takes:
  ///
  /// ```swift
  /// let phone = try InputRules.Mask("### #### ####")
  /// let id = try InputRules.Mask("###### ######## ###C", slots: ["C": "0123456789Xx"])
  /// let card = try InputRules.Mask("#### #### #### #### ###", requiredSlots: 16)
  /// ```
  ///
  /// `[` and `]` mark one optional group after the required slots (`###[.##]`), `…` after the
  /// last slot repeats it (`## #…`), and several masks can lay out one field by what was typed
  /// (``init(layouts:)``).
  ///
  /// The field shows the *display text*; the *value* is the text without the literals, and
  /// every other rule of the policy judges the value. A literal appears only once the slot
  /// after it is filled ("138", never "138 "), unless ``trailingLiterals`` asks for it; the
  /// leading literals ("+7 (") appear whole with the first character typed, and a character of
  /// them typed alone into an empty field stands for them ("7" → "+7 ("); the literals after the
  /// last slot ("%" of `##%`) once the value is complete. See <doc:FormattingAsYouType> for the
  /// editing rules.
  ///
  /// What an edit inserts keeps the characters that fill the next slots, in order, and drops the
  /// rest; literals of the pattern typed or pasted where they stand are skipped silently:
  ///
  /// ```swift
  /// // "### #### ####": "" + paste "138 0013 8000" → "138 0013 8000" (the same display)
  /// // "138|" + "a" → rejected: "Only digits fit here."
  /// // "138 0013 8000|" + "1" → rejected: "The field is full."
  /// // "" + paste "+86 138-0013-8000 9" → "138 0013 8000" ("86" and the dashes dropped, "9" cut)
  /// ```
  ///
  /// The value may stop before the last slot: ``requiredSlots`` says how many slots make it
  /// complete (all of them unless given), so a bank card of 16 to 19 digits is one mask of 19
  /// slots of which 16 are required.
  ///
  /// A pattern that is empty, has no slot, ends in a lone `\`, names a custom slot it never uses,
  /// gives a slot no character it could take, has a required slot after its optional group or
  /// anything after `…` is rejected with a ``TextInputError``:
  ///
  /// ```swift
  /// try InputRules.Mask("[##].##")  // throws: a required slot after the optional group
  /// try InputRules.Mask("#…-#")     // throws: nothing may follow a repeated slot
  /// ```
  public struct Mask: InputRule, Hashable {
    /// What a slot takes.
    public enum SlotClass: Hashable, Sendable {
      /// An ASCII digit, 0–9 (full-width digits are converted).
      case digit
      /// A letter of any script.
      case letter
      /// A letter or an ASCII digit.
      case letterOrDigit
      /// One of the given characters.
      case characters(Set<Character>)

      /// Whether the slot takes `character`.
      public func accepts(_ character: Character) -> Bool {
        // ASCII first: the Unicode property lookups cost more than the rest of a keystroke.
        if let ascii = character.asciiValue, character.utf8.count == 1 {
          switch self {
          case .digit: return (0x30...0x39).contains(ascii)
          case .letter: return (0x61...0x7A).contains(ascii | 0x20)
          case .letterOrDigit:
            return (0x30...0x39).contains(ascii) || (0x61...0x7A).contains(ascii | 0x20)
          case .characters(let set): return set.contains(character)
          }
        }
        if case .characters(let set) = self { return set.contains(character) }
        // A combining mark alone (U+036B is alphabetic) is no letter: shown after a literal it
        // would join it ("z" + "\u{36B}" reads back as one character that is not "z").
        if let first = character.unicodeScalars.first,
          first.properties.isGraphemeExtend || first.properties.generalCategory == .spacingMark
        {
          return false
        }
        return self != .digit && character.isLetter
      }

      /// The message that says what the slot takes: "Only digits fit here."
      var onlyThisFits: LocalizedMessage {
        switch self {
        case .digit: LocalizedMessage("mask.onlyDigits")
        case .letter: LocalizedMessage("mask.onlyLetters")
        case .letterOrDigit: LocalizedMessage("mask.onlyLettersAndDigits")
        case .characters(let set):
          LocalizedMessage("mask.onlyCharacters", ["characters": String(set.sorted())])
        }
      }
    }

    /// One position of the pattern.
    public enum Element: Hashable, Sendable {
      /// A character the field shows between slots.
      case literal(Character)
      /// A position the value fills.
      case slot(SlotClass)
    }

    /// The most elements a pattern may have, so that a policy file stays small to judge.
    public static let largestPattern = 1_000

    /// The pattern as written.
    public let pattern: String
    /// The custom slots as given: a pattern character and the characters it takes.
    public let slots: [Character: String]
    /// The elements of the pattern, in order.
    public let elements: [Element]
    /// How many slots a complete value fills: all of them, or those before an optional group
    /// `[…]`, unless given.
    public let requiredSlots: Int
    /// Whether the last slot repeats (`#…`): the value may be as long as any other rule lets it.
    public let repeatsLastSlot: Bool
    /// Whether the literals after the last filled slot show while typing: "+7 (123) " rather
    /// than "+7 (123)". Literals after the last slot of the pattern show once the value fills
    /// every slot, either way.
    public let trailingLiterals: Bool
    /// What the field shows for each slot not filled yet (`_` shows "___ ____ ____" for
    /// "### #### ####"), given to views as ``InputPolicy/placeholder``.
    public let placeholder: Character?
    /// The starts of the values this layout is for, when it is one of several
    /// (``init(layouts:)``): `["34", "37"]`; empty for any value.
    public internal(set) var startsWith: [String]
    /// The layouts of a field with several, in order of preference; empty for one.
    public internal(set) var layouts: [Mask]
    /// The index in ``elements`` of each slot.
    let slotPositions: [Int]
    /// Whether every literal is a single ASCII byte, so that a display text of an ASCII value
    /// can be laid out byte by byte.
    let literalsHaveSingleByteCharacters: Bool
    /// The single-byte characters each slot takes, by slot index.
    let asciiSlots: [ASCIISet]
    /// Each element's literal as one byte, or 0xFF for a slot or a literal of more bytes.
    let asciiLiterals: [UInt8]
    /// Where each literal before the first slot stands, in order.
    let leadingLiteralPlaces: [Character: [Int]]
    /// The leading literals of one byte.
    let leadingLiteralBytes: ASCIISet

    /// Reads a pattern.
    ///
    /// - Parameters:
    ///   - pattern: `#` a digit, `A` a letter, `*` a letter or a digit, `\` escapes, any other
    ///     character is a literal.
    ///   - slots: Custom slots: a character of the pattern and the characters it takes.
    ///   - requiredSlots: How many slots make the value complete; all of them when `nil`.
    ///   - trailingLiterals: Whether the literals after the last filled slot show while typing
    ///     ("+7 (123) " rather than "+7 (123)").
    ///   - placeholder: What the field shows for each slot not filled yet, for
    ///     ``InputPolicy/placeholder``; `nil` for nothing.
    /// - Throws: ``TextInputError`` for an empty pattern, a pattern without slots or longer than
    ///   ``largestPattern``, a trailing `\`, a custom slot the pattern does not use or that takes
    ///   no character, a `requiredSlots` outside 1 and the number of slots.
    public init(
      _ pattern: String, slots: [Character: String] = [:], requiredSlots: Int? = nil,
      trailingLiterals: Bool = false, placeholder: Character? = nil
    ) throws(TextInputError) {
      guard !pattern.isEmpty else { throw Self.invalid("mask.empty") }
      var classes: [Character: SlotClass] = ["#": .digit, "A": .letter, "*": .letterOrDigit]
      for (name, characters) in slots.sorted(by: { $0.key < $1.key }) {
        let set = Set(characters)
        guard !set.isEmpty else {
          throw Self.invalid("mask.slotTakesNothing", ["slot": String(name)])
        }
        classes[name] = .characters(set)
      }
      var elements: [Element] = []
      var used: Set<Character> = []
      var escaping = false
      // Slots counted when "[" opened the optional group; whether it is open; whether "…" made
      // the last slot repeat.
      var optionalFrom: Int?
      var inOptional = false
      var repeats = false
      var slotsSoFar = 0
      for character in pattern {
        guard elements.count < Self.largestPattern else {
          throw Self.invalid("mask.tooLong", ["maximum": "\(Self.largestPattern)"])
        }
        if escaping {
          guard !repeats else { throw Self.invalid("mask.repeat", ["pattern": pattern]) }
          elements.append(.literal(character))
          escaping = false
        } else if character == "\\" {
          escaping = true
        } else if character == "[" {
          guard optionalFrom == nil, !repeats else {
            throw Self.invalid("mask.optionalGroup", ["pattern": pattern])
          }
          optionalFrom = slotsSoFar
          inOptional = true
        } else if character == "]" {
          guard inOptional, let from = optionalFrom, slotsSoFar > from else {
            throw Self.invalid("mask.optionalGroup", ["pattern": pattern])
          }
          inOptional = false
        } else if character == "\u{2026}" {
          guard !repeats, case .slot = elements.last else {
            throw Self.invalid("mask.repeat", ["pattern": pattern])
          }
          repeats = true
        } else if let slot = classes[character] {
          // A required slot after the optional group would make the layout of a shorter value
          // ambiguous, and nothing follows a repeated slot.
          guard !repeats, optionalFrom == nil || inOptional else {
            throw Self.invalid(
              repeats ? "mask.repeat" : "mask.optionalGroup", ["pattern": pattern])
          }
          elements.append(.slot(slot))
          used.insert(character)
          slotsSoFar += 1
        } else {
          guard !repeats else { throw Self.invalid("mask.repeat", ["pattern": pattern]) }
          elements.append(.literal(character))
        }
      }
      guard !escaping else {
        throw Self.invalid("mask.loneBackslash", ["pattern": pattern])
      }
      guard !inOptional else {
        throw Self.invalid("mask.optionalGroup", ["pattern": pattern])
      }
      // A field's mask is one line; a line break would show the value on two.
      guard !pattern.contains(where: \.isNewline) else {
        throw Self.invalid("mask.lineBreak", ["pattern": String(pattern.prefix(64))])
      }
      for name in slots.keys.sorted() where !used.contains(name) {
        throw Self.invalid("mask.slotUnused", ["slot": String(name), "pattern": pattern])
      }
      let positions = elements.indices.filter {
        if case .slot = elements[$0] { true } else { false }
      }
      guard !positions.isEmpty else {
        throw Self.invalid("mask.noSlot", ["pattern": pattern])
      }
      if let requiredSlots, !(1...positions.count).contains(requiredSlots) {
        throw Self.invalid(
          "mask.requiredSlots", ["slots": "\(positions.count)", "value": "\(requiredSlots)"])
      }
      self.pattern = pattern
      self.slots = slots
      self.elements = elements
      self.slotPositions = positions
      self.literalsHaveSingleByteCharacters = elements.allSatisfy {
        if case .literal(let literal) = $0 { String(literal).hasSingleByteCharacters } else { true }
      }
      var classSets: [SlotClass: ASCIISet] = [:]
      self.asciiSlots = positions.map { position in
        guard case .slot(let slot) = elements[position] else { return ASCIISet { _ in false } }
        if let known = classSets[slot] { return known }
        let set = ASCIISet(slot.accepts)
        classSets[slot] = set
        return set
      }
      self.asciiLiterals = elements.map {
        guard case .literal(let literal) = $0, String(literal).hasSingleByteCharacters else {
          return 0xFF
        }
        return literal.asciiValue ?? 0xFF
      }
      var places: [Character: [Int]] = [:]
      for index in 0..<positions[0] {
        if case .literal(let literal) = elements[index] { places[literal, default: []].append(index) }
      }
      self.leadingLiteralPlaces = places
      self.leadingLiteralBytes = ASCIISet { places[$0] != nil }
      self.requiredSlots = requiredSlots ?? optionalFrom ?? positions.count
      self.repeatsLastSlot = repeats
      self.trailingLiterals = trailingLiterals
      self.placeholder = placeholder
      self.startsWith = []
      self.layouts = []
    }

    /// A malformed mask's error.
    static func invalid(_ key: String, _ arguments: [String: String] = [:]) -> TextInputError {
      TextInputError(.invalidMask, key, arguments, at: nil)
    }

    /// How many slots the pattern has: the longest value, unless the last slot repeats.
    public var slotCount: Int { slotPositions.count }

    /// The longest value: ``slotCount``, or no limit of its own when the last slot repeats.
    var capacity: Int { repeatsLastSlot ? Int.max : slotPositions.count }

    /// How many elements come before the first slot: the leading literals ("+7 (").
    var leadingLiteralCount: Int { slotPositions[0] }

    /// The index in ``elements`` of slot `index`; the repeated slot for any past the last.
    func slotPosition(_ index: Int) -> Int {
      slotPositions[Swift.min(index, slotPositions.count - 1)]
    }

    /// The characters of slot `index` as bytes; the repeated slot's for any past the last.
    func asciiSlot(_ index: Int) -> ASCIISet {
      asciiSlots[Swift.min(index, asciiSlots.count - 1)]
    }

    /// The class of slot `index`; the repeated slot's for any past the last.
    func slotClass(_ index: Int) -> SlotClass {
      guard case .slot(let slot) = elements[slotPosition(index)] else { return .digit }
      return slot
    }

    /// Whether each character of `value` fits the slot it would fill, starting at slot `first`,
    /// without running past the last slot.
    ///
    /// - Complexity: O(*n*) in the length of `value`; byte by byte when it is ASCII.
    func fitsSlots(_ value: some StringProtocol, from first: Int) -> Bool {
      var slot = first
      if value.hasSingleByteCharacters {
        for byte in value.utf8 {
          guard slot < capacity, asciiSlot(slot).contains(byte) else { return false }
          slot += 1
        }
      } else {
        for character in value {
          guard slot < capacity, slotClass(slot).accepts(character) else { return false }
          slot += 1
        }
      }
      return true
    }

    /// A mask reads only the value before and after the edit, but all of it: where the edit
    /// stands decides which slots it fills.
    public var inspectsWholeText: Bool { true }

    /// Fills the next slots with what the edit inserts (in value space: ``ProposedEdit/text`` is
    /// the value, without literals).
    public func review(_ edit: inout ProposedEdit) {
      if !layouts.isEmpty { return reviewWithLayouts(&edit) }
      edit.transformReplacement(rule: .mask, message: LocalizedMessage("fullWidth.converted")) {
        FullWidth.folding($0)
      }
      // Digits of other scripts fill digit slots; a slot of your own that takes one keeps it.
      edit.transformReplacement(rule: .mask, message: LocalizedMessage("digits.converted")) {
        DecimalDigits.folding($0) { character in slots.values.contains { $0.contains(character) } }
      }
      let inserted = edit.replacement
      guard !inserted.isEmpty else { return }
      let start = edit.prefix.count
      let suffix = edit.suffix
      let room = repeatsLastSlot ? Int.max : Swift.max(slotCount - start - suffix.count, 0)
      // Into an empty value, the leading literals ("+7 (") typed or pasted are skipped, the
      // prefix's own digits included; once the field shows them, the first slot is next.
      // Before a value, a literal stands only where it is ("0" typed over "0a" of "0*#" with
      // "1" after it is the value "01").
      var cursor = Cursor(
        mask: self, filled: start,
        afterLeadingLiterals: start == 0 && edit.working.leadingLiteralsShown,
        consumesLeadingLiterals: suffix.isEmpty,
        consumesPrefixValueCharacters: suffix.isEmpty && edit.source == .typing
          && inserted.utf8.count <= 4 && inserted.count == 1)
      var kept = ""
      var keptCount = 0
      var dropped = ""
      var overflow = ""
      var rejectedClass: SlotClass?
      if inserted.hasSingleByteCharacters {
        // Typing and most pastes: byte by byte, against the slots' byte sets.
        // Bytes gathered in arrays, made strings once, read from contiguous storage: a long
        // paste overflows in bulk.
        var remaining = inserted.utf8.count
        var keptBytes: [UInt8] = []
        var overflowBytes: [UInt8] = []
        var droppedBytes: [UInt8] = []
        var contiguous = inserted
        contiguous.withUTF8 { utf8 in
          // The bytes from `index` on, in bulk: those the last slot takes go to `taken`, the
          // others are dropped.
          func sortRest(from index: Int, into taken: inout [UInt8]) {
            let rest = UnsafeBufferPointer(rebasing: utf8[index...])
            let last = asciiSlot(slotCount - 1)
            if let present = ASCIISet(bytesOf: rest), present.isSubset(of: last) {
              taken.append(contentsOf: rest)
              return
            }
            for byte in rest {
              if last.contains(byte) {
                taken.append(byte)
              } else {
                droppedBytes.append(byte)
                if rejectedClass == nil { rejectedClass = slotClass(slotCount - 1) }
              }
            }
          }
          var index = 0
          while index < utf8.count {
            if !repeatsLastSlot && cursor.filled == slotCount && cursor.position >= elements.count {
              // Past the last slot and literal: what the last slot takes overflows, the rest is
              // dropped, without the cursor.
              sortRest(from: index, into: &overflowBytes)
              break
            }
            if cursor.isInRepeatedTail {
              // Past the pattern of a repeated last slot: what it takes is kept.
              let before = keptBytes.count
              sortRest(from: index, into: &keptBytes)
              keptCount += keptBytes.count - before
              cursor.fillRepeated(keptBytes.count - before)
              break
            }
            let byte = utf8[index]
            index += 1
            remaining -= 1
            switch cursor.take(byte: byte, room: room - keptCount, endsInsertion: remaining == 0) {
            case .literal: break
            case .filled, .trimmed:
              keptBytes.append(byte)
              keptCount += 1
            case .overflow: overflowBytes.append(byte)
            case .dropped(let slot):
              droppedBytes.append(byte)
              if rejectedClass == nil { rejectedClass = slot }
            }
          }
        }
        kept = String(singleByteCharacters: keptBytes)
        overflow = String(singleByteCharacters: overflowBytes)
        dropped = String(singleByteCharacters: droppedBytes)
      } else {
        var remaining = inserted.count
        // A long paste asks a bound ReviewCancellation as it goes (the bytes above go in bulk
        // once the slots are full); stopped, the edit is left unfinished, to be thrown away.
        var checkpoint = ReviewCheckpoint()
        for character in inserted {
          if checkpoint.shouldStop() { return }
          remaining -= 1
          switch cursor.take(character, room: room - keptCount, endsInsertion: remaining == 0) {
          case .literal: break
          case .filled:
            kept.append(character)
            keptCount += 1
          case .trimmed(let base):
            kept.append(base)
            keptCount += 1
            dropped.unicodeScalars.append(contentsOf: character.unicodeScalars.dropFirst())
            if rejectedClass == nil { rejectedClass = slotClass(start + keptCount - 1) }
          case .overflow: overflow.append(character)
          case .dropped(let slot):
            dropped.append(character)
            if rejectedClass == nil { rejectedClass = slot }
          }
        }
      }
      // The value after the insertion moves to later slots: each of its characters must fit.
      guard fitsSlots(suffix, from: start + keptCount) else {
        edit.reject(rule: .mask, message: LocalizedMessage("mask.doesNotFit"))
        return
      }
      edit.reportLayoutRemovals(
        rule: .mask, dropped: dropped,
        (rejectedClass ?? slotClass(Swift.min(start, slotCount - 1))).onlyThisFits,
        overflow: overflow)
      guard kept != inserted else { return }
      // What is left is value: a review again (after a rule joined characters) must not read
      // a digit of it as the prefix's ("7777" → "777", not "77").
      edit.working.leadingLiteralsShown = true
      edit.replacement = kept
      edit.working.mayHaveJoined = true
      edit.working.indivisibleUTF8Ranges = []
      if kept.isEmpty {
        // Nothing fits: the change that says why is the rejection.
        if let last = edit.changes.last, last.rule == .mask {
          edit.rejection = last
        } else if start == 0, suffix.isEmpty, cursor.position > 0 {
          // Only leading literals into an empty value: the field shows them ("+" → "+7 (").
          return
        } else {
          edit.reject(rule: .mask, message: LocalizedMessage("separators.addedByField"))
        }
      }
    }
  }
}

extension InputRule where Self == InputRules.Mask {
  /// A mask such as `"### #### ####"`; see ``InputRules/Mask``.
  ///
  /// - Throws: ``TextInputError`` for a malformed pattern.
  public static func mask(
    _ pattern: String, slots: [Character: String] = [:], requiredSlots: Int? = nil,
    trailingLiterals: Bool = false, placeholder: Character? = nil
  ) throws(TextInputError) -> Self {
    try InputRules.Mask(
      pattern, slots: slots, requiredSlots: requiredSlots, trailingLiterals: trailingLiterals,
      placeholder: placeholder)
  }
}
