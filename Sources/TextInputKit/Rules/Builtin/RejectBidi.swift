extension InputRules {
  /// Keeps out the characters that reorder text without showing: bidirectional embeddings,
  /// overrides and isolates (U+202A–U+202E, U+2066–U+2069) and, unless ``allowsMarks``,
  /// directional marks (U+200E, U+200F, U+061C).
  ///
  /// Embeddings, overrides and isolates are how "Trojan Source" (CVE-2021-42574) makes text read
  /// differently from what it is: `"user\u{202E}gpj.exe"` shows as "userexe.jpg", and an override
  /// left open reorders everything shown after it. Directional marks only set the direction of
  /// the neutral characters around them, and right-to-left text needs them: "\u{200F}" after
  /// "(שלום)" keeps the parenthesis on the right side. Free text that other people read (a bio,
  /// a post) keeps them with ``rejectBidiOverrides``; a name or an identifier rejects them too
  /// (``rejectBidi``), since two names that differ only by a mark look the same.
  /// Right-to-left letters themselves (Arabic, Hebrew) are always welcome.
  ///
  /// ```swift
  /// let name = InputPolicy { .rejectBidi }
  /// // "|" + "user\u{202E}gpj.exe" → "usergpj.exe|"
  /// // "|" + "\u{2067}"            → rejected: "Text direction controls are not allowed here."
  /// // "|" + "שלום"                → "שלום|"
  /// let bio = InputPolicy { .rejectBidiOverrides }
  /// // "|" + "(שלום)\u{200F}"      → "(שלום)\u{200F}|"
  /// // "|" + "a\u{202E}b"          → "ab|"
  /// ```
  ///
  /// - Complexity: O(*m*) in the length of the inserted text.
  public struct RejectBidi: InputRule, Hashable, Codable {
    /// Whether the directional marks U+200E, U+200F and U+061C are allowed.
    public var allowsMarks: Bool

    /// - Parameter allowingMarks: Whether to keep the directional marks U+200E, U+200F and
    ///   U+061C, which right-to-left text needs; embeddings, overrides and isolates go either way.
    public init(allowingMarks: Bool = false) { self.allowsMarks = allowingMarks }

    public var inspectsWholeText: Bool { false }

    func rejects(_ scalar: Unicode.Scalar) -> Bool {
      HostileCharacters.isBidiControl(scalar)
        && !(allowsMarks && HostileCharacters.isDirectionalMark(scalar))
    }

    public func review(_ edit: inout ProposedEdit) {
      edit.removeInsertedScalars(
        rule: filterRule, message: filterMessage,
        mayReject: rejects
      ) { cluster, inserted, cut in
        var index = 0
        for scalar in cluster.unicodeScalars {
          if inserted.contains(index), rejects(scalar) { cut(index) }
          index += 1
        }
      }
    }
  }
}

extension InputRules.RejectBidi: ClusterFilter {
  var filterRule: RuleID { .bidi }
  var filterMessage: LocalizedMessage { LocalizedMessage("bidi.notAllowed") }
  func removesIsolated(_ value: UInt32) -> Bool {
    rejects(Unicode.Scalar(value).unsafelyUnwrapped)
  }
  var keepsIdeographs: Bool { true }
  func verdict(on cluster: UTF8Scalars) -> ClusterVerdict {
    ClusterVerdict(cutting: cluster) { scalars, cut in
      for (index, scalar) in scalars.enumerated() where rejects(scalar) { cut(index) }
    }
  }
}

extension InputRule where Self == InputRules.RejectBidi {
  /// Rejects bidirectional embeddings, overrides, isolates and directional marks.
  public static var rejectBidi: Self { InputRules.RejectBidi() }

  /// Rejects bidirectional embeddings, overrides and isolates, and keeps the directional marks
  /// (U+200E, U+200F, U+061C) that right-to-left text needs.
  public static var rejectBidiOverrides: Self { InputRules.RejectBidi(allowingMarks: true) }
}

extension InputRules.RejectBidi: PartReviewingRule {}
