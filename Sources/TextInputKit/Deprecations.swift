// The spellings before 1.0's one vocabulary, kept working for one release. Each is listed under
// "Renamed" in the README and the CHANGELOG.

extension EditOutcome.Disposition {
  @available(*, deprecated, renamed: "rejected")
  public static var refused: Self { .rejected }
}

extension EditOutcome {
  @available(*, deprecated, renamed: "isRejected")
  public var isRefused: Bool { isRejected }
}

extension PolicyChange.Kind {
  @available(*, deprecated, renamed: "rejected")
  public static var refused: Self { .rejected }
}

extension TextInputDecision {
  @available(*, deprecated, renamed: "reject")
  public static var refuse: Self { .reject }
}

extension ProposedEdit {
  @available(*, deprecated, renamed: "isRejected")
  public var isRefused: Bool { isRejected }

  @available(*, deprecated, renamed: "rejection")
  public var refusal: PolicyChange? { rejection }

  @available(*, deprecated, renamed: "reject(rule:message:)")
  public mutating func refuse(rule: RuleID, message: String) { reject(rule: rule, message: message) }
}

extension InputRule {
  /// Calls `apply(to:)`, for a rule written before 1.0.
  @available(*, deprecated, message: "Implement review(_:), the name of apply(to:) since 1.0.")
  public func review(_ edit: inout ProposedEdit) { apply(to: &edit) }

  /// Calls ``review(_:)``.
  @available(*, deprecated, renamed: "review(_:)")
  public func apply(to edit: inout ProposedEdit) { review(&edit) }
}

extension Character {
  @available(*, deprecated, renamed: "isEmoji(matching:)")
  public func isEmoji(_ matching: EmojiMatching) -> Bool { isEmoji(matching: matching) }
}

extension TextInputController {
  @available(*, deprecated, renamed: "didChange(text:utf16Selection:utf16MarkedRange:)")
  public mutating func didChange(
    text: String, selection: Range<Int>, markedRange: Range<Int>?
  ) -> TextCorrection? {
    didChange(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
  }

  @available(*, deprecated, renamed: "sync(text:utf16Selection:utf16MarkedRange:)")
  public mutating func sync(
    text: String, selection: Range<Int>, markedRange: Range<Int>?
  ) -> TextCorrection? {
    sync(text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
  }

  @available(*, deprecated, renamed: "selectionDidChange(utf16Selection:)")
  public mutating func selectionDidChange(_ selection: Range<Int>) -> Range<Int>? {
    selectionDidChange(utf16Selection: selection)
  }
}

extension RuleID {
  @available(*, deprecated, renamed: "allow")
  public static var allowedCharacters: RuleID { .allow }
  @available(*, deprecated, renamed: "deny")
  public static var deniedCharacters: RuleID { .deny }
}

extension LengthMetric {
  @available(*, deprecated, message: "Use length(of:), which divides by scale.")
  public func units(of text: some StringProtocol) -> Int { unitCount(of: text) }
}

extension InputRules.StickerMaxLength {
  @available(*, deprecated, message: "Use length(of:), which divides by the metric's scale.")
  public func units(of text: String) -> Int { unitCount(of: text) }

  /// The length of `text`, with stickers counted as chosen, in what people read: the unscaled
  /// count divided by the metric's ``LengthMetric/scale``.
  public func length(of text: String) -> Int { unitCount(of: text) / metric.scale }
}
