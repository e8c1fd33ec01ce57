/// The one engine every edit goes through: the contents of a text field, kept for editing at a
/// cost that does not grow with the text.
///
/// ``InputPolicy/apply(_:to:)``, ``InputPolicy/apply(_:to:tokens:)`` and every entry point of
/// ``TextInputController`` (and so every host, through ``TextInputInterceptor``) call
/// ``apply(_:replacement:source:)``: one review by the policy's rules, one way to write the
/// result, one result shape (``EditOutcome``).
///
/// The text lives in a ``TextStorage``; the selection and marked range are UTF-16 offsets, as
/// UIKit gives them; the lengths a policy limits are counted as the text changes. An edit is
/// reviewed on a window of whole grapheme clusters around it, unless a rule of the policy reads
/// the whole text or the buffer was made to review whole texts (``InputPolicy/apply(_:to:)``,
/// whose texts are values already). With tokens, a window chosen on cluster boundaries alone can
/// start or end inside a token (`@ali|ce`, `si|n(`), and a token is only recognised whole: the
/// window then widens to token cuts (``tokenWindow(around:tokens:locality:)``), or to the whole
/// text when a token pattern has no ``TokenPatternShape`` or a rule reads the whole text.
package struct FieldBuffer: Sendable {
  package var storage: TextStorage
  /// The selection, in UTF-16 offsets.
  package var selection: Range<Int>
  /// The marked (composing) range, in UTF-16 offsets.
  package var markedRange: Range<Int>?
  /// Where the current composition began and what it replaced (a selection typed over), which a
  /// rejected commit puts back; `nil` when nothing is marked.
  package var composition: Composition?
  /// The length of the whole text in each metric the policy limits, in units.
  package var units: [LengthMetric: Int]
  package let policy: InputPolicy
  /// The tokens, as the controller was given them.
  package let tokens: TokenSet?
  /// The tokens when they can find any.
  private let activeTokens: TokenSet?
  /// How far the active tokens reach; with it, edits are reviewed on windows that end at token
  /// cuts, and without it on the whole text.
  private let tokenLocality: TokenLocality?
  private let needsWholeText: Bool
  /// What the policy's patterns have read of the text, when edits are reviewed on windows.
  private var patternProgress: PatternProgress?
  /// The letters of the text by script, for a rule that judges them, when edits are reviewed on
  /// windows.
  private(set) var scriptTally: ScriptTally?
  /// Whether a metric counts URLs, so that an edit's window spans the words around it.
  let countsURLs: Bool
  /// Whether edits and selections treat tokens as single characters.
  package var hasTokens: Bool { activeTokens != nil }
  /// The policy's layout of its value (a mask, grouped digits), or `nil` when the field shows
  /// its value as it is.
  let format: (any DisplayFormat)?
  /// What digits typed into a plain decimal number know of it (DecimalNumber+TypedDigit.swift).
  var decimalShape: DecimalShape?
  /// What digits typed into a grouped number know of its layout
  /// (DecimalNumber+GroupedShape.swift).
  var groupedShape: GroupedShape?
  /// Whether the field shows a formatted value.
  package var formatsDisplay: Bool { format != nil }

  /// Creates a buffer for a field in `state`.
  ///
  /// - Parameter reviewsWholeText: Whether every edit is reviewed on the whole text rather than
  ///   on a window around it.
  package init(
    policy: InputPolicy, state: TextFieldState = TextFieldState(), tokens: TokenSet? = nil,
    reviewsWholeText: Bool = false
  ) {
    self.policy = policy
    self.tokens = tokens
    self.activeTokens = tokens.flatMap { $0.isEmpty ? nil : $0 }
    self.format = policy.displayFormat
    // A pattern reads the whole text, but through ``PatternProgress`` it needs only a window.
    // Tokens are found on a window that ends at token cuts (FieldBuffer+TokenWindow), unless a
    // pattern of theirs is not understood or a rule reads the whole text.
    self.tokenLocality = activeTokens?.locality
    self.needsWholeText =
      reviewsWholeText
      || policy.capabilities.readsWholeText
      || (activeTokens != nil
        && (tokenLocality == nil || policy.rules.contains(where: \.inspectsWholeText)))
    // A formatted field reviews its value as a whole (FieldBuffer+Formatting), without checkpoints.
    self.patternProgress =
      needsWholeText || format != nil || activeTokens != nil ? nil : PatternProgress(policy)
    if policy.capabilities.countsScripts, !needsWholeText, format == nil, activeTokens == nil {
      var tally = ScriptTally()
      tally.add(state.text)
      self.scriptTally = tally
    }
    self.storage = TextStorage(state.text)
    self.selection = state.utf16Selection
    self.markedRange = state.utf16MarkedRange
    var units: [LengthMetric: Int] = [:]
    // Without a limit, characters are counted for the field's counter.
    let metrics = policy.rules.flatMap(\.lengthMetrics)
    // A formatted field limits and counts its value, not the literals it shows.
    let counted = format.map { $0.values(of: [state.text[...]])[0] } ?? state.text
    for metric in metrics.isEmpty ? [.characters] : metrics where units[metric] == nil {
      units[metric] = metric.unitCount(of: counted)
    }
    self.units = units
    self.countsURLs = units.keys.contains(where: \.countsURLs)
  }

  /// The whole field as a value.
  ///
  /// - Complexity: O(*n*).
  package var state: TextFieldState {
    TextFieldState(text: storage.string, utf16Selection: selection, utf16MarkedRange: markedRange)
  }

  /// Applies an edit, given in UTF-16 offsets or in indices of the current text.
  ///
  /// - Complexity: As ``apply(_:replacement:source:)``, plus O(*n*) for indices.
  package mutating func apply(_ edit: Edit) -> EditOutcome {
    apply(edit.utf16Range(in: storage.string), replacement: edit.replacement, source: edit.source)
  }

  /// Applies an edit given in UTF-16 offsets: the one path of every edit.
  ///
  /// 1. The text around the edit (a window, or the whole text) is read from the storage.
  /// 2. With tokens, the edit is reshaped by ``TokenSet/adjust(_:in:)`` and the tokens it
  ///    inserts are made indivisible.
  /// 3. The policy's rules review it (``InputPolicy/review(_:)``).
  /// 4. The result is written to the storage, the running lengths, the selection and the marked
  ///    range: in place for an ordinary edit, through the window's new state otherwise; with
  ///    tokens the caret is then moved out of any token the edit completed.
  ///
  /// The outcome's ``EditOutcome/state`` is made from the storage only when it is read.
  ///
  /// - Complexity: O(*k* + log *n*) for an edit and its surrounding clusters of size *k*, when no
  ///   rule reads the whole text; O(*n*) otherwise. No allocation for an accepted keystroke.
  package mutating func apply(_ range: Range<Int>, replacement: String, source: EditSource) -> EditOutcome {
    if source != .markedText, markedRange == nil {
      // A composition whose letters were all deleted is over once an edit of another kind
      // comes: what it replaced must not be put back by the commit of a later one.
      composition = nil
    }
    if let format {
      if source != .markedText {
        return applyFormatted(range, replacement: replacement, source: source, format: format)
      }
      // Marked text is shown as it is, never formatted; the lengths count the value.
      let outcome = applyUnformatted(range, replacement: replacement, source: source)
      recountValue(format)
      return outcome
    }
    if let outcome = applyDecimalDigit(range, replacement: replacement, source: source) {
      return outcome
    }
    if source == .deletion, replacement.isEmpty, activeTokens == nil, splitsClusters(range) {
      // A deletion removes exactly the range the host removes, whole clusters or not (undo of a
      // mark typed after "a" takes back the mark, not the "a" it joined), unless what is left of
      // the clusters it splits is rejected: deleting is never rejected, and whole clusters go.
      var exact = self
      let outcome = exact.applyUnformatted(
        range, replacement: "", source: source, keepsSplitClusters: true)
      if !outcome.isRejected {
        self = exact
        return outcome
      }
    }
    return applyUnformatted(range, replacement: replacement, source: source)
  }

  /// Whether `range` (UTF-16 offsets) starts or ends inside a cluster.
  ///
  /// - Complexity: O(*k* + log *n*) for the clusters around the range.
  private func splitsClusters(_ range: Range<Int>) -> Bool {
    let window = clusterWindow(around: range)
    let text = storage.substring(window)
    let local = range.shifted(by: -window.lowerBound).clamped(to: 0..<window.count)
    return text.utf16Range(text.clusterRange(utf16: local)) != local
  }

  /// ``apply(_:replacement:source:)`` for a field that shows its text as it is.
  ///
  /// - Parameter wholeText: Whether to review the edit on the whole text, as after a token window
  ///   whose ends the edit would not leave cuts.
  /// - Parameter lettersMayIsolate: Whether an edit of ASCII letters inside a long run of them
  ///   may be reviewed on the clusters around it alone, without the words around it (see
  ///   ``editsInsideLetterRun(_:inserting:)``).
  private mutating func applyUnformatted(
    _ range: Range<Int>, replacement: String, source: EditSource, wholeText: Bool = false,
    keepsSplitClusters: Bool = false, lettersMayIsolate: Bool = true
  ) -> EditOutcome {
    let wasMarked = markedRange != nil
    // A composition begins: remember exactly what the host replaces, before it is changed.
    var beginning: Composition?
    if source == .markedText {
      if let composition {
        beginning = composition
        beginning?.update(replacing: range, in: storage)
      } else if !wasMarked {
        beginning = Composition(replacing: range, in: storage)
      }
    }
    let window: Range<Int>
    // An edit of letters deep inside a run of letters changes no URL: the clusters around it
    // are enough, as long as the rules measure letters only (checked after the review).
    var isolatedByLetters = false
    if needsWholeText || wholeText {
      window = 0..<storage.utf16Count
    } else if lettersMayIsolate, countsURLs, activeTokens == nil, patternProgress == nil,
      source != .markedText, editsInsideLetterRun(range, inserting: replacement)
    {
      window = clusterWindow(around: range)
      isolatedByLetters = true
    } else if let activeTokens, let tokenLocality {
      // The marked range too, so that the edit is compared with it as on the whole text.
      let covered = markedRange.map {
        Swift.min($0.lowerBound, range.lowerBound)..<Swift.max($0.upperBound, range.upperBound)
      }
      window = tokenWindow(
        around: covered ?? range, tokens: activeTokens, locality: tokenLocality)
    } else {
      window = self.window(around: range)
    }
    let shift = window.lowerBound
    let isWhole = window.count == storage.utf16Count
    let text = storage.substring(window)
    let local = { (r: Range<Int>) -> Range<Int> in
      r.shifted(by: -window.lowerBound).clamped(to: 0..<window.count)
    }
    let before = TextFieldState(
      text: text, utf16Selection: local(range), utf16MarkedRange: markedRange.map(local))
    var edit = Edit(replacing: local(range), with: replacement, source: source)
    if source == .markedText {
      // Marked text is the input method's, never judged: the field holds exactly what the host
      // shows, even where the marked text joins the character before it into one cluster.
      edit = Self.keepingSplitClusters(edit, in: text)
    } else if keepsSplitClusters {
      // A deletion removes exactly the range the host removes, whole clusters or not: undo of a
      // mark typed after "a" ("á" → "a") takes back the mark, not the "a" it joined.
      edit = Self.keepingSplitClusters(edit, in: text)
    } else if let activeTokens {
      edit = activeTokens.adjust(edit, in: before)
    }
    var proposal = ProposedEdit(
      text: text, range: edit.range(in: text), replacement: edit.replacement, source: source,
      knownUnits: units)
    if let activeTokens {
      proposal.working.indivisibleUTF8Ranges = activeTokens.utf8Ranges(in: edit.replacement)
    }
    if var progress = patternProgress {
      patternProgress = nil  // so that reading the storage below does not copy it
      if !replacement.isEmpty && source != .markedText {
        proposal.working.patternWindows = progress.windows(
          for: window, in: storage, boundaryBefore: certainBoundary(before:),
          boundaryAfter: certainBoundary(after:))
      }
      progress.edited(window: window, count: storage.utf16Count)
      patternProgress = progress
    }
    if var tally = scriptTally {
      tally.subtract(text)
      proposal.working.scriptsOutsideText = tally
    }
    policy.review(&proposal)
    if isolatedByLetters,
      !proposal.changes.isEmpty || proposal.working.widened
        || !TwitterURLs.isASCIILetters(proposal.replacement)
    {
      // A rule changed the edit: what it measured may be more than letters. The words around
      // it decide, as for any other edit.
      return applyUnformatted(
        range, replacement: replacement, source: source, keepsSplitClusters: keepsSplitClusters,
        lettersMayIsolate: false)
    }
    proposal.working.knownUnits = [:]  // so that the running lengths can change in place
    if activeTokens == nil, let outcome = applyDirectly(proposal, shift: shift) { return outcome }
    var outcome = policy.outcome(of: proposal, from: before)
    if outcome.isRejected, source == .commit, before.hasMarkedText, let composition,
      let restored = composition.restoring(in: text, shift: shift, count: storage.utf16Count)
    {
      // A rejected commit leaves the field as it was before the composition, selection included.
      outcome.state = restored.state
      outcome.replacedUTF16Range = restored.replaced
      outcome.replacement = composition.original
    }
    // An insertion can complete a token around the caret ("s" before "in("): the caret goes
    // after the token, where the typing ended.
    if let activeTokens, !outcome.state.hasMarkedText, outcome.state.selection.isEmpty,
      let token = activeTokens.token(
        around: outcome.state.caret, in: activeTokens.ranges(in: outcome.state.text))
    {
      outcome.state.select(token.upperBound..<token.upperBound)
    }
    if let tokenLocality, activeTokens != nil, !isWhole,
      outcome.disposition != .rejected || source == .commit,
      !keepsCuts(window, replaced: outcome.replacedUTF16Range, locality: tokenLocality)
    {
      // The edit reached a margin: the window's ends may not be cuts in the new text.
      return applyUnformatted(range, replacement: replacement, source: source, wholeText: true)
    }
    let replaced = outcome.replacedUTF16Range.shifted(by: shift)
    if outcome.disposition != .rejected || source == .commit {
      for (metric, count) in units {
        units[metric] = count.saturatingAdd(
          metric.unitCount(of: outcome.state.text).saturatingSubtract(metric.unitCount(of: text)))
      }
      storage.replace(replaced, with: outcome.replacement)
      if var tally = proposal.working.scriptsOutsideText {
        tally.add(outcome.state.text)
        scriptTally = tally
      }
      let after = outcome.state
      selection = after.utf16Selection.shifted(by: shift)
      markedRange = after.utf16MarkedRange?.shifted(by: shift)
    }
    if source != .markedText {
      composition = nil
    } else if let beginning {
      // What the composition replaced is put back if its commit is rejected. Later updates keep
      // it, even one that leaves nothing marked for a moment (a marked letter deleted), until the
      // host shows the composition ended (``show(_:)``).
      composition = beginning
    }
    guard isWhole, outcome.disposition != .rejected || source == .commit else {
      return result(outcome.disposition, outcome.changes, replaced, outcome.replacement)
    }
    // The window was the whole text: its new state is the field's, already made.
    return outcome
  }

  /// The outcome of an edit the buffer made: its state is the buffer's, read on demand.
  private func result(
    _ disposition: EditOutcome.Disposition, _ changes: [PolicyChange], _ replaced: Range<Int>,
    _ replacement: String
  ) -> EditOutcome {
    EditOutcome(
      field: .chunks(storage, selection: selection, markedRange: markedRange),
      disposition: disposition, changes: changes, replacedUTF16Range: replaced,
      replacement: replacement)
  }

  /// Applies a reviewed proposal without building the window's new text, in the common case:
  /// an ordinary edit whose end stays a certain cluster boundary. Returns `nil` otherwise.
  ///
  /// - Complexity: O(*m*) in the size of the edit; no allocation for a small one.
  private mutating func applyDirectly(_ proposal: ProposedEdit, shift: Int) -> EditOutcome? {
    let text = proposal.text
    let range = proposal.range
    if proposal.isRejected {
      guard proposal.source != .commit else { return nil }
      let caret = text.utf16Offset(of: range.lowerBound) + shift
      return result(.rejected, proposal.changes, caret..<caret, "")
    }
    guard !proposal.working.widened, proposal.source != .markedText else { return nil }
    // The caret goes right after the replacement: a cluster boundary when what ends there
    // cannot join what follows.
    let replacement = proposal.replacement
    let scalars = text.unicodeScalars
    guard let last = replacement.unicodeScalars.last ?? scalars[..<range.lowerBound].last,
      range.upperBound < text.endIndex
        ? GraphemeScanner.isCertainBoundary(last.value, scalars[range.upperBound].value)
        : !replacement.isEmpty || range.lowerBound > text.startIndex
    else { return nil }
    let lower = text.utf16Offset(of: range.lowerBound) + shift
    let replaced =
      lower..<(lower + text.utf16.distance(from: range.lowerBound, to: range.upperBound))
    // Updated in place, by index: iterating the dictionary while changing it would copy it.
    var index = units.startIndex
    while index != units.endIndex {
      units.values[index] = units.values[index].saturatingAdd(
        proposal.unitChangeOfReplacement(under: units.keys[index]))
      units.formIndex(after: &index)
    }
    if var tally = proposal.working.scriptsOutsideText {
      tally.add(text[..<range.lowerBound])
      tally.add(replacement)
      tally.add(text[range.upperBound...])
      scriptTally = tally
    }
    let caret = lower + storage.replace(replaced, with: replacement)
    selection = caret..<caret
    markedRange = nil
    composition = nil
    return result(
      proposal.changes.isEmpty ? .accepted : .changed, proposal.changes, replaced, replacement)
  }

  /// Moves the selection; offsets are clamped and widened to whole clusters, and with tokens,
  /// snapped to their edges.
  ///
  /// A caret moved one character into a token from one of its edges crosses it, as an arrow key
  /// does; a caret put anywhere else inside a token goes to the nearer edge, as a tap does.
  ///
  /// - Complexity: O(log *n*) and the clusters at its ends; with tokens, the text to the token
  ///   cuts around it (``tokenWindow(around:tokens:locality:)``), or O(*n*) when a pattern of
  ///   theirs has no ``TokenPatternShape``.
  package mutating func select(_ range: Range<Int>) {
    if let activeTokens, let tokenLocality {
      selectAmongTokens(range, tokens: activeTokens, locality: tokenLocality)
      return
    }
    if let activeTokens {
      let text = storage.string
      let requested = TextFieldState(
        text: text, utf16Selection: range.clamped(to: 0..<storage.utf16Count),
        utf16MarkedRange: markedRange)
      let previous = TextFieldState(
        text: text, utf16Selection: selection, utf16MarkedRange: markedRange)
      let snapped = activeTokens.snap(
        requested.selection, from: previous.selection, in: text,
        hasMarkedText: requested.hasMarkedText)
      selection = text.utf16Range(snapped)
      return
    }
    let window = clusterWindow(around: range)
    let text = storage.substring(window)
    let local = TextFieldState(
      text: text,
      utf16Selection: range.shifted(by: -window.lowerBound).clamped(to: 0..<window.count))
    selection = local.utf16Selection.shifted(by: window.lowerBound)
  }

  /// `edit`, whose UTF-16 range may split clusters of `text`, as the same change of whole
  /// clusters: the parts of the clusters it splits that lie outside its range are kept, around
  /// its replacement.
  ///
  /// ```swift
  /// // "aß" + tag characters marked after the "ß" (one cluster with it): 2..<2 → "ß…" over 1..<2
  /// ```
  static func keepingSplitClusters(_ edit: Edit, in text: String) -> Edit {
    let exact = edit.utf16Range(in: text).clamped(to: 0..<text.utf16.count)
    let whole = text.clusterRange(utf16: exact)
    let utf16 = text.utf16
    let lower = utf16.index(utf16.startIndex, offsetBy: exact.lowerBound)
    let upper = utf16.index(utf16.startIndex, offsetBy: exact.upperBound)
    guard whole.lowerBound != lower || whole.upperBound != upper else { return edit }
    let head = whole.lowerBound < lower ? String(text[whole.lowerBound..<lower]) : ""
    let tail = upper < whole.upperBound ? String(text[upper..<whole.upperBound]) : ""
    return Edit(replacing: whole, with: head + edit.replacement + tail, source: edit.source)
  }

  /// Takes the selection and marked range of `shown`, a field that shows the buffer's text.
  ///
  /// Unlike building a new buffer, this keeps what the current composition replaced
  /// (``composition``) while text stays marked, so that a rejected commit can still put it back.
  ///
  /// - Complexity: O(1); `shown` must hold the buffer's text.
  package mutating func show(_ shown: TextFieldState) {
    selection = shown.utf16Selection
    markedRange = shown.utf16MarkedRange
    if markedRange == nil { composition = nil }
  }

  /// ``show(_:)`` with the selection and marked range of a field that shows the buffer's text.
  ///
  /// - Complexity: O(1).
  /// Both ranges are moved to cluster boundaries, as a ``TextFieldState`` of the whole text
  /// would move them, reading only a window around each.
  ///
  /// - Complexity: O(log *n*) and the size of the clusters at the ranges' ends.
  package mutating func show(selection: Range<Int>, markedRange: Range<Int>?) {
    let wasMarked = self.markedRange != nil
    self.selection = clusterAligned(selection, marked: false)
    self.markedRange = markedRange.map { clusterAligned($0, marked: true) }
    if self.markedRange == nil {
      composition = nil
    } else if !wasMarked, composition == nil, let marked = markedRange {
      // Text already taken as typed turns out marked (a delegate is not told that a change will
      // be marked): the composition began with it, in the span the host marks, replacing
      // nothing, so that its commit is judged on that span and a rejected one takes it out.
      let count = storage.utf16Count
      let exact = marked.clamped(to: 0..<count)
      var beginning = Composition(replacing: exact.lowerBound..<exact.lowerBound, in: storage)
      beginning.after = count - exact.upperBound
      composition = beginning
    }
  }

  /// `range` widened to whole clusters, as ``TextFieldState`` does for a selection or a marked
  /// range, on a window whose ends are certain cluster boundaries.
  func clusterAligned(_ range: Range<Int>, marked: Bool) -> Range<Int> {
    let window = clusterWindow(around: range)
    let text = storage.substring(window)
    let count = window.count
    let lower = Swift.min(Swift.max(range.lowerBound - window.lowerBound, 0), count)
    let local = lower..<Swift.min(Swift.max(range.upperBound - window.lowerBound, lower), count)
    let state =
      marked
      ? TextFieldState(text: text, utf16Selection: 0..<0, utf16MarkedRange: local)
      : TextFieldState(text: text, utf16Selection: local)
    let aligned = (marked ? state.utf16MarkedRange : state.utf16Selection) ?? local
    return (aligned.lowerBound + window.lowerBound)..<(aligned.upperBound + window.lowerBound)
  }

  /// Replaces the whole text, as a program does; no policy applies.
  mutating func setText(_ text: String) {
    self = FieldBuffer(policy: policy, state: TextFieldState(text: text), tokens: tokens)
  }

  /// ``clusterWindow(around:)``, widened to the words around it when a length counts URLs: the
  /// text an edit of `range` is reviewed on.
  func window(around range: Range<Int>) -> Range<Int> {
    let window = clusterWindow(around: range)
    return countsURLs ? widenedToWords(window) : window
  }

  /// A range of UTF-16 offsets around `range` whose ends are certain cluster boundaries, with at
  /// least one cluster on each side of the range when the text has one: enough to answer a
  /// question about clusters (a selection, a split cluster).
  ///
  /// A cluster boundary usually depends on the characters before it; between two characters of
  /// the kinds below it never does, so segmenting the window from its start gives the same
  /// clusters as segmenting the whole text.
  package func clusterWindow(around range: Range<Int>) -> Range<Int> {
    let count = storage.utf16Count
    let clamped = range.clamped(to: 0..<count)
    var (lower, upper) = (clamped.lowerBound, clamped.upperBound)
    // Offsets inside a surrogate pair widen to the whole pair.
    if let unit = storage.codeUnit(at: lower), UTF16.isTrailSurrogate(unit) { lower -= 1 }
    if let unit = storage.codeUnit(at: upper), UTF16.isTrailSurrogate(unit) { upper += 1 }
    // Two certain boundaries on each side: the clusters the edit touches lie between the inner
    // ones, and the clusters next to those between the inner and the outer ones.
    let innerStart = certainBoundary(before: lower)
    let start = innerStart > 0 ? certainBoundary(before: innerStart) : 0
    let innerEnd = certainBoundary(after: upper)
    let end = innerEnd < count ? certainBoundary(after: innerEnd) : count
    return start..<end
  }

  /// The last offset before `offset` that is certainly a cluster boundary, or 0.
  ///
  /// - Complexity: O(*k* log *c*) for *k* code points walked; no allocation.
  func certainBoundary(before offset: Int) -> Int {
    var position = offset
    while position > 0 {
      let (after, width) = scalar(endingAt: position)
      let start = position - width
      if start == 0 { return 0 }
      if GraphemeScanner.isCertainBoundary(scalar(endingAt: start).value, after) { return start }
      position = start
    }
    return 0
  }

  /// The first offset after `offset` that is certainly a cluster boundary, or the end.
  func certainBoundary(after offset: Int) -> Int {
    let count = storage.utf16Count
    var position = offset
    while position < count {
      let (before, width) = scalar(startingAt: position)
      let end = position + width
      if end >= count { return count }
      if GraphemeScanner.isCertainBoundary(before, scalar(startingAt: end).value) { return end }
      position = end
    }
    return count
  }

  /// The code point that ends at a UTF-16 offset, and its width in code units.
  func scalar(endingAt offset: Int) -> (value: UInt32, width: Int) {
    let last = UInt32(storage.codeUnit(at: offset - 1) ?? 0)
    if UTF16.isTrailSurrogate(UInt16(last)), offset >= 2,
      let lead = storage.codeUnit(at: offset - 2), UTF16.isLeadSurrogate(lead)
    {
      return (0x10000 + ((UInt32(lead) - 0xD800) << 10) + (last - 0xDC00), 2)
    }
    return (last, 1)
  }

  /// The code point that starts at a UTF-16 offset, and its width in code units.
  func scalar(startingAt offset: Int) -> (value: UInt32, width: Int) {
    let first = UInt32(storage.codeUnit(at: offset) ?? 0)
    if UTF16.isLeadSurrogate(UInt16(first)), let trail = storage.codeUnit(at: offset + 1),
      UTF16.isTrailSurrogate(trail)
    {
      return (0x10000 + ((first - 0xD800) << 10) + (UInt32(trail) - 0xDC00), 2)
    }
    return (first, 1)
  }
}

extension Range<Int> {
  /// The range moved by `offset`.
  func shifted(by offset: Int) -> Range<Int> { (lowerBound + offset)..<(upperBound + offset) }
}
