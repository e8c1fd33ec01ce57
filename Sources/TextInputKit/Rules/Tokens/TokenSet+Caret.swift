internal import Algorithms

extension TokenSet {
  /// The token that `position` falls strictly inside, if any.
  ///
  /// - Parameter tokens: The tokens of the text, from ``ranges(in:)``.
  func token(around position: String.Index, in tokens: [Range<String.Index>])
    -> Range<String.Index>?
  {
    // The first token that ends after `position` is the only one that can hold it.
    let index = tokens.partitioningIndex { $0.upperBound > position }
    guard index < tokens.count, tokens[index].lowerBound < position else { return nil }
    return tokens[index]
  }

  /// The edge of the token around `position` that is nearer, in characters; the end on a tie.
  func nearerEdge(
    of position: String.Index, in text: String, tokens: [Range<String.Index>]
  ) -> String.Index {
    guard let token = token(around: position, in: tokens) else { return position }
    let before = text.distance(from: token.lowerBound, to: position)
    let after = text.distance(from: position, to: token.upperBound)
    return before < after ? token.lowerBound : token.upperBound
  }

  /// `range` widened so that it cuts no token.
  func widen(
    _ range: Range<String.Index>, tokens: [Range<String.Index>]
  ) -> Range<String.Index> {
    let lower = token(around: range.lowerBound, in: tokens)?.lowerBound ?? range.lowerBound
    let upper = token(around: range.upperBound, in: tokens)?.upperBound ?? range.upperBound
    return lower..<upper
  }

  /// Moves a caret that falls inside a token to the token's nearer edge.
  ///
  /// A tap lands anywhere; the caret then goes to the nearer edge, counted in characters, and
  /// to the end when both are as near.
  ///
  /// ```swift
  /// // "s|in(π)"  → "|sin(π)"
  /// // "sin|(π)"  → "sin(|π)"
  /// // "si|n(π)"  → "sin(|π)"   (a tie goes to the end)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of `text`.
  public func snap(_ position: String.Index, in text: String) -> String.Index {
    let position = text.clusterRange(position..<position).lowerBound
    return nearerEdge(of: position, in: text, tokens: ranges(in: text))
  }

  /// Snaps a caret to a token's nearer edge, and widens a selection that cuts a token to
  /// include all of it.
  ///
  /// ```swift
  /// // "[2si]n(" → "[2sin(]"
  /// // "[2]sin(" → "[2]sin("   (cuts nothing: unchanged)
  /// ```
  public func snap(selection: Range<String.Index>, in text: String) -> Range<String.Index> {
    let selection = text.clusterRange(selection)
    let tokens = ranges(in: text)
    if selection.isEmpty {
      let caret = nearerEdge(of: selection.lowerBound, in: text, tokens: tokens)
      return caret..<caret
    }
    return widen(selection, tokens: tokens)
  }

  /// Snaps a selection that moved from `previous`: a caret that stepped one character into a
  /// token from one of its edges crosses the token, as an arrow key does; any other caret goes
  /// to the nearer edge, and a selection that cuts a token widens to include all of it.
  ///
  /// ```swift
  /// // "|sin(" → "s|in("  → "sin(|"   (a step right from the start crosses)
  /// // "sin(|" → "sin|("  → "|sin("   (a step left from the end crosses)
  /// // "2|sin(" tapped at "sin|(" → "sin(|"   (the nearer edge)
  /// ```
  ///
  /// - Parameter hasMarkedText: Whether an input method is composing; then the selection is its
  ///   own and only made whole clusters.
  /// - Complexity: O(*n*) in the length of `text`.
  func snap(
    _ selection: Range<String.Index>, from previous: Range<String.Index>, in text: String,
    hasMarkedText: Bool
  ) -> Range<String.Index> {
    let selection = text.clusterRange(selection)
    guard !hasMarkedText, !isEmpty else { return selection }
    let tokens = ranges(in: text)
    guard selection.isEmpty else { return widen(selection, tokens: tokens) }
    guard let token = token(around: selection.lowerBound, in: tokens) else { return selection }
    let caret: String.Index
    if previous.isEmpty, previous.lowerBound == token.lowerBound,
      text.index(after: token.lowerBound) == selection.lowerBound
    {
      caret = token.upperBound
    } else if previous.isEmpty, previous.lowerBound == token.upperBound,
      text.index(before: token.upperBound) == selection.lowerBound
    {
      caret = token.lowerBound
    } else {
      caret = nearerEdge(of: selection.lowerBound, in: text, tokens: tokens)
    }
    return caret..<caret
  }

  /// The field with its selection snapped (see ``snap(selection:in:)``).
  ///
  /// A field with marked text is returned unchanged: the input method owns its caret.
  public func snap(_ state: TextFieldState) -> TextFieldState {
    guard !state.hasMarkedText, !isEmpty else { return state }
    let snapped = snap(selection: state.selection, in: state.text)
    guard snapped != state.selection else { return state }
    var next = state
    next.select(snapped)
    return next
  }

  /// The caret's offset from the start of the text, in steps: a character or a whole token.
  ///
  /// ```swift
  /// // "2sin(|"   → 2
  /// // "😀@bob|"  → 2
  /// ```
  public func caretSteps(in state: TextFieldState) -> Int {
    let text = state.text
    let caret = snap(selection: state.selection, in: text).lowerBound
    var steps = text.distance(from: text.startIndex, to: caret)
    for token in ranges(in: text) where token.upperBound <= caret {
      steps -= text.distance(from: token.lowerBound, to: token.upperBound) - 1
    }
    return steps
  }

  /// Moves the caret by `steps`: each step crosses one character or one whole token.
  ///
  /// A negative count moves left. Moving starts from the selection's start when going left and
  /// from its end when going right, collapses the selection, and stops at either end of the
  /// text.
  ///
  /// ```swift
  /// // "2sin(|" moved by -1 → "2|sin("
  /// // "|2sin(" moved by 2  → "2sin(|"
  /// // "2|"     moved by 5  → "2|"      (clamped)
  /// ```
  ///
  /// - Complexity: O(*n*) in the length of the text.
  public func moveCaret(by steps: Int, in state: TextFieldState) -> TextFieldState {
    let text = state.text
    let tokens = ranges(in: text)
    let selection = state.selection
    var caret = steps > 0 ? selection.upperBound : selection.lowerBound
    caret = nearerEdge(of: caret, in: text, tokens: tokens)
    if steps > 0 {
      for _ in 0..<steps where caret < text.endIndex {
        caret = text.index(after: caret)
        if let token = token(around: caret, in: tokens) { caret = token.upperBound }
      }
    } else if steps < 0 {
      for _ in 0..<(-steps) where caret > text.startIndex {
        caret = text.index(before: caret)
        if let token = token(around: caret, in: tokens) { caret = token.lowerBound }
      }
    }
    return TextFieldState(text: text, selection: caret..<caret, markedRange: state.markedRange)
  }

  /// Puts the caret `offset` steps from the start of the text, clamped to the text.
  ///
  /// ```swift
  /// // "|2sin(π)" to offset 3 → "2sin(π|)"
  /// // "2sin(π)|" to offset -1 → "|2sin(π)"   (clamped)
  /// ```
  public func moveCaret(toOffset offset: Int, in state: TextFieldState) -> TextFieldState {
    let start = TextFieldState(
      text: state.text, selection: state.text.startIndex..<state.text.startIndex,
      markedRange: state.markedRange)
    return moveCaret(by: Swift.max(offset, 0), in: start)
  }
}
