extension ProposedEdit {
  /// What the engine and the rules note about an edit while it is reviewed, beside the text,
  /// range, replacement and changes that a rule reads: one value, with one life cycle.
  ///
  /// 1. **Made** with the proposal. ``FieldBuffer`` gives ``knownUnits`` (its running lengths),
  ///    with tokens the ``indivisibleUTF8Ranges`` of the replacement, and on a window of the text
  ///    the ``patternWindows`` and ``scriptsOutsideText``; a proposal made by the public initializer starts empty.
  /// 2. **Written during the review** (``InputPolicy/review(_:)``), only through `ProposedEdit`'s
  ///    methods and the built-in rules: a removal or rewrite sets ``mayHaveJoined`` (the policy
  ///    clears it at the start of each round and runs the rules again while it is set), a cut
  ///    or rewrite narrows or clears ``indivisibleUTF8Ranges``, a whole-text rewrite sets
  ///    ``widened`` and ``placedCaret``, and a length limit records ``measuredChange``.
  /// 3. **Read when the result is written**: ``InputPolicy/outcome(of:from:)`` reads ``widened``
  ///    and ``placedCaret`` to lay out the new text and caret, and ``FieldBuffer`` reads
  ///    ``widened`` and ``measuredChange`` to update its text and running lengths in place.
  ///    The state ends with the proposal.
  ///
  /// ```swift
  /// // "12|" + paste "3$4" under NoDollar: mayHaveJoined after "$" is removed, so the rules
  /// // run again on "34", which changes nothing: "1234|"
  /// ```
  struct ReviewState: Sendable {
    /// The caret a rule placed, in characters from the start of the replacement, as it placed
    /// it; `nil` for the end of the replacement.
    var placedCaret: Int?
    /// Whether a rule replaced more than the edit's own range.
    var widened = false
    /// Whether a rule removed or rewrote text in a way that may have joined two clusters, so the
    /// rules must look at the result again.
    var mayHaveJoined = false
    /// Lengths of the text that are already known, by metric, in units.
    var knownUnits: [LengthMetric: Int]
    /// The change in length that inserting the whole replacement over the range makes, under
    /// one metric, once measured: a length limit measures it and the field reuses it to keep its
    /// running count. It holds for the replacement and range it was measured with, which are
    /// kept to compare (a string compares with itself at once).
    var measuredChange:
      (metric: LengthMetric, change: Int, replacement: String, range: Range<String.Index>)?
    /// Parts of the replacement that rules keep or drop whole, in UTF-8 offsets (see
    /// ``ProposedEdit/indivisibleUTF8Ranges``).
    var indivisibleUTF8Ranges: [Range<Int>] = []
    /// For patterns, where the text sits in the field when it is a window of it.
    var patternWindows: [PatternWindow] = []
    /// For a rule that judges scripts, the letters of the field outside the text when it is a
    /// window of it; `nil` when the text is the whole field.
    var scriptsOutsideText: ScriptTally?
    /// For a formatted field, whether the field already shows literals before the edit while
    /// the value before it is empty: a mask's leading literals ("+7 (|"), which a character
    /// typed next does not repeat.
    var leadingLiteralsShown = false

    init(knownUnits: [LengthMetric: Int]) { self.knownUnits = knownUnits }
  }
}
