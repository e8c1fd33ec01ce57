import TextInputKit

/// What a review costs, in units of work: the bytes of text times the policy's cost class.
///
/// The time a review takes grows with the text and with the rules that pass over it: 16 KB under
/// `nickname` (three rules) takes well under a millisecond; the same 16 KB under a policy with a
/// deny list and every reject rule takes tens of milliseconds. Admission counts both, so a small
/// body under a costly policy waits for the review threads as a large one does.
///
/// ```swift
/// WorkCost(policy: .nickname, bytes: 11).units          // 11 × 4: admitted as small work
/// WorkCost(policy: costly, bytes: 16_383).units         // 16,383 × 26: queued for the review threads
/// ```
struct WorkCost: Sendable, Hashable {
  /// The units of work: bytes of text times the cost class, at least 1.
  var units: Int

  init(units: Int) { self.units = max(units, 1) }

  init(policy: InputPolicy, bytes: Int) {
    self.init(units: bytes.multipliedReportingOverflow(by: Self.costClass(of: policy)).partialValue)
  }

  /// The cost class of `policy`: 1 for the walk over the text every request makes, plus 1 for
  /// each rule, plus 1 for every 16 characters of a deny or allow list (each character of the
  /// text is compared with them).
  static func costClass(of policy: InputPolicy) -> Int {
    var total = 1
    for rule in policy.rules {
      total += 1
      if let deny = rule as? InputRules.DeniedCharacters {
        total += deny.characters.count / 16
      } else if let allow = rule as? InputRules.AllowedCharacters {
        total += allow.characters.count / 16
      }
    }
    return total
  }
}
