extension ProposedEdit {
  /// Reports what a rule that lays the value out in slots (a mask, a phone number) took out of
  /// the inserted text: `dropped`, characters no slot takes, with `message`; `overflow`, those
  /// past the last slot, as "mask.full". Nothing is reported for an empty one.
  ///
  /// ```swift
  /// // "### ####", "|" + "12a3" → dropped "a" ("Only digits fit here.")
  /// // "### ####", "1234567|" + "89" → overflow "9" ("The field is full.")
  /// ```
  mutating func reportLayoutRemovals(
    rule: RuleID, dropped: String, _ message: @autoclosure () -> LocalizedMessage,
    overflow: String
  ) {
    if !dropped.isEmpty {
      changes.append(PolicyChange(rule: rule, kind: .removed, removed: dropped, message: message()))
    }
    if !overflow.isEmpty {
      changes.append(
        PolicyChange(
          rule: rule, kind: .truncated, removed: overflow, message: LocalizedMessage("mask.full")))
    }
  }
}
