extension InputRules.Mask {
  /// The most layouts one field may have.
  public static let mostLayouts = 16

  /// One field with several layouts, the one that fits chosen by the value typed: a bank card
  /// laid out 4-6-5 when it starts with 34 or 37, 4-4-4-4 otherwise.
  ///
  /// A layout is chosen by the value, never by the keystroke, so the field keeps one layout
  /// while what decides it stays the same and every edit (typing, paste, deletion, undo) lays
  /// the value out the same way:
  ///
  /// 1. the first layout one of whose ``startsWith`` the value begins with, even when the value
  ///    is longer than it holds (the edit is then cut to it, and a digit past its end refused);
  /// 2. else the first layout without ``startsWith`` whose slots hold the value, else the one
  ///    of them with the most slots (all layouts count when every one has starts).
  ///
  /// ```swift
  /// var amex = try InputRules.Mask("#### ###### #####")
  /// let card = try InputRules.Mask(layouts: [
  ///   amex.startingWith(["34", "37"]), InputRules.Mask("#### #### #### #### ###"),
  /// ])
  /// // "378282246310005" → "3782 822463 10005" · "4111111111111111" → "4111 1111 1111 1111"
  /// // "3|" → "3" with the second layout: "3" starts neither "34" nor "37" yet
  /// ```
  ///
  /// The caret follows the value, not the layout: after an edit it stands after the last value
  /// character inserted (or before the deleted ones) in the new layout, even when the edit
  /// changed the layout. The layouts' patterns and other properties are the first layout's;
  /// ``layouts`` holds them all.
  ///
  /// - Throws: ``TextInputError`` when there is no layout, more than ``mostLayouts``, or a layout
  ///   that has layouts itself.
  public init(layouts: [InputRules.Mask]) throws(TextInputError) {
    guard let first = layouts.first, layouts.count <= Self.mostLayouts,
      layouts.allSatisfy(\.layouts.isEmpty)
    else {
      throw Self.invalid("mask.layouts", ["maximum": "\(Self.mostLayouts)"])
    }
    self = first
    self.startsWith = []
    self.layouts = layouts
  }

  /// This layout, for the values that begin with one of `starts`.
  ///
  /// - Throws: ``TextInputError`` for an empty start.
  public func startingWith(_ starts: [String]) throws(TextInputError) -> Self {
    guard !starts.contains(where: \.isEmpty) else {
      throw Self.invalid("mask.layouts", ["maximum": "\(Self.mostLayouts)"])
    }
    var layout = self
    layout.startsWith = starts
    return layout
  }

  /// The index in ``layouts`` of the layout for `value`.
  ///
  /// - Complexity: O(*n* + *p*) in the length of the value and of the starts.
  func layoutIndex(for value: some StringProtocol) -> Int {
    // A start, once typed, decides: a value longer than that layout holds is cut to it, so a
    // 16th digit after a 15-digit American Express number is refused, not laid out anew.
    if let index = layouts.indices.first(where: { index in
      layouts[index].startsWith.contains { value.hasPrefix($0) }
    }) {
      return index
    }
    // Counted only as far as the largest layout holds: a longer value takes the largest.
    let largest = layouts.map(\.capacity).max() ?? 0
    let count = largest == Int.max ? value.count : value.prefix(largest + 1).count
    let open = layouts.indices.filter { layouts[$0].startsWith.isEmpty }
    let candidates = open.isEmpty ? Array(layouts.indices) : open
    return candidates.first { layouts[$0].capacity >= count }
      ?? candidates.max { layouts[$0].capacity < layouts[$1].capacity } ?? 0
  }

  /// The layout for `value`; the mask itself when it has one layout.
  func layout(for value: some StringProtocol) -> Self {
    layouts.isEmpty ? self : layouts[layoutIndex(for: value)]
  }

  /// Reviews an edit with the layout of the value it leads to: the layout of the value with
  /// everything inserted first, then, while the result calls for another, that one.
  ///
  /// - Complexity: O(*n* · *k*) for *k* layouts, each review linear.
  func reviewWithLayouts(_ edit: inout ProposedEdit) {
    var index = layoutIndex(for: edit.resultingText)
    var tried: Set<Int> = []
    while true {
      var attempt = edit
      layouts[index].review(&attempt)
      tried.insert(index)
      let next = layoutIndex(for: attempt.resultingText)
      if attempt.isRejected || next == index || tried.contains(next) {
        edit = attempt
        return
      }
      index = next
    }
  }

  /// The values of `pieces` read with the layout that shows them: the layout of what the
  /// first layout reads, when it differs.
  func valuesWithLayouts(of pieces: [Substring]) -> [String] {
    let first = layouts[0].values(of: pieces)
    let index = layoutIndex(for: first.joined())
    return index == 0 ? first : layouts[index].values(of: pieces)
  }
}
