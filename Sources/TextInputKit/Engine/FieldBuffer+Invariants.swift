extension FieldBuffer {
  /// Checks what must hold after every edit: the selection and the marked range lie on cluster
  /// boundaries of the whole text, and every running length (and count of letters by script) equals
  /// a recount from scratch (of the value, for a field that formats it).
  ///
  /// ```swift
  /// var buffer = FieldBuffer(policy: .nickname, state: TextFieldState(text: "小明"))
  /// _ = buffer.apply(2..<2, replacement: "A", source: .typing)
  /// buffer.invariantViolation()  // nil
  /// ```
  ///
  /// - Complexity: O(*n*).
  func invariantViolation() -> InvariantViolation? {
    let whole = storage.string
    if let violation = TextFieldState.invariantViolation(
      text: whole, selection: selection, markedRange: markedRange)
    {
      return violation
    }
    let counted = format.map { $0.values(of: [whole[...]])[0] } ?? whole
    for (metric, count) in units where count != metric.unitCount(of: counted) {
      return InvariantViolation(
        invariant: "lengths",
        message:
          "the buffer counts \(count) units of \(metric), the text has \(metric.unitCount(of: counted))"
      )
    }
    if let scriptTally {
      var recount = ScriptTally()
      recount.add(whole)
      if recount != scriptTally {
        return InvariantViolation(
          invariant: "scripts",
          message: "the buffer counts the letters \(scriptTally), the text has \(recount)")
      }
    }
    return nil
  }
}
