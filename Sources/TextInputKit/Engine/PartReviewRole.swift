/// How a rule takes part when a long paste is reviewed a part at a time
/// (``InputPolicy/reviewInParts(_:chunking:)``).
///
/// A part stands for the whole insertion only when the rules keep, in the part, the same
/// clusters they keep in the whole: every rule is ``transparent`` but one ``truncatingLimit(_:)``.
/// A rule that does not conform to ``PartReviewingRule`` is ``opaque``, and so is a rule of your
/// own: its paste is reviewed whole.
///
/// ```swift
/// // nickname: emoji, invisibles (transparent), maxLength(16, gb18030) (the limit)
/// // "|" + 10 MB → the first 4 KB are reviewed; "16 bytes|"
/// // phoneCNSpaced: the mask is opaque → the whole paste is reviewed
/// ```
enum PartReviewRole: Sendable {
  /// The rule judges each cluster as it stands, transforms code point by code point, looks back
  /// at most a few clusters when a removal joins two neighbours, or never changes an edit.
  case transparent
  /// The rule cuts what does not fit under an additive metric.
  case truncatingLimit(PartLimit)
  /// The rule judges the scripts of the letters of the whole text (``InputRules/RejectMixedScripts``):
  /// transparent when the letters of the text and of the whole insertion as given may stand
  /// together, since the other rules only take letters away. Opaque beside a rule that rewrites
  /// (``InputRules/CaseTransform``), which could make a letter of another script.
  case scripts
  /// The rule may judge a part differently from the whole insertion.
  case opaque
}

/// The limit under which a paste is reviewed a part at a time.
struct PartLimit: Sendable {
  /// The most the text may hold, in units of ``metric`` (the limit times its scale).
  var capacity: Int
  /// An additive metric: the length of a text is the sum of the lengths of its clusters.
  var metric: LengthMetric
  /// The rule its change names.
  var rule: RuleID
  /// Whether a rule judges the scripts of the whole text: the part stands only when the
  /// letters of the text and the whole insertion may stand together
  /// (``ProposedEdit/scriptsMayMixAsGiven``).
  var checksScripts = false
}

/// A rule that says how it takes part in reviewing a paste in parts.
protocol PartReviewingRule: InputRule {
  /// How this rule, as configured, takes part.
  var partReviewRole: PartReviewRole { get }
}

extension PartReviewRole {
  /// The one truncating limit of `rules` when every other rule is transparent; `nil` otherwise.
  static func partLimit(of rules: [any InputRule]) -> PartLimit? {
    var limit: PartLimit?
    var checksScripts = false
    for rule in rules {
      switch (rule as? any PartReviewingRule)?.partReviewRole ?? .opaque {
      case .transparent: continue
      case .truncatingLimit(let next):
        guard limit == nil else { return nil }
        limit = next
      case .scripts: checksScripts = true
      case .opaque: return nil
      }
    }
    if checksScripts {
      // A rewrite could make a letter of another script out of what the check read.
      guard !rules.contains(where: { $0 is InputRules.CaseTransform }) else { return nil }
      limit?.checksScripts = true
    }
    return limit
  }
}
