extension InputRules.DecimalNumber {
  /// How the integer digits of a grouped number are grouped, from the decimal point leftwards.
  ///
  /// ```swift
  /// // grouping ",":
  /// // .thousands  "123456789.5" → "123,456,789.5"
  /// // .wan        "123456789.5" → "1,2345,6789.5"   万 and 亿: groups of four
  /// // .lakh       "123456789.5" → "12,34,56,789.5"  lakh and crore: three, then twos
  /// ```
  ///
  /// In a policy file: `{"decimal": {"grouping": ",", "groupingStyle": "wan"}}`.
  public enum GroupingStyle: String, Hashable, Sendable, CaseIterable {
    /// Groups of three: "1,234,567".
    case thousands
    /// Groups of four, as Chinese and Japanese count in 万 (10⁴) and 亿 (10⁸): "1,2345,6789".
    case wan
    /// The last three digits, then groups of two, as Indian numbering counts in lakh (10⁵) and
    /// crore (10⁷): "12,34,56,789".
    case lakh

    /// The sizes of the integer's groups counted from the point: the last group's, and every
    /// other group's but the first, which holds what is left.
    ///
    /// ```swift
    /// // thousands (3, 3): "1,234,567"; wan (4, 4): "1,2345,6789"; lakh (3, 2): "12,34,56,789"
    /// ```
    var groupSizes: (last: Int, others: Int) {
      switch self {
      case .thousands: (3, 3)
      case .wan: (4, 4)
      case .lakh: (3, 2)
      }
    }

    /// Whether a separator stands before the integer digit that has `remaining` digits from
    /// it to the point, itself included (never before the first digit).
    func separatesBefore(remaining: Int) -> Bool {
      let (last, others) = groupSizes
      return remaining == last || (remaining > last && (remaining - last) % others == 0)
    }

    /// The number of separators in an integer part of `length` digits.
    ///
    /// - Complexity: O(1).
    func separators(inIntegerOf length: Int) -> Int {
      let (last, others) = groupSizes
      return length <= last ? 0 : 1 + (length - last - 1) / others
    }
  }
}
