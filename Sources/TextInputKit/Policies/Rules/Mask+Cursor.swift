extension InputRules.Mask {
  /// Walks a text against the pattern, deciding for each character whether it is a literal
  /// standing where the pattern has it, fills the next slot, does not fit, or comes after the
  /// last slot.
  ///
  /// A literal is recognised only where the next literal of the pattern is expected, so a
  /// pasted display form "+86 138 0013 8000" gives the value "13800138000", and "86" typed in
  /// a slot is a value.
  struct Cursor {
    enum Step: Equatable {
      /// The character is the literal the pattern has here; it is skipped.
      case literal
      /// The character fills the next slot.
      case filled
      /// The character would fill a slot, but there is no room left.
      case overflow
      /// The character fits no slot here.
      case dropped(SlotClass)
    }

    let mask: InputRules.Mask
    /// The index of the next element of the pattern.
    private(set) var position: Int
    /// How many slots are filled.
    private(set) var filled: Int

    /// A cursor after `filled` slots, before the literals that follow the last of them.
    init(mask: InputRules.Mask, filled: Int) {
      self.mask = mask
      let filled = Swift.min(Swift.max(filled, 0), mask.slotCount)
      self.filled = filled
      self.position = filled == 0 ? 0 : mask.slotPositions[filled - 1] + 1
    }

    /// Takes one character; `room` is how many more slots may be filled.
    mutating func take(_ character: Character, room: Int = .max) -> Step {
      if position < mask.elements.count, case .literal(let literal) = mask.elements[position],
        literal == character
      {
        position += 1
        return .literal
      }
      let slot = mask.slotClass(Swift.min(filled, mask.slotCount - 1))
      guard slot.accepts(character) else { return .dropped(slot) }
      guard room > 0, filled < mask.slotCount else { return .overflow }
      position = mask.slotPositions[filled] + 1
      filled += 1
      return .filled
    }
  }
}
