/// What the engine needs to know about a policy's rules, found once when the rules are set so
/// that a keystroke asks no rule what it is.
///
/// Each entry comes from a capability a rule declares by conforming to an internal protocol in
/// its own files: ``FormattingRule``, ``PartReviewingRule``, ``WindowedRule``,
/// ``ScriptCountingRule``, ``WholeValueRule``, ``CounterLimitRule`` (and, for the tight loop over a paste,
/// ``ClusterFilter``). The engine names no rule.
///
/// ```swift
/// let capabilities = RuleCapabilities(InputPolicy.amount.rules)
/// capabilities.displayFormat        // the decimal number, with its grouping
/// capabilities.partLimit            // nil: a decimal number is opaque to a review in parts
/// ```
///
/// - Complexity: O(*r*) in the number of rules, once.
package struct RuleCapabilities: Sendable {
  /// The layout of the value: the first rule that formats the display, or `nil`.
  let displayFormat: (any DisplayFormat)?
  /// The one truncating limit, when a long paste can be reviewed a part at a time.
  let partLimit: PartLimit?
  /// The automata of the rules that read the whole text through windows, in order.
  let windowAutomata: [PatternAutomaton]
  /// Whether a rule reads the whole text other than through a window or a count of its scripts.
  let readsWholeText: Bool
  /// Whether a rule judges the scripts of the whole text's letters.
  let countsScripts: Bool
  /// For each rule, whether it judges the whole value.
  let judgesWholeValue: [Bool]
  /// The first limit a counter shows.
  package let counterLimit: (limit: Int, metric: LengthMetric)?

  init(_ rules: [any InputRule]) {
    displayFormat = rules.lazy.compactMap { ($0 as? any FormattingRule)?.displayFormat }.first
    partLimit = PartReviewRole.partLimit(of: rules)
    windowAutomata = rules.compactMap { ($0 as? any WindowedRule)?.windowAutomaton }
    readsWholeText = rules.contains {
      $0.inspectsWholeText && !($0 is any WindowedRule) && !($0 is any ScriptCountingRule)
    }
    countsScripts = rules.contains { $0 is any ScriptCountingRule }
    judgesWholeValue = rules.map { $0 is any WholeValueRule }
    counterLimit = rules.lazy.compactMap { $0 as? any CounterLimitRule }.first.map {
      ($0.counterLimit, $0.counterMetric)
    }
  }
}
