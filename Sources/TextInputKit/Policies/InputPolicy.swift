/// An ordered composition of rules that decides what a text field accepts.
///
/// ```swift
/// let nickname = InputPolicy(.rejectEmoji, .rejectInvisibles, .maxLength(16, counting: .gb18030))
/// var field = TextFieldState(text: "小明")
/// let rejected = nickname.apply(.typing("😀", in: field), to: field)
/// rejected.disposition          // .rejected
/// rejected.changes[0].message   // "Emoji are not allowed here."
/// let accepted = nickname.apply(.typing("A", in: field), to: field)
/// accepted.state.text          // "小明A"
/// ```
///
/// Rules run in order on what an edit inserts. Deletions and marked (composing) text pass
/// untouched; a committed candidate is judged like typing.
public struct InputPolicy: Sendable {
  /// The rules, in the order they run.
  public var rules: [any InputRule] {
    didSet { capabilities = RuleCapabilities(rules) }
  }

  /// What the rules declare they do, found once when they are set.
  package private(set) var capabilities: RuleCapabilities

  /// Creates a policy from rules, in the order they run.
  public init(rules: [any InputRule]) {
    self.rules = rules
    self.capabilities = RuleCapabilities(rules)
  }

  /// Creates a policy from rules, in the order they run, with leading-dot syntax.
  ///
  /// ```swift
  /// let nickname = InputPolicy(.rejectEmoji, .rejectInvisibles, .maxLength(16, counting: .gb18030))
  /// ```
  public init<each Rule: InputRule>(_ rules: repeat each Rule) {
    var list: [any InputRule] = []
    for rule in repeat each rules { list.append(rule) }
    self.init(rules: list)
  }

  /// Creates a policy from rules listed in a builder block, one a line, with conditions.
  ///
  /// ```swift
  /// let field = InputPolicy {
  ///   InputRules.RejectEmoji()
  ///   if digitsOnly { InputRules.AllowedCharacters(.digits) }
  ///   InputRules.MaxLength(20)
  /// }
  /// ```
  public init(@InputPolicyBuilder _ build: () -> [any InputRule]) { self.init(rules: build()) }

  /// A policy that accepts everything.
  public static let unrestricted = InputPolicy(rules: [])

  /// Applies `edit` to `state` and says what happened.
  ///
  /// A rejected edit leaves the field exactly as it was. An edit that a rule filtered or truncated
  /// goes through with what is left, and the caret lands right after the inserted text.
  ///
  /// This is the engine of ``TextInputController`` on a value: the same review, the same result.
  ///
  /// - Complexity: O(*n*) in the length of the text, for building the new text.
  public func apply(_ edit: Edit, to state: TextFieldState) -> EditOutcome {
    var buffer = FieldBuffer(policy: self, state: state, reviewsWholeText: true)
    return buffer.apply(
      edit.utf16Range(in: state.text), replacement: edit.replacement, source: edit.source)
  }

  /// Runs the rules on a proposal.
  ///
  /// Deletions and marked-text updates are not reviewed. A proposal whose insertion is filtered
  /// away entirely is rejected.
  ///
  /// A long insertion that a length limit will cut is reviewed only as far as it can still fit,
  /// a part at a time: what the field keeps is the same as after a review of the whole
  /// insertion; the filters report what they removed from the parts they saw, and the limit's
  /// change lists the rest of the insertion as it was given.
  ///
  /// - Complexity: O(*m*) in the length of the insertion; for a long insertion that a length
  ///   limit cuts, O(*r*) in the room left under the limit, in most texts.
  public func review(_ proposal: inout ProposedEdit) {
    guard !proposal.replacement.isEmpty, proposal.source != .markedText else { return }
    if reviewInParts(&proposal, chunking: .standard) { return }
    reviewWhole(&proposal)
  }

  /// ``review(_:)`` on the whole insertion at once.
  func reviewWhole(_ proposal: inout ProposedEdit) {
    guard !proposal.replacement.isEmpty, proposal.source != .markedText else { return }
    // Removing a character can join its neighbours into one a rule that already ran would
    // reject ("7", U+200B, U+FE0F becomes the emoji "7️" once the invisible is gone): run the
    // rules again until nothing changes.
    // Cluster filters that failed to walk together run one by one, also in the next rounds.
    var walkFrom = 0
    // A later rule's cut of an insertion that a decimal number judged whole.
    var cut: PolicyChange?
    for round in 0..<3 {
      let before = proposal.replacement
      proposal.working.mayHaveJoined = false
      var judgedNumber = false
      var index = 0
      while index < rules.count {
        // A caller that bound a ReviewCancellation throws the unfinished proposal away.
        if ReviewCancellation.isRequested { return }
        if index >= walkFrom, ClusterFilterWalk.isEnabled,
          proposal.replacement.utf8.count >= ClusterFilterWalk.minimumUTF8Count
        {
          // Consecutive cluster filters walk the insertion once (ClusterFilterWalk).
          let filters = rules[index...].prefix { $0 is any ClusterFilter }
            .map { $0 as! any ClusterFilter }
          if !filters.isEmpty {
            if ClusterFilterWalk(filters).review(&proposal) {
              index += filters.count
              continue
            }
            walkFrom = index + filters.count
          }
        }
        let changeCount = proposal.changes.count
        rules[index].review(&proposal)
        if capabilities.judgesWholeValue[index] {
          judgedNumber = true
        } else if judgedNumber, round == 0, cut == nil {
          cut = proposal.changes[changeCount...].first { $0.kind == .truncated }
        }
        index += 1
        if proposal.isRejected {
          if round > 0, let cut, var rejection = proposal.rejection {
            // Only a longer insertion was a valid number, and it did not fit: the limit says why.
            rejection.rule = cut.rule
            rejection.localizedMessage = cut.localizedMessage
            proposal.changes[proposal.changes.count - 1] = rejection
            proposal.rejection = rejection
          }
          return
        }
        if proposal.replacement.isEmpty && !proposal.working.widened {
          proposal.rejection = proposal.changes.last
          return
        }
      }
      // The start of a valid number need not be one: a cut can leave "05" of "0.5", or three
      // integer digits of "12.5". The rules judge the cut insertion again.
      if round == 0, cut != nil { continue }
      if proposal.replacement == before || proposal.working.widened
        || !proposal.working.mayHaveJoined
      {
        return
      }
    }
  }

