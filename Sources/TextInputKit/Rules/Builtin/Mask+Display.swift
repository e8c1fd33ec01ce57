extension InputRules.Mask: DisplayFormat {
  func values(of pieces: [Substring]) -> [String] {
    if !layouts.isEmpty { return valuesWithLayouts(of: pieces) }
    var cursor = Cursor(mask: self, filled: 0)
    // Stopped by a ReviewCancellation, the values are unfinished: the caller throws them away.
    var checkpoint = ReviewCheckpoint()
    return pieces.map { piece in
      if piece.hasSingleByteCharacters {
        // The common case, a field of digits and ASCII separators: byte by byte.
        var value: [UInt8] = []
        value.reserveCapacity(piece.utf8.count)
        let utf8 = piece.utf8
        var index = utf8.startIndex
        while index < utf8.endIndex {
          if cursor.isInRepeatedTail {
            // Past the pattern, only the repeated slot: what it takes, in bulk.
            let last = asciiSlot(slotCount - 1)
            let before = value.count
            for byte in utf8[index...] where last.contains(byte) { value.append(byte) }
            cursor.fillRepeated(value.count - before)
            break
          }
          if checkpoint.shouldStop() { break }
          if cursor.take(byte: utf8[index]) == .filled { value.append(utf8[index]) }
          utf8.formIndex(after: &index)
        }
        return String(singleByteCharacters: value)
      }
      var value = ""
      for character in piece {
        if checkpoint.shouldStop() { break }
        switch cursor.take(character) {
        case .filled: value.append(character)
        case .trimmed(let base): value.append(base)
        case .literal, .overflow, .dropped: break
        }
      }
      return value
    }
  }

  /// The display text of `value`: each literal appears once the slot after it is filled, or
  /// with ``trailingLiterals`` once the slot before it is; the literals after the last slot once
  /// the value is complete.
  ///
  /// ```swift
  /// // "### #### ####": "138" → "138", "1380" → "138 0"; "+86 ###": "" → "", "1" → "+86 1"
  /// // "##%": "9" → "9", "99" → "99%" · "+7 (###) ###" with trailing literals: "912" → "+7 (912) "
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the value and the pattern.
  public func display(of value: String) -> String {
    guard !value.isEmpty else { return "" }
    if !layouts.isEmpty { return layout(for: value).display(of: value) }
    if value.hasSingleByteCharacters, literalsHaveSingleByteCharacters {
      var result: [UInt8] = []
      result.reserveCapacity(Swift.max(elements.count, value.utf8.count))
      var bytes = value.utf8.makeIterator()
      layOut(&bytes, item: { result.append($0) }, literal: { result.append($0.asciiValue ?? 0x20) })
      return String(singleByteCharacters: result)
    }
    var result = ""
    var characters = value.makeIterator()
    layOut(&characters, item: { result.append($0) }, literal: { result.append($0) })
    return result
  }

  /// Lays out the items of `value`, a character or a byte each, into the pattern: hands each
  /// to `item` in its slot and each literal shown between them to `literal`, as
  /// ``display(of:)`` describes. One walk for the fast path over bytes and the one over
  /// characters.
  private func layOut<Items: IteratorProtocol>(
    _ value: inout Items, item: (Items.Element) -> Void, literal: (Character) -> Void
  ) {
    let lastSlot = slotPositions[slotPositions.count - 1]
    var next = value.next()
    var index = 0
    var filled = 0
    walk: while index < elements.count {
      switch elements[index] {
      case .literal(let character):
        guard next != nil || trailingLiterals else { break walk }
        literal(character)
      case .slot:
        guard let current = next else { break walk }
        item(current)
        filled += 1
        next = value.next()
      }
      index += 1
    }
    if repeatsLastSlot {
      while let current = next {
        item(current)
        next = value.next()
      }
    } else if filled >= requiredSlots {
      for element in elements[Swift.max(index, lastSlot + 1)...] {
        if case .literal(let character) = element { literal(character) }
      }
    }
  }

  func displayOffset(afterValueCharacters count: Int, of value: String) -> Int {
    guard !value.isEmpty else { return 0 }
    if !layouts.isEmpty {
      return layout(for: value).displayOffset(afterValueCharacters: count, of: value)
    }
    guard count > 0 else { return slotPositions[0] }
    let lastSlot = slotPositions[slotPositions.count - 1]
    if count > slotCount {
      // Past the last slot, only the repeated slot's characters.
      return repeatsLastSlot ? lastSlot + 1 + (count - slotCount) : lastSlot + 1
    }
    var offset = slotPositions[count - 1] + 1
    if trailingLiterals, count == value.count {
      // At the end of the value, after the literals that trail it.
      while offset < elements.count, case .literal = elements[offset] { offset += 1 }
    }
    return offset
  }

  /// The pattern with each slot shown as ``placeholder``, for a view's placeholder: "___ ____ ____"
  /// for `### #### ####` with "_"; `nil` without a placeholder. Optional slots are shown, a
  /// repeated slot once; with several layouts, the first without ``startsWith``'s.
  public var placeholderText: String? {
    let layout = layouts.first(where: \.startsWith.isEmpty) ?? layouts.first ?? self
    guard let placeholder = layout.placeholder else { return nil }
    return String(
      layout.elements.map {
        switch $0 {
        case .literal(let literal): literal
        case .slot: placeholder
        }
      })
  }

  /// The text a field shows when it has focus and no value: the literals before the first slot
  /// ("+7 (" for `+7 (###) ###-##-##`), or nothing.
  public var leadingText: String {
    let layout = layouts.first ?? self
    return String(
      layout.elements[..<layout.leadingLiteralCount].compactMap {
        if case .literal(let literal) = $0 { literal } else { nil }
      })
  }

  func refitted(_ value: String) -> String {
    if !layouts.isEmpty { return layout(for: value).refitted(value) }
    // Usually every character fits: the value itself, without building a new one.
    if fitsSlots(value, from: 0) { return value }
    var result = ""
    var slot = 0
    for character in value where slot < capacity && slotClass(slot).accepts(character) {
      result.append(character)
      slot += 1
    }
    return result
  }

  /// Whether `value` fills at least ``requiredSlots`` slots, each with a character it takes.
  public func isComplete(_ value: String) -> Bool {
    if !layouts.isEmpty { return layout(for: value).isComplete(value) }
    return refitted(value) == value && value.count >= requiredSlots
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
    if !layouts.isEmpty { return layout(for: value).completion(of: value) }
    guard refitted(value) == value else {
      return .invalid(
        rule: .mask, message: LocalizedMessage("mask.valueDoesNotFit", ["pattern": pattern]))
    }
    guard value.count < requiredSlots else { return nil }
    return .incomplete(
      rule: .mask,
      message: LocalizedMessage(
        requiredSlots == slotCount && !repeatsLastSlot ? "mask.enterAll" : "mask.enterAtLeast",
        ["count": String(requiredSlots), "typed": String(value.count)]))
  }
}

extension InputRules.Mask: FormattingRule {
  /// A mask always lays its value out.
  var displayFormat: (any DisplayFormat)? { self }
}
