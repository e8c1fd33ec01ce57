extension InputRules.Mask: DisplayFormat {
  func values(of pieces: [Substring]) -> [String] {
    var cursor = Cursor(mask: self, filled: 0)
    return pieces.map { piece in
      if piece.hasSingleByteCharacters {
        // The common case, a field of digits and ASCII separators: byte by byte.
        var value: [UInt8] = []
        value.reserveCapacity(piece.utf8.count)
        for byte in piece.utf8 where cursor.take(byte: byte) == .filled {
          value.append(byte)
        }
        return String(singleByteCharacters: value)
      }
      var value = ""
      for character in piece {
        switch cursor.take(character) {
        case .filled: value.append(character)
        case .trimmed(let base): value.append(base)
        case .literal, .overflow, .dropped: break
        }
      }
      return value
    }
  }

  /// The display text of `value`: each literal appears once the slot after it is filled.
  ///
  /// ```swift
  /// // "### #### ####": "138" → "138", "1380" → "138 0"; "+86 ###": "" → "", "1" → "+86 1"
  /// ```
  public func display(of value: String) -> String {
    if value.hasSingleByteCharacters, literalsHaveSingleByteCharacters {
      var result: [UInt8] = []
      result.reserveCapacity(elements.count)
      var bytes = value.utf8.makeIterator()
      var next = bytes.next()
      for element in elements {
        guard let byte = next else { break }
        switch element {
        case .literal(let literal): result.append(literal.asciiValue ?? 0x20)
        case .slot:
          result.append(byte)
          next = bytes.next()
        }
      }
      return String(singleByteCharacters: result)
    }
    var result = ""
    var characters = value.makeIterator()
    var next = characters.next()
    for element in elements {
      guard let character = next else { break }
      switch element {
      case .literal(let literal): result.append(literal)
      case .slot:
        result.append(character)
        next = characters.next()
      }
    }
    return result
  }

  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    guard !value.isEmpty else { return 0 }
    let count = Swift.min(count, slotCount)
    return count == 0 ? slotPositions[0] : slotPositions[count - 1] + 1
  }

  func refitted(_ value: String) -> String {
    // Usually every character fits: the value itself, without building a new one.
    if fitsSlots(value, from: 0) { return value }
    var result = ""
    var slot = 0
    for character in value where slot < slotCount && slotClass(slot).accepts(character) {
      result.append(character)
      slot += 1
    }
    return result
  }

  /// Whether `value` fills at least ``requiredSlots`` slots, each with a character it takes.
  public func isComplete(_ value: String) -> Bool {
    refitted(value) == value && value.count >= requiredSlots
  }
}

extension InputRules.Mask {
  /// Incomplete while fewer than ``requiredSlots`` slots are filled; invalid when a character
  /// does not fit its slot. An empty value is left to ``InputRules/Required``.
  ///
  /// ```swift
  /// // "#### #### #### #### ###", 16 required: "6222 0212" → incomplete, "Enter at least
  /// // 16 characters; 8 so far." · 16 to 19 digits → complete
  /// ```
  public func completion(of value: String) -> Completion? {
    guard !value.isEmpty else { return nil }
    guard refitted(value) == value else {
      return .invalid(
        rule: .mask, message: LocalizedMessage("mask.valueDoesNotFit", ["pattern": pattern]))
    }
    guard value.count < requiredSlots else { return nil }
    return .incomplete(
      rule: .mask,
      message: LocalizedMessage(
        requiredSlots == slotCount ? "mask.enterAll" : "mask.enterAtLeast",
        ["count": String(requiredSlots), "typed": String(value.count)]))
  }
}

extension InputRules.Mask: FormattingRule {
  /// A mask always lays its value out.
  var displayFormat: (any DisplayFormat)? { self }
}
