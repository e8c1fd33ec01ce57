extension InputRules {
  /// A maximum length under a ``LengthMetric``.
  ///
  /// What does not fit is truncated to the longest prefix of whole grapheme clusters that does
  /// (the default, and what a paste needs), or the whole edit is rejected. An emoji is never cut in
  /// half, and a deletion is always possible even when the text is already too long.
  ///
  /// ```swift
  /// let phone = InputPolicy { .maxLength(11) }
  /// // "1380013800|" + "0"    → "13800138000|"
  /// // "13800138000|" + "1"   → rejected: "At most 11 characters."
  /// // "1380013800|" + "123"  → "13800138001|"  (truncated)
  /// ```
  public struct MaxLength: InputRule, Hashable, Codable {
    /// What to do with an edit that does not fit.
    public enum Overflow: String, Sendable, Hashable, Codable, CaseIterable {
      /// Insert the longest prefix of whole clusters that fits.
      case truncate
      /// Reject the whole edit.
      case reject
    }

    /// The most the text may hold, in the metric's counted characters.
    ///
    /// Any value works, up to `Int.max` under every metric: lengths are added with saturating
    /// arithmetic. A policy file is held to ``largestLimitInPolicyFiles``.
    public var limit: Int

    /// The largest `maxLength` a policy file may ask for: 1,000,000,000.
    ///
    /// A billion characters is beyond any text field, and it keeps a file's limit far from the
    /// largest integer even in Twitter's units (100 a character). A larger value is a mistake or
    /// an attack, and ``InputPolicy/init(json:options:)`` rejects it with a message:
    ///
    /// ```swift
    /// try InputPolicy(json: #"{"maxLength": 4611686018427387904}"#)
    /// // TextInputError: `maxLength` must be at most 1000000000; it is 4611686018427387904.
    /// ```
    public static let largestLimitInPolicyFiles = 1_000_000_000
    /// How the text is counted.
    public var metric: LengthMetric
    /// What to do with an edit that does not fit.
    public var overflow: Overflow

    public init(
      _ limit: Int, counting metric: LengthMetric = .characters, overflow: Overflow = .truncate
    ) {
      self.limit = limit
      self.metric = metric
      self.overflow = overflow
    }

    public var lengthMetrics: [LengthMetric] { [metric] }

    public func review(_ edit: inout ProposedEdit) {
      // Saturating arithmetic: a limit may be as large as `Int.max` under any metric.
      let capacity = limit.saturatingMultiply(metric.scale)
      let current = edit.unitCount(of: metric)
      var inserted = edit.replacement[...]
      func fits(_ change: Int) -> Bool { current.saturatingAdd(change) <= capacity }
      let available = capacity.saturatingSubtract(current)
        .saturatingAdd(metric.unitCount(of: edit.removedText))
      if let part = partBeyondRoom(of: edit, room: available) {
        // The insertion does not fit, and the limit keeps a prefix of this part of it.
        inserted = part
      } else {
        guard !fits(edit.replacementUnitChange(under: metric)) else { return }
      }
      guard overflow == .truncate else {
        edit.reject(rule: .maxLength, message: localizedMessage)
        return
      }
      var kept = metric.prefix(of: inserted, fitting: available)
      // The characters around the edit can join the insertion; shrink until it really fits.
      while !kept.isEmpty, !fits(edit.unitChange(under: metric, inserting: kept)) {
        kept = kept.dropLast()
      }
      if kept.isEmpty {
        edit.reject(rule: .maxLength, message: localizedMessage)
      } else {
        edit.truncateReplacement(
          atUTF8: kept.utf8.count, rule: .maxLength, message: localizedMessage)
      }
    }

    /// Whether the code point that ends at `position` of `text` (a code point boundary after
    /// its start) never joins what follows (`GraphemeScanner.neverJoinsFollowing`): not a
    /// carriage return, a joiner or a prepended mark.
    static func neverJoinsFollowing(before position: String.Index, in text: String) -> Bool {
      let utf8 = text.utf8
      var start = utf8.index(before: position)
      while utf8[start] & 0xC0 == 0x80 { start = utf8.index(before: start) }
      guard let scalar = text.unicodeScalars[start...].first else { return false }
      return GraphemeScanner.neverJoinsFollowing(scalar.value)
    }

    /// Whether a long insertion under a weighting that counts URLs is measured a part at a
    /// time; off only to compare the two ways in tests.
    @TaskLocal static var measuresLongInsertionsInParts = true

    /// A first part of a long insertion whose units already pass `room`, when the metric counts
    /// URLs; `nil` when the whole insertion must be measured.
    ///
    /// Under such a metric a URL of any length counts the same, so the units of an insertion are
    /// known only after a scan for URLs over all of it, which for a long paste into a tweet costs
    /// far more than the 280 units kept. A part that ends with a character that never joins what
    /// follows (ASCII, ideographs, emoji and their skin tones) before a space,
    /// in an insertion between white space (or the ends of the text), holds the same URLs and
    /// the same clusters as that stretch of the whole insertion, since neither a URL nor a
    /// cluster reaches across the space: when the part's units pass the room, so do the whole
    /// insertion's, and the prefix that fits is the same in both. Parts of 4 KB, then four times
    /// as long each time, are tried, up to half the insertion.
    ///
    /// - Complexity: O(*p*) for the part returned, about 4 KB when the room is that of a tweet;
    ///   O(*m*) in the length of the insertion when there is none.
    func partBeyondRoom(of edit: ProposedEdit, room: Int) -> Substring? {
      guard Self.measuresLongInsertionsInParts, case .weighted(let weights) = metric,
        weights.urlLength != nil
      else { return nil }
      let inserted = edit.replacement
      let utf8 = inserted.utf8
      let length = utf8.count
      func isSpace(_ character: Character?) -> Bool {
        character == nil || character == " " || character == "\n" || character == "\t"
      }
      guard length >= 1 << 14, isSpace(edit.prefix.last), isSpace(edit.suffix.first) else {
        return nil
      }
      var target = Swift.max(1 << 12, (room / Swift.max(metric.scale, 1)).saturatingMultiply(8))
      while target <= length / 2 {
        let start = utf8.index(utf8.startIndex, offsetBy: target)
        // A cluster ends between a character that never joins what follows ("a", "中", "🏽")
        // and a space, and so does any URL.
        guard let space = utf8[start...].firstIndex(of: UInt8(ascii: " ")) else { return nil }
        guard Self.neverJoinsFollowing(before: space, in: inserted) else {
          target = utf8.distance(from: utf8.startIndex, to: space) + 1
          continue
        }
        let part = inserted[..<space]
        // What a normalization could change is counted differently whole and in prefixes.
        guard !part.unicodeScalars.contains(where: NFCQuickCheck.mayChange) else { return nil }
        if metric.prefix(of: part, fitting: room).endIndex < part.endIndex { return part }
        target = target.saturatingMultiply(4)
      }
      return nil
    }
  }
}

extension InputRule where Self == InputRules.MaxLength {
  /// At most `limit` characters under `metric`.
  public static func maxLength(
    _ limit: Int, counting metric: LengthMetric = .characters,
    overflow: InputRules.MaxLength.Overflow = .truncate
  ) -> Self {
    InputRules.MaxLength(limit, counting: metric, overflow: overflow)
  }
}

extension InputRules.MaxLength: PartReviewingRule {
  /// The limit of a review in parts when it truncates under an additive metric; opaque when it
  /// rejects, or under ``LengthMetric/weighted(_:)``, where a URL of any length counts the same.
  var partReviewRole: PartReviewRole {
    guard overflow == .truncate else { return .opaque }
    switch metric {
    case .characters, .utf16, .scalars, .utf8, .gb18030:
      let capacity = limit.saturatingMultiply(metric.scale)
      return .truncatingLimit(PartLimit(capacity: capacity, metric: metric, rule: .maxLength))
    case .weighted: return .opaque
    }
  }
}

extension InputRules.MaxLength: CounterLimitRule {
  var counterLimit: Int { limit }
  var counterMetric: LengthMetric { metric }
}