  /// The field after a reviewed proposal.
  func outcome(of proposal: ProposedEdit, from state: TextFieldState) -> EditOutcome {
    let text = state.text
    if proposal.isRejected {
      // A rejected commit still ends the composition: the field returns to its text before it.
      // Without marked text, a commit is like typing and a rejection leaves the field as it was.
      guard proposal.source == .commit, let marked = state.markedRange else {
        let caret = text.utf16Offset(of: proposal.range.lowerBound)
        return EditOutcome(
          state: state, disposition: .rejected, changes: proposal.changes,
          replacedUTF16Range: caret..<caret, replacement: "")
      }
      var next = state
      next.replace(marked, with: "")
      return EditOutcome(
        state: next, disposition: .rejected, changes: proposal.changes,
        replacedUTF16Range: text.utf16Range(marked), replacement: "")
    }
    var range = proposal.range
    var replacement = proposal.replacement
    // Where a rule placed the caret, counted back from the end of the whole text.
    let caretFromTextEnd = proposal.caretInReplacement.map {
      replacement.count - $0 + text[range.upperBound...].count
    }
    if proposal.working.widened {
      (range, replacement) = text.minimalReplacement(range, with: replacement)
    }
    let utf16Range = text.utf16Range(range)
    var next = state
    next.replace(range, with: replacement, marking: proposal.source == .markedText)
    if let back = caretFromTextEnd {
      let caret = next.text.index(next.text.endIndex, offsetBy: -back)
      next.select(caret..<caret)
    }
    return EditOutcome(
      state: next, disposition: proposal.changes.isEmpty ? .accepted : .changed,
      changes: proposal.changes, replacedUTF16Range: utf16Range, replacement: replacement)
  }
}

extension InputPolicy {
  /// The text a field would hold after `text` was pasted into it while empty.
  ///
  /// ```swift
  /// InputPolicy.phoneCN.sanitize("138-0013-8000 ext 42")  // "13800138000"
  /// ```
  public func sanitize(_ text: String) -> String { validate(text).text }

  /// What the policy would change about `text` if it were pasted into an empty field; empty when
  /// the text is acceptable as it is.
  ///
  /// ```swift
  /// InputPolicy.price.violations(in: "12.5")   // []
  /// InputPolicy.price.violations(in: "12.345") // [decimal truncated "5": ...]
  /// ```
  public func violations(in text: String) -> [PolicyChange] { validate(text).changes }
}

extension String {
  /// The smallest single range replacement that turns `self` into the result of replacing
  /// `range` with `replacement`.
  package func minimalReplacement(_ range: Range<Index>, with replacement: String)
    -> (Range<Index>, String)
  {
    // Nothing to share with an empty text: the replacement as it is, not a copy.
    if isEmpty { return (range, replacement) }
    let result = self[..<range.lowerBound] + replacement + self[range.upperBound...]
    if hasSingleByteCharacters, result.hasSingleByteCharacters {
      // Byte offsets are character offsets: compare the UTF-8 views.
      let old = utf8, new = result.utf8
      var lower = old.startIndex
      var newLower = new.startIndex
      while lower < old.endIndex, newLower < new.endIndex, old[lower] == new[newLower] {
        old.formIndex(after: &lower)
        new.formIndex(after: &newLower)
      }
      var upper = old.endIndex
      var newUpper = new.endIndex
      while upper > lower, newUpper > newLower {
        let previous = old.index(before: upper)
        let newPrevious = new.index(before: newUpper)
        guard old[previous] == new[newPrevious] else { break }
        upper = previous
        newUpper = newPrevious
      }
      return (lower..<upper, String(result[newLower..<newUpper]))
    }
    return minimalReplacementByCharacter(with: result)
  }

  /// ``minimalReplacement(_:with:)`` for any text: the common prefix and suffix, by character.
  func minimalReplacementByCharacter(with result: Substring) -> (Range<Index>, String) {
    var lower = startIndex
    var resultLower = result.startIndex
    while lower < endIndex, resultLower < result.endIndex, self[lower] == result[resultLower] {
      lower = index(after: lower)
      resultLower = result.index(after: resultLower)
    }
    var upper = endIndex
    var resultUpper = result.endIndex
    while upper > lower, resultUpper > resultLower {
      let previous = index(before: upper)
      let resultPrevious = result.index(before: resultUpper)
      guard self[previous] == result[resultPrevious] else { break }
      upper = previous
      resultUpper = resultPrevious
    }
    return (lower..<upper, String(result[resultLower..<resultUpper]))
  }
}
