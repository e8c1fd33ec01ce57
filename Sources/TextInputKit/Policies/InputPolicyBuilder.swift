/// Builds the rule list of an ``InputPolicy`` from a block, one rule a line.
@resultBuilder
public enum InputPolicyBuilder {
  public static func buildExpression<Rule: InputRule>(_ rule: Rule) -> [any InputRule] { [rule] }
  public static func buildBlock(_ parts: [any InputRule]...) -> [any InputRule] {
    parts.flatMap { $0 }
  }
  public static func buildOptional(_ part: [any InputRule]?) -> [any InputRule] { part ?? [] }
  public static func buildEither(first part: [any InputRule]) -> [any InputRule] { part }
  public static func buildEither(second part: [any InputRule]) -> [any InputRule] { part }
  public static func buildArray(_ parts: [[any InputRule]]) -> [any InputRule] {
    parts.flatMap { $0 }
  }
}
