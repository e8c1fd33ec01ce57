/// Two policies are equal when they hold equal rules in the same order, so that a view can skip
/// a policy it already has (`PolicyTextField` is given its policy again on every SwiftUI update).
///
/// ```swift
/// InputPolicy.phoneCN == .phoneCN                                   // true
/// try InputPolicy(json: file) == (try InputPolicy(json: file))      // true: built from the same file
/// InputPolicy(.maxLength(11)) == InputPolicy(.maxLength(12))        // false
/// ```
///
/// Each pair of rules compares:
///
/// - by value when the rule is `Hashable`, as every built-in rule is;
/// - by identity when the rule is a class that is not `Hashable`;
/// - by type alone for any other rule: two values of a custom rule that is neither `Hashable`
///   nor a class are taken as equal. Make such a rule `Hashable` when its stored values matter
///   (a view would otherwise keep the first of two policies that differ only in them).
extension InputPolicy: Hashable {
  public static func == (lhs: InputPolicy, rhs: InputPolicy) -> Bool {
    lhs.rules.count == rhs.rules.count
      && zip(lhs.rules, rhs.rules).allSatisfy { RuleKey($0) == RuleKey($1) }
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(rules.count)
    for rule in rules { hasher.combine(RuleKey(rule)) }
  }
}

/// What a rule compares by: its type, and its value or identity when it has one.
private struct RuleKey: Hashable {
  let type: ObjectIdentifier
  let value: AnyHashable?

  init(_ rule: any InputRule) {
    type = ObjectIdentifier(Swift.type(of: rule))
    if let hashable = rule as? any Hashable {
      value = AnyHashable(hashable)
    } else if Swift.type(of: rule) is AnyClass {
      value = AnyHashable(ObjectIdentifier(rule as AnyObject))
    } else {
      value = nil
    }
  }
}
