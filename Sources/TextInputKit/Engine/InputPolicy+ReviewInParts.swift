extension InputPolicy {
  /// Reviews a long insertion a part at a time when a length limit will cut it anyway.
  ///
  /// Pasting a whole article into a 16-byte field then costs what the 16 bytes and their
  /// neighbours cost, not what the article costs. Returns `false`, leaving `proposal` alone, when
  /// the insertion must be reviewed whole.
  ///
  /// The rules review a first part of the insertion that ends on a certain cluster boundary; the
  /// result stands when the policy's limit cut that part with at least ``PasteChunking/margin``
  /// clusters to spare after what it kept. The rules allowed here judge each cluster as it
  /// stands, transform code point by code point, and look back at most a few clusters when a
  /// removal joins two neighbours, so the clusters the limit keeps, and the first one it cuts,
  /// are the same in the part as in the whole insertion: the kept text is the one a whole review
  /// keeps. Otherwise a part eight times as long is tried, up to an eighth of the insertion,
  /// then the insertion is reviewed whole.
  ///
  /// ```swift
  /// // nickname (16 GB 18030 bytes), "|" + 10 MB → the first 4 KB are reviewed; "16 bytes|"
  /// ```
  ///
  /// What changes when a part stands: the filters' changes list what they removed from the part
  /// reviewed, and the limit's change lists what it cut from that part followed by the rest of
  /// the insertion as it was given, unreviewed. So every inserted byte is listed once, but a
  /// filter whose rejected characters all lie beyond the part reports nothing.
  ///
  /// Only policies whose rules are all transparent to it but one truncating limit under an
  /// additive metric (not ``LengthMetric/weighted(_:)``, where a URL of any length counts the
  /// same) are reviewed this way: each rule says so through ``PartReviewingRule``, and the
  /// policy finds the limit once (``RuleCapabilities/partLimit``).
  ///
  /// - Complexity: O(*p*) for a part of *p* bytes, about 8 × (the room left + the margin) or
  ///   4 KB; at worst O(*m*) in the length of the insertion, plus an eighth of it.
  func reviewInParts(_ proposal: inout ProposedEdit, chunking: PasteChunking) -> Bool {
    let length = proposal.replacement.utf8.count
    guard length >= chunking.minimumLength, proposal.working.indivisibleUTF8Ranges.isEmpty,
      proposal.working.patternWindows.isEmpty, let limit = capabilities.partLimit
    else { return false }
    // The scripts of the whole text decide; as given they are a superset of what the rules
    // leave, so when they may stand together the scripts rule passes the part and the whole.
    if limit.checksScripts, !proposal.scriptsMayMixAsGiven { return false }
    let capacity = limit.capacity
    let room = capacity.saturatingSubtract(proposal.unitCount(of: limit.metric))
      .saturatingAdd(limit.metric.unitCount(of: proposal.removedText))
    var target = Swift.max(
      chunking.firstPart,
      room.saturatingAdd(chunking.margin).saturatingMultiply(chunking.bytesPerUnit))
    let replacement = proposal.replacement
    while target <= length / chunking.largestPartDivisor {
      guard let cut = replacement.certainBoundaryUTF8Offset(atOrAfter: target), cut < length
      else { return false }
      let end = replacement.utf8.index(replacement.startIndex, offsetBy: cut)
      var part = proposal
      part.replacement = String(replacement[..<end])
      reviewWhole(&part)
      if let index = part.changes.firstIndex(where: { $0.rule == limit.rule }),
        part.changes[index].kind != .removed,
        part.changes[index].removed.hasClusters(atLeast: chunking.margin)
      {
        let isRejection = part.rejection == part.changes[index]
        part.changes[index].removed += replacement[end...]
        if isRejection { part.rejection = part.changes[index] }
        proposal = part
        return true
      }
      target = target.saturatingMultiply(chunking.growth)
    }
    return false
  }
}
